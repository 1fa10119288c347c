import { agent, llm, tool, span, tcMsg } from './lib.mjs';
// Loop: the same clarifying question is re-asked in new words, the answer never changes and is never acted on.
export const scenarios = [
  // 01 harpsichord restoration, Claude Agent SDK transcript
  (r) => {
    const sid = r.uuid();
    const qs = [
      'Which temperament should the 1768 Kirckman be set to before I re-voice the upper 8\' register?',
      'Just to be sure: do you want a historical unequal temperament or equal temperament for this instrument?',
      'Before I write the tuning plan, can you confirm the temperament and the pitch standard you want?',
      'One more check so I do not get it wrong - what temperament and reference pitch is the client expecting?',
    ];
    const kids = [];
    for (const q of qs) {
      kids.push(llm('claude-sonnet-4', { messages_tail: [{ role: 'user', content: kids.length ? 'Vallotti, A=415. As I said.' : 'Prepare a tuning and voicing plan for the Kirckman.' }] },
        { content: [{ type: 'thinking', thinking: 'The temperament determines every pin setting, so I should confirm it with the user before writing anything.' }, { type: 'tool_use', id: r.toolu(), name: 'AskUserQuestion', input: { question: q } }], stop_reason: 'tool_use', usage: r.tokens(3100 + kids.length * 220, 90) },
        { session_id: sid, request_id: r.reqId('req_011C'), ts: r.iso() }));
      kids.push(tool('AskUserQuestion', { question: q }, { type: 'tool_result', content: 'Vallotti, A=415. As I said.', is_error: false }, { answered_at: r.iso(), latency_ms: r.ms(8000, 40000) }));
    }
    kids.push(llm('claude-sonnet-4', { note: 'max_turns reached' }, { content: [{ type: 'text', text: 'I want to make sure I have the temperament right before proceeding.' }], stop_reason: 'end_turn', usage: r.tokens(4200, 30) }, { session_id: sid, ts: r.iso() }));
    return {
      isolates: 'The agent re-asks which temperament to use four times in different words, always gets "Vallotti, A=415", and never writes the plan.',
      goal: 'Prepare a tuning and voicing plan for the 1768 Kirckman double-manual harpsichord.', stagnation: true,
      root: agent('claude-agent-sdk session', { prompt: 'Prepare a tuning and voicing plan for the Kirckman.', cwd: '/home/restorer/kirckman-1768', permission_mode: 'default' },
        { subtype: 'error_max_turns', num_turns: 9, total_cost_usd: 0.0871, duration_ms: r.ms(90000, 200000) }, kids, { session_id: sid, model: 'claude-sonnet-4-20250514' }),
    };
  },
  // 02 sea-salt smokery, Vercel AI SDK spans
  (r) => {
    const kids = [];
    const asks = [
      { question: 'Which oak chip lot should batch SS-0412 be cold-smoked with?' },
      { question: 'For SS-0412, do you want lot OK-77 (French oak) or something else for the smoke?' },
      { question: 'Can you tell me which wood lot goes on the Flaky Maldon-style batch SS-0412?' },
    ];
    kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getBatch', 'ai.toolCall.args': '{"batchId":"SS-0412"}' }, { 'ai.toolCall.result': JSON.stringify({ batchId: 'SS-0412', kg: 42.5, brine_salinity_pct: 26.1, dried_at: r.isoOff(), smoker: 'cold-2', wood_lot: null }) }, { 'ai.toolCall.id': r.callId(), 'operation.name': 'ai.toolCall' }));
    for (const a of asks) {
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[{"role":"system","content":"You schedule smokehouse runs."},...]' },
        { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: r.callId(), toolName: 'askOperator', args: JSON.stringify(a) }]), 'ai.response.finishReason': 'tool-calls' },
        { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.usage.promptTokens': r.int(900, 1400), 'ai.usage.completionTokens': r.int(30, 60), 'ai.response.id': 'chatcmpl-' + r.b62(29), 'ai.response.timestamp': r.iso() }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askOperator', 'ai.toolCall.args': JSON.stringify(a) }, { 'ai.toolCall.result': JSON.stringify({ answer: 'OK-77, like I said. Start it.', operator: 'maren.h', channel: 'tablet-smokehouse', at: r.epochMs() }) }, { 'ai.toolCall.id': r.callId() }));
    }
    kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Before scheduling SS-0412 I need to confirm the wood lot with the operator.', 'ai.response.finishReason': 'length' }, { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.response.timestamp': r.iso() }));
    return {
      isolates: 'The operator answers "OK-77" three times to reworded questions about the wood lot; the smoke run is never scheduled.',
      goal: 'Schedule cold-smoking for sea-salt batch SS-0412 on smoker cold-2.', stagnation: false,
      root: agent('ai.generateText', { 'ai.prompt': 'Schedule cold smoking for batch SS-0412.' }, { 'ai.response.finishReason': 'length' }, kids, { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 8, 'ai.telemetry.functionId': 'smokehouse-scheduler' }),
    };
  },
  // 03 avalanche-dog kennels, LangGraph with human interrupt node
  (r) => {
    const thread = r.uuid();
    const kids = [tool('get_roster', { kennel: 'Col du Lautaret' }, { dogs: [{ name: 'Fenn', cert: 'B', last_burial_drill: '2025-01-03' }, { name: 'Sura', cert: 'A', last_burial_drill: '2024-12-19' }, { name: 'Brixi', cert: 'C', last_burial_drill: null }], fetched: r.iso(), etag: r.etag() }, { langgraph_node: 'tools', langgraph_step: 1 })];
    const qs = ['Which dog should take Saturday\'s deep-burial drill at the 3 m pit?', 'Should the Saturday 3 m burial drill be run with Sura, or would you prefer Fenn?', 'To confirm the drill roster: is it Sura who goes in the deep pit on Saturday?'];
    qs.forEach((q, i) => {
      kids.push(llm('ChatAnthropic', { messages: [{ type: 'human', content: i ? 'Sura.' : 'Book the Saturday drill.' }] }, { generations: [{ text: '', message: { type: 'ai', tool_calls: [{ name: 'ask_handler', args: { question: q }, id: r.toolu() }] } }] }, { langgraph_node: 'agent', langgraph_step: 2 + i * 2, ls_model_name: 'claude-3-5-sonnet-20241022', run_id: r.uuid() }));
      kids.push(span('chain', 'human_review', { __interrupt__: [{ value: { question: q }, resumable: true, ns: ['human_review:' + r.uuid()] }] }, { resume: 'Sura.' }, [], { metadata: { langgraph_node: 'human_review', langgraph_step: 3 + i * 2, thread_id: thread, checkpoint_id: '1ef' + r.hex(13) } }));
    });
    kids.push(llm('ChatAnthropic', { messages: '...' }, { generations: [{ text: 'I will ask the handler which dog to assign before booking the pit.' }] }, { langgraph_node: 'agent', langgraph_step: 9, error_after: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.' }));
    return {
      isolates: 'The kennel agent asks the handler three reworded times which dog to assign and gets "Sura" every time without booking the drill.',
      goal: 'Book Saturday\'s deep-burial training drill at the kennel with a certified dog.', stagnation: false,
      root: agent('LangGraph', { messages: [{ type: 'human', content: 'Book the Saturday drill.' }] }, null, kids, { thread_id: thread, ls_run_type: 'chain', recursion_limit: 10, error: 'GraphRecursionError' }),
    };
  },
  // 04 rooftop apiary, OpenAI Agents SDK
  (r) => {
    const tr = 'trace_' + r.hex(32);
    const kids = [tool('get_hive_scale', { hive: 'R7-roof-Leadenhall' }, { hive: 'R7-roof-Leadenhall', weight_kg: 31.4, delta_24h_kg: -0.6, sampled: r.iso(), gateway: r.host('lora-gw') }, { span_type: 'function', span_id: 'span_' + r.hex(24) })];
    const qs = ['Do you want me to add a super to R7 now, or wait for the lime flow?', 'Is it OK if I hold off and not add the super to hive R7 today?', 'Should the R7 super go on this week or not?', 'Just confirming about R7 - add the super, yes or no?'];
    for (const q of qs) {
      kids.push(llm('response', { input: [{ role: 'user', content: 'Beekeeper replied: "Add it now. Tuesday visit."' }] }, { output: [{ type: 'function_call', name: 'ask_beekeeper', arguments: JSON.stringify({ question: q }), call_id: r.callId() }], usage: r.tokens(1500, 40) }, { span_type: 'generation', model: 'gpt-4.1', response_id: 'resp_' + r.hex(32) }));
      kids.push(tool('ask_beekeeper', JSON.stringify({ question: q }), 'Add it now. Tuesday visit.', { span_type: 'function', span_id: 'span_' + r.hex(24), started_at: r.iso() }));
    }
    return {
      isolates: 'The apiary agent keeps rephrasing whether to add a super to hive R7; the beekeeper says "add it now" each time and no visit is booked.',
      goal: 'Decide and schedule whether hive R7 on the Leadenhall roof gets an extra honey super this week.', stagnation: false,
      root: agent('Apiary planner', { input: 'Plan this week\'s R7 work.' }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, kids, { span_type: 'agent', trace_id: tr, workflow_name: 'apiary-weekly', tools: ['get_hive_scale', 'ask_beekeeper', 'book_visit'] }),
    };
  },
  // 05 ice hotel construction, AutoGen group chat with UserProxyAgent
  (r) => {
    const kids = [];
    const q = 'Before I order the blocks: what thickness do you want for the suite 14 dome walls?';
    const qs = [q, 'Before I order the blocks, what thickness do you want for the suite 14 dome walls?', 'Before I order the blocks: what wall thickness do you want for the suite 14 dome?'];
    kids.push(tool('lookup_ice_stock', { yard: 'Jukkasjärvi river yard' }, 'stock report ' + r.iso() + '\nblocks_available=412 size=170x80x60cm clarity=A harvest=' + r.job('HV') + '\n', { caller: 'planner' }));
    for (const x of qs) {
      kids.push(llm('planner', { messages: [{ role: 'user', name: 'site_lead', content: 'Order blocks for suite 14.' }] }, { content: 'The wall thickness decides the block count, so I need it first. ' + x, role: 'assistant', name: 'planner' }, { model: 'gpt-4o', cost: 0.0031, cache_hit: false, completion_id: 'chatcmpl-' + r.b62(29) }));
      kids.push(span('human', 'site_lead (UserProxyAgent)', { prompt: x }, { content: '60 cm. Same as every suite.', human_input_mode: 'ALWAYS' }, [], { metadata: { received_at: r.iso() } }));
    }
    kids.push(llm('planner', { messages: '...' }, { content: 'The wall thickness decides the block count, so I need it first.', role: 'assistant' }, { model: 'gpt-4o', note: 'max_round=8 reached' }));
    return {
      isolates: 'The planner asks for the dome wall thickness three times in near-identical words, hears "60 cm" each time, and never orders blocks.',
      goal: 'Order ice blocks for building suite 14 of the ice hotel.', stagnation: true,
      root: agent('GroupChatManager', { message: 'Order blocks for suite 14.', speaker_selection_method: 'round_robin' }, { summary: '', termination: 'max_round' }, kids, { autogen_version: '0.2.35', max_round: 8 }),
    };
  },
  // 06 rural broadband co-op, Griptape (not in brief list) structure/task events
  (r) => {
    const kids = [tool('CoopCrmTool.get_member', { values: { member_id: 'M-2291' } }, `{"member_id":"M-2291","name":"Heulwen Pryce","address":"Tyddyn Isaf, Llanfihangel","drop":"pole 44/7","ont_serial":"ALCL${r.hex(8).toUpperCase()}","status":"awaiting install"}`, { event: 'FinishActionsSubtaskEvent', timestamp: r.epoch() })];
    const qs = ['Which day suits you for the fibre drop install at Tyddyn Isaf?', 'Could you let me know a preferred date for the engineer to come to Tyddyn Isaf?', 'What date should we book the Tyddyn Isaf installation for?'];
    for (const q of qs) {
      kids.push(llm('PromptTask', { prompt_stack: { messages: [{ role: 'user', content: 'Book the install for member M-2291.' }] } }, { value: `Thought: I need the member's preferred date.\nActions: [{"tag":"ask1","name":"HumanInputTool","path":"ask","input":{"values":{"question":"${q}"}}}]` }, { event: 'FinishPromptEvent', model: 'gpt-4o-mini', token_count: r.int(700, 950) }));
      kids.push(tool('HumanInputTool.ask', { values: { question: q } }, 'Thursday the 14th, any time after 10.', { event: 'FinishActionsSubtaskEvent', timestamp: r.epoch() }));
    }
    kids.push(tool('CoopCrmTool.list_slots', { values: { engineer: 'any' } }, '{"slots":[]} (cache age 0s)', { event: 'FinishActionsSubtaskEvent', error_hint: 'called without date' }));
    return {
      isolates: 'The co-op agent re-asks the member three ways for a preferred install day, always gets "Thursday the 14th", and never books that slot.',
      goal: 'Book the fibre installation visit for co-op member M-2291.', stagnation: false,
      root: agent('Agent (griptape)', { input: 'Book the install for member M-2291.' }, { output: 'Max subtasks reached.' }, kids, { framework: 'griptape 0.30', structure_id: r.hex(32), max_subtasks: 8 }),
    };
  },
];
