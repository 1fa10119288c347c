// Deterministic helpers for the k2 blind benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export class Noise {
  constructor(seedText) { this.r = mulberry32(hashStr(seedText)); this.t = Date.UTC(2025, 2, 3, 8, 0, 0) + Math.floor(this.r() * 200 * 86400) * 1000; this.n = 0; }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(this.r() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  tick(minMs = 300, maxMs = 9000) { this.t += this.int(minMs, maxMs); return this.t; }
  d() { return new Date(this.tick()); }
  iso() { return this.d().toISOString(); }
  isoLocal(off = '+01:00') { const d = this.d(); return d.toISOString().slice(0, 19) + off; }
  http() { const d = this.d(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  eu() { const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  us() { const d = this.d(); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${d.getUTCHours() % 12 || 12}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; }
  ms(a = 40, b = 2400) { return this.int(a, b); }
  dur() { return `${(this.int(40, 9000) / 1000).toFixed(2)}s`; }
  reqId(p = 'req_') { return p + this.b62(20); }
  jobId(p = 'job-') { return p + this.int(10000, 99999) + '-' + this.hex(4); }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(base = 'api') { return `${base}-${this.pick(['a', 'b', 'c'])}${this.int(1, 9)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`; }
  etag() { return `W/"${this.hex(8)}-${this.hex(16)}"`; }
  sha() { return this.hex(40); }
  sha256() { return 'sha256:' + this.hex(64); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  rate(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(1, limit - 1)), 'x-ratelimit-reset': String(this.int(1, 60)) }; }
  cursor() { return Buffer.from(`{"o":${this.int(100, 9999)},"k":"${this.hex(6)}"}`).toString('base64'); }
  callId(style) { if (style === 'anthropic' || style === 'claude_sdk') return 'toolu_01' + this.b62(22); if (style === 'vercel') return 'call_' + this.b62(24); if (style === 'gemini') return undefined; return 'call_' + this.b62(24); }
  tokens() { return { in: this.int(400, 9000), out: this.int(30, 900) }; }
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const MODELS = { vercel: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', langgraph: 'gpt-4o', oai_agents: 'gpt-4.1', responses: 'o4-mini', anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', crewai: 'gpt-4o-mini', autogen: 'gpt-4o', llamaindex: 'gpt-4o-mini', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic: 'gpt-4o', adk: 'gemini-2.0-flash', gemini: 'gemini-1.5-pro-002', openinference: 'gpt-4o-2024-11-20', plain: 'gpt-4o-mini', agno: 'gpt-4.1-mini', mastra: 'gpt-4o-mini', langfuse: 'claude-3-5-haiku-20241022', weave: 'gpt-4o' };

// Trace builder: keeps a message history and records spans in time order.
export class Trace {
  constructor(traceId, style, goal, opts = {}) {
    this.id = traceId; this.style = style; this.goal = goal; this.n = new Noise(traceId);
    this.model = opts.model || MODELS[style] || 'gpt-4o';
    this.system = opts.system || 'You are a helpful operations agent. Use the tools provided. Be concise.';
    this.msgs = [{ role: 'user', content: goal }];
    this.stack = [[]]; this.pending = []; this.step = 0;
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  push(s) { this.cur.push(s); return s; }
  llmInput() {
    const last = this.msgs.slice(-6);
    const st = this.style;
    if (st === 'anthropic' || st === 'claude_sdk' || st === 'langfuse') return { model: this.model, max_tokens: 4096, system: this.system, messages: last };
    if (st === 'gemini' || st === 'adk') return { model: this.model, contents: last.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) };
    if (st === 'responses') return { model: this.model, instructions: this.system, input: last, previous_response_id: this.prevResp || null };
    if (st === 'smolagents' || st === 'crewai') return [{ role: 'system', content: this.system }, ...last];
    if (st === 'vercel') return { prompt: JSON.stringify([{ role: 'system', content: this.system }, ...last]) };
    return { messages: [{ role: 'system', content: this.system }, ...last] };
  }
  // calls: [{name, args}] ; returns call ids
  llm(text, calls = [], opts = {}) {
    const n = this.n, st = this.style, tk = n.tokens(); this.step++;
    const input = this.llmInput();
    calls = calls.map((c) => ({ ...c, id: c.id || n.callId(st) }));
    let output, name, md;
    switch (st) {
      case 'vercel':
        name = 'ai.generateText.doGenerate';
        output = { text: text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
        md = { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': tk.in, 'ai.usage.completionTokens': tk.out, 'ai.response.id': 'chatcmpl-' + n.b62(29), 'ai.response.timestamp': n.iso() };
        break;
      case 'otel': case 'pydantic':
        name = st === 'otel' ? `chat ${this.model}` : `chat ${this.model}`;
        output = { role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
        md = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model + '-' + '2025-04-14', 'gen_ai.usage.input_tokens': tk.in, 'gen_ai.usage.output_tokens': tk.out, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'] };
        if (st === 'pydantic') { md['logfire.msg'] = `chat ${this.model}`; md['logfire.span_type'] = 'span'; md['gen_ai.system'] = 'openai'; }
        break;
      case 'langgraph':
        name = 'ChatOpenAI';
        output = { content: text || '', additional_kwargs: {}, tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), response_metadata: { finish_reason: calls.length ? 'tool_calls' : 'stop', model_name: this.model, system_fingerprint: 'fp_' + n.hex(10) }, id: 'run-' + n.uuid() };
        md = { langgraph_node: 'agent', langgraph_step: this.step * 2 - 1, langgraph_triggers: [this.step === 1 ? 'start:agent' : 'tools'], ls_provider: 'openai', ls_model_name: this.model, ls_temperature: 0, thread_id: this.thread || (this.thread = n.uuid()) };
        break;
      case 'oai_agents': case 'responses':
        name = st === 'oai_agents' ? 'response' : 'responses.create';
        output = { id: 'resp_' + n.hex(48), object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', id: 'msg_' + n.hex(40), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + n.hex(40), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: tk.in, output_tokens: tk.out, output_tokens_details: { reasoning_tokens: st === 'responses' ? n.int(64, 1024) : 0 } } };
        this.prevResp = output.id;
        md = st === 'oai_agents' ? { 'span_data.type': 'response', trace_id: this.tid || (this.tid = 'trace_' + n.hex(32)), span_id: 'span_' + n.hex(24) } : { 'openai.request_id': 'req_' + n.hex(32), 'openai-processing-ms': String(n.ms(300, 9000)) };
        break;
      case 'anthropic': case 'claude_sdk': case 'langfuse':
        name = st === 'langfuse' ? 'anthropic-generation' : st === 'claude_sdk' ? 'assistant' : 'messages.create';
        output = { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: this.model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: tk.in, output_tokens: tk.out, cache_read_input_tokens: n.int(0, 6000) } };
        md = st === 'langfuse' ? { langfuse_type: 'GENERATION', model: this.model, usage: { input: tk.in, output: tk.out, unit: 'TOKENS' }, latency_ms: n.ms(600, 12000), langfuse_trace_id: this.lft || (this.lft = n.uuid()) } : st === 'claude_sdk' ? { session_id: this.sess || (this.sess = n.uuid()), uuid: n.uuid(), parent_tool_use_id: null } : { 'request-id': 'req_011C' + n.b62(20), 'anthropic-ratelimit-tokens-remaining': String(n.int(10000, 400000)) };
        break;
      case 'gemini': case 'adk':
        name = st === 'adk' ? 'call_llm' : 'generateContent';
        output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', avgLogprobs: -n.f() }], usageMetadata: { promptTokenCount: tk.in, candidatesTokenCount: tk.out, totalTokenCount: tk.in + tk.out }, modelVersion: this.model, responseId: n.b62(22) };
        md = st === 'adk' ? { 'gcp.vertex.agent.invocation_id': this.inv || (this.inv = 'e-' + n.uuid()), 'gcp.vertex.agent.event_id': n.uuid(), 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': this.model } : { 'x-goog-request-id': n.hex(16) };
        break;
      case 'openinference': {
        name = 'ChatCompletion';
        output = { role: 'assistant', content: text || '', tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
        md = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai', 'llm.token_count.prompt': tk.in, 'llm.token_count.completion': tk.out };
        const last = this.msgs.slice(-4);
        last.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); });
        md['llm.output_messages.0.message.content'] = text || '';
        calls.forEach((c, i) => { md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; });
        break; }
      case 'smolagents':
        name = 'LiteLLMModel.generate';
        output = { role: 'assistant', content: text };
        md = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, step_number: this.step };
        break;
      case 'crewai':
        name = 'LLM Call';
        output = text;
        md = { crewai_version: '0.108.0', model: this.model, tokens: tk.in + tk.out, agent_role: this.role || 'Agent' };
        break;
      case 'autogen':
        name = 'create';
        output = { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : text, usage: { prompt_tokens: tk.in, completion_tokens: tk.out }, cached: false, thought: calls.length ? text : null };
        md = { type: 'LLMCall', agent_id: (this.role || 'assistant') + '/' + n.uuid().slice(0, 8), 'autogen.version': '0.4.9' };
        break;
      case 'llamaindex':
        name = 'OpenAI.achat';
        output = { message: { role: 'assistant', content: text || null, additional_kwargs: { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }, raw: { id: 'chatcmpl-' + n.b62(29), created: n.epoch() } };
        md = { 'openinference.span.kind': 'LLM', 'llama_index.event': 'LLMChatEndEvent', span_id: `OpenAI.achat-${n.uuid()}` };
        break;
      case 'agno':
        name = 'OpenAIChat.response';
        output = { content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: tk.in, output_tokens: tk.out, time: +(n.ms(500, 9000) / 1000).toFixed(4), time_to_first_token: +(n.ms(200, 900) / 1000).toFixed(4) } };
        md = { 'agno.run_id': this.run || (this.run = n.uuid()), 'agno.session_id': this.sess || (this.sess = n.uuid()), 'agno.agent_name': this.role || 'agent' };
        break;
      case 'mastra':
        name = 'llm.generate';
        output = { text: text || '', toolCalls: calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: tk.in, completionTokens: tk.out } };
        md = { componentName: this.role || 'agent', 'mastra.runId': this.run || (this.run = n.uuid()) };
        break;
      case 'weave':
        name = 'openai.chat.completions.create';
        output = { id: 'chatcmpl-' + n.b62(29), choices: [{ index: 0, message: { role: 'assistant', content: text || null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : null }, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: tk.in, completion_tokens: tk.out } };
        md = { 'weave.call_id': n.uuid(), 'weave.op': 'openai.chat.completions.create', 'wandb.project': 'ops-agents' };
        break;
      default:
        name = 'chat.completions';
        output = { role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
        md = { model: this.model, latency_ms: n.ms(400, 9000) };
    }
    if (opts.meta) Object.assign(md, opts.meta);
    this.push(span('llm', opts.name || name, input, output, [], { metadata: md }));
    this.msgs.push({ role: 'assistant', content: text || JSON.stringify(calls.map((c) => ({ name: c.name, args: c.args }))) });
    this.pending = calls;
    return calls;
  }
  // tool result; name must match a pending call name, or is free-form
  tool(name, args, output, opts = {}) {
    const n = this.n, st = this.style;
    const idx = this.pending.findIndex((c) => c.name === name);
    const call = idx >= 0 ? this.pending.splice(idx, 1)[0] : { id: n.callId(st), name };
    let sname = name, input = args, md = {}, out = output;
    switch (st) {
      case 'vercel': sname = 'ai.toolCall'; input = { 'ai.toolCall.args': JSON.stringify(args) }; md = { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': name, 'ai.toolCall.id': call.id }; break;
      case 'otel': sname = `execute_tool ${name}`; md = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': call.id }; break;
      case 'pydantic': sname = `running tool: ${name}`; md = { 'gen_ai.tool.name': name, tool_call_id: call.id, 'logfire.msg': `running tool: ${name}` }; break;
      case 'langgraph': md = { langgraph_node: 'tools', langgraph_step: this.step * 2, tool_call_id: call.id, thread_id: this.thread }; break;
      case 'oai_agents': md = { 'span_data.type': 'function', call_id: call.id }; input = JSON.stringify(args); break;
      case 'responses': md = { call_id: call.id, type: 'function_call_output' }; break;
      case 'anthropic': case 'claude_sdk': case 'langfuse': md = { tool_use_id: call.id }; if (st === 'langfuse') md.langfuse_type = 'SPAN'; break;
      case 'gemini': case 'adk': sname = st === 'adk' ? `execute_tool ${name}` : name; input = { functionCall: { name, args } }; out = { functionResponse: { name, response: output === undefined ? { error: opts.error } : (typeof output === 'object' && output !== null && !Array.isArray(output) ? output : { result: output }) } }; if (st === 'adk') md = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gen_ai.tool.name': name }; break;
      case 'openinference': case 'llamaindex': md = { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) }; if (st === 'llamaindex') md['llama_index.event'] = 'FunctionCallEvent'; break;
      case 'smolagents': md = { 'openinference.span.kind': 'TOOL', 'tool.name': name }; break;
      case 'crewai': md = { tool_name: name, agent_role: this.role, attempts: 1 }; input = typeof args === 'string' ? args : JSON.stringify(args); break;
      case 'autogen': sname = 'execute_tool'; input = { call_id: call.id, name, arguments: JSON.stringify(args) }; md = { type: 'ToolCall', tool: name }; break;
      case 'agno': md = { 'agno.tool_call_id': call.id, 'agno.run_id': this.run }; break;
      case 'mastra': sname = `tool.${name}`; md = { toolCallId: call.id }; break;
      case 'weave': sname = `tool.${name}`; md = { 'weave.call_id': n.uuid() }; break;
      default: md = { tool_call_id: call.id };
    }
    if (opts.meta) Object.assign(md, opts.meta);
    const s = this.push(span(opts.type || 'tool', sname, input, out, [], { metadata: md, error: opts.error }));
    const content = opts.error ? `Error: ${opts.error}` : (typeof output === 'string' ? output : JSON.stringify(output));
    this.msgs.push(st === 'anthropic' || st === 'claude_sdk' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: content.slice(0, 600), is_error: !!opts.error }] } : { role: 'tool', tool_call_id: call.id, content: content.slice(0, 600) });
    return s;
  }
  user(text) { this.msgs.push({ role: 'user', content: text }); }
  // group children into a wrapper span (sub-agent, step, chain)
  group(type, name, input, fn, opts = {}) {
    this.stack.push([]); const saveRole = this.role; if (opts.role) this.role = opts.role;
    const saveMsgs = this.msgs; if (opts.freshMessages) this.msgs = [{ role: 'user', content: typeof input === 'string' ? input : JSON.stringify(input) }];
    let out; try { out = fn(); } finally { /* no-op */ }
    const kids = this.stack.pop(); this.role = saveRole; if (opts.freshMessages) this.msgs = saveMsgs;
    const o = opts.output !== undefined ? opts.output : out;
    return this.push(span(type, name, input, o === undefined ? null : o, kids, { metadata: opts.metadata, error: opts.error }));
  }
  root(name, output, opts = {}) {
    const kids = this.stack[0];
    const md = Object.assign({ recording_style: this.style, model: this.model }, opts.metadata || {});
    return span(opts.type || 'agent', name, opts.input || { input: this.goal }, output, kids, { metadata: md, error: opts.error });
  }
}

export function row(family, num, isolates, loop, stagnation, goal, root) {
  return { trace_id: `${family}-${String(num).padStart(2, '0')}`, family, isolates, loop, stagnation, goal, root };
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
