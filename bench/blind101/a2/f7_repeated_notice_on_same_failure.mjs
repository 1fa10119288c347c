import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'repeated_notice_on_same_failure';
export const loop = true;

// 01: OTA to a cold-store gateway fails on TLS each time; the same Teams post after each failure; OpenAI Agents SDK siblings
function r01(c) {
  const goal = 'Update cold-store gateway gw-cs-14 to firmware 5.0.3 and keep the facilities channel informed.';
  const kids = [];
  const step = (text, calls) => { kids.push(llm('response', { model: 'gpt-4o' }, asst(c, text, calls), { usage: usage(c) })); c.tick(); };
  const fn = (n, a, out, err) => { kids.push(tool(n, a, out, { error: err })); c.tick(1000, 5000); };
  const msg = 'Heads-up: the firmware 5.0.3 update on cold-store gateway gw-cs-14 failed during download (TLS handshake error). Temperature monitoring is unaffected. I am retrying the update now and will report back.';
  for (let i = 0; i < 4; i++) {
    const job = `gwcs14-503-${c.hex(6)}`;
    step(i === 0 ? 'Creating the OTA job.' : 'Retrying the OTA job.', [['iot_create_job', { thingName: 'gw-cs-14', firmware: '5.0.3', jobId: job }]]);
    fn('iot_create_job', { thingName: 'gw-cs-14', firmware: '5.0.3', jobId: job }, { jobId: job, status: 'IN_PROGRESS' });
    c.wait(90);
    step(null, [['iot_describe_job_execution', { jobId: job, thingName: 'gw-cs-14' }]]);
    fn('iot_describe_job_execution', { jobId: job, thingName: 'gw-cs-14' }, { execution: { status: 'FAILED', statusDetails: { detailsMap: { reason: 'download_failed', detail: 'mbedtls_ssl_handshake returned -0x7780 (SSL - A fatal alert message was received from our peer)', attempt: String(i + 1), heap_free: String(c.int(41000, 43000)) } }, lastUpdatedAt: c.epoch(), versionNumber: c.int(2, 5) } });
    step(i === 3 ? msg.replace('Heads-up: the', 'Heads-up: The') : msg, [['teams_post', { channel: 'Facilities-Ops', text: i === 2 ? msg.replace('I am retrying', 'Retrying') : msg }]]);
    fn('teams_post', { channel: 'Facilities-Ops', text: msg }, { id: String(c.epochMs()), etag: String(c.epochMs()), createdDateTime: c.iso() });
  }
  const root = agent('FleetOpsAgent', { input: goal }, null, kids, { sdk: 'openai-agents', max_turns: 16 });
  root.error = 'MaxTurnsExceeded';
  return { isolates: 'Four OTA attempts fail with the same TLS handshake alert, and after each one the agent posts the same heads-up message to the channel and retries unchanged.', stagnation: true, goal, root };
}

