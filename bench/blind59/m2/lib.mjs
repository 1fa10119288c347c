// Deterministic helpers + span builders for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
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
const p2 = (x) => String(x).padStart(2, '0');

// Noise source seeded from the trace id. Keeps a fake clock that only moves forward.
export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 27), 6 + Math.floor(rnd() * 12), Math.floor(rnd() * 60), Math.floor(rnd() * 60)) + Math.floor(rnd() * 1000);
  const n = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (len) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < len; i++) s += A[Math.floor(rnd() * 62)]; return s; },
    tick: (sec = 1) => { clock += Math.floor(sec * 1000 * (0.6 + rnd() * 0.8)); return clock; },
    now: () => clock,
  };
  n.uuid = () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${'89ab'[n.int(0, 3)]}${n.hex(3)}-${n.hex(12)}`;
  n.iso = (sec = 2) => new Date(n.tick(sec)).toISOString();
  n.isoNoMs = (sec = 2) => new Date(n.tick(sec)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  n.isoOffset = (sec = 2, off = '+02:00') => { const d = new Date(n.tick(sec) + 2 * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + off; };
  n.http = (sec = 2) => { const d = new Date(n.tick(sec)); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  n.epoch = (sec = 2) => Math.floor(n.tick(sec) / 1000);
  n.epochMs = (sec = 2) => n.tick(sec);
  n.syslog = (sec = 2) => { const d = new Date(n.tick(sec)); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  n.euDate = (sec = 2) => { const d = new Date(n.tick(sec)); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  n.usDate = (sec = 2) => { const d = new Date(n.tick(sec)); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; };
  n.ms = (a = 20, b = 900) => n.int(a, b);
  n.dur = (a = 20, b = 2500) => { const v = n.int(a, b); return v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v}ms`; };
  n.req = (prefix = 'req_') => prefix + n.b62(20);
  n.traceparent = () => `00-${n.hex(32)}-${n.hex(16)}-01`;
  n.sha = (len = 40) => n.hex(len);
  n.etag = () => `W/"${n.hex(8)}-${n.b62(10)}"`;
  n.tmp = (ext = '') => `/tmp/tmp${n.b62(8).toLowerCase()}${ext}`;
  n.job = (prefix = 'job-') => `${prefix}${n.int(100000, 999999)}`;
  n.host = (prefix = 'api') => `${prefix}-${n.hex(4)}.${n.pick(['eu-west-1', 'eu-north-1', 'us-east-2', 'ap-southeast-2'])}.internal`;
  n.pod = (prefix = 'worker') => `${prefix}-${n.hex(10)}-${n.b62(5).toLowerCase()}`;
  n.cursor = () => Buffer.from(JSON.stringify({ o: n.int(1, 9999), t: n.hex(6) })).toString('base64').replace(/=+$/, '');
  n.rate = (limit = 600) => { const rem = n.int(Math.floor(limit / 3), limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(n.int(5, 60)) }; };
  n.ver = () => `${n.int(1, 4)}.${n.int(0, 30)}.${n.int(0, 9)}`;
  n.build = () => `${n.int(2024, 2025)}${p2(n.int(1, 12))}${p2(n.int(1, 28))}.${n.int(1, 40)}`;
  n.lsn = () => `${n.hex(1).toUpperCase()}/${n.hex(8).toUpperCase()}`;
  n.seq = (() => { let s = 1000 + Math.floor(rnd() * 9000); return () => (s += 1 + Math.floor(rnd() * 7)); })();
  n.headers = (extra = {}) => ({ date: n.http(1), 'x-request-id': n.uuid(), server: n.pick(['nginx/1.25.3', 'envoy', 'cloudflare', 'Caddy']), ...extra });
  n.callId = (style) => style === 'anthropic' || style === 'claude_sdk' ? 'toolu_01' + n.b62(22) : style === 'gemini' ? undefined : 'call_' + n.b62(24);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Rendering a scenario (sequence of steps) into the span tree of a given recording style.
