// Healthy: fix cycle whose failure count drops each round, each fix different, then done.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'shrinking_failure_fixes';
export const loop = false;
export const scenarios = [
  // 01 opera surtitle cue file, OpenAI Responses API
  (N) => {
    const goal = 'Make the surtitle cue file for "Rusalka" Act II pass the theatre\'s cue linter (max 2 lines, 42 chars, no overlaps).';
    const rounds = [
      [6, 'Split the 6 over-length cues (14, 22, 23, 40, 41, 57) at the caesura.', 'cues 14,22,23,40,41,57: line > 42 chars'],
      [3, 'Cues 22, 40, 41 still overlap by 80-200 ms after splitting; shift their in-points to the previous out-point + 1 frame.', 'cues 22,40,41: overlap with previous cue (ms: 120, 80, 200)'],
      [1, 'Cue 57 now has 3 lines; merge line 3 into cue 58 which is a held note with no text.', 'cue 57: 3 lines (max 2)'],
      [0, null, null],
    ];
    const kids = [];
    rounds.forEach(([n, fix, detail], i) => {
      kids.push(tool('function_call_output:run_linter', { type: 'function_call', name: 'run_linter', arguments: '{"file":"rusalka_act2.cue"}', call_id: 'call_' + N.b62(24) }, { type: 'function_call_output', output: `cuelint 0.9.${N.int(1, 7)} rusalka_act2.cue\n${n ? detail + '\n' : ''}${n} problem(s) in ${(N.int(20, 90) / 1000).toFixed(3)}s  [run ${N.hex(6)}]` }, {}, n ? `${n} lint errors` : undefined));
      if (fix) {
        kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: 'resp_' + N.hex(40), input: [{ type: 'function_call_output' }] }, { id: 'resp_' + N.hex(40), output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: fix }] }, { type: 'function_call', name: 'apply_patch', arguments: JSON.stringify({ file: 'rusalka_act2.cue', summary: fix }) }], usage: { input_tokens: N.int(3000, 5000), output_tokens: N.int(200, 600) } }, { 'openai-processing-ms': N.ms(), 'x-request-id': 'req_' + N.hex(32) }));
        kids.push(tool('function_call_output:apply_patch', { name: 'apply_patch' }, { output: `patched ${[6, 3, 1][i]} cue(s); sha256 ${N.hex(64)}` }));
      }
    });
    kids.push(llm('responses.create', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The Act II cue file now passes cuelint with 0 problems: 6 long cues split, 3 overlaps shifted, cue 57 merged into 58.' }] }], status: 'completed' }, {}));
    return { isolates: 'Linter problems fall 6 -> 3 -> 1 -> 0 with a different fix each round (split, shift, merge), then the run completes.', stagnation: false, goal,
      root: agent('surtitle-agent', { input: goal }, { status: 'completed' }, kids, { api: 'openai.responses', store: true }) };
  },
  // 02 dairy-goat herd-book import, Pydantic AI
  (N) => {
    const goal = 'Import the 2024 kidding records CSV into the Anglo-Nubian herd book; the importer must report zero rejected rows.';
    const steps = [
      [9, 'Nine rows reject: dam tattoo codes use lower-case letters. Upper-case the dam_tattoo column.', { rejected: 9, reasons: { 'dam_tattoo format': 9 } }],
      [4, 'Four remain: birth dates in 03/04/2024 style are ambiguous (US vs UK). The farm is in Somerset, so parse DD/MM/YYYY.', { rejected: 4, reasons: { 'date ambiguous': 4 } }],
      [2, 'Two rows are twins whose sire is "AI straw" - map that to the herd-book code SIRE_AI with the straw batch in notes.', { rejected: 2, reasons: { 'unknown sire': 2 } }],
      [0, null, { rejected: 0, imported: 131 }],
    ];
    const kids = [];
    steps.forEach(([n, fix, res]) => {
      kids.push(tool('running tool: run_import', { tool_arguments: { file: 'kidding_2024.csv', dry_run: n !== 0 } }, { ...res, batch: 'imp_' + N.b62(10), took: N.dur(), server: N.host('herdbook-api') }, { 'logfire.span_type': 'span' }, n ? `${n} rows rejected` : undefined));
      if (fix) {
        kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'tool', content: JSON.stringify(res) }] }, { parts: [{ part_kind: 'text', content: fix }, { part_kind: 'tool-call', tool_name: 'transform_csv', args: { rule: fix.slice(0, 40) } }] }, { 'gen_ai.usage.input_tokens': N.int(1000, 2000) }));
        kids.push(tool('running tool: transform_csv', { tool_arguments: { rule: fix.slice(0, 40) } }, { rows_changed: n + N.int(0, 3), out: N.tmp('.csv') }));
      }
    });
    kids.push(llm('chat gpt-4o', { all_messages_events: '[...]' }, { parts: [{ part_kind: 'text', content: 'Imported 131 kidding records with 0 rejections.' }] }, {}));
    return { isolates: 'Rejected rows drop 9 -> 4 -> 2 -> 0 as three distinct CSV fixes are applied, then 131 records import.', stagnation: false, goal,
      root: agent('agent run', { prompt: goal, agent_name: 'herdbook_agent' }, { output: 'Imported 131 kidding records with 0 rejections.' }, kids, { 'logfire.trace_id': N.traceHex(), service_name: 'goat-registry' }) };
  },
  // 03 avalanche bulletin CAAML validation, LangSmith runs
  (N) => {
    const goal = 'Publish tomorrow\'s avalanche bulletin for region Lyngen in CAAMLv6; the EAWS validator must pass.';
    const fixes = [
      ['Danger ratings use "3" strings; CAAMLv6 expects "considerable". Map numeric levels to words.', 5],
      ['Elevation bounds use "1200m"; schema wants {"lowerBound":"1200"}. Restructure elevation objects.', 2],
      ['validTime end lacks a timezone offset; append +01:00 (CET).', 1],
    ];
    const kids = [];
    const counts = [5, 2, 1, 0];
    counts.forEach((c, i) => {
      kids.push(tool('validate_caaml', { bulletin_id: N.uuid() }, c ? { valid: false, errors: c, first: ['$.bulletins[0].dangerRatings[0].mainValue: "3" is not one of [low, moderate, considerable, high, very_high]', '$.bulletins[0].dangerRatings[1].elevation.lowerBound: "1200m" does not match ^[0-9]+$', '$.bulletins[0].validTime.endTime: not a valid date-time'][i], validator: 'eaws-schema@6.0.' + N.int(0, 3) } : { valid: true, errors: 0 }, { run_type: 'tool', run_id: N.uuid() }, c ? `${c} schema errors` : undefined));
      if (i < 3) {
        kids.push(llm('ChatAnthropic', { messages: [[{ type: 'human', content: goal }, { type: 'tool', content: `${c} errors` }]] }, { generations: [[{ text: fixes[i][0] }]] }, { run_type: 'llm', ls_model_name: 'claude-3-5-sonnet-20241022' }));
        kids.push(tool('patch_bulletin', { ops: fixes[i][0].split('.')[0] }, { patched_paths: fixes[i][1] + N.int(0, 2), rev: N.int(2, 9) }, { run_type: 'tool' }));
      }
    });
    kids.push(tool('publish_bulletin', { region: 'NO-3011' }, { status: 'published', url: 'https://varsom.example/bulletin/' + N.int(10000, 99999), at: N.isoNoMs() }, { run_type: 'tool' }));
    return { isolates: 'CAAML validation errors go 5 -> 2 -> 1 -> 0 with a different schema fix each time, then the bulletin is published.', stagnation: false, goal,
      root: agent('AgentExecutor', { input: goal }, { output: 'Bulletin published and valid.' }, kids, { run_type: 'chain', session_name: 'avalanche-bulletins', ls_run_id: N.uuid() }) };
  },
  // 04 stained-glass studio quote spreadsheet, Gemini function calling
  (N) => {
    const goal = 'Fix the quoting sheet for the chapel rose-window restoration so every formula resolves (no #REF!/#VALUE!) and totals reconcile.';
    const counts = [7, 3, 1, 0];
    const fixes = ['7 errors come from the deleted "Lead came" column D; repoint D-refs to the new column F (came price per metre).', 'Remaining 3 #VALUE! are text "£12.40" in glass price cells; convert to numbers.', 'One #REF! in the VAT row references the old Summary!B9; change to Summary!B11.'];
    const kids = [];
    counts.forEach((c, i) => {
      kids.push(tool('functionCall:recalc_sheet', { functionCall: { name: 'recalc_sheet', args: { sheet: 'RoseWindow_Quote_v' + (i + 2) } } }, { functionResponse: { name: 'recalc_sheet', response: { errors: c, total_gbp: c ? null : 48210.75, recalc_ms: N.ms(), revision: N.b62(14) } } }, {}, c ? `${c} formula errors` : undefined));
      if (i < 3) {
        kids.push(llm('models/gemini-2.5-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text: fixes[i] }, { functionCall: { name: 'apply_formula_fix', args: { description: fixes[i] } } }] } }], usageMetadata: { totalTokenCount: N.int(2000, 4000) } }, { model: 'gemini-2.5-flash' }));
        kids.push(tool('functionCall:apply_formula_fix', { functionCall: { name: 'apply_formula_fix' } }, { functionResponse: { response: { cells_updated: [14, 3, 1][i] } } }));
      }
    });
    kids.push(llm('models/gemini-2.5-flash:generateContent', { contents: '[...]' }, { candidates: [{ content: { parts: [{ text: 'All formulas resolve; total £48,210.75 reconciles with the summary tab.' }] }, finishReason: 'STOP' }] }, {}));
    return { isolates: 'Formula errors shrink 7 -> 3 -> 1 -> 0 through three different repairs, then the total reconciles.', stagnation: false, goal,
      root: agent('quote-fixer', { goal }, { status: 'done', total_gbp: 48210.75 }, kids, { sdk: 'google-genai', session: N.uuid() }) };
  },
  // 05 heritage railway GTFS feed, OTel GenAI semconv
  (N) => {
    const goal = 'Get the Bluebell heritage line GTFS feed through gtfs-validator with no ERROR notices before the summer timetable goes live.';
    const notices = [
      { stop_time_with_arrival_before_previous_departure_time: 4, missing_required_field: 2 },
      { missing_required_field: 2 },
      {},
    ];
    const fixes = ['Four stop_times go backwards where the 24:xx times were written as 00:xx; rewrite them as 24:05 etc.', 'calendar.txt lacks end_date for service SUMMER_SUN; set 20250928 from the printed timetable.'];
    const kids = [];
    notices.forEach((n, i) => {
      const total = Object.values(n).reduce((a, b) => a + b, 0);
      kids.push(tool('execute_tool gtfs_validate', { 'gen_ai.tool.name': 'gtfs_validate', 'gen_ai.tool.call.id': 'call_' + N.b62(20) }, `gtfs-validator 5.0.${N.int(0, 2)}\nValidation took ${N.int(800, 3000)} ms\nNotices: ${JSON.stringify(n)}\nreport: ${N.tmp('/report.html')}`, { 'gen_ai.operation.name': 'execute_tool' }, total ? `${total} ERROR notices` : undefined));
      if (i < 2) {
        kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: goal }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: fixes[i] }, { type: 'tool_call', name: 'edit_feed_file', arguments: { file: i ? 'calendar.txt' : 'stop_times.txt' } }] }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }));
        kids.push(tool('execute_tool edit_feed_file', { 'gen_ai.tool.name': 'edit_feed_file', file: i ? 'calendar.txt' : 'stop_times.txt' }, { lines_changed: i ? 1 : 4 }, { 'gen_ai.operation.name': 'execute_tool' }));
      }
    });
    kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': '[...]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Feed validates with no ERROR notices (6 -> 2 -> 0).' }] }] }, {}));
    return { isolates: 'GTFS ERROR notices drop 6 -> 2 -> 0 after two different file edits, then the agent reports success.', stagnation: false, goal,
      root: agent('invoke_agent gtfs-maintainer', { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'gtfs-maintainer' }, { result: 'valid' }, kids, { 'service.name': 'bluebell-timetables', 'otel.trace_id': N.traceHex() }) };
  },
  // 06 carillon score transposition tests, smolagents ToolCallingAgent
  (N) => {
    const goal = 'Make test_transpose.py pass for the carillon arranger (49-bell range G2-G6, no notes outside the instrument).';
    const runs = [[5, 'FAILED test_range_low, test_range_high, test_sharp_keys, test_ornaments, test_roundtrip'], [3, 'FAILED test_sharp_keys, test_ornaments, test_roundtrip'], [1, 'FAILED test_ornaments'], [0, '']];
    const fixes = ['Clamp octave shifts into G2..G6 by folding notes an octave inward (fixes both range tests).', 'Sharp keys fail because enharmonics use Unicode ♯; normalise to "#" before MIDI lookup; roundtrip depends on this too.', 'Ornament grace notes keep the untransposed pitch; apply the same interval to grace notes.'];
    const kids = [];
    runs.forEach(([n, f], i) => {
      kids.push(chain(`Step ${i * 2 + 1}`, { step_number: i * 2 + 1 }, {}, [tool('run_pytest', { args: '-q tests/test_transpose.py' }, `${f ? f + '\n' : ''}${n ? n + ' failed, ' : ''}${12 - n} passed in ${(N.int(30, 200) / 100).toFixed(2)}s`, {}, n ? `${n} tests failed` : undefined)]));
      if (i < 3) kids.push(chain(`Step ${i * 2 + 2}`, { step_number: i * 2 + 2 }, {}, [llm('LiteLLMModel', { messages: '[memory]' }, { content: null, tool_calls: [{ function: { name: 'edit_file', arguments: { path: 'carillon/transpose.py', change: fixes[i] } } }] }, { model_id: 'anthropic/claude-3-5-sonnet' }), tool('edit_file', { path: 'carillon/transpose.py' }, `Edited carillon/transpose.py (+${N.int(3, 14)} -${N.int(1, 6)})`)]));
    });
    kids.push(chain('Step 8', { step_number: 8 }, {}, [llm('LiteLLMModel', { messages: '[memory]' }, { tool_calls: [{ function: { name: 'final_answer', arguments: { answer: 'All 12 transposition tests pass.' } } }] }, {})]));
    return { isolates: 'Test failures fall 5 -> 3 -> 1 -> 0 with a different code change each step; the agent then gives its final answer.', stagnation: false, goal,
      root: agent('ToolCallingAgent', { task: goal }, { final_answer: 'All 12 transposition tests pass.' }, kids, { 'smolagents.max_steps': 12 }) };
  },
];
