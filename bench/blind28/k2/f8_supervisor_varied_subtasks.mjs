// Family: supervisor_varied_subtasks (healthy) — a supervisor sends the SAME worker different sub-tasks, each returns new results, then synthesis.
import { Trace, row } from './lib.mjs';
const F = 'supervisor_varied_subtasks';

// helper: one supervisor → worker round
function round(t, toolName, worker, task, workerCalls, workerText, result) {
  return t.turn({ text: `Asking ${worker}: ${task}`, calls: [{ name: toolName, args: { agent: worker, task }, out: result, kids: [t.agent(worker, task, () => [...t.turn({ text: 'On it.', calls: workerCalls }), ...t.turn({ text: workerText })], result)] }] });
}

// 01 baseball bat manufacturing — LangGraph supervisor
function r01() {
  const t = new Trace(`${F}-01`, 'langsmith', { agent: 'bat-sourcing-supervisor', goal: 'Choose next season\'s maple billet supplier for the pro-model bat line, comparing moisture, slope-of-grain rejects, price and lead time.' });
  const k = [];
  k.push(...round(t, 'transfer_to_researcher', 'researcher', 'Get moisture-content stats for the last 3 deliveries from each of the two maple suppliers.', [{ name: 'query_qc_db', args: { table: 'billet_intake', metric: 'moisture_pct', last_n: 3 }, out: (n) => ({ 'Adirondack Hardwoods': [7.8, 8.1, 7.6], 'Laurentian Billets': [9.4, 8.9, 10.2], query_ms: n.ms(20, 300) }) }], 'Adirondack averages 7.8% moisture; Laurentian 9.5% (above our 9% target in 2 of 3).', 'Adirondack 7.8% avg; Laurentian 9.5% avg.'));
  k.push(...round(t, 'transfer_to_researcher', 'researcher', 'Now get slope-of-grain reject rates per supplier for this season.', [{ name: 'query_qc_db', args: { table: 'billet_inspection', metric: 'slope_of_grain_reject', season: 2025 }, out: { 'Adirondack Hardwoods': { inspected: 1840, rejected: 92 }, 'Laurentian Billets': { inspected: 2210, rejected: 66 } } }], 'Rejects: Adirondack 5.0%, Laurentian 3.0%.', 'Slope-of-grain rejects: Adirondack 5.0%, Laurentian 3.0%.'));
  k.push(...round(t, 'transfer_to_researcher', 'researcher', 'Finally, fetch current price per billet and quoted lead time from both suppliers\' latest quotes.', [{ name: 'read_quotes', args: { folder: 'procurement/quotes/2026' }, out: (n) => [{ supplier: 'Adirondack Hardwoods', usd_per_billet: 21.5, lead_weeks: 6, quote_ref: 'Q-' + n.digits(5) }, { supplier: 'Laurentian Billets', usd_per_billet: 18.9, lead_weeks: 10, quote_ref: 'Q-' + n.digits(5) }] }], 'Adirondack $21.50, 6 weeks; Laurentian $18.90, 10 weeks.', 'Adirondack $21.50/6 wk; Laurentian $18.90/10 wk.'));
  k.push(...t.turn({ text: 'Synthesis: Adirondack is drier (7.8% vs 9.5%), so fewer kiln re-runs, but rejects more on grain (5% vs 3%). Effective cost per good billet: Adirondack 21.5/0.95 = $22.63; Laurentian 18.9/0.97 = $19.48 + re-kiln ~$1.20 = $20.68. Recommend Laurentian as primary with a 10-week order lead, Adirondack as backup for rush pro orders.' }));
  return row(F, 1, 'A LangGraph supervisor gives the same researcher three different queries (moisture, grain rejects, quotes), each with new data, then decides.', t, t.root(k, { out: 'Laurentian primary, Adirondack backup.' }));
}

