// Family 4: recursion / self-delegation without progress. The task is handed (same or reworded)
// to itself or a sub-agent, which hands it on again, nested 3+ levels deep; nobody does the work.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'delegation_regress';
export const LOOP = true;
export const STAGNATION = true;

export const scenarios = [
  {
    n: '01', domain: 'community bike kitchen volunteer rota', style: 'CrewAI (hierarchical process, delegation tool)',
    isolates: 'In a hierarchical crew the manager delegates the rota to the coordinator, who delegates it to the scheduler, who delegates it back to the coordinator, four levels deep, and no one ever reads the availability sheet.',
    goal: 'Draft next month\'s volunteer rota for the Spokes & Spanners bike kitchen from the availability sheet.',
    build(r) {
      const chainOf = [
        ['Crew Manager', 'Rota Coordinator', 'The rota needs someone who knows the volunteers, so I will delegate drafting the rota to the Rota Coordinator.', 'Draft next month\'s volunteer rota for the bike kitchen from the availability sheet.'],
        ['Rota Coordinator', 'Volunteer Scheduler', 'Scheduling shifts is the Volunteer Scheduler\'s job, so I will delegate drafting the rota to the Volunteer Scheduler.', 'Please draft the volunteer rota for next month using the availability sheet.'],
        ['Volunteer Scheduler', 'Rota Coordinator', 'The rota is owned by the Rota Coordinator, so I will delegate drafting the rota to the Rota Coordinator.', 'Draft the bike kitchen volunteer rota for next month from the availability sheet.'],
        ['Rota Coordinator', 'Volunteer Scheduler', 'Scheduling shifts is the Volunteer Scheduler\'s job, so I will delegate drafting the rota to the Volunteer Scheduler.', 'Please draft next month\'s volunteer rota using the availability sheet.'],
      ];
      const build = (k) => {
        if (k >= chainOf.length) return null;
        const [who, to, thought, task] = chainOf[k];
        r.tick(1500, 4000);
        const l = llm('LLM call gpt-4o-mini', { messages: [{ role: 'system', content: `You are ${who}. ${k === 0 ? 'You manage the crew and delegate work.' : 'You help run the Spokes & Spanners bike kitchen.'}` }, { role: 'user', content: `Current Task: ${k === 0 ? 'Draft next month\'s volunteer rota for the bike kitchen from the availability sheet.' : chainOf[k - 1][3]}` }] }, `Thought: ${thought}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Availability sheet is in the shared drive (rota/availability-${r.date().slice(0, 7)}.xlsx).", "coworker": "${to}"}`, [], { metadata: { model: 'gpt-4o-mini', iteration: 1 } });
        const inner = build(k + 1);
        const delegated = tool('Delegate work to coworker', { task, coworker: to }, inner ? inner.output : 'Agent stopped due to iteration limit or time limit.', inner ? [inner] : [], inner ? {} : { error: 'Agent stopped due to iteration limit or time limit.' });
        return agent(who, { role: who, task: k === 0 ? 'Draft next month\'s volunteer rota' : chainOf[k - 1][3], allow_delegation: true }, 'Agent stopped due to iteration limit or time limit.', [l, delegated]);
      };
      const root = build(0);
      return agent('Crew: spokes_rota', { inputs: { month: 'next', sheet: 'rota/availability.xlsx' } }, { raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: r.int(9000, 14000) } }, [root], { metadata: { process: 'hierarchical', crew_id: r.uuid(), manager_llm: 'gpt-4o-mini' } });
    },
  },
  {
    n: '02', domain: 'mezcal export label compliance', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'An orchestrator calls the label agent as a tool, which calls the export-docs agent, which calls the label agent again, three nested levels with reworded instructions and no label ever checked against the rules.',
    goal: 'Check the back label of the Espadín Joven 750 ml bottle against US TTB import rules before the first export shipment.',
    build(r) {
      const traceId = 'trace_' + r.hex(32);
      const lv = [
        ['Export Orchestrator', 'label_compliance', 'Label rules are the label compliance agent\'s job; I will pass the check of the Espadín Joven back label to it.', 'Check the Espadín Joven 750 ml back label against TTB import rules.'],
        ['Label Compliance Agent', 'export_documents', 'TTB approval depends on the COLA and import documents, so I will pass the check of the Espadín Joven back label to the export documents agent.', 'Verify that the Espadín Joven 750 ml back label meets US TTB requirements.'],
        ['Export Documents Agent', 'label_compliance', 'This is a labelling question rather than a documents question, so I will pass the check of the Espadín Joven back label to the label compliance agent.', 'Review the Espadín Joven 750 ml back label for TTB compliance.'],
        ['Label Compliance Agent', 'export_documents', 'TTB approval depends on the COLA and import documents, so I will pass the check of the Espadín Joven back label to the export documents agent.', 'Confirm the Espadín Joven 750 ml back label satisfies US TTB rules.'],
      ];
      const build = (k) => {
        const [name, toolName, thought, instr] = lv[k];
        r.tick(1000, 3000);
        const cid = r.callId();
        const resp = llm('response', { model: 'gpt-4.1-mini', input: k === 0 ? 'Before the first US shipment, check our Espadín Joven back label against TTB rules.' : lv[k - 1][3] }, { id: r.respId(), output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: thought }] }, { type: 'function_call', call_id: cid, name: toolName, arguments: JSON.stringify({ input: instr }) }] }, [], { metadata: { span_type: 'response', trace_id: traceId, span_id: 'span_' + r.hex(24) } });
        const kids = [resp];
        if (k + 1 < lv.length) {
          const inner = build(k + 1);
          kids.push(tool(toolName, JSON.stringify({ input: instr }), inner.error ? null : inner.output, [inner], { error: 'MaxTurnsExceeded in nested agent', metadata: { span_type: 'function', trace_id: traceId } }));
        }
        return agent(name, { name, tools: ['label_compliance', 'export_documents', 'ttb_rules_lookup'], input: k === 0 ? 'Before the first US shipment, check our Espadín Joven back label against TTB rules.' : lv[k - 1][3] }, null, kids, { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { span_type: 'agent', trace_id: traceId, span_id: 'span_' + r.hex(24) } });
      };
      return build(0);
    },
  },
  {
    n: '03', domain: 'film stunt rigging risk assessments', style: 'LangGraph (supervisor with nested subgraphs, LangSmith runs)',
    isolates: 'A supervisor graph routes the risk assessment to the rigging subgraph, whose planner routes it to the safety subgraph, whose planner routes it back to rigging, three subgraph levels deep without anyone opening the rig spec.',
    goal: 'Write the risk assessment for the descender-rig fall stunt (scene 42) from the rig specification.',
    build(r) {
      const thread = r.uuid();
      const lv = [
        ['supervisor', 'rigging_team', 'The risk assessment depends on the descender rig, so the rigging team should write it. Routing to rigging_team.'],
        ['rigging_team', 'safety_team', 'A risk assessment is a safety document, so the safety team should write it. Routing to safety_team.'],
        ['safety_team', 'rigging_team', 'The risk assessment depends on the descender rig details, so the rigging team should write it. Routing to rigging_team.'],
        ['rigging_team', 'safety_team', 'A risk assessment is a safety document, so the safety team should write it. Routing to safety_team.'],
      ];
      const build = (k) => {
        const [node, next, text] = lv[k];
        r.tick(900, 2500);
        const decide = chain(`${node}:planner`, { messages: `[${k + 1} messages]` }, { next }, [llm('ChatOpenAI', { messages: [[{ type: 'system', content: `You are the ${node} planner for Skyfall Stunts. Decide who handles the request: rigging_team, safety_team, or FINISH.` }, { type: 'human', content: 'Write the risk assessment for the scene 42 descender fall (rig spec RS-42-D).' }]] }, { generations: [[{ text, message: { type: 'ai', content: text, tool_calls: [{ name: 'route', args: { next, reason: text } }] } }]], llm_output: { token_usage: { prompt_tokens: 600 + k * 140, completion_tokens: r.int(30, 60) }, model_name: 'gpt-4o-2024-08-06' } }, [], { metadata: { ls_model_name: 'gpt-4o', langgraph_node: `${node}:planner`, langgraph_step: k + 1 } })], { metadata: { langgraph_node: `${node}:planner`, checkpoint_ns: lv.slice(0, k + 1).map((x) => x[0] + ':' + r.uuid()).join('|') } });
        const kids = [decide];
        if (k + 1 < lv.length) kids.push(build(k + 1));
        else kids.push(chain('Command', { goto: next, graph: 'PARENT' }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }));
        return agent(node, { messages: [{ type: 'human', content: 'Write the risk assessment for the scene 42 descender fall (rig spec RS-42-D).' }] }, null, kids, { error: 'GraphRecursionError', metadata: { langgraph_node: node, thread_id: thread } });
      };
      return build(0);
    },
  },
  {
    n: '04', domain: 'foley sound library tagging', style: 'AutoGen (nested SocietyOfMind teams)',
    isolates: 'A tagging team wraps its work in a society-of-mind agent whose inner planner hands the same "tag the footsteps batch" task to a nested team, three levels down, each planner restating it and none calling the tagger.',
    goal: 'Tag the 64 new footstep recordings (gravel, parquet, snow) in the foley library with surface, shoe type and intensity.',
    build(r) {
      const lv = [
        'I will have the library team handle this: tag the 64 new footstep recordings with surface, shoe type and intensity.',
        'I will have the library team handle this: tag the 64 new footsteps recordings with surface, shoe type and intensity.',
        'I will hand this to the library team: tag the 64 new footstep recordings with surface, shoe type and intensity.',
        'I will have the library team handle this: tag the 64 footstep recordings with surface, shoe type and intensity.',
      ];
      const build = (k) => {
        r.tick(800, 2500);
        const l = llm('OpenAIChatCompletionClient.create', { messages: [{ source: 'user', content: k === 0 ? 'Tag the new footsteps batch (64 WAVs in /library/incoming/fs_2024_batch7).' : lv[k - 1] }] }, { type: 'TextMessage', source: 'planner', content: lv[k], models_usage: { prompt_tokens: 300 + k * 90, completion_tokens: r.int(25, 40) } }, [], { metadata: { model: 'gpt-4o-mini', agent: `planner_l${k}` } });
        const kids = [l];
        if (k + 1 < lv.length) kids.push(build(k + 1));
        return agent(`SocietyOfMindAgent library_team_l${k}`, { task: k === 0 ? 'Tag the new footsteps batch (64 WAVs in /library/incoming/fs_2024_batch7).' : lv[k - 1], inner_team: 'RoundRobinGroupChat[planner, library_team]' }, { type: 'TextMessage', content: k + 1 < lv.length ? lv[k + 1] : lv[k], stop_reason: 'Maximum number of turns 3 reached.' }, kids, { metadata: { depth: k, team_id: r.uuid() } });
      };
      return agent('SelectorGroupChat foley_ops', { task: 'Tag the new footsteps batch (64 WAVs in /library/incoming/fs_2024_batch7).', participants: ['library_team_l0', 'tagger', 'qc'] }, { stop_reason: 'Maximum number of messages 10 reached', messages: 10, tagged: 0 }, [build(0)], { metadata: { 'autogen.version': '0.4.' + r.int(3, 9), run_id: r.uuid() } });
    },
  },
  {
    n: '05', domain: 'Sentry alert routing rules (devops)', style: 'Claude Agent SDK transcript (Task subagents)',
    isolates: 'A main agent spawns a Task subagent to fix alert routing, that subagent spawns another with the same prompt reworded, and so on three levels deep, each ending in "delegating"; no file is read or edited.',
    goal: 'Update Sentry alert routing so payment-service errors page the payments on-call instead of #general-alerts.',
    build(r) {
      const sid = r.uuid();
      const prompts = [
        'Update the Sentry alert routing so payment-service errors page the payments on-call rotation instead of posting to #general-alerts.',
        'Change the Sentry alert rules so that errors from payment-service are routed to the payments on-call rotation rather than #general-alerts.',
        'Modify Sentry alert routing: payment-service errors should page payments on-call, not go to #general-alerts.',
        'Route payment-service Sentry errors to the payments on-call rotation instead of #general-alerts.',
      ];
      const says = [
        'This is a self-contained config change, so I will hand it to a subagent to do the routing update.',
        'This is a self-contained config change, so I will hand it off to a subagent to do the routing update.',
        'This is a self-contained configuration change; I will hand it to a subagent to do the routing update.',
      ];
      const build = (k) => {
        r.tick(1200, 3000);
        if (k >= 3) {
          return agent('subagent general-purpose', { prompt: prompts[k], depth: k }, null, [llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt('This is a self-contained config change, so I will hand it to a subagent to do the routing update.')], stop_reason: 'end_turn' } })], { error: 'Task tool unavailable at nesting depth 3: subagent returned without result' });
        }
        const id = r.toolu();
        const l = llm('assistant', { model: 'claude-sonnet-4-20250514', parent_tool_use_id: k ? 'toolu_parent' : null }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt(says[k]), tUse(id, 'Task', { description: 'Update Sentry alert routing', prompt: prompts[k + 1], subagent_type: 'general-purpose' })], stop_reason: 'tool_use', usage: { input_tokens: r.int(3000, 9000), output_tokens: r.int(80, 160) } } }, [], { metadata: { uuid: r.uuid(), timestamp: r.iso() } });
        const inner = build(k + 1);
        const t = tool('Task', { tool_use_id: id, description: 'Update Sentry alert routing', prompt: prompts[k + 1], subagent_type: 'general-purpose' }, { type: 'user', message: { role: 'user', content: [tRes(id, [txt(k === 2 ? 'Subagent ended without producing a result.' : 'I have delegated the routing update to a subagent; it will report back.')])] } }, [inner], { metadata: { totalDurationMs: r.int(20000, 90000), totalTokens: r.int(6000, 20000) } });
        const kids = [l, t];
        if (k === 0) {
          r.tick(600, 1500);
          kids.push(llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt('The subagent has delegated the routing update; it will report back when the Sentry routing for payment-service is changed.')], stop_reason: 'end_turn' } }));
        }
        return agent(k === 0 ? 'claude-agent-sdk query' : 'subagent general-purpose', k === 0 ? { prompt: prompts[0], options: { cwd: '/srv/infra/sentry-config', allowed_tools: ['Read', 'Edit', 'Bash', 'Task'] } } : { prompt: prompts[k], depth: k }, k === 0 ? { type: 'result', subtype: 'success', result: 'The subagent has delegated the routing update; it will report back.', session_id: sid, num_turns: 2, total_cost_usd: 0.2411 } : null, kids, k === 0 ? { metadata: { session_id: sid } } : undefined);
      };
      return build(0);
    },
  },
  {
    n: '06', domain: 'badminton hall court reallocation', style: 'Amazon Bedrock Agents (multi-agent collaboration trace)',
    isolates: 'A Bedrock supervisor sends the court reallocation to the booking collaborator, which sends it to the facilities collaborator, which sends it back to booking, three nested hops with reworded requests and no booking API ever invoked.',
    goal: 'Move the Thursday junior club sessions from courts 5-6 to courts 1-2 while courts 5-6 are resurfaced.',
    build(r) {
      const session = r.uuid();
      const hops = [
        ['SupervisorAgent', 'CourtBookingAgent', 'The user wants sessions moved between courts; the CourtBookingAgent manages bookings, so I will send the request to it.', 'Move the Thursday junior sessions from courts 5-6 to courts 1-2 during resurfacing.'],
        ['CourtBookingAgent', 'FacilitiesAgent', 'The move is caused by resurfacing, which the FacilitiesAgent manages, so I will send the request to it.', 'Please relocate Thursday junior club sessions from courts 5 and 6 to courts 1 and 2 while 5-6 are resurfaced.'],
        ['FacilitiesAgent', 'CourtBookingAgent', 'Changing which court a session uses is a booking change; the CourtBookingAgent manages bookings, so I will send the request to it.', 'Reassign the Thursday junior sessions from courts 5-6 to courts 1-2 for the resurfacing period.'],
        ['CourtBookingAgent', 'FacilitiesAgent', 'The move is caused by the resurfacing, which the FacilitiesAgent manages, so I will send the request to it.', 'Shift Thursday junior sessions from courts 5-6 onto courts 1-2 during resurfacing.'],
      ];
      const build = (k) => {
        const [name, to, rationale, msg] = hops[k];
        r.tick(1000, 3000);
        const l = llm('orchestrationTrace.modelInvocation', { traceId: `${r.uuid()}-${k}`, type: 'ORCHESTRATION', text: `{"system":"You are ${name} for Riverside Badminton Centre..."}`, foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }, { rationale: { text: rationale }, invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: to, agentCollaboratorAliasArn: `arn:aws:bedrock:eu-west-1:${r.digits(12)}:agent-alias/${r.upper(10)}/${r.upper(10)}`, input: { type: 'TEXT', text: msg } } }, metadata: { usage: { inputTokens: r.int(1500, 3000), outputTokens: r.int(60, 140) } } });
        const kids = [l];
        if (k + 1 < hops.length) {
          const inner = build(k + 1);
          kids.push(tool('AgentCommunication__sendMessage', { recipient: to, content: msg }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: to, output: { type: 'TEXT', text: 'I have forwarded your request to the appropriate agent.' } } }, [inner]));
        } else {
          kids.push(tool('AgentCommunication__sendMessage', { recipient: to, content: msg }, null, [], { error: 'ValidationException: Maximum collaborator invocation depth reached' }));
        }
        return agent(name, { agentId: r.upper(10), agentAliasId: r.upper(10), sessionId: session, inputText: k === 0 ? 'Move the Thursday junior club from courts 5-6 to 1-2 while 5-6 get resurfaced.' : hops[k - 1][3] }, { text: 'I have forwarded your request to the appropriate agent.' }, kids, { metadata: { callerChain: hops.slice(0, k + 1).map((h) => h[0]), eventTime: r.iso() } });
      };
      return build(0);
    },
  },
];
