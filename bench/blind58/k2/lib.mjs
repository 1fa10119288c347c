// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(r() * c.length)]; return s; };
  let clock = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 20), int(0, 59), int(0, 59)) + int(0, 999);
  const tick = (ms) => { clock += ms ?? int(40, 4000); return clock; };
  const iso = () => new Date(tick()).toISOString();
  const isoNoMs = () => iso().replace(/\.\d{3}Z$/, 'Z');
  const httpDate = () => new Date(tick()).toUTCString();
  const epoch = () => Math.floor(tick() / 1000);
  const epochMs = () => tick();
  const logTs = () => iso().replace('T', ' ').replace('Z', '');
  const offsetTs = (off = '+02:00') => { const d = new Date(tick() + (off.startsWith('+') ? 1 : -1) * (parseInt(off.slice(1, 3)) * 3600000)); return d.toISOString().replace('Z', off); };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const reqId = (p = 'req_') => p + b62(24);
  const sha = (n = 40) => hex(n);
  const etag = () => `W/"${hex(8)}-${hex(12)}"`;
  const dur = () => `${(r() * 3 + 0.05).toFixed(2)}s`;
  const ms = () => int(8, 2400);
  const tmp = (ext = '') => `/tmp/${pick(['tmp', 'job', 'run'])}${b62(8)}${ext}`;
  const host = (base) => `${base}-${pick(['a', 'b', 'c'])}${int(1, 9)}.${pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`;
  const jobId = (p = 'job') => `${p}-${int(10000, 99999)}-${hex(4)}`;
  const cursor = () => Buffer.from(`${int(1000, 9999)}:${hex(6)}`).toString('base64');
  const ratelimit = (limit = 600) => { const rem = int(1, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(int(1, 60)) }; };
  const traceparent = () => `00-${hex(32)}-${hex(16)}-01`;
  const tokens = () => ({ input: int(300, 9000), output: int(20, 900) });
  return { r, int, pick, hex, b62, tick, iso, isoNoMs, httpDate, epoch, epochMs, logTs, offsetTs, uuid, reqId, sha, etag, dur, ms, tmp, host, jobId, cursor, ratelimit, traceparent, tokens };
}

// Span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
// Style-aware builder kit. style decides span names and metadata keys like the imitated tracer.
export function kit(style, N, model = 'gpt-4o-2024-08-06') {
  const tk = () => N.tokens();
  const K = {
    agent(name, input, output, children, md = {}) {
      const m = { ...md };
      if (style === 'openinference') m['openinference.span.kind'] = 'AGENT';
      if (style === 'otel-genai') { m['gen_ai.operation.name'] = 'invoke_agent'; m['gen_ai.agent.name'] = name; }
      if (style === 'vercel') m['operation.name'] = 'ai.generateText';
      if (style === 'openai-agents') m['span_data.type'] = 'agent';
      if (style === 'langsmith') m['run_type'] = 'chain';
      if (style === 'weave') m['weave.op'] = name;
      return span(style === 'langsmith' ? 'chain' : 'agent', name, input, output, children, { metadata: Object.keys(m).length ? m : undefined });
    },
    llm(input, output, md = {}) {
      const t = tk(); let name = 'llm'; const m = { ...md };
      switch (style) {
        case 'vercel': name = 'ai.generateText.doGenerate'; Object.assign(m, { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': t.input, 'ai.usage.completionTokens': t.output, 'ai.response.id': N.reqId('chatcmpl-'), 'ai.response.timestamp': N.iso() }); break;
        case 'otel-genai': name = `chat ${model}`; Object.assign(m, { 'gen_ai.system': model.startsWith('claude') ? 'anthropic' : 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output, 'gen_ai.response.id': N.reqId('resp_') }); break;
        case 'openinference': name = 'ChatCompletion'; Object.assign(m, { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': t.input, 'llm.token_count.completion': t.output }); break;
        case 'langsmith': name = model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI'; Object.assign(m, { ls_provider: model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: model, run_id: N.uuid() }); break;
        case 'openai-agents': name = 'Response'; Object.assign(m, { 'span_data.type': 'response', response_id: N.reqId('resp_'), usage: t }); break;
        case 'anthropic': name = 'messages.create'; Object.assign(m, { model, id: 'msg_' + N.b62(24), usage: { input_tokens: t.input, output_tokens: t.output }, 'request-id': N.reqId('req_') }); break;
        case 'gemini': name = 'generateContent'; Object.assign(m, { modelVersion: model, responseId: N.b62(22), usageMetadata: { promptTokenCount: t.input, candidatesTokenCount: t.output } }); break;
        case 'weave': name = 'openai.chat.completions.create'; Object.assign(m, { 'weave.call_id': N.uuid(), model }); break;
        case 'crewai': name = 'LLM Call'; Object.assign(m, { model, 'crewai.version': '0.86.0' }); break;
        case 'smolagents': name = 'Step'; Object.assign(m, { model_id: model, 'step.duration': N.dur() }); break;
        case 'logfire': name = `chat ${model}`; Object.assign(m, { 'logfire.msg': `chat ${model}`, 'gen_ai.usage.input_tokens': t.input }); break;
        case 'griptape': name = 'PromptDriver.run'; Object.assign(m, { driver: 'OpenAiChatPromptDriver', model, event_id: N.uuid() }); break;
        case 'mlflow': name = 'ChatModel.predict'; Object.assign(m, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + N.hex(32) }); break;
        default: Object.assign(m, { model, usage: t });
      }
      return span('llm', name, input, output, [], { metadata: m });
    },
    tool(name, input, output, extra = {}) {
      const m = { ...(extra.metadata || {}) }; let nm = name;
      switch (style) {
        case 'vercel': nm = 'ai.toolCall'; Object.assign(m, { 'ai.toolCall.name': name, 'ai.toolCall.id': 'call_' + N.b62(24) }); break;
        case 'otel-genai': nm = `execute_tool ${name}`; Object.assign(m, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': 'call_' + N.b62(22) }); break;
        case 'openinference': Object.assign(m, { 'openinference.span.kind': 'TOOL', 'tool.name': name }); break;
        case 'openai-agents': Object.assign(m, { 'span_data.type': 'function' }); break;
        case 'gemini': Object.assign(m, { functionCallId: N.b62(12) }); break;
        case 'crewai': nm = `Tool Usage: ${name}`; break;
        case 'langsmith': Object.assign(m, { run_type: 'tool', run_id: N.uuid() }); break;
        case 'mlflow': Object.assign(m, { 'mlflow.spanType': 'TOOL' }); break;
      }
      return span('tool', nm, input, output, extra.children || [], { error: extra.error, metadata: Object.keys(m).length ? m : undefined });
    },
  };
  return K;
}
// message helpers
export const sys = (c) => ({ role: 'system', content: c });
export const user = (c) => ({ role: 'user', content: c });
export const asst = (c) => ({ role: 'assistant', content: c });
export const tcall = (N, name, args, content = null) => ({ role: 'assistant', content, tool_calls: [{ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
