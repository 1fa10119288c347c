// Shared helpers: deterministic PRNG, volatile-noise generators, and span renderers that
// imitate how several agent frameworks record traces. No Math.random, no clock reads.

export function hash32(str) {
  // FNV-1a 32-bit
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

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// A context = seeded PRNG + a simulated clock + noise helpers.
export function makeCtx(traceId) {
  const rnd = mulberry32(hash32(traceId));
  // base time: some day in 2025, deterministic per trace
  const base = Date.UTC(2025, 0, 1) + Math.floor(rnd() * 330) * 86400000 + Math.floor(rnd() * 12 + 6) * 3600000 + Math.floor(rnd() * 3600000);
  const c = { traceId, rnd, t: base, base };
  c.int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  c.pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  c.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; };
  c.alnum = (n, set = 'abcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(rnd() * set.length)]; return s; };
  c.upper = (n) => c.alnum(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`;
  c.ulid = () => c.alnum(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ');
  c.sha = (n = 40) => c.hex(n);
  c.etag = (weak = false) => `${weak ? 'W/' : ''}"${c.hex(c.pick([16, 24, 32]))}"`;
  c.reqId = (prefix = 'req') => `${prefix}_${c.alnum(c.int(14, 24), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
  c.traceparent = () => `00-${c.hex(32)}-${c.hex(16)}-01`;
  c.cfRay = (pop = 'FRA') => `${c.hex(16)}-${pop}`;
  c.amznTrace = () => `Root=1-${Math.floor(c.t / 1000).toString(16)}-${c.hex(24)}`;
  c.jobId = (prefix = 'job') => `${prefix}-${c.int(100000, 999999)}`;
  c.host = (stem = 'api') => `${stem}-${c.hex(4)}.${c.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1', 'ca-central-1'])}.internal`;
  c.pod = (stem) => `${stem}-${c.hex(10)}-${c.alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`;
  c.tmp = (ext = '') => `/tmp/tmp${c.alnum(8)}${ext}`;
  c.ip = () => `10.${c.int(0, 255)}.${c.int(0, 255)}.${c.int(1, 254)}`;
  c.ms = (a = 40, b = 900) => c.int(a, b);
  // clock
  c.adv = (ms) => { c.t += ms; return c.t; };
  const d = () => new Date(c.t);
  c.iso = () => d().toISOString();
  c.isoNoMs = () => d().toISOString().replace(/\.\d{3}Z$/, 'Z');
  c.isoOff = (offH = 2) => { const x = new Date(c.t + offH * 3600000); const sign = offH >= 0 ? '+' : '-'; return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}${sign}${p2(Math.abs(offH))}:00`; };
  c.http = () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  c.epoch = () => Math.floor(c.t / 1000);
  c.epochMs = () => c.t;
  c.logts = () => { const x = d(); return `${x.getUTCFullYear()}/${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  c.clf = () => { const x = d(); return `${p2(x.getUTCDate())}/${MONS[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; };
  c.hms = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; };
  c.dmy = () => { const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()}`; };
  c.date = (plusDays = 0) => new Date(c.t + plusDays * 86400000).toISOString().slice(0, 10);
  c.dur = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${ms}ms`);
  return c;
}

// ---------------------------------------------------------------------------------------------
// Span builder
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

function timed(c, extraMeta = {}, lo = 30, hi = 900) {
  const start = c.iso();
  const dur = c.int(lo, hi);
  c.adv(dur);
  return { start_time: start, end_time: c.iso(), ...extraMeta };
}

// ---------------------------------------------------------------------------------------------
// Scenario model rendered by the style renderers:
// sc = { style, model, agent, system, goal (user text), steps: [step], final, limitError, provider }
// step = { text?, reasoning?, calls?: [call] }
// call = { tool, args, out, err?, argsString? }                         (tool call)
//      | { agent, task, via?, steps, final, limitError?, model? }         (sub-agent run)
// A step with no calls is a final answer step (or an interim text-only turn).

const callId = (c, style) => {
  switch (style) {
    case 'vercel': return `call_${c.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
    case 'adk': return `adk-${c.uuid()}`;
    case 'pydantic': return `pyd_ai_${c.hex(32)}`;
    case 'responses': return `call_${c.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
    case 'mastra': return `toolu_${c.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
    default: return `call_${c.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
  }
};
const usage = (c, pin) => ({ in: pin + c.int(0, 400), out: c.int(18, 420) });
const outStr = (o) => (typeof o === 'string' ? o : JSON.stringify(o));
// tracers cap large payloads inside recorded prompt history
const clip = (t, n = 1200) => (t.length > n ? `${t.slice(0, n)}... [${t.length - n} chars truncated]` : t);
const isAgentCall = (k) => k && k.agent !== undefined;

export function render(c, sc) {
  const r = RENDERERS[sc.style];
  if (!r) throw new Error(`unknown style ${sc.style}`);
  return r(c, sc, 0);
}

// ---------------- plain message-level trace ----------------
function renderPlain(c, sc, depth) {
  const messages = [{ role: 'system', content: sc.system }, { role: 'user', content: sc.goal }];
  const kids = [];
  let pin = 600;
  for (const st of sc.steps) {
    const calls = st.calls || [];
    const ids = calls.map(() => callId(c, 'plain'));
    const tc = calls.map((k, i) => ({ id: ids[i], type: 'function', function: { name: isAgentCall(k) ? (k.via || `delegate_to_${k.agent}`) : k.tool, arguments: JSON.stringify(isAgentCall(k) ? { task: k.task } : k.args) } }));
    const u = usage(c, pin); pin += 180;
    const out = { role: 'assistant', content: st.text ?? null };
    if (tc.length) out.tool_calls = tc;
    kids.push(span('llm', sc.model, { model: sc.model, messages: messages.slice(), temperature: sc.temperature ?? 0.2 }, out, [],
      { metadata: timed(c, { finish_reason: tc.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.in, completion_tokens: u.out }, request_id: c.reqId('chatcmpl') }, 500, 4200) }));
    messages.push(out);
    calls.forEach((k, i) => {
      if (isAgentCall(k)) {
        const sub = renderPlain(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}.` }, depth + 1);
        kids.push(sub);
        messages.push({ role: 'tool', tool_call_id: ids[i], content: outStr(sub.output) });
      } else {
        const args = k.argsString ? JSON.stringify(k.args) : k.args;
        kids.push(span('tool', k.tool, args, k.out, [], { error: k.err, metadata: timed(c, { tool_call_id: ids[i] }, 20, 2500) }));
        messages.push({ role: 'tool', tool_call_id: ids[i], content: k.err ? `Error: ${k.err}` : clip(outStr(k.out)) });
      }
    });
  }
  const output = sc.limitError ? { status: 'stopped', reason: sc.limitError } : { status: 'completed', answer: sc.final };
  return span('agent', sc.agent, { goal: sc.goal }, output, kids, { error: sc.limitError, metadata: { run_id: c.uuid(), depth } });
}

// ---------------- Vercel AI SDK v5 (ai.* OpenTelemetry spans) ----------------
function renderVercel(c, sc, depth) {
  const kids = [];
  const stepsOut = [];
  let pin = 700;
  const msgs = [{ role: 'system', content: sc.system }, { role: 'user', content: [{ type: 'text', text: sc.goal }] }];
  sc.steps.forEach((st, si) => {
    const calls = st.calls || [];
    const content = [];
    if (st.reasoning) content.push({ type: 'reasoning', text: st.reasoning });
    if (st.text) content.push({ type: 'text', text: st.text });
    const ids = calls.map(() => callId(c, 'vercel'));
    calls.forEach((k, i) => content.push({ type: 'tool-call', toolCallId: ids[i], toolName: isAgentCall(k) ? (k.via || k.agent) : k.tool, input: isAgentCall(k) ? { instructions: k.task } : k.args }));
    const u = usage(c, pin); pin += 210;
    const respId = `resp_${c.hex(40)}`;
    kids.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(msgs), 'ai.prompt.toolChoice': '{"type":"auto"}' },
      { content, 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [],
      { metadata: timed(c, { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': sc.model, 'ai.model.provider': sc.provider || 'openai.responses', 'ai.response.id': respId, 'ai.response.timestamp': c.iso(), 'ai.usage.inputTokens': u.in, 'ai.usage.outputTokens': u.out, 'ai.step.number': si }, 600, 5000) }));
    msgs.push({ role: 'assistant', content });
    const results = [];
    calls.forEach((k, i) => {
      if (isAgentCall(k)) {
        const inner = renderVercel(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}.`, model: k.model || sc.model }, depth + 1);
        kids.push(span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify({ instructions: k.task }) }, { 'ai.toolCall.result': JSON.stringify(inner.output) }, [inner],
          { metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': k.via || k.agent, 'ai.toolCall.id': ids[i] } }));
        results.push({ type: 'tool-result', toolCallId: ids[i], toolName: k.via || k.agent, output: { type: 'json', value: inner.output } });
      } else {
        kids.push(span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(k.args) }, k.err ? null : { 'ai.toolCall.result': typeof k.out === 'string' ? k.out : JSON.stringify(k.out) }, [],
          { error: k.err, metadata: timed(c, { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': k.tool, 'ai.toolCall.id': ids[i] }, 20, 2600) }));
        results.push({ type: k.err ? 'tool-error' : 'tool-result', toolCallId: ids[i], toolName: k.tool, ...(k.err ? { error: k.err } : { output: { type: 'text', value: clip(outStr(k.out)) } }) });
      }
    });
    if (results.length) msgs.push({ role: 'tool', content: results });
    stepsOut.push({ stepNumber: si, finishReason: calls.length ? 'tool-calls' : 'stop', toolCalls: calls.length, usage: { inputTokens: u.in, outputTokens: u.out } });
  });
  const output = { text: sc.limitError ? '' : sc.final, finishReason: sc.limitError ? 'tool-calls' : 'stop', steps: stepsOut.length };
  return span('agent', 'ai.generateText', { prompt: sc.goal, system: sc.system }, output, kids,
    { error: sc.limitError, metadata: { 'operation.name': `ai.generateText ${sc.agent}`, 'ai.model.id': sc.model, 'ai.telemetry.functionId': sc.agent, 'ai.settings.stopWhen': `stepCountIs(${sc.maxSteps || 20})`, 'ai.telemetry.metadata.depth': depth } });
}

// ---------------- Mastra (agent run / llm generation / tool call) ----------------
function renderMastra(c, sc, depth) {
  const kids = [];
  let pin = 900;
  const runId = c.uuid();
  sc.steps.forEach((st, si) => {
    const calls = st.calls || [];
    const ids = calls.map(() => callId(c, 'mastra'));
    const u = usage(c, pin); pin += 160;
    const out = { text: st.text || '', toolCalls: calls.map((k, i) => ({ toolCallId: ids[i], toolName: isAgentCall(k) ? (k.via || `agent-${k.agent}`) : k.tool, args: isAgentCall(k) ? { prompt: k.task } : k.args })), finishReason: calls.length ? 'tool-calls' : 'stop' };
    if (st.reasoning) out.reasoningText = st.reasoning;
    kids.push(span('llm', `llm: '${sc.model}'`, { messages: si === 0 ? [{ role: 'user', content: sc.goal }] : `[${2 + si * 2} messages]`, step: si }, out, [],
      { metadata: timed(c, { spanType: 'llm_generation', model: sc.model, provider: sc.provider || 'anthropic', usage: { promptTokens: u.in, completionTokens: u.out }, runId }, 700, 5200) }));
    calls.forEach((k, i) => {
      if (isAgentCall(k)) {
        const inner = renderMastra(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, model: k.model || sc.model }, depth + 1);
        kids.push(span('tool', `tool: '${k.via || 'agent-' + k.agent}'`, { prompt: k.task }, inner.output, [inner], { metadata: { spanType: 'tool_call', toolCallId: ids[i], toolType: 'agent' } }));
      } else {
        const args = k.argsString ? JSON.stringify(k.args) : k.args;
        kids.push(span('tool', `tool: '${k.tool}'`, args, k.err ? { error: { message: k.err } } : k.out, [], { error: k.err, metadata: timed(c, { spanType: 'tool_call', toolCallId: ids[i], toolId: k.tool }, 25, 3000) }));
      }
    });
  });
  const output = sc.limitError ? { text: '', finishReason: 'length', warning: sc.limitError } : { text: sc.final, finishReason: 'stop' };
  const root = span('agent', `agent run: '${sc.agent}'`, { messages: [{ role: 'user', content: sc.goal }], instructions: sc.system, maxSteps: sc.maxSteps || 20 }, output, kids,
    { error: sc.limitError, metadata: { spanType: 'agent_run', agentId: sc.agent, runId, resourceId: sc.resource || `user_${c.alnum(10)}`, threadId: `thread_${c.ulid()}` } });
  if (sc.workflow && depth === 0) {
    const w = sc.workflow;
    const pre = (w.before || []).map((s) => span('chain', `workflow step: '${s.id}'`, s.input, s.output, [], { metadata: timed(c, { spanType: 'workflow_step', stepId: s.id, status: 'success' }, 5, 400) }));
    const agentStep = span('chain', `workflow step: '${w.agentStep}'`, { prompt: sc.goal }, root.output, [root], { metadata: { spanType: 'workflow_step', stepId: w.agentStep, status: sc.limitError ? 'failed' : 'success' }, error: sc.limitError });
    const post = (w.after || []).map((s) => span('chain', `workflow step: '${s.id}'`, s.input, s.output, [], { metadata: timed(c, { spanType: 'workflow_step', stepId: s.id, status: 'success' }, 5, 400) }));
    return span('agent', `workflow run: '${w.id}'`, w.input, sc.limitError ? { status: 'failed', error: sc.limitError } : { status: 'success', result: w.result ?? sc.final }, [...pre, agentStep, ...post],
      { error: sc.limitError, metadata: { spanType: 'workflow_run', workflowId: w.id, runId: c.uuid() } });
  }
  return root;
}

// ---------------- Google ADK (invocation / agent_run / call_llm / execute_tool) ----------------
function renderAdkAgent(c, sc, depth, invocationId) {
  const kids = [];
  let pin = 800;
  sc.steps.forEach((st) => {
    const calls = st.calls || [];
    const ids = calls.map(() => callId(c, 'adk'));
    const parts = [];
    if (st.reasoning) parts.push({ text: st.reasoning, thought: true });
    if (st.text) parts.push({ text: st.text });
    calls.forEach((k, i) => parts.push({ function_call: { id: ids[i], name: isAgentCall(k) ? (k.via || 'transfer_to_agent') : k.tool, args: isAgentCall(k) ? (k.via ? { request: k.task } : { agent_name: k.agent }) : k.args } }));
    const u = usage(c, pin); pin += 190;
    kids.push(span('llm', 'call_llm', { model: sc.model, config: { system_instruction: sc.system.slice(0, 120) }, contents_count: kids.length + 2 },
      { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: u.in, candidates_token_count: u.out, total_token_count: u.in + u.out }, finish_reason: 'STOP' }, [],
      { metadata: timed(c, { 'gcp.vertex.agent.invocation_id': invocationId, 'gcp.vertex.agent.event_id': c.uuid(), 'gen_ai.request.model': sc.model }, 600, 4800) }));
    calls.forEach((k, i) => {
      if (isAgentCall(k)) {
        const inner = renderAdkAgent(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}.` }, depth + 1, invocationId);
        if (k.via) {
          // AgentTool: sub-agent run nested inside the tool execution
          kids.push(span('tool', `execute_tool ${k.via}`, { args: { request: k.task } }, { function_response: { id: ids[i], name: k.via, response: { result: inner.output.final_response } } }, [inner], { metadata: { 'gen_ai.tool.call.id': ids[i] } }));
        } else {
          kids.push(span('tool', 'execute_tool transfer_to_agent', { args: { agent_name: k.agent } }, { function_response: { id: ids[i], name: 'transfer_to_agent', response: {} }, actions: { transfer_to_agent: k.agent } }, [], { metadata: timed(c, { 'gen_ai.tool.call.id': ids[i] }, 2, 20) }));
          kids.push(inner);
        }
      } else {
        kids.push(span('tool', `execute_tool ${k.tool}`, { args: k.args }, k.err ? { function_response: { id: ids[i], name: k.tool, response: { error: k.err } } } : { function_response: { id: ids[i], name: k.tool, response: k.out } }, [],
          { error: k.err, metadata: timed(c, { 'gen_ai.tool.call.id': ids[i], 'gen_ai.tool.name': k.tool }, 25, 2800) }));
      }
    });
  });
  return span('agent', `agent_run [${sc.agent}]`, { new_message: { role: 'user', parts: [{ text: sc.goal }] } }, { final_response: sc.limitError ? null : sc.final, author: sc.agent }, kids, { error: sc.limitError, metadata: { 'gen_ai.agent.name': sc.agent, depth } });
}
function renderAdk(c, sc) {
  const inv = `e-${c.uuid()}`;
  const a = renderAdkAgent(c, sc, 0, inv);
  return span('agent', 'invocation', { app_name: sc.app || sc.agent.replace(/_agent$/, ''), user_id: sc.user || `u-${c.int(1000, 99999)}`, session_id: c.uuid(), new_message: sc.goal }, a.output, [a],
    { error: sc.limitError, metadata: { invocation_id: inv, 'adk.version': '1.14.1' } });
}

// ---------------- Pydantic AI (Logfire: agent run / chat / running tools) ----------------
function renderPydantic(c, sc, depth) {
  const kids = [];
  let pin = 650;
  const history = [{ kind: 'request', parts: [{ part_kind: 'system-prompt', content: sc.system }, { part_kind: 'user-prompt', content: sc.goal }] }];
  sc.steps.forEach((st) => {
    const calls = st.calls || [];
    const ids = calls.map(() => callId(c, 'pydantic'));
    const parts = [];
    if (st.reasoning) parts.push({ part_kind: 'thinking', content: st.reasoning });
    if (st.text) parts.push({ part_kind: 'text', content: st.text });
    calls.forEach((k, i) => parts.push({ part_kind: 'tool-call', tool_name: isAgentCall(k) ? (k.via || `ask_${k.agent}`) : k.tool, args: isAgentCall(k) ? JSON.stringify({ task: k.task }) : (k.argsString ? JSON.stringify(k.args) : k.args), tool_call_id: ids[i] }));
    const u = usage(c, pin); pin += 170;
    kids.push(span('llm', `chat ${sc.model}`, { 'gen_ai.request.model': sc.model, messages_count: history.length, last_message: history[history.length - 1] }, { kind: 'response', parts, model_name: sc.model },
      [], { metadata: timed(c, { 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.system': sc.provider || 'openai', 'logfire.span_type': 'span' }, 600, 4600) }));
    history.push({ kind: 'response', parts });
    if (calls.length) {
      const tk = [];
      const rparts = [];
      calls.forEach((k, i) => {
        if (isAgentCall(k)) {
          const inner = renderPydantic(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}.` }, depth + 1);
          tk.push(span('tool', `running tool: ${k.via || 'ask_' + k.agent}`, { task: k.task }, inner.output.final_result ?? inner.output, [inner], { metadata: { 'gen_ai.tool.call.id': ids[i] } }));
          rparts.push({ part_kind: 'tool-return', tool_name: k.via || `ask_${k.agent}`, tool_call_id: ids[i] });
        } else {
          tk.push(span('tool', `running tool: ${k.tool}`, k.argsString ? JSON.stringify(k.args) : k.args, k.err ? { part_kind: 'retry-prompt', content: k.err } : k.out, [],
            { error: k.err, metadata: timed(c, { 'gen_ai.tool.name': k.tool, 'gen_ai.tool.call.id': ids[i], 'logfire.level_name': k.err ? 'warn' : 'info' }, 25, 2600) }));
          rparts.push({ part_kind: k.err ? 'retry-prompt' : 'tool-return', tool_name: k.tool, tool_call_id: ids[i] });
        }
      });
      kids.push(span('chain', 'running tools', { tools: calls.map((k) => (isAgentCall(k) ? (k.via || 'ask_' + k.agent) : k.tool)) }, { returned: rparts.length }, tk, { metadata: { 'logfire.msg': `running ${calls.length} tool${calls.length > 1 ? 's' : ''}` } }));
      history.push({ kind: 'request', parts: rparts });
    }
  });
  const output = sc.limitError ? { error: sc.limitError } : { final_result: sc.final };
  return span('agent', `${sc.agent} run`, { user_prompt: sc.goal }, output, kids,
    { error: sc.limitError, metadata: { 'logfire.msg': `${sc.agent} run`, 'agent_name': sc.agent, model_name: sc.model, 'logfire.trace_id': c.hex(32), depth } });
}

// ---------------- LangChain AgentExecutor (ReAct text, intermediate_steps) ----------------
function renderLangchain(c, sc, depth) {
  const kids = [];
  const inter = [];
  let scratch = '';
  sc.steps.forEach((st) => {
    const calls = st.calls || [];
    let gen;
    if (!calls.length) gen = `Thought: ${st.text ? '' : 'I now know the final answer.'}${st.text || ''}\nFinal Answer: ${sc.final}`;
    else gen = calls.map((k, i) => `${i === 0 ? `Thought: ${st.text || st.reasoning || ''}\n` : ''}Action: ${isAgentCall(k) ? (k.via || k.agent) : k.tool}\nAction Input: ${isAgentCall(k) ? k.task : (typeof k.args === 'string' ? k.args : JSON.stringify(k.args))}`).join('\n');
    if (!calls.length && st.text === undefined) gen = `Thought: I now know the final answer.\nFinal Answer: ${sc.final}`;
    kids.push(span('llm', sc.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { prompts: [`${sc.system}\n\nQuestion: ${sc.goal}\n${scratch}Thought:`] },
      { generations: [[{ text: gen, generation_info: { finish_reason: 'stop' } }]], llm_output: { model_name: sc.model, token_usage: { total_tokens: c.int(900, 4000) } } }, [],
      { metadata: timed(c, { ls_provider: sc.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: sc.model, run_id: c.uuid() }, 700, 5200) }));
    calls.forEach((k) => {
      const toolInput = isAgentCall(k) ? k.task : (typeof k.args === 'string' ? k.args : JSON.stringify(k.args));
      let obs;
      if (isAgentCall(k)) {
        const inner = renderLangchain(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}. Answer the following questions as best you can.` }, depth + 1);
        obs = inner.output.output;
        kids.push(span('tool', k.via || k.agent, { input: toolInput }, { output: obs }, [inner], { metadata: { run_id: c.uuid() } }));
      } else {
        obs = k.err ? `Error: ${k.err}` : outStr(k.out);
        kids.push(span('tool', k.tool, { input: toolInput }, k.err ? null : { output: typeof k.out === 'string' ? k.out : outStr(k.out) }, [], { error: k.err, metadata: timed(c, { run_id: c.uuid() }, 25, 2800) }));
      }
      const log = gen;
      inter.push([{ tool: isAgentCall(k) ? (k.via || k.agent) : k.tool, tool_input: toolInput, log, type: 'AgentAction' }, obs]);
      scratch += `${gen}\nObservation: ${clip(obs)}\n`;
    });
  });
  const output = sc.limitError ? { output: 'Agent stopped due to iteration limit or time limit.', intermediate_steps: inter } : { output: sc.final, intermediate_steps: inter };
  return span('agent', depth === 0 ? 'AgentExecutor' : `AgentExecutor<${sc.agent}>`, { input: sc.goal }, output, kids, { error: sc.limitError, metadata: { run_id: c.uuid(), tags: [sc.agent], max_iterations: sc.maxSteps || 15 } });
}

// ---------------- OpenAI Responses API (output items) ----------------
function renderResponses(c, sc, depth) {
  const kids = [];
  let prev = null;
  let pendingInput = [{ role: 'user', content: sc.goal }];
  sc.steps.forEach((st) => {
    const calls = st.calls || [];
    const ids = calls.map(() => callId(c, 'responses'));
    const items = [];
    if (st.reasoning) items.push({ type: 'reasoning', id: `rs_${c.hex(48)}`, summary: [{ type: 'summary_text', text: st.reasoning }] });
    calls.forEach((k, i) => items.push({ type: 'function_call', id: `fc_${c.hex(48)}`, call_id: ids[i], name: isAgentCall(k) ? (k.via || `run_${k.agent}`) : k.tool, arguments: JSON.stringify(isAgentCall(k) ? { task: k.task } : k.args), status: 'completed' }));
    if (st.text) items.push({ type: 'message', id: `msg_${c.hex(48)}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: st.text, annotations: [] }] });
    const rid = `resp_${c.hex(48)}`;
    const u = usage(c, 1200);
    kids.push(span('llm', 'responses.create', { model: sc.model, instructions: prev ? undefined : sc.system, previous_response_id: prev, input: pendingInput, store: true },
      { id: rid, object: 'response', status: 'completed', output: items, usage: { input_tokens: u.in, output_tokens: u.out, output_tokens_details: { reasoning_tokens: st.reasoning ? c.int(64, 900) : 0 } } }, [],
      { metadata: timed(c, { 'openai.request_id': c.reqId('req'), created_at: c.epoch() }, 800, 6000) }));
    prev = rid;
    pendingInput = [];
    calls.forEach((k, i) => {
      if (isAgentCall(k)) {
        const inner = renderResponses(c, { ...sc, agent: k.agent, goal: k.task, steps: k.steps, final: k.final, limitError: k.limitError, system: k.system || `You are ${k.agent}.` }, depth + 1);
        const o = JSON.stringify(inner.output);
        kids.push(span('tool', k.via || `run_${k.agent}`, { call_id: ids[i], arguments: JSON.stringify({ task: k.task }) }, { type: 'function_call_output', call_id: ids[i], output: o }, [inner]));
        pendingInput.push({ type: 'function_call_output', call_id: ids[i], output: o });
      } else {
        const o = k.err ? JSON.stringify({ error: k.err }) : outStr(k.out);
        kids.push(span('tool', k.tool, { call_id: ids[i], arguments: JSON.stringify(k.args) }, k.err ? null : { type: 'function_call_output', call_id: ids[i], output: o }, [], { error: k.err, metadata: timed(c, {}, 25, 2800) }));
        pendingInput.push({ type: 'function_call_output', call_id: ids[i], output: o });
      }
    });
  });
  const output = sc.limitError ? { status: 'incomplete', incomplete_details: { reason: sc.limitError } } : { status: 'completed', output_text: sc.final };
  return span('agent', depth === 0 ? `agent.run ${sc.agent}` : `sub-agent ${sc.agent}`, { task: sc.goal, model: sc.model }, output, kids, { error: sc.limitError, metadata: { depth, session: `sess_${c.hex(20)}` } });
}

const RENDERERS = {
  plain: renderPlain,
  vercel: renderVercel,
  mastra: renderMastra,
  adk: (c, sc, depth) => renderAdk(c, sc, depth),
  pydantic: renderPydantic,
  langchain: renderLangchain,
  responses: renderResponses,
};

// Builds a row from a scenario function. `make(c)` returns the scenario (with noise drawn from c).
export function buildRow(family, num, meta, make) {
  const trace_id = `${family}-${String(num).padStart(2, '0')}`;
  const c = makeCtx(trace_id);
  const sc = make(c);
  c.t = c.base; // render spans on the same simulated timeline
  const root = render(c, sc);
  return { trace_id, family, isolates: meta.isolates, loop: meta.loop, stagnation: meta.stagnation, goal: sc.goal, root, _style: sc.style, _domain: meta.domain };
}

// count spans
export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }
