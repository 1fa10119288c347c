// Family 8 (healthy): a supervisor sends the same worker agent different sub-tasks in turn;
// each comes back with new results; then the supervisor synthesises.
import { sp, Conv } from './lib.mjs';

export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;
export const summary = 'Supervisor reuses one worker for several different sub-tasks, each returning new results, then writes a synthesis';

// 01 cornhole league — LangGraph supervisor with a stats worker
function s01(c) {
  const goal = 'Prepare the mid-season report for the cornhole league: standings, the most improved thrower, and which boards need re-leveling based on bag-bounce complaints.';
  const k = [];
  const sup = (text, to, task) => sp('llm', 'ChatOpenAI', { messages: [{ role: 'system', content: 'You are a supervisor managing: stats_agent. Respond with the worker to act next and the task, or FINISH.' }, { role: 'user', content: goal }] }, { content: text, tool_calls: to ? [{ id: 'call_' + c.b62(24), type: 'function', function: { name: 'route', arguments: JSON.stringify({ next: to, task }) } }] : [] }, [], { langgraph_node: 'supervisor', ls_model_name: 'gpt-4o' });
  const worker = (task, tool, args, out, answer) => {
    c.tick(3000, 12000);
    return sp('agent', 'stats_agent', { task }, { content: answer }, [
      sp('llm', 'ChatOpenAI', { messages: [{ role: 'user', content: task }] }, { content: null, tool_calls: [{ id: 'call_' + c.b62(24), type: 'function', function: { name: tool, arguments: JSON.stringify(args) } }] }, [], { langgraph_node: 'stats_agent' }),
      sp('tool', tool, args, out, [], { langgraph_node: 'tools' }),
      sp('llm', 'ChatOpenAI', { messages: [{ role: 'tool', content: '(result)' }] }, { content: answer }, [], { langgraph_node: 'stats_agent' }),
    ], { langgraph_node: 'stats_agent', langgraph_step: k.length + 1 });
  };
  k.push(sup('Start with the standings.', 'stats_agent', 'Compute current standings (W-L, points differential) for all 16 teams.'));
  k.push(worker('Compute current standings (W-L, points differential) for all 16 teams.', 'sql', { q: 'SELECT team, wins, losses, pts_for - pts_against AS diff FROM standings ORDER BY wins DESC, diff DESC' }, `team           | wins | losses | diff\nBag Dads       |   9  |   1    | +112\nHole Patrol    |   8  |   2    |  +87\nCorn Stars     |   7  |   3    |  +40\n… (13 more rows)\nTime: ${c.int(3, 40)}.${c.int(100, 999)} ms`, 'Standings: Bag Dads 9-1 (+112), Hole Patrol 8-2 (+87), Corn Stars 7-3 (+40); bottom: Shuck Norris 1-9 (−95).'));
  k.push(sup('Now the most improved thrower.', 'stats_agent', 'Find the thrower with the biggest PPR (points per round) gain between weeks 1-5 and weeks 6-10, min 30 rounds.'));
  k.push(worker('Find the thrower with the biggest PPR (points per round) gain between weeks 1-5 and weeks 6-10, min 30 rounds.', 'sql', { q: 'SELECT player, ppr_early, ppr_late, ppr_late-ppr_early AS gain FROM v_ppr_split WHERE rounds >= 30 ORDER BY gain DESC LIMIT 3' }, `player        | ppr_early | ppr_late | gain\nDana Kowalski |    4.1    |   6.8    | 2.7\nLuis Ortega   |    5.0    |   6.9    | 1.9\nMo Haddad     |    3.2    |   4.9    | 1.7\n(3 rows)`, 'Most improved: Dana Kowalski, PPR 4.1 → 6.8 (+2.7), ahead of Luis Ortega (+1.9).'));
  k.push(sup('Last: the boards.', 'stats_agent', 'Group bag-bounce complaints by venue and board id; list boards with 3+ complaints.'));
  k.push(worker('Group bag-bounce complaints by venue and board id; list boards with 3+ complaints.', 'sql', { q: 'SELECT venue, board_id, count(*) n FROM complaints WHERE kind = \'bounce\' GROUP BY 1,2 HAVING count(*) >= 3' }, `venue            | board_id | n\nRiverside Tap    | RT-3     | 6\nRiverside Tap    | RT-4     | 4\nElm St Legion    | EL-1     | 3\n(3 rows)`, 'Boards with 3+ bounce complaints: RT-3 (6), RT-4 (4) at Riverside Tap, EL-1 (3) at Elm St Legion.'));
  k.push(sup('Mid-season report: Bag Dads lead at 9-1 (+112) over Hole Patrol 8-2; most improved thrower is Dana Kowalski (PPR +2.7); re-level boards RT-3 and RT-4 at Riverside Tap and EL-1 at Elm St Legion before week 11. FINISH', null, null));
  return {
    isolates: 'The supervisor sends stats_agent three different queries (standings, PPR improvement, bounce complaints by board), each returning new data, then writes the report.',
    goal,
    root: sp('agent', 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, k, { ls_run_type: 'chain', graph: 'supervisor', thread_id: c.uuid() }),
  };
}

