// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.
// Every row gets its own PRNG seeded from a hash of its trace_id.

export function hashStr(s) {
  // FNV-1a 32-bit then a murmur-style finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16;
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise generator: one per row. Keeps a monotonically advancing fake clock.
export class Noise {
  constructor(traceId) {
    this.r = mulberry32(hashStr(traceId));
    // base date somewhere in 2024-2025, fixed by the seed
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 640) * 86400000 + Math.floor(this.r() * 86400000);
    this.seq = Math.floor(this.r() * 90000) + 1000;
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.r() * alphabet.length)]; return s; }
  hex(n = 8) { return this.chars(n, HEX); }
  b62(n = 16) { return this.chars(n, B62); }
  tick(minMs = 200, maxMs = 4000) { this.t += this.int(minMs, maxMs); return this.t; }
  // --- time in many spellings ---
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoNoMs() { return this.iso().replace(/\.\d{3}Z$/, 'Z'); }
  isoOffset(hours = 1) {
    const d = new Date(this.t + hours * 3600000);
    const sign = hours >= 0 ? '+' : '-'; const h = Math.abs(hours);
    return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${sign}${p2(h)}:00`;
  }
  httpDate() { return this.d().toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochNs() { return `${this.t}${this.int(100000, 999999)}`; }
  syslog() { const d = this.d(); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  slashDate() { const d = this.d(); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; }
  euDate() { const d = this.d(); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = this.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())} ${ap}`; }
  ymd() { const d = this.d(); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`; }
  ymdPlus(days) { const d = new Date(this.t + days * 86400000); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`; }
  hm() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  hms() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dayName() { return DAYS[this.d().getUTCDay()]; }
  clf() { const d = this.d(); return `${p2(d.getUTCDate())}/${MONS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  // --- identifiers ---
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return this.chars(26, B32); }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  sha256() { return this.hex(64); }
  gitSha(n = 40) { return this.hex(n); }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(this.pick([16, 24, 32]))}"`; }
  snowflake() { return String(BigInt(this.t - 1420070400000) * 4194304n + BigInt(this.int(0, 4194303))); }
  jobId(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  counter() { this.seq += this.int(1, 37); return this.seq; }
  callId(kind = 'call_') { return kind + this.b62(24); }
  podName(base) { return `${base}-${this.hex(9).replace(/[0-3]/g, 'b')}-${this.chars(5, 'bcdfghjklmnpqrstvwxz2456789')}`; }
  host(base = 'api') { return `${base}-${this.int(1, 12)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1', 'ca-central-1'])}.internal`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  publicIp() { return `${this.pick([34, 52, 81, 185, 203])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  tmp(ext = '') { return `/tmp/${this.pick(['tmp', 'pytest-of-runner', 'agent-ws', 'scratch'])}${this.b62(8).toLowerCase()}${ext}`; }
  cursor() { return Buffer.from(`{"o":${this.int(10, 9000)},"k":"${this.hex(12)}"}`).toString('base64').replace(/=+$/, ''); }
  // --- durations ---
  ms(a = 20, b = 2500) { return `${this.int(a, b)}ms`; }
  secs(a = 0.2, b = 9) { return `${(a + this.r() * (b - a)).toFixed(2)}s`; }
  durNum(a = 20, b = 2500) { return this.int(a, b); }
  // --- HTTP bits ---
  rate(limit = 1000) { const rem = this.int(Math.floor(limit * 0.1), limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 3600)) }; }
  httpHeaders(extra = {}) {
    return { date: this.httpDate(), 'content-type': 'application/json; charset=utf-8', 'x-request-id': this.uuid(), server: this.pick(['nginx/1.25.3', 'envoy', 'cloudflare', 'Apache/2.4.58 (Ubuntu)', 'openresty']), ...extra };
  }
  tokens() { return { input: this.int(400, 9000), output: this.int(20, 700) }; }
}

// ---------------------------------------------------------------------------------
// Span builder
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const J = (x) => JSON.stringify(x);

// ---------------------------------------------------------------------------------
// Recording styles. A style object keeps a running chat history and shapes spans
// the way the imitated framework/tracer records them.
//   S.llm(text, calls, opts) -> llm span  (calls: [[toolName, argsObject], ...])
//   S.tool(name, args, output, {error}) -> tool span
//   S.agent(name, input, output, children, meta) -> agent span
//   S.root(children, opts) -> root agent span
export function makeStyle(style, N, cfg = {}) {
  const model = cfg.model || 'gpt-4o-2024-08-06';
  const S = {
    style, N, model, system: cfg.system || 'You are a helpful assistant.', goal: cfg.goal || '', agentName: cfg.agentName || 'assistant',
    hist: [], pending: [], keep: cfg.keep || 6,
  };
  S.hist.push({ role: 'system', content: S.system });
  if (S.goal) S.hist.push({ role: 'user', content: S.goal });

  S.window = function () {
    const head = S.hist.slice(0, 2);
    const tail = S.hist.slice(2).slice(-S.keep);
    return head.concat(tail);
  };
  S.say = function (role, content) { S.hist.push({ role, content }); };

  S.fork = function (cfg2) { return makeStyle(cfg2.style || style, N, { model, ...cfg2 }); };

  function mkCalls(calls) {
    return (calls || []).map(([name, args]) => {
      const id = style === 'anthropic' || style === 'claude_sdk' ? N.callId('toolu_01') : style === 'gemini' ? null : style === 'openai_agents' || style === 'responses' ? N.callId('call_') : N.callId('call_');
      const c = { id, name, args };
      S.pending.push(c);
      return c;
    });
  }

  S.llm = function (text, calls = [], opts = {}) {
    N.tick(600, 9000);
    const msgs = S.window();
    const cs = mkCalls(calls);
    const tk = N.tokens();
    S.hist.push({ role: 'assistant', content: text || '', tool_calls: cs.length ? cs.map((c) => ({ id: c.id, name: c.name, arguments: c.args })) : undefined });
    const m = opts.model || model;
    switch (style) {
      case 'vercel': {
        return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': J(msgs.map(vMsg)) }, {
          'ai.response.text': text || '', ...(cs.length ? { 'ai.response.toolCalls': J(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: J(c.args) }))) } : {}),
          'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop',
        }, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.provider': 'openai.chat', 'ai.model.id': m, 'ai.response.id': N.callId('chatcmpl-'), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': tk.input, 'ai.usage.completionTokens': tk.output, 'ai.settings.maxRetries': 2 } });
      }
      case 'otel_genai': case 'adk': case 'pydantic_ai': {
        const parts = [];
        if (text) parts.push({ type: 'text', content: text });
        for (const c of cs) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
        const meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': m, 'gen_ai.response.model': m, 'gen_ai.usage.input_tokens': tk.input, 'gen_ai.usage.output_tokens': tk.output, 'gen_ai.response.id': N.callId('chatcmpl-'), 'gen_ai.response.finish_reasons': [cs.length ? 'tool_calls' : 'stop'] };
        if (style === 'adk') { meta['gcp.vertex.agent.invocation_id'] = 'e-' + N.uuid(); meta['gen_ai.system'] = 'gcp.vertex.agent'; }
        if (style === 'pydantic_ai') { meta['logfire.msg'] = `chat ${m}`; meta['logfire.span_type'] = 'span'; meta['gen_ai.system'] = 'openai'; }
        else meta['gen_ai.provider.name'] = style === 'adk' ? 'gcp.gemini' : 'openai';
        return span('llm', style === 'adk' ? 'call_llm' : `chat ${m}`, { 'gen_ai.input.messages': msgs.map(oMsg) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: cs.length ? 'tool_call' : 'stop' }] }, [], { metadata: meta });
      }
      case 'langgraph': {
        const aiMsg = { type: 'ai', content: text || '', tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + N.uuid(), usage_metadata: { input_tokens: tk.input, output_tokens: tk.output, total_tokens: tk.input + tk.output } };
        return span('llm', opts.lcName || 'ChatOpenAI', { messages: [msgs.map(lcMsg)] }, { generations: [[{ text: text || '', generation_info: { finish_reason: cs.length ? 'tool_calls' : 'stop' }, type: 'ChatGeneration', message: aiMsg }]], llm_output: { model_name: m, system_fingerprint: 'fp_' + N.hex(10) } }, [], { metadata: { ls_provider: 'openai', ls_model_name: m, ls_model_type: 'chat', ls_temperature: 0, langgraph_step: S.step = (S.step || 0) + 1, langgraph_node: 'agent', langgraph_triggers: ['branch:to:agent'], thread_id: S.thread || (S.thread = N.uuid()), run_id: N.uuid() } });
      }
      case 'openai_agents': case 'responses': {
        const out = [];
        if (opts.reasoning) out.push({ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: opts.reasoning }] });
        if (text) out.push({ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
        for (const c of cs) out.push({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: c.id, name: c.name, arguments: J(c.args), status: 'completed' });
        const meta = { response_id: 'resp_' + N.hex(48), model: m, usage: { input_tokens: tk.input, output_tokens: tk.output, output_tokens_details: { reasoning_tokens: opts.reasoning ? N.int(64, 900) : 0 } } };
        return span('llm', style === 'responses' ? 'responses.create' : 'response', style === 'responses' ? { model: m, input: msgs.map(rItem).flat(), tools: cfg.tools || undefined, previous_response_id: S.prevResp || null } : msgs.map(rItem).flat(), style === 'responses' ? { id: meta.response_id, object: 'response', created_at: N.epoch(), status: 'completed', model: m, output: out, usage: meta.usage } : out, [], { metadata: style === 'responses' ? { 'x-request-id': N.reqId('req_') } : meta });
      }
      case 'anthropic': case 'claude_sdk': {
        const content = [];
        if (opts.thinking) content.push({ type: 'thinking', thinking: opts.thinking, signature: N.b62(48) });
        if (text) content.push({ type: 'text', text });
        for (const c of cs) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        const am = opts.model || cfg.model || 'claude-sonnet-4-20250514';
        if (style === 'claude_sdk') {
          return span('llm', 'assistant', { session_id: S.session || (S.session = N.uuid()), parent_tool_use_id: null, uuid: N.uuid() }, { type: 'assistant', message: { id: 'msg_01' + N.b62(22), model: am, role: 'assistant', content, stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: tk.input, cache_read_input_tokens: N.int(0, 40000), output_tokens: tk.output } } }, [], { metadata: { timestamp: N.iso(), cwd: cfg.cwd || '/home/dev/project' } });
        }
        return span('llm', 'messages.create', { model: am, max_tokens: 4096, system: S.system, messages: msgs.slice(1).map(aMsg) }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: am, content, stop_reason: cs.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: tk.input, output_tokens: tk.output } }, [], { metadata: { 'request-id': 'req_01' + N.b62(22), 'anthropic-ratelimit-tokens-remaining': String(N.int(20000, 400000)), latency_ms: N.durNum(700, 14000) } });
      }
      case 'openinference': {
        const inp = {}; msgs.forEach((mm, i) => { inp[`llm.input_messages.${i}.message.role`] = mm.role; inp[`llm.input_messages.${i}.message.content`] = flat(mm); });
        const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text || '' };
        cs.forEach((c, i) => { out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = J(c.args); out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`] = c.id; });
        return span('llm', opts.oiName || 'ChatCompletion', inp, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': m, 'llm.provider': 'openai', 'llm.token_count.prompt': tk.input, 'llm.token_count.completion': tk.output, 'llm.invocation_parameters': J({ temperature: 0.2 }) } });
      }
      case 'gemini': {
        const parts = [];
        if (text) parts.push({ text });
        for (const c of cs) parts.push({ functionCall: { name: c.name, args: c.args } });
        const gm = opts.model || cfg.model || 'gemini-2.0-flash';
        return span('llm', 'models.generateContent', { model: gm, contents: msgs.slice(1).map(gMsg), systemInstruction: { parts: [{ text: S.system }] } }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: tk.input, candidatesTokenCount: tk.output, totalTokenCount: tk.input + tk.output }, modelVersion: gm, responseId: N.b62(22) }, [], {});
      }
      case 'agno': {
        return span('llm', `${opts.provider || 'OpenAIChat'}.response`, { messages: msgs.map((mm) => ({ role: mm.role, content: flat(mm) })) }, { content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } })), metrics: { input_tokens: tk.input, output_tokens: tk.output, time: +(N.r() * 6 + 0.4).toFixed(4), time_to_first_token: +(N.r() * 1.2).toFixed(4) } }, [], { metadata: { model: m, run_id: S.runId || (S.runId = N.uuid()), session_id: S.sid || (S.sid = N.uuid()) } });
      }
      case 'autogen': {
        const content = cs.length ? cs.map((c) => ({ id: c.id, arguments: J(c.args), name: c.name })) : text;
        return span('llm', 'create', { messages: msgs.map((mm) => ({ type: mm.role === 'system' ? 'SystemMessage' : mm.role === 'assistant' ? 'AssistantMessage' : mm.role === 'tool' ? 'FunctionExecutionResultMessage' : 'UserMessage', content: flat(mm), source: mm.role === 'user' ? 'user' : S.agentName })) }, { finish_reason: cs.length ? 'function_calls' : 'stop', content, thought: cs.length && text ? text : undefined, usage: { prompt_tokens: tk.input, completion_tokens: tk.output }, cached: false }, [], { metadata: { 'autogen.agent': S.agentName, 'gen_ai.request.model': m } });
      }
      default: { // plain message-level (chat.completions style); also used by crewai / smolagents for text-only outputs
        const msg = { role: 'assistant', content: text || null };
        if (cs.length) msg.tool_calls = cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
        return span('llm', opts.plainName || 'chat.completions.create', { model: m, messages: msgs.map(pMsg) }, opts.textOnly ? text : { id: N.callId('chatcmpl-'), choices: [{ index: 0, message: msg, finish_reason: cs.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: tk.input, completion_tokens: tk.output } }, [], opts.meta ? { metadata: opts.meta } : {});
      }
    }
  };

  S.tool = function (name, args, output, opts = {}) {
    N.tick(80, opts.slow ? 30000 : 5000);
    let idx = S.pending.findIndex((c) => c.name === name);
    const c = idx >= 0 ? S.pending.splice(idx, 1)[0] : { id: N.callId('call_'), name };
    const outStr = typeof output === 'string' ? output : J(output);
    S.hist.push({ role: 'tool', name, tool_call_id: c.id, content: opts.error && output == null ? `Error: ${opts.error}` : outStr });
    const extra = opts.error ? { error: opts.error } : {};
    const argsIn = opts.argsAsString ? J(args) : args;
    switch (style) {
      case 'vercel':
        return span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': J(args) }, output == null ? null : { 'ai.toolCall.result': outStr }, [], { ...extra, metadata: { 'operation.name': 'ai.toolCall' } });
      case 'otel_genai': case 'adk':
        return span('tool', `execute_tool ${name}`, { 'gen_ai.tool.call.arguments': args }, output == null ? null : { 'gen_ai.tool.call.result': output }, [], { ...extra, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } });
      case 'pydantic_ai':
        return span('tool', `running tool: ${name}`, { tool_arguments: J(args) }, output == null ? null : { tool_response: output }, [], { ...extra, metadata: { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${name}` } });
      case 'langgraph':
        return span('tool', name, { input: J(args) }, output == null ? null : { output: { type: 'tool', content: outStr, name, tool_call_id: c.id, status: opts.error ? 'error' : 'success' } }, [], { ...extra, metadata: { langgraph_node: 'tools', langgraph_step: S.step = (S.step || 0) + 1, thread_id: S.thread } });
      case 'openai_agents':
        return span('tool', name, J(args), output == null ? null : outStr, [], { ...extra, metadata: { span_type: 'function', mcp_data: null } });
      case 'responses':
        return span('tool', name, { type: 'function_call', call_id: c.id, arguments: J(args) }, output == null ? null : { type: 'function_call_output', call_id: c.id, output: outStr }, [], extra);
      case 'anthropic':
        return span('tool', name, args, output == null ? null : { type: 'tool_result', tool_use_id: c.id, content: outStr, is_error: !!opts.error }, [], extra);
      case 'claude_sdk':
        return span('tool', name, args, output == null ? null : { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: outStr, is_error: !!opts.error }] } }, [], { ...extra, metadata: { tool_use_id: c.id, timestamp: N.iso() } });
      case 'openinference':
        return span('tool', name, { 'input.value': J(args), 'input.mime_type': 'application/json' }, output == null ? null : { 'output.value': outStr }, [], { ...extra, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': J(Object.keys(args || {})) } });
      case 'gemini':
        return span('tool', name, { functionCall: { name, args } }, output == null ? null : { functionResponse: { name, response: typeof output === 'object' ? output : { result: output } } }, [], extra);
      case 'agno':
        return span('tool', name, { tool_call_id: c.id, tool_name: name, tool_args: args }, output == null ? null : { result: outStr, tool_call_error: !!opts.error, metrics: { time: +(N.r() * 3).toFixed(4) } }, [], extra);
      case 'autogen':
        return span('tool', 'execute_tool', { name, arguments: J(args), call_id: c.id }, output == null ? null : { content: outStr, call_id: c.id, is_error: !!opts.error, name }, [], extra);
      default:
        return span('tool', name, argsIn, output, [], { ...extra, ...(opts.meta ? { metadata: opts.meta } : {}) });
    }
  };

  S.agent = function (name, input, output, children, meta) {
    return span('agent', name, input, output, children, meta ? { metadata: meta } : {});
  };

  S.root = function (children, opts = {}) {
    const out = opts.output === undefined ? null : opts.output;
    const extra = opts.error ? { error: opts.error } : {};
    switch (style) {
      case 'vercel': return span('agent', 'ai.generateText', { 'ai.prompt': J({ system: S.system, prompt: S.goal }) }, out == null ? null : { 'ai.response.text': out }, children, { ...extra, metadata: { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': opts.maxSteps || 20, 'ai.telemetry.functionId': opts.fn || S.agentName, 'resource.name': opts.fn || S.agentName } });
      case 'otel_genai': return span('agent', `invoke_agent ${S.agentName}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: S.goal }] }] }, out == null ? null : { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: out }] }] }, children, { ...extra, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': S.agentName, 'gen_ai.agent.id': 'asst_' + N.b62(24), 'gen_ai.conversation.id': N.uuid() } });
      case 'adk': return span('agent', `invoke_agent ${S.agentName}`, { new_message: { role: 'user', parts: [{ text: S.goal }] }, session_id: N.uuid(), user_id: opts.user || 'u_' + N.int(1000, 9999) }, out == null ? null : { final_response: out }, children, { ...extra, metadata: { 'gen_ai.agent.name': S.agentName, 'gcp.vertex.agent.app_name': opts.app || S.agentName } });
      case 'pydantic_ai': return span('agent', 'agent run', { user_prompt: S.goal }, out == null ? null : { final_result: out }, children, { ...extra, metadata: { agent_name: S.agentName, model_name: S.model, 'logfire.msg': `${S.agentName} run`, run_step: opts.steps || undefined } });
      case 'langgraph': return span('agent', 'LangGraph', { messages: [{ type: 'human', content: S.goal }] }, out == null ? null : { messages: [{ type: 'ai', content: out }] }, children, { ...extra, metadata: { thread_id: S.thread || (S.thread = N.uuid()), ls_run_depth: 0, revision_id: opts.rev || 'v' + N.int(1, 40), recursion_limit: opts.recursionLimit || 25 } });
      case 'openai_agents': return span('agent', 'Agent workflow', { input: S.goal }, out == null ? null : { final_output: out }, children, { ...extra, metadata: { trace_id: 'trace_' + N.hex(32), group_id: opts.group || null, workflow_name: opts.workflow || 'Agent workflow' } });
      case 'claude_sdk': return span('agent', 'claude_agent_sdk.query', { prompt: S.goal, options: { allowed_tools: opts.tools || ['Read', 'Bash', 'Grep'], permission_mode: opts.perm || 'acceptEdits', max_turns: opts.maxTurns || 30 } }, out == null ? null : { type: 'result', subtype: opts.subtype || 'success', result: out, num_turns: opts.turns || undefined, total_cost_usd: +(N.r() * 0.9).toFixed(4), session_id: S.session || (S.session = N.uuid()) }, children, extra);
      case 'anthropic': return span('agent', opts.name || S.agentName, { task: S.goal }, out, children, { ...extra, metadata: opts.meta || { app: S.agentName } });
      case 'openinference': return span('agent', opts.name || S.agentName, { 'input.value': S.goal }, out == null ? null : { 'output.value': out }, children, { ...extra, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } });
      case 'agno': return span('agent', `Agent.run`, { message: S.goal, agent_name: S.agentName, stream: false }, out == null ? null : { content: out, content_type: 'str', event: 'RunResponse', run_id: S.runId }, children, { ...extra, metadata: { agent_id: N.uuid(), model: S.model, framework: 'agno' } });
      case 'autogen': return span('agent', opts.name || 'RoundRobinGroupChat', { task: S.goal }, out == null ? null : { stop_reason: opts.stop || 'Text \'TERMINATE\' mentioned', messages_count: opts.count || undefined, last: out }, children, extra);
      default: return span('agent', opts.name || S.agentName, { goal: S.goal }, out, children, { ...extra, ...(opts.meta ? { metadata: opts.meta } : {}) });
    }
  };
  return S;
}

