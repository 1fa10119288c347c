// Shared helpers for the blind trace benchmark.
// Deterministic: every random value comes from mulberry32 seeded by a hash of the trace_id.
// The "clock" is a simulated one that only advances when a scenario asks it to.

export function hashStr(s) {
  // FNV-1a 32-bit followed by a murmur-style finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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
const UP = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // crockford
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise generator bound to one trace.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const str = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(r() * alpha.length)]; return s; };
  // fixed epoch base in 2025, varied per trace
  let now = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 19), int(0, 59), int(0, 59), int(0, 999));
  const d = () => new Date(now);
  const N = {
    r, int,
    pick: (a) => a[Math.floor(r() * a.length)],
    chance: (p) => r() < p,
    float: (a, b, dp = 2) => Number((a + r() * (b - a)).toFixed(dp)),
    hex: (n) => str(HEX, n),
    b62: (n) => str(B62, n),
    up: (n) => str(UP, n),
    digits: (n) => str('0123456789', n),
    uuid() {
      const h = str(HEX, 32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    uuid7() {
      const ts = now.toString(16).padStart(12, '0');
      const h = str(HEX, 20);
      return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`;
    },
    ulid: () => str(UP, 26),
    // clock
    tick(a = 300, b = 4000) { now += int(a, b); return N; },
    wait(ms) { now += ms; return N; },
    nowMs: () => now,
    iso: () => d().toISOString(),
    isoS: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMicro: () => d().toISOString().replace(/Z$/, `${p3(int(0, 999))}Z`),
    isoTz(offMin) {
      const t = new Date(now + offMin * 60000);
      const sign = offMin >= 0 ? '+' : '-';
      const a = Math.abs(offMin);
      return `${t.getUTCFullYear()}-${p2(t.getUTCMonth() + 1)}-${p2(t.getUTCDate())}T${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
    },
    http: () => d().toUTCString(),
    epoch: () => Math.floor(now / 1000),
    epochMs: () => now,
    epochF: () => (now / 1000).toFixed(6),
    sql: () => d().toISOString().replace('T', ' ').replace('Z', ''),
    ymd: () => d().toISOString().slice(0, 10),
    hms: () => d().toISOString().slice(11, 19),
    compact: () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    syslog() { const t = d(); return `${MON[t.getUTCMonth()]} ${String(t.getUTCDate()).padStart(2, ' ')} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}`; },
    eu() { const t = d(); return `${p2(t.getUTCDate())}/${p2(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}`; },
    us() { const t = d(); const h = t.getUTCHours(); return `${p2(t.getUTCMonth() + 1)}/${p2(t.getUTCDate())}/${t.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(t.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; },
    human() { const t = d(); return `${DAY[t.getUTCDay()]} ${MON[t.getUTCMonth()]} ${t.getUTCDate()} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())} UTC ${t.getUTCFullYear()}`; },
    goLog() { const t = d(); return `${t.getUTCFullYear()}/${p2(t.getUTCMonth() + 1)}/${p2(t.getUTCDate())} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}`; },
    // ids
    reqId: (prefix = 'req_') => prefix + str(B62, 24),
    traceHex: () => str(HEX, 32),
    spanHex: () => str(HEX, 16),
    traceparent: () => `00-${str(HEX, 32)}-${str(HEX, 16)}-01`,
    sha256: () => str(HEX, 64),
    sha1: () => str(HEX, 40),
    md5: () => str(HEX, 32),
    short: () => str(HEX, 7),
    etag: () => (r() < 0.5 ? `W/"${str(HEX, 16)}"` : `"${str(HEX, 32)}"`),
    addr: () => `0x7f${str(HEX, 10)}`,
    pid: () => int(1200, 64000),
    job: (prefix = 'job') => `${prefix}-${str(HEX, 8)}`,
    host: (prefix, region = 'eu-west-1') => `${prefix}-${int(1, 24)}.${region}.internal`,
    pod: (app) => `${app}-${str('bcdfghjklmnpqrstvwxz2456789', 10)}-${str('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${str('abcdefghijklmnopqrstuvwxyz0123456789_', 8)}`,
    cursor: () => Buffer.from(`{"o":${int(10, 9000)},"k":"${str(HEX, 8)}"}`).toString('base64').replace(/=+$/, ''),
    dur: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    ms: (a = 20, b = 2500) => int(a, b),
    rate(limit, used) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - used)), 'x-ratelimit-reset': String(Math.floor(now / 1000) + int(5, 60)) }; },
    // provider call ids
    callId: () => 'call_' + str(B62, 24),
    toolu: () => 'toolu_01' + str(B62, 22),
    msgId: () => 'msg_01' + str(B62, 22),
    chatcmpl: () => 'chatcmpl-' + str(B62, 29),
    respId: () => 'resp_' + str(HEX, 48),
    fcId: () => 'fc_' + str(HEX, 48),
    adkId: () => 'adk-' + N.uuid(),
    fp: () => 'fp_' + str(HEX, 10),
  };
  return N;
}

