import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Healthy: several long reasoning steps in a row; each adds concrete new numbers, names or decisions.
export default {
  family: 'progressive_planning_monologue',
  loop: false,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'sushi conveyor restaurant', style: 'Anthropic Messages API logs with extended thinking blocks',
      isolates: 'Five consecutive thinking/text turns plan belt speed, plate colours, prep staffing and waste targets, each with new figures, ending in a saved plan.',
      goal: 'Plan the Friday dinner service on the 42-seat kaiten belt: belt speed, plate mix, prep staffing and a waste target.',
      build(n) {
        const k = [];
        const T = [
          'Covers forecast: last four Fridays were 168, 181, 174, 190 covers between 17:30 and 22:00; I will plan for 185. At 2.6 turns per seat that fits 42 seats. Average plates per guest 7.4, so roughly 1,370 plates across the evening.',
          'Belt: the loop is 38 m. At 8 cm/s a plate takes ~7.9 minutes per lap; the food-safety rule is to discard after 4 laps (~32 min). Peak 19:00-20:30 I will run 8 cm/s; shoulders 6 cm/s so plates are not discarded early when the belt is thin.',
          'Plate mix by colour: white (¥-tier 1) 40% = ~550 plates (tamago, inari, kappa maki), blue 30% = ~410 (salmon, tuna, ebi), red 20% = ~275 (hamachi, seared salmon belly), gold 10% = ~135 (otoro, uni, ikura). Uni is limited to 3 trays from Thursday delivery = 90 pieces, so gold is capped at 120.',
          'Staffing: nigiri station 2 chefs until 18:30 then 3; maki station 1 plus a runner; fryer (karaage, tempura) 1 from 18:00. Labour comes to 31.5 chef-hours vs budget 33, leaving 1.5 h for close-down.',
          'Waste: last Friday discarded 96 plates (7.0%), mostly white after 21:15. Target 4.5% = ~62 plates by cutting white loading after 21:00 to 60% and switching late orders to the touch-screen tablets. Saving the plan.',
        ];
        T.forEach((t, i) => k.push(llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 4000 }, messages: [user('Plan Friday dinner on the kaiten belt.')] }, { id: 'msg_01' + n.alnum(22), content: [{ type: 'thinking', thinking: t, signature: n.alnum(40) }, aText(['Forecast set at 185 covers.', 'Belt speed plan drafted.', 'Plate mix drafted with uni cap.', 'Staffing fits budget.', 'Waste target set; saving.'][i])], stop_reason: i === 4 ? 'tool_use' : 'end_turn', usage: { input_tokens: n.int(1500, 4000), output_tokens: n.int(300, 700) } }, { metadata: { 'request-id': n.reqId('req_01') } })));
        k.push(tool('save_service_plan', { date: 'Friday', covers: 185, belt_cm_s: { peak: 8, shoulder: 6 }, mix: { white: 550, blue: 410, red: 275, gold: 120 }, waste_target_pct: 4.5 }, { saved: true, plan_id: 'SP-' + n.int(1000, 9999), version: n.int(1, 9) }, {}));
        return agent('kaiten-planner', { task: 'Plan the Friday dinner service.' }, { plan_id: 'SP', status: 'done' }, k, {});
      },
    },
    {
      id: '02', domain: 'flamenco school term timetable', style: 'DSPy (ChainOfThought modules in a program)',
      isolates: 'A DSPy program chains four ChainOfThought calls (demand, rooms, teachers, final timetable) whose rationales each introduce new class counts, room sizes and teacher hours.',
      goal: 'Draft the autumn term timetable for a flamenco school: levels, studios, teachers and guitarist accompaniment.',
      build(n) {
        const k = [];
        const steps = [
          ['AnalyseDemand', 'Reasoning: Enrolment requests: 64 beginners, 38 intermediate, 17 advanced, 22 children 7-11. At a 14-student cap beginners need 5 groups, intermediate 3, advanced 2 (8-9 each, technique-heavy), children 2. Total 12 weekly groups.'],
          ['AssignStudios', 'Reasoning: Studio A has the sprung floor (11x8 m, 16 dancers), Studio B 9x7 m (12 dancers), Studio C only 6x6 m (8 dancers). Advanced zapateado needs the sprung floor, so both advanced groups go to A on Tue/Thu 20:00. Children go to C Saturday 10:00 and 11:15 with 11 each, so one group must move to B.'],
          ['AssignTeachers', 'Reasoning: Lucía can teach 9 h/week, Andrés 7 h, Marta 6 h (children only). 12 groups x 1.5 h = 18 h plus 2 h children = 20 h, capacity is 22 h. Lucía takes advanced + 3 intermediate (7.5 h), Andrés 4 beginner groups (6 h), Marta children (3 h) + 1 beginner group.'],
          ['AddAccompaniment', 'Reasoning: Guitarist Javier is available Tue-Thu evenings only, 6 sessions. Priority: advanced (2) and intermediate (3) get live guitar, plus one beginner showcase class on Thursday 19:00. Other beginner classes use recorded compás at 120-180 bpm.'],
        ];
        steps.forEach(([name, r]) => k.push(llm(`${name}.forward`, { signature: 'context -> reasoning, plan' }, { reasoning: r, plan: '[...]' }, { metadata: { lm: 'openai/gpt-4o', temperature: 0.2, cache_key: n.hex(16) } })));
        k.push(tool('export_timetable', { format: 'csv', groups: 12 }, `wrote /srv/escuela/timetable_autumn.csv (12 groups, 3 studios, ${n.int(2, 9)} KB) at ${n.euDate()}`, {}));
        return agent('TimetableProgram.__call__', { term: 'autumn' }, { groups: 12, guitar_sessions: 6 }, k, { metadata: { dspy_program: 'TimetableProgram', compiled: 'BootstrapFewShot' } });
      },
    },
    {
      id: '03', domain: 'steel pan band carnival preparation', style: 'Letta (MemGPT agent steps: inner monologue, memory edits, send_message)',
      isolates: 'A Letta agent writes four inner monologues in a row planning panorama rehearsal, tuner visits, transport and costs, each with new figures, then saves to core memory and replies.',
      goal: 'Plan the last six weeks before Panorama for a 60-player steelband: rehearsals, tuning, transport and budget.',
      build(n) {
        const k = [];
        const M = [
          'Six weeks = 18 rehearsals at 3 per week (Mon/Wed/Fri 19:00-23:00). The 8-minute arrangement has 4 sections; sectionals weeks 1-2, full runs from week 3, two full dress runs in week 6.',
          'Tuning: the tuner can visit twice. Tenor and double seconds drift fastest, 21 pans in that section. First visit end of week 2 (after sectionals), second on the Tuesday of week 6, at 45 min per pan = about 16 h each visit.',
          'Transport: 60 players, 74 pans on 11 racks. Two flatbed trucks carry 6 racks each; hire both for the semi-final and final nights, 17:00 to 02:00. Players travel by a 60-seat coach from the panyard.',
          'Budget: tuner 2 x TT$14,000, trucks 2 nights x 2 x TT$3,500, coach 2 x TT$2,800, food for 18 rehearsals ~TT$900 each. Total TT$65,400 vs grant TT$60,000; the shortfall covers a food sponsor ask of TT$5,400.',
        ];
        M.forEach((m) => k.push(llm('step', { messages: [{ role: 'user', content: 'Plan the last six weeks before Panorama.' }] }, { messages: [{ message_type: 'reasoning_message', reasoning: m, id: 'message-' + n.uuid(), date: n.iso() }] }, { metadata: { agent_id: 'agent-' + n.uuid(), model: 'gpt-4o', step_id: 'step-' + n.uuid() } })));
        k.push(tool('core_memory_append', { label: 'plan', content: '18 rehearsals; tuner wk2 + wk6 Tue; 2 trucks + coach on semi/final; budget TT$65,400 (gap 5,400).' }, { status: 'OK', message: 'None', time: n.logTs() }, {}));
        k.push(tool('send_message', { message: 'Plan ready: 18 rehearsals, two tuner visits (end wk2, Tue wk6), 2 trucks + coach for semi-final and final, budget TT$65,400 (TT$5,400 above grant, suggest asking the food sponsor).' }, { status: 'OK', time: n.logTs() }, {}));
        return agent('letta.agent.step', { agent: 'panyard-manager', input: 'Plan the last six weeks before Panorama.' }, { stop_reason: 'end_turn', usage: { step_count: 6 } }, k, { metadata: { letta_version: '0.' + n.int(5, 9) + '.' + n.int(0, 20) } });
      },
    },
    {
      id: '04', domain: 'lumberjack sports competition', style: 'Spring AI (ChatClient observations, micrometer spans)',
      isolates: 'Four long model responses in a row plan events, heats, timber supply and safety for a timbersports day, each adding new counts and decisions, then the schedule is saved.',
      goal: 'Plan a one-day timbersports competition: events, heats, timber order and safety cover.',
      build(n) {
        const k = [];
        const R = [
          'Events: standing block chop, underhand chop, single buck saw, stock saw and hot saw. Entries: 28 pros, 16 amateurs. Pros run all five, amateurs do underhand, single buck and stock saw.',
          'Heats: standing and underhand chops run 4 competitors per heat, so 7 pro heats each plus 4 amateur underhand heats. Single buck saw uses 2 stands: 14 pro + 8 amateur heats at about 3 minutes each including cant change, ~66 minutes.',
          'Timber: 300 mm aspen for chops, 46 blocks pro standing + 28 pro underhand + 16 amateur + 10% spares = 99 blocks. Saw cants: 350 mm white pine, 3 cookies per run → 38 cants. Order from the mill by Wednesday for conditioning.',
          'Safety: chainmail socks mandatory on underhand; two first-aid teams, one near the hot saw pit with a fire extinguisher and saw chaps; 10 m spectator exclusion around the hot saw; ambulance on standby 10:00-17:00.',
        ];
        R.forEach((r) => k.push(llm('chat gpt-4o', { 'spring.ai.chat.client.user.text': 'Plan the timbersports day.', 'spring.ai.chat.client.system.text': 'You are an event planner.' }, { result: { output: { text: r, messageType: 'ASSISTANT' }, metadata: { finishReason: 'STOP' } } }, { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.usage.total_tokens': n.int(700, 2000), 'spring.ai.kind': 'chat_client', 'micrometer.span.id': n.hex(16) } })));
        k.push(tool('tool_call saveSchedule', { events: 5, heats: 51, blocks: 99, cants: 38 }, { id: n.uuid(), savedAt: n.offsetTs(-5) }, { metadata: { 'spring.ai.kind': 'tool_call' } }));
        return agent('spring_ai chat_client', { prompt: 'Plan a one-day timbersports competition.' }, { text: 'Schedule saved.' }, k, { metadata: { 'service.name': 'timbersports-planner' } });
      },
    },
    {
      id: '05', domain: 'hovercraft passenger service', style: 'AgentOps session (LLM and ACTION events)',
      isolates: 'A planning session with five consecutive LLM events working out a winter timetable for a hovercraft crossing (tides, skirts, crews, fuel, fares), each with new numbers, then one save action.',
      goal: 'Draft the winter timetable for the hovercraft crossing, accounting for weather limits, skirt maintenance, crews and fuel.',
      build(n) {
        const k = [];
        const P = [
          'Demand: winter weekday average 1,150 passengers/day, peak 07:00-09:00 and 16:30-18:30. The craft seat 80; at 75% load that is ~19 round trips, so 30-minute headway at peaks and 40 at off-peak.',
          'Weather: operations stop above 2.5 m significant wave height; last winter that happened on 11 days. Keep a bus substitution contract on standby; the bus takes 52 minutes vs 10 by craft.',
          'Maintenance: skirt fingers wear ~25% faster on the shingle hoverpad in winter. Craft A skirt segment swap every 180 h, craft B every 200 h; schedule on Tuesdays 10:00-14:00, with a single-craft 60-minute headway in that window.',
          'Crews: each craft needs a commander and 2 crew. Two shifts 06:30-14:30 and 14:00-22:00 with 30 min overlap; 12 commanders on the roster covers 7 days with leave.',
          'Fuel: 0.9 t/day per craft at this schedule, tank 8 t; refuel every 8 days, alternating so both are never refuelling on the same day.',
        ];
        P.forEach((p) => k.push(llm('openai.chat.completion', { prompt: 'Draft winter timetable.' }, { completion: p }, { metadata: { event_type: 'LLM', event_id: n.uuid(), init_timestamp: n.iso(), end_timestamp: n.iso(), model: 'gpt-4o', prompt_tokens: n.int(500, 3000) } })));
        k.push(tool('save_timetable', { peak_headway_min: 30, offpeak_headway_min: 40, maintenance_window: 'Tue 10-14' }, { ok: true, doc: 'https://ops.hover.example/tt/winter-' + n.hex(6) }, { metadata: { event_type: 'ACTION' } }));
        return agent('session', { tags: ['hovercraft', 'timetable'] }, { end_state: 'Success', end_state_reason: 'timetable saved' }, k, { metadata: { session_id: n.uuid(), agentops_version: '0.4.' + n.int(0, 15) } });
      },
    },
    {
      id: '06', domain: 'highland games field layout', style: 'OpenTelemetry GenAI semantic conventions (gen_ai.* spans and events)',
      isolates: 'Four chat spans in a row lay out the field (heavy events, pipe band arena, dancing stage, caber safety), each adding distances and decisions, then one tool writes the layout.',
      goal: 'Lay out the showground for a highland games: heavy events, dancing stage, pipe band arena and spectator safety.',
      build(n) {
        const k = [];
        const L = [
          'Field is 220 x 140 m. Heavy events (caber, hammer, stone, weight for distance) need a 90 x 40 m sector on the north side; hammer throws can reach 40 m so the landing zone gets a 15 m buffer.',
          'Pipe band arena: 12 bands, competition circle 30 m diameter plus 10 m tuning area behind, placed at the south-east corner so the drones do not drown the dancing adjudicators.',
          'Dancing stage: 8 x 8 m sprung stage, 2 adjudicator tables, placed west near the changing tents, 70 m from the band arena. Weight over the bar happens at the far end of the heavy sector to keep the crowd away.',
          'Safety: caber tossing gets a 20 m radius cordon, stewards at 4 points; first-aid tent between heavy events and spectators; emergency vehicle lane 4 m wide along the east edge.',
        ];
        L.forEach((t) => k.push(llm('chat claude-3-5-haiku', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Lay out the highland games field.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: t }], finish_reason: 'stop' }] }, { metadata: { ...genai('chat', 'claude-3-5-haiku-20241022', n), 'gen_ai.provider.name': 'anthropic', 'server.address': 'api.anthropic.com' } })));
        k.push(tool('execute_tool write_layout', { 'gen_ai.tool.call.arguments': { sectors: 4, field: '220x140' } }, { 'gen_ai.tool.call.result': { svg: 'layout-' + n.hex(8) + '.svg', bytes: n.int(20000, 60000) } }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'write_layout', 'gen_ai.tool.call.id': n.callId() } }));
        return agent('invoke_agent field_planner', { 'gen_ai.agent.name': 'field_planner' }, { status: 'ok' }, k, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.conversation.id': n.uuid() } });
      },
    },
  ],
};
