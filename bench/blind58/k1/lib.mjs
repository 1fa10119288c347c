// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');

// Noise source bound to one trace. Every call advances the PRNG; the simulated clock only moves forward.
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, 2, 3, 8, 0, 0) + Math.floor(r() * 86400000 * 200);
  const n = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (len) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < len; i++) s += A[Math.floor(r() * 62)]; return s; },
    tick: (minMs = 300, maxMs = 9000) => { clock += n.int(minMs, maxMs); return clock; },
    wait: (ms) => { clock += ms; return clock; },
    now: () => clock,
    iso: () => new Date(n.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: () => new Date(n.tick()).toISOString(),
    isoOff: (offH = 2) => { const d = new Date(n.tick() + offH * 3600000); return d.toISOString().replace(/\.\d{3}Z$/, (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'); },
    http: () => { const d = new Date(n.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(n.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euro: () => { const d = new Date(n.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    epoch: () => Math.floor(n.tick() / 1000),
    epochMs: () => n.tick(),
    dateOnly: () => new Date(n.now()).toISOString().slice(0, 10),
    uuid: () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${'89ab'[n.int(0, 3)]}${n.hex(3)}-${n.hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[n.int(0, 31)]; return s; },
    reqId: (prefix = 'req_') => prefix + n.b62(20),
    sha: () => n.hex(40),
    sha256: () => n.hex(64),
    shortSha: () => n.hex(7),
    etag: (weak = false) => (weak ? 'W/' : '') + `"${n.hex(16)}"`,
    traceparent: () => `00-${n.hex(32)}-${n.hex(16)}-01`,
    dur: () => `${(n.int(40, 4800) / 1000).toFixed(3)}s`,
    ms: () => n.int(12, 2400),
    tmp: (ext = '') => `/tmp/tmp${n.b62(8).toLowerCase()}${ext}`,
    host: (prefix) => `${prefix}-${n.int(1, 9)}${n.pick(['a', 'b', 'c', 'd'])}.${n.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${n.hex(10).slice(0, 9)}-${n.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job_') => prefix + n.int(100000, 999999),
    callId: (prefix = 'call_') => prefix + n.b62(24),
    addr: () => '0x7f' + n.hex(10),
    cursor: () => Buffer.from(JSON.stringify({ k: n.int(1000, 99999), ts: n.now() })).toString('base64').replace(/=+$/, ''),
    pid: () => n.int(1200, 65000),
    ip: () => `10.${n.int(0, 255)}.${n.int(0, 255)}.${n.int(1, 254)}`,
    rl: (limit = 600) => { const rem = n.int(3, limit - 1); return { limit, remaining: rem, reset: n.int(1, 60) }; },
  };
  return n;
}

// ---------------------------------------------------------------------------------------------
// Span builders

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const clip = (x, len = 400) => { const s = typeof x === 'string' ? x : JSON.stringify(x); return s.length > len ? s.slice(0, len) + '…' : s; };

// Output shapes for a model turn: {text, calls:[{id,name,args}]}
function llmOutput(shape, step, n, cfg) {
  const text = step.text ?? null;
  const calls = step._calls;
  switch (shape) {
    case 'openai':
      return { role: 'assistant', content: text, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined, finish_reason: calls.length ? 'tool_calls' : 'stop' };
    case 'responses':
      return { id: 'resp_' + n.hex(32), object: 'response', status: 'completed', output: [
        ...(text ? [{ type: 'message', id: 'msg_' + n.hex(24), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
        ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + n.hex(24), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) })),
      ], usage: { input_tokens: n.int(800, 9000), output_tokens: n.int(30, 600) } };
    case 'anthropic':
      return { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: cfg.model, content: [
        ...(text ? [{ type: 'text', text }] : []),
        ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args })),
      ], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: n.int(900, 12000), output_tokens: n.int(40, 700), cache_read_input_tokens: n.int(0, 8000) } };
    case 'vercel':
      return { 'ai.response.text': text ?? '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + n.b62(29), 'ai.response.timestamp': n.isoMs(), 'ai.usage.promptTokens': n.int(500, 8000), 'ai.usage.completionTokens': n.int(20, 500) };
    case 'otel':
      return { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }], 'gen_ai.response.id': 'chatcmpl-' + n.b62(29), 'gen_ai.usage.input_tokens': n.int(500, 9000), 'gen_ai.usage.output_tokens': n.int(20, 600) };
    case 'oi': {
      const o = { 'llm.output_messages.0.message.role': 'assistant' };
      if (text) o['llm.output_messages.0.message.content'] = text;
      calls.forEach((c, i) => { o[`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`] = c.id; o[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; o[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
      o['llm.token_count.prompt'] = n.int(500, 9000); o['llm.token_count.completion'] = n.int(20, 600);
      return o;
    }
    case 'gemini':
      return { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: n.int(500, 9000), candidatesTokenCount: n.int(10, 400), totalTokenCount: n.int(9000, 9900) }, modelVersion: cfg.model, responseId: n.b62(22) };
    case 'converse':
      return { output: { message: { role: 'assistant', content: [...(text ? [{ text }] : []), ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] } }, stopReason: calls.length ? 'tool_use' : 'end_turn', usage: { inputTokens: n.int(500, 9000), outputTokens: n.int(20, 600) }, metrics: { latencyMs: n.int(400, 6000) } };
    case 'smol': {
      const code = calls.map((c) => `${c.var ? c.var + ' = ' : ''}${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.var || 'result'})`).join('\n');
      return `Thought: ${text ?? ''}\nCode:\n\`\`\`py\n${code || 'final_answer(answer)'}\n\`\`\`<end_code>`;
    }
    case 'react':
      return calls.length ? `Thought: ${text ?? ''}\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}` : `Thought: ${text ?? ''}\nFinal Answer: ${step.final ?? ''}`;
    case 'swe':
      return calls.length ? `DISCUSSION\n${text ?? ''}\n\n\`\`\`\n${calls[0].args.command}\n\`\`\`` : `DISCUSSION\n${text ?? ''}\n\n\`\`\`\nsubmit\n\`\`\``;
    case 'dspy':
      return calls.length ? { next_thought: text ?? '', next_tool_name: calls[0].name, next_tool_args: calls[0].args } : { next_thought: text ?? '', next_tool_name: 'finish', next_tool_args: {} };
    case 'bedrock':
      return { rationale: { text: text ?? '', traceId: `${n.uuid()}-${n.int(0, 9)}` }, invocationInput: calls.length ? { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: calls[0].group || 'ActionGroup', apiPath: '/' + calls[0].name, verb: 'get', parameters: Object.entries(calls[0].args).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'number' : 'string', value: String(value) })) } } : { invocationType: 'FINISH' } };
    default:
      throw new Error('unknown shape ' + shape);
  }
}

function toolOutputForHistory(c) { return c.error ? { error: c.error, detail: c.out ?? null } : c.out; }

// Style table: how each imitated framework names and nests spans.
export const STYLES = {
  plain: { shape: 'openai', root: 'agent.run', llm: 'chat.completions.create', tool: (c) => c.name, place: 'sibling' },
  openai_agents: { shape: 'responses', root: 'Agent workflow', agentSpan: true, llm: 'response', tool: (c) => c.name, place: 'sibling', meta: { 'span_data.type': 'function' } },
  responses: { shape: 'responses', root: 'responses.agent_loop', llm: 'POST /v1/responses', tool: (c) => c.name, place: 'sibling' },
  anthropic: { shape: 'anthropic', root: 'anthropic.agent', llm: 'POST /v1/messages', tool: (c) => c.name, place: 'sibling' },
  claude_sdk: { shape: 'anthropic', root: 'claude_agent_sdk.query', llm: 'assistant', tool: (c) => c.name, place: 'sibling', toolWrap: 'tool_result' },
  vercel: { shape: 'vercel', root: 'ai.generateText', llm: 'ai.generateText.doGenerate', tool: () => 'ai.toolCall', place: 'sibling', toolWrap: 'vercel' },
  mastra: { shape: 'vercel', root: 'mastra.agent.generate', llm: 'ai.streamText.doStream', tool: (c) => `tool.execute ${c.name}`, place: 'sibling', toolWrap: 'vercel' },
  otel_genai: { shape: 'otel', root: 'invoke_agent', llm: (cfg) => `chat ${cfg.model}`, tool: (c) => `execute_tool ${c.name}`, place: 'sibling', toolWrap: 'otel' },
  pydantic_ai: { shape: 'otel', root: 'agent run', llm: (cfg) => `chat ${cfg.model}`, tool: (c) => `running tool: ${c.name}`, place: 'sibling', toolWrap: 'otel' },
  strands: { shape: 'converse', root: 'invoke_agent Strands Agents', llm: () => 'chat', tool: (c) => `execute_tool ${c.name}`, place: 'cycle', cycleName: 'execute_event_loop_cycle', toolWrap: 'strands' },
  openinference: { shape: 'oi', root: 'AgentExecutor', llm: 'ChatCompletion', tool: (c) => c.name, place: 'sibling', toolWrap: 'oi' },
  langgraph: { shape: 'openai', root: 'LangGraph', llm: 'ChatOpenAI', tool: (c) => c.name, place: 'graph' },
  langfuse: { shape: 'openai', root: 'trace', llm: 'generation', tool: (c) => `tool:${c.name}`, place: 'sibling' },
  llamaindex: { shape: 'openai', root: 'FunctionAgent.run', llm: 'OpenAI.achat', tool: (c) => `FunctionTool.acall ${c.name}`, place: 'sibling' },
  gemini: { shape: 'gemini', root: 'gemini.chat_session', llm: (cfg) => `models/${cfg.model}:generateContent`, tool: (c) => c.name, place: 'sibling', toolWrap: 'gemini' },
  adk: { shape: 'gemini', root: 'invoke_agent', llm: () => 'call_llm', tool: (c) => `execute_tool ${c.name}`, place: 'sibling', toolWrap: 'gemini' },
  semantic_kernel: { shape: 'openai', root: 'ChatCompletionAgent.invoke', llm: (cfg) => `chat.completions ${cfg.model}`, tool: (c) => `${c.plugin || 'Plugin'}-${c.name}`, place: 'nested' },
  smolagents: { shape: 'smol', root: 'CodeAgent.run', llm: 'OpenAIServerModel.generate', tool: (c) => c.name, place: 'cycle', cycleName: 'Step' },
  crewai: { shape: 'react', root: 'Crew.kickoff', llm: 'LLM.call', tool: (c) => c.name, place: 'task' },
  swe_agent: { shape: 'swe', root: 'swe-agent.run', llm: 'model.query', tool: () => 'bash', place: 'sibling', toolWrap: 'swe' },
  openhands: { shape: 'openai', root: 'CodeActAgent', llm: 'litellm.completion', tool: (c) => c.name === 'execute_bash' ? 'CmdRunAction' : c.name === 'str_replace_editor' ? 'FileEditAction' : c.name, place: 'sibling', toolWrap: 'openhands' },
  autogen: { shape: 'openai', root: 'autogen.RoundRobinGroupChat.run', llm: 'create', tool: (c) => `execute_tool ${c.name}`, place: 'sibling', agentNamed: true },
  mlflow: { shape: 'openai', root: 'AgentExecutor', llm: 'ChatOpenAI', tool: (c) => c.name, place: 'sibling', mlflow: true },
  weave: { shape: 'openai', root: 'Agent.run', llm: 'openai.chat.completions.create', tool: (c) => `Agent.${c.name}`, place: 'nested' },
  bedrock: { shape: 'bedrock', root: 'InvokeAgent', llm: 'orchestrationTrace', tool: (c) => `${c.group || 'ActionGroup'}::${c.name}`, place: 'sibling', toolWrap: 'bedrock' },
  haystack: { shape: 'openai', root: 'haystack.pipeline.run', llm: 'haystack.component.run OpenAIChatGenerator', tool: (c) => `haystack.component.run ToolInvoker ${c.name}`, place: 'sibling' },
  agentops: { shape: 'openai', root: 'session', llm: 'openai.chat.completion', tool: (c) => `tool.${c.name}`, place: 'sibling' },
  letta: { shape: 'openai', root: 'letta.agent.step', llm: 'llm.request', tool: (c) => c.name, place: 'sibling' },
  spring_ai: { shape: 'openai', root: 'spring_ai chat_client', llm: (cfg) => `chat ${cfg.model}`, tool: (c) => `tool_call ${c.name}`, place: 'nested' },
  langchain4j: { shape: 'openai', root: 'AiServices.invoke', llm: 'ChatModel.chat', tool: (c) => `ToolExecutor.execute ${c.name}`, place: 'sibling' },
  dspy: { shape: 'dspy', root: 'ReAct.forward', llm: 'Predict(StringSignature).forward', tool: (c) => `Tool.__call__ ${c.name}`, place: 'sibling' },
  agno: { shape: 'openai', root: 'Agent.run', llm: 'OpenAIChat.response', tool: (c) => `FunctionCall.execute ${c.name}`, place: 'sibling', agno: true },
};

function idFor(shape, n) {
  if (shape === 'anthropic') return 'toolu_01' + n.b62(22);
  if (shape === 'vercel') return 'call_' + n.b62(24);
  if (shape === 'converse') return 'tooluse_' + n.b62(22);
  if (shape === 'gemini') return 'adk-' + n.uuid();
  return 'call_' + n.b62(24);
}

function wrapToolInput(style, cfg, c) {
  switch (style.toolWrap) {
    case 'vercel': return { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) };
    case 'otel': return { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.call.arguments': JSON.stringify(c.args) };
    case 'strands': return { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, toolUse: { toolUseId: c.id, name: c.name, input: c.args } };
    case 'oi': return { 'tool.name': c.name, 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' };
    case 'gemini': return { functionCall: { id: c.id, name: c.name, args: c.args } };
    case 'swe': return { command: c.args.command };
    case 'openhands': return { action: c.name === 'execute_bash' ? 'run' : 'edit', args: c.args };
    case 'tool_result': return { tool_use_id: c.id, name: c.name, input: c.args };
    case 'bedrock': return { actionGroupName: c.group || 'ActionGroup', apiPath: '/' + c.name, parameters: c.args };
    default: return c.argsString ? JSON.stringify(c.args) : c.args;
  }
}

function wrapToolOutput(style, c) {
  const o = c.out;
  switch (style.toolWrap) {
    case 'vercel': return { 'ai.toolCall.result': typeof o === 'string' ? o : JSON.stringify(o) };
    case 'otel': return { 'gen_ai.tool.call.result': o };
    case 'strands': return { toolResult: { toolUseId: c.id, status: c.error ? 'error' : 'success', content: [typeof o === 'string' ? { text: o } : { json: o }] } };
    case 'oi': return { 'output.value': typeof o === 'string' ? o : JSON.stringify(o), 'output.mime_type': typeof o === 'string' ? 'text/plain' : 'application/json' };
    case 'gemini': return { functionResponse: { id: c.id, name: c.name, response: typeof o === 'string' ? { output: o } : o } };
    case 'openhands': return { observation: c.name === 'execute_bash' ? 'run' : 'edit', content: o, extras: c.extras };
    case 'tool_result': return { type: 'tool_result', tool_use_id: c.id, content: typeof o === 'string' ? o : JSON.stringify(o), is_error: !!c.error };
    case 'bedrock': return { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: typeof o === 'string' ? o : JSON.stringify(o) } } };
    default: return o;
  }
}

