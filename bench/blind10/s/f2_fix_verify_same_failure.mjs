// Family 2 (loop): each attempt applies a DIFFERENT fix, but the verification step reports
// exactly the same failure every time (only job ids, timestamps, seeds, durations change).
// The model's reasoning moves on each time (new hypothesis), so there is no textual stagnation.
import { run } from './lib.mjs';

export const family = 'fix_verify_same_failure';
export const loop = true;
export const stagnation = false;
export const summary = 'Different edits/settings each round, identical verification failure each round (volatile parts aside); never passes.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'GPU cluster ML training (Slurm + NCCL)', style: 'smolagents',
    isolates: 'Four different NCCL/launcher changes are each followed by a resubmitted job whose log shows the same rank-27 ALLREDUCE watchdog timeout on the same node; only job ids, PIDs and timestamps move.',
    goal: 'The 4-node fine-tuning job jobs/llm7b_ft.sbatch on partition a100-ib dies at the first all-reduce. Get it training past step 50.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', {
        task: goal, code: true, maxSteps: 6, model: 'openai/gpt-4o',
        tools: ['read_file', 'edit_file', 'submit_job', 'wait_for_job', 'job_log', 'final_answer'],
      });
      const path = 'jobs/llm7b_ft.sbatch';
      r.step('Let me look at the launch script first.', [
        { name: 'read_file', args: { path }, out: '#!/bin/bash\n#SBATCH --job-name=llm7b-ft\n#SBATCH --partition=a100-ib\n#SBATCH --nodes=4\n#SBATCH --ntasks-per-node=8\n#SBATCH --gpus-per-node=8\n#SBATCH --time=12:00:00\n\nexport NCCL_DEBUG=WARN\nexport MASTER_ADDR=$(scontrol show hostnames $SLURM_JOB_NODELIST | head -n1)\nexport MASTER_PORT=29500\n\nsrun --container-image=nvcr.io/nvidia/pytorch:24.01-py3 \\\n  python -m train.finetune --config configs/llm7b_lora.yaml\n' },
      ], { logs: (c, o) => `Execution logs:\n${o[0]}\nLast output from code snippet:\nNone` });
      const log = (c, jid) => {
        const pid = c.int(1800000, 1999999);
        const t = c.d(); const mmdd = String(t.getUTCMonth() + 1).padStart(2, '0') + String(t.getUTCDate()).padStart(2, '0');
        return [
          `[${c.pylog()}] torch.distributed.run: [WARNING] *****************************************`,
          `gpu-a100-014:${pid}:${pid + c.int(100, 400)} [3] NCCL INFO Bootstrap : Using ib0:${c.ip()}<0>`,
          `[rank27]:[E${mmdd} ${c.hms()}.${c.digits(6)} ProcessGroupNCCL.cpp:632] [Rank 27] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for ${600000 + c.int(10, 90)} milliseconds before timing out.`,
          `[rank27]:[E${mmdd} ${c.hms()}.${c.digits(6)} ProcessGroupNCCL.cpp:1664] [PG 0 Rank 27] Exception (either an error or timeout) detected by watchdog at work: 1, last enqueued NCCL work: 1, last completed NCCL work: -1.`,
          `srun: error: gpu-a100-014: task 27: Aborted (core dumped)`,
          `slurmstepd: error: *** JOB ${jid} ON gpu-a100-011 CANCELLED AT ${c.iso().slice(0, 19)} ***`,
        ].join('\n');
      };
      let jobSeq = 4418213;
      const attempt = (think, old, neu) => {
        jobSeq += ctx.int(4, 60);
        const jid = String(jobSeq);
        const code = `edit_file(path="${path}", old=${JSON.stringify(old)}, new=${JSON.stringify(neu)})\njob = submit_job(script="${path}")\nprint(job)\nstatus = wait_for_job(job_id=job["job_id"], timeout_s=1500)\nprint(status)\nprint(job_log(job_id=job["job_id"], tail=6))`;
        r.step(think, [
          { name: 'edit_file', args: { path, old, new: neu }, out: `Replaced 1 occurrence in ${path}` },
          { name: 'submit_job', args: { script: path }, out: (c) => ({ job_id: jid, partition: 'a100-ib', submitted_at: c.iso(), queue_position: c.int(0, 3) }) },
          { name: 'wait_for_job', args: { job_id: jid, timeout_s: 1500 }, dur: [600000, 660000], out: (c) => ({ job_id: jid, state: 'FAILED', exit_code: '134:0', elapsed: `00:10:${String(c.int(20, 59)).padStart(2, '0')}`, nodelist: 'gpu-a100-[011-014]' }) },
          { name: 'job_log', args: { job_id: jid, tail: 6 }, out: (c) => log(c, jid) },
        ], { code, logs: (c, o) => `Execution logs:\n${JSON.stringify(o[1])}\n${JSON.stringify(o[2])}\n${o[3]}\nLast output from code snippet:\nNone` });
      };
      attempt('The job is launched with default NCCL socket selection. Inter-node traffic may be going over the ethernet management interface; I will pin NCCL to the InfiniBand interface and resubmit.',
        'export NCCL_DEBUG=WARN', 'export NCCL_DEBUG=WARN\nexport NCCL_SOCKET_IFNAME=ib0');
      attempt('Pinning the socket interface did not help. Maybe NCCL picks an HCA port that is down; I will restrict it to the two active HCAs mlx5_0 and mlx5_1.',
        'export NCCL_SOCKET_IFNAME=ib0', 'export NCCL_SOCKET_IFNAME=ib0\nexport NCCL_IB_HCA=mlx5_0,mlx5_1');
      attempt('HCA selection is not it either. Another job might be holding port 29500 on the master node and the rendezvous half-forms; I will move MASTER_PORT to 29611.',
        'export MASTER_PORT=29500', 'export MASTER_PORT=29611');
      attempt('A port clash is ruled out. The 24.01 container ships NCCL 2.19 and there are reports of hangs with our OFED version; I will try the 23.10 container with NCCL 2.18.',
        'nvcr.io/nvidia/pytorch:24.01-py3', 'nvcr.io/nvidia/pytorch:23.10-py3');
      r.maxSteps('The job still fails at the first ALLREDUCE with a watchdog timeout on rank 27 after changing the NCCL interface, HCA list, master port and container version.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'bakery chain order system (coding, pickup cutoff bug)', style: 'swe',
    isolates: 'The agent edits cutoff.py, a settings module and the Store model in four different ways, but the test imports a legacy function it never touches, so pytest prints the same AssertionError each time; only the random seed and timing differ.',
    goal: 'Next-day pickup cutoff ignores the store\'s timezone. The Denver store (America/Denver) still accepts next-day orders at 14:30 local time although the cutoff is 14:00 store-local. See tests/test_cutoff.py::test_cutoff_respects_store_timezone.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'crumbandcrust/ordering', cwd: '/repo', task: goal, instanceId: 'crumbandcrust__ordering-318' });
      const pytest = (c) => `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
Using --randomly-seed=${c.int(100000000, 4294967295)}
rootdir: /repo
configfile: pyproject.toml
plugins: randomly-3.15.0, django-4.8.0
collected 1 item

tests/test_cutoff.py F                                                   [100%]

=================================== FAILURES ===================================
_____________________ test_cutoff_respects_store_timezone ______________________

denver_store = <Store DEN-03 tz=America/Denver>

    def test_cutoff_respects_store_timezone(denver_store):
        placed = datetime(2024, 5, 16, 14, 30, tzinfo=ZoneInfo("America/Denver"))
>       assert is_after_cutoff(placed, denver_store, pickup_date=date(2024, 5, 17)) is True
E       AssertionError: assert False is True
E        +  where False = is_after_cutoff(datetime.datetime(2024, 5, 16, 14, 30, tzinfo=zoneinfo.ZoneInfo(key='America/Denver')), <Store DEN-03 tz=America/Denver>, pickup_date=datetime.date(2024, 5, 17))

tests/test_cutoff.py:21: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cutoff.py::test_cutoff_respects_store_timezone - AssertionError: assert False is True
============================== 1 failed in ${c.float(0.31, 0.74, 2)}s ===============================`;
      const updated = (f, n) => `[File: /repo/${f} (${n} lines total)]\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.`;
      const T = 'python -m pytest tests/test_cutoff.py::test_cutoff_respects_store_timezone -q -p randomly';
      r.step('Let me reproduce the failure first.', [{ name: 'bash', args: { command: T }, out: pytest }]);
      r.step('The cutoff is evaluated too late for Denver. Let me look at how the cutoff is computed.', [
        { name: 'open', args: { command: 'open orders/cutoff.py' }, openFile: '/repo/orders/cutoff.py', out: '[File: /repo/orders/cutoff.py (31 lines total)]\n1:from datetime import datetime, time, timedelta, timezone\n2:\n3:from orders.models import Store\n4:from orders.settings import CUTOFF_HOUR, CUTOFF_TZ\n5:\n6:\n7:def cutoff_for(store: Store, pickup_date):\n8:    """Latest moment an order for `pickup_date` may be placed."""\n9:    day_before = pickup_date - timedelta(days=1)\n10:    return datetime.combine(day_before, time(CUTOFF_HOUR), tzinfo=CUTOFF_TZ)\n11:\n12:\n13:def is_after_cutoff(placed_at: datetime, store: Store, pickup_date=None) -> bool:\n14:    pickup_date = pickup_date or (placed_at.date() + timedelta(days=1))\n15:    return placed_at > cutoff_for(store, pickup_date)\n' },
      ]);
      r.step('cutoff_for builds the cutoff in a global CUTOFF_TZ instead of the store\'s own zone. I\'ll build it with ZoneInfo(store.timezone).', [
        { name: 'edit', args: { command: 'edit 10:10\n    return datetime.combine(day_before, time(CUTOFF_HOUR), tzinfo=ZoneInfo(store.timezone))\nend_of_edit' }, out: updated('orders/cutoff.py', 31) },
      ]);
      r.step('Now rerun the test.', [{ name: 'bash', args: { command: T }, out: pytest }]);
      r.step('Same result. Perhaps the comparison is still wrong because placed_at arrives in another zone; I will normalise placed_at into the store zone before comparing.', [
        { name: 'edit', args: { command: 'edit 15:15\n    local = placed_at.astimezone(ZoneInfo(store.timezone))\n    return local > cutoff_for(store, pickup_date)\nend_of_edit' }, out: updated('orders/cutoff.py', 32) },
      ]);
      r.step('Running the test again after normalising placed_at.', [{ name: 'bash', args: { command: T }, out: pytest }]);
      r.step('Still failing. The module imports a global CUTOFF_TZ from settings; let me check what it is set to.', [
        { name: 'open', args: { command: 'open orders/settings.py 8' }, openFile: '/repo/orders/settings.py', out: '[File: /repo/orders/settings.py (27 lines total)]\n8:# --- ordering ---\n9:CUTOFF_HOUR = 14\n10:LEAD_DAYS = 1\n11:# legacy: HQ timezone used for all cutoffs\n12:CUTOFF_TZ = ZoneInfo("America/Los_Angeles")\n13:MAX_ITEMS_PER_ORDER = 60\n' },
      ]);
      r.step('CUTOFF_TZ is America/Los_Angeles, exactly one hour behind Denver, which matches the symptom. I will set it to None so nothing falls back to Pacific time.', [
        { name: 'edit', args: { command: 'edit 12:12\nCUTOFF_TZ = None  # cutoff is always store-local\nend_of_edit' }, out: updated('orders/settings.py', 27) },
      ]);
      r.step('Rerun with CUTOFF_TZ disabled.', [{ name: 'bash', args: { command: T }, out: pytest }]);
      r.step('Unchanged. Maybe the Store object itself reports the wrong zone for DEN-03. Let me look at the model.', [
        { name: 'open', args: { command: 'open orders/models.py 40' }, openFile: '/repo/orders/models.py', out: '[File: /repo/orders/models.py (88 lines total)]\n40:class Store(models.Model):\n41:    code = models.CharField(max_length=8, unique=True)\n42:    timezone = models.CharField(max_length=64, default="America/Los_Angeles")\n43:\n44:    @property\n45:    def tzinfo(self):\n46:        return settings.CUTOFF_TZ or ZoneInfo("UTC")\n47:\n48:    def __repr__(self):\n49:        return f"<Store {self.code} tz={self.timezone}>"\n' },
      ]);
      r.step('Store.tzinfo ignores the store\'s own timezone field and falls back to settings or UTC. I\'ll make it return ZoneInfo(self.timezone).', [
        { name: 'edit', args: { command: 'edit 44:46\n    @property\n    def tzinfo(self):\n        return ZoneInfo(self.timezone)\nend_of_edit' }, out: updated('orders/models.py', 88) },
      ]);
      r.step('Rerun after fixing Store.tzinfo.', [{ name: 'bash', args: { command: T }, out: pytest }]);
      return r.end({ output: { exit_status: 'exit_cost', submission: null }, error: 'CostLimitExceededError: instance cost limit ($0.40) exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'data warehouse migration (Redshift to Snowflake, dbt)', style: 'plain',
    isolates: 'Four distinct SQL/config rewrites of a dbt model are each followed by dbt build failing with the same "invalid identifier \'O.ORDER_TS\'" error; only dbt timestamps, durations and Snowflake query ids differ.',
    goal: 'We are moving the analytics project from Redshift to Snowflake. Port models/marts/fct_orders.sql so that `dbt build --select fct_orders --target snowflake_prod` passes.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'dwh-migration-agent', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You are a data engineer assistant working in the analytics dbt repo. Tools: read_file, apply_patch, run_dbt. Prefer minimal diffs.',
        tools: ['read_file', 'apply_patch', 'run_dbt'],
      });
      const dbt = (c) => {
        const L = []; const ts = () => c.hms();
        L.push(`${ts()}  Running with dbt=1.7.11`); c.wait(900);
        L.push(`${ts()}  Registered adapter: snowflake=1.7.3`); c.wait(1100);
        L.push(`${ts()}  Found 84 models, 312 tests, 19 sources, 0 exposures, 0 metrics, 611 macros, 0 groups, 0 semantic models`);
        L.push(`${ts()}  `); c.wait(c.int(1200, 2500));
        L.push(`${ts()}  Concurrency: 8 threads (target='snowflake_prod')`);
        L.push(`${ts()}  1 of 1 START sql table model ANALYTICS.fct_orders ................................ [RUN]`);
        const d = c.float(1.2, 3.4, 2); c.wait(d * 1000);
        L.push(`${ts()}  1 of 1 ERROR creating sql table model ANALYTICS.fct_orders ....................... [ERROR in ${d}s]`);
        const tot = (d + c.float(3.1, 4.6, 2)).toFixed(2);
        L.push(`${ts()}  `, `${ts()}  Finished running 1 table model in 0 hours 0 minutes and ${tot} seconds (${tot}s).`, `${ts()}  `, `${ts()}  Completed with 1 error and 0 warnings:`, `${ts()}  `);
        const h = c.hex(32);
        L.push(`${ts()}    Database Error in model fct_orders (models/marts/fct_orders.sql)\n  000904 (42000): ${h.slice(0, 8)}-0604-${h.slice(8, 12)}-0000-${h.slice(12, 24)}: SQL compilation error: error line 14 at position 8\n  invalid identifier 'O.ORDER_TS'\n  compiled Code at target/run/analytics/models/marts/fct_orders.sql`);
        L.push(`${ts()}  `, `${ts()}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1`);
        return { exit_code: 1, stdout: L.join('\n') };
      };
      const build = { command: 'build', select: 'fct_orders', target: 'snowflake_prod' };
      r.step('I will read the model to see which Redshift-specific constructs it uses.', [
        { name: 'read_file', args: { path: 'models/marts/fct_orders.sql' }, out: "{{ config(materialized='table') }}\n\nwith o as (\n    select * from {{ ref('stg_orders') }}\n),\np as (\n    select order_id, sum(amount) as paid_amount\n    from {{ ref('stg_payments') }}\n    group by 1\n)\n\nselect\n    o.order_id,\n    o.customer_id,\n    o.order_ts::timestamp as ordered_at,\n    getdate() as loaded_at,\n    datediff(day, o.order_ts, getdate()) as age_days,\n    coalesce(p.paid_amount, 0) as paid_amount\nfrom o\nleft join p using (order_id)\n" },
      ]);
      r.step('Before changing anything, let me run the build to see how Snowflake reacts.', [{ name: 'run_dbt', args: build, out: dbt, err: () => 'dbt exited with code 1' }]);
      r.step('Snowflake rejects the query around the ordered_at line. getdate() is a Redshift idiom; Snowflake prefers current_timestamp(), and the compiler may be mis-reporting the position. I will swap getdate() for current_timestamp().', [
        { name: 'apply_patch', args: { path: 'models/marts/fct_orders.sql', patch: '@@\n-    getdate() as loaded_at,\n-    datediff(day, o.order_ts, getdate()) as age_days,\n+    current_timestamp() as loaded_at,\n+    datediff(day, o.order_ts, current_timestamp()) as age_days,' }, out: { ok: true, hunks_applied: 1 } },
        { name: 'run_dbt', args: build, out: dbt, err: () => 'dbt exited with code 1' },
      ]);
      r.step('That was not the cause. The ::timestamp cast maps to TIMESTAMP_NTZ in Snowflake but Redshift stored order_ts as timestamptz; an explicit to_timestamp_tz() might resolve the column differently.', [
        { name: 'apply_patch', args: { path: 'models/marts/fct_orders.sql', patch: '@@\n-    o.order_ts::timestamp as ordered_at,\n+    to_timestamp_tz(o.order_ts) as ordered_at,' }, out: { ok: true, hunks_applied: 1 } },
        { name: 'run_dbt', args: build, out: dbt, err: () => 'dbt exited with code 1' },
      ]);
      r.step('The cast is not the problem either. The CTE is named `o`, and in Snowflake unquoted O could collide with a reserved alias in the datediff expansion; I will qualify the datediff part with the date part as a string literal.', [
        { name: 'apply_patch', args: { path: 'models/marts/fct_orders.sql', patch: "@@\n-    datediff(day, o.order_ts, current_timestamp()) as age_days,\n+    datediff('day', o.order_ts, current_timestamp()) as age_days," }, out: { ok: true, hunks_applied: 1 } },
        { name: 'run_dbt', args: build, out: dbt, err: () => 'dbt exited with code 1' },
      ]);
      r.step('Still the same. Maybe the model should not be a regular table during migration; switching to a transient table avoids Fail-safe and sometimes changes how dbt renders the DDL.', [
        { name: 'apply_patch', args: { path: 'models/marts/fct_orders.sql', patch: "@@\n-{{ config(materialized='table') }}\n+{{ config(materialized='table', transient=true) }}" }, out: { ok: true, hunks_applied: 1 } },
        { name: 'run_dbt', args: build, out: dbt, err: () => 'dbt exited with code 1' },
      ]);
      return r.end({ error: 'Agent stopped: max_iterations=6 reached' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', start: '2024-02-14T16:37:22Z', domain: 'home solar installs (utility interconnection portal)', style: 'adk',
    isolates: 'The agent regenerates the diagram, edits application fields and switches templates, yet every validate_application call returns the same SLD-014 error because the application still points at the old attachment.',
    goal: 'Submit the interconnection application for the Alvarez residence (9.6 kW DC, 24 x 400 W modules, Enphase IQ8PLUS microinverters) to the Ridgeview Electric portal and get it to pass pre-validation.',
    build(ctx, goal) {
      const appId = 'RIA-' + ctx.int(240000, 249999);
      const r = run(ctx, 'adk', {
        name: 'permit_agent', app: 'sunward_ops', model: 'gemini-1.5-pro-002', task: goal,
        system: 'You prepare utility interconnection paperwork for Sunward Solar. Use the portal tools. Do not submit for final review until pre-validation passes.',
        tools: ['get_application', 'generate_single_line_diagram', 'update_application', 'validate_application'],
      });
      const fail = (c) => ({
        application_id: appId, valid: false,
        errors: [{ code: 'SLD-014', field: 'attachments.single_line_diagram', message: 'AC disconnect must be labeled with rated current and shown within 10 ft of the utility meter' }],
        warnings: [], validation_id: 'val_' + c.alnum(12), checked_at: c.isoTz(-5), rules_version: '2024.3',
      });
      r.step('Let me load the draft application first.', [
        { name: 'get_application', args: { application_id: appId }, out: (c) => ({ application_id: appId, status: 'DRAFT', customer: 'Alvarez, Marisol', system: { dc_kw: 9.6, modules: '24 x REC400AA', inverter: 'Enphase IQ8PLUS-72-2-US' }, attachments: { single_line_diagram: { file_id: 'att_7Qd2k', uploaded: '2024-02-02T17:40:11-05:00' }, site_plan: { file_id: 'att_1Hc9v' } }, etag: c.etag() }) },
        { name: 'validate_application', args: { application_id: appId }, out: fail },
      ]);
      r.step('The single-line diagram lacks a labelled AC disconnect. I will regenerate it with the disconnect label and rating shown.', [
        { name: 'generate_single_line_diagram', args: { application_id: appId, options: { label_ac_disconnect: true, ac_disconnect_rating_a: 60 } }, out: (c) => ({ file_id: 'att_' + c.alnum(5), pages: 1, render_ms: c.int(800, 2400), sha1: c.hex(40) }) },
        { name: 'validate_application', args: { application_id: appId }, out: fail },
      ]);
      r.step('The diagram now carries the label, so the distance requirement is probably what fails. I will record the disconnect location as 8 ft from the meter in the application form.', [
        { name: 'update_application', args: { application_id: appId, fields: { ac_disconnect_distance_ft: 8, ac_disconnect_location: 'exterior wall, left of meter' } }, out: (c) => ({ updated: ['ac_disconnect_distance_ft', 'ac_disconnect_location'], etag: c.etag() }) },
        { name: 'validate_application', args: { application_id: appId }, out: fail },
      ]);
      r.step('Ridgeview may only parse diagrams made from its own template. I will regenerate using the ridgeview-v2 template.', [
        { name: 'generate_single_line_diagram', args: { application_id: appId, options: { template: 'utility-ridgeview-v2', label_ac_disconnect: true, show_distances: true } }, out: (c) => ({ file_id: 'att_' + c.alnum(5), pages: 2, render_ms: c.int(800, 2400), sha1: c.hex(40) }) },
        { name: 'validate_application', args: { application_id: appId }, out: fail },
      ]);
      r.step('Perhaps the rule compares the disconnect rating with the inverter output circuit; 60 A might be flagged for a 9.6 kW system. I will set the rating to 40 A in the form.', [
        { name: 'update_application', args: { application_id: appId, fields: { ac_disconnect_rating_a: 40 } }, out: (c) => ({ updated: ['ac_disconnect_rating_a'], etag: c.etag() }) },
        { name: 'validate_application', args: { application_id: appId }, out: fail },
      ]);
      return r.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', domain: 'parking enforcement (DMV registration-hold export)', style: 'n8n',
    isolates: 'The agent changes encoding, line endings, zero padding and plate-state casing in turn; the DMV pre-validator answers every upload with the same "record 1 PLATE_STATE length 11" rejection because the header row is never removed.',
    goal: 'Build the weekly registration-hold file of citations unpaid for more than 30 days and get it accepted by the state DMV pre-validator before the Friday upload.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o', name: 'AI Agent',
        system: 'You are the parking-operations automation agent for the City of Brookhaven. Tools: Query Citations (Postgres), Build DMV File (Code), DMV Prevalidate (HTTP). File spec: fixed fields, pipe-delimited, no header, PLATE_STATE is 2 chars.',
      });
      const rej = (c) => ({
        response: JSON.stringify({ accepted: false, batch_ref: 'PV' + c.digits(10), received_at: c.us(), records_checked: 412, errors: [{ record: 1, field: 'PLATE_STATE', value: 'PLATE_STATE', message: 'length 11 exceeds maximum 2' }], server: `dmv-gw-${c.int(1, 6)}` }),
      });
      const build = (opts) => (c) => ({ response: JSON.stringify({ path: `/data/exports/reghold_${c.date().replace(/-/g, '')}.txt`, rows: 413, bytes: 41881 + c.int(-40, 40), options: opts }) });
      const PV = { name: 'DMV_Prevalidate', node: 'DMV Prevalidate', nodeType: 'n8n-nodes-base.httpRequestTool' };
      const BF = { name: 'Build_DMV_File', node: 'Build DMV File', nodeType: '@n8n/n8n-nodes-langchain.toolCode' };
      r.step('I will pull the citations unpaid for more than 30 days.', [
        { name: 'Query_Citations', node: 'Query Citations', nodeType: 'n8n-nodes-base.postgresTool', args: { query: "SELECT citation_no, plate, plate_state, issued_at, balance_cents FROM citations WHERE status = 'UNPAID' AND issued_at < now() - interval '30 days'" }, out: (c) => ({ response: `[{"citation_no":"BH2291044","plate":"8KDL231","plate_state":"CA","issued_at":"2024-01-19T15:02:00Z","balance_cents":6500}, ... 412 rows]`, rowCount: 412, query_ms: c.int(40, 200) }) },
        { ...BF, args: { input: '{"encoding":"latin1","eol":"LF"}' }, out: build({ encoding: 'latin1', eol: 'LF' }) },
        { ...PV, args: { file: '/data/exports/reghold_latest.txt' }, out: rej },
      ]);
      r.step('The validator complains about PLATE_STATE length. Latin-1 can make multi-byte characters count differently; I will rebuild the file as plain ASCII and validate again.', [
        { ...BF, args: { input: '{"encoding":"ascii","eol":"LF"}' }, out: build({ encoding: 'ascii', eol: 'LF' }) },
        { ...PV, args: { file: '/data/exports/reghold_latest.txt' }, out: rej },
      ]);
      r.step('Encoding did not matter. The DMV mainframe expects CRLF line endings, and with LF the fields of record 1 may shift; switching to CRLF.', [
        { ...BF, args: { input: '{"encoding":"ascii","eol":"CRLF"}' }, out: build({ encoding: 'ascii', eol: 'CRLF' }) },
        { ...PV, args: { file: '/data/exports/reghold_latest.txt' }, out: rej },
      ]);
      r.step('Line endings are not it. Citation numbers are variable length, which could push PLATE_STATE out of position in a fixed layout; I will zero-pad citation_no to 12 characters.', [
        { ...BF, args: { input: '{"encoding":"ascii","eol":"CRLF","pad_citation_no":12}' }, out: build({ encoding: 'ascii', eol: 'CRLF', pad_citation_no: 12 }) },
        { ...PV, args: { file: '/data/exports/reghold_latest.txt' }, out: rej },
      ]);
      r.step('Still rejected. Some plate_state values in the source are lower case or padded with spaces; I will trim and upper-case them before writing.', [
        { ...BF, args: { input: '{"encoding":"ascii","eol":"CRLF","pad_citation_no":12,"normalize_state":"trim_upper"}' }, out: build({ encoding: 'ascii', eol: 'CRLF', pad_citation_no: 12, normalize_state: 'trim_upper' }) },
        { ...PV, args: { file: '/data/exports/reghold_latest.txt' }, out: rej },
      ]);
      return r.end({ error: 'Agent stopped due to max iterations.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'nonprofit donor email deliverability (DNS / DMARC)', style: 'letta',
    isolates: 'A Letta agent changes SPF, adds a DKIM CNAME, relaxes DMARC alignment and lowers TTLs; each seed test returns the same dmarc=fail header with identical spf/dkim domains, differing only in message ids and times.',
    goal: 'Our year-end appeal from giving@harborlightfoundation.org keeps landing in Gmail spam. Please fix our DNS so DMARC passes, and tell me when a test message passes.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'harborlight-ops-assistant', model: 'gpt-4o', task: goal,
        system: 'You are the operations assistant for the Harborlight Foundation. You can read and change DNS at the registrar and send seed tests through the donor CRM (Donorbox).',
      });
      const seed = (c) => `Authentication-Results: mx.google.com;\n       dkim=pass header.i=@donorbox-mail.net header.s=dbx1 header.b=${c.b64(8)};\n       spf=pass (google.com: domain of bounces+${c.digits(7)}@donorbox-mail.net designates ${c.ip().replace(/^10\./, '198.')} as permitted sender) smtp.mailfrom=bounces+${c.digits(7)}@donorbox-mail.net;\n       dmarc=fail (p=QUARANTINE sp=QUARANTINE dis=QUARANTINE) header.from=harborlightfoundation.org\nMessage-ID: <${c.hex(24)}@donorbox-mail.net>\nDate: ${c.rfc2822()}\nX-Gm-Spam: 1`;
      const dns = (c) => `Record saved. Propagation id ${c.upper(10)}; serial ${c.date().replace(/-/g, '')}${String(c.int(1, 30)).padStart(2, '0')}`;
      r.step('I need to see the current records before changing anything.', [
        { name: 'dns_get_records', args: { domain: 'harborlightfoundation.org', types: ['TXT', 'CNAME'] }, out: 'TXT @ "v=spf1 include:_spf.google.com ~all"\nTXT _dmarc "v=DMARC1; p=quarantine; rua=mailto:dmarc@harborlightfoundation.org"\nCNAME www harborlight.squarespace.com' },
        { name: 'send_seed_test', args: { campaign: 'year-end-appeal', to: 'seed-gmail@harborlightfoundation.org' }, out: seed },
      ]);
      r.step('SPF for the root domain does not mention Donorbox at all. Adding their include should let SPF authorise the sender for our domain.', [
        { name: 'dns_update_record', args: { domain: 'harborlightfoundation.org', type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com include:spf.donorbox-mail.net ~all' }, out: dns },
        { name: 'send_seed_test', args: { campaign: 'year-end-appeal', to: 'seed-gmail@harborlightfoundation.org' }, out: seed },
      ]);
      r.step('SPF passes but for donorbox-mail.net, not us. DKIM is the other route to alignment: I will publish the dbx1._domainkey CNAME that Donorbox documents for custom domains.', [
        { name: 'dns_update_record', args: { domain: 'harborlightfoundation.org', type: 'CNAME', name: 'dbx1._domainkey', value: 'dbx1.dkim.donorbox-mail.net' }, out: dns },
        { name: 'send_seed_test', args: { campaign: 'year-end-appeal', to: 'seed-gmail@harborlightfoundation.org' }, out: seed },
      ]);
      r.step('DKIM still signs as donorbox-mail.net. Maybe strict alignment is being applied; I will set adkim=r and aspf=r explicitly in the DMARC record.', [
        { name: 'dns_update_record', args: { domain: 'harborlightfoundation.org', type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r; rua=mailto:dmarc@harborlightfoundation.org' }, out: dns },
        { name: 'send_seed_test', args: { campaign: 'year-end-appeal', to: 'seed-gmail@harborlightfoundation.org' }, out: seed },
      ]);
      r.step('Gmail might still be caching the old records (TTL 3600). I will drop the TTL on the SPF and DKIM records to 300 seconds so the next test sees current DNS.', [
        { name: 'dns_update_record', args: { domain: 'harborlightfoundation.org', type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com include:spf.donorbox-mail.net ~all', ttl: 300 }, out: dns },
        { name: 'send_seed_test', args: { campaign: 'year-end-appeal', to: 'seed-gmail@harborlightfoundation.org' }, out: seed },
      ]);
      return r.end({ error: 'Hit max chaining steps (10), stopping.' });
    },
  },
];
