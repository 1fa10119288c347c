import { agent, chain, llm, tool, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true, stagnation = false;

export const scenarios = [
// 01 clog makers — MLflow Tracing
(N) => {
  const kids = [];
  const pages = [['WL-0412 willow blank 38', 'WL-0413 willow blank 39', 'PO-0201 poplar blank 40'], ['PO-0202 poplar blank 41', 'PO-0203 poplar blank 42'], [], [], [], []];
  pages.forEach((items, i) => {
    kids.push(llm('ChatOpenAI', { messages: `[${i * 2 + 1}]` }, i === 0 ? 'Listing wood blanks in the drying kiln.' : `Fetching page ${i + 1}.`, { 'mlflow.spanType': 'CHAT_MODEL' }));
    kids.push(tool('list_kiln_blanks', { kiln: 'K2', page: i + 1, per_page: 3 }, { page: i + 1, items: items.map((s) => ({ id: s.split(' ')[0], desc: s })), server_time: N.iso(), kiln_temp_c: 40 + N.int(0, 3) }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
  });
  return {
    isolates: 'After the second page of kiln inventory the agent keeps requesting pages 3 to 6, each returning an empty item list.',
    goal: 'Count the willow and poplar clog blanks in drying kiln K2 and plan this week\'s carving.',
    root: agent('clog_workshop_agent', { request: 'How many blanks are in K2? Plan carving.' }, null, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + N.hex(32) }),
  };
},
// 02 carousel restoration — AutoGen
(N) => {
  const kids = [
    llm('assistant (AutoGen)', { messages: [{ source: 'user', content: 'List every horse figure still waiting for gilding.' }] }, { content: [{ name: 'get_figures', arguments: '{"status":"await_gilding","offset":0,"limit":10}' }], type: 'FunctionCall' }),
    tool('get_figures', { status: 'await_gilding', offset: 0, limit: 10 }, JSON.stringify({ figures: ['Stander #3 "Bella"', 'Jumper #7', 'Jumper #11', 'Chariot side panel L'], offset: 0, returned: 4 })),
  ];
  [10, 20, 30, 40].forEach((off) => {
    kids.push(llm('assistant (AutoGen)', { messages: '[FunctionExecutionResult]' }, { content: [{ name: 'get_figures', arguments: JSON.stringify({ status: 'await_gilding', offset: off, limit: 10 }) }], type: 'FunctionCall', models_usage: N.tokens() }));
    kids.push(tool('get_figures', { status: 'await_gilding', offset: off, limit: 10 }, JSON.stringify({ figures: [], offset: off, returned: 0, db_ms: N.ms(3, 40) })));
  });
  return {
    isolates: 'An AutoGen assistant advances the offset from 10 to 40 after a first page that already returned fewer than the limit, getting zero figures each time.',
    goal: 'List the carousel horse figures still waiting for gold-leaf gilding in the restoration shop.',
    root: agent('RoundRobinGroupChat', { task: 'List every horse figure still waiting for gilding.' }, { stop_reason: 'Maximum number of messages 12 reached' }, kids, { autogen_version: '0.4.9' }),
  };
},
// 03 washi paper makers — OTel GenAI semconv
(N) => {
  const g = (n) => ({ 'gen_ai.operation.name': n, 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4.1-mini' });
  const kids = [
    llm('chat gpt-4.1-mini', { 'gen_ai.prompt': 'Collect all wholesale orders for kozo sheets this month.' }, { 'gen_ai.completion': '', tool_calls: [{ name: 'orders_list', arguments: '{"product":"kozo","cursor":null}' }] }, g('chat')),
    tool('execute_tool orders_list', { product: 'kozo', cursor: null }, { data: [{ order: 'W-311', sheets: 400 }, { order: 'W-318', sheets: 150 }], next_cursor: 'c_ZW5k', request_id: N.uuid() }, { metadata: { 'gen_ai.tool.name': 'orders_list' } }),
    llm('chat gpt-4.1-mini', { 'gen_ai.prompt': '...' }, { 'gen_ai.completion': 'Got 2 orders, following next_cursor.', tool_calls: [{ name: 'orders_list', arguments: '{"product":"kozo","cursor":"c_ZW5k"}' }] }, g('chat')),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(tool('execute_tool orders_list', { product: 'kozo', cursor: 'c_ZW5k' }, { data: [], next_cursor: 'c_ZW5k', request_id: N.uuid(), served_at: N.httpDate() }, { metadata: { 'gen_ai.tool.name': 'orders_list' } }));
    if (i < 3) kids.push(llm('chat gpt-4.1-mini', { 'gen_ai.prompt': '...' }, { 'gen_ai.completion': ['Empty page but next_cursor present, continuing.', 'Following the cursor again.', 'Retrying with the cursor.'][i], tool_calls: [{ name: 'orders_list', arguments: '{"product":"kozo","cursor":"c_ZW5k"}' }] }, g('chat')));
  }
  return {
    isolates: 'The API keeps echoing the same next_cursor with empty data and the agent re-sends that cursor four times.',
    goal: 'Total this month\'s wholesale kozo washi sheet orders for the papermaking studio.',
    root: agent('invoke_agent washi-orders', { input: 'Total kozo orders this month' }, null, kids, { 'gen_ai.agent.name': 'washi-orders', 'service.name': 'paper-studio' }),
  };
},
// 04 kvass brewers — plain message-level
(N) => {
  const kids = [llm('chat.completions', { messages: [{ role: 'user', content: 'Export all fermentation logs for vat 5 since Monday.' }] }, oaiMsg(N, null, [['ferm_logs', { vat: 5, since: '2025-06-02', page: 1 }]]))];
  kids.push(tool('ferm_logs', { vat: 5, since: '2025-06-02', page: 1 }, `page 1/2\n2025-06-02 06:00 brix=6.1 temp=22.4\n2025-06-02 18:00 brix=5.3 temp=23.0\n2025-06-03 06:00 brix=4.6 temp=22.8`));
  kids.push(llm('chat.completions', { messages: '[4]' }, oaiMsg(N, null, [['ferm_logs', { vat: 5, since: '2025-06-02', page: 2 }]])));
  kids.push(tool('ferm_logs', { vat: 5, since: '2025-06-02', page: 2 }, `page 2/2\n2025-06-03 18:00 brix=4.1 temp=22.1\n2025-06-04 06:00 brix=3.9 temp=21.7`));
  for (let p = 3; p <= 6; p++) {
    kids.push(llm('chat.completions', { messages: `[${p * 2}]` }, oaiMsg(N, null, [['ferm_logs', { vat: 5, since: '2025-06-02', page: p }]])));
    kids.push(tool('ferm_logs', { vat: 5, since: '2025-06-02', page: p }, `page ${p}/2\n(no rows)\n-- query ${N.ms(2, 30)}ms on ${N.host('pg')}`));
  }
  return {
    isolates: 'The log endpoint states 2 pages, yet the agent requests pages 3 to 6 and gets "(no rows)" each time.',
    goal: 'Export the fermentation logs of kvass vat 5 since Monday for the brewer\'s batch record.',
    root: agent('kvass-ops', { user: 'Export all fermentation logs for vat 5 since Monday.' }, null, kids, { format: 'openai-chat' }),
  };
},
// 05 desalination plant — LangSmith
(N) => {
  const kids = [];
  const entries = [[{ train: 'RO-3', event: 'membrane CIP', at: N.isoNoMs() }, { train: 'RO-1', event: 'high SDI alarm', at: N.isoNoMs() }], [{ train: 'RO-2', event: 'HP pump trip', at: N.isoNoMs() }], [], [], []];
  entries.forEach((e, i) => {
    kids.push(chain('RunnableSequence', {}, {}, [
      llm('ChatAnthropic', { messages: '[...]' }, { content: i === 0 ? 'Start with the first page of the maintenance journal.' : i < 3 ? `Page ${i} had ${entries[i - 1].length} entries; requesting page ${i + 1}.` : `Requesting page ${i + 1}.` }, { ls_model_name: 'claude-3-5-sonnet' }),
      tool('maintenance_journal', { plant: 'Ras Qurayyah', page: i + 1, size: 50 }, { entries: e, page: i + 1, size: 50, generated: N.iso(), trace: N.traceparent() }),
    ], { ls_run_depth: 1 }));
  });
  return {
    isolates: 'The second journal page returned one entry out of 50 (the last page) but the agent goes on to pages 3, 4 and 5, all empty.',
    goal: 'Summarise this week\'s reverse-osmosis maintenance events at a desalination plant.',
    root: agent('AgentExecutor', { input: 'Summarise RO maintenance this week.' }, null, kids, { project: 'desal-ops', run_id: N.uuid() }),
  };
},
// 06 night bus operators — Vercel AI SDK, streamText
(N) => {
  const kids = [];
  const ys = [0, 800, 1600, 2400, 3200];
  ys.forEach((y, i) => {
    kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': i ? '' : 'Scrolling the driver rota page.', 'ai.response.toolCalls': [{ toolName: 'browser_scroll', args: { y } }], 'ai.response.msToFirstChunk': N.ms(200, 900) }, { 'ai.model.id': 'gpt-4o' }));
    const html = i < 2 ? `<table id="rota"><tr><td>N${14 + i}</td><td>${['Okafor', 'Lindqvist'][i]}</td><td>23:40</td></tr></table>` : `<div class="end">— end of rota —</div><footer>Generated ${N.httpDate()} · ${N.reqId('r')}</footer>`;
    kids.push(tool('ai.toolCall', { y }, { scrollY: y, viewport: html }, { metadata: { 'ai.toolCall.name': 'browser_scroll' } }));
  });
  return {
    isolates: 'A browsing agent keeps scrolling further down a rota page that already shows the end-of-list marker, three times seeing the same footer.',
    goal: 'Find which driver covers the N15 night bus on Friday and message them about the diversion.',
    root: agent('ai.streamText', { 'ai.prompt': 'Who drives N15 Friday? Tell them about the diversion.' }, { 'ai.response.finishReason': 'length' }, kids, { 'ai.telemetry.functionId': 'night-ops-browser' }),
  };
},
];
