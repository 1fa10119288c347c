// Shared helpers: deterministic PRNG, volatile-noise generators, span builders and
// per-framework renderers. No Math.random, no clock reads.

export function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return function () {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Noise source bound to one trace. The clock only moves forward via tick().
export function makeNoise(traceId) {
  const rand = mulberry32(xmur3(traceId)());
  const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const fromAlpha = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rand() * alpha.length)]; return s; };
  let clock = Date.UTC(2025, int(0, 9), int(1, 27), int(6, 19), int(0, 59), int(0, 59), int(0, 999));
  const d = () => new Date(clock);
  const N = {
    rand, int, pick,
    hex: (n) => fromAlpha('0123456789abcdef', n),
    HEX: (n) => fromAlpha('0123456789ABCDEF', n),
    b62: (n) => fromAlpha(B62, n),
    alnum: (n) => fromAlpha('abcdefghijklmnopqrstuvwxyz0123456789', n),
    digits: (n) => fromAlpha('0123456789', n),
    tick(minMs = 300, maxMs = 4000) { clock += int(minMs, maxMs); return clock; },
    now: () => clock,
    // timestamp spellings
    iso: () => d().toISOString(),
    isoNoMs: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMicros: () => d().toISOString().replace('Z', N.digits(3) + 'Z'),
    isoOffset(hours = 2) {
      const t = new Date(clock + hours * 3600e3);
      const s = t.toISOString().replace('Z', '');
      return `${s}${hours >= 0 ? '+' : '-'}${p2(Math.abs(hours))}:00`;
    },
    http: () => d().toUTCString(),
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    epochNs: () => `${clock}${N.digits(6)}`,
    logts() { const t = d(); return `${t.getUTCFullYear()}-${p2(t.getUTCMonth() + 1)}-${p2(t.getUTCDate())} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())},${p3(t.getUTCMilliseconds())}`; },
    syslog() { const t = d(); return `${MONS[t.getUTCMonth()]} ${String(t.getUTCDate()).padStart(2, ' ')} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}`; },
    usDate() { const t = d(); const h = t.getUTCHours(); return `${p2(t.getUTCMonth() + 1)}/${p2(t.getUTCDate())}/${t.getUTCFullYear()} ${p2(((h + 11) % 12) + 1)}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    euDate() { const t = d(); return `${p2(t.getUTCDate())}.${p2(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}`; },
    clockOnly() { const t = d(); return `${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}.${p3(t.getUTCMilliseconds())}`; },
    dayName: () => DAYS[d().getUTCDay()],
    dateOnly: () => d().toISOString().slice(0, 10),
    // ids
    uuid() { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    uuid7() { const ms = clock.toString(16).padStart(12, '0'); const h = N.hex(20); return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`; },
    ulid: () => fromAlpha(CROCK, 26),
    callId: () => 'call_' + N.b62(24),
    toolu: () => 'toolu_01' + N.b62(22),
    reqId: (prefix = 'req_') => prefix + N.b62(20),
    traceId: () => N.hex(32),
    spanId: () => N.hex(16),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    amznTrace: () => `Root=1-${Math.floor(clock / 1000).toString(16)}-${N.hex(24)}`,
    cfRay: () => `${N.hex(16)}-${N.pick(['AMS', 'FRA', 'LHR', 'CDG', 'ORD', 'SJC', 'NRT'])}`,
    sha: (n = 40) => N.hex(n),
    etag: () => (rand() < 0.5 ? `W/"${N.hex(8)}-${N.b62(12)}"` : `"${N.hex(32)}"`),
    tmp: (ext = '') => N.pick([`/tmp/tmp${N.alnum(8)}${ext}`, `/var/folders/${N.alnum(2)}/${N.alnum(30)}/T/${N.alnum(10)}${ext}`, `/tmp/pytest-of-runner/pytest-${int(10, 400)}/test_${N.alnum(6)}0${ext}`]),
    host: (prefix) => `${prefix}-${N.pick(['a', 'b', 'c', 'd'])}${int(1, 9)}`,
    pod: (prefix) => `${prefix}-${N.alnum(10).replace(/[0-9]/g, 'x').slice(0, 9)}-${N.alnum(5)}`,
    jobId: (prefix = 'job') => `${prefix}-${int(100000, 999999)}`,
    dur: () => `${(int(40, 9000) / 1000).toFixed(2)}s`,
    ms: (a = 20, b = 2500) => int(a, b),
    pid: () => int(1200, 65000),
    addr: () => '0x7f' + N.hex(10),
    cursor: () => Buffer.from(JSON.stringify({ k: N.b62(6), ts: N.epochMs() })).toString('base64').replace(/=+$/, ''),
    lsn: () => `${N.HEX(1)}/${N.HEX(8)}`,
  };
  return N;
}

