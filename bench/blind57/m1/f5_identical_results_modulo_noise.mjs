import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'identical_results_modulo_noise';
export const meta = { loop: true, stagnation: false, isolates: 'same tool call 4+ times, answers identical apart from volatile values, never acted on' };
export const rows = [
{ id: '01', domain: 'rural broadband wayleave requests', style: 'mastra',
  isolates: 'Mastra agent polls a landowner wayleave status endpoint five times; the status stays "awaiting_signature" and only the ETag, Date and request id change.',
  goal: 'Once the wayleave for pole route PR-77 (Hillside Farm) is signed, schedule the pole-planting crew.',
  build(r) {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      const l = llm('mastra', r, { name: 'llm.generate', model: 'gpt-4o-mini', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'getWayleaveStatus', args: { route: 'PR-77', landowner: 'Hillside Farm' } }] });
      ch.push(l.span, tool('mastra', r, { name: 'getWayleaveStatus', spanName: 'tool.getWayleaveStatus', args: { route: 'PR-77', landowner: 'Hillside Farm' }, result: { status: 200, headers: { etag: r.etag(), date: r.http(), 'x-amzn-requestid': r.uuid(), ...r.ratelimit(300) }, body: { route: 'PR-77', state: 'awaiting_signature', sent_via: 'docusign', envelope: 'env-88f1', last_viewed: null } } }));
    }
    return span('agent', 'agent.wayleaveAgent.generate', { messages: [this.goal] }, null, ch, { metadata: { framework: 'mastra', maxSteps: 10, runId: r.uuid() } });
  } },
{ id: '02', domain: 'notices to mariners chart corrections', style: 'letta',
  isolates: 'Letta agent keeps calling the same NtM lookup with a heartbeat; every response lists the same pending correction and differs only in server time and request ids.',
  goal: 'Apply Notice to Mariners 2231/24 to our digital copy of chart 1431 and mark it corrected.',
  build(r) {
    const ch = [];
    for (let i = 0; i < 4; i++) {
      const l = llm('letta', r, { name: 'step', model: 'gpt-4o', messages: [{ role: 'system', content: 'core memory: chart portfolio...' }], text: '', calls: [{ name: 'lookup_notice', args: { notice: '2231/24', chart: 1431, request_heartbeat: true } }] });
      ch.push(l.span, tool('letta', r, { name: 'lookup_notice', args: { notice: '2231/24', chart: 1431, request_heartbeat: true }, result: JSON.stringify({ status: 'OK', message: JSON.stringify({ notice: '2231/24', chart: 1431, action: 'Insert light Fl(2)G.6s at 51°21.4\'N 001°25.9\'E', applied: false }), time: `${r.iso().replace('T', ' ').replace('Z', '')} PM UTC+0000` }) }));
      ch.push(span('chain', 'heartbeat', { type: 'heartbeat', reason: '[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control' }, { message_id: 'message-' + r.uuid() }));
    }
    return span('agent', 'agent-3f2e chart-keeper', { user_message: this.goal }, null, ch, { metadata: { framework: 'letta', agent_id: 'agent-' + r.uuid() } });
  } },
{ id: '03', domain: 'greenhouse bumblebee hive deployment', style: 'semantic_kernel',
  isolates: 'Semantic Kernel auto function calling invokes the same hive-activity plugin function four times with only an attempt counter changing; the counts are identical apart from reading time and sensor packet id.',
  goal: 'If hive activity in tomato bay 6 drops under 20 flights/min, order replacement bumblebee hives.',
  build(r) {
    const ch = [];
    for (let a = 1; a <= 4; a++) {
      const l = llm('semantic_kernel', r, { name: 'chat.completions gpt-4o', model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'HivePlugin-get_activity', args: { bay: 6, attempt: a } }] });
      ch.push(l.span, tool('semantic_kernel', r, { name: 'HivePlugin-get_activity', spanName: 'execute_tool HivePlugin-get_activity', args: { bay: 6, attempt: a }, result: `bay=6 hives=4 flights_per_min=[22,19,24,21] mean=21.5 read_at=${r.isoLocal('+01:00')} pkt=${r.hex(6)} gw=${r.host('lora-gw')}` }));
    }
    return span('agent', 'ChatCompletionAgent.invoke', { input: this.goal }, null, ch, { metadata: { framework: 'semantic-kernel 1.x', 'function_choice_behavior': 'Auto' } });
  } },
{ id: '04', domain: 'dividend reinvestment plan administration', style: 'bedrock',
  isolates: 'Bedrock Agent trace: the action group for the DRIP election is invoked five times with identical parameters and returns the same pending election, varying only in request id and timestamp.',
  goal: 'Process shareholder 00417733\'s DRIP election for the Q3 dividend and confirm the share allotment.',
  build(r) {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      ch.push(span('llm', 'orchestrationTrace.modelInvocation', { text: `Human: ${this.goal}...` }, { ...(i === 0 ? { rationale: 'I need the election status for the shareholder.' } : {}), invocationInput: { actionGroup: 'drip-actions', apiPath: '/elections/{holder}', verb: 'get' } }, [], { metadata: { traceId: r.uuid() + '-' + i, foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' } }));
      ch.push(tool('bedrock', r, { name: 'drip-actions::GET /elections/{holder}', args: { parameters: [{ name: 'holder', type: 'string', value: '00417733' }] }, result: { actionGroupInvocationOutput: { text: JSON.stringify({ holder: '00417733', dividend: 'Q3-2024', election: 'FULL_REINVEST', status: 'PENDING_RECORD_DATE', record_date: '2024-09-13', checked: r.epochMs(), x_amz_request_id: r.uuid() }) } } }));
    }
    return span('agent', 'InvokeAgent', { agentId: 'DRIPAGT01', agentAliasId: 'TSTALIASID', sessionId: r.uuid(), inputText: this.goal }, null, ch, { metadata: { service: 'bedrock-agent-runtime' } });
  } },
{ id: '05', domain: 'camera obscura attraction ticketing', style: 'llamaindex',
  isolates: 'LlamaIndex FunctionAgent calls the same capacity tool four times; the HTML it scrapes is identical apart from a CSRF token, cache-buster and render time.',
  goal: 'When the 15:00 camera obscura show has 10+ free places, book a school group of 10.',
  build(r) {
    const ch = [];
    for (let i = 0; i < 4; i++) {
      const l = llm('llamaindex', r, { name: 'OpenAI.achat', model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'show_capacity', args: { show: '15:00' } }] });
      ch.push(l.span, tool('llamaindex', r, { name: 'FunctionTool.acall', args: { tool: 'show_capacity', kwargs: { show: '15:00' } }, result: `<div class="slot" data-show="15:00"><span class="free">6</span> places left</div><input type="hidden" name="csrf" value="${r.b62(32)}"><script src="/app.js?v=${r.hex(8)}"></script><!-- rendered in ${r.ms(20, 200)}ms by ${r.host('web')} -->` }));
    }
    return span('agent', 'FunctionAgent.run', { user_msg: this.goal }, null, ch, { metadata: { 'openinference.span.kind': 'AGENT', framework: 'llama-index-core 0.12' } });
  } },
{ id: '06', domain: 'public toilet maintenance', style: 'adk',
  isolates: 'Google ADK agent re-requests the fault status of the same automated public toilet six times; the response is the same "door actuator fault" with changing event ids and timestamps, and it never raises the work order.',
  goal: 'Raise a repair work order for the automated toilet at Quay Street if its door is still faulty.',
  build(r) {
    const ch = [];
    for (let i = 0; i < 6; i++) {
      const l = llm('gemini', r, { name: 'call_llm', model: 'gemini-2.0-flash', prompt: { contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, calls: [{ name: 'get_unit_status', args: { unit: 'APT-QUAY-02' } }] });
      ch.push(l.span, tool('gemini', r, { name: 'get_unit_status', spanName: 'execute_tool get_unit_status', args: { unit: 'APT-QUAY-02' }, result: { unit: 'APT-QUAY-02', door: 'FAULT', code: 'E17 door actuator overcurrent', cycles_today: 0, event_id: r.uuid(), reported: `${r.logts()}Z`, modem_rssi: -71 } }));
    }
    return span('agent', 'invoke_agent facilities_agent', { new_message: this.goal }, null, ch, { metadata: { framework: 'google-adk', invocation_id: 'e-' + r.uuid(), app_name: 'council_facilities' } });
  } },
];
