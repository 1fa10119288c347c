// Healthy: polling a job whose status actually changes, then using the result.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'status_poll_progresses';
export const LOOP = false;

// 01 prosthetic socket 3D print, OpenAI Responses API
function r01(N) {
  const goal = 'Start the print of transtibial socket SKT-5521 (PETG-CF) on printer bay 2 and tell the prosthetist when it will be ready for the check fitting.';
  const states = [['queued', 0, null], ['queued', 0, null], ['heating', 0, null], ['printing', 12, '5h 41m'], ['printing', 31, '3h 58m'], ['completed', 100, null]];
  const kids = [];
  kids.push(llm('responses.create', { model: 'gpt-4.1', input: goal, tools: [{ type: 'function', name: 'submit_print' }, { type: 'function', name: 'print_status' }] }, { id: 'resp_' + N.hex(48), output: [{ type: 'function_call', name: 'submit_print', arguments: '{"part":"SKT-5521","bay":2,"material":"PETG-CF"}', call_id: 'call_' + N.b62(24) }], status: 'completed' }, { 'openai-processing-ms': N.ms(300, 900) }));
  N.tick(); const job = 'pj_' + N.hex(10);
  kids.push(tool('submit_print', { part: 'SKT-5521', bay: 2, material: 'PETG-CF' }, { job_id: job, accepted_at: N.iso(), slicer: 'PrusaSlicer 2.8.1', est_duration: '6h 20m' }, {}));
  states.forEach(([st, pct, eta], i) => {
    kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: 'resp_' + N.hex(48), input: [{ type: 'function_call_output', call_id: 'call_' + N.b62(24) }] }, { id: 'resp_' + N.hex(48), output: [{ type: 'function_call', name: 'print_status', arguments: JSON.stringify({ job_id: job }), call_id: 'call_' + N.b62(24) }] }, {}));
    N.tick(i < 2 ? 60000 : 3600000, i < 2 ? 120000 : 5400000);
    kids.push(tool('print_status', { job_id: job }, { job_id: job, state: st, progress_pct: pct, eta, nozzle_c: st === 'queued' ? 24 : 262, bed_c: st === 'queued' ? 22 : 80, layer: st === 'printing' ? `${Math.round(pct * 4.1)}/410` : null, polled_at: N.iso(), octoprint_host: N.host('bay2-pi', 1) }, {}));
  });
  kids.push(llm('responses.create', { model: 'gpt-4.1', input: '[function_call_output]' }, { id: 'resp_' + N.hex(48), output: [{ type: 'message', content: [{ type: 'output_text', text: `Socket SKT-5521 finished printing on bay 2 (job ${job}, 410 layers). It needs about 40 minutes to cool and have supports removed, so it will be ready for the check fitting this afternoon.` }] }] }, {}));
  return {
    isolates: 'A print job is polled through queued, heating and printing (with rising progress) to completed, and the completion is reported to the prosthetist.',
    stagnation: false, goal,
    root: agent('print-coordinator', { input: goal }, { output_text: `Socket SKT-5521 finished printing (job ${job}).` }, kids, { api: 'openai.responses', store: true }),
  };
}