function llmInput(style, cfg, history) {
  const msgs = history;
  switch (style.shape) {
    case 'vercel': return { 'ai.prompt.messages': JSON.stringify(msgs), 'ai.model.id': cfg.model, 'ai.settings.maxSteps': cfg.maxSteps || 12 };
    case 'otel': return { 'gen_ai.input.messages': msgs, 'gen_ai.request.model': cfg.model };
    case 'oi': { const o = {}; msgs.forEach((m, i) => { o[`llm.input_messages.${i}.message.role`] = m.role; o[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); }); o['llm.model_name'] = cfg.model; return o; }
    case 'gemini': return { model: cfg.model, contents: msgs.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) };
    case 'anthropic': return { model: cfg.model, max_tokens: 4096, system: cfg.system, messages: msgs.filter((m) => m.role !== 'system') };
    case 'converse': return { modelId: cfg.model, system: [{ text: cfg.system }], messages: msgs.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })) };
    case 'responses': return { model: cfg.model, instructions: cfg.system, input: msgs.filter((m) => m.role !== 'system') };
    case 'dspy': return { question: cfg.goal, trajectory: msgs.filter((m) => m.role !== 'system' && m.role !== 'user').map((m) => m.content).join('\n') };
    case 'bedrock': return { text: JSON.stringify(msgs.slice(-4)), type: 'ORCHESTRATION', inferenceConfiguration: { temperature: 0, topP: 1, maximumLength: 2048 } };
    default: return { model: cfg.model, messages: msgs };
  }
}

