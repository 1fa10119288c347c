// Family 7 (healthy): several long reasoning steps in a row, each adding concrete new content.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'additive-planning-monologue';
export const loop = false;
export const stagnation = false;

// ---- 01 rickshaw tours, Anthropic Messages API with thinking ----
function r01(R) {

  const kids = [];
  kids.push(tool('get_fleet', {}, { rickshaws: 14, in_service: 13, out: [{ id: 'RK-09', reason: 'rear hub bearing', eta: '+2d' }], batteries_ebike_assist: 11, fetched: R.httpDate() }));
  kids.push(tool('get_riders', { days: 5 }, { riders: 19, availability_matrix_ref: 'avail/' + R.uuid() + '.json', max_hours_per_day: 7, bilingual: ['Aino', 'Kofi', 'Marta', 'Yusuf'] }));
  const thoughts = [
    'Demand first. Last year\'s festival logs show 410 rides/day on average, peaking Friday and Saturday evenings 18:00-23:00 at about 60 rides/hour. Route A (riverfront, 25 min) is 55% of rides, Route B (cathedral loop, 40 min) 30%, Route C (brewery district, 60 min) 15%. With 13 rickshaws available on days 1-2 and 14 from day 3 (RK-09 back), peak capacity at 25 min average is about 13 x 2.4 = 31 rides/hour on A-only, so peak evenings need all bikes on short routes.',
    'Rider hours next. 19 riders x 7 h max = 133 rider-hours/day. Day shift 10:00-17:00 needs 8 bikes, evening 17:00-24:00 needs 13-14. That is 8x7 + 14x7 = 154 rider-hours on Fri/Sat, over the 133 cap, so Fri/Sat evening shifts must be split 17:00-20:30 and 20:30-24:00 (3.5 h each) with riders doing one day block plus one short block. Mon-Thu need only 8 + 10 bikes = 126 h, fits.',
    'Assignments. Bilingual riders Aino, Kofi, Marta, Yusuf go on Route B (cathedral, most tourist questions) every evening. Route C only runs 12:00-18:00 because the brewery district closes traffic at 19:00; put the 2 e-assist bikes with the strongest batteries on C since it has the hill on Kalkstraat. RK-09 slot on days 1-2 is covered by cutting Route A day service from 5 to 4 bikes 10:00-12:00, the quietest window (18 rides/hour).',
    'Publishing plan: generate 5 daily sheets, 19 rider notifications, flag the 6 split-shift days for consent since the union agreement needs 48 h notice for split shifts - festival starts in 4 days, so send today. Total planned rides capacity 2,150 vs expected 2,050.',
  ];
  for (const t of thoughts) {
    R.tick(4000, 12000);
    kids.push(llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 } }, { id: R.msgId(), content: [{ type: 'thinking', thinking: t, signature: R.b64(60) }], stop_reason: 'pause_turn', usage: R.usage(4000, 9000, 300, 900) }, { metadata: { 'request-id': 'req_01' + R.b64(22) } }));
  }
  kids.push(llm('POST /v1/messages', {}, { content: [{ type: 'text', text: 'Roster ready; publishing.' }, tu(R, 'publish_roster', { days: 5, sheets: 5, notify: 19, split_shift_consent: 6 })], stop_reason: 'tool_use' }));
  kids.push(tool('publish_roster', { days: 5 }, { published: true, version: R.int(10, 40), push_receipts: 19, batch: R.uuid() }));
  return {
    isolates: 'Four consecutive long thinking blocks, each adding new numbers and decisions (demand, rider hours, route assignments, publishing constraints), then one publish call.',
    goal: 'Plan the cycle-rickshaw tour roster for the 5-day Old Town jazz festival (14 rickshaws, 19 riders, 3 routes) and publish it to the riders\' app.',
    root: agent('rickshaw-roster-run', { goal: 'Plan the cycle-rickshaw tour roster for the 5-day Old Town jazz festival.' }, { status: 'published' }, kids, { metadata: { log_source: 'anthropic messages api' } }),
  };
}

