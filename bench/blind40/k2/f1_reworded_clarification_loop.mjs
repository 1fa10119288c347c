import { agent, llm, tool, chain, sys, usr, asst, tc, usage } from './lib.mjs';
export const family = 'reworded_clarification_loop';
export const loop = true;
export const summary = 'Agent asks the user (or a human-input tool) the same question in new words 3+ times, gets the same answer each time, never acts on it.';
export const rows = [
{ domain: 'moat dredging', style: 'OpenAI Agents SDK',
  isolates: 'Dredging planner asks which moat section to schedule four times in different words; the user answers "north arm" every time and no schedule is ever created.',
  goal: 'Book the suction dredger for the castle moat section that has the worst silt build-up and send the crew a start time.',
  stagnation: false,
  build: (R) => {
    const qs = ['Which stretch of the moat should the dredger start on?', 'Just to be sure: is there a particular section of the moat you want dredged first?', 'Could you confirm the part of the moat (north, east, south or west arm) you are referring to?', 'Before I book anything, which arm of the moat did you mean exactly?'];
    const kids = [tool('get_silt_survey', { site: 'Harrowgate Castle', survey: 'latest' }, { survey_id: 'SV-' + R.int(1000, 9999), taken_at: R.isoNoMs(), depth_cm: { north: 71, east: 38, south: 22, west: 44 }, instrument: 'echo-sounder ES-4 fw 2.11.3' })];
    for (const q of qs) {
      R.tick();
      kids.push(llm('generation', { model: 'gpt-4.1', input: [usr('book dredging where the silt is worst')] }, { output: [{ type: 'function_call', name: 'ask_user', call_id: R.callId(), arguments: JSON.stringify({ question: q }) }] }, { span_data: { type: 'generation' }, usage: usage(R) }));
      kids.push(tool('ask_user', { question: q }, { answer: 'The north arm, the one by the gatehouse. It has the most silt.', answered_at: R.iso() }, { span_data: { type: 'function' } }));
    }
    kids.push(llm('generation', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'I need one more confirmation of the moat section before booking the dredger.' }] }] }, { span_data: { type: 'generation' } }));
    return agent('Dredge Scheduler', { input: 'Book the dredger for the worst section' }, { final_output: null, error: 'MaxTurnsExceeded: max_turns=10' }, kids, { span_data: { type: 'agent', handoffs: [], tools: ['get_silt_survey', 'ask_user', 'book_dredger'] }, trace_id: 'trace_' + R.hex(32), group_id: R.uuid() });
  } },
{ domain: 'cactus nurseries', style: 'LangGraph (LangSmith run tree)',
  isolates: 'Repotting assistant keeps reasoning the same sentence and re-asks the grower for the pot size in new phrasings; the grower says 12 cm each time and no order is placed.',
  goal: 'Order terracotta pots for the Echinocactus seedlings that need repotting this week.',
  stagnation: true,
  build: (R) => {
    const kids = [tool('inventory_lookup', { genus: 'Echinocactus', status: 'needs_repot' }, JSON.stringify({ count: 214, bench: 'G3-B', last_repot: R.dmy(), row_version: R.int(100, 999) }), { ls_run_type: 'tool', run_id: R.uuid() })];
    const asks = ['What pot diameter do you want for these seedlings?', 'How wide should the new pots be?', 'Which size of terracotta pot should I order: 8, 10, 12 or 15 cm?', 'Can you tell me the pot size again so I order the right ones?'];
    for (const a of asks) {
      R.tick();
      kids.push(llm('ChatAnthropic', { messages: [[sys('You are the nursery ops assistant.'), usr('repot order please')]] }, { generations: [[{ text: 'I have the seedling count (214) but I am not sure about the pot size, so I should ask the grower for the pot size before ordering.\n' + a, generation_info: { stop_reason: 'tool_use' } }]] }, { ls_run_type: 'llm', ls_model_name: 'claude-3-5-sonnet-20241022', run_id: R.uuid() }));
      kids.push(tool('human_input', { prompt: a }, '12 cm, same as last spring.', { ls_run_type: 'tool', langgraph_node: 'ask_human', langgraph_step: kids.length, run_id: R.uuid() }));
    }
    return chain('LangGraph', { messages: [usr('Order pots for the Echinocactus repotting')] }, { messages: ['…'], __interrupt__: null }, [agent('repot_agent', {}, { status: 'recursion_limit', error: 'GraphRecursionError: Recursion limit of 12 reached' }, kids, { langgraph_node: 'agent' })], { ls_run_type: 'chain', thread_id: R.uuid() });
  } },
{ domain: 'radio quiz shows', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
  isolates: 'Quiz producer bot asks the host three times, in new words, whether the tie-break question can be reused; host answers yes each time and the running order is never updated.',
  goal: 'Update tonight\'s running order of the "Brain Drain" radio quiz with a tie-break question.',
  stagnation: false,
  build: (R) => {
    const kids = [];
    const qs = ['Is it OK to reuse last week\'s tie-break about the Humber Bridge?', 'Would you be fine with a repeat tie-break question, the Humber Bridge span one?', 'Quick check: no problem airing the Humber Bridge tie-break a second time?'];
    kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getRunningOrder', 'ai.toolCall.args': '{"show":"brain-drain","date":"tonight"}' }, { 'ai.toolCall.result': JSON.stringify({ slots: 9, version: R.etag(), tie_break: null, studio: 'Studio 2B', tx: '19:30 BST' }) }, { 'ai.toolCall.id': R.callId() }));
    for (const q of qs) {
      R.tick();
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([usr('add a tie-break to tonight')]) }, { 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: R.callId(), toolName: 'askHost', args: JSON.stringify({ message: q }) }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': R.int(800, 2000), 'ai.response.id': 'chatcmpl-' + R.b62(20), 'ai.response.timestamp': R.iso() }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askHost', 'ai.toolCall.args': JSON.stringify({ message: q }) }, { 'ai.toolCall.result': JSON.stringify({ reply: 'Yes, reuse it, listeners won\'t mind.', via: 'slack', ts: `${R.epoch()}.${R.int(100000, 999999)}` }) }, { 'ai.toolCall.id': R.callId() }));
    }
    kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Still need the host to sign off on the repeated tie-break before I edit the running order.', 'ai.response.finishReason': 'length' }, { 'ai.model.id': 'gpt-4o-mini' }));
    return agent('ai.generateText', { 'ai.prompt': 'Update tonight\'s running order with a tie-break', 'ai.settings.maxSteps': 8 }, { 'ai.response.text': '', 'ai.response.finishReason': 'length' }, kids, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'quiz-producer' });
  } },
{ domain: 'kelp drying', style: 'Anthropic Messages API logs',
  isolates: 'Kelp-drying scheduler restates the same reasoning verbatim and asks the shed manager the same rack question reworded three times; answer never changes, racks never booked.',
  goal: 'Allocate drying racks for the 2.4 tonne sugar kelp harvest arriving this afternoon.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    const qs = ['Should the sugar kelp go on the solar racks or the heated tunnel racks?', 'Which rack type do you want for this harvest, solar or heated tunnel?', 'For the 2.4 t of sugar kelp, are we using the solar racks or the tunnel?'];
    kids.push(tool('rack_status', { shed: 'Ardmore-2' }, { content: [{ type: 'text', text: `solar racks free: 31/40\ntunnel racks free: 12/24\nhumidity 67% @ ${R.syslog()}\nsensor gw fw=3.0.7 seq=${R.int(10000, 99999)}` }], is_error: false }, { tool_use_id: R.toolu() }));
    for (const q of qs) {
      R.tick();
      kids.push(llm('messages.create', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: [usr('allocate racks for the kelp')] }, { id: 'msg_01' + R.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Both rack types have capacity, so the choice depends on the manager\'s preference. I will ask which rack type to use before allocating.' }, { type: 'tool_use', id: R.toolu(), name: 'ask_manager', input: { question: q } }], stop_reason: 'tool_use', usage: { input_tokens: R.int(900, 3000), output_tokens: R.int(40, 90) } }, { 'request-id': 'req_01' + R.b62(22), 'anthropic-ratelimit-tokens-remaining': String(R.int(10000, 80000)) }));
      kids.push(tool('ask_manager', { question: q }, { content: [{ type: 'text', text: 'Solar racks. Forecast is dry until Thursday.' }] }, { tool_use_id: R.toolu() }));
    }
    kids.push(llm('messages.create', {}, { content: [{ type: 'text', text: 'Both rack types have capacity, so the choice depends on the manager\'s preference. I will ask which rack type to use before allocating.' }], stop_reason: 'max_tokens' }, {}));
    return agent('kelp-shed-agent', { system: 'Drying shed coordinator', task: 'allocate racks' }, { stop: 'turn_limit' }, kids, { log_source: 'anthropic-console-export' });
  } },
{ domain: 'rope bridges', style: 'CrewAI',
  isolates: 'Inspection crew agent asks the ranger via a human-input tool, three times reworded, whether the bridge should be closed; the ranger always says close it and no closure notice is filed.',
  goal: 'File a closure notice for the Glen Affric rope bridge if the inspection photos show frayed handlines.',
  stagnation: false,
  build: (R) => {
    const kids = [tool('Photo Inspector', { bridge_id: 'RB-GA-07', photos: 14 }, `Analysed 14 photos in ${R.secs()}\n- handline NE: 3 broken strands (frayed)\n- deck planks: OK\n- anchor bolts: surface rust\nreport_id=${R.uuid()}`, { crewai: { tool_usage: 1 } })];
    const qs = ['Do you want me to close RB-GA-07 given the frayed handline?', 'Given 3 broken strands on the NE handline, shall the bridge be shut to walkers?', 'Should I go ahead and mark the Glen Affric bridge as closed?'];
    for (const q of qs) {
      R.tick();
      kids.push(llm('LLM Call', { messages: [sys('You are Bridge Safety Officer. Your goal: keep walkers safe.'), usr('Decide about closure')] }, `Thought: I should confirm with the ranger.\nAction: Ask Ranger\nAction Input: {"question": "${q}"}`, { model: 'gpt-4o', crew_agent: 'Bridge Safety Officer' }));
      kids.push(tool('Ask Ranger', { question: q }, 'Yes, close it until the handline is replaced.', { crewai: { human_input: true } }));
    }
    kids.push(llm('LLM Call', {}, 'Thought: I want to double-check the ranger really wants it closed.', { model: 'gpt-4o' }));
    return agent('Crew: bridge_inspection', { inputs: { bridge: 'RB-GA-07' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [agent('Task: decide closure', { description: 'Decide and file closure', expected_output: 'closure notice id' }, null, kids, { agent_role: 'Bridge Safety Officer' })], { crew_id: R.uuid(), process: 'sequential' });
  } },
{ domain: 'ocularist (prosthetic eye) clinics', style: 'Gemini API function calling',
  isolates: 'Scheduling assistant keeps asking the patient for their preferred fitting day in reworded questions, repeating the same reasoning line; the answer "Tuesday morning" never changes and no slot is booked.',
  goal: 'Book the final polishing fitting for a patient\'s acrylic prosthetic eye.',
  stagnation: true,
  build: (R) => {
    const kids = [tool('list_slots', { functionCall: { name: 'list_slots', args: { clinician: 'M. Okafor', week: 'next' } } }, { functionResponse: { name: 'list_slots', response: { slots: ['Tue 09:15', 'Tue 11:00', 'Thu 14:30'], generated: R.isoOffset(1), cache: 'HIT from ' + R.host('sched-cache') } } })];
    const qs = ['What day suits you for the polishing fitting?', 'Which day next week works best for you to come in?', 'When would you prefer the appointment, which weekday?', 'Could you let me know again which day you would like?'];
    for (const q of qs) {
      R.tick();
      kids.push(llm('generateContent', { contents: [{ role: 'user', parts: [{ text: 'Book my polishing fitting' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text: 'I have the free slots but I still do not know which day the patient prefers, so I need to ask the patient which day they prefer.' }, { functionCall: { name: 'ask_patient', args: { text: q } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(500, 1500), candidatesTokenCount: R.int(30, 60) }, modelVersion: 'gemini-1.5-flash-002', responseId: R.b62(20) }, {}));
      kids.push(tool('ask_patient', { functionCall: { name: 'ask_patient', args: { text: q } } }, { functionResponse: { name: 'ask_patient', response: { reply: 'Tuesday morning please.', channel: 'sms', msg_sid: 'SM' + R.hex(32) } } }));
    }
    return agent('ocularist_booking_session', { user: 'patient #' + R.int(1000, 9999) }, { status: 'MAX_CALLS_REACHED' }, kids, { sdk: 'google-genai python 1.2', automatic_function_calling: false });
  } },
];
