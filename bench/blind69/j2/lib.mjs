// Deterministic helpers for the trace benchmark. No Math.random, no clock reads.
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise source: one per trace, seeded from trace_id. Has its own virtual clock.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2024, 0, 1) + Math.floor(r() * 500) * 86400000 + Math.floor(r() * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    tick: (minMs = 200, maxMs = 9000) => { clock += N.int(minMs, maxMs); return clock; },
    now: () => clock,
    iso: () => new Date(N.tick()).toISOString(),
    isoOff: () => { const d = new Date(N.tick()); return d.toISOString().replace('Z', '+00:00').replace(/\.\d+/, ''); },
    http: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    dmy: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    ms: () => N.int(8, 2400),
    secs: () => (N.int(30, 9000) / 1000).toFixed(3) + 's',
    reqId: (pfx = 'req') => `${pfx}_${N.b62(20)}`,
    sha: (n = 40) => N.hex(n),
    etag: () => `W/"${N.hex(8)}-${N.hex(6)}"`,
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`,
    host: (pfx) => `${pfx}-${N.int(1, 9)}${N.pick(['a', 'b', 'c'])}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    job: (pfx = 'job') => `${pfx}-${N.int(10000, 99999)}`,
    cursor: () => Buffer.from(`{"o":${N.int(100, 9999)},"k":"${N.hex(6)}"}`).toString('base64'),
    rate: (limit = 5000) => { const rem = N.int(0, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(N.epoch() + N.int(5, 3600)) }; },
    tokens: () => ({ input: N.int(300, 9000), output: N.int(20, 900) }),
  };
  return N;
}

export const span = (type, name, input, output, children = [], extra = {}) => {
  const s = { type, name, input, output, children };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) s[k] = v;
  return s;
};

// ---- Recording styles ------------------------------------------------------
// fmt: how an llm output is spelled; each style also names spans and adds metadata.
function fmtOut(fmt, N, text, calls, model) {
  switch (fmt) {
    case 'anthropic':
      return { id: `msg_01${N.b62(22)}`, type: 'message', role: 'assistant', model,
        content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))],
        stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(800, 12000), output_tokens: N.int(30, 700) } };
    case 'gemini':
      return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: N.int(500, 9000), candidatesTokenCount: N.int(20, 600) }, modelVersion: model, responseId: N.b62(18) };
    case 'responses':
      return { id: `resp_${N.hex(32)}`, object: 'response', model, status: 'completed',
        output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
          ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))] };
    case 'vercel':
      return { text: text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
    case 'text':
      return calls.length ? { text, tool_calls: calls.map((c) => ({ name: c.name, arguments: c.args })) } : text;
    default: // openai chat message
      return { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
  }
}

