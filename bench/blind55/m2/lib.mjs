// Deterministic helpers: no Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(r() * 62)]; return s; };
  let clock = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 20), int(0, 59), int(0, 59)) + int(0, 999);
  const tick = (minMs = 200, maxMs = 4000) => { clock += int(minMs, maxMs); return clock; };
  const D = () => new Date(clock);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], mons = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p2 = (n) => String(n).padStart(2, '0');
  return {
    r, int, pick, hex, b62, tick,
    iso: () => (tick(), D().toISOString()),
    isoNoMs: () => (tick(), D().toISOString().replace(/\.\d{3}Z$/, 'Z')),
    isoOffset: (h = 2) => { tick(); const d = new Date(clock + h * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http: () => { tick(); const d = D(); return `${days[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${mons[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => (tick(), Math.floor(clock / 1000)),
    epochMs: () => tick(),
    logts: () => { tick(); const d = D(); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { tick(); const d = D(); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    reqId: (p = 'req_') => p + b62(24),
    sha: (n = 40) => hex(n),
    etag: () => `W/"${hex(8)}-${hex(16)}"`,
    ms: (a = 40, b = 2500) => int(a, b),
    dur: () => `${(int(50, 9000) / 1000).toFixed(3)}s`,
    tmp: (ext = '') => `/tmp/tmp${b62(8).toLowerCase()}${ext}`,
    job: (p = 'job-') => p + int(100000, 999999),
    host: (base) => `${base}-${pick(['a', 'b', 'c', 'd'])}${int(1, 9)}.${pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (base) => `${base}-${hex(10)}-${b62(5).toLowerCase()}`,
    ratelimit: (limit = 600) => { const rem = int(1, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(int(1, 60)) }; },
    cursor: () => Buffer.from(JSON.stringify({ o: int(1, 99999), k: hex(6) })).toString('base64').replace(/=+$/, ''),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    tokens: () => { const i = int(300, 9000), o = int(20, 700); return { input: i, output: o }; },
  };
}

// ---------- span builders with recording-style adapters ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// style: one of the keys below; returns builders {agent, llm, tool, other}
export function styled(style, N, model = 'gpt-4o-2024-08-06') {
  const tk = () => N.tokens();
  const base = (m) => m;
  const S = {
    'vercel-ai': {
      agent: (name, input, output, ch, md = {}) => span('agent', 'ai.generateText', input, output, ch, { metadata: { 'operation.name': 'ai.generateText', 'ai.model.provider': 'openai.chat', 'ai.telemetry.functionId': name, 'ai.settings.maxSteps': 12, ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': msgs }, { 'ai.response.text': text ?? '', 'ai.response.toolCalls': calls.map(c => ({ toolCallType: 'function', toolCallId: 'call_' + N.b62(24), toolName: c.name, args: JSON.stringify(c.args) })), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'ai.model.id': model, 'ai.usage.promptTokens': t.input, 'ai.usage.completionTokens': t.output, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, err ? null : { 'ai.toolCall.result': out }, [], { error: err, metadata: { 'ai.toolCall.id': 'call_' + N.b62(24), 'duration_ms': N.ms(), ...md } }),
    },
    'otel-genai': {
      agent: (name, input, output, ch, md = {}) => span('agent', `invoke_agent ${name}`, input, output, ch, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'gen_ai.agent.id': N.uuid(), ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', `chat ${model}`, { 'gen_ai.input.messages': msgs }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map(c => ({ type: 'tool_call', id: 'call_' + N.b62(20), name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] }, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', `execute_tool ${name}`, { 'gen_ai.tool.call.arguments': args }, err ? null : { 'gen_ai.tool.call.result': out }, [], { error: err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': 'call_' + N.b62(20), ...(err ? { 'error.type': err.split(':')[0] } : {}), ...md } }),
    },
    'langsmith': {
      agent: (name, input, output, ch, md = {}) => span('chain', name, input, output, ch, { metadata: { run_id: N.uuid(), ls_run_type: 'chain', langgraph_step: 0, thread_id: N.uuid(), ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'ChatOpenAI', { messages: [msgs] }, { generations: [[{ text: text ?? '', message: { type: 'ai', content: text ?? '', tool_calls: calls.map(c => ({ name: c.name, args: c.args, id: 'call_' + N.b62(24), type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: t.input, completion_tokens: t.output }, model_name: model } }, [], { metadata: { run_id: N.uuid(), ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent', ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, { input: typeof args === 'string' ? args : JSON.stringify(args) }, err ? null : { output: out }, [], { error: err, metadata: { run_id: N.uuid(), langgraph_node: 'tools', ...md } }),
    },
    'openai-agents': {
      agent: (name, input, output, ch, md = {}) => span('agent', name, input, output, ch, { metadata: { span_id: 'span_' + N.hex(24), trace_id: 'trace_' + N.hex(32), span_data: { type: 'agent', name, handoffs: md.handoffs || [], tools: md.tools || [], output_type: 'str' } } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'response', { input: msgs }, { id: 'resp_' + N.hex(48), output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map(c => ({ type: 'function_call', call_id: 'call_' + N.b62(24), name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: t.input, output_tokens: t.output } }, [], { metadata: { span_id: 'span_' + N.hex(24), span_data: { type: 'response', response_id: 'resp_' + N.hex(16) }, model, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, JSON.stringify(args), err ? null : (typeof out === 'string' ? out : JSON.stringify(out)), [], { error: err, metadata: { span_id: 'span_' + N.hex(24), span_data: { type: 'function', name }, ...md } }),
      handoff: (from, to) => span('handoff', `handoff ${from} -> ${to}`, { from_agent: from, to_agent: to }, null, [], { metadata: { span_id: 'span_' + N.hex(24), span_data: { type: 'handoff', from_agent: from, to_agent: to } } }),
    },
    'openinference': {
      agent: (name, input, output, ch, md = {}) => span('agent', name, { 'input.value': input }, { 'output.value': output }, ch, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid(), ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); const inp = {}; msgs.forEach((m, i) => { inp[`llm.input_messages.${i}.message.role`] = m.role; inp[`llm.input_messages.${i}.message.content`] = m.content; }); const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text ?? '' }; calls.forEach((c, i) => { out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); }); return span('llm', 'ChatCompletion', inp, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': t.input, 'llm.token_count.completion': t.output, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, { 'tool.name': name, 'tool.parameters': JSON.stringify(args) }, err ? null : { 'output.value': out }, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL', ...md } }),
    },
    'anthropic': {
      agent: (name, input, output, ch, md = {}) => span('agent', name, input, output, ch, { metadata: { sdk: 'anthropic-python/0.39', ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'messages.create', { model, max_tokens: 4096, messages: msgs }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map(c => ({ type: 'tool_use', id: 'toolu_01' + N.b62(22), name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: t.input, output_tokens: t.output } }, [], { metadata: { 'request-id': 'req_011C' + N.b62(20), 'anthropic-ratelimit-tokens-remaining': N.int(10000, 400000), ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, args, err ? { type: 'tool_result', is_error: true, content: err } : { type: 'tool_result', content: typeof out === 'string' ? out : JSON.stringify(out) }, [], { error: err, metadata: md }),
    },
    'crewai': {
      agent: (name, input, output, ch, md = {}) => span('agent', `${name}._execute_core`, { role: name, task: input }, output, ch, { metadata: { crew_id: N.uuid(), 'crewai.version': '0.86.0', ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); const thought = calls.length ? `${text}\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}` : `${text}`; return span('llm', 'LLM.call', { messages: msgs }, thought, [], { metadata: { model, usage: t, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', `ToolUsage._use:${name}`, { tool_name: name, arguments: args }, err ? null : out, [], { error: err, metadata: { run_attempts: 1, delegations: 0, ...md } }),
    },
    'gemini': {
      agent: (name, input, output, ch, md = {}) => span('agent', name, input, output, ch, { metadata: { client: 'google-genai/1.2.0', ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', `models/${model}:generateContent`, { contents: msgs.map(m => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })) }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map(c => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: t.input, candidatesTokenCount: t.output }, modelVersion: model, responseId: N.b62(22) }, [], { metadata: md }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, { functionCall: { name, args } }, { functionResponse: { name, response: err ? { error: err } : { result: out } } }, [], { error: err, metadata: md }),
    },
    'smolagents': {
      agent: (name, input, output, ch, md = {}) => span('agent', `${name}.run`, { task: input }, output, ch, { metadata: { agent_type: 'ToolCallingAgent', max_steps: 20, ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'OpenAIServerModel.__call__', { messages: msgs }, { role: 'assistant', content: text, tool_calls: calls.map(c => ({ id: 'call_' + N.b62(20), type: 'function', function: { name: c.name, arguments: c.args } })) }, [], { metadata: { model_id: model, input_token_count: t.input, output_token_count: t.output, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, args, err ? null : (typeof out === 'string' ? `Observation: ${out}` : out), [], { error: err, metadata: md }),
      step: (i, ch) => span('chain', `Step ${i}`, { step_number: i }, null, ch, { metadata: { step_number: i } }),
    },
    'logfire': {
      agent: (name, input, output, ch, md = {}) => span('agent', `agent run`, { user_prompt: input }, { final_result: output }, ch, { metadata: { 'logfire.msg': `${name} run`, agent_name: name, 'logfire.span_type': 'span', ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', `chat ${model}`, { messages: msgs }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map(c => ({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: 'pyd_ai_' + N.hex(32) }))] }, [], { metadata: { 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': t.input, 'gen_ai.usage.output_tokens': t.output, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', `running tool: ${name}`, args, err ? { part_kind: 'retry-prompt', content: err } : { part_kind: 'tool-return', content: out }, [], { error: err, metadata: { 'logfire.msg': `running tool: ${name}`, ...md } }),
    },
    'agno': { // Agno (formerly phidata) - not in the brief's list
      agent: (name, input, output, ch, md = {}) => span('agent', `Agent.run:${name}`, { message: input }, { content: output, content_type: 'str', event: 'RunResponse' }, ch, { metadata: { agent_id: N.uuid(), session_id: N.uuid(), run_id: N.uuid(), 'agno.version': '1.4.2', ...md } }),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'OpenAIChat.response', { messages: msgs }, { role: 'assistant', content: text, tool_calls: calls.map(c => ({ id: 'call_' + N.b62(24), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: t.input, output_tokens: t.output, time: Number((N.ms(300, 6000) / 1000).toFixed(4)) } }, [], { metadata: { model, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', `FunctionCall.execute:${name}`, { function: name, arguments: args }, err ? null : { result: out }, [], { error: err, metadata: { tool_call_id: 'call_' + N.b62(24), ...md } }),
    },
    'plain': {
      agent: (name, input, output, ch, md = {}) => span('agent', name, input, output, ch, md && Object.keys(md).length ? { metadata: md } : {}),
      llm: (msgs, text, calls = [], md = {}) => { const t = tk(); return span('llm', 'chat.completions', { model, messages: msgs }, { role: 'assistant', content: text ?? null, tool_calls: calls.map(c => ({ id: 'call_' + N.b62(24), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], { metadata: { usage: { prompt_tokens: t.input, completion_tokens: t.output }, ...md } }); },
      tool: (name, args, out, err, md = {}) => span('tool', name, args, err ? null : out, [], { error: err, metadata: md }),
    },
  };
  if (!S[style]) throw new Error('unknown style ' + style);
  return S[style];
}
export const u = (content) => ({ role: 'user', content });
export const sys = (content) => ({ role: 'system', content });
export const a = (content) => ({ role: 'assistant', content });
export const tr = (content) => ({ role: 'tool', content: typeof content === 'string' ? content : JSON.stringify(content) });
export function row(meta, root) { return { trace_id: meta.trace_id, family: meta.family, isolates: meta.isolates, loop: meta.loop, stagnation: meta.stagnation, goal: meta.goal, root }; }
