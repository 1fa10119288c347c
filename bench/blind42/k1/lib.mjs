// Deterministic helpers for the blind benchmark. No Math.random, no clock reads.
export function hash32(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(seedStr, base = '2025-04-02T07:00:00Z') {
    this.r = mulberry32(hash32(seedStr));
    this.t = Date.parse(base) + Math.floor(this.r() * 86400000 * 40);
    this.ctr = this.int(1000, 90000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(this.r() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[this.int(0,3)]}${h.slice(17,20)}-${h.slice(20,32)}`; }
  tick(ms) { this.t += ms ?? this.int(300, 9000); return this; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMs() { return this.d().toISOString(); }
  isoMicro() { return this.d().toISOString().replace('Z', String(this.int(0, 999)).padStart(3, '0') + 'Z'); }
  isoOffset(h = 2) { const d = new Date(this.t + h * 3600000); return d.toISOString().slice(0, 19) + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; }
  httpDate() { const d = this.d(); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  compact() { return this.d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  euDate() { const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  usDate() { const d = this.d(); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; }
  ms(a = 40, b = 2400) { return this.int(a, b); }
  dur(a = 40, b = 4000) { const m = this.int(a, b); return m >= 1000 ? (m / 1000).toFixed(2) + 's' : m + 'ms'; }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  sha() { return this.hex(40); }
  sha256() { return this.hex(64); }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(16) + '"'; }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(prefix = 'api') { return `${prefix}-${this.pick(['a','b','c','d'])}${this.int(1, 12)}.${this.pick(['eu-west-1','us-east-2','ap-south-1','eu-central-1'])}.internal`; }
  pod(app) { return `${app}-${this.hex(9)}-${this.b62(5).toLowerCase()}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  addr() { return '0x7f' + this.hex(10); }
  pid() { return this.int(1200, 65000); }
  count() { this.ctr += this.int(1, 40); return this.ctr; }
  cursor() { return Buffer.from(JSON.stringify({ k: this.hex(12), ts: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  lease() { return `lease-${this.hex(6)}:${this.int(1, 99)}`; }
  ulid() { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += A[Math.floor(this.r() * 32)]; return s; }
  rate(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(10, limit - 1)), 'x-ratelimit-reset': String(this.int(1, 60)) }; }
}

const words = (s) => String(s || '').split(/\s+/).filter(Boolean).length;
export { words };
const trunc = (s, n = 1400) => (s.length > n ? s.slice(0, n) + '…[truncated]' : s);
const asText = (o) => (typeof o === 'string' ? o : JSON.stringify(o));

// A run recorder that imitates the span layout of a given tracer.
export class Run {
  constructor(id, style, o) {
    this.id = id; this.style = style; this.n = new Noise(id);
    this.model = o.model; this.goal = o.goal; this.system = o.system; this.agent = o.agent || 'assistant';
    this.toolNames = o.tools || [];
    this.hist = [{ role: 'user', content: o.goal }];
    this.top = []; this.stack = [this.top]; this.opened = []; this.pending = []; this.steps = 0;
    this.meta = o.meta || {};
    this.sess = this.n.uuid();
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  open(type, name, input, metadata) {
    const s = { type, name, input, output: null, children: [] };
    if (metadata) s.metadata = metadata;
    this.cur.push(s); this.stack.push(s.children); this.opened.push(s); return s;
  }
  close(output, error) { const s = this.opened.pop(); this.stack.pop(); s.output = output; if (error) s.error = error; return s; }
  step() { this.steps++; if (this.style === 'smolagents') { if (this.opened.length && this.opened[this.opened.length - 1].name.startsWith('Step ')) this.close({ step_number: this.steps - 1 }); this.open('chain', `Step ${this.steps}`, { step_number: this.steps }, { 'openinference.span.kind': 'CHAIN' }); } }
  callId() {
    const n = this.n;
    switch (this.style) {
      case 'anthropic': return 'toolu_01' + n.b62(22);
      case 'gemini': return null;
      case 'langsmith': case 'plain': case 'agno': case 'openinference': case 'mlflow': return 'call_' + n.b62(24);
      case 'oai_agents': return 'call_' + n.b62(24);
      case 'vercel': return 'call_' + n.b62(24);
      default: return 'call_' + n.hex(16);
    }
  }
  msgs() { return this.hist.map((m) => ({ ...m, content: typeof m.content === 'string' ? trunc(m.content) : m.content })); }
  // text: model text (string or ''), calls: [{name,args}]
  think(text, calls = []) {
    const n = this.n; n.tick(n.int(700, 6000));
    if (this.style === 'smolagents' || this.style === 'crewai') this.step();
    const cs = calls.map((c) => ({ ...c, id: this.callId() }));
    this.pending.push(...cs);
    const pin = n.int(900, 4200) + this.hist.length * 180, pout = n.int(30, 400) + words(text) * 2;
    let span;
    const msgs = this.msgs();
    switch (this.style) {
      case 'plain':
        span = { type: 'llm', name: 'chat.completions.create', input: { model: this.model, messages: [{ role: 'system', content: this.system }, ...msgs], tools: this.toolNames.map((t) => ({ type: 'function', function: { name: t } })) },
          output: { role: 'assistant', content: text || null, ...(cs.length ? { tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) },
          metadata: { model: this.model, usage: { prompt_tokens: pin, completion_tokens: pout }, latency_ms: n.ms(500, 7000), finish_reason: cs.length ? 'tool_calls' : 'stop' } };
        break;
      case 'anthropic': {
        const content = []; if (text) content.push({ type: 'text', text }); cs.forEach((c) => content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args }));
        span = { type: 'llm', name: 'anthropic.messages.create', input: { model: this.model, max_tokens: 4096, system: this.system, messages: msgs.map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] } : { role: m.role, content: m.content }), tools: this.toolNames.map((t) => ({ name: t })) },
          output: { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: pin, output_tokens: pout, cache_read_input_tokens: n.int(0, 2048) } },
          metadata: { 'request-id': 'req_01' + n.b62(22), latency_ms: n.ms(600, 9000) } };
        break; }
      case 'vercel':
        span = { type: 'llm', name: 'ai.generateText.doGenerate', input: { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify([{ role: 'system', content: this.system }, ...msgs]) },
          output: { 'ai.response.text': text || '', 'ai.response.toolCalls': cs.length ? JSON.stringify(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined },
          metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + n.b62(29), 'ai.response.timestamp': n.isoMs(), 'ai.usage.promptTokens': pin, 'ai.usage.completionTokens': pout, 'gen_ai.system': 'openai.chat' } };
        if (!cs.length) delete span.output['ai.response.toolCalls'];
        break;
      case 'otel':
        span = { type: 'llm', name: `chat ${this.model}`, input: { 'gen_ai.input.messages': [{ role: 'system', parts: [{ type: 'text', content: this.system }] }, ...msgs.map((m) => ({ role: m.role, parts: [m.role === 'tool' ? { type: 'tool_call_response', id: m.tool_call_id, response: m.content } : { type: 'text', content: m.content }] }))] },
          output: { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] },
          metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model + '-2024-08-06', 'gen_ai.response.id': 'chatcmpl-' + n.b62(29), 'gen_ai.usage.input_tokens': pin, 'gen_ai.usage.output_tokens': pout, 'server.address': 'api.openai.com' } };
        break;
      case 'langsmith':
        span = { type: 'llm', name: 'ChatOpenAI', input: { messages: [[{ type: 'system', content: this.system }, ...msgs.map((m) => ({ type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : 'tool', content: m.content, ...(m.tool_call_id ? { tool_call_id: m.tool_call_id } : {}) }))]] },
          output: { generations: [[{ text: text || '', type: 'ChatGeneration', message: { type: 'ai', content: text || '', tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) }, generation_info: { finish_reason: cs.length ? 'tool_calls' : 'stop' } }]], llm_output: { token_usage: { prompt_tokens: pin, completion_tokens: pout }, model_name: this.model, system_fingerprint: 'fp_' + n.hex(10) } },
          metadata: { run_type: 'llm', ls_provider: 'openai', ls_model_name: this.model, ls_run_id: n.uuid(), langgraph_step: this.steps + 1, langgraph_node: 'agent' } };
        break;
      case 'oai_agents':
        span = { type: 'llm', name: 'Response', input: [{ role: 'developer', content: this.system }, ...msgs.map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content })],
          output: [...(text ? [{ type: 'message', id: 'msg_' + n.hex(24), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...cs.map((c) => ({ type: 'function_call', id: 'fc_' + n.hex(24), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))],
          metadata: { span_id: 'span_' + n.hex(24), trace_id: 'trace_' + n.hex(32), span_data: { type: 'response', response_id: 'resp_' + n.hex(32) }, usage: { input_tokens: pin, output_tokens: pout } } };
        break;
      case 'gemini': {
        const parts = []; if (text) parts.push({ text }); cs.forEach((c) => parts.push({ functionCall: { name: c.name, args: c.args } }));
        span = { type: 'llm', name: 'models.generateContent', input: { model: this.model, systemInstruction: { parts: [{ text: this.system }] }, contents: msgs.map((m) => m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { content: m.content } } }] } : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] }), tools: [{ functionDeclarations: this.toolNames.map((t) => ({ name: t })) }] },
          output: { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: pin, candidatesTokenCount: pout, totalTokenCount: pin + pout }, modelVersion: this.model, responseId: n.b62(22) },
          metadata: { 'x-goog-request-id': n.hex(16), latency_ms: n.ms(400, 5000) } };
        break; }
      case 'openinference': {
        const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai', 'llm.token_count.prompt': pin, 'llm.token_count.completion': pout };
        const all = [{ role: 'system', content: this.system }, ...msgs];
        all.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = asText(m.content); });
        md['llm.output_messages.0.message.role'] = 'assistant'; if (text) md['llm.output_messages.0.message.content'] = text;
        cs.forEach((c, i) => { md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        span = { type: 'llm', name: 'OpenAI.chat', input: { messages: all }, output: { content: text || null, tool_calls: cs.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, metadata: md };
        break; }
      case 'smolagents': {
        const code = cs.map((c) => `${c.var || 'result'} = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || 'result'})`).join('\n');
        const out = cs.length ? `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : `Thought: ${text}\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(text.slice(0, 60))})\n\`\`\`<end_code>`;
        span = { type: 'llm', name: 'LiteLLMModel.generate', input: { messages: [{ role: 'system', content: [{ type: 'text', text: this.system }] }, ...msgs.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.role === 'tool' ? 'Observation:\n' + asText(m.content) : asText(m.content) }] }))], stop_sequences: ['<end_code>', 'Observation:'] },
          output: { role: 'assistant', content: out, token_usage: { input_tokens: pin, output_tokens: pout } }, metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model } };
        break; }
      case 'crewai': {
        const c = cs[0];
        const out = c ? `Thought: ${text}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}` : `Thought: ${text.split('\n')[0]}\nFinal Answer: ${text}`;
        span = { type: 'llm', name: 'LLM.call', input: { model: this.model, messages: [{ role: 'system', content: this.system }, ...msgs] }, output: out, metadata: { 'crewai.agent.role': this.agent, 'llm.model': this.model, tokens: { prompt: pin, completion: pout } } };
        break; }
      case 'agno':
        span = { type: 'llm', name: 'OpenAIChat.response', input: { messages: [{ role: 'system', content: this.system }, ...msgs] }, output: { content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) },
          metadata: { 'agno.run_id': n.uuid(), 'agno.session_id': this.sess, 'agno.agent.name': this.agent, metrics: { input_tokens: pin, output_tokens: pout, time: Number((n.ms(400, 6000) / 1000).toFixed(4)) } } };
        break;
      case 'mlflow':
        span = { type: 'llm', name: 'ChatOpenAI', input: { messages: [{ role: 'system', content: this.system }, ...msgs] }, output: { choices: [{ index: 0, message: { role: 'assistant', content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, finish_reason: cs.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: pin, completion_tokens: pout } },
          metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + this.trq(), 'mlflow.chat.tokenUsage': { input_tokens: pin, output_tokens: pout } } };
        break;
      default: throw new Error('style ' + this.style);
    }
    this.cur.push({ ...span, children: [] });
    this.hist.push({ role: 'assistant', content: text || (cs.length ? `[tool calls: ${cs.map((c) => c.name).join(', ')}]` : '') });
    return span;
  }
  trq() { if (!this._trq) this._trq = this.n.hex(32); return this._trq; }
  // record a tool execution. output any JSON; opt.error string; opt.raw for string-encoded args
  tool(name, args, output, opt = {}) {
    const n = this.n; n.tick(opt.ms ?? n.int(80, 4000));
    const idx = this.pending.findIndex((c) => c.name === name);
    const call = idx >= 0 ? this.pending.splice(idx, 1)[0] : { id: this.callId() };
    const id = call.id;
    const strArgs = opt.strArgs ?? ['vercel', 'oai_agents', 'agno'].includes(this.style);
    const input = strArgs ? JSON.stringify(args) : args;
    let span;
    switch (this.style) {
      case 'vercel': span = { type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.args': input }, output: { 'ai.toolCall.result': output }, metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': name, 'ai.toolCall.id': id } }; break;
      case 'otel': span = { type: 'tool', name: `execute_tool ${name}`, input: { 'gen_ai.tool.call.arguments': input }, output: { 'gen_ai.tool.call.result': output }, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.type': 'function' } }; break;
      case 'oai_agents': span = { type: 'tool', name, input, output, metadata: { span_id: 'span_' + n.hex(24), span_data: { type: 'function', name }, call_id: id } }; break;
      case 'openinference': case 'smolagents': span = { type: 'tool', name, input, output, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) } }; break;
      case 'langsmith': span = { type: 'tool', name, input: { input: JSON.stringify(args) }, output: { output }, metadata: { run_type: 'tool', ls_run_id: n.uuid(), tool_call_id: id } }; break;
      case 'mlflow': span = { type: 'tool', name, input: args, output, metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': 'tr-' + this.trq() } }; break;
      case 'agno': span = { type: 'tool', name, input: { function_name: name, arguments: input }, output, metadata: { 'agno.tool_call_id': id, tool_call_error: !!opt.error, execution_time: Number((n.ms(10, 3000) / 1000).toFixed(4)) } }; break;
      case 'crewai': span = { type: 'tool', name, input: args, output, metadata: { 'crewai.tool.usage_count': (this.use = (this.use || 0) + 1) } }; break;
      case 'gemini': span = { type: 'tool', name, input: args, output: { functionResponse: { name, response: output } } }; break;
      default: span = { type: 'tool', name, input, output, metadata: { tool_call_id: id } };
    }
    if (opt.error) span.error = opt.error;
    span.metadata = { ...(span.metadata || {}), ...(opt.meta || {}) };
    span.children = opt.children || [];
    (opt.into || this.cur).push(span);
    this.hist.push({ role: 'tool', name, tool_call_id: id, content: asText(opt.error && output == null ? { error: opt.error } : output) });
    return span;
  }
  // finish the trace; returns the root span
  root(output, opt = {}) {
    while (this.opened.length) this.close(this.opened[this.opened.length - 1].output ?? { status: 'completed' });
    const n = this.n;
    const names = { plain: 'agent_run', anthropic: 'agent.loop', vercel: 'ai.generateText', otel: `invoke_agent ${this.agent}`, langsmith: 'LangGraph', oai_agents: this.agent, gemini: 'agent.run', openinference: 'AgentRunner.chat', smolagents: 'CodeAgent.run', crewai: 'Crew.kickoff', agno: 'Agent.run', mlflow: 'AgentExecutor' };
    const metas = {
      plain: { session: this.sess }, anthropic: { model: this.model, harness: 'custom tool loop' },
      vercel: { 'operation.name': 'ai.generateText', 'ai.model.id': this.model, 'ai.settings.maxSteps': 25, 'ai.telemetry.functionId': this.agent },
      otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agent, 'gen_ai.conversation.id': this.sess },
      langsmith: { run_type: 'chain', thread_id: this.sess, ls_run_id: n.uuid() }, oai_agents: { span_data: { type: 'agent', name: this.agent, tools: this.toolNames }, group_id: this.sess },
      gemini: { model: this.model }, openinference: { 'openinference.span.kind': 'AGENT', 'session.id': this.sess },
      smolagents: { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 20, model_id: this.model }, crewai: { 'crew.id': this.sess, process: 'sequential' },
      agno: { 'agno.agent.name': this.agent, 'agno.session_id': this.sess, 'agno.framework': 'agno (formerly phidata)' }, mlflow: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + this.trq() },
    };
    const r = { type: 'agent', name: names[this.style], input: { goal: this.goal, ...(opt.input || {}) }, output, children: this.top, metadata: { ...metas[this.style], ...(opt.meta || {}) } };
    if (opt.error) r.error = opt.error;
    return r;
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f, depth = 0) { f(s, depth); (s.children || []).forEach((c) => walk(c, f, depth + 1)); }
export function http(n, status, body, extra = {}) {
  return { status, headers: { date: n.httpDate(), 'content-type': 'application/json', 'x-request-id': n.uuid(), ...extra }, body };
}

export const FAMILIES = {
  long_step_echo: { file: 'f1', loop: true, stagnation: true },
  reworded_empty_queries: { file: 'f2', loop: true, stagnation: false },
  paging_past_the_end: { file: 'f3', loop: true, stagnation: false },
  same_failure_after_each_fix: { file: 'f4', loop: true, stagnation: false },
  volatile_only_repeats: { file: 'f5', loop: true, stagnation: false },
  status_poll_until_change: { file: 'f6', loop: false, stagnation: false },
  pagination_new_items: { file: 'f7', loop: false, stagnation: false },
  transient_backoff_then_success: { file: 'f8', loop: false, stagnation: false },
  batch_distinct_items: { file: 'f9', loop: false, stagnation: false },
  refined_search_succeeds: { file: 'f10', loop: false, stagnation: false },
};
