import { Conv, root, span } from './lib.mjs';
export const family = 'long_step_echo';
export const loop = true, stagnation = true;
export const summary = 'One long reasoning/assistant step restated near-verbatim after a tool call that returned nothing new; then the run is cut off.';

export const rows = [
{ id: '01', domain: 'ice fishing hut rentals', style: 'anthropic',
  isolates: 'A 40-word plan about hut relocation is restated almost word for word after a second ice-thickness lookup returns the same reading.',
  goal: 'Decide which of the 14 rental huts on Lake Minnewaska must be moved before the weekend thaw and notify the renters.',
  build(N) {
    const c = new Conv('anthropic', N, { model: 'claude-3-5-sonnet-20241022', system: 'You manage ice-hut rentals for NorthShore Outfitters. Tools: ice_thickness, list_huts, notify_renter.', goal: this.goal });
    c.llm('I will start by listing the huts and their grid positions.', [{ name: 'list_huts', args: { lake: 'minnewaska', status: 'rented' } }]);
    c.tool({ huts: [{ id: 'H-03', grid: 'C4', renter: 'Dahl' }, { id: 'H-07', grid: 'D6', renter: 'Okafor' }, { id: 'H-11', grid: 'F2', renter: 'Lindqvist' }], count: 14, fetched_at: N.iso() });
    c.llm(null, [{ name: 'ice_thickness', args: { grids: ['C4', 'D6', 'F2'] } }]);
    const reading = () => `station=ML-buoy-${N.int(2, 4)} sampled ${N.syslog()} | C4: 9.5in clear | D6: 6.0in honeycombed | F2: 11.0in clear | forecast_high_sat=44F`;
    c.tool(reading());
    const plan = 'D6 is the weak spot: six inches of honeycombed ice will not hold a 2,000 lb hut once Saturday reaches 44F, so H-07 (Okafor) has to be towed to C4 or F2 before Friday evening, while H-03 and H-11 can stay where they are because they sit on clear ice above nine inches.';
    c.llm(plan + ' Let me confirm D6 once more before I message anyone.', [{ name: 'ice_thickness', args: { grids: ['D6'] } }]);
    c.tool(`station=ML-buoy-${N.int(2, 4)} sampled ${N.syslog()} | D6: 6.0in honeycombed | forecast_high_sat=44F`);
    c.llm('D6 is the weak spot: six inches of honeycombed ice will not hold a 2,000 lb hut once Saturday reaches 44F, so H-07 (Okafor) must be towed to C4 or F2 before Friday evening, while H-03 and H-11 can stay where they are since they sit on clear ice above nine inches. Let me confirm D6 once more before messaging anyone.', [{ name: 'ice_thickness', args: { grids: ['D6'] } }]);
    return root('anthropic', 'hut-thaw-agent', this.goal, c.cur, { status: 'cancelled', reason: 'max_turns reached (session budget)' }, { 'anthropic.version': '2023-06-01' });
  } },

{ id: '02', domain: 'salt mine ventilation', style: 'langgraph',
  isolates: 'A long diagnosis of a ventilation fan fault is repeated near-verbatim after the same sensor query returns the same airflow numbers.',
  goal: 'Find out why airflow in drift 7 of the Hallstatt-Nord salt mine dropped below 8 m3/s and propose a fix for the shift engineer.',
  build(N) {
    const c = new Conv('langgraph', N, { model: 'gpt-4o-2024-08-06', system: 'You are the ventilation assistant for the mine control room. Use scada_read and maintenance_log.', goal: this.goal });
    c.llm(null, [{ name: 'scada_read', args: { tags: ['D7.FAN2.RPM', 'D7.AIRFLOW', 'D7.DAMPER.POS'], window: '30m' } }]);
    const sc = () => ({ source: `opc.tcp://${N.host('scada-hist')}:4840`, read_at: N.isoOffset(1), values: { 'D7.FAN2.RPM': 612, 'D7.AIRFLOW': 6.9, 'D7.DAMPER.POS': 100 }, quality: 'Good', seq: N.int(880000, 889999) });
    c.tool(sc());
    c.llm(null, [{ name: 'maintenance_log', args: { asset: 'D7.FAN2', last_n: 3 } }]);
    c.tool([{ wo: 'WO-22817', date: N.euro(), note: 'belt tension adjusted' }, { wo: 'WO-22902', date: N.euro(), note: 'VFD firmware 4.12 -> 4.13' }, { wo: 'WO-23011', date: N.euro(), note: 'bearing grease' }]);
    const long = 'Fan 2 is turning at 612 rpm against a nominal 740 with the damper fully open, so the shortfall is on the drive side rather than a blockage; the VFD firmware change to 4.13 is the most recent intervention and probably lowered the frequency ceiling, which would explain airflow of 6.9 m3/s instead of the 8.2 the drift needs.';
    c.llm(long + ' I will re-read the live tags to be sure.', [{ name: 'scada_read', args: { tags: ['D7.FAN2.RPM', 'D7.AIRFLOW', 'D7.DAMPER.POS'], window: '30m' } }]);
    c.tool(sc());
    c.llm('Fan 2 is running at 612 rpm against a nominal 740 with the damper fully open, so the shortfall is on the drive side rather than a blockage; the VFD firmware change to 4.13 is the most recent intervention and probably lowered the frequency ceiling, which explains airflow of 6.9 m3/s instead of the 8.2 the drift needs. I will re-read the live tags to be sure.', [{ name: 'scada_read', args: { tags: ['D7.FAN2.RPM', 'D7.AIRFLOW', 'D7.DAMPER.POS'], window: '30m' } }]);
    return root('langgraph', 'LangGraph', this.goal, c.cur, null, { error_on_cut: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition' });
  } },

{ id: '03', domain: 'kelp biofuel pilot plant', style: 'crewai',
  isolates: 'A CrewAI agent writes the same long Thought about a digester pH problem twice, with an identical lab reading in between.',
  goal: 'Explain why methane yield of anaerobic digester AD-2 fell 30% this week and recommend a feedstock change.',
  build(N) {
    const c = new Conv('crewai', N, { model: 'gpt-4o-mini', system: 'You are Process Chemist. Use the tools: Lab Results Reader, Feed Log.', goal: this.goal });
    c.llm('Thought: I need the latest lab panel for AD-2 first.\nAction: Lab Results Reader\nAction Input: {"reactor": "AD-2", "panel": "daily"}', [{ name: 'Lab Results Reader', args: { reactor: 'AD-2', panel: 'daily' } }]);
    const lab = () => `LIMS export ${N.usDate()} (batch ${N.job('LB')})\npH 6.1 | VFA 4,850 mg/L | alkalinity 2,100 mg/L CaCO3 | CH4 52% | salinity 31 g/L`;
    c.tool(lab());
    c.llm('Thought: Check what went into the feed.\nAction: Feed Log\nAction Input: {"reactor": "AD-2", "days": 7}', [{ name: 'Feed Log', args: { reactor: 'AD-2', days: 7 } }]);
    c.tool('day | kelp_t | washed | glycerol_l\n1 | 3.2 | yes | 0\n2 | 3.4 | yes | 0\n3 | 4.1 | no | 0\n4 | 4.3 | no | 0\n5 | 4.2 | no | 0');
    c.llm('Thought: The unwashed kelp from day 3 onward raised salinity to 31 g/L and the loading rose by roughly a third, so the VFA to alkalinity ratio is now above 2 and the methanogens are inhibited by acid build-up and sodium; the remedy is to go back to washed kelp and cut loading to 3.2 t/day.\nAction: Lab Results Reader\nAction Input: {"reactor": "AD-2", "panel": "daily"}', [{ name: 'Lab Results Reader', args: { reactor: 'AD-2', panel: 'daily' } }]);
    c.tool(lab());
    c.llm('Thought: The unwashed kelp from day 3 onward pushed salinity to 31 g/L and loading rose by roughly a third, so the VFA to alkalinity ratio is above 2 and the methanogens are inhibited by acid build-up and sodium; the remedy is to return to washed kelp and cut loading to 3.2 t/day.\nAction: Lab Results Reader\nAction Input: {"reactor": "AD-2", "panel": "daily"}', [{ name: 'Lab Results Reader', args: { reactor: 'AD-2', panel: 'daily' } }]);
    const task = span('chain', 'Task: digester yield diagnosis', { description: this.goal, agent: 'Process Chemist' }, null, c.cur, { error: 'Agent stopped due to iteration limit or time limit.' });
    return root('crewai', 'Crew.kickoff', this.goal, [task], null, { 'crewai.version': '0.86.0' });
  } },

{ id: '04', domain: 'trapeze school class planning', style: 'gemini',
  isolates: 'A Gemini model emits the same long rigging-capacity reasoning twice after re-fetching an unchanged rig inspection record.',
  goal: 'Plan next Saturday\'s flying-trapeze classes so that no rig exceeds its certified load and beginners get the low rig.',
  build(N) {
    const c = new Conv('gemini', N, { model: 'gemini-1.5-pro-002', system: 'You schedule classes for Skyward Trapeze School.', goal: this.goal });
    c.llm(null, [{ name: 'get_bookings', args: { date: 'next_saturday' } }]);
    c.tool({ classes: [{ slot: '09:00', level: 'beginner', students: 8 }, { slot: '11:00', level: 'intermediate', students: 6 }, { slot: '14:00', level: 'beginner', students: 10 }] });
    c.llm(null, [{ name: 'get_rig_inspection', args: { rig_ids: ['LOW-1', 'HIGH-2'] } }]);
    const insp = () => ({ 'LOW-1': { certified_kN: 9, cert_expires: '2026-02-28', inspector: 'R. Feld' }, 'HIGH-2': { certified_kN: 12, cert_expires: '2025-12-31' }, generated: N.httpDate(), doc_etag: N.etag() });
    c.tool(insp());
    c.llm('The low rig LOW-1 is certified for 9 kN which in our catch-load table covers one flyer plus catcher at a time, so both beginner classes at 09:00 and 14:00 go on LOW-1 with the 10-person class split into two rotations of five, and the intermediate class at 11:00 takes HIGH-2. Before finalising I will recheck the certificates.', [{ name: 'get_rig_inspection', args: { rig_ids: ['LOW-1', 'HIGH-2'] } }]);
    c.tool(insp());
    c.llm('The low rig LOW-1 is certified for 9 kN, which in our catch-load table covers one flyer plus catcher at a time, so both beginner classes at 09:00 and 14:00 go on LOW-1 with the 10-person class split into two rotations of five, and the intermediate class at 11:00 takes HIGH-2. Before finalising I will recheck the certificates.', [{ name: 'get_rig_inspection', args: { rig_ids: ['LOW-1', 'HIGH-2'] } }]);
    return root('google-adk', 'invocation', this.goal, [span('agent', 'class_planner', { user_content: this.goal }, null, c.cur)], null, { 'adk.app_name': 'skyward_ops', cut_off: 'max_llm_calls=4' });
  } },

{ id: '05', domain: 'terrazzo flooring estimates', style: 'otel',
  isolates: 'The assistant repeats a long cost breakdown for a terrazzo lobby almost verbatim after a price lookup returns the same aggregate price.',
  goal: 'Produce a material estimate for a 180 m2 epoxy terrazzo lobby floor with brass divider strips for the Vasquez Tower bid.',
  build(N) {
    const c = new Conv('otel', N, { model: 'gpt-4.1', system: 'You estimate flooring jobs for Marmoreo Floors. Tools: price_lookup, takeoff.', goal: this.goal });
    c.llm(null, [{ name: 'takeoff', args: { drawing: 'VT-A-101 rev C', layer: 'FLOOR-TERRAZZO' } }]);
    c.tool({ area_m2: 180.4, divider_strip_m: 312, thickness_mm: 9, pattern: 'radial, 3 colours' });
    c.llm(null, [{ name: 'price_lookup', args: { skus: ['EPX-TZ-RESIN-20L', 'AGG-MARBLE-CARRARA-25KG', 'BRASS-STRIP-3MM-3M'] } }]);
    const pr = () => JSON.stringify({ supplier: 'Bauer Stone Supply', quoted: N.isoNoMs(), quote_ref: `Q${N.int(40000, 49999)}`, prices_eur: { 'EPX-TZ-RESIN-20L': 289, 'AGG-MARBLE-CARRARA-25KG': 31.5, 'BRASS-STRIP-3MM-3M': 18.2 }, valid_days: 14 });
    c.tool(pr());
    const est = 'At 9 mm over 180.4 m2 we need about 1.62 m3 of mix, which at a 1:2.5 resin to aggregate ratio is 23 pails of resin (6,647 EUR) and 150 bags of Carrara aggregate (4,725 EUR), plus 104 lengths of 3 mm brass strip for 312 m (1,893 EUR), so materials come to about 13,265 EUR before the 8% waste allowance.';
    c.llm(est + ' I will double-check the supplier prices.', [{ name: 'price_lookup', args: { skus: ['EPX-TZ-RESIN-20L', 'AGG-MARBLE-CARRARA-25KG', 'BRASS-STRIP-3MM-3M'] } }]);
    c.tool(pr());
    c.llm('At 9 mm over 180.4 m2 we need about 1.62 m3 of mix, which at a 1:2.5 resin-to-aggregate ratio is 23 pails of resin (6,647 EUR) and 150 bags of Carrara aggregate (4,725 EUR), plus 104 lengths of 3 mm brass strip for 312 m (1,893 EUR), so materials come to about 13,265 EUR before the 8% waste allowance. I will double-check supplier prices.');
    return root('otel', 'invoke_agent estimator', this.goal, c.cur, null, { 'gen_ai.agent.name': 'estimator', 'otel.status_code': 'ERROR', 'otel.status_description': 'deadline exceeded' });
  } },

{ id: '06', domain: 'hovercraft maintenance', style: 'agno',
  isolates: 'An Agno agent re-emits the same long skirt-wear assessment after re-reading an unchanged inspection sheet, and the session is cut off.',
  goal: 'Decide whether hovercraft GH-2155 can run the Friday Solent crossings or needs its skirt fingers replaced first.',
  build(N) {
    const c = new Conv('agno', N, { model: 'gpt-4o', system: 'You are the maintenance planner for Isle Hover Services.', goal: this.goal });
    c.llm(null, [{ name: 'get_inspection_sheet', args: { craft: 'GH-2155', section: 'skirt' } }], { agent: 'maint-planner' });
    const sheet = () => `INSPECTION SHEET GH-2155 / printed ${N.euro()} / sheet#${N.int(1000, 9999)}\nfingers inspected: 124\nworn >50%: 19 (bow 11, port 5, stbd 3)\ntorn: 2 (bow)\nlimit per OEM manual 7.3: max 15 worn >50% or any torn at bow`;
    c.tool(sheet());
    c.llm(null, [{ name: 'get_parts_stock', args: { part: 'GH-FINGER-STD' } }], { agent: 'maint-planner' });
    c.tool({ part: 'GH-FINGER-STD', on_hand: 26, bin: 'W2-14', last_count: N.iso() });
    c.llm('With 19 fingers worn past half and 2 torn at the bow the craft is over the OEM limit in manual section 7.3, so it cannot run Friday until at least the 11 bow fingers and the 2 torn ones are replaced; we have 26 in bin W2-14, which is enough, and the job is roughly a six hour night shift. Let me re-read the sheet to confirm the bow count.', [{ name: 'get_inspection_sheet', args: { craft: 'GH-2155', section: 'skirt' } }], { agent: 'maint-planner' });
    c.tool(sheet());
    c.llm('With 19 fingers worn past half and 2 torn at the bow, the craft is over the OEM limit in manual section 7.3, so it cannot run Friday until at least the 11 bow fingers and the 2 torn ones are replaced; we have 26 in bin W2-14, which is enough, and the job is about a six hour night shift. Let me re-read the sheet to confirm the bow count.', [{ name: 'get_inspection_sheet', args: { craft: 'GH-2155', section: 'skirt' } }], { agent: 'maint-planner' });
    return root('agno', 'Agent.run maint-planner', this.goal, c.cur, { status: 'RUNNING', note: 'session terminated by client' });
  } },
];
