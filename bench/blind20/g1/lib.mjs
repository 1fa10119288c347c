// Helpers for the blind benchmark: deterministic noise + span builders that imitate tracers.
// No Math.random, no clock reads. Every value derives from a hash of the trace_id.

export function hashStr(str) {
  // cyrb53-style 32-bit mix
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM_MIX = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');

// Noise: a seeded source of the volatile values that real systems print.
export class Noise {
  constructor(seedStr) {
    const h = hashStr(seedStr);
    this.rand = mulberry32(h);
    // fixed epoch 2025-01-06T00:00:00Z plus a per-trace offset (days + seconds)
    this.t = Date.UTC(2025, 0, 6) + (h % 400) * 86400000 + 7 * 3600000 + (h % 36000) * 1000;
    this.counters = {};
  }
  f() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chars(n, set) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.rand() * set.length)]; return s; }
  hex(n) { return this.chars(n, HEX); }
  alnum(n) { return this.chars(n, ALNUM); }
  mixed(n) { return this.chars(n, ALNUM_MIX); }
  digits(n) { return this.chars(n, '0123456789'); }
  // ---- time ----
  tick(minMs = 200, maxMs = 4000) { this.t += this.int(minMs, maxMs); return this.t; }
  wait(sec) { this.t += Math.round(sec * 1000); return this.t; }
  get d() { return new Date(this.t); }
  iso() { this.tick(); return this.d.toISOString(); }
  isoNoMs() { this.tick(); return this.d.toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { this.tick(); return this.d.toISOString().replace('Z', this.digits(3) + 'Z'); }
  isoOffset(offMin = 60) {
    this.tick(); const d = new Date(this.t + offMin * 60000); const s = d.toISOString().slice(0, 19);
    const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
    return `${s}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  }
  http() { this.tick(); return this.d.toUTCString(); }
  epoch() { this.tick(); return Math.floor(this.t / 1000); }
  epochMs() { this.tick(); return this.t; }
  epochNs() { this.tick(); return `${this.t}${this.digits(6)}`; }
  ctime() { this.tick(); const d = this.d; return `${DOW[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`; }
  syslog() { this.tick(); const d = this.d; return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  compact() { this.tick(); return this.d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  dmy() { this.tick(); const d = this.d; return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  usDate() { this.tick(); const d = this.d; let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  clock() { this.tick(); const d = this.d; return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  day() { return this.d.toISOString().slice(0, 10); }
  // ---- durations ----
  ms(a = 40, b = 900) { return this.int(a, b); }
  dur(a = 40, b = 900) { return `${this.int(a, b)}ms`; }
  durS(a = 0.2, b = 9) { return `${(a + this.f() * (b - a)).toFixed(2)}s`; }
  isoDur(a = 0.2, b = 9) { return `PT${(a + this.f() * (b - a)).toFixed(3)}S`; }
  // ---- ids ----
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  uuid7() { const ts = this.t.toString(16).padStart(12, '0'); const h = this.hex(20); return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`; }
  ulid() { return this.chars(26, B32); }
  objectId() { return Math.floor(this.t / 1000).toString(16) + this.hex(16); }
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }
  reqId(prefix = 'req_') { return prefix + this.mixed(24); }
  amzReqId() { return this.uuid(); }
  amzTrace() { return `Root=1-${Math.floor(this.t / 1000).toString(16)}-${this.hex(24)};Sampled=0`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  cfRay(pop) { return `${this.hex(16)}-${pop || this.pick(['AMS', 'FRA', 'LHR', 'CDG', 'IAD', 'SJC', 'NRT'])}`; }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  md5() { return this.hex(32); }
  gitSha() { return this.hex(7); }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(weak ? 16 : 32)}"`; }
  jobId(prefix = 'job') { return `${prefix}-${this.digits(8)}`; }
  nonce() { return this.mixed(22); }
  b64(obj) { return Buffer.from(typeof obj === 'string' ? obj : JSON.stringify(obj)).toString('base64'); }
  cursor(extra = {}) { return this.b64({ ...extra, ts: this.t, k: this.hex(6) }).replace(/=+$/, ''); }
  // ---- places ----
  tmp(ext = '') { return `/tmp/tmp${this.alnum(8)}${ext}`; }
  pod(app) { return `${app}-${this.hex(10).slice(0, 9)}-${this.alnum(5)}`; }
  replica(prefix, region) { return `${prefix}-${p2(this.int(1, 14))}.${region || this.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-2'])}.internal`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  port() { return this.int(32768, 60999); }
  pid() { return this.int(1200, 98000); }
  // ---- counters ----
  count(name, start = 0) { this.counters[name] = (this.counters[name] ?? start) + 1; return this.counters[name]; }
  rateHeaders(limit = 1000) { const rem = limit - this.count('rl', this.int(10, 200)); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 60)) }; }
}

