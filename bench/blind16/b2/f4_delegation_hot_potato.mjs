// Family 4 (loop): the same task is handed down to itself / a sub-agent again and again; nobody does the work.
export const FAMILY = 'delegation_hot_potato';
export const LOOP = true;

export const rows = [
  {
    num: 1, domain: 'dog-sled race logistics', stagnation: true,
    isolates: 'An ADK race coordinator hands "plan the drop bags for checkpoint Rohn" to a drop-bag planner, which hands it to a logistics planner, which hands it back to a drop-bag planner, four levels deep, each saying the same sentence and none planning.',
    make: (c) => {
      const task = 'Plan the drop bags (food, booties, straw) for the 38 teams at checkpoint Rohn and book the bush-plane loads.';
      const say = 'This needs specialist drop-bag planning, so I am handing the whole task to the planner agent.';
      const names = ['dropbag_planner', 'logistics_planner', 'dropbag_planner', 'logistics_planner'];
      const level = (i) => {
        if (i === names.length) return null;
        const inner = level(i + 1);
        return {
          agent: names[i], via: names[i], task,
          steps: inner ? [{ text: say, calls: [inner] }] : [{ text: say, calls: [{ tool: 'delegation_guard', args: { chain: names.slice(0, i + 1), task_hash: 'sha1:9c41e2a0' }, out: null, err: `DelegationDepthExceeded: depth ${i + 2} > max_depth 5 (trace ${c.hex(16)})` }] }],
          limitError: 'DelegationDepthExceeded',
        };
      };
      const steps = [
        { text: 'Checking the race roster and checkpoint Rohn capacity.', calls: [{ tool: 'race_roster', args: { race: 'iditarod-sim-2025', checkpoint: 'Rohn' }, out: { teams_registered: 38, est_arrival_window: ['2025-03-05T02:00-09:00', '2025-03-07T18:00-09:00'], airstrip: 'PARV 1,900 ft gravel/snow', roster_version: c.int(60, 90), fetched: c.iso() } }] },
        { text: say, calls: [level(0)] },
      ];
      return {
        style: 'adk', model: 'gemini-2.5-pro', agent: 'race_coordinator', app: 'sled_race_ops',
        system: 'You coordinate logistics for a long-distance sled dog race. Delegate to planners where useful; make sure drop bags are planned and flights booked.',
        goal: 'Plan the drop bags for all 38 teams at checkpoint Rohn and book the bush-plane loads to get them there.',
        steps, limitError: 'DelegationDepthExceeded',
      };
    },
  },
  {
    num: 2, domain: 'snow sculpture festival', stagnation: false,
    isolates: 'A Vercel AI SDK agent calls a delegate tool that runs the same festival-ops agent with reworded instructions; that run delegates again, four levels down, with only tool calls and no work done.',
    make: (c) => {
      const rewords = [
        'Allocate the 24 snow blocks (3x3x3 m) to the registered teams and publish the plot map.',
        'Work out which team gets which of the 24 compacted snow blocks and post the plot map.',
        'Assign plots/snow blocks to teams for the sculpture competition and share the map.',
        'Team-to-block allocation for the festival (24 blocks) plus the plot map, please.',
      ];
      const lvl = (i) => i === rewords.length
        ? { agent: 'festival-ops', via: 'delegate', task: 'Allocate snow blocks to teams and publish the plot map.', steps: [{ calls: [{ tool: 'delegate', args: { instructions: 'Allocate snow blocks to teams and publish the plot map.' }, out: null, err: `Error: recursion limit: delegate depth 5 (run ${c.uuid()})` }] }], limitError: 'recursion limit reached' }
        : { agent: 'festival-ops', via: 'delegate', task: rewords[i], steps: [{ calls: [lvl(i + 1)] }], limitError: 'sub-run failed: recursion limit reached' };
      const steps = [
        { text: 'Let me see how many teams registered.', calls: [{ tool: 'list_teams', args: { festival: 'frostfest-2026' }, out: { count: 24, teams: ['Ice Dreamers (NO)', 'Blizzard Carvers (CA)', 'Team Yeti (CH)', '+21 more'], waitlist: 3, as_of: c.http(), req: c.reqId('rq') } }] },
        { calls: [lvl(0)] },
      ];
      return {
        style: 'vercel', model: 'gpt-4o-mini', agent: 'festival-ops',
        system: 'You run operations for a snow sculpture festival. You may use delegate(instructions) to hand work to another festival-ops run.',
        goal: 'Allocate the 24 compacted snow blocks to the registered sculpture teams and publish the plot map before the carving starts.',
        steps, limitError: 'sub-run failed: recursion limit reached',
      };
    },
  },
  {
    num: 3, domain: 'trading card authentication', stagnation: true,
    isolates: 'A Mastra authentication agent passes the same "authenticate this card" job to a review agent, which passes it back to an authentication agent, and so on four levels, each repeating the same hand-off sentence.',
    make: (c) => {
      const task = 'Authenticate the 1999 Base Set Charizard (holo, 1st edition stamp) from submission TCA-55813 and give a verdict.';
      const say = 'I will pass this to the specialist reviewer, who is better placed to authenticate the card.';
      const names = ['cardReviewAgent', 'authenticationAgent', 'cardReviewAgent', 'authenticationAgent'];
      const lvl = (i) => ({ agent: names[i], via: `agent-${names[i]}`, task, steps: [{ text: say, calls: [i + 1 < names.length ? lvl(i + 1) : { tool: 'escalate', args: { submission: 'TCA-55813', to: 'cardReviewAgent' }, out: null, err: `Escalation loop detected by router (hops=5, corr=${c.uuid()})` }] }], limitError: 'escalation failed' });
      const steps = [
        { text: 'Fetching the submission images and intake data.', calls: [{ tool: 'getSubmission', args: { id: 'TCA-55813' }, out: { id: 'TCA-55813', card: 'Charizard 4/102 Base Set 1st Ed.', images: [`s3://tca-intake/55813/front_${c.hex(8)}.tif`, `s3://tca-intake/55813/back_${c.hex(8)}.tif`], uv_scan: 'pending', declared_value: 'USD 9,000', intake_at: c.iso() } }] },
        { text: say, calls: [lvl(0)] },
      ];
      return {
        style: 'mastra', model: 'claude-sonnet-4-20250514', provider: 'anthropic', agent: 'authenticationAgent',
        system: 'You authenticate collectible trading cards: check print pattern, holo pattern, stamp alignment and UV response. Escalate only if evidence is missing.',
        goal: 'Authenticate submission TCA-55813 (1st edition Base Set Charizard) and record a verdict.',
        steps, limitError: 'escalation failed',
      };
    },
  },
  {
    num: 4, domain: 'geothermal well monitoring', stagnation: false,
    isolates: 'A Pydantic AI well-operations agent calls itself through an ask_well_ops tool with lightly reworded instructions, three nested levels, no one reading the scaling data, until the usage limit.',
    make: (c) => {
      const t = ['Diagnose the pressure drop on production well PW-3 and recommend an action.',
        'Investigate why PW-3 wellhead pressure is falling and suggest what to do.',
        'Find the cause of the PW-3 pressure decline; recommend a fix.',
        'PW-3: explain the pressure decline and propose next steps.'];
      const lvl = (i) => ({ agent: 'well_ops', via: 'ask_well_ops', task: t[i], steps: [{ calls: [i + 1 < t.length ? lvl(i + 1) : { tool: 'ask_well_ops', args: { task: t[0] }, out: null, err: `UsageLimitExceeded: request_limit of 50 exceeded across nested runs (run_id ${c.uuid()})` }] }], limitError: 'UsageLimitExceeded' });
      const steps = [
        { text: 'Pulling the last week of wellhead telemetry for PW-3.', calls: [{ tool: 'telemetry', args: { well: 'PW-3', metric: 'whp_bar', window: '7d', agg: '6h' }, out: { series: Array.from({ length: 8 }, (_, i) => ({ t: new Date(c.t - (8 - i) * 6 * 3600e3).toISOString(), v: +(14.8 - i * 0.21 + c.rnd() * 0.05).toFixed(2) })), unit: 'bar(g)', historian: 'PI-AF', query_ms: c.int(120, 900), tag: 'PW3.WHP.PV' } }] },
        { calls: [lvl(0)] },
      ];
      return {
        style: 'pydantic', model: 'gpt-4.1', agent: 'well_ops',
        system: 'You support a geothermal plant control room. Tools: telemetry, scaling_log, ask_well_ops (run another well_ops agent on a sub-problem).',
        goal: 'Diagnose the falling wellhead pressure on production well PW-3 and recommend an action for the shift engineer.',
        steps, limitError: 'UsageLimitExceeded',
      };
    },
  },
  {
    num: 5, domain: 'mangrove restoration', stagnation: true,
    isolates: 'Nested LangChain executors: the planting planner hands the same planting-plan request to a site-survey agent, which hands it to a planting planner again, three levels, each with the same Thought and no survey data read.',
    make: (c) => {
      const task = 'Produce a planting plan (species, spacing, counts) for the 4.2 ha Kampung Sungai plot.';
      const say = 'This requires a detailed site assessment first, so I should hand the request to the specialist agent.';
      const names = ['site_survey_agent', 'planting_planner', 'site_survey_agent'];
      const lvl = (i) => ({ agent: names[i], via: names[i], task, steps: [{ text: say, calls: [i + 1 < names.length ? lvl(i + 1) : { tool: 'planting_planner', args: task, out: null, err: `RecursionError: maximum nested executor depth (4) reached [run ${c.uuid()}]` }] }], limitError: 'Agent stopped due to iteration limit or time limit.' });
      const steps = [
        { text: 'Let me check what we know about the plot.', calls: [{ tool: 'plot_registry', args: 'Kampung Sungai', out: `plot KS-07 | 4.2 ha | abandoned shrimp pond | tidal range 2.1 m | salinity n/a | last survey: none | registry sync ${c.logts()} (node ${c.host('gis')})` }] },
        { text: say, calls: [lvl(0)] },
      ];
      return {
        style: 'langchain', model: 'gpt-4o', agent: 'planting_planner',
        system: 'You plan mangrove restoration plantings. Tools: plot_registry, elevation_survey, site_survey_agent.',
        goal: 'Produce a mangrove planting plan for the 4.2 ha Kampung Sungai plot (species, spacing, seedling counts).',
        steps, limitError: 'Agent stopped due to iteration limit or time limit.',
      };
    },
  },
  {
    num: 6, domain: 'recording studio booking', stagnation: false,
    isolates: 'A message-level trace where the studio booker delegates "book a tracking session" to a calendar agent, which delegates it to a rooms agent, which delegates it to a booking agent, which delegates again; every hop forwards the task and nothing is booked.',
    make: (c) => {
      const hops = [
        ['calendar_agent', 'Book Studio A or B for a 2-day drum tracking session for the band Velvet Static next week; needs the Neve console.'],
        ['rooms_agent', 'Find and book a room with the Neve console for Velvet Static drums, 2 days next week.'],
        ['booking_agent', 'Velvet Static: 2-day drum tracking, Neve room, next week - please book.'],
        ['calendar_agent', 'Please book 2 days next week for Velvet Static drum tracking in a room with the Neve.'],
      ];
      const lvl = (i) => ({ agent: hops[i][0], task: hops[i][1], via: `delegate_to_${hops[i][0]}`, steps: [{ calls: [i + 1 < hops.length ? lvl(i + 1) : { tool: 'delegate_to_rooms_agent', args: { task: hops[1][1] }, out: null, err: `429 Too Many Nested Calls: hop limit 5 (x-hop-trace ${c.hex(20)})` }] }], limitError: 'delegation hop limit reached' });
      const steps = [{ text: 'I will get the calendar agent to handle the booking.', calls: [lvl(0)] }];
      return {
        style: 'plain', model: 'gpt-4o-mini', agent: 'studio_booker',
        system: 'You book sessions for a recording studio. Sub-agents: calendar_agent, rooms_agent, booking_agent. Tools: room_calendar, create_booking.',
        goal: 'Book a 2-day drum tracking session next week for Velvet Static in whichever room has the Neve console.',
        steps, limitError: 'delegation hop limit reached',
      };
    },
  },
];
