// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.

export const FAMILIES = {
  verbatim_restatement: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  shrinking_failures: { loop: false, stagnation: false },
  planning_monologue: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  deep_delegation_chain: { loop: false, stagnation: false },
  many_similar_records: { loop: false, stagnation: false },
};

export function hash32(s) {
  let h = 2166136261 >>> 0;
  for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
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

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise source bound to one trace id.
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let t = Date.UTC(2025, 2, 3, 6, 0, 0) + Math.floor(r() * 86400e3 * 200);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { let s = ''; for (let i = 0; i < n; i++) s += B62[Math.floor(r() * 62)]; return s; },
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10)); return s; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    tick: (ms) => { t += ms ?? N.int(400, 5000); return t; },
    ms: () => t,
    iso: () => new Date(t).toISOString(),
    isoSec: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (h = 1) => { const d = new Date(t + h * 3600e3); return d.toISOString().replace(/\.\d{3}Z$/, `${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`); },
    httpDate: () => new Date(t).toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    slashTs: () => { const d = new Date(t); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    syslog: () => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    clock: () => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    dur: (a = 40, b = 3000) => `${N.int(a, b)}ms`,
    durS: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    reqId: (p = 'req') => `${p}_${N.b62(20)}`,
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    tmp: (p = 'tmp') => `/tmp/${p}-${N.b62(8).toLowerCase()}`,
    host: (p) => `${p}-${N.int(1, 14)}${N.pick(['a', 'b', 'c'])}.${N.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-2'])}.internal`,
    pod: (p) => `${p}-${N.hex(9)}-${N.b62(5).toLowerCase()}`,
    etag: () => `W/"${N.hex(16)}"`,
    sha: () => N.hex(40),
    short: () => N.hex(7),
    addr: () => `0x7f${N.hex(10)}`,
    pid: () => N.int(1200, 65000),
    cursor: () => Buffer.from(`${N.hex(8)}:${N.int(1000, 99999)}`).toString('base64').replace(/=+$/, ''),
  };
  return N;
}

export const err = (message, out) => ({ __err: message, out: out ?? { error: message } });

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

// ---------- recording styles ----------
// A style turns {think, text, calls:[[name,args],...]} + results into spans shaped like a given tracer.
const NEST = {
  flat: (S, llm, tools) => [llm, ...tools],
  nested: (S, llm, tools) => { llm.children.push(...tools); return [llm]; },
  lg: (S, llm, tools) => [
    span('chain', 'agent', { messages: `[${S.hist.length - 1} messages]` }, { messages: [llm.output?.generations?.[0]?.[0]?.message ?? null] }, [llm], { metadata: { langgraph_node: 'agent', langgraph_step: S.n * 2 - 1, langgraph_triggers: ['start:agent', 'tools'] } }),
    ...(tools.length ? [span('chain', 'tools', { tool_calls: tools.length }, { messages: tools.map((t) => t.output) }, tools, { metadata: { langgraph_node: 'tools', langgraph_step: S.n * 2 } })] : []),
  ],
  step: (S, llm, tools) => [span('chain', S.cfg.stepName(S), { step_number: S.n }, { observations: tools.map((t) => t.error ?? asText(t.output)).join('\n').slice(0, 400) || null }, [llm, ...tools], { metadata: S.cfg.stepMeta ? S.cfg.stepMeta(S) : undefined })],
  pyd: (S, llm, tools) => [llm, ...(tools.length ? [span('chain', 'running tools', { tools: tools.map((t) => t.metadata?.['gen_ai.tool.name']) }, null, tools)] : [])],
};

function idFor(kind, N) {
  if (kind === 'anthropic' || kind === 'claude_sdk') return `toolu_01${N.b62(22)}`;
  if (kind === 'responses') return `call_${N.b62(24)}`;
  if (kind === 'gemini' || kind === 'adk') return `adk-${N.uuid()}`;
  if (kind === 'bedrock') return `${N.uuid()}-0`;
  return `call_${N.b62(24)}`;
}

