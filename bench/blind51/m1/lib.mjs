// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
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
const pad = (n, w = 2) => String(n).padStart(w, '0');
export function makeRng(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed base instant derived from the seed (between 2024-03-01 and 2025-02-28)
  let now = Date.UTC(2024, 2, 1) + Math.floor(rnd() * 364) * 86400000 + Math.floor(rnd() * 86400000);
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * 62)]; return s; },
    tick: (minMs = 200, maxMs = 4000) => { now += minMs + Math.floor(rnd() * (maxMs - minMs)); return now; },
    now: () => now,
  };
  r.uuid = () => { const h = r.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; };
  r.reqId = (p = 'req_') => p + r.b62(24);
  r.traceId = () => r.hex(32);
  r.spanId = () => r.hex(16);
  r.sha = () => r.hex(40);
  r.sha256 = () => r.hex(64);
  r.etag = () => `W/"${r.hex(8)}-${r.hex(12)}"`;
  r.iso = (ms = r.tick()) => new Date(ms).toISOString();
  r.isoNoMs = (ms = r.tick()) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
  r.isoOffset = (ms = r.tick(), offH = 2) => { const d = new Date(ms + offH * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + (offH >= 0 ? '+' : '-') + pad(Math.abs(offH)) + ':00'; };
  r.httpDate = (ms = r.tick()) => new Date(ms).toUTCString();
  r.epoch = (ms = r.tick()) => Math.floor(ms / 1000);
  r.epochMs = (ms = r.tick()) => ms;
  r.pyLog = (ms = r.tick()) => { const d = new Date(ms); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}`; };
  r.syslog = (ms = r.tick()) => { const d = new Date(ms); const m = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getUTCMonth()]; return `${m} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; };
  r.usDate = (ms = r.tick()) => { const d = new Date(ms); return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${d.getUTCHours() % 12 || 12}:${pad(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
  r.dur = () => `${(r.f() * 3 + 0.05).toFixed(2)}s`;
  r.ms = () => r.int(18, 2400);
  r.tmp = (pre = 'tmp') => `/tmp/${pre}${r.b62(8)}`;
  r.host = (pfx) => `${pfx}-${r.int(1, 9)}${r.pick(['a', 'b', 'c'])}.${r.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`;
  r.pod = (pfx) => `${pfx}-${r.hex(10)}-${r.b62(5).toLowerCase()}`;
  r.jobId = (p = 'job') => `${p}-${r.int(100000, 999999)}`;
  r.addr = () => `0x7f${r.hex(10)}`;
  r.cursor = () => Buffer.from(JSON.stringify({ k: r.hex(6), ts: r.epoch() })).toString('base64');
  r.tokens = () => ({ input_tokens: r.int(400, 9000), output_tokens: r.int(20, 700) });
  return r;
}

let seq = 0;
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Style-bound builders. style decides how llm outputs / tool spans are recorded.
const MODELS = {
  openai: 'gpt-4o-2024-08-06', responses: 'gpt-4.1-2025-04-14', anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514',
  gemini: 'gemini-1.5-pro-002', adk: 'gemini-2.0-flash', vercel: 'gpt-4o-mini', otel: 'gpt-4o', langsmith: 'gpt-4o', crewai: 'gpt-4o-mini',
  autogen: 'gpt-4o', llamaindex: 'gpt-4-turbo', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic: 'openai:gpt-4o', openinference: 'gpt-4o-mini',
  mlflow: 'databricks-meta-llama-3-1-70b-instruct', weave: 'gpt-4o', langfuse: 'claude-3-5-haiku-20241022', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
  bedrock: 'anthropic.claude-3-sonnet-20240229-v1:0', openhands: 'claude-3-5-sonnet-20241022', sweagent: 'gpt-4o', mastra: 'gpt-4o-mini', agno: 'gpt-4o',
  semantic_kernel: 'gpt-4o', haystack: 'gpt-4o-mini', dspy: 'openai/gpt-4o-mini', plain: 'gpt-4o', inspect: 'anthropic/claude-3-5-sonnet-latest',
  letta: 'gpt-4o-mini', agentops: 'gpt-4o',
};
export function styled(style, r) {
  const model = MODELS[style] || 'gpt-4o';
  const callId = () => style === 'anthropic' || style === 'claude_sdk' ? 'toolu_01' + r.b62(22) : style === 'gemini' || style === 'adk' ? undefined : 'call_' + r.b62(24);
  function llmOutput(text, calls) {
    calls = calls || [];
    switch (style) {
      case 'anthropic': case 'claude_sdk': case 'strands': case 'bedrock': case 'langfuse':
        return { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', model, stop_reason: calls.length ? 'tool_use' : 'end_turn',
          content: [...(text ? [{ type: 'text', text }] : []), ...calls.map(c => ({ type: 'tool_use', id: callId() || 'toolu_01' + r.b62(22), name: c.name, input: c.args }))],
          usage: r.tokens() };
      case 'gemini': case 'adk':
        return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map(c => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }],
          usageMetadata: { promptTokenCount: r.int(500, 8000), candidatesTokenCount: r.int(10, 600) }, modelVersion: model };
      case 'responses':
        return { id: 'resp_' + r.hex(40), object: 'response', model, status: 'completed',
          output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map(c => ({ type: 'function_call', call_id: callId(), name: c.name, arguments: JSON.stringify(c.args) }))] };
      case 'vercel':
        return { text: text || '', toolCalls: calls.map(c => ({ toolCallType: 'function', toolCallId: callId(), toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      case 'smolagents':
        return text; // smolagents records raw model text (Thought/Code)
      default:
        return { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map(c => ({ id: callId(), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
    }
  }
  function llmMeta(messages) {
    const t = r.tokens();
    switch (style) {
      case 'openinference': {
        const m = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': t.input_tokens, 'llm.token_count.completion': t.output_tokens };
        (Array.isArray(messages) ? messages : []).forEach((x, i) => { m[`llm.input_messages.${i}.message.role`] = x.role; m[`llm.input_messages.${i}.message.content`] = typeof x.content === 'string' ? x.content : JSON.stringify(x.content); });
        return m; }
      case 'otel': case 'agno': return { 'gen_ai.system': 'openai', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.usage.input_tokens': t.input_tokens, 'gen_ai.usage.output_tokens': t.output_tokens, 'otel.trace_id': r.traceId(), 'otel.span_id': r.spanId() };
      case 'vercel': return { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.operationId': 'ai.generateText.doGenerate', 'ai.usage.promptTokens': t.input_tokens, 'ai.usage.completionTokens': t.output_tokens, 'ai.response.id': 'chatcmpl-' + r.b62(29), 'ai.response.timestamp': r.iso() };
      case 'langsmith': return { run_type: 'llm', ls_provider: 'openai', ls_model_name: model, run_id: r.uuid(), start_time: r.iso(), 'langgraph_step': r.int(1, 20) };
      case 'mlflow': return { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + r.hex(32), model };
      case 'weave': return { op_name: `weave:///op/openai.chat.completions.create:${r.b62(10)}`, call_id: r.uuid(), model };
      case 'pydantic': return { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model.replace('openai:', '')}`, 'gen_ai.request.model': model.replace('openai:', ''), 'gen_ai.usage.input_tokens': t.input_tokens };
      case 'langfuse': return { observationType: 'GENERATION', model, usage: { input: t.input_tokens, output: t.output_tokens, unit: 'TOKENS' }, langfuseObservationId: r.uuid() };
      case 'strands': return { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'event_loop.cycle_id': r.uuid() };
      case 'inspect': return { event: 'model', model, call_cache: false, working_start: Number((r.f() * 100).toFixed(3)) };
      case 'adk': return { 'gcp.vertex.agent.llm_request_model': model, 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid(), 'gcp.vertex.agent.event_id': r.uuid() };
      default: return { model, usage: t, request_id: r.reqId(style === 'anthropic' || style === 'claude_sdk' ? 'req_011C' : 'req_') };
    }
  }
  const llmName = { vercel: 'ai.generateText.doGenerate', otel: `chat ${model}`, agno: `OpenAIChat.response`, openinference: 'ChatCompletion', langsmith: 'ChatOpenAI', mlflow: 'ChatDatabricks', weave: 'openai.chat.completions.create',
    pydantic: `chat ${model.replace('openai:', '')}`, langfuse: 'anthropic.messages.create', anthropic: 'anthropic.messages.create', claude_sdk: 'assistant', gemini: 'models.generateContent', adk: 'call_llm',
    responses: 'responses.create', crewai: 'LLM Call', autogen: 'OpenAIChatCompletionClient.create', llamaindex: 'OpenAI.chat', smolagents: 'LiteLLMModel.__call__', strands: 'Model invoke', bedrock: 'InvokeModel',
    openhands: 'LLM.completion', sweagent: 'query_model', mastra: 'llm.generate', semantic_kernel: 'chat.completions gpt-4o', haystack: 'OpenAIChatGenerator.run', dspy: 'LM.__call__', plain: 'chat.completions', inspect: 'generate', letta: 'llm_call', agentops: 'openai.chat' };
  const toolName = (n) => ({ vercel: `ai.toolCall ${n}`, otel: `execute_tool ${n}`, agno: `FunctionCall.execute ${n}`, openinference: n, langsmith: n, crewai: `Tool Usage: ${n}`, autogen: `execute_tool ${n}`, adk: `execute_tool ${n}`, semantic_kernel: `execute_tool ${n}`, strands: `Tool: ${n}`, pydantic: `running tool: ${n}` }[style] || n);
  const toolMeta = (n, id) => {
    switch (style) {
      case 'openinference': return { 'openinference.span.kind': 'TOOL', 'tool.name': n };
      case 'vercel': return { 'ai.toolCall.name': n, 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' };
      case 'otel': case 'agno': case 'adk': case 'semantic_kernel': case 'autogen': return { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id || r.b62(12) };
      case 'langsmith': return { run_type: 'tool', run_id: r.uuid() };
      case 'mlflow': return { 'mlflow.spanType': 'TOOL' };
      case 'langfuse': return { observationType: 'SPAN', langfuseObservationId: r.uuid() };
      case 'strands': return { 'gen_ai.tool.name': n, 'tool.status': 'success' };
      default: return undefined;
    }
  };
  const S = {
    style, model,
    llm(messages, text, calls, extraMeta) {
      const meta = { ...llmMeta(messages), ...(extraMeta || {}) };
      return span('llm', llmName[style] || 'llm', style === 'smolagents' || style === 'dspy' ? (Array.isArray(messages) ? { messages } : messages) : { model, messages }, llmOutput(text, calls), [], { metadata: meta });
    },
    tool(name, args, output, opts = {}) {
      const id = callId();
      const m = toolMeta(name, id);
      const meta = opts.meta || m ? { ...(m || {}), ...(opts.meta || {}) } : undefined;
      return span(opts.type || 'tool', toolName(name), opts.rawArgs ? JSON.stringify(args) : args, output, opts.children || [], { error: opts.error, metadata: meta });
    },
    agent(name, input, output, children, meta) { return span('agent', name, input, output, children, { metadata: meta }); },
    chain(name, input, output, children, meta) { return span('chain', name, input, output, children, { metadata: meta }); },
  };
  return S;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
