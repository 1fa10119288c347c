// Healthy 4: a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
import { Chat, agentSpan } from './lib.mjs';

export const family = {
  name: 'nested_delegation_chain',
  loop: false,
  stagnation: false,
  summary: 'Three or more agents are nested, each delegating a narrower and different sub-task to the next; the deepest one uses tools, results flow back up and the top agent finishes.',
};

const rootName = (style, agent) => ({ adk: `agent_run [${agent}]`, otel: `invoke_agent ${agent}`, mastra: `agent run: '${agent}'`, autogen: agent, llamaindex: `${agent}.run`, smol: `${agent}.run`, plain: agent }[style]);

// levels: [{agent, task, delegateText, childTool, result}], leaf: {agent, task, calls:[[text, calls]], result}
function chain(n, style, levels, leaf, depth = 0) {
  if (depth === levels.length) {
    const c = new Chat(n, { style, agent: leaf.agent, system: leaf.system, user: leaf.task });
    const spans = [];
    leaf.steps.forEach(([text, calls]) => spans.push(...c.turn(text, calls)));
    spans.push(...c.turn(leaf.result, []));
    return agentSpan(rootName(style, leaf.agent), { task: leaf.task }, leaf.result, spans, { depth, session: c.session });
  }
  const L = levels[depth];
  const next = depth + 1 < levels.length ? levels[depth + 1] : leaf;
  const c = new Chat(n, { style, agent: L.agent, system: L.system, user: L.task });
  const child = chain(n, style, levels, leaf, depth + 1);
  const spans = [];
  (L.before || []).forEach(([text, calls]) => spans.push(...c.turn(text, calls)));
  const sp = c.turn(L.delegateText, [{ name: L.childTool || `transfer_to_${next.agent}`, args: { task: next.task }, out: next.result }]);
  sp[1].children = [child];
  spans.push(...sp);
  (L.after || []).forEach(([text, calls]) => spans.push(...c.turn(text, calls)));
  spans.push(...c.turn(L.result, []));
  return { span: agentSpan(rootName(style, L.agent), { task: L.task }, L.result, spans, { depth, session: c.session }), depth }.span;
}

