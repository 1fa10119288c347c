// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');

export class Noise {
  constructor(seedStr) {
    this.r = mulberry32(hashStr(seedStr));
    this.t = Date.UTC(2024, 0, 8) + Math.floor(this.r() * 400) * 86400000 + Math.floor(this.r() * 36000) * 1000;
    this.counter = 1000 + Math.floor(this.r() * 9000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b32(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[this.int(0, 31)]; return s; }
  alnum(n) { let s = ''; const c = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'; for (let i = 0; i < n; i++) s += c[this.int(0, c.length - 1)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return '01' + this.b32(24); }
  tick(minS = 1, maxS = 20) { this.t += this.int(minS * 1000, maxS * 1000); return this.t; }
  iso() { return new Date(this.tick()).toISOString(); }
  isoLocal(off = '+01:00') { const d = new Date(this.tick()); return d.toISOString().replace('Z', '').slice(0, 19) + off; }
  httpDate() { const d = new Date(this.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  logTs() { const d = new Date(this.tick(0, 3)); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(this.int(0, 999)).padStart(3, '0')}`; }
  usDate() { const d = new Date(this.tick()); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; }
  euDate() { const d = new Date(this.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  day(offsetDays = 0) { const d = new Date(this.t + offsetDays * 86400000); return d.toISOString().slice(0, 10); }
  rid(prefix = 'req_') { return prefix + this.alnum(20); }
  dur() { return `${(this.int(40, 4200) / 1000).toFixed(2)}s`; }
  ms() { return this.int(12, 2400); }
  tmp(ext = '') { return `/tmp/tmp${this.alnum(8).toLowerCase()}${ext}`; }
  host(base = 'api') { return `${base}-${this.pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'lhr2'])}-${this.int(1, 9)}${this.pick(['a', 'b', 'c'])}.internal`; }
  pod(base) { return `${base}-${this.hex(10).slice(0, 9)}-${this.alnum(5).toLowerCase()}`; }
  etag() { return `W/"${this.hex(8)}-${this.hex(6)}"`; }
  sha() { return this.hex(40); }
  short() { return this.hex(7); }
  job(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  seq() { return ++this.counter; }
  cursor() { return Buffer.from(`{"o":${this.int(20, 9000)},"k":"${this.hex(6)}"}`).toString('base64').replace(/=+$/, ''); }
  rate(limit = 600) { const rem = this.int(5, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.int(1, 60)) }; }
  cfRay() { return `${this.hex(16)}-${this.pick(['LHR', 'AMS', 'FRA', 'CDG', 'DUB'])}`; }
  amzTrace() { return `Root=1-${this.hex(8)}-${this.hex(24)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  tokens() { const i = this.int(400, 6000), o = this.int(20, 700); return { input: i, output: o }; }
}

// ---------------------------------------------------------------------------
// Span builder imitating several tracers. Scenarios call t.llm / t.tool / t.agent / t.group.
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const MODEL_DEFAULT = {
  plain: 'gpt-4o-2024-08-06', vercel: 'gpt-4o-mini', otel: 'gpt-4.1', langsmith: 'gpt-4o', oai_agents: 'gpt-4.1',
  anthropic: 'claude-3-5-sonnet-20241022', openinference: 'gpt-4o', gemini: 'gemini-2.0-flash', crewai: 'gpt-4o-mini',
  smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', autogen: 'gpt-4o', claude_sdk: 'claude-sonnet-4-20250514', pydantic: 'openai:gpt-4o',
};

export class T {
  constructor(traceId, style, { goal, agent = 'agent', model, system = 'You are a helpful operations agent. Use tools; be concise.' }) {
    this.id = traceId; this.style = style; this.goal = goal; this.n = new Noise(traceId);
    this.model = model || MODEL_DEFAULT[style] || 'gpt-4o';
    this.system = system; this.pending = []; this.hist = [{ role: 'user', content: goal }]; this.step = 0;
    const rootName = { vercel: 'ai.generateText', otel: `invoke_agent ${agent}`, langsmith: 'LangGraph', crewai: 'Crew.kickoff',
      smolagents: 'CodeAgent.run', autogen: 'autogen.run', pydantic: 'agent run', claude_sdk: 'claude_agent_sdk.query',
      oai_agents: agent, anthropic: agent, openinference: agent, gemini: agent, plain: agent }[style] || agent;
    const md = { style_hint: undefined };
    delete md.style_hint;
    if (style === 'vercel') Object.assign(md, { 'ai.operationId': 'ai.generateText', 'ai.model.id': this.model, 'ai.settings.maxSteps': 25, 'resource.name': agent });
    if (style === 'otel') Object.assign(md, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agent, 'gen_ai.system': 'openai' });
    if (style === 'langsmith') Object.assign(md, { run_type: 'chain', ls_run_id: this.n.uuid(), thread_id: this.n.uuid(), graph: agent });
    if (style === 'oai_agents') Object.assign(md, { trace_id: 'trace_' + this.n.hex(32), workflow_name: 'Agent workflow', span_data: { type: 'agent', name: agent, tools: [] } });
    if (style === 'openinference') Object.assign(md, { 'openinference.span.kind': 'AGENT', 'session.id': this.n.uuid() });
    if (style === 'crewai') Object.assign(md, { crew_id: this.n.uuid(), process: 'sequential', crew_name: agent });
    if (style === 'smolagents') Object.assign(md, { 'smolagents.max_steps': 20, model_id: this.model, 'openinference.span.kind': 'AGENT' });
    if (style === 'pydantic') Object.assign(md, { 'logfire.span_type': 'span', agent_name: agent, model_name: this.model });
    if (style === 'claude_sdk') Object.assign(md, { session_id: this.n.uuid(), cwd: '/home/agent/work', permission_mode: 'acceptEdits' });
    if (style === 'gemini') Object.assign(md, { 'adk.app_name': agent, 'adk.invocation_id': 'e-' + this.n.uuid() });
    if (style === 'autogen') Object.assign(md, { team: 'RoundRobinGroupChat', termination: 'MaxMessageTermination(30)' });
    if (style === 'anthropic') Object.assign(md, { log_source: 'messages-api-proxy', workspace: 'wrkspc_' + this.n.alnum(14) });
    this.root = span('agent', rootName, { goal }, null, [], { metadata: md });
    this.stack = [this.root];
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  add(s) { this.cur.children.push(s); return s; }
  callId() {
    const st = this.style;
    if (st === 'anthropic' || st === 'claude_sdk') return 'toolu_01' + this.n.alnum(22);
    if (st === 'gemini') return undefined;
    if (st === 'oai_agents') return 'call_' + this.n.alnum(24);
    return 'call_' + this.n.alnum(24);
  }
  msgs() {
    const tail = this.hist.slice(-4).map((m) => ({ ...m, content: typeof m.content === 'string' && m.content.length > 600 ? m.content.slice(0, 600) + '…' : m.content }));
    const head = this.hist.length > 4 ? [this.hist[0]] : [];
    return [{ role: 'system', content: this.system }, ...head, ...tail];
  }
  // text: model text (may be ''), calls: [{name,args}], opts: {reasoning, name}
  llm(text, calls = [], opts = {}) {
    const n = this.n, st = this.style, model = opts.model || this.model, tk = n.tokens();
    const cs = calls.map((c) => ({ ...c, id: this.callId() }));
    this.pending.push(...cs);
    const msgs = this.msgs();
    let name, input, output, metadata;
    n.tick(1, 8);
    switch (st) {
      case 'vercel':
        name = 'ai.generateText.doGenerate';
        input = { 'ai.prompt.messages': JSON.stringify(msgs) };
        output = { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop' };
        metadata = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': tk.input, 'ai.usage.completionTokens': tk.output, 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.response.timestamp': n.iso(), 'gen_ai.system': 'openai.chat' };
        break;
      case 'otel':
        name = `chat ${model}`;
        input = { 'gen_ai.input.messages': msgs.map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })) };
        output = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] };
        metadata = { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.model': model + (model.includes('-20') ? '' : '-2025-04-14'), 'gen_ai.usage.input_tokens': tk.input, 'gen_ai.usage.output_tokens': tk.output, 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29), 'server.address': 'api.openai.com' };
        break;
      case 'langsmith':
        name = opts.name || 'ChatOpenAI';
        input = { messages: [msgs.map((m) => ({ type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : m.role, content: m.content }))] };
        output = { generations: [[{ text, type: 'ChatGeneration', message: { type: 'ai', content: text, tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) }, generation_info: { finish_reason: cs.length ? 'tool_calls' : 'stop' } }]], llm_output: { token_usage: { prompt_tokens: tk.input, completion_tokens: tk.output }, model_name: model, system_fingerprint: 'fp_' + n.hex(10) } };
        metadata = { ls_provider: 'openai', ls_model_name: model, ls_model_type: 'chat', langgraph_node: opts.node || 'agent', langgraph_step: ++this.step, langgraph_checkpoint_ns: `${opts.node || 'agent'}:${n.uuid()}` };
        break;
      case 'oai_agents':
        name = 'response';
        input = msgs;
        output = { id: 'resp_' + n.hex(48), object: 'response', model, output: [...(opts.reasoning ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: opts.reasoning }] }] : []), ...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...cs.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: tk.input, output_tokens: tk.output } };
        metadata = { span_data: { type: 'response', response_id: 'resp_' + n.hex(12) }, span_id: 'span_' + n.hex(24), started_at: n.iso() };
        break;
      case 'anthropic':
      case 'claude_sdk':
        name = st === 'anthropic' ? 'anthropic.messages.create' : 'assistant';
        input = { model, max_tokens: 4096, system: this.system, messages: msgs.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) };
        output = { id: 'msg_01' + n.alnum(22), type: 'message', role: 'assistant', model, content: [...(opts.reasoning ? [{ type: 'thinking', thinking: opts.reasoning, signature: n.alnum(40) }] : []), ...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: tk.input, output_tokens: tk.output, cache_read_input_tokens: n.int(0, 4000) } };
        metadata = st === 'anthropic' ? { 'request-id': 'req_011C' + n.alnum(20), 'anthropic-ratelimit-tokens-remaining': String(n.int(10000, 80000)), latency_ms: n.ms() } : { uuid: n.uuid(), parentUuid: n.uuid(), timestamp: n.iso() };
        break;
      case 'openinference': {
        name = opts.name || 'ChatCompletion';
        input = { value: JSON.stringify({ messages: msgs, model }), mime_type: 'application/json' };
        output = { value: text || JSON.stringify(cs.map((c) => ({ function: { name: c.name, arguments: JSON.stringify(c.args) } }))), mime_type: text ? 'text/plain' : 'application/json' };
        metadata = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': 'openai', 'llm.token_count.prompt': tk.input, 'llm.token_count.completion': tk.output };
        msgs.forEach((m, i) => { metadata[`llm.input_messages.${i}.message.role`] = m.role; metadata[`llm.input_messages.${i}.message.content`] = m.content; });
        metadata['llm.output_messages.0.message.role'] = 'assistant';
        if (text) metadata['llm.output_messages.0.message.content'] = text;
        cs.forEach((c, i) => { metadata[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; metadata[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        break;
      }
      case 'gemini':
        name = 'models.generateContent';
        input = { model, contents: msgs.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })), config: { system_instruction: this.system } };
        output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: tk.input, candidatesTokenCount: tk.output, totalTokenCount: tk.input + tk.output }, modelVersion: model, responseId: n.alnum(22) };
        metadata = { 'gcp.vertex.agent.llm_request_id': n.uuid(), 'gen_ai.system': 'gcp.gemini' };
        break;
      case 'crewai':
      case 'smolagents':
      case 'autogen':
      case 'pydantic':
      case 'plain':
      default:
        name = { crewai: 'LLM.call', smolagents: 'LiteLLMModel.generate', autogen: 'OpenAIChatCompletionClient.create', pydantic: `chat ${model.replace('openai:', '')}`, plain: 'openai.chat.completions.create' }[st] || 'llm';
        input = { model: model, messages: msgs, ...(cs.length || st === 'plain' ? { tool_choice: 'auto' } : {}) };
        output = st === 'crewai' || st === 'smolagents' ? text : { role: 'assistant', content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), finish_reason: cs.length ? 'tool_calls' : 'stop' };
        metadata = { model, usage: { prompt_tokens: tk.input, completion_tokens: tk.output }, ...(st === 'pydantic' ? { 'logfire.msg': `chat ${model}`, 'gen_ai.system': 'openai' } : {}), ...(st === 'autogen' ? { 'autogen.source': opts.source || 'assistant' } : {}) };
    }
    if (opts.reasoning && !['oai_agents', 'anthropic', 'claude_sdk'].includes(st)) {
      if (typeof output === 'object' && output !== null) output.reasoning = opts.reasoning; else output = `${opts.reasoning}\n${output}`;
    }
    const s = this.add(span('llm', name, input, output, [], { metadata }));
    this.hist.push({ role: 'assistant', content: text || cs.map((c) => `${c.name}(${JSON.stringify(c.args)})`).join('; ') });
    this.lastLlm = s;
    return s;
  }
  // nested: put tool span inside last llm span (as some tracers do)
  tool(name, args, output, opts = {}) {
    const n = this.n, st = this.style;
    const idx = this.pending.findIndex((c) => c.name === name);
    const call = idx >= 0 ? this.pending.splice(idx, 1)[0] : { id: this.callId() };
    n.tick(0, 6);
    let sname = name, input = opts.argsString ? JSON.stringify(args) : args, out = output, metadata = {};
    switch (st) {
      case 'vercel': sname = 'ai.toolCall'; input = { 'ai.toolCall.name': name, 'ai.toolCall.id': call.id, 'ai.toolCall.args': JSON.stringify(args) }; out = { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }; break;
      case 'otel': sname = `execute_tool ${name}`; metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': call.id, 'gen_ai.tool.type': 'function' }; break;
      case 'langsmith': input = { input: typeof args === 'string' ? args : JSON.stringify(args) }; out = { output: output }; metadata = { run_type: 'tool', tool_call_id: call.id, langgraph_node: 'tools', langgraph_step: ++this.step }; break;
      case 'oai_agents': out = typeof output === 'string' ? output : JSON.stringify(output); metadata = { span_data: { type: 'function', name, mcp_data: null }, call_id: call.id }; input = JSON.stringify(args); break;
      case 'anthropic': case 'claude_sdk': out = { type: 'tool_result', tool_use_id: call.id, content: typeof output === 'string' ? output : JSON.stringify(output), ...(opts.error ? { is_error: true } : {}) }; break;
      case 'openinference': input = { value: JSON.stringify(args), mime_type: 'application/json' }; out = { value: typeof output === 'string' ? output : JSON.stringify(output) }; metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) }; break;
      case 'gemini': out = { functionResponse: { name, response: typeof output === 'object' && output !== null && !Array.isArray(output) ? output : { result: output } } }; metadata = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }; break;
      case 'crewai': sname = name; metadata = { 'crewai.tool': name, agent_role: opts.role || this.role || 'Agent', run_attempts: 1 }; break;
      case 'pydantic': sname = `running tool: ${name}`; metadata = { 'gen_ai.tool.name': name, tool_call_id: call.id }; break;
      case 'autogen': metadata = { call_id: call.id, 'autogen.event': 'ToolCallExecutionEvent' }; break;
      default: metadata = { tool_call_id: call.id };
    }
    if (opts.metadata) Object.assign(metadata, opts.metadata);
    const s = span('tool', sname, input, out, [], { error: opts.error, metadata: Object.keys(metadata).length ? metadata : undefined });
    if (opts.nested && this.lastLlm) this.lastLlm.children.push(s); else this.add(s);
    this.hist.push({ role: 'tool', content: typeof output === 'string' ? output : JSON.stringify(output) });
    return s;
  }
  retr(name, query, docs) {
    const s = this.add(span('retriever', name, { query }, { documents: docs }, [], { metadata: this.style === 'openinference' ? { 'openinference.span.kind': 'RETRIEVER' } : undefined }));
    this.hist.push({ role: 'tool', content: JSON.stringify(docs).slice(0, 400) });
    return s;
  }
  agent(name, input, fn, opts = {}) {
    const st = this.style;
    if (st === 'oai_agents' && opts.handoff !== false && this.stack.length >= 1 && opts.from) this.add(span('handoff', 'Handoff', { from_agent: opts.from, to_agent: name }, { accepted: true }, [], { metadata: { span_data: { type: 'handoff' } } }));
    const sname = st === 'otel' ? `invoke_agent ${name}` : st === 'crewai' ? `Agent: ${name}` : name;
    const md = st === 'otel' ? { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name } : st === 'openinference' ? { 'openinference.span.kind': 'AGENT' } : st === 'langsmith' ? { run_type: 'chain', langgraph_node: name } : undefined;
    const s = this.add(span(opts.type || 'agent', sname, input, null, [], { metadata: md }));
    this.stack.push(s);
    const prevHist = this.hist; this.hist = [{ role: 'user', content: typeof input === 'string' ? input : JSON.stringify(input) }];
    const prevRole = this.role; this.role = name;
    const out = fn(s);
    this.role = prevRole; this.hist = prevHist;
    this.stack.pop();
    s.output = out === undefined ? null : out;
    if (opts.error) s.error = opts.error;
    this.hist.push({ role: 'tool', content: typeof s.output === 'string' ? s.output : JSON.stringify(s.output) });
    return s;
  }
  group(name, input, fn, type = 'chain', metadata) {
    const s = this.add(span(type, name, input, null, [], { metadata }));
    this.stack.push(s); const out = fn(s); this.stack.pop();
    s.output = out === undefined ? null : out; return s;
  }
  user(text) { this.hist.push({ role: 'user', content: text }); }
  row(family, { isolates, loop, stagnation, output, error }) {
    this.root.output = output === undefined ? null : output;
    if (error) this.root.error = error;
    return { trace_id: this.id, family, isolates, loop, stagnation, goal: this.goal, root: this.root };
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f, depth = 0) { f(s, depth); for (const c of s.children || []) walk(c, f, depth + 1); }
