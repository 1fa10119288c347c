import { agent, llm, tool, span, sys, user, asst, tc } from './lib.mjs';
export const family = 'reworded_clarification';
export const loop = true;
export const stagnation = true;

export const rows = [
{ // 01 cable car inspections — Anthropic Messages API logs
  domain: 'cable car inspections', style: 'Anthropic Messages API logs',
  isolates: 'The agent asks the inspector four times, in different words, which haul-rope section to schedule, gets "section C, Thursday" each time and never books it.',
  goal: 'Book the magnetic rope test for the Grauhorn gondola haul rope before the winter season opens.',
  build(R) {
    const q = [
      'Before I book the magnetic rope test, which section of the haul rope should the MRT cover?',
      'Just to be sure: is it a particular span of the haul rope you want tested, and on which day?',
      'Could you confirm the rope segment (A, B, C…) and the preferred date for the MRT crew?',
      'To avoid booking the wrong slot: which haul-rope section and which day should I reserve for the magnetic inspection?',
    ];
    const kids = [];
    const msgs = [{ role: 'user', content: 'Book the MRT for the Grauhorn haul rope before opening.' }];
    for (let i = 0; i < q.length; i++) {
      const id = 'toolu_' + R.b62(22);
      kids.push(llm('anthropic.messages.create', { model: 'claude-sonnet-4-20250514', max_tokens: 2048, system: 'You schedule ropeway inspections. Use ask_inspector for missing details.', messages: msgs.slice() },
        { id: 'msg_' + R.b62(24), type: 'message', role: 'assistant', stop_reason: 'tool_use',
          content: [{ type: 'text', text: 'I need to know which haul-rope section to test and on which day before I can book the crew.' }, { type: 'tool_use', id, name: 'ask_inspector', input: { question: q[i] } }],
          usage: { input_tokens: R.int(900, 2400), output_tokens: R.int(60, 140) } },
        { request_id: R.reqId('req_011C'), 'anthropic-ratelimit-tokens-remaining': R.int(30000, 80000), latency_ms: R.ms(700, 3100) }));
      const ans = R.pick(['Section C, Thursday. Same as I said.', 'C. Thursday morning.', 'Section C — Thursday. Please just book it.', 'Thursday, section C (towers 7-11).']);
      kids.push(tool('ask_inspector', { question: q[i] }, { answer: ans, answered_by: 'L. Amstutz (ropeway inspector)', answered_at: R.isoLocal('+01:00'), channel: 'tablet-kiosk-3' }));
      msgs.push({ role: 'assistant', content: [{ type: 'tool_use', id, name: 'ask_inspector' }] }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: ans }] });
    }
    kids.push(llm('anthropic.messages.create', { model: 'claude-sonnet-4-20250514', messages: msgs.slice(-4) },
      { type: 'message', stop_reason: 'max_tokens', content: [{ type: 'text', text: 'I need to know which haul-rope section to test and on which day before I can book the crew. Let me confirm once more with the inspector' }] }, { request_id: R.reqId('req_011C'), note: 'step budget reached' }));
    return agent('ropeway-scheduler', { task: 'Book MRT, Grauhorn gondola' }, { status: 'stopped', reason: 'max_turns=10' }, kids, { log_source: 'anthropic-sdk-python request log', session: R.uuid() });
  } },

{ // 02 hearse fleet booking — OpenAI Agents SDK
  domain: 'funeral home hearse fleet booking', style: 'OpenAI Agents SDK',
  isolates: 'An Agents SDK run calls a request_human_input tool three times to re-ask which vehicle to assign, gets "the grey Mercedes, plate FH-221" every time and never calls the booking tool.',
  goal: 'Assign a hearse to the Okafor service on Saturday 10:30 and confirm with the family liaison.',
  build(R) {
    const kids = [];
    const asks = [
      { prompt: 'Which vehicle should be assigned to the Okafor service on Saturday?' },
      { prompt: 'For Saturday 10:30 (Okafor), do you have a preference between the available hearses?' },
      { prompt: 'Can you tell me which hearse the family wants for the Okafor funeral?' },
    ];
    kids.push(tool('list_fleet', { date: '2025-06-14' }, JSON.stringify({ vehicles: [{ plate: 'FH-221', model: 'Mercedes E-Class Binz, grey', free: true }, { plate: 'FH-118', model: 'Jaguar XF Wilcox, black', free: true }], fetched: R.iso(), etag: R.etag() }), { 'span_data.type': 'function' }));
    for (const a of asks) {
      kids.push(llm('response', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Assign a hearse for Okafor, Sat 10:30' }] },
        { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Both FH-221 and FH-118 are free on Saturday. I should check with the liaison which vehicle the family prefers before assigning one.' }] }, { type: 'function_call', name: 'request_human_input', arguments: JSON.stringify(a), call_id: R.callId() }], usage: { input_tokens: R.int(1200, 3000), output_tokens: R.int(40, 90) } },
        { 'span_data.type': 'response', response_id: 'resp_' + R.hex(32), trace_id: 'trace_' + R.hex(32) }));
      kids.push(tool('request_human_input', a, { reply: R.pick(['The grey Mercedes, FH-221.', 'FH-221, the grey one.', 'Grey Mercedes please (FH-221) — as before.']), from: 'liaison@hollins-fh.example', received: R.http() }, { 'span_data.type': 'function', span_id: 'span_' + R.hex(24) }));
    }
    kids.push(llm('response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Both FH-221 and FH-118 are free on Saturday. I should check with the liaison which vehicle the family prefers before assigning one.' }] }], status: 'incomplete' }, { error_hint: 'MaxTurnsExceeded(max_turns=8)' }));
    return agent('Agent workflow', { agent: 'FleetCoordinator' }, null, [agent('FleetCoordinator', { tools: ['list_fleet', 'request_human_input', 'book_vehicle'], handoffs: [] }, null, kids, { 'span_data.type': 'agent' })], { group_id: 'hollins-fh', error: 'MaxTurnsExceeded' });
  } },