// ---------------------------------------------------------------------------
// Span helpers
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const MODELS = {
  plain: 'gpt-4o-2024-08-06', openai_agents: 'gpt-4.1-2025-04-14', responses: 'o4-mini-2025-04-16',
  anthropic: 'claude-sonnet-4-20250514', claude_sdk: 'claude-sonnet-4-5-20250929', vercel: 'gpt-4o-mini',
  otel: 'gpt-4.1-mini', openinference: 'gpt-4o-2024-11-20', langgraph: 'gpt-4o', crewai: 'gpt-4o-mini',
  swe_agent: 'claude-3-7-sonnet-20250219', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', openhands: 'claude-sonnet-4-20250514',
  adk: 'gemini-2.0-flash', gemini: 'gemini-2.5-flash', pydantic: 'gpt-4o', langfuse: 'gpt-4.1', mastra: 'gpt-4o-mini',
  sk: 'gpt-4o', bedrock: 'anthropic.claude-3-5-sonnet-20240620-v1:0', autogen: 'gpt-4o-2024-08-06', llamaindex: 'gpt-4o-mini',
  strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', langchain4j: 'gpt-4o-mini', spring: 'gpt-4o', letta: 'gpt-4o-mini',
  weave: 'gpt-4o-2024-08-06', agentops: 'gpt-4o-mini', inspect: 'anthropic/claude-3-5-sonnet-20241022', mlflow: 'gpt-4o-mini',
  haystack: 'gpt-4o-mini',
};

const ROOTNAMES = {
  plain: 'agent_run', openai_agents: 'Agent workflow', responses: 'responses_agent_loop', anthropic: 'agent.run',
  claude_sdk: 'claude_code.session', vercel: 'ai.generateText', otel: 'invoke_agent', openinference: 'AgentExecutor',
  langgraph: 'LangGraph', crewai: 'Crew.kickoff', swe_agent: 'swe-agent.run', smolagents: 'CodeAgent.run',
  openhands: 'CodeActAgent', adk: 'invocation', gemini: 'gemini_tool_loop', pydantic: 'agent run', langfuse: 'agent-trace',
  mastra: "agent run: 'agent'", sk: 'ChatCompletionAgent.InvokeAsync', bedrock: 'InvokeAgent', autogen: 'RoundRobinGroupChat.run',
  llamaindex: 'FunctionAgent.run', strands: 'invoke_agent', langchain4j: 'AiServices.invoke', spring: 'spring.ai.chat.client',
  letta: 'letta.agent.step', weave: 'run_agent', agentops: 'session', inspect: 'sample', mlflow: 'AgentRun', haystack: 'haystack.agent.run',
};

function clip(s, n = 500) {
  if (typeof s !== 'string') s = JSON.stringify(s);
  return s.length > n ? s.slice(0, n) + '…' : s;
}

