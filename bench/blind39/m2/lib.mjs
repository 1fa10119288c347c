// Deterministic helpers for the blind loop-trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

// Noise: a seeded source of the volatile junk real systems print.
export class Noise {
  constructor(seed) {
    this.r = mulberry32(hashStr(seed));
    // virtual clock: somewhere between 2024-02-01 and 2025-10-01
    this.t = Date.UTC(2024, 1, 1) + Math.floor(this.r() * 600) * 86400000 + Math.floor(this.r() * 86400000);
    this.counter = 1000 + this.int(0, 8000);
  }
  rand() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  tick(minS = 0.3, maxS = 4) { this.t += Math.floor((minS + this.r() * (maxS - minS)) * 1000); return this.t; }
  wait(sec) { this.t += Math.floor(sec * 1000); return this.t; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoNoMs() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicros() { return this.d().toISOString().replace('Z', String(this.int(0, 999)).padStart(3, '0') + 'Z'); }
  isoOffset(offMin = 60) {
    const d = new Date(this.t + offMin * 60000); const s = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
    return d.toISOString().replace(/\.\d{3}Z$/, '') + s + p2(Math.floor(a / 60)) + ':' + p2(a % 60);
  }
  httpDate() { const d = this.d(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  logTs() { const d = this.d(); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; }
  syslogTs() { const d = this.d(); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  euDate() { const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = this.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  hex(len) { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(len) { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < len; i++) s += a[this.int(0, 61)]; return s; }
  upper(len) { const a = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < len; i++) s += a[this.int(0, a.length - 1)]; return s; }
  digits(len) { let s = String(this.int(1, 9)); for (let i = 1; i < len; i++) s += this.int(0, 9); return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return '01' + this.upper(24); }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag(weak = true) { return (weak ? 'W/' : '') + `"${this.hex(weak ? 16 : 32)}"`; }
  sha(len = 40) { return this.hex(len); }
  ms(a = 20, b = 900) { return this.int(a, b); }
  dur(a = 0.05, b = 3) { return (a + this.r() * (b - a)).toFixed(this.pick([2, 3])) + 's'; }
  durMs(a = 20, b = 1500) { return this.int(a, b) + 'ms'; }
  tmp(ext = '') { return `/tmp/${this.pick(['tmp', 'job-', 'upload_', 'pw-'])}${this.b62(8).toLowerCase()}${ext}`; }
  host(prefix) { return `${prefix}-${this.hex(4)}-${this.int(0, 9)}.${this.pick(['eu-west-1', 'us-east-2', 'eu-central-1', 'ap-southeast-2', 'us-west-2'])}.internal`; }
  pod(prefix) { return `${prefix}-${this.hex(9)}-${this.b62(5).toLowerCase()}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(1, 99999), ts: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  next() { this.counter += this.int(1, 17); return this.counter; }
  rate(limit = 100) { return { limit, remaining: this.int(Math.floor(limit * 0.2), limit - 1), reset: this.epoch() + this.int(5, 60) }; }
  tokens(base = 900) { return { in: base + this.int(0, 400), out: this.int(30, 320) }; }
  money(a, b) { return (a + this.r() * (b - a)).toFixed(2); }
}

// ---- span primitive
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const J = (x) => (typeof x === 'string' ? x : JSON.stringify(x));

// ---- recording styles
// Each style: turn(text, calls) -> spans[]; final(text) -> spans[]; user(text) -> spans[]; root(children, output) -> span
// calls: [{name, args, out, err, strArgs}]
class Base {
  constructor(n, o) {
    this.n = n; this.o = o;
    this.model = o.model || 'gpt-4o-2024-08-06';
    this.agent = o.agent || 'assistant';
    this.system = o.system || `You are ${this.agent}, an operations agent. Use the tools provided. Be concise.`;
    this.goal = o.goal;
    this.hist = [];
    this.stepNo = 0;
    this.ptok = 600 + n.int(0, 900);
  }
  msgs() {
    const h = this.hist.slice(-8);
    return [{ role: 'system', content: this.system }, { role: 'user', content: this.goal }, ...h];
  }
  cid() { return 'call_' + this.n.b62(24); }
  usage() { this.ptok += this.n.int(80, 700); return { in: this.ptok, out: this.n.int(25, 380) }; }
  norm(calls) { return (calls || []).map((c) => ({ ...c, id: c.id || this.cid() })); }
  record(text, calls) {
    this.hist.push({ role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) } : {}) });
    for (const c of calls) this.hist.push({ role: 'tool', tool_call_id: c.id, content: c.err ? `Error: ${c.err}` : J(c.out) });
  }
  turn(text, calls = []) {
    calls = this.norm(calls); this.stepNo++;
    const input = this.msgs(); this.n.tick(0.8, 6);
    const spans = this.fmt(text, calls, input);
    this.record(text, calls);
    return spans;
  }
  final(text) { return this.turn(text, []); }
  user(text) { this.hist.push({ role: 'user', content: text }); return []; }
  toolSpan(c) {
    this.n.tick(0.1, 3);
    return span('tool', c.name, c.strArgs ? J(c.args) : c.args, c.err ? (c.out ?? null) : c.out, [], { error: c.err, metadata: { tool_call_id: c.id, duration_ms: this.n.ms(15, 2400) } });
  }
  agentSpan(name, input, children, output, meta = {}) { return span('agent', name, input, output, children, { metadata: meta }); }
  root(children, output) { return this.agentSpan(this.agent, { task: this.goal }, children, output, { model: this.model, started_at: this.n.iso() }); }
  child(agentName, goal, extra = {}) { return makeStyle(this.styleName, this.n, { ...this.o, ...extra, agent: agentName, goal }); }
  wrap(children, output) { return this.agentSpan(this.agent, { task: this.goal }, children, output, { agent: this.agent }); }
}

class Plain extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const out = { role: 'assistant', content: text || null };
    if (calls.length) out.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
    const l = span('llm', 'chat.completions.create', { model: this.model, messages: input, temperature: 0.2 }, out, [], { metadata: { id: 'chatcmpl-' + this.n.b62(29), usage: { prompt_tokens: u.in, completion_tokens: u.out }, finish_reason: calls.length ? 'tool_calls' : 'stop', latency_ms: this.n.ms(400, 5200) } });
    return [l, ...calls.map((c) => this.toolSpan(c))];
  }
}

class Anthropic extends Base {
  constructor(n, o) { super(n, o); this.model = o.model || 'claude-sonnet-4-20250514'; }
  cid() { return 'toolu_01' + this.n.b62(22); }
  fmt(text, calls, input) {
    const u = this.usage();
    const content = [];
    if (text) content.push({ type: 'text', text });
    for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
    const msgs = input.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] } : m.tool_calls ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...m.tool_calls.map((t) => ({ type: 'tool_use', id: t.id, name: t.name, input: JSON.parse(t.arguments) }))] } : m);
    const l = span('llm', 'anthropic.messages.create', { model: this.model, max_tokens: 4096, system: this.system, messages: msgs }, { id: 'msg_01' + this.n.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: this.n.int(0, 3) * 1024 } }, [], { metadata: { 'request-id': 'req_01' + this.n.b62(22), latency_ms: this.n.ms(700, 7000) } });
    return [l, ...calls.map((c) => { const t = this.toolSpan(c); t.output = c.err ? { type: 'tool_result', tool_use_id: c.id, is_error: true, content: c.out ?? c.err } : { type: 'tool_result', tool_use_id: c.id, content: typeof c.out === 'string' ? c.out : J(c.out) }; return t; })];
  }
}

class Vercel extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const l = span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(input.map((m) => ({ role: m.role, content: m.content ?? '' }))) }, { 'ai.response.text': text || '', ...(calls.length ? { 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: J(c.args) }))) } : {}), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + this.n.b62(29), 'ai.response.timestamp': this.n.iso(), 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'gen_ai.system': 'openai.chat', 'ai.response.msToFirstChunk': this.n.ms(200, 1900) } });
    return [l, ...calls.map((c) => { this.n.tick(0.1, 2.5); return span('tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) }, c.err ? null : { 'ai.toolCall.result': J(c.out) }, [], { error: c.err, metadata: { 'operation.name': `ai.toolCall ${this.o.fn || 'agent'}`, 'resource.name': this.o.fn || 'agent' } }); })];
  }
  root(children, output) { return span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: this.system, prompt: this.goal }) }, { 'ai.response.text': output }, children, { metadata: { 'operation.name': `ai.generateText ${this.o.fn || 'agent'}`, 'ai.telemetry.functionId': this.o.fn || 'agent', 'ai.model.id': this.model, 'ai.settings.maxSteps': this.o.maxSteps || 20 } }); }
}

class OtelGenAI extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const parts = (m) => m.tool_calls ? [...(m.content ? [{ type: 'text', content: m.content }] : []), ...m.tool_calls.map((t) => ({ type: 'tool_call', id: t.id, name: t.name, arguments: JSON.parse(t.arguments) }))] : m.role === 'tool' ? [{ type: 'tool_call_response', id: m.tool_call_id, response: m.content }] : [{ type: 'text', content: m.content }];
    const l = span('llm', `chat ${this.model}`, { 'gen_ai.input.messages': input.map((m) => ({ role: m.role, parts: parts(m) })) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + this.n.b62(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'server.address': 'api.openai.com' } });
    return [l, ...calls.map((c) => { const t = this.toolSpan(c); t.name = `execute_tool ${c.name}`; t.metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' }; return t; })];
  }
  root(children, output) { return span('agent', `invoke_agent ${this.agent}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: this.goal }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: output }] }] }, children, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agent, 'gen_ai.agent.id': 'asst_' + this.n.b62(24), 'gen_ai.conversation.id': this.n.uuid() } }); }
  wrap(children, output) { const r = this.root(children, output); return r; }
}

