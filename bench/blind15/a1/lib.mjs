// Shared helpers: deterministic PRNG, volatile-noise generators, and span builders
// that imitate several tracing styles. No Math.random, no clock reads.

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

const HEX = '0123456789abcdef';
const AN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// ---------- date formatting (pure functions of an epoch-ms value) ----------
export const fmt = {
  iso: (ms) => new Date(ms).toISOString(),
  isoS: (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  isoOff: (ms, offMin = 60) => {
    const d = new Date(ms + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-';
    const a = Math.abs(offMin);
    return d.toISOString().replace(/\.\d{3}Z$/, '') + sign + p2(Math.floor(a / 60)) + ':' + p2(a % 60);
  },
  http: (ms) => new Date(ms).toUTCString(),
  unix: (ms) => Math.floor(ms / 1000),
  unixF: (ms) => +(ms / 1000).toFixed(3),
  unixNs: (ms) => String(ms) + String((ms * 7919) % 1000000).padStart(6, '0'),
  syslog: (ms) => { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
  dmy: (ms) => { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
  us: (ms) => { const d = new Date(ms); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; },
  compact: (ms) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
  human: (ms) => { const d = new Date(ms); return `${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
  sql: (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '') + String(ms % 1000).padStart(3, '0'),
  dig: (ms) => { const d = new Date(ms); return `${DOW[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`; },
  hms: (ms) => { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
  date: (ms) => new Date(ms).toISOString().slice(0, 10),
  julian: (ms) => { const d = new Date(ms); const start = Date.UTC(d.getUTCFullYear(), 0, 0); return `${d.getUTCFullYear() % 100}${String(Math.floor((ms - start) / 86400000)).padStart(3, '0')}`; },
};

// ---------- noise source bound to one trace ----------
export function makeNoise(traceId) {
  const rng = mulberry32(fnv1a(traceId));
  const N = { rng, traceId };
  N.int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  N.pick = (arr) => arr[Math.floor(rng() * arr.length)];
  N.float = (a, b, d = 2) => +(a + rng() * (b - a)).toFixed(d);
  const draw = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rng() * alpha.length)]; return s; };
  N.hex = (n) => draw(HEX, n);
  N.alnum = (n) => draw(AN, n);
  N.b62 = (n) => draw(B62, n);
  N.upper = (n) => draw('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n);
  N.digits = (n) => draw('0123456789', n);
  N.uuid = () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${N.pick(['8', '9', 'a', 'b'])}${N.hex(3)}-${N.hex(12)}`;
  N.ulid = () => draw(CROCK, 26);
  N.sha = (n = 40) => N.hex(n);
  N.etag = (weak = false) => (weak ? 'W/' : '') + `"${N.hex(weak ? 16 : 32)}"`;
  N.reqId = (prefix = 'req_') => prefix + N.b62(20);
  N.traceparent = () => `00-${N.hex(32)}-${N.hex(16)}-01`;
  N.tmp = (ext = '') => `/tmp/tmp${N.alnum(8)}${ext}`;
  N.host = (prefix, zone = 'internal') => `${prefix}-${N.int(1, 14)}.${N.pick(['euw1', 'euc1', 'use2', 'apse2'])}.${zone}`;
  N.pod = (name) => `${name}-${N.alnum(10)}-${N.alnum(5)}`;
  N.ms = (a = 40, b = 2400) => N.int(a, b);
  N.durS = (a = 0.2, b = 9) => N.float(a, b, 3);
  N.ip = () => `10.${N.int(0, 255)}.${N.int(0, 255)}.${N.int(2, 254)}`;
  N.cursor = (obj) => Buffer.from(JSON.stringify({ ...obj, n: N.alnum(6) })).toString('base64').replace(/=+$/, '');
  // clock
  let t = Date.UTC(2025, 0, 2) + N.int(0, 300) * 86400000 + N.int(6, 17) * 3600000 + N.int(0, 3599) * 1000 + N.int(0, 999);
  N.now = () => t;
  N.tick = (minS = 0.4, maxS = 5) => { t += Math.round((minS + rng() * (maxS - minS)) * 1000); return t; };
  N.advance = (sec) => { t += Math.round(sec * 1000); return t; };
  // monotonic counters
  const counters = {};
  N.seq = (key, start = 1, stepMin = 1, stepMax = 1) => {
    if (!(key in counters)) counters[key] = start; else counters[key] += N.int(stepMin, stepMax);
    return counters[key];
  };
  N.down = (key, start, stepMin = 1, stepMax = 1) => {
    if (!(key in counters)) counters[key] = start; else counters[key] -= N.int(stepMin, stepMax);
    return counters[key];
  };
  return N;
}

// ---------- generic span builder ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

// ---------- style renderers ----------
// A scenario:
//  { style: 'langsmith'|'otel'|'openai_agents'|'anthropic'|'plain', agent, model, system, user,
//    turns: [ { think?, text?, calls?: [ {name, args, out, err?, argStr?, kind?, meta?, children?} ],
//               sub?, human?: {answer}, stop? } ],
//    end: { output?, error?, status? }, rootMeta? }
export function renderTrace(scn, N) {
  const style = scn.style;
  const R = RENDERERS[style];
  if (!R) throw new Error('unknown style ' + style);
  const ctx = { N, scn, history: [], toolNames: [] };
  for (const t of scn.turns) for (const c of t.calls || []) if (!ctx.toolNames.includes(c.name)) ctx.toolNames.push(c.name);
  ctx.history.push({ role: 'user', content: scn.user });
  const startMs = N.now();
  // group turns into runs by sub-agent
  const groups = [];
  for (const t of scn.turns) {
    const key = t.sub || null;
    if (groups.length && groups[groups.length - 1].sub === key) groups[groups.length - 1].turns.push(t);
    else groups.push({ sub: key, turns: [t] });
  }
  const children = [];
  let step = 0;
  for (const g of groups) {
    const inner = [];
    for (const t of g.turns) {
      step++;
      inner.push(...R.turn(ctx, t, step));
      if (t.human) {
        N.tick(20, 240);
        inner.push(R.human(ctx, t));
        ctx.history.push({ role: 'user', content: t.human.answer });
      }
    }
    if (g.sub) {
      const pre = R.handoff ? [R.handoff(ctx, scn.agent, g.sub)] : [];
      children.push(...pre, span('agent', R.subName ? R.subName(g.sub) : g.sub, { task: g.turns[0].subTask || scn.user }, { result: lastText(g.turns) }, inner, { metadata: R.subMeta ? R.subMeta(ctx, g.sub) : undefined }));
    } else children.push(...inner);
  }
  return R.root(ctx, children, startMs);
}

function lastText(turns) {
  const last = turns[turns.length - 1];
  return last.text && !(last.calls || []).length ? last.text : null;
}

function callId(N, style) {
  if (style === 'anthropic') return 'toolu_01' + N.b62(22);
  if (style === 'otel') return 'call_' + N.b62(24);
  return 'call_' + N.b62(24);
}

function tokens(N, ctx) {
  const base = 300 + ctx.history.reduce((a, m) => a + asText(m.content || '').length / 4, 0);
  return { input: Math.round(base + N.int(0, 40)), output: N.int(18, 420) };
}

function prepCalls(ctx, t) {
  return (t.calls || []).map((c) => ({ ...c, args: typeof c.args === 'function' ? c.args(ctx.N) : c.args, id: callId(ctx.N, ctx.scn.style) }));
}

function pushAssistant(ctx, t, calls) {
  ctx.history.push({ role: 'assistant', think: t.think, content: t.text || '', calls: calls.map((c) => ({ id: c.id, name: c.name, args: c.args })) });
}

function resolve(N, c) {
  if (typeof c.out === 'function') c.out = c.out(N);
  if (typeof c.err === 'function') c.err = c.err(N);
  if (typeof c.children === 'function') c.children = c.children(N);
}

function toolResultText(c) {
  if (c.err !== undefined && c.out === undefined) return 'Error: ' + c.err;
  return asText(c.out);
}

const RENDERERS = {
  // ---------------- LangSmith / LangGraph run tree ----------------
  langsmith: {
    msgs(ctx) {
      const out = [{ type: 'system', content: ctx.scn.system }];
      for (const m of ctx.history) {
        if (m.role === 'user') out.push({ type: 'human', content: m.content });
        else if (m.role === 'assistant') out.push({ type: 'ai', content: m.content, tool_calls: m.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), ...(m.think ? { additional_kwargs: { reasoning_content: m.think } } : {}) });
        else out.push({ type: 'tool', name: m.name, tool_call_id: m.id, content: m.content, status: m.isErr ? 'error' : 'success' });
      }
      return out;
    },
    turn(ctx, t, step) {
      const { N, scn } = ctx;
      const calls = prepCalls(ctx, t);
      const input = { messages: [this.msgs(ctx)] };
      const tk = tokens(N, ctx);
      const s0 = N.tick(0.1, 0.3);
      const e0 = N.tick(0.8, 6);
      const msg = { type: 'ai', content: t.text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), ...(t.think ? { additional_kwargs: { reasoning_content: t.think } } : {}), id: 'run-' + N.uuid(), usage_metadata: { input_tokens: tk.input, output_tokens: tk.output, total_tokens: tk.input + tk.output } };
      const llm = span('llm', scn.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', input, {
        generations: [[{ text: t.text || '', type: 'ChatGeneration', message: msg, generation_info: { finish_reason: calls.length ? 'tool_calls' : (t.stop || 'stop') } }]],
        llm_output: { model_name: scn.model, system_fingerprint: 'fp_' + N.hex(10) },
      }, [], { metadata: { run_id: N.uuid(), ls_provider: scn.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: scn.model, ls_temperature: 0, start_time: fmt.iso(s0), end_time: fmt.iso(e0) } });
      pushAssistant(ctx, t, calls);
      const out = [span('chain', 'agent', { messages: '[...]' }, { messages: [msg] }, [llm], { metadata: { run_id: N.uuid(), langgraph_step: step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: [step === 1 ? 'start:agent' : 'tools'] } })];
      if (calls.length) {
        const tools = calls.map((c) => {
          const ts = N.tick(0.05, 0.2); resolve(N, c); const te = N.tick(0.1, c.slow || 3);
          const res = toolResultText(c);
          ctx.history.push({ role: 'tool', id: c.id, name: c.name, content: res, isErr: c.err !== undefined });
          return span(c.kind || 'tool', c.name, { input: c.argStr ? JSON.stringify(c.args) : c.args }, c.out === undefined ? null : { output: c.out }, c.children || [], { error: c.err, metadata: { run_id: N.uuid(), tool_call_id: c.id, start_time: fmt.iso(ts), end_time: fmt.iso(te), ...(c.meta || {}) } });
        });
        out.push(span('chain', 'tools', { messages: '[...]' }, { messages: calls.map((c) => ({ type: 'tool', tool_call_id: c.id, name: c.name })) }, tools, { metadata: { run_id: N.uuid(), langgraph_step: step * 2, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'] } }));
      }
      return out;
    },
    human(ctx, t) {
      return span('chain', '__interrupt__', { value: t.text }, { resume: t.human.answer }, [], { metadata: { run_id: ctx.N.uuid(), langgraph_node: 'human_review', resumed_at: fmt.iso(ctx.N.now()) } });
    },
    root(ctx, children, startMs) {
      const { N, scn } = ctx;
      const end = scn.end || {};
      return span('agent', scn.agent || 'LangGraph', { messages: [{ type: 'human', content: scn.user }] }, end.output !== undefined ? { messages: [{ type: 'ai', content: end.output }] } : null, children, {
        error: end.error,
        metadata: { ls_run_type: 'chain', run_id: N.uuid(), session_name: scn.project || 'default', start_time: fmt.iso(startMs), end_time: fmt.iso(N.tick(0.1, 1)), status: end.status || (end.error ? 'error' : 'success'), thread_id: N.uuid(), revision_id: N.hex(7), ...(scn.rootMeta || {}) },
      });
    },
  },

  // ---------------- OpenTelemetry GenAI semantic conventions ----------------
  otel: {
    msgs(ctx) {
      return ctx.history.map((m) => {
        if (m.role === 'user') return { role: 'user', parts: [{ type: 'text', content: m.content }] };
        if (m.role === 'assistant') return { role: 'assistant', parts: [...(m.content ? [{ type: 'text', content: m.content }] : []), ...m.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))] };
        return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: m.content }] };
      });
    },
    turn(ctx, t) {
      const { N, scn } = ctx;
      const calls = prepCalls(ctx, t);
      const tk = tokens(N, ctx);
      const s0 = N.tick(0.05, 0.2);
      const input = { 'gen_ai.system_instructions': [{ type: 'text', content: scn.system }], 'gen_ai.input.messages': this.msgs(ctx) };
      const parts = [];
      if (t.think) parts.push({ type: 'reasoning', content: t.think });
      if (t.text) parts.push({ type: 'text', content: t.text });
      for (const c of calls) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
      const e0 = N.tick(0.7, 7);
      const llm = span('llm', `chat ${scn.model}`, input, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: calls.length ? 'tool_call' : (t.stop || 'stop') }] }, [], {
        metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': scn.provider || 'openai', 'gen_ai.request.model': scn.model, 'gen_ai.response.model': scn.responseModel || scn.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': tk.input, 'gen_ai.usage.output_tokens': tk.output, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_call' : (t.stop || 'stop')], 'server.address': scn.server || 'api.openai.com', span_id: N.hex(16), start_time_unix_nano: fmt.unixNs(s0), end_time_unix_nano: fmt.unixNs(e0) },
      });
      pushAssistant(ctx, t, calls);
      const out = [llm];
      for (const c of calls) {
        const ts = N.tick(0.02, 0.1); resolve(N, c); const te = N.tick(0.1, c.slow || 3);
        ctx.history.push({ role: 'tool', id: c.id, name: c.name, content: toolResultText(c) });
        out.push(span(c.kind || 'tool', `execute_tool ${c.name}`, c.argStr ? JSON.stringify(c.args) : c.args, c.out === undefined ? null : c.out, c.children || [], {
          error: c.err,
          metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', ...(c.err !== undefined ? { 'error.type': c.errType || 'ToolError', 'otel.status_code': 'ERROR' } : { 'otel.status_code': 'OK' }), span_id: N.hex(16), start_time_unix_nano: fmt.unixNs(ts), end_time_unix_nano: fmt.unixNs(te), ...(c.meta || {}) },
        }));
      }
      return out;
    },
    human(ctx, t) {
      return span('chain', 'await_user_input', { 'gen_ai.prompt': t.text }, { 'gen_ai.user.message': t.human.answer }, [], { metadata: { span_id: ctx.N.hex(16), 'session.id': ctx.scn.sessionId || 'sess_' + ctx.N.alnum(12), received_at: fmt.unixNs(ctx.N.now()) } });
    },
    subName: (s) => `invoke_agent ${s}`,
    subMeta: (ctx, s) => ({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': s, 'gen_ai.agent.id': 'asst_' + ctx.N.b62(24), span_id: ctx.N.hex(16) }),
    root(ctx, children, startMs) {
      const { N, scn } = ctx;
      const end = scn.end || {};
      return span('agent', `invoke_agent ${scn.agent}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: scn.user }] }] }, end.output !== undefined ? { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: end.output }], finish_reason: 'stop' }] } : null, children, {
        error: end.error,
        metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': scn.agent, 'gen_ai.agent.id': 'asst_' + N.b62(24), 'gen_ai.conversation.id': 'conv_' + N.hex(24), 'service.name': scn.service || scn.agent.toLowerCase().replace(/[^a-z0-9]+/g, '-'), trace_id: N.hex(32), span_id: N.hex(16), start_time_unix_nano: fmt.unixNs(startMs), end_time_unix_nano: fmt.unixNs(N.tick(0.05, 0.5)), 'otel.status_code': end.error ? 'ERROR' : 'OK', ...(scn.rootMeta || {}) },
      });
    },
  },

  // ---------------- OpenAI Agents SDK trace ----------------
  openai_agents: {
    items(ctx) {
      const out = [];
      for (const m of ctx.history) {
        if (m.role === 'user') out.push({ role: 'user', content: m.content });
        else if (m.role === 'assistant') {
          if (m.think) out.push({ type: 'reasoning', summary: [{ type: 'summary_text', text: m.think }] });
          if (m.content) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content, annotations: [] }] });
          for (const c of m.calls) out.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
        } else out.push({ type: 'function_call_output', call_id: m.id, output: m.content });
      }
      return out;
    },
    turn(ctx, t) {
      const { N, scn } = ctx;
      const calls = prepCalls(ctx, t);
      const tk = tokens(N, ctx);
      const s0 = N.tick(0.05, 0.2);
      const input = this.items(ctx);
      const output = [];
      if (t.think) output.push({ id: 'rs_' + N.hex(48), type: 'reasoning', summary: [{ type: 'summary_text', text: t.think }] });
      if (t.text) output.push({ id: 'msg_' + N.hex(48), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: t.text, annotations: [] }] });
      for (const c of calls) output.push({ id: 'fc_' + N.hex(48), type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
      const e0 = N.tick(0.7, 7);
      const gen = span('generation', 'Generation', input, output, [], { metadata: { span_id: 'span_' + N.hex(24), model: scn.model, model_config: { temperature: null, tool_choice: 'auto', parallel_tool_calls: calls.length > 1 }, usage: { input_tokens: tk.input, output_tokens: tk.output }, response_id: 'resp_' + N.hex(48), started_at: fmt.isoOff(s0, 0).replace('+00:00', '.' + N.digits(6) + '+00:00'), ended_at: fmt.isoOff(e0, 0).replace('+00:00', '.' + N.digits(6) + '+00:00') } });
      pushAssistant(ctx, t, calls);
      const out = [gen];
      for (const c of calls) {
        const ts = N.tick(0.02, 0.1); resolve(N, c); const te = N.tick(0.1, c.slow || 3);
        const res = toolResultText(c);
        ctx.history.push({ role: 'tool', id: c.id, name: c.name, content: res });
        out.push(span(c.kind || 'function', c.name, JSON.stringify(c.args), c.out === undefined ? null : asText(c.out), c.children || [], {
          error: c.err,
          metadata: { span_id: 'span_' + N.hex(24), started_at: fmt.iso(ts), ended_at: fmt.iso(te), mcp_data: null, ...(c.err !== undefined ? { error_data: { message: 'Error running tool', data: { tool_name: c.name, error: c.err } } } : {}), ...(c.meta || {}) },
        }));
      }
      return out;
    },
    human(ctx, t) {
      return span('custom', 'user_turn', { prompt: t.text }, { input: t.human.answer }, [], { metadata: { span_id: 'span_' + ctx.N.hex(24), data: { source: 'chat_ui', received_at: fmt.iso(ctx.N.now()) } } });
    },
    handoff(ctx, from, to) {
      return span('handoff', 'Handoff', { from_agent: from, to_agent: to }, { to_agent: to }, [], { metadata: { span_id: 'span_' + ctx.N.hex(24), started_at: fmt.iso(ctx.N.tick(0.01, 0.05)) } });
    },
    subMeta: (ctx, s) => ({ span_id: 'span_' + ctx.N.hex(24), handoffs: [], tools: ctx.scn.subTools?.[s] || [], output_type: 'str' }),
    root(ctx, children, startMs) {
      const { N, scn } = ctx;
      const end = scn.end || {};
      return span('agent', scn.agent, scn.user, end.output !== undefined ? end.output : null, children, {
        error: end.error,
        metadata: { trace_id: 'trace_' + N.hex(32), span_id: 'span_' + N.hex(24), workflow_name: scn.workflow || 'Agent workflow', group_id: scn.group || null, handoffs: Object.keys(scn.subTools || {}), tools: ctx.toolNames, output_type: 'str', started_at: fmt.iso(startMs), ended_at: fmt.iso(N.tick(0.05, 0.4)), ...(scn.rootMeta || {}) },
      });
    },
  },

  // ---------------- Anthropic Messages API logs ----------------
  anthropic: {
    msgs(ctx) {
      const out = [];
      for (const m of ctx.history) {
        if (m.role === 'user') out.push({ role: 'user', content: [{ type: 'text', text: m.content }] });
        else if (m.role === 'assistant') {
          const content = [];
          if (m.think) content.push({ type: 'thinking', thinking: m.think, signature: m.sig });
          if (m.content) content.push({ type: 'text', text: m.content });
          for (const c of m.calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
          out.push({ role: 'assistant', content });
        } else {
          const block = { type: 'tool_result', tool_use_id: m.id, content: m.content };
          if (m.isErr) block.is_error = true;
          const last = out[out.length - 1];
          if (last && last.role === 'user' && Array.isArray(last.content) && last.content.every((b) => b.type === 'tool_result')) last.content.push(block);
          else out.push({ role: 'user', content: [block] });
        }
      }
      return out;
    },
    turn(ctx, t) {
      const { N, scn } = ctx;
      const calls = prepCalls(ctx, t);
      const tk = tokens(N, ctx);
      const input = { model: scn.model, max_tokens: scn.maxTokens || 4096, system: scn.system, tools: ctx.toolNames.map((n) => ({ name: n, input_schema: { type: 'object' } })), messages: this.msgs(ctx) };
      if (t.think) input.thinking = { type: 'enabled', budget_tokens: 2048 };
      const content = [];
      const sig = t.think ? N.b62(120) + '==' : undefined;
      if (t.think) content.push({ type: 'thinking', thinking: t.think, signature: sig });
      if (t.text) content.push({ type: 'text', text: t.text });
      for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      const s0 = N.tick(0.05, 0.2); const e0 = N.tick(0.8, 8);
      const output = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: scn.model, content, stop_reason: calls.length ? 'tool_use' : (t.stop === 'length' ? 'max_tokens' : 'end_turn'), stop_sequence: null, usage: { input_tokens: tk.input, cache_creation_input_tokens: 0, cache_read_input_tokens: N.pick([0, 1024, 2048, 3072]), output_tokens: tk.output } };
      ctx.history.push({ role: 'assistant', think: t.think, sig, content: t.text || '', calls: calls.map((c) => ({ id: c.id, name: c.name, args: c.args })) });
      const kids = [];
      for (const c of calls) {
        const ts = N.tick(0.02, 0.1); resolve(N, c); const te = N.tick(0.1, c.slow || 3);
        const res = toolResultText(c);
        ctx.history.push({ role: 'tool', id: c.id, name: c.name, content: res, isErr: c.err !== undefined });
        kids.push(span(c.kind || 'tool', c.name, c.argStr ? JSON.stringify(c.args) : c.args, c.out === undefined ? null : c.out, c.children || [], { error: c.err, metadata: { tool_use_id: c.id, duration_ms: te - ts, ...(c.meta || {}) } }));
      }
      return [span('llm', 'anthropic.messages.create', input, output, kids, { metadata: { request_id: 'req_011C' + N.b62(20), 'anthropic-ratelimit-tokens-remaining': N.down('anth-rl', 400000, 900, 5000), latency_ms: e0 - s0, created_at: fmt.iso(s0) } })];
    },
    human(ctx, t) {
      return span('user', 'user_message', { awaiting: true, after: t.text }, { role: 'user', content: [{ type: 'text', text: t.human.answer }] }, [], { metadata: { received_at: fmt.iso(ctx.N.now()) } });
    },
    root(ctx, children, startMs) {
      const { N, scn } = ctx;
      const end = scn.end || {};
      return span('agent', scn.agent, { prompt: scn.user }, end.output !== undefined ? { final: end.output } : null, children, {
        error: end.error,
        metadata: { session_id: 'sess_' + N.b62(16), started_at: fmt.iso(startMs), ended_at: fmt.iso(N.tick(0.05, 0.4)), status: end.status || (end.error ? 'error' : 'completed'), ...(scn.rootMeta || {}) },
      });
    },
  },

  // ---------------- plain message-level trace ----------------
  plain: {
    msgs(ctx) {
      const out = [{ role: 'system', content: ctx.scn.system }];
      for (const m of ctx.history) {
        if (m.role === 'user') out.push({ role: 'user', content: m.content });
        else if (m.role === 'assistant') out.push({ role: 'assistant', content: m.content || null, ...(m.calls.length ? { tool_calls: m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) });
        else out.push({ role: 'tool', tool_call_id: m.id, content: m.content });
      }
      return out;
    },
    turn(ctx, t) {
      const { N, scn } = ctx;
      const calls = prepCalls(ctx, t);
      const input = { model: scn.model, messages: this.msgs(ctx) };
      const output = { role: 'assistant', content: t.text || null };
      if (t.think) output.reasoning = t.think;
      if (calls.length) output.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      N.tick(0.6, 6);
      pushAssistant(ctx, t, calls);
      const out = [span('llm', scn.llmName || 'chat', input, output)];
      for (const c of calls) {
        N.tick(0.1, c.slow || 3); resolve(N, c);
        ctx.history.push({ role: 'tool', id: c.id, name: c.name, content: toolResultText(c) });
        out.push(span(c.kind || 'tool', c.name, c.argStr ? JSON.stringify(c.args) : c.args, c.out === undefined ? null : c.out, c.children || [], { error: c.err, metadata: c.meta }));
      }
      return out;
    },
    human(ctx, t) {
      return span('user', 'user', { question: t.text }, t.human.answer);
    },
    root(ctx, children) {
      const { scn } = ctx;
      const end = scn.end || {};
      return span('agent', scn.agent, { task: scn.user }, end.output !== undefined ? end.output : null, children, { error: end.error, metadata: scn.rootMeta });
    },
  },
};

// ---------- family registry ----------
export const FAMILIES = {
  verbatim_long_restatement: { loop: true, stagnation: true, file: 'f1_verbatim_long_restatement.mjs', isolates: 'one near-verbatim repeat of a long assistant message or reasoning step with nothing new observed in between, then the run stops or is cut off' },
  reworded_no_hit_queries: { loop: true, stagnation: false, file: 'f2_reworded_no_hit_queries.mjs', isolates: 'the same tool queried with the same intent in other words (synonyms, field names, formats, quoting) four or more times, every answer empty, task not done' },
  pagination_beyond_end: { loop: true, stagnation: false, file: 'f3_pagination_beyond_end.mjs', isolates: 'page number / offset / cursor keeps advancing (or the same next token is re-sent) after the last real page and every answer is the same empty page' },
  noise_only_result_changes: { loop: true, stagnation: false, file: 'f4_noise_only_result_changes.mjs', isolates: 'the same call repeated four or more times, each answer identical apart from volatile values (timestamps, ids, hashes, durations, replicas, counters), never acted on' },
  reasked_human_same_answer: { loop: true, stagnation: false, file: 'f5_reasked_human_same_answer.mjs', isolates: 'the user (or a human-input tool) asked the same question in new words three or more times, the same answer every time, never acted on' },
  status_poll_to_completion: { loop: false, stagnation: false, file: 'f6_status_poll_to_completion.mjs', isolates: 'healthy polling: a job status is re-checked with volatile noise in every answer until it changes to done, then the result is used' },
  transient_failure_then_recovery: { loop: false, stagnation: false, file: 'f7_transient_failure_then_recovery.mjs', isolates: 'healthy backoff: the same call fails 1-3 times with the same transient error, then succeeds and the task is finished' },
  per_item_batch_acks: { loop: false, stagnation: false, file: 'f8_per_item_batch_acks.mjs', isolates: 'healthy batch: the same tool on a different item each time, identical acknowledgements and one templated sentence per item, then done' },
  refined_query_new_hits: { loop: false, stagnation: false, file: 'f9_refined_query_new_hits.mjs', isolates: 'healthy search: first queries find nothing or too much, a materially different query (new source or constraint learnt from a result) finds new results and the agent finishes' },
  two_distinct_clarifications: { loop: false, stagnation: false, file: 'f10_two_distinct_clarifications.mjs', isolates: 'healthy clarification: one question answered, a second question on a different point answered with new information, then the agent acts and finishes' },
};