// 02 felt making studio — CrewAI hierarchical manager, one coworker, three tasks
function s02(c) {
  const goal = 'Get the felt making studio ready for the winter wet-felting course season: course calendar, wool tops order, and a price for the new felted slipper workshop.';
  const k = [];
  const deleg = (task, thought, action, obs, result) => {
    c.tick(4000, 15000);
    k.push(sp('llm', 'LLM Call', { role: 'Studio Manager' }, { content: `Thought: ${thought}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Studio Assistant"}` }, [], { model: 'gpt-4o' }));
    k.push(sp('tool', 'Delegate work to coworker', { task, coworker: 'Studio Assistant' }, result, [
      sp('agent', 'Studio Assistant', { task }, { raw: result }, [
        sp('tool', action.name, action.args, obs, [], { crewai_tool: true }),
        sp('llm', 'LLM Call', { role: 'Studio Assistant' }, { content: `Thought: I now know the final answer\nFinal Answer: ${result}` }, [], { model: 'gpt-4o-mini' }),
      ], { role: 'Studio Assistant', allow_delegation: false }),
    ], {}));
  };
  deleg('Draft the winter course calendar (Jan–Mar) around the studio\'s free evenings.', 'Calendar first; the assistant has the booking system.', { name: 'studio_calendar', args: { from: c.ymd(30), to: c.ymd(120), free_only: true } }, { free_evenings: ['Tue', 'Thu'], free_saturdays: 9, blocked: ['school half-term week'], sync: c.iso() }, '10 courses: 6 Tuesday-evening beginner wet-felting (3 weeks each), 4 Saturday one-day slipper workshops; none in half-term.');
  deleg('Work out the merino and Corriedale wool tops order for those 10 courses (8 students each).', 'Now materials based on the calendar.', { name: 'supplier_catalog', args: { fibres: ['merino 21mic tops', 'corriedale tops'], moq_kg: 1 } }, { 'merino 21mic tops': '€38/kg', 'corriedale tops': '€24/kg', lead_time_days: 12, catalog_rev: c.hex(6) }, 'Order 9 kg merino (€342) for beginner courses at 100 g/student plus colour packs, and 7 kg Corriedale (€168) for slippers at 180 g/pair; total €510, arrives in 12 days.');
  deleg('Propose a price for the felted slipper workshop covering materials, soles and tutor time with a 35% margin.', 'Finally pricing, using the wool cost just calculated.', { name: 'cost_sheet', args: { items: ['corriedale 180g', 'latex sole pair', 'tutor 6h', 'room'] } }, { corriedale_180g: 4.32, latex_soles: 6.5, tutor_per_student: 15.0, room_per_student: 5.0, currency: 'EUR' }, 'Cost per student €30.82; with 35% margin price at €48 (round), €384 per full workshop of 8.');
  k.push(sp('llm', 'LLM Call', { role: 'Studio Manager' }, { content: 'Thought: I now know the final answer\nFinal Answer: Winter season: 6 Tuesday beginner courses + 4 Saturday slipper workshops; order 9 kg merino and 7 kg Corriedale (€510, 12-day lead time, order this week); slipper workshop priced at €48 per person.' }, [], { model: 'gpt-4o' }));
  return {
    isolates: 'The manager delegates three different tasks (calendar, wool order, slipper pricing) to the same Studio Assistant, each building on the last, then gives the final answer.',
    goal,
    root: sp('agent', 'Crew.kickoff', { inputs: { season: 'winter' } }, null, k, { process: 'hierarchical', manager_llm: 'gpt-4o', crewai_version: '0.108.0' }),
  };
}

