import { agent, llm, tool, chain, sys, user, oaiCall, anthOut, gemOut, usage } from './lib.mjs';
export const family = 'verbatim_restatement';
export const loop = true;
export const stagnation = true;
export const summary = 'One long reasoning/assistant step restated near-verbatim once, with nothing new observed between (the intervening tool call returns the same data), then cut off.';

export const rows = [
  // 01 mosaic school enrolments — Anthropic Messages API log
  (N) => {
    const goal = 'Work out whether the Saturday smalti workshop at Tessera Mosaic School can take the 4 people on the waitlist, and email them.';
    const plan = 'The Saturday smalti workshop has 12 benches and 11 confirmed students, so only one waitlisted person fits. Before emailing anyone I should confirm whether bench 7 is still out of service for the cracked glass cutter, because that would reduce capacity to eleven and leave nobody room.';
    const plan2 = 'The Saturday smalti workshop has 12 benches and 11 confirmed students, so only one waitlisted person can fit. Before emailing anyone I should confirm whether bench 7 is still out of service for the cracked glass cutter, since that would reduce capacity to eleven and leave no room for anybody.';
    const roster = { course: 'SMALTI-SAT-0309', benches: 12, confirmed: 11, waitlist: ['R. Okafor', 'M. Lindqvist', 'P. Duarte', 'H. Sato'], fetched_at: N.iso(N.tick()) };
    const eq = { bench: 7, status: 'out_of_service', note: 'glass cutter head cracked, part ordered', ticket: 'MNT-' + N.int(300, 900) };
    return {
      domain: 'mosaic school enrolments', style: 'Anthropic Messages API log',
      isolates: 'A 40-word capacity reasoning paragraph is restated almost word for word after a tool call that returned the same roster again.',
      goal,
      root: agent('messages-loop', { goal }, null, [
        llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', system: 'You are the enrolment assistant for Tessera Mosaic School.', messages: [user(goal)] }, anthOut(N, 'Let me pull the roster first.', [['get_course_roster', { course_code: 'SMALTI-SAT-0309' }]])),
        tool('get_course_roster', { course_code: 'SMALTI-SAT-0309' }, roster),
        llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [user(goal), { role: 'user', content: [{ type: 'tool_result', content: JSON.stringify(roster) }] }] }, anthOut(N, plan, [['get_equipment_status', { bench: 7 }]])),
        tool('get_equipment_status', { bench: 7 }, eq),
        llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [user(goal), { role: 'user', content: [{ type: 'tool_result', content: JSON.stringify(eq) }] }] }, anthOut(N, null, [['get_course_roster', { course_code: 'SMALTI-SAT-0309' }]])),
        tool('get_course_roster', { course_code: 'SMALTI-SAT-0309' }, { ...roster, fetched_at: N.iso(N.tick()) }),
        llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [user(goal), { role: 'user', content: [{ type: 'tool_result', content: '...' }] }] }, anthOut(N, plan2, [], 'max_tokens')),
      ], { request_id: N.reqId('req_011C'), cutoff: 'max_turns_reached' }),
    };
  },
  // 02 salt mine ventilation — LangSmith run tree
  (N) => {
    const goal = 'Check whether the level-3 ventilation fan at Hallstein salt mine is within airflow spec after last week\'s louvre replacement and file a note.';
    const t = 'Airflow on level 3 is reading 41.2 cubic metres per second against a design minimum of 45, which is below spec. The louvre replacement was logged on the twelfth, so the drop could be a louvre angle problem rather than the fan motor itself; I will compare fan current draw to decide which.';
    const t2 = 'Airflow on level 3 reads 41.2 cubic metres per second against a design minimum of 45, which is below spec. The louvre replacement was logged on the twelfth, so the drop could be a louvre angle problem rather than the fan motor itself; I will compare the fan current draw to decide.';
    const sensor = () => ({ station: 'L3-VF-02', airflow_m3s: 41.2, motor_current_a: null, sampled: N.syslog(N.tick()), gateway: N.host('scada-gw') });
    return {
      domain: 'salt mine ventilation', style: 'LangSmith / LangChain AgentExecutor run tree',
      isolates: 'The agent restates its airflow diagnosis nearly verbatim after re-reading a sensor that returned the same values (current draw still null).',
      goal,
      root: agent('AgentExecutor', { input: goal }, null, [
        llm('ChatOpenAI', { messages: [sys('You are a mine ventilation engineer assistant.'), user(goal)] }, { generations: [oaiCall(N, null, [['read_vent_sensor', { station: 'L3-VF-02' }]])], llm_output: { token_usage: usage(N), model_name: 'gpt-4o-2024-08-06' } }, { run_type: 'llm', ls_provider: 'openai' }),
        tool('read_vent_sensor', '{"station": "L3-VF-02"}', JSON.stringify(sensor()), { run_type: 'tool' }),
        llm('ChatOpenAI', { messages: [user(goal), { role: 'tool', content: '...' }] }, { generations: [oaiCall(N, t, [['read_vent_sensor', { station: 'L3-VF-02', fields: ['motor_current_a'] }]])] }, { run_type: 'llm' }),
        tool('read_vent_sensor', '{"station": "L3-VF-02", "fields": ["motor_current_a"]}', JSON.stringify(sensor()), { run_type: 'tool' }),
        llm('ChatOpenAI', { messages: [user(goal), { role: 'tool', content: '...' }] }, { generations: [{ role: 'assistant', content: t2 }] }, { run_type: 'llm' }),
      ], { run_type: 'chain', session_name: 'mine-ops-assist', error_note: 'run cancelled by user' }),
    };
  },
  // 03 RabbitMQ dead-letter triage — OpenAI Agents SDK
  (N) => {
    const goal = 'Find out why messages pile up in the invoices.dlq queue on the broker and propose a fix.';
    const t = 'The dead-letter queue holds 3,418 messages, all with x-death reason "rejected" from the invoice-renderer consumer. That means the consumer explicitly nacks them instead of timing out, so the fix is in the consumer code path that handles missing currency fields, not in queue TTL settings.';
    const t2 = 'The dead-letter queue holds 3,418 messages, all with x-death reason "rejected" from the invoice-renderer consumer. That means the consumer explicitly nacks them rather than timing out, so the fix lies in the consumer code path that handles missing currency fields, not in the queue TTL settings.';
    const peek = () => ({ queue: 'invoices.dlq', messages: 3418, sample: { headers: { 'x-death': [{ reason: 'rejected', queue: 'invoices', count: 1 }], 'x-first-death-reason': 'rejected' }, payload_bytes: 812, message_id: N.uuid() } });
    return {
      domain: 'message broker dead-letter triage (invoicing service)', style: 'OpenAI Agents SDK trace (agent/response/function spans)',
      isolates: 'After a second queue peek that shows the same count and reason (only the sample message id differs), the agent repeats its 45-word conclusion almost unchanged.',
      goal,
      root: agent('Agent workflow', { workflow_name: 'broker-triage', input: goal }, null, [
        agent('Broker Triage Agent', { instructions: 'Diagnose RabbitMQ issues.' }, null, [
          llm('response', { model: 'gpt-4.1', input: [user(goal)] }, { output: [{ type: 'function_call', name: 'rabbitmq_peek', arguments: '{"queue":"invoices.dlq","count":1}' }] }, { span_type: 'response', response_id: 'resp_' + N.hex(24) }),
          tool('rabbitmq_peek', '{"queue":"invoices.dlq","count":1}', JSON.stringify(peek()), { span_type: 'function' }),
          llm('response', { model: 'gpt-4.1', input: '[...]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: t }] }, { type: 'function_call', name: 'rabbitmq_peek', arguments: '{"queue":"invoices.dlq","count":1,"ackmode":"ack_requeue_true"}' }] }, { span_type: 'response', response_id: 'resp_' + N.hex(24) }),
          tool('rabbitmq_peek', '{"queue":"invoices.dlq","count":1,"ackmode":"ack_requeue_true"}', JSON.stringify(peek()), { span_type: 'function' }),
          llm('response', { model: 'gpt-4.1', input: '[...]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: t2 }] }] }, { span_type: 'response', response_id: 'resp_' + N.hex(24), note: 'MaxTurnsExceeded raised after this turn' }),
        ], { span_type: 'agent', tools: ['rabbitmq_peek', 'read_source'] }),
      ], { trace_id: 'trace_' + N.hex(32), group_id: null }),
    };
  },
  // 04 sea kayak guide trip planning — Gemini function calling
  (N) => {
    const goal = 'Plan tomorrow\'s half-day sea kayak tour from Porthgwarra for 8 clients; decide go or no-go and the launch time.';
    const t = 'The tide turns at 11:40 and the inshore forecast gives southwest force 4 gusting 6 by early afternoon, so a 09:00 launch keeps us inside the bay with the ebb behind us. Beginners in the group mean I want the gust forecast confirmed before committing to the headland crossing.';
    const t2 = 'The tide turns at 11:40 and the inshore forecast gives southwest force 4 gusting 6 by early afternoon, so a 09:00 launch keeps us within the bay with the ebb behind us. With beginners in the group I want the gust forecast confirmed before committing to the headland crossing.';
    const fc = () => ({ area: 'Lands End to St Davids Head', issued: N.http(N.tick(60000, 120000)), wind: 'Southwest 4, occasionally 5, gusting 6 later', sea_state: 'Slight or moderate', visibility: 'Good', product_id: 'ISF-' + N.hex(6) });
    return {
      domain: 'sea kayak guiding', style: 'Gemini API function calling (functionCall / functionResponse parts)',
      isolates: 'A long launch-time reasoning step is repeated almost verbatim after re-fetching a forecast that is unchanged apart from issue time and product id.',
      goal,
      root: agent('kayak-trip-planner', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, null, [
        llm('generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, gemOut(N, null, [['get_tide_times', { station: 'Newlyn', date: 'tomorrow' }], ['get_inshore_forecast', { area: 'Lands End to St Davids Head' }]])),
        tool('get_tide_times', { station: 'Newlyn', date: 'tomorrow' }, { functionResponse: { name: 'get_tide_times', response: { high: ['05:31', '17:52'], low: ['11:40', '23:58'], datum: 'CD' } } }),
        tool('get_inshore_forecast', { area: 'Lands End to St Davids Head' }, { functionResponse: { name: 'get_inshore_forecast', response: fc() } }),
        llm('generateContent', { contents: '[3 turns]' }, gemOut(N, t, [['get_inshore_forecast', { area: 'Lands End to St Davids Head', include_gusts: true }]])),
        tool('get_inshore_forecast', { area: 'Lands End to St Davids Head', include_gusts: true }, { functionResponse: { name: 'get_inshore_forecast', response: fc() } }),
        llm('generateContent', { contents: '[5 turns]' }, gemOut(N, t2, [])),
      ], { session: N.uuid(), stopped: 'client timeout' }),
    };
  },
  // 05 tin toy maker paint recall — smolagents CodeAgent
  (N) => {
    const goal = 'Determine which wind-up tin robot batches used the lead-suspect red enamel lot E-2291 and draft a recall list.';
    const th = 'Thought: The enamel lot E-2291 was issued to the paint line between 3 and 9 March. Batches stamped in that window are TR-114 through TR-119, but the lithography sheet for TR-117 may have been printed earlier, so I need the press log to know whether TR-117 actually used that enamel.';
    const th2 = 'Thought: Enamel lot E-2291 was issued to the paint line between 3 and 9 March. Batches stamped in that window are TR-114 through TR-119, but the lithography sheet for TR-117 might have been printed earlier, so I need the press log to know if TR-117 actually used that enamel.';
    const log = () => `press_log(batch="TR-117")\n[${N.clock(N.tick())}] query ok (${N.ms(20, 300)} ms)\nbatch  sheet   press  printed     enamel_lot\nTR-117 LS-0447  P2     <missing>   <missing>\n`;
    return {
      domain: 'tin toy manufacturing', style: 'smolagents CodeAgent steps',
      isolates: 'The CodeAgent re-runs the same press-log lookup (same missing fields) and writes the same 50-word Thought again.',
      goal,
      root: agent('CodeAgent.run', { task: goal }, null, [
        chain('Step 1', { step_number: 1 }, null, [
          llm('LiteLLMModel.__call__', { messages: [sys('You are an expert assistant who can solve any task using code blobs.'), user(goal)] }, 'Thought: I will list enamel lot issues.\nCode:\n```py\nprint(enamel_issues(lot="E-2291"))\n```<end_code>'),
          tool('python_interpreter', { code: 'print(enamel_issues(lot="E-2291"))' }, `Execution logs:\n{'lot': 'E-2291', 'issued': ['2024-03-03', '2024-03-09'], 'line': 'PAINT-A', 'batches': ['TR-114','TR-115','TR-116','TR-117','TR-118','TR-119']}\nLast output from code snippet:\nNone`),
        ]),
        chain('Step 2', { step_number: 2 }, null, [
          llm('LiteLLMModel.__call__', { messages: '[...]' }, th + '\nCode:\n```py\nprint(press_log(batch="TR-117"))\n```<end_code>'),
          tool('python_interpreter', { code: 'print(press_log(batch="TR-117"))' }, 'Execution logs:\n' + log()),
        ]),
        chain('Step 3', { step_number: 3 }, null, [
          llm('LiteLLMModel.__call__', { messages: '[...]' }, th2 + '\nCode:\n```py\nprint(press_log(batch="TR-117"))\n```<end_code>'),
          tool('python_interpreter', { code: 'print(press_log(batch="TR-117"))' }, 'Execution logs:\n' + log(), null, 'Reached max steps.'),
        ]),
      ], { max_steps: 3, model_id: 'anthropic/claude-3-7-sonnet' }),
    };
  },
  // 06 Ansible NTP role — Agno (phidata) agent run (framework not in the brief's list)
  (N) => {
    const goal = 'Make the chrony role in the infra repo idempotent: the second ansible-playbook run still reports changed=1 on the ntp hosts.';
    const t = 'The changed=1 comes from the template task for chrony.conf, which renders a timestamp comment via ansible_date_time on every run. Removing that comment or switching it to a static managed-by header should make the second run report changed=0 without touching the server pool list.';
    const t2 = 'The changed=1 comes from the template task for chrony.conf, which renders a timestamp comment using ansible_date_time on every run. Removing that comment or switching to a static managed-by header should make the second run report changed=0 without touching the server pool list.';
    const out = () => `PLAY RECAP *********************************************************************\nntp-${N.int(1, 3)}.lan : ok=6    changed=1    unreachable=0    failed=0    skipped=0\n\nTASK [chrony : render chrony.conf] ********* ${N.ctime(N.tick())} (0:00:0${N.int(1, 9)}.${N.int(100, 999)})\n--- before: /etc/chrony/chrony.conf\n+++ after: ${N.tmp('ansible-local')}/chrony.conf.j2\n@@ -1 +1 @@\n-# generated 2024-xx\n+# generated ${N.iso()}\n`;
    return {
      domain: 'config management (Ansible chrony role)', style: 'Agno agent run (RunResponse with tool executions) — framework not in the list',
      isolates: 'The agent re-runs the same --check --diff and then repeats its diagnosis paragraph nearly verbatim instead of editing the template.',
      goal,
      root: agent('Agent.run', { message: goal, agent_name: 'infra-helper', model: 'OpenAIChat(gpt-4o)' }, null, [
        llm('OpenAIChat.response', { messages: [sys('You are an infra helper with shell access.'), user(goal)] }, oaiCall(N, null, [['run_shell_command', { args: ['ansible-playbook', 'site.yml', '-l', 'ntp', '--check', '--diff'] }]])),
        tool('run_shell_command', { args: ['ansible-playbook', 'site.yml', '-l', 'ntp', '--check', '--diff'] }, out(), { tool_call_id: 'call_' + N.b62(20) }),
        llm('OpenAIChat.response', { messages: '[...]' }, oaiCall(N, t, [['run_shell_command', { args: ['ansible-playbook', 'site.yml', '-l', 'ntp', '--check', '--diff', '-v'] }]])),
        tool('run_shell_command', { args: ['ansible-playbook', 'site.yml', '-l', 'ntp', '--check', '--diff', '-v'] }, out(), { tool_call_id: 'call_' + N.b62(20) }),
        llm('OpenAIChat.response', { messages: '[...]' }, { role: 'assistant', content: t2 }),
      ], { run_id: N.uuid(), session_id: N.uuid(), event: 'RunCancelled' }),
    };
  },
];
