// Family: delegation_regress (loop=true, stagnation=true)
// An agent hands the same (or reworded) task to itself or a sub-agent, which hands it on again,
// nested 3+ levels deep; nobody does the work.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, tu, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'biobank freezer inventory (aliquot location)', style: 'AutoGen 0.4 / AG2 (OpenTelemetry runtime spans)',
    isolates: 'An AutoGen orchestrator sends the aliquot-location task to FreezerAgent, which forwards the same request to another FreezerAgent instance, four levels deep, with no freezer query ever made.',
    goal: 'Locate the three remaining plasma aliquots for participant BB-30417 (visit 2) in the -80 °C freezers and reserve one for the proteomics request.',
    build(r) {
      const task = 'Locate the remaining plasma aliquots for participant BB-30417 visit 2 and reserve one for proteomics request PR-882.';
      const say = 'This needs a freezer inventory lookup, which is FreezerAgent\'s responsibility. Forwarding the request to FreezerAgent: ' + task;
      const level = (d) => {
        const kids = [
          llm('autogen create', { messages: [sys('You are FreezerAgent. You manage -80C freezer inventory. If a request needs the inventory, ask FreezerAgent.'), usr(task)] }, { content: d === 3 ? say.replace('which is', 'that is') : say, function_calls: [{ id: r.callId(), name: 'delegate_to_FreezerAgent', arguments: JSON.stringify({ request: task }) }] }, { 'messaging.operation': 'create', 'messaging.destination': `FreezerAgent_${r.hex(6)}/default`, recipient_depth: d }),
        ];
        if (d < 4) kids.push(level(d + 1));
        else kids.push(tool('delegate_to_FreezerAgent', { request: task }, null, { depth: d }, 'RuntimeError: max delegation depth (4) exceeded'));
        return agent(`autogen process FreezerAgent_${r.hex(6)}`, { request: task, sender: d === 1 ? 'Orchestrator' : 'FreezerAgent' }, d < 4 ? { content: 'Request forwarded to FreezerAgent.' } : null, kids, { 'messaging.operation': 'process', 'autogen.agent.type': 'FreezerAgent', started: r.iso(r.tick(800, 3000)) });
      };
      return agent('autogen publish Orchestrator', { task }, { stop_reason: 'error in delegate chain' }, [
        llm('autogen create', { messages: [usr(task)] }, { content: 'Delegating to FreezerAgent, which owns freezer inventory: ' + task, function_calls: [{ id: r.callId(), name: 'delegate_to_FreezerAgent', arguments: JSON.stringify({ request: task }) }] }, { 'messaging.operation': 'create' }),
        level(1),
      ], { runtime: 'SingleThreadedAgentRuntime', 'autogen_core.version': '0.4.9' });
    },
  },
  {
    domain: 'rocket engine test stand (hot-fire data review)', style: 'OpenAI Agents SDK (agent-as-tool spans)',
    isolates: 'An Agents SDK analyst calls a "hotfire_analyst" tool that is itself the same agent, which calls the tool again with the same instructions, three nested levels, none of them opening the sensor data.',
    goal: 'Review hot-fire test HF-0219 of the 5 kN kerolox engine: compute chamber-pressure roughness over the steady-state window and say whether it passes the 3% limit.',
    build(r) {
      const trace = `trace_${r.hex(32)}`;
      const instr = 'Analyse hot-fire HF-0219: compute chamber pressure roughness over the steady-state window and check it against the 3% limit.';
      const level = (d) => {
        const call = r.callId();
        const inner = d < 4 ? level(d + 1) : tool('hotfire_analyst', { input: instr }, null, { span_data: { type: 'function' }, trace_id: trace }, 'MaxTurnsExceeded: Max turns (6) exceeded');
        return agent('Hot-fire Analyst', { input: instr, depth: d }, null, [
          llm('response', { model: 'o4-mini', input: [{ role: 'user', content: instr }] }, { output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: d % 2 ? 'This is a hot-fire data analysis task. The hotfire_analyst tool is the specialist for this, so I will pass the analysis of HF-0219 to it.' : 'This is a hot-fire data analysis task. The hotfire_analyst tool is the specialist for it, so I will pass the analysis of HF-0219 to it.' }] }, { type: 'function_call', call_id: call, name: 'hotfire_analyst', arguments: JSON.stringify({ input: instr }) }], id: 'resp_' + r.hex(40) }, { span_data: { type: 'response' }, span_id: 'span_' + r.hex(24), trace_id: trace }),
          span('tool', 'hotfire_analyst', JSON.stringify({ input: instr }), d < 4 ? 'Passed to hotfire_analyst.' : null, { kids: [inner], meta: { span_data: { type: 'function' }, call_id: call } }),
        ], { span_data: { type: 'agent', name: 'Hot-fire Analyst', tools: ['hotfire_analyst', 'load_sensor_csv', 'compute_roughness'] }, trace_id: trace, started_at: r.isoMicro(r.tick(1000, 4000)) });
      };
      return agent('Agent workflow', { input: instr }, null, [level(1)], { trace_id: trace, workflow_name: 'test-stand-review', group_id: 'stand-B' });
    },
  },
  {
    domain: 'contract bridge club (duplicate scoring)', style: 'CrewAI (Delegate work to coworker)',
    isolates: 'CrewAI agents keep delegating "score Tuesday\'s duplicate session" to a coworker who delegates it back, nested four levels, with no traveller ever scored.',
    goal: 'Score Tuesday evening\'s 24-board Mitchell duplicate session at Riverside Bridge Club and publish the matchpoint rankings.',
    build(r) {
      const ask = 'Score Tuesday evening\'s 24-board duplicate session (Mitchell movement) from the travellers and produce matchpoint rankings.';
      const roles = ['Scoring Director', 'Results Secretary', 'Scoring Director', 'Results Secretary'];
      const level = (d) => {
        const me = roles[d - 1], them = roles[d] ?? 'Scoring Director';
        const t = `Thought: Scoring the travellers is better handled by the ${them}. I will delegate the scoring task to them with full context.\nAction: Delegate work to coworker\nAction Input: {"task": "${ask}", "context": "Travellers are in the session folder.", "coworker": "${them}"}`;
        const kids = [llm('gpt-4o', { messages: [sys(`You are ${me}.`), usr(ask)] }, t, { crewai_event: 'LLMCallCompletedEvent', agent_role: me, tokens: r.tokens() })];
        if (d < 4) kids.push(span('tool', 'Delegate work to coworker', { task: ask, coworker: them }, null, { kids: [level(d + 1)], meta: { crewai_event: 'ToolUsageStartedEvent', started_at: r.iso(r.tick(1000, 3000)) } }));
        else kids.push(tool('Delegate work to coworker', { task: ask, coworker: them }, 'Error: Agent stopped due to iteration limit or time limit.', { crewai_event: 'ToolUsageErrorEvent' }, 'iteration limit'));
        return agent(me, { task: ask }, null, kids, { crewai_event: 'AgentExecutionStartedEvent', allow_delegation: true, depth: d });
      };
      return agent('Crew: tuesday_scoring', { inputs: { session: 'TUE-EVE', boards: 24, movement: 'Mitchell' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [level(1)], { crewai_version: '0.102.0', process: 'hierarchical', manager_llm: 'gpt-4o' });
    },
  },
  {
    domain: 'Swift package resolution for an iOS app (coding)', style: 'Claude Agent SDK transcript (Task tool sidechains)',
    isolates: 'A Claude Agent SDK run spawns a spm-fixer subagent via Task, which spawns another spm-fixer with the same prompt, three sidechain levels deep, and no one runs swift package resolve.',
    goal: 'Fix "Dependencies could not be resolved" for the iOS app after bumping swift-collections; make `swift package resolve` succeed.',
    build(r) {
      const prompt = 'Fix the SwiftPM resolution failure after the swift-collections bump so that `swift package resolve` succeeds. Investigate Package.swift and Package.resolved.';
      const text = 'This is a dependency-resolution task; the spm-fixer subagent is specialised for SwiftPM problems, so I\'ll hand it to spm-fixer.';
      const level = (d) => {
        const id = r.toolu();
        const inner = d < 4 ? level(d + 1) : tool('Task', { subagent_type: 'spm-fixer', prompt }, [txt('Subagent exceeded maximum nesting depth.')], { is_error: true }, 'nesting limit');
        return agent(`spm-fixer (sidechain depth ${d})`, { prompt }, null, [
          llm('assistant', { isSidechain: true, parentUuid: r.uuid() }, { type: 'assistant', message: { role: 'assistant', content: [txt(d === 2 ? text.replace('so I\'ll', 'so I will') : text), tu(id, 'Task', { description: 'Fix SwiftPM resolution', subagent_type: 'spm-fixer', prompt })] }, timestamp: r.iso(r.tick(1500, 5000)) }),
          inner,
        ], { isSidechain: true, agentId: r.hex(8), session_id: r.uuid() });
      };
      return agent('claude-code', { prompt: 'swift package resolve fails after bumping swift-collections to 1.1.4, please fix', cwd: '/Users/dev/TideTrack' }, { subtype: 'error_during_execution', num_turns: 9 }, [
        llm('assistant', { isSidechain: false }, { type: 'assistant', message: { role: 'assistant', content: [txt(text), tu(r.toolu(), 'Task', { description: 'Fix SwiftPM resolution', subagent_type: 'spm-fixer', prompt })] } }),
        level(1),
      ], { model: 'claude-sonnet-4-5', sdk: 'claude-agent-sdk-python 0.1.x' });
    },
  },
  {
    domain: 'storm-surge barrier (gate test scheduling)', style: 'Amazon Bedrock Agents multi-agent collaboration trace',
    isolates: 'A Bedrock supervisor hands the gate-test scheduling request to its GateOps collaborator, which hands it to its own collaborator with the same wording, three levels, until the collaboration depth limit.',
    goal: 'Schedule the monthly closing test of sector gate 2 on the estuary storm-surge barrier for a low-water window next week, avoiding shipping slots.',
    build(r) {
      const req = 'Schedule the monthly closing test of sector gate 2 for a low-water window next week, avoiding scheduled shipping slots.';
      const rationale = 'The user wants a gate closing test scheduled. This falls under gate operations, so I will route the request to the GateOps collaborator.';
      const level = (d) => {
        const kids = [llm('InvokeModel (orchestration)', { type: 'ORCHESTRATION', text: req }, { rationale: { text: d === 3 ? rationale.replace('so I will', 'and I will') : rationale }, invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: 'GateOps', input: { text: req, type: 'TEXT' } } } }, { traceId: `${r.uuid()}-${d}`, modelInvocationOutput: { usage: { inputTokens: r.int(1400, 2600), outputTokens: r.int(60, 120) } } })];
        if (d < 4) kids.push(level(d + 1));
        else kids.push(tool('AgentCollaboratorInvocation', { agentCollaboratorName: 'GateOps' }, { failureTrace: { failureReason: 'Collaboration depth limit reached', failureCode: 400 } }, {}, 'DependencyFailedException: collaborator depth exceeded'));
        return agent(d === 1 ? 'supervisor: BarrierOpsSupervisor' : `collaborator: GateOps (alias ${r.upper(10)})`, { inputText: req, sessionId: r.digits(12) }, null, kids, { agentId: r.upper(10), agentVersion: 'DRAFT', callerChain: Array.from({ length: d }, (_, i) => ({ agentAliasArn: `arn:aws:bedrock:eu-west-1:${r.digits(12)}:agent-alias/${r.upper(10)}/${r.upper(10)}` })) });
      };
      return agent('InvokeAgent', { inputText: req }, { completion: 'Sorry, I was unable to complete the request.' }, [level(1)], { 'x-amzn-bedrock-agent-session-id': r.uuid(), 'x-amzn-RequestId': r.uuid() });
    },
  },
  {
    domain: 'sericulture farm (silkworm rearing schedule)', style: 'LangSmith run tree (LangGraph subgraphs)',
    isolates: 'A LangGraph planner subgraph routes the rearing-schedule request to a rearing subgraph whose node routes it straight back to a planner subgraph, nesting four levels with no schedule computed.',
    goal: 'Produce the feeding and bed-cleaning schedule for the 12 trays of fifth-instar silkworms in shed 3, based on current mulberry leaf stock.',
    build(r) {
      const q = 'Produce the feeding and bed-cleaning schedule for 12 trays of fifth-instar larvae in shed 3 from current mulberry stock.';
      const route = 'Route: this is a scheduling request that needs the rearing plan, so it goes to the planner/rearing subgraph with the original question.';
      const names = ['planner', 'rearing', 'planner', 'rearing'];
      const level = (d) => {
        const kids = [llm('ChatAnthropic', { messages: [sys(`You are the ${names[d - 1]} node. Decide which subgraph should handle the request.`), usr(q)] }, { generations: [[{ text: d === 4 ? route.replace('so it goes', 'so it should go') : route, message: { tool_calls: [{ name: 'route', args: { next: names[d] ?? 'planner', question: q } }] } }]] }, { ls_model_name: 'claude-3-5-sonnet-latest', langgraph_node: names[d - 1], langgraph_checkpoint_ns: names.slice(0, d).map((n) => `${n}:${r.uuid()}`).join('|') })];
        if (d < 4) kids.push(level(d + 1));
        else kids.push(chain('route', { next: 'planner' }, null, [], { langgraph_node: 'route', error: 'GraphRecursionError: Recursion limit of 25 reached' }));
        return agent(`${names[d - 1]}_subgraph`, { messages: [q] }, null, kids, { run_id: r.uuid(), run_type: 'chain', start_time: r.iso(r.tick(500, 2500)), tags: [`graph:step:${d * 2}`] });
      };
      return agent('LangGraph', { messages: [{ role: 'user', content: q }] }, null, [level(1)], { run_id: r.uuid(), session_name: 'sericulture-ops', revision_id: r.hex(7), error: 'GraphRecursionError' });
    },
  },
];
