import { agent, llm, tool, chain, span, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'rechecking_after_success';
export const loop = true;

// 01: front door unlocked for the cleaner, confirmed, then re-read and re-announced until the step limit
function r01(c) {
  const goal = 'The cleaner arrives at 09:00. Unlock the front door and turn off the alarm, then tell me when it is done.';
  const kids = [];
  const step = (text, calls) => { kids.push(llm('openai.chat.completions', { model: 'gpt-4o-mini' }, asst(c, text, calls), { usage: usage(c) })); c.tick(); };
  const fn = (n, a, out) => { kids.push(tool(n, a, out)); c.tick(500, 3000); };
  step('Disarming the alarm.', [['ha_call_service', { domain: 'alarm_control_panel', service: 'alarm_disarm', target: { entity_id: 'alarm_control_panel.house' }, data: { code: '****' } }]]);
  fn('ha_call_service', { domain: 'alarm_control_panel', service: 'alarm_disarm', target: { entity_id: 'alarm_control_panel.house' } }, [haState(c, 'alarm_control_panel.house', 'disarmed', { code_format: 'number', changed_by: 'agent' })]);
  step('Unlocking the front door.', [['ha_call_service', { domain: 'lock', service: 'unlock', target: { entity_id: 'lock.front_door' } }]]);
  fn('ha_call_service', { domain: 'lock', service: 'unlock', target: { entity_id: 'lock.front_door' } }, [haState(c, 'lock.front_door', 'unlocking', {})]);
  step('Confirming the lock state.', [['ha_get_state', { entity_id: 'lock.front_door' }]]);
  fn('ha_get_state', { entity_id: 'lock.front_door' }, haState(c, 'lock.front_door', 'unlocked', { friendly_name: 'Front door', battery_level: 64 }, 4000));
  const done = 'Done: the alarm is disarmed and the front door is unlocked for the cleaner.';
  step(done, [['notify', { service: 'mobile_app_phone', message: done }]]);
  fn('notify', { service: 'mobile_app_phone', message: done }, { success: true, id: c.uuid() });
  for (let i = 0; i < 4; i++) {
    step(i % 2 ? done : 'Let me double-check the front door is still unlocked.', [['ha_get_state', { entity_id: 'lock.front_door' }]]);
    fn('ha_get_state', { entity_id: 'lock.front_door' }, haState(c, 'lock.front_door', 'unlocked', { friendly_name: 'Front door', battery_level: 64 }, 60000 * (i + 1)));
  }
  step(done, [['notify', { service: 'mobile_app_phone', message: done }]]);
  fn('notify', { service: 'mobile_app_phone', message: done }, { success: true, id: c.uuid() });
  const root = agent('home-agent', { goal }, null, kids, { framework: 'openai tools loop', max_steps: 10 });
  root.error = 'max_steps reached';
  return { isolates: 'After the lock is confirmed unlocked and the user notified, the agent re-reads the lock four more times and re-sends the same "Done" message until the step limit.', stagnation: true, goal, root };
}

// 02: charger firmware confirmed Installed, then the agent keeps querying and re-triggering status; tool-call-only turns, Bedrock converse
function r02(c) {
  const goal = 'Update charger CP-HQ-07 to firmware 2.14.0 via OCPP UpdateFirmware and confirm it installed.';
  const kids = [];
  const call = (n, input, out) => { kids.push(llm('bedrock-runtime.Converse', { modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }, { output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: c.tuId(), name: n, input } }] } }, stopReason: 'tool_use' }, { usage: { inputTokens: c.int(800, 5000), outputTokens: c.int(20, 60) } })); c.tick(); kids.push(tool(n, input, out)); c.wait(30); };
  call('ocpp_update_firmware', { chargePointId: 'CP-HQ-07', location: 'https://fw.cpo.example/cp/2.14.0.bin', retrieveDate: c.isoS() }, [3, c.uuid(), {}]);
  ['Downloading', 'Downloaded', 'Installing', 'Installed'].forEach((st) => call('ocpp_last_firmware_status', { chargePointId: 'CP-HQ-07' }, [2, c.uuid(), 'FirmwareStatusNotification', { status: st }]));
  call('ocpp_get_configuration', { chargePointId: 'CP-HQ-07', key: ['FirmwareVersion'] }, [3, c.uuid(), { configurationKey: [{ key: 'FirmwareVersion', readonly: true, value: '2.14.0' }] }]);
  call('ocpp_last_firmware_status', { chargePointId: 'CP-HQ-07' }, [2, c.uuid(), 'FirmwareStatusNotification', { status: 'Installed' }]);
  call('ocpp_trigger_message', { chargePointId: 'CP-HQ-07', requestedMessage: 'FirmwareStatusNotification' }, [3, c.uuid(), { status: 'Accepted' }]);
  call('ocpp_last_firmware_status', { chargePointId: 'CP-HQ-07' }, [2, c.uuid(), 'FirmwareStatusNotification', { status: 'Installed' }]);
  call('ocpp_get_configuration', { chargePointId: 'CP-HQ-07', key: ['FirmwareVersion'] }, [3, c.uuid(), { configurationKey: [{ key: 'FirmwareVersion', readonly: true, value: '2.14.0' }] }]);
  const root = agent('cpo-ops-agent', { goal }, null, kids, { framework: 'bedrock converse loop', max_turns: 10 });
  root.error = 'max_turns reached';
  return { isolates: 'The firmware reaches Installed and FirmwareVersion reads 2.14.0, then the agent re-polls the status, re-triggers the notification and re-reads the version four more times without answering.', stagnation: false, goal, root };
}

