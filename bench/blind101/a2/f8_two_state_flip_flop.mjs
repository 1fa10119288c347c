import { agent, llm, tool, chain, span, asst, blocks, usage, haState, dataValue } from './lib.mjs';
export const family = 'two_state_flip_flop';
export const loop = true;

// 01: server-room split AC toggled cool <-> dry to fix humidity; each state reads the same; Home Assistant + OpenAI siblings
function r01(c) {
  const goal = 'The comms room humidity alert keeps firing (above 60 %). Adjust the split AC so humidity goes below 55 % without letting temperature rise above 24 °C.';
  const kids = [];
  const step = (text, calls) => { kids.push(llm('openai.chat.completions', { model: 'gpt-4o' }, asst(c, text, calls), { usage: usage(c) })); c.tick(); };
  const fn = (n, a, out) => { kids.push(tool(n, a, out)); c.tick(); };
  const readings = { cool: { t: 21.8, h: 63 }, dry: { t: 24.9, h: 63 } };
  const setMode = (mode, text) => {
    step(text, [['ha_call_service', { domain: 'climate', service: 'set_hvac_mode', target: { entity_id: 'climate.comms_room_ac' }, data: { hvac_mode: mode } }]]);
    fn('ha_call_service', { domain: 'climate', service: 'set_hvac_mode', target: { entity_id: 'climate.comms_room_ac' }, data: { hvac_mode: mode } }, [haState(c, 'climate.comms_room_ac', mode, { temperature: 21, fan_mode: 'auto' })]);
    c.wait(600);
    step(null, [['ha_get_states', { entity_ids: ['sensor.comms_room_temperature', 'sensor.comms_room_humidity'] }]]);
    fn('ha_get_states', { entity_ids: ['sensor.comms_room_temperature', 'sensor.comms_room_humidity'] }, [haState(c, 'sensor.comms_room_temperature', readings[mode].t, { unit_of_measurement: '°C' }), haState(c, 'sensor.comms_room_humidity', readings[mode].h, { unit_of_measurement: '%' })]);
  };
  step('Reading the AC and the room sensors.', [['ha_get_states', { entity_ids: ['climate.comms_room_ac', 'sensor.comms_room_humidity'] }]]);
  fn('ha_get_states', { entity_ids: ['climate.comms_room_ac', 'sensor.comms_room_humidity'] }, [haState(c, 'climate.comms_room_ac', 'cool', { temperature: 21, current_temperature: 21.8 }, 86400000), haState(c, 'sensor.comms_room_humidity', 63, { unit_of_measurement: '%' })]);
  setMode('dry', 'Cooling keeps 21.8 °C but humidity is 63 %. Switching to dry mode to dehumidify.');
  setMode('cool', 'Dry mode let the room reach 24.9 °C, above the limit, and humidity is still 63 %. Back to cool.');
  setMode('dry', 'Cool is at 21.8 °C / 63 %. Trying dry again, it should pull the moisture out this time.');
  setMode('cool', 'Again 24.9 °C and 63 % in dry. Switching back to cool.');
  const root = agent('facility-assistant', { goal }, null, kids, { framework: 'openai tools loop', max_rounds: 12 });
  root.error = 'round limit';
  return { isolates: 'The AC goes cool, dry, cool, dry; every cool check reads 21.8 °C / 63 % and every dry check 24.9 °C / 63 %, two full cycles with nothing learnt.', stagnation: false, goal, root };
}

