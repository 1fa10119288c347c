// Family 1: one long reasoning step restated near-verbatim with nothing new in between, then the run stops.
import { Chat, SmolRun, agentSpan, chainSpan, retrieverSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = {
  name: 'echoed_long_thought',
  loop: true,
  stagnation: true,
  summary: 'One long reasoning step (25+ content words) is restated near-verbatim after a call that brought back what it brought before; the run then stops or is cut off without doing the task.',
};

export const rows = [
  // 01 lavender distillery, plain message-level trace
  (n) => {
    n.at('2024-06-27T07:30:00Z');
    const goal = "Plan next week's steam-distillation runs for the Grosso and Maillette lavender harvest on stills A and B so that no cut batch waits more than 36 hours before it is distilled.";
    const chat = new Chat(n, { style: 'plain', system: 'You are the production planner for Combe Vale Lavender Distillery. Use the tools to read schedules and intake forecasts. Always answer with a run-by-run plan.', user: goal });
    const sched = () => ({
      week: '2024-W27', generated_at: n.isoSec(), etag: n.etag(true),
      stills: [
        { id: 'A', capacity_l: 1800, charge_kg: 250, run_min: 75, clean_min: 40, booked: ['Mon 06:00-14:00 (rosemary, contract #RC-88)'] },
        { id: 'B', capacity_l: 900, charge_kg: 120, run_min: 60, clean_min: 25, booked: [] },
      ],
      boiler: { max_steam_kg_h: 410, service_due: '2024-07-04', last_blowdown: n.usDate() },
      _trace: n.traceparent(),
    });
    const spans = [];
    spans.push(...chat.turn("I'll read the still schedule and the harvest intake forecast first.", [
      { name: 'get_still_schedule', args: { week: '2024-W27' }, out: sched() },
      { name: 'get_harvest_forecast', args: { varieties: ['Grosso', 'Maillette'], from: '2024-07-01', to: '2024-07-07' }, out: { forecast_id: n.uuid(), rows: [
        { field: 'Top Terrace', variety: 'Grosso', cut: '2024-07-02', est_t: 3.4 }, { field: 'Long Ground', variety: 'Grosso', cut: '2024-07-03', est_t: 2.8 },
        { field: 'Orchard Strip', variety: 'Maillette', cut: '2024-07-02', est_t: 0.9 }, { field: 'Well Field', variety: 'Maillette', cut: '2024-07-04', est_t: 1.1 }], source: 'cutting-crew-sheet v14', computed_in: n.msStr() } },
    ]));
    const thought = 'Still A holds 1,800 litres and takes a charge of about 250 kg of fresh Grosso per run, roughly 75 minutes of distilling plus 40 minutes of cleaning, while Still B is the smaller 900-litre pot that suits Maillette because its finer oil needs a gentler steam rate. The 6.2 tonnes of Grosso cut on Tuesday and Wednesday need about 25 runs on Still A, which is more than two shifts can absorb inside 36 hours, so either Still B has to take some Grosso or the cutting has to be spread into Thursday. Before deciding I need to confirm the cleaning windows and the rosemary booking on the still schedule.';
    spans.push(...chat.turn(thought, [{ name: 'get_still_schedule', args: { week: '2024-W27' }, out: sched() }]));
    const thought2 = 'Still A holds 1,800 litres and takes a charge of about 250 kg of fresh Grosso per run, roughly 75 minutes of distilling plus 40 minutes of cleaning, while Still B is the smaller 900-litre pot that suits Maillette because its finer oil needs a gentler steam rate. The 6.2 tonnes of Grosso cut on Tuesday and Wednesday need about 25 runs on Still A, which is more than two shifts can absorb within 36 hours, so either Still B has to take some Grosso or the cutting must be spread into Thursday. Before deciding I need to confirm the cleaning windows and the rosemary booking on the still schedule.';
    spans.push(...chat.turn(thought2, [{ name: 'get_still_schedule', args: { week: '2024-W27' }, out: sched() }]));
    return {
      domain: 'lavender distillery', style: 'plain message-level',
      isolates: 'The planner restates its whole still-capacity reasoning almost word for word after re-reading an unchanged schedule, and the run is cut off before any plan is written.',
      goal,
      root: agentSpan('distillery_planner', { goal }, null, spans, { framework: 'custom-openai-loop', max_turns: 3, run_id: n.uuid(), stopped_reason: 'max_turns' }, 'Run stopped: max_turns=3 reached without a final answer'),
    };
  },

  // 02 marimba maker, smolagents CodeAgent
  (n) => {
    n.at('2024-11-12T09:00:00Z');
    const goal = 'Find Honduras rosewood bar blanks in stock that can become the low A2-E3 bars of concert marimba order M-5117 (5.0 octaves) and reserve them for the order.';
    const run = new SmolRun(n, { task: goal });
    const blanks = () => ({ query_ms: n.ms(8, 60), snapshot: n.iso(), rows: [
      { blank: 'HR-2207', length_mm: 612, width_mm: 74, density: 1.01, moisture_pct: 9.8, rack: 'R3-2' },
      { blank: 'HR-2211', length_mm: 598, width_mm: 72, density: 0.97, moisture_pct: 12.9, rack: 'R3-2' },
      { blank: 'HR-2230', length_mm: 571, width_mm: 70, density: 0.99, moisture_pct: 13.4, rack: 'R4-1' },
      { blank: 'HR-2241', length_mm: 566, width_mm: 71, density: 1.04, moisture_pct: 10.2, rack: 'R4-1' }], cursor: null });
    const s = [];
    s.push(run.step({ thought: 'I will start by listing rosewood blanks long enough for the low bars.', code: 'blanks = search_blank_inventory(species="Dalbergia stevensonii", min_length_mm=560)\nprint(len(blanks["rows"]), "rows")', calls: [{ name: 'search_blank_inventory', args: { species: 'Dalbergia stevensonii', min_length_mm: 560 }, out: blanks() }], logs: '4 rows\n' }));
    const th = 'The low bars from A2 to E3 need blanks at least 560 mm long and 70 mm wide, and Honduras rosewood above 0.95 g/cm3 gives the cleanest fundamental-to-overtone ratio once the arch is cut. Four blanks are long enough, but HR-2211 and HR-2230 are above 12 percent moisture and would move while the arch is tuned, so before reserving anything I should look at the blank list again together with the drying state.';
    s.push(run.step({ thought: th, code: 'blanks = search_blank_inventory(species="Dalbergia stevensonii", min_length_mm=560)\nfor b in blanks["rows"]:\n    print(b["blank"], b["moisture_pct"])', calls: [{ name: 'search_blank_inventory', args: { species: 'Dalbergia stevensonii', min_length_mm: 560 }, out: blanks() }], logs: 'HR-2207 9.8\nHR-2211 12.9\nHR-2230 13.4\nHR-2241 10.2\n' }));
    const th2 = 'The low bars from A2 to E3 need blanks at least 560 mm long and 70 mm wide, and Honduras rosewood above 0.95 g/cm3 gives the cleanest fundamental-to-overtone ratio once the arch is cut. Four blanks are long enough, but HR-2211 and HR-2230 are over 12 percent moisture and would move while the arch is tuned, so before reserving anything I should look at the blank list again together with the drying state.';
    s.push(run.step({ thought: th2, code: 'blanks = search_blank_inventory(species="Dalbergia stevensonii", min_length_mm=560)\nfor b in blanks["rows"]:\n    print(b["blank"], b["moisture_pct"])', calls: [{ name: 'search_blank_inventory', args: { species: 'Dalbergia stevensonii', min_length_mm: 560 }, out: blanks() }], logs: 'HR-2207 9.8\nHR-2211 12.9\nHR-2230 13.4\nHR-2241 10.2\n' }));
    return {
      domain: 'marimba maker', style: 'smolagents CodeAgent',
      isolates: 'A code agent repeats a long thought about bar-blank moisture near-verbatim after the same inventory query returns the same four blanks; nothing is reserved before the run is cancelled.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal, max_steps: 12 }, null, s, { 'smolagents.version': '1.9.2', run_id: n.uuid() }, 'Run cancelled by caller (timeout 180s)'),
    };
  },

  // 03 signal box, Google ADK
  (n) => {
    n.at('2024-09-23T08:15:00Z');
    const goal = 'Draft the October lever-frame lubrication and locking-test rota for Hartley Junction signal box, fitting each task into timetable gaps of at least 25 minutes.';
    const chat = new Chat(n, { style: 'adk', agent: 'signal_maint_agent', system: 'You plan signalling maintenance for a heritage railway. Use get_timetable_gaps and get_lever_frame. Produce a dated rota.', user: goal, tools: ['get_timetable_gaps', 'get_lever_frame'] });
    const gaps = () => ({ box: 'HJ', month: '2024-10', tz: 'Europe/London', fetched: n.httpDate(), gaps: [
      { day: 'Tue', from: '10:40', to: '11:20' }, { day: 'Wed', from: '13:05', to: '13:35' }, { day: 'Thu', from: '10:40', to: '11:20' }, { day: 'Sat', from: '16:50', to: '17:40' }],
      service_pattern: 'Green timetable (Tue-Thu, Sat)', rev: `r${n.int(40, 99)}` });
    const s = [];
    s.push(...chat.turn('', [{ name: 'get_lever_frame', args: { box: 'HJ' }, out: { frame: 'Stevens knee, 24 levers', spare: [7, 19], locking: 'tappet', tests: { lubrication_min: 20, locking_test_min: 35, facing_point_lock_min: 30 }, levers_fpl: [12, 13], record_id: n.objectId() } }]));
    s.push(...chat.turn('', [{ name: 'get_timetable_gaps', args: { box: 'HJ', month: '2024-10', min_minutes: 25 }, out: gaps() }]));
    const th = 'The frame is a 24-lever Stevens knee frame with tappet locking, so lubrication needs 20 minutes, the full locking test 35 minutes and each facing point lock test on levers 12 and 13 another 30 minutes. Only the Tuesday and Thursday 10:40 gaps and the Saturday 16:50 gap are long enough for the locking test, while the 30-minute Wednesday gap fits lubrication only. I will recheck the gaps for the month to be sure none of them move on the Halloween specials.';
    s.push(...chat.turn(th, [{ name: 'get_timetable_gaps', args: { box: 'HJ', month: '2024-10', min_minutes: 25 }, out: gaps() }]));
    const th2 = 'The frame is a 24-lever Stevens knee frame with tappet locking, so lubrication needs 20 minutes, the full locking test 35 minutes and each facing point lock test on levers 12 and 13 another 30 minutes. Only the Tuesday and Thursday 10:40 gaps and the Saturday 16:50 gap are long enough for the locking test, and the 30-minute Wednesday gap fits lubrication only. I will recheck the gaps for the month to make sure none of them move on the Halloween specials.';
    s.push(...chat.turn(th2, [], { finish: 'MAX_TOKENS' }));
    return {
      domain: 'heritage railway signal box', style: 'Google ADK events',
      isolates: 'After an identical timetable-gaps result the agent emits the same long analysis of lever-frame test durations again and the invocation ends without a rota.',
      goal,
      root: agentSpan('agent_run [signal_maint_agent]', { new_message: goal, user_id: 'u-rota-clerk', session_id: chat.session }, th2, s, { 'gcp.vertex.agent.invocation_id': chat.invocation, adk_version: '1.2.1' }),
    };
  },

  // 04 canal boat hire yard, AutoGen group chat
  (n) => {
    n.at('2024-08-16T06:40:00Z');
    const goal = 'Reassign the 14 narrowboats due back on Saturday so that cleaning, pump-out and fuelling finish before the 15:00 departures; produce a bay-by-bay turnaround list.';
    const chat = new Chat(n, { style: 'autogen', agent: 'planner', user: goal, userName: 'yard_manager' });
    const returns = () => ({ date: '2024-08-17', as_of: n.isoOffset(1), count: 14, boats: ['Kingfisher', 'Otter', 'Wren', 'Heron', 'Moorhen', 'Dabchick', 'Teal', 'Coot', 'Grebe', 'Swift', 'Sandpiper', 'Dipper', 'Mallard', 'Lapwing'].map((b, i) => ({ boat: b, length_ft: [57, 62, 45, 69, 57, 50, 62, 45, 58, 69, 57, 50, 62, 66][i], eta: `${8 + (i % 5)}:${i % 2 ? '30' : '00'}` })), bays: { wash: 3, pump_out: 1, fuel: 1 }, req: n.reqId('ret_') });
    const s = [];
    s.push(...chat.turn('', [{ name: 'get_saturday_returns', args: { date: '2024-08-17' }, out: returns() }], { speaker: 'yard_ops', executor: 'yard_ops' }));
    const th = 'We have fourteen boats coming back between 08:00 and 12:30 but only one pump-out station, and each pump-out takes about 20 minutes, so the pump-out alone needs close to five hours and becomes the bottleneck before any cleaning starts. The three wash bays can each turn a 57-foot boat in about 90 minutes, the 69-footers Heron and Swift take longer, so the long boats should go first to the pump-out as soon as they arrive. yard_ops, please pull the returns list once more so I can check the arrival times before fixing the order.';
    s.push(...chat.turn(th, [], { speaker: 'planner' }));
    s.push(...chat.turn('', [{ name: 'get_saturday_returns', args: { date: '2024-08-17' }, out: returns() }], { speaker: 'yard_ops', executor: 'yard_ops' }));
    const th2 = 'We have fourteen boats coming back between 08:00 and 12:30 but only one pump-out station, and each pump-out takes about 20 minutes, so the pump-out alone needs close to five hours and becomes the bottleneck before any cleaning starts. The three wash bays can each turn a 57-foot boat in roughly 90 minutes, the 69-footers Heron and Swift take longer, so the long boats should go to the pump-out first as soon as they arrive. yard_ops, please pull the returns list once more so I can check the arrival times before fixing the order.';
    s.push(...chat.turn(th2, [], { speaker: 'planner' }));
    return {
      domain: 'canal boat hire yard', style: 'AutoGen / AG2 group chat',
      isolates: 'The planner agent posts the same long bottleneck analysis twice around an unchanged returns list, and the group chat hits its message limit with no turnaround list.',
      goal,
      root: agentSpan('SelectorGroupChat.run', { task: goal, participants: ['planner', 'yard_ops'] }, { stop_reason: 'Maximum number of messages 5 reached, current message count: 5', messages: 5 }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 05 chalk-stream fishery, LlamaIndex workflow
  (n) => {
    n.at('2024-05-18T17:00:00Z');
    const goal = "Decide whether beat 3 of the Ashbourne chalk stream can open for the mayfly fortnight, using the river keeper's logbook (weed cuts, hatch counts, water temperature).";
    const q = 'beat 3 weed cut and mayfly hatch May';
    const nodes = () => [
      { node_id: n.uuid(), score: 0.84, text: '14 May - Beat 3: second weed cut finished below the hatch pool; ranunculus left in mid-channel strips. Water 11.5C, clear.', metadata: { page: 41, ingested: n.isoSec() } },
      { node_id: n.uuid(), score: 0.79, text: '16 May - First Ephemera danica duns seen at Black Bridge around 15:00, sparse, 6-8 per 10 min. Trout rising to olives mostly.', metadata: { page: 42, ingested: n.isoSec() } },
      { node_id: n.uuid(), score: 0.71, text: '17 May - Beat 3 bank repairs by the hut still taped off, contractor due back 24th.', metadata: { page: 42, ingested: n.isoSec() } },
    ];
    const s = [];
    n.step(0.4, 1.2);
    s.push(chainSpan('FishingAdvisor.retrieve_step', { ev: 'StartEvent', query: q }, { ev: 'RetrievedEvent', nodes: 3 }, [retrieverSpan('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 3 }, nodes(), { metadata: { index: 'keeper-logbook-2024', took_ms: n.ms(30, 200) } })]));
    const th = 'The logbook shows the second weed cut on beat 3 finished on 14 May with mid-channel ranunculus strips left, water at 11.5C and the first danica duns appearing on the 16th, which argues for opening the beat for the fortnight. The blocker is the bank repair by the hut, taped off until the contractor returns on the 24th, so the beat may need to open with the hut stretch closed. I should retrieve the weed-cut and hatch entries again to check nothing later changes this.';
    n.step(2, 6);
    s.push(chainSpan('FishingAdvisor.reason_step', { ev: 'RetrievedEvent' }, { ev: 'RetrieveAgainEvent' }, [llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Advise the fishery manager using only the logbook excerpts.' }, { role: 'user', content: goal }, { role: 'user', content: 'Excerpts: ' + nodes().map((x) => x.text).join(' | ') }] }, { message: { role: 'assistant', content: th } }, { metadata: { 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': n.int(700, 900) } })]));
    n.step(0.4, 1.2);
    s.push(chainSpan('FishingAdvisor.retrieve_step', { ev: 'RetrieveAgainEvent', query: q }, { ev: 'RetrievedEvent', nodes: 3 }, [retrieverSpan('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 3 }, nodes(), { metadata: { index: 'keeper-logbook-2024', took_ms: n.ms(30, 200) } })]));
    const th2 = 'The logbook shows the second weed cut on beat 3 finished on 14 May with mid-channel ranunculus strips left, water at 11.5C and the first danica duns showing on the 16th, which argues for opening the beat for the fortnight. The blocker is the bank repair by the hut, taped off until the contractor returns on the 24th, so the beat may need to open with the hut stretch closed. I should retrieve the weed-cut and hatch entries again to check nothing later changes this.';
    n.step(2, 6);
    s.push(chainSpan('FishingAdvisor.reason_step', { ev: 'RetrievedEvent' }, { ev: 'RetrieveAgainEvent' }, [llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Advise the fishery manager using only the logbook excerpts.' }, { role: 'user', content: goal }, { role: 'assistant', content: th }, { role: 'user', content: 'Excerpts: ' + nodes().map((x) => x.text).join(' | ') }] }, { message: { role: 'assistant', content: th2 } }, { metadata: { 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': n.int(1000, 1300) } })]));
    return {
      domain: 'chalk-stream fishery', style: 'LlamaIndex workflow',
      isolates: 'A workflow step re-retrieves the same three logbook entries and the reasoning step restates its opening analysis near-verbatim; the workflow then times out without a decision.',
      goal,
      root: agentSpan('FishingAdvisor.run', { query: goal }, null, s, { workflow: 'FishingAdvisor', timeout_s: 60, run_id: n.uuid() }, 'WorkflowTimeoutError: Operation timed out after 60.0 seconds'),
    };
  },

  // 06 alpine dairy, OpenTelemetry GenAI
  (n) => {
    n.at('2024-07-09T15:20:00Z');
    const goal = 'Plan tomorrow\'s milk collection for the tanker from the five summer alps above Riedmatt, respecting the 10 t axle limit on the Furggen road and the 06:30 cheese-vat start.';
    const chat = new Chat(n, { style: 'otel', agent: 'alp_collection_planner', system: 'You route the alpine dairy milk tanker. Tools: get_alp_volumes, get_road_status.', user: goal });
    const road = () => ({ road: 'Furggen', status: 'open', axle_limit_t: 10, note: 'Gravel section km 4.2-5.0 single lane, passing bays every 300 m', observed: n.isoOffset(2), source: 'canton-roads-feed', feed_seq: n.next(), cache: `HIT from ${n.host('roadfeed')}` });
    const s = [];
    s.push(...chat.turn('', [
      { name: 'get_alp_volumes', args: { date: 'tomorrow' }, out: { unit: 'litres', alps: { Oberfurggen: 1420, Chüealp: 880, Seeboden: 610, Hohtann: 1150, Rossweid: 540 }, measured: n.iso(), scale_fw: '3.2.7' } },
      { name: 'get_road_status', args: { road: 'Furggen' }, out: road() },
    ]));
    const th = 'The five alps together give about 4,600 litres, but with the tanker at 7.2 tonnes empty and milk at about a kilogram per litre the loaded truck would exceed the 10 tonne axle limit on the Furggen road after roughly 2,800 litres. That means two runs: Oberfurggen and Hohtann first on the upper road, then Chüealp, Seeboden and Rossweid, and both runs must reach the valley before the 06:30 vat start. I want to confirm the Furggen road status before committing to the two-run plan.';
    s.push(...chat.turn(th, [{ name: 'get_road_status', args: { road: 'Furggen' }, out: road() }]));
    const th2 = 'The five alps together give about 4,600 litres, but with the tanker at 7.2 tonnes empty and milk at about a kilogram per litre the loaded truck would exceed the 10 tonne axle limit on the Furggen road after roughly 2,800 litres. That means two runs: Oberfurggen and Hohtann first on the upper road, then Chüealp, Seeboden and Rossweid, and both runs must be down in the valley before the 06:30 vat start. I want to confirm the Furggen road status before committing to the two-run plan.';
    s.push(...chat.turn(th2, [], { finish: 'length' }));
    return {
      domain: 'alpine dairy milk collection', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'The planner repeats its long axle-load calculation after a road-status call returns the same open status, and the response is cut off by the token limit with no collection plan issued.',
      goal,
      root: agentSpan('invoke_agent alp_collection_planner', { input: goal }, th2, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'alp_collection_planner', 'gen_ai.conversation.id': n.uuid(), 'service.name': 'dairy-logistics' }),
    };
  },
];
