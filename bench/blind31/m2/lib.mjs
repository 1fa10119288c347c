// Shared helpers: deterministic noise + span builders imitating several tracers.
// No Math.random, no clock reads: everything derives from a hash of the trace_id.

export function hash32(s) {
  let h = 0x811c9dc5;
  for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 0x01000193) >>> 0; }
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
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(id) {
    this.r = mulberry32(hash32(id));
    // fixed base date (2024-01-08) + seeded offset; Date used only to format fixed numbers
    this.ms = Date.UTC(2024, 0, 8) + Math.floor(this.r() * 380) * 86400000 + Math.floor(this.r() * 86400000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[this.int(0, 61)]; return s; }
  upper(n) { let s = ''; for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[this.int(0, 31)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return '01' + this.upper(24); }
  tick(a = 1, b = 25) { this.ms += this.int(a * 1000, b * 1000) + this.int(0, 999); return this.ms; }
  now() { return this.ms; }
  iso() { return new Date(this.tick()).toISOString(); }
  isoNoMs() { return new Date(this.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(h = 1) { const d = new Date(this.tick() + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; }
  http() { return new Date(this.tick()).toUTCString(); }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  syslog() { const d = new Date(this.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  clock() { const d = new Date(this.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  euDate() { const d = new Date(this.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = new Date(this.tick()); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; }
  day(offsetDays = 0) { return new Date(this.ms + offsetDays * 86400000).toISOString().slice(0, 10); }
  dur() { const ms = this.int(40, 4800); return ms > 1000 ? (ms / 1000).toFixed(2) + 's' : ms + 'ms'; }
  durMs(a = 30, b = 2500) { return this.int(a, b); }
  reqId(p = 'req_') { return p + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  sha(n = 40) { return this.hex(n); }
  etag() { return `W/"${this.hex(16)}"`; }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(p = 'api') { return `${p}-${this.int(1, 12)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`; }
  pod(p = 'web') { return `${p}-${this.hex(10)}-${this.b62(5).toLowerCase()}`; }
  job(p = 'job') { return `${p}-${this.int(100000, 999999)}`; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(1, 99999), t: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  rl(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(1, limit - 1)), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 60)) }; }
  ver() { return `${this.int(1, 4)}.${this.int(0, 30)}.${this.int(0, 9)}`; }
  toolId(kind = 'openai') { return kind === 'anthropic' ? 'toolu_01' + this.b62(22) : kind === 'gemini' ? undefined : 'call_' + this.b62(24); }
  tokens() { return { in: this.int(300, 9000), out: this.int(20, 700) }; }
  money(a, b) { return (this.int(a * 100, b * 100) / 100).toFixed(2); }
}

// ---------------------------------------------------------------------------
// span constructor
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const countSpans = (s) => 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);

const clip = (v, n = 700) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };

// ---------------------------------------------------------------------------
// Provider message shapes.  Neutral history: {role, content, calls?, callId?, name?}
function toOpenAIMessages(hist) {
  return hist.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content || null };
      if (m.calls && m.calls.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.callId, content: clip(m.content) };
    return { role: m.role, content: m.content };
  });
}
function toAnthropicMessages(hist) {
  const out = [];
  for (const m of hist) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const content = [];
      if (m.content) content.push({ type: 'text', text: m.content });
      for (const c of m.calls || []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      out.push({ role: 'assistant', content });
    } else if (m.role === 'tool') {
      const blk = { type: 'tool_result', tool_use_id: m.callId, content: clip(m.content) };
      if (m.isError) blk.is_error = true;
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(blk);
      else out.push({ role: 'user', content: [blk] });
    } else out.push({ role: 'user', content: m.content });
  }
  return out;
}
function toGeminiContents(hist) {
  const out = [];
  for (const m of hist) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const parts = [];
      if (m.content) parts.push({ text: m.content });
      for (const c of m.calls || []) parts.push({ functionCall: { name: c.name, args: c.args } });
      out.push({ role: 'model', parts });
    } else if (m.role === 'tool') {
      out.push({ role: 'user', parts: [{ functionResponse: { name: m.name, response: typeof m.content === 'string' ? { result: clip(m.content) } : m.content } }] });
    } else out.push({ role: 'user', parts: [{ text: m.content }] });
  }
  return out;
}
function toResponsesInput(hist) {
  const out = [];
  for (const m of hist) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      if (m.content) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content }] });
      for (const c of m.calls || []) out.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
    } else if (m.role === 'tool') out.push({ type: 'function_call_output', call_id: m.callId, output: clip(m.content) });
    else out.push({ role: 'user', content: m.content });
  }
  return out;
}
function reactScratch(hist) {
  let s = '';
  for (const m of hist) {
    if (m.role === 'assistant') s += m.text + '\n';
    else if (m.role === 'tool') s += 'Observation: ' + clip(m.content, 400) + '\n';
  }
  return s;
}