// ---------------------------------------------------------------- span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const tok = (x) => Math.max(1, Math.round(JSON.stringify(x ?? '').length / 3.7));
const asText = (out) => (typeof out === 'string' ? out : JSON.stringify(out));

// ---------------------------------------------------------------- scenario renderer
// Scenario: { agent, model, system, goal, turns, style }
// turn: { say?, calls?: [{name, args, out, err?, argsString?, sub?}], user?, bot? }
// call.sub: { agent, task, turns, result } -> tool span contains a nested agent span.

function idFor(style, N) {
  switch (style) {
    case 'mistral': return N.alnum(9);
    case 'cohere': return `${N.pick(['lookup', 'tool', 'fn'])}_${N.hex(12)}`;
    case 'gemini': case 'ollama': case 'rasa': case 'aider': return null;
    default: return N.callId();
  }
}

function toolSpan(style, c, N, childSpans, ctx) {
  const argsJson = JSON.stringify(c.args);
  const md = {};
  let name = c.name, input = c.argsString ? argsJson : c.args, output = c.out;
  const extra = {};
  if (c.err) extra.error = c.err;
  switch (style) {
    case 'vercel':
      name = 'ai.toolCall';
      input = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': argsJson };
      output = c.err ? null : { 'ai.toolCall.result': asText(c.out) };
      Object.assign(md, { 'operation.name': 'ai.toolCall', 'ai.operationId': 'ai.toolCall' });
      break;
    case 'openlit':
      name = `tool ${c.name}`;
      Object.assign(md, { trace_id: ctx.otTrace, span_id: N.spanId(), 'code.function': c.name, 'service.name': ctx.service, 'telemetry.sdk.name': 'opentelemetry' });
      break;
    case 'maf':
      name = `execute_tool ${c.name}`;
      input = { 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.call.arguments': argsJson };
      output = c.err ? null : { 'gen_ai.tool.call.result': asText(c.out) };
      Object.assign(md, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.type': 'function' });
      break;
    case 'cohere':
      input = { name: c.name, parameters: c.args };
      output = c.err ? null : { tool_results: [{ call: { name: c.name, parameters: c.args }, outputs: [typeof c.out === 'string' ? { text: c.out } : c.out] }] };
      break;
    case 'mistral':
      input = { object: 'entry', type: 'function.call', tool_call_id: c.id, name: c.name, arguments: argsJson };
      output = c.err ? null : { object: 'entry', type: 'function.result', tool_call_id: c.id, result: asText(c.out), created_at: N.isoMicros() };
      break;
    case 'gemini':
      output = c.err ? null : { functionResponse: { name: c.name, response: typeof c.out === 'string' ? { result: c.out } : c.out } };
      break;
    case 'oai_agents':
      Object.assign(md, { span_type: 'function', span_id: 'span_' + N.hex(24), mcp_data: null });
      output = c.err ? null : asText(c.out);
      break;
    case 'opik':
      Object.assign(md, { opik_span_id: N.uuid7(), tags: ['tool'] });
      break;
    case 'litellm':
      Object.assign(md, { logger: 'app.tools', call_id: c.id });
      break;
    case 'rasa':
      name = c.name;
      input = { action: c.name, slots_in: c.args };
      output = c.err ? null : { events: c.out };
      Object.assign(md, { action_server: ctx.actionServer, policy: 'FlowPolicy', confidence: 1.0 });
      break;
    default:
      break;
  }
  Object.assign(md, { duration_ms: N.ms(15, 3200) });
  N.tick(100, 3000);
  if (c.err && output === undefined) output = null;
  return span(style === 'rasa' ? 'tool' : 'tool', name, input, output, childSpans, { ...extra, metadata: md });
}

function llmSpan(style, sc, turn, calls, hist, N, ctx) {
  const say = turn.say ?? null;
  const usage = { input: tok(hist) + 120 + ctx.toolNames.length * 64, output: tok(say) + tok(calls.map((c) => c.args)) };
  const md = {};
  N.tick(600, 9000);
  const oaCalls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
  switch (style) {
    case 'plain':
      return span('llm', 'chat.completions.create', { model: sc.model, messages: hist, tools: ctx.toolNames },
        { role: 'assistant', content: say, ...(calls.length ? { tool_calls: oaCalls } : {}) }, [],
        { metadata: { usage: { prompt_tokens: usage.input, completion_tokens: usage.output }, latency_ms: N.ms(400, 9000) } });
    case 'litellm': {
      const id = 'chatcmpl-' + N.b62(29);
      const response = { id, object: 'chat.completion', created: N.epoch(), model: sc.model, choices: [{ index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content: say, tool_calls: calls.length ? oaCalls : null } }], usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } };
      const slo = {
        id: N.uuid(), trace_id: ctx.litellmTrace, call_type: 'acompletion', stream: false, status: 'success',
        model: sc.model, model_group: ctx.modelGroup, model_id: N.hex(64), api_base: ctx.apiBase,
        startTime: N.epoch() - N.int(1, 9) + N.rand(), endTime: N.epoch() + N.rand(), response_time: N.int(500, 9000) / 1000,
        messages: hist, response, model_parameters: { temperature: ctx.temperature, max_tokens: 2048, tool_choice: 'auto', tools_count: ctx.toolNames.length },
        prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output,
        response_cost: Number((usage.input * 2.5e-6 + usage.output * 1e-5).toFixed(6)), cache_hit: false, saved_cache_cost: 0,
        metadata: { user_api_key_hash: N.hex(64), user_api_key_alias: ctx.keyAlias, user_api_key_team_id: ctx.team, requester_ip_address: `10.${N.int(0, 40)}.${N.int(0, 255)}.${N.int(2, 250)}`, spend_logs_metadata: null },
        hidden_params: { litellm_call_id: N.uuid(), model_id: N.hex(16), api_base: ctx.apiBase, response_cost: null, additional_headers: { 'x-ratelimit-remaining-requests': N.int(100, 9999), 'x-ratelimit-remaining-tokens': N.int(20000, 800000), 'llm_provider-x-request-id': N.reqId('req_') } },
      };
      return span('llm', 'litellm-proxy:/chat/completions', { model: ctx.modelGroup, messages: hist }, { content: say, tool_calls: calls.length ? oaCalls : null }, [], { metadata: { standard_logging_object: slo } });
    }
    case 'opik':
      return span('llm', 'chat_completion_create', { messages: hist, model: sc.model },
        { choices: [{ index: 0, message: { role: 'assistant', content: say, tool_calls: calls.length ? oaCalls : null }, finish_reason: calls.length ? 'tool_calls' : 'stop' }] }, [],
        { metadata: { created_from: 'openai', type: 'openai_chat', model: sc.model, provider: 'openai', usage: { prompt_tokens: usage.input, completion_tokens: usage.output }, opik_span_id: N.uuid7() } });
    case 'openlit':
      return span('llm', `chat ${sc.model}`, { 'gen_ai.prompt': JSON.stringify(hist) },
        { 'gen_ai.completion': say ?? '', 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'], ...(calls.length ? { 'gen_ai.response.tool_calls': JSON.stringify(oaCalls) } : {}) }, [],
        { metadata: { trace_id: ctx.otTrace, span_id: N.spanId(), 'gen_ai.system': ctx.provider || 'openai', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': sc.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(24), 'gen_ai.usage.input_tokens': usage.input, 'gen_ai.usage.output_tokens': usage.output, 'gen_ai.request.temperature': ctx.temperature, 'server.address': ctx.server || 'api.openai.com', 'telemetry.sdk.name': 'openlit', 'service.name': ctx.service, 'deployment.environment': ctx.env || 'production' } });
    case 'cohere': {
      const out = calls.length
        ? { id: N.uuid(), finish_reason: 'TOOL_CALL', message: { role: 'assistant', tool_plan: say, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }
        : { id: N.uuid(), finish_reason: 'COMPLETE', message: { role: 'assistant', content: [{ type: 'text', text: say }] } };
      out.usage = { billed_units: { input_tokens: usage.input, output_tokens: usage.output }, tokens: { input_tokens: usage.input + 412, output_tokens: usage.output + 3 } };
      return span('llm', 'cohere.chat', { model: sc.model, messages: hist, tools: ctx.toolNames }, out, [], { metadata: { api_version: { version: '2' }, 'x-trial-endpoint-call-remaining': undefined, request_id: N.uuid() } });
    }
    case 'mistral': {
      const outputs = [];
      if (say) outputs.push({ object: 'entry', type: 'message.output', id: 'msg_' + N.hex(28), created_at: N.isoMicros(), model: sc.model, role: 'assistant', content: say });
      for (const c of calls) outputs.push({ object: 'entry', type: 'function.call', id: 'fc_' + N.hex(28), created_at: N.isoMicros(), tool_call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
      return span('llm', `POST /v1/conversations/${ctx.convId}`, { inputs: ctx.pendingEntries.splice(0) }, { object: 'conversation.response', conversation_id: ctx.convId, outputs, usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output, connector_tokens: null } }, [], { metadata: { agent_id: ctx.agentId, 'mistral-correlation-id': N.uuid(), 'x-envoy-upstream-service-time': String(N.int(300, 8000)) } });
    }
    case 'maf':
      return span('llm', `chat ${sc.model}`, { 'gen_ai.input.messages': hist.map((m) => ({ role: m.role, parts: m.tool_calls ? m.tool_calls.map((t) => ({ type: 'tool_call', id: t.id, name: t.function.name, arguments: t.function.arguments })) : [{ type: m.role === 'tool' ? 'tool_call_response' : 'text', ...(m.role === 'tool' ? { id: m.tool_call_id, response: m.content } : { content: m.content }) }] })) },
        { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(say ? [{ type: 'text', content: say }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] }, [],
        { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': ctx.provider || 'azure.ai.openai', 'gen_ai.request.model': sc.model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(24), 'gen_ai.usage.input_tokens': usage.input, 'gen_ai.usage.output_tokens': usage.output, 'server.address': ctx.server || 'contoso-aoai.openai.azure.com' } });
    case 'ollama':
      return span('llm', 'POST /api/chat', { model: sc.model, messages: hist, tools: ctx.toolNames.map((n) => ({ type: 'function', function: { name: n } })), stream: false, options: { temperature: ctx.temperature, num_ctx: 16384 } },
        { model: sc.model, created_at: N.isoMicros().replace('Z', N.digits(3) + 'Z'), message: { role: 'assistant', content: say ?? '', ...(calls.length ? { tool_calls: calls.map((c) => ({ function: { name: c.name, arguments: c.args } })) } : {}) }, done: true, done_reason: 'stop', total_duration: N.int(9e8, 4e10), load_duration: N.int(1e7, 9e7), prompt_eval_count: usage.input, prompt_eval_duration: N.int(1e8, 4e9), eval_count: usage.output, eval_duration: N.int(5e8, 2e10) }, [],
        { metadata: { host: ctx.ollamaHost, gin: `[GIN] ${N.dateOnly().replace(/-/g, '/')} - ${N.clockOnly().slice(0, 8)} | 200 | ${(N.int(900, 40000) / 1000).toFixed(6)}s | 127.0.0.1 | POST "/api/chat"` } });
    case 'vercel':
      return span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(hist), 'ai.prompt.tools': ctx.toolNames.map((n) => JSON.stringify({ type: 'function', name: n })) },
        { 'ai.response.text': say ?? '', 'ai.response.toolCalls': calls.length ? JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) : undefined, 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [],
        { metadata: { 'ai.model.id': sc.model, 'ai.model.provider': ctx.provider || 'openai.chat', 'ai.usage.promptTokens': usage.input, 'ai.usage.completionTokens': usage.output, 'ai.response.id': 'chatcmpl-' + N.b62(24), 'ai.response.timestamp': N.iso(), 'gen_ai.system': 'openai' } });
    case 'oai_agents':
      return span('llm', 'response', { input: hist, model: sc.model },
        { id: 'resp_' + N.hex(48), output: [...(say ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: say, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: usage.input, output_tokens: usage.output } }, [],
        { metadata: { span_type: 'response', span_id: 'span_' + N.hex(24), response_id: 'resp_' + N.hex(48) } });
    case 'gemini':
      return span('llm', `models/${sc.model}:generateContent`, { contents: hist },
        { candidates: [{ content: { role: 'model', parts: [...(say ? [{ text: say }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: usage.input, candidatesTokenCount: usage.output, totalTokenCount: usage.input + usage.output }, modelVersion: sc.model, responseId: N.b62(22) }, [], {});
    case 'aider':
      return span('llm', 'aider.send_message', { chat_history_md: ctx.aiderPending.splice(0).join('\n\n') }, say ?? '', [], { metadata: { model: sc.model, edit_format: 'diff', tokens: `${usage.input} sent, ${usage.output} received. Cost: $${(usage.input * 3e-6 + usage.output * 1.5e-5).toFixed(4)} message` } });
    case 'rasa':
      return span('llm', 'CompactLLMCommandGenerator.predict_commands', { prompt: ctx.rasaPrompt(hist) }, say ?? '', [], { metadata: { llm_model: sc.model, commands_parsed: (say || '').split('\n').filter(Boolean).length, latency_s: N.int(300, 5000) / 1000 } });
    case 'smolagents':
      return span('llm', 'LiteLLMModel.generate', { messages: hist.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? m.tool_calls) }] })) }, say ?? '', [], { metadata: { model_id: sc.model, input_token_count: usage.input, output_token_count: usage.output } });
    case 'langgraph':
      return span('llm', ctx.lcModelClass || 'ChatOpenAI', { messages: [hist.map((m) => ({ type: m.role === 'assistant' ? 'ai' : m.role === 'user' ? 'human' : m.role, content: m.content ?? '', ...(m.tool_calls ? { tool_calls: m.tool_calls.map((t) => ({ name: t.function.name, args: JSON.parse(t.function.arguments), id: t.id })) } : {}), ...(m.tool_call_id ? { tool_call_id: m.tool_call_id } : {}) }))] },
        { generations: [[{ text: say ?? '', message: { type: 'ai', content: say ?? '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: usage.input, completion_tokens: usage.output }, model_name: sc.model } }, [],
        { metadata: { ls_provider: ctx.provider || 'openai', ls_model_name: sc.model, ls_temperature: ctx.temperature, run_id: N.uuid() } });
    default: // assistants
      return null;
  }
}

function histMessageForCall(style, c) {
  return { role: 'tool', tool_call_id: c.id, name: c.name, content: c.err ? `Error: ${c.err}` : asText(c.out) };
}

function renderTurns(style, sc, turns, N, ctx, hist) {
  const spans = [];
  let step = 0;
  for (const turn of turns) {
    step++;
    if (turn.user) {
      hist.push({ role: 'user', content: turn.user });
      if (style === 'rasa') spans.push(span('user', 'user', null, { event: 'user', text: turn.user, timestamp: N.epoch() + N.rand(), parse_data: { intent: { name: turn.intent || 'inform', confidence: Number((0.7 + N.rand() * 0.29).toFixed(4)) }, entities: [] }, input_channel: 'socketio', message_id: N.hex(32) }, [], {}));
      if (style === 'aider') ctx.aiderPending.push(`#### ${turn.user}`);
      if (style === 'mistral') ctx.pendingEntries.push({ object: 'entry', type: 'message.input', role: 'user', content: turn.user });
      if (!turn.say && !turn.calls) continue;
    }
    const calls = (turn.calls || []).map((c) => ({ ...c, id: c.id || idFor(style, N) }));
    const snapshot = style === 'gemini' ? toGemini(hist) : style === 'cohere' ? toCohere(hist) : hist.slice();
    // build the llm span first (uses the snapshot), then the tools
    const evalOuts = () => { for (const c of calls) if (typeof c.out === 'function') c.out = c.out(N); };
    if (style === 'assistants') evalOuts();
    let llm;
    if (style === 'assistants') {
      llm = assistantsSteps(sc, turn, calls, N, ctx);
    } else {
      llm = llmSpan(style, sc, turn, calls, snapshot, N, ctx);
    }
    evalOuts();
    const tools = calls.map((c) => {
      let kids = [];
      if (c.sub) {
        kids = [renderSubAgent(style, sc, c.sub, N, ctx)];
        if (c.out === undefined) c.out = c.sub.result;
      }
      return toolSpan(style, c, N, kids, ctx);
    });
    // history update
    const asst = { role: 'assistant', content: turn.say ?? null };
    if (calls.length) asst.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    hist.push(asst);
    for (const c of calls) hist.push(histMessageForCall(style, c));
    if (style === 'mistral') for (const c of calls) ctx.pendingEntries.push({ object: 'entry', type: 'function.result', tool_call_id: c.id, result: c.err ? `error: ${c.err}` : asText(c.out) });
    if (style === 'aider') {
      for (const c of calls) ctx.aiderPending.push(asText(c.err ? c.err : c.out).split('\n').map((l) => '> ' + l).join('\n'));
    }
    // placement per framework
    switch (style) {
      case 'assistants': {
        // message step(s) then a tool_calls step with the client tool executions nested
        const [msgStep, toolStep] = llm;
        if (msgStep) spans.push(msgStep);
        if (toolStep) { toolStep.children = tools; spans.push(toolStep); }
        break;
      }
      case 'langgraph':
        spans.push(span('chain', 'agent', { messages: `[${hist.length - 1 - calls.length} messages]` }, { messages: [turn.say ?? ''] }, [llm], { metadata: { langgraph_step: ctx.lgStep++, langgraph_node: 'agent', langgraph_triggers: ['start:agent', 'tools'] } }));
        if (tools.length) spans.push(span('chain', 'tools', { tool_calls: calls.length }, { messages: calls.map((c) => c.name) }, tools, { metadata: { langgraph_step: ctx.lgStep++, langgraph_node: 'tools' } }));
        break;
      case 'smolagents':
        spans.push(span('chain', `Step ${ctx.smolStep++}`, { step_number: ctx.smolStep - 1 }, { observations: calls.map((c) => asText(c.err || c.out)).join('\n').slice(0, 4000) }, [llm, ...tools], { metadata: { duration: N.int(800, 20000) / 1000 } }));
        break;
      case 'vercel':
        if (ctx.nestTools) { llm.children = tools; spans.push(llm); } else spans.push(llm, ...tools);
        break;
      default:
        spans.push(llm, ...tools);
    }
    if (turn.bot && style === 'rasa') hist.push({ role: 'assistant', content: turn.bot });
    if (turn.bot && style === 'rasa') spans.push(span('bot', 'utter', null, { event: 'bot', text: turn.bot, timestamp: N.epoch() + N.rand(), metadata: { utter_action: turn.utter || 'utter_free_text' } }, [], {}));
  }
  return spans;
}

function toGemini(hist) {
  return hist.filter((m) => m.role !== 'system').map((m) => {
    if (m.role === 'user') return { role: 'user', parts: [{ text: m.content }] };
    if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: { content: m.content } } }] };
    const parts = [];
    if (m.content) parts.push({ text: m.content });
    for (const t of m.tool_calls || []) parts.push({ functionCall: { name: t.function.name, args: JSON.parse(t.function.arguments) } });
    return { role: 'model', parts };
  });
}

function toCohere(hist) {
  return hist.map((m) => {
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.tool_call_id, content: [{ type: 'document', document: { data: m.content } }] };
    if (m.role === 'assistant' && m.tool_calls) return { role: 'assistant', tool_plan: m.content, tool_calls: m.tool_calls };
    return { role: m.role, content: m.content };
  });
}

function assistantsSteps(sc, turn, calls, N, ctx) {
  let msg = null, tools = null;
  if (turn.say) {
    N.tick(500, 6000);
    msg = span('llm', 'run_step.message_creation', { run_id: ctx.runId, thread_id: ctx.threadId, model: sc.model },
      { id: 'step_' + N.b62(24), object: 'thread.run.step', type: 'message_creation', status: 'completed', created_at: N.epoch(), step_details: { type: 'message_creation', message_creation: { message_id: 'msg_' + N.b62(24) } }, message: { role: 'assistant', content: [{ type: 'text', text: { value: turn.say, annotations: [] } }] }, usage: { prompt_tokens: N.int(900, 9000), completion_tokens: tok(turn.say) } }, [], {});
  }
  if (calls.length) {
    N.tick(500, 6000);
    tools = span('llm', 'run_step.tool_calls', { run_id: ctx.runId, thread_id: ctx.threadId, model: sc.model, status_before: 'requires_action' },
      { id: 'step_' + N.b62(24), object: 'thread.run.step', type: 'tool_calls', status: 'completed', created_at: N.epoch(), completed_at: N.epoch() + N.int(1, 9), step_details: { type: 'tool_calls', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args), output: c.err ? JSON.stringify({ error: c.err }) : asText(c.out ?? c.sub?.result) } })) }, usage: { prompt_tokens: N.int(900, 9000), completion_tokens: N.int(20, 200) } }, [], {});
  }
  return [msg, tools];
}

function renderSubAgent(style, sc, sub, N, ctx) {
  const subSc = { ...sc, model: sub.model || sc.model };
  const hist = [];
  if (sub.system) hist.push({ role: 'system', content: sub.system });
  hist.push({ role: 'user', content: sub.task });
  const saveConv = ctx.convId; ctx.convId = 'conv_' + N.hex(32);
  const saveAider = ctx.aiderPending; ctx.aiderPending = [`#### ${sub.task}`];
  const savePending = ctx.pendingEntries; ctx.pendingEntries = [{ object: 'entry', type: 'message.input', role: 'user', content: sub.task }];
  const kids = renderTurns(style, subSc, sub.turns, N, ctx, hist);
  ctx.aiderPending = saveAider; ctx.pendingEntries = savePending; ctx.convId = saveConv;
  const nameByStyle = {
    maf: `invoke_agent ${sub.agent}`, oai_agents: sub.agent, vercel: 'ai.generateText', opik: sub.agent, openlit: `invoke_agent ${sub.agent}`,
    langgraph: sub.agent, mistral: `agent ${sub.agent}`, cohere: sub.agent, litellm: sub.agent, plain: sub.agent, assistants: `thread.run ${sub.agent}`,
  };
  const md = { agent: sub.agent };
  if (style === 'opik') md.opik_span_type = 'general';
  if (style === 'maf') Object.assign(md, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sub.agent, 'gen_ai.agent.id': N.uuid() });
  if (style === 'oai_agents') Object.assign(md, { span_type: 'agent', handoffs: [], tools: sub.tools || [], output_type: 'str' });
  return span(style === 'opik' ? 'general' : 'agent', nameByStyle[style] || sub.agent, { task: sub.task }, sub.result, kids, { metadata: md });
}

export function renderScenario(sc, N) {
  const style = sc.style;
  const ctx = {
    toolNames: sc.tools || [...new Set(collectNames(sc.turns))],
    temperature: sc.temperature ?? 0.2,
    otTrace: N.traceId(), service: sc.service || sc.agent,
    litellmTrace: N.uuid(), modelGroup: sc.modelGroup || sc.model, apiBase: sc.apiBase || 'https://api.openai.com/v1', keyAlias: sc.keyAlias || 'svc-agent', team: sc.team || 'team-' + N.hex(6),
    convId: 'conv_' + N.hex(32), agentId: 'ag_' + N.hex(32), pendingEntries: [],
    runId: 'run_' + N.b62(24), threadId: 'thread_' + N.b62(24),
    aiderPending: [], lgStep: 1, smolStep: 1, nestTools: sc.nestTools,
    ollamaHost: sc.ollamaHost || 'http://127.0.0.1:11434', provider: sc.provider, server: sc.server, env: sc.env,
    actionServer: sc.actionServer || 'http://action-server:5055/webhook', lcModelClass: sc.lcModelClass,
    rasaPrompt: (hist) => `${sc.rasaFlows || ''}\n\n## Conversation so far\n${hist.filter((m) => m.role !== 'system').map((m) => `${m.role === 'user' ? 'USER' : m.role === 'tool' ? 'ACTION_RESULT' : 'AI'}: ${typeof m.content === 'string' ? m.content : JSON.stringify(m.tool_calls || m.content)}`).join('\n')}\n\n## Current slots\n${sc.rasaSlots || '-'}`,
  };
  const hist = [];
  if (sc.system) hist.push({ role: 'system', content: sc.system });
  const turns = sc.turns.slice();
  if (!turns[0].user && style !== 'rasa') hist.push({ role: 'user', content: sc.userMessage || sc.goal });
  if (style === 'aider') ctx.aiderPending.push(`#### ${sc.userMessage || sc.goal}`);
  if (style === 'mistral') ctx.pendingEntries.push({ object: 'entry', type: 'message.input', role: 'user', content: sc.userMessage || sc.goal });
  const children = renderTurns(style, sc, turns, N, ctx, hist);
  const finalTurn = [...sc.turns].reverse().find((t) => t.say || t.bot);
  const finalText = sc.final !== undefined ? sc.final : (finalTurn ? (style === 'rasa' ? finalTurn.bot || finalTurn.say : finalTurn.say || finalTurn.bot) : null);
  const rootNames = {
    plain: sc.agent, litellm: sc.agent, opik: sc.agent, openlit: `invoke_agent ${sc.agent}`, assistants: `thread.run ${ctx.runId}`,
    cohere: sc.agent, mistral: `conversation ${ctx.convId}`, aider: 'aider', maf: `invoke_agent ${sc.agent}`, rasa: `tracker ${sc.senderId || N.hex(16)}`,
    ollama: sc.agent, vercel: 'ai.generateText', oai_agents: 'Agent workflow', gemini: sc.agent, smolagents: 'CodeAgent.run', langgraph: 'LangGraph',
  };
  const md = { framework: sc.frameworkLabel || style, ...(sc.rootMeta || {}) };
  if (style === 'opik') Object.assign(md, { project_name: sc.project || sc.agent, opik_trace_id: N.uuid7() });
  if (style === 'openlit' || style === 'maf') Object.assign(md, { trace_id: ctx.otTrace, 'service.name': ctx.service });
  if (style === 'assistants') Object.assign(md, { assistant_id: 'asst_' + N.b62(24), thread_id: ctx.threadId, run_status: sc.runStatus || 'completed' });
  if (style === 'mistral') Object.assign(md, { agent_id: ctx.agentId });
  if (style === 'aider') Object.assign(md, { aider_version: sc.aiderVersion || '0.86.1', main_model: sc.model, repo: sc.repo || '.', files_in_chat: sc.files || [] });
  if (style === 'oai_agents') Object.assign(md, { workflow_name: sc.agent, group_id: null, trace_id: 'trace_' + N.hex(32) });
  if (style === 'rasa') Object.assign(md, { rasa_version: '3.12.4', assistant_id: sc.agent });
  if (style === 'smolagents') Object.assign(md, { agent_type: 'CodeAgent', max_steps: sc.maxSteps || 20 });
  if (style === 'vercel') Object.assign(md, { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': sc.maxSteps || 25, 'resource.name': sc.agent });
  const root = span('agent', rootNames[style] || sc.agent, style === 'assistants' ? { additional_messages: [{ role: 'user', content: sc.userMessage || sc.goal }], instructions: sc.system } : { input: sc.userMessage || sc.goal }, finalText, children, { metadata: md });
  if (sc.rootError) root.error = sc.rootError;
  return root;
}

function collectNames(turns) {
  const out = [];
  for (const t of turns) for (const c of t.calls || []) { out.push(c.name); if (c.sub) out.push(...collectNames(c.sub.turns)); }
  return out;
}

// ---------------------------------------------------------------- text helpers for validation
export function contentWords(s) {
  return (String(s).toLowerCase().match(/[a-z][a-z'-]+/g) || []).filter((w) => w.length > 2 && !STOP.has(w));
}
const STOP = new Set('the and for that this with from are was were have has had not but you your our its his her they them then than there their what when which will would could should into onto about over under again also just only some more most very can may might must shall been being does did doing done a an of to in on at by or as is it be we i'.split(' '));

export function similarity(a, b) {
  const A = contentWords(a), B = contentWords(b);
  if (!A.length || !B.length) return 0;
  const grams = (W) => { const s = new Set(); for (let i = 0; i + 2 < W.length + 1; i++) s.add(W.slice(i, i + 2).join(' ')); return s; };
  const ga = grams(A), gb = grams(B);
  let inter = 0; for (const g of ga) if (gb.has(g)) inter++;
  return inter / Math.max(1, Math.min(ga.size, gb.size));
}
