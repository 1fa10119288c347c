// Loop: asks the human the same question in new words 3+ times, same answer each time, never acts.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'rephrased_question_same_answer';
export const loop = true;
export const scenarios = [
  // 01 fjord ferry ticketing, Vercel AI SDK ai.* spans
  (N) => {
    const goal = 'Book a car + 2 adults on the Lavik-Oppedal ferry tomorrow morning and send the QR ticket.';
    const qs = [
      'Just to be sure: which departure would you like, the 07:40 or a later one?',
      'Could you confirm the sailing time you prefer from Lavik tomorrow?',
      'Before I book, what time should the crossing leave Lavik?',
      'Which of tomorrow\'s morning sailings should I reserve for your car?',
    ];
    const kids = [tool('ai.toolCall', { 'ai.toolCall.name': 'searchDepartures', 'ai.toolCall.args': JSON.stringify({ from: 'LAV', to: 'OPP', date: 'tomorrow', vehicle: 'car_under_6m' }) },
      { 'ai.toolCall.result': { sailings: [{ dep: '07:40', vessel: 'MF Lavik', car_space: 14 }, { dep: '08:20', vessel: 'MF Oppedal', car_space: 3 }], fetched_at: N.iso(), cache: 'MISS', x_request_id: N.uuid() } }, { 'ai.toolCall.id': 'call_' + N.b62(20) })];
    for (const q of qs) {
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': msgs('system', 'You are the Fjordline booking assistant.', 'user', goal) },
        { 'ai.response.text': '', 'ai.response.toolCalls': [{ toolName: 'askTraveller', args: { question: q } }], 'ai.response.finishReason': 'tool-calls', 'ai.response.id': 'msg_' + N.b62(22), 'ai.response.timestamp': N.iso() },
        { 'gen_ai.system': 'openai', 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.usage.promptTokens': N.int(900, 1400), 'ai.usage.completionTokens': N.int(30, 60) }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askTraveller', 'ai.toolCall.args': JSON.stringify({ question: q }) },
        { 'ai.toolCall.result': { answer: '07:40 please, the first one. Car plus two adults.', answered_at: N.http(), channel: 'sms', sms_sid: 'SM' + N.hex(32) } }, { 'ai.toolCall.id': 'call_' + N.b62(20) }));
    }
    kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...14 messages]' }, { 'ai.response.text': 'Step limit reached (maxSteps=10).', 'ai.response.finishReason': 'length' }, { 'ai.model.id': 'gpt-4o-2024-08-06' }));
    return { isolates: 'Agent re-asks the traveller for the departure time four times in different words and books nothing although the answer is always 07:40.', stagnation: false, goal,
      root: agent('ai.generateText', { 'ai.prompt': goal, 'ai.settings.maxSteps': 10 }, { 'ai.response.text': 'Step limit reached (maxSteps=10).' }, kids, { 'operation.name': 'ai.generateText fjord-booking', 'ai.telemetry.functionId': 'fjord-booking' }) };
  },
  // 02 falconry mews records, OpenAI Agents SDK
  (N) => {
    const goal = 'Log today\'s weigh-in for the Harris hawk "Tansy" and set her flying weight for the afternoon session.';
    const asks = [
      ['Tansy\'s scale reading is needed. What did she weigh this morning?', 'I already said: 712 g on the block scale at 8:15.'],
      ['To set her flying weight I need the morning figure - can you give me the weight in grams?', '712 grams.'],
      ['What was the weight on the scale when you weighed Tansy today?', '712. Seven one two. Please just log it.'],
      ['Could you tell me Tansy\'s body mass from this morning\'s weigh-in?', '712 g, same as before.'],
    ];
    const kids = [tool('function', { name: 'get_bird_record', input: '{"bird":"Tansy"}' }, { output: JSON.stringify({ bird_id: 'HH-' + N.int(100, 999), species: 'Parabuteo unicinctus', last_weights: [{ date: '-1d', g: 705 }, { date: '-2d', g: 698 }], target_flying_g: [700, 715], record_rev: N.hex(7) }) }, { 'span_data.type': 'function' })];
    for (const [q, a] of asks) {
      kids.push(llm('generation', { input: [{ role: 'user', content: goal }, { role: 'assistant', content: '(prior turns elided)' }] },
        { output: [{ type: 'function_call', name: 'ask_falconer', arguments: JSON.stringify({ prompt: q }), call_id: 'call_' + N.b62(24) }] },
        { model: 'gpt-4.1-mini', usage: { input_tokens: N.int(700, 1100), output_tokens: N.int(20, 50) }, 'span_data.type': 'generation' }));
      kids.push(tool('function', { name: 'ask_falconer', input: JSON.stringify({ prompt: q }) }, { output: a, responded: N.isoNoMs() }, { 'span_data.type': 'function', span_id: 'span_' + N.hex(24) }));
    }
    return { isolates: 'The falconer gives the same 712 g weight to four reworded questions and the agent never writes the weigh-in log.', stagnation: false, goal,
      root: agent('Mews keeper', { instructions: 'Keep mews records.', input: goal }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, kids, { trace_id: 'trace_' + N.hex(32), workflow_name: 'Agent workflow', 'span_data.type': 'agent', tools: ['get_bird_record', 'ask_falconer', 'log_weight'] }) };
  },
  // 03 radio-telescope observing queue, LangGraph interrupt
  (N) => {
    const goal = 'Insert target 3C 286 into tonight\'s L-band queue as a flux calibrator before the pulsar block.';
    const prompts = [
      'Should 3C 286 go before or after the PSR J1713+0747 block?',
      'Please confirm ordering: calibrator first, then pulsar timing?',
      'Do you want the flux calibrator scheduled ahead of the pulsar block?',
    ];
    const think = 'I need the operator to confirm the ordering of 3C 286 relative to the pulsar block before I modify the queue.';
    const kids = [chain('load_queue', { night: N.ymd() }, { blocks: [{ id: 'B' + N.int(1000, 9999), src: 'PSR J1713+0747', lst_start: '17:05', dur_min: 55 }, { id: 'B' + N.int(1000, 9999), src: 'M31 HI mosaic', lst_start: '00:40', dur_min: 180 }], queue_etag: N.etag(), lst_now: '15:' + N.int(10, 59) }, [], { langgraph_node: 'load_queue', langgraph_step: 1 })];
    prompts.forEach((p, i) => {
      kids.push(chain('planner', { messages: [{ type: 'human', content: goal }] }, { messages: [{ type: 'ai', content: think + ' ' + p }] }, [
        llm('ChatAnthropic', { messages: [[{ type: 'system', content: 'You are the observatory queue planner.' }, { type: 'human', content: goal }]] }, { generations: [[{ text: think + ' ' + p, type: 'ChatGeneration' }]], llm_output: { id: 'msg_' + N.b62(24), usage: { input_tokens: N.int(1500, 2100), output_tokens: N.int(40, 70) } } }, { ls_model_name: 'claude-3-5-sonnet-20241022', ls_provider: 'anthropic' })], { langgraph_node: 'planner', langgraph_step: 2 + i * 2 }));
      kids.push(chain('human_review', { __interrupt__: [{ value: { question: p }, resumable: true, ns: ['human_review:' + N.uuid()] }] }, { resume: 'Calibrator first, then the pulsar. Start 3C 286 at LST 16:40.' }, [], { langgraph_node: 'human_review', langgraph_step: 3 + i * 2, checkpoint_id: N.uuid() }));
    });
    return { isolates: 'LangGraph planner interrupts three times for the same ordering confirmation, gets "calibrator first" each time, and never edits the queue; its reasoning preamble repeats verbatim.', stagnation: true, goal,
      root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' }, kids, { ls_run_id: N.uuid(), thread_id: N.uuid() }) };
  },
  // 04 wool mill dye batches, CrewAI human_input
  (N) => {
    const goal = 'Prepare the dye recipe for batch W-' + N.int(4000, 4999) + ' (Shetland tweed, shade "Peat Smoke") and release it to vat 3.';
    const qs = [
      'Thought: I should confirm with the dyehouse manager which lot of mordant to use.\nAction: Ask human\nAction Input: Which alum lot should vat 3 use for Peat Smoke?',
      'Thought: The mordant lot matters for shade consistency, let me double-check.\nAction: Ask human\nAction Input: Can you tell me the alum lot number intended for this batch?',
      'Thought: Before writing the recipe I want to be certain of the mordant.\nAction: Ask human\nAction Input: For Peat Smoke in vat 3, which potassium alum lot is approved?',
    ];
    const kids = [tool('Read recipe card', { shade: 'Peat Smoke' }, `Shade card PS-17 rev C\nLogwood 2.1% owf | Madder 0.6% owf | Alum 8% owf\nliquor ratio 1:30 | 95C 60 min\nprinted ${N.http()} by dyelab-pc${N.int(2, 9)}`, { tool: 'FileReadTool' })];
    for (const q of qs) {
      kids.push(llm('LLM Call', { messages: msgs('system', 'You are Dye Recipe Specialist. Your goal: release a correct dye recipe.', 'user', goal) }, q, { model: 'gpt-4o', call_id: N.uuid(), tokens: N.int(1200, 1800) }));
      kids.push(tool('Ask human', { question: q.split('Action Input: ')[1] }, `Lot AL-23-${N.int(10, 10)}9, the one already on the shelf by vat 3. [received ${N.clock()}]`, { tool: 'human_input', attempt: 1 }));
    }
    kids.push(llm('LLM Call', { messages: '(history)' }, 'Thought: I need to verify the alum lot once more before releasing.', { model: 'gpt-4o' }));
    return { isolates: 'CrewAI agent asks the dyehouse manager for the alum lot three times with reworded questions, gets AL-23-109 every time, and never releases the recipe.', stagnation: false, goal,
      root: agent('Crew: Dyehouse Crew', { task: goal, agent_role: 'Dye Recipe Specialist' }, { raw: 'Agent stopped due to iteration limit or time limit.' }, kids, { crew_id: N.uuid(), process: 'sequential', max_iter: 8 }) };
  },
  // 05 pipe-organ voicing, AutoGen UserProxy chat
  (N) => {
    const goal = 'Generate the voicing worksheet for the Swell 8\' Oboe, pipes C13-C25, with target cut-up adjustments.';
    const asst = [
      'To compute cut-up adjustments I need the reference pitch. Please confirm: is the organ tuned at A=440 Hz or A=442 Hz?',
      'Thanks. Just to be safe, what pitch standard is the instrument tuned to?',
      'Understood. Can you confirm the A reference frequency used by the tuner?',
      'Before I produce the worksheet, may I ask which pitch the Swell division is set to?',
    ];
    const kids = [];
    asst.forEach((a, i) => {
      kids.push(llm('assistant', { messages: [{ role: 'user', name: 'voicer', content: i ? 'A=440, equal temperament.' : goal }] }, { content: a, role: 'assistant' }, { model: 'gpt-4o', 'autogen.agent': 'VoicingAssistant', cost: +(N.int(20, 80) / 10000).toFixed(4), cache_seed: null }));
      kids.push(tool('get_human_input', { prompt: 'Provide feedback to VoicingAssistant. Press enter to skip and use auto-reply:' }, { reply: 'A=440, equal temperament.', elapsed: N.dur() }, { 'autogen.agent': 'voicer (UserProxyAgent)' }));
    });
    return { isolates: 'AutoGen assistant asks the organ voicer for the pitch standard four times in new words; the reply is always A=440 and no worksheet is ever produced.', stagnation: false, goal,
      root: agent('initiate_chat', { sender: 'voicer', recipient: 'VoicingAssistant', message: goal, max_turns: 8 }, { summary: 'Before I produce the worksheet, may I ask which pitch the Swell division is set to?', chat_id: N.int(1e8, 9e8) }, kids, { 'autogen.version': '0.2.35' }) };
  },
  // 06 cave-diving gas logs, Gemini functionCall/functionResponse
  (N) => {
    const goal = 'Add yesterday\'s dive at Ressel to Mara\'s gas log: compute CNS% and gas consumed from her computer export.';
    const q = 'I need to confirm the bottom mix for yesterday\'s Ressel dive. Was it trimix 21/35, and which cylinders were used?';
    const kids = [tool('functionCall:read_computer_export', { functionCall: { name: 'read_computer_export', args: { diver: 'mara', date: 'yesterday' } } },
      { functionResponse: { name: 'read_computer_export', response: { file: 'Shearwater_Perdix_' + N.hex(6) + '.xml', max_depth_m: 62.4, runtime_min: 118, serial: N.hex(8).toUpperCase(), gas_switches: ['21/35 @0m', '50% @21m', 'O2 @6m'], parsed_at: N.iso() } } })];
    for (let i = 0; i < 4; i++) {
      const text = i < 2 ? q : (i === 2 ? 'I need to confirm the bottom mix for yesterday\'s Ressel dive. Was it trimix 21/35, and which cylinders were used? Please confirm.' : q);
      kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }], tools: [{ functionDeclarations: ['read_computer_export', 'ask_diver', 'append_gas_log'] }] },
        { candidates: [{ content: { role: 'model', parts: [{ text }, { functionCall: { name: 'ask_diver', args: { message: text } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(1800, 2600), candidatesTokenCount: N.int(40, 70) }, responseId: N.b62(22) }, { model: 'gemini-1.5-pro-002' }));
      kids.push(tool('functionCall:ask_diver', { functionCall: { name: 'ask_diver', args: { message: text } } }, { functionResponse: { name: 'ask_diver', response: { reply: 'Yes 21/35 in twin 12s, 50% and O2 in 7L stages. It\'s all in the export.', read_receipt: N.epoch() } } }));
    }
    return { isolates: 'Gemini agent sends the diver the same gas-mix question four times near-verbatim, gets the same confirmation, and never appends the log entry.', stagnation: true, goal,
      root: agent('cave-log-agent', { goal }, { status: 'ABORTED', reason: 'max_function_calls=10' }, kids, { sdk: 'google-genai 0.8.0', session: N.uuid() }) };
  },
];
