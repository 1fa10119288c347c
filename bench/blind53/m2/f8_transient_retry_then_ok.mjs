// Healthy family: the same call fails 1-3 times with the same transient error, then succeeds; task finished.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'transient_retry_then_ok';
export const LOOP = false;
const mk = (o) => o;
export const ROWS = [
mk({ n: '01', stagnation: false, isolates: 'smolagents ToolCallingAgent for a sturgeon caviar exporter: the CITES permit API returns 503 twice with Retry-After, the third call succeeds and the permit number is attached to the shipment.', goal: 'Attach a CITES export permit to caviar shipment CV-0931 (Acipenser baerii, 12 kg).', build: (c) => {
  const k = [llm('OpenAIServerModel.generate', { messages: '[task]' }, { tool_calls: [{ function: { name: 'request_cites_permit', arguments: { shipment: 'CV-0931', species: 'Acipenser baerii', kg: 12 } } }] }, { step_number: 1 })];
  for (let i = 0; i < 3; i++) k.push(tool('request_cites_permit', { shipment: 'CV-0931' }, i < 2 ? `HTTP 503 Service Unavailable\nRetry-After: ${5 * (i + 1)}\nX-Backend: ${c.host('cites')}\nDate: ${c.httpDate()}` : { permit: 'FR-' + c.int(10000, 99999) + '-EX', valid_until: '2025-06-30', issued: c.iso() }, i < 2 ? { error: '503 Service Unavailable (retry after backoff)' } : {}));
  k.push(llm('OpenAIServerModel.generate', {}, { tool_calls: [{ function: { name: 'attach_permit', arguments: { shipment: 'CV-0931' } } }] }, { step_number: 2 }));
  k.push(tool('attach_permit', { shipment: 'CV-0931' }, 'attached'));
  k.push(tool('final_answer', { answer: 'Permit attached to CV-0931 after two 503 retries.' }, 'Permit attached to CV-0931 after two 503 retries.'));
  return agent('ToolCallingAgent', { task: 'Attach CITES permit to CV-0931' }, 'Permit attached', k, { smolagents_version: '1.9.2' }); } }),
mk({ n: '02', stagnation: false, isolates: 'OpenAI Responses API log for a rum distillery: the excise duty filing endpoint times out once, the identical retry succeeds with a receipt, and the agent reports the receipt.', goal: 'File the monthly excise duty return for 4,820 proof litres of rum removed from bond in March.', build: (c) => {
  const k = [llm('responses.create', { model: 'gpt-4.1', input: 'File March excise: 4820 PL removed from bond', tools: [{ type: 'function', name: 'file_excise' }] }, { id: 'resp_' + c.hex(32), output: [{ type: 'function_call', name: 'file_excise', arguments: '{"period":"2025-03","proof_litres":4820}', call_id: 'call_' + c.b62(24) }], status: 'completed' })];
  k.push(tool('file_excise', '{"period":"2025-03","proof_litres":4820}', null, { error: `ReadTimeout: HTTPSConnectionPool(host='excise.gov.example', port=443): Read timed out. (read timeout=30) [${c.iso()}]` }));
  k.push(llm('responses.create', { previous_response_id: 'resp_' + c.hex(32) }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The filing timed out; retrying once.' }] }, { type: 'function_call', name: 'file_excise', arguments: '{"period":"2025-03","proof_litres":4820}' }] }));
  k.push(tool('file_excise', '{"period":"2025-03","proof_litres":4820}', { receipt: 'EXC-' + c.hex(10).toUpperCase(), duty_due: 'USD 65,070.00', accepted_at: c.isoOffset(-4) }));
  k.push(llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'March return filed after one timeout; receipt recorded, duty due USD 65,070.00.' }] }] }));
  return agent('responses-session', { input: 'File March excise' }, 'filed', k); } }),
mk({ n: '03', stagnation: false, isolates: 'CrewAI task for a bobsleigh track: the timing-system export returns "device busy" once, the retry gets the split times, and the agent publishes the training results.', goal: 'Publish today\'s two-man bob training run times from the track timing system.', build: (c) => {
  const steps = [llm('LLM Call', {}, 'Thought: Get the run times.\nAction: Timing Export\nAction Input: {"session": "training", "date": "today"}', { model: 'gpt-4o' })];
  steps.push(tool('Timing Export', { session: 'training' }, null, { error: `ALGE TdC8001: ERR 0x21 device busy (printing) ${c.syslog()}` }));
  steps.push(llm('LLM Call', {}, 'Thought: The timer was busy printing; try again.\nAction: Timing Export\nAction Input: {"session": "training", "date": "today"}'));
  steps.push(tool('Timing Export', { session: 'training' }, 'RUN;SLED;START;INT1;INT2;FINISH\n1;GER-2;5.02;22.41;38.90;51.377\n2;CAN-1;5.08;22.60;39.21;51.804\n3;LAT-2;4.99;22.38;38.95;51.412'));
  steps.push(tool('Publish Results', { board: 'track-web' }, { url: 'https://track.example/results/' + c.int(1000, 9999), ok: true }));
  steps.push(llm('LLM Call', {}, 'Final Answer: Published 3 training runs; fastest GER-2 at 51.377 s.'));
  return rootAgent('Crew: track_ops', {}, { raw: 'Published 3 training runs.' }, [agent('Timing Officer', { role: 'Timing Officer' }, null, steps)], { process: 'sequential' }, 'crew'); } }),
