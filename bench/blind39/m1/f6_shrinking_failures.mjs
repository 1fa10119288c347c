// Family: shrinking_failures (healthy) — each fix different, the failure count drops to zero, then done.
import { sp, styler } from './lib.mjs';

export const family = 'shrinking_failures';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'clog makers sizing library (Rust)', style: 'swe',
    isolates: 'SWE-agent style: cargo test failures go 5 → 3 → 1 → 0 after three different edits, then the agent submits.',
    goal: 'Make `cargo test` pass in the clog sizing crate after switching from Paris points to mondopoint.',
    build(n, goal) {
      const S = styler(n, 'swe', { model: 'claude-3-5-sonnet-20241022', goal });
      const run = (f, names) => `   Compiling clog-size v0.4.0 (/repo)\n    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${n.secs(1, 6)}\n     Running unittests src/lib.rs (target/debug/deps/clog_size-${n.hex(16)})\n\nrunning 18 tests\n${names.map((x) => `test ${x} ... FAILED`).join('\n')}\n\ntest result: ${f ? 'FAILED' : 'ok'}. ${18 - f} passed; ${f} failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0${n.int(1, 9)}s`;
      const kids = [];
      const seq = [
        ['Run the tests.', 'cargo test', () => run(5, ['tests::eu_38_to_mondo', 'tests::eu_44_to_mondo', 'tests::uk_5_to_mondo', 'tests::width_wide', 'tests::round_half'])],
        ['The conversion still divides by 1.5 (Paris point). Mondopoint is foot length in mm: use (eu - 2) * 20 / 3 * 10 / 10.', "edit 12:12\n    ((eu - 2.0) * 20.0 / 3.0 * 10.0).round() as u32\nend_of_edit", () => 'File updated.'],
        ['Run again.', 'cargo test', () => run(3, ['tests::uk_5_to_mondo', 'tests::width_wide', 'tests::round_half'])],
        ['UK sizes go through EU first; fix uk_to_eu offset from 33 to 33.5 and width uses the wrong enum order.', "edit 20:27\n    pub fn uk_to_eu(uk: f32) -> f32 { uk + 33.5 }\n    pub enum Width { Narrow, Standard, Wide }\nend_of_edit", () => 'File updated.'],
        ['Run again.', 'cargo test', () => run(1, ['tests::round_half'])],
        ['round_half expects banker\'s rounding is NOT used; use f32::round (half away from zero) rather than the custom rounding helper.', "edit 41:44\n    x.round()\nend_of_edit", () => 'File updated.'],
        ['Run again.', 'cargo test', () => run(0, [])],
        ['All 18 tests pass. Submitting.', 'submit', () => 'diff --git a/src/lib.rs b/src/lib.rs\n... 3 hunks'],
      ];
      for (const [t, cmd, out] of seq) { const tn = cmd.startsWith('edit') ? 'edit' : cmd === 'submit' ? 'submit' : 'bash'; kids.push(S.llm(t, [[tn, { command: cmd }]])); kids.push(S.tool(tn, undefined, out())); }
      return sp('agent', 'SWE-agent run', { problem_statement: goal }, { exit_status: 'submitted', submission: 'patch (3 hunks)' }, kids);
    },
  },
  {
    id: '02', domain: 'lacquerware workshop inventory (TypeScript lint)', style: 'claude_sdk',
    isolates: 'ESLint errors fall 7 → 4 → 2 → 0 across three different edits in different files; the session ends with success.',
    goal: 'Clear all ESLint errors in the lacquerware inventory app so CI lint passes.',
    build(n, goal) {
      const sess = n.uuid();
      const S = styler(n, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal });
      const lint = (items) => items.length ? `\n/home/ci/urushi-inv/${items.map((x) => x).join('\n/home/ci/urushi-inv/')}\n\n✖ ${items.length} problems (${items.length} errors, 0 warnings)\n` : '';
      const kids = [];
      const seq = [
        ['', 'Bash', { command: 'npx eslint src --max-warnings 0' }, lint(['src/coats.ts\n  12:7  error  \'layers\' is assigned a value but never used  @typescript-eslint/no-unused-vars', 'src/coats.ts\n  30:3  error  Unexpected any  @typescript-eslint/no-explicit-any', 'src/curing.ts\n  8:1  error  Import order  import/order', 'src/curing.ts\n  44:9  error  Unexpected any  @typescript-eslint/no-explicit-any', 'src/curing.ts\n  51:9  error  Unexpected any  @typescript-eslint/no-explicit-any', 'src/kiln.ts\n  3:10  error  \'Humidity\' is defined but never used', 'src/kiln.ts\n  19:5  error  Missing return type  @typescript-eslint/explicit-function-return-type'])],
        ['Seven errors. Start with coats.ts: remove unused `layers` and type the coat record.', 'Edit', { file_path: 'src/coats.ts', old_string: 'const layers = coats.length;\n', new_string: '' }, 'The file src/coats.ts has been updated.'],
        ['', 'Edit', { file_path: 'src/coats.ts', old_string: '(c: any)', new_string: '(c: CoatRecord)' }, 'The file src/coats.ts has been updated.'],
        ['', 'Bash', { command: 'npx eslint src --max-warnings 0' }, lint(['src/curing.ts\n  8:1  error  Import order  import/order', 'src/curing.ts\n  44:9  error  Unexpected any', 'src/curing.ts\n  51:9  error  Unexpected any', 'src/kiln.ts\n  3:10  error  \'Humidity\' is defined but never used'])],
        ['Four left, wait, kiln return type already fixed by the type import. curing.ts: introduce a MuroReading type for both `any`s.', 'Edit', { file_path: 'src/curing.ts', old_string: 'function avg(rs: any[]): any', new_string: 'function avg(rs: MuroReading[]): number' }, 'The file src/curing.ts has been updated.'],
        ['', 'Bash', { command: 'npx eslint src --max-warnings 0' }, lint(['src/curing.ts\n  8:1  error  Import order  import/order', 'src/kiln.ts\n  3:10  error  \'Humidity\' is defined but never used'])],
        ['Two left: apply eslint --fix for import order and drop the unused Humidity import.', 'Bash', { command: "npx eslint src/curing.ts --fix && sed -i 's/import { Humidity, /import { /' src/kiln.ts && npx eslint src --max-warnings 0 && echo LINT_OK" }, 'LINT_OK\n'],
        ['Lint is clean: 7 errors fixed across coats.ts, curing.ts and kiln.ts.', null, null, null],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, name ? [[name, a]] : [], { session: sess })); if (name) kids.push(S.tool(name, a, out)); }
      return sp('agent', 'claude-agent-sdk.query', { prompt: goal }, { type: 'result', subtype: 'success', session_id: sess, result: 'Lint is clean.', num_turns: 8 }, kids);
    },
  },
  {
    id: '03', domain: 'bobsled track timing feed parser', style: 'vercel',
    isolates: 'Parser test failures drop 6 → 2 → 0 after two different fixes (timezone handling, then split-time rounding); the agent reports success.',
    goal: 'Fix the timing-feed parser so all split-time fixtures from the bobsled track parse correctly.',
    build(n, goal) {
      const S = styler(n, 'vercel', { model: 'gpt-4.1', goal });
      const test = (f) => ` RUN  v1.6.0 /srv/bobtime\n\n ${f ? '❯' : '✓'} test/parser.test.ts (14 tests${f ? ` | ${f} failed` : ''}) ${n.msNum(20, 90)}ms\n${f === 6 ? '   × split 1 start offset (CET)\n   × split 2 start offset (CET)\n   × finish CET\n   × DST boundary heat\n   × hundredths rounding 48.995\n   × hundredths rounding 51.005\n' : f === 2 ? '   × hundredths rounding 48.995\n   × hundredths rounding 51.005\n' : ''}\n Test Files  ${f ? '1 failed' : '1 passed'} (1)\n      Tests  ${f ? `${f} failed | ${14 - f} passed` : '14 passed'} (14)\n   Start at  ${n.clockOnly()}\n   Duration  ${n.ms(300, 900)}`;
      const kids = [];
      const seq = [
        ['', 'runCommand', { cmd: 'npx vitest run test/parser.test.ts' }, test(6)],
        ['Four failures are timezone: the feed times are Europe/Berlin local, parsed as UTC. Use the track timezone.', 'editFile', { path: 'src/parser.ts', find: "DateTime.fromFormat(t, 'HH:mm:ss.SS', { zone: 'utc' })", replace: "DateTime.fromFormat(t, 'HH:mm:ss.SS', { zone: 'Europe/Berlin' })" }, { ok: true }],
        ['', 'runCommand', { cmd: 'npx vitest run test/parser.test.ts' }, test(2)],
        ['Remaining two are float rounding of hundredths. Parse to integer milliseconds and truncate to hundredths, as FIBT timing truncates.', 'editFile', { path: 'src/parser.ts', find: 'Math.round(sec * 100) / 100', replace: 'Math.trunc(ms / 10) / 100' }, { ok: true }],
        ['', 'runCommand', { cmd: 'npx vitest run test/parser.test.ts' }, test(0)],
        ['All 14 parser tests pass: timezone fixed to Europe/Berlin and hundredths now truncated from integer milliseconds.', []],
      ];
      for (const [t, name, a, out] of seq) { if (Array.isArray(name)) { kids.push(S.llm(t, [])); continue; } kids.push(S.llm(t, [[name, a]])); kids.push(S.tool(name, a, out)); }
      return sp('agent', 'ai.generateText', { 'ai.prompt': goal }, { 'ai.response.text': 'All 14 parser tests pass.', 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'bobtime-fixer' } });
    },
  },
  {
    id: '04', domain: 'silk farm (sericulture) rearing-room climate config', style: 'pydantic',
    isolates: 'A config validator reports 4 → 2 → 1 → 0 violations as the agent fixes different rooms\' humidity, temperature and schedule settings.',
    goal: 'Make the silkworm rearing-room climate configuration pass the validator before fifth-instar larvae move in.',
    build(n, goal) {
      const S = styler(n, 'pydantic', { model: 'gpt-4o', goal });
      const v = (errs) => ({ valid: errs.length === 0, violations: errs, validator: 'climate-lint 2.1', checked: n.isoMs() });
      const kids = [];
      const seq = [
        ['', 'validate_config', { file: 'rooms.yaml' }, v(['room A: humidity 85% exceeds 5th-instar max 75%', 'room B: humidity 88% exceeds 5th-instar max 75%', 'room B: temp 27.5C above 25C', 'room C: feeding schedule has 2 feeds/day, need 3'])],
        ['Lower humidity in rooms A and B to 70%.', 'patch_config', { path: 'rooms.A.humidity_pct', value: 70, also: { 'rooms.B.humidity_pct': 70 } }, 'ok'],
        ['', 'validate_config', { file: 'rooms.yaml' }, v(['room B: temp 27.5C above 25C', 'room C: feeding schedule has 2 feeds/day, need 3'])],
        ['Set room B to 24C.', 'patch_config', { path: 'rooms.B.temp_c', value: 24 }, 'ok'],
        ['', 'validate_config', { file: 'rooms.yaml' }, v(['room C: feeding schedule has 2 feeds/day, need 3'])],
        ['Add a 14:00 mulberry feed to room C.', 'patch_config', { path: 'rooms.C.feeds', value: ['07:00', '14:00', '21:00'] }, 'ok'],
        ['', 'validate_config', { file: 'rooms.yaml' }, v([])],
        ['Configuration is valid: humidity 70% in A and B, room B at 24C, room C on three feeds.', null],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, name ? [[name, a]] : [])); if (name) kids.push(S.tool(name, a, out)); }
      return sp('agent', 'agent run', { prompt: goal }, { output: 'Configuration is valid.' }, kids, { metadata: { agent_name: 'sericulture_ops' } });
    },
  },
  {
    id: '05', domain: 'manhole cover foundry casting spec (SQL migration)', style: 'plain',
    isolates: 'Plain trace: a migration dry-run reports 3 → 1 → 0 errors after different schema fixes (type, then foreign key), then applies.',
    goal: 'Apply the migration that adds load-class (EN 124 B125/C250/D400) tracking to the foundry casting table.',
    build(n, goal) {
      const S = styler(n, 'plain', { model: 'gpt-4o', goal });
      const kids = [];
      const seq = [
        ['', 'migrate', { dry_run: true }, `psql:0042_load_class.sql:3: ERROR:  type "en124_class" does not exist\npsql:0042_load_class.sql:9: ERROR:  column "load_class" does not exist\npsql:0042_load_class.sql:14: ERROR:  insert or update on table "castings" violates foreign key constraint "castings_pattern_fk"\nROLLBACK (dry run, ${n.ms(30, 200)})`],
        ['Create the enum before the column; the second error follows from the first.', 'edit_migration', { file: '0042_load_class.sql', prepend: "CREATE TYPE en124_class AS ENUM ('A15','B125','C250','D400','E600','F900');" }, 'written'],
        ['', 'migrate', { dry_run: true }, `psql:0042_load_class.sql:15: ERROR:  insert or update on table "castings" violates foreign key constraint "castings_pattern_fk"\nDETAIL:  Key (pattern_id)=(P-D400-600) is not present in table "patterns".\nROLLBACK (dry run, ${n.ms(30, 200)})`],
        ['The backfill references pattern P-D400-600 which is not registered. Insert the pattern row first.', 'edit_migration', { file: '0042_load_class.sql', insert_before_line: 14, sql: "INSERT INTO patterns(id, diameter_mm, class) VALUES ('P-D400-600', 600, 'D400');" }, 'written'],
        ['', 'migrate', { dry_run: true }, `BEGIN\nCREATE TYPE\nALTER TABLE\nINSERT 0 1\nUPDATE 212\nROLLBACK (dry run, ${n.ms(30, 200)})`],
        ['Dry run is clean. Applying for real.', 'migrate', { dry_run: false }, `BEGIN\nCREATE TYPE\nALTER TABLE\nINSERT 0 1\nUPDATE 212\nCOMMIT\nmigration 0042 applied at ${n.iso()}`],
        ['Migration 0042 applied: en124_class enum, load_class column, 212 castings backfilled.', null],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, name ? [[name, a]] : [])); if (name) kids.push(S.tool(name, a, out)); }
      return sp('agent', 'run', { goal }, 'Migration 0042 applied.', kids);
    },
  },
  {
    id: '06', domain: 'henna artists booking widget (accessibility audit)', style: 'mlflow',
    isolates: 'axe accessibility violations drop 6 → 3 → 0 after different fixes (labels, contrast), then the agent reports done.',
    goal: 'Fix the accessibility violations on the henna artist booking widget until the axe scan is clean.',
    build(n, goal) {
      const S = styler(n, 'mlflow', { model: 'gpt-4o-mini', goal });
      const scan = (v) => ({ url: 'https://book.mehndi-studio.example/widget', violations: v, scan_id: n.uuid(), engine: 'axe-core 4.9.1', ts: n.isoMs() });
      const kids = [];
      const seq = [
        ['', 'axe_scan', {}, scan([{ id: 'label', nodes: 3 }, { id: 'color-contrast', nodes: 2 }, { id: 'button-name', nodes: 1 }])],
        ['Add labels to the three date/time/artist inputs and an aria-label to the icon button.', 'patch_component', { file: 'BookingForm.tsx', changes: ['<label htmlFor="date">Date</label>', '<label htmlFor="slot">Time</label>', '<label htmlFor="artist">Artist</label>', 'aria-label="Next month"'] }, 'patched 4 locations'],
        ['', 'axe_scan', {}, scan([{ id: 'color-contrast', nodes: 2 }, { id: 'label', nodes: 1 }])],
        ['The remaining label is the hidden price field; contrast is #c9a27e on white (2.4:1). Darken to #8a5a2b (5.1:1).', 'patch_component', { file: 'theme.css', changes: ['--accent: #8a5a2b;'], also: 'remove hidden price input' }, 'patched 2 locations'],
        ['', 'axe_scan', {}, scan([])],
        ['The widget now passes axe with zero violations.', null],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, name ? [[name, a]] : [])); if (name) kids.push(S.tool(name, a, out)); }
      return sp('agent', 'a11y_agent', { question: goal }, { answer: 'Zero violations.' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'OK' } });
    },
  },
];