// A step: { t: "model text", c: [ {n: toolName, a: args, o: output, e: "error", str: argsAsJsonString} ], r: "reasoning" }
//         { sub: { agent, task, steps } }   nested agent (sub-agent / self-delegation)
// ---------------------------------------------------------------------------------------------

const STYLE_NAMES = {
  plain: { root: (a) => a, llm: () => 'chat.completions.create', tool: (t) => t },
  vercel: { root: () => 'ai.generateText', llm: () => 'ai.generateText.doGenerate', tool: () => 'ai.toolCall' },
  otel: { root: (a) => `invoke_agent ${a}`, llm: (m) => `chat ${m}`, tool: (t) => `execute_tool ${t}` },
  langgraph: { root: () => 'LangGraph', llm: () => 'ChatOpenAI', tool: (t) => t },
  openai_agents: { root: (a) => a, llm: () => 'POST /v1/responses', tool: (t) => t },
  anthropic: { root: (a) => a, llm: () => 'messages.create', tool: (t) => t },
  claude_sdk: { root: () => 'claude_agent_sdk.query', llm: () => 'assistant', tool: (t) => t },
  crewai: { root: (a) => `Crew: ${a}`, llm: () => 'LLM.call', tool: (t) => `Tool Usage: ${t}` },
  smolagents: { root: () => 'CodeAgent.run', llm: () => 'LiteLLMModel.generate', tool: (t) => t },
  gemini: { root: (a) => a, llm: (m) => `models/${m}:generateContent`, tool: (t) => t },
  openinference: { root: (a) => a, llm: () => 'ChatCompletion', tool: (t) => t },
  agno: { root: () => 'Agent.run', llm: () => 'OpenAIChat.response', tool: (t) => `FunctionCall.execute:${t}` },
  pydantic: { root: () => 'agent run', llm: (m) => `chat ${m}`, tool: (t) => `running tool: ${t}` },
  autogen: { root: () => 'autogen.run_stream', llm: () => 'OpenAIChatCompletionClient.create', tool: (t) => t },
  adk: { root: (a) => `invoke_agent ${a}`, llm: () => 'call_llm', tool: (t) => `execute_tool ${t}` },
  mastra: { root: (a) => `agent.${a}`, llm: () => 'llm.stream', tool: (t) => `tool.${t}` },
};
export const STYLES = Object.keys(STYLE_NAMES);

function llmOutput(style, text, calls, n, model, reasoning) {
  const withIds = calls.map((c) => ({ ...c, id: c.id || n.callId(style) }));
  let out;
  switch (style) {
    case 'vercel':
      out = { text: text || '', toolCalls: withIds.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.n, args: JSON.stringify(c.a) })), finishReason: withIds.length ? 'tool-calls' : 'stop' };
      break;
    case 'anthropic': case 'claude_sdk':
      out = { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model, content: [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: n.b62(32) }] : []), ...(text ? [{ type: 'text', text }] : []), ...withIds.map((c) => ({ type: 'tool_use', id: c.id, name: c.n, input: c.a }))], stop_reason: withIds.length ? 'tool_use' : 'end_turn', usage: { input_tokens: n.int(800, 9000), output_tokens: n.int(30, 400) } };
      break;
    case 'gemini':
      out = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...withIds.map((c) => ({ functionCall: { name: c.n, args: c.a } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(600, 7000), candidatesTokenCount: n.int(20, 300) }, modelVersion: model, responseId: n.b62(22) };
      break;
    case 'openai_agents':
      out = { id: 'resp_' + n.hex(48), object: 'response', status: 'completed', output: [...(reasoning ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...withIds.map((c) => ({ type: 'function_call', call_id: c.id, name: c.n, arguments: JSON.stringify(c.a) }))] };
      break;
    case 'smolagents':
      out = text; // smolagents records the raw model text (Thought + Code)
      break;
    case 'crewai':
      out = text + (withIds.length ? `\nAction: ${withIds[0].n}\nAction Input: ${JSON.stringify(withIds[0].a)}` : '');
      break;
    default:
      out = { role: 'assistant', content: text || null, ...(withIds.length ? { tool_calls: withIds.map((c) => ({ id: c.id, type: 'function', function: { name: c.n, arguments: JSON.stringify(c.a) } })) } : {}) };
      if (reasoning) out.reasoning_content = reasoning;
  }
  return { out, withIds };
}

