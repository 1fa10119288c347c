// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.
// Every random value comes from mulberry32 seeded by a hash of the trace_id.

export function hashStr(s) {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
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
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

// Noise generator bound to one trace. `n.adv()` moves a virtual clock forward.
export function makeNoise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, 0, 6) + Math.floor(rnd() * 320) * 86400000 + 6 * 3600000 + Math.floor(rnd() * 11 * 3600000);
  const seqs = {};
  const n = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    chance: (p) => rnd() < p,
    fl: (a, b, d = 2) => Number((a + rnd() * (b - a)).toFixed(d)),
    hex: (k = 8) => { let s = ''; for (let i = 0; i < k; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    alnum: (k = 12) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < k; i++) s += A[Math.floor(rnd() * A.length)]; return s; },
    upper: (k = 6) => { const A = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < k; i++) s += A[Math.floor(rnd() * A.length)]; return s; },
    digits: (k = 6) => { let s = ''; for (let i = 0; i < k; i++) s += String(Math.floor(rnd() * 10)); return s; },
    uuid: () => { const h = n.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(rnd() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[Math.floor(rnd() * 32)]; return s; },
    now: () => clock,
    adv: (a = 200, b = 2000) => { clock += a + Math.floor(rnd() * (b - a + 1)); return clock; },
    wait: (sec) => { clock += sec * 1000; return clock; },
    iso: (t = clock) => new Date(t).toISOString(),
    isoS: (t = clock) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMicro: (t = clock) => new Date(t).toISOString().replace('Z', n.digits(3) + '+00:00'),
    isoOff: (h = 1, t = clock) => { const d = new Date(t + h * 3600000); const s = d.toISOString().slice(0, 19); const sg = h >= 0 ? '+' : '-'; return `${s}${sg}${p2(Math.abs(h))}:00`; },
    http: (t = clock) => { const d = new Date(t); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    sql: (t = clock) => new Date(t).toISOString().replace('T', ' ').slice(0, 19),
    sqlMs: (t = clock) => new Date(t).toISOString().replace('T', ' ').replace('Z', ''),
    clf: (t = clock) => { const d = new Date(t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    us: (t = clock) => { const d = new Date(t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; },
    eu: (t = clock) => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    hms: (t = clock) => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    day: (t = clock) => new Date(t).toISOString().slice(0, 10),
    dayPlus: (k, t = clock) => new Date(t + k * 86400000).toISOString().slice(0, 10),
    epoch: (t = clock) => Math.floor(t / 1000),
    epochMs: (t = clock) => t,
    epochF: (t = clock) => Number((t / 1000 + n.int(0, 999) / 1e6).toFixed(6)),
    reqId: (p = 'req_') => p + n.alnum(20),
    sha: (k = 40) => n.hex(k),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + n.hex(n.pick([16, 32])) + '"',
    dur: () => n.pick([`${n.fl(0.1, 4.9)}s`, `${n.int(40, 950)}ms`, `${n.fl(0.2, 9.9, 3)}s`]),
    ms: (a = 20, b = 1500) => n.int(a, b),
    tmp: () => n.pick([`/tmp/tmp${n.alnum(8).toLowerCase()}`, `/var/folders/${n.alnum(2).toLowerCase()}/${n.alnum(30).toLowerCase()}/T/`, `/tmp/run-${n.hex(6)}`]),
    job: (p = 'job') => `${p}-${n.int(10000, 99999)}`,
    host: (p = 'api') => `${p}-${n.int(1, 24)}.${n.pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'ap-southeast-2', 'iad'])}.internal`,
    pod: (p = 'worker') => `${p}-${n.hex(9)}-${n.alnum(5).toLowerCase()}`,
    ip: () => `10.${n.int(0, 255)}.${n.int(0, 255)}.${n.int(1, 254)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: n.int(1, 9999), t: n.epoch() })).toString('base64').replace(/=+$/, ''),
    rate: (lim = 60) => ({ limit: lim, remaining: n.int(0, lim - 1), reset: n.epoch() + n.int(5, 60) }),
    seq: (name, a = 1000, b = 90000) => { if (!(name in seqs)) seqs[name] = n.int(a, b); seqs[name] += n.int(1, 7); return seqs[name]; },
    cfRay: () => `${n.hex(16)}-${n.pick(['AMS', 'FRA', 'LHR', 'CDG', 'IAD', 'SJC', 'NRT'])}`,
    traceparent: () => `00-${n.hex(32)}-${n.hex(16)}-01`,
    money: (a, b) => n.fl(a, b, 2),
  };
  return n;
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const toks = (v) => Math.max(3, Math.round(str(v ?? '').length / 3.7));
const window = (h, k = 10) => (h.length <= k + 2 ? h : [h[0], h[1], ...h.slice(h.length - k)]);

function oaMsgs(hist) {
  return hist.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content || null };
      if (m.tool_calls?.length) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.tool_call_id, content: str(m.content) };
    return { role: m.role, content: m.content };
  });
}
function usage(n, hist, say, calls) {
  const p = toks(hist) + n.int(200, 900), c = toks(say) + calls.reduce((a, x) => a + toks(x.args) + 8, 0);
  return { p, c, t: p + c };
}
const toolOut = (c) => (c.out === undefined ? null : c.out);

// ---------------------------------------------------------------- styles
const STYLES = {};

STYLES.plain = {
  model: 'gpt-4o-2024-08-06',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const out = { role: 'assistant', content: x.say || null };
    if (x.calls.length) out.tool_calls = x.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'chat.completions.create', { model: ctx.model, messages: oaMsgs(x.hist), temperature: 0.2 }, out, [], {
      metadata: { finish_reason: x.calls.length ? 'tool_calls' : 'stop', latency_ms: x.t1 - x.t0, usage: { prompt_tokens: u.p, completion_tokens: u.c, total_tokens: u.t }, system_fingerprint: 'fp_' + n.hex(10) },
    });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', c.name, c.args, toolOut(c), x.children, { error: c.err, metadata: { tool_call_id: c.id, started_at: ctx.n.iso(x.t0), duration_ms: x.t1 - x.t0 } });
  },
  agent(ctx, x) {
    return span('agent', x.sc.app, { goal: x.sc.goal }, x.sc.final ? { answer: x.sc.final } : null, x.children, { error: x.sc.stop, metadata: { run_id: ctx.n.uuid(), model: ctx.model, started_at: ctx.n.iso(x.t0), ended_at: ctx.n.iso(x.t1), depth: x.depth } });
  },
};

STYLES.traceloop = {
  model: 'gpt-4o-mini-2024-07-18',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls); const md = {
      'traceloop.span.kind': 'llm', 'llm.request.type': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': ctx.model.replace(/-\d{4}-\d\d-\d\d$/, ''), 'gen_ai.response.model': ctx.model,
      'gen_ai.openai.api_base': 'https://api.openai.com/v1/', 'llm.is_streaming': false, 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29),
    };
    oaMsgs(x.hist).forEach((m, i) => {
      md[`gen_ai.prompt.${i}.role`] = m.role;
      md[`gen_ai.prompt.${i}.content`] = m.content == null ? '' : str(m.content);
      if (m.tool_call_id) md[`gen_ai.prompt.${i}.tool_call_id`] = m.tool_call_id;
      (m.tool_calls || []).forEach((tc, j) => { md[`gen_ai.prompt.${i}.tool_calls.${j}.id`] = tc.id; md[`gen_ai.prompt.${i}.tool_calls.${j}.name`] = tc.function.name; md[`gen_ai.prompt.${i}.tool_calls.${j}.arguments`] = tc.function.arguments; });
    });
    md['gen_ai.completion.0.role'] = 'assistant';
    md['gen_ai.completion.0.finish_reason'] = x.calls.length ? 'tool_calls' : 'stop';
    if (x.say) md['gen_ai.completion.0.content'] = x.say;
    x.calls.forEach((c, j) => { md[`gen_ai.completion.0.tool_calls.${j}.id`] = c.id; md[`gen_ai.completion.0.tool_calls.${j}.name`] = c.name; md[`gen_ai.completion.0.tool_calls.${j}.arguments`] = JSON.stringify(c.args); });
    md['gen_ai.usage.prompt_tokens'] = u.p; md['gen_ai.usage.completion_tokens'] = u.c; md['llm.usage.total_tokens'] = u.t;
    const out = { role: 'assistant', content: x.say || null };
    if (x.calls.length) out.tool_calls = x.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'openai.chat', { messages: oaMsgs(x.hist) }, out, [], { metadata: md });
  },
  tool(ctx, x) {
    const c = x.call; const inp = JSON.stringify({ args: [], kwargs: c.args }); const o = JSON.stringify(toolOut(c));
    return span('tool', `${c.name}.tool`, inp, o, x.children, { error: c.err, metadata: { 'traceloop.span.kind': 'tool', 'traceloop.entity.name': c.name, 'traceloop.entity.path': x.sc.app, 'traceloop.workflow.name': ctx.root, 'traceloop.entity.input': inp, 'traceloop.entity.output': o, 'otel.status_code': c.err ? 'ERROR' : 'OK' } });
  },
  agent(ctx, x) {
    const inp = JSON.stringify({ args: [x.sc.goal], kwargs: {} });
    return span('agent', `${x.sc.app}.${x.depth ? 'agent' : 'workflow'}`, inp, x.sc.final ? JSON.stringify(x.sc.final) : null, x.children, {
      error: x.sc.stop, metadata: { 'traceloop.span.kind': x.depth ? 'agent' : 'workflow', 'traceloop.entity.name': x.sc.app, 'traceloop.workflow.name': ctx.root, 'traceloop.entity.input': inp, 'traceloop.association.properties.session_id': ctx.session, 'service.name': ctx.root.replace(/_/g, '-') + '-svc', 'telemetry.sdk.version': '0.33.' + ctx.n.int(1, 12) },
    });
  },
};

STYLES.helicone = {
  model: 'gpt-4o-2024-11-20',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls); ctx.step = (ctx.step || 0) + 1;
    const msg = { role: 'assistant', content: x.say || null, refusal: null };
    if (x.calls.length) msg.tool_calls = x.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'POST /v1/chat/completions', { model: ctx.model, messages: oaMsgs(x.hist), tools: ctx.toolNames.map((t) => ({ type: 'function', function: { name: t } })), parallel_tool_calls: false },
      { id: 'chatcmpl-' + n.alnum(29), object: 'chat.completion', created: n.epoch(x.t1), model: ctx.model, choices: [{ index: 0, message: msg, logprobs: null, finish_reason: x.calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: u.p, completion_tokens: u.c, total_tokens: u.t }, system_fingerprint: 'fp_' + n.hex(10) }, [], {
        metadata: {
          helicone_request_id: n.uuid(), request_created_at: n.iso(x.t0), response_created_at: n.iso(x.t1), latency_ms: x.t1 - x.t0, status: 200, provider: 'OPENAI', cost_usd: Number((u.p * 2.5e-6 + u.c * 1e-5).toFixed(6)),
          properties: { 'Helicone-Session-Id': ctx.session, 'Helicone-Session-Path': `${ctx.path}/step-${ctx.step}`, 'Helicone-Session-Name': ctx.root, 'Helicone-User-Id': ctx.user },
          response_headers: { 'x-ratelimit-remaining-requests': String(n.int(4000, 9999)), 'x-ratelimit-remaining-tokens': String(n.int(150000, 800000)), 'openai-processing-ms': String(x.t1 - x.t0 - n.int(5, 40)), 'cf-ray': n.cfRay(), 'helicone-cache': 'MISS' },
        },
      });
  },
  tool(ctx, x) {
    const { n } = ctx; const c = x.call;
    return span('tool', c.name, c.args, toolOut(c), x.children, { error: c.err, metadata: { helicone_request_id: n.uuid(), request_type: 'tool', provider: 'CUSTOM', request_created_at: n.iso(x.t0), latency_ms: x.t1 - x.t0, status: c.err ? 500 : 200, properties: { 'Helicone-Session-Id': ctx.session, 'Helicone-Session-Path': `${ctx.path}/step-${ctx.step}/${c.name}`, 'Helicone-Tool-Call-Id': c.id } } });
  },
  agent(ctx, x) {
    return span('agent', `session:${x.sc.app}`, { goal: x.sc.goal }, x.sc.final ? { final: x.sc.final } : null, x.children, { error: x.sc.stop, metadata: { 'Helicone-Session-Id': ctx.session, 'Helicone-Session-Path': ctx.path, session_started: ctx.n.iso(x.t0), request_count: x.children.length } });
  },
  enter(ctx, sc, depth) { ctx.path = depth ? `${ctx.path}/${sc.app}` : `/${sc.app}`; },
};

STYLES.braintrust = {
  model: 'claude-3-5-sonnet-20241022',
  md(ctx, type, name, t0, t1, extra = {}) { const { n } = ctx; return { span_attributes: { type, name }, span_id: n.uuid(), root_span_id: ctx.session, span_parents: [ctx.parent], metrics: { start: n.epochF(t0), end: n.epochF(t1), ...extra.metrics }, ...extra.md }; },
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const msg = { role: 'assistant', content: x.say || null };
    if (x.calls.length) msg.tool_calls = x.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'Chat Completion', oaMsgs(x.hist), [{ index: 0, message: msg, finish_reason: x.calls.length ? 'tool_calls' : 'stop' }], [], {
      metadata: this.md(ctx, 'llm', 'Chat Completion', x.t0, x.t1, { metrics: { prompt_tokens: u.p, completion_tokens: u.c, tokens: u.t, time_to_first_token: n.fl(0.3, 1.6, 3) }, md: { model: ctx.model, temperature: 0, provider: 'anthropic (via proxy)' } }),
    });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', c.name, c.args, toolOut(c), x.children, { error: c.err, metadata: this.md(ctx, 'tool', c.name, x.t0, x.t1, { md: { tool_call_id: c.id } }) });
  },
  agent(ctx, x) {
    return span('agent', x.sc.app, { goal: x.sc.goal }, x.sc.final ?? null, x.children, { error: x.sc.stop, metadata: this.md(ctx, 'task', x.sc.app, x.t0, x.t1, { md: { project: ctx.root, experiment: null, tags: x.sc.tags || [] } }) });
  },
  callId: (n) => 'toolu_' + n.alnum(24),
};

STYLES.agno = {
  model: 'gpt-4.1-mini',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    return span('llm', 'OpenAIChat.response', { messages: oaMsgs(x.hist) }, { role: 'assistant', content: x.say || null, tool_calls: x.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], {
      metadata: { model: ctx.model, provider: 'OpenAI', metrics: { input_tokens: u.p, output_tokens: u.c, total_tokens: u.t, time: Number(((x.t1 - x.t0) / 1000).toFixed(4)), time_to_first_token: null } },
    });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', c.name, c.args, c.out === undefined ? null : str(c.out), x.children, { error: c.err, metadata: { tool_call_id: c.id, tool_name: c.name, tool_args: c.args, tool_call_error: !!c.err, stop_after_tool_call: false, created_at: ctx.n.epoch(x.t0), metrics: { time: Number(((x.t1 - x.t0) / 1000).toFixed(4)) } } });
  },
  agent(ctx, x) {
    const { n } = ctx;
    return span('agent', x.depth ? `Agent.arun:${x.sc.app}` : 'Agent.run', { message: x.sc.goal }, {
      content: x.sc.final ?? null, content_type: 'str', run_id: n.uuid(), session_id: ctx.session, agent_id: ctx.root + '-' + n.hex(6), model: ctx.model, status: x.sc.stop ? 'ERROR' : 'COMPLETED', created_at: n.epoch(x.t0),
    }, x.children, { error: x.sc.stop, metadata: { agent_name: x.sc.app, instructions: x.sc.system } });
  },
};

function clineXml(c) {
  const body = Object.entries(c.args).map(([k, v]) => `<${k}>${typeof v === 'string' ? v : JSON.stringify(v)}</${k}>`).join('\n');
  return `<${c.name}>\n${body}\n</${c.name}>`;
}
STYLES.cline = {
  model: 'anthropic/claude-3.7-sonnet',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const hist = x.hist.slice(1).map((m) => {
      if (m.role === 'assistant') return { role: 'assistant', content: [{ type: 'text', text: (m.content ? `<thinking>\n${m.content}\n</thinking>\n\n` : '') + (m.tool_calls || []).map(clineXml).join('\n') }] };
      if (m.role === 'tool') return { role: 'user', content: [{ type: 'text', text: `[${m.name}] Result:` }, { type: 'text', text: str(m.content) }, { type: 'text', text: `<environment_details>\n# Current Time\n${n.us(x.t0)} (UTC)\n# Current Mode\nACT MODE\n</environment_details>` }] };
      return { role: 'user', content: [{ type: 'text', text: `<task>\n${m.content}\n</task>` }] };
    });
    const text = (x.say ? `<thinking>\n${x.say}\n</thinking>\n\n` : '') + x.calls.map(clineXml).join('\n');
    return span('llm', 'api_req', { apiConversationHistory: hist }, { role: 'assistant', content: [{ type: 'text', text }] }, [], {
      metadata: { ui_message: { ts: n.epochMs(x.t0), type: 'say', say: 'api_req_started', text: JSON.stringify({ request: (x.hist[x.hist.length - 1].role === 'tool' ? `[${x.hist[x.hist.length - 1].name}] Result: ...` : '<task>...'), tokensIn: u.p, tokensOut: u.c, cacheWrites: n.int(0, 3000), cacheReads: n.int(5000, 40000), cost: Number((u.p * 3e-6 + u.c * 1.5e-5).toFixed(5)) }) }, apiProvider: 'openrouter', modelId: ctx.model },
    });
  },
  tool(ctx, x) {
    const { n } = ctx; const c = x.call;
    const ask = { execute_command: 'command', ask_followup_question: 'followup', attempt_completion: 'completion_result', browser_action: 'browser_action_launch', use_mcp_tool: 'use_mcp_server' }[c.name] || 'tool';
    return span('tool', c.name, c.args, toolOut(c), x.children, { error: c.err, metadata: { ui_messages: [{ ts: n.epochMs(x.t0), type: 'ask', ask }, { ts: n.epochMs(x.t1), type: 'say', say: c.name === 'execute_command' ? 'command_output' : c.name === 'ask_followup_question' ? 'user_feedback' : 'tool' }], autoApproved: c.name !== 'ask_followup_question' && n.chance(0.6) } });
  },
  agent(ctx, x) {
    const { n } = ctx;
    return span('agent', x.depth ? `subtask:${x.sc.app}` : 'cline.task', { task: x.sc.goal }, x.sc.final ? { completion_result: x.sc.final } : null, x.children, { error: x.sc.stop, metadata: { taskId: String(n.epochMs(x.t0)), cwd: x.sc.cwd || `/Users/${n.pick(['dev', 'sam', 'lee', 'mo'])}/code/${ctx.root}`, vscodeVersion: '1.9' + n.int(5, 8) + '.' + n.int(0, 3), extensionVersion: '3.' + n.int(8, 17) + '.' + n.int(0, 4) } });
  },
  callId: (n) => 'cline_' + n.hex(10),
};

STYLES.goose = {
  model: 'claude-sonnet-4-20250514',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const content = [];
    if (x.say) content.push({ type: 'text', text: x.say });
    x.calls.forEach((c) => content.push({ type: 'toolRequest', id: c.id, toolCall: { status: 'success', value: { name: c.name, arguments: c.args } } }));
    const msgs = x.hist.slice(1).map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'toolResponse', id: m.tool_call_id, toolResult: { status: 'success', value: [{ type: 'text', text: str(m.content) }] } }] } : m.role === 'assistant' ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ type: 'toolRequest', id: c.id, toolCall: { status: 'success', value: { name: c.name, arguments: c.args } } }))] } : { role: 'user', content: [{ type: 'text', text: m.content }] });
    return span('llm', 'provider.complete', { system: x.hist[0].content, messages: msgs }, { role: 'assistant', created: n.epoch(x.t1), content }, [], { metadata: { provider: 'anthropic', model: ctx.model, usage: { input_tokens: u.p, output_tokens: u.c, total_tokens: u.t } } });
  },
  tool(ctx, x) {
    const c = x.call;
    const res = c.err ? { status: 'error', error: c.err } : { status: 'success', value: [{ type: 'text', text: str(toolOut(c)), annotations: { audience: ['assistant'] } }] };
    return span('tool', c.name, c.args, { role: 'user', created: ctx.n.epoch(x.t1), content: [{ type: 'toolResponse', id: c.id, toolResult: res }] }, x.children, { error: c.err, metadata: { extension: c.name.split('__')[0], duration_ms: x.t1 - x.t0 } });
  },
  agent(ctx, x) {
    const { n } = ctx;
    return span('agent', x.depth ? `subagent:${x.sc.app}` : 'goose.session', { prompt: x.sc.goal }, x.sc.final ? { message: x.sc.final } : null, x.children, { error: x.sc.stop, metadata: { session_id: `${n.day(x.t0).replace(/-/g, '')}_${n.int(1, 40)}`, working_dir: x.sc.cwd || `/home/${n.pick(['ana', 'kit', 'raj'])}/src/${ctx.root}`, description: x.sc.app, message_count: x.children.length * 2, total_tokens: n.int(9000, 90000), goose_version: '1.' + n.int(0, 9) + '.' + n.int(0, 5) } });
  },
  callId: (n) => 'toolu_' + n.alnum(24),
};

