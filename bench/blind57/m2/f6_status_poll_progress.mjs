import { agent, llm, tool, chain, span, sys, user, call, gText, gCall, gResp } from './lib.mjs';

export const family = 'status_poll_progress';
export const loop = false;
export const summary = 'Healthy: polls a job until it changes state (queued→running→done) with volatile noise, then uses the result.';

export const rows = [
  {
    n: '01', domain: 'cashew processing plant (aflatoxin lab test)', style: 'LangSmith run tree (plain message-level tool_calls)', stagnation: false,
    isolates: 'Agent polls an aflatoxin HPLC test job (queued, queued, running, running, complete) with new timestamps each time, then releases the lot because the result is under the limit.',
    goal: 'Get the aflatoxin result for export lot WW320-0918 and release it for shipment if total aflatoxin is under 10 ppb.',
    build(N) {
      const kids = [llm('ChatOpenAI', { messages: [user(this.goal)] }, { role: 'assistant', content: 'I will submit the lot sample to the lab queue, then follow its status.', tool_calls: [call(`call_${N.alnum(24)}`, 'lims_submit', { lot: 'WW320-0918', method: 'HPLC-FLD-AFL' })] }),
        tool('lims_submit', { lot: 'WW320-0918', method: 'HPLC-FLD-AFL' }, { sample_id: `S-${N.int(700000, 799999)}`, status: 'QUEUED', position: 3 })];
      const st = [['QUEUED', { position: 2 }], ['QUEUED', { position: 1 }], ['RUNNING', { injection: '1/2' }], ['RUNNING', { injection: '2/2' }], ['COMPLETE', { result: { B1_ppb: 2.1, total_ppb: 3.4, LOQ_ppb: 0.5 } }]];
      st.forEach(([s, extra], i) => {
        kids.push(llm('ChatOpenAI', { messages: '...' }, { role: 'assistant', content: i === 0 ? 'Queued at position 3; checking again.' : i < 2 ? `Now position ${3 - i}; checking again.` : i < 4 ? `Analysis running (injection ${i - 1} of 2); waiting before the next check.` : 'Checking once more for the final result.', tool_calls: [call(`call_${N.alnum(24)}`, 'lims_status', { lot: 'WW320-0918' })] }));
        kids.push(tool('lims_status', { lot: 'WW320-0918' }, { status: s, ...extra, checked_at: N.tick(240).sqlTs(), instrument: s === 'QUEUED' ? null : 'HPLC-2 (Agilent 1260)', etag: N.etag(true) }));
      });
      kids.push(llm('ChatOpenAI', { messages: '...' }, { role: 'assistant', content: 'Total aflatoxin is 3.4 ppb, under the 10 ppb limit. Releasing the lot.', tool_calls: [call(`call_${N.alnum(24)}`, 'release_lot', { lot: 'WW320-0918', basis: 'AFL total 3.4 ppb' })] }));
      kids.push(tool('release_lot', { lot: 'WW320-0918' }, { released: true, release_no: `RL-${N.int(1000, 9999)}` }));
      kids.push(llm('ChatOpenAI', { messages: '...' }, { role: 'assistant', content: 'Lot WW320-0918 tested at 3.4 ppb total aflatoxin (B1 2.1 ppb) and is released for shipment.' }));
      return agent('AgentExecutor', { input: this.goal }, { output: 'Lot WW320-0918 released (3.4 ppb).' }, kids, { metadata: { ls_project: 'cashew-qa', run_id: N.uuid() } });
    },
  },
  {
    n: '02', domain: 'Ansible AWX patch run on a call-centre VoIP cluster', style: 'OpenAI Responses API (function_call / function_call_output items)', stagnation: false,
    isolates: 'Responses API run that launches an AWX job, polls it through pending, running (with a growing task count) and successful, and then summarises the host recap.',
    goal: 'Apply the security patch playbook to the Asterisk VoIP cluster (voip-01..voip-04) through AWX and report which hosts changed.',
    build(N) {
      const job = N.int(18000, 19999);
      const kids = [llm('responses.create', { model: 'gpt-4.1', input: [{ role: 'user', content: this.goal }] }, { id: `resp_${N.hex(48)}`, output: [{ type: 'function_call', call_id: `call_${N.alnum(24)}`, name: 'awx_launch', arguments: '{"template":"patch-asterisk","limit":"voip-0[1:4]"}' }] }),
        tool('awx_launch', '{"template":"patch-asterisk","limit":"voip-0[1:4]"}', { type: 'function_call_output', output: JSON.stringify({ id: job, status: 'pending', url: `/api/v2/jobs/${job}/` }) })];
      const sts = [['pending', 0], ['running', 9], ['running', 27], ['successful', 44]];
      sts.forEach(([s, n], i) => {
        kids.push(llm('responses.create', { previous_response_id: `resp_${N.hex(48)}`, input: '[function_call_output]' }, { id: `resp_${N.hex(48)}`, output: [{ type: 'function_call', call_id: `call_${N.alnum(24)}`, name: 'awx_job_status', arguments: `{"id":${job}}` }] }));
        kids.push(tool('awx_job_status', `{"id":${job}}`, { type: 'function_call_output', output: JSON.stringify({ id: job, status: s, elapsed: N.tick(70).int(10, 99) + i * 70, tasks_done: n, execution_node: N.pod('awx-ee'), modified: N.iso() }) }));
      });
      kids.push(tool('awx_job_recap', `{"id":${job}}`, { type: 'function_call_output', output: `PLAY RECAP *********\nvoip-01 : ok=11 changed=3 unreachable=0 failed=0\nvoip-02 : ok=11 changed=3 unreachable=0 failed=0\nvoip-03 : ok=11 changed=0 unreachable=0 failed=0\nvoip-04 : ok=11 changed=3 unreachable=0 failed=0` }));
      kids.push(llm('responses.create', { input: '[recap]' }, { id: `resp_${N.hex(48)}`, output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `AWX job ${job} succeeded. voip-01, voip-02 and voip-04 were patched (3 changes each); voip-03 was already up to date.` }] }], status: 'completed' }));
      return agent('responses-agent', { task: this.goal }, { status: 'completed' }, kids, { metadata: { store: true, openai_org: 'org-ops', tool_choice: 'auto' } });
    },
  },
  {
    n: '03', domain: 'quinoa cooperative export (phytosanitary certificate issuance)', style: 'Gemini API function calling', stagnation: false,
    isolates: 'Gemini model polls the plant-health authority e-cert status (RECEIVED, UNDER_REVIEW, UNDER_REVIEW, ISSUED) and then attaches the issued certificate to the shipment.',
    goal: 'Obtain the ePhyto certificate for container MSKU 448120-3 (19.2 t organic white quinoa to Rotterdam) and attach it to the shipping file.',
    build(N) {
      const kids = [];
      const states = ['RECEIVED', 'UNDER_REVIEW', 'UNDER_REVIEW', 'ISSUED'];
      states.forEach((s, i) => {
        kids.push(llm('generateContent', { model: 'gemini-1.5-flash-002', contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [gText(i === 0 ? 'Checking the e-cert application status.' : i === 3 ? 'Still under review at the last check (inspector assigned); checking again.' : `Status was ${states[i - 1]}; checking again.`), gCall('ephyto_status', { application: 'SENASA-APP-2291847' })] } }] }));
        kids.push(tool('ephyto_status', { application: 'SENASA-APP-2291847' }, gResp('ephyto_status', { state: s, inspector: i >= 2 ? 'Ing. R. Quispe' : null, updated: N.tick(1800).isoLocal('-05:00'), hub_message_id: N.uuid(), ...(s === 'ISSUED' ? { cert_no: `PE-${N.int(10 ** 7, 10 ** 8)}`, pdf: 'https://ephyto.example.pe/cert/PE.pdf' } : {}) })));
      });
      kids.push(tool('attach_document', { file: 'SHP-ROT-0412', type: 'phytosanitary' }, gResp('attach_document', { ok: true, doc_id: N.ulid() })));
      kids.push(llm('generateContent', { contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [gText('The ePhyto certificate was issued and attached to shipping file SHP-ROT-0412 for container MSKU 448120-3.')] }, finishReason: 'STOP' }] }));
      return agent('export-docs-agent', { goal: this.goal }, { finishReason: 'STOP' }, kids, { metadata: { api: 'generativelanguage.googleapis.com/v1beta' } });
    },
  },
  {
    n: '04', domain: 'tea ceremony school (lesson video transcoding)', style: 'Mastra agent traces', stagnation: false,
    isolates: 'Mastra agent polls a transcoding job whose progress rises (0%, 35%, 80%, done) and then publishes the lesson with the rendition URLs.',
    goal: 'Transcode the new "usucha temae" lesson recording to HLS and publish it to the members\' library.',
    build(N) {
      const kids = [tool('tool.startTranscode', { assetId: 'vid_usucha_0512' }, { jobId: N.jobId('tx'), state: 'queued', progress: 0 })];
      [['queued', 0], ['processing', 35], ['processing', 80], ['completed', 100]].forEach(([s, p], i) => {
        kids.push(llm('llm.generate', { step: i }, { text: i === 0 ? 'Job queued; polling.' : `Progress ${[0, 35, 80][i - 1]}%; polling again.`, toolCalls: [{ toolName: 'getTranscode', args: { assetId: 'vid_usucha_0512' } }] }, { metadata: { model: 'openai/gpt-4o-mini' } }));
        kids.push(tool('tool.getTranscode', { assetId: 'vid_usucha_0512' }, { state: s, progress: p, worker: N.pod('ffmpeg'), updatedAt: N.tick(90).iso(), ...(s === 'completed' ? { renditions: ['1080p', '720p', '480p'], playlist: `https://cdn.chado-school.jp/hls/${N.hex(12)}/index.m3u8` } : {}) }));
      });
      kids.push(tool('tool.publishLesson', { assetId: 'vid_usucha_0512', library: 'members' }, { published: true, slug: 'usucha-temae-2024' }));
      kids.push(llm('llm.generate', { step: 5 }, { text: 'The usucha temae lesson was transcoded to 1080p/720p/480p HLS and published to the members\' library.', finishReason: 'stop' }));
      return agent('agent.generate', { agentName: 'media-librarian', input: this.goal }, { finishReason: 'stop' }, kids, { metadata: { traceId: N.hex(32) } });
    },
  },
  {
    n: '05', domain: 'tidal flood barrier operations (gate closure)', style: 'OpenInference / Arize Phoenix', stagnation: false,
    isolates: 'Agent polls a gate-closure command status that moves from ACK to MOVING (gate angle changes) to CLOSED_LOCKED, then files the closure log.',
    goal: 'Close gate 3 of the river flood barrier ahead of the 18:40 surge peak and log the closure in the operations diary.',
    build(N) {
      const kids = [tool('send_gate_command', { 'openinference.span.kind': 'TOOL', 'tool.name': 'send_gate_command', 'tool.parameters': '{"gate":3,"command":"CLOSE"}' }, { 'output.value': JSON.stringify({ cmd_id: N.uuid(), state: 'ACK', plc: 'S7-1500 #3', seq: N.seq() }) }, { metadata: { 'openinference.span.kind': 'TOOL' } })];
      [['MOVING', 12], ['MOVING', 47], ['MOVING', 81], ['CLOSED_LOCKED', 90]].forEach(([s, a], i) => {
        kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.content': 'gate status...' }, { 'llm.output_messages.0.message.content': i === 0 ? 'Command acknowledged, checking gate position.' : `Gate at ${[12, 47, 81][i - 1]}° of 90°; checking again.` }, { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' } }));
        kids.push(tool('gate_status', { 'openinference.span.kind': 'TOOL', 'tool.name': 'gate_status', 'tool.parameters': '{"gate":3}' }, { 'output.value': `gate=3 state=${s} angle_deg=${a} hyd_bar=${(180 + N.r() * 20).toFixed(1)} t=${N.tick(120).hhmmss()} scada_seq=${N.seq()}` }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
      });
      kids.push(tool('diary_append', { 'openinference.span.kind': 'TOOL', 'tool.name': 'diary_append' }, { 'output.value': '{"entry":"Gate 3 closed and locked ahead of surge","id":' + N.int(1000, 9999) + '}' }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
      kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM' }, { 'llm.output_messages.0.message.content': 'Gate 3 is closed and locked (90°) ahead of the 18:40 peak; closure logged in the diary.' }, { metadata: { 'openinference.span.kind': 'LLM' } }));
      return agent('barrier_ops_agent', { 'openinference.span.kind': 'AGENT', 'input.value': this.goal }, { 'output.value': 'Gate 3 closed and logged.' }, kids, { metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },
  {
    n: '06', domain: 'wildlife camera traps (species classification batch)', style: 'Agno (formerly Phidata) agent run log (not in the named list)', stagnation: false,
    isolates: 'Agno agent polls a classification batch (queued, 1,240/4,800 images, 3,910/4,800, done) and then reports the species counts it returned.',
    goal: 'Classify the 4,800 images from camera-trap grid C (May card swap) and report counts of lynx, roe deer and wild boar.',
    build(N) {
      const kids = [tool('submit_batch', { card_set: 'gridC-2024-05' }, { batch: N.jobId('mdb'), status: 'queued', images: 4800 })];
      [['queued', 0], ['running', 1240], ['running', 3910], ['done', 4800]].forEach(([s, n], i) => {
        kids.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: i === 0 ? 'Batch submitted; checking progress.' : `${[0, 1240, 3910][i - 1]} of 4800 processed; checking again.`, tool_calls: [{ function: { name: 'batch_status', arguments: '{}' } }], metrics: { time: N.r().toFixed(3) } }, { metadata: { agno_run_id: N.uuid(), model: 'gpt-4o-mini' } }));
        kids.push(tool('batch_status', {}, { status: s, processed: n, gpu_node: N.host('gpu'), ts: N.tick(300).iso(), ...(s === 'done' ? { counts: { lynx: 3, roe_deer: 211, wild_boar: 58, empty: 3902, other: 626 } } : {}) }));
      });
      kids.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: 'Grid C (May) classification finished: 3 lynx, 211 roe deer and 58 wild boar detections among 4,800 images (3,902 empty).' }));
      return agent('Agent.run', { message: this.goal, agent_name: 'camtrap-analyst' }, { content: 'lynx 3, roe deer 211, wild boar 58' }, kids, { metadata: { session_id: N.uuid(), agno_version: '1.4' } });
    },
  },
];
