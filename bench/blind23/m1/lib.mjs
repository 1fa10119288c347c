// Helpers for the blind benchmark. Deterministic: no Math.random, no clock reads.
// Every trace gets its own PRNG seeded from a hash of its trace_id.

export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Context: PRNG + a simulated clock + noise generators.
export function ctx(traceId) {
  const rand = mulberry32(fnv1a(traceId));
  const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(0, 15)]; return s; };
  const alnum = (n, set = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') => {
    let s = ''; for (let i = 0; i < n; i++) s += set[int(0, set.length - 1)]; return s;
  };
  const upper = (n) => alnum(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  // start somewhere in 2025, fixed by the seed
  let t = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 20), int(0, 59), int(0, 59), int(0, 999));
  const d = () => new Date(t);
  const c = {
    rand, int, pick, hex, alnum, upper,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    uuid7: () => `${Math.floor(t).toString(16).padStart(12, '0').slice(0, 8)}-${Math.floor(t).toString(16).padStart(12, '0').slice(8, 12)}-7${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    ulid: () => alnum(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    sha: (n = 40) => hex(n),
    etag: (weak = false) => `${weak ? 'W/' : ''}"${hex(int(16, 32))}"`,
    // clock
    now: () => t,
    adv: (sec) => { t += Math.round(sec * 1000); return c; },
    advMs: (ms) => { t += ms; return c; },
    iso: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: () => d().toISOString(),
    isoOff: (offH = 2) => {
      const x = new Date(t + offH * 3600e3);
      return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`;
    },
    isoMicro: () => d().toISOString().replace('Z', `${p3(int(0, 999))}Z`).replace(/(\.\d{6})\d*Z/, '$1Z'),
    http: () => d().toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    epochNs: () => `${t}${p3(int(0, 999))}${p3(int(0, 999))}`,
    epochFrac: () => +(t / 1000).toFixed(6),
    syslog: () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    compact: () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    us: () => { const x = d(); let h = x.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())}/${x.getUTCFullYear()} ${p2(h)}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${ap}`; },
    eu: () => { const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    sql: () => d().toISOString().replace('T', ' ').replace('Z', '+00'),
    pyRepr: () => { const x = d(); return `datetime.datetime(${x.getUTCFullYear()}, ${x.getUTCMonth() + 1}, ${x.getUTCDate()}, ${x.getUTCHours()}, ${x.getUTCMinutes()}, ${x.getUTCSeconds()}, ${x.getUTCMilliseconds() * 1000}, tzinfo=datetime.timezone.utc)`; },
    dateOnly: () => d().toISOString().slice(0, 10),
    dayName: () => DAY[d().getUTCDay()],
    clf: () => { const x = d(); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; },
    // durations
    secs: (a, b) => `${(a + rand() * (b - a)).toFixed(2)}s`,
    ms: (a, b) => int(a, b),
    goDur: (a, b) => `${(a + rand() * (b - a)).toFixed(int(3, 6))}ms`,
    // ids
    req: (prefix = 'req_', n = 24) => prefix + alnum(n),
    job: (prefix = 'job-') => prefix + int(100000, 999999),
    host: (base, n = 12) => `${base}-${int(1, n)}`,
    pod: (base) => `${base}-${hex(10).slice(0, 9)}-${alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`,
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${alnum(8, 'abcdefghijklmnopqrstuvwxyz0123456789_')}`,
    addr: () => `0x7f${hex(10)}`,
    pid: () => int(1200, 64000),
    cfRay: () => `${hex(16)}-${pick(['LHR', 'AMS', 'FRA', 'CDG', 'IAD', 'SEA', 'NRT', 'SYD', 'DUB', 'MAD'])}`,
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    callId: () => 'call_' + alnum(24),
    toolu: () => 'toolu_01' + alnum(22),
    msgId: () => 'msg_01' + alnum(22),
    chatcmpl: () => 'chatcmpl-' + alnum(29),
    respId: () => 'resp_' + hex(48),
  };
  return c;
}

// ---------- generic span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// OpenAI-style tool call object
export const oaCall = (c, name, args) => ({ id: c.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } });

