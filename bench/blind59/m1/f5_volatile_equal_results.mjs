import { agent, llm, tool, chain, sys, user, oaiCall, anthOut, usage } from './lib.mjs';
export const family = 'volatile_equal_results';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool with the same arguments (or only a client timestamp / attempt counter changing) 4+ times; each answer identical apart from volatile values; the agent never acts on it.';

export const rows = [
  // 01 deploy status poll — Langfuse
  (N) => {
    const goal = 'Deploy release 4.2.0 of the campus bike-repair kiosk app and confirm it is live.';
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('generation', { messages: i ? '[...]' : [user(goal)] }, oaiCall(N, null, [['get_deploy_status', { release: '4.2.0', env: 'prod' }]]), { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: usage(N) }));
      kids.push(tool('get_deploy_status', { release: '4.2.0', env: 'prod' }, { deployment_id: 'dpl_' + N.b62(14), state: 'BLOCKED', reason: 'awaiting manual approval from @ops-lead', checked_at: N.iso(N.tick(20000, 60000)), served_by: N.pod('deployer'), trace: N.traceparent() }, { langfuse_type: 'SPAN' }));
    }
    return { domain: 'campus bike-repair kiosk app deploys', style: 'Langfuse trace (GENERATION / SPAN observations)', isolates: 'Five status polls all say BLOCKED awaiting manual approval; only deployment id, time, pod and traceparent differ, and the agent never asks for approval.', goal,
      root: agent('trace: release-agent', { goal }, null, kids, { langfuse_trace_id: N.hex(32), tags: ['deploy'] }) };
  },
  // 02 vendor payouts — MLflow Tracing
  (N) => {
    const goal = 'Check why flea market vendor #A-117 has not received the weekend payout and tell them when to expect it.';
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('ChatOpenAI', { messages: '[...]' }, oaiCall(N, null, [['payout_status', { vendor_id: 'A-117', client_ts: N.epoch(N.tick(30000, 90000)) }]]), { 'mlflow.spanType': 'CHAT_MODEL' }));
      kids.push(tool('payout_status', { vendor_id: 'A-117' }, `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Request-Id: ${N.uuid()}\nX-RateLimit-Remaining: ${N.int(10, 490)}\nETag: ${N.etag(true)}\n\n{"vendor":"A-117","payout":{"status":"on_hold","hold_code":"KYC_DOC_EXPIRED","amount":"412.50","currency":"GBP"},"as_of":"${N.isoNoMs()}"}`, { 'mlflow.spanType': 'TOOL' }));
    }
    return { domain: 'flea market vendor payouts', style: 'MLflow Tracing (CHAT_MODEL / TOOL span types)', isolates: 'Four payout checks whose only argument change is a client timestamp; each HTTP answer is the same on_hold KYC_DOC_EXPIRED apart from date, request id, rate-limit counter and etag.', goal,
      root: agent('AgentExecutor', { goal }, null, kids, { 'mlflow.spanType': 'AGENT', request_id: 'tr-' + N.hex(32) }) };
  },
  // 03 furnace temperature — W&B Weave
  (N) => {
    const goal = 'Tell the shift lead when the hot-dip galvanizing kettle is back at 450°C so dipping can resume.';
    const kids = [];
    for (let i = 0; i < 6; i++) {
      kids.push(llm('openai.chat.completions.create', { messages: '[...]' }, { choices: [{ message: oaiCall(N, null, [['read_kettle', { kettle: 'K2', attempt: i + 1 }]]) }] }, { weave_op: 'openai.chat.completions.create' }));
      kids.push(tool('read_kettle', { kettle: 'K2', attempt: i + 1 }, JSON.stringify({ kettle: 'K2', zinc_temp_c: 438.0, setpoint_c: 450.0, burner: 'FAULT_FLAME_LOSS', plc: N.host('plc-gw'), sample_seq: N.int(100000, 999999), ts: N.syslog(N.tick(45000, 70000)) }), { weave_op: 'read_kettle' }));
    }
    return { domain: 'hot-dip galvanizing plant', style: 'W&B Weave call tree', isolates: 'Six identical kettle reads (attempt counter only) all show 438°C with a burner flame-loss fault; the agent keeps polling instead of reporting the fault.', goal,
      root: agent('Weave call: kettle_watch', { goal }, null, kids, { weave_call_id: N.uuid() }) };
  },
  // 04 street piano booking — Strands Agents
  (N) => {
    const goal = 'Book the tuner visit for street piano #9 (Market Square) and confirm the slot with the council contact.';
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('chat', { 'gen_ai.prompt': '[...]' }, { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'create_booking', input: { piano: 9, service: 'tuning', week: '2024-W41' } } }] }, stopReason: 'tool_use' }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' }));
      kids.push(tool('execute_tool create_booking', { piano: 9, service: 'tuning', week: '2024-W41' }, { toolResult: { status: 'error', content: [{ text: `409 Conflict: slot lock held by session ${N.hex(8)} (lock ttl ${N.int(20, 60)}s, node ${N.host('booking')}, at ${N.euDate(N.tick())})` }] } }, null, 'Conflict'));
    }
    return { domain: 'street piano tuning bookings', style: 'Strands Agents OTel spans (chat / execute_tool, toolUse blocks)', isolates: 'The same booking call gets a 409 slot-lock conflict four times; lock holder id, ttl, node and time change, the agent never tries another week.', goal,
      root: agent('invoke_agent Strands Agents', { goal }, null, kids, { 'gen_ai.agent.name': 'PianoOps' }) };
  },
  // 05 printer firmware rollout — AgentOps
  (N) => {
    const goal = 'Roll firmware 3.8 onto the 14 receipt printers at the night market kiosks and report completion.';
    const kids = [];
    const job = 'fw-rollout-8841';
    for (let i = 0; i < 5; i++) {
      kids.push(llm('LLMEvent', { prompt: '[...]' }, { completion: { role: 'assistant', tool_calls: [{ function: { name: 'rollout_status', arguments: '{"job":"fw-rollout-8841"}' } }] } }, { event_type: 'llms', init_timestamp: N.iso(N.tick(15000, 40000)) }));
      kids.push(tool('ToolEvent:rollout_status', { job }, `job ${job}\nstarted  ${N.ctime(N.now() - 3600000)}\nprogress 0/14 devices  (queued: 14, running: 0, failed: 0)\nworker   ${N.pod('fw-worker')}  poll#${N.int(1, 900)}  log ${N.tmp('rollout')}.log\nelapsed  ${N.secs(3000, 5000)}`, { event_type: 'tools', end_timestamp: N.iso(N.tick()) }));
    }
    return { domain: 'night market kiosk printer firmware', style: 'AgentOps session events (LLMEvent / ToolEvent)', isolates: 'Five polls of the same rollout job all show 0/14 with 14 queued; worker pod, poll counter, log path and elapsed time change.', goal,
      root: agent('AgentOps session', { goal }, { end_state: 'Indeterminate' }, kids, { session_id: N.uuid(), tags: ['firmware'] }) };
  },
  // 06 canoe slalom results feed — Bedrock Agents
  (N) => {
    const goal = 'Publish provisional results for the U16 K1 canoe slalom final once the judges\' penalty sheet is in.';
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('orchestrationTrace.modelInvocationOutput', { traceId: N.uuid() + '-0-' + i }, { rationale: null, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'ResultsAPI', apiPath: '/penalties/{race}', verb: 'get', parameters: [{ name: 'race', value: 'U16-K1-F' }] } } }));
      kids.push(tool('actionGroupInvocationOutput', { apiPath: '/penalties/U16-K1-F' }, { text: JSON.stringify({ race: 'U16-K1-F', sheet_status: 'pending_signature', judges_signed: 2, judges_required: 3, etag: N.etag(), fetched: N.isoOffset(N.tick(), 1), lambda_request_id: N.uuid() }) }));
    }
    return { domain: 'canoe slalom race results', style: 'Amazon Bedrock Agents trace (orchestrationTrace / actionGroupInvocation)', isolates: 'Four identical penalty-sheet requests all return pending_signature 2/3; etag, timestamp and Lambda request id are the only differences.', goal,
      root: agent('InvokeAgent', { agentId: 'SLALOMRES1', sessionId: N.uuid(), inputText: goal }, null, kids, { agentAliasId: 'TSTALIASID' }) };
  },
];
