// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise generator bound to one trace. Keeps a fake clock that only moves forward.
export class Noise {
  constructor(traceId) {
    this.r = mulberry32(hashStr(traceId));
    // fake start time somewhere in 2024-2025
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 600) * 86400000 + Math.floor(this.r() * 86400000);
    this.counters = {};
  }
  float() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[this.int(0, 61)]; return s; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(i === 0 ? 1 : 0, 9)); return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { let s = '01'; const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; for (let i = 0; i < 24; i++) s += A[this.int(0, 31)]; return s; }
  // clock
  tick(sec = 1) { this.t += Math.floor(sec * 1000 + this.r() * 900); return this; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoNoMs() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOffset(h = 1) { const d = new Date(this.t + h * 3600000); const s = d.toISOString().slice(0, 19); return `${s}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; }
  http() { const d = this.d(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochNs() { return `${this.t}${this.digits(6)}`; }
  logTs() { const d = this.d(); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; }
  euDate() { const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = this.d(); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h % 12 || 12}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; }
  syslog() { const d = this.d(); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hhmmss() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dateOnly(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  // durations
  ms(a = 40, b = 900) { return this.int(a, b); }
  dur(a = 40, b = 2400) { const v = this.int(a, b); return v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v}ms`; }
  secs(a = 0.2, b = 9) { return (a + this.r() * (b - a)).toFixed(this.int(1, 3)); }
  // ids
  reqId(prefix = 'req_') { return prefix + this.b62(this.int(16, 24)); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  sha(n = 40) { return this.hex(n); }
  etag(weak = true) { return `${weak ? 'W/' : ''}"${this.hex(this.int(8, 32))}"`; }
  tmp() { return this.pick(['/tmp/tmp', '/var/folders/x7/k2_' + this.b62(6) + '/T/tmp', '/tmp/pytest-of-runner/tmp']) + this.b62(8).toLowerCase(); }
  jobId(prefix = 'job-') { return prefix + this.digits(this.int(5, 8)); }
  host(base = 'api') { return `${base}-${this.hex(5)}-${this.b62(5).toLowerCase()}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  cursor() { return Buffer.from(`${this.hex(6)}:${this.int(1000, 99999)}`).toString('base64').replace(/=+$/, ''); }
  counter(key, start, step = 1) { if (!(key in this.counters)) this.counters[key] = start; const v = this.counters[key]; this.counters[key] += step; return v; }
  callId(style = 'openai') {
    if (style === 'anthropic') return 'toolu_01' + this.b62(22);
    if (style === 'gemini') return 'adk-' + this.uuid();
    if (style === 'bedrock') return this.uuid();
    return 'call_' + this.b62(24);
  }
  usage() { const i = this.int(600, 9000); const o = this.int(20, 420); return { input_tokens: i, output_tokens: o }; }
}

// ---------------------------------------------------------------------------
// Span builder
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) s[k] = v;
  return s;
}

// ---------------------------------------------------------------------------
// Recorder: turns "the model said X and asked for tools Y" into spans shaped the
// way a given framework / tracer records them. Scenarios stay hand written; the
// recorder only takes care of envelope shapes and ids.
export class Rec {
  constructor(style, nz, opts) {
    this.style = style; this.nz = nz;
    this.model = opts.model; this.system = opts.system || 'You are a helpful assistant.';
    this.goal = opts.goal; this.agent = opts.agent || 'assistant';
    this.lastObs = null; this.pending = []; this.step = 0; this.userMsgs = [];
  }
  _msgs() {
    const m = [{ role: 'system', content: this.system }, { role: 'user', content: this.goal }];
    for (const u of this.userMsgs) m.push(u);
    if (this.lastObs) m.push(this.lastObs);
    return m;
  }
  // add a user turn (e.g. answer from a human) to subsequent llm inputs
  userSays(text) { this.userMsgs.push({ role: 'user', content: text }); if (this.userMsgs.length > 3) this.userMsgs.shift(); }

  llm(text, calls = [], extra = {}) {
    const nz = this.nz; nz.tick(nz.int(1, 6)); this.step++;
    const st = this.style; const model = this.model;
    const ids = calls.map(() => nz.callId(st === 'anthropic' || st === 'claude_sdk' ? 'anthropic' : st === 'adk' ? 'gemini' : 'openai'));
    this.pending = calls.map((c, i) => ({ name: c[0], args: c[1], id: ids[i] }));
    const u = nz.usage(); const msgs = this._msgs();
    const md = extra.metadata || {};
    if (st === 'plain') {
      const out = { role: 'assistant', content: text || null };
      if (calls.length) out.tool_calls = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c[0], arguments: JSON.stringify(c[1]) } }));
      return span('llm', `openai.chat ${model}`, { model, messages: msgs }, out, [], { metadata: { finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.input_tokens, completion_tokens: u.output_tokens }, ...md } });
    }
    if (st === 'vercel') {
      return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(msgs.map((m) => ({ role: m.role, content: [{ type: 'text', text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] }))) },
        { 'ai.response.text': text || '', 'ai.response.toolCalls': calls.length ? JSON.stringify(calls.map((c, i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: c[0], args: JSON.stringify(c[1]) }))) : undefined },
        [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + nz.b62(29), 'ai.response.timestamp': nz.iso(), 'ai.usage.promptTokens': u.input_tokens, 'ai.usage.completionTokens': u.output_tokens, ...md } });
    }
    if (st === 'otel_genai' || st === 'openinference' || st === 'strands' || st === 'mastra') {
      const out = { role: 'assistant', content: text || '' };
      if (calls.length) out.tool_calls = calls.map((c, i) => ({ id: ids[i], name: c[0], arguments: c[1] }));
      let meta;
      if (st === 'openinference') {
        meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.input_tokens, 'llm.token_count.completion': u.output_tokens };
        msgs.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content.slice(0, 400) : JSON.stringify(m.content).slice(0, 400); });
        return span('llm', 'ChatCompletion', { messages: msgs }, { 'llm.output_messages.0.message.content': text || '', 'llm.output_messages.0.message.tool_calls': out.tool_calls || [] }, [], { metadata: { ...meta, ...md } });
      }
      if (st === 'strands') {
        const content = []; if (text) content.push({ text }); calls.forEach((c, i) => content.push({ toolUse: { toolUseId: 'tooluse_' + nz.b62(22), name: c[0], input: c[1] } }));
        return span('llm', 'chat', { messages: msgs }, { role: 'assistant', content }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': u.input_tokens, 'gen_ai.usage.output_tokens': u.output_tokens, stopReason: calls.length ? 'tool_use' : 'end_turn', ...md } });
      }
      if (st === 'mastra') {
        return span('llm', `llm: '${model}'`, { messages: msgs }, { text: text || '', toolCalls: calls.map((c, i) => ({ toolCallId: ids[i], toolName: c[0], args: c[1] })), finishReason: calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'mastra.span.type': 'llm_generation', 'componentName': this.agent, usage: { promptTokens: u.input_tokens, completionTokens: u.output_tokens }, ...md } });
      }
      return span('llm', `chat ${model}`, { 'gen_ai.input.messages': msgs }, { 'gen_ai.output.messages': [out] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + nz.b62(29), 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'], 'gen_ai.usage.input_tokens': u.input_tokens, 'gen_ai.usage.output_tokens': u.output_tokens, ...md } });
    }
    if (st === 'anthropic' || st === 'claude_sdk') {
      const content = []; if (text) content.push({ type: 'text', text });
      calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c[0], input: c[1] }));
      const out = { id: 'msg_01' + nz.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: u };
      if (st === 'claude_sdk') return span('llm', 'assistant', { session_id: this.sid || (this.sid = nz.uuid()), parent_tool_use_id: extra.parent || null }, { type: 'assistant', message: out }, [], { metadata: { uuid: nz.uuid(), ...md } });
      return span('llm', 'anthropic.messages.create', { model, max_tokens: 4096, system: this.system, messages: msgs.filter((m) => m.role !== 'system') }, out, [], { metadata: { 'request-id': 'req_011C' + nz.b62(20), 'anthropic-ratelimit-tokens-remaining': String(nz.int(100000, 400000)), ...md } });
    }
    if (st === 'responses' || st === 'openai_agents') {
      const output = [];
      if (extra.reasoning) output.push({ type: 'reasoning', id: 'rs_' + nz.hex(40), summary: [{ type: 'summary_text', text: extra.reasoning }] });
      if (text) output.push({ type: 'message', id: 'msg_' + nz.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
      calls.forEach((c, i) => output.push({ type: 'function_call', id: 'fc_' + nz.hex(40), call_id: ids[i], name: c[0], arguments: JSON.stringify(c[1]), status: 'completed' }));
      const resp = { id: 'resp_' + nz.hex(48), object: 'response', created_at: nz.epoch(), model, status: 'completed', output, usage: { input_tokens: u.input_tokens, output_tokens: u.output_tokens, total_tokens: u.input_tokens + u.output_tokens } };
      if (st === 'openai_agents') return span('llm', 'Response', { input: msgs.slice(1) }, resp, [], { metadata: { span_id: 'span_' + nz.hex(24), 'span_data.type': 'response', ...md } });
      return span('llm', 'POST /v1/responses', { model, instructions: this.system, input: msgs.slice(1), tools: extra.tools }, resp, [], { metadata: { 'x-request-id': 'req_' + nz.hex(32), 'openai-processing-ms': String(nz.int(400, 9000)), ...md } });
    }
    if (st === 'adk') {
      const parts = []; if (text) parts.push({ text }); calls.forEach((c, i) => parts.push({ functionCall: { id: ids[i], name: c[0], args: c[1] } }));
      return span('llm', 'call_llm', { model, contents: msgs.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) },
        { content: { role: 'model', parts }, finish_reason: 'STOP', usage_metadata: { prompt_token_count: u.input_tokens, candidates_token_count: u.output_tokens } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + nz.uuid(), 'gcp.vertex.agent.event_id': nz.uuid(), ...md } });
    }
    if (st === 'langgraph') {
      const out = { generations: [[{ text: text || '', message: { type: 'ai', content: text || '', tool_calls: calls.map((c, i) => ({ name: c[0], args: c[1], id: ids[i], type: 'tool_call' })) } }]], llm_output: { model_name: model, token_usage: { prompt_tokens: u.input_tokens, completion_tokens: u.output_tokens } } };
      const l = span('llm', 'ChatOpenAI', { messages: [msgs] }, out, [], { metadata: { ls_provider: 'openai', ls_model_name: model, ls_model_type: 'chat', ...md } });
      return span('chain', 'agent', { messages: `[${msgs.length} messages]` }, { messages: [{ type: 'ai', content: text || '' }] }, [l], { metadata: { langgraph_step: this.step, langgraph_node: 'agent', langgraph_triggers: [this.step === 1 ? 'start:agent' : 'tools'], thread_id: this.tid || (this.tid = nz.uuid()) } });
    }
    if (st === 'pydantic_ai') {
      const parts = []; if (text) parts.push({ part_kind: 'text', content: text });
      calls.forEach((c, i) => parts.push({ part_kind: 'tool-call', tool_name: c[0], args: c[1], tool_call_id: ids[i] }));
      return span('llm', `chat ${model}`, { 'gen_ai.request.model': model, messages: msgs }, { kind: 'response', parts, model_name: model, timestamp: nz.iso() }, [], { metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'gen_ai.usage.input_tokens': u.input_tokens, 'gen_ai.usage.output_tokens': u.output_tokens, ...md } });
    }
    if (st === 'smolagents') {
      return span('llm', 'LiteLLMModel.generate', { messages: msgs }, { role: 'assistant', content: text, token_usage: { input_tokens: u.input_tokens, output_tokens: u.output_tokens } }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, ...md } });
    }
    if (st === 'crewai' || st === 'autogen' || st === 'agno' || st === 'griptape' || st === 'langfuse' || st === 'weave' || st === 'mlflow' || st === 'llamaindex' || st === 'sk' || st === 'letta' || st === 'bedrock' || st === 'dspy' || st === 'haystack' || st === 'inspect') {
      const tcs = calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c[0], arguments: JSON.stringify(c[1]) } }));
      const map = {
        crewai: ['llm', 'LLM.call', { model, messages: msgs }, text && calls.length === 0 ? text : { content: text, tool_calls: tcs }, { 'crewai.agent.role': this.agent }],
        autogen: ['llm', 'autogen create', { messages: msgs.map((m) => ({ ...m, source: m.role === 'user' ? 'user' : this.agent })) }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c, i) => ({ id: ids[i], name: c[0], arguments: JSON.stringify(c[1]) })) : text, thought: calls.length ? text : undefined, usage: { prompt_tokens: u.input_tokens, completion_tokens: u.output_tokens } }, { agent_id: `${this.agent}/default`, 'gen_ai.system': 'openai' }],
        agno: ['llm', `OpenAIChat.response`, { messages: msgs }, { role: 'assistant', content: text, tool_calls: tcs.length ? tcs : undefined, metrics: { input_tokens: u.input_tokens, output_tokens: u.output_tokens, time: Number(nz.secs(0.5, 6)) } }, { 'agno.run_id': this.rid || (this.rid = nz.uuid()), 'agno.agent': this.agent }],
        griptape: ['llm', 'OpenAiChatPromptDriver.run', { messages: msgs }, { role: 'assistant', content: [...(text ? [{ type: 'TextMessageContent', artifact: { type: 'TextArtifact', value: text } }] : []), ...calls.map((c, i) => ({ type: 'ActionCallMessageContent', artifact: { type: 'ActionArtifact', value: { tag: ids[i], name: c[0].split('.')[0], path: c[0].split('.')[1] || 'run', input: { values: c[1] } } } }))] }, { 'griptape.event': 'FinishPromptEvent' }],
        langfuse: ['generation', 'OpenAI-generation', msgs, { role: 'assistant', content: text, tool_calls: tcs.length ? tcs : undefined }, { langfuse_observation_id: nz.uuid(), model, usageDetails: { input: u.input_tokens, output: u.output_tokens } }],
        weave: ['llm', 'openai.chat.completions.create', { model, messages: msgs }, { id: 'chatcmpl-' + nz.b62(29), choices: [{ index: 0, message: { role: 'assistant', content: text || null, tool_calls: tcs.length ? tcs : undefined }, finish_reason: calls.length ? 'tool_calls' : 'stop' }] }, { weave_call_id: nz.uuid().replace(/^.{8}/, '0193' + nz.hex(4)), op_name: 'weave:///team/proj/op/openai.chat.completions.create:' + nz.b62(10) }],
        mlflow: ['llm', 'ChatOpenAI', { messages: msgs }, { content: text, tool_calls: calls.map((c, i) => ({ id: ids[i], name: c[0], args: c[1] })) }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + nz.hex(32) }],
        llamaindex: ['llm', 'OpenAI.achat', { messages: msgs }, { message: { role: 'assistant', content: text, additional_kwargs: { tool_calls: tcs } } }, { 'llamaindex.event': 'LLMChatEndEvent' }],
        sk: ['llm', `chat.completions ${model}`, { 'gen_ai.prompt': msgs }, { 'gen_ai.completion': [{ role: 'assistant', content: text, items: calls.map((c, i) => ({ $type: 'FunctionCallContent', Id: ids[i], PluginName: c[0].split('-')[0], FunctionName: c[0].split('-')[1] || c[0], Arguments: c[1] })) }] }, { 'gen_ai.system': 'openai', 'semantic_kernel.function.invocation': true }],
        letta: ['llm', 'LLM call', { messages: msgs }, { role: 'assistant', reasoning: text, tool_calls: tcs }, { agent_id: this.aid || (this.aid = 'agent-' + nz.uuid()), step_id: 'step-' + nz.uuid() }],
        bedrock: ['llm', 'orchestrationTrace.modelInvocation', { text: JSON.stringify(msgs).slice(0, 600), type: 'ORCHESTRATION', traceId: nz.uuid() + '-0' }, { rationale: { text }, invocationInput: calls.map((c) => ({ invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: c[0].split('::')[0], apiPath: c[0].split('::')[1] || '/' + c[0], verb: 'post', parameters: Object.entries(c[1]).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'number' : 'string', value: String(value) })) } })) }, { 'bedrock.agentId': this.bid || (this.bid = nz.b62(10).toUpperCase()), 'bedrock.sessionId': this.sid || (this.sid = nz.digits(12)) }],
        dspy: ['llm', 'ReAct.forward.Predict', { history: msgs.slice(1) }, { next_thought: text, next_tool_name: calls[0] ? calls[0][0] : 'finish', next_tool_args: calls[0] ? calls[0][1] : {} }, { 'dspy.module': 'dspy.ReAct', lm: `openai/${model}` }],
        haystack: ['llm', 'haystack.component.run', { component: 'OpenAIChatGenerator', messages: msgs }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...calls.map((c, i) => ({ tool_call: { tool_name: c[0], arguments: c[1], id: ids[i] } }))], _meta: { model, finish_reason: calls.length ? 'tool_calls' : 'stop' } }] }, { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' }],
        inspect: ['llm', 'model', { model: `openai/${model}`, input: msgs }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: calls.map((c, i) => ({ id: ids[i], function: c[0], arguments: c[1] })) }, stop_reason: calls.length ? 'tool_calls' : 'stop' }] }, { event: 'model', timestamp: nz.iso() }],
      };
      const [t, n, i, o, m] = map[st];
      return span(t, n, i, o, [], { metadata: { ...m, ...md } });
    }
    throw new Error('unknown style ' + st);
  }

  // a tool span for the next pending call with that name (or an explicit one)
  tool(name, args, output, opts = {}) {
    const nz = this.nz; nz.tick(opts.sec ?? nz.int(1, 8));
    const pi = this.pending.findIndex((p) => p.name === name);
    const id = pi >= 0 ? this.pending.splice(pi, 1)[0].id : nz.callId();
    const st = this.style; const err = opts.error;
    const obsText = typeof output === 'string' ? output : JSON.stringify(output);
    this.lastObs = { role: 'tool', tool_call_id: id, content: (err ? `Error: ${err}` : obsText).slice(0, 500) };
    const md = { ...(opts.metadata || {}) };
    let s;
    const d = nz.dur(30, 3000);
    switch (st) {
      case 'vercel': s = span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': err ? undefined : output }, [], { metadata: { 'operation.name': 'ai.toolCall', ...md } }); break;
      case 'otel_genai': s = span('tool', `execute_tool ${name}`, args, output, [], { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.type': 'function', ...md } }); break;
      case 'openinference': s = span('tool', name, { 'tool.name': name, 'tool.parameters': JSON.stringify(args) }, output, [], { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool_call.id': id, ...md } }); break;
      case 'anthropic': s = span('tool', name, { tool_use_id: id, input: args }, { type: 'tool_result', tool_use_id: id, content: obsText, is_error: !!err }, [], { metadata: md }); break;
      case 'claude_sdk': s = span('tool', name, args, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: err ? err : obsText, is_error: err ? true : undefined }] } }, [], { metadata: { uuid: nz.uuid(), ...md } }); break;
      case 'openai_agents': s = span('tool', name, { input: JSON.stringify(args) }, output, [], { metadata: { 'span_data.type': 'function', call_id: id, ...md } }); break;
      case 'responses': s = span('tool', name, { call_id: id, arguments: JSON.stringify(args) }, { type: 'function_call_output', call_id: id, output: obsText }, [], { metadata: md }); break;
      case 'adk': s = span('tool', `execute_tool ${name}`, { functionCall: { id, name, args } }, { functionResponse: { id, name, response: typeof output === 'object' && output !== null ? output : { result: output } } }, [], { metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gen_ai.tool.name': name, ...md } }); break;
      case 'langgraph': {
        const t = span('tool', name, typeof args === 'object' ? JSON.stringify(args) : args, output, [], { metadata: { tool_call_id: id } });
        if (err) t.error = err;
        s = span('chain', 'tools', { messages: `[tool_call ${id}]` }, { messages: [{ type: 'tool', name, tool_call_id: id, content: err ? `Error: ${err}` : obsText, status: err ? 'error' : 'success' }] }, [t], { metadata: { langgraph_step: ++this.step, langgraph_node: 'tools', ...md } });
        return s;
      }
      case 'pydantic_ai': s = span('tool', `running tool: ${name}`, { tool_arguments: args, tool_call_id: id }, { tool_response: output }, [], { metadata: { 'gen_ai.tool.name': name, 'logfire.msg': `running tool: ${name}`, ...md } }); break;
      case 'smolagents': s = span('tool', name, { args: [], kwargs: args }, output, [], { metadata: { 'openinference.span.kind': 'TOOL', ...md } }); break;
      case 'strands': s = span('tool', `execute_tool ${name}`, { toolUse: { name, input: args } }, { status: err ? 'error' : 'success', content: [{ text: obsText }] }, [], { metadata: { 'gen_ai.tool.name': name, ...md } }); break;
      case 'mastra': s = span('tool', `tool: '${name}'`, args, output, [], { metadata: { 'mastra.span.type': 'tool_call', toolCallId: id, ...md } }); break;
      case 'autogen': s = span('tool', name, { call_id: id, arguments: JSON.stringify(args) }, { type: 'FunctionExecutionResult', call_id: id, name, content: obsText, is_error: !!err }, [], { metadata: md }); break;
      case 'langfuse': s = span('span', name, args, output, [], { metadata: { langfuse_observation_id: nz.uuid(), level: err ? 'ERROR' : 'DEFAULT', ...md } }); break;
      case 'mlflow': s = span('tool', name, args, output, [], { metadata: { 'mlflow.spanType': 'TOOL', ...md } }); break;
      case 'bedrock': s = span('tool', `${name}`, { invocationInput: { actionGroupInvocationInput: { actionGroupName: name.split('::')[0], apiPath: name.split('::')[1] || '/' + name } } }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: obsText } } }, [], { metadata: md }); break;
      case 'griptape': s = span('tool', `${name}`, { values: args }, { type: err ? 'ErrorArtifact' : 'TextArtifact', value: err ? err : obsText }, [], { metadata: { 'griptape.event': 'FinishActionsSubtaskEvent', ...md } }); break;
      case 'dspy': s = span('tool', `Tool.${name}`, args, output, [], { metadata: md }); break;
      case 'inspect': s = span('tool', name, { id, function: name, arguments: args }, { result: output, error: err ? { type: 'unknown', message: err } : undefined }, [], { metadata: { event: 'tool', ...md } }); break;
      default: s = span('tool', name, args, output, [], { metadata: { tool_call_id: id, ...md } });
    }
    if (!s.metadata) s.metadata = {};
    if (!('duration' in s.metadata) && opts.noDur !== true) s.metadata.duration_ms = d.endsWith('ms') ? Number(d.slice(0, -2)) : Math.round(Number(d.slice(0, -1)) * 1000);
    if (err) s.error = err;
    return s;
  }

  // root agent span in the style's naming
  root(children, output, extra = {}) {
    const nz = this.nz; const st = this.style;
    const names = {
      plain: 'agent_run', vercel: 'ai.generateText', otel_genai: `invoke_agent ${this.agent}`, openinference: `${this.agent}`, anthropic: 'agent_loop',
      claude_sdk: 'claude_agent_sdk.query', openai_agents: 'Agent workflow', responses: 'responses_agent', adk: `invoke_agent ${this.agent}`, langgraph: 'LangGraph',
      pydantic_ai: `${this.agent} run`, smolagents: 'CodeAgent.run', strands: `invoke_agent ${this.agent}`, mastra: `agent run: '${this.agent}'`, autogen: `AssistantAgent ${this.agent}`,
      langfuse: this.agent, mlflow: 'AgentExecutor', bedrock: 'InvokeAgent', griptape: 'Agent.run', crewai: 'Crew.kickoff', agno: 'Agent.run', weave: 'Agent.run', llamaindex: 'FunctionAgent.run', sk: 'ChatCompletionAgent.InvokeAsync', letta: 'agent.step', dspy: 'ReAct.forward', haystack: 'haystack.agent.run', inspect: 'sample',
    };
    return span('agent', names[st] || this.agent, { goal: this.goal, ...(extra.input || {}) }, output, children, { metadata: { style: st, model: this.model, started_at: extra.started, ...(extra.metadata || {}) }, error: extra.error });
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