// Trace: builds one recorded run in a chosen recording style.
export class Trace {
  constructor({ id, style, goal, system, agent, model, rootName, rootMeta = {} }) {
    this.id = id; this.style = style; this.goal = goal;
    this.n = new Noise(id);
    this.model = model || MODELS[style] || 'gpt-4o';
    this.system = system || 'You are a helpful assistant that uses tools to complete the task.';
    this.agent = agent || 'assistant';
    this.msgs = [{ role: 'system', content: this.system }, { role: 'user', content: goal }];
    this.pending = [];
    this.step = 0;
    this.root = span('agent', rootName || ROOTNAMES[style] || 'agent', this.rootInput(), null, [], { metadata: { ...this.rootMeta(), ...rootMeta } });
    this.stack = [this.root];
    this.cycle = null; this.toolsNode = null;
  }
  get n_() { return this.n; }
  rootInput() {
    switch (this.style) {
      case 'vercel': return { 'ai.prompt': JSON.stringify({ system: this.system, prompt: this.goal }) };
      case 'otel': case 'strands': return { 'gen_ai.agent.name': this.agent, input: this.goal };
      case 'crewai': return { inputs: { task: this.goal } };
      case 'openhands': return { task: this.goal };
      case 'swe_agent': return { problem_statement: this.goal };
      case 'smolagents': return { task: this.goal, stream: false, reset: true };
      case 'adk': return { new_message: { role: 'user', parts: [{ text: this.goal }] } };
      case 'gemini': return { contents: [{ role: 'user', parts: [{ text: this.goal }] }] };
      case 'bedrock': return { inputText: this.goal, sessionId: this.n.uuid(), enableTrace: true };
      case 'autogen': return { task: this.goal };
      case 'letta': return { messages: [{ role: 'user', content: this.goal }] };
      case 'inspect': return { input: this.goal };
      case 'openinference': return { value: this.goal, mime_type: 'text/plain' };
      case 'langgraph': return { messages: [{ type: 'human', content: this.goal }] };
      case 'haystack': return { messages: [{ _role: 'user', _content: [{ text: this.goal }] }] };
      default: return { input: this.goal };
    }
  }
  rootMeta() {
    const n = this.n;
    switch (this.style) {
      case 'openai_agents': return { trace_id: `trace_${n.hex(32)}`, workflow_name: 'Agent workflow', group_id: null, agent: this.agent };
      case 'vercel': return { 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.settings.maxSteps': 20, 'operation.name': 'ai.generateText' };
      case 'otel': return { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agent, 'gen_ai.agent.id': `asst_${n.mixed(24)}`, 'service.name': `${this.agent}-svc` };
      case 'openinference': return { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid() };
      case 'langgraph': return { ls_run_id: n.uuid(), thread_id: n.uuid(), langgraph_version: '0.2.74', run_type: 'chain' };
      case 'crewai': return { crew_id: n.uuid(), crewai_version: '0.86.0', process: 'sequential' };
      case 'swe_agent': return { instance_id: this.agent, model: this.model, config: 'default_from_url.yaml' };
      case 'smolagents': return { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 20, 'smolagents.tools_names': [] };
      case 'openhands': return { conversation_id: n.hex(32), agent: 'CodeActAgent', max_iterations: 100, sandbox: `runtime-${n.alnum(12)}` };
      case 'adk': return { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': `e-${n.uuid()}`, 'gcp.vertex.agent.session_id': n.uuid(), app_name: this.agent };
      case 'pydantic': return { agent_name: this.agent, 'logfire.msg': `${this.agent} run`, 'gen_ai.agent.name': this.agent, model_name: this.model };
      case 'langfuse': return { 'langfuse.trace.id': n.hex(32), 'langfuse.session.id': `sess_${n.alnum(10)}`, 'langfuse.user.id': `u_${n.digits(6)}`, release: `v${n.int(1, 4)}.${n.int(0, 30)}.${n.int(0, 9)}` };
      case 'mastra': return { 'mastra.span.type': 'agent_run', runId: n.uuid(), agentId: this.agent, resourceId: `res_${n.alnum(8)}` };
      case 'sk': return { 'semantic_kernel.agent.name': this.agent, 'gen_ai.operation.name': 'invoke_agent', 'sk.version': '1.30.0' };
      case 'bedrock': return { agentId: n.chars(10, B32), agentAliasId: 'TSTALIASID', agentVersion: 'DRAFT' };
      case 'autogen': return { team: 'RoundRobinGroupChat', 'autogen.version': '0.4.7', participants: [] };
      case 'llamaindex': return { 'openinference.span.kind': 'AGENT', handler_id: n.uuid() };
      case 'strands': return { 'gen_ai.system': 'strands-agents', 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agent };
      case 'langchain4j': return { 'langchain4j.service': this.agent, 'memory.id': n.uuid() };
      case 'spring': return { 'spring.ai.kind': 'chat_client', 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'], conversation_id: n.uuid() };
      case 'letta': return { agent_id: `agent-${n.uuid()}`, agent_name: this.agent, step_count_limit: 30 };
      case 'weave': return { weave_call_id: n.uuid7(), op_name: `weave:///ops-team/${this.agent}/op/run_agent:${n.mixed(10)}` };
      case 'agentops': return { session_id: n.uuid(), 'agentops.span.kind': 'session', tags: [this.agent] };
      case 'inspect': return { eval_id: n.mixed(22), task: this.agent, sample_id: n.int(1, 400), epoch: 1, model: this.model };
      case 'mlflow': return { 'mlflow.traceRequestId': `tr-${n.hex(32)}`, 'mlflow.spanType': 'AGENT', experiment_id: String(n.int(10, 900)) };
      case 'haystack': return { 'haystack.component.type': 'Agent', 'haystack.pipeline.max_runs_per_component': 100 };
      case 'claude_sdk': return { session_id: n.uuid(), cwd: `/home/dev/${this.agent}`, permission_mode: 'acceptEdits', version: '1.0.98' };
      case 'anthropic': return { agent: this.agent, sdk: 'anthropic-python/0.49.0' };
      case 'responses': return { agent: this.agent, store: true };
      case 'gemini': return { sdk: 'google-genai/1.9.0', agent: this.agent };
      default: return { agent: this.agent };
    }
  }

  get cur() { return this.stack[this.stack.length - 1]; }
  push(s) { this.cur.children.push(s); return s; }
  // generic nested group (sub-agent, step, chain...)
  group(type, name, input, fn, { output, metadata, error } = {}) {
    const s = span(type, name, input, null, [], { metadata, error });
    this.push(s);
    const savedCycle = this.cycle, savedTools = this.toolsNode;
    this.cycle = null; this.toolsNode = null;
    this.stack.push(s);
    const r = fn ? fn(s) : undefined;
    this.stack.pop();
    this.cycle = savedCycle; this.toolsNode = savedTools;
    s.output = output !== undefined ? output : (r !== undefined ? r : null);
    return s;
  }
  usage() { return { in: this.n.int(600, 9000), out: this.n.int(20, 700) }; }
  histView() {
    const m = this.msgs;
    const head = m.slice(0, 2);
    const tail = m.length > 8 ? m.slice(-6) : m.slice(2);
    return [...head, ...tail].map((x) => ({ ...x, content: typeof x.content === 'string' ? clip(x.content, 400) : x.content }));
  }
  // An LLM call. text: assistant text (may be ''); calls: [{name,args}] ; opts: {reasoning, name}
  llm(text, calls = [], opts = {}) {
    const n = this.n; n.tick(600, 6000);
    const st = this.style; const u = this.usage();
    const ids = calls.map((c) => c.id || this.callId());
    const cs = calls.map((c, i) => ({ ...c, id: ids[i] }));
    const hist = this.histView();
    this.step++;
    let s;
    const txt = text || '';
    const fin = cs.length ? 'tool_calls' : 'stop';
    const oaiCalls = cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    switch (st) {
      case 'vercel':
        s = span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(hist), 'ai.prompt.toolChoice': '{"type":"auto"}' },
          { 'ai.response.text': txt, 'ai.response.toolCalls': cs.length ? JSON.stringify(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined, 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop' },
          [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.response.id': `chatcmpl-${n.mixed(29)}`, 'ai.response.timestamp': n.iso(), 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'gen_ai.system': 'openai.chat' } });
        break;
      case 'otel': case 'pydantic': case 'strands': case 'sk': {
        const parts = [];
        if (opts.reasoning) parts.push({ type: 'reasoning', content: opts.reasoning });
        if (txt) parts.push({ type: 'text', content: txt });
        for (const c of cs) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
        const name = st === 'pydantic' ? `chat ${this.model}` : st === 'strands' ? 'chat' : st === 'sk' ? `chat.completions ${this.model}` : `chat ${this.model}`;
        const meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': this.model, 'gen_ai.response.id': `chatcmpl-${n.mixed(29)}`, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.response.finish_reasons': [fin] };
        if (st === 'pydantic') Object.assign(meta, { 'logfire.msg': `chat ${this.model}`, 'logfire.span_type': 'span', 'gen_ai.system': 'openai' });
        if (st === 'strands') Object.assign(meta, { 'gen_ai.system': 'strands-agents', 'gen_ai.event.end_time': n.iso() });
        if (st === 'sk') Object.assign(meta, { 'gen_ai.system': 'openai', 'sk.function_choice_behavior': 'Auto' });
        if (st === 'otel') Object.assign(meta, { 'gen_ai.provider.name': 'openai', 'server.address': 'api.openai.com' });
        const input = st === 'pydantic'
          ? { all_messages_events: hist.map((m) => ({ 'event.name': `gen_ai.${m.role === 'tool' ? 'tool' : m.role}.message`, role: m.role, content: m.content })) }
          : { 'gen_ai.input.messages': hist.map((m) => ({ role: m.role, parts: [{ type: m.role === 'tool' ? 'tool_call_response' : 'text', content: m.content }] })) };
        s = span('llm', name, input, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: fin }] }, [], { metadata: meta });
        break;
      }
      case 'openinference': case 'llamaindex': case 'smolagents': {
        const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out };
        hist.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = m.content; });
        meta['llm.output_messages.0.message.role'] = 'assistant';
        if (txt) meta['llm.output_messages.0.message.content'] = txt;
        cs.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        if (st === 'llamaindex') {
          s = span('llm', 'OpenAI.achat', { messages: hist }, { message: { role: 'assistant', content: txt || null, additional_kwargs: { tool_calls: oaiCalls } }, raw: { id: `chatcmpl-${n.mixed(29)}`, created: n.epoch(), model: this.model } }, [], { metadata: meta });
        } else if (st === 'smolagents') {
          s = span('llm', opts.name || 'OpenAIServerModel.generate', { messages: hist.map((m) => ({ role: m.role, content: [{ type: 'text', text: m.content }] })) }, { role: 'assistant', content: txt }, [], { metadata: meta });
        } else {
          s = span('llm', opts.name || 'ChatCompletion', { value: JSON.stringify({ messages: hist, model: this.model }), mime_type: 'application/json' }, { value: JSON.stringify({ content: txt || null, tool_calls: oaiCalls }), mime_type: 'application/json' }, [], { metadata: meta });
        }
        break;
      }
      case 'langgraph': case 'mlflow': {
        const toLc = (m) => ({ type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : m.role, content: m.content });
        const out = { generations: [[{ text: txt, generation_info: { finish_reason: fin }, message: { type: 'ai', content: txt, tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: u.in, completion_tokens: u.out }, model_name: this.model, system_fingerprint: `fp_${n.hex(10)}` } };
        const meta = st === 'mlflow' ? { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: u.in, output_tokens: u.out } } : { ls_provider: 'openai', ls_model_name: this.model, ls_model_type: 'chat', langgraph_step: this.step * 2 - 1, langgraph_node: 'agent' };
        s = span('llm', opts.name || 'ChatOpenAI', { messages: [hist.map(toLc)] }, out, [], { metadata: meta });
        break;
      }
      case 'anthropic': case 'claude_sdk': case 'bedrock': {
        const content = [];
        if (opts.reasoning) content.push({ type: 'thinking', thinking: opts.reasoning, signature: n.b64(n.hex(48)).slice(0, 64) });
        if (txt) content.push({ type: 'text', text: txt });
        for (const c of cs) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        const msg = { id: `msg_01${n.mixed(22)}`, type: 'message', role: 'assistant', model: this.model, content, stop_reason: cs.length ? 'tool_use' : (opts.stop || 'end_turn'), stop_sequence: null, usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: n.int(0, 5000) } };
        if (st === 'claude_sdk') {
          s = span('llm', 'assistant', { parentUuid: n.uuid(), messages: hist.slice(-3) }, { type: 'assistant', uuid: n.uuid(), timestamp: n.iso(), message: msg }, [], { metadata: { requestId: `req_011${n.mixed(21)}`, isSidechain: !!opts.sidechain } });
        } else if (st === 'bedrock') {
          s = span('llm', 'orchestrationTrace.modelInvocation', { modelInvocationInput: { traceId: `${n.uuid()}-${this.step - 1}`, type: 'ORCHESTRATION', text: JSON.stringify({ system: clip(this.system, 200), messages: hist.slice(1) }) } },
            { modelInvocationOutput: { rawResponse: { content: JSON.stringify(msg) }, metadata: { usage: { inputTokens: u.in, outputTokens: u.out } } }, rationale: txt ? { text: txt } : undefined }, [], { metadata: { traceId: `${n.uuid()}-${this.step - 1}`, eventTime: n.iso() } });
        } else {
          s = span('llm', 'messages.create', { model: this.model, max_tokens: 4096, system: this.system, messages: hist.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) }, msg, [], { metadata: { request_id: `req_01${n.mixed(22)}`, latency_ms: n.ms(900, 14000) } });
        }
        break;
      }
      case 'responses': case 'openai_agents': {
        const out = [];
        if (opts.reasoning) out.push({ id: `rs_${n.hex(48)}`, type: 'reasoning', summary: [{ type: 'summary_text', text: opts.reasoning }] });
        if (txt) out.push({ id: `msg_${n.hex(48)}`, type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: txt, annotations: [] }] });
        for (const c of cs) out.push({ id: `fc_${n.hex(48)}`, type: 'function_call', status: 'completed', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
        const resp = { id: `resp_${n.hex(48)}`, object: 'response', created_at: n.epoch(), status: 'completed', model: this.model, output: out, usage: { input_tokens: u.in, output_tokens: u.out, output_tokens_details: { reasoning_tokens: opts.reasoning ? n.int(64, 900) : 0 } } };
        if (st === 'openai_agents') s = span('llm', 'Response', { input: hist.slice(1) }, resp, [], { metadata: { span_data: { type: 'response', response_id: resp.id }, agent: this.agent } });
        else s = span('llm', 'responses.create', { model: this.model, input: hist.slice(1), previous_response_id: this.prevResp || null, reasoning: { effort: 'medium', summary: 'auto' } }, resp, [], { metadata: { 'x-request-id': `req_${n.hex(32)}`, 'openai-processing-ms': String(n.ms(500, 20000)) } });
        this.prevResp = resp.id;
        break;
      }
      case 'adk': case 'gemini': {
        const parts = [];
        if (opts.reasoning) parts.push({ text: opts.reasoning, thought: true });
        if (txt) parts.push({ text: txt });
        for (const c of cs) parts.push({ functionCall: { id: st === 'adk' ? c.id : undefined, name: c.name, args: c.args } });
        const contents = hist.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [m.role === 'tool' ? { functionResponse: { name: m.name, response: { result: m.content } } } : { text: m.content }] }));
        if (st === 'adk') s = span('llm', 'call_llm', { model: this.model, contents, config: { system_instruction: clip(this.system, 200) } }, { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: u.in, candidates_token_count: u.out }, finish_reason: 'STOP' }, [], { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': this.model, 'gcp.vertex.agent.llm_request_id': n.uuid(), 'gcp.vertex.agent.event_id': n.uuid() } });
        else s = span('llm', 'models.generateContent', { model: this.model, contents }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: this.model, responseId: n.mixed(22) }, [], { metadata: { 'x-goog-request-id': n.hex(16) } });
        break;
      }
      case 'crewai': case 'swe_agent': {
        // ReAct text style: text already contains Thought/Action formatting, written by the scenario
        s = span('llm', st === 'crewai' ? 'LLM.call' : 'model.query', { messages: hist }, st === 'crewai' ? txt : { message: txt, cost: Number((u.in * 3e-6 + u.out * 15e-6).toFixed(5)) }, [], { metadata: st === 'crewai' ? { model: this.model, agent_role: opts.agent || this.agent, 'litellm.call_id': n.uuid() } : { step: this.step, tokens_sent: u.in, tokens_received: u.out, model: this.model } });
        break;
      }
      case 'autogen': {
        const source = opts.agent || this.agent;
        const out = cs.length
          ? { type: 'ToolCallRequestEvent', source, models_usage: { prompt_tokens: u.in, completion_tokens: u.out }, content: cs.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })), thought: txt || undefined }
          : { type: 'TextMessage', source, models_usage: { prompt_tokens: u.in, completion_tokens: u.out }, content: txt };
        s = span('llm', `${source}.on_messages`, { messages: hist.slice(-4) }, out, [], { metadata: { 'autogen.agent': source, model: this.model, created_at: n.isoOffset(0) } });
        break;
      }
      case 'letta': {
        s = span('llm', 'llm_client.send_llm_request', { messages: hist }, { id: `message-${n.uuid()}`, message_type: 'reasoning_message', reasoning: opts.reasoning || txt, tool_calls: oaiCalls }, [], { metadata: { model: this.model, step_id: `step-${n.uuid()}`, usage: { prompt_tokens: u.in, completion_tokens: u.out } } });
        break;
      }
      case 'haystack': {
        const content = []; if (txt) content.push({ text: txt }); for (const c of cs) content.push({ tool_call: { tool_name: c.name, arguments: c.args, id: c.id } });
        s = span('llm', 'haystack.component.run', { messages: hist.map((m) => ({ _role: m.role, _content: [{ text: m.content }] })) }, { replies: [{ _role: 'assistant', _content: content, _meta: { model: this.model, finish_reason: fin, usage: { prompt_tokens: u.in, completion_tokens: u.out } } }] }, [], { metadata: { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.visits': this.step } });
        break;
      }
      case 'inspect': {
        s = span('llm', 'model', { input: hist, tools: opts.tools || [], config: { max_tokens: 4096 } }, { model: this.model, choices: [{ message: { role: 'assistant', content: txt, tool_calls: cs.map((c) => ({ id: c.id, function: c.name, arguments: c.args, type: 'function' })) }, stop_reason: cs.length ? 'tool_calls' : 'stop' }], usage: { input_tokens: u.in, output_tokens: u.out } }, [], { metadata: { event: 'model', timestamp: n.isoOffset(0), working_start: Number((this.step * 3.1 + n.f()).toFixed(3)) } });
        break;
      }
      case 'langchain4j': {
        s = span('llm', 'OpenAiChatModel.chat', { messages: hist.map((m) => ({ type: m.role.toUpperCase(), text: m.content })) }, { aiMessage: { text: txt || null, toolExecutionRequests: cs.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })) }, metadata: { id: `chatcmpl-${n.mixed(29)}`, modelName: this.model, tokenUsage: { inputTokenCount: u.in, outputTokenCount: u.out }, finishReason: cs.length ? 'TOOL_EXECUTION' : 'STOP' } }, [], { metadata: { 'gen_ai.request.model': this.model } });
        break;
      }
      case 'spring': {
        s = span('llm', `chat ${this.model}`, { 'spring.ai.chat.client.user.text': clip(this.goal, 300), messages: hist }, { result: { output: { messageType: 'ASSISTANT', text: txt, toolCalls: cs.map((c) => ({ id: c.id, type: 'function', name: c.name, arguments: JSON.stringify(c.args) })) }, metadata: { finishReason: cs.length ? 'TOOL_CALLS' : 'STOP' } } }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'spring.ai.kind': 'chat_model' } });
        break;
      }
      case 'mastra': {
        s = span('llm', `llm: '${this.model}'`, { messages: hist }, { text: txt, toolCalls: cs.map((c) => ({ toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: cs.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'mastra.span.type': 'model_generation', model: this.model, provider: 'openai', usage: { promptTokens: u.in, completionTokens: u.out } } });
        break;
      }
      case 'langfuse': case 'weave': case 'agentops': {
        const meta = st === 'langfuse' ? { 'langfuse.observation.type': 'generation', 'langfuse.observation.model.name': this.model, 'langfuse.observation.usage_details': { input: u.in, output: u.out }, 'langfuse.observation.cost_details': { total: Number((u.in * 2.5e-6 + u.out * 1e-5).toFixed(6)) } }
          : st === 'weave' ? { op_name: `weave:///ops-team/${this.agent}/op/openai.chat.completions.create:${n.mixed(10)}`, weave_call_id: n.uuid7(), summary: { usage: { [this.model]: { requests: 1, prompt_tokens: u.in, completion_tokens: u.out } } } }
            : { 'agentops.span.kind': 'llm', 'gen_ai.request.model': this.model, 'gen_ai.usage.prompt_tokens': u.in, 'gen_ai.usage.completion_tokens': u.out };
        const out = { id: `chatcmpl-${n.mixed(29)}`, object: 'chat.completion', created: n.epoch(), model: this.model, choices: [{ index: 0, message: { role: 'assistant', content: txt || null, tool_calls: oaiCalls.length ? oaiCalls : undefined }, finish_reason: fin }], usage: { prompt_tokens: u.in, completion_tokens: u.out } };
        s = span('llm', st === 'langfuse' ? (opts.name || 'OpenAI-generation') : st === 'weave' ? 'openai.chat.completions.create' : 'openai.chat', { model: this.model, messages: hist }, st === 'langfuse' ? { role: 'assistant', content: txt || null, tool_calls: oaiCalls.length ? oaiCalls : undefined } : out, [], { metadata: meta });
        break;
      }
      case 'openhands': {
        s = span('llm', 'litellm.completion', { model: this.model, messages: hist }, { id: `chatcmpl-${n.uuid()}`, choices: [{ message: { role: 'assistant', content: txt, tool_calls: oaiCalls }, finish_reason: fin }], usage: { prompt_tokens: u.in, completion_tokens: u.out } }, [], { metadata: { 'llm.cost': Number((u.in * 3e-6 + u.out * 15e-6).toFixed(5)), response_latency: Number((n.f() * 12 + 1).toFixed(3)) } });
        break;
      }
      default: {
        s = span('llm', opts.name || 'chat.completions.create', { model: this.model, messages: hist, tools: opts.tools }, { role: 'assistant', content: txt || null, tool_calls: oaiCalls.length ? oaiCalls : undefined }, [], { metadata: { finish_reason: fin, usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, 'x-request-id': `req_${n.hex(32)}` } });
      }
    }
    // history
    this.msgs.push({ role: 'assistant', content: txt + (opts.reasoning && !txt ? '' : ''), tool_calls: cs.length ? cs.map((c) => ({ id: c.id, name: c.name })) : undefined });
    for (const c of cs) this.pending.push(c);
    // placement
    this.toolsNode = null;
    if (st === 'langgraph') {
      const node = span('chain', 'agent', { messages: `[${this.msgs.length - 1} messages]` }, { messages: [{ type: 'ai', content: txt, tool_calls: cs.map((c) => ({ name: c.name, id: c.id })) }] }, [s], { metadata: { langgraph_step: this.step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: [this.step === 1 ? 'start:agent' : 'tools'], langgraph_path: ['__pregel_pull', 'agent'] } });
      this.push(node);
    } else if (st === 'strands') {
      this.cycle = span('chain', 'execute_event_loop_cycle', null, null, [s], { metadata: { 'event_loop.cycle_id': n.uuid(), 'gen_ai.event.start_time': n.iso() } });
      this.push(this.cycle);
    } else if (st === 'sk' && cs.length) {
      this.push(s);
      this.cycle = span('chain', 'AutoFunctionInvocationLoop', { 'sk.function_calls.count': cs.length }, null, [], { metadata: { 'sk.auto_function_invocation.request_sequence_index': this.step - 1 } });
      this.push(this.cycle);
    } else {
      this.cycle = null;
      this.push(s);
    }
    return ids;
  }
  callId() {
    const n = this.n;
    switch (this.style) {
      case 'anthropic': case 'claude_sdk': case 'bedrock': return `toolu_01${n.mixed(22)}`;
      case 'adk': return `adk-${n.uuid()}`;
      case 'gemini': return `fc-${n.alnum(8)}`;
      case 'strands': return `tooluse_${n.mixed(22)}`;
      case 'swe_agent': case 'crewai': case 'smolagents': return `act_${n.hex(8)}`;
      case 'openhands': return `toolu_${n.mixed(24)}`;
      default: return `call_${n.mixed(24)}`;
    }
  }
  // A tool execution. output: any JSON; opts: {error, name (span name override), meta}
  tool(name, args, output, opts = {}) {
    const n = this.n; n.tick(50, 3000);
    const st = this.style;
    let idx = this.pending.findIndex((c) => c.name === name);
    const call = idx >= 0 ? this.pending.splice(idx, 1)[0] : { id: this.callId(), name, args };
    const id = call.id;
    const err = opts.error;
    let s;
    const argStr = JSON.stringify(args);
    switch (st) {
      case 'vercel':
        s = span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': argStr }, err ? null : { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }, [], { error: err, metadata: { 'operation.name': 'ai.toolCall' } });
        break;
      case 'otel': case 'pydantic': case 'strands': case 'sk': {
        const nm = st === 'pydantic' ? `running tool: ${name}` : st === 'sk' ? `execute_tool ${name}` : `execute_tool ${name}`;
        const meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id };
        if (st === 'pydantic') Object.assign(meta, { 'logfire.msg': `running tool: ${name}`, tool_arguments: argStr });
        if (st === 'strands') Object.assign(meta, { 'gen_ai.tool.status': err ? 'error' : 'success' });
        const out = st === 'strands' ? { toolUseId: id, status: err ? 'error' : 'success', content: [{ text: typeof output === 'string' ? output : JSON.stringify(output) }] } : st === 'pydantic' ? { tool_response: output } : { 'gen_ai.tool.call.result': output };
        s = span('tool', nm, st === 'pydantic' ? args : { 'gen_ai.tool.call.arguments': args }, out, [], { error: err, metadata: meta });
        break;
      }
      case 'openinference': case 'llamaindex': case 'smolagents':
        if (st === 'llamaindex') s = span('tool', `FunctionTool.acall`, { kwargs: args }, { content: typeof output === 'string' ? output : JSON.stringify(output), tool_name: name, raw_input: { kwargs: args }, raw_output: output, is_error: !!err }, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool_call.id': id } });
        else s = span('tool', name, { value: argStr, mime_type: 'application/json' }, { value: typeof output === 'string' ? output : JSON.stringify(output), mime_type: typeof output === 'string' ? 'text/plain' : 'application/json' }, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': argStr, 'tool_call.id': id } });
        break;
      case 'langgraph': case 'mlflow':
        s = span('tool', name, st === 'mlflow' ? args : { input: argStr }, st === 'mlflow' ? output : { output: { type: 'tool', name, tool_call_id: id, content: typeof output === 'string' ? output : JSON.stringify(output), status: err ? 'error' : 'success' } }, [], { error: err, metadata: st === 'mlflow' ? { 'mlflow.spanType': 'TOOL', 'tool_call.id': id } : { langgraph_step: this.step * 2, langgraph_node: 'tools', ls_run_id: n.uuid() } });
        break;
      case 'anthropic': case 'claude_sdk':
        s = span('tool', name, args, st === 'claude_sdk' ? { type: 'tool_result', tool_use_id: id, content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!err } : output, [], { error: err, metadata: { tool_use_id: id } });
        break;
      case 'bedrock': {
        const [ag, api] = name.includes('::') ? name.split('::') : ['ActionGroup', name];
        s = span('tool', name, { actionGroupInvocationInput: { actionGroupName: ag, apiPath: api, verb: opts.verb || 'get', parameters: Object.entries(args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'integer' : 'string', value: String(v) })) } }, { actionGroupInvocationOutput: { text: typeof output === 'string' ? output : JSON.stringify(output) } }, [], { error: err, metadata: { traceId: `${n.uuid()}-${this.step - 1}`, invocationType: 'ACTION_GROUP' } });
        break;
      }
      case 'responses': case 'openai_agents':
        s = span('tool', name, st === 'openai_agents' ? argStr : args, st === 'openai_agents' ? (typeof output === 'string' ? output : JSON.stringify(output)) : { type: 'function_call_output', call_id: id, output: typeof output === 'string' ? output : JSON.stringify(output) }, [], { error: err, metadata: st === 'openai_agents' ? { span_data: { type: 'function', name }, call_id: id } : { call_id: id } });
        break;
      case 'adk': case 'gemini':
        s = span('tool', st === 'adk' ? `execute_tool ${name}` : name, st === 'adk' ? { 'gcp.vertex.agent.tool_call_args': argStr } : { functionCall: { name, args } }, st === 'adk' ? { functionResponse: { id, name, response: output } } : { functionResponse: { name, response: output } }, [], { error: err, metadata: st === 'adk' ? { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gcp.vertex.agent.event_id': n.uuid() } : undefined });
        break;
      case 'crewai':
        s = span('tool', name, argStr, output, [], { error: err, metadata: { tool_usage_id: id, 'crewai.tool.run_attempts': opts.attempt || 1 } });
        break;
      case 'swe_agent':
        s = span('tool', 'env.communicate', { action: args.command ?? argStr }, { observation: output }, [], { error: err, metadata: { tool: name, execution_time: Number((n.f() * 4).toFixed(3)) } });
        break;
      case 'autogen':
        s = span('tool', name, { call_id: id, arguments: argStr }, { type: 'ToolCallExecutionEvent', source: opts.agent || this.agent, content: [{ call_id: id, name, content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!err }] }, [], { error: err });
        break;
      case 'letta':
        s = span('tool', name, args, { status: err ? 'Failed' : 'OK', message: output, time: n.usDate() }, [], { error: err, metadata: { tool_call_id: id, message_type: 'tool_return_message' } });
        break;
      case 'haystack':
        s = span('tool', name, { tool_call: { tool_name: name, arguments: args, id } }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: typeof output === 'string' ? output : JSON.stringify(output), origin: { tool_name: name, id }, error: !!err } }] }] }, [], { error: err, metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker' } });
        break;
      case 'inspect':
        s = span('tool', name, { id, function: name, arguments: args }, { result: output }, [], { error: err, metadata: { event: 'tool', timestamp: n.isoOffset(0), working_time: Number((n.f() * 3).toFixed(3)) } });
        break;
      case 'langchain4j':
        s = span('tool', name, { toolExecutionRequest: { id, name, arguments: argStr } }, typeof output === 'string' ? output : JSON.stringify(output), [], { error: err, metadata: { 'langchain4j.tool.executor': 'DefaultToolExecutor' } });
        break;
      case 'spring':
        s = span('tool', `tool_call ${name}`, { 'spring.ai.tool.call.arguments': argStr }, { 'spring.ai.tool.call.result': typeof output === 'string' ? output : JSON.stringify(output) }, [], { error: err, metadata: { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': name } });
        break;
      case 'mastra':
        s = span('tool', `tool: '${name}'`, args, output, [], { error: err, metadata: { 'mastra.span.type': 'tool_call', toolId: name, toolCallId: id } });
        break;
      case 'openhands':
        s = span('tool', opts.action || name, args, output, [], { error: err, metadata: { tool_call_id: id, event_id: n.count('ev', 3) * 2 } });
        break;
      case 'weave':
        s = span('tool', name, args, output, [], { error: err, metadata: { op_name: `weave:///ops-team/${this.agent}/op/${name}:${n.mixed(10)}`, weave_call_id: n.uuid7() } });
        break;
      case 'agentops':
        s = span('tool', name, args, output, [], { error: err, metadata: { 'agentops.span.kind': 'tool', 'agentops.event_type': 'ToolEvent', tool_call_id: id } });
        break;
      case 'langfuse':
        s = span('tool', name, args, output, [], { error: err, metadata: { 'langfuse.observation.type': 'tool', 'langfuse.observation.level': err ? 'ERROR' : 'DEFAULT', tool_call_id: id } });
        break;
      default:
        s = span('tool', name, args, output, [], { error: err, metadata: { tool_call_id: id } });
    }
    if (opts.meta) s.metadata = { ...(s.metadata || {}), ...opts.meta };
    this.msgs.push({ role: 'tool', name, tool_call_id: id, content: err ? `Error: ${err}` : (typeof output === 'string' ? output : JSON.stringify(output)) });
    if (st === 'langgraph') {
      if (!this.toolsNode) {
        this.toolsNode = span('chain', 'tools', { messages: '[tool_calls]' }, null, [], { metadata: { langgraph_step: this.step * 2, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'] } });
        this.push(this.toolsNode);
      }
      this.toolsNode.children.push(s);
      this.toolsNode.output = { messages: this.toolsNode.children.map((c) => c.output?.output?.content ? clip(c.output.output.content, 120) : null) };
    } else if (this.cycle) {
      this.cycle.children.push(s);
    } else {
      this.push(s);
    }
    return s;
  }
  // Append a user / human turn to history (and optionally a span for it)
  user(text) { this.msgs.push({ role: 'user', content: text }); }
  finish(output, extraMeta) {
    this.root.output = output;
    if (extraMeta) this.root.metadata = { ...(this.root.metadata || {}), ...extraMeta };
    return this.root;
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function depthOf(s, type) { const own = !type || s.type === type ? 1 : 0; return own + Math.max(0, ...(s.children || []).map((c) => depthOf(c, type))); }
export function walk(s, fn, depth = 0) { fn(s, depth); for (const c of s.children || []) walk(c, fn, depth + 1); }

// Build one row from a scenario definition {n:'01', domain, isolates, goal, build(family, id) -> root}
export function makeRow(family, def, labels) {
  const trace_id = `${family}-${def.n}`;
  const root = def.build(trace_id);
  return { trace_id, family, isolates: def.isolates, loop: labels.loop, stagnation: labels.stagnation, goal: def.goal, root };
}
