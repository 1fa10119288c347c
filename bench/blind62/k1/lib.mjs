// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders in several tracer styles.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'], MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, 2, 3, 8, 0, 0) + Math.floor(r() * 200 * 86400) * 1000;
  const N = {
    r, int: (a, b) => a + Math.floor(r() * (b - a + 1)), pick: (a) => a[Math.floor(r() * a.length)],
    hex: (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join(''),
    b32: (n) => Array.from({ length: n }, () => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[Math.floor(r() * 32)]).join(''),
    tick: (ms) => { clock += ms ?? N.int(400, 9000); return clock; },
    now: () => clock,
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    iso: () => new Date(N.tick()).toISOString(),
    isoOff: () => { const d = new Date(N.tick() + 3600000); return d.toISOString().replace('Z', '+01:00').replace(/\.\d+/, ''); },
    http: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(N.tick() / 1000), epochMs: () => N.tick(),
    logts: () => { const d = new Date(N.tick()); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    dur: () => `${(N.int(40, 4800) / 1000).toFixed(3)}s`, ms: () => N.int(12, 2400),
    reqId: (p = 'req') => `${p}_${N.hex(16)}`, tmp: (p = 'tmp') => `/tmp/${p}-${N.b32(8).toLowerCase()}`,
    host: (p) => `${p}-${N.pick(['a', 'b', 'c', 'd'])}${N.int(1, 9)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    sha: () => N.hex(40), etag: () => `W/"${N.hex(8)}-${N.hex(6)}"`, jobId: (p = 'job') => `${p}-${N.int(100000, 999999)}`,
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`, addr: () => `0x7f${N.hex(10)}`, ulid: () => '01J' + N.b32(23),
  };
  return N;
}
let callSeq = 0;
const tid = (N, p) => `${p}${N.hex(12)}`;
// style: vercel | otel | langsmith | oai-agents | openinference | gemini | anthropic | crewai | smolagents | pydantic | plain | agno | mlflow | langfuse | autogen | adk
export function tracer(style, N, model = 'gpt-4o-2024-08-06') {
  const T = { style, N, model };
  T.llm = (input, text, calls = [], extra = {}) => {
    calls = calls.map((c) => ({ ...c, id: c.id || (style === 'anthropic' ? tid(N, 'toolu_01') : style === 'gemini' ? undefined : tid(N, 'call_')) }));
    T._last = calls;
    const usage = { in: N.int(600, 9000), out: N.int(20, 700) };
    let name = 'llm', output, metadata = {};
    switch (style) {
      case 'vercel': name = 'ai.generateText.doGenerate'; output = { text: text ?? '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
        metadata = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': usage.in, 'ai.usage.completionTokens': usage.out, 'ai.response.id': tid(N, 'chatcmpl-'), 'ai.response.timestamp': N.iso() }; break;
      case 'otel': case 'pydantic': name = `chat ${model}`; output = { choices: [{ index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content: text ?? null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined } }] };
        metadata = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': tid(N, 'chatcmpl-'), 'gen_ai.usage.input_tokens': usage.in, 'gen_ai.usage.output_tokens': usage.out };
        if (style === 'pydantic') Object.assign(metadata, { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'code.function': '_make_request' }); break;
      case 'langsmith': name = 'ChatOpenAI'; output = { generations: [[{ text: text ?? '', type: 'ChatGeneration', message: { type: 'ai', content: text ?? '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: usage.in, completion_tokens: usage.out }, model_name: model } };
        metadata = { ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: (T._step = (T._step || 0) + 2), run_id: N.uuid() }; break;
      case 'oai-agents': name = 'response'; output = { id: tid(N, 'resp_'), output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map((c) => ({ type: 'function_call', name: c.name, arguments: JSON.stringify(c.args), call_id: c.id, status: 'completed' }))], usage: { input_tokens: usage.in, output_tokens: usage.out } };
        metadata = { span_data: { type: 'response', response_id: output.id }, model }; break;
      case 'openinference': name = 'ChatCompletion'; output = { role: 'assistant', content: text ?? '', tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
        metadata = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': usage.in, 'llm.token_count.completion': usage.out, 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text ?? '' };
        (Array.isArray(input) ? input : []).forEach((m, i) => { metadata[`llm.input_messages.${i}.message.role`] = m.role; metadata[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); }); break;
      case 'gemini': name = 'models.generateContent'; output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: usage.in, candidatesTokenCount: usage.out }, modelVersion: model, responseId: N.b32(20) }; break;
      case 'anthropic': name = 'messages.create'; output = { id: tid(N, 'msg_01'), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: usage.in, output_tokens: usage.out } }; break;
      case 'crewai': case 'smolagents': name = style === 'crewai' ? 'LLM.call' : 'OpenAIServerModel.__call__'; output = text ?? ''; if (calls.length && style === 'smolagents') output = { role: 'assistant', content: text ?? '', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })) };
        metadata = { model, 'llm.token_count.total': usage.in + usage.out }; break;
      case 'agno': name = 'OpenAIChat.response'; output = { content: text ?? null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: usage.in, output_tokens: usage.out, time_to_first_token: N.dur() } }; metadata = { 'agno.version': '1.4.6', session_id: T.sess ||= N.uuid() }; break;
      case 'mlflow': name = 'ChatOpenAI'; output = { role: 'assistant', content: text ?? '', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }; metadata = { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: usage.in, output_tokens: usage.out } }; break;
      case 'adk': name = 'call_llm'; output = { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: c.args } }))] } }; metadata = { 'gcp.vertex.agent.llm_request': 'elided', 'gcp.vertex.agent.invocation_id': T.inv ||= 'e-' + N.uuid() }; break;
      default: name = style === 'autogen' ? 'create' : 'assistant'; output = { role: 'assistant', content: text ?? null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined };
        if (style === 'langfuse') metadata = { 'langfuse.observation.type': 'generation', model, usage: { input: usage.in, output: usage.out } };
        if (style === 'autogen') metadata = { 'gen_ai.operation.name': 'chat', agent: T.agentName || 'assistant', 'autogen.message_type': 'CreateResult' };
    }
    N.tick();
    return { type: 'llm', name, input, output, children: [], metadata: { ...metadata, ...extra } };
  };
  // tool span for i-th call of the last llm span (or a named call)
  T.tool = (name, args, output, error, i) => {
    const c = (T._last || []).find((x) => x.name === name) || { id: tid(N, 'call_') };
    let sname = name, input = args, metadata = {};
    switch (style) {
      case 'vercel': sname = 'ai.toolCall'; metadata = { 'ai.toolCall.name': name, 'ai.toolCall.id': c.id }; input = { 'ai.toolCall.args': JSON.stringify(args) }; break;
      case 'otel': sname = `execute_tool ${name}`; metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id }; break;
      case 'pydantic': sname = `running tool: ${name}`; metadata = { 'gen_ai.tool.name': name, tool_call_id: c.id, 'logfire.span_type': 'span' }; break;
      case 'oai-agents': input = JSON.stringify(args); metadata = { span_data: { type: 'function', name } }; break;
      case 'openinference': metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) }; break;
      case 'gemini': input = { functionCall: { name, args } }; output = { functionResponse: { name, response: error ? { error } : output } }; break;
      case 'anthropic': input = { type: 'tool_use', id: c.id, name, input: args }; output = { type: 'tool_result', tool_use_id: c.id, content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!error }; break;
      case 'crewai': sname = name; input = JSON.stringify(args); break;
      case 'agno': sname = `FunctionCall.execute:${name}`; metadata = { tool_call_id: c.id }; break;
      case 'mlflow': metadata = { 'mlflow.spanType': 'TOOL' }; break;
      case 'adk': sname = `execute_tool ${name}`; metadata = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': N.uuid() }; break;
      case 'langfuse': metadata = { 'langfuse.observation.type': 'tool' }; break;
      case 'langsmith': metadata = { langgraph_node: 'tools', langgraph_step: (T._step || 0) + 1 }; break;
      default: metadata = { tool_call_id: c.id };
    }
    N.tick();
    const s = { type: 'tool', name: sname, input, output: output ?? null, children: [], metadata };
    if (error) s.error = error;
    return s;
  };
  T.root = (name, goal, children, meta = {}) => {
    const names = { vercel: 'ai.generateText', otel: `invoke_agent ${name}`, pydantic: 'agent run', langsmith: 'LangGraph', 'oai-agents': 'Agent workflow', openinference: name, gemini: name, anthropic: name, crewai: 'Crew.kickoff', smolagents: 'ToolCallingAgent.run', agno: 'Agent.run', mlflow: name, adk: `invoke_agent ${name}`, langfuse: name, autogen: `autogen process ${name}` };
    const m = { framework: style, ...meta };
    if (style === 'openinference') m['openinference.span.kind'] = 'AGENT';
    if (style === 'otel' || style === 'adk') m['gen_ai.agent.name'] = name;
    return { type: 'agent', name: names[style] || name, input: style === 'vercel' ? { prompt: goal } : { input: goal }, output: null, children, metadata: m };
  };
  T.sub = (name, children, input, type = 'agent') => ({ type, name, input: input ?? null, output: null, children, metadata: {} });
  return T;
}
// plain message list helper
export const msgs = (sys, goal, ...rest) => [{ role: 'system', content: sys }, { role: 'user', content: goal }, ...rest];
export const words = (s) => (String(s).toLowerCase().match(/[a-z0-9']+/g) || []);
