import { agent, llm, tool, span, oaiToolCalls } from './lib.mjs';
export const family = 'reworded_clarification';
export const meta = { loop: true, isolates: 'Agent asks the user the same question in new words 3+ times, gets the same answer, never acts.' };
export const scenarios = [
  // 01 lighthouse lamp maintenance, OpenAI Agents SDK
  (N) => {
    const asks = [
      'Which lamp assembly should I log the replacement against — the main rotating optic or the standby lantern?',
      'Just to confirm before I file it: is this for the primary optic, or for the emergency standby light?',
      'Sorry, one more check — are we talking about the main light or the backup lamp here?',
      'To be certain I record this correctly: main optic, or standby?',
    ];
    const ans = 'Main optic. The 1000W metal-halide in the rotating apparatus at Skerrow Point. Log it and order the spare.';
    const kids = [];
    kids.push(tool('get_station_record', { station_id: 'SKP-014' }, { station: 'Skerrow Point', optic: '1st order Fresnel, rotating, 4 panels', lamps: [{ slot: 'main', type: 'MH 1000W', hours: 11873 }, { slot: 'standby', type: 'LED 60W', hours: 402 }], last_service: N.iso(), record_rev: N.int(200, 400), etag: N.etag() }, { 'openai.agents.span_type': 'function' }));
    asks.forEach((q, i) => {
      kids.push(llm('response', { model: 'gpt-4.1', input: i === 0 ? [{ role: 'user', content: 'The lamp at Skerrow Point failed overnight. Log a replacement and order a spare.' }] : [{ role: 'tool', content: ans }] }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'ask_keeper', arguments: JSON.stringify({ question: q }), call_id: N.callId() }], usage: { input_tokens: N.int(900, 2400), output_tokens: N.int(30, 80) } }, { 'openai.agents.span_type': 'response' }));
      kids.push(tool('ask_keeper', { question: q }, { reply: ans, received_at: N.iso(), channel: 'vhf-relay', msg_id: N.uuid() }, { 'openai.agents.span_type': 'function' }));
    });
    kids.push(llm('response', { model: 'gpt-4.1', input: [{ role: 'tool', content: ans }] }, { id: 'resp_' + N.hex(24), output: [{ type: 'message', content: [{ type: 'output_text', text: 'Before I file the work order, can you confirm whether the failed unit is the main optic lamp or the standby?' }] }], status: 'incomplete', incomplete_details: { reason: 'max_turns' } }, { 'openai.agents.span_type': 'response' }));
    return { stagnation: true, goal: 'Log a lamp replacement for the failed light at Skerrow Point lighthouse and order a spare.', isolates: 'The agent re-asks the keeper four times which lamp failed, gets "main optic" each time, and never files the work order.',
      root: agent('Lamp Maintenance Agent', { input: 'The lamp at Skerrow Point failed overnight. Log a replacement and order a spare.' }, { final_output: null, error: 'MaxTurnsExceeded: 10' }, kids, { 'openai.agents.span_type': 'agent', trace_id: 'trace_' + N.hex(32), group_id: null, tools: ['get_station_record', 'ask_keeper', 'create_work_order', 'order_part'] }) };
  },
  // 02 cheese-cave affinage, LangGraph
  (N) => {
    const qs = [
      'Do you want the turning schedule changed for the whole cave, or only for the Comté wheels on rack C?',
      'Should the new turning interval apply to every rack, or just rack C?',
      'Quick clarification: is rack C the only one affected by the schedule change?',
    ];
    const human = 'Only rack C. Change it from every 2 days to every 3 days starting tomorrow.';
    const kids = [span('chain', 'load_cave_state', { cave: 'cave-2' }, { racks: { A: { cheese: 'Beaufort', wheels: 48 }, B: { cheese: 'Tomme', wheels: 120 }, C: { cheese: 'Comté', wheels: 64, turn_every_days: 2 } }, humidity_pct: 94.2, temp_c: 12.8, sensor_read_at: N.isoLocal('+02:00'), probe: N.host('hygro') }, [], { metadata: { langgraph_node: 'load_cave_state', langgraph_step: 1, thread_id: N.uuid() } })];
    qs.forEach((q, i) => {
      kids.push(llm('ChatAnthropic', { messages: [[{ type: 'system', content: 'You manage an affinage cave schedule.' }, { type: 'human', content: i ? human : 'Slow down the turning on the Comté, it is drying too fast.' }]] }, { generations: [[{ text: q, message: { type: 'ai', content: q, tool_calls: [] } }]], llm_output: { usage: { input_tokens: N.int(700, 1500), output_tokens: N.int(25, 60) } } }, { langgraph_node: 'planner', langgraph_step: 2 + i * 2, ls_model_name: 'claude-3-5-sonnet-20241022' }));
      kids.push(span('chain', 'human_review', { interrupt: { value: q, resumable: true, ns: ['human_review:' + N.uuid()] } }, { resume: human, checkpoint_id: N.uuid() }, [], { metadata: { langgraph_node: 'human_review', langgraph_step: 3 + i * 2 } }));
    });
    kids.push(span('chain', 'LangGraph', {}, null, [], { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.', metadata: { langgraph_step: 8 } }));
    return { stagnation: true, goal: 'Slow down the turning schedule for the Comté wheels in cave 2 that are drying too fast.', isolates: 'A LangGraph planner interrupts for human review three times asking which racks to change; the answer is always "rack C", and no update is ever written.',
      root: agent('LangGraph', { messages: [{ role: 'user', content: 'Slow down the turning on the Comté, it is drying too fast.' }] }, null, kids, { ls_run_id: N.uuid(), recursion_limit: 8 }) };
  },
  // 03 salt-marsh grazing permits, Claude Agent SDK transcript
  (N) => {
    const kids = [];
    const ans = 'Permit SM-2291, the Hartley farm. 40 ewes on the lower marsh from 1 May to 30 Sept. Approve it.';
    kids.push(tool('Read', { file_path: '/srv/permits/pending/SM-2291.json' }, '{"permit":"SM-2291","applicant":"J. Hartley","stock":"40 ewes","zone":"lower marsh","window":"05-01/09-30","tide_closure_days":11,"submitted":"' + N.iso() + '"}', { tool_use_id: N.toolu() }));
    const qs = [
      'I can see SM-2291 pending. Before approving, can you confirm which permit you mean and the stocking numbers?',
      'Just to double-check: the approval is for the Hartley application, 40 ewes on the lower marsh?',
      'Before I proceed, could you confirm this is the Hartley permit for the lower marsh, May–September?',
    ];
    qs.forEach((q) => {
      kids.push(llm('assistant', { role: 'user', content: [{ type: 'tool_result', content: 'ok' }] }, { type: 'assistant', message: { id: 'msg_01' + N.b62(22), model: 'claude-sonnet-4-20250514', content: [{ type: 'tool_use', id: N.toolu(), name: 'AskUserQuestion', input: { question: q } }], stop_reason: 'tool_use', usage: { input_tokens: N.int(3000, 6000), cache_read_input_tokens: N.int(2000, 5000), output_tokens: N.int(40, 90) } }, session_id: 'sess-fixed' }));
      kids.push(tool('AskUserQuestion', { question: q }, { answer: ans }, { tool_use_id: N.toolu(), duration_ms: N.ms(5000, 60000) }));
    });
    kids.push(llm('assistant', {}, { type: 'result', subtype: 'error_max_turns', num_turns: 8, total_cost_usd: 0.0612, duration_ms: N.ms(90000, 200000), session_id: 'sess-fixed' }));
    return { stagnation: true, goal: 'Approve the pending salt-marsh grazing permit for the Hartley farm.', isolates: 'The agent asks the user three reworded confirmations of the same permit details, gets the identical answer, and never calls the approval tool.',
      root: agent('claude-code', { prompt: 'Approve the pending grazing permit for Hartley, 40 ewes lower marsh.' , cwd: '/srv/permits' }, { subtype: 'error_max_turns' }, kids, { sdk: 'claude-agent-sdk', permission_mode: 'default' }) };
  },
  // 04 church-bell ringing rosters, Gemini API function calling
  (N) => {
    const kids = [];
    const answer = 'Sunday 9:30 service, the usual band of six, ring Plain Bob Minor. Tom is away so Priya takes the tenor.';
    const qs = [
      'Which service is the roster for, and who should ring the tenor in Tom\'s absence?',
      'Could you tell me which Sunday service this is and who replaces Tom on the tenor?',
      'For the roster: is it the 9:30 service, and who is ringing tenor instead of Tom?',
      'Just confirming the service time and Tom\'s replacement on the tenor before I publish.',
    ];
    qs.forEach((q, i) => {
      kids.push(llm('generateContent', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: i ? answer : 'Make next Sunday\'s ringing roster, Tom is away.' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'ask_tower_captain', args: { message: q } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(500, 1500), candidatesTokenCount: N.int(20, 50) }, modelVersion: 'gemini-2.0-flash-001', responseId: N.b62(22) }));
      kids.push(tool('ask_tower_captain', { message: q }, { functionResponse: { name: 'ask_tower_captain', response: { reply: answer, sms_sid: 'SM' + N.hex(32), delivered: N.http() } } }));
    });
    return { stagnation: true, goal: 'Publish next Sunday\'s bell-ringing roster for St Aldhelm\'s tower while Tom is away.', isolates: 'The model calls a human-input function four times with the same question in different words; the captain gives the same answer and no roster is ever written.',
      root: agent('roster_agent', { task: 'Make next Sunday\'s ringing roster, Tom is away.' }, { status: 'MAX_CALLS_REACHED' }, kids, { framework: 'google-genai', automatic_function_calling: { maximum_remote_calls: 8 } }) };
  },
  // 05 seed-bank germination tests, CrewAI
  (N) => {
    const kids = [];
    const ans = 'Use the 20/10 °C alternating regime with 8h light for accession MSB-44817. 50 seeds x 4 reps.';
    const thoughts = [
      'Thought: I need to know which germination regime to use for accession MSB-44817 before scheduling the incubator.\nAction: Ask question to coworker',
      'Thought: I should verify the temperature regime for MSB-44817 before I book the incubator slot.\nAction: Ask question to coworker',
      'Thought: Before I schedule the incubator I need to confirm the regime for MSB-44817.\nAction: Ask question to coworker',
    ];
    kids.push(tool('Accession Lookup', '{"accession": "MSB-44817"}', `Accession MSB-44817 | Silene acaulis | collected 2019 | viability 2021: 91% | stock 3400 seeds | row_ver ${N.int(10, 99)} | fetched ${N.dmy()}`));
    thoughts.forEach((t) => {
      kids.push(llm('LLM Call', { messages: [{ role: 'user', content: 'Current Task: Schedule a germination test for MSB-44817' }] }, t + '\nAction Input: {"question": "What germination regime should be used for MSB-44817?", "coworker": "Seed Curator"}', { crewai_agent: 'Lab Scheduler', model: 'gpt-4o-mini' }));
      kids.push(agent('Seed Curator', { task: 'What germination regime should be used for MSB-44817?' }, ans, [llm('LLM Call', { messages: [{ role: 'user', content: 'What germination regime should be used for MSB-44817?' }] }, 'Final Answer: ' + ans, { model: 'gpt-4o-mini' })], { crewai_task_id: N.uuid() }));
    });
    kids.push(llm('LLM Call', {}, 'Agent stopped due to iteration limit or time limit.', { crewai_agent: 'Lab Scheduler' }));
    return { stagnation: true, goal: 'Schedule a germination test for seed-bank accession MSB-44817 in the incubator.', isolates: 'A CrewAI scheduler delegates the same clarifying question to a coworker three times, gets the same regime each time, and never books the incubator.',
      root: agent('Crew', { inputs: { accession: 'MSB-44817' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, kids, { crew_id: N.uuid(), process: 'sequential' }) };
  },
  // 06 paper-marbling workshop booking, Haystack pipeline with human-in-the-loop tool
  (N) => {
    const kids = [];
    const ans = 'Book the Saturday 14 June carrageenan marbling class for 3 people, name Okafor. Card on file.';
    const qs = ['How many people and which date would you like?', 'Can you confirm the number of participants and the session date?', 'Just so I book correctly — the group size and which Saturday?'];
    kids.push(tool('workshop_calendar', { month: '2025-06' }, { sessions: [{ date: '2025-06-14', style: 'carrageenan / Turkish ebru', seats_left: 5 }, { date: '2025-06-21', style: 'suminagashi', seats_left: 2 }], cache: 'HIT', age: N.int(1, 600), served_by: N.host('cal') }));
    qs.forEach((q, i) => {
      kids.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: i ? ans : 'I want to book the marbling class for my family.' }] }] }, { replies: [{ _role: 'assistant', _content: [{ text: 'I\'d be happy to help. ' }, { tool_call: { tool_name: 'ask_customer', arguments: { prompt: q }, id: N.callId() } }], _meta: { model: 'gpt-4o-2024-08-06', finish_reason: 'tool_calls', usage: N.usage() } }] }, { haystack_component: 'OpenAIChatGenerator' }));
      kids.push(span('component', 'ToolInvoker', { tool_name: 'ask_customer', prompt: q }, { tool_messages: [{ result: ans, origin: 'web-chat', ws_frame: N.int(100, 900) }] }, [], { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
    });
    return { stagnation: true, goal: 'Book a paper-marbling workshop place for a customer\'s family.', isolates: 'The booking agent re-asks group size and date three times despite a complete answer each time and never reserves seats.',
      root: agent('haystack.pipeline.run', { data: { messages: 'I want to book the marbling class for my family.' } }, { error: 'max_agent_steps reached' }, kids, { 'haystack.pipeline.max_runs_per_component': 100 }) };
  },
];
