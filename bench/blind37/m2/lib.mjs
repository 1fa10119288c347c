// Shared helpers: deterministic PRNG, volatile-noise generators, span builders per recording style.
// No Math.random and no clock reads: every value comes from mulberry32 seeded by the trace_id.

export function hash32(str) {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
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
const p2 = (n) => String(n).padStart(2, '0');

// Noise generator bound to one trace. A virtual clock advances with every timestamp taken.
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 640) * 86400000 + Math.floor(r() * 86400) * 1000 + Math.floor(r() * 1000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    upper: (n) => { const a = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10)); return s; },
    tick: (ms) => { t += ms ?? (300 + Math.floor(r() * 8000)); return t; },
    now: () => t,
    date: () => new Date(N.tick()),
    iso: () => new Date(N.tick()).toISOString(),
    isoSec: () => new Date(N.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoNano: () => new Date(N.tick()).toISOString().replace(/Z$/, N.digits(6) + 'Z'),
    isoOffset: (h = 2) => { const d = new Date(N.tick() + h * 3600000); return d.toISOString().replace(/\.\d{3}Z$/, (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'); },
    http: () => new Date(N.tick()).toUTCString(),
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    us: () => { const d = new Date(N.tick()); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())} ${ap}`; },
    eu: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    compact: () => new Date(N.tick()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    clock: () => { const d = new Date(N.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    day: (offsetDays = 0) => new Date(t + offsetDays * 86400000).toISOString().slice(0, 10),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[Math.floor(r() * 4)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01'; for (let i = 0; i < 24; i++) s += a[Math.floor(r() * 32)]; return s; },
    req: (prefix = 'req_') => prefix + N.alnum(20),
    sha: (n = 40) => N.hex(n),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + N.hex(N.pick([16, 24, 32])) + '"',
    ms: (a = 40, b = 2400) => N.int(a, b),
    dur: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (ext = 'json') => N.pick(['/tmp/tmp', '/var/folders/x7/' + N.alnum(8) + '/T/tmp', '/tmp/pytest-of-runner/pytest-' + N.int(1, 40) + '/tmp']) + N.alnum(8).toLowerCase() + '.' + ext,
    host: (prefix = 'api') => `${prefix}-${N.hex(4)}-${N.int(1, 9)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1', 'ca-central-1'])}.internal`,
    pod: (prefix = 'worker') => `${prefix}-${N.hex(9)}-${N.alnum(5).toLowerCase()}`,
    ip: () => `10.${N.int(0, 255)}.${N.int(0, 255)}.${N.int(2, 254)}`,
    job: (prefix = 'job') => `${prefix}_${N.alnum(12).toLowerCase()}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(10, 99999), k: N.hex(8) })).toString('base64').replace(/=+$/, ''),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    cfRay: () => `${N.hex(16)}-${N.pick(['AMS', 'FRA', 'LHR', 'CDG', 'OSL', 'ARN', 'IAD'])}`,
    ratelimit: (limit = 600) => { const rem = N.int(0, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(N.int(1, 60)) }; },
    semverBuild: () => `${N.int(1, 4)}.${N.int(0, 30)}.${N.int(0, 12)}+build.${N.int(100, 9999)}`,
  };
  return N;
}

const MODELS = {
  plain: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini', vercel: 'gpt-4o-mini', langsmith: 'claude-3-5-sonnet-20241022',
  openai_agents: 'gpt-4.1', anthropic: 'claude-sonnet-4-20250514', claude_sdk: 'claude-sonnet-4-5-20250929',
  crewai: 'gpt-4o', autogen: 'gpt-4o-2024-05-13', openinference: 'gpt-4o-mini-2024-07-18', gemini: 'gemini-2.0-flash',
  smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', griptape: 'gpt-4o', pydantic_ai: 'gpt-4o',
};
export const STYLES = Object.keys(MODELS);

const clip = (s, n = 600) => (s.length > n ? s.slice(0, n) + '…' : s);
const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const pyRepr = (v) => (typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v).replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None'));

function callId(style, N) {
  if (style === 'anthropic' || style === 'claude_sdk' || style === 'langsmith') return 'toolu_01' + N.alnum(22);
  if (style === 'gemini') return null;
  if (style === 'autogen') return 'call_' + N.alnum(24);
  if (style === 'pydantic_ai') return 'pyd_ai_' + N.hex(32);
  return 'call_' + N.alnum(24);
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// A tracer accumulates spans for one agent in one recording style.
// step(text, calls) records one model turn that may request tools; calls = [{name, args, out, err}].
export function tracer(style, N, opts) {
  if (!MODELS[style]) throw new Error('unknown style ' + style);
  const model = opts.model || MODELS[style];
  const agent = opts.agent || 'assistant';
  const system = opts.system || `You are ${agent}.`;
  const hist = [{ role: 'user', content: opts.goal }];
  const spans = [];
  let stepNo = 0;
  const session = N.uuid();
  const threadId = N.uuid();

  function window() { return hist.slice(-8); }
  function msgsOpenAI() {
    return [{ role: 'system', content: system }, ...window().map((m) => {
      if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: clip(m.content, 500) };
      if (m.role === 'assistant') return { role: 'assistant', content: m.content || null, ...(m.calls?.length ? { tool_calls: m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
      return { role: m.role, content: m.content };
    })];
  }
  function msgsAnthropic() {
    return window().map((m) => {
      if (m.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.id, content: clip(m.content, 500), ...(m.err ? { is_error: true } : {}) }] };
      if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] };
      return { role: 'user', content: m.content };
    });
  }
  function msgsGemini() {
    return window().map((m) => {
      if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: safeParse(m.content) } }] };
      if (m.role === 'assistant') return { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map((c) => ({ functionCall: { name: c.name, args: c.args } }))] };
      return { role: 'user', parts: [{ text: m.content }] };
    });
  }
  function usage() { const i = 900 + hist.length * N.int(120, 260); return { in: i, out: N.int(40, 420) }; }

  function llmSpan(text, calls) {
    const u = usage();
    const finish = calls.length ? 'tool_calls' : 'stop';
    switch (style) {
      case 'plain':
        return span('llm', 'openai.chat.completions.create', { model, messages: msgsOpenAI(), temperature: 0.2 },
          { id: 'chatcmpl-' + N.alnum(29), object: 'chat.completion', created: N.epoch(), model, choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) } }], usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out }, system_fingerprint: 'fp_' + N.hex(10) },
          [], { metadata: { latency_ms: N.ms(600, 7000) } });
      case 'otel':
        return span('llm', `chat ${model}`, { 'gen_ai.input.messages': msgsOpenAI().map((m) => ({ role: m.role, parts: m.tool_calls ? m.tool_calls.map((tc) => ({ type: 'tool_call', id: tc.id, name: tc.function.name, arguments: JSON.parse(tc.function.arguments) })) : m.role === 'tool' ? [{ type: 'tool_call_response', id: m.tool_call_id, response: m.content }] : [{ type: 'text', content: m.content }] })) },
          { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: finish }] },
          [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.model': model + '-' + N.pick(['2025-04-14', '2025-01-31']), 'gen_ai.response.id': 'chatcmpl-' + N.alnum(29), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'server.address': 'api.openai.com', 'otel.span_id': N.hex(16) } });
      case 'vercel':
        return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(msgsOpenAI().filter((m) => m.role !== 'system').map((m) => ({ role: m.role, content: m.content }))) },
          { 'ai.response.text': text || '', ...(calls.length ? { 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) } : {}) },
          [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + N.alnum(29), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'gen_ai.system': 'openai.chat' } });
      case 'langsmith':
        return span('llm', model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [msgsAnthropic().map((m) => ({ type: m.role === 'assistant' ? 'ai' : Array.isArray(m.content) && m.content[0]?.type === 'tool_result' ? 'tool' : 'human', content: m.content }))] },
          { generations: [[{ text: text || '', type: 'ChatGeneration', generation_info: { stop_reason: calls.length ? 'tool_use' : 'end_turn' }, message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), usage_metadata: { input_tokens: u.in, output_tokens: u.out, total_tokens: u.in + u.out } } } }]], llm_output: { id: 'msg_01' + N.alnum(22), model } },
          [], { metadata: { ls_provider: 'anthropic', ls_model_name: model, ls_model_type: 'chat', ls_temperature: 0, langgraph_step: stepNo, langgraph_node: 'agent', langgraph_checkpoint_ns: 'agent:' + N.uuid(), thread_id: threadId, run_id: N.uuid() } });
      case 'openai_agents':
        return span('llm', 'response', { input: msgsOpenAI().filter((m) => m.role !== 'system').map((m) => (m.role === 'tool' ? { type: 'function_call_output', call_id: m.tool_call_id, output: m.content } : { role: m.role, content: m.content ?? '' })), instructions: system },
          { id: 'resp_' + N.hex(48), model, output: [...(text ? [{ type: 'message', id: 'msg_' + N.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + N.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: u.in, output_tokens: u.out, input_tokens_details: { cached_tokens: N.pick([0, 0, 1024, 2048]) } } },
          [], { metadata: { span_id: 'span_' + N.hex(24), parent_id: 'span_' + N.hex(24), started_at: N.iso(), span_type: 'response' } });
      case 'anthropic':
        return span('llm', 'anthropic.messages.create', { model, max_tokens: 4096, system, messages: msgsAnthropic() },
          { id: 'msg_01' + N.alnum(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: u.in, output_tokens: u.out, cache_creation_input_tokens: 0, cache_read_input_tokens: N.pick([0, 1893, 2410]) } },
          [], { metadata: { 'request-id': 'req_01' + N.alnum(22), 'anthropic-ratelimit-tokens-remaining': String(N.int(30000, 80000)), duration_ms: N.ms(900, 9000) } });
      case 'claude_sdk':
        return span('llm', 'assistant', { session_id: session, messages: msgsAnthropic() },
          { type: 'assistant', uuid: N.uuid(), session_id: session, parent_tool_use_id: null, message: { id: 'msg_01' + N.alnum(22), model, role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(3, 12), cache_read_input_tokens: u.in * 4, output_tokens: u.out } } },
          [], { metadata: { cwd: opts.cwd || '/home/dev/project', timestamp: N.iso(), version: '2.0.' + N.int(10, 40) } });
      case 'crewai': {
        const c = calls[0];
        const txt = c ? `Thought: ${text}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}` : `Thought: I now know the final answer\nFinal Answer: ${text}`;
        return span('llm', 'LLM.call', { model, messages: msgsOpenAI().map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? 'Observation: ' + m.content : m.content ?? '' })) },
          txt, [], { metadata: { 'crewai.agent.role': agent, 'llm.provider': 'openai', 'gen_ai.usage.prompt_tokens': u.in, 'gen_ai.usage.completion_tokens': u.out, 'litellm.call_id': N.uuid() } });
      }
      case 'autogen':
        return span('llm', `${agent} (AssistantAgent)`, { messages: msgsOpenAI().map((m) => ({ source: m.role === 'assistant' ? agent : m.role === 'tool' ? 'tool_executor' : 'user', type: m.role === 'tool' ? 'FunctionExecutionResultMessage' : 'TextMessage', content: m.content ?? (m.tool_calls || []) })) },
          calls.length ? { type: 'ToolCallRequestEvent', source: agent, content: calls.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })), ...(text ? { thought: text } : {}), models_usage: { prompt_tokens: u.in, completion_tokens: u.out } } : { type: 'TextMessage', source: agent, content: text, models_usage: { prompt_tokens: u.in, completion_tokens: u.out } },
          [], { metadata: { 'autogen.agent.id': `${agent}/${N.uuid()}`, 'messaging.operation': 'process', 'autogen.topic': 'group_chat_' + N.hex(8) } });
      case 'openinference': {
        const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': 'openai', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out, 'llm.invocation_parameters': JSON.stringify({ temperature: 0.1 }) };
        msgsOpenAI().forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = m.content ?? ''; });
        md['llm.output_messages.0.message.role'] = 'assistant';
        md['llm.output_messages.0.message.content'] = text || '';
        calls.forEach((c, j) => { md[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = c.id; md[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; md[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        return span('llm', 'ChatCompletion', { value: JSON.stringify({ messages: msgsOpenAI() }), mime_type: 'application/json' },
          { value: JSON.stringify({ content: text || null, tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) }), mime_type: 'application/json' }, [], { metadata: md });
      }
      case 'gemini':
        return span('llm', 'models.generateContent', { model, contents: msgsGemini(), systemInstruction: { parts: [{ text: system }] }, tools: [{ functionDeclarations: opts.toolNames ? opts.toolNames.map((n) => ({ name: n })) : [] }] },
          { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out }, modelVersion: model, responseId: N.alnum(22) },
          [], { metadata: { 'x-goog-request-id': N.hex(16), latency: N.dur(0.4, 6) } });
      case 'smolagents': {
        const code = calls.map((c) => (c.name === 'final_answer' ? `final_answer(${pyRepr(c.args.answer)})` : `result = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${pyRepr(v)}`).join(', ')})\nprint(result)`)).join('\n');
        return span('llm', 'OpenAIServerModel.generate', { messages: msgsOpenAI().map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.role === 'tool' ? 'Observation:\n' + m.content : m.content ?? '' }] })) },
          { role: 'assistant', content: `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, [], { metadata: { 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out, model_id: model } });
      }
      case 'griptape':
        return span('llm', 'OpenAiChatPromptDriver.run', { prompt_stack: { messages: msgsOpenAI().map((m) => ({ role: m.role, content: [{ type: 'TextMessageContent', artifact: { type: 'TextArtifact', value: m.content ?? '' } }] })) } },
          { type: 'Message', role: 'assistant', content: [...(text ? [{ type: 'TextMessageContent', artifact: { type: 'TextArtifact', value: text } }] : []), ...calls.map((c) => ({ type: 'ActionCallMessageContent', artifact: { type: 'ActionArtifact', value: { tag: c.id, name: c.name.split('.')[0], path: c.name.split('.')[1] || 'run', input: { values: c.args } } } }))], usage: { input_tokens: u.in, output_tokens: u.out } },
          [], { metadata: { 'griptape.event': 'FinishPromptEvent', model, structure_id: session.replace(/-/g, '') } });
      case 'pydantic_ai':
        return span('llm', `chat ${model}`, { 'gen_ai.request.model': model, all_messages: msgsOpenAI().map((m) => ({ role: m.role, content: m.content ?? (m.tool_calls || []) })) },
          { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: c.id }))], model_name: model, timestamp: N.iso(), kind: 'response' },
          [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}` } });
    }
  }

  function toolSpan(c) {
    const ex = c.err !== undefined ? { error: c.err } : {};
    const out = c.out;
    switch (style) {
      case 'otel':
        return span('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': c.args }, { 'gen_ai.tool.call.result': out }, [], { ...ex, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } });
      case 'vercel':
        return span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(c.args) }, c.err !== undefined ? null : { 'ai.toolCall.result': JSON.stringify(out) }, [], { ...ex, metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id } });
      case 'openai_agents':
        return span('tool', c.name, JSON.stringify(c.args), asText(out), [], { ...ex, metadata: { span_type: 'function', span_id: 'span_' + N.hex(24), mcp_data: null } });
      case 'anthropic':
        return span('tool', c.name, c.args, { type: 'tool_result', tool_use_id: c.id, content: asText(out), ...(c.err !== undefined ? { is_error: true } : {}) }, [], ex);
      case 'claude_sdk':
        return span('tool', c.name, c.args, { type: 'user', uuid: N.uuid(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: asText(out), ...(c.err !== undefined ? { is_error: true } : {}) }] }, tool_use_result: typeof out === 'string' ? { stdout: out, stderr: '', interrupted: false } : out }, [], ex);
      case 'crewai':
        return span('tool', c.name, { tool_input: JSON.stringify(c.args) }, asText(out), [], { ...ex, metadata: { 'crewai.tool.usage_count': N.int(1, 9), 'crewai.agent.role': agent } });
      case 'autogen':
        return span('tool', c.name, { call_id: c.id, arguments: JSON.stringify(c.args) }, { type: 'FunctionExecutionResult', call_id: c.id, name: c.name, content: asText(out), is_error: c.err !== undefined }, [], { ...ex, metadata: { 'autogen.executor': 'tool_executor' } });
      case 'openinference':
        return span('tool', c.name, { value: JSON.stringify(c.args), mime_type: 'application/json' }, { value: asText(out), mime_type: typeof out === 'string' ? 'text/plain' : 'application/json' }, [], { ...ex, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args), 'tool_call.id': c.id } });
      case 'gemini':
        return span('tool', c.name, { functionCall: { name: c.name, args: c.args } }, { functionResponse: { name: c.name, response: typeof out === 'object' && out !== null ? out : { result: out } } }, [], ex);
      case 'smolagents':
        return span('tool', c.name, { args: [], kwargs: c.args }, out, [], { ...ex, metadata: { 'openinference.span.kind': 'TOOL' } });
      case 'griptape':
        return span('tool', c.name, { values: c.args }, { type: c.err !== undefined ? 'ErrorArtifact' : 'TextArtifact', value: asText(out) }, [], { ...ex, metadata: { action_tag: c.id } });
      case 'pydantic_ai':
        return span('tool', 'running tool', { tool_arguments: JSON.stringify(c.args) }, { tool_response: out }, [], { ...ex, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } });
      default:
        return span('tool', c.name, c.args, out, [], { ...ex, metadata: { tool_call_id: c.id } });
    }
  }

  const T = {
    N, style, spans, hist, model, agent,
    user(text) { hist.push({ role: 'user', content: text }); },
    add(s) { spans.push(s); return s; },
    step(text, calls = []) {
      stepNo++;
      N.tick();
      const prev = hist.slice(-2).map((m) => ({ type: m.role === 'assistant' ? 'ai' : m.role, content: m.content }));
      const cs = calls.map((c) => ({ ...c, id: callId(style, N) }));
      const l = llmSpan(text, cs);
      hist.push({ role: 'assistant', content: text, calls: cs });
      const tools = cs.map((c) => { N.tick(N.int(200, 6000)); const s = c.span || toolSpan(c); hist.push({ role: 'tool', id: c.id, name: c.name, content: asText(c.out ?? c.err ?? ''), err: c.err !== undefined }); return s; });
      if (style === 'langsmith') {
        spans.push(span('chain', 'agent', { messages: prev }, { messages: [{ type: 'ai', content: text || '', tool_calls: cs.map((c) => ({ name: c.name, id: c.id })) }] }, [l], { metadata: { langgraph_step: stepNo * 2 - 1, langgraph_node: 'agent', langgraph_triggers: [stepNo === 1 ? 'start:agent' : 'tools'], thread_id: threadId } }));
        if (tools.length) spans.push(span('chain', 'tools', { messages: [{ type: 'ai', tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id })) }] }, { messages: cs.map((c) => ({ type: 'tool', tool_call_id: c.id, content: clip(asText(c.out ?? c.err), 200) })) }, tools, { metadata: { langgraph_step: stepNo * 2, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'], thread_id: threadId } }));
      } else if (style === 'smolagents') {
        spans.push(span('chain', `Step ${stepNo}`, { step_number: stepNo }, { observations: tools.map((t) => clip(asText(t.output), 300)).join('\n') || null }, [l, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN', duration: N.dur(0.8, 14) } }));
      } else if (style === 'griptape' && tools.length) {
        spans.push(l, span('chain', 'ActionsSubtask', { actions: cs.map((c) => ({ tag: c.id, name: c.name })) }, { type: 'ListArtifact', count: tools.length }, tools, { metadata: { subtask_id: N.hex(32) } }));
      } else if (style === 'crewai' && tools.length) {
        spans.push(l, ...tools);
      } else {
        spans.push(l, ...tools);
      }
      cs.forEach((c, i) => { c.node = tools[i]; });
      return cs;
    },
    // Wrap this tracer's spans as a (sub-)agent span, for nesting under a delegating tool span.
    agentSpan(name, input, output, extra = {}) { return span('agent', name, input, output, spans, extra); },
    // Build a tool span directly (for special cases, e.g. human input in this style).
    toolSpanOf(name, args, out, err) { return toolSpan({ name, args, out, err, id: callId(style, N) }); },
    root(output, extra = {}) {
      const md = { ...(extra.metadata || {}) };
      let children = spans, name, type = 'agent', input = { goal: opts.goal };
      switch (style) {
        case 'otel': name = `invoke_agent ${agent}`; Object.assign(md, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agent, 'gen_ai.conversation.id': threadId, 'service.name': opts.service || agent.replace(/\s+/g, '-').toLowerCase() }); break;
        case 'vercel': name = 'ai.generateText'; input = { 'ai.prompt': JSON.stringify({ system, prompt: opts.goal }) }; Object.assign(md, { 'operation.name': `ai.generateText ${opts.functionId || agent}`, 'ai.telemetry.functionId': opts.functionId || agent, 'ai.settings.maxSteps': opts.maxSteps || 10, 'ai.model.id': model }); output = { 'ai.response.text': typeof output === 'string' ? output : JSON.stringify(output) }; break;
        case 'langsmith': name = 'LangGraph'; input = { messages: [{ type: 'human', content: opts.goal }] }; Object.assign(md, { ls_run_type: 'chain', thread_id: threadId, langgraph_version: '0.2.' + N.int(30, 70), revision_id: N.hex(7) }); break;
        case 'openai_agents': name = agent; Object.assign(md, { workflow_name: opts.workflow || 'Agent workflow', trace_id: 'trace_' + N.hex(32), group_id: opts.group || null, tools: opts.toolNames || [], handoffs: opts.handoffs || [], output_type: 'str' }); break;
        case 'anthropic': name = agent; Object.assign(md, { harness: 'custom-loop', max_turns: opts.maxSteps || 20, log_id: N.ulid() }); break;
        case 'claude_sdk': name = 'claude_agent_sdk.query'; Object.assign(md, { session_id: session, cwd: opts.cwd || '/home/dev/project', permission_mode: 'acceptEdits', max_turns: opts.maxSteps || 30 }); break;
        case 'crewai': {
          name = 'Crew.kickoff';
          const agentSpan = span('agent', `Agent.execute_task: ${agent}`, { role: agent, goal: opts.goal }, output, spans, { metadata: { 'crewai.agent.id': N.uuid(), allow_delegation: !!opts.delegation } });
          children = [span('chain', 'Task._execute_core', { description: opts.goal, expected_output: opts.expected || 'A short report' }, output, [agentSpan], { metadata: { 'crewai.task.id': N.uuid() } })];
          Object.assign(md, { 'crewai.crew.id': N.uuid(), 'crewai.process': 'sequential', 'crewai.version': '0.' + N.int(80, 140) + '.0' });
          break;
        }
        case 'autogen': name = opts.team || 'RoundRobinGroupChat.run'; Object.assign(md, { 'autogen.version': '0.4.' + N.int(3, 9), 'autogen.runtime': 'SingleThreadedAgentRuntime' }); break;
        case 'openinference': name = opts.agentSpanName || 'AgentRunner.run'; Object.assign(md, { 'openinference.span.kind': 'AGENT', 'session.id': session }); input = { value: opts.goal, mime_type: 'text/plain' }; output = { value: typeof output === 'string' ? output : JSON.stringify(output), mime_type: 'text/plain' }; break;
        case 'gemini': name = agent; Object.assign(md, { api: 'generativelanguage.googleapis.com/v1beta', automatic_function_calling: false }); break;
        case 'smolagents': name = 'CodeAgent.run'; Object.assign(md, { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': opts.maxSteps || 20, 'smolagents.tools_names': JSON.stringify(opts.toolNames || []) }); input = { task: opts.goal, stream: false, reset: true }; break;
        case 'griptape': name = 'Agent.run'; Object.assign(md, { framework: 'griptape', 'griptape.version': '1.' + N.int(0, 6) + '.' + N.int(0, 4), structure_id: session.replace(/-/g, '') }); input = { args: [opts.goal] }; break;
        case 'pydantic_ai': name = 'agent run'; Object.assign(md, { 'logfire.msg': `${agent} run`, 'gen_ai.agent.name': agent, model_name: model, 'logfire.span_type': 'span' }); input = { user_prompt: opts.goal }; break;
        default: name = agent; Object.assign(md, { run_id: N.uuid(), started: N.iso() });
      }
      return span(type, name, input, output, children, { metadata: md, ...(extra.error !== undefined ? { error: extra.error } : {}) });
    },
  };
  return T;
}

function safeParse(s) { try { const v = JSON.parse(s); return typeof v === 'object' && v !== null ? v : { result: v }; } catch { return { result: s }; } }

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
