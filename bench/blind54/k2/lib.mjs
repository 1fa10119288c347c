// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
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
const DAYS = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const MONS = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (x) => String(x).padStart(2, '0');

export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 420) * 86400000 + Math.floor(r() * 86400) * 1000; // fixed epoch base, no clock
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    tick: (sec = 1) => { t += Math.floor(sec * 1000 + r() * 900); return t; },
    now: () => t,
    iso: () => new Date(N.tick(N.int(1, 40))).toISOString(),
    isoLocal: (off = '+01:00') => new Date(N.tick(N.int(1, 40))).toISOString().replace('Z', off),
    http: () => { const d = new Date(N.tick(N.int(1, 30))); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(N.tick(N.int(1, 20))); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(N.tick(N.int(1, 30)) / 1000),
    epochMs: () => N.tick(N.int(1, 30)),
    dmy: () => { const d = new Date(N.tick(N.int(1, 30))); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    reqId: (pfx = 'req_') => pfx + N.b62(20),
    sha: (n = 40) => N.hex(n),
    etag: () => `W/"${N.hex(8)}-${N.hex(6)}"`,
    ms: (a = 20, b = 900) => N.int(a, b),
    dur: () => `${(N.int(80, 9000) / 1000).toFixed(3)}s`,
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`,
    host: (base) => `${base}-${N.int(1, 9)}${N.pick(['a', 'b', 'c'])}.${N.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`,
    pod: (base) => `${base}-${N.hex(9)}-${N.b62(5).toLowerCase()}`,
    jobId: (pfx = 'job') => `${pfx}-${N.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(1, 9999), k: N.hex(6) })).toString('base64'),
    rate: (lim = 600) => ({ 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(N.int(1, lim - 1)), 'x-ratelimit-reset': String(N.int(1, 60)) }),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
  };
  return N;
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input ?? null, output: output ?? null, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// A tracer imitating one recording style. Keeps a rolling message history so llm inputs look real.
export function tracer(traceId, style, goal, opts = {}) {
  const N = noise(traceId);
  const model = opts.model || ({ vercel: 'gpt-4o-2024-08-06', otel: 'claude-3-5-sonnet-20241022', langsmith: 'gpt-4o-mini', openai_agents: 'gpt-4.1', openinference: 'gpt-4o', crewai: 'gpt-4o-mini', autogen: 'gpt-4o', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic_ai: 'gpt-4o', gemini: 'gemini-1.5-pro-002', anthropic: 'claude-3-5-sonnet-20241022', mastra: 'gpt-4o-mini', langfuse: 'gpt-4-turbo', griptape: 'gpt-4o', plain: 'gpt-4o-2024-11-20', claude_sdk: 'claude-sonnet-4-20250514', llamaindex: 'gpt-4o-mini', weave: 'o3-mini' }[style] || 'gpt-4o');
  const system = opts.system || `You are an operations assistant. Use tools; be concise.`;
  const hist = [{ role: 'system', content: system }, { role: 'user', content: goal }];
  let step = 0;
  const callId = () => ({ openai_agents: 'call_' + N.b62(24), anthropic: 'toolu_01' + N.b62(22), claude_sdk: 'toolu_01' + N.b62(22), gemini: null, vercel: 'call_' + N.b62(24) }[style] ?? ('call_' + N.b62(24)));
  let pending = [];
  const usage = () => { const i = N.int(400, 9000) + hist.length * 180, o = N.int(20, 700); return { i, o }; };

  function llm(text, calls = [], o = {}) {
    step++;
    const ids = calls.map(() => callId());
    pending = calls.map((c, k) => ({ ...c, id: ids[k] }));
    const u = usage();
    const input = o.input || hist.slice(-6).map((m) => ({ ...m }));
    let output, name = o.name, meta = { step };
    const argStr = (a) => (typeof a === 'string' ? a : JSON.stringify(a));
    switch (style) {
      case 'vercel':
        name ??= 'ai.generateText.doGenerate';
        output = { text: text || '', toolCalls: pending.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: argStr(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
        meta = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': u.i, 'ai.usage.completionTokens': u.o, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'ai.response.msToFirstChunk': N.ms(200, 1900), 'operation.name': 'ai.generateText.doGenerate' };
        break;
      case 'otel':
        name ??= `chat ${model}`;
        output = { role: 'assistant', content: text || null, tool_calls: pending.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) };
        meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'anthropic', 'gen_ai.request.model': model, 'gen_ai.response.id': 'msg_01' + N.b62(22), 'gen_ai.usage.input_tokens': u.i, 'gen_ai.usage.output_tokens': u.o, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_use' : 'end_turn'], 'server.address': 'api.anthropic.com' };
        break;
      case 'langsmith':
        name ??= 'ChatOpenAI';
        output = { generations: [[{ text: text || '', type: 'ChatGeneration', message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: text || '', tool_calls: pending.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), response_metadata: { finish_reason: calls.length ? 'tool_calls' : 'stop', model_name: model, system_fingerprint: 'fp_' + N.hex(10) } } } }]], llm_output: { token_usage: { prompt_tokens: u.i, completion_tokens: u.o, total_tokens: u.i + u.o } } };
        meta = { ls_provider: 'openai', ls_model_name: model, ls_temperature: 0, run_id: N.uuid(), langgraph_step: step, langgraph_node: o.node || 'agent', langgraph_triggers: [o.node === 'agent' || !o.node ? 'start:agent' : 'branch:agent:should_continue:tools'], thread_id: opts.thread || N.uuid() };
        input && (name = name);
        break;
      case 'openai_agents':
        name ??= 'response';
        output = [...(text ? [{ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...pending.map((c) => ({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: c.id, name: c.name, arguments: argStr(c.args), status: 'completed' }))];
        meta = { span_type: 'response', response_id: 'resp_' + N.hex(48), model, usage: { input_tokens: u.i, output_tokens: u.o, input_tokens_details: { cached_tokens: N.int(0, u.i) } } };
        break;
      case 'openinference': case 'llamaindex':
        name ??= style === 'llamaindex' ? 'OpenAI.chat' : 'ChatCompletion';
        output = { role: 'assistant', content: text || '', tool_calls: pending.map((c) => ({ id: c.id, function: { name: c.name, arguments: argStr(c.args) } })) };
        meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.i, 'llm.token_count.completion': u.o, 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': system, [`llm.input_messages.${Math.min(hist.length, 5) - 1}.message.content`]: String(hist[hist.length - 1].content).slice(0, 300), 'llm.output_messages.0.message.content': text || '', 'llm.invocation_parameters': JSON.stringify({ temperature: 0.1, tool_choice: 'auto' }) };
        break;
      case 'crewai':
        name ??= `LLM call (${model})`;
        output = text + (calls.length ? `\nAction: ${calls[0].name}\nAction Input: ${argStr(calls[0].args)}` : '');
        meta = { crew_agent: o.agent || opts.agent || 'Operator', task_id: opts.task || N.uuid(), tokens: { prompt_tokens: u.i, completion_tokens: u.o, successful_requests: step }, litellm_call_id: N.uuid() };
        break;
      case 'autogen':
        name ??= `${o.agent || opts.agent || 'assistant'}.create`;
        output = { content: calls.length ? pending.map((c) => ({ id: c.id, arguments: argStr(c.args), name: c.name })) : text, thought: calls.length ? text : undefined, source: o.agent || opts.agent || 'assistant', models_usage: { prompt_tokens: u.i, completion_tokens: u.o }, type: calls.length ? 'ToolCallRequestEvent' : 'TextMessage' };
        if (output.thought === undefined) delete output.thought;
        meta = { 'autogen.agent': o.agent || opts.agent || 'assistant', 'gen_ai.request.model': model, cache_hit: false, created: N.epoch() };
        break;
      case 'smolagents':
        name ??= `Step ${step} · ${model}`;
        output = text + (calls.length ? '\nCode:\n```py\n' + calls.map((c) => `${c.var ? c.var + ' = ' : ''}${c.name}(${Object.entries(typeof c.args === 'object' ? c.args : { q: c.args }).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || 'None'})`).join('\n') + '\n```<end_code>' : '');
        meta = { 'llm.token_count.prompt': u.i, 'llm.token_count.completion': u.o, 'smolagents.step_number': step, 'smolagents.max_steps': opts.maxSteps || 20 };
        break;
      case 'pydantic_ai':
        name ??= `chat ${model}`;
        output = { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...pending.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: argStr(c.args), tool_call_id: c.id }))], model_name: model, timestamp: N.iso(), kind: 'response' };
        meta = { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'gen_ai.usage.input_tokens': u.i, 'gen_ai.usage.output_tokens': u.o, 'code.filepath': 'agent.py', 'code.lineno': N.int(20, 200) };
        break;
      case 'gemini': case 'google_adk':
        name ??= style === 'google_adk' ? 'call_llm' : `generateContent ${model}`;
        output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...pending.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', avgLogprobs: -(N.int(1, 400) / 1000) }], usageMetadata: { promptTokenCount: u.i, candidatesTokenCount: u.o, totalTokenCount: u.i + u.o }, modelVersion: model, responseId: N.b62(22) };
        meta = style === 'google_adk' ? { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.request.model': model } : { 'x-goog-api-client': 'genai-py/0.8.3', region: 'us-central1' };
        break;
      case 'anthropic': case 'claude_sdk':
        name ??= style === 'claude_sdk' ? 'assistant' : 'messages.create';
        output = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...pending.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.i, output_tokens: u.o, cache_read_input_tokens: N.int(0, u.i) } };
        meta = style === 'claude_sdk' ? { session_id: opts.session || N.uuid(), uuid: N.uuid(), parent_tool_use_id: o.parentToolUse || null } : { 'anthropic-ratelimit-requests-remaining': String(N.int(10, 4000)), 'request-id': 'req_011' + N.b62(21) };
        break;
      case 'mastra':
        name ??= `llm: '${model}'`;
        output = { text: text || '', toolCalls: pending.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: u.i, completionTokens: u.o } };
        meta = { componentName: opts.agent || 'opsAgent', runId: opts.run || N.uuid(), 'mastra.stream': false };
        break;
      case 'langfuse':
        name ??= 'OpenAI-generation';
        output = { role: 'assistant', content: text || null, tool_calls: pending.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) };
        meta = { observationType: 'GENERATION', model, usageDetails: { input: u.i, output: u.o, total: u.i + u.o }, costDetails: { total: +(u.i * 0.00001 + u.o * 0.00003).toFixed(6) }, completionStartTime: N.iso(), latencyMs: N.ms(400, 6000) };
        break;
      case 'griptape':
        name ??= 'PromptDriver.run';
        output = { type: 'TextArtifact', value: text + (calls.length ? '\n' + calls.map((c) => `Action: {"name": "${c.name}", "path": "${c.path || 'run'}", "input": {"values": ${JSON.stringify(c.args)}}, "tag": "${c.id}"}`).join('\n') : ''), meta: { 'usage': { input_tokens: u.i, output_tokens: u.o } } };
        meta = { event: 'FinishPromptEvent', structure_id: opts.structure || N.hex(32), prompt_driver: 'OpenAiChatPromptDriver', model };
        break;
      case 'weave':
        name ??= 'openai.chat.completions.create';
        output = { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(), model, choices: [{ index: 0, message: { role: 'assistant', content: text || null, tool_calls: pending.length ? pending.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) : null }, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: u.i, completion_tokens: u.o } };
        meta = { 'weave.call_id': N.uuid(), 'weave.op': 'weave:///ops/openai.chat.completions.create:' + N.b62(10) };
        break;
      default: // plain message-level
        name ??= 'llm';
        output = { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: pending.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } : {}) };
        meta = { model, latency_ms: N.ms(300, 5000), prompt_tokens: u.i, completion_tokens: u.o };
    }
    hist.push({ role: 'assistant', content: text || '', ...(calls.length ? { tool_calls: pending.map((c) => ({ id: c.id, name: c.name, arguments: argStr(c.args) })) } : {}) });
    return span('llm', name, input, output, [], { metadata: meta });
  }

  function tool(toolName, args, output, o = {}) {
    const c = pending.shift() || { id: callId() };
    let name = toolName, meta = {};
    switch (style) {
      case 'vercel': name = 'ai.toolCall'; meta = { 'ai.toolCall.name': toolName, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' }; break;
      case 'otel': name = `execute_tool ${toolName}`; meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': toolName, 'gen_ai.tool.call.id': c.id }; break;
      case 'openinference': case 'llamaindex': meta = { 'openinference.span.kind': 'TOOL', 'tool.name': toolName, 'tool.parameters': JSON.stringify(args) }; break;
      case 'openai_agents': meta = { span_type: 'function', mcp_data: null }; break;
      case 'pydantic_ai': name = `running tool: ${toolName}`; meta = { 'gen_ai.tool.name': toolName, 'gen_ai.tool.call.id': c.id }; break;
      case 'google_adk': name = `execute_tool ${toolName}`; meta = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': N.uuid() }; break;
      case 'gemini': meta = { functionResponse: true }; break;
      case 'crewai': meta = { tool_usage_attempt: 1, from_cache: false }; break;
      case 'smolagents': meta = { executor: 'LocalPythonExecutor' }; break;
      case 'griptape': name = `${toolName}.${c.path || 'run'}`; meta = { event: 'FinishActionsSubtaskEvent', tag: c.id }; break;
      case 'mastra': name = `tool: '${toolName}'`; meta = { toolCallId: c.id }; break;
      case 'langsmith': meta = { langgraph_node: 'tools', tool_call_id: c.id, run_id: N.uuid() }; break;
      case 'langfuse': meta = { observationType: 'TOOL' }; break;
      default: meta = { tool_call_id: c.id };
    }
    if (o.metadata) Object.assign(meta, o.metadata);
    const out = style === 'gemini' ? { functionResponse: { name: toolName, response: o.error ? { error: o.error } : { content: output } } } : output;
    hist.push({ role: 'tool', tool_call_id: c.id, name: toolName, content: (typeof output === 'string' ? output : JSON.stringify(output ?? o.error)).slice(0, 400) });
    return span(o.type || 'tool', name, args, out, o.children || [], { error: o.error, metadata: meta });
  }

  // a user turn (human reply appearing in history)
  function user(content) { hist.push({ role: 'user', content }); }
  function agent(name, input, children, output, meta = {}) { return span('agent', name, input, output, children, { metadata: meta }); }
  function chain(name, input, children, output, meta = {}) { return span('chain', name, input, output, children, { metadata: meta }); }
  function root(name, children, output, meta = {}) {
    return span('agent', name, { goal }, output, children, { metadata: { style, trace_start: N.iso(), ...meta } });
  }
  return { N, llm, tool, user, agent, chain, root, hist, model, style };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

export const FAMILIES = {
  reask_same_answer: { loop: true, stagnation: false, isolates: 'the agent asks the human the same question in new words 3+ times, gets the same answer each time and never acts on it' },
  notify_retry_rounds: { loop: true, stagnation: true, isolates: 'try, fail identically, tell the user the same thing near-verbatim, try again: 3+ rounds' },
  two_state_flipflop: { loop: true, stagnation: false, isolates: 'the agent toggles a setting between two states A/B/A/B, each check returning what it returned last time in that state' },
  delegation_regress: { loop: true, stagnation: true, isolates: 'the same task is handed down to self/sub-agents 3+ levels deep with the same or reworded instructions and nobody does the work' },
  after_success_churn: { loop: true, stagnation: true, isolates: 'the goal is met and confirmed by a tool, then the agent keeps re-checking/re-announcing until a step limit' },
  shrinking_failures: { loop: false, stagnation: false, isolates: 'a fix/retest cycle whose failure count drops with a different fix each time, then done' },
  dense_planning: { loop: false, stagnation: false, isolates: 'several long reasoning steps in a row, each adding concrete numbers, names and decisions' },
  supervisor_distinct_jobs: { loop: false, stagnation: false, isolates: 'a supervisor sends the same worker different sub-tasks in turn, each with new results, then synthesises' },
  narrowing_delegation: { loop: false, stagnation: false, isolates: 'a chain of 3+ nested agents each passing a narrower, different sub-task down, results flowing up, then done' },
  many_similar_reads: { loop: false, stagnation: false, isolates: 'the same tool over many different records with the same output template but different contents, then a summary' },
};
