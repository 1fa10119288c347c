import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Healthy: a supervisor hands the SAME worker different sub-tasks in turn; each returns new results; then a synthesis.
export default {
  family: 'supervisor_varied_subtasks',
  loop: false,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'kabaddi league fixtures and referees', style: 'LangGraph supervisor (LangSmith runs)',
      isolates: 'A LangGraph supervisor routes to the same "league_ops" worker three times with different sub-tasks (venues, referees, broadcast slots), each returning new data, then writes the matchday plan.',
      goal: 'Prepare matchday 9 of the regional kabaddi league: venues, referee panel and streaming slots.',
      build(n) {
        const k = [];
        const subs = [
          ['Check venue availability for the 6 matchday-9 fixtures.', 'list_venues', { matchday: 9 }, { venues: [{ fixture: 'Bulls v Panthers', hall: 'Sector 5 Indoor', ok: true }, { fixture: 'Warriors v Titans', hall: 'Sector 5 Indoor', ok: true }, { fixture: 'Yoddhas v Stormers', hall: 'Govt College Gym', ok: false, reason: 'exam hall' }], as_of: n.iso() }, 'Two fixtures at Sector 5 confirmed; Govt College Gym unavailable (exams), Yoddhas v Stormers needs a new hall.'],
          ['Build a referee panel: 2 on-mat referees + 1 scorer per fixture, no referee from the same district as either team.', 'list_referees', { grade: ['A', 'B'] }, { referees: [{ name: 'S. Rathi', district: 'Rohtak', grade: 'A' }, { name: 'M. Gill', district: 'Ludhiana', grade: 'A' }, { name: 'P. Nair', district: 'Kochi', grade: 'B' }, { name: 'A. Khan', district: 'Hisar', grade: 'B' }], count: 14 }, 'Panel drafted: 18 slots filled from 14 referees; Rathi cannot do Bulls v Panthers (Rohtak).'],
          ['Assign streaming slots on the league channel, max 2 concurrent.', 'get_stream_slots', { date: 'Sat' }, { slots: ['16:00', '17:30', '19:00', '20:30'], encoder_pool: n.host('enc') }, 'Streams: 16:00 and 17:30 two each, 19:00 two; 20:30 kept free for overrun.'],
        ];
        subs.forEach(([task, toolName, args, out, summary], i) => {
          k.push(llm('ChatOpenAI', { messages: [[sys('You are the supervisor. Route to league_ops or FINISH.'), user('Prepare matchday 9.')]] }, { generations: [[{ text: JSON.stringify({ next: 'league_ops', instructions: task }) }]] }, { metadata: { langgraph_node: 'supervisor', langgraph_step: i * 2 + 1, ls_model_name: 'gpt-4o' } }));
          k.push(chain('league_ops', { instructions: task }, { messages: [{ role: 'assistant', content: summary, name: 'league_ops' }] }, [
            llm('ChatOpenAI', { messages: [[user(task)]] }, { generations: [[{ message: { tool_calls: [{ name: toolName, args, id: n.callId() }] } }]] }, { metadata: { langgraph_node: 'league_ops' } }),
            tool(toolName, args, out, { metadata: { run_id: n.uuid() } }),
            llm('ChatOpenAI', { messages: [[toolMsg('x', out)]] }, { generations: [[{ text: summary }]] }, { metadata: { langgraph_node: 'league_ops' } }),
          ], { type: 'agent', metadata: { langgraph_node: 'league_ops', langgraph_step: i * 2 + 2 } }));
        });
        k.push(llm('ChatOpenAI', { messages: [[user('Summarise')]] }, { generations: [[{ text: 'Matchday 9 plan: 5 of 6 fixtures have halls (Yoddhas v Stormers to be moved, suggest Sector 12 on Sunday); 18 referee slots filled respecting district conflicts; 5 games streamed across 16:00-19:00, 20:30 held for overrun. Next: FINISH.' }]] }, { metadata: { langgraph_node: 'supervisor' } }));
        return chain('LangGraph', { messages: [user('Prepare matchday 9 of the kabaddi league.')] }, { status: 'done' }, k, { type: 'agent', metadata: { thread_id: n.uuid() } });
      },
    },
    {
      id: '02', domain: 'bobsleigh track operations', style: 'CrewAI (hierarchical manager delegating to the same agent)',
      isolates: 'The crew manager delegates three different questions to the same Track Engineer (ice temperature, sled start order, timing system check), gets three distinct answers, and synthesises a go/no-go.',
      goal: 'Decide whether the track can open for the Saturday two-man training session and in what start order.',
      build(n) {
        const k = [];
        const items = [
          ['Read the ice temperature at curves 5, 9 and 13 and say whether it is in the -6 to -9 °C window.', 'Ice Sensor Reader', '{"curves": [5, 9, 13]}', `curve 5: -7.4C | curve 9: -6.2C | curve 13: -5.1C | sampled ${n.logTs()} | probe fw 3.2`, 'Curves 5 and 9 are in window; curve 13 is at -5.1 °C, too warm; refrigeration loop 3 should go down 1.5 °C before 09:00.'],
          ['Produce the start order for the 14 two-man sleds based on last week\'s training times, slowest first.', 'Training Results', '{"week": "prev"}', 'GER2 58.91, SUI1 58.40, LAT1 59.33, CAN2 59.87, ... (14 rows) exported ' + n.usDate(), 'Start order: CAN2, LAT1, GER2, SUI1 ... (slowest first, 14 sleds), with a 3-minute interval.'],
          ['Check the timing system (photocells at start, 5 intermediates, finish) is online.', 'Timing Status', '{}', `start OK | int1 OK | int2 OK | int3 BATTERY LOW 11.2V | int4 OK | int5 OK | finish OK | GPS sync drift ${n.int(1, 9)}µs`, 'All cells online; intermediate 3 battery low, swap before session. GPS sync fine.'],
        ];
        items.forEach(([task, tl, args, out, ans]) => {
          k.push(llm('LLM Call', { messages: [user('Decide go/no-go for Saturday training')] }, `Thought: I need input from the Track Engineer.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Track Engineer"}`, { metadata: { agent_role: 'Crew Manager', model: 'gpt-4o' } }));
          k.push(agent('Track Engineer', { task }, ans, [
            llm('LLM Call', { messages: [user(task)] }, `Thought: I will use the ${tl} tool.\nAction: ${tl}\nAction Input: ${args}`, { metadata: { agent_role: 'Track Engineer' } }),
            tool(tl, args, out, {}),
            llm('LLM Call', { messages: [user('Observation')] }, `Thought: I now know the final answer\nFinal Answer: ${ans}`, { metadata: { agent_role: 'Track Engineer' } }),
          ], {}));
        });
        k.push(llm('LLM Call', {}, 'Thought: I now know the final answer\nFinal Answer: GO for Saturday at 10:00 provided loop 3 cools curve 13 to below -6 °C by 09:00 and int3 battery is replaced. Start order slowest-first from CAN2, 3-minute intervals.', { metadata: { agent_role: 'Crew Manager' } }));
        return agent('Crew: track_opening', { inputs: { session: 'two-man training' } }, { raw: 'GO with two conditions' }, k, { metadata: { process: 'hierarchical', crew_id: n.uuid() } });
      },
    },
    {
      id: '03', domain: 'biathlon shooting range', style: 'AutoGen AgentChat (SelectorGroupChat)',
      isolates: 'A planner agent gives the same range_officer agent three different tasks (target calibration, wind data, lane allocation), each answered with new data, then summarises the range briefing.',
      goal: 'Prepare the range briefing for the junior biathlon sprint: target checks, wind data and lane allocation for 48 athletes.',
      build(n) {
        const k = [];
        const rounds = [
          ['range_officer: please run the target calibration report for all 30 lanes.', 'target_selftest', { lanes: '1-30' }, `lanes OK: 29 | lane 17: hit sensor 4 intermittent (3/5 detections) | run ${n.jobId('cal')}`, 'Calibration: 29 lanes OK, lane 17 sensor 4 intermittent, lane closed.'],
          ['range_officer: get wind readings from the range flags and anemometer for the last hour.', 'wind_history', { minutes: 60 }, { mean_ms: 2.4, gust_ms: 5.1, dir_deg: 250, samples: 360, station: n.host('wx') }, 'Wind: mean 2.4 m/s from WSW, gusts 5.1. Flags show crosswind strongest on lanes 1-6.'],
          ['range_officer: allocate lanes for 48 athletes in 30-second intervals, avoiding lane 17.', 'allocate_lanes', { athletes: 48, skip: [17], interval_s: 30 }, { allocation: '29 lanes, max 2 athletes per lane per bout', conflicts: 0, generated: n.iso() }, 'Lanes allocated: 29 lanes, first bout starts 10:00:00, no conflicts.'],
        ];
        rounds.forEach(([ask, tn, a, out, ans]) => {
          k.push(llm('OpenAIChatCompletionClient.create', { messages: [user('Prepare range briefing')] }, { content: ask, finish_reason: 'stop' }, { metadata: { agent: 'planner', model: 'gpt-4o-mini' } }));
          k.push(agent('range_officer', { task: ask }, { content: ans }, [tool(tn, a, out, { metadata: { call_id: n.callId() } })], { metadata: { selected_by: 'selector', selector_prompt_tokens: n.int(300, 700) } }));
        });
        k.push(llm('OpenAIChatCompletionClient.create', {}, { content: 'Range briefing: lane 17 closed (sensor 4), 29 lanes in use; wind WSW 2.4 m/s gusting 5.1, strongest on lanes 1-6, zeroing at 09:15; 48 athletes allocated from 10:00:00. TERMINATE', finish_reason: 'stop' }, { metadata: { agent: 'planner' } }));
        return agent('SelectorGroupChat', { task: 'Prepare the range briefing for the junior sprint.' }, { stop_reason: 'Text \'TERMINATE\' mentioned' }, k, { metadata: { team_id: n.uuid() } });
      },
    },
    {
      id: '04', domain: 'airsoft field game-day operations', style: 'Strands Agents (agents as tools)',
      isolates: 'An orchestrator calls the same "field_marshal" agent-tool three times with different requests (chrono limits, waiver status, scenario zones) and gets new results each time, then writes the game brief.',
      goal: 'Prepare Sunday\'s airsoft game brief: chrono limits per class, waiver check for 72 players, and zone plan for the "Convoy" scenario.',
      build(n) {
        const k = [];
        const reqs = [
          ['Give the chrono limits per weapon class for Sunday with 0.20 g BBs.', 'Rifles 350 fps (1.14 J), DMR 450 fps with 20 m MED, bolt-action 500 fps with 30 m MED; full-auto indoors disabled.'],
          ['Check the waiver list for the 72 pre-booked players and list missing ones.', '69 waivers on file; missing: J. Okafor, L. Brandt (under 18, needs guardian), T. Sousa.'],
          ['Lay out zones for the Convoy scenario on the north woods map.', 'Convoy route 1.2 km along the logging track; 3 ambush zones (A quarry, B bridge, C clearing); safe zone and chrono at car park; medic point at bridge.'],
        ];
        reqs.forEach(([q, a]) => {
          const id = 'tooluse_' + n.alnum(22);
          k.push(llm('chat', { messages: [user('Prepare Sunday brief')] }, { content: [{ toolUse: { toolUseId: id, name: 'field_marshal', input: { request: q } } }], stopReason: 'tool_use' }, { metadata: { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' } }));
          k.push(tool('execute_tool field_marshal', { request: q }, { status: 'success', content: [{ text: a }] }, { children: [agent('invoke_agent field_marshal', { prompt: q }, a, [llm('chat', { messages: [user(q)] }, { content: [{ text: a }], stopReason: 'end_turn' }, { metadata: { 'gen_ai.usage.output_tokens': n.int(50, 150), latency_ms: n.ms(600, 3000) } })], {})], metadata: { 'gen_ai.tool.call.id': id } }));
        });
        k.push(llm('chat', {}, { content: [{ text: 'Brief: chrono 350/450/500 fps by class with MEDs; three waivers outstanding (Okafor, Brandt needs guardian, Sousa) to sign at gate; Convoy with ambush zones A quarry, B bridge, C clearing, medic at bridge.' }], stopReason: 'end_turn' }, {}));
        return agent('invoke_agent game_day_orchestrator', { prompt: 'Prepare Sunday\'s game brief.' }, { stop_reason: 'end_turn' }, k, { metadata: { 'strands.agent.tools': ['field_marshal'], session: n.uuid() } });
      },
    },
    {
      id: '05', domain: 'LARP event logistics', style: 'Semantic Kernel (ChatCompletionAgent as plugin, auto function calls)',
      isolates: 'The organiser agent calls the same "LogisticsAgent" plugin three times for different sub-tasks (catering headcount, costume loans, camp site pitches), then composes the player pack.',
      goal: 'Prepare logistics for a 3-day fantasy LARP with 140 players and 35 crew.',
      build(n) {
        const k = [];
        const jobs = [
          ['catering', 'Work out catering: 175 people, 3 days, how many meals per dietary type.', { vegan: 38, vegetarian: 51, gluten_free: 12, standard: 74, meals_total: 1575 }],
          ['costumes', 'Which loaned costumes are still unallocated from the costume store?', { unallocated: ['12 tabards (red house)', '4 leather jerkins M', '9 peasant dresses', '2 orc prosthetics sets'], store_sync: n.iso() }],
          ['pitches', 'Assign camp pitches: 58 player tents, 14 crew tents, 6 gazebos.', { in_character_field: 58, crew_field: 14, gazebos: 'by the tavern', sheet: 'pitches-' + n.hex(4) + '.xlsx' }],
        ];
        jobs.forEach(([fn, ask, res]) => {
          k.push(llm('chat.completions gpt-4o', { chat_history: [user('Prepare LARP logistics')] }, { role: 'assistant', tool_calls: [tc(n.callId(), 'LogisticsAgent-' + fn, { request: ask })] }, { metadata: { 'gen_ai.system': 'openai' } }));
          k.push(tool('LogisticsAgent-' + fn, { request: ask }, res, { metadata: { 'semantic_kernel.function.invocation.duration': n.ms(500, 4000) / 1000 } }));
        });
        k.push(llm('chat.completions gpt-4o', {}, { role: 'assistant', content: 'Player pack drafted: 1,575 meals (38 vegan, 51 vegetarian, 12 GF per meal); unallocated costumes listed for late sign-ups (12 red tabards...); 58 IC tents in the main field, crew field 14, gazebos by the tavern.' }, {}));
        return agent('invoke_agent Organiser', { input: 'Prepare logistics for the 3-day LARP.' }, { status: 'completed' }, k, {});
      },
    },
    {
      id: '06', domain: 'mahjong parlour table management', style: 'Google ADK (AgentTool calls, Gemini parts)',
      isolates: 'A front-desk agent asks the same "tables_agent" three different questions (free tables, tile set audit, regular players\' bookings) and uses each answer for a night plan.',
      goal: 'Plan Friday night at the mahjong parlour: table assignments, tile set condition and regulars\' reservations.',
      build(n) {
        const k = [];
        const qs = [
          ['Which of the 16 automatic tables are free Friday 19:00-01:00?', { free: [1, 2, 3, 5, 6, 8, 9, 11, 12, 14], maintenance: [7], booked: [4, 10, 13, 15, 16] }],
          ['Audit the tile sets: any missing or chipped tiles?', { sets_checked: 18, issues: [{ set: 'S-07', missing: '1 red dragon' }, { set: 'S-12', chipped: '3 bamboo' }], audited_at: n.iso() }],
          ['List regulars who book Friday but have not yet confirmed.', { unconfirmed: ['Mrs Chan (table 4 usual)', 'Mr Leung + 3', 'Ho family'], reminder_sent: false }],
        ];
        qs.forEach(([q, r]) => {
          k.push(llm('call_llm', { contents: [{ role: 'user', parts: [gText('Plan Friday night.')] }] }, { content: { role: 'model', parts: [gCall('tables_agent', { request: q })] } }, { metadata: { 'gcp.vertex.agent.llm_request': 'gemini-2.5-flash' } }));
          k.push(tool('execute_tool tables_agent', { request: q }, { functionResponse: { name: 'tables_agent', response: r } }, { metadata: { event_id: n.alnum(8) } }));
        });
        k.push(llm('call_llm', {}, { content: { role: 'model', parts: [gText('Friday: 10 free tables, table 7 in maintenance; pull sets S-07 and S-12 for repair (16 good sets left); send reminders to Mrs Chan, Mr Leung and the Ho family.')] } }, {}));
        return agent('invoke_agent front_desk', { new_message: 'Plan Friday night.' }, { final: 'done' }, k, { metadata: { app_name: 'parlour', session_id: n.uuid() } });
      },
    },
  ],
};
