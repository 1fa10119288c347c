import { agent, llm, tool, chain, span, asst, blocks, usage, haState, dataValue } from './lib.mjs';
export const family = 'same_reading_modulo_noise';
export const loop = true;

// 01: kitchen leak sensor re-read five times, always "on", valve never closed; Home Assistant conversation-agent trace style
function r01(c) {
  const goal = 'If the kitchen leak sensor is wet, close the main water valve and send me a notification.';
  const kids = [];
  kids.push(span('intent', 'conversation.process', { text: goal, language: 'en', agent_id: 'conversation.openai_conversation' }, { intent: 'llm_api', continue_conversation: false }, [], { metadata: { pipeline: 'assist-' + c.hex(6) } }));
  const text = 'The kitchen leak sensor reports on. Before closing the main valve I will verify the reading once more.';
  const rd = (i, t) => {
    kids.push(llm('openai_conversation.generate', { messages: [{ role: 'user', content: goal }], tools: ['HassTurnOn', 'HassTurnOff', 'GetLiveContext', 'notify'] }, asst(c, t, [['GetLiveContext', { entity_id: 'binary_sensor.kitchen_leak', attempt: i + 1 }]]), { model: 'gpt-4o-mini', usage: usage(c) })); c.tick();
    kids.push(tool('GetLiveContext', { entity_id: 'binary_sensor.kitchen_leak', attempt: i + 1 }, { success: true, result: haState(c, 'binary_sensor.kitchen_leak', 'on', { device_class: 'moisture', friendly_name: 'Kitchen leak', battery: 87, linkquality: c.int(60, 140), voltage: 2975 + c.int(-10, 10) }, 240000 + i * 15000) }, { metadata: { llm_api: 'assist', took_ms: c.int(3, 40) } }));
    c.tick(800, 3000);
  };
  rd(0, 'Checking the kitchen leak sensor.');
  kids.push(llm('openai_conversation.generate', { messages: [{ role: 'user', content: goal }] }, asst(c, 'The sensor is wet. Looking up the main valve entity.', [['GetLiveContext', { domain: 'valve' }]]), { model: 'gpt-4o-mini', usage: usage(c) })); c.tick();
  kids.push(tool('GetLiveContext', { domain: 'valve' }, { success: true, result: [haState(c, 'valve.main_water', 'open', { device_class: 'water', friendly_name: 'Main water valve', supported_features: 3 }, 86400000 * 6)] })); c.tick();
  rd(1, text); rd(2, text); rd(3, text.replace('once more', 'one more time')); rd(4, text);
  kids.push(llm('openai_conversation.generate', { messages: [] }, asst(c, text), { model: 'gpt-4o-mini', usage: usage(c) }));
  const root = agent('assist_pipeline', { text: goal }, { response: { speech: { plain: { speech: 'Sorry, I had a problem talking to OpenAI: too many tool iterations' } } } }, kids, { ha_version: '2025.3.1', conversation_id: c.ulid() });
  return { isolates: 'The leak sensor is read five times with the same "on" state (only context id, link quality, voltage and timestamps change) and the model repeats the same "verify once more" sentence instead of closing the valve.', stagnation: true, goal, root };
}