function chatOut(step, ids) {
  const o = { role: 'assistant', content: step.text ?? null };
  if (step.calls?.length) o.tool_calls = step.calls.map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } }));
  return o;
}
function toolAsCode(name, args) {
  const kv = Object.entries(args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ');
  return `${name}(${kv})`;
}

const STYLES = {
  openai: { llmName: () => 'openai.chat.completions.create', out: (S, st, ids) => ({ id: `chatcmpl-${S.N.b62(29)}`, choices: [{ index: 0, message: chatOut(st, ids), finish_reason: st.calls?.length ? 'tool_calls' : 'stop' }], usage: S.usage() }), input: (S) => ({ model: S.model, messages: S.hist.slice(), temperature: 0.2 }), nest: 'flat' },
  anthropic: {
    llmName: () => 'anthropic.messages.create',
    input: (S) => ({ model: S.model, max_tokens: 4096, system: S.hist[0].content, messages: S.hist.slice(1).map((m) => (m.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] } : { role: m.role, content: m.content })) }),
    out: (S, st, ids) => ({ id: `msg_01${S.N.b62(22)}`, type: 'message', role: 'assistant', model: S.model, content: [...(st.think ? [{ type: 'thinking', thinking: st.think, signature: S.N.b62(40) }] : []), ...(st.text ? [{ type: 'text', text: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'tool_use', id: ids[i], name: n, input: a }))], stop_reason: st.calls?.length ? 'tool_use' : 'end_turn', usage: { input_tokens: S.N.int(900, 14000), output_tokens: S.N.int(40, 900), cache_read_input_tokens: S.N.int(0, 8000) } }),
    nest: 'flat',
  },
  claude_sdk: {
    llmName: () => 'assistant', input: (S) => ({ session_id: S.sid, parent_uuid: S.lastUuid, prompt_messages: S.hist.length }),
    out: (S, st, ids) => ({ type: 'assistant', uuid: (S.lastUuid = S.N.uuid()), message: { model: S.model, content: [...(st.think ? [{ type: 'thinking', thinking: st.think }] : []), ...(st.text ? [{ type: 'text', text: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'tool_use', id: ids[i], name: n, input: a }))] } }),
    toolOut: (S, res, id) => ({ type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id, content: asText(res), ...(S._err ? { is_error: true } : {}) }] } }),
    nest: 'flat',
  },
  responses: {
    llmName: () => 'openai.responses.create',
    input: (S) => ({ model: S.model, previous_response_id: S.prevResp ?? null, input: S.hist.slice(-2).map((m) => (m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content })), reasoning: { effort: 'medium', summary: 'auto' } }),
    out: (S, st, ids) => ({ id: (S.prevResp = `resp_${S.N.hex(48)}`), object: 'response', status: 'completed', output: [...(st.think ? [{ type: 'reasoning', id: `rs_${S.N.hex(48)}`, summary: [{ type: 'summary_text', text: st.think }] }] : []), ...(st.text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: st.text, annotations: [] }] }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'function_call', id: `fc_${S.N.hex(48)}`, call_id: ids[i], name: n, arguments: JSON.stringify(a), status: 'completed' }))], usage: { input_tokens: S.N.int(500, 9000), output_tokens: S.N.int(50, 1200), output_tokens_details: { reasoning_tokens: S.N.int(0, 800) } } }),
    nest: 'flat',
  },
  gemini: {
    llmName: (S) => `models/${S.model}:generateContent`,
    input: (S) => ({ systemInstruction: { parts: [{ text: S.hist[0].content }] }, contents: S.hist.slice(1).map((m) => (m.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: m.content } } }] } : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content ?? '' }] })) }),
    out: (S, st) => ({ candidates: [{ content: { role: 'model', parts: [...(st.think ? [{ text: st.think, thought: true }] : []), ...(st.text ? [{ text: st.text }] : []), ...(st.calls ?? []).map(([n, a]) => ({ functionCall: { name: n, args: a } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: S.N.int(600, 9000), candidatesTokenCount: S.N.int(20, 600), totalTokenCount: S.N.int(700, 9800) }, modelVersion: S.model, responseId: S.N.b62(22) }),
    toolIn: (S, n, a) => ({ functionCall: { name: n, args: a } }),
    toolOut: (S, res, id, n) => ({ functionResponse: { name: n, response: typeof res === 'object' && res !== null && !Array.isArray(res) ? res : { result: res } } }),
    nest: 'flat',
  },
  vercel: {
    llmName: () => 'ai.generateText.doGenerate',
    input: (S) => ({ 'ai.prompt.messages': JSON.stringify(S.hist.slice(-4)), 'ai.prompt.format': 'messages' }),
    out: (S, st, ids) => ({ 'ai.response.text': st.text ?? '', 'ai.response.toolCalls': JSON.stringify((st.calls ?? []).map(([n, a], i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: n, args: JSON.stringify(a) }))), 'ai.response.finishReason': st.calls?.length ? 'tool-calls' : 'stop', 'ai.response.id': `aitxt-${S.N.b62(24)}`, 'ai.response.timestamp': S.N.iso() }),
    meta: (S) => ({ 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': S.model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': S.N.int(400, 8000), 'ai.usage.completionTokens': S.N.int(10, 500) }),
    toolName: () => 'ai.toolCall',
    toolIn: (S, n, a, id) => ({ 'ai.toolCall.name': n, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(a) }),
    toolOut: (S, res) => ({ 'ai.toolCall.result': asText(res) }),
    nest: 'flat',
  },
  otel: {
    llmName: (S) => `chat ${S.model}`,
    input: (S) => ({ 'gen_ai.input.messages': S.hist.map((m) => ({ role: m.role, parts: [{ type: m.role === 'tool' ? 'tool_call_response' : 'text', ...(m.role === 'tool' ? { id: m.tool_call_id, response: m.content } : { content: m.content }) }] })) }),
    out: (S, st, ids) => ({ 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(st.text ? [{ type: 'text', content: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'tool_call', id: ids[i], name: n, arguments: a }))], finish_reason: st.calls?.length ? 'tool_call' : 'stop' }] }),
    meta: (S) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': S.provider ?? 'openai', 'gen_ai.request.model': S.model, 'gen_ai.response.id': `chatcmpl-${S.N.b62(24)}`, 'gen_ai.usage.input_tokens': S.N.int(300, 7000), 'gen_ai.usage.output_tokens': S.N.int(15, 400) }),
    toolName: (S, n) => `execute_tool ${n}`,
    toolMeta: (S, n, id) => ({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id, 'gen_ai.tool.type': 'function' }),
    nest: 'flat',
  },
  openinference: {
    llmName: () => 'ChatCompletion',
    input: (S) => Object.fromEntries(S.hist.flatMap((m, i) => [[`llm.input_messages.${i}.message.role`, m.role], [`llm.input_messages.${i}.message.content`, m.content ?? '']])),
    out: (S, st, ids) => Object.fromEntries([['llm.output_messages.0.message.role', 'assistant'], ['llm.output_messages.0.message.content', st.text ?? ''], ...(st.calls ?? []).flatMap(([n, a], i) => [[`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`, ids[i]], [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`, n], [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`, JSON.stringify(a)]])]),
    meta: (S) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': S.model, 'llm.provider': 'openai', 'llm.token_count.prompt': S.N.int(300, 8000), 'llm.token_count.completion': S.N.int(10, 400) }),
    toolIn: (S, n, a) => ({ 'input.value': JSON.stringify(a), 'input.mime_type': 'application/json' }),
    toolOut: (S, res) => ({ 'output.value': asText(res), 'output.mime_type': typeof res === 'string' ? 'text/plain' : 'application/json' }),
    toolMeta: (S, n) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': n }),
    nest: 'flat',
  },
  langgraph: {
    llmName: () => 'ChatOpenAI',
    input: (S) => ({ messages: [S.hist.map((m) => ({ type: { user: 'human', assistant: 'ai', system: 'system', tool: 'tool' }[m.role], content: m.content ?? '' }))] }),
    out: (S, st, ids) => ({ generations: [[{ text: st.text ?? '', generation_info: { finish_reason: st.calls?.length ? 'tool_calls' : 'stop' }, message: { type: 'ai', content: st.text ?? '', tool_calls: (st.calls ?? []).map(([n, a], i) => ({ name: n, args: a, id: ids[i], type: 'tool_call' })) } }]], llm_output: { token_usage: S.usage(), model_name: S.model } }),
    meta: (S) => ({ ls_provider: 'openai', ls_model_name: S.model, ls_model_type: 'chat', ls_temperature: 0 }),
    toolIn: (S, n, a) => ({ input: JSON.stringify(a).replace(/"/g, "'") }),
    toolOut: (S, res, id, n) => ({ output: { type: 'tool', name: n, tool_call_id: id, content: asText(res), status: S._err ? 'error' : 'success' } }),
    nest: 'lg',
  },
  agents_sdk: {
    llmName: () => 'Response', input: (S) => S.hist.slice(1).map((m) => (m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content })),
    out: (S, st, ids) => [...(st.text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: st.text }] }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'function_call', call_id: ids[i], name: n, arguments: JSON.stringify(a) }))],
    meta: (S) => ({ 'span_data.type': 'response', response_id: `resp_${S.N.hex(40)}`, model: S.model }),
    toolIn: (S, n, a) => JSON.stringify(a), toolOut: (S, res) => asText(res), toolMeta: () => ({ 'span_data.type': 'function' }),
    nest: 'flat',
  },
  smolagents: {
    llmName: () => 'OpenAIServerModel.generate', input: (S) => ({ messages: S.hist.slice(), stop_sequences: ['<end_code>', 'Observation:', 'Calling tools:'] }),
    out: (S, st) => ({ role: 'assistant', content: `Thought: ${st.think ?? st.text ?? ''}\nCode:\n\`\`\`py\n${(st.calls ?? []).map(([n, a]) => `${n === 'final_answer' ? '' : 'out = '}${toolAsCode(n, a)}\nprint(out)`).join('\n')}\n\`\`\`<end_code>` }),
    meta: (S) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': S.model }),
    toolMeta: (S, n) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': n }),
    nest: 'step', stepName: (S) => `Step ${S.n}`, stepMeta: (S) => ({ 'openinference.span.kind': 'CHAIN' }),
  },
  crewai: {
    llmName: () => 'litellm.completion', input: (S) => ({ messages: S.hist.slice(-3) }),
    out: (S, st) => (st.calls?.length ? `Thought: ${st.think ?? st.text}\nAction: ${st.calls[0][0]}\nAction Input: ${JSON.stringify(st.calls[0][1])}` : st.text ? `Thought: ${st.think ?? 'I now know the final answer'}\nFinal Answer: ${st.text}` : `Thought: ${st.think}`),
    meta: (S) => ({ model: S.model, 'crewai.agent.role': S.agent }),
    toolName: (S, n) => `Tool Usage: ${n}`, toolMeta: (S, n) => ({ tool_name: n, run_attempts: 1, delegations: 0 }),
    nest: 'flat',
  },
  autogen: {
    llmName: () => 'OpenAIChatCompletionClient.create', input: (S) => ({ messages: S.hist.slice(), tools: S.toolNames }),
    out: (S, st, ids) => ({ finish_reason: st.calls?.length ? 'function_calls' : 'stop', content: st.calls?.length ? st.calls.map(([n, a], i) => ({ id: ids[i], name: n, arguments: JSON.stringify(a) })) : st.text, thought: st.think ?? st.text ?? null, usage: { prompt_tokens: S.N.int(300, 6000), completion_tokens: S.N.int(20, 400) }, cached: false }),
    meta: (S) => ({ source: S.agent, message_type: 'ToolCallRequestEvent' }),
    toolName: (S, n) => `execute_tool ${n}`, toolOut: (S, res, id, n) => ({ type: 'FunctionExecutionResult', call_id: id, name: n, content: asText(res), is_error: !!S._err }),
    nest: 'flat',
  },
  llamaindex: {
    llmName: () => 'OpenAI.achat', input: (S) => ({ messages: S.hist.slice() }),
    out: (S, st, ids) => ({ message: { role: 'assistant', content: st.text ?? '', additional_kwargs: st.calls?.length ? { tool_calls: st.calls.map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } })) } : {} }, raw: { id: `chatcmpl-${S.N.b62(24)}`, model: S.model } }),
    toolName: (S, n) => `FunctionTool.acall`, toolIn: (S, n, a) => ({ tool: n, kwargs: a }), toolOut: (S, res, id, n) => ({ content: asText(res), tool_name: n, raw_input: null, is_error: !!S._err }),
    nest: 'flat',
  },
  haystack: {
    llmName: () => 'haystack.component.run', input: (S) => ({ messages: S.hist.map((m) => ({ _role: m.role, _content: [{ text: m.content ?? '' }] })) }),
    out: (S, st, ids) => ({ replies: [{ _role: 'assistant', _content: [...(st.text ? [{ text: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ tool_call: { tool_name: n, arguments: a, id: ids[i] } }))], _meta: { model: S.model, finish_reason: st.calls?.length ? 'tool_calls' : 'stop' } }] }),
    meta: (S) => ({ 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' }),
    toolName: () => 'haystack.component.run', toolIn: (S, n, a) => ({ tool_name: n, arguments: a }),
    toolOut: (S, res, id, n) => ({ tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: asText(res), origin: { tool_name: n, id }, error: !!S._err } }] }] }),
    toolMeta: (S, n) => ({ 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: n }),
    nest: 'flat',
  },
  sk: {
    llmName: (S) => `chat.completions ${S.model}`, input: (S) => ({ 'gen_ai.prompt': JSON.stringify(S.hist.slice(-3)) }),
    out: (S, st, ids) => ({ 'gen_ai.completion': JSON.stringify([{ role: 'assistant', content: st.text ?? null, tool_calls: (st.calls ?? []).map(([n, a], i) => ({ id: ids[i], function: { name: n, arguments: JSON.stringify(a) } })) }]) }),
    meta: (S) => ({ 'gen_ai.system': 'openai', 'gen_ai.request.model': S.model, 'gen_ai.response.finish_reason': 'Stop' }),
    toolName: (S, n) => `execute_tool ${n}`, toolIn: (S, n, a) => ({ arguments: a }), toolMeta: (S, n) => ({ 'sk.function.name': n.split('-')[1] ?? n, 'sk.plugin.name': n.split('-')[0] }),
    nest: 'flat',
  },
  pydantic_ai: {
    llmName: (S) => `chat ${S.model}`, input: (S) => ({ 'gen_ai.input.messages': S.hist.slice() }),
    out: (S, st, ids) => ({ 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(st.think ? [{ type: 'thinking', content: st.think }] : []), ...(st.text ? [{ type: 'text', content: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ type: 'tool_call', id: ids[i], name: n, arguments: a }))] }] }),
    meta: (S) => ({ 'logfire.span_type': 'span', 'gen_ai.request.model': S.model, 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': S.N.int(300, 5000) }),
    toolName: () => 'running tool', toolIn: (S, n, a) => ({ tool_arguments: JSON.stringify(a) }), toolOut: (S, res) => ({ tool_response: asText(res) }),
    toolMeta: (S, n, id) => ({ 'gen_ai.tool.name': n, 'gen_ai.tool.call.id': id, 'logfire.msg': `running tool: ${n}` }),
    nest: 'pyd',
  },
  adk: {
    llmName: () => 'call_llm', input: (S) => ({ 'gcp.vertex.agent.llm_request': JSON.stringify({ model: S.model, contents: S.hist.slice(-3).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content ?? '' }] })) }) }),
    out: (S, st) => ({ 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [...(st.text ? [{ text: st.text }] : []), ...(st.calls ?? []).map(([n, a]) => ({ function_call: { name: n, args: a } }))] } }) }),
    meta: (S) => ({ 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': S.model, 'gcp.vertex.agent.invocation_id': S.inv, 'gcp.vertex.agent.event_id': S.N.uuid() }),
    toolName: (S, n) => `execute_tool ${n}`, toolIn: (S, n, a) => ({ 'gcp.vertex.agent.tool_call_args': JSON.stringify(a) }), toolOut: (S, res) => ({ 'gcp.vertex.agent.tool_response': asText(res) }),
    nest: 'flat',
  },
  mastra: {
    llmName: (S) => `llm: '${S.model}'`, input: (S) => ({ messages: S.hist.slice() }),
    out: (S, st, ids) => ({ text: st.text ?? '', toolCalls: (st.calls ?? []).map(([n, a], i) => ({ type: 'tool-call', toolCallId: ids[i], toolName: n, args: a })), finishReason: st.calls?.length ? 'tool-calls' : 'stop' }),
    meta: (S) => ({ spanType: 'MODEL_GENERATION', provider: 'openai.chat', streaming: false }),
    toolName: (S, n) => `tool: '${n}'`, toolMeta: () => ({ spanType: 'TOOL_CALL' }),
    nest: 'flat',
  },
  langfuse: {
    llmName: () => 'OpenAI-generation', input: (S) => S.hist.slice(),
    out: (S, st, ids) => chatOut(st, ids),
    meta: (S) => ({ observation_type: 'GENERATION', model: S.model, usage: { input: S.N.int(300, 6000), output: S.N.int(10, 400), unit: 'TOKENS' }, level: 'DEFAULT' }),
    toolMeta: () => ({ observation_type: 'SPAN' }),
    nest: 'flat',
  },
  strands: {
    llmName: () => 'chat', input: (S) => ({ 'gen_ai.user.message': S.hist.at(-1)?.content ?? '' }),
    out: (S, st, ids) => ({ 'gen_ai.choice': { message: [...(st.text ? [{ text: st.text }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ toolUse: { toolUseId: ids[i], name: n, input: a } }))], finish_reason: st.calls?.length ? 'tool_use' : 'end_turn' } }),
    meta: (S) => ({ 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': S.model }),
    toolName: (S, n) => `execute_tool ${n}`, toolOut: (S, res, id) => ({ toolResult: { toolUseId: id, status: S._err ? 'error' : 'success', content: [{ text: asText(res) }] } }),
    nest: 'step', stepName: (S) => `execute_event_loop_cycle`, stepMeta: (S) => ({ event_loop_cycle_id: S.N.uuid() }),
  },
  openhands: {
    llmName: () => 'llm.completion', input: (S) => ({ messages: S.hist.slice(-5) }),
    out: (S, st, ids) => ({ ...chatOut({ text: st.think ?? st.text, calls: st.calls }, ids) }),
    meta: (S) => ({ model: S.model, agent: 'CodeActAgent' }),
    toolName: (S, n) => ({ execute_bash: 'CmdRunAction', str_replace_editor: 'FileEditAction', finish: 'AgentFinishAction' }[n] ?? n),
    toolOut: (S, res) => res,
    nest: 'flat',
  },
  sweagent: {
    llmName: () => 'model.query', input: (S) => ({ history_len: S.hist.length, last_observation: (S.hist.at(-1)?.content ?? '').slice(0, 500) }),
    out: (S, st) => `DISCUSSION\n${st.think ?? st.text}\n\n\`\`\`\n${(st.calls ?? []).map(([n, a]) => a.cmd ?? `${n} ${Object.values(a).join(' ')}`).join('\n')}\n\`\`\``,
    toolName: () => 'env.communicate', toolIn: (S, n, a) => ({ action: a.cmd ?? n }),
    nest: 'flat',
  },
  mlflow: {
    llmName: () => 'ChatOpenAI', input: (S) => ({ messages: S.hist.slice() }),
    out: (S, st, ids) => ({ choices: [{ message: chatOut(st, ids), finish_reason: st.calls?.length ? 'tool_calls' : 'stop' }] }),
    meta: (S) => ({ 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': S.reqId, 'mlflow.chat.tokenUsage': S.usage() }),
    toolMeta: (S) => ({ 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': S.reqId }),
    nest: 'flat',
  },
  inspect: {
    llmName: () => 'model', input: (S) => ({ input: S.hist.slice(-4), tools: S.toolNames, tool_choice: 'auto', config: { max_tokens: 4096 } }),
    out: (S, st, ids) => ({ model: S.model, choices: [{ message: { role: 'assistant', content: st.text ?? '', tool_calls: (st.calls ?? []).map(([n, a], i) => ({ id: ids[i], function: n, arguments: a })) }, stop_reason: st.calls?.length ? 'tool_calls' : 'stop' }], usage: S.usage() }),
    meta: (S) => ({ event: 'model', working_start: S.N.r() * 100 }),
    toolName: (S, n) => `tool: ${n}`, toolMeta: () => ({ event: 'tool' }),
    nest: 'flat',
  },
  weave: {
    llmName: () => 'openai.chat.completions.create', input: (S) => ({ model: S.model, messages: S.hist.slice() }),
    out: (S, st, ids) => ({ id: `chatcmpl-${S.N.b62(24)}`, choices: [{ message: chatOut(st, ids) }] }),
    meta: (S) => ({ op_name: `weave:///${S.project}/op/openai.chat.completions.create:${S.N.b62(40)}`, call_id: S.N.uuid() }),
    toolName: (S, n) => n, toolMeta: (S, n) => ({ op_name: `weave:///${S.project}/op/${n}:${S.N.b62(40)}`, call_id: S.N.uuid() }),
    nest: 'flat',
  },
  agentops: {
    llmName: () => 'openai.chat.completion', input: (S) => ({ messages: S.hist.slice(-4) }),
    out: (S, st, ids) => chatOut(st, ids),
    meta: (S) => ({ 'agentops.event_type': 'llms', session_id: S.sid, prompt_tokens: S.N.int(200, 4000) }),
    toolName: (S, n) => `${n}.tool`, toolMeta: (S) => ({ 'agentops.event_type': 'tools', session_id: S.sid }),
    nest: 'nested',
  },
  bedrock: {
    llmName: () => 'orchestrationTrace.modelInvocation', input: (S) => ({ modelInvocationInput: { type: 'ORCHESTRATION', text: JSON.stringify({ system: S.hist[0].content.slice(0, 200), messages: S.hist.slice(-3) }), traceId: `${S.N.uuid()}-0` } }),
    out: (S, st) => ({ rationale: { text: st.think ?? st.text ?? '' }, invocationInput: (st.calls ?? []).map(([n, a]) => ({ invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: n.split('__')[0], function: n.split('__')[1] ?? n, parameters: Object.entries(a).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'integer' : 'string', value: String(v) })) } })) }),
    toolName: (S, n) => `actionGroupInvocation ${n}`, toolOut: (S, res) => ({ actionGroupInvocationOutput: { text: asText(res) } }),
    nest: 'nested',
  },
  letta: {
    llmName: () => 'agent_step', input: (S) => ({ in_context_messages: S.hist.length, new_message: S.hist.at(-1) }),
    out: (S, st, ids) => ({ messages: [...(st.think ? [{ message_type: 'reasoning_message', reasoning: st.think, id: `message-${S.N.uuid()}` }] : []), ...(st.calls ?? []).map(([n, a], i) => ({ message_type: 'tool_call_message', tool_call: { name: n, arguments: JSON.stringify({ ...a, request_heartbeat: true }), tool_call_id: ids[i] } })), ...(st.text ? [{ message_type: 'assistant_message', content: st.text }] : [])] }),
    toolOut: (S, res) => ({ message_type: 'tool_return_message', status: S._err ? 'error' : 'success', tool_return: asText(res) }),
    nest: 'flat',
  },
  dspy: {
    llmName: () => 'LM.__call__', input: (S) => ({ messages: S.hist.slice(-2) }),
    out: (S, st) => [`[[ ## next_thought ## ]]\n${st.think ?? st.text}\n\n[[ ## next_tool_name ## ]]\n${st.calls?.[0]?.[0] ?? 'finish'}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(st.calls?.[0]?.[1] ?? {})}\n\n[[ ## completed ## ]]`],
    toolName: () => 'Tool.__call__', toolIn: (S, n, a) => ({ tool: n, kwargs: a }),
    nest: 'step', stepName: (S) => `Predict(StringSignature).forward`, stepMeta: (S) => ({ iteration: S.n - 1 }),
  },
  browser_use: {
    llmName: () => 'ChatOpenAI.ainvoke', input: (S) => ({ messages: S.hist.slice(-3) }),
    out: (S, st) => ({ current_state: { evaluation_previous_goal: st.eval ?? 'Unknown', memory: st.think ?? '', next_goal: st.text ?? '' }, action: (st.calls ?? []).map(([n, a]) => ({ [n]: a })) }),
    toolName: (S, n) => `controller.act.${n}`, toolOut: (S, res) => ({ extracted_content: asText(res), include_in_memory: true, is_done: false }),
    nest: 'step', stepName: (S) => `Agent.step`, stepMeta: (S) => ({ step: S.n }),
  },
  agno: {
    llmName: (S) => `OpenAIChat.response`, input: (S) => ({ messages: S.hist.slice() }),
    out: (S, st, ids) => ({ role: 'assistant', content: st.text ?? null, tool_calls: (st.calls ?? []).map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } })), metrics: { input_tokens: S.N.int(200, 5000), output_tokens: S.N.int(20, 600), time: Number((S.N.r() * 6).toFixed(3)) } }),
    toolName: (S, n) => `FunctionCall.execute ${n}`, toolMeta: (S) => ({ run_id: S.runId }),
    nest: 'flat',
  },
  spring_ai: {
    llmName: (S) => `chat ${S.model}`, input: (S) => ({ 'spring.ai.chat.client.user.text': S.hist.at(-1)?.content ?? '', messages: S.hist.length }),
    out: (S, st, ids) => ({ 'gen_ai.completion': st.text ?? '', toolCalls: (st.calls ?? []).map(([n, a], i) => ({ id: ids[i], type: 'function', name: n, arguments: JSON.stringify(a) })) }),
    meta: (S) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'spring.ai.kind': 'chat_model' }),
    toolName: (S, n) => `tool_call ${n}`, toolIn: (S, n, a) => JSON.stringify(a), toolMeta: (S, n) => ({ 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': n }),
    nest: 'flat',
  },
  langchain4j: {
    llmName: () => 'ChatModel.chat', input: (S) => ({ messages: S.hist.map((m) => ({ type: { user: 'USER', assistant: 'AI', system: 'SYSTEM', tool: 'TOOL_EXECUTION_RESULT' }[m.role], text: m.content ?? '' })) }),
    out: (S, st, ids) => ({ aiMessage: { text: st.text ?? null, toolExecutionRequests: (st.calls ?? []).map(([n, a], i) => ({ id: ids[i], name: n, arguments: JSON.stringify(a) })) }, metadata: { finishReason: st.calls?.length ? 'TOOL_EXECUTION' : 'STOP', tokenUsage: S.usage() } }),
    toolName: (S, n) => `ToolExecutor.execute ${n}`, toolIn: (S, n, a) => ({ toolExecutionRequest: { name: n, arguments: JSON.stringify(a) } }),
    nest: 'flat',
  },
};

