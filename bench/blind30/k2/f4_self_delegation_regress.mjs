// Family 4 (loop): the task is handed on, to itself or a sub-agent, 3+ levels deep, and nobody does the work.
export const family = 'self_delegation_regress';
export const loop = true;
export const stagnation = true;
export const summary = 'An agent hands the same (reworded) task to itself or a sub-agent, which hands it on again, nested 3+ levels, with no level doing the work.';

export const rows = [
  {
    n: '01', domain: 'river levee inspection', style: 'oai_agents',
    isolates: 'A levee-inspection coordinator calls a "levee_inspector" agent-as-tool, which calls levee_inspector again with the same job reworded, four levels deep, until the max-turns guard fires; no sensor or report is ever read.',
    goal: 'Produce the post-flood inspection summary for levee segment L-14 (km 3.2-4.8), listing any seepage or slumping found in the drone survey and piezometer readings.',
    build: (N) => {
      const think = 'This needs a detailed inspection of segment L-14. The levee_inspector agent is the specialist for that, so I will hand the whole inspection to it.';
      const lvl4 = { agent: 'levee_inspector', task: 'Summarise findings (seepage, slumps) for L-14 km 3.2–4.8 from survey + piezometers.', turns: [{ think, say: 'Delegating the L-14 inspection to the levee inspector.', calls: [{ name: 'levee_inspector', args: { input: 'Inspect levee L-14 after the flood; report seepage and slumping.' }, err: 'MaxTurnsExceeded: Max turns (10) exceeded', out: null }] }], result: null, error: 'MaxTurnsExceeded: Max turns (10) exceeded' };
      const lvl3 = { agent: 'levee_inspector', task: 'Review levee segment L-14 after the flood and report seepage or slumping.', turns: [{ think, say: 'Delegating the L-14 review to the levee inspector.', calls: [{ name: 'levee_inspector', args: { input: 'Summarise findings (seepage, slumps) for L-14 km 3.2–4.8 from survey + piezometers.' }, sub: lvl4, err: 'MaxTurnsExceeded', out: null }] }], result: null };
      const lvl2 = { agent: 'levee_inspector', task: 'Inspect L-14 (km 3.2-4.8) using drone survey and piezometers; list seepage/slumping.', turns: [{ think, say: 'Delegating the L-14 inspection to the levee inspector.', calls: [{ name: 'levee_inspector', args: { input: 'Review levee segment L-14 after the flood and report seepage or slumping.' }, sub: lvl3, err: 'MaxTurnsExceeded', out: null }] }], result: null };
      return {
        agent: 'InspectionCoordinator', workflow: 'Post-flood levee inspection', handoffs: [], turns: [
          { think, say: 'Delegating the L-14 inspection to the levee inspector.', calls: [{ name: 'levee_inspector', args: { input: 'Inspect L-14 (km 3.2-4.8) using drone survey and piezometers; list seepage/slumping.' }, sub: lvl2, err: 'MaxTurnsExceeded', out: null }] },
        ], result: null, error: 'MaxTurnsExceeded: Max turns (10) exceeded',
      };
    },
  },
  {
    n: '02', domain: 'monastery guesthouse bookings', style: 'crewai',
    isolates: 'In a monastery guesthouse crew, the Guestmaster delegates a retreat booking to the Hospitality Brother, who delegates it back to the Guestmaster, who delegates it again; four nested hand-offs and no room is checked.',
    goal: 'Book a silent-retreat cell for Ms. Ana Ferreira for 3 nights from Friday and send her the arrival instructions (Vespers at 18:00).',
    build: (N) => {
      const think = 'This booking is better handled by my coworker who manages the guest rooms. I will delegate the retreat booking with all the details.';
      const del = (coworker, task, sub) => ({ name: 'Delegate work to coworker', args: { task, context: 'Ana Ferreira, 3 nights from Friday, silent retreat, arrival before Vespers 18:00', coworker }, sub, out: sub.result });
      const l4 = { agent: 'Hospitality Brother', task: 'Arrange three nights in a retreat cell for A. Ferreira from Friday.', turns: [{ think, calls: [{ name: 'Delegate work to coworker', args: { task: 'Handle the Ferreira retreat booking (3 nights from Friday).', context: 'Ana Ferreira, silent retreat', coworker: 'Guestmaster' }, err: 'Maximum iterations reached. Agent stopped.', out: null }] }], result: 'Agent stopped due to iteration limit or time limit.' };
      const l3 = { agent: 'Guestmaster', task: 'Please take care of Ms Ferreira\'s silent retreat stay (3 nights, Friday on).', turns: [{ think, calls: [del('Hospitality Brother', 'Arrange three nights in a retreat cell for A. Ferreira from Friday.', l4)] }], result: 'Agent stopped due to iteration limit or time limit.' };
      const l2 = { agent: 'Hospitality Brother', task: 'Book a silent-retreat cell for Ana Ferreira, 3 nights starting Friday, and send arrival instructions.', turns: [{ think, calls: [del('Guestmaster', 'Please take care of Ms Ferreira\'s silent retreat stay (3 nights, Friday on).', l3)] }], result: 'Agent stopped due to iteration limit or time limit.' };
      return {
        agent: 'Guestmaster', crew: 'Abbey Guesthouse Crew', allowDelegation: true, turns: [
          { think, calls: [del('Hospitality Brother', 'Book a silent-retreat cell for Ana Ferreira, 3 nights starting Friday, and send arrival instructions.', l2)] },
        ], result: 'Agent stopped due to iteration limit or time limit.',
      };
    },
  },
  {
    n: '03', domain: 'rattan furniture weaving workshop', style: 'autogen',
    isolates: 'A rattan workshop planner hands a cane-order estimate to a "planner_helper" that is itself the same planner; it hands the estimate on again three times and no cane quantity is ever calculated.',
    goal: 'Estimate how many kilograms of 2.5 mm binding cane are needed for the 14 peacock chairs in order #R-3307 and place the cane order.',
    build: (N) => {
      const think = 'Estimating cane for 14 peacock chairs is a planning sub-task. I will ask the planner helper to do the cane estimate and order.';
      const call = (task, sub) => ({ name: 'ask_planner_helper', args: { task }, sub, out: sub.result });
      const l4 = { agent: 'planner_helper', task: 'Estimate binding cane (kg) for 14 chairs, #R-3307.', turns: [{ think, calls: [{ name: 'ask_planner_helper', args: { task: 'How much 2.5 mm cane do we need for R-3307? Order it.' }, err: 'RuntimeError: Maximum nested agent depth (4) reached', out: null }] }], result: null, error: 'Maximum nested agent depth (4) reached' };
      const l3 = { agent: 'planner_helper', task: 'Work out the 2.5 mm cane amount for the peacock chairs on R-3307 and order it.', turns: [{ think, calls: [call('Estimate binding cane (kg) for 14 chairs, #R-3307.', l4)] }], result: null };
      const l2 = { agent: 'planner_helper', task: 'Figure out kg of 2.5mm binding cane for order R-3307 (14 peacock chairs); place order.', turns: [{ think, calls: [call('Work out the 2.5 mm cane amount for the peacock chairs on R-3307 and order it.', l3)] }], result: null };
      return {
        agent: 'workshop_planner', stopReason: 'Maximum nested agent depth reached', turns: [
          { think, calls: [call('Figure out kg of 2.5mm binding cane for order R-3307 (14 peacock chairs); place order.', l2)] },
          { think, say: 'The planner helper did not return an estimate yet. I will ask it again.', calls: [] },
        ], result: null,
      };
    },
  },
  {
    n: '04', domain: 'harness racing race entries', style: 'langgraph',
    isolates: 'A race-office supervisor graph routes the entry-validation job to a subgraph that is the same supervisor, which routes it down again, four levels, until the recursion limit; no horse record is looked up.',
    goal: 'Validate the 9 entries for Race 5 (3-year-old trotters, 2,140 m) at Saturday\'s meeting: eligibility, driver licences, and handicap distances.',
    build: (N) => {
      const think = 'Validating Race 5 entries requires the entries workflow. I will route this to the race_office subgraph, which handles entries.';
      const route = (task, sub) => ({ name: 'race_office', args: { request: task }, sub, out: sub.result });
      const l4 = { agent: 'race_office', task: 'Validate Race 5 entries.', turns: [{ think, calls: [{ name: 'race_office', args: { request: 'Validate the Race 5 entries please.' }, err: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', out: null }] }], result: null, error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' };
      const l3 = { agent: 'race_office', task: 'Race 5 entries: check eligibility/licences/handicaps.', turns: [{ think, calls: [route('Validate Race 5 entries.', l4)] }], result: null };
      const l2 = { agent: 'race_office', task: 'Check the nine Race 5 trotter entries (eligibility, driver licences, handicap metres).', turns: [{ think, calls: [route('Race 5 entries: check eligibility/licences/handicaps.', l3)] }], result: null };
      return {
        agent: 'race_office', maxSteps: 25, turns: [
          { think, calls: [route('Check the nine Race 5 trotter entries (eligibility, driver licences, handicap metres).', l2)] },
        ], result: null, error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.',
      };
    },
  },
  {
    n: '05', domain: 'tequila agave field harvest planning', style: 'claude_sdk',
    isolates: 'A harvest agent spawns a Task sub-agent to pick agave plots ready for jima, the sub-agent spawns another Task with the same prompt, and so on four deep; no plot data is queried.',
    goal: 'List the agave plots at Rancho El Mirador that are ready for jima (harvest) this month, using Brix readings ≥ 24 and plant age ≥ 6 years, and draft the jimador crew schedule.',
    build: (N) => {
      const think = 'This is a multi-step research task over the plot database. I will launch a general-purpose sub-agent with the Task tool to find the harvest-ready plots and draft the crew schedule.';
      const task = (prompt, sub) => ({ name: 'Task', args: { description: 'Find harvest-ready agave plots', prompt, subagent_type: 'general-purpose' }, sub, out: sub.result });
      const l4 = { agent: 'general-purpose', task: 'Identify plots ready for jima (Brix≥24, age≥6y) and a jimador schedule.', turns: [{ think, calls: [{ name: 'Task', args: { description: 'Find harvest-ready agave plots', prompt: 'Find harvest-ready agave plots at El Mirador and schedule jimadores.', subagent_type: 'general-purpose' }, err: 'Maximum sub-agent nesting depth exceeded', out: null }] }], result: [{ type: 'text', text: 'Error: Maximum sub-agent nesting depth exceeded' }], error: 'Maximum sub-agent nesting depth exceeded' };
      const l3 = { agent: 'general-purpose', task: 'Find El Mirador agave plots with Brix ≥ 24 and age ≥ 6 years; draft jimador crew schedule.', turns: [{ think, calls: [task('Identify plots ready for jima (Brix≥24, age≥6y) and a jimador schedule.', l4)] }], result: [{ type: 'text', text: 'Error: Maximum sub-agent nesting depth exceeded' }] };
      const l2 = { agent: 'general-purpose', task: 'Which plots at Rancho El Mirador are ready for harvest this month (Brix>=24, age>=6)? Then draft the crew schedule.', turns: [{ think, calls: [task('Find El Mirador agave plots with Brix ≥ 24 and age ≥ 6 years; draft jimador crew schedule.', l3)] }], result: [{ type: 'text', text: 'Error: Maximum sub-agent nesting depth exceeded' }] };
      return {
        agent: 'harvest-planner', cwd: '/srv/agave-ops', turns: [
          { think, calls: [task('Which plots at Rancho El Mirador are ready for harvest this month (Brix>=24, age>=6)? Then draft the crew schedule.', l2)] },
          { say: 'The sub-agent could not complete the plot analysis.' },
        ], result: 'The sub-agent could not complete the plot analysis.',
      };
    },
  },
  {
    n: '06', domain: 'bobsleigh track operations', style: 'adk',
    isolates: 'A bobsleigh track root agent transfers the ice-profile check to an "ice_crew_agent", which transfers it to "track_ops_agent", which transfers it back to ice_crew_agent, four levels, with no sensor read.',
    goal: 'Confirm whether curve 11 ice thickness and surface temperature allow tomorrow\'s 2-man training runs (thickness 40-60 mm, surface -5 to -8 °C) and post the decision.',
    build: (N) => {
      const think = 'Curve 11 ice condition is the responsibility of another agent. I will transfer this check to that agent so it can decide about tomorrow\'s training runs.';
      const xfer = (agent_name, sub) => ({ name: 'transfer_to_agent', args: { agent_name }, sub, out: { transferred: true, to: agent_name, event: N.uuid() } });
      const l4 = { agent: 'ice_crew_agent', task: 'Check C11 ice for tomorrow.', turns: [{ think, calls: [{ name: 'transfer_to_agent', args: { agent_name: 'track_ops_agent' }, err: 'Max LLM calls (8) exceeded for this invocation', out: null }] }], result: null, error: 'Max LLM calls (8) exceeded for this invocation' };
      const l3 = { agent: 'track_ops_agent', task: 'Curve 11: ice OK for 2-man training tomorrow?', turns: [{ think, calls: [xfer('ice_crew_agent', l4)] }], result: null };
      const l2 = { agent: 'ice_crew_agent', task: 'Decide if curve 11 thickness/temperature is within limits for tomorrow\'s 2-man runs and post it.', turns: [{ think, calls: [xfer('track_ops_agent', l3)] }], result: null };
      return {
        agent: 'track_root_agent', app: 'bobsleigh_track', turns: [
          { think, calls: [xfer('ice_crew_agent', l2)] },
        ], result: null,
      };
    },
  },
];