STYLES.dify = {
  model: 'gpt-4o',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls); ctx.round = (ctx.round || 0) + 1;
    return span('llm', `ROUND ${ctx.round}`, { prompt_messages: oaMsgs(x.hist).map((m) => ({ role: m.role, text: m.content == null ? '' : str(m.content) })) }, { thought: x.say || '', tool_calls: x.calls.map((c) => ({ tool_call_id: c.id, tool_call_name: c.name, tool_call_input: c.args })) }, [], {
      metadata: { node_type: 'agent_round', provider: 'langgenius/openai/openai', model_name: ctx.model, usage: { prompt_tokens: u.p, completion_tokens: u.c, total_tokens: u.t, total_price: String((u.t * 5e-6).toFixed(7)), currency: 'USD', latency: Number(((x.t1 - x.t0) / 1000).toFixed(3)) }, started_at: n.epoch(x.t0) },
    });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', c.name, c.args, c.err ? { error: c.err, observation: toolOut(c) } : { observation: toolOut(c) }, x.children, { error: c.err, metadata: { tool_provider: c.provider || 'api_tool', tool_call_id: c.id, elapsed_time: Number(((x.t1 - x.t0) / 1000).toFixed(6)), status: c.err ? 'failed' : 'succeeded' } });
  },
  agent(ctx, x) {
    const { n } = ctx; const runId = n.uuid(); let idx = 1;
    const node = (type, title, inp, out, kids, extra = {}) => span(type, title, inp, out, kids, { error: extra.error, metadata: { node_id: String(n.epochMs() - n.int(1e6, 9e6)), node_type: extra.nt, title, index: idx++, status: extra.error ? 'failed' : 'succeeded', elapsed_time: n.fl(0.001, 0.09, 6), workflow_run_id: runId, created_at: n.epoch() } });
    const start = node('chain', 'Start', { query: x.sc.goal }, { 'sys.query': x.sc.goal, 'sys.conversation_id': n.uuid(), 'sys.user_id': ctx.user, 'sys.dialogue_count': n.int(1, 9) }, [], { nt: 'start' });
    const agentNode = node('agent', x.sc.nodeTitle || 'Agent', { agent_strategy: 'function_calling', instruction: x.sc.system, query: x.sc.goal, maximum_iterations: x.sc.maxIter || 10 }, x.sc.final ? { text: x.sc.final } : null, x.children, { nt: 'agent', error: x.sc.stop });
    const kids = [start, agentNode];
    if (x.sc.final) kids.push(node('chain', 'Answer', { answer: '{{#agent.text#}}' }, { answer: x.sc.final }, [], { nt: 'answer' }));
    return span('agent', x.depth ? `workflow_run:${x.sc.app}` : 'workflow_run', { inputs: {}, query: x.sc.goal, files: [] }, x.sc.final ? { outputs: { answer: x.sc.final } } : null, kids, {
      error: x.sc.stop, metadata: { workflow_run_id: runId, app_name: x.sc.app, app_mode: 'advanced-chat', status: x.sc.stop ? 'failed' : 'succeeded', elapsed_time: Number(((x.t1 - x.t0) / 1000).toFixed(6)), total_steps: kids.length, created_by_end_user: ctx.user },
    });
  },
  enter(ctx) { ctx.round = 0; },
};