// ---------------------------------------------------------------------------
// Styles. Each: llm(ctx, step) -> span, tool(ctx, call) -> span, group(ctx, llmSpan, toolSpans, k) -> spans, root(ctx, children)
const usage = (N) => N.tokens();

function llmOpenAI(ctx, step, name, meta) {
  const { N } = ctx; const u = usage(N);
  const msg = { role: 'assistant', content: step.think || null };
  if (step.calls?.length) msg.tool_calls = step.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
  return span('llm', name, { model: ctx.model, messages: toOpenAIMessages(ctx.hist), ...(ctx.toolNames ? { tools: ctx.toolNames.map((t) => ({ type: 'function', function: { name: t } })) } : {}) },
    ctx.wrapChoices ? { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(), model: ctx.model, choices: [{ index: 0, message: msg, finish_reason: step.calls?.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, system_fingerprint: 'fp_' + N.hex(10) } : msg,
    [], { metadata: meta ? meta(u, step) : undefined });
}
function llmAnthropic(ctx, step, name, meta) {
  const { N } = ctx; const u = usage(N);
  const content = [];
  if (step.thinking) content.push({ type: 'thinking', thinking: step.thinking, signature: N.b62(40) });
  if (step.think) content.push({ type: 'text', text: step.think });
  for (const c of step.calls || []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
  return span('llm', name, { model: ctx.model, max_tokens: 4096, system: ctx.system, messages: toAnthropicMessages(ctx.hist) },
    { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: ctx.model, content, stop_reason: step.calls?.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: N.int(0, 3) ? N.int(500, 4000) : 0 } },
    [], { metadata: meta ? meta(u, step) : undefined });
}
function llmGemini(ctx, step, name, meta) {
  const { N } = ctx; const u = usage(N);
  const parts = [];
  if (step.think) parts.push({ text: step.think });
  for (const c of step.calls || []) parts.push({ functionCall: { name: c.name, args: c.args } });
  return span('llm', name, { model: ctx.model, contents: toGeminiContents(ctx.hist), systemInstruction: { parts: [{ text: ctx.system }] } },
    { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: ctx.model, responseId: N.b62(22) },
    [], { metadata: meta ? meta(u, step) : undefined });
}
function llmResponses(ctx, step, name, meta) {
  const { N } = ctx; const u = usage(N);
  const output = [];
  if (step.thinking) output.push({ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: step.thinking }] });
  if (step.think) output.push({ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: step.think, annotations: [] }] });
  for (const c of step.calls || []) output.push({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
  const prev = ctx.prevResp; const id = 'resp_' + N.hex(48); ctx.prevResp = id;
  return span('llm', name, { model: ctx.model, instructions: ctx.system, input: toResponsesInput(ctx.hist).slice(-6), previous_response_id: prev || null },
    { id, object: 'response', created_at: N.epoch(), status: 'completed', model: ctx.model, output, usage: { input_tokens: u.in, output_tokens: u.out, total_tokens: u.in + u.out } },
    [], { metadata: meta ? meta(u, step) : undefined });
}
function reactText(step) {
  let t = '';
  if (step.think) t += (step.calls?.length ? 'Thought: ' : 'Thought: ') + step.think;
  for (const c of step.calls || []) t += `\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`;
  if (!step.calls?.length && step.final !== false) t += `\nFinal Answer: ${step.answer || step.think}`;
  return t;
}
function llmReact(ctx, step, name, meta) {
  const { N } = ctx; const u = usage(N);
  const text = reactText(step); step._text = text;
  return span('llm', name, { prompt: `${ctx.system}\n\nQuestion: ${ctx.goal}\n${reactScratch(ctx.hist)}Thought:` },
    { text, generation_info: { finish_reason: 'stop' }, token_usage: { prompt_tokens: u.in, completion_tokens: u.out } }, [], { metadata: meta ? meta(u, step) : undefined });
}

const toolOut = (c) => c.out;
function toolBasic(ctx, c, name, meta, input) {
  return span('tool', name, input !== undefined ? input : (c.strArgs ? JSON.stringify(c.args) : c.args), c.err ? (c.out ?? null) : toolOut(c), [], { error: c.err, metadata: meta });
}

export const STYLES = {
  // plain message-level: llm output is the assistant message with tool_calls; tools are siblings
  plain: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'openai.chat.completions', (u) => ({ model: ctx.model, prompt_tokens: u.in, completion_tokens: u.out })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { tool_call_id: c.id }),
    root: (ctx, ch) => span('agent', ctx.agent || 'agent', { task: ctx.goal }, ctx.final, ch),
  },
  otel_genai: {
    init: (ctx) => { ctx.wrapChoices = true; },
    llm: (ctx, s) => llmOpenAI(ctx, s, `chat ${ctx.model}`, (u) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': ctx.model, 'gen_ai.response.finish_reasons': [s.calls?.length ? 'tool_calls' : 'stop'], 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'server.address': 'api.openai.com' })),
    tool: (ctx, c) => toolBasic(ctx, c, `execute_tool ${c.name}`, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' }),
    root: (ctx, ch) => span('agent', `invoke_agent ${ctx.agent}`, { task: ctx.goal }, ctx.final, ch, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': ctx.agent, 'gen_ai.agent.id': 'asst_' + ctx.N.b62(24) } }),
  },
  vercel: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'ai.generateText.doGenerate', (u) => ({ 'ai.model.provider': 'openai.chat', 'ai.model.id': ctx.model, 'ai.response.finishReason': s.calls?.length ? 'tool-calls' : 'stop', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.msToFirstChunk': ctx.N.int(200, 1900), 'operation.name': 'ai.generateText.doGenerate' })),
    tool: (ctx, c) => toolBasic(ctx, c, 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' }, { 'ai.toolCall.args': JSON.stringify(c.args) }),
    root: (ctx, ch) => span('agent', 'ai.generateText', { prompt: ctx.goal, 'ai.settings.maxSteps': ctx.maxSteps || 20 }, ctx.final, ch, { metadata: { 'ai.telemetry.functionId': ctx.agent, 'ai.model.id': ctx.model, 'resource.name': ctx.agent } }),
  },
  openinference: {
    llm: (ctx, s) => {
      const sp = llmOpenAI(ctx, s, 'ChatCompletion', (u) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': ctx.model, 'llm.provider': 'openai', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out }));
      const ms = toOpenAIMessages(ctx.hist); ms.slice(-3).forEach((m, i) => { sp.metadata[`llm.input_messages.${ms.length - Math.min(3, ms.length) + i}.message.role`] = m.role; sp.metadata[`llm.input_messages.${ms.length - Math.min(3, ms.length) + i}.message.content`] = typeof m.content === 'string' ? clip(m.content, 300) : ''; });
      sp.metadata['llm.output_messages.0.message.content'] = s.think || '';
      return sp;
    },
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args) }),
    root: (ctx, ch) => span('agent', ctx.agent, { 'input.value': ctx.goal }, ctx.final, ch, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': ctx.N.uuid() } }),
  },
  langgraph: {
    llm: (ctx, s) => llmOpenAI(ctx, s, ctx.lcModelName || 'ChatOpenAI', () => ({ ls_provider: 'openai', ls_model_name: ctx.model, ls_model_type: 'chat', langgraph_node: 'agent', langgraph_step: ctx.k * 2 + 1, langgraph_triggers: ['start:agent'], run_id: ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { langgraph_node: 'tools', langgraph_step: ctx.k * 2 + 2, run_id: ctx.N.uuid(), tool_call_id: c.id }),
    group: (ctx, l, ts) => { const out = [span('chain', 'agent', { messages: `[${ctx.hist.length} messages]` }, { messages: ['AIMessage'] }, [l], { metadata: { langgraph_node: 'agent' } })]; if (ts.length) out.push(span('chain', 'tools', { tool_calls: ts.length }, { messages: ts.map(() => 'ToolMessage') }, ts, { metadata: { langgraph_node: 'tools' } })); return out; },
    root: (ctx, ch) => span('chain', 'LangGraph', { messages: [{ type: 'human', content: ctx.goal }] }, ctx.final, ch, { metadata: { thread_id: ctx.N.uuid(), ls_run_type: 'chain', revision_id: ctx.N.hex(7) } }),
  },
  oai_agents: {
    llm: (ctx, s) => llmResponses(ctx, s, 'response', () => ({ 'span_data.type': 'response', 'trace_id': ctx.traceId })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'span_data.type': 'function', 'span_data.mcp_data': null }),
    root: (ctx, ch) => span('agent', ctx.agent, { input: ctx.goal }, ctx.final, ch, { metadata: { 'span_data.type': 'agent', 'span_data.tools': ctx.toolNames || [], 'span_data.handoffs': ctx.handoffs || [], 'span_data.output_type': 'str', trace_id: ctx.traceId, workflow_name: ctx.workflow || 'Agent workflow' } }),
  },
  responses: {
    llm: (ctx, s) => llmResponses(ctx, s, 'POST /v1/responses', () => ({ 'http.status_code': 200, 'x-request-id': ctx.N.reqId('req_'), 'openai-processing-ms': ctx.N.int(300, 6000) })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { call_id: c.id }),
    root: (ctx, ch) => span('agent', ctx.agent, { input: ctx.goal }, ctx.final, ch),
  },
  anthropic: {
    llm: (ctx, s) => llmAnthropic(ctx, s, 'anthropic.messages.create', () => ({ 'request-id': 'req_011' + ctx.N.b62(21), 'anthropic-ratelimit-tokens-remaining': String(ctx.N.int(10000, 400000)) })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { tool_use_id: c.id }),
    root: (ctx, ch) => span('agent', ctx.agent, { task: ctx.goal }, ctx.final, ch),
  },
  claude_sdk: {
    llm: (ctx, s) => llmAnthropic(ctx, s, 'assistant', () => ({ session_id: ctx.session, parent_tool_use_id: null, uuid: ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { tool_use_id: c.id, session_id: ctx.session }),
    init: (ctx) => { ctx.session = ctx.N.uuid(); },
    root: (ctx, ch) => span('agent', 'claude_agent_sdk.query', { prompt: ctx.goal, options: { cwd: ctx.cwd || '/workspace', permission_mode: 'acceptEdits', model: ctx.model } }, ctx.final, ch, { metadata: { session_id: ctx.session, subtype: 'success', num_turns: ctx.k, total_cost_usd: Number((ctx.N.f() * 0.9).toFixed(4)) } }),
  },
  gemini: {
    llm: (ctx, s) => llmGemini(ctx, s, `models/${ctx.model}:generateContent`, () => ({ 'x-goog-request-id': ctx.N.hex(16) })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { functionResponse: true }),
    root: (ctx, ch) => span('agent', ctx.agent, { task: ctx.goal }, ctx.final, ch),
  },
  adk: {
    llm: (ctx, s) => llmGemini(ctx, s, 'call_llm', () => ({ 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': ctx.model, 'gcp.vertex.agent.invocation_id': ctx.inv, 'gcp.vertex.agent.event_id': ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, `execute_tool ${c.name}`, { 'gen_ai.tool.name': c.name, 'gcp.vertex.agent.tool_call_args': JSON.stringify(c.args), 'gen_ai.tool.call.id': 'adk-' + ctx.N.uuid() }),
    init: (ctx) => { ctx.inv = 'e-' + ctx.N.uuid(); },
    root: (ctx, ch) => span('agent', `invoke_agent ${ctx.agent}`, { new_message: { role: 'user', parts: [{ text: ctx.goal }] } }, ctx.final, ch, { metadata: { 'gcp.vertex.agent.invocation_id': ctx.inv, app_name: ctx.app || ctx.agent } }),
  },
  pydantic_ai: {
    llm: (ctx, s) => llmOpenAI(ctx, s, `chat ${ctx.model}`, (u) => ({ 'logfire.span_type': 'span', 'logfire.msg': `chat ${ctx.model}`, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.system': 'openai' })),
    tool: (ctx, c) => toolBasic(ctx, c, `running tool: ${c.name}`, { 'logfire.msg': `running tool: ${c.name}`, 'gen_ai.tool.name': c.name, tool_arguments: JSON.stringify(c.args) }),
    group: (ctx, l, ts) => ts.length ? [l, span('chain', 'running tools', { tools: ts.map((t) => t.metadata['gen_ai.tool.name']) }, null, ts, { metadata: { 'logfire.msg': `running ${ts.length} tool${ts.length > 1 ? 's' : ''}` } })] : [l],
    root: (ctx, ch) => span('agent', 'agent run', { user_prompt: ctx.goal }, ctx.final, ch, { metadata: { 'logfire.msg': `${ctx.agent} run`, agent_name: ctx.agent, model_name: ctx.model } }),
  },
  langfuse: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'OpenAI-generation', (u) => ({ observation_type: 'GENERATION', model: ctx.model, usage: { input: u.in, output: u.out, unit: 'TOKENS' }, level: 'DEFAULT', langfuse_observation_id: ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { observation_type: 'SPAN', level: c.err ? 'ERROR' : 'DEFAULT', statusMessage: c.err || null }),
    root: (ctx, ch) => span('agent', ctx.agent, { input: ctx.goal }, ctx.final, ch, { metadata: { observation_type: 'TRACE', sessionId: ctx.N.uuid(), tags: ctx.tags || [] } }),
  },
  crewai: {
    llm: (ctx, s) => llmReact(ctx, s, 'LLM.call', () => ({ 'crewai.agent.role': ctx.role, model: ctx.model })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'crewai.tool.name': c.name, 'crewai.agent.role': ctx.role, 'from_cache': false }, JSON.stringify(c.args)),
    root: (ctx, ch) => span('agent', `Crew: ${ctx.agent}`, { inputs: { goal: ctx.goal } }, ctx.final, [span('chain', `Task: ${ctx.task || ctx.goal.slice(0, 60)}`, { description: ctx.goal, expected_output: ctx.expected || 'A short report' }, ctx.final, [span('agent', `Agent: ${ctx.role}`, { role: ctx.role }, ctx.final, ch)])], { metadata: { 'crewai.crew.id': ctx.N.uuid(), process: 'sequential', 'crewai.version': '0.86.0' } }),
  },
  smolagents: {
    llm: (ctx, s) => { const { N } = ctx; const u = usage(N); const code = s.code || (s.calls || []).map((c) => `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})`).join('\n'); const text = `Thought: ${s.think}\nCode:\n\`\`\`py\n${code || `final_answer(${JSON.stringify(s.answer || s.think)})`}\n\`\`\`<end_code>`; return span('llm', 'OpenAIServerModel.__call__', { messages: [{ role: 'system', content: ctx.system }, { role: 'user', content: `New task:\n${ctx.goal}` }, ...ctx.hist.filter((m) => m.role === 'tool').slice(-3).map((m) => ({ role: 'tool-response', content: 'Observation:\n' + clip(m.content, 400) }))] }, { role: 'assistant', content: text }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out, 'llm.model_name': ctx.model } }); },
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'openinference.span.kind': 'TOOL', 'tool.name': c.name }),
    group: (ctx, l, ts) => [span('chain', `Step ${ctx.k + 1}`, { step_number: ctx.k + 1 }, ts.length ? { observations: ts.map((t) => clip(t.output ?? t.error, 300)).join('\n') } : { final: true }, [l, ...ts], { metadata: { 'openinference.span.kind': 'CHAIN', duration: Number((ctx.N.f() * 9 + 0.4).toFixed(2)) } })],
    root: (ctx, ch) => span('agent', 'CodeAgent.run', { task: ctx.goal, stream: false, max_steps: 20 }, ctx.final, ch, { metadata: { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 20 } }),
  },
  autogen: {
    llm: (ctx, s) => llmOpenAI(ctx, s, `${ctx.agent}.on_messages`, (u) => ({ 'autogen.agent.name': ctx.agent, model_client: 'OpenAIChatCompletionClient', prompt_tokens: u.in, completion_tokens: u.out })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'autogen.event': 'ToolCallExecutionEvent', source: ctx.agent, call_id: c.id }),
    root: (ctx, ch) => span('agent', 'RoundRobinGroupChat.run', { task: ctx.goal }, ctx.final, ch, { metadata: { participants: [ctx.agent, 'user_proxy'], termination: 'TextMentionTermination("TERMINATE")' } }),
  },
  sk: {
    llm: (ctx, s) => llmOpenAI(ctx, s, `chat.completions ${ctx.model}`, (u) => ({ 'gen_ai.system': 'openai', 'gen_ai.operation.name': 'chat.completions', 'gen_ai.request.model': ctx.model, 'gen_ai.usage.prompt_tokens': u.in, 'gen_ai.usage.completion_tokens': u.out })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name.replace('-', '.'), { 'semantic_kernel.function.invocation.name': c.name, 'semantic_kernel.function.plugin': c.name.split('-')[0], 'semantic_kernel.function.invocation.duration': ctx.N.f() * 2 }),
    root: (ctx, ch) => span('agent', `ChatCompletionAgent.invoke ${ctx.agent}`, { messages: [{ role: 'user', content: ctx.goal }] }, ctx.final, ch, { metadata: { 'semantic_kernel.version': '1.29.0' } }),
  },
  strands: {
    llm: (ctx, s) => llmAnthropic(ctx, s, 'Model invoke', () => ({ 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': ctx.model, 'event_loop.cycle_id': ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, `Tool: ${c.name}`, { 'tool.name': c.name, 'tool.id': c.id, 'tool.status': c.err ? 'error' : 'success' }),
    group: (ctx, l, ts) => [span('chain', `Cycle ${ctx.N.uuid().slice(0, 8)}`, { cycle: ctx.k + 1 }, null, [l, ...ts], { metadata: { 'event_loop.cycle': ctx.k + 1 } })],
    root: (ctx, ch) => span('agent', 'Agent.invoke_async', { prompt: ctx.goal }, ctx.final, ch, { metadata: { 'gen_ai.agent.name': ctx.agent, 'gen_ai.system': 'strands-agents' } }),
  },
  llamaindex: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'OpenAI.achat', () => ({ 'llamaindex.event': 'LLMChatEndEvent', model: ctx.model })),
    tool: (ctx, c) => toolBasic(ctx, c, 'FunctionTool.acall', { tool_name: c.name, 'llamaindex.event': 'ToolCall' }, { kwargs: c.args, tool: c.name }),
    root: (ctx, ch) => span('agent', 'FunctionAgent.run', { user_msg: ctx.goal }, ctx.final, ch, { metadata: { workflow: 'AgentWorkflow', run_id: ctx.N.uuid() } }),
  },
  mastra: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'llm: generate', () => ({ 'mastra.agent.name': ctx.agent, 'ai.model.id': ctx.model, componentName: ctx.agent })),
    tool: (ctx, c) => toolBasic(ctx, c, `tool: '${c.name}'`, { 'mastra.tool.id': c.name, componentName: ctx.agent, runId: ctx.N.uuid() }),
    root: (ctx, ch) => span('agent', `agent.${ctx.agent}.generate`, { messages: [ctx.goal] }, ctx.final, ch, { metadata: { resourceId: ctx.resource || 'default', threadId: ctx.N.uuid() } }),
  },
  dspy: {
    llm: (ctx, s) => { const sp = llmReact(ctx, s, 'Predict(StringSignature).forward', () => ({ 'dspy.module': 'ReAct', model: ctx.model })); sp.output = { next_thought: s.think, next_tool_name: s.calls?.[0]?.name || 'finish', next_tool_args: s.calls?.[0]?.args || {} }; return sp; },
    tool: (ctx, c) => toolBasic(ctx, c, `Tool.${c.name}`, { 'dspy.tool': c.name }),
    root: (ctx, ch) => span('agent', 'ReAct.forward', { question: ctx.goal }, ctx.final, ch, { metadata: { mlflow_span_type: 'AGENT', 'dspy.version': '2.6.12' } }),
  },
  bedrock: {
    llm: (ctx, s) => { const sp = llmAnthropic(ctx, s, 'orchestrationTrace.modelInvocationOutput', () => ({ traceId: ctx.N.uuid() + '-0', foundationModel: ctx.model })); sp.output = { rationale: { text: s.think }, rawResponse: { content: JSON.stringify(sp.output.content) }, invocationInput: s.calls?.length ? { actionGroupInvocationInput: { actionGroupName: ctx.actionGroup || 'ops', function: s.calls[0].name, parameters: Object.entries(s.calls[0].args).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'number' : 'string', value: String(value) })) } } : undefined }; return sp; },
    tool: (ctx, c) => toolBasic(ctx, c, `actionGroup:${c.name}`, { invocationType: 'ACTION_GROUP', executionType: 'LAMBDA', actionGroupName: ctx.actionGroup || 'ops' }),
    root: (ctx, ch) => span('agent', 'InvokeAgent', { inputText: ctx.goal, agentId: ctx.N.upper(10), agentAliasId: 'TSTALIASID', sessionId: ctx.N.uuid() }, ctx.final, ch),
  },
  inspect: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'ModelEvent', () => ({ event: 'model', working_start: Number((ctx.N.f() * 90).toFixed(3)), cache: null })),
    tool: (ctx, c) => toolBasic(ctx, c, 'ToolEvent', { event: 'tool', function: c.name, id: c.id, truncated: null }),
    root: (ctx, ch) => span('agent', 'sample', { input: ctx.goal, epoch: 1, id: ctx.sampleId || 1 }, ctx.final, ch, { metadata: { eval: ctx.evalName || 'agentic_ops', task_version: 0, solver: 'basic_agent', scores: ctx.scores } }),
  },
  openhands: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'litellm.completion', () => ({ agent: 'CodeActAgent', model: ctx.model })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { observation: c.name === 'CmdRunAction' ? 'CmdOutputObservation' : c.name === 'FileEditAction' ? 'FileEditObservation' : 'Observation', source: 'environment' }),
    root: (ctx, ch) => span('agent', 'CodeActAgent', { task: ctx.goal }, ctx.final, ch, { metadata: { session_id: ctx.N.hex(32), runtime: 'docker', max_iterations: 30 } }),
  },
  sweagent: {
    llm: (ctx, s) => { const { N } = ctx; const u = usage(N); const cmd = s.calls?.[0]?.args?.command || 'submit'; const text = `DISCUSSION\n${s.think}\n\n\`\`\`\n${cmd}\n\`\`\``; return span('llm', 'model.query', { history: ctx.hist.slice(-4).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? clip(m.content, 500) : (m.text || m.content) })) }, { message: text, thought: s.think, action: cmd }, [], { metadata: { model: ctx.model, tokens_sent: u.in, tokens_received: u.out, api_calls: ctx.k + 1 } }); },
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { state: { open_file: ctx.openFile || 'n/a', working_dir: ctx.cwd || '/repo' } }),
    root: (ctx, ch) => span('agent', 'SWE-agent', { problem_statement: ctx.goal }, ctx.final, ch, { metadata: { instance_id: ctx.instance || 'local', exit_status: ctx.exitStatus || 'submitted' } }),
  },
  letta: {
    llm: (ctx, s) => { const sp = llmOpenAI(ctx, s, 'agent_step', () => ({ agent_id: ctx.agentId, step_id: 'step-' + ctx.N.uuid(), heartbeat: !!s.calls?.length })); sp.output = { messages: [{ message_type: 'reasoning_message', reasoning: s.think, date: ctx.N.iso() }, ...(s.calls || []).map((c) => ({ message_type: 'tool_call_message', tool_call: { name: c.name, arguments: JSON.stringify({ ...c.args, request_heartbeat: true }), tool_call_id: c.id } }))] }; return sp; },
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { message_type: 'tool_return_message', status: c.err ? 'error' : 'success' }),
    init: (ctx) => { ctx.agentId = 'agent-' + ctx.N.uuid(); },
    root: (ctx, ch) => span('agent', 'POST /v1/agents/{agent_id}/messages', { agent_id: ctx.agentId, messages: [{ role: 'user', content: ctx.goal }] }, ctx.final, ch),
  },
  mlflow: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'ChatOpenAI', (u) => ({ 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: u.in, output_tokens: u.out }, 'mlflow.traceRequestId': ctx.reqTrace })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': ctx.reqTrace }),
    init: (ctx) => { ctx.reqTrace = 'tr-' + ctx.N.hex(32); },
    root: (ctx, ch) => span('agent', 'AgentExecutor', { input: ctx.goal }, ctx.final, ch, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': ctx.reqTrace } }),
  },
  weave: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'openai.chat.completions.create', () => ({ weave_op: `weave:///${ctx.project || 'ops/agents'}/op/openai.chat.completions.create:${ctx.N.b62(12)}`, call_id: ctx.N.uuid() })),
    tool: (ctx, c) => toolBasic(ctx, c, c.name, { weave_op: `weave:///${ctx.project || 'ops/agents'}/op/${c.name}:${ctx.N.b62(12)}`, call_id: ctx.N.uuid() }),
    init: (ctx) => { ctx.wrapChoices = true; },
    root: (ctx, ch) => span('agent', 'run_agent', { task: ctx.goal }, ctx.final, ch, { metadata: { weave_op: `weave:///${ctx.project || 'ops/agents'}/op/run_agent:${ctx.N.b62(12)}` } }),
  },
  haystack: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'haystack.component.run', () => ({ 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', model: ctx.model })),
    tool: (ctx, c) => toolBasic(ctx, c, 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: c.name }, { messages: [{ tool_call: { tool_name: c.name, arguments: c.args } }] }),
    root: (ctx, ch) => span('agent', 'haystack.agent.run', { messages: [{ role: 'user', text: ctx.goal }] }, ctx.final, ch, { metadata: { 'haystack.pipeline.max_runs_per_component': 100 } }),
  },
  agentops: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'LLMEvent', (u) => ({ event_type: 'llms', prompt_tokens: u.in, completion_tokens: u.out, init_timestamp: ctx.N.iso(), end_timestamp: ctx.N.iso() })),
    tool: (ctx, c) => toolBasic(ctx, c, 'ToolEvent', { event_type: 'tools', name: c.name, init_timestamp: ctx.N.iso() }, { name: c.name, params: c.args }),
    root: (ctx, ch) => span('agent', 'session', { tags: ctx.tags || [], task: ctx.goal }, ctx.final, ch, { metadata: { session_id: ctx.N.uuid(), end_state: ctx.endState || 'Success' } }),
  },
  springai: {
    llm: (ctx, s) => llmOpenAI(ctx, s, `chat ${ctx.model}`, (u) => ({ 'spring.ai.kind': 'chat_client', 'gen_ai.operation.name': 'chat', 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'] })),
    tool: (ctx, c) => toolBasic(ctx, c, `tool_call ${c.name}`, { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': c.name }, JSON.stringify(c.args)),
    root: (ctx, ch) => span('agent', 'spring_ai chat_client', { 'spring.ai.chat.client.user.text': ctx.goal }, ctx.final, ch, { metadata: { 'service.name': ctx.agent } }),
  },
  langchain4j: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'OpenAiChatModel.chat', () => ({ 'dev.langchain4j.model': ctx.model, listener: 'ChatModelListener.onResponse' })),
    tool: (ctx, c) => toolBasic(ctx, c, `ToolExecutor ${c.name}`, { 'dev.langchain4j.tool.name': c.name, toolExecutionRequestId: c.id }, JSON.stringify(c.args)),
    root: (ctx, ch) => span('agent', 'AiServices.invoke', { method: ctx.agent, userMessage: ctx.goal }, ctx.final, ch),
  },
  // not in the brief's list: Agno (formerly phidata) and Griptape
  agno: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'OpenAIChat.response', (u) => ({ 'agno.model.id': ctx.model, 'agno.metrics': { input_tokens: u.in, output_tokens: u.out, time_to_first_token: Number((ctx.N.f() * 2).toFixed(3)) } })),
    tool: (ctx, c) => toolBasic(ctx, c, `FunctionCall.execute ${c.name}`, { 'agno.tool.name': c.name, 'agno.tool.call_id': c.id }),
    root: (ctx, ch) => span('agent', `Agent.run ${ctx.agent}`, { message: ctx.goal }, ctx.final, ch, { metadata: { 'agno.session_id': ctx.N.uuid(), 'agno.run_id': ctx.N.uuid(), 'agno.version': '1.4.5' } }),
  },
  griptape: {
    llm: (ctx, s) => llmOpenAI(ctx, s, 'OpenAiChatPromptDriver.run', () => ({ 'griptape.structure': 'Agent', 'griptape.task': 'PromptTask', model: ctx.model })),
    tool: (ctx, c) => toolBasic(ctx, c, `ActionsSubtask ${c.name}`, { 'griptape.subtask_id': ctx.N.hex(32), 'griptape.tool': c.name.split('_')[0], activity: c.name }),
    root: (ctx, ch) => span('agent', 'Agent.run', { input: ctx.goal }, ctx.final, ch, { metadata: { 'griptape.structure_id': ctx.N.hex(32), 'griptape.version': '1.2.0' } }),
  },
};

