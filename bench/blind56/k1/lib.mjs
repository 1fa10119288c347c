// Deterministic helpers for the trace benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = n => String(n).padStart(2, '0');
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function makeCtx(traceId, style, opts = {}) {
  const rnd = mulberry32(hashStr(traceId));
  const c = { traceId, style, model: opts.model || defaultModel(style), spans: [], msgs: [], stepNo: 0 };
  c.rand = rnd;
  c.int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  c.pick = arr => arr[Math.floor(rnd() * arr.length)];
  c.hex = n => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; };
  c.b32 = n => { let s = ''; for (let i = 0; i < n; i++) s += B32[Math.floor(rnd() * 32)]; return s; };
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0,3)]}${c.hex(3)}-${c.hex(12)}`;
  c.ulid = () => '01J' + c.b32(23);
  c.snowflake = () => String(1700000000000000000n + BigInt(c.int(0, 999999999)) * 1000n + BigInt(c.int(0, 999)));
  c.req = (p = 'req_') => p + c.hex(24);
  c.sha = (n = 40) => c.hex(n);
  c.etag = () => `W/"${c.hex(8)}-${c.hex(6)}"`;
  c.traceparent = () => `00-${c.hex(32)}-${c.hex(16)}-01`;
  c.cfray = () => `${c.hex(16)}-${c.pick(['AMS','FRA','LHR','CDG','IAD','NRT','SYD'])}`;
  c.addr = () => '0x7f' + c.hex(10);
  c.tmp = (pre = 'tmp') => `/tmp/${pre}${c.b32(8).toLowerCase()}`;
  c.host = pre => `${pre}-${c.int(1, 9)}${c.pick(['a','b','c','d'])}.${c.pick(['eu-west-1','us-east-2','ap-south-1','eu-central-1'])}.internal`;
  c.pod = pre => `${pre}-${c.hex(10)}-${c.b32(5).toLowerCase()}`;
  c.ms = (a = 12, b = 900) => c.int(a, b);
  c.dur = () => `${(c.int(80, 9000) / 1000).toFixed(2)}s`;
  // clock
  c.t = Date.UTC(2024, c.int(0, 11), c.int(1, 27), c.int(6, 20), c.int(0, 59), c.int(0, 59)) + c.int(0, 999);
  c.tick = (lo = 300, hi = 4000) => { c.t += c.int(lo, hi); return c.t; };
  c.iso = () => new Date(c.tick(50, 900)).toISOString();
  c.isoOff = () => { const d = new Date(c.tick(50, 900) + 2 * 3600e3); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth()+1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+02:00`; };
  c.http = () => { const d = new Date(c.tick(50, 900)); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  c.epoch = () => Math.floor(c.tick(50, 900) / 1000);
  c.epochMs = () => c.tick(50, 900);
  c.logts = () => { const d = new Date(c.tick(50, 900)); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth()+1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3,'0')}`; };
  c.clf = () => { const d = new Date(c.tick(50, 900)); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; };
  c.dateOnly = () => new Date(c.t).toISOString().slice(0, 10);
  c.step = (text, calls = []) => addStep(c, text, calls);
  c.final = text => addStep(c, text, []);
  c.raw = span => { c.spans.push(span); return span; };
  return c;
}

function defaultModel(style) {
  return ({ anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', gemini: 'gemini-1.5-pro-002', vercel: 'gpt-4o-2024-08-06', langgraph: 'gpt-4o-mini', crewai: 'gpt-4o', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', agno: 'gpt-4.1', otel_genai: 'gpt-4o', openinference: 'gpt-4-turbo', openai_agents: 'gpt-4.1', plain: 'gpt-4o-mini' })[style] || 'gpt-4o';
}

const clip = v => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > 600 ? s.slice(0, 600) + '…' : s; };

function llmInput(c) {
  const head = c.msgs.slice(0, 2), tail = c.msgs.slice(2).slice(-4);
  const msgs = JSON.parse(JSON.stringify(head.concat(tail)));
  if (c.style === 'gemini') return { model: c.model, contents: msgs.filter(m => m.role !== 'system').map(m => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })), systemInstruction: { parts: [{ text: msgs[0].content }] } };
  if (c.style === 'anthropic' || c.style === 'claude_sdk') return { model: c.model, max_tokens: 4096, system: msgs[0].content, messages: msgs.slice(1) };
  if (c.style === 'openinference') { const o = {}; msgs.forEach((m, i) => { o[`llm.input_messages.${i}.message.role`] = m.role; o[`llm.input_messages.${i}.message.content`] = m.content; }); return o; }
  if (c.style === 'smolagents' || c.style === 'crewai') return { prompt: msgs.map(m => `${m.role.toUpperCase()}: ${m.content}`).join('\n\n') };
  return { model: c.model, messages: msgs };
}

function addStep(c, text, calls) {
  c.stepNo++;
  const tin = c.int(400, 6000), tout = c.int(20, 400);
  const input = llmInput(c);
  const ids = calls.map(() => c.style === 'anthropic' || c.style === 'claude_sdk' ? 'toolu_01' + c.b32(20) : c.style === 'gemini' ? null : 'call_' + c.b32(24));
  let output, name = 'llm', meta = {};
  const S = c.style;
  const fcall = calls.map((k, i) => ({ id: ids[i], name: k[0], args: k[1] }));
  if (S === 'anthropic' || S === 'claude_sdk') {
    output = { id: 'msg_01' + c.b32(22), type: 'message', role: 'assistant', model: c.model, content: [...(text ? [{ type: 'text', text }] : []), ...fcall.map(f => ({ type: 'tool_use', id: f.id, name: f.name, input: f.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: tin, output_tokens: tout } };
    name = S === 'claude_sdk' ? 'assistant' : 'anthropic.messages.create';
  } else if (S === 'gemini') {
    output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...fcall.map(f => ({ functionCall: { name: f.name, args: f.args } }))] }, finishReason: 'STOP', avgLogprobs: -(c.int(1, 900) / 1000) }], usageMetadata: { promptTokenCount: tin, candidatesTokenCount: tout, totalTokenCount: tin + tout }, modelVersion: c.model };
    name = 'generate_content';
  } else if (S === 'vercel') {
    output = { text: text || '', toolCalls: fcall.map(f => ({ toolCallType: 'function', toolCallId: f.id, toolName: f.name, args: JSON.stringify(f.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
    name = 'ai.generateText.doGenerate'; meta = { 'ai.model.id': c.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': tin, 'ai.usage.completionTokens': tout, 'operation.name': 'ai.generateText.doGenerate' };
  } else if (S === 'openai_agents') {
    output = [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...fcall.map(f => ({ type: 'function_call', call_id: f.id, name: f.name, arguments: JSON.stringify(f.args), status: 'completed' }))];
    name = 'response'; meta = { span_data: { type: 'response', response_id: 'resp_' + c.hex(32) }, usage: { input_tokens: tin, output_tokens: tout } };
  } else if (S === 'crewai') {
    output = text + (calls.length ? calls.map(k => `\nAction: ${k[0]}\nAction Input: ${JSON.stringify(k[1])}`).join('') : '');
    name = 'LLM.call'; meta = { 'crewai.agent.role': c.role || 'Specialist', model: c.model };
  } else if (S === 'smolagents') {
    output = `Thought: ${text}` + (calls.length ? `\nCode:\n\`\`\`py\n${calls.map(k => `result = ${k[0]}(${Object.entries(k[1]).map(([a, b]) => `${a}=${JSON.stringify(b)}`).join(', ')})\nprint(result)`).join('\n')}\n\`\`\`<end_code>` : '');
    name = 'LiteLLMModel.__call__'; meta = { 'llm.token_count.prompt': tin, 'llm.token_count.completion': tout };
  } else if (S === 'openinference') {
    output = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text || '', ...Object.fromEntries(fcall.flatMap((f, i) => [[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`, f.name], [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`, JSON.stringify(f.args)]])) };
    name = 'ChatCompletion'; meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': c.model, 'llm.token_count.prompt': tin, 'llm.token_count.completion': tout };
  } else if (S === 'otel_genai') {
    output = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...fcall.map(f => ({ type: 'tool_call', id: f.id, name: f.name, arguments: f.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] };
    name = `chat ${c.model}`; meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': c.model, 'gen_ai.usage.input_tokens': tin, 'gen_ai.usage.output_tokens': tout };
  } else if (S === 'agno') {
    output = { role: 'assistant', content: text || null, tool_calls: fcall.map(f => ({ id: f.id, type: 'function', function: { name: f.name, arguments: JSON.stringify(f.args) } })) };
    name = 'OpenAIChat.response'; meta = { 'agno.run_id': c.agnoRun || (c.agnoRun = c.uuid()), 'agno.session_id': c.agnoSess || (c.agnoSess = c.uuid()), 'agno.model': c.model };
  } else { // plain, langgraph
    output = { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: fcall.map(f => ({ id: f.id, type: 'function', function: { name: f.name, arguments: JSON.stringify(f.args) } })) } : {}) };
    name = S === 'langgraph' ? 'ChatOpenAI' : 'chat.completions.create';
    meta = S === 'langgraph' ? { ls_provider: 'openai', ls_model_name: c.model, langgraph_node: 'agent', langgraph_step: c.stepNo * 2 - 1 } : { model: c.model, usage: { prompt_tokens: tin, completion_tokens: tout } };
  }
  c.tick(800, 9000);
  const llm = { type: 'llm', name, input, output, children: [], metadata: meta };
  c.msgs.push({ role: 'assistant', content: text || (calls.length ? `[tool_calls: ${calls.map(k => k[0]).join(', ')}]` : '') });
  const tools = calls.map((k, i) => {
    const [tname, args, out, err, stringArgs] = k;
    c.tick(100, 3000);
    let sp = { type: 'tool', name: tname, input: stringArgs ? JSON.stringify(args) : args, output: out, children: [] };
    if (S === 'vercel') { sp.name = 'ai.toolCall'; sp.metadata = { 'ai.toolCall.name': tname, 'ai.toolCall.id': ids[i], 'operation.name': 'ai.toolCall' }; }
    else if (S === 'openai_agents') { sp.name = tname; sp.metadata = { span_data: { type: 'function', name: tname } }; sp.input = JSON.stringify(args); }
    else if (S === 'otel_genai') { sp.name = `execute_tool ${tname}`; sp.metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': tname, 'gen_ai.tool.call.id': ids[i] }; }
    else if (S === 'openinference') { sp.metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': tname, 'tool.parameters': JSON.stringify(args) }; }
    else if (S === 'gemini') { sp.output = { functionResponse: { name: tname, response: err ? { error: err, details: out } : { result: out } } }; }
    else if (S === 'anthropic' || S === 'claude_sdk') { sp.output = { type: 'tool_result', tool_use_id: ids[i], content: typeof out === 'string' ? out : JSON.stringify(out), ...(err ? { is_error: true } : {}) }; }
    else if (S === 'crewai') { sp.name = tname; sp.metadata = { 'crewai.tool.usage': true, 'run_attempts': 1 }; }
    else if (S === 'smolagents') { sp.type = 'tool'; sp.metadata = { 'smolagents.executor': 'LocalPythonExecutor' }; }
    else if (S === 'agno') { sp.name = `FunctionCall: ${tname}`; sp.metadata = { 'agno.tool_call_id': ids[i] }; }
    else if (S === 'langgraph') { sp.metadata = { langgraph_node: 'tools', langgraph_step: c.stepNo * 2 }; }
    if (err) sp.error = err;
    c.msgs.push({ role: 'tool', content: clip(err ? { error: err } : out) });
    return sp;
  });
  if (S === 'langgraph') {
    c.spans.push({ type: 'chain', name: 'agent', input: { messages_count: c.msgs.length }, output: { messages: [output] }, children: [llm], metadata: { langgraph_step: c.stepNo * 2 - 1 } });
    if (tools.length) c.spans.push({ type: 'chain', name: 'tools', input: { tool_calls: calls.length }, output: { messages: tools.map(t => ({ type: 'tool', name: t.name, content: clip(t.output) })) }, children: tools, metadata: { langgraph_step: c.stepNo * 2 } });
  } else if (S === 'smolagents') {
    c.spans.push({ type: 'chain', name: `Step ${c.stepNo}`, input: { step_number: c.stepNo }, output: tools.length ? { observations: tools.map(t => 'Execution logs:\n' + clip(t.output)).join('\n') } : { final_answer: text }, children: [llm, ...tools], metadata: { duration: c.int(500, 9000) / 1000 } });
  } else if (S === 'crewai') {
    llm.children = tools; c.spans.push(llm);
  } else {
    c.spans.push(llm, ...tools);
  }
  return llm;
}

export function buildRoot(c, goal, extra = {}) {
  const S = c.style;
  const nameMap = { vercel: 'ai.generateText', openai_agents: 'Agent workflow', otel_genai: `invoke_agent ${extra.agentName || 'assistant'}`, langgraph: 'LangGraph', crewai: 'Crew.kickoff', smolagents: 'CodeAgent.run', agno: 'Agent.run', openinference: extra.agentName || 'AgentExecutor', gemini: 'gemini_agent_session', anthropic: 'agent_loop', claude_sdk: 'claude_agent_sdk.query', plain: 'agent_run' };
  const meta = { framework_style: S, ...(extra.metadata || {}) };
  if (S === 'openinference') meta['openinference.span.kind'] = 'AGENT';
  if (S === 'otel_genai') { meta['gen_ai.operation.name'] = 'invoke_agent'; meta['gen_ai.agent.name'] = extra.agentName || 'assistant'; }
  if (S === 'openai_agents') meta.span_data = { type: 'agent', name: extra.agentName || 'Assistant', tools: extra.tools || [] };
  if (S === 'vercel') meta['ai.settings.maxSteps'] = extra.maxSteps || 20;
  const last = c.spans.filter(s => s.type === 'llm' || s.children?.some(x => x.type === 'llm')).pop();
  return { type: 'agent', name: nameMap[S] || 'agent', input: S === 'vercel' ? { prompt: goal } : { task: goal }, output: extra.output !== undefined ? extra.output : null, children: c.spans, ...(extra.error ? { error: extra.error } : {}), metadata: meta };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, x) => a + countSpans(x), 0); }
export function walk(s, f) { f(s); (s.children || []).forEach(x => walk(x, f)); }
