import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'batch_over_distinct_devices';
export const loop = false;

// 01: IoT Hub direct method firmware start on each thermostat of an office floor; OpenAI Agents SDK style
function r01(c) {
  const goal = 'Start the 3.4.0 firmware update on all six thermostats of floor 5 (Meridian House), one at a time, and confirm each accepted it.';
  const kids = [];
  const devs = ['tstat-mh5-north-01', 'tstat-mh5-north-02', 'tstat-mh5-east-01', 'tstat-mh5-south-01', 'tstat-mh5-south-02', 'tstat-mh5-west-01'];
  kids.push(llm('response', { model: 'gpt-4o', input: [{ role: 'user', content: goal }] }, asst(c, 'Listing floor-5 thermostats to confirm the device ids.', [['iothub_query', { query: "SELECT deviceId, properties.reported.fw FROM devices WHERE tags.floor = 5 AND tags.building = 'meridian'" }]]), { usage: usage(c) })); c.tick();
  kids.push(tool('iothub_query', { query: "SELECT deviceId, properties.reported.fw FROM devices WHERE tags.floor = 5 AND tags.building = 'meridian'" }, devs.map((d) => ({ deviceId: d, fw: c.pick(['3.2.1', '3.3.0']) }))));
  c.tick();
  devs.forEach((d, i) => {
    kids.push(llm('response', { model: 'gpt-4o' }, asst(c, i === 0 ? `Starting with ${d}.` : `Update started on ${devs[i - 1]}. Next: ${d}.`, [['iothub_invoke_method', { deviceId: d, methodName: 'startFirmwareUpdate', payload: { version: '3.4.0', url: 'https://fw.meridian-bms.com/tstat/3.4.0.bin' }, responseTimeoutInSeconds: 30 }]]), { usage: usage(c) })); c.tick();
    kids.push(tool('iothub_invoke_method', { deviceId: d, methodName: 'startFirmwareUpdate', payload: { version: '3.4.0', url: 'https://fw.meridian-bms.com/tstat/3.4.0.bin' }, responseTimeoutInSeconds: 30 }, { status: 200, payload: { result: 'accepted' } }, { metadata: { 'iothub-request-id': c.uuid(), elapsed_ms: c.int(180, 1400) } })); c.tick(300, 2000);
  });
  kids.push(llm('response', { model: 'gpt-4o' }, asst(c, `Update started on ${devs[5]}. All six floor-5 thermostats accepted startFirmwareUpdate 3.4.0: ${devs.join(', ')}.`), { usage: usage(c) }));
  return { isolates: 'The same direct method is sent to six different thermostats, each answering the identical {"result":"accepted"}, with one templated sentence per device, then the batch is reported done.', stagnation: false, goal, root: agent('BuildingFleetAgent', { input: goal }, { accepted: devs }, kids, { sdk: 'openai-agents', workflow_name: 'fw-floor-rollout' }) };
}

