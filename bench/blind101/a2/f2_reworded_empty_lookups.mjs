import { agent, llm, tool, chain, span, asst, blocks, usage, haState, dataValue } from './lib.mjs';
export const family = 'reworded_empty_lookups';
export const loop = true;

// 01: Home Assistant MCP, the boiler flow temperature looked up under ever new entity ids and search words; OpenAI chat-completions + tool siblings
function r01(c) {
  const goal = 'What is the boiler flow temperature right now? If it is above 75 °C, lower the boiler setpoint to 70.';
  const kids = []; const msgs = [{ role: 'system', content: 'You control a Home Assistant instance via MCP tools HassGetState, HassListEntities, HassCallService.' }, { role: 'user', content: goal }];
  const step = (text, name, args, out, err) => {
    const o = asst(c, text, [[name, args]]);
    kids.push(llm('openai.chat.completions', { model: 'gpt-4o-mini', messages: msgs.slice(), tools: ['HassGetState', 'HassListEntities', 'HassCallService'] }, o, { usage: usage(c), system_fingerprint: 'fp_' + c.hex(10) }));
    msgs.push(o); c.tick();
    kids.push(tool(name, args, out, { error: err, metadata: { mcp: 'ha-mcp-server', duration_ms: c.int(8, 90) } }));
    msgs.push({ role: 'tool', content: JSON.stringify(out ?? { error: err }) }); c.tick(100, 600);
  };
  step('Reading the living room climate entity first to see which boiler integration is used.', 'HassGetState', { entity_id: 'climate.boiler' }, haState(c, 'climate.boiler', 'heat', { current_temperature: 20.1, temperature: 21, friendly_name: 'Boiler', supported_features: 385 }, 3600000 * 5));
  step('The climate entity gives room temperature, not flow. Looking for the flow sensor.', 'HassGetState', { entity_id: 'sensor.boiler_flow_temperature' }, null, 'Entity sensor.boiler_flow_temperature not found');
  step('Maybe it is named boiler_temp.', 'HassGetState', { entity_id: 'sensor.boiler_temp' }, null, 'Entity sensor.boiler_temp not found');
  step('Trying the supply water naming that some OpenTherm integrations use.', 'HassGetState', { entity_id: 'sensor.boiler_supply_water_temperature' }, null, 'Entity sensor.boiler_supply_water_temperature not found');
  step('Listing entities that match "flow".', 'HassListEntities', { domain: 'sensor', search: 'flow' }, { entities: [], total: 0, generated_at: c.isoUs() });
  step('No match for "flow"; searching with "Flow Temp" in the friendly name instead.', 'HassListEntities', { domain: 'sensor', name_contains: 'Flow Temp' }, { entities: [], total: 0, generated_at: c.isoUs() });
  step('Try the word "vorlauf" in case the device is German-labelled.', 'HassListEntities', { domain: 'sensor', search: 'vorlauf' }, { entities: [], total: 0, generated_at: c.isoUs() });
  step('Try "CH water temperature" which is the OpenTherm term.', 'HassListEntities', { domain: 'sensor', search: 'ch water temperature' }, { entities: [], total: 0, generated_at: c.isoUs() });
  step('Perhaps the device class filter works better: temperature sensors with "boiler" in the id.', 'HassListEntities', { domain: 'sensor', device_class: 'temperature', entity_id_contains: 'boiler' }, { entities: [], total: 0, generated_at: c.isoUs() });
  const root = agent('ha-assistant', { goal }, null, kids, { framework: 'openai-python + mcp', conversation_id: c.ulid() });
  root.error = 'max tool rounds (9) reached';
  return { isolates: 'The same boiler flow-temperature lookup is retried under seven entity ids and search words (flow, Flow Temp, vorlauf, CH water temperature) that all return nothing, and the setpoint is never checked.', stagnation: false, goal, root };
}

