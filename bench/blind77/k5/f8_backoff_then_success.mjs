// Family 8 (healthy): the same call fails 1-3 times with one transient error, then succeeds and the task finishes.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'backoff_then_success', loop: false, stagnation: 'per-row', isolates: 'A call fails transiently one to three times, then succeeds and the task completes.' };

function r01() { // avalanche bulletin publishing, Langfuse
  const k = kit('backoff_then_success-01');
  const ch = [llm('generation', { messages: [{ role: 'user', content: 'Publish tomorrow\'s avalanche bulletin for the Lochaber area: danger level 3 above 900 m.' }] }, { content: 'Publishing the bulletin.', tool_calls: [{ function: { name: 'publish_bulletin', arguments: '{"area":"Lochaber","level":3,"aspect":"NE-E","alt_m":900}' } }] }, { langfuse_type: 'GENERATION' })];
  for (let i = 0; i < 2; i++) ch.push(tool('span:publish_bulletin', { area: 'Lochaber', level: 3 }, { status: 503, headers: { 'retry-after': '4', date: k.httpDate(), 'x-amz-cf-id': k.b62(40) }, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' }, { attempt: i + 1, backoff_s: 2 ** (i + 1) }, '503 Service Temporarily Unavailable'));
  ch.push(tool('span:publish_bulletin', { area: 'Lochaber', level: 3 }, { status: 201, body: { bulletin_id: 'SAIS-LOC-' + k.int(1000, 9999), published_at: k.iso() } }, { attempt: 3 }));
  ch.push(llm('generation', {}, { content: 'The Lochaber bulletin (level 3, NE-E above 900 m) is published after two 503 retries.' }, { langfuse_type: 'GENERATION' }));
  return { stagnation: false, goal: "Publish tomorrow's Lochaber avalanche bulletin at danger level 3.", isolates: 'Two 503 responses with retry-after, then a 201 and a final confirmation.', root: agent('trace', { input: 'Publish Lochaber bulletin' }, null, ch, { langfuse_trace_id: k.hex(32) }) };
}

function r02() { // reed thatching grant application, Anthropic Messages logs
  const k = kit('backoff_then_success-02');
  const ch = [llm('messages.create', { model: 'claude-3-5-haiku-20241022', messages: [{ role: 'user', content: 'Submit the heritage thatch grant for the Long Melford cottage, 340 m2 water reed.' }] }, { content: [{ type: 'tool_use', name: 'submit_grant', input: { property: 'LM-Cott-14', material: 'water reed', area_m2: 340 } }], stop_reason: 'tool_use' }, { 'request-id': k.reqId('req_01') })];
  ch.push(tool('submit_grant', { property: 'LM-Cott-14' }, { type: 'tool_result', is_error: true, content: `ECONNRESET: socket hang up (grants-portal ${k.host('portal')}) after ${k.ms(3000, 9000)}ms` }, null, 'ECONNRESET'));
  ch.push(llm('messages.create', { messages: '[...]' }, { content: [{ type: 'text', text: 'The connection reset; this is transient, so I will resubmit the same application.' }, { type: 'tool_use', name: 'submit_grant', input: { property: 'LM-Cott-14', material: 'water reed', area_m2: 340 } }] }, { 'request-id': k.reqId('req_01') }));
  ch.push(tool('submit_grant', { property: 'LM-Cott-14' }, { type: 'tool_result', content: JSON.stringify({ reference: 'HTG/2025/' + k.int(1000, 9999), status: 'received' }) }));
  ch.push(llm('messages.create', {}, { content: [{ type: 'text', text: 'Grant application submitted and received (reference issued).' }], stop_reason: 'end_turn' }, {}));
  return { stagnation: false, goal: 'Submit the heritage thatch grant application for re-thatching the Long Melford cottage in water reed.', isolates: 'One ECONNRESET, one retry that succeeds, and a confirmation.', root: agent('thatch-assistant', {}, null, ch, { log: 'anthropic-messages' }) };
}

function r03() { // seismograph data download, smolagents
  const k = kit('backoff_then_success-03');
  const err = () => `Error executing tool 'fdsn_fetch': HTTPError 429 Too Many Requests (X-RateLimit-Remaining: 0, X-RateLimit-Reset: ${k.epoch()})`;
  const ch = [];
  for (let i = 0; i < 3; i++) {
    ch.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [llm('LiteLLMModel.generate', {}, { content: `Thought: ${i === 0 ? 'Download the waveform for station ESK around the swarm.' : i === 1 ? 'Rate limited. I will wait 10 seconds and fetch the same window.' : 'Still rate limited; waiting 30 seconds this time.'}\nCode:\n\`\`\`py\nw = fdsn_fetch(net="GB", sta="ESK", start="2025-02-11T03:00", end="2025-02-11T04:00")\n\`\`\`` }, {}), tool('fdsn_fetch', { net: 'GB', sta: 'ESK' }, null, {}, err())]));
  }
  ch.push(chain('Step 4', { step_number: 4 }, null, [llm('LiteLLMModel.generate', {}, { content: 'Thought: Retry after the reset.\nCode:\n```py\nw = fdsn_fetch(net="GB", sta="ESK", start="2025-02-11T03:00", end="2025-02-11T04:00")\nprint(peak_amplitude(w))\n```' }, {}), tool('fdsn_fetch', { net: 'GB', sta: 'ESK' }, `Execution logs:\nmseed 3 traces, 360000 samples, saved ${k.tmp('esk_')}.mseed\npeak 4.1e-6 m/s at 03:17:22.4`, {})]));
  ch.push(chain('Step 5', { step_number: 5 }, null, [llm('LiteLLMModel.generate', {}, { content: 'Code:\n```py\nfinal_answer("Peak ground velocity at ESK during the swarm: 4.1e-6 m/s at 03:17:22 UTC.")\n```' }, {}), tool('final_answer', {}, 'Peak ground velocity at ESK during the swarm: 4.1e-6 m/s at 03:17:22 UTC.', {})]));
  return { stagnation: false, goal: 'Get the peak ground velocity recorded at seismic station ESK during the 11 February micro-earthquake swarm.', isolates: 'Three 429 rate-limit errors with changing reset times, then the fetch works and the answer is given.', root: agent('CodeAgent', { task: 'Peak ground velocity at ESK during swarm' }, null, ch, {}) };
}

function r04() { // shipwreck dive permit, Google ADK
  const k = kit('backoff_then_success-04');
  const ch = [llm('call_llm', {}, { content: { parts: [{ functionCall: { name: 'request_permit', args: { wreck: 'SS Thistlegorm', divers: 6, date: '2025-10-04' } } }] } }, {})];
  ch.push(tool('execute_tool request_permit', {}, { functionResponse: { name: 'request_permit', response: { error: 'UNAVAILABLE: upstream connect error or disconnect/reset before headers', grpc_status: 14, trace: k.traceparent() } } }, {}, 'UNAVAILABLE'));
  ch.push(llm('call_llm', {}, { content: { parts: [{ text: 'Transient gRPC UNAVAILABLE; retrying once.' }, { functionCall: { name: 'request_permit', args: { wreck: 'SS Thistlegorm', divers: 6, date: '2025-10-04' } } }] } }, {}));
  ch.push(tool('execute_tool request_permit', {}, { functionResponse: { name: 'request_permit', response: { permit: 'HEPCA-' + k.int(10000, 99999), slot: '07:30-09:00', mooring: 'M3' } } }, {}));
  ch.push(llm('call_llm', {}, { content: { parts: [{ text: 'Permit granted for 6 divers on the Thistlegorm, 4 Oct, 07:30-09:00 on mooring M3.' }] } }, {}));
  return { stagnation: false, goal: 'Obtain a dive permit for six divers on the SS Thistlegorm wreck on 4 October.', isolates: 'One gRPC UNAVAILABLE then a successful permit and a confirmation.', root: agent('invocation', { app_name: 'dive_ops' }, null, [agent('agent_run [permits]', {}, null, ch, {})], { session_id: k.uuid() }) };
}

function r05() { // stained-glass kiln firing schedule upload, CrewAI
  const k = kit('backoff_then_success-05');
  const ch = [];
  ch.push(llm('crewai.llm.call', {}, 'Thought: Upload the silver-stain firing schedule to kiln K2.\nAction: upload_schedule\nAction Input: {"kiln": "K2", "program": "silver_stain_580C"}', {}));
  ch.push(tool('upload_schedule', '{"kiln": "K2", "program": "silver_stain_580C"}', `Controller busy (firing in progress, lock held by session ${k.hex(6)}). Try again later.`, {}, 'ControllerBusy'));
  ch.push(llm('crewai.llm.call', {}, 'Thought: The controller lock is temporary; wait and retry.\nAction: upload_schedule\nAction Input: {"kiln": "K2", "program": "silver_stain_580C"}', {}));
  ch.push(tool('upload_schedule', '{"kiln": "K2", "program": "silver_stain_580C"}', `Controller busy (firing in progress, lock held by session ${k.hex(6)}). Try again later.`, {}, 'ControllerBusy'));
  ch.push(llm('crewai.llm.call', {}, 'Thought: Previous firing should be ending; retry.\nAction: upload_schedule\nAction Input: {"kiln": "K2", "program": "silver_stain_580C"}', {}));
  ch.push(tool('upload_schedule', '{"kiln": "K2", "program": "silver_stain_580C"}', `OK program slot 4 written, checksum ${k.hex(8)}`, {}));
  ch.push(llm('crewai.llm.call', {}, 'Thought: I now know the final answer\nFinal Answer: Silver-stain schedule (580 C) is in slot 4 on kiln K2, ready for the chancel panels.', {}));
  return { stagnation: false, goal: 'Load the 580 C silver-stain firing schedule onto stained-glass kiln K2 for the chancel window panels.', isolates: 'Two "controller busy" refusals, then the upload succeeds and the task ends.', root: agent('Crew: GlassStudio', {}, null, [agent('Task: Load firing schedule', { agent_role: 'Kiln Operator' }, null, ch)], { crew_id: k.uuid() }) };
}

function r06() { // allotment water-butt sensor firmware, Vercel AI SDK
  const k = kit('backoff_then_success-06');
  const ch = [llm('ai.streamText.doStream', {}, { 'ai.response.toolCalls': '[{"toolName":"pushFirmware","args":{"device":"wb-17","version":"1.4.2"}}]' }, { 'ai.model.id': 'gpt-4o-mini' }),
    tool('ai.toolCall', { 'ai.toolCall.name': 'pushFirmware' }, { 'ai.toolCall.result': JSON.stringify({ ok: false, error: 'LoRaWAN downlink queue full', fcnt: k.int(100, 999) }) }, {}, 'LoRaWAN downlink queue full'),
    llm('ai.streamText.doStream', {}, { 'ai.response.text': 'Downlink queue is full; retrying after the next uplink window.', 'ai.response.toolCalls': '[{"toolName":"pushFirmware","args":{"device":"wb-17","version":"1.4.2"}}]' }, {}),
    tool('ai.toolCall', { 'ai.toolCall.name': 'pushFirmware' }, { 'ai.toolCall.result': JSON.stringify({ ok: true, fuota_session: k.uuid(), fcnt: k.int(100, 999) }) }),
    llm('ai.streamText.doStream', {}, { 'ai.response.text': 'Firmware 1.4.2 is being delivered to water-butt sensor wb-17 on plot 17.' }, {})];
  return { stagnation: false, goal: 'Update the allotment water-butt level sensor wb-17 to firmware 1.4.2.', isolates: 'One "downlink queue full" error, then the push succeeds and the agent confirms.', root: agent('ai.streamText', {}, null, ch, { 'resource.name': 'allotment-iot' }) };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
