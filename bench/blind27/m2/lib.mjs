// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.

export function hashStr(s) {
  // cyrb53-style 32-bit mix
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
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
const p2 = (n) => String(n).padStart(2, '0');

// Noise generator bound to one trace. Keeps a virtual clock.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  // virtual clock: somewhere in 2024-2025 (fixed base epoch, no clock read)
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n, set = 'abcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; },
    ALNUM: (n) => N.alnum(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    b64: (n) => N.alnum(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => '01' + N.alnum(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    sha: () => N.hex(64),
    sha1: () => N.hex(40),
    git: () => N.hex(7),
    etag: () => (r() < 0.5 ? `W/"${N.hex(8)}-${N.hex(12)}"` : `"${N.hex(32)}"`),
    req: (prefix = 'req_') => prefix + N.alnum(24),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    // clock
    base: t,
    setClock: (v) => { t = v; },
    resetClock: () => { t = N.base + 1000 * Math.floor(r() * 5); },
    tick: (min = 1, max = 9) => { t += N.int(min * 1000, max * 1000); return t; },
    wait: (sec) => { t += sec * 1000; return t; },
    now: () => t,
    iso: () => new Date(N.tick(0, 2)).toISOString(),
    isoS: () => new Date(N.tick(0, 2)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoUs: () => new Date(N.tick(0, 2)).toISOString().replace('Z', String(N.int(0, 999)).padStart(3, '0') + '+00:00'),
    http: () => { const d = new Date(N.tick(0, 2)); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(N.tick(0, 2)); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    local: (off = '+01:00') => { const d = new Date(N.tick(0, 2) + (off.startsWith('-') ? -1 : 1) * parseInt(off.slice(1, 3)) * 3600000); return d.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, off); },
    compact: () => new Date(N.tick(0, 2)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    epoch: () => Math.floor(N.tick(0, 2) / 1000),
    epochMs: () => N.tick(0, 2),
    epochNs: () => String(N.tick(0, 2)) + String(N.int(0, 999999)).padStart(6, '0'),
    dmy: () => { const d = new Date(N.tick(0, 2)); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    ms: (a = 40, b = 900) => `${N.int(a, b)}ms`,
    secs: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    dur: () => N.int(30, 4000),
    tmp: (ext = '') => `/tmp/tmp${N.alnum(8)}/${N.alnum(6)}${ext}`,
    job: (prefix = 'job') => `${prefix}-${N.int(10000, 99999)}-${N.alnum(5)}`,
    host: (prefix = 'api') => `${prefix}-${N.hex(5)}-${N.alnum(5)}`,
    ip: () => `10.${N.int(0, 255)}.${N.int(0, 255)}.${N.int(1, 254)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(1, 99999), k: N.hex(6) })).toString('base64').replace(/=+$/, ''),
    rate: (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.int(1, 60)) }),
    tokens: () => { const i = N.int(300, 6000), o = N.int(12, 600); return { prompt_tokens: i, completion_tokens: o, total_tokens: i + o }; },
    cost: () => Number((r() * 0.02).toFixed(6)),
    callId: (prefix = 'call_') => prefix + N.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    seq: (() => { let s = N_SEQ_BASE(); return () => ++s; })(),
  };
  function N_SEQ_BASE() { return 1000 + Math.floor(r() * 90000); }
  return N;
}

// ---------- span builders ----------
export function span(type, name, input, output, extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: extra.children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata, error) => span('agent', name, input, output, { children, metadata, error });
export const llm = (name, input, output, metadata, children) => span('llm', name, input, output, { metadata, children });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, { metadata, error });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const J = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
const tail = (h, n = 10) => (h.length <= n ? h.slice() : [h[0], h[1], ...h.slice(h.length - (n - 2))]);

// ---- message format converters ----
function toOpenAI(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content ?? null };
      if (m.tool_calls && m.tool_calls.length) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.tool_call_id, content: m.content };
    return { role: m.role, content: m.content };
  });
}
function toAnthropic(h) {
  const msgs = [];
  for (const m of h.slice(1)) {
    if (m.role === 'assistant') {
      const c = [];
      if (m.think) c.push({ type: 'text', text: m.think });
      if (m.content) c.push({ type: 'text', text: m.content });
      for (const t of m.tool_calls || []) c.push({ type: 'tool_use', id: t.id, name: t.name, input: t.args });
      msgs.push({ role: 'assistant', content: c });
    } else if (m.role === 'tool') {
      const last = msgs[msgs.length - 1];
      const block = { type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content, ...(m.is_error ? { is_error: true } : {}) };
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(block);
      else msgs.push({ role: 'user', content: [block] });
    } else msgs.push({ role: 'user', content: m.content });
  }
  return msgs;
}
function toGemini(h) {
  const out = [];
  for (const m of h.slice(1)) {
    if (m.role === 'assistant') {
      const parts = [];
      if (m.content || m.think) parts.push({ text: m.content || m.think });
      for (const t of m.tool_calls || []) parts.push({ functionCall: { name: t.name, args: t.args } });
      out.push({ role: 'model', parts });
    } else if (m.role === 'tool') out.push({ role: 'user', parts: [{ functionResponse: { name: m.name, response: safeParse(m.content) } }] });
    else out.push({ role: 'user', parts: [{ text: m.content }] });
  }
  return out;
}
function toOllama(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content || m.think || '' };
      if (m.tool_calls && m.tool_calls.length) o.tool_calls = m.tool_calls.map((c) => ({ function: { name: c.name, arguments: c.args } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', content: m.content, tool_name: m.name };
    return { role: m.role, content: m.content };
  });
}
function toMistralEntries(h) {
  const out = [];
  for (const m of h.slice(1)) {
    if (m.role === 'user') out.push({ type: 'message.input', role: 'user', content: m.content });
    else if (m.role === 'assistant') {
      if (m.content || m.think) out.push({ type: 'message.output', role: 'assistant', content: m.content || m.think });
      for (const c of m.tool_calls || []) out.push({ type: 'function.call', tool_call_id: c.id, name: c.name, arguments: J(c.args) });
    } else if (m.role === 'tool') out.push({ type: 'function.result', tool_call_id: m.tool_call_id, result: m.content });
  }
  return out;
}
function toCohere(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'assistant') {
      const o = { role: 'assistant' };
      if (m.think) o.tool_plan = m.think;
      if (m.content) o.content = [{ type: 'text', text: m.content }];
      if (m.tool_calls && m.tool_calls.length) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      out.push(o);
    } else if (m.role === 'tool') out.push({ role: 'tool', tool_call_id: m.tool_call_id, content: [{ type: 'document', document: { data: m.content } }] });
    else out.push({ role: m.role, content: m.content });
  }
  return out;
}
function toAiderMd(h) {
  return h.slice(1).map((m) => {
    if (m.role === 'user') return m.content.split('\n').map((l) => '#### ' + l).join('\n');
    if (m.role === 'tool') return m.content.split('\n').map((l) => '> ' + l).join('\n');
    return m.content || m.think || '';
  }).join('\n\n');
}
function safeParse(s) { try { return JSON.parse(s); } catch { return { result: s }; } }

// ---- styles ----
// Each style: root(sc, kids, N) ; llm(ctx, N) ; tool(call, N) ; optional nest, user(text, N), sub(sub, kids, N), callId(N)
const oaOut = (ctx) => {
  const o = { role: 'assistant', content: ctx.say ?? (ctx.calls.length ? ctx.think ?? null : ctx.think ?? null) };
  if (ctx.say && ctx.think) o.reasoning_content = ctx.think;
  if (ctx.calls.length) o.tool_calls = ctx.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
  return o;
};
const textOf = (ctx) => [ctx.think, ctx.say].filter(Boolean).join('\n\n');
const toolOut = (c) => (c.error ? (c.out ?? null) : c.out);

export const STYLES = {
  plain: {
    root: (sc, kids, N) => agent(sc.agentName || 'agent', { task: sc.goal }, sc.final ?? null, kids, { run_id: N.uuid(), started_at: N.iso() }, sc.rootError),
    llm: (ctx, N) => llm('chat.completions', { model: ctx.model, messages: toOpenAI(ctx.hist) }, oaOut(ctx), { model: ctx.model, usage: N.tokens(), latency_ms: N.dur(), ts: N.iso() }),
    tool: (c, N) => tool(c.name, c.args, toolOut(c), { tool_call_id: c.id, duration_ms: N.dur() }, c.error),
  },
  litellm: {
    root: (sc, kids, N) => agent(sc.agentName || 'litellm-agent', { goal: sc.goal }, sc.final ?? null, kids, { litellm_proxy: `https://${N.host('litellm')}.internal:4000`, session_id: N.uuid(), user_api_key_alias: sc.keyAlias || 'svc-agent' }, sc.rootError),
    llm: (ctx, N) => {
      const id = 'chatcmpl-' + N.alnum(29, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
      const msgs = toOpenAI(ctx.hist);
      const start = N.epoch() + N.r();
      const resp = { id, object: 'chat.completion', model: ctx.model, choices: [{ index: 0, finish_reason: ctx.calls.length ? 'tool_calls' : 'stop', message: oaOut(ctx) }], usage: N.tokens() };
      return llm('litellm.acompletion', { messages: msgs, model: ctx.model }, resp, {
        standard_logging_object: {
          id, trace_id: N.uuid(), call_type: 'acompletion', status: 'success', model: ctx.model, model_group: ctx.model.split('/').pop(), api_base: N.pick(['https://api.openai.com/v1', 'https://eastus2.api.cognitive.microsoft.com/openai', 'http://vllm-' + N.hex(4) + ':8000/v1']),
          startTime: Number(start.toFixed(6)), endTime: Number((start + N.r() * 6).toFixed(6)), response_cost: N.cost(), cache_hit: false,
          messages: msgs, response: resp, model_parameters: { temperature: ctx.temperature ?? 0.2, tool_choice: 'auto', max_tokens: 2048 },
          hidden_params: { litellm_call_id: N.uuid(), x_litellm_version: '1.' + N.int(40, 74) + '.' + N.int(0, 20) },
        },
      });
    },
    tool: (c, N) => tool(c.name, { tool_call_id: c.id, arguments: J(c.args) }, toolOut(c), { source: 'agent_runtime', elapsed: N.secs(0.05, 3) }, c.error),
  },
  opik: {
    nest: true,
    root: (sc, kids, N) => span('general', sc.agentName || 'agent_run', { input: sc.goal }, { output: sc.final ?? null }, { children: kids, error: sc.rootError, metadata: { opik: { project_name: sc.project || 'default', trace_id: N.uuid() }, created_by: 'opik-python 1.' + N.int(1, 7) + '.' + N.int(0, 30) } }),
    llm: (ctx, N) => span('llm', `${ctx.model.split('/').pop()}_completion`, { input: { messages: toOpenAI(ctx.hist) } }, { output: oaOut(ctx) }, { metadata: { provider: 'openai', model: ctx.model, usage: N.tokens(), span_id: N.uuid(), start_time: N.iso(), total_estimated_cost: N.cost() } }),
    tool: (c, N) => span('tool', c.name, { input: c.args }, { output: toolOut(c) }, { error: c.error, metadata: { span_id: N.uuid(), end_time: N.iso() } }),
    user: (text, N) => span('general', 'user_reply', { input: null }, { output: text }, { metadata: { span_id: N.uuid() } }),
  },
  openlit: {
    root: (sc, kids, N) => agent(sc.agentName || 'invoke_agent', { 'gen_ai.prompt': sc.goal }, sc.final ?? null, kids, { 'service.name': sc.service || 'agent-svc', 'telemetry.sdk.name': 'openlit', 'telemetry.sdk.version': '1.' + N.int(20, 35) + '.' + N.int(0, 9), 'deployment.environment': 'production', trace_id: N.hex(32) }, sc.rootError),
    llm: (ctx, N) => {
      const u = N.tokens();
      return llm(`chat ${ctx.model}`, { 'gen_ai.prompt': JSON.stringify(toOpenAI(ctx.hist)) }, { 'gen_ai.completion': textOf(ctx) || null, 'gen_ai.response.tool_calls': ctx.calls.length ? ctx.calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) : undefined }, { 'gen_ai.system': 'openai', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': ctx.model, 'gen_ai.response.id': 'chatcmpl-' + N.alnum(20), 'gen_ai.usage.input_tokens': u.prompt_tokens, 'gen_ai.usage.output_tokens': u.completion_tokens, 'gen_ai.usage.cost': N.cost(), 'gen_ai.server.ttft': Number((N.r() * 2).toFixed(3)), span_id: N.hex(16) });
    },
    tool: (c, N) => tool(`execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': J(c.args) }, { 'gen_ai.tool.call.result': J(toolOut(c)) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, span_id: N.hex(16) }, c.error),
  },
  langtrace: {
    root: (sc, kids, N) => agent(sc.agentName || 'agent.run', { task: sc.goal }, sc.final ?? null, kids, { 'langtrace.service.name': sc.service || 'agent', 'langtrace.sdk.name': 'langtrace-python-sdk', 'langtrace.version': '3.' + N.int(0, 8) + '.' + N.int(0, 20), 'langtrace.testId': '', session_id: N.uuid() }, sc.rootError),
    llm: (ctx, N) => llm('openai.chat.completions.create', { 'llm.prompts': JSON.stringify(toOpenAI(ctx.hist)), 'llm.model': ctx.model }, { 'llm.responses': JSON.stringify([{ role: 'assistant', content: textOf(ctx) || null, tool_calls: ctx.calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: J(c.args) } })) }]) }, { 'langtrace.service.type': 'llm', 'llm.token.counts': JSON.stringify(N.tokens()), 'http.max.retries': 2, 'url.full': 'https://api.openai.com/v1/', 'llm.response.id': 'chatcmpl-' + N.alnum(22), 'span.start': N.epochNs() }),
    tool: (c, N) => tool(c.name, { args: c.args }, toolOut(c), { 'langtrace.service.type': 'framework', 'tool.call_id': c.id, 'span.duration_ms': N.dur() }, c.error),
  },
  assistants: {
    root: (sc, kids, N) => agent('thread.run', { thread_id: 'thread_' + N.alnum(24), assistant_id: 'asst_' + N.alnum(24), instructions: sc.system, additional_messages: [{ role: 'user', content: sc.goal }] }, { status: sc.rootError ? 'incomplete' : 'completed', last_message: sc.final ?? null }, kids, { run_id: 'run_' + N.alnum(24), model: sc.model, created_at: N.epoch(), max_completion_tokens: 4096, ...(sc.rootError ? { incomplete_details: { reason: sc.rootError } } : {}) }, sc.rootError),
    nest: true,
    llm: (ctx, N) => {
      const stepId = 'step_' + N.alnum(24);
      const details = ctx.calls.length ? { type: 'tool_calls', tool_calls: ctx.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args), output: c.error ? J({ error: c.error, detail: c.out ?? null }) : J(c.out) } })) } : { type: 'message_creation', message_creation: { message_id: 'msg_' + N.alnum(24) } };
      const out = { id: stepId, object: 'thread.run.step', type: details.type, status: 'completed', step_details: details, created_at: N.epoch(), completed_at: N.epoch(), usage: N.tokens() };
      if (textOf(ctx)) out.message = { role: 'assistant', content: [{ type: 'text', text: { value: textOf(ctx), annotations: [] } }] };
      return llm('run_step', { messages: toOpenAI(ctx.hist) }, out, { step_id: stepId });
    },
    tool: (c, N) => tool(c.name, JSON.stringify(c.args), c.error ? J({ error: c.error, detail: c.out ?? null }) : J(c.out), { submit_tool_outputs: true, tool_call_id: c.id, duration_ms: N.dur() }, c.error),
  },
  cohere: {
    nest: true,
    root: (sc, kids, N) => agent(sc.agentName || 'cohere-agent', { message: sc.goal, preamble: sc.system }, sc.final ?? null, kids, { generation_id: N.uuid(), api_version: 'v2', model: sc.model }, sc.rootError),
    llm: (ctx, N) => {
      const out = { id: N.uuid(), finish_reason: ctx.calls.length ? 'TOOL_CALL' : 'COMPLETE', message: { role: 'assistant' } };
      if (ctx.think) out.message.tool_plan = ctx.think;
      if (ctx.say) out.message.content = [{ type: 'text', text: ctx.say }];
      if (ctx.calls.length) out.message.tool_calls = ctx.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      out.usage = { billed_units: { input_tokens: N.int(200, 4000), output_tokens: N.int(10, 500) } };
      return llm('cohere.chat', { model: ctx.model, messages: toCohere(ctx.hist) }, out, { 'x-api-warning': undefined, 'num_tokens': N.int(200, 4000), 'x-request-id': N.hex(32) });
    },
    tool: (c, N) => tool(c.name, c.args, { tool_results: [{ call: { name: c.name, parameters: c.args }, outputs: [c.error ? { error: c.error, detail: c.out ?? null } : c.out] }] }, { tool_call_id: c.id }, c.error),
    callId: (N, name) => `${name}_${N.alnum(12)}`,
  },
  mistral: {
    root: (sc, kids, N) => agent('conversation', { inputs: sc.goal, agent_id: 'ag_' + N.hex(32), store: true }, sc.final ?? null, kids, { conversation_id: 'conv_' + N.hex(32), object: 'conversation.response', created_at: N.isoUs() }, sc.rootError),
    llm: (ctx, N) => {
      const outputs = [];
      if (textOf(ctx)) outputs.push({ type: 'message.output', object: 'entry', id: 'msg_' + N.hex(32), role: 'assistant', model: ctx.model, content: textOf(ctx), created_at: N.isoUs() });
      for (const c of ctx.calls) outputs.push({ type: 'function.call', object: 'entry', id: 'fc_' + N.hex(32), tool_call_id: c.id, name: c.name, arguments: J(c.args), created_at: N.isoUs() });
      return llm('conversations.append', { inputs: toMistralEntries(ctx.hist).slice(-6) }, { outputs, usage: N.tokens() }, { model: ctx.model });
    },
    tool: (c, N) => tool(c.name, { type: 'function.call', tool_call_id: c.id, name: c.name, arguments: J(c.args) }, { type: 'function.result', tool_call_id: c.id, result: J(c.error ? { error: c.error, detail: c.out ?? null } : c.out) }, { completed_at: N.isoUs() }, c.error),
    callId: (N) => N.alnum(9, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  },
  aider: {
    root: (sc, kids, N) => agent('aider', { argv: sc.argv || ['aider', '--model', sc.model], first_message: sc.goal }, sc.final ?? null, kids, { history_file: '.aider.chat.history.md', started: `# aider chat started at ${N.local('+00:00').slice(0, 19)}`, repo: sc.repo, git_head: N.git() }, sc.rootError),
    llm: (ctx, N) => llm('aider.send', { md: toAiderMd(ctx.hist) }, textOf(ctx), { model: ctx.model, tokens: `${(N.int(2, 30) + N.r()).toFixed(1)}k sent, ${N.int(80, 900)} received.`, cost: `Cost: $${N.cost().toFixed(4)} message, $${(N.cost() * 8).toFixed(2)} session.` }),
    tool: (c, N) => tool(c.name, c.args, typeof c.out === 'string' ? c.out : J(c.out), { aider_cmd: c.name }, c.error),
  },
  maf: {
    root: (sc, kids, N) => agent(`invoke_agent ${sc.agentName || 'Agent'}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: sc.goal }] }] }, sc.final ?? null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sc.agentName || 'Agent', 'gen_ai.agent.id': N.uuid(), 'gen_ai.system': 'microsoft.agent_framework', 'gen_ai.conversation.id': N.uuid() }, sc.rootError),
    llm: (ctx, N) => llm(`chat ${ctx.model}`, { 'gen_ai.input.messages': toOpenAI(ctx.hist) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(textOf(ctx) ? [{ type: 'text', content: textOf(ctx) }] : []), ...ctx.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: ctx.calls.length ? 'tool_call' : 'stop' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': ctx.model, 'gen_ai.response.id': 'chatcmpl-' + N.alnum(24), 'gen_ai.usage.input_tokens': N.int(300, 5000), 'gen_ai.usage.output_tokens': N.int(10, 400) }),
    tool: (c, N) => tool(`execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': c.args }, { 'gen_ai.tool.call.result': toolOut(c) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'microsoft.semantic_kernel.function.invocation.duration_ms': N.dur() }, c.error),
    sub: (sub, kids, N) => agent(`invoke_agent ${sub.name}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: sub.input }] }] }, sub.output ?? null, kids, { 'gen_ai.agent.name': sub.name, 'gen_ai.agent.id': N.uuid() }, sub.error),
  },
  rasa: {
    root: (sc, kids, N) => agent('rasa.tracker', { sender_id: N.hex(32), latest_message: sc.goal }, sc.final ?? null, kids, { tracker_store: 'SQLTrackerStore', assistant_id: sc.agentName || 'assistant', rasa_version: '3.' + N.int(8, 12) + '.' + N.int(0, 9), model_id: N.hex(32) }, sc.rootError),
    llm: (ctx, N) => {
      const cmds = ctx.calls.map((c) => (c.args && c.args.flow ? { command: 'start flow', flow: c.args.flow } : /^(utter_|action_)/.test(c.name) ? { command: 'continue flow', next_action: c.name } : { command: 'set slot', name: c.name, value: c.args }));
      return llm('SingleStepLLMCommandGenerator', { prompt: 'Your task is to analyze the current conversation context and generate a list of actions...\n\nConversation:\n' + ctx.hist.slice(-6).filter((m) => m.role !== 'tool' && m.role !== 'system').map((m) => (m.role === 'user' ? 'USER: ' : 'AI: ') + (m.content || m.think || '')).join('\n') }, { llm_response: textOf(ctx) || null, commands: cmds }, { model: ctx.model, timestamp: N.epoch() + N.r() });
    },
    tool: (c, N) => tool(c.name, { event: 'action', name: c.name, policy: 'FlowPolicy', confidence: 1.0, timestamp: N.epoch() + N.r(), args: c.args }, c.out, { action_server: `http://${N.host('actions')}:5055/webhook` }, c.error),
    user: (text, N) => span('event', 'user', { event: 'user', timestamp: N.epoch() + N.r(), input_channel: 'socketio', message_id: N.hex(32) }, { text, parse_data: { text, intent: { name: null, confidence: null } } }),
  },
  ollama: {
    root: (sc, kids, N) => agent(sc.agentName || 'ollama-agent', { goal: sc.goal }, sc.final ?? null, kids, { host: `http://${N.host('gpu')}:11434`, client: 'ollama-python/0.' + N.int(3, 6) + '.' + N.int(0, 9) }, sc.rootError),
    llm: (ctx, N) => {
      const msg = { role: 'assistant', content: ctx.say || '' };
      if (ctx.think) msg.thinking = ctx.think;
      if (ctx.calls.length) msg.tool_calls = ctx.calls.map((c) => ({ function: { name: c.name, arguments: c.args } }));
      const ev = N.int(20, 600);
      return llm('POST /api/chat', { model: ctx.model, messages: toOllama(ctx.hist), stream: false, options: { num_ctx: 16384, temperature: 0.3 } }, { model: ctx.model, created_at: N.isoUs().replace('+00:00', 'Z'), message: msg, done: true, done_reason: 'stop', total_duration: N.int(1e9, 3e10), load_duration: N.int(1e6, 9e7), prompt_eval_count: N.int(300, 8000), prompt_eval_duration: N.int(1e8, 4e9), eval_count: ev, eval_duration: ev * N.int(18e6, 40e6) });
    },
    tool: (c, N) => tool(c.name, c.args, toolOut(c), { role: 'tool', ms: N.dur() }, c.error),
  },
  anthropic: {
    root: (sc, kids, N) => agent(sc.agentName || 'agent_loop', { goal: sc.goal }, sc.final ?? null, kids, { anthropic_version: '2023-06-01', request_log: true }, sc.rootError),
    llm: (ctx, N) => {
      const content = [];
      if (ctx.think) content.push({ type: 'text', text: ctx.think });
      if (ctx.say) content.push({ type: 'text', text: ctx.say });
      for (const c of ctx.calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      return llm('messages.create', { model: ctx.model, max_tokens: 4096, system: ctx.hist[0].content, messages: toAnthropic(ctx.hist) }, { id: 'msg_01' + N.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), type: 'message', role: 'assistant', content, stop_reason: ctx.calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(500, 9000), output_tokens: N.int(20, 600), cache_read_input_tokens: N.int(0, 4000) } }, { 'request-id': 'req_01' + N.alnum(22), 'anthropic-ratelimit-tokens-remaining': String(N.int(10000, 400000)) });
    },
    tool: (c, N) => tool(c.name, c.args, c.error ? { type: 'tool_result', is_error: true, content: J(c.out ?? c.error) } : c.out, { tool_use_id: c.id }, c.error),
    callId: (N) => 'toolu_01' + N.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  },
  claude_sdk: {
    root: (sc, kids, N) => agent('claude_code.session', { prompt: sc.goal, cwd: sc.cwd || '/home/dev/project' }, sc.final ?? null, kids, { session_id: N.uuid(), permission_mode: 'default', total_cost_usd: N.cost() * 10, num_turns: kids.filter((k) => k.type === 'llm').length, subtype: sc.rootError ? 'error_max_turns' : 'success' }, sc.rootError),
    llm: (ctx, N) => {
      const content = [];
      if (ctx.think) content.push({ type: 'text', text: ctx.think });
      if (ctx.say) content.push({ type: 'text', text: ctx.say });
      for (const c of ctx.calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      return llm('assistant', { messages: toAnthropic(ctx.hist).slice(-4) }, { type: 'assistant', message: { role: 'assistant', model: ctx.model, content }, uuid: N.uuid(), parent_tool_use_id: null }, { timestamp: N.iso() });
    },
    tool: (c, N) => tool(c.name, c.args, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: J(c.out ?? c.error), ...(c.error ? { is_error: true } : {}) }] }, uuid: N.uuid() }, { timestamp: N.iso() }, c.error),
    callId: (N) => 'toolu_01' + N.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  },
  langgraph: {
    root: (sc, kids, N) => span('chain', 'LangGraph', { messages: [{ type: 'human', content: sc.goal }] }, sc.final ? { messages: [{ type: 'ai', content: sc.final }] } : null, { children: kids, error: sc.rootError, metadata: { thread_id: N.uuid(), langgraph_version: '0.' + N.int(2, 6) + '.' + N.int(0, 60), run_id: N.uuid() } }),
    llm: (ctx, N) => {
      const gen = llm('ChatOpenAI', { messages: [toOpenAI(ctx.hist)] }, { generations: [[{ text: ctx.say || '', message: { type: 'ai', content: textOf(ctx), tool_calls: ctx.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { token_usage: N.tokens(), model_name: ctx.model } }, { ls_provider: 'openai', ls_model_name: ctx.model, langgraph_node: 'agent', langgraph_step: N.seq() });
      return span('chain', 'agent', { messages: '[...]' }, null, { children: [gen], metadata: { langgraph_node: 'agent', langgraph_triggers: ['branch:to:agent'] } });
    },
    tool: (c, N) => span('chain', 'tools', null, null, { children: [tool(c.name, c.args, { type: 'tool', content: J(c.out ?? c.error), tool_call_id: c.id, name: c.name, status: c.error ? 'error' : 'success' }, { langgraph_node: 'tools' }, c.error)], metadata: { langgraph_node: 'tools' } }),
    user: (text, N) => span('chain', '__interrupt__', { resume: text }, { value: text }, { metadata: { langgraph_node: '__start__', checkpoint_ns: '', checkpoint_id: N.uuid() } }),
  },
  oai_agents: {
    root: (sc, kids, N) => span('agent', sc.agentName || 'Agent workflow', { input: sc.goal }, sc.final ?? null, { children: kids, error: sc.rootError, metadata: { trace_id: 'trace_' + N.hex(32), workflow_name: sc.workflow || 'Agent workflow', group_id: null } }),
    llm: (ctx, N) => llm('response', { input: toOpenAI(ctx.hist.slice(1)), instructions: ctx.hist[0].content }, { id: 'resp_' + N.hex(48), output: [...(textOf(ctx) ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: textOf(ctx) }] }] : []), ...ctx.calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: J(c.args) }))], usage: { input_tokens: N.int(400, 7000), output_tokens: N.int(20, 500) } }, { span_id: 'span_' + N.hex(24), model: ctx.model }),
    tool: (c, N) => span('tool', c.name, J(c.args), J(c.out ?? null), { error: c.error, metadata: { span_type: 'function', span_id: 'span_' + N.hex(24), mcp_data: null } }),
    sub: (sub, kids, N) => span('agent', sub.name, { input: sub.input }, sub.output ?? null, { children: [span('handoff', 'handoff', { from_agent: sub.from, to_agent: sub.name }, null, { metadata: { span_id: 'span_' + N.hex(24) } }), ...kids], error: sub.error, metadata: { span_id: 'span_' + N.hex(24), handoffs: sub.handoffs || [], tools: sub.tools || [] } }),
  },
  autogen: {
    root: (sc, kids, N) => agent('RoundRobinGroupChat', { task: sc.goal }, sc.final ?? null, kids, { autogen_version: '0.' + N.int(4, 7) + '.' + N.int(0, 9), team_id: N.uuid(), stop_reason: sc.stopReason || null }, sc.rootError),
    llm: (ctx, N) => llm(`${ctx.speaker || 'assistant'}.on_messages`, { messages: toOpenAI(ctx.hist).slice(-5) }, { source: ctx.speaker || 'assistant', type: ctx.calls.length ? 'ToolCallRequestEvent' : 'TextMessage', content: ctx.calls.length ? ctx.calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) : textOf(ctx), thought: ctx.calls.length ? textOf(ctx) || undefined : undefined, models_usage: { prompt_tokens: N.int(300, 6000), completion_tokens: N.int(10, 400) } }, { created_at: N.isoUs() }),
    tool: (c, N) => tool(c.name, { id: c.id, arguments: J(c.args) }, { type: 'ToolCallExecutionEvent', content: [{ call_id: c.id, content: J(c.out ?? c.error), is_error: !!c.error, name: c.name }] }, { created_at: N.isoUs() }, c.error),
  },
  vercel: {
    root: (sc, kids, N) => span('chain', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: sc.system, prompt: sc.goal }) }, { 'ai.response.text': sc.final ?? '' }, { children: kids, error: sc.rootError, metadata: { 'operation.name': 'ai.generateText', 'ai.model.id': sc.model, 'ai.model.provider': 'openai.responses', 'ai.settings.maxSteps': sc.maxSteps || 20, 'ai.telemetry.functionId': sc.functionId || 'agent' } }),
    llm: (ctx, N) => llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(toOpenAI(ctx.hist).slice(-6)) }, { 'ai.response.text': ctx.say || '', 'ai.response.toolCalls': JSON.stringify(ctx.calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: J(c.args) }))), 'ai.response.finishReason': ctx.calls.length ? 'tool-calls' : 'stop', 'ai.response.reasoning': ctx.think || undefined }, { 'gen_ai.system': 'openai.responses', 'gen_ai.request.model': ctx.model, 'ai.response.id': 'resp_' + N.hex(32), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': N.int(200, 6000), 'ai.usage.completionTokens': N.int(10, 500), 'ai.response.msToFirstChunk': N.int(200, 3000) }),
    tool: (c, N) => tool('ai.toolCall', { 'ai.toolCall.args': J(c.args) }, { 'ai.toolCall.result': J(c.out ?? null) }, { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' }, c.error),
  },
  gemini: {
    root: (sc, kids, N) => agent(sc.agentName || 'gemini_function_calling', { contents: [{ role: 'user', parts: [{ text: sc.goal }] }] }, sc.final ?? null, kids, { api: 'generativelanguage.googleapis.com/v1beta', model: sc.model }, sc.rootError),
    llm: (ctx, N) => {
      const parts = [];
      if (ctx.think) parts.push({ text: ctx.think, thought: true });
      if (ctx.say) parts.push({ text: ctx.say });
      for (const c of ctx.calls) parts.push({ functionCall: { name: c.name, args: c.args } });
      return llm('models.generateContent', { model: ctx.model, systemInstruction: { parts: [{ text: ctx.hist[0].content }] }, contents: toGemini(ctx.hist).slice(-6) }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: N.int(300, 6000), candidatesTokenCount: N.int(10, 400), thoughtsTokenCount: N.int(0, 800) }, modelVersion: ctx.model, responseId: N.b64(22) });
    },
    tool: (c, N) => tool(c.name, { functionCall: { name: c.name, args: c.args } }, { functionResponse: { name: c.name, response: c.error ? { error: c.error, detail: c.out ?? null } : c.out } }, { ms: N.dur() }, c.error),
  },
  crewai: {
    root: (sc, kids, N) => agent('Crew.kickoff', { inputs: { task: sc.goal } }, sc.final ?? null, kids, { crew_id: N.uuid(), process: 'hierarchical', crewai_version: '0.' + N.int(80, 130) + '.' + N.int(0, 5) }, sc.rootError),
    llm: (ctx, N) => llm(`${ctx.speaker || 'Agent'}._execute_core`, { messages: toOpenAI(ctx.hist).slice(-4) }, textOf(ctx) + (ctx.calls.length ? ctx.calls.map((c) => `\nAction: ${c.name}\nAction Input: ${J(c.args)}`).join('') : ''), { model: ctx.model, agent_role: ctx.speaker || 'Agent', ts: N.iso() }),
    tool: (c, N) => tool(c.name, J(c.args), typeof c.out === 'string' ? c.out : J(c.out ?? c.error), { run_attempts: 1, delegations: c.name.startsWith('Delegate') ? 1 : 0 }, c.error),
    sub: (sub, kids, N) => agent(`Task: ${sub.name}`, { description: sub.input, expected_output: sub.expected || 'A complete answer.' }, sub.output ?? null, kids, { task_id: N.uuid(), agent_role: sub.name }, sub.error),
  },
  adk: {
    root: (sc, kids, N) => agent(`invocation`, { new_message: { role: 'user', parts: [{ text: sc.goal }] } }, sc.final ?? null, kids, { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.session_id': N.uuid(), app_name: sc.appName || 'agents' }, sc.rootError),
    llm: (ctx, N) => {
      const parts = [];
      if (textOf(ctx)) parts.push({ text: textOf(ctx) });
      for (const c of ctx.calls) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
      return llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: ctx.model, contents: toGemini(ctx.hist).slice(-4) }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts }, usage_metadata: { prompt_token_count: N.int(300, 6000), candidates_token_count: N.int(10, 300) } }) }, { 'gen_ai.request.model': ctx.model, 'gcp.vertex.agent.event_id': N.uuid() });
    },
    tool: (c, N) => tool(`execute_tool ${c.name}`, { 'gcp.vertex.agent.tool_call_args': J(c.args) }, { 'gcp.vertex.agent.tool_response': J(c.out ?? { error: c.error }) }, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gcp.vertex.agent.event_id': N.uuid() }, c.error),
    sub: (sub, kids, N) => agent(`agent_run [${sub.name}]`, { transfer_to_agent: sub.name, request: sub.input }, sub.output ?? null, kids, { 'gen_ai.agent.name': sub.name, 'gen_ai.agent.description': sub.description || '' }, sub.error),
    callId: (N) => 'adk-' + N.uuid(),
  },
  openhands: {
    root: (sc, kids, N) => agent('CodeActAgent', { task: sc.goal }, sc.final ?? null, kids, { conversation_id: N.hex(32), runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.' + N.int(30, 50) + '-nikolaik', max_iterations: sc.maxIter || 30, agent_state: sc.rootError ? 'error' : 'finished' }, sc.rootError),
    llm: (ctx, N) => llm('litellm.completion', { messages: toOpenAI(ctx.hist).slice(-6) }, oaOut(ctx), { model: ctx.model, response_id: 'chatcmpl-' + N.alnum(20), latency: N.secs(0.8, 14), event_id: N.seq() }),
    tool: (c, N) => tool(c.name, c.args, c.out, { observation: c.obs || (c.name === 'execute_bash' ? 'run' : c.name), event_id: N.seq(), cause: N.seq() }, c.error),
  },
  pydantic: {
    root: (sc, kids, N) => agent(`agent run`, { prompt: sc.goal }, sc.final ?? null, kids, { 'logfire.msg': `${sc.agentName || 'agent'} run`, 'logfire.span_type': 'span', agent_name: sc.agentName || 'agent', 'gen_ai.usage.input_tokens': N.int(2000, 20000), service_name: sc.service || 'worker' }, sc.rootError),
    llm: (ctx, N) => llm(`chat ${ctx.model}`, { 'gen_ai.input.messages': toOpenAI(ctx.hist).slice(-6) }, { parts: [...(ctx.think ? [{ part_kind: 'thinking', content: ctx.think }] : []), ...(ctx.say ? [{ part_kind: 'text', content: ctx.say }] : []), ...ctx.calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: J(c.args), tool_call_id: c.id }))], model_name: ctx.model, timestamp: N.iso() }, { 'logfire.msg': `chat ${ctx.model}`, 'logfire.level_num': 9 }),
    tool: (c, N) => tool(`running tool: ${c.name}`, { tool_arguments: J(c.args) }, { tool_response: c.out ?? null }, { 'logfire.msg': `running tool: ${c.name}`, 'gen_ai.tool.call.id': c.id, 'logfire.level_num': c.error ? 17 : 9 }, c.error),
  },
  langfuse: {
    root: (sc, kids, N) => span('agent', sc.agentName || 'agent-trace', { goal: sc.goal }, sc.final ?? null, { children: kids, error: sc.rootError, metadata: { langfuse_trace_id: N.hex(32), sessionId: N.uuid(), release: sc.release || 'v' + N.int(1, 9) + '.' + N.int(0, 20), tags: sc.tags || [] } }),
    llm: (ctx, N) => span('llm', 'generation', toOpenAI(ctx.hist), oaOut(ctx), { metadata: { observation_type: 'GENERATION', model: ctx.model, usageDetails: { input: N.int(300, 6000), output: N.int(10, 400) }, costDetails: { total: N.cost() }, completionStartTime: N.iso(), level: 'DEFAULT' } }),
    tool: (c, N) => span('tool', c.name, c.args, c.out ?? null, { error: c.error, metadata: { observation_type: 'SPAN', level: c.error ? 'ERROR' : 'DEFAULT', statusMessage: c.error || undefined, startTime: N.iso() } }),
  },
  strands: {
    root: (sc, kids, N) => agent(`invoke_agent ${sc.agentName || 'Strands Agents'}`, { 'gen_ai.prompt': sc.goal }, sc.final ?? null, kids, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': sc.agentName || 'Strands Agents', 'gen_ai.request.model': sc.model, event_loop_cycles: kids.length }, sc.rootError),
    nest: true,
    llm: (ctx, N) => {
      const content = [];
      if (textOf(ctx)) content.push({ text: textOf(ctx) });
      for (const c of ctx.calls) content.push({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } });
      return span('cycle', 'execute_event_loop_cycle', { 'event_loop.cycle_id': N.uuid() }, null, { children: [llm('chat', { messages: toAnthropic(ctx.hist).slice(-4) }, { role: 'assistant', content, stopReason: ctx.calls.length ? 'tool_use' : 'end_turn' }, { 'gen_ai.usage.input_tokens': N.int(300, 6000), 'gen_ai.usage.output_tokens': N.int(10, 400) })] });
    },
    tool: (c, N) => tool(`execute_tool ${c.name}`, { toolUseId: c.id, name: c.name, input: c.args }, { toolUseId: c.id, status: c.error ? 'error' : 'success', content: [{ text: J(c.out ?? c.error) }] }, { 'gen_ai.tool.name': c.name }, c.error),
    callId: (N) => 'tooluse_' + N.b64(22).replace(/[+/]/g, 'x'),
  },
  smolagents: {
    root: (sc, kids, N) => agent('CodeAgent.run', { task: sc.goal }, sc.final ?? null, kids, { 'smolagents.max_steps': sc.maxSteps || 12, 'openinference.span.kind': 'AGENT' }, sc.rootError),
    llm: (ctx, N) => llm('LiteLLMModel.generate', { messages: toOpenAI(ctx.hist).slice(-4) }, { role: 'assistant', content: `Thought: ${ctx.think || ''}\n<code>\n${ctx.calls.map((c) => `${c.var ? c.var + ' = ' : ''}${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || c.name + '_out'})`).join('\n')}${ctx.say ? `\nfinal_answer(${JSON.stringify(ctx.say)})` : ''}\n</code>` }, { 'openinference.span.kind': 'LLM', 'llm.model_name': ctx.model, 'llm.token_count.total': N.int(400, 8000) }),
    tool: (c, N) => tool(c.name, c.args, { 'Execution logs': typeof c.out === 'string' ? c.out : JSON.stringify(c.out, null, 1), 'Out': null }, { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, step_duration: N.secs(0.1, 5) }, c.error),
  },
  llamaindex: {
    root: (sc, kids, N) => agent('FunctionAgent.run', { user_msg: sc.goal }, sc.final ?? null, kids, { 'openinference.span.kind': 'AGENT', workflow_id: N.uuid(), llama_index_core: '0.' + N.int(10, 14) + '.' + N.int(0, 40) }, sc.rootError),
    llm: (ctx, N) => llm('OpenAI.achat', { messages: toOpenAI(ctx.hist).slice(-6) }, { message: oaOut(ctx), raw: { id: 'chatcmpl-' + N.alnum(22), usage: N.tokens() } }, { 'openinference.span.kind': 'LLM', 'llm.model_name': ctx.model }),
    tool: (c, N) => c.retriever
      ? span('retriever', c.name, { query_str: c.args.query ?? c.args.q ?? J(c.args) }, { nodes: c.out }, { error: c.error, metadata: { 'openinference.span.kind': 'RETRIEVER', similarity_top_k: c.args.top_k || 5, elapsed_ms: N.dur() } })
      : tool(c.name, c.args, { content: J(c.out ?? c.error), tool_name: c.name, raw_input: { kwargs: c.args }, is_error: !!c.error }, { 'openinference.span.kind': 'TOOL' }, c.error),
  },
  haystack: {
    root: (sc, kids, N) => span('chain', 'haystack.pipeline.run', { 'haystack.pipeline.input_data': { agent: { messages: [{ _role: 'user', _content: [{ text: sc.goal }] }] } } }, { 'haystack.pipeline.output_data': { agent: { last_message: sc.final ?? null } } }, { children: kids, error: sc.rootError, metadata: { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.pipeline.metadata': {} } }),
    llm: (ctx, N) => llm('haystack.component.run', { 'haystack.component.input': { messages: toOpenAI(ctx.hist).slice(-5) } }, { 'haystack.component.output': { replies: [{ _role: 'assistant', _content: [...(textOf(ctx) ? [{ text: textOf(ctx) }] : []), ...ctx.calls.map((c) => ({ tool_call: { tool_name: c.name, arguments: c.args, id: c.id } }))], _meta: { model: ctx.model, finish_reason: ctx.calls.length ? 'tool_calls' : 'stop', usage: N.tokens() } }] } }, { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.visits': N.int(1, 9) }),
    tool: (c, N) => (c.retriever
      ? span('retriever', 'haystack.component.run', { 'haystack.component.input': { query: c.args.query, filters: c.args.filters || null, top_k: c.args.top_k || 10 } }, { 'haystack.component.output': { documents: c.out } }, { error: c.error, metadata: { 'haystack.component.name': c.name, 'haystack.component.type': 'InMemoryBM25Retriever' } })
      : tool('haystack.component.run', { 'haystack.component.input': { tool_name: c.name, arguments: c.args } }, { 'haystack.component.output': { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: J(c.out ?? c.error), origin: { tool_name: c.name, id: c.id }, error: !!c.error } }] }] } }, { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: c.name }, c.error)),
  },
  openinference: {
    root: (sc, kids, N) => agent(sc.agentName || 'agent', { value: sc.goal, mime_type: 'text/plain' }, { value: sc.final ?? '' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid(), 'phoenix.project': sc.project || 'default' }, sc.rootError),
    llm: (ctx, N) => {
      const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': ctx.model, 'llm.provider': 'openai', 'llm.token_count.prompt': N.int(300, 6000), 'llm.token_count.completion': N.int(10, 400) };
      const msgs = toOpenAI(ctx.hist);
      msgs.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; if (typeof m.content === 'string') md[`llm.input_messages.${i}.message.content`] = m.content; });
      md['llm.output_messages.0.message.role'] = 'assistant';
      if (textOf(ctx)) md['llm.output_messages.0.message.content'] = textOf(ctx);
      ctx.calls.forEach((c, j) => { md[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; md[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = J(c.args); });
      return llm('ChatCompletion', { value: JSON.stringify({ messages: msgs.slice(-4) }), mime_type: 'application/json' }, { value: JSON.stringify(oaOut(ctx)), mime_type: 'application/json' }, md);
    },
    tool: (c, N) => (c.retriever
      ? span('retriever', c.name, { value: c.args.query ?? J(c.args) }, { documents: c.out }, { error: c.error, metadata: { 'openinference.span.kind': 'RETRIEVER' } })
      : tool(c.name, { value: J(c.args), mime_type: 'application/json' }, { value: J(c.out ?? c.error) }, { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': J(c.args) }, c.error)),
  },
};

// ---------- scenario renderer ----------
// A scenario: { style, model, system, goal, turns: [...], final, rootError, agentName, ... }
// turn kinds: {think, say, calls:[{name,args,out,error}]} | {user} | {sub:{name,input,turns,output}} | {raw: span}
export function render(sc, N) {
  const S = STYLES[sc.style];
  if (!S) throw new Error('unknown style ' + sc.style);
  const hist = [{ role: 'system', content: sc.system }, { role: 'user', content: sc.goal }];
  N.resetClock(); // tool outputs built eagerly share the trace's time window with span metadata
  const kids = build(sc.turns, hist, S, N, sc);
  return S.root(sc, kids, N);
}

function build(turns, hist, S, N, sc) {
  const out = [];
  for (const t of turns) {
    if (t.raw) { out.push(t.raw); continue; }
    if (t.user !== undefined) {
      hist.push({ role: 'user', content: t.user });
      out.push(S.user ? S.user(t.user, N) : span('human', 'user_message', null, { role: 'user', content: t.user }, { metadata: { received_at: N.iso() } }));
      continue;
    }
    if (t.sub) {
      const h2 = [{ role: 'system', content: t.sub.system || `You are ${t.sub.name}.` }, { role: 'user', content: t.sub.input }];
      const kids = build(t.sub.turns || [], h2, S, N, sc);
      const sub = S.sub ? S.sub(t.sub, kids, N) : agent(t.sub.name, { input: t.sub.input }, t.sub.output ?? null, kids, { delegated_by: t.sub.from || null }, t.sub.error);
      out.push(sub);
      continue;
    }
    // waits happen before the turn; calls given as functions are built now, on a clock set a little
    // after the llm span, so their printed timestamps fall between the request and the next turn
    N.tick(t.waitBefore || 1, (t.waitBefore || 1) + 5);
    const t0 = N.now();
    N.setClock(t0 + 6000);
    const raw = (t.calls || []).map((c) => (typeof c === 'function' ? c() : c));
    const tEnd = N.now();
    N.setClock(t0);
    const calls = raw.map((c) => ({ ...c, id: c.id || (S.callId ? S.callId(N, c.name) : N.callId()) }));
    const ctx = { hist: tail(hist, 12), think: t.think, say: t.say, calls, model: t.model || sc.model, speaker: t.speaker };
    const l = S.llm(ctx, N);
    hist.push({ role: 'assistant', content: t.say ?? (t.think && !t.say ? t.think : null), think: t.say ? t.think : undefined, tool_calls: calls });
    N.setClock(Math.max(N.now(), tEnd));
    const tspans = calls.map((c) => {
      N.tick(1, 4);
      if (typeof c.out === 'function') c.out = c.out(); // lazily built outputs see the render-time clock
      const s = S.tool(c, N);
      hist.push({ role: 'tool', tool_call_id: c.id, name: c.name, content: c.error ? (typeof c.out === 'string' ? c.out : J({ error: c.error, detail: c.out ?? null })) : J(c.out), is_error: !!c.error });
      return s;
    });
    if (S.nest) {
      // nested styles put tool spans under the llm (or its wrapper) span
      l.children = [...(l.children || []), ...tspans];
      out.push(l);
    } else out.push(l, ...tspans);
  }
  return out;
}
