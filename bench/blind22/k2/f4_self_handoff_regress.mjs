// Family: the task is handed down to itself / a sub-agent again and again, nested 3+ levels, nobody doing the work.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'self_handoff_regress';
export const loop = true;
export const stagnation = true; // each level restates the same hand-off reasoning near-verbatim
export const isolates = 'Recursive delegation: the same task is passed down through 3+ nested agents with no one doing any work.';

export const rows = [
  {
    n: '01', domain: 'horse-drawn carriage tours', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'Tour Desk hands the booking to Booking Specialist, who hands it to Availability Expert, who hands it back to Booking Specialist, each passing the same request on and none checking the carriage calendar.',
    goal: 'Book a 45-minute carriage ride through the old town for a party of 5 (one wheelchair user) on Sunday at 4 pm.',
    build(N) {
      const req = 'Book a 45-minute old-town carriage ride, party of 5 incl. one wheelchair user, Sunday 16:00.';
      const S0 = makeStyle('openai_agents', N, { model: 'gpt-4o-mini', system: 'You are Tour Desk for Cobble & Hoof Carriage Tours. Hand specialised work to the right agent.', goal: this.goal });
      const chain = [
        ['Tour Desk', 'booking_specialist', 'This is a booking request with an accessibility need, which the Booking Specialist should handle. Passing the full request to booking_specialist.'],
        ['Booking Specialist', 'availability_expert', 'This booking depends on carriage availability, which the Availability Expert should handle. Passing the full request to availability_expert.'],
        ['Availability Expert', 'booking_specialist', 'This is a booking request with an accessibility need, which the Booking Specialist should handle. Passing the full request to booking_specialist.'],
        ['Booking Specialist', 'availability_expert', 'This booking depends on carriage availability, which the Availability Expert should handle. Passing the full request to availability_expert.'],
      ];
      let inner = span('agent', 'Availability Expert', { input: req }, null, [], { error: 'MaxTurnsExceeded: nested agent depth limit (5) reached', metadata: { span_type: 'agent', tools: ['booking_specialist', 'check_calendar'] } });
      for (let i = chain.length - 1; i >= 0; i--) {
        const [name, tool, text] = chain[i];
        const S = S0.fork({ system: `You are ${name} at Cobble & Hoof.`, goal: req });
        const l = S.llm(text, [[tool, { input: req }]]);
        const t = span('tool', tool, js({ input: req }), null, [inner], { error: 'agent tool did not return', metadata: { span_type: 'function' } });
        N.tick(300, 1500);
        inner = span('agent', name, { input: req }, null, [l, t], { metadata: { span_type: 'agent', tools: name === 'Tour Desk' ? ['booking_specialist'] : ['availability_expert', 'booking_specialist', 'check_calendar'] } });
      }
      return S0.root([inner], { output: null, error: 'MaxTurnsExceeded', workflow: 'carriage-bookings' });
    },
  },
  {
    n: '02', domain: 'Elasticsearch reindex with new analyzer', style: 'CrewAI (hierarchical, Delegate work to coworker)',
    isolates: 'A CrewAI manager delegates the reindex to the Search Engineer, who delegates it to the Data Ops Engineer, who delegates it back to the Search Engineer, each re-wording the same instructions and nobody calling the reindex tool.',
    goal: 'Reindex products-v7 into products-v8 with the new icu_folding analyzer and switch the products alias with zero downtime.',
    build(N) {
      const task = 'Reindex products-v7 into products-v8 using the icu_folding analyzer, then flip the products alias without downtime.';
      const llm = (role, text) => { N.tick(800, 6000); return span('llm', 'LLM Call', { model: 'gpt-4o', role, prompt: `You are ${role}. Your task: ${task}` }, text, [], { metadata: { 'crewai.llm': 'openai/gpt-4o', tokens: N.int(900, 3100), call_id: N.uuid() } }); };
      const deleg = (from, to, ctx, child) => span('tool', 'Delegate work to coworker', { task, context: ctx, coworker: to }, null, [child], { error: `Agent ${to} did not produce a final answer`, metadata: { 'crewai.tool.name': 'Delegate work to coworker', delegated_by: from } });
      const levels = [
        ['Crew Manager', 'Search Engineer', 'Thought: The Search Engineer owns index mappings, so this reindex is theirs.\nAction: Delegate work to coworker\nAction Input: {"task": "Reindex products-v7 into products-v8 with icu_folding and flip the alias", "coworker": "Search Engineer"}', 'analyzer change'],
        ['Search Engineer', 'Data Ops Engineer', 'Thought: Running the reindex and alias swap is an operations job, so the Data Ops Engineer should do it.\nAction: Delegate work to coworker\nAction Input: {"task": "Reindex products-v7 into products-v8 with icu_folding and flip the alias", "coworker": "Data Ops Engineer"}', 'ops job'],
        ['Data Ops Engineer', 'Search Engineer', 'Thought: The Search Engineer owns index mappings, so this reindex is theirs.\nAction: Delegate work to coworker\nAction Input: {"task": "Reindex products-v7 into products-v8 with icu_folding and flip the alias", "coworker": "Search Engineer"}', 'mapping job'],
        ['Search Engineer', 'Data Ops Engineer', 'Thought: Running the reindex and alias swap is an operations job, so the Data Ops Engineer should do it.\nAction: Delegate work to coworker\nAction Input: {"task": "Reindex products-v7 into products-v8 with icu_folding and flip the alias", "coworker": "Data Ops Engineer"}', 'ops job'],
      ];
      let inner = span('agent', 'Agent: Data Ops Engineer', { role: 'Data Ops Engineer', task }, null, [llm('Data Ops Engineer', 'Thought: This reindex should go to the Search Engineer, who owns index mappings.')], { error: 'Maximum iterations reached', metadata: { allow_delegation: true, max_iter: 3 } });
      for (let i = levels.length - 1; i >= 0; i--) {
        const [role, to, text, ctx] = levels[i];
        inner = span('agent', `Agent: ${role}`, { role, task }, null, [llm(role, text), deleg(role, to, ctx, inner)], { metadata: { allow_delegation: true, max_iter: 3 } });
      }
      const t = span('chain', 'Task: reindex products', { description: this.goal, expected_output: 'confirmation with doc counts' }, null, [inner], { error: 'Agent stopped due to iteration limit or time limit.' });
      return span('agent', 'Crew: search-platform', { inputs: { source: 'products-v7', dest: 'products-v8' } }, null, [t], { error: 'Agent stopped due to iteration limit or time limit.', metadata: { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: N.uuid(), es_cluster: 'es-prod-' + N.hex(6) } });
    },
  },
  {
    n: '03', domain: 'puppy training class enrolment', style: 'LangSmith / LangGraph (nested subgraphs)',
    isolates: 'A LangGraph supervisor routes an enrolment request to the scheduling subgraph, which routes it to the enrolment subgraph, which routes it to the supervisor subgraph again; no class list is ever read.',
    goal: 'Enrol Biscuit (cockapoo, 14 weeks, second vaccination done) in the next Puppy Foundations course, Saturday mornings if possible.',
    build(N) {
      const req = 'Enrol Biscuit (cockapoo, 14 weeks, vaccinated) in next Puppy Foundations course, Saturday AM preferred.';
      const S0 = makeStyle('langgraph', N, { model: 'gpt-4o-mini', system: 'Route work between subgraphs.', goal: this.goal });
      const hops = [
        ['supervisor', 'scheduler', 'The request is about finding a Saturday course slot, so routing it to the scheduler subgraph.'],
        ['scheduler', 'enrolment', 'Before looking at slots this needs an enrolment decision, so routing it to the enrolment subgraph.'],
        ['enrolment', 'supervisor', 'Enrolment depends on which course is chosen, which the supervisor decides, so routing it back to the supervisor subgraph.'],
        ['supervisor', 'scheduler', 'The request is about finding a Saturday course slot, so routing it to the scheduler subgraph.'],
        ['scheduler', 'enrolment', 'Before looking at slots this needs an enrolment decision, so routing it to the enrolment subgraph.'],
      ];
      let inner = span('agent', 'enrolment', { messages: [{ type: 'human', content: req }] }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { langgraph_node: 'enrolment', ls_run_depth: hops.length + 1 } });
      for (let i = hops.length - 1; i >= 0; i--) {
        const [node, to, text] = hops[i];
        const S = S0.fork({ system: `You are the ${node} node of Paws & Progress puppy school.`, goal: req });
        const l = S.llm(text, [['route', { next: to, task: req }]]);
        const t = span('tool', 'route', { input: js({ next: to, task: req }) }, { output: { type: 'tool', content: `Command(goto='${to}', graph=Command.PARENT)`, name: 'route', status: 'success' } }, [], { metadata: { langgraph_node: 'tools', checkpoint_ns: `${node}:${N.uuid()}` } });
        inner = span('agent', node, { messages: [{ type: 'human', content: req }] }, null, [l, t, inner], { metadata: { langgraph_node: node, ls_run_depth: i + 1, checkpoint_ns: `${node}:${N.uuid()}` } });
      }
      return S0.root([inner], { output: null, error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
    },
  },
  {
    n: '04', domain: 'vintage valve radio restoration', style: 'Google ADK (AgentTool sub-agents)',
    isolates: 'An ADK workshop agent calls the diagnosis sub-agent as a tool, which calls the parts sub-agent, which calls the diagnosis sub-agent again, the same fault description passed down each time and no schematic or part lookup made.',
    goal: 'Quote the restoration of a 1956 Roberts RT1 radio: hums loudly, no reception on long wave.',
    build(N) {
      const S0 = makeStyle('adk', N, { model: 'gemini-2.0-flash', system: 'You are the workshop coordinator at Valve & Veneer.', goal: this.goal, agentName: 'workshop_coordinator' });
      const fault = 'Roberts RT1 (1956): loud hum, no long-wave reception. Need restoration quote.';
      const hops = [
        ['workshop_coordinator', 'diagnosis_agent', 'A quote needs a diagnosis first. Passing the fault description to diagnosis_agent.'],
        ['diagnosis_agent', 'parts_agent', 'The diagnosis depends on which parts are available. Passing the fault description to parts_agent.'],
        ['parts_agent', 'diagnosis_agent', 'Which parts to price depends on the diagnosis. Passing the fault description to diagnosis_agent.'],
        ['diagnosis_agent', 'parts_agent', 'The diagnosis depends on which parts are available. Passing the fault description to parts_agent.'],
      ];
      let inner = span('agent', 'invoke_agent parts_agent', { request: fault }, null, [], { error: 'RecursionError: maximum AgentTool nesting exceeded', metadata: { 'gen_ai.agent.name': 'parts_agent' } });
      for (let i = hops.length - 1; i >= 0; i--) {
        const [name, to, text] = hops[i];
        const S = S0.fork({ system: `You are ${name}.`, goal: fault, agentName: name });
        const l = S.llm(text, [[to, { request: fault }]]);
        const t = span('tool', `execute_tool ${to}`, { 'gen_ai.tool.call.arguments': { request: fault } }, null, [inner], { error: 'sub-agent returned no content', metadata: { 'gen_ai.tool.name': to, 'gen_ai.tool.type': 'AgentTool', 'gcp.vertex.agent.event_id': N.uuid() } });
        N.tick(400, 2000);
        inner = span('agent', `invoke_agent ${name}`, { request: fault }, null, [l, t], { metadata: { 'gen_ai.agent.name': name, 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() } });
      }
      return S0.root([inner.children[0], inner.children[1]], { output: null, error: 'RecursionError: maximum AgentTool nesting exceeded', app: 'valve-and-veneer' });
    },
  },
  {
    n: '05', domain: 'school band instrument rental', style: 'AutoGen (nested SocietyOfMind teams)',
    isolates: 'An AutoGen rentals agent wraps the request in an inner team whose agent wraps it in another inner team, three levels deep, each restating "assign a trumpet to the new student" and no inventory call ever made.',
    goal: 'Assign a rental trumpet to new Year 7 student Amara Osei and email her parents the rental agreement.',
    build(N) {
      const req = 'Assign a rental trumpet to Year 7 student Amara Osei and email the rental agreement to her parents.';
      const mk = (name, depth, child) => {
        const S = makeStyle('autogen', N, { model: 'gpt-4o-mini', system: `You are ${name}.`, goal: req, agentName: name });
        const text = 'Instrument assignment belongs to the rentals team. Handing the request to the rentals team: assign a trumpet to Amara Osei and email the agreement.';
        const l = S.llm(text, []);
        const t = span('tool', 'execute_tool', { name: 'run_inner_team', arguments: js({ task: req }) }, null, child ? [child] : [], { error: 'inner team terminated without result', metadata: { depth } });
        return span('agent', name, { task: req, source: depth === 0 ? 'user' : 'outer_team' }, null, [l, t], { metadata: { 'autogen.agent.type': 'SocietyOfMindAgent', depth } });
      };
      let inner = null;
      const names = ['rentals_agent', 'rentals_team_inner', 'rentals_team_inner_2', 'rentals_team_inner_3'];
      for (let i = names.length - 1; i >= 0; i--) inner = mk(names[i], i, inner);
      return span('agent', 'RoundRobinGroupChat', { task: this.goal }, { stop_reason: 'Maximum number of messages 12 reached, current message count: 12' }, [inner], { metadata: { participants: ['rentals_agent', 'parent_comms'], max_turns: 12 } });
    },
  },
  {
    n: '06', domain: 'WebAssembly build of an image codec', style: 'OpenHands (AgentDelegateAction events)',
    isolates: 'An OpenHands CodeActAgent delegates "fix the wasm build" to a delegate CodeActAgent, which delegates the same task again, three levels deep, with no command executed.',
    goal: 'Make `npm run build:wasm` succeed for the jxl-lite decoder (currently emcc fails on SIMD intrinsics).',
    build(N) {
      const task = 'Fix `npm run build:wasm` for jxl-lite (emcc fails on SIMD intrinsics).';
      const mk = (level, child) => {
        N.tick(500, 3000);
        const thought = 'The wasm toolchain issue is specialised work; delegating the build fix to a fresh CodeActAgent with the full task.';
        const l = span('llm', 'litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: [{ role: 'system', content: 'You are OpenHands agent, a helpful AI assistant...' }, { role: 'user', content: task }] }, { choices: [{ message: { role: 'assistant', content: thought, tool_calls: [{ id: N.callId('toolu_01'), type: 'function', function: { name: 'delegate', arguments: js({ agent: 'CodeActAgent', inputs: { task } }) } }] }, finish_reason: 'tool_calls' }], usage: { prompt_tokens: N.int(3000, 9000), completion_tokens: N.int(60, 200) } }, []);
        const act = span('tool', 'AgentDelegateAction', { agent: 'CodeActAgent', inputs: { task }, thought }, null, child ? [child] : [], { error: 'delegate ended without AgentFinishAction', metadata: { event_id: N.int(10, 400), source: 'agent', timestamp: N.iso() } });
        return span('agent', level === 0 ? 'CodeActAgent' : `CodeActAgent (delegate level ${level})`, { task }, null, [l, act], { metadata: { agent_state: 'running', iteration: N.int(1, 3), max_iterations: 30, delegate_level: level } });
      };
      let inner = span('agent', 'CodeActAgent (delegate level 4)', { task }, null, [], { error: 'DelegateDepthError: max delegate depth 4 reached', metadata: { delegate_level: 4 } });
      for (let lv = 3; lv >= 0; lv--) inner = mk(lv, inner);
      inner.error = 'max delegate depth reached';
      return span('agent', 'openhands.run_controller', { task: this.goal, sandbox: 'docker:ghcr.io/all-hands-ai/runtime:0.14-nikolaik', workspace: '/workspace/jxl-lite' }, { agent_state: 'error', last_error: 'max delegate depth reached' }, [inner], { metadata: { session_id: N.uuid(), runtime_id: N.hex(12) } });
    },
  },
];