// 02 gene fragment synthesis order, LangGraph
function r02(N) {
  const goal = 'Check when our 1.8 kb gene fragment order GF-20931 (codon-optimised luciferase variant) ships, and add the tracking number to the lab notebook entry.';
  const seq = [['SYNTHESIS', 'Oligo assembly'], ['SYNTHESIS', 'Oligo assembly'], ['QC', 'NGS verification'], ['SHIPPED', 'Dispatched']];
  const kids = [];
  seq.forEach(([st, step], i) => {
    kids.push(chain('agent', { messages: 1 + 2 * i }, null, [span('llm', 'ChatOpenAI', { messages: `[${1 + 2 * i}]` }, { generations: [[{ message: { content: i === 0 ? 'Checking the order status.' : `Status was ${seq[i - 1][0]}; checking again after the wait.`, tool_calls: [{ name: 'order_status', args: { order: 'GF-20931' } }] } }]] }, [], { metadata: { run_type: 'llm' } })], { langgraph_node: 'agent', langgraph_step: 1 + 3 * i }));
    N.tick(3600000 * 6, 3600000 * 20);
    kids.push(chain('tools', {}, null, [tool('order_status', { order: 'GF-20931' }, JSON.stringify({ order: 'GF-20931', status: st, step, updated: N.isoOff(-5), tracking: st === 'SHIPPED' ? '1Z9X4E860398812347' : null, carrier: st === 'SHIPPED' ? 'UPS' : null, x_request: N.uuid() }), { run_type: 'tool' })], { langgraph_node: 'tools', langgraph_step: 2 + 3 * i }));
    if (i < seq.length - 1) kids.push(chain('wait', { seconds: 21600 }, { slept: true }, [], { langgraph_node: 'wait', langgraph_step: 3 + 3 * i }));
  });
  kids.push(chain('agent', {}, null, [span('llm', 'ChatOpenAI', { messages: '[9]' }, { generations: [[{ message: { content: 'Shipped via UPS, tracking 1Z9X4E860398812347. Adding it to the notebook.', tool_calls: [{ name: 'notebook_append', args: { entry: 'ELN-7731', text: 'GF-20931 shipped UPS 1Z9X4E860398812347' } }] } }]] }, [], { metadata: { run_type: 'llm' } })], { langgraph_node: 'agent' }));
  N.tick(); kids.push(tool('notebook_append', { entry: 'ELN-7731', text: 'GF-20931 shipped UPS 1Z9X4E860398812347' }, { ok: true, revision: 14, saved_at: N.iso() }, { run_type: 'tool' }));
  return {
    isolates: 'An order status moves SYNTHESIS, SYNTHESIS, QC, SHIPPED across polls with a wait node between them; the tracking number is then written to the notebook.',
    stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: '...', final: 'tracking added' }, kids, { thread_id: N.uuid(), run_type: 'chain' }),
  };
}

// 03 ocean glider mission upload, AG2 (AutoGen) two-agent chat
function r03(N) {
  const goal = 'Upload the revised yo-profile mission to Slocum glider "unit_518" and confirm it is running before the ship leaves the area.';
  const kids = [];
  const send = (who, content) => span('llm', `${who}.generate_reply`, { messages: '[history]' }, { content }, [], { metadata: { 'ag2.sender': who, model: 'gpt-4o' } });
  kids.push(send('pilot_assistant', 'I will queue the mission file for unit_518.'));
  N.tick(); kids.push(tool('queue_mission', { glider: 'unit_518', file: 'yo_rev3.mi' }, `queued yo_rev3.mi for unit_518 on dockserver ${N.host('dock', 2)} (md5 ${N.hex(32)})`, { executor: 'user_proxy' }));
  const statuses = [`unit_518 at surface, last call-in ${N.isoSec()} | mission: lastgasp.mi | pending: yo_rev3.mi`, 'unit_518 dialed in, transferring yo_rev3.mi 4096/11264 bytes', 'unit_518 transfer complete, loading yo_rev3.mi', 'unit_518 diving | mission: yo_rev3.mi running, dive 1, depth 38 m, m_pitch -26 deg'];
  statuses.forEach((s, i) => {
    kids.push(send('pilot_assistant', ['Checking whether the glider has called in yet.', 'It has called in and the transfer started; checking progress.', 'Transfer finished. Checking it loaded the mission.', 'Confirming the dive.'][i]));
    N.tick(120000, 600000);
    kids.push(tool('glider_status', { glider: 'unit_518' }, `${s} | gps ${(-34.1 - i * 0.002).toFixed(4)} ${(151.43 + i * 0.001).toFixed(4)} | iridium sig ${N.int(2, 5)} | ${N.http()}`, { executor: 'user_proxy' }));
  });
  kids.push(send('pilot_assistant', 'unit_518 is now running yo_rev3.mi and completed its first dive to 38 m. The ship is free to leave. TERMINATE'));
  return {
    isolates: 'A glider status is polled while it goes from waiting at surface through file transfer and load to diving on the new mission; the agent then confirms and terminates.',
    stagnation: false, goal,
    root: agent('initiate_chat', { sender: 'user_proxy', recipient: 'pilot_assistant', message: goal }, { summary: 'unit_518 running yo_rev3.mi', cost: { total_cost: 0.0412 } }, kids, { 'ag2.version': '0.8.2', max_turns: 8 }),
  };
}

