// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hash32(s) {
  let h = 2166136261 >>> 0;
  for (const ch of String(s)) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
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

const LOW = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');

// Volatile-noise generator with a simulated clock.
export class Noise {
  constructor(seed) {
    this.rand = mulberry32(hash32(seed));
    this.t = Date.UTC(2025, 0, 1) + Math.floor(this.rand() * 330) * 86400000 + Math.floor(this.rand() * 86400000);
    this.seq = this.int(1000, 90000);
    this.quota = this.int(400, 5000);
  }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, d = 2) { return Number((a + this.rand() * (b - a)).toFixed(d)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chars(n, al) { let s = ''; for (let i = 0; i < n; i++) s += al[Math.floor(this.rand() * al.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  alnum(n) { return this.chars(n, ALNUM); }
  low(n) { return this.chars(n, LOW); }
  digits(n) { return this.chars(n, '0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
  ulid() { let t = this.t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[t % 32] + s; t = Math.floor(t / 32); } return s + this.chars(16, CROCK); }
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }
  // clock
  tick(ms) { this.t += ms ?? this.int(250, 6000); return this.t; }
  iso() { return new Date(this.t).toISOString(); }
  isoNoZ() { return new Date(this.t).toISOString().replace('Z', '') + this.digits(3); }
  isoOff(h = 2) { const d = new Date(this.t + h * 3600000); return d.toISOString().replace('Z', (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'); }
  httpDate() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  nanos() { return String(BigInt(this.t) * 1000000n + BigInt(this.int(0, 999999))); }
  sqlTs() { return new Date(this.t).toISOString().replace('T', ' ').slice(0, 19); }
  syslog() { const d = new Date(this.t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dmy() { const d = new Date(this.t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  hms() { const d = new Date(this.t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dayPlus(days) { return new Date(this.t + days * 86400000).toISOString().slice(0, 10); }
  // durations
  ms(a = 30, b = 2500) { return this.int(a, b); }
  dur() { const m = this.ms(); return this.pick([`${m}ms`, `${(m / 1000).toFixed(3)}s`, `${(m / 1000).toFixed(2)} s`, `0:00:0${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`]); }
  // ids
  reqId(p = 'req_') { return p + this.alnum(22); }
  job(p = 'job') { return `${p}-${this.int(10000, 99999)}`; }
  sha() { return this.hex(64); }
  gitSha() { return this.hex(40); }
  short() { return this.hex(7); }
  etag() { return this.rand() < 0.5 ? `W/"${this.hex(16)}"` : `"${this.hex(32)}"`; }
  tmp(ext = '') { return `/tmp/tmp${this.low(8)}${ext}`; }
  host(p) { return `${p}-${this.hex(9).slice(0, 9)}-${this.low(5)}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  cfRay() { return `${this.hex(16)}-${this.pick(['AMS', 'FRA', 'LHR', 'CDG', 'ORD', 'SJC', 'NRT', 'GRU', 'SYD', 'MAD'])}`; }
  lsn() { return `${this.int(0, 15).toString(16).toUpperCase()}/${this.hex(8).toUpperCase()}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  cursor(o) { return Buffer.from(JSON.stringify({ o, k: this.hex(10), ts: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  next() { return ++this.seq; }
  rate(limit = 5000) { this.quota -= this.int(1, 3); return { limit, remaining: this.quota, reset: this.epoch() + this.int(60, 3600) }; }
  kafka() { return `${this.pick(['p0', 'p1', 'p2', 'p3'])}@${this.int(100000, 9999999)}`; }
  s3Version() { return this.alnum(32).replace(/[0-9]/g, '.').slice(0, 32); }
  pid() { return this.int(1200, 65000); }
}

// ---------------------------------------------------------------------------
// Span builder
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const MODELS = {
  vercel: 'gpt-4o-mini-2024-07-18', otel: 'gpt-4.1-2025-04-14', langgraph: 'gpt-4o-2024-08-06', oai_agents: 'gpt-4.1',
  anthropic: 'claude-sonnet-4-20250514', crewai: 'gpt-4o-mini', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  openinference: 'gpt-4o', gemini: 'gemini-2.0-flash-001', adk: 'gemini-2.5-flash', logfire: 'gpt-4o',
  langfuse: 'claude-3-5-haiku-20241022', autogen: 'gpt-4o-2024-08-06', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
  letta: 'gpt-4o-mini', plain: 'gpt-4o-2024-11-20', griptape: 'gpt-4o',
};

const js = (x) => JSON.stringify(x);
const asText = (o) => (typeof o === 'string' ? o : JSON.stringify(o));
const clip = (s, n = 600) => (s.length > n ? s.slice(0, n) + '…' : s);

// A recorder imitates one tracing style. It keeps the conversation history so that
// each llm span's input is the (tail of the) transcript so far.
export function recorder(style, seed, opts = {}) {
  const n = opts.noise || new Noise(seed);
  const model = opts.model || MODELS[style];
  const system = opts.system || 'You are a helpful assistant.';
  const hist = [];
  let stepNo = 0;
  const pending = [];

  const callId = () => ({
    vercel: 'call_' + n.alnum(24), otel: 'call_' + n.alnum(24), langgraph: 'call_' + n.alnum(24), oai_agents: 'call_' + n.alnum(24),
    anthropic: 'toolu_01' + n.alnum(22), crewai: n.uuid(), smolagents: 'call_' + n.int(1, 99), openinference: 'call_' + n.alnum(24),
    gemini: 'fc_' + n.hex(12), adk: 'adk-' + n.uuid(), logfire: 'call_' + n.alnum(24), langfuse: 'toolu_01' + n.alnum(22),
    autogen: 'call_' + n.alnum(24), strands: 'tooluse_' + n.alnum(22), letta: 'call_' + n.alnum(24), plain: 'call_' + n.alnum(24),
    griptape: n.hex(32),
  }[style]);

  function timeMeta(t0, t1, extra = {}) {
    if (['otel', 'openinference', 'adk', 'logfire', 'strands'].includes(style)) {
      return { start_time_unix_nano: String(BigInt(t0) * 1000000n), end_time_unix_nano: String(BigInt(t1) * 1000000n), ...extra };
    }
    if (style === 'langgraph') return { start_time: new Date(t0).toISOString().replace('Z', ''), end_time: new Date(t1).toISOString().replace('Z', ''), ...extra };
    if (style === 'oai_agents') return { started_at: new Date(t0).toISOString().replace('Z', '+00:00'), ended_at: new Date(t1).toISOString().replace('Z', '+00:00'), ...extra };
    if (style === 'vercel') return { startTime: t0, endTime: t1, ...extra };
    return { timestamp: new Date(t0).toISOString(), latency_ms: t1 - t0, ...extra };
  }

  function styleInput(tail) {
    const msgs = tail.map((m) => ({ ...m }));
    switch (style) {
      case 'vercel': return { 'ai.prompt.messages': js([{ role: 'system', content: system }, ...msgs.map((m) => m.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.id, toolName: m.name, result: m.content }] } : { role: m.role, content: m.content })]) };
      case 'langgraph': return { messages: [[{ type: 'system', content: system }, ...msgs.map((m) => ({ type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : 'tool', content: m.content, ...(m.id ? { tool_call_id: m.id } : {}) }))]] };
      case 'oai_agents': return msgs.map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.id, output: m.content } : { role: m.role, content: m.content });
      case 'anthropic': return { model, max_tokens: 4096, system, messages: msgs.map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.id, content: m.content }] } : { role: m.role, content: m.content }) };
      case 'gemini': case 'adk': return { model, systemInstruction: { parts: [{ text: system }] }, contents: msgs.map((m) => m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: m.content } } }] } : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] }) };
      case 'strands': return { messages: msgs.map((m) => m.role === 'tool' ? { role: 'user', content: [{ toolResult: { toolUseId: m.id, status: 'success', content: [{ text: m.content }] } }] } : { role: m.role, content: [{ text: m.content }] }) };
      case 'autogen': return msgs.map((m) => ({ source: m.role === 'assistant' ? 'assistant' : m.role === 'tool' ? 'tool' : 'user', type: m.role === 'tool' ? 'FunctionExecutionResult' : m.role === 'assistant' ? 'AssistantMessage' : 'UserMessage', content: m.content }));
      case 'crewai': case 'griptape': return { prompt: `${system}\n\n` + msgs.map((m) => (m.role === 'tool' ? `Observation: ${m.content}` : m.role === 'assistant' ? m.content : `Task: ${m.content}`)).join('\n\n') };
      case 'smolagents': return { messages: [{ role: 'system', content: system }, ...msgs.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: m.role === 'tool' ? `Observation:\n${m.content}` : m.content }))] };
      case 'logfire': return { messages: msgs.map((m) => ({ kind: m.role === 'assistant' ? 'response' : 'request', parts: [{ part_kind: m.role === 'tool' ? 'tool-return' : m.role === 'assistant' ? 'text' : 'user-prompt', content: m.content, ...(m.id ? { tool_call_id: m.id } : {}) }] })) };
      default: return { messages: [{ role: 'system', content: system }, ...msgs.map((m) => (m.role === 'tool' ? { role: 'tool', tool_call_id: m.id, content: m.content } : { role: m.role, content: m.content }))] };
    }
  }

  function styleOutput(text, calls, reasoning, code) {
    const fin = calls.length ? 'tool_calls' : 'stop';
    switch (style) {
      case 'vercel': return { text, toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: js(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      case 'otel': return { choices: [{ index: 0, finish_reason: fin, message: { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: js(c.args) } })) } : {}) } }] };
      case 'langgraph': return { generations: [[{ text, type: 'ChatGeneration', message: { type: 'ai', content: text, tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { model_name: model, system_fingerprint: 'fp_' + n.hex(10) } };
      case 'oai_agents': return { id: 'resp_' + n.hex(48), output: [...(reasoning ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: js(c.args) }))] };
      case 'anthropic': return { id: 'msg_01' + n.alnum(22), type: 'message', role: 'assistant', model, content: [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: n.alnum(40) }] : []), ...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: n.int(900, 9000), output_tokens: n.int(40, 600) } };
      case 'gemini': case 'adk': return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(600, 8000), candidatesTokenCount: n.int(20, 400) }, modelVersion: model, responseId: n.alnum(22) };
      case 'strands': return { role: 'assistant', content: [...(text ? [{ text }] : []), ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))], stopReason: calls.length ? 'tool_use' : 'end_turn' };
      case 'autogen': return calls.length ? { type: 'ToolCallRequestEvent', source: 'assistant', content: calls.map((c) => ({ id: c.id, name: c.name, arguments: js(c.args) })), thought: text || undefined } : { type: 'TextMessage', source: 'assistant', content: text };
      case 'crewai': return calls.length ? `Thought: ${text}\nAction: ${calls[0].name}\nAction Input: ${js(calls[0].args)}` : `Thought: I now know the final answer\nFinal Answer: ${text}`;
      case 'griptape': return calls.length ? `Thought: ${text}\nActions: ${js(calls.map((c) => { const [nm, path] = c.name.split('.'); return { tag: c.id.slice(0, 8), name: nm, path: path || 'run', input: { values: c.args } }; }))}` : `Answer: ${text}`;
      case 'smolagents': return `Thought: ${text}\nCode:\n\`\`\`py\n${code || calls.map((c) => `result = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${js(v)}`).join(', ')})\nprint(result)`).join('\n')}\n\`\`\`<end_code>`;
      case 'logfire': return { kind: 'response', model_name: model, timestamp: n.iso(), parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: js(c.args), tool_call_id: c.id }))] };
      case 'letta': return { id: 'message-' + n.uuid(), role: 'assistant', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: js({ ...c.args, inner_thoughts: text, request_heartbeat: c.name !== 'send_message' }) } })) };
      default: return { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: js(c.args) } })) } : {}) };
    }
  }

  const r = {
    n, style, model, hist, system,
    start(goal) { hist.push({ role: 'user', content: goal }); return r; },
    say(role, content) { hist.push({ role, content }); },
    // one llm call; returns span
    llm(text, calls = [], o = {}) {
      const t0 = n.tick(n.int(20, 300)); const t1 = n.tick(n.int(700, 9000));
      const cs = calls.map((c) => ({ ...c, id: callId() }));
      cs.forEach((c) => pending.push(c));
      const input = o.input ?? styleInput(hist.slice(-(o.window || 8)));
      const output = styleOutput(text, cs, o.reasoning, o.code);
      hist.push({ role: 'assistant', content: text + (cs.length ? ` [calls: ${cs.map((c) => c.name).join(', ')}]` : '') });
      const usage = { prompt: n.int(800, 12000), completion: n.int(30, 700) };
      const names = { vercel: 'ai.generateText.doGenerate', otel: `chat ${model}`, langgraph: 'ChatOpenAI', oai_agents: 'response', anthropic: 'anthropic.messages.create', crewai: 'LLM.call', smolagents: 'OpenAIServerModel.generate', openinference: 'ChatCompletion', gemini: 'models.generateContent', adk: 'call_llm', logfire: `chat ${model}`, langfuse: 'ChatAnthropic', autogen: 'OpenAIChatCompletionClient.create', strands: 'chat', letta: 'LLMCall', plain: 'chat.completions.create', griptape: 'OpenAiChatPromptDriver.run' };
      let meta;
      switch (style) {
        case 'vercel': meta = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.usage.promptTokens': usage.prompt, 'ai.usage.completionTokens': usage.completion, 'ai.response.msToFirstChunk': n.float(180, 900, 3) }; break;
        case 'otel': case 'logfire': meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29), 'gen_ai.usage.input_tokens': usage.prompt, 'gen_ai.usage.output_tokens': usage.completion, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'] }; break;
        case 'openinference': {
          meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': usage.prompt, 'llm.token_count.completion': usage.completion, 'llm.invocation_parameters': js({ temperature: 0.2 }) };
          hist.slice(-4, -1).forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = clip(m.content, 300); });
          meta['llm.output_messages.0.message.role'] = 'assistant'; meta['llm.output_messages.0.message.content'] = text;
          cs.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = js(c.args); });
          break;
        }
        case 'langgraph': meta = { run_type: 'llm', ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: ++stepNo, run_id: n.uuid() }; break;
        case 'oai_agents': meta = { span_data: { type: 'response', response_id: 'resp_' + n.hex(24) }, usage: { input_tokens: usage.prompt, output_tokens: usage.completion } }; break;
        case 'adk': meta = { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': model, 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.event_id': n.uuid() }; break;
        case 'langfuse': meta = { observationType: 'GENERATION', model, usage: { input: usage.prompt, output: usage.completion, unit: 'TOKENS' }, costUsd: n.float(0.0004, 0.02, 6) }; break;
        case 'strands': meta = { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'gen_ai.usage.prompt_tokens': usage.prompt, 'gen_ai.usage.completion_tokens': usage.completion }; break;
        default: meta = { model, usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion }, request_id: n.reqId('req_') };
      }
      return span('llm', names[style], input, output, [], { metadata: { ...meta, ...timeMeta(t0, t1) } });
    },
    // one tool execution; consumes a pending call id for `name` if present
    tool(name, args, output, o = {}) {
      const t0 = n.tick(n.int(10, 200)); const t1 = n.tick(o.ms ?? n.int(80, 4000));
      const i = pending.findIndex((c) => c.name === name);
      const c = i >= 0 ? pending.splice(i, 1)[0] : { id: callId(), name, args };
      const a = args ?? c.args;
      const resText = clip(o.error && output == null ? `Error: ${o.error}` : asText(output), 500);
      hist.push({ role: 'tool', id: c.id, name, content: resText });
      let sname = name, input = a, out = output, meta = {};
      switch (style) {
        case 'vercel': sname = 'ai.toolCall'; input = { 'ai.toolCall.args': js(a) }; out = output == null ? null : { 'ai.toolCall.result': output }; meta = { 'ai.toolCall.name': name, 'ai.toolCall.id': c.id }; break;
        case 'otel': sname = `execute_tool ${name}`; input = js(a); meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' }; break;
        case 'adk': sname = `execute_tool ${name}`; meta = { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'gcp.vertex.agent.tool_call_args': js(a) }; out = output == null ? null : { functionResponse: { id: c.id, name, response: output } }; break;
        case 'gemini': out = output == null ? null : { functionResponse: { name, response: typeof output === 'object' ? output : { content: output } } }; break;
        case 'anthropic': out = output == null ? null : { type: 'tool_result', tool_use_id: c.id, content: asText(output), ...(o.error ? { is_error: true } : {}) }; break;
        case 'langgraph': meta = { run_type: 'tool', langgraph_node: 'tools', langgraph_step: ++stepNo, tool_call_id: c.id }; break;
        case 'oai_agents': input = js(a); meta = { span_data: { type: 'function', name, mcp_data: null } }; break;
        case 'openinference': input = js(a); meta = { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': js(a), 'tool_call.id': c.id }; break;
        case 'logfire': sname = 'running tool'; meta = { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${name}` }; break;
        case 'strands': sname = `execute_tool ${name}`; meta = { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'tool.status': o.error ? 'error' : 'success' }; break;
        case 'smolagents': out = output == null ? null : (typeof output === 'string' ? output : js(output)); break;
        case 'autogen': out = output == null ? null : { type: 'FunctionExecutionResult', call_id: c.id, name, content: asText(output), is_error: !!o.error }; break;
        case 'crewai': sname = name; meta = { event: 'ToolUsageFinished', run_attempts: 1, from_cache: false }; break;
        case 'griptape': meta = { activity: name.split('.')[1] || 'run', tag: c.id.slice(0, 8) }; break;
        default: meta = { tool_call_id: c.id };
      }
      return span(o.type || 'tool', sname, input, out, o.children || [], { error: o.error, metadata: { ...meta, ...timeMeta(t0, t1) } });
    },
    // convenience: an llm call followed by its tool executions, grouped as the style nests them
    turn(text, calls = [], o = {}) {
      const l = r.llm(text, calls.map((c) => ({ name: c.name, args: c.args })), o);
      const tools = calls.map((c) => r.tool(c.name, c.args, c.out, { error: c.error, ms: c.ms, type: c.type }));
      switch (style) {
        case 'langgraph': return [span('chain', 'agent', { messages: '…' }, { messages: [l.output.generations[0][0].message] }, [l], { metadata: { langgraph_node: 'agent' } }), ...(tools.length ? [span('chain', 'tools', { tool_calls: calls.length }, { messages: tools.map((t) => ({ type: 'tool', name: t.name, content: asText(t.output ?? t.error) })) }, tools, { metadata: { langgraph_node: 'tools' } })] : [])];
        case 'smolagents': { const k = ++stepNo; return [span('chain', `Step ${k}`, { step_number: k }, { observations: tools.map((t) => t.output ?? t.error).join('\n') || null }, [l, ...tools], { metadata: { step_number: k, duration: n.float(0.8, 14, 2) } })]; }
        case 'strands': { const k = ++stepNo; return [span('chain', `Cycle ${k}`, { cycle_id: n.uuid() }, null, [l, ...tools], { metadata: { 'event_loop.cycle_id': n.uuid() } })]; }
        case 'adk': l.children.push(...tools); return [l];
        case 'logfire': return tools.length ? [l, span('chain', 'running tools', { tools: calls.map((c) => c.name) }, null, tools)] : [l];
        case 'griptape': return tools.length ? [l, span('chain', 'ActionsSubtask', { actions: calls.map((c) => c.name) }, { output: tools.map((t) => asText(t.output ?? t.error)).join('\n') }, tools, { metadata: { subtask_id: n.hex(32) } })] : [l];
        default: return [l, ...tools];
      }
    },
    agent(name, input, children, output, o = {}) {
      const t0 = n.t; n.tick(50);
      let meta = o.metadata || {};
      if (style === 'oai_agents') meta = { span_data: { type: 'agent', name, handoffs: o.handoffs || [], tools: o.tools || [], output_type: 'str' }, ...meta };
      if (style === 'otel' || style === 'adk') meta = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, ...meta };
      if (style === 'openinference') meta = { 'openinference.span.kind': 'AGENT', ...meta };
      const sname = style === 'otel' || style === 'adk' ? `invoke_agent ${name}` : name;
      return span(o.type || 'agent', sname, input, output, children, { error: o.error, metadata: { ...meta, ...timeMeta(t0, n.t) } });
    },
    chain(name, input, children, output, metadata) { return span('chain', name, input, output, children, metadata ? { metadata } : {}); },
    // a sub-recorder sharing the same noise/clock (for sub-agents)
    sub(subSystem, task) { const s = recorder(style, seed, { noise: n, model, system: subSystem }); s.start(task); return s; },
    root(name, goal, children, output, metadata = {}) {
      return r.agent(name, style === 'vercel' ? { 'ai.prompt': js({ system, prompt: goal }) } : goal, children, output, { metadata: { framework: style, 'session.id': n.uuid(), ...metadata } });
    },
  };
  return r;
}

// ---------------------------------------------------------------------------
// Label / schema validation shared by generate.mjs and validate.mjs
export const FAMILY_LABELS = {};

function normText(s) { return String(s).toLowerCase().replace(/\s+/g, ' ').trim(); }
function llmTexts(root) {
  const out = [];
  (function walk(s) {
    if (s.type === 'llm') {
      const o = s.output; let t = '';
      if (typeof o === 'string') t = o;
      else if (o) {
        t = js(o).match(/"(?:text|content|thinking|thought|inner_thoughts)\\?"\s*:\s*\\?"((?:[^"\\]|\\.)*)/g)?.join(' ') || '';
      }
      out.push(t);
    }
    (s.children || []).forEach(walk);
  })(root);
  return out;
}
function shingles(s, keepDigits) { const w = normText(s).replace(keepDigits ? /[^a-z0-9 ]/g : /[^a-z ]/g, ' ').split(/\s+/).filter(Boolean); const set = new Set(); for (let i = 0; i + 2 < w.length; i++) set.add(w.slice(i, i + 3).join(' ')); return set; }
function jacc(a, b) { if (!a.size || !b.size) return 0; let k = 0; for (const x of a) if (b.has(x)) k++; return k / (a.size + b.size - k); }
export function maxPairSim(root, keepDigits = false) {
  const t = llmTexts(root).map((x) => shingles(x, keepDigits)); let m = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) m = Math.max(m, jacc(t[i], t[j]));
  return m;
}

export function validateRows(rows, families) {
  const errs = []; const ids = new Set(); const per = {};
  function checkSpan(s, path, id) {
    if (!s || typeof s !== 'object') return errs.push(`${id}: ${path} not an object`);
    for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in s)) errs.push(`${id}: ${path} missing ${k}`);
    if (typeof s.type !== 'string' || typeof s.name !== 'string' || !s.name) errs.push(`${id}: ${path} bad type/name`);
    if (!Array.isArray(s.children)) errs.push(`${id}: ${path} children not array`);
    if ('error' in s && typeof s.error !== 'string') errs.push(`${id}: ${path} error not string`);
    if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${id}: ${path} metadata not object`);
    (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, id));
  }
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const fam = families[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: id does not match family`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label ${row.stagnation} != family ${fam.stagnation}`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${id}: goal too short`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (!row.root || row.root.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    checkSpan(row.root, 'root', id);
    const c = countSpans(row.root);
    if (c < 5 || c > 40) errs.push(`${id}: ${c} spans (want 5..40)`);
    const sim = maxPairSim(row.root);
    const simD = maxPairSim(row.root, true);
    if (fam.stagnation && sim < 0.5) errs.push(`${id}: stagnation=true but max llm-text similarity only ${sim.toFixed(2)}`);
    // healthy rows may template one sentence per item (ids differ), but must never restate the same text
    if (!fam.stagnation && simD > 0.8) errs.push(`${id}: stagnation=false but llm texts near-identical (${simD.toFixed(2)})`);
    const s = JSON.stringify(row);
    if (/Math\.random|undefined/.test(s) && /"undefined"/.test(s)) errs.push(`${id}: contains "undefined"`);
    per[row.family] = (per[row.family] || 0) + 1;
  }
  for (const f of Object.keys(families)) if (per[f] !== 6) errs.push(`family ${f}: ${per[f] || 0} rows (want 6)`);
  return errs;
}