export function style(kind, N, opts = {}) {
  const cfg = STYLES[kind];
  if (!cfg) throw new Error(`unknown style ${kind}`);
  const S = {
    kind, cfg, N, n: 0, model: opts.model ?? 'gpt-4o-2024-11-20', provider: opts.provider, agent: opts.agent ?? 'assistant',
    hist: [{ role: 'system', content: opts.system ?? 'You are a helpful assistant.' }, { role: 'user', content: opts.user ?? '' }],
    sid: N.uuid(), inv: `e-${N.uuid()}`, reqId: `tr-${N.hex(32)}`, project: opts.project ?? 'ops/agents', runId: N.uuid(), toolNames: opts.tools ?? [],
    usage: () => ({ prompt_tokens: N.int(300, 9000), completion_tokens: N.int(15, 700), total_tokens: N.int(400, 9500) }),
  };
  S.llm = (st) => {
    S.n += 1;
    const ids = (st.calls ?? []).map(() => idFor(kind, N));
    const input = cfg.input(S);
    N.tick(N.int(700, 9000));
    const output = cfg.out(S, st, ids);
    const md = { ...(cfg.meta ? cfg.meta(S) : { model: S.model }), ...(st.meta ?? {}) };
    const sp = span('llm', cfg.llmName(S), input, output, [], { metadata: md });
    const content = [st.think, st.text].filter(Boolean).join('\n') || null;
    S.hist.push({ role: 'assistant', content, ...(st.calls?.length ? { tool_calls: st.calls.map(([n, a], i) => ({ id: ids[i], name: n, arguments: JSON.stringify(a) })) } : {}) });
    return { sp, ids };
  };
  S.tool = (name, args, res, id = idFor(kind, N), type = 'tool') => {
    const isErr = res && typeof res === 'object' && '__err' in res;
    const out = isErr ? res.out : res;
    S._err = isErr;
    N.tick(N.int(50, 4000));
    const input = cfg.toolIn ? cfg.toolIn(S, name, args, id) : args;
    const output = cfg.toolOut ? cfg.toolOut(S, out, id, name) : out;
    const md = cfg.toolMeta ? cfg.toolMeta(S, name, id) : undefined;
    const sp = span(type, cfg.toolName ? cfg.toolName(S, name) : name, input, output, [], { error: isErr ? res.__err : undefined, metadata: md });
    S._err = false;
    S.hist.push({ role: 'tool', tool_call_id: id, name, content: asText(out) });
    return sp;
  };
  // one model turn plus its tool executions, nested as the imitated framework does
  // kids[i]: spans (e.g. a sub-agent run) recorded inside the i-th tool span
  S.turn = (st, results = [], kids = []) => {
    const { sp, ids } = S.llm(st);
    const tools = (st.calls ?? []).map(([n, a], i) => { const t = S.tool(n, a, results[i], ids[i], st.types?.[i] ?? 'tool'); if (kids[i]) t.children.push(...kids[i]); return t; });
    return NEST[cfg.nest](S, sp, tools);
  };
  S.say = (text, think) => S.turn({ text, think });
  S.root = (name, children, output, metadata) => span('agent', name, { goal: opts.user, ...(opts.rootInput ?? {}) }, output, children, { metadata });
  S.child = (o) => style(o.kind ?? kind, N, { model: S.model, ...o });
  return S;
}
