import { agent, llm, tool, chain, span, asst, blocks, usage, haState, dataValue } from './lib.mjs';
export const family = 'nested_distinct_delegation';
export const loop = false;

// 01: estate energy manager -> building agent -> boiler plant agent -> combustion check; OpenAI Agents agents-as-tools
function r01(c) {
  const goal = 'Gas use across the estate is up 12 % year on year. Find the main cause.';
  const L = (m, t, calls = []) => { const l = llm('response', { model: m }, asst(c, t, calls), { usage: usage(c) }); c.tick(); return l; };
  const combustion = agent('CombustionAgent', { input: 'Read boiler B2 flue O2 and efficiency at high fire in Building C.' }, 'B2 at high fire: O2 8.9 % (target 3-4 %), efficiency 81.2 % vs 89 % design: burner air/fuel ratio drifted.', [
    L('gpt-4.1-mini', null, [['opcua_read', { nodeIds: ['ns=2;s=BldC.B2.FlueO2', 'ns=2;s=BldC.B2.Efficiency', 'ns=2;s=BldC.B2.FiringRate'] }]]),
    tool('opcua_read', { nodeIds: ['ns=2;s=BldC.B2.FlueO2', 'ns=2;s=BldC.B2.Efficiency', 'ns=2;s=BldC.B2.FiringRate'] }, [dataValue(c, 8.9), dataValue(c, 81.2), dataValue(c, 96, 'Int16')]),
    L('gpt-4.1-mini', 'B2 at high fire: O2 8.9 % (target 3-4 %), efficiency 81.2 % vs 89 % design: burner air/fuel ratio drifted.'),
  ]);
  const plant = agent('PlantRoomAgent', { input: 'Building C plant room: which boiler explains the extra gas?' }, 'B2 runs 78 % of hours and its efficiency is 8 points low.', [
    L('gpt-4.1-mini', null, [['bms_trend', { points: ['BldC/B1/RUN_HRS', 'BldC/B2/RUN_HRS', 'BldC/B1/GAS_M3', 'BldC/B2/GAS_M3'], period: 'ytd' }]]),
    tool('bms_trend', { points: ['BldC/B1/RUN_HRS', 'BldC/B2/RUN_HRS'], period: 'ytd' }, { 'BldC/B1/RUN_HRS': 311, 'BldC/B2/RUN_HRS': 1102, 'BldC/B1/GAS_M3': 9020, 'BldC/B2/GAS_M3': 38770 }),
    L('gpt-4.1-mini', 'B2 carries most of the load; checking its combustion.', [['combustion_agent', { input: 'Read boiler B2 flue O2 and efficiency at high fire in Building C.' }]]),
    tool('combustion_agent', { input: 'B2 flue O2' }, 'B2 O2 8.9 %, efficiency 81.2 %', { children: [combustion] }),
    L('gpt-4.1-mini', 'B2 runs 78 % of hours and its efficiency is 8 points low.'),
  ]);
  const building = agent('BuildingAgent', { input: 'Building C: explain its gas increase.' }, 'Building C +31 %: boiler B2 combustion drift (O2 8.9 %).', [
    L('gpt-4.1', null, [['degree_day_normalise', { building: 'C', years: [2024, 2025] }]]),
    tool('degree_day_normalise', { building: 'C', years: [2024, 2025] }, { kwh_per_hdd_2024: 412, kwh_per_hdd_2025: 539, change_pct: 30.8 }),
    L('gpt-4.1', 'Weather-corrected +30.8 %, so not the cold. Asking the plant room agent.', [['plant_room_agent', { input: 'Building C plant room: which boiler explains the extra gas?' }]]),
    tool('plant_room_agent', { input: 'Building C plant room' }, 'B2 efficiency low', { children: [plant] }),
    L('gpt-4.1', 'Building C +31 %: boiler B2 combustion drift (O2 8.9 %).'),
  ]);
  const kids = [
    L('gpt-4.1', 'Breaking the estate down by building.', [['gas_by_building', { year_on_year: true }]]),
    tool('gas_by_building', { year_on_year: true }, { A: { change_pct: 2.1 }, B: { change_pct: -1.4 }, C: { change_pct: 31.0, share_pct: 44 }, D: { change_pct: 4.0 } }),
    L('gpt-4.1', 'Building C (+31 %, 44 % of estate gas) drives the rise. Handing Building C to its agent.', [['building_agent', { input: 'Building C: explain its gas increase.' }]]),
    tool('building_agent', { input: 'Building C' }, 'B2 combustion drift', { children: [building] }),
    L('gpt-4.1', 'Main cause: Building C boiler B2, running at 8.9 % flue O2 and 81 % efficiency; a burner combustion re-tune should recover most of the 12 % estate increase.'),
  ];
  return { isolates: 'An estate agent narrows the question to one building, which narrows to its plant room, which narrows to one boiler\'s combustion readings; each level gets a new answer back and the cause is reported.', stagnation: false, goal, root: agent('EstateEnergyManager', { input: goal }, { cause: 'B2 combustion' }, kids, { sdk: 'openai-agents', pattern: 'agents-as-tools' }) };
}