// 02 wax seal makers — AutoGen group chat
function r02() {
  const t = new Trace(`${F}-02`, 'autogen', { agent: 'shop_manager', goal: 'Prepare the holiday product launch for the wax seal shop: pick 3 new seal designs, check brass stamp stock, and price the gift sets.' });
  const k = [];
  k.push(...round(t, 'ask_agent', 'analyst', 'Which 3 seal motifs had the most searches on our site in Oct–Nov without a matching product?', [{ name: 'search_log_query', args: { from: '2024-10-01', to: '2024-11-30', zero_result: true, top: 5 }, out: (n) => ({ top: [['mistletoe', 412], ['snowflake monogram', 377], ['reindeer', 298], ['tree ornament', 190], ['holly', 161]], generated: n.iso() }) }], 'Top unmatched: mistletoe (412), snowflake monogram (377), reindeer (298).', 'mistletoe, snowflake monogram, reindeer'));
  k.push(...round(t, 'ask_agent', 'analyst', 'How many 25 mm brass stamp blanks and walnut handles do we have, and what is the engraver\'s weekly capacity?', [{ name: 'inventory_lookup', args: { skus: ['BRASS-25', 'HANDLE-WAL'] }, out: { 'BRASS-25': 340, 'HANDLE-WAL': 210 } }, { name: 'workshop_capacity', args: { station: 'laser-engraver' }, out: { stamps_per_week: 180 } }], '340 blanks, 210 walnut handles (binding), engraver 180/week.', '340 blanks, 210 handles, 180/week'));
  k.push(...round(t, 'ask_agent', 'analyst', 'What did the 2023 gift sets sell at, and what was the margin at each price point?', [{ name: 'sales_history', args: { category: 'gift_set', year: 2023 }, out: [{ set: 'Stamp+3 wax sticks', price: 34, units: 410, margin: 0.52 }, { set: 'Stamp+6 sticks+spoon', price: 49, units: 520, margin: 0.58 }, { set: 'Deluxe boxed', price: 72, units: 95, margin: 0.55 }] }], 'The $49 set sold most (520) at 58% margin.', '$49 set best: 520 units, 58% margin'));
  k.push(...t.turn({ text: 'Launch: mistletoe, snowflake monogram, reindeer stamps; capped at 210 sets by walnut handles (order 150 more), engraver can do 180/week so 2 weeks of lead. Price the main gift set at $49 (stamp + 6 sticks + spoon), deluxe at $74.' }));
  return row(F, 2, 'The manager asks the same analyst three different questions (search demand, stock, past pricing) and then combines them into a launch plan.', t, t.root(k, { out: 'Launch plan ready.' }));
}

// 03 music box makers — CrewAI hierarchical
function r03() {
  const t = new Trace(`${F}-03`, 'crewai', { agent: 'Workshop Manager', goal: 'Answer a bespoke order inquiry: an 18-note music box playing a custom wedding waltz, engraved lid, delivered in 8 weeks — feasible, and at what price?' });
  const k = [];
  k.push(...round(t, 'Delegate work to coworker', 'Arranger', 'Check whether the waltz (score attached, 3/4, range C4–E6) fits an 18-note comb and what must change.', [{ name: 'analyze_score', args: { file: 'waltz_for_ana.musicxml', comb_notes: 18 }, out: (n) => ({ pitches_needed: 23, fits_after_transposition: false, reduced_arrangement_pitches: 18, dropped: ['F#5 passing notes', 'low G3'], duration_s: 38.5, analysis_id: n.hex(10) }) }], 'Needs 23 pitches; an 18-note reduction is possible by dropping passing F#5s and the low G3; 38.5 s loop.', 'Feasible as an 18-note reduction, 38.5 s.'));
  k.push(...round(t, 'Delegate work to coworker', 'Arranger', 'Estimate cylinder pinning time for that reduction and whether we have an 18-note comb blank tuned to D major.', [{ name: 'comb_stock', args: { notes: 18 }, out: [{ id: 'CB18-D-04', key: 'D', status: 'available' }, { id: 'CB18-C-11', key: 'C', status: 'reserved' }] }], 'Comb CB18-D-04 in D is available; pinning about 14 hours.', 'CB18-D-04 available; 14 h pinning.'));
  k.push(...round(t, 'Delegate work to coworker', 'Arranger', 'Get the engraver\'s quote and slot for a walnut lid with two names and a date.', [{ name: 'engraver_quote', args: { material: 'walnut', text_lines: 2, art: 'laurel border' }, out: (n) => ({ price_eur: 85, first_slot: '2025-05-19', quote: 'EQ-' + n.digits(4) }) }], 'Engraving €85, slot from 19 May.', '€85, 19 May'));
  k.push(...t.turn({ text: 'Feasible in 8 weeks: arrangement 1 week, pinning 14 h, engraving from 19 May. Price: base box €340 + custom arrangement €180 + engraving €85 = €605.' }));
  return row(F, 3, 'A CrewAI manager delegates three distinct checks (arrangement, comb stock, engraving) to one Arranger and then quotes €605.', t, t.root(k, { out: { raw: 'Feasible; €605.' } }));
}

