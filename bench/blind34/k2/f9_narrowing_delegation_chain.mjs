// Family 9 (healthy): a chain of 3+ nested agents, each passing a narrower, different sub-task down; results come back up.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'narrowing-delegation-chain';
export const loop = false;
export const stagnation = false;

// ---- 01 marbled paper studio, Claude Agent SDK Task subagents ----
function r01(R) {
  const goal = 'Find out why the last three batches of Turkish-style marbled paper show colour bleeding, and fix the studio\'s size-bath recipe file.';
  const l3 = agent('Task: measure-carrageenan', { subagent_type: 'lab-reader', prompt: 'Read the viscosity log for size baths SB-41..SB-43 and report viscosity vs the 28-32 s target.' }, 'SB-41 24 s, SB-42 23 s, SB-43 22 s - all below target; carrageenan dosed at 7 g/L instead of 9 g/L since recipe v5.', [
    tool('Read', { file_path: '/studio/logs/viscosity_2025.csv' }, `     1\tbath,zahn_cup_s,carrageenan_g_l,recipe\n   ${R.int(40, 90)}\tSB-41,24,7,v5\n   ${R.int(91, 99)}\tSB-42,23,7,v5\n  ${R.int(100, 120)}\tSB-43,22,7,v5`),
    llm('assistant', { model: 'claude-haiku-4-5' }, { content: [{ type: 'text', text: 'All three baths under target viscosity; dosage 7 g/L per recipe v5.' }] }),
  ]);
  const l2 = agent('Task: investigate-size-bath', { subagent_type: 'process-investigator', prompt: 'Check the size bath for batches B-118..B-120: compare the recipe used with previous good batches.' }, 'Recipe v5 (introduced for B-118) cut carrageenan 9 -> 7 g/L; baths too thin, causing bleeding.', [
    tool('Grep', { pattern: 'carrageenan', path: '/studio/recipes' }, 'recipes/size_bath_v4.yaml:carrageenan_g_l: 9\nrecipes/size_bath_v5.yaml:carrageenan_g_l: 7'),
    llm('assistant', { model: 'claude-sonnet-4-5' }, { content: [tu(R, 'Task', { subagent_type: 'lab-reader', description: 'measure-carrageenan', prompt: 'Read the viscosity log for size baths SB-41..SB-43 and report viscosity vs the 28-32 s target.' })] }),
    l3,
    llm('assistant', {}, { content: [{ type: 'text', text: 'Recipe v5 (introduced for B-118) cut carrageenan 9 -> 7 g/L; baths too thin, causing bleeding.' }] }),
  ]);
  const kids = [
    llm('assistant', { model: 'claude-opus-4-1' }, { content: [{ type: 'text', text: 'Bleeding usually comes from the size bath, the alum mordant, or paint dispersant. Batch sheets show alum unchanged, so I will have a subagent check the size bath.' }, tu(R, 'Task', { subagent_type: 'process-investigator', description: 'investigate-size-bath', prompt: 'Check the size bath for batches B-118..B-120: compare the recipe used with previous good batches.' })] }, { metadata: { uuid: R.uuid(), timestamp: R.iso(R.tick()) } }),
    l2,
    llm('assistant', {}, { content: [tu(R, 'Edit', { file_path: '/studio/recipes/size_bath_v5.yaml', old_string: 'carrageenan_g_l: 7', new_string: 'carrageenan_g_l: 9  # restored, v5 caused bleeding (B-118..B-120)' })] }),
    tool('Edit', { file_path: '/studio/recipes/size_bath_v5.yaml' }, 'The file /studio/recipes/size_bath_v5.yaml has been updated.'),
    llm('assistant', {}, { content: [{ type: 'text', text: 'Cause: recipe v5 lowered carrageenan to 7 g/L, baths measured 22-24 s (target 28-32 s). Restored 9 g/L in v5.' }], stop_reason: 'end_turn' }),
  ];
  return {
    isolates: 'Main agent -> process investigator (compare recipes) -> lab reader (read one viscosity log): each level narrower, results flow back and the recipe is fixed.',
    goal,
    root: agent('claude-agent-sdk session', { prompt: goal }, { type: 'result', subtype: 'success', num_turns: 6 }, kids, { metadata: { session_id: R.uuid(), agents: ['process-investigator', 'lab-reader'] } }),
  };
}