// 02: OTA orchestrator -> region -> site -> device canary check; AutoGen nested chats
function r02(c) {
  const goal = 'Is it safe to continue the gateway firmware 6.1 rollout in Europe?';
  const m = (src, content) => { const l = llm(src, { messages: [] }, { source: src, content }, { model: 'gpt-4o' }); c.tick(); return l; };
  const device = agent('DeviceAgent', { task: 'Check canary rtm-gw-3 health since its 6.1 update.' }, 'rtm-gw-3: uptime 41 h, 0 reboots, Modbus poll success 99.97 %, heap stable.', [
    m('DeviceAgent', 'Reading the device twin and the last 48 h telemetry.'),
    tool('iothub_get_twin', { deviceId: 'rtm-gw-3' }, { properties: { reported: { fw: '6.1.0', uptime_s: 41 * 3600 + c.int(0, 999), reboots_48h: 0, heap_free_min: 51240, $version: c.int(400, 900) } }, etag: c.hex(12) }),
    tool('telemetry_stats', { deviceId: 'rtm-gw-3', hours: 48, metric: 'modbus_poll_success' }, { mean: 0.9997, min: 0.998, samples: 2880 }),
    m('DeviceAgent', 'rtm-gw-3: uptime 41 h, 0 reboots, Modbus poll success 99.97 %, heap stable.'),
  ]);
  const site = agent('SiteAgent', { task: 'Rotterdam DC: are the updated gateways healthy?' }, 'Rotterdam: 3/3 updated, canary clean, site alarms unchanged.', [
    m('SiteAgent', 'Listing Rotterdam gateways and alarms, then checking the canary in depth.'),
    tool('site_gateways', { site: 'RTM-DC' }, [{ id: 'rtm-gw-1', fw: '6.1.0' }, { id: 'rtm-gw-2', fw: '6.1.0' }, { id: 'rtm-gw-3', fw: '6.1.0', canary: true }]),
    tool('scada_alarm_count', { site: 'RTM-DC', hours: 48 }, { count: 7, baseline_48h: 8 }),
    agent('nested_chat', { with: 'DeviceAgent' }, device.output, [device]),
    m('SiteAgent', 'Rotterdam: 3/3 updated, canary clean, site alarms unchanged (7 vs 8 baseline).'),
  ]);
  const region = agent('RegionAgent', { task: 'Europe: summarise 6.1 rollout health by site.' }, 'EU: 2 sites done (Rotterdam clean, Lyon clean), 0 failures.', [
    m('RegionAgent', 'Two EU sites are on 6.1. Lyon via job stats; Rotterdam has the canary, so asking the site agent.'),
    tool('ota_job_stats', { jobId: 'gw61-eu-wave1' }, { succeeded: 9, failed: 0, in_progress: 0, sites: ['LYS-WH', 'RTM-DC'] }),
    agent('nested_chat', { with: 'SiteAgent' }, site.output, [site]),
    m('RegionAgent', 'EU: 2 sites done (Rotterdam clean, Lyon 6/6 succeeded), 0 failures.'),
  ]);
  const kids = [m('Orchestrator', 'Delegating the European health check to the region agent.'), agent('nested_chat', { with: 'RegionAgent' }, region.output, [region]), m('Orchestrator', 'Safe to continue: wave 1 in Europe has 9/9 successes, the canary shows no reboots and 99.97 % poll success, alarms at baseline. Proceed to wave 2.')];
  return { isolates: 'An orchestrator asks a region agent, which asks a site agent, which asks a device agent; each hands down a narrower question and a new finding comes back up before the go decision.', stagnation: false, goal, root: agent('Orchestrator', { task: goal }, { decision: 'continue' }, kids, { framework: 'autogen nested chats' }) };
}

