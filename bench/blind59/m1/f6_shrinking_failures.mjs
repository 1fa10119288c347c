import { agent, llm, tool, chain, sys, user, oaiCall, anthOut, gemOut, usage } from './lib.mjs';
export const family = 'shrinking_failures';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy fix cycle: each fix is different and the failure count drops (e.g. 6, 4, 1, 0), then done.';
const cyc = (N, kids, fixes, counts, mk, cmd, llmName, meta) => {
  counts.forEach((c, i) => {
    kids.push(tool(cmd.name, cmd.args, mk(c, i), meta, c ? `exit 1 (${c} failing)` : undefined));
    if (i < fixes.length) kids.push(llm(llmName, { messages: '[...]' }, oaiCall(N, fixes[i][0], [['edit_file', fixes[i][1]]])));
    if (i < fixes.length) kids.push(tool('edit_file', fixes[i][1], 'ok'));
  });
};
export const rows = [
  (N) => { // 01 ferry? no: mosaic? -> Rust workspace for a tide-clock maker — plain message-level
    const goal = 'Get cargo test green in the tide-clock firmware crate after the embedded-hal 1.0 migration.';
    const kids = [llm('chat.completions', { messages: [sys('Coding agent.'), user(goal)] }, oaiCall(N, 'Run tests first.', [['shell', { cmd: 'cargo test' }]]))];
    cyc(N, kids, [['6 failures, all in i2c mocks: update to embedded_hal::i2c::I2c trait.', { path: 'src/rtc.rs', change: 'impl I2c instead of Write+WriteRead' }], ['4 left, all Delay related: replace DelayMs with DelayNs.', { path: 'src/display.rs', change: 'DelayNs::delay_ms' }], ['1 left: lunar phase table test expects u16; cast fixed.', { path: 'src/lunar.rs', change: 'as u16 in phase_index' }]], [6, 4, 1, 0],
      (c) => `   Compiling tideclock v0.4.0 (/src/tideclock)\n    Finished test [unoptimized + debuginfo] target(s) in ${N.secs(2, 30)}\n     Running unittests src/lib.rs\ntest result: ${c ? 'FAILED' : 'ok'}. ${31 - c} passed; ${c} failed; 0 ignored; finished in ${N.secs(0.01, 0.9)}`, { name: 'shell', args: { cmd: 'cargo test' } }, 'chat.completions');
    kids.push(llm('chat.completions', { messages: '[...]' }, { role: 'assistant', content: 'All 31 tests pass: I2c trait, DelayNs and the lunar index cast were the three migration breaks.' }));
    return { domain: 'tide-clock firmware (Rust embedded-hal migration)', style: 'plain message-level trace (tool_calls + tool siblings)', isolates: 'cargo test failures drop 6 → 4 → 1 → 0 across three different fixes, then a final summary.', goal, root: agent('coding-agent', { goal }, { status: 'done' }, kids) };
  },
  (N) => { // 02 lint errors — Vercel AI SDK; domain sea kayak? used; -> "mountain guide certification portal"
    const goal = 'Clear the ESLint errors blocking the merge in the mountain-guide certification portal.';
    const kids = [];
    const fixes = [['9 errors were unused imports; removed them.', { path: 'src/pages/*.tsx', change: 'remove unused imports' }], ['3 remain: react-hooks/exhaustive-deps in useLogbook; added deps.', { path: 'src/hooks/useLogbook.ts', change: 'deps [guideId, season]' }], ['1 remains: no-explicit-any in api client; typed the response.', { path: 'src/api/client.ts', change: 'ClimbLogResponse type' }]];
    [12, 3, 1, 0].forEach((c, i) => {
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'runLint', 'ai.toolCall.args': '{}' }, { 'ai.toolCall.result': c ? `✖ ${c} problems (${c} errors, 0 warnings)\nDone in ${N.secs(1, 9)}.` : `✨ Done in ${N.secs(1, 9)}.` }));
      if (i < 3) kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': fixes[i][0], 'ai.response.toolCalls': [{ toolName: 'editFile', args: JSON.stringify(fixes[i][1]) }] }, { 'ai.model.id': 'claude-3-5-sonnet-latest' }));
      if (i < 3) kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'editFile', 'ai.toolCall.args': JSON.stringify(fixes[i][1]) }, { 'ai.toolCall.result': 'written' }));
    });
    kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Lint is clean (12 → 3 → 1 → 0). Ready to merge.' }));
    return { domain: 'mountain-guide certification portal', style: 'Vercel AI SDK ai.* spans', isolates: 'Lint errors go 12 → 3 → 1 → 0 with three different kinds of fixes.', goal, root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.text': 'Lint is clean.' }, kids, { 'ai.settings.maxSteps': 10 }) };
  },
  (N) => { // 03 data validation — Google ADK; domain peat? -> "hedge-laying competition entries"
    const goal = 'Clean the hedge-laying competition entry sheet until the schema validator passes, then import it.';
    const kids = [];
    const fixes = ['Normalize the hedge style column (Midland, South of England, Welsh Border) spellings.', 'Convert entrant ages written as words to integers.', 'Fill the two missing plot numbers from the ballot sheet (plots 17 and 23).'];
    [5, 3, 2, 0].forEach((c, i) => {
      kids.push(tool('execute_tool validate_entries', { file: 'entries_2024.csv' }, { functionResponse: { name: 'validate_entries', response: { errors: c, sample: c ? [`row ${4 + i * 7}: ${['style', 'age', 'plot'][Math.min(i, 2)]}`] : [], checked_at: N.iso(N.tick()) } } }));
      if (i < 3) { kids.push(llm('call_llm', { contents: '[...]' }, gemOut(N, fixes[i], [['apply_fix', { op: ['normalize_style', 'ages_to_int', 'fill_plots'][i] }]]))); kids.push(tool('execute_tool apply_fix', { op: ['normalize_style', 'ages_to_int', 'fill_plots'][i] }, { functionResponse: { name: 'apply_fix', response: { rows_changed: [2, 1, 2][i] } } })); }
    });
    kids.push(tool('execute_tool import_entries', { file: 'entries_2024.csv' }, { functionResponse: { name: 'import_entries', response: { imported: 46 } } }));
    kids.push(llm('call_llm', { contents: '[...]' }, gemOut(N, 'Validator passes and 46 entries were imported.', [])));
    return { domain: 'hedge-laying competition entries', style: 'Google ADK spans with Gemini functionCall/functionResponse', isolates: 'Validation errors fall 5 → 3 → 2 → 0 after three distinct data fixes, then the import succeeds.', goal, root: agent('invoke_agent entries_agent', { goal }, { imported: 46 }, kids) };
  },
  (N) => { // 04 terraform plan? used; -> k8s? -> "GitLab CI for a cycling-jersey printer" — smolagents
    const goal = 'Make the Playwright checkout tests pass on the custom cycling-jersey print shop after the cart redesign.';
    const kids = [];
    const steps = [[7, 'Thought: 7 failures all time out on [data-test=add-to-cart]; the redesign renamed it to add-jersey. Update the selector helper.'], [2, 'Thought: 2 left, both on size chart modal: it now opens in a drawer; change the locator role from dialog to complementary.'], [0, 'Thought: All pass. Summarize.']];
    kids.push(tool('python_interpreter', { code: 'print(run("npx playwright test checkout"))' }, `Running 18 tests using 4 workers\n  11 passed (${N.secs(20, 60)})\n  7 failed`));
    steps.forEach(([c, th], i) => {
      kids.push(llm('LiteLLMModel.__call__', { messages: '[...]' }, th + (c || i < 2 ? '\nCode:\n```py\nedit(...); print(run("npx playwright test checkout"))\n```' : '\nCode:\n```py\nfinal_answer("checkout suite green")\n```')));
      if (i < 2) kids.push(tool('python_interpreter', { code: 'edit(...); print(run("npx playwright test checkout"))' }, `Running 18 tests using 4 workers\n  ${18 - steps[i + 0][0] + (i === 0 ? 5 : 2)} passed (${N.secs(20, 60)})\n  ${[2, 0][i]} failed`.replace(/\n  0 failed/, '')));
    });
    kids.push(tool('final_answer', { answer: 'checkout suite green' }, 'checkout suite green'));
    return { domain: 'custom cycling-jersey print shop (Playwright)', style: 'smolagents CodeAgent steps', isolates: 'Playwright failures 7 → 2 → 0 via a selector rename then a locator role change.', goal, root: agent('CodeAgent.run', { task: goal }, 'checkout suite green', kids) };
  },
  (N) => { // 05 SQL migration checks — LangGraph; domain "sea salt"? -> "organ donor"? used. -> "bee"? -> "tin"? -> use "ice hockey equipment rental"
    const goal = 'Run the data-quality checks on the skate-and-stick rental inventory import and fix issues until all pass.';
    const kids = [];
    const fixes = ['Deduplicate 4 skate rows that share a barcode (kept newest intake).', 'Set blade_hollow to 5/8" for rows missing it, per the rental standard.', 'Map stick flex "85 flex" strings to integer 85.'];
    [6, 3, 1, 0].forEach((c, i) => {
      kids.push(tool('run_checks', { suite: 'rental_inventory' }, `great_expectations: ${14 - c}/14 expectations met; ${c} failed (run ${N.ulid()})`, { langgraph_node: 'tools' }));
      if (i < 3) kids.push(llm('ChatOpenAI', { messages: '[...]' }, oaiCall(N, fixes[i], [['sql_exec', { sql: ['DELETE ... dup barcodes', 'UPDATE ... blade_hollow', 'UPDATE ... flex'][i] }]]), { langgraph_node: 'agent' }));
      if (i < 3) kids.push(tool('sql_exec', { sql: '...' }, `UPDATE ${[4, 11, 37][i]}`, { langgraph_node: 'tools' }));
    });
    kids.push(llm('ChatOpenAI', { messages: '[...]' }, { role: 'assistant', content: 'All 14 expectations pass after dedup, hollow default, flex parsing.' }, { langgraph_node: 'agent' }));
    return { domain: 'ice hockey equipment rental inventory', style: 'LangGraph in LangSmith', isolates: 'Failed expectations 6 → 3 → 1 → 0 with three different data fixes.', goal, root: agent('LangGraph', { messages: [user(goal)] }, null, kids) };
  },
  (N) => { // 06 accessibility audit — Griptape (not in list); domain: sea-kayak? used -> "rural bus timetable site"? public transit used. -> "lido"? used -> "orienteering"? used. -> "bonfire night event site"
    const goal = 'Fix the axe accessibility violations on the village bonfire-night event page.';
    const kids = [];
    const fixes = ['Add alt text to the 3 fireworks gallery images.', 'Raise contrast of the orange-on-yellow ticket button to 4.6:1.', 'Give the map iframe a title attribute.'];
    [5, 2, 1, 0].forEach((c, i) => {
      kids.push(tool('AxeTool.activity', { url: 'http://localhost:4321/bonfire' }, { violations: c, ids: c ? ['image-alt', 'color-contrast', 'frame-title'].slice(3 - Math.min(c, 3)) : [], axeVersion: '4.9.1', timestamp: N.iso(N.tick()) }));
      if (i < 3) { kids.push(llm('PromptDriver.run', { messages: '[...]' }, { value: fixes[i], actions: [{ tag: 'FileManagerTool.save', input: { path: 'src/pages/bonfire.astro' } }] })); kids.push(tool('FileManagerTool.save', { path: 'src/pages/bonfire.astro' }, 'saved')); }
    });
    kids.push(llm('PromptDriver.run', { messages: '[...]' }, { value: 'No violations remain.' }));
    return { domain: 'village bonfire-night event website', style: 'Griptape Agent (PromptDriver / Tool activity events) — framework not in the list', isolates: 'axe violations 5 → 2 → 1 → 0 after three different markup fixes.', goal, root: agent('Agent.run', { input: goal }, { output: 'No violations remain.' }, kids, { structure_id: N.hex(32) }) };
  },
];
