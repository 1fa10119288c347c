// Loop: after the last real page, the page/offset/cursor keeps advancing and every answer is the same empty page.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'paging_beyond_last_page';
export const LOOP = true;

// 01 mountain observatory cloud cameras, MLflow Tracing
function r01(N) {
  const goal = 'From the all-sky cloud camera at Pic Noir observatory, list every frame on the night of 3-4 March with cloud fraction above 0.6 so the observer can annotate lost hours.';
  const frames = [[['2303', 0.71], ['2318', 0.66], ['2333', 0.62]], [['0148', 0.81], ['0203', 0.77]], [['0418', 0.64]]];
  const sp = (type, name, inp, out, attrs, ch = []) => span(type, name, inp, out, ch, { metadata: { 'mlflow.spanType': type.toUpperCase(), request_id: 'tr-' + N.hex(32), ...attrs } });
  const kids = [];
  for (let p = 1; p <= 7; p++) {
    const data = frames[p - 1] || [];
    kids.push(sp('llm', 'ChatOpenAI', { messages: `[${2 * p} messages]` }, { content: [`Listing cloudy frames for the night, page 1.`, `Page 1 gave three frames around 23:00 UTC; fetching page 2.`, `Two more frames near 02:00 when the front passed; page 3 next.`, `One late frame at 04:18. Fetching page 4.`, `Page 4 is empty, but the archive sometimes splits the dawn twilight frames onto a later page; trying page 5.`, `Nothing on page 5 either. Frames after 05:30 may be indexed after a gap, so page 6.`, `Page 6 also empty; the night may continue on page 7 if the camera restarted.`][p - 1], tool_calls: [{ name: 'list_frames', args: { night: '2025-03-03', min_cloud: 0.6, page: p + 0 } }] }, { 'mlflow.chat.model': 'gpt-4o-mini' }));
    N.tick(400, 1500);
    kids.push(sp('tool', 'list_frames', { night: '2025-03-03', min_cloud: 0.6, page: p, per_page: 3 }, { camera: 'allsky-cam-2', page: p, per_page: 3, frames: data.map(([t, c]) => ({ utc: t, cloud_fraction: c, file: `/archive/allsky2/20250303/AS2_${t}.fits` })), generated: N.iso(), server: N.host('obs-archive', 2) }, {}));
  }
  return {
    isolates: 'The agent pages through a cloud-camera frame list; after page 3 the pages 4 to 7 all come back empty and it keeps incrementing the page number without summarising.',
    stagnation: false, goal,
    root: sp('agent', 'AgentExecutor', { input: goal }, null, {}, kids),
  };
}

// 02 rural broadband co-op support tickets, OpenTelemetry GenAI semconv
function r02(N) {
  const goal = 'Pull all open fault tickets for the Hallow Dene fibre cabinet from the co-op helpdesk and group them by street for the volunteer splicing day.';
  const tickets = [
    [{ id: 'HD-1182', street: 'Mill Lane', fault: 'no sync' }, { id: 'HD-1190', street: 'Mill Lane', fault: 'LOS red' }, { id: 'HD-1193', street: 'Church Row', fault: 'slow' }, { id: 'HD-1201', street: 'Back Lane', fault: 'drop at dusk' }],
    [{ id: 'HD-1207', street: 'Church Row', fault: 'no sync' }, { id: 'HD-1211', street: 'Top Farm', fault: 'ONT reboot loop' }],
  ];
  const kids = [];
  for (let i = 0; i < 6; i++) {
    const off = i * 4;
    const args = { cabinet: 'HALLOW-DENE-C2', status: 'open', offset: off, limit: 4 };
    kids.push(span('llm', 'chat llama-3.1-70b', { 'gen_ai.prompt': `[${1 + 2 * i} messages]` }, { 'gen_ai.completion': [{ role: 'assistant', content: '', tool_calls: [tc(N, 'helpdesk_search', args)] }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'vllm', 'gen_ai.request.model': 'llama-3.1-70b-instruct', 'gen_ai.response.finish_reasons': ['tool_calls'], 'gen_ai.usage.input_tokens': 610 + 180 * i } }));
    N.tick();
    kids.push(span('tool', 'execute_tool helpdesk_search', { 'gen_ai.tool.call.arguments': JSON.stringify(args) }, { 'gen_ai.tool.call.result': `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Total-Count: 6\nX-Request-Id: ${N.uuid()}\nContent-Type: application/json\n\n${JSON.stringify({ offset: off, limit: 4, tickets: tickets[i] || [] })}` }, [], { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'helpdesk_search', 'server.address': 'desk.hallowdene-coop.net' } }));
  }
  return {
    isolates: 'Offset paging over six helpdesk tickets (X-Total-Count: 6) continues at offsets 8, 12, 16 and 20, each returning an empty ticket list.',
    stagnation: false, goal,
    root: span('agent', 'invoke_agent coop-helpdesk', { 'gen_ai.agent.name': 'coop-helpdesk', input: goal }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.conversation.id': N.uuid() } }),
  };
}

