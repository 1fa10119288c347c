// Healthy: supervisor gives the same worker different sub-tasks in turn, new results each time, then synthesis.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const scenarios = [
  // 01 whale-watching permit compliance, OpenAI Agents SDK agents-as-tools
  (N) => {
    const goal = 'Prepare the quarterly compliance summary for our three whale-watching boats (Húsavík) for the Fisheries Directorate.';
    const subs = [
      ['Pull AIS tracks for "Bjössi" for Q3 and count approaches closer than 50 m to cetaceans.', { vessel: 'Bjössi', trips: 141, close_approaches: 2, incidents: ['2024-07-19 humpback 38 m', '2024-08-02 minke 44 m'] }],
      ['Same for "Faldur": count approaches closer than 50 m in Q3.', { vessel: 'Faldur', trips: 118, close_approaches: 0 }],
      ['For "Náttfari", check whether engine-idle rule (<7 kn within 300 m) was breached in Q3.', { vessel: 'Náttfari', trips: 96, speed_breaches: 3, max_speed_kn: 9.4 }],
    ];
    const kids = [];
    subs.forEach(([task, res]) => {
      kids.push(llm('generation', { input: [{ role: 'user', content: goal }] }, { output: [{ type: 'function_call', name: 'track_analyst', arguments: JSON.stringify({ input: task }) }] }, { model: 'gpt-4.1', 'span_data.type': 'generation' }));
      kids.push(agent('track_analyst', { input: task }, { final_output: JSON.stringify(res) }, [
        llm('generation', { input: task }, { output: [{ type: 'function_call', name: 'query_ais', arguments: JSON.stringify({ mmsi: '251' + N.int(100000, 999999), from: 'Q3' }) }] }, { model: 'gpt-4.1-mini', 'span_data.type': 'generation' }),
        tool('function', { name: 'query_ais' }, { output: JSON.stringify({ ...res, points: N.int(40000, 90000), source: 'ais-hub', cursor: N.b62(16) }) }, { 'span_data.type': 'function' }),
      ], { 'span_data.type': 'agent' }));
    });
    kids.push(llm('generation', { input: '[...]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Q3 summary: 355 trips. Bjössi 2 close approaches (38 m, 44 m), Faldur none, Náttfari 3 speed breaches (max 9.4 kn). Corrective briefing scheduled.' }] }] }, { model: 'gpt-4.1' }));
    return { isolates: 'The supervisor calls the same track_analyst three times for three different vessels/rules and gets distinct figures, then writes one summary.', stagnation: false, goal,
      root: agent('Compliance Supervisor', { input: goal }, { final_output: 'Q3 summary: 355 trips...' }, kids, { 'span_data.type': 'agent', trace_id: 'trace_' + N.hex(32) }) };
  },
  // 02 saffron farm, LangGraph supervisor
  (N) => {
    const goal = 'Give me the state of this autumn\'s saffron harvest in our 3 fields and whether we can fulfil the 1.4 kg contract.';
    const tasks = [['Read the picking log for field Alto and give total stigmas dried weight.', 'Alto: 412 g dried from 61,800 flowers (6.7 mg/flower).'], ['Read the picking log for field Vinha and give dried weight.', 'Vinha: 538 g dried; corm rot patch in rows 14-18 cut yield there by ~30%.'], ['Field Ribeira: dried weight and expected remaining flush.', 'Ribeira: 301 g dried so far; third flush expected this week, ~150 g more.']];
    const kids = [];
    tasks.forEach(([t, r], i) => {
      kids.push(chain('supervisor', { messages: '[state]' }, { next: 'harvest_worker' }, [llm('ChatOpenAI', { messages: [[{ type: 'human', content: goal }]] }, { generations: [[{ text: '', message: { tool_calls: [{ name: 'transfer_to_harvest_worker', args: { task: t } }] } }]] }, { ls_model_name: 'gpt-4o' })], { langgraph_node: 'supervisor', langgraph_step: i * 2 + 1 }));
      kids.push(chain('harvest_worker', { messages: [{ type: 'human', content: t }] }, { messages: [{ type: 'ai', content: r, name: 'harvest_worker' }] }, [
        tool('read_sheet', { range: `${['Alto', 'Vinha', 'Ribeira'][i]}!A1:F400` }, { values_count: N.int(150, 380), spreadsheetId: N.b62(44), updatedRange_etag: N.hex(12) }),
        llm('ChatOpenAI', { messages: [[{ type: 'human', content: t }]] }, { generations: [[{ text: r }]] }, { ls_model_name: 'gpt-4o-mini' }),
      ], { langgraph_node: 'harvest_worker', langgraph_step: i * 2 + 2 }));
    });
    kids.push(chain('supervisor', {}, { messages: [{ type: 'ai', content: 'Total 1,251 g now; with Ribeira\'s third flush ~1,400 g. Contract reachable but tight; ask the buyer for a 10-day delivery window.' }] }, [llm('ChatOpenAI', { messages: '[...]' }, { generations: [[{ text: 'Total 1,251 g now; ...' }]] }, {})], { langgraph_node: 'supervisor' }));
    return { isolates: 'LangGraph supervisor routes three different field questions to the same worker, each giving new weights, then totals them against the contract.', stagnation: false, goal,
      root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: ['...'] }, kids, { ls_run_id: N.uuid(), graph: 'langgraph-supervisor' }) };
  },
  // 03 piano restoration workshop, AutoGen AgentChat SelectorGroupChat
  (N) => {
    const goal = 'Quote the restoration of a 1912 Blüthner model 6 grand: action, soundboard and case.';
    const rounds = [
      ['PartsClerk, price a full hammer set and shanks for a Blüthner 1912 action (88 notes).', 'Abel hammer set (Blüthner pattern) EUR 1,340; Renner shanks & flanges EUR 890; lead time 6 weeks (supplier ref ' + N.int(10000, 99999) + ').'],
      ['PartsClerk, now the soundboard: we need shims for 14 cracks and 2 replacement ribs - materials only.', 'Spruce shim stock 1.2 m EUR 85; 2 ribs quartersawn spruce EUR 160; Hide glue 500 g EUR 22.'],
      ['PartsClerk, last one: French polish refinish materials for the rosewood case.', 'Shellac flakes (blonde) 1 kg EUR 64; pumice & rottenstone EUR 28; 5 l denatured alcohol EUR 31.'],
    ];
    const kids = [];
    rounds.forEach(([ask, ans]) => {
      kids.push(llm('WorkshopLead', { messages: [{ source: 'user', content: goal }] }, { type: 'TextMessage', source: 'WorkshopLead', content: ask, models_usage: { prompt_tokens: N.int(400, 900), completion_tokens: N.int(30, 60) } }, { 'autogen.team': 'SelectorGroupChat', model: 'gpt-4o' }));
      kids.push(agent('PartsClerk', { task: ask }, { type: 'TextMessage', source: 'PartsClerk', content: ans }, [tool('FunctionCall: lookup_catalogue', { arguments: JSON.stringify({ q: ask.slice(11, 50) }) }, { type: 'FunctionExecutionResult', content: ans, call_id: 'call_' + N.b62(20), is_error: false })], { 'autogen.agent': 'PartsClerk' }));
    });
    kids.push(llm('WorkshopLead', { messages: '[...]' }, { content: 'Materials EUR 2,620 + labour 210 h x EUR 65 = EUR 13,650; total quote EUR 16,270. TERMINATE' }, { model: 'gpt-4o' }));
    return { isolates: 'The workshop lead asks PartsClerk three distinct pricing questions (action, soundboard, case) and sums the new figures into a quote.', stagnation: false, goal,
      root: agent('SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned", messages_count: 9 }, kids, { 'autogen.version': '0.4.' + N.int(3, 9), team_id: N.uuid() }) };
  },
  // 04 community radio music licensing, Google ADK AgentTool
  (N) => {
    const goal = 'Produce the monthly PRS/PPL usage return for Radio Tarbh (community FM) for March.';
    const asks = [['List tracks aired in the Sunday trad session with durations.', { tracks: 46, total_min: 173, unmatched_isrc: 4 }], ['Resolve the 4 unmatched ISRCs from the trad session against the PPL repertoire.', { resolved: 3, unresolved: ['home field recording - Uist 1968'], note: 'archive recording, not PPL repertoire' }], ['Now list the weekday drive-time tracks with durations.', { tracks: 612, total_min: 2290, unmatched_isrc: 0 }]];
    const kids = [];
    asks.forEach(([a, r]) => {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ contents: [{ parts: [{ text: goal }] }] }) }, { 'gcp.vertex.agent.llm_response': { content: { parts: [{ function_call: { name: 'playlog_agent', args: { request: a } } }] } } }, { 'gen_ai.system': 'gcp.vertex.agent', model: 'gemini-2.0-flash' }));
      kids.push(agent('execute_tool playlog_agent', { request: a }, { result: r }, [
        llm('call_llm', { request: a }, { 'gcp.vertex.agent.llm_response': { content: { parts: [{ function_call: { name: 'query_playout', args: { month: '03' } } }] } } }, { agent: 'playlog_agent' }),
        tool('execute_tool query_playout', { month: '03', show: a.slice(0, 30) }, { ...r, myriad_export: `exp_${N.hex(8)}.xml`, generated: N.http() }),
      ], { 'gcp.vertex.agent.event_id': N.uuid() }));
    });
    kids.push(llm('call_llm', { request: 'synthesise' }, { 'gcp.vertex.agent.llm_response': { content: { parts: [{ text: 'March return: 658 tracks, 2,463 min; 1 archive recording declared as non-repertoire. CSV ready for upload.' }] } } }, {}));
    return { isolates: 'ADK root agent uses the same playlog_agent tool for three different requests (trad list, ISRC resolution, drive-time) and compiles the return.', stagnation: false, goal,
      root: agent('invoke_agent licensing_root', { user_content: goal }, { final: 'March return ready' }, kids, { app_name: 'radio-tarbh', 'gcp.vertex.agent.session_id': N.uuid() }) };
  },
  // 05 marathon water-station logistics, Mastra agent network
  (N) => {
    const goal = 'Finalise water and sports-drink quantities for the 9 aid stations of the Tromsø Midnight Sun Marathon.';
    const subs = [['Estimate runner throughput per station from last year\'s chip splits.', 'Peak flow at km 5: 1,900 runners within 22 min; km 30: 1,100 within 40 min.'], ['Get the forecast temperature and humidity for race night.', '14C at start, 11C by 01:00, RH 78%; low sweat-rate night.'], ['Pull the remaining stock at the depot.', '18,400 cups, 2,100 l drink concentrate diluted ~ 1:9, 190 water jerrycans.']];
    const kids = [];
    subs.forEach(([s, r], i) => {
      kids.push(llm('agentNetwork.routingAgent.generate', { messages: [{ role: 'user', content: goal }] }, { object: { resourceId: 'logisticsAgent', prompt: s, selectionReason: ['need throughput first', 'weather drives per-runner volume', 'check stock against need'][i] } }, { 'mastra.network': 'raceOps', model: 'openai/gpt-4o' }));
      kids.push(agent('agent.logisticsAgent.generate', { prompt: s }, { text: r }, [tool(['chipSplits', 'metForecast', 'depotStock'][i], { race: 'MSM', q: s.slice(0, 25) }, { data: r, requestId: N.reqId('rq_'), fetched: N.iso() }, { 'mastra.tool': true })], { 'mastra.agent': 'logisticsAgent' }));
    });
    kids.push(llm('agentNetwork.routingAgent.generate', { messages: '[...]' }, { text: 'Plan: 0.15 l per runner per station on a cool night -> 12,600 l total; stock covers it; km 5 needs 4 extra tables for peak flow.' }, {}));
    return { isolates: 'A Mastra routing agent sends logisticsAgent three different sub-tasks (throughput, weather, stock), each with new data, then computes the plan.', stagnation: false, goal,
      root: agent('network.raceOps.loop', { message: goal }, { result: '12,600 l plan' }, kids, { runId: N.uuid(), framework: 'mastra' }) };
  },
  // 06 fossil prep-lab cataloguing, CrewAI hierarchical
  (N) => {
    const goal = 'Catalogue the three ichthyosaur blocks prepared this month (Lyme Regis collection) and draft the accession report.';
    const blocks = [['Block LR-' + N.int(100, 199), 'Ichthyosaurus communis; 47 vertebrae articulated; skull 38 cm; prep 61 h'], ['Block LR-' + N.int(200, 299), 'Partial paddle, 112 phalanges, possibly Temnodontosaurus; pyrite decay in 3 areas, consolidated with Paraloid B-72'], ['Block LR-' + N.int(300, 399), 'Coprolite cluster (9) with fish scales; no bones; CT scan booked']];
    const kids = [];
    blocks.forEach(([b, d]) => {
      kids.push(llm('LLM Call', { messages: msgs('system', 'You are Collections Manager (manager agent).', 'user', goal) }, `Thought: Next I need the specimen record for ${b}.\nAction: Delegate work to coworker\nAction Input: {"task":"Write the catalogue entry for ${b} from the prep log","coworker":"Preparator"}`, { model: 'gpt-4o' }));
      kids.push(agent('Agent: Preparator', { task: `Write the catalogue entry for ${b}` }, { raw: `${b}: ${d}` }, [tool('Read prep log', { block: b }, `${b}\t${d}\tlogged ${N.ymd()} by prep-bench-${N.int(1, 4)}\tuuid=${N.uuid()}`), llm('LLM Call', { messages: '[preparator]' }, `Final Answer: ${b}: ${d}`, { model: 'gpt-4o-mini' })], { role: 'Preparator' }));
    });
    kids.push(llm('LLM Call', { messages: '[...]' }, 'Final Answer: Accession report - 3 blocks: articulated I. communis, partial paddle (cf. Temnodontosaurus), coprolite cluster; pyrite treatment noted.', { model: 'gpt-4o' }));
    return { isolates: 'The manager agent gives the same Preparator three different blocks to catalogue, gets three distinct entries, and writes the accession report.', stagnation: false, goal,
      root: agent('Crew: Prep Lab', { inputs: { goal } }, { raw: 'Accession report - 3 blocks...' }, kids, { process: 'hierarchical', crew_id: N.uuid() }) };
  },
];