class LangGraph extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const step = this.stepNo * 2 - 1;
    const l = span('llm', this.o.llmName || 'ChatOpenAI', { messages: [input.map((m) => ({ type: m.role === 'assistant' ? 'ai' : m.role === 'user' ? 'human' : m.role, content: m.content ?? '', ...(m.tool_calls ? { tool_calls: m.tool_calls.map((t) => ({ name: t.name, args: JSON.parse(t.arguments), id: t.id })) } : {}) }))] }, { generations: [[{ text: text || '', type: 'ChatGeneration', message: { type: 'ai', content: text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) }, generation_info: { finish_reason: calls.length ? 'tool_calls' : 'stop' } }]], llm_output: { token_usage: { prompt_tokens: u.in, completion_tokens: u.out }, model_name: this.model, system_fingerprint: 'fp_' + this.n.hex(10) } }, [], { metadata: { ls_provider: 'openai', ls_model_name: this.model, langgraph_step: step, langgraph_node: 'agent', run_id: this.n.uuid() } });
    const out = [span('chain', 'agent', { messages: `[${input.length} messages]` }, { messages: [{ type: 'ai', content: text || '' }] }, [l], { metadata: { langgraph_step: step, langgraph_node: 'agent', langgraph_triggers: [step === 1 ? 'start:agent' : 'tools'] } })];
    if (calls.length) {
      out.push(span('chain', 'tools', { messages: calls.map((c) => ({ tool_call_id: c.id, name: c.name })) }, { messages: calls.map((c) => ({ type: 'tool', name: c.name, tool_call_id: c.id, content: c.err ? `Error: ${c.err}` : J(c.out) })) }, calls.map((c) => { const t = this.toolSpan(c); t.input = { input: J(c.args) }; t.output = c.err ? null : (typeof c.out === 'string' ? c.out : { content: J(c.out) }); t.metadata = { langgraph_step: step + 1, langgraph_node: 'tools', run_id: this.n.uuid() }; return t; }), { metadata: { langgraph_step: step + 1, langgraph_node: 'tools' } }));
    }
    return out;
  }
  root(children, output) { return span('chain', this.o.graph || 'LangGraph', { messages: [{ type: 'human', content: this.goal }] }, { messages: [{ type: 'ai', content: output }] }, children, { metadata: { thread_id: this.n.uuid(), ls_run_id: this.n.uuid(), recursion_limit: this.o.recursion || 25 } }); }
  wrap(children, output) { return span('chain', this.agent, { messages: [{ type: 'human', content: this.goal }] }, { messages: [{ type: 'ai', content: output }] }, children, { metadata: { langgraph_node: this.agent, checkpoint_ns: this.agent + ':' + this.n.uuid() } }); }
}

