import { agent, llm, tool, chain, span, oai, ant, gem } from './lib.mjs';
export const family = 'two_state_flipflop';
export const loop = true;

export const rows = [
{ n: '01', stagnation: true, style: 'Semantic Kernel', domain: 'bronze sculpture foundry burnout kiln',
  goal: 'Choose a burnout profile for the ceramic-shell moulds of the 1.8 m heron commission so the wax melts out without shell cracking, then schedule kiln 2.',
  isolates: 'The agent flips the kiln profile between FAST_FLASH and SLOW_RAMP twice; the simulation returns the identical crack-risk report for each profile every time.',
  build(N) {
    const kids = [];
    const res = {
      FAST_FLASH: { profile: 'FAST_FLASH', peak_c: 870, ramp_c_per_min: 'flash@870', predicted_crack_risk: 0.31, wax_residue_g: 2.1, warning: 'thermal shock on thin section (beak, 6 mm shell)' },
      SLOW_RAMP: { profile: 'SLOW_RAMP', peak_c: 760, ramp_c_per_min: 3.5, predicted_crack_risk: 0.12, wax_residue_g: 14.8, warning: 'residual wax above 10 g threshold (legs sprue)' } };
    const txt = {
      FAST_FLASH: 'The slow ramp leaves too much wax residue, so I will switch back to the flash profile.',
      SLOW_RAMP: 'The flash profile risks cracking the beak shell, so I will switch to the slow ramp profile.' };
    const seq = ['FAST_FLASH', 'SLOW_RAMP', 'FAST_FLASH', 'SLOW_RAMP', 'FAST_FLASH'];
    for (const p of seq) {
      kids.push(llm('ChatCompletion', { chat_history: [{ role: 'user', content: 'Pick a burnout profile for the heron shells' }] }, { role: 'assistant', content: txt[p], items: [{ $type: 'FunctionCallContent', PluginName: 'Kiln', FunctionName: 'SetProfile', Arguments: { profile: p, kiln: 2 } }] }, { 'semantic_kernel.function.invocation': 'ChatCompletion', model_id: 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }));
      kids.push(tool('Kiln-SetProfile', { profile: p, kiln: 2 }, { kiln: 2, controller: 'Bartlett Genesis', applied: p, at: N.syslog() }));
      kids.push(tool('Kiln-SimulateBurnout', { kiln: 2, mould_set: 'HERON-07' }, { ...res[p], sim_id: N.uuid(), elapsed: N.dur() }));
    }
    return agent('FoundryPlanner', { input: 'Pick a burnout profile for the heron shells and schedule kiln 2' }, null, kids, { 'semantic_kernel.version': '1.21.0', function_choice_behavior: 'auto' });
  } },

{ n: '02', stagnation: false, style: 'OpenHands', domain: 'Gradle build cache for a Kotlin billing service',
  goal: 'Make `./gradlew :invoicing:test` pass on CI for the Kotlin service (it fails only with the remote build cache enabled).',
  isolates: 'The agent toggles org.gradle.caching true/false twice; with caching on the same 2 tests fail, with it off the build times out the same way, and no other change is tried.',
  build(N) {
    const kids = [];
    const thoughts = [
      'The failures mention a stale generated source; disabling the build cache should rule that out.',
      'With caching off the build exceeds the 20-minute CI limit. I will turn caching back on.',
      'Maybe the earlier cached run was a fluke — disabling the cache again to compare.',
      'Timing out again without the cache; re-enabling it.'];
    const states = ['false', 'true', 'false', 'true'];
    kids.push(tool('CmdRunAction', { command: './gradlew :invoicing:test --build-cache' }, `> Task :invoicing:test FROM-CACHE\nInvoiceRoundingTest > halfUpOnVat() FAILED\n    org.opentest4j.AssertionFailedError at InvoiceRoundingTest.kt:41\nCreditNoteTest > negativeLines() FAILED\n2 tests completed, 2 failed\nBUILD FAILED in ${N.int(1, 4)}m ${N.int(0, 59)}s\nBuild scan: https://gradle.com/s/${N.b62(13).toLowerCase()}`, { error: 'exit code 1' }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('litellm.completion', { messages: '…' }, oai(N, thoughts[i], [['str_replace_editor', { command: 'str_replace', path: '/workspace/gradle.properties', old_str: `org.gradle.caching=${states[i] === 'false' ? 'true' : 'false'}`, new_str: `org.gradle.caching=${states[i]}` }]]), { model: 'anthropic/claude-3-7-sonnet', event_id: N.int(10, 90) }));
      kids.push(tool('FileEditAction', { path: '/workspace/gradle.properties', new_str: `org.gradle.caching=${states[i]}` }, `The file /workspace/gradle.properties has been edited. Here's the result of running \`cat -n\` on a snippet:\n     4\torg.gradle.caching=${states[i]}`));
      kids.push(tool('CmdRunAction', { command: './gradlew :invoicing:test' }, states[i] === 'false'
        ? `> Task :invoicing:kaptGenerateStubsKotlin\n> Task :invoicing:compileKotlin\n... (Daemon ${N.int(10000, 99999)}, JVM heap ${N.int(600, 1900)}MB)\nCI job exceeded timeout of 20m0s — killed\n[runner ${N.host('ci')}]`
        : `> Task :invoicing:test FROM-CACHE\nInvoiceRoundingTest > halfUpOnVat() FAILED\nCreditNoteTest > negativeLines() FAILED\n2 tests completed, 2 failed\nBUILD FAILED in ${N.int(1, 4)}m ${N.int(0, 59)}s\nBuild scan: https://gradle.com/s/${N.b62(13).toLowerCase()}`, { error: states[i] === 'false' ? 'timeout' : 'exit code 1' }));
    }
    return agent('CodeActAgent', { task: 'Make :invoicing:test pass on CI' }, { agent_state: 'ERROR', reason: 'budget exhausted' }, kids, { openhands_version: '0.28.1', sandbox: 'docker-' + N.hex(12) });
  } },

{ n: '03', stagnation: true, style: 'Pydantic AI (Logfire)', domain: 'kite festival website programme page',
  goal: 'Find out from the Whitesands Kite Festival website which day the night-flying LED kite display is on.',
  isolates: 'The browsing agent switches the programme page between the "Saturday" and "Sunday" tabs twice, each tab showing the same listing as before, and restates the same reasoning each time.',
  build(N) {
    const sat = '<div class="tab-pane active" id="sat"><h3>Saturday</h3><ul><li>10:00 Parade of Giants</li><li>13:30 Sport kite team ballet</li><li>16:00 Kids’ sled kite workshop</li></ul><p class="note">Evening events: see Sunday</p></div>';
    const sun = '<div class="tab-pane active" id="sun"><h3>Sunday</h3><ul><li>11:00 Rokkaku battle</li><li>14:00 Mega-kite inflatables</li></ul><p class="note">Evening events: see Saturday</p></div>';
    const reason = 'The LED night display is not listed on this tab, so it must be on the other day. Switching tabs.';
    const kids = [tool('running tool: open_url', { url: 'https://whitesandskites.org/programme' }, { status: 200, final_url: 'https://whitesandskites.org/programme?v=' + N.hex(8), title: 'Programme – Whitesands Kite Festival 2025', server_timing: `cdn-cache;desc=HIT, edge;dur=${N.ms(2, 40)}`, html: sat })];
    for (let i = 0; i < 4; i++) {
      const tab = i % 2 === 0 ? 'sun' : 'sat';
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: '…' }, { parts: [{ part_kind: 'text', content: reason }, { part_kind: 'tool-call', tool_name: 'click', args: { selector: `a[href='#${tab}']` }, tool_call_id: N.callId() }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': N.int(2000, 5000) }));
      kids.push(tool('running tool: click', { selector: `a[href='#${tab}']` }, { html: tab === 'sun' ? sun : sat, url: 'https://whitesandskites.org/programme#' + tab, dom_nodes: N.int(800, 1200), screenshot: N.tmp('.png') }));
    }
    kids.push(span('system', 'UsageLimitExceeded', { request_limit: 10 }, null, [], { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }));
    return agent('agent run', { prompt: 'Which day is the LED night kite display?' }, null, kids, { 'logfire.msg': 'agent run', service_name: 'kite-helper' });
  } },

{ n: '04', stagnation: false, style: 'OpenInference / Arize Phoenix', domain: 'antiques marketplace search index alias',
  goal: 'Fix the antiques marketplace search so that "georgian silver teapot" returns the hallmarked 1790s listing; the index alias may point at the wrong index.',
  isolates: 'The agent repoints the `listings` alias between listings_v7 and listings_v8 twice; each query result per index is identical to its previous run.',
  build(N) {
    const kids = [];
    const hits = {
      listings_v7: { took: 0, hits: { total: { value: 3 }, hits: [{ _id: 'L-22817', _score: 8.1, title: 'Victorian silver plate teapot' }, { _id: 'L-90012', _score: 6.4, title: 'Georgian style teapot (reproduction)' }] } },
      listings_v8: { took: 0, hits: { total: { value: 0 }, hits: [] }, _shards: { total: 3, successful: 3, failed: 0 } } };
    const order = ['listings_v8', 'listings_v7', 'listings_v8', 'listings_v7'];
    const thoughts = [
      'v7 misses the hallmark field; v8 is the newer mapping, try pointing the alias there.',
      'v8 returns nothing at all, maybe it is empty. Going back to v7.',
      'v7 ranks reproductions first. Let me give v8 another go.',
      'Still zero hits on v8; reverting to v7 for now.'];
    kids.push(tool('es_search', { index: 'listings', q: 'georgian silver teapot' }, { ...hits.listings_v7, took: N.ms(3, 60) }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'es_search' } }));
    for (let i = 0; i < 4; i++) {
      const ix = order[i];
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'georgian silver teapot search is broken' }, { 'llm.output_messages.0.message.content': thoughts[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'update_alias', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ alias: 'listings', index: ix }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': N.int(1000, 3000) }));
      kids.push(tool('update_alias', { alias: 'listings', index: ix }, { acknowledged: true, 'x-elastic-product': 'Elasticsearch', node: N.host('es-data') }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'update_alias' } }));
      kids.push(tool('es_search', { index: 'listings', q: 'georgian silver teapot' }, { ...hits[ix], took: N.ms(3, 60) }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'es_search' } }));
    }
    return agent('search-fixer', { 'input.value': 'georgian silver teapot search is broken' }, null, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() });
  } },