STYLES.n8n = {
  model: 'gpt-4o-mini',
  run(ctx, name) { ctx.runs = ctx.runs || {}; ctx.runs[name] = (ctx.runs[name] ?? -1) + 1; return ctx.runs[name]; },
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const lc = x.hist.map((m) => m.role === 'system' ? `System: ${m.content}` : m.role === 'user' ? `Human: ${m.content}` : m.role === 'assistant' ? `AI: ${m.content || ''}${m.tool_calls?.length ? ' [tool_calls: ' + m.tool_calls.map((c) => c.name).join(', ') + ']' : ''}` : `Tool: ${str(m.content)}`).join('\n');
    const gen = { text: x.say || '', message: { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessageChunk'], kwargs: { content: x.say || '', tool_calls: x.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }, generationInfo: { prompt: 0, completion: 0, finish_reason: x.calls.length ? 'tool_calls' : 'stop' } };
    return span('llm', ctx.modelNode || 'OpenAI Chat Model', { ai_languageModel: [[{ json: { messages: [lc], estimatedTokens: u.p, options: { model: ctx.model, timeout: 60000, max_retries: 2 } } }]] }, { ai_languageModel: [[{ json: { response: { generations: [[gen]] }, tokenUsage: { completionTokens: u.c, promptTokens: u.p, totalTokens: u.t } } }]] }, [], {
      metadata: { runIndex: this.run(ctx, 'llm'), startTime: n.epochMs(x.t0), executionTime: x.t1 - x.t0, executionStatus: 'success', source: [{ previousNode: x.sc.agentNode || 'AI Agent', previousNodeRun: 0 }] },
    });
  },
  tool(ctx, x) {
    const c = x.call; const node = c.node || c.name;
    return span('tool', node, { ai_tool: [[{ json: c.args }]] }, c.err ? null : { ai_tool: [[{ json: { response: toolOut(c) } }]] }, x.children, {
      error: c.err, metadata: { runIndex: this.run(ctx, node), startTime: ctx.n.epochMs(x.t0), executionTime: x.t1 - x.t0, executionStatus: c.err ? 'error' : 'success', source: [{ previousNode: x.sc.agentNode || 'AI Agent', previousNodeRun: 0 }], ...(c.err ? { errorDetails: { message: c.err, description: c.out ? str(c.out) : null, name: 'NodeApiError' } } : {}) },
    });
  },
  agent(ctx, x) {
    const { n } = ctx;
    const trig = span('chain', x.sc.trigger || 'When chat message received', null, { main: [[{ json: { sessionId: ctx.session, action: 'sendMessage', chatInput: x.sc.goal } }]] }, [], { metadata: { runIndex: 0, startTime: n.epochMs(x.t0), executionTime: n.int(0, 3), executionStatus: 'success', source: [] } });
    const agent = span('agent', x.sc.agentNode || 'AI Agent', { main: [[{ json: { chatInput: x.sc.goal } }]] }, x.sc.final ? { main: [[{ json: { output: x.sc.final } }]] } : null, x.children, {
      error: x.sc.stop, metadata: { runIndex: 0, startTime: n.epochMs(x.t0) + 4, executionTime: x.t1 - x.t0 - 10, executionStatus: x.sc.stop ? 'error' : 'success', source: [{ previousNode: trig.name }], parameters: { promptType: 'auto', options: { systemMessage: x.sc.system, maxIterations: x.sc.maxIter || 10 } } },
    });
    return span('agent', x.depth ? `n8n sub-execution:${x.sc.app}` : 'n8n execution', { workflowId: n.alnum(16), mode: x.sc.mode || 'webhook' }, x.sc.final ? { lastNodeExecuted: agent.name, output: x.sc.final } : null, [trig, agent], {
      error: x.sc.stop, metadata: { executionId: String(n.int(1000, 99999)), workflowName: x.sc.app, startedAt: n.iso(x.t0), stoppedAt: n.iso(x.t1), status: x.sc.stop ? 'error' : 'success', n8nVersion: '1.' + n.int(70, 99) + '.' + n.int(0, 3) },
    });
  },
};

STYLES.vercel = {
  model: 'gpt-4o',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const msgs = x.hist.map((m) => m.role === 'assistant' ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }))] } : m.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.tool_call_id, toolName: m.name, result: m.content }] } : m.role === 'system' ? m : { role: 'user', content: [{ type: 'text', text: m.content }] });
    return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(msgs), 'ai.prompt.tools': ctx.toolNames.map((t) => JSON.stringify({ type: 'function', name: t })) }, {
      'ai.response.text': x.say || undefined, 'ai.response.toolCalls': x.calls.length ? JSON.stringify(x.calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined, 'ai.response.finishReason': x.calls.length ? 'tool-calls' : 'stop',
    }, [], { metadata: { 'operation.name': `ai.generateText.doGenerate ${ctx.root}`, 'ai.operationId': 'ai.generateText.doGenerate', 'ai.model.id': ctx.model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.response.timestamp': n.iso(x.t1), 'ai.usage.promptTokens': u.p, 'ai.usage.completionTokens': u.c, 'gen_ai.system': 'openai.chat', 'gen_ai.request.model': ctx.model, 'ai.telemetry.functionId': ctx.root } });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) }, c.err ? null : { 'ai.toolCall.result': JSON.stringify(toolOut(c)) }, x.children, { error: c.err, metadata: { 'operation.name': `ai.toolCall ${ctx.root}`, 'ai.operationId': 'ai.toolCall', 'ai.telemetry.functionId': ctx.root } });
  },
  agent(ctx, x) {
    return span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: x.sc.system, prompt: x.sc.goal }) }, x.sc.final ? { 'ai.response.text': x.sc.final, 'ai.response.finishReason': 'stop' } : { 'ai.response.finishReason': 'tool-calls' }, x.children, {
      error: x.sc.stop, metadata: { 'operation.name': `ai.generateText ${x.sc.app}`, 'ai.operationId': 'ai.generateText', 'ai.model.id': ctx.model, 'ai.settings.maxSteps': x.sc.maxSteps || 12, 'ai.telemetry.functionId': ctx.root, 'ai.telemetry.metadata.requestId': ctx.n.reqId('rq_'), 'resource.name': ctx.root },
    });
  },
  callId: (n) => 'call_' + n.alnum(24),
};

