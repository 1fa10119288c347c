// Helpers for the blind benchmark: seeded noise + span builders in several recording styles.
// Deterministic: no Math.random, no clock reads. Every trace seeds its own PRNG from its trace_id.

export const FAMILIES = {
  rephrased_same_question:   { file: 'f1', loop: true,  stagnation: true },
  repeated_failure_notice:   { file: 'f2', loop: true,  stagnation: true },
  two_state_flipflop:        { file: 'f3', loop: true,  stagnation: true },
  self_handoff_regress:      { file: 'f4', loop: true,  stagnation: true },
  post_success_churn:        { file: 'f5', loop: true,  stagnation: true },
  shrinking_fix_cycle:       { file: 'f6', loop: false, stagnation: false },
  dense_planning_monologue:  { file: 'f7', loop: false, stagnation: false },
  supervisor_varied_subtasks:{ file: 'f8', loop: false, stagnation: false },
  narrowing_delegation_chain:{ file: 'f9', loop: false, stagnation: false },
  similar_records_sweep:     { file: 'f10', loop: false, stagnation: false },
};

export function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MONTHS = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (x) => String(x).padStart(2, '0');

export class Noise {
  constructor(seedStr) {
    this.r = mulberry32(xmur3(seedStr)());
    // a fixed epoch base (2024-01-01) plus seeded offset: no clock read
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 640) * 86400000 + Math.floor(this.r() * 86400) * 1000 + Math.floor(this.r() * 1000);
    this.seq = this.int(1000, 90000);
  }
  rand() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  float(a, b, d = 2) { return +(a + this.r() * (b - a)).toFixed(d); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  HEX(n) { return this.hex(n).toUpperCase(); }
  alnum(n) { let s = ''; for (let i = 0; i < n; i++) s += ALNUM[Math.floor(this.r() * ALNUM.length)]; return s; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(this.r() * 10)); return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { let ts = this.t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[ts % 32] + s; ts = Math.floor(ts / 32); } for (let i = 0; i < 16; i++) s += CROCK[this.int(0, 31)]; return s; }
  snowflake() { return ((BigInt(this.t - 1288834974657) << 22n) | BigInt(this.int(0, 4194303))).toString(); }
  tick(a = 400, b = 9000) { this.t += this.int(a, b); return this.t; }
  // timestamps in many spellings, all from the seeded clock
  iso() { return new Date(this.t).toISOString(); }
  isoSec() { return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { return new Date(this.t).toISOString().replace('Z', this.digits(3) + '+00:00'); }
  isoOffset(h = 2) { const d = new Date(this.t + h * 3600000); const s = d.toISOString().replace(/\.\d{3}Z$/, ''); return `${s}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; }
  http() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochNs() { return `${this.t}${this.digits(6)}`; }
  clf() { const d = new Date(this.t); return `${p2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  syslog() { const d = new Date(this.t); return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hms() { const d = new Date(this.t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  dmy() { const d = new Date(this.t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  us() { const d = new Date(this.t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  julian() { return (this.t / 86400000 + 2440587.5).toFixed(5); }
  date() { return new Date(this.t).toISOString().slice(0, 10); }
  // durations
  ms(a = 20, b = 2500) { return this.int(a, b); }
  dur(a = 20, b = 2500) { return `${this.int(a, b)}ms`; }
  secs(a = 0.2, b = 9) { return `${this.float(a, b, 2)}s`; }
  // ids
  reqId(prefix = 'req_') { return prefix + this.alnum(24); }
  callId(prefix = 'call_') { return prefix + this.alnum(24); }
  host(base = 'api') { return `${base}-${this.hex(5)}-${this.alnum(5).toLowerCase()}`; }
  replica(base = 'worker') { return `${base}-${this.int(0, 11)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1', 'us-west-2'])}.internal`; }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(this.pick([16, 32]))}"`; }
  tmp(ext = '') { return `/tmp/${this.pick(['tmp', 'job', 'run', 'upload'])}${this.alnum(8).toLowerCase()}${ext}`; }
  job(prefix = 'job') { return `${prefix}-${this.int(10000, 999999)}`; }
  sha() { return this.hex(40); }
  short() { return this.hex(7); }
  crc32() { return this.HEX(8); }
  pid() { return this.int(1200, 65000); }
  next() { this.seq += this.int(1, 37); return this.seq; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(0, 5000), ts: this.epochMs(), k: this.hex(6) })).toString('base64').replace(/=+$/, ''); }
  lsn() { return `${this.HEX(1)}/${this.HEX(8)}`; }
  hlc() { return `${this.epochMs()}.${this.int(0, 40)}@n${this.int(1, 9)}`; }
  cfRay() { return `${this.hex(16)}-${this.pick(['AMS', 'FRA', 'LHR', 'IAD', 'SJC', 'NRT', 'GRU', 'SIN'])}`; }
  amzId() { return `${this.HEX(8)}-${this.HEX(4)}-${this.HEX(4)}-${this.HEX(4)}-${this.HEX(12)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  rate(limit = 500) { const remaining = this.int(3, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 3600)) }; }
  kafka() { return `${this.pick(['orders', 'events', 'telemetry'])}-${this.int(0, 11)}@${this.int(100000, 9999999)}`; }
  gps() { return { lat: this.float(-60, 60, 6), lon: this.float(-170, 170, 6), hdop: this.float(0.6, 2.4, 1), sats: this.int(6, 14) }; }
  mem() { return `${this.float(80, 900, 1)}MiB`; }
  lot(prefix = 'L') { return `${prefix}${this.digits(2)}${this.pick(['A', 'B', 'C', 'K', 'X'])}${this.digits(4)}`; }
}

// ---------------------------------------------------------------- span builders

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}

const trunc = (x, n = 360) => { const s = typeof x === 'string' ? x : JSON.stringify(x); return s.length > n ? s.slice(0, n) + '…' : s; };

const MODELS = {
  vercel: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', langsmith: 'claude-3-5-sonnet-20241022', agents: 'gpt-4.1',
  responses: 'o4-mini', anthropic: 'claude-3-7-sonnet-20250219', claude_sdk: 'claude-sonnet-4-20250514', crewai: 'gpt-4o-mini',
  autogen: 'gpt-4o', openinference: 'gpt-4o-mini-2024-07-18', gemini: 'gemini-2.0-flash', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  logfire: 'openai:gpt-4o', agno: 'gpt-4.1-mini', plain: 'gpt-4o-2024-11-20',
};

/**
 * Trace builder. style decides how llm/tool/agent spans are named, nested and what their payloads look like.
 * Scenarios call t.turn({text, reason, calls:[{name,args,out,err,kids,strArgs}]}) and get back an array of spans.
 */
export class Trace {
  constructor(traceId, style, { goal, system, agent = 'assistant', model } = {}) {
    this.id = traceId; this.style = style; this.n = new Noise(traceId);
    this.model = model || MODELS[style] || 'gpt-4o';
    this.goal = goal; this.agentName = agent;
    this.ctx = [{ name: agent, system: system || `You are ${agent}. Use the tools available. Be concise.`, user: goal, hist: [] }];
    this.step = 0; this.tokens = this.n.int(900, 2400);
  }
  get c() { return this.ctx[this.ctx.length - 1]; }

  _inputMessages() {
    const c = this.c, recent = c.hist.slice(-4);
    const s = this.style, n = this.n;
    if (s === 'anthropic' || s === 'claude_sdk' || s === 'langsmith') {
      return { model: this.model, max_tokens: 4096, system: c.system, messages: [{ role: 'user', content: c.user }, ...recent.map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.id, content: m.content }] } : { role: 'assistant', content: m.content })] };
    }
    if (s === 'gemini') {
      return { model: this.model, systemInstruction: { parts: [{ text: c.system }] }, contents: [{ role: 'user', parts: [{ text: c.user }] }, ...recent.map((m) => m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { content: m.content } } }] } : { role: 'model', parts: [{ text: m.content }] })] };
    }
    if (s === 'responses') {
      return { model: this.model, instructions: c.system, input: [{ role: 'user', content: c.user }, ...recent.map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.id, output: m.content } : { role: 'assistant', content: m.content })], reasoning: { effort: 'medium' }, store: true, previous_response_id: this.prevResp || null };
    }
    if (s === 'smolagents' || s === 'crewai') {
      return [{ role: 'system', content: c.system }, { role: 'user', content: `New task:\n${c.user}` }, ...recent.map((m) => m.role === 'tool' ? { role: 'user', content: `Observation: ${m.content}` } : { role: 'assistant', content: m.content })];
    }
    if (s === 'vercel') {
      return { system: c.system, messages: [{ role: 'user', content: c.user }, ...recent.map((m) => m.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.id, toolName: m.name, result: m.content }] } : { role: 'assistant', content: m.content })] };
    }
    return { messages: [{ role: 'system', content: c.system }, { role: 'user', content: c.user }, ...recent.map((m) => m.role === 'tool' ? { role: 'tool', tool_call_id: m.id, content: m.content } : { role: 'assistant', content: m.content })] };
  }

  _callId() {
    const s = this.style, n = this.n;
    if (s === 'anthropic' || s === 'claude_sdk' || s === 'langsmith') return 'toolu_01' + n.alnum(22);
    if (s === 'gemini') return 'fc_' + n.hex(12);
    if (s === 'vercel') return 'call_' + n.alnum(24);
    if (s === 'responses') return 'call_' + n.alnum(24);
    if (s === 'smolagents') return 'call_' + this.step;
    return 'call_' + n.alnum(24);
  }

  _llmOutput(text, reason, calls) {
    const s = this.style, n = this.n;
    const inTok = this.tokens, outTok = n.int(40, 700);
    this.tokens += n.int(120, 900);
    if (s === 'anthropic' || s === 'claude_sdk' || (s === 'langsmith' && this.model.startsWith('claude'))) {
      const content = [];
      if (reason) content.push({ type: 'thinking', thinking: reason, signature: n.alnum(40) + '==' });
      if (text) content.push({ type: 'text', text });
      for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      return { id: 'msg_01' + n.alnum(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: n.pick([0, 0, 1024, 2048]) } };
    }
    if (s === 'gemini') {
      const parts = [];
      if (reason) parts.push({ text: reason, thought: true });
      if (text) parts.push({ text });
      for (const c of calls) parts.push({ functionCall: { id: c.id, name: c.name, args: c.args } });
      return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -n.float(0.01, 0.4, 4) }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok, totalTokenCount: inTok + outTok }, modelVersion: this.model, responseId: n.alnum(22) };
    }
    if (s === 'responses') {
      const id = 'resp_' + n.hex(48); this.prevResp = id;
      const output = [];
      if (reason) output.push({ id: 'rs_' + n.hex(48), type: 'reasoning', summary: [{ type: 'summary_text', text: reason }] });
      if (text) output.push({ id: 'msg_' + n.hex(48), type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] });
      for (const c of calls) output.push({ id: 'fc_' + n.hex(48), type: 'function_call', status: 'completed', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
      return { id, object: 'response', created_at: n.epoch(), status: 'completed', model: this.model, output, usage: { input_tokens: inTok, output_tokens: outTok, output_tokens_details: { reasoning_tokens: reason ? n.int(64, 512) : 0 } } };
    }
    if (s === 'vercel') {
      return { text: text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: inTok, completionTokens: outTok } };
    }
    if (s === 'smolagents') {
      const code = calls.map((c) => `${c.var || 'result'} = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || 'result'})`).join('\n');
      return { role: 'assistant', content: `Thought: ${text}${code ? `\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : ''}` };
    }
    if (s === 'crewai') {
      if (!calls.length) return `Thought: ${text}\nFinal Answer: ${reason || text}`;
      const c = calls[0];
      return `Thought: ${text}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`;
    }
    const msg = { role: 'assistant', content: text || null };
    if (reason && s !== 'plain') msg.reasoning_content = reason;
    if (calls.length) msg.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    if (s === 'plain' || s === 'autogen') return msg;
    return { id: 'chatcmpl-' + n.alnum(29), object: 'chat.completion', created: n.epoch(), model: this.model, choices: [{ index: 0, message: msg, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: inTok, completion_tokens: outTok, total_tokens: inTok + outTok }, system_fingerprint: 'fp_' + n.hex(10) };
  }

  _llmSpan(input, output, text, calls) {
    const s = this.style, n = this.n, c = this.c;
    const latency = n.int(380, 7800);
    switch (s) {
      case 'vercel': return span('llm', 'ai.generateText.doGenerate', input, output, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.provider': 'openai.chat', 'ai.model.id': this.model, 'ai.settings.maxRetries': 2, 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.response.timestamp': n.iso(), 'ai.response.msToFirstChunk': latency } });
      case 'otel': return span('llm', `chat ${this.model}`, input, output, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29), 'gen_ai.usage.input_tokens': output.usage?.prompt_tokens, 'gen_ai.usage.output_tokens': output.usage?.completion_tokens, 'server.address': 'api.openai.com', 'gen_ai.agent.name': c.name } });
      case 'langsmith': return span('llm', this.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', input, output, [], { metadata: { run_type: 'llm', run_id: n.uuid(), ls_provider: this.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: this.model, ls_temperature: 0, langgraph_step: this.step, langgraph_node: 'agent', thread_id: this.thread || (this.thread = n.uuid()) } });
      case 'agents': return span('llm', 'generation', input, output, [], { metadata: { span_id: 'span_' + n.hex(24), trace_id: this.tid || (this.tid = 'trace_' + n.hex(32)), model: this.model, started_at: n.isoMicro() } });
      case 'responses': return span('llm', 'responses.create', input, output, [], { metadata: { 'x-request-id': n.reqId('req_'), 'openai-processing-ms': String(latency) } });
      case 'anthropic': return span('llm', 'messages.create', input, output, [], { metadata: { 'request-id': n.reqId('req_011C'), 'anthropic-ratelimit-tokens-remaining': String(n.int(20000, 400000)), latency_ms: latency } });
      case 'claude_sdk': return span('llm', 'assistant', input, output, [], { metadata: { session_id: this.sess || (this.sess = n.uuid()), uuid: n.uuid(), parent_tool_use_id: null, timestamp: n.iso() } });
      case 'crewai': return span('llm', 'LLM.call', input, output, [], { metadata: { model: this.model, agent_role: c.name, crew_id: this.crew || (this.crew = n.uuid()), latency: n.secs(0.4, 6) } });
      case 'autogen': return span('llm', `${c.name}.generate_reply`, input, output, [], { metadata: { 'autogen.agent': c.name, model: this.model, cost: n.float(0.0002, 0.02, 5), cache_seed: null } });
      case 'openinference': {
        const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai', 'llm.token_count.prompt': output.usage?.prompt_tokens, 'llm.token_count.completion': output.usage?.completion_tokens };
        (input.messages || []).slice(-3).forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = trunc(m.content ?? '', 200); });
        meta['llm.output_messages.0.message.role'] = 'assistant';
        if (text) meta['llm.output_messages.0.message.content'] = text;
        calls.forEach((cl, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = cl.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(cl.args); });
        return span('llm', 'ChatCompletion', input, output, [], { metadata: meta });
      }
      case 'gemini': return span('llm', 'models.generateContent', input, output, [], { metadata: { 'x-goog-request-id': n.hex(16), 'server-timing': `gfet4t7; dur=${latency}` } });
      case 'smolagents': return span('llm', 'OpenAIServerModel.generate', input, output, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, step_number: this.step } });
      case 'logfire': return span('llm', `chat ${this.model.replace('openai:', '')}`, input, output, [], { metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${this.model.replace('openai:', '')}`, 'gen_ai.request.model': this.model.replace('openai:', ''), 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': output.usage?.prompt_tokens, duration_ns: latency * 1000000 } });
      case 'agno': return span('llm', 'OpenAIChat.response', input, output, [], { metadata: { 'agno.agent': c.name, 'agno.session_id': this.sess || (this.sess = n.uuid()), 'agno.run_id': this.run || (this.run = n.uuid()), time_to_first_token: n.float(0.2, 2.5, 4), 'metrics.time': n.float(0.5, 8, 4) } });
      default: return span('llm', this.model, input, output, []);
    }
  }

  _toolSpan(name, args, out, id, opt) {
    const s = this.style, n = this.n;
    const ex = {};
    if (opt.err) ex.error = opt.err;
    const a = opt.strArgs ? JSON.stringify(args) : args;
    const kids = opt.kids || [];
    switch (s) {
      case 'vercel': return span('tool', 'ai.toolCall', { toolName: name, toolCallId: id, args: a }, out, kids, { ...ex, metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': name, 'ai.toolCall.id': id } });
      case 'otel': return span('tool', `execute_tool ${name}`, a, out, kids, { ...ex, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.type': 'function' } });
      case 'langsmith': return span('tool', name, a, out, kids, { ...ex, metadata: { run_type: 'tool', run_id: n.uuid(), tool_call_id: id, langgraph_node: 'tools' } });
      case 'agents': return span('tool', `function: ${name}`, a, out, kids, { ...ex, metadata: { span_id: 'span_' + n.hex(24), mcp_data: null } });
      case 'anthropic': case 'claude_sdk': return span('tool', name, { tool_use_id: id, input: a }, out, kids, { ...ex, metadata: { is_error: !!opt.err, ...(s === 'claude_sdk' ? { timestamp: n.iso() } : {}) } });
      case 'crewai': return span('tool', `Tool: ${name}`, a, out, kids, { ...ex, metadata: { tool_name: name, run_attempts: 1, delegations: 0 } });
      case 'autogen': return span('tool', `execute_function ${name}`, a, out, kids, { ...ex, metadata: { 'autogen.executor': 'user_proxy', tool_call_id: id } });
      case 'openinference': return span('tool', name, a, out, kids, { ...ex, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) } });
      case 'gemini': return span('tool', name, { functionCall: { id, name, args: a } }, { functionResponse: { id, name, response: out } }, kids, ex);
      case 'smolagents': return span('tool', name, a, out, kids, { ...ex, metadata: { 'openinference.span.kind': 'TOOL' } });
      case 'logfire': return span('tool', 'running tool', { tool_name: name, tool_arguments: a }, out, kids, { ...ex, metadata: { 'logfire.msg': `running tool: ${name}`, 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id } });
      case 'agno': return span('tool', `FunctionCall: ${name}`, a, out, kids, { ...ex, metadata: { tool_call_id: id, 'metrics.time': n.float(0.01, 4, 4) } });
      default: return span('tool', name, a, out, kids, ex);
    }
  }

  /** One model turn followed by its tool calls. Returns an array of spans (style-shaped). */
  turn({ text = '', reason = '', calls = [] } = {}) {
    this.c.step = (this.c.step || 0) + 1; this.step = this.c.step;
    this.n.tick(500, 4000);
    calls = calls.map((c) => ({ ...c, id: this._callId() }));
    const input = this._inputMessages();
    const output = this._llmOutput(text, reason, calls);
    const llm = this._llmSpan(input, output, text, calls);
    this.c.hist.push({ role: 'assistant', content: [reason, text].filter(Boolean).join('\n') || `(calls ${calls.map((c) => c.name).join(', ')})` });
    const tools = [];
    for (const c of calls) {
      this.n.tick(200, 6000);
      const out = typeof c.out === 'function' ? c.out(this.n) : c.out;
      tools.push(this._toolSpan(c.name, c.args, out, c.id, c));
      this.c.hist.push({ role: 'tool', id: c.id, name: c.name, content: c.err ? `Error: ${c.err}` : trunc(out) });
    }
    const s = this.style;
    if (s === 'langsmith') {
      const res = [span('chain', 'agent', { messages: `[${this.c.hist.length} messages]` }, { messages: [output] }, [llm], { metadata: { run_type: 'chain', langgraph_step: this.step, langgraph_node: 'agent' } })];
      if (tools.length) res.push(span('chain', 'tools', { tool_calls: calls.map((c) => c.name) }, { messages: tools.map((t) => trunc(t.output, 120)) }, tools, { metadata: { run_type: 'chain', langgraph_step: this.step, langgraph_node: 'tools' } }));
      return res;
    }
    if (s === 'smolagents') {
      return [span('chain', `Step ${this.step}`, { step_number: this.step }, { observations: tools.map((t) => trunc(t.output, 240)).join('\n') || null }, [llm, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN', duration: this.n.float(0.6, 14, 3) } })];
    }
    if (s === 'claude_sdk' || s === 'crewai' || s === 'autogen') { llm.children = tools; return [llm]; }
    if (s === 'logfire' && tools.length) return [llm, span('chain', 'running tools', { tools: calls.map((c) => c.name) }, null, tools, { metadata: { 'logfire.msg': `running ${tools.length} tool${tools.length > 1 ? 's' : ''}` } })];
    return [llm, ...tools];
  }

  /** A bare tool span without a preceding model call (e.g. a framework-issued check). */
  tool(name, args, out, opt = {}) { this.n.tick(100, 3000); return this._toolSpan(name, args, typeof out === 'function' ? out(this.n) : out, this._callId(), opt); }

  /** Sub-agent: build = () => spans array, run in a fresh conversation context. */
  agent(name, task, build, out, opt = {}) {
    this.ctx.push({ name, system: opt.system || `You are ${name}.`, user: typeof task === 'string' ? task : JSON.stringify(task), hist: [] });
    const kids = build();
    this.ctx.pop();
    const s = this.style, n = this.n;
    const ex = {}; if (opt.err) ex.error = opt.err;
    const names = { vercel: `ai.generateText ${name}`, otel: `invoke_agent ${name}`, agents: `agent: ${name}`, crewai: `Agent: ${name}`, autogen: `ConversableAgent ${name}`, openinference: name, smolagents: `${name}.run`, logfire: `${name} run`, agno: `Agent.run ${name}`, langsmith: name };
    const metas = {
      otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'gen_ai.agent.id': n.uuid() },
      agents: { span_id: 'span_' + n.hex(24), handoffs: opt.handoffs || [], tools: opt.tools || [], output_type: 'str' },
      openinference: { 'openinference.span.kind': 'AGENT' }, smolagents: { 'openinference.span.kind': 'AGENT' },
      langsmith: { run_type: 'chain', run_id: n.uuid(), langgraph_node: name }, crewai: { role: name, allow_delegation: !!opt.delegation },
    };
    return span('agent', names[s] || name, typeof task === 'string' ? { task } : task, out, kids, { ...ex, ...(metas[s] ? { metadata: metas[s] } : {}) });
  }

  root(children, { out = null, err, name, input, metadata } = {}) {
    const s = this.style, n = this.n;
    const names = { vercel: 'ai.generateText', otel: `invoke_agent ${this.agentName}`, langsmith: 'LangGraph', agents: 'Agent workflow', responses: `${this.agentName}`, anthropic: `${this.agentName}`, claude_sdk: 'claude_agent_sdk.query', crewai: 'Crew.kickoff', autogen: 'autogen.initiate_chat', openinference: `${this.agentName}`, gemini: `${this.agentName}`, smolagents: 'CodeAgent.run', logfire: 'agent run', agno: `Agent.run ${this.agentName}`, plain: this.agentName };
    const metas = {
      vercel: { 'operation.name': 'ai.generateText', 'ai.model.id': this.model, 'ai.settings.maxSteps': 25, 'ai.telemetry.functionId': this.agentName },
      otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agentName, 'gen_ai.conversation.id': n.uuid() },
      langsmith: { run_type: 'chain', run_id: n.uuid(), thread_id: this.thread || n.uuid(), recursion_limit: 25 },
      agents: { trace_id: this.tid || 'trace_' + n.hex(32), workflow_name: this.agentName, group_id: null },
      claude_sdk: { session_id: this.sess || n.uuid(), cwd: '/home/dev/' + this.agentName, permission_mode: 'acceptEdits' },
      crewai: { crew_id: this.crew || n.uuid(), process: 'sequential', verbose: true },
      openinference: { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid() },
      smolagents: { 'openinference.span.kind': 'AGENT', max_steps: 20 },
      logfire: { 'logfire.msg': `${this.agentName} run`, agent_name: this.agentName, model_name: this.model },
      agno: { 'agno.session_id': this.sess || n.uuid(), 'agno.agent_id': n.uuid() },
    };
    return span('agent', name || names[s] || this.agentName, input ?? { goal: this.goal }, out, children, { ...(err ? { error: err } : {}), metadata: { ...(metas[s] || {}), ...(metadata || {}) } });
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

export function row(family, idx, isolates, t, root) {
  const f = FAMILIES[family];
  return { trace_id: `${family}-${String(idx).padStart(2, '0')}`, family, isolates, loop: f.loop, stagnation: f.stagnation, goal: t.goal, root };
}

// ---------------------------------------------------------------- validation (shared by generate + validate)

export function validateSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => validateSpan(c, `${path}.children[${i}]`, errs));
}

function walk(s, f) { f(s); (s.children || []).forEach((c) => walk(c, f)); }

export function validateRows(rows) {
  const errs = [], seen = new Set(), perFam = {};
  rows.forEach((r, i) => {
    const p = `row ${i} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${p}: unexpected key ${k}`);
    const f = FAMILIES[r.family];
    if (!f) { errs.push(`${p}: unknown family ${r.family}`); return; }
    if (!/^[a-z0-9_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: bad trace_id`);
    if (seen.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`); seen.add(r.trace_id);
    if (r.loop !== f.loop) errs.push(`${p}: loop label ${r.loop} != family ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${p}: stagnation label ${r.stagnation} != family ${f.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${p}: isolates`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${p}: goal`);
    validateSpan(r.root, `${p}.root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${p}: root must be an agent span`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${p}: ${n} spans (want 5..40)`);
    let llm = 0, tool = 0, failed = 0;
    walk(r.root, (s) => { if (s.type === 'llm') llm++; if (s.type === 'tool') tool++; if (s.error) failed++; });
    if (llm < 1) errs.push(`${p}: no llm span`);
    if (tool < 1) errs.push(`${p}: no tool span`);
    (perFam[r.family] ||= []).push(r.trace_id);
    const txt = JSON.stringify(r);
    if (/(?<![A-Za-z0-9_])(NaN|undefined|\[object Object\])(?![A-Za-z0-9_])/.test(txt)) errs.push(`${p}: suspicious token in output`);
  });
  for (const fam of Object.keys(FAMILIES)) {
    const ids = (perFam[fam] || []).sort();
    const want = [1, 2, 3, 4, 5, 6].map((i) => `${fam}-0${i}`);
    if (JSON.stringify(ids) !== JSON.stringify(want)) errs.push(`family ${fam}: rows ${ids.join(',')} (want 01..06)`);
  }
  return errs;
}
