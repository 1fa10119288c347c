import { Trace } from './lib.mjs';

export const family = {
  name: 'same_failure_after_each_fix', loop: true, stagnation: false,
  isolates: 'Three or more different edits or settings are tried and after each one the same check fails in the same way, identical apart from volatile parts; it never passes.',
};

export const rows = [
  {
    n: '01', domain: 'weir gate maintenance PLC config', style: 'claude_sdk',
    isolates: 'Three different edits to a weir gate config loader, each followed by the same pytest failure differing only in duration and tmp path.',
    goal: 'Make tests/test_gate_limits.py pass in the weir-control repo after the new sluice gate G4 was added to config/gates.yaml.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'claude-code', tools: ['Read', 'Edit', 'Bash'], cwd: '/srv/weir-control',
        system: 'Claude Code', goal: this.goal });
      const R = T.R;
      const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.3\nrootdir: /srv/weir-control\ncollected 4 items\n\ntests/test_gate_limits.py ...F                                           [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_g4_opening_limit ____________________________\n\ntmp_path = PosixPath('/tmp/pytest-of-ci/pytest-${R.int(10, 99)}/test_g4_opening_limit0')\n\n    def test_g4_opening_limit(tmp_path):\n        cfg = load_gates(FIXTURE)\n>       assert cfg["G4"].max_opening_mm == 850\nE       KeyError: 'G4'\n\ntests/test_gate_limits.py:38: KeyError\n=========================== short test summary info ============================\nFAILED tests/test_gate_limits.py::test_g4_opening_limit - KeyError: 'G4'\n========================= 1 failed, 3 passed in ${R.secs(0.4, 1.9)}s =========================`;
      T.step(null, [{ name: 'Bash', args: { command: 'python -m pytest tests/test_gate_limits.py -q', description: 'Run gate limit tests' }, out: fail() }]);
      T.step('The loader may be filtering gates by type. I will add "sluice" to the accepted types.', [{ name: 'Edit', args: { file_path: '/srv/weir-control/weir/config.py', old_string: 'GATE_TYPES = {"radial", "flap"}', new_string: 'GATE_TYPES = {"radial", "flap", "sluice"}' }, out: 'The file /srv/weir-control/weir/config.py has been updated.' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'python -m pytest tests/test_gate_limits.py -q', description: 'Re-run tests' }, out: fail() }]);
      T.step('Still KeyError. Maybe the YAML key is lowercase g4 and lookups are case-sensitive; normalising keys with .upper().', [{ name: 'Edit', args: { file_path: '/srv/weir-control/weir/config.py', old_string: 'gates[g["id"]] = Gate(**g)', new_string: 'gates[str(g["id"]).upper()] = Gate(**g)' }, out: 'The file /srv/weir-control/weir/config.py has been updated.' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'python -m pytest tests/test_gate_limits.py -q', description: 'Re-run tests' }, out: fail() }]);
      T.step('Perhaps max_opening_mm is missing for G4 so the Gate constructor raises and the entry is skipped. Adding a default.', [{ name: 'Edit', args: { file_path: '/srv/weir-control/config/gates.yaml', old_string: '  - id: G4\n    type: sluice', new_string: '  - id: G4\n    type: sluice\n    max_opening_mm: 850' }, out: 'The file /srv/weir-control/config/gates.yaml has been updated.' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'python -m pytest tests/test_gate_limits.py -q', description: 'Re-run tests' }, out: fail() }]);
      T.step('Trying to clear the cached compiled config in case a stale pickle is loaded.', [{ name: 'Bash', args: { command: 'rm -rf .cache/gates.pkl && python -m pytest tests/test_gate_limits.py -q', description: 'Clear cache and re-run' }, out: fail() }]);
      return T.build({ output: null, error: 'Claude Code reached max turns (9)' });
    },
  },
  {
    n: '02', domain: 'paper marbling studio order sheet script', style: 'smolagents',
    isolates: 'Three different pandas fixes to a marbling order aggregation, each rerun gives the same ValueError traceback, differing only in object addresses and timings.',
    goal: 'Fix summarise_orders.py so it produces the weekly count of marbled sheets per pattern (Turkish ebru, Spanish wave, nonpareil) from orders.csv.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'smolagents', model: 'gpt-4o', modelClass: 'OpenAIServerModel', agent: 'fixer', tools: ['edit_file', 'run_python'], maxSteps: 8,
        system: 'You are an expert assistant who can solve any task using tool calls.', goal: this.goal });
      const R = T.R;
      const tb = () => `Traceback (most recent call last):\n  File "/work/marbling/summarise_orders.py", line 22, in <module>\n    weekly = df.groupby([pd.Grouper(key="ordered", freq="W-MON"), "pattern"])["sheets"].sum()\n  File "/usr/lib/python3.12/site-packages/pandas/core/groupby/grouper.py", line 1012, in get_grouper\n    raise ValueError(\nValueError: Grouper for '<pandas.core.resample.TimeGrouper object at ${R.addr()}>' not 1-dimensional\n[process exited with code 1 after ${R.secs(0.5, 2.2)}s]`;
      T.step(null, [{ name: 'run_python', args: { path: 'summarise_orders.py' }, out: tb() }]);
      T.step('The ordered column may be a string; parse it with pd.to_datetime before grouping.', [{ name: 'edit_file', args: { path: 'summarise_orders.py', find: 'df = pd.read_csv("orders.csv")', replace: 'df = pd.read_csv("orders.csv")\ndf["ordered"] = pd.to_datetime(df["ordered"], dayfirst=True)' }, out: 'ok: 1 replacement' }, { name: 'run_python', args: { path: 'summarise_orders.py' }, out: tb() }]);
      T.step('Maybe the weekly anchor is the issue; switching freq to plain "W".', [{ name: 'edit_file', args: { path: 'summarise_orders.py', find: 'freq="W-MON"', replace: 'freq="W"' }, out: 'ok: 1 replacement' }, { name: 'run_python', args: { path: 'summarise_orders.py' }, out: tb() }]);
      T.step('Setting the date as index and resampling instead of Grouper on a column.', [{ name: 'edit_file', args: { path: 'summarise_orders.py', find: 'df["ordered"] = pd.to_datetime(df["ordered"], dayfirst=True)', replace: 'df["ordered"] = pd.to_datetime(df["ordered"], dayfirst=True)\ndf = df.set_index("ordered", drop=False)' }, out: 'ok: 1 replacement' }, { name: 'run_python', args: { path: 'summarise_orders.py' }, out: tb() }]);
      T.step('Upgrading pandas in case it is a version bug.', [{ name: 'run_python', args: { code: "import subprocess; print(subprocess.run(['pip','install','-q','pandas==2.2.3'],capture_output=True,text=True).stdout or 'installed')" }, out: 'installed' }, { name: 'run_python', args: { path: 'summarise_orders.py' }, out: tb() }]);
      return T.build({ output: null, error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    n: '03', domain: 'land yachting club race results upload', style: 'vercel',
    isolates: 'Three different payload changes to a results upload, each rejected by the federation validator with the same 422 body apart from request id and timestamp.',
    goal: 'Upload Sunday\'s land yacht Class 5 race results for the beach regatta to the national federation results API.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'vercel', model: 'gpt-4.1', agent: 'results-uploader', tools: ['uploadResults'], maxSteps: 8,
        system: 'You upload race results for a land yachting club to the federation API.', goal: this.goal });
      const R = T.R;
      const rej = () => ({ status: 422, headers: { date: R.http(), 'x-request-id': R.uuid(), 'content-type': 'application/problem+json' }, body: { type: 'https://results.fed/errors/validation', title: 'Unprocessable Entity', detail: 'entries[3].sail_number: does not match pattern ^[A-Z]{3}-\\d{1,4}$', instance: '/v1/events/BR-2025-09/results' } });
      const entries = (sail) => [{ pos: 1, sail_number: 'FRA-112', helm: 'C. Leroy' }, { pos: 2, sail_number: 'BEL-77', helm: 'J. Peeters' }, { pos: 3, sail_number: 'GBR-905', helm: 'S. Hughes' }, { pos: 4, sail_number: sail, helm: 'M. de Vries' }];
      T.step(null, [{ name: 'uploadResults', args: { event: 'BR-2025-09', class: '5', entries: entries('NED 41') }, out: rej() }]);
      T.step('The class may need the full class name. Changing class to "Class 5".', [{ name: 'uploadResults', args: { event: 'BR-2025-09', class: 'Class 5', entries: entries('NED 41') }, out: rej() }]);
      T.step('Adding the race number and discard field the schema might require.', [{ name: 'uploadResults', args: { event: 'BR-2025-09', class: 'Class 5', race: 1, discards: 0, entries: entries('NED 41') }, out: rej() }]);
      T.step('Sending positions as strings and helm names uppercase.', [{ name: 'uploadResults', args: { event: 'BR-2025-09', class: 'Class 5', race: 1, entries: entries('NED 41').map((e) => ({ ...e, pos: String(e.pos), helm: e.helm.toUpperCase() })) }, out: rej() }]);
      return T.build({ output: null, error: 'maxSteps (8) exhausted' });
    },
  },
  {
    n: '04', domain: 'coconut processing HACCP report', style: 'crewai',
    isolates: 'A CrewAI agent changes three different report settings and the HACCP compliance checker prints the same failing line each time, with only run id and timestamp changed.',
    goal: 'Generate the weekly HACCP report for the desiccated coconut line and get it past the compliance checker before submission.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'crewai', model: 'gpt-4o', agent: 'QA Documentation Specialist', crewName: 'haccp_weekly', tools: ['Report Builder', 'Compliance Checker'],
        system: 'You are QA Documentation Specialist. Your personal goal is: produce compliant food-safety reports.', goal: this.goal });
      const R = T.R;
      const chk = () => `compliance-checker v3.2.1 run=${R.ulid()} at ${R.isoSec()}\n[PASS] CCP1 pasteuriser temp log complete (2016/2016 readings)\n[PASS] CCP2 metal detector checks every 60 min\n[FAIL] CCP3 dryer exit moisture: 14 readings > 3.0% without corrective action reference\nresult: FAIL (1 of 3 CCPs) elapsed ${R.ms(200, 900)}ms`;
      T.step('I will build the report with default settings.', [{ name: 'Report Builder', args: { line: 'DC-1', week: '2025-W23' }, out: `report written: /data/haccp/DC-1_2025-W23_${R.hex(6)}.pdf` }]);
      T.step(null, [{ name: 'Compliance Checker', args: { report: 'DC-1_2025-W23' }, out: chk() }]);
      T.step('The moisture readings may be in the wrong unit; rebuild with moisture_unit percent_wb.', [{ name: 'Report Builder', args: { line: 'DC-1', week: '2025-W23', moisture_unit: 'percent_wb' }, out: `report written: /data/haccp/DC-1_2025-W23_${R.hex(6)}.pdf` }]);
      T.step(null, [{ name: 'Compliance Checker', args: { report: 'DC-1_2025-W23' }, out: chk() }]);
      T.step('Perhaps the checker needs the appendix with dryer calibration; include_appendices true.', [{ name: 'Report Builder', args: { line: 'DC-1', week: '2025-W23', moisture_unit: 'percent_wb', include_appendices: true }, out: `report written: /data/haccp/DC-1_2025-W23_${R.hex(6)}.pdf` }]);
      T.step(null, [{ name: 'Compliance Checker', args: { report: 'DC-1_2025-W23' }, out: chk() }]);
      T.step('Switching the template to the 2024 revision that the auditor used last year.', [{ name: 'Report Builder', args: { line: 'DC-1', week: '2025-W23', template: 'haccp-2024r2' }, out: `report written: /data/haccp/DC-1_2025-W23_${R.hex(6)}.pdf` }]);
      T.step(null, [{ name: 'Compliance Checker', args: { report: 'DC-1_2025-W23' }, out: chk() }]);
      return T.build({ output: null, error: 'Agent stopped due to iteration limit or time limit.' });
    },
  },
  {
    n: '05', domain: 'ghost tour booking site checkout', style: 'openai_agents',
    isolates: 'Three different CSS/JS fixes to a checkout button, each followed by the same Playwright timeout with only the trace path and duration changing.',
    goal: 'Fix the ghost-walk booking site so the e2e test "checkout completes for a lantern tour" passes.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openai_agents', model: 'gpt-4.1', agent: 'Frontend Fixer', tools: ['apply_patch', 'run_e2e'],
        system: 'You fix frontend bugs in the ghost tours booking site. Use apply_patch then run_e2e.', goal: this.goal });
      const R = T.R;
      const pw = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › checkout.spec.ts:14:5 › checkout completes for a lantern tour (${R.secs(30.1, 31.9)}s)\n\n  1) [chromium] › checkout.spec.ts:14:5 › checkout completes for a lantern tour\n\n    TimeoutError: locator.click: Timeout 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Pay now' })\n      -   locator resolved to <button disabled class="btn-pay">Pay now</button>\n      - attempting click action\n      -   element is not enabled\n\n    attachment #1: trace (application/zip)\n    test-results/checkout-lantern-chromium-${R.hex(5)}/trace.zip\n\n  1 failed`;
      T.step(null, [{ name: 'run_e2e', args: '{"spec":"checkout.spec.ts"}', out: pw() }]);
      T.step('The button may be covered by the cookie banner; raising its z-index.', [{ name: 'apply_patch', args: '{"file":"src/styles/checkout.css","diff":"-.btn-pay{position:relative}\\n+.btn-pay{position:relative;z-index:20}"}', out: 'Applied 1 hunk' }, { name: 'run_e2e', args: '{"spec":"checkout.spec.ts"}', out: pw() }]);
      T.step('Waiting for the Stripe iframe before clicking.', [{ name: 'apply_patch', args: '{"file":"e2e/checkout.spec.ts","diff":"+  await page.frameLocator(\'iframe[name^=__privateStripe]\').locator(\'input\').first().waitFor();"}', out: 'Applied 1 hunk' }, { name: 'run_e2e', args: '{"spec":"checkout.spec.ts"}', out: pw() }]);
      T.step('Removing the debounce on the terms checkbox handler.', [{ name: 'apply_patch', args: '{"file":"src/components/Terms.tsx","diff":"-  const onChange = useDebounce(setAccepted, 300);\\n+  const onChange = setAccepted;"}', out: 'Applied 1 hunk' }, { name: 'run_e2e', args: '{"spec":"checkout.spec.ts"}', out: pw() }]);
      return T.build({ output: null, error: 'MaxTurnsExceeded: Max turns (8) exceeded' });
    },
  },
  {
    n: '06', domain: 'piercing studio age-verification migration', style: 'logfire',
    isolates: 'Three different rewrites of a SQL migration all fail the same constraint check during migrate, varying only in timestamps and the migration run id.',
    goal: 'Apply the migration that adds guardian-consent fields to the piercing studio bookings database (required for clients aged 16-17) without losing existing rows.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'logfire', model: 'claude-3-7-sonnet-20250219', provider: 'anthropic', agent: 'db_agent', tools: ['write_migration', 'run_migrate'],
        system: 'You maintain the bookings database of a piercing studio (PostgreSQL 16).', goal: this.goal });
      const R = T.R;
      const err = () => ({ exit_code: 1, stdout: `[${R.sqlTs()}] migrate run ${R.uuid7()}: applying 0042_guardian_consent.sql`, stderr: 'ERROR:  check constraint "guardian_required_for_minors" of relation "bookings" is violated by some row\nSQLSTATE: 23514\nCONTEXT:  SQL statement "ALTER TABLE bookings ADD CONSTRAINT guardian_required_for_minors CHECK (age >= 18 OR guardian_name IS NOT NULL)"' });
      T.step(null, [{ name: 'run_migrate', args: { target: '0042' }, out: err() }]);
      T.step('It may be a lock/ordering problem: set lock_timeout and add the column in its own statement before the constraint.', [{ name: 'write_migration', args: { file: '0042_guardian_consent.sql', body: "SET lock_timeout = '5s';\nALTER TABLE bookings ADD COLUMN guardian_name text;\nALTER TABLE bookings ADD CONSTRAINT guardian_required_for_minors CHECK (age >= 18 OR guardian_name IS NOT NULL);" }, out: 'written 3 statements' }, { name: 'run_migrate', args: { target: '0042' }, out: err() }]);
      T.step('Historic bookings of under-16s have no guardian; backfilling a placeholder for them before the constraint.', [{ name: 'write_migration', args: { file: '0042_guardian_consent.sql', body: "ALTER TABLE bookings ADD COLUMN guardian_name text;\nUPDATE bookings SET guardian_name = 'UNKNOWN (pre-2025)' WHERE age < 16;\nALTER TABLE bookings ADD CONSTRAINT guardian_required_for_minors CHECK (age >= 18 OR guardian_name IS NOT NULL);" }, out: 'written 3 statements' }, { name: 'run_migrate', args: { target: '0042' }, out: err() }]);
      T.step('Wrapping everything in one transaction with an explicit ANALYZE so the planner sees the new column.', [{ name: 'write_migration', args: { file: '0042_guardian_consent.sql', body: "BEGIN;\nALTER TABLE bookings ADD COLUMN guardian_name text;\nUPDATE bookings SET guardian_name = 'UNKNOWN (pre-2025)' WHERE age < 16;\nANALYZE bookings;\nALTER TABLE bookings ADD CONSTRAINT guardian_required_for_minors CHECK (age >= 18 OR guardian_name IS NOT NULL);\nCOMMIT;" }, out: 'written 6 statements' }, { name: 'run_migrate', args: { target: '0042' }, out: err() }]);
      return T.build({ output: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' });
    },
  },
];
