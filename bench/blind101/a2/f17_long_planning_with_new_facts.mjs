import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'long_planning_with_new_facts';
export const loop = false;

// 01: home battery + PV dispatch plan for tomorrow; Anthropic thinking blocks, several long planning steps
function r01(c) {
  const goal = 'Plan tomorrow\'s charge/discharge schedule for the 13.5 kWh home battery to minimise cost on the Agile tariff, then program it.';
  const kids = [];
  const th = (thinking, uses = [], results = []) => { const m = blocks(c, '', uses); m.content.unshift({ type: 'thinking', thinking, signature: c.hex(40) }); const inner = uses.map(([n, a], i) => { c.tick(); return tool(n, a, results[i]); }); kids.push(llm('anthropic.messages.create', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 } }, m, { usage: { input_tokens: c.int(2000, 9000), output_tokens: c.int(200, 1500) } }, inner)); c.tick(); };
  th('I need the tariff, the solar forecast, the battery state and the house baseline before planning.', [['tariff_prices', { product: 'AGILE-24-10-01', region: 'C', date: 'tomorrow' }], ['solar_forecast', { site: 'home', date: 'tomorrow' }], ['battery_status', {}], ['load_profile', { days: 14, agg: 'hourly_median' }]], [
    { unit: 'p/kWh', results: [{ from: '00:00', to: '05:00', avg: 11.8 }, { from: '05:00', to: '16:00', avg: 21.4 }, { from: '16:00', to: '19:00', avg: 38.9 }, { from: '19:00', to: '24:00', avg: 19.2 }], published: c.httpDate() },
    { kwh_total: 9.6, peak_kw: 2.9, hourly: { '09': 0.6, 10: 1.1, 11: 1.6, 12: 1.9, 13: 1.8, 14: 1.3, 15: 0.8, 16: 0.4 }, model_run: c.isoS() },
    { soc_pct: 34, capacity_kwh: 13.5, max_charge_kw: 5, max_discharge_kw: 5, reserve_pct: 10, serial: 'TG' + c.hex(10).toUpperCase() },
    { kwh_day: 14.2, kwh_16_19: 4.1, kwh_19_24: 3.6, kwh_00_05: 1.5 }]);
  th('Exporting surplus might beat storing it; I need the export rate before deciding.', [['tariff_prices', { product: 'OUTGOING-FIX-12M-19-05-13', region: 'C', date: 'tomorrow' }]], [{ unit: 'p/kWh', flat: 15.0, published: c.httpDate() }]);
  th('Facts: the 16:00-19:00 peak averages 38.9 p and the house uses 4.1 kWh in it; the evening 19-24 window is 19.2 p with 3.6 kWh. Night 00-05 is 11.8 p. Solar gives 9.6 kWh, mostly 10-15 h, and the daytime load over that span is about 4 kWh, leaving ~5.5 kWh surplus. Battery is at 34 % = 4.6 kWh with a 1.35 kWh reserve, so 3.25 kWh usable now.');
  th('Target: cover the full 16-19 peak (4.1 kWh) and as much of 19-24 (3.6 kWh) as possible, 7.7 kWh in total plus reserve = 9.05 kWh needed at 16:00. Solar surplus of 5.5 kWh tops up from the morning level. So the battery must hold 9.05 - 5.5 = 3.55 kWh by 10:00, i.e. it should not be drained in the morning. Current 4.6 kWh is enough if morning use is served from grid at 21.4 p rather than battery.');
  th('Night charge decision: buying 2 kWh extra at 11.8 p to displace 19.2 p evening grid saves 7.4 p/kWh minus ~10 % round-trip loss, about 6.1 p net, 12 p total. Worth it but small. With 4.6 + 2 = 6.6 kWh at 05:00 and 5.5 kWh solar, the battery reaches 12.1 kWh, within 13.5. Plan: charge 00:00-05:00 at 0.5 kW (2 kWh), hold 05:00-16:00 (solar only charges), discharge 16:00-24:00 down to 10 %.');
  th('Programming: three schedule blocks. Expected saving vs no battery: 4.1 × 38.9 + 3.6 × 19.2 - 2 × 11.8 ≈ 159 + 69 - 24 = 205 p, about £2.05.', [['battery_set_schedule', { blocks: [{ from: '00:00', to: '05:00', mode: 'charge', kw: 0.5 }, { from: '05:00', to: '16:00', mode: 'hold_solar_only' }, { from: '16:00', to: '24:00', mode: 'discharge', min_soc_pct: 10 }] }]], [{ accepted: true, schedule_id: c.uuid(), effective: 'tomorrow', gateway_fw: '24.36.2' }]);
  th('Export pays 15.0 p, below the 19.2 p evening price, so storing surplus beats exporting it. Reading the schedule back from the gateway to confirm.', [['battery_get_schedule', { date: 'tomorrow' }]], [{ blocks: 3, checksum: c.hex(8), synced_at: c.epochMs() }]);
  kids.push(llm('anthropic.messages.create', { model: 'claude-3-7-sonnet-20250219' }, blocks(c, 'Programmed: charge 2 kWh overnight at 0.5 kW, hold until 16:00 while solar fills it to ~12 kWh, then discharge 16:00-24:00 down to 10 %. Expected saving about £2.05.'), {}));
  return { isolates: 'Five long reasoning steps in a row each add new numbers (prices, energy balance, charge decision, schedule blocks, expected saving) before the schedule is programmed.', stagnation: false, goal, root: agent('home-energy-planner', { goal }, { schedule: 'set' }, kids, { framework: 'anthropic extended thinking' }) };
}

