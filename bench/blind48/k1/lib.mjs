// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export function makeCtx(traceId, baseIso = '2024-09-17T08:41:07Z') {
  const r = mulberry32(hashStr(traceId));
  let t = Date.parse(baseIso) + Math.floor(r() * 86400000);
  const h = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    tick: (minMs = 300, maxMs = 9000) => { t += minMs + Math.floor(r() * (maxMs - minMs)); return t; },
    now: () => t,
    iso: () => new Date(t).toISOString(),
    isoSec: () => new Date(t).toISOString().replace(/\.\d+Z$/, 'Z'),
    isoOffset: (hrs = 2) => { const d = new Date(t + hrs * 3600000); return d.toISOString().replace(/\.\d+Z$/, '') + (hrs >= 0 ? '+' : '-') + p2(Math.abs(hrs)) + ':00'; },
    http: () => new Date(t).toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    epochNs: () => String(t) + String(h.int(100000, 999999)),
    slash: () => { const d = new Date(t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    syslog: () => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    clf: () => { const d = new Date(t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    hhmmss: () => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    dayName: () => DAYS[new Date(t).getUTCDay()],
    uuid: () => `${h.hex(8)}-${h.hex(4)}-4${h.hex(3)}-${'89ab'[h.int(0, 3)]}${h.hex(3)}-${h.hex(12)}`,
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += a[Math.floor(r() * 32)]; return s; },
    reqId: (p = 'req_') => p + h.b62(20),
    traceparent: () => `00-${h.hex(32)}-${h.hex(16)}-01`,
    sha: (n = 40) => h.hex(n),
    etag: () => `W/"${h.hex(8)}-${h.b62(11)}"`,
    ms: (a = 12, b = 2400) => h.int(a, b),
    dur: (a = 0.05, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    durGo: () => `${h.int(0, 3) ? '' : h.int(1, 2) + 'm'}${h.int(0, 59)}.${h.int(100, 999)}s`,
    tmp: (p = 'tmp') => `/tmp/${p}${h.b62(8)}`,
    jobId: (p = 'job-') => p + h.int(100000, 999999),
    host: (p = 'api', n = 12) => `${p}-${h.int(1, n)}.${h.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (p = 'worker') => `${p}-${h.hex(10).slice(0, 9)}-${h.b62(5).toLowerCase()}`,
    addr: () => '0x7f' + h.hex(10),
    pid: () => h.int(1200, 64000),
    cursor: () => Buffer.from(JSON.stringify({ k: h.hex(6), ts: t })).toString('base64'),
    rate: (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(h.int(10, limit - 1)), 'x-ratelimit-reset': String(h.int(1, 60)) }),
    spanId: () => h.hex(16),
    callId: () => 'call_' + h.b62(24),
    toolu: () => 'toolu_01' + h.b62(22),
  };
  return h;
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// ---- recording styles ------------------------------------------------------------
// Each style returns {agent, llm, tool, sub} builders that shape spans the way that
// framework/tracer records them. llm(inputMessages, text, calls) -> span; calls = [{name,args}]
export function style(h, kind, model) {
  const lastCalls = [];
  const mkCalls = (calls = []) => calls.map((c) => ({ ...c, id: kind === 'anthropic' || kind === 'claude_sdk' ? h.toolu() : h.callId() }));
  const usage = () => ({ in: h.int(400, 9000), out: h.int(20, 700) });
  const S = { kind, model };
  S.agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata: { ...(metadata || {}), ...agentMeta(kind, h) } });
  S.sub = (type, name, input, output, children, metadata) => span(type, name, input, output, children, metadata ? { metadata } : {});
  S.llm = (input, text, calls = [], extraMeta = {}) => {
    const cs = mkCalls(calls); lastCalls.splice(0, lastCalls.length, ...cs);
    const u = usage(); h.tick(600, 7000);
    switch (kind) {
      case 'vercel': return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': input }, {
        'ai.response.text': text || '', 'ai.response.toolCalls': cs.length ? JSON.stringify(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined,
        'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.id': 'chatcmpl-' + h.b62(29), 'ai.response.timestamp': h.iso(), ...extraMeta } });
      case 'otel': return span('llm', `chat ${model}`, { 'gen_ai.input.messages': input }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + h.b62(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, ...extraMeta } });
      case 'anthropic': case 'claude_sdk': return span('llm', kind === 'anthropic' ? 'messages.create' : 'assistant', kind === 'anthropic' ? { model, max_tokens: 4096, messages: input } : input, { id: 'msg_01' + h.b62(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: h.int(0, 4000) } }, [], { metadata: { 'request-id': h.reqId('req_011C'), ...extraMeta } });
      case 'gemini': return span('llm', 'generate_content', { model, contents: input }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out }, modelVersion: model, responseId: h.b62(22) }, [], { metadata: extraMeta });
      case 'openinference': return span('llm', 'ChatCompletion', { messages: input }, { role: 'assistant', content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, ...Object.fromEntries((Array.isArray(input) ? input : []).slice(-2).map((m, i) => [`llm.input_messages.${i}.message.content`, typeof m.content === 'string' ? m.content : JSON.stringify(m.content)])), 'llm.output_messages.0.message.content': text || '', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out, ...extraMeta } });
      case 'langsmith': return span('llm', model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [input] }, { generations: [[{ text: text || '', type: 'ChatGeneration', message: { type: 'ai', content: text || '', tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { model_name: model, token_usage: { prompt_tokens: u.in, completion_tokens: u.out } } }, [], { metadata: { run_type: 'llm', ls_provider: model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: model, run_id: h.uuid(), langgraph_step: h.int(1, 40), ...extraMeta } });
      case 'responses': return span('llm', 'responses.create', { model, input }, { id: 'resp_' + h.hex(48), object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...cs.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: u.in, output_tokens: u.out } }, [], { metadata: extraMeta });
      case 'smolagents': return span('llm', 'LiteLLMModel.generate', { messages: input }, { role: 'assistant', content: text }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, ...extraMeta } });
      default: // plain / openai_agents / crewai / autogen / agno / pydantic / mastra / etc.: chat-completions message shape
        return span('llm', kind === 'openai_agents' ? 'Generation' : kind === 'pydantic' ? `chat ${model}` : kind === 'mastra' ? `llm: '${model}'` : kind === 'agno' ? 'OpenAIChat.response' : 'chat.completions', { model, messages: input }, { role: 'assistant', content: text || null, tool_calls: cs.length ? cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined }, [], { metadata: { usage: { prompt_tokens: u.in, completion_tokens: u.out }, ...extraMeta } });
    }
  };
  // tool(name, args, output, {error, i}) uses the i-th call id of the last llm span
  S.tool = (name, args, output, opts = {}) => {
    h.tick(80, opts.slow ? 40000 : 5000);
    const id = (lastCalls[opts.i || 0] || {}).id || h.callId();
    const ex = opts.error ? { error: opts.error } : {};
    const argIn = opts.argsString ? JSON.stringify(args) : args;
    let s;
    switch (kind) {
      case 'vercel': s = span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }, [], { ...ex, metadata: { 'ai.toolCall.name': name, 'ai.toolCall.id': id } }); break;
      case 'otel': s = span('tool', `execute_tool ${name}`, argIn, output, [], { ...ex, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id } }); break;
      case 'openinference': case 'smolagents': s = span('tool', name, argIn, output, [], { ...ex, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) } }); break;
      case 'langsmith': s = span('tool', name, { input: typeof args === 'string' ? args : JSON.stringify(args) }, { output }, [], { ...ex, metadata: { run_type: 'tool', tool_call_id: id } }); break;
      case 'anthropic': case 'claude_sdk': s = span('tool', name, argIn, output, [], { ...ex, metadata: { tool_use_id: id } }); break;
      case 'gemini': s = span('tool', name, argIn, { functionResponse: { name, response: output } }, [], ex); break;
      case 'openai_agents': s = span('tool', `function: ${name}`, argIn, output, [], { ...ex, metadata: { span_data_type: 'function', call_id: id } }); break;
      default: s = span('tool', name, argIn, output, [], { ...ex, metadata: { tool_call_id: id } });
    }
    if (opts.meta) s.metadata = { ...(s.metadata || {}), ...opts.meta };
    return s;
  };
  return S;
}

function agentMeta(kind, h) {
  switch (kind) {
    case 'vercel': return { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 20, 'operation.name': 'ai.generateText' };
    case 'otel': return { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.id': 'asst_' + h.b62(24) };
    case 'openinference': return { 'openinference.span.kind': 'AGENT', 'session.id': h.uuid() };
    case 'smolagents': return { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 20 };
    case 'langsmith': return { run_type: 'chain', ls_run_id: h.uuid(), thread_id: h.uuid() };
    case 'openai_agents': return { trace_id: 'trace_' + h.hex(32), workflow_name: 'Agent workflow' };
    case 'anthropic': return { recorder: 'anthropic-messages-log' };
    case 'claude_sdk': return { session_id: h.uuid(), permission_mode: 'acceptEdits' };
    case 'gemini': return { recorder: 'gemini-function-calling' };
    case 'responses': return { recorder: 'openai-responses', previous_response_id_chain: true };
    case 'crewai': return { crew_id: h.uuid(), process: 'sequential' };
    case 'autogen': return { framework: 'autogen-agentchat', team: 'RoundRobinGroupChat' };
    case 'pydantic': return { 'logfire.span_type': 'span', 'logfire.msg_template': 'agent run' };
    case 'mastra': return { 'mastra.agent': true, componentName: 'agent' };
    case 'agno': return { framework: 'agno', run_id: h.uuid(), session_id: h.uuid() };
    case 'letta': return { framework: 'letta', agent_id: 'agent-' + h.uuid() };
    case 'inspect': return { eval: 'inspect_ai', sample_id: h.int(1, 300), epoch: 1 };
    default: return { recorder: kind };
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