STYLES.oai_agents = {
  model: 'gpt-4.1',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const items = [];
    x.hist.slice(1).forEach((m) => {
      if (m.role === 'user') items.push({ role: 'user', content: m.content });
      else if (m.role === 'assistant') { if (m.content) items.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content, annotations: [] }] }); (m.tool_calls || []).forEach((c) => items.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) })); }
      else items.push({ type: 'function_call_output', call_id: m.tool_call_id, output: str(m.content) });
    });
    const out = [];
    if (x.say) out.push({ id: 'msg_' + n.hex(40), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: x.say, annotations: [] }] });
    x.calls.forEach((c) => out.push({ id: 'fc_' + n.hex(40), type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }));
    return span('llm', 'response', { instructions: x.hist[0].content, input: items }, out, [], { metadata: { span_id: 'span_' + n.hex(24), response_id: 'resp_' + n.hex(48), model: ctx.model, usage: { input_tokens: u.p, output_tokens: u.c, total_tokens: u.t, input_tokens_details: { cached_tokens: n.int(0, u.p) } }, started_at: n.isoMicro(x.t0), ended_at: n.isoMicro(x.t1) } });
  },
  tool(ctx, x) {
    const { n } = ctx; const c = x.call;
    return span(c.sub ? 'tool' : 'tool', c.name, JSON.stringify(c.args), c.out === undefined ? null : str(c.out), x.children, { error: c.err, metadata: { span_id: 'span_' + n.hex(24), span_type: 'function', mcp_data: null, started_at: n.isoMicro(x.t0), ended_at: n.isoMicro(x.t1), ...(c.err ? { error: { message: 'Error running tool (non-fatal)', data: { tool_name: c.name, error: c.err } } } : {}) } });
  },
  agent(ctx, x) {
    const { n } = ctx;
    const ag = span('agent', x.sc.agentName || x.sc.app, null, null, x.children, { error: x.depth ? x.sc.stop : undefined, metadata: { span_id: 'span_' + n.hex(24), span_type: 'agent', tools: ctx.toolNamesFor(x.sc), handoffs: [], output_type: 'str', started_at: n.isoMicro(x.t0), ended_at: n.isoMicro(x.t1) } });
    if (x.depth) { ag.input = x.sc.goal; ag.output = x.sc.final ?? null; return ag; }
    return span('agent', 'Agent workflow', { input: x.sc.goal }, x.sc.final ? { final_output: x.sc.final } : null, [ag], { error: x.sc.stop, metadata: { trace_id: 'trace_' + n.hex(32), workflow_name: x.sc.app, group_id: x.sc.group || null, sdk: 'openai-agents-python 0.0.' + n.int(14, 19) } });
  },
};