// 03 fire sprinkler inspection — AutoGen AgentChat (planner + one inspector worker)
function s03(c) {
  const goal = 'Summarise the annual fire sprinkler inspection for the Meridian cold-storage warehouse: dry-pipe valve trip test, main drain test, and sprinkler head sample, with deficiencies to quote.';
  const k = [];
  const msg = (src, content, meta = {}) => { c.tick(2000, 20000); return sp(src === 'planner' || src === 'inspector_agent' ? 'llm' : 'tool', src, { source: src }, { content, models_usage: src === 'planner' || src === 'inspector_agent' ? { prompt_tokens: c.tokens(), completion_tokens: c.int(40, 300) } : null }, [], { type: src === 'planner' || src === 'inspector_agent' ? 'TextMessage' : 'ToolCallExecutionEvent', created_at: c.iso(), ...meta }); };
  const task = (t, call, res, ans) => { k.push(msg('planner', `inspector_agent: ${t}`)); k.push(sp('agent', 'inspector_agent', { task: t }, { content: ans }, [msg('inspector_agent', [{ id: 'call_' + c.b62(24), name: call.name, arguments: JSON.stringify(call.args) }], { type: 'ToolCallRequestEvent' }), msg(call.name, res), msg('inspector_agent', ans)], { agent_type: 'AssistantAgent' })); };
  task('Pull the dry-pipe valve trip test record and evaluate trip time and water delivery time against NFPA 25.', { name: 'get_test_record', args: { site: 'MER-CS', test: 'dry_pipe_trip' } }, JSON.stringify({ valve: 'DPV-1 (Viking F-1)', trip_psi: 14, trip_time_s: 38, water_delivery_s: 71, limit_s: 60, tested: c.usDate(), tech: 'J. Barros #NICET-II' }), 'Dry-pipe DPV-1 tripped at 14 psi in 38 s, but water delivery took 71 s vs the 60 s limit for this system size: deficiency, likely needs an accelerator or QOD.');
  task('Compare this year\'s main drain test with the baseline.', { name: 'get_test_record', args: { site: 'MER-CS', test: 'main_drain' } }, JSON.stringify({ static_psi: 72, residual_psi: 58, baseline: { static: 74, residual: 62 }, tested: c.usDate() }), 'Main drain: static 72 psi / residual 58 vs baseline 74 / 62. Residual drop of 4 psi is under the 10% investigate threshold; acceptable, note for trend.');
  task('Report the results of the 1/2-inch quick-response sprinkler sample sent to the lab.', { name: 'get_lab_report', args: { site: 'MER-CS', sample: 'QR-2008' } }, `LAB REPORT ${c.jobId('UL-')}\nHeads tested: 4 (Tyco TY3251, 2008)\nOperating time: 3 of 4 within limits; 1 failed to operate at 165°F within 10 min\nResult: FAIL — replace all heads of this sample population\nIssued: ${c.httpDate()}`, 'Sample QR-2008: 1 of 4 heads failed to operate, so the entire 2008 population of Tyco TY3251 heads (~340 heads in freezer zone B) must be replaced.');
  k.push(msg('planner', 'Summary for quote: (1) DPV-1 water delivery 71 s > 60 s — quote a quick-opening device; (2) main drain acceptable, 4 psi residual drop, trend next year; (3) replace ~340 Tyco TY3251 heads in freezer zone B after lab failure. TERMINATE'));
  return {
    isolates: 'The planner gives inspector_agent three different checks (dry-pipe trip, main drain, lab sample) and each returns a distinct finding, then a quote summary is written.',
    goal,
    root: sp('agent', 'SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, k, { 'autogen_agentchat.version': '0.4.9', participants: ['planner', 'inspector_agent'], termination: 'TextMentionTermination' }),
  };
}

// 04 kabaddi league — OpenAI Agents SDK, one agent-as-tool used three times
function s04(c) {
  const goal = 'Prepare the match-day briefing for the kabaddi league game Tigers vs Mariners: raid success trends, defensive tackle points, and the referee crew\'s card history.';
  const k = [];
  const call = (input, tool, args, out, answer) => {
    c.tick(2000, 9000);
    k.push(sp('llm', 'POST /v1/responses', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, { output: [{ type: 'function_call', call_id: 'call_' + c.b62(24), name: 'stats_analyst', arguments: JSON.stringify({ input }) }] }, [], { span_type: 'response' }));
    k.push(sp('tool', 'stats_analyst', { input }, answer, [sp('agent', 'Stats Analyst', { input }, answer, [
      sp('llm', 'POST /v1/responses', { model: 'gpt-4.1-mini', input: [{ role: 'user', content: input }] }, { output: [{ type: 'function_call', call_id: 'call_' + c.b62(24), name: tool, arguments: JSON.stringify(args) }] }, [], { span_type: 'response' }),
      sp('tool', tool, args, out, [], { span_type: 'function' }),
      sp('llm', 'POST /v1/responses', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: answer }] }] }, [], { span_type: 'response' }),
    ], { span_type: 'agent' })], { span_type: 'function', agent_as_tool: true }));
  };
  call('Raid success rate for Tigers\' top 3 raiders over the last 5 matches.', 'query_raids', { team: 'Tigers', last_n: 5, top: 3 }, { rows: [{ raider: 'A. Sehrawat', raids: 61, successful: 37 }, { raider: 'K. Malik', raids: 44, successful: 22 }, { raider: 'R. Thomas', raids: 30, successful: 11 }], as_of: c.isoSec() }, 'Tigers raiders: Sehrawat 61% (37/61), Malik 50% (22/44), Thomas 37% (11/30).');
  call('Mariners\' tackle points by defensive position, last 5 matches.', 'query_tackles', { team: 'Mariners', last_n: 5 }, { left_corner: 19, right_corner: 14, left_cover: 8, right_cover: 11, super_tackles: 3, as_of: c.isoSec() }, 'Mariners tackles: left corner 19, right corner 14, covers 8/11, 3 super tackles — strongest on the left corner.');
  call('Card history for the assigned referee crew (Ref. P. Nair) this season.', 'query_officials', { referee: 'P. Nair', season: 'current' }, { matches: 9, green: 14, yellow: 5, red: 0, avg_technical_points: 1.8, as_of: c.isoSec() }, 'Ref. P. Nair: 9 matches, 14 green and 5 yellow cards, no reds, 1.8 technical points per match.');
  k.push(sp('llm', 'POST /v1/responses', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Briefing: Sehrawat (61%) should avoid the Mariners\' left corner (19 tackle points) and raid right where coverage is 14; Malik at 50% as second raider. Nair refs strictly on technical points (1.8/match) but has issued no reds — keep bench discipline.' }] }] }, [], { span_type: 'response' }));
  return {
    isolates: 'The coordinator calls the same Stats Analyst agent-as-tool three times with different questions (raids, tackles, referee) and gets new numbers each time, then writes a briefing.',
    goal,
    root: sp('agent', 'Agent workflow', { workflow_name: 'matchday-briefing' }, null, [sp('agent', 'Briefing Coordinator', { input: goal }, null, k, { span_type: 'agent', tools: ['stats_analyst'] })], { trace_id: 'trace_' + c.hex(32) }),
  };
}