export const rows = [
  // 01 court reporting, Google ADK
  (n) => {
    n.at('2024-09-30T15:00:00Z');
    const goal = 'Certify the transcript of the Harlow v. Dene Logistics deposition (day 2) for filing: all speaker labels must be verified against the audio where the draft marks them uncertain.';
    const root = chain(n, 'adk', [
      { agent: 'production_manager', system: 'You manage transcript production and certification.', task: goal, before: [['', [{ name: 'get_transcript_status', args: { matter: 'HARLOW-DENE', day: 2 }, out: { pages: 214, uncertain_speaker_marks: 3, draft_rev: `r${n.int(5, 9)}`, reporter: 'CSR 11823' } }]]], delegateText: 'Three uncertain speaker marks remain. Handing the transcript cleanup to the transcript editor.', childTool: 'transcript_editor', result: 'Transcript certified for filing: 214 pages, all 3 uncertain speaker labels resolved against the audio (2 relabelled to Mr. Okoye, 1 confirmed as the witness). Certificate CERT-' + n.int(1000, 9999) + ' issued.', after: [['', [{ name: 'issue_certificate', args: { matter: 'HARLOW-DENE', day: 2, csr: '11823' }, out: { certificate: 'issued', pdf: `/certs/${n.hex(12)}.pdf` } }]]] },
      { agent: 'transcript_editor', system: 'You clean up transcript drafts.', task: 'Resolve the three [SPEAKER?] marks in the day-2 draft and update the speaker labels.', delegateText: 'The marks are at 47:12, 112:3 and 188:20. Asking the speaker-ID checker to verify each against the audio.', childTool: 'speaker_id_checker', result: 'Updated labels: page 47 line 12 and page 112 line 3 are MR. OKOYE (defence counsel); page 188 line 20 is THE WITNESS. Draft saved as the next revision.', after: [['', [{ name: 'apply_speaker_labels', args: { changes: [['47:12', 'MR. OKOYE'], ['112:3', 'MR. OKOYE'], ['188:20', 'THE WITNESS']] }, out: { saved: true, rev: `r${n.int(10, 12)}` } }]]] },
    ], { agent: 'speaker_id_checker', system: 'You identify speakers from audio timecodes.', task: 'Who speaks at the audio positions matching 47:12, 112:3 and 188:20?', steps: [['', [{ name: 'map_lines_to_timecode', args: { lines: ['47:12', '112:3', '188:20'] }, out: { '47:12': n.smpte(30), '112:3': n.smpte(30), '188:20': n.smpte(30), sync_file: `sync_${n.hex(6)}.json` } }]], ['Matching voiceprints at those three timecodes.', [{ name: 'voiceprint_match', args: { positions: ['47:12', '112:3', '188:20'], enrolled: ['Ms. Harlow counsel', 'Mr. Okoye', 'Witness'] }, out: { results: [{ pos: '47:12', best: 'Mr. Okoye', score: 0.93 }, { pos: '112:3', best: 'Mr. Okoye', score: 0.88 }, { pos: '188:20', best: 'Witness', score: 0.95 }], model: 'spk-emb-2.1' } }]]], result: '47:12 Mr. Okoye (0.93), 112:3 Mr. Okoye (0.88), 188:20 the witness (0.95).' });
    return { domain: 'court reporting transcripts', style: 'Google ADK events (nested sub-agents)', isolates: 'A production manager delegates cleanup to a transcript editor, who delegates speaker verification to a checker with audio tools; the labels come back up and the transcript is certified.', goal, root };
  },

  // 02 bike-share docks, OpenTelemetry GenAI
  (n) => {
    n.at('2025-04-14T05:30:00Z');
    const goal = "Produce this morning's rebalancing plan for the city bike-share before the 07:00 commuter peak.";
    const root = chain(n, 'otel', [
      { agent: 'rebalancing_planner', task: goal, before: [['', [{ name: 'get_network_fill', args: { at: 'now' }, out: { stations: 212, empty: 9, full: 14, worst_zone: 'North', snapshot: n.isoSec(), feed: 'gbfs/station_status.json', ttl: 60 } }]]], delegateText: 'North zone has most of the empty docks. Delegating the North zone plan to the zone agent.', childTool: 'zone_agent_north', result: 'Plan: van N1 moves 18 bikes from Riverside Quay (full) to Hill Street and Parkgate; van N2 covers Station Road. Central and South need no moves before 07:00. Plan published to the van tablets.', after: [['', [{ name: 'publish_plan', args: { vans: ['N1', 'N2'], moves: 3 }, out: { published: true, version: n.int(300, 400) } }]]] },
      { agent: 'zone_agent_north', task: 'Plan moves for the North zone: which stations need bikes, where to take them from, which van.', before: [['', [{ name: 'list_zone_stations', args: { zone: 'North', filter: 'empty_or_full' }, out: { empty: ['Hill Street (114)', 'Parkgate (118)', 'Station Road (102)'], full: ['Riverside Quay (131)'], vans: ['N1 @ depot', 'N2 @ Station Road'] } }]]], delegateText: 'Hill Street is the busiest of the three empty stations. Asking the station agent for its exact peak demand.', childTool: 'station_agent', result: 'North plan: N1 takes 18 bikes from Riverside Quay, drops 12 at Hill Street and 6 at Parkgate; N2 moves 5 bikes from its load to Station Road.' },
      { agent: 'station_agent', task: 'How many bikes does Hill Street (114) need to cover 07:00-09:00 departures?', delegateText: 'Forecasting departures needs the dock sensors checked first; delegating the dock health check.', childTool: 'dock_diagnostics', result: 'Hill Street needs 12 bikes for the peak (forecast 15 departures, 3 arrivals), and all 20 docks work.' },
    ], { agent: 'dock_diagnostics', task: 'Check dock health at station 114 and give the 07:00-09:00 demand forecast.', steps: [['', [{ name: 'dock_status', args: { station: 114 }, out: { docks: 20, faulty: 0, firmware: '4.8.1', last_heartbeat: n.ago() } }, { name: 'demand_forecast', args: { station: 114, from: '07:00', to: '09:00' }, out: { departures: 15, arrivals: 3, model: 'gbm-v12', mape: 0.18 } }]]], result: 'Station 114: 20 of 20 docks healthy; forecast 15 departures and 3 arrivals between 07:00 and 09:00, net need 12 bikes.' });
    return { domain: 'bike-share dock network', style: 'OpenTelemetry GenAI semantic conventions (nested invoke_agent)', isolates: 'Four nested agents (network, zone, station, dock diagnostics) each take a narrower question; the dock-level answer flows back up into a published plan.', goal, root };
  },

  // 03 wheelwright, plain message-level sub-agents
  (n) => {
    n.at('2024-03-19T09:00:00Z');
    const goal = 'Quote for a replacement rear wheel for a customer\'s 1890s Welsh hay wain (54 inch diameter, 14 spokes, oak spokes, elm nave, ash felloes, hot-set iron tyre).';
    const root = chain(n, 'plain', [
      { agent: 'quoting_agent', task: goal, delegateText: 'The price depends on the timber. Asking the wheel design agent for a cutting list.', childTool: 'wheel_design_agent', result: 'Quote: £2,850 for the 54 in rear wheel (timber £610 from the cutting list, 62 hours labour at £32, iron tyre £256). Lead time 7 weeks while the oak spoke billets finish seasoning.', after: [['', [{ name: 'price_quote', args: { timber_gbp: 610, hours: 62, rate: 32, tyre_gbp: 256 }, out: { total_gbp: 2850, quote_no: `Q-${n.int(200, 299)}` } }]]] },
      { agent: 'wheel_design_agent', task: 'Produce the cutting list for a 54 in, 14-spoke wheel (oak spokes, elm nave, ash felloes).', delegateText: 'Spoke length and dish determine the spoke billets; handing that calculation to the spoke agent.', childTool: 'spoke_geometry_agent', result: 'Cutting list: 14 oak spoke billets 24 x 3 x 2.5 in, 1 elm nave 14 in dia x 16 in, 7 ash felloes 3.5 x 3 in from 4 ft stock. Timber cost £610.', after: [['', [{ name: 'timber_prices', args: { items: ['oak billet', 'elm nave blank', 'ash felloe stock'] }, out: { oak_billet: 22, elm_nave: 180, ash_felloe: 17.5, currency: 'GBP', list: n.ymd() } }]]] },
    ], { agent: 'spoke_geometry_agent', task: 'Compute spoke length and dish for a 54 in wheel with a 14 in nave and 3 in felloes.', steps: [['', [{ name: 'spoke_calc', args: { wheel_dia_in: 54, nave_dia_in: 14, felloe_depth_in: 3, dish_deg: 5 }, out: { spoke_length_in: 20.6, tenon_in: 1.5, billet_in: 24, dish_offset_in: 1.8 } }]]], result: 'Spokes 20.6 in between shoulders plus 1.5 in tenons each end; cut from 24 in billets; 1.8 in dish offset at the rim.' });
    return { domain: 'wheelwright workshop', style: 'plain message-level (agents as tools)', isolates: 'The quoting agent delegates the cutting list to a design agent, which delegates spoke geometry to a calculation agent; the numbers come back up into a priced quote.', goal, root };
  },

  // 04 knitting pattern publisher, Mastra
  (n) => {
    n.at('2025-02-17T12:00:00Z');
    const goal = 'Get the "Fellside Raglan" sweater pattern ready for release: the tech editor must sign off that the size grading (XS-4XL) is consistent.';
    const root = chain(n, 'mastra', [
      { agent: 'releaseAgent', task: goal, delegateText: 'Release is blocked only on tech-edit sign-off. Sending the pattern to the tech editor agent.', childTool: 'techEditorAgent', result: 'Fellside Raglan is ready: tech edit signed off after correcting the 3XL raglan decrease count (38 rounds, not 36). Release scheduled for Thursday.', after: [['', [{ name: 'scheduleRelease', args: { pattern: 'fellside-raglan', date: '2025-02-20' }, out: { scheduled: true, listingId: n.uuid() } }]]] },
      { agent: 'techEditorAgent', task: 'Tech-edit the Fellside Raglan pattern; focus on grading consistency.', delegateText: 'Stitch counts look fine in the body; the yoke is where grading errors hide. Asking the grading agent to check the raglan decreases per size.', childTool: 'gradingAgent', result: 'Signed off with one correction: 3XL raglan decreases must run 38 rounds to reach the neck count; all other sizes consistent.', after: [['', [{ name: 'applyCorrection', args: { section: 'Yoke', size: '3XL', field: 'decrease_rounds', value: 38 }, out: { ok: true, errataId: n.jobId('ERR-') } }]]] },
    ], { agent: 'gradingAgent', task: 'For each size, check that the raglan decrease rounds take the yoke cast-on to the stated neck stitches.', steps: [['', [{ name: 'readGradingTable', args: { pattern: 'fellside-raglan', section: 'Yoke' }, out: { sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'], yoke_sts: [272, 288, 304, 320, 344, 368, 424, 416], neck_sts: [96, 96, 104, 104, 112, 112, 120, 120], decrease_rounds: [22, 24, 25, 27, 29, 32, 36, 37], dec_per_round: 8 } }]], ['Checking each size: (yoke - neck) / 8 decreases per round.', [{ name: 'computeCheck', args: { formula: '(yoke_sts - neck_sts) / dec_per_round' }, out: { expected: [22, 24, 25, 27, 29, 32, 38, 37], mismatches: [{ size: '3XL', stated: 36, expected: 38 }] } }]]], result: 'Only 3XL is off: (424 - 120) / 8 = 38 decrease rounds are needed, but the pattern states 36. All other sizes match.' });
    return { domain: 'knitting pattern publisher', style: 'Mastra agents (nested agent tools)', isolates: 'A release agent delegates to a tech editor, who delegates the yoke grading check to a grading agent; the single correction flows back up and the pattern is scheduled.', goal, root };
  },

  // 05 coach tour operator, AutoGen nested chats
  (n) => {
    n.at('2024-04-02T10:30:00Z');
    const goal = 'Finalise day 3 (Stirling to Inverness) of the 8-day Highlands coach tour for 44 passengers: lunch stop, a distillery visit slot, and driver hours compliance.';
    const root = chain(n, 'autogen', [
      { agent: 'itinerary_lead', task: goal, delegateText: 'Day 3 needs a concrete timed plan; passing it to the day planner.', childTool: 'day_planner', result: 'Day 3 final: depart Stirling 08:30, Pitlochry lunch 11:45-13:00 (Blair Atholl Tearooms, 44 covers booked), Dalwhinnie distillery tour 14:15, arrive Inverness 17:10. Driver duty 8h40, driving 4h05, compliant. TERMINATE' },
      { agent: 'day_planner', task: 'Build a timed plan for Stirling to Inverness with lunch and a distillery visit, within EU driver rules.', before: [['', [{ name: 'route_times', args: { from: 'Stirling', to: 'Inverness', via: ['Pitlochry', 'Dalwhinnie'], vehicle: 'coach' }, out: { legs: [['Stirling', 'Pitlochry', '1h35'], ['Pitlochry', 'Dalwhinnie', '0h55'], ['Dalwhinnie', 'Inverness', '1h35']], total_drive: '4h05', provider: 'routing-v7', computed_in: n.msStr() } }]]], delegateText: 'Driving time is fine. Asking the venue booker to secure lunch and the distillery slot around these legs.', childTool: 'venue_booker', result: 'Timed plan built around Pitlochry lunch 11:45 and Dalwhinnie 14:15; driver duty 8h40 with 4h05 driving and a 75-minute break, compliant.' },
    ], { agent: 'venue_booker', task: 'Book lunch for 44 in Pitlochry around 11:45 and a distillery tour at Dalwhinnie after 14:00.', steps: [['', [{ name: 'book_restaurant', args: { town: 'Pitlochry', covers: 44, time: '11:45', coach_parking: true }, out: { venue: 'Blair Atholl Tearooms', confirmed: true, ref: `BAT-${n.int(1000, 9999)}`, menu: 'set two-course' } }]], ['Lunch confirmed. Now the distillery tour slot.', [{ name: 'book_tour', args: { site: 'Dalwhinnie Distillery', group: 44, after: '14:00' }, out: { slot: '14:15', groups_split: 2, confirmed: true, ref: n.reqId('DAL-') } }]]], result: 'Lunch: Blair Atholl Tearooms 11:45, 44 covers (set two-course). Dalwhinnie tour 14:15 in two groups of 22.' });
    return { domain: 'coach tour operator', style: 'AutoGen nested chats', isolates: 'The itinerary lead hands day 3 to a day planner, which computes legs and hands the bookings to a venue booker; confirmations come back up into a final timed day.', goal, root };
  },

  // 06 sand sculpture festival, LlamaIndex
  (n) => {
    n.at('2025-05-05T08:00:00Z');
    const goal = 'Confirm the sand supply for the Weymouth sand sculpture festival: 300 t of compactable sculpting sand delivered to the beach compound by 2 June.';
    const root = chain(n, 'llamaindex', [
      { agent: 'FestivalPlanner', task: goal, delegateText: 'Sand supply is a logistics job; delegating to the logistics agent.', childTool: 'sand_logistics_agent', result: 'Sand confirmed: 300 t of washed Dorset building sand (fines 14%, passes the compaction test) from Wareham Quarry, delivered in 15 loads on 29-30 May, £9,450 incl. haulage. PO raised.', after: [['', [{ name: 'raise_po', args: { supplier: 'Wareham Quarry', amount_gbp: 9450 }, out: { po: `PO-${n.int(5000, 5999)}`, approved_by: 'festival director' } }]]] },
      { agent: 'sand_logistics_agent', task: 'Source 300 t of sculpting-grade sand and arrange delivery to the beach compound by 2 June.', before: [['', [{ name: 'quarry_stock', args: { product: 'washed building sand', min_t: 300, radius_km: 40 }, out: { quarries: [{ name: 'Wareham Quarry', stock_t: 1200, fines_pct: 14, price_t: 21.5 }, { name: 'Crossways Pit', stock_t: 400, fines_pct: 6, price_t: 19 }] } }]]], delegateText: 'Wareham has the higher fines content that sculptors need. Asking the haulage agent for delivery slots and cost.', childTool: 'haulage_quote_agent', result: 'Wareham Quarry, 300 t at £21.50/t (£6,450) plus haulage £3,000, delivered 29-30 May.' },
    ], { agent: 'haulage_quote_agent', task: 'Quote delivery of 300 t from Wareham Quarry to Weymouth beach compound before 2 June; beach access only at low tide.', steps: [['', [{ name: 'tide_windows', args: { place: 'Weymouth', from: '2025-05-28', to: '2025-06-01' }, out: { windows: [['2025-05-29', '06:10-10:40'], ['2025-05-30', '06:50-11:20']], source: 'UKHO', retrieved: n.isoSec() } }, { name: 'haulier_quote', args: { tonnes: 300, from: 'Wareham', to: 'Weymouth Esplanade compound', truck_t: 20 }, out: { loads: 15, price_gbp: 3000, trucks: 4, quote_ref: n.reqId('HQ-') } }]]], result: '15 loads of 20 t with 4 trucks inside the low-tide windows on 29 May (06:10-10:40) and 30 May (06:50-11:20); haulage £3,000.' });
    return { domain: 'sand sculpture festival', style: 'LlamaIndex agent workflow (nested agents)', isolates: 'A festival planner delegates sand supply to a logistics agent, which delegates haulage against tide windows to a haulage agent; the quote flows back up and a PO is raised.', goal, root };
  },
];