// ---------- OpenLLMetry / Traceloop ----------
export function tlMeta(kind, name, input, output, extra = {}) {
  const m = { 'traceloop.span.kind': kind, 'traceloop.entity.name': name, ...extra };
  if (input !== undefined) m['traceloop.entity.input'] = JSON.stringify(input);
  if (output !== undefined) m['traceloop.entity.output'] = JSON.stringify(output);
  return m;
}
export function tlLLM(c, { model = 'gpt-4o-2024-08-06', system = 'openai', messages, text = null, toolCalls = [], name }) {
  const meta = {
    'gen_ai.system': system, 'gen_ai.request.model': model, 'gen_ai.response.model': model,
    'llm.request.type': 'chat', 'gen_ai.response.id': system === 'anthropic' ? c.msgId() : c.chatcmpl(),
  };
  messages.forEach((m, i) => {
    meta[`gen_ai.prompt.${i}.role`] = m.role;
    meta[`gen_ai.prompt.${i}.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content);
    if (m.tool_call_id) meta[`gen_ai.prompt.${i}.tool_call_id`] = m.tool_call_id;
  });
  meta['gen_ai.completion.0.role'] = 'assistant';
  meta['gen_ai.completion.0.finish_reason'] = toolCalls.length ? 'tool_calls' : 'stop';
  if (text) meta['gen_ai.completion.0.content'] = text;
  toolCalls.forEach((tc, j) => {
    meta[`gen_ai.completion.0.tool_calls.${j}.id`] = tc.id;
    meta[`gen_ai.completion.0.tool_calls.${j}.name`] = tc.function.name;
    meta[`gen_ai.completion.0.tool_calls.${j}.arguments`] = tc.function.arguments;
  });
  meta['gen_ai.usage.prompt_tokens'] = c.int(600, 9000);
  meta['gen_ai.usage.completion_tokens'] = c.int(20, 700);
  const out = { role: 'assistant', content: text };
  if (toolCalls.length) out.tool_calls = toolCalls;
  return llm(name || (system === 'anthropic' ? 'anthropic.chat' : 'openai.chat'), { messages }, out, meta);
}
export function tlTool(c, name, args, result, error) {
  const meta = tlMeta('tool', name, { args: [], kwargs: args }, error ? undefined : result, { 'traceloop.workflow.name': undefined });
  delete meta['traceloop.workflow.name'];
  return tool(`${name}.tool`, args, result, meta, error);
}

// ---------- Helicone ----------
export function hcLLM(c, { model = 'gpt-4o-mini', messages, text = null, toolCalls = [], tools, props = {}, session, path }) {
  const body = { model, messages };
  if (tools) body.tools = tools;
  const msg = { role: 'assistant', content: text, refusal: null };
  if (toolCalls.length) msg.tool_calls = toolCalls;
  const pt = c.int(500, 8000), ct = c.int(15, 600);
  const meta = {
    'helicone-request-id': c.uuid(), provider: 'OPENAI', status: 200,
    request_created_at: c.isoMs(), latency_ms: c.int(380, 6200), time_to_first_token_ms: c.int(150, 900),
    prompt_tokens: pt, completion_tokens: ct, cost_usd: +((pt * 0.15 + ct * 0.6) / 1e6).toFixed(6),
    cache_hit: false, user_id: props.user || null,
  };
  if (session) { meta['Helicone-Session-Id'] = session.id; meta['Helicone-Session-Name'] = session.name; meta['Helicone-Session-Path'] = path || '/'; }
  for (const [k, v] of Object.entries(props)) if (k !== 'user') meta[`Helicone-Property-${k}`] = v;
  c.adv(meta.latency_ms / 1000);
  return llm(`POST /v1/chat/completions`, body, {
    id: c.chatcmpl(), object: 'chat.completion', created: c.epoch(), model: model === 'gpt-4o-mini' ? 'gpt-4o-mini-2024-07-18' : model,
    choices: [{ index: 0, message: msg, finish_reason: toolCalls.length ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct }, system_fingerprint: 'fp_' + c.hex(10),
  }, meta);
}

// ---------- Braintrust ----------
export function bt(c, type, name, input, output, children = [], extraMeta = {}, error) {
  const start = c.epochFrac(); c.adv(c.int(1, 40) / 10); const end = c.epochFrac();
  const metadata = { span_id: c.uuid(), root_span_id: extraMeta.root_span_id, span_attributes: { name, type }, metrics: { start, end }, ...extraMeta };
  delete metadata.root_span_id;
  if (type === 'llm') Object.assign(metadata.metrics, { prompt_tokens: c.int(400, 7000), completion_tokens: c.int(20, 600) });
  const spanType = type === 'task' ? 'agent' : type === 'function' ? 'chain' : type;
  return span(spanType, name, input, output, children, { metadata, error });
}

// ---------- Anthropic content blocks ----------
export const aText = (text) => ({ type: 'text', text });
export const aTool = (c, name, input) => ({ type: 'tool_use', id: c.toolu(), name, input });
export const aResult = (id, content, isError) => ({ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) });

// ---------- counting helpers (used by validators) ----------
export function walk(s, f, depth = 0) { f(s, depth); for (const ch of s.children || []) walk(ch, f, depth + 1); }
export function countSpans(s) { let n = 0; walk(s, () => n++); return n; }