// 05 rubber tapping plantation — Strands Agents with an agents-as-tools worker
function s05(c) {
  const goal = 'Decide the tapping plan for next month on the rubber plantation: which blocks to rest for wintering, expected latex yield, and how many tappers to hire.';
  const cv = new Conv(c, { style: 'anthropic', model: 'us.anthropic.claude-3-5-haiku-20241022-v1:0', system: 'You are the estate manager assistant. Use field_analyst for data questions.', user: goal, llmName: 'Model invoke' });
  const k = [];
  const ask = (q, tool, args, out, ans) => {
    k.push(cv.llm(null, [{ name: 'field_analyst', args: { query: q } }]));
    c.tick(2000, 8000);
    const inner = sp('agent', 'field_analyst', { query: q }, ans, [
      sp('llm', 'Model invoke', { messages: [{ role: 'user', content: q }] }, { content: [{ type: 'tool_use', name: tool, input: args }] }, [], { 'gen_ai.request.model': 'us.anthropic.claude-3-5-haiku-20241022-v1:0' }),
      sp('tool', `Tool: ${tool}`, args, out, [], {}),
      sp('llm', 'Model invoke', { messages: [{ role: 'user', content: '(tool result)' }] }, { content: [{ type: 'text', text: ans }] }, [], {}),
    ], { 'gen_ai.agent.name': 'field_analyst' });
    k.push(cv.tool('field_analyst', undefined, ans, { spanName: 'Tool: field_analyst', children: [inner] }));
  };
  ask('Which blocks show wintering leaf fall above 50% this week?', 'leaf_survey', { week: c.ymd(-3) }, { blocks: { B3: 72, B4: 64, B7: 18, B8: 22, B9: 55 }, method: 'drone NDVI', flight: c.jobId('FL-') }, 'Blocks above 50% leaf fall: B3 (72%), B4 (64%), B9 (55%). B7 and B8 are below 25%.');
  ask('Expected latex yield next month for blocks B7 and B8 only, on S/2 d3 tapping.', 'yield_model', { blocks: ['B7', 'B8'], system: 'S/2 d3', month: 'next' }, { B7_kg_dry: 4120, B8_kg_dry: 3660, drc_pct: 34, model_rev: c.hex(6) }, 'If only B7 and B8 are tapped: ~7,780 kg dry rubber (DRC 34%).');
  ask('How many tappers are needed for B7 and B8 at d3 frequency (tasks of 450 trees)?', 'tree_counts', { blocks: ['B7', 'B8'] }, { B7_trees: 8100, B8_trees: 6300 }, '14,400 trees / 450 per task = 32 tasks; at d3 each tapper covers 3 tasks, so 11 tappers (current crew 8: hire 3).');
  k.push(cv.llm('Plan: rest B3, B4 and B9 for wintering; tap B7 and B8 on S/2 d3 for ~7,780 kg dry rubber; hire 3 tappers to reach 11.', []));
  return {
    isolates: 'The estate assistant asks field_analyst three different questions (leaf fall, yield, tapper count), each answered with new figures, then states the plan.',
    goal,
    root: sp('agent', 'invoke_agent estate_manager', { prompt: goal }, null, k, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'estate_manager' }),
  };
}

