// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hash32(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  h ^= h >>> 13; h = Math.imul(h, 0x5bd1e995) >>> 0; h ^= h >>> 15;
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

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise generator bound to one trace id. Every helper advances a private, seeded clock.
export function makeNoise(traceId) {
  const rnd = mulberry32(hash32(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  let clock = Date.UTC(2025, int(0, 9), int(1, 27), int(6, 17), int(0, 59), int(0, 59)) + int(0, 999);
  const R = {
    rnd, int,
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += HEX[int(0, 15)]; return s; },
    b62: (n) => { let s = ''; for (let i = 0; i < n; i++) s += B62[int(0, 61)]; return s; },
    digits: (n) => { let s = String(int(1, 9)); for (let i = 1; i < n; i++) s += int(0, 9); return s; },
    tick: (a = 150, b = 2500) => { clock += int(a, b); return clock; },
    wait: (sec) => { clock += sec * 1000 + int(0, 900); return clock; },
    now: () => clock,
    date: () => new Date(clock),
    iso: () => new Date(R.tick()).toISOString(),
    isoSec: () => new Date(R.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (off = '+01:00') => { const h = Number(off.slice(0, 3)); const d = new Date(R.tick() + h * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + off; },
    isoMicro: () => new Date(R.tick()).toISOString().replace('Z', String(int(0, 999)).padStart(3, '0') + 'Z'),
    http: () => new Date(R.tick()).toUTCString(),
    epoch: () => Math.floor(R.tick() / 1000),
    epochMs: () => R.tick(),
    epochNs: () => String(R.tick()) + R.digits(6).replace(/^./, '0'),
    logTs: () => { const d = new Date(R.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; },
    sqlTs: () => { const d = new Date(R.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}${R.digits(3)}+00`; },
    syslog: () => { const d = new Date(R.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { const d = new Date(R.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    usDate: () => { const d = new Date(R.tick()); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    day: (offsetDays = 0) => new Date(clock + offsetDays * 864e5).toISOString().slice(0, 10),
    clockHM: () => { const d = new Date(R.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    uuid: () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${R.pick(['8', '9', 'a', 'b'])}${R.hex(3)}-${R.hex(12)}`,
    uuid7: () => { const t = clock.toString(16).padStart(12, '0'); return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${R.hex(3)}-${R.pick(['8', '9', 'a', 'b'])}${R.hex(3)}-${R.hex(12)}`; },
    ulid: () => { const C = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += C[int(0, 31)]; return '01' + s.slice(2); },
    reqId: (prefix = 'req_') => prefix + R.b62(20),
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    etag: (weak = false) => (weak ? 'W/' : '') + `"${R.hex(weak ? 16 : 32)}"`,
    sha1: () => R.hex(40),
    sha256: () => R.hex(64),
    shortSha: () => R.hex(7),
    ms: (a = 8, b = 900) => int(a, b),
    secs: (a = 0.2, b = 9) => (a + rnd() * (b - a)).toFixed(2),
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${R.b62(8).toLowerCase()}`,
    pid: () => int(1200, 98000),
    addr: () => '0x7f' + R.hex(10),
    host: (prefix = 'api', zone = 'eu-west-1') => `${prefix}-${R.pick(['a', 'b', 'c'])}${int(1, 9)}.${zone}.internal`,
    pod: (name) => `${name}-${R.hex(10).slice(0, 9)}-${R.b62(5).toLowerCase()}`,
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    jobId: (prefix = 'job_') => prefix + R.b62(12),
    cursor: () => Buffer.from(`{"k":${int(1000, 99999)},"s":"${R.hex(6)}"}`).toString('base64').replace(/=+$/, ''),
    rate: (limit = 600) => { const rem = int(Math.floor(limit * 0.3), limit - 1); return { limit, remaining: rem, reset: int(2, 59) }; },
    seq: (() => { let s = 0; return () => ++s; })(),
  };
  return R;
}

// ---------------------------------------------------------------------------------------
// Span builders, one per imitated recording style.
const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const clip = (v, n = 480) => { const s = str(v); return s.length > n ? s.slice(0, n) + '…' : s; };
const argObj = (a) => { if (typeof a !== 'string') return a; try { return JSON.parse(a); } catch { return a; } };
const argStr = (a) => (typeof a === 'string' ? a : JSON.stringify(a));

function recent(tr, n = 6) {
  let h = tr.history.slice(-n);
  while (h.length && h[0].role === 'tool') h = h.slice(1);
  return h;
}
function usage(tr) { const base = 900 + tr.history.length * 210 + tr.R.int(0, 120); return { in: base, out: tr.R.int(30, 420) }; }

export const STYLES = {
  plain: {
    label: 'plain message-level trace (OpenAI chat.completions, tools as siblings)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const msgs = [{ role: 'system', content: tr.system }, { role: 'user', content: tr.goal }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') msgs.push({ role: 'assistant', content: h.text || null, ...(h.calls.length ? { tool_calls: h.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } : {}) });
        else msgs.push({ role: 'tool', tool_call_id: h.id, content: clip(h.result) });
      }
      const u = usage(tr);
      return { type: 'llm', name: 'chat.completions.create', input: { model: tr.model, messages: msgs, tool_choice: 'auto' },
        output: { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } : {}) },
        metadata: { model: tr.model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, latency_ms: tr.R.ms(400, 6000) } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argObj(c.args), output: c.out, metadata: { tool_call_id: c.id, duration_ms: tr.R.ms(20, 2500) } }),
    root: (tr) => ({ name: tr.agent, metadata: { recorder: 'jsonl message log', model: tr.model } }),
  },

  vercel: {
    label: 'Vercel AI SDK OpenTelemetry spans (ai.generateText / ai.toolCall)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const msgs = [{ role: 'system', content: tr.system }, { role: 'user', content: [{ type: 'text', text: tr.goal }] }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') msgs.push({ role: 'assistant', content: [...(h.text ? [{ type: 'text', text: h.text }] : []), ...h.calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: argObj(c.args) }))] });
        else msgs.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: h.id, toolName: h.name, result: argObj(clip(h.result)) }] });
      }
      const u = usage(tr);
      return { type: 'llm', name: 'ai.generateText.doGenerate', input: { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(msgs), 'ai.prompt.tools': tr.tools.map((t) => JSON.stringify({ type: 'function', name: t })) },
        output: { 'ai.response.text': text || '', 'ai.response.toolCalls': calls.length ? JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: argStr(c.args) }))) : undefined, 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' },
        metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': tr.model, 'ai.model.provider': tr.provider || 'openai.chat', 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'ai.response.id': 'chatcmpl-' + tr.R.b62(29), 'ai.response.timestamp': tr.R.iso(), 'ai.telemetry.functionId': tr.agent } };
    },
    tool: (tr, c) => ({ type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': argStr(c.args) }, output: { 'ai.toolCall.result': str(c.out) }, metadata: { 'operation.name': 'ai.toolCall', 'ai.telemetry.functionId': tr.agent } }),
    root: (tr) => ({ name: 'ai.generateText', metadata: { 'operation.name': 'ai.generateText', 'ai.model.id': tr.model, 'ai.settings.maxSteps': tr.maxSteps || 25, 'ai.telemetry.functionId': tr.agent } }),
  },

  otel_genai: {
    label: 'OpenTelemetry GenAI semantic conventions (invoke_agent / chat / execute_tool)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const msgs = [{ role: 'system', parts: [{ type: 'text', content: tr.system }] }, { role: 'user', parts: [{ type: 'text', content: tr.goal }] }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') msgs.push({ role: 'assistant', parts: [...(h.text ? [{ type: 'text', content: h.text }] : []), ...h.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: argObj(c.args) }))] });
        else msgs.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: h.id, response: clip(h.result) }] });
      }
      const u = usage(tr);
      return { type: 'llm', name: `chat ${tr.model}`, input: { 'gen_ai.input.messages': msgs },
        output: { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: argObj(c.args) }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] },
        metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': tr.provider || 'openai', 'gen_ai.request.model': tr.model, 'gen_ai.response.id': 'chatcmpl-' + tr.R.b62(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'server.address': tr.server || 'api.openai.com' } };
    },
    tool: (tr, c) => ({ type: 'tool', name: `execute_tool ${c.name}`, input: { 'gen_ai.tool.call.arguments': argStr(c.args) }, output: { 'gen_ai.tool.call.result': c.out }, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } }),
    root: (tr) => ({ name: `invoke_agent ${tr.agent}`, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': tr.agent, 'gen_ai.agent.id': tr.R.uuid(), 'gen_ai.conversation.id': tr.R.uuid() } }),
  },

  langgraph: {
    label: 'LangSmith run tree of a LangGraph ReAct graph (agent / tools nodes)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const msgs = [{ type: 'system', content: tr.system }, { type: 'human', content: tr.goal }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') msgs.push({ type: 'ai', content: h.text || '', tool_calls: h.calls.map((c) => ({ name: c.name, args: argObj(c.args), id: c.id, type: 'tool_call' })) });
        else msgs.push({ type: 'tool', content: clip(h.result), tool_call_id: h.id, name: h.name });
      }
      const u = usage(tr);
      return { type: 'llm', name: tr.chatClass || 'ChatOpenAI', input: { messages: [msgs] },
        output: { generations: [[{ text: text || '', message: { type: 'ai', content: text || '', tool_calls: calls.map((c) => ({ name: c.name, args: argObj(c.args), id: c.id, type: 'tool_call' })), usage_metadata: { input_tokens: u.in, output_tokens: u.out, total_tokens: u.in + u.out } } }]] },
        metadata: { ls_provider: tr.provider || 'openai', ls_model_name: tr.model, langgraph_node: 'agent', langgraph_step: tr.stepNo * 2 - 1, run_id: tr.R.uuid() } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: { input: argStr(c.args) }, output: { output: c.out }, metadata: { langgraph_node: 'tools', langgraph_step: tr.stepNo * 2, run_id: tr.R.uuid(), tool_call_id: c.id } }),
    group: (tr, l, ts) => [{ type: 'chain', name: 'agent', input: { messages: `[${tr.history.length + 2} messages]` }, output: { messages: ['AIMessage'] }, children: [l], metadata: { langgraph_step: tr.stepNo * 2 - 1 } },
      ...(ts.length ? [{ type: 'chain', name: 'tools', input: { messages: ['AIMessage'] }, output: { messages: ts.map(() => 'ToolMessage') }, children: ts, metadata: { langgraph_step: tr.stepNo * 2 } }] : [])],
    root: (tr) => ({ name: 'LangGraph', metadata: { ls_run_type: 'chain', thread_id: tr.R.uuid(), langgraph_version: '0.4.8' } }),
  },

  openai_agents: {
    label: 'OpenAI Agents SDK trace (agent / response / function spans, Responses API items)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const items = [{ role: 'user', content: tr.goal }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') { if (h.text) items.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: h.text }] }); h.calls.forEach((c) => items.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: argStr(c.args) })); }
        else items.push({ type: 'function_call_output', call_id: h.id, output: clip(h.result) });
      }
      const u = usage(tr);
      return { type: 'llm', name: 'response', input: { instructions: tr.system, input: items },
        output: { id: 'resp_' + tr.R.hex(48), output: [...(text ? [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + tr.R.hex(48), call_id: c.id, name: c.name, arguments: argStr(c.args), status: 'completed' }))] },
        metadata: { span_type: 'response', model: tr.model, usage: { input_tokens: u.in, output_tokens: u.out } } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argStr(c.args), output: str(c.out), metadata: { span_type: 'function', span_id: 'span_' + tr.R.hex(24) } }),
    root: (tr) => ({ name: tr.agent, metadata: { span_type: 'agent', trace_id: 'trace_' + tr.R.hex(32), workflow_name: 'Agent workflow', handoffs: [], tools: tr.tools, output_type: 'str' } }),
  },

  anthropic: {
    label: 'Anthropic Messages API request/response log (tool_use / tool_result blocks)',
    callId: (R) => 'toolu_01' + R.b62(22),
    llm(tr, text, calls) {
      const msgs = [{ role: 'user', content: tr.goal }];
      let pending = null;
      for (const h of recent(tr)) {
        if (h.role === 'assistant') { pending = null; msgs.push({ role: 'assistant', content: [...(h.text ? [{ type: 'text', text: h.text }] : []), ...h.calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: argObj(c.args) }))] }); }
        else { const blk = { type: 'tool_result', tool_use_id: h.id, content: clip(h.result), ...(h.error ? { is_error: true } : {}) }; if (pending) pending.content.push(blk); else { pending = { role: 'user', content: [blk] }; msgs.push(pending); } }
      }
      const u = usage(tr);
      return { type: 'llm', name: 'messages.create', input: { model: tr.model, max_tokens: 4096, system: tr.system, tools: tr.tools.map((t) => ({ name: t })), messages: msgs },
        output: { id: 'msg_01' + tr.R.b62(22), type: 'message', role: 'assistant', model: tr.model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: argObj(c.args) }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: tr.R.int(0, 3) * 1024 } },
        metadata: { 'request-id': 'req_011C' + tr.R.b62(20), 'anthropic-ratelimit-tokens-remaining': tr.R.int(300000, 399000) } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argObj(c.args), output: c.out, metadata: { tool_use_id: c.id } }),
    root: (tr) => ({ name: tr.agent, metadata: { recorder: 'anthropic-sdk request log', anthropic_version: '2023-06-01' } }),
  },

  claude_sdk: {
    label: 'Claude Agent SDK transcript (assistant / user tool_result turns, built-in tools)',
    callId: (R) => 'toolu_01' + R.b62(22),
    llm(tr, text, calls) {
      const u = usage(tr);
      return { type: 'llm', name: 'assistant', input: { session_id: tr.session, parent_uuid: tr.lastUuid || null, turn: tr.stepNo },
        output: { type: 'assistant', uuid: (tr.lastUuid = tr.R.uuid()), message: { id: 'msg_01' + tr.R.b62(22), model: tr.model, role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: argObj(c.args) }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.in, output_tokens: u.out } } },
        metadata: { timestamp: tr.R.iso(), cwd: tr.cwd || '/home/user/project' } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argObj(c.args), output: { type: 'user', uuid: tr.R.uuid(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: str(c.out), ...(c.error ? { is_error: true } : {}) }] } }, metadata: { timestamp: tr.R.iso() } }),
    root: (tr) => ({ name: 'claude-agent-sdk query', metadata: { session_id: tr.session, permission_mode: 'acceptEdits', claude_code_version: '1.0.' + tr.R.int(40, 90) } }),
  },

  crewai: {
    label: 'CrewAI crew / task / agent execution with ReAct text and tool usage',
    callId: (R) => 'tu_' + R.hex(8),
    llm(tr, text, calls) {
      let out = text ? `Thought: ${text}` : '';
      if (calls.length) out += `${out ? '\n' : ''}Action: ${calls[0].name}\nAction Input: ${argStr(calls[0].args)}`;
      else if (tr._final) out += `\nFinal Answer: ${tr._final}`;
      const prev = recent(tr, 4).map((h) => (h.role === 'assistant' ? h._react || '' : `Observation: ${clip(h.result, 300)}`)).join('\n');
      tr._lastReact = out;
      return { type: 'llm', name: 'LLM.call', input: { messages: [{ role: 'system', content: tr.system }, { role: 'user', content: `Current Task: ${tr.goal}\n\nBegin! This is VERY important to you, use the tools available and give your best Final Answer, your job depends on it!\n\n${prev}` }] }, output: out, metadata: { model: tr.model, agent_role: tr.agent } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: { tool_name: c.name, tool_input: argStr(c.args) }, output: str(c.out), metadata: { run_attempts: 1, delegations: 0, from_cache: false } }),
    root: (tr) => ({ name: `Crew: ${tr.crewName || 'crew'}`, metadata: { crew_id: tr.R.uuid(), process: 'sequential', verbose: true, agent_role: tr.agent } }),
  },

  smolagents: {
    label: 'smolagents ToolCallingAgent run with Step spans (OpenInference-instrumented)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const u = usage(tr);
      return { type: 'llm', name: `${tr.modelClass || 'LiteLLMModel'}.generate`, input: { messages: [{ role: 'system', content: [{ type: 'text', text: tr.system }] }, { role: 'user', content: [{ type: 'text', text: `New task:\n${tr.goal}` }] }, ...recent(tr, 4).map((h) => (h.role === 'assistant' ? { role: 'assistant', content: [{ type: 'text', text: (h.text ? h.text + '\n' : '') + h.calls.map((c) => `Calling tool: '${c.name}' with arguments: ${argStr(c.args)}`).join('\n') }] } : { role: 'tool-response', content: [{ type: 'text', text: `Call id: ${h.id}\nObservation:\n${clip(h.result, 300)}` }] }))] },
        output: { role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argObj(c.args) } })) },
        metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': tr.model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argObj(c.args), output: c.out, metadata: { 'openinference.span.kind': 'TOOL' } }),
    group: (tr, l, ts) => [{ type: 'chain', name: `Step ${tr.stepNo}`, input: { step_number: tr.stepNo }, output: { observations: ts.map((t) => clip(t.output, 200)).join('\n') || null }, children: [l, ...ts], metadata: { 'openinference.span.kind': 'CHAIN', start_time: tr.R.epoch() } }],
    root: (tr) => ({ name: 'ToolCallingAgent.run', metadata: { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': tr.maxSteps || 20 } }),
  },

  gemini: {
    label: 'Gemini API generateContent with functionCall / functionResponse parts',
    callId: () => null,
    llm(tr, text, calls) {
      const contents = [{ role: 'user', parts: [{ text: tr.goal }] }];
      for (const h of recent(tr)) {
        if (h.role === 'assistant') contents.push({ role: 'model', parts: [...(h.text ? [{ text: h.text }] : []), ...h.calls.map((c) => ({ functionCall: { name: c.name, args: argObj(c.args) } }))] });
        else contents.push({ role: 'user', parts: [{ functionResponse: { name: h.name, response: { result: argObj(clip(h.result)) } } }] });
      }
      const u = usage(tr);
      return { type: 'llm', name: `models/${tr.model}:generateContent`, input: { systemInstruction: { parts: [{ text: tr.system }] }, contents, tools: [{ functionDeclarations: tr.tools.map((t) => ({ name: t })) }] },
        output: { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: argObj(c.args) } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: tr.model, responseId: tr.R.b62(22) } };
    },
    tool: (tr, c) => ({ type: 'tool', name: c.name, input: argObj(c.args), output: { functionResponse: { name: c.name, response: typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out } } } }),
    root: (tr) => ({ name: tr.agent, metadata: { recorder: 'google-genai python client, automatic_function_calling disabled', model: tr.model } }),
  },

  adk: {
    label: 'Google ADK spans (invoke_agent / call_llm / execute_tool nested in call_llm)',
    callId: (R) => 'adk-' + R.uuid(),
    llm(tr, text, calls) {
      const u = usage(tr);
      return { type: 'llm', name: 'call_llm', input: { 'gcp.vertex.agent.llm_request': { model: tr.model, config: { system_instruction: tr.system.slice(0, 200) }, contents: [{ role: 'user', parts: [{ text: tr.goal }] }, ...recent(tr, 4).map((h) => (h.role === 'assistant' ? { role: 'model', parts: [...(h.text ? [{ text: h.text }] : []), ...h.calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: argObj(c.args) } }))] } : { role: 'user', parts: [{ function_response: { id: h.id, name: h.name, response: { result: clip(h.result, 300) } } }] }))] } },
        output: { 'gcp.vertex.agent.llm_response': { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: argObj(c.args) } }))] }, usage_metadata: { prompt_token_count: u.in, candidates_token_count: u.out } } },
        metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': tr.model, 'gcp.vertex.agent.invocation_id': tr.invocation, 'gcp.vertex.agent.event_id': tr.R.uuid() } };
    },
    tool: (tr, c) => ({ type: 'tool', name: `execute_tool ${c.name}`, input: { 'gcp.vertex.agent.tool_call_args': argStr(c.args) }, output: { 'gcp.vertex.agent.tool_response': argStr({ id: c.id, name: c.name, response: typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out } }) }, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id } }),
    group: (tr, l, ts) => { l.children = ts; return [l]; },
    root: (tr) => ({ name: `invoke_agent ${tr.agent}`, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gcp.vertex.agent.invocation_id': tr.invocation, 'gcp.vertex.agent.session_id': tr.session } }),
  },

  openinference: {
    label: 'OpenInference / Arize Phoenix flattened attributes (LlamaIndex FunctionAgent)',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const a = {}; let i = 0;
      a[`llm.input_messages.${i}.message.role`] = 'system'; a[`llm.input_messages.${i++}.message.content`] = tr.system;
      a[`llm.input_messages.${i}.message.role`] = 'user'; a[`llm.input_messages.${i++}.message.content`] = tr.goal;
      for (const h of recent(tr)) {
        if (h.role === 'assistant') { a[`llm.input_messages.${i}.message.role`] = 'assistant'; if (h.text) a[`llm.input_messages.${i}.message.content`] = h.text; h.calls.forEach((c, k) => { a[`llm.input_messages.${i}.message.tool_calls.${k}.tool_call.function.name`] = c.name; a[`llm.input_messages.${i}.message.tool_calls.${k}.tool_call.function.arguments`] = argStr(c.args); }); i++; }
        else { a[`llm.input_messages.${i}.message.role`] = 'tool'; a[`llm.input_messages.${i}.message.tool_call_id`] = h.id; a[`llm.input_messages.${i++}.message.content`] = clip(h.result, 300); }
      }
      const o = { 'llm.output_messages.0.message.role': 'assistant' };
      if (text) o['llm.output_messages.0.message.content'] = text;
      calls.forEach((c, k) => { o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.id`] = c.id; o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.name`] = c.name; o[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.arguments`] = argStr(c.args); });
      const u = usage(tr);
      return { type: 'llm', name: tr.chatClass || 'OpenAI.achat', input: a, output: o, metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': tr.model, 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out } };
    },
    tool: (tr, c) => ({ type: 'tool', name: `FunctionTool.acall`, input: { 'tool.name': c.name, 'tool.parameters': argStr(c.args), 'input.value': argStr(c.args) }, output: { 'output.value': str(c.out), 'output.mime_type': typeof c.out === 'string' ? 'text/plain' : 'application/json' }, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name } }),
    root: (tr) => ({ name: `${tr.agentClass || 'FunctionAgent'}.run`, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': tr.session } }),
  },

  logfire: {
    label: 'Pydantic AI instrumented with Logfire (agent run / chat / running tools)',
    callId: (R) => 'pyd_ai_' + R.hex(32),
    llm(tr, text, calls) {
      const u = usage(tr);
      const events = [{ 'event.name': 'gen_ai.system.message', content: tr.system, role: 'system' }, { 'event.name': 'gen_ai.user.message', content: tr.goal, role: 'user' },
        ...recent(tr).map((h) => (h.role === 'assistant' ? { 'event.name': 'gen_ai.assistant.message', role: 'assistant', content: h.text || undefined, tool_calls: h.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } : { 'event.name': 'gen_ai.tool.message', role: 'tool', id: h.id, name: h.name, content: clip(h.result, 300) }))];
      return { type: 'llm', name: `chat ${tr.model}`, input: { events },
        output: { 'event.name': 'gen_ai.choice', index: 0, message: { role: 'assistant', content: text || undefined, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } },
        metadata: { 'gen_ai.system': tr.provider || 'openai', 'gen_ai.request.model': tr.model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'logfire.span_type': 'span', 'logfire.msg': `chat ${tr.model}` } };
    },
    tool: (tr, c) => ({ type: 'tool', name: `running tool: ${c.name}`, input: { tool_arguments: argStr(c.args) }, output: { tool_response: c.out }, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } }),
    group: (tr, l, ts) => [l, ...(ts.length ? [{ type: 'chain', name: 'running tools', input: { tools: ts.map((t) => t.metadata['gen_ai.tool.name']) }, output: null, children: ts, metadata: { 'logfire.msg': `running ${ts.length} tool${ts.length > 1 ? 's' : ''}` } }] : [])],
    root: (tr) => ({ name: `${tr.agent} run`, metadata: { 'logfire.msg': `${tr.agent} run`, model_name: tr.model, agent_name: tr.agent, 'logfire.json_schema': '{"type":"object"}' } }),
  },

  // Not named in the brief: Agno (formerly phidata) agent runs as exported by its own monitoring.
  agno: {
    label: 'Agno (formerly phidata) Agent.run with RunResponse messages and FunctionCall entries',
    callId: (R) => 'call_' + R.b62(24),
    llm(tr, text, calls) {
      const u = usage(tr);
      return { type: 'llm', name: `${tr.modelClass || 'OpenAIChat'}.response`, input: { messages: [{ role: 'system', content: tr.system }, { role: 'user', content: tr.goal }, ...recent(tr).map((h) => (h.role === 'assistant' ? { role: 'assistant', content: h.text || null, tool_calls: h.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) } : { role: 'tool', tool_call_id: h.id, tool_name: h.name, content: clip(h.result, 300) }))] },
        output: { role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argStr(c.args) } })), metrics: { input_tokens: u.in, output_tokens: u.out, time: Number(tr.R.secs(0.6, 7)) } },
        metadata: { model: tr.model, run_id: tr.runId } };
    },
    tool: (tr, c) => ({ type: 'tool', name: `FunctionCall ${c.name}`, input: { function: c.name, arguments: argObj(c.args) }, output: { result: c.out, tool_call_error: !!c.error }, metadata: { tool_call_id: c.id, metrics: { time: Number(tr.R.secs(0.02, 3)) } } }),
    root: (tr) => ({ name: 'Agent.run', metadata: { framework: 'agno', agent_name: tr.agent, run_id: tr.runId, session_id: tr.session } }),
  },
};

// ---------------------------------------------------------------------------------------
// Trace builder used by every scenario.
export class Trace {
  constructor({ traceId, style, goal, system, model, agent, tools, provider, ...extra }) {
    this.R = makeNoise(traceId);
    this.style = STYLES[style];
    if (!this.style) throw new Error('unknown style ' + style);
    this.styleName = style;
    Object.assign(this, extra);
    this.goal = goal; this.system = system; this.model = model; this.agent = agent; this.tools = tools || []; this.provider = provider;
    this.history = []; this.stepNo = 0;
    this.session = this.R.uuid(); this.invocation = 'e-' + this.R.uuid(); this.runId = this.R.uuid();
    this.stack = [[]];
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  // One model turn: optional text, then zero or more tool calls [{name, args, out, error}].
  step(text, calls = []) {
    this.stepNo++;
    const cs = calls.map((c) => ({ ...c, id: this.style.callId(this.R) }));
    this.R.tick(400, 5000);
    const l = this.style.llm(this, text, cs);
    this.history.push({ role: 'assistant', text, calls: cs, _react: this._lastReact });
    const ts = cs.map((c) => {
      this.R.tick(80, 3000);
      const s = this.style.tool(this, c);
      if (c.error) s.error = c.error;
      if (c.meta) s.metadata = { ...(s.metadata || {}), ...c.meta };
      this.history.push({ role: 'tool', id: c.id, name: c.name, result: c.out, error: !!c.error });
      return s;
    });
    for (const s of [l, ...ts]) { s.children = s.children || []; }
    const group = this.style.group ? this.style.group(this, l, ts) : [l, ...ts];
    this.cur.push(...group);
    return this;
  }
  final(text) { this._final = text; this.step(text, []); this._final = undefined; this.finalText = text; return this; }
  // A sub-agent / task container span.
  sub(type, name, input, fn, output) {
    this.stack.push([]);
    fn();
    const kids = this.stack.pop();
    this.cur.push({ type, name, input, output: output === undefined ? null : output, children: kids });
    return this;
  }
  // A non-LLM, non-tool span (retriever, guardrail, memory, ...)
  span(type, name, input, output, extra = {}) { this.cur.push({ type, name, input, output, children: [], ...extra }); return this; }
  build({ output, error, metadata } = {}) {
    const r = this.style.root(this);
    const root = { type: 'agent', name: r.name, input: { task: this.goal }, output: output === undefined ? (this.finalText ?? null) : output, children: this.stack[0], metadata: { ...r.metadata, ...(metadata || {}) } };
    if (error) root.error = error;
    return normalize(root);
  }
}

function normalize(span) {
  const out = { type: span.type, name: span.name, input: span.input === undefined ? null : span.input, output: span.output === undefined ? null : span.output, children: (span.children || []).map(normalize) };
  if (span.error) out.error = span.error;
  if (span.metadata) out.metadata = JSON.parse(JSON.stringify(span.metadata));
  return JSON.parse(JSON.stringify(out));
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, fn, depth = 0) { fn(s, depth); for (const c of s.children || []) walk(c, fn, depth + 1); }
