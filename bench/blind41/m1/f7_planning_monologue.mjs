import { agent, llm, tool, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'planning_monologue', loop: false, stagnation: false };
const seq = (mk, steps) => steps.map((s, i) => mk(s, i));
export const scenarios = [
// 01 sunflower oil press - Anthropic Messages API
(c) => ({ isolates: 'Five long consecutive thinking blocks each add new numbers (seed moisture, press throughput, filter capacity, tank space, staffing) before a final plan.', goal: 'Plan next week\'s pressing schedule at the sunflower oil mill.',
  root: agent('messages-session', { model: 'claude-3-7-sonnet-20250219' }, null, [...seq((t) => llm('POST /v1/messages', { thinking: { type: 'enabled', budget_tokens: 4000 } }, { content: [{ type: 'thinking', thinking: t }] }), [
    'Incoming seed: 184 t delivered Monday from three farms, moisture 9.1%, 8.4% and 10.2%; the 10.2% lot from Kovac must be dried to 8% first, costing one dryer shift of 9 hours.',
    'Press capacity: two screw presses at 1.6 t/h each, so 38.4 t per 12-hour day per pair of shifts; 184 t needs 4.8 press-days, so Monday to Friday works if pressing starts Monday 14:00.',
    'Filtration is the bottleneck: the plate filter handles 420 l/h and oil yield is about 38%, so 70 t of oil is 76,000 l, i.e. 181 filter-hours; that needs the second filter from Wednesday.',
    'Storage: tanks T1-T4 hold 90,000 l, T3 is half full with last week\'s high-oleic batch (11,200 l), so free space is 78,800 l, enough with a 2,800 l margin; no tanker pickup needed until Monday.',
    'Staffing: filter 2 needs a certified operator; Ilse is certified and on leave Thursday, so Marek covers Thursday and Ilse does Wednesday and Friday; final schedule follows.']),
    tool('publish_schedule', { week: 43, press_start: 'Mon 14:00', filter2_from: 'Wed' }, { published: true, url: 'https://mill.local/schedule/w43' }),
    llm('POST /v1/messages', {}, { content: [{ type: 'text', text: 'Schedule for week 43 published: pressing Mon 14:00-Fri, second filter from Wednesday, Kovac lot dried first.' }] })]) }),
// 02 cross-country ski trail grooming - OpenAI Responses API
(c) => ({ isolates: 'Consecutive reasoning summaries each introduce different facts (snow depth by trail, groomer hours, race start time, route order) leading to a concrete grooming plan.', goal: 'Plan overnight grooming for cross-country ski trails before Saturday\'s club race.',
  root: agent('responses.create', { model: 'o4-mini', reasoning: { effort: 'medium', summary: 'auto' } }, { status: 'completed' }, [
    tool('web_search_call', { query: 'snow depth report Langlauf Nordtal' }, { status: 'completed', results: 'Nordtal: 62 cm base, 14 cm new overnight' }),
    ...seq((t, i) => llm('response.output_item reasoning', { item: i }, { type: 'reasoning', summary: [{ type: 'summary_text', text: t }] }), [
      'Trail A (race loop, 7.5 km) has 14 cm fresh snow on a 62 cm base; it needs a compaction pass then a classic track set, roughly 2.5 hours with the PistenBully 100.',
      'Trail B (skating warm-up, 3 km) only needs tilling; 45 minutes. Trail C (family loop) can wait until Sunday since the race does not use it.',
      'The groomer has 6 hours of driver time available tonight (22:00-04:00), and the race starts 09:30, so snow needs at least 4 hours to set after the last pass on the race loop.',
      'Order: Trail A compaction 22:00-23:30, Trail A track set 23:30-00:30, Trail B 00:30-01:15, leaving 8 hours of setting time for the race loop and 2 spare hours for Trail C if wanted.']),
    llm('response.output_item message', {}, { type: 'message', content: [{ type: 'output_text', text: 'Grooming plan: A compaction 22:00, A tracks 23:30, B till 00:30; C deferred to Sunday.' }] })]) }),
// 03 amphibious bus tours - Gemini
(c) => ({ isolates: 'A sequence of long model turns each add new facts about tides, vehicle certification, slipway slots and drivers before committing the timetable.', goal: 'Build next Sunday\'s timetable for amphibious bus harbour tours.',
  root: agent('gemini-chat-session', { model: 'gemini-2.0-flash' }, null, [
    ...seq((t) => llm('models/gemini-2.0-flash:generateContent', { contents: '[…]' }, { candidates: [{ content: { parts: [{ text: t }] } }] }), [
      'High water at the harbour is 11:42 (4.9 m) and low water 17:58 (0.8 m); the slipway is only usable above 1.6 m, which rules out entries between about 16:20 and 19:40.',
      'Two vehicles: Duck 1 has a current boat certificate until March; Duck 2\'s bilge pump recertification expires Saturday, so only Duck 1 can enter the water on Sunday.',
      'Each tour is 75 minutes with 25 in the water; with one vehicle and 15 minutes turnaround, Duck 1 can run 10:00, 11:30, 13:00, 14:30 and 16:00 (entry 16:35 would be too late, so 16:00 is the last).',
      'Drivers: Amara holds both the PCV and boatmaster licence and can do three tours; Jonas covers 13:00 and 14:30. Duck 2 will run a road-only tour at 12:00 for the overflow.']),
    tool('create_timetable', { date: 'Sunday', tours: ['10:00', '11:30', '13:00', '14:30', '16:00'], road_only: ['12:00'] }, { functionResponse: { name: 'create_timetable', response: { id: 'TT-' + c.int(1000, 9999), status: 'saved' } } }),
  ]) }),
// 04 rubber tapping cooperative - DSPy ChainOfThought
(c) => ({ isolates: 'Several long reasoning steps each add a different quantity (latex yield, DRC, price, transport) to reach a payout decision.', goal: 'Compute fair weekly payouts for members of a rubber tapping cooperative.',
  root: agent('dspy.Module', { member_count: 38 }, null, [
    tool('fetch_weekly_deliveries', { week: 37 }, { litres: 5230, drc_avg: 0.33, members: 38 }),
    ...seq((t) => llm('ChainOfThought.forward/Predict', { signature: 'deliveries -> reasoning, payout' }, { reasoning: t }), [
      'Total latex 5,230 l at average dry rubber content 33% gives about 1,726 kg of dry rubber equivalent for the week.',
      'The buyer price this week is 152 baht per kg of DRC for RSS3 grade, so gross revenue is about 262,350 baht before deductions.',
      'Deductions: transport to the factory 4 trips at 2,100 baht, cooperative levy 3% (7,870 baht), ammonia preservative 3,400 baht; net about 242,680 baht.',
      'Payout per member must be by their DRC kg, not litres, because DRC ranged 0.28 to 0.38; net per kg DRC is therefore about 140.6 baht, applied to each member\'s measured DRC.']),
    tool('post_payouts', { week: 37, rate_per_kg_drc: 140.6 }, { posted: 38 }),
  ]) }),
// 05 fountain maintenance - Langfuse
(c) => ({ isolates: 'Consecutive long planning generations each add concrete new content about pumps, chemicals, crews and permits for the fountain programme.', goal: 'Plan the spring recommissioning of the city\'s public fountains.',
  root: agent('fountain-recommission', { trace: { name: 'fountain-recommission' } }, null, [
    tool('asset_list', { category: 'fountain' }, { count: 14, with_pump_faults: ['F03', 'F09'] }),
    ...seq((t) => span('GENERATION', 'plan-step', { model: 'gpt-4o' }, { completion: t }), [
      'There are 14 fountains; F03 and F09 have pump faults from the winter log, so they need the pump contractor (Hydrotec, 3-day lead time) before filling.',
      'Water treatment: the 12 working fountains need a chlorine shock at 5 mg/l and legionella sampling 7 days after filling; the lab can take 6 samples per day, so sampling spans two days.',
      'Crews: two crews of two can recommission 3 fountains a day each, so 12 fountains take two days; F03 and F09 follow on day 5 after Hydrotec.',
      'Permits: F11 sits in the conservation area and needs a notice to the heritage officer 10 days ahead, so the programme starts on 22 April rather than 15 April.']),
    span('EVENT', 'plan-saved', {}, { start: '2025-04-22', end: '2025-04-29' }),
  ]) }),
// 06 wolf reintroduction telemetry DB - Pydantic AI
(c) => ({ isolates: 'A Pydantic AI run has four long reasoning parts in a row, each adding new table sizes, index names and maintenance windows, then applies a tuning plan.', goal: 'Plan Postgres vacuum and index tuning for the wolf reintroduction GPS telemetry database.',
  root: agent('agent run', { prompt: 'Telemetry DB is slow, plan tuning' }, null, [
    tool('running tool: table_stats', {}, { gps_fixes: { rows: 412000000, dead_tup_pct: 18.4 }, collar_events: { rows: 2100000, dead_tup_pct: 2.1 } }),
    ...seq((t) => llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: t }] }), [
      'gps_fixes has 412 M rows with 18.4% dead tuples, far above the default autovacuum scale factor of 0.2 being reached slowly; set autovacuum_vacuum_scale_factor to 0.02 for that table.',
      'Queries filter by collar_id and fix_time; the existing index is only on fix_time, so a composite BRIN on fix_time plus a btree on (collar_id, fix_time) would serve the pack-range queries.',
      'Building the btree on 412 M rows takes about 40 minutes; use CREATE INDEX CONCURRENTLY during the 02:00-04:00 window when collars are not uploading.',
      'collar_events is healthy at 2.1% dead tuples and needs no change; after the index exists, drop idx_fix_time_only, saving 31 GB.']),
    tool('running tool: submit_change_request', { items: 3, window: '02:00-04:00' }, { cr: 'CR-' + c.int(1000, 9999), state: 'approved' }),
  ]) }),
];