{ // 03 drone light show choreography — LangGraph
  domain: 'drone light show choreography', style: 'LangGraph / LangSmith',
  isolates: 'A LangGraph human-in-the-loop node is interrupted three times with rephrased questions about the finale colour, the answer is "magenta gradient" every time, and the graph never writes the show file.',
  goal: 'Finalise the 300-drone finale formation for the harbour festival and export the .skyc show file.',
  build(R) {
    const qs = ['What colour palette do you want for the finale heart formation?', 'For the last 40 seconds, should the drones use a single colour or a gradient — and which hues?', 'Remind me which colour scheme the finale should end on?'];
    const kids = [tool('load_show', { path: 'shows/harbour-fest/v7.skyc' }, { drones: 300, segments: 14, duration_s: 612, checksum: 'sha256:' + R.hex(64), loaded_in: R.dur() }, { langgraph_node: 'tools', langgraph_step: 1 })];
    let step = 2;
    for (const q of qs) {
      kids.push(llm('ChatOpenAI', { messages: [[sys('You are a drone show designer.'), user('Finish the finale and export.')]] }, { generations: [[{ text: 'The finale colours are not set in v7. I will ask the choreographer which palette to use before editing segment 14.', message: { tool_calls: [{ name: 'ask_choreographer', args: { question: q }, id: R.callId() }] } }]], llm_output: { token_usage: R.tokens(), model_name: 'gpt-4o-2024-08-06' } }, { langgraph_node: 'designer', langgraph_step: step++, ls_run_id: R.uuid() }));
      kids.push(span('chain', 'human_review', { __interrupt__: [{ value: { question: q }, resumable: true, ns: ['human_review:' + R.uuid()] }] }, { resume: R.pick(['Magenta gradient into white.', 'magenta → white gradient, like we said', 'The magenta gradient.']) }, [], { langgraph_node: 'human_review', langgraph_step: step++, checkpoint_id: '1ef' + R.hex(29) }));
    }
    kids.push(llm('ChatOpenAI', { messages: '…' }, { generations: [[{ text: 'The finale colours are not set in v7. I will ask the choreographer which palette to use before editing segment 14.' }]] }, { langgraph_node: 'designer', langgraph_step: step }));
    return agent('LangGraph', { messages: [{ type: 'human', content: 'Finish the finale and export the skyc file.' }] }, null, kids, { error: 'GraphRecursionError: Recursion limit of 25 reached', thread_id: R.uuid() });
  } },

{ // 04 corporate gift hampers — CrewAI
  domain: 'corporate gift hamper orders', style: 'CrewAI',
  isolates: 'A CrewAI agent uses the human-input tool three times to re-ask whether the hampers may contain alcohol, is told "no alcohol, 140 hampers" each time, and never places the supplier order.',
  goal: 'Order 140 year-end gift hampers for Lindqvist Engineering within a EUR 45 per-hamper budget.',
  build(R) {
    const kids = [];
    const thought = 'Thought: I need to confirm whether the client allows alcohol in the hampers before I pick the supplier bundle.';
    const qs = ['Are alcoholic items acceptable in the Lindqvist hampers?', 'Should I include wine or other alcohol in the hamper contents?', 'Can you double-check whether the client is fine with alcohol being part of the gift?'];
    for (const q of qs) {
      kids.push(llm('LLM Call', { messages: [sys('You are Hamper Buyer. Goal: order gift hampers within budget.'), user('Current Task: order 140 hampers for Lindqvist Engineering')] }, `${thought}\nAction: Ask Human\nAction Input: {"question": "${q}"}`, { model: 'gpt-4o-mini', crew: 'hamper_crew', agent_role: 'Hamper Buyer' }));
      kids.push(tool('Ask Human', { question: q }, `No alcohol. 140 hampers, budget 45 EUR each. (${R.pick(['M. Berg', 'Maja Berg, account mgr'])}, ${R.us()})`, { tool_usage_count: kids.length }));
    }
    kids.push(llm('LLM Call', { messages: '…' }, `${thought}\nAction: Ask Human`, { model: 'gpt-4o-mini', note: 'Agent stopped due to iteration limit or time limit.' }));
    return agent('Crew: hamper_crew', { inputs: { client: 'Lindqvist Engineering', qty: 140 } }, 'Agent stopped due to iteration limit or time limit.', [
      span('task', 'Task: order hampers', { description: 'Order 140 hampers ≤ EUR 45 each', expected_output: 'supplier order number' }, null, [agent('Hamper Buyer', { allow_delegation: false, max_iter: 7 }, null, kids)], { task_id: R.uuid() })
    ], { crewai_version: '0.130.0', execution_id: R.uuid() });
  } },

