// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
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

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Random/noise source bound to one trace_id, with a virtual clock.
export class Noise {
  constructor(traceId, baseIso) {
    this.rnd = mulberry32(hashStr(traceId));
    const h = hashStr('clock:' + traceId);
    this.t = baseIso ? Date.parse(baseIso) : Date.UTC(2025, 1 + (h % 8), 1 + (h % 27), 6 + (h % 12), h % 60, (h >> 3) % 60, h % 1000);
    this.counters = {};
  }
  f() { return this.rnd(); }
  int(a, b) { return a + Math.floor(this.rnd() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.rnd() * arr.length)]; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.rnd() * alphabet.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  b62(n) { return this.chars(n, B62); }
  lower(n) { return this.chars(n, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return this.chars(26, CROCK); }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  gitShort() { return this.hex(7); }
  etag(weak) { return (weak ? 'W/' : '') + '"' + this.hex(this.pick([16, 20, 32])) + '"'; }
  objectId() { return Math.floor(this.t / 1000).toString(16) + this.hex(16); } // Mongo ObjectId
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  reqId(prefix = 'req_') { return prefix + this.b62(24); }
  cfRay() { return `${this.hex(16)}-${this.pick(['FRA', 'AMS', 'LHR', 'CDG', 'IAD', 'SJC', 'NRT', 'MAD'])}`; }
  amzReqId() { return this.chars(16, '0123456789ABCDEF'); }
  cursor() { return Buffer.from(JSON.stringify({ k: this.b62(10), ts: this.t, s: this.int(1, 9) })).toString('base64').replace(/=+$/, ''); }
  pod(app) { return `${app}-${this.lower(10).slice(0, 9).replace(/[0-9]/g, 'f')}-${this.lower(5)}`; }
  ec2() { return `ip-10-${this.int(0, 9)}-${this.int(0, 255)}-${this.int(2, 254)}.${this.pick(['eu-west-1', 'us-east-2', 'eu-central-1'])}.compute.internal`; }
  replica(base, n = 6) { return `${base}-${p2(this.int(1, n))}`; }
  pid() { return this.int(1200, 65000); }
  port() { return this.int(32768, 60999); }
  lsn() { return `${this.int(0, 3).toString(16).toUpperCase()}/${this.hex(8).toUpperCase()}`; }
  crc32() { return this.hex(8); }
  tmp(kind = 'py') {
    if (kind === 'py') return `/tmp/tmp${this.lower(8).replace(/[0-9]/g, '_')}`;
    if (kind === 'mac') return `/var/folders/${this.lower(2)}/${this.lower(30)}/T/${this.lower(8)}`;
    if (kind === 'node') return `/tmp/node-compile-cache-${this.hex(6)}`;
    if (kind === 'win') return `C:\\Users\\svc_ci\\AppData\\Local\\Temp\\${this.lower(8)}.tmp`;
    return `/tmp/${kind}-${this.hex(8)}`;
  }
  // durations in several spellings
  ms(a = 40, b = 900) { return this.int(a, b); }
  dur(kind) {
    const v = this.int(30, 4200);
    switch (kind ?? this.pick(['s', 'ms', 'hms', 'go'])) {
      case 'ms': return `${v}ms`;
      case 's': return `${(v / 1000).toFixed(2)}s`;
      case 'hms': return `0:00:${p2(Math.floor(v / 1000))}.${p3(v % 1000)}`;
      default: return `${Math.floor(v / 1000)}.${p3(v % 1000)}${this.int(100, 999)}s`;
    }
  }
  // virtual clock
  tick(a = 200, b = 3000) { this.t += this.int(a, b); return this.t; }
  jump(ms) { this.t += ms; return this.t; }
  iso(t = this.t) { return new Date(t).toISOString(); }
  isoSec(t = this.t) { return new Date(t).toISOString().replace(/\.\d+Z$/, 'Z'); }
  isoOff(t = this.t, offMin = 60) {
    const d = new Date(t + offMin * 60000); const s = d.toISOString().slice(0, 23);
    const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
    return `${s}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  }
  http(t = this.t) { return new Date(t).toUTCString(); }
  epoch(t = this.t) { return Math.floor(t / 1000); }
  epochMs(t = this.t) { return t; }
  clf(t = this.t) { const d = new Date(t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  syslog(t = this.t) { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  pylog(t = this.t) { const d = new Date(t); return `${d.toISOString().slice(0, 10)} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; }
  usDate(t = this.t) { const d = new Date(t); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; }
  euDate(t = this.t) { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  counter(name, start = 0, step = 1) { this.counters[name] = (this.counters[name] ?? start - step) + step; return this.counters[name]; }
  down(name, start = 5000) { this.counters[name] = (this.counters[name] ?? start + 1) - this.int(1, 3); return this.counters[name]; }
  tokens(str) { return Math.max(1, Math.round(String(str).length / 3.8) + this.int(0, 9)); }
}

export const J = (x) => JSON.stringify(x);

// Neutral message model -> framework-specific span shapes.
// msg: {role:'system'|'user'|'assistant'|'tool', content, calls?:[{id,name,args}], callId?, name?}
const txt = (m) => (typeof m.content === 'string' ? m.content : J(m.content));

function oaiMsgs(msgs) {
  return msgs.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content || null };
      if (m.calls?.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.callId, content: txt(m) };
    return { role: m.role, content: m.content };
  });
}
function anthMsgs(msgs) {
  const out = [];
  for (const m of msgs) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const content = [];
      if (m.content) content.push({ type: 'text', text: m.content });
      for (const c of m.calls ?? []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      out.push({ role: 'assistant', content });
    } else if (m.role === 'tool') {
      const block = { type: 'tool_result', tool_use_id: m.callId, content: txt(m) };
      if (m.isError) block.is_error = true;
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(block);
      else out.push({ role: 'user', content: [block] });
    } else out.push({ role: 'user', content: m.content });
  }
  return out;
}
function geminiContents(msgs) {
  const out = [];
  for (const m of msgs) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const parts = [];
      if (m.content) parts.push({ text: m.content });
      for (const c of m.calls ?? []) parts.push({ functionCall: { id: c.id, name: c.name, args: c.args } });
      out.push({ role: 'model', parts });
    } else if (m.role === 'tool') {
      const r = typeof m.content === 'object' && m.content !== null && !Array.isArray(m.content) ? m.content : { result: m.content };
      out.push({ role: 'user', parts: [{ functionResponse: { id: m.callId, name: m.name, response: r } }] });
    } else out.push({ role: 'user', parts: [{ text: m.content }] });
  }
  return out;
}
function reactText(text, calls, kind, noAction) {
  if (kind === 'crewai') {
    if (noAction) return `Thought: ${text}`;
    if (!calls?.length) return `Thought: I now know the final answer\nFinal Answer: ${text}`;
    return `Thought: ${text}\nAction: ${calls[0].name}\nAction Input: ${J(calls[0].args)}`;
  }
  if (kind === 'smol') {
    if (!calls?.length) return `Thought: ${text}\nCode:\n\`\`\`py\nfinal_answer(${J(text.split('\n').pop())})\n\`\`\`<end_code>`;
    const code = calls.map((c, i) => `r${i} = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${J(v)}`).join(', ')})\nprint(r${i})`).join('\n');
    return `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
  }
  if (kind === 'swe') {
    return `DISCUSSION\n${text}\n\n\`\`\`\n${calls?.[0]?.args?.command ?? 'submit'}\n\`\`\``;
  }
  return text;
}

