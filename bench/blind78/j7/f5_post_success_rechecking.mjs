import { agent, llm, tool, span } from './lib.mjs';
export const family = 'post_success_rechecking';
export const scenarios = [
  // 01 glass-studio annealing kiln, Vercel AI SDK
  (N) => {
    const kids = [];
    const prog = { name: 'ANNEAL-BOROSILICATE-6MM', segments: [{ ramp_c_per_h: 150, target_c: 565, hold_min: 60 }, { ramp_c_per_h: 40, target_c: 480, hold_min: 0 }, { ramp_c_per_h: 90, target_c: 40, hold_min: 0 }] };
    kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: 'Load the 6mm borosilicate anneal program on kiln 3 for tonight.' }]), 'ai.model.id': 'gpt-4o' }, { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: N.callId(), toolName: 'uploadProgram', args: JSON.stringify({ kiln: 3, program: prog }) }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.operationId': 'ai.generateText.doGenerate', 'ai.usage.promptTokens': N.int(600, 900) }));
    kids.push(tool('ai.toolCall uploadProgram', { 'ai.toolCall.name': 'uploadProgram', 'ai.toolCall.args': JSON.stringify({ kiln: 3, program: prog.name }) }, { 'ai.toolCall.result': JSON.stringify({ ok: true, kiln: 3, slot: 'P07', checksum: 'crc16:' + N.hex(4), controller: 'Bartlett Genesis', armed_for: '22:00' }) }));
    kids.push(llm('ai.generateText.doGenerate', { 'ai.model.id': 'gpt-4o' }, { 'ai.response.text': 'Program loaded into slot P07 and armed for 22:00. Let me verify.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getKilnStatus', args: '{"kiln":3}' }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.operationId': 'ai.generateText.doGenerate' }));
    for (let i = 0; i < 5; i++) {
      kids.push(tool('ai.toolCall getKilnStatus', { 'ai.toolCall.name': 'getKilnStatus', 'ai.toolCall.args': '{"kiln":3}' }, { 'ai.toolCall.result': JSON.stringify({ kiln: 3, state: 'ARMED', program: 'P07 ANNEAL-BOROSILICATE-6MM', start_at: '22:00', chamber_c: +(24 + N.r()).toFixed(1), polled_at: N.isoLocal('-07:00'), wifi_rssi: -N.int(50, 70) }) }));
      kids.push(llm('ai.generateText.doGenerate', { 'ai.model.id': 'gpt-4o' }, { 'ai.response.text': 'Kiln 3 is armed with the borosilicate anneal program for 22:00. I\'ll check the status once more to be sure.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getKilnStatus', args: '{"kiln":3}' }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.operationId': 'ai.generateText.doGenerate', 'ai.response.id': 'chatcmpl-' + N.b62(29) }));
    }
    return { stagnation: true, goal: 'Load the 6 mm borosilicate annealing program on kiln 3 for tonight\'s firing.', isolates: 'The upload succeeds and status confirms ARMED; the agent then polls the same status five more times with the same "once more to be sure" sentence until maxSteps.',
      root: agent('ai.generateText', { 'ai.prompt': 'Load the 6mm borosilicate anneal program on kiln 3 for tonight.', 'ai.settings.maxSteps': 12 }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': 'Kiln 3 is armed with the borosilicate anneal program for 22:00. I\'ll check the status once more to be sure.' }, kids, { 'ai.operationId': 'ai.generateText', 'ai.telemetry.functionId': 'kiln-assistant' }) };
  },
  // 02 ham-radio contest log, OpenTelemetry GenAI semconv, action-only
  (N) => {
    const kids = [];
    kids.push(llm('chat gpt-4o-mini', { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Submit our Field Day Cabrillo log for W1AW/3.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'submit_log', arguments: { file: 'fd2025_w1aw3.log' } }], finish_reason: 'tool_call' }] }, { 'gen_ai.system': 'openai', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }));
    kids.push(tool('execute_tool submit_log', { 'gen_ai.tool.name': 'submit_log', 'gen_ai.tool.call.arguments': { file: 'fd2025_w1aw3.log' } }, { 'gen_ai.tool.call.result': `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Robot: ${N.host('logcheck')}\n\nLog received. Callsign W1AW/3, 1,284 QSOs, claimed score 5,842. Confirmation #FD-${N.int(100000, 999999)}. Thank you.` }, { 'gen_ai.operation.name': 'execute_tool' }));
    for (let i = 0; i < 4; i++) {
      const nm = i % 2 ? 'check_submission' : 'submit_log';
      kids.push(llm('chat gpt-4o-mini', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: nm, arguments: nm === 'submit_log' ? { file: 'fd2025_w1aw3.log' } : { callsign: 'W1AW/3' } }], finish_reason: 'tool_call' }] }, { 'gen_ai.usage.input_tokens': N.int(900, 2200) }));
      kids.push(tool('execute_tool ' + nm, { 'gen_ai.tool.name': nm }, { 'gen_ai.tool.call.result': nm === 'submit_log' ? `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Robot: ${N.host('logcheck')}\n\nDuplicate upload ignored: log for W1AW/3 already received (1,284 QSOs).` : JSON.stringify({ callsign: 'W1AW/3', status: 'received', qsos: 1284, checked_at: N.iso(), queue_pos: null }) }, { 'gen_ai.operation.name': 'execute_tool' }));
    }
    return { stagnation: false, goal: 'Submit the club\'s Field Day contest log in Cabrillo format.', isolates: 'The first upload is accepted with a confirmation number; the agent then re-submits and re-checks four more times, each reply saying it is already received. No model text, only tool calls.',
      root: agent('invoke_agent contest_helper', { 'gen_ai.agent.name': 'contest_helper' }, { status: 'max_iterations' }, kids, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'radio-club-bot' }) };
  },
  // 03 sled-dog race vet checks, Langfuse
  (N) => {
    const kids = [];
    const ann = 'Vet check for team 14 (Musher: A. Sørli) at the Røros checkpoint is recorded: 10 dogs fit, 1 dropped (wrist). Record confirmed.';
    kids.push(span('GENERATION', 'vet-intake', { messages: [{ role: 'user', content: 'Log the Røros vet check for team 14: 11 dogs in, Loki dropped with a sore wrist.' }] }, { role: 'assistant', tool_calls: [{ name: 'record_vet_check', arguments: '{"team":14,"checkpoint":"Roros","dogs_in":11,"dropped":[{"name":"Loki","reason":"wrist"}]}' }] }, [], { metadata: { langfuse_type: 'generation', model: 'gpt-4o', usage: N.usage() } }));
    kids.push(tool('record_vet_check', { team: 14, checkpoint: 'Roros', dogs_in: 11 }, { saved: true, record_id: N.uuid(), dogs_continuing: 10, race_clock: `${N.int(30, 50)}:${N.int(10, 59)}:${N.int(10, 59)}` }, { langfuse_type: 'span' }));
    kids.push(tool('get_vet_check', { team: 14, checkpoint: 'Roros' }, { found: true, dogs_continuing: 10, dropped: ['Loki (wrist)'], vet: 'Dr. Haugen', version: 1 }, { langfuse_type: 'span' }));
    for (let i = 0; i < 4; i++) {
      kids.push(span('GENERATION', 'announce', { messages: '[...]' }, { role: 'assistant', content: ann, tool_calls: [{ name: 'post_race_channel', arguments: JSON.stringify({ text: ann }) }] }, [], { metadata: { langfuse_type: 'generation', model: 'gpt-4o', latency_ms: N.ms(400, 2000) } }));
      kids.push(tool('post_race_channel', { text: ann }, { ok: true, channel: 'C0' + N.b62(8).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` }, { langfuse_type: 'span' }));
    }
    return { stagnation: true, goal: 'Record the Røros checkpoint vet check for sled-dog team 14.', isolates: 'The record is saved and read back; then the agent posts the same confirmation to the race channel four times.',
      root: agent('trace: race-ops', { input: 'Log the Røros vet check for team 14: 11 dogs in, Loki dropped with a sore wrist.' }, { output: ann }, kids, { langfuse_trace_id: N.hex(32), sessionId: 'femund-' + N.int(100, 999), tags: ['checkpoint', 'vet'] }) };
  },
  // 04 archive box relabelling, W&B Weave
  (N) => {
    const kids = [];
    kids.push(span('call', 'openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Reprint the label for box 88 of the Hollis estate papers with the new accession number 2025.114.' }] }, { choices: [{ message: { role: 'assistant', tool_calls: [{ function: { name: 'print_label', arguments: '{"box":88,"collection":"Hollis","accession":"2025.114"}' } }] } }] }, [], { metadata: { weave_op: 'openai.chat.completions.create', call_id: N.uuid() } }));
    kids.push(tool('print_label', { box: 88, collection: 'Hollis', accession: '2025.114' }, { printer: 'ZD421-archives', job: N.job('zpl'), status: 'printed', zpl_bytes: N.int(600, 900) }, { weave_op: 'print_label' }));
    kids.push(tool('catalog_lookup', { box: 88, collection: 'Hollis' }, { box: 88, accession: '2025.114', label_printed: true, location: 'Stack 4 / Bay C / Shelf 2', updated_by: 'agent', updated: N.iso() }, { weave_op: 'catalog_lookup' }));
    const texts = [
      'The label for box 88 shows accession 2025.114 and the catalog agrees. Double-checking the catalog entry.',
      'Box 88 is labelled 2025.114 and the catalog agrees. Let me double-check the catalog entry again.',
      'The catalog shows box 88 with accession 2025.114 and label printed. Double-checking once more.',
      'Box 88 label is printed with 2025.114, catalog matches. One more double-check of the catalog.',
    ];
    for (const t of texts) {
      kids.push(span('call', 'openai.chat.completions.create', { model: 'gpt-4o' }, { choices: [{ message: { role: 'assistant', content: t, tool_calls: [{ function: { name: 'catalog_lookup', arguments: '{"box":88,"collection":"Hollis"}' } }] } }] }, [], { metadata: { weave_op: 'openai.chat.completions.create', call_id: N.uuid() } }));
      kids.push(tool('catalog_lookup', { box: 88, collection: 'Hollis' }, { box: 88, accession: '2025.114', label_printed: true, location: 'Stack 4 / Bay C / Shelf 2', cache: N.pick(['hit', 'miss']), read_ms: N.ms(3, 40) }, { weave_op: 'catalog_lookup' }));
    }
    return { stagnation: true, goal: 'Reprint the label for box 88 of the Hollis estate papers with accession number 2025.114.', isolates: 'The label prints and the catalog confirms; the agent then re-reads the same catalog entry four times with near-identical "double-checking" text.',
      root: span('agent', 'ArchivistAgent.run', { request: 'Reprint box 88 label with 2025.114' }, null, kids, { metadata: { weave_project: 'archives/ops', op_version: 'v' + N.int(3, 20) } }) };
  },
  // 05 coding: dependency bump, OpenHands
  (N) => {
    const kids = [];
    kids.push(tool('CmdRunAction', { command: 'sed -i "s/pyserial==3.4/pyserial==3.5/" requirements.txt && pip install -r requirements.txt -q' }, { content: 'Successfully installed pyserial-3.5', exit_code: 0, hostname: N.host('runtime'), working_dir: '/workspace/telescope-focuser' }, { action: 'run' }));
    kids.push(tool('CmdRunAction', { command: 'pytest -q' }, { content: `.................................. [100%]\n34 passed in ${N.secs(2, 6)}`, exit_code: 0 }, { action: 'run' }));
    kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet', messages: '[...]' }, { content: 'All 34 tests pass with pyserial 3.5. Let me run the suite again to make sure the result is stable.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"pytest -q"}' } }] }, { response_id: 'chatcmpl-' + N.b62(20) }));
    for (let i = 0; i < 4; i++) {
      kids.push(tool('CmdRunAction', { command: 'pytest -q' }, { content: `.................................. [100%]\n34 passed in ${N.secs(2, 6)}\nrootdir: /workspace/telescope-focuser, cachedir: .pytest_cache`, exit_code: 0, pid: N.int(1000, 9000) }, { action: 'run' }));
      kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet' }, { content: 'All 34 tests pass again with pyserial 3.5. Let me run the suite once more to make sure the result is stable.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"pytest -q"}' } }] }, { response_id: 'chatcmpl-' + N.b62(20), cost: +(0.01 + N.r() * 0.01).toFixed(4) }));
    }
    kids.push(span('event', 'AgentStateChangedObservation', {}, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode: 12' }));
    return { stagnation: true, goal: 'Bump pyserial from 3.4 to 3.5 in the telescope-focuser controller and make sure tests pass.', isolates: 'After the bump and a green test run, the agent reruns the same test suite four more times, each identical, each with the same "once more" sentence, until the iteration cap.',
      root: agent('CodeActAgent', { task: 'Bump pyserial to 3.5 in telescope-focuser and make sure tests pass.' }, { agent_state: 'error' }, kids, { openhands_version: '0.28.1', sid: N.hex(32), max_iterations: 12 }) };
  },
  // 06 night-train harp reservation, MLflow Tracing, action-only
  (N) => {
    const kids = [];
    kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Reserve the large-instrument space for my concert harp on the Vienna–Hamburg Nightjet on 9 Oct.' }] }, { tool_calls: [{ name: 'reserve_extra_space', args: { train: 'NJ 490', date: '2025-10-09', item: 'instrument_xl' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    kids.push(tool('reserve_extra_space', { train: 'NJ 490', date: '2025-10-09', item: 'instrument_xl' }, { status: 'CONFIRMED', pnr: 'NJ' + N.b62(6).toUpperCase(), coach: 37, space: 'Gepäckabteil G2', price_eur: 19.9, issued: N.dmy() }, { 'mlflow.spanType': 'TOOL' }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('ChatOpenAI', { messages: '[...]' }, { tool_calls: [{ name: i % 2 ? 'get_booking' : 'reserve_extra_space', args: i % 2 ? { pnr: 'from previous result' } : { train: 'NJ 490', date: '2025-10-09', item: 'instrument_xl' } }] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': N.usage() }));
      kids.push(tool(i % 2 ? 'get_booking' : 'reserve_extra_space', {}, i % 2 ? { status: 'CONFIRMED', coach: 37, space: 'G2', ticket_rev: 1, fetched: N.isoLocal('+02:00') } : { status: 'ALREADY_HELD', message: 'This passenger already holds instrument_xl on NJ 490 2025-10-09', x_correlation_id: N.uuid() }, { 'mlflow.spanType': 'TOOL' }));
    }
    return { stagnation: false, goal: 'Reserve the large-instrument space for a concert harp on the Vienna–Hamburg night train on 9 October.', isolates: 'The reservation is confirmed in the first tool result; the agent re-reserves and re-fetches four more times, getting "already held" or the same booking. Only tool calls, no model text.',
      root: agent('TravelAgent', { request_id: 'tr-' + N.hex(16) }, null, kids, { 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.spanType': 'AGENT' }) };
  },
];
