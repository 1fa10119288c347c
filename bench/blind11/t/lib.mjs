// Shared helpers for the blind trace benchmark.
// Everything here is deterministic: randomness comes from mulberry32 seeded by a
// hash of the trace id, and "time" is a simulated clock that only moves when a
// scenario calls tick(). No Math.random, no Date.now.

// ---------------------------------------------------------------- PRNG ------
export function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64URL = B62 + '-_';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ---------------------------------------------------------------- Noise -----
// One Noise per trace. Holds the PRNG and a simulated wall clock.
export class Noise {
  constructor(seedStr) {
    this.rand = mulberry32(hash32(seedStr));
    const h = hash32(seedStr + '#clock');
    this.t = Date.UTC(2024, 0, 8) + (h % 430) * 86400000 + (6 + ((h >>> 9) % 11)) * 3600000
      + ((h >>> 13) % 3600) * 1000 + ((h >>> 3) % 1000);
    this._ctr = {};
  }
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, dp = 2) { return +(a + this.rand() * (b - a)).toFixed(dp); }
  jitter(v, amp, dp = 2) { return +(v + (this.rand() * 2 - 1) * amp).toFixed(dp); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.rand() * alphabet.length)]; return s; }
  hex(n) { return this.chars(n, HEX); }
  HEX(n) { return this.chars(n, HEX).toUpperCase(); }
  alnum(n) { return this.chars(n, ALNUM); }
  ALNUM(n) { return this.chars(n, ALNUM).toUpperCase(); }
  b62(n) { return this.chars(n, B62); }
  b64(n) { return this.chars(n, B64URL); }
  digits(n) { return this.chars(n, '0123456789'); }
  uuid() {
    const h = this.hex(32).split('');
    h[12] = '4'; h[16] = '89ab'[this.int(0, 3)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  ulid() {
    let ts = this.t, tpart = '';
    for (let i = 0; i < 10; i++) { tpart = CROCK[ts % 32] + tpart; ts = Math.floor(ts / 32); }
    return tpart + this.chars(16, CROCK);
  }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  short() { return this.hex(7); }
  etag(weak = false) { return (weak ? 'W/' : '') + `"${this.hex(weak ? 16 : 32)}"`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  ip(priv = true) { return priv ? `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}` : `${this.int(23, 212)}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  host(prefix, domain = '') { return `${prefix}-${this.alnum(5)}${domain ? '.' + domain : ''}`; }
  pod(deploy) { return `${deploy}-${this.chars(10, 'bcdfghjklmnpqrstvwxz2456789')}-${this.chars(5, 'bcdfghjklmnpqrstvwxz2456789')}`; }
  tmp(ext = '') { return `/tmp/tmp${this.alnum(8)}${ext}`; }
  // monotonic counter with a random start, e.g. sequence numbers
  seq(name, start = null, stepMin = 1, stepMax = 1) {
    if (!(name in this._ctr)) this._ctr[name] = start ?? this.int(1000, 99999);
    else this._ctr[name] += this.int(stepMin, stepMax);
    return this._ctr[name];
  }

  // ---------------------------------------------------------- clock -----
  tick(minSec, maxSec = minSec) {
    this.t += Math.round((minSec + this.rand() * (maxSec - minSec)) * 1000) + this.int(0, 999);
    return this;
  }
  iso(ms = true) { const s = new Date(this.t).toISOString(); return ms ? s : s.replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { return new Date(this.t).toISOString().replace('Z', this.digits(3) + 'Z'); }
  isoOff(offMin = 60, ms = false) {
    const d = new Date(this.t + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-';
    const a = Math.abs(offMin);
    return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${ms ? '.' + p3(d.getUTCMilliseconds()) : ''}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  }
  http() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  // tokens: YYYY MM DD HH hh mm ss SSS Mon ddd A  (offMin shifts the wall clock)
  fmt(pattern, offMin = 0) {
    const d = new Date(this.t + offMin * 60000);
    const H = d.getUTCHours();
    const map = {
      YYYY: String(d.getUTCFullYear()), YY: String(d.getUTCFullYear()).slice(2), MM: p2(d.getUTCMonth() + 1), DD: p2(d.getUTCDate()),
      HH: p2(H), hh: p2(((H + 11) % 12) + 1), mm: p2(d.getUTCMinutes()), ss: p2(d.getUTCSeconds()),
      SSS: p3(d.getUTCMilliseconds()), Mon: MON[d.getUTCMonth()], ddd: DOW[d.getUTCDay()], A: H < 12 ? 'AM' : 'PM',
      D: String(d.getUTCDate()), M: String(d.getUTCMonth() + 1), h: String(((H + 11) % 12) + 1),
    };
    return pattern.replace(/YYYY|YY|MM|DD|HH|hh|mm|ss|SSS|Mon|ddd|A|\bD\b|\bM\b|\bh\b/g, (k) => map[k]);
  }
  dur(ms) { return ms >= 1000 ? `${(ms / 1000).toFixed(ms >= 10000 ? 1 : 2)}s` : `${Math.round(ms)}ms`; }
  durHuman(sec) {
    const h = Math.floor(sec / 3600), m = Math.floor((sec % 3600) / 60), s = Math.floor(sec % 60);
    return (h ? h + 'h' : '') + (h || m ? m + 'm' : '') + s + 's';
  }
}

// ---------------------------------------------------------------- spans -----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const clip = (s, n = 1500) => (s.length > n ? s.slice(0, n) + ' …[truncated]' : s);

// A scenario "spec" (returned by a scenario's build(N)) looks like:
// { agent, model, system, steps: [...], end: { error?, cutoff?, output? }, rootMeta?, rootInput? }
// step: { think?: string, calls?: [{ tool, args, out, err?, type?, argsString? }], final?: string|object }
//       | { sub: { name, input, output, steps, error? } }
//       | { raw: span }
// A step with `final` (and no calls) is the answer turn.

function normCalls(st, N, idfn) {
  return (st.calls || []).map((c) => ({ ...c, id: idfn(N) }));
}

function toolSpanOf(c, name, input, output, meta) {
  const extra = { metadata: meta };
  if (c.err) extra.error = c.err;
  return span(c.type || 'tool', name, input, output, c.children || [], extra);
}

// token counts roughly follow the size of what was sent / produced (~4 chars per token)
function usage(N, input, output, schemaTokens = 640) {
  const inLen = JSON.stringify(input ?? '').length, outLen = JSON.stringify(output ?? '').length;
  return { in: schemaTokens + Math.round(inLen / 3.7) + N.int(0, 40), out: Math.max(9, Math.round(outLen / 4.3) + N.int(1, 9)) };
}

function finishRoot(spec, style, children, input, meta, finalOut) {
  const end = spec.end || {};
  const extra = { metadata: { ...meta, ...(spec.rootMeta || {}) } };
  let output = finalOut;
  if (end.error) { extra.error = end.error; output = end.output ?? null; }
  else if (end.cutoff) { output = end.output ?? null; }
  else if (end.output !== undefined) output = end.output;
  return span('agent', spec.agent || 'agent', spec.rootInput || input, output, children, extra);
}

// ----------------------------------------------- style: plain messages -----
function plainSteps(steps, spec, N, ctx) {
  const children = [];
  const sys = { role: 'system', content: spec.system };
  const user = { role: 'user', content: ctx.task };
  const hist = [];
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, plainSteps)); continue; }
    const i = ctx.i++;
    const calls = normCalls(st, N, (n) => 'call_' + n.b62(24));
    const content = st.final !== undefined ? asText(st.final) : (st.think ?? null);
    const out = { role: 'assistant', content };
    if (calls.length) out.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.tool, arguments: JSON.stringify(c.args) } }));
    const earlier = Math.max(0, hist.length - 4);
    const input = { model: spec.model || 'gpt-4o-2024-08-06', messages: [sys, user, ...hist.slice(-4)], temperature: spec.temperature ?? 0.2 };
    if (earlier) input.messages.splice(2, 0, { role: 'system', content: `[${earlier} earlier messages omitted by tracer]` });
    const u = usage(N, [input, hist.slice(0, earlier)], out);
    children.push(span('llm', spec.llmName || 'ChatCompletion', input, out, [], {
      metadata: { model: input.model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, response_id: 'chatcmpl-' + N.b62(29) },
    }));
    if (st.final !== undefined) ctx.final = st.final;
    hist.push(out);
    for (const c of calls) {
      children.push(toolSpanOf(c, c.tool, c.argsString ? JSON.stringify(c.args) : c.args, c.err ? (c.out ?? null) : c.out, { tool_call_id: c.id, duration_ms: N.int(40, 2400) }));
      hist.push({ role: 'tool', tool_call_id: c.id, content: clip(asText(c.err ? { error: c.err, detail: c.out ?? null } : c.out)) });
    }
  }
  return children;
}

function subSpan(sub, spec, N, stepsFn) {
  const ctx = { i: 0, task: asText(sub.input) };
  const kids = stepsFn(sub.steps, { ...spec, system: sub.system || spec.system }, N, ctx);
  const extra = { metadata: sub.metadata || { sub_agent: true } };
  if (sub.error) extra.error = sub.error;
  return span('agent', sub.name, sub.input, sub.output ?? ctx.final ?? null, kids, extra);
}

function renderPlain(spec, N) {
  const ctx = { i: 0, task: spec.goal };
  const children = plainSteps(spec.steps, spec, N, ctx);
  return finishRoot(spec, 'plain', children, { task: spec.goal }, { framework: spec.framework || 'openai-python (manual tool loop)', model: spec.model || 'gpt-4o-2024-08-06', max_turns: spec.maxTurns || 16, run_id: N.uuid() }, ctx.final ?? null);
}

// ------------------------------------------- style: LlamaIndex workflow -----
function liSteps(steps, spec, N, ctx) {
  const children = [];
  const agentName = spec.liAgent || 'Agent';
  const cls = spec.liClass || 'FunctionAgent';
  const hist = [];
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, liSteps)); continue; }
    const i = ctx.i++;
    const calls = normCalls(st, N, (n) => 'call_' + n.b62(24));
    const content = st.final !== undefined ? asText(st.final) : (st.think ?? '');
    const msg = { role: 'assistant', content, additional_kwargs: calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.tool, arguments: JSON.stringify(c.args) } })) } : {} };
    const liIn = { messages: [{ role: 'system', content: spec.system }, { role: 'user', content: ctx.task }, ...hist.slice(-4)] };
    const u = usage(N, [liIn, hist.slice(0, -4)], msg);
    const llm = span('llm', spec.llmName || 'OpenAI.astream_chat_with_tools', liIn, { message: msg }, [], {
      metadata: { model: spec.model || 'gpt-4o', usage: { prompt_tokens: u.in, completion_tokens: u.out } },
    });
    children.push(span('chain', `${cls}.run_agent_step`, { event: 'AgentSetup', current_agent_name: agentName, input_len: hist.length + 2 },
      { event: 'AgentOutput', response: { role: 'assistant', content }, tool_calls: calls.map((c) => ({ tool_id: c.id, tool_name: c.tool, tool_kwargs: c.args })), current_agent_name: agentName },
      [llm], { metadata: { step: 'run_agent_step', run_id: ctx.runId } }));
    hist.push({ role: 'assistant', content });
    if (st.final !== undefined) ctx.final = st.final;
    for (const c of calls) {
      const raw = c.err ? { error: c.err, detail: c.out ?? null } : c.out;
      const tool = toolSpanOf(c, c.tool, c.argsString ? JSON.stringify(c.args) : c.args, c.err ? (c.out ?? null) : c.out, { tool_id: c.id, duration_ms: N.int(30, 2600) });
      children.push(span('chain', `${cls}.call_tool`, { event: 'ToolCall', tool_name: c.tool, tool_kwargs: c.args, tool_id: c.id },
        { event: 'ToolCallResult', tool_name: c.tool, tool_output: { content: clip(asText(raw), 800), is_error: !!c.err }, return_direct: false },
        [tool], { metadata: { step: 'call_tool', run_id: ctx.runId } }));
      hist.push({ role: 'tool', tool_call_id: c.id, content: clip(asText(raw)) });
    }
  }
  return children;
}

function renderLlamaIndex(spec, N) {
  const runId = N.uuid();
  const ctx = { i: 0, task: spec.goal, runId };
  const cls = spec.liClass || 'FunctionAgent';
  const children = [span('chain', `${cls}.init_run`, { event: 'AgentWorkflowStartEvent', user_msg: spec.goal, chat_history: null },
    { event: 'AgentInput', input_len: 2, current_agent_name: spec.liAgent || 'Agent' }, [], { metadata: { step: 'init_run', run_id: runId } })];
  children.push(...liSteps(spec.steps, spec, N, ctx));
  if (ctx.final !== undefined && !(spec.end && (spec.end.error || spec.end.cutoff))) {
    children.push(span('chain', `${cls}.parse_agent_output`, { event: 'AgentOutput' }, { event: 'StopEvent', result: { response: asText(ctx.final) } }, [], { metadata: { step: 'parse_agent_output', run_id: runId } }));
  }
  return finishRoot(spec, 'llamaindex', children, { user_msg: spec.goal },
    { framework: 'llama-index-core 0.12', workflow: spec.liWorkflow || 'AgentWorkflow', timeout: spec.liTimeout ?? 300, run_id: runId }, ctx.final !== undefined ? { response: asText(ctx.final) } : null);
}

// --------------------------------------------- style: Semantic Kernel -------
function skSteps(steps, spec, N, ctx) {
  const children = [];
  const hist = [];
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, skSteps)); continue; }
    const i = ctx.i++;
    const calls = normCalls(st, N, (n) => 'call_' + n.b62(24));
    const items = [];
    const text = st.final !== undefined ? asText(st.final) : st.think;
    if (text) items.push({ content_type: 'text', text });
    for (const c of calls) {
      const [plugin, fn] = c.tool.includes('-') ? c.tool.split('-') : [null, c.tool];
      items.push({ content_type: 'function_call', id: c.id, plugin_name: plugin, function_name: fn, arguments: c.args });
    }
    const model = spec.model || 'gpt-4o';
    const skIn = { chat_history: [{ role: 'system', content: spec.system }, { role: 'user', content: ctx.task }, ...hist.slice(-4)], execution_settings: { function_choice_behavior: 'Auto', temperature: spec.temperature ?? 0.1 } };
    const u = usage(N, [skIn, hist.slice(0, -4)], items);
    children.push(span('llm', `chat.completions ${model}`, skIn,
      { role: 'assistant', items, finish_reason: calls.length ? 'tool_calls' : 'stop' }, [], {
        metadata: { 'gen_ai.operation.name': 'chat.completions', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out },
      }));
    hist.push({ role: 'assistant', items });
    if (st.final !== undefined) ctx.final = st.final;
    if (calls.length) {
      const fkids = calls.map((c) => {
        const res = c.err ? (c.out ?? null) : c.out;
        hist.push({ role: 'tool', items: [{ content_type: 'function_result', id: c.id, result: clip(asText(c.err ? { error: c.err } : c.out)) }] });
        return toolSpanOf(c, `function.invocation ${c.tool}`, { arguments: c.argsString ? JSON.stringify(c.args) : c.args }, c.err ? res : { value: res }, { 'semantic_kernel.function.name': c.tool, 'semantic_kernel.function.invocation.duration': +(N.int(20, 3100) / 1000).toFixed(3) });
      });
      children.push(span('chain', 'AutoFunctionInvocationLoop', { function_calls: calls.map((c) => c.tool), request_sequence_index: i }, { terminate: false, function_results: calls.length }, fkids,
        { metadata: { 'sk.auto_invoke.max_attempts': spec.skMaxAttempts || 5 } }));
    }
  }
  return children;
}

function renderSK(spec, N) {
  const ctx = { i: 0, task: spec.goal };
  const children = skSteps(spec.steps, spec, N, ctx);
  return finishRoot(spec, 'sk', children, { messages: [{ role: 'user', content: spec.goal }] },
    { framework: 'semantic-kernel (python) 1.2x', 'gen_ai.agent.name': spec.agent || 'agent', 'gen_ai.agent.id': N.uuid(), kernel_plugins: spec.plugins || undefined }, ctx.final ?? null);
}

// -------------------------------------------------- style: Haystack ---------
function hsSteps(steps, spec, N, ctx) {
  const children = [];
  const hist = [];
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, hsSteps)); continue; }
    const i = ctx.i++;
    const calls = normCalls(st, N, (n) => 'call_' + n.b62(24));
    const content = [];
    const text = st.final !== undefined ? asText(st.final) : st.think;
    if (text) content.push({ text });
    for (const c of calls) content.push({ tool_call: { tool_name: c.tool, arguments: c.args, id: c.id } });
    const reply = { role: 'assistant', content, meta: { model: spec.model || 'gpt-4o-mini-2024-07-18', index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop' } };
    const hsIn = { messages: [{ role: 'system', content: [{ text: spec.system }] }, { role: 'user', content: [{ text: ctx.task }] }, ...hist.slice(-4)], tools: spec.toolNames || undefined };
    const u = usage(N, [hsIn, hist.slice(0, -4)], content);
    children.push(span('llm', 'chat_generator', hsIn,
      { replies: [reply] }, [], {
        metadata: { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.visits': i + 1, usage: { prompt_tokens: u.in, completion_tokens: u.out } },
      }));
    hist.push(reply);
    if (st.final !== undefined) ctx.final = st.final;
    if (calls.length) {
      const msgs = [];
      const kids = calls.map((c) => {
        const res = c.err ? { error: c.err, detail: c.out ?? null } : c.out;
        msgs.push({ role: 'tool', content: [{ tool_call_result: { result: clip(asText(res), 900), origin: { tool_name: c.tool, arguments: c.args, id: c.id }, error: !!c.err } }] });
        return toolSpanOf(c, c.tool, c.argsString ? JSON.stringify(c.args) : c.args, c.err ? (c.out ?? null) : c.out, { 'haystack.tool.duration_ms': N.int(25, 2900) });
      });
      hist.push(...msgs);
      children.push(span('chain', 'tool_invoker', { messages: [reply] }, { tool_messages: msgs }, kids,
        { metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', 'haystack.component.visits': i + 1 } }));
    }
  }
  return children;
}

function renderHaystack(spec, N) {
  const ctx = { i: 0, task: spec.goal };
  const agentKids = hsSteps(spec.steps, spec, N, ctx);
  const ended = !(spec.end && (spec.end.error || spec.end.cutoff));
  const agent = span('agent', 'agent', { messages: [{ role: 'user', content: [{ text: spec.goal }] }] },
    ctx.final !== undefined ? { last_message: { role: 'assistant', content: [{ text: asText(ctx.final) }] } } : null, agentKids,
    { metadata: { 'haystack.component.name': 'agent', 'haystack.component.type': 'Agent', max_agent_steps: spec.maxSteps || 20, exit_conditions: ['text'] }, ...(spec.end && spec.end.agentError ? { error: spec.end.agentError } : {}) });
  const children = [
    span('chain', 'prompt_builder', { template_variables: spec.hsVars || { task: spec.goal } }, { prompt: [{ role: 'user', content: [{ text: spec.goal }] }] }, [],
      { metadata: { 'haystack.component.name': 'prompt_builder', 'haystack.component.type': 'ChatPromptBuilder' } }),
    ...(spec.hsPre || []),
    agent,
  ];
  if (ended && spec.hsPost) children.push(...spec.hsPost);
  return finishRoot(spec, 'haystack', children, { data: { prompt_builder: spec.hsVars || { task: spec.goal } } },
    { framework: 'haystack-ai 2.x', 'haystack.pipeline.max_runs_per_component': 100, pipeline_hash: N.sha1().slice(0, 12) },
    ctx.final !== undefined ? { agent: { messages_count: ctx.i * 2 + 2, last_message: asText(ctx.final) } } : null);
}

// --------------------------------------------------- style: DSPy ReAct ------
function dspyFmt(fields) {
  return Object.entries(fields).map(([k, v]) => `[[ ## ${k} ## ]]\n${asText(v)}`).join('\n\n') + '\n\n[[ ## completed ## ]]';
}

function dsSteps(steps, spec, N, ctx) {
  const children = [];
  const traj = ctx.traj;
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, dsSteps)); continue; }
    const i = ctx.i++;
    const isFinish = st.final !== undefined;
    const c = isFinish ? { tool: 'finish', args: {}, out: 'Completed.' } : (st.calls || [])[0];
    if (!c) throw new Error('DSPy step without tool call');
    if ((st.calls || []).length > 1) throw new Error('DSPy ReAct takes one tool per step');
    const thought = st.think ?? '';
    const fields = { next_thought: thought, next_tool_name: c.tool, next_tool_args: c.args };
    const trajText = traj.map((t, k) => `[[ ## thought_${k} ## ]]\n${t.thought}\n\n[[ ## tool_name_${k} ## ]]\n${t.tool}\n\n[[ ## tool_args_${k} ## ]]\n${JSON.stringify(t.args)}\n\n[[ ## observation_${k} ## ]]\n${clip(asText(t.obs), 400)}`).join('\n\n');
    const dsIn = {
      model: spec.model || 'openai/gpt-4o-mini',
      messages: [{ role: 'system', content: spec.system }, { role: 'user', content: `${spec.dsInputs || '[[ ## task ## ]]'}\n${ctx.task}\n\n[[ ## trajectory ## ]]\n${trajText}\n\nRespond with the corresponding output fields, starting with the field \`[[ ## next_thought ## ]]\`, then \`[[ ## next_tool_name ## ]]\` (must be formatted as a valid Python Literal[...]), then \`[[ ## next_tool_args ## ]]\`, and then ending with the marker for \`[[ ## completed ## ]]\`.` }],
    };
    const u = usage(N, dsIn, dspyFmt(fields), 380);
    const lm = span('llm', 'LM.__call__', dsIn, [dspyFmt(fields)], [], { metadata: { usage: { prompt_tokens: u.in, completion_tokens: u.out }, cache_hit: false, temperature: 0.0 } });
    children.push(span('chain', 'Predict.forward', { signature: spec.dsSignature || 'task, trajectory -> next_thought, next_tool_name, next_tool_args', task: ctx.task, trajectory_len: traj.length }, fields, [lm], { metadata: { adapter: 'ChatAdapter', iteration: i } }));
    const obs = c.err ? `Execution error in ${c.tool}: ${c.err}` : c.out;
    children.push(toolSpanOf(c, c.tool, c.argsString ? JSON.stringify(c.args) : c.args, c.err ? (c.out ?? null) : c.out, { 'dspy.tool': c.tool, iteration: i }));
    traj.push({ thought, tool: c.tool, args: c.args, obs });
    if (isFinish) { ctx.final = st.final; ctx.finished = true; }
  }
  return children;
}

function renderDSPy(spec, N) {
  const ctx = { i: 0, task: spec.goal, traj: [] };
  const children = dsSteps(spec.steps, spec, N, ctx);
  const end = spec.end || {};
  let out = null;
  if (!end.cutoff) {
    // ReAct always runs the extractor after the loop ends (finish or max_iters)
    const ext = spec.dsExtract || { reasoning: 'Summarised from the trajectory.', answer: asText(ctx.final ?? '') };
    const exIn = { model: spec.model || 'openai/gpt-4o-mini', messages: [{ role: 'system', content: spec.system }, { role: 'user', content: `[[ ## task ## ]]\n${ctx.task}\n\n[[ ## trajectory ## ]]\n(${ctx.traj.length} steps)` }] };
    const u = usage(N, [exIn, ctx.traj], dspyFmt(ext), 300);
    const lm = span('llm', 'LM.__call__', exIn, [dspyFmt(ext)], [],
      { metadata: { usage: { prompt_tokens: u.in, completion_tokens: u.out } } });
    children.push(span('chain', 'ChainOfThought.forward', { task: ctx.task, trajectory_len: ctx.traj.length }, ext, [lm], { metadata: { adapter: 'ChatAdapter' } }));
    out = { ...ext, trajectory_steps: ctx.traj.length };
  }
  return finishRoot(spec, 'dspy', children, { task: spec.goal },
    { framework: 'dspy 2.6', module: 'dspy.ReAct', max_iters: spec.maxIters || 10, finished: !!ctx.finished }, out);
}

// ------------------------------------------------ style: Pydantic AI --------
function paSteps(steps, spec, N, ctx) {
  const children = [];
  const model = spec.model || 'gpt-4o';
  let pending = [{ part_kind: 'user-prompt', content: ctx.task }];
  const hist = [{ kind: 'request', parts: [{ part_kind: 'system-prompt', content: spec.system }] }];
  for (const st of steps) {
    if (st.raw) { children.push(st.raw); continue; }
    if (st.sub) { children.push(subSpan(st.sub, spec, N, paSteps)); continue; }
    const i = ctx.i++;
    const calls = normCalls(st, N, (n) => 'call_' + n.b62(24));
    const parts = [];
    if (st.think) parts.push({ part_kind: 'text', content: st.think });
    let finalCall = null;
    if (st.final !== undefined) {
      if (typeof st.final === 'string') parts.push({ part_kind: 'text', content: st.final });
      else { finalCall = { tool_name: 'final_result', args: st.final, tool_call_id: 'call_' + N.b62(24) }; parts.push({ part_kind: 'tool-call', ...finalCall }); }
    }
    for (const c of calls) parts.push({ part_kind: 'tool-call', tool_name: c.tool, args: c.argsString ? JSON.stringify(c.args) : c.args, tool_call_id: c.id });
    const req = { kind: 'request', parts: pending };
    hist.push(req);
    const resp = { kind: 'response', parts, model_name: spec.modelFull || 'gpt-4o-2024-08-06', timestamp: st.ts || undefined };
    const paIn = { messages: hist.length <= 6 ? hist.slice() : hist.slice(0, 1).concat(hist.slice(-5)) };
    const u = usage(N, hist, parts);
    children.push(span('llm', `chat ${model}`, paIn, resp, [], {
      metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'logfire.span_type': 'span' },
    }));
    hist.push(resp);
    pending = [];
    if (st.retryPrompt) pending.push({ part_kind: 'retry-prompt', content: st.retryPrompt, tool_call_id: null });
    if (st.final !== undefined) ctx.final = st.final;
    if (calls.length) {
      const kids = calls.map((c) => {
        const res = c.err ? (c.out ?? null) : c.out;
        if (c.err && c.retry) pending.push({ part_kind: 'retry-prompt', tool_name: c.tool, content: c.err, tool_call_id: c.id });
        else pending.push({ part_kind: 'tool-return', tool_name: c.tool, content: clip(asText(c.err ? { error: c.err, detail: res } : res)), tool_call_id: c.id });
        return toolSpanOf(c, `running tool: ${c.tool}`, c.argsString ? JSON.stringify(c.args) : c.args, res, { 'gen_ai.tool.name': c.tool, 'gen_ai.tool.call.id': c.id });
      });
      children.push(span('chain', 'running tools', { tools: calls.map((c) => c.tool) }, null, kids, { metadata: { 'logfire.msg': `running ${calls.length} tool${calls.length > 1 ? 's' : ''}` } }));
    }
  }
  return children;
}

