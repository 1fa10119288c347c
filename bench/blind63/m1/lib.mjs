// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export function makeRng(traceId) {
  const r = mulberry32(hashStr(traceId));
  // virtual clock: a fixed base per trace, advanced by the scenario
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 300 * 86400) * 1000;
  const R = {
    f: r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = R.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    reqId: (prefix = 'req_') => prefix + R.b62(20),
    callId: () => 'call_' + R.b62(24),
    toolUseId: () => 'toolu_01' + R.b62(22),
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    sha: (n = 40) => R.hex(n),
    etag: () => `W/"${R.hex(8)}-${R.hex(12)}"`,
    tick: (s = R.int(2, 40)) => { t += s * 1000 + R.int(0, 999); return t; },
    now: () => t,
    iso: () => new Date(R.tick()).toISOString(),
    isoLocal: (off = '+02:00') => { const d = new Date(R.tick() + (off.startsWith('+') ? 1 : -1) * (parseInt(off.slice(1, 3)) * 3600e3)); return d.toISOString().replace('Z', off).replace(/\.\d{3}/, ''); },
    httpDate: () => { const d = new Date(R.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: () => { const d = new Date(R.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslogTs: () => { const d = new Date(R.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(R.tick() / 1000),
    epochMs: () => R.tick(),
    ms: (a = 40, b = 900) => R.int(a, b),
    dur: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (stem = 'tmp') => `/tmp/${stem}-${R.b62(8).toLowerCase()}`,
    host: (prefix) => `${prefix}-${R.int(1, 9)}${R.pick(['a', 'b', 'c'])}.${R.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'fra1', 'ams3'])}.internal`,
    pod: (stem) => `${stem}-${R.hex(10).slice(0, 9)}-${R.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}-${R.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ k: R.hex(12), ts: R.epoch() })).toString('base64'),
    addr: () => '0x7f' + R.hex(10),
    pid: () => R.int(1200, 64000),
  };
  return R;
}

// ---------- span building ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const MODELS = {
  vercel: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', langsmith: 'gpt-4o', oai_agents: 'gpt-4.1', responses: 'o4-mini',
  anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', crewai: 'gpt-4o-mini', autogen: 'gpt-4o',
  llamaindex: 'gpt-4o-mini', semantic_kernel: 'gpt-4o', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', logfire: 'openai:gpt-4o',
  adk: 'gemini-2.0-flash', mastra: 'gpt-4o-mini', langfuse: 'claude-3-7-sonnet-20250219', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
  haystack: 'gpt-4o-mini', dspy: 'openai/gpt-4o-mini', letta: 'gpt-4o', bedrock: 'anthropic.claude-3-haiku-20240307-v1:0',
  openhands: 'claude-3-5-sonnet-20241022', sweagent: 'gpt-4o-2024-08-06', openinference: 'gpt-4o', mlflow: 'gpt-4o-mini',
  weave: 'gpt-4o', agentops: 'gpt-4o-mini', gemini: 'gemini-1.5-pro-002', inspect: 'openai/gpt-4o', langchain4j: 'gpt-4o-mini',
  spring_ai: 'gpt-4o', agno: 'gpt-4o', promptflow: 'gpt-4o-mini', plain: 'gpt-4o',
};
const FMT = {
  vercel: 'vercel', otel: 'openai', langsmith: 'langchain', oai_agents: 'responses', responses: 'responses', anthropic: 'anthropic',
  claude_sdk: 'claude_sdk', crewai: 'react', autogen: 'autogen', llamaindex: 'openai', semantic_kernel: 'openai', smolagents: 'react',
  logfire: 'openai', adk: 'gemini', mastra: 'vercel', langfuse: 'anthropic', strands: 'anthropic', haystack: 'openai', dspy: 'react',
  letta: 'openai', bedrock: 'bedrock', openhands: 'openai', sweagent: 'react', openinference: 'openai', mlflow: 'openai', weave: 'openai',
  agentops: 'openai', gemini: 'gemini', inspect: 'openai', langchain4j: 'openai', spring_ai: 'openai', agno: 'openai', promptflow: 'openai', plain: 'openai',
};
const LLM_NAME = {
  vercel: 'ai.generateText.doGenerate', otel: 'chat gpt-4.1-mini', langsmith: 'ChatOpenAI', oai_agents: 'Response', responses: 'POST /v1/responses',
  anthropic: 'anthropic.messages.create', claude_sdk: 'assistant', crewai: 'LLM.call', autogen: 'autogen create', llamaindex: 'OpenAI.chat',
  semantic_kernel: 'chat.completions gpt-4o', smolagents: 'LiteLLMModel.generate', logfire: 'chat gpt-4o', adk: 'call_llm', mastra: 'llm.generate',
  langfuse: 'generation', strands: 'Model invoke', haystack: 'OpenAIChatGenerator.run', dspy: 'Predict(ReAct).forward', letta: 'letta.llm_call',
  bedrock: 'InvokeModel', openhands: 'llm.completion', sweagent: 'model.query', openinference: 'ChatCompletion', mlflow: 'ChatOpenAI',
  weave: 'openai.chat.completions.create', agentops: 'openai.chat.completion', gemini: 'models.generateContent', inspect: 'model.generate',
  langchain4j: 'OpenAiChatModel.chat', spring_ai: 'spring_ai chat_client', agno: 'OpenAIChat.response', promptflow: 'openai_chat', plain: 'chat.completions.create',
};
function toolName(style, n) {
  switch (style) {
    case 'vercel': case 'mastra': return 'ai.toolCall';
    case 'otel': case 'adk': case 'semantic_kernel': return `execute_tool ${n}`;
    case 'oai_agents': return `function ${n}`;
    case 'crewai': return `Tool Usage: ${n}`;
    case 'logfire': return `running tool: ${n}`;
    case 'strands': return `Tool: ${n}`;
    case 'haystack': return 'ToolInvoker.run';
    case 'bedrock': return `ActionGroup:${n}`;
    case 'openhands': return `Action:${n}`;
    case 'letta': return `function_call ${n}`;
    default: return n;
  }
}
function llmMeta(style, R, model, msgs, text) {
  const u = { in: R.int(400, 9000), out: R.int(20, 700) };
  switch (style) {
    case 'vercel': case 'mastra': return { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.id': 'chatcmpl-' + R.b62(29), 'ai.response.timestamp': R.iso(), 'operation.name': 'ai.generateText.doGenerate' };
    case 'otel': case 'semantic_kernel': case 'agno': return { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + R.b62(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.response.finish_reasons': ['stop'] };
    case 'openinference': case 'promptflow': {
      const m = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out };
      (Array.isArray(msgs) ? msgs : []).slice(-3).forEach((x, i) => { m[`llm.input_messages.${i}.message.role`] = x.role; m[`llm.input_messages.${i}.message.content`] = typeof x.content === 'string' ? x.content : JSON.stringify(x.content); });
      if (text) m['llm.output_messages.0.message.content'] = text;
      return m;
    }
    case 'langsmith': case 'mlflow': return { ls_provider: 'openai', ls_model_name: model, ls_temperature: 0, run_id: R.uuid(), usage_metadata: { input_tokens: u.in, output_tokens: u.out } };
    case 'langfuse': return { observationType: 'GENERATION', model, usage: { input: u.in, output: u.out, unit: 'TOKENS' }, latency_ms: R.ms(600, 9000) };
    case 'weave': return { 'weave.call_id': R.uuid(), op: 'openai.chat.completions.create', usage: { [model]: { prompt_tokens: u.in, completion_tokens: u.out, requests: 1 } } };
    case 'agentops': return { event_type: 'LLMEvent', session_id: R.uuid(), prompt_tokens: u.in, completion_tokens: u.out };
    case 'inspect': return { event: 'model', model, cache: null, time: +(R.f() * 8).toFixed(3) };
    case 'adk': case 'gemini': return { 'gcp.vertex.agent.llm_request': '…', model, usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out } };
    case 'bedrock': return { modelInvocationInput: { foundationModel: model, type: 'ORCHESTRATION' }, traceId: R.uuid() + '-0' };
    default: return { model, usage: { prompt_tokens: u.in, completion_tokens: u.out } };
  }
}
function fmtOutput(fmt, R, model, text, calls) {
  switch (fmt) {
    case 'vercel': return { text: text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
    case 'langchain': return { generations: [[{ text: text || '', type: 'ChatGeneration', message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } } }]], llm_output: { model_name: model, system_fingerprint: 'fp_' + R.hex(10) } };
    case 'responses': return { id: 'resp_' + R.hex(48), object: 'response', model, output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))] };
    case 'anthropic': return { id: 'msg_01' + R.b62(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn' };
    case 'claude_sdk': return { type: 'assistant', session_id: R.uuid(), message: { model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] } };
    case 'gemini': return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], modelVersion: model };
    case 'bedrock': return { rationale: { text: text || '' }, invocationInput: calls.map((c) => ({ actionGroupInvocationInput: { actionGroupName: c.name, function: c.name, parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'number' : 'string', value: String(v) })) } })) };
    case 'autogen': return calls.length ? { content: calls.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })), finish_reason: 'function_calls', thought: text || null } : { content: text, finish_reason: 'stop' };
    case 'react': return (text || '') + calls.map((c) => `\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`).join('');
    default: return { role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
  }
}

// S = style builder bound to one trace
export function style(styleName, R) {
  const model = MODELS[styleName] || 'gpt-4o';
  const fmt = FMT[styleName] || 'openai';
  const S = {
    name: styleName,
    llm(input, text, calls = [], children = [], opts = {}) {
      const cs = calls.map((c) => ({ ...c, id: c.id || (fmt === 'anthropic' || fmt === 'claude_sdk' ? R.toolUseId() : R.callId()) }));
      const inp = typeof input === 'string' ? (fmt === 'react' ? input : { messages: [{ role: 'user', content: input }] }) : (fmt === 'langchain' ? { messages: [input] } : { messages: input });
      R.tick(R.int(1, 12));
      return span('llm', opts.name || LLM_NAME[styleName] || 'llm', inp, fmtOutput(fmt, R, model, text, cs), children, { metadata: { ...llmMeta(styleName, R, model, input, text), ...(opts.metadata || {}) } });
    },
    tool(n, args, output, error, opts = {}) {
      R.tick(R.int(1, 20));
      let meta = { ...(opts.metadata || {}) };
      if (styleName === 'vercel' || styleName === 'mastra') meta = { 'ai.toolCall.name': n, 'ai.toolCall.id': R.callId(), ...meta };
      else if (styleName === 'openinference' || styleName === 'promptflow') meta = { 'openinference.span.kind': 'TOOL', 'tool.name': n, ...meta };
      else if (styleName === 'otel' || styleName === 'adk' || styleName === 'semantic_kernel') meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, ...meta };
      else if (styleName === 'langsmith') meta = { langgraph_node: 'tools', langgraph_step: R.int(2, 40), ...meta };
      let out = output;
      if (styleName === 'gemini' || styleName === 'adk') out = { functionResponse: { name: n, response: typeof output === 'object' && output !== null ? output : { result: output } } };
      if (styleName === 'claude_sdk') out = { type: 'tool_result', content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!error };
      const inp = opts.rawArgs !== undefined ? opts.rawArgs : (styleName === 'vercel' ? { args: args } : args);
      return span(opts.type || 'tool', opts.name || toolName(styleName, n), inp, out, opts.children || [], { error, metadata: Object.keys(meta).length ? meta : undefined });
    },
    agent(n, input, children, output, metadata) {
      return span('agent', n, input, output, children, { metadata });
    },
    chain(n, input, children, output, metadata) { return span('chain', n, input, output, children, { metadata }); },
  };
  return S;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