// 02: filler recipe flipped between A and B to fix fill weight; OPC UA writes/reads, LangGraph nodes
function r02(c) {
  const ep = 'opc.tcp://filler-l4.plant.local:4840';
  const goal = 'Line 4 filler is rejecting 500 g jars for underweight. Get the mean fill weight inside 500-506 g.';
  const kids = [];
  const node = (text, calls, results) => { const o = asst(c, text, calls); kids.push(chain('agent', {}, { messages: [o] }, [llm('AzureChatOpenAI', { messages: [{ role: 'user', content: goal }] }, o, { deployment: 'gpt-4o-prod' })], { langgraph_node: 'agent' })); c.tick(); kids.push(chain('tools', {}, {}, calls.map(([n, a], i) => tool(n, a, results[i])), { langgraph_node: 'tools' })); c.wait(300); };
  const wt = { 'JAR500_A': 497.2, 'JAR500_B': 508.9 };
  const sw = (r, text) => node(text, [['opcua_write', { endpoint: ep, nodeId: 'ns=2;s=Filler.ActiveRecipe', value: r }], ['opcua_read', { endpoint: ep, nodeId: 'ns=2;s=Checkweigher.Mean_g_last100' }]], [{ statusCode: { name: 'Good', value: 0 }, writtenAt: c.iso() }, dataValue(c, wt[r], 'Double')]);
  node('Reading the active recipe and the checkweigher mean.', [['opcua_read', { endpoint: ep, nodeId: 'ns=2;s=Filler.ActiveRecipe' }], ['opcua_read', { endpoint: ep, nodeId: 'ns=2;s=Checkweigher.Mean_g_last100' }]], [dataValue(c, 'JAR500_A', 'String'), dataValue(c, 497.2, 'Double')]);
  sw('JAR500_B', 'Recipe A gives 497.2 g, underweight. Recipe B has a longer dosing time; switching to B.');
  sw('JAR500_A', 'B overfills at 508.9 g. Switching back to A.');
  sw('JAR500_B', 'A is 497.2 g again. Switching to B.');
  sw('JAR500_A', 'B is 508.9 g again. Back to A.');
  const root = agent('LangGraph', { messages: [goal] }, null, kids, { graph: 'line_assistant', recursion_limit: 12 });
  root.error = 'GraphRecursionError: Recursion limit of 12 reached';
  return { isolates: 'The active recipe is flipped A, B, A, B; B always gives 508.9 g and A always 497.2 g, and the dosing time is never adjusted between them.', stagnation: false, goal, root };
}

// 03: offline sensor gateway moved between primary and backup MQTT broker; same result each time; Gemini function calls
function r03(c) {
  const goal = 'Greenhouse gateway gh-gw-02 went offline an hour ago. Bring it back online.';
  const kids = [];
  const say = (t, fnName, args) => { kids.push(llm('gemini.generate_content', { contents: goal }, { candidates: [{ content: { parts: [...(t ? [{ text: t }] : []), { functionCall: { name: fnName, args } }] } }] }, { model: 'gemini-1.5-pro' })); c.tick(); };
  const res = (n, a, o, err) => { kids.push(tool(n, a, o, { error: err })); c.wait(90); };
  const stat = { primary: () => ({ clientid: 'gh-gw-02', connected: false, last_disconnect_reason: 'keepalive_timeout', broker: 'emqx-primary', checked_at: c.epochMs() }), backup: () => ({ clientid: 'gh-gw-02', connected: false, last_disconnect_reason: 'not_authorized', broker: 'mosquitto-backup', checked_at: c.epochMs() }) };
  say('Check the broker client status.', 'broker_client_status', { clientid: 'gh-gw-02' });
  res('broker_client_status', { clientid: 'gh-gw-02' }, stat.primary());
  const flip = (to, t) => { say(t, 'device_set_broker', { device: 'gh-gw-02', broker: to }); res('device_set_broker', { device: 'gh-gw-02', broker: to }, { queued: true, via: 'lte-sms-fallback', msg_ref: c.int(1, 255) }); say(null, 'broker_client_status', { clientid: 'gh-gw-02', broker: to }); res('broker_client_status', { clientid: 'gh-gw-02', broker: to }, stat[to]()); };
  flip('backup', 'Keepalive timeouts on the primary. Moving the gateway to the backup broker.');
  flip('primary', 'Backup refuses it: not_authorized. Moving back to primary.');
  flip('backup', 'Primary still keepalive_timeout. Trying backup again.');
  flip('primary', 'Backup says not_authorized again. Primary once more.');
  const root = agent('greenhouse-ops', { goal }, null, kids, { framework: 'google-genai', max_calls: 17 });
  root.error = 'max function calls reached';
  return { isolates: 'The gateway is switched primary→backup→primary→backup→primary; the primary always shows keepalive_timeout and the backup not_authorized, two full cycles with neither cause examined.', stagnation: false, goal, root };
}
export default [r01, r02, r03];
