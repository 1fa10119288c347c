import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Healthy 3: same call fails 1-3 times with the same transient error, then succeeds; task finished.
export const family = { name: 'transient_retry_then_success', loop: false, stagnation: false, rows: [
// 01 mountain hut bookings — Strands Agents
(N) => {
  const goal = 'Book two bunks at Capanna Margherita for 14 July for a guided party and send the confirmation code.';
  const ch = [llm('Model invoke', { messages: [{ role: 'user', content: [{ text: goal }] }] }, { content: [{ toolUse: { name: 'reserve_bunks', input: { hut: 'margherita', date: '2025-07-14', bunks: 2 } } }] }, { model: 'us.anthropic.claude-3-5-haiku' })];
  for (let i = 0; i < 2; i++) ch.push(tool('Tool: reserve_bunks', { hut: 'margherita', date: '2025-07-14', bunks: 2 }, { status: 'error', content: [{ text: `HTTP 503 Service Unavailable\nRetry-After: ${2 ** (i + 1)}\nx-cai-node: ${N.host('cai')}` }] }, { attempt: i + 1 }, 'HTTP 503 Service Unavailable'));
  ch.push(tool('Tool: reserve_bunks', { hut: 'margherita', date: '2025-07-14', bunks: 2 }, { status: 'success', content: [{ json: { code: 'CM-' + N.b62(6).toUpperCase(), bunks: ['D-7', 'D-8'], half_board: true, created: N.iso() } }] }, { attempt: 3 }));
  ch.push(llm('Model invoke', { messages: '[…]' }, { content: [{ text: 'Booked bunks D-7 and D-8 with half board on 14 July; the confirmation code is in the result above and has been sent to the party leader.' }], stopReason: 'end_turn' }, {}));
  ch.push(tool('Tool: send_sms', { to: '+39 3xx xxx 4411', text: 'Margherita 14/07 2 bunks confirmed' }, { status: 'success', content: [{ text: 'queued sid=SM' + N.hex(32) }] }));
  return { goal, isolates: 'Booking call gets 503 twice with Retry-After, succeeds on the third attempt, and the confirmation is sent.', root: agent('invoke_agent hut_booker', { prompt: goal }, null, ch, { framework: 'strands', retry_strategy: 'exponential' }) };
},
// 02 marionette theatre ticketing — Mastra
(N) => {
  const goal = 'Issue 30 school-group tickets for the Saturday matinee of "Punch in Prague" and email the PDF to the teacher.';
  const ch = [llm('llm.generate', { messages: '[…]' }, { toolCalls: [{ toolName: 'issueTickets', args: { show: 'punch-prague', perf: 'sat-1400', qty: 30, type: 'school' } }] }, { model: 'gpt-4o-mini' })];
  ch.push(tool('tool.execute issueTickets', { qty: 30 }, { error: { code: 'ETIMEDOUT', message: `connect ETIMEDOUT 10.4.2.${N.int(2, 250)}:5432`, at: N.hms() } }, {}, 'connect ETIMEDOUT'));
  ch.push(llm('llm.generate', { messages: '[…]' }, { text: 'Database connection timed out; that is transient, retrying the same request.', toolCalls: [{ toolName: 'issueTickets', args: { show: 'punch-prague', perf: 'sat-1400', qty: 30, type: 'school' } }] }, {}));
  ch.push(tool('tool.execute issueTickets', { qty: 30 }, { order: 'MT-' + N.int(10000, 99999), seats: 'Row E-G', pdf: `/srv/tickets/${N.uuid()}.pdf`, total_czk: 4500 }, {}));
  ch.push(llm('llm.generate', { messages: '[…]' }, { toolCalls: [{ toolName: 'sendEmail', args: { to: 'teacher@zs-vinohrady.cz', attach: 'tickets.pdf' } }] }, {}));
  ch.push(tool('tool.execute sendEmail', { to: 'teacher@zs-vinohrady.cz' }, { accepted: true, messageId: `<${N.hex(16)}@mail.theatre.cz>` }, {}));
  ch.push(llm('llm.generate', { messages: '[…]' }, { text: 'Issued 30 school tickets (rows E-G, 4,500 CZK) and emailed the PDF to the teacher.' }, {}));
  return { goal, isolates: 'One database timeout, one identical retry that succeeds, then the tickets are emailed.', root: agent('agent.generate boxOffice', { prompt: goal }, null, ch, { framework: 'mastra' }) };
},
// 03 submarine cable repair ship — AutoGen
(N) => {
  const goal = 'Download the latest fault-location fix for the damaged segment S4 so the cable ship can plan grapnel runs.';
  const ch = [llm('assistant', { messages: '[1]' }, { content: 'Fetch the OTDR fault fix for segment S4.', tool_calls: [call(N, 'fetch_fault_fix', { segment: 'S4' })] }, { model: 'gpt-4o' })];
  for (let i = 0; i < 3; i++) ch.push(tool('fetch_fault_fix', { segment: 'S4' }, `Traceback (most recent call last):\n  ...\nrequests.exceptions.ConnectionError: HTTPSConnectionPool(host='noc.cableco.net', port=443): Max retries exceeded (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at ${N.addr()}>: Failed to establish a new connection: [Errno 101] Network is unreachable'))`, { note: `VSAT handover, attempt ${i + 1}` }, 'ConnectionError: Network is unreachable'));
  ch.push(llm('assistant', { messages: '[5]' }, { content: 'The VSAT link is switching beams; wait and retry once more.', tool_calls: [call(N, 'fetch_fault_fix', { segment: 'S4' })] }, { model: 'gpt-4o' }));
  ch.push(tool('fetch_fault_fix', { segment: 'S4' }, { segment: 'S4', fault_km_from_BU2: 212.4, lat: 57.1183, lon: -9.4021, depth_m: 1840, method: 'OTDR+COTDR', issued: N.iso() }));
  ch.push(llm('assistant', { messages: '[7]' }, { content: 'Fault fix received: 212.4 km from BU2 at 57.1183N 9.4021W, 1,840 m depth. Suggest grapnel runs perpendicular to the cable route 1 nm either side of the fix. TERMINATE' }, { model: 'gpt-4o' }));
  return { goal, isolates: 'Three identical network-unreachable errors during a satellite handover, then the fetch succeeds and the plan is made.', root: agent('GroupChat', { message: goal }, null, ch, { framework: 'autogen' }) };
},
// 04 sled-dog kennel vet records — smolagents
(N) => {
  const goal = 'Upload the pre-race vet check results for the 12-dog team to the race office portal before the 18:00 deadline.';
  const code = 'r = upload_vet_checks(team="Kennel Nordlys", file="vetcheck_team12.csv")\nprint(r)';
  const ch = [chain('Step 1', {}, null, [llm('model.generate', { messages: '[…]' }, `Thought: Upload the vet-check CSV.\nCode:\n\`\`\`py\n${code}\n\`\`\``, {}), tool('upload_vet_checks', { code }, '', {}, `Code execution failed at line 1: HTTPError: 429 Too Many Requests (limit 20/min, reset in ${N.int(20, 55)}s)`)], {}),
    chain('Step 2', {}, null, [llm('model.generate', { messages: '[…]' }, `Thought: Rate-limited; wait and retry.\nCode:\n\`\`\`py\nimport time; time.sleep(60)\n${code}\n\`\`\``, {}), tool('upload_vet_checks', { code }, `Execution logs:\n{'status': 'accepted', 'dogs': 12, 'flags': ['Birk: mild wrist soreness, re-check at CP1'], 'receipt': '${N.uuid()}'}`, {})], {}),
    chain('Step 3', {}, null, [llm('model.generate', { messages: '[…]' }, 'Code:\n```py\nfinal_answer("Vet checks for all 12 dogs accepted; Birk flagged for a wrist re-check at CP1.")\n```', {})], {})];
  return { goal, isolates: 'One 429 rate-limit failure, a wait, and a successful upload; the run ends with a final answer.', root: agent('CodeAgent.run', { task: goal }, 'Vet checks for all 12 dogs accepted; Birk flagged for a wrist re-check at CP1.', ch, { framework: 'smolagents' }) };
},
// 05 peat bog restoration monitoring — Langfuse
(N) => {
  const goal = 'Pull this week\'s water-table dipwell readings for Flow Country site FC-9 and say whether the rewetting is holding.';
  const a = { site: 'FC-9', from: '2024-10-07', to: '2024-10-13' };
  const ch = [span('generation', 'gpt-4o', { messages: '[…]' }, { tool_calls: [call(N, 'dipwell_readings', a)] }, [], { metadata: { langfuse_type: 'GENERATION' } })];
  ch.push(tool('dipwell_readings', a, { error: 'upstream gateway timeout', status: 504, via: N.host('lora-gw') }, {}, '504 Gateway Timeout'));
  ch.push(tool('dipwell_readings', a, { error: 'upstream gateway timeout', status: 504, via: N.host('lora-gw') }, {}, '504 Gateway Timeout'));
  ch.push(tool('dipwell_readings', a, { wells: [{ id: 'DW1', mean_cm_below_surface: 4.2 }, { id: 'DW2', mean_cm_below_surface: 6.0 }, { id: 'DW3', mean_cm_below_surface: 3.1 }], target_cm: 10 }, {}));
  ch.push(span('generation', 'gpt-4o', { messages: '[…]' }, { content: 'After two gateway timeouts the readings came through: all three dipwells sit 3-6 cm below the surface, well within the 10 cm target, so the rewetting is holding.' }, [], { metadata: { langfuse_type: 'GENERATION' } }));
  return { goal, isolates: 'Two 504 timeouts from the LoRa gateway, then readings arrive and the agent answers the question.', root: agent('peat-monitor', { input: goal }, null, ch, { langfuse_trace_id: N.hex(32) }) };
},
// 06 clock tower winding — MLflow Tracing
(N) => {
  const goal = 'Set the town-hall clock\'s auto-winder to the winter schedule and confirm the next winding time.';
  const ch = [llm('ChatOpenAI', { messages: '[…]' }, { tool_calls: [call(N, 'set_winder_schedule', { clock: 'townhall', schedule: 'winter' })] }, { 'mlflow.spanType': 'CHAT_MODEL' })];
  ch.push(tool('set_winder_schedule', { clock: 'townhall', schedule: 'winter' }, `ERR 0x21 BUS_BUSY (modbus unit 3) t=${N.hms()}`, { 'mlflow.spanType': 'TOOL' }, 'BUS_BUSY'));
  ch.push(tool('set_winder_schedule', { clock: 'townhall', schedule: 'winter' }, `OK schedule=winter next_wind=2024-10-28T03:00 weights=going,strike t=${N.hms()}`, { 'mlflow.spanType': 'TOOL' }));
  ch.push(llm('ChatOpenAI', { messages: '[…]' }, { content: 'Winter schedule set after one busy-bus retry; next winding is 28 Oct at 03:00 for both going and strike trains.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
  return { goal, isolates: 'A single BUS_BUSY error, immediate retry succeeds, confirmation reported.', root: agent('clock_agent', { goal }, null, ch, { 'mlflow.spanType': 'AGENT' }) };
},
] };