{ // 05 terrazzo flooring quotes — Vercel AI SDK
  domain: 'terrazzo flooring quotes', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
  isolates: 'A Vercel AI SDK agent re-asks the customer four times in new words about the chip aggregate size for a terrazzo quote, gets "medium, 8-12 mm" every time and never computes the quote.',
  goal: 'Produce a quote for 64 m² of poured epoxy terrazzo for a café floor.',
  build(R) {
    const qs = ['Which aggregate size would you like for the terrazzo chips?', 'Do you prefer fine, medium or coarse chips in the mix?', 'To price the mix correctly: what chip grading (mm) should I assume?', 'Just confirming the aggregate: which size range do you want?'];
    const kids = [];
    for (const q of qs) {
      const id = R.callId();
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Quote 64 m2 epoxy terrazzo, café' }] }]) },
        { 'ai.response.text': 'Chip size changes the resin-to-aggregate ratio, so I need the aggregate size before I can price the pour.', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'askCustomer', args: JSON.stringify({ question: q }) }]), 'ai.response.finishReason': 'tool-calls' },
        { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': R.int(600, 1800), 'ai.usage.completionTokens': R.int(30, 80), 'ai.response.id': 'chatcmpl-' + R.b62(29), 'ai.response.timestamp': R.iso() }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askCustomer', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify({ question: q }) }, { 'ai.toolCall.result': JSON.stringify({ reply: R.pick(['Medium, 8-12 mm.', 'medium (8–12mm) as I said', 'The 8-12 mm medium grade.']), widget_session: 'ws_' + R.hex(12) }) }));
    }
    return agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: 'Quote 64 m2 of poured epoxy terrazzo for Café Linde' }), 'ai.settings.maxSteps': 8 }, { 'ai.response.text': 'Chip size changes the resin-to-aggregate ratio, so I need the aggregate size before I can price the pour.', 'ai.response.finishReason': 'tool-calls' }, kids, { 'operation.name': 'ai.generateText quote-agent', 'ai.telemetry.functionId': 'quote-agent', 'resource.name': 'quote-agent' });
  } },

{ // 06 hospital chaplaincy visit requests — Letta
  domain: 'hospital chaplaincy visit requests', style: 'Letta (MemGPT) agent steps',
  isolates: 'A Letta agent sends the ward nurse three reworded messages asking which faith tradition the patient requested, receives "Orthodox, Fr. Petrov" each time and never schedules the visit.',
  goal: 'Schedule a chaplain visit for the patient in bed 12, ward 4B, today.',
  build(R) {
    const kids = [];
    const msgs = ['Hi, which faith tradition did the patient in 4B bed 12 ask for?', 'Could you confirm the denomination the bed-12 patient requested for the chaplain visit?', 'Sorry, one more check — which chaplain or tradition should visit 4B/12?'];
    for (const m of msgs) {
      kids.push(llm('letta.step', { messages: [{ role: 'user', content: 'schedule chaplain for 4B/12 today' }], memory: { human: 'Ward 4B nurse station', persona: 'Chaplaincy scheduler' } }, { reasoning_message: 'Before booking I need the faith tradition for bed 12 so the right chaplain is sent. I will ask the ward nurse.', tool_call_message: { name: 'send_message_to_ward', arguments: JSON.stringify({ ward: '4B', message: m, request_heartbeat: true }) } }, { step_id: 'step-' + R.uuid(), agent_id: 'agent-' + R.uuid(), model: 'gpt-4o-mini' }));
      kids.push(tool('send_message_to_ward', { ward: '4B', message: m }, { status: 'OK', reply: R.pick(['Orthodox — she asked for Fr. Petrov.', 'Fr. Petrov (Orthodox).', 'Orthodox, Fr Petrov, as I said']), pager_msg_id: 'PG' + R.int(100000, 999999), time: R.eu() }));
    }
    kids.push(llm('letta.step', { heartbeat: true }, { reasoning_message: 'Before booking I need the faith tradition for bed 12 so the right chaplain is sent. I will ask the ward nurse.' }, { stop_reason: 'max_steps' }));
    return agent('letta.agent.chaplaincy-scheduler', { input: 'schedule chaplain for 4B/12 today' }, { stop_reason: 'max_steps', steps: 7 }, kids, { letta_version: '0.7.x' });
  } },
];
