import { agent, llm, tool, span, sys, user } from './lib.mjs';
export const family = 'productive_planning_monologue';
export const loop = false;
export const stagnation = false;

export const rows = [
{ domain: 'charity gala catering', style: 'Anthropic Messages API logs (extended thinking)',
  isolates: 'Four consecutive long thinking blocks each add new numbers (covers, dietary split, staffing, costs) before one order is placed.',
  goal: 'Plan catering for a 300-guest charity gala with a £21,000 food budget.',
  build(R) {
    const th = [
      '300 guests, 3 courses. RSVP dietary data: 41 vegetarian, 17 vegan, 9 coeliac, 4 nut allergy. Meat mains = 300-41-17 = 242. Budget £21,000 → £70/head including staff.',
      'Staffing: silver service at 1 server per 10 guests = 30 servers × 6h × £16.50 = £2,970. Chefs: 6 × 9h × £22 = £1,188. Staff total £4,158, leaving £16,842 for food & hire (£56.14/head).',
      'Menu costing: starter beetroot tartare £6.20, main lamb rump £19.80 (veg: wild-mushroom wellington £11.40), dessert £5.90. Food cost = 300×6.20 + 242×19.80 + 58×11.40 + 300×5.90 = 1,860 + 4,791.60 + 661.20 + 1,770 = £9,082.80.',
      'Hire: 30 round tables + linen £1,350, crockery for 300×3 £1,620. Total £9,082.80 + £2,970 + £4,158 = £16,210.80; contingency 10% £1,621 → £17,832, under budget by £3,168. Decide: upgrade dessert wine pairing (£2,400). Order with Harcourt Catering.',
    ];
    const kids = th.map((t, i) => llm('messages.create', { model: 'claude-opus-4-20250514', thinking: { type: 'enabled', budget_tokens: 8000 }, messages: [user('Plan the gala catering')] }, { content: [{ type: 'thinking', thinking: t, signature: R.b62(40) }], stop_reason: i < 3 ? 'pause_turn' : 'tool_use' }, { request_id: R.reqId('req_011C') }));
    kids.push(tool('place_catering_order', { vendor: 'Harcourt Catering', covers: 300, total_gbp: 17832 }, { order: 'HC-' + R.int(10000, 99999), status: 'confirmed', deposit_due: '2025-09-01' }));
    kids.push(llm('messages.create', {}, { content: [{ type: 'text', text: 'Order HC placed: 300 covers, £17,832 incl. contingency; £3,168 headroom used for dessert wine.' }], stop_reason: 'end_turn' }));
    return agent('gala-planner', { goal: 'cater 300-guest gala' }, 'done', kids, {});
  } },
{ domain: 'amateur musical rehearsal schedule', style: 'DSPy (module / predictor traces)',
  isolates: 'A DSPy ChainOfThought pipeline produces five reasoning steps in a row, each introducing new scenes, cast conflicts and room bookings, then outputs a schedule.',
  goal: 'Build a 6-week rehearsal schedule for an amateur production of "The Pirates of Penzance".',
  build(R) {
    const steps = [
      'Show has 2 acts, 21 numbers. Principals: 9; chorus 24. Available evenings: Tue, Thu; Sundays 14:00-18:00. 6 weeks → 12 evenings + 6 Sundays = 18 sessions.',
      'Conflicts: Frederic (Tom) away week 3 Thu; Mabel (Ines) cannot do Tuesdays. So Mabel-heavy numbers ("Poor wand\'ring one", "Ah, leave me not") go on Thursdays/Sundays.',
      'Chorus blocks: pirates chorus numbers 1, 8, 15 → weeks 1-2 Tuesdays; police numbers 17, 19 → weeks 2-3 Tuesdays (Sergeant available).',
      'Room: church hall free all Tue/Thu; Sunday needs school hall (booked weeks 1-4 only) → weeks 5-6 Sundays move to the theatre itself (tech week).',
      'Final: week 5 run-throughs Act 1 Tue, Act 2 Thu; Sunday wk5 full run; week 6 tech Sun, dress Tue+Thu. Total principal calls 14, chorus calls 11.',
    ];
    const kids = steps.map((s, i) => llm('dspy.ChainOfThought(PlanStep).forward', { prior_steps: i, signature: 'context, constraints -> reasoning, plan_fragment' }, { reasoning: s, plan_fragment: `fragment_${i + 1}` }, { lm: 'openai/gpt-4o-mini', temperature: 0.0 }));
    kids.push(tool('export_calendar', { sessions: 18 }, { ics: '/exports/pirates_rehearsals.ics', events: 18, sha256: R.hex(64) }));
    return agent('RehearsalPlanner.__call__', { show: 'Pirates of Penzance', weeks: 6 }, { schedule: '18 sessions, ics exported' }, kids, { dspy_version: '2.6' });
  } },
{ domain: 'loyalty app Postgres capacity planning', style: 'OpenAI Responses API (reasoning summaries)',
  isolates: 'Three reasoning summaries, each with new metrics (QPS, storage growth, replica counts), followed by a concrete sizing decision.',
  goal: 'Size the Postgres cluster for the coffee-chain loyalty app for next year\'s growth.',
  build(R) {
    const kids = [tool('get_metrics', { db: 'loyalty-pg', window: '90d' }, { p95_qps: 4200, peak_qps: 7900, storage_gb: 610, growth_gb_per_month: 38, cpu_peak_pct: 71, read_ratio: 0.86, sampled_at: R.iso() })];
    const sums = [
      'Peak 7,900 QPS with 86% reads → 6,794 read QPS, 1,106 write QPS. Primary CPU peaks at 71% on 16 vCPU.',
      'Projected users +60% next year → peak ~12,640 QPS; writes ~1,770. Storage: 610 GB + 12 × 38 GB × 1.6 ≈ 1,340 GB.',
      'Decision: primary db.r7g.4xlarge (16 vCPU → 32 vCPU needed for writes at 60% target? no: writes scale to 1,770 → ~1.6× CPU → 28 vCPU) → db.r7g.8xlarge; 3 read replicas r7g.4xlarge; gp3 2 TB @ 12k IOPS.',
    ];
    for (const s of sums) kids.push(llm('responses.create', { model: 'o4-mini', reasoning: { effort: 'medium', summary: 'auto' } }, { output: [{ type: 'reasoning', id: 'rs_' + R.hex(32), summary: [{ type: 'summary_text', text: s }] }], usage: { output_tokens_details: { reasoning_tokens: R.int(400, 2000) } } }, { 'x-request-id': R.reqId('req_') }));
    kids.push(llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Recommendation: r7g.8xlarge primary, 3× r7g.4xlarge replicas, 2 TB gp3. Est. $11.9k/month.' }] }], status: 'completed' }));
    return agent('capacity-planner', { input: 'size loyalty-pg for next year' }, { status: 'completed' }, kids, {});
  } },
{ domain: 'farmers co-op seed potato distribution', style: 'W&B Weave calls',
  isolates: 'Weave-recorded planner makes four reasoning calls in a row, each allocating a different variety or solving a new transport constraint.',
  goal: 'Allocate 86 tonnes of seed potatoes among 14 co-op farms and plan collection days.',
  build(R) {
    const st = [
      'Orders: Maris Piper 38 t (9 farms), Charlotte 21 t (6 farms), Sarpo Mira 27 t (5 farms). Store holds 31 t MP, 24 t Charlotte, 31 t Sarpo → MP short by 7 t.',
      'MP shortfall 7 t: pro-rate 18.4% cut across 9 farms, except Hollybank (organic cert, no substitute) keeps full 5 t → others cut 21.2%; offer Sarpo Mira surplus 4 t as substitute.',
      'Transport: 2 trailers × 12 t. Collection days Mon/Wed/Fri. Mon: north farms (5) 23.5 t; Wed: valley farms (5) 24 t → over by 0 t ok; Fri: remaining 4 farms 20.3 t.',
      'Leftover after allocation: Charlotte 3 t, Sarpo 0 t. Sell Charlotte 3 t to Ashdown garden centre at £410/t. Send allocations.',
    ];
    const kids = st.map((s, i) => llm('Weave.op plan_step', { inputs: { step: i + 1 } }, { output: s }, { weave_call_id: R.uuid(), 'summary.usage': { 'gpt-4o': R.tokens() }, started_at: R.iso() }));
    kids.push(tool('Weave.op send_allocations', { farms: 14 }, { emailed: 14, bounces: 0 }, { weave_call_id: R.uuid() }));
    return agent('Weave.op allocate_seed_potatoes', { tonnes: 86, farms: 14 }, { ok: true }, kids, { weave_project: 'coop/seed-2025' });
  } },
{ domain: 'physics lab equipment move', style: 'Inspect AI eval log',
  isolates: 'In an Inspect AI sample the model writes four long reasoning messages, each deciding new items (lasers, cryostat, crate counts, dates), then submits the plan.',
  goal: 'Plan moving the optics and low-temperature labs from the Ashby building to the new Hale building.',
  build(R) {
    const ms = [
      'Inventory: 3 optical tables (1.2×2.4 m, 680 kg), 2 Class 4 lasers, 1 dilution cryostat (must be warmed to 300 K, 5 days), 46 crates.',
      'Lasers: laser safety officer must sign off; move Tuesday wk1 with dedicated van. Optical tables: need riggers (Hale lift rated 1,000 kg, OK) — book Thursday wk1.',
      'Cryostat: start warm-up Monday wk1, move Monday wk2, pump-down 3 days, cool-down 4 days → operational Sunday wk2. Helium recovery line connect on Tuesday wk2.',
      'Crates: 46 crates / 15 per van trip = 4 trips, Wednesday wk1. Total downtime optics 6 days, low-T 13 days. Submit.',
    ];
    const kids = ms.map((m) => llm('model generate', { messages: [user('Plan the lab move')] }, { choices: [{ message: { role: 'assistant', content: m }, stop_reason: 'stop' }] }, { event: 'model', model: 'anthropic/claude-3-7-sonnet', timestamp: R.iso() }));
    kids.push(tool('submit', { answer: 'Move plan: lasers Tue wk1, tables Thu wk1, crates Wed wk1, cryostat Mon wk2.' }, 'submitted', { event: 'tool' }));
    return agent('sample 1 (epoch 1)', { input: 'Plan the lab move' }, { score: { value: 'C' } }, kids, { eval_id: R.b62(22), task: 'lab_logistics', log_file: `logs/${R.iso().slice(0, 10)}_lab-logistics_${R.b62(8)}.eval` });
  } },
{ domain: 'night market vendor layout', style: 'Microsoft Prompt flow trace — not in the brief\'s list',
  isolates: 'A Prompt flow run with five LLM nodes in sequence, each adding concrete stall numbers, power loads or fire lanes, then the layout is exported.',
  goal: 'Lay out 64 vendor stalls for the harbour night market within fire and power constraints.',
  build(R) {
    const nodes = [
      ['count_stalls', '64 vendors: 22 hot food, 18 crafts, 14 drinks, 10 produce. Hot food needs 16 A each (352 A total).'],
      ['power', 'Generators: 2 × 200 A → 400 A; hot food 352 A + drinks fridges 14 × 3 A = 42 A → 394 A, 6 A margin. Crafts on battery lights.'],
      ['fire_lanes', 'Fire lanes 4 m wide: main spine north-south; hot food no closer than 6 m to the fuel barge. Put hot food rows C and D.'],
      ['rows', 'Rows: A crafts 18, B produce 10 + drinks 8, C hot food 11, D hot food 11, E drinks 6. Toilets at E end.'],
      ['assign', 'Vendor waitlist priority: returning vendors get rows A/C corners; 3 new vendors in row E.'],
    ];
    const kids = nodes.map(([n, t]) => llm(n, { inputs: { prev: '…' } }, { output: t }, { 'node_name': n, 'run_id': R.uuid(), 'flow_run_id': 'night_market_' + R.hex(8), 'llm.usage.total_tokens': R.int(300, 1200) }));
    kids.push(tool('export_layout', { format: 'svg' }, { path: R.tmp('layout') + '.svg', stalls: 64 }, { node_name: 'export_layout' }));
    return agent('flow night_market_layout', { vendors: 64 }, { layout: 'exported' }, kids, { promptflow: '1.17', recorder: 'promptflow tracing' });
  } },
];
