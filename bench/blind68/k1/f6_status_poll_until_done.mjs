import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Healthy 1: polling a job until its state changes, volatile noise each time, then using the result.
export const family = { name: 'status_poll_until_done', loop: false, stagnation: false, rows: [
// 01 reindeer herding GPS export — Vercel AI SDK
(N) => {
  const goal = 'Export last week\'s GPS collar tracks for the Kautokeino herd and report how many animals crossed the E45 road.';
  const jid = N.job('exp');
  const states = [['queued', 0], ['queued', 0], ['running', 34], ['running', 81], ['succeeded', 100]];
  const m = { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat' };
  const ch = [llm('ai.generateText.doGenerate', { 'ai.prompt.messages': [{ role: 'user', content: goal }] }, { 'ai.response.toolCalls': [{ toolName: 'startTrackExport', args: '{"herd":"KAU-07","from":"2024-04-01","to":"2024-04-07"}' }], 'ai.response.finishReason': 'tool-calls' }, m),
    tool('ai.toolCall', { 'ai.toolCall.name': 'startTrackExport', 'ai.toolCall.args': '{"herd":"KAU-07","from":"2024-04-01","to":"2024-04-07"}' }, { 'ai.toolCall.result': { job_id: jid, state: 'queued', submitted: N.iso() } })];
  states.forEach(([s, p], i) => {
    ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': `[…${i * 2 + 3}]` }, { 'ai.response.text': ['Export submitted; checking status.', 'Still queued behind other jobs, poll again.', 'Queued twice now; worker pool may be busy, one more check.', 'Running at 34%, tracks are being clipped.', 'At 81%, nearly done.'][i], 'ai.response.toolCalls': [{ toolName: 'getExportStatus', args: JSON.stringify({ job_id: jid }) }] }, m));
    ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getExportStatus', 'ai.toolCall.args': JSON.stringify({ job_id: jid }) }, { 'ai.toolCall.result': { job_id: jid, state: s, progress: p, worker: N.host('gis'), checked_at: N.iso(), ...(s === 'succeeded' ? { result_url: `s3://herd-exports/${jid}.geojson`, summary: { animals: 412, fixes: 86130, e45_crossings: { animals: 37, events: 52 } } } : {}) } }));
  });
  ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…13]' }, { 'ai.response.text': 'The export finished (412 collared animals, 86,130 fixes). 37 animals crossed the E45 in 52 crossing events last week; the GeoJSON is at s3://herd-exports/' + jid + '.geojson.', 'ai.response.finishReason': 'stop' }, m));
  return { goal, isolates: 'Export job polled queued, queued, running 34%, running 81%, succeeded, then the crossing count is reported.', root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'stop' }, ch, { 'operation.name': 'ai.generateText' }) };
},
// 02 tide gauge QC — OpenAI Agents SDK
(N) => {
  const goal = 'Run the monthly quality-control pass on the Lerwick tide gauge data and tell me how many spikes were flagged.';
  const qc = 'qc-' + N.hex(10);
  const seq = [{ status: 'PENDING' }, { status: 'IN_PROGRESS', stage: 'despike' }, { status: 'IN_PROGRESS', stage: 'gap-fill' }, { status: 'DONE', flagged_spikes: 14, gaps_filled: 3, report: `qc/${qc}.pdf` }];
  const ch = [span('function', 'start_qc', { station: 'LERWICK', month: '2024-08' }, JSON.stringify({ run: qc, status: 'PENDING' }), [], { metadata: { 'span_data.type': 'function' } })];
  seq.forEach((s) => {
    ch.push(span('response', 'Response', { model: 'gpt-4.1-mini' }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'qc_status', arguments: JSON.stringify({ run: qc }) }] }, [], { metadata: { 'span_data.type': 'response' } }));
    ch.push(span('function', 'qc_status', JSON.stringify({ run: qc }), JSON.stringify({ run: qc, ...s, node: N.host('bodc-qc'), ts: N.epoch(), eta_s: s.status === 'DONE' ? 0 : N.int(20, 300) }), [], { metadata: { 'span_data.type': 'function' } }));
  });
  ch.push(span('response', 'Response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: `QC for Lerwick, August 2024 is complete: 14 spikes flagged and 3 gaps filled. Report: qc/${qc}.pdf.` }] }] }, [], { metadata: { 'span_data.type': 'response' } }));
  return { goal, isolates: 'QC run polled through PENDING, despike and gap-fill stages to DONE, and the spike count is reported.', root: agent('Agent workflow', { input: goal }, null, [agent('Tide QC agent', {}, null, ch, { 'span_data.type': 'agent' })], { trace_id: 'trace_' + N.hex(32) }) };
},
// 03 fireworks display firing script — LangGraph
(N) => {
  const goal = 'Compile the firing script for the harbour New Year show and confirm the cue count matches the design (212 cues).';
  const b = N.int(4000, 4999);
  const seq = ['queued (position 2)', 'queued (position 1)', 'compiling: 140/212 cues', 'success: 212 cues, 18 modules, total duration 00:11:42'];
  const ch = [chain('tools', {}, {}, [tool('submit_compile', { show: 'harbour-nye', design_rev: 9 }, { content: `build #${b} accepted` })], { langgraph_node: 'tools' })];
  seq.forEach((s, i) => {
    ch.push(chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[…]' }, { content: i ? `Build was ${seq[i - 1].split(':')[0]}; poll again.` : 'Poll build status.', tool_calls: [{ name: 'build_status', args: { build: b } }] }, { ls_model_name: 'gpt-4o-mini' })], { langgraph_node: 'agent' }));
    ch.push(chain('tools', {}, {}, [tool('build_status', { build: b }, { content: `[${N.syslog()}] build #${b} ${s} (firmware cobra-${N.int(6, 7)}.${N.int(0, 9)}, host ${N.host('fire')})` })], { langgraph_node: 'tools' }));
  });
  ch.push(chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[…]' }, { content: 'The firing script compiled: 212 cues across 18 modules, 11 min 42 s, matching the design.' }, { ls_model_name: 'gpt-4o-mini' })], { langgraph_node: 'agent' }));
  return { goal, isolates: 'Compile build polled from queue position 2 to 1 to compiling to success, then the cue count is confirmed.', root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, null, ch, { run_type: 'chain' }) };
},
// 04 kelp farm drone imagery — Letta
(N) => {
  const goal = 'Process this morning\'s drone survey of the Bantry kelp lines and estimate the biomass per line.';
  const task = N.uuid();
  const seq = [{ state: 'uploading', pct: 62 }, { state: 'stitching', pct: 0 }, { state: 'stitching', pct: 55 }, { state: 'classifying', pct: 90 }, { state: 'complete', lines: { L1: 4.1, L2: 3.6, L3: 5.0, L4: 2.2 } }];
  const ch = [];
  seq.forEach((s, i) => {
    ch.push(llm('letta.step', { messages: `[${i * 2 + 1}]` }, { messages: [{ message_type: 'reasoning_message', reasoning: i === 0 ? 'Check the survey processing task.' : `Was ${seq[i - 1].state}${seq[i - 1].pct ? ' ' + seq[i - 1].pct + '%' : ''}; check progress.` }, { message_type: 'tool_call_message', tool_call: { name: 'survey_task_status', arguments: JSON.stringify({ task_id: task, request_heartbeat: true }) } }] }, { agent_id: 'agent-' + N.uuid(), model: 'gpt-4o' }));
    ch.push(tool('survey_task_status', { task_id: task }, { message_type: 'tool_return_message', tool_return: JSON.stringify({ ...s, updated: N.isoLocal(N.tick(30, 200), 1), gpu: N.pod('odm-worker') }), status: 'success' }));
  });
  ch.push(llm('letta.step', { messages: '[11]' }, { messages: [{ message_type: 'assistant_message', content: 'Survey processed. Estimated wet biomass (t): L1 4.1, L2 3.6, L3 5.0, L4 2.2 — 14.9 t total; line 4 is well below the others.' }] }, { model: 'gpt-4o' }));
  return { goal, isolates: 'Letta agent polls a photogrammetry task through uploading, stitching and classifying states to complete, then reports biomass per line.', root: agent('letta agent run', { message: goal }, null, ch, { framework: 'letta' }) };
},
// 05 ice-road trucking permit — Anthropic Messages logs
(N) => {
  const goal = 'Check whether the Tibbitt–Contwoyto winter road has reopened to 40-tonne loads and book tomorrow\'s convoy slot if so.';
  const seq = ['CLOSED – ice profiling in progress (km 120-190)', 'CLOSED – ice profiling in progress (km 160-190)', 'OPEN – light loads only (<= 25 t)', 'OPEN – full loads (<= 40 t), speed limit 25 km/h'];
  const ch = [];
  seq.forEach((s, i) => {
    ch.push(llm('POST /v1/messages', { messages: `[${i * 2 + 1}]` }, { content: [{ type: 'text', text: i ? `Last status: ${seq[i - 1]}. Checking again.` : 'Checking road status.' }, { type: 'tool_use', id: 'toolu_' + N.b62(22), name: 'winter_road_status', input: { road: 'TCWR' } }], stop_reason: 'tool_use' }, { 'anthropic.request_id': N.reqId('req_011C') }));
    ch.push(tool('winter_road_status', { road: 'TCWR' }, `HTTP/1.1 200 OK\nLast-Modified: ${N.http(N.tick(600, 3000))}\nX-Served-By: ${N.host('jvtc')}\n\n<div class="status">${s}</div><p class="upd">Bulletin #${N.int(100, 999)}</p>`));
  });
  ch.push(llm('POST /v1/messages', { messages: '[9]' }, { content: [{ type: 'tool_use', id: 'toolu_' + N.b62(22), name: 'book_convoy_slot', input: { road: 'TCWR', date: '2025-02-12', gross_t: 40 } }], stop_reason: 'tool_use' }, {}));
  ch.push(tool('book_convoy_slot', { road: 'TCWR', date: '2025-02-12', gross_t: 40 }, { confirmation: 'CV-' + N.int(10000, 99999), departure: '06:00', convoy: 3 }));
  ch.push(llm('POST /v1/messages', { messages: '[11]' }, { content: [{ type: 'text', text: 'The road is open to 40 t loads (25 km/h limit). Booked convoy 3 for 06:00 tomorrow.' }], stop_reason: 'end_turn' }, {}));
  return { goal, isolates: 'Road status moves from closed to light loads to full loads across polls; the agent then books the convoy slot.', root: agent('messages.session', { goal }, { stop_reason: 'end_turn' }, ch, { source: 'anthropic-messages-log' }) };
},
// 06 bookbinding gold-stamping press — plain message-level
(N) => {
  const goal = 'Send the spine die for the 50-copy library binding order to the stamping press queue and tell the binder when it is ready.';
  const ch = [];
  const c0 = call(N, 'queue_die', { order: 'LB-2291', die: 'spine-gilt-14pt' });
  ch.push(llm('chat.completions', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: null, tool_calls: [c0] }, { model: 'gpt-4o-mini' }));
  ch.push(tool('queue_die', c0.function.arguments, { ticket: 'PR-' + N.int(500, 999), state: 'waiting' }, { tool_call_id: c0.id }));
  const seq = ['waiting (press heating, 88°C of 120°C)', 'waiting (press heating, 109°C of 120°C)', 'stamping 17/50', 'stamping 41/50', 'done 50/50, 0 rejects'];
  seq.forEach((s, i) => {
    const c = call(N, 'press_status', { order: 'LB-2291' });
    ch.push(llm('chat.completions', { messages: `[${i * 2 + 4}]` }, { role: 'assistant', content: i ? `Progress: ${seq[i - 1]}.` : null, tool_calls: [c] }, { model: 'gpt-4o-mini' }));
    ch.push(tool('press_status', c.function.arguments, `${N.iso()} press=Kensol-2 order=LB-2291 ${s} seq=${N.int(1, 99999)}`, { tool_call_id: c.id }));
  });
  ch.push(llm('chat.completions', { messages: '[15]' }, { role: 'assistant', content: 'All 50 spines for LB-2291 are stamped with no rejects; the binder can collect them from the Kensol press now.' }, { model: 'gpt-4o-mini' }));
  return { goal, isolates: 'Plain chat trace polling a stamping press through heating and stamping counts to done, then notifying the binder.', root: agent('run', { goal }, null, ch) };
},
] };