class OpenAIAgents extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const output = [];
    if (text) output.push({ type: 'message', id: 'msg_' + this.n.hex(32), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
    for (const c of calls) output.push({ type: 'function_call', id: 'fc_' + this.n.hex(32), call_id: c.id, name: c.name, arguments: J(c.args), status: 'completed' });
    const items = input.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : m.tool_calls ? m.tool_calls.map((t) => ({ type: 'function_call', call_id: t.id, name: t.name, arguments: t.arguments })) : { role: m.role, content: m.content }).flat();
    const l = span('llm', 'response', { model: this.model, instructions: this.system, input: items }, { output }, [], { metadata: { span_type: 'response', response_id: 'resp_' + this.n.hex(48), usage: { input_tokens: u.in, output_tokens: u.out } } });
    return [l, ...calls.map((c) => { const t = this.toolSpan(c); t.input = J(c.args); t.output = c.err ? null : J(c.out); t.metadata = { span_type: 'function', call_id: c.id }; return t; })];
  }
  agentBody(children, output) { return span('agent', `agent: ${this.agent}`, { input: this.goal }, { final_output: output }, children, { metadata: { span_type: 'agent', name: this.agent, tools: this.o.tools || [], handoffs: this.o.handoffs || [], output_type: 'str' } }); }
  root(children, output) { return span('agent', this.o.workflow || 'Agent workflow', { input: this.goal }, { final_output: output }, [this.agentBody(children, output)], { metadata: { trace_id: 'trace_' + this.n.hex(32), group_id: this.o.group || null } }); }
  wrap(children, output) { return this.agentBody(children, output); }
  handoff(from, to) { return span('handoff', 'handoff', { from_agent: from }, { to_agent: to }, [], { metadata: { span_type: 'handoff' } }); }
}

