import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'status_polling_progress';
export const LOOP = false;
export const scenarios = [
// 01 marquetry — Inspect AI eval log
{ domain: 'marquetry veneer laser cutting', style: 'Inspect AI eval log', build(c) {
  const goal = 'Submit the rose-medallion marquetry pattern to the laser cutter queue, wait for the cut, and report the number of veneer pieces produced.';
  const job = c.jobId('lc');
  const states = ['queued', 'queued', 'cutting', 'cutting', 'complete'];
  const kids = [llm('model', { input: [{ role: 'user', content: goal }] }, { choices: [{ message: { role: 'assistant', content: 'Submitting the pattern.', tool_calls: [{ id: c.callId(), function: 'submit_cut', arguments: { file: 'rose_medallion_v4.svg', material: 'sycamore+walnut 0.6mm' } }] } }] }, { event: 'model', timestamp: c.iso() }),
    tool('submit_cut', { file: 'rose_medallion_v4.svg' }, { job, position: 3 }, { event: 'tool', timestamp: c.tick() && c.iso() })];
  states.forEach((s, i) => {
    const out = { job, state: s, position: s === 'queued' ? 3 - i : null, progress: s === 'cutting' ? (i === 2 ? 0.31 : 0.78) : s === 'complete' ? 1 : 0, laser_head_temp: c.int(30, 41), polled_at: c.iso() };
    if (s === 'complete') Object.assign(out, { pieces: 148, offcut_area_cm2: 412, log: '/var/lasers/ep-2/' + job + '.log' });
    kids.push(llm('model', { input: '[…]' }, { choices: [{ message: { role: 'assistant', content: i === 0 ? 'Job submitted; checking status.' : `Status was ${states[i - 1]}${states[i - 1] === 'queued' ? ` (position ${3 - i + 1})` : ''}; checking again.`, tool_calls: [{ function: 'cut_status', arguments: { job } }] } }] }, { event: 'model', timestamp: c.tick(c.ms(20000, 60000)) && c.iso() }));
    kids.push(tool('cut_status', { job }, out, { event: 'tool', timestamp: c.tick() && c.iso() }));
  });
  kids.push(llm('model', {}, { choices: [{ message: { role: 'assistant', content: `The cut is complete: job ${job} produced 148 veneer pieces (rose medallion, sycamore and walnut).` } }], stop_reason: 'stop' }, { event: 'model', timestamp: c.iso() }));
  return { isolates: 'The agent polls a laser-cut job through queued (position 3, 2), cutting (31%, 78%) and complete, then reports the piece count.', stagnation: false, goal,
    root: agent('sample 1 epoch 1', { input: goal }, { completion: 'The cut is complete: 148 veneer pieces.', score: { value: 'C' } }, kids, { eval: 'workshop_ops', task: 'laser_queue', model: 'openai/gpt-4o', id: c.uuid() }) };
} },
// 02 saxophone repair — LangChain4j
{ domain: 'saxophone repair (pad replacement)', style: 'LangChain4j (AiServices + observability listener)', build(c) {
  const goal = 'Order the Selmer Mark VI alto pad set from the supplier and tell the customer when it has shipped.';
  const seq = [{ status: 'PROCESSING' }, { status: 'PICKING', picker: 'p' + c.int(10, 40) }, { status: 'PACKED', parcel_kg: 0.4 }, { status: 'SHIPPED', carrier: 'DPD', tracking: '1550' + c.int(10000000, 99999999) }];
  const kids = [llm('ChatLanguageModel.chat', { messages: [{ type: 'SYSTEM', text: 'You are the repair shop assistant.' }, { type: 'USER', text: goal }] }, { aiMessage: { toolExecutionRequests: [{ id: c.callId(), name: 'placeSupplierOrder', arguments: '{"kit":"SEL-MK6-ALTO-PADS","resonators":"metal dome"}' }] }, finishReason: 'TOOL_EXECUTION' }, { modelName: 'gpt-4o-mini', ...tIso(c) }),
    tool('placeSupplierOrder', '{"kit":"SEL-MK6-ALTO-PADS"}', 'Order accepted: SO-' + c.int(40000, 49999), tIso(c))];
  seq.forEach((s, i) => {
    kids.push(llm('ChatLanguageModel.chat', { messages: '[' + (4 + i * 2) + ']' }, { aiMessage: { text: i ? `Supplier says ${seq[i - 1].status}; checking again later.` : 'Order placed; checking fulfilment.', toolExecutionRequests: [{ name: 'orderStatus', arguments: '{"order":"SO"}' }] }, finishReason: 'TOOL_EXECUTION' }, { modelName: 'gpt-4o-mini', ...tIso(c, c.ms(60000, 300000)) }));
    kids.push(tool('orderStatus', '{"order":"SO"}', JSON.stringify({ ...s, warehouse: 'Bedford', requestId: c.uuid(), asOf: c.http() }), tIso(c)));
  });
  kids.push(llm('ChatLanguageModel.chat', {}, { aiMessage: { toolExecutionRequests: [{ name: 'smsCustomer', arguments: JSON.stringify({ text: `Your Mark VI pads shipped with DPD, tracking ${seq[3].tracking}.` }) }] } }, tIso(c)));
  kids.push(tool('smsCustomer', { text: `Your Mark VI pads shipped with DPD, tracking ${seq[3].tracking}.` }, 'queued: msg ' + c.hex(12), tIso(c)));
  return { isolates: 'Order status is polled through PROCESSING, PICKING, PACKED and SHIPPED; the tracking number from the last poll is texted to the customer.', stagnation: false, goal,
    root: agent('AiServices.RepairAssistant.chat', { userMessage: goal }, 'Done — the customer has the tracking number.', kids, { framework: 'langchain4j 0.36', memoryId: c.int(1, 999) }) };
} },
// 03 tattoo removal clinic — Spring AI
{ domain: 'laser tattoo removal clinic', style: 'Spring AI (Micrometer observations)', build(c) {
  const goal = 'Generate the aftercare leaflet PDF for patient P-2214 (session 4, Q-switched 1064 nm) and email it once rendering finishes.';
  const rid = c.uuid();
  const st = ['PENDING', 'RENDERING', 'RENDERING', 'DONE'];
  const kids = [llm('chat gpt-4o', { 'gen_ai.prompt': goal }, { 'gen_ai.completion': '', tool_calls: [{ name: 'renderLeaflet', arguments: '{"patient":"P-2214","template":"aftercare-qs1064","session":4}' }] }, { 'spring.ai.kind': 'chat_client', 'gen_ai.operation.name': 'chat', ...tOtel(c) }),
    tool('renderLeaflet', { patient: 'P-2214', session: 4 }, { renderId: rid, accepted: c.isoOff(1) }, { 'spring.ai.kind': 'tool_call', ...tOtel(c) })];
  st.forEach((s, i) => {
    kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': '[advisor chain]' }, { 'gen_ai.completion': i === 0 ? 'Render accepted; checking progress.' : `Render is ${st[i - 1]} (${[0, 40, 85][i - 1] ?? 100}%); checking again.`, tool_calls: [{ name: 'renderStatus', arguments: JSON.stringify({ renderId: rid }) }] }, { 'spring.ai.kind': 'chat_client', ...tOtel(c, c.ms(4000, 15000)) }));
    kids.push(tool('renderStatus', { renderId: rid }, JSON.stringify({ renderId: rid, status: s, percent: [0, 40, 85, 100][i], worker: c.pod('pdf-render'), ...(s === 'DONE' ? { url: 's3://clinic-docs/leaflets/P-2214-s4.pdf', pages: 2, sha256: c.sha(64) } : {}) }), { 'spring.ai.kind': 'tool_call', ...tOtel(c) }));
  });
  kids.push(tool('emailPatient', { patient: 'P-2214', attachment: 's3://clinic-docs/leaflets/P-2214-s4.pdf' }, { status: 'SENT', messageId: c.uuid() }, { 'spring.ai.kind': 'tool_call', ...tOtel(c) }));
  return { isolates: 'A render job is polled PENDING, RENDERING (40%), RENDERING (85%), DONE; the finished PDF is then emailed.', stagnation: false, goal,
    root: agent('spring_ai chat_client', { goal }, 'Leaflet emailed to patient P-2214.', kids, { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'], 'service.name': 'clinic-assistant' }) };
} },
// 04 blimp advertising — OpenTelemetry GenAI semantic conventions
{ domain: 'advertising airship flight operations', style: 'OpenTelemetry GenAI semantic conventions', build(c) {
  const goal = 'File the flight notification for tomorrow\'s advertising airship route over the stadium and wait for the authority\'s decision before scheduling the crew.';
  const ref = 'FN-' + c.upper(8);
  const kids = [llm('chat gpt-4.1', { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: goal }] }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'tool_call', name: 'file_notification', arguments: { route: 'STADIUM-LOOP-2', alt_ft: 1000, window: '14:00-16:30Z' } }] }]) }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4.1', ...tOtel(c) }),
    tool('execute_tool file_notification', { 'gen_ai.tool.call.arguments': '{"route":"STADIUM-LOOP-2"}' }, { 'gen_ai.tool.call.result': JSON.stringify({ reference: ref, state: 'RECEIVED' }) }, { 'gen_ai.operation.name': 'execute_tool', ...tOtel(c) })];
  const seq = ['RECEIVED', 'UNDER_REVIEW', 'UNDER_REVIEW', 'APPROVED'];
  const notes = ['Filed; checking the decision.', 'Still RECEIVED; reviewer not yet assigned. Checking again.', 'Now UNDER_REVIEW by reviewer ATS-4. Checking again.', 'UNDER_REVIEW, conditions being drafted. Checking again.'];
  seq.forEach((s, i) => {
    kids.push(llm('chat gpt-4.1', { 'gen_ai.input.messages': '[…]' }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: notes[i] }, { type: 'tool_call', name: 'notification_status', arguments: { reference: ref } }] }]) }, { 'gen_ai.operation.name': 'chat', ...tOtel(c, c.ms(120000, 600000)) }));
    kids.push(tool('execute_tool notification_status', { reference: ref }, { 'gen_ai.tool.call.result': `${ref} ${s}${i >= 2 ? ' reviewer=ATS-4' : ''}${s === 'APPROVED' ? ' conditions="max 1000ft AMSL; squawk 7010; no hover over stands"' : ''} at ${c.compact()} req=${c.reqId('')}` }, { 'gen_ai.operation.name': 'execute_tool', ...tOtel(c) }));
  });
  kids.push(tool('execute_tool schedule_crew', { reference: ref, pilot: 'K. Brandt', ground_crew: 6 }, { 'gen_ai.tool.call.result': '{"rota_id":"R-' + c.int(100, 999) + '","confirmed":true}' }, tOtel(c)));
  return { isolates: 'A flight notification is polled RECEIVED, UNDER_REVIEW, UNDER_REVIEW (with a reviewer), APPROVED with conditions; the crew is then scheduled.', stagnation: false, goal,
    root: agent('invoke_agent airship_ops', { goal }, { 'gen_ai.output': 'Approved; crew scheduled.' }, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'airship_ops', 'gen_ai.system': 'openai' }) };
} },
// 05 lentil processing — Letta
{ domain: 'lentil cleaning and grading plant', style: 'Letta (MemGPT) agent steps', build(c) {
  const goal = 'Run the colour-sorter calibration for the red split lentil line and, once finished, record the new reject rate in core memory and tell the shift lead.';
  const cal = c.jobId('cal');
  const st = [{ s: 'warming_up', lamp_c: 41 }, { s: 'sampling', samples: 1200 }, { s: 'sampling', samples: 3400 }, { s: 'finished', reject_rate: 0.021 }];
  const kids = [llm('step', { messages: [{ role: 'user', text: goal }] }, { messages: [{ message_type: 'reasoning_message', reasoning: 'Start calibration on sorter CS-2.' }, { message_type: 'tool_call_message', tool_call: { name: 'start_calibration', arguments: '{"sorter":"CS-2","product":"red split"}' } }] }, { agent_id: 'agent-' + c.uuid(), step_id: 'step-' + c.uuid() }),
    tool('start_calibration', '{"sorter":"CS-2"}', { tool_return: JSON.stringify({ calibration: cal }), status: 'success', stdout: [] }, { ...tIso(c) })];
  st.forEach((x, i) => {
    kids.push(llm('step', {}, { messages: [{ message_type: 'reasoning_message', reasoning: i === 0 ? 'Calibration started, poll it.' : `Last state ${st[i - 1].s}${st[i - 1].samples ? ' with ' + st[i - 1].samples + ' samples' : ''}; poll again.` }, { message_type: 'tool_call_message', tool_call: { name: 'calibration_status', arguments: JSON.stringify({ id: cal }) } }] }, { step_id: 'step-' + c.uuid(), ...tIso(c, c.ms(30000, 90000)) }));
    kids.push(tool('calibration_status', { id: cal }, { tool_return: JSON.stringify({ id: cal, state: x.s, ...x, plc: 'S7-1500@10.2.0.' + c.int(10, 40), ts: c.unix() }), status: 'success' }, tIso(c)));
  });
  kids.push(tool('core_memory_append', { label: 'line_status', content: 'Red split line CS-2 calibrated; reject rate 2.1%.' }, { tool_return: 'None', status: 'success' }, tIso(c)));
  kids.push(tool('send_message', { message: 'CS-2 calibration done: reject rate now 2.1% on red split.' }, { tool_return: 'Sent message successfully.', status: 'success' }, tIso(c)));
  return { isolates: 'A calibration is polled warming_up, sampling (1200), sampling (3400), finished; the reject rate is saved to memory and sent to the shift lead.', stagnation: false, goal,
    root: agent('letta agent: plant-assistant', { goal }, { stop_reason: 'end_turn', usage: { step_count: 7 } }, kids, { letta_version: '0.6', model: 'gpt-4o-mini' }) };
} },
// 06 zipper factory — Griptape (framework not in the brief list)
{ domain: 'zip fastener factory dyehouse', style: 'Griptape (structure / task events) — not named in the brief', build(c) {
  const goal = 'Start the colour-match dye run for YKK-style #5 nylon zip tapes in Pantone 19-4052 and report the delta-E once the spectro check completes.';
  const run = 'DR-' + c.int(2000, 2999);
  const st = ['loading', 'dyeing', 'rinsing', 'spectro_check', 'complete'];
  const kids = [llm('PromptTask.run', { prompt: goal }, { value: 'Actions: [{"tag":"start","name":"DyehouseTool","path":"start_run","input":{"values":{"tape":"#5 nylon","pantone":"19-4052"}}}]' }, { event: 'FinishPromptEvent', model: 'gpt-4o', ...tIso(c) }),
    tool('DyehouseTool.start_run', { tape: '#5 nylon', pantone: '19-4052' }, { type: 'TextArtifact', value: `run ${run} accepted on vat V3` }, { event: 'FinishActionsSubtaskEvent', ...tIso(c) })];
  st.forEach((s, i) => {
    kids.push(llm('PromptTask.run', {}, { value: `Thought: run ${run} ${i ? 'was ' + st[i - 1] : 'accepted'}; check status.\nActions: [{"name":"DyehouseTool","path":"run_status"}]` }, { event: 'FinishPromptEvent', ...tIso(c, c.ms(60000, 240000)) }));
    kids.push(tool('DyehouseTool.run_status', { run }, { type: 'TextArtifact', value: `${run} stage=${s} vat=V3 temp=${s === 'dyeing' ? 98 : c.int(30, 60)}C liquor_ratio=1:10 ${s === 'complete' ? 'dE2000=0.62 PASS' : ''} at ${c.euDate()}` }, { event: 'FinishActionsSubtaskEvent', ...tIso(c) }));
  });
  kids.push(llm('PromptTask.run', {}, { value: `Answer: Dye run ${run} is complete; colour match to Pantone 19-4052 passed with delta-E 0.62.` }, { event: 'FinishPromptEvent', ...tIso(c) }));
  return { isolates: 'A dye run is polled through five distinct stages (loading to complete), and the final delta-E from the last status is reported.', stagnation: false, goal,
    root: agent('Agent (griptape Structure)', { input: goal }, { output: `Dye run ${run} complete; delta-E 0.62.` }, kids, { structure_id: c.hex(32), conversation_memory: 'ConversationMemory' }) };
} },
];