// ---- 02 porcelain doll restoration, DSPy ReAct ----
function r02(R) {
  const goal = 'Plan the next 3 weeks of the porcelain doll restoration workshop queue (11 dolls) around the kiln firing schedule and the conservator\'s leave.';
  const kids = [];
  kids.push(tool('queue_export', {}, `id,type,work,priority\nD-301,Kestner bisque,head crack + refire,high\nD-302,SFBJ 60,eye reset,low\n... (11 rows)\nexported ${R.sqlTs()} by ${R.host('workshop-db')}`));
  const steps = [
    'Thought_1: Three dolls need kiln work (D-301 crack refire, D-307 china-paint touch-up, D-310 limb refire). The kiln fires Tuesdays only and takes 2 dolls per load at cone 018, so kiln items need week 1 and week 2 Tuesdays: D-301 + D-307 week 1, D-310 week 2.',
    'Thought_2: The conservator Hanna is on leave days 8-12. Work needing her (wig re-rooting on D-304 and D-309, 6 h each) must happen days 1-7. Eye resets (D-302, D-305, D-311) are 1.5 h each and can be done by the apprentice Lev in week 2.',
    'Thought_3: Priority and customer dates: D-306 (Armand Marseille, customer pickup day 15) has body restringing 3 h + costume cleaning 4 h; schedule day 13-14 after Hanna returns. D-308 is insurance work with a report due day 20: assessment photos day 3, report drafting day 16-18.',
    'Thought_4: Load check: week 1 = 6+6 (wigs) + 5 (D-301 prep) + 3 (D-307) = 20 h of Hanna\'s 32. Week 2 = Lev 4.5 h eyes + D-310 refire prep 4 h. Week 3 = 7 h D-306 + 9 h D-308 report. Nothing overloaded, 2 buffer days.',
  ];
  for (const s of steps) {
    R.tick(3000, 9000);
    kids.push(llm('dspy.LM.__call__', { signature: 'goal, trajectory -> next_thought, next_tool_name, next_tool_args', model: 'openai/gpt-4o' }, { next_thought: s, next_tool_name: 'none', next_tool_args: {} }, { metadata: { module: 'ReAct.react', cache: false, usage: R.usage(1500, 4000, 120, 350) } }));
  }
  kids.push(llm('dspy.LM.__call__', { signature: 'goal, trajectory -> next_thought, next_tool_name, next_tool_args' }, { next_thought: 'Write the schedule.', next_tool_name: 'write_schedule', next_tool_args: { weeks: 3, entries: 17 } }));
  kids.push(tool('write_schedule', { weeks: 3, entries: 17 }, { ok: true, calendar_ids: [R.uuid(), R.uuid(), R.uuid()] }));
  kids.push(llm('dspy.ChainOfThought(extract)', {}, { reasoning: 'All 11 dolls placed; kiln on 2 Tuesdays; Hanna-only work before leave.', answer: 'Schedule written: 17 entries over 3 weeks.' }));
  return {
    isolates: 'A DSPy ReAct trajectory with four consecutive reasoning steps, each adding different facts (kiln loads, leave, deadlines, hour totals), followed by writing the schedule.',
    goal,
    root: agent('dspy.ReAct.forward', { goal }, { answer: 'Schedule written: 17 entries over 3 weeks.' }, kids, { metadata: { dspy_version: '2.6', max_iters: 10 } }),
  };
}

// ---- 03 shipbreaking yard, OpenTelemetry GenAI semantic conventions ----
function r03(R) {
  const goal = 'Draft the dismantling sequence for the bulk carrier MV Koralle beached at plot 7, respecting the hazardous materials inventory and crane limits.';
  const kids = [];
  kids.push(tool('execute_tool get_ihm', { 'gen_ai.tool.name': 'get_ihm', 'gen_ai.tool.call.id': R.callId() }, { vessel: 'MV Koralle', imo: '9' + R.int(100000, 999999), asbestos_locations: ['engine room lagging', 'galley deckhead'], pcb: ['cable trays deck 3'], ods: ['reefer plant R-22 38 kg'], fuel_residue_m3: 42, survey_ref: 'IHM-' + R.alnum(6, true) }));
  const plans = [
    'Step 1 - hazards before hot work. 42 m3 fuel residue must be pumped to the slop barge (2 days, capacity 25 m3/day). R-22 (38 kg) recovered by certified tech on day 1. Asbestos in engine room lagging and galley deckhead: enclosure + negative pressure, 4-person licensed crew, estimate 6 days. PCB cables deck 3 removed cold (no cutting torch) on days 3-5.',
    'Step 2 - cutting order. Ship is 190 m, beached bow-first. Start with the accommodation block aft (1,600 t) since it holds the galley asbestos zone cleared by day 7. The 60 t crawler crane limits block size to 45 t at 18 m radius, so accommodation is cut in 36 blocks of ~44 t; at 4 blocks/day that is 9 days (days 8-16).',
    'Step 3 - hull. Cargo holds 1-5 cut from aft to fore to keep the bow grounded and stable; each hold ~2,200 t, ~50 blocks, 12 days per hold with two cutting gangs. Engine block (main engine 310 t) lifted in 7 sections after hold 5 is open. Ballast check each week because removing aft weight shifts trim by ~0.4 m per 1,000 t.',
    'Step 4 - schedule total: hazards days 1-7, accommodation 8-16, holds 17-76, engine 77-84, double bottom 85-100. Waste streams: 120 t steel/day to the rolling mill, asbestos to the licensed landfill cell in 3 shipments.',
  ];
  for (const p of plans) {
    R.tick(5000, 15000);
    kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: goal }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: p }], finish_reason: 'stop' }] }, { metadata: { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': R.int(2000, 6000), 'gen_ai.usage.output_tokens': R.int(200, 600), 'gen_ai.response.id': R.chatcmpl(), 'server.address': 'api.openai.com' } }));
  }
  kids.push(tool('execute_tool save_plan', { 'gen_ai.tool.name': 'save_plan', days: 100 }, { doc: 'plans/koralle-dismantling-v1.docx', rev: R.sha(8) }));
  return {
    isolates: 'Four long chat completions in a row, each extending the plan with new quantities and decisions (hazards, cutting order, hull sequence, totals), then the plan is saved.',
    goal,
    root: agent('invoke_agent yard_planner', { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'yard_planner' }, { saved: true }, kids, { metadata: { 'gen_ai.agent.id': R.uuid(), 'service.name': 'yard-planner' } }),
  };
}

