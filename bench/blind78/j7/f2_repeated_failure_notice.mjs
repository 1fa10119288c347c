import { agent, llm, tool, span, oaiToolCalls } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const scenarios = [
  // 01 cable-car safety audit, Mastra
  (N) => {
    const kids = [];
    const msg = 'The rope-tension upload to the inspectorate portal failed again (HTTP 413). I\'ll retry now.';
    for (let i = 0; i < 4; i++) {
      kids.push(llm('llm.generate', { messages: [{ role: 'user', content: 'Upload the annual audit for the Rigi line.' }] }, { text: i ? msg : 'Uploading the rope-tension readings for the Rigi line.', toolCalls: [{ toolName: 'uploadAuditFile', args: { line: 'RIGI-2', file: '/data/audit/rope_tension_2025.csv' } }] }, { 'mastra.agent': 'auditAgent', model: 'openai/gpt-4o' }));
      kids.push(tool('tool.uploadAuditFile', { line: 'RIGI-2', file: '/data/audit/rope_tension_2025.csv' }, { status: 413, headers: { date: N.http(), 'x-request-id': N.uuid(), server: N.host('portal-edge'), 'content-length': '162' }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>' }, { 'mastra.tool': 'uploadAuditFile' }, 'HTTP 413 Request Entity Too Large (file 14.8 MB, limit 10 MB)'));
      kids.push(tool('tool.notifyInspector', { to: 'safety-officer@rigibahn.example', body: msg }, { queued: true, message_id: `<${N.hex(16)}@mail.rigibahn.example>` }, { 'mastra.tool': 'notifyInspector' }));
    }
    return { stagnation: true, goal: 'Upload the annual cable-car rope-tension audit for the Rigi line to the inspectorate portal.', isolates: 'Upload fails with the same 413 four times; each time the agent e-mails the safety officer the same "failed again, retrying" note and retries the identical request.',
      root: agent('agent.auditAgent', { prompt: 'Upload the annual audit for the Rigi line.' }, { finishReason: 'tool-calls', steps: 12 }, kids, { 'mastra.runId': N.uuid(), maxSteps: 12 }) };
  },
  // 02 violin varnish curing, Semantic Kernel
  (N) => {
    const kids = [];
    const note = 'I could not start the UV curing cycle: the cabinet reports the door interlock is open. I will try starting it again.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': i ? 'FunctionResult: door_interlock_open' : 'Start a 6h UV cure for the second varnish coat on violin #217.' }, { content: null, tool_calls: [{ function: { name: 'CuringCabinet-StartCycle', arguments: '{"instrument":"V-217","program":"UV_6H_LOW"}' } }] }, { 'semantic_kernel.function.invocation': true }));
      kids.push(span('function', 'CuringCabinet-StartCycle', { instrument: 'V-217', program: 'UV_6H_LOW' }, { ok: false, code: 'E_INTERLOCK', cabinet: 'UVC-02', fw: '3.1.7', seq: N.int(1000, 9000), ts: N.epoch() }, [], { error: 'Cabinet refused start: door_interlock_open', metadata: { plugin: 'CuringCabinet' } }));
      kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': 'FunctionResult: E_INTERLOCK' }, { content: note + (i === 2 ? '' : ''), finish_reason: 'stop' }, { 'gen_ai.usage.output_tokens': N.int(30, 50) }));
      kids.push(span('function', 'Workshop-PostMessage', { channel: '#varnish-room', text: note }, { ts: `${N.epoch()}.${N.int(100000, 999999)}`, ok: true }, [], { metadata: { plugin: 'Workshop' } }));
    }
    return { stagnation: true, goal: 'Start the 6-hour UV curing cycle for the second varnish coat on violin #217.', isolates: 'Three rounds of start-cycle → interlock error → the same workshop message → identical retry, never checking or asking about the door.',
      root: agent('ChatCompletionAgent Luthier', { input: 'Start a 6h UV cure for the second varnish coat on violin #217.' }, null, kids, { 'semantic_kernel.version': '1.18.2', auto_invoke: true }) };
  },
  // 03 peat-bog archaeology, smolagents
  (N) => {
    const kids = [];
    const say = 'The radiocarbon lab API rejected the sample submission (invalid depth format). Retrying the submission.';
    for (let i = 0; i < 3; i++) {
      const code = `result = submit_sample(site="Derrycashel-T3", sample_id="DC-T3-${'0'}41", depth="1.42m", material="hazel twig")\nfinal_note = "${say}"\nprint(final_note)`;
      kids.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, null, [
        llm('OpenAIServerModel.__call__', [{ role: 'user', content: 'Submit trackway sample DC-T3-041 for dating' }], `Thought: ${say}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { 'llm.token_count.prompt': N.int(2000, 5000) }),
        tool('submit_sample', { site: 'Derrycashel-T3', sample_id: 'DC-T3-041', depth: '1.42m', material: 'hazel twig' }, `Traceback (most recent call last):\n  File "<sandbox>", line 1\nValueError: 422 {"detail":[{"loc":["body","depth_cm"],"msg":"field required"}],"lab_ref":"${N.hex(8)}"}`, {}, 'ValueError: 422 depth_cm field required'),
      ], { metadata: { 'smolagents.step_type': 'ActionStep', duration: N.secs(2, 9) } }));
    }
    kids.push(span('chain', 'Step 4', { step_number: 4 }, null, [llm('OpenAIServerModel.__call__', [], `Thought: ${say}`, {})], { error: 'AgentMaxStepsError: Reached max steps.' }));
    return { stagnation: true, goal: 'Submit peat-bog trackway sample DC-T3-041 to the radiocarbon lab for dating.', isolates: 'A code agent resubmits with the same wrong depth field after each 422 and prints the same "rejected, retrying" note each step.',
      root: agent('CodeAgent', { task: 'Submit trackway sample DC-T3-041 for dating' }, null, kids, { max_steps: 4, 'openinference.span.kind': 'AGENT' }) };
  },
  // 04 urban tree-root surveys, OpenInference / Phoenix
  (N) => {
    const kids = [];
    const msg = 'Sorry, the ground-penetrating radar export is still failing to import (unsupported .dzt header). Trying the import again.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Import the GPR scan for street tree T-8812 and map the roots near the kerb.' }, { 'llm.output_messages.0.message.content': msg, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'import_gpr', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"path":"/surveys/2025/T-8812/scan_03.dzt"}' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.total': N.int(900, 2000) }));
      kids.push(tool('import_gpr', { 'tool.name': 'import_gpr', 'input.value': '{"path":"/surveys/2025/T-8812/scan_03.dzt"}' }, { 'output.value': `gprpy 1.0.12\nreading /surveys/2025/T-8812/scan_03.dzt ...\nERROR: header rh_tag=0x${N.hex(4)} not supported (GSSI SIR-4000 v2)\nelapsed ${N.secs(0.1, 1)}` }, { 'openinference.span.kind': 'TOOL' }, 'UnsupportedHeader'));
    }
    return { stagnation: true, goal: 'Import the ground-penetrating radar scan for street tree T-8812 and map roots near the kerb.', isolates: 'The same import fails three times with the same header error; each time the agent tells the user the same apology and retries the same file unchanged.',
      root: agent('RootSurveyAgent', { 'input.value': 'Import the GPR scan for street tree T-8812 and map the roots near the kerb.' }, { 'output.value': msg }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() }) };
  },
  // 05 harbour crane load certificates, Strands Agents
  (N) => {
    const kids = [];
    const tkt = 'Crane QC-7 load certificate renewal: the certification registry returned 503 again. Will retry.';
    for (let i = 0; i < 9; i++) {
      kids.push(span('chain', `Cycle ${i + 1}`, {}, null, [
        llm('Model invoke', { messages: [{ role: 'user', content: [{ text: 'Renew the SWL certificate for QC-7' }] }] }, { role: 'assistant', content: [{ text: i ? tkt : 'Requesting the renewal from the registry.' }, { toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'renew_certificate', input: { crane: 'QC-7', swl_t: 65 } } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' }),
        tool('Tool: renew_certificate', { crane: 'QC-7', swl_t: 65 }, { status: 'error', content: [{ text: `503 Service Unavailable\nRetry-After: 120\nx-amzn-RequestId: ${N.uuid()}\nVia: 1.1 ${N.hex(16)}.cloudfront.net` }] }, {}, '503 Service Unavailable'),
        tool('Tool: comment_on_ticket', { ticket: 'PORT-4471', comment: tkt }, { id: N.int(100000, 999999), created: N.iso() }),
      ], { metadata: { 'event_loop.cycle_id': N.uuid() } }));
    }
    return { stagnation: true, goal: 'Renew the safe-working-load certificate for harbour crane QC-7.', isolates: 'Nine cycles of the same failing renewal, each followed by the same ticket comment, without waiting out Retry-After or changing anything.',
      root: agent('invoke_agent Strands Agents', { prompt: 'Renew the SWL certificate for QC-7' }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'port-ops' }) };
  },
  // 06 municipal pool chlorination, Pydantic AI / Logfire
  (N) => {
    const kids = [];
    const txt = 'The dosing controller did not accept the setpoint change (value out of range). Retrying the 1.8 ppm setpoint.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: [{ role: 'user', content: 'Raise free chlorine in the lap pool to 1.8 ppm' }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'set_dosing_setpoint', args: { pool: 'lap-25m', free_cl_ppm: 1.8, unit: 'mg/L*10' }, tool_call_id: N.callId() }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
      kids.push(tool('running tool: set_dosing_setpoint', { pool: 'lap-25m', free_cl_ppm: 1.8, unit: 'mg/L*10' }, { modbus: { unit_id: 3, register: 40021, wrote: 1.8, read_back: 0.0 }, controller: 'ProMinent-DULCO', plc_scan_ms: N.ms(8, 30), at: N.syslog() }, { 'logfire.msg': 'running tool: set_dosing_setpoint' }, 'ModelRetry: controller rejected value 1.8 with unit mg/L*10 (range 5..50)'));
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o' }, { parts: [{ part_kind: 'tool-call', tool_name: 'page_duty_manager', args: { template: 'DOSING_SETPOINT_REJECTED', pool: 'lap-25m' }, tool_call_id: N.callId() }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
      kids.push(tool('running tool: page_duty_manager', { template: 'DOSING_SETPOINT_REJECTED', pool: 'lap-25m' }, { pager_id: N.job('pg'), state: 'sent', rendered: txt, recipient: 'duty-manager-rota', escalation_level: 1 }));
    }
    return { stagnation: false, goal: 'Raise free chlorine in the municipal lap pool to 1.8 ppm.', isolates: 'The same out-of-range unit error three times; each time the same templated page to the duty manager and the identical setpoint call. The model emits only tool calls; the repeated notice text is rendered by the pager tool.',
      root: agent('agent run', { user_prompt: 'Raise free chlorine in the lap pool to 1.8 ppm' }, null, kids, { 'logfire.span_type': 'span', agent_name: 'pool_ops', 'gen_ai.usage.input_tokens': N.int(4000, 9000) }) };
  },
];
