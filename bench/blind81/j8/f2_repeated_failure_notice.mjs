// Loop: try -> same failure -> same message to the user/channel -> try again, 3+ rounds.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const loop = true;
export const scenarios = [
  // 01 bonsai nursery irrigation, OpenInference / Phoenix
  (N) => {
    const goal = 'Open drip zone 7 (shohin junipers, greenhouse B) for 4 minutes; the moisture sensor reads 11%.';
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You control the nursery irrigation.', 'llm.input_messages.1.message.content': goal },
        { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'open_valve', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"zone":7,"minutes":4}' },
        { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': N.int(600, 900) }));
      kids.push(tool('open_valve', { 'tool.name': 'open_valve', 'tool.parameters': '{"zone":7,"minutes":4}' },
        { status: 504, body: `<html><head><title>504 Gateway Time-out</title></head><body><center>nginx/1.24.0</center></body></html>`, headers: { date: N.http(), 'x-upstream': 'valvebus-gw-' + N.int(1, 3), 'x-request-id': N.uuid() } },
        { 'openinference.span.kind': 'TOOL' }, 'HTTP 504 from valve bus gateway after 30000ms'));
      kids.push(tool('notify_grower', { 'tool.name': 'notify_grower', message: 'Zone 7 valve could not be opened (gateway timeout). I will try again shortly.' }, { delivered: true, push_id: 'pn_' + N.b62(16), at: N.isoNoMs() }, { 'openinference.span.kind': 'TOOL' }));
    }
    return { isolates: 'Each of four rounds opens valve 7, hits the same 504 gateway timeout and pushes the grower the identical "will try again shortly" note.', stagnation: true, goal,
      root: agent('irrigation-agent', { 'input.value': goal }, { 'output.value': null }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() }) };
  },
  // 02 lighthouse fog signal, Anthropic Messages API log lines
  (N) => {
    const goal = 'Run the weekly fog-signal test at Skerryvore: start compressor 2, sound the diaphone for 10 s, record pressure, post the result to #lights-ops.';
    const kids = [];
    const say = 'Fog signal test failed: compressor 2 did not reach 3.5 bar (stalled at 1.9 bar). Will retry the start sequence.';
    for (let i = 0; i < 3; i++) {
      const tu = 'toolu_' + N.b62(24);
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: [{ role: 'user', content: goal }, { role: 'user', content: '[prior tool_result blocks]' }] },
        { id: 'msg_' + N.b62(24), type: 'message', stop_reason: 'tool_use', content: [{ type: 'text', text: i ? 'Retrying the compressor start.' : 'Starting compressor 2.' }, { type: 'tool_use', id: tu, name: 'plc_command', input: { station: 'SKV', cmd: 'COMP2_START', wait_bar: 3.5 } }], usage: { input_tokens: N.int(1100, 1600), output_tokens: N.int(40, 80) } }, { 'request-id': 'req_' + N.b62(24), 'anthropic-ratelimit-requests-remaining': 49 - i }));
      kids.push(tool('plc_command', { tool_use_id: tu, cmd: 'COMP2_START' }, { type: 'tool_result', is_error: true, content: `MODBUS RTU unit=4 fc=03 reg=40021 -> 0x0013 (1.9 bar) after 45.0s\nstate=STALL seq=${N.int(10000, 99999)} rtu_clock=${N.clock()}` }, {}, 'compressor pressure 1.9 bar < 3.5 bar'));
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', messages: '[...]' }, { id: 'msg_' + N.b62(24), stop_reason: 'tool_use', content: [{ type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'slack_post', input: { channel: '#lights-ops', text: say } }] }, { 'request-id': 'req_' + N.b62(24) }));
      kids.push(tool('slack_post', { channel: '#lights-ops', text: say }, { ok: true, channel: 'C0' + N.b62(8).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
    }
    return { isolates: 'Compressor start fails at 1.9 bar three times and each time the same Slack message is posted verbatim before the identical retry.', stagnation: true, goal,
      root: agent('fogsignal-test', { goal }, { stop: 'max_iterations', iterations: 12 }, kids, { log_source: 'anthropic-messages-proxy', env: 'prod' }) };
  },
  // 03 tide-mill grain milling, smolagents CodeAgent steps
  (N) => {
    const goal = 'Schedule milling of 1.2 t of spelt on tomorrow\'s ebb tide and email the bakery the expected flour pickup time.';
    const kids = [];
    for (let i = 0; i < 3; i++) {
      const code = `tides = get_tide_table(station="Eling", date="${N.ymd()}")\nslot = book_millwheel(start=tides["high_water"], tonnes=1.2)\nprint(slot)`;
      kids.push(chain(`Step ${i * 2 + 1}`, { step_number: i * 2 + 1 }, { observations: null }, [
        llm('OpenAIServerModel', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs.' }, { role: 'user', content: 'New task:\n' + goal }] },
          { content: `Thought: I'll get the tide table and book the millwheel on the ebb.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_tokens: N.int(2000, 3000) }),
        tool('PythonInterpreterTool', { code }, null, { tool: 'python_interpreter' }, `Code execution failed at line 'slot = book_millwheel(start=tides["high_water"], tonnes=1.2)' due to: KeyError: 'high_water'\n(tide table keys: ['HW', 'LW', 'HW2', 'LW2'], station_id=${N.int(1000, 9999)}, fetched ${N.iso()})`),
      ], {}, 'chain'));
      const mail = 'Dear Crusty Loaf Bakery, the spelt milling slot for tomorrow could not be booked yet because of a tide-table error. I will confirm the pickup time as soon as it is resolved.';
      kids.push(chain(`Step ${i * 2 + 2}`, { step_number: i * 2 + 2 }, {}, [
        llm('OpenAIServerModel', { messages: '[memory]' }, { content: `Thought: I should keep the bakery informed.\nCode:\n\`\`\`py\nsend_email(to="orders@crustyloaf.example", subject="Spelt flour pickup", body="${mail}")\n\`\`\`<end_code>` }, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct' }),
        tool('send_email', { to: 'orders@crustyloaf.example', body: mail }, `250 2.0.0 OK ${N.epoch()} ${N.b62(12)} - gsmtp`),
      ]));
    }
    return { isolates: 'smolagents CodeAgent reruns the same code that fails with KeyError high_water and e-mails the bakery the same apology after each of three failures.', stagnation: true, goal,
      root: agent('CodeAgent', { task: goal }, { error: 'Reached max steps.' }, kids, { 'smolagents.max_steps': 6 }) };
  },
  // 04 bell-tower clock winding, Pydantic AI / Logfire
  (N) => {
    const goal = 'Wind the St Olave tower clock going train remotely via the auto-winder and confirm the weight reached the top stop.';
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat claude-3-5-sonnet-latest', { 'gen_ai.request.model': 'claude-3-5-sonnet-latest', all_messages_events: [{ role: 'user', content: goal }] },
        { 'gen_ai.response.finish_reasons': ['tool_use'], parts: [{ part_kind: 'tool-call', tool_name: 'run_winder', args: { train: 'going', turns: 42 } }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat claude-3-5-sonnet-latest' }));
      kids.push(tool('running tool: run_winder', { tool_arguments: { train: 'going', turns: 42 } }, { retry_prompt: 'winder motor current limit tripped at turn 7 (3.8 A > 3.5 A). fault_code=E17 boot_id=' + N.hex(8) }, { 'logfire.level_name': 'warn', run_step: i * 3 + 2 }, 'ModelRetry: winder fault E17'));
      kids.push(tool('running tool: notify_steeplekeeper', { tool_arguments: { text: 'The remote winder stopped with fault E17 (over-current at turn 7). I\'ll attempt the wind again.' } }, { sent: true, sms_ref: N.b62(10), at: N.http() }, { run_step: i * 3 + 3 }));
    }
    return { isolates: 'The winder trips on the same E17 over-current at turn 7 three times and the steeplekeeper gets the same SMS each round.', stagnation: true, goal,
      root: agent('agent run', { prompt: goal, agent_name: 'tower_clock_agent' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }, kids, { 'logfire.span_type': 'span', 'logfire.trace_id': N.traceHex(), service_name: 'parish-clocks' }) };
  },
  // 05 museum object courier travel, Mastra
  (N) => {
    const goal = 'Rebook the art courier (with crated panel painting, 2 seats) from VIE to ORD after the cancelled OS65; must stay with the crate.';
    const kids = [tool('searchFlights', { from: 'VIE', to: 'ORD', cargo: 'crate 140x110x40cm' }, { offers: [{ id: 'OFR-' + N.hex(6), via: 'FRA', dep: '13:05', cargo_pax_same_flight: true, price_eur: 4120 }], session: N.uuid(), ttl_s: 900 }, { 'mastra.tool': 'searchFlights' })];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('agent.courierDesk.generate', { messages: [{ role: 'user', content: goal }] }, { text: '', toolCalls: [{ toolName: 'bookOffer', args: { offerId: kids[0].output.offers[0].id, seats: 2 } }] }, { 'mastra.agent': 'courierDesk', model: 'openai/gpt-4o' }));
      kids.push(tool('bookOffer', { offerId: kids[0].output.offers[0].id, seats: 2 }, { status: 409, error: { code: 'FARE_BASIS_MISMATCH', message: 'Offer repriced; requote required', pnr: null, trace: N.hex(16) }, 'x-amadeus-request-id': N.uuid() }, {}, '409 FARE_BASIS_MISMATCH'));
      kids.push(llm('agent.courierDesk.generate', { messages: '[...]' }, { text: 'Booking via Frankfurt failed because the fare was repriced. I am retrying the same offer now and will update you.' }, { model: 'openai/gpt-4o' }));
    }
    return { isolates: 'Agent keeps booking the same stale offer id, gets FARE_BASIS_MISMATCH three times and tells the registrar the same sentence each time instead of requoting.', stagnation: true, goal,
      root: agent('workflow.courierRebook', { inputData: { goal } }, { status: 'failed', error: 'maxSteps' }, kids, { runId: N.uuid(), framework: 'mastra 0.x' }) };
  },
  // 06 allotment society plot-fee refund support, Strands Agents
  (N) => {
    const goal = 'Refund £18.50 plot fee to member #' + N.int(300, 900) + ' (plot 14b surrendered) and reply on the support ticket.';
    const kids = [];
    const reply = 'Hello, I tried to issue your £18.50 refund but the payment provider rejected it (card expired). I will try again and let you know.';
    for (let i = 0; i < 3; i++) {
      const cyc = [
        llm('chat', { 'gen_ai.prompt': goal }, { content: [{ toolUse: { name: 'issue_refund', input: { member: 'auto', amount_gbp: 18.5, method: 'original_card' }, toolUseId: 'tooluse_' + N.b62(22) } }], stopReason: 'tool_use' }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': N.int(900, 1300) }),
        tool('execute_tool issue_refund', { amount_gbp: 18.5, method: 'original_card' }, { status: 'error', content: [{ text: JSON.stringify({ error: { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', request_log_url: 'https://dashboard.stripe.com/logs/req_' + N.b62(14) } }) }] }, {}, 'card_error: expired_card'),
        llm('chat', { 'gen_ai.prompt': '[...]' }, { content: [{ toolUse: { name: 'reply_ticket', input: { ticket: 'ALLOT-' + N.int(1000, 1999), body: reply } } }] }, {}),
        tool('execute_tool reply_ticket', { body: reply }, { status: 'success', content: [{ text: `comment ${N.int(100000, 999999)} added ${N.iso()}` }] }),
      ];
      kids.push(chain('Cycle ' + N.uuid(), { event_loop_cycle_id: N.uuid() }, {}, cyc, { 'strands.cycle': i + 1 }, 'chain'));
    }
    return { isolates: 'Strands event-loop cycles repeat refund-to-expired-card, fail identically, and post the same ticket reply three times.', stagnation: true, goal,
      root: agent('invoke_agent Strands Agents', { 'gen_ai.agent.name': 'Strands Agents', prompt: goal }, { finish: 'MaxTokensReachedException' }, kids, { 'gen_ai.system': 'strands-agents' }) };
  },
];