// 04 horseradish farm — OpenAI Agents SDK (agents as tools)
function r04() {
  const t = new Trace(`${F}-04`, 'agents', { agent: 'Farm Manager', goal: 'Decide which horseradish field to harvest first this autumn and book the lifter and the grading crew.' });
  const k = [];
  k.push(...round(t, 'field_analyst', 'Field Analyst', 'Summarise root-size samples from fields H1, H2 and H3.', [{ name: 'get_samples', args: { fields: ['H1', 'H2', 'H3'] }, out: { H1: { avg_root_mm: 41, n: 30 }, H2: { avg_root_mm: 36, n: 30 }, H3: { avg_root_mm: 44, n: 28 } } }], 'H3 has the largest roots (44 mm), then H1 (41), H2 (36).', 'H3 44 mm, H1 41, H2 36'));
  k.push(...round(t, 'field_analyst', 'Field Analyst', 'Check soil trafficability for the next 10 days per field.', [{ name: 'soil_moisture', args: { fields: ['H1', 'H2', 'H3'], days: 10 }, out: (n) => ({ H1: 'ok from day 2', H2: 'ok', H3: 'waterlogged until day 6 (clay)', probe_sync: n.iso() }) }], 'H3 is waterlogged until day 6; H1 workable from day 2.', 'H3 wet until day 6'));
  k.push(...round(t, 'field_analyst', 'Field Analyst', 'What are the contractor lifter\'s free days?', [{ name: 'contractor_calendar', args: { contractor: 'Brennan Lifting' }, out: ['day 3', 'day 4', 'day 7', 'day 8'] }], 'Lifter free days 3, 4, 7, 8.', 'lifter: 3,4,7,8'));
  k.push(...t.turn({ text: 'Harvest H1 on days 3–4 (workable, good roots), H3 on days 7–8 once drained; H2 last, smaller roots need more growth.', calls: [{ name: 'book_contractor', args: { contractor: 'Brennan Lifting', days: [3, 4, 7, 8], fields: { 3: 'H1', 4: 'H1', 7: 'H3', 8: 'H3' } }, out: (n) => ({ booking: 'BL-' + n.digits(5), confirmed: true }) }] }));
  return row(F, 4, 'The manager uses one field-analyst agent-as-tool for three different questions, each giving new facts, then books the lifter.', t, t.root(k, { out: 'H1 days 3–4, H3 days 7–8, H2 later.' }));
}