// ---- 04 cashmere goat combing, Google ADK ----
function r04(R) {
  const goal = 'Plan the spring combing season for the cashmere herd (212 goats in 4 paddocks) so each goat is combed when moulting starts, with 3 combers.';
  const kids = [];
  kids.push(tool('execute_tool herd_moult_scores', { paddocks: ['N1', 'N2', 'S1', 'S2'] }, { N1: { goats: 64, moult_started_pct: 35 }, N2: { goats: 51, moult_started_pct: 12 }, S1: { goats: 58, moult_started_pct: 48 }, S2: { goats: 39, moult_started_pct: 5 }, scored_on: R.dateOnly(), scorer: 'tablet-' + R.alnum(4) }));
  const ts = [
    'Order of paddocks by moult progress: S1 (48%), N1 (35%), N2 (12%), S2 (5%). Moult spreads about 8 percentage points per day in this herd, so S1 hits 80% in ~4 days and N1 in ~6.',
    'Comber capacity: 3 combers at 14 goats/day each = 42 goats/day. S1 (58 goats) takes ~1.4 days, N1 (64) ~1.5 days. Start S1 on day 2, N1 on day 4, giving N2 time to progress: N2 at 12% reaches 60% around day 6.',
    'Weather: the forecast shows rain days 5 and 6. Combing wet goats is not possible, so N1 moves to days 3-4 and N2 to days 7-8. S2 (39 goats, 5%) goes last on days 10-11. Total 212 goats in 8 combing days.',
    'Logistics: fibre bags 4 kg each, expect 180 g per goat = 38 kg, 10 bags. Handling pens must move from S-side to N-side on day 3 evening. Book the fibre buyer pickup for day 12.',
  ];
  for (const t of ts) {
    R.tick(3000, 8000);
    kids.push(llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ text: t, thought: true }] } }, { metadata: { 'gcp.vertex.agent.event_id': R.uuid(), usage_metadata: { thoughts_token_count: R.int(200, 600) } } }));
  }
  kids.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ function_call: { name: 'create_calendar', args: { events: 9 } } }] } }));
  kids.push(tool('execute_tool create_calendar', { events: 9 }, { created: 9, calendar: 'combing-2025@farm', sync_token: R.b64(20) }));
  return {
    isolates: 'An ADK agent thinks through four planning steps (moult order, capacity, weather shift, logistics), each adding new numbers, then creates the calendar.',
    goal,
    root: agent('invoke_agent herd_planner', { new_message: goal }, { final: 'Combing plan: 8 days, 212 goats.' }, kids, { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), app_name: 'cashmere-farm' } }),
  };
}

