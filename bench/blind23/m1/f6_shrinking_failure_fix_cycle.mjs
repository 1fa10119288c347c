import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, bt } from './lib.mjs';

export const family = {
  name: 'shrinking_failure_fix_cycle',
  loop: false,
  stagnation: false,
  isolates: 'A fix-and-recheck cycle where each fix is different and the failure count drops on every run until the check passes and the task is reported done.',
};

export const rows = [
  {
    n: '01', domain: 'reptile expo exhibitor app', style: 'Cline task history',
    isolates: '`swift test` goes 6 failures -> 3 -> 1 -> 0 after three different fixes (date decoding, booth-number parsing, CITES flag default), then the task completes.',
    goal: 'Fix the failing unit tests in the ScaleShow exhibitor Swift package after the API switched to ISO-8601 dates and alphanumeric booth numbers.',
    build: (c) => {
      const ui = (say) => ({ ts: c.epochMs(), type: 'say', say });
      const out = (fails, names) => `Building for debugging...\n[${c.int(3, 9)}/${c.int(10, 14)}] Compiling ScaleShowKit ExhibitorDecoder.swift\nBuild complete! (${(c.rand() * 4 + 1).toFixed(2)}s)\nTest Suite 'All tests' started at ${c.dateOnly()} ${c.syslog().slice(-8)}.${c.int(100, 999)}.\n${names.map((n) => `/pkg/Tests/ScaleShowKitTests/${n}: error: XCTAssertEqual failed`).join('\n')}\nExecuted 24 tests, with ${fails} failure${fails === 1 ? '' : 's'} (0 unexpected) in ${(c.rand()).toFixed(3)} (${(c.rand() + 0.1).toFixed(3)}) seconds`;
      const k = [];
      const turn = (text, toolName, args, result) => { k.push(llm('api_req', { role: 'user', content: [{ type: 'text', text: '[previous tool] Result: ...' }] }, { role: 'assistant', content: [{ type: 'text', text }] }, ui('api_req_started'))); k.push(tool(toolName, args, result, ui(toolName === 'execute_command' ? 'command_output' : 'tool'))); c.adv(25); };
      turn('<thinking>Reproduce the failures first.</thinking>\n<execute_command>\n<command>swift test</command>\n</execute_command>', 'execute_command', { command: 'swift test' }, out(6, ['ExhibitorDecoderTests.swift:18', 'ExhibitorDecoderTests.swift:31', 'ExhibitorDecoderTests.swift:44', 'BoothTests.swift:12', 'BoothTests.swift:27', 'PermitTests.swift:9']));
      turn('<thinking>Three decoder failures are all date-related: the decoder still uses .secondsSince1970. Switching to .iso8601.</thinking>\n<replace_in_file>\n<path>Sources/ScaleShowKit/ExhibitorDecoder.swift</path>\n<diff>-decoder.dateDecodingStrategy = .secondsSince1970\n+decoder.dateDecodingStrategy = .iso8601</diff>\n</replace_in_file>', 'replace_in_file', { path: 'Sources/ScaleShowKit/ExhibitorDecoder.swift' }, 'The content was successfully saved.');
      turn('<thinking>Did the ISO-8601 change clear the decoder tests?</thinking>\n<execute_command>\n<command>swift test</command>\n</execute_command>', 'execute_command', { command: 'swift test' }, out(3, ['BoothTests.swift:12', 'BoothTests.swift:27', 'PermitTests.swift:9']));
      turn('<thinking>Down to 3. Booth numbers like "H-114B" fail because Booth.init parses Int. Storing the hall letter and number separately with a suffix.</thinking>\n<replace_in_file>\n<path>Sources/ScaleShowKit/Booth.swift</path>\n<diff>-let number: Int\n+let hall: Character\n+let number: Int\n+let suffix: String?</diff>\n</replace_in_file>', 'replace_in_file', { path: 'Sources/ScaleShowKit/Booth.swift' }, 'The content was successfully saved.');
      turn('<thinking>Booth parsing changed; verify.</thinking>\n<execute_command>\n<command>swift test</command>\n</execute_command>', 'execute_command', { command: 'swift test' }, out(1, ['PermitTests.swift:9']));
      turn('<thinking>Last one: PermitTests expects citesListed to default to false when the key is missing; the decoder uses decode instead of decodeIfPresent.</thinking>\n<replace_in_file>\n<path>Sources/ScaleShowKit/Permit.swift</path>\n<diff>-citesListed = try c.decode(Bool.self, forKey: .citesListed)\n+citesListed = try c.decodeIfPresent(Bool.self, forKey: .citesListed) ?? false</diff>\n</replace_in_file>', 'replace_in_file', { path: 'Sources/ScaleShowKit/Permit.swift' }, 'The content was successfully saved.');
      turn('<thinking>Final check after the Permit default.</thinking>\n<execute_command>\n<command>swift test</command>\n</execute_command>', 'execute_command', { command: 'swift test' }, out(0, []));
      k.push(llm('api_req', { role: 'user', content: [{ type: 'text', text: '[execute_command] Result: Executed 24 tests, with 0 failures' }] }, { role: 'assistant', content: [{ type: 'text', text: '<attempt_completion>\n<result>All 24 tests pass. Changes: ISO-8601 date decoding, Booth now parses hall/number/suffix (e.g. H-114B), and Permit.citesListed defaults to false when absent.</result>\n</attempt_completion>' }] }, ui('completion_result')));
      return agent('cline.task', { task: 'Fix failing ScaleShowKit tests' }, { ui_last: { type: 'say', say: 'completion_result' } }, k, { taskId: String(c.epochMs()), modelId: 'claude-sonnet-4-20250514' });
    },
  },
  {
    n: '02', domain: 'hemp decortication plant PLC tags', style: 'Goose session log',
    isolates: 'A PLC tag-map linter reports 9, then 5, then 2, then 0 problems as three distinct fixes land (address overlaps, unit suffixes, a missing scan class); Goose then summarises.',
    goal: 'Make the new decorticator line\'s PLC tag map pass taglint before it is imported into the SCADA server.',
    build: (c) => {
      const k = [];
      const sh = (text, command, out) => { const id = 'toolu_' + c.alnum(24); k.push(llm('assistant', [{ role: 'user', created: c.epoch() }], { role: 'assistant', created: c.epoch(), content: [{ type: 'text', text }, { type: 'toolRequest', id, toolCall: { status: 'success', value: { name: 'developer__shell', arguments: { command } } } }] })); k.push(tool('developer__shell', { command }, { type: 'toolResponse', id, toolResult: { status: 'success', value: [{ type: 'text', text: out }] } })); c.adv(20); };
      const L = 'taglint tags/decort_line2.csv';
      sh('Running the linter on the line 2 tag map.', L, `taglint 0.8.2  file=tags/decort_line2.csv  tags=312\nE101 overlap: DECORT2_ROLLER_SPD %MW120 also used by DECORT2_FEED_SPD\nE101 overlap: DECORT2_HURD_LVL %MW122 also used by DECORT2_FIBRE_LVL\nE101 overlap: DECORT2_FAN_AMP %MW124 also used by DECORT2_FAN_HZ\nE204 unit suffix missing: DECORT2_BALE_WT\nE204 unit suffix missing: DECORT2_MOIST\nE204 unit suffix missing: DECORT2_DRUM_TMP\nE204 unit suffix missing: DECORT2_FEED_RATE\nW310 no scan class: DECORT2_ESTOP_CHAIN\nW310 no scan class: DECORT2_GUARD_DOOR\n9 problems (7 errors, 2 warnings) in ${c.int(40, 90)}ms`);
      sh('Three register overlaps: the feed/fibre/fan tags were copied from line 1 without shifting. Moving them to %MW140-%MW144.', `python scripts/shift_regs.py tags/decort_line2.csv --tags DECORT2_FEED_SPD,DECORT2_FIBRE_LVL,DECORT2_FAN_HZ --base %MW140 && ${L}`, `moved 3 tags\ntaglint 0.8.2  file=tags/decort_line2.csv  tags=312\nE204 unit suffix missing: DECORT2_BALE_WT\nE204 unit suffix missing: DECORT2_MOIST\nE204 unit suffix missing: DECORT2_DRUM_TMP\nW310 no scan class: DECORT2_ESTOP_CHAIN\nW310 no scan class: DECORT2_GUARD_DOOR\n5 problems (3 errors, 2 warnings) in ${c.int(40, 90)}ms`);
      sh('FEED_RATE already had _KGH in the description column so it resolved. Renaming the other three with _KG, _PCT, _DEGC suffixes.', `sed -i 's/DECORT2_BALE_WT,/DECORT2_BALE_WT_KG,/; s/DECORT2_MOIST,/DECORT2_MOIST_PCT,/; s/DECORT2_DRUM_TMP,/DECORT2_DRUM_TMP_DEGC,/' tags/decort_line2.csv && ${L}`, `taglint 0.8.2  file=tags/decort_line2.csv  tags=312\nW310 no scan class: DECORT2_ESTOP_CHAIN\nW310 no scan class: DECORT2_GUARD_DOOR\n2 problems (0 errors, 2 warnings) in ${c.int(40, 90)}ms`);
      sh('Safety tags need the fast scan class (100 ms) per the site standard.', `python scripts/set_scan.py tags/decort_line2.csv DECORT2_ESTOP_CHAIN DECORT2_GUARD_DOOR --class FAST_100MS && ${L}`, `taglint 0.8.2  file=tags/decort_line2.csv  tags=312\n0 problems in ${c.int(40, 90)}ms`);
      k.push(llm('assistant', [{ role: 'user', created: c.epoch() }], { role: 'assistant', created: c.epoch(), content: [{ type: 'text', text: 'taglint is clean (312 tags). Changes: shifted FEED_SPD/FIBRE_LVL/FAN_HZ to %MW140-%MW144, added unit suffixes to BALE_WT_KG, MOIST_PCT, DRUM_TMP_DEGC, and put both safety-chain tags on FAST_100MS. Ready to import.' }] }));
      return agent('goose session', { session: 'decort-line2-tags' }, { ended: 'completed' }, k, { goose_version: '1.0.29', provider: 'openai', model: 'gpt-4.1' });
    },
  },
  {
    n: '03', domain: 'house painting quotes', style: 'OpenHands event stream',
    isolates: 'pytest on a paint-quote calculator drops from 5 failed to 2 to 0 across two different fixes (coverage per litre, rounding up tins), then the agent finishes.',
    goal: 'Fix the quote calculator for Brushwell Decorators so the test suite passes: quotes are coming out with too little paint.',
    build: (c) => {
      const k = [];
      const act = (thought, action, args) => k.push(llm('LLM completion', { messages: '[...]' }, { thought, action, args }, { model: 'claude-3-7-sonnet', cost: +(c.rand() * 0.02).toFixed(4) }));
      const run = (content) => { c.adv(6); k.push(tool('CmdRunAction', { command: 'python -m pytest -q tests/test_quote.py' }, { observation: 'run', content, extras: { metadata: { exit_code: content.includes('failed') ? 1 : 0, working_dir: '/workspace/brushwell' } } })); };
      act('Run the quote tests.', 'run', { command: 'python -m pytest -q tests/test_quote.py' });
      run(`..FFF.FF.\nFAILED tests/test_quote.py::test_two_coats_litres - assert 9.6 == 19.2\nFAILED tests/test_quote.py::test_ceiling_litres - assert 3.1 == 6.2\nFAILED tests/test_quote.py::test_tins_5l - assert 2 == 4\nFAILED tests/test_quote.py::test_tins_round_up - assert 1 == 2\nFAILED tests/test_quote.py::test_total_price - assert 118.0 == 236.0\n5 failed, 4 passed in ${(c.rand() + 0.2).toFixed(2)}s`);
      act('Litres are exactly half of expected everywhere: coats is ignored. litres = area / coverage should be area * coats / coverage.', 'edit', { path: 'brushwell/quote.py', old_str: 'litres = area / COVERAGE_M2_PER_L', new_str: 'litres = area * coats / COVERAGE_M2_PER_L' });
      k.push(tool('FileEditAction', { path: 'brushwell/quote.py' }, { observation: 'edit', content: 'The file brushwell/quote.py has been edited.' }));
      act('Re-run.', 'run', { command: 'python -m pytest -q tests/test_quote.py' });
      run(`.....FF..\nFAILED tests/test_quote.py::test_tins_5l - assert 3 == 4\nFAILED tests/test_quote.py::test_tins_round_up - assert 1 == 2\n2 failed, 7 passed in ${(c.rand() + 0.2).toFixed(2)}s`);
      act('Remaining failures are tin counts: int() truncates 19.2/5 to 3. Use math.ceil.', 'edit', { path: 'brushwell/quote.py', old_str: 'tins = int(litres / TIN_L)', new_str: 'tins = math.ceil(litres / TIN_L)' });
      k.push(tool('FileEditAction', { path: 'brushwell/quote.py' }, { observation: 'edit', content: 'The file brushwell/quote.py has been edited.' }));
      act('Re-run.', 'run', { command: 'python -m pytest -q tests/test_quote.py' });
      run(`.........\n9 passed in ${(c.rand() + 0.2).toFixed(2)}s`);
      act('All 9 tests pass. Quotes now multiply by number of coats and round tins up; a 2-coat 96 m2 room now needs 19.2 L = 4 x 5 L tins.', 'finish', {});
      return agent('CodeActAgent', { task: 'Fix the Brushwell quote calculator' }, { agent_state: 'finished' }, k, { sid: c.uuid(), openhands_version: '0.40.0' });
    },
  },
  {
    n: '04', domain: 'sod farm harvest scheduling', style: 'Braintrust spans',
    isolates: 'TypeScript compile errors in a turf-harvest scheduler fall 7 -> 4 -> 1 -> 0 over three different fixes (a renamed field, a nullable date, a union type), then the agent reports done.',
    goal: 'Get the GreenRoll sod farm harvest scheduler compiling after the field-sensor API types were regenerated.',
    build: (c) => {
      const k = [];
      const tsc = (lines) => ({ stdout: lines.join('\n') + `\n\nFound ${lines.length} error${lines.length === 1 ? '' : 's'}${lines.length ? ` in ${new Set(lines.map((l) => l.split('(')[0])).size} files` : ''}.`, exit_code: lines.length ? 2 : 0, elapsed: `${c.int(2, 7)}.${c.int(10, 99)}s` });
      const step = (text, edit, out) => {
        k.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'continue' }], [{ role: 'assistant', content: text, tool_calls: edit ? [{ function: { name: 'apply_patch', arguments: JSON.stringify(edit) } }] : [] }], [], { model: 'o4-mini' }));
        if (edit) k.push(bt(c, 'tool', 'apply_patch', edit, { ok: true }));
        k.push(bt(c, 'tool', 'run', { cmd: 'npx tsc --noEmit' }, out));
      };
      k.push(bt(c, 'tool', 'run', { cmd: 'npx tsc --noEmit' }, tsc(['src/plan.ts(14,22): error TS2339: Property \'moisturePct\' does not exist on type \'FieldReading\'.', 'src/plan.ts(31,9): error TS2339: Property \'moisturePct\' does not exist on type \'FieldReading\'.', 'src/plan.ts(58,17): error TS2339: Property \'moisturePct\' does not exist on type \'FieldReading\'.', 'src/cut.ts(9,30): error TS2345: Argument of type \'string | null\' is not assignable to parameter of type \'string\'.', 'src/cut.ts(22,5): error TS2322: Type \'Date | null\' is not assignable to type \'Date\'.', 'src/cut.ts(40,12): error TS18047: \'lastCut\' is possibly \'null\'.', 'src/grade.ts(7,3): error TS2322: Type \'"A+"\' is not assignable to type \'TurfGrade\'.'])));
      step('Three errors are the renamed field: moisturePct is now volumetricWaterContent (0-1). Updating and converting.', { file: 'src/plan.ts', replace: 'r.moisturePct', with: '(r.volumetricWaterContent * 100)' }, tsc(['src/cut.ts(9,30): error TS2345: Argument of type \'string | null\' is not assignable to parameter of type \'string\'.', 'src/cut.ts(22,5): error TS2322: Type \'Date | null\' is not assignable to type \'Date\'.', 'src/cut.ts(40,12): error TS18047: \'lastCut\' is possibly \'null\'.', 'src/grade.ts(7,3): error TS2322: Type \'"A+"\' is not assignable to type \'TurfGrade\'.']));
      step('lastCutAt is now nullable for newly seeded fields. Treat null as "never cut" and skip those fields from cut planning.', { file: 'src/cut.ts', replace: 'const lastCut = new Date(f.lastCutAt)', with: 'if (!f.lastCutAt) return null;\n  const lastCut = new Date(f.lastCutAt)' }, tsc(['src/grade.ts(7,3): error TS2322: Type \'"A+"\' is not assignable to type \'TurfGrade\'.']));
      step('TurfGrade union dropped "A+"; the regenerated API uses "PREMIUM". Mapping it.', { file: 'src/grade.ts', replace: "'A+'", with: "'PREMIUM'" }, tsc([]));
      k.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'continue' }], [{ role: 'assistant', content: 'tsc is clean. Fixed: moisture now read from volumetricWaterContent, fields never cut are skipped in planning, and grade A+ is mapped to PREMIUM.' }], [], { model: 'o4-mini' }));
      return bt(c, 'task', 'fix_types', { repo: 'greenroll-scheduler' }, { passed: true }, k, { project: 'greenroll-dev-agent' });
    },
  },
  {
    n: '05', domain: 'float tank centre bookings', style: 'OpenLLMetry / Traceloop',
    isolates: 'ESLint problems in a float-tank booking widget drop 12 -> 5 -> 0 across two different fixes (auto-fixable formatting, then hook dependency and unused imports), then done.',
    goal: 'Make the Stillwater Float booking widget pass lint so the CI pipeline can deploy the new 90-minute session option.',
    build: (c) => {
      const sys = { role: 'system', content: 'You maintain the Stillwater Float web widget. Use run_shell and edit_file.' };
      const k = [];
      const sh = (text, cmd, out) => { const call = oaCall(c, 'run_shell', { cmd }); k.push(tlLLM(c, { messages: [sys, { role: 'user', content: 'make lint pass' }], text, toolCalls: [call] })); k.push(tlTool(c, 'run_shell', { cmd }, out)); c.adv(15); };
      sh(null, 'npx eslint src/widget', `/app/src/widget/SessionPicker.tsx\n  3:10  error  'format' is defined but never used  @typescript-eslint/no-unused-vars\n  18:5  warning  React Hook useEffect has a missing dependency: 'tankId'  react-hooks/exhaustive-deps\n  22:1  error  Expected indentation of 4 spaces  indent\n  23:1  error  Expected indentation of 4 spaces  indent\n  31:18 error  Strings must use singlequote  quotes\n/app/src/widget/Price.tsx\n  2:8  error  'dayjs' is defined but never used  @typescript-eslint/no-unused-vars\n  9:1  error  Expected indentation of 2 spaces  indent\n  10:1  error  Expected indentation of 2 spaces  indent\n  12:22 error  Missing semicolon  semi\n  14:22 error  Missing semicolon  semi\n  15:9 error  Strings must use singlequote  quotes\n  20:3 error  Unexpected console statement  no-console\n\n✖ 12 problems (11 errors, 1 warning)\n  7 problems are potentially fixable with the \`--fix\` option.`);
      sh('Seven are auto-fixable formatting issues; applying --fix first.', 'npx eslint src/widget --fix', `/app/src/widget/SessionPicker.tsx\n  3:10  error  'format' is defined but never used  @typescript-eslint/no-unused-vars\n  18:5  warning  React Hook useEffect has a missing dependency: 'tankId'  react-hooks/exhaustive-deps\n/app/src/widget/Price.tsx\n  2:8  error  'dayjs' is defined but never used  @typescript-eslint/no-unused-vars\n  20:3 error  Unexpected console statement  no-console\n\n✖ 5 problems (4 errors, 1 warning)`);
      const e = oaCall(c, 'edit_file', { path: 'src/widget/SessionPicker.tsx', patch: '-import { format } from "date-fns";\n-}, []);\n+}, [tankId]);' });
      k.push(tlLLM(c, { messages: [sys], text: 'Removing the unused imports, adding tankId to the effect deps (the 90-minute slots depend on the tank), and deleting the debug console.log in Price.tsx.', toolCalls: [e] }));
      k.push(tlTool(c, 'edit_file', JSON.parse(e.function.arguments), { ok: true, files_changed: 2 }));
      sh(null, 'npx eslint src/widget', '');
      k.push(tlLLM(c, { messages: [sys], text: 'Lint is clean (no output, exit 0). The 90-minute session option can go through CI now.' }));
      return agent('widget_lint.workflow', { repo: 'stillwater-widget' }, { done: true }, k, tlMeta('workflow', 'widget_lint', { repo: 'stillwater-widget' }, { done: true }));
    },
  },
  {
    n: '06', domain: 'hardwood floor refinishing estimates', style: 'AutoGen / AG2 (assistant + executor agents)',
    isolates: 'dbt tests on an estimates model go from 4 failures to 2 to 1 to 0 as the assistant proposes three different model changes executed by a code executor agent; then TERMINATE.',
    goal: 'Fix the dbt tests on the Oakline Floors estimates mart so the weekly sanding-and-finish estimate report can be built.',
    build: (c) => {
      const k = [];
      const A = (content) => k.push(llm('assistant', { messages: '[...]' }, { type: 'TextMessage', source: 'assistant', content, models_usage: { prompt_tokens: c.int(900, 4000), completion_tokens: c.int(60, 300) } }, { created_at: c.isoMs() }));
      const E = (code, output) => { c.adv(30); k.push(tool('code_executor', { code }, { type: 'CodeExecutionEvent', source: 'executor', exit_code: output.includes('ERROR=0') ? 0 : 1, output }, { executor: 'DockerCommandLineCodeExecutor', container: c.hex(12), work_dir: c.tmp('autogen_') })); };
      const done = (pass, err) => `${c.syslog().slice(-8)}  Finished running 11 data tests in 0 hours 0 minutes and ${c.int(2, 9)}.${c.int(10, 99)} seconds (${(c.rand() * 9 + 2).toFixed(2)}s).\n${c.syslog().slice(-8)}  Done. PASS=${pass} WARN=0 ERROR=${err} SKIP=0 TOTAL=11`;
      A('```sh\ndbt test --select mart_estimates\n```');
      E('dbt test --select mart_estimates', `FAIL 3 not_null_mart_estimates_room_area_m2\nFAIL 12 accepted_values_mart_estimates_finish__oil__lacquer__hardwax\nFAIL 1 unique_mart_estimates_estimate_id\nFAIL 5 dbt_utils_expression_is_true_mart_estimates_total_gbp_gt_0\n${done(7, 4)}`);
      A('Finish values come in title case from the CRM ("Hardwax"), so lower() them in stg_estimates; the 5 non-positive totals are probably the 3 null areas plus rows multiplied by null. Fixing casing first:\n```sql\n-- models/staging/stg_estimates.sql\nlower(trim(finish_type)) as finish\n```\n```sh\ndbt build --select stg_estimates+ \n```');
      E('dbt build --select stg_estimates+', `FAIL 3 not_null_mart_estimates_room_area_m2\nFAIL 1 unique_mart_estimates_estimate_id\n${done(9, 2)}`);
      A('Totals passed once finish priced correctly. The 3 null areas are rooms measured in square feet only; convert area_sqft * 0.092903 when area_m2 is null:\n```sql\ncoalesce(area_m2, area_sqft * 0.092903) as room_area_m2\n```');
      E('dbt build --select stg_estimates+', `FAIL 1 unique_mart_estimates_estimate_id\n${done(10, 1)}`);
      A('One duplicate estimate_id: EST-20931 appears twice because a revised estimate keeps the id. Keep the latest revision with qualify row_number() over (partition by estimate_id order by revised_at desc) = 1.');
      E('dbt build --select stg_estimates+', `${done(11, 0)}`);
      A('All 11 tests pass: finishes normalised to lower case, square-foot rooms converted to m2, and only the latest revision of each estimate kept. TERMINATE');
      return agent('RoundRobinGroupChat', { task: 'Fix the dbt tests on mart_estimates' }, { stop_reason: "Text 'TERMINATE' mentioned" }, k, { autogen_version: '0.4.9', participants: ['assistant', 'executor'] });
    },
  },
];
