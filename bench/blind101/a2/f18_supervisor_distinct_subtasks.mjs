import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;

// 01: LangGraph supervisor sends the meter analyst three different buildings, then synthesises
function r01(c) {
  const goal = 'Compare night-time baseload across the three campus buildings for February and say where to look for waste first.';
  const kids = [];
  const sup = (text, route) => { kids.push(chain('supervisor', {}, { next: route }, [llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, { content: text, tool_calls: route === 'FINISH' ? [] : [{ name: 'transfer_to_meter_analyst', args: { task: text } }] }, { ls_model_name: 'gpt-4o' })], { langgraph_node: 'supervisor' })); c.tick(); };
  const worker = (bld, mpan, vals, answer) => {
    const l1 = llm('ChatOpenAI', { messages: [{ role: 'user', content: `Baseload for ${bld}` }] }, { content: '', tool_calls: [{ name: 'meter_interval_stats', args: { mpan, from: '2025-02-01', to: '2025-03-01', hours: '00:00-05:00', stat: ['median_kw', 'p10_kw', 'p90_kw'] } }] }, { ls_model_name: 'gpt-4o-mini' });
    const t1 = tool('meter_interval_stats', { mpan, from: '2025-02-01', to: '2025-03-01', hours: '00:00-05:00' }, { mpan, ...vals, intervals: 28 * 10, missing: c.int(0, 4), computed_at: c.iso(), cache_key: c.hex(12) });
    const l2 = llm('ChatOpenAI', {}, { content: answer }, { ls_model_name: 'gpt-4o-mini' });
    kids.push(agent('meter_analyst', { task: bld }, { content: answer }, [l1, t1, l2], { langgraph_node: 'meter_analyst' })); c.tick(1000, 4000);
  };
  sup('Meter analyst: night baseload for the Library (MPAN 1900044412345).', 'meter_analyst');
  worker('Library', '1900044412345', { median_kw: 38.2, p10_kw: 35.9, p90_kw: 41.0, floor_area_m2: 6200 }, 'Library: median night baseload 38.2 kW (6.2 W/m²), very flat 35.9-41.0 kW.');
  sup('Meter analyst: same for the Engineering block (MPAN 1900044412353).', 'meter_analyst');
  worker('Engineering', '1900044412353', { median_kw: 141.7, p10_kw: 118.4, p90_kw: 166.0, floor_area_m2: 9800 }, 'Engineering: median 141.7 kW (14.5 W/m²), wide spread 118-166 kW, suggests equipment left running.');
  sup('Meter analyst: now the Student Union (MPAN 1900044412361).', 'meter_analyst');
  worker('Student Union', '1900044412361', { median_kw: 52.9, p10_kw: 31.2, p90_kw: 74.5, floor_area_m2: 4100, note: 'Fri/Sat nights excluded? no' }, 'Student Union: median 52.9 kW (12.9 W/m²), high p90 74.5 kW on Friday and Saturday nights from late events.');
  sup('Engineering is the outlier at 14.5 W/m² with a wide spread; check it first (labs, fume cupboards, compressors), then the Union\'s weekend events. Library is already lean at 6.2 W/m².', 'FINISH');
  return { isolates: 'A supervisor sends the same analyst three different buildings, each answered with new baseload figures, and then ranks them.', stagnation: false, goal, root: agent('LangGraph', { messages: [goal] }, { answer: 'Engineering first' }, kids, { graph: 'supervisor', framework: 'langgraph-supervisor' }) };
}

// 02: CrewAI hierarchical manager delegates three different part checks to the stores worker
function r02(c) {
  const goal = 'Prepare the parts kit for the boiler B-3 burner overhaul next week: check stock of the igniter, the flame rod and the gas valve, reserve what is there.';
  const kids = [];
  const mgr = (t) => { kids.push(llm('crewai.llm.call', { agent_role: 'Maintenance Manager' }, { text: t }, { model: 'gpt-4o' })); c.tick(); };
  const deleg = (task, part, res, ans) => {
    const inner = [llm('crewai.llm.call', { agent_role: 'Stores Clerk', task }, { text: `Action: stock_lookup\nAction Input: {"part": "${part}"}` }, { model: 'gpt-4o-mini' }), tool('stock_lookup', { part }, res), llm('crewai.llm.call', { agent_role: 'Stores Clerk' }, { text: `Final Answer: ${ans}` }, { model: 'gpt-4o-mini' })];
    if (res.qty > 0) inner.splice(2, 0, tool('stock_reserve', { part, qty: 1, wo: 'WO-71882' }, { reservation: 'R' + c.int(100000, 999999), status: 'ok' }));
    kids.push(tool('Delegate work to coworker', { task, coworker: 'Stores Clerk', context: 'B-3 burner overhaul' }, ans, { children: [agent('Stores Clerk', { task }, ans, inner, { role: 'Stores Clerk' })] })); c.tick(1000, 3000);
  };
  mgr('Thought: three parts to check; delegate one at a time to the Stores Clerk.');
  deleg('Check stock of the burner igniter for B-3 and reserve one.', 'Riello 3007879 igniter', { qty: 2, bin: 'C4-02', price_eur: 86.5, last_count: c.isoS(c.now() - 86400000 * 30) }, 'Igniter 3007879: 2 in C4-02, one reserved.');
  deleg('Now the flame rod (ionisation probe) for B-3.', 'Riello 3012286 ionisation probe', { qty: 0, on_order: 1, po_eta: '2025-03-19' }, 'Flame rod 3012286: none in stock, one on order for 19 March.');
  deleg('And the gas valve MB-DLE 410 B01 S20.', 'Dungs MB-DLE 410 B01 S20', { qty: 1, bin: 'G1-07', price_eur: 1240.0 }, 'Gas valve MB-DLE 410: 1 in G1-07, reserved.');
  mgr('Final Answer: Kit for WO-71882: igniter and gas valve reserved; the flame rod arrives 19 March, two days before the overhaul on the 21st, so the job can stay scheduled.');
  return { isolates: 'A manager delegates three different part checks to the same stores worker, each returning a new stock position, and then concludes the kit is feasible.', stagnation: false, goal, root: agent('crewai.crew.kickoff', { goal }, { kit: 'ready' }, kids, { process: 'hierarchical' }) };
}

