// Family: progressive_planning — healthy: several long reasoning steps in a row, each adding concrete new content.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'progressive_planning';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'plankton research cruise scheduling', style: 'Anthropic Messages API logs',
    build(k) {
      const goal = 'Plan the 9-day RV Celtic Explorer plankton cruise: order the 14 stations, fit CTD and net casts into the ship time, and state the daily schedule.';
      const steps = [
        'Start from constraints. Ship time is 9 days from Galway, 216 hours. Transit at 10 knots; the 14 stations form two lines, the Porcupine line (P1-P8, 40 nm spacing) and the Slyne line (S1-S6, 25 nm spacing). Total steaming if I run P outward and S inward is roughly 280 + 125 + 95 nm link = 500 nm, so 50 hours underway.',
        'Now station time. Each station needs a CTD to 1000 m (2.5 h at deep P5-P8, 1 h on the shelf), a WP2 net at 200 m (40 min) and a Bongo oblique (1 h). That gives 4.2 h at the four deep stations and 2.7 h at the ten shelf stations: 16.8 + 27 = 43.8 hours, call it 44.',
        'Night matters: the zooplankton team wants paired day and night nets at P4, P7 and S3 for diel migration. That adds three extra Bongo tows of 1 h plus the waiting, so I will schedule those stations to straddle dusk, arriving 19:00 and netting again at 23:00, costing about 9 extra hours including drift.',
        'Budget so far: 50 steaming + 44 station + 9 diel = 103 hours, leaving 113 of 216 hours. Weather contingency for the North Atlantic in March should be at least 30 percent of working time, so 31 hours, plus 8 hours mobilisation in Galway. Remaining slack 74 hours, which allows a repeat occupation of P6 on the return leg that the nutrient group asked for.',
        'Daily order: Day 1 mobilise and steam to P1; Days 2-4 P1-P8 with P4 at dusk on day 3; Day 5 P7 dusk and P8, transit to S6; Days 6-7 S6-S1 with S3 at dusk on day 6; Day 8 repeat P6 and CTD calibration cast; Day 9 transit to Galway, arrive 16:00.',
      ];
      const kids = [];
      steps.forEach((t, i) => {
        kids.push(llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 }, messages: i === 0 ? [{ role: 'user', content: goal }] : '[prior turns]' }, { id: 'msg_' + k.b62(24), content: [{ type: 'thinking', thinking: t, signature: k.b62(32) }, ...(i === 0 ? [{ type: 'tool_use', id: 'toolu_' + k.b62(22), name: 'station_list', input: { cruise: 'CE25004' } }] : [])], stop_reason: i === 0 ? 'tool_use' : 'pause_turn' }, { 'request-id': k.reqId('req_011C'), 'x-envoy-upstream-service-time': k.int(3000, 14000) }));
        if (i === 0) kids.push(tool('station_list', { cruise: 'CE25004' }, { stations: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6'], deep: ['P5', 'P6', 'P7', 'P8'], fetched: k.http() }));
        k.tick();
      });
      kids.push(llm('POST /v1/messages', { messages: '[prior turns]' }, { content: [{ type: 'text', text: 'Schedule: 216 h total = 50 h steaming, 44 h station work, 9 h diel nets (P4, P7, S3), 31 h weather, 8 h mobilisation, P6 repeat on day 8. Day-by-day table attached below.' }], stop_reason: 'end_turn' }));
      return {
        isolates: 'Five consecutive long planning thoughts each add new figures (steaming hours, station times, diel nets, contingency, daily order) before the final schedule.',
        goal,
        root: agent('messages-session', { goal }, { stop_reason: 'end_turn' }, kids),
      };
    },
  },
  {
    id: '02', domain: 'permafrost borehole network maintenance', style: 'Letta',
    build(k) {
      const goal = 'Plan next summer\'s maintenance trip to the eight permafrost boreholes on the Inuvik-Tuktoyaktuk corridor with a two-person crew and one helicopter day.';
      const inner = [
        'Eight boreholes: IT-01 to IT-08. Loggers at IT-02, IT-05 and IT-07 stopped in February per the last download, so those three need battery and logger swaps (about 3 hours each). The other five need only data download and a thermistor string check, about 1 hour each.',
        'Access: IT-01 to IT-04 sit within 300 m of the highway and can be reached by truck from Inuvik. IT-05 to IT-08 are off-road on tundra; IT-05 and IT-06 are 4 km from km 88 pullout by ATV, but IT-07 and IT-08 are 18 km east and need the single helicopter day.',
        'Helicopter day: a Bell 206 from Inuvik at about 1,650 CAD per flight hour, roughly 2.2 flight hours with staging, so 3,630 CAD. Put the swap at IT-07 (3 h) and the download at IT-08 (1 h) on that day with 1.5 h ground time buffer; book for July 16 with July 17 as weather backup.',
        'Remaining days: Day 1 (July 14) truck to IT-01 to IT-04, including the IT-02 swap: 6 h. Day 2 (July 15) ATV to IT-05 swap and IT-06 download, 7 h with travel. Day 3 helicopter. Day 4 reserve and spare-part return. Crew: Priya as logger lead, Sam as safety and bear monitor.',
      ];
      const kids = [];
      inner.forEach((t, i) => {
        kids.push(llm('letta.agent.step', { messages: i === 0 ? [{ role: 'user', content: goal }] : '[context window: system, core_memory, recall]' }, { messages: [{ message_type: 'reasoning_message', reasoning: t, date: k.iso() }, { message_type: 'tool_call_message', tool_call: { name: i === 3 ? 'send_message' : i === 0 ? 'archival_memory_search' : 'core_memory_append', arguments: i === 0 ? JSON.stringify({ query: 'borehole logger status February' }) : i === 3 ? JSON.stringify({ message: 'Plan: July 14 truck IT-01..04, July 15 ATV IT-05/06, July 16 helicopter IT-07/08 (3,630 CAD), July 17 reserve.' }) : JSON.stringify({ label: 'trip_plan', content: t.slice(0, 120) }) } }] }, { agent_id: 'agent-' + k.uuid(), step_id: 'step-' + k.uuid(), model: 'gpt-4o' }));
        kids.push(tool(i === 3 ? 'send_message' : i === 0 ? 'archival_memory_search' : 'core_memory_append', {}, i === 0 ? { status: 'OK', message: '[{"timestamp": "2025-02-11", "content": "Download: IT-02, IT-05, IT-07 no data after Feb 3; low battery flag"}]', time: k.iso() } : { status: 'OK', message: 'None', time: k.iso() }, { tool_call_id: 'call_' + k.b62(24) }));
        k.tick();
      });
      return {
        isolates: 'A Letta agent\'s consecutive inner monologue steps each add new facts (which loggers failed, access routes, helicopter cost and date, crew assignments).',
        goal,
        root: agent('POST /v1/agents/{agent_id}/messages', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn', usage: { step_count: 4 } }, kids, { letta_version: '0.6.x' }),
      };
    },
  },
  {
    id: '03', domain: 'juggling convention programme', style: 'CrewAI',
    build(k) {
      const goal = 'Draft the three-day programme for the Leeds juggling convention: workshops, the public show, the games and the renegade stage, given 3 halls and 620 expected attendees.';
      const thoughts = [
        'Thought: Halls: Main Hall (900 m², 12 m ceiling), Sports Hall B (400 m², 7 m), and the Studio (120 m²). High-throw clubs and diabolo workshops need ceiling height, so they go in Main Hall; contact and ball manipulation go in the Studio.',
        'Thought: Workshop slots: 10:00, 11:30, 14:00 and 15:30 on Friday and Saturday, Sunday mornings only. That is 10 slots per hall, 30 in total; 41 proposals arrived, so I keep the 30 with teacher ratings above 4.2 and turn the remaining 11 into open-space sessions.',
        'Thought: The public show on Saturday at 19:30 needs Main Hall cleared from 16:30 for rig and tech, so Saturday 15:30 Main Hall workshops move to Sports Hall B, and the games (joggling relay, five-club endurance, combat) move to Sunday 13:00 in Main Hall with the 40-minute dinner overlap avoided.',
        'Thought: Renegade stage after the show, 22:30 to 01:00 in the Studio with a 70-person fire-safe limit, so no fire props indoors. The fire space is the car park, 21:00-22:00 Friday only, with two fire marshals and a dedicated CO2 extinguisher station.',
      ];
      const kids = thoughts.map((t, i) => llm('litellm.completion', { model: 'gpt-4o', messages: i === 0 ? [sys('You are Programme Coordinator.'), user(goal)] : '[scratchpad]' }, t + (i === 3 ? '\nFinal Answer: (programme table follows)' : ''), { crewai_iteration: i + 1, tokens: k.int(200, 400) }));
      kids.splice(1, 0, tool('read_proposals', '{"file": "proposals.csv"}', `41 rows\nteacher,topic,rating,needs_height\nA. Hughes,5-club cascade,4.8,yes\nK. Osei,contact ball,4.6,no\n... (38 more)`, { cache_hit: false }));
      return {
        isolates: 'A CrewAI coordinator produces four long thoughts in a row, each fixing a new part of the programme (hall allocation, slot selection, show clearance, renegade and fire space).',
        goal,
        root: agent('Crew: convention_programme', { inputs: { attendees: 620 } }, { raw: 'Friday/Saturday/Sunday programme with 30 workshops, 11 open-space sessions, show Sat 19:30, games Sun 13:00, renegade 22:30-01:00.' }, [span('task', 'Task: build programme', { description: goal }, { status: 'completed' }, [agent('Programme Coordinator', { role: 'Programme Coordinator' }, null, kids)])], { crew_id: k.uuid() }),
      };
    },
  },
  {
    id: '04', domain: 'pretzel factory line changeover', style: 'Pydantic AI (Logfire)',
    build(k) {
      const goal = 'Plan the changeover on pretzel line 2 from salted twists to the new sesame sticks for Monday, minimising downtime and allergen cross-contact risk.';
      const steps = [
        'Sesame is a declared allergen and the current salted twists are sesame-free, so the order must be salted twists first, then sesame, never the reverse in the same week without a full wet clean. Monday morning therefore runs twists until 10:00 to finish order 88412 (3,200 kg), then changeover.',
        'Changeover tasks: swap the twisting head for the stick extruder die (45 min, two fitters), change the lye bath concentration from 3.5 to 4.0 percent for a darker crust (20 min, overlaps), and move the salt topper out and the sesame depositor in (30 min). Critical path is the die swap, so 45 minutes plus 15 minutes first-off inspection.',
        'Oven profile: sticks are thinner, 9 mm versus 14 mm, so the tunnel oven drops from 245 to 230 °C and belt speed goes from 4.1 to 5.3 m/min. Preheat adjustment takes 25 minutes, which can start at 09:40 while the last twists are in the oven.',
        'Total downtime 10:00 to 11:05: 60 minutes mechanical plus 5 minutes label verification for the sesame allergen statement. QA sign-off by Marta at 11:00; first sellable sticks at 11:20. Friday\'s wet clean returns the line to sesame-free for Tuesday\'s rye rolls.',
      ];
      const kids = [];
      steps.forEach((t, i) => {
        kids.push(llm('chat gpt-4.1', { messages: i === 0 ? [{ role: 'user', content: goal }] : '[history]' }, { parts: [{ part_kind: 'text', content: t }, ...(i === 1 ? [{ part_kind: 'tool-call', tool_name: 'get_sop', args: { sop: 'L2-CHG-STICK' } }] : [])] }, { 'gen_ai.usage.output_tokens': k.int(120, 220), 'logfire.msg': 'chat gpt-4.1' }));
        if (i === 1) kids.push(tool('running tool: get_sop', { sop: 'L2-CHG-STICK' }, { steps: ['die swap 45 min', 'lye 20 min', 'topper 30 min'], rev: 'C', approved: '2024-11-02' }, { duration_ms: k.int(30, 200) }));
        k.tick();
      });
      return {
        isolates: 'Four consecutive long planning steps each add new decisions and figures (allergen order, task durations, oven profile, final timeline).',
        goal,
        root: agent('agent run', { prompt: goal }, { output: 'Changeover 10:00-11:05 Monday; first sesame sticks 11:20; wet clean Friday.' }, kids, { 'logfire.span_type': 'span', run_id: k.uuid() }),
      };
    },
  },
  {
    id: '05', domain: 'thoroughbred stud breeding season', style: 'Google ADK',
    build(k) {
      const goal = 'Plan the covering schedule for Ballyhane Stud\'s 22 mares across our two stallions for the Northern Hemisphere season starting 14 February.';
      const steps = [
        'Books: Corvanno can cover 3 mares per day maximum with a rest day weekly, Silver Tern 2 per day. Corvanno\'s fee is 25,000 EUR and he suits the 12 mares with proven black-type pedigrees; Silver Tern at 8,000 EUR takes the 10 maidens and younger mares.',
        'Timing: 7 mares foaled in January and will show foal heat around day 9 postpartum; foal heat conception is lower, so I schedule those for the second cycle about day 30. The 6 barren mares go under lights since December and can be covered from 14-20 February first.',
        'Veterinary: each mare needs a scan at 14-16 days post-covering and again at 28 days for twins. With 22 mares and a vet visit on Mondays and Thursdays, the peak week is 10-16 March with 9 scans, so I will book an extra Tuesday visit that week.',
        'Conflict: Velvet Reel and Ardmore Lass both come into season about 3 March and both go to Corvanno with 2 other mares due; that is 4 on one day, over his limit, so Ardmore Lass moves to the next morning at 07:00 within her ovulation window.',
      ];
      const kids = [];
      steps.forEach((t, i) => {
        kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': i === 0 ? JSON.stringify({ contents: [{ role: 'user', parts: [{ text: goal }] }] }) : '[...]' }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: t }, ...(i === 0 ? [{ function_call: { name: 'list_mares', args: { season: 2026 } } }] : [])] } }) }, { 'gcp.vertex.agent.event_id': k.uuid(), 'gen_ai.request.model': 'gemini-2.5-pro' }));
        if (i === 0) kids.push(tool('execute_tool list_mares', { season: 2026 }, { mares: 22, foaled_january: 7, barren: 6, maidens: 5, exported: k.iso() }));
        k.tick();
      });
      kids.push(llm('call_llm', {}, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: 'Covering schedule ready: 12 to Corvanno, 10 to Silver Tern, barren mares 14-20 Feb, foaled mares on second cycle, extra vet visit Tue 11 March, Ardmore Lass moved to 4 March 07:00.' }] } }) }));
      return {
        isolates: 'Four consecutive long reasoning steps each add new specifics (stallion books and fees, cycle timing, scan load, a same-day conflict resolved) before the final schedule.',
        goal,
        root: agent('invocation', { app_name: 'stud_planner', new_message: goal }, { final: 'schedule ready' }, [agent('agent_run [breeding_planner]', {}, null, kids)], { session_id: k.uuid() }),
      };
    },
  },
  {
    id: '06', domain: 'asbestos survey of a mill conversion', style: 'Claude Agent SDK transcripts',
    build(k) {
      const goal = 'Plan the refurbishment-and-demolition asbestos survey for the Albion Mill conversion (4 floors plus boiler house) and produce the sampling plan and crew days.';
      const steps = [
        'The 1890s mill with 1960s alterations is the high-risk period for asbestos. From the drawings: 4 floors of 1,150 m² each plus the boiler house of 260 m². Likely materials: lagging on the steam mains in the boiler house, AIB ceiling tiles in the 1960s office on floor 1, and bitumen floor tiles in the canteen.',
        'Sampling density: HSG264 does not fix a number, but for homogeneous areas I will take at least 2 samples per material type per floor, and one per 50 m of pipe lagging. The boiler house has about 140 m of mains, so 3 lagging samples, plus 2 for the boiler insulation and 2 for the flue gaskets.',
        'Intrusive access: the floor-1 ceiling void needs a tower scaffold on two days, and the roof sheets need a MEWP for the valley gutters. Floors 2-4 are open-plan with timber floors, so mostly visual plus 2 samples each of the paint and the window putty.',
        'Totals: boiler house 7 samples, floor 1 twelve, floors 2-4 four each, roof 3: 34 samples. Two surveyors at about 12 samples per day with access set-up gives 3 days on site, and the lab turnaround at UKAS lab 0462 is 48 hours, so the report is due 6 working days after the start.',
      ];
      const kids = [];
      steps.forEach((t, i) => {
        kids.push(llm('assistant', { type: 'user', message: { role: 'user', content: i === 0 ? goal : '[tool results]' } }, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: t }, ...(i === 0 ? [{ type: 'tool_use', id: 'toolu_' + k.b62(22), name: 'Read', input: { file_path: '/work/albion/drawings/schedule_of_areas.txt' } }] : [])] } }, { uuid: k.uuid(), timestamp: k.iso() }));
        if (i === 0) kids.push(tool('Read', { file_path: '/work/albion/drawings/schedule_of_areas.txt' }, '     1\tFloor  Area_m2  Use(1962)\n     2\tF1     1150     offices + canteen\n     3\tF2     1150     storage\n     4\tF3     1150     storage\n     5\tF4     1150     weaving shed\n     6\tBH      260     boiler house', { uuid: k.uuid() }));
        k.tick();
      });
      kids.push(tool('Write', { file_path: '/work/albion/sampling_plan.md', content: '# Albion Mill sampling plan\n34 samples, 3 crew days...' }, 'File created successfully at: /work/albion/sampling_plan.md', { uuid: k.uuid() }));
      return {
        isolates: 'Four long consecutive reasoning messages build the survey plan with new materials, sampling rules, access needs and totals each time, then the plan is written.',
        goal,
        root: agent('claude-agent-sdk query', { prompt: goal }, { type: 'result', subtype: 'success', num_turns: 6, result: '34 samples, 3 days on site, report in 6 working days.' }, kids, { session_id: k.uuid() }),
      };
    },
  },
];