{ n: '05', stagnation: true, style: 'Haystack pipeline tracing', domain: 'cellar door wine tasting bookings',
  goal: 'Work out why the 11:00 cellar door tasting at Ridgeback Estate shows as 20:00 on the booking widget and fix the display.',
  isolates: 'The agent flips the widget timezone setting between UTC and Australia/Adelaide twice; each setting renders exactly the same wrong time as before, and the model repeats the same explanation.',
  build(N) {
    const kids = [];
    const render = { UTC: 'Sat 15 Mar · 00:30 – Estate Flight (6 wines) · 4 spots left', 'Australia/Adelaide': 'Sat 15 Mar · 20:00 – Estate Flight (6 wines) · 4 spots left' };
    const say = { UTC: 'The 9.5 hour offset suggests the widget is double-converting; setting the widget timezone to UTC should show 11:00.', 'Australia/Adelaide': 'The time is now off the other way. The 9.5 hour offset suggests the widget is double-converting; setting the widget timezone to Australia/Adelaide should show 11:00.' };
    for (const tz of ['UTC', 'Australia/Adelaide', 'UTC', 'Australia/Adelaide']) {
      kids.push(chain('haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' }, null, [
        llm('OpenAIChatGenerator', { messages: [{ role: 'user', content: 'Tasting shows at 20:00 instead of 11:00' }] }, { replies: [{ role: 'assistant', content: say[tz], meta: { model: 'gpt-4o-mini', finish_reason: 'tool_calls' }, tool_calls: [{ tool_name: 'set_widget_setting', arguments: { key: 'display_timezone', value: tz } }] }] })]));
      kids.push(tool('ToolInvoker:set_widget_setting', { key: 'display_timezone', value: tz }, { ok: true, widget: 'bookme-embed', version: N.int(400, 420), etag: N.etag() }));
      kids.push(tool('ToolInvoker:render_widget', { date: '2025-03-15' }, { text: render[tz], render_ms: N.ms(80, 300), cache_key: N.hex(10) }));
    }
    return agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { query: 'Tasting shows at 20:00 instead of 11:00' } }, null, kids, { 'haystack.pipeline.max_runs_per_component': 100 });
  } },

