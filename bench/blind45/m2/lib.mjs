// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders per recording style.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

export function noise(traceId) {
  const f = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(f() * (b - a + 1));
  const pick = (a) => a[Math.floor(f() * a.length)];
  const from = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[int(0, alpha.length - 1)]; return s; };
  const hex = (n) => from('0123456789abcdef', n);
  const b36 = (n) => from('0123456789abcdefghijklmnopqrstuvwxyz', n);
  const b62 = (n) => from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', n);
  let clock = Date.UTC(2025, 0, 6, 7, 0, 0) + int(0, 300) * 86400000 + int(0, 86399) * 1000;
  const tick = (lo = 1, hi = 25) => { clock += int(lo * 1000, hi * 1000) + int(0, 999); return clock; };
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  const d = () => new Date(tick());
  const R = {
    f, int, pick, hex, b36, b62, tick,
    iso: () => d().toISOString(),
    isoNoMs: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 1) => { const x = new Date(tick() + h * 3600000); return x.toISOString().replace('Z', '').replace(/\.\d+$/, '') + `+${pad(h)}:00`; },
    http: () => d().toUTCString(),
    epoch: () => Math.floor(tick() / 1000),
    epochMs: () => tick(),
    syslog: () => { const x = d(); return `${x.toUTCString().slice(8, 11)} ${pad(x.getUTCDate())} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`; },
    euro: () => { const x = d(); return `${pad(x.getUTCDate())}.${pad(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}`; },
    us: () => { const x = d(); const h = x.getUTCHours(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${h % 12 || 12}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    ulid: () => '01J' + from('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23),
    req: (p = 'req_') => p + b36(18),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    ms: () => int(8, 2900),
    dur: () => `${int(8, 2900)}ms`,
    secs: () => `${(f() * 14 + 0.05).toFixed(2)}s`,
    tmp: (ext = '') => `/tmp/tmp${b36(8)}${ext}`,
    host: (p) => `${p}-${int(1, 14)}.${pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`,
    pod: (p) => `${p}-${hex(10)}-${b36(5)}`,
    etag: () => `"${hex(32)}"`,
    weak: () => `W/"${hex(8)}-${b62(10)}"`,
    sha: (n = 40) => hex(n),
    job: (p = 'job') => `${p}-${int(10000, 99999)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: int(1, 9999), k: b62(8) })).toString('base64'),
    ratelimit: (lim = 600) => { const rem = int(1, lim); return { 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(int(1, 60)) }; },
    tokens: () => ({ input_tokens: int(300, 9000), output_tokens: int(20, 700) }),
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
  };
  return R;
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Style-specific builders. kind selects names, metadata keys and llm output shape.
export function mk(kind, R, model = 'gpt-4o-2024-08-06') {
  const ids = [];
  let step = 0;
  const newId = () => {
    if (kind === 'anthropic' || kind === 'claude_sdk') return 'toolu_01' + R.b62(22);
    if (kind === 'vercel' || kind === 'mastra') return 'call_' + R.b62(24);
    if (kind === 'responses' || kind === 'oai_agents') return 'call_' + R.b62(24);
    return 'call_' + R.b62(24);
  };
  const fmtOut = (text, calls) => {
    const cs = calls.map((c) => ({ ...c, id: newId() }));
    cs.forEach((c) => ids.push(c.id));
    switch (kind) {
      case 'anthropic': case 'claude_sdk':
        return { id: 'msg_01' + R.b62(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: R.tokens() };
      case 'gemini': case 'adk':
        return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(400, 8000), candidatesTokenCount: R.int(10, 400) }, modelVersion: model };
      case 'vercel': case 'mastra':
        return { text: text || '', toolCalls: cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: cs.length ? 'tool-calls' : 'stop', usage: { promptTokens: R.int(300, 6000), completionTokens: R.int(10, 500) } };
      case 'responses': case 'oai_agents':
        return { id: 'resp_' + R.hex(48), object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...cs.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))] };
      default:
        return { role: 'assistant', content: text || null, ...(cs.length ? { tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
    }
  };
  const llmName = { vercel: 'ai.generateText.doGenerate', mastra: 'llm.generate', otel: `chat ${model}`, langsmith: 'ChatOpenAI', langgraph: 'ChatAnthropic', oai_agents: 'Generation', responses: 'POST /v1/responses', anthropic: 'messages.create', claude_sdk: 'assistant', gemini: 'generateContent', adk: `call_llm`, openinference: 'ChatCompletion', crewai: 'LLM Call', autogen: 'create', agno: 'OpenAIChat.response', logfire: `chat ${model}`, langfuse: 'generation', weave: 'openai.chat.completions.create', mlflow: 'ChatOpenAI', smolagents: 'Step', strands: 'Model invoke', plain: 'chat.completions' }[kind] || 'llm';
  const llmMeta = () => {
    step++;
    const t = R.tokens();
    switch (kind) {
      case 'vercel': return { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': t.input_tokens, 'ai.usage.completionTokens': t.output_tokens, 'ai.response.id': 'chatcmpl-' + R.b62(29), 'ai.response.timestamp': R.iso() };
      case 'otel': case 'logfire': return { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + R.b62(29), 'gen_ai.usage.input_tokens': t.input_tokens, 'gen_ai.usage.output_tokens': t.output_tokens, ...(kind === 'logfire' ? { 'logfire.span_type': 'span', 'logfire.msg_template': 'chat {request_data[model]}' } : {}) };
      case 'langsmith': case 'langgraph': case 'mlflow': return { run_type: 'llm', run_id: R.uuid(), ls_model_name: model, ls_provider: kind === 'langgraph' ? 'anthropic' : 'openai', langgraph_step: step, langgraph_node: 'agent', ...(kind === 'mlflow' ? { 'mlflow.spanType': 'CHAT_MODEL' } : {}) };
      case 'openinference': return { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': t.input_tokens, 'llm.token_count.completion': t.output_tokens };
      case 'oai_agents': return { 'span_data.type': 'response', span_id: 'span_' + R.hex(24), trace_id: 'trace_' + R.hex(32) };
      case 'crewai': return { crewai_version: '0.86.0', llm: model, attempt: 1 };
      case 'autogen': return { 'gen_ai.system': 'openai', agent_id: 'assistant/default', message_id: R.uuid() };
      case 'agno': return { 'agno.run_id': R.uuid(), 'agno.session_id': R.uuid(), model: model, 'metrics.time_to_first_token': R.secs() };
      case 'langfuse': return { observation_type: 'GENERATION', model, usage: { input: t.input_tokens, output: t.output_tokens, unit: 'TOKENS' }, latency: R.ms() };
      case 'weave': return { call_id: R.ulid(), op_name: 'weave:///ops/openai.chat.completions.create', wb_run_id: R.b36(8) };
      case 'strands': return { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, event_loop_cycle_id: R.uuid() };
      case 'claude_sdk': return { session_id: R.uuid(), parent_tool_use_id: null, uuid: R.uuid() };
      case 'adk': return { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), 'gcp.vertex.agent.event_id': R.uuid() };
      default: return { model, request_id: R.req('req_'), latency_ms: R.ms() };
    }
  };
  const toolNameOf = (n) => ({ vercel: 'ai.toolCall', otel: `execute_tool ${n}`, logfire: `running tool: ${n}`, crewai: `Tool Usage: ${n}`, oai_agents: `Function: ${n}`, strands: `Tool: ${n}`, mastra: `tool.execute ${n}` }[kind] || n);
  const toolMeta = (n, id) => {
    switch (kind) {
      case 'vercel': return { 'ai.toolCall.name': n, 'ai.toolCall.id': id };
      case 'otel': case 'logfire': return { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id };
      case 'openinference': return { 'openinference.span.kind': 'TOOL', 'tool.name': n };
      case 'langsmith': case 'langgraph': case 'mlflow': return { run_type: 'tool', run_id: R.uuid(), langgraph_node: 'tools', tool_call_id: id };
      case 'oai_agents': return { 'span_data.type': 'function', span_id: 'span_' + R.hex(24) };
      default: return { tool_call_id: id };
    }
  };
  const api = {
    R, kind, model,
    llm(input, text, calls = [], extra = {}) { return span('llm', extra.name || llmName, input, fmtOut(text, calls), extra.children || [], { metadata: { ...llmMeta(), ...(extra.metadata || {}) } }); },
    tool(n, args, out, err, extra = {}) {
      const id = ids.shift() || newId();
      return span(extra.type || 'tool', toolNameOf(n), args, out, extra.children || [], { error: err, metadata: { ...toolMeta(n, id), ...(extra.metadata || {}) } });
    },
    agent(n, input, output, children, metadata = {}) {
      const nm = { vercel: 'ai.generateText', oai_agents: `Agent: ${n}`, crewai: `Crew: ${n}`, otel: `invoke_agent ${n}`, strands: `Agent ${n}`, adk: `invoke_agent ${n}`, openinference: n, logfire: 'agent run' }[kind] || n;
      const meta = { ...(kind === 'openinference' ? { 'openinference.span.kind': 'AGENT' } : {}), ...(kind === 'otel' ? { 'gen_ai.agent.name': n } : {}), ...(kind === 'langsmith' || kind === 'langgraph' ? { run_type: 'chain' } : {}), ...metadata };
      return span('agent', nm, input, output, children, { metadata: meta });
    },
    sys: (s) => ({ role: 'system', content: s }),
    user: (s) => ({ role: 'user', content: s }),
  };
  return api;
}

// Similarity used by validation (word-level Jaccard on normalized text).
export function words(s) { return new Set(String(s).toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w.length > 2)); }
export function jaccard(a, b) { const A = words(a), B = words(b); if (!A.size || !B.size) return 0; let i = 0; for (const w of A) if (B.has(w)) i++; return i / (A.size + B.size - i); }
