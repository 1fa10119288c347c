import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Loop: the task is handed on (to itself or a sub-agent) again and again, nested 3+ levels, nobody does the work.
export default {
  family: 'self_delegation_regress',
  loop: true,
  stagnation: true,
  scenarios: [
    {
      id: '01', domain: 'rubber plantation tapping rotation', style: 'CrewAI (hierarchical process, Delegate work to coworker)',
      isolates: 'In a hierarchical crew the tapping planner and estate supervisor keep delegating "build the tapping rotation for blocks 7-12" to each other, four levels deep, and nobody reads the yield data.',
      goal: 'Build next month\'s latex tapping rotation (S/2 d3 system) for blocks 7-12 so no tree is tapped two days running.',
      build(n) {
        const roles = ['Tapping Planner', 'Estate Supervisor', 'Tapping Planner', 'Estate Supervisor'];
        const task = 'Build the tapping rotation for blocks 7-12 for next month (S/2 d3), no tree tapped on consecutive days.';
        function level(i) {
          const me = roles[i % roles.length], other = roles[(i + 1) % roles.length];
          if (i === roles.length) return agent(me, { task }, 'Agent stopped due to iteration limit or time limit.', [llm('LLM Call', { messages: [user(task)] }, 'Thought: Agent stopped due to iteration limit or time limit.', { metadata: { agent_role: roles[0] } })], { error: 'Maximum delegation depth reached' });
          const c = [];
          c.push(llm('LLM Call', { messages: [sys(`You are ${me}.`), user('Current Task: ' + task)] }, `Thought: This needs the rotation built for blocks 7-12. The ${other} is better placed to build it, so I will delegate.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Blocks 7-12, S/2 d3, next month.", "coworker": "${other}"}`, { metadata: { model: 'gpt-4o', agent_role: me, tokens: n.int(800, 1500) } }));
          c.push(tool('Delegate work to coworker', { task, context: 'Blocks 7-12, S/2 d3, next month.', coworker: other }, i + 1 < roles.length ? 'Agent stopped due to iteration limit or time limit.' : 'Error: delegation depth exceeded', { children: [level(i + 1)], metadata: { started: n.iso() } }));
          return agent(me, { task }, 'Agent stopped due to iteration limit or time limit.', c, { metadata: { allow_delegation: true } });
        }
        const mgr = agent('Crew Manager', { task }, 'Agent stopped due to iteration limit or time limit.', [llm('LLM Call', { messages: [user(task)] }, `Thought: I will delegate this to the Tapping Planner.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Tapping Planner"}`, { metadata: { model: 'gpt-4o' } }), level(0)], {});
        return agent('Crew: tapping_rotation', { inputs: { blocks: '7-12', system: 'S/2 d3' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [mgr], { metadata: { process: 'hierarchical', crew_id: n.uuid(), manager_llm: 'gpt-4o' } });
      },
    },
    {
      id: '02', domain: 'gaelic football fixtures', style: 'OpenAI Agents SDK (agents as tools, nested runs)',
      isolates: 'A fixtures agent exposes itself as a tool and calls it with the same instructions, which calls it again, four levels down, until max_turns; no pitch availability is ever checked.',
      goal: 'Draft the county U14 league fixtures for 10 clubs over 9 Saturdays, respecting pitch availability.',
      build(n) {
        const ask = 'Draft the U14 league fixtures for 10 clubs over 9 Saturdays using pitch availability.';
        function level(d) {
          const k = [];
          const cid = n.callId();
          k.push(llm('response', { model: 'gpt-4.1', input: [user(ask)] }, { id: n.reqId('resp_'), output: [{ type: 'message', content: [{ type: 'output_text', text: 'This is a scheduling job; I will pass it to the fixtures specialist tool.' }] }, { type: 'function_call', call_id: cid, name: 'fixtures_specialist', arguments: JSON.stringify({ input: ask }) }], usage: { input_tokens: n.int(600, 900), output_tokens: n.int(40, 60) } }, { metadata: { span_type: 'response', span_id: 'span_' + n.alnum(24) } }));
          if (d < 4) k.push(tool('fixtures_specialist', { input: ask }, d < 3 ? 'An error occurred while running the tool. Please try again. Error: Max turns (6) exceeded' : 'Max turns (6) exceeded', { children: [level(d + 1)], metadata: { span_type: 'function', call_id: cid } }));
          return agent('Fixtures Agent', { input: ask, depth: d }, null, k, { error: d === 4 ? 'MaxTurnsExceeded' : 'MaxTurnsExceeded (propagated)', metadata: { span_type: 'agent', tools: ['fixtures_specialist', 'get_pitch_availability', 'save_fixtures'] } });
        }
        const root = level(0);
        root.metadata.workflow_name = 'cbl-fixtures';
        root.metadata.trace_id = 'trace_' + n.hex(32);
        return root;
      },
    },
    {
      id: '03', domain: 'camel racing race cards', style: 'Google ADK (AgentTool, sub-agent invocation events)',
      isolates: 'A race-card coordinator hands "compile Friday\'s race card" to a card agent via AgentTool, which hands it to a compiler agent, which hands it back to a new coordinator, nested four deep, no entries read.',
      goal: 'Compile Friday\'s race card (8 races, robot-jockey camels) with entries, weights and draw positions.',
      build(n) {
        const names = ['race_coordinator', 'race_card_agent', 'card_compiler', 'race_coordinator'];
        const text = ['Compile Friday\'s race card with entries, weights and draw.', 'Please compile the race card for Friday: entries, weights, draw.', 'Compile the Friday race card (entries, weights, draw positions).', 'Compile Friday\'s race card with entries, weights and draw.'];
        function level(i) {
          const k = [];
          k.push(llm('call_llm', { contents: [{ role: 'user', parts: [gText(text[i])] }] }, { content: { role: 'model', parts: [gText('This is best handled by the dedicated card agent.'), ...(i < 3 ? [gCall(names[i + 1], { request: text[i + 1] })] : [gCall('transfer_to_agent', { agent_name: 'race_card_agent' })])] }, usage_metadata: { prompt_token_count: n.int(500, 900) } }, { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.llm_request': 'gemini-2.0-flash' } }));
          if (i < 3) k.push(tool('execute_tool ' + names[i + 1], { request: text[i + 1] }, { functionResponse: { name: names[i + 1], response: { result: '' } } }, { children: [level(i + 1)], metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ request: text[i + 1] }), event_id: n.alnum(8) } }));
          else k.push(tool('execute_tool transfer_to_agent', { agent_name: 'race_card_agent' }, null, { error: 'RecursionError: invocation depth 4 exceeds max_llm_calls budget', metadata: { event_id: n.alnum(8) } }));
          return agent('invoke_agent ' + names[i], { request: text[i] }, { final_response: '' }, k, { metadata: { 'gen_ai.agent.name': names[i], session_id: n.uuid() } });
        }
        return chain('invocation', { app_name: 'raceday', user_id: 'steward-02', new_message: text[0] }, { events: 14, final_text: '' }, [level(0)], { type: 'agent', metadata: { runner: 'Runner', 'gcp.vertex.agent.session_id': n.uuid() } });
      },
    },
    {
      id: '04', domain: 'cactus nursery propagation orders', style: 'AutoGen (nested chats / SocietyOfMindAgent)',
      isolates: 'An order agent spins up a nested team to "work out the graft schedule for the Astrophytum order", whose planner spins up another nested team with the same task, three levels deep, ending at the max-turn cap.',
      goal: 'Work out the grafting schedule for a wholesale order of 300 Astrophytum asterias on Pereskiopsis stock and reply to the buyer with a ready date.',
      build(n) {
        const task = 'Work out the graft schedule for the 300 Astrophytum asterias order (Pereskiopsis stock) and give the buyer a ready date.';
        const variants = [task, 'Please plan the grafting schedule for the Astrophytum order of 300 and provide a ready date.', 'Plan the graft schedule: 300 Astrophytum asterias on Pereskiopsis, ready date for buyer.', task];
        function team(d) {
          const k = [];
          k.push(llm('OpenAIChatCompletionClient.create', { messages: [sys('You are the nursery planner. Delegate complex work to a planning team.'), user(variants[d])] }, { content: 'This requires coordinated planning. I will hand it to a planning team to work out the schedule.', finish_reason: 'stop', usage: { prompt_tokens: n.int(400, 800), completion_tokens: n.int(20, 40) } }, { metadata: { agent: 'planner_' + d, model: 'gpt-4o' } }));
          if (d < 3) k.push(span('message', 'HandoffMessage', { source: 'planner_' + d, target: 'planning_team_' + (d + 1) }, { content: variants[d + 1] }, [], { metadata: { created_at: n.iso() } }), team(d + 1));
          else k.push(span('message', 'StopMessage', null, { content: 'Maximum number of turns 12 reached.', source: 'MaxMessageTermination' }, [], {}));
          return agent(d ? 'SocietyOfMindAgent planning_team_' + d : 'order_agent', { task: variants[d] }, { messages: [], stop_reason: d === 3 ? 'Maximum number of turns 12 reached.' : 'inner team stopped' }, k, { metadata: { team_id: n.uuid() } });
        }
        return team(0);
      },
    },
    {
      id: '05', domain: 'organic certification audits', style: 'LangGraph (subgraph invocation, LangSmith runs)',
      isolates: 'An audit-prep graph routes to an "audit_prep" subgraph whose router routes to the same subgraph again with the same state, four levels of nesting, with no document fetched.',
      goal: 'Prepare the annual organic inspection pack for Larchfield Farm: input records, buffer-zone map, and non-compliance follow-ups.',
      build(n) {
        function sub(d) {
          const k = [];
          k.push(llm('ChatOpenAI', { messages: [[sys('Route the audit preparation. Options: fetch_records, draft_pack, audit_prep.'), user('Prepare the organic inspection pack for Larchfield Farm.')]] }, { generations: [[{ text: '{"next": "audit_prep", "reason": "The pack has several parts; route to audit_prep to prepare the pack."}' }]] }, { metadata: { langgraph_node: 'router', langgraph_step: d * 2 + 1, ls_model_name: 'gpt-4o-mini', run_id: n.uuid() } }));
          if (d < 4) k.push(sub(d + 1));
          else k.push(chain('router', { next: 'audit_prep' }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', metadata: { langgraph_step: 25 } }));
          return chain('audit_prep', { farm: 'Larchfield', request: 'Prepare the organic inspection pack', messages: d + 1 }, null, k, { metadata: { langgraph_checkpoint_ns: Array.from({ length: d + 1 }, () => 'audit_prep:' + n.uuid()).join('|'), ls_run_type: 'chain' } });
        }
        return chain('LangGraph', { farm: 'Larchfield', request: 'Prepare the annual organic inspection pack' }, null, [sub(0)], { type: 'agent', error: 'GraphRecursionError', metadata: { thread_id: n.uuid(), project: 'cert-audits' } });
      },
    },
    {
      id: '06', domain: 'Postgres autovacuum tuning (devops)', style: 'Claude Agent SDK transcript (Task tool sub-agents)',
      isolates: 'A DBA agent launches a Task sub-agent to "investigate bloat on orders table", which launches another Task with the same prompt, nested four deep; no SQL is ever run.',
      goal: 'Investigate table bloat on `orders` in the billing Postgres and propose autovacuum settings.',
      build(n) {
        const prompt = 'Investigate bloat on the orders table in the billing database and propose autovacuum settings.';
        function lvl(d) {
          const id = n.toolu();
          const k = [llm('assistant', { messages: [user(prompt)] }, { content: [aText('This is a multi-step investigation. I\'ll launch a sub-agent to investigate the bloat on the orders table.'), aUse(id, 'Task', { description: 'Investigate orders bloat', prompt, subagent_type: 'general-purpose' })], stop_reason: 'tool_use', usage: { input_tokens: n.int(2000, 4000), output_tokens: n.int(60, 90) } }, { metadata: { parent_tool_use_id: d ? 'toolu_parent_' + d : null, uuid: n.uuid() } })];
          if (d < 4) k.push(tool('Task', { description: 'Investigate orders bloat', prompt, subagent_type: 'general-purpose' }, d < 3 ? [{ type: 'text', text: 'I launched a sub-agent to investigate the bloat on the orders table; it has not returned findings yet.' }] : [{ type: 'text', text: 'Sub-agent aborted.' }], { children: [agent('subagent:general-purpose', { prompt }, null, lvl(d + 1), { metadata: { depth: d + 1, agent_id: n.hex(8) } })], metadata: { tool_use_id: id, duration_ms: n.int(20000, 90000) } }));
          else k.push(tool('Task', { prompt }, null, { error: 'Sub-agent nesting limit reached', metadata: { tool_use_id: id } }));
          return k;
        }
        return agent('claude-agent-sdk', { prompt, cwd: '/srv/dba-runbooks' }, { subtype: 'error_during_execution', result: 'I launched a sub-agent to investigate the bloat on the orders table; it has not returned findings yet.', total_cost_usd: 0.41, session_id: n.uuid() }, lvl(0), { metadata: { model: 'claude-opus-4-1', allowed_tools: ['Task', 'Bash', 'Read'] } });
      },
    },
  ],
};
