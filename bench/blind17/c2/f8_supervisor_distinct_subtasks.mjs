// Healthy 3: a supervisor hands the same worker agent different sub-tasks in turn; each comes back with new results; then a synthesis.
import { Chat, SmolRun, agentSpan, toolSpan, llmSpan, chainSpan } from './lib.mjs';

export const family = {
  name: 'supervisor_distinct_subtasks',
  loop: false,
  stagnation: false,
  summary: 'A supervisor calls the same worker agent several times, each time with a different sub-task, each answer brings new results, and the supervisor writes a synthesis.',
};

export const rows = [
  // 01 knife sharpening service, AutoGen SelectorGroupChat
  (n) => {
    n.at('2024-06-17T07:30:00Z');
    const goal = "Plan Wednesday's mobile knife-sharpening round in the north zone: which pickups, whether the workshop can handle the blade mix, and a price estimate for the new restaurant client.";
    const chat = new Chat(n, { style: 'autogen', agent: 'coordinator', user: goal, userName: 'owner' });
    const W = 'ops_worker';
    const s = [];
    s.push(...chat.turn('ops_worker, first task: list the pickups booked for Wednesday in the north zone with their knife counts.', [], { speaker: 'coordinator' }));
    s.push(...chat.turn('', [{ name: 'list_pickups', args: { date: '2024-06-19', zone: 'north' }, out: { pickups: [{ client: 'Brasserie Lune', knives: 14 }, { client: 'Fenwick Butchers', knives: 22 }, { client: 'Okara Sushi', knives: 9, note: 'single-bevel yanagiba x4' }, { client: 'Mrs P. Daly (domestic)', knives: 5 }], count: 4, fetched: n.isoSec() } }], { speaker: W, executor: W }));
    s.push(...chat.turn('Wednesday north: Brasserie Lune 14, Fenwick Butchers 22, Okara Sushi 9 (4 single-bevel yanagiba), Mrs Daly 5. Total 50 knives.', [], { speaker: W }));
    s.push(...chat.turn('Good. Second task: check workshop capacity for that day by blade type, especially single-bevel and serrated.', [], { speaker: 'coordinator' }));
    s.push(...chat.turn('', [{ name: 'get_workshop_capacity', args: { date: '2024-06-19' }, out: { belt_grinder_slots: 45, whetstone_slots: 6, serrated_slots: 8, staff: ['Kai (whetstone)', 'Rob'], generated: n.iso() } }], { speaker: W, executor: W }));
    s.push(...chat.turn('Capacity Wednesday: 45 belt-grinder slots, 6 whetstone slots (Kai), 8 serrated. The 4 yanagiba need whetstone work, which fits; 50 knives total exceeds belt capacity by about 1 if all go on the belt, so Okara\'s knives should go to the whetstone.', [], { speaker: W }));
    s.push(...chat.turn('Third task: price estimate for Brasserie Lune as a new restaurant account at 14 knives fortnightly.', [], { speaker: 'coordinator' }));
    s.push(...chat.turn('', [{ name: 'price_quote', args: { client: 'Brasserie Lune', knives: 14, frequency: 'fortnightly', account_type: 'restaurant' }, out: { per_knife_gbp: 4.5, volume_discount_pct: 10, callout_gbp: 0, est_per_visit_gbp: 56.7, quote_id: n.jobId('Q-') } }], { speaker: W, executor: W }));
    s.push(...chat.turn('Brasserie Lune estimate: £4.50 per knife less 10 percent volume discount, no call-out charge, about £56.70 per fortnightly visit.', [], { speaker: W }));
    const fin = 'Wednesday north round: 4 pickups, 50 knives. Route Okara Sushi\'s 4 yanagiba and other knives to Kai\'s whetstone slots so the belt grinder stays within 45. Brasserie Lune new-account quote: about £56.70 per fortnightly visit (14 knives at £4.50 less 10%). TERMINATE';
    s.push(...chat.turn(fin, [], { speaker: 'coordinator' }));
    return {
      domain: 'mobile knife sharpening service', style: 'AutoGen / AG2 group chat',
      isolates: 'The coordinator gives ops_worker three different tasks (pickups, capacity, pricing), each answered with new data, then writes the day plan.',
      goal,
      root: agentSpan('SelectorGroupChat.run', { task: goal, participants: ['coordinator', 'ops_worker'] }, { stop_reason: "Text 'TERMINATE' mentioned" }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 02 open-water swimming events, Google ADK with AgentTool sub-agent
  (n) => {
    n.at('2024-07-26T06:00:00Z');
    const goal = 'Give a go/no-go safety briefing for Saturday\'s 3 km open-water swim at Coniston: water quality, safety-kayak cover, and whether the course buoys are in place.';
    const lead = new Chat(n, { style: 'adk', agent: 'event_lead', system: 'You are the event safety lead. Delegate fact-finding to logistics_worker via the AgentTool.', user: goal, tools: ['logistics_worker'] });
    const s = [];
    const worker = (task, toolName, args, out, answer) => {
      const w = new Chat(n, { style: 'adk', agent: 'logistics_worker', system: 'You answer one logistics question using the event tools.', user: task });
      const ws = [...w.turn('', [{ name: toolName, args, out }]), ...w.turn(answer, [])];
      return agentSpan('agent_run [logistics_worker]', { request: task }, answer, ws, { 'gcp.vertex.agent.invocation_id': w.invocation });
    };
    const sub = (task, toolName, args, out, answer) => {
      const sp = lead.turn('', [{ name: 'logistics_worker', args: { request: task }, out: { result: answer } }]);
      sp[1].children = [worker(task, toolName, args, out, answer)];
      return sp;
    };
    s.push(...sub('Latest E. coli and intestinal enterococci results for the Coniston swim area.', 'get_water_samples', { site: 'Coniston Water - Monk Coniston' }, { samples: [{ taken: '2024-07-24', e_coli_cfu_100ml: 180, enterococci_cfu_100ml: 42, lab_ref: `EA-${n.digits(7)}` }], classification: 'Excellent (bathing water 2023)', source_updated: n.httpDate() }, 'Sample from 24 July: E. coli 180 cfu/100 ml, enterococci 42 cfu/100 ml, both well within the "excellent" thresholds.'));
    s.push(...sub('How many safety kayakers are confirmed for Saturday 08:00-12:00?', 'get_volunteer_rota', { date: '2024-07-27', role: 'safety_kayak' }, { confirmed: 7, tentative: 2, names_hash: n.sha1().slice(0, 10), ratio_required: '1 per 20 swimmers', entries: 128 }, '7 safety kayakers confirmed plus 2 tentative for 128 entrants; the 1:20 ratio needs 7, so cover is just met.'));
    s.push(...sub('Are all six course buoys deployed at their planned GPS positions?', 'get_buoy_positions', { course: '3km-loop' }, { buoys: [1, 2, 3, 4, 5, 6].map((b) => ({ buoy: b, deployed: b !== 5, drift_m: b === 5 ? null : n.int(1, 9) })), last_ping: n.isoSec() }, 'Buoys 1-4 and 6 are in place within 9 m of plan; buoy 5 (far turn) is not yet deployed.'));
    const fin = 'GO, with one action: water quality is excellent (E. coli 180, enterococci 42), safety-kayak cover exactly meets 1:20 with 7 confirmed (ask the 2 tentative to confirm), and buoy 5 at the far turn must be deployed before the 07:30 course check.';
    s.push(...lead.turn(fin, []));
    return {
      domain: 'open-water swimming events', style: 'Google ADK events',
      isolates: 'The lead agent calls the logistics_worker sub-agent three times with different questions (water samples, kayak rota, buoy positions), each returning new facts, then gives a go/no-go.',
      goal,
      root: agentSpan('agent_run [event_lead]', { new_message: goal, session_id: lead.session }, fin, s, { 'gcp.vertex.agent.invocation_id': lead.invocation }),
    };
  },

  // 03 thermal imaging roof surveys, Mastra agent network
  (n) => {
    n.at('2025-01-29T13:00:00Z');
    const goal = "Turn last night's drone thermal survey of the Hillcrest Primary School roofs into a client report: where the wet insulation is, how much heat it loses, and a draft letter to the bursar.";
    const sup = new Chat(n, { style: 'mastra', agent: 'surveySupervisor', system: 'You supervise survey reporting. Delegate to the analystAgent tool one task at a time.', user: goal });
    const s = [];
    const analyst = (task, toolName, args, out, answer) => {
      const w = new Chat(n, { style: 'mastra', agent: 'analystAgent', user: task });
      return agentSpan("agent run: 'analystAgent'", { messages: [{ role: 'user', content: task }] }, { text: answer }, [...w.turn('', [{ name: toolName, args, out }]), ...w.turn(answer, [])], { spanType: 'agent_run', agentId: 'analystAgent', runId: w.session });
    };
    const ask = (task, toolName, args, out, answer) => {
      const sp = sup.turn('', [{ name: 'analystAgent', args: { task }, out: { text: answer } }]);
      sp[1].children = [analyst(task, toolName, args, out, answer)];
      s.push(...sp);
    };
    ask('Classify anomalies on the flat roofs in mosaic HCP-0128.', 'classifyThermalMosaic', { mosaic: 'HCP-0128', deltaT_threshold_c: 2.5 }, { anomalies: [{ id: 'A1', roof: 'Block B flat', area_m2: 38, deltaT: 4.1, pattern: 'amorphous, follows falls' }, { id: 'A2', roof: 'Hall', area_m2: 6, deltaT: 2.9, pattern: 'linear at upstand' }], flight: { ambient_c: 1.5, wind_ms: 1.8, captured: n.iso() }, model: 'roofnet-v3.2' }, 'Two anomalies: A1 on Block B flat roof, 38 m2, +4.1 C, amorphous pattern following the falls (typical of wet insulation); A2 at the hall upstand, 6 m2, +2.9 C, linear (likely a thermal bridge, not moisture).');
    ask('Estimate annual heat loss from anomaly A1 (38 m2 wet insulation).', 'estimateHeatLoss', { area_m2: 38, u_dry: 0.25, u_wet_factor: 3.5, degree_days: 2200 }, { extra_kwh_year: 1720, extra_cost_gbp_year: 129, assumptions: 'gas at 7.5p/kWh, boiler 85%' }, 'A1 adds roughly 1,720 kWh a year of heat loss, about £129 a year at current gas prices.');
    ask('Draft a short letter to the bursar summarising A1 and A2 and recommending core samples.', 'draftLetter', { to: 'Bursar, Hillcrest Primary', findings: ['A1', 'A2'] }, { docId: n.uuid(), words: 212, preview: 'Dear Mrs Okafor, our thermal survey on 28 January found an area of about 38 m2 on the Block B flat roof...' }, 'Letter drafted (212 words) recommending two core samples on Block B and monitoring of the hall upstand.');
    const fin = 'Report ready: Block B flat roof has about 38 m2 of probable wet insulation (+4.1 C, about 1,720 kWh and £129 a year of extra loss); the hall upstand shows a thermal bridge, not moisture. Letter to the bursar drafted recommending core samples.';
    s.push(...sup.turn(fin, []));
    return {
      domain: 'thermal imaging roof surveys', style: 'Mastra agent network',
      isolates: 'The supervisor uses the analyst agent three times for different jobs (classify anomalies, estimate heat loss, draft a letter); each returns new output and the supervisor summarises.',
      goal,
      root: agentSpan("agent run: 'surveySupervisor'", { messages: [{ role: 'user', content: goal }] }, { text: fin, finishReason: 'stop' }, s, { spanType: 'agent_run', agentId: 'surveySupervisor', runId: sup.session }),
    };
  },

  // 04 solar eclipse tour operator, plain
  (n) => {
    n.at('2025-06-02T10:00:00Z');
    const goal = 'Choose the viewing site for our 12 August 2026 total eclipse tour in northern Spain: compare cloud odds at Burgos and Soria, road access and permits at the Soria plateau site, and hotel availability.';
    const chat = new Chat(n, { style: 'plain', system: 'You are the tour design lead. Use ask_researcher to delegate one research question at a time to the research worker.', user: goal });
    const s = [];
    const research = (q, toolName, args, out, ans) => {
      const w = new Chat(n, { style: 'plain', system: 'You are a research worker. Answer one question using your tools, briefly.', user: q });
      return agentSpan('research_worker', { question: q }, ans, [...w.turn('', [{ name: toolName, args, out }]), ...w.turn(ans, [])], { worker_run: n.uuid() });
    };
    const ask = (text, q, toolName, args, out, ans) => {
      const sp = chat.turn(text, [{ name: 'ask_researcher', args: { question: q }, out: ans }]);
      sp[1].children = [research(q, toolName, args, out, ans)];
      s.push(...sp);
    };
    ask('Starting with the weather, which decides most eclipse trips.', 'Mid-August late-afternoon cloud cover climatology for Burgos and Soria.', 'cloud_climatology', { sites: ['Burgos', 'Soria'], month: 8, hour_utc: 17 }, { Burgos: { mean_cloud_pct: 31, clear_prob: 0.58 }, Soria: { mean_cloud_pct: 24, clear_prob: 0.66 }, source: 'ERA5 2004-2023', computed: n.iso() }, 'Soria is better: 24% mean cloud and 66% chance of clear sky at eclipse time, against 31% and 58% at Burgos.');
    ask('Soria looks better on weather; next the practicalities of the plateau site.', 'Road access, parking capacity and permits for a group of 60 at the Altos de Barahona plateau near Soria.', 'site_info', { site: 'Altos de Barahona' }, { road: 'SO-132 paved to 400 m of site, coach OK', parking: 'field for 3 coaches with landowner consent', permits: 'Ayuntamiento de Barahona event notice 30 days ahead; no fee for < 100 people', contact_ref: n.reqId('AYTO-') }, 'Coach-accessible via SO-132 to within 400 m; field parking for 3 coaches with landowner consent; a 30-day event notice to Barahona town hall, free under 100 people.');
    ask('Last, accommodation for the group.', 'Hotel availability in Soria city for 30 twin rooms on 11-13 August 2026.', 'hotel_availability', { city: 'Soria', rooms: 30, checkin: '2026-08-11', nights: 2 }, { options: [{ hotel: 'Hotel Alfonso VIII', twins_available: 22, rate_eur: 138 }, { hotel: 'Parador de Soria', twins_available: 12, rate_eur: 196 }], as_of: n.ymd() }, 'Hotel Alfonso VIII has 22 twins at €138 and the Parador 12 at €196; together they cover 30 rooms.');
    const fin = 'Recommend Altos de Barahona near Soria: best clear-sky odds (66% vs 58% at Burgos), coach access and simple permitting (file the town-hall notice by 13 July 2026). Split accommodation: 22 twins at Hotel Alfonso VIII (€138) and 8 at the Parador (€196).';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'solar eclipse tour operator', style: 'plain message-level',
      isolates: 'The lead sends the research worker three different questions (cloud odds, site access, hotels), each answered with new data, then recommends a site.',
      goal,
      root: agentSpan('tour_design_lead', { goal }, fin, s, { run_id: n.uuid(), status: 'completed' }),
    };
  },

  // 05 ice sculpture studio, smolagents with managed agent
  (n) => {
    n.at('2024-12-09T08:20:00Z');
    const goal = 'Can the studio take the rush order for a 2 m ice swan centrepiece plus 40 ice shot glasses for a gala on Friday 13 December? Check block stock, freezer space for finished pieces, and the delivery van\'s recent temperature logs.';
    const run = new SmolRun(n, { task: goal });
    const managed = (task, toolName, args, out, ans) => {
      const m = new SmolRun(n, { task });
      const st = m.step({ thought: `Use ${toolName} to answer.`, code: `r = ${toolName}(**${JSON.stringify(args)})\nprint(r)`, calls: [{ name: toolName, args, out }], logs: JSON.stringify(out).slice(0, 160) + '\n' });
      const fa = m.final('I have what I need.', `final_answer(${JSON.stringify(ans)})`, ans);
      return agentSpan('freezer_inventory_agent', { task }, ans, [st, fa], { 'smolagents.managed_agent': true });
    };
    const s = [];
    const step = (thought, task, toolName, args, out, ans) => {
      const sp = run.step({ thought, code: `ans = freezer_inventory_agent(task=${JSON.stringify(task)})\nprint(ans)`, calls: [{ name: 'freezer_inventory_agent', args: { task }, out: ans }], logs: ans + '\n' });
      sp.children[1].children = [managed(task, toolName, args, out, ans)];
      s.push(sp);
    };
    step('Ask the inventory agent about clear block stock first.', 'How many crystal-clear 100x50x25 cm Clinebell blocks are in stock and unreserved?', 'query_block_stock', { type: 'clinebell_clear', size: '100x50x25' }, { on_hand: 11, reserved: 5, free: 6, oldest_pull: '2024-11-28', scanned: n.iso() }, '6 unreserved clear blocks (11 on hand, 5 reserved).');
    step('Six blocks is enough for a 2 m swan (about 4 blocks) plus glasses from offcuts. Now freezer space for the finished pieces.', 'How much display-freezer space is free from Wednesday to Friday, in pallet positions?', 'query_freezer_space', { freezer: 'holding-2', from: '2024-12-11', to: '2024-12-13' }, { positions_total: 8, positions_free: 3, temp_setpoint_c: -14, alarm_count_7d: 0 }, 'Holding freezer 2 has 3 of 8 pallet positions free Wednesday to Friday at -14 C, no alarms this week.');
    step('Space works: the swan needs two positions, glasses one. Last, the van\'s temperature history.', 'Summarise the refrigerated van temperature log for the last three deliveries.', 'get_van_temp_log', { van: 'VAN-2', last_n_trips: 3 }, { trips: [{ date: '2024-12-02', max_c: -9.5 }, { date: '2024-12-05', max_c: -10.1 }, { date: '2024-12-07', max_c: -4.0, note: 'door open 11 min at venue' }], logger: `TL-${n.hex(6)}` }, 'Van 2 held below -9.5 C on two trips; on 7 December it peaked at -4.0 C because the door was open 11 minutes at the venue.');
    s.push(run.final('All three checks are positive; the only risk is door discipline at the venue.', 'final_answer("Yes, take the order: 6 free clear blocks (swan needs ~4), 3 free freezer positions Wed-Fri, van OK but brief the crew to keep door-open time short after the 7 Dec -4.0 C peak.")', 'Yes, take the order: 6 free clear blocks (swan needs ~4), 3 free freezer positions Wed-Fri, van OK but brief the crew to keep door-open time short after the 7 Dec -4.0 C peak.'));
    return {
      domain: 'ice sculpture studio', style: 'smolagents CodeAgent with managed agent',
      isolates: 'The manager code agent calls the same managed inventory agent three times with different questions (blocks, freezer space, van log), each returning new facts, then answers yes with one caveat.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal }, 'Yes, take the order: 6 free clear blocks (swan needs ~4), 3 free freezer positions Wed-Fri, van OK but brief the crew to keep door-open time short after the 7 Dec -4.0 C peak.', s, { run_id: n.uuid(), managed_agents: ['freezer_inventory_agent'] }),
    };
  },

  // 06 acoustic panel manufacturer, OpenTelemetry GenAI
  (n) => {
    n.at('2024-05-14T09:40:00Z');
    const goal = 'Prepare a proposal for treating the podcast studio at Marsh Lane Media (room 5.2 x 4.1 x 2.7 m, measured RT60 0.82 s): how many panels, whether "Slate Grey" fabric is in stock, and the production lead time.';
    const sup = new Chat(n, { style: 'otel', agent: 'proposal_supervisor', system: 'You write acoustic treatment proposals. Delegate calculations and lookups to the quote_worker agent.', user: goal });
    const s = [];
    const worker = (task, toolName, args, out, ans) => {
      const w = new Chat(n, { style: 'otel', agent: 'quote_worker', user: task });
      return agentSpan('invoke_agent quote_worker', { input: task }, ans, [...w.turn('', [{ name: toolName, args, out }]), ...w.turn(ans, [])], { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'quote_worker' });
    };
    const ask = (task, toolName, args, out, ans) => {
      const sp = sup.turn('', [{ name: 'quote_worker', args: { task }, out: ans }]);
      sp[1].children = [worker(task, toolName, args, out, ans)];
      s.push(...sp);
    };
    ask('How many 1200x600x50 mm panels are needed to bring RT60 from 0.82 s to 0.30 s in a 5.2 x 4.1 x 2.7 m room?', 'sabine_calc', { dims_m: [5.2, 4.1, 2.7], rt60_now_s: 0.82, rt60_target_s: 0.3, panel: { area_m2: 0.72, nrc: 0.95 } }, { volume_m3: 57.6, added_absorption_sabins_m2: 19.9, panels: 29, calc_id: n.uuid() }, '29 panels (about 19.9 m2 Sabine of added absorption for 57.6 m3).');
    ask('Is Slate Grey Camira Blazer fabric in stock for 29 panels?', 'fabric_stock', { fabric: 'Camira Blazer', colour: 'Slate Grey' }, { metres_on_hand: 21.5, metres_needed_per_panel: 0.9, incoming: { metres: 50, eta: '2024-05-22' } }, 'Only 21.5 m in stock, enough for 23 panels; 50 m more arrives 22 May.');
    ask('What is the current production lead time for 29 standard panels?', 'production_queue', { product: 'standard-50', qty: 29 }, { queue_days: 8, earliest_ship: '2024-05-30', line: n.pick(['line A', 'line B']) }, 'Lead time 8 working days; earliest ship date 30 May, after the fabric delivery.');
    const fin = 'Proposal: 29 panels (1200x600x50, NRC 0.95) to bring RT60 from 0.82 s to about 0.30 s. Slate Grey Blazer: 21.5 m in stock, rest arrives 22 May, so the full order ships 30 May within the normal 8-day lead time.';
    s.push(...sup.turn(fin, []));
    return {
      domain: 'acoustic panel manufacturer', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'The supervisor asks quote_worker three different things (panel count, fabric stock, lead time), each answered with new figures, and then writes the proposal.',
      goal,
      root: agentSpan('invoke_agent proposal_supervisor', { input: goal }, fin, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'proposal_supervisor', 'gen_ai.conversation.id': n.uuid() }),
    };
  },
];
