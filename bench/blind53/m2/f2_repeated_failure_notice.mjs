// Loop family: try the same failing action, fail identically, tell the user (or a channel) the
// same thing near-verbatim, try again... 3+ rounds.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, toolMsg, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'repeated_failure_notice';
export const LOOP = true;

export const ROWS = [
{
  n: '01', stagnation: true,
  isolates: 'Vercel AI SDK generateText run where a popcorn-wholesale agent resubmits the same EDI invoice, gets the same 422 missing-GLN error, and posts the same apology to the buyer three times.',
  goal: 'Send invoice INV-88412 for 40 cases of kettle corn to the cinema chain buyer via their EDI portal.',
  build: (c) => {
    const steps = [];
    const note = 'Sorry for the delay. The invoice for 40 cases of kettle corn could not be submitted yet because the EDI portal rejected it. I\'m retrying now and will confirm once it goes through.';
    for (let i = 0; i < 3; i++) {
      const call = { toolCallType: 'function', toolCallId: 'call_' + c.b62(24), toolName: 'submitEdiInvoice', args: { invoice: 'INV-88412', format: 'X12-810', partner: 'MARQUEE-CINEMAS' } };
      steps.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Send INV-88412 to Marquee.' }] }]) }, { 'ai.response.text': i === 0 ? '' : note, 'ai.response.toolCalls': JSON.stringify([call]), 'ai.response.finishReason': 'tool-calls', 'ai.response.id': 'chatcmpl-' + c.b62(29), 'ai.response.timestamp': c.iso() }, { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': 700 + i * 260, 'ai.usage.completionTokens': c.int(40, 90), 'gen_ai.system': 'openai' }));
      steps.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'submitEdiInvoice', 'ai.toolCall.args': JSON.stringify(call.args) }, { 'ai.toolCall.result': JSON.stringify({ status: 422, body: { error: 'SEGMENT_VALIDATION', detail: 'N1*ST segment missing GLN (qualifier UL) for ship-to', interchange_control: String(c.int(100000000, 999999999)), received: c.httpDate() } }) }, [], { error: 'HTTP 422 Unprocessable Entity: N1*ST missing GLN', metadata: { 'ai.toolCall.id': call.toolCallId } }));
      steps.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': note, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'emailBuyer', args: { to: 'purchasing@marqueecinemas.com', body: note } }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o-2024-08-06' }));
      steps.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'emailBuyer', 'ai.toolCall.args': JSON.stringify({ to: 'purchasing@marqueecinemas.com', subject: 'Invoice INV-88412', body: note }) }, { 'ai.toolCall.result': JSON.stringify({ id: '<' + c.hex(16) + '@mail.poppington.com>', accepted: ['purchasing@marqueecinemas.com'], response: '250 2.0.0 OK ' + c.epoch() + ' ' + c.b62(12) }) }));
    }
    return span('agent', 'ai.generateText', { 'ai.prompt': 'Send INV-88412 to Marquee.', 'ai.settings.maxSteps': 12 }, { 'ai.response.text': note, 'ai.response.finishReason': 'length' }, steps, { metadata: { 'operation.name': 'ai.generateText billing-agent', 'ai.telemetry.functionId': 'billing-agent' } });
  },
},
{
  n: '02', stagnation: true,
  isolates: 'Langfuse trace of a sandblasting contractor assistant that books the same blast-booth slot, gets the same "booth under maintenance lockout" conflict, and posts the same crew message to Slack in each of four rounds.',
  goal: 'Book blast booth 2 for Thursday to strip the trailer chassis for job SB-3310 and tell the crew.',
  build: (c) => {
    const obs = [];
    const msg = ':warning: Couldn\'t book Booth 2 for Thursday (SB-3310), it\'s showing a lockout. Trying again, will update shortly.';
    for (let i = 0; i < 4; i++) {
      obs.push(llm('generation', { messages: [sys('You coordinate the yard at Grit & Glory Blasting.'), user('book booth 2 thurs for SB-3310, tell crew')] }, { role: 'assistant', content: null, tool_calls: [oaCall(c, 'book_booth', { booth: 2, date: '2025-03-13', job: 'SB-3310', hours: 6 })] }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: 520 + i * 150, output: 28 }, latency_ms: c.ms(400, 1800) }));
      obs.push(tool('book_booth', { booth: 2, date: '2025-03-13', job: 'SB-3310', hours: 6 }, { ok: false, code: 'CONFLICT', message: 'Booth 2 locked out: LOTO tag #' + 4471 + ' (dust collector filter change)', server: c.host('yard'), trace: c.hex(16), at: c.isoNoMs() }, { error: 'CONFLICT: Booth 2 locked out (LOTO #4471)', metadata: { langfuse_type: 'SPAN' } }));
      obs.push(llm('generation', { messages: '…' }, { role: 'assistant', content: null, tool_calls: [oaCall(c, 'slack_post', { channel: '#yard-crew', text: msg })] }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' }));
      obs.push(tool('slack_post', { channel: '#yard-crew', text: msg }, { ok: true, channel: 'C0' + c.b62(8).toUpperCase(), ts: `${c.epoch()}.${c.int(100000, 999999)}` }, { metadata: { langfuse_type: 'SPAN' } }));
    }
    return agent('yard-coordinator', { input: 'book booth 2 thurs for SB-3310, tell crew' }, { output: msg }, obs, { langfuse_trace_id: c.hex(32), session_id: 'sess-' + c.hex(8), tags: ['prod', 'yard'], release: 'v2.3.1' });
  },
},
{
  n: '03', stagnation: true,
  isolates: 'AutoGen group chat where the trolleybus overhead-line assistant keeps re-requesting the same isolation permit from an offline SCADA gateway and reposts the same notice to the engineer three times.',
  goal: 'Obtain an isolation permit for overhead section 14B so the night crew can replace a worn contact-wire splice.',
  build: (c) => {
    const msgs = [];
    const notice = 'Engineer on duty: the isolation request for section 14B did not go through (SCADA gateway timeout). I am re-sending it now; the crew should hold at the depot until confirmed.';
    for (let i = 0; i < 3; i++) {
      msgs.push(llm('Planner', { messages: [sys('You are Planner. Coordinate overhead line isolations.'), user('Isolate 14B for splice work tonight.')] }, { content: '', tool_calls: [{ id: 'call_' + c.b62(24), name: 'request_isolation', arguments: '{"section":"14B","from":"00:40","to":"04:10","permit_type":"OHL-ISO"}' }] }, { autogen_event: 'LLMCallEvent', model: 'gpt-4o', prompt_tokens: 1100 + i * 200 }));
      msgs.push(tool('request_isolation', '{"section":"14B","from":"00:40","to":"04:10","permit_type":"OHL-ISO"}', `ERROR ${c.syslog()} scada-gw-02 iec104: no ACT_CON for C_SC_NA_1 ioa=14021 after 15000ms (t1 timeout), link state=STOPDT\n`, { error: 'TimeoutError: SCADA gateway did not confirm command', metadata: { autogen_event: 'ToolCallExecutionEvent', call_id: 'call_' + c.b62(24) } }));
      msgs.push(llm('Planner', { messages: '…' }, { content: notice }, { autogen_event: 'TextMessage', source: 'Planner' }));
      msgs.push(span('agent', 'Engineer (UserProxy)', { content: notice }, { content: 'ok, holding crew' }, [], { metadata: { autogen_event: 'TextMessage', source: 'engineer' } }));
    }
    return rootAgent('SelectorGroupChat', { task: 'Isolate 14B for splice work tonight.' }, { stop_reason: 'Maximum number of messages 13 reached, current message count: 13' }, msgs, { autogen_version: '0.4.7', participants: ['Planner', 'engineer'] }, 'agent');
  },
},
{
  n: '04', stagnation: true,
  isolates: 'smolagents CodeAgent on an aquaponics farm that re-runs the same dosing-pump command against a tripped pump, gets the same Modbus exception, and prints the same status note for the grower each step.',
  goal: 'Dose 120 ml of chelated iron into sump 3 and confirm to the grower.',
  build: (c) => {
    const steps = [];
    const note = 'Status for grower: iron dosing into sump 3 failed because the pump did not respond. Retrying the dose now.';
    for (let i = 0; i < 4; i++) {
      const code = `result = dose_pump(pump_id="P3-Fe", volume_ml=120)\nprint(result)\nnotify_grower("${note}")`;
      steps.push(llm('OpenAIServerModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs.' }, { role: 'user', content: 'New task: Dose 120 ml chelated iron into sump 3 and confirm to the grower.' }] }, `Thought: The dose has not been applied yet. I will call the pump and tell the grower.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', step_number: i + 1, input_tokens: 2100 + i * 380 }));
      steps.push(tool('python_interpreter', { code }, null, { error: `Code execution failed at line 'result = dose_pump(pump_id="P3-Fe", volume_ml=120)' due to: ModbusIOException: [Input/Output] No response received after 3 retries (slave=7, fc=0x10, addr=40021) [${c.iso()}]`, metadata: { step: i + 1, duration: c.dur() }, children: [tool('notify_grower', { message: note }, { delivered: true, sms_sid: 'SM' + c.hex(32) })] }));
    }
    steps.push(llm('OpenAIServerModel.generate', {}, `Thought: The dose has not been applied yet. I will call the pump and tell the grower.\nCode:\n\`\`\`py\nresult = dose_pump(pump_id="P3-Fe", volume_ml=120)\n\`\`\`<end_code>`, { step_number: 5 }));
    return agent('CodeAgent', { task: 'Dose 120 ml chelated iron into sump 3 and confirm to the grower.' }, { error: 'AgentMaxStepsError: Reached max steps.' }, steps, { smolagents_version: '1.9.2', max_steps: 5 });
  },
},
{
  n: '05', stagnation: true,
  isolates: 'Plain message-level trace: a greyhound rehoming assistant re-uploads the same adoption contract PDF, hits the same e-signature 413 error, and sends the adopter the same "please bear with us" email three times.',
  goal: 'Send adoption contract for greyhound "Juniper Flash" to the adopter for e-signature.',
  build: (c) => {
    const out = [];
    const email = 'Hi Priya, we are having a small technical problem sending Juniper\'s adoption contract for signature. Please bear with us, we are trying again and you should receive it shortly.';
    out.push(tool('render_contract', { dog: 'Juniper Flash', adopter: 'Priya N.' }, { path: c.tmp('.pdf'), bytes: 26214912, pages: 9, note: 'embedded microchip scan images at 600dpi' }));
    for (let i = 0; i < 3; i++) {
      const call = oaCall(c, 'esign_create_envelope', { document_path: '/tmp/contract_juniper.pdf', signer: 'priya.n@example.org' });
      out.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: [sys('Greyhound Haven adoption assistant'), user('Send Juniper contract to Priya')] }, { choices: [{ message: asst(null, [call]), finish_reason: 'tool_calls' }], id: 'chatcmpl-' + c.b62(29) }));
      out.push(tool('esign_create_envelope', call.function.arguments, 'HTTP/1.1 413 Payload Too Large\nDate: ' + c.httpDate() + '\nContent-Type: application/json\nX-DocuSign-TraceToken: ' + c.uuid() + '\n\n{"errorCode":"ENVELOPE_DOCUMENT_TOO_LARGE","message":"Document exceeds 25 MB limit."}', { error: '413 ENVELOPE_DOCUMENT_TOO_LARGE' }));
      const mcall = oaCall(c, 'send_email', { to: 'priya.n@example.org', subject: 'Juniper\'s adoption contract', body: email });
      out.push(llm('chat.completions', { model: 'gpt-4o-mini' }, { choices: [{ message: asst(null, [mcall]), finish_reason: 'tool_calls' }] }));
      out.push(tool('send_email', mcall.function.arguments, { messageId: c.uuid(), status: 'queued', provider: 'postmark', submittedAt: c.isoOffset(0) }));
    }
    return agent('adoption-assistant', { input: 'Send Juniper contract to Priya' }, { final: 'loop aborted by max_iterations=14' }, out);
  },
},
{
  n: '06', stagnation: true,
  isolates: 'Pydantic AI (Logfire) run in a Python packaging task: the agent re-runs the same cibuildwheel command that fails on the same missing libffi header and posts the same PR comment three times.',
  goal: 'Build the aarch64 Linux wheels for the `tidepool-geo` package and report on the release PR.',
  build: (c) => {
    const kids = [];
    const comment = 'Build update: the aarch64 wheel build is failing (missing ffi.h). Re-running the build now; will post results when it succeeds.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: [{ role: 'user', content: 'build aarch64 wheels for tidepool-geo and report on PR #212' }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'run_shell', args: { cmd: 'CIBW_ARCHS=aarch64 cibuildwheel --platform linux --output-dir wheelhouse' }, tool_call_id: 'call_' + c.b62(24) }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': 1500 + i * 600 }));
      kids.push(tool('running tool: run_shell', { cmd: 'CIBW_ARCHS=aarch64 cibuildwheel --platform linux --output-dir wheelhouse' }, `cibuildwheel version 2.22.0\n\nBuilding cp311-manylinux_aarch64 wheel\n  + docker create quay.io/pypa/manylinux2014_aarch64:2024.${c.int(10, 12)}.${c.int(1, 28)}-${c.hex(7)}\n  ...\n  src/_ffi_bridge.c:14:10: fatal error: ffi.h: No such file or directory\n     14 | #include <ffi.h>\n        |          ^~~~~~~\n  compilation terminated.\n  error: command '/opt/rh/devtoolset-10/root/usr/bin/gcc' failed with exit code 1\n\n✕ ${c.int(90, 260)}.${c.int(10, 99)}s\nError: Command ['python', '-m', 'pip', 'wheel', ...] failed with code 1.`, { error: 'exit status 1', metadata: { tmpdir: c.tmp() } }));
      kids.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'tool-call', tool_name: 'gh_pr_comment', args: { pr: 212, body: comment } }] }));
      kids.push(tool('running tool: gh_pr_comment', { pr: 212, body: comment }, `https://github.com/tidepool/tidepool-geo/pull/212#issuecomment-${c.int(2400000000, 2499999999)}`));
    }
    return agent('agent run', { prompt: 'build aarch64 wheels for tidepool-geo and report on PR #212' }, null, kids, { 'logfire.msg': 'release_agent run', 'pydantic_ai.usage_limits': { request_limit: 12 }, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12' });
  },
},
];