// ---------- span builders ----------
export function span(type, name, input, output, o = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: o.children || [] };
  if (o.error !== undefined) s.error = o.error;
  if (o.metadata) s.metadata = o.metadata;
  return s;
}
export const agentSpan = (name, input, output, children, o = {}) => span('agent', name, input, output, { ...o, children });
export const chainSpan = (name, input, output, children, o = {}) => span('chain', name, input, output, { ...o, children });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const clip = (v, n = 600) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > n ? s.slice(0, n) + '…' : s;
};

// ---------- recording styles ----------
// A Rec keeps the conversation history of one agent and renders llm/tool spans the way a
// given tracer records them. Scenarios decide what the model says and what tools return.
export const STYLES = ['openai_chat', 'vercel', 'otel_genai', 'langgraph', 'oai_agents', 'responses', 'anthropic', 'claude_sdk',
  'crewai', 'autogen', 'llamaindex', 'sk', 'smolagents', 'logfire', 'adk', 'gemini', 'mastra', 'langfuse', 'strands',
  'haystack', 'dspy', 'letta', 'bedrock', 'openhands', 'sweagent', 'openinference', 'mlflow', 'weave', 'agentops',
  'inspect', 'spring'];

export function rec(style, N, cfg) {
  if (!STYLES.includes(style)) throw new Error('unknown style ' + style);
  const model = cfg.model || 'gpt-4o-2024-08-06';
  const hist = [];
  if (cfg.system) hist.push({ role: 'system', content: cfg.system });
  if (cfg.user) hist.push({ role: 'user', content: cfg.user });
  const R = { style, N, model, hist, last: [], step: 0, argsAsString: !!cfg.argsAsString, agentName: cfg.agentName || 'assistant' };

  function snap() {
    const h = hist.length > 14 ? [...hist.slice(0, 2), { role: 'system', content: `[${hist.length - 12} earlier messages omitted by tracer]` }, ...hist.slice(-10)] : hist;
    return JSON.parse(JSON.stringify(h));
  }
  function anthroMsgs() {
    return snap().filter((m) => m.role !== 'system').map((m) => {
      if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] };
      if (m.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] };
      return m;
    });
  }
  function geminiContents() {
    return snap().filter((m) => m.role !== 'system').map((m) => {
      if (m.role === 'assistant') return { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ functionCall: { name: c.name, args: c.args } }))] };
      if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: m.content } } }] };
      return { role: 'user', parts: [{ text: m.content }] };
    });
  }
  const usage = () => ({ in: N.int(900, 9000) + hist.length * 180, out: N.int(20, 420) });

  // opts: {text, calls:[[name,args]], reasoning, final}
  R.llm = function (o = {}) {
    N.tick(600, 7000);
    R.step++;
    const idGen = { anthropic: N.toolu, claude_sdk: N.toolu, responses: N.fcId, gemini: () => undefined, adk: N.adkId, bedrock: () => 'toolu_bdrk_01' + N.b62(20) }[style] || N.callId;
    const calls = (o.calls || []).map(([name, args]) => ({ id: idGen(), name, args }));
    R.last = calls;
    const text = o.text || null;
    const u = usage();
    const fin = calls.length ? 'tool_calls' : 'stop';
    const oaCalls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    let s;
    switch (style) {
      case 'openai_chat':
        s = span('llm', 'openai.chat.completions.create', { model, messages: snap(), temperature: cfg.temperature ?? 0.2, tools: cfg.tools }, { id: N.chatcmpl(), object: 'chat.completion', created: N.epoch(), model, system_fingerprint: N.fp(), choices: [{ index: 0, message: { role: 'assistant', content: text, ...(calls.length ? { tool_calls: oaCalls } : {}), refusal: null }, finish_reason: fin }], usage: { prompt_tokens: u.in, completion_tokens: u.out, total_tokens: u.in + u.out } });
        break;
      case 'vercel':
        s = span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': snap(), 'ai.prompt.tools': cfg.tools, 'ai.prompt.toolChoice': '{"type":"auto"}' }, { 'ai.response.text': text || '', 'ai.response.toolCalls': calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': cfg.provider || 'openai.chat', 'ai.response.id': N.chatcmpl(), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': u.in, 'ai.usage.completionTokens': u.out, 'gen_ai.system': cfg.provider || 'openai.chat', 'gen_ai.request.model': model, 'ai.response.msToFirstChunk': N.ms(200, 2400) } });
        break;
      case 'otel_genai':
      case 'strands':
      case 'spring': {
        const name = style === 'strands' ? 'chat' : `chat ${model}`;
        const meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': cfg.provider || 'openai', 'gen_ai.request.model': model, 'gen_ai.response.model': model, 'gen_ai.response.id': N.chatcmpl(), 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out, 'gen_ai.response.finish_reasons': [fin] };
        if (style === 'strands') meta['event_loop.cycle_id'] = N.uuid();
        if (style === 'spring') { meta['spring.ai.kind'] = 'chat_model'; meta['gen_ai.request.temperature'] = 0.3; }
        s = span('llm', name, { 'gen_ai.input.messages': snap().map((m) => ({ role: m.role, parts: m.tool_calls ? m.tool_calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args })) : [{ type: m.role === 'tool' ? 'tool_call_response' : 'text', ...(m.role === 'tool' ? { id: m.tool_call_id, response: m.content } : { content: m.content }) }] })) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: fin }] }, { metadata: meta });
        break;
      }
      case 'langgraph': {
        const inner = span('llm', cfg.llmName || 'ChatOpenAI', { messages: [snap()] }, { generations: [[{ text: text || '', generation_info: { finish_reason: fin }, message: { type: 'ai', content: text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + N.uuid() } }]], llm_output: { token_usage: { prompt_tokens: u.in, completion_tokens: u.out }, model_name: model } }, { metadata: { ls_provider: 'openai', ls_model_name: model, ls_model_type: 'chat', langgraph_step: R.step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: R.step === 1 ? ['start:agent'] : ['tools'], thread_id: cfg.threadId, run_id: N.uuid() } });
        s = span('chain', 'agent', { messages: `[${hist.length} messages]` }, { messages: [{ type: 'ai', content: text || '', tool_calls: calls.map((c) => c.name) }] }, { children: [inner], metadata: { langgraph_step: R.step * 2 - 1, langgraph_node: 'agent' } });
        break;
      }
      case 'oai_agents':
        s = span('llm', 'response', { input: snap().filter((m) => m.role !== 'system').slice(-6), instructions: cfg.system ? clip(cfg.system, 200) : undefined }, { id: N.respId(), output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))] }, { metadata: { span_data: { type: 'response' }, span_id: 'span_' + N.hex(24), started_at: N.iso(), model, usage: { input_tokens: u.in, output_tokens: u.out } } });
        break;
      case 'responses':
        s = span('llm', 'responses.create', { model, input: snap().slice(-6), previous_response_id: R.prevResp || null, tools: cfg.tools, reasoning: { effort: 'medium', summary: 'auto' } }, { id: (R.prevResp = N.respId()), object: 'response', created_at: N.epoch(), status: 'completed', model, output: [...(o.reasoning ? [{ id: 'rs_' + N.hex(48), type: 'reasoning', summary: [{ type: 'summary_text', text: o.reasoning }] }] : []), ...(text ? [{ id: 'msg_' + N.hex(48), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((c) => ({ id: 'fc_' + N.hex(48), type: 'function_call', status: 'completed', call_id: 'call_' + N.b62(24), name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: u.in, output_tokens: u.out, output_tokens_details: { reasoning_tokens: N.int(64, 1800) } } });
        calls.forEach((c, i) => { c.id = s.output.output.filter((x) => x.type === 'function_call')[i].call_id; });
        break;
      case 'anthropic':
        s = span('llm', 'anthropic.messages.create', { model, system: cfg.system, messages: anthroMsgs(), max_tokens: 4096, tools: cfg.tools }, { id: N.msgId(), type: 'message', role: 'assistant', model, content: [...(o.reasoning ? [{ type: 'thinking', thinking: o.reasoning, signature: N.b62(40) + '==' }] : []), ...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: u.in, output_tokens: u.out, cache_read_input_tokens: N.int(0, 6000), cache_creation_input_tokens: 0 } }, { metadata: { 'request-id': 'req_011C' + N.b62(20), 'anthropic-ratelimit-tokens-remaining': String(N.int(300000, 399000)) } });
        break;
      case 'claude_sdk':
        s = span('llm', 'assistant', { session_id: cfg.sessionId, parent_tool_use_id: cfg.parentToolUseId || null, messages: anthroMsgs().slice(-4) }, { type: 'assistant', uuid: N.uuid(), message: { id: N.msgId(), model, role: 'assistant', content: [...(o.reasoning ? [{ type: 'thinking', thinking: o.reasoning }] : []), ...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(3, 40), cache_read_input_tokens: u.in * 3, output_tokens: u.out } } }, { metadata: { timestamp: N.iso(), cwd: cfg.cwd } });
        break;
      case 'crewai': {
        const c0 = calls[0];
        const body = (o.reasoning ? `Thought: ${o.reasoning}\n` : '') + (c0 ? `Action: ${c0.name}\nAction Input: ${JSON.stringify(c0.args)}` : `Final Answer: ${text}`);
        s = span('llm', `LLM Call (${model})`, { messages: snap().slice(-5), stop: ['\nObservation:'] }, o.rawText || (text && c0 ? `Thought: ${text}\nAction: ${c0.name}\nAction Input: ${JSON.stringify(c0.args)}` : body), { metadata: { 'crewai.agent.role': R.agentName, prompt_tokens: u.in, completion_tokens: u.out, cached_prompt_tokens: N.int(0, 2000) } });
        break;
      }
      case 'autogen':
        s = span('llm', 'OpenAIWrapper.create', { messages: snap(), model, cache_seed: null }, { content: text, tool_calls: calls.length ? oaCalls : null, role: 'assistant', name: R.agentName }, { metadata: { 'autogen.agent': R.agentName, cost: N.float(0.001, 0.03, 5), usage: { prompt_tokens: u.in, completion_tokens: u.out }, ag2_version: '0.7.4' } });
        break;
      case 'llamaindex':
        s = span('llm', cfg.llmName || 'OpenAI.achat', { messages: snap().map((m) => ({ role: m.role, content: m.content, additional_kwargs: m.tool_calls ? { tool_calls: m.tool_calls.length } : {} })) }, { message: { role: 'assistant', content: text, additional_kwargs: calls.length ? { tool_calls: oaCalls } : {} }, raw: { id: N.chatcmpl(), usage: { prompt_tokens: u.in, completion_tokens: u.out } } }, { metadata: { 'llama_index.event': 'LLMChatEndEvent', span_id: `OpenAI.achat-${N.uuid()}` } });
        break;
      case 'sk':
        s = span('llm', `chat.completions ${model}`, { messages: snap(), execution_settings: { function_choice_behavior: 'Auto', service_id: 'azure-openai' } }, { role: 'assistant', items: [...(text ? [{ $type: 'TextContent', text }] : []), ...calls.map((c) => ({ $type: 'FunctionCallContent', id: c.id, pluginName: c.name.split('-')[0], functionName: c.name.split('-')[1] || c.name, arguments: c.args }))] }, { metadata: { 'gen_ai.system': 'az.ai.openai', 'gen_ai.request.model': model, 'gen_ai.usage.prompt_tokens': u.in, 'gen_ai.usage.completion_tokens': u.out, 'gen_ai.response.finish_reason': calls.length ? 'ToolCalls' : 'Stop' } });
        break;
      case 'smolagents': {
        const body = o.rawText || text;
        s = span('llm', cfg.llmName || 'OpenAIServerModel.generate', { messages: snap().slice(-6), stop_sequences: ['<end_code>', 'Observation:', 'Calling tools:'] }, { role: 'assistant', content: body, token_usage: { input_tokens: u.in, output_tokens: u.out } }, { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model } });
        break;
      }
      case 'logfire':
        s = span('llm', `chat ${model}`, { 'gen_ai.input.messages': snap().slice(-8), 'model_request_parameters': { function_tools: cfg.tools, allow_text_output: true } }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: R.argsAsString ? JSON.stringify(c.args) : c.args, tool_call_id: c.id }))], finish_reason: calls.length ? 'tool_call' : 'stop' }, { metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': u.in, 'gen_ai.usage.output_tokens': u.out } });
        break;
      case 'adk':
        s = span('llm', 'call_llm', { model, contents: geminiContents(), config: { system_instruction: clip(cfg.system || '', 160), ...(cfg.tools ? { tools: [{ function_declarations: cfg.tools }] } : {}) } }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: c.args } }))] }, usage_metadata: { prompt_token_count: u.in, candidates_token_count: u.out, total_token_count: u.in + u.out }, finish_reason: 'STOP' }, { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': cfg.invocationId, 'gcp.vertex.agent.event_id': N.uuid(), 'gcp.vertex.agent.session_id': cfg.sessionId } });
        break;
      case 'gemini':
        s = span('llm', `models/${model}:generateContent`, { contents: geminiContents(), systemInstruction: cfg.system ? { parts: [{ text: cfg.system }] } : undefined, ...(cfg.tools ? { tools: [{ functionDeclarations: cfg.tools }] } : {}) }, { candidates: [{ content: { role: 'model', parts: [...(o.reasoning ? [{ text: o.reasoning, thought: true }] : []), ...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.in, candidatesTokenCount: u.out, totalTokenCount: u.in + u.out, thoughtsTokenCount: o.reasoning ? N.int(80, 900) : undefined }, modelVersion: model, responseId: N.b62(22) });
        break;
      case 'mastra':
        s = span('llm', `llm: '${model}'`, { messages: snap().slice(-8) }, { text: text || '', toolCalls: calls.map((c) => ({ toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: u.in, completionTokens: u.out } }, { metadata: { componentName: R.agentName, runId: cfg.runId, spanType: 'llm_generation', 'mastra.step': R.step } });
        break;
      case 'langfuse':
        s = span('llm', o.name || 'chat-completion', snap(), { role: 'assistant', content: text, tool_calls: calls.length ? oaCalls : undefined }, { metadata: { 'langfuse.observation.type': 'generation', model, modelParameters: { temperature: '0', max_tokens: '1024' }, usageDetails: { input: u.in, output: u.out, total: u.in + u.out }, costDetails: { total: N.float(0.0004, 0.02, 6) }, completionStartTime: N.iso(), level: 'DEFAULT' } });
        break;
      case 'haystack':
        s = span('llm', 'haystack.component.run', { messages: snap().map((m) => ({ _role: m.role, _content: [m.content ? { text: m.content } : { tool_calls: m.tool_calls }] })) }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...calls.map((c) => ({ tool_name: c.name, arguments: c.args, id: c.id }))], _meta: { model, finish_reason: fin, usage: { prompt_tokens: u.in, completion_tokens: u.out } } }] }, { metadata: { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' } });
        break;
      case 'dspy': {
        const c0 = calls[0];
        const out = `[[ ## next_thought ## ]]\n${o.reasoning || text || ''}\n\n[[ ## next_tool_name ## ]]\n${c0 ? c0.name : 'finish'}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(c0 ? c0.args : {})}\n\n[[ ## completed ## ]]`;
        s = span('llm', 'LM.__call__', { messages: [{ role: 'system', content: clip(cfg.system || '', 300) }, { role: 'user', content: `[[ ## question ## ]]\n${cfg.user}\n\n[[ ## trajectory ## ]]\n${clip(hist.slice(2).map((m) => m.content || JSON.stringify(m.tool_calls)).join('\n'), 900)}` }] }, o.rawText ? [o.rawText] : [out], { metadata: { model: 'openai/' + model, temperature: 0.0, cache: false } });
        break;
      }
      case 'letta':
        s = span('llm', 'LettaAgent.step', { messages: snap().slice(-6) }, { messages: [...(o.reasoning || text ? [{ id: 'message-' + N.uuid(), message_type: 'reasoning_message', reasoning: o.reasoning || text }] : []), ...calls.map((c) => ({ id: 'message-' + N.uuid(), message_type: 'tool_call_message', tool_call: { name: c.name, arguments: JSON.stringify(c.args), tool_call_id: c.id } }))], usage: { prompt_tokens: u.in, completion_tokens: u.out, step_count: R.step } }, { metadata: { agent_id: cfg.agentId, step_id: 'step-' + N.uuid() } });
        break;
      case 'bedrock': {
        const c0 = calls[0];
        const inv = c0 ? { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: c0.name.split('::')[0], apiPath: c0.name.split('::')[1] || '/' + c0.name, verb: 'get', parameters: Object.entries(c0.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'integer' : 'string', value: String(v) })) }, traceId: cfg.bedrockTrace + '-' + R.step } : { invocationType: 'FINISH', traceId: cfg.bedrockTrace + '-' + R.step };
        s = span('llm', 'orchestrationTrace', { modelInvocationInput: { type: 'ORCHESTRATION', text: clip(JSON.stringify({ system: cfg.system, messages: snap().slice(1) }), 700), inferenceConfiguration: { maximumLength: 2048, temperature: 0, topP: 1 } } }, { rationale: { text: o.reasoning || text || '', traceId: cfg.bedrockTrace + '-' + R.step }, invocationInput: inv, modelInvocationOutput: { metadata: { usage: { inputTokens: u.in, outputTokens: u.out } } } }, { metadata: { agentId: cfg.agentId, agentAliasId: 'TSTALIASID', agentVersion: 'DRAFT', sessionId: cfg.sessionId, eventTime: N.iso() } });
        break;
      }
      case 'openhands':
        s = span('llm', 'litellm.completion', { model: 'litellm_proxy/' + model, messages: snap().slice(-6) }, { id: N.chatcmpl(), choices: [{ message: { role: 'assistant', content: text, tool_calls: calls.map((c) => ({ id: 'toolu_' + N.b62(24), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, finish_reason: fin }], usage: { prompt_tokens: u.in, completion_tokens: u.out } }, { metadata: { 'openhands.event_id': R.step * 2, response_latency: Number((N.int(800, 9000) / 1000).toFixed(3)) } });
        break;
      case 'sweagent':
        s = span('llm', 'model.query', { history: snap().slice(-5) }, o.rawText || `${text}\n\n\`\`\`\n${calls[0] ? calls[0].args.command : 'submit'}\n\`\`\``, { metadata: { 'sweagent.step': R.step, model: 'claude-3-7-sonnet-20250219', instance_cost: N.float(0.05, 1.9, 4), tokens_sent: u.in, tokens_received: u.out } });
        break;
      case 'openinference': {
        const msgs = snap();
        const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': 'openai', 'llm.token_count.prompt': u.in, 'llm.token_count.completion': u.out };
        msgs.slice(-3).forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = clip(m.content || '', 300); });
        meta['llm.output_messages.0.message.role'] = 'assistant';
        if (text) meta['llm.output_messages.0.message.content'] = text;
        calls.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        s = span('llm', 'ChatCompletion', { 'input.value': JSON.stringify({ messages: msgs.slice(-6) }), 'input.mime_type': 'application/json' }, { 'output.value': JSON.stringify({ content: text, tool_calls: oaCalls }), 'output.mime_type': 'application/json' }, { metadata: meta });
        break;
      }
      case 'mlflow':
        s = span('llm', 'ChatOpenAI', { messages: snap() }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: calls.length ? oaCalls : undefined }, finish_reason: fin }] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': cfg.mlflowTrace, 'mlflow.chat.tokenUsage': { input_tokens: u.in, output_tokens: u.out, total_tokens: u.in + u.out } } });
        break;
      case 'weave':
        s = span('llm', 'openai.chat.completions.create', { model, messages: snap() }, { id: N.chatcmpl(), choices: [{ message: { role: 'assistant', content: text, tool_calls: calls.length ? oaCalls : null }, finish_reason: fin }], usage: { prompt_tokens: u.in, completion_tokens: u.out } }, { metadata: { op_name: `weave:///${cfg.weaveProject}/op/openai.chat.completions.create:${N.b62(43)}`, call_id: N.uuid7(), trace_id: cfg.weaveTrace, started_at: N.iso() } });
        break;
      case 'agentops':
        s = span('llm', 'LLMEvent', { prompt: snap().slice(-6), model }, { completion: { role: 'assistant', content: text, tool_calls: calls.length ? oaCalls : null }, prompt_tokens: u.in, completion_tokens: u.out, cost: N.float(0.0005, 0.04, 5) }, { metadata: { event_type: 'llms', id: N.uuid(), init_timestamp: N.iso(), end_timestamp: N.tick(200, 3000).iso(), session_id: cfg.sessionId } });
        break;
      case 'inspect':
        s = span('llm', 'model', { input: snap().slice(-6), tools: cfg.tools, tool_choice: 'auto', config: { max_tokens: 4096 } }, { model, choices: [{ message: { role: 'assistant', content: text || '', tool_calls: calls.map((c) => ({ id: c.id, function: c.name, arguments: c.args, type: 'function' })), source: 'generate' }, stop_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { input_tokens: u.in, output_tokens: u.out, total_tokens: u.in + u.out }, time: Number((N.int(500, 9000) / 1000).toFixed(3)) }, { metadata: { event: 'model', timestamp: N.isoTz(0), working_start: Number((R.step * 7.3).toFixed(3)) } });
        break;
    }
    hist.push({ role: 'assistant', content: text, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, name: c.name, args: c.args })) } : {}) });
    return s;
  };

  // call: one of R.last; result: any JSON; o: {error, meta, name, input}
  R.tool = function (call, result, o = {}) {
    N.tick(150, o.slow ? 30000 : 5000);
    const args = o.input !== undefined ? o.input : (R.argsAsString ? JSON.stringify(call.args) : call.args);
    const resStr = typeof result === 'string' ? result : JSON.stringify(result);
    const md = { ...(o.meta || {}) };
    let s;
    switch (style) {
      case 'vercel':
        s = span('tool', 'ai.toolCall', { 'ai.toolCall.name': call.name, 'ai.toolCall.id': call.id, 'ai.toolCall.args': JSON.stringify(call.args) }, o.error ? null : { 'ai.toolCall.result': resStr }, { metadata: { 'operation.name': 'ai.toolCall', ...md } });
        break;
      case 'otel_genai':
      case 'strands':
      case 'spring':
        s = span('tool', style === 'spring' ? `tool_call ${call.name}` : `execute_tool ${call.name}`, { 'gen_ai.tool.call.arguments': args }, { 'gen_ai.tool.call.result': result }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': call.name, 'gen_ai.tool.call.id': call.id, 'gen_ai.tool.type': 'function', ...(style === 'strands' ? { 'tool.status': o.error ? 'error' : 'success' } : {}), ...(style === 'spring' ? { 'spring.ai.kind': 'tool_call' } : {}), ...md } });
        break;
      case 'langgraph': {
        const t = span('tool', call.name, args, result, { metadata: { langgraph_step: R.step * 2, langgraph_node: 'tools', tool_call_id: call.id, ...md } });
        if (o.error) t.error = o.error;
        s = span('chain', 'tools', { messages: [{ type: 'ai', tool_calls: [call.name] }] }, { messages: [{ type: 'tool', name: call.name, tool_call_id: call.id, content: clip(resStr, 200), status: o.error ? 'error' : 'success' }] }, { children: [t], metadata: { langgraph_step: R.step * 2, langgraph_node: 'tools' } });
        break;
      }
      case 'oai_agents':
        s = span('tool', call.name, JSON.stringify(call.args), resStr, { metadata: { span_data: { type: 'function', name: call.name }, span_id: 'span_' + N.hex(24), started_at: N.iso(), ...md } });
        break;
      case 'responses':
        s = span('tool', call.name, { call_id: call.id, arguments: JSON.stringify(call.args) }, { type: 'function_call_output', call_id: call.id, output: resStr }, { metadata: md });
        break;
      case 'anthropic':
        s = span('tool', call.name, args, { type: 'tool_result', tool_use_id: call.id, content: resStr, ...(o.error ? { is_error: true } : {}) }, { metadata: md });
        break;
      case 'claude_sdk':
        s = span('tool', call.name, args, { type: 'user', uuid: N.uuid(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: resStr, is_error: !!o.error }] }, toolUseResult: typeof result === 'object' ? result : undefined }, { metadata: { timestamp: N.iso(), ...md } });
        break;
      case 'crewai':
        s = span('tool', call.name, JSON.stringify(call.args), resStr, { metadata: { 'crewai.tool.name': call.name, 'crewai.agent.role': R.agentName, from_cache: false, run_attempts: o.attempt || 1, ...md } });
        break;
      case 'autogen':
        s = span('tool', 'execute_function', { name: call.name, arguments: JSON.stringify(call.args), call_id: call.id }, { role: 'tool', tool_call_id: call.id, content: resStr }, { metadata: { function_name: call.name, 'autogen.executor': cfg.executor || 'user_proxy', ...md } });
        break;
      case 'llamaindex':
        s = span('tool', 'FunctionTool.acall', { kwargs: call.args }, { content: resStr, tool_name: call.name, raw_input: { kwargs: call.args }, raw_output: result, is_error: !!o.error }, { metadata: { 'tool.name': call.name, span_id: `FunctionTool.acall-${N.uuid()}`, ...md } });
        break;
      case 'sk':
        s = span('tool', call.name, { arguments: call.args }, { value: result, metadata: { 'function.duration_ms': N.ms(20, 1800) } }, { metadata: { 'semantic_kernel.function.invocation.name': call.name.split('-')[1] || call.name, 'semantic_kernel.function.plugin.name': call.name.split('-')[0], ...md } });
        break;
      case 'smolagents':
        s = span('tool', call.name, args, result, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': call.name, ...md } });
        break;
      case 'logfire':
        s = span('tool', `running tool: ${call.name}`, { tool_arguments: args }, { tool_response: result }, { metadata: { 'logfire.msg': `running tool: ${call.name}`, 'gen_ai.tool.name': call.name, 'gen_ai.tool.call.id': call.id, ...md } });
        break;
      case 'adk':
        s = span('tool', `execute_tool ${call.name}`, { function_call: { id: call.id, name: call.name, args: call.args } }, { function_response: { id: call.id, name: call.name, response: result } }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': call.name, 'gcp.vertex.agent.tool_call_args': JSON.stringify(call.args), 'gcp.vertex.agent.event_id': N.uuid(), ...md } });
        break;
      case 'gemini':
        s = span('tool', call.name, { functionCall: { name: call.name, args: call.args } }, { functionResponse: { name: call.name, response: result } }, { metadata: md });
        break;
      case 'mastra':
        s = span('tool', `tool: '${call.name}'`, args, result, { metadata: { spanType: 'tool_call', toolId: call.name, toolCallId: call.id, runId: cfg.runId, ...md } });
        break;
      case 'langfuse':
        s = span('tool', call.name, args, result, { metadata: { 'langfuse.observation.type': 'span', level: o.error ? 'ERROR' : 'DEFAULT', ...(o.error ? { statusMessage: o.error } : {}), ...md } });
        break;
      case 'haystack':
        s = span('tool', 'haystack.component.run', { messages: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: call.name, arguments: call.args, id: call.id } }] }] }, { tool_messages: [{ _role: 'tool', _content: [{ result: resStr, origin: { tool_name: call.name, id: call.id }, error: !!o.error }] }] }, { metadata: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', 'haystack.tool.name': call.name, ...md } });
        break;
      case 'dspy':
        s = span('tool', `Tool.__call__(${call.name})`, call.args, result, { metadata: md });
        break;
      case 'letta':
        s = span('tool', call.name, call.args, { message_type: 'tool_return_message', tool_return: resStr, status: o.error ? 'error' : 'success', tool_call_id: call.id, stdout: o.stdout || null }, { metadata: md });
        break;
      case 'bedrock':
        s = span('tool', 'actionGroupInvocation', { actionGroupName: call.name.split('::')[0], apiPath: call.name.split('::')[1] || '/' + call.name, parameters: call.args }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: resStr } }, traceId: cfg.bedrockTrace + '-' + R.step }, { metadata: { eventTime: N.iso(), ...md } });
        break;
      case 'openhands':
        s = span('tool', o.name || 'CmdRunAction', o.input || { command: call.args.command, is_input: false, thought: '', blocking: false }, result, { metadata: { 'openhands.event_id': R.step * 2 + 1, tool_call_id: call.id, ...md } });
        break;
      case 'sweagent':
        s = span('tool', 'bash', { action: call.args.command }, result, { metadata: { 'sweagent.step': R.step, execution_time: Number((N.int(40, 9000) / 1000).toFixed(3)), ...md } });
        break;
      case 'openinference':
        s = span('tool', call.name, { 'input.value': JSON.stringify(call.args) }, { 'output.value': resStr }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': call.name, 'tool.parameters': JSON.stringify(call.args), ...md } });
        break;
      case 'mlflow':
        s = span('tool', call.name, call.args, result, { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': cfg.mlflowTrace, ...md } });
        break;
      case 'weave':
        s = span('tool', call.name, call.args, result, { metadata: { op_name: `weave:///${cfg.weaveProject}/op/${call.name}:${N.b62(43)}`, call_id: N.uuid7(), trace_id: cfg.weaveTrace, ...md } });
        break;
      case 'agentops':
        s = span('tool', 'ToolEvent', { name: call.name, params: call.args }, { returns: result }, { metadata: { event_type: 'tools', id: N.uuid(), init_timestamp: N.iso(), end_timestamp: N.tick(50, 2000).iso(), ...md } });
        break;
      case 'inspect':
        s = span('tool', 'tool', { id: call.id, function: call.name, arguments: call.args }, { result, truncated: null, ...(o.error ? { error: { type: 'unknown', message: o.error } } : {}) }, { metadata: { event: 'tool', timestamp: N.isoTz(0), working_time: Number((N.int(40, 9000) / 1000).toFixed(3)), ...md } });
        break;
      default: // openai_chat
        s = span('tool', call.name, args, result, { metadata: { tool_call_id: call.id, ...md } });
    }
    if (o.error && style !== 'langgraph') s.error = o.error;
    hist.push({ role: 'tool', tool_call_id: call.id, name: call.name, content: clip(resStr, 500) });
    return s;
  };

  R.user = function (text) { hist.push({ role: 'user', content: text }); };

  R.root = function (children, output, o = {}) {
    const name = o.name || {
      openai_chat: 'agent.run', vercel: 'ai.generateText', otel_genai: `invoke_agent ${R.agentName}`, langgraph: 'LangGraph', oai_agents: `Agent workflow`,
      responses: 'agent_loop', anthropic: 'agent_session', claude_sdk: 'claude_code.query', crewai: 'Crew.kickoff', autogen: 'autogen.initiate_chat', llamaindex: 'FunctionAgent.run',
      sk: `ChatCompletionAgent.InvokeAsync`, smolagents: 'CodeAgent.run', logfire: `${R.agentName} run`, adk: 'invocation', gemini: 'chat_session', mastra: `agent run: '${R.agentName}'`,
      langfuse: 'trace', strands: 'invoke_agent Strands Agents', haystack: 'haystack.pipeline.run', dspy: 'ReAct.forward', letta: 'LettaAgent.step_loop', bedrock: 'InvokeAgent',
      openhands: 'CodeActAgent.session', sweagent: 'sweagent.run', openinference: 'AgentExecutor', mlflow: 'Agent.run', weave: 'Agent.invoke', agentops: 'session', inspect: 'sample', spring: 'spring_ai chat_client',
    }[style];
    const input = o.input !== undefined ? o.input : { task: cfg.user };
    return span('agent', name, input, output, { children, metadata: { ...(o.meta || {}) } });
  };

  return R;
}
