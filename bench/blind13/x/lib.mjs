// Shared helpers for the blind trace benchmark.
// Everything here is deterministic: randomness comes from mulberry32 seeded with a
// hash of the trace_id, and "time" is a simulated clock that only moves forward
// when a span is recorded. No Math.random, no Date.now.

export function cyrb53(str, seed = 0) {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ---------------------------------------------------------------------------
// Noise: a per-trace bag of volatile values (ids, dates, hashes, hosts ...)
// ---------------------------------------------------------------------------
export function makeNoise(traceId) {
  const rng = mulberry32(cyrb53(traceId) % 4294967296);
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const chars = (alphabet, n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rng() * alphabet.length)];
    return s;
  };
  const hex = (n) => chars('0123456789abcdef', n);
  const HEX = (n) => chars('0123456789ABCDEF', n);
  const alnum = (n) => chars('abcdefghijklmnopqrstuvwxyz0123456789', n);
  const ALNUM = (n) => chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', n);
  const b62 = (n) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
  const b64url = (n) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', n);
  const digits = (n) => chars('0123456789', n);
  const crock = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

  // simulated clock: a weekday-ish moment somewhere in 2024/2025
  const t0 = Date.UTC(2024, 0, 1) + int(0, 600) * 86400000 + int(6 * 3600, 17 * 3600) * 1000 + int(0, 999);
  let clock = t0;

  const N = {
    rng, int, pick, hex, HEX, alnum, ALNUM, b62, b64url, digits,
    t0,
    now: () => clock,
    // pin the simulated clock to a season that fits the scenario (call before creating the tracer)
    pin: (year, month, day) => {
      clock = Date.UTC(year, month - 1, day ?? int(1, 27), int(7, 16), int(0, 59), int(0, 59)) + int(0, 999);
      N.t0 = clock;
      return clock;
    },
    tick: (min = 150, max = 2500) => (clock += int(min, max)),
    advance: (ms) => (clock += ms),
    float: (a, b, dec = 2) => Number((a + rng() * (b - a)).toFixed(dec)),

    // --- dates in many spellings -------------------------------------------
    iso: (ms = clock) => new Date(ms).toISOString(),
    isoSec: (ms = clock) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMicro: (ms = clock) => new Date(ms).toISOString().replace('Z', digits(3) + 'Z'),
    isoOff: (ms = clock, offMin = 60) => {
      const d = new Date(ms + offMin * 60000);
      const sign = offMin >= 0 ? '+' : '-';
      const a = Math.abs(offMin);
      return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
    },
    http: (ms = clock) => new Date(ms).toUTCString(),
    epoch: (ms = clock) => Math.floor(ms / 1000),
    epochMs: (ms = clock) => ms,
    epochFrac: (ms = clock) => (ms / 1000).toFixed(6),
    slash: (ms = clock) => { const d = new Date(ms); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euro: (ms = clock) => { const d = new Date(ms); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    usDate: (ms = clock) => { const d = new Date(ms); const h = d.getUTCHours(); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    syslog: (ms = clock) => { const d = new Date(ms); return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    compact: (ms = clock) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    clf: (ms = clock) => { const d = new Date(ms); return `${p2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    hms: (ms = clock) => { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    day: (ms = clock) => new Date(ms).toISOString().slice(0, 10),
    dayPlus: (days, ms = clock) => new Date(ms + days * 86400000).toISOString().slice(0, 10),

    // --- ids ---------------------------------------------------------------
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    uuid7: (ms = clock) => { const h = ms.toString(16).padStart(12, '0'); return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`; },
    ulid: (ms = clock) => { let t = ms, s = ''; for (let i = 0; i < 10; i++) { s = crock[t % 32] + s; t = Math.floor(t / 32); } return s + chars(crock, 16); },
    objectId: (ms = clock) => Math.floor(ms / 1000).toString(16).padStart(8, '0') + hex(16),
    snowflake: (ms = clock) => ((BigInt(ms - 1288834974657) << 22n) | BigInt(int(0, 4194303))).toString(),
    sha: (n = 64) => hex(n),
    short: () => hex(7),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + hex(pick([16, 24, 32])) + '"',
    reqId: (prefix = 'req') => `${prefix}_${alnum(24)}`,
    chatcmpl: () => 'chatcmpl-' + b62(29),
    callId: () => 'call_' + b62(24),
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${alnum(8)}`,
    pod: (name) => `${name}-${chars('bcdfghjklmnpqrstvwxz2456789', 10)}-${chars('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    host: (prefix, zones = ['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-1']) => `${prefix}-${int(1, 14)}.${pick(zones)}.internal`,
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(2, 254)}`,
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    cursor: (obj) => Buffer.from(JSON.stringify(obj ?? { o: int(0, 9999), s: hex(6) })).toString('base64').replace(/=+$/, ''),
    lsn: () => `${HEX(1)}/${HEX(8)}`,
    jobId: (prefix = 'job') => `${prefix}-${digits(6)}-${alnum(4)}`,
    ms: (a = 20, b = 900) => int(a, b),
    secs: (a = 0.2, b = 9, dec = 2) => (a + rng() * (b - a)).toFixed(dec) + 's',
    pid: () => int(1200, 65000),
    ipv6: () => `2001:db8:${hex(4)}:${hex(4)}::${hex(3)}`,
    mac: () => Array.from({ length: 6 }, () => HEX(2)).join(':'),
  };
  return N;
}

// ---------------------------------------------------------------------------
// Spans
// ---------------------------------------------------------------------------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const str = (o) => (typeof o === 'string' ? o : JSON.stringify(o));
const clip = (s, n = 700) => (s.length > n ? s.slice(0, n) + ' …[truncated]' : s);

const DEFAULT_MODEL = {
  plain: 'gpt-4o-2024-08-06',
  llamaindex: 'gpt-4o-mini',
  crewai: 'gpt-4o',
  autogen: 'gpt-4o-2024-11-20',
  sk: 'gpt-4o',
  haystack: 'gpt-4o-mini',
};

// A recorder imitating how a given framework's tracer writes spans.
// style: plain | llamaindex | crewai | autogen | sk | haystack
export function tracer(N, style, { system, goal, model, react } = {}) {
  const M = model || DEFAULT_MODEL[style];
  const textual = react ?? style === 'crewai'; // ReAct-style prompts feed results back as "Observation:"
  const pushResult = (id, name, content) => hist.push(textual ? { role: 'user', content: 'Observation: ' + content } : { role: 'tool', tool_call_id: id, name, content });
  const hist = [];
  const pending = [];
  const started = N.now();
  const usage = () => ({ prompt_tokens: N.int(700, 5200), completion_tokens: N.int(25, 480) });
  const lastMsgs = () => {
    const m = [];
    if (system) m.push({ role: 'system', content: system });
    if (goal) m.push({ role: 'user', content: goal });
    return m.concat(hist.slice(-4));
  };
  // match a tool execution to the call the model requested (same name and args, else same name)
  const takePending = (name, args) => {
    const a = typeof args === 'string' ? args : JSON.stringify(args);
    let i = pending.findIndex((p) => p.name === name && p.args === a);
    if (i < 0) i = pending.findIndex((p) => p.name === name);
    if (i < 0) return null;
    return pending.splice(i, 1)[0].id;
  };
  const stamp = (extra = {}) => {
    const start = N.tick(40, 900);
    const dur = extra.dur ?? N.int(60, 2400);
    N.advance(dur);
    return { start, dur };
  };

  const T = {
    style, model: M, hist,

    // ---- model turn --------------------------------------------------------
    llm(text, calls = [], opts = {}) {
      const { start, dur } = stamp(opts);
      const u = usage();
      const ids = calls.map((c) => c.id || N.callId());
      ids.forEach((id, i) => pending.push({ id, name: calls[i].name, args: typeof calls[i].args === 'string' ? calls[i].args : JSON.stringify(calls[i].args) }));
      const msgs = opts.messages || lastMsgs();
      hist.push({ role: 'assistant', content: text ?? null, ...(calls.length ? { tool_calls: calls.map((c, i) => ({ id: ids[i], name: c.name })) } : {}) });
      const oaiCalls = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) } }));
      switch (style) {
        case 'plain':
          return span('llm', opts.name || 'openai.chat.completions', { model: M, messages: msgs, ...(opts.tools ? { tools: opts.tools } : {}) },
            { role: 'assistant', content: text ?? null, ...(calls.length ? { tool_calls: oaiCalls } : {}) }, opts.children || [],
            { metadata: { id: N.chatcmpl(), finish_reason: calls.length ? 'tool_calls' : 'stop', usage: u, latency_ms: dur, started_at: N.iso(start) } });
        case 'llamaindex':
          return span('llm', opts.name || 'OpenAI.achat', { messages: msgs },
            { message: { role: 'assistant', content: text ?? null, additional_kwargs: calls.length ? { tool_calls: oaiCalls } : {} }, raw: { id: N.chatcmpl(), model: M, usage: u } },
            opts.children || [], { metadata: { span_id: `${opts.name || 'OpenAI.achat'}-${N.uuid()}`, duration_ms: dur, start_time: N.iso(start) } });
        case 'crewai':
          return span('llm', 'litellm.completion', { model: M, messages: msgs, stop: ['\nObservation:'] }, text,
            opts.children || [], { metadata: { agent_role: opts.role || 'agent', response_id: N.chatcmpl(), usage: u, latency_ms: dur } });
        case 'autogen':
          return span('llm', opts.agent || 'assistant', { messages: msgs },
            { role: 'assistant', name: opts.agent || 'assistant', content: text ?? null, ...(calls.length ? { tool_calls: oaiCalls } : {}) },
            opts.children || [], { metadata: { 'ag2.agent.name': opts.agent || 'assistant', model: M, cost_usd: N.float(0.0004, 0.03, 5), cache_seed: null, response_id: N.chatcmpl(), ts: N.epochFrac(start) } });
        case 'sk':
          return span('llm', `chat.completions ${M}`, { messages: msgs },
            { role: 'assistant', content: text ?? null, ...(calls.length ? { tool_calls: oaiCalls } : {}) }, opts.children || [],
            { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': M, 'gen_ai.response.id': N.chatcmpl(), 'gen_ai.response.finish_reason': calls.length ? 'tool_calls' : 'stop', 'gen_ai.usage.input_tokens': u.prompt_tokens, 'gen_ai.usage.output_tokens': u.completion_tokens } });
        case 'haystack': {
          const content = [];
          if (text) content.push({ text });
          calls.forEach((c, i) => content.push({ tool_call: { tool_name: c.name, arguments: typeof c.args === 'string' ? JSON.parse(c.args) : c.args, id: ids[i] } }));
          const hsMsg = (m) => {
            if (m.role === 'tool') return { role: 'tool', content: [{ tool_call_result: { result: m.content, origin: { tool_name: m.name, id: m.tool_call_id }, error: /^Error:/.test(m.content) } }], name: null, meta: {} };
            const c = [];
            if (m.content) c.push({ text: m.content });
            (m.tool_calls || []).forEach((tc) => c.push({ tool_call: { tool_name: tc.name, id: tc.id } }));
            return { role: m.role, content: c, name: null, meta: {} };
          };
          return span('llm', opts.name || 'chat_generator', { messages: msgs.map(hsMsg) },
            { replies: [{ role: 'assistant', content, name: null, meta: { model: M, index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: u } }] }, opts.children || [],
            { metadata: { 'haystack.component.name': opts.name || 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.visits': opts.visit ?? undefined } });
        }
        default:
          throw new Error('unknown style ' + style);
      }
    },

    // ---- one tool execution ------------------------------------------------
    tool(name, args, output, opts = {}) {
      const { start, dur } = stamp(opts);
      const id = opts.id || takePending(name, args) || N.callId();
      const err = opts.error;
      pushResult(id, name, clip(err ? `Error: ${err}` : str(output)));
      const argsOut = opts.argsAsString ? JSON.stringify(args) : args;
      switch (style) {
        case 'plain':
          return span(opts.type || 'tool', name, argsOut, output, opts.children || [], { error: err, metadata: { tool_call_id: id, duration_ms: dur, ...(opts.meta || {}) } });
        case 'llamaindex':
          return span('tool', opts.spanName || 'FunctionTool.acall', { kwargs: args },
            { content: str(output), tool_name: name, raw_input: { kwargs: args }, raw_output: output, is_error: !!err }, opts.children || [],
            { error: err, metadata: { span_id: `${opts.spanName || 'FunctionTool.acall'}-${N.uuid()}`, 'tool.name': name, duration_ms: dur, ...(opts.meta || {}) } });
        case 'crewai':
          return span('tool', name, { tool_name: name, tool_input: JSON.stringify(args) }, str(output), opts.children || [],
            { error: err, metadata: { agent_role: opts.role || 'agent', run_attempts: opts.attempts ?? 1, delegations: 0, ...(opts.meta || {}) } });
        case 'autogen':
          if (opts.spanName === 'execute_code_blocks') {
            // code execution replies carry no tool-call id: the executor answers with plain text
            return span('tool', 'execute_code_blocks', { code_blocks: [[args.lang || 'sh', args.code]] }, str(output), opts.children || [],
              { error: err, metadata: { 'ag2.agent.name': opts.agent || 'executor', executor: 'LocalCommandLineCodeExecutor', work_dir: opts.workDir || 'coding', duration_ms: dur, ...(opts.meta || {}) } });
          }
          return span('tool', opts.spanName || 'execute_function', { name, arguments: JSON.stringify(args), call_id: id },
            { role: 'tool', tool_call_id: id, content: str(output) }, opts.children || [],
            { error: err, metadata: { 'ag2.agent.name': opts.agent || 'executor', duration_ms: dur, ...(opts.meta || {}) } });
        case 'sk':
          return span('tool', `execute_tool ${name}`, { arguments: args }, output, opts.children || [],
            { error: err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'semantic_kernel.function.invocation.duration': Number((dur / 1000).toFixed(4)), ...(opts.meta || {}) } });
        case 'haystack':
          return span('tool', opts.spanName || 'tool_invoker', { messages: [{ role: 'assistant', content: [{ tool_call: { tool_name: name, arguments: args, id } }] }] },
            { tool_messages: [{ role: 'tool', content: [{ tool_call_result: { result: str(output), origin: { tool_name: name, arguments: args, id }, error: !!err } }] }] },
            opts.children || [], { error: err, metadata: { 'haystack.component.name': opts.spanName || 'tool_invoker', 'haystack.component.type': 'ToolInvoker', duration_ms: dur, ...(opts.meta || {}) } });
        default:
          throw new Error('unknown style ' + style);
      }
    },

    // Haystack ToolInvoker runs all calls of one reply in one span.
    toolBatch(calls, opts = {}) {
      stamp(opts);
      const msgs = [];
      const results = [];
      let anyErr = null;
      for (const c of calls) {
        const id = takePending(c.name, c.args) || N.callId();
        hist.push({ role: 'tool', tool_call_id: id, name: c.name, content: clip(c.error ? `Error: ${c.error}` : str(c.output)) });
        msgs.push({ tool_call: { tool_name: c.name, arguments: c.args, id } });
        results.push({ role: 'tool', content: [{ tool_call_result: { result: c.error ? `Error: ${c.error}` : str(c.output), origin: { tool_name: c.name, arguments: c.args, id }, error: !!c.error } }] });
        if (c.error) anyErr = c.error;
      }
      return span('tool', 'tool_invoker', { messages: [{ role: 'assistant', content: msgs }] }, { tool_messages: results }, [],
        { error: anyErr || undefined, metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker' } });
    },

    retr(query, docs, opts = {}) {
      stamp(opts);
      hist.push({ role: 'tool', name: 'retriever', content: clip(docs.map((d) => d.text).join(' | ')) });
      if (style === 'llamaindex') {
        return span('retriever', opts.name || 'VectorIndexRetriever.aretrieve', { query_str: query },
          { nodes: docs.map((d) => ({ node: { id_: d.id || N.uuid(), text: d.text, metadata: d.meta || {} }, score: d.score ?? N.float(0.6, 0.92, 4) })) },
          [], { metadata: { span_id: `${opts.name || 'VectorIndexRetriever.aretrieve'}-${N.uuid()}`, similarity_top_k: docs.length } });
      }
      if (style === 'haystack') {
        return span('retriever', opts.name || 'retriever', { query, top_k: docs.length, filters: opts.filters ?? null },
          { documents: docs.map((d) => ({ id: d.id || N.sha(64), content: d.text, meta: d.meta || {}, score: d.score ?? N.float(4, 19, 4) })) },
          [], { metadata: { 'haystack.component.name': opts.name || 'retriever', 'haystack.component.type': opts.component || 'InMemoryBM25Retriever' } });
      }
      return span('retriever', opts.name || 'retriever.search', { query, ...(opts.input || {}) },
        { documents: docs.map((d) => ({ id: d.id || N.uuid(), text: d.text, meta: d.meta || {}, score: d.score ?? N.float(0.5, 0.95, 3) })) }, [], {});
    },

    // generic grouping span (task, step, sub-agent, function invocation loop ...)
    group(type, name, input, output, children, opts = {}) {
      return span(type, name, input, output, children, { error: opts.error, metadata: opts.metadata });
    },

    // remember something in the rolling history without emitting a span
    note(role, content) { hist.push({ role, content }); },

    root(name, input, output, children, opts = {}) {
      const end = N.now();
      const base = { start_time: N.iso(started), end_time: N.iso(end), duration_ms: end - started };
      const per = {
        plain: { trace_id: N.hex(32), model: M },
        llamaindex: { span_id: `${name}-${N.uuid()}`, framework: 'llama-index-core 0.11.x' },
        crewai: { crew_id: N.uuid(), process: opts.process || 'sequential', framework: 'crewai 0.8x' },
        autogen: { chat_id: N.int(10 ** 8, 10 ** 9), framework: 'ag2 0.4', max_round: opts.maxRound ?? undefined },
        sk: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.id': N.uuid(), framework: 'semantic-kernel 1.x' },
        haystack: { 'haystack.pipeline.run_id': N.uuid(), 'haystack.agent.max_steps': opts.maxSteps ?? 20, framework: 'haystack-ai 2.x' },
      }[style];
      return span('agent', name, input, output, children, { error: opts.error, metadata: { ...base, ...per, ...(opts.meta || {}) } });
    },
  };
  return T;
}

// Count spans in a tree.
export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

// Iterate spans depth-first in time order.
export function* walk(s, depth = 0) {
  yield [s, depth];
  for (const c of s.children || []) yield* walk(c, depth + 1);
}

export { str, clip };