// 04 radiocarbon dating lab submission, Langfuse observations
function r04(N) {
  const goal = 'Get the calibrated radiocarbon age for the charred grain sample BRN-17 from the AMS lab portal and add it to the excavation context sheet for trench 4.';
  const kids = [];
  const gen = (text, calls) => span('llm', 'GENERATION', { model: 'claude-3-5-sonnet', messages: '[...]' }, { content: text, tool_calls: calls }, [], { metadata: { langfuse_type: 'GENERATION', observation_id: N.uuid(), usage: { input: N.int(600, 1500), output: N.int(30, 120) } } });
  const states = ['pretreatment', 'graphitisation', 'AMS measurement', 'complete'];
  states.forEach((st, i) => {
    kids.push(gen(i === 0 ? 'Checking the sample status in the AMS portal.' : `The sample moved past ${states[i - 1]}; checking again.`, [tc(N, 'lab_sample_status', { lab_code: 'BRN-17' })]));
    N.tick(86400000, 86400000 * 4);
    kids.push(span('tool', 'SPAN lab_sample_status', { lab_code: 'BRN-17' }, { lab_id: 'OxA-41' + N.int(100, 999), stage: st, result: st === 'complete' ? { conventional_age_bp: 2841, error: 27, d13C: -23.1, calibrated_95: '1071-920 cal BC', curve: 'IntCal20' } : null, portal_updated: N.clf(), session: N.b62(16) }, [], { metadata: { langfuse_type: 'SPAN' } }));
  });
  kids.push(gen('Result: 2841 ± 27 BP, calibrated 1071-920 cal BC (95.4%, IntCal20). Writing it to the trench 4 context sheet.', [tc(N, 'update_context_sheet', { trench: 4, context: 412, field: 'dating', value: 'BRN-17: 2841±27 BP; 1071-920 cal BC (95.4%)' })]));
  N.tick(); kids.push(span('tool', 'SPAN update_context_sheet', { trench: 4, context: 412 }, { saved: true, row: 412 }, [], { metadata: { langfuse_type: 'SPAN' } }));
  return {
    isolates: 'Daily polls of a radiocarbon sample see it advance through pretreatment, graphitisation and measurement to a result, which is written to the context sheet.',
    stagnation: false, goal,
    root: agent('TRACE radiocarbon-update', { input: goal }, { output: 'BRN-17 dated and recorded' }, kids, { langfuse_trace_id: N.hex(32), tags: ['excavation', 'trench-4'] }),
  };
}