// ---- 02 birch sap harvesting, Google ADK sub_agents ----
function r02(R) {
  const goal = 'Decide whether to start tapping the birch stand at Kuusamo this week, given sap flow conditions.';
  const inv = 'e-' + R.uuid();
  const m = () => ({ 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': R.uuid() });
  const l3 = agent('invoke_agent frost_thaw_counter', { instruction: 'Count nights below -2 C followed by days above +3 C in the 7-day forecast for grid cell KU-17.' }, '4 freeze-thaw cycles in the next 7 days (Tue-Fri).', [
    tool('execute_tool get_forecast', { cell: 'KU-17', days: 7 }, { tmin: [-5, -4, -3, -3, 0, 1, 2], tmax: [4, 5, 6, 4, 7, 8, 9], model: 'HARMONIE ' + R.dateOnly() + ' 06Z', req: R.uuid() }, { metadata: m() }),
    llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ text: '4 cycles (days 1-4).' }] } }, { metadata: m() }),
  ], { metadata: m() });
  const l2 = agent('invoke_agent sap_conditions_agent', { instruction: 'Assess whether sap flow conditions are met at Kuusamo this week (soil thaw + freeze-thaw cycles).' }, 'Soil thawed at 10 cm (+0.8 C); 4 freeze-thaw cycles ahead: conditions met.', [
    tool('execute_tool get_soil_probe', { site: 'KUU-B2', depth_cm: 10 }, { temp_c: 0.8, moisture_pct: 31, probe: 'SP-' + R.alnum(6, true), battery_mv: R.int(3300, 3600), ts: R.epoch() }, { metadata: m() }),
    llm('call_llm', {}, { content: { parts: [{ function_call: { name: 'transfer_to_agent', args: { agent_name: 'frost_thaw_counter' } } }] } }, { metadata: m() }),
    l3,
  ], { metadata: m() });
  const kids = [
    llm('call_llm', { model: 'gemini-2.5-pro' }, { content: { parts: [{ text: 'Tapping decision needs sap conditions plus crew readiness. Crew: 3 tappers booked from Wednesday. Delegating conditions.' }, { function_call: { name: 'transfer_to_agent', args: { agent_name: 'sap_conditions_agent' } } }] } }, { metadata: m() }),
    l2,
    llm('call_llm', {}, { content: { parts: [{ text: 'Start tapping Wednesday: soil thawed, 4 freeze-thaw cycles forecast, crew available. 420 taps planned.' }] } }, { metadata: m() }),
  ];
  return {
    isolates: 'Coordinator -> sap conditions agent (soil + weather) -> freeze-thaw counter (one forecast cell): narrower each level, results returned and a decision made.',
    goal,
    root: agent('invoke_agent sap_coordinator', { new_message: goal }, { final: 'Start tapping Wednesday.' }, kids, { metadata: { app_name: 'birch-sap', 'gcp.vertex.agent.invocation_id': inv } }),
  };
}