STYLES.langsmith = {
  model: 'gpt-4o-2024-08-06',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls); ctx.lgStep = (ctx.lgStep || 0) + 1;
    const lcm = x.hist.map((m) => m.role === 'system' ? { type: 'system', content: m.content } : m.role === 'user' ? { type: 'human', content: m.content } : m.role === 'assistant' ? { type: 'ai', content: m.content || '', tool_calls: (m.tool_calls || []).map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } : { type: 'tool', content: str(m.content), tool_call_id: m.tool_call_id, name: m.name });
    const llm = span('llm', 'ChatOpenAI', { messages: [lcm] }, { generations: [[{ text: x.say || '', type: 'ChatGeneration', message: { type: 'ai', content: x.say || '', tool_calls: x.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + n.uuid() } }]], llm_output: { token_usage: { prompt_tokens: u.p, completion_tokens: u.c, total_tokens: u.t }, model_name: ctx.model, system_fingerprint: 'fp_' + n.hex(10) } }, [], { metadata: { run_id: n.uuid(), ls_provider: 'openai', ls_model_name: ctx.model, ls_model_type: 'chat', ls_temperature: 0, start_time: n.isoMicro(x.t0), end_time: n.isoMicro(x.t1) } });
    return span('chain', 'agent', { messages: '[...]' }, { messages: [{ type: 'ai', content: x.say || '', tool_calls: x.calls.map((c) => c.name) }] }, [llm], { metadata: { run_id: n.uuid(), langgraph_step: ctx.lgStep, langgraph_node: 'agent', langgraph_triggers: [ctx.lgStep === 1 ? 'start:agent' : 'tools'], langgraph_path: ['__pregel_pull', 'agent'], thread_id: ctx.session } });
  },
  tool(ctx, x) {
    const c = x.call;
    return span('tool', c.name, { input: JSON.stringify(c.args) }, c.err ? null : { output: toolOut(c) }, x.children, { error: c.err, metadata: { run_id: ctx.n.uuid(), tool_call_id: c.id, start_time: ctx.n.isoMicro(x.t0), end_time: ctx.n.isoMicro(x.t1) } });
  },
  group(ctx, llm, tools) {
    if (!tools.length) return [llm];
    ctx.lgStep++;
    return [llm, span('chain', 'tools', { messages: '[...]' }, { messages: tools.map((t) => ({ type: 'tool', name: t.name, status: t.error ? 'error' : 'success' })) }, tools, { metadata: { run_id: ctx.n.uuid(), langgraph_step: ctx.lgStep, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'], thread_id: ctx.session } })];
  },
  agent(ctx, x) {
    return span('agent', x.depth ? x.sc.app : 'LangGraph', { messages: [{ type: 'human', content: x.sc.goal }] }, x.sc.final ? { messages: [{ type: 'ai', content: x.sc.final }] } : null, x.children, { error: x.sc.stop, metadata: { run_id: ctx.n.uuid(), thread_id: ctx.session, graph_id: x.sc.app, langgraph_version: '0.2.' + ctx.n.int(40, 70), revision_id: ctx.n.hex(7), recursion_limit: x.sc.recursionLimit || 25 } });
  },
  enter(ctx) { ctx.lgStep = 0; },
};

STYLES.gemini = {
  model: 'gemini-2.0-flash',
  llm(ctx, x) {
    const { n } = ctx; const u = usage(n, x.hist, x.say, x.calls);
    const contents = x.hist.slice(1).map((m) => m.role === 'user' ? { role: 'user', parts: [{ text: m.content }] } : m.role === 'assistant' ? { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ functionCall: { name: c.name, args: c.args } }))] } : { role: 'user', parts: [{ functionResponse: { name: m.name, response: typeof m.content === 'object' && m.content !== null && !Array.isArray(m.content) ? m.content : { result: m.content } } }] });
    const parts = [...(x.say ? [{ text: x.say }] : []), ...x.calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))];
    return span('llm', 'models.generate_content', { model: ctx.model, contents, config: { system_instruction: x.hist[0].content, tools: [{ function_declarations: ctx.toolNames.map((t) => ({ name: t })) }], automatic_function_calling: { disable: true } } }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -n.fl(0.01, 0.4, 4) }], usageMetadata: { promptTokenCount: u.p, candidatesTokenCount: u.c, totalTokenCount: u.t }, modelVersion: ctx.model, responseId: n.alnum(22) }, [], { metadata: { latency_ms: x.t1 - x.t0 } });
  },
  tool(ctx, x) {
    const c = x.call; const o = toolOut(c);
    return span('tool', c.name, c.args, { functionResponse: { name: c.name, response: o !== null && typeof o === 'object' && !Array.isArray(o) ? o : { result: o } } }, x.children, { error: c.err, metadata: { duration_ms: x.t1 - x.t0 } });
  },
  agent(ctx, x) {
    return span('agent', x.sc.app, { user_message: x.sc.goal }, x.sc.final ? { text: x.sc.final } : null, x.children, { error: x.sc.stop, metadata: { model: ctx.model, sdk: 'google-genai 1.' + ctx.n.int(2, 20) + '.0', started: ctx.n.iso(x.t0) } });
  },
};

