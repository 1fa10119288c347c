import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'restated_user_question';
export const LOOP = true;
export const scenarios = [
// 01 silversmiths — OpenAI Agents SDK (agent / response / function spans)
{ domain: 'silversmith commission workshop', style: 'OpenAI Agents SDK', build(c) {
  const goal = 'Book the christening cup commission (order SW-2291) in for hallmarking and submit it to the assay office.';
  const qs = [
    'Before I submit SW-2291, which assay office mark would you like on the cup — London leopard, Sheffield rose, Birmingham anchor or Edinburgh castle?',
    'Just to confirm: for the hallmark on the christening cup, which town mark should the assay office strike?',
    'Sorry to double-check — do you want the Sheffield rose or a different assay office mark on SW-2291?',
    'One more confirmation on the hallmark: which assay office should apply its mark to the cup?',
  ];
  const ans = ['Sheffield rose, please.', 'Sheffield. The rose.', 'Yes, Sheffield rose — as I said.', 'SHEFFIELD. Please just submit it.'];
  const kids = [];
  kids.push(S('response', 'POST /v1/responses', { model: 'gpt-4o-2024-08-06', input: [{ role: 'user', content: goal }] },
    { id: 'resp_' + c.alnum(20), output: [{ type: 'function_call', name: 'get_order', arguments: '{"order_id":"SW-2291"}', call_id: c.callId() }], usage: { input_tokens: 812, output_tokens: 24 } }, { metadata: { span_type: 'response', ...tIso(c) } }));
  kids[0].type = 'llm';
  kids.push(tool('get_order', '{"order_id":"SW-2291"}', JSON.stringify({ order_id: 'SW-2291', item: 'christening cup, 925 sterling, 186g', maker_mark: 'R.H&Co', engraving: 'Isla 12.iv', assay_status: 'not_sent', bench: 'B3', updated_at: c.isoOff(1) }), { span_type: 'function', ...tIso(c) }));
  qs.forEach((q, i) => {
    kids.push(llm('POST /v1/responses', { model: 'gpt-4o-2024-08-06', previous_response_id: 'resp_' + c.alnum(20) },
      { output: [{ type: 'reasoning', summary: [{ text: 'I need the assay office mark before submitting. I should ask the customer which assay office mark they want.' }] }, { type: 'function_call', name: 'ask_customer', arguments: JSON.stringify({ question: q }), call_id: c.callId() }], usage: { input_tokens: 1040 + i * 96, output_tokens: 61 } }, { span_type: 'response', ...tIso(c) }));
    kids.push(tool('ask_customer', JSON.stringify({ question: q }), JSON.stringify({ reply: ans[i], channel: 'whatsapp', received_at: c.tick(c.int(20000, 90000)) && c.isoNoMs(), msg_id: 'wamid.' + c.alnum(28) }), { span_type: 'function', ...tIso(c, c.ms(15000, 80000)) }));
  });
  return { isolates: 'The agent asks the customer for the hallmark four times in different words, always gets "Sheffield rose", and never calls the submit tool.', stagnation: true, goal,
    root: agent('Workshop Assistant', { input: goal }, { error: 'MaxTurnsExceeded: max_turns=12' }, kids, { span_type: 'agent', handoffs: ['Engraving Desk'], tools: ['get_order', 'ask_customer', 'submit_assay_request'], output_type: 'str', trace_id: 'trace_' + c.hex(32) }) };
} },
// 02 kefir dairy subscriptions — LangGraph / LangSmith run tree
{ domain: 'kefir dairy subscription box', style: 'LangSmith / LangGraph', build(c) {
  const goal = 'Customer #48812 wants to pause the weekly kefir box for August. Apply the pause.';
  const ai = [
    'To pause correctly I need to know: should the pause start with the delivery on Thursday 1 August or the one after?',
    'Could you confirm which August delivery should be the first one skipped — the 1st of August?',
    'Just so I get it right, is Thursday 1 August the first delivery you want paused?',
  ];
  const hu = ['From 1 August, all of August.', 'Yes, the 1st.', 'Yes 1 August, whole month.'];
  const kids = [chain('load_subscription', { customer_id: 48812 }, { plan: 'weekly-kefir-1L-x3', next_delivery: '2024-08-01', status: 'active', version: c.int(40, 90) }, [
    tool('subscriptions_api', { method: 'GET', url: '/v2/customers/48812/subscription' }, { status: 200, headers: { 'x-request-id': c.uuid(), date: c.http(), 'x-ratelimit-remaining': String(c.int(100, 900)) }, body: { id: 'sub_' + c.alnum(14), frequency: 'weekly', next_delivery: '2024-08-01', cold_chain_route: 'R-' + c.int(10, 40) } }, { ls_run_id: c.uuid(), ...tIso(c) })], { langgraph_node: 'load_subscription', langgraph_step: 1 })];
  ai.forEach((a, i) => {
    kids.push(chain('agent', { messages_len: 3 + i * 2 }, null, [llm('ChatAnthropic', { messages: [{ type: 'system', content: 'You manage dairy subscriptions. Confirm details with the customer before changes.' }, { type: 'human', content: goal }] },
      { generations: [[{ text: a, message: { type: 'ai', content: a, tool_calls: [] } }]], llm_output: { usage: { input_tokens: 900 + 140 * i, output_tokens: 38 } } }, { ls_model_name: 'claude-3-5-sonnet-20240620', ls_provider: 'anthropic', ...tIso(c) })], { langgraph_node: 'agent', langgraph_step: 2 + i * 2, langgraph_triggers: ['branch:human:__self__'] }));
    kids.push(chain('human', { interrupt: { value: a, resumable: true, ns: ['human:' + c.uuid()] } }, { messages: [{ type: 'human', content: hu[i] }] }, [], { langgraph_node: 'human', langgraph_step: 3 + i * 2, checkpoint_id: c.uuid(), ...tIso(c, c.ms(30000, 200000)) }));
  });
  return { isolates: 'A LangGraph human node is asked three times, in new words, which delivery starts the pause; the answer is always 1 August and the pause tool is never called.', stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' }, kids, { ls_run_type: 'chain', thread_id: c.uuid(), revision_id: 'v' + c.hex(7) }) };
} },
// 03 passport photo kiosks — Vercel AI SDK ai.* spans
{ domain: 'passport photo kiosk support', style: 'Vercel AI SDK (ai.* OpenTelemetry)', build(c) {
  const goal = 'Kiosk PPK-0417 at Leeds station printed a blank sheet for a customer; issue a reprint voucher to the customer.';
  const qs = ['Can you tell me the email address the reprint voucher should go to?', 'Which email should I send the voucher code to?', 'To send the voucher, what email address should I use?', 'Please confirm the email address for the reprint voucher.'];
  const a = 'It is on the ticket: m.okafor@example.net';
  const steps = [];
  steps.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: goal + ' Ticket #T-88213 from m.okafor@example.net' }] }]) },
    { 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: c.callId(), toolName: 'kioskStatus', args: '{"kioskId":"PPK-0417"}' }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'gen_ai.usage.input_tokens': 640, ...tOtel(c) }));
  steps.push(tool('ai.toolCall', { 'ai.toolCall.name': 'kioskStatus', 'ai.toolCall.args': '{"kioskId":"PPK-0417"}' }, { 'ai.toolCall.result': JSON.stringify({ kioskId: 'PPK-0417', firmware: '5.12.3', printer: 'DNP DS620A', ribbon_remaining: 0, last_job: { id: c.jobId('pj'), status: 'PRINTED_BLANK', at: c.syslog() }, heartbeat: c.isoNoMs() }) }, { 'ai.toolCall.id': c.callId(), ...tOtel(c) }));
  qs.forEach((q, i) => {
    steps.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…' + (4 + i * 2) + ' messages…]' }, { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: c.callId(), toolName: 'askAgent', args: JSON.stringify({ question: q }) }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o-mini', 'gen_ai.usage.input_tokens': 700 + i * 80, ...tOtel(c) }));
    steps.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askAgent', 'ai.toolCall.args': JSON.stringify({ question: q }) }, { 'ai.toolCall.result': JSON.stringify({ answer: i === 3 ? 'm.okafor@example.net — same as the last three times' : a, operator: 'desk-7', answered_at: c.iso() }) }, { ...tOtel(c, c.ms(10000, 60000)) }));
  });
  return { isolates: 'The model asks the human operator for the voucher email four times with new wording, receives the same address each time, and never calls issueVoucher.', stagnation: true, goal,
    root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '' }, steps, { 'ai.settings.maxSteps': 10, 'operation.name': 'ai.generateText support-bot', 'resource.name': 'support-bot' }) };
} },
// 04 banjo repair shop — CrewAI
{ domain: 'banjo repair shop bookings', style: 'CrewAI', build(c) {
  const goal = 'Schedule a neck reset for the customer\'s 1962 Vega banjo and give them a drop-off slot.';
  const thoughts = [
    'Thought: I need to know whether the customer wants the frets dressed at the same time before I pick a bench slot.\nAction: Ask question to coworker\nAction Input: {"coworker": "Customer Liaison", "question": "Does the customer want a fret dress along with the neck reset?", "context": "Vega 1962, neck reset quote 240 GBP"}',
    'Thought: I need to know whether the customer wants the frets dressed at the same time before I pick a bench slot.\nAction: Ask question to coworker\nAction Input: {"coworker": "Customer Liaison", "question": "Should the fret dress be included with the Vega neck reset?", "context": "need to size the bench slot"}',
    'Thought: I need to know whether the customer wants the frets dressed at the same time before I pick a bench slot.\nAction: Ask question to coworker\nAction Input: {"coworker": "Customer Liaison", "question": "Is a fret dress wanted too, or only the neck reset?", "context": "Vega banjo job"}',
  ];
  const replies = ['Yes, the customer wants the fret dress done as well (total 310 GBP).', 'Confirmed with customer: fret dress included.', 'As I said twice: neck reset + fret dress.'];
  const kids = [tool('Bench Calendar Tool', { week: '2024-W37' }, 'slots: Tue 10:00 (bench 2, 3h) | Wed 13:30 (bench 1, 5h) | Fri 09:00 (bench 2, 6h)\nfetched ' + c.sql() + ' from calendar-' + c.int(1, 3) + ' in ' + c.dur(), { crewai_tool: true, ...tLat(c) })];
  thoughts.forEach((t, i) => {
    kids.push(llm('LLM Call', { messages: [{ role: 'system', content: 'You are Workshop Scheduler. ...' }, { role: 'user', content: 'Current Task: ' + goal }] }, t, { model: 'gpt-4o', ...tLat(c) }));
    kids.push(S('agent', 'Customer Liaison', { task: JSON.parse(t.split('Action Input: ')[1]).question }, replies[i], { children: [llm('LLM Call', { messages: [{ role: 'user', content: 'Check the ticket notes' }] }, 'Thought: The ticket already says fret dress included.\nFinal Answer: ' + replies[i], { model: 'gpt-4o-mini' })], metadata: { delegated: true, ...tLat(c) } }));
  });
  return { isolates: 'A CrewAI scheduler asks its liaison coworker the same fret-dress question three times in new words; each answer is yes, and no slot is ever booked.', stagnation: true, goal,
    root: agent('Crew: banjo_workshop', { inputs: { instrument: 'Vega 1962', job: 'neck reset' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, [S('agent', 'Workshop Scheduler', { task: goal }, 'Agent stopped due to iteration limit or time limit.', { children: kids, metadata: { role: 'Workshop Scheduler', allow_delegation: true, max_iter: 7 } })], { crew_id: c.uuid(), process: 'sequential' }) };
} },
// 05 notary appointments — Claude Agent SDK transcript
{ domain: 'mobile notary appointments', style: 'Claude Agent SDK transcript', build(c) {
  const goal = 'Book a mobile notary visit for the power-of-attorney signing at 14 Elm Court and send the confirmation.';
  const asks = [
    'Which day should the notary come — you mentioned this week?',
    'Could you tell me the date you\'d like the notary visit on?',
    'What date works for the signing appointment?',
  ];
  const kids = [
    llm('assistant', { session_id: c.uuid(), message: { role: 'user', content: goal } }, { content: [{ type: 'text', text: 'Let me check which notaries cover Elm Court.' }, { type: 'tool_use', id: c.toolu(), name: 'mcp__notary__coverage', input: { postcode: 'LS6 2QD' } }] }, { model: 'claude-sonnet-4-20250514', uuid: c.uuid(), timestamp: c.iso() }),
    tool('mcp__notary__coverage', { postcode: 'LS6 2QD' }, { content: [{ type: 'text', text: JSON.stringify({ notaries: [{ id: 'NP-31', name: 'D. Haldane', travel_fee: 35 }, { id: 'NP-08', name: 'S. Iqbal', travel_fee: 40 }], cache: 'HIT', generated: c.iso() }) }] }, { tool_use_id: c.toolu(), timestamp: c.tick() && c.iso() }),
  ];
  asks.forEach((q, i) => {
    kids.push(llm('assistant', { parent_uuid: c.uuid() }, { content: [{ type: 'text', text: 'I have two notaries available. I still need the appointment date before booking.' }, { type: 'tool_use', id: c.toolu(), name: 'AskUserQuestion', input: { question: q } }] }, { model: 'claude-sonnet-4-20250514', uuid: c.uuid(), timestamp: c.tick() && c.iso(), usage: { input_tokens: 3100 + i * 210, output_tokens: 70 + i } }));
    kids.push(tool('AskUserQuestion', { question: q }, { content: [{ type: 'text', text: 'User answered: Thursday the 19th, any time after 2pm' }] }, { tool_use_id: c.toolu(), timestamp: c.tick(c.ms(20000, 90000)) && c.iso() }));
  });
  kids.push(llm('assistant', {}, { content: [{ type: 'text', text: 'I have two notaries available. I still need the appointment date before booking. Could you confirm the date once more?' }], stop_reason: 'end_turn' }, { model: 'claude-sonnet-4-20250514', timestamp: c.iso() }));
  return { isolates: 'The assistant asks for the appointment date three times (plus a fourth in its final text), always hears "Thursday the 19th", and never books.', stagnation: true, goal,
    root: agent('claude-agent-sdk session', { prompt: goal, cwd: '/home/notary-desk' }, { subtype: 'error_max_turns', num_turns: 9, total_cost_usd: 0.0841 }, kids, { session_id: c.uuid(), permission_mode: 'default' }) };
} },
// 06 crayfish farm — plain message-level trace
{ domain: 'signal crayfish farm wholesale', style: 'plain message-level (chat completions)', build(c) {
  const goal = 'Place tomorrow\'s live crayfish order for The Mill restaurant in the farm\'s order system.';
  const turns = [
    ['I can place it. How many kilos should the order be?', '12 kg, grade A.'],
    ['Thanks — just checking the weight: what quantity does The Mill want?', '12 kilos, grade A, like every Friday.'],
    ['Before I submit, what is the order size in kg?', 'Twelve. Kilograms. Grade A.'],
    ['Could you confirm how many kilograms of crayfish to send?', '12 kg!!'],
  ];
  const kids = [llm('chat.completions', { messages: [{ role: 'system', content: 'You are the order clerk for Beck Farm crayfish.' }, { role: 'user', content: goal }] }, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: c.callId(), type: 'function', function: { name: 'pond_stock', arguments: '{"grade":"A"}' } }] }, finish_reason: 'tool_calls' }] }, { model: 'gpt-4.1-mini', created: c.unix() }),
    tool('pond_stock', '{"grade":"A"}', 'pond  grade  kg_avail  last_trap\nP2    A      38.5      ' + c.sql() + '\nP4    A      21.0      ' + (c.tick(3600000) && c.sql()) + '\n(2 rows, ' + c.dur(3, 40) + ')', { tool_call_id: c.callId() })];
  turns.forEach(([q, a], i) => {
    kids.push(llm('chat.completions', { messages: '[' + (4 + i * 2) + ' messages]' }, { choices: [{ message: { role: 'assistant', content: q }, finish_reason: 'stop' }], id: 'chatcmpl-' + c.alnum(29) }, { model: 'gpt-4.1-mini', created: c.tick() && c.unix() }));
    kids.push(S('user', 'user_message', null, a, { metadata: { from: 'kitchen@themill.example', at: c.tick(c.ms(40000, 120000)) && c.iso() } }));
  });
  return { isolates: 'A plain chat trace where the clerk asks the order weight four times in new words and the user says 12 kg each time; the order tool is never called.', stagnation: true, goal, root: agent('order-clerk', { goal }, { status: 'abandoned', reason: 'conversation closed by user' }, kids, { conversation_id: c.uuid() }) };
} },
];
