// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
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
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(id) {
    this.r = mulberry32(hashStr(id));
    // fixed base: 2024-01-01T00:00:00Z plus a seeded offset of up to ~300 days
    this.t = 1704067200000 + Math.floor(this.r() * 300 * 86400000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[this.int(0, 61)]; return s; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += this.int(0, 9); return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[this.int(0,3)]}${h.slice(17,20)}-${h.slice(20,32)}`; }
  tick(min = 150, max = 2500) { this.t += this.int(min, max); return this.t; }
  sleep(sec) { this.t += sec * 1000; return this.t; }
  iso() { return new Date(this.t).toISOString(); }
  isoNoMs() { return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOffset(h = 2) { const d = new Date(this.t + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; }
  httpDate() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochFloat() { return +(this.t / 1000).toFixed(6); }
  compact() { return new Date(this.t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  syslog() { const d = new Date(this.t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  usDate() { const d = new Date(this.t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth()+1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  euDate() { const d = new Date(this.t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth()+1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  clock() { const d = new Date(this.t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3,'0')}`; }
  day(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  dur() { return (this.int(80, 4200) / 1000).toFixed(3) + 's'; }
  ms() { return this.int(12, 2400); }
  req(prefix = 'req') { return `${prefix}_${this.b62(20)}`; }
  sha() { return this.hex(64); }
  short() { return this.hex(7); }
  etag() { return `W/"${this.hex(8)}-${this.hex(12)}"`; }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(prefix = 'api') { return `${prefix}-${this.int(1, 24)}.${this.pick(['eu-west-1','us-east-2','eu-central-1','ap-southeast-2'])}.internal`; }
  pod(name) { return `${name}-${this.hex(9).replace(/[0-9]/g, (c) => 'bcdfghjkmn'[+c])}-${this.b62(5).toLowerCase()}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  cursor() { return Buffer.from(`{"k":${this.int(1000,99999)},"ts":${this.epoch()}}`).toString('base64'); }
  addr() { return '0x7f' + this.hex(10); }
  pid() { return this.int(1200, 65000); }
  job(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  ulid() { return '01' + this.b62(24).toUpperCase().replace(/[ILOU]/g, 'X'); }
  usage() { const i = this.int(600, 9000), o = this.int(20, 700); return { input_tokens: i, output_tokens: o }; }
}

// ---------------------------------------------------------------------------
// Tracer: builds spans in the recording style of one framework/tracer.
// Keeps a running message history so llm inputs look like real requests.
// ---------------------------------------------------------------------------
const clip = (s, n = 700) => (typeof s === 'string' ? s : JSON.stringify(s)).slice(0, n);

export function makeTracer(style, N, { model = 'gpt-4o-2024-08-06', system = '', goal = '', agentName = 'agent', keep = 6 } = {}) {
  const hist = [];
  const pending = [];
  let stepNo = 0;
  if (system) hist.push({ role: 'system', content: system });
  hist.push({ role: 'user', content: goal });
  const window = () => { const head = hist.filter((m, i) => i < (system ? 2 : 1)); const tail = hist.slice(system ? 2 : 1).slice(-keep); return [...head, ...tail]; };
  const callId = () => ({ plain: 'call_' + N.b62(24), openai_agents: 'call_' + N.b62(24), anthropic: 'toolu_01' + N.b62(22), vercel: 'call_' + N.b62(24), gemini: '', adk: 'adk-' + N.uuid() }[style] ?? 'call_' + N.b62(16));
  const usage = () => N.usage();

  function llm({ text = '', calls = [], reasoning = '', name } = {}) {
    N.tick(400, 6000);
    const ids = calls.map(([n]) => { const id = callId(); pending.push({ n, id }); return id; });
    const msgs = window();
    const u = usage();
    let span;
    const tc = calls.map(([n, a], i) => ({ id: ids[i], name: n, args: a }));
    switch (style) {
      case 'plain':
        span = { type: 'llm', name: name || 'chat.completions.create', input: { model, messages: msgs, tools_count: undefined },
          output: { role: 'assistant', content: text || null, ...(tc.length ? { tool_calls: tc.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) },
          metadata: { model, finish_reason: tc.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.input_tokens, completion_tokens: u.output_tokens }, id: 'chatcmpl-' + N.b62(29), created: N.epoch() } };
        delete span.input.tools_count; break;
      case 'openai_agents':
        span = { type: 'llm', name: name || 'Response', input: msgs.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content }),
          output: [...(reasoning ? [{ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...tc.map((c) => ({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))],
          metadata: { response_id: 'resp_' + N.hex(48), model, instructions: system.slice(0, 120), usage: { ...u, total_tokens: u.input_tokens + u.output_tokens } } };
        break;
      case 'anthropic':
        span = { type: 'llm', name: name || 'messages.create', input: { model, max_tokens: 8192, system, messages: msgs.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] } : { role: m.role, content: m.content }) },
          output: { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content: [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: N.b62(40) + '==' }] : []), ...(text ? [{ type: 'text', text }] : []), ...tc.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: tc.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { ...u, cache_read_input_tokens: N.int(0, 4000) } },
          metadata: { 'anthropic-request-id': 'req_011C' + N.b62(20), latency_ms: N.ms() } };
        break;
      case 'gemini':
        span = { type: 'llm', name: name || `generateContent ${model}`, input: { contents: msgs.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { content: m.content } } }] } : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] }), systemInstruction: system ? { parts: [{ text: system }] } : undefined },
          output: { candidates: [{ content: { role: 'model', parts: [...(reasoning ? [{ text: reasoning, thought: true }] : []), ...(text ? [{ text }] : []), ...tc.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.input_tokens, candidatesTokenCount: u.output_tokens, totalTokenCount: u.input_tokens + u.output_tokens }, modelVersion: model, responseId: N.b62(22) } };
        if (!system) delete span.input.systemInstruction; break;
      case 'vercel':
        span = { type: 'llm', name: name || 'ai.generateText.doGenerate', input: { 'ai.prompt.messages': JSON.stringify(msgs.map((m) => ({ role: m.role, content: m.content }))) },
          output: { 'ai.response.text': text, ...(tc.length ? { 'ai.response.toolCalls': JSON.stringify(tc.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) } : {}), 'ai.response.finishReason': tc.length ? 'tool-calls' : 'stop' },
          metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': model.startsWith('claude') ? 'anthropic.messages' : 'openai.chat', 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': u.input_tokens, 'ai.usage.completionTokens': u.output_tokens, 'ai.response.msToFirstChunk': N.int(200, 1900) } };
        break;
      case 'otel': case 'pydantic':
        span = { type: 'llm', name: name || `chat ${model}`, input: { 'gen_ai.input.messages': msgs.map((m) => ({ role: m.role, parts: [m.role === 'tool' ? { type: 'tool_call_response', id: m.tool_call_id, response: m.content } : { type: 'text', content: m.content }] })) },
          output: { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(reasoning ? [{ type: 'reasoning', content: reasoning }] : []), ...(text ? [{ type: 'text', content: text }] : []), ...tc.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: tc.length ? 'tool_call' : 'stop' }] },
          metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': model.startsWith('claude') ? 'anthropic' : 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(20), 'gen_ai.usage.input_tokens': u.input_tokens, 'gen_ai.usage.output_tokens': u.output_tokens, ...(style === 'pydantic' ? { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'code.filepath': 'agent.py' } : { 'server.address': 'api.openai.com' }) } };
        break;
      case 'openinference': {
        const inp = {}; msgs.forEach((m, i) => { inp[`llm.input_messages.${i}.message.role`] = m.role; inp[`llm.input_messages.${i}.message.content`] = m.content; });
        const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text };
        tc.forEach((c, i) => { out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`] = c.id; out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        span = { type: 'llm', name: name || 'ChatCompletion', input: inp, output: out, metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.input_tokens, 'llm.token_count.completion': u.output_tokens, 'llm.invocation_parameters': JSON.stringify({ temperature: 0.2 }) } };
        break; }
      case 'langsmith':
        span = { type: 'llm', name: name || (model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI'), input: { messages: [msgs.map((m) => ({ type: { user: 'human', assistant: 'ai', system: 'system', tool: 'tool' }[m.role], content: m.content, ...(m.tool_call_id ? { tool_call_id: m.tool_call_id } : {}) }))] },
          output: { generations: [[{ text, type: 'ChatGeneration', generation_info: { finish_reason: tc.length ? 'tool_calls' : 'stop' }, message: { type: 'ai', content: text, tool_calls: tc.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + N.uuid() } }]], llm_output: { model_name: model, token_usage: { prompt_tokens: u.input_tokens, completion_tokens: u.output_tokens } } },
          metadata: { ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: ++stepNo, thread_id: undefined } };
        delete span.metadata.thread_id; break;
      case 'crewai': case 'smolagents': case 'agno': case 'adk': default: {
        // ReAct-style text completions
        let body = text;
        if (style === 'crewai') body = [reasoning ? `Thought: ${reasoning}` : '', text, ...tc.map((c) => `Action: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`)].filter(Boolean).join('\n');
        if (style === 'smolagents') body = [reasoning ? `Thought: ${reasoning}` : '', text, ...tc.map((c) => `Action:\n{\n  "name": "${c.name}",\n  "arguments": ${JSON.stringify(c.args)}\n}`)].filter(Boolean).join('\n');
        if (style === 'agno') span = { type: 'llm', name: name || 'OpenAIChat.response', input: { messages: msgs }, output: { content: text || null, reasoning_content: reasoning || undefined, tool_calls: tc.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: u.input_tokens, output_tokens: u.output_tokens, time_to_first_token: +(N.int(150, 1800) / 1000).toFixed(4), response_time: +(N.int(900, 9000) / 1000).toFixed(4) } }, metadata: { model, provider: 'OpenAI' } };
        else if (style === 'adk') span = { type: 'llm', name: name || 'call_llm', input: { 'gcp.vertex.agent.llm_request': JSON.stringify({ model, config: { system_instruction: system.slice(0, 200) }, contents: msgs.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: clip(m.content, 400) }] })) }) }, output: { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...tc.map((c) => ({ function_call: { id: c.id, name: c.name, args: c.args } }))] }, usage_metadata: { prompt_token_count: u.input_tokens, candidates_token_count: u.output_tokens } }) }, metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': model, 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() } };
        else span = { type: 'llm', name: name || ({ crewai: 'LLM.call', strands: 'Model invoke', mastra: 'llm.generate' }[style] || 'LiteLLMModel.generate'), input: { messages: msgs }, output: { role: 'assistant', content: body }, metadata: { model, ...u, ...(style === 'crewai' ? { crew_key: N.hex(32), agent_role: agentName } : { step_number: ++stepNo }) } };
        if (span.output && span.output.reasoning_content === undefined && style === 'agno') delete span.output.reasoning_content;
      }
    }
    span.children = [];
    const content = [reasoning, text].filter(Boolean).join('\n') || null;
    hist.push({ role: 'assistant', content: content ?? `[tool calls: ${calls.map((c) => c[0]).join(', ')}]` });
    return span;
  }

  function tool(name, args, result, { error, argsString = false, type = 'tool' } = {}) {
    N.tick(60, 4000);
    const k = pending.findIndex((p) => p.n === name);
    const id = k >= 0 ? pending.splice(k, 1)[0].id : callId();
    const a = argsString ? JSON.stringify(args) : args;
    let span;
    switch (style) {
      case 'anthropic': span = { type, name, input: { tool_use_id: id, name, input: a }, output: { type: 'tool_result', tool_use_id: id, content: typeof result === 'string' ? result : JSON.stringify(result), ...(error ? { is_error: true } : {}) } }; break;
      case 'gemini': span = { type, name, input: { functionCall: { name, args: a } }, output: { functionResponse: { name, response: typeof result === 'string' ? { output: result } : result } } }; break;
      case 'vercel': span = { type, name: 'ai.toolCall', input: { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, output: { 'ai.toolCall.result': typeof result === 'string' ? result : JSON.stringify(result) }, metadata: { 'operation.name': 'ai.toolCall' } }; break;
      case 'otel': span = { type, name: `execute_tool ${name}`, input: { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.call.arguments': a }, output: { 'gen_ai.tool.call.result': result }, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.type': 'function' } }; break;
      case 'pydantic': span = { type, name: `running tool: ${name}`, input: { tool_arguments: a, 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id }, output: { tool_response: result }, metadata: { 'logfire.msg': `running tool: ${name}`, 'logfire.span_type': 'span' } }; break;
      case 'openinference': span = { type, name, input: { 'tool.name': name, 'input.value': JSON.stringify(args), 'input.mime_type': 'application/json' }, output: { 'output.value': typeof result === 'string' ? result : JSON.stringify(result), 'output.mime_type': typeof result === 'string' ? 'text/plain' : 'application/json' }, metadata: { 'openinference.span.kind': 'TOOL' } }; break;
      case 'langsmith': span = { type, name, input: { input: JSON.stringify(args) }, output: { output: result }, metadata: { langgraph_node: 'tools', tool_call_id: id } }; break;
      case 'crewai': span = { type, name: `Tool Usage: ${name}`, input: { tool_name: name, arguments: a }, output: result, metadata: { run_attempts: 1, delegations: 0 } }; break;
      case 'adk': span = { type, name: `execute_tool ${name}`, input: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }, output: { 'gcp.vertex.agent.tool_response': JSON.stringify(result) }, metadata: { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id } }; break;
      case 'agno': span = { type, name: 'FunctionCall.execute', input: { function: { name, arguments: args }, call_id: id }, output: { result }, metadata: { tool_name: name } }; break;
      case 'smolagents': span = { type, name, input: { arguments: a }, output: result, metadata: { tool_call_id: id } }; break;
      default: span = { type, name, input: a, output: result, metadata: { tool_call_id: id } };
    }
    span.children = [];
    if (error) span.error = error;
    hist.push({ role: 'tool', tool_call_id: id, name, content: clip(result) });
    return span;
  }

  function note(role, content) { hist.push({ role, content }); }

  function agent(children, output, { name, input, metadata = {} } = {}) {
    const nm = name || { openai_agents: agentName, vercel: 'ai.generateText', otel: `invoke_agent ${agentName}`, pydantic: 'agent run', adk: `invoke_agent ${agentName}`, langsmith: 'LangGraph', crewai: `Crew: ${agentName}`, agno: 'Agent.run', smolagents: 'ToolCallingAgent.run', anthropic: agentName, gemini: agentName, openinference: agentName }[style] || agentName;
    const meta = { openai_agents: { 'agent.name': agentName, handoffs: [], output_type: 'str' }, vercel: { 'operation.name': 'ai.generateText', 'ai.model.id': model, 'ai.settings.maxSteps': 20 }, otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agentName, 'gen_ai.request.model': model }, pydantic: { agent_name: agentName, model_name: model, 'logfire.msg': `${agentName} run` }, adk: { 'gen_ai.agent.name': agentName, 'gcp.vertex.agent.session_id': N.uuid() }, langsmith: { thread_id: N.uuid(), ls_run_depth: 0 }, openinference: { 'openinference.span.kind': 'AGENT' } }[style] || { agent: agentName, model };
    return { type: 'agent', name: nm, input: input ?? { input: goal }, output, children, metadata: { ...meta, ...metadata } };
  }
  function group(name, children, { type = 'chain', input = {}, output = null, metadata } = {}) { const s = { type, name, input, output, children }; if (metadata) s.metadata = metadata; return s; }
  return { llm, tool, agent, group, note, hist, N, style };
}

// Count spans in a tree
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f, depth = 0) { f(s, depth); (s.children || []).forEach((c) => walk(c, f, depth + 1)); }