// 02: chiller plant maintenance outage plan; LangChain plan-and-execute with planner steps
function r02(c) {
  const goal = 'Plan a 6-hour outage of chiller CH-2 for the compressor overhaul next Tuesday without losing cooling in the data hall.';
  const kids = [];
  const plan = (text) => { kids.push(chain('planner', { objective: goal }, { text }, [llm('ChatOpenAI', { messages: [{ role: 'system', content: 'Let\'s first understand the problem and devise a plan.' }, { role: 'user', content: goal }] }, { content: text }, { ls_model_name: 'o3-mini', reasoning_effort: 'high' })])); c.tick(); };
  const ex = (n, a, out) => { kids.push(chain('executor', { step: n }, {}, [tool(n, a, out)])); c.tick(); };
  ex('bms_trend', { points: ['CHW-PLANT/LOAD_KW', 'DH/IT_LOAD_KW'], day: 'last Tuesday', agg: '1h' }, { 'CHW-PLANT/LOAD_KW': [610, 590, 575, 600, 690, 780, 840, 860, 850, 820], 'DH/IT_LOAD_KW': 410, unit: 'kW', tz: 'Europe/Dublin' });
  ex('asset_info', { assets: ['CH-1', 'CH-2', 'CH-3', 'DRY-COOLER-1'] }, [{ id: 'CH-1', cap_kw: 700 }, { id: 'CH-2', cap_kw: 700 }, { id: 'CH-3', cap_kw: 450, note: 'N+1 spare, last run 19 days ago' }, { id: 'DRY-COOLER-1', free_cooling_kw_at_8C: 250 }]);
  ex('weather_forecast', { site: 'Dublin-DC1', date: 'next Tuesday' }, { hourly_c: { '02': 6.1, '04': 5.4, '06': 5.2, '08': 6.8, 10: 9.9, 12: 12.4 }, source: 'met.ie', issued: c.isoS() });
  plan('Step 1 — load: the plant carries 575-600 kW between 01:00 and 04:00 and rises to 860 kW by midday; the data hall alone is 410 kW. With CH-2 out, CH-1 (700 kW) + CH-3 (450 kW) give 1,150 kW, enough for any hour, but CH-3 has not run for 19 days, so it needs a test start first.');
  plan('Step 2 — timing: outdoor temperature is 5.2-6.8 °C from 02:00 to 08:00, so the dry cooler can add about 250 kW of free cooling; a 02:00-08:00 window gives 1,400 kW available against a 600-700 kW load, a margin of 2×. After 10:00 free cooling drops as it passes 9.9 °C.');
  plan('Step 3 — sequence: 01:00 test-start CH-3 for 30 min and confirm CHW supply 7 °C; 01:30 enable free cooling; 02:00 lock out CH-2 (LOTO permit PTW-CH2) and isolate valves V-21/V-22; overhaul 02:00-08:00; 08:00 return, leak test, restart CH-2, stop CH-3 at 08:45.');
  plan('Step 4 — risk: if CH-1 trips during the window, CH-3 + free cooling give 700 kW, still above the 410 kW data-hall load if comfort cooling to offices (about 150 kW) is shed. Add an auto-shed rule on CH-1 fault and have the on-call engineer on site.');
  ex('cmms_create_wo', { assetnum: 'CH-2', worktype: 'PM', description: 'Compressor overhaul, window 02:00-08:00 Tue', permits: ['PTW-CH2'], prereq: 'CH-3 test start 01:00' }, { wonum: 'WO' + c.int(600000, 699999), status: 'WSCH' });
  ex('bms_schedule_rule', { name: 'CH1-fault-shed-offices', trigger: 'CH-1/FAULT == 1', action: 'AHU-OFF-*/ENABLE := 0', valid: 'Tue 01:00-09:00' }, { rule_id: c.int(300, 900), status: 'armed' });
  kids.push(llm('ChatOpenAI', {}, { content: 'Outage planned for Tuesday 02:00-08:00: CH-1 + CH-3 + free cooling (1,400 kW) against ~650 kW, CH-3 test start at 01:00, LOTO on CH-2, office shed rule armed in case CH-1 trips. Work order and BMS rule created.' }, { ls_model_name: 'o3-mini' }));
  return { isolates: 'Four consecutive planner steps each add new concrete content (loads, weather window, sequence with times and valves, fallback rule) and the plan is executed.', stagnation: false, goal, root: agent('PlanAndExecute', { input: goal }, { output: 'planned' }, kids, { framework: 'langchain-experimental plan_and_execute' }) };
}

