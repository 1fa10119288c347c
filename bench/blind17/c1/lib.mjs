// Shared helpers: deterministic PRNG, volatile-noise generators, span builders,
// chat-recording helpers for several tracer styles, and the row validator.
// No Math.random, no clock reads: everything derives from the trace_id.

export function hashString(str) {
  // cyrb53-style 32-bit mix
  let h1 = 0xdeadbeef ^ str.length, h2 = 0x41c6ce57 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
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
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

// Noise: a seeded source of volatile values plus a simulated wall clock.
export class Noise {
  constructor(seed) {
    this.r = mulberry32(hashString(String(seed)));
    this.t = Date.UTC(2024, 0, 8) + this.int(0, 320) * 86400000 + this.int(6 * 3600, 20 * 3600) * 1000 + this.int(0, 999);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  chars(n, alpha) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.r() * alpha.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  HEX(n) { return this.chars(n, '0123456789ABCDEF'); }
  alnum(n) { return this.chars(n, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  b62(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'); }
  digits(n) { return this.chars(n, '0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return '01' + this.chars(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'); }
  sha(n = 40) { return this.hex(n); }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(this.pick([16, 24, 32]))}"`; }
  b64(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '=='; }
  cursor() { return this.chars(this.int(18, 30), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  req(prefix = 'req_') { return prefix + this.b62(this.int(14, 22)); }
  callId(prefix = 'call_') { return prefix + this.b62(24); }
  toolu() { return 'toolu_01' + this.b62(22); }
  msgId() { return 'msg_01' + this.b62(22); }
  tmp(name = 'out.json') { return `/tmp/tmp${this.alnum(8)}/${name}`; }
  host(prefix) { return `${prefix}-${this.pick(['7f9c', 'a13e', '5d2b', 'c0ff', '88e1', '3b7a', 'e4d0'])}${this.alnum(1)}-${this.alnum(5)}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  ms(a, b) { return this.int(a, b); }
  secs(a, b) { return (this.int(a * 1000, b * 1000) / 1000).toFixed(3); }
  dur(a, b) { const m = this.int(a, b); return m >= 1000 ? `${(m / 1000).toFixed(2)}s` : `${m}ms`; }
  // clock
  step(minS = 1, maxS = 15) { this.t += this.int(minS * 1000, maxS * 1000); return this; }
  wait(s) { this.t += s * 1000 + this.int(0, 900); return this; }
  get d() { return new Date(this.t); }
  iso() { return this.d.toISOString(); }
  isoS() { return this.d.toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { return this.d.toISOString().replace('Z', this.digits(3) + '+00:00'); }
  isoOff(h) { const d = new Date(this.t + h * 3600000); const s = d.toISOString().slice(0, 19); return `${s}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; }
  http() { return this.d.toUTCString(); }
  unix() { return Math.floor(this.t / 1000); }
  unixMs() { return this.t; }
  clf() { const d = this.d; return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  pylog() { const d = this.d; return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; }
  us() { const d = this.d; let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  eu() { const d = this.d; return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  syslog() { const d = this.d; return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hhmmss() { const d = this.d; return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dateOnly(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  dow(offsetDays = 0) { return DOW[new Date(this.t + offsetDays * 86400000).getUTCDay()]; }
  rate(limit) { const rem = this.int(Math.floor(limit * 0.2), limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.unix() + this.int(5, 60)) }; }
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata, error) => span('agent', name, input, output, children, { metadata, error });
export const llm = (name, input, output, metadata) => span('llm', name, input, output, [], { metadata });
export const tool = (name, input, output, opts = {}) => span(opts.type || 'tool', name, input, output, opts.children || [], { metadata: opts.metadata, error: opts.error });
export const chain = (name, input, output, children, metadata, error) => span('chain', name, input, output, children, { metadata, error });

export function http(n, status, body, headers = {}) {
  return { status, headers: { date: n.http(), 'content-type': 'application/json; charset=utf-8', ...headers }, body };
}

const clone = (x) => JSON.parse(JSON.stringify(x));

// ---------- Chat: records llm spans and their tool spans in a given style ----------
// format: 'chat' (OpenAI chat completions), 'anthropic' (Messages API), 'responses'
// (OpenAI Agents SDK generation items), 'react' (CrewAI text ReAct), 'langsmith'.
export class Chat {
  constructor(n, o) {
    this.n = n; this.o = Object.assign({ format: 'chat', model: 'gpt-4o-2024-08-06', llmName: null, llmMeta: {}, toolMeta: null, argsAsString: false, toolType: 'tool' }, o);
    this.pending = []; this.pendingResults = []; this.ptok = this.n.int(600, 1800);
    const f = this.o.format;
    if (f === 'anthropic') this.msgs = [{ role: 'user', content: o.user }];
    else if (f === 'responses') this.msgs = [{ role: 'user', content: o.user }];
    else if (f === 'langsmith') this.msgs = [{ type: 'system', content: o.system }, { type: 'human', content: o.user }];
    else this.msgs = [{ role: 'system', content: o.system }, { role: 'user', content: o.user }];
  }
  defaultName() {
    return { chat: 'ChatCompletion', anthropic: 'anthropic.messages.create', responses: 'Generation', react: 'LLM Call', langsmith: 'ChatOpenAI' }[this.o.format];
  }
  flush() {
    if (this.o.format === 'anthropic' && this.pendingResults.length) { this.msgs.push({ role: 'user', content: this.pendingResults }); this.pendingResults = []; }
  }
  user(text) {
    this.flush();
    const f = this.o.format;
    if (f === 'langsmith') this.msgs.push({ type: 'human', content: text });
    else this.msgs.push({ role: 'user', content: text });
  }
  // text: model free text (or null); calls: [[name, argsObject], ...]
  say(text, calls = [], meta = {}, thinking = null) {
    this.flush();
    const n = this.n, f = this.o.format;
    n.step(1, 9);
    const ctok = n.int(20, 90) + (text ? Math.ceil(text.length / 4) : 0);
    this.ptok += n.int(60, 400);
    const ids = calls.map(() => (f === 'anthropic' ? n.toolu() : n.callId(f === 'responses' ? 'call_' : 'call_')));
    calls.forEach((c, i) => this.pending.push({ id: ids[i], name: c[0], args: c[1] }));
    let input, output, md;
    if (f === 'chat') {
      input = { model: this.o.model, messages: clone(this.msgs), ...(this.o.tools ? { tools: this.o.tools.map((t) => ({ type: 'function', function: { name: t } })) } : {}) };
      output = { role: 'assistant', content: text || null };
      if (calls.length) output.tool_calls = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c[0], arguments: JSON.stringify(c[1]) } }));
      this.msgs.push(clone(output));
      md = { model: this.o.model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: this.ptok, completion_tokens: ctok, total_tokens: this.ptok + ctok }, system_fingerprint: 'fp_' + n.hex(10), response_id: 'chatcmpl-' + n.b62(29) };
    } else if (f === 'anthropic') {
      input = { model: this.o.model, max_tokens: 4096, system: this.o.system, messages: clone(this.msgs), ...(this.o.tools ? { tools: this.o.tools.map((t) => ({ name: t })) } : {}) };
      const content = [];
      if (thinking) content.push({ type: 'thinking', thinking, signature: n.b64(40) });
      if (text) content.push({ type: 'text', text });
      calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c[0], input: c[1] }));
      output = { id: n.msgId(), type: 'message', role: 'assistant', model: this.o.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: this.ptok, output_tokens: ctok, cache_read_input_tokens: n.pick([0, 0, 1024, 2048]) } };
      this.msgs.push({ role: 'assistant', content: clone(content) });
      md = { request_id: n.req('req_01'), latency_ms: n.ms(700, 6400) };
    } else if (f === 'responses') {
      input = clone(this.msgs);
      output = [];
      if (text) output.push({ id: 'msg_' + n.hex(48), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
      calls.forEach((c, i) => output.push({ id: 'fc_' + n.hex(48), type: 'function_call', call_id: ids[i], name: c[0], arguments: JSON.stringify(c[1]), status: 'completed' }));
      output.forEach((o) => this.msgs.push(clone(o)));
      md = { span_type: 'generation', model: this.o.model, usage: { input_tokens: this.ptok, output_tokens: ctok }, span_id: 'span_' + n.hex(24) };
    } else if (f === 'react') {
      input = clone(this.msgs);
      let s = text || '';
      if (calls.length) s += `${s ? '\n' : ''}Action: ${calls[0][0]}\nAction Input: ${JSON.stringify(calls[0][1])}`;
      output = s;
      this.msgs.push({ role: 'assistant', content: s });
      md = { model: this.o.model, prompt_tokens: this.ptok, completion_tokens: ctok };
    } else if (f === 'langsmith') {
      input = { messages: [clone(this.msgs)] };
      const message = { type: 'ai', content: text || '', tool_calls: calls.map((c, i) => ({ name: c[0], args: c[1], id: ids[i], type: 'tool_call' })) };
      output = { generations: [[{ text: text || '', type: 'ChatGeneration', generation_info: { finish_reason: calls.length ? 'tool_calls' : 'stop' }, message }]], llm_output: { token_usage: { prompt_tokens: this.ptok, completion_tokens: ctok }, model_name: this.o.model } };
      this.msgs.push(clone(message));
      md = { run_id: n.uuid(), ls_provider: 'openai', ls_model_name: this.o.model, ls_temperature: 0 };
    }
    return llm(this.o.llmName || this.defaultName(), input, output, { ...md, ...this.o.llmMeta, ...meta });
  }
  // Record the result of the next pending tool call. Returns the tool span.
  run(output, opts = {}) {
    const c = this.pending.shift();
    if (!c) throw new Error('run() without pending call');
    const n = this.n, f = this.o.format;
    n.step(0, 4);
    const content = opts.error ? (opts.resultText || `Error: ${opts.error}`) : typeof output === 'string' ? output : JSON.stringify(output);
    if (f === 'chat') this.msgs.push({ role: 'tool', tool_call_id: c.id, content });
    else if (f === 'anthropic') this.pendingResults.push({ type: 'tool_result', tool_use_id: c.id, content, ...(opts.error ? { is_error: true } : {}) });
    else if (f === 'responses') this.msgs.push({ type: 'function_call_output', call_id: c.id, output: content });
    else if (f === 'react') this.msgs.push({ role: 'user', content: `Observation: ${content}` });
    else if (f === 'langsmith') this.msgs.push({ type: 'tool', content, tool_call_id: c.id, name: c.name });
    const name = opts.name || (this.o.toolName ? this.o.toolName(c.name) : c.name);
    const input = opts.input !== undefined ? opts.input : (opts.argsAsString ?? this.o.argsAsString) ? JSON.stringify(c.args) : c.args;
    const metaBase = this.o.toolMeta ? this.o.toolMeta(c, n) : { tool_call_id: c.id };
    return tool(name, input, output, { type: opts.type || this.o.toolType, error: opts.error, metadata: { ...metaBase, ...(opts.metadata || {}) }, children: opts.children });
  }
}

// ---------- rows ----------
export function row(fam, idx, { isolates, stagnation, goal, root }) {
  return { trace_id: `${fam.name}-${String(idx).padStart(2, '0')}`, family: fam.name, isolates, loop: fam.loop, stagnation, goal, root };
}

// ---------- validation ----------
export function walk(s, fn, depth = 0, parent = null) { fn(s, depth, parent); (s.children || []).forEach((c) => walk(c, fn, depth + 1, s)); }
export function countSpans(root) { let k = 0; walk(root, () => k++); return k; }

export function modelTexts(root) {
  const out = [];
  walk(root, (s) => {
    if (s.type !== 'llm') return;
    const o = s.output;
    const push = (t) => { if (typeof t === 'string' && t.trim()) out.push(t); };
    if (typeof o === 'string') push(o.split(/\nAction Input:/)[0]);
    else if (o && typeof o === 'object') {
      if (typeof o.content === 'string') push(o.content);
      if (Array.isArray(o.content)) o.content.forEach((b) => { if (b && b.type === 'text') push(b.text); if (b && b.type === 'thinking') push(b.thinking); });
      if (Array.isArray(o)) o.forEach((it) => it && it.type === 'message' && (it.content || []).forEach((b) => push(b.text)));
      if (o.generations) o.generations.flat().forEach((g) => push(g.text));
      if (typeof o.text === 'string') push(o.text);
      if (typeof o.reasoning === 'string') push(o.reasoning);
    }
  });
  return out;
}

const norm = (t) => t.toLowerCase().replace(/[0-9]+/g, '#').replace(/[^a-z#\s]/g, ' ').split(/\s+/).filter(Boolean);
function jac(a, b) { const A = new Set(a), B = new Set(b); let i = 0; A.forEach((x) => B.has(x) && i++); return i / (A.size + B.size - i || 1); }
// largest group of near-identical model texts (size of cluster around one text)
export function maxNearDupGroup(texts) {
  const toks = texts.map(norm).filter((t) => t.length >= 5);
  let best = toks.length ? 1 : 0;
  for (let i = 0; i < toks.length; i++) { let c = 0; for (let j = 0; j < toks.length; j++) if (jac(toks[i], toks[j]) >= 0.8) c++; best = Math.max(best, c); }
  return best;
}

export function validateRows(rows, families) {
  const errs = [];
  const E = (id, m) => errs.push(`${id}: ${m}`);
  const famByName = Object.fromEntries(families.map((f) => [f.FAMILY.name, f]));
  const seen = new Set();
  const perFam = {};
  const types = new Set(['agent', 'llm', 'tool', 'retriever']);
  for (const r of rows) {
    const id = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) E(id, `missing ${k}`);
    if (Object.keys(r).some((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k))) E(id, 'extra keys');
    if (seen.has(id)) E(id, 'duplicate trace_id'); seen.add(id);
    const fam = famByName[r.family];
    if (!fam) { E(id, `unknown family ${r.family}`); continue; }
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) E(id, 'trace_id must be <family>-0N');
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) E(id, 'isolates sentence');
    if (typeof r.goal !== 'string' || r.goal.length < 10) E(id, 'goal');
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') E(id, 'labels must be boolean');
    if (r.loop !== fam.FAMILY.loop) E(id, `loop label ${r.loop} != family ${fam.FAMILY.loop}`);
    if (!fam.FAMILY.loop && r.stagnation) E(id, 'healthy family rows must have stagnation=false');
    if (!r.root || r.root.type !== 'agent') E(id, 'root must be an agent span');
    let bad = 0, nLlm = 0, nTool = 0;
    walk(r.root, (s) => {
      if (typeof s.type !== 'string' || !s.type) bad++;
      if (typeof s.name !== 'string' || !s.name) bad++;
      if (!('input' in s) || !('output' in s)) bad++;
      if (!Array.isArray(s.children)) bad++;
      if ('error' in s && typeof s.error !== 'string') bad++;
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) bad++;
      const extra = Object.keys(s).filter((k) => !['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k));
      if (extra.length) bad++;
      if (s.type === 'llm') nLlm++; if (!['llm', 'agent', 'chain'].includes(s.type)) nTool++;
    });
    if (bad) E(id, `${bad} malformed span fields`);
    const cnt = countSpans(r.root);
    if (cnt < 5 || cnt > 40) E(id, `span count ${cnt} outside 5..40`);
    if (nTool === 0) E(id, 'no tool/handoff/retriever spans');
    if (nLlm === 0) E(id, 'no llm spans');
    const g = maxNearDupGroup(modelTexts(r.root));
    if (r.stagnation && g < 3) E(id, `stagnation=true but largest near-duplicate model-text group is ${g}`);
    if (!r.stagnation && !fam.FAMILY.templatedText && g >= 3) E(id, `stagnation=false but ${g} near-duplicate model texts`);
    if (fam.FAMILY.check) { const m = fam.FAMILY.check(r); if (m) E(id, m); }
    void types;
  }
  for (const f of families) if (perFam[f.FAMILY.name] !== 6) E(f.FAMILY.name, `expected 6 rows, got ${perFam[f.FAMILY.name] || 0}`);
  return errs;
}

// helpers used by family checks
export function toolSpans(root) { const a = []; walk(root, (s) => s.type === 'tool' && a.push(s)); return a; }
export function maxAgentDepth(root) { let best = 0; walk(root, (s, d) => {}); const rec = (s, k) => { const kk = s.type === 'agent' ? k + 1 : k; best = Math.max(best, kk); (s.children || []).forEach((c) => rec(c, kk)); }; rec(root, 0); return best; }
