// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
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
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = n => String(n).padStart(2, '0');

export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  // fixed epoch base chosen from the seed: somewhere in 2024-2025
  let now = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400) * 1000;
  const c = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: arr => arr[Math.floor(r() * arr.length)],
    hex: (n = 8) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n = 10) => { const A = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * A.length)]; return s; },
    tick: (sec = 1) => { now += Math.round(sec * 1000 + r() * 900); return now; },
    nowMs: () => now,
    iso: () => new Date(now).toISOString(),
    isoNoMs: () => new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const d = new Date(now + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http: () => { const d = new Date(now); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(now / 1000),
    syslog: () => { const d = new Date(now); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    dmy: () => { const d = new Date(now); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    uuid: () => { const h = c.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    rid: (prefix = 'req_') => prefix + c.alnum(16),
    etag: () => `W/"${c.hex(8)}-${c.hex(6)}"`,
    ms: (a = 40, b = 900) => c.int(a, b),
    dur: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (ext = '') => `/tmp/tmp${c.alnum(8).toLowerCase()}${ext}`,
    host: (prefix = 'api') => `${prefix}-${c.pick(['use1', 'euw1', 'euc1', 'usw2', 'aps1'])}-${c.hex(4)}.internal`,
    pod: (prefix = 'worker') => `${prefix}-${c.hex(9)}-${c.alnum(5).toLowerCase()}`,
    job: (prefix = 'job') => `${prefix}_${c.int(100000, 999999)}${c.alnum(3).toLowerCase()}`,
    cursor: () => Buffer.from(JSON.stringify({ o: c.int(1, 99999), k: c.hex(6) })).toString('base64').replace(/=+$/, ''),
    sha: () => c.hex(40),
    rate: (limit = 1000) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(c.int(3, limit - 1)), 'x-ratelimit-reset': String(c.epoch() + c.int(5, 60)) }),
    tokens: () => { const i = c.int(300, 4200), o = c.int(12, 380); return { input_tokens: i, output_tokens: o }; },
  };
  return c;
}

/* ---------------- recording styles ----------------
   Each style returns builders producing spans that look like that tracer records them.
   S.llm(inputMessages, text, calls)  -> llm span (calls: [{name,args,id?}])
   S.tool(name, args, output, {error, meta}) -> tool span
   S.step(llmSpan, toolSpans) -> array of spans to append (siblings, nested or wrapped)
   S.agent(name, input, children, output, meta) -> agent span (root or sub-agent)
*/
const MODELS = {
  vercel: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', langgraph: 'gpt-4o', 'openai-agents': 'gpt-4.1', anthropic: 'claude-3-5-sonnet-20241022',
  'claude-agent-sdk': 'claude-sonnet-4-20250514', crewai: 'gpt-4o-mini', autogen: 'gpt-4o', llamaindex: 'gpt-4o-mini', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  pydantic: 'openai:gpt-4o', adk: 'gemini-2.0-flash', gemini: 'gemini-1.5-pro-002', mastra: 'gpt-4o-mini', langfuse: 'gpt-4o', openinference: 'gpt-4o-mini',
  plain: 'gpt-4o-2024-11-20', agno: 'gpt-4o', griptape: 'gpt-4o', 'semantic-kernel': 'gpt-4o', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', weave: 'gpt-4o-mini', mlflow: 'gpt-4o',
};

export function makeStyle(style, c) {
  const model = MODELS[style] || 'gpt-4o';
  let stepNo = 0;
  const callId = () => (style === 'anthropic' || style === 'claude-agent-sdk' || style === 'strands') ? 'toolu_01' + c.alnum(22) : (style === 'vercel' ? 'call_' + c.alnum(24) : (style === 'gemini' || style === 'adk') ? 'adk-' + c.uuid() : 'call_' + c.alnum(24));

  function llmOutput(text, calls) {
    calls = (calls || []).map(k => ({ ...k, id: k.id || callId() }));
    switch (style) {
      case 'vercel':
        return { text: text || '', toolCalls: calls.map(k => ({ toolCallType: 'function', toolCallId: k.id, toolName: k.name, args: JSON.stringify(k.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      case 'anthropic': case 'claude-agent-sdk': case 'strands': {
        const content = [];
        if (text) content.push({ type: 'text', text });
        for (const k of calls) content.push({ type: 'tool_use', id: k.id, name: k.name, input: k.args });
        return { id: 'msg_01' + c.alnum(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: c.tokens() };
      }
      case 'gemini': case 'adk': {
        const parts = [];
        if (text) parts.push({ text });
        for (const k of calls) parts.push({ functionCall: { name: k.name, args: k.args } });
        return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -(c.r() * 0.4).toFixed(4) * 1 }], usageMetadata: { promptTokenCount: c.int(400, 5000), candidatesTokenCount: c.int(10, 300) }, modelVersion: model };
      }
      case 'openai-agents':
        return { id: 'resp_' + c.hex(48), object: 'response', status: 'completed', output: [
          ...(text ? [{ type: 'message', id: 'msg_' + c.hex(48), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
          ...calls.map(k => ({ type: 'function_call', id: 'fc_' + c.hex(48), call_id: k.id, name: k.name, arguments: JSON.stringify(k.args), status: 'completed' })),
        ], usage: c.tokens() };
      case 'smolagents':
        return { role: 'assistant', content: text ? `Thought: ${text}` : null, tool_calls: calls.map(k => ({ id: k.id, type: 'function', function: { name: k.name, arguments: k.args } })) };
      default:
        return { role: 'assistant', content: text || null, tool_calls: calls.length ? calls.map(k => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) : undefined };
    }
  }
  function llmName() {
    switch (style) {
      case 'vercel': return 'ai.generateText.doGenerate';
      case 'otel': return `chat ${model}`;
      case 'langgraph': return 'ChatOpenAI';
      case 'openai-agents': return 'POST /v1/responses';
      case 'anthropic': return 'anthropic.messages.create';
      case 'claude-agent-sdk': return 'assistant';
      case 'crewai': return 'LLM.call';
      case 'autogen': return 'OpenAIChatCompletionClient.create';
      case 'llamaindex': return 'OpenAI.chat';
      case 'smolagents': return 'LiteLLMModel.generate';
      case 'pydantic': return `chat ${model.replace('openai:', '')}`;
      case 'adk': return 'call_llm';
      case 'gemini': return `models/${model}:generateContent`;
      case 'mastra': return `llm: '${model}'`;
      case 'langfuse': return 'OpenAI-generation';
      case 'openinference': return 'ChatCompletion';
      case 'agno': return 'OpenAIChat.response';
      case 'griptape': return 'PromptDriver.run';
      case 'semantic-kernel': return 'chat.completions gpt-4o';
      case 'strands': return 'chat';
      case 'weave': return 'openai.chat.completions.create';
      case 'mlflow': return 'Completions';
      default: return 'chat.completions';
    }
  }
  function llmMeta(extra) {
    const m = {};
    if (style === 'otel' || style === 'pydantic' || style === 'semantic-kernel' || style === 'strands') Object.assign(m, { 'gen_ai.system': style === 'strands' ? 'aws.bedrock' : 'openai', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + c.alnum(29), 'gen_ai.usage.input_tokens': c.int(300, 6000), 'gen_ai.usage.output_tokens': c.int(10, 400) });
    else if (style === 'vercel') Object.assign(m, { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + c.alnum(29), 'ai.response.timestamp': c.iso(), 'ai.usage.promptTokens': c.int(300, 6000), 'ai.usage.completionTokens': c.int(10, 400), 'operation.name': 'ai.generateText.doGenerate' });
    else if (style === 'openinference') Object.assign(m, { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': c.int(300, 6000), 'llm.token_count.completion': c.int(10, 400) });
    else if (style === 'langfuse') Object.assign(m, { 'langfuse.observation.type': 'GENERATION', model, usage: { input: c.int(300, 6000), output: c.int(10, 400), unit: 'TOKENS' }, latency_ms: c.ms(300, 6000) });
    else if (style === 'langgraph') Object.assign(m, { ls_provider: 'openai', ls_model_name: model, ls_model_type: 'chat', langgraph_step: stepNo, langgraph_node: 'agent', run_id: c.uuid() });
    else if (style === 'adk') Object.assign(m, { 'gcp.vertex.agent.llm_request': '…', 'gen_ai.request.model': model, 'gcp.vertex.agent.event_id': c.uuid() });
    else if (style === 'weave') Object.assign(m, { 'weave.call_id': c.uuid(), 'weave.op': 'openai.chat.completions.create', model });
    else if (style === 'mlflow') Object.assign(m, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + c.hex(32), model });
    else Object.assign(m, { model, latency_ms: c.ms(300, 7000) });
    return Object.assign(m, extra || {});
  }
  function toolName(name) {
    switch (style) {
      case 'vercel': return 'ai.toolCall';
      case 'otel': case 'pydantic': case 'semantic-kernel': return `execute_tool ${name}`;
      case 'adk': return `execute_tool ${name}`;
      case 'crewai': return `Tool Usage: ${name}`;
      case 'llamaindex': return 'FunctionTool.call';
      case 'mastra': return `tool: '${name}'`;
      case 'griptape': return `${name}.activity`;
      case 'claude-agent-sdk': return `tool_use:${name}`;
      default: return name;
    }
  }
  function toolMeta(name, id, args) {
    switch (style) {
      case 'vercel': return { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args), 'operation.name': 'ai.toolCall' };
      case 'otel': case 'pydantic': case 'adk': case 'semantic-kernel': return { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.operation.name': 'execute_tool' };
      case 'openinference': return { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) };
      case 'llamaindex': return { 'tool.name': name };
      case 'langfuse': return { 'langfuse.observation.type': 'SPAN', tool: name };
      default: return { tool_call_id: id };
    }
  }
  function toolType() { return style === 'openai-agents' ? 'function' : 'tool'; }
  const S = {
    style, model,
    llm(input, text, calls, extra) {
      stepNo++;
      calls = (calls || []).map(k => ({ ...k, id: k.id || callId() }));
      S._lastCalls = calls;
      let inp = input;
      if (style === 'gemini' || style === 'adk') inp = { contents: input.map(m => ({ role: m.role === 'assistant' ? 'model' : (m.role === 'system' ? 'user' : m.role === 'tool' ? 'function' : 'user'), parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })), generationConfig: { temperature: 0.2 } };
      else if (style === 'anthropic' || style === 'claude-agent-sdk' || style === 'strands') { const sys = input.find(m => m.role === 'system'); inp = { model, max_tokens: 4096, system: sys ? sys.content : undefined, messages: input.filter(m => m.role !== 'system').map(m => m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01' + c.alnum(22), content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] } : m) }; }
      else if (style === 'openai-agents') inp = { model, input: input.filter(m => m.role !== 'system').map(m => m.role === 'tool' ? { type: 'function_call_output', call_id: 'call_' + c.alnum(24), output: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) } : m), instructions: (input.find(m => m.role === 'system') || {}).content };
      else if (style === 'vercel') inp = { 'ai.prompt.messages': input };
      else inp = { messages: input };
      c.tick(c.int(1, 6));
      return { type: 'llm', name: llmName(), input: inp, output: llmOutput(text, calls), children: [], metadata: llmMeta(extra) };
    },
    tool(name, args, output, opts = {}) {
      const id = opts.id || (S._lastCalls && (S._lastCalls.find(k => k.name === name) || {}).id) || callId();
      c.tick(opts.sec || c.int(1, 4));
      const sp = { type: toolType(), name: toolName(name), input: opts.rawArgs !== undefined ? opts.rawArgs : args, output, children: [], metadata: Object.assign(toolMeta(name, id, args), opts.meta || {}) };
      if (opts.error) sp.error = opts.error;
      return sp;
    },
    step(llmSpan, toolSpans = []) {
      if (style === 'crewai' || style === 'griptape' || style === 'agno') { llmSpan.children.push(...toolSpans); return [llmSpan]; }
      if (style === 'smolagents' || style === 'llamaindex') return [{ type: 'chain', name: style === 'smolagents' ? `Step ${stepNo}` : 'FunctionCallingAgent.run_step', input: { step: stepNo }, output: null, children: [llmSpan, ...toolSpans], metadata: {} }];
      if (style === 'langgraph') { const out = [{ type: 'chain', name: 'agent', input: { messages: '…' }, output: null, children: [llmSpan], metadata: { langgraph_node: 'agent', langgraph_step: stepNo * 2 - 1 } }]; if (toolSpans.length) out.push({ type: 'chain', name: 'tools', input: null, output: null, children: toolSpans, metadata: { langgraph_node: 'tools', langgraph_step: stepNo * 2 } }); return out; }
      return [llmSpan, ...toolSpans];
    },
    agent(name, input, children, output, meta = {}) {
      let nm = name, m = { ...meta };
      switch (style) {
        case 'vercel': nm = 'ai.generateText'; m = { 'ai.model.id': model, 'ai.settings.maxSteps': meta.maxSteps || 20, 'resource.name': name, 'operation.name': 'ai.generateText', ...meta }; break;
        case 'otel': case 'pydantic': nm = `invoke_agent ${name}`; m = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, ...meta }; break;
        case 'semantic-kernel': nm = `invoke_agent ${name}`; m = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'sk.agent.type': 'ChatCompletionAgent', ...meta }; break;
        case 'langgraph': nm = name === '__root__' ? 'LangGraph' : name; m = { ls_run_type: 'chain', thread_id: c.uuid(), ...meta }; break;
        case 'openai-agents': nm = `Agent: ${name}`; m = { handoffs: [], tools: meta.tools || [], output_type: 'str', ...meta }; break;
        case 'crewai': nm = `Crew: ${name}`; break;
        case 'autogen': nm = `autogen invoke_agent ${name}`; break;
        case 'smolagents': nm = `ToolCallingAgent.run`; m = { agent_name: name, ...meta }; break;
        case 'llamaindex': nm = 'AgentRunner.chat'; m = { agent: name, ...meta }; break;
        case 'adk': nm = `invoke_agent ${name}`; m = { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), 'gcp.vertex.agent.session_id': c.uuid(), ...meta }; break;
        case 'mastra': nm = `agent.${name}.generate`; m = { componentName: name, runId: c.uuid(), ...meta }; break;
        case 'langfuse': m = { 'langfuse.trace.id': c.hex(32), 'langfuse.session.id': 'sess_' + c.alnum(10), ...meta }; break;
        case 'openinference': m = { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid(), ...meta }; break;
        case 'agno': nm = `Agent.run ${name}`; m = { run_id: c.uuid(), session_id: c.uuid(), ...meta }; break;
        case 'griptape': nm = `Agent.run`; m = { structure_id: c.hex(32), 'structure.name': name, ...meta }; break;
        case 'claude-agent-sdk': m = { session_id: c.uuid(), cwd: meta.cwd || '/home/agent/work', permission_mode: 'acceptEdits', ...meta }; break;
        case 'strands': nm = `invoke_agent ${name}`; m = { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': name, ...meta }; break;
        case 'weave': nm = `Agent.invoke`; m = { 'weave.call_id': c.uuid(), agent: name, ...meta }; break;
        case 'mlflow': nm = name; m = { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + c.hex(32), ...meta }; break;
        default: break;
      }
      c.tick(1);
      return { type: 'agent', name: nm, input, output, children, metadata: m };
    },
  };
  return S;
}

// message helpers
export const sys = content => ({ role: 'system', content });
export const user = content => ({ role: 'user', content });
export const asst = content => ({ role: 'assistant', content });
export const toolMsg = content => ({ role: 'tool', content: typeof content === 'string' ? content : JSON.stringify(content) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }

// Scenario runner: a tiny "conversation" helper that keeps message history compact
export function convo(S, system, goal) {
  const msgs = [sys(system), user(goal)];
  return {
    msgs,
    llm(text, calls, extra) { const sp = S.llm(msgs.slice(-6), text, calls, extra); msgs.push(asst(text || `[tool_calls: ${(calls || []).map(k => k.name).join(', ')}]`)); return sp; },
    obs(o) { msgs.push(toolMsg(o)); },
    say(u) { msgs.push(user(u)); },
  };
}

// One agent turn: an llm span followed by the tool spans it requested (arranged per style).
// calls: [[name, args, output|() => output, opts]]
export function mkTurn(S, K, ch) {
  return (text, calls = [], extra) => {
    const l = K.llm(text, calls.map(([name, args]) => ({ name, args })), extra);
    const ts = calls.map(([name, args, out, opts = {}]) => {
      const o = typeof out === 'function' ? out() : out;
      const sp = S.tool(name, args, o, opts);
      K.obs(opts.error ? { error: opts.error, detail: o } : o);
      return sp;
    });
    ch.push(...S.step(l, ts));
    return ts;
  };
}