// 02: CMMS history of pump P-104 searched with ever new spellings through a retriever; LlamaIndex-style retriever spans
function r02(c) {
  const goal = 'Before I order a new mechanical seal for cooling-water pump P-104, find its last three corrective work orders in the CMMS.';
  const kids = [];
  const q = (thought, query, filters) => {
    kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: goal }, { role: 'assistant', content: kids.length ? 'previous search returned 0 nodes' : '' }] }, { content: thought, function_call: { name: 'cmms_search', arguments: JSON.stringify({ query, filters }) } }, { model: 'gpt-4-0125-preview', usage: usage(c) }));
    c.tick();
    const ret = span('retriever', 'VectorIndexRetriever.retrieve', { query_str: query, filters, similarity_top_k: 5 }, { nodes: [], retrieved_at: c.iso(), index: 'cmms-workorders-v3', took_ms: c.int(40, 300) }, [
      span('embedding', 'OpenAIEmbedding', { texts: [query], model: 'text-embedding-3-small' }, { dims: 1536, tokens: query.split(' ').length + 2 }, [], {}),
    ]);
    kids.push(tool('cmms_search', { query, filters }, { hits: 0, results: [], cursor: null, request_id: c.reqId('cm-') }, { children: [ret] })); c.tick(200, 800);
  };
  q('Search work orders for the asset P-104.', 'P-104 corrective work order', { asset: 'P-104', type: 'CM' });
  q('Zero hits; the asset code may be stored without the dash.', 'P104 corrective', { asset: 'P104', type: 'CM' });
  q('Try the long asset tag.', 'PUMP-104 repair', { asset_tag: 'PUMP-104', wo_type: 'Corrective' });
  q('Perhaps the description field: "cooling water pump 104 seal".', 'cooling water pump 104 mechanical seal leak', { status: ['COMP', 'CLOSE'] });
  q('Try the date range filter in the other format.', 'P-104', { asset: 'P-104', completed_after: '01/01/2022' });
  q('And quoted exact phrase.', '"P-104"', { type: 'CM' });
  const root = agent('maintenance-copilot', { query: goal }, { response: 'I could not find work orders for P-104.' }, kids, { framework: 'llama-index 0.10', callback_manager: 'OpenInferenceTraceCallbackHandler' });
  return { isolates: 'A CMMS search for one pump is reworded six times (P-104, P104, PUMP-104, free text, other date format, quoted phrase), every retrieval returns zero nodes, and the work orders are never found.', stagnation: false, goal, root };
}

// 03: OPC UA boiler temperature read under new node-id spellings, all BadNodeIdUnknown; ReAct text repeats itself
function r03(c) {
  const ep = 'opc.tcp://10.40.2.15:4840';
  const goal = 'Read the steam boiler drum pressure and temperature from the KEPServer OPC UA endpoint and log them into the shift report.';
  const kids = [];
  const go = (thought, node) => {
    const text = `Thought: ${thought}\nAction: opcua_read\nAction Input: {"nodeId": "${node}"}`;
    kids.push(llm('ChatAnthropic', { prompt: `${goal}\n...` }, { text }, { model: 'claude-3-haiku-20240307', stop: ['Observation:'] })); c.tick();
    const dv = dataValue(c, null, 'Null', 'BadNodeIdUnknown');
    kids.push(tool('opcua_read', { endpoint: ep, nodeId: node, attributeId: 13 }, JSON.stringify(dv), { error: 'BadNodeIdUnknown (0x80340000): The node id refers to a node that does not exist in the server address space.' })); c.tick(50, 300);
  };
  kids.push(llm('ChatAnthropic', { prompt: goal }, { text: 'Thought: I should read the drum pressure first.\nAction: opcua_read\nAction Input: {"nodeId": "ns=2;s=Boiler1.Drum.Pressure"}' }, { model: 'claude-3-haiku-20240307' }));
  c.tick();
  kids.push(tool('opcua_read', { endpoint: ep, nodeId: 'ns=2;s=Boiler1.Drum.Pressure', attributeId: 13 }, JSON.stringify(dataValue(c, c.jit(11.8, 2, 3), 'Float'))));
  c.tick();
  go('Pressure is 11.8 bar. Now the drum temperature.', 'ns=2;s=Boiler1.Drum.Temperature');
  go('BadNodeIdUnknown. The temperature node must exist under another spelling; I will try a different node id format.', 'ns=2;s=Boiler1.Drum.Temp');
  go('BadNodeIdUnknown again. The temperature node must exist under another spelling; I will try a different node id format.', 'ns=2;s=Boiler1/Drum/Temperature');
  go('BadNodeIdUnknown again. The temperature node must exist under another spelling; I will try a different node id format.', 'ns=2;s=Channel1.Boiler1.Drum.Temperature');
  go('BadNodeIdUnknown again. The temperature node must exist under another spelling; I will try a different node id format.', 'ns=2;s=boiler1.drum.temperature');
  go('BadNodeIdUnknown again. The temperature node must exist under another spelling, I will try another node id format.', 'ns=2;s=Boiler1.Drum.Temperature_degC');
  const root = agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_type: 'chain', tags: ['kepserver', 'boiler-house'] });
  return { isolates: 'After one good pressure read, the drum temperature is read under six spellings of the same node id, every read is BadNodeIdUnknown, and the thought line is repeated nearly unchanged.', stagnation: true, goal, root };
}
export default [r01, r02, r03];