// 03: CMMS work order completed and confirmed CLOSE, then re-submitted and re-announced; LangChain
function r03(c) {
  const goal = 'The technician finished the filter change on AHU-12. Record the labour (1.5 h), close WO-73310 and tell the planner.';
  const kids = [];
  const s = (text, n, a, out, err) => { kids.push(chain('RunnableSequence', {}, {}, [llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, { content: text, tool_calls: [{ name: n, args: a, id: c.callId() }] }, { ls_model_name: 'gpt-4o' }), tool(n, a, out, { error: err })])); c.tick(800, 3000); };
  s('Logging labour.', 'cmms_add_labor', { wonum: 'WO-73310', laborcode: 'TECH041', regularhrs: 1.5 }, { labtransid: c.int(200000, 299999), status: 'ok' });
  s('Completing the work order.', 'cmms_change_status', { wonum: 'WO-73310', status: 'COMP' }, { wonum: 'WO-73310', status: 'COMP', statusdate: c.isoLocal(c.now(), 1) });
  s('Closing it.', 'cmms_change_status', { wonum: 'WO-73310', status: 'CLOSE' }, { wonum: 'WO-73310', status: 'CLOSE', statusdate: c.isoLocal(c.now(), 1) });
  s('Verifying the status.', 'cmms_get_wo', { wonum: 'WO-73310' }, { wonum: 'WO-73310', status: 'CLOSE', actlabhrs: 1.5, rowstamp: String(c.int(1e8, 9e8)) });
  s('Telling the planner.', 'teams_message', { to: 'planner@site', text: 'WO-73310 (AHU-12 filter change) is closed, 1.5 h labour recorded.' }, { id: c.epochMs(), delivered: true });
  s('Making sure the close went through.', 'cmms_change_status', { wonum: 'WO-73310', status: 'CLOSE' }, null, 'BMXAA4590E - Work order WO-73310 is already in status CLOSE.');
  s('Checking the record once more.', 'cmms_get_wo', { wonum: 'WO-73310' }, { wonum: 'WO-73310', status: 'CLOSE', actlabhrs: 1.5, rowstamp: String(c.int(1e8, 9e8)) });
  s('Letting the planner know again in case the first message was missed.', 'teams_message', { to: 'planner@site', text: 'WO-73310 (AHU-12 filter change) is closed, 1.5 h labour recorded.' }, { id: c.epochMs(), delivered: true });
  s('One last confirmation of the closure.', 'cmms_change_status', { wonum: 'WO-73310', status: 'CLOSE' }, null, 'BMXAA4590E - Work order WO-73310 is already in status CLOSE.');
  const root = agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_type: 'chain', max_iterations: 9 });
  return { isolates: 'The work order is closed, verified and the planner told; then the agent re-closes it twice (already CLOSE), re-reads it and messages the planner again.', stagnation: false, goal, root };
}
export default [r01, r02, r03];