{ n: '06', stagnation: false, style: 'Dify workflow logs (not in the brief’s list)', domain: 'pilates studio class timetable filter',
  goal: 'Tell the member how many reformer classes for beginners are on the Thornbury studio timetable next week.',
  isolates: 'Node log shows the agent alternating the timetable filter between level=beginner and equipment=reformer (never both), each query returning what it did last time, over two full cycles.',
  build(N) {
    const kids = [];
    const res = {
      level: { count: 9, classes: ['Mat Foundations Mon 07:00', 'Reformer Intro Tue 18:15', 'Barre Basics Wed 12:00', 'Reformer Intro Thu 18:15', '…5 more'] },
      equip: { count: 14, classes: ['Reformer Flow Mon 06:30', 'Reformer Intro Tue 18:15', 'Reformer Jump Tue 19:30', '…11 more'] } };
    const t = [
      'Filtering by beginner level first.', 'Nine beginner classes, but several are mat. Filter by reformer instead.', 'That includes advanced jump classes; back to the beginner level filter.', 'Mixed equipment again; switching to reformer.'];
    for (let i = 0; i < 4; i++) {
      const k = i % 2 === 0 ? 'level' : 'equip';
      kids.push(llm('LLM', { node_id: '17' + N.int(10000000000, 99999999999), node_type: 'agent', query: 'how many beginner reformer classes next week at Thornbury?' }, { text: t[i], tool_calls: [{ name: 'timetable_query', arguments: JSON.stringify(k === 'level' ? { studio: 'thornbury', week: '+1', level: 'beginner' } : { studio: 'thornbury', week: '+1', equipment: 'reformer' }) }] }, { node_execution_id: N.uuid(), elapsed_time: +(N.int(500, 3000) / 1000).toFixed(3), provider: 'langgenius/openai/openai' }));
      kids.push(tool('timetable_query', k === 'level' ? { level: 'beginner' } : { equipment: 'reformer' }, { ...res[k], source: 'mindbody', fetched: N.epoch(), page_token: null }, { metadata: { node_type: 'tool', status: 'succeeded' } }));
    }
    return agent('workflow_run', { inputs: { 'sys.query': 'how many beginner reformer classes next week at Thornbury?' } }, { status: 'partial-succeeded', error: 'Max iterations reached' }, kids, { workflow_run_id: N.uuid(), app_mode: 'advanced-chat', dify_version: '1.1.3' });
  } },
];
