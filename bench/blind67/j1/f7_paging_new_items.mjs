import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'paging-new-items';
export const ROWS = [
{ n: '01', domain: 'rope-access window-cleaning job sheets', style: 'LangGraph / LangSmith',
  isolates: 'Three pages of job sheets each bring new buildings; the third says has_more=false and the agent summarises.',
  goal: 'List all high-rise window-cleaning jobs done in May to check abseil rope inspection dates.',
  build: (N) => {
    const pages = [[{ bldg: 'Quayside Tower', date: '05-02' }, { bldg: 'Mercat House', date: '05-06' }], [{ bldg: 'Canal Point', date: '05-14' }, { bldg: 'Victoria Lofts', date: '05-20' }], [{ bldg: 'Old Mill Flats', date: '05-29' }]];
    const ch = pages.map((p, i) => chain('tools', {}, null, [tool('list_jobs', { month: '2024-05', page: i + 1 }, { jobs: p, page: i + 1, has_more: i < 2, fetched: N.iso() }, { run_id: N.uuid() })]));
    ch.push(chain('agent', {}, null, [llm('ChatOpenAI', { messages: '[[…]]' }, { generations: [[{ text: 'May had 5 high-rise jobs: Quayside Tower, Mercat House, Canal Point, Victoria Lofts, Old Mill Flats. Rope inspection dates can now be checked against these.' }]] })]));
    return agent('LangGraph', { messages: 'May high-rise jobs' }, null, ch, { thread_id: N.uuid() });
  } },
{ n: '02', domain: 'fjord salmon pen feed barge logs', style: 'OpenTelemetry GenAI semantic conventions',
  isolates: 'Cursor pagination through feeding logs yields new records on every page until next_cursor is null; the agent totals the feed.',
  goal: 'Total the feed delivered to pens 1–4 at site Vikane last week for the feed-conversion report.',
  build: (N) => {
    const pages = [{ rows: [{ pen: 1, kg: 4120 }, { pen: 2, kg: 3980 }], next: 'a1' }, { rows: [{ pen: 3, kg: 4410 }], next: 'a2' }, { rows: [{ pen: 4, kg: 3875 }], next: null }];
    const ch = [];
    pages.forEach((p) => ch.push(tool('execute_tool feed_logs', { 'gen_ai.tool.name': 'feed_logs', 'gen_ai.tool.call.arguments': '{"site":"vikane","week":"2024-W22"}' }, { 'gen_ai.tool.call.result': JSON.stringify({ ...p, barge_clock: N.epoch() }) })));
    ch.push(llm('chat gpt-4o', { 'gen_ai.input.messages': '[…]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Vikane pens 1–4 received 16,385 kg of feed in week 22 (4,120 + 3,980 + 4,410 + 3,875).' }] }] }));
    return agent('invoke_agent feed-report', { 'gen_ai.agent.name': 'feed-report' }, null, ch, { 'gen_ai.operation.name': 'invoke_agent' });
  } },
{ n: '03', domain: 'observatory dome motor maintenance tickets', style: 'Anthropic Messages API logs',
  isolates: 'Offset paging over maintenance tickets returns 3, 3 and 1 new tickets, the last page short and marked end; the agent then writes the MTBF estimate.',
  goal: 'Estimate the mean time between failures of the dome rotation motors from the ticket history.',
  build: (N) => {
    const pages = [['DM-101 2023-01-12 brush wear', 'DM-114 2023-03-30 encoder slip', 'DM-120 2023-06-04 gearbox noise'], ['DM-133 2023-08-22 brush wear', 'DM-140 2023-10-09 overcurrent trip', 'DM-151 2023-12-18 encoder slip'], ['DM-163 2024-02-27 brush wear']];
    const ch = pages.map((p, i) => tool('list_tickets', { offset: i * 3, limit: 3 }, { type: 'tool_result', content: JSON.stringify({ tickets: p, offset: i * 3, end: i === 2, 'request-id': 'req_' + N.b62(20) }) }));
    ch.push(llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: '[8 messages]' }, { content: [{ type: 'text', text: '7 failures over about 13.5 months gives an MTBF of roughly 59 days; brush wear recurs every ~7 months.' }], stop_reason: 'end_turn' }));
    return agent('messages-loop', { first_user: 'MTBF of dome motors' }, null, ch, { log_source: 'console' });
  } },
{ n: '04', domain: 'hop kiln batch records', style: 'smolagents ToolCallingAgent',
  isolates: 'Each page of kiln batch records brings different batches until the API reports last_page; the agent then answers with the average drying time.',
  goal: 'Compute the average drying time of this season\'s Fuggle batches across both oast kilns.',
  build: (N) => {
    const pages = [[['F-01', 9.5], ['F-02', 10.0]], [['F-03', 9.0], ['F-04', 11.5]], [['F-05', 10.0]]];
    const ch = [];
    pages.forEach((p, i) => { ch.push(llm('step', { step: i + 1 }, { tool_calls: [{ name: 'kiln_batches', arguments: { variety: 'Fuggle', page: i + 1 } }] })); ch.push(tool('kiln_batches', { variety: 'Fuggle', page: i + 1 }, `Observation: ${JSON.stringify({ batches: p.map(([b, h]) => ({ batch: b, hours: h })), page: i + 1, last_page: i === 2, ts: N.iso() })}`)); });
    ch.push(llm('step', { step: 4 }, { tool_calls: [{ name: 'final_answer', arguments: { answer: 'Five Fuggle batches averaged 10.0 hours drying (9.5, 10.0, 9.0, 11.5, 10.0).' } }] }));
    return agent('ToolCallingAgent', { task: 'Average Fuggle drying time' }, 'Five Fuggle batches averaged 10.0 hours.', ch, { max_steps: 8 });
  } },
{ n: '05', domain: 'stair-lift service history', style: 'Pydantic AI (Logfire)',
  isolates: 'Paging service visits by link header brings new visits on every page until no "next" link remains; the agent reports units overdue for service.',
  goal: 'Find stair-lift units whose last service is over 12 months old in the Northfield area.',
  build: (N) => {
    const pages = [[{ unit: 'SL-2201', last: '2023-02-10' }, { unit: 'SL-2207', last: '2024-01-15' }], [{ unit: 'SL-2230', last: '2022-11-30' }, { unit: 'SL-2244', last: '2024-03-02' }], [{ unit: 'SL-2259', last: '2023-05-19' }]];
    const ch = pages.map((p, i) => tool('running tool: service_visits', { area: 'Northfield', page: i + 1 }, { status: 200, headers: { link: i < 2 ? `</visits?area=Northfield&page=${i + 2}>; rel="next"` : '', date: N.http(), 'x-request-id': N.uuid() }, body: p }));
    ch.push(llm('chat gpt-4o', { all_messages: '[…]' }, { parts: [{ part_kind: 'text', content: 'Overdue (>12 months before 2024-06-01): SL-2201, SL-2230, SL-2259.' }] }));
    return agent('agent run', { user_prompt: 'Overdue stair-lifts Northfield' }, { output: 'SL-2201, SL-2230, SL-2259' }, ch, { agent_name: 'service_agent' });
  } },
{ n: '06', domain: 'ferry ticketing refunds ledger', style: 'Mastra',
  isolates: 'Scrolling a refunds ledger with a scroll id: every batch has new refunds until the hits array is empty on the natural end; the agent then totals them.',
  goal: 'Total the weather-cancellation refunds issued by the ferry ticket desks in March.',
  build: (N) => {
    const pages = [[{ ref: 'RF-5521', eur: 48 }, { ref: 'RF-5522', eur: 96 }], [{ ref: 'RF-5530', eur: 24 }], []];
    const ch = pages.map((p, i) => tool('tool:scrollRefunds', { reason: 'weather', month: '2024-03', scroll_id: i ? 'DXF1ZXJ5' + i : null }, { hits: p, scroll_id: 'DXF1ZXJ5' + (i + 1), took: N.dur(3, 30) }));
    ch.push(llm('llm:generate', { messages: '[…]' }, { text: 'March weather-cancellation refunds: 3 refunds totalling €168 (RF-5521 €48, RF-5522 €96, RF-5530 €24).' }));
    return agent('agent:refundsAuditor', { prompt: 'March weather refunds total' }, null, ch, { runId: N.uuid() });
  } },
];
