// Family 6 (healthy): polling a job until its status changes, then using the result.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'polling_until_done', loop: false, stagnation: 'per-row', isolates: 'Repeated status polls whose state advances (queued, running, done) under volatile noise, followed by use of the result.' };

function r01() { // microfilm digitisation, Vercel AI SDK
  const k = kit('polling_until_done-01');
  const job = 'mf-' + k.hex(10);
  const states = ['queued', 'queued', 'running', 'running', 'succeeded'];
  const ch = [llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[{"role":"user","content":"Digitise reel 1887-B of the Whitby Gazette and give me the page count."}]' }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'startScan', args: { reel: '1887-B', dpi: 400 } }]) }, { 'ai.model.id': 'gpt-4o-mini' }),
    tool('ai.toolCall', { 'ai.toolCall.name': 'startScan', 'ai.toolCall.args': '{"reel":"1887-B","dpi":400}' }, { 'ai.toolCall.result': JSON.stringify({ job, status: 'queued', position: 3 }) })];
  states.forEach((s, i) => {
    ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getScan', args: { job } }]) }, { 'ai.model.id': 'gpt-4o-mini', 'ai.response.timestamp': k.iso() }));
    ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getScan', 'ai.toolCall.args': JSON.stringify({ job }) }, { 'ai.toolCall.result': JSON.stringify({ job, status: s, position: s === 'queued' ? 3 - i : null, frames_done: s === 'running' ? (i - 1) * 210 : s === 'succeeded' ? 488 : 0, scanner: k.host('zeutschel'), polled_at: k.iso(), request_id: k.reqId('vrc_') }) }));
  });
  ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': `Reel 1887-B is digitised: 488 frames at 400 dpi (job ${job}). The PDF/A bundle is in the Whitby Gazette collection.`, 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'gpt-4o-mini' }));
  return {
    stagnation: false, goal: 'Digitise microfilm reel 1887-B of the Whitby Gazette and report the page count.',
    isolates: 'getScan is polled five times as the job moves queued -> running -> succeeded with advancing frame counts, then the count is reported.',
    root: agent('ai.generateText', { 'ai.prompt': 'Digitise reel 1887-B and give me the page count.' }, { 'ai.response.finishReason': 'stop' }, ch, { 'ai.settings.maxSteps': 10 }),
  };
}

function r02() { // jacquard loom pattern compile, CrewAI
  const k = kit('polling_until_done-02');
  const tk = 'JC-' + k.int(3000, 3999);
  const ch = [llm('crewai.llm.call', { messages: [{ role: 'user', content: 'Compile the "Kelp Forest" design for the 2688-hook jacquard and load it on loom J2.' }] }, 'Thought: Submit the design to the card compiler.\nAction: compile_design\nAction Input: {"design": "kelp_forest_v4.bmp", "hooks": 2688}', { model: 'gpt-4o' }),
    tool('compile_design', '{"design": "kelp_forest_v4.bmp", "hooks": 2688}', `{"ticket": "${tk}", "state": "WAITING"}`)];
  const polls = [['WAITING', 'Compiler ticket is waiting in the queue; checking again.'], ['COMPILING 41%', 'Compilation started and is at 41 percent.'], ['COMPILING 88%', 'Nearly there at 88 percent.'], ['DONE picks=11520 file=kelp_forest_v4.jc5', 'Compiled to 11520 picks; now loading it on J2.']];
  polls.forEach(([st, th]) => {
    ch.push(llm('crewai.llm.call', { messages: '[...]' }, `Thought: ${th}\nAction: ticket_status\nAction Input: {"ticket": "${tk}"}`, { model: 'gpt-4o' }));
    ch.push(tool('ticket_status', `{"ticket": "${tk}"}`, `${st} | worker=${k.host('jcc')} | ${k.logTs()} | ${k.ms(100, 900)}ms`));
  });
  ch.push(llm('crewai.llm.call', { messages: '[...]' }, 'Thought: Load the compiled file.\nAction: load_loom\nAction Input: {"loom": "J2", "file": "kelp_forest_v4.jc5"}', { model: 'gpt-4o' }));
  ch.push(tool('load_loom', '{"loom": "J2", "file": "kelp_forest_v4.jc5"}', `loaded J2 ${k.uuid()}`));
  ch.push(llm('crewai.llm.call', { messages: '[...]' }, 'Thought: I now know the final answer\nFinal Answer: Kelp Forest compiled (11520 picks) and loaded on loom J2.', { model: 'gpt-4o' }));
  return {
    stagnation: false, goal: 'Compile the "Kelp Forest" jacquard design for the 2688-hook head and load it on loom J2.',
    isolates: 'CrewAI polls the compile ticket from WAITING through COMPILING 41%/88% to DONE, then loads the file and finishes.',
    root: agent('Crew: WeaveRoom', { inputs: { design: 'kelp_forest_v4' } }, { raw: 'Kelp Forest compiled (11520 picks) and loaded on loom J2.' }, [agent('Task: Compile and load design', { agent_role: 'Loom Technician' }, null, ch)], { crew_id: k.uuid() }),
  };
}