function toolSpan(style, c, n, stepNo) {
  const args = c.str ? JSON.stringify(c.a) : c.a;
  let output = c.o;
  if (style === 'gemini' && !c.e) output = { functionResponse: { name: c.n, response: typeof c.o === 'object' && c.o !== null && !Array.isArray(c.o) ? c.o : { result: c.o } } };
  if ((style === 'anthropic' || style === 'claude_sdk') && !c.e) output = { type: 'tool_result', tool_use_id: c.id, content: typeof c.o === 'string' ? c.o : JSON.stringify(c.o) };
  const span = { type: c.type || 'tool', name: STYLE_NAMES[style].tool(c.n), input: args, output: c.e ? (c.o ?? null) : output, children: [] };
  if (c.e) span.error = c.e;
  const md = {};
  if (style === 'vercel') Object.assign(md, { 'ai.toolCall.name': c.n, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' });
  if (style === 'otel' || style === 'adk') Object.assign(md, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.n, 'gen_ai.tool.call.id': c.id || null });
  if (style === 'openinference') Object.assign(md, { 'openinference.span.kind': c.type === 'retriever' ? 'RETRIEVER' : 'TOOL', 'tool.name': c.n, 'tool.parameters': JSON.stringify(c.a) });
  if (style === 'langgraph') Object.assign(md, { langgraph_node: 'tools', langgraph_step: stepNo, ls_run_type: 'tool' });
  if (style === 'openai_agents') Object.assign(md, { span_data: { type: 'function', name: c.n } });
  if (style === 'pydantic') Object.assign(md, { 'logfire.msg': `running tool: ${c.n}`, 'gen_ai.tool.call.id': c.id });
  if (style === 'agno') Object.assign(md, { tool_call_id: c.id, tool_call_error: !!c.e });
  if (style === 'mastra') Object.assign(md, { toolCallId: c.id, 'mastra.tool.type': 'tool' });
  if (c.md) Object.assign(md, c.md);
  if (Object.keys(md).length) span.metadata = md;
  return span;
}

function llmMetadata(style, model, n, msgs, stepNo) {
  const inTok = n.int(500, 12000), outTok = n.int(20, 600);
  switch (style) {
    case 'vercel': return { 'ai.model.id': model, 'ai.model.provider': model.startsWith('claude') ? 'anthropic.messages' : 'openai.chat', 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'ai.response.id': n.uuid(), 'operation.name': 'ai.generateText.doGenerate' };
    case 'otel': case 'adk': return { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.model': model + '-' + n.pick(['2024-08-06', '2025-04-14', 'latest']), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.id': 'chatcmpl-' + n.b62(24) };
    case 'openinference': {
      const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok };
      msgs.slice(-4).forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); });
      return md;
    }
    case 'langgraph': return { ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: stepNo, thread_id: n.uuid() };
    case 'pydantic': return { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': inTok };
    case 'agno': return { model, provider: 'OpenAI', metrics: { input_tokens: inTok, output_tokens: outTok, time: +(n.rnd() * 4 + 0.3).toFixed(3) } };
    case 'crewai': return { model, 'crewai.llm.call_type': 'llm_call' };
    case 'smolagents': return { model_id: model, step_number: stepNo, input_token_count: inTok, output_token_count: outTok };
    case 'autogen': return { model, 'autogen.agent': 'assistant', prompt_tokens: inTok, completion_tokens: outTok };
    case 'mastra': return { 'mastra.model': model, usage: { promptTokens: inTok, completionTokens: outTok } };
    default: return { model, usage: { prompt_tokens: inTok, completion_tokens: outTok }, latency_ms: n.int(300, 9000) };
  }
}

