// Deterministic helpers for the benchmark rows. No Math.random, no clock reads.

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
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Noise generator bound to one trace. A virtual clock moves forward with every call to tick().
export function noise(traceId) {
  const rand = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, 2, 3, 8, 0, 0) + Math.floor(rand() * 200 * 86400) * 1000;
  const r = {
    f: rand,
    int: (a, b) => a + Math.floor(rand() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rand() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rand() * 16)]; return s; },
    b32: (n) => { let s = ''; for (let i = 0; i < n; i++) s += B32[Math.floor(rand() * 32)]; return s; },
    alnum: (n) => { const a = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rand() * a.length)]; return s; },
    tick: (ms) => { clock += ms == null ? 300 + Math.floor(rand() * 4000) : ms; return clock; },
    now: () => clock,
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
  r.ulid = () => '01' + r.b32(24);
  r.iso = () => new Date(r.tick()).toISOString();
  r.isoOff = () => { const d = new Date(r.tick() + 3600000); return d.toISOString().replace('Z', '+01:00').replace(/\.\d{3}/, ''); };
  r.httpDate = () => { const d = new Date(r.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  r.epoch = () => Math.floor(r.tick() / 1000);
  r.epochMs = () => r.tick();
  r.logTs = () => { const d = new Date(r.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; };
  r.euDate = () => { const d = new Date(r.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  r.syslog = () => { const d = new Date(r.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  r.hhmm = () => { const d = new Date(r.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  r.dateOnly = (plusDays = 0) => new Date(clock + plusDays * 86400000).toISOString().slice(0, 10);
  r.reqId = (prefix = 'req_') => prefix + r.alnum(20);
  r.traceparent = () => `00-${r.hex(32)}-${r.hex(16)}-01`;
  r.etag = () => `W/"${r.hex(8)}-${r.hex(12)}"`;
  r.sha = () => r.hex(40);
  r.sha256 = () => 'sha256:' + r.hex(64);
  r.ms = (a = 40, b = 2400) => r.int(a, b);
  r.dur = (a = 40, b = 2400) => { const v = r.int(a, b); return v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v}ms`; };
  r.tmp = (ext = '') => `/tmp/tmp${r.alnum(8).toLowerCase()}${ext}`;
  r.host = (base) => `${base}-${r.pick(['a', 'b', 'c', 'd'])}${r.int(1, 9)}.${r.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`;
  r.pod = (base) => `${base}-${r.hex(10)}-${r.alnum(5).toLowerCase()}`;
  r.jobId = (prefix = 'job') => `${prefix}-${r.int(100000, 999999)}`;
  r.cursor = () => Buffer.from(`{"o":${r.int(10, 9000)},"k":"${r.hex(6)}"}`).toString('base64');
  r.rate = (limit = 600) => { const rem = r.int(1, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(r.int(1, 60)) }; };
  r.tokens = () => { const p = r.int(300, 9000); const c = r.int(20, 900); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; };
  r.callId = (style = 'call_') => style + r.alnum(24);
  r.toolu = () => 'toolu_01' + r.alnum(22);
  r.span = () => r.hex(16);
  r.ver = () => `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 12)}`;
  r.ip = () => `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  r.size = () => { const b = r.int(900, 9_000_000); return b > 1e6 ? `${(b / 1e6).toFixed(1)}M` : `${(b / 1e3).toFixed(1)}K`; };
  r.pid = () => r.int(1200, 65000);
  r.seq = (() => { let s = 1000 + Math.floor(rand() * 80000); return () => (s += 1 + Math.floor(rand() * 7)); })();
  return r;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// A style decides how llm turns and tool calls are recorded.
// call = {name, args, out, err, argsAsString}
// Returns an array of spans for one model turn plus its tool executions.
export function recorder(style, r, opts = {}) {
  const model = opts.model || ({
    vercel: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', langgraph: 'gpt-4o-mini', oaiagents: 'gpt-4.1', responses: 'o4-mini',
    anthropic: 'claude-3-7-sonnet-20250219', claudesdk: 'claude-sonnet-4-20250514', crewai: 'gpt-4o', autogen: 'gpt-4o-2024-11-20',
    llamaindex: 'gpt-4o-mini', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic: 'openai:gpt-4o', adk: 'gemini-2.0-flash',
    mastra: 'gpt-4o-mini', langfuse: 'gpt-4o', strands: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0', haystack: 'gpt-4o-mini',
    plain: 'gpt-4o', semantickernel: 'gpt-4o', openhands: 'claude-3-5-sonnet-20241022', bedrock: 'anthropic.claude-3-haiku-20240307-v1:0',
  })[style] || 'gpt-4o';
  const sys = opts.system || 'You are a helpful assistant with tools.';
  const goal = opts.goal || '';
  let lastObs = null;
  let stepNo = 0;

  function msgsInput() {
    const m = [{ role: 'system', content: sys }, { role: 'user', content: goal }];
    if (lastObs) m.push(lastObs);
    return m;
  }

  function toolSpan(c, id) {
    const args = c.argsAsString ? JSON.stringify(c.args) : c.args;
    const extra = {};
    if (c.err) extra.error = c.err;
    const md = {};
    switch (style) {
      case 'vercel':
        return span('tool', 'ai.toolCall', args, c.out, [], { ...extra, metadata: { 'ai.toolCall.name': c.name, 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' } });
      case 'otel':
        return span('tool', `execute_tool ${c.name}`, args, c.out, [], { ...extra, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': id } });
      case 'oaiagents':
        return span('tool', c.name, args, c.out, [], { ...extra, metadata: { span_type: 'function', span_id: 'span_' + r.hex(24) } });
      case 'crewai':
        return span('tool', c.name, args, c.out, [], { ...extra, metadata: { tool_usage: 'ToolUsage', attempts: 1 } });
      case 'adk':
        return span('tool', `execute_tool ${c.name}`, args, c.out, [], { ...extra, metadata: { 'gcp.vertex.agent.tool_call_args': typeof args === 'string' ? args : JSON.stringify(args), 'gcp.vertex.agent.event_id': r.uuid() } });
      case 'pydantic':
        return span('tool', `running tool: ${c.name}`, args, c.out, [], { ...extra, metadata: { 'logfire.span_type': 'span', tool_call_id: id } });
      case 'mastra':
        return span('tool', `tool.${c.name}`, args, c.out, [], { ...extra, metadata: { componentName: c.name, runId: r.uuid() } });
      case 'strands':
        return span('tool', `Tool: ${c.name}`, args, c.out, [], { ...extra, metadata: { 'gen_ai.tool.name': c.name, toolUseId: 'tooluse_' + r.alnum(22) } });
      case 'semantickernel':
        return span('tool', `${opts.plugin || 'Plugin'}-${c.name}`, args, c.out, [], { ...extra, metadata: { 'sk.function.name': c.name, 'sk.plugin.name': opts.plugin || 'Plugin' } });
      case 'haystack':
        return span('tool', `haystack.component.run`, args, c.out, [], { ...extra, metadata: { 'haystack.component.name': c.name, 'haystack.component.type': 'ToolInvoker' } });
      case 'openhands':
        return span('tool', c.name, args, c.out, [], { ...extra, metadata: { observation: c.obs || 'run', source: 'environment', id: r.seq() } });
      default:
        return span('tool', c.name, args, c.out, [], { ...extra, metadata: Object.keys(md).length ? md : undefined });
    }
  }

  function llmOutput(text, calls, ids) {
    switch (style) {
      case 'anthropic': case 'claudesdk': case 'strands': case 'bedrock': {
        const content = [];
        if (text) content.push({ type: 'text', text });
        calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c.name, input: c.args }));
        return { id: 'msg_01' + r.alnum(22), type: 'message', role: 'assistant', content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: r.int(900, 14000), output_tokens: r.int(30, 700) } };
      }
      case 'responses': {
        const output = [];
        if (opts.reasoningSummary) output.push({ type: 'reasoning', id: 'rs_' + r.hex(32), summary: [] });
        if (text) output.push({ type: 'message', id: 'msg_' + r.hex(32), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] });
        calls.forEach((c, i) => output.push({ type: 'function_call', id: 'fc_' + r.hex(32), call_id: ids[i], name: c.name, arguments: JSON.stringify(c.args) }));
        return { id: 'resp_' + r.hex(32), object: 'response', status: 'completed', output, usage: { input_tokens: r.int(900, 9000), output_tokens: r.int(30, 900) } };
      }
      case 'vercel':
        return { text: text || '', toolCalls: calls.map((c, i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      case 'langgraph': case 'langfuse': case 'llamaindex':
        return { role: 'assistant', content: text || '', tool_calls: calls.map((c, i) => ({ id: ids[i], name: c.name, args: c.args, type: 'tool_call' })) };
      case 'adk':
        return { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ function_call: { name: c.name, args: c.args } }))] } };
      case 'smolagents':
        return text;
      case 'crewai':
        return text;
      default:
        return { role: 'assistant', content: text || null, tool_calls: calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
    }
  }

  function llmSpan(text, calls, ids, inputOverride) {
    const input = inputOverride || msgsInput();
    const tok = r.tokens();
    const out = llmOutput(text, calls, ids);
    switch (style) {
      case 'vercel':
        return span('llm', 'ai.generateText.doGenerate', { messages: input }, out, [], { metadata: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': tok.prompt_tokens, 'ai.usage.completionTokens': tok.completion_tokens, 'ai.response.id': 'chatcmpl-' + r.alnum(29), 'ai.response.timestamp': r.iso() } });
      case 'otel':
        return span('llm', `chat ${model}`, { messages: input }, out, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': tok.prompt_tokens, 'gen_ai.usage.output_tokens': tok.completion_tokens, 'gen_ai.response.id': 'chatcmpl-' + r.alnum(29) } });
      case 'anthropic': case 'claudesdk': case 'bedrock':
        return span('llm', style === 'bedrock' ? 'InvokeModel' : 'messages.create', { model, max_tokens: 4096, system: sys, messages: input.slice(1) }, out, [], { metadata: { 'request-id': 'req_01' + r.alnum(22), 'anthropic-ratelimit-tokens-remaining': String(r.int(20000, 400000)) } });
      case 'strands':
        return span('llm', 'Model invoke', { messages: input }, out, [], { metadata: { 'gen_ai.system': 'aws.bedrock', 'gen_ai.request.model': model } });
      case 'responses':
        return span('llm', 'responses.create', { model, instructions: sys, input: input.slice(1) }, out, [], { metadata: { 'x-request-id': r.reqId('req_'), 'openai-processing-ms': String(r.int(300, 9000)) } });
      case 'oaiagents':
        return span('llm', 'Response', { input: input.slice(1), model }, out, [], { metadata: { span_type: 'response', response_id: 'resp_' + r.hex(32) } });
      case 'langgraph': case 'langfuse': case 'llamaindex':
        return span('llm', style === 'llamaindex' ? 'OpenAI.achat' : 'ChatOpenAI', { messages: input }, out, [], { metadata: { ls_model_name: model, ls_provider: 'openai', token_usage: tok } });
      case 'adk':
        return span('llm', 'call_llm', { contents: input.slice(1) }, out, [], { metadata: { 'gen_ai.request.model': model, 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid() } });
      case 'pydantic':
        return span('llm', `chat ${model.replace('openai:', '')}`, { messages: input }, out, [], { metadata: { 'gen_ai.request.model': model, 'logfire.msg': `chat ${model}` } });
      case 'mastra':
        return span('llm', 'llm.generate', { messages: input }, out, [], { metadata: { model, usage: tok } });
      case 'smolagents':
        return span('llm', 'LiteLLMModel.__call__', { messages: input }, out, [], { metadata: { 'llm.model_name': model, 'llm.token_count.prompt': tok.prompt_tokens } });
      case 'crewai':
        return span('llm', 'LLM.call', { messages: input }, out, [], { metadata: { model } });
      case 'haystack':
        return span('llm', 'haystack.component.run', { messages: input }, out, [], { metadata: { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' } });
      case 'semantickernel':
        return span('llm', `chat.completions ${model}`, { chat_history: input }, out, [], { metadata: { 'gen_ai.system': 'openai' } });
      default:
        return span('llm', 'chat.completions', { model, messages: input }, out, [], { metadata: { id: 'chatcmpl-' + r.alnum(29), usage: tok } });
    }
  }

  // One model turn followed by its tool executions.
  function turn(text, calls = [], o = {}) {
    stepNo++;
    const ids = calls.map(() => (style === 'anthropic' || style === 'claudesdk' || style === 'bedrock' ? r.toolu() : style === 'strands' ? 'tooluse_' + r.alnum(22) : r.callId()));
    const l = llmSpan(text, calls, ids, o.input);
    const tools = calls.map((c, i) => toolSpan(c, ids[i]));
    const last = calls[calls.length - 1];
    if (last) lastObs = { role: 'tool', tool_call_id: ids[ids.length - 1], content: typeof last.out === 'string' ? last.out.slice(0, 400) : String(JSON.stringify(last.out ?? last.err ?? null)).slice(0, 400) };
    else if (text) lastObs = { role: 'assistant', content: text.slice(0, 400) };
    if (o.userReply) lastObs = { role: 'user', content: o.userReply };
    switch (style) {
      case 'vercel': case 'mastra': case 'anthropic': case 'claudesdk': case 'responses': case 'plain': case 'langfuse': case 'oaiagents': case 'bedrock':
        return [l, ...tools];
      case 'smolagents':
        return [span('chain', `Step ${stepNo}`, { step_number: stepNo }, { observations: tools.map((t) => t.output) }, [l, ...tools], { metadata: { duration: r.dur(800, 20000) } })];
      case 'langgraph':
        return [span('chain', 'agent', { messages: `[${stepNo * 2} messages]` }, { messages: [l.output] }, [l]), ...(tools.length ? [span('chain', 'tools', { tool_calls: calls.map((c) => c.name) }, { messages: tools.map((t) => t.output) }, tools)] : [])];
      case 'adk': case 'strands': case 'pydantic': case 'otel': case 'semantickernel': case 'haystack': case 'llamaindex': case 'crewai': case 'openhands':
        l.children = tools; // nested tool executions inside the llm/step span
        return [l];
      default:
        return [l, ...tools];
    }
  }

  return { turn, model, llmSpan, toolSpan, setObs: (o) => { lastObs = o; } };
}

// Wrap children in a root agent span in the idiom of the imitated tool.
export function rootAgent(style, name, goal, children, output, metadata = {}) {
  const names = {
    vercel: 'ai.generateText', otel: `invoke_agent ${name}`, langgraph: 'LangGraph', oaiagents: 'Agent workflow', responses: name,
    anthropic: name, claudesdk: 'claude_code.session', crewai: 'Crew.kickoff', autogen: 'autogen.run', llamaindex: 'AgentWorkflow.run',
    smolagents: 'CodeAgent.run', pydantic: `agent run`, adk: `invoke_agent ${name}`, mastra: `agent.${name}`, langfuse: name,
    strands: `invoke_agent ${name}`, haystack: 'haystack.pipeline.run', semantickernel: `ChatCompletionAgent ${name}`, plain: name,
    openhands: 'CodeActAgent', bedrock: 'InvokeAgent',
  };
  return span('agent', names[style] || name, typeof goal === 'string' ? { task: goal } : goal, output, children, { metadata: { agent_name: name, framework: style, ...metadata } });
}
