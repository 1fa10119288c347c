// Deterministic helpers for the benchmark. No Math.random, no clock reads.
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
const p2 = (n) => String(n).padStart(2, '0');

export function makeRng(traceId) {
  const r = mulberry32(hashStr(traceId));
  // deterministic virtual clock, starts somewhere in 2024-2025
  let clock = Date.UTC(2024, 0, 1) + Math.floor(r() * 500) * 86400000 + Math.floor(r() * 86400000);
  const R = {
    f: r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    uuid: () => { const h = R.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (minMs = 200, maxMs = 4000) => { clock += R.int(minMs, maxMs); return clock; },
    now: () => clock,
    iso: () => new Date(R.tick()).toISOString(),
    isoMicro: () => new Date(R.tick()).toISOString().replace('Z', String(R.int(0, 999)).padStart(3, '0') + '+00:00'),
    httpDate: () => { const d = new Date(R.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(R.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(R.tick() / 1000),
    epochMs: () => R.tick(),
    euDate: () => { const d = new Date(R.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    dur: () => `${(r() * 3 + 0.05).toFixed(2)}s`,
    ms: (a = 8, b = 2400) => R.int(a, b),
    reqId: (prefix = 'req_') => prefix + R.b62(20),
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    etag: () => `W/"${R.hex(8)}-${R.hex(12)}"`,
    sha: (n = 40) => R.hex(n),
    tmp: (stem = 'tmp') => `/tmp/${stem}-${R.b62(8).toLowerCase()}`,
    host: (prefix) => `${prefix}-${R.int(1, 9)}${R.pick(['a', 'b', 'c'])}.${R.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${R.hex(10).slice(0, 9)}-${R.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}-${R.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ k: R.int(1, 1e6), t: R.epoch() })).toString('base64'),
    addr: () => '0x7f' + R.hex(10),
    pid: () => R.int(1200, 65000),
  };
  return R;
}

// ---------- generic span ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// ---------- recording styles ----------
// A style adapter turns a generic llm turn ({text, calls:[{name,args}]}) and tool call into spans
// the way a given tracer/framework records them.
export function recorder(style, R, model = 'gpt-4o-2024-08-06') {
  let callN = 0;
  const cid = () => {
    callN++;
    switch (style) {
      case 'anthropic': case 'claude_agent_sdk': return 'toolu_01' + R.b62(22);
      case 'responses': case 'openai_agents': return 'call_' + R.b62(24);
      case 'gemini': case 'adk': return undefined;
      default: return 'call_' + R.b62(24);
    }
  };
  const usage = () => ({ in: R.int(400, 9000), out: R.int(20, 600) });
  function llmOut(turn, ids) {
    const calls = turn.calls || [];
    const text = turn.text ?? null;
    switch (style) {
      case 'anthropic': case 'claude_agent_sdk': {
        const content = [];
        if (turn.thinking) content.push({ type: 'thinking', thinking: turn.thinking, signature: R.b62(24) });
        if (text) content.push({ type: 'text', text });
        calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c.name, input: c.args }));
        const u = usage();
        return { id: 'msg_01' + R.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: R.int(0, 4000) } };
      }
      case 'gemini': case 'adk': {
        const parts = [];
        if (turn.thinking) parts.push({ text: turn.thinking, thought: true });
        if (text) parts.push({ text });
        calls.forEach((c) => parts.push({ functionCall: { name: c.name, args: c.args } }));
        const u = usage();
        return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: model, responseId: R.b62(22) };
      }
      case 'responses': case 'openai_agents': {
        const output = [];
        if (turn.thinking) output.push({ type: 'reasoning', id: 'rs_' + R.hex(24), summary: [{ type: 'summary_text', text: turn.thinking }] });
        if (text) output.push({ type: 'message', id: 'msg_' + R.hex(24), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
        calls.forEach((c, i) => output.push({ type: 'function_call', id: 'fc_' + R.hex(24), call_id: ids[i], name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }));
        const u = usage();
        return { id: 'resp_' + R.hex(32), object: 'response', status: 'completed', model, output, usage: { input_tokens: u.in, output_tokens: u.out } };
      }
      case 'vercel': {
        const u = usage();
        return { text: text || '', toolCalls: calls.map((c, i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: u.in, completionTokens: u.out } };
      }
      case 'smolagents': {
        // code agent: the model writes Thought + code
        return text;
      }
      case 'dspy': {
        return { reasoning: turn.thinking || '', next_thought: text, next_tool_name: calls[0]?.name || 'finish', next_tool_args: calls[0]?.args || {} };
      }
      default: {
        const msg = { role: 'assistant', content: text };
        if (turn.thinking) msg.reasoning_content = turn.thinking;
        if (calls.length) msg.tool_calls = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
        return msg;
      }
    }
  }
  const llmMeta = (inputMsgs) => {
    const u = usage();
    switch (style) {
      case 'otel_genai': return { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.model': model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.response.id': 'chatcmpl-' + R.b62(29), 'gen_ai.response.finish_reasons': ['stop'] };
      case 'openinference': {
        const m = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out };
        (inputMsgs || []).forEach((x, i) => { m[`llm.input_messages.${i}.message.role`] = x.role; m[`llm.input_messages.${i}.message.content`] = typeof x.content === 'string' ? x.content.slice(0, 300) : JSON.stringify(x.content).slice(0, 300); });
        return m;
      }
      case 'vercel': return { 'ai.operationId': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.id': 'chatcmpl-' + R.b62(29), 'ai.response.timestamp': R.iso() };
      case 'langsmith': return { run_type: 'llm', ls_provider: 'openai', ls_model_name: model, run_id: R.uuid(), ls_temperature: 0 };
      case 'langfuse': return { langfuse_type: 'GENERATION', observation_id: R.uuid(), model, usage: { input: u.in, output: u.out, unit: 'TOKENS' }, latency_ms: R.ms(300, 9000) };
      case 'pydantic_ai': return { 'logfire.span_type': 'span', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'logfire.msg': `chat ${model}` };
      case 'mlflow': return { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + R.hex(32), 'mlflow.chat.tokenUsage': { input_tokens: u.in, output_tokens: u.out } };
      case 'weave': return { op_name: `weave:///k1-proj/op/openai.chat.completions.create:${R.b62(10)}`, call_id: R.uuid(), summary: { usage: { [model]: { prompt_tokens: u.in, completion_tokens: u.out, requests: 1 } } } };
      case 'strands': return { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'gen_ai.event.cycle_id': R.uuid(), 'gen_ai.usage.prompt_tokens': u.in };
      case 'crewai': return { crew_agent_role: 'Specialist', llm: model, tokens: u.in + u.out };
      case 'autogen': return { 'autogen.message_type': 'AssistantMessage', model, prompt_tokens: u.in, completion_tokens: u.out };
      case 'agno': return { 'agno.run_id': R.uuid(), 'agno.session_id': R.uuid(), model, 'metrics.time_to_first_token': +(R.f() * 2).toFixed(3) };
      case 'haystack': return { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm', 'haystack.component.visits': callN + 1 };
      case 'smolagents': return { 'smolagents.step_number': callN + 1, model_id: model, input_token_count: u.in, output_token_count: u.out };
      case 'dspy': return { 'dspy.module': 'ReAct', 'dspy.signature': 'goal -> answer', lm: 'openai/' + model };
      default: return { model, prompt_tokens: u.in, completion_tokens: u.out };
    }
  };
  const llmName = () => ({
    vercel: 'ai.generateText.doGenerate', otel_genai: `chat ${model}`, openinference: 'ChatCompletion', langsmith: 'ChatOpenAI',
    anthropic: 'messages.create', claude_agent_sdk: 'assistant', gemini: `models/${model}:generateContent`, adk: 'call_llm',
    responses: 'responses.create', openai_agents: 'Generation', langfuse: 'generation', pydantic_ai: `chat ${model}`, mlflow: 'ChatOpenAI',
    weave: 'openai.chat.completions.create', strands: 'chat', crewai: 'LLM Call', autogen: 'OpenAIChatCompletionClient.create', agno: 'OpenAIChat.response',
    haystack: 'haystack.component.run', smolagents: 'LiteLLMModel.generate', dspy: 'LM.__call__',
  }[style] || 'chat.completions.create');
  const toolName = (n) => ({ vercel: 'ai.toolCall', otel_genai: `execute_tool ${n}`, pydantic_ai: 'running tool', openai_agents: 'function', adk: `execute_tool ${n}`, strands: `execute_tool ${n}`, crewai: `Tool Usage: ${n}`, haystack: 'haystack.component.run' }[style] || n);
  const toolMeta = (n, id) => {
    switch (style) {
      case 'vercel': return { 'ai.toolCall.name': n, 'ai.toolCall.id': id };
      case 'otel_genai': case 'adk': case 'strands': return { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id || 'adk-' + R.uuid() };
      case 'openinference': return { 'openinference.span.kind': 'TOOL', 'tool.name': n };
      case 'langsmith': return { run_type: 'tool', run_id: R.uuid() };
      case 'langfuse': return { langfuse_type: 'SPAN', observation_id: R.uuid() };
      case 'pydantic_ai': return { gen_ai_tool_name: n, gen_ai_tool_call_id: id };
      case 'mlflow': return { 'mlflow.spanType': 'TOOL' };
      case 'haystack': return { 'haystack.component.type': 'ToolInvoker', 'haystack.tool.name': n };
      case 'openai_agents': return { 'span_data.type': 'function', 'span_data.name': n };
      case 'weave': return { op_name: `weave:///k1-proj/op/${n}:${R.b62(10)}`, call_id: R.uuid() };
      default: return id ? { tool_call_id: id } : undefined;
    }
  };
  const api = {
    style, R, model,
    // turn: {text, thinking, calls:[{name,args}]}; msgs: input messages or prompt
    llm(msgs, turn, extraMeta) {
      const ids = (turn.calls || []).map(() => cid());
      R.tick(600, 9000);
      const meta = { ...llmMeta(Array.isArray(msgs) ? msgs : null), ...(extraMeta || {}) };
      const s = span('llm', llmName(), msgs, llmOut(turn, ids), [], { metadata: meta });
      s._ids = ids;
      return s;
    },
    tool(name, args, output, opts = {}) {
      R.tick(50, 3000);
      const id = opts.id;
      let input = args;
      if (style === 'vercel') input = { toolCallId: id, toolName: name, args };
      else if (style === 'gemini' || style === 'adk') input = { functionCall: { name, args } };
      else if (style === 'openai_agents') input = JSON.stringify(args);
      let out = output;
      if (style === 'gemini' || style === 'adk') out = { functionResponse: { name, response: typeof output === 'object' && output !== null ? output : { result: output } } };
      if (style === 'anthropic' || style === 'claude_agent_sdk') out = { type: 'tool_result', tool_use_id: id, content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!opts.error };
      const md = { ...(toolMeta(name, id) || {}), ...(opts.metadata || {}) };
      return span(opts.type || 'tool', toolName(name), input, out, opts.children || [], { error: opts.error, metadata: Object.keys(md).length ? md : undefined });
    },
    agent(name, input, output, children, meta) {
      const base = {
        vercel: { 'ai.operationId': 'ai.generateText', 'ai.model.id': model, 'ai.settings.maxSteps': 40 },
        otel_genai: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'gen_ai.conversation.id': R.uuid() },
        openinference: { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid() },
        langsmith: { run_type: 'chain', langgraph_node: 'agent', thread_id: R.uuid() },
        openai_agents: { 'span_data.type': 'agent', trace_id: 'trace_' + R.hex(32), group_id: null },
        claude_agent_sdk: { session_id: R.uuid(), permission_mode: 'acceptEdits', cwd: '/home/agent/work' },
        adk: { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), 'gcp.vertex.agent.session_id': R.uuid() },
        langfuse: { langfuse_type: 'TRACE', trace_id: R.hex(32), release: 'v' + R.int(1, 4) + '.' + R.int(0, 20) },
        pydantic_ai: { 'logfire.msg': `${name} run`, agent_name: name },
        mlflow: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + R.hex(32) },
        weave: { op_name: `weave:///k1-proj/op/${name}.invoke:${R.b62(10)}`, trace_id: R.uuid() },
        strands: { 'gen_ai.agent.name': name, 'gen_ai.system': 'strands-agents', 'event_loop.cycle_count': children.length },
        crewai: { crew_id: R.uuid(), process: 'sequential' },
        autogen: { runtime: 'SingleThreadedAgentRuntime', team: 'RoundRobinGroupChat' },
        agno: { framework: 'agno', 'agno.agent_id': R.uuid(), note: 'Agno (formerly Phidata) run recording' },
        haystack: { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.agent': true },
        smolagents: { agent_type: 'CodeAgent', max_steps: 20 },
        dspy: { program: 'dspy.ReAct', max_iters: 20 },
        anthropic: { recorder: 'anthropic-messages-log', api_version: '2023-06-01' },
        gemini: { recorder: 'gemini-function-calling-log', api: 'v1beta' },
        responses: { recorder: 'responses-api-log' },
        plain: { recorder: 'message-level' },
      }[style] || {};
      return span('agent', name, input, output, children, { metadata: { style, ...base, ...(meta || {}) } });
    },
  };
  return api;
}

export function sys(text) { return { role: 'system', content: text }; }
export function user(text) { return { role: 'user', content: text }; }
export function toolMsg(content) { return { role: 'tool', content: typeof content === 'string' ? content : JSON.stringify(content) }; }
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// One model turn plus the tool executions it requested.
// results: array of output values or {__error: msg, output} objects, one per call.
// nest=true records tool spans as children of the llm span (as some SDKs do); otherwise siblings.
export function step(S, msgs, turn, results = [], nest = false) {
  const l = S.llm(msgs, turn);
  const tools = (turn.calls || []).map((c, i) => {
    const r = results[i];
    if (r && typeof r === 'object' && r.__error !== undefined) return S.tool(c.name, c.args, r.output ?? { error: r.__error }, { id: l._ids[i], error: r.__error });
    return S.tool(c.name, c.args, r, { id: l._ids[i] });
  });
  if (nest) { l.children = tools; return [l]; }
  return [l, ...tools];
}
export const ERR = (msg, output) => ({ __error: msg, output });
export function clean(o) {
  return JSON.parse(JSON.stringify(o, (k, v) => (k.startsWith('_') ? undefined : v)));
}