// 03: MES line agent -> cell agent -> PLC tag reader for an OEE drop; LangGraph subgraphs
function r03(c) {
  const goal = 'OEE on line 6 dropped from 78 % to 64 % on night shift. Find the reason.';
  const L = (t) => { const l = llm('ChatAnthropic', { messages: [] }, { content: t }, { ls_model_name: 'claude-3-5-sonnet-20241022' }); c.tick(); return l; };
  const tags = agent('plc_tag_reader', { task: 'Read the gripper vacuum and pick-retry counters on robot cell 6.3.' }, 'Vacuum 0.52 bar (spec >= 0.65), pick retries 1,840 on nights vs 210 on days.', [
    L('Reading vacuum and retry counters.'),
    tool('plc_read_tags', { plc: 'CELL63-PLC', tags: ['GRIP.VacuumBar', 'PICK.RetryCount_Night', 'PICK.RetryCount_Day'] }, { 'GRIP.VacuumBar': { value: 0.52, q: 'GOOD', t: c.epochMs() }, 'PICK.RetryCount_Night': { value: 1840, q: 'GOOD' }, 'PICK.RetryCount_Day': { value: 210, q: 'GOOD' }, plc_cycle_ms: c.int(4, 9) }),
    L('Vacuum 0.52 bar (spec >= 0.65), pick retries 1,840 on nights vs 210 on days.'),
  ]);
  const cell = agent('cell_agent', { task: 'Cell 6.3: why is it slow on nights?' }, 'Cell 6.3 loses 9.1 s/cycle to pick retries because gripper vacuum is low.', [
    L('Cell 6.3 cycle time is 41.3 s on nights vs 32.2 s on days. Asking the tag reader for gripper data.'),
    tool('mes_cycle_stats', { cell: '6.3', shifts: ['day', 'night'] }, { day: { cycle_s: 32.2 }, night: { cycle_s: 41.3 } }),
    chain('subgraph:plc_tag_reader', {}, tags.output, [tags]),
    L('Cell 6.3 loses 9.1 s/cycle to pick retries because gripper vacuum is low; nights run the 0.4 mm film, which needs more vacuum.'),
  ]);
  const line = agent('line_agent', { task: 'Line 6 night-shift OEE: which loss and which cell?' }, 'Performance loss, cell 6.3, gripper vacuum.', [
    L('Splitting OEE into availability, performance and quality for both shifts.'),
    tool('mes_oee_breakdown', { line: 6, period: '7d', by: 'shift' }, { day: { A: 0.93, P: 0.88, Q: 0.95 }, night: { A: 0.92, P: 0.73, Q: 0.95 } }),
    L('Performance is the loss (88 % → 73 %). Finding the slow cell.'),
    tool('mes_cell_speed_loss', { line: 6, shift: 'night' }, [{ cell: '6.1', loss_pct: 0.4 }, { cell: '6.2', loss_pct: 0.9 }, { cell: '6.3', loss_pct: 13.6 }]),
    chain('subgraph:cell_agent', {}, cell.output, [cell]),
    L('Performance loss, cell 6.3, gripper vacuum.'),
  ]);
  const kids = [L('Delegating to the line agent.'), chain('subgraph:line_agent', {}, line.output, [line]), L('Night OEE drops because of performance on cell 6.3: the gripper vacuum is 0.52 bar against 0.65 needed for the thinner night-shift film, causing 1,840 pick retries. Check the vacuum pump and cup seals.')];
  return { isolates: 'A plant agent asks a line agent, which narrows to a cell agent, which narrows to a PLC tag reader; each returns a new, more specific finding up the chain.', stagnation: false, goal, root: agent('LangGraph', { messages: [goal] }, { cause: 'cell 6.3 vacuum' }, kids, { graph: 'plant_supervisor', subgraphs: 3 }) };
}
export default [r01, r02, r03];