// Build a run from steps.
// steps: [{think, thinking?, calls:[{name,args,out,err,strArgs}]} | {span: fn(ctx)->span|span[]} | {user: text}]
export function run(N, o) {
  const st = STYLES[o.style];
  if (!st) throw new Error('unknown style ' + o.style);
  const idKind = ['anthropic', 'claude_sdk', 'strands', 'bedrock'].includes(o.style) ? 'anthropic' : 'openai';
  const ctx = { N, ...o, hist: [{ role: 'system', content: o.system }, { role: 'user', content: o.goal }], k: 0 };
  if (st.init) st.init(ctx);
  const children = [];
  for (const step of o.steps) {
    if (step.span) { const sp = typeof step.span === 'function' ? step.span(ctx) : step.span; Array.isArray(sp) ? children.push(...sp) : children.push(sp); continue; }
    if (step.user) { ctx.hist.push({ role: 'user', content: step.user }); continue; }
    for (const c of step.calls || []) c.id = c.id || (o.style === 'gemini' || o.style === 'adk' ? N.b62(8) : N.toolId(idKind));
    const l = st.llm(ctx, step);
    const text = step._text || step.think;
    ctx.hist.push({ role: 'assistant', content: step.think || '', text, calls: step.calls || [] });
    const ts = [];
    for (const c of step.calls || []) {
      ts.push(st.tool(ctx, c));
      ctx.hist.push({ role: 'tool', callId: c.id, name: c.name, content: c.err ? `Error: ${c.err}` : c.out, isError: !!c.err });
    }
    if (step.nest) { l.children.push(...ts); children.push(l); }
    else if (st.group) children.push(...st.group(ctx, l, ts, ctx.k));
    else children.push(l, ...ts);
    ctx.k++;
  }
  if (ctx.final === undefined) { const last = [...o.steps].reverse().find((s) => s.think && !(s.calls || []).length); ctx.final = last ? last.think : null; }
  return st.root(ctx, children);
}

// HTTP-ish response helper
export function http(N, status, body, headers = {}) {
  const reason = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity', 423: 'Locked', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[status] || '';
  return { status, statusText: reason, headers: { date: N.http(), 'content-type': 'application/json; charset=utf-8', 'x-request-id': N.uuid(), ...headers }, body };
}

export const FAMILIES = {
  rephrased_same_question: { loop: true, stagnation: true },
  same_failure_same_notice: { loop: true, stagnation: true },
  two_state_toggle: { loop: true, stagnation: true },
  delegation_without_work: { loop: true, stagnation: true },
  rechecking_after_success: { loop: true, stagnation: true },
  poll_until_state_changes: { loop: false, stagnation: false },
  paginate_to_last_page: { loop: false, stagnation: false },
  transient_error_then_success: { loop: false, stagnation: false },
  batch_over_distinct_items: { loop: false, stagnation: false },
  refined_search_finds_results: { loop: false, stagnation: false },
};
