import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, chain } from './lib.mjs';
export const family = 'status_poll_until_done';
export const loop = false, stagnation = false;
const seq = (s) => s.split(',');
export const rows = [
// 01 parchment makers — Vercel AI SDK
(c) => {
  const k = [llm('ai.generateText.doGenerate', { 'ai.prompt.messages': [{ role: 'user', content: 'Start the lime-bath timer job for calfskin lot P-77 and tell me when the hides can go on the frames.' }] }, { 'ai.response.toolCalls': [{ toolName: 'startSoak', args: { lot: 'P-77' } }] })];
  k.push(tool('ai.toolCall startSoak', { 'ai.toolCall.args': '{"lot":"P-77"}' }, { 'ai.toolCall.result': { job: c.job('soak'), state: 'queued' } }));
  seq('queued,soaking,soaking,rinsing,done').forEach((st, i) => {
    k.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': i ? `Status is now ${st}${i > 1 ? ' (pH ' + (12.4 - i * 0.9).toFixed(1) + ')' : ''}; checking again.` : 'Soak job queued; polling status.', 'ai.response.toolCalls': [{ toolName: 'getSoak', args: { lot: 'P-77' } }] }));
    k.push(tool('ai.toolCall getSoak', { 'ai.toolCall.args': '{"lot":"P-77"}' }, { 'ai.toolCall.result': { state: st, ph: +(12.4 - i * 0.9).toFixed(1), vat: 'V' + c.int(1, 3), at: c.iso(), seq: c.int(1000, 9999) } }));
  });
  k.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Lot P-77 has finished rinsing (pH 8.8). The hides can go on the stretching frames now.', 'ai.response.finishReason': 'stop' }));
  return { isolates: 'A soak job is polled through queued/soaking/rinsing to done with changing pH and timestamps, then the result is reported.', goal: 'Run the lime soak for lot P-77 and report when hides can be framed.', root: agent('ai.generateText', { 'ai.prompt': 'lime bath lot P-77' }, { 'ai.response.text': 'Lot P-77 ready for frames.' }, k, { 'ai.telemetry.functionId': 'parchment-workshop' }) };
},
// 02 LiDAR forest carbon — OpenInference
(c) => {
  const k = [tool('submit_pointcloud_job', { 'openinference.span.kind': 'TOOL', 'tool.name': 'submit_pointcloud_job', 'tool.parameters': '{"tile":"NT2570","product":"canopy_height"}' }, { job_id: c.uuid(), status: 'PENDING' })];
  [['PENDING', 0], ['PENDING', 0], ['RUNNING', 18], ['RUNNING', 61], ['RUNNING', 93], ['SUCCEEDED', 100]].forEach(([st, p]) => {
    k.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM' }, { 'llm.output_messages.0.message.content': st === 'PENDING' ? 'Still pending in the queue.' : `Running, ${p}% of points classified.`, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_job' }));
    k.push(tool('get_job', { 'openinference.span.kind': 'TOOL', 'tool.name': 'get_job' }, JSON.stringify({ status: st, progress: p, worker: st === 'PENDING' ? null : c.pod('pdal-worker'), updated: c.iso(), points_done: p * 412003 })));
  });
  k.push(tool('download_raster', { 'tool.name': 'download_raster' }, { path: c.tmp('.tif'), bytes: 8123456, sha256: c.sha(64) }));
  k.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Canopy height model for NT2570 done: mean height 17.3 m, estimated 212 t C/ha. Raster saved.' }));
  return { isolates: 'A LiDAR processing job is polled from pending through running to succeeded with rising progress, then the raster is used.', goal: 'Produce the canopy height model for forest tile NT2570.', root: agent('forest-carbon-agent', { 'openinference.span.kind': 'AGENT' }, { 'output.value': 'done' }, k) };
},
// 03 crayon factory — Anthropic Messages
(c) => {
  const k = [llm('anthropic.messages.create', { messages: [{ role: 'user', content: 'Has the colour-match lab finished spectro test ST-903 for the new "Tidepool" crayon? If it passes, release the batch.' }] }, antMsg(c, null, [['lab_status', { test: 'ST-903' }]]))];
  seq('waiting_sample,measuring,measuring,complete').forEach((st, i) => {
    k.push(tool('lab_status', { test: 'ST-903' }, { test: 'ST-903', state: st, instrument: 'X-Rite Ci7800 #' + c.int(2, 5), deltaE: st === 'complete' ? 0.84 : null, reads: i * 3, checked: c.syslog() }));
    if (st !== 'complete') k.push(llm('anthropic.messages.create', {}, antMsg(c, `State is ${st}${i ? ', ' + i * 3 + ' reads so far' : ''}. Waiting before checking again.`, [['lab_status', { test: 'ST-903' }]])));
  });
  k.push(llm('anthropic.messages.create', {}, antMsg(c, 'ΔE 0.84 is within the 1.0 tolerance; releasing batch.', [['release_batch', { batch: 'TP-2024-11' }]])));
  k.push(tool('release_batch', { batch: 'TP-2024-11' }, { released: true, pallets: 6 }));
  k.push(llm('anthropic.messages.create', {}, antMsg(c, 'Test ST-903 passed (ΔE 0.84) and batch TP-2024-11 has been released.')));
  return { isolates: 'Lab status moves from waiting to measuring to complete; the pass result is then used to release the batch.', goal: 'Release the Tidepool crayon batch once its colour test passes.', root: agent('crayon-qc', {}, { done: true }, k) };
},
// 04 abalone farm — Gemini
(c) => {
  const k = [];
  seq('SCHEDULED,IN_TRANSIT,IN_TRANSIT,ARRIVED').forEach((st, i) => {
    k.push(llm('generateContent', {}, gemOut(c, i ? `Truck now ${st}, last GPS ${c.int(10, 80)} km away.` : null, [['track_shipment', { ref: 'AB-SPAT-118' }]])));
    k.push(tool('track_shipment', { ref: 'AB-SPAT-118' }, { functionResponse: { name: 'track_shipment', response: { status: st, eta: st === 'ARRIVED' ? null : c.isoLocal('+10:00'), water_temp_c: 16 + i * 0.2, gps: [-34.6 - i * 0.05, 135.8], pinged: c.epoch() } } }));
  });
  k.push(llm('generateContent', {}, gemOut(c, 'Spat arrived at 16.6 °C; assigning to raceway R4.', [['assign_raceway', { ref: 'AB-SPAT-118', raceway: 'R4' }]])));
  k.push(tool('assign_raceway', {}, { functionResponse: { name: 'assign_raceway', response: { ok: true } } }));
  return { isolates: 'A spat shipment is tracked from scheduled to arrived with changing temperatures and positions, then assigned to a raceway.', goal: 'Receive abalone spat shipment AB-SPAT-118 and assign a raceway.', root: agent('abalone-ops', {}, {}, k, { sdk: 'google-genai' }) };
},
// 05 Sphinx docs build — Claude Agent SDK
(c) => {
  const k = [llm('assistant', {}, antMsg(c, 'Triggering a Read the Docs build for the v2.1 tag.', [['Bash', { command: 'curl -s -X POST -H "Authorization: Token $RTD" https://readthedocs.org/api/v3/projects/tidyglue/versions/v2.1/builds/' }]]))];
  k.push(tool('Bash', {}, `{"build":{"id":${c.int(24000000, 25000000)},"state":{"code":"triggered"}},"triggered":true}`));
  seq('building,building,uploading,finished').forEach((st, i) => {
    k.push(llm('assistant', {}, antMsg(c, i ? `Build is ${st}.` : 'Polling the build.', [['Bash', { command: 'curl -s https://readthedocs.org/api/v3/projects/tidyglue/builds/?limit=1 | jq .results[0].state' }]])));
    k.push(tool('Bash', {}, `{"code":"${st}","name":"${st[0].toUpperCase() + st.slice(1)}"} \n# builder: build-default-${c.hex(8)} ${c.dur()}`));
  });
  k.push(llm('assistant', {}, antMsg(c, 'The v2.1 docs build finished successfully and is live at https://tidyglue.readthedocs.io/en/v2.1/.')));
  return { isolates: 'A docs build is polled through building and uploading to finished, then reported.', goal: 'Build and publish v2.1 documentation on Read the Docs.', root: agent('claude-agent-sdk session', {}, { subtype: 'success' }, k) };
},
// 06 harmonium repair — plain message-level
(c) => {
  const k = [llm('chat.completions', { messages: [{ role: 'user', content: 'Is the reed set for the Bina harmonium back from the tuner yet? Book the customer in when it is.' }] }, { choices: [{ message: oaiMsg(c, null, [['courier_status', { awb: '7782' + c.int(100000, 999999) }]]) }] })];
  seq('Manifested,Picked up,In transit - Pune hub,Out for delivery,Delivered').forEach((st) => {
    k.push(tool('courier_status', {}, `<tr><td>${c.dmy()}</td><td>${st}</td><td>scan#${c.int(100, 999)}</td></tr>`));
    if (st !== 'Delivered') k.push(llm('chat.completions', {}, { choices: [{ message: oaiMsg(c, `Latest scan: ${st}.`, [['courier_status', {}]]) }] }));
  });
  k.push(llm('chat.completions', {}, { choices: [{ message: oaiMsg(c, null, [['book_appointment', { customer: 'Mr Deshpande', slot: 'Thu 11:00' }]]) }] }));
  k.push(tool('book_appointment', {}, { ok: true, ref: 'HR-' + c.int(100, 999) }));
  k.push(llm('chat.completions', {}, { choices: [{ message: { role: 'assistant', content: 'The reeds were delivered; Mr Deshpande is booked for Thursday 11:00 to collect the harmonium.' } }] }));
  return { isolates: 'Courier tracking advances scan by scan to Delivered, then the fitting appointment is booked.', goal: 'Book the customer once the harmonium reeds return from the tuner.', root: agent('session', {}, {}, k) };
},
];
