// Loop: the task is handed to itself / a sub-agent, which hands it on again, 3+ levels deep, nobody working.
export const family = 'self_delegation_chain';
export const loop = true;

// build nested delegation: levels = [{agent, text, task, call?}] innermost last
function chain(levels, leaf) {
  let inner = leaf ? [leaf] : [];
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    inner = [{ t: L.text, c: L.call ? [L.call] : [] }, { sub: { agent: L.next, task: L.task, steps: inner, output: null } }];
  }
  return inner;
}

export const scenarios = [
  // 01 fjord ferries, OpenAI Agents SDK handoffs
  (n) => ({
    domain: 'fjord ferry timetabling', style: 'openai_agents', stagnation: true, agent: 'TimetableAgent',
    isolates: 'Timetable agent hands the winter-schedule task to a planner, which hands it to a sub-planner, which hands it back to a TimetableAgent, four levels, no schedule drafted.',
    goal: 'Draft the winter timetable for the Lavik-Oppedal crossing with 20-minute headways at peak.',
    steps: chain([
      { text: 'This is a planning task; transferring to the route planner.', next: 'RoutePlanner', task: 'Draft the winter timetable for Lavik-Oppedal, 20-min peak headways.', call: { n: 'transfer_to_route_planner', a: {}, o: { assistant: 'RoutePlanner' } } },
      { text: 'Peak headway design belongs to the headway specialist.', next: 'HeadwaySpecialist', task: 'Please produce the Lavik-Oppedal winter timetable (20 min peak).', call: { n: 'transfer_to_headway_specialist', a: {}, o: { assistant: 'HeadwaySpecialist' } } },
      { text: 'Full timetables are owned by the timetable agent; handing back.', next: 'TimetableAgent', task: 'Winter timetable for Lavik-Oppedal needed, 20 minute peak headways.', call: { n: 'transfer_to_timetable_agent', a: {}, o: { assistant: 'TimetableAgent' } } },
      { text: 'This is a planning task; transferring to the route planner.', next: 'RoutePlanner', task: 'Draft the winter timetable for Lavik-Oppedal, 20-min peak headways.', call: { n: 'transfer_to_route_planner', a: {}, o: { assistant: 'RoutePlanner' } } },
    ]),
    output: { error: 'MaxTurnsExceeded' },
  }),
  // 02 matchmaking agency, CrewAI hierarchical
  (n) => ({
    domain: 'matchmaking agency', style: 'crewai', stagnation: true, agent: 'Matchmaking Manager',
    isolates: 'Manager delegates "shortlist three matches for client 7781" to a coworker who delegates the same words onward, three levels, no profile ever searched.',
    goal: 'Shortlist three compatible matches for client 7781 for Friday\'s consultation.',
    steps: chain([
      { text: 'Thought: I should delegate shortlisting to the profile researcher.', next: 'Profile Researcher', task: 'Shortlist three compatible matches for client 7781.', call: { n: 'Delegate work to coworker', a: { task: 'Shortlist three compatible matches for client 7781.', coworker: 'Profile Researcher' }, o: 'delegated' } },
      { text: 'Thought: I should delegate shortlisting to the compatibility analyst.', next: 'Compatibility Analyst', task: 'Shortlist three compatible matches for client 7781.', call: { n: 'Delegate work to coworker', a: { task: 'Shortlist three compatible matches for client 7781.', coworker: 'Compatibility Analyst' }, o: 'delegated' } },
      { text: 'Thought: I should delegate shortlisting to the profile researcher.', next: 'Profile Researcher', task: 'Shortlist three compatible matches for client 7781.', call: { n: 'Delegate work to coworker', a: { task: 'Shortlist three compatible matches for client 7781.', coworker: 'Profile Researcher' }, o: 'delegated' } },
    ], { t: 'Thought: I should delegate shortlisting to the compatibility analyst.', c: [{ n: 'Delegate work to coworker', a: { task: 'Shortlist three compatible matches for client 7781.', coworker: 'Compatibility Analyst' }, o: null, e: 'RecursionError: maximum delegation depth (4) exceeded' }] }),
    output: null,
  }),
  // 03 ocularists (artificial eye makers), LangGraph subgraphs
  (n) => ({
    domain: 'ocularist prosthetic eye clinic', style: 'langgraph', stagnation: false, agent: 'ocular-supervisor',
    isolates: 'Supervisor graph routes the iris-colour matching job to a subgraph that routes it to another that routes it back to the supervisor, three nested levels, no photo analysed.',
    goal: 'Match the iris colour from patient photo P-2291 to a pigment recipe for the new prosthesis.',
    steps: chain([
      { text: 'Routing to the pigment subgraph.', next: 'pigment_subgraph', task: 'Match iris colour of P-2291 to a pigment recipe.', call: { n: 'route', a: { next: 'pigment_subgraph' }, o: { goto: 'pigment_subgraph', checkpoint_id: n.uuid() } } },
      { text: 'Colour work needs image analysis first; routing to imaging.', next: 'imaging_subgraph', task: 'Find pigment recipe for P-2291 iris colour.', call: { n: 'route', a: { next: 'imaging_subgraph' }, o: { goto: 'imaging_subgraph', checkpoint_id: n.uuid() } } },
      { text: 'Recipe selection is the supervisor\'s call; returning the task.', next: 'ocular-supervisor', task: 'Iris colour match for P-2291 → pigment recipe.', call: { n: 'route', a: { next: 'supervisor' }, o: { goto: 'supervisor', checkpoint_id: n.uuid() } } },
    ], { t: 'Recipes are pigment work, so the pigment subgraph should own it.', c: [{ n: 'route', a: { next: 'pigment_subgraph' }, o: null, e: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }] }),
    output: null, rootError: 'GraphRecursionError',
  }),
  // 04 flood sandbag depots, AutoGen nested chats
  (n) => ({
    domain: 'flood sandbag depots', style: 'autogen', stagnation: true, agent: 'depot-lead',
    isolates: 'Depot lead asks a logistics agent to allocate sandbags, which spins up a nested chat with another allocator, which asks a depot lead again; 3 levels, no stock queried.',
    goal: 'Allocate 4,000 sandbags across depots D2 and D5 for the river warning tonight.',
    steps: chain([
      { text: 'Logistics should handle allocation. Starting a nested chat with logistics.', next: 'logistics_agent', task: 'Allocate 4,000 sandbags across D2 and D5 tonight.' },
      { text: 'I will ask the allocation agent to split the 4,000 bags between the depots.', next: 'allocation_agent', task: 'Split 4000 sandbags between D2/D5 for tonight\'s warning.' },
      { text: 'Depot-level numbers need the depot lead; delegating back.', next: 'depot-lead', task: 'Please allocate the 4k sandbags for D2 and D5.' },
      { text: 'Logistics should handle allocation; starting another nested chat.', next: 'logistics_agent', task: 'Allocate 4,000 sandbags, depots D2 and D5, tonight.' },
    ]),
    output: { stop_reason: 'max nested chat depth reached' },
  }),
  // 05 tempeh makers, Strands-like recursive agent-as-tool (plain style with tool calls)
  (n) => ({
    domain: 'tempeh production', style: 'plain', stagnation: true, agent: 'tempeh-planner',
    isolates: 'Planner calls itself as a tool with the identical instruction three levels deep; each level replies with the same sentence and delegates again.',
    goal: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.',
    steps: chain([
      { text: 'I will delegate this to a planning sub-agent so it can focus on the incubation schedule.', next: 'tempeh-planner', task: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.', call: { n: 'run_subagent', a: { agent: 'tempeh-planner', instructions: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.' }, str: true, o: { spawned: n.uuid() } } },
      { text: 'I will delegate this to a planning sub-agent so it can focus on the incubation schedule.', next: 'tempeh-planner', task: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.', call: { n: 'run_subagent', a: { agent: 'tempeh-planner', instructions: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.' }, str: true, o: { spawned: n.uuid() } } },
      { text: 'I will delegate this to a planning sub-agent so it can focus on the incubation schedule.', next: 'tempeh-planner', task: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.', call: { n: 'run_subagent', a: { agent: 'tempeh-planner', instructions: 'Plan next week\'s incubation schedule for 600 kg of soybean tempeh.' }, str: true, o: { spawned: n.uuid() } } },
    ]),
    output: null,
  }),
  // 06 lacquerware workshop, Google ADK sub_agents
  (n) => ({
    domain: 'urushi lacquerware workshop', style: 'adk', stagnation: false, agent: 'workshop_coordinator',
    isolates: 'Coordinator transfers a curing-room booking to a scheduling agent, which transfers to a booking agent, which transfers back; 3 nested agents, no booking.',
    goal: 'Book the humid curing room (muro) for 12 bowls on coat 4, 3 days, from Monday.',
    steps: chain([
      { text: 'Transferring to the scheduling agent.', next: 'scheduling_agent', task: 'Book muro for 12 bowls (coat 4), 3 days from Monday.', call: { n: 'transfer_to_agent', a: { agent_name: 'scheduling_agent' }, o: {} } },
      { text: 'Room bookings go to the booking agent.', next: 'booking_agent', task: 'Reserve the muro curing room: 12 bowls, coat 4, Mon–Wed.', call: { n: 'transfer_to_agent', a: { agent_name: 'booking_agent' }, o: {} } },
      { text: 'Coat sequencing must be confirmed by the coordinator; transferring.', next: 'workshop_coordinator', task: '12 bowls on coat 4 need the muro for 3 days from Monday.', call: { n: 'transfer_to_agent', a: { agent_name: 'workshop_coordinator' }, o: {} } },
    ], { t: 'Nobody has confirmed the coat sequence, so scheduling should take the booking.', c: [{ n: 'transfer_to_agent', a: { agent_name: 'scheduling_agent' }, o: {} }] }),
    output: null,
  }),
];
