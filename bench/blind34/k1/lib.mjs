// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export const FAMILIES = {
  restated_long_step:        { loop: true,  stagnation: true,  file: 'f1_restated_long_step.mjs' },
  reworded_empty_search:     { loop: true,  stagnation: false, file: 'f2_reworded_empty_search.mjs' },
  paging_past_end:           { loop: true,  stagnation: false, file: 'f3_paging_past_end.mjs' },
  same_failure_after_fixes:  { loop: true,  stagnation: false, file: 'f4_same_failure_after_fixes.mjs' },
  volatile_only_results:     { loop: true,  stagnation: false, file: 'f5_volatile_only_results.mjs' },
  status_poll_progress:      { loop: false, stagnation: false, file: 'f6_status_poll_progress.mjs' },
  pagination_new_items:      { loop: false, stagnation: false, file: 'f7_pagination_new_items.mjs' },
  backoff_then_success:      { loop: false, stagnation: false, file: 'f8_backoff_then_success.mjs' },
  batch_distinct_items:      { loop: false, stagnation: false, file: 'f9_batch_distinct_items.mjs' },
  refined_search_success:    { loop: false, stagnation: false, file: 'f10_refined_search_success.mjs' },
};

export function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); }
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export class Noise {
  constructor(seedStr) {
    this.rand = mulberry32(hash32(seedStr));
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.rand() * 540) * 86400000 + Math.floor(this.rand() * 86400) * 1000;
  }
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.rand() * a.length)]; }
  chars(k, set) { let s = ''; for (let i = 0; i < k; i++) s += set[Math.floor(this.rand() * set.length)]; return s; }
  hex(k) { return this.chars(k, '0123456789abcdef'); }
  alnum(k) { return this.chars(k, ALNUM); }
  lower(k) { return this.chars(k, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  adv(min = 300, max = 9000) { this.t += this.int(min, max); return this.t; }
  wait(sec) { this.t += sec * 1000 + this.int(0, 999); return this.t; }
  d() { return new Date(this.adv()); }
  iso() { return this.d().toISOString(); }
  isoSec() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(h = 1) { const d = new Date(this.adv() + h * 3600000); const s = d.toISOString().slice(0, 19); return `${s}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; }
  nano() { return this.d().toISOString().replace('Z', '') + this.chars(6, '0123456789') + 'Z'; }
  http() { return this.d().toUTCString(); }
  epoch() { return Math.floor(this.adv() / 1000); }
  epochMs() { return this.adv(); }
  epochF() { return +(this.adv() / 1000).toFixed(6); }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  clf() { const d = this.d(); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  us() { const d = this.d(); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${(h % 12) || 12}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; }
  eu() { const d = this.d(); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  compact() { return this.d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  sqlTs() { return this.d().toISOString().replace('T', ' ').replace('Z', '+00'); }
  hms() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  uuid7() { const ts = this.t.toString(16).padStart(12, '0'); const h = this.hex(20); return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(4, 7)}-${h.slice(8, 20)}`; }
  ulid() { let ts = this.t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[ts % 32] + s; ts = Math.floor(ts / 32); } return s + this.chars(16, CROCK); }
  req(prefix = 'req_') { return prefix + this.alnum(20); }
  sha(k = 40) { return this.hex(k); }
  etag(weak = false) { return weak ? `W/"${this.hex(16)}"` : `"${this.hex(32)}"`; }
  secs(a = 0.05, b = 4) { return +(a + this.r() * (b - a)).toFixed(3); }
  dur(a, b) { return `${this.secs(a, b)}s`; }
  ms(a = 3, b = 2500) { return this.int(a, b); }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.lower(8)}`; }
  job(prefix = 'job-') { return prefix + this.lower(10); }
  host(base, zone) { return `${base}-${this.int(1, 14)}.${zone || this.pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'syd1', 'ca-central-1'])}.internal`; }
  pod(base) { return `${base}-${this.lower(10)}-${this.lower(5)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  cursor(obj) { return Buffer.from(JSON.stringify(obj || { k: this.hex(12), ts: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  pid() { return this.int(1200, 65000); }
  addr() { return '0x7f' + this.hex(10); }
  tokens() { return { input: this.int(400, 9000), output: this.int(20, 700) }; }
}

// ---------------------------------------------------------------- helpers
const S = (x) => (x === undefined || x === null ? '' : typeof x === 'string' ? x : JSON.stringify(x));
const toolText = (m) => (m.out !== undefined && m.out !== null ? S(m.out) : `Error: ${m.err}`);
const mk = (type, name, input, output, extra = {}) => ({ type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: [], ...extra });
const asObj = (o) => (o && typeof o === 'object' && !Array.isArray(o) ? o : { result: o });

function oaiMsgs(h) {
  return h.map((m) => {
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: toolText(m) };
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.text ?? null };
      if (m.calls.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      return o;
    }
    return { role: m.role, content: m.text };
  });
}
function anthMsgs(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', content: m.text });
    else if (m.role === 'assistant') out.push({ role: 'assistant', content: anthBlocks(m) });
    else {
      const blk = { type: 'tool_result', tool_use_id: m.id, content: toolText(m), ...(m.err ? { is_error: true } : {}) };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content)) last.content.push(blk); else out.push({ role: 'user', content: [blk] });
    }
  }
  return out;
}
function anthBlocks(m) {
  const b = [];
  if (m.reason) b.push({ type: 'thinking', thinking: m.reason, signature: m.sig });
  if (m.text) b.push({ type: 'text', text: m.text });
  for (const c of m.calls) b.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
  return b;
}
function gemParts(m) {
  const p = [];
  if (m.text) p.push({ text: m.text });
  for (const c of m.calls) p.push({ functionCall: { name: c.name, args: c.args } });
  return p;
}
function gemContents(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', parts: [{ text: m.text }] });
    else if (m.role === 'assistant') out.push({ role: 'model', parts: gemParts(m) });
    else {
      const part = { functionResponse: { name: m.name, response: m.out !== undefined ? asObj(m.out) : { error: m.err } } };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && last.parts[0].functionResponse) last.parts.push(part); else out.push({ role: 'user', parts: [part] });
    }
  }
  return out;
}
function converse(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', content: [{ text: m.text }] });
    else if (m.role === 'assistant') out.push({ role: 'assistant', content: [...(m.text ? [{ text: m.text }] : []), ...m.calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] });
    else {
      const blk = { toolResult: { toolUseId: m.id, status: m.err ? 'error' : 'success', content: [typeof m.out === 'object' && m.out !== null ? { json: m.out } : { text: toolText(m) }] } };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && last.content[0].toolResult) last.content.push(blk); else out.push({ role: 'user', content: [blk] });
    }
  }
  return out;
}
function lcMsgs(h) {
  return h.map((m) => {
    if (m.role === 'system') return { type: 'system', content: m.text };
    if (m.role === 'user') return { type: 'human', content: m.text };
    if (m.role === 'assistant') return { type: 'ai', content: m.text || '', tool_calls: m.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) };
    return { type: 'tool', content: toolText(m), tool_call_id: m.id, name: m.name, status: m.err ? 'error' : 'success' };
  });
}
function otelMsgs(h) {
  return h.map((m) => {
    if (m.role === 'tool') return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: m.out !== undefined ? m.out : { error: m.err } }] };
    if (m.role === 'assistant') return { role: 'assistant', parts: [...(m.text ? [{ type: 'text', content: m.text }] : []), ...m.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))] };
    return { role: m.role, parts: [{ type: 'text', content: m.text }] };
  });
}
function respItems(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', content: [{ type: 'input_text', text: m.text }] });
    else if (m.role === 'assistant') {
      if (m.rid) out.push({ type: 'reasoning', id: m.rid, summary: m.reason ? [{ type: 'summary_text', text: m.reason }] : [] });
      if (m.text) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.text, annotations: [] }] });
      for (const c of m.calls) out.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
    } else out.push({ type: 'function_call_output', call_id: m.id, output: toolText(m) });
  }
  return out;
}
function pydMsgs(h, n) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') out.push({ kind: 'request', parts: [{ part_kind: 'system-prompt', content: m.text }] });
    else if (m.role === 'user') { const r = out[out.length - 1]; const part = { part_kind: 'user-prompt', content: m.text, timestamp: m.ts }; if (r && r.kind === 'request') r.parts.push(part); else out.push({ kind: 'request', parts: [part] }); }
    else if (m.role === 'assistant') out.push({ kind: 'response', parts: [...(m.text ? [{ part_kind: 'text', content: m.text }] : []), ...m.calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: c.id }))], model_name: m.model, timestamp: m.ts });
    else {
      const part = m.err ? { part_kind: 'retry-prompt', tool_name: m.name, content: m.err, tool_call_id: m.id } : { part_kind: 'tool-return', tool_name: m.name, content: m.out, tool_call_id: m.id };
      const r = out[out.length - 1]; if (r && r.kind === 'request' && r.parts[0].part_kind !== 'system-prompt') r.parts.push(part); else out.push({ kind: 'request', parts: [part] });
    }
  }
  return out;
}
function flatMsgs(prefix, msgs) {
  const o = {};
  msgs.forEach((m, i) => {
    o[`${prefix}.${i}.message.role`] = m.role;
    if (m.content) o[`${prefix}.${i}.message.content`] = m.content;
    (m.tool_calls || []).forEach((t, j) => {
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.id`] = t.id;
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.function.name`] = t.function.name;
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.function.arguments`] = t.function.arguments;
    });
    if (m.tool_call_id) o[`${prefix}.${i}.message.tool_call_id`] = m.tool_call_id;
  });
  return o;
}
const pyRepr = (v) => (v === true ? 'True' : v === false ? 'False' : v === null ? 'None' : typeof v === 'object' ? JSON.stringify(v).replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None') : JSON.stringify(v));
const pyCall = (c) => `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${pyRepr(v)}`).join(', ')})`;
const finishOf = (calls) => (calls.length ? 'tool_calls' : 'stop');

// ---------------------------------------------------------------- styles
const OAI_ID = (n) => 'call_' + n.alnum(24);
export const STYLES = {
  plain: {
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { task: ctx.spec.goal }, fin, { children: ch, metadata: { run_id: ctx.n.uuid(), started_at: ctx.t0 } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'chat.completions.create', { model: ctx.model, messages: oaiMsgs(ctx.hist), temperature: 0.2 }, { role: 'assistant', content: step.say ?? null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) }, { metadata: { id: 'chatcmpl-' + n.alnum(29), created: n.epoch(), finish_reason: finishOf(calls), usage: { prompt_tokens: t.input, completion_tokens: t.output }, latency_ms: n.ms(400, 9000), system_fingerprint: 'fp_' + n.hex(10) } }); },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, c.out, { metadata: { tool_call_id: c.id, duration_ms: n.ms() } }),
  },
  anthropic: {
    model: 'claude-3-5-sonnet-20241022',
    callId: (n) => 'toolu_01' + n.alnum(22),
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { prompt: ctx.spec.goal }, fin, { children: ch, metadata: { log_source: 'anthropic-messages-proxy', conversation_id: ctx.n.uuid() } }),
    llm: (ctx, step, calls, n) => {
      const t = n.tokens(); const sig = step.reason ? n.alnum(48) + '==' : undefined; step._sig = sig;
      return mk('llm', 'messages.create', { model: ctx.model, max_tokens: 4096, system: ctx.spec.system, messages: anthMsgs(ctx.hist), tools: ctx.toolNames.map((x) => ({ name: x })), ...(step.reason ? { thinking: { type: 'enabled', budget_tokens: 2048 } } : {}) },
        { id: 'msg_01' + n.alnum(22), type: 'message', role: 'assistant', model: ctx.model, content: anthBlocks({ text: step.say, reason: step.reason, sig, calls }), stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: t.input, output_tokens: t.output, cache_read_input_tokens: n.int(0, 3) * 1024 } },
        { metadata: { 'request-id': 'req_011C' + n.alnum(18), 'anthropic-ratelimit-tokens-remaining': n.int(100000, 400000), date: n.http(), latency_ms: n.ms(600, 12000) } });
    },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, c.out, { metadata: { tool_use_id: c.id, elapsed_ms: n.ms() } }),
  },
  claude_sdk: {
    model: 'claude-sonnet-4-20250514',
    callId: (n) => 'toolu_01' + n.alnum(22),
    root: (ctx, ch, fin) => mk('agent', 'claude_agent_sdk.query', { prompt: ctx.spec.goal, options: { allowed_tools: ctx.toolNames, cwd: ctx.spec.cwd || '/home/dev/project', permission_mode: 'acceptEdits', max_turns: 30 } }, { type: 'result', subtype: ctx.spec.rootError ? 'error_max_turns' : 'success', result: fin, num_turns: ctx.turn, total_cost_usd: +(ctx.n.r() * 0.9).toFixed(4), duration_ms: ctx.n.ms(20000, 400000) }, { children: ch, metadata: { session_id: ctx.n.uuid() } }),
    llm: (ctx, step, calls, n) => { const last = ctx.hist[ctx.hist.length - 1]; const prev = last.role === 'tool' ? { type: 'user', message: { role: 'user', content: anthMsgs(ctx.hist).slice(-1)[0].content } } : { type: 'user', message: { role: 'user', content: last.text } }; const t = n.tokens(); return mk('llm', 'assistant', prev, { type: 'assistant', message: { id: 'msg_01' + n.alnum(22), model: ctx.model, role: 'assistant', content: anthBlocks({ text: step.say, calls }), stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: t.input, output_tokens: t.output, cache_creation_input_tokens: n.int(0, 900) } }, parent_tool_use_id: null }, { metadata: { uuid: n.uuid(), timestamp: n.iso() } }); },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, { type: 'tool_result', tool_use_id: c.id, content: c.out !== undefined ? S(c.out) : c.err, is_error: !!c.err }, { metadata: { uuid: n.uuid(), timestamp: n.iso() } }),
  },
  openai_agents: {
    model: 'gpt-4.1',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'Agent workflow', { input: ctx.spec.goal }, fin, { metadata: { trace_id: 'trace_' + ctx.n.hex(32), group_id: null }, children: [mk('agent', ctx.spec.agent, null, fin, { children: ch, metadata: { span_id: 'span_' + ctx.n.hex(24), tools: ctx.toolNames, handoffs: [], output_type: 'str' } })] }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const rid = 'rs_' + n.hex(48); step._rid = step.reason ? rid : undefined; return mk('llm', 'response', { instructions: ctx.spec.system, input: respItems(ctx.hist) }, { id: 'resp_' + n.hex(48), status: 'completed', output: [...(step.reason ? [{ type: 'reasoning', id: rid, summary: [{ type: 'summary_text', text: step.reason }] }] : []), ...(step.say ? [{ type: 'message', id: 'msg_' + n.hex(48), role: 'assistant', content: [{ type: 'output_text', text: step.say, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: t.input, output_tokens: t.output } }, { metadata: { span_id: 'span_' + n.hex(24), started_at: n.iso(), model: ctx.model } }); },
    tool: (ctx, c, n) => mk('tool', c.name, JSON.stringify(c.args), c.out !== undefined ? S(c.out) : null, { metadata: { span_id: 'span_' + n.hex(24), started_at: n.iso(), ended_at: n.iso(), mcp_data: null } }),
  },
  responses: {
    model: 'o4-mini-2025-04-16',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { input: ctx.spec.goal }, fin, { children: ch, metadata: { recorder: 'responses-api-log', conversation: 'conv_' + ctx.n.hex(40) } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const rid = 'rs_' + n.hex(48); step._rid = rid; return mk('llm', 'responses.create', { model: ctx.model, instructions: ctx.spec.system, input: respItems(ctx.hist), tools: ctx.toolNames.map((x) => ({ type: 'function', name: x })), reasoning: { effort: 'medium', summary: 'auto' }, store: true }, { id: 'resp_' + n.hex(48), object: 'response', created_at: n.epoch(), status: 'completed', model: ctx.model, output: [{ type: 'reasoning', id: rid, summary: step.reason ? [{ type: 'summary_text', text: step.reason }] : [] }, ...(step.say ? [{ type: 'message', id: 'msg_' + n.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: step.say, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: t.input, output_tokens: t.output, output_tokens_details: { reasoning_tokens: n.int(64, 1800) } } }, { metadata: { 'x-request-id': 'req_' + n.hex(32), 'openai-processing-ms': n.ms(500, 14000) } }); },
    tool: (ctx, c, n) => mk('tool', c.name, { call_id: c.id, arguments: JSON.stringify(c.args) }, c.out, { metadata: { elapsed: n.dur(0.01, 3) } }),
  },
  vercel: {
    model: 'gpt-4o-2024-08-06',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: ctx.spec.system, prompt: ctx.spec.goal }) }, { 'ai.response.text': fin, 'ai.response.finishReason': ctx.spec.rootError ? 'tool-calls' : 'stop' }, { children: ch, metadata: { 'operation.name': `ai.generateText ${ctx.spec.agent}`, 'ai.model.id': ctx.model, 'ai.model.provider': 'openai.chat', 'ai.settings.maxSteps': ctx.spec.maxSteps || 12, 'ai.telemetry.functionId': ctx.spec.agent, 'resource.name': ctx.spec.agent } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(oaiMsgs(ctx.hist)), 'ai.prompt.tools': ctx.toolNames.map((x) => JSON.stringify({ type: 'function', name: x })) }, { 'ai.response.text': step.say || '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.response.timestamp': n.iso() }, { metadata: { 'gen_ai.system': 'openai.chat', 'gen_ai.request.model': ctx.model, 'ai.usage.promptTokens': t.input, 'ai.usage.completionTokens': t.output, 'ai.response.msToFirstChunk': n.ms(200, 3000) } }); },
    tool: (ctx, c, n) => mk('tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) }, c.out !== undefined ? { 'ai.toolCall.result': S(c.out) } : null, { metadata: { 'operation.name': 'ai.toolCall', 'span.duration_ms': n.ms() } }),
  },
  otel_genai: {
    model: 'gpt-4o-mini',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', `invoke_agent ${ctx.spec.agent}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: ctx.spec.goal }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: fin }] }] }, { children: ch, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': ctx.spec.agent, 'gen_ai.agent.id': ctx.n.uuid(), 'gen_ai.system': 'openai', 'service.name': ctx.spec.service || ctx.spec.agent } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', `chat ${ctx.model}`, { 'gen_ai.system_instructions': [{ type: 'text', content: ctx.spec.system }], 'gen_ai.input.messages': otelMsgs(ctx.hist.filter((m) => m.role !== 'system')) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(step.say ? [{ type: 'text', content: step.say }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: finishOf(calls) }] }, { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': ctx.model, 'gen_ai.response.model': ctx.model + '-2024-07-18', 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29), 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output, 'server.address': 'api.openai.com' } }); },
    tool: (ctx, c, n) => mk('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.call.arguments': c.args }, c.out !== undefined ? { 'gen_ai.tool.call.result': c.out } : null, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.type': 'function', ...(c.err ? { 'error.type': c.errType || 'ToolError' } : {}) } }),
  },
  openinference: {
    model: 'gpt-4o',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { 'input.value': ctx.spec.goal, 'input.mime_type': 'text/plain' }, { 'output.value': fin, 'output.mime_type': 'text/plain' }, { children: ch, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': ctx.n.uuid(), 'phoenix.project.name': ctx.spec.project || 'default' } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const outMsg = { role: 'assistant', content: step.say, tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) }; return mk('llm', 'ChatCompletion', { ...flatMsgs('llm.input_messages', oaiMsgs(ctx.hist)), 'llm.invocation_parameters': JSON.stringify({ model: ctx.model, temperature: 0 }) }, flatMsgs('llm.output_messages', [outMsg]), { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': ctx.model, 'llm.provider': 'openai', 'llm.token_count.prompt': t.input, 'llm.token_count.completion': t.output, 'llm.token_count.total': t.input + t.output } }); },
    tool: (ctx, c, n) => mk(c.type || 'tool', c.name, { 'tool.name': c.name, 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' }, c.out !== undefined ? { 'output.value': S(c.out), 'output.mime_type': typeof c.out === 'string' ? 'text/plain' : 'application/json' } : null, { metadata: { 'openinference.span.kind': (c.type || 'tool').toUpperCase(), 'tool.description': c.desc || null } }),
  },
  langgraph: {
    model: 'gpt-4o',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('chain', 'LangGraph', { messages: [{ type: 'human', content: ctx.spec.goal }] }, { messages: fin ? [{ type: 'ai', content: fin }] : [] }, { children: ch, metadata: { thread_id: ctx.n.uuid(), ls_run_id: ctx.n.uuid(), graph: ctx.spec.agent }, ...(ctx.spec.rootError ? {} : {}) }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'ChatOpenAI', { messages: [lcMsgs(ctx.hist)] }, { generations: [[{ text: step.say || '', generation_info: { finish_reason: finishOf(calls) }, message: { type: 'ai', content: step.say || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + n.uuid() } }]], llm_output: { token_usage: { prompt_tokens: t.input, completion_tokens: t.output }, model_name: ctx.model + '-2024-08-06', system_fingerprint: 'fp_' + n.hex(10) } }, { metadata: { ls_provider: 'openai', ls_model_name: ctx.model, ls_temperature: 0 } }); },
    tool: (ctx, c, n) => mk('tool', c.name, { input: JSON.stringify(c.args) }, c.out !== undefined ? { content: S(c.out), type: 'tool', name: c.name, tool_call_id: c.id, status: 'success' } : null, { metadata: { langgraph_node: 'tools', run_id: n.uuid() } }),
    wrap: (ctx, llm, tools, calls, n) => { const step = ctx.lgStep = (ctx.lgStep || 0) + 1; const out = [mk('chain', 'agent', { messages: '[…]' }, { messages: [llm.output.generations[0][0].message] }, { children: [llm], metadata: { langgraph_step: step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: [step === 1 ? 'start:agent' : 'tools'], checkpoint_ns: 'agent:' + n.uuid() } })]; if (tools.length) out.push(mk('chain', 'tools', { tool_calls: calls.length }, { messages: tools.map((t) => t.output) }, { children: tools, metadata: { langgraph_step: step * 2, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'], checkpoint_ns: 'tools:' + n.uuid() } })); return out; },
  },
  langsmith: {
    model: 'claude-3-5-haiku-20241022',
    callId: (n) => 'toolu_01' + n.alnum(22),
    root: (ctx, ch, fin) => mk('chain', 'AgentExecutor', { input: ctx.spec.goal }, { output: fin }, { children: ch, metadata: { run_type: 'chain', ls_run_id: ctx.n.uuid(), session_name: ctx.spec.project || ctx.spec.agent, revision_id: ctx.n.hex(7) } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'ChatAnthropic', { messages: [lcMsgs(ctx.hist)] }, { generations: [[{ text: step.say || '', message: { type: 'ai', content: [...(step.say ? [{ type: 'text', text: step.say }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id })), usage_metadata: { input_tokens: t.input, output_tokens: t.output } } }]] }, { metadata: { run_type: 'llm', ls_provider: 'anthropic', ls_model_name: ctx.model, run_id: n.uuid(), start_time: n.iso() } }); },
    tool: (ctx, c, n) => mk('tool', c.name, { input: c.args }, c.out !== undefined ? { output: S(c.out) } : null, { metadata: { run_type: 'tool', run_id: n.uuid(), start_time: n.iso() } }),
  },
  crewai: {
    model: 'gpt-4o-mini',
    callId: (n) => 'crw_' + n.hex(8),
    root: (ctx, ch, fin) => mk('agent', 'Crew.kickoff', { inputs: ctx.spec.inputs || { task: ctx.spec.goal } }, { raw: fin, token_usage: { total_tokens: ctx.n.int(4000, 60000) } }, { metadata: { crew_key: ctx.n.hex(32), crew_id: ctx.n.uuid(), process: 'sequential' }, children: [mk('chain', `Task: ${ctx.spec.task || ctx.spec.goal.slice(0, 60)}`, { description: ctx.spec.goal, expected_output: ctx.spec.expected || 'A short report' }, fin, { metadata: { task_id: ctx.n.uuid() }, children: [mk('agent', ctx.spec.agent, { role: ctx.spec.agent, goal: ctx.spec.system }, fin, { children: ch, metadata: { agent_id: ctx.n.uuid(), llm: ctx.model, max_iter: 20 } })] })] }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const c = calls[0]; const text = c ? `Thought: ${step.say}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}` : `Thought: I now know the final answer\nFinal Answer: ${step.say}`; return mk('llm', 'LLM.call', { messages: oaiMsgs(ctx.hist.filter((m) => m.role !== 'tool' && m.role !== 'assistant')).concat(ctx.hist.filter((m) => m.role === 'assistant').length ? [{ role: 'assistant', content: '…scratchpad…' }] : []) }, text, { metadata: { model: ctx.model, prompt_tokens: t.input, completion_tokens: t.output, call_id: n.uuid() } }); },
    tool: (ctx, c, n) => mk('tool', c.name, JSON.stringify(c.args), c.out !== undefined ? S(c.out) : null, { metadata: { tool_usage_id: n.uuid(), run_attempts: 1, delegations: 0 } }),
  },
  autogen: {
    model: 'gpt-4o-2024-11-20',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'RoundRobinGroupChat.run', { task: ctx.spec.goal }, { stop_reason: ctx.spec.rootError || 'Text \'TERMINATE\' mentioned', messages_count: ctx.turn * 2 + 1 }, { children: ch, metadata: { team_id: ctx.n.uuid(), participants: [ctx.spec.agent, 'user_proxy'] } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const msgs = ctx.hist.map((m) => m.role === 'system' ? { type: 'SystemMessage', content: m.text } : m.role === 'user' ? { type: 'UserMessage', content: m.text, source: 'user' } : m.role === 'assistant' ? { type: 'AssistantMessage', content: m.calls.length ? m.calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : m.text, thought: m.calls.length ? m.text : undefined, source: ctx.spec.agent } : { type: 'FunctionExecutionResultMessage', content: [{ content: toolText(m), name: m.name, call_id: m.id, is_error: !!m.err }] }); return mk('llm', 'OpenAIChatCompletionClient.create', { messages: msgs }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : step.say, thought: calls.length ? step.say : null, usage: { prompt_tokens: t.input, completion_tokens: t.output }, cached: false }, { metadata: { agent: ctx.spec.agent, 'autogen.event': 'LLMCall', timestamp: n.isoOff(0) } }); },
    tool: (ctx, c, n) => mk('tool', c.name, { id: c.id, arguments: JSON.stringify(c.args) }, { content: c.out !== undefined ? S(c.out) : c.err, call_id: c.id, is_error: !!c.err }, { metadata: { 'autogen.event': 'ToolCallExecutionEvent', source: ctx.spec.agent } }),
  },
  gemini: {
    model: 'gemini-2.0-flash-001',
    callId: (n) => 'fc_' + n.lower(12),
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { prompt: ctx.spec.goal }, fin, { children: ch, metadata: { sdk: 'google-genai', session: ctx.n.uuid() } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'models.generateContent', { model: ctx.model, contents: gemContents(ctx.hist), config: { system_instruction: ctx.spec.system, tools: [{ function_declarations: ctx.toolNames.map((x) => ({ name: x })) }], automatic_function_calling: { disable: true } } }, { candidates: [{ content: { role: 'model', parts: gemParts({ text: step.say, calls }) }, finishReason: 'STOP', avgLogprobs: -n.r() * 0.4 }], usageMetadata: { promptTokenCount: t.input, candidatesTokenCount: t.output, totalTokenCount: t.input + t.output }, modelVersion: ctx.model, responseId: n.alnum(22) }, { metadata: { latency_ms: n.ms(300, 6000) } }); },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, c.out !== undefined ? { name: c.name, response: asObj(c.out) } : null, { metadata: { dispatched_at: n.isoSec() } }),
  },
  smolagents: {
    model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
    callId: (n) => 'call_' + n.int(1, 9),
    root: (ctx, ch, fin) => mk('agent', 'CodeAgent.run', { task: ctx.spec.goal, stream: false, reset: true }, fin, { children: ch, metadata: { 'smolagents.max_steps': ctx.spec.maxSteps || 20, 'smolagents.tools_names': ctx.toolNames } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const code = calls.length ? calls.map((c, i) => `r${i} = ${pyCall(c)}\nprint(r${i})`).join('\n') : `final_answer(${JSON.stringify(step.final || step.say)})`; return mk('llm', 'InferenceClientModel.generate', { messages: oaiMsgs(ctx.hist.filter((m) => m.role !== 'tool')) }, { role: 'assistant', content: `Thought: ${step.say}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { metadata: { 'llm.token_count.prompt': t.input, 'llm.token_count.completion': t.output, 'llm.model_name': ctx.model } }); },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, c.out, { metadata: { 'openinference.span.kind': 'TOOL' } }),
    wrap: (ctx, llm, tools, calls, n) => { ctx.sStep = (ctx.sStep || 0) + 1; const logs = calls.map((c) => (c.out !== undefined ? S(c.out) : '')).join('\n'); const err = calls.find((c) => c.err); const st = mk('chain', `Step ${ctx.sStep}`, { step_number: ctx.sStep }, { observations: calls.length ? `Execution logs:\n${logs}\nLast output from code snippet:\nNone` : null, duration: n.secs(1, 30) }, { children: [llm, ...tools] }); if (err) st.error = `Code execution failed at line 'r0 = ${pyCall(err).slice(0, 80)}' due to: ${err.err}`; return [st]; },
  },
  mastra: {
    model: 'gpt-4o-mini',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', `agent run: '${ctx.spec.agent}'`, { messages: [{ role: 'user', content: ctx.spec.goal }] }, { text: fin }, { children: ch, metadata: { spanType: 'agent_run', agentId: ctx.spec.agent, runId: ctx.n.uuid(), resourceId: ctx.spec.resource || 'default', threadId: ctx.n.uuid() } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', `llm: '${ctx.model}'`, { messages: oaiMsgs(ctx.hist) }, { text: step.say || '', toolCalls: calls.map((c) => ({ toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop' }, { metadata: { spanType: 'llm_generation', provider: 'openai', usage: { promptTokens: t.input, completionTokens: t.output }, startTime: n.iso() } }); },
    tool: (ctx, c, n) => mk('tool', `tool: '${c.name}'`, c.args, c.out, { metadata: { spanType: 'tool_call', toolId: c.name, toolCallId: c.id, startTime: n.iso() } }),
  },
  llamaindex: {
    model: 'gpt-4o',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'FunctionAgent.run', { user_msg: ctx.spec.goal }, { response: { role: 'assistant', blocks: [{ block_type: 'text', text: fin }] } }, { children: ch, metadata: { workflow: 'AgentWorkflow', run_id: ctx.n.uuid(), 'llama_index.version': '0.12.30' } }),
    llm: (ctx, step, calls, n) => mk('llm', 'OpenAI.astream_chat', { messages: oaiMsgs(ctx.hist).map((m) => ({ role: m.role, blocks: [{ block_type: 'text', text: m.content || '' }], additional_kwargs: m.tool_calls ? { tool_calls: m.tool_calls } : m.tool_call_id ? { tool_call_id: m.tool_call_id } : {} })) }, { message: { role: 'assistant', blocks: [{ block_type: 'text', text: step.say || '' }], additional_kwargs: calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {} }, raw: { id: 'chatcmpl-' + n.alnum(29), created: n.epoch() } }, { metadata: { 'openinference.span.kind': 'LLM', event_id: n.uuid() } }),
    tool: (ctx, c, n) => mk(c.type || 'tool', `FunctionTool.acall`, { tool_name: c.name, kwargs: c.args }, { content: c.out !== undefined ? S(c.out) : c.err, tool_name: c.name, raw_input: { kwargs: c.args }, raw_output: c.out, is_error: !!c.err }, { metadata: { tool_id: c.id, event_id: n.uuid() } }),
  },
  strands: {
    model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
    callId: (n) => 'tooluse_' + n.alnum(22),
    root: (ctx, ch, fin) => mk('agent', 'invoke_agent Strands Agents', { 'gen_ai.prompt': ctx.spec.goal }, { 'gen_ai.completion': fin }, { children: ch, metadata: { 'gen_ai.agent.name': ctx.spec.agent, 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': ctx.model, 'agent.tools': ctx.toolNames } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'chat', { messages: converse(ctx.hist) }, { message: { role: 'assistant', content: [...(step.say ? [{ text: step.say }] : []), ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] }, stopReason: calls.length ? 'tool_use' : 'end_turn' }, { metadata: { 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output, 'gen_ai.server.time_to_first_token': n.ms(200, 2500) } }); },
    tool: (ctx, c, n) => mk('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, input: c.args }, { toolUseId: c.id, status: c.err ? 'error' : 'success', content: [c.out !== undefined && typeof c.out === 'object' ? { json: c.out } : { text: c.out !== undefined ? S(c.out) : `Error: ${c.err}` }] }, { metadata: { 'tool.status': c.err ? 'error' : 'success' } }),
    wrap: (ctx, llm, tools, calls, n) => [mk('chain', 'execute_event_loop_cycle', null, null, { children: [llm, ...tools], metadata: { 'event_loop.cycle_id': n.uuid(), 'event_loop.parent_cycle_id': ctx.prevCycle || null } })],
  },
  swe_agent: {
    model: 'claude-3-7-sonnet-20250219',
    callId: (n) => 'toolu_' + n.alnum(24),
    root: (ctx, ch, fin) => mk('agent', 'SWE-agent', { problem_statement: ctx.spec.goal, instance_id: ctx.spec.instance }, { submission: fin, exit_status: ctx.spec.rootError ? 'exit_cost' : 'submitted' }, { children: ch, metadata: { config: 'default_from_url.yaml', env: { repo: ctx.spec.repo, base_commit: ctx.n.hex(40) } } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const c = calls[0]; return mk('llm', 'model.query', { history: oaiMsgs(ctx.hist).slice(-6), n_history: ctx.hist.length }, c ? `DISCUSSION\n${step.say}\n\n\`\`\`\n${c.args.cmd}\n\`\`\`` : `DISCUSSION\n${step.say}\n\n\`\`\`\nsubmit\n\`\`\``, { metadata: { tokens_sent: t.input, tokens_received: t.output, api_calls: ctx.turn, instance_cost: +(ctx.turn * 0.031 + n.r() * 0.01).toFixed(4) } }); },
    tool: (ctx, c, n) => mk('tool', c.args.cmd.split(/\s+/)[0], { action: c.args.cmd }, c.out, { metadata: { execution_time: n.secs(0.02, 40), state: { open_file: c.openFile || 'n/a', working_dir: ctx.spec.cwd || '/repo' } } }),
  },
  openhands: {
    model: 'litellm_proxy/claude-sonnet-4-20250514',
    callId: (n) => 'toolu_01' + n.alnum(22),
    root: (ctx, ch, fin) => mk('agent', 'CodeActAgent', { task: ctx.spec.goal }, { agent_state: ctx.spec.rootError ? 'error' : 'finished', final_thought: fin }, { children: ch, metadata: { conversation_id: ctx.n.hex(32), runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.39-nikolaik' }, ...(ctx.spec.rootError ? { error: ctx.spec.rootError } : {}) }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'litellm.completion', { messages: oaiMsgs(ctx.hist).slice(-8), n_messages: ctx.hist.length }, { content: step.say || '', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, { metadata: { response_id: 'chatcmpl-' + n.uuid(), prompt_tokens: t.input, completion_tokens: t.output, cache_read_tokens: n.int(0, 20000), latency: n.secs(1, 20) } }); },
    tool: (ctx, c, n) => { const kind = { execute_bash: 'CmdRunAction', str_replace_editor: 'FileEditAction', think: 'AgentThinkAction' }[c.name] || c.name; return mk('tool', kind, c.name === 'execute_bash' ? { command: c.args.command, is_input: false, blocking: false } : c.args, c.name === 'execute_bash' ? { observation: 'run', content: S(c.out), extras: { command: c.args.command, metadata: { exit_code: c.exit ?? (c.err ? 1 : 0), pid: -1, username: 'openhands', hostname: 'runtime-' + n.lower(16), working_dir: '/workspace/' + (ctx.spec.repo || 'project'), py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', prefix: '', suffix: `\n[The command completed with exit code ${c.exit ?? (c.err ? 1 : 0)}.]` } } } : { observation: 'edit', content: S(c.out) }, { metadata: { event_id: n.int(10, 900), timestamp: n.iso().replace('Z', '') } }); },
  },
  langfuse: {
    model: 'gpt-4.1-mini',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', ctx.spec.agent, { question: ctx.spec.goal }, { answer: fin }, { children: ch, metadata: { 'langfuse.trace.id': ctx.n.hex(32), userId: ctx.spec.user || 'u_' + ctx.n.lower(6), sessionId: ctx.n.uuid(), tags: ctx.spec.tags || [], release: 'v' + ctx.n.int(1, 4) + '.' + ctx.n.int(0, 30) + '.' + ctx.n.int(0, 9) } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'OpenAI-generation', oaiMsgs(ctx.hist), { role: 'assistant', content: step.say ?? null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined }, { metadata: { observationType: 'GENERATION', model: ctx.model + '-2025-04-14', usageDetails: { input: t.input, output: t.output, total: t.input + t.output }, costDetails: { total: +((t.input * 0.4 + t.output * 1.6) / 1e6).toFixed(6) }, completionStartTime: n.iso(), level: 'DEFAULT' } }); },
    tool: (ctx, c, n) => mk('tool', c.name, c.args, c.out, { metadata: { observationType: 'TOOL', level: c.err ? 'ERROR' : 'DEFAULT', startTime: n.iso(), endTime: n.iso() } }),
  },
  pydantic: {
    model: 'gpt-4o',
    callId: (n) => 'call_' + n.alnum(24),
    root: (ctx, ch, fin) => mk('agent', `${ctx.spec.agent} run`, { prompt: ctx.spec.goal }, { final_result: fin, all_messages: '…' }, { children: ch, metadata: { 'logfire.span_type': 'span', 'logfire.msg': `${ctx.spec.agent} run`, agent_name: ctx.spec.agent, model_name: ctx.model, 'gen_ai.usage.input_tokens': ctx.n.int(5000, 90000), 'code.filepath': ctx.spec.codeFile || 'agent.py', 'code.lineno': ctx.n.int(20, 300) } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const ts = n.iso(); ctx.hist.forEach((m) => { if (!m.ts) m.ts = ts; if (!m.model) m.model = ctx.model; }); return mk('llm', `chat ${ctx.model}`, { 'gen_ai.input.messages': pydMsgs(ctx.hist, n) }, { parts: [...(step.say ? [{ part_kind: 'text', content: step.say }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: c.id }))], model_name: ctx.model + '-2024-08-06', timestamp: ts, vendor_id: 'chatcmpl-' + n.alnum(29) }, { metadata: { 'logfire.span_type': 'span', 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output } }); },
    tool: (ctx, c, n) => mk('tool', `running tool: ${c.name}`, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, tool_arguments: JSON.stringify(c.args) }, c.out !== undefined ? { tool_response: c.out } : null, { metadata: { 'logfire.span_type': 'span', 'logfire.level_num': c.err ? 17 : 9 } }),
  },
  bedrock: {
    model: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
    callId: (n) => 'toolu_bdrk_01' + n.alnum(20),
    root: (ctx, ch, fin) => mk('agent', 'InvokeAgent', { inputText: ctx.spec.goal, sessionId: ctx.n.lower(12), agentId: ctx.n.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), agentAliasId: 'TSTALIASID', enableTrace: true }, fin !== undefined && fin !== null ? { completion: fin } : null, { children: ch, metadata: { 'x-amzn-requestid': ctx.n.uuid(), 'x-amzn-bedrock-agent-sessionid': ctx.n.lower(12), region: 'us-west-2' } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); const c = calls[0]; const traceId = n.uuid() + '-0'; return mk('llm', 'orchestrationTrace', { modelInvocationInput: { traceId, type: 'ORCHESTRATION', text: JSON.stringify({ system: ctx.spec.system, messages: anthMsgs(ctx.hist).slice(-6) }), inferenceConfiguration: { maximumLength: 2048, temperature: 0, topP: 1 } } }, { modelInvocationOutput: { traceId, metadata: { usage: { inputTokens: t.input, outputTokens: t.output } } }, rationale: step.say && c ? { traceId, text: step.say } : undefined, ...(c ? { invocationInput: { traceId, invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: c.group || ctx.spec.actionGroup || 'ActionGroup', function: c.name, parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'number' : 'string', value: String(v) })), executionType: 'LAMBDA' } } } : { observation: { traceId, type: 'FINISH', finalResponse: { text: step.say } } }) }, { metadata: { eventTime: n.iso() } }); },
    tool: (ctx, c, n) => mk('tool', c.name, { actionGroupName: c.group || ctx.spec.actionGroup || 'ActionGroup', function: c.name, parameters: c.args }, c.out !== undefined ? { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: S(c.out) } } } : null, { metadata: { lambdaRequestId: n.uuid(), lambdaDurationMs: n.ms(40, 4000) } }),
  },
  adk: {
    model: 'gemini-2.5-flash',
    callId: (n) => 'adk-' + n.uuid(),
    root: (ctx, ch, fin) => mk('agent', 'invocation', { new_message: { role: 'user', parts: [{ text: ctx.spec.goal }] } }, fin, { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + ctx.n.uuid(), 'gcp.vertex.agent.session_id': ctx.n.uuid(), app_name: ctx.spec.app || ctx.spec.agent }, children: [mk('agent', `agent_run [${ctx.spec.agent}]`, null, fin, { children: ch })] }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: ctx.model, config: { system_instruction: ctx.spec.system, tools: [{ function_declarations: ctx.toolNames.map((x) => ({ name: x })) }] }, contents: gemContents(ctx.hist) }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: calls.length ? [...(step.say ? [{ text: step.say }] : []), ...calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: c.args } }))] : [{ text: step.say }] }, usage_metadata: { prompt_token_count: t.input, candidates_token_count: t.output } }) }, { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': ctx.model, 'gcp.vertex.agent.event_id': n.uuid() } }); },
    tool: (ctx, c, n) => mk('tool', `execute_tool ${c.name}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(c.args) }, { 'gcp.vertex.agent.tool_response': JSON.stringify(c.out !== undefined ? asObj(c.out) : { error: c.err }) }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gcp.vertex.agent.event_id': n.uuid() } }),
  },
  agentops: {
    model: 'gpt-4o',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'session', { tags: ctx.spec.tags || [ctx.spec.agent] }, { end_state: ctx.spec.rootError ? 'Indeterminate' : 'Success', end_state_reason: fin }, { children: ch, metadata: { session_id: ctx.n.uuid(), init_timestamp: ctx.n.iso(), host_env: { OS: { OS: 'Linux', 'OS Release': '6.8.0-1021-aws' }, SDK: { 'AgentOps SDK Version': '0.3.26', 'Python Version': '3.11.9' } } } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'LLMEvent', { prompt: oaiMsgs(ctx.hist) }, { completion: { role: 'assistant', content: step.say ?? null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : null } }, { metadata: { event_id: n.uuid(), init_timestamp: n.iso(), end_timestamp: n.iso(), model: ctx.model, prompt_tokens: t.input, completion_tokens: t.output } }); },
    tool: (ctx, c, n) => mk('tool', 'ToolEvent', { name: c.name, params: c.args }, c.out !== undefined ? { returns: c.out } : null, { metadata: { event_id: n.uuid(), init_timestamp: n.iso(), end_timestamp: n.iso() } }),
  },
  // Agno (formerly phidata) — a framework not in the brief's list.
  agno: {
    model: 'gpt-4.1-mini',
    callId: OAI_ID,
    root: (ctx, ch, fin) => mk('agent', 'Agent.run', { message: ctx.spec.goal }, { content: fin, content_type: 'str', event: 'RunResponse' }, { children: ch, metadata: { agent_name: ctx.spec.agent, agent_id: ctx.n.uuid(), run_id: ctx.n.uuid(), session_id: ctx.n.uuid(), 'agno.version': '1.5.4' } }),
    llm: (ctx, step, calls, n) => { const t = n.tokens(); return mk('llm', 'OpenAIChat.response', { messages: oaiMsgs(ctx.hist) }, { role: 'assistant', content: step.say ?? null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: t.input, output_tokens: t.output, time: n.secs(0.4, 9), time_to_first_token: n.secs(0.2, 1.5) } }, { metadata: { model: ctx.model, provider: 'OpenAI' } }); },
    tool: (ctx, c, n) => mk('tool', 'FunctionCall.execute', { function: { name: c.name, arguments: c.args } }, { result: c.out !== undefined ? S(c.out) : null, tool_call_error: !!c.err }, { metadata: { tool_call_id: c.id, created_at: n.epoch() } }),
    nest: 'inllm',
  },
};

// ---------------------------------------------------------------- engine
function runSteps(st, ctx, steps) {
  const out = [];
  for (const step of steps) {
    if (step.sub) {
      const save = ctx.hist;
      ctx.hist = [{ role: 'system', text: step.sub.system || ctx.spec.system }, { role: 'user', text: step.sub.goal }];
      const ch = runSteps(st, ctx, step.sub.steps);
      const fin = step.sub.steps.filter((s) => s.say).slice(-1)[0]?.say ?? null;
      ctx.hist = save;
      out.push(mk('agent', step.sub.name, { task: step.sub.goal }, fin, { children: ch }));
      continue;
    }
    ctx.turn++;
    const calls = (step.calls || []).map((c) => ({ ...c, id: st.callId(ctx.n) }));
    const n = ctx.n;
    const llm = st.llm(ctx, step, calls, n);
    ctx.hist.push({ role: 'assistant', text: step.say, reason: step.reason, sig: step._sig, rid: step._rid, calls });
    const tools = calls.map((c) => { const s = st.tool(ctx, c, n); if (c.err) s.error = c.err; return s; });
    for (const c of calls) ctx.hist.push({ role: 'tool', id: c.id, name: c.name, out: c.out, err: c.err });
    if (st.wrap) out.push(...st.wrap(ctx, llm, tools, calls, n));
    else if (st.nest === 'inllm') { llm.children = tools; out.push(llm); }
    else out.push(llm, ...tools);
  }
  return out;
}

function normalize(span) {
  const o = { type: span.type, name: span.name, input: span.input === undefined ? null : span.input, output: span.output === undefined ? null : span.output, children: (span.children || []).map(normalize) };
  if (span.error) o.error = span.error;
  if (span.metadata) o.metadata = JSON.parse(JSON.stringify(span.metadata));
  return JSON.parse(JSON.stringify(o));
}

export function buildTrace(styleName, spec, n) {
  const st = STYLES[styleName];
  if (!st) throw new Error('unknown style ' + styleName);
  const names = [];
  const collect = (steps) => steps.forEach((s) => { if (s.sub) collect(s.sub.steps); (s.calls || []).forEach((c) => { if (!names.includes(c.name)) names.push(c.name); }); });
  collect(spec.steps);
  const ctx = { spec, n, model: spec.model || st.model || 'gpt-4o', turn: 0, toolNames: spec.tools || names, t0: n.iso(), hist: [{ role: 'system', text: spec.system }, { role: 'user', text: spec.goal }] };
  const ch = runSteps(st, ctx, spec.steps);
  const last = spec.steps.filter((s) => !s.sub).slice(-1)[0];
  const fin = spec.rootOut !== undefined ? spec.rootOut : last && !(last.calls || []).length ? last.say ?? null : null;
  const root = st.root(ctx, ch, fin);
  if (spec.rootError) root.error = spec.rootError;
  return normalize(root);
}

export function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }
