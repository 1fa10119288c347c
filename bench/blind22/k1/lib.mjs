// Helpers for the blind loop benchmark. Deterministic: no Math.random, no clock reads.
// Every random-looking value comes from mulberry32 seeded with a hash of the trace_id.

export function hashStr(s) {
  // FNV-1a 32 bit
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const B62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Noise generator bound to one trace. A virtual clock starts at a seeded instant in 2024/2025
// and only moves forward when the scenario asks it to.
export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const BASE = Date.UTC(2024, 1, 1, 6, 0, 0);
  let now = BASE + Math.floor(rnd() * 420) * 86400000 + Math.floor(rnd() * 40000) * 1000 + Math.floor(rnd() * 1000);
  const R = {
    n: () => rnd(),
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (len) => { let s = ''; for (let i = 0; i < len; i++) s += B62[Math.floor(rnd() * 62)]; return s; },
    b32: (len) => { let s = ''; for (let i = 0; i < len; i++) s += B32[Math.floor(rnd() * 32)]; return s; },
    uuid: () => { const h = R.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[R.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => R.b32(26),
    // clock
    adv: (minS = 1, maxS = minS) => { now += Math.floor((minS + rnd() * (maxS - minS)) * 1000); return now; },
    advMs: (a, b) => { now += R.int(a, b); return now; },
    now: () => now,
    iso: (t = now) => new Date(t).toISOString(),
    isoSec: (t = now) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (offH = 2, t = now) => { const d = new Date(t + offH * 3600000); const s = d.toISOString().replace('Z', ''); return `${s.slice(0, 19)}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; },
    isoMicro: (t = now) => new Date(t).toISOString().replace('Z', '') + String(R.int(0, 999)).padStart(3, '0') + '+00:00',
    http: (t = now) => { const d = new Date(t); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    clf: (t = now) => { const d = new Date(t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    sql: (t = now) => new Date(t).toISOString().replace('T', ' ').replace('Z', '') + String(R.int(0, 999)).padStart(3, '0'),
    syslog: (t = now) => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    us: (t = now) => { const d = new Date(t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; },
    eu: (t = now) => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    hms: (t = now) => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    date: (t = now) => new Date(t).toISOString().slice(0, 10),
    epoch: (t = now) => Math.floor(t / 1000),
    epochMs: (t = now) => t,
    epochNs: (t = now) => `${t}${String(R.int(0, 999999)).padStart(6, '0')}`,
    // durations
    ms: (a = 20, b = 900) => R.int(a, b),
    secs: (a = 0.2, b = 4) => (a + rnd() * (b - a)).toFixed(2),
    dur: (a = 0.2, b = 4) => `${(a + rnd() * (b - a)).toFixed(2)}s`,
    goDur: () => `${R.int(1, 900)}.${R.int(100, 999)}${R.pick(['ms', 'µs'])}`,
    // ids
    reqId: (prefix = 'req_') => prefix + R.b62(24),
    job: (prefix = 'job-') => prefix + R.hex(12),
    sha: (len = 64) => R.hex(len),
    gitsha: () => R.hex(40),
    etag: (weak = false) => `${weak ? 'W/' : ''}"${R.hex(R.pick([16, 32]))}"`,
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    cursor: () => Buffer.from(`{"k":${R.int(1000, 999999)},"s":"${R.hex(6)}"}`).toString('base64').replace(/=+$/, ''),
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${R.b62(8).toLowerCase()}`,
    host: (prefix) => `${prefix}-${R.hex(5)}-${R.b62(5).toLowerCase()}`,
    replica: (prefix, n = 6) => `${prefix}-${R.int(0, n - 1)}`,
    ip: () => `10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`,
    addr: () => `0x7f${R.hex(10)}`,
    pid: () => R.int(1200, 65000),
    port: () => R.int(32768, 60999),
    // model/provider ids
    chatcmpl: () => 'chatcmpl-' + R.b62(29),
    msgId: () => 'msg_01' + R.b62(22),
    toolu: () => 'toolu_01' + R.b62(22),
    callId: () => 'call_' + R.b62(24),
    respId: () => 'resp_' + R.hex(48),
    fcId: () => 'fc_' + R.hex(48),
    spanId: () => R.hex(16),
    tok: (a = 300, b = 4000) => R.int(a, b),
  };
  return R;
}

// ---------------------------------------------------------------- span builders
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: opts.children || [] };
  if (opts.error) s.error = opts.error;
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const llm = (name, input, output, metadata, children) => span('llm', name, input, output, { metadata, children });
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

const J = (x) => JSON.stringify(x);
const asText = (r) => (typeof r === 'string' ? r : J(r));

// ---------------------------------------------------------------- recording styles
// A scenario describes turns: {text?, reasoning?, calls?: [{name, args, result, error?, meta?}], pre?: [spans], post?: [spans]}
// A style turns them into spans the way that framework/tracer records them. Content is per scenario.
// Each style keeps a running message history like the real client would send.

function usage(R) { const i = R.tok(600, 5200); const o = R.tok(20, 420); return { i, o }; }

export const styles = {
  // Vercel AI SDK OpenTelemetry spans (ai.generateText / ai.generateText.doGenerate / ai.toolCall)
  vercel(R, sp) {
    const msgs = [{ role: 'system', content: sp.system }, { role: 'user', content: sp.goal }];
    const kids = [];
    let steps = 0;
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R); steps++;
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': J(msgs), 'ai.prompt.tools': sp.toolNames || undefined }, {
        'ai.response.text': t.text || '',
        'ai.response.toolCalls': calls.length ? J(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: J(c.args) }))) : undefined,
        'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop',
      }, { 'ai.model.id': sp.model, 'ai.model.provider': sp.provider || 'openai.chat', 'ai.usage.promptTokens': u.i, 'ai.usage.completionTokens': u.o, 'ai.response.id': R.chatcmpl(), 'ai.response.timestamp': R.iso(R.adv(1, 6)), 'operation.name': `ai.generateText.doGenerate ${sp.functionId || ''}`.trim() }));
      msgs.push({ role: 'assistant', content: [...(t.text ? [{ type: 'text', text: t.text }] : []), ...calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }))] });
      for (const c of calls) {
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': J(c.args) }, c.error ? null : { 'ai.toolCall.result': asText(c.result) }, { error: c.error, metadata: { 'operation.name': 'ai.toolCall', 'resource.name': sp.functionId, ...(c.meta || {}) } }));
        msgs.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: c.id, toolName: c.name, result: c.error ? { error: c.error } : c.result }] });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent('ai.generateText', { 'ai.prompt': J({ system: sp.system, prompt: sp.goal }) }, sp.cutoff ? null : { 'ai.response.text': last.text || '' }, kids,
      { 'ai.model.id': sp.model, 'ai.settings.maxSteps': sp.maxSteps || 12, 'ai.telemetry.functionId': sp.functionId, 'operation.name': 'ai.generateText', ...(sp.rootMeta || {}) });
  },

  // OpenTelemetry GenAI semantic conventions (invoke_agent / chat / execute_tool)
  otel(R, sp) {
    const msgs = [{ role: 'system', parts: [{ type: 'text', content: sp.system }] }, { role: 'user', parts: [{ type: 'text', content: sp.goal }] }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R);
      const parts = [...(t.text ? [{ type: 'text', content: t.text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))];
      kids.push(llm(`chat ${sp.model}`, { 'gen_ai.input.messages': msgs.slice() }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: calls.length ? 'tool_call' : 'stop' }] },
        { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': sp.provider || 'openai', 'gen_ai.request.model': sp.model, 'gen_ai.response.model': sp.respModel || sp.model, 'gen_ai.response.id': R.chatcmpl(), 'gen_ai.usage.input_tokens': u.i, 'gen_ai.usage.output_tokens': u.o, 'server.address': sp.server || 'api.openai.com' }));
      msgs.push({ role: 'assistant', parts });
      for (const c of calls) {
        R.adv(0.3, 3);
        kids.push(tool(`execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': c.args }, c.error ? null : { 'gen_ai.tool.call.result': c.result },
          { error: c.error, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', ...(c.error ? { 'error.type': c.errorType || 'ToolError' } : {}), ...(c.meta || {}) } }));
        msgs.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: c.id, response: c.error ? { error: c.error } : c.result }] });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(`invoke_agent ${sp.agentName}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: sp.goal }] }] }, sp.cutoff ? null : { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: last.text || '' }] }] }, kids,
      { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sp.agentName, 'gen_ai.agent.id': sp.agentId || R.uuid(), 'gen_ai.conversation.id': R.uuid(), ...(sp.rootMeta || {}) });
  },

  // LangGraph as recorded by LangSmith: graph -> agent node (ChatModel run) -> tools node (tool runs)
  langgraph(R, sp) {
    const msgs = [{ type: 'system', content: sp.system }, { type: 'human', content: sp.goal }];
    const kids = [];
    let step = 0;
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R); step++;
      const ai = { type: 'ai', content: t.text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), usage_metadata: { input_tokens: u.i, output_tokens: u.o, total_tokens: u.i + u.o } };
      const m = llm(sp.llmName || 'ChatOpenAI', { messages: [msgs.slice()] }, { generations: [[{ text: t.text || '', type: 'ChatGeneration', message: ai, generation_info: { finish_reason: calls.length ? 'tool_calls' : 'stop' } }]], llm_output: { model_name: sp.model, system_fingerprint: 'fp_' + R.hex(10) } },
        { ls_provider: sp.provider || 'openai', ls_model_name: sp.model, ls_run_id: R.uuid(), langgraph_step: step * 2 - 1, langgraph_node: 'agent' });
      kids.push(chain('agent', { messages: msgs.slice(-1) }, { messages: [ai] }, [m], { langgraph_step: step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: step === 1 ? ['start:agent'] : ['tools'], thread_id: sp.threadId }));
      msgs.push(ai);
      if (calls.length) {
        const tk = []; const outs = [];
        for (const c of calls) {
          R.adv(0.2, 2.5);
          const content = c.error ? `Error: ${c.error}\n Please fix your mistakes.` : asText(c.result);
          tk.push(tool(c.name, { input: c.argsString ? J(c.args) : c.args }, c.error ? null : { output: { content, type: 'tool', name: c.name, tool_call_id: c.id, status: 'success' } }, { error: c.error, metadata: { langgraph_node: 'tools', ls_run_id: R.uuid(), ...(c.meta || {}) } }));
          const tm = { type: 'tool', name: c.name, tool_call_id: c.id, content }; outs.push(tm); msgs.push(tm);
        }
        step++;
        kids.push(chain('tools', { messages: [ai] }, { messages: outs }, tk, { langgraph_step: step * 2 - 2, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'] }));
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent('LangGraph', { messages: [{ type: 'human', content: sp.goal }] }, sp.cutoff ? null : { messages: [{ type: 'ai', content: last.text || '' }] }, kids, { thread_id: sp.threadId || R.uuid(), ls_run_id: R.uuid(), revision_id: sp.revision || 'v' + R.int(1, 9) + '.' + R.int(0, 20), ...(sp.rootMeta || {}) });
  },

  // OpenAI Agents SDK trace: workflow -> agent span -> generation / function spans
  oai_agents(R, sp) {
    const input = [{ role: 'user', content: sp.goal }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R);
      const out = [...(t.text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t.text, annotations: [] }], status: 'completed' }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: J(c.args), status: 'completed' }))];
      kids.push(llm('generation', input.slice(), out, { span_type: 'generation', model: sp.model, span_id: 'span_' + R.hex(24), usage: { input_tokens: u.i, output_tokens: u.o }, model_config: { temperature: sp.temperature ?? 0.2, parallel_tool_calls: true } }));
      input.push(...out);
      for (const c of calls) {
        R.adv(0.3, 2);
        kids.push(tool(c.name, J(c.args), c.error ? null : asText(c.result), { error: c.error, metadata: { span_type: 'function', span_id: 'span_' + R.hex(24), mcp_data: null, ...(c.meta || {}) } }));
        input.push({ type: 'function_call_output', call_id: c.id, output: c.error ? `An error occurred while running the tool. Please try again. Error: ${c.error}` : asText(c.result) });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    const ag = agent(sp.agentName, null, sp.cutoff ? null : (last.text || ''), kids, { span_type: 'agent', tools: sp.toolNames, handoffs: sp.handoffs || [], output_type: 'str' });
    return agent(sp.workflow || 'Agent workflow', { input: sp.goal }, sp.cutoff ? null : { final_output: last.text || '' }, [ag], { trace_id: 'trace_' + R.hex(32), group_id: sp.groupId || null, ...(sp.rootMeta || {}) });
  },

  // OpenAI Responses API: each model call is one responses.create; tool executions in between
  responses(R, sp) {
    let prev = null;
    const kids = [];
    let pendingOutputs = [{ role: 'user', content: sp.goal }];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R); const rid = R.respId();
      const output = [];
      if (t.reasoning) output.push({ id: 'rs_' + R.hex(48), type: 'reasoning', summary: [{ type: 'summary_text', text: t.reasoning }] });
      if (t.text) output.push({ id: 'msg_' + R.hex(48), type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: t.text, annotations: [] }] });
      for (const c of calls) output.push({ id: R.fcId(), type: 'function_call', status: 'completed', call_id: c.id, name: c.name, arguments: J(c.args) });
      kids.push(llm('responses.create', { model: sp.model, instructions: prev ? undefined : sp.system, previous_response_id: prev, input: pendingOutputs, tools: (sp.toolNames || []).map((n) => ({ type: 'function', name: n })), reasoning: { effort: sp.effort || 'medium' } },
        { id: rid, object: 'response', created_at: R.epoch(R.adv(1, 8)), status: 'completed', model: sp.respModel || sp.model, output, usage: { input_tokens: u.i, output_tokens: u.o, output_tokens_details: { reasoning_tokens: R.int(0, 600) } } }));
      prev = rid; pendingOutputs = [];
      for (const c of calls) {
        R.adv(0.2, 2);
        kids.push(tool(c.name, { call_id: c.id, arguments: J(c.args) }, c.error ? null : { type: 'function_call_output', call_id: c.id, output: asText(c.result) }, { error: c.error, metadata: c.meta }));
        pendingOutputs.push({ type: 'function_call_output', call_id: c.id, output: c.error ? J({ error: c.error }) : asText(c.result) });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(sp.agentName || 'responses_agent', { task: sp.goal }, sp.cutoff ? null : { output_text: last.text || '' }, kids, { model: sp.model, store: true, ...(sp.rootMeta || {}) });
  },

  // Anthropic Messages API request/response logs, tool results executed by the client as siblings
  anthropic(R, sp) {
    const messages = [{ role: 'user', content: sp.goal }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.toolu() }));
      const u = usage(R);
      const content = [...(t.reasoning ? [{ type: 'thinking', thinking: t.reasoning, signature: R.b62(40) }] : []), ...(t.text ? [{ type: 'text', text: t.text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))];
      kids.push(llm('messages.create', { model: sp.model, max_tokens: sp.maxTokens || 4096, system: sp.system, tools: (sp.toolNames || []).map((n) => ({ name: n })), messages: messages.slice() },
        { id: R.msgId(), type: 'message', role: 'assistant', model: sp.model, content, stop_reason: calls.length ? 'tool_use' : (sp.cutoff && t === sp.turns[sp.turns.length - 1] ? 'max_tokens' : 'end_turn'), stop_sequence: null, usage: { input_tokens: u.i, output_tokens: u.o, cache_read_input_tokens: R.int(0, 3000) } },
        { 'request-id': R.reqId('req_011C'), 'anthropic-ratelimit-tokens-remaining': R.int(100000, 400000), latency_ms: R.ms(700, 9000) }));
      messages.push({ role: 'assistant', content });
      const results = [];
      for (const c of calls) {
        R.adv(0.2, 3);
        kids.push(tool(c.name, c.args, c.error ? null : c.result, { error: c.error, metadata: { tool_use_id: c.id, ...(c.meta || {}) } }));
        results.push({ type: 'tool_result', tool_use_id: c.id, content: c.error ? c.error : asText(c.result), ...(c.error ? { is_error: true } : {}) });
      }
      if (results.length) messages.push({ role: 'user', content: results });
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(sp.agentName || 'agent_loop', { goal: sp.goal }, sp.cutoff ? null : { final: last.text || '' }, kids, { model: sp.model, anthropic_version: '2023-06-01', ...(sp.rootMeta || {}) });
  },

  // Claude Agent SDK transcript: assistant messages with tool_use blocks, tool_result user messages; tools nested under the assistant turn
  claude_sdk(R, sp) {
    const kids = [];
    const sid = R.uuid();
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.toolu() }));
      const u = usage(R);
      const content = [...(t.reasoning ? [{ type: 'thinking', thinking: t.reasoning }] : []), ...(t.text ? [{ type: 'text', text: t.text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))];
      const tk = calls.map((c) => { R.adv(0.3, 6); return tool(c.name, c.args, c.error ? null : { type: 'tool_result', tool_use_id: c.id, content: asText(c.result) }, { error: c.error, metadata: { tool_use_id: c.id, uuid: R.uuid(), timestamp: R.iso(), ...(c.meta || {}) } }); });
      kids.push(llm('assistant', { session_id: sid, parent_tool_use_id: null }, { type: 'assistant', message: { id: R.msgId(), model: sp.model, role: 'assistant', content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.i, output_tokens: u.o } } }, { uuid: R.uuid(), session_id: sid, timestamp: R.iso(R.adv(1, 9)), cwd: sp.cwd }, tk));
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent('claude_agent_sdk.query', { prompt: sp.goal, options: { model: sp.model, allowed_tools: sp.toolNames, permission_mode: 'acceptEdits', cwd: sp.cwd } }, sp.cutoff ? { type: 'result', subtype: 'error_max_turns', num_turns: sp.turns.length, session_id: sid } : { type: 'result', subtype: 'success', result: last.text || '', num_turns: sp.turns.length, session_id: sid, total_cost_usd: +(R.n() * 0.6).toFixed(4), duration_ms: R.ms(20000, 400000) }, kids, { session_id: sid, ...(sp.rootMeta || {}) });
  },

  // Gemini API function calling: generateContent with functionCall parts / functionResponse parts
  gemini(R, sp) {
    const contents = [{ role: 'user', parts: [{ text: sp.goal }] }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = t.calls || [];
      const parts = [...(t.text ? [{ text: t.text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))];
      kids.push(llm(`models/${sp.model}:generateContent`, { systemInstruction: { parts: [{ text: sp.system }] }, contents: contents.slice(), tools: [{ functionDeclarations: (sp.toolNames || []).map((n) => ({ name: n })) }] },
        { candidates: [{ content: { role: 'model', parts }, finishReason: sp.cutoff && t === sp.turns[sp.turns.length - 1] ? 'MAX_TOKENS' : 'STOP', index: 0 }], usageMetadata: { promptTokenCount: R.tok(500, 6000), candidatesTokenCount: R.tok(10, 300), thoughtsTokenCount: R.tok(0, 800) }, modelVersion: sp.model, responseId: R.b62(22) }));
      contents.push({ role: 'model', parts });
      const rp = [];
      for (const c of calls) {
        R.adv(0.2, 2.5);
        const resp = c.error ? { error: c.error } : (typeof c.result === 'object' && !Array.isArray(c.result) ? c.result : { result: c.result });
        kids.push(tool(c.name, c.args, c.error ? null : { functionResponse: { name: c.name, response: resp } }, { error: c.error, metadata: c.meta }));
        rp.push({ functionResponse: { name: c.name, response: resp } });
      }
      if (rp.length) contents.push({ role: 'user', parts: rp });
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(sp.agentName || 'gemini_function_loop', { goal: sp.goal }, sp.cutoff ? null : { text: last.text || '' }, kids, { model: sp.model, automatic_function_calling: false, ...(sp.rootMeta || {}) });
  },

  // OpenInference / Arize Phoenix flattened attributes
  openinference(R, sp) {
    const hist = [{ role: 'system', content: sp.system }, { role: 'user', content: sp.goal }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': sp.model, 'llm.provider': sp.provider || 'openai', 'llm.token_count.prompt': R.tok(), 'llm.token_count.completion': R.tok(10, 300) };
      hist.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; if (m.content != null) meta[`llm.input_messages.${i}.message.content`] = m.content; });
      meta['llm.output_messages.0.message.role'] = 'assistant';
      if (t.text) meta['llm.output_messages.0.message.content'] = t.text;
      calls.forEach((c, j) => { meta[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = J(c.args); });
      kids.push(llm(sp.llmName || 'ChatCompletion', { value: J({ messages: hist.slice(), model: sp.model }), mime_type: 'application/json' }, { value: J({ role: 'assistant', content: t.text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } })) }), mime_type: 'application/json' }, meta));
      hist.push({ role: 'assistant', content: t.text || null });
      for (const c of calls) {
        R.adv(0.3, 2);
        kids.push(tool(c.name, { value: J(c.args), mime_type: 'application/json' }, c.error ? null : { value: asText(c.result), mime_type: typeof c.result === 'string' ? 'text/plain' : 'application/json' },
          { error: c.error, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': J(c.args), ...(c.meta || {}) } }));
        hist.push({ role: 'tool', content: c.error ? c.error : asText(c.result) });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(sp.agentName || 'AgentRunner', { value: sp.goal, mime_type: 'text/plain' }, sp.cutoff ? null : { value: last.text || '', mime_type: 'text/plain' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid(), ...(sp.rootMeta || {}) });
  },

  // smolagents CodeAgent: steps containing model output (Thought/Code) and the tools the code called
  smolagents(R, sp) {
    const kids = [];
    let i = 0;
    for (const t of sp.turns) {
      i++;
      const calls = t.calls || [];
      const code = t.code || calls.map((c) => `${c.var ? c.var + ' = ' : ''}${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${J(v)}`).join(', ')})\nprint(${c.var || '_'})`).join('\n');
      const text = t.final ? `Thought: ${t.text}\nCode:\n\`\`\`py\nfinal_answer(${J(t.final)})\n\`\`\`<end_code>` : `Thought: ${t.text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
      const inner = [...(t.pre || [])];
      inner.push(llm('LiteLLMModel.__call__', { messages: [{ role: 'system', content: sp.system.slice(0, 400) + ' [...]' }, { role: 'user', content: `New task:\n${sp.goal}` }, ...(i > 1 ? [{ role: 'user', content: '[memory of previous steps]' }] : [])] }, { role: 'assistant', content: text }, { 'llm.model_name': sp.model, 'llm.token_count.prompt': R.tok(1500, 9000), 'llm.token_count.completion': R.tok(40, 400) }));
      const obs = [];
      for (const c of calls) {
        R.adv(0.2, 3);
        inner.push(tool(c.name, c.args, c.error ? null : c.result, { error: c.error, metadata: { 'openinference.span.kind': 'TOOL', ...(c.meta || {}) } }));
        obs.push(c.error ? `Error: ${c.error}` : asText(c.result));
      }
      if (t.final) inner.push(tool('final_answer', { answer: t.final }, t.final));
      inner.push(...(t.post || []));
      const errs = calls.filter((c) => c.error);
      kids.push(chain(`Step ${i}`, { step_number: i }, t.final ? { final_answer: t.final } : { observations: `Execution logs:\n${obs.join('\n')}\nLast output from code snippet:\nNone` }, inner, { step_number: i, duration: +R.secs(1, 14), ...(errs.length ? { error: errs[0].error } : {}) }));
    }
    return agent('CodeAgent.run', { task: sp.goal, stream: false, max_steps: sp.maxSteps || 20 }, sp.cutoff ? { error: `Reached max steps.` } : { output: sp.turns[sp.turns.length - 1].final }, kids, { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': sp.maxSteps || 20, ...(sp.rootMeta || {}) });
  },

  // CrewAI: Crew.kickoff -> Task -> Agent execution -> LLM call / tool usage (ReAct text format)
  crewai(R, sp) {
    const inner = [];
    let scratch = '';
    for (const t of sp.turns) {
      inner.push(...(t.pre || []));
      const calls = t.calls || [];
      const c = calls[0];
      const out = c ? `Thought: ${t.text}\nAction: ${c.name}\nAction Input: ${J(c.args)}` : `Thought: ${t.text}\nFinal Answer: ${t.final || ''}`;
      inner.push(llm('LLM.call', { messages: [{ role: 'system', content: sp.system }, { role: 'user', content: `Current Task: ${sp.goal}\n\nBegin! This is VERY important to you, use the tools available and give your best Final Answer, your job depends on it!\n\nThought:${scratch ? '\n' + scratch : ''}` }] }, out, { model: sp.model, crewai_version: '0.86.0', agent_role: sp.role }));
      if (c) {
        R.adv(0.3, 3);
        inner.push(tool(`Tool Usage: ${c.name}`, { tool_name: c.name, tool_args: c.args }, c.error ? null : c.result, { error: c.error, metadata: { attempts: 1, run_attempts: 1, delegations: 0, ...(c.meta || {}) } }));
        scratch += `${out}\nObservation: ${c.error ? c.error : asText(c.result)}\n`;
      }
      inner.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    const ag = agent(`Agent: ${sp.role}`, { role: sp.role, goal: sp.agentGoal, backstory: sp.backstory }, sp.cutoff ? null : last.final, inner, { allow_delegation: false, max_iter: sp.maxIter || 20 });
    const task = chain(`Task: ${sp.taskName}`, { description: sp.goal, expected_output: sp.expected }, sp.cutoff ? null : { raw: last.final }, [ag], { task_id: R.uuid() });
    return agent('Crew.kickoff', { inputs: sp.inputs || {} }, sp.cutoff ? { error: 'Agent stopped due to iteration limit or time limit.' } : { raw: last.final, token_usage: { total_tokens: R.tok(5000, 40000) } }, [task], { crew_id: R.uuid(), process: 'sequential', ...(sp.rootMeta || {}) });
  },

  // AutoGen (AgentChat): AssistantAgent model client create calls + tool executions, messages with source
  autogen(R, sp) {
    const kids = [];
    const msgs = [{ type: 'SystemMessage', content: sp.system }, { type: 'UserMessage', content: sp.goal, source: 'user' }];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const u = usage(R);
      const out = calls.length ? { finish_reason: 'function_calls', content: calls.map((c) => ({ id: c.id, name: c.name, arguments: J(c.args) })), thought: t.text || null } : { finish_reason: 'stop', content: t.text };
      kids.push(llm('OpenAIChatCompletionClient.create', { messages: msgs.slice() }, { ...out, usage: { prompt_tokens: u.i, completion_tokens: u.o }, cached: false }, { model: sp.model, agent: sp.agentName }));
      msgs.push({ type: 'AssistantMessage', content: out.content, thought: t.text || undefined, source: sp.agentName });
      const res = [];
      for (const c of calls) {
        R.adv(0.2, 2);
        kids.push(tool(`execute_tool ${c.name}`, { name: c.name, arguments: J(c.args), call_id: c.id }, c.error ? null : { content: asText(c.result), name: c.name, call_id: c.id, is_error: false }, { error: c.error, metadata: { 'autogen.agent': sp.agentName, ...(c.meta || {}) } }));
        res.push({ content: c.error ? c.error : asText(c.result), name: c.name, call_id: c.id, is_error: !!c.error });
      }
      if (res.length) msgs.push({ type: 'FunctionExecutionResultMessage', content: res });
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(`${sp.agentName}.run`, { task: sp.goal }, sp.cutoff ? { stop_reason: 'Maximum number of turns reached.' } : { messages_tail: [{ source: sp.agentName, content: last.text, type: 'TextMessage' }], stop_reason: 'Text \'TERMINATE\' mentioned' }, kids, { team: sp.team || null, ...(sp.rootMeta || {}) });
  },

  // Pydantic AI as recorded by Logfire: agent run -> chat <model> -> running tools -> running tool
  pydantic_ai(R, sp) {
    const kids = [];
    const all = [{ parts: [{ part_kind: 'system-prompt', content: sp.system }, { part_kind: 'user-prompt', content: sp.goal, timestamp: R.iso() }], kind: 'request' }];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: 'pyd_ai_' + R.hex(32) }));
      const parts = [...(t.text ? [{ part_kind: 'text', content: t.text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: c.argsString ? J(c.args) : c.args, tool_call_id: c.id }))];
      kids.push(llm(`chat ${sp.model}`, { messages: all.slice() }, { parts, kind: 'response', model_name: sp.model, timestamp: R.iso(R.adv(1, 6)) }, { 'gen_ai.system': sp.provider || 'openai', 'gen_ai.request.model': sp.model, 'gen_ai.usage.input_tokens': R.tok(), 'gen_ai.usage.output_tokens': R.tok(10, 300), 'logfire.span_type': 'span' }));
      all.push({ parts, kind: 'response' });
      if (calls.length) {
        const tk = []; const rp = [];
        for (const c of calls) {
          R.adv(0.2, 3);
          tk.push(tool('running tool', { tool_name: c.name, args: c.args, tool_call_id: c.id }, c.error ? null : { tool_response: c.result }, { error: c.error, metadata: { 'gen_ai.tool.name': c.name, 'logfire.msg': `running tool: ${c.name}`, ...(c.meta || {}) } }));
          rp.push(c.error ? { part_kind: 'retry-prompt', tool_name: c.name, content: c.error, tool_call_id: c.id } : { part_kind: 'tool-return', tool_name: c.name, content: c.result, tool_call_id: c.id });
        }
        kids.push(chain('running tools', { tools: calls.map((c) => c.name) }, null, tk, { 'logfire.msg': `running ${calls.length} tool${calls.length > 1 ? 's' : ''}` }));
        all.push({ parts: rp, kind: 'request' });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(`${sp.agentName || 'agent'} run`, { prompt: sp.goal }, sp.cutoff ? null : { final_result: last.text || '' }, kids, { model_name: sp.model, agent_name: sp.agentName, 'logfire.msg': `${sp.agentName || 'agent'} run`, ...(sp.rootMeta || {}) });
  },

  // SWE-agent trajectory: each step has thought + action (a shell-ish command) + observation
  swe_agent(R, sp) {
    const kids = [];
    let hist = [{ role: 'system', content: sp.system }, { role: 'user', content: sp.goal }];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const c = (t.calls || [])[0];
      const action = c ? c.action : 'submit';
      const text = `DISCUSSION\n${t.text}\n\n\`\`\`\n${action}\n\`\`\``;
      const m = llm('model.query', { messages: hist.slice(-6), n_history: hist.length }, { message: text, thought: t.text, action }, { model: sp.model, cost: +(R.n() * 0.05).toFixed(5), tokens_sent: R.tok(3000, 30000), tokens_received: R.tok(40, 500) });
      kids.push(m);
      hist.push({ role: 'assistant', content: text });
      if (c) {
        R.adv(0.5, 20);
        kids.push(tool(c.name || action.split(' ')[0], { action }, c.error ? null : { observation: asText(c.result) }, { error: c.error, metadata: { execution_time: +R.secs(0.05, 60), state: { open_file: sp.openFile || 'n/a', working_dir: sp.cwd || '/repo' }, ...(c.meta || {}) } }));
        hist.push({ role: 'user', content: `OBSERVATION:\n${c.error ? c.error : asText(c.result)}` });
      }
      kids.push(...(t.post || []));
    }
    return agent('SWEAgent.run', { problem_statement: sp.goal, instance_id: sp.instance }, sp.cutoff ? { exit_status: 'exit_cost', submission: null } : { exit_status: 'submitted', submission: sp.patch || '' }, kids, { model: sp.model, per_instance_cost_limit: 3.0, ...(sp.rootMeta || {}) });
  },

  // Griptape (not in the brief's list): Structure run -> PromptTask -> prompt driver runs + ActionsSubtasks
  griptape(R, sp) {
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, tag: c.name.split('.')[0] + '_' + R.b62(6) }));
      const out = calls.length ? `Thought: ${t.text}\nActions: ${J(calls.map((c) => ({ tag: c.tag, name: c.name.split('.')[0], path: c.name.split('.')[1], input: { values: c.args } })))}` : (sp.cutoff ? `Thought: ${t.text}` : `Answer: ${t.text}`);
      kids.push(llm('OpenAiChatPromptDriver.run', { prompt_stack: { messages: [{ role: 'system', content: sp.system }, { role: 'user', content: sp.goal }, '[... subtask history ...]'] } }, { role: 'assistant', content: out }, { model: sp.model, 'griptape.event': 'FinishPromptEvent', input_token_count: R.tok(), output_token_count: R.tok(20, 400) }));
      if (calls.length) {
        const tk = calls.map((c) => { R.adv(0.2, 3); return tool(c.name, { values: c.args }, c.error ? null : { type: 'TextArtifact', value: asText(c.result), id: R.hex(32) }, { error: c.error, metadata: { tag: c.tag, ...(c.meta || {}) } }); });
        kids.push(chain('ActionsSubtask', { thought: t.text, actions: calls.map((c) => c.tag) }, { output: calls.map((c) => (c.error ? `ErrorArtifact: ${c.error}` : 'TextArtifact')).join(', ') }, tk, { subtask_id: R.hex(32), 'griptape.event': 'FinishActionsSubtaskEvent' }));
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    const pt = chain('PromptTask', { input: sp.goal }, sp.cutoff ? null : { type: 'TextArtifact', value: last.text }, kids, { task_id: R.hex(32), max_subtasks: sp.maxSubtasks || 20 });
    return agent('Agent.run', { args: [sp.goal] }, sp.cutoff ? { type: 'ErrorArtifact', value: `Exceeded tool limit of ${sp.maxSubtasks || 20} subtasks per task.` } : { type: 'TextArtifact', value: last.text }, [pt], { structure_id: R.hex(32), 'griptape.version': '1.2.0', ...(sp.rootMeta || {}) });
  },

  // Plain message-level trace: chat.completions llm spans with tool_calls, tool spans as siblings
  plain(R, sp) {
    const msgs = [{ role: 'system', content: sp.system }, { role: 'user', content: sp.goal }];
    const kids = [];
    for (const t of sp.turns) {
      kids.push(...(t.pre || []));
      const calls = (t.calls || []).map((c) => ({ ...c, id: R.callId() }));
      const m = { role: 'assistant', content: t.text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } })) } : {}) };
      kids.push(llm('chat.completions.create', { model: sp.model, messages: msgs.slice() }, m, { id: R.chatcmpl(), finish_reason: calls.length ? 'tool_calls' : 'stop', created: R.epoch(R.adv(1, 5)) }));
      msgs.push(m);
      for (const c of calls) {
        R.adv(0.2, 2);
        kids.push(tool(c.name, c.argsString ? J(c.args) : c.args, c.error ? null : c.result, { error: c.error, metadata: c.meta }));
        msgs.push({ role: 'tool', tool_call_id: c.id, content: c.error ? J({ error: c.error }) : asText(c.result) });
      }
      kids.push(...(t.post || []));
    }
    const last = sp.turns[sp.turns.length - 1];
    return agent(sp.agentName || 'agent', { task: sp.goal }, sp.cutoff ? { status: 'cutoff', reason: sp.cutoffReason || 'max_iterations' } : { answer: last.text }, kids, { model: sp.model, ...(sp.rootMeta || {}) });
  },
};

export function render(style, R, sp) {
  if (!styles[style]) throw new Error('unknown style ' + style);
  return styles[style](R, sp);
}

// Build one row
export function row(family, n, scenarioFn) {
  const trace_id = `${family}-${String(n).padStart(2, '0')}`;
  const R = noise(trace_id);
  const s = scenarioFn(R);
  return { trace_id, family, isolates: s.isolates, loop: s.loop, stagnation: s.stagnation, goal: s.goal, root: s.root, _domain: s.domain, _style: s.style };
}
