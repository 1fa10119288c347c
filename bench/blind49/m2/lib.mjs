// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hash32(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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
const MODELS = {
  plain: 'gpt-4o-2024-08-06', vercel: 'gpt-4o-mini', otel: 'claude-3-5-sonnet-20241022', oi: 'gpt-4.1',
  langgraph: 'claude-3-7-sonnet-20250219', agents: 'gpt-4.1-mini', responses: 'o4-mini', anthropic: 'claude-sonnet-4-20250514',
  gemini: 'gemini-2.0-flash', crewai: 'gpt-4o', autogen: 'gpt-4o-2024-05-13', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  griptape: 'gpt-4o', logfire: 'gpt-4o', langfuse: 'mistral-large-latest',
};
export const S = (type, name, input, output, children = [], extra = {}) => {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
};

export function ctx(traceId, style, goal, opts = {}) {
  const r = mulberry32(hash32(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (a) => a[Math.floor(r() * a.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(0, 15)]; return s; };
  const b36 = (n) => { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyz0123456789'[int(0, 35)]; return s; };
  const b62 = (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[int(0, 61)]; return s; };
  let now = Date.UTC(2024, 0, 1) + int(0, 420) * 86400000 + int(0, 86399) * 1000 + int(0, 999);
  let step = 0;
  const p2 = (x) => String(x).padStart(2, '0');
  const c = {
    traceId, style, goal, r, int, pick, hex, b36, b62,
    model: opts.model || MODELS[style] || 'gpt-4o',
    system: opts.system || 'You are a careful operations agent. Use the tools provided. Be concise.',
    agentName: opts.agentName || 'agent',
    tick(sec = 1) { now += Math.max(1, Math.round(sec * 1000 * (0.6 + r() * 0.8))); return now; },
    now: () => now,
    iso: () => new Date(now).toISOString(),
    isoNoMs: () => new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    http: () => new Date(now).toUTCString(),
    epoch: () => Math.floor(now / 1000),
    epochMs: () => now,
    local(offH = 2) { const d = new Date(now + offH * 3600000); const sgn = offH >= 0 ? '+' : '-'; return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${sgn}${p2(Math.abs(offH))}:00`; },
    syslog() { const d = new Date(now); const M = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getUTCMonth()]; return `${M} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate() { const d = new Date(now); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}h${p2(d.getUTCMinutes())}`; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[int(0, 31)]; return s; },
    req: (p = 'req') => `${p}_${b62(20)}`,
    host: (p = 'node') => `${p}-${int(1, 12)}.${pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`,
    pod: (p = 'api') => `${p}-${hex(9)}-${b36(5)}`,
    tmp: () => `/tmp/tmp${b36(8)}`,
    job: (p = 'job') => `${p}-${int(100000, 999999)}`,
    etag: () => `W/"${hex(6)}-${hex(10)}"`,
    sha: (n = 40) => hex(n),
    cursor: () => b62(24) + '==',
    ms: (a = 40, b = 900) => int(a, b),
    dur: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    rl: (lim = 600) => ({ 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(int(1, lim - 1)), 'x-ratelimit-reset': String(int(1, 60)) }),
    usage: () => ({ prompt_tokens: int(300, 6000), completion_tokens: int(20, 400) }),
    callId: () => `call_${b62(24)}`,
    step: () => ++step,
  };
  return c;
}

// ---------- tool-call objects ----------
export function call(c, name, args) {
  const id = c.style === 'anthropic' || c.style === 'otel' ? `toolu_${c.b62(24)}` : c.style === 'gemini' ? `fc_${c.hex(8)}` : c.callId();
  return { id, name, args };
}

function histMessages(c, prompt) {
  const m = [{ role: 'system', content: c.system }, { role: 'user', content: c.goal }];
  if (prompt !== undefined && prompt !== null) m.push({ role: prompt.role || 'tool', content: typeof prompt === 'string' ? prompt : (prompt.content ?? JSON.stringify(prompt)) });
  return m;
}

// ---------- LLM span in the chosen recording style ----------
// o: {text, calls: [call], prompt: last message (string or {role,content}), reasoning}
export function L(c, o = {}) {
  c.tick(o.sec ?? 2.5);
  const calls = o.calls || [];
  const text = o.text ?? null;
  const u = c.usage();
  const msgs = histMessages(c, o.prompt);
  const st = c.style;
  if (st === 'plain' || st === 'autogen') {
    const meta = { model: c.model, usage: u, latency_ms: c.ms(400, 6000), request_id: c.req('chatcmpl') };
    if (st === 'autogen') Object.assign(meta, { sender: o.sender || 'assistant', recipient: o.recipient || 'user_proxy', cost: +(u.prompt_tokens * 2.5e-6 + u.completion_tokens * 1e-5).toFixed(6) });
    return S('llm', st === 'autogen' ? 'OpenAIWrapper.create' : 'ChatCompletion', { model: c.model, messages: msgs }, {
      role: 'assistant', content: text,
      ...(calls.length ? { tool_calls: calls.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) } : {}),
      finish_reason: calls.length ? 'tool_calls' : 'stop',
    }, [], { metadata: meta });
  }
  if (st === 'vercel') {
    return S('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(msgs) }, {
      'ai.response.text': text ?? '', 'ai.response.toolCalls': JSON.stringify(calls.map((k) => ({ toolCallType: 'function', toolCallId: k.id, toolName: k.name, args: JSON.stringify(k.args) }))),
      'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop',
    }, [], { metadata: { 'ai.model.id': c.model, 'ai.model.provider': 'openai.chat', 'ai.response.id': c.req('chatcmpl'), 'ai.response.timestamp': c.iso(), 'ai.usage.promptTokens': u.prompt_tokens, 'ai.usage.completionTokens': u.completion_tokens, 'gen_ai.system': 'openai', 'operation.name': 'ai.generateText.doGenerate' } });
  }
  if (st === 'otel' || st === 'logfire' || st === 'langfuse') {
    const meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': st === 'otel' ? 'anthropic' : st === 'langfuse' ? 'mistral_ai' : 'openai', 'gen_ai.request.model': c.model, 'gen_ai.response.id': c.req('msg'), 'gen_ai.usage.input_tokens': u.prompt_tokens, 'gen_ai.usage.output_tokens': u.completion_tokens };
    if (st === 'logfire') Object.assign(meta, { 'logfire.span_type': 'span', 'logfire.msg': `chat ${c.model}`, 'code.filepath': 'pydantic_ai/models/instrumented.py' });
    if (st === 'langfuse') Object.assign(meta, { observation_type: 'GENERATION', langfuse_observation_id: c.uuid(), completion_start_time: c.iso() });
    const out = st === 'logfire'
      ? { parts: [...(o.reasoning ? [{ part_kind: 'thinking', content: o.reasoning }] : []), ...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((k) => ({ part_kind: 'tool-call', tool_name: k.name, args: k.args, tool_call_id: k.id }))], model_name: c.model, timestamp: c.iso() }
      : { role: 'assistant', content: text, ...(calls.length ? { tool_calls: calls.map((k) => ({ id: k.id, name: k.name, arguments: k.args })) } : {}), finish_reason: calls.length ? 'tool_calls' : 'stop' };
    return S('llm', `chat ${c.model}`, { messages: msgs }, out, [], { metadata: meta });
  }
  if (st === 'oi' || st === 'smolagents') {
    const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': c.model, 'llm.token_count.prompt': u.prompt_tokens, 'llm.token_count.completion': u.completion_tokens };
    msgs.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = m.content; });
    meta['llm.output_messages.0.message.role'] = 'assistant';
    if (text) meta['llm.output_messages.0.message.content'] = text;
    calls.forEach((k, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = k.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(k.args); });
    return S('llm', st === 'smolagents' ? 'LiteLLMModel.generate' : 'ChatCompletion', { 'input.value': JSON.stringify({ messages: msgs }), 'input.mime_type': 'application/json' }, { 'output.value': text ?? JSON.stringify(calls.map((k) => ({ name: k.name, arguments: k.args }))), 'output.mime_type': text ? 'text/plain' : 'application/json' }, [], { metadata: meta });
  }
  if (st === 'langgraph') {
    const lm = msgs.map((m) => ({ type: m.role === 'user' ? 'human' : m.role === 'system' ? 'system' : m.role === 'tool' ? 'tool' : 'ai', content: m.content }));
    return S('llm', 'ChatAnthropic', { messages: [lm] }, { generations: [[{ text: text ?? '', type: 'ChatGeneration', message: { type: 'ai', content: text ?? '', tool_calls: calls.map((k) => ({ name: k.name, args: k.args, id: k.id, type: 'tool_call' })) } }]], llm_output: { id: c.req('msg'), model: c.model, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens } } }, [], { metadata: { ls_provider: 'anthropic', ls_model_name: c.model, ls_model_type: 'chat', langgraph_node: 'agent', langgraph_step: c.step(), langgraph_triggers: ['branch:to:agent'], run_id: c.uuid(), thread_id: o.thread || undefined } });
  }
  if (st === 'agents' || st === 'responses') {
    const outItems = [
      ...(o.reasoning ? [{ type: 'reasoning', id: `rs_${c.hex(40)}`, summary: [{ type: 'summary_text', text: o.reasoning }] }] : []),
      ...(text ? [{ type: 'message', id: `msg_${c.hex(40)}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
      ...calls.map((k) => ({ type: 'function_call', id: `fc_${c.hex(40)}`, call_id: k.id, name: k.name, arguments: JSON.stringify(k.args), status: 'completed' })),
    ];
    if (st === 'agents') return S('llm', 'response', { model: c.model, input: msgs.slice(1) }, outItems, [], { metadata: { span_data: { type: 'response', response_id: `resp_${c.hex(48)}` }, usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens }, started_at: c.iso() } });
    return S('llm', 'responses.create', { model: c.model, instructions: c.system, input: o.prompt === undefined ? c.goal : msgs.slice(2), previous_response_id: o.prev || null, store: true }, { id: `resp_${c.hex(48)}`, object: 'response', created_at: c.epoch(), status: 'completed', output: outItems, usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens, output_tokens_details: { reasoning_tokens: c.int(0, 900) } } }, [], { metadata: { 'x-request-id': c.req('req'), 'openai-processing-ms': String(c.ms(300, 9000)) } });
  }
  if (st === 'anthropic') {
    const am = msgs.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? [{ type: 'tool_result', tool_use_id: o.lastId || 'toolu_prev', content: m.content }] : m.content }));
    return S('llm', 'messages.create', { model: c.model, max_tokens: 4096, system: c.system, messages: am }, { id: `msg_${c.b62(24)}`, type: 'message', role: 'assistant', model: c.model, content: [...(o.reasoning ? [{ type: 'thinking', thinking: o.reasoning, signature: c.b62(40) }] : []), ...(text ? [{ type: 'text', text }] : []), ...calls.map((k) => ({ type: 'tool_use', id: k.id, name: k.name, input: k.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens, cache_read_input_tokens: c.int(0, 4000) } }, [], { metadata: { 'request-id': c.req('req'), 'anthropic-ratelimit-tokens-remaining': String(c.int(10000, 400000)) } });
  }
  if (st === 'gemini') {
    return S('llm', 'models.generateContent', { model: `models/${c.model}`, contents: msgs.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })), systemInstruction: { parts: [{ text: c.system }] } }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((k) => ({ functionCall: { name: k.name, args: k.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.prompt_tokens, candidatesTokenCount: u.completion_tokens, totalTokenCount: u.prompt_tokens + u.completion_tokens }, modelVersion: c.model, responseId: c.b62(22) }, [], {});
  }
  if (st === 'crewai') {
    const react = (text || '') + calls.map((k) => `\nAction: ${k.name}\nAction Input: ${JSON.stringify(k.args)}`).join('');
    return S('llm', 'LLM.call', { messages: msgs, model: c.model }, react.trim(), [], { metadata: { 'crewai.agent.role': o.role || c.agentName, 'litellm.call_id': c.uuid(), usage: u } });
  }
  if (st === 'griptape') {
    return S('llm', 'PromptDriver.run', { prompt_stack: { messages: msgs.map((m) => ({ role: m.role, content: [{ artifact: { type: 'TextArtifact', value: m.content } }] })) } }, { role: 'assistant', content: [...(text ? [{ artifact: { type: 'TextArtifact', value: text } }] : []), ...calls.map((k) => ({ artifact: { type: 'ActionArtifact', value: { tag: k.id, name: k.name.split('.')[0], path: k.name.split('.')[1] || 'run', input: { values: k.args } } } }))], usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens } }, [], { metadata: { 'griptape.prompt_driver': 'OpenAiChatPromptDriver', model: c.model, event_id: c.uuid() } });
  }
  throw new Error('unknown style ' + st);
}

