import { agent, llm, tool, span } from './lib.mjs';
export const family = 'dense_planning_monologue';
export const scenarios = [
  // 01 cider orchard grafting plan, DSPy
  (N) => {
    const steps = [
      'Step 1 — inventory. The nursery block has 420 M116 rootstocks lined out last March; 38 failed to establish (9%), leaving 382. Scion wood cut in January: Kingston Black 140 sticks, Dabinett 110, Yarlington Mill 90, Foxwhelp 60 = 400 sticks, roughly 2 grafts per stick, so scion is not the constraint; rootstock is.',
      'Step 2 — target mix. The cidery wants a bittersweet-heavy blend, ~60% bittersweet (Dabinett, Yarlington Mill), 25% bittersharp (Kingston Black), 15% sharp (Foxwhelp). Of 382 stocks: 229 bittersweet (Dabinett 130, Yarlington 99), 96 Kingston Black, 57 Foxwhelp.',
      'Step 3 — technique and timing. Whip-and-tongue bench grafting for the Dabinett/Yarlington because the stocks are pencil-thick; chip budding in August for Kingston Black since it takes poorly on whip grafts (last year 71% vs 88% chip). Bench grafts 18–22 March when buds on scion are still dormant; two grafters at ~90 grafts/hour each means 229 bench grafts ≈ 1.3 hours of grafting plus wrapping, call it one morning.',
      'Step 4 — risk and spares. Expected take: 88% bench, 85% chip → about 201 + 130 = 331 trees. Order 40 extra M116 now (£1.35 each, £54) to regraft failures in August alongside the Kingston Black budding. Foxwhelp is on the RHS heritage list, so tag all 57 with provenance "Over Farm mother tree, row 3".',
      'Step 5 — schedule. 18 Mar bench grafting (Dabinett, Yarlington, Foxwhelp = 286); 25 Mar heel-in under fleece; 15 Apr line out at 1.0 m in-row; 10 Aug chip-bud 96 Kingston Black + regrafts; 1 Sep remove budding tape. Planting in the orchard proper: November next year at 5 m × 3 m, 660 trees/ha, so ~0.5 ha of new rows.',
    ];
    const K = steps.map((s, i) => llm(`ChainOfThought.forward[${i + 1}]`, { signature: 'orchard_context, question -> reasoning, plan_fragment', question: 'Plan this year\'s grafting for the new cider block.' }, { reasoning: s, plan_fragment: `section_${i + 1}` }, { 'dspy.lm': 'openai/gpt-4o', cache_key: N.sha(16), lm_usage: N.usage() }));
    K.splice(1, 0, tool('Retrieve', { query: 'last year graft take rates by variety', k: 3 }, { passages: [`Kingston Black chip bud 2024: 85% (n=60)`, `Kingston Black whip 2024: 71% (n=48)`, `Dabinett whip 2024: 88% (n=120)`], index: 'orchard-notes', latency: N.secs(0.05, 0.4) }));
    K.push(span('module', 'Predict(finalize)', { fragments: 5 }, { plan: '382 stocks → 229 bittersweet, 96 Kingston Black, 57 Foxwhelp; bench graft 18 Mar, chip bud 10 Aug; order 40 spare M116.' }, [], { metadata: { 'dspy.module': 'Predict' } }));
    return { stagnation: false, goal: 'Plan this year\'s grafting for a new cider-apple orchard block.', isolates: 'Five long reasoning steps in a row, each adding new numbers and decisions (stock counts, blend split, technique, spares, dates), then a final plan.',
      root: agent('GraftPlanner.__call__', { orchard_context: 'Over Farm, Somerset' }, { plan: 'see Predict(finalize)' }, K, { dspy_version: '2.5.43', program: 'GraftPlanner' }) };
  },
  // 02 museum whale skeleton re-hang, Anthropic Messages API with thinking
  (N) => {
    const think = [
      'The fin whale skeleton is 21.3 m, 74 elements, total mass about 4.6 t including the steel armature added in 1934. The existing hang uses 9 suspension points from the gallery roof trusses. The new design in the brief wants a diving pose, which shifts the mass forward: skull and mandibles alone are ~1.9 t.',
      'Roof capacity: the structural survey gives 2.5 t per truss node at nodes T3–T7 and 1.2 t at T1, T2, T8, T9. A diving pose puts the skull under T4/T5. If skull load is split across T4 and T5 with a spreader beam, each sees ~0.95 t plus the beam (0.18 t) → 1.04 t each, within 2.5 t with factor 2.4.',
      'Rigging: use 12 mm stainless wire rope (MBL 9.5 t) with a 10:1 factor for overhead public display → SWL 0.95 t per line. The skull therefore needs 2 lines per node, 4 total. Vertebral column (1.6 t spread over 50 vertebrae) on 6 lines at T3, T6, T7 pairs, ~0.27 t per line. Flippers and ribs (1.1 t) hung from the column armature, not the roof.',
      'Sequence and access: the gallery floor takes a 1.5 t/m² load; the scissor lift (2.9 t) plus two mobile gantries fits if we route along the east aisle. Order: de-rig ribs (day 1–3), lower column onto cradles (day 4–5), skull last (day 6) with the chain hoists at T4/T5. Re-hang in reverse over days 9–14 after the conservators treat the 1934 bolt corrosion on days 7–8.',
    ];
    const K = [];
    think.forEach((t, i) => K.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 }, messages: `[${1 + i * 2} messages]` }, { id: 'msg_01' + N.b62(22), content: [{ type: 'thinking', thinking: t, signature: N.b62(40) }, ...(i === 1 ? [{ type: 'tool_use', id: N.toolu(), name: 'get_structural_survey', input: { building: 'Main Hall', items: ['truss_nodes'] } }] : [])], stop_reason: i === 1 ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(3000, 9000), output_tokens: N.int(700, 1800) } }, { 'request-id': N.reqId('req_011'), 'anthropic-organization-id': N.uuid() })));
    K.splice(2, 0, tool('get_structural_survey', { building: 'Main Hall', items: ['truss_nodes'] }, `Survey ref SE/2291 rev C (${N.dmy()})\nNode  SWL(t)\nT1    1.2\nT2    1.2\nT3    2.5\nT4    2.5\nT5    2.5\nT6    2.5\nT7    2.5\nT8    1.2\nT9    1.2\nchecked: ${N.pick(['R. Obi', 'M. Lund'])} CEng`));
    K.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219' }, { content: [{ type: 'text', text: 'Proposed re-hang: skull on a spreader beam across T4/T5 (4 × 12 mm lines), column on 6 lines at T3/T6/T7, ribs and flippers from the armature. Works window 14 days, conservation on days 7–8.' }], stop_reason: 'end_turn' }));
    return { stagnation: false, goal: 'Draft a rigging plan for re-hanging the museum\'s fin whale skeleton in a diving pose.', isolates: 'Four consecutive long thinking blocks, each adding new loads, capacities, rigging choices and a schedule, with one survey lookup, then a concise answer.',
      root: agent('exhibit-rigging-assistant', { user: 'Plan the whale re-hang in the diving pose.' }, { text: 'Proposed re-hang: ...' }, K, { log_source: 'anthropic-api-gateway' }) };
  },
  // 03 accessible onsen itinerary, OpenAI Responses API with reasoning summaries
  (N) => {
    const sums = [
      'Traveller uses a manual wheelchair, can transfer with help, 9 nights in late October. Onsen towns with step-free private baths (kashikiri) are the priority: Kinosaki, Kusatsu, Dogo, Beppu. Kusatsu\'s centre is steep (Yubatake slope ~10%), so only with a taxi-accessible ryokan.',
      'Rail: JR West and JR East both take wheelchair reservations in Green Cars with 2 days notice. Kinosaki Onsen station has a lift since 2019. Shinkansen Tokyo→Kyoto (2h15), Limited Express Kinosaki from Kyoto (2h40). Dogo needs a flight or the Shiokaze from Okayama (2h40) — Matsuyama tram low-floor cars run every ~20 min.',
      'Lodging shortlist with verified barrier-free kashikiri rooms: Kinosaki — Nishimuraya Hotel Shogetsutei (accessible room with private bath), Dogo — Dogo Prince Hotel (universal room), Beppu — Suginoi (lift to Tanayu, loan wheelchairs). Drop Kusatsu: none of its barrier-free rooms have a private onsen.',
      'Final routing: Tokyo 2n → Kyoto 1n → Kinosaki 2n → Okayama 1n → Dogo 2n → fly Matsuyama–Oita? No direct; ferry Yawatahama–Beppu (2h50, Kyushu Orange ferry has an accessible cabin) → Beppu 1n. Total 9 nights, longest travel day 5h10.',
    ];
    const K = [];
    sums.forEach((s, i) => {
      K.push(llm('responses.create', { model: 'o4-mini', reasoning: { effort: 'high', summary: 'auto' }, input: i ? [{ type: 'function_call_output' }] : [{ role: 'user', content: 'Plan 9 nights of onsen towns for my mother, she uses a wheelchair.' }] }, { id: 'resp_' + N.hex(30), output: [{ type: 'reasoning', id: 'rs_' + N.hex(30), summary: [{ type: 'summary_text', text: s }] }, ...(i < 2 ? [{ type: 'function_call', name: 'search_barrier_free_ryokan', arguments: JSON.stringify({ town: ['Kinosaki', 'Dogo', 'Beppu', 'Kusatsu'][i * 2], private_bath: true }), call_id: N.callId() }] : [])], usage: { input_tokens: N.int(2000, 6000), output_tokens: N.int(900, 2400), output_tokens_details: { reasoning_tokens: N.int(600, 2000) } } }, { 'openai-processing-ms': String(N.ms(4000, 20000)), 'x-request-id': N.reqId('req_') }));
      if (i < 2) K.push(tool('search_barrier_free_ryokan', { town: ['Kinosaki', 'Dogo'][i] }, JSON.stringify({ results: i ? [{ name: 'Dogo Prince Hotel', universal_room: true, bath: 'private onsen, handrails' }] : [{ name: 'Nishimuraya Shogetsutei', accessible_room: 'Room 7', bath: 'kashikiri, roll-in' }, { name: 'Kinosaki Yamamotoya', accessible_room: null }], source: 'jnto-accessible', fetched: N.http(), page_token: N.cursor() })));
    });
    K.push(llm('responses.create', { model: 'o4-mini' }, { id: 'resp_' + N.hex(30), output: [{ type: 'message', content: [{ type: 'output_text', text: 'Here is a 9-night step-free itinerary: Tokyo (2) → Kyoto (1) → Kinosaki (2) → Okayama (1) → Dogo (2) → Beppu (1) by accessible ferry...' }] }], status: 'completed' }));
    return { stagnation: false, goal: 'Plan a nine-night onsen-town trip in Japan for a wheelchair user.', isolates: 'Four long reasoning summaries in a row, each adding new facts (rail times, lodging, dropped town, final routing), then the itinerary.',
      root: agent('trip-planner', { input: 'Plan 9 nights of onsen towns for my mother, she uses a wheelchair.' }, { status: 'completed' }, K, { api: 'openai.responses', store: true }) };
  },
  // 04 parish burial register migration, Pydantic AI
  (N) => {
    const texts = [
      'Source: the parish_burials Access DB has 3 tables — Burials (11,402 rows, 1813–1994), Plots (2,118), Ministers (41). Burials has free-text age ("3 wks", "infant", "abt 70") and abode fields; 612 rows have no plot reference because pre-1860 plots were unmarked.',
      'Target schema (Churchyard Mapper v2): person, burial_event, plot, officiant. Ages go to age_value + age_unit + age_qualifier. Mapping: "3 wks" → 3/week/null; "infant" → null/null/infant; "abt 70" → 70/year/about. Regex set covers 11,130 of 11,402; the other 272 go to a review queue.',
      'Plots: v2 requires a geometry. 1,806 plots have grid refs from the 1987 survey (section letter + row + number), convertible to polygons via the survey grid origin at the lychgate (SO 4521 6789). 312 plots in the 1890s extension have only section letters — import with null geometry and flag.',
      'Load order and checks: ministers → officiant (41), plots (2,118), persons (11,402), burial events with FK checks. Acceptance: counts match, no orphan burials except the 612 unmarked, spot-check 20 random rows against the scanned register pages 1–4. Rollback: everything in one transaction per table, snapshot before start.',
    ];
    const K = [];
    texts.forEach((t, i) => {
      K.push(llm('chat claude-3-5-sonnet-latest', { 'gen_ai.request.model': 'claude-3-5-sonnet-latest', model_request_parameters: { function_tools: ['inspect_table', 'run_migration'] } }, { parts: [{ part_kind: 'text', content: t }, ...(i === 0 ? [{ part_kind: 'tool-call', tool_name: 'inspect_table', args: { table: 'Burials', sample: 5 } }] : [])] }, { 'logfire.span_type': 'span', 'gen_ai.usage.output_tokens': N.int(300, 700) }));
      if (i === 0) K.push(tool('running tool: inspect_table', { table: 'Burials', sample: 5 }, { columns: ['ID', 'Surname', 'Forenames', 'Age', 'Abode', 'BurialDate', 'PlotRef', 'MinisterID'], sample: [[4401, 'Pritchard', 'Ann', '3 wks', 'Tan-y-bryn', '1861-02-14', 'C/4/12', 7], [88, 'Jones', 'Evan', 'abt 70', 'Llanfair', '1821-11-02', null, 2]], odbc_dsn: 'parish_' + N.hex(4), read_ms: N.ms(20, 200) }));
    });
    K.push(tool('running tool: run_migration', { dry_run: true }, { persons: 11402, burial_events: 11402, plots: 2118, officiants: 41, review_queue: 272, null_geometry: 312, duration: N.secs(4, 20), snapshot: '/var/backups/parish_' + N.epoch() + '.bak' }));
    K.push(llm('chat claude-3-5-sonnet-latest', {}, { parts: [{ part_kind: 'text', content: 'Dry run matches the plan: 11,402 burials, 272 ages for review, 312 plots without geometry. Ready to run for real on your go-ahead.' }] }, {}));
    return { stagnation: false, goal: 'Plan and dry-run the migration of a parish burial register database to a churchyard-mapping schema.', isolates: 'Four long planning messages in a row, each with new counts, mappings and decisions, then a dry run that matches the plan.',
      root: agent('agent run', { user_prompt: 'Plan the migration of the burial register into Churchyard Mapper.' }, { output: 'Ready to run' }, K, { agent_name: 'register_migrator', 'logfire.span_type': 'span' }) };
  },
  // 05 touring theatre fly-system plan, AgentOps session
  (N) => {
    const steps = [
      'Show has 14 flown pieces; 6 are full-width cloths (12.8 m), 5 are trucked flats, 3 are practical chandeliers (52 kg each with cabling). The smallest venue on the tour (Buxton Opera House) has 32 counterweight sets at 200 mm centres and a grid height of 15.2 m, so pieces must stay under 6.8 m to fly out fully above a 7.6 m proscenium.',
      'Weights: cloths 28–41 kg; flats 60–85 kg; chandeliers 52 kg. Counterweight arbors at Buxton take 450 kg max, so nothing exceeds capacity; the issue is sets, not load. Assign cloths to sets 3, 8, 12, 17, 22, 27 with at least one empty set between cloths to avoid fouling during the storm sequence.',
      'Chandeliers need power on drop lines: only sets 10, 20, 30 have cable trays at Buxton. Assign chandeliers to those. The other 4 venues all have more sets (38–54) and motorised bars at two of them (Leeds, Cardiff), so the Buxton plot is the constraining one — write it first, then map upwards.',
      'Load-in time: Buxton allows 6 hours. Hanging 14 pieces at ~20 min each is 4h40 plus 45 min trimming. Cloths go in first (upstage to downstage), chandeliers last after the LX focus. Need 4 flys crew + 1 head flyman; the venue provides 2, tour carries 3.',
    ];
    const K = [];
    steps.forEach((s, i) => K.push(llm('openai.chat.completion', { messages: '[...]', model: 'gpt-4.1' }, { content: s }, { agentops_event: 'LLMEvent', event_id: N.uuid(), init_timestamp: N.iso(), end_timestamp: N.iso(), prompt_tokens: N.int(1500, 4000), completion_tokens: N.int(200, 500) })));
    K.splice(1, 0, tool('venue_tech_spec', { venue: 'Buxton Opera House' }, { sets: 32, centres_mm: 200, grid_m: 15.2, pros_height_m: 7.6, arbor_max_kg: 450, cable_tray_sets: [10, 20, 30], pdf: 'tech_spec_rev' + N.int(3, 9) + '.pdf', last_modified: N.http() }, { agentops_event: 'ToolEvent' }));
    K.push(tool('write_fly_plot', { venue: 'Buxton', assignments: { cloths: [3, 8, 12, 17, 22, 27], chandeliers: [10, 20, 30] } }, { file: '/shared/tour/flyplot_buxton.xlsx', rows: 14, saved: N.isoLocal('+01:00') }, { agentops_event: 'ToolEvent' }));
    K.push(llm('openai.chat.completion', {}, { content: 'Fly plot for Buxton written; the other four venues map onto it without conflicts.' }, { agentops_event: 'LLMEvent' }));
    return { stagnation: false, goal: 'Plan the flying system for a touring theatre show, starting from the tightest venue.', isolates: 'Four long reasoning messages in a row, each adding concrete sizes, set numbers and crew timings, then the fly plot is written.',
      root: agent('session', { tags: ['touring', 'flys'] }, { end_state: 'Success' }, K, { agentops_session_id: N.uuid(), host_env: { os: 'Linux', sdk: 'agentops 0.3.21' } }) };
  },
  // 06 kelp farm seeding plan, Spring AI
  (N) => {
    const steps = [
      'Site: 4 ha longline lease in Loch Fyne, 40 lines × 100 m at 4 m spacing, 2 m depth. Species: sugar kelp (Saccharina latissima). Seeding window is when water drops below 12 °C; the buoy shows 11.4 °C as of this week, so seeding can start now.',
      'Seed string: hatchery delivers 2 mm twine spools at ~10,000 sporophytes/m. Wrapping density 1 m of seed string per 1 m of longline for the first trial season → 4,000 m needed. Hatchery has 5,200 m ready, so order 4,400 (10% spare).',
      'Labour and weather: wrapping rate by hand is ~300 m per hour for 2 people on the boat. 4,000 m ≈ 13.5 boat hours → 3 days at 4.5 h working windows. Forecast shows SW 4–5 Tuesday–Thursday, 6–7 Friday, so book Tue/Wed/Thu and keep Monday next week as reserve.',
      'Monitoring: tag lines 5, 20, 35 as sample lines; measure blade length monthly from December; first harvest expected April at ~8–12 kg/m wet weight → 32–48 t total. Marine Scotland licence requires reporting seeding date and source hatchery within 14 days.',
    ];
    const K = [];
    K.push(tool('MethodToolCallback: buoyReading', { station: 'LF-2' }, { water_temp_c: 11.4, salinity_psu: 31.2, observed: N.dmy(), modem: N.host('buoy'), seq: N.int(10000, 99999) }, { 'spring.ai.tool.definition.name': 'buoyReading' }));
    steps.forEach((s) => K.push(llm('chat_client gpt-4o', { 'spring.ai.chat.client.advisors': ['MessageChatMemoryAdvisor'], 'gen_ai.operation.name': 'chat' }, { result: { output: { messageType: 'ASSISTANT', text: s }, metadata: { finishReason: 'STOP' } } }, { 'gen_ai.usage.input_tokens': N.int(1000, 3000), 'spring.ai.kind': 'chat_client' })));
    K.push(tool('MethodToolCallback: placeHatcheryOrder', { metres: 4400, product: 'S. latissima seed twine 2mm' }, { order_ref: 'HS-' + N.int(1000, 9999), delivery: 'Tue 07:00 Ardrishaig pier', invoice_pending: true }, { 'spring.ai.tool.definition.name': 'placeHatcheryOrder' }));
    K.push(llm('chat_client gpt-4o', {}, { result: { output: { messageType: 'ASSISTANT', text: 'Ordered 4,400 m of seed twine for Tuesday; seeding Tue–Thu with Monday as reserve; licence report due within 14 days.' } } }, {}));
    return { stagnation: false, goal: 'Plan this season\'s seeding of a sugar-kelp longline farm and order seed string.', isolates: 'Four long planning messages in a row, each adding new quantities, dates and constraints, then the order is placed.',
      root: agent('spring_ai chat_client', { user: 'Plan the kelp seeding for Loch Fyne and order the string.' }, { text: 'Ordered 4,400 m' }, K, { 'spring.ai.version': '1.0.0', conversationId: N.uuid() }) };
  },
];
