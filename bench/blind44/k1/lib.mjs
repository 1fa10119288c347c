// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise source bound to one trace.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const N = {};
  N.r = r;
  N.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  N.pick = (arr) => arr[Math.floor(r() * arr.length)];
  N.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  N.b62 = (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; };
  N.uuid = () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`;
  N.ulid = () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += a[Math.floor(r() * 32)]; return s; };
  N.reqId = (prefix = 'req') => `${prefix}_${N.b62(20)}`;
  N.callId = () => `call_${N.b62(24)}`;
  N.toolu = () => `toolu_01${N.b62(22)}`;
  N.sha = () => N.hex(40);
  N.sha256 = () => N.hex(64);
  N.etag = () => `W/"${N.hex(8)}-${N.hex(6)}"`;
  N.traceparent = () => `00-${N.hex(32)}-${N.hex(16)}-01`;
  // clock
  let t = Date.UTC(2025, N.int(0, 10), N.int(1, 27), N.int(6, 20), N.int(0, 59), N.int(0, 59)) + N.int(0, 999);
  N.tick = (a = 1, b = 9) => { t += N.int(a * 1000, b * 1000) + N.int(0, 999); return t; };
  N.now = () => t;
  const d = () => new Date(t);
  N.iso = () => d().toISOString();
  N.isoS = () => d().toISOString().replace(/\.\d+Z$/, 'Z');
  N.isoOff = (h = 2) => { const x = new Date(t + h * 3600e3); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; };
  N.httpDate = () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  N.sqlTs = () => d().toISOString().replace('T', ' ').replace('Z', '');
  N.logTs = () => { const x = d(); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; };
  N.hms = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${String(x.getUTCMilliseconds()).padStart(3, '0')}`; };
  N.usDate = () => { const x = d(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${((x.getUTCHours() + 11) % 12) + 1}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${x.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
  N.epoch = () => Math.floor(t / 1000);
  N.epochMs = () => t;
  N.epochNs = () => `${t}${N.int(100000, 999999)}`;
  N.ms = (a = 20, b = 900) => N.int(a, b);
  N.dur = (a = 20, b = 900) => `${N.int(a, b)}ms`;
  N.secs = (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's';
  N.tmp = (stem = 'tmp') => N.pick([`/tmp/${stem}-${N.b62(8)}`, `/tmp/pytest-of-runner/pytest-${N.int(3, 90)}/${stem}0`, `/var/folders/x2/${N.b62(8)}/T/${stem}_${N.hex(6)}`]);
  N.host = (prefix = 'api') => `${prefix}-${N.pick(['a', 'b', 'c', 'd'])}${N.int(1, 12)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`;
  N.pod = (prefix = 'worker') => `${prefix}-${N.hex(9)}-${N.b62(5).toLowerCase()}`;
  N.jobId = (prefix = 'job') => `${prefix}-${N.int(100000, 999999)}`;
  N.addr = () => `0x7f${N.hex(10)}`;
  N.cursor = () => Buffer.from(JSON.stringify({ k: N.hex(6), ts: N.epoch() })).toString('base64').replace(/=+$/, '');
  N.usage = () => ({ prompt_tokens: N.int(600, 9000), completion_tokens: N.int(20, 600) });
  return N;
}

// ---------- span building ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const clip = (v, n = 500) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };

/*
 Scenario model rendered in a chosen recording style.
 sc = { style, agent, model, system, goal, steps: [ step ], final, meta }
 step = { think?: string, say?: string, calls?: [ {name, args, out, err, argsString?} ], sub?: {agent, goal, steps, final, via}, raw?: span }
*/
export function render(sc, N) {
  const st = STYLES[sc.style];
  if (!st) throw new Error('unknown style ' + sc.style);
  const history = [{ role: 'system', content: sc.system }, { role: 'user', content: sc.goal }];
  const children = [];
  let stepNo = 0;
  const model = sc.model;
  const renderSteps = (steps, hist, into, agentName) => {
    for (const step of steps) {
      if (step.raw) { into.push(step.raw); continue; }
      stepNo++;
      N.tick(1, 6);
      const calls = (step.calls || []).map((c) => ({ ...c, id: st.idf ? st.idf(N) : N.callId() }));
      const llm = st.llm({ hist: hist.slice(), think: step.think, say: step.say, calls, model, N, stepNo, agentName });
      const toolSpans = calls.map((c) => {
        N.tick(0, 4);
        let subSpan = null;
        if (c.sub) {
          const subKids = [];
          const subHist = [{ role: 'system', content: c.sub.system || `You are ${c.sub.agent}.` }, { role: 'user', content: c.sub.goal }];
          renderSteps(c.sub.steps, subHist, subKids, c.sub.agent);
          if (c.sub.final) subKids.push(st.llm({ hist: subHist.slice(), say: c.sub.final, calls: [], model: c.sub.model || model, N, stepNo: ++stepNo, agentName: c.sub.agent }));
          subSpan = span('agent', st.subName ? st.subName(c.sub.agent) : c.sub.agent, { task: c.sub.goal }, c.sub.final ?? null, subKids, { metadata: st.agentMeta ? st.agentMeta(c.sub.agent, model, N) : undefined });
        }
        const ts = st.tool({ c, N, stepNo });
        if (subSpan) ts.children.push(subSpan);
        return ts;
      });
      // history update
      hist.push({ role: 'assistant', content: step.say ?? null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) });
      for (const c of calls) hist.push({ role: 'tool', tool_call_id: c.id, content: clip(c.err ? { error: c.err } : c.out) });
      st.place({ into, llm, toolSpans, stepNo, N, step });
    }
  };
  renderSteps(sc.steps, history, children, sc.agent);
  if (sc.final !== undefined) {
    stepNo++; N.tick(1, 5);
    const llm = st.llm({ hist: history.slice(), think: sc.finalThink, say: sc.final, calls: [], model, N, stepNo, agentName: sc.agent });
    st.place({ into: children, llm, toolSpans: [], stepNo, N, step: {} });
  }
  const root = st.root({ sc, children, N });
  return root;
}

const flatMsgs = (hist) => hist;

function textOf(think, say) { return say ?? null; }

export const STYLES = {
  // Plain message-level: llm spans with OpenAI chat output incl. tool_calls, tool spans as siblings.
  plain: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'chat.completions.create', { model, messages: flatMsgs(hist) }, {
      role: 'assistant', content: say ?? null, ...(think ? { reasoning_content: think } : {}),
      ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}),
    }, [], { metadata: { usage: N.usage(), finish_reason: calls.length ? 'tool_calls' : 'stop', system_fingerprint: `fp_${N.hex(10)}` } }),
    tool: ({ c }) => span('tool', c.name, c.argsString ? JSON.stringify(c.args) : c.args, c.err ? null : c.out, [], { error: c.err }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children }) => span('agent', sc.agent, { task: sc.goal }, sc.final ?? null, children, { metadata: sc.meta }),
  },
  // Vercel AI SDK ai.* OpenTelemetry spans
  vercel: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(hist.map((m) => ({ role: m.role, content: m.content ?? '' }))) }, {
      'ai.response.text': say ?? '', ...(think ? { 'ai.response.reasoning': think } : {}),
      'ai.response.toolCalls': calls.length ? JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined,
      'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop',
    }, [], { metadata: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': N.int(500, 8000), 'ai.usage.completionTokens': N.int(10, 500), 'ai.response.id': `chatcmpl-${N.b62(29)}`, 'ai.response.timestamp': N.iso() } }),
    tool: ({ c }) => span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(c.args) }, c.err ? null : { 'ai.toolCall.result': typeof c.out === 'string' ? c.out : JSON.stringify(c.out) }, [], { error: c.err, metadata: { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'operation.name': `ai.toolCall ${c.name}` } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children }) => span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: sc.system, prompt: sc.goal }) }, { 'ai.response.text': sc.final ?? '' }, children, { metadata: { 'ai.model.id': sc.model, 'ai.settings.maxSteps': 40, 'ai.telemetry.functionId': sc.agent, ...(sc.meta || {}) } }),
  },
  // OpenInference / Arize Phoenix
  openinference: {
    llm: ({ hist, think, say, calls, model, N }) => {
      const inp = {}; hist.forEach((m, i) => { inp[`llm.input_messages.${i}.message.role`] = m.role; inp[`llm.input_messages.${i}.message.content`] = m.content ?? ''; });
      const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': say ?? '' };
      calls.forEach((c, j) => { out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = JSON.stringify(c.args); });
      if (think) out['llm.output_messages.0.message.reasoning'] = think;
      return span('llm', 'ChatCompletion', inp, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': N.int(400, 7000), 'llm.token_count.completion': N.int(10, 400), 'llm.invocation_parameters': '{"temperature": 0.2}' } });
    },
    tool: ({ c }) => span('tool', c.name, { 'tool.name': c.name, 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' }, c.err ? null : { 'output.value': typeof c.out === 'string' ? c.out : JSON.stringify(c.out) }, [], { error: c.err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children }) => span('agent', sc.agent, { 'input.value': sc.goal }, { 'output.value': sc.final ?? '' }, children, { metadata: { 'openinference.span.kind': 'AGENT', ...(sc.meta || {}) } }),
  },
  // LangSmith / LangGraph: agent node chains with llm inside, tools node chains with tool spans inside
  langgraph: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'ChatOpenAI', { messages: [hist.map((m) => ({ type: m.role === 'assistant' ? 'ai' : m.role === 'user' ? 'human' : m.role, content: m.content ?? '' }))] }, {
      generations: [[{ text: say ?? '', type: 'ChatGeneration', message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: say ?? '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), ...(think ? { additional_kwargs: { reasoning: think } } : {}) } } }]],
      llm_output: { token_usage: { total_tokens: N.int(800, 9000) }, model_name: model },
    }, [], { metadata: { ls_provider: 'openai', ls_model_name: model, langgraph_node: 'agent' } }),
    tool: ({ c }) => span('tool', c.name, { input: c.argsString ? JSON.stringify(c.args) : c.args }, c.err ? null : { output: c.out }, [], { error: c.err, metadata: { langgraph_node: 'tools', tool_call_id: c.id } }),
    place: ({ into, llm, toolSpans, stepNo }) => {
      into.push(span('chain', 'agent', { messages: '…' }, { messages: [llm.output.generations[0][0].message] }, [llm], { metadata: { langgraph_step: stepNo * 2 - 1, langgraph_node: 'agent' } }));
      if (toolSpans.length) into.push(span('chain', 'tools', { messages: '…' }, { messages: toolSpans.map((t) => ({ type: 'tool', content: clip(t.output ?? t.error, 300) })) }, toolSpans, { metadata: { langgraph_step: stepNo * 2, langgraph_node: 'tools' } }));
    },
    root: ({ sc, children }) => span('chain', 'LangGraph', { messages: [{ type: 'human', content: sc.goal }] }, { messages: [{ type: 'ai', content: sc.final ?? '' }] }, children, { metadata: { ls_run_type: 'chain', thread_id: sc.meta?.thread_id, ...(sc.meta || {}) } }),
  },
  // OpenAI Agents SDK (Responses API output items)
  oai_agents: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'response', { input: hist.filter((m) => m.role !== 'system').map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content ?? '' }), instructions: hist[0].content }, {
      id: `resp_${N.hex(48)}`, object: 'response', model,
      output: [
        ...(think ? [{ type: 'reasoning', id: `rs_${N.hex(24)}`, summary: [{ type: 'summary_text', text: think }] }] : []),
        ...(say ? [{ type: 'message', id: `msg_${N.hex(24)}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: say, annotations: [] }] }] : []),
        ...calls.map((c) => ({ type: 'function_call', id: `fc_${N.hex(24)}`, call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' })),
      ],
      usage: { input_tokens: N.int(500, 9000), output_tokens: N.int(10, 700) },
    }, [], { metadata: { 'span_data.type': 'response' } }),
    tool: ({ c }) => span('tool', c.name, JSON.stringify(c.args), c.err ? null : (typeof c.out === 'string' ? c.out : JSON.stringify(c.out)), [], { error: c.err, metadata: { 'span_data.type': 'function', mcp_data: null } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    subName: (a) => a,
    agentMeta: (a) => ({ 'span_data.type': 'agent', handoffs: [], output_type: 'str' }),
    root: ({ sc, children, N }) => span('agent', sc.agent, { input: sc.goal }, sc.final ?? null, children, { metadata: { 'span_data.type': 'agent', workflow_name: 'Agent workflow', trace_id: `trace_${N.hex(32)}`, tools: sc.meta?.tools, ...(sc.meta || {}) } }),
  },
  // Anthropic Messages API logs
  anthropic: {
    idf: (N) => N.toolu(),
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'messages.create', { model, max_tokens: 4096, system: hist[0].content, messages: hist.slice(1).map((m) => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] } : m.role === 'assistant' ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.tool_calls || []).map((t) => ({ type: 'tool_use', id: t.id, name: t.function.name, input: JSON.parse(t.function.arguments) }))] } : { role: m.role, content: m.content }) }, {
      id: `msg_01${N.b62(22)}`, type: 'message', role: 'assistant', model,
      content: [...(think ? [{ type: 'thinking', thinking: think, signature: N.b62(40) }] : []), ...(say ? [{ type: 'text', text: say }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))],
      stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(900, 12000), output_tokens: N.int(20, 900), cache_read_input_tokens: N.int(0, 6000) },
    }, [], { metadata: { 'request-id': `req_011C${N.b62(20)}`, 'anthropic-ratelimit-tokens-remaining': N.int(100000, 400000) } }),
    tool: ({ c }) => span('tool', c.name, c.args, c.err ? null : c.out, [], { error: c.err, metadata: { tool_use_id: c.id } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children }) => span('agent', sc.agent, { goal: sc.goal }, sc.final ?? null, children, { metadata: sc.meta }),
  },
  // Gemini API function calling (functionCall / functionResponse parts); tools nested in the llm span
  gemini: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', `models/${model}:generateContent`, { contents: hist.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: m.role === 'tool' ? [{ functionResponse: { name: 'tool', response: { content: m.content } } }] : [{ text: m.content ?? '' }] })), systemInstruction: { parts: [{ text: hist[0].content }] } }, {
      candidates: [{ content: { role: 'model', parts: [...(think ? [{ text: think, thought: true }] : []), ...(say ? [{ text: say }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: N.int(400, 8000), candidatesTokenCount: N.int(10, 500), thoughtsTokenCount: think ? N.int(50, 900) : 0 }, modelVersion: model, responseId: N.b62(22),
    }, []),
    tool: ({ c }) => span('tool', c.name, { functionCall: { name: c.name, args: c.args } }, c.err ? null : { functionResponse: { name: c.name, response: typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out } } }, [], { error: c.err }),
    place: ({ into, llm, toolSpans }) => { llm.children.push(...toolSpans); into.push(llm); },
    root: ({ sc, children }) => span('agent', sc.agent, { prompt: sc.goal }, sc.final ?? null, children, { metadata: { sdk: 'google-genai', automatic_function_calling: false, ...(sc.meta || {}) } }),
  },
  // smolagents: Step N spans holding the llm call and the tool execution
  smolagents: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'LiteLLMModel.generate', { messages: hist.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.content ?? (m.tool_calls ? 'Calling tools:\n' + JSON.stringify(m.tool_calls) : '') }] })) }, {
      role: 'assistant', content: [think ? `Thought: ${think}` : '', say ? say : '', calls.length ? `Action:\n${JSON.stringify(calls.length === 1 ? { name: calls[0].name, arguments: calls[0].args } : calls.map((c) => ({ name: c.name, arguments: c.args })), null, 1)}` : ''].filter(Boolean).join('\n'),
    }, [], { metadata: { 'llm.model_name': model, input_token_count: N.int(800, 9000), output_token_count: N.int(20, 500) } }),
    tool: ({ c }) => span('tool', c.name, { arguments: c.args }, c.err ? null : `Observation:\n${typeof c.out === 'string' ? c.out : JSON.stringify(c.out)}`, [], { error: c.err ? `Error executing tool '${c.name}' with arguments ${JSON.stringify(c.args)}: ${c.err}` : undefined }),
    place: ({ into, llm, toolSpans, stepNo, N }) => { into.push(span('chain', `Step ${stepNo}`, { step_number: stepNo }, { duration: +(N.r() * 9).toFixed(3) }, [llm, ...toolSpans])); },
    root: ({ sc, children }) => span('agent', 'ToolCallingAgent.run', { task: sc.goal, stream: false, max_steps: 20 }, sc.final ?? null, children, { metadata: sc.meta }),
  },
  // CrewAI: Crew kickoff > Task > Agent execution, llm + tool usage children
  crewai: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'LLM.call', { model: model, messages: hist }, [think ? `Thought: ${think}` : '', say && calls.length === 0 ? `Final Answer: ${say}` : say || '', ...calls.map((c) => `Action: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`)].filter(Boolean).join('\n'), [], { metadata: { 'crewai.llm': model, tokens: N.int(400, 6000) } }),
    tool: ({ c, N }) => span('tool', 'ToolUsage', { tool_name: c.name, tool_args: JSON.stringify(c.args) }, c.err ? null : c.out, [], { error: c.err, metadata: { 'crewai.tool': c.name, run_attempts: 1, delegations: 0 } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children, N }) => span('chain', 'Crew.kickoff', { inputs: { goal: sc.goal } }, sc.final ?? null, [span('chain', `Task: ${sc.meta?.task || sc.goal.slice(0, 60)}`, { description: sc.goal, expected_output: sc.meta?.expected || 'A short report' }, sc.final ?? null, [span('agent', `Agent: ${sc.agent}`, { role: sc.agent, goal: sc.goal }, sc.final ?? null, children)])], { metadata: { crew_id: N.uuid(), process: 'sequential' } }),
  },
  // Pydantic AI instrumented with Logfire
  pydantic_ai: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', `chat ${model}`, { 'gen_ai.input.messages': hist.map((m) => ({ role: m.role, parts: m.role === 'tool' ? [{ type: 'tool_call_response', id: m.tool_call_id, result: m.content }] : m.tool_calls ? m.tool_calls.map((t) => ({ type: 'tool_call', id: t.id, name: t.function.name, arguments: t.function.arguments })) : [{ type: 'text', content: m.content ?? '' }] })) }, {
      'gen_ai.output.messages': [{ role: 'assistant', parts: [...(think ? [{ type: 'thinking', content: think }] : []), ...(say ? [{ type: 'text', content: say }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }],
    }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': N.int(400, 8000), 'gen_ai.usage.output_tokens': N.int(10, 500), 'logfire.span_type': 'span' } }),
    tool: ({ c }) => span('tool', `running tool: ${c.name}`, { 'gen_ai.tool.name': c.name, tool_arguments: JSON.stringify(c.args) }, c.err ? null : { tool_response: c.out }, [], { error: c.err, metadata: { 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm); if (toolSpans.length) into.push(span('chain', 'running tools', { tools: toolSpans.map((t) => t.input['gen_ai.tool.name']) }, null, toolSpans)); },
    root: ({ sc, children }) => span('agent', `${sc.agent} run`, { prompt: sc.goal }, { final_result: sc.final ?? null }, children, { metadata: { 'logfire.span_type': 'span', agent_name: sc.agent, model_name: sc.model, ...(sc.meta || {}) } }),
  },
  // Langfuse observations
  langfuse: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'generation', hist, { role: 'assistant', content: say ?? '', ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })) } : {}), ...(think ? { reasoning: think } : {}) }, [], { metadata: { observationType: 'GENERATION', model, usageDetails: { input: N.int(400, 9000), output: N.int(10, 600) }, costDetails: { total: +(N.r() * 0.05).toFixed(5) }, completionStartTime: N.iso() } }),
    tool: ({ c, N }) => span('tool', c.name, c.args, c.err ? null : c.out, [], { error: c.err, metadata: { observationType: 'TOOL', level: c.err ? 'ERROR' : 'DEFAULT', statusMessage: c.err || null } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children, N }) => span('agent', sc.agent, { goal: sc.goal }, sc.final ?? null, children, { metadata: { observationType: 'AGENT', sessionId: N.uuid(), tags: sc.meta?.tags || [], release: sc.meta?.release } }),
  },
  // MLflow Tracing
  mlflow: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'ChatOpenAI', { messages: hist }, { choices: [{ index: 0, message: { role: 'assistant', content: say ?? null, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined }, finish_reason: calls.length ? 'tool_calls' : 'stop' }], ...(think ? { reasoning: think } : {}) }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: N.int(400, 9000), output_tokens: N.int(10, 600) }, model } }),
    tool: ({ c }) => span('tool', c.name, c.args, c.err ? null : c.out, [], { error: c.err, metadata: { 'mlflow.spanType': 'TOOL' } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children, N }) => span('agent', sc.agent, { question: sc.goal }, sc.final ?? null, children, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': `tr-${N.hex(32)}`, 'mlflow.experimentId': String(N.int(100000000, 999999999)) } }),
  },
  // OpenTelemetry GenAI semantic conventions
  otel_genai: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', `chat ${model}`, { 'gen_ai.input.messages': JSON.stringify(hist.map((m) => ({ role: m.role, content: m.content ?? '' }))) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [...(think ? [{ type: 'reasoning', content: think }] : []), ...(say ? [{ type: 'text', content: say }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }]) }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'azure.ai.openai', 'gen_ai.request.model': model, 'gen_ai.response.id': `chatcmpl-${N.b62(29)}`, 'gen_ai.usage.input_tokens': N.int(400, 9000), 'gen_ai.usage.output_tokens': N.int(10, 600) } }),
    tool: ({ c }) => span('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': JSON.stringify(c.args) }, c.err ? null : { 'gen_ai.tool.call.result': typeof c.out === 'string' ? c.out : JSON.stringify(c.out) }, [], { error: c.err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', ...(c.err ? { 'error.type': c.err.split(':')[0] } : {}) } }),
    place: ({ into, llm, toolSpans }) => { into.push(llm, ...toolSpans); },
    root: ({ sc, children }) => span('agent', `invoke_agent ${sc.agent}`, { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', content: sc.goal }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', content: sc.final ?? '' }]) }, children, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sc.agent, 'gen_ai.request.model': sc.model } }),
  },
  // Comet Opik (not in the brief's list): spans of type llm/tool/general
  opik: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'openai_chat_completion_create', { messages: hist }, { choices: [{ message: { role: 'assistant', content: say ?? null, tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }], ...(think ? { reasoning: think } : {}) }, [], { metadata: { 'opik.span_type': 'llm', provider: 'openai', model, usage: { prompt_tokens: N.int(400, 9000), completion_tokens: N.int(10, 600) }, created_from: 'openai' } }),
    tool: ({ c }) => span('tool', c.name, { input: c.args }, c.err ? null : { output: c.out }, [], { error: c.err, metadata: { 'opik.span_type': 'tool', error_info: c.err ? { exception_type: c.err.split(':')[0], message: c.err } : undefined } }),
    place: ({ into, llm, toolSpans, stepNo }) => { into.push(span('chain', `agent_step_${stepNo}`, { step: stepNo }, null, [llm, ...toolSpans], { metadata: { 'opik.span_type': 'general' } })); },
    root: ({ sc, children, N }) => span('agent', sc.agent, { input: sc.goal }, { output: sc.final ?? null }, children, { metadata: { 'opik.project_name': sc.meta?.project || 'default', 'opik.trace_id': N.uuid(), tags: ['agent'] } }),
  },
  // Agno (formerly phidata) (not in the brief's list)
  agno: {
    llm: ({ hist, think, say, calls, model, N }) => span('llm', 'OpenAIChat.response', { messages: hist }, { content: say ?? '', ...(think ? { reasoning_content: think } : {}), tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], { metadata: { 'agno.model': model, metrics: { input_tokens: N.int(400, 8000), output_tokens: N.int(10, 500), time_to_first_token: +(N.r() * 2).toFixed(4) } } }),
    tool: ({ c }) => span('tool', `FunctionCall.execute:${c.name}`, { function: c.name, arguments: c.args }, c.err ? null : { result: c.out }, [], { error: c.err, metadata: { 'agno.tool_call_id': c.id, tool_call_error: !!c.err } }),
    place: ({ into, llm, toolSpans }) => { llm.children.push(...toolSpans); into.push(llm); },
    root: ({ sc, children, N }) => span('agent', 'Agent.run', { message: sc.goal }, { content: sc.final ?? null, content_type: 'str' }, children, { metadata: { agent_name: sc.agent, run_id: N.uuid(), session_id: N.uuid() } }),
  },
};

export function build(traceId, family, isolates, loop, stagnation, scFn) {
  const N = noise(traceId);
  const sc = scFn(N);
  const root = render(sc, N);
  return { trace_id: traceId, family, isolates, loop, stagnation, goal: sc.goal, root };
}
