import { agent, llm, tool, span } from './lib.mjs';
export const family = 'shrinking_failure_fixes';
export const scenarios = [
  // 01 observatory photographic-plate FITS tooling, Claude Agent SDK
  (N) => {
    const K = [];
    const run = (out, err) => tool('Bash', { command: 'mypy platescan/ --strict', description: 'Type-check platescan' }, out, { tool_use_id: N.toolu(), duration_ms: N.ms(1800, 6000) }, err);
    const think = (t, nm, inp) => llm('assistant', { role: 'user', content: '[tool_result]' }, { type: 'assistant', message: { id: 'msg_01' + N.b62(22), content: [{ type: 'text', text: t }, { type: 'tool_use', id: N.toolu(), name: nm, input: inp }], stop_reason: 'tool_use', usage: { input_tokens: N.int(4000, 9000), output_tokens: N.int(80, 300) } } });
    K.push(run(`platescan/header.py:41: error: Incompatible types in assignment (expression has type "float | None", variable has type "float")\nplatescan/header.py:58: error: Missing return statement\nplatescan/wcs.py:12: error: Module "astropy.wcs" has no attribute "WCSSUB"\nplatescan/wcs.py:77: error: Argument 1 to "pix2world" has incompatible type "list[int]"\nplatescan/plates.py:9: error: Need type annotation for "seen"\nplatescan/plates.py:33: error: Returning Any from function declared to return "str"\nFound 6 errors in 3 files (checked 11 source files)`, 'exit 1'));
    K.push(think('Six errors. The two in header.py come from EXPTIME being optional on Harvard plates; I\'ll make plate_exposure() return Optional[float] and handle None in the caller, which also fixes the missing return on line 58.', 'Edit', { file_path: 'platescan/header.py', old_string: 'def plate_exposure(hdr) -> float:', new_string: 'def plate_exposure(hdr) -> float | None:' }));
    K.push(tool('Edit', { file_path: 'platescan/header.py' }, 'The file platescan/header.py has been updated.', { tool_use_id: N.toolu() }));
    K.push(run(`platescan/wcs.py:12: error: Module "astropy.wcs" has no attribute "WCSSUB"\nplatescan/wcs.py:77: error: Argument 1 to "pix2world" has incompatible type "list[int]"\nplatescan/plates.py:9: error: Need type annotation for "seen"\nplatescan/plates.py:33: error: Returning Any from function declared to return "str"\nFound 4 errors in 2 files (checked 11 source files)`, 'exit 1'));
    K.push(think('Down to 4. WCSSUB was removed upstream; the plate code only needs WCS.sub([1,2]). pix2world wants a numpy array, so I\'ll wrap the pixel list with np.asarray. plates.py: annotate seen as set[str] and cast the header lookup with str().', 'MultiEdit', { file_path: 'platescan/wcs.py', edits: [{ old_string: 'from astropy.wcs import WCS, WCSSUB', new_string: 'from astropy.wcs import WCS' }, { old_string: 'w.pix2world(px, 0)', new_string: 'w.pix2world(np.asarray(px), 0)' }] }));
    K.push(tool('MultiEdit', { file_path: 'platescan/wcs.py' }, 'Applied 2 edits to platescan/wcs.py', { tool_use_id: N.toolu() }));
    K.push(tool('Edit', { file_path: 'platescan/plates.py', old_string: 'seen = set()', new_string: 'seen: set[str] = set()' }, 'The file platescan/plates.py has been updated.', { tool_use_id: N.toolu() }));
    K.push(run(`platescan/plates.py:33: error: Returning Any from function declared to return "str"\nFound 1 error in 1 file (checked 11 source files)`, 'exit 1'));
    K.push(think('One left: hdr.get("PLATEID") is typed Any. Wrapping it in str() and defaulting to "UNKNOWN" for plates with damaged jackets.', 'Edit', { file_path: 'platescan/plates.py', old_string: 'return hdr.get("PLATEID")', new_string: 'return str(hdr.get("PLATEID", "UNKNOWN"))' }));
    K.push(tool('Edit', { file_path: 'platescan/plates.py' }, 'The file platescan/plates.py has been updated.', { tool_use_id: N.toolu() }));
    K.push(run('Success: no issues found in 11 source files'));
    K.push(llm('assistant', {}, { type: 'result', subtype: 'success', result: 'mypy --strict is clean: 6 → 4 → 1 → 0 errors. Changes: optional exposure time, removed WCSSUB, numpy pixel arrays, typed set, PLATEID default.', num_turns: 9, total_cost_usd: 0.1844, session_id: N.uuid() }));
    return { stagnation: false, goal: 'Make the observatory plate-scan package pass mypy --strict.', isolates: 'Type errors fall 6 → 4 → 1 → 0 across the same check command, each round fixing different errors, then the run ends successfully.',
      root: agent('claude-code', { prompt: 'Get platescan/ clean under mypy --strict.' }, { subtype: 'success' }, K, { sdk: 'claude-agent-sdk', model: 'claude-sonnet-4-20250514', cwd: '/home/obs/platescan' }) };
  },
  // 02 vineyard frost-sensor ingestion, LangSmith run tree
  (N) => {
    const K = [];
    const val = (n, detail) => tool('validate_batch', { file: 'frostnet_2025-04-17.csv', schema: 'frost_v3' }, { rows: 2880, rejected: n, sample_errors: detail, run_at: N.iso(), validator_host: N.host('etl') }, { run_type: 'tool', ls_run_id: N.uuid() });
    const ch = (txt, fn, args) => llm('ChatOpenAI', { messages: [{ role: 'system', content: 'You fix ETL ingestion issues.' }] }, { generations: [[{ text: txt, message: { content: txt, tool_calls: [{ name: fn, args }] } }]] }, { run_type: 'llm', ls_model_name: 'gpt-4o', ls_run_id: N.uuid() });
    K.push(val(37, ['row 88: temp_c "−1.4" not a number (U+2212 minus)', 'row 301: station "BLK-07 " trailing space', 'row 1204: timestamp "17/04/2025 03:10" not ISO']));
    K.push(ch('37 rejects in three kinds. The biggest group (25 rows) is the Unicode minus sign from the Blackhill loggers. Normalise U+2212 to ASCII hyphen before parsing.', 'add_transform', { name: 'normalise_minus', expr: "replace('\\u2212','-')" }));
    K.push(tool('add_transform', { name: 'normalise_minus' }, { pipeline_rev: 14, transforms: 5 }, { run_type: 'tool' }));
    K.push(val(12, ['row 301: station "BLK-07 " trailing space', 'row 1204: timestamp "17/04/2025 03:10" not ISO']));
    K.push(ch('12 left. 9 are station ids with trailing spaces; strip them. That leaves the 3 day-first timestamps from the older Davis console at the lower block.', 'add_transform', { name: 'strip_station', expr: 'trim(station)' }));
    K.push(tool('add_transform', { name: 'strip_station' }, { pipeline_rev: 15, transforms: 6 }, { run_type: 'tool' }));
    K.push(val(3, ['row 1204: timestamp "17/04/2025 03:10" not ISO', 'row 1205', 'row 1206']));
    K.push(ch('3 left, all from station LWR-02 with dd/mm/yyyy HH:MM local time. Parse with that format and tz Europe/Paris for that station only.', 'add_transform', { name: 'lwr02_dates', expr: "strptime(ts,'%d/%m/%Y %H:%M','Europe/Paris') if station=='LWR-02'" }));
    K.push(tool('add_transform', { name: 'lwr02_dates' }, { pipeline_rev: 16, transforms: 7 }, { run_type: 'tool' }));
    K.push(val(0, []));
    K.push(tool('load_batch', { file: 'frostnet_2025-04-17.csv', table: 'frost.readings' }, { inserted: 2880, load_id: N.job('ld'), elapsed: N.secs(1, 4), min_temp_c: -3.1, coldest_station: 'LWR-02' }, { run_type: 'tool' }));
    K.push(ch('Loaded all 2880 rows. Rejections went 37 → 12 → 3 → 0 with three separate transforms. Coldest reading −3.1 °C at LWR-02 around 05:40.', 'finish', {}));
    return { stagnation: false, goal: 'Ingest last night\'s vineyard frost-sensor CSV without rejected rows.', isolates: 'Validator rejections drop 37 → 12 → 3 → 0; each fix targets a different error kind, and the batch is loaded.',
      root: agent('AgentExecutor', { input: 'Get frostnet_2025-04-17.csv loaded clean.' }, { output: 'Loaded all 2880 rows.' }, K, { run_type: 'chain', ls_project: 'vineyard-etl', session_id: N.uuid() }) };
  },
  // 03 concert programme PDF accessibility, Bedrock Agents trace
  (N) => {
    const K = [];
    const chk = (n, issues) => span('actionGroupInvocation', 'pdf-tools::checkAccessibility', { apiPath: '/check', parameters: [{ name: 'key', value: 's3://choir-print/programme-advent.pdf' }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ failures: n, issues, checker: 'veraPDF 1.26 PDF/UA-1', job: N.job('vera'), s3_version: N.b62(32) }) } } }, [], { metadata: { traceId: N.uuid() + '-0', 'x-amz-bedrock-agent-session-id': 'sess-' + N.hex(8) } });
    const rat = (t, api) => span('orchestrationTrace', 'rationale', { modelInvocationInput: { type: 'ORCHESTRATION', inferenceConfiguration: { maximumLength: 2048 } } }, { rationale: { text: t }, invocationInput: { actionGroupInvocationInput: { apiPath: api } } }, [], { metadata: { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' } });
    K.push(chk(9, ['7.1-3 untagged content x4', '7.3-1 figure without alt text x3', '7.2-2 lang not set', '7.18.5 link without description']));
    K.push(rat('9 failures. Tagging the 4 untagged decorative rules as artifacts first, then the 3 hymn-illustration figures need alt text.', '/tag-artifacts'));
    K.push(span('actionGroupInvocation', 'pdf-tools::tagArtifacts', { pages: [1, 3, 5, 7] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: '{"tagged":4}' } } }));
    K.push(span('actionGroupInvocation', 'pdf-tools::setAltText', { figures: { 'fig-1': 'Woodcut of the Annunciation', 'fig-2': 'Score excerpt: O come, O come Emmanuel, bars 1-4', 'fig-3': 'Photograph of the choir in the nave' } }, { httpStatusCode: 200, responseBody: { 'application/json': { body: '{"updated":3}' } } }));
    K.push(chk(2, ['7.2-2 lang not set', '7.18.5 link without description']));
    K.push(rat('2 left: document language is missing, and the donation link on the back page lacks a description. Setting /Lang en-GB and adding "Donate to the choir fund" as link contents.', '/set-metadata'));
    K.push(span('actionGroupInvocation', 'pdf-tools::setMetadata', { lang: 'en-GB', link_contents: { 'p8-link-1': 'Donate to the choir fund' } }, { httpStatusCode: 200, responseBody: { 'application/json': { body: '{"ok":true}' } } }));
    K.push(chk(0, []));
    K.push(span('orchestrationTrace', 'observation', {}, { finalResponse: { text: 'The Advent programme now passes PDF/UA-1 (9 → 2 → 0 failures). Artifacts tagged, alt text on 3 figures, language and link description set.' } }));
    return { stagnation: false, goal: 'Make the Advent choir concert programme PDF pass a PDF/UA accessibility check before printing.', isolates: 'Accessibility failures fall 9 → 2 → 0 with different fixes each round, then a final answer.',
      root: agent('InvokeAgent choir-print-agent', { inputText: 'Make the advent programme accessible before we print.', agentAliasId: 'TSTALIASID' }, { completion: 'passes PDF/UA-1' }, K, { agentId: N.b62(10).toUpperCase(), sessionId: 'sess-' + N.hex(8) }) };
  },
  // 04 braille embosser translation table, Letta
  (N) => {
    const K = [];
    const test = (out) => tool('run_tests', { suite: 'ueb_grade2_cases.yaml' }, out, { letta_tool_call_id: N.callId() });
    const reason = (t, fn, args) => llm('letta.step', { messages: [{ role: 'tool' }] }, { messages: [{ message_type: 'reasoning_message', reasoning: t }, { message_type: 'tool_call_message', tool_call: { name: fn, arguments: JSON.stringify(args) } }] }, { agent_id: 'agent-' + N.uuid(), step_id: 'step-' + N.uuid() });
    K.push(test(`ueb_grade2_cases: 120 cases\nFAIL 5: "knowledge" -> expected ⠅⠝⠪⠇⠫⠛⠑ got ⠅⠝⠪⠇⠑⠙⠛⠑\nFAIL 5 more (contractions "ed" across morpheme boundary)\nFAIL 2: numeric indicator after hyphen\n7 failed / 113 passed in ${N.secs(0.5, 2)}`));
    K.push(reason('7 failures. Five are the "ed" groupsign being applied inside "knowledge", "needle", "bedding", "reduce", "credit" where UEB forbids it across morpheme boundaries. Add a nocontract exception list for those stems.', 'edit_table', { file: 'en-ueb-g2.ctb', append: 'nocont knowl\nnocont reduc\nnocont credi\nnocont bedd\nnocont needl' }));
    K.push(tool('edit_table', { file: 'en-ueb-g2.ctb' }, { lines_added: 5, sha1: N.sha() }));
    K.push(test('ueb_grade2_cases: 120 cases\nFAIL 2: numeric indicator after hyphen: "pages 4-7"\n2 failed / 118 passed'));
    K.push(reason('Down to 2, both the numeric indicator: UEB keeps numeric mode across a hyphen between digits, so the second number should not get a fresh ⠼. Add a midnum rule for "-".', 'edit_table', { file: 'en-ueb-g2.ctb', append: 'midnum - 36' }));
    K.push(tool('edit_table', { file: 'en-ueb-g2.ctb' }, { lines_added: 1, sha1: N.sha() }));
    K.push(test('ueb_grade2_cases: 120 cases\n120 passed'));
    K.push(reason('All 120 pass. Saving the table version note to archival memory so the next embosser job uses it.', 'archival_memory_insert', { content: 'en-ueb-g2.ctb rev with nocont stems + midnum hyphen passes 120/120 (' + N.iso() + ')' }));
    K.push(tool('archival_memory_insert', {}, { passage_id: 'passage-' + N.uuid() }));
    K.push(llm('letta.step', {}, { messages: [{ message_type: 'assistant_message', content: 'The translation table now passes all 120 UEB grade-2 cases (7 → 2 → 0). Ready to emboss the hymn books.' }] }, { stop_reason: 'end_turn' }));
    return { stagnation: false, goal: 'Fix the braille translation table so the UEB grade-2 test cases pass before embossing large-print hymn books.', isolates: 'Failures drop 7 → 2 → 0 after two distinct table edits; then the agent records the result and finishes.',
      root: agent('letta.agent.send_message', { agent_name: 'embosser-helper', message: 'Fix the grade 2 table, tests are failing.' }, { stop_reason: 'end_turn', usage: { step_count: 5 } }, K, { letta_version: '0.6.x' }) };
  },
  // 05 greenhouse climate controller config, LangChain4j
  (N) => {
    const K = [];
    const lint = (txt) => tool('ToolExecution: validateClimateConfig', { arguments: '{"path":"zones/orchids.yaml"}' }, { text: txt }, { 'langchain4j.tool': 'validateClimateConfig' });
    const ai = (t, args) => llm('ChatLanguageModel.chat', { messages: [{ type: 'USER', text: 'Make the orchid house config valid' }] }, { aiMessage: { text: t, toolExecutionRequests: [{ id: N.callId(), name: 'patchConfig', arguments: JSON.stringify(args) }] }, tokenUsage: { inputTokenCount: N.int(900, 2000), outputTokenCount: N.int(60, 200) }, finishReason: 'TOOL_EXECUTION' }, { 'gen_ai.request.model': 'gpt-4o-mini' });
    K.push(lint(`[${N.isoLocal('+01:00')}] INFO  c.g.ClimateValidator - validating zones/orchids.yaml\nERROR night.humidity_max 95 > hardware limit 90\nERROR misting.interval "5min" must be seconds\nERROR shade.trigger_lux missing\nERROR heating.setpoint_c 14 below Phalaenopsis minimum 16\nERROR co2.ppm_max 1500 > ventilation interlock 1200\n5 errors`));
    K.push(ai('5 errors. Fixing the two unit/limit ones first: humidity_max 90, misting interval 300 seconds.', { 'night.humidity_max': 90, 'misting.interval': 300 }));
    K.push(tool('ToolExecution: patchConfig', {}, { text: 'patched 2 keys, git ' + N.hex(7) }));
    K.push(lint('ERROR shade.trigger_lux missing\nERROR heating.setpoint_c 14 below Phalaenopsis minimum 16\nERROR co2.ppm_max 1500 > ventilation interlock 1200\n3 errors'));
    K.push(ai('3 left. Set night heating to 17 °C (species minimum 16 plus margin), CO2 max 1100 to stay under the 1200 interlock.', { 'heating.setpoint_c': 17, 'co2.ppm_max': 1100 }));
    K.push(tool('ToolExecution: patchConfig', {}, { text: 'patched 2 keys, git ' + N.hex(7) }));
    K.push(lint('ERROR shade.trigger_lux missing\n1 error'));
    K.push(ai('Last one: shade screens need a trigger. Orchids scorch above ~30 klx, so trigger at 28000 lux.', { 'shade.trigger_lux': 28000 }));
    K.push(tool('ToolExecution: patchConfig', {}, { text: 'patched 1 key, git ' + N.hex(7) }));
    K.push(lint('0 errors, 0 warnings (' + N.ms(20, 90) + ' ms)'));
    K.push(llm('ChatLanguageModel.chat', {}, { aiMessage: { text: 'orchids.yaml validates: errors 5 → 3 → 1 → 0. Changes: humidity 90, misting 300 s, heating 17 °C, CO2 1100 ppm, shade at 28 klx.' }, finishReason: 'STOP' }, {}));
    return { stagnation: false, goal: 'Make the orchid greenhouse climate-controller config pass validation.', isolates: 'Validator errors fall 5 → 3 → 1 → 0, each patch touching different keys, then a summary.',
      root: agent('AiServices: GreenhouseAssistant.chat', { userMessage: 'Make the orchid house config valid' }, { text: 'orchids.yaml validates' }, K, { 'langchain4j.version': '1.0.0', memoryId: N.int(1, 999) }) };
  },
  // 06 rowing club booking app e2e, Inspect AI eval log
  (N) => {
    const K = [];
    const pw = (txt, err) => tool('bash', { cmd: 'npx playwright test --reporter=line' }, txt, { inspect_event: 'tool' }, err);
    const model = (t, cmd) => llm('model', { input: '[messages]' }, { choices: [{ message: { role: 'assistant', content: t, tool_calls: [{ id: N.callId(), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: N.int(3000, 8000), output_tokens: N.int(100, 300) } }, { inspect_event: 'model', model: 'openai/gpt-4o' });
    K.push(pw(`Running 18 tests using 4 workers\n  ✘ booking.spec.ts:22 › cannot book an eight without a cox (1.2s)\n  ✘ booking.spec.ts:41 › sunrise slot respects river closure (0.9s)\n  ✘ booking.spec.ts:63 › double-booking same shell rejected (1.4s)\n  ✘ calendar.spec.ts:12 › week view shows tide height (2.0s)\n  4 failed\n  14 passed (${N.secs(10, 20)})`, 'exit code 1'));
    K.push(model('Four failures. The eight/cox rule and the double-booking check both live in validateBooking(); it returns early when crew is empty. Move the shell-overlap check before that return and require coxswain for 8+.', "apply_patch <<'EOF'\n*** src/booking/validate.ts ...\nEOF"));
    K.push(tool('bash', { cmd: 'apply_patch' }, 'Done! Updated src/booking/validate.ts', { inspect_event: 'tool' }));
    K.push(pw('Running 18 tests using 4 workers\n  ✘ booking.spec.ts:41 › sunrise slot respects river closure (0.8s)\n  ✘ calendar.spec.ts:12 › week view shows tide height (2.1s)\n  2 failed\n  16 passed', 'exit code 1'));
    K.push(model('Two left. The river-closure feed gives times in UTC but the slot compares local BST; convert with the club timezone. The tide column is hidden because the API key env var was renamed to TIDES_API_KEY.', "sed -i 's/TIDE_KEY/TIDES_API_KEY/' .env.test && apply_patch <<'EOF'\n*** src/slots/closure.ts ...\nEOF"));
    K.push(tool('bash', {}, 'Done! Updated src/slots/closure.ts', { inspect_event: 'tool' }));
    K.push(pw(`Running 18 tests using 4 workers\n  18 passed (${N.secs(10, 20)})`));
    K.push(llm('model', {}, { choices: [{ message: { role: 'assistant', content: 'All 18 e2e tests pass (4 → 2 → 0). submit()' } }] }, { inspect_event: 'model' }));
    K.push(span('score', 'includes', { target: '18 passed' }, { value: 'C', explanation: '18 passed' }, [], { metadata: { inspect_event: 'score' } }));
    return { stagnation: false, goal: 'Make the rowing club boat-booking web app pass its Playwright end-to-end tests.', isolates: 'Failing e2e tests go 4 → 2 → 0 with different fixes each round, then the sample is scored correct.',
      root: agent('sample rowing_booking_e2e/1', { task: 'rowing_booking_e2e', epoch: 1, sample_id: 1 }, { score: 'C' }, K, { inspect_version: '0.3.60', eval_id: N.b62(22), run_id: N.b62(22) }) };
  },
];
