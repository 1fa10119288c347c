// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders per recording style.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = n => String(n).padStart(2, '0');
export class Noise {
  constructor(seedStr) { this.r = mulberry32(hashStr(seedStr)); this.t = Date.UTC(2025, 0, 6) + Math.floor(this.r() * 300 * 86400) * 1000; this.n = 0; }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(this.r() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[this.int(0,3)]}${h.slice(17,20)}-${h.slice(20,32)}`; }
  tick(ms) { this.t += ms ?? this.int(150, 9000); return this.t; }
  iso(t = this.t) { return new Date(t).toISOString(); }
  isoLocal(t = this.t, off = '+02:00') { return new Date(t).toISOString().replace('Z', off); }
  http(t = this.t) { const d = new Date(t); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog(t = this.t) { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  eu(t = this.t) { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth()+1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  epoch(t = this.t) { return Math.floor(t / 1000); }
  epochMs(t = this.t) { return t; }
  ns(t = this.t) { return String(t) + String(this.int(100000, 999999)); }
  reqId(p = 'req_') { return p + this.b62(20); }
  ms() { return this.int(12, 2400); }
  dur() { return (this.int(8, 5400) / 1000).toFixed(3) + 's'; }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(p) { return `${p}-${this.int(1, 9)}${this.pick(['a','b','c'])}.${this.pick(['eu-west-1','us-east-2','fra1','ams3','lon1'])}.internal`; }
  pod(p) { return `${p}-${this.hex(10)}-${this.b62(5).toLowerCase()}`; }
  etag() { return `W/"${this.hex(8)}-${this.hex(12)}"`; }
  sha() { return this.hex(40); }
  job(p = 'job') { return `${p}_${this.int(10000, 99999)}${this.b62(4)}`; }
  cursor() { return Buffer.from(`${this.int(1000, 999999)}:${this.hex(6)}`).toString('base64').replace(/=+$/, ''); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  ip() { return `10.${this.int(0,255)}.${this.int(0,255)}.${this.int(1,254)}`; }
  ratelimit(limit = 600) { const rem = this.int(1, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 60)) }; }
}

// ---------- recording styles ----------
const MODELS = { plain: 'gpt-4o-2024-08-06', vercel: 'gpt-4o-mini', otel: 'gpt-4.1', langsmith: 'gpt-4o', oai_agents: 'gpt-4.1-mini', responses: 'o4-mini', anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', gemini: 'gemini-1.5-pro-002', adk: 'gemini-2.0-flash', openinference: 'gpt-4o', crewai: 'gpt-4o-mini', autogen: 'gpt-4o', llamaindex: 'gpt-4o-mini', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic: 'openai:gpt-4o', mastra: 'gpt-4o-mini', langfuse: 'gpt-4o', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', mlflow: 'gpt-4o-mini', weave: 'gpt-4o', agno: 'gpt-4.1', semantic_kernel: 'gpt-4o', haystack: 'gpt-4o-mini', letta: 'gpt-4o-mini' };
const OAI_FMT = new Set(['plain','otel','langsmith','oai_agents','openinference','crewai','autogen','llamaindex','smolagents','pydantic','mastra','langfuse','mlflow','weave','agno','semantic_kernel','haystack','letta']);
const ANTH_FMT = new Set(['anthropic','claude_sdk','strands']);
const GEM_FMT = new Set(['gemini','adk']);

export class Tracer {
  constructor(traceId, style) { this.id = traceId; this.style = style; this.N = new Noise(traceId); this.model = MODELS[style] || 'gpt-4o'; this.pending = []; this.step = 0; }
  _callId() { const s = this.style; if (ANTH_FMT.has(s)) return 'toolu_01' + this.N.b62(22); if (s === 'responses') return 'call_' + this.N.b62(24); if (GEM_FMT.has(s)) return 'adk-' + this.N.uuid(); return 'call_' + this.N.b62(24); }
  _times(extra) { const start = this.N.t; const end = this.N.tick(); return { start, end }; }
  // llm span. opts: {messages|prompt, text, calls:[[name,args]], reasoning, name, meta}
  llm(o) {
    const s = this.style, N = this.N; const { start, end } = this._times();
    const calls = (o.calls || []).map(([name, args]) => ({ id: this._callId(), name, args }));
    this.pending.push(...calls);
    const pin = N.int(600, 9000), pout = N.int(20, 600);
    let output, name, meta = {};
    const input = o.prompt !== undefined ? o.prompt : { messages: o.messages || [] };
    if (ANTH_FMT.has(s)) {
      const content = [];
      if (o.reasoning) content.push({ type: 'thinking', thinking: o.reasoning, signature: N.b62(32) });
      if (o.text) content.push({ type: 'text', text: o.text });
      for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      output = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: pin, output_tokens: pout, cache_read_input_tokens: N.pick([0, 0, 2048, 4096]) } };
      name = s === 'strands' ? 'Model invoke' : s === 'claude_sdk' ? 'assistant' : 'anthropic.messages.create';
      meta = s === 'strands' ? { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': this.model, 'gen_ai.usage.prompt_tokens': pin, 'gen_ai.usage.completion_tokens': pout, 'event_loop.cycle_id': N.uuid() } : s === 'claude_sdk' ? { session_id: this.session || (this.session = N.uuid()), uuid: N.uuid(), parentUuid: N.uuid(), timestamp: N.iso(end), requestId: 'req_011' + N.b62(21) } : { request_id: 'req_011' + N.b62(21), latency_ms: end - start, 'anthropic-ratelimit-tokens-remaining': String(N.int(10000, 400000)) };
    } else if (GEM_FMT.has(s)) {
      const parts = [];
      if (o.reasoning) parts.push({ text: o.reasoning, thought: true });
      if (o.text) parts.push({ text: o.text });
      for (const c of calls) parts.push({ functionCall: s === 'adk' ? { id: c.id, name: c.name, args: c.args } : { name: c.name, args: c.args } });
      output = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -N.f() / 3 }], usageMetadata: { promptTokenCount: pin, candidatesTokenCount: pout, totalTokenCount: pin + pout }, modelVersion: this.model, responseId: N.b62(22) };
      name = s === 'adk' ? 'call_llm' : `models/${this.model}:generateContent`;
      meta = s === 'adk' ? { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': this.model, 'gcp.vertex.agent.invocation_id': this.inv || (this.inv = 'e-' + N.uuid()), 'gcp.vertex.agent.event_id': N.uuid() } : { 'x-goog-request-id': N.hex(16), latencyMs: end - start };
    } else if (s === 'responses') {
      const out = [];
      if (o.reasoning) out.push({ id: 'rs_' + N.hex(40), type: 'reasoning', summary: [{ type: 'summary_text', text: o.reasoning }] });
      if (o.text) out.push({ id: 'msg_' + N.hex(40), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: o.text, annotations: [] }] });
      for (const c of calls) out.push({ id: 'fc_' + N.hex(40), type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
      output = { id: 'resp_' + N.hex(40), object: 'response', created_at: N.epoch(start), status: 'completed', model: this.model, output: out, usage: { input_tokens: pin, output_tokens: pout, output_tokens_details: { reasoning_tokens: N.int(0, 900) } } };
      name = 'responses.create'; meta = { 'openai-processing-ms': String(end - start), 'x-request-id': 'req_' + N.hex(32) };
    } else if (s === 'vercel') {
      output = { text: o.text || '', toolCalls: calls.map(c => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      if (o.reasoning) output.reasoning = o.reasoning;
      name = 'ai.generateText.doGenerate';
      meta = { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': pin, 'ai.usage.completionTokens': pout, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(end), 'ai.settings.maxRetries': 2 };
    } else {
      const msg = { role: 'assistant', content: o.text ?? null };
      if (calls.length) msg.tool_calls = calls.map(c => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      if (o.reasoning) msg.reasoning_content = o.reasoning;
      output = (s === 'plain' || s === 'langfuse' || s === 'weave') ? { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(end), model: this.model, choices: [{ index: 0, message: msg, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: pin, completion_tokens: pout, total_tokens: pin + pout }, system_fingerprint: 'fp_' + N.hex(10) } : msg;
      const nm = { plain: 'chat.completions.create', otel: `chat ${this.model}`, langsmith: 'ChatOpenAI', oai_agents: 'Generation', openinference: 'ChatCompletion', crewai: 'LLM.call', autogen: 'OpenAIChatCompletionClient.create', llamaindex: 'OpenAI.chat', smolagents: 'OpenAIServerModel.generate', pydantic: `chat ${this.model.replace('openai:', '')}`, mastra: 'llm.generate', langfuse: 'OpenAI-generation', mlflow: 'ChatOpenAI', weave: 'openai.chat.completions.create', agno: 'OpenAIChat.response', semantic_kernel: 'chat.completions gpt-4o', haystack: 'OpenAIChatGenerator.run', letta: 'llm_request' };
      name = nm[s] || 'chat';
      const mm = {
        otel: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': pin, 'gen_ai.usage.output_tokens': pout, 'server.address': 'api.openai.com' },
        openinference: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.token_count.prompt': pin, 'llm.token_count.completion': pout, 'llm.invocation_parameters': JSON.stringify({ temperature: 0.2 }) },
        langsmith: { run_type: 'llm', run_id: N.uuid(), ls_provider: 'openai', ls_model_name: this.model, ls_temperature: 0, langgraph_step: ++this.step, langgraph_node: 'agent', dotted_order: `${N.iso(start).replace(/[-:.]/g, '')}${N.uuid()}` },
        oai_agents: { span_data: { type: 'generation', model: this.model, usage: { input_tokens: pin, output_tokens: pout } }, span_id: 'span_' + N.hex(24), trace_id: 'trace_' + N.hex(32) },
        mlflow: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.chat.tokenUsage': { input_tokens: pin, output_tokens: pout } },
        weave: { call_id: N.uuid(), op_name: 'weave:///team/proj/op/openai.chat.completions.create:' + N.b62(10), wb_run_id: N.b62(8).toLowerCase() },
        langfuse: { observationType: 'GENERATION', id: N.uuid(), model: this.model, usage: { input: pin, output: pout, unit: 'TOKENS' }, costDetails: { total: +(pin * 2.5e-6 + pout * 1e-5).toFixed(6) } },
        pydantic: { 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model.replace('openai:', ''), 'gen_ai.usage.input_tokens': pin, 'gen_ai.usage.output_tokens': pout },
        agno: { run_id: N.uuid(), session_id: this.session || (this.session = N.uuid()), metrics: { input_tokens: pin, output_tokens: pout, time: +((end - start) / 1000).toFixed(4) } },
        semantic_kernel: { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.finish_reason': calls.length ? 'ToolCalls' : 'Stop', 'gen_ai.usage.prompt_tokens': pin, 'gen_ai.usage.completion_tokens': pout },
        smolagents: { step_number: ++this.step, 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': pin },
      };
      meta = mm[s] || { model: this.model, usage: { prompt_tokens: pin, completion_tokens: pout }, latency_ms: end - start };
    }
    const sp = { type: 'llm', name: o.name || name, input, output, children: [], metadata: { ...meta, start_time: N.iso(start), end_time: N.iso(end), ...(o.meta || {}) } };
    return sp;
  }
  // tool span. opts: {error, argsString, children, name, type, meta}
  tool(name, args, output, o = {}) {
    const s = this.style, N = this.N; const { start, end } = this._times();
    const idx = this.pending.findIndex(c => c.name === name); const call = idx >= 0 ? this.pending.splice(idx, 1)[0] : null;
    const cid = call ? call.id : null;
    const input = o.argsString ? JSON.stringify(args) : args;
    let sname = name, meta = {};
    switch (s) {
      case 'vercel': sname = 'ai.toolCall'; meta = { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': name, 'ai.toolCall.id': cid }; break;
      case 'otel': case 'semantic_kernel': sname = `execute_tool ${name}`; meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': cid }; break;
      case 'openinference': case 'smolagents': meta = { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) }; break;
      case 'langsmith': meta = { run_type: 'tool', run_id: N.uuid(), langgraph_node: 'tools', langgraph_step: ++this.step, tool_call_id: cid }; break;
      case 'oai_agents': meta = { span_data: { type: 'function', name, mcp_data: null }, span_id: 'span_' + N.hex(24) }; break;
      case 'anthropic': case 'claude_sdk': meta = { tool_use_id: cid }; if (s === 'claude_sdk') { meta.uuid = N.uuid(); meta.timestamp = N.iso(end); } break;
      case 'strands': sname = `Tool: ${name}`; meta = { 'gen_ai.tool.name': name, 'tool.status': o.error ? 'error' : 'success', 'gen_ai.tool.call.id': cid }; break;
      case 'gemini': case 'adk': sname = s === 'adk' ? `execute_tool ${name}` : name; meta = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), functionCallId: cid }; break;
      case 'pydantic': sname = `running tool: ${name}`; meta = { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': cid }; break;
      case 'crewai': sname = name; meta = { tool_class: name.replace(/(^|_)(\w)/g, (m, a, b) => b.toUpperCase()) + 'Tool', crew_id: this.crew || (this.crew = N.uuid()) }; break;
      case 'mlflow': meta = { 'mlflow.spanType': 'TOOL' }; break;
      case 'langfuse': meta = { observationType: 'TOOL', id: N.uuid() }; break;
      case 'mastra': sname = `tool.execute ${name}`; meta = { componentName: name, runId: N.uuid() }; break;
      default: meta = cid ? { tool_call_id: cid } : {};
    }
    const sp = { type: o.type || 'tool', name: o.name || sname, input, output, children: o.children || [], metadata: { ...meta, start_time: N.iso(start), end_time: N.iso(end), duration_ms: end - start, ...(o.meta || {}) } };
    if (o.error) sp.error = o.error;
    return sp;
  }
  retriever(name, query, docs, o = {}) { const N = this.N; const { start, end } = this._times(); return { type: 'retriever', name, input: { query, ...(o.params || {}) }, output: { documents: docs }, children: [], metadata: { start_time: N.iso(start), end_time: N.iso(end), ...(o.meta || {}) } }; }
  agent(name, input, output, children, o = {}) { const N = this.N; const sp = { type: o.type || 'agent', name, input, output, children, metadata: { framework_style: this.style, run_started: N.iso(children[0]?.metadata?.start_time ? Date.parse(children[0].metadata.start_time) : N.t), ...(o.meta || {}) } }; if (o.error) sp.error = o.error; return sp; }
  span(type, name, input, output, children = [], o = {}) { const sp = { type, name, input, output, children, metadata: { start_time: this.N.iso(), ...(o.meta || {}) } }; this.N.tick(); if (o.error) sp.error = o.error; return sp; }
}
export const sys = t => ({ role: 'system', content: t });
export const user = t => ({ role: 'user', content: t });
export const asst = t => ({ role: 'assistant', content: t });
export const toolMsg = (t, id = 'call') => ({ role: 'tool', tool_call_id: id, content: typeof t === 'string' ? t : JSON.stringify(t) });

// ---------- text similarity used by validate ----------
export function llmTexts(span, acc = []) {
  if (span.type === 'llm') { const t = extractText(span.output); if (t) acc.push(t); }
  for (const c of span.children || []) llmTexts(c, acc); return acc;
}
export function extractText(o) {
  if (o == null) return '';
  if (typeof o === 'string') return o;
  const parts = [];
  const walk = (x, k) => { if (x == null) return; if (typeof x === 'string') { if (['text', 'content', 'thinking', 'reasoning', 'reasoning_content', 'final_answer', 'thought'].includes(k)) parts.push(x); return; } if (Array.isArray(x)) { x.forEach(v => walk(v, k)); return; } if (typeof x === 'object') for (const [kk, v] of Object.entries(x)) walk(v, kk === 'summary' ? 'text' : kk); };
  walk(o, ''); return parts.join(' ');
}
export function words(t) { return new Set(t.toLowerCase().replace(/[^a-z\s]/g, ' ').split(/\s+/).filter(w => w.length > 2)); }
export function jaccard(a, b) { const A = words(a), B = words(b); if (!A.size || !B.size) return 0; let i = 0; for (const w of A) if (B.has(w)) i++; return i / (A.size + B.size - i); }
export function maxPairSim(texts) { let m = 0; for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) { if (texts[i].length < 20 || texts[j].length < 20) continue; m = Math.max(m, jaccard(texts[i], texts[j])); } return m; }
export function walk(span, fn, depth = 0, parent = null) { fn(span, depth, parent); for (const c of span.children || []) walk(c, fn, depth + 1, span); }