// ---------------------------------------------------------------- renderer
// Scenario shape: { app, system, goal, steps:[{say, calls:[{name,args,out,err,sub,lat}]}], final?, stop? }
function collectTools(sc, acc = new Set()) { for (const s of sc.steps) for (const c of (typeof s === 'function' ? [] : s.calls || [])) { acc.add(c.name); } for (const t of sc.tools || []) acc.add(t); return [...acc]; }

export function renderTrace(style, n, sc) {
  const R = STYLES[style];
  if (!R) throw new Error('unknown style ' + style);
  const ctx = { n, model: sc.model || R.model, root: sc.app, session: n.uuid(), user: sc.user || `user_${n.hex(6)}`, toolNames: collectTools(sc), toolNamesFor: (s) => collectTools(s) };
  return runAgent(R, ctx, sc, 0);
}

function runAgent(R, ctx, sc, depth) {
  const { n } = ctx;
  const saved = { path: ctx.path, round: ctx.round, lgStep: ctx.lgStep, toolNames: ctx.toolNames };
  if (R.enter) R.enter(ctx, sc, depth);
  ctx.toolNames = collectTools(sc);
  const t0 = n.adv(5, 40);
  const history = [{ role: 'system', content: sc.system }, { role: 'user', content: sc.goal }];
  const spans = [];
  const steps = sc.final !== undefined ? [...sc.steps, { say: sc.final, calls: [] }] : sc.steps;
  for (let st of steps) {
    if (typeof st === 'function') st = st(n); // lazy step: noise in outputs is drawn at "execution" time
    if (st.wait) n.wait(st.wait);
    const calls = (st.calls || []).map((c) => ({ ...c, id: (R.callId || ((q) => 'call_' + q.alnum(24)))(n) }));
    const lt0 = n.adv(30, 150); n.adv(700, 4800); const lt1 = n.now();
    const llm = R.llm(ctx, { hist: window(history, sc.window || 12), say: st.say || '', calls, t0: lt0, t1: lt1, sc, depth });
    history.push({ role: 'assistant', content: st.say || '', tool_calls: calls });
    const tools = [];
    for (const c of calls) {
      if (c.wait) n.wait(c.wait);
      const tt0 = n.adv(5, 60);
      const kids = c.sub ? [runAgent(R, ctx, c.sub, depth + 1)] : [];
      n.adv(c.lat ? c.lat[0] : 60, c.lat ? c.lat[1] : 1600);
      tools.push(R.tool(ctx, { call: c, t0: tt0, t1: n.now(), children: kids, sc, depth }));
      history.push({ role: 'tool', tool_call_id: c.id, name: c.name, content: c.err ? { error: c.err, ...(c.out !== undefined ? { body: c.out } : {}) } : toolOut(c) });
    }
    if (R.group) spans.push(...R.group(ctx, llm, tools)); else spans.push(llm, ...tools);
  }
  const t1 = n.adv(5, 40);
  const out = R.agent(ctx, { sc, children: spans, t0, t1, depth });
  Object.assign(ctx, saved);
  return out;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export const STYLE_NAMES = Object.keys(STYLES);
