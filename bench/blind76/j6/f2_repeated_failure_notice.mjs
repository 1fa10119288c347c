import { agent, llm, tool, span, tcMsg } from './lib.mjs';
// Loop: try -> same failure -> same message to a human -> try again, 3+ rounds.
export const scenarios = [
  // 01 reed-bed sewage works, OpenTelemetry GenAI semantic conventions
  (r) => {
    const kids = [];
    const note = 'Heads up: I could not open aeration valve AV-3 on reed bed 2 (Modbus timeout). I will retry now.';
    for (let i = 0; i < 4; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': [{ role: 'user', content: 'Raise dissolved oxygen in reed bed 2 above 2 mg/l.' }] }, { 'gen_ai.completion': [tcMsg(r, null, [['scada_write', { tag: 'RB2.AV3.OPEN_PCT', value: 65 }]])] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.usage.input_tokens': r.int(1100, 1600), 'gen_ai.usage.output_tokens': r.int(20, 40) }));
      kids.push(tool('execute_tool scada_write', { 'gen_ai.tool.name': 'scada_write', args: '{"tag":"RB2.AV3.OPEN_PCT","value":65}' }, { status: 'error', detail: `ModbusTCP timeout after ${r.int(3000, 3020)}ms unit=17 fc=6 addr=40112 gw=${r.host('plc-gw')} txn=${r.int(1000, 65000)}` }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': r.callId(), 'otel.status_code': 'ERROR' }, 'ModbusTimeoutError'));
      kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': '[...tool error...]' }, { 'gen_ai.completion': [tcMsg(r, null, [['slack_post', { channel: '#reedbeds-ops', text: note }]])] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.response.id': 'chatcmpl-' + r.b62(29) }));
      kids.push(tool('execute_tool slack_post', { 'gen_ai.tool.name': 'slack_post', args: JSON.stringify({ channel: '#reedbeds-ops', text: note }) }, { ok: true, channel: 'C04' + r.b62(8).toUpperCase(), ts: `${r.epoch()}.${r.int(100000, 999999)}` }, { 'gen_ai.tool.call.id': r.callId() }));
    }
    return {
      isolates: 'Four rounds of the same SCADA valve write timing out, each followed by the identical Slack notice to operators.',
      goal: 'Raise dissolved oxygen in reed bed 2 of the sewage works above 2 mg/l.', stagnation: true,
      root: agent('invoke_agent reedbed-operator', { 'gen_ai.agent.name': 'reedbed-operator', input: 'Raise DO in reed bed 2.' }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'wwtp-agent', 'otel.status_code': 'ERROR' }),
    };
  },
  // 02 steam railway boiler inspection, Anthropic Messages API logs
  (r) => {
    const kids = [];
    const msg = 'The upload of the boiler inspection certificate for loco 7828 "Odney Manor" to the ORR portal failed again because the PDF is too large (413). I\'ll try once more.';
    for (let i = 0; i < 3; i++) {
      const id = r.toolu();
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, messages: [{ role: 'user', content: 'File the cold and hot exam certificate for 7828.' }] }, { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: i ? msg : 'Uploading the certificate now.' }, { type: 'tool_use', id, name: 'portal_upload', input: { path: '/srv/boilers/7828/exam-2025-hot.pdf', form: 'BIC-3' } }], stop_reason: 'tool_use', usage: r.tokens(2200 + i * 300, 120) }, { 'request-id': r.reqId('req_'), 'anthropic-ratelimit-requests-remaining': String(r.int(40, 49)), date: r.http() }));
      kids.push(tool('portal_upload', { path: '/srv/boilers/7828/exam-2025-hot.pdf', form: 'BIC-3' }, { type: 'tool_result', tool_use_id: id, is_error: true, content: `HTTP/1.1 413 Payload Too Large\nServer: nginx\nDate: ${r.http()}\nX-Request-Id: ${r.uuid()}\nContent-Length: 183\n\n<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center></body></html>` }, { elapsed_s: r.secs(1, 4), bytes_sent: 23884012 }, 'HTTP 413'));
    }
    kids.push(llm('POST /v1/messages', { messages: '...' }, { content: [{ type: 'text', text: msg }], stop_reason: 'end_turn' }, { 'request-id': r.reqId('req_'), date: r.http() }));
    return {
      isolates: 'The same 23 MB PDF upload fails with 413 three times and the assistant tells the user the same sentence after each failure without compressing the file.',
      goal: 'File the hot-exam boiler inspection certificate for steam locomotive 7828 on the regulator portal.', stagnation: true,
      root: agent('messages-session', { system: 'You are the heritage railway\'s compliance assistant.' }, { stop_reason: 'end_turn', turns: 4 }, kids, { anthropic_version: '2023-06-01', log_source: 'gateway' }),
    };
  },
  // 03 tapestry loom, CrewAI
  (r) => {
    const kids = [];
    const email = 'Hello Ines, the jacquard file verdure_panel3.jc5 was rejected by loom TC2-B (checksum mismatch). I am re-sending it now and will let you know.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('Loom Operator.llm_call', { messages: [{ role: 'user', content: 'Current Task: Send panel 3 of the verdure tapestry to loom TC2-B' }] }, { text: `Thought: I should send the design file to the loom controller.\nAction: loom_push\nAction Input: {"file": "verdure_panel3.jc5", "loom": "TC2-B"}` }, { model: 'gpt-4o-mini', crewai_event: 'LLMCallCompletedEvent', timestamp: r.iso() }));
      kids.push(tool('loom_push', { file: 'verdure_panel3.jc5', loom: 'TC2-B' }, `PUSH verdure_panel3.jc5 -> TC2-B (${r.int(10, 40)}.${r.int(0, 9)} KB/s)\nERR E217 checksum mismatch: expected 0x${r.hex(8)} got 0x${r.hex(8)}\nsession ${r.hex(6)} closed after ${r.secs(2, 6)}s`, { crewai_event: 'ToolUsageErrorEvent', run_attempts: i + 1 }, 'E217 checksum mismatch'));
      kids.push(llm('Loom Operator.llm_call', { messages: '...' }, { text: `Thought: I should tell the weaver.\nAction: send_email\nAction Input: {"to": "ines@atelier-aubusson.fr", "body": "${email}"}` }, { model: 'gpt-4o-mini', timestamp: r.iso() }));
      kids.push(tool('send_email', { to: 'ines@atelier-aubusson.fr', body: email }, { id: '<' + r.hex(16) + '@mail.atelier-aubusson.fr>', accepted: ['ines@atelier-aubusson.fr'] }, { crewai_event: 'ToolUsageFinishedEvent' }));
    }
    return {
      isolates: 'The loom keeps rejecting the same file for a checksum error and the CrewAI agent e-mails the weaver the identical notice after each retry.',
      goal: 'Load panel 3 of the verdure tapestry design onto jacquard loom TC2-B.', stagnation: true,
      root: agent('Crew: tapestry_production', { inputs: { panel: 3, loom: 'TC2-B' } }, null, [agent('Loom Operator', { task: 'Send panel 3 of the verdure tapestry to loom TC2-B' }, { error: 'Agent stopped due to iteration limit or time limit.' }, kids, { role: 'Loom Operator', max_iter: 12 })], { crew_id: r.uuid(), process: 'sequential' }),
    };
  },
  // 04 mountain observatory cloud camera, Pydantic AI (Logfire)
  (r) => {
    const kids = [];
    const post = 'All-sky camera ASC-North still returns a white frame (lens heater fault?). Retrying the capture in a minute.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat claude-3-5-haiku-latest', { 'gen_ai.request.model': 'claude-3-5-haiku-latest', all_messages_events: [{ role: 'user', content: 'Give me the 02:00 cloud cover for the Pic du Midi dome.' }] }, { events: [{ role: 'assistant', tool_calls: [{ function: { name: 'capture_frame', arguments: { camera: 'ASC-North', exposure_s: 30 } } }] }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat claude-3-5-haiku-latest', 'gen_ai.usage.input_tokens': r.int(800, 1200) }));
      kids.push(tool('running tool: capture_frame', { camera: 'ASC-North', exposure_s: 30 }, { ok: false, frame: `/data/asc/north/${r.epoch()}.fits`, mean_adu: 65535, saturated_pct: 99.8, ccd_temp_c: r.int(-12, -9) + 0.5 }, { 'logfire.level_name': 'warn', run_step: 2 * i + 1 }, 'frame saturated (mean 65535 ADU)'));
      kids.push(llm('chat claude-3-5-haiku-latest', { all_messages_events: '...' }, { events: [{ role: 'assistant', tool_calls: [{ function: { name: 'post_to_channel', arguments: { channel: 'night-ops', text: post } } }] }] }, { 'logfire.span_type': 'span' }));
      kids.push(tool('running tool: post_to_channel', { channel: 'night-ops', text: post }, { posted: true, msg_id: r.ulid() }, { run_step: 2 * i + 2 }));
    }
    return {
      isolates: 'Each capture from the all-sky camera comes back saturated and the agent posts the same night-ops message before retrying the identical capture.',
      goal: 'Report cloud cover over the observatory dome at 02:00 from the all-sky camera.', stagnation: true,
      root: agent('agent run', { prompt: 'Give me the 02:00 cloud cover for the dome.' }, null, kids, { 'logfire.span_type': 'span', agent_name: 'skywatch', 'pydantic_ai.version': '0.0.36', usage_limits: { request_limit: 6 } }),
    };
  },
  // 05 community seed library, Mastra, templated ticket comments (no free text from the model)
  (r) => {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('llm.generate', { messages: [{ role: 'user', content: 'Mark accession SL-0883 (Crimson Flowered broad bean) as germination-tested.' }] }, { toolCalls: [{ toolName: 'catalogue_update', args: { accession: 'SL-0883', germination_pct: 87, tested: '2025-03-02' } }] }, { 'mastra.agent': 'seedkeeper', model: 'gpt-4o-mini', runId: r.uuid() }));
      kids.push(tool('tool.catalogue_update', { accession: 'SL-0883', germination_pct: 87, tested: '2025-03-02' }, { error: { code: 'P2025', message: 'Record to update not found.', meta: { cause: 'accession SL-0883 is locked by batch import ' + r.job('imp') } } }, { durationMs: r.ms(20, 120) }, 'PrismaClientKnownRequestError'));
      kids.push(llm('llm.generate', { messages: '...' }, { toolCalls: [{ toolName: 'ticket_comment', args: { ticket: 'SEED-412', template: 'UPDATE_FAILED_RETRYING', vars: { accession: 'SL-0883' } } }] }, { model: 'gpt-4o-mini' }));
      kids.push(tool('tool.ticket_comment', { ticket: 'SEED-412', template: 'UPDATE_FAILED_RETRYING', vars: { accession: 'SL-0883' } }, { comment_id: r.int(90000, 99999), created: r.iso() }, { durationMs: r.ms(60, 300) }));
    }
    return {
      isolates: 'A locked catalogue record rejects the same update four times and the same templated ticket comment is filed after each failure.',
      goal: 'Record the germination test result for seed-library accession SL-0883.', stagnation: false,
      root: agent('agent.seedkeeper.generate', { input: 'Mark SL-0883 as germination-tested (87%).' }, { finishReason: 'tool-calls', steps: 16 }, kids, { 'mastra.version': '0.10', maxSteps: 16 }),
    };
  },
  // 06 falconry mews, smolagents CodeAgent
  (r) => {
    const kids = [];
    const say = 'I could not book the avian vet for Saker falcon "Tamsin" - the clinic API is unavailable. I will try again.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('Step ' + (i + 1), { model_input_messages: '[system, user, ...]' }, { model_output: `Thought: Book the vet for Tamsin's bumblefoot check.\nCode:\n\`\`\`py\nres = book_vet(bird="Tamsin", species="Falco cherrug", reason="bumblefoot check", earliest="2025-05-06")\nprint(res)\n\`\`\`` }, { 'openinference.span.kind': 'CHAIN', token_counts: { input: r.int(2000, 2600), output: r.int(60, 90) } }, [
        tool('book_vet', { bird: 'Tamsin', species: 'Falco cherrug', reason: 'bumblefoot check', earliest: '2025-05-06' }, `Execution logs:\nHTTPError: 503 Service Unavailable for url: https://api.wingcare-vets.co.uk/v2/appointments (retry-after: ${r.int(30, 120)}, x-amzn-trace-id: Root=1-${r.hex(8)}-${r.hex(24)})`, { 'openinference.span.kind': 'TOOL' }, 'HTTPError 503'),
      ]));
      kids.push(llm('Step ' + (i + 1) + '.b', { model_input_messages: '...' }, { model_output: `Thought: Tell the falconer.\nCode:\n\`\`\`py\nnotify_falconer("${say}")\n\`\`\`` }, { 'openinference.span.kind': 'CHAIN' }, [tool('notify_falconer', { message: say }, 'Execution logs:\nSMS queued id=' + r.hex(10), { 'openinference.span.kind': 'TOOL' })]));
    }
    return {
      isolates: 'The vet-booking call returns 503 three times and the code agent sends the falconer the same SMS after every failure without changing approach.',
      goal: 'Book an avian vet appointment for the mews\' Saker falcon with suspected bumblefoot.', stagnation: true,
      root: agent('CodeAgent', { task: 'Book a vet check for Tamsin (bumblefoot).' }, { error: 'AgentMaxStepsError: Reached max steps.' }, kids, { smolagents_version: '1.9.2', max_steps: 6 }),
    };
  },
];