function textOfCall(c) { return typeof c.o === 'string' ? c.o.slice(0, 400) : JSON.stringify(c.o ?? { error: c.e }).slice(0, 400); }

// Render a list of steps into children of `parent`; msgs is the running chat history.
function renderSteps(style, steps, parent, ctx) {
  for (const st of steps) {
    if (st.sub) {
      const sub = st.sub;
      const subSpan = { type: 'agent', name: style === 'crewai' ? `Agent: ${sub.agent}` : style === 'openai_agents' ? `Agent: ${sub.agent}` : sub.agent, input: sub.input ?? { task: sub.task }, output: sub.output ?? null, children: [] };
      if (sub.md) subSpan.metadata = sub.md;
      if (sub.error) subSpan.error = sub.error;
      const subMsgs = [{ role: 'system', content: sub.system || `You are ${sub.agent}.` }, { role: 'user', content: sub.task }];
      renderSteps(style, sub.steps || [], subSpan, { ...ctx, msgs: subMsgs, model: sub.model || ctx.model });
      (st.under ? st.under : parent).children.push(subSpan);
      continue;
    }
    ctx.step = (ctx.step || 0) + 1;
    const n = ctx.n;
    const calls = st.c || [];
    const { out, withIds } = llmOutput(style, st.t, calls, n, ctx.model, st.r);
    let llmInput;
    if (style === 'smolagents' || style === 'crewai') llmInput = { prompt: ctx.msgs.map((m) => `${m.role.toUpperCase()}: ${typeof m.content === 'string' ? m.content : JSON.stringify(m.content)}`).slice(-5).join('\n\n') };
    else if (style === 'gemini') llmInput = { contents: ctx.msgs.slice(-6).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) };
    else llmInput = { messages: ctx.msgs.slice(-6).map((m) => ({ ...m })), ...(ctx.msgs.length > 6 ? { truncated_messages: ctx.msgs.length - 6 } : {}) };
    const llm = { type: 'llm', name: STYLE_NAMES[style].llm(ctx.model), input: llmInput, output: out, children: [], metadata: llmMetadata(style, ctx.model, n, ctx.msgs, ctx.step) };
    if (st.llmError) llm.error = st.llmError;
    ctx.msgs.push({ role: 'assistant', content: st.t || `[tool calls: ${withIds.map((c) => c.n).join(', ')}]` });
    const toolSpans = withIds.map((c) => toolSpan(style, c, n, ctx.step));
    withIds.forEach((c) => ctx.msgs.push({ role: 'tool', content: textOfCall(c) }));
    if (st.userReply) ctx.msgs.push({ role: 'user', content: st.userReply });
    if (style === 'langgraph') {
      const agentNode = { type: 'chain', name: 'agent', input: { messages: `[${ctx.msgs.length} messages]` }, output: { messages: [out] }, children: [llm], metadata: { langgraph_step: ctx.step, langgraph_node: 'agent' } };
      parent.children.push(agentNode);
      if (toolSpans.length) parent.children.push({ type: 'chain', name: 'tools', input: { tool_calls: withIds.map((c) => c.n) }, output: null, children: toolSpans, metadata: { langgraph_step: ctx.step + 0.5, langgraph_node: 'tools' } });
    } else if (style === 'smolagents') {
      parent.children.push({ type: 'chain', name: `Step ${ctx.step}`, input: { step_number: ctx.step }, output: toolSpans.length ? { observations: withIds.map(textOfCall).join('\n') } : { final_answer: st.t }, children: [llm, ...toolSpans] });
    } else if (style === 'crewai' || style === 'pydantic' || style === 'mastra') {
      llm.children.push(...toolSpans); // tools recorded nested under the llm/step span
      parent.children.push(llm);
    } else {
      parent.children.push(llm, ...toolSpans);
    }
  }
}

