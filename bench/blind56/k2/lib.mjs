// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  // fixed base instant in 2024-2025, derived from the hash only
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 540) * 86400000 + Math.floor(r() * 86400) * 1000;
  const c = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b36: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(r() * 36)]; return s; },
    B32: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(r() * 32)]; return s; },
    tick: (ms) => { t += ms === undefined ? Math.floor(200 + r() * 4000) : ms; return t; },
    now: () => t,
  };
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`;
  c.ulid = () => '01' + c.B32(24);
  c.iso = () => new Date(c.tick()).toISOString();
  c.isoOff = () => { const d = new Date(c.tick() + 2 * 3600000); return d.toISOString().replace('Z', '+02:00').replace(/\.\d{3}/, ''); };
  c.http = () => new Date(c.tick()).toUTCString();
  c.epoch = () => Math.floor(c.tick() / 1000);
  c.epochMs = () => c.tick();
  c.syslog = () => { const d = new Date(c.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  c.euro = () => { const d = new Date(c.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  c.usDate = () => { const d = new Date(c.tick()); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
  c.dayName = () => DAYS[new Date(t).getUTCDay()];
  c.dur = () => `${(0.05 + r() * 3).toFixed(2)}s`;
  c.ms = () => c.int(8, 2400);
  c.reqId = () => `req_${c.b36(24)}`;
  c.traceparent = () => `00-${c.hex(32)}-${c.hex(16)}-01`;
  c.etag = () => `W/"${c.hex(8)}-${c.hex(6)}"`;
  c.sha = () => c.hex(40);
  c.sha256 = () => c.hex(64);
  c.tmp = (ext = '') => `/tmp/tmp${c.b36(8)}${ext}`;
  c.job = (p = 'job') => `${p}-${c.int(10000, 99999)}-${c.b36(5)}`;
  c.host = (p) => `${p}-${c.int(1, 9)}${c.pick(['a', 'b', 'c'])}.${c.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`;
  c.pod = (p) => `${p}-${c.hex(10)}-${c.b36(5)}`;
  c.cursor = () => Buffer.from(`{"o":${c.int(100, 9000)},"k":"${c.hex(6)}"}`).toString('base64');
  c.rate = (lim = 600) => { const rem = c.int(3, lim - 1); return { 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(c.int(2, 60)) }; };
  c.pid = () => c.int(1200, 65000);
  c.tokens = () => ({ in: c.int(300, 9000), out: c.int(20, 900) });
  return c;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// styles: how each imitated tracer names spans and shapes LLM output / tool input
const STY = {
  vercel: { llm: () => 'ai.generateText.doGenerate', tool: () => 'ai.toolCall', agent: () => 'ai.generateText', out: 'vercel', targ: 'obj', lm: (c, m) => ({ 'ai.model.id': m, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': c.tokens().in, 'ai.usage.completionTokens': c.tokens().out, 'ai.response.id': `chatcmpl-${c.b36(24)}` }), tm: (c, n, id) => ({ 'ai.toolCall.name': n, 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' }) },
  otel: { llm: (m) => `chat ${m}`, tool: (n) => `execute_tool ${n}`, agent: (n) => `invoke_agent ${n}`, out: 'openai', targ: 'obj', lm: (c, m) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': m, 'gen_ai.usage.input_tokens': c.tokens().in, 'gen_ai.usage.output_tokens': c.tokens().out, 'gen_ai.response.id': `chatcmpl-${c.b36(20)}` }), tm: (c, n, id) => ({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id }) },
  langgraph: { llm: () => 'ChatOpenAI', tool: (n) => n, agent: (n) => n || 'LangGraph', out: 'openai', targ: 'obj', lm: (c, m) => ({ ls_provider: 'openai', ls_model_name: m, langgraph_node: 'agent', langgraph_step: c.int(1, 40), run_id: c.uuid() }), tm: (c, n, id) => ({ langgraph_node: 'tools', tool_call_id: id, run_id: c.uuid() }) },
  openai_agents: { llm: () => 'Response', tool: (n) => n, agent: (n) => n, out: 'responses', targ: 'str', lm: (c, m) => ({ span_type: 'response', model: m, response_id: `resp_${c.hex(32)}`, 'usage.total_tokens': c.int(400, 9000) }), tm: (c, n, id) => ({ span_type: 'function', call_id: id }) },
  anthropic: { llm: () => 'messages.create', tool: (n) => n, agent: (n) => n || 'agent_loop', out: 'anthropic', targ: 'obj', lm: (c, m) => ({ model: m, id: `msg_01${c.B32(22)}`, stop_reason: 'tool_use', usage: { input_tokens: c.tokens().in, output_tokens: c.tokens().out, cache_read_input_tokens: c.int(0, 6000) } }), tm: (c, n, id) => ({ tool_use_id: id }) },
  claude_sdk: { llm: () => 'assistant', tool: (n) => n, agent: (n) => n || 'claude-agent-sdk session', out: 'anthropic', targ: 'obj', lm: (c, m) => ({ model: m, session_id: c.uuid(), uuid: c.uuid(), parent_tool_use_id: null }), tm: (c, n, id) => ({ tool_use_id: id, is_error: false }) },
  crewai: { llm: () => 'LLM Call', tool: (n) => `Tool Usage: ${n}`, agent: (n) => `Agent: ${n}`, out: 'text', targ: 'str', lm: (c, m) => ({ 'crewai.llm': m, crew_id: c.uuid() }), tm: (c, n) => ({ 'crewai.tool': n, run_attempts: 1 }) },
  autogen: { llm: () => 'create', tool: (n) => `execute_function ${n}`, agent: (n) => n, out: 'openai', targ: 'str', lm: (c, m) => ({ 'autogen.model': m, agent_id: `${c.b36(6)}/default`, cached: false }), tm: (c, n, id) => ({ call_id: id }) },
  llamaindex: { llm: () => 'OpenAI.chat', tool: (n) => `FunctionTool.call`, agent: (n) => n || 'ReActAgent.run', out: 'text', targ: 'obj', lm: (c, m) => ({ 'llm.model_name': m, event_id: c.uuid() }), tm: (c, n) => ({ 'tool.name': n, event_id: c.uuid() }) },
  smolagents: { llm: () => 'LiteLLMModel.generate', tool: (n) => n, agent: (n) => n || 'CodeAgent.run', out: 'text', targ: 'obj', lm: (c, m) => ({ model_id: m, step_number: c.int(1, 20) }), tm: (c, n) => ({ tool_name: n }) },
  pydantic: { llm: (m) => `chat ${m}`, tool: (n) => `running tool: ${n}`, agent: (n) => `${n || 'agent'} run`, out: 'parts', targ: 'obj', lm: (c, m) => ({ 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'gen_ai.request.model': m }), tm: (c, n, id) => ({ 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id, 'logfire.msg': `running tool: ${n}` }) },
  adk: { llm: () => 'call_llm', tool: (n) => `execute_tool ${n}`, agent: (n) => `invoke_agent ${n}`, out: 'gemini', targ: 'obj', lm: (c, m) => ({ 'gcp.vertex.agent.llm_request': '...', 'gen_ai.request.model': m, 'gcp.vertex.agent.invocation_id': `e-${c.uuid()}`, 'gcp.vertex.agent.event_id': c.uuid() }), tm: (c, n, id) => ({ 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id }) },
  gemini: { llm: (m) => `models/${m}:generateContent`, tool: (n) => n, agent: (n) => n || 'gemini_fc_loop', out: 'gemini', targ: 'obj', lm: (c, m) => ({ modelVersion: m, responseId: c.b36(22), usageMetadata: { promptTokenCount: c.tokens().in, candidatesTokenCount: c.tokens().out } }), tm: () => ({}) },
  openinference: { llm: () => 'ChatCompletion', tool: (n) => n, agent: (n) => n || 'agent', out: 'openai', targ: 'str', inp: 'oi', lm: (c, m) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': m, 'llm.token_count.prompt': c.tokens().in }), tm: (c, n) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': n }) },
  langfuse: { llm: () => 'generation', tool: (n) => n, agent: (n) => n || 'trace', out: 'openai', targ: 'obj', lm: (c, m) => ({ langfuse_type: 'GENERATION', model: m, usage: { input: c.tokens().in, output: c.tokens().out, unit: 'TOKENS' }, observation_id: c.uuid() }), tm: (c) => ({ langfuse_type: 'SPAN', observation_id: c.uuid() }) },
  mastra: { llm: () => 'agent.generate.llm', tool: (n) => `tool.${n}`, agent: (n) => `agent.${n}`, out: 'vercel', targ: 'obj', lm: (c, m) => ({ 'mastra.model': m, runId: c.uuid(), threadId: c.uuid() }), tm: (c, n, id) => ({ toolCallId: id }) },
  strands: { llm: () => 'Model invoke', tool: (n) => `Tool: ${n}`, agent: (n) => `Agent ${n}`, out: 'anthropic', targ: 'obj', lm: (c, m) => ({ 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': m, 'event_loop.cycle_id': c.uuid() }), tm: (c, n, id) => ({ 'tool.status': 'success', 'gen_ai.tool.call.id': id }) },
  plain: { llm: () => 'chat.completions', tool: (n) => n, agent: (n) => n || 'run', out: 'openai', targ: 'str', lm: (c, m) => ({ model: m }), tm: (c, n, id) => ({ tool_call_id: id }) },
  agno: { llm: () => 'Agent.model.response', tool: (n) => `FunctionCall ${n}`, agent: (n) => `Agent.run ${n}`, out: 'openai', targ: 'obj', lm: (c, m) => ({ 'agno.model': m, session_id: c.uuid(), run_id: c.uuid() }), tm: (c, n, id) => ({ 'agno.function': n, tool_call_id: id }) },
  dify: { llm: () => 'LLM', tool: (n) => `TOOL ${n}`, agent: (n) => n || 'workflow_run', out: 'text', targ: 'obj', lm: (c, m) => ({ node_type: 'llm', node_id: String(c.int(1700000000000, 1799999999999)), model_provider: 'langgenius/openai', model: m }), tm: (c, n) => ({ node_type: 'tool', node_id: String(c.int(1700000000000, 1799999999999)) }) },
  mlflow: { llm: () => 'ChatModel.predict', tool: (n) => n, agent: (n) => n || 'AgentExecutor', out: 'openai', targ: 'obj', lm: (c, m) => ({ 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': `tr-${c.hex(32)}`, model: m }), tm: (c) => ({ 'mlflow.spanType': 'TOOL' }) },
  weave: { llm: () => 'openai.chat.completions.create', tool: (n) => n, agent: (n) => `Agent.${n || 'invoke'}`, out: 'openai', targ: 'obj', lm: (c, m) => ({ weave_call_id: c.ulid(), model: m }), tm: (c) => ({ weave_call_id: c.ulid() }) },
};

export function styler(style, c, model) {
  const st = STY[style]; if (!st) throw new Error('unknown style ' + style);
  let n = 0;
  const callId = () => style === 'anthropic' || style === 'claude_sdk' || style === 'strands' ? `toolu_01${c.B32(22)}` : style === 'openai_agents' ? `call_${c.b36(24)}` : style === 'gemini' || style === 'adk' ? `adk-${c.uuid()}` : `call_${c.b36(24)}`;
  let pending = [];
  const fmtIn = (msgs) => {
    if (typeof msgs === 'string') return msgs;
    const arr = msgs.map(([role, content]) => ({ role, content }));
    if (st.inp === 'oi') { const o = {}; arr.forEach((m, i) => { o[`llm.input_messages.${i}.message.role`] = m.role; o[`llm.input_messages.${i}.message.content`] = m.content; }); return o; }
    if (st.out === 'gemini') return { contents: arr.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })) };
    if (st.out === 'responses') return { input: arr };
    return { messages: arr };
  };
  const fmtOut = (text, calls) => {
    const ids = calls.map(() => callId()); pending = calls.map((cl, i) => ({ name: cl[0], id: ids[i] }));
    switch (st.out) {
      case 'vercel': return { text: text || '', toolCalls: calls.map(([nm, a], i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: nm, args: a })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      case 'openai': return { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map(([nm, a], i) => ({ id: ids[i], type: 'function', function: { name: nm, arguments: JSON.stringify(a) } })) } : {}) };
      case 'responses': return { output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map(([nm, a], i) => ({ type: 'function_call', call_id: ids[i], name: nm, arguments: JSON.stringify(a) }))] };
      case 'anthropic': return { role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map(([nm, a], i) => ({ type: 'tool_use', id: ids[i], name: nm, input: a }))] };
      case 'gemini': return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map(([nm, a]) => ({ functionCall: { name: nm, args: a } }))] }, finishReason: 'STOP' }] };
      case 'parts': return { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map(([nm, a], i) => ({ part_kind: 'tool-call', tool_name: nm, args: a, tool_call_id: ids[i] }))] };
      default: // text: ReAct style
        return calls.length ? `${text ? text + '\n' : ''}${calls.map(([nm, a]) => `Action: ${nm}\nAction Input: ${JSON.stringify(a)}`).join('\n')}` : text;
    }
  };
  return {
    style,
    agent: (name, input, output, children, md = {}) => span('agent', st.agent(name), input, output, children, { metadata: md }),
    chain: (name, input, output, children, md) => span('chain', name, input, output, children, md ? { metadata: md } : {}),
    // llm(msgs, text, calls=[[name,args]], children=[])
    llm: (msgs, text, calls = [], children = []) => { n++; c.tick(); const out = fmtOut(text, calls); return span('llm', st.llm(model), fmtIn(msgs), out, children, { metadata: { ...st.lm(c, model), latency_ms: c.int(400, 9000) } }); },
    // tool(name, args, output, error?) -- pairs with the most recent llm call id of that name
    tool: (name, args, output, error) => { const i = pending.findIndex((p) => p.name === name); const id = i >= 0 ? pending.splice(i, 1)[0].id : callId(); c.tick(); const input = st.targ === 'str' ? JSON.stringify(args) : args; return span('tool', st.tool(name), input, output, [], { ...(error ? { error } : {}), metadata: { ...st.tm(c, name, id), duration_ms: c.ms() } }); },
    retr: (name, query, docs) => span('retriever', name, { query }, { documents: docs }, [], { metadata: { top_k: docs.length } }),
    human: (name, question, answer) => span('tool', name, { question }, answer, [], { metadata: { kind: 'human_input', waited_s: c.int(4, 600) } }),
  };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