// 05 sign-language interpreted video render, Spring AI
function r05(N) {
  const goal = 'Render the BSL-interpreted version of the council\'s flood-safety video (picture-in-picture interpreter, burned-in captions) and publish it to the accessibility page.';
  const kids = [];
  const prog = [['PENDING', 0], ['RENDERING', 18], ['RENDERING', 64], ['ENCODING', 92], ['DONE', 100]];
  kids.push(llm('spring_ai chat_client', { 'spring.ai.chat.client.user.text': goal }, { result: { output: { toolCalls: [{ name: 'startRender', arguments: '{"source":"flood-safety-2025.mov","overlay":"bsl-pip-right","captions":"burned"}' }] } } }, { 'gen_ai.system': 'openai', 'spring.ai.kind': 'chat_client' }));
  N.tick(); const jid = N.uuid();
  kids.push(tool('tool_call startRender', { source: 'flood-safety-2025.mov', overlay: 'bsl-pip-right', captions: 'burned' }, `{"renderId":"${jid}","state":"PENDING","submittedAt":"${N.iso()}"}`, { 'spring.ai.kind': 'tool_call' }));
  prog.forEach(([st, p]) => {
    kids.push(llm('spring_ai chat_client', { messages: '[...]' }, { result: { output: { text: null, toolCalls: [{ name: 'renderStatus', arguments: JSON.stringify({ renderId: jid }) }] } } }, { 'spring.ai.kind': 'chat_client' }));
    N.tick(45000, 180000);
    kids.push(tool('tool_call renderStatus', { renderId: jid }, `{"renderId":"${jid}","state":"${st}","percent":${p},"worker":"${N.pod('ffmpeg-worker')}","fps":${st === 'RENDERING' ? N.int(40, 60) : 0},"output":${st === 'DONE' ? '"s3://council-media/a11y/flood-safety-2025-bsl.mp4"' : 'null'}}`, { 'spring.ai.kind': 'tool_call' }));
  });
  kids.push(llm('spring_ai chat_client', { messages: '[...]' }, { result: { output: { toolCalls: [{ name: 'publishToPage', arguments: '{"page":"/accessibility/videos","asset":"s3://council-media/a11y/flood-safety-2025-bsl.mp4"}' }] } } }, {}));
  N.tick(); kids.push(tool('tool_call publishToPage', { page: '/accessibility/videos' }, 'HTTP 201 Created\nLocation: /accessibility/videos#flood-safety-2025-bsl', {}));
  kids.push(llm('spring_ai chat_client', { messages: '[...]' }, { result: { output: { text: 'The BSL version of the flood-safety video rendered (PiP interpreter, burned captions) and is now published on the accessibility page.' } } }, {}));
  return {
    isolates: 'A render job goes PENDING, RENDERING 18%, RENDERING 64%, ENCODING, DONE across polls with changing worker pods, then the output is published.',
    stagnation: false, goal,
    root: agent('ChatClient.call', { advisors: ['SimpleLoggerAdvisor'] }, { content: 'Published.' }, kids, { 'spring.ai.version': '1.0.0', 'micrometer.observation': 'spring.ai.chat.client' }),
  };
}

// 06 wine label approval (COLA), LangChain4j AiServices
function r06(N) {
  const goal = 'Track the TTB COLA label application for our 2023 Pinot Gris and, once approved, record the TTB ID in the compliance tracker.';
  const kids = [];
  const st = ['Received', 'Assigned to specialist', 'Needs correction', 'Approved'];
  st.forEach((s, i) => {
    kids.push(llm('ChatLanguageModel.chat', { messages: `[${1 + 2 * i} ChatMessage]` }, { aiMessage: { text: i === 2 ? null : null, toolExecutionRequests: [{ id: 'call_' + N.b62(24), name: 'colaStatus', arguments: '{"applicationId":"25071001000417"}' }] }, tokenUsage: { inputTokenCount: 400 + 150 * i } }, { 'langchain4j.model': 'gpt-4o-mini' }));
    N.tick(86400000 * 2, 86400000 * 5);
    kids.push(tool('ToolExecutor colaStatus', { applicationId: '25071001000417' }, `<tr><td>25071001000417</td><td>${s}</td><td>${N.pick(['SB', 'JK', 'MR'])}</td><td>${new Date(N.t).toLocaleDateString('en-US', { timeZone: 'UTC' })}</td>${s === 'Approved' ? '<td>TTB ID 25071001000417</td>' : s === 'Needs correction' ? '<td>Health warning statement font &lt; 2mm; resubmitted automatically with corrected artwork v3</td>' : '<td></td>'}</tr>`, {}));
  });
  kids.push(llm('ChatLanguageModel.chat', { messages: '[9 ChatMessage]' }, { aiMessage: { text: 'Approved after a correction round (health warning font). Recording TTB ID.', toolExecutionRequests: [{ name: 'trackerUpdate', arguments: '{"sku":"PG-2023","ttbId":"25071001000417","status":"approved"}' }] } }, {}));
  N.tick(); kids.push(tool('ToolExecutor trackerUpdate', { sku: 'PG-2023', ttbId: '25071001000417' }, 'updated 1 row', {}));
  return {
    isolates: 'A label application is polled every few days through Received, Assigned, Needs correction and Approved, and the approval is recorded in the tracker.',
    stagnation: false, goal,
    root: agent('AiServices.ComplianceAssistant.track', { userMessage: goal }, { result: 'TTB ID recorded' }, kids, { 'langchain4j.version': '1.0.0-beta3', memoryId: N.uuid() }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
