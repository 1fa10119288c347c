// Family 7 (healthy): a long planning monologue, several long reasoning steps in a row, each adding
// concrete new content (numbers, names, decisions), then the plan is executed or delivered.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'dense_planning_monologue';
export const LOOP = false;

export const ROWS = [
{
  id: '01', stagnation: false,
  isolates: 'Anthropic Messages log with extended-thinking blocks: five consecutive long thinking steps for a cave-diving push each add new numbers (gas volumes, turn pressures, deco stops, team roles) before one tool call files the dive plan.',
  goal: 'Produce the gas and decompression plan for Saturday\'s two-diver push to the 64 m sump in Wookey-style cave system "Fenn Rising" and file it with the expedition log.',
  build: (N) => {
    const kids = [];
    const thoughts = [
      'Depth 64 m, planned bottom time 20 min from the sump entry. Using trimix 18/45 as bottom gas: END at 64 m = (7.4 bar x 0.55) - 1 ≈ 30 m, acceptable; ppO2 at 64 m = 0.18 x 7.4 = 1.33, fine for the working phase. Each diver on twin 12 L at 232 bar back-mounted = 5,568 L.',
      'SAC for Ana measured at 16 L/min on the last three dives, Tom at 19 L/min; plan with Tom\'s 19 and a stress factor 1.5 -> 28.5 L/min surface. At 7.4 bar that is 211 L/min. 20 min bottom = 4,220 L plus descent 4 min at avg 4.2 bar = 479 L. Rule of thirds on 5,568 L gives 1,856 L usable before turn; 1,856/211 = 8.8 min, so the 20 min bottom time does not fit thirds on back gas alone.',
      'Decision: stage a third 11 L aluminium of 18/45 at the sump entry for each diver (11 x 200 = 2,200 L) and keep back gas thirds intact. Turn pressure on the stage: start 200 bar, turn at 133 bar. With the stage carrying the bottom phase, 20 min is now 4,220 L vs stage usable 733 L + back gas third 1,856 L = 2,589 L - still short. Reduce bottom time to 12 min: 12 x 211 = 2,532 L. That fits. Bottom time set to 12 min.',
      'Deco: from 64 m for 12 min on 18/45 with GF 30/80 the schedule from the planner run last week was first stop 36 m. Gases: EAN50 from 21 m, O2 at 6 m. Stops roughly 36-24 m 1 min each, 21 m 2, 18 m 2, 15 m 3, 12 m 4, 9 m 7, 6 m 18 on O2. Total run time about 62 min. EAN50 bottle 7 L x 200 = 1,400 L, need about 14 min x 2.6 bar x 19 x 1.5 ≈ 1,040 L - fits. O2 7 L, 18 min at 1.6 bar x 28.5 ≈ 820 L - fits.',
      'Roles: Ana leads the line (she laid it in March), Tom carries the spare reel and the survey slate. Surface support: Gareth at the dive base with the comms phone from 10:00, callout at run time + 60 min = 13:02 if entry is 11:00. File the plan with these numbers.',
    ];
    thoughts.forEach((t, i) => kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 16000 }, messages: [{ role: 'user', content: 'Plan gas and deco for Saturday\'s push to the 64 m sump; file it.' }], continuation: i }, { id: 'msg_' + N.b62(24), content: [{ type: 'thinking', thinking: t, signature: N.b62(40) }], stop_reason: i < 4 ? 'pause_turn' : 'tool_use', usage: { output_tokens: N.int(300, 700) } }, { metadata: { 'request-id': 'req_' + N.b62(24), 'processing-ms': N.ms(4000, 20000) } })));
    kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219' }, { content: [{ type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'file_dive_plan', input: { site: 'Fenn Rising sump 3', divers: ['Ana', 'Tom'], bottom_gas: 'Tx18/45', bottom_time_min: 12, max_depth_m: 64, deco_gases: ['EAN50@21m', 'O2@6m'], gf: '30/80', runtime_min: 62, callout: '13:02' } }], stop_reason: 'tool_use' }));
    kids.push(tool('file_dive_plan', { site: 'Fenn Rising sump 3' }, { plan_id: 'DP-' + N.int(1000, 9999), stored: `s3://cdg-expeditions/fenn/${N.ymd()}/plan.json`, version_id: N.b62(32), acknowledged_by: 'Gareth (surface)' }));
    kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219' }, { content: [{ type: 'text', text: 'Plan filed: Tx18/45, 12 min at 64 m with staged 11 L per diver, EAN50 and O2 deco, ~62 min runtime, callout 13:02.' }], stop_reason: 'end_turn' }));
    return agent('dive-planner', { user: 'Gas and deco plan for the 64 m sump push.' }, { status: 'done' }, kids, { metadata: { log: 'anthropic-api-requests.jsonl', workspace: 'cave-diving-group' } });
  },
},
{
  id: '02', stagnation: false,
  isolates: 'DSPy ChainOfThought program planning a community-orchard grafting day: four successive reasoning fields each add concrete rootstock counts, scion varieties, station layout and timings, then one lookup and a final plan.',
  goal: 'Plan the March grafting workshop at Thornbury community orchard: 28 attendees, bench grafting on MM106 and M26 rootstocks, scion wood from the 11 heritage trees.',
  build: (N) => {
    const kids = [];
    const steps = [
      '28 attendees, target 3 grafts each = 84 grafts. Nursery failure rate on bench grafts last year was 22%, so to end with ~65 trees for the orchard gap-planting we need all 84. Rootstock split: MM106 for the 6 cider varieties going into the grass orchard rows (vigorous, 4 m spacing) = 48; M26 for the 5 dessert varieties for the school espalier line = 36.',
      'Scion: 11 heritage trees. Cider: Kingston Black, Foxwhelp, Tremlett\'s Bitter, Dabinett, Yarlington Mill, Ashton Brown Jersey -> 8 grafts each = 48. Dessert: Ashmead\'s Kernel, Cornish Gilliflower, Beauty of Bath, Worcester Pearmain, Ribston Pippin -> 7 or 8 each = 36 (Ribston gets 8 because two of last year\'s died). Each graft needs 3-bud scion of pencil thickness: about 15 cm, so ~13 m of wood; collect 16 m in January and keep in the fridge in damp bags.',
      'Stations: 7 tables x 4 people. Each table needs 2 grafting knives (we own 10, borrow 4 from the Bristol group), 1 roll of Buddy tape, labels and a marker. Whip-and-tongue only - too fiddly for a 2-hour session to teach chip budding too. Volunteers: Priya and Owen demonstrate at 10:00 and 11:15.',
      'Timings: 09:30 set up, 10:00 demo 1 (15 min), 10:15-11:00 grafting round 1 (1 graft each, slow), 11:15 demo 2 on tying and labelling, 11:30-12:30 rounds 2 and 3. Heeling-in bed by the shed takes the 84 grafts in 6 rows of 14. Order: 48 MM106 + 36 M26 plus 10% spares = 53 + 40.',
    ];
    steps.forEach((s, i) => kids.push(llm('Predict(StringSignature(event_brief -> reasoning, plan_section))', { event_brief: 'March grafting workshop, 28 attendees, MM106 and M26, 11 heritage trees', section: ['quantities', 'scion', 'stations', 'timings'][i] }, { reasoning: s, plan_section: ['Quantities', 'Scion wood', 'Stations', 'Timings and order'][i] }, { metadata: { lm: 'openai/gpt-4o-mini', lm_usage: { prompt_tokens: N.int(400, 900), completion_tokens: N.int(180, 320) }, call_id: N.uuid() } })));
    kids.push(tool('check_nursery_stock', { items: [{ sku: 'RS-MM106', qty: 53 }, { sku: 'RS-M26', qty: 40 }] }, { supplier: 'Frank P Matthews trade', available: { 'RS-MM106': 120, 'RS-M26': 41 }, quote_ref: 'Q' + N.int(100000, 999999), valid_until: N.isoOff() }));
    kids.push(llm('Predict(StringSignature(sections, stock -> final_plan))', { sections: 4 }, { final_plan: 'Order 53 MM106 + 40 M26 (quote held); 84 whip-and-tongue grafts over 7 tables; demos 10:00/11:15 by Priya and Owen; collect 16 m scion in January.' }));
    return agent('GraftingDayPlanner.forward', { event_brief: 'March grafting workshop at Thornbury community orchard' }, { final_plan: 'Order 53 MM106 + 40 M26 ...' }, kids, { metadata: { dspy_version: '2.6.3', module: 'ChainOfThought' } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'Google ADK run with Gemini thought parts for a touring puppet theatre\'s lighting rig: five thinking steps in a row each add circuit loads, fixture choices, truss positions and cue counts before writing the rig plot.',
  goal: 'Design a lighting rig for the shadow-puppet show "The Lantern Fox" that fits village halls on a 16 A single-phase supply and a 4.2 m ceiling, and save the rig plot.',
  build: (N) => {
    const kids = [];
    const th = [
      'Supply is one 16 A single-phase socket per hall = 3.68 kW; keep 20% headroom -> 2.9 kW budget. The shadow screen needs a single hard point source behind it: a 575 W HMI would be ideal but the ballast draws 8 A at strike. Use a 150 W LED profile with the lens removed instead (0.65 A).',
      'Front of house: 4 x LED Fresnels at 120 W each = 480 W; side washes 2 x RGBW battens at 90 W = 180 W; the lantern effect onstage uses 3 practicals at 10 W. Total rig so far 150 + 480 + 180 + 30 = 840 W. Sound and haze on a separate circuit: the hazer is 700 W when heating - total 1.54 kW, well inside 2.9 kW.',
      'Ceiling 4.2 m: two 3 m lightweight box trusses on wind-up stands at 3.4 m, one upstage of the screen carrying the point source at 2.8 m from the screen for a sharp shadow (source size 18 mm, puppets 40 cm from screen -> penumbra about 3 mm), one FOH at 4 m from the stage edge for the Fresnels.',
      'Control: 512 channels is plenty; fixtures need 4 (Fresnels 2 ch each = 8), battens 6 ch each = 12, profile 1, practicals via a 4-ch dimmer pack = 4: 25 channels total. The show has 38 cues by the director\'s script; the fox chase sequence (cues 21-27) needs a chase on the battens.',
      'Get-in time: two technicians, truss up in 40 min, focus 30 min. Everything fits the Transit van if the wind-up stands travel flat. Write the rig plot with DMX addresses: profile 1, Fresnels 2-9, battens 10-21, dimmer 22-25.',
    ];
    th.forEach((t) => kids.push(llm('call_llm', { model: 'gemini-2.5-pro', config: { thinking_config: { include_thoughts: true } } }, { content: { role: 'model', parts: [{ text: t, thought: true }] }, usage_metadata: { thoughts_token_count: N.int(200, 600), prompt_token_count: N.int(900, 2400) } }, { metadata: { invocation_id: 'e-' + N.uuid(), event_id: N.b62(8), author: 'rig_designer' } })));
    kids.push(llm('call_llm', { model: 'gemini-2.5-pro' }, { content: { role: 'model', parts: [{ functionCall: { id: 'adk-' + N.uuid(), name: 'save_rig_plot', args: { show: 'The Lantern Fox', total_w: 1540, dmx: { profile: 1, fresnels: '2-9', battens: '10-21', dimmer: '22-25' }, trusses: ['US 3m @3.4m', 'FOH 3m @3.4m'] } } }] } }));
    kids.push(tool('execute_tool save_rig_plot', { show: 'The Lantern Fox' }, { functionResponse: { name: 'save_rig_plot', response: { file: 'gs://lantern-fox-tour/rig/rig_plot_v3.pdf', generation: String(N.epochMs() * 1000), md5Hash: Buffer.from(N.hex(16)).toString('base64') } } }));
    kids.push(llm('call_llm', { model: 'gemini-2.5-pro' }, { content: { role: 'model', parts: [{ text: 'Rig plot saved: 1.54 kW on a 16 A supply, two 3 m trusses at 3.4 m, 25 DMX channels, 38 cues.' }] } }));
    return agent('invocation rig_designer', { new_message: 'Design the Lantern Fox rig for village halls and save the plot.' }, { final: 'Rig plot saved.' }, kids, { metadata: { app_name: 'touring_tech', 'google.adk.version': '1.0.0' } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'OpenAI Agents SDK trace with reasoning items: a lifeboat station rota planner writes four long reasoning summaries in a row that each add crew names, qualifications, tide-dependent launch windows and cover gaps, then publishes the rota.',
  goal: 'Draft the August crew availability rota for an inshore lifeboat station so every day has a qualified helm, two crew and a tractor driver, and publish it.',
  build: (N) => {
    const tid = 'trace_' + N.hex(32);
    const kids = [];
    kids.push(tool('get_crew_availability', { month: '2025-08' }, JSON.stringify({ crew: [{ name: 'Morwenna', roles: ['helm'], away: '4-10' }, { name: 'Dai', roles: ['helm', 'tractor'] }, { name: 'Chloe', roles: ['crew'], away: '18-24' }, { name: 'Ifan', roles: ['crew', 'tractor'] }, { name: 'Bethan', roles: ['helm', 'crew'] }, { name: 'Rhys', roles: ['crew'] }, { name: 'Sam', roles: ['tractor'] }], fetched: N.iso() }), { metadata: { span_data: { type: 'function' }, trace_id: tid } }));
    const r = [
      'Helms: Morwenna, Dai, Bethan. Morwenna away 4-10, so 4-10 rests on Dai and Bethan alternating: Dai on even days, Bethan odd. Dai is also one of two tractor drivers, so on his helm days the tractor must be Ifan or Sam.',
      'Crew: Chloe, Ifan, Rhys, and Bethan when she is not helm. Chloe away 18-24; Ifan is needed on tractor when Dai helms, so on Dai\'s helm days in 18-24 the crew pair is Rhys + Bethan, which works only if Bethan is not helm; Morwenna is back then, so Morwenna helms 18-24 and Dai drives tractor.',
      'Launch windows: the slipway dries below 1.2 m; August springs around the 9th-11th and 23rd-25th have low water near 13:00. On those days a tractor driver is essential all day (carriage launch across the sand), so Sam is rostered as second tractor 9-11 and 23-25 in addition to the primary.',
      'Remaining gap: 16 August, the regatta - Rhys and Ifan both racing. Cover from Bethan (crew) with Morwenna helm and Sam tractor, one crew short; request a flank-station swap with Porth for one crew member on the 16th. Publish with that note.',
    ];
    r.forEach((t) => kids.push(llm('generation', { model: 'o4-mini', reasoning: { effort: 'medium', summary: 'detailed' } }, { output: [{ type: 'reasoning', id: 'rs_' + N.hex(24), summary: [{ type: 'summary_text', text: t }] }], usage: { output_tokens_details: { reasoning_tokens: N.int(400, 1400) } } }, { metadata: { span_data: { type: 'generation' }, trace_id: tid, span_id: 'span_' + N.hex(24) } })));
    kids.push(llm('generation', { model: 'o4-mini' }, { output: [{ type: 'function_call', name: 'publish_rota', arguments: JSON.stringify({ month: '2025-08', days: 31, notes: ['16 Aug: request one crew from Porth'] }) }] }, { metadata: { span_data: { type: 'generation' } } }));
    kids.push(tool('publish_rota', { month: '2025-08' }, JSON.stringify({ url: 'https://rota.station.example/2025-08', revision: N.int(2, 9), etag: N.etag() }), { metadata: { span_data: { type: 'function' } } }));
    return agent('Agent workflow', { workflow_name: 'lifeboat-rota' }, { final_output: 'August rota published; 16 Aug one crew short, swap requested from Porth.' }, [agent('RotaPlanner', { tools: ['get_crew_availability', 'publish_rota'] }, null, kids)], { metadata: { trace_id: tid } });
  },
},
{
  id: '05', stagnation: false,
  isolates: 'smolagents run with planning steps for a kombucha brewery: an initial plan and three updated plans in a row, each adding batch volumes, vessel allocations, pH checkpoints and a bottling date, then code steps that book the vessels.',
  goal: 'Schedule primary and secondary fermentation for 2,400 L of ginger-hibiscus kombucha across the brewery\'s vessels so it can be bottled before the Harvest Fair order ships.',
  build: (N) => {
    const kids = [];
    const plans = [
      '1. Facts: 2,400 L total; vessels FV1-FV4 are 800 L each, FV5 is 400 L. Primary takes 7-9 days at 24 °C. 2. Plan: three 800 L vessels for primary; keep FV4 as backup.',
      'Updated plan: FV2 is booked for the oolong batch until the 12th, so primary uses FV1, FV3 and FV4; start on the 5th. Starter liquid at 10% = 240 L, which we have in the SCOBY hotel (310 L measured Tuesday).',
      'Updated plan: pH checkpoints day 3 (expect <4.2), day 6 (expect 3.0-3.2). Target end pH 2.9-3.1 and 1.5 °Bx drop. If day 6 is below 3.0 pull it forward to secondary. Secondary with ginger juice (3%) and hibiscus (0.5%): 72 h in FV2 (free from the 12th) and FV5 -> only 1,200 L capacity, so split into two rounds of 72 h.',
      'Updated plan: secondary round A 12th-15th (1,200 L), round B 15th-18th. Bottling line is free on the 16th and 19th; bottle A on the 16th, B on the 19th. Harvest Fair order ships the 21st: fits with 2 days spare. Book vessels now.',
    ];
    plans.forEach((p, i) => kids.push(llm(i === 0 ? 'PlanningStep initial_plan' : 'PlanningStep update_plan', { model_id: 'Qwen/Qwen2.5-72B-Instruct', step: i * 2 + 1 }, { plan: p, facts: i === 0 ? 'FV1-FV4 800 L, FV5 400 L' : undefined }, { metadata: { input_tokens: N.int(1000, 3000), output_tokens: N.int(150, 400) } })));
    const code = 'for fv, start, end in [("FV1","05","14"),("FV3","05","14"),("FV4","05","14"),("FV2","12","18"),("FV5","12","18")]:\n    print(book_vessel(fv, f"2025-09-{start}", f"2025-09-{end}"))';
    kids.push(llm('ActionStep model output', { model_id: 'Qwen/Qwen2.5-72B-Instruct' }, `Thought: Book the five vessels per the final plan.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`));
    kids.push(tool('python_interpreter', { code }, `Execution logs:\nFV1 booked 2025-09-05..14 (booking ${N.int(1000, 9999)})\nFV3 booked 2025-09-05..14 (booking ${N.int(1000, 9999)})\nFV4 booked 2025-09-05..14 (booking ${N.int(1000, 9999)})\nFV2 booked 2025-09-12..18 (booking ${N.int(1000, 9999)})\nFV5 booked 2025-09-12..18 (booking ${N.int(1000, 9999)})\nOut: None`));
    kids.push(llm('ActionStep model output', {}, 'Code:\n```py\nfinal_answer("Booked FV1/3/4 primary from 5 Sep; FV2+FV5 secondary in two rounds; bottling 16 and 19 Sep; ships 21 Sep.")\n```<end_code>'));
    kids.push(tool('final_answer', { answer: 'Booked ...' }, 'Booked FV1/3/4 primary from 5 Sep; FV2+FV5 secondary in two rounds; bottling 16 and 19 Sep; ships 21 Sep.'));
    return agent('CodeAgent.run', { task: 'Schedule 2,400 L ginger-hibiscus kombucha fermentation before the Harvest Fair shipment.', planning_interval: 2 }, 'Booked FV1/3/4 primary from 5 Sep; ...', kids, { metadata: { smolagents: '1.14.0' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'MLflow Tracing spans for a cable-repair ship: a chain of four long reasoning LLM calls each add fault location, weather window, spare cable length and splice timing before a single tool call books the repair.',
  goal: 'Plan the repair of the fault on the Shetland-Faroe subsea fibre segment S3 and book the cable ship\'s repair window.',
  build: (N) => {
    const kids = [];
    const tr = 'tr-' + N.hex(32);
    kids.push(tool('get_otdr_trace', { segment: 'S3' }, { fault_km_from_shetland_BU: 71.4, event: 'break, 38 dB loss', water_depth_m: 212, measured: N.iso(), otdr: 'EXFO FTB-' + N.int(700, 799), trace_file: N.tmp('otdr_') + '.sor' }, { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': tr } }));
    const steps = [
      'Fault at 71.4 km from the Shetland branching unit, depth 212 m - within grapnel range. Burial records say the cable is buried 0.8 m there (plough lay 2019), so de-burial by ROV jetting before recovery: allow 10 h.',
      'Weather: repair needs Hs < 2.5 m for the final splice and lowering. The forecast window is 14-17 Oct (Hs 1.4-2.1 m), closing on the 18th with a low. Transit from Lerwick base is 9 h; 71.4 km is 8 h of ship time each way on the route.',
      'Spare cable: the repair needs 2.5 x depth of bight plus 1 km margin = 2 x 212 x 2.5 + 1,000 ≈ 2,060 m; Lerwick depot holds 4.8 km of the same SL-17 armoured type, so load 2.5 km. Two final splices (UJ joints) at 14 h each on deck.',
      'Timeline: sail 13 Oct 20:00, on site 14 Oct 05:00, de-burial 10 h, cut and recover both ends 8 h, first splice 14 h, lay bight and second splice 14 h -> done about 16 Oct 13:00, inside the window with a day spare. Book the window 13-17 Oct.',
    ];
    steps.forEach((s) => kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Plan the S3 repair.' }], 'mlflow.spanInputs': '...' }, { content: s, response_metadata: { model_name: 'gpt-4.1', token_usage: N.usage() } }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': tr, 'mlflow.spanFunctionName': 'invoke' } })));
    kids.push(tool('book_ship_window', { vessel: 'CS Sovereign-class repair ship', from: '2025-10-13T20:00Z', to: '2025-10-17T20:00Z', spare_cable_m: 2500, joints: 2 }, { booking: 'MAR-' + N.int(10000, 99999), status: 'held', hold_expires: N.http(), contact: 'marine-ops@cable-maint.example' }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
    return agent('repair_planner', { segment: 'S3' }, { plan: 'Sail 13 Oct 20:00; splices done ~16 Oct 13:00; 2.5 km SL-17 loaded; window held.' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': tr, 'mlflow.experimentId': String(N.int(100, 900)) } });
  },
},
];
