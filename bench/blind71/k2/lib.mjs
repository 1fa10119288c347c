// Deterministic helpers: PRNG, volatile-noise generators, and span builders in several tracer styles.
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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise: one per trace, seeded by trace_id. Holds a simulated clock that only moves forward.
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const base = Date.UTC(2025, 2 + Math.floor(r() * 8), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 12), Math.floor(r() * 60), Math.floor(r() * 60));
  let clock = base + Math.floor(r() * 1000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    tick: (minMs = 300, maxMs = 4000) => { clock += minMs + Math.floor(r() * (maxMs - minMs)); return clock; },
    now: () => clock,
    iso: () => new Date(N.tick()).toISOString(),
    isoOff: () => { const d = new Date(N.tick() + 3600000); return d.toISOString().replace('Z', '+01:00').replace(/\.\d{3}/, ''); },
    http: () => { const d = new Date(N.tick()); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    sqlts: () => new Date(N.tick()).toISOString().replace('T', ' ').replace('Z', ''),
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    compact: () => new Date(N.tick()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[N.int(0, 31)]; return s; },
    req: (prefix = 'req_') => prefix + N.b62(20),
    etag: () => `"${N.hex(16)}"`,
    wetag: () => `W/"${N.hex(4)}-${N.b62(27)}"`,
    sha: () => N.hex(40),
    dur: () => `${(N.r() * 3 + 0.05).toFixed(2)}s`,
    ms: (a = 8, b = 900) => N.int(a, b),
    tmp: (stem = 'tmp') => `/tmp/${stem}${N.b62(8)}`,
    host: (prefix) => `${prefix}-${N.int(1, 9)}${N.pick(['a', 'b', 'c'])}.${N.pick(['fra1', 'ams3', 'iad2', 'syd1', 'osl1'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10)}-${N.b62(5).toLowerCase()}`,
    addr: () => `0x7f${N.hex(10)}`,
    spanId: () => N.hex(16),
    traceId: () => N.hex(32),
  };
  return N;
}

// ---------- generic span builder ----------
export function span(N, type, name, input, output, children = [], extra = {}) {
  const start = new Date(N.now()).toISOString();
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  const md = { ...(extra.metadata || {}) };
  if (!extra.noTimes) { md.start_time = start; md.end_time = new Date(N.tick(40, 2500)).toISOString(); }
  if (Object.keys(md).length) s.metadata = md;
  return s;
}

// ---------- style renderers ----------
// A run = { goal, model, system, steps:[{text?, calls?:[{name,args,out,err,strArgs?}]}], final?, agentName?, cutoff? }
// Each step is one model turn; its calls are executed after it. `final` is the closing text turn.
const J = (x) => JSON.stringify(x);
const cid = (N, pre) => pre + N.b62(22);
function outStr(o) { return typeof o === 'string' ? o : J(o); }

function chatMsgs(run) {
  const m = [];
  if (run.system) m.push({ role: 'system', content: run.system });
  m.push({ role: 'user', content: run.goal });
  return m;
}
const usage = (N) => ({ prompt_tokens: N.int(600, 9000), completion_tokens: N.int(20, 420) });

