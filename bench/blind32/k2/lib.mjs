// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hash32(str) {
  // FNV-1a 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
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
const p3 = (n) => String(n).padStart(3, '0');

// Context: seeded PRNG + a simulated clock + noise generators.
export function makeCtx(traceId) {
  const rnd = mulberry32(hash32(traceId));
  const ctx = {};
  ctx.r = rnd;
  ctx.int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  ctx.pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  ctx.chance = (p) => rnd() < p;
  ctx.float = (a, b, d = 2) => Number((a + rnd() * (b - a)).toFixed(d));
  ctx.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; };
  ctx.alnum = (n, upper = false) => { const a = upper ? 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' : 'abcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * a.length)]; return s; };
  ctx.b64 = (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * 64)]; return s; };
  ctx.uuid = () => `${ctx.hex(8)}-${ctx.hex(4)}-4${ctx.hex(3)}-${'89ab'[ctx.int(0, 3)]}${ctx.hex(3)}-${ctx.hex(12)}`;
  ctx.ulid = () => '01' + ctx.alnum(24, true);
  ctx.sha = (n = 40) => ctx.hex(n);
  ctx.etag = () => (ctx.chance(0.5) ? `W/"${ctx.hex(8)}-${ctx.hex(6)}"` : `"${ctx.hex(32)}"`);
  ctx.reqId = (prefix = 'req') => `${prefix}_${ctx.alnum(20)}`;
  ctx.jobId = (prefix = 'job') => `${prefix}-${ctx.int(10000, 99999)}-${ctx.alnum(5)}`;
  ctx.host = (prefix) => `${prefix}-${ctx.pick(['a', 'b', 'c', 'd'])}${ctx.int(1, 12)}.${ctx.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1', 'internal'])}`;
  ctx.pod = (prefix) => `${prefix}-${ctx.alnum(10)}-${ctx.alnum(5)}`;
  ctx.ip = () => `10.${ctx.int(0, 255)}.${ctx.int(0, 255)}.${ctx.int(1, 254)}`;
  ctx.tmp = (ext = '') => `/tmp/tmp${ctx.alnum(8)}${ext}`;
  ctx.ms = (a = 20, b = 900) => ctx.int(a, b);
  ctx.dur = (a = 0.2, b = 9) => `${ctx.float(a, b, 2)}s`;
  ctx.cursor = () => ctx.b64(24).replace(/[+/]/g, '_');
  ctx.traceparent = () => `00-${ctx.hex(32)}-${ctx.hex(16)}-01`;
  ctx.cfRay = () => `${ctx.hex(16)}-${ctx.pick(['AMS', 'FRA', 'LHR', 'CDG', 'IAD', 'SIN'])}`;
  ctx.callId = (style) => {
    if (style === 'anthropic' || style === 'claude_sdk') return `toolu_01${ctx.b64(22).replace(/[+/]/g, 'x')}`;
    if (style === 'vercel') return `call_${ctx.alnum(24)}`;
    if (style === 'gemini' || style === 'adk') return `adk-${ctx.uuid()}`;
    if (style === 'bedrock') return `${ctx.uuid()}-0`;
    return `call_${ctx.b64(24).replace(/[+/]/g, 'Q')}`;
  };
  // clock
  const base = Date.UTC(2025, ctx.int(0, 10), ctx.int(1, 27), ctx.int(6, 18), ctx.int(0, 59), ctx.int(0, 59));
  ctx.t = base + ctx.int(0, 999);
  ctx.tick = (a = 300, b = 4000) => { ctx.t += ctx.int(a, b); return ctx.t; };
  ctx.later = (minutes) => { ctx.t += minutes * 60000 + ctx.int(0, 59999); return ctx.t; };
  const d = () => new Date(ctx.t);
  ctx.iso = () => d().toISOString();
  ctx.isoSec = () => d().toISOString().replace(/\.\d{3}Z$/, 'Z');
  ctx.isoOffset = (h = 2) => { const x = new Date(ctx.t + h * 3600000); return x.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; };
  ctx.httpDate = () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  ctx.epoch = () => Math.floor(ctx.t / 1000);
  ctx.epochMs = () => ctx.t;
  ctx.syslog = () => { const x = d(); return `${MONS[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  ctx.compact = () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  ctx.dmy = () => { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; };
  ctx.us = () => { const x = d(); const h = x.getUTCHours(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()}, ${((h + 11) % 12) + 1}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; };
  ctx.hms = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; };
  ctx.date = () => d().toISOString().slice(0, 10);
  ctx.dayPlus = (n) => new Date(ctx.t + n * 86400000).toISOString().slice(0, 10);
  return ctx;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], opt = {}) {
  const s = { type, name, input, output, children };
  if (opt.error) s.error = opt.error;
  if (opt.metadata) s.metadata = opt.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});

const clip = (v, n = 600) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };

// ---------- recording styles ----------
// A Run keeps a message history and emits llm / tool spans shaped like the imitated tracer.
export const STYLES = ['plain', 'vercel', 'otel_genai', 'openinference', 'langgraph', 'oai_agents', 'responses', 'anthropic',
  'claude_sdk', 'crewai', 'autogen', 'smolagents', 'logfire', 'adk', 'gemini', 'mastra', 'langfuse', 'semantic_kernel', 'mlflow',
  'bedrock', 'strands', 'agno', 'griptape', 'llamaindex', 'weave', 'haystack', 'dspy', 'openhands'];

export class Run {
  constructor(ctx, style, { system, goal, model, agentName } = {}) {
    this.ctx = ctx; this.style = style; this.model = model || defaultModel(style);
    this.agentName = agentName || 'agent';
    this.history = [];
    if (system) this.history.push({ role: 'system', content: system });
    if (goal) this.history.push({ role: 'user', content: goal });
    this.stepNo = 0;
  }
  user(text) { this.history.push({ role: 'user', content: text }); }
  msgs() {
    const h = this.history;
    if (h.length <= 9) return h.map((m) => ({ ...m }));
    return [h[0], h[1], { role: 'system', content: `[${h.length - 8} earlier messages truncated]` }, ...h.slice(-6)].map((m) => ({ ...m }));
  }
  llmInput() {
    const m = this.msgs();
    const st = this.style;
    if (st === 'anthropic' || st === 'claude_sdk') {
      const sys = m.filter((x) => x.role === 'system').map((x) => x.content).join('\n');
      return { model: this.model, max_tokens: 4096, system: sys, messages: m.filter((x) => x.role !== 'system').map((x) => ({ role: x.role === 'tool' ? 'user' : x.role, content: x.content })) };
    }
    if (st === 'gemini' || st === 'adk') return { model: this.model, contents: m.filter((x) => x.role !== 'system').map((x) => ({ role: x.role === 'assistant' ? 'model' : 'user', parts: [{ text: x.content }] })), systemInstruction: { parts: [{ text: m[0]?.content || '' }] } };
    if (st === 'vercel') return { prompt: JSON.stringify(m) };
    if (st === 'responses' || st === 'oai_agents') return { model: this.model, input: m.map((x) => ({ role: x.role === 'tool' ? 'user' : x.role, content: x.content })) };
    if (st === 'smolagents' || st === 'dspy') return { prompt: m.map((x) => `${x.role.toUpperCase()}: ${x.content}`).join('\n\n') };
    if (st === 'bedrock') return { text: m.map((x) => `${x.role}: ${x.content}`).join('\n'), type: 'ORCHESTRATION', foundationModel: this.model };
    return { messages: m };
  }
  // text: model text; calls: [{name,args}] → returns llm span and assigns ids to calls
  llm(text, calls = []) {
    const ctx = this.ctx, st = this.style;
    for (const c of calls) c.id = c.id || ctx.callId(st);
    ctx.tick(700, 9000);
    const inTok = ctx.int(600, 9000), outTok = ctx.int(40, 700);
    const input = this.llmInput();
    let output, name = 'llm', metadata = {};
    const oaiCalls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    switch (st) {
      case 'vercel':
        name = 'ai.generateText.doGenerate';
        output = { text: text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
        metadata = { 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'ai.response.id': `chatcmpl-${ctx.alnum(29)}`, 'ai.response.timestamp': ctx.iso(), 'operation.name': 'ai.generateText.doGenerate' };
        break;
      case 'anthropic': case 'claude_sdk':
        name = st === 'anthropic' ? 'anthropic.messages.create' : 'assistant';
        output = { id: `msg_01${ctx.b64(22).replace(/[+/]/g, 'z')}`, type: 'message', role: 'assistant', model: this.model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: ctx.int(0, 4000) } };
        metadata = st === 'claude_sdk' ? { session_id: this.session || (this.session = ctx.uuid()), uuid: ctx.uuid(), timestamp: ctx.iso() } : { 'request-id': `req_01${ctx.b64(22).replace(/[+/]/g, 'k')}`, 'anthropic-ratelimit-tokens-remaining': ctx.int(10000, 400000) };
        break;
      case 'gemini': case 'adk':
        name = st === 'adk' ? 'call_llm' : 'models.generateContent';
        output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok, totalTokenCount: inTok + outTok }, modelVersion: this.model, responseId: ctx.b64(22).replace(/[+/]/g, 'r') };
        metadata = st === 'adk' ? { 'gcp.vertex.agent.invocation_id': this.inv || (this.inv = `e-${ctx.uuid()}`), 'gcp.vertex.agent.event_id': ctx.uuid(), 'gen_ai.request.model': this.model } : { 'x-goog-request-id': ctx.hex(16) };
        break;
      case 'responses': case 'oai_agents':
        name = st === 'responses' ? 'responses.create' : 'Response';
        output = { id: `resp_${ctx.hex(48)}`, object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', id: `msg_${ctx.hex(48)}`, role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: `fc_${ctx.hex(48)}`, call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: inTok, output_tokens: outTok } };
        metadata = st === 'oai_agents' ? { span_data: { type: 'response', response_id: `resp_${ctx.hex(12)}` }, trace_id: this.tid || (this.tid = `trace_${ctx.hex(32)}`), span_id: `span_${ctx.hex(24)}` } : { 'openai-processing-ms': ctx.int(300, 9000), 'x-request-id': `req_${ctx.hex(32)}` };
        break;
      case 'smolagents': case 'dspy':
        name = st === 'smolagents' ? 'LiteLLMModel.generate' : 'dspy.LM.__call__';
        output = text + (calls.length && st === 'smolagents' ? '\nCode:\n```py\n' + calls.map((c) => `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})`).join('\n') + '\n```<end_code>' : '');
        metadata = { 'llm.model_name': this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok };
        break;
      case 'bedrock':
        name = 'modelInvocation';
        output = { rationale: { text, traceId: `${ctx.uuid()}-${this.stepNo}` }, invocationInput: calls.map((c) => ({ actionGroupInvocationInput: { actionGroupName: c.group || 'ops', apiPath: `/${c.name}`, verb: 'post', parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'number' : 'string', value: String(typeof v === 'object' ? JSON.stringify(v) : v) })) }, invocationType: 'ACTION_GROUP' })) };
        metadata = { modelInvocationOutput: { metadata: { usage: { inputTokens: inTok, outputTokens: outTok } } } };
        break;
      default: {
        const names = { plain: 'chat.completions', otel_genai: `chat ${this.model}`, openinference: 'ChatCompletion', langgraph: 'ChatOpenAI', crewai: 'LLM.call', autogen: `autogen chat ${this.model}`, logfire: `chat ${this.model}`, mastra: `llm: '${this.model}'`, langfuse: 'generation', semantic_kernel: `chat.completions ${this.model}`, mlflow: 'ChatOpenAI', strands: 'Model invoke', agno: 'OpenAIChat.response', griptape: 'OpenAiChatPromptDriver.run', llamaindex: 'OpenAI.achat', weave: 'openai.chat.completions.create', haystack: 'OpenAIChatGenerator.run', openhands: 'litellm.completion' };
        name = names[st] || 'llm';
        output = { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: oaiCalls } : {}) };
        if (st === 'haystack') output = { replies: [{ role: 'assistant', text, tool_calls: calls.map((c) => ({ id: c.id, tool_name: c.name, arguments: c.args })) }] };
        const md = {
          otel_genai: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': `chatcmpl-${ctx.alnum(29)}`, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'] },
          openinference: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok, ...Object.fromEntries(this.msgs().slice(-3).flatMap((m, i) => [[`llm.input_messages.${i}.message.role`, m.role], [`llm.input_messages.${i}.message.content`, clip(m.content, 200)]])), 'llm.output_messages.0.message.role': 'assistant' },
          langgraph: { ls_provider: 'openai', ls_model_name: this.model, ls_model_type: 'chat', langgraph_node: 'agent', langgraph_step: ++this.stepNo, langgraph_triggers: ['start:agent'], thread_id: this.thread || (this.thread = ctx.uuid()), run_id: ctx.uuid() },
          crewai: { model: this.model, 'crewai.agent.role': this.agentName, prompt_tokens: inTok, completion_tokens: outTok },
          autogen: { 'gen_ai.request.model': this.model, 'autogen.agent.name': this.agentName, prompt_tokens: inTok, completion_tokens: outTok },
          logfire: { 'gen_ai.request.model': this.model, 'gen_ai.system': 'openai', 'logfire.span_type': 'span', 'logfire.msg': `chat ${this.model}`, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok },
          mastra: { 'mastra.agent': this.agentName, 'ai.model.id': this.model, 'ai.usage.totalTokens': inTok + outTok, componentName: this.agentName },
          langfuse: { observation_type: 'GENERATION', model: this.model, usage: { input: inTok, output: outTok, unit: 'TOKENS' }, langfuse_trace_id: this.tid || (this.tid = ctx.hex(32)), startTime: ctx.iso() },
          semantic_kernel: { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'semantic_kernel.function.invocation': this.agentName, 'gen_ai.usage.prompt_tokens': inTok },
          mlflow: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': this.tid || (this.tid = `tr-${ctx.hex(32)}`), 'mlflow.chat.tokenUsage': { input_tokens: inTok, output_tokens: outTok } },
          strands: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': this.model, 'gen_ai.usage.prompt_tokens': inTok, 'event_loop.cycle_id': ctx.uuid() },
          agno: { agno_run_id: this.tid || (this.tid = ctx.uuid()), agent_name: this.agentName, model: this.model, metrics: { input_tokens: inTok, output_tokens: outTok, time: ctx.float(0.4, 8, 3) } },
          griptape: { 'griptape.structure': 'Agent', 'griptape.task': this.agentName, model: this.model, tokens: inTok + outTok },
          llamaindex: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llama_index.event': 'LLMChatEndEvent' },
          weave: { 'weave.call_id': ctx.uuid(), 'weave.op': 'openai.chat.completions.create', usage: { [this.model]: { prompt_tokens: inTok, completion_tokens: outTok, requests: 1 } } },
          haystack: { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm', 'haystack.component.visits': ++this.stepNo },
          openhands: { model: this.model, response_id: `chatcmpl-${ctx.alnum(29)}`, latency: ctx.float(0.8, 14, 3), cost: ctx.float(0.001, 0.09, 4) },
          plain: { model: this.model, usage: { prompt_tokens: inTok, completion_tokens: outTok }, created: ctx.epoch() },
        };
        metadata = md[st] || { model: this.model };
      }
    }
    this.history.push({ role: 'assistant', content: (text || '') + (calls.length ? ` [tool_calls: ${calls.map((c) => c.name).join(', ')}]` : '') });
    return span('llm', name, input, output, [], { metadata });
  }
  // tool span
  tool(call, output, opt = {}) {
    const ctx = this.ctx, st = this.style;
    ctx.tick(opt.slow ? 4000 : 150, opt.slow ? 60000 : 5000);
    const { name: tn, args, id } = call;
    let name = tn, input = args, metadata = {};
    if (opt.stringArgs) input = JSON.stringify(args);
    switch (st) {
      case 'vercel': name = 'ai.toolCall'; metadata = { 'ai.toolCall.name': tn, 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' }; break;
      case 'otel_genai': name = `execute_tool ${tn}`; metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': tn, 'gen_ai.tool.call.id': id }; break;
      case 'openinference': case 'llamaindex': metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': tn, 'tool.parameters': JSON.stringify(args) }; break;
      case 'langgraph': metadata = { run_type: 'tool', langgraph_node: 'tools', tool_call_id: id }; break;
      case 'oai_agents': metadata = { span_data: { type: 'function', name: tn, mcp_data: null } }; input = JSON.stringify(args); break;
      case 'logfire': name = `running tool: ${tn}`; metadata = { 'gen_ai.tool.name': tn, 'gen_ai.tool.call.id': id, 'logfire.msg': `running tool: ${tn}` }; break;
      case 'adk': case 'gemini': name = `execute_tool ${tn}`; input = { functionCall: { id, name: tn, args } }; output = { functionResponse: { id, name: tn, response: output } }; break;
      case 'mastra': name = `tool: '${tn}'`; metadata = { 'mastra.tool.id': tn, toolCallId: id }; break;
      case 'semantic_kernel': name = `FunctionInvoking ${opt.plugin || 'Ops'}-${tn}`; metadata = { 'semantic_kernel.function.name': tn, 'semantic_kernel.plugin.name': opt.plugin || 'Ops' }; break;
      case 'mlflow': metadata = { 'mlflow.spanType': 'TOOL', 'mlflow.spanInputs.call_id': id }; break;
      case 'bedrock': name = `actionGroup ${call.group || 'ops'}::${tn}`; metadata = { actionGroupInvocationOutput: true, invocationId: id }; break;
      case 'strands': name = `Tool: ${tn}`; metadata = { 'gen_ai.tool.name': tn, 'tool.status': opt.error ? 'error' : 'success', toolUseId: id }; break;
      case 'claude_sdk': metadata = { tool_use_id: id, is_error: !!opt.error }; break;
      case 'anthropic': metadata = { tool_use_id: id }; break;
      case 'crewai': name = `ToolUsage: ${tn}`; metadata = { tool_name: tn, run_attempts: 1, delegations: 0 }; break;
      case 'autogen': name = `execute_tool ${tn}`; metadata = { 'autogen.call_id': id }; break;
      case 'smolagents': metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': tn }; break;
      case 'weave': metadata = { 'weave.op': tn, 'weave.call_id': ctx.uuid() }; break;
      case 'griptape': name = `${opt.plugin || 'Tool'}.${tn}`; metadata = { activity: tn }; break;
      case 'agno': metadata = { tool_call_id: id, tool_call_error: !!opt.error }; break;
      default: metadata = { tool_call_id: id };
    }
    this.history.push({ role: 'tool', content: opt.error ? `ERROR: ${opt.error}` : clip(output, 500) });
    return span('tool', name, input, output, [], { metadata, error: opt.error });
  }
  // one reasoning step: returns spans laid out as the imitated tracer records them
  step(text, toolResults = []) {
    // toolResults: [{name,args,out,error,stringArgs,plugin,group,slow}]
    const calls = toolResults.map((t) => ({ name: t.name, args: t.args, group: t.group }));
    const l = this.llm(text, calls);
    const tools = toolResults.map((t, i) => this.tool(calls[i], t.out, t));
    const st = this.style;
    this.n = (this.n || 0) + 1;
    if (['crewai', 'adk', 'gemini', 'autogen'].includes(st)) { l.children.push(...tools); return [l]; }
    if (st === 'langgraph') return [chain('agent', { messages: `[${this.history.length} messages]` }, { messages: ['AIMessage'] }, [l]), ...(tools.length ? [chain('tools', { tool_calls: calls.map((c) => c.name) }, { messages: tools.map(() => 'ToolMessage') }, tools)] : [])];
    if (st === 'logfire') return [l, ...(tools.length ? [chain('running tools', { tools: calls.map((c) => c.name) }, null, tools)] : [])];
    if (st === 'smolagents') return [span('chain', `Step ${this.n}`, { step_number: this.n }, { observations: tools.map((t) => clip(t.output, 200)).join('\n') || null }, [l, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN' } })];
    if (st === 'strands') return [span('chain', `Cycle ${this.n}`, { cycle: this.n }, null, [l, ...tools], { metadata: { 'event_loop.cycle_id': this.ctx.uuid() } })];
    if (st === 'bedrock') return [span('chain', 'orchestrationTrace', { step: this.n }, { observation: tools.length ? 'ACTION_GROUP' : 'FINISH' }, [l, ...tools], { metadata: { sessionId: this.sess || (this.sess = this.ctx.alnum(12)) } })];
    if (st === 'griptape') return [span('chain', `ToolkitTask subtask ${this.ctx.hex(32)}`, { step: this.n }, null, [l, ...tools])];
    if (st === 'haystack') return [l, ...(tools.length ? [span('chain', 'ToolInvoker.run', { tool_calls: calls.length }, null, tools, { metadata: { 'haystack.component.type': 'ToolInvoker' } })] : [])];
    return [l, ...tools];
  }
  // final answer without tools
  final(text) { return this.step(text, []); }
}

export function defaultModel(style) {
  return ({ anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', gemini: 'gemini-2.0-flash', adk: 'gemini-2.5-flash', bedrock: 'anthropic.claude-3-haiku-20240307-v1:0', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', responses: 'gpt-4.1', oai_agents: 'gpt-4o-2024-08-06', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', dspy: 'openai/gpt-4o-mini', mastra: 'gpt-4o-mini', openhands: 'anthropic/claude-3-5-sonnet-20241022' })[style] || 'gpt-4o-2024-11-20';
}

// root span per style
export function rootSpan(ctx, style, name, goal, output, children, extra = {}) {
  const names = { vercel: 'ai.generateText', otel_genai: `invoke_agent ${name}`, oai_agents: 'Agent workflow', adk: `invoke_agent ${name}`, crewai: 'Crew.kickoff', autogen: `autogen team ${name}`, logfire: `${name} run`, mastra: `agent.${name}.generate`, smolagents: 'CodeAgent.run', strands: 'Invoke Agent', bedrock: 'InvokeAgent', langgraph: 'LangGraph', semantic_kernel: `invoke_agent ${name}`, mlflow: name, griptape: 'Agent.run', agno: `Agent.run ${name}`, haystack: 'haystack.pipeline.run', openhands: 'AgentController', claude_sdk: 'claude-agent-sdk query', dspy: 'ReAct.forward', llamaindex: 'FunctionAgent.run', weave: `${name}.invoke` };
  const base = { vercel: { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': extra.maxSteps || 20 }, otel_genai: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name }, oai_agents: { workflow_name: name, group_id: null }, adk: { 'gen_ai.agent.name': name, 'gcp.vertex.agent.session_id': ctx.uuid() }, crewai: { crew_id: ctx.uuid(), process: 'sequential' }, langgraph: { thread_id: ctx.uuid(), recursion_limit: extra.maxSteps || 25 }, mlflow: { 'mlflow.spanType': 'AGENT', request_id: `tr-${ctx.hex(32)}` }, bedrock: { agentId: ctx.alnum(10, true), agentAliasId: 'TSTALIASID', sessionId: ctx.alnum(12) }, claude_sdk: { session_id: ctx.uuid(), cwd: extra.cwd || '/home/runner/work' }, openhands: { max_iterations: extra.maxSteps || 30, sid: ctx.hex(32) } }[style] || { run_id: ctx.uuid() };
  const md = { ...base, ...(extra.metadata || {}) };
  return span('agent', names[style] || name, { goal, ...(extra.input || {}) }, output, children, { metadata: md, error: extra.error });
}