// 02: OCPP remote start rejected; the driver gets the same SMS each round; Anthropic tool_use nested
function r02(c) {
  const goal = 'Driver Priya (RFID 04A1B2C3) is at the Station Road car park; start her charge remotely on CP-SR-03 and keep her updated.';
  const kids = [];
  const sms = 'Hi Priya, the charger CP-SR-03 did not accept the remote start yet. Please keep the cable plugged in; I am trying again now and will text you when charging begins.';
  const turn = (text, uses, results) => { const m = blocks(c, text, uses); const inner = uses.map(([n, a], i) => { c.tick(300, 1500); return tool(n, a, results[i][0], { error: results[i][1] }); }); kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-haiku-20241022' }, m, { usage: { input_tokens: c.int(600, 5000), output_tokens: c.int(30, 200) } }, inner)); c.tick(); };
  turn('Checking the connector.', [['ocpp_status', { chargePointId: 'CP-SR-03', connectorId: 1 }]], [[{ status: 'Preparing', errorCode: 'NoError', timestamp: c.isoS() }, null]]);
  for (let i = 0; i < 4; i++) {
    turn(i === 0 ? 'Connector is Preparing (cable in). Sending RemoteStartTransaction.' : 'Sending RemoteStartTransaction again.', [['ocpp_remote_start', { chargePointId: 'CP-SR-03', connectorId: 1, idTag: '04A1B2C3' }]], [[[3, c.uuid(), { status: 'Rejected' }], 'RemoteStartTransaction.conf status=Rejected']]);
    turn(sms, [['sms_send', { to: '+4477009' + c.int(10000, 99999), body: i === 1 ? sms.replace('I am trying again now', "I'm trying again now") : sms }]], [[{ sid: 'SM' + c.hex(32), status: 'queued', date_created: c.httpDate() }, null]]);
  }
  const root = agent('charging-concierge', { goal }, null, kids, { framework: 'anthropic tool loop', max_turns: 10 });
  root.error = 'turn limit';
  return { isolates: 'RemoteStartTransaction is rejected four times the same way and each time the driver receives the same "trying again now" SMS, the cause (the rejected id tag) never examined.', stagnation: true, goal, root };
}

// 03: VFD speed write refused with Modbus exception 02; the same CMMS comment is added every round; LangChain chain runs
function r03(c) {
  const goal = 'Work order WO-77120: set cooling-tower fan VFD CT2 to 45 Hz for the balancing test and log progress on the work order.';
  const kids = [];
  const note = 'Attempted to set CT2 VFD speed reference to 45.0 Hz via Modbus; the drive refused the write (exception 02, illegal data address). Fan remains at its previous speed. Retrying the write.';
  const round = (i) => {
    const l1 = llm('ChatMistralAI', { messages: [{ role: 'user', content: goal }] }, { content: '', tool_calls: [{ name: 'modbus_write_register', args: { host: '10.9.1.52', unit: 2, address: 40100, value: 4500 }, id: c.callId() }] }, { ls_model_name: 'mistral-large-latest' });
    c.tick();
    const t1 = tool('modbus_write_register', { host: '10.9.1.52', unit: 2, address: 40100, value: 4500 }, { function_code: 134, exception_code: 2, transaction_id: c.int(1, 65535), rtt_ms: c.int(6, 30) }, { error: 'ModbusExceptionResponse(dev_id=2, function_code=134, exception_code=2): IllegalAddress' });
    c.tick();
    const l2 = llm('ChatMistralAI', { messages: [] }, { content: i === 2 ? note.replace('Fan remains', 'The fan remains') : note, tool_calls: [{ name: 'cmms_add_worklog', args: { wonum: 'WO-77120', description: note }, id: c.callId() }] }, { ls_model_name: 'mistral-large-latest' });
    c.tick();
    const t2 = tool('cmms_add_worklog', { wonum: 'WO-77120', description: note }, { worklogid: c.int(900000, 999999), createdate: c.isoLocal(c.now(), 1), href: `/maximo/oslc/os/mxwo/_${c.hex(8)}/worklog` });
    kids.push(chain('RunnableSequence', { round: i + 1 }, {}, [l1, t1, l2, t2])); c.tick(2000, 8000);
  };
  const l0 = llm('ChatMistralAI', { messages: [{ role: 'user', content: goal }] }, { content: 'Reading the current speed reference first.', tool_calls: [{ name: 'modbus_read_holding', args: { host: '10.9.1.52', unit: 2, address: 40100, count: 1 }, id: c.callId() }] }, { ls_model_name: 'mistral-large-latest' });
  kids.push(chain('RunnableSequence', { round: 0 }, {}, [l0, tool('modbus_read_holding', { host: '10.9.1.52', unit: 2, address: 40100, count: 1 }, { function_code: 3, exception_code: 2, transaction_id: c.int(1, 65535) }, { error: 'ModbusExceptionResponse: IllegalAddress' })]));
  for (let i = 0; i < 4; i++) round(i);
  const root = agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_type: 'chain' });
  return { isolates: 'The same Modbus write to 40100 fails four times with exception 02 and each time the same work-log note is written to the work order, the register address never reconsidered.', stagnation: true, goal, root };
}
export default [r01, r02, r03];
