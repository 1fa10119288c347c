// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(traceId) {
    this.rng = mulberry32(hashStr(traceId));
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.rng() * 400) * 86400000 + Math.floor(this.rng() * 80000) * 1000;
    this.seq = 0;
  }
  r() { return this.rng(); }
  int(a, b) { return a + Math.floor(this.rng() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.rng() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b36(n) { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyz0123456789'[this.int(0, 35)]; return s; }
  B62(n) { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[this.int(0, 61)]; return s; }
  uuid() { return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`; }
  ulid() { const c = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01H'; for (let i = 0; i < 23; i++) s += c[this.int(0, 31)]; return s; }
  tick(sec = 1) { this.t += Math.floor(sec * 1000) + this.int(0, 900); return this.t; }
  iso(ms = this.t) { return new Date(ms).toISOString(); }
  isoNoMs(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(ms = this.t, offH = 2) { const d = new Date(ms + offH * 3600000); return d.toISOString().replace(/Z$/, '').replace(/\.\d{3}$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; }
  http(ms = this.t) { const d = new Date(ms); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog(ms = this.t) { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hms(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  epoch(ms = this.t) { return Math.floor(ms / 1000); }
  epochMs(ms = this.t) { return ms; }
  dmy(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  ms() { return this.int(12, 2400); }
  secs() { return (this.int(40, 9000) / 1000).toFixed(2) + 's'; }
  dur() { return `${this.int(0, 2)}m${this.int(1, 59)}.${this.int(100, 999)}s`; }
  rid(prefix = 'req_') { return prefix + this.B62(20); }
  etag() { return `W/"${this.hex(16)}"`; }
  sha() { return this.hex(40); }
  sha7() { return this.hex(7); }
  tmp(ext = '') { return `/tmp/tmp${this.b36(8)}${ext}`; }
  host(prefix = 'api') { return `${prefix}-${this.pick(['use1', 'euw1', 'aps2', 'usw2', 'euc1'])}-${this.int(1, 40)}.${this.pick(['internal', 'svc.cluster.local', 'prod.lan'])}`; }
  pod(prefix = 'worker') { return `${prefix}-${this.hex(9)}-${this.b36(5)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  callId(style = 'openai') { return style === 'anthropic' ? 'toolu_01' + this.B62(22) : style === 'gemini' ? 'fc_' + this.hex(12) : 'call_' + this.B62(24); }
  rate(limit = 1000) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(Math.floor(limit * 0.3), limit - 1)), 'x-ratelimit-reset': String(this.int(5, 60)) }; }
}

let SPAN = 0;
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// ---- recording-style adapters --------------------------------------------------
// A scenario is written as: {style, model, goal, system, steps:[{say, call:{name,args}, out, error, retriever}], final, cut}
// `out` may be a function (N) => value so that volatile noise is drawn at that moment.
const STYLES = {};

function msgs(sc, hist) { const base = [{ role: 'system', content: sc.system || 'You are a helpful assistant with tools.' }, { role: 'user', content: sc.goal }]; return base.concat(hist.slice(-4)); }
function shortOut(o) { const s = typeof o === 'string' ? o : JSON.stringify(o); return s.length > 400 ? s.slice(0, 400) + '…' : s; }
function usage(N) { return { prompt_tokens: N.int(400, 9000), completion_tokens: N.int(20, 700) }; }

function genericBuild(sc, N, o) {
  // o: {llmName, toolName(call), llmOut(step, id), llmMeta, toolMeta(call,id), toolOut(out,call,id), nest:'sibling'|'inside'|'step', rootName, rootType, stepName(i)}
  const root = span(o.rootType || 'agent', o.rootName, o.rootInput ? o.rootInput(sc) : { input: sc.goal }, null, [], { metadata: o.rootMeta ? o.rootMeta(sc, N) : undefined });
  const hist = [];
  let container = root;
  sc.steps.forEach((st, i) => {
    N.tick(N.int(1, 6));
    const id = N.callId(o.idStyle);
    const calls = st.call ? (Array.isArray(st.call) ? st.call : [st.call]) : [];
    const llm = span('llm', o.llmName, o.llmIn ? o.llmIn(sc, hist) : { messages: msgs(sc, hist) }, o.llmOut(st.say, calls, id, N), [], { metadata: o.llmMeta(sc, N) });
    let parent = root;
    if (o.nest === 'step') { parent = span(o.stepType || 'chain', o.stepName(i), { step: i + 1 }, null, [], {}); root.children.push(parent); }
    parent.children.push(llm);
    hist.push({ role: 'assistant', content: st.say || null, tool_calls: calls.map((c) => ({ id, name: c.name, arguments: JSON.stringify(c.args) })) });
    calls.forEach((c, k) => {
      N.tick(N.int(0, 4));
      const raw = typeof st.out === 'function' ? st.out(N, k) : Array.isArray(st.outs) ? (typeof st.outs[k] === 'function' ? st.outs[k](N) : st.outs[k]) : st.out;
      const err = typeof st.error === 'function' ? st.error(N) : st.error;
      const tIn = c.raw ? c.raw : o.toolIn ? o.toolIn(c, id) : c.args;
      const t = span(st.retriever ? 'retriever' : 'tool', o.toolName(c), tIn, o.toolOut ? o.toolOut(raw, c, id, err) : raw, [], { error: err, metadata: o.toolMeta ? o.toolMeta(c, id, N) : undefined });
      (o.nest === 'inside' ? llm : parent).children.push(t);
      hist.push({ role: 'tool', tool_call_id: id, content: err ? `Error: ${err}` : shortOut(raw) });
    });
  });
  if (sc.final && !sc.cut) {
    N.tick(3);
    const llm = span('llm', o.llmName, o.llmIn ? o.llmIn(sc, hist) : { messages: msgs(sc, hist) }, o.llmOut(sc.final, [], null, N), [], { metadata: o.llmMeta(sc, N) });
    if (o.nest === 'step') { const p = span(o.stepType || 'chain', o.stepName(sc.steps.length), { step: sc.steps.length + 1 }, null, [llm]); root.children.push(p); } else root.children.push(llm);
    root.output = o.rootOut ? o.rootOut(sc.final) : { output: sc.final };
  } else {
    root.output = sc.cutOutput || null;
    if (sc.cutError) root.error = sc.cutError;
  }
  return root;
}

STYLES.plain = (sc, N) => genericBuild(sc, N, {
  rootName: 'agent_run', idStyle: 'openai', llmName: 'openai.chat.completions.create', nest: 'sibling',
  llmOut: (say, calls, id) => ({ role: 'assistant', content: say || null, ...(calls.length ? { tool_calls: calls.map((c, k) => ({ id: id + (k ? k : ''), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) }),
  llmMeta: (sc, N) => ({ model: sc.model || 'gpt-4o-2024-08-06', usage: usage(N) }), toolName: (c) => c.name,
});
STYLES.vercel = (sc, N) => genericBuild(sc, N, {
  rootName: 'ai.generateText', rootType: 'agent', idStyle: 'openai', llmName: 'ai.generateText.doGenerate', nest: 'sibling',
  rootInput: (sc) => ({ prompt: sc.goal, maxSteps: 25 }),
  llmIn: (sc, hist) => ({ 'ai.prompt.messages': JSON.stringify(msgs(sc, hist)) }),
  llmOut: (say, calls, id) => ({ 'ai.response.text': say || '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }),
  llmMeta: (sc, N) => ({ 'ai.model.id': sc.model || 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': N.int(300, 8000), 'ai.usage.completionTokens': N.int(10, 600), 'ai.response.id': 'chatcmpl-' + N.B62(29) }),
  toolName: () => 'ai.toolCall', toolIn: (c, id) => ({ 'ai.toolCall.name': c.name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(c.args) }),
  toolOut: (r) => ({ 'ai.toolCall.result': typeof r === 'string' ? r : JSON.stringify(r) }),
  rootOut: (f) => ({ 'ai.response.text': f }),
});
STYLES.otel = (sc, N) => genericBuild(sc, N, {
  rootName: `invoke_agent ${sc.agentName || 'assistant'}`, idStyle: 'openai', llmName: `chat ${sc.model || 'gpt-4.1'}`, nest: 'sibling',
  llmIn: (sc, hist) => ({ 'gen_ai.input.messages': msgs(sc, hist).map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })) }),
  llmOut: (say, calls, id) => ({ 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(say ? [{ type: 'text', content: say }] : []), ...calls.map((c) => ({ type: 'tool_call', id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] }),
  llmMeta: (sc, N) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': sc.model || 'gpt-4.1', 'gen_ai.usage.input_tokens': N.int(300, 9000), 'gen_ai.usage.output_tokens': N.int(10, 600), 'gen_ai.response.id': 'chatcmpl-' + N.B62(24) }),
  toolName: (c) => `execute_tool ${c.name}`, toolMeta: (c, id) => ({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': id }),
  rootMeta: (sc) => ({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sc.agentName || 'assistant' }),
});
STYLES.langgraph = (sc, N) => genericBuild(sc, N, {
  rootName: 'LangGraph', rootType: 'chain', idStyle: 'openai', llmName: sc.model && sc.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', nest: 'step', stepName: (i) => (i % 1 === 0 ? 'agent' : 'agent'), stepType: 'chain',
  rootInput: (sc) => ({ messages: [{ type: 'human', content: sc.goal }] }),
  llmIn: (sc, hist) => ({ messages: [msgs(sc, hist).map((m) => ({ type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : m.role, content: m.content }))] }),
  llmOut: (say, calls, id) => ({ generations: [[{ text: say || '', message: { type: 'ai', content: say || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id, type: 'tool_call' })) } }]] }),
  llmMeta: (sc, N) => ({ ls_provider: sc.model && sc.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: sc.model || 'gpt-4o', langgraph_node: 'agent', langgraph_step: N.int(1, 40), thread_id: N.uuid() }),
  toolName: (c) => c.name, toolOut: (r, c, id, err) => (err ? null : { content: typeof r === 'string' ? r : JSON.stringify(r), type: 'tool', tool_call_id: id, name: c.name }),
  rootOut: (f) => ({ messages: [{ type: 'ai', content: f }] }),
});
STYLES.agents = (sc, N) => genericBuild(sc, N, {
  rootName: sc.agentName || 'Assistant', rootType: 'agent', idStyle: 'openai', llmName: 'response', nest: 'sibling',
  rootMeta: (sc, N) => ({ span_type: 'agent', handoffs: [], output_type: 'str', trace_id: 'trace_' + N.hex(32) }),
  llmIn: (sc, hist) => ({ input: msgs(sc, hist).slice(1) }),
  llmOut: (say, calls, id, N) => ({ id: 'resp_' + N.hex(48), output: [...(say ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: say }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))] }),
  llmMeta: (sc, N) => ({ span_type: 'response', model: sc.model || 'gpt-4.1-2025-04-14', usage: { input_tokens: N.int(500, 9000), output_tokens: N.int(10, 600) } }),
  toolName: (c) => c.name, toolIn: (c) => JSON.stringify(c.args), toolOut: (r) => (typeof r === 'string' ? r : JSON.stringify(r)), toolMeta: () => ({ span_type: 'function', mcp_data: null }),
});
STYLES.anthropic = (sc, N) => genericBuild(sc, N, {
  rootName: sc.agentName || 'agent_loop', idStyle: 'anthropic', llmName: 'anthropic.messages.create', nest: 'sibling',
  llmIn: (sc, hist) => ({ model: sc.model || 'claude-sonnet-4-20250514', max_tokens: 4096, system: sc.system || 'You are an operations assistant.', messages: msgs(sc, hist).slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] : m.content || '' })) }),
  llmOut: (say, calls, id, N) => ({ id: 'msg_01' + N.B62(22), type: 'message', role: 'assistant', content: [...(say ? [{ type: 'text', text: say }] : []), ...calls.map((c) => ({ type: 'tool_use', id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(600, 12000), output_tokens: N.int(15, 800) } }),
  llmMeta: (sc) => ({ model: sc.model || 'claude-sonnet-4-20250514' }),
  toolName: (c) => c.name, toolOut: (r, c, id, err) => ({ type: 'tool_result', tool_use_id: id, content: typeof r === 'string' ? r : JSON.stringify(r), ...(err ? { is_error: true } : {}) }),
});
STYLES.gemini = (sc, N) => genericBuild(sc, N, {
  rootName: 'generate_content_loop', idStyle: 'gemini', llmName: `models/${sc.model || 'gemini-2.5-flash'}:generateContent`, nest: 'sibling',
  llmIn: (sc, hist) => ({ contents: msgs(sc, hist).slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [m.role === 'tool' ? { functionResponse: { name: 'tool', response: { content: m.content } } } : { text: m.content || '' }] })), systemInstruction: { parts: [{ text: sc.system || 'You are a careful assistant.' }] } }),
  llmOut: (say, calls, id, N) => ({ candidates: [{ content: { role: 'model', parts: [...(say ? [{ text: say }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(400, 9000), candidatesTokenCount: N.int(10, 500) }, responseId: N.B62(22) }),
  llmMeta: (sc) => ({ model: sc.model || 'gemini-2.5-flash' }),
  toolName: (c) => c.name, toolOut: (r, c) => ({ functionResponse: { name: c.name, response: typeof r === 'object' && r !== null ? r : { result: r } } }),
});
STYLES.openinference = (sc, N) => genericBuild(sc, N, {
  rootName: sc.agentName || 'AgentRunner.run', idStyle: 'openai', llmName: 'OpenAI.chat', nest: 'sibling',
  rootMeta: () => ({ 'openinference.span.kind': 'AGENT' }),
  llmIn: (sc, hist) => { const m = msgs(sc, hist); const o = {}; m.forEach((x, i) => { o[`llm.input_messages.${i}.message.role`] = x.role; o[`llm.input_messages.${i}.message.content`] = x.content; }); return o; },
  llmOut: (say, calls, id) => { const o = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': say || '' }; calls.forEach((c, k) => { o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.name`] = c.name; o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.arguments`] = JSON.stringify(c.args); o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.id`] = id; }); return o; },
  llmMeta: (sc, N) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': sc.model || 'gpt-4o', 'llm.token_count.prompt': N.int(300, 8000), 'llm.token_count.completion': N.int(10, 500) }),
  toolName: (c) => c.name, toolIn: (c) => ({ 'tool.name': c.name, 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' }),
  toolOut: (r) => ({ 'output.value': typeof r === 'string' ? r : JSON.stringify(r), 'output.mime_type': typeof r === 'string' ? 'text/plain' : 'application/json' }),
  toolMeta: () => ({ 'openinference.span.kind': 'TOOL' }),
});
STYLES.crewai = (sc, N) => {
  // ReAct text in llm output, tools nested inside an agent execution span
  const role = sc.crewRole || 'Operations Analyst';
  const inner = genericBuild(sc, N, {
    rootName: `Agent: ${role}`, idStyle: 'openai', llmName: 'litellm.completion', nest: 'sibling',
    rootInput: (sc) => ({ task: sc.goal, expected_output: sc.expected || 'A short report' }),
    llmIn: (sc, hist) => ({ messages: [{ role: 'system', content: `You are ${role}. ${sc.backstory || ''}` }, { role: 'user', content: `Current Task: ${sc.goal}` }, ...hist.slice(-2).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? `Observation: ${m.content}` : m.content }))] }),
    llmOut: (say, calls) => (calls.length ? `Thought: ${say || ''}\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}` : `Thought: I now know the final answer\nFinal Answer: ${say}`),
    llmMeta: (sc, N) => ({ model: sc.model || 'gpt-4o-mini', crewai_version: '0.119.0', usage: usage(N) }),
    toolName: (c) => c.name, toolOut: (r) => (typeof r === 'string' ? r : JSON.stringify(r)),
    rootOut: (f) => ({ raw: f }),
  });
  return span('agent', `Crew: ${sc.crewName || 'crew'}`, { inputs: { topic: sc.goal } }, inner.output, [span('chain', `Task: ${sc.taskName || 'main_task'}`, { description: sc.goal }, inner.output, [inner])], { metadata: { crew_id: N.uuid(), process: 'sequential' } });
};
STYLES.smolagents = (sc, N) => genericBuild(sc, N, {
  rootName: 'ToolCallingAgent.run', rootType: 'agent', idStyle: 'openai', llmName: 'LiteLLMModel.generate', nest: 'step', stepName: (i) => `Step ${i + 1}`, stepType: 'chain',
  rootInput: (sc) => ({ task: sc.goal, stream: false, reset: true }),
  llmOut: (say, calls, id) => ({ role: 'assistant', content: say || null, tool_calls: calls.map((c) => ({ id, type: 'function', function: { name: c.name, arguments: c.args } })) }),
  llmMeta: (sc, N) => ({ model_id: sc.model || 'Qwen/Qwen2.5-72B-Instruct', 'llm.token_count.prompt': N.int(800, 9000) }),
  toolName: (c) => c.name, toolOut: (r) => (typeof r === 'string' ? r : JSON.stringify(r)),
});
STYLES.agno = (sc, N) => genericBuild(sc, N, {
  // Agno (formerly Phidata) — not in the brief's list
  rootName: 'Agent.run', rootType: 'agent', idStyle: 'openai', llmName: 'OpenAIChat.response', nest: 'inside',
  rootMeta: (sc, N) => ({ agent_name: sc.agentName || 'ops-agent', session_id: N.uuid(), run_id: N.uuid(), framework: 'agno' }),
  llmOut: (say, calls) => ({ content: say || '', tool_calls: calls.map((c) => ({ function: { name: c.name, arguments: JSON.stringify(c.args) } })) }),
  llmMeta: (sc, N) => ({ model: sc.model || 'gpt-4o', provider: 'OpenAI', metrics: { time: +(N.int(300, 6000) / 1000).toFixed(3), input_tokens: N.int(200, 7000) } }),
  toolName: (c) => `FunctionCall.execute:${c.name}`, toolIn: (c) => ({ function: c.name, arguments: c.args }),
});
STYLES.pydantic = (sc, N) => genericBuild(sc, N, {
  rootName: 'agent run', rootType: 'agent', idStyle: 'openai', llmName: `chat ${sc.model || 'gpt-4o'}`, nest: 'sibling',
  rootMeta: (sc) => ({ 'logfire.msg': `${sc.agentName || 'agent'} run`, agent_name: sc.agentName || 'agent', model_name: sc.model || 'gpt-4o' }),
  llmOut: (say, calls, id) => ({ parts: [...(say ? [{ part_kind: 'text', content: say }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: id }))], kind: 'response' }),
  llmMeta: (sc, N) => ({ 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': N.int(300, 8000), 'logfire.span_type': 'span' }),
  toolName: (c) => `running tool: ${c.name}`, toolMeta: (c, id) => ({ 'gen_ai.tool.name': c.name, tool_call_id: id }),
});
STYLES.langfuse = (sc, N) => genericBuild(sc, N, {
  rootName: sc.agentName || 'trace', rootType: 'agent', idStyle: 'openai', llmName: 'OpenAI-generation', nest: 'sibling',
  rootMeta: (sc, N) => ({ langfuse_trace_id: N.hex(32), session_id: 'sess_' + N.b36(10), tags: ['prod'] }),
  llmOut: (say, calls, id) => ({ role: 'assistant', content: say || '', tool_calls: calls.map((c) => ({ id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }),
  llmMeta: (sc, N) => ({ observation_type: 'GENERATION', model: sc.model || 'gpt-4o-mini', usage: { input: N.int(200, 7000), output: N.int(10, 500), unit: 'TOKENS' }, latency_ms: N.int(300, 9000) }),
  toolName: (c) => c.name, toolMeta: () => ({ observation_type: 'SPAN' }),
});

export function build(style, sc, N) { if (!STYLES[style]) throw new Error('unknown style ' + style); return STYLES[style](sc, N); }
export const STYLE_NAMES = Object.keys(STYLES);

// row helper used by family files
export function row(family, idx, isolates, loop, stagnation, style, scenarioFn) {
  const trace_id = `${family}-${String(idx).padStart(2, '0')}`;
  const N = new Noise(trace_id);
  const sc = scenarioFn(N);
  const root = build(style, sc, N);
  root.metadata = Object.assign({}, root.metadata || {}, { recording_style: style });
  return { trace_id, family, isolates, loop, stagnation, goal: sc.goal, root };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f) { f(s); (s.children || []).forEach((c) => walk(c, f)); }
