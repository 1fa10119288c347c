// Shared helpers for the blind16/b1 trace benchmark.
// Deterministic: a mulberry32 PRNG seeded from a hash of the trace_id, and a synthetic clock.
// No Math.random, no Date.now.

export const FAMILIES = {
  long_step_restated:        { loop: true,  stagnation: true,  file: 'f1_long_step_restated.mjs' },
  reworded_query_no_hits:    { loop: true,  stagnation: false, file: 'f2_reworded_query_no_hits.mjs' },
  fixes_same_failure:        { loop: true,  stagnation: false, file: 'f3_fixes_same_failure.mjs' },
  user_message_resent:       { loop: true,  stagnation: true,  file: 'f4_user_message_resent.mjs' },
  same_call_same_answer:     { loop: true,  stagnation: false, file: 'f5_same_call_same_answer.mjs' },
  status_poll_advances:      { loop: false, stagnation: false, file: 'f6_status_poll_advances.mjs' },
  pages_until_exhausted:     { loop: false, stagnation: false, file: 'f7_pages_until_exhausted.mjs' },
  failures_shrink_to_zero:   { loop: false, stagnation: false, file: 'f8_failures_shrink_to_zero.mjs' },
  planning_steps_accumulate: { loop: false, stagnation: false, file: 'f9_planning_steps_accumulate.mjs' },
  batch_distinct_items:      { loop: false, stagnation: false, file: 'f10_batch_distinct_items.mjs' },
};

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
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

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise factory: everything volatile comes from here.
export function makeNoise(traceId) {
  const seed = hashStr(traceId);
  const r = mulberry32(seed);
  const base = Date.UTC(2025, seed % 11, 2 + (seed >>> 8) % 25, 5 + (seed >>> 3) % 10, (seed >>> 5) % 60, (seed >>> 7) % 60);
  let clock = base;
  const h = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    float: (a, b, d = 2) => Number((a + r() * (b - a)).toFixed(d)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    chance: (p) => r() < p,
    str: (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(r() * alpha.length)]; return s; },
    hex: (n) => h.str(HEX, n),
    b62: (n) => h.str(B62, n),
    upper: (n) => h.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n),
    digits: (n) => h.str('0123456789', n),
    // clock
    tick: (sec = h.int(1, 9)) => { clock += Math.round(sec * 1000) + h.int(0, 999); return clock; },
    now: () => clock,
    date: () => new Date(clock),
    iso: () => new Date(clock).toISOString(),
    isoSec: () => new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (offH = 1) => { const d = new Date(clock + offH * 3600e3); return d.toISOString().replace(/\.\d{3}Z$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; },
    isoMicro: () => new Date(clock).toISOString().replace('Z', h.digits(3) + '+00:00'),
    http: () => new Date(clock).toUTCString(),
    unix: () => Math.floor(clock / 1000),
    unixMs: () => clock,
    unixFloat: () => Number((clock / 1000).toFixed(6)),
    eu: () => { const d = new Date(clock); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    uk: () => { const d = new Date(clock); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    us: () => { const d = new Date(clock); const hh = d.getUTCHours(); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${((hh + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${hh < 12 ? 'AM' : 'PM'}`; },
    syslog: () => { const d = new Date(clock); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    compact: () => new Date(clock).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    hms: () => { const d = new Date(clock); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    hmsMs: () => { const d = new Date(clock); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    day: (offDays = 0) => new Date(clock + offDays * 86400e3).toISOString().slice(0, 10),
    julian: () => { const d = new Date(clock); const start = Date.UTC(d.getUTCFullYear(), 0, 0); return `${d.getUTCFullYear()}${p3(Math.floor((clock - start) / 86400e3))}`; },
    // ids
    uuid: () => `${h.hex(8)}-${h.hex(4)}-4${h.hex(3)}-${h.pick(['8', '9', 'a', 'b'])}${h.hex(3)}-${h.hex(12)}`,
    ulid: () => h.str(CROCK, 26),
    sha: () => h.hex(64),
    git: () => h.hex(40),
    short: () => h.hex(7),
    etag: () => (h.chance(0.5) ? `W/"${h.hex(16)}"` : `"${h.hex(32)}"`),
    reqId: (prefix = 'req') => `${prefix}_${h.b62(24)}`,
    traceparent: () => `00-${h.hex(32)}-${h.hex(16)}-01`,
    job: (prefix = 'job') => `${prefix}-${h.digits(3)}${h.hex(5)}`,
    host: (prefix = 'app') => `${prefix}-${h.pick(['a', 'b', 'c', 'd'])}${h.int(1, 9)}.${h.pick(['eu-west-1', 'eu-north-1', 'us-east-2', 'ap-southeast-2'])}.internal`,
    pod: (prefix = 'api') => `${prefix}-${h.str('bcdfghjklmnpqrstvwxz2456789', 10)}-${h.str('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    ip: () => `10.${h.int(0, 255)}.${h.int(0, 255)}.${h.int(1, 254)}`,
    pid: () => h.int(1200, 65000),
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${h.str('abcdefghijklmnopqrstuvwxyz0123456789_', 8)}`,
    cursor: () => Buffer.from(`${h.hex(6)}:${h.int(100, 99999)}:${h.unix()}`).toString('base64').replace(/=+$/, ''),
    ms: (a = 40, b = 1800) => h.int(a, b),
    dur: (a = 0.05, b = 4) => `${h.float(a, b, 2)}s`,
    rate: (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(h.int(1, limit - 1)), 'x-ratelimit-reset': String(h.unix() + h.int(5, 60)) }),
    cfRay: () => `${h.hex(16)}-${h.pick(['ARN', 'FRA', 'AMS', 'LHR', 'CPH', 'OSL'])}`,
  };
  return h;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export const call = (name, args, out, opt = {}) => ({ name, args, out, ...opt });

const asText = (o) => (typeof o === 'string' ? o : JSON.stringify(o));
const clip = (s, n = 600) => (s.length > n ? s.slice(0, n) + '…' : s);

// Recorder: scenarios describe turns; the recorder renders them in one framework's recording style.
// styles: plain | langfuse | claude | strands | haystack | dspy
export class Rec {
  constructor(h, o) {
    this.h = h; this.o = o; this.style = o.style;
    this.model = o.model || {
      plain: 'gpt-4o-2024-08-06', langfuse: 'gpt-4.1-mini-2025-04-14', claude: 'claude-sonnet-4-5-20250929',
      strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', haystack: 'gpt-4o-mini', dspy: 'openai/gpt-4o-mini',
    }[o.style];
    this.sessionId = h.uuid();
    const rootName = o.agent || 'agent';
    const rootInput = this.style === 'dspy' ? { [o.inputField || 'question']: o.goal } :
      this.style === 'haystack' ? { messages: [{ role: 'user', content: [{ text: o.goal }] }] } :
      this.style === 'claude' ? { prompt: o.goal } : this.style === 'strands' ? { prompt: o.goal } : { input: o.goal };
    const meta = { ...(o.rootMeta || {}) };
    if (this.style === 'langfuse') Object.assign(meta, { langfuse_trace_id: h.hex(32), sessionId: o.session || `sess-${h.b62(10)}`, release: o.release || `v${h.int(1, 4)}.${h.int(0, 30)}.${h.int(0, 9)}` });
    if (this.style === 'claude') Object.assign(meta, { session_id: this.sessionId, cwd: o.cwd || '/home/agent/work', version: '2.0.' + h.int(10, 40), permission_mode: o.permission || 'acceptEdits' });
    if (this.style === 'strands') Object.assign(meta, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': rootName, 'gen_ai.request.model': this.model });
    if (this.style === 'haystack') Object.assign(meta, { 'haystack.pipeline.max_runs_per_component': o.maxRuns || 100 });
    if (this.style === 'dspy') Object.assign(meta, { module: 'dspy.ReAct', max_iters: o.maxIters || 20, lm: this.model });
    meta.start_time = h.iso();
    this.root = span('agent', rootName, rootInput, null, [], { metadata: meta });
    this.stack = [this.root.children];
    this.pending = [{ role: 'user', content: o.goal }];
    this.nTurns = 0; this.msgCount = 2; this.cycleParent = null; this.traj = [];
  }
  get kids() { return this.stack[this.stack.length - 1]; }
  push(s) { this.kids.push(s); return s; }

  usage() { return { in: this.h.int(900, 2400) + this.nTurns * this.h.int(300, 700), out: this.h.int(40, 420) }; }

  // One model turn: text (reasoning/message) and zero or more tool calls with their results.
  turn(text, calls = [], opt = {}) {
    const h = this.h; h.tick(h.int(1, 6)); this.nTurns++;
    const u = this.usage(); const lat = h.ms(600, 9000);
    const st = this.style;
    const ids = calls.map(() => ({
      plain: 'call_' + h.b62(24), langfuse: 'call_' + h.b62(24), claude: 'toolu_01' + h.b62(22),
      strands: 'tooluse_' + h.b62(22), haystack: 'call_' + h.b62(24), dspy: null,
    }[st]));
    if (st === 'dspy') return this._dspyTurn(text, calls, opt, u, lat);
    let llm;
    if (st === 'plain' || st === 'langfuse') {
      const out = { role: 'assistant', content: text || null };
      if (calls.length) out.tool_calls = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      const md = st === 'plain'
        ? { model: this.model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, latency_ms: lat, message_count: this.msgCount }
        : { langfuse_observation_type: 'GENERATION', model: this.model, usage: { input: u.in, output: u.out, total: u.in + u.out, unit: 'TOKENS' }, startTime: h.iso(), completionStartTime: new Date(h.now() + h.int(200, 900)).toISOString(), level: 'DEFAULT', modelParameters: { temperature: this.o.temperature ?? 0.2, max_tokens: 2048 } };
      llm = span('llm', this.o.llmName || (st === 'plain' ? 'chat.completions.create' : 'generation'), { messages: [{ role: 'system', content: this.o.system || 'You are a helpful assistant with tools.' }, ...this.pending] }, out, [], { metadata: md });
    } else if (st === 'claude') {
      const content = [];
      if (opt.thinking) content.push({ type: 'thinking', thinking: opt.thinking, signature: h.b62(40) });
      if (text) content.push({ type: 'text', text });
      calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c.name, input: c.args }));
      const out = { id: 'msg_01' + h.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: h.int(3, 12), cache_read_input_tokens: u.in * 8, cache_creation_input_tokens: h.int(0, 900), output_tokens: u.out } };
      llm = span('llm', 'assistant', { messages: this.pending.slice(-3) }, out, [], { metadata: { uuid: h.uuid(), sessionId: this.sessionId, timestamp: h.iso(), requestId: 'req_011C' + h.b62(20) } });
    } else if (st === 'strands') {
      const content = [];
      if (text) content.push({ text });
      calls.forEach((c, i) => content.push({ toolUse: { toolUseId: ids[i], name: c.name, input: c.args } }));
      llm = span('llm', 'chat', { messages: this.pending.slice(-2) }, { role: 'assistant', content }, [], { metadata: { 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_use' : 'end_turn'], latency_ms: lat } });
    } else if (st === 'haystack') {
      const content = [];
      if (text) content.push({ text });
      calls.forEach((c, i) => content.push({ tool_call: { tool_name: c.name, arguments: c.args, id: ids[i] } }));
      const reply = { role: 'assistant', content, name: null, meta: { model: this.model + '-2024-07-18', index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { completion_tokens: u.out, prompt_tokens: u.in, total_tokens: u.in + u.out } } };
      llm = span('llm', this.o.llmName || 'chat_generator', { messages: this.pending.slice(-3) }, { replies: [reply] }, [], { metadata: { 'haystack.component.name': this.o.llmName || 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.visits': this.nTurns } });
      this._hsReply = reply;
    }

    // container for this turn (strands cycles, langfuse optional step spans)
    let container = this.kids;
    if (st === 'strands') {
      const cyc = span('chain', 'execute_event_loop_cycle', null, null, [], { metadata: { 'event_loop.cycle_id': h.uuid(), 'event_loop.parent_cycle_id': this.cycleParent } });
      this.cycleParent = cyc.metadata['event_loop.cycle_id'];
      this.push(cyc); container = cyc.children; cyc.input = { cycle: this.nTurns };
    } else if (st === 'langfuse' && this.o.stepSpans) {
      const sp = span('span', `${this.o.stepSpans}-${this.nTurns}`, { iteration: this.nTurns }, null, [], { metadata: { langfuse_observation_type: 'SPAN', startTime: h.iso() } });
      this.push(sp); container = sp.children;
    }
    container.push(llm);
    if (opt.nested && (st === 'plain' || st === 'langfuse')) container = llm.children;

    // tool spans
    const results = [];
    let tiContainer = container;
    let ti = null;
    if (st === 'haystack' && calls.length) {
      ti = span('component', 'tool_invoker', { messages: [this._hsReply] }, null, [], { metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', 'haystack.component.visits': this.nTurns } });
      container.push(ti); tiContainer = ti.children;
    }
    calls.forEach((c, i) => {
      if (c.skipSpan) return; // recorded elsewhere (e.g. a sub-agent span opened with sub())
      h.tick(h.int(0, 4));
      const out = typeof c.out === 'function' ? c.out(h) : c.out;
      const md = { ...(c.meta || {}) };
      let name = c.name, input = c.argStr ? JSON.stringify(c.args) : c.args, output = out;
      if (st === 'plain') { md.tool_call_id = ids[i]; md.duration_ms = h.ms(20, 3000); }
      if (st === 'langfuse') { md.langfuse_observation_type = 'TOOL'; md.level = c.error ? 'ERROR' : 'DEFAULT'; if (c.error) md.statusMessage = c.error; md.startTime = h.iso(); md.tool_call_id = ids[i]; }
      if (st === 'claude') { md.tool_use_id = ids[i]; md.is_error = !!c.error; md.timestamp = h.iso(); }
      if (st === 'strands') { name = `execute_tool ${c.name}`; md['gen_ai.tool.name'] = c.name; md['gen_ai.tool.call.id'] = ids[i]; output = { toolUseId: ids[i], status: c.error ? 'error' : 'success', content: [typeof out === 'string' ? { text: out } : { json: out }] }; }
      if (st === 'haystack') { md['tool_call.id'] = ids[i]; }
      const ts = span(c.type || 'tool', name, input, output, c.children || [], { error: c.error, metadata: md });
      tiContainer.push(ts);
      results.push({ id: ids[i], name: c.name, text: asText(out), error: !!c.error });
    });
    if (ti) ti.output = { tool_messages: results.map((r) => ({ role: 'tool', content: [{ tool_call_result: { result: r.text, origin: { tool_name: r.name, id: r.id }, error: r.error } }] })) };

    // message history for the next input
    if (st === 'plain' || st === 'langfuse') {
      this.pending = [llm.output, ...results.map((r) => ({ role: 'tool', tool_call_id: r.id, content: clip(r.text) }))];
    } else if (st === 'claude') {
      this.pending = [{ role: 'assistant', content: llm.output.content.filter((b) => b.type !== 'thinking') }, { role: 'user', content: results.map((r) => ({ type: 'tool_result', tool_use_id: r.id, content: clip(r.text), is_error: r.error || undefined })) }];
    } else if (st === 'strands') {
      this.pending = [llm.output, { role: 'user', content: results.map((r) => ({ toolResult: { toolUseId: r.id, status: r.error ? 'error' : 'success', content: [{ text: clip(r.text) }] } })) }];
    } else if (st === 'haystack') {
      this.pending = [this._hsReply, ...results.map((r) => ({ role: 'tool', content: [{ tool_call_result: { result: clip(r.text), origin: { tool_name: r.name, id: r.id }, error: r.error } }] }))];
    }
    this.msgCount += 1 + results.length;
    return llm;
  }

  _dspyTurn(text, calls, opt, u, lat) {
    const h = this.h;
    if (calls.length > 1) throw new Error('dspy style: one tool per step');
    const c = calls[0] || { name: 'finish', args: {}, out: 'Completed.' };
    const idx = this.traj.length;
    const trajectory = {};
    this.traj.slice(-3).forEach((s) => { trajectory[`thought_${s.i}`] = s.thought; trajectory[`tool_name_${s.i}`] = s.tool; trajectory[`tool_args_${s.i}`] = s.args; trajectory[`observation_${s.i}`] = clip(s.obs, 400); });
    const llm = span('llm', 'Predict(StringSignature).forward', { [this.o.inputField || 'question']: this.o.goal, trajectory }, { next_thought: text, next_tool_name: c.name, next_tool_args: c.args }, [], { metadata: { lm: this.model, usage: { prompt_tokens: u.in, completion_tokens: u.out }, adapter: 'ChatAdapter', latency_ms: lat, iteration: idx } });
    this.push(llm);
    h.tick(h.int(0, 3));
    const out = typeof c.out === 'function' ? c.out(h) : c.out;
    const ts = span(c.type || 'tool', `Tool.${c.name}`, c.args, out, c.children || [], { error: c.error, metadata: { tool: c.name, iteration: idx, duration_s: h.float(0.01, 3.5, 3) } });
    this.push(ts);
    this.traj.push({ i: idx, thought: text, tool: c.name, args: c.args, obs: c.error ? `Execution error in ${c.name}: ${c.error}` : asText(out) });
    return llm;
  }

  // Final answer turn (no tools). For dspy: finish + extract.
  final(text, opt = {}) {
    const h = this.h;
    if (this.style === 'dspy') {
      this._dspyTurn(opt.thought || 'I have everything needed to answer.', [], opt, this.usage(), h.ms());
      h.tick(2);
      this.push(span('llm', 'ChainOfThought.forward', { [this.o.inputField || 'question']: this.o.goal, trajectory: `[${this.traj.length} steps]` }, { reasoning: opt.reasoning || text.split('. ')[0] + '.', [this.o.outputField || 'answer']: text }, [], { metadata: { lm: this.model, module: 'extract' } }));
      this.root.output = { [this.o.outputField || 'answer']: text };
      return;
    }
    const llm = this.turn(text, [], opt);
    this.root.output = this.style === 'haystack' ? { messages: [{ role: 'assistant', content: [{ text }] }] } : (this.style === 'claude' ? { result: text, subtype: 'success', num_turns: this.nTurns, total_cost_usd: h.float(0.02, 1.9, 4) } : text);
    return llm;
  }

  // Stop the run without success (cut off, max iterations, cancelled).
  cut(error, output = null, meta = {}) {
    this.root.error = error; this.root.output = output;
    Object.assign(this.root.metadata, { end_time: this.h.iso(), status: 'error', ...meta });
  }
  finish(meta = {}) { Object.assign(this.root.metadata, { end_time: this.h.tick(1) && this.h.iso(), status: 'ok', ...meta }); }

  // Nest everything produced by fn under a sub-span (sub-agent, chain, pipeline component).
  sub(type, name, input, fn, output = null, metadata) {
    const s = span(type, name, input, output, [], metadata ? { metadata } : {});
    this.push(s); this.stack.push(s.children);
    const savedPending = this.pending; this.pending = [{ role: 'user', content: typeof input === 'string' ? input : JSON.stringify(input) }];
    try { const r = fn(); if (r !== undefined) s.output = r; } finally { this.stack.pop(); this.pending = savedPending; }
    return s;
  }
  event(name, input, output = null, metadata = {}) {
    const md = this.style === 'langfuse' ? { langfuse_observation_type: 'EVENT', startTime: this.h.iso(), ...metadata } : { timestamp: this.h.iso(), ...metadata };
    return this.push(span('event', name, input, output, [], { metadata: md }));
  }
  raw(s) { return this.push(s); }
}

// ---------- validation (shared by generate.mjs and validate.mjs) ----------
const TOP_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

export function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  for (const k of ['type', 'name']) if (typeof s[k] !== 'string' || !s[k]) errs.push(`${path}: ${k} must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// Collect the model's own text from llm spans (content, text blocks, thoughts, reasoning).
export function modelTexts(s, acc = []) {
  if (s.type === 'llm' && s.output) {
    const o = s.output;
    if (typeof o === 'string') acc.push(o);
    else {
      if (typeof o.content === 'string') acc.push(o.content);
      if (Array.isArray(o.content)) for (const b of o.content) { if (b.text) acc.push(b.text); if (b.thinking) acc.push(b.thinking); }
      if (o.replies) for (const r of o.replies) for (const b of r.content || []) if (b.text) acc.push(b.text);
      if (o.next_thought) acc.push(o.next_thought);
      if (o.reasoning) acc.push(o.reasoning);
    }
  }
  for (const c of s.children) modelTexts(c, acc);
  return acc;
}
const words = (t) => t.toLowerCase().match(/[a-z0-9']+/g) || [];
function sim(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  let i = 0; for (const w of A) if (B.has(w)) i++;
  return i / Math.max(1, A.size + B.size - i);
}
// Near-verbatim pairs among long model texts (15+ words): a self-check of the stagnation label.
export function nearVerbatimPairs(texts, minWords = 15, thr = 0.75) {
  const long = texts.filter((t) => words(t).length >= minWords);
  const pairs = [];
  for (let i = 0; i < long.length; i++) for (let j = i + 1; j < long.length; j++) if (sim(long[i], long[j]) >= thr) pairs.push([i, j]);
  return pairs;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((row, n) => {
    const id = row && row.trace_id;
    const p = `row ${n + 1} (${id})`;
    for (const k of TOP_KEYS) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(row)) if (!TOP_KEYS.includes(k)) errs.push(`${p}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${p}: unknown family ${row.family}`); return; }
    if (!/^[a-z0-9_]+-0[1-6]$/.test(id) || !id.startsWith(row.family + '-')) errs.push(`${p}: bad trace_id`);
    if (seen.has(id)) errs.push(`${p}: duplicate trace_id`); seen.add(id);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (row.loop !== fam.loop) errs.push(`${p}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${p}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`${p}: ${k} too short`);
    checkSpan(row.root, `${p} root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${p}: root must be type agent`);
    const n2 = countSpans(row.root);
    if (n2 < 5 || n2 > 40) errs.push(`${p}: ${n2} spans (want 5..40)`);
    const texts = modelTexts(row.root);
    const pairs = nearVerbatimPairs(texts);
    if (row.stagnation && pairs.length === 0) errs.push(`${p}: stagnation=true but no near-verbatim model text pair`);
    if (!row.stagnation && pairs.length > 0) errs.push(`${p}: stagnation=false but model texts ${JSON.stringify(pairs)} are near-verbatim`);
    if (row.loop === false && row.root.error) errs.push(`${p}: healthy row ends in error`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}