// Render a scenario spec into a root span.
// spec: {style, model, system, goal, steps:[{text, calls:[{name,args,out,error,plugin,group,var,extras}], final, agent}], final, rootError, metadata}
export function render(spec, n) {
  const style = STYLES[spec.style];
  if (!style) throw new Error('style ' + spec.style);
  const cfg = { model: spec.model || 'gpt-4o-2024-08-06', system: spec.system || 'You are a helpful operations agent. Use the tools provided.', goal: spec.goal };
  const history = [{ role: 'system', content: cfg.system }, { role: 'user', content: spec.goal }];
  const nameOf = (x) => (typeof x === 'function' ? x(cfg) : x);
  const top = [];
  let stepNo = 0;
  let container = top; // where llm spans go
  let taskSpan = null;
  for (const step of spec.steps) {
    stepNo++;
    step._calls = (step.calls || []).map((c) => ({ ...c, id: c.id || idFor(style.shape, n) }));
    if (style.place === 'task' && step.agent && (!taskSpan || taskSpan.name !== `Task: ${step.task}`)) {
      taskSpan = span('chain', `Task: ${step.task}`, { description: step.task, agent: step.agent }, null, [], { metadata: { 'crewai.agent.role': step.agent, task_id: n.uuid() } });
      top.push(taskSpan);
      container = taskSpan.children;
    }
    const llmMeta = { model: cfg.model, latency_ms: n.ms(), started_at: n.isoMs() };
    if (style.agentNamed && step.agent) llmMeta.agent = step.agent;
    if (style.mlflow) llmMeta['mlflow.spanType'] = 'CHAT_MODEL';
    if (style.shape === 'oi') llmMeta['openinference.span.kind'] = 'LLM';
    if (style.shape === 'otel') llmMeta['gen_ai.operation.name'] = 'chat';
    const llm = span('llm', nameOf(style.llm), llmInput(style, cfg, history.map((m) => ({ ...m }))), llmOutput(style.shape, step, n, cfg), [], { metadata: llmMeta });
    if (step.llmError) llm.error = step.llmError;
    const toolSpans = step._calls.map((c) => {
      const meta = { tool_call_id: c.id, duration_ms: n.ms() };
      if (style.shape === 'oi') meta['openinference.span.kind'] = 'TOOL';
      if (style.mlflow) meta['mlflow.spanType'] = 'TOOL';
      if (style.meta) Object.assign(meta, style.meta);
      if (style.agno) meta['agno.function'] = c.name;
      const s = span('tool', style.tool(c), wrapToolInput(style, cfg, c), wrapToolOutput(style, c), [], { metadata: meta, error: c.error });
      if (c.error && s.output === undefined) s.output = null;
      return s;
    });
    // conversation history after this step
    history.push({ role: 'assistant', content: step.text ?? null, ...(step._calls.length ? { tool_calls: step._calls.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })) } : {}) });
    for (const c of step._calls) history.push({ role: 'tool', tool_call_id: c.id, content: clip(toolOutputForHistory(c)) });
    if (style.place === 'nested') { llm.children.push(...toolSpans); container.push(llm); }
    else if (style.place === 'cycle') {
      container.push(span('chain', style.cycleName === 'Step' ? `Step ${stepNo}` : style.cycleName, { step_number: stepNo }, { tool_calls: step._calls.length }, [llm, ...toolSpans], { metadata: { cycle_id: n.uuid() } }));
    } else if (style.place === 'graph') {
      container.push(span('chain', 'agent', { messages: `[${history.length} messages]` }, { messages: [llm.output] }, [llm], { metadata: { langgraph_step: stepNo * 2 - 1, langgraph_node: 'agent', thread_id: spec._thread || (spec._thread = n.uuid()) } }));
      if (toolSpans.length) container.push(span('chain', 'tools', { messages: '[tool calls]' }, { messages: toolSpans.map((t) => t.output) }, toolSpans, { metadata: { langgraph_step: stepNo * 2, langgraph_node: 'tools' } }));
    } else { container.push(llm, ...toolSpans); }
  }
  let root = span('agent', nameOf(style.root) + (spec.agentName && !style.agentSpan ? ` ${spec.agentName}` : ''), { goal: spec.goal }, spec.final !== undefined ? spec.final : null, top, { metadata: { framework_style: spec.style, ...(spec.metadata || {}) } });
  if (style.agentSpan) {
    root = span('agent', 'Agent workflow', { input: spec.goal }, spec.final ?? null, [span('agent', spec.agentName || 'Assistant', { instructions: cfg.system }, spec.final ?? null, top, { metadata: { 'span_data.type': 'agent', tools: [...new Set(spec.steps.flatMap((s) => (s.calls || []).map((c) => c.name)))] } })], { metadata: { framework_style: spec.style, group_id: 'thread_' + n.b62(12), ...(spec.metadata || {}) } });
  }
  if (spec.rootError) root.error = spec.rootError;
  for (const s of spec.steps) delete s._calls;
  return root;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f) { f(s); for (const c of s.children || []) walk(c, f); }
