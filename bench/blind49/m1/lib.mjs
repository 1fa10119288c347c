// Shared helpers: deterministic noise + span builders imitating several tracers.
// No Math.random, no clock reads: everything derives from a hash of the trace_id.

export function hash32(s) {
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export class Noise {
  constructor(seedStr) {
    this.r = mulberry32(hash32(seedStr));
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 5.5e10); // somewhere in 2024-2025
    this.counter = this.int(1000, 90000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[Math.floor(this.r() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { let s = ''; for (let i = 0; i < 26; i++) s += CROCK[Math.floor(this.r() * 32)]; return s; }
  tick(minMs = 200, maxMs = 9000) { this.t += this.int(minMs, maxMs); return this.t; }
  d() { return new Date(this.t); }
  iso() { this.tick(); return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMs() { this.tick(); return this.d().toISOString(); }
  isoOff(h = 2) { this.tick(); const d = new Date(this.t + h * 3600e3); return d.toISOString().replace(/\.\d{3}Z$/, `+${p2(h)}:00`); }
  httpDate() { this.tick(); const d = this.d(); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog() { this.tick(); const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  compact() { this.tick(); return this.d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  epoch() { this.tick(); return Math.floor(this.t / 1000); }
  epochMs() { this.tick(); return this.t; }
  eu() { this.tick(); const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hms() { this.tick(); const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  dur() { return `${(this.int(40, 9000) / 1000).toFixed(2)}s`; }
  ms() { return this.int(8, 2400); }
  req(prefix = 'req_') { return prefix + this.b62(20); }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(prefix) { return `${prefix}-${this.pick(['a', 'b', 'c', 'd'])}${this.int(1, 9)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`; }
  pod(prefix) { return `${prefix}-${this.hex(9).slice(0, 9)}-${this.b62(5).toLowerCase()}`; }
  job(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  etag() { return `W/"${this.hex(16)}"`; }
  sha() { return this.hex(40); }
  short() { return this.hex(7); }
  cursor() { return Buffer.from(`{"k":${this.int(1e5, 9e5)},"s":"${this.hex(6)}"}`).toString('base64'); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  seq() { this.counter += this.int(1, 40); return this.counter; }
  addr() { return `0x7f${this.hex(10)}`; }
  pid() { return this.int(1200, 65000); }
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const trunc = (v, n = 260) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };

// ---- recording styles -------------------------------------------------------------------------
// fmt: shape of llm output; wrap: how a step (llm + its tool calls) is laid out.
export const STYLES = {
  vercel: { fmt: 'vercel', llm: () => 'ai.generateText.doGenerate', tool: () => 'ai.toolCall', root: () => 'ai.generateText', wrap: 'flat', argsStr: true, label: 'Vercel AI SDK (ai.* OTel spans)' },
  otel: { fmt: 'otel', llm: (m) => `chat ${m}`, tool: (n) => `execute_tool ${n}`, root: (a) => `invoke_agent ${a}`, wrap: 'flat', label: 'OpenTelemetry GenAI semconv' },
  langgraph: { fmt: 'openai', llm: () => 'ChatOpenAI', tool: (n) => n, root: () => 'LangGraph', wrap: 'langgraph', label: 'LangSmith / LangGraph' },
  oai_agents: { fmt: 'responses', llm: () => 'Response', tool: (n) => n, root: (a) => a, wrap: 'flat', argsStr: true, label: 'OpenAI Agents SDK' },
  responses: { fmt: 'responses', llm: () => 'responses.create', tool: (n) => n, root: () => 'run', wrap: 'flat', label: 'OpenAI Responses API' },
  anthropic: { fmt: 'anthropic', llm: () => 'messages.create', tool: (n) => n, root: () => 'agent_loop', wrap: 'flat', label: 'Anthropic Messages API logs' },
  claude_sdk: { fmt: 'anthropic', llm: () => 'assistant', tool: (n) => n, root: () => 'claude_agent_sdk.query', wrap: 'nested', label: 'Claude Agent SDK transcript' },
  crewai: { fmt: 'react', llm: () => 'LLM.call', tool: (n) => n, root: () => 'Crew.kickoff', wrap: 'step', stepName: (i) => `Task execution step ${i}`, label: 'CrewAI' },
  autogen: { fmt: 'openai', llm: () => 'OpenAIChatCompletionClient.create', tool: (n) => n, root: () => 'AssistantAgent', wrap: 'flat', argsStr: true, label: 'AutoGen / AG2' },
  llamaindex: { fmt: 'openai', llm: () => 'OpenAI.achat', tool: (n) => `FunctionTool.acall`, root: () => 'FunctionAgent.run', wrap: 'flat', label: 'LlamaIndex' },
  smolagents: { fmt: 'code', llm: () => 'OpenAIServerModel.generate', tool: (n) => n, root: () => 'CodeAgent.run', wrap: 'step', stepName: (i) => `Step ${i}`, label: 'smolagents' },
  pydantic: { fmt: 'openai', llm: (m) => `chat ${m}`, tool: (n) => `running tool: ${n}`, root: () => 'agent run', wrap: 'flat', label: 'Pydantic AI (Logfire)' },
  adk: { fmt: 'gemini', llm: () => 'call_llm', tool: (n) => `execute_tool ${n}`, root: (a) => `invoke_agent ${a}`, wrap: 'flat', label: 'Google ADK' },
  gemini: { fmt: 'gemini', llm: (m) => `models/${m}:generateContent`, tool: (n) => n, root: () => 'chat_session', wrap: 'flat', label: 'Gemini API function calling' },
  mastra: { fmt: 'vercel', llm: () => 'agent.generate → llm.doGenerate', tool: (n) => `tool.execute ${n}`, root: (a) => `agent.${a}`, wrap: 'flat', label: 'Mastra' },
  langfuse: { fmt: 'openai', llm: () => 'generation', tool: (n) => `tool:${n}`, root: () => 'trace', wrap: 'flat', label: 'Langfuse' },
  strands: { fmt: 'anthropic', llm: () => 'Model invoke', tool: (n) => `Tool: ${n}`, root: () => 'Agent.invoke_async', wrap: 'step', stepName: (i) => `Cycle ${i}`, label: 'Strands Agents' },
  haystack: { fmt: 'openai', llm: () => 'haystack.component.run OpenAIChatGenerator', tool: () => 'haystack.component.run ToolInvoker', root: () => 'haystack.pipeline.run', wrap: 'flat', label: 'Haystack' },
  dspy: { fmt: 'react', llm: () => 'Predict(StringSignature).forward', tool: (n) => `Tool.${n}`, root: () => 'ReAct.forward', wrap: 'flat', label: 'DSPy' },
  letta: { fmt: 'openai', llm: () => 'LLM request', tool: (n) => n, root: (a) => `agent:${a}`, wrap: 'flat', label: 'Letta' },
  bedrock: { fmt: 'react', llm: () => 'modelInvocationOutput', tool: (n) => `actionGroupInvocation ${n}`, root: () => 'InvokeAgent', wrap: 'step', stepName: (i) => `orchestrationTrace[${i}]`, label: 'Bedrock Agents trace' },
  openhands: { fmt: 'openai', llm: () => 'litellm.completion', tool: (n) => `${n}`, root: () => 'CodeActAgent', wrap: 'flat', label: 'OpenHands' },
  sweagent: { fmt: 'react', llm: () => 'model.query', tool: (n) => `env.communicate`, root: () => 'sweagent.run', wrap: 'step', stepName: (i) => `trajectory[${i}]`, label: 'SWE-agent' },
  openinference: { fmt: 'oi', llm: () => 'ChatCompletion', tool: (n) => n, root: () => 'agent', wrap: 'flat', label: 'OpenInference / Arize Phoenix' },
  mlflow: { fmt: 'openai', llm: () => 'ChatModel.predict', tool: (n) => n, root: () => 'AgentExecutor', wrap: 'flat', label: 'MLflow Tracing' },
  weave: { fmt: 'openai', llm: () => 'openai.chat.completions.create', tool: (n) => `tools.${n}`, root: () => 'Agent.invoke', wrap: 'flat', label: 'W&B Weave calls' },
  inspect: { fmt: 'openai', llm: () => 'model', tool: (n) => n, root: () => 'sample', wrap: 'flat', label: 'Inspect AI eval log' },
  sk: { fmt: 'openai', llm: () => 'chat.completions', tool: (n) => `function.invoke ${n}`, root: () => 'ChatCompletionAgent.InvokeAsync', wrap: 'nested', label: 'Semantic Kernel' },
  griptape: { fmt: 'openai', llm: () => 'PromptDriver.run', tool: (n) => `ToolTask ${n}`, root: () => 'Agent.run', wrap: 'step', stepName: (i) => `PromptTask subtask ${i}`, label: 'Griptape (not in list)' },
  agno: { fmt: 'openai', llm: () => 'OpenAIChat.response', tool: (n) => `FunctionCall ${n}`, root: (a) => `Agent.run ${a}`, wrap: 'flat', label: 'Agno, formerly phidata (not in list)' },
  plain: { fmt: 'openai', llm: () => 'chat.completions', tool: (n) => n, root: () => 'session', wrap: 'flat', label: 'plain message-level trace' },
};

function pyArgs(args) {
  return Object.entries(args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ');
}

export class Rec {
  constructor(traceId, styleKey, { model = 'gpt-4o', system = 'You are a helpful agent.', goal, agent = 'assistant' }) {
    this.id = traceId; this.st = STYLES[styleKey]; this.styleKey = styleKey; this.n = new Noise(traceId);
    this.model = model; this.goal = goal; this.agentName = agent;
    this.frames = [{ kids: [], hist: [{ role: 'system', content: system }, { role: 'user', content: goal }], step: 0 }];
  }
  get fr() { return this.frames[this.frames.length - 1]; }
  _callId() {
    const f = this.st.fmt;
    if (f === 'anthropic') return 'toolu_01' + this.n.b62(22);
    if (f === 'responses') return 'call_' + this.n.b62(24);
    if (f === 'gemini') return undefined;
    return 'call_' + this.n.b62(24);
  }
  _input() {
    const h = this.fr.hist.map((m) => ({ ...m, content: m.content == null ? null : trunc(m.content) }));
    const f = this.st.fmt;
    if (f === 'anthropic') return { model: this.model, max_tokens: 4096, system: h[0].content, messages: h.slice(1) };
    if (f === 'gemini') return { contents: h.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })), systemInstruction: { parts: [{ text: h[0].content }] } };
    if (f === 'react' || f === 'code') return { prompt: h.map((m) => `${m.role.toUpperCase()}: ${m.content}`).join('\n\n') };
    if (f === 'oi') { const o = {}; h.forEach((m, i) => { o[`llm.input_messages.${i}.message.role`] = m.role; o[`llm.input_messages.${i}.message.content`] = m.content; }); return o; }
    if (f === 'vercel') return { 'ai.prompt.messages': JSON.stringify(h) };
    if (f === 'otel') return { 'gen_ai.input.messages': h.map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })) };
    if (f === 'responses') return { model: this.model, instructions: h[0].content, input: h.slice(1) };
    return { model: this.model, messages: h };
  }
  _output(text, calls, reason) {
    const f = this.st.fmt; const n = this.n;
    const usage = { in: n.int(900, 14000), out: n.int(40, 900) };
    if (f === 'anthropic') {
      const content = [];
      if (reason) content.push({ type: 'thinking', thinking: reason, signature: n.b62(24) });
      if (text) content.push({ type: 'text', text });
      calls.forEach((c) => content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args }));
      return { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: usage.in, output_tokens: usage.out } };
    }
    if (f === 'gemini') {
      const parts = [];
      if (reason) parts.push({ text: reason, thought: true });
      if (text) parts.push({ text });
      calls.forEach((c) => parts.push({ functionCall: { name: c.name, args: c.args } }));
      return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: usage.in, candidatesTokenCount: usage.out }, modelVersion: this.model, responseId: n.b62(22) };
    }
    if (f === 'responses') {
      const out = [];
      if (reason) out.push({ type: 'reasoning', id: 'rs_' + n.hex(24), summary: [{ type: 'summary_text', text: reason }] });
      if (text) out.push({ type: 'message', id: 'msg_' + n.hex(24), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
      calls.forEach((c) => out.push({ type: 'function_call', id: 'fc_' + n.hex(24), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }));
      return { id: 'resp_' + n.hex(32), object: 'response', created_at: n.epoch(), status: 'completed', model: this.model, output: out, usage: { input_tokens: usage.in, output_tokens: usage.out } };
    }
    if (f === 'vercel') {
      const o = { 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'aitxt-' + n.b62(24), 'ai.response.timestamp': n.isoMs(), 'ai.usage.promptTokens': usage.in, 'ai.usage.completionTokens': usage.out };
      if (reason) o['ai.response.reasoning'] = reason;
      if (text) o['ai.response.text'] = text;
      if (calls.length) o['ai.response.toolCalls'] = JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })));
      return o;
    }
    if (f === 'otel') {
      const parts = [];
      if (reason) parts.push({ type: 'reasoning', content: reason });
      if (text) parts.push({ type: 'text', content: text });
      calls.forEach((c) => parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }));
      return { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: calls.length ? 'tool_call' : 'stop' }], 'gen_ai.usage.input_tokens': usage.in, 'gen_ai.usage.output_tokens': usage.out, 'gen_ai.response.id': 'chatcmpl-' + n.b62(29) };
    }
    if (f === 'react') {
      let s = `Thought: ${reason ? reason + ' ' : ''}${text || ''}`.trim();
      if (calls.length) s += `\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}`;
      else s += `\nFinal Answer: ${text || ''}`;
      return s;
    }
    if (f === 'code') {
      let s = `Thought: ${reason ? reason + ' ' : ''}${text || ''}`.trim();
      if (calls.length) s += `\nCode:\n\`\`\`py\n${calls.map((c) => `result = ${c.name}(${pyArgs(c.args)})\nprint(result)`).join('\n')}\n\`\`\`<end_code>`;
      return s;
    }
    if (f === 'oi') {
      const o = { 'llm.output_messages.0.message.role': 'assistant' };
      if (reason) o['llm.output_messages.0.message.reasoning'] = reason;
      if (text) o['llm.output_messages.0.message.content'] = text;
      calls.forEach((c, i) => { o[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; o[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
      o['llm.token_count.prompt'] = usage.in; o['llm.token_count.completion'] = usage.out;
      return o;
    }
    const msg = { role: 'assistant', content: text || null };
    if (reason) msg.reasoning_content = reason;
    if (calls.length) msg.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return { id: 'chatcmpl-' + this.n.b62(29), object: 'chat.completion', model: this.model, choices: [{ index: 0, message: msg, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: usage.in, completion_tokens: usage.out } };
  }
  _llmMeta() {
    const f = this.st.fmt; const n = this.n;
    if (f === 'oi') return { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai' };
    if (f === 'otel') return { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': this.model, 'gen_ai.system': this.model.startsWith('claude') ? 'anthropic' : this.model.startsWith('gemini') ? 'gcp.gemini' : 'openai', duration_ms: n.int(600, 9000) };
    if (f === 'vercel') return { 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'operation.name': 'ai.generateText.doGenerate', 'ai.settings.maxRetries': 2 };
    return { model: this.model, latency_ms: n.int(500, 12000), span_id: n.hex(16) };
  }
  _toolSpan(c, output, error) {
    const st = this.st; const n = this.n;
    let input = c.args;
    if (st.fmt === 'vercel') input = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) };
    else if (st.fmt === 'oi') input = { 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' };
    else if (st.fmt === 'otel') input = { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.call.arguments': c.args };
    else if (st.argsStr) input = JSON.stringify(c.args);
    else if (this.styleKey === 'haystack') input = { tool_calls: [{ tool_name: c.name, arguments: c.args, id: c.id }] };
    let out = output;
    if (st.fmt === 'gemini') out = { functionResponse: { name: c.name, response: typeof output === 'string' ? { result: output } : output } };
    const meta = { duration_ms: n.int(5, 6000) };
    if (st.fmt === 'oi') meta['openinference.span.kind'] = 'TOOL', meta['tool.name'] = c.name;
    if (c.id) meta.tool_call_id = c.id;
    return span('tool', st.tool(c.name), input, out, [], { error, metadata: meta });
  }
  // One model turn plus the tools it requested. calls: [{name,args,out,error}]
  step(text, calls = [], reason) {
    const fr = this.fr; fr.step++;
    const cs = calls.map((c) => ({ ...c, id: this._callId() }));
    const input = this._input();
    const llm = span('llm', this.st.llm(this.model), input, this._output(text, cs, reason), [], { metadata: this._llmMeta() });
    const asst = { role: 'assistant', content: [reason, text].filter(Boolean).join(' ') || null };
    if (cs.length) asst.tool_calls = cs.map((c) => `${c.name}(${JSON.stringify(c.args)})`).join('; ');
    fr.hist.push(asst);
    const tools = cs.map((c) => {
      fr.hist.push({ role: 'tool', content: (c.error ? `ERROR: ${c.error}\n` : '') + (typeof c.out === 'string' ? c.out : JSON.stringify(c.out ?? null)) });
      return this._toolSpan(c, c.out === undefined ? null : c.out, c.error);
    });
    const w = this.st.wrap;
    if (w === 'flat') fr.kids.push(llm, ...tools);
    else if (w === 'nested') { llm.children = tools; fr.kids.push(llm); }
    else if (w === 'langgraph') {
      fr.kids.push(span('chain', 'agent', { messages_count: fr.hist.length }, { messages: [asst] }, [llm], { metadata: { langgraph_step: fr.step * 2 - 1, langgraph_node: 'agent' } }));
      if (tools.length) fr.kids.push(span('chain', 'tools', { tool_calls: cs.map((c) => c.name) }, { messages: tools.map((t) => trunc(t.output, 120)) }, tools, { metadata: { langgraph_step: fr.step * 2, langgraph_node: 'tools' } }));
    } else if (w === 'step') fr.kids.push(span('chain', this.st.stepName(fr.step), { step_number: fr.step }, null, [llm, ...tools], { metadata: { step: fr.step } }));
    return this;
  }
  // a tool span not requested by a model (e.g. hooks, environment setup)
  raw(s) { this.fr.kids.push(s); return this; }
  // nested agent: fn(rec) fills its children with its own history
  agent(name, task, fn, system = 'You are a specialised sub-agent.') {
    this.frames.push({ kids: [], hist: [{ role: 'system', content: system }, { role: 'user', content: task }], step: 0 });
    const out = fn(this);
    const fr = this.frames.pop();
    const s = span('agent', name, { task }, out, fr.kids, { metadata: { agent_run_id: this.n.uuid() } });
    this.fr.kids.push(s);
    this.fr.hist.push({ role: 'tool', content: `[${name}] ${typeof out === 'string' ? out : JSON.stringify(out)}` });
    return out;
  }
  finish(output, extraMeta = {}) {
    const fr = this.frames[0];
    return span('agent', this.st.root(this.agentName), { goal: this.goal }, output, fr.kids, { metadata: { framework_style: this.st.label, trace_id: this.n.hex(32), model: this.model, ...extraMeta } });
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