function r03() { // ice-road thickness from satellite radar, Gemini function calling
  const k = kit('polling_until_done-03');
  const op = `projects/ice-roads/operations/${k.int(1e9, 9e9)}`;
  const ch = [llm('generateContent', { contents: [{ role: 'user', parts: [{ text: 'Is the Tibbitt-Contwoyto segment km 140-180 safe for 60 t loads this week?' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'submit_sar_analysis', args: { segment: 'TC-140-180', product: 'ice_thickness' } } }] } }] }, { model: 'gemini-1.5-pro' }),
    tool('submit_sar_analysis', { functionCall: { name: 'submit_sar_analysis', args: { segment: 'TC-140-180' } } }, { functionResponse: { name: 'submit_sar_analysis', response: { name: op, done: false } } })];
  const meta = [{ state: 'PENDING' }, { state: 'RUNNING', progressPercent: 35, scenes: 'S1A_IW_GRDH 2/6' }, { state: 'RUNNING', progressPercent: 80, scenes: 'S1A_IW_GRDH 5/6' }];
  meta.forEach((m) => {
    ch.push(llm('generateContent', { contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_operation', args: { name: op } } }] } }] }, { model: 'gemini-1.5-pro' }));
    ch.push(tool('get_operation', { name: op }, { functionResponse: { name: 'get_operation', response: { name: op, done: false, metadata: { ...m, updateTime: k.isoMicro() } } } }));
  });
  ch.push(llm('generateContent', { contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_operation', args: { name: op } } }] } }] }, { model: 'gemini-1.5-pro' }));
  ch.push(tool('get_operation', { name: op }, { functionResponse: { name: 'get_operation', response: { name: op, done: true, response: { min_thickness_cm: 104, p10_cm: 112, weak_spots: [{ km: 163.4, thickness_cm: 104, note: 'pressure ridge' }] }, metadata: { state: 'SUCCEEDED', updateTime: k.isoMicro() } } } }));
  ch.push(llm('generateContent', { contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Minimum modelled ice thickness on km 140-180 is 104 cm (km 163.4 pressure ridge). The road chart requires 107 cm for 60 t, so 60 t loads are not yet safe; 50 t (97 cm) is allowed. Re-check km 163.4 after the next cold spell.' }] }, finishReason: 'STOP' }] }, { model: 'gemini-1.5-pro' }));
  return {
    stagnation: false, goal: 'Decide whether the Tibbitt-Contwoyto winter ice road, km 140-180, is safe for 60 t loads this week.',
    isolates: 'A long-running SAR analysis operation is polled PENDING -> RUNNING 35% -> RUNNING 80% -> done, and the thickness result drives a clear answer.',
    root: agent('ice_road_assistant', { user: 'Is km 140-180 safe for 60 t this week?' }, null, ch, { api: 'generativelanguage.googleapis.com/v1beta' }),
  };
}

function r04() { // printing plate-setter RIP, OpenAI Agents SDK
  const k = kit('polling_until_done-04');
  const ch = [span('response', 'POST /v1/responses', { input: 'Send the autumn catalogue signature 4 to the CTP and tell me when plates are ready.' }, { output: [{ type: 'function_call', name: 'submit_rip', arguments: '{"pdf":"autumn_cat_sig04.pdf","press":"KBA-105","screen":"FM20"}' }] }, [], { metadata: { span_type: 'generation' } }),
    tool('submit_rip', '{"pdf":"autumn_cat_sig04.pdf","press":"KBA-105","screen":"FM20"}', { rip_job: 'PRN' + k.int(10000, 99999), status: 'spooled' }, { span_type: 'function' })];
  const st = ['spooled', 'ripping (page 6/16)', 'ripping (page 15/16)', 'imaging plates C M Y K: 2/4', 'plates ready: 4/4, punched'];
  st.forEach((s) => {
    ch.push(llm('POST /v1/responses', { previous_response_id: 'resp_' + k.hex(24) }, { output: [{ type: 'function_call', name: 'rip_status', arguments: '{"job":"PRN"}' }] }, { span_type: 'generation' }));
    ch.push(tool('rip_status', '{"job":"PRN"}', `Prinergy ${k.pick(['srv-ctp1', 'srv-ctp2'])} | ${k.httpDate()} | ${s} | queue_depth=${k.int(0, 4)}`, { span_type: 'function' }));
  });
  ch.push(llm('POST /v1/responses', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Signature 4 is ripped with FM20 screening and all four plates (CMYK) are imaged and punched for the KBA-105. Pressroom can collect them.' }] }] }, { span_type: 'generation' }));
  return {
    stagnation: false, goal: 'Send signature 4 of the autumn catalogue to the computer-to-plate line and report when the plates are ready.',
    isolates: 'rip_status polled five times with progress moving spooled -> ripping -> imaging -> ready, then the agent reports completion.',
    root: agent('Prepress agent', { input: 'Send signature 4 to CTP' }, { final_output: 'plates ready' }, ch, { workflow_name: 'prepress', trace_id: 'trace_' + k.hex(32) }),
  };
}

function r05() { // coroner's inquest audio transcription, Letta
  const k = kit('polling_until_done-05');
  const ch = [llm('agent_step', { messages: [{ role: 'user', text: 'Transcribe the 3 May inquest recording and add the witness list to archival memory.' }] }, { messages: [{ message_type: 'reasoning_message', reasoning: 'Submit the recording for transcription first.' }, { message_type: 'tool_call_message', tool_call: { name: 'submit_transcription', arguments: '{"file":"inquest_2025-05-03_court2.flac","diarize":true}' } }] }, { model: 'letta-free', step_id: 'step-' + k.uuid() }),
    tool('submit_transcription', '{"file":"inquest_2025-05-03_court2.flac","diarize":true}', { status: 'OK', message: JSON.stringify({ id: 'tx_' + k.hex(12), state: 'queued' }), time: k.iso() })];
  const obs = [['queued', 'Still queued behind other jobs; I will wait for the heartbeat and check.'], ['processing 00:41:10 / 02:13:55', 'Processing has begun, 41 minutes of audio done.'], ['processing 01:58:03 / 02:13:55', 'Almost finished.'], ['completed speakers=7', 'Transcript complete with seven speakers; fetching witness names.']];
  obs.forEach(([s, r]) => {
    ch.push(llm('agent_step', { messages: '[heartbeat]' }, { messages: [{ message_type: 'reasoning_message', reasoning: r }, { message_type: 'tool_call_message', tool_call: { name: 'transcription_status', arguments: '{"id":"tx"}' } }] }, { step_id: 'step-' + k.uuid() }));
    ch.push(tool('transcription_status', '{"id":"tx"}', { status: 'OK', message: `${s} (worker ${k.host('whisper')}, checked ${k.isoMicro()})`, time: k.iso() }));
  });
  ch.push(llm('agent_step', {}, { messages: [{ message_type: 'tool_call_message', tool_call: { name: 'archival_memory_insert', arguments: '{"content":"Inquest 3 May 2025 court 2 witnesses: PC D. Rowe, Dr A. Mensah (pathologist), Mrs J. Pryce, Mr L. Pryce, HM Assistant Coroner, S. Ortiz (paramedic), K. Bell (site manager)"}' } }] }, {}));
  ch.push(tool('archival_memory_insert', '{"content":"Inquest 3 May 2025 ..."}', { status: 'OK', message: 'None', time: k.iso() }));
  ch.push(llm('agent_step', {}, { messages: [{ message_type: 'assistant_message', content: 'The 3 May inquest transcript is ready (2 h 14 min, 7 speakers) and the witness list is saved to archival memory.' }] }, {}));
  return {
    stagnation: false, goal: "Transcribe the 3 May coroner's inquest recording and store the witness list in the agent's archival memory.",
    isolates: 'Letta heartbeat steps poll a transcription job from queued through processing to completed, then store and report the result.',
    root: agent('letta.agent', { agent_id: 'agent-' + k.uuid() }, null, ch, { letta_version: '0.6.x' }),
  };
}

function r06() { // cooperage barrel toasting, Spring AI
  const k = kit('polling_until_done-06');
  const ch = [llm('spring.ai.chat.client', { 'spring.ai.chat.client.user.text': 'Run a medium-plus toast on barrel batch B-77 (French oak 225 l) and give me the toast log reference.' }, { result: { output: { text: '', toolCalls: [{ name: 'startToast', arguments: '{"batch":"B-77","profile":"MEDIUM_PLUS"}' }] } } }, { 'gen_ai.request.model': 'gpt-4o', 'spring.ai.kind': 'chat_client' }),
    tool('spring.ai.tool startToast', '{"batch":"B-77","profile":"MEDIUM_PLUS"}', '{"run":"T-4410","phase":"PREHEAT"}', { 'spring.ai.tool.definition.name': 'startToast' })];
  const ph = ['PREHEAT 140C', 'TOAST 190C 12/35min', 'TOAST 205C 31/35min', 'COOLDOWN', 'COMPLETE log=TL-2025-4410'];
  ph.forEach((p) => {
    ch.push(llm('spring.ai.chat.model', {}, { result: { output: { toolCalls: [{ name: 'toastStatus', arguments: '{"run":"T-4410"}' }] } } }, { 'gen_ai.request.model': 'gpt-4o' }));
    ch.push(tool('spring.ai.tool toastStatus', '{"run":"T-4410"}', `{"run":"T-4410","phase":"${p}","brazier":"BZ-${k.int(1, 4)}","ts":"${k.euDate()}","plc_cycle":${k.int(10000, 99999)}}`, { 'spring.ai.tool.definition.name': 'toastStatus' }));
  });
  ch.push(llm('spring.ai.chat.model', {}, { result: { output: { text: 'Batch B-77 finished its medium-plus toast (peak 205 C, 35 min) and has cooled. Toast log: TL-2025-4410.' } } }, { 'gen_ai.request.model': 'gpt-4o' }));
  return {
    stagnation: false, goal: 'Run a medium-plus toast on French oak barrel batch B-77 and return the toast log reference.',
    isolates: 'Spring AI tool calls poll the toasting run through preheat, toast, cooldown and complete, then report the log reference.',
    root: agent('ChatClient.call', { advisors: ['SimpleLoggerAdvisor'] }, null, ch, { 'spring.ai.version': '1.0.0', application: 'cooperage-floor' }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
