// Healthy: a fix cycle whose failure count drops with each different fix, then done.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'shrinking_failure_fixes';
export const loop = false;
export const stagnation = false;
export const isolates = 'Repeated check-fix rounds that look like a retry loop, but each fix is different and the failure count falls to zero.';

export const rows = [
  {
    n: '01', domain: 'Nix flake checks for a CLI tool', style: 'Claude Agent SDK transcript',
    isolates: 'nix flake check fails 5, then 3, then 1, then 0 checks; each round the agent fixes a different cause (hash, missing input, formatter, test fixture).',
    goal: 'Make `nix flake check` pass on the tidewatch CLI repo after the nixpkgs bump.',
    build(N) {
      const S = makeStyle('claude_sdk', N, { system: 'Claude Code', goal: this.goal, cwd: '/home/kai/src/tidewatch' });
      const c = [];
      const check = { command: 'nix flake check -L 2>&1 | tail -n 25', description: 'Run flake checks' };
      const run = (out, ok) => S.tool('Bash', check, out, ok ? {} : { error: 'exit code 1' });
      c.push(S.llm('Running the flake checks to see what broke after the nixpkgs bump.', [['Bash', check]]));
      c.push(run(`error: hash mismatch in fixed-output derivation '/nix/store/${N.b62(32).toLowerCase()}-tidewatch-0.9.2-vendor.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-${N.b62(43)}=\nerror: 5 checks failed: package, clippy, fmt, tests, devShell`));
      c.push(S.llm('The cargo vendor hash changed with the new Cargo.lock; the other four checks all depend on that derivation. Updating cargoHash in flake.nix.', [['Edit', { file_path: 'flake.nix', old_string: 'cargoHash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";', new_string: 'cargoHash = "sha256-q3Vd1r8cQm0ZJ4xkG0tR2wqgq5h9sYkD7jv2oXbLw1E=";' }]]));
      c.push(S.tool('Edit', { file_path: 'flake.nix', old_string: 'cargoHash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";', new_string: 'cargoHash = "sha256-q3Vd1r8cQm0ZJ4xkG0tR2wqgq5h9sYkD7jv2oXbLw1E=";' }, 'The file flake.nix has been updated.'));
      c.push(S.llm(null, [['Bash', check]]));
      c.push(run(`tidewatch-clippy> error[E0433]: failed to resolve: use of undeclared crate or module \`openssl_sys\`\ntidewatch-tests> thread 'parse::tests::tide_table' panicked at 'fixture missing: tests/data/tides_2024.csv'\ntidewatch-fmt> Diff in /build/src/main.rs at line 44\nerror: 3 checks failed: clippy, fmt, tests (elapsed ${N.secs(30, 90)})`));
      c.push(S.llm('Down to 3. Clippy lacks openssl in nativeBuildInputs (pkg-config + openssl were dropped from stdenv defaults), and rustfmt wants a reformat of main.rs. Fixing both; the fixture problem is separate.', [['Edit', { file_path: 'flake.nix', old_string: 'nativeBuildInputs = [ ];', new_string: 'nativeBuildInputs = [ pkgs.pkg-config ];\n          buildInputs = [ pkgs.openssl ];' }]]));
      c.push(S.tool('Edit', { file_path: 'flake.nix', old_string: 'nativeBuildInputs = [ ];', new_string: 'nativeBuildInputs = [ pkgs.pkg-config ];\n          buildInputs = [ pkgs.openssl ];' }, 'The file flake.nix has been updated.'));
      c.push(S.llm(null, [['Bash', { command: 'cargo fmt', description: 'Format sources' }]]));
      c.push(S.tool('Bash', { command: 'cargo fmt', description: 'Format sources' }, ''));
      c.push(S.llm(null, [['Bash', check]]));
      c.push(run(`tidewatch-tests> thread 'parse::tests::tide_table' panicked at 'fixture missing: tests/data/tides_2024.csv'\nerror: 1 check failed: tests (elapsed ${N.secs(30, 90)})`));
      c.push(S.llm('Only the tests check is left: the fixture is gitignored (*.csv), so the flake source filter never sees it. Adding a negation for tests/data.', [['Edit', { file_path: '.gitignore', old_string: '*.csv', new_string: '*.csv\n!tests/data/*.csv' }]]));
      c.push(S.tool('Edit', { file_path: '.gitignore', old_string: '*.csv', new_string: '*.csv\n!tests/data/*.csv' }, 'The file .gitignore has been updated.'));
      c.push(S.llm(null, [['Bash', check]]));
      c.push(run(`checking flake output 'checks'...\nchecking derivation checks.x86_64-linux.package...\nchecking derivation checks.x86_64-linux.tests...\nall checks passed (5/5) in ${N.secs(40, 120)}`, true));
      c.push(S.llm('`nix flake check` now passes (5/5). Changes: new cargoHash, pkg-config + openssl inputs, cargo fmt on main.rs, and un-ignoring tests/data/*.csv so the fixture reaches the build.', []));
      return S.root(c, { output: '`nix flake check` passes (5/5).', turns: 17, tools: ['Bash', 'Read', 'Edit'] });
    },
  },
  {
    n: '02', domain: 'gymnastics meet score sheets', style: 'Pydantic AI (Logfire spans)',
    isolates: 'The score-sheet validator reports 9, then 5, then 2, then 0 errors; each round corrects a different class of error (D-score caps, missing judges, neutral deductions).',
    goal: 'Clean up the Level 7 beam score sheet for the Riverside Invitational so it passes the meet validator, then submit it.',
    build(N) {
      const S = makeStyle('pydantic_ai', N, { model: 'gpt-4o', system: 'You fix gymnastics score sheets. Tools: validate_sheet, patch_rows, submit_sheet.', goal: this.goal, agentName: 'score_clerk' });
      const c = [];
      const v = (errs) => ({ sheet: 'L7-BEAM-RIV', errors: errs.length, details: errs, validator: 'meetcore ' + N.int(3, 4) + '.' + N.int(0, 9) + '.' + N.int(0, 9), run: N.uuid() });
      c.push(S.llm(null, [['validate_sheet', { sheet: 'L7-BEAM-RIV' }]]));
      c.push(S.tool('validate_sheet', { sheet: 'L7-BEAM-RIV' }, v(['rows 3,8,11,14: start value 10.5 exceeds L7 max 10.0', 'rows 5,9: only 1 judge score (need 2)', 'rows 2,6: neutral deduction entered as positive', 'row 17: gymnast id missing'])));
      c.push(S.llm('Four start values above the Level 7 cap of 10.0; bonus was typed into SV. Capping rows 3, 8, 11, 14 at 10.0.', [['patch_rows', { rows: [3, 8, 11, 14], set: { start_value: 10.0 } }]]));
      c.push(S.tool('patch_rows', { rows: [3, 8, 11, 14], set: { start_value: 10.0 } }, { patched: 4, audit_id: 'aud_' + N.hex(10) }));
      c.push(S.llm(null, [['validate_sheet', { sheet: 'L7-BEAM-RIV' }]]));
      c.push(S.tool('validate_sheet', { sheet: 'L7-BEAM-RIV' }, v(['rows 5,9: only 1 judge score (need 2)', 'rows 2,6: neutral deduction entered as positive', 'row 17: gymnast id missing'])));
      c.push(S.llm('Start values fixed. Rows 2 and 6 have neutral deductions of +0.1 (out-of-bounds on dismount) that must be negative; flipping the sign. Judge 2 sheets for rows 5 and 9 came in late: 8.950 and 9.125.', [['patch_rows', { rows: [2, 6], set: { neutral_deduction: -0.1 } }], ['patch_rows', { rows: [5, 9], set: { judge2: [8.95, 9.125] } }]]));
      c.push(S.tool('patch_rows', { rows: [2, 6], set: { neutral_deduction: -0.1 } }, { patched: 2, audit_id: 'aud_' + N.hex(10) }));
      c.push(S.tool('patch_rows', { rows: [5, 9], set: { judge2: [8.95, 9.125] } }, { patched: 2, audit_id: 'aud_' + N.hex(10) }));
      c.push(S.llm(null, [['validate_sheet', { sheet: 'L7-BEAM-RIV' }]]));
      c.push(S.tool('validate_sheet', { sheet: 'L7-BEAM-RIV' }, v(['row 17: gymnast id missing', 'row 17: club code "RVSD" unknown (did you mean RVS?)'])));
      c.push(S.llm('Last row: gymnast 17 is Maya Lindqvist, id G-44107, club RVS per the entry list.', [['patch_rows', { rows: [17], set: { gymnast_id: 'G-44107', club: 'RVS' } }]]));
      c.push(S.tool('patch_rows', { rows: [17], set: { gymnast_id: 'G-44107', club: 'RVS' } }, { patched: 1, audit_id: 'aud_' + N.hex(10) }));
      c.push(S.llm(null, [['validate_sheet', { sheet: 'L7-BEAM-RIV' }]]));
      c.push(S.tool('validate_sheet', { sheet: 'L7-BEAM-RIV' }, v([])));
      c.push(S.llm(null, [['submit_sheet', { sheet: 'L7-BEAM-RIV' }]]));
      c.push(S.tool('submit_sheet', { sheet: 'L7-BEAM-RIV' }, { status: 'accepted', published: N.isoOffset(-5) }));
      return S.root(c, { output: 'Sheet L7-BEAM-RIV validated with 0 errors and submitted.' });
    },
  },
  {
    n: '03', domain: 'home-birth midwife on-call rota', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'A rota solver reports 7, then 3, then 1, then 0 violated constraints as the agent changes different inputs (a leave date, a rest-rule setting, a second-on-call pairing).',
    goal: 'Produce the March on-call rota for the Meadowbank community midwifery team (6 midwives, first and second on-call every night) with no rule violations.',
    build(N) {
      const S = makeStyle('otel_genai', N, { model: 'gpt-4.1', system: 'You build on-call rotas. Tools: solve_rota, update_inputs, publish_rota.', goal: this.goal, agentName: 'rota-builder' });
      const c = [];
      const solve = (viol) => ({ status: viol.length ? 'INFEASIBLE_RELAXED' : 'OPTIMAL', violated: viol.length, violations: viol, solver: 'ortools-cp-sat 9.10', wall_time: N.secs(0.5, 6), seed: N.int(1, 9999) });
      c.push(S.llm(null, [['solve_rota', { month: '2025-03' }]]));
      c.push(S.tool('solve_rota', { month: '2025-03' }, solve(['Hana 3-7 Mar on call but on annual leave (x5)', 'Rest rule: Ola first-on-call 9 and 10 Mar consecutively', 'Jo and Priya both students-supervising on 22 Mar'])));
      c.push(S.llm('Five of the seven violations come from Hana\'s leave, which is 3-7 April in the HR system, not March — the rota input has the wrong month. Correcting it.', [['update_inputs', { midwife: 'Hana', leave: { from: '2025-04-03', to: '2025-04-07' } }]]));
      c.push(S.tool('update_inputs', { midwife: 'Hana', leave: { from: '2025-04-03', to: '2025-04-07' } }, { ok: true, version: N.int(10, 20) }));
      c.push(S.llm(null, [['solve_rota', { month: '2025-03' }]]));
      c.push(S.tool('solve_rota', { month: '2025-03' }, solve(['Rest rule: Ola first-on-call 9 and 10 Mar consecutively', 'Rest rule: Dee first-on-call 16 and 17 Mar consecutively', 'Jo and Priya both supervising students on 22 Mar'])));
      c.push(S.llm('Three left. The consecutive-night rule is set to hard with 0 gap; the team policy is at least one night between first-on-call shifts, so min_gap should be 1, not the 2 that the solver relaxes to. Setting min_gap_nights=1 as hard.', [['update_inputs', { rule: 'first_on_call_min_gap_nights', value: 1, hard: true }]]));
      c.push(S.tool('update_inputs', { rule: 'first_on_call_min_gap_nights', value: 1, hard: true }, { ok: true, version: N.int(21, 30) }));
      c.push(S.llm(null, [['solve_rota', { month: '2025-03' }]]));
      c.push(S.tool('solve_rota', { month: '2025-03' }, solve(['Jo and Priya both supervising students on 22 Mar'])));
      c.push(S.llm('Only the 22 March pairing remains: both on-call midwives have a student. Moving Priya\'s student to 23 March with Dee as supervisor.', [['update_inputs', { student: 'S. Mwangi', shadow: { date: '2025-03-23', with: 'Dee' } }]]));
      c.push(S.tool('update_inputs', { student: 'S. Mwangi', shadow: { date: '2025-03-23', with: 'Dee' } }, { ok: true, version: N.int(31, 40) }));
      c.push(S.llm(null, [['solve_rota', { month: '2025-03' }]]));
      c.push(S.tool('solve_rota', { month: '2025-03' }, solve([])));
      c.push(S.llm(null, [['publish_rota', { month: '2025-03' }]]));
      c.push(S.tool('publish_rota', { month: '2025-03' }, { published: true, url: 'https://rota.meadowbank-mw.nhs.example/2025-03', ics_feeds: 6, at: N.isoOffset(0) }));
      return S.root(c, { output: 'March rota published with 0 violations (31 nights, 6 midwives).' });
    },
  },
  {
    n: '04', domain: 'sourdough subscription CSV import', style: 'OpenInference / Arize Phoenix',
    isolates: 'A dry-run import of a subscriber CSV rejects 6, then 4, then 1, then 0 rows as the agent fixes different problems (date format, postcode spacing, an unknown loaf SKU), then does the real import.',
    goal: 'Import the 48 new subscribers from the farmers-market sign-up sheet (signups_oct.csv) into the Crumb Club subscription system.',
    build(N) {
      const S = makeStyle('openinference', N, { model: 'gpt-4o-mini', system: 'You import subscribers. Tools: dry_run_import, transform_csv, import_csv.', goal: this.goal });
      const c = [];
      const dr = (rej) => ({ rows: 48, ok: 48 - rej.length, rejected: rej.length, reasons: rej, batch: 'dry-' + N.hex(8), took: N.ms(50, 900) });
      c.push(S.llm(null, [['dry_run_import', { file: 'signups_oct.csv' }]]));
      c.push(S.tool('dry_run_import', { file: 'signups_oct.csv' }, dr(['r4 start_date "12/10" not ISO', 'r9 start_date "12/10" not ISO', 'r15 start_date "19/10" not ISO', 'r22 postcode "BS16DX" invalid', 'r30 postcode "bs7 8pp" invalid', 'r41 sku "SPELT-RYE" unknown'])));
      c.push(S.llm('Three rows use day/month start dates. Converting to ISO with the 2024 season year.', [['transform_csv', { file: 'signups_oct.csv', column: 'start_date', op: 'parse_date', format: 'DD/MM', year: 2024 }]]));
      c.push(S.tool('transform_csv', { file: 'signups_oct.csv', column: 'start_date', op: 'parse_date', format: 'DD/MM', year: 2024 }, { changed: 3, out: N.tmp('.csv') }));
      c.push(S.llm(null, [['dry_run_import', { file: 'signups_oct.csv' }]]));
      c.push(S.tool('dry_run_import', { file: 'signups_oct.csv' }, dr(['r22 postcode "BS16DX" invalid', 'r30 postcode "bs7 8pp" invalid', 'r41 sku "SPELT-RYE" unknown', 'r44 email has trailing space'])));
      c.push(S.llm('Dates fixed, and trimming exposed one email with trailing whitespace. Normalising postcodes (uppercase, space before inward code) and trimming emails.', [['transform_csv', { file: 'signups_oct.csv', column: 'postcode', op: 'uk_postcode_normalise' }], ['transform_csv', { file: 'signups_oct.csv', column: 'email', op: 'trim' }]]));
      c.push(S.tool('transform_csv', { file: 'signups_oct.csv', column: 'postcode', op: 'uk_postcode_normalise' }, { changed: 2, out: N.tmp('.csv') }));
      c.push(S.tool('transform_csv', { file: 'signups_oct.csv', column: 'email', op: 'trim' }, { changed: 1, out: N.tmp('.csv') }));
      c.push(S.llm(null, [['dry_run_import', { file: 'signups_oct.csv' }]]));
      c.push(S.tool('dry_run_import', { file: 'signups_oct.csv' }, dr(['r41 sku "SPELT-RYE" unknown'])));
      c.push(S.llm('The market sheet says "spelt rye"; the catalogue SKU is LOAF-SPR-800.', [['transform_csv', { file: 'signups_oct.csv', column: 'sku', op: 'map', mapping: { 'SPELT-RYE': 'LOAF-SPR-800' } }]]));
      c.push(S.tool('transform_csv', { file: 'signups_oct.csv', column: 'sku', op: 'map', mapping: { 'SPELT-RYE': 'LOAF-SPR-800' } }, { changed: 1, out: N.tmp('.csv') }));
      c.push(S.llm(null, [['dry_run_import', { file: 'signups_oct.csv' }]]));
      c.push(S.tool('dry_run_import', { file: 'signups_oct.csv' }, dr([])));
      c.push(S.llm(null, [['import_csv', { file: 'signups_oct.csv' }]]));
      c.push(S.tool('import_csv', { file: 'signups_oct.csv' }, { imported: 48, batch: 'imp-' + N.hex(8), first_bake: N.ymdPlus(4) }));
      c.push(S.llm('All 48 subscribers imported (3 dates, 2 postcodes, 1 email and 1 SKU corrected on the way).', []));
      return S.root(c, { name: 'crumb-club-importer', output: '48 imported' });
    },
  },
  {
    n: '05', domain: 'Jupyter notebook reproducibility', style: 'smolagents CodeAgent',
    isolates: 'Re-executing a research notebook gives 4, then 2, then 0 failing cells; each step fixes a different cause (a pinned pandas API, an absolute data path, an unseeded sampler).',
    goal: 'Make analysis/coral_bleaching.ipynb re-run cleanly top to bottom with `pytest --nbval` so it can go in the paper\'s supplementary repo.',
    build(N) {
      const step = (i, thought, code, tool, out, err) => {
        N.tick(1500, 12000);
        const llm = span('llm', 'OpenAIServerModel.generate', { messages: [{ role: 'user', content: 'New task:\n' + this.goal }], step: i }, `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, [], { metadata: { model_id: 'gpt-4o', input_tokens: N.int(2000, 8000), output_tokens: N.int(60, 260) } });
        return span('chain', `Step ${i}`, { step_number: i }, { observations: typeof out === 'string' ? out : js(out) }, [llm, span('tool', tool.name, tool.args, out, [], err ? { error: err } : {})], { metadata: { duration: N.secs(1, 40) } });
      };
      const nb = { name: 'run_shell', args: { cmd: 'pytest --nbval analysis/coral_bleaching.ipynb -q' } };
      const c = [];
      c.push(step(1, 'Run nbval to see which cells fail.', 'print(run_shell("pytest --nbval analysis/coral_bleaching.ipynb -q"))', nb, `FFF..F....\nFAILED cell 3 - AttributeError: 'DataFrame' object has no attribute 'append'\nFAILED cell 4 - NameError: name 'reefs' is not defined\nFAILED cell 5 - FileNotFoundError: '/Users/lmorales/Desktop/noaa_dhw_2023.nc'\nFAILED cell 9 - nbval mismatch: sample mean 0.4132 != 0.3977\n4 failed, 6 passed in ${N.secs(10, 40)}`, 'exit 1'));
      c.push(step(2, 'Cell 3 uses DataFrame.append, removed in pandas 2; cell 4 only fails because cell 3 did. Replace append with pd.concat.', 'print(edit_cell(nb="analysis/coral_bleaching.ipynb", cell=3, find="reefs = reefs.append(extra)", replace="reefs = pd.concat([reefs, extra], ignore_index=True)"))', { name: 'edit_cell', args: { nb: 'analysis/coral_bleaching.ipynb', cell: 3, find: 'reefs = reefs.append(extra)', replace: 'reefs = pd.concat([reefs, extra], ignore_index=True)' } }, 'cell 3 updated'));
      c.push(step(3, 'Re-run to see what is left.', 'print(run_shell("pytest --nbval analysis/coral_bleaching.ipynb -q"))', nb, `.....F...F\nFAILED cell 5 - FileNotFoundError: '/Users/lmorales/Desktop/noaa_dhw_2023.nc'\nFAILED cell 9 - nbval mismatch: sample mean 0.4051 != 0.3977\n2 failed, 8 passed in ${N.secs(10, 40)}`, 'exit 1'));
      c.push(step(4, 'Cell 5 reads a file from a personal Desktop; the repo has it at data/noaa_dhw_2023.nc. Cell 9 draws a bootstrap sample without a seed, so its output changes per run: seed it with 20230815 and refresh the stored output.', 'edit_cell(nb="analysis/coral_bleaching.ipynb", cell=5, find="/Users/lmorales/Desktop/", replace="../data/")\nedit_cell(nb="analysis/coral_bleaching.ipynb", cell=9, find="rng = np.random.default_rng()", replace="rng = np.random.default_rng(20230815)")\nprint(run_shell("jupyter nbconvert --to notebook --execute --inplace analysis/coral_bleaching.ipynb"))', { name: 'run_shell', args: { cmd: 'jupyter nbconvert --to notebook --execute --inplace analysis/coral_bleaching.ipynb' } }, `[NbConvertApp] Converting notebook analysis/coral_bleaching.ipynb to notebook\n[NbConvertApp] Writing ${N.int(180000, 260000)} bytes to analysis/coral_bleaching.ipynb`));
      c.push(step(5, 'Now verify with nbval.', 'print(run_shell("pytest --nbval analysis/coral_bleaching.ipynb -q"))', nb, `..........\n10 passed in ${N.secs(10, 40)}`));
      c.push(step(6, 'All 10 cells pass; report the three changes.', 'final_answer("Notebook re-runs cleanly: pd.concat instead of DataFrame.append (cell 3), repo-relative data path (cell 5), seeded bootstrap RNG 20230815 (cell 9). nbval: 10 passed.")', { name: 'final_answer', args: { answer: 'Notebook re-runs cleanly (10 passed).' } }, 'Notebook re-runs cleanly: pd.concat instead of DataFrame.append (cell 3), repo-relative data path (cell 5), seeded bootstrap RNG 20230815 (cell 9). nbval: 10 passed.'));
      return span('agent', 'CodeAgent.run', { task: this.goal }, 'Notebook re-runs cleanly: 10 passed.', c, { metadata: { max_steps: 10, smolagents_version: '1.12.0' } });
    },
  },
  {
    n: '06', domain: 'tabletop RPG convention schedule', style: 'Gemini API function calling',
    isolates: 'A convention schedule JSON is validated against the schema with 6, then 3, then 1, then 0 errors; each round the agent fixes something different.',
    goal: 'Get dicecon_schedule.json to pass the venue app\'s JSON schema so it can be uploaded before the doors open.',
    build(N) {
      const S = makeStyle('gemini', N, { model: 'gemini-2.5-pro', system: 'You prepare schedule files for the DiceCon venue app. Functions: validate_schedule, apply_patch, upload_schedule.', goal: this.goal });
      const c = [];
      const val = (errs) => ({ valid: errs.length === 0, errorCount: errs.length, errors: errs, schema: 'venue-app/schedule.v3.json', ajv: '8.12.0', checkedAt: N.iso() });
      c.push(S.llm('', [['validate_schedule', { file: 'dicecon_schedule.json' }]]));
      c.push(S.tool('validate_schedule', { file: 'dicecon_schedule.json' }, val(['/sessions/3/start must match format "date-time"', '/sessions/7/start must match format "date-time"', '/sessions/12/start must match format "date-time"', '/sessions/5/room must be equal to one of the allowed values', '/sessions/9/gm must be string', '/sessions must NOT have more than 60 items'])));
      c.push(S.llm('Three start times lack a timezone offset ("2025-06-14T10:00"). The venue is on BST, so I will add +01:00.', [['apply_patch', { ops: [3, 7, 12].map((i) => ({ op: 'replace', path: `/sessions/${i}/start`, append: '+01:00' })) }]]));
      c.push(S.tool('apply_patch', { ops: [3, 7, 12].map((i) => ({ op: 'replace', path: `/sessions/${i}/start`, append: '+01:00' })) }, { applied: 3 }));
      c.push(S.llm('', [['validate_schedule', { file: 'dicecon_schedule.json' }]]));
      c.push(S.tool('validate_schedule', { file: 'dicecon_schedule.json' }, val(['/sessions/5/room must be equal to one of the allowed values', '/sessions/9/gm must be string', '/sessions must NOT have more than 60 items'])));
      c.push(S.llm('Room "Hall B " has a trailing space, and session 9 lists two GMs as an array; the schema wants one string, so join them as "Rook & Ahmed".', [['apply_patch', { ops: [{ op: 'replace', path: '/sessions/5/room', value: 'Hall B' }, { op: 'replace', path: '/sessions/9/gm', value: 'Rook & Ahmed' }] }]]));
      c.push(S.tool('apply_patch', { ops: [{ op: 'replace', path: '/sessions/5/room', value: 'Hall B' }, { op: 'replace', path: '/sessions/9/gm', value: 'Rook & Ahmed' }] }, { applied: 2 }));
      c.push(S.llm('', [['validate_schedule', { file: 'dicecon_schedule.json' }]]));
      c.push(S.tool('validate_schedule', { file: 'dicecon_schedule.json' }, val(['/sessions must NOT have more than 60 items'])));
      c.push(S.llm('63 sessions against a cap of 60: sessions 61-63 are duplicated copies of the Saturday one-shots (same ids with "-copy"). Removing those three.', [['apply_patch', { ops: [{ op: 'remove', path: '/sessions/62' }, { op: 'remove', path: '/sessions/61' }, { op: 'remove', path: '/sessions/60' }] }]]));
      c.push(S.tool('apply_patch', { ops: [{ op: 'remove', path: '/sessions/62' }, { op: 'remove', path: '/sessions/61' }, { op: 'remove', path: '/sessions/60' }] }, { applied: 3 }));
      c.push(S.llm('', [['validate_schedule', { file: 'dicecon_schedule.json' }]]));
      c.push(S.tool('validate_schedule', { file: 'dicecon_schedule.json' }, val([])));
      c.push(S.llm('', [['upload_schedule', { file: 'dicecon_schedule.json' }]]));
      c.push(S.tool('upload_schedule', { file: 'dicecon_schedule.json' }, { status: 'live', version: N.int(2, 9), etag: N.etag() }));
      c.push(S.llm('The schedule validates (0 errors) and is live in the venue app: fixed 3 timezone offsets, 1 room name, 1 GM field, and removed 3 duplicate sessions.', []));
      return S.root(c, { name: 'dicecon-schedule', output: 'live' });
    },
  },
];