const STYLES = {
  otel: { fmt: 'openai', llm: (m) => `chat ${m}`, tool: (n) => `execute_tool ${n}`, agent: (a) => `invoke_agent ${a}`,
    lm: (N, m, calls) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': m, 'gen_ai.response.id': `chatcmpl-${N.b62(24)}`, 'gen_ai.usage.input_tokens': N.int(400, 9000), 'gen_ai.usage.output_tokens': N.int(10, 800), 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'] }),
    tm: (N, n, id) => ({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id }) },
  vercel: { fmt: 'vercel', llm: () => 'ai.generateText.doGenerate', tool: () => 'ai.toolCall', agent: () => 'ai.generateText',
    lm: (N, m) => ({ 'ai.model.id': m, 'ai.model.provider': 'openai.chat', 'ai.operationId': 'ai.generateText.doGenerate', 'ai.usage.promptTokens': N.int(300, 8000), 'ai.usage.completionTokens': N.int(10, 600), 'ai.response.id': `chatcmpl-${N.b62(24)}`, 'ai.response.timestamp': N.iso() }),
    tm: (N, n, id) => ({ 'ai.toolCall.name': n, 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' }) },
  openinference: { fmt: 'openai', llm: () => 'ChatCompletion', tool: (n) => n, agent: (a) => a,
    lm: (N, m) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': m, 'llm.provider': 'openai', 'llm.token_count.prompt': N.int(300, 9000), 'llm.token_count.completion': N.int(10, 700) }),
    tm: (N, n) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': n }), am: () => ({ 'openinference.span.kind': 'AGENT' }) },
  langsmith: { fmt: 'openai', llm: (m) => (m.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI'), tool: (n) => n, agent: () => 'LangGraph',
    lm: (N, m) => ({ ls_provider: m.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: m, ls_run_depth: 2, run_id: N.uuid(), langgraph_node: 'agent', langgraph_step: N.int(1, 40) }),
    tm: (N) => ({ run_id: N.uuid(), langgraph_node: 'tools' }) },
  agents: { fmt: 'responses', llm: () => 'response', tool: (n) => n, agent: (a) => a,
    lm: (N) => ({ span_data: { type: 'response' }, trace_id: `trace_${N.hex(32)}` }), tm: (N) => ({ span_data: { type: 'function' }, span_id: `span_${N.hex(24)}` }), am: () => ({ span_data: { type: 'agent' } }) },
  anthropic: { fmt: 'anthropic', llm: () => 'messages.create', tool: (n) => n, agent: (a) => a,
    lm: (N) => ({ 'request-id': `req_011C${N.b62(20)}`, 'anthropic-ratelimit-tokens-remaining': String(N.int(1000, 400000)) }), tm: () => ({}) },
  claudesdk: { fmt: 'anthropic', llm: () => 'assistant', tool: (n) => n, agent: () => 'claude_agent_session',
    lm: (N) => ({ session_id: N.uuid(), uuid: N.uuid(), parentUuid: N.uuid() }), tm: (N, n, id) => ({ tool_use_id: id }) },
  gemini: { fmt: 'gemini', llm: () => 'generateContent', tool: (n) => n, agent: (a) => a,
    lm: (N, m) => ({ 'x-goog-request-id': N.hex(16), model: m }), tm: () => ({ part: 'functionResponse' }) },
  crewai: { fmt: 'text', llm: () => 'LLM Call', tool: (n) => `Tool Usage: ${n}`, agent: (a) => `Crew: ${a}`,
    lm: (N, m) => ({ crewai_version: '0.86.0', model: m, agent_role: 'Specialist' }), tm: (N) => ({ tool_usage_id: N.uuid(), run_attempts: 1 }) },
  autogen: { fmt: 'openai', llm: () => 'autogen.chat_completion', tool: (n) => `autogen.execute_function ${n}`, agent: (a) => `autogen.run ${a}`,
    lm: (N, m) => ({ 'autogen.agent': 'assistant', cache_seed: null, model: m }), tm: () => ({ 'autogen.agent': 'user_proxy' }) },
  smolagents: { fmt: 'text', llm: () => 'Step', tool: (n) => n, agent: () => 'CodeAgent.run',
    lm: (N, m) => ({ 'smolagents.step_number': N.int(1, 30), model_id: m }), tm: () => ({ executor: 'local_python' }) },
  pydantic: { fmt: 'openai', llm: (m) => `chat ${m}`, tool: (n) => `running tool: ${n}`, agent: (a) => `${a} run`,
    lm: (N, m) => ({ 'logfire.span_type': 'span', 'gen_ai.request.model': m, 'logfire.msg': `chat ${m}` }), tm: (N, n, id) => ({ 'logfire.msg': `running tool: ${n}`, tool_call_id: id }) },
  adk: { fmt: 'gemini', llm: () => 'call_llm', tool: (n) => `execute_tool ${n}`, agent: (a) => `invoke_agent ${a}`,
    lm: (N, m) => ({ 'gcp.vertex.agent.invocation_id': `e-${N.uuid()}`, 'gen_ai.request.model': m }), tm: (N, n, id) => ({ 'gcp.vertex.agent.tool_call_args': 'see input', 'gen_ai.tool.call.id': id }) },
  mastra: { fmt: 'vercel', llm: () => 'agent.generate.llm', tool: (n) => `tool.execute ${n}`, agent: (a) => `agent.${a}`,
    lm: (N, m) => ({ componentName: 'agent', 'ai.model.id': m, runId: N.uuid() }), tm: (N) => ({ componentName: 'tool', runId: N.uuid() }) },
  letta: { fmt: 'openai', llm: () => 'inner_monologue', tool: (n) => n, agent: (a) => `letta_agent ${a}`,
    lm: (N) => ({ step_id: `step-${N.uuid()}`, agent_id: `agent-${N.uuid()}` }), tm: (N) => ({ message_type: 'tool_return_message', sandbox: 'e2b' }) },
  agno: { fmt: 'openai', llm: () => 'Agent.model.response', tool: (n) => `FunctionCall.execute ${n}`, agent: (a) => `Agent.run ${a}`,
    lm: (N, m) => ({ 'agno.run_id': N.uuid(), 'agno.model': m, 'agno.session_id': N.uuid() }), tm: (N) => ({ 'agno.tool_call_id': `call_${N.b62(24)}` }) },
  semantickernel: { fmt: 'openai', llm: (m) => `chat.completions ${m}`, tool: (n) => `function.invocation ${n}`, agent: (a) => `ChatCompletionAgent ${a}`,
    lm: (N, m) => ({ 'gen_ai.system': 'azure_openai', 'gen_ai.request.model': m }), tm: () => ({ 'semantic_kernel.function.invocation.plugin': 'Ops' }) },
  langfuse: { fmt: 'openai', llm: () => 'generation', tool: (n) => n, agent: (a) => a,
    lm: (N, m) => ({ observation_type: 'GENERATION', model: m, langfuse_trace_id: N.hex(32) }), tm: () => ({ observation_type: 'SPAN' }) },
  weave: { fmt: 'openai', llm: () => 'openai.chat.completions.create', tool: (n) => `Tool.${n}`, agent: (a) => `Agent.${a}`,
    lm: (N) => ({ weave_call_id: N.uuid(), op: 'openai.chat.completions.create' }), tm: (N) => ({ weave_call_id: N.uuid() }) },
  strands: { fmt: 'anthropic', llm: () => 'Model invoke', tool: (n) => `Tool: ${n}`, agent: (a) => `Agent ${a}`,
    lm: (N, m) => ({ 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': m, event_loop_cycle_id: N.uuid() }), tm: (N, n, id) => ({ 'gen_ai.tool.name': n, 'tool.id': id }) },
  inspect: { fmt: 'openai', llm: () => 'model', tool: (n) => `tool ${n}`, agent: () => 'sample',
    lm: (N, m) => ({ event: 'model', model: m, cache: 'miss' }), tm: () => ({ event: 'tool' }) },
  plain: { fmt: 'openai', llm: () => 'llm', tool: (n) => n, agent: (a) => a, lm: () => ({}), tm: () => ({}) },
};

// Trace builder DSL. Keeps a message history so llm inputs look like real requests.
export function trace(id, styleName, { model = 'gpt-4o-2024-08-06', agent = 'agent', system = 'You are a helpful agent.', user, nest = false } = {}) {
  const N = noise(id);
  const st = STYLES[styleName];
  if (!st) throw new Error('unknown style ' + styleName);
  const msgs = [{ role: 'system', content: system }, { role: 'user', content: user }];
  const root = span('agent', st.agent(agent), { input: user }, null, [], { metadata: { style: styleName, ...(st.am ? st.am() : {}) } });
  const stack = [root];
  let lastLlm = null;
  const cur = () => stack[stack.length - 1];
  const T = {
    N, root, msgs,
    llm(text, calls = [], opts = {}) {
      const cs = calls.map(([name, args]) => ({ name, args, id: styleName === 'anthropic' || styleName === 'claudesdk' || styleName === 'strands' ? `toolu_01${N.b62(22)}` : `call_${N.b62(24)}` }));
      const input = opts.prompt !== undefined ? opts.prompt : { messages: msgs.slice(0, 2).concat(msgs.length > 8 ? msgs.slice(-6) : msgs.slice(2)).map((m) => ({ ...m })) };
      const s = span(opts.type || 'llm', opts.name || st.llm(model), input, fmtOut(st.fmt, N, text, cs, model), [],
        { metadata: { ...st.lm(N, model, cs), ...(opts.meta || {}) } });
      cur().children.push(s);
      msgs.push({ role: 'assistant', content: text || '', ...(cs.length ? { tool_calls: cs.map((c) => ({ id: c.id, name: c.name })) } : {}) });
      lastLlm = { span: s, calls: cs, used: 0 };
      return s;
    },
    // tool(result) consumes the next pending call of the last llm span; error marks failure.
    tool(result, { error, name, args, type = 'tool', meta } = {}) {
      let c = lastLlm && lastLlm.calls[lastLlm.used];
      if (c) lastLlm.used++; else c = { name, args, id: `call_${N.b62(24)}` };
      const s = span(type, st.tool(name || c.name), args || c.args, result, [], { error, metadata: { ...st.tm(N, name || c.name, c.id), duration_ms: N.ms(), ...(meta || {}) } });
      (nest && lastLlm ? lastLlm.span.children : cur().children).push(s);
      msgs.push({ role: 'tool', tool_call_id: c.id, content: typeof result === 'string' ? result.slice(0, 400) : JSON.stringify(result).slice(0, 400) });
      return s;
    },
    human(question, answer, name = 'ask_user') { // a human-input tool without preceding call bookkeeping
      return T.tool(answer, { name, args: { question }, type: 'tool' });
    },
    sub(type, name, input, fn, output) {
      const s = span(type, name, input, null, [], { metadata: { style: styleName } });
      cur().children.push(s); stack.push(s);
      const saved = lastLlm; lastLlm = null;
      const r = fn ? fn() : undefined;
      stack.pop(); lastLlm = saved;
      s.output = output !== undefined ? output : r;
      return s;
    },
    raw(s) { cur().children.push(s); return s; },
    done(output) { root.output = output; return root; },
  };
  return T;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