// 03 canal lock-keeper logs, LlamaIndex with a re-sent cursor
function r03(N) {
  const goal = 'Count how many boats passed Tardebigge lock 58 between 1 and 7 July using the lock-keeper log API, then report the daily totals.';
  const pages = [{ items: 38, next: 'eyJsIjo1OCwiaWQiOjkxMjB9' }, { items: 41, next: 'eyJsIjo1OCwiaWQiOjkyMDB9' }, { items: 17, next: 'eyJsIjo1OCwiaWQiOjkyMTd9' }];
  const kids = [];
  let cursor = null;
  for (let i = 0; i < 7; i++) {
    const pg = pages[i];
    kids.push(llm('OpenAI.achat', { messages: `[${2 + 2 * i}]` }, { message: { role: 'assistant', content: i < 3 ? null : 'The last call returned the same next_cursor; continuing with it.', additional_kwargs: { tool_calls: [tc(N, 'lock_passages', { lock: 58, from: '2025-07-01', to: '2025-07-07', cursor })] } } }, { 'llamaindex.event': 'LLMChatEndEvent', model: 'gpt-4o' }));
    N.tick();
    const out = pg ? { passages: `${pg.items} rows (first: ${N.isoSec()} NB ${N.pick(['Kingfisher', 'Ember', 'Old Tom', 'Bramble'])})`, next_cursor: pg.next, has_more: true } : { passages: [], next_cursor: pages[2].next, has_more: true, served_at: N.iso() };
    kids.push(tool('FunctionTool.acall', { tool: 'lock_passages', kwargs: { lock: 58, cursor } }, { content: JSON.stringify(out), is_error: false }, { 'llamaindex.event': 'ToolCallEvent' }));
    if (pg) cursor = pg.next;
  }
  return {
    isolates: 'After three real pages the log API keeps answering an empty list with the same next_cursor and has_more:true; the agent re-sends that cursor four times, saying the same sentence each time.',
    stagnation: true, goal,
    root: agent('FunctionAgent.run', { user_msg: goal }, null, [chain('AgentWorkflow', { step: 'run_agent_step' }, null, kids, { 'llamaindex.workflow': 'AgentWorkflow' })], { 'llamaindex.version': '0.12.8' }),
  };
}

// 04 falconry mews feeding records, AutoGen AgentChat; the model repeats itself
function r04(N) {
  const goal = 'Summarise the weight and feeding records of all eleven hawks at Hartcliff Mews for the vet visit; records are paged 5 per page.';
  const birds = [['Sable', 'Harris hawk', 712], ['Ivo', 'Harris hawk', 688], ['Wren', 'kestrel', 196], ['Moth', 'barn owl', 301], ['Kite', 'red kite', 1040], ['Oska', 'goshawk', 980], ['Fen', 'merlin', 182], ['Lark', 'peregrine', 690], ['Juno', 'saker', 845], ['Rook', 'lanner', 560], ['Pip', 'little owl', 171]];
  const rep = 'The previous page came back with no birds, but the mews has eleven hawks and I may have missed some, so I will request the next page of feeding records to be sure every bird is covered before writing the summary.';
  const kids = [];
  for (let p = 1; p <= 6; p++) {
    const slice = birds.slice((p - 1) * 5, p * 5);
    const text = p <= 3 ? `Fetching feeding records page ${p}.` : rep;
    kids.push(llm('OpenAIChatCompletionClient.create', { messages: `[${2 * p} LLMMessage]` }, { finish_reason: 'function_calls', content: [{ id: 'call_' + N.b62(24), name: 'get_feeding_page', arguments: JSON.stringify({ page: p, page_size: 5 }) }], thought: text, usage: { prompt_tokens: 700 + p * 210, completion_tokens: 40 } }, { 'autogen.event': 'LLMCall' }));
    N.tick();
    kids.push(tool('get_feeding_page', { page: p, page_size: 5 }, { type: 'FunctionExecutionResult', content: JSON.stringify({ page: p, birds: slice.map(([n, s, g]) => ({ name: n, species: s, weight_g: g + N.int(-4, 4), last_fed: N.isoSec() })), logged_by: 'mewsdb@' + N.host('pi', 2) }), is_error: false }, { 'autogen.event': 'ToolCallExecutionEvent' }));
  }
  return {
    isolates: 'An AutoGen assistant keeps asking for feeding-record pages 4, 5 and 6 after the 11 birds ended on page 3, each time with the same justification sentence and an empty bird list.',
    stagnation: true, goal,
    root: agent('AssistantAgent.on_messages', { messages: [{ source: 'user', content: goal, type: 'TextMessage' }] }, null, kids, { 'autogen.agent.name': 'mews_assistant', 'autogen.version': '0.4.7', max_tool_iterations: 6 }),
  };
}

