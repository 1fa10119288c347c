// Family: poll_until_state_moves (loop: false). A job/status is polled with volatile noise in
// each answer; the state moves (queued -> running -> done) and the result is used.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 museum skull photogrammetry reconstruction — LangGraph
  (N) => {
    const job = 'recon-' + N.hex(8);
    const states = [['QUEUED', null], ['QUEUED', null], ['RUNNING', 'aligning 212/212 photos'], ['RUNNING', 'dense cloud 63%'], ['RUNNING', 'meshing 91%'], ['SUCCEEDED', null]];
    const kids = [];
    kids.push(span('chain', 'agent', {}, null, [llm('ChatAnthropic', { messages: [[{ type: 'human', content: 'Reconstruct the Neanderthal skull cast NHM-PA-1187 from yesterday\'s turntable photos and give me the mesh link and face count for the loan paperwork.' }]] }, { generations: [[{ text: 'Submitting the photo set to the photogrammetry cluster.', message: { tool_calls: [{ name: 'submit_reconstruction', args: { photoset: 'PA-1187-turntable-2025-05-12', quality: 'high' } }] } }]] }, { ls_model_name: 'claude-3-5-haiku-20241022', langgraph_node: 'agent', langgraph_step: 1 })], { metadata: { langgraph_step: 1 } }));
    kids.push(span('chain', 'tools', {}, null, [tool('submit_reconstruction', { photoset: 'PA-1187-turntable-2025-05-12', quality: 'high' }, { job_id: job, state: 'QUEUED', submitted: N.iso() }, { langgraph_step: 2 })], { metadata: { langgraph_step: 2 } }));
    states.forEach(([st, prog], i) => {
      N.tick(N.int(60000, 240000));
      const out = { job_id: job, state: st, progress: prog, node: st === 'QUEUED' ? null : N.host('gpu-recon'), queue_position: st === 'QUEUED' ? 2 - i : null, checked_at: N.isoNoMs(), elapsed_s: N.int(60, 4000) };
      if (st === 'SUCCEEDED') Object.assign(out, { result: { mesh_url: `s3://nhm-3d/PA-1187/${job}/mesh.ply`, faces: 1843220, texture: '8k', rms_reprojection_px: 0.41 } });
      kids.push(tool('get_reconstruction', { job_id: job }, out, { langgraph_node: 'tools', langgraph_step: 4 + i * 2, run_id: N.uuid() }));
    });
    kids.push(span('chain', 'agent', {}, null, [llm('ChatAnthropic', { messages: [['…']] }, { generations: [[{ text: `Done. Mesh for NHM-PA-1187: s3://nhm-3d/PA-1187/${job}/mesh.ply — 1,843,220 faces, 8k texture, RMS reprojection 0.41 px. That is within the 0.5 px loan-record tolerance.` }]] }, { ls_model_name: 'claude-3-5-haiku-20241022', langgraph_node: 'agent' })]));
    return {
      isolates: 'A LangGraph agent polls a photogrammetry job for a museum skull cast through QUEUED, QUEUED, three RUNNING stages with changing progress, to SUCCEEDED, then reports the mesh link and face count.',
      stagnation: false,
      goal: 'Reconstruct a 3D mesh of skull cast NHM-PA-1187 from turntable photos and report the mesh link and face count for loan paperwork.',
      root: agent('LangGraph', { messages: ['Reconstruct the skull cast NHM-PA-1187…'] }, { messages: ['…', 'Done. Mesh for NHM-PA-1187…'] }, kids, { thread_id: N.uuid(), recursion_limit: 25 }),
    };
  },

  // 02 pottery kiln firing — OpenAI Responses API raw request/response log
  (N) => {
    const say = 'The kiln is still firing; I will check the controller again.';
    const segs = [['RAMP_1', 612, 'heating 150C/h'], ['RAMP_2', 1004, 'heating 100C/h'], ['SOAK', 1222, 'hold at cone 6, 10 min'], ['COOL', 804, 'controlled cool 80C/h'], ['COMPLETE', 181, 'off']];
    const kids = [];
    let prev = 'resp_' + N.hex(48);
    kids.push(llm('POST /v1/responses', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Let me know when the glaze firing in kiln 2 has finished so I can tell the evening class when they can unload their pots.' }], tools: [{ type: 'function', name: 'kiln_status' }] }, { id: prev, object: 'response', status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Checking the kiln controller.' }] }, { type: 'function_call', call_id: 'call_' + N.b62(24), name: 'kiln_status', arguments: '{"kiln":2}' }] }, { 'x-request-id': N.reqId('req_'), 'openai-processing-ms': N.ms(300, 1200) }));
    segs.forEach(([seg, temp, desc], i) => {
      N.tick(N.int(1800e3, 5400e3));
      kids.push(tool('kiln_status', { kiln: 2 }, JSON.stringify({ controller: 'Bartlett Genesis', fw: '2.3.1', segment: seg, temp_c: temp, note: desc, read_at: N.isoOff(N.now(), 1), board_temp_c: N.int(31, 44), seq: N.int(2000, 9000) }), { call_id: 'call_' + N.b62(24) }));
      const last = seg === 'COMPLETE';
      const id = 'resp_' + N.hex(48);
      kids.push(llm('POST /v1/responses', { model: 'gpt-4.1', previous_response_id: prev, input: [{ type: 'function_call_output', call_id: 'call_…', output: `{"segment":"${seg}",…}` }] }, { id, object: 'response', status: 'completed', output: last ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `Kiln 2 finished its cone 6 glaze firing and is down to ${temp}°C. It should be safe to unload below 60°C, roughly two hours from now, so the evening class can unload from 8 pm.` }] }] : [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: say }] }, { type: 'function_call', call_id: 'call_' + N.b62(24), name: 'kiln_status', arguments: '{"kiln":2}' }] }, { 'x-request-id': N.reqId('req_'), 'openai-processing-ms': N.ms(300, 1200) }));
      prev = id;
    });
    return {
      isolates: 'Responses API log of a pottery-kiln watcher: the controller moves RAMP_1, RAMP_2, SOAK, COOL, COMPLETE between polls and the agent then tells the class when to unload; its interim one-liner is repeated verbatim, so the model text stagnates while the run is healthy.',
      stagnation: true,
      goal: 'Tell the evening pottery class when they can unload their pots after kiln 2\'s glaze firing finishes.',
      root: agent('kiln-watcher', { user: 'Let me know when kiln 2 has finished.' }, { final: 'Kiln 2 finished…' }, kids, { api: 'openai.responses', store: true }),
    };
  },

  // 03 wild mushroom DNA barcoding — MLflow Tracing
  (N) => {
    const run = 'MN' + N.int(10000, 99999) + '_' + N.hex(6).toUpperCase();
    const polls = [['PENDING', 'waiting for flow cell'], ['RUNNING', 'basecalling 22%'], ['RUNNING', 'basecalling 78%'], ['COMPLETED', 'reads: 48,210 passed']];
    const kids = [];
    kids.push(llm('ChatOpenAI', { 'mlflow.spanInputs': { messages: [{ role: 'user', content: 'The ITS barcodes for the Wistman\'s Wood samples WW-01..WW-04 were loaded on the MinION this morning; when basecalling is done, identify the four species.' }] } }, { 'mlflow.spanOutputs': { content: '', tool_calls: [{ name: 'sequencing_run_status', args: { run } }] } }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: N.int(300, 500), output_tokens: 20 } }));
    polls.forEach(([st, note]) => {
      N.tick(N.int(600e3, 1800e3));
      kids.push(tool('sequencing_run_status', { 'mlflow.spanInputs': { run } }, { 'mlflow.spanOutputs': { run, status: st, detail: note, device: 'MN-' + N.int(20000, 29999), reported: N.epochMs(), pore_occupancy: st === 'PENDING' ? null : `${N.int(70, 92)}%` } }, { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': 'tr-' + N.hex(32) }));
    });
    kids.push(tool('bold_identify', { 'mlflow.spanInputs': { run, marker: 'ITS' } }, { 'mlflow.spanOutputs': [{ sample: 'WW-01', top_hit: 'Hygrocybe coccinea', identity: 99.6 }, { sample: 'WW-02', top_hit: 'Mycena inclinata', identity: 99.1 }, { sample: 'WW-03', top_hit: 'Lactarius quietus', identity: 98.7 }, { sample: 'WW-04', top_hit: 'Xylaria hypoxylon', identity: 99.9 }] }, { 'mlflow.spanType': 'TOOL' }));
    kids.push(llm('ChatOpenAI', { 'mlflow.spanInputs': { messages: ['…'] } }, { 'mlflow.spanOutputs': { content: 'Basecalling finished (48,210 reads). WW-01 Hygrocybe coccinea (99.6%), WW-02 Mycena inclinata (99.1%), WW-03 Lactarius quietus (98.7%), WW-04 Xylaria hypoxylon (99.9%). WW-03 is just under 99%, so I would confirm it with spore prints.' } }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    return {
      isolates: 'An MLflow-traced agent polls a MinION sequencing run PENDING, RUNNING 22%, RUNNING 78%, COMPLETED, then identifies the four mushroom barcodes and reports them.',
      stagnation: false,
      goal: 'Identify four wild mushroom samples from their ITS barcodes once the nanopore sequencing run finishes.',
      root: agent('FungiBarcodeAgent.predict', { 'mlflow.spanInputs': { question: 'Identify WW-01..WW-04 when basecalling is done' } }, { 'mlflow.spanOutputs': 'WW-01 Hygrocybe coccinea…' }, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.experimentId': String(N.int(100, 900)), request_id: 'tr-' + N.hex(32) }),
    };
  },

  // 04 satellite tasking over a glacial lake — Gemini API function calling (raw generateContent)
  (N) => {
    const order = 'TSK-' + N.int(100000, 999999);
    const w0 = N.now() + 9.2 * 3600e3, win = `window ${N.isoNoMs(w0)}/${N.isoNoMs(w0 + 240e3)}`;
    const seq = [['PENDING_FEASIBILITY', null], ['ACCEPTED', win], ['ACCEPTED', win], ['ACQUIRED', 'cloud 8%'], ['DELIVERED', 'gs://glof-watch/imja/' + order + '/ortho.tif']];
    const kids = [];
    const gen = (parts, i) => llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: 'We asked for a 50 cm image of Imja Tsho after the moraine seep report. When it arrives, check whether the outlet channel width changed versus June (38 m).' }] }, '…'] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(300, 2000), candidatesTokenCount: N.int(10, 90) }, modelVersion: 'gemini-2.0-flash-001', responseId: N.b62(22) }, { 'x-goog-request-id': N.hex(16), i });
    seq.forEach(([st, info], i) => {
      kids.push(gen([{ functionCall: { name: 'get_tasking_status', args: { order_id: order } } }], i));
      N.tick(N.int(9000e3, 10800e3));
      kids.push(tool('get_tasking_status', { order_id: order }, { functionResponse: { name: 'get_tasking_status', response: { order_id: order, state: st, info, updated: N.http(), provider_ref: N.uuid() } } }, { latency_ms: N.ms(80, 400) }));
    });
    kids.push(gen([{ functionCall: { name: 'measure_channel_width', args: { image: seq[4][1], transect: 'outlet-T3' } } }], 9));
    kids.push(tool('measure_channel_width', { image: seq[4][1], transect: 'outlet-T3' }, { functionResponse: { name: 'measure_channel_width', response: { width_m: 44.5, ci95_m: 1.1, gsd_m: 0.5 } } }, { latency_ms: N.ms(3000, 9000) }));
    kids.push(gen([{ text: 'The image was delivered (8% cloud). The outlet channel at transect T3 is 44.5 m ± 1.1 m, up from 38 m in June: a 6.5 m widening, consistent with the seep report. I recommend alerting the Dingboche GLOF early-warning team.' }], 10));
    return {
      isolates: 'Gemini function-calling log: a satellite tasking order moves from PENDING_FEASIBILITY to ACCEPTED, ACCEPTED, ACQUIRED and DELIVERED, after which the agent measures the glacial-lake outlet and reports a 6.5 m widening.',
      stagnation: false,
      goal: 'Get a new satellite image of Imja Tsho and check whether its outlet channel has widened since June.',
      root: agent('glof-watch-session', { model: 'gemini-2.0-flash' }, { text: 'The outlet channel at transect T3 is 44.5 m…' }, kids, { tools: ['get_tasking_status', 'measure_channel_width'], api: 'generativelanguage.googleapis.com/v1beta' }),
    };
  },

  // 05 audiobook narration render — Langfuse trace with observations
  (N) => {
    const jid = 'tts_' + N.b62(16);
    const st = [['queued', 0], ['processing', 14], ['processing', 57], ['processing', 93], ['completed', 100]];
    const kids = [];
    kids.push(llm('generation', { messages: [sys('You are the audiobook production assistant.'), user('Render chapter 7 of "The Salt Roads" with the Aoife voice and tell me the runtime and loudness so I can check ACX limits.')] }, { role: 'assistant', content: null, tool_calls: [oaiCall('call_' + N.b62(24), 'start_render', { book: 'salt-roads', chapter: 7, voice: 'aoife-v3' })] }, { langfuse_type: 'GENERATION', model: 'gpt-4o', usage: { input: N.int(200, 400), output: 30, unit: 'TOKENS' }, observation_id: N.uuid() }));
    kids.push(tool('start_render', { book: 'salt-roads', chapter: 7, voice: 'aoife-v3' }, { job_id: jid, status: 'queued' }, { langfuse_type: 'SPAN', observation_id: N.uuid() }));
    st.forEach(([s, pct]) => {
      N.tick(N.int(40e3, 180e3));
      kids.push(tool('render_status', { job_id: jid }, `{"job_id":"${jid}","status":"${s}","progress":${pct},"worker":"${N.pod('tts-render')}","ts":${N.epoch()},"eta_s":${s === 'completed' ? 0 : N.int(60, 900)}${s === 'completed' ? ',"output":{"url":"https://cdn.example-audio.net/salt-roads/ch07.mp3?sig=' + N.hex(20) + '","duration":"00:41:17","integrated_lufs":-19.4,"true_peak_dbtp":-3.6,"noise_floor_db":-64}' : ''}}`, { langfuse_type: 'SPAN', observation_id: N.uuid(), startTime: N.iso() }));
    });
    kids.push(llm('generation', { messages: ['…'] }, { role: 'assistant', content: 'Chapter 7 is rendered: 41 min 17 s, −19.4 LUFS integrated, −3.6 dBTP peak, noise floor −64 dB. That meets the ACX limits (loudness between −23 and −18 dB, peaks at or below −3 dB, noise floor below −60 dB).' }, { langfuse_type: 'GENERATION', model: 'gpt-4o' }));
    return {
      isolates: 'A Langfuse trace polls an audiobook narration render queued, processing 14/57/93%, completed, each answer with a new worker pod and timestamp, then reports runtime and loudness against ACX limits.',
      stagnation: false,
      goal: 'Render chapter 7 of an audiobook with a synthetic narrator and report its runtime and loudness for the ACX checks.',
      root: agent('audiobook-render', { chapter: 7 }, { output: 'Chapter 7 is rendered…' }, kids, { langfuse_trace_id: N.hex(32), sessionId: 'prod-' + N.b62(6), tags: ['audiobook', 'tts'] }),
    };
  },

  // 06 archive microfilm OCR — LlamaIndex Workflow events
  (N) => {
    const batch = 'MF-' + N.int(1900, 1999) + '-R' + N.int(10, 99);
    const seq = [{ state: 'scanning', frames_done: 180, frames_total: 1240 }, { state: 'scanning', frames_done: 930, frames_total: 1240 }, { state: 'ocr', frames_done: 1240, pages_ocr: 400 }, { state: 'done', pages_ocr: 1240, mean_confidence: 0.87, hits_url: 'https://archive.local/ocr/' + batch + '/hits.json' }];
    const kids = [];
    kids.push(llm('OpenAI.achat', { messages: [user('Digitise reel ' + batch + ' (parish registers 1841-1856) and find every burial entry mentioning "cholera".')] }, { message: { role: 'assistant', content: 'Starting the reel scan.', additional_kwargs: { tool_calls: [oaiCall('call_' + N.b62(24), 'start_scan', { reel: batch, dpi: 400 })] } } }, { model: 'gpt-4o-mini' }));
    kids.push(tool('FunctionTool.acall', { tool: 'start_scan', reel: batch, dpi: 400 }, { content: `accepted reel ${batch} on scanner ST-ViewScan-4 (session ${N.uuid()})` }, { tool_name: 'start_scan' }));
    seq.forEach((s) => {
      N.tick(N.int(300e3, 1200e3));
      kids.push(tool('FunctionTool.acall', { tool: 'scan_status', reel: batch }, { content: JSON.stringify({ reel: batch, ...s, at: N.clf(), lamp_hours: N.int(4000, 4100) }) }, { tool_name: 'scan_status', event: 'ToolCallResult' }));
    });
    kids.push(tool('FunctionTool.acall', { tool: 'search_ocr', reel: batch, term: 'cholera' }, { content: JSON.stringify({ hits: [{ frame: 311, year: 1849, text: 'Mary Ann Pugh, aged 6, died of the Cholera' }, { frame: 318, year: 1849, text: 'Thos. Pugh … Cholera' }, { frame: 322, year: 1849, text: 'Edwd Rees, collier … Asiatic Cholera' }, { frame: 1107, year: 1854, text: 'Jane Hopkin … cholera morbus' }] }) }, { tool_name: 'search_ocr' }));
    kids.push(llm('OpenAI.achat', { messages: ['…'] }, { message: { role: 'assistant', content: 'The reel is digitised (1,240 frames, mean OCR confidence 0.87). Four burial entries mention cholera: three in autumn 1849 (frames 311, 318, 322 — two Pugh children and Edward Rees, collier) and one in 1854 (frame 1107, Jane Hopkin, "cholera morbus"). Frames 311-322 are worth checking by eye given the OCR confidence.' } }, { model: 'gpt-4o-mini' }));
    return {
      isolates: 'A LlamaIndex workflow polls a microfilm scanner through scanning (180, 930 frames), OCR (400 pages) and done, then searches the OCR text and reports four cholera burial entries.',
      stagnation: false,
      goal: 'Digitise a parish-register microfilm reel and list every burial entry that mentions cholera.',
      root: agent('Workflow.run', { workflow: 'MicrofilmResearchWorkflow', start_event: 'StartEvent' }, { result: 'Four burial entries mention cholera…' }, kids, { 'llama_index.workflow.timeout': 7200, run_id: N.uuid() }),
    };
  },
];