// 05 support: birdhouse makers webshop dispute — OpenInference
function r05() {
  const t = new Trace(`${F}-05`, 'openinference', { agent: 'support-supervisor', goal: 'Resolve customer dispute #CS-8812: cedar birdhouse arrived with a cracked roof, customer wants refund plus shipping.' });
  const k = [];
  k.push(...round(t, 'call_worker', 'support-worker', 'Pull the order and shipment history for CS-8812.', [{ name: 'get_order', args: { ticket: 'CS-8812' }, out: (n) => ({ order: 'BH-' + n.digits(6), item: 'Cedar wren house, copper roof', paid: 64.0, shipping: 9.5, carrier: 'DPD', delivered: n.dmy() }) }], 'Order paid €64 + €9.50 shipping, delivered by DPD.', '€64 + €9.50, DPD'));
  k.push(...round(t, 'call_worker', 'support-worker', 'Look at the photos the customer attached and say whether damage is transit-related.', [{ name: 'get_attachments', args: { ticket: 'CS-8812' }, out: ['IMG_2231.jpg: roof panel split along grain, box corner crushed', 'IMG_2232.jpg: outer carton with DPD label, dented corner'] }], 'Crushed box corner matches the split: transit damage.', 'transit damage'));
  k.push(...round(t, 'call_worker', 'support-worker', 'Check whether a DPD damage claim window is still open.', [{ name: 'carrier_claims', args: { carrier: 'DPD', order: 'BH' }, out: { claim_window_days: 14, days_since_delivery: 5, eligible: true } }], 'Claim eligible (5 of 14 days).', 'claim eligible'));
  k.push(...t.turn({ text: 'Refund €73.50 (item + shipping) to the customer and file the DPD claim for €64 with both photos.', calls: [{ name: 'issue_refund', args: { ticket: 'CS-8812', amount: 73.5 }, out: (n) => ({ refund_id: 're_' + n.alnum(24), status: 'succeeded' }) }] }));
  return row(F, 5, 'The supervisor sends the same worker three distinct look-ups (order, photos, claim window) and then refunds.', t, t.root(k, { out: 'Refunded €73.50; DPD claim filed.' }));
}

// 06 billiard table installers — Agno team
function r06() {
  const t = new Trace(`${F}-06`, 'agno', { agent: 'install-coordinator', goal: 'Schedule installation of a 9 ft slate pool table in a customer\'s basement: check access, crew, and slate delivery.' });
  const k = [];
  k.push(...round(t, 'transfer_task_to_member', 'site-checker', 'From the customer survey, will the 3-piece slate fit down the stairs?', [{ name: 'read_site_survey', args: { job: 'PT-2031' }, out: 'Stair width 86 cm, turn at landing, headroom 1.95 m. Slate pieces 140 × 86 cm, 2.5 cm thick, ~70 kg each.' }], 'Fits on edge but the landing turn needs 3 people per slate.', 'fits; 3 carriers per slate'));
  k.push(...round(t, 'transfer_task_to_member', 'site-checker', 'Which crew has 3 people free on a weekday next week?', [{ name: 'crew_calendar', args: { week: 'next' }, out: { 'Crew A': ['Tue', 'Thu'], 'Crew B': ['Wed'], size: { 'Crew A': 3, 'Crew B': 2 } } }], 'Crew A (3 people) free Tue/Thu.', 'Crew A Tue/Thu'));
  k.push(...round(t, 'transfer_task_to_member', 'site-checker', 'When does the slate set arrive at the depot?', [{ name: 'track_shipment', args: { po: 'PO-77120' }, out: (n) => ({ status: 'in transit', eta: 'Wed', tracking: '1Z' + n.HEX(16) }) }], 'Slate ETA Wednesday.', 'slate Wed'));
  k.push(...t.turn({ text: 'Book Crew A on Thursday (slate arrives Wed).', calls: [{ name: 'book_install', args: { job: 'PT-2031', crew: 'Crew A', day: 'Thu' }, out: { booked: true } }] }));
  return row(F, 6, 'A coordinator gives one team member three different questions (stairs, crew, slate ETA) and books Thursday.', t, t.root(k, { out: 'Booked Thursday, Crew A.' }));
}

export default [r01, r02, r03, r04, r05, r06];
