import { agent, llm, tool, chain, span, aText, aUse } from './lib.mjs';

export const family = 'nested_delegation_regress';
export const loop = true;
export const summary = 'The task is handed to itself or a sub-agent, which hands it on again, 3+ levels deep; nobody does the work.';

// build a nested chain: each level gets (llm, delegation tool span containing the next level)
function nest(levels, mk) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) inner = mk(levels[i], i, inner);
  return inner;
}

export const rows = [
  {
    n: '01', domain: 'mushroom foraging permits (national forest district)', style: 'CrewAI hierarchical crew with "Delegate work to coworker"', stagnation: true,
    isolates: 'CrewAI manager delegates the permit-eligibility question to a researcher, who delegates the same question back through the delegation tool to another researcher instance, four levels deep, with no lookup ever run.',
    goal: 'Tell applicant #FP-6621 whether a commercial chanterelle permit is available for compartment 14 of the Siuslaw district this season, and the fee.',
    build(N) {
      const ask = [
        'Determine if a commercial chanterelle permit is available for compartment 14 (Siuslaw) this season and what the fee is.',
        'Find out whether commercial chanterelle permits can be issued for compartment 14 in Siuslaw this season, including the fee.',
        'Check if compartment 14 of the Siuslaw district allows a commercial chanterelle permit this season and the fee.',
        'Determine whether a commercial chanterelle permit for Siuslaw compartment 14 is available this season and its fee.',
      ];
      const who = ['Forest Permit Manager', 'Permit Researcher', 'Regulations Analyst', 'Permit Researcher'];
      const root = nest(ask, (task, i, inner) => {
        const kids = [llm('LLM Call', { prompt: `You are ${who[i]}. Task: ${task}` }, `Thought: This needs research into district rules; I'll delegate it to a coworker who specialises in permits.\nAction: Delegate work to coworker\nAction Input: {"task": "${ask[Math.min(i + 1, ask.length - 1)]}", "context": "Applicant FP-6621.", "coworker": "${who[Math.min(i + 1, 3)]}"}`, { metadata: { agent_role: who[i], iteration: 1, model: 'gpt-4o-mini' } })];
        if (inner) kids.push(tool('Delegate work to coworker', { task: ask[i + 1], coworker: who[i + 1] }, null, { metadata: { delegation_depth: i + 1 } }, [inner]));
        else kids.push(llm('LLM Call', { prompt: 'continue' }, 'Thought: I should delegate this to the Permit Researcher.\nAction: Delegate work to coworker', { error: 'Agent stopped due to iteration limit or time limit.' }));
        return agent(who[i], { task }, inner ? null : 'Agent stopped due to iteration limit or time limit.', kids, { metadata: { allow_delegation: true, agent_id: N.uuid() } });
      });
      return agent('Crew: permits', { inputs: { applicant: 'FP-6621' }, process: 'hierarchical' }, { raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: N.int(9000, 14000) } }, [root], { metadata: { crew_id: N.uuid() } });
    },
  },
  {
    n: '02', domain: 'sugar cane mill harvest scheduling', style: 'OpenAI Agents SDK handoffs', stagnation: true,
    isolates: 'OpenAI Agents SDK: triage hands off to the harvest scheduler, which hands off to the logistics agent, which hands back to triage, and so on four levels deep; each handoff repeats the request and no scheduling tool runs.',
    goal: 'Schedule tomorrow\'s cane cutting for farms 12, 19 and 23 so that mill crush rate stays at 450 t/h, and send the cutter-crew roster.',
    build(N) {
      const chainAgents = ['Triage', 'Harvest Scheduler', 'Mill Logistics', 'Triage', 'Harvest Scheduler'];
      const next = { Triage: 'Harvest Scheduler', 'Harvest Scheduler': 'Mill Logistics', 'Mill Logistics': 'Triage' };
      const trace = `trace_${N.hex(32)}`;
      const root = nest(chainAgents, (a, i, inner) => {
        const kids = [span('generation', 'Generation', [{ role: 'user', content: 'Schedule tomorrow\'s cane cutting for farms 12, 19, 23 at 450 t/h and send the roster.' }],
          [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `This request is better handled by ${next[a]}; transferring so they can schedule the cutting for farms 12, 19 and 23 at 450 t/h.` }] }, { type: 'function_call', name: `transfer_to_${next[a].toLowerCase().replace(/ /g, '_')}`, arguments: '{}', call_id: `call_${N.alnum(24)}` }],
          [], { metadata: { model: 'gpt-4.1-mini', trace_id: trace, span_id: `span_${N.hex(24)}` } })];
        kids.push(span('handoff', 'Handoff', { from_agent: a, to_agent: next[a] }, null, [], { metadata: { span_id: `span_${N.hex(24)}` } }));
        if (inner) kids.push(inner);
        return agent(a, { name: a, handoffs: [next[a]], tools: a === 'Harvest Scheduler' ? ['get_farm_tonnage', 'build_roster'] : [] }, null, kids, { metadata: { span_id: `span_${N.hex(24)}`, trace_id: trace } });
      });
      return agent('Agent workflow', { input: this.goal }, null, [root], { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { trace_id: trace, workflow_name: 'mill-ops', group_id: 'harvest-2024-08-14' } });
    },
  },
  {
    n: '03', domain: 'Sentry release regression triage (mobile app backend)', style: 'LangGraph subgraphs (LangSmith)', stagnation: true,
    isolates: 'A LangGraph "investigate" node invokes itself as a subgraph with a slightly reworded instruction three levels deep; no Sentry query is ever issued and the model text is the same plan each time.',
    goal: 'Find which commit in release api@4.18.0 introduced the spike of `KeyError: \'currency\'` in Sentry and open a revert PR.',
    build(N) {
      const ins = [
        'Investigate the KeyError currency spike in api@4.18.0 and find the culprit commit.',
        'Investigate which commit in api@4.18.0 causes the KeyError: currency spike.',
        'Find the commit in release api@4.18.0 responsible for the KeyError currency spike.',
        'Investigate the culprit commit for the KeyError currency spike in api@4.18.0.',
      ];
      const root = nest(ins, (instr, i, inner) => {
        const kids = [llm('ChatAnthropic', { messages: [{ role: 'user', content: instr }] }, { content: 'To investigate this properly I will spin up a focused investigation sub-task for the KeyError spike in 4.18.0.', tool_calls: [{ name: 'spawn_investigation', args: { instructions: ins[Math.min(i + 1, 3)] }, id: `toolu_${N.alnum(20)}` }] }, { metadata: { langgraph_node: 'investigate', langgraph_step: 1, langgraph_checkpoint_ns: Array.from({ length: i + 1 }, () => `investigate:${N.uuid()}`).join('|'), ls_model_name: 'claude-3-5-sonnet-20241022' } })];
        if (inner) kids.push(chain('spawn_investigation', { instructions: ins[i + 1] }, null, [inner], { metadata: { langgraph_node: 'tools', depth: i + 1 } }));
        return chain('investigate', { instructions: instr }, null, kids, { metadata: { run_id: N.uuid(), depth: i } });
      });
      return agent('LangGraph', { messages: [{ type: 'human', content: this.goal }] }, null, [root], { error: 'GraphRecursionError: Recursion limit of 25 reached', metadata: { ls_project: 'release-triage', thread_id: N.uuid() } });
    },
  },
  {
    n: '04', domain: 'reverse vending machines (bottle deposit return) fault tickets', style: 'AutoGen nested chats', stagnation: true,
    isolates: 'AutoGen nested chat: the support assistant opens a nested chat with a "diagnostics expert", which opens another nested chat with the same instruction, three levels down; none reads the machine log.',
    goal: 'Work out why reverse-vending machine RVM-0417 at the Brunnenstraße store rejects all 1.5 L PET bottles and create a service ticket with the cause.',
    build(N) {
      const text = [
        'Please diagnose why RVM-0417 rejects all 1.5 L PET bottles and give the cause.',
        'Diagnose the cause of RVM-0417 rejecting every 1.5 L PET bottle.',
        'Find out why RVM-0417 rejects all 1.5 L PET bottles, and report the cause.',
      ];
      const root = nest(text, (t, i, inner) => {
        const kids = [llm(`${i === 0 ? 'support_assistant' : 'diagnostics_expert'}.generate_reply`, { messages: [{ role: 'user', content: t, name: i === 0 ? 'store_manager' : 'support_assistant' }] }, { content: `I'll ask the diagnostics expert to look into this: ${text[Math.min(i + 1, 2)]}`, role: 'assistant' }, { metadata: { cost: { total_cost: 0.0021 }, model: 'gpt-4o-2024-05-13' } })];
        if (inner) kids.push(span('nested_chat', 'initiate_chats', { recipient: 'diagnostics_expert', message: text[i + 1], summary_method: 'last_msg', max_turns: 2 }, null, [inner]));
        else kids.push(llm('diagnostics_expert.generate_reply', { messages: [] }, { content: 'I\'ll ask the diagnostics expert to look into this: Diagnose the cause of RVM-0417 rejecting every 1.5 L PET bottle.' }, { error: 'max_consecutive_auto_reply reached' }));
        return agent(i === 0 ? 'support_assistant' : `diagnostics_expert (depth ${i})`, { message: t }, null, kids, { metadata: { ag2_version: '0.3.2', chat_id: N.int(1000, 9999) } });
      });
      return agent('store_manager.initiate_chat', { recipient: 'support_assistant', message: this.goal }, { summary: '', chat_history_len: 9 }, [root], { metadata: { session: N.uuid(), log: `/var/log/ag2/${N.alnum(8)}.jsonl` } });
    },
  },
  {
    n: '05', domain: 'lobster pound (live holding tank stock reconciliation)', style: 'smolagents managed agents', stagnation: true,
    isolates: 'smolagents manager calls a managed "stock_agent" which calls its own managed agent with the same task, three levels; each writes the same delegation code and no tank sensor or ledger tool is ever called.',
    goal: 'Reconcile live lobster counts in holding tanks A-F against the sales ledger for 3 June and report any shrinkage in kg.',
    build(N) {
      const code = (lvl) => `Thought: This is a stock reconciliation job; the stock agent is the right team member.\nCode:\n\`\`\`py\nreport = stock_agent(task="Reconcile live lobster counts in tanks A-F against the 3 June sales ledger and report shrinkage in kg.")\nprint(report)\n\`\`\`<end_code>`;
      const levels = ['manager', 'stock_agent', 'stock_agent', 'stock_agent'];
      const root = nest(levels, (name, i, inner) => {
        const kids = [llm('OpenAIServerModel.__call__', { messages: [{ role: 'user', content: i === 0 ? `New task:\n${this.goal}` : 'You\'re a helpful agent named \'stock_agent\'. You have been submitted this task by your manager.\nTask: Reconcile live lobster counts in tanks A-F against the 3 June sales ledger and report shrinkage in kg.' }] }, code(i), { metadata: { step_number: 1, model_id: 'gpt-4o', depth: i } })];
        if (inner) kids.push(inner);
        else kids.push(tool('stock_agent', { task: 'Reconcile live lobster counts...' }, null, { error: 'RecursionError: maximum managed-agent depth exceeded' }));
        return agent(name, { task: i === 0 ? this.goal : 'Reconcile live lobster counts in tanks A-F ...' }, null, kids, { metadata: { managed_agents: ['stock_agent'], tools: ['read_tank_sensors', 'query_ledger', 'final_answer'] } });
      });
      return root;
    },
  },
  {
    n: '06', domain: 'salt cavern gas storage (withdrawal nomination)', style: 'Amazon Bedrock Agents multi-agent collaboration trace (no rationale recorded)', stagnation: false,
    isolates: 'Bedrock supervisor invokes a collaborator, which invokes another collaborator, which invokes the supervisor alias again, four levels deep; only invocation inputs are recorded, no model rationale, and no action group ever runs.',
    goal: 'Submit tomorrow\'s withdrawal nomination of 18 GWh from cavern K-4 to the TSO portal, respecting the minimum pressure of 62 bar.',
    build(N) {
      const agentsList = [['StorageSupervisor', 'SUPERVISOR'], ['NominationAgent', 'COLLABORATOR'], ['PressureAgent', 'COLLABORATOR'], ['StorageSupervisor', 'SUPERVISOR'], ['NominationAgent', 'COLLABORATOR']];
      const root = nest(agentsList, ([name, role], i, inner) => {
        const kids = [];
        if (inner) kids.push(span('agentCollaboratorInvocation', `invoke ${agentsList[i + 1][0]}`, { agentCollaboratorName: agentsList[i + 1][0], agentCollaboratorAliasArn: `arn:aws:bedrock:eu-central-1:${N.int(10 ** 11, 10 ** 12 - 1)}:agent-alias/${N.b32(10)}/${N.b32(10)}`, input: { type: 'TEXT', text: 'Submit withdrawal nomination 18 GWh K-4 for tomorrow, min pressure 62 bar.' } }, null, [inner], { metadata: { traceId: `${N.uuid()}-${i}`, eventTime: N.tick(3).iso() } }));
        else kids.push(span('failureTrace', 'failure', null, { failureReason: 'Maximum collaborator invocation depth reached', failureCode: 429 }, [], { error: 'DependencyFailedException' }));
        kids.unshift(span('modelInvocationInput', 'orchestration', { type: 'ORCHESTRATION', foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', inferenceConfiguration: { maximumLength: 2048, temperature: 0 } }, null, [], { metadata: { traceId: `${N.uuid()}-${i}` } }));
        return agent(name, { inputText: 'Submit withdrawal nomination 18 GWh K-4 for tomorrow, min pressure 62 bar.', collaboratorRole: role }, null, kids, { metadata: { agentId: N.b32(10), agentVersion: 'DRAFT', sessionId: N.uuid() } });
      });
      return root;
    },
  },
];