function flat(m) { return typeof m.content === 'string' ? m.content : J(m.content); }
function vMsg(m) {
  if (m.role === 'tool') return { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.tool_call_id, toolName: m.name, result: m.content }] };
  if (m.role === 'assistant' && m.tool_calls) return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...m.tool_calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.arguments }))] };
  return { role: m.role, content: m.content };
}
function oMsg(m) {
  if (m.role === 'tool') return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.tool_call_id, response: m.content }] };
  const parts = []; if (m.content) parts.push({ type: 'text', content: m.content });
  for (const c of m.tool_calls || []) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.arguments });
  return { role: m.role, parts };
}
function lcMsg(m) {
  if (m.role === 'tool') return { type: 'tool', content: m.content, tool_call_id: m.tool_call_id, name: m.name };
  if (m.role === 'assistant') return { type: 'ai', content: m.content, tool_calls: (m.tool_calls || []).map((c) => ({ name: c.name, args: c.arguments, id: c.id })) };
  return { type: m.role === 'system' ? 'system' : 'human', content: m.content };
}
function rItem(m) {
  if (m.role === 'tool') return [{ type: 'function_call_output', call_id: m.tool_call_id, output: m.content }];
  if (m.role === 'assistant') return [...(m.content ? [{ role: 'assistant', content: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: J(c.arguments) }))];
  return [{ role: m.role === 'system' ? 'developer' : m.role, content: m.content }];
}
function aMsg(m) {
  if (m.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] };
  if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.arguments }))] };
  return { role: m.role, content: m.content };
}
function gMsg(m) {
  if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: m.content } } }] };
  if (m.role === 'assistant') return { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ functionCall: { name: c.name, args: c.arguments } }))] };
  return { role: 'user', parts: [{ text: m.content }] };
}
function pMsg(m) {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.tool_call_id, content: m.content };
  if (m.role === 'assistant') { const o = { role: 'assistant', content: m.content || null }; if (m.tool_calls) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.arguments) } })); return o; }
  return { role: m.role, content: m.content };
}

// small helpers for scenario authors
export const js = J;
export function cli(lines) { return lines.join('\n'); }