// ---------- tool span in the chosen style ----------
export function T(c, k, output, o = {}) {
  c.tick(o.sec ?? 1.2);
  const st = c.style; const err = o.error;
  const ex = err ? { error: err } : {};
  const argStr = JSON.stringify(k.args);
  if (st === 'plain' || st === 'autogen') return S('tool', k.name, o.strArgs ? argStr : k.args, output, [], { ...ex, metadata: { tool_call_id: k.id, duration_ms: c.ms(20, 3000) } });
  if (st === 'vercel') return S('tool', 'ai.toolCall', { 'ai.toolCall.name': k.name, 'ai.toolCall.id': k.id, 'ai.toolCall.args': argStr }, { 'ai.toolCall.result': output }, [], { ...ex, metadata: { 'operation.name': 'ai.toolCall' } });
  if (st === 'otel' || st === 'logfire' || st === 'langfuse') {
    const meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': k.name, 'gen_ai.tool.call.id': k.id };
    if (st === 'langfuse') meta.observation_type = 'TOOL';
    if (err) meta['error.type'] = o.errType || 'ToolError';
    return S('tool', st === 'logfire' ? `running tool: ${k.name}` : `execute_tool ${k.name}`, st === 'logfire' ? k.args : { arguments: argStr }, output, [], { ...ex, metadata: meta });
  }
  if (st === 'oi' || st === 'smolagents') return S('tool', k.name, { 'input.value': argStr }, { 'output.value': typeof output === 'string' ? output : JSON.stringify(output) }, [], { ...ex, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': k.name, 'tool.parameters': argStr } });
  if (st === 'langgraph') return S('tool', k.name, { input: argStr }, { type: 'tool', name: k.name, tool_call_id: k.id, content: typeof output === 'string' ? output : JSON.stringify(output), status: err ? 'error' : 'success' }, [], { ...ex, metadata: { langgraph_node: 'tools', langgraph_step: c.step(), run_id: c.uuid() } });
  if (st === 'agents') return S('tool', k.name, argStr, typeof output === 'string' ? output : JSON.stringify(output), [], { ...ex, metadata: { span_data: { type: 'function', name: k.name, mcp_data: null } } });
  if (st === 'responses') return S('tool', k.name, { call_id: k.id, arguments: argStr }, { type: 'function_call_output', call_id: k.id, output: typeof output === 'string' ? output : JSON.stringify(output) }, [], ex);
  if (st === 'anthropic') return S('tool', k.name, k.args, { type: 'tool_result', tool_use_id: k.id, content: typeof output === 'string' ? output : JSON.stringify(output), ...(err ? { is_error: true } : {}) }, [], ex);
  if (st === 'gemini') return S('tool', k.name, { functionCall: { name: k.name, args: k.args } }, { functionResponse: { name: k.name, response: typeof output === 'string' ? { result: output } : output } }, [], ex);
  if (st === 'crewai') return S('tool', k.name, { tool_input: argStr }, typeof output === 'string' ? output : JSON.stringify(output), [], { ...ex, metadata: { 'crewai.tool.run_attempts': o.attempt || 1, 'crewai.tool.delegation': false } });
  if (st === 'griptape') return S('tool', `${k.name}`, { action: { tag: k.id, input: { values: k.args } } }, { type: err ? 'ErrorArtifact' : 'TextArtifact', value: typeof output === 'string' ? output : JSON.stringify(output) }, [], { ...ex, metadata: { subtask: 'ActionsSubtask', subtask_id: c.hex(32) } });
  throw new Error('unknown style ' + st);
}

// ---------- root / sub agent spans ----------
const ROOT = { plain: 'agent', autogen: 'a_initiate_chat', vercel: 'ai.generateText', otel: 'invoke_agent', logfire: 'agent run', langfuse: 'trace', oi: 'Agent', smolagents: 'CodeAgent.run', langgraph: 'LangGraph', agents: 'Agent workflow', responses: 'agent_loop', anthropic: 'conversation', gemini: 'gemini.chat_session', crewai: 'Crew.kickoff', griptape: 'Agent.run' };
export function A(c, children, output, o = {}) {
  const st = c.style;
  let name = o.name || ROOT[st];
  const meta = { ...(o.metadata || {}) };
  if (st === 'otel') { name = `invoke_agent ${c.agentName}`; Object.assign(meta, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': c.agentName }); }
  if (st === 'oi' || st === 'smolagents') meta['openinference.span.kind'] = 'AGENT';
  if (st === 'agents') Object.assign(meta, { trace_id: `trace_${c.hex(32)}`, workflow_name: c.agentName, span_data: { type: 'agent', name: c.agentName } });
  if (st === 'langgraph') Object.assign(meta, { thread_id: c.uuid(), run_type: 'chain' });
  if (st === 'vercel') Object.assign(meta, { 'ai.model.id': c.model, 'resource.name': c.agentName, 'ai.settings.maxSteps': o.maxSteps || 20 });
  if (st === 'langfuse') Object.assign(meta, { langfuse_trace_id: c.hex(32), session_id: c.uuid() });
  if (st === 'logfire') Object.assign(meta, { agent_name: c.agentName, 'logfire.msg': `${c.agentName} run` });
  if (st === 'crewai') Object.assign(meta, { crew_id: c.uuid(), process: 'sequential' });
  if (st === 'autogen') Object.assign(meta, { max_turns: o.maxTurns || 30 });
  const ex = { metadata: meta };
  if (o.error) ex.error = o.error;
  return S('agent', name, o.input ?? { input: c.goal }, output, children, ex);
}
export function sub(c, name, input, children, output, o = {}) {
  return S(o.type || 'agent', name, input, output, children, { metadata: o.metadata, error: o.error });
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, x) => a + countSpans(x), 0); }
export function row(family, n, isolates, loop, stagnation, goal, root) {
  return { trace_id: `${family}-0${n}`, family, isolates, loop, stagnation, goal, root };
}
