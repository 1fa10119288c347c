import { chat } from './lib.mjs';

// Family 6 (healthy): the same check is rerun after each round of fixes; the set of
// failures shrinks every round and the last run passes.

const rows = [
  // 1 — coding, aider-style: pytest after a pandas upgrade, 5 -> 3 -> 1 -> 0
  {
    domain: 'coding',
    style: 'aider',
    agent: 'aider',
    start: '2024-03-18T15:30:00Z',
    build(c) {
      const goal = 'We bumped pandas to 2.2 and the `ledger` test suite is red (warnings are errors in pytest.ini). Make it pass without silencing the warnings.';
      const SYS = 'Act as an expert Python developer. Use SEARCH/REPLACE blocks for edits. Run the tests with /run.';
      const F = {
        m: "FAILED tests/test_aggregate.py::test_monthly_rollup - FutureWarning: 'M' is deprecated and will be removed in a future version, please use 'ME' instead.",
        q: "FAILED tests/test_aggregate.py::test_quarterly_rollup - FutureWarning: 'Q' is deprecated and will be removed in a future version, please use 'QE' instead.",
        csv: "FAILED tests/test_io.py::test_read_legacy_export - FutureWarning: The 'delim_whitespace' keyword in pd.read_csv is deprecated and will be removed in a future version. Use ``sep='\\s+'`` instead",
        fill: "FAILED tests/test_balance.py::test_carry_forward_balances - FutureWarning: DataFrame.fillna with 'method' is deprecated and will raise in a future version. Use obj.ffill() or obj.bfill() instead.",
        gb: 'FAILED tests/test_balance.py::test_per_account_summary - DeprecationWarning: DataFrameGroupBy.apply operated on the grouping columns. This behavior is deprecated, and in a future version of pandas the grouping columns will be excluded from the operation.',
      };
      const run = (fails, passed) => {
        const t = c.secs(2.4, 4.1);
        const head = `============================= test session starts ==============================\nplatform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\nrootdir: /home/dev/ledger\nconfigfile: pytest.ini\ncollected 42 items\n`;
        if (!fails.length) return `${head}\n........................................................ [100%]\n============================== 42 passed in ${t}s ==============================`;
        return `${head}\n=========================== short test summary info ============================\n${fails.join('\n')}\n========================= ${fails.length} failed, ${passed} passed in ${t}s =========================`;
      };
      const ch = [];
      ch.push(c.tool('run_cmd', { cmd: 'python -m pytest -q' }, run([F.m, F.q, F.csv, F.fill, F.gb], 37)));
      ch.push(
        c.llm(
          chat(SYS, ['user', goal], ['user', '5 failed, 37 passed']),
          "Two of the failures are the offset-alias renames in ledger/aggregate.py ('M' -> 'ME', 'Q' -> 'QE'). I'll fix those first.\n\nledger/aggregate.py\n<<<<<<< SEARCH\n    return df.resample(\"M\", on=\"posted_at\").sum(numeric_only=True)\n=======\n    return df.resample(\"ME\", on=\"posted_at\").sum(numeric_only=True)\n>>>>>>> REPLACE\n\nledger/aggregate.py\n<<<<<<< SEARCH\n    return df.resample(\"Q\", on=\"posted_at\").sum(numeric_only=True)\n=======\n    return df.resample(\"QE\", on=\"posted_at\").sum(numeric_only=True)\n>>>>>>> REPLACE",
        ),
      );
      ch.push(c.tool('apply_edit', { path: 'ledger/aggregate.py', blocks: 2 }, 'Applied edit to ledger/aggregate.py'));
      ch.push(c.tool('run_cmd', { cmd: 'python -m pytest -q' }, run([F.csv, F.fill, F.gb], 39)));
      ch.push(
        c.llm(
          chat(SYS, ['user', '3 failed, 39 passed']),
          "Aggregation tests pass now. Next: read_csv(delim_whitespace=True) in ledger/io.py becomes sep=r\"\\s+\", and fillna(method=\"ffill\") in ledger/balance.py becomes .ffill().\n\nledger/io.py\n<<<<<<< SEARCH\n    df = pd.read_csv(path, delim_whitespace=True, dtype=LEGACY_DTYPES)\n=======\n    df = pd.read_csv(path, sep=r\"\\s+\", dtype=LEGACY_DTYPES)\n>>>>>>> REPLACE\n\nledger/balance.py\n<<<<<<< SEARCH\n    out[\"balance\"] = out[\"balance\"].fillna(method=\"ffill\")\n=======\n    out[\"balance\"] = out[\"balance\"].ffill()\n>>>>>>> REPLACE",
        ),
      );
      ch.push(c.tool('apply_edit', { path: 'ledger/io.py', blocks: 1 }, 'Applied edit to ledger/io.py'));
      ch.push(c.tool('apply_edit', { path: 'ledger/balance.py', blocks: 1 }, 'Applied edit to ledger/balance.py'));
      ch.push(c.tool('run_cmd', { cmd: 'python -m pytest -q' }, run([F.gb], 41)));
      ch.push(
        c.llm(
          chat(SYS, ['user', '1 failed, 41 passed']),
          "Last one: per_account_summary's groupby('account_id').apply(...) touches the grouping column. Pass include_groups=False and read account_id from the group name instead.\n\nledger/balance.py\n<<<<<<< SEARCH\n    return df.groupby(\"account_id\").apply(_summarize)\n=======\n    return df.groupby(\"account_id\").apply(_summarize, include_groups=False)\n>>>>>>> REPLACE",
        ),
      );
      ch.push(c.tool('apply_edit', { path: 'ledger/balance.py', blocks: 1 }, 'Applied edit to ledger/balance.py'));
      ch.push(c.tool('run_cmd', { cmd: 'python -m pytest -q' }, run([], 42)));
      const output =
        "All 42 tests pass on pandas 2.2 with warnings still treated as errors. Changes: resample aliases 'M'->'ME' and 'Q'->'QE' (aggregate.py), read_csv sep=r'\\s+' instead of delim_whitespace (io.py), fillna(method='ffill') -> ffill() and groupby.apply(include_groups=False) (balance.py).";
      return { goal, children: ch, output, meta: { checkTool: 'run_cmd', checkIncludes: 'pytest', count: (s) => (/(\d+) failed/.exec(s) ? +/(\d+) failed/.exec(s)[1] : 0) } };
    },
  },

  // 2 — data quality, Mastra: 4 -> 2 -> 0 failing checks
  {
    domain: 'data',
    style: 'mastra',
    agent: 'dataQualityAgent',
    start: '2024-07-08T06:15:00Z',
    build(c) {
      const goal = 'The nightly quality suite for analytics.orders_daily is failing. Fix the model so all checks pass before the 8am finance refresh.';
      const checks = (failing) => {
        const all = ['unique_order_id', 'accepted_values_status', 'not_null_customer_id', 'relationships_store_id', 'row_count_within_7d_band', 'freshness_posted_at'];
        const detail = {
          unique_order_id: { failing_rows: 18, sample: ['ORD-7781402', 'ORD-7781466'] },
          accepted_values_status: { failing_rows: 40, sample: ["'canceled '", "'refunded '"] },
          not_null_customer_id: { failing_rows: 212, sample: ['ORD-7779012 (guest checkout)'] },
          relationships_store_id: { failing_rows: 3, sample: ['store_id=0139 not in dim_store'] },
        };
        return {
          suite: 'orders_daily_nightly',
          run_id: c.uuid(),
          started_at: c.now(),
          duration_ms: c.ms(8000, 21000),
          results: all.map((n) => (failing.includes(n) ? { check: n, status: 'FAIL', ...detail[n] } : { check: n, status: 'PASS' })),
          summary: { passed: all.length - failing.length, failed: failing.length },
        };
      };
      const ch = [];
      ch.push(c.tool('runChecks', { suite: 'orders_daily_nightly', target: 'prod_readonly_clone' }, checks(['unique_order_id', 'accepted_values_status', 'not_null_customer_id', 'relationships_store_id'])));
      ch.push(
        c.llm(
          [{ role: 'user', content: goal }, { role: 'tool', content: '4 failed: unique_order_id(18), accepted_values_status(40), not_null_customer_id(212), relationships_store_id(3)' }],
          'Duplicates come from the late-arriving order updates being unioned without dedup, and the bad status values have trailing spaces from the new POS export. I will add a ROW_NUMBER() dedup on (order_id ORDER BY updated_at DESC) and TRIM(LOWER(status)) in stg_orders, then rebuild.',
          { model: 'gpt-4.1' },
        ),
      );
      ch.push(c.tool('editModel', { path: 'models/staging/stg_orders.sql', patch: '+ qualify row_number() over (partition by order_id order by updated_at desc) = 1\n- status,\n+ trim(lower(status)) as status,' }, { ok: true, diffLines: 3, sha: c.sha(7) }));
      ch.push(c.tool('runModel', { select: 'stg_orders+ orders_daily' }, { ok: true, models: 2, rows: { stg_orders: 1204417, orders_daily: 918 }, elapsed: c.dur(40, 95), log: `/var/log/dbt/run-${c.epoch()}.log` }));
      ch.push(c.tool('runChecks', { suite: 'orders_daily_nightly', target: 'prod_readonly_clone' }, checks(['not_null_customer_id', 'relationships_store_id'])));
      ch.push(
        c.llm(
          [{ role: 'user', content: goal }, { role: 'tool', content: '2 failed: not_null_customer_id(212), relationships_store_id(3)' }],
          'Dedup and status are fixed. The 212 null customer_ids are guest checkouts: they should take guest_checkouts.shadow_customer_id. The 3 relationship failures are store 0139, which opened July 1 and is missing from the dim_store seed. I will coalesce the customer id and add 0139 to seeds/dim_store.csv.',
          { model: 'gpt-4.1' },
        ),
      );
      ch.push(c.tool('editModel', { path: 'models/marts/orders_daily.sql', patch: '+ left join {{ ref("guest_checkouts") }} g using (order_id)\n- o.customer_id,\n+ coalesce(o.customer_id, g.shadow_customer_id) as customer_id,' }, { ok: true, diffLines: 3, sha: c.sha(7) }));
      ch.push(c.tool('editModel', { path: 'seeds/dim_store.csv', patch: '+0139,Lakeview Commons,WEST,2024-07-01' }, { ok: true, diffLines: 1, sha: c.sha(7) }));
      ch.push(c.tool('runModel', { select: 'dim_store orders_daily', includeSeeds: true }, { ok: true, models: 2, seeds: 1, rows: { dim_store: 139, orders_daily: 918 }, elapsed: c.dur(30, 80), log: `/var/log/dbt/run-${c.epoch()}.log` }));
      ch.push(c.tool('runChecks', { suite: 'orders_daily_nightly', target: 'prod_readonly_clone' }, checks([])));
      const output =
        'All 6 checks on analytics.orders_daily now pass. Fixes: dedup of late-arriving order updates and trimmed/lower-cased status in stg_orders; guest checkouts get shadow_customer_id in orders_daily; store 0139 (Lakeview Commons) added to the dim_store seed.';
      return { goal, children: ch, output, meta: { checkTool: 'runChecks', count: (s) => JSON.parse(s).summary.failed } };
    },
  },

  // 3 — devops, OpenHands: terraform validate after AWS provider v5 upgrade, 3 -> 1 -> 0
  {
    domain: 'devops',
    style: 'openhands',
    agent: 'CodeActAgent',
    start: '2024-05-02T11:00:00Z',
    build(c) {
      const goal = 'After bumping hashicorp/aws to ~> 5.40 in infra/, `terraform validate` fails. Fix the configuration so it validates and the plan is clean.';
      const obs = (b, code) => `${b}\n[The command completed with exit code ${code}.]\n[Current working directory: /workspace/infra]`;
      const E = {
        cl: '╷\n│ Error: Unsupported argument\n│ \n│   on modules/network/main.tf line 14, in resource "aws_vpc" "main":\n│   14:   enable_classiclink = false\n│ \n│ An argument named "enable_classiclink" is not expected here.\n╵',
        cld: '╷\n│ Error: Unsupported argument\n│ \n│   on modules/network/main.tf line 15, in resource "aws_vpc" "main":\n│   15:   enable_classiclink_dns_support = false\n│ \n│ An argument named "enable_classiclink_dns_support" is not expected here.\n╵',
        db: '╷\n│ Error: Unsupported argument\n│ \n│   on modules/db/main.tf line 9, in resource "aws_db_instance" "orders":\n│    9:   name = "orders"\n│ \n│ An argument named "name" is not expected here.\n╵',
      };
      const ch = [];
      ch.push(c.llm(chat('You are OpenHands agent.', ['user', goal]), 'Let me run terraform validate to see the errors.'));
      ch.push(c.tool('CmdRunAction', { command: 'terraform validate -no-color' }, obs([E.cl, E.cld, E.db].join('\n'), 1)));
      ch.push(c.llm(chat('You are OpenHands agent.', ['user', goal], ['user', '3 errors']), 'Three errors. The two ClassicLink arguments were removed from aws_vpc in provider v5 — I will delete lines 14-15 in modules/network/main.tf first.'));
      ch.push(c.tool('FileEditAction', { path: '/workspace/infra/modules/network/main.tf', command: 'str_replace', old_str: '  enable_classiclink = false\n  enable_classiclink_dns_support = false\n', new_str: '' }, 'The file /workspace/infra/modules/network/main.tf has been edited. Here\'s the result of running `cat -n` on a snippet:\n    10\tresource "aws_vpc" "main" {\n    11\t  cidr_block           = var.cidr\n    12\t  enable_dns_hostnames = true\n    13\t  enable_dns_support   = true\n    14\t  tags = local.tags'));
      ch.push(c.tool('CmdRunAction', { command: 'terraform validate -no-color' }, obs(E.db, 1)));
      ch.push(c.llm(chat('You are OpenHands agent.', ['user', '1 error']), 'Only the RDS one is left: aws_db_instance.name was renamed to db_name in v5. Updating modules/db/main.tf line 9.'));
      ch.push(c.tool('FileEditAction', { path: '/workspace/infra/modules/db/main.tf', command: 'str_replace', old_str: '  name = "orders"', new_str: '  db_name = "orders"' }, 'The file /workspace/infra/modules/db/main.tf has been edited. Here\'s the result of running `cat -n` on a snippet:\n     8\t  engine_version = "15.5"\n     9\t  db_name = "orders"\n    10\t  instance_class = var.instance_class'));
      ch.push(c.tool('CmdRunAction', { command: 'terraform validate -no-color' }, obs('Success! The configuration is valid.', 0)));
      ch.push(c.tool('CmdRunAction', { command: 'terraform plan -no-color -lock=false | tail -n 4' }, obs('No changes. Your infrastructure matches the configuration.\n\nTerraform has compared your real infrastructure against your configuration\nand found no differences, so no changes are needed.', 0)));
      const output =
        'infra/ now validates with hashicorp/aws ~> 5.40 and the plan shows no changes. Removed the ClassicLink arguments from aws_vpc.main (modules/network/main.tf) and renamed aws_db_instance.orders `name` -> `db_name` (modules/db/main.tf).';
      return { goal, children: ch, output, meta: { checkTool: 'CmdRunAction', checkIncludes: 'terraform validate', count: (s) => (s.match(/Error: /g) || []).length } };
    },
  },

  // 4 — public-sector permits, Google ADK: completeness check 4 -> 2 -> 1 -> 0, then submit
  {
    domain: 'public-sector permits',
    style: 'adk',
    agent: 'permit_filing_agent',
    start: '2024-06-04T17:40:00Z',
    build(c) {
      const goal = 'File the residential rooftop solar permit for 1450 Quarry Rd (7.2 kW, 18 panels) with the county e-permit portal. All the documents are in the project folder.';
      const ch = [];
      const APP = 'SOL-24-03317';
      const check = (missing) => ({
        application_id: APP,
        complete: missing.length === 0,
        missing_or_invalid: missing,
        checked_at: c.now(),
        checklist_version: '2024.3',
        trace: c.hex(16),
      });
      ch.push(
        c.tool('list_project_files', { folder: 'Projects/1450-Quarry-Rd/permit' }, {
          files: [
            { name: 'site_plan_v3.pdf', size_kb: 812 },
            { name: 'SLD_rev2.pdf', size_kb: 344 },
            { name: 'Qcells_Q.PEAK_DUO_BLK_ML-G10_400_spec.pdf', size_kb: 1290 },
            { name: 'structural_letter_draft.pdf', size_kb: 220 },
            { name: 'structural_letter_PE_stamped.pdf', size_kb: 236 },
          ],
        }),
      );
      ch.push(c.tool('create_application', { portal: 'county-epermit', type: 'RES_SOLAR_PV', address: '1450 Quarry Rd', system_kw: 7.2, modules: 18 }, { application_id: APP, status: 'DRAFT', created_at: c.now() }));
      ch.push(
        c.tool('check_completeness', { application_id: APP }, check([
          { item: 'SITE_PLAN', reason: 'missing' },
          { item: 'SINGLE_LINE_DIAGRAM', reason: 'missing' },
          { item: 'MODULE_SPEC_SHEET', reason: 'missing' },
          { item: 'STRUCTURAL_LETTER', reason: 'missing' },
        ])),
      );
      ch.push(c.tool('upload_document', { application_id: APP, doc_type: 'SITE_PLAN', file: 'site_plan_v3.pdf' }, { ok: true, document_id: 'D' + c.digits(8), pages: 2 }));
      ch.push(c.tool('upload_document', { application_id: APP, doc_type: 'SINGLE_LINE_DIAGRAM', file: 'SLD_rev2.pdf' }, { ok: true, document_id: 'D' + c.digits(8), pages: 1 }));
      ch.push(
        c.tool('check_completeness', { application_id: APP }, check([
          { item: 'MODULE_SPEC_SHEET', reason: 'missing' },
          { item: 'STRUCTURAL_LETTER', reason: 'missing' },
        ])),
      );
      ch.push(c.tool('upload_document', { application_id: APP, doc_type: 'MODULE_SPEC_SHEET', file: 'Qcells_Q.PEAK_DUO_BLK_ML-G10_400_spec.pdf' }, { ok: true, document_id: 'D' + c.digits(8), pages: 2 }));
      ch.push(c.tool('upload_document', { application_id: APP, doc_type: 'STRUCTURAL_LETTER', file: 'structural_letter_draft.pdf' }, { ok: true, document_id: 'D' + c.digits(8), pages: 1 }));
      ch.push(
        c.tool('check_completeness', { application_id: APP }, check([{ item: 'STRUCTURAL_LETTER', reason: 'PE stamp/signature not detected on page 1' }])),
      );
      ch.push(c.tool('upload_document', { application_id: APP, doc_type: 'STRUCTURAL_LETTER', file: 'structural_letter_PE_stamped.pdf', replace: true }, { ok: true, document_id: 'D' + c.digits(8), pages: 1, replaced: true }));
      ch.push(c.tool('check_completeness', { application_id: APP }, check([])));
      ch.push(
        c.tool('submit_application', { application_id: APP, fee_payment: 'card_on_file' }, { application_id: APP, status: 'SUBMITTED', fee_paid: 275.0, receipt_no: 'R-' + c.digits(9), estimated_review_days: 10, submitted_at: c.now() }),
      );
      const output =
        'Submitted. Solar permit application SOL-24-03317 for 1450 Quarry Rd (7.2 kW, 18 modules) passed the county completeness check and was filed with the $275 fee paid; estimated review is 10 business days. Note: the portal rejected the draft structural letter (no PE stamp), so I replaced it with structural_letter_PE_stamped.pdf.';
      return { goal, children: ch, output, meta: { checkTool: 'check_completeness', count: (s) => JSON.parse(s).missing_or_invalid.length } };
    },
  },

  // 5 — pharmacy, LangGraph: claim rejects 3 -> 1 -> paid
  {
    domain: 'pharmacy',
    style: 'langgraph',
    agent: 'claims_fixer',
    start: '2024-10-21T19:05:00Z',
    build(c) {
      const goal = "Rx 8830451 (amoxicillin 500 mg for Tomas Reyes) keeps rejecting at the PBM. Fix the claim data and get it paid so he can pick it up tonight.";
      const SYS = 'You are a pharmacy claims assistant. You can read the Rx record, edit claim fields and resubmit test claims (NCPDP D.0).';
      const claim = (rejects, paid) =>
        paid
          ? { transaction_response_status: 'P', auth_number: c.digits(12), ingredient_cost_paid: 6.42, dispensing_fee_paid: 1.75, patient_pay_amount: 5.0, rejects: [], response_time_ms: c.ms(400, 1800), trace: c.uuid() }
          : { transaction_response_status: 'R', rejects, response_time_ms: c.ms(400, 1800), trace: c.uuid() };
      const ch = [];
      ch.push(
        c.tool('get_rx', { rx_number: '8830451' }, {
          rx_number: '8830451',
          patient: { name: 'Tomas Reyes', dob_on_rx: '1988-13-04', dob_on_profile: '1988-04-13' },
          drug: { name: 'Amoxicillin 500 mg cap', ndc: '65862-0015-01', qty: 30, sig: '1 cap PO TID x 10 days' },
          days_supply_entered: 30,
          prescriber: { name: 'Dr. Leah Brandt', npi_entered: '1932087754', dea: 'FB5512033' },
          plan: { bin: '610014', pcn: 'ADV', group: 'RX8832' },
        }),
      );
      ch.push(c.tool('submit_claim', { rx_number: '8830451', mode: 'B1' }, claim([{ code: '09', text: 'M/I Date Of Birth' }, { code: '19', text: 'M/I Days Supply' }, { code: '25', text: 'M/I Prescriber ID' }], false)));
      ch.push(
        c.llm(
          chat(SYS, ['user', goal], ['tool', 'R: 09 M/I Date Of Birth; 19 M/I Days Supply; 25 M/I Prescriber ID']),
          'Three rejects. DOB on the claim is 1988-13-04 (month/day swapped) — the profile has 1988-04-13. Days supply was entered as 30, but the sig is 1 cap TID x 10 days with qty 30, so it should be 10. Fixing those two first; the prescriber ID needs a lookup.',
        ),
      );
      ch.push(c.tool('update_claim_fields', { rx_number: '8830451', fields: { patient_dob: '1988-04-13', days_supply: 10 } }, { ok: true, updated: ['patient_dob', 'days_supply'] }));
      ch.push(c.tool('submit_claim', { rx_number: '8830451', mode: 'B1' }, claim([{ code: '25', text: 'M/I Prescriber ID' }], false)));
      ch.push(
        c.llm(
          chat(SYS, ['tool', 'R: 25 M/I Prescriber ID']),
          'DOB and days supply are accepted now; only reject 25 remains. NPI 1932087754 may be mistyped — I will look Dr. Leah Brandt up in the NPPES registry.',
        ),
      );
      ch.push(c.tool('npi_lookup', { last_name: 'Brandt', first_name: 'Leah', state: 'OR' }, { result_count: 1, results: [{ npi: '1932078754', name: 'LEAH M BRANDT MD', taxonomy: '207Q00000X Family Medicine', city: 'BEND', status: 'A' }] }));
      ch.push(c.tool('update_claim_fields', { rx_number: '8830451', fields: { prescriber_id: '1932078754', prescriber_id_qualifier: '01' } }, { ok: true, updated: ['prescriber_id', 'prescriber_id_qualifier'] }));
      ch.push(c.tool('submit_claim', { rx_number: '8830451', mode: 'B1' }, claim([], true)));
      const output =
        'Paid. Rx 8830451 adjudicated with a $5.00 copay after three corrections: DOB fixed to 1988-04-13 (reject 09), days supply 30→10 to match the sig (reject 19), and prescriber NPI corrected to 1932078754 per NPPES — two digits were transposed (reject 25). Ready for pickup.';
      return { goal, children: ch, output, meta: { checkTool: 'submit_claim', count: (s) => JSON.parse(s).rejects.length } };
    },
  },

  // 6 — construction BIM coordination, Vercel AI SDK: clashes 14 -> 5 -> 0
  {
    domain: 'construction',
    style: 'vercel',
    agent: 'bim-coordinator',
    start: '2024-01-25T20:30:00Z',
    build(c) {
      const goal = 'Run MEP clash detection on Level 2 of the Ashford clinic model and resolve the hard clashes so we can issue the coordinated set tomorrow.';
      const run = (groups) => {
        const total = groups.reduce((a, g) => a + g.count, 0);
        return {
          testSet: 'L2 MEP vs STR (hard, tol 25mm)',
          model: 'ASH-CLN-COORD-L2.nwd',
          runId: c.uuid(),
          ranAt: c.now(),
          elapsedSec: c.secs(38, 95, 1),
          totalHardClashes: total,
          groups,
        };
      };
      const ch = [];
      ch.push(
        c.tool('runClashDetection', { model: 'ASH-CLN-COORD-L2.nwd', test: 'L2 MEP vs STR', tolerance_mm: 25 }, run([
          { id: 'G1', desc: 'Supply duct SD-214 (900x400) vs beam B2-17 along grid C', count: 6 },
          { id: 'G2', desc: 'Sprinkler main SP-2A vs duct SD-214 at grids C/4-6', count: 5 },
          { id: 'G3', desc: '4" sanitary SAN-2-07 vs beam B2-22', count: 2 },
          { id: 'G4', desc: 'Cable tray CT-2-03 vs duct RA-208', count: 1 },
        ])),
      );
      ch.push(c.tool('moveElement', { elementId: 'SD-214', segment: 'grid C 3-7', offsetZmm: -150, note: 'drop below B2-17 bottom flange, maintain 2700 ceiling' }, { ok: true, elementId: 'SD-214', newBottomElevationMm: 2790, revision: c.int(300, 400) }));
      ch.push(c.tool('moveElement', { elementId: 'SAN-2-07', offsetXmm: 200, note: 'shift east of B2-22, slope preserved 1%' }, { ok: true, elementId: 'SAN-2-07', slopePct: 1.0, revision: c.int(400, 500) }));
      ch.push(
        c.tool('runClashDetection', { model: 'ASH-CLN-COORD-L2.nwd', test: 'L2 MEP vs STR', tolerance_mm: 25 }, run([
          { id: 'G2', desc: 'Sprinkler main SP-2A vs duct SD-214 at grids C/4-6 (after SD-214 drop)', count: 4 },
          { id: 'G4', desc: 'Cable tray CT-2-03 vs duct RA-208', count: 1 },
        ])),
      );
      ch.push(c.tool('moveElement', { elementId: 'SP-2A', segment: 'grids C/4-6', offsetZmm: 250, note: 'raise main above SD-214, below deck' }, { ok: true, elementId: 'SP-2A', newCenterlineElevationMm: 3420, revision: c.int(500, 600) }));
      ch.push(c.tool('moveElement', { elementId: 'CT-2-03', offsetYmm: -300, note: 'slide tray north off RA-208' }, { ok: true, elementId: 'CT-2-03', revision: c.int(600, 700) }));
      ch.push(c.tool('runClashDetection', { model: 'ASH-CLN-COORD-L2.nwd', test: 'L2 MEP vs STR', tolerance_mm: 25 }, run([])));
      ch.push(c.tool('exportReport', { model: 'ASH-CLN-COORD-L2.nwd', format: 'pdf' }, { url: `https://bim.example.com/reports/ASH-L2-${c.hex(8)}.pdf`, pages: 6 }));
      const output =
        'Level 2 is clash-free (0 hard clashes at 25 mm tolerance, down from 14, then 5). Moves: SD-214 dropped 150 mm under B2-17; SAN-2-07 shifted 200 mm east of B2-22; sprinkler main SP-2A raised 250 mm over SD-214 at C/4-6; cable tray CT-2-03 slid 300 mm north off RA-208. The clash report PDF is exported for the coordinated-set issue.';
      return { goal, children: ch, output, meta: { checkTool: 'runClashDetection', count: (s) => JSON.parse(s).totalHardClashes } };
    },
  },
];

export default {
  family: 'fix-cycle-converging',
  isolates:
    'The same check is rerun after each round of fixes; the number or set of failing items shrinks every round and the final run passes.',
  loop: false,
  stagnation: false,
  rows,
};
