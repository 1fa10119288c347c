import { agent, llm, tool, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'paging_past_end', loop: true, stagnation: false };
export const scenarios = [
// 01 snow globe factory - OpenAI Agents SDK
(c) => {
  const kids = [span('agent', 'QC Agent', { instructions: 'Count defective snow globes by defect' }, null, [], {})];
  const pages = [[{ sku: 'SG-REINDEER', defect: 'air_bubble', qty: 41 }, { sku: 'SG-CHALET', defect: 'glitter_clump', qty: 12 }], [{ sku: 'SG-TRAIN', defect: 'seal_leak', qty: 7 }], [], [], [], []];
  pages.forEach((p, i) => { kids[0].children.push(llm('generation', { model: 'gpt-4o', input: i ? '[…]' : 'List all defect records for week 46' }, [{ type: 'function_call', name: 'defect_records', arguments: JSON.stringify({ week: 46, page: i + 1, per_page: 2 }) }])); kids[0].children.push(tool('function', { name: 'defect_records', input: JSON.stringify({ week: 46, page: i + 1, per_page: 2 }) }, JSON.stringify({ page: i + 1, items: p, total: 3 }), { metadata: { span_type: 'function' } })); });
  return { isolates: 'After the real last page (page 2 of 3 records) the agent keeps requesting pages 3 to 6, each returning the same empty items list.',
    goal: 'Tally week 46 defects at the snow globe filling line by defect type.',
    root: agent('Agent workflow', { workflow_name: 'Agent workflow', group_id: null }, null, kids, { metadata: { trace_id: 'trace_' + c.hex(32) } }) };
},
// 02 drone light shows - Langfuse
(c) => {
  const kids = [];
  const cursors = ['', 'eyJvIjo1MH0', 'eyJvIjoxMDB9', 'eyJvIjoxMDB9', 'eyJvIjoxMDB9', 'eyJvIjoxMDB9'];
  cursors.forEach((cur, i) => { kids.push(span('GENERATION', 'plan-next-call', { messages: i ? ['…'] : [user('Find drones with battery cycle count over 300 before the harbour show')] }, tc(c, 'fleet_list', { cursor: cur || null, limit: 50 }), [], { metadata: { model: 'gpt-4o-mini', usage: { input: 400 + i * 120, output: 30 } } })); kids.push(tool('fleet_list', { cursor: cur || null, limit: 50 }, i < 2 ? { drones: `[${50} drone records …]`, next_cursor: cursors[i + 1] } : { drones: [], next_cursor: 'eyJvIjoxMDB9', server_time: c.iso(c.tick()) }, { metadata: { langfuse_type: 'SPAN' } })); });
  return { isolates: 'The fleet API keeps handing back the same next_cursor with an empty list after the last page, and the agent re-sends that cursor four times.',
    goal: 'List all show drones with more than 300 battery cycles before the harbour drone light show.',
    root: agent('drone-show-prep', { trace: { name: 'drone-show-prep', userId: 'ops-7', sessionId: c.uuid() } }, null, kids) };
},
// 03 street market licences - Strands Agents
(c) => {
  const kids = [];
  for (let off = 0; off <= 200; off += 40) { const last = off >= 80; kids.push(llm('chat', { 'gen_ai.system': 'strands-agents', messages: off ? ['…'] : [user('Which street-market pitch licences expire before 1 March?')] }, { toolUse: { name: 'licence_search', input: { expires_before: '2025-03-01', offset: off, limit: 40 } } }, { metadata: { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' } })); kids.push(tool('execute_tool licence_search', { offset: off, limit: 40 }, { status: 'success', content: [{ json: last ? { rows: [], offset: off, total: 73 } : { rows: `${off === 40 ? 33 : 40} licences`, offset: off, total: 73 } }] })); }
  return { isolates: 'Total is 73 rows, yet the offset keeps advancing to 80, 120, 160 and 200 with an empty rows array each time.',
    goal: 'Produce the list of street-market pitch licences that expire before 1 March for renewal letters.',
    root: agent('invoke_agent Strands Agents', { prompt: 'Which licences expire before 1 March?' }, null, kids, { metadata: { 'event_loop.cycle_count': 6 } }) };
},
// 04 date palm orchards - Google ADK
(c) => {
  const kids = [];
  for (let p = 1; p <= 7; p++) { kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': p === 1 ? 'Harvest yields per block' : '…' }, { content: { parts: [{ function_call: { name: 'get_block_yields', args: { season: '2024', page: p } } }] } })); kids.push(tool('execute_tool get_block_yields', { season: '2024', page: p }, p <= 3 ? { blocks: [`M-${p}1`, `M-${p}2`, `M-${p}3`].map((b) => ({ block: b, medjool_kg: c.int(4000, 9000) })), page: p, has_more: p < 3 } : { blocks: [], page: p, has_more: false })); }
  return { isolates: 'The tool says has_more is false on page 3, but the agent keeps asking for pages 4 to 7 and gets the same empty block list each time.',
    goal: 'Sum 2024 Medjool harvest yields per block for the date palm orchard report.',
    root: agent('invoke_agent orchard_agent', { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid() }, null, kids) };
},
// 05 surfboard shaping - MLflow Tracing
(c) => {
  const kids = [];
  for (let p = 0; p < 6; p++) { kids.push(span('CHAT_MODEL', 'ChatOpenAI', { messages: p ? ['…'] : [user('Collect all open custom board orders with a swallow tail')] }, tc(c, 'orders_page', { tail: 'swallow', status: 'open', page_token: p ? `pt_${p}` : null }), [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } })); kids.push(tool('orders_page', { tail: 'swallow', status: 'open', page_token: p ? `pt_${p}` : null }, p < 2 ? { orders: [{ id: `CB-${c.int(1000, 9999)}`, length: `6'${c.int(0, 11)}"` }, { id: `CB-${c.int(1000, 9999)}`, length: `5'${c.int(6, 11)}"` }], next_page_token: `pt_${p + 1}` } : { orders: [], next_page_token: `pt_${p + 1}` }, { metadata: { 'mlflow.spanType': 'TOOL' } })); }
  return { isolates: 'The order API mints a new page token each time even when empty; from page 3 on the agent walks four empty pages without noticing.',
    goal: 'Collect all open custom surfboard orders with a swallow tail for the shaping bay schedule.',
    root: agent('AgentExecutor', { input: 'Collect open swallow-tail orders' }, null, kids, { metadata: { 'mlflow.traceRequestId': 'tr-' + c.hex(32) } }) };
},
// 06 Gradle build cache cleanup - plain message-level
(c) => {
  const kids = [];
  for (let p = 1; p <= 6; p++) { kids.push(llm('chat.completions', { model: 'gpt-4.1', messages: p === 1 ? [sys('You manage the remote Gradle build cache.'), user('Find cache entries over 500 MB not hit in 30 days')] : ['…'] }, { choices: [{ message: tc(c, 'cache_entries', { min_size_mb: 500, unused_days: 30, page: p }), finish_reason: 'tool_calls' }] })); kids.push(tool('cache_entries', JSON.stringify({ min_size_mb: 500, unused_days: 30, page: p }), p <= 2 ? `HTTP/1.1 200 OK\nContent-Type: application/json\nX-Total-Count: 37\nLink: <...page=${p + 1}>; rel="next"\n\n{"entries":[... ${p === 1 ? 25 : 12} entries ...]}` : `HTTP/1.1 200 OK\nContent-Type: application/json\nX-Total-Count: 37\nDate: ${c.http(c.tick())}\n\n{"entries":[]}`)); }
  return { isolates: 'X-Total-Count is 37 and no next link is sent after page 2, yet pages 3 to 6 are fetched and each is an empty entries array.',
    goal: 'Identify remote Gradle build cache entries over 500 MB not hit in 30 days so they can be evicted.',
    root: agent('session', { id: c.uuid() }, null, kids) };
},
];
