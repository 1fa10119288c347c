import { agent, llm, tool, span, user } from './lib.mjs';

export const FAMILY = 'self_delegation_regress';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'Each agent hands the same task, near-verbatim, to a sub-agent, nested 3+ levels deep; nobody does the work.';

// nest(k, names, instr, style) builds the chain from inside out
function nest(k, levels, mk) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) inner = mk(i, levels[i], inner);
  return inner;
}

export const scenarios = [
  {
    n: 1, domain: 'xylophone bar tuning', style: 'OpenAI Agents SDK (handoffs)',
    isolates: 'Tuning agent hands "retune bar F5 to 698.46 Hz" to a handoff target that hands it on again, four levels, no measurement ever taken.',
    goal: 'Work out how much rosewood to remove from xylophone bar F5 so it sounds at 698.46 Hz.',
    build: (k) => nest(k, ['Tuning lead', 'Bar specialist', 'Bar specialist', 'Bar specialist', 'Bar specialist'], (i, name, inner) => agent(name, { input: 'Retune bar F5 to 698.46 Hz and tell me how much wood to remove.' }, inner ? { handoff: true } : { error: 'MaxTurnsExceeded' }, [
      span('llm', 'Response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'This needs the bar specialist. Handing off: retune bar F5 to 698.46 Hz and report how much wood to remove.' }] }, { type: 'function_call', name: 'transfer_to_bar_specialist', call_id: k.callId(), arguments: '{}' }] }, [], { metadata: { response_id: 'resp_' + k.hex(24) } }),
      ...(inner ? [span('handoff', 'Handoff', { from_agent: name, to_agent: 'Bar specialist' }, { ok: true }, [inner], { metadata: { 'openai.agents.span_type': 'handoff' } })] : []),
    ], { 'openai.agents.span_type': 'agent', depth: i })),
  },
  {
    n: 2, domain: 'flute school lesson timetable', style: 'CrewAI (hierarchical, delegate_work)',
    isolates: 'CrewAI coordinator delegates "build the autumn flute timetable" to a scheduler which delegates the same to itself via a coworker tool, four levels deep.',
    goal: 'Build the autumn lesson timetable for the 31 pupils of a flute school across 3 teachers.',
    build: (k) => nest(k, ['Coordinator', 'Timetable Scheduler', 'Timetable Scheduler', 'Timetable Scheduler'], (i, name, inner) => agent(name, { task: 'Build the autumn timetable for 31 flute pupils across 3 teachers.' }, inner ? { delegated: true } : { raw: 'Agent stopped due to iteration limit or time limit.' }, [
      llm('LLM call', { model: 'gpt-4o' }, `Thought: The timetable should be built by the Timetable Scheduler. I will delegate it.\nAction: Delegate work to coworker\nAction Input: {"task": "Build the autumn timetable for 31 flute pupils across 3 teachers", "context": "31 pupils, 3 teachers, autumn term", "coworker": "Timetable Scheduler"}`, { crew_agent: name }),
      ...(inner ? [span('tool', 'Delegate work to coworker', { coworker: 'Timetable Scheduler', task: 'Build the autumn timetable for 31 flute pupils across 3 teachers' }, null, [inner], { metadata: { delegation_id: k.uuid() } })] : []),
    ], { depth: i })),
  },
  {
    n: 3, domain: 'trombone rental fleet', style: 'LangGraph subgraphs',
    isolates: 'LangGraph "rental_ops" node invokes a subgraph with the same state and the same instruction; each subgraph calls itself again, three nested levels plus root, with no tool calls.',
    goal: 'Find which rental trombones are due back this week and send reminders to the renters.',
    build: (k) => nest(k, ['rental_ops', 'rental_ops:subgraph', 'rental_ops:subgraph:subgraph', 'rental_ops:subgraph:subgraph:subgraph'], (i, name, inner) => span(i === 0 ? 'agent' : 'chain', name, { messages: [user('Find trombones due back this week and remind renters.')] }, inner ? { messages: [] } : null, [
      llm('ChatOpenAI', { messages: [user('Find trombones due back this week and remind renters.')] }, { generations: [{ text: 'I will route this to the rental_ops subgraph to find trombones due back this week and remind renters.' }] }, { langgraph_node: 'router', langgraph_step: i + 1, checkpoint_ns: name }),
      ...(inner ? [inner] : []),
    ], { error: inner ? undefined : 'GraphRecursionError: Recursion limit of 25 reached', metadata: { langgraph_path: name, run_id: k.uuid() } })),
  },
  {
    n: 4, domain: 'cello luthier commissions', style: 'Claude Agent SDK (Task subagents)',
    isolates: 'Claude Agent SDK: main agent launches a Task subagent with the quote prompt; the subagent launches another Task with a reworded copy; four levels, no pricing file ever read.',
    goal: 'Draft a quote for a commissioned cello (Stradivari "Davidov" model, European spruce/maple) from the workshop price sheet.',
    build: (k) => {
      const prompts = ['Draft a quote for a Davidov-model cello using the workshop price sheet.', 'Please draft the quote for the Davidov cello commission from the price sheet.', 'Draft a Davidov cello quote based on the workshop price sheet.', 'Draft the quote for a Davidov-model cello from the price sheet.'];
      return nest(k, prompts, (i, p, inner) => agent(i ? 'subagent general-purpose' : 'main', { prompt: p }, inner ? { type: 'tool_result', content: '(pending)' } : { type: 'result', subtype: 'error_max_turns' }, [
        llm('assistant', { parent_tool_use_id: i ? k.toolUseId() : null }, { content: [{ type: 'text', text: 'I will delegate drafting the quote to a subagent.' }, { type: 'tool_use', id: k.toolUseId(), name: 'Task', input: { description: 'Draft cello quote', prompt: prompts[Math.min(i + 1, 3)], subagent_type: 'general-purpose' } }] }, { model: 'claude-sonnet-4-20250514', session_id: k.uuid() }),
        ...(inner ? [span('tool', 'Task', { description: 'Draft cello quote', prompt: prompts[Math.min(i + 1, 3)] }, null, [inner], {})] : []),
      ], { depth: i }));
    },
  },
  {
    n: 5, domain: 'parasol beach rental', style: 'AutoGen / AG2 nested chats',
    isolates: 'AG2 nested chats: the beach ops agent starts a nested chat asking a helper to allocate parasols for Saturday, the helper starts its own nested chat with the same request, three levels deep.',
    goal: 'Allocate the 120 parasols across the four beach zones for Saturday given the pre-bookings.',
    build: (k) => nest(k, ['beach_ops', 'allocation_helper', 'allocation_helper_2', 'allocation_helper_3'], (i, name, inner) => agent(name, { message: 'Allocate the 120 parasols across zones A-D for Saturday based on pre-bookings.' }, inner ? { summary: '' } : { termination: 'max_consecutive_auto_reply' }, [
      llm('assistant', { messages: [{ role: 'user', content: 'Allocate the 120 parasols across zones A-D for Saturday based on pre-bookings.' }] }, { content: 'I will ask the allocation helper to allocate the 120 parasols across zones A-D for Saturday based on pre-bookings.' }, { autogen_agent: name, model: 'gpt-4o-mini', cost: +(k.r() * 0.003).toFixed(5) }),
      ...(inner ? [span('chain', 'initiate_chats(nested)', { recipient: 'allocation_helper', summary_method: 'last_msg' }, null, [inner], { metadata: { chat_id: k.int(1e8, 9e8) } })] : []),
    ])),
  },
  {
    n: 6, domain: 'pergola installer site survey', style: 'Bedrock Agents (multi-agent collaboration)',
    isolates: 'Bedrock supervisor agent invokes a collaborator with the survey task, which invokes itself as collaborator again, three nested levels, each orchestration trace with the same rationale.',
    goal: 'Produce the site survey checklist and material list for a 4x3 m aluminium pergola install at 7 Elm Close.',
    build: (k) => nest(k, ['SupervisorAgent', 'SurveyCollaborator', 'SurveyCollaborator', 'SurveyCollaborator'], (i, name, inner) => agent(`InvokeAgent ${name}`, { inputText: 'Produce site survey checklist and material list for 4x3m aluminium pergola at 7 Elm Close.', sessionId: k.hex(12) }, inner ? { completion: '' } : { error: 'throttlingException: max recursion depth' }, [
      llm('orchestrationTrace.modelInvocationOutput', { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }, { rationale: { text: 'The user wants a survey checklist and material list for the pergola. I will ask SurveyCollaborator to produce it.' }, invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: 'SurveyCollaborator', input: { text: 'Produce site survey checklist and material list for 4x3m aluminium pergola at 7 Elm Close.' } } } }, { traceId: k.uuid() + '-' + i }),
      ...(inner ? [inner] : []),
    ], { agentAliasId: k.b62(10).toUpperCase(), depth: i })),
  },
];
