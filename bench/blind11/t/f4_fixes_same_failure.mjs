// Family: fixes_same_failure  (loop: true, stagnation: false)
// Each attempt applies a DIFFERENT fix, but the verification fails identically
// (apart from volatile parts) every time; it never passes.

export const family = 'fixes_same_failure';
export const loop = true;
export const stagnation = false;
export const summary = 'Different edits/settings are tried one after another, but the same check fails with the same message every time (only timings/ids differ); it never passes.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'Python packaging (src layout)', style: 'haystack',
    isolates: 'Four different packaging fixes (setuptools find config, pytest pythonpath, editable reinstall, package-dir) are each followed by the identical pytest collection error; only the random seed and timing change.',
    goal: 'After moving the tidepool package to a src/ layout, `pytest tests/test_cli.py` fails with ModuleNotFoundError. Fix the project so the CLI tests run.',
    build(N) {
      const pytest = () => {
        N.tick(6, 14);
        return `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nUsing --randomly-seed=${N.int(100000000, 4294967295)}\nrootdir: /workspace/tidepool\nconfigfile: pyproject.toml\nplugins: randomly-3.15.0, cov-5.0.0\ncollected 0 items / 1 error\n\n==================================== ERRORS ====================================\n______________________ ERROR collecting tests/test_cli.py ______________________\nImportError while importing test module '/workspace/tidepool/tests/test_cli.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/test_cli.py:3: in <module>\n    from tidepool.cli import main\nE   ModuleNotFoundError: No module named 'tidepool.cli'\n=========================== short test summary info ============================\nERROR tests/test_cli.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in ${N.float(0.31, 0.58, 2)}s ===============================`;
      };
      const run = { cmd: 'python -m pytest tests/test_cli.py -q -p randomly', cwd: '/workspace/tidepool' };
      return {
        agent: 'dev_agent_pipeline', maxSteps: 8, toolNames: ['shell', 'read_file', 'edit_file'],
        system: 'You are a coding agent working in /workspace/tidepool. Use shell, read_file and edit_file. Make the failing tests pass with minimal changes.',
        steps: [
          { calls: [{ tool: 'shell', args: run, out: pytest() }] },
          { calls: [{ tool: 'read_file', args: { path: 'pyproject.toml' }, out: '[build-system]\nrequires = ["setuptools>=68", "wheel"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "tidepool"\nversion = "0.4.0.dev0"\nrequires-python = ">=3.10"\ndependencies = ["click>=8.1", "httpx>=0.27"]\n\n[project.scripts]\ntidepool = "tidepool.cli:main"\n\n[tool.pytest.ini_options]\naddopts = "-ra"\n' }, { tool: 'shell', args: { cmd: 'ls src/tidepool', cwd: '/workspace/tidepool' }, out: '__init__.py\ncli.py\nclient.py\nschema.py' }] },
          { think: 'src/tidepool/cli.py exists but setuptools is not told about the src layout. Adding a packages.find section.', calls: [
            { tool: 'edit_file', args: { path: 'pyproject.toml', append: '\n[tool.setuptools.packages.find]\nwhere = ["src"]\n' }, out: { ok: true, bytes_written: 361 } },
            { tool: 'shell', args: run, out: pytest() }] },
          { think: 'Packaging config alone did not change test discovery. Telling pytest to put src on the path.', calls: [
            { tool: 'edit_file', args: { path: 'pyproject.toml', replace: { old: 'addopts = "-ra"', new: 'addopts = "-ra"\npythonpath = ["src"]' } }, out: { ok: true, bytes_written: 382 } },
            { tool: 'shell', args: run, out: pytest() }] },
          { think: 'Maybe the environment still has the old installed metadata; reinstalling in editable mode.', calls: [
            { tool: 'shell', args: { cmd: 'pip install -e . -q', cwd: '/workspace/tidepool' }, out: `Successfully built tidepool\nInstalling collected packages: tidepool\n  Attempting uninstall: tidepool\n    Found existing installation: tidepool 0.4.0.dev0\n    Uninstalling tidepool-0.4.0.dev0:\n      Successfully uninstalled tidepool-0.4.0.dev0\nSuccessfully installed tidepool-0.4.0.dev0\n[notice] took ${N.float(3, 9, 1)}s` },
            { tool: 'shell', args: run, out: pytest() }] },
          { think: 'Trying an explicit package-dir mapping instead of find.', calls: [
            { tool: 'edit_file', args: { path: 'pyproject.toml', append: '\n[tool.setuptools.package-dir]\n"" = "src"\n' }, out: { ok: true, bytes_written: 419 } },
            { tool: 'shell', args: run, out: pytest() }] },
        ],
        end: { cutoff: true, agentError: 'Agent reached max_agent_steps=8' },
        rootMeta: { stop_reason: 'max_agent_steps exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'observatory telescope scheduling', style: 'dspy',
    isolates: 'An observation block is re-validated after five different parameter changes (exposures, filter, moon distance, seeing, priority); every validation returns the same airmass rejection with only the validation id and host changing.',
    goal: 'Get the observation block for NGC 2403 on the 2.5 m telescope (imaging, B and V, tonight\'s second half) accepted by the scheduler; the validator keeps rejecting it.',
    build(N) {
      const val = () => {
        N.tick(3, 8);
        return { accepted: false, validation_id: `val-${N.hex(10)}`, validator: `obsched-val-${N.int(1, 3)}`, errors: [{ code: 'OB-VAL-017', msg: 'Target never rises above the airmass limit during the requested window: min airmass 1.62 at 04:41 UT > limit 1.50 (window 02:30-05:45 UT)' }], warnings: [], checked: N.iso(false) };
      };
      const base = { target: 'NGC 2403', ra: '07:36:51.4', dec: '+65:36:09', instrument: 'WFC', window_ut: ['02:30', '05:45'], airmass_max: 1.5 };
      return {
        agent: 'ReAct', maxIters: 7, model: 'openai/gpt-4o',
        system: 'You prepare observation blocks (OBs) for the telescope scheduler. Tools: get_ob, validate_ob, finish.',
        steps: [
          { think: 'Fetch the current OB.', calls: [{ tool: 'get_ob', args: { ob_id: 'OB-25A-0412' }, out: { ob_id: 'OB-25A-0412', ...base, filters: ['B', 'V'], exposures: '4x600s per filter', moon_min_dist_deg: 30, seeing_max_arcsec: 1.2, priority: 2, last_validation: 'REJECTED' } }] },
          { think: 'Shorten the sequence to 6x300 s per filter so it fits more easily.', calls: [{ tool: 'validate_ob', args: { ob: { ...base, filters: ['B', 'V'], exposures: '6x300s', moon_min_dist_deg: 30, seeing_max_arcsec: 1.2, priority: 2 } }, out: val() }] },
          { think: 'Drop B and keep only V to reduce total time.', calls: [{ tool: 'validate_ob', args: { ob: { ...base, filters: ['V'], exposures: '6x300s', moon_min_dist_deg: 30, seeing_max_arcsec: 1.2, priority: 2 } }, out: val() }] },
          { think: 'Relax the moon distance to 20 degrees.', calls: [{ tool: 'validate_ob', args: { ob: { ...base, filters: ['V'], exposures: '6x300s', moon_min_dist_deg: 20, seeing_max_arcsec: 1.2, priority: 2 } }, out: val() }] },
          { think: 'Loosen seeing to 1.6 arcsec.', calls: [{ tool: 'validate_ob', args: { ob: { ...base, filters: ['V'], exposures: '6x300s', moon_min_dist_deg: 20, seeing_max_arcsec: 1.6, priority: 2 } }, out: val() }] },
          { think: 'Raise it to priority 1 so the scheduler favours it.', calls: [{ tool: 'validate_ob', args: { ob: { ...base, filters: ['V'], exposures: '6x300s', moon_min_dist_deg: 20, seeing_max_arcsec: 1.6, priority: 1 } }, out: val() }] },
        ],
        dsExtract: { reasoning: 'Five variants were validated and all were rejected with OB-VAL-017.', answer: 'OB still rejected.' },
        rootMeta: { stop_reason: 'max_iters reached (7)' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'greenhouse climate control', style: 'pydantic',
    isolates: 'Four different climate-recipe edits (rounding, lower CO2, ramps, renamed version) are uploaded; each is refused with the same manual-override error from the climate computer until tool retries run out.',
    goal: 'Upload the new tomato climate recipe (night 16 C, day 22 C, CO2 800 ppm, 2-hour ramps) to Compartment 4\'s climate computer.',
    build(N) {
      const since = N.fmt('DD-MM-YYYY HH:mm', 60);
      const reject = () => { N.tick(4, 10); return `E412 recipe write refused by controller KC-C4 (fw 5.8.2): compartment in MANUAL override since ${since} (user jvdberg); remote recipe writes disabled [req ${N.hex(8)}, ${N.fmt('HH:mm:ss', 60)}]`; };
      const calls = (recipe) => ({ tool: 'upload_recipe', args: { compartment: 'C4', recipe }, err: reject(), retry: true });
      return {
        agent: 'climate_agent', usageLimits: { request_limit: 15 },
        system: 'You manage greenhouse climate recipes via the climate computer API. Use upload_recipe; adjust the recipe if the controller rejects it.',
        steps: [
          { calls: [calls({ name: 'tomato-c4-v7', night_temp_c: 16.0, day_temp_c: 22.0, co2_ppm: 800, ramp_min: 120, humidity_deficit_gm3: 4.5 })] },
          { think: 'Controller refused. Trying whole-degree setpoints and an explicit RH target instead of HD.', calls: [calls({ name: 'tomato-c4-v7', night_temp_c: 16, day_temp_c: 22, co2_ppm: 800, ramp_min: 120, rh_pct: 78 })] },
          { think: 'Perhaps CO2 800 exceeds the dosing limit; using 750 ppm.', calls: [calls({ name: 'tomato-c4-v7', night_temp_c: 16, day_temp_c: 22, co2_ppm: 750, ramp_min: 120, rh_pct: 78 })] },
          { think: 'Splitting the ramp into two 60-minute stages and bumping the recipe version.', calls: [calls({ name: 'tomato-c4-v8', night_temp_c: 16, day_temp_c: 22, co2_ppm: 750, ramps: [{ to_c: 19, min: 60 }, { to_c: 22, min: 60 }], rh_pct: 78 })] },
        ],
        end: { error: "UnexpectedModelBehavior: Tool 'upload_recipe' exceeded max retries count of 3" },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'marathon race timing', style: 'plain',
    isolates: 'Four different CSV transformations (time format, header rename, BOM strip, wave column) are each followed by an importer dry-run that rejects the same 37 rows for the same reason.',
    goal: 'Import the chip-timing results for the Riverside Half Marathon (results_raw.csv, 2,904 finishers) into the results website; the importer keeps rejecting the file.',
    build(N) {
      const dry = () => {
        N.tick(8, 20);
        return `results-import v3.4.1 --dry-run  event=riverside-half  run=${N.alnum(8)}\nparsed 2904 rows in ${N.int(180, 420)}ms\nvalidating against event config (gun_start=07:45:00, timezone=Europe/London)\nREJECTED 37 rows: finish time earlier than gun start\n  row 12   bib 1044  chip_finish 07:41:52.3\n  row 31   bib 2210  chip_finish 07:43:10.8\n  row 57   bib 0087  chip_finish 07:39:47.1\n  ... 34 more\naccepted 2867 rows (not written: dry run)\nexit 3  ${N.fmt('YYYY-MM-DD HH:mm:ss')}`;
      };
      const run = (file) => ({ tool: 'run_importer', args: { file, event: 'riverside-half', dry_run: true }, out: dry() });
      return {
        agent: 'race-results-assistant', maxTurns: 12,
        system: 'You help the timing company publish race results. Tools: inspect_csv, transform_csv(file, operation), run_importer(file, event, dry_run).',
        steps: [
          { think: null, calls: [run('results_raw.csv')] },
          { think: null, calls: [{ tool: 'inspect_csv', args: { file: 'results_raw.csv', rows: 3 }, out: '\ufeffBib,Name,Gender,Cat,ChipStart,ChipFinish,ChipTime,GunTime\n1044,Harriet Osei,F,F35,07:45:11.0,07:41:52.3,1:36:41.3,1:36:52.3\n2210,Tom Brandt,M,M40,07:46:02.4,07:43:10.8,1:37:08.4,1:38:10.8' }] },
          { think: 'Times carry tenths of a second; normalising them to hh:mm:ss in case the parser chokes on them.', calls: [{ tool: 'transform_csv', args: { file: 'results_raw.csv', operation: 'strip_fractional_seconds', out: 'results_v2.csv' }, out: { rows: 2904, changed_cells: 11616 } }, run('results_v2.csv')] },
          { think: 'Renaming ChipFinish to finish_time to match the importer template.', calls: [{ tool: 'transform_csv', args: { file: 'results_v2.csv', operation: 'rename_columns', mapping: { ChipFinish: 'finish_time', ChipStart: 'start_time' }, out: 'results_v3.csv' }, out: { rows: 2904, renamed: 2 } }, run('results_v3.csv')] },
          { think: 'The file starts with a UTF-8 BOM; removing it.', calls: [{ tool: 'transform_csv', args: { file: 'results_v3.csv', operation: 'strip_bom', out: 'results_v4.csv' }, out: { rows: 2904, bom_removed: true } }, run('results_v4.csv')] },
          { think: 'Adding an explicit wave column so wave starts are not compared to the first gun.', calls: [{ tool: 'transform_csv', args: { file: 'results_v4.csv', operation: 'add_column', name: 'wave', value: 'A', out: 'results_v5.csv' }, out: { rows: 2904, added: 'wave' } }, run('results_v5.csv')] },
        ],
        end: { cutoff: true },
        rootMeta: { stop_reason: 'operator cancelled run' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'dbt data pipeline', style: 'llamaindex',
    isolates: 'Four different edits to an intermediate dbt model (inner join, null filter, coalesce, full refresh) each end with the same not_null test failure on fct_orders (214 rows), because the mart does not read from the model being edited.',
    goal: 'The nightly dbt build fails on test not_null_fct_orders_customer_id. Fix the models so `dbt build --select fct_orders+` passes.',
    build(N) {
      const build = () => {
        N.tick(25, 60);
        const t = N.fmt('HH:mm:ss');
        return `${t}  Running with dbt=1.8.3\n${t}  Registered adapter: snowflake=1.8.2\n${t}  Found 148 models, 412 data tests, 21 sources, 911 macros\n${t}  Concurrency: 8 threads (target='prod')\n${t}  1 of 4 START sql table model analytics.fct_orders ................ [RUN]\n${t}  1 of 4 OK created sql table model analytics.fct_orders ........... [SUCCESS 1 in ${N.float(4, 9, 2)}s]\n${t}  2 of 4 START test not_null_fct_orders_customer_id .................. [RUN]\n${t}  2 of 4 FAIL 214 not_null_fct_orders_customer_id ...................... [FAIL 214 in ${N.float(0.8, 2.2, 2)}s]\n${t}  3 of 4 PASS unique_fct_orders_order_id ............................. [PASS in ${N.float(0.8, 2, 2)}s]\n${t}  4 of 4 PASS relationships_fct_orders_store_id__store_id__dim_stores [PASS in ${N.float(0.8, 2, 2)}s]\n${t}  Finished running 1 table model, 3 data tests in 0 hours 0 minutes and ${N.float(9, 20, 2)} seconds.\n${t}  Failure in test not_null_fct_orders_customer_id (models/marts/schema.yml)\n${t}    Got 214 results, configured to fail if != 0\n${t}  Done. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4\ninvocation_id=${N.uuid()}`;
      };
      const b = { tool: 'run_dbt', args: { command: 'dbt build --select fct_orders+ --target prod' } };
      return {
        agent: 'AnalyticsEngAgent', liAgent: 'analytics_eng',
        system: 'You are an analytics engineer agent. Tools: read_file, edit_file, run_dbt. Keep changes small and explain them.',
        steps: [
          { think: 'Reproduce the failure.', calls: [{ ...b, out: build() }] },
          { think: 'Look at where customer_id comes from.', calls: [{ tool: 'read_file', args: { path: 'models/intermediate/int_orders_enriched.sql' }, out: "select o.order_id, o.store_id, c.customer_id, o.ordered_at, o.amount\nfrom {{ ref('stg_orders') }} o\nleft join {{ ref('stg_customers') }} c on c.email = o.customer_email\n" }] },
          { think: 'The left join on email leaves customer_id null for guest checkouts. Switching to an inner join.', calls: [{ tool: 'edit_file', args: { path: 'models/intermediate/int_orders_enriched.sql', old: 'left join', new: 'inner join' }, out: 'edited 1 line' }] },
          { think: '', calls: [{ ...b, out: build() }] },
          { think: 'Same count. Filtering null customer_id explicitly in the intermediate model.', calls: [{ tool: 'edit_file', args: { path: 'models/intermediate/int_orders_enriched.sql', append: 'where c.customer_id is not null\n' }, out: 'edited 1 line' }] },
          { think: '', calls: [{ ...b, out: build() }] },
          { think: 'Trying a coalesce to the CRM guest id instead of dropping rows, then a full refresh.', calls: [{ tool: 'edit_file', args: { path: 'models/intermediate/int_orders_enriched.sql', old: 'c.customer_id', new: "coalesce(c.customer_id, 'guest-' || o.order_id) as customer_id" }, out: 'edited 1 line' }] },
          { think: '', calls: [{ tool: 'run_dbt', args: { command: 'dbt build --select int_orders_enriched+ fct_orders+ --full-refresh --target prod' }, out: build() }] },
        ],
        end: { error: 'WorkflowRuntimeError: Max iterations of 8 reached' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'elevator maintenance', style: 'sk',
    isolates: 'A work order close is retried after four different record edits (labour, parts, failure code, notes); the CMMS returns the same 409 about a missing signed door-restraint test every time.',
    goal: 'Close work order WO-55817 (Tower B elevator 3, door operator replacement) in the CMMS; the close action keeps failing.',
    build(N) {
      const close = () => { N.tick(3, 9); return { tool: 'CMMS-close_work_order', args: { work_order: 'WO-55817', resolution: 'Door operator replaced, car returned to service' }, err: 'HTTP 409 CMMS-409', out: { code: 'CMMS-409', message: "Work order cannot be closed: required inspection checklist 'DOOR-RESTRAINT-TEST' (ASME A17.1 2.12.5) has no signed result", correlation_id: N.uuid(), server: `cmms-app-${N.int(1, 4)}`, at: N.isoOff(-360) } }; };
      return {
        agent: 'MaintenancePlannerAgent', plugins: ['CMMS'], skMaxAttempts: 10,
        system: 'You maintain records in the CMMS for a building portfolio. Complete and close work orders when the work is done.',
        steps: [
          { calls: [close()] },
          { think: 'Maybe it needs labour recorded before closing. Adding the technician hours.', calls: [{ tool: 'CMMS-add_labor', args: { work_order: 'WO-55817', technician: 'T-118 R. Alvarez', hours: 5.5 }, out: { ok: true, labor_lines: 1 } }, close()] },
          { think: 'Adding the parts used (door operator kit) in case parts are mandatory.', calls: [{ tool: 'CMMS-add_parts', args: { work_order: 'WO-55817', parts: [{ sku: 'KONE-KM903370G02', qty: 1 }] }, out: { ok: true, part_lines: 1, stock_after: 2 } }, close()] },
          { think: 'Setting failure code DOOR-OP-MECH.', calls: [{ tool: 'CMMS-update_work_order', args: { work_order: 'WO-55817', failure_code: 'DOOR-OP-MECH', cause_code: 'WEAR' }, out: { ok: true, version: 7 } }, close()] },
          { think: 'Adding completion notes.', calls: [{ tool: 'CMMS-update_work_order', args: { work_order: 'WO-55817', completion_notes: 'Replaced door operator and belt. Tested 20 cycles OK.' }, out: { ok: true, version: 8 } }, close()] },
        ],
        end: { error: 'Agent run aborted by orchestrator: per-run tool-call budget (10) exhausted' },
      };
    },
  },
];
