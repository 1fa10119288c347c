import { agent, llm, tool, chain, span, tcall } from './lib.mjs';
export const family = 'retry_then_succeed';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.';
export const scenarios = [
  { id: '01', domain: 'boomerang makers’ export shipment', style: 'OpenAI Agents SDK', build(N) {
    const kids = [llm('Generation', { model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'book_courier', arguments: '{"parcels":3,"dest":"NZ"}' }] }, { span_data: { type: 'generation' } })];
    for (let i = 0; i < 2; i++) kids.push(tool('book_courier', { parcels: 3, dest: 'NZ' }, { status: 503, body: 'Service Unavailable', 'retry-after': '2', server: N.host('courier-api') }, { span_data: { type: 'function' } }, 'HTTP 503 Service Unavailable'));
    kids.push(tool('book_courier', { parcels: 3, dest: 'NZ' }, { status: 201, body: { consignment: 'AU' + N.int(1e8, 9e8), pickup: N.isoNoMs() } }, { span_data: { type: 'function' } }));
    kids.push(llm('Generation', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Courier booked after two 503 retries; three parcels leave tomorrow.' }] }] }, { span_data: { type: 'generation' } }));
    return { isolates: 'Courier booking gets two 503s, then 201 with a consignment number; done.', goal: 'Book the courier pickup for three boomerang parcels going to New Zealand.', root: agent('Agent workflow', {}, null, [agent('Shipping agent', {}, null, kids, { span_data: { type: 'agent' } })]) };
  } },
  { id: '02', domain: 'jewellery casting workshop kiln scheduler', style: 'Anthropic Messages API logs', build(N) {
    const kids = [llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022' }, { content: [{ type: 'tool_use', name: 'reserve_burnout_slot', input: { flask: 'F-12', start: '2025-11-03T18:00' } }], stop_reason: 'tool_use' })];
    kids.push(tool('reserve_burnout_slot', { flask: 'F-12' }, { error: { type: 'overloaded_error', message: 'scheduler DB lock timeout' }, id: N.reqId() }, null, 'lock timeout'));
    kids.push(tool('reserve_burnout_slot', { flask: 'F-12' }, { slot: 'B2-evening', program: '12h investment burnout 730°C', confirmed: true }));
    kids.push(llm('POST /v1/messages', {}, { content: [{ type: 'text', text: 'Flask F-12 is booked into kiln B2 tonight (12 h burnout to 730 °C); casting can happen tomorrow at 07:00.' }], stop_reason: 'end_turn' }));
    return { isolates: 'One lock-timeout failure, then the slot is confirmed and reported.', goal: 'Reserve an overnight burnout slot for casting flask F-12.', root: agent('messages.session', {}, null, kids) };
  } },
  { id: '03', domain: 'space camp dormitory allocation', style: 'Gemini API function calling', build(N) {
    const kids = [llm('generateContent', {}, { candidates: [{ content: { parts: [{ functionCall: { name: 'assign_bunks', args: { cohort: 'Orion-7' } } }] } }] })];
    for (let i = 0; i < 3; i++) kids.push(tool('assign_bunks', { functionCall: { name: 'assign_bunks', args: { cohort: 'Orion-7' } } }, i < 2 ? { functionResponse: { name: 'assign_bunks', response: { error: 'RESOURCE_EXHAUSTED', code: 429, retryDelay: '4s' } } } : { functionResponse: { name: 'assign_bunks', response: { assigned: 36, rooms: ['Apollo 1-6', 'Gemini 1-3'] } } }, null, i < 2 ? '429 RESOURCE_EXHAUSTED' : undefined));
    kids.push(llm('generateContent', {}, { candidates: [{ content: { parts: [{ text: 'All 36 Orion-7 campers assigned to Apollo 1-6 and Gemini 1-3.' }] } }] }));
    return { isolates: 'Two 429 RESOURCE_EXHAUSTED responses followed by a successful assignment; the agent confirms.', goal: 'Assign bunks for the 36 campers of cohort Orion-7.', root: agent('chat_session', {}, null, kids) };
  } },
  { id: '04', domain: 'mattress retailer delivery slots', style: 'Semantic Kernel', build(N) {
    const kids = [llm('chat.completions gpt-4o', {}, { tool_calls: [{ function: { name: 'Delivery-BookSlot', arguments: '{"order":"MR-5521","date":"2025-12-02"}' } }] })];
    kids.push(tool('Delivery-BookSlot', { order: 'MR-5521' }, 'System.Net.Http.HttpRequestException: Connection reset by peer (routing.mattresshub.local:443)', null, 'HttpRequestException'));
    kids.push(tool('Delivery-BookSlot', { order: 'MR-5521' }, JSON.stringify({ slot: '08:00-12:00', crew: 'Van 4', oldMattressRemoval: true })));
    kids.push(llm('chat.completions gpt-4o', {}, { content: 'Delivery for MR-5521 booked 2 Dec, 08:00-12:00, with removal of the old mattress.' }));
    return { isolates: 'One connection reset, one success with slot details, then confirmation.', goal: 'Book the delivery slot for mattress order MR-5521.', root: agent('InvokePromptAsync', {}, null, kids) };
  } },
  { id: '05', domain: 'funeral flower delivery orders', style: 'Pydantic AI (Logfire)', build(N) {
    const kids = [llm('chat gpt-4o', {}, { parts: [{ part_kind: 'tool-call', tool_name: 'send_to_florist', args: { order: 'FL-883', wreath: 'white lily ring 45cm' } }] })];
    for (let i = 0; i < 3; i++) kids.push(tool('running tool: send_to_florist', { order: 'FL-883' }, i < 2 ? { error: 'ReadTimeout', after_s: 10 } : { accepted: true, florist: 'Bloom & Stem, Harrogate', eta: 'Fri 09:30' }, null, i < 2 ? 'httpx.ReadTimeout' : undefined));
    kids.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'The lily wreath is accepted by Bloom & Stem and will reach the chapel Friday 09:30.' }] }));
    return { isolates: 'Two read timeouts then acceptance by the florist; the family is told the arrival time.', goal: 'Place the wreath order FL-883 with a local florist for Friday’s service.', root: agent('agent run', {}, null, kids) };
  } },
  { id: '06', domain: 'npm lockfile for a yo-yo shop storefront', style: 'Claude Agent SDK transcript', build(N) {
    const kids = [llm('assistant', {}, { content: [{ type: 'tool_use', name: 'Bash', input: { command: 'npm ci' } }] })];
    kids.push(tool('Bash', { command: 'npm ci' }, { stdout: '', stderr: `npm ERR! code ECONNRESET\nnpm ERR! network aborted\nnpm ERR! A complete log of this run can be found in: /home/dev/.npm/_logs/${N.iso().replace(/[:.]/g, '_')}-debug-0.log` }, null, 'exit 1'));
    kids.push(tool('Bash', { command: 'npm ci' }, { stdout: `added 812 packages, and audited 813 packages in ${N.int(12, 40)}s\n\nfound 0 vulnerabilities`, stderr: '' }));
    kids.push(tool('Bash', { command: 'npm test' }, { stdout: 'Tests: 48 passed, 48 total', stderr: '' }));
    kids.push(llm('assistant', {}, { content: [{ type: 'text', text: 'Install succeeded on retry; tests pass, so the lockfile is fine.' }] }));
    return { isolates: 'npm ci fails once with ECONNRESET, succeeds on retry and tests pass.', goal: 'Verify the storefront installs from its lockfile and tests pass.', root: agent('claude-agent-sdk.query', {}, { subtype: 'success' }, kids) };
  } },
];