class CrewAI extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    let body = text || '';
    if (calls.length) body += `\nAction: ${calls[0].name}\nAction Input: ${J(calls[0].args)}`;
    const l = span('llm', 'LLM.call', { model: this.model, messages: input.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? `Observation: ${m.content}` : (m.content ?? '') })) }, body, [], { metadata: { 'crewai.agent.role': this.agent, usage: { prompt_tokens: u.in, completion_tokens: u.out }, 'litellm.call_id': this.n.uuid() } });
    return [l, ...calls.map((c) => { const t = this.toolSpan(c); t.name = `Tool Usage: ${c.name}`; t.input = { tool_name: c.name, arguments: J(c.args) }; t.metadata = { agent_role: this.agent, attempts: 1, run_attempts: 1, from_cache: false }; return t; })];
  }
  record(text, calls) {
    let body = text || '';
    if (calls.length) body += `\nAction: ${calls[0].name}\nAction Input: ${J(calls[0].args)}`;
    this.hist.push({ role: 'assistant', content: body });
    for (const c of calls) this.hist.push({ role: 'tool', content: c.err ? `Error: ${c.err}` : J(c.out) });
  }
  final(text) { return this.turn(`Thought: I now know the final answer\nFinal Answer: ${text}`, []); }
  task(name, children, output) { return span('chain', `Task: ${name}`, { description: name, agent: this.agent }, { raw: output }, children, { metadata: { 'crewai.task.id': this.n.uuid(), agent_role: this.agent, human_input: !!this.o.humanInput } }); }
  root(children, output) { return span('chain', 'Crew.kickoff', { inputs: { request: this.goal } }, { raw: output, token_usage: { total_tokens: this.ptok * 2 } }, children, { metadata: { 'crewai.crew.id': this.n.uuid(), process: this.o.process || 'sequential', crewai_version: '0.86.0' } }); }
  wrap(children, output) { return span('agent', `Agent: ${this.agent}`, { task: this.goal }, { raw: output }, children, { metadata: { role: this.agent, allow_delegation: true } }); }
}

