// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 1779033703 ^ s.length; for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); } h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909); return (h ^= h >>> 16) >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

export function makeCtx(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; };
  const alnum = (n) => { const c = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * c.length)]; return s; };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`;
  let clock = Date.UTC(2024, int(0, 11), int(1, 27), int(6, 20), int(0, 59), int(0, 59)) + int(0, 999);
  const tick = (minMs = 200, maxMs = 4000) => (clock += int(minMs, maxMs));
  const iso = () => new Date(tick()).toISOString();
  const isoNoMs = () => new Date(tick()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const isoOffset = () => { const d = new Date(tick() + 3600000); return d.toISOString().replace('Z', '+01:00'); };
  const httpDate = () => new Date(tick()).toUTCString();
  const epoch = () => Math.floor(tick() / 1000);
  const epochMs = () => tick();
  const logTs = () => new Date(tick()).toISOString().replace('T', ' ').replace('Z', '');
  const syslogTs = () => { const d = new Date(tick()); const m = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getUTCMonth()]; return `${m} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)}`; };
  const dur = (a = 20, b = 3000) => `${int(a, b)}ms`;
  const secs = (a = 0.2, b = 9) => `${(a + rnd() * (b - a)).toFixed(2)}s`;
  const reqId = (p = 'req') => `${p}_${alnum(20)}`;
  const etag = () => `W/"${hex(16)}"`;
  const host = (p) => `${p}-${int(1, 9)}${pick(['a', 'b', 'c'])}.${pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`;
  const pod = (p) => `${p}-${hex(10)}-${alnum(5).toLowerCase()}`;
  const tmp = (p = 'tmp') => `/tmp/${p}-${alnum(8)}`;
  const jobId = (p = 'job') => `${p}-${int(10000, 99999)}-${hex(6)}`;
  const cursor = () => Buffer.from(JSON.stringify({ k: hex(12), ts: epoch() })).toString('base64').replace(/=+$/, '');
  const sha = () => hex(40);
  const traceparent = () => `00-${hex(32)}-${hex(16)}-01`;
  const callId = (p = 'call') => `${p}_${alnum(24)}`;
  const objAddr = () => `0x7f${hex(10)}`;
  return { rnd, int, pick, hex, alnum, uuid, tick, iso, isoNoMs, isoOffset, httpDate, epoch, epochMs, logTs, syslogTs, dur, secs, reqId, etag, host, pod, tmp, jobId, cursor, sha, traceparent, callId, objAddr, get now() { return clock; } };
}

// ---------- span builders per recording style ----------
const span = (type, name, input, output, children = [], extra = {}) => { const s = { type, name, input, output, children }; if (extra.error) s.error = extra.error; if (extra.metadata) s.metadata = extra.metadata; return s; };
export { span };

// A style object turns generic llm/tool steps into spans as a given framework records them.
// llm({system, messages, text, calls:[{name,args,id?}], reasoning}) ; tool(name, args, output, {error, id, argsAsString})
export function style(kind, c, model = 'gpt-4o-2024-08-06') {
  const usage = () => ({ in: c.int(400, 9000), out: c.int(20, 700) });
  const withIds = (calls = []) => calls.map((k) => ({ ...k, id: k.id || c.callId(kind === 'anthropic' || kind === 'claude-sdk' ? 'toolu' : 'call') }));
  let step = 0; let lastIds = [];
  const S = {
    kind,
    ids() { return lastIds; },
    agent(name, input, output, children, metadata) {
      const names = { vercel: 'ai.generateText', otel: `invoke_agent ${name}`, langsmith: 'LangGraph', 'oai-agents': `Agent workflow: ${name}`, anthropic: `agent_loop:${name}`, crewai: 'Crew.kickoff', autogen: `autogen ${name}.run`, smolagents: 'CodeAgent.run', openinference: name, gemini: `${name}.run`, mastra: `agent.${name}.generate`, langfuse: name, dspy: 'ReAct.forward', haystack: 'haystack.agent.run', agno: 'Agent.run', plain: name, 'claude-sdk': 'claude_agent_sdk.query' };
      const md = { ...(metadata || {}) };
      if (kind === 'otel') Object.assign(md, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name });
      if (kind === 'openinference') md['openinference.span.kind'] = 'AGENT';
      if (kind === 'vercel') Object.assign(md, { 'ai.operationId': 'ai.generateText', 'ai.model.id': model, 'ai.settings.maxSteps': 12 });
      if (kind === 'agno') Object.assign(md, { agent_name: name, session_id: c.uuid() });
      if (kind === 'mastra') md['agent.name'] = name;
      return span('agent', names[kind] || name, input, output, children, { metadata: md });
    },
    llm({ system, messages, prompt, text = '', calls = [], reasoning }) {
      step++; const cs = withIds(calls); lastIds = cs.map((k) => k.id); const u = usage();
      const msgs = messages || [...(system ? [{ role: 'system', content: system }] : []), ...(prompt ? [{ role: 'user', content: prompt }] : [])];
      switch (kind) {
        case 'vercel': return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(msgs) }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify(cs.map((k) => ({ toolCallType: 'function', toolCallId: k.id, toolName: k.name, args: JSON.stringify(k.args) }))), 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.id': c.reqId('chatcmpl'), 'ai.response.timestamp': c.iso() } });
        case 'otel': return span('llm', `chat ${model}`, { 'gen_ai.input.messages': msgs }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((k) => ({ type: 'tool_call', id: k.id, name: k.name, arguments: k.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': c.reqId('chatcmpl'), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out } });
        case 'langsmith': return span('llm', model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [msgs] }, { generations: [[{ text, type: 'ChatGeneration', message: { type: 'ai', content: text, tool_calls: cs.map((k) => ({ name: k.name, args: k.args, id: k.id, type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: u.in, completion_tokens: u.out }, model_name: model } }, [], { metadata: { ls_provider: model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: step * 2 - 1, run_id: c.uuid() } });
        case 'oai-agents': return span('llm', 'Response', { model, input: msgs }, { id: `resp_${c.hex(40)}`, output: [...(reasoning ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...cs.map((k) => ({ type: 'function_call', call_id: k.id, name: k.name, arguments: JSON.stringify(k.args) }))], usage: { input_tokens: u.in, output_tokens: u.out } }, [], { metadata: { 'span_data.type': 'response', trace_id: `trace_${c.hex(32)}` } });
        case 'anthropic': case 'claude-sdk': return span('llm', kind === 'anthropic' ? 'messages.create' : 'assistant', { model, system, messages: msgs.filter((m) => m.role !== 'system') }, { id: `msg_01${c.alnum(22)}`, type: 'message', role: 'assistant', content: [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: c.alnum(32) }] : []), ...(text ? [{ type: 'text', text }] : []), ...cs.map((k) => ({ type: 'tool_use', id: k.id, name: k.name, input: k.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: c.int(0, 4000) } }, [], { metadata: { model: 'claude-sonnet-4-20250514', 'anthropic-request-id': c.reqId('req_011') } });
        case 'crewai': { const t = cs.length ? `Thought: ${text}\nAction: ${cs[0].name}\nAction Input: ${JSON.stringify(cs[0].args)}` : `Thought: I now know the final answer\nFinal Answer: ${text}`; return span('llm', 'LLM.call', { messages: msgs, model }, t, [], { metadata: { 'crewai.llm.model': model, tokens: u.in + u.out } }); }
        case 'autogen': return span('llm', 'create', { messages: msgs, model }, { finish_reason: cs.length ? 'function_calls' : 'stop', content: cs.length ? cs.map((k) => ({ id: k.id, name: k.name, arguments: JSON.stringify(k.args) })) : text, thought: cs.length && text ? text : undefined, usage: { prompt_tokens: u.in, completion_tokens: u.out }, cached: false }, [], { metadata: { 'autogen.agent': 'assistant', 'gen_ai.system': 'openai' } });
        case 'smolagents': return span('llm', 'LiteLLMModel.__call__', { messages: msgs }, { role: 'assistant', content: `Thought: ${text}\nCode:\n\`\`\`py\n${cs.map((k) => `r = ${k.name}(${Object.entries(k.args).map(([a, b]) => `${a}=${JSON.stringify(b)}`).join(', ')})\nprint(r)`).join('\n') || `final_answer(${JSON.stringify(text.slice(0, 60))})`}\n\`\`\`<end_code>` }, [], { metadata: { 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out, model_id: model } });
        case 'openinference': { const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out }; msgs.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); }); md['llm.output_messages.0.message.role'] = 'assistant'; md['llm.output_messages.0.message.content'] = text; cs.forEach((k, i) => { md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = k.name; md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(k.args); }); return span('llm', 'ChatCompletion', { 'input.value': JSON.stringify({ messages: msgs }), 'input.mime_type': 'application/json' }, { 'output.value': text, tool_calls: cs.map((k) => ({ id: k.id, function: { name: k.name, arguments: JSON.stringify(k.args) } })) }, [], { metadata: md }); }
        case 'gemini': return span('llm', `generateContent ${model}`, { contents: msgs.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((k) => ({ functionCall: { name: k.name, args: k.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out }, modelVersion: model, responseId: c.alnum(22) }, [], { metadata: { 'gcp.vertex.agent.invocation_id': `e-${c.uuid()}` } });
        case 'mastra': return span('llm', `llm.generate`, { messages: msgs }, { text, toolCalls: cs.map((k) => ({ type: 'tool-call', toolCallId: k.id, toolName: k.name, args: k.args })), finishReason: cs.length ? 'tool-calls' : 'stop', usage: { promptTokens: u.in, completionTokens: u.out } }, [], { metadata: { componentName: 'agent', runId: c.uuid() } });
        case 'langfuse': return span('llm', 'generation', msgs, { role: 'assistant', content: text || null, tool_calls: cs.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) }, [], { metadata: { observationType: 'GENERATION', model, usageDetails: { input: u.in, output: u.out }, costDetails: { total: +(u.in * 2.5e-6 + u.out * 1e-5).toFixed(6) } } });
        case 'dspy': return span('llm', 'LM.__call__', { prompt: msgs.map((m) => m.content).join('\n\n') }, [`[[ ## next_thought ## ]]\n${text}\n\n[[ ## next_tool_name ## ]]\n${cs[0] ? cs[0].name : 'finish'}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(cs[0] ? cs[0].args : {})}\n\n[[ ## completed ## ]]`], [], { metadata: { model: `openai/${model}`, temperature: 0.0 } });
        case 'haystack': return span('llm', 'haystack.component.run', { messages: msgs.map((m) => ({ _role: m.role, _content: [{ text: m.content }] })) }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...cs.map((k) => ({ tool_call: { tool_name: k.name, arguments: k.args, id: k.id } }))], _meta: { model, finish_reason: cs.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.in, completion_tokens: u.out } } }] }, [], { metadata: { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' } });
        case 'agno': return span('llm', 'OpenAIChat.response', { messages: msgs }, { content: text, tool_calls: cs.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })), metrics: { input_tokens: u.in, output_tokens: u.out, time_to_first_token: c.secs(0.1, 1.5) } }, [], { metadata: { 'agno.model': model } });
        default: return span('llm', 'chat.completions.create', { model, messages: msgs }, { role: 'assistant', content: text || null, tool_calls: cs.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) }, [], { metadata: { model, usage: { prompt_tokens: u.in, completion_tokens: u.out } } });
      }
    },
    tool(name, args, output, opt = {}) {
      const id = opt.id || lastIds[0] || c.callId();
      const ex = opt.error ? { error: opt.error } : {};
      const a = opt.argsAsString ? JSON.stringify(args) : args;
      switch (kind) {
        case 'vercel': return span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }, [], { ...ex, metadata: { 'ai.toolCall.name': name, 'ai.toolCall.id': id } });
        case 'otel': return span('tool', `execute_tool ${name}`, a, output, [], { ...ex, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id } });
        case 'langsmith': step++; return span('tool', name, { input: typeof a === 'string' ? a : JSON.stringify(a) }, { output: { content: typeof output === 'string' ? output : JSON.stringify(output), type: 'tool', tool_call_id: id, status: opt.error ? 'error' : 'success' } }, [], { ...ex, metadata: { langgraph_node: 'tools', langgraph_step: step * 2 } });
        case 'oai-agents': return span('tool', name, typeof a === 'string' ? a : JSON.stringify(a), typeof output === 'string' ? output : JSON.stringify(output), [], { ...ex, metadata: { 'span_data.type': 'function', call_id: id } });
        case 'anthropic': case 'claude-sdk': return span('tool', name, a, { type: 'tool_result', tool_use_id: id, content: typeof output === 'string' ? output : [{ type: 'text', text: JSON.stringify(output) }], ...(opt.error ? { is_error: true } : {}) }, [], ex);
        case 'openinference': return span('tool', name, { 'input.value': JSON.stringify(args) }, { 'output.value': typeof output === 'string' ? output : JSON.stringify(output) }, [], { ...ex, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) } });
        case 'gemini': return span('tool', name, { functionCall: { name, args } }, { functionResponse: { name, response: typeof output === 'string' ? { result: output } : output } }, [], ex);
        case 'mastra': return span('tool', `tool.execute ${name}`, args, output, [], { ...ex, metadata: { toolCallId: id } });
        case 'dspy': return span('tool', `Tool.__call__ ${name}`, args, output, [], ex);
        case 'haystack': return span('tool', 'haystack.component.run', { messages: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: name, arguments: args, id } }] }] }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: typeof output === 'string' ? output : JSON.stringify(output), origin: { tool_name: name, id }, error: !!opt.error } }] }] }, [], { ...ex, metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker' } });
        case 'agno': return span('tool', `FunctionCall.execute ${name}`, a, output, [], { ...ex, metadata: { tool_call_id: id } });
        case 'autogen': return span('tool', 'execute_tool', { name, arguments: JSON.stringify(args), call_id: id }, { content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!opt.error, call_id: id }, [], ex);
        default: return span('tool', name, a, output, [], { ...ex, metadata: { tool_call_id: id } });
      }
    },
  };
  return S;
}

// Helpers for writing an HTTP-ish tool result with volatile headers.
export function http(c, status, body, extraHeaders = {}) {
  return { status, headers: { date: c.httpDate(), 'x-request-id': c.uuid(), ...extraHeaders }, body };
}

export function makeRow(meta, n, fields) {
  return { trace_id: `${meta.family}-${String(n).padStart(2, '0')}`, family: meta.family, isolates: fields.isolates, loop: meta.loop, stagnation: meta.stagnation, goal: fields.goal, root: fields.root };
}