// ---- 03 incense makers, Strands Agents ----
function r03(R) {
  const goal = 'Work out the cost per box of the new sandalwood-free "Temple Cedar" incense cones and set a wholesale price with 45% margin.';
  const l4 = agent('invoke_agent resin_quote_reader', { prompt: 'From the latest supplier emails, extract the per-kg price of benzoin resin Sumatra grade A.' }, 'Benzoin Sumatra A: EUR 31.50/kg (Hasanuddin Trading, quote 2025-Q3).', [
    tool('execute_tool search_mailbox', { q: 'benzoin quote', since: '90d' }, [{ from: 'sales@hasanuddin.example', subject: 'Quote Q3 benzoin', snippet: 'Grade A EUR 31.50/kg FOB Belawan, MOQ 25 kg', msg_id: `<${R.hex(20)}@mail>`, date: R.httpDate() }]),
  ]);
  const l3 = agent('invoke_agent ingredient_coster', { prompt: 'Cost the raw materials for one 12-cone box of Temple Cedar using the formula sheet.' }, 'Raw materials per box: cedar powder 48 g (EUR 0.29), benzoin 6 g (EUR 0.19), makko binder 14 g (EUR 0.21) = EUR 0.69.', [
    tool('execute_tool read_formula', { sku: 'TC-12' }, { cones: 12, per_cone_g: { cedar: 4, benzoin: 0.5, makko: 1.17 }, rev: 'F-' + R.int(10, 30) }),
    tool('execute_tool resin_quote_reader', { prompt: 'benzoin price' }, 'EUR 31.50/kg', {}, [l4]),
  ]);
  const l2 = agent('invoke_agent cost_analyst', { prompt: 'Total cost per box of Temple Cedar (materials + labour + packaging).' }, 'Per box: materials EUR 0.69 + labour EUR 0.85 (hand-rolled, 4 min) + packaging EUR 0.42 = EUR 1.96.', [
    tool('execute_tool ingredient_coster', { prompt: 'raw materials per box' }, 'EUR 0.69', {}, [l3]),
    tool('execute_tool packaging_bom', { sku: 'TC-12' }, { box: 0.31, sleeve: 0.07, label: 0.04 }),
  ]);
  const kids = [
    llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-sonnet-4' }, { message: { content: [{ text: 'Need a total cost; delegating to cost_analyst.' }] } }),
    tool('execute_tool cost_analyst', { prompt: 'Total cost per box' }, 'EUR 1.96', {}, [l2]),
    llm('chat', {}, { message: { content: [{ text: 'Wholesale at 45% margin: 1.96 / 0.55 = EUR 3.56 per box; round to EUR 3.60.' }] } }),
  ];
  return {
    isolates: 'Four nested Strands agents: pricing -> cost analyst -> ingredient coster -> resin quote reader, each a narrower task with a distinct answer, ending in a price.',
    goal,
    root: agent('invoke_agent pricing_agent', { prompt: goal }, 'Wholesale EUR 3.60/box.', kids, { metadata: { 'gen_ai.agent.name': 'pricing_agent', trace: R.traceparent() } }),
  };
}

// ---- 04 steelpan tuners, Bedrock multi-agent collaboration ----
function r04(R) {
  const goal = 'Schedule retuning for the community steel orchestra\'s 18 pans before carnival, prioritising the pans that are most out of tune.';
  const l3 = agent('collaborator:StrobeLogReader', { inputText: 'From the strobe tuner logs, list notes more than 8 cents off on the 4 tenor pans.' }, 'Tenor T1: C#5 +12c, F5 -9c; T3: A4 +15c; T2, T4 within 8c.', [
    tool('actionGroup:Logs/read_strobe', { pans: ['T1', 'T2', 'T3', 'T4'] }, `pan,note,cents,measured\nT1,C#5,+12,${R.iso()}\nT1,F5,-9,${R.iso()}\nT3,A4,+15,${R.iso()}\n(device PS-${R.alnum(5, true)})`),
  ]);
  const l2 = agent('collaborator:PanConditionAgent', { inputText: 'Rank the 18 pans by tuning urgency.' }, 'Urgent: T3, T1 (tenors), D2 double seconds (dent); later: 4 guitars; basses fine.', [
    tool('actionGroup:Inventory/list_pans', {}, { pans: 18, sections: { tenor: 4, double_second: 4, guitar: 4, cello: 3, bass: 3 }, dent_reports: ['D2'] }),
    span('agent-collaborator', 'InvokeAgent StrobeLogReader', { inputText: 'tenor deviations' }, null, [l3]),
  ]);
  const kids = [
    llm('orchestrationTrace.modelInvocation', { type: 'ORCHESTRATION' }, { rationale: { text: 'I need urgency first, then fit sessions into the tuner\'s availability.' } }),
    span('agent-collaborator', 'InvokeAgent PanConditionAgent', { inputText: 'Rank pans by urgency' }, null, [l2]),
    tool('actionGroup:Calendar/tuner_slots', { before: 'carnival' }, { slots: ['Sat 09:00-13:00', 'Sun 10:00-14:00', 'Sat+7 09:00-13:00'], tuner: 'R. Baptiste' }),
    llm('orchestrationTrace.modelInvocation', {}, { finalResponse: { text: 'Sat: T3, T1, D2 (dent first). Sun: guitars G1-G4. Sat+7: spare slot for re-checks.' } }),
  ];
  return {
    isolates: 'Bedrock supervisor -> pan condition collaborator (rank 18 pans) -> strobe log reader (4 tenor pans): each narrower, results returned, schedule produced.',
    goal,
    root: agent('InvokeAgent SteelOrchestraSupervisor', { inputText: goal, sessionId: R.uuid() }, { completion: 'Retuning scheduled across 3 sessions.' }, kids, { metadata: { agentCollaboration: 'SUPERVISOR', 'x-amzn-requestid': R.uuid() } }),
  };
}