function renderPydantic(spec, N) {
  const ctx = { i: 0, task: spec.goal };
  const children = paSteps(spec.steps, spec, N, ctx);
  return finishRoot(spec, 'pydantic', children, { user_prompt: spec.goal },
    { framework: 'pydantic-ai 0.x', 'logfire.msg': `${spec.agent || 'agent'} run`, model_name: `openai:${spec.model || 'gpt-4o'}`, agent_name: spec.agent || 'agent', usage_limits: spec.usageLimits || { request_limit: 50 } }, ctx.final ?? null);
}

// ------------------------------------------------------------- dispatch -----
export function renderTrace(style, spec, N) {
  switch (style) {
    case 'plain': return renderPlain(spec, N);
    case 'llamaindex': return renderLlamaIndex(spec, N);
    case 'sk': return renderSK(spec, N);
    case 'haystack': return renderHaystack(spec, N);
    case 'dspy': return renderDSPy(spec, N);
    case 'pydantic': return renderPydantic(spec, N);
    default: throw new Error('unknown style ' + style);
  }
}

export const STYLES = ['plain', 'llamaindex', 'sk', 'haystack', 'dspy', 'pydantic'];

// --------------------------------------------------- text similarity -------
// Used by the validator to self-check stagnation labels.
export function words(s) { return (s || '').toLowerCase().replace(/[^a-z0-9%.\- ]+/g, ' ').split(/\s+/).filter(Boolean); }
export function jaccard(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  let inter = 0; for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter || 1);
}

export function llmTexts(root) {
  const out = [];
  const walk = (s) => {
    if (s.type === 'llm') {
      const o = s.output;
      let t = '';
      if (typeof o === 'string') t = o;
      else if (Array.isArray(o)) t = o.join('\n').replace(/\[\[ ## (next_tool_name|next_tool_args) ## \]\][\s\S]*?(?=\[\[|$)/g, '').replace(/\[\[ ## [a-z_]+ ## \]\]/g, ' ');
      else if (o && typeof o === 'object') {
        if (typeof o.content === 'string') t = o.content;
        else if (o.message && typeof o.message.content === 'string') t = o.message.content;
        else if (Array.isArray(o.items)) t = o.items.filter((x) => x.content_type === 'text').map((x) => x.text).join(' ');
        else if (Array.isArray(o.replies)) t = o.replies.flatMap((r) => r.content.filter((c) => c.text).map((c) => c.text)).join(' ');
        else if (Array.isArray(o.parts)) t = o.parts.filter((p) => p.part_kind === 'text').map((p) => p.content).join(' ');
      }
      if (t && t.trim()) out.push(t.trim());
    }
    (s.children || []).forEach(walk);
  };
  walk(root);
  return out;
}