const styles = {
  // Plain message-level trace (OpenAI chat-completions shape), tools as siblings.
  plain(N, run) {
    const msgs = chatMsgs(run); const kids = [];
    const turn = (st) => {
      const calls = (st.calls || []).map((c) => ({ id: cid(N, 'call_'), type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      const out = { role: 'assistant', content: st.text ?? null };
      if (calls.length) out.tool_calls = calls;
      kids.push(span(N, 'llm', 'chat.completions.create', { model: run.model, messages: msgs.slice() }, out, [], { metadata: { usage: usage(N), finish_reason: calls.length ? 'tool_calls' : 'stop' } }));
      msgs.push(out);
      (st.calls || []).forEach((c, i) => {
        kids.push(span(N, 'tool', c.name, c.strArgs ? J(c.args) : c.args, c.out, [], { error: c.err, metadata: { tool_call_id: calls[i].id } }));
        msgs.push({ role: 'tool', tool_call_id: calls[i].id, content: c.err ? `Error: ${c.err}` : outStr(c.out) });
      });
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', run.agentName || 'agent', { task: run.goal }, run.final ? { final_answer: run.final } : null, kids, { error: run.cutoff });
  },

  // Vercel AI SDK OpenTelemetry spans.
  vercel(N, run) {
    const msgs = [{ role: 'system', content: run.system }, { role: 'user', content: [{ type: 'text', text: run.goal }] }]; const kids = [];
    const turn = (st, i) => {
      const tcs = (st.calls || []).map((c) => ({ toolCallType: 'function', toolCallId: cid(N, 'call_'), toolName: c.name, args: J(c.args) }));
      kids.push(span(N, 'llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': J(msgs) },
        { 'ai.response.text': st.text || '', 'ai.response.toolCalls': tcs.length ? J(tcs) : undefined, 'ai.response.finishReason': tcs.length ? 'tool-calls' : 'stop', 'ai.response.id': 'resp_' + N.hex(24), 'ai.response.timestamp': new Date(N.now()).toISOString() },
        [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': run.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': N.int(500, 8000), 'ai.usage.completionTokens': N.int(10, 400), 'gen_ai.request.model': run.model, 'ai.step': i } }));
      msgs.push({ role: 'assistant', content: [...(st.text ? [{ type: 'text', text: st.text }] : []), ...tcs.map((t) => ({ type: 'tool-call', toolCallId: t.toolCallId, toolName: t.toolName, args: JSON.parse(t.args) }))] });
      (st.calls || []).forEach((c, k) => {
        kids.push(span(N, 'tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': tcs[k].toolCallId, 'ai.toolCall.args': J(c.args) }, c.err ? undefined : { 'ai.toolCall.result': J(c.out) }, [], { error: c.err, metadata: { 'operation.name': 'ai.toolCall' } }));
        msgs.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: tcs[k].toolCallId, toolName: c.name, result: c.err ? { error: c.err } : c.out }] });
      });
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final }, run.steps.length);
    return span(N, 'agent', 'ai.generateText', { 'ai.prompt': J({ system: run.system, prompt: run.goal }) }, { 'ai.response.text': run.final || '' }, kids, { error: run.cutoff, metadata: { 'ai.operationId': 'ai.generateText', 'ai.telemetry.functionId': run.agentName || 'agent', 'ai.settings.maxSteps': 40 } });
  },

  // OpenTelemetry GenAI semantic conventions.
  otel(N, run) {
    const kids = []; const hist = [{ role: 'user', parts: [{ type: 'text', content: run.goal }] }];
    const turn = (st) => {
      const parts = [...(st.text ? [{ type: 'text', content: st.text }] : []), ...(st.calls || []).map((c) => ({ type: 'tool_call', id: c._id = cid(N, 'call_'), name: c.name, arguments: c.args }))];
      kids.push(span(N, 'llm', `chat ${run.model}`, { 'gen_ai.input.messages': hist.slice(), 'gen_ai.system_instructions': [{ type: 'text', content: run.system }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: st.calls?.length ? 'tool_call' : 'stop' }] }, [],
        { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': run.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': N.int(400, 9000), 'gen_ai.usage.output_tokens': N.int(10, 500) } }));
      hist.push({ role: 'assistant', parts });
      (st.calls || []).forEach((c) => {
        kids.push(span(N, 'tool', `execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': J(c.args) }, c.err ? undefined : { 'gen_ai.tool.call.result': outStr(c.out) }, [], { error: c.err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c._id, 'gen_ai.tool.type': 'function', ...(c.err ? { 'error.type': c.err.split(':')[0] } : {}) } }));
        hist.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: c._id, response: c.err || c.out }] });
      });
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', `invoke_agent ${run.agentName || 'assistant'}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: run.goal }] }] }, run.final ? { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: run.final }] }] } : null, kids, { error: run.cutoff, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': run.agentName || 'assistant', 'gen_ai.conversation.id': N.uuid() } });
  },

  // LangGraph via LangSmith runs: agent node (chain) holding ChatOpenAI, tools node holding tool runs.
  langgraph(N, run) {
    const kids = []; const msgs = chatMsgs(run).map((m) => ({ type: m.role === 'user' ? 'human' : m.role, content: m.content }));
    let step = 1;
    const turn = (st) => {
      const tc = (st.calls || []).map((c) => ({ name: c.name, args: c.args, id: cid(N, 'call_'), type: 'tool_call' }));
      const ai = { type: 'ai', content: st.text || '', tool_calls: tc };
      const llm = span(N, 'llm', 'ChatOpenAI', { messages: [msgs.slice()] }, { generations: [[{ text: st.text || '', message: ai, generation_info: { finish_reason: tc.length ? 'tool_calls' : 'stop' } }]], llm_output: { model_name: run.model, token_usage: usage(N) } }, [], { metadata: { run_type: 'llm', ls_provider: 'openai', ls_model_name: run.model, langgraph_node: 'agent', langgraph_step: step, run_id: N.uuid() } });
      kids.push(span(N, 'chain', 'agent', { messages: ['...'] }, { messages: [ai] }, [llm], { metadata: { run_type: 'chain', langgraph_step: step++, langgraph_triggers: ['branch:to:agent'] } }));
      msgs.push(ai);
      if (tc.length) {
        const tk = (st.calls || []).map((c, i) => { msgs.push({ type: 'tool', name: c.name, tool_call_id: tc[i].id, content: c.err ? `Error: ${c.err}\n Please fix your mistakes.` : outStr(c.out), status: c.err ? 'error' : 'success' }); return span(N, 'tool', c.name, { input: c.strArgs ? J(c.args) : c.args }, c.err ? undefined : { output: c.out }, [], { error: c.err, metadata: { run_type: 'tool', langgraph_node: 'tools', langgraph_step: step, tool_call_id: tc[i].id, run_id: N.uuid() } }); });
        kids.push(span(N, 'chain', 'tools', { messages: [ai] }, { messages: msgs.slice(-tk.length) }, tk, { metadata: { run_type: 'chain', langgraph_step: step++ } }));
      }
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', 'LangGraph', { messages: [{ type: 'human', content: run.goal }] }, { messages: msgs.slice(-1) }, kids, { error: run.cutoff, metadata: { run_type: 'chain', thread_id: N.uuid(), ls_run_depth: 0, recursion_limit: 50 } });
  },

  // OpenAI Agents SDK traces: workflow -> agent span -> response spans + function spans.
  oaiagents(N, run) {
    const inner = []; const items = [{ role: 'user', content: run.goal }];
    const turn = (st) => {
      const out = [...(st.text ? [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: st.text, annotations: [] }] }] : []), ...(st.calls || []).map((c) => ({ type: 'function_call', call_id: c._id = cid(N, 'call_'), name: c.name, arguments: J(c.args), status: 'completed' }))];
      inner.push(span(N, 'llm', 'response', { input: items.slice(), instructions: run.system }, { id: 'resp_' + N.hex(48), output: out, usage: { input_tokens: N.int(500, 9000), output_tokens: N.int(10, 400) } }, [], { metadata: { span_data: { type: 'response' }, model: run.model, span_id: 'span_' + N.hex(24) } }));
      items.push(...out);
      (st.calls || []).forEach((c) => {
        inner.push(span(N, 'tool', c.name, J(c.args), c.err ? undefined : outStr(c.out), [], { error: c.err, metadata: { span_data: { type: 'function', mcp_data: null }, span_id: 'span_' + N.hex(24) } }));
        items.push({ type: 'function_call_output', call_id: c._id, output: c.err ? `An error occurred while running the tool. Please try again. Error: ${c.err}` : outStr(c.out) });
      });
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    const ag = span(N, 'agent', run.agentName || 'Assistant', { input: run.goal }, run.final ? { final_output: run.final } : null, inner, { error: run.cutoff, metadata: { span_data: { type: 'agent', tools: [...new Set(run.steps.flatMap((s) => (s.calls || []).map((c) => c.name)))], handoffs: [], output_type: 'str' } } });
    return span(N, 'agent', 'Agent workflow', { input: run.goal }, run.final ? { final_output: run.final } : null, [ag], { error: run.cutoff, metadata: { trace_id: 'trace_' + N.hex(32), group_id: null, workflow_name: 'Agent workflow' } });
  },

  // Anthropic Messages API logs: content blocks with text / tool_use / tool_result.
  anthropic(N, run) {
    const kids = []; const msgs = [{ role: 'user', content: run.goal }];
    const turn = (st) => {
      const content = [...(st.thinking ? [{ type: 'thinking', thinking: st.thinking, signature: N.b62(48) }] : []), ...(st.text ? [{ type: 'text', text: st.text }] : []), ...(st.calls || []).map((c) => ({ type: 'tool_use', id: c._id = cid(N, 'toolu_01'), name: c.name, input: c.args }))];
      kids.push(span(N, 'llm', 'anthropic.messages.create', { model: run.model, max_tokens: 8192, system: run.system, messages: msgs.slice(), tools: run.tools || [] }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content, stop_reason: st.calls?.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(800, 12000), output_tokens: N.int(20, 700), cache_read_input_tokens: N.int(0, 6000) } }, [], { metadata: { 'request-id': 'req_011C' + N.b62(20) } }));
      msgs.push({ role: 'assistant', content });
      if (st.calls?.length) {
        const res = [];
        st.calls.forEach((c) => { kids.push(span(N, 'tool', c.name, c.args, c.out, [], { error: c.err, metadata: { tool_use_id: c._id } })); res.push({ type: 'tool_result', tool_use_id: c._id, content: c.err ? c.err : outStr(c.out), ...(c.err ? { is_error: true } : {}) }); });
        msgs.push({ role: 'user', content: res });
      }
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', run.agentName || 'messages-loop', { prompt: run.goal }, run.final ? { text: run.final } : null, kids, { error: run.cutoff });
  },

  // Gemini API function calling (functionCall / functionResponse parts).
  gemini(N, run) {
    const kids = []; const contents = [{ role: 'user', parts: [{ text: run.goal }] }];
    const turn = (st) => {
      const parts = [...(st.text ? [{ text: st.text }] : []), ...(st.calls || []).map((c) => ({ functionCall: { name: c.name, args: c.args } }))];
      kids.push(span(N, 'llm', `models/${run.model}:generateContent`, { contents: contents.slice(), systemInstruction: { parts: [{ text: run.system }] }, tools: [{ functionDeclarations: (run.tools || []).map((n) => ({ name: n })) }] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: N.int(500, 9000), candidatesTokenCount: N.int(10, 400), totalTokenCount: N.int(9001, 9900) }, modelVersion: run.model, responseId: N.b62(22) }, [], {}));
      contents.push({ role: 'model', parts });
      if (st.calls?.length) {
        const rp = [];
        st.calls.forEach((c) => { kids.push(span(N, 'tool', c.name, c.args, c.out, [], { error: c.err })); rp.push({ functionResponse: { name: c.name, response: c.err ? { error: c.err } : (typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out }) } }); });
        contents.push({ role: 'user', parts: rp });
      }
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', run.agentName || 'gemini-agent', { goal: run.goal }, run.final ? { text: run.final } : null, kids, { error: run.cutoff });
  },

  // OpenInference / Arize Phoenix flattened attributes.
  openinference(N, run) {
    const kids = []; const msgs = chatMsgs(run);
    const flat = (ms) => { const o = { 'openinference.span.kind': 'LLM', 'llm.model_name': run.model, 'llm.provider': 'openai' }; ms.forEach((m, i) => { o[`llm.input_messages.${i}.message.role`] = m.role; if (m.content) o[`llm.input_messages.${i}.message.content`] = m.content; (m.tool_calls || []).forEach((t, k) => { o[`llm.input_messages.${i}.message.tool_calls.${k}.tool_call.function.name`] = t.function.name; o[`llm.input_messages.${i}.message.tool_calls.${k}.tool_call.function.arguments`] = t.function.arguments; }); }); return o; };
    const turn = (st) => {
      const tcs = (st.calls || []).map((c) => ({ id: cid(N, 'call_'), type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      const am = { role: 'assistant', content: st.text || null, ...(tcs.length ? { tool_calls: tcs } : {}) };
      const md = flat(msgs); md['llm.output_messages.0.message.role'] = 'assistant'; if (st.text) md['llm.output_messages.0.message.content'] = st.text;
      tcs.forEach((t, k) => { md[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.name`] = t.function.name; md[`llm.output_messages.0.message.tool_calls.${k}.tool_call.function.arguments`] = t.function.arguments; });
      md['llm.token_count.prompt'] = N.int(400, 9000); md['llm.token_count.completion'] = N.int(10, 400);
      kids.push(span(N, 'llm', 'ChatCompletion', { 'input.value': J({ messages: msgs.slice(), model: run.model }), 'input.mime_type': 'application/json' }, { 'output.value': J({ choices: [{ message: am }] }), 'output.mime_type': 'application/json' }, [], { metadata: md }));
      msgs.push(am);
      (st.calls || []).forEach((c, i) => { kids.push(span(N, 'tool', c.name, { 'input.value': J(c.args) }, c.err ? undefined : { 'output.value': outStr(c.out) }, [], { error: c.err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': J(c.args), 'tool_call.id': tcs[i].id } })); msgs.push({ role: 'tool', content: c.err || outStr(c.out), tool_call_id: tcs[i].id }); });
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', run.agentName || 'Agent', { 'input.value': run.goal }, { 'output.value': run.final || null }, kids, { error: run.cutoff, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } });
  },

  // CrewAI: Crew -> Task -> Agent, ReAct text in LLM outputs, tools nested under the agent.
  crewai(N, run) {
    const kids = [];
    const turn = (st) => {
      const c = (st.calls || [])[0];
      const text = c ? `Thought: ${st.text || ''}\nAction: ${c.name}\nAction Input: ${J(c.args)}` : `Thought: I now know the final answer\nFinal Answer: ${st.text}`;
      kids.push(span(N, 'llm', 'LLM.call', { model: run.model, messages: [{ role: 'system', content: `You are ${run.role || 'Researcher'}. ${run.system}` }, { role: 'user', content: `Current Task: ${run.goal}` }] }, text, [], { metadata: { 'crewai.llm': run.model, callbacks: ['TokenCalcHandler'] } }));
      if (c) kids.push(span(N, 'tool', c.name, c.args, c.err ? `I encountered an error while trying to use the tool. This was the error: ${c.err}.` : c.out, [], { error: c.err, metadata: { 'crewai.tool.usage_count': kids.filter((k) => k.name === c.name).length + 1, from_cache: false } }));
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    const ag = span(N, 'agent', `Agent: ${run.role || 'Researcher'}`, { role: run.role, goal: run.goal }, run.final || null, kids, { error: run.cutoff, metadata: { allow_delegation: false, max_iter: 25 } });
    const task = span(N, 'chain', 'Task._execute_core', { description: run.goal, expected_output: run.expected || 'A concise report' }, run.final ? { raw: run.final, agent: run.role } : null, [ag], { error: run.cutoff, metadata: { task_id: N.uuid() } });
    return span(N, 'agent', 'Crew.kickoff', { inputs: { topic: run.goal.slice(0, 60) } }, run.final ? { raw: run.final } : null, [task], { error: run.cutoff, metadata: { crew_id: N.uuid(), process: 'sequential', 'crewai.version': '0.114.0' } });
  },

  // smolagents ToolCallingAgent: "Step N" spans containing the model call and the tool call.
  smolagents(N, run) {
    const kids = []; let n = 1;
    const turn = (st) => {
      const inner = [];
      const tcs = (st.calls || []).map((c) => ({ id: cid(N, 'call_'), type: 'function', function: { name: c.name, arguments: c.args } }));
      inner.push(span(N, 'llm', 'LiteLLMModel.generate', { messages: [{ role: 'system', content: [{ type: 'text', text: run.system }] }, { role: 'user', content: [{ type: 'text', text: `New task:\n${run.goal}` }] }, { role: 'assistant', content: '...' }] }, { role: 'assistant', content: st.text || null, tool_calls: tcs.length ? tcs : (run.final && st.text === run.final ? [{ id: cid(N, 'call_'), type: 'function', function: { name: 'final_answer', arguments: { answer: st.text } } }] : null) }, [], { metadata: { 'llm.model_name': run.model } }));
      (st.calls || []).forEach((c) => inner.push(span(N, 'tool', c.name, { args: [], sanitize_inputs_outputs: true, kwargs: c.args }, c.err ? undefined : c.out, [], { error: c.err })));
      const obs = (st.calls || []).map((c) => c.err ? `Error executing tool '${c.name}': ${c.err}` : `Observation: ${outStr(c.out).slice(0, 300)}`).join('\n');
      kids.push(span(N, 'chain', `Step ${n++}`, { step_number: n - 1 }, { observations: obs || null, action_output: run.final && st.text === run.final ? st.text : null }, inner, {}));
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', 'ToolCallingAgent.run', { task: run.goal, stream: false, reset: true, max_steps: 20 }, run.final || null, kids, { error: run.cutoff, metadata: { 'smolagents.max_steps': 20, 'smolagents.tools_names': [...new Set(run.steps.flatMap((s) => (s.calls || []).map((c) => c.name))), 'final_answer'] } });
  },

  // Pydantic AI via Logfire: "chat <model>" spans and "running tools" with nested "running tool: x".
  pydanticai(N, run) {
    const kids = []; const hist = [{ kind: 'request', parts: [{ part_kind: 'system-prompt', content: run.system }, { part_kind: 'user-prompt', content: run.goal }] }];
    const turn = (st) => {
      const parts = [...(st.text ? [{ part_kind: 'text', content: st.text }] : []), ...(st.calls || []).map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: J(c.args), tool_call_id: c._id = 'pyd_ai_' + N.hex(32) }))];
      kids.push(span(N, 'llm', `chat ${run.model}`, { all_messages_events: hist.slice() }, { kind: 'response', parts, model_name: run.model, finish_reason: st.calls?.length ? 'tool_call' : 'stop' }, [], { metadata: { 'gen_ai.request.model': run.model, 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': N.int(400, 9000) } }));
      hist.push({ kind: 'response', parts });
      if (st.calls?.length) {
        const tk = st.calls.map((c) => span(N, 'tool', `running tool: ${c.name}`, { tool_arguments: J(c.args), 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c._id }, c.err ? undefined : { tool_response: c.out }, [], { error: c.err }));
        kids.push(span(N, 'chain', 'running tools', { tools: st.calls.map((c) => c.name) }, null, tk, {}));
        hist.push({ kind: 'request', parts: st.calls.map((c) => c.err ? { part_kind: 'retry-prompt', content: c.err, tool_name: c.name, tool_call_id: c._id } : { part_kind: 'tool-return', tool_name: c.name, content: c.out, tool_call_id: c._id }) });
      }
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', `${run.agentName || 'agent'} run`, { prompt: run.goal }, run.final ? { final_result: run.final } : null, kids, { error: run.cutoff, metadata: { 'logfire.msg': `${run.agentName || 'agent'} run`, agent_name: run.agentName || 'agent', model_name: run.model } });
  },

  // Strands Agents: event-loop cycles each holding a model invoke and tool spans.
  strands(N, run) {
    const kids = [];
    const turn = (st) => {
      const content = [...(st.text ? [{ text: st.text }] : []), ...(st.calls || []).map((c) => ({ toolUse: { toolUseId: c._id = 'tooluse_' + N.b62(22), name: c.name, input: c.args } }))];
      const inner = [span(N, 'llm', 'chat', { 'gen_ai.prompt': J([{ role: 'user', content: [{ text: run.goal }] }]) }, { 'gen_ai.completion': J(content), stopReason: st.calls?.length ? 'tool_use' : 'end_turn' }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': run.model } })];
      (st.calls || []).forEach((c) => inner.push(span(N, 'tool', `execute_tool ${c.name}`, { toolUseId: c._id, input: c.args }, c.err ? { status: 'error', content: [{ text: `Error: ${c.err}` }] } : { status: 'success', content: [{ text: outStr(c.out) }] }, [], { error: c.err, metadata: { 'gen_ai.tool.name': c.name } })));
      kids.push(span(N, 'chain', 'execute_event_loop_cycle', { 'event_loop.cycle_id': N.uuid() }, null, inner, {}));
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', `invoke_agent ${run.agentName || 'Strands Agents'}`, { 'gen_ai.prompt': run.goal }, run.final ? { 'gen_ai.completion': run.final } : null, kids, { error: run.cutoff, metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': run.agentName || 'Strands Agents' } });
  },

  // Agno (formerly phidata) -- not in the brief's list. Agent.run -> Model.response -> FunctionCall spans nested in the model span.
  agno(N, run) {
    const kids = [];
    const turn = (st) => {
      const fc = (st.calls || []).map((c) => span(N, 'tool', `FunctionCall.execute:${c.name}`, { function: c.name, arguments: c.args }, c.err ? { status: 'failure' } : { result: outStr(c.out), status: 'success' }, [], { error: c.err, metadata: { 'tool_call_id': cid(N, 'call_'), 'agno.tool.show_result': false } }));
      kids.push(span(N, 'llm', 'OpenAIChat.response', { model: run.model, messages_count: kids.length * 2 + 2, last_user_message: run.goal }, { content: st.text || null, tool_calls: (st.calls || []).map((c) => ({ function: { name: c.name, arguments: J(c.args) } })), metrics: { input_tokens: N.int(400, 8000), output_tokens: N.int(10, 400), time_to_first_token: `${N.ms(120, 900)}ms` } }, fc, { metadata: { 'agno.run_id': N.uuid() } }));
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    return span(N, 'agent', 'Agent.run', { message: run.goal, agent_name: run.agentName, session_id: N.uuid() }, run.final ? { content: run.final, content_type: 'str', event: 'RunResponse' } : null, kids, { error: run.cutoff, metadata: { 'agno.version': '1.4.5' } });
  },

  // Inspect AI eval log: sample -> solver -> model events and tool events.
  inspect(N, run) {
    const ev = []; let turnNo = 0;
    const turn = (st) => {
      ev.push(span(N, 'llm', 'model', { model: run.model, input: [{ role: 'user', content: run.goal }, { role: 'assistant', content: `...${turnNo++} earlier turns...` }], tools: run.tools || [] }, { choices: [{ message: { role: 'assistant', content: st.text || '', tool_calls: (st.calls || []).map((c) => ({ id: c._id = 'call_' + N.b62(12), function: c.name, arguments: c.args })) }, stop_reason: st.calls?.length ? 'tool_calls' : 'stop' }], usage: { input_tokens: N.int(600, 9000), output_tokens: N.int(10, 400) } }, [], { metadata: { event: 'model', working_start: +(N.r() * 100).toFixed(3) } }));
      (st.calls || []).forEach((c) => ev.push(span(N, 'tool', c.name, { id: c._id, function: c.name, arguments: c.args }, c.err ? undefined : { result: c.out }, [], { error: c.err, metadata: { event: 'tool', ...(c.err ? { 'error.type': 'parsing' } : {}) } })));
    };
    run.steps.forEach(turn); if (run.final) turn({ text: run.final });
    const solver = span(N, 'chain', 'solver: basic_agent', {}, null, ev, { metadata: { event: 'step', type: 'solver' } });
    return span(N, 'agent', `sample ${run.sampleId || N.int(1, 300)}`, { input: run.goal, epoch: 1 }, run.final ? { completion: run.final } : null, [solver], { error: run.cutoff, metadata: { eval_id: N.b62(22), task: run.agentName || 'agentic_task', limit: run.cutoff ? { type: 'message', limit: 40 } : null } });
  },
};

export function render(style, N, run) {
  if (!styles[style]) throw new Error('unknown style ' + style);
  const root = styles[style](N, run);
  root.metadata = { ...(root.metadata || {}), recording_style: style };
  return root;
}
export const STYLE_NAMES = Object.keys(styles);

// count spans (for validation)
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
