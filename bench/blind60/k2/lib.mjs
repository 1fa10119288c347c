// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'], DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

export function ctx(traceId) {
  const r = mulberry32(hashStr(traceId));
  let now = Date.UTC(2024, 0, 1) + Math.floor(r() * 400) * 86400000 + Math.floor(r() * 86400000);
  const c = {
    r, int: (a, b) => a + Math.floor(r() * (b - a + 1)), pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    tick: (lo = 200, hi = 4000) => { now += c.int(lo, hi); return now; },
    now: () => now,
    iso: () => new Date(c.tick()).toISOString(),
    isoOff: () => { const d = new Date(c.tick()); const o = c.pick([-5, 1, 2, 9, -8, 5.5]); const l = new Date(d.getTime() + o * 3600000); const sg = o < 0 ? '-' : '+'; const ao = Math.abs(o); return `${l.getUTCFullYear()}-${p2(l.getUTCMonth() + 1)}-${p2(l.getUTCDate())}T${p2(l.getUTCHours())}:${p2(l.getUTCMinutes())}:${p2(l.getUTCSeconds())}${sg}${p2(Math.floor(ao))}:${ao % 1 ? '30' : '00'}`; },
    http: () => { const d = new Date(c.tick()); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    log: () => { const d = new Date(c.tick()); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslog: () => { const d = new Date(c.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(c.tick() / 1000), epochMs: () => c.tick(),
    uuid: () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${c.pick(['8', '9', 'a', 'b'])}${c.hex(3)}-${c.hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01H'; for (let i = 0; i < 23; i++) s += A[Math.floor(r() * 32)]; return s; },
    req: (p = 'req') => `${p}_${c.b62(20)}`,
    etag: () => `W/"${c.hex(8)}-${c.hex(16)}"`, sha: () => c.hex(40), sha256: () => c.hex(64),
    ms: (lo = 40, hi = 2500) => c.int(lo, hi), secs: (lo = 0.2, hi = 9) => (lo + r() * (hi - lo)).toFixed(2) + 's',
    tmp: (ext = '') => `/tmp/tmp${c.b62(8).toLowerCase()}${ext}`,
    host: (p) => `${p}-${c.hex(5)}-${c.b62(5).toLowerCase()}`, ip: () => `10.${c.int(0, 255)}.${c.int(0, 255)}.${c.int(1, 254)}`,
    job: (p = 'job') => `${p}-${c.int(100000, 999999)}`, cursor: () => Buffer.from(`{"o":${c.int(10, 9999)},"k":"${c.hex(6)}"}`).toString('base64'),
    rate: (lim = 600) => { const rem = c.int(0, lim); return { 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(c.int(1, 60)) }; },
    tok: () => { const i = c.int(300, 9000), o = c.int(20, 700); return { input_tokens: i, output_tokens: o }; },
  };
  return c;
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// ---- recording styles ----
// Each style formats llm outputs and span names/metadata as the imitated tracer records them.
export function style(kind, c, model) {
  const calls = (tc) => tc || [];
  const S = {
    plain: {
      llmName: 'chat.completions', out: (text, tc) => ({ role: 'assistant', content: text ?? null, ...(calls(tc).length ? { tool_calls: calls(tc).map((t) => ({ id: 'call_' + c.b62(24), type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } })) } : {}) }),
      llmMeta: () => ({ model, usage: c.tok(), request_id: c.req('chatcmpl'), latency_ms: c.ms(300, 6000) }),
      toolName: (n) => n, toolMeta: () => ({ call_id: 'call_' + c.b62(24), duration_ms: c.ms() }),
    },
    openai_responses: {
      llmName: 'responses.create', out: (text, tc) => ({ id: 'resp_' + c.hex(32), object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls(tc).map((t) => ({ type: 'function_call', call_id: 'call_' + c.b62(24), name: t.name, arguments: JSON.stringify(t.args) }))] }),
      llmMeta: () => ({ model, usage: c.tok(), 'x-request-id': c.req('req'), 'openai-processing-ms': c.ms(400, 7000) }),
      toolName: (n) => n, toolMeta: () => ({ type: 'function_call_output', call_id: 'call_' + c.b62(24) }),
    },
    anthropic: {
      llmName: 'anthropic.messages.create', out: (text, tc) => ({ id: 'msg_' + c.b62(24), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...calls(tc).map((t) => ({ type: 'tool_use', id: 'toolu_' + c.b62(24), name: t.name, input: t.args }))], stop_reason: calls(tc).length ? 'tool_use' : 'end_turn', usage: c.tok() }),
      llmMeta: () => ({ 'anthropic-request-id': c.req('req'), 'anthropic-ratelimit-tokens-remaining': c.int(10000, 400000), latency_ms: c.ms(500, 9000) }),
      toolName: (n) => n, toolMeta: () => ({ tool_use_id: 'toolu_' + c.b62(24) }),
    },
    gemini: {
      llmName: 'models.generateContent', out: (text, tc) => ({ candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls(tc).map((t) => ({ functionCall: { name: t.name, args: t.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: c.int(400, 9000), candidatesTokenCount: c.int(20, 600) }, modelVersion: model, responseId: c.b62(22) }),
      llmMeta: () => ({ 'gemini.latency_ms': c.ms(300, 5000) }),
      toolName: (n) => n, toolMeta: () => ({ part: 'functionResponse' }),
    },
    vercel: {
      llmName: 'ai.generateText.doGenerate', out: (text, tc) => ({ text: text ?? '', toolCalls: calls(tc).map((t) => ({ toolCallType: 'function', toolCallId: 'call_' + c.b62(24), toolName: t.name, args: JSON.stringify(t.args) })), finishReason: calls(tc).length ? 'tool-calls' : 'stop' }),
      llmMeta: () => ({ 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': c.int(300, 8000), 'ai.usage.completionTokens': c.int(10, 600), 'ai.response.id': c.req('chatcmpl'), 'ai.response.timestamp': c.iso() }),
      toolName: () => 'ai.toolCall', toolMeta: (n) => ({ 'operation.name': 'ai.toolCall', 'ai.toolCall.name': n, 'ai.toolCall.id': 'call_' + c.b62(24) }),
    },
    otel_genai: {
      llmName: `chat ${model}`, out: (text, tc) => ({ 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls(tc).map((t) => ({ type: 'tool_call', id: 'call_' + c.b62(16), name: t.name, arguments: t.args }))], finish_reason: calls(tc).length ? 'tool_call' : 'stop' }] }),
      llmMeta: () => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': c.int(300, 9000), 'gen_ai.usage.output_tokens': c.int(10, 700), 'gen_ai.response.id': c.req('chatcmpl'), 'server.address': c.host('llm-gw') }),
      toolName: (n) => `execute_tool ${n}`, toolMeta: (n) => ({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': 'call_' + c.b62(16) }),
    },
    langsmith: {
      llmName: model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', out: (text, tc) => ({ generations: [[{ text: text ?? '', type: 'ChatGeneration', message: { type: 'ai', content: text ?? '', tool_calls: calls(tc).map((t) => ({ name: t.name, args: t.args, id: 'call_' + c.b62(24), type: 'tool_call' })) } }]], llm_output: { model_name: model } }),
      llmMeta: () => ({ run_type: 'llm', ls_provider: model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: model, run_id: c.uuid(), langgraph_step: c.int(1, 40), langgraph_node: 'agent', thread_id: c.uuid() }),
      toolName: (n) => n, toolMeta: () => ({ run_type: 'tool', run_id: c.uuid(), langgraph_node: 'tools' }),
    },
    openinference: {
      llmName: 'ChatCompletion', out: (text, tc) => ({ 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text ?? '', ...Object.fromEntries(calls(tc).flatMap((t, i) => [[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`, t.name], [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`, JSON.stringify(t.args)]])) }),
      llmMeta: () => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': c.int(300, 9000), 'llm.token_count.completion': c.int(10, 600) }),
      toolName: (n) => n, toolMeta: (n) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': n }),
    },
  };
  const st = S[kind];
  if (!st) throw new Error('unknown style ' + kind);
  return st;
}

// Builders bound to a context + style.
export function kit(traceId, kind, model) {
  const c = ctx(traceId);
  const st = style(kind, c, model);
  const L = (input, text, tc, extraMeta = {}) => span('llm', st.llmName, input, st.out(text, tc), [], { metadata: { ...st.llmMeta(), ...extraMeta } });
  const T = (name, args, output, opt = {}) => span(opt.type || 'tool', st.toolName(name), args, output, opt.children || [], { error: opt.error, metadata: { ...st.toolMeta(name), ...(opt.meta || {}) } });
  const A = (name, input, output, children, meta) => span('agent', name, input, output, children, meta ? { metadata: meta } : {});
  const msgs = (sys, user) => [{ role: 'system', content: sys }, { role: 'user', content: user }];
  return { c, st, L, T, A, span, msgs, model };
}