mk({ n: '04', stagnation: false, isolates: 'AutoGen assistant for a pecan-shelling plant: the moisture-sensor gateway answers 429 three times with the same rate-limit body, the fourth call returns readings and the dryer setpoint is changed.', goal: 'Read moisture of the pecan batch in dryer 2 and lower the setpoint if kernels are below 4.5% moisture.', build: (c) => {
  const k = [llm('assistant', { messages: [user('check dryer 2 moisture and adjust')] }, { content: '', tool_calls: [{ name: 'read_moisture', arguments: '{"dryer":2}' }] }, { autogen_event: 'LLMCallEvent' })];
  for (let i = 0; i < 4; i++) k.push(tool('read_moisture', '{"dryer":2}', i < 3 ? JSON.stringify({ status: 429, error: 'rate_limited', retry_after_ms: 2000, limit: '10/min', window_reset: c.epoch() }) : JSON.stringify({ dryer: 2, kernel_moisture_pct: 4.1, air_temp_c: 41.2, read_at: c.iso() }), i < 3 ? { error: '429 rate_limited' } : {}));
  k.push(llm('assistant', {}, { content: '', tool_calls: [{ name: 'set_dryer', arguments: '{"dryer":2,"setpoint_c":36}' }] }));
  k.push(tool('set_dryer', '{"dryer":2,"setpoint_c":36}', '{"ok":true,"previous":41}'));
  k.push(llm('assistant', {}, { content: 'Kernels at 4.1% moisture; dryer 2 lowered from 41 to 36 °C. TERMINATE' }));
  return rootAgent('RoundRobinGroupChat', { task: 'check dryer 2 moisture and adjust' }, { stop_reason: 'Text \'TERMINATE\' mentioned' }, k, {}, 'agent'); } }),
mk({ n: '05', stagnation: false, isolates: 'LlamaIndex agent for an emu-oil skincare shop: uploading product photos to object storage fails once with a connection reset, the retry succeeds, and the listing is published.', goal: 'Publish the new 50 ml emu oil balm listing with its three photos.', build: (c) => {
  const k = [llm('OpenAI.chat', {}, { message: { content: 'Upload the photos then create the listing.' } })];
  ['front', 'back', 'texture'].forEach((ph, i) => {
    if (i === 1) k.push(tool('upload_image', { file: `balm_${ph}.jpg` }, null, { error: `botocore.exceptions.EndpointConnectionError / ConnectionResetError(104, 'Connection reset by peer') host=${c.host('s3')}` }));
    k.push(tool('upload_image', { file: `balm_${ph}.jpg` }, { url: `https://cdn.emuglow.example/p/${c.hex(12)}.jpg`, etag: c.etag(), bytes: c.int(200000, 900000) }));
  });
  k.push(tool('create_listing', { title: 'Emu Oil Balm 50 ml', images: 3, price: 24.0 }, { id: c.int(7000000000, 7999999999), status: 'active', admin_graphql_api_id: 'gid://shopify/Product/' + c.int(7000000000, 7999999999) }));
  k.push(llm('OpenAI.chat', {}, { message: { content: 'Listing is live with all three photos (one upload needed a retry).' } }));
  return agent('FunctionAgent.run', { user_msg: 'publish balm listing' }, 'Listing live', k, { 'llama_index.version': '0.12.x' }); } }),
mk({ n: '06', stagnation: false, isolates: 'Gemini function-calling trace for a luge club: the federation licence lookup returns UNAVAILABLE twice, the third lookup returns the licence, and the race entry is submitted.', goal: 'Enter junior slider Ida K. in Saturday\'s club luge race after confirming her federation licence is valid.', build: (c) => {
  const k = [llm('generateContent', { contents: [{ role: 'user', parts: [{ text: 'enter Ida K in saturday race' }] }] }, { candidates: [{ content: { role: 'model', parts: [gCall('lookup_licence', { name: 'Ida K.', club: 'RSC Eisblitz' })] } }] })];
  for (let i = 0; i < 3; i++) k.push(tool('lookup_licence', { name: 'Ida K.' }, gResp('lookup_licence', i < 2 ? { error: { code: 14, status: 'UNAVAILABLE', message: 'upstream connect error or disconnect/reset before headers', trace: c.hex(16) } } : { licence: 'FIL-J-' + c.int(10000, 99999), valid_until: '2025-10-31', category: 'Junior B' }), i < 2 ? { error: 'UNAVAILABLE' } : {}));
  k.push(llm('generateContent', {}, { candidates: [{ content: { role: 'model', parts: [gCall('submit_entry', { race: 'Club Cup 3', slider: 'Ida K.', category: 'Junior B' })] } }] }));
  k.push(tool('submit_entry', {}, gResp('submit_entry', { bib: c.int(1, 60), start_order_published: false })));
  k.push(llm('generateContent', {}, { candidates: [{ content: { role: 'model', parts: [{ text: 'Licence valid (Junior B); Ida is entered in Club Cup 3.' }] } }] }));
  return agent('luge-club-assistant', {}, 'entered', k); } }),
];