// 02: OPC UA compressor pressure read five times, jitter in last digit, never decides; LangChain tool calls nested in llm
function r02(c) {
  const ep = 'opc.tcp://scada-air.plant.local:48010';
  const node = 'ns=4;s=Compressors/C2/DischargePressure';
  const goal = 'Compressor C2 tripped on high discharge pressure twice this morning. Check the current pressure and open a CMMS work order if it is above 9.5 bar.';
  const kids = [];
  kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, asst(c, 'First the trip history of C2.', [['alarm_history', { source: 'Compressors/C2', since: 'today' }]]), { ls_model_name: 'gpt-4o' }, [tool('alarm_history', { source: 'Compressors/C2', since: 'today' }, { alarms: [{ seq: c.int(70000, 79000), name: 'C2_HiDischargeP_Trip', active: c.isoS(c.now() - 3 * 3600000), value: 10.02 }, { seq: c.int(79001, 79900), name: 'C2_HiDischargeP_Trip', active: c.isoS(c.now() - 3600000), value: 10.05 }] })]));
  c.tick();
  const thoughts = ['Reading C2 discharge pressure.', 'It reads 9.81 bar, above the 9.5 bar limit; both trips today were at 10.02 and 10.05 bar.', null, null, null, null];
  thoughts.forEach((t, i) => {
    const o = asst(c, t, [['opcua_read_value', { endpoint: ep, node_id: node, read_ts: c.epochMs() }]]);
    const tl = tool('opcua_read_value', { endpoint: ep, node_id: node, read_ts: c.epochMs() }, dataValue(c, c.jit(9.81, 2, 1), 'Double'), { metadata: { session_id: 'ns=1;g=' + c.uuid(), secure_channel: c.int(1, 40), request_handle: 1000 + i * 7 + c.int(0, 6) } });
    kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, o, { ls_model_name: 'gpt-4o', token_usage: usage(c) }, [tl]));
    c.tick(2000, 9000);
  });
  const root = agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_type: 'chain', tags: ['compressed-air'] });
  return { isolates: 'The same pressure node is read six times, each DataValue 9.80-9.82 bar with new timestamps and request handles, well above the 9.5 threshold, yet no work order is opened; after two sentences the model emits only tool calls.', stagnation: false, goal, root };
}

// 03: smart-lock shadow fetched with an attempt counter, always "jammed"; tool-call-only model turns (no text)
function r03(c) {
  const goal = 'Unlock the side door of the Bakery Lane shop for the delivery at 06:30 and confirm it is unlocked.';
  const kids = []; let ver = c.int(5000, 9000);
  kids.push(llm('bedrock-runtime.Converse', { modelId: 'amazon.nova-pro-v1:0', messages: [{ role: 'user', content: [{ text: goal }] }] }, { output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: c.tuId(), name: 'update_shadow', input: { thingName: 'lock-bakerylane-side', desired: { lock: 'unlocked' } } } }] } }, stopReason: 'tool_use' }, { usage: { inputTokens: c.int(300, 900), outputTokens: c.int(30, 60) } })); c.tick();
  kids.push(tool('update_shadow', { thingName: 'lock-bakerylane-side', desired: { lock: 'unlocked' } }, { state: { desired: { lock: 'unlocked' } }, metadata: { desired: { lock: { timestamp: c.epoch() } } }, version: ++ver, timestamp: c.epoch(), clientToken: c.uuid() })); c.tick(2000, 4000);
  for (let i = 1; i <= 6; i++) {
    const input = { thingName: 'lock-bakerylane-side', attempt: i };
    kids.push(llm('bedrock-runtime.Converse', { modelId: 'amazon.nova-pro-v1:0', messages: [] }, { output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: c.tuId(), name: 'get_shadow', input } }] } }, stopReason: 'tool_use' }, { usage: { inputTokens: c.int(900, 4000), outputTokens: c.int(20, 40) } })); c.tick();
    ver += c.int(1, 2);
    kids.push(tool('get_shadow', input, JSON.stringify({ state: { desired: { lock: 'unlocked' }, reported: { lock: 'jammed', bolt_position: 'partial', battery_pct: 71, rssi: c.rssi(), uptime_s: 86400 * 3 + c.int(0, 9999) }, delta: { lock: 'unlocked' } }, metadata: { reported: { lock: { timestamp: c.epoch() - c.int(2, 30) }, rssi: { timestamp: c.epoch() } } }, version: ver, timestamp: c.epoch(), clientToken: c.uuid() }), { metadata: { 'x-amzn-requestid': c.uuid() } }));
    c.tick(3000, 8000);
  }
  const root = agent('shop-access-agent', { goal }, null, kids, { framework: 'bedrock converse loop', max_turns: 8 });
  root.error = 'max_turns reached';
  return { isolates: 'After one unlock request the lock shadow is fetched six times with only an attempt counter changing, always reported jammed (version, RSSI, uptime and client token vary), and the agent never acts on the jam.', stagnation: false, goal, root };
}
export default [r01, r02, r03];