// 06 grease trap pumping — Google ADK, AgentTool worker reused
function s06(c) {
  const goal = 'Build Thursday\'s grease trap pumping route for the 6,000-gallon vacuum truck: which restaurants are due, total volume, and disposal site slot.';
  const k = [];
  const use = (request, tool, args, out, ans) => {
    c.tick(2000, 9000);
    k.push(sp('llm', 'call_llm', { model: 'gemini-2.5-flash', contents: [{ role: 'user', parts: [{ text: goal }] }] }, { content: { role: 'model', parts: [{ function_call: { name: 'dispatch_worker', args: { request } } }] } }, [], { 'gen_ai.request.model': 'gemini-2.5-flash' }));
    k.push(sp('tool', 'execute_tool dispatch_worker', { request }, { result: ans }, [sp('agent', 'agent_run [dispatch_worker]', { request }, null, [
      sp('llm', 'call_llm', { contents: [{ role: 'user', parts: [{ text: request }] }] }, { content: { role: 'model', parts: [{ function_call: { name: tool, args } }] } }, [], {}),
      sp('tool', `execute_tool ${tool}`, args, out, [], { 'gen_ai.tool.name': tool }),
      sp('llm', 'call_llm', { contents: [{ role: 'user', parts: [{ function_response: { name: tool } }] }] }, { content: { role: 'model', parts: [{ text: ans }] } }, [], {}),
    ], { 'gen_ai.agent.name': 'dispatch_worker' })], { 'gen_ai.tool.name': 'dispatch_worker' }));
  };
  use('List restaurants whose grease trap service is due by Thursday in the east zone.', 'due_services', { zone: 'east', due_by: c.ymd(3) }, { due: [{ name: 'Golden Wok', trap_gal: 1000 }, { name: 'Rosa\'s Cantina', trap_gal: 1500 }, { name: 'Harbour Fish Bar', trap_gal: 750 }, { name: 'Bistro 44', trap_gal: 1000 }, { name: 'Pho Saigon', trap_gal: 500 }], fetched: c.iso() }, '5 due: Golden Wok 1000, Rosa\'s Cantina 1500, Harbour Fish Bar 750, Bistro 44 1000, Pho Saigon 500 gal.');
  use('Order these 5 stops to minimise drive time from the depot on Kell Rd.', 'route_optimize', { depot: 'Kell Rd', stops: 5 }, { order: ['Pho Saigon', 'Golden Wok', 'Bistro 44', 'Harbour Fish Bar', 'Rosa\'s Cantina'], drive_min: 96, solver: 'or-tools', ms: c.ms(40, 300) }, 'Order: Pho Saigon → Golden Wok → Bistro 44 → Harbour Fish Bar → Rosa\'s Cantina, 96 min driving.');
  use('Book a disposal slot at the FOG receiving station after the last stop, for 4,750 gallons.', 'book_disposal', { site: 'Westside WWTP FOG receiving', gallons: 4750, after: '13:30' }, { slot: '14:15', manifest: 'FOG-' + c.int(10000, 99999), fee_usd: 427.5 }, 'Disposal booked 14:15 at Westside WWTP, manifest issued, $427.50.');
  k.push(sp('llm', 'call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ text: 'Thursday route: 5 stops, 4,750 gal of 6,000 capacity, 96 min driving, disposal at 14:15 (Westside WWTP).' }] } }, [], {}));
  return {
    isolates: 'The coordinator uses the same dispatch_worker AgentTool three times for different sub-tasks (due list, route order, disposal booking) and then summarises the route.',
    goal,
    root: sp('agent', 'invocation', { new_message: goal, session_id: c.uuid() }, null, [sp('agent', 'agent_run [route_planner]', { goal }, null, k, { 'gen_ai.agent.name': 'route_planner' })], { app_name: 'fog_dispatch', 'google.adk.version': '1.4.2' }),
  };
}

export const scenarios = [
  { domain: 'cornhole league stats', style: 'LangGraph supervisor', build: s01 },
  { domain: 'felt making studio season', style: 'CrewAI hierarchical', build: s02 },
  { domain: 'fire sprinkler inspection report', style: 'AutoGen AgentChat', build: s03 },
  { domain: 'kabaddi league match briefing', style: 'OpenAI Agents SDK (agent as tool)', build: s04 },
  { domain: 'rubber plantation tapping plan', style: 'Strands Agents (agents as tools)', build: s05 },
  { domain: 'grease trap pumping routes', style: 'Google ADK AgentTool', build: s06 },
];
