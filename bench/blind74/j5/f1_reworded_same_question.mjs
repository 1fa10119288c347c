// Family 1 (loop): the agent asks the user the same question in new words 3+ times,
// gets the same answer every time, and never acts on it.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'reworded_same_question';
export const LOOP = true;

export const ROWS = [
{
  id: '01', stagnation: true,
  isolates: 'Vercel AI SDK run where the model asks the restorer four times, in new words, which temperament to tune to, gets "Werckmeister III" each time, and repeats the same justification before every ask without tuning.',
  goal: 'Set the tuning plan for the 1764 Kirckman double-manual harpsichord after restringing: pick the temperament and pitch the client asked for and write the bearing plan.',
  build: (N) => {
    const kids = [];
    const qs = [
      'Which temperament should I tune the Kirckman to?',
      'Just to be sure before I write the bearing plan: what temperament did the client want?',
      'Could you confirm the temperament choice for this instrument once more?',
      'Before proceeding, can you tell me again which temperament is required?',
    ];
    const think = 'I need to confirm the temperament before I can write the bearing plan, because the bearing sequence depends on it.';
    const ans = ['Werckmeister III at A=415, like I said.', 'Werckmeister III, A=415.', 'Werckmeister III. 415. Please just do it.', 'WERCKMEISTER III at 415.'];
    for (let i = 0; i < 4; i++) {
      const id = 'call_' + N.b62(20);
      kids.push(llm('ai.generateText.doGenerate', {
        'ai.model.id': 'gpt-4o-2024-08-06', 'ai.model.provider': 'openai.chat',
        'ai.prompt.messages': JSON.stringify([{ role: 'system', content: 'You are a keyboard-restoration workshop assistant.' }, { role: 'user', content: 'Set the tuning plan for the Kirckman.' }, ...ans.slice(0, i).map((a) => ({ role: 'tool', content: a }))]),
      }, {
        'ai.response.text': i === 0 ? think : `${think} `,
        'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'askRestorer', args: JSON.stringify({ question: qs[i] }) }]),
        'ai.response.finishReason': 'tool-calls', 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(),
        'ai.usage.promptTokens': N.int(420, 900), 'ai.usage.completionTokens': N.int(40, 80),
      }, { metadata: { 'gen_ai.system': 'openai', 'operation.name': 'ai.generateText.doGenerate', 'ai.settings.maxRetries': 2 } }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askRestorer', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify({ question: qs[i] }) },
        { 'ai.toolCall.result': JSON.stringify({ answer: ans[i], answered_by: 'm.okafor', channel: 'workshop-tablet', answered_at: N.iso(), prompt_id: N.uuid() }) },
        { metadata: { 'operation.name': 'ai.toolCall', durationMs: N.int(9000, 64000) } }));
    }
    kids.push(llm('ai.generateText.doGenerate', { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.prompt.messages': '[...truncated 14 messages...]' },
      { 'ai.response.text': think, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: 'call_' + N.b62(20), toolName: 'askRestorer', args: JSON.stringify({ question: 'What temperament should the bearing plan use?' }) }]), 'ai.response.finishReason': 'tool-calls' },
      { metadata: { 'operation.name': 'ai.generateText.doGenerate' } }));
    return agent('ai.generateText', { 'ai.prompt': 'Set the tuning plan for the 1764 Kirckman after restringing.', 'ai.settings.maxSteps': 9 },
      { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls', note: 'maxSteps reached' }, kids,
      { metadata: { 'ai.operationId': 'ai.generateText', 'ai.telemetry.functionId': 'workshop-tuning-plan', 'resource.name': 'harpsi-bench' } });
  },
},
{
  id: '02', stagnation: false,
  isolates: 'OpenAI Agents SDK trace where the smokery agent asks the operator about wood choice three times with differently worded questions (no free text besides the calls), gets "oak, cold smoke" every time, and never starts the batch.',
  goal: 'Schedule tonight\'s smoke run for the 40 kg Maldon-style flake salt batch in kiln 2, using the wood and method the operator wants.',
  build: (N) => {
    const tid = 'trace_' + N.hex(32);
    const kids = [];
    kids.push(tool('get_kiln_status', { kiln: 2 }, JSON.stringify({ kiln: 2, state: 'idle', chamber_temp_c: 14.2, humidity_pct: 71, last_cleaned: N.isoOff(), firmware: 'smk-ctl 3.4.1', sensor_bus_errors: N.int(0, 3) }), { metadata: { span_data: { type: 'function' }, span_id: 'span_' + N.hex(24), trace_id: tid } }));
    const qs = [
      { question: 'Which wood do you want for kiln 2 tonight?', options: ['oak', 'alder', 'applewood', 'beech'] },
      { question: 'Should tonight\'s flake batch be hot-smoked or cold-smoked, and over what wood?' },
      { question: 'To avoid a mistake on a 40 kg batch: please state the fuel and the smoking method you prefer.' },
      { question: 'Last check - oak chips with a cold smoke, or something else?' },
    ];
    const ans = ['oak. cold smoke as always', 'Cold. Oak.', 'oak, cold smoke, 24h like every week', 'yes oak cold'];
    for (let i = 0; i < 4; i++) {
      const c = tc(N, 'ask_operator', qs[i]);
      kids.push(llm('generation', { model: 'gpt-4.1-mini', input: [{ role: 'user', content: 'Schedule tonight\'s smoke run for batch FS-' + (3300 + i * 0) + ' in kiln 2.' }, { note: `${2 + i * 2} prior items` }] },
        { output: [{ type: 'function_call', call_id: c.id, name: 'ask_operator', arguments: c.function.arguments }], usage: { input_tokens: N.int(600, 1400), output_tokens: N.int(30, 70) } },
        { metadata: { span_data: { type: 'generation' }, span_id: 'span_' + N.hex(24), trace_id: tid, started_at: N.iso(), ended_at: N.iso() } }));
      kids.push(tool('ask_operator', qs[i], ans[i], { metadata: { span_data: { type: 'function', name: 'ask_operator' }, span_id: 'span_' + N.hex(24), trace_id: tid, pager_msg_id: 'msg-' + N.int(100000, 999999), waited_s: N.int(30, 400) } }));
    }
    return agent('Agent workflow', { agent: 'SmokeryScheduler', input: 'Schedule tonight\'s smoke run for the 40 kg flake batch in kiln 2.' },
      { final_output: null, error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, [agent('SmokeryScheduler', { tools: ['get_kiln_status', 'ask_operator', 'schedule_smoke_run'], handoffs: [] }, null, kids, { metadata: { span_data: { type: 'agent', output_type: 'str' } } })],
      { error: 'MaxTurnsExceeded', metadata: { trace_id: tid, workflow_name: 'smokery-nightly', group_id: 'kiln-2' } });
  },
},
{
  id: '03', stagnation: true,
  isolates: 'LangGraph run with a human-interrupt node: the kennel agent asks the handler three-plus times, reworded, which dog to pair with the new trainee, hears "Brisko" each time, and its reasoning text before each ask is the same sentence.',
  goal: 'Assign a certified avalanche search dog to trainee handler J. Lindqvist for Saturday\'s burial-drill on the Col de Balme slope and book the kennel van.',
  build: (N) => {
    const thread = N.uuid();
    const reason = 'Before booking the van I should make sure which dog is paired with the trainee, since the handler may prefer a specific dog.';
    const asks = ['Which dog should go with Lindqvist on Saturday?', 'Can you tell me which of the certified dogs you want paired with the trainee?', 'Just confirming: the dog for Saturday\'s drill with J. Lindqvist is which one?', 'Which dog should I assign for the Col de Balme drill?'];
    const kids = [];
    kids.push(tool('tools', { name: 'list_certified_dogs', args: { kennel: 'Trient', cert: 'IKAR-A' } }, { content: JSON.stringify([{ name: 'Brisko', breed: 'Malinois', cert_exp: '2026-11-30', last_drill: N.isoOff() }, { name: 'Nuage', breed: 'Border collie', cert_exp: '2025-12-15' }, { name: 'Tarn', breed: 'GSD', cert_exp: '2026-03-02', status: 'injured-paw' }]), tool_call_id: 'toolu_' + N.b62(22) }, { metadata: { langgraph_node: 'tools', langgraph_step: 2, thread_id: thread, checkpoint_ns: 'tools:' + N.uuid() } }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('ChatAnthropic', { messages: [[{ type: 'system', content: 'You coordinate the Trient avalanche kennel.' }, { type: 'human', content: 'Assign a certified dog to trainee J. Lindqvist for Saturday and book the van.' }, { type: 'ai', content: '...' }]] },
        { generations: [[{ text: reason, message: { type: 'ai', content: reason, tool_calls: [{ name: 'ask_handler', args: { question: asks[i] }, id: 'toolu_' + N.b62(22) }] } }]], llm_output: { usage: { input_tokens: N.int(900, 2100), output_tokens: N.int(50, 90) }, model: 'claude-3-5-sonnet-20241022' } },
        { metadata: { langgraph_node: 'agent', langgraph_step: 3 + i * 2, thread_id: thread, ls_provider: 'anthropic', run_id: N.uuid() } }));
      kids.push(span('chain', 'human_review', { interrupt: { question: asks[i] } }, { resume: N.pick(['Brisko.', 'Brisko, as before.', 'Brisko. Nuage stays home.']), resumed_at: N.iso(), checkpoint_id: N.uuid() }, [], { metadata: { langgraph_node: 'human_review', langgraph_step: 4 + i * 2, thread_id: thread, langgraph_triggers: ['branch:agent:route:human_review'] } }));
    }
    return agent('LangGraph', { messages: [{ role: 'user', content: 'Assign a certified dog to trainee J. Lindqvist for Saturday\'s drill and book the van.' }] },
      null, kids, { error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.', metadata: { thread_id: thread, ls_run_depth: 0, revision_id: 'kennel-bot@' + N.hex(7) } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'Anthropic Messages API log where the ice-hotel agent asks the site lead three times, each with a different stated worry, whether to use the 3.2 m arch mould for Suite 7; every answer is "yes, 3.2 m", and it never orders the snow-ice fill.',
  goal: 'Order the snice fill and mould for Suite 7 of the ice hotel, using the arch mould size the site lead chose.',
  build: (N) => {
    const kids = [];
    const turns = [
      ['The drawings mention both the 2.8 m and 3.2 m arch moulds, so I should check which one goes to Suite 7.', 'Which arch mould do you want for Suite 7 - the 2.8 m or the 3.2 m?'],
      ['Suite 7 is next to the chapel, and the chapel uses the narrow mould; the span might have been meant to match it.', 'Is Suite 7 meant to match the chapel\'s narrow arch, or take the wide one?'],
      ['The snowmaking log shows only 140 m3 of snice stockpiled; a wide arch needs more fill, so I want to be sure of the size first.', 'Given the limited snice stock, are you sure about the bigger mould for Suite 7?'],
    ];
    kids.push(tool('snice_inventory', { site: 'Jukkasjarvi-B' }, { stockpile_m3: 140, cannon_hours_last_24h: 11.5, ambient_c: -17.8, reading_id: N.uuid(), sampled_at: N.iso() }, { metadata: { tool_use_id: 'toolu_' + N.b62(24) } }));
    for (let i = 0; i < 3; i++) {
      const tuid = 'toolu_' + N.b62(24);
      kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219', max_tokens: 2048, system: 'You are the ice-hotel build coordinator.', messages: [{ role: 'user', content: 'Order the snice fill and mould for Suite 7 using the mould size the site lead chose.' }, { role: 'assistant', content: '[...]' }] },
        { id: 'msg_' + N.b62(24), type: 'message', role: 'assistant', content: [{ type: 'text', text: turns[i][0] }, { type: 'tool_use', id: tuid, name: 'ask_site_lead', input: { question: turns[i][1] } }], stop_reason: 'tool_use', usage: { input_tokens: N.int(1200, 2600), output_tokens: N.int(60, 120), cache_read_input_tokens: N.int(0, 900) } },
        { metadata: { 'request-id': 'req_' + N.b62(24), 'anthropic-ratelimit-tokens-remaining': String(N.int(10000, 79000)), latency_ms: N.ms() } }));
      kids.push(tool('ask_site_lead', { question: turns[i][1] }, { type: 'tool_result', tool_use_id: tuid, content: [{ type: 'text', text: ['3.2 m.', '3.2 m. Suite 7 is the wide one, not the chapel.', '3.2 m, yes. Cannons run again tonight.'][i] }] }, { metadata: { slack_ts: `${N.tick()}.${N.int(100000, 999999)}` } }));
    }
    kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219', messages: '[...8 messages]' },
      { id: 'msg_' + N.b62(24), content: [{ type: 'text', text: 'Wind is forecast tomorrow; a wide arch may be harder to lift. Let me check once more.' }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'ask_site_lead', input: { question: 'With wind forecast, do you still want the 3.2 m mould for Suite 7?' } }], stop_reason: 'tool_use' },
      { metadata: { 'request-id': 'req_' + N.b62(24) } }));
    kids.push(tool('ask_site_lead', { question: 'With wind forecast, do you still want the 3.2 m mould for Suite 7?' }, { type: 'tool_result', content: 'YES. 3.2.' }));
    return agent('ice-build-coordinator', { task: 'Order snice fill and mould for Suite 7' }, { stop: 'max_turns', turns_used: 8 }, kids, { metadata: { log_format: 'anthropic-messages', session: N.uuid() } });
  },
},
{
  id: '05', stagnation: true,
  isolates: 'Gemini function-calling log where the reed-bed works agent keeps asking the operator which bed to rest, in slightly varied wording with an identical lead-in sentence, and gets "Bed 3" every time without scheduling the rest period.',
  goal: 'Schedule a 14-day resting period for one vertical-flow reed bed at Llanfair sewage works, the one the operator nominates, and notify the sampling contractor.',
  build: (N) => {
    const kids = [];
    const lead = 'To schedule the resting period I first need to know which reed bed the operator wants rested.';
    const qs = ['Which reed bed should be rested?', 'Which of the vertical-flow beds do you want taken out of service for 14 days?', 'Please tell me which bed to rest.', 'Which bed is the one to rest for two weeks?'];
    kids.push(tool('get_bed_loadings', { works: 'Llanfair', window_days: 7 }, { functionResponse: { name: 'get_bed_loadings', response: { beds: [{ id: 1, hlr_mm_d: 48, ponding: false }, { id: 2, hlr_mm_d: 51, ponding: false }, { id: 3, hlr_mm_d: 63, ponding: true, ponding_since: N.isoOff() }, { id: 4, hlr_mm_d: 40 }], scada_poll: N.syslog(), rtu: 'rtu-llanfair-0' + N.int(1, 4) } } }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: 'Schedule a 14-day rest for the bed the operator nominates.' }] }, { role: 'model', parts: [{ text: '...' }] }], tools: [{ functionDeclarations: [{ name: 'ask_operator' }, { name: 'schedule_rest' }, { name: 'notify_contractor' }] }] },
        { candidates: [{ content: { role: 'model', parts: [{ text: lead + (i === 2 ? ' I will ask again.' : '') }, { functionCall: { name: 'ask_operator', args: { question: qs[i] } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(700, 1600), candidatesTokenCount: N.int(30, 60) }, modelVersion: 'gemini-2.0-flash-001', responseId: N.b62(22) }));
      kids.push(tool('ask_operator', { question: qs[i] }, { functionResponse: { name: 'ask_operator', response: { reply: ['Bed 3', 'Bed 3 - it is ponding', '3', 'Bed 3!!'][i], operator: 'gwen.p', handset: 'TC52-' + N.int(1000, 9999) } } }));
    }
    return agent('reedbed_ops_agent', { user: 'Schedule a 14-day resting period for the bed I nominate and tell the sampling contractor.' }, { status: 'ABORTED', reason: 'max_function_calls=9' }, kids, { metadata: { sdk: 'google-genai 1.2.0', session_id: N.uuid() } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'Agno (phidata) agent run where the broadband co-op agent repeatedly asks, via a get_user_input tool, whether the member wants the 300 Mb tier; each prompt is worded from a different angle, the member answers "yes, 300" each time, and no order is placed.',
  goal: 'Upgrade co-op member #4471\'s fibre connection to the tier they want and confirm the new monthly price.',
  build: (N) => {
    const run = N.uuid();
    const kids = [];
    kids.push(tool('lookup_member', { member_no: 4471 }, JSON.stringify({ member_no: 4471, name: 'H. Pryce', ont_serial: 'ALCL' + N.hex(8).toUpperCase(), current_tier: '100/100', cabinet: 'PEN-CAB-07', olt_port: `1/1/${N.int(1, 16)}/${N.int(1, 64)}`, arrears: 0 }), { metadata: { tool_call_id: 'call_' + N.b62(24), tool_call_error: false, created_at: N.tick() } }));
    const steps = [
      ['Member is on 100/100. Tiers available are 300/300 (GBP 38) and 900/900 (GBP 55).', 'Which tier would you like: 300/300 or 900/900?', 'the 300 one'],
      ['The cabinet PEN-CAB-07 has a waiting list note in the network plan, though the port looks free.', 'Our cabinet notes mention congestion; would you still like 300/300?', 'yes 300 please'],
      ['The member might not know the 900 tier costs only GBP 17 more.', 'Since 900/900 is only GBP 17 more than 300/300, do you want to reconsider, or stay with 300?', 'Stay with 300. I said that.'],
      ['Contract terms reset to 12 months on an upgrade; they should know that.', 'An upgrade restarts a 12-month term. Knowing that, is 300/300 what you want?', 'YES. 300.'],
    ];
    for (const [think, q, a] of steps) {
      kids.push(llm('OpenAIChat.response', { model: 'gpt-4o', messages: [{ role: 'system', content: 'You are the member desk agent for Pennant Fibre Co-op.' }, { role: 'user', content: 'I want to upgrade my connection.' }] },
        { content: think, tool_calls: [tc(N, 'get_user_input', { user_input_fields: [{ field_name: 'tier', field_type: 'str', field_description: q }] })], metrics: { input_tokens: N.int(800, 1500), output_tokens: N.int(40, 90), time: Number((N.r() * 3 + 0.4).toFixed(3)) } }));
      kids.push(tool('get_user_input', { user_input_fields: [{ field_name: 'tier', field_description: q }] }, JSON.stringify({ tier: a }), { metadata: { requires_user_input: true, paused_run_id: run, resumed_after_s: N.int(20, 180) } }));
    }
    return agent('Agent.run', { agent_name: 'member-desk', session_id: N.uuid(), message: 'I want to upgrade my connection to the faster tier.' },
      { content: null, status: 'RUN_PAUSED', event: 'RunPaused', note: 'tool_call_limit reached' }, kids, { metadata: { framework: 'agno 1.4', run_id: run, tool_call_limit: 9 } });
  },
},
];
