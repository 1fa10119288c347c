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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise source: a fake clock that only moves forward, plus ids of many kinds.
export function makeNoise(seedStr, baseIso = '2025-03-11T08:00:00Z') {
  const r = mulberry32(hashStr(seedStr));
  let t = Date.parse(baseIso) + Math.floor(r() * 20 * 86400000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10)); return s; },
    tick: (lo = 400, hi = 4000) => { t += N.int(lo, hi); return t; },
    wait: (sec) => { t += sec * 1000; return t; },
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoSec: () => new Date(N.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 1) => { const d = new Date(N.tick() + h * 3600000); return d.toISOString().replace(/\.\d{3}Z$/, `${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`); },
    http: () => new Date(N.tick()).toUTCString(),
    log: () => { const d = new Date(N.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; },
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    compact: () => { const d = new Date(N.tick()); return `${d.getUTCFullYear()}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())}T${p2(d.getUTCHours())}${p2(d.getUTCMinutes())}${p2(d.getUTCSeconds())}Z`; },
    euDate: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    clock: () => { const d = new Date(N.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += a[N.int(0, 31)]; return s; },
    reqId: (prefix = 'req_') => prefix + N.b62(20),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    etag: (weak = false) => `${weak ? 'W/' : ''}"${N.hex(16)}"`,
    sha: () => N.hex(40),
    sha256: () => N.hex(64),
    short: () => N.hex(7),
    dur: () => `${(N.int(80, 4800) / 1000).toFixed(2)}s`,
    ms: (lo = 12, hi = 900) => N.int(lo, hi),
    tmp: (stem = 'tmp') => `/tmp/${stem}${N.b62(8)}`,
    host: (prefix) => `${prefix}-${N.int(1, 9)}${N.pick(['a', 'b', 'c'])}.${N.pick(['eu-west-1', 'us-east-2', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10).slice(0, 9)}-${N.b62(5).toLowerCase()}`,
    job: (prefix = 'job') => `${prefix}_${N.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(1, 9999), k: N.hex(6) })).toString('base64').replace(/=+$/, ''),
    addr: () => `0x7f${N.hex(10)}`,
    pid: () => N.int(1200, 65000),
    ver: () => `${N.int(1, 4)}.${N.int(0, 30)}.${N.int(0, 9)}`,
  };
  return N;
}

// ------------------------------------------------------------------ trace builder
const clone = (x) => JSON.parse(JSON.stringify(x));
const asText = (o) => (typeof o === 'string' ? o : JSON.stringify(o));
const clip = (s, n = 1600) => (s.length > n ? s.slice(0, n) + '…' : s);

export const STYLES = {
  plain: 'plain message-level trace (chat-completions messages, tool_calls, sibling tool spans)',
  vercel: 'Vercel AI SDK ai.* OpenTelemetry spans',
  otel: 'OpenTelemetry GenAI semantic conventions (gen_ai.*)',
  langgraph: 'LangSmith / LangGraph runs (agent/tools nodes)',
  oai_agents: 'OpenAI Agents SDK (agent / generation / function spans)',
  responses: 'OpenAI Responses API items (reasoning, function_call, function_call_output)',
  anthropic: 'Anthropic Messages API logs (content blocks, tool_use / tool_result)',
  claude_sdk: 'Claude Agent SDK transcript (assistant / user tool_result messages)',
  crewai: 'CrewAI (crew / task / agent, ReAct text, ToolUsage)',
  smolagents: 'smolagents CodeAgent steps',
  openinference: 'OpenInference / Arize Phoenix flattened attributes',
  gemini: 'Google ADK with Gemini functionCall / functionResponse parts',
  pydantic: 'Pydantic AI traced with Logfire',
};

export class Trace {
  constructor(traceId, style, { goal, system, model = 'gpt-4o-2024-08-06', agent = 'assistant', crew } = {}) {
    if (!STYLES[style]) throw new Error('unknown style ' + style);
    this.id = traceId; this.style = style; this.goal = goal; this.system = system || 'You are a helpful agent.';
    this.model = model; this.agent = agent; this.crew = crew;
    this.N = makeNoise(traceId);
    this.msgs = [{ role: 'system', content: this.system }, { role: 'user', content: goal }];
    this.top = [];
    this.container = this.top; // where spans go
    this.pending = [];
    this.stepNo = 0; this.tokens = 900 + this.N.int(0, 400);
    this.final = null; this.rootError = null; this.rootMeta = {};
    if (style === 'crewai') {
      const task = { type: 'chain', name: 'Task', input: { description: goal, expected_output: 'A concise written result for the crew lead.' }, output: null, children: [], metadata: { task_id: this.N.uuid() } };
      const ag = { type: 'agent', name: agent, input: { role: agent, goal, allow_delegation: false }, output: null, children: [], metadata: { 'crewai.agent.id': this.N.uuid(), max_iter: 25 } };
      task.children.push(ag); this.top.push(task); this.container = ag.children; this._crewTask = task; this._crewAgent = ag;
    }
  }

  _callId() {
    const N = this.N;
    switch (this.style) {
      case 'anthropic': case 'claude_sdk': return 'toolu_01' + N.b62(22);
      case 'gemini': return 'adk-' + N.uuid();
      case 'pydantic': return 'pyd_ai_' + N.hex(32);
      case 'langgraph': return 'toolu_' + N.b62(24);
      default: return 'call_' + N.b62(24);
    }
  }

  _inputMessages() {
    const m = this.msgs.map((x) => ({ ...x, content: x.content == null ? x.content : clip(x.content) }));
    switch (this.style) {
      case 'anthropic': case 'claude_sdk':
        return m.filter((x) => x.role !== 'system').map((x) => {
          if (x.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: x.tool_call_id, content: x.content }] };
          if (x.role === 'assistant') return { role: 'assistant', content: [...(x.content ? [{ type: 'text', text: x.content }] : []), ...(x.tool_calls || []).map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] };
          return { role: x.role, content: x.content };
        });
      case 'gemini':
        return m.filter((x) => x.role !== 'system').map((x) => {
          if (x.role === 'tool') return { role: 'user', parts: [{ functionResponse: { id: x.tool_call_id, name: x.name, response: { result: x.content } } }] };
          if (x.role === 'assistant') return { role: 'model', parts: [...(x.content ? [{ text: x.content }] : []), ...(x.tool_calls || []).map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } }))] };
          return { role: 'user', parts: [{ text: x.content }] };
        });
      case 'responses': case 'oai_agents':
        return m.flatMap((x) => {
          if (x.role === 'tool') return [{ type: 'function_call_output', call_id: x.tool_call_id, output: x.content }];
          if (x.role === 'assistant') return [...(x.content ? [{ role: 'assistant', content: x.content }] : []), ...(x.tool_calls || []).map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))];
          return [{ role: x.role === 'system' ? 'developer' : x.role, content: x.content }];
        });
      default:
        return m.map((x) => {
          if (x.role === 'assistant' && x.tool_calls) return { role: 'assistant', content: x.content, tool_calls: x.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
          return x;
        });
    }
  }

  // One model turn. calls: [[toolName, argsObject], ...]
  think(text, calls = [], { reasoning } = {}) {
    const N = this.N; const st = this.style; this.stepNo++;
    const tc = calls.map(([name, args]) => ({ id: this._callId(), name, args }));
    const inTok = this.tokens; const outTok = 20 + Math.floor(((text || '').length + JSON.stringify(tc).length) / 4);
    this.tokens += outTok + 40;
    const input = this._inputMessages();
    let span;
    if (st === 'plain') {
      span = { type: 'llm', name: 'chat.completions.create', input: { model: this.model, messages: input, tool_choice: 'auto' }, output: { role: 'assistant', content: text || null, ...(tc.length ? { tool_calls: tc.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) }, metadata: { finish_reason: tc.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: inTok, completion_tokens: outTok } } };
    } else if (st === 'vercel') {
      span = { type: 'llm', name: 'ai.generateText.doGenerate', input: { 'ai.prompt.messages': JSON.stringify(input) }, output: { 'ai.response.text': text || '', 'ai.response.toolCalls': JSON.stringify(tc.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': tc.length ? 'tool-calls' : 'stop' }, metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok } };
    } else if (st === 'otel') {
      const parts = [...(text ? [{ type: 'text', content: text }] : []), ...tc.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))];
      span = { type: 'llm', name: `chat ${this.model}`, input: { 'gen_ai.input.messages': input.map((x) => ({ role: x.role, parts: [{ type: x.role === 'tool' ? 'tool_call_response' : 'text', content: x.content }] })) }, output: { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: tc.length ? 'tool_call' : 'stop' }] }, metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok } };
    } else if (st === 'langgraph') {
      span = { type: 'llm', name: this.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', input: { messages: [input.map((x) => ({ type: x.role === 'assistant' ? 'ai' : x.role === 'user' ? 'human' : x.role, content: x.content, ...(x.tool_calls ? { tool_calls: x.tool_calls } : {}) }))] }, output: { generations: [[{ text: text || '', type: 'ChatGeneration', message: { type: 'ai', content: text || '', tool_calls: tc.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + N.uuid() } }]], llm_output: { token_usage: { prompt_tokens: inTok, completion_tokens: outTok } } }, metadata: { ls_provider: this.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: this.model, langgraph_node: 'agent', langgraph_step: this.stepNo * 2 - 1, run_id: N.uuid() } };
    } else if (st === 'oai_agents') {
      span = { type: 'llm', name: 'generation', input, output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...tc.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], metadata: { span_data_type: 'generation', model: this.model, span_id: 'span_' + N.hex(24), usage: { input_tokens: inTok, output_tokens: outTok } } };
    } else if (st === 'responses') {
      span = { type: 'llm', name: 'openai.responses.create', input: { model: this.model, input, store: true }, output: { id: 'resp_' + N.hex(48), object: 'response', created_at: N.epoch(), status: 'completed', output: [...(reasoning ? [{ type: 'reasoning', id: 'rs_' + N.hex(48), summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', id: 'msg_' + N.hex(48), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...tc.map((c) => ({ type: 'function_call', id: 'fc_' + N.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: inTok, output_tokens: outTok, output_tokens_details: { reasoning_tokens: reasoning ? N.int(64, 900) : 0 } } } };
    } else if (st === 'anthropic' || st === 'claude_sdk') {
      const content = [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: N.b62(48) }] : []), ...(text ? [{ type: 'text', text }] : []), ...tc.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))];
      const msg = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: tc.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: N.int(0, inTok) } };
      span = st === 'anthropic'
        ? { type: 'llm', name: 'anthropic.messages.create', input: { model: this.model, max_tokens: 4096, system: this.system, messages: input }, output: msg }
        : { type: 'llm', name: 'assistant', input: { messages: input }, output: { type: 'assistant', message: msg, parent_tool_use_id: null, session_id: this._sid || (this._sid = N.uuid()) } };
    } else if (st === 'crewai') {
      const a = tc[0];
      const out = a ? `Thought: ${text}\nAction: ${a.name}\nAction Input: ${JSON.stringify(a.args)}` : `Thought: I now know the final answer\nFinal Answer: ${text}`;
      span = { type: 'llm', name: 'LLM Call', input: { model: this.model, messages: input.slice(-6) }, output: out, metadata: { 'crewai.llm.model': this.model, prompt_tokens: inTok, completion_tokens: outTok } };
    } else if (st === 'smolagents') {
      const code = tc.map((c) => `${c.name.replace(/\W/g, '_')}_out = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.name.replace(/\W/g, '_')}_out)`).join('\n');
      const out = tc.length ? `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : `Thought: ${text}\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(text)})\n\`\`\`<end_code>`;
      span = { type: 'llm', name: 'LiteLLMModel.generate', input: { messages: input.slice(-8).map((x) => ({ role: x.role === 'tool' ? 'tool-response' : x.role, content: [{ type: 'text', text: x.content || '' }] })) }, output: out, metadata: { model_id: this.model, input_tokens: inTok, output_tokens: outTok } };
    } else if (st === 'openinference') {
      const inp = {}; input.forEach((x, i) => { inp[`llm.input_messages.${i}.message.role`] = x.role; inp[`llm.input_messages.${i}.message.content`] = x.content; });
      const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text || '' };
      tc.forEach((c, j) => { out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = JSON.stringify(c.args); out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = c.id; });
      span = { type: 'llm', name: 'ChatCompletion', input: inp, output: out, metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok } };
    } else if (st === 'gemini') {
      span = { type: 'llm', name: 'call_llm', input: { model: this.model, contents: input, config: { system_instruction: this.system } }, output: { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...tc.map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok }, modelVersion: this.model }, metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() } };
    } else if (st === 'pydantic') {
      span = { type: 'llm', name: `chat ${this.model}`, input: { messages: input }, output: { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...tc.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: JSON.stringify(c.args), tool_call_id: c.id }))], model_name: this.model, timestamp: N.iso() }, metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': inTok } };
    }
    span.children = [];
    this.msgs.push({ role: 'assistant', content: text || null, ...(tc.length ? { tool_calls: tc } : {}) });
    this.pending = tc.slice();
    // placement
    if (st === 'langgraph') {
      this.top.push({ type: 'chain', name: 'agent', input: { messages: '[…]' }, output: { messages: [{ type: 'ai', content: text || '' }] }, children: [span], metadata: { langgraph_step: this.stepNo * 2 - 1 } });
      if (tc.length) { this._toolsNode = { type: 'chain', name: 'tools', input: { tool_calls: tc.length }, output: null, children: [], metadata: { langgraph_step: this.stepNo * 2 } }; this.top.push(this._toolsNode); }
    } else if (st === 'smolagents') {
      this._step = { type: 'chain', name: `Step ${this.stepNo}`, input: { step_number: this.stepNo }, output: null, children: [span], metadata: { start_time: N.epoch() + N.r() } };
      this.top.push(this._step);
    } else if (st === 'pydantic') {
      this.container.push(span);
      if (tc.length) { this._group = { type: 'chain', name: 'running tools', input: { tools: tc.map((c) => c.name) }, output: null, children: [] }; this.container.push(this._group); }
    } else {
      this.container.push(span);
    }
    return span;
  }

  // Result of the next pending tool call. opts: {error, strArgs}
  tool(output, opts = {}) {
    const N = this.N; const st = this.style;
    const c = this.pending.shift();
    if (!c) throw new Error(`${this.id}: tool() without pending call`);
    const text = asText(output);
    let span;
    const lat = opts.latency ?? N.ms(30, 2400);
    if (st === 'plain') span = { type: 'tool', name: c.name, input: opts.strArgs ? JSON.stringify(c.args) : c.args, output, metadata: { tool_call_id: c.id, latency_ms: lat } };
    else if (st === 'vercel') span = { type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.args': JSON.stringify(c.args) }, output: { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }, metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id } };
    else if (st === 'otel') span = { type: 'tool', name: `execute_tool ${c.name}`, input: { 'gen_ai.tool.call.arguments': opts.strArgs ? JSON.stringify(c.args) : c.args }, output: { 'gen_ai.tool.call.result': output }, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } };
    else if (st === 'langgraph') span = { type: 'tool', name: c.name, input: { input: JSON.stringify(c.args) }, output: { content: text, type: 'tool', tool_call_id: c.id, status: opts.error ? 'error' : 'success' }, metadata: { langgraph_node: 'tools', run_id: N.uuid() } };
    else if (st === 'oai_agents') span = { type: 'tool', name: c.name, input: JSON.stringify(c.args), output: text, metadata: { span_data_type: 'function', span_id: 'span_' + N.hex(24) } };
    else if (st === 'responses') span = { type: 'tool', name: c.name, input: { call_id: c.id, arguments: JSON.stringify(c.args) }, output: { type: 'function_call_output', call_id: c.id, output: text } };
    else if (st === 'anthropic') span = { type: 'tool', name: c.name, input: c.args, output: { type: 'tool_result', tool_use_id: c.id, content: text, ...(opts.error ? { is_error: true } : {}) } };
    else if (st === 'claude_sdk') span = { type: 'tool', name: c.name, input: c.args, output: { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: text, is_error: !!opts.error }] }, tool_use_result: typeof output === 'string' ? { stdout: output, stderr: '', interrupted: false } : output } };
    else if (st === 'crewai') span = { type: 'tool', name: c.name, input: { tool_input: JSON.stringify(c.args) }, output: text, metadata: { 'crewai.tool.usage_count': (this._tc = (this._tc || 0) + 1) } };
    else if (st === 'smolagents') span = { type: 'tool', name: c.name, input: { arguments: c.args }, output, metadata: {} };
    else if (st === 'openinference') span = { type: 'tool', name: c.name, input: { 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args), 'input.value': JSON.stringify(c.args) }, output: { 'output.value': text, 'output.mime_type': typeof output === 'string' ? 'text/plain' : 'application/json' }, metadata: { 'openinference.span.kind': 'TOOL' } };
    else if (st === 'gemini') span = { type: 'tool', name: `execute_tool ${c.name}`, input: { functionCall: { id: c.id, name: c.name, args: c.args } }, output: { functionResponse: { id: c.id, name: c.name, response: typeof output === 'string' ? { result: output } : output } }, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id } };
    else if (st === 'pydantic') span = { type: 'tool', name: 'running tool', input: { tool_arguments: JSON.stringify(c.args) }, output: { tool_response: output }, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } };
    if (opts.error) span.error = opts.error;
    span.children = [];
    this.msgs.push({ role: 'tool', tool_call_id: c.id, name: c.name, content: text });
    if (st === 'langgraph') this._toolsNode.children.push(span);
    else if (st === 'smolagents') { this._step.children.push(span); this._step.output = { observations: clip(text, 300) }; }
    else if (st === 'pydantic') this._group.children.push(span);
    else this.container.push(span);
    return span;
  }

  // a model turn with its tool results in one go: step(text, [[name,args,output,opts],...])
  step(text, items = [], o = {}) {
    this.think(text, items.map(([n, a]) => [n, a]), o);
    for (const it of items) this.tool(it[2], it[3] || {});
  }

  // push an arbitrary span (e.g. a sub-agent) into the current container
  raw(span) { span.children = span.children || []; this.container.push(span); return span; }

  finish(text) { this.think(text, []); this.final = text; }
  cut(error, meta = {}) { this.rootError = error; Object.assign(this.rootMeta, meta); }

  build() {
    const N = this.N; const st = this.style;
    const names = { plain: 'agent_run', vercel: 'ai.generateText', otel: `invoke_agent ${this.agent}`, langgraph: 'LangGraph', oai_agents: this.agent, responses: 'agent.loop', anthropic: 'agent', claude_sdk: 'claude_agent_sdk.query', crewai: this.crew || 'Crew', smolagents: 'CodeAgent.run', openinference: this.agent, gemini: `invoke_agent ${this.agent}`, pydantic: 'agent run' };
    const meta = { recording_style: STYLES[st], ...this.rootMeta };
    if (st === 'vercel') Object.assign(meta, { 'operation.name': 'ai.generateText', 'ai.model.id': this.model, 'ai.settings.maxSteps': 30, 'ai.telemetry.functionId': this.agent });
    if (st === 'otel' || st === 'gemini') Object.assign(meta, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': this.agent });
    if (st === 'oai_agents') Object.assign(meta, { trace_id: 'trace_' + N.hex(32), span_data_type: 'agent', tools: [...new Set(this.msgs.flatMap((m) => (m.tool_calls || []).map((c) => c.name)))] });
    if (st === 'openinference') meta['openinference.span.kind'] = 'AGENT';
    if (st === 'pydantic') Object.assign(meta, { agent_name: this.agent, model_name: this.model, 'logfire.msg': `${this.agent} run` });
    if (st === 'crewai') { this._crewAgent.output = this.final; this._crewTask.output = this.final ? { raw: this.final } : null; }
    const root = { type: 'agent', name: names[st], input: st === 'vercel' ? { 'ai.prompt': JSON.stringify({ system: this.system, prompt: this.goal }) } : { goal: this.goal }, output: this.final, children: this.top, metadata: meta };
    if (this.rootError) root.error = this.rootError;
    return clone(root);
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