// 03: OpenAI Agents SDK triage agent hands three different device classes to the diagnostics agent via agent-as-tool
function r03(c) {
  const goal = 'Overnight, 37 devices in the Riverside retail park dropped off IoT Hub. Find out why, per device type, and summarise.';
  const kids = [];
  const step = (t, calls) => { kids.push(llm('response', { model: 'gpt-4.1' }, asst(c, t, calls), { usage: usage(c) })); c.tick(); };
  const diag = (cls, query, result, answer) => {
    const inner = [llm('response', { model: 'gpt-4.1-mini' }, asst(c, null, [['iothub_query', { query }]]), {}), tool('iothub_query', { query }, result), llm('response', { model: 'gpt-4.1-mini' }, asst(c, answer), {})];
    kids.push(tool('diagnostics_agent', { input: `Diagnose disconnects for ${cls}` }, answer, { children: [agent('DiagnosticsAgent', { input: cls }, answer, inner, { as_tool: true })] })); c.tick(1000, 4000);
  };
  step('Grouping the disconnected devices by type.', [['iothub_query', { query: "SELECT tags.type, COUNT() AS n FROM devices WHERE connectionState = 'Disconnected' AND tags.site = 'riverside' GROUP BY tags.type" }]]);
  kids.push(tool('iothub_query', { query: 'GROUP BY tags.type' }, [{ type: 'energy-meter', n: 21 }, { type: 'hvac-controller', n: 12 }, { type: 'door-counter', n: 4 }])); c.tick();
  step('Asking diagnostics about each type, starting with energy meters.', [['diagnostics_agent', { input: 'energy-meter' }]]);
  diag('energy-meter', "SELECT deviceId, properties.reported.lastError FROM devices WHERE tags.type='energy-meter' AND connectionState='Disconnected'", Array.from({ length: 3 }, () => ({ deviceId: 'em-rv-' + c.int(100, 199), lastError: 'SAS token expired', tokenExpiry: c.isoS(c.now() - 7 * 3600000) })), 'Energy meters (21): all report SAS token expired at 00:00 — the token renewal cron on the edge gateway failed.');
  step('Now HVAC controllers.', [['diagnostics_agent', { input: 'hvac-controller' }]]);
  diag('hvac-controller', "SELECT deviceId, properties.reported.net FROM devices WHERE tags.type='hvac-controller'", Array.from({ length: 3 }, () => ({ deviceId: 'hvac-rv-' + c.int(10, 40), net: { rssi: c.rssi() - 20, ssid: 'RP-IOT', last_dhcp: 'timeout' } })), 'HVAC controllers (12): Wi-Fi DHCP timeouts on RP-IOT after the 02:00 access-point firmware reboot.');
  step('And the door counters.', [['diagnostics_agent', { input: 'door-counter' }]]);
  diag('door-counter', "SELECT deviceId, properties.reported.battery FROM devices WHERE tags.type='door-counter'", [{ deviceId: 'dc-rv-01', battery: 2 }, { deviceId: 'dc-rv-02', battery: 3 }, { deviceId: 'dc-rv-03', battery: 1 }, { deviceId: 'dc-rv-04', battery: 2 }], 'Door counters (4): batteries at 1-3 %, flat.');
  step('Summary: 21 energy meters — expired SAS tokens (fix the gateway renewal job); 12 HVAC controllers — DHCP failures after the AP reboot (renew leases / check DHCP pool); 4 door counters — flat batteries.', []);
  return { isolates: 'A triage agent asks the same diagnostics agent about three different device types and gets three different causes, then summarises.', stagnation: false, goal, root: agent('TriageAgent', { input: goal }, { causes: 3 }, kids, { sdk: 'openai-agents' }) };
}
export default [r01, r02, r03];