// 03: smart-meter firmware wave plan for 1,200 meters; plain reasoning model outputs then job creation
function r03(c) {
  const goal = 'Plan the firmware 7.2 rollout to the 1,200 smart meters of the Northgate estate so that no more than 2 % are ever offline and the head-end is not overloaded.';
  const kids = [];
  const r = (t) => { kids.push(llm('openai.responses.create', { model: 'o4-mini', input: goal }, { output_text: t, reasoning: { summary: 'auto' } }, { usage: usage(c, [3000, 9000], [300, 1200]) })); c.tick(); };
  const t = (n, a, o) => { kids.push(tool(n, a, o)); c.tick(); };
  t('hes_fleet_summary', { estate: 'Northgate' }, { meters: 1200, by_model: { 'EM-3PH-A': 180, 'EM-1PH-B': 1020 }, by_comms: { 'RF-mesh': 1044, cellular: 156 }, fw: { '7.0.4': 1112, '7.1.0': 88 } });
  t('hes_capacity', {}, { max_concurrent_ota: 80, image_kb: 412, rf_mesh_kbps_per_cell: 38, cells: 24, maintenance_window: '01:00-05:00' });
  t('hes_pilot_history', { fw: '7.1.0' }, { rollout: 88, failed: 3, failure_reason: 'RF mesh timeouts on cell 17 (hop count > 6)', mean_ota_min: 22 });
  t('hes_cell_map', { cell: 17 }, { cell: 17, meters: 41, max_hops: 8, median_rssi_dbm: -97, parent_collector: 'COL-NG-04' });
  r('Constraint 1: 2 % of 1,200 is 24 meters offline at once. A meter is offline for the reboot only (about 90 s) but the whole 22 min on average is at risk of failure, so concurrency must stay ≤ 24 even though the head-end allows 80.');
  r('Constraint 2: RF-mesh cells carry 38 kbps each; a 412 kB image takes ~87 s per meter at full rate, but mesh contention roughly quadruples it. 24 cells × 1 meter per cell = 24 concurrent, which matches the 2 % limit. Cellular meters (156) do not use the mesh and can go 24 at a time in their own wave.');
  r('Throughput: 1,044 RF meters / 24 per batch = 44 batches of ~22 min = 16 h, so four 4-hour night windows. Cell 17 failed in the pilot with hop count over 6; its meters go last, in a separate night with 1 at a time. The 88 meters already on 7.1.0 are upgraded in wave 1 as a canary.');
  r('Final plan: night 1 canary — 88 pilot meters + 56 cellular; night 2 — remaining 100 cellular + RF cells 1-8; night 3 — cells 9-16; night 4 — cells 18-24; night 5 — cell 17 serially. Abort rule: > 2 failures in a batch halts the wave.');
  ['N1', 'N2', 'N3', 'N4', 'N5'].forEach((w, i) => t('hes_create_ota_wave', { name: `fw72-${w}`, night: i + 1, concurrency: i === 4 ? 1 : 24, abort_failures: 2 }, { wave_id: 'wv-' + c.hex(8), status: 'SCHEDULED', start: `2025-03-${13 + i}T01:00:00Z` }));
  t('notify_stakeholders', { list: 'northgate-ops', subject: 'FW 7.2 rollout 13-17 March' }, { message_id: `<${c.hex(16)}@mail.utility.local>`, recipients: 6 });
  r('Five waves scheduled 13-17 March, 01:00 each night; concurrency 24 (1 on cell 17), abort after 2 failures per batch.');
  return { isolates: 'Four long reasoning steps in a row each add a new constraint or number (24 offline, mesh rates, batch count, wave plan) before five distinct waves are scheduled.', stagnation: false, goal, root: agent('ami-rollout-planner', { goal }, { waves: 5 }, kids, { tracer: 'openai responses trace' }) };
}
export default [r01, r02, r03];