// Each style: llm(N, p) -> span, tool(N, p) -> span, step(llmSpan, toolSpans, i) -> spans[], root(N, p) -> span
// p for llm: {model, msgs, text, calls}; p for tool: {call, result, error}
const plainResultString = (r) => (typeof r === 'string' ? r : J(r));

export const STYLES = {
  plain: {
    label: 'plain message-level trace (OpenAI chat-completions messages, tool spans as siblings)',
    llm(N, p) {
      return { type: 'llm', name: 'chat.completions', input: { model: p.model, messages: oaiMsgs(p.msgs) },
        output: { role: 'assistant', content: p.text || null, ...(p.calls?.length ? { tool_calls: oaiMsgs([{ role: 'assistant', calls: p.calls }])[0].tool_calls } : {}) },
        metadata: { finish_reason: p.calls?.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: N.tokens(J(p.msgs)), completion_tokens: N.tokens(J(p.calls ?? '') + (p.text ?? '')) } } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: p.call.args, output: p.result, metadata: { tool_call_id: p.call.id } }; },
    root(N, p) { return { type: 'agent', name: p.name ?? 'agent', input: { task: p.goal }, output: p.output, children: p.children, metadata: { model: p.model } }; },
  },
  vercel: {
    label: 'Vercel AI SDK OpenTelemetry spans (ai.generateText / ai.toolCall)',
    llm(N, p) {
      return { type: 'llm', name: 'ai.generateText.doGenerate',
        input: { 'ai.prompt.messages': J(p.msgs.map((m) => m.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.callId, toolName: m.name, result: m.content }] } : m.role === 'assistant' ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls ?? []).map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }))] } : { role: m.role, content: m.role === 'system' ? m.content : [{ type: 'text', text: m.content }] })) },
        output: { 'ai.response.text': p.text ?? '', ...(p.calls?.length ? { 'ai.response.toolCalls': J(p.calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: J(c.args) }))) } : {}), 'ai.response.finishReason': p.calls?.length ? 'tool-calls' : 'stop' },
        metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': p.model, 'ai.model.provider': p.provider ?? 'openai.chat', 'ai.response.id': N.reqId('chatcmpl-').slice(0, 30), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': N.tokens(J(p.msgs)), 'ai.usage.completionTokens': N.tokens((p.text ?? '') + J(p.calls ?? [])) } };
    },
    tool(N, p) {
      return { type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.name': p.call.name, 'ai.toolCall.id': p.call.id, 'ai.toolCall.args': J(p.call.args) }, output: p.error ? null : { 'ai.toolCall.result': J(p.result) }, metadata: { 'operation.name': 'ai.toolCall' } };
    },
    root(N, p) { return { type: 'agent', name: 'ai.generateText', input: { 'ai.prompt': J({ system: p.system, prompt: p.goal }) }, output: { 'ai.response.text': p.output }, children: p.children, metadata: { 'operation.name': 'ai.generateText', 'ai.model.id': p.model, 'ai.settings.maxSteps': p.maxSteps ?? 25, 'ai.telemetry.functionId': p.fid ?? p.name, 'resource.name': p.name } }; },
  },
  otel: {
    label: 'OpenTelemetry GenAI semantic conventions (invoke_agent / chat / execute_tool)',
    llm(N, p) {
      const parts = (m) => m.role === 'tool' ? [{ type: 'tool_call_response', id: m.callId, response: m.content }] : [...(m.content ? [{ type: 'text', content: m.content }] : []), ...(m.calls ?? []).map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))];
      return { type: 'llm', name: `chat ${p.model}`, input: { 'gen_ai.system_instructions': p.msgs.filter((m) => m.role === 'system').map((m) => ({ type: 'text', content: m.content })), 'gen_ai.input.messages': p.msgs.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, parts: parts(m) })) },
        output: { 'gen_ai.output.messages': [{ role: 'assistant', parts: parts({ role: 'assistant', content: p.text, calls: p.calls }), finish_reason: p.calls?.length ? 'tool_call' : 'stop' }] },
        metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': p.provider ?? 'openai', 'gen_ai.request.model': p.model, 'gen_ai.response.id': N.reqId('chatcmpl-'), 'gen_ai.usage.input_tokens': N.tokens(J(p.msgs)), 'gen_ai.usage.output_tokens': N.tokens((p.text ?? '') + J(p.calls ?? [])) } };
    },
    tool(N, p) { return { type: 'tool', name: `execute_tool ${p.call.name}`, input: { 'gen_ai.tool.call.arguments': p.call.args }, output: { 'gen_ai.tool.call.result': p.result }, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': p.call.name, 'gen_ai.tool.call.id': p.call.id, 'gen_ai.tool.type': 'function', ...(p.error ? { 'error.type': p.errorType ?? 'ToolError' } : {}) } }; },
    root(N, p) { return { type: 'agent', name: `invoke_agent ${p.name}`, input: { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: p.goal }] }] }, output: { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: p.output }] }] }, children: p.children, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': p.name, 'gen_ai.agent.id': N.uuid(), 'gen_ai.conversation.id': N.uuid(), 'server.address': p.server ?? 'api.openai.com' } }; },
  },
  langgraph: {
    label: 'LangSmith runs of a LangGraph ReAct graph (agent/tools chain nodes, ChatOpenAI llm runs)',
    llm(N, p, i) {
      const lc = (m) => m.role === 'assistant' ? { type: 'ai', content: m.content ?? '', tool_calls: (m.calls ?? []).map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } : m.role === 'tool' ? { type: 'tool', content: txt(m), tool_call_id: m.callId, name: m.name } : { type: m.role === 'system' ? 'system' : 'human', content: m.content };
      return { type: 'llm', name: 'ChatOpenAI', input: { messages: [p.msgs.map(lc)] },
        output: { generations: [[{ text: p.text ?? '', type: 'ChatGeneration', generation_info: { finish_reason: p.calls?.length ? 'tool_calls' : 'stop' }, message: lc({ role: 'assistant', content: p.text, calls: p.calls }) }]], llm_output: { model_name: p.model, system_fingerprint: 'fp_' + N.hex(10), token_usage: { prompt_tokens: N.tokens(J(p.msgs)), completion_tokens: N.tokens((p.text ?? '') + J(p.calls ?? [])) } } },
        metadata: { ls_provider: 'openai', ls_model_name: p.model, ls_model_type: 'chat', langgraph_node: 'agent', langgraph_step: 2 * i + 1, langgraph_triggers: [i === 0 ? 'start:agent' : 'tools'], run_id: N.uuid() } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { input: J(p.call.args) }, output: { output: { content: plainResultString(p.result), type: 'tool', name: p.call.name, tool_call_id: p.call.id, status: p.error ? 'error' : 'success' } }, metadata: { run_id: N.uuid() } }; },
    step(l, tools, i) { const out = [{ type: 'chain', name: 'agent', input: {}, output: {}, children: [l], metadata: { langgraph_step: 2 * i + 1 } }]; if (tools.length) out.push({ type: 'chain', name: 'tools', input: {}, output: {}, children: tools, metadata: { langgraph_step: 2 * i + 2 } }); return out; },
    root(N, p) { return { type: 'agent', name: 'LangGraph', input: { messages: [{ type: 'human', content: p.goal }] }, output: { messages: [{ type: 'ai', content: p.output }] }, children: p.children, metadata: { thread_id: N.uuid(), ls_run_depth: 0, graph_id: p.name, revision_id: N.gitShort() } }; },
  },
  oai_agents: {
    label: 'OpenAI Agents SDK traces (agent / response / function spans)',
    llm(N, p) {
      const items = [];
      if (p.text) items.push({ id: 'msg_' + N.hex(32), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: p.text, annotations: [] }] });
      for (const c of p.calls ?? []) items.push({ id: 'fc_' + N.hex(32), type: 'function_call', call_id: c.id, name: c.name, arguments: J(c.args), status: 'completed' });
      return { type: 'llm', name: 'response', input: p.msgs.filter((m) => m.role !== 'system').slice(-6).map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.callId, output: txt(m) } : m.role === 'assistant' ? { role: 'assistant', content: m.content ?? '' } : { role: 'user', content: m.content }), output: { response_id: 'resp_' + N.hex(40), output: items }, metadata: { span_id: 'span_' + N.hex(24), model: p.model, usage: { input_tokens: N.tokens(J(p.msgs)), output_tokens: N.tokens(J(items)) } } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: J(p.call.args), output: plainResultString(p.result), metadata: { span_type: 'function', span_id: 'span_' + N.hex(24), mcp_data: null } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: p.goal, output: p.output, children: p.children, metadata: { trace_id: 'trace_' + N.hex(32), workflow_name: p.workflow ?? 'Agent workflow', handoffs: [], tools: p.tools ?? [], output_type: 'str' } }; },
  },
  responses: {
    label: 'OpenAI Responses API request/response logs (function_call / function_call_output items)',
    llm(N, p) {
      const out = [{ id: 'rs_' + N.hex(40), type: 'reasoning', summary: [] }];
      if (p.text) out.push({ id: 'msg_' + N.hex(40), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: p.text, annotations: [] }] });
      for (const c of p.calls ?? []) out.push({ id: 'fc_' + N.hex(40), type: 'function_call', status: 'completed', call_id: c.id, name: c.name, arguments: J(c.args) });
      const last = p.msgs.filter((m) => m.role === 'tool').slice(-(p.calls?.length || 1));
      return { type: 'llm', name: 'responses.create', input: { model: p.model, previous_response_id: p.prev ?? null, input: p.prev ? last.map((m) => ({ type: 'function_call_output', call_id: m.callId, output: txt(m) })) : p.msgs.filter((m) => m.role === 'user').map((m) => ({ role: 'user', content: m.content })), instructions: p.msgs.find((m) => m.role === 'system')?.content, tools: p.toolNames?.map((n) => ({ type: 'function', name: n })) }, output: { id: 'resp_' + N.hex(48), object: 'response', created_at: N.epoch(), status: 'completed', model: p.model + '-2025-04-14', output: out, usage: { input_tokens: N.tokens(J(p.msgs)), output_tokens: N.tokens(J(out)), output_tokens_details: { reasoning_tokens: N.int(0, 400) } } } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { type: 'function_call', call_id: p.call.id, arguments: J(p.call.args) }, output: { type: 'function_call_output', call_id: p.call.id, output: plainResultString(p.result) } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: { input: p.goal }, output: { output_text: p.output }, children: p.children, metadata: { client: 'openai-python/1.82.0', store: true } }; },
  },
  anthropic: {
    label: 'Anthropic Messages API logs (tool_use / tool_result blocks)',
    llm(N, p) {
      const content = []; if (p.text) content.push({ type: 'text', text: p.text });
      for (const c of p.calls ?? []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      return { type: 'llm', name: 'anthropic.messages.create', input: { model: p.model, max_tokens: 4096, system: p.msgs.find((m) => m.role === 'system')?.content, messages: anthMsgs(p.msgs) }, output: { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: p.model, content, stop_reason: p.calls?.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.tokens(J(p.msgs)), output_tokens: N.tokens(J(content)), cache_read_input_tokens: N.int(0, 3000) } }, metadata: { 'request-id': 'req_01' + N.b62(22), 'anthropic-ratelimit-requests-remaining': N.down('anth-rl', 4000) } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { tool_use_id: p.call.id, name: p.call.name, input: p.call.args }, output: { type: 'tool_result', tool_use_id: p.call.id, content: plainResultString(p.result), ...(p.error ? { is_error: true } : {}) } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: { prompt: p.goal }, output: { text: p.output }, children: p.children, metadata: { sdk: 'anthropic-python 0.52', model: p.model } }; },
  },
  claude_sdk: {
    label: 'Claude Agent SDK transcript (assistant/user records, Bash/Read/Grep/Edit tools)',
    llm(N, p) {
      const content = []; if (p.text) content.push({ type: 'text', text: p.text });
      for (const c of p.calls ?? []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      const prev = p.msgs[p.msgs.length - 1];
      return { type: 'llm', name: 'assistant', input: { type: prev.role === 'tool' ? 'user' : prev.role, message: { role: 'user', content: prev.role === 'tool' ? anthMsgs([prev]) [0].content : prev.content } }, output: { type: 'assistant', uuid: N.uuid(), parentUuid: N.uuid(), message: { id: 'msg_01' + N.b62(22), model: p.model, role: 'assistant', content, stop_reason: p.calls?.length ? 'tool_use' : 'end_turn' } }, metadata: { session_id: p.session, timestamp: N.iso(), cwd: p.cwd ?? '/home/dev/project' } };
    },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: p.call.args, output: { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: p.call.id, content: plainResultString(p.result), is_error: !!p.error }] }, toolUseResult: typeof p.result === 'string' ? { stdout: p.result, stderr: '', interrupted: false, isImage: false } : p.result }, metadata: { uuid: N.uuid(), timestamp: N.iso() } }; },
    root(N, p) { return { type: 'agent', name: 'claude_agent_sdk.query', input: { prompt: p.goal, options: { allowed_tools: p.tools ?? ['Bash', 'Read', 'Edit', 'Grep'], permission_mode: 'acceptEdits', max_turns: p.maxSteps ?? 30 } }, output: { type: 'result', subtype: p.subtype ?? 'success', result: p.output, num_turns: p.turns, total_cost_usd: p.cost }, children: p.children, metadata: { session_id: p.session } }; },
  },
  crewai: {
    label: 'CrewAI (Crew > Task > Agent, litellm completions in ReAct text, plain-text tool outputs)',
    llm(N, p) { return { type: 'llm', name: 'litellm.completion', input: { model: p.model, messages: p.msgs.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? `Observation: ${txt(m)}` : m.role === 'assistant' ? reactText(m.content, m.calls, 'crewai', m.noAction) : m.content })), stop: ['\nObservation:'] }, output: reactText(p.text, p.calls, 'crewai', p.noAction), metadata: { 'gen_ai.request.model': p.model, prompt_tokens: N.tokens(J(p.msgs)) } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { tool_input: J(p.call.args) }, output: plainResultString(p.result), metadata: { from_cache: false, run_attempts: 1, delegations: 0 } }; },
    root(N, p) { return { type: 'agent', name: `Crew: ${p.name}`, input: { inputs: { topic: p.goal } }, output: { raw: p.output, token_usage: { total_tokens: N.int(4000, 30000) } }, children: [{ type: 'chain', name: `Task: ${p.task ?? p.goal.slice(0, 60)}`, input: { description: p.goal, expected_output: p.expected ?? 'A short report' }, output: p.output, children: [{ type: 'agent', name: p.role ?? 'Specialist', input: { role: p.role, goal: p.goal, backstory: p.backstory ?? '' }, output: p.output, children: p.children }] }], metadata: { crew_key: N.hex(32), process: 'sequential', crewai_version: '0.121.0' } }; },
  },
  smolagents: {
    label: 'smolagents CodeAgent (Step N spans, Thought/Code output, tools invoked from code)',
    llm(N, p) { return { type: 'llm', name: 'OpenAIServerModel.generate', input: { messages: p.msgs.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.role === 'assistant' ? reactText(m.content, m.calls, 'smol') : m.role === 'tool' ? `Observation:\nExecution logs:\n${txt(m)}\nLast output from code snippet:\nNone` : m.content }] })), stop_sequences: ['<end_code>', 'Observation:'] }, output: { role: 'assistant', content: reactText(p.text, p.calls, 'smol') }, metadata: { 'llm.model_name': p.model, 'llm.token_count.prompt': N.tokens(J(p.msgs)) } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { args: [], sanitize_inputs_outputs: true, kwargs: p.call.args }, output: p.result }; },
    step(l, tools, i) { return [{ type: 'chain', name: `Step ${i + 1}`, input: {}, output: { observations: tools.map((t) => (typeof t.output === 'string' ? t.output : J(t.output))).join('\n') || null }, children: [l, ...tools] }]; },
    root(N, p) { return { type: 'agent', name: 'CodeAgent.run', input: { task: p.goal, stream: false, reset: true }, output: p.output, children: p.children, metadata: { 'smolagents.max_steps': p.maxSteps ?? 20, 'smolagents.tools_names': p.tools ?? [] } }; },
  },
  pydantic: {
    label: 'Pydantic AI via Logfire (agent run / chat <model> / running tool spans)',
    llm(N, p) { return { type: 'llm', name: `chat ${p.model}`, input: { 'gen_ai.system': 'openai', model_request_parameters: { function_tools: (p.toolNames ?? []).map((n) => ({ name: n })) }, all_messages_events: oaiMsgs(p.msgs) }, output: { events: [{ 'event.name': 'gen_ai.choice', index: 0, message: { role: 'assistant', ...(p.text ? { content: p.text } : {}), ...(p.calls?.length ? { tool_calls: oaiMsgs([{ role: 'assistant', calls: p.calls }])[0].tool_calls } : {}) } }] }, metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${p.model}`, 'gen_ai.usage.input_tokens': N.tokens(J(p.msgs)) } }; },
    tool(N, p) { return { type: 'tool', name: `running tool: ${p.call.name}`, input: { tool_arguments: J(p.call.args), 'gen_ai.tool.name': p.call.name, 'gen_ai.tool.call.id': p.call.id }, output: { tool_response: p.result }, metadata: { 'logfire.msg': `running tool: ${p.call.name}` } }; },
    root(N, p) { return { type: 'agent', name: 'agent run', input: { prompt: p.goal }, output: { final_result: p.output }, children: p.children, metadata: { agent_name: p.name, model_name: p.model, 'logfire.msg': `${p.name} run` } }; },
  },
  adk: {
    label: 'Google ADK (invoke_agent / call_llm / execute_tool with Gemini functionCall/functionResponse parts)',
    llm(N, p) { const parts = [...(p.text ? [{ text: p.text }] : []), ...(p.calls ?? []).map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } }))]; return { type: 'llm', name: 'call_llm', input: { 'gcp.vertex.agent.llm_request': { model: p.model, config: { system_instruction: p.msgs.find((m) => m.role === 'system')?.content }, contents: geminiContents(p.msgs) } }, output: { 'gcp.vertex.agent.llm_response': { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: N.tokens(J(p.msgs)), candidates_token_count: N.tokens(J(parts)) }, finish_reason: 'STOP' } }, metadata: { 'gcp.vertex.agent.invocation_id': p.inv, 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.request.model': p.model } }; },
    tool(N, p) { return { type: 'tool', name: `execute_tool ${p.call.name}`, input: { 'gcp.vertex.agent.tool_call_args': J(p.call.args) }, output: { 'gcp.vertex.agent.tool_response': J({ id: p.call.id, name: p.call.name, response: typeof p.result === 'object' && p.result && !Array.isArray(p.result) ? p.result : { result: p.result } }) }, metadata: { 'gen_ai.tool.name': p.call.name, 'gen_ai.tool.call.id': p.call.id } }; },
    root(N, p) { return { type: 'agent', name: `invoke_agent ${p.name}`, input: { new_message: { role: 'user', parts: [{ text: p.goal }] } }, output: { final_response: p.output }, children: p.children, metadata: { 'gcp.vertex.agent.invocation_id': p.inv, 'gcp.vertex.agent.session_id': N.uuid(), app_name: p.app ?? p.name } }; },
  },
  openinference: {
    label: 'OpenInference / Arize Phoenix (openinference.span.kind, llm.input_messages.N.*, tool.name)',
    llm(N, p) { const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': p.model, 'llm.token_count.prompt': N.tokens(J(p.msgs)), 'llm.token_count.completion': N.tokens((p.text ?? '') + J(p.calls ?? [])) }; const input = {}; p.msgs.forEach((m, i) => { input[`llm.input_messages.${i}.message.role`] = m.role; if (m.content) input[`llm.input_messages.${i}.message.content`] = txt(m); (m.calls ?? []).forEach((c, j) => { input[`llm.input_messages.${i}.message.tool_calls.${j}.tool_call.function.name`] = c.name; input[`llm.input_messages.${i}.message.tool_calls.${j}.tool_call.function.arguments`] = J(c.args); }); }); const output = { 'llm.output_messages.0.message.role': 'assistant' }; if (p.text) output['llm.output_messages.0.message.content'] = p.text; (p.calls ?? []).forEach((c, j) => { output[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = c.id; output[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; output[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = J(c.args); }); return { type: 'llm', name: p.spanName ?? 'OpenAI.chat', input, output, metadata: md }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { 'tool.name': p.call.name, 'tool.parameters': J(p.call.args), 'input.value': J(p.call.args), 'input.mime_type': 'application/json' }, output: { 'output.value': plainResultString(p.result), 'output.mime_type': typeof p.result === 'string' ? 'text/plain' : 'application/json' }, metadata: { 'openinference.span.kind': 'TOOL' } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: { 'input.value': p.goal }, output: { 'output.value': p.output }, children: p.children, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } }; },
  },
  mlflow: {
    label: 'MLflow Tracing (span_type CHAT_MODEL / TOOL / AGENT, mlflow.spanInputs)',
    llm(N, p) { return { type: 'llm', name: 'Completions', input: { messages: oaiMsgs(p.msgs), model: p.model, temperature: 0 }, output: { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(), model: p.model, choices: [{ index: 0, message: oaiMsgs([{ role: 'assistant', content: p.text, calls: p.calls }])[0], finish_reason: p.calls?.length ? 'tool_calls' : 'stop' }] }, metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': p.traceReq, 'mlflow.chat.tools': (p.toolNames ?? []).map((n) => ({ type: 'function', function: { name: n } })) } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: p.call.args, output: p.result, metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': p.traceReq } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: { question: p.goal }, output: p.output, children: p.children, metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': p.traceReq, 'mlflow.experimentId': String(N.int(100000000, 999999999)) } }; },
  },
  langfuse: {
    label: 'Langfuse observations (GENERATION / TOOL / SPAN, usageDetails, level)',
    llm(N, p) { return { type: 'llm', name: p.genName ?? 'generation', input: oaiMsgs(p.msgs), output: oaiMsgs([{ role: 'assistant', content: p.text, calls: p.calls }])[0], metadata: { observationType: 'GENERATION', model: p.model, modelParameters: { temperature: 0.2 }, usageDetails: { input: N.tokens(J(p.msgs)), output: N.tokens((p.text ?? '') + J(p.calls ?? [])) }, level: 'DEFAULT', completionStartTime: N.iso() } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: p.call.args, output: p.result, metadata: { observationType: 'TOOL', level: p.error ? 'ERROR' : 'DEFAULT', ...(p.error ? { statusMessage: p.error } : {}) } }; },
    root(N, p) { return { type: 'agent', name: p.name, input: p.goal, output: p.output, children: p.children, metadata: { observationType: 'AGENT', traceId: N.hex(32), sessionId: p.session ?? N.uuid(), tags: p.tags ?? [] } }; },
  },
  dspy: {
    label: 'DSPy ReAct module (Predict spans with next_thought / next_tool_name / next_tool_args)',
    llm(N, p, i) { const c = p.calls?.[0]; const traj = {}; let k = 0; for (let j = 0; j < p.msgs.length; j++) { const m = p.msgs[j]; if (m.role === 'assistant') { traj[`thought_${k}`] = m.content; traj[`tool_name_${k}`] = m.calls?.[0]?.name ?? 'finish'; traj[`tool_args_${k}`] = m.calls?.[0]?.args ?? {}; } if (m.role === 'tool') { traj[`observation_${k}`] = m.content; k++; } } return { type: 'llm', name: 'Predict(StringSignature)', input: { question: p.msgs.find((m) => m.role === 'user')?.content, trajectory: traj }, output: { next_thought: p.text, next_tool_name: c ? c.name : 'finish', next_tool_args: c ? c.args : {} }, metadata: { 'dspy.module': 'ReAct', lm: `openai/${p.model}`, adapter: 'ChatAdapter' } }; },
    tool(N, p) { return { type: 'tool', name: `Tool.${p.call.name}`, input: p.call.args, output: p.result }; },
    root(N, p) { return { type: 'agent', name: 'ReAct.forward', input: { question: p.goal }, output: { answer: p.output, reasoning: p.reasoning ?? '' }, children: p.children, metadata: { 'dspy.version': '2.6.27', max_iters: p.maxSteps ?? 10 } }; },
  },
  bedrock: {
    label: 'Amazon Bedrock Agents trace (orchestrationTrace rationale / invocationInput / observation)',
    llm(N, p) { const c = p.calls?.[0]; return { type: 'llm', name: 'orchestrationTrace.modelInvocation', input: { traceId: N.uuid() + '-0', text: J({ system: p.msgs.find((m) => m.role === 'system')?.content, messages: anthMsgs(p.msgs).slice(-4) }), type: 'ORCHESTRATION', inferenceConfiguration: { maximumLength: 2048, temperature: 0, topP: 1 } }, output: { rationale: { text: p.text ?? '' }, ...(c ? { invocationInput: { actionGroupInvocationInput: { actionGroupName: p.group ?? 'ActionGroup', apiPath: '/' + c.name, verb: 'get', parameters: Object.entries(c.args).map(([name, value]) => ({ name, type: 'string', value: String(value) })) }, invocationType: 'ACTION_GROUP' } } : { observation: { finalResponse: { text: p.text }, type: 'FINISH' } }) }, metadata: { foundationModel: p.model, usage: { inputTokens: N.tokens(J(p.msgs)), outputTokens: N.int(40, 300) } } }; },
    tool(N, p) { return { type: 'tool', name: `actionGroup:${p.call.name}`, input: { apiPath: '/' + p.call.name, parameters: p.call.args }, output: { observation: { actionGroupInvocationOutput: { text: plainResultString(p.result) }, type: 'ACTION_GROUP', traceId: N.uuid() + '-' + N.int(0, 9) } } }; },
    root(N, p) { return { type: 'agent', name: 'InvokeAgent', input: { inputText: p.goal, sessionId: N.lower(12), agentId: N.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), agentAliasId: 'TSTALIASID' }, output: { completion: p.output }, children: p.children, metadata: { 'x-amzn-bedrock-agent-content-type': 'application/json', 'x-amzn-RequestId': N.uuid() } }; },
  },
  openhands: {
    label: 'OpenHands event stream (CmdRunAction / CmdOutputObservation, FileEditAction)',
    llm(N, p) { return { type: 'llm', name: 'llm.completion', input: { messages: oaiMsgs(p.msgs).slice(-8) }, output: { content: p.text ?? '', tool_calls: oaiMsgs([{ role: 'assistant', calls: p.calls }])[0].tool_calls ?? [] }, metadata: { model: p.model, response_id: 'chatcmpl-' + N.b62(29) } }; },
    tool(N, p) { const isCmd = p.call.name === 'execute_bash'; return { type: 'tool', name: isCmd ? 'CmdRunAction' : p.call.name === 'str_replace_editor' ? 'FileEditAction' : p.call.name, input: { id: N.counter('oh-ev', 4, 2), source: 'agent', action: isCmd ? 'run' : 'edit', args: p.call.args, tool_call_metadata: { function_name: p.call.name, tool_call_id: p.call.id } }, output: { id: N.counter('oh-ev', 5, 2) + 1, source: 'environment', observation: isCmd ? 'run' : 'edit', content: plainResultString(p.result), extras: isCmd ? { command: p.call.args.command, metadata: { exit_code: p.exit ?? 0, pid: -1, username: 'openhands', hostname: N.pod('runtime'), working_dir: '/workspace', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', prefix: '', suffix: `\n[The command completed with exit code ${p.exit ?? 0}.]` } } : { path: p.call.args.path } }, metadata: { timestamp: N.iso().slice(0, 23) } }; },
    root(N, p) { return { type: 'agent', name: 'CodeActAgent', input: { task: p.goal }, output: { agent_state: p.state ?? 'finished', final_thought: p.output }, children: p.children, metadata: { sid: N.hex(32), max_iterations: p.maxSteps ?? 100, runtime: 'docker' } }; },
  },
  strands: {
    label: 'Strands Agents (Cycle spans with Model invoke and Tool: spans)',
    llm(N, p) { const content = [...(p.text ? [{ text: p.text }] : []), ...(p.calls ?? []).map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))]; return { type: 'llm', name: 'Model invoke', input: { 'gen_ai.prompt': J(p.msgs.slice(-5).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? [{ toolResult: { toolUseId: m.callId, content: [{ text: txt(m) }], status: 'success' } }] : [{ text: m.content ?? '' }] }))) }, output: { 'gen_ai.completion': J(content) }, metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': p.model, 'gen_ai.usage.prompt_tokens': N.tokens(J(p.msgs)) } }; },
    tool(N, p) { return { type: 'tool', name: `Tool: ${p.call.name}`, input: { 'tool.name': p.call.name, 'tool.id': p.call.id, 'tool.parameters': J(p.call.args) }, output: { 'tool.result': J([{ text: plainResultString(p.result) }]), 'tool.status': p.error ? 'error' : 'success' } }; },
    step(l, tools, i) { return [{ type: 'chain', name: `Cycle ${i + 1}`, input: {}, output: {}, children: [l, ...tools], metadata: { 'event_loop.cycle_id': `cyc-${i}` } }]; },
    root(N, p) { return { type: 'agent', name: `invoke_agent ${p.name}`, input: { 'gen_ai.prompt': p.goal }, output: { 'gen_ai.completion': p.output }, children: p.children, metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': p.name } }; },
  },
  agno: {
    label: 'Agno (formerly phidata) Agent.run with RunResponse messages and ToolExecution records (not in the brief list)',
    llm(N, p) { return { type: 'llm', name: `${p.provider ?? 'OpenAIChat'}.response`, input: { messages: oaiMsgs(p.msgs).map((m) => ({ ...m, created_at: N.epoch() })) }, output: { role: 'assistant', content: p.text ?? null, tool_calls: oaiMsgs([{ role: 'assistant', calls: p.calls }])[0].tool_calls ?? null, metrics: { input_tokens: N.tokens(J(p.msgs)), output_tokens: N.tokens(p.text ?? ''), time: Number((N.f() * 3 + 0.4).toFixed(4)), time_to_first_token: Number((N.f() * 0.8).toFixed(4)) } }, metadata: { model: p.model } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { tool_call_id: p.call.id, tool_name: p.call.name, tool_args: p.call.args }, output: { result: plainResultString(p.result), tool_call_error: !!p.error, metrics: { time: Number((N.f() * 2).toFixed(4)) } } }; },
    root(N, p) { return { type: 'agent', name: `Agent.run ${p.name}`, input: { message: p.goal }, output: { content: p.output, content_type: 'str', event: 'RunResponse' }, children: p.children, metadata: { run_id: N.uuid(), session_id: N.uuid(), agent_id: N.uuid() } }; },
  },
  autogen: {
    label: 'AutoGen AgentChat (TextMessage / ToolCallRequestEvent / ToolCallExecutionEvent)',
    llm(N, p) { return { type: 'llm', name: 'OpenAIChatCompletionClient.create', input: { messages: p.msgs.map((m) => m.role === 'tool' ? { type: 'FunctionExecutionResultMessage', content: [{ call_id: m.callId, content: txt(m), is_error: !!m.isError, name: m.name }] } : m.role === 'assistant' ? { type: 'AssistantMessage', source: p.agent, content: m.calls?.length ? m.calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) : m.content } : { type: m.role === 'system' ? 'SystemMessage' : 'UserMessage', content: m.content, ...(m.role === 'user' ? { source: 'user' } : {}) }) }, output: { finish_reason: p.calls?.length ? 'function_calls' : 'stop', content: p.calls?.length ? p.calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })) : p.text, thought: p.calls?.length ? p.text ?? null : null, usage: { prompt_tokens: N.tokens(J(p.msgs)), completion_tokens: N.int(10, 300) }, cached: false }, metadata: { agent: p.agent, model: p.model } }; },
    tool(N, p) { return { type: 'tool', name: p.call.name, input: { type: 'FunctionCall', id: p.call.id, name: p.call.name, arguments: J(p.call.args) }, output: { type: 'FunctionExecutionResult', call_id: p.call.id, name: p.call.name, content: plainResultString(p.result), is_error: !!p.error } }; },
    root(N, p) { return { type: 'agent', name: `${p.name}.run`, input: { task: p.goal }, output: { messages_count: p.turns, stop_reason: p.stop ?? null, last: p.output }, children: p.children, metadata: { 'autogen.agent.type': 'AssistantAgent', runtime: 'SingleThreadedAgentRuntime' } }; },
  },
  weave: {
    label: 'W&B Weave calls (op names, nested child calls under the LLM call)',
    llm(N, p) { return { type: 'llm', name: 'openai.chat.completions.create', input: { model: p.model, messages: oaiMsgs(p.msgs), tools: (p.toolNames ?? []).map((n) => ({ type: 'function', function: { name: n } })) }, output: { id: 'chatcmpl-' + N.b62(29), choices: [{ message: oaiMsgs([{ role: 'assistant', content: p.text, calls: p.calls }])[0], finish_reason: p.calls?.length ? 'tool_calls' : 'stop' }], usage: { total_tokens: N.int(400, 9000) } }, metadata: { 'weave.call_id': N.uuid(), op: 'weave:///team/proj/op/openai.chat.completions.create:' + N.hex(8) } }; },
    tool(N, p) { return { type: 'tool', name: `${p.call.name}`, input: p.call.args, output: p.result, metadata: { 'weave.call_id': N.uuid(), op: `weave:///team/proj/op/${p.call.name}:${N.hex(8)}` } }; },
    step(l, tools) { l.children = tools; return [l]; },
    root(N, p) { return { type: 'agent', name: `${p.name}.invoke`, input: { query: p.goal }, output: p.output, children: p.children, metadata: { 'weave.trace_id': N.uuid(), 'weave.display_name': p.name } }; },
  },
};

// Conversation driver: accumulates neutral messages and emits spans in the chosen style.
export class Convo {
  constructor(N, styleName, { model, system, user, toolNames, ...extra }) {
    this.N = N; this.S = STYLES[styleName]; this.style = styleName;
    this.model = model; this.goal = user; this.msgs = []; this.spans = []; this.i = 0; this.extra = extra; this.toolNames = toolNames;
    if (system) this.msgs.push({ role: 'system', content: system });
    if (user) this.msgs.push({ role: 'user', content: user });
    this.callSeq = 0;
  }
  callId() {
    const N = this.N;
    switch (this.style) {
      case 'anthropic': case 'claude_sdk': return 'toolu_01' + N.b62(22);
      case 'adk': return 'adk-' + N.uuid();
      case 'strands': return 'tooluse_' + N.b62(22);
      case 'bedrock': return 'toolu_bdrk_01' + N.b62(22);
      case 'vercel': case 'langgraph': case 'oai_agents': case 'responses': return 'call_' + N.b62(24);
      default: return 'call_' + N.b62(24);
    }
  }
  // calls: [{name,args}]; results: [{result, error?, exit?}] aligned with calls
  turn(text, calls = [], results = [], opt = {}) {
    const N = this.N; N.tick(600, 4500);
    const cs = calls.map((c) => ({ id: this.callId(), name: c.name, args: c.args }));
    const l = this.S.llm(N, { model: this.model, msgs: [...this.msgs], text, calls: cs, toolNames: this.toolNames, prev: this.i ? 'resp_' + N.hex(48) : null, ...this.extra, ...opt }, this.i);
    if (opt.llmError) l.error = opt.llmError;
    this.msgs.push({ role: 'assistant', content: text, calls: cs, noAction: opt.noAction });
    const tools = cs.map((c, k) => {
      N.tick(80, 2500);
      const r = results[k] ?? {};
      const sp = this.S.tool(N, { call: c, result: r.result, error: r.error, exit: r.exit, ...this.extra });
      if (r.error) sp.error = r.error;
      if (r.children) sp.children = r.children;
      if (r.metadata) sp.metadata = { ...(sp.metadata ?? {}), ...r.metadata };
      this.msgs.push({ role: 'tool', callId: c.id, name: c.name, content: r.result ?? r.error, isError: !!r.error });
      return sp;
    });
    const grouped = this.S.step ? this.S.step(l, tools, this.i) : [l, ...tools];
    this.spans.push(...grouped); this.i++;
    return l;
  }
  final(text, opt) { return this.turn(text, [], [], opt); }
  user(text) { this.msgs.push({ role: 'user', content: text }); }
  push(...spans) { this.spans.push(...spans); }
  root(p) { return this.S.root(this.N, { model: this.model, goal: this.goal, turns: this.i, children: this.spans, ...this.extra, ...p }); }
}

// Small span builder for spans outside a conversation (retrievers, sub-agents, workflow steps).
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Count spans in a tree.
export function countSpans(s) { return 1 + (s.children ?? []).reduce((a, c) => a + countSpans(c), 0); }

// Rows must be built through this to attach consistent labels.
export function row(family, n, isolates, goal, root, labels) {
  return { trace_id: `${family}-${String(n).padStart(2, '0')}`, family, isolates, loop: labels.loop, stagnation: labels.stagnation, goal, root };
}

// Canonical key order; missing input/output become null; children always an array.
export function normalize(s) {
  const o = { type: s.type, name: s.name, input: s.input === undefined ? null : s.input, output: s.output === undefined ? null : s.output, children: (s.children ?? []).map(normalize) };
  if (s.error !== undefined) o.error = s.error;
  if (s.metadata !== undefined) o.metadata = s.metadata;
  return o;
}
