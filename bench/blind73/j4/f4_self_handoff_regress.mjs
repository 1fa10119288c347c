// Family 4 (loop): the task is handed down (to itself or a sub-agent) again and again, 3+ levels, nobody doing it.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'self_handoff_regress';
export const loop = true;

export const rows = [
  {
    n: '01', domain: 'heritage steam railway boiler inspection', style: 'CrewAI (hierarchical process, "Delegate work to coworker")',
    isolates: 'The manager delegates the boiler report to the Inspector, who delegates the identical task to the Report Writer, who delegates it back to the Inspector, four levels deep with the same wording; nobody reads the ultrasonic readings.',
    stagnation: true,
    goal: 'Write the 10-year boiler inspection summary for locomotive No. 4471 "Ravenglass" from the ultrasonic thickness readings and the hydraulic test log.',
    build(R) {
      const task = 'Write the 10-year boiler inspection summary for No. 4471 using the ultrasonic thickness readings and hydraulic test log.';
      const ctx = 'The summary must cite firebox plate thicknesses and the hydraulic test pressure.';
      const roles = ['Boiler Inspector', 'Report Writer', 'Boiler Inspector', 'Report Writer'];
      const thought = 'Thought: This task needs the inspection data and a written report. The best person for it is my coworker, so I will delegate it.';
      let inner = agent(`${roles[3]}._execute_task`, { task, context: ctx }, null, [
        llm('LLM call', { messages: [sys(`You are ${roles[3]}.`), usr(task)] }, thought + `\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "${ctx}", "coworker": "Boiler Inspector"}`, [], { metadata: { model: 'gpt-4o-mini', tokens: R.tokens([1500, 1800]) } }),
        tool('Delegate work to coworker', { task, context: ctx, coworker: 'Boiler Inspector' }, null, { error: 'RecursionError: maximum delegation depth reached (allow_delegation chain > 4)' }),
      ], { error: 'Agent stopped due to iteration limit or time limit.' });
      for (let lvl = 2; lvl >= 0; lvl--) {
        const next = roles[lvl + 1];
        const kids = [
          llm('LLM call', { messages: [sys(`You are ${roles[lvl]}.`), usr(task)] }, thought + `\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "${ctx}", "coworker": "${next}"}`, [], { metadata: { model: 'gpt-4o-mini', tokens: R.tokens([1400, 1800]) } }),
          tool('Delegate work to coworker', { task, context: ctx, coworker: next }, null, { children: [inner], error: 'delegated run failed' }),
        ];
        if (lvl === 0) kids.unshift(tool('list_documents', { loco: 4471 }, `ut_thickness_4471_${R.dmy().slice(6, 10)}.csv  ${R.int(40, 90)}KB\nhydraulic_test_4471.pdf  ${R.int(200, 900)}KB\n(listed from \\\\fileserver-${R.int(1, 4)}\\boilers in ${R.ms(20, 300)}ms)`));
        inner = agent(`${roles[lvl]}._execute_task`, { task, context: ctx }, null, kids, { error: 'Agent stopped due to iteration limit or time limit.' });
      }
      const mgr = agent('Crew Manager', { task }, null, [
        llm('LLM call', { messages: [sys('You are the Crew Manager.'), usr(task)] }, thought + `\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "${ctx}", "coworker": "Boiler Inspector"}`, [], { metadata: { model: 'gpt-4o', tokens: R.tokens() } }),
        tool('Delegate work to coworker', { task, context: ctx, coworker: 'Boiler Inspector' }, null, { children: [inner], error: 'delegated run failed' }),
      ]);
      return agent('Crew.kickoff', { inputs: { loco: 4471 } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [mgr], { metadata: { process: 'hierarchical', crew_id: R.uuid(), manager_llm: 'gpt-4o' } });
    },
  },
  {
    n: '02', domain: 'kelp farm harvest permit', style: 'OpenAI Agents SDK (handoff spans)',
    isolates: 'The permit agent hands off to a "Permit Specialist" which hands off to a "Marine Licensing Specialist" which hands off to a "Permit Specialist" again, each rewording the same request; no tool that reads the lease or fills the form is ever called.',
    stagnation: false,
    goal: 'Fill in the seaweed harvest notification for lease CL-22 (sugar kelp, 14 longlines) for the December harvest and submit it to the marine licensing portal.',
    build(R) {
      const wf = 'trace_' + R.hex(32);
      const resp = (text, handoffTo) => sp('llm', 'response', { model: 'gpt-4o', instructions: '...' }, { id: 'resp_' + R.hex(48), output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }, { type: 'function_call', call_id: R.callId(), name: `transfer_to_${handoffTo.toLowerCase().replace(/ /g, '_')}`, arguments: '{}' }], usage: { input_tokens: R.int(700, 2400), output_tokens: R.int(40, 120) } }, [], { metadata: { 'span_data.type': 'response', span_id: 'span_' + R.hex(24), trace_id: wf } });
      const hand = (from, to) => sp('handoff', 'handoff', { from_agent: from, to_agent: to }, { to_agent: to }, [], { metadata: { 'span_data.type': 'handoff', span_id: 'span_' + R.hex(24) } });
      const chainAgents = [
        ['Harvest Desk', 'Permit Specialist', 'This is a permit question, so the Permit Specialist should handle the CL-22 December notification.'],
        ['Permit Specialist', 'Marine Licensing Specialist', 'A harvest notification goes to the marine licensing portal, which is the Marine Licensing Specialist\'s area; passing the CL-22 notification on.'],
        ['Marine Licensing Specialist', 'Permit Specialist', 'The form is technically a permit amendment for the lease, so the Permit Specialist is better placed to prepare the CL-22 December harvest notice.'],
        ['Permit Specialist', 'Marine Licensing Specialist', 'Submission is done through the licensing portal; handing the CL-22 notice to Marine Licensing Specialist to complete.'],
      ];
      const kids = [];
      for (const [from, to, text] of chainAgents) {
        kids.push(agent(from, { handoffs: [to], tools: from === 'Harvest Desk' ? ['get_lease'] : ['get_lease', 'submit_notification'] }, null, [resp(text, to), hand(from, to)], { metadata: { 'span_data.type': 'agent', output_type: 'str' } }));
      }
      kids.push(agent('Marine Licensing Specialist', { tools: ['get_lease', 'submit_notification'] }, null, [], { error: 'MaxTurnsExceeded: Max turns (8) exceeded', metadata: { 'span_data.type': 'agent' } }));
      // Agents SDK records handoffs as successive agent spans; nest them to show depth of the handoff chain
      let inner = kids[4];
      for (let i = 3; i >= 0; i--) { kids[i].children.push(inner); inner = kids[i]; }
      return agent('Agent workflow', { input: 'Submit December harvest notice for CL-22 (sugar kelp, 14 longlines).' }, { final_output: null }, [inner], { error: 'MaxTurnsExceeded', metadata: { trace_id: wf, workflow_name: 'kelp-ops', group_id: 'lease-CL-22' } });
    },
  },
  {
    n: '03', domain: 'church stained-glass restoration quote', style: 'LangSmith (tool that spawns a sub-agent run, nested runs)',
    isolates: 'A quoting agent calls a `delegate_subagent` tool with its own instructions verbatim; the spawned agent does the same, three nested levels, and the innermost hits the depth guard without any lead-came measurement or price lookup.',
    stagnation: true,
    goal: 'Produce a restoration quote for the three-light east window at St Brannoc\'s (releading, 11 cracked quarries, new ferramenta) using the survey photos and the 2024 rate card.',
    build(R) {
      const task = 'Produce a restoration quote for the St Brannoc\'s east window using the survey photos and the 2024 rate card.';
      const reason = 'This is a multi-step quoting job. I will delegate it to a focused sub-agent so it can concentrate on it.';
      const mk = (depth, inner) => agent('AgentExecutor', { input: task, depth }, inner ? { output: '' } : null, [
        llm('ChatAnthropic', { messages: [[sys('You are a glazing quote assistant.'), usr(task)]] }, { generations: [[{ text: reason, message: { content: [{ type: 'text', text: reason }, { type: 'tool_use', name: 'delegate_subagent', input: { instructions: task } }] } }]], llm_output: { usage: { input_tokens: R.int(600, 1200), output_tokens: R.int(40, 90) } } }, [], { metadata: { run_type: 'llm', ls_model_name: 'claude-3-5-haiku-20241022', run_id: R.uuid() } }),
        tool('delegate_subagent', { instructions: task }, inner ? 'Sub-agent returned no result.' : null, inner ? { children: [inner], metadata: { run_type: 'tool', run_id: R.uuid() } } : { error: 'DepthLimitError: sub-agent depth 4 exceeds max_depth=3', metadata: { run_type: 'tool' } }),
      ], { metadata: { run_type: 'chain', run_id: R.uuid(), depth } });
      let inner = mk(3, null);
      inner = mk(2, inner);
      inner = mk(1, inner);
      const top = mk(0, inner);
      top.children.unshift(tool('list_survey_photos', { job: 'SB-EAST-24' }, { photos: Array.from({ length: 5 }, (_, i) => ({ key: `survey/SB-EAST-24/IMG_${R.int(1000, 9999)}.HEIC`, etag: '"' + R.hex(32) + '"', size: R.int(2e6, 6e6) })), truncated: false }, { metadata: { run_type: 'tool' } }));
      return agent('quote-pipeline', { job: 'SB-EAST-24' }, { output: 'Sub-agent returned no result.' }, [top], { metadata: { ls_project: 'glazing-quotes', session: R.uuid(), revision: R.hex(7) } });
    },
  },
  {
    n: '04', domain: 'natural-history museum taxidermy condition report', style: 'Claude Agent SDK transcript (Task tool subagents)',
    isolates: 'The main agent launches a Task subagent to write the condition report; that subagent launches another Task with a reworded prompt, and so on four levels, each concluding the work belongs to a specialist; no specimen record is opened.',
    stagnation: false,
    goal: 'Write the loan condition report for specimen NHM-Z-1908.44 (mounted great bustard) before it travels to the Norwich exhibition.',
    build(R) {
      const prompts = [
        ['Write the loan condition report for NHM-Z-1908.44 (mounted great bustard).', 'This needs careful specimen examination; I will hand it to a subagent with a clean context.'],
        ['Prepare a condition report for the great bustard mount 1908.44 ahead of its loan to Norwich.', 'A condition report is a conservation document; a conservation-focused subagent should draft it.'],
        ['As conservation specialist, document the condition of mount 1908.44 (bustard) for the outgoing loan.', 'Documenting condition requires checking the pest-management history too; delegating to a subagent that can look at both.'],
        ['Review pest history and current condition of specimen 1908.44 and write the loan report.', 'This should go to the general-purpose agent that can coordinate the report.'],
      ];
      const sid = R.uuid();
      let inner = agent('Task subagent (general-purpose)', { prompt: prompts[3][0] }, { type: 'result', subtype: 'error_max_turns', is_error: true }, [
        llm('assistant', { parent_tool_use_id: R.toolu() }, { type: 'assistant', message: { content: [{ type: 'text', text: prompts[3][1] }, { type: 'tool_use', name: 'Task', input: { description: 'Loan condition report', prompt: prompts[0][0], subagent_type: 'general-purpose' } }] } }, [], { metadata: { session_id: sid } }),
      ], { error: 'Task nesting limit reached' });
      for (let i = 2; i >= 0; i--) {
        const id = R.toolu();
        inner = agent(i === 0 ? 'main' : 'Task subagent (general-purpose)', { prompt: prompts[i][0] }, null, [
          llm('assistant', { session_id: sid }, { type: 'assistant', message: { id: 'msg_' + R.b62(24), content: [{ type: 'text', text: prompts[i][1] }, { type: 'tool_use', id, name: 'Task', input: { description: 'Condition report 1908.44', prompt: prompts[i + 1][0], subagent_type: 'general-purpose' } }], usage: { input_tokens: R.int(2000, 6000), output_tokens: R.int(60, 160) } } }, [], { metadata: { uuid: R.uuid(), timestamp: R.iso() } }),
          tool('Task', { description: 'Condition report 1908.44', prompt: prompts[i + 1][0] }, { type: 'tool_result', tool_use_id: id, is_error: true, content: 'Subagent ended without a result.' }, { children: [inner], error: 'subagent error', metadata: { duration_ms: R.ms(20000, 90000) } }),
        ]);
      }
      return agent('claude_agent_sdk.query', { prompt: prompts[0][0] }, { type: 'result', subtype: 'error_during_execution', num_turns: 9, total_cost_usd: +(R.f() * 0.9).toFixed(4), session_id: sid }, [inner], { metadata: { cwd: '/srv/collections', model: 'claude-sonnet-4-20250514' } });
    },
  },
  {
    n: '05', domain: 'lighthouse keepers\' logbook database migration', style: 'Strands Agents (agents-as-tools, event loop cycles)',
    isolates: 'An orchestrator calls the `migration_agent` tool, which calls `migration_agent` again with the same instruction string, three nested cycles, each writing the same planning sentence; no SQL is ever run.',
    stagnation: true,
    goal: 'Migrate the digitised lighthouse keepers\' logbooks (1871-1939) from the old SQLite file to the Postgres schema v3, keeping the weather-observation columns.',
    build(R) {
      const instr = 'Migrate logbooks.sqlite to Postgres schema v3, preserving the weather observation columns.';
      const plan = 'I will break this migration down and have the migration specialist carry it out.';
      const cycle = (inner, depth) => agent('Agent.invoke (migration_agent)', { prompt: instr, depth }, inner ? { stop_reason: 'tool_use' } : null, [
        sp('chain', 'Cycle ' + R.uuid().slice(0, 8), { event_loop_cycle_id: R.uuid() }, null, [
          llm('Model invoke', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', messages: '[...]' }, { content: [{ text: plan }, { toolUse: { toolUseId: 'tooluse_' + R.b62(22), name: 'migration_agent', input: { query: instr } } }], stopReason: 'tool_use' }, [], { metadata: { 'gen_ai.usage.input_tokens': R.int(1000, 3000), 'gen_ai.usage.output_tokens': R.int(40, 120), 'gen_ai.system': 'strands-agents' } }),
          tool('Tool: migration_agent', { query: instr }, inner ? { status: 'error', content: [{ text: 'migration_agent returned no migration result' }] } : null, inner ? { children: [inner], error: 'tool returned error status' } : { error: 'RecursionError: agent-as-tool call depth 4 exceeds limit 3' }),
        ], { metadata: { 'gen_ai.event.start_time': R.iso() } }),
      ], { metadata: { 'gen_ai.agent.name': 'migration_agent' } });
      let inner = cycle(null, 3);
      inner = cycle(inner, 2);
      inner = cycle(inner, 1);
      const orch = agent('Invoke Agent (orchestrator)', { prompt: instr }, null, [
        llm('Model invoke', { messages: '[...]' }, { content: [{ text: 'Checking the source file before delegating.' }, { toolUse: { name: 'shell', input: { command: 'sqlite3 logbooks.sqlite ".tables"' } } }] }, [], { metadata: { 'gen_ai.system': 'strands-agents' } }),
        tool('Tool: shell', { command: 'sqlite3 logbooks.sqlite ".tables"' }, `entries       keepers       stations      weather_obs\n-- ${R.ms(3, 40)} ms, file mtime ${R.syslog()}, inode ${R.int(100000, 999999)}`),
        llm('Model invoke', { messages: '[...]' }, { content: [{ text: plan }, { toolUse: { name: 'migration_agent', input: { query: instr } } }] }, [], { metadata: { 'gen_ai.system': 'strands-agents' } }),
        tool('Tool: migration_agent', { query: instr }, { status: 'error' }, { children: [inner], error: 'tool returned error status' }),
      ]);
      return agent('strands.agent', { prompt: instr }, { stop_reason: 'end_turn', message: 'The migration could not be completed.' }, [orch], { metadata: { 'service.name': 'logbook-migrator', 'trace.id': R.hex(32) } });
    },
  },
  {
    n: '06', domain: 'sign-language interpreter rostering', style: 'Letta (multi-agent send_message_to_agent_and_wait_for_reply)',
    isolates: 'The rostering agent messages a "scheduler" agent, which messages a "booking" agent, which messages the scheduler again, each paraphrasing the request to fill Friday\'s court booking; no availability is ever queried.',
    stagnation: false,
    goal: 'Find two BSL interpreters for Friday 09:30-16:00 at Truro Crown Court (case 24/0771) and confirm the booking with the court clerk.',
    build(R) {
      const step = (agentName, innerThought, to, message, inner) => agent(`Letta agent step: ${agentName}`, { agent_id: 'agent-' + R.uuid() }, null, [
        llm('LLM call', { model: 'gpt-4o-mini', messages: '[...core memory, recall...]' }, { inner_thoughts: innerThought, tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message, other_agent_id: to }) } }, [], { metadata: { step_id: 'step-' + R.uuid(), usage: R.tokens([2000, 4000]) } }),
        tool('send_message_to_agent_and_wait_for_reply', { message, other_agent_id: to }, inner ? { status: 'Failed', message: 'no reply within timeout', time: R.isoLocal('-08:00') } : null, inner ? { children: [inner], error: 'TimeoutError: other agent did not reply' } : { error: 'Max chaining steps reached (10)' }),
      ]);
      const a4 = step('booking', 'The scheduler owns the rota; asking it to place the Truro court job.', 'agent-scheduler', 'Please put two BSL interpreters on the rota for Truro Crown Court, Fri 09:30-16:00.', null);
      const a3 = step('scheduler', 'Bookings like this go through the booking agent, which talks to the court.', 'agent-booking', 'Court job: 2x BSL, Truro Crown Court, Friday 09:30-16:00, case 24/0771 - can you book it?', a4);
      const a2 = step('booking', 'I should check the rota before booking, and the scheduler owns the rota.', 'agent-scheduler', 'Need 2 interpreters (BSL) Friday 09:30-16:00 at Truro Crown Court. Can you arrange?', a3);
      const a1 = step('scheduler', 'Court assignments are confirmed by the booking agent; handing over.', 'agent-booking', 'Hi - please handle the Truro Crown Court request (2x BSL, Fri 09:30-16:00).', a2);
      const root = step('roster-desk', 'The user wants two interpreters. Core memory says scheduling is delegated to agent-scheduler.', 'agent-scheduler', 'Find two BSL interpreters for Friday 09:30-16:00 at Truro Crown Court (case 24/0771) and confirm with the clerk.', a1);
      root.children.unshift(tool('core_memory_search', { query: 'court bookings' }, `Found 2 results: "Court work: interpreters must hold NRCPD reg + DBS" (2024-02-11), "Delegate rota to agent-scheduler" (${R.iso().slice(0, 10)})`));
      return agent('letta.run', { agent: 'roster-desk', message: 'Two BSL interpreters Friday 09:30-16:00 Truro Crown Court 24/0771, confirm with clerk.' }, { stop_reason: 'max_steps', messages: [] }, [root], { metadata: { letta_version: '0.6.x', run_id: 'run-' + R.uuid() } });
    },
  },
];
