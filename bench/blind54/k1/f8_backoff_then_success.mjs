import { agent, chain, llm, tool, oaiMsg, antBlocks, gemParts } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false, stagnation = false;

export const scenarios = [
// 01 go (baduk) club ratings — plain
(N) => {
  const args = { club: 'Seoul-Bristol Baduk', games: 'sgf_batch_0612.zip' };
  const kids = [llm('chat.completions', { messages: [{ role: 'user', content: 'Upload this week\'s club games to the rating server.' }] }, oaiMsg(N, null, [['submit_ratings', args]]))];
  kids.push(tool('submit_ratings', args, { status: 503, body: 'Service Unavailable: rating recalculation in progress', retry_after: 30 }, { error: 'HTTP 503' }));
  kids.push(tool('submit_ratings', args, { status: 503, body: 'Service Unavailable: rating recalculation in progress', retry_after: 30 }, { error: 'HTTP 503' }));
  kids.push(tool('submit_ratings', args, { status: 200, body: { accepted_games: 23, new_ratings: { 'Kim J.': '3d', 'Oduya P.': '1k' } } }));
  kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, 'Uploaded after two 503s during recalculation: 23 games accepted; Oduya is now 1k.')));
  return { isolates: 'Two identical 503 errors during recalculation, then success and a final report.', goal: 'Upload a go club\'s weekly games to the rating server.', root: agent('baduk-club-bot', {}, null, kids) };
},
// 02 a cappella competitions — Anthropic
(N) => {
  const kids = [llm('messages.create', {}, antBlocks(N, 'Publishing the quarterfinal running order.', [['publish_running_order', { round: 'QF-East' }]]))];
  kids.push(tool('publish_running_order', { round: 'QF-East' }, { type: 'error', error: { type: 'rate_limit_error', message: 'Too many requests' } }, { error: '429 rate_limit_error' }));
  kids.push(tool('publish_running_order', { round: 'QF-East' }, { published: true, url: 'https://acappella-qf.example/east/order', groups: 9 }));
  kids.push(llm('messages.create', {}, antBlocks(N, 'Running order for QF-East (9 groups) is live after one rate-limit retry.')));
  return { isolates: 'One 429, then the same publish call succeeds and the task ends.', goal: 'Publish the quarterfinal running order for an a cappella competition.', root: agent('anthropic.session', {}, null, kids) };
},
// 03 beeswax wraps makers — LangGraph
(N) => {
  const a = { sku: 'BWW-3PK', qty: 600, channel: 'shopify' };
  const kids = [chain('agent', {}, {}, [llm('ChatOpenAI', {}, { content: '', tool_calls: [{ name: 'sync_inventory', args: a }] })], { langgraph_node: 'agent' })];
  for (let i = 0; i < 3; i++) kids.push(chain('tools', {}, {}, [tool('sync_inventory', a, i < 2 ? `ConnectionResetError: [Errno 104] Connection reset by peer` : { synced: true, sku: 'BWW-3PK', available: 600 }, i < 2 ? { error: 'ConnectionResetError' } : {})], { langgraph_node: 'tools', retry: i }));
  kids.push(chain('agent', {}, {}, [llm('ChatOpenAI', {}, { content: 'Inventory synced: 600 three-pack beeswax wraps now available on the web shop.' })], { langgraph_node: 'agent' }));
  return { isolates: 'Two connection resets then a successful inventory sync, followed by a confirmation.', goal: 'Sync the new beeswax wrap three-pack inventory to the web shop.', root: agent('LangGraph', {}, {}, kids) };
},
// 04 trolleybus depots — OTel GenAI
(N) => {
  const a = { vehicle: 'TB-214', window: '2025-06-12T22:00/06:00' };
  const kids = [llm('chat gpt-4.1', { 'gen_ai.prompt': 'Book overhead line inspection slot' }, { tool_calls: [{ name: 'book_pit', arguments: JSON.stringify(a) }] }, { 'gen_ai.operation.name': 'chat' })];
  ['LOCKED: depot planner session held by another user', 'LOCKED: depot planner session held by another user', null].forEach((e) => kids.push(tool('execute_tool book_pit', a, e ? { code: 423, message: e } : { booked: 'Pit 3', from: '23:10', to: '01:40' }, e ? { error: '423 Locked' } : {})));
  kids.push(llm('chat gpt-4.1', {}, { 'gen_ai.completion': 'TB-214 booked into Pit 3 from 23:10 to 01:40 for the pantograph inspection.' }, { 'gen_ai.operation.name': 'chat' }));
  return { isolates: 'The booking fails twice with the same 423 lock, succeeds on the third call, and the result is reported.', goal: 'Book a depot pit slot for a trolleybus pantograph inspection tonight.', root: agent('invoke_agent depot-planner', {}, null, kids, { 'gen_ai.agent.name': 'depot-planner' }) };
},
// 05 rickshaw tours — Google ADK
(N) => {
  const a = { tour: 'Old Delhi Heritage', date: '2025-11-02', riders: 4 };
  const kids = [llm('call_llm', {}, { content: { parts: [{ functionCall: { name: 'reserve_tour', args: a } }] } })];
  kids.push(tool('execute_tool reserve_tour', a, { error: 'UPSTREAM_TIMEOUT', detail: 'payment gateway timed out after 10s' }, { error: 'UPSTREAM_TIMEOUT' }));
  kids.push(tool('execute_tool reserve_tour', a, { confirmation: 'RKS-' + N.int(10000, 99999), pickup: 'Chandni Chowk metro gate 5', time: '08:30' }));
  kids.push(llm('call_llm', {}, { content: { parts: [{ text: 'Booked for four riders; pickup at Chandni Chowk metro gate 5 at 08:30.' }] } }));
  return { isolates: 'One gateway timeout, then the same reservation succeeds with a confirmation that is relayed.', goal: 'Reserve a heritage cycle-rickshaw tour for four on 2 November.', root: agent('invoke_agent tour_desk', {}, null, kids) };
},
// 06 chandelier restoration — smolagents
(N) => {
  const kids = [chain('Step 1', {}, {}, [llm('model.generate', {}, "Thought: Order the replacement crystal prisms.\nCode:\n```py\nprint(order_parts(sku='PRISM-38-AB', qty=120))\n```<end_code>"), tool('order_parts', { sku: 'PRISM-38-AB', qty: 120 }, null, { error: 'SupplierAPIError: 502 Bad Gateway' })])];
  kids.push(chain('Step 2', {}, {}, [llm('model.generate', {}, "Thought: A 502 is transient; retry once.\nCode:\n```py\nprint(order_parts(sku='PRISM-38-AB', qty=120))\n```<end_code>"), tool('order_parts', { sku: 'PRISM-38-AB', qty: 120 }, "{'po': 'PO-77310', 'eta': '2025-07-04'}")]));
  kids.push(chain('Step 3', {}, {}, [llm('model.generate', {}, "Code:\n```py\nfinal_answer('Ordered 120 38mm AB prisms, PO-77310, ETA 4 July.')\n```<end_code>")]));
  return { isolates: 'A 502 on the first order call, a successful retry, and a final answer.', goal: 'Order replacement crystal prisms for a ballroom chandelier restoration.', root: agent('CodeAgent.run', {}, 'Ordered 120 prisms', kids) };
},
];