// Build a full root span for a scenario spec.
export function buildRoot(spec, n) {
  const style = spec.style;
  const model = spec.model || (style === 'anthropic' || style === 'claude_sdk' ? 'claude-sonnet-4-20250514' : style === 'gemini' || style === 'adk' ? 'gemini-2.5-flash' : 'gpt-4o');
  const agent = spec.agent || 'assistant';
  const root = { type: 'agent', name: STYLE_NAMES[style].root(agent), input: spec.rootInput ?? { input: spec.goal }, output: null, children: [], metadata: { ...(spec.rootMd || {}) } };
  const msgs = [{ role: 'system', content: spec.system || `You are ${agent}, an operations assistant. Use the tools provided.` }, { role: 'user', content: spec.goal }];
  const ctx = { n, model, msgs, step: 0 };
  renderSteps(style, spec.steps, root, ctx);
  root.output = spec.output ?? null;
  if (spec.rootError) root.error = spec.rootError;
  const md = root.metadata;
  if (style === 'otel' || style === 'adk') Object.assign(md, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agent, 'gen_ai.conversation.id': n.uuid() });
  if (style === 'openinference') Object.assign(md, { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid() });
  if (style === 'langgraph') Object.assign(md, { ls_run_type: 'chain', run_id: n.uuid(), thread_id: n.uuid(), recursion_limit: 25 });
  if (style === 'openai_agents') Object.assign(md, { trace_id: 'trace_' + n.hex(32), workflow_name: 'Agent workflow', span_data: { type: 'agent', name: agent, tools: spec.tools || [] } });
  if (style === 'vercel') Object.assign(md, { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': spec.maxSteps || 20, 'ai.telemetry.functionId': agent });
  if (style === 'agno') Object.assign(md, { agent_id: n.uuid(), session_id: n.uuid(), run_id: n.uuid(), framework: 'agno 1.7' });
  if (style === 'claude_sdk') Object.assign(md, { session_id: n.uuid(), permission_mode: 'acceptEdits', cwd: spec.cwd || '/srv/app', total_cost_usd: +(n.rnd() * 0.6).toFixed(4) });
  if (style === 'crewai') Object.assign(md, { crew_id: n.uuid(), process: 'sequential', agent_role: agent });
  if (style === 'smolagents') Object.assign(md, { max_steps: spec.maxSteps || 20, agent_type: 'CodeAgent' });
  if (style === 'autogen') Object.assign(md, { team: 'RoundRobinGroupChat', termination: 'MaxMessageTermination(30)' });
  if (style === 'pydantic') Object.assign(md, { 'logfire.msg': `${agent} run`, 'gen_ai.agent.name': agent });
  if (style === 'gemini') Object.assign(md, { api: 'generativelanguage.googleapis.com/v1beta', automatic_function_calling: false });
  if (style === 'mastra') Object.assign(md, { 'mastra.agent.name': agent, runId: n.uuid() });
  if (style === 'anthropic') Object.assign(md, { log: 'anthropic-messages', 'anthropic-version': '2023-06-01' });
  if (!Object.keys(md).length) delete root.metadata;
  return root;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// Make a row from a family name, index and scenario function.
export function makeRow(family, loop, idx, scen) {
  const trace_id = `${family}-${String(idx).padStart(2, '0')}`;
  const n = noise(trace_id);
  const spec = scen(n);
  const root = buildRoot(spec, n);
  return { row: { trace_id, family, isolates: spec.isolates, loop, stagnation: spec.stagnation, goal: spec.goal, root }, domain: spec.domain, style: spec.style };
}