// ---- 05 amber jewellery workshop, Semantic Kernel ----
function r05(R) {
  const goal = 'Build the production plan for the amber jewellery workshop for the Gdansk trade fair in 6 weeks: 300 pieces across pendants, rings and earrings, within the raw amber budget.';
  const kids = [];
  kids.push(tool('Inventory-get_raw_amber', {}, { grades: { cognac_A: { g: 820 }, butterscotch_B: { g: 410 }, green_A: { g: 95 } }, valued_at_pln_per_g: { cognac_A: 28, butterscotch_B: 19, green_A: 64 }, as_of: R.isoLocal(R.now(), '+01:00') }));
  const ps = [
    'Mix: last fair sold 48% pendants, 30% earrings (pairs), 22% rings. For 300 pieces: 144 pendants, 90 earring pairs, 66 rings. Average raw amber: pendant 6 g, pair 5 g, ring 3.5 g -> 864 + 450 + 231 = 1,545 g needed vs 1,325 g on hand - short by 220 g.',
    'Close the gap: use butterscotch_B for 60 of the earring pairs (300 g) - customers rated butterscotch earrings well - and reserve green_A (95 g) for 15 premium pendants priced at 3x. Buy 250 g cognac_A from the Kaliningrad supplier at 28 PLN/g = 7,000 PLN, inside the 9,000 PLN budget.',
    'Labour: 2 silversmiths at 16 pieces/day for settings, polisher at 40 pieces/day. 300 pieces = ~10 silversmith-days each, 8 polishing days. With 30 working days there is slack for a second batch of best sellers in week 5 after seeing pre-orders.',
    'Timeline: week 1 raw amber sorting and order; weeks 2-3 pendants; week 4 earrings and rings; week 5 best-seller top-up; week 6 QA, hallmarking at the assay office (3-day turnaround), packing.',
  ];
  for (const p of ps) {
    R.tick(4000, 9000);
    kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { model: 'gpt-4o', chat_history: '[...]' }, { role: 'assistant', content: p }, { metadata: { 'gen_ai.usage.output_tokens': R.int(150, 400), 'sk.function': 'planner' } }));
  }
  kids.push(tool('Docs-save_plan', { title: 'Gdansk fair production plan' }, { url: 'https://docs.amberworks.example/d/' + R.b64(16), saved: true }));
  return {
    isolates: 'Four consecutive planning messages, each adding new quantities, sourcing and labour decisions, then a saved plan.',
    goal,
    root: agent('ChatCompletionAgent.InvokeAsync', { agent: 'ProductionPlanner', input: goal }, { content: 'Plan saved.' }, kids, { metadata: { 'sk.version': '1.32.0' } }),
  };
}

// ---- 06 volcano hiking permits, Agno (not in list) ----
function r06(R) {
  const goal = 'Propose next month\'s daily permit quotas for the three summit trails of the volcano park given the new gas-alert protocol and ranger staffing.';
  const kids = [];
  kids.push(tool('get_gas_alerts', { days: 90 }, { so2_alert_days: 11, so2_alert_hours: { '06-10': 2, '10-14': 7, '14-18': 9 }, station: 'GAS-CRATER-N', unit: 'ppm', source_ts: R.epoch() }));
  kids.push(tool('get_ranger_roster', { month: 'next' }, { rangers: 9, summit_qualified: 6, days_off_pattern: '4on3off', generated: R.syslog() }));
  const ts = [
    'Gas: alerts cluster after 10:00 (16 of 18 alert-hours). So summit access should be morning-weighted: trail starts 05:30-09:00, summit exit by 11:30. That caps useful hiking windows at about 6 h.',
    'Staffing: 6 summit-qualified rangers, 4-on/3-off -> about 3.4 on shift per day. Protocol needs 1 ranger per 60 hikers above 2,500 m. So daily summit capacity is 3 x 60 = 180 hikers on most days, 240 on days with 4 rangers (12 days).',
    'Split by trail: North ridge (steep, 4 h up) 70/day; East scree (3 h) 80/day; South forest (5 h, crosses the gas sensor zone) 30/day with mandatory gas monitor rental. Total 180. On 4-ranger days add 60 to East scree.',
    'Rules on alert: automatic 50% quota cut and closure of South forest when SO2 > 5 ppm for 15 min. Expected impact: ~11 days at reduced quota, net monthly capacity ~4,900 permits vs 5,300 last month.',
  ];
  for (const t of ts) {
    R.tick(3000, 8000);
    kids.push(llm('Claude.response', { model: 'claude-3-5-sonnet-20241022' }, { content: t }, { metadata: { metrics: { input_tokens: R.int(1000, 3000), output_tokens: R.int(150, 350), time: R.float(2, 9, 3) }, 'agno.run_id': R.uuid() } }));
  }
  kids.push(tool('publish_quota_draft', { north: 70, east: 80, south: 30 }, { draft_id: 'Q-' + R.int(200, 299), status: 'pending_superintendent_review' }));
  return {
    isolates: 'An Agno agent reasons in four long steps that each add new facts and numbers (gas timing, ranger capacity, trail split, alert rules), then publishes a draft.',
    goal,
    root: agent('Agent.run', { message: goal, agent_name: 'park-permits' }, { content: 'Draft quotas published for review.', event: 'RunCompleted' }, kids, { metadata: { framework: 'agno', session_id: R.uuid() } }),
  };
}

export const rows = [
  { domain: 'cycle-rickshaw tours', style: 'Anthropic Messages API (thinking)', build: r01 },
  { domain: 'porcelain doll restoration', style: 'DSPy', build: r02 },
  { domain: 'shipbreaking yard', style: 'OpenTelemetry GenAI semconv', build: r03 },
  { domain: 'cashmere goat combing', style: 'Google ADK', build: r04 },
  { domain: 'amber jewellery workshop', style: 'Semantic Kernel', build: r05 },
  { domain: 'volcano hiking permits', style: 'Agno (not in list)', build: r06 },
];
