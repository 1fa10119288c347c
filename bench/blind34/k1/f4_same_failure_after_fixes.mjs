// Family: same_failure_after_fixes (loop: true, stagnation: false)
// Three or more different edits/settings, and after each the same check fails the same way
// (identical apart from durations, timestamps, temp paths, addresses, run ids). Never passes.
export const family = 'same_failure_after_fixes';

export const rows = [
  {
    id: '01', domain: 'duration-parsing Python library', style: 'swe_agent',
    isolates: 'Three different source edits to a duration parser are each followed by the same failing pytest assertion, differing only in object addresses and run time.',
    build: (n) => {
      const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\nconfigfile: pyproject.toml\ncollected 1 item\n\ntests/test_duration.py F                                                  [100%]\n\n=================================== FAILURES ===================================\n__________________________ test_negative_weeks __________________________\n\n    def test_negative_weeks():\n>       assert parse_duration("-P2W") == Duration(days=-14)\nE       AssertionError: assert <Duration object at ${n.addr()}> == <Duration object at ${n.addr()}>\nE        +  where <Duration object at ${n.addr()}> = parse_duration('-P2W')\n\ntests/test_duration.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_duration.py::test_negative_weeks - AssertionError: assert <Duration object at ${n.addr()}> == <Duration obj...\n============================== 1 failed in ${n.secs(0.2, 0.9)}s ===============================`;
      const test = { cmd: 'python -m pytest tests/test_duration.py::test_negative_weeks -q -p no:cacheprovider' };
      return {
        agent: 'swe', instance: 'chronoparse__chronoparse-412', repo: 'chronoparse/chronoparse', cwd: '/repo',
        system: 'You are an autonomous programmer working in a bash shell on a Python repository.',
        goal: 'Issue #412: parse_duration("-P2W") returns a positive two-week Duration. Negative ISO-8601 week durations must parse to negative values. Fix it so tests/test_duration.py passes.',
        steps: [
          { say: 'Let me reproduce the failing test first.', calls: [{ name: 'bash', args: test, out: fail() }] },
          { say: 'The week branch of the regex probably drops the sign group. I will make the sign optional-captured in the W pattern of chronoparse/parser.py.', calls: [{ name: 'bash', args: { cmd: "edit 57:57\n_WEEKS = re.compile(r'^(?P<sign>[-+])?P(?P<weeks>\\d+)W$')\nend_of_edit" }, openFile: 'chronoparse/parser.py', out: '[File: /repo/chronoparse/parser.py (214 lines total)]\n(52 more lines above)\n57:_WEEKS = re.compile(r\'^(?P<sign>[-+])?P(?P<weeks>\\d+)W$\')\nFile updated. Please review the changes and make sure they are correct.' }] },
          { say: 'Re-running the test with the regex change.', calls: [{ name: 'bash', args: test, out: fail() }] },
          { say: 'Same failure. Maybe the sign is captured but Duration.__init__ normalises days to abs(). Switching the constructor call to pass the negative multiplier explicitly.', calls: [{ name: 'bash', args: { cmd: "edit 131:133\n        weeks = int(m.group('weeks'))\n        factor = -1 if m.group('sign') == '-' else 1\n        return Duration(days=factor * 7 * weeks)\nend_of_edit" }, openFile: 'chronoparse/parser.py', out: '[File: /repo/chronoparse/parser.py (214 lines total)]\n131:        weeks = int(m.group(\'weeks\'))\n132:        factor = -1 if m.group(\'sign\') == \'-\' else 1\n133:        return Duration(days=factor * 7 * weeks)\nFile updated. Please review the changes and make sure they are correct.' }] },
          { calls: [{ name: 'bash', args: test, out: fail() }] },
          { say: 'Still identical. Perhaps equality compares a cached total_seconds that is computed before the sign is applied; I will add __eq__ based on a fresh timedelta.', calls: [{ name: 'bash', args: { cmd: "edit 44:44\n    def __eq__(self, other):\n        return isinstance(other, Duration) and self.as_timedelta() == other.as_timedelta()\nend_of_edit" }, openFile: 'chronoparse/duration.py', out: '[File: /repo/chronoparse/duration.py (96 lines total)]\n44:    def __eq__(self, other):\n45:        return isinstance(other, Duration) and self.as_timedelta() == other.as_timedelta()\nFile updated. Please review the changes and make sure they are correct.' }] },
          { say: 'Running the failing test once more after the equality change.', calls: [{ name: 'bash', args: test, out: fail() }] },
        ],
        rootError: 'Exit due to cost limit',
      };
    },
  },
  {
    id: '02', domain: 'airport monorail timetable validation', style: 'claude_sdk',
    isolates: 'A Claude Code style session edits dwell times, a headway setting and the departure order in turn; each time the validator prints the same block-section headway violation with a new run id and timing.',
    build: (n) => {
      const fail = () => `$ node scripts/validate-timetable.mjs timetables/2025-summer.yaml\nvalidator v2.4.0 · run ${n.ulid()} · ${n.iso()}\n✔ 212 departures parsed\n✔ platform assignments\n✖ headway: MR-3 dep 07:42:30 and MR-5 dep 07:45:30 share block S4 with 3m00s < min 4m00s\n✖ headway: MR-1 dep 17:12:00 and MR-3 dep 17:15:00 share block S4 with 3m00s < min 4m00s\n\n2 errors · finished in ${n.ms(80, 400)}ms\nerror Command failed with exit code 1.`;
      const run = { command: 'yarn validate:timetable timetables/2025-summer.yaml', description: 'Run timetable validator' };
      return {
        agent: 'claude-code', cwd: '/home/ops/monorail-timetables', system: 'Claude Code agent session.',
        goal: 'Make the summer 2025 airport monorail timetable pass `yarn validate:timetable` without reducing the number of peak departures.',
        steps: [
          { say: 'I will run the validator to see the errors.', calls: [{ name: 'Bash', args: run, out: fail() }] },
          { say: 'Both violations are in block S4 at the Terminal 2 curve. Cutting the T2 dwell from 45 s to 30 s should push the follower later in the block.', calls: [{ name: 'Edit', args: { file_path: '/home/ops/monorail-timetables/timetables/2025-summer.yaml', old_string: '  T2: { dwell_s: 45 }', new_string: '  T2: { dwell_s: 30 }' }, out: 'The file /home/ops/monorail-timetables/timetables/2025-summer.yaml has been updated.' }] },
          { calls: [{ name: 'Bash', args: run, out: fail() }] },
          { say: 'No change. I will instead set the S4 block length override that the signalling team mentioned, which should shrink the occupancy time.', calls: [{ name: 'Edit', args: { file_path: '/home/ops/monorail-timetables/config/blocks.yaml', old_string: 'S4: { length_m: 640 }', new_string: 'S4: { length_m: 520 }' }, out: 'The file /home/ops/monorail-timetables/config/blocks.yaml has been updated.' }] },
          { say: 'Validating with the shorter block definition.', calls: [{ name: 'Bash', args: run, out: fail() }] },
          { say: 'Still the same two violations. Swapping the order of MR-3 and MR-5 in the 07:40 wave so the faster consist leads.', calls: [{ name: 'Edit', args: { file_path: '/home/ops/monorail-timetables/timetables/2025-summer.yaml', old_string: '- { train: MR-3, dep: "07:42:30" }\n  - { train: MR-5, dep: "07:45:30" }', new_string: '- { train: MR-5, dep: "07:42:30" }\n  - { train: MR-3, dep: "07:45:30" }' }, out: 'The file /home/ops/monorail-timetables/timetables/2025-summer.yaml has been updated.' }] },
          { calls: [{ name: 'Bash', args: run, out: fail() }] },
        ],
        rootError: 'Reached maximum number of turns (7)',
      };
    },
  },
  {
    id: '03', domain: 'rubber stamp proof rendering', style: 'responses',
    isolates: 'Font path, DPI and kerning changes are tried one after another; the golden-image proof test reports the same 1843 differing pixels each time, only temp dirs and durations change.',
    build: (n) => {
      const fail = () => `proof-test: rendering 3 fixtures with stampforge 0.9.3\n  ok   self-inking-38x14.svg  (${n.ms(40, 200)} ms)\n  ok   round-40mm-seal.svg    (${n.ms(40, 200)} ms)\n  FAIL date-stamp-line.svg    (${n.ms(40, 200)} ms)\n       1843 px differ from golden (threshold 0)\n       diff written to ${n.tmp('proof-')}/date-stamp-line.diff.png\nFAILED 1/3 · exit 1`;
      return {
        agent: 'stampforge-dev', system: 'You maintain stampforge, the renderer that turns customer stamp layouts into laser-engraving proofs. Use exec_shell.',
        goal: 'The date-stamp proof fixture started failing after the Ubuntu 24.04 base image upgrade. Make `make proof-test` pass again.',
        steps: [
          { say: 'Running the proof test.', reason: 'Need to see which fixture fails.', calls: [{ name: 'exec_shell', args: { cmd: 'make proof-test' }, out: fail() }] },
          { reason: 'New base image probably ships a different DejaVu build; pin our vendored font instead of the system one.', say: 'Pinning the vendored DejaVu Sans Mono instead of the system font.', calls: [{ name: 'exec_shell', args: { cmd: "sed -i 's#/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf#assets/fonts/DejaVuSansMono-2.37.ttf#' stampforge/config.toml && make proof-test" }, out: fail() }] },
          { reason: 'Maybe rasterisation DPI default changed in cairosvg; force 1200 dpi as in the golden.', say: 'Forcing the raster DPI to 1200 to match how the golden was made.', calls: [{ name: 'exec_shell', args: { cmd: "sed -i 's/^raster_dpi = .*/raster_dpi = 1200/' stampforge/config.toml && make proof-test" }, out: fail() }] },
          { reason: 'Could be HarfBuzz kerning on the date digits; disable kerning for the date line.', say: 'Disabling kerning for the date line layout.', calls: [{ name: 'exec_shell', args: { cmd: "sed -i 's/font_kerning: auto/font_kerning: none/' fixtures/date-stamp-line.yaml && make proof-test" }, out: fail() }] },
          { reason: 'Try antialias off in the rasteriser since engraving is binary.', say: 'Turning antialiasing off for the engraving raster.', calls: [{ name: 'exec_shell', args: { cmd: 'STAMPFORGE_ANTIALIAS=0 make proof-test' }, out: fail() }] },
        ],
        rootError: 'max_tool_calls (5) exhausted',
      };
    },
  },
  {
    id: '04', domain: 'beaver reintroduction monitoring data checks', style: 'langsmith',
    isolates: 'Unit conversion, null filtering and a different source column are tried in turn; the same data-quality expectation fails on the same three rows each time, only validation ids and times change.',
    build: (n) => {
      const fail = () => ({ success: false, run_id: n.uuid(), validation_time: n.compact(), results: [{ expectation: 'expect_column_values_to_be_between', column: 'dam_height_cm', min_value: 0, max_value: 250, unexpected_count: 3, partial_unexpected_list: [1310.0, 2075.0, 988.0], unexpected_index_list: [41, 87, 102] }], statistics: { evaluated_expectations: 9, successful_expectations: 8 } });
      return {
        agent: 'beaver-monitoring-pipeline', project: 'beaver-monitoring', system: 'You maintain the survey data pipeline for a beaver reintroduction project. Tools: edit_transform, run_checkpoint.',
        goal: 'The nightly checkpoint for the Otter Valley beaver dam survey fails on dam_height_cm. Fix the transform so the checkpoint passes.',
        steps: [
          { say: 'Running the checkpoint to see the failure.', calls: [{ name: 'run_checkpoint', args: { checkpoint: 'otter_valley_dams_nightly' }, out: fail() }] },
          { say: 'Values like 1310 look like millimetres. Converting field-app heights from mm to cm for app version < 3.', calls: [{ name: 'edit_transform', args: { file: 'transforms/dams.py', patch: "- df['dam_height_cm'] = df['height']\n+ df['dam_height_cm'] = np.where(df['app_version'] < 3, df['height'] / 10, df['height'])" }, out: 'patched transforms/dams.py (+1 −1)' }, { name: 'run_checkpoint', args: { checkpoint: 'otter_valley_dams_nightly' }, out: fail() }] },
          { say: 'No change, so the bad rows are not from old app versions. Dropping rows flagged as estimate-only before the check.', calls: [{ name: 'edit_transform', args: { file: 'transforms/dams.py', patch: "+ df = df[df['measure_method'] != 'estimate']" }, out: 'patched transforms/dams.py (+1)' }, { name: 'run_checkpoint', args: { checkpoint: 'otter_valley_dams_nightly' }, out: fail() }] },
          { say: 'Still the same three rows. Reading the height from the validated column height_checked instead of the raw field.', calls: [{ name: 'edit_transform', args: { file: 'transforms/dams.py', patch: "- np.where(df['app_version'] < 3, df['height'] / 10, df['height'])\n+ np.where(df['app_version'] < 3, df['height_checked'] / 10, df['height_checked'])" }, out: 'patched transforms/dams.py (+1 −1)' }, { name: 'run_checkpoint', args: { checkpoint: 'otter_valley_dams_nightly' }, out: fail() }] },
        ],
        rootOut: null,
        rootError: 'Agent stopped due to max iterations.',
      };
    },
  },
  {
    id: '05', domain: 'ice fishing hut rental data pipeline', style: 'anthropic',
    isolates: 'An Airflow DAG test fails with the same KeyError after three different edits (XCom key, operator swap, Jinja template); logs differ only in timestamps, pids, run ids and log paths.',
    build: (n) => {
      const fail = () => { const ts = n.isoSec(); return `[${ts.replace('T', ' ').replace('Z', '')}] {dagbag.py:588} INFO - Filling up the DagBag from /opt/airflow/dags/hut_rental_sync.py\n[${n.isoSec().replace('T', ' ').replace('Z', '')}] {taskinstance.py:2905} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File "/opt/airflow/dags/hut_rental_sync.py", line 71, in price_huts\n    thickness = ice["lake_ice_thickness_cm"]\nKeyError: 'lake_ice_thickness_cm'\n[${n.isoSec().replace('T', ' ').replace('Z', '')}] {taskinstance.py:1206} INFO - Marking task as FAILED. dag_id=hut_rental_sync, task_id=price_huts, run_id=manual__${n.isoSec().replace('Z', '+00:00')}, execution_date=20250115T000000, start_date=, end_date=\n[pid ${n.pid()}] log: /opt/airflow/logs/dag_id=hut_rental_sync/run_id=manual__${n.hex(8)}/task_id=price_huts/attempt=1.log`; };
      const test = { command: 'airflow dags test hut_rental_sync 2025-01-15' };
      return {
        agent: 'data-eng-assistant', system: 'You are a data engineering assistant for a company renting ice fishing huts on frozen lakes. You can run shell commands and edit files.',
        goal: 'The hut_rental_sync DAG fails in price_huts with a KeyError since the ice-report API change. Fix the DAG so `airflow dags test hut_rental_sync 2025-01-15` succeeds.',
        steps: [
          { say: 'Reproducing with a local DAG test.', calls: [{ name: 'run_shell', args: test, out: fail() }] },
          { say: 'fetch_ice_report now pushes its XCom under key "ice_report" rather than the default return_value; updating xcom_pull in price_huts to use that key.', calls: [{ name: 'edit_file', args: { path: 'dags/hut_rental_sync.py', find: "ti.xcom_pull(task_ids='fetch_ice_report')", replace: "ti.xcom_pull(task_ids='fetch_ice_report', key='ice_report')" }, out: { ok: true, replacements: 1 } }, { name: 'run_shell', args: test, out: fail() }] },
          { say: 'Same KeyError. Replacing the SimpleHttpOperator with HttpOperator and response_filter=lambda r: r.json() so the payload is parsed JSON rather than text.', calls: [{ name: 'edit_file', args: { path: 'dags/hut_rental_sync.py', find: 'SimpleHttpOperator(', replace: 'HttpOperator(response_filter=lambda r: r.json(), ' }, out: { ok: true, replacements: 1 } }, { name: 'run_shell', args: test, out: fail() }] },
          { say: 'The API may now need the lake id in the endpoint template; switching the endpoint to /v2/lakes/{{ params.lake_id }}/ice.', calls: [{ name: 'edit_file', args: { path: 'dags/hut_rental_sync.py', find: "endpoint='/v1/ice'", replace: "endpoint='/v2/lakes/{{ params.lake_id }}/ice'" }, out: { ok: true, replacements: 1 } }, { name: 'run_shell', args: test, out: fail() }] },
        ],
        rootError: 'session ended: max_turns=4 reached without end_turn',
      };
    },
  },
  {
    id: '06', domain: 'marzipan shop checkout worker', style: 'agentops',
    isolates: 'A Cloudflare Worker test keeps failing with the same undefined KV binding error after a binding rename, an env-name change and a compatibility-date bump; only timings and timestamps differ.',
    build: (n) => {
      const fail = () => ` RUN  v1.6.0 /srv/marzipan-worker\n\n ❯ test/checkout.spec.ts  (4 tests | 1 failed) ${n.ms(300, 900)}ms\n   ❯ checkout > reserves stock for a gift box\n     → Cannot read properties of undefined (reading 'get')\n\n⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯\n FAIL  test/checkout.spec.ts > checkout > reserves stock for a gift box\nTypeError: Cannot read properties of undefined (reading 'get')\n ❯ handleCheckout src/index.ts:42:31\n ❯ Object.fetch src/index.ts:12:14\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)\n   Start at  ${n.hms().slice(0, 8)}\n   Duration  ${n.dur(1, 4)} (transform ${n.ms(20, 90)}ms, setup 0ms, collect ${n.ms(50, 300)}ms, tests ${n.ms(200, 700)}ms)`;
      const test = { cmd: 'npx vitest run test/checkout.spec.ts' };
      return {
        agent: 'worker-dev', tags: ['cloudflare', 'checkout'], system: 'You develop the checkout Worker of a Lübeck marzipan shop. Use shell and edit tools.',
        goal: 'Fix the failing checkout test in the marzipan shop Cloudflare Worker ("reserves stock for a gift box").',
        steps: [
          { calls: [{ name: 'shell', args: test, out: fail() }] },
          { say: 'env.STOCK is undefined in tests. The vitest pool config may be reading a different binding name; renaming the KV binding in wrangler.toml to STOCK.', calls: [{ name: 'edit', args: { path: 'wrangler.toml', old: 'binding = "INVENTORY"', new: 'binding = "STOCK"' }, out: 'ok' }, { name: 'shell', args: test, out: fail() }] },
          { say: 'Still undefined. Changing the code to read env.INVENTORY, matching the older binding naming in the test helper.', calls: [{ name: 'edit', args: { path: 'src/index.ts', old: 'env.STOCK.get(', new: 'env.INVENTORY.get(' }, out: 'ok' }, { name: 'shell', args: test, out: fail() }] },
          { say: 'Maybe miniflare needs a newer compatibility date for KV in tests; bumping it to 2025-03-01.', calls: [{ name: 'edit', args: { path: 'wrangler.toml', old: 'compatibility_date = "2024-09-23"', new: 'compatibility_date = "2025-03-01"' }, out: 'ok' }, { name: 'shell', args: test, out: fail() }] },
        ],
        rootError: 'session ended by operator',
      };
    },
  },
];
