// Family 5: self_handoff_chain
// Loop: an agent hands the very task it was given to a fresh instance of itself (or a
// same-role coworker). Each new level redoes the same lookups, writes the same delegation
// reasoning, and hands it on again; nothing new comes back up.
import { tracer } from './lib.mjs';

export const FAMILY = 'self_handoff_chain';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'thrift store chains', style: 'crewai', loop: true, stagnation: true,
    isolates: 'In a hierarchical CrewAI run, a pricing specialist reads the same intake batch and then delegates the whole pricing job to a same-role coworker, four levels deep, each with the same justification and no prices produced.',
    goal: 'Price the 40 donated items in intake batch TB-0917 at the Eastgate store using the chain\'s pricing guide, and return a price list the floor team can print.',
    build(N) {
      const role = 'Pricing Specialist';
      const T = tracer(N, 'crewai', { system: `You are ${role} at Second Bloom Thrift. Tools: Read Intake Batch, Pricing Guide Lookup, Delegate work to coworker.`, goal: this.goal });
      const batch = () => `Intake batch TB-0917 (Eastgate) - 40 items - received ${N.euro(N.t0 - 86400000)} - scanned by tablet ${N.pick(['EG-T2', 'EG-T3'])}\nclothing: 22 (womens 14, mens 6, kids 2)\nhousewares: 11 (glassware 5, small appliances 2, linens 4)\nbooks/media: 7\nflags: 2 items need electrical test (kettle, lamp)\nexport ${N.uuid()}`;
      const why = [
        'Thought: The batch has 40 items across clothing, housewares and books, and pricing each one against the guide is a lot of detailed work, so I will delegate the pricing to the Pricing Specialist with the full batch context.',
        'Thought: This batch has 40 items across clothing, housewares and books, and pricing each one against the guide is a lot of detailed work, so I will delegate the pricing to the Pricing Specialist with the full batch context.',
        'Thought: The batch has 40 items across clothing, housewares and books; pricing each one against the guide is a lot of detailed work, so I will delegate pricing to the Pricing Specialist with the full batch context.',
        'Thought: The batch has 40 items across clothing, housewares and books, and pricing every one against the guide is a lot of detailed work, so I will delegate the pricing to the Pricing Specialist with the full batch context.',
      ];
      const delegArgs = { task: 'Price the 40 donated items in intake batch TB-0917 using the pricing guide and return a printable price list.', context: 'Eastgate store, batch TB-0917, 40 items: clothing 22, housewares 11, books/media 7.', coworker: role };
      const level = (d) => {
        const k = [];
        k.push(T.llm('Thought: Let me read the intake batch first.\nAction: Read Intake Batch\nAction Input: {"batch_id": "TB-0917"}', [], { role }));
        k.push(T.tool('Read Intake Batch', { batch_id: 'TB-0917' }, batch(), { role }));
        k.push(T.llm(`${why[d]}\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify(delegArgs)}`, [], { role }));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('Delegate work to coworker', delegArgs, inner.output, { role, children: [inner] }));
        } else {
          k.push(T.tool('Delegate work to coworker', delegArgs, '', { role, error: 'Error executing tool. Delegation depth limit reached for coworker "Pricing Specialist".' }));
        }
        return T.group('agent', 'Agent.execute_task', { role, task: delegArgs.task, context: delegArgs.context }, 'I delegated the pricing of batch TB-0917 to the Pricing Specialist; no price list was returned.', k, { metadata: { agent_role: role, allow_delegation: true, level: d + 1 } });
      };
      const mgr = [];
      mgr.push(T.llm(`Thought: The pricing of a donation batch belongs to the Pricing Specialist.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify(delegArgs)}`, [], { role: 'Crew Manager' }));
      const top = level(0);
      mgr.push(T.tool('Delegate work to coworker', delegArgs, top.output, { role: 'Crew Manager', children: [top] }));
      mgr.push(T.llm('Thought: I now know the final answer\nFinal Answer: Pricing of batch TB-0917 was delegated to the Pricing Specialist; no price list is available yet.', [], { role: 'Crew Manager' }));
      const manager = T.group('agent', 'Agent.execute_task', { role: 'Crew Manager', task: this.goal }, 'Pricing of batch TB-0917 was delegated to the Pricing Specialist; no price list is available yet.', mgr, { metadata: { agent_role: 'Crew Manager' } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'A printable price list: item, category, condition, price.' }, { raw: 'Pricing of batch TB-0917 was delegated to the Pricing Specialist; no price list is available yet.' }, [manager]);
      return { root: T.root('Crew.kickoff', { inputs: { batch: 'TB-0917', store: 'Eastgate' } }, { raw: 'Pricing of batch TB-0917 was delegated to the Pricing Specialist; no price list is available yet.' }, [task], { process: 'hierarchical' }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'animal shelter adoptions', style: 'autogen', loop: true, stagnation: true,
    isolates: 'An AutoGen adoption matcher starts a nested chat with a fresh matcher instance for the unchanged task, three times over, each instance re-reading the same applicants and dogs and saying the same thing before handing off.',
    goal: 'Match this week\'s three adoption applicants to suitable dogs at Riverside Animal Shelter and draft a meet-and-greet schedule for Saturday.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'adoption_matcher: match applicants to animals using get_applicants and get_available_dogs; start_nested_matcher(task) opens a nested chat with a new matcher.', goal: this.goal });
      const apps = () => ({ week: N.day(), applicants: [
        { id: 'AP-3391', household: 'flat, no garden, works from home', other_pets: 'none', experience: 'first dog' },
        { id: 'AP-3394', household: 'house, fenced garden, two children (6, 9)', other_pets: 'cat', experience: 'had dogs' },
        { id: 'AP-3402', household: 'farmhouse, rural', other_pets: 'collie', experience: 'experienced' },
      ], fetched: N.isoSec(), source: N.pick(['shelterluv-sync', 'petpoint-mirror']) });
      const dogs = () => ({ available: [
        { id: 'D-771', name: 'Biscuit', breed: 'beagle x', age_y: 4, cats: 'ok', kids: 'ok', energy: 'medium' },
        { id: 'D-784', name: 'Nova', breed: 'husky', age_y: 2, cats: 'no', kids: 'older only', energy: 'high' },
        { id: 'D-790', name: 'Pip', breed: 'jack russell', age_y: 9, cats: 'unknown', kids: 'ok', energy: 'low' },
        { id: 'D-802', name: 'Rolo', breed: 'lurcher', age_y: 3, cats: 'no', kids: 'ok', energy: 'medium' },
      ], kennel_snapshot: N.objectId() });
      const hand = [
        'Matching three households against four dogs with cat, child and energy constraints is a multi-constraint problem; to keep this conversation focused I will hand the full matching and scheduling task to a dedicated matcher.',
        'Matching three households against four dogs with cat, child and energy constraints is a multi-constraint problem, so to keep this conversation focused I will hand the full matching and scheduling task to a dedicated matcher.',
        'Matching three households to four dogs with cat, child and energy constraints is a multi-constraint problem; to keep this conversation focused I\'ll hand the full matching and scheduling task to a dedicated matcher.',
        'Matching three households against four dogs with the cat, child and energy constraints is a multi-constraint problem; to keep this conversation focused I will hand the full matching and scheduling task to a dedicated matcher.',
      ];
      const level = (d) => {
        const name = d === 0 ? 'adoption_matcher' : `adoption_matcher_${d + 1}`;
        const k = [];
        k.push(T.llm(null, [{ name: 'get_applicants', args: { week: 'current' } }, { name: 'get_available_dogs', args: { site: 'riverside' } }], { agent: name }));
        k.push(T.tool('get_applicants', { week: 'current' }, apps(), { agent: `${name}_proxy` }));
        k.push(T.tool('get_available_dogs', { site: 'riverside' }, dogs(), { agent: `${name}_proxy` }));
        const args = { task: 'Match this week\'s three adoption applicants to suitable dogs and draft a Saturday meet-and-greet schedule.' };
        k.push(T.llm(hand[d], [{ name: 'start_nested_matcher', args }], { agent: name }));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('start_nested_matcher', args, { summary: inner.output.summary }, { agent: `${name}_proxy`, children: [inner] }));
        } else {
          k.push(T.tool('start_nested_matcher', args, { summary: null }, { agent: `${name}_proxy`, error: 'RuntimeError: nested chat depth 4 exceeds max_nesting=4' }));
        }
        return T.group('agent', d === 0 ? 'conversable_agent.run' : 'nested_chat', { recipient: name, message: args.task }, { summary: null }, k, { metadata: { 'ag2.agent.name': name, depth: d } });
      };
      const top = level(0);
      return { root: T.root('autogen.initiate_chat', { sender: 'coordinator', recipient: 'adoption_matcher', message: this.goal }, { summary: null, chat_history_len: 9 }, [top]) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'campsite reservations', style: 'llamaindex', loop: true, stagnation: true,
    isolates: 'A LlamaIndex reservations agent that has its own agent wrapped as a tool checks pitch availability and then asks reservations_agent the same question, nesting four levels with identical reasoning and the same two-pitch answer each time.',
    goal: 'Find a pitch for a 7.5 m motorhome with electric hook-up at Loch Arkaig campsite for the nights of 12-15 August and put it on a 24-hour hold for the customer.',
    build(N) {
      N.pin(2025, 6);
      const T = tracer(N, 'llamaindex', { system: 'You are the reservations agent for Highland Pitches. Tools: check_availability, place_hold, reservations_agent (delegates to the reservations agent).', goal: this.goal, react: true });
      const q = 'Find a pitch for a 7.5 m motorhome with electric hook-up at Loch Arkaig for 12-15 August and place a 24-hour hold.';
      const avail = () => JSON.stringify({
        site: 'loch-arkaig', nights: ['08-12', '08-13', '08-14'], vehicle_len_m: 7.5, ehu: true,
        pitches: [
          { pitch: 'H7', type: 'hardstanding', max_len_m: 8.0, ehu_amp: 16, free_nights: ['08-12', '08-13', '08-14'] },
          { pitch: 'H9', type: 'hardstanding', max_len_m: 8.5, ehu_amp: 10, free_nights: ['08-12', '08-13'] },
        ],
        cached: false, pms: 'Newbook', req: N.reqId('nb'), ts: N.epoch(),
      });
      const thought = [
        'Thought: H7 fits and is free for all three nights, but placing a hold touches the booking system and the customer details, so this should be handled end to end by the reservations agent. I will delegate the request.',
        'Thought: H7 fits and is free for all three nights, but placing a hold touches the booking system and customer details, so this should be handled end to end by the reservations agent. I will delegate the request.',
        'Thought: H7 fits and is free for all three nights; placing a hold touches the booking system and the customer details, so this should be handled end to end by the reservations agent. I\'ll delegate the request.',
        'Thought: H7 fits and is free for all three nights, but placing the hold touches the booking system and the customer details, so this should be handled end to end by the reservations agent. I will delegate the request.',
      ];
      const rules = () => [
        { id: 'rules-7', text: 'Motorhomes over 7 m: hardstanding pitches H1-H12 only. Electric hook-up 10 A or 16 A. Holds expire after 24 h unless a deposit is taken.', meta: { file: 'site_rules_loch_arkaig.md' }, score: 0.8812 },
        { id: 'rules-2', text: 'Quiet hours 22:00-07:00. One vehicle per pitch.', meta: { file: 'site_rules_loch_arkaig.md' }, score: 0.7103 },
      ];
      const level = (d) => {
        const k = [];
        k.push(T.retr('pitch rules motorhome length hook-up hold', rules(), { name: 'VectorIndexRetriever.aretrieve' }));
        k.push(T.llm(`Thought: I need availability first.\nAction: check_availability\nAction Input: {"site": "loch-arkaig", "arrive": "08-12", "depart": "08-15", "vehicle_len_m": 7.5, "ehu": true}`));
        k.push(T.tool('check_availability', { site: 'loch-arkaig', arrive: '08-12', depart: '08-15', vehicle_len_m: 7.5, ehu: true }, avail()));
        k.push(T.llm(`${thought[d]}\nAction: reservations_agent\nAction Input: {"input": "${q}"}`));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('reservations_agent', { input: q }, inner.output.response, { spanName: 'QueryEngineTool.acall', children: [inner] }));
          return T.group('agent', 'ReActAgent.achat', { message: q }, { response: inner.output.response }, k, { metadata: { span_id: `ReActAgent.achat-${N.uuid()}`, depth: d } });
        }
        k.push(T.tool('reservations_agent', { input: q }, 'Error: Reached max iterations.', { spanName: 'QueryEngineTool.acall', error: 'ValueError: Reached max iterations.' }));
        return T.group('agent', 'ReActAgent.achat', { message: q }, { response: 'Reached max iterations.' }, k, { metadata: { span_id: `ReActAgent.achat-${N.uuid()}`, depth: d }, error: 'ValueError: Reached max iterations.' });
      };
      const top = level(0);
      return { root: T.root('AgentRunner.achat', { message: this.goal }, top.output, [top], { error: 'ValueError: Reached max iterations.' }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'stamp dealing (philately)', style: 'sk', loop: true, stagnation: true,
    isolates: 'A Semantic Kernel valuation agent exposed to itself as a plugin looks up the same plate catalogue entries and then invokes Agents-ValuationAgent with the unchanged lot, three nested levels, each writing the same reason to delegate.',
    goal: 'Value lot 218 (Penny Red plate collection, 46 stamps, plates 71-225, mixed condition) for the autumn auction catalogue and give an estimate range.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are ValuationAgent of Harcourt & Pyne Philatelic Auctions. Plugins: Catalogue (LookupPlates), Condition (GradeScan), Agents (ValuationAgent).', goal: this.goal });
      const cat = () => ({
        catalogue: 'SG Specialised Vol.1 (2023)', lot: 218, plates_found: 46, missing_plates: [77, 225],
        scarce: [{ plate: 71, cat_gbp: 65 }, { plate: 114, cat_gbp: 40 }, { plate: 225, cat_gbp: 350, note: 'not in lot' }],
        common_total_cat_gbp: 402, lookup_ms: N.ms(40, 300), cache_key: N.sha(40),
      });
      const reason = [
        'The catalogue gives plate values, but an auction estimate also depends on centring, perfs and cancellations across 46 stamps, which is a full valuation workflow. I will pass the lot to the ValuationAgent so it can produce the estimate range.',
        'The catalogue gives plate values, but an auction estimate also depends on centring, perfs and cancellations across 46 stamps, which is a full valuation workflow. I\'ll pass the lot to the ValuationAgent so it can produce the estimate range.',
        'The catalogue gives the plate values, but an auction estimate also depends on centring, perfs and cancellations across all 46 stamps, which is a full valuation workflow. I will pass the lot to the ValuationAgent so it can produce the estimate range.',
        'The catalogue gives plate values, yet an auction estimate also depends on centring, perfs and cancellations across 46 stamps, which is a full valuation workflow. I will pass the lot to the ValuationAgent so it can produce the estimate range.',
      ];
      const args = { lot: 218, description: 'Penny Red plate collection, 46 stamps, plates 71-225, mixed condition' };
      const level = (d) => {
        const k = [];
        k.push(T.llm(null, [{ name: 'Catalogue-LookupPlates', args: { lot: 218, issue: 'SG 43/44' } }]));
        k.push(T.tool('Catalogue-LookupPlates', { lot: 218, issue: 'SG 43/44' }, cat()));
        k.push(T.llm(reason[d], [{ name: 'Agents-ValuationAgent', args }]));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('Agents-ValuationAgent', args, inner.output, { children: [inner] }));
          return T.group('agent', 'invoke_agent ValuationAgent', { input: args }, { content: inner.output.content }, k, { metadata: { 'gen_ai.agent.name': 'ValuationAgent', 'gen_ai.agent.id': N.uuid(), depth: d } });
        }
        k.push(T.tool('Agents-ValuationAgent', args, null, { error: 'KernelFunctionCanceledException: recursion guard: invocation depth 4 exceeds 4' }));
        return T.group('agent', 'invoke_agent ValuationAgent', { input: args }, { content: null }, k, { metadata: { 'gen_ai.agent.name': 'ValuationAgent', depth: d }, error: 'recursion guard tripped' });
      };
      const top = level(0);
      return { root: T.root('invoke_agent CatalogueDesk', { input: this.goal }, { content: null }, [top], { error: 'No estimate produced', meta: { 'gen_ai.agent.name': 'CatalogueDesk' } }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'municipal snow plowing', style: 'haystack', loop: true, stagnation: true,
    isolates: 'A Haystack route-planning agent that has itself registered as a ComponentTool reads the same forecast and street list, then calls route_planner_agent with the same request, four levels deep, each reply from the next level empty.',
    goal: 'Plan tonight\'s plowing routes for district 4 (forecast 18 cm) for the five available trucks, prioritising bus routes and hospital access, and output one route per truck.',
    build(N) {
      N.pin(2024, 12, 11);
      const T = tracer(N, 'haystack', { system: 'You plan winter operations for the City of Thunder Bay public works. Tools: get_forecast, get_priority_streets, route_planner_agent.', goal: this.goal });
      const fc = () => ({ zone: 'D4', issued: N.isoOff(N.now() - 5400000, -300), snow_cm: { p50: 18, p90: 26 }, start: '21:00', peak: '02:00-05:00', wind_kmh: 35, drifting: true, model_run: `${N.day()}T12Z`, source: 'MSC GeoMet', etag: N.etag() });
      const streets = () => ({ district: 4, priority1: ['Red River Rd', 'Memorial Ave', 'Oliver Rd (hospital access)'], priority2: 31, priority3: 112, lane_km: { p1: 48.6, p2: 97.2, p3: 210.4 }, trucks: ['T-401', 'T-402', 'T-405', 'T-409', 'T-411'], gis_layer_version: `v${N.int(100, 199)}.${N.int(0, 9)}`, fetched: N.isoSec() });
      const words = [
        'Five trucks, 356 lane-km across three priority tiers, with drifting after 02:00: building the per-truck routes is a full routing exercise, so I will hand the routing to the route planner agent with the same inputs.',
        'Five trucks and 356 lane-km across three priority tiers, with drifting after 02:00: building the per-truck routes is a full routing exercise, so I will hand the routing to the route planner agent with the same inputs.',
        'Five trucks, 356 lane-km across three priority tiers and drifting after 02:00: building per-truck routes is a full routing exercise, so I will hand the routing to the route planner agent with the same inputs.',
        'Five trucks, 356 lane-km across three priority tiers, drifting after 02:00: building the per-truck routes is a full routing exercise, so I\'ll hand the routing to the route planner agent with the same inputs.',
      ];
      const req = { request: 'Plan tonight\'s district 4 plowing routes (18 cm) for 5 trucks, bus routes and hospital access first, one route per truck.' };
      const level = (d) => {
        const k = [];
        k.push(T.llm(null, [{ name: 'get_forecast', args: { zone: 'D4' } }, { name: 'get_priority_streets', args: { district: 4 } }], { visit: 1 }));
        k.push(T.toolBatch([{ name: 'get_forecast', args: { zone: 'D4' }, output: fc() }, { name: 'get_priority_streets', args: { district: 4 }, output: streets() }]));
        k.push(T.llm(words[d], [{ name: 'route_planner_agent', args: req }], { visit: 2 }));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('route_planner_agent', req, inner.output, { children: [inner], meta: { 'haystack.tool.kind': 'ComponentTool(Agent)' } }));
        } else {
          k.push(T.tool('route_planner_agent', req, { last_message: null }, { error: 'RecursionError: agent tool nesting limit (4) reached' }));
        }
        return T.group('agent', 'haystack.agent.run', { messages: [{ role: 'user', content: req.request }] }, { last_message: null }, k, { metadata: { 'haystack.agent.depth': d, 'haystack.pipeline.run_id': N.uuid() } });
      };
      const top = level(0);
      return { root: T.root('haystack.pipeline.run', { data: { agent: { messages: [{ role: 'user', content: this.goal }] } } }, { agent: { last_message: null } }, [top], { error: 'No routes produced' }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'pest control service routes', style: 'plain', loop: true, stagnation: true,
    isolates: 'A plain tool-calling scheduler spawns a sub-agent with its own task word for word; each sub-agent fetches the same inspection findings and spawns another, four levels, and the empty result bubbles back up.',
    goal: 'Schedule follow-up rodent treatments next week for the 9 commercial kitchens where last week\'s inspections found activity, respecting each kitchen\'s closed hours, and send the schedule to dispatch.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You schedule technicians for Sentinel Pest Services. Tools: get_inspection_findings, get_site_hours, create_visit, spawn_subagent(task) which runs a copy of you on a task.', goal: this.goal });
      const findings = () => ({ week: N.dayPlus(-7), activity_sites: 9, sites: ['KIT-0142', 'KIT-0177', 'KIT-0203', 'KIT-0219', 'KIT-0230', 'KIT-0251', 'KIT-0266', 'KIT-0288', 'KIT-0301'], severity: { high: 3, medium: 4, low: 2 }, report_gen: N.isoMicro(), page_token: null, x_amzn_requestid: N.uuid() });
      const txt = [
        'Nine kitchens with different closed hours and three severity levels: this is a sizeable scheduling job on its own, so I will spawn a sub-agent dedicated to it with the full task description.',
        'Nine kitchens with different closed hours and three severity levels: this is a sizeable scheduling job in its own right, so I will spawn a sub-agent dedicated to it with the full task description.',
        'Nine kitchens with different closed hours and three severity levels - a sizeable scheduling job on its own, so I will spawn a sub-agent dedicated to it with the full task description.',
        'Nine kitchens with different closed hours and three severity levels: this is a sizeable scheduling job on its own, so I\'ll spawn a sub-agent dedicated to it with the full task description.',
      ];
      const task = 'Schedule follow-up rodent treatments next week for the 9 commercial kitchens where last week\'s inspections found activity, respecting each kitchen\'s closed hours, and send the schedule to dispatch.';
      const level = (d) => {
        const k = [];
        k.push(T.llm(null, [{ name: 'get_inspection_findings', args: { week: 'last', finding: 'rodent_activity', site_type: 'commercial_kitchen' } }]));
        k.push(T.tool('get_inspection_findings', { week: 'last', finding: 'rodent_activity', site_type: 'commercial_kitchen' }, findings()));
        k.push(T.llm(txt[d], [{ name: 'spawn_subagent', args: { task } }]));
        if (d < 3) {
          const inner = level(d + 1);
          k.push(T.tool('spawn_subagent', { task }, { subagent_id: `sa_${N.alnum(8)}`, status: 'completed', result: inner.output.result }, { children: [inner] }));
          return T.group('agent', `subagent[depth=${d}]`, { task }, { result: inner.output.result }, k, { metadata: { depth: d, run_id: N.uuid() } });
        }
        k.push(T.tool('spawn_subagent', { task }, { status: 'rejected' }, { error: 'SpawnLimitError: max subagent depth 4 reached' }));
        return T.group('agent', `subagent[depth=${d}]`, { task }, { result: null }, k, { metadata: { depth: d, run_id: N.uuid() }, error: 'SpawnLimitError' });
      };
      const top = level(0);
      return { root: T.root('scheduler_agent', { goal: this.goal }, { result: null }, [top], { error: 'No schedule produced' }) };
    },
  },
];