class Smol extends Base {
  constructor(n, o) { super(n, o); this.model = o.model || 'Qwen/Qwen2.5-Coder-32B-Instruct'; }
  fmt(text, calls, input) {
    const u = this.usage();
    const code = this.o.toolCalling ? null : calls.map((c) => `${c.var ? c.var + ' = ' : ''}${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || '_'})`).join('\n');
    const out = calls.length && code ? `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : `Thought: ${text}`;
    const l = span('llm', this.o.modelClass ? `${this.o.modelClass}.generate` : 'LiteLLMModel.generate', { messages: input.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? `Observation:\nExecution logs:\n${m.content}` : (m.content ?? '') })) }, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out } });
    const tools = calls.map((c) => { const t = this.toolSpan(c); t.metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name }; return t; });
    const logs = calls.map((c) => c.err ? `Code execution failed at line '${c.name}(...)' due to: ${c.err}` : (typeof c.out === 'string' ? c.out : J(c.out))).join('\n');
    return [span('chain', `Step ${this.stepNo}`, { step_number: this.stepNo }, calls.length ? { observations: `Execution logs:\n${logs}\nLast output from code snippet:\nNone` } : { action_output: text }, [l, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN', duration: Number((this.n.rand() * 9 + 0.5).toFixed(2)) } })];
  }
  final(text) {
    this.stepNo++; const input = this.msgs(); const u = this.usage();
    const out = `Thought: ${text.split('\n')[0]}\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(text)})\n\`\`\`<end_code>`;
    const l = span('llm', this.o.modelClass ? `${this.o.modelClass}.generate` : 'LiteLLMModel.generate', { messages: input.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content ?? '' })) }, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out } });
    const t = span('tool', 'final_answer', { answer: text }, text, [], { metadata: { 'openinference.span.kind': 'TOOL' } });
    this.record(text, []);
    return [span('chain', `Step ${this.stepNo}`, { step_number: this.stepNo }, { action_output: text }, [l, t], { metadata: { 'openinference.span.kind': 'CHAIN' } })];
  }
  root(children, output) { return span('agent', this.o.agentClass ? `${this.o.agentClass}.run` : 'CodeAgent.run', { task: this.goal, stream: false, reset: true }, output, children, { metadata: { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': this.o.maxSteps || 20, 'smolagents.tools_names': this.o.tools || [] } }); }
  wrap(children, output) { return span('agent', `ManagedAgent ${this.agent}`, { task: this.goal }, output, children, { metadata: { 'openinference.span.kind': 'AGENT', name: this.agent } }); }
}

class PydanticAI extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const parts = [];
    if (text) parts.push({ part_kind: 'text', content: text });
    for (const c of calls) parts.push({ part_kind: 'tool-call', tool_name: c.name, args: c.strArgs ? J(c.args) : c.args, tool_call_id: c.id });
    const l = span('llm', `chat ${this.model}`, { all_messages_events: input.map((m) => ({ role: m.role, content: m.content ?? '', ...(m.tool_calls ? { tool_calls: m.tool_calls } : {}), 'event.name': `gen_ai.${m.role}.message` })) }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', parts } }] }, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'logfire.span_type': 'span', 'logfire.msg': `chat ${this.model}` } });
    const out = [l];
    if (calls.length) out.push(span('chain', `running ${calls.length} tool${calls.length > 1 ? 's' : ''}`, { tools: calls.map((c) => c.name) }, null, calls.map((c) => { const t = this.toolSpan(c); t.name = `running tool: ${c.name}`; t.metadata = { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` }; return t; })));
    return out;
  }
  root(children, output) { return span('agent', `${this.agent} run`, { prompt: this.goal }, { final_result: output }, children, { metadata: { agent_name: this.agent, model_name: this.model, 'logfire.msg': `${this.agent} run`, 'logfire.span_type': 'span' } }); }
}

class OpenInference extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out };
    input.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = m.content ?? ''; });
    meta['llm.output_messages.0.message.role'] = 'assistant';
    meta['llm.output_messages.0.message.content'] = text || '';
    calls.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = J(c.args); });
    const l = span('llm', this.o.llmName || 'OpenAI.chat', { 'input.value': JSON.stringify({ messages: input.map((m) => ({ role: m.role, content: m.content })) }), 'input.mime_type': 'application/json' }, { 'output.value': JSON.stringify({ content: text || null, tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: J(c.args) } })) }), 'output.mime_type': 'application/json' }, [], { metadata: meta });
    return [l, ...calls.map((c) => { const t = this.toolSpan(c); t.name = this.o.toolPrefix ? `${this.o.toolPrefix}${c.name}` : c.name; t.input = { 'input.value': J(c.args) }; t.output = c.err ? null : { 'output.value': J(c.out) }; t.metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': J(c.args) }; return t; })];
  }
  root(children, output) { return span('agent', this.o.rootName || 'FunctionCallingAgent.run', { 'input.value': this.goal }, { 'output.value': output }, children, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': this.n.uuid() } }); }
}

class Gemini extends Base {
  constructor(n, o) { super(n, o); this.model = o.model || 'gemini-2.0-flash'; }
  fmt(text, calls, input) {
    const u = this.usage();
    const contents = input.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name || 'tool', response: { result: m.content } } }] } : m.tool_calls ? { role: 'model', parts: m.tool_calls.map((t) => ({ functionCall: { name: t.name, args: JSON.parse(t.arguments) } })) } : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content ?? '' }] });
    const parts = [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))];
    const gen = span('llm', 'models.generateContent', { model: `models/${this.model}`, contents, systemInstruction: { parts: [{ text: this.system }] } }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -Number((this.n.rand() * 0.3).toFixed(4)) }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: this.model, responseId: this.n.b62(22) }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + this.n.uuid() } });
    const tools = calls.map((c) => { const t = this.toolSpan(c); t.name = `execute_tool ${c.name}`; t.input = { functionCall: { name: c.name, args: c.args } }; t.output = { functionResponse: { name: c.name, response: c.err ? { error: c.err, ...(c.out ? { detail: c.out } : {}) } : (typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out }) } }; t.metadata = { 'gen_ai.tool.name': c.name, 'gcp.vertex.agent.tool_call_args': J(c.args), 'gcp.vertex.agent.event_id': this.n.uuid().slice(0, 8) }; return t; });
    return [span('llm', 'call_llm', { agent: this.agent }, { text: text || '', function_calls: calls.length }, [gen, ...tools], { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': this.model } })];
  }
  record(text, calls) { super.record(text, calls); for (const m of this.hist) if (m.role === 'tool' && !m.name) { const c = calls.find((x) => x.id === m.tool_call_id); if (c) m.name = c.name; } }
  root(children, output) { return span('agent', `invocation`, { user_content: { role: 'user', parts: [{ text: this.goal }] } }, { text: output }, [span('agent', `agent_run [${this.agent}]`, { agent: this.agent }, { text: output }, children, { metadata: { 'gen_ai.agent.name': this.agent } })], { metadata: { app_name: this.o.app || 'agents', session_id: this.n.uuid(), user_id: 'u_' + this.n.digits(6) } }); }
  wrap(children, output) { return span('agent', `agent_run [${this.agent}]`, { agent: this.agent, instruction: this.goal }, { text: output }, children, { metadata: { 'gen_ai.agent.name': this.agent } }); }
}

class AutoGen extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const l = span('llm', `${this.agent}.create`, { messages: input.map((m) => ({ source: m.role === 'assistant' ? this.agent : m.role === 'tool' ? 'executor' : 'user', content: m.content ?? (m.tool_calls ? m.tool_calls.map((t) => `${t.name}(${t.arguments})`).join('; ') : ''), type: m.role === 'tool' ? 'FunctionExecutionResultMessage' : 'TextMessage' })) }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) : text, thought: calls.length ? text : undefined, usage: { prompt_tokens: u.in, completion_tokens: u.out }, cached: false }, [], { metadata: { agent: this.agent, 'autogen.event': 'LLMCallEvent' } });
    const ex = calls.map((c) => { const t = this.toolSpan(c); t.input = { name: c.name, arguments: J(c.args), call_id: c.id }; t.output = c.err ? { content: c.err, is_error: true, call_id: c.id } : { content: J(c.out), is_error: false, call_id: c.id }; t.metadata = { 'autogen.event': 'ToolCallExecutionEvent', executor: this.o.executor || 'executor' }; return t; });
    return [l, ...ex];
  }
  root(children, output) { return span('chain', this.o.team ? `${this.o.team}.run` : 'RoundRobinGroupChat.run', { task: this.goal }, { stop_reason: this.o.stop || 'Text \'TERMINATE\' mentioned', last_message: output }, children, { metadata: { 'autogen.version': '0.4.7', participants: this.o.participants || [this.agent] } }); }
  wrap(children, output) { return span('agent', `${this.agent}.on_messages`, { task: this.goal }, { chat_message: output }, children, { metadata: { agent: this.agent } }); }
  say(who, text) { this.hist.push({ role: 'user', content: `[${who}] ${text}` }); return [span('chain', `${who}.on_messages`, { source: who }, { type: 'TextMessage', content: text, source: who, models_usage: null }, [], { metadata: { 'autogen.event': 'MessageEvent' } })]; }
}

// Griptape (NOT in the brief's list): Structure -> Task -> Subtask(ActionsSubtask) with "Thought:" and actions.
class Griptape extends Base {
  fmt(text, calls, input) {
    const u = this.usage();
    const actions = calls.map((c) => ({ tag: c.id.slice(5, 13), name: c.tool || 'Tool', path: c.name, input: { values: c.args } }));
    const l = span('llm', `${this.o.driver || 'OpenAiChatPromptDriver'}.run`, { prompt_stack: input.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: [{ artifact: { type: 'TextArtifact', value: m.content ?? '' } }] })) }, { role: 'assistant', content: [...(text ? [{ artifact: { type: 'TextArtifact', value: text } }] : []), ...actions.map((a) => ({ artifact: { type: 'ActionArtifact', value: { tag: a.tag, name: a.name, path: a.path, input: a.input } } }))], usage: { input_tokens: u.in, output_tokens: u.out } }, [], { metadata: { model: this.model, event: 'FinishPromptEvent' } });
    if (!calls.length) return [l];
    const tools = calls.map((c) => { const t = this.toolSpan(c); t.name = `${c.tool || 'Tool'}.${c.name}`; t.input = { values: c.args }; t.output = c.err ? { type: 'ErrorArtifact', value: c.err } : { type: typeof c.out === 'string' ? 'TextArtifact' : 'JsonArtifact', value: c.out }; t.metadata = { activity: c.name, tool: c.tool || 'Tool', event: 'FinishActionsSubtaskEvent' }; return t; });
    return [span('chain', 'ActionsSubtask', { thought: text, actions }, { value: calls.map((c) => c.err ? `ErrorArtifact: ${c.err}` : J(c.out)).join('\n') }, [l, ...tools], { metadata: { subtask_id: this.n.hex(32), parent_task_id: this.taskId || (this.taskId = this.n.hex(32)) } })];
  }
  root(children, output) { return span('agent', 'Agent.run', { args: [this.goal] }, { output_task: { type: 'PromptTask', output: { type: 'TextArtifact', value: output } } }, [span('chain', 'PromptTask', { input: this.goal }, { type: 'TextArtifact', value: output }, children, { metadata: { task_id: this.taskId || this.n.hex(32), max_subtasks: this.o.maxSubtasks || 20 } })], { metadata: { structure_id: this.n.hex(32), conversation_memory: 'ConversationMemory', rulesets: this.o.rulesets || [] } }); }
}

const STYLES = { plain: Plain, anthropic: Anthropic, vercel: Vercel, otel_genai: OtelGenAI, langgraph: LangGraph, openai_agents: OpenAIAgents, crewai: CrewAI, smolagents: Smol, pydantic_ai: PydanticAI, openinference: OpenInference, gemini_adk: Gemini, autogen: AutoGen, griptape: Griptape };
export const STYLE_NAMES = Object.keys(STYLES);

export function makeStyle(name, n, o) {
  const C = STYLES[name];
  if (!C) throw new Error('unknown style ' + name);
  const s = new C(n, o); s.styleName = name; return s;
}

// small helpers for realistic tool outputs
export function http(n, status, body, headers = {}) {
  const reason = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[status] || '';
  return { status, statusText: reason, headers: { date: n.httpDate(), 'content-type': 'application/json; charset=utf-8', ...headers }, body };
}