// ---- 05 sleeper train booking DB regression, OpenHands delegation ----
function r05(R) {
  const goal = 'The sleeper-train seat map endpoint got 6x slower after last release. Find the cause and fix it.';
  const l3 = agent('QueryPlanAgent', { task: 'Run EXPLAIN ANALYZE on the berth availability query and report the slowest node.' }, 'Seq Scan on berth_holds (rows 2.1M, 812 ms): index on (train_id, departure_date) missing after migration 0087.', [
    tool('CmdRunAction', { command: 'psql $DB -c "EXPLAIN ANALYZE SELECT ... FROM berth_holds WHERE train_id=$1 AND departure_date=$2"' }, `Seq Scan on berth_holds  (cost=0.00..48213.10 rows=37 width=24) (actual time=0.041..${R.int(780, 840)}.2 rows=36 loops=1)\n  Filter: ((train_id = 'NJ-470') AND (departure_date = '2025-12-19'))\n  Rows Removed by Filter: 2104418\nPlanning Time: 0.${R.int(100, 400)} ms\nExecution Time: ${R.int(800, 850)}.${R.int(100, 999)} ms\n[Command finished with exit code 0]`),
  ]);
  const l2 = agent('DelegatorAgent: db-investigator', { task: 'Find which DB query in GET /seatmap regressed between v3.14 and v3.15.' }, 'Berth availability query regressed: index dropped in migration 0087.', [
    tool('CmdRunAction', { command: 'git diff v3.14..v3.15 --stat -- migrations/' }, ' migrations/0087_berth_holds_partition.py | 41 +++++++++---\n 1 file changed, 33 insertions(+), 8 deletions(-)'),
    span('delegate', 'AgentDelegateAction', { agent: 'QueryPlanAgent', inputs: { task: 'EXPLAIN the berth availability query' } }, null, [l3]),
  ]);
  const kids = [
    tool('CmdRunAction', { command: 'hey -n 200 https://staging.nightjet-like.example/api/seatmap?train=NJ-470' }, `Summary:\n  Total:\t${R.float(30, 40, 4)} secs\n  Average:\t${R.float(0.8, 1.0, 4)} secs\n  Requests/sec:\t${R.float(5, 7, 4)}`),
    span('delegate', 'AgentDelegateAction', { agent: 'db-investigator', inputs: { task: 'Find which DB query regressed' } }, null, [l2]),
    tool('FileEditAction', { path: 'migrations/0088_restore_berth_index.py', command: 'create' }, 'File created successfully.'),
    tool('CmdRunAction', { command: 'python manage.py migrate && hey -n 200 https://staging.nightjet-like.example/api/seatmap?train=NJ-470' }, `Applying seatmap.0088_restore_berth_index... OK\nSummary:\n  Average:\t${R.float(0.12, 0.16, 4)} secs`),
    llm('litellm.completion', { model: 'anthropic/claude-sonnet-4' }, { content: 'Restored the (train_id, departure_date) index dropped by 0087; seat map p50 back to ~0.14 s.' }),
  ];
  return {
    isolates: 'OpenHands main agent -> db-investigator (which query regressed) -> query plan agent (EXPLAIN one query): each narrower, the finding comes back and the index is restored.',
    goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'FINISHED' }, kids, { metadata: { sid: R.hex(32) } }),
  };
}