// 02: one preventive work order per chiller/AHU in the CMMS, each acknowledged "queued"; LangGraph tool node recording
function r02(c) {
  const goal = 'Raise the quarterly coil-cleaning PM work order for every air handler and chiller at the hospital east wing, due next Monday.';
  const kids = [];
  const assets = [['AHU-E1', 'Air handler east 1, theatres'], ['AHU-E2', 'Air handler east 2, ICU'], ['AHU-E3', 'Air handler east 3, wards 4-6'], ['AHU-E4', 'Air handler east 4, outpatients'], ['CH-E1', 'Chiller east 1, 650 kW'], ['CH-E2', 'Chiller east 2, 650 kW']];
  const node = (text, calls) => { const o = asst(c, text, calls); kids.push(chain('agent', {}, { messages: [o] }, [llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, o, { ls_model_name: 'gpt-4o-mini', usage: usage(c) })], { langgraph_node: 'agent' })); c.tick(); };
  node('Fetching the east-wing asset list.', [['cmms_assets', { site: 'EAST', class: ['AHU', 'CHILLER'] }]]);
  kids.push(chain('tools', {}, {}, [tool('cmms_assets', { site: 'EAST', class: ['AHU', 'CHILLER'] }, { count: 6, assets: assets.map(([a, d]) => ({ assetnum: a, description: d, location: 'EAST-PLANT', status: 'OPERATING' })) })], { langgraph_node: 'tools' })); c.tick();
  assets.forEach(([a, d]) => {
    node(`Creating the coil-cleaning PM for ${a} (${d}).`, [['cmms_create_wo', { assetnum: a, worktype: 'PM', jobplan: 'JP-COIL-CLEAN-Q', targstartdate: '2025-03-17', priority: 3 }]]);
    kids.push(chain('tools', {}, {}, [tool('cmms_create_wo', { assetnum: a, worktype: 'PM', jobplan: 'JP-COIL-CLEAN-Q', targstartdate: '2025-03-17', priority: 3 }, 'queued', { metadata: { http: 202, location: `/maximo/oslc/os/mxwo/_${c.hex(10)}` } })], { langgraph_node: 'tools' })); c.tick(200, 900);
  });
  node('Confirming the queued work orders were created.', [['cmms_list_wo', { jobplan: 'JP-COIL-CLEAN-Q', targstartdate: '2025-03-17' }]]);
  const wos = assets.map(([a]) => ({ wonum: 'WO' + c.int(400000, 499999), assetnum: a, status: 'WAPPR' }));
  kids.push(chain('tools', {}, {}, [tool('cmms_list_wo', { jobplan: 'JP-COIL-CLEAN-Q', targstartdate: '2025-03-17' }, { member: wos, responseInfo: { totalCount: 6 } })], { langgraph_node: 'tools' }));
  node(`Six coil-cleaning PMs raised for 17 March, awaiting approval: ${wos.map((w) => `${w.assetnum} ${w.wonum}`).join(', ')}.`, []);
  return { isolates: 'One PM work order per air handler and chiller is created with the same "queued" reply each time, then a listing shows six distinct work-order numbers and the task ends.', stagnation: false, goal, root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { wos }, kids, { graph: 'cmms_assistant', thread_id: c.uuid() }) };
}

// 03: MQTT config push to each LoRaWAN gateway, PUBACK each; PydanticAI-style run with model request/response parts
function r03(c) {
  const goal = 'Push the new channel plan EU868-sub2 to each of the seven LoRaWAN gateways on the farm and confirm the broker acknowledged each publish.';
  const kids = [];
  const gws = ['b827ebfffe4a12c0', 'b827ebfffe4a1f77', 'dca632fffe0d3e11', 'dca632fffe0d4a02', 'a840411d7c7c4150', 'a840411d7c7c41a8', '0016c001ff1a2b3c'];
  const req = (text, calls) => { kids.push(llm('chat claude-3-5-haiku-latest', { parts: [{ part_kind: 'user-prompt', content: goal }] }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map(([n, a]) => ({ part_kind: 'tool-call', tool_name: n, args: a, tool_call_id: c.tuId() }))], model_name: 'claude-3-5-haiku-latest', timestamp: c.iso() }, { 'gen_ai.usage.input_tokens': c.int(400, 3000), 'gen_ai.usage.output_tokens': c.int(20, 120) })); c.tick(); };
  gws.forEach((g, i) => {
    req(`Publishing EU868-sub2 to gateway ${g}.`, [['mqtt_publish', { topic: `gateway/${g}/command/config`, qos: 1, retain: false, payload: { version: `plan-${g.slice(-4)}-7`, channels: [867.1, 867.3, 867.5, 867.7, 867.9, 868.1, 868.3, 868.5] } }]]);
    kids.push(tool('running tool: mqtt_publish', { topic: `gateway/${g}/command/config`, qos: 1 }, 'ok', { metadata: { packet_id: c.int(1, 65535), broker: 'mqtt://emqx-' + c.int(0, 2) + '.farmnet:1883', puback_ms: c.int(4, 60) } })); c.tick(100, 600);
  });
  req('All seven publishes returned PUBACK ok. Reading the gateway stats topic to confirm the plan is live.', [['mqtt_read_retained', { topic: 'gateway/+/state/conn' }]]);
  kids.push(tool('running tool: mqtt_read_retained', { topic: 'gateway/+/state/conn' }, gws.map((g) => ({ gatewayId: g, state: 'ONLINE', config_version: `plan-${g.slice(-4)}-7`, ts: c.epochMs() - c.int(1000, 20000) }))));
  req('EU868-sub2 is live on all seven gateways (each reports its plan-…-7 config version and ONLINE).', []);
  return { isolates: 'The same MQTT publish goes to seven different gateway topics, each answered with the same "ok", then one retained read shows every gateway on the new plan.', stagnation: false, goal, root: agent('agent run', { user_prompt: goal }, { output: 'done', gateways: 7 }, kids, { framework: 'pydantic-ai', instrumented_by: 'logfire' }) };
}
export default [r01, r02, r03];
