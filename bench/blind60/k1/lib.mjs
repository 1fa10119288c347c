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
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: one per trace, seeded from trace_id. A virtual clock advances monotonically.
export function noise(traceId, startEpochMs = 1736935200000) {
  const r = mulberry32(hashStr(traceId));
  let clock = startEpochMs + Math.floor(r() * 86400000 * 40);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[N.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (minMs = 200, maxMs = 4000) => { clock += N.int(minMs, maxMs); return clock; },
    now: () => clock,
    iso: (ms = clock) => new Date(ms).toISOString(),
    isoOff: (ms = clock, offH = 1) => { const d = new Date(ms + offH * 3600000); return d.toISOString().replace('Z', (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'); },
    http: (ms = clock) => { const d = new Date(ms); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: (ms = clock) => { const d = new Date(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    euro: (ms = clock) => { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}h${p2(d.getUTCMinutes())}`; },
    epoch: (ms = clock) => Math.floor(ms / 1000),
    dur: (a = 20, b = 900) => `${N.int(a, b)}ms`,
    secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (prefix = 'req_') => prefix + N.b62(20),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`,
    sha: (n = 40) => N.hex(n),
    tmp: (stem = 'tmp') => `/tmp/${stem}${N.b62(8)}`,
    host: (prefix) => `${prefix}-${N.int(1, 9)}${N.pick(['a', 'b', 'c', 'd'])}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10)}-${N.b62(5).toLowerCase()}`,
    job: (prefix = 'job') => `${prefix}_${N.int(100000, 999999)}`,
    callId: () => 'call_' + N.b62(24),
    toolu: () => 'toolu_01' + N.b62(22),
    addr: () => '0x7f' + N.hex(10),
    cursor: () => Buffer.from(`{"o":${N.int(1, 99999)},"k":"${N.hex(6)}"}`).toString('base64'),
  };
  return N;
}

// ---------- span builder ----------
export function span(type, name, input, output, extra = {}) {
  const s = { type, name, input, output, children: extra.children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// ---------- conversation recorder with several tracer styles ----------
// style: plain | vercel | otel | openinference | langsmith | oai_agents | responses | anthropic | gemini | crewai | smolagents | agno | logfire
export class Conv {
  constructor(N, { style, model, system, goal, agentName = 'agent', toolsAsJsonString = false }) {
    Object.assign(this, { N, style, model, system, goal, agentName, toolsAsJsonString });
    this.msgs = [{ role: 'system', content: system }, { role: 'user', content: goal }];
    this.spans = []; this.step = 0; this.pendingCalls = [];
  }
  _input() {
    const m = this.msgs.length > 9 ? [this.msgs[0], this.msgs[1], { role: 'system', content: `[${this.msgs.length - 8} earlier messages elided by tracer]` }, ...this.msgs.slice(-6)] : this.msgs.slice();
    const N = this.N, st = this.style;
    if (st === 'openinference') { const o = {}; m.forEach((x, i) => { o[`llm.input_messages.${i}.message.role`] = x.role; o[`llm.input_messages.${i}.message.content`] = typeof x.content === 'string' ? x.content : JSON.stringify(x.content); }); return o; }
    if (st === 'otel') return { 'gen_ai.input.messages': m.map((x) => ({ role: x.role, parts: [{ type: 'text', content: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }] })) };
    if (st === 'vercel') return { 'ai.prompt.messages': JSON.stringify(m) };
    if (st === 'gemini') return { contents: m.filter((x) => x.role !== 'system').map((x) => ({ role: x.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }] })), systemInstruction: { parts: [{ text: this.system }] } };
    if (st === 'anthropic') return { model: this.model, max_tokens: 4096, system: this.system, messages: m.filter((x) => x.role !== 'system') };
    if (st === 'responses') return { model: this.model, instructions: this.system, input: m.filter((x) => x.role !== 'system') };
    if (st === 'smolagents' || st === 'crewai') return { prompt: m.map((x) => `${x.role.toUpperCase()}: ${typeof x.content === 'string' ? x.content : JSON.stringify(x.content)}`).join('\n\n') };
    return { messages: m };
  }
  llm(text, calls = [], opts = {}) {
    const N = this.N; N.tick(600, 7000);
    const st = this.style; const pin = N.int(800, 9000), pout = N.int(20, 400);
    const cs = calls.map((c) => ({ ...c, id: st === 'anthropic' ? N.toolu() : st === 'gemini' ? undefined : N.callId() }));
    this.pendingCalls = cs;
    let out, name, meta = { 'gen_ai.request.model': this.model };
    const input = this._input();
    if (st === 'anthropic') {
      name = 'anthropic.messages.create';
      out = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: this.model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: pin, output_tokens: pout, cache_read_input_tokens: N.int(0, pin) } };
      meta = { request_id: 'req_01' + N.b62(22), latency_ms: N.int(700, 9000) };
    } else if (st === 'gemini') {
      name = `models/${this.model}:generateContent`;
      out = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', avgLogprobs: -(N.r() * 0.4).toFixed(4) }], usageMetadata: { promptTokenCount: pin, candidatesTokenCount: pout, totalTokenCount: pin + pout }, modelVersion: this.model, responseId: N.b62(22) };
    } else if (st === 'responses') {
      name = 'openai.responses.create';
      out = { id: 'resp_' + N.hex(48), object: 'response', created_at: N.epoch(), status: 'completed', model: this.model, output: [...(text ? [{ type: 'message', id: 'msg_' + N.hex(48), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...cs.map((c) => ({ type: 'function_call', id: 'fc_' + N.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: pin, output_tokens: pout } };
    } else if (st === 'vercel') {
      name = 'ai.generateText.doGenerate';
      out = { 'ai.response.text': text || '', 'ai.response.toolCalls': JSON.stringify(cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop' };
      meta = { 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': pin, 'ai.usage.completionTokens': pout, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'operation.name': 'ai.generateText.doGenerate' };
    } else if (st === 'otel') {
      name = `chat ${this.model}`;
      out = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] };
      meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': pin, 'gen_ai.usage.output_tokens': pout };
    } else if (st === 'openinference') {
      name = 'ChatCompletion';
      out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text || '' };
      cs.forEach((c, i) => { out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
      meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.token_count.prompt': pin, 'llm.token_count.completion': pout };
    } else if (st === 'smolagents' || st === 'crewai') {
      name = st === 'crewai' ? 'LLM Call' : 'LiteLLMModel.__call__';
      out = text + (cs.length ? '\n' + cs.map((c) => `Action: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`).join('\n') : '');
      meta = { model: this.model, tokens: { prompt: pin, completion: pout } };
    } else {
      name = { plain: 'chat.completions', langsmith: 'ChatOpenAI', oai_agents: 'Generation', agno: 'OpenAIChat.response', logfire: `Chat Completion with '${this.model}'` }[st] || 'llm';
      out = { role: 'assistant', content: text || null, ...(cs.length ? { tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
      if (st === 'langsmith') meta = { ls_provider: 'openai', ls_model_name: this.model, run_id: N.uuid(), token_usage: { prompt_tokens: pin, completion_tokens: pout } };
      if (st === 'oai_agents') meta = { span_id: 'span_' + N.hex(24), trace_id: 'trace_' + N.hex(32), usage: { input_tokens: pin, output_tokens: pout } };
      if (st === 'agno') meta = { 'agno.run_id': N.uuid(), 'agno.session_id': this.sessionId || (this.sessionId = N.uuid()), metrics: { input_tokens: pin, output_tokens: pout, time: Number(N.secs().slice(0, -1)) } };
      if (st === 'logfire') meta = { 'logfire.span_type': 'span', 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': pin, 'gen_ai.usage.output_tokens': pout };
    }
    if (opts.reasoning) { meta = { ...meta, reasoning: opts.reasoning }; }
    const s = span('llm', name, input, out, { metadata: meta });
    this.msgs.push({ role: 'assistant', content: text || '', ...(cs.length ? { tool_calls: cs.map((c) => ({ name: c.name, arguments: c.args })) } : {}) });
    this.step++;
    this._cur = { llm: s, tools: [] };
    this.spans.push(this._cur);
    return s;
  }
  // record a tool result for the i-th pending call (default: next one)
  tool(output, opts = {}) {
    const N = this.N; N.tick(80, opts.slow ? 60000 : 5000);
    const c = this.pendingCalls.shift();
    if (!c) throw new Error('tool() without a pending call');
    const st = this.style;
    let name = c.name, input = c.args, meta = { duration_ms: N.int(15, 4000) };
    if (this.toolsAsJsonString || st === 'oai_agents') input = JSON.stringify(c.args);
    if (st === 'vercel') { name = 'ai.toolCall'; meta = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' }; }
    if (st === 'otel') { name = `execute_tool ${c.name}`; meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id }; }
    if (st === 'openinference') { meta = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args) }; }
    if (st === 'oai_agents') { name = `Function: ${c.name}`; meta = { span_id: 'span_' + N.hex(24) }; }
    if (st === 'gemini') { meta = { functionResponse: { name: c.name } }; }
    if (st === 'anthropic') { meta = { tool_use_id: c.id, is_error: !!opts.error }; }
    if (st === 'logfire') { name = `running tool: ${c.name}`; }
    if (st === 'crewai') { meta = { tool_usage: 'CrewStructuredTool', attempts: 1 }; }
    const s = span(opts.type || 'tool', name, input, output, { error: opts.error, metadata: { ...meta, ...(opts.meta || {}) } });
    this.msgs.push({ role: 'tool', name: c.name, content: typeof output === 'string' ? output : JSON.stringify(output) });
    this._cur.tools.push(s);
    return s;
  }
  // assemble children according to the framework's nesting habits
  children() {
    const st = this.style;
    if (st === 'smolagents') return this.spans.map((x, i) => span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: x.tools.map((t) => t.output) }, { children: [x.llm, ...x.tools] }));
    if (st === 'langsmith') return this.spans.map((x) => span('chain', x.tools.length ? 'agent' : 'agent', { messages_count: 0 }, null, { children: [x.llm] , metadata: { langgraph_node: 'agent', langgraph_step: 0 } })).flatMap((node, i) => { node.metadata.langgraph_step = i * 2 + 1; node.input = { messages_count: 2 + i * 2 }; const t = this.spans[i].tools; return t.length ? [node, span('chain', 'tools', { tool_calls: t.length }, null, { children: t, metadata: { langgraph_node: 'tools', langgraph_step: i * 2 + 2 } })] : [node]; });
    if (st === 'vercel' || st === 'anthropic' || st === 'gemini' || st === 'oai_agents') return this.spans.flatMap((x) => [x.llm, ...x.tools]);
    if (st === 'otel' || st === 'openinference' || st === 'crewai' || st === 'logfire') return this.spans.map((x) => { x.llm.children = x.tools; return x.llm; });
    if (st === 'agno') return this.spans.map((x) => { x.llm.children = x.tools; return x.llm; });
    return this.spans.flatMap((x) => [x.llm, ...x.tools]);
  }
  root(finalOutput, extra = {}) {
    const st = this.style, N = this.N;
    const kids = this.children();
    const rootName = { vercel: 'ai.generateText', otel: `invoke_agent ${this.agentName}`, openinference: this.agentName, langsmith: 'LangGraph', oai_agents: 'Agent workflow', responses: this.agentName, anthropic: this.agentName, gemini: this.agentName, crewai: 'Crew.kickoff', smolagents: 'ToolCallingAgent.run', agno: `Agent.run ${this.agentName}`, logfire: `agent run`, plain: this.agentName }[st];
    let children = kids;
    if (st === 'crewai') children = [span('agent', extra.crewRole || 'Researcher', { task: this.goal }, finalOutput, { children: kids, metadata: { crewai_task: 'Task 1', role: extra.crewRole || 'Researcher' } })];
    if (st === 'oai_agents') children = [span('agent', this.agentName, { tools: extra.tools || [] }, null, { children: kids, metadata: { handoffs: [], output_type: 'str' } })];
    const meta = { recorder: st, ...(extra.metadata || {}) };
    if (st === 'otel') Object.assign(meta, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agentName });
    if (st === 'openinference') meta['openinference.span.kind'] = 'AGENT';
    if (st === 'vercel') Object.assign(meta, { 'ai.telemetry.functionId': this.agentName, 'ai.settings.maxSteps': extra.maxSteps || 25 });
    if (st === 'agno') Object.assign(meta, { framework: 'agno (formerly phidata)', 'agno.agent.name': this.agentName });
    return span('agent', rootName, st === 'vercel' ? { 'ai.prompt': JSON.stringify({ system: this.system, prompt: this.goal }) } : { input: this.goal }, finalOutput, { children, error: extra.error, metadata: meta });
  }
}

export const FAMILIES = {
  repeated_long_reasoning: { loop: true, stagnation: true },
  reworded_queries_no_hits: { loop: true, stagnation: false },
  paging_beyond_last_page: { loop: true, stagnation: false },
  same_failure_after_each_fix: { loop: true, stagnation: false },
  identical_results_modulo_noise: { loop: true, stagnation: false },
  status_poll_until_change: { loop: false, stagnation: false },
  pagination_with_new_items: { loop: false, stagnation: false },
  transient_error_backoff_success: { loop: false, stagnation: false },
  batch_over_distinct_items: { loop: false, stagnation: false },
  refined_search_finds_results: { loop: false, stagnation: false },
};
// Build one row. opts: {style, model, system, goal, agent, isolates}; build(c, N) must return the root span.
export function row(family, n, opts, build) {
  const trace_id = `${family}-${String(n).padStart(2, '0')}`;
  const N = noise(trace_id);
  const c = new Conv(N, { style: opts.style, model: opts.model || 'gpt-4o-2024-08-06', system: opts.system, goal: opts.goal, agentName: opts.agent || 'assistant', toolsAsJsonString: !!opts.jsonArgs });
  const root = build(c, N);
  return { trace_id, family, isolates: opts.isolates, loop: FAMILIES[family].loop, stagnation: FAMILIES[family].stagnation, goal: opts.goal, root };
}
