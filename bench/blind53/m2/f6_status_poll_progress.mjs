// Healthy family: polling a job/status until it changes, with volatile noise in every answer,
// then using the result.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, toolMsg, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'status_poll_progress';
export const LOOP = false;

export const ROWS = [
{
  n: '01', stagnation: false,
  isolates: 'OpenTelemetry GenAI spans: a bison-ranch agent polls a DNA parentage lab job (queued, queued, running, running, complete) with fresh timestamps and queue positions, then records the sire.',
  goal: 'Confirm the sire of calf B-24-117 from the parentage lab result and update the herd book.',
  build: (c) => {
    const k = [];
    const job = c.job('PAR-');
    k.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Confirm sire of calf B-24-117 and update herd book' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'get_lab_job', arguments: { job_id: job } }] }] }, { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': 412 }));
    const states = [['QUEUED', { queue_position: 14 }], ['QUEUED', { queue_position: 6 }], ['RUNNING', { markers_done: 41, markers_total: 100 }], ['RUNNING', { markers_done: 88, markers_total: 100 }], ['COMPLETE', { result: { candidate_sires: [{ id: 'BULL-Thunder-09', exclusions: 0, cpi: 4.1e6 }, { id: 'BULL-Ridge-14', exclusions: 7 }], conclusion: 'BULL-Thunder-09 qualifies' } }]];
    const notes = ['Still queued at position 14, check again later.', 'Queue moved to 6; poll again.', 'Now running, 41 of 100 markers done.', '88 of 100 markers; nearly there.'];
    states.forEach(([s, extra], i) => {
      k.push(tool('execute_tool get_lab_job', { 'gen_ai.tool.name': 'get_lab_job', job_id: job }, { job_id: job, state: s, ...extra, polled_at: c.iso(), server: c.host('lims'), 'x-request-id': c.uuid() }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': 'call_' + c.b62(24) } }));
      if (i < 4) k.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: notes[i] }, { type: 'tool_call', name: 'get_lab_job', arguments: { job_id: job } }] }] }, { 'gen_ai.usage.input_tokens': 500 + i * 90 }));
    });
    k.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'update_herd_book', arguments: { calf: 'B-24-117', sire: 'BULL-Thunder-09', evidence: job } }] }] }));
    k.push(tool('execute_tool update_herd_book', { calf: 'B-24-117', sire: 'BULL-Thunder-09' }, { ok: true, revision: c.int(300, 900) }));
    k.push(llm('chat gpt-4o', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Parentage confirmed: BULL-Thunder-09 sired B-24-117 (0 exclusions). Herd book updated.' }] }] }));
    return agent('invoke_agent herd_assistant', { 'gen_ai.agent.name': 'herd_assistant' }, { final: 'Herd book updated with sire BULL-Thunder-09.' }, k, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'bison-ranch-agent' });
  },
},
{
  n: '02', stagnation: false,
  isolates: 'LangChain4j AiServices log in a wasabi farm: the agent polls a water-quality lab sample status through pending, in-analysis, reported, then uses the nitrate value to adjust the flow plan.',
  goal: 'Get the nitrate result for spring-bed water sample WS-0392 and adjust the bed 3 flow rate if nitrate exceeds 5 mg/L.',
  build: (c) => {
    const k = [];
    const seq = [{ status: 'PENDING_RECEIPT', courier_scan: null }, { status: 'RECEIVED', bench: 'IC-2', received: c.euDate() }, { status: 'IN_ANALYSIS', instrument: 'Dionex ICS-6000', run_seq: c.int(10, 60) }, { status: 'REPORTED', nitrate_mg_l: 6.3, phosphate_mg_l: 0.08, certificate: 'CERT-' + c.hex(8).toUpperCase() }];
    const thoughts = ['Sample not yet received at lab; check again.', 'Received and on bench IC-2; waiting for analysis.', 'In analysis; poll once more.'];
    seq.forEach((s, i) => {
      k.push(llm('OpenAiChatModel.chat', { messages: [{ type: 'SYSTEM', text: 'You manage water for Kinu Wasabi farm.' }, { type: 'USER', contents: [{ type: 'TEXT', text: 'Get nitrate for WS-0392...' }] }] }, { aiMessage: { text: i === 0 ? null : thoughts[i - 1], toolExecutionRequests: [{ id: 'call_' + c.b62(24), name: 'sampleStatus', arguments: '{"sampleId":"WS-0392"}' }] }, tokenUsage: { inputTokenCount: 600 + i * 80, outputTokenCount: 30 }, finishReason: 'TOOL_EXECUTION' }, { 'langchain4j.model': 'gpt-4o-mini' }));
      k.push(tool('sampleStatus', '{"sampleId":"WS-0392"}', JSON.stringify({ sampleId: 'WS-0392', ...s, lastUpdate: c.isoOffset(9), etag: c.etag(true) })));
    });
    k.push(llm('OpenAiChatModel.chat', {}, { aiMessage: { text: 'Nitrate is 6.3 mg/L, above 5. Increase fresh spring inflow to bed 3.', toolExecutionRequests: [{ name: 'setFlowRate', arguments: '{"bed":3,"litresPerMin":42}' }] } }));
    k.push(tool('setFlowRate', '{"bed":3,"litresPerMin":42}', '{"bed":3,"previous":35,"current":42,"valve":"V3-B","ack":"' + c.reqId('') + '"}'));
    k.push(llm('OpenAiChatModel.chat', {}, { aiMessage: { text: 'Done: WS-0392 nitrate 6.3 mg/L; bed 3 inflow raised from 35 to 42 L/min.' }, finishReason: 'STOP' }));
    return agent('AiServices.WaterAssistant.chat', { memoryId: 'farm-ops' }, 'Done: WS-0392 nitrate 6.3 mg/L; bed 3 inflow raised from 35 to 42 L/min.', k, { langchain4j_version: '1.0.0-beta1' });
  },
},
{
  n: '03', stagnation: false,
  isolates: 'Plain message-level trace for Postgres logical replication: the agent polls the subscription initial-sync state (i, d, d, s, r) with growing byte counts and LSNs, then switches the app read traffic.',
  goal: 'Wait for the new logical-replication subscriber for the `sea_urchin_landings` database to finish initial sync, then move read traffic to it.',
  build: (c) => {
    const k = [];
    const rows = [['i', '0 bytes', '0/3A00'], ['d', '1.2 GB', '2F/81C3A1B8'], ['d', '3.9 GB', '2F/9D0044E0'], ['s', '5.1 GB', '2F/A1F0C2D8'], ['r', '5.1 GB', '2F/A2010A30']];
    rows.forEach(([st, b, lsn], i) => {
      const call = oaCall(c, 'psql', { host: 'urchin-pg-replica-2', sql: "select srrelid::regclass, srsubstate, srsublsn from pg_subscription_rel; select pg_size_pretty(pg_database_size(current_database()));" });
      k.push(llm('chat.completions', { messages: [sys('You are a DBA assistant.'), user('move reads to the new replica when sync finishes')] }, { choices: [{ message: asst(i === 0 ? 'Check subscription state.' : ['Init state; copy not started, re-check shortly.', 'Data copy in progress (1.2 GB).', 'Still copying, 3.9 GB now.', 'Synced state; one more check for ready.'][i - 1], [call]), finish_reason: 'tool_calls' }] }, { model: 'gpt-4.1' }));
      k.push(tool('psql', call.function.arguments, `       srrelid        | srsubstate |  srsublsn\n----------------------+------------+-------------\n landings             | ${st}          | ${lsn}\n(1 row)\n\n pg_size_pretty\n----------------\n ${b}\n(1 row)\n\nTime: ${c.ms(2, 90)}.${c.int(100, 999)} ms`));
    });
    const sw = oaCall(c, 'update_pgbouncer', { pool: 'landings_ro', host: 'urchin-pg-replica-2' });
    k.push(llm('chat.completions', {}, { choices: [{ message: asst('Subscription is ready (r). Switching the read pool.', [sw]) }] }));
    k.push(tool('update_pgbouncer', sw.function.arguments, `RELOAD\nLOG C-0x${c.hex(8)}: landings_ro/app@${c.ip()}:${c.int(30000, 60000)} new connection to server (from ${c.ip()}:6432)`));
    k.push(llm('chat.completions', {}, { choices: [{ message: asst('Read traffic for sea_urchin_landings now goes to urchin-pg-replica-2; initial sync finished at LSN 2F/A2010A30.'), finish_reason: 'stop' }] }));
    return agent('dba-agent', { input: 'move reads to the new replica when sync finishes' }, { final: 'done' }, k);
  },
},
{
  n: '04', stagnation: false,
  isolates: 'Spring AI ChatClient trace at a laser-cutting service: the nesting optimisation job reports percent complete with new ETAs on each poll, then the agent books the machine slot using the returned sheet count.',
  goal: 'Nest the 240 acrylic sign blanks for order LC-5518, then book laser time for the number of sheets needed.',
  build: (c) => {
    const k = [];
    const id = c.uuid();
    const prog = [[0, 'QUEUED'], [37, 'OPTIMIZING'], [74, 'OPTIMIZING'], [100, 'DONE']];
    k.push(tool('submitNestingJob', { order: 'LC-5518', parts: 240, material: 'acrylic 3mm', sheet: '1220x2440' }, { jobId: id, accepted: c.iso() }, { metadata: { 'spring.ai.tool.definition.name': 'submitNestingJob' } }));
    prog.forEach(([p, s], i) => {
      k.push(llm('spring_ai chat_client', { 'spring.ai.chat.client.user.text': 'nest LC-5518 and book laser' }, { result: { output: { textContent: i === 0 ? 'Submitted; checking progress.' : `Progress ${prog[i - 1][0]}%, polling again.`, toolCalls: [{ name: 'nestingStatus', arguments: `{"jobId":"${id}"}` }] } } }, { 'gen_ai.request.model': 'gpt-4o-mini', 'spring.ai.kind': 'chat_client' }));
      k.push(tool('nestingStatus', `{"jobId":"${id}"}`, { jobId: id, status: s, percent: p, eta_s: s === 'DONE' ? 0 : c.int(20, 200), iteration: c.int(1000, 90000), bestYield: s === 'DONE' ? 0.873 : Number((0.7 + p / 600).toFixed(3)), sheets: s === 'DONE' ? 7 : null, worker: c.pod('nest') }));
    });
    k.push(tool('bookLaser', { machine: 'Trotec SP3000', sheets: 7, minutesEst: 7 * 38 }, { booking: 'BK-' + c.int(1000, 9999), start: c.usDate(), operator: 'J. Ferreira' }));
    k.push(llm('spring_ai chat_client', {}, { result: { output: { textContent: 'Nesting done at 87.3% yield on 7 sheets; laser booked for ~4h 26m.' } } }));
    return agent('ChatClient.call', { advisors: ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'] }, 'Nesting done at 87.3% yield on 7 sheets; laser booked.', k, { 'spring.ai.version': '1.0.0-M6' });
  },
},
{
  n: '05', stagnation: false,
  isolates: 'Google ADK trace for a biathlon range: the agent polls the electronic target calibration run (per-lane progress changes each time), then publishes the range-open notice.',
  goal: 'Wait until all 30 lanes of the biathlon range pass electronic target calibration, then post the range-open notice for training.',
  build: (c) => {
    const k = [];
    const progress = [[0, 30, 'pending'], [12, 30, 'running'], [26, 30, 'running'], [30, 30, 'passed']];
    progress.forEach(([d, t, s], i) => {
      k.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': '{"model":"gemini-2.0-flash","contents":[…]}' }, { content: { role: 'model', parts: [{ text: i === 0 ? 'Starting calibration check.' : `${progress[i - 1][0]}/30 lanes done; keep polling.` }, gCall('calibration_status', { range: 'Nordhang' })] } }, { 'gcp.vertex.agent.event_id': c.b62(8) }));
      k.push(tool('execute_tool calibration_status', { range: 'Nordhang' }, gResp('calibration_status', { lanes_done: d, lanes_total: t, state: s, failed: [], ambient_c: -4 - i, wind_ms: Number((c.rand() * 3).toFixed(1)), controller_uptime: `${c.int(2, 9)}d${c.int(0, 23)}h`, ts: c.epoch() })));
    });
    k.push(llm('call_llm', {}, { content: { role: 'model', parts: [gCall('post_notice', { board: 'athletes', text: 'Nordhang range open for zeroing and training from 14:00. All 30 lanes calibrated.' })] } }));
    k.push(tool('execute_tool post_notice', { board: 'athletes' }, gResp('post_notice', { id: c.int(1000, 9999), posted: true })));
    k.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Calibration passed on all 30 lanes; range-open notice posted.' }] } }));
    return agent('invoke_agent range_officer', { app_name: 'biathlon_ops' }, { final: 'posted' }, k, { session_id: c.uuid() });
  },
},
{
  n: '06', stagnation: false,
  isolates: 'Burr application trace (framework not in the list) for a soju brewery: the state machine loops poll_ferment -> decide with specific gravity dropping each time until terminal gravity, then transitions to schedule_distillation.',
  goal: 'Wait for fermentation tank T4 to reach terminal gravity (stable at ≤ 1.002) and schedule distillation.',
  build: (c) => {
    const k = [];
    const sg = [1.018, 1.009, 1.004, 1.002, 1.002];
    sg.forEach((g, i) => {
      k.push(chain('poll_ferment', { tank: 'T4', sequence_id: i * 2 }, { reading: { sg: g, temp_c: Number((22.5 - i * 0.3).toFixed(1)), probe: 'Tilt-' + c.hex(4), logged: c.isoNoMs(), rssi: -c.int(55, 80) } }, [], { 'burr.action': 'poll_ferment', 'burr.sequence_id': i * 2 }, 'action'));
      k.push(chain('decide', { sg_history: sg.slice(0, i + 1) }, { next: i < 4 ? 'wait' : 'schedule_distillation' }, [llm('openai.chat', { messages: [user(`SG history for T4: ${sg.slice(0, i + 1).join(', ')}. Is fermentation done (stable <=1.002 on two readings)?`)] }, i < 4 ? `Not yet: latest ${g}${i === 3 ? ', first reading at target, need a second to confirm stability' : ', still dropping'}.` : 'Yes: 1.002 on two consecutive readings. Schedule distillation.', { model: 'gpt-4o-mini' })], { 'burr.action': 'decide', 'burr.sequence_id': i * 2 + 1 }, 'action'));
    });
    k.push(chain('schedule_distillation', { tank: 'T4' }, { still: 'pot-still-2', slot: c.euDate(), batch: 'SJ-' + c.int(100, 999) }, [tool('erp.create_batch', { tank: 'T4', process: 'distill' }, { status: 201, location: '/batches/' + c.uuid() })], { 'burr.action': 'schedule_distillation' }, 'action'));
    return agent('Application.run', { app_id: c.uuid(), halt_after: ['schedule_distillation'] }, { state: { done: true } }, k, { framework: 'burr 0.30', tracker: 'LocalTrackingClient' });
  },
},
];