// ---- 06 treehouse builders, Dify workflow log (not in list) ----
function r06(R) {
  const goal = 'Produce a build quote for a two-level oak treehouse for the Müller family, including the tree load check.';
  const node = (title, type, inputs, outputs, children = []) => span(type === 'agent' ? 'agent' : type, title, inputs, outputs, children, { metadata: { node_type: type, node_id: String(R.int(1700000000000, 1799999999999)), elapsed_time: R.float(0.2, 9, 6), status: 'succeeded', created_at: R.epoch(R.tick()) } });
  const l3 = node('Bolt Load Agent', 'agent', { query: 'Check if 4 treehouse attachment bolts (TABs, 1.25") in the oak at 2.4 m and 4.1 m can carry 2,600 kg total.' }, { text: 'Each TAB rated 3,600 kg in oak > 30 cm DBH; trunk DBH 71 cm; 4 TABs give 4.5x safety factor. OK.' }, [
    node('TAB spec lookup', 'tool', { sku: 'TAB-125' }, { rated_kg: 3600, min_dbh_cm: 30, datasheet_rev: R.alnum(4, true) }),
  ]);
  const l2 = node('Tree Assessment Agent', 'agent', { query: 'Assess whether the oak can support the two-level design (2,600 kg).' }, { text: 'Oak healthy (arborist 2025: no decay); DBH 71 cm; bolt loads OK with 4 TABs.' }, [
    node('Arborist report', 'knowledge-retrieval', { query: 'Müller oak arborist' }, { result: [{ content: 'Quercus robur, DBH 71 cm, no decay detected by resistograph, crown vitality 2/5.', score: R.float(0.8, 0.95, 3) }] }),
    l3,
  ]);
  const kids = [
    node('Start', 'start', { design: 'two-level, 14 m2 + 6 m2' }, {}),
    node('Quote Agent', 'agent', { query: goal }, { text: 'Need structural OK before pricing.' }, [l2]),
    node('Materials calc', 'code', { area_m2: 20 }, { timber_m3: 3.4, tabs: 4, cost_eur: 11800 }),
    node('LLM', 'llm', { prompt: 'Write quote' }, { text: 'Quote: EUR 11,800 materials + EUR 9,600 labour = EUR 21,400 incl. structural check.' }),
    node('End', 'end', {}, { answer: 'EUR 21,400' }),
  ];
  return {
    isolates: 'Dify workflow: quote agent -> tree assessment agent -> bolt load agent, each with a narrower question and distinct answer, then pricing and end.',
    goal,
    root: agent('workflow_run', { inputs: { family: 'Müller' }, workflow_id: R.uuid() }, { status: 'succeeded', outputs: { answer: 'EUR 21,400' }, total_steps: 9 }, kids, { metadata: { app_mode: 'advanced-chat', dify_version: '1.3.1', task_id: R.uuid() } }),
  };
}

export const rows = [
  { domain: 'marbled paper studio', style: 'Claude Agent SDK', build: r01 },
  { domain: 'birch sap harvesting', style: 'Google ADK', build: r02 },
  { domain: 'incense makers', style: 'Strands Agents', build: r03 },
  { domain: 'steelpan tuners', style: 'Bedrock Agents', build: r04 },
  { domain: 'sleeper train booking performance (coding)', style: 'OpenHands', build: r05 },
  { domain: 'treehouse builders', style: 'Dify (not in list)', build: r06 },
];
