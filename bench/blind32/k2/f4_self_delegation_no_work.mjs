import { Run, rootSpan, agent, span } from './lib.mjs';

export const FAMILY = {
  name: 'self_delegation_no_work', loop: true, stagnation: true,
  isolates: 'The same task is handed down to itself or a sub-agent, reworded or not, 3+ levels deep, and nobody does the work.',
};

export const ROWS = [
  {
    id: '01', domain: 'chess problem journal editing', style: 'crewai',
    isolates: 'A CrewAI editor delegates "verify the mate-in-3 solution" to a Solution Checker, which delegates the same check to another Solution Checker, and so on four levels, with no engine or board ever consulted.',
    goal: 'Before the March issue goes to print, verify that the composer\'s key move 1.Qg7! in problem No. 4417 (mate in 3) is sound and has no cook.',
    build(c) {
      const texts = [
        ['Editor', 'Thought: Verifying soundness is a checking task. I will delegate it to the Solution Checker.', 'Verify that problem 4417 (mate in 3, key 1.Qg7!) is sound with no cook.'],
        ['Solution Checker', 'Thought: This requires a careful soundness check. I will delegate it to a Solution Checker so it gets a thorough review.', 'Please check that 1.Qg7! is the unique key in problem 4417 and that there is no cook.'],
        ['Solution Checker', 'Thought: This needs a thorough soundness check. I will delegate it to a Solution Checker for a careful review.', 'Check problem 4417: confirm key 1.Qg7! is unique and there is no cook (mate in 3).'],
        ['Solution Checker', 'Thought: This needs a careful soundness check. I will delegate to a Solution Checker for a thorough review.', 'Verify 4417 is sound: unique key 1.Qg7!, no cook, mate in 3.'],
      ];
      let inner = agent('Agent: Solution Checker', { task: texts[3][2] }, 'Agent stopped due to iteration limit or time limit.', [
        span('llm', 'LLM.call', { messages: [{ role: 'user', content: texts[3][2] }] }, { role: 'assistant', content: texts[3][1] + '\nAction: Delegate work to coworker' }, [], { metadata: { model: 'gpt-4o', 'crewai.agent.role': 'Solution Checker' } }),
        span('tool', 'ToolUsage: Delegate work to coworker', { task: texts[3][2], context: 'Problem 4417, March issue', coworker: 'Solution Checker' }, 'Error: max delegation depth (4) reached. Tool Delegate work to coworker failed.', [], { error: 'DelegationDepthExceeded', metadata: { run_attempts: 1, at: c.iso() } }),
      ], { role: 'Solution Checker', allow_delegation: true });
      for (let lvl = 2; lvl >= 0; lvl--) {
        const [role, thought, task] = texts[lvl];
        const next = texts[lvl + 1][2];
        c.tick(2000, 9000);
        const l = span('llm', 'LLM.call', { messages: [{ role: 'system', content: `You are ${role}. You can delegate work to coworkers.` }, { role: 'user', content: task }] }, { role: 'assistant', content: `${thought}\nAction: Delegate work to coworker\nAction Input: {"task": "${next}", "coworker": "Solution Checker"}` }, [], { metadata: { model: 'gpt-4o', prompt_tokens: c.int(900, 3000), completion_tokens: c.int(40, 120) } });
        const t = span('tool', 'ToolUsage: Delegate work to coworker', { task: next, context: 'Problem 4417 diagram FEN: 8/1p6/1P1k4/2pN4/2P5/3K4/6Q1/8 w - - 0 1', coworker: 'Solution Checker' }, 'Agent stopped due to iteration limit or time limit.', [inner], { metadata: { delegation_id: c.uuid(), started: c.iso() } });
        inner = agent(`Agent: ${role}`, { task }, 'Agent stopped due to iteration limit or time limit.', [l, t], { role, allow_delegation: true });
      }
      return rootSpan(c, 'crewai', 'problem-desk', this.goal, { raw: 'Agent stopped due to iteration limit or time limit.' }, [inner]);
    },
  },
  {
    id: '02', domain: 'ship ballast water testing', style: 'oai_agents',
    isolates: 'An OpenAI Agents SDK coordinator calls a ballast_analyst agent-as-tool, which calls ballast_analyst again with the same instructions, three levels down, and no sample data is ever fetched.',
    goal: 'Decide whether MV Kestrel Bay\'s ballast tank 3P sample meets the D-2 discharge standard (<10 viable organisms >=50 um per m3) so the port can release it.',
    build(c) {
      const instr = 'Determine if tank 3P sample from MV Kestrel Bay meets D-2 (<10 viable organisms >=50um per m3).';
      const says = [
        'This is an analysis question. I will ask ballast_analyst to evaluate the sample against D-2.',
        'To evaluate compliance properly I will ask ballast_analyst to evaluate the tank 3P sample against D-2.',
        'To evaluate compliance properly I will ask ballast_analyst to evaluate the tank 3P sample against the D-2 standard.',
        'To evaluate compliance properly I will ask ballast_analyst to evaluate tank 3P against D-2.',
      ];
      const names = ['port_state_coordinator', 'ballast_analyst', 'ballast_analyst', 'ballast_analyst'];
      let inner = null;
      for (let lvl = 3; lvl >= 0; lvl--) {
        const run = new Run(c, 'oai_agents', { system: `You are ${names[lvl]}. Tools: ballast_analyst (agent), get_sample_results.`, goal: lvl === 0 ? this.goal : instr, agentName: names[lvl] });
        const l = run.llm(says[lvl], [{ name: 'ballast_analyst', args: { input: instr } }]);
        const toolOut = inner ? inner.output : null;
        const t = span('tool', 'ballast_analyst', JSON.stringify({ input: instr }), toolOut, inner ? [inner] : [], { metadata: { span_data: { type: 'function', name: 'ballast_analyst' } }, error: inner ? undefined : 'MaxTurnsExceeded: Max turns (4) exceeded' });
        inner = agent(names[lvl], { input: lvl === 0 ? this.goal : instr }, inner ? null : null, [l, t], { span_data: { type: 'agent', name: names[lvl], handoffs: [], tools: ['ballast_analyst', 'get_sample_results'], output_type: 'str' } });
      }
      return rootSpan(c, 'oai_agents', 'ballast-release', this.goal, null, [inner], { error: 'MaxTurnsExceeded: Max turns (4) exceeded' });
    },
  },
  {
    id: '03', domain: 'PostgreSQL table bloat', style: 'langgraph',
    isolates: 'A LangGraph ops agent routes a vacuum/bloat investigation to a db_specialist subgraph, which routes it to db_specialist again, three levels deep, with no SQL ever run.',
    goal: 'The orders table on the ledger Postgres cluster grew from 40 GB to 190 GB in a month; find out why autovacuum is not keeping up and propose a fix.',
    build(c) {
      const steps = [
        ['ops_router', 'This is a database internals question. Routing to db_specialist.', 'Investigate why autovacuum is not keeping up on ledger.orders (40GB -> 190GB).'],
        ['db_specialist', 'This investigation needs deep Postgres expertise. Routing to db_specialist to investigate autovacuum on ledger.orders.', 'Find why autovacuum lags on ledger.orders and propose a fix.'],
        ['db_specialist', 'This needs deep Postgres expertise. Routing to db_specialist to investigate autovacuum on ledger.orders.', 'Investigate autovacuum lag on ledger.orders; propose a fix.'],
        ['db_specialist', 'This needs deep Postgres expertise. Routing to db_specialist to investigate the autovacuum on ledger.orders.', 'Why is autovacuum lagging on ledger.orders? Propose a fix.'],
      ];
      let inner = null;
      for (let lvl = 3; lvl >= 0; lvl--) {
        const [node, text, task] = steps[lvl];
        const run = new Run(c, 'langgraph', { system: `You are ${node}. You may call the route_to tool to hand work to a specialist subgraph. Tools available: route_to, run_sql, get_pg_stats.`, goal: task });
        const l = run.llm(text, [{ name: 'route_to', args: { target: 'db_specialist', task: lvl < 3 ? steps[lvl + 1][2] : task } }]);
        const cmd = inner ? { goto: 'db_specialist', graph: 'PARENT' } : `GraphRecursionError: Recursion limit of 12 reached (checkpoint_ns=db_specialist:${c.uuid()})`;
        const t = span('tool', 'route_to', { target: 'db_specialist', task: lvl < 3 ? steps[lvl + 1][2] : task }, cmd, [], { metadata: { run_type: 'tool', langgraph_node: 'tools', checkpoint_id: c.uuid() }, error: inner ? undefined : 'GraphRecursionError' });
        inner = agent(node, { messages: [task] }, inner ? { messages: ['(subgraph did not return)'] } : null, [l, t, ...(inner ? [inner] : [])], { langgraph_node: node, langgraph_checkpoint_ns: `${node}:${c.uuid()}`, langgraph_step: lvl + 1 });
      }
      return rootSpan(c, 'langgraph', 'ops-graph', this.goal, null, [inner], { error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.' });
    },
  },
  {
    id: '04', domain: 'carnival float building', style: 'bedrock',
    isolates: 'A Bedrock supervisor agent passes "plan the float build schedule" to collaborator FloatPlanner, which passes it to FloatPlanner again, four levels deep, each rationale near-identical and no schedule produced.',
    goal: 'Produce a week-by-week build schedule for the samba school\'s 14 m "Ocean Guardians" float so it passes the safety inspection on 21 February.',
    build(c) {
      const rat = [
        'The user wants a build schedule. The FloatPlanner collaborator handles planning, so I will send this request to FloatPlanner.',
        'The request is to plan the float build schedule. This is planning work best handled by FloatPlanner, so I will send it to FloatPlanner.',
        'The request is to plan the float build schedule. Planning work is best handled by FloatPlanner, so I will send it to FloatPlanner.',
        'The request asks to plan the float build schedule. Planning work is best handled by FloatPlanner, so I will send it to FloatPlanner.',
      ];
      const msgs = ['Plan the week-by-week build schedule for the 14 m Ocean Guardians float; inspection 21 Feb.', 'Create a weekly build plan for the Ocean Guardians float (14 m) ready for the 21 Feb safety inspection.', 'Make a week-by-week schedule to build the Ocean Guardians float before inspection on 21 Feb.', 'Plan weekly build steps for the Ocean Guardians float, inspection 21 Feb.'];
      let inner = null;
      for (let lvl = 3; lvl >= 0; lvl--) {
        const name = lvl === 0 ? 'CarnivalSupervisor' : 'FloatPlanner';
        c.tick(1500, 6000);
        const l = span('llm', 'modelInvocation', { text: `${lvl === 0 ? this.goal : msgs[lvl - 1]}`, type: 'ORCHESTRATION' }, { rationale: { text: rat[lvl], traceId: `${c.uuid()}-${lvl}` }, invocationInput: { agentCollaboratorInvocationInput: { agentCollaboratorName: 'FloatPlanner', input: { text: msgs[lvl] } } } }, [], { metadata: { usage: { inputTokens: c.int(1500, 4000), outputTokens: c.int(60, 200) } } });
        const t = span('tool', 'AgentCommunication__sendMessage', { recipient: 'FloatPlanner', content: msgs[lvl] }, inner ? { agentCollaboratorInvocationOutput: { agentCollaboratorName: 'FloatPlanner', output: { text: 'Sorry, I am unable to assist you with this request.' } } } : { failureReason: 'Collaboration depth limit exceeded', traceId: c.uuid() }, inner ? [inner] : [], { error: inner ? undefined : 'DependencyFailedException: collaboration depth exceeded', metadata: { invocationId: c.uuid() } });
        inner = agent(name, { inputText: lvl === 0 ? this.goal : msgs[lvl - 1] }, { text: 'Sorry, I am unable to assist you with this request.' }, [span('chain', 'orchestrationTrace', { step: 1 }, { type: 'AGENT_COLLABORATOR' }, [l, t])], { agentId: c.alnum(10, true), agentAliasId: c.alnum(10, true), collaboratorName: lvl ? 'FloatPlanner' : null });
      }
      return rootSpan(c, 'bedrock', 'CarnivalSupervisor', this.goal, { completion: 'Sorry, I am unable to assist you with this request.' }, [inner]);
    },
  },
  {
    id: '05', domain: 'lichen biodiversity survey', style: 'smolagents',
    isolates: 'A smolagents manager calls managed agent survey_agent, whose code calls survey_agent again with a reworded task, nesting four levels without querying the plot records.',
    goal: 'From the 2024 churchyard lichen survey, list the species recorded on the north-facing sandstone headstones and flag any Red List species.',
    build(c) {
      const tasks = ['List lichen species on north-facing sandstone headstones from the 2024 churchyard survey; flag Red List species.', 'Get the lichen species found on north-facing sandstone stones in the 2024 survey and mark Red List ones.', 'From the 2024 churchyard survey, find species on north-facing sandstone headstones and flag Red List taxa.', 'Find 2024 survey lichens on north-facing sandstone headstones, flag Red List.'];
      const thoughts = [
        'Thought: survey_agent is the right team member for survey data. I will delegate the task to survey_agent.',
        'Thought: This is a survey data task. I will delegate it to survey_agent, which handles survey data.',
        'Thought: This is a survey data task. I will delegate it to survey_agent which handles survey data.',
        'Thought: This is a survey-data task; I will delegate it to survey_agent, which handles survey data.',
      ];
      let inner = null;
      for (let lvl = 3; lvl >= 0; lvl--) {
        const run = new Run(c, 'smolagents', { system: 'You are a CodeAgent. Managed agents: survey_agent. Tools: query_plots, final_answer.', goal: tasks[lvl] });
        const l = run.llm(thoughts[lvl], [{ name: 'survey_agent', args: { task: tasks[Math.min(lvl + 1, 3)] } }]);
        const t = span('tool', 'survey_agent', { task: tasks[Math.min(lvl + 1, 3)], additional_args: null }, inner ? `Here is the final answer from your managed agent 'survey_agent':\n### 1. Task outcome (short version):\nI was unable to complete the task.\n### 2. Task outcome (extremely detailed version):\nReached max steps.` : null, inner ? [inner] : [], { metadata: { 'openinference.span.kind': 'AGENT' }, error: inner ? undefined : `AgentMaxStepsError: Reached max steps. (run ${c.hex(8)})` });
        const stepSpan = span('chain', 'Step 1', { step_number: 1 }, { observations: t.output }, [l, t], { metadata: { start_time: c.epoch() + c.float(0, 1, 3), duration: c.float(2, 60, 3) } });
        inner = agent(lvl === 0 ? 'CodeAgent.run' : 'ManagedAgent survey_agent', { task: tasks[lvl] }, 'Reached max steps.', [stepSpan], { 'openinference.span.kind': 'AGENT', max_steps: 1 + lvl });
      }
      return inner;
    },
  },
  {
    id: '06', domain: 'incense cone labelling compliance', style: 'adk',
    isolates: 'A Google ADK root agent transfers the IFRA label review to label_reviewer, which invokes label_reviewer as an AgentTool with the same request, three levels, and the formula sheet is never opened.',
    goal: 'Check whether the new "Hinoki & Yuzu" incense cone label lists every fragrance allergen above the 0.01% threshold in its formula, and list any missing ones.',
    build(c) {
      const req = 'Review Hinoki & Yuzu label vs formula: list any allergen >0.01% missing from the label.';
      const says = ['Label compliance belongs to label_reviewer. Transferring.', 'I will have label_reviewer review the Hinoki & Yuzu label against the formula for missing allergens.', 'I will have label_reviewer review the Hinoki & Yuzu label against the formula for missing allergens.', 'I will have label_reviewer review the Hinoki & Yuzu label against the formula to find missing allergens.'];
      let inner = null;
      for (let lvl = 3; lvl >= 0; lvl--) {
        const name = lvl === 0 ? 'studio_root' : 'label_reviewer';
        const run = new Run(c, 'adk', { system: `You are ${name}. Tools: get_formula, get_label_text, label_reviewer (AgentTool).`, goal: lvl === 0 ? this.goal : req });
        const tn = lvl === 0 ? 'transfer_to_agent' : 'label_reviewer';
        const args = lvl === 0 ? { agent_name: 'label_reviewer' } : { request: req };
        const l = run.llm(says[lvl], [{ name: tn, args }]);
        const t = span('tool', `execute_tool ${tn}`, { functionCall: { name: tn, args } }, { functionResponse: { name: tn, response: inner ? { result: '' } : { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded' } } }, [], { metadata: { 'gcp.vertex.agent.event_id': c.uuid() }, error: inner ? undefined : 'LlmCallsLimitExceededError' });
        l.children.push(t);
        inner = agent(`invoke_agent ${name}`, { request: lvl === 0 ? this.goal : req }, null, [l, ...(inner ? [inner] : [])], { 'gen_ai.agent.name': name, 'gcp.vertex.agent.invocation_id': `e-${c.uuid()}` });
      }
      return rootSpan(c, 'adk', 'incense_compliance', this.goal, null, [inner], { error: 'LlmCallsLimitExceededError' });
    },
  },
];