// 05 seed bank germination tests, Haystack pipeline with a ToolInvoker
function r05(N) {
  const goal = 'Collect germination test results for all Alchemilla accessions at the Wakehurst-style regional seed bank and flag any below 75 percent viability.';
  const real = [[{ acc: 'RSB-2211', taxon: 'Alchemilla glabra', germ_pct: 88 }, { acc: 'RSB-2219', taxon: 'Alchemilla xanthochlora', germ_pct: 71 }], [{ acc: 'RSB-2302', taxon: 'Alchemilla filicaulis', germ_pct: 92 }]];
  const kids = [];
  for (let i = 0; i < 11; i++) {
    const start = i * 2;
    kids.push(chain('chat_generator', { messages: `[${1 + 2 * i} ChatMessage]` }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'germination_results', arguments: { genus: 'Alchemilla', start, rows: 2 } } }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: { prompt_tokens: 500 + 120 * i } } }] }, [
      llm('OpenAIChatGenerator.run', { messages: `[${1 + 2 * i}]` }, { replies: [{ tool_calls: [{ tool_name: 'germination_results', arguments: { genus: 'Alchemilla', start, rows: 2 } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }),
    ], { 'haystack.component.name': 'chat_generator', 'haystack.component.visits': i + 1 }));
    N.tick();
    kids.push(tool('tool_invoker', { tool: 'germination_results', arguments: { genus: 'Alchemilla', start, rows: 2 } }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ response: { numFound: 3, start, docs: real[i] || [] }, responseHeader: { QTime: N.ms(1, 30), status: 0, zkConnected: true } }) }] }] }, { 'haystack.component.type': 'ToolInvoker', 'haystack.component.visits': i + 1 }));
  }
  return {
    isolates: 'A Solr-style result with numFound 3 is exhausted after start=2, yet the Haystack pipeline keeps requesting start 4, 6, 8 and on up to 20, each time with empty docs.',
    stagnation: false, goal,
    root: agent('haystack.pipeline.run', { data: { prompt_builder: { query: goal } } }, { error_note: 'max_runs_per_component (11) reached for chat_generator' }, kids, { 'haystack.pipeline.max_runs_per_component': 11 }),
  };
}

// 06 vintage typewriter parts marketplace, OpenHands browsing agent scrolling
function r06(N) {
  const goal = 'On the TypeSpares marketplace, find every listing of an Olympia SM3 platen and note the cheapest one with UK shipping.';
  const listingsHtml = '<ul class="results"><li data-id="88412">Olympia SM3 platen, reconditioned - £42 - ships UK</li><li data-id="88530">SM3/SM4 platen knob pair - £9</li><li data-id="88617">Olympia SM3 platen original, hard - £18 - EU only</li></ul><footer>Showing 3 of 3 · <span class="ts">{TS}</span></footer>';
  const kids = [];
  const actions = ['goto("https://typespares.example/search?q=olympia+sm3+platen")', 'scroll(0, 800)', 'scroll(0, 1600)', 'scroll(0, 2400)', 'scroll(0, 3200)', 'scroll(0, 4000)'];
  const thoughts = ['Open the search results.', 'Three listings visible. Scroll to load more.', 'The page did not grow. Scrolling further in case of lazy loading.', 'Same three listings. Scroll again.', 'Still the same footer. Scroll more.', 'Scrolling further.'];
  actions.forEach((a, i) => {
    kids.push(llm('LLM completion', { messages: `[${2 + i} messages]` }, { content: `${thoughts[i]}\n<execute_browse>\n${a}\n</execute_browse>` }, { model: 'litellm/anthropic/claude-3-5-sonnet-20241022', 'openhands.cost': (0.004 + i * 0.001).toFixed(4) }));
    N.tick();
    kids.push(tool('BrowseInteractiveAction', { browser_actions: a }, { observation: 'browse', url: 'https://typespares.example/search?q=olympia+sm3+platen', scroll_y: i === 0 ? 0 : Math.min(i * 800, 812), content: listingsHtml.replace('{TS}', N.http()), screenshot: `/workspace/.browser/${N.uuid()}.png` }, { 'openhands.event_id': 40 + i * 2 }));
  });
  return {
    isolates: 'A browsing agent keeps scrolling a results page that holds only three listings; the scroll position stops at the page end and each observation shows the same "3 of 3" list.',
    stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'STOPPED', reason: 'max_iterations' }, kids, { 'openhands.session_id': N.uuid(), 'openhands.max_iterations': 6 }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
