// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  // cyrb-style 32-bit hash
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise context: one per trace, seeded from the trace id. Keeps a virtual clock.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const N = {};
  N.r = r;
  N.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  N.pick = (arr) => arr[Math.floor(r() * arr.length)];
  N.float = (a, b, d = 2) => Number((a + r() * (b - a)).toFixed(d));
  N.chars = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(r() * alpha.length)]; return s; };
  N.hex = (n = 8) => N.chars(HEX, n);
  N.b62 = (n = 10) => N.chars(B62, n);
  N.upper = (n = 6) => N.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', n);
  N.digits = (n = 6) => N.chars('0123456789', n);
  N.uuid = () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${N.pick(['8', '9', 'a', 'b'])}${N.hex(3)}-${N.hex(12)}`;
  // clock
  let t = Date.UTC(2024, 0, 1) + N.int(0, 420) * 86400000 + N.int(6 * 3600, 20 * 3600) * 1000 + N.int(0, 999);
  N.now = () => t;
  N.tick = (sec = 1) => { t += Math.round(sec * 1000 * (0.6 + r() * 0.8)); return t; };
  N.at = (ms) => new Date(ms ?? t);
  N.iso = (ms) => N.at(ms).toISOString();
  N.isoNoMs = (ms) => N.at(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  N.isoOffset = (ms, offH = 2) => { const d = new Date((ms ?? t) + offH * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; };
  N.http = (ms) => N.at(ms).toUTCString();
  N.epoch = (ms) => Math.floor((ms ?? t) / 1000);
  N.epochMs = (ms) => ms ?? t;
  N.local = (ms) => { const d = N.at(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  N.compact = (ms) => N.iso(ms).replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  N.syslog = (ms) => { const d = N.at(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  N.clf = (ms) => { const d = N.at(ms); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; };
  N.usDate = (ms) => { const d = N.at(ms); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
  N.dayDate = (ms) => { const d = N.at(ms); return `${DAY[d.getUTCDay()]} ${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`; };
  N.hms = (ms) => N.iso(ms).slice(11, 23);
  N.dateOnly = (ms) => N.iso(ms).slice(0, 10);
  // ids
  N.req = (prefix = 'req_') => prefix + N.b62(18);
  N.ulid = () => N.chars(CROCK, 26);
  N.snowflake = () => String(BigInt(t - 1288834974657) * 4194304n + BigInt(N.int(0, 4194303)));
  N.objectId = () => Math.floor(t / 1000).toString(16) + N.hex(16);
  N.sha = (n = 40) => N.hex(n);
  N.sha256 = () => 'sha256:' + N.hex(64);
  N.etag = (weak = false) => (weak ? 'W/' : '') + '"' + N.hex(N.pick([16, 24, 32])) + '"';
  N.traceparent = () => `00-${N.hex(32)}-${N.hex(16)}-01`;
  N.cfRay = () => `${N.hex(16)}-${N.pick(['AMS', 'FRA', 'LHR', 'CDG', 'IAD', 'SJC', 'NRT', 'SYD', 'GRU'])}`;
  N.amzId = () => N.b62(20).toUpperCase() + '==';
  N.cursor = () => Buffer.from(JSON.stringify({ k: N.hex(12), ts: N.epoch() })).toString('base64').replace(/=+$/, '');
  N.job = (prefix = 'job-') => prefix + N.digits(N.pick([5, 6, 7]));
  N.pod = (svc) => `${svc}-${N.chars('bcdfghjklmnpqrstvwxz2456789', 9)}-${N.chars('bcdfghjklmnpqrstvwxz2456789', 5)}`;
  N.host = (prefix = 'api', region) => `${prefix}-${N.int(1, 24)}${region ? '.' + region : ''}.${N.pick(['internal', 'prod.local', 'svc.cluster.local'])}`;
  N.ip = () => `10.${N.int(0, 255)}.${N.int(0, 255)}.${N.int(1, 254)}`;
  N.pid = () => N.int(1200, 65000);
  N.port = () => N.int(32768, 60999);
  N.addr = () => '0x7f' + N.hex(10);
  N.lsn = () => `${N.hex(1).toUpperCase()}/${N.hex(8).toUpperCase()}`;
  N.kafka = () => ({ partition: N.int(0, 11), offset: N.int(1000000, 99999999) });
  N.lamport = () => N.int(10000, 999999);
  N.crc32 = () => N.hex(8);
  N.nonce = () => N.b62(22);
  N.jwtExp = () => N.epoch() + N.int(300, 3600);
  // durations
  N.ms = (a = 20, b = 900) => N.int(a, b);
  N.secs = (a = 0.2, b = 9) => N.float(a, b, 3);
  N.dur = (a = 0.2, b = 9) => N.float(a, b, 2) + 's';
  N.tmp = (ext = '') => N.pick(['/tmp/', '/var/tmp/', '/tmp/run-']) + N.b62(10) + ext;
  N.tmpdir = () => `/tmp/pytest-of-runner/pytest-${N.int(10, 400)}/test_${N.hex(6)}0`;
  N.ratelimit = (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.epoch() + N.int(5, 60)) });
  N.tokens = () => ({ prompt_tokens: N.int(600, 9000), completion_tokens: N.int(20, 700) });
  return N;
}

// ---------------------------------------------------------------------------
// Span helpers
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const strOut = (out) => (typeof out === 'string' ? out : JSON.stringify(out));
const clip = (s, n = 600) => (s.length > n ? s.slice(0, n) + '…' : s);

// A styler lays out turns (llm call + tool calls) the way a given tracer records them.
// turn = { text?, think?, calls?: [{ name, args, out, error, argsString? }] }
export function styler(style, N, { model = 'gpt-4o-2024-08-06', system = 'You are a helpful agent.', goal = '', agentName = 'agent', toolMeta = {} } = {}) {
  const hist = [{ role: 'system', content: system }, { role: 'user', content: goal }];
  let step = 0;
  const callId = () => {
    switch (style) {
      case 'anthropic': case 'claude_sdk': return 'toolu_01' + N.b62(22);
      case 'gemini': case 'adk': return 'adk-' + N.uuid();
      case 'openai_agents': case 'responses': return 'call_' + N.b62(24);
      case 'bedrock': return 'toolu_bdrk_' + N.b62(20);
      default: return 'call_' + N.b62(24);
    }
  };
  const recent = () => [hist[0], hist[1], ...hist.slice(2).slice(-4)];
  const usage = () => { const u = N.tokens(); return u; };

  function llmSpan(turn) {
    step++;
    const calls = (turn.calls || []).map((c) => ({ ...c, id: c.id || callId() }));
    turn._calls = calls;
    const msgs = recent();
    const u = usage();
    const text = turn.text ?? null;
    let name, input, output, metadata, type = 'llm';
    const oaToolCalls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    switch (style) {
      case 'anthropic':
      case 'claude_sdk': {
        const content = [];
        if (turn.think) content.push({ type: 'thinking', thinking: turn.think, signature: N.b62(40) });
        if (text) content.push({ type: 'text', text });
        for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        const msg = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens, cache_read_input_tokens: N.int(0, 4000) } };
        if (style === 'claude_sdk') {
          name = 'assistant'; input = { session_id: undefined, parent_tool_use_id: null, messages: msgs.slice(1) };
          output = { type: 'assistant', uuid: N.uuid(), timestamp: N.iso(N.tick(2)), message: msg };
        } else {
          name = 'anthropic.messages.create';
          input = { model, max_tokens: 4096, system: hist[0].content, messages: msgs.slice(1) };
          output = msg;
          metadata = { 'request-id': N.req('req_011C'), latency_ms: N.ms(700, 9000) };
        }
        break;
      }
      case 'gemini':
      case 'adk': {
        const parts = [];
        if (turn.think) parts.push({ text: turn.think, thought: true });
        if (text) parts.push({ text });
        for (const c of calls) parts.push({ functionCall: { id: style === 'adk' ? c.id : undefined, name: c.name, args: c.args } });
        const contents = msgs.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] }));
        name = style === 'adk' ? 'call_llm' : 'models.generateContent';
        input = style === 'adk' ? { model, config: { system_instruction: hist[0].content }, contents } : { model, contents, systemInstruction: { parts: [{ text: hist[0].content }] } };
        output = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.prompt_tokens, candidatesTokenCount: u.completion_tokens, totalTokenCount: u.prompt_tokens + u.completion_tokens }, modelVersion: model, responseId: N.b62(22) };
        metadata = style === 'adk' ? { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.request.model': model } : undefined;
        break;
      }
      case 'vercel': {
        name = 'ai.generateText.doGenerate';
        input = { 'ai.prompt.messages': JSON.stringify(msgs) };
        output = { 'ai.response.text': text || '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' };
        metadata = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(N.tick(1)), 'ai.usage.promptTokens': u.prompt_tokens, 'ai.usage.completionTokens': u.completion_tokens, 'ai.response.msToFirstChunk': N.ms(200, 1800) };
        break;
      }
      case 'otel':
      case 'pydantic_ai':
      case 'semantic_kernel':
      case 'strands': {
        name = style === 'semantic_kernel' ? `chat.completions ${model}` : `chat ${model}`;
        input = { 'gen_ai.input.messages': msgs };
        output = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] };
        metadata = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': model.startsWith('claude') ? 'anthropic' : 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': u.prompt_tokens, 'gen_ai.usage.output_tokens': u.completion_tokens };
        if (style === 'pydantic_ai') metadata['logfire.msg'] = `chat ${model}`;
        if (style === 'strands') metadata['gen_ai.event.start_time'] = N.iso(N.tick(1));
        break;
      }
      case 'openinference': {
        name = 'ChatCompletion';
        const flat = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.prompt_tokens, 'llm.token_count.completion': u.completion_tokens };
        msgs.forEach((m, i) => { flat[`llm.input_messages.${i}.message.role`] = m.role; flat[`llm.input_messages.${i}.message.content`] = m.content; });
        flat['llm.output_messages.0.message.role'] = 'assistant';
        if (text) flat['llm.output_messages.0.message.content'] = text;
        calls.forEach((c, i) => { flat[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; flat[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        input = { value: JSON.stringify({ messages: msgs, model }), mime_type: 'application/json' };
        output = { value: JSON.stringify({ id: 'chatcmpl-' + N.b62(29), choices: [{ index: 0, message: { role: 'assistant', content: text, tool_calls: oaToolCalls.length ? oaToolCalls : undefined }, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: u }), mime_type: 'application/json' };
        metadata = flat;
        break;
      }
      case 'openai_agents':
      case 'responses': {
        const out = [];
        if (turn.think) out.push({ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: turn.think }] });
        if (text) out.push({ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
        for (const c of calls) out.push({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
        const respId = 'resp_' + N.hex(48);
        name = style === 'openai_agents' ? 'response' : 'responses.create';
        input = { model, instructions: step === 1 ? hist[0].content : undefined, input: msgs.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) };
        output = { id: respId, object: 'response', created_at: N.epoch(N.tick(1)), status: 'completed', model, output: out, usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens } };
        metadata = style === 'openai_agents' ? { 'span_data.type': 'response', 'span_id': 'span_' + N.hex(24), 'trace_id': undefined } : { 'x-request-id': N.req('req_'), 'openai-processing-ms': String(N.ms(400, 7000)) };
        break;
      }
      case 'smolagents': {
        name = 'LiteLLMModel.generate';
        const code = calls.map((c) => `${c.resultVar ? c.resultVar + ' = ' : ''}${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.resultVar || 'result'})`).join('\n');
        const body = `Thought: ${text || ''}` + (calls.length ? `\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : '');
        input = { messages: msgs.map((m) => ({ role: m.role, content: [{ type: 'text', text: m.content }] })) };
        output = { role: 'assistant', content: body };
        metadata = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.prompt_tokens };
        break;
      }
      case 'crewai': {
        name = 'LLM.call';
        const c = calls[0];
        const body = c ? `Thought: ${text || ''}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}` : `Thought: ${turn.think || 'I now know the final answer'}\nFinal Answer: ${text}`;
        input = { messages: msgs };
        output = body;
        metadata = { model, 'crewai.agent.role': agentName, total_tokens: u.prompt_tokens + u.completion_tokens };
        break;
      }
      case 'dspy': {
        name = 'LM.__call__';
        const c = calls[0];
        input = { messages: msgs, model: 'openai/' + model };
        output = c ? `[[ ## next_thought ## ]]\n${text}\n\n[[ ## next_tool_name ## ]]\n${c.name}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(c.args)}\n\n[[ ## completed ## ]]` : `[[ ## next_thought ## ]]\n${turn.think || 'I have everything needed.'}\n\n[[ ## next_tool_name ## ]]\nfinish\n\n[[ ## next_tool_args ## ]]\n{}\n\n[[ ## completed ## ]]`;
        metadata = { 'mlflow.spanType': 'CHAT_MODEL', temperature: 0.0, cache_hit: false };
        break;
      }
      case 'bedrock': {
        name = 'modelInvocation';
        input = { modelInvocationInput: { traceId: N.uuid() + '-pre-' + step, type: 'ORCHESTRATION', text: JSON.stringify({ system: hist[0].content, messages: msgs.slice(1) }).slice(0, 900) } };
        output = { modelInvocationOutput: { rawResponse: { content: JSON.stringify({ content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] }) }, metadata: { usage: { inputTokens: u.prompt_tokens, outputTokens: u.completion_tokens } } }, rationale: turn.think || text ? { text: turn.think || text } : undefined };
        metadata = { 'bedrock.trace.type': 'orchestrationTrace', foundationModel: model };
        break;
      }
      case 'swe_agent':
      case 'openhands': {
        name = style === 'swe_agent' ? 'query_model' : 'LLM.completion';
        input = { messages: msgs };
        const c = calls[0];
        if (style === 'swe_agent') {
          output = { thought: text, action: c ? c.args.command : 'submit' };
        } else {
          output = { role: 'assistant', content: text, tool_calls: oaToolCalls };
        }
        metadata = { model, instance_cost: N.float(0.01, 2.5, 4), api_calls: step };
        break;
      }
      default: { // chat, langsmith, llamaindex, mastra, langfuse, mlflow, weave, haystack, autogen
        name = { langsmith: 'ChatOpenAI', llamaindex: 'OpenAI.achat', mastra: 'llm.generate', langfuse: 'generation', mlflow: 'ChatOpenAI.invoke', weave: 'openai.chat.completions.create', haystack: 'OpenAIChatGenerator.run', autogen: 'OpenAIChatCompletionClient.create' }[style] || 'openai.chat.completions.create';
        input = { messages: msgs, model };
        const message = { role: 'assistant', content: text };
        if (oaToolCalls.length) message.tool_calls = oaToolCalls;
        if (style === 'chat' || style === 'weave') output = { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(N.tick(1)), model, choices: [{ index: 0, message, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: u, system_fingerprint: 'fp_' + N.hex(10) };
        else if (style === 'autogen') output = { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : text, thought: calls.length ? text : undefined, usage: { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens }, cached: false };
        else if (style === 'haystack') output = { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...calls.map((c) => ({ tool_call: { tool_name: c.name, arguments: c.args, id: c.id } }))], _meta: { model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: u } }] };
        else output = message;
        metadata = {
          langsmith: { ls_provider: 'openai', ls_model_name: model, run_id: N.uuid(), langgraph_step: step * 2 - 1, langgraph_node: 'agent' },
          llamaindex: { 'llm.model': model, event_id: N.uuid() },
          mastra: { 'componentName': agentName, runId: N.uuid(), 'llm.usage': u },
          langfuse: { 'langfuse.observation.type': 'generation', model, usage_details: { input: u.prompt_tokens, output: u.completion_tokens }, cost_details: { total: N.float(0.001, 0.09, 5) } },
          mlflow: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens } },
          weave: { op_name: 'weave:///ops/openai.chat.completions.create:' + N.hex(8), call_id: N.uuid() },
          haystack: { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' },
          autogen: { agent: agentName, 'gen_ai.system': 'openai' },
        }[style] || { latency_ms: N.ms(400, 6000) };
      }
    }
    N.tick(N.int(1, 8));
    hist.push({ role: 'assistant', content: text || (calls.length ? calls.map((c) => `${c.name}(${JSON.stringify(c.args)})`).join('; ') : '') });
    const s = span(type, name, input, output, [], { metadata });
    return s;
  }

  function toolSpan(c) {
    const outStr = strOut(c.out);
    hist.push({ role: 'tool', content: clip(c.error && c.out === undefined ? c.error : outStr) });
    N.tick(N.int(1, 6));
    const argsIn = c.argsString ? JSON.stringify(c.args) : c.args;
    let name = c.name, input = argsIn, output = c.out, metadata, type = 'tool';
    switch (style) {
      case 'anthropic':
        output = { type: 'tool_result', tool_use_id: c.id, content: typeof c.out === 'string' ? c.out : JSON.stringify(c.out), is_error: !!c.error || undefined };
        break;
      case 'claude_sdk':
        output = { type: 'user', uuid: N.uuid(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.id, content: typeof c.out === 'string' ? c.out : JSON.stringify(c.out), is_error: !!c.error }] }, toolUseResult: c.sdkResult };
        break;
      case 'gemini':
        output = { functionResponse: { name: c.name, response: typeof c.out === 'object' && c.out !== null ? c.out : { result: c.out } } };
        break;
      case 'adk':
        name = `execute_tool ${c.name}`;
        output = { functionResponse: { id: c.id, name: c.name, response: typeof c.out === 'object' && c.out !== null ? c.out : { result: c.out } } };
        metadata = { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gcp.vertex.agent.event_id': N.uuid() };
        break;
      case 'vercel':
        name = 'ai.toolCall';
        input = { 'ai.toolCall.args': JSON.stringify(c.args) };
        output = { 'ai.toolCall.result': outStr };
        metadata = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' };
        break;
      case 'otel': case 'strands':
        name = `execute_tool ${c.name}`;
        metadata = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id };
        if (style === 'strands') output = { toolUseId: c.id, status: c.error ? 'error' : 'success', content: [{ text: outStr }] };
        break;
      case 'pydantic_ai':
        name = `running tool: ${c.name}`;
        metadata = { 'logfire.msg': `running tool: ${c.name}`, 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, tool_arguments: JSON.stringify(c.args) };
        break;
      case 'semantic_kernel':
        name = `function.invocation ${toolMeta.plugin || 'Plugin'}-${c.name}`;
        metadata = { 'semantic_kernel.function.invocation.name': c.name, 'semantic_kernel.function.invocation.plugin_name': toolMeta.plugin || 'Plugin', 'gen_ai.tool.call.id': c.id };
        break;
      case 'openinference':
        metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args), 'input.value': JSON.stringify(c.args) };
        break;
      case 'openai_agents':
        metadata = { 'span_data.type': 'function', span_id: 'span_' + N.hex(24) };
        input = JSON.stringify(c.args);
        break;
      case 'responses':
        input = { call_id: c.id, arguments: JSON.stringify(c.args) };
        output = { type: 'function_call_output', call_id: c.id, output: outStr };
        break;
      case 'smolagents':
        metadata = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name };
        break;
      case 'crewai':
        metadata = { 'crewai.tool.name': c.name, run_attempts: 1, delegations: 0 };
        input = JSON.stringify(c.args);
        break;
      case 'dspy':
        name = `Tool.${c.name}`;
        metadata = { 'mlflow.spanType': 'TOOL' };
        break;
      case 'bedrock':
        name = 'actionGroupInvocation';
        input = { invocationInput: { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: toolMeta.plugin || 'ops', function: c.name, parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'number' : 'string', value: String(v) })) } } };
        output = { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: outStr } } };
        metadata = { 'bedrock.trace.type': 'orchestrationTrace', traceId: N.uuid() + '-0' };
        break;
      case 'langsmith':
        metadata = { run_id: N.uuid(), langgraph_node: 'tools', ls_run_type: 'tool' };
        break;
      case 'llamaindex':
        name = 'FunctionTool.acall';
        input = { tool: c.name, kwargs: c.args };
        metadata = { event_id: N.uuid() };
        break;
      case 'mastra':
        name = `tool.execute ${c.name}`;
        metadata = { toolId: c.name, runId: N.uuid() };
        break;
      case 'langfuse':
        metadata = { 'langfuse.observation.type': 'tool' };
        break;
      case 'mlflow':
        metadata = { 'mlflow.spanType': 'TOOL', 'mlflow.spanFunctionName': c.name };
        break;
      case 'weave':
        metadata = { op_name: `weave:///ops/${c.name}:${N.hex(8)}`, call_id: N.uuid() };
        break;
      case 'haystack':
        name = 'ToolInvoker.run';
        input = { tool_name: c.name, arguments: c.args };
        output = { tool_messages: [{ _role: 'tool', _content: [{ result: outStr, origin: { tool_name: c.name, id: c.id }, error: !!c.error }] }] };
        metadata = { 'haystack.component.name': 'tool_invoker' };
        break;
      case 'autogen':
        name = `execute_tool ${c.name}`;
        output = { content: outStr, name: c.name, call_id: c.id, is_error: !!c.error };
        break;
      case 'swe_agent':
        name = 'env.communicate';
        input = { action: c.args.command };
        break;
      case 'openhands':
        name = c.name === 'execute_bash' ? 'CmdRunAction' : c.name === 'str_replace_editor' ? 'FileEditAction' : c.name;
        break;
      default: break;
    }
    const extra = { metadata };
    if (c.error) extra.error = c.error;
    return span(type, name, input, output, c.children || [], extra);
  }

  // Lay out one turn as its tracer would.
  function turn(t) {
    const l = llmSpan(t);
    const tools = (t._calls || []).map(toolSpan);
    switch (style) {
      case 'smolagents':
        return [span('chain', `Step ${step}`, { step_number: step }, { observations: tools.map((x) => strOut(x.output)).join('\n').slice(0, 400) || null }, [l, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN' } })];
      case 'langsmith':
        return [span('chain', 'agent', { messages: `[${hist.length} messages]` }, { messages: [l.output] }, [l], { metadata: { langgraph_step: step * 2 - 1, langgraph_node: 'agent', langgraph_triggers: step === 1 ? ['start:agent'] : ['tools'] } }),
          ...(tools.length ? [span('chain', 'tools', { tool_calls: t._calls.map((c) => ({ name: c.name, args: c.args, id: c.id })) }, { messages: tools.map((x) => ({ type: 'tool', content: strOut(x.output).slice(0, 300) })) }, tools, { metadata: { langgraph_step: step * 2, langgraph_node: 'tools' } })] : [])];
      case 'pydantic_ai':
        return [l, ...(tools.length ? [span('chain', 'running tools', { tools: t._calls.map((c) => c.name) }, null, tools, { metadata: { 'logfire.msg': `running ${tools.length} tool${tools.length > 1 ? 's' : ''}` } })] : [])];
      case 'strands':
        return [span('chain', 'execute_event_loop_cycle', { cycle: step }, null, [l, ...tools], { metadata: { 'event_loop.cycle_id': N.uuid() } })];
      case 'vercel':
        return [l, ...tools];
      case 'bedrock':
        return [span('chain', 'orchestrationTrace', { step }, null, [l, ...tools], { metadata: { sessionId: undefined } })];
      case 'haystack':
        return [span('chain', 'haystack.component.run', { component: 'agent_step', step }, null, [l, ...tools])];
      case 'crewai': case 'openai_agents': case 'llamaindex':
        return [l, ...tools];
      default:
        return [l, ...tools];
    }
  }

  function root({ name, input, output, children, error, metadata }) {
    const defaults = {
      anthropic: 'agent_loop', claude_sdk: 'claude_agent_sdk.query', gemini: 'gemini_function_calling_loop', adk: `invoke_agent ${agentName}`,
      vercel: 'ai.generateText', otel: `invoke_agent ${agentName}`, pydantic_ai: 'agent run', semantic_kernel: `invoke_agent ${agentName}`,
      strands: `invoke_agent ${agentName}`, openinference: 'AgentExecutor', openai_agents: agentName, responses: 'responses_agent_loop',
      smolagents: 'CodeAgent.run', crewai: 'Crew.kickoff', dspy: 'ReAct.forward', bedrock: 'InvokeAgent', swe_agent: 'swe-agent.run',
      openhands: 'openhands.controller.run', langsmith: 'LangGraph', llamaindex: 'FunctionAgent.run', mastra: `agent.generate ${agentName}`,
      langfuse: agentName, mlflow: 'AgentExecutor.invoke', weave: `${agentName}.run`, haystack: 'haystack.pipeline.run', autogen: 'RoundRobinGroupChat.run', chat: 'agent',
    };
    const rm = {
      vercel: { 'ai.model.id': model, 'ai.settings.maxSteps': 25, 'operation.name': 'ai.generateText' },
      otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agentName },
      openinference: { 'openinference.span.kind': 'AGENT' },
      smolagents: { 'openinference.span.kind': 'AGENT', max_steps: 20 },
      openai_agents: { 'span_data.type': 'agent', workflow_name: 'Agent workflow', group_id: null },
      langsmith: { ls_run_type: 'chain', thread_id: N.uuid(), recursion_limit: 25 },
      mlflow: { 'mlflow.spanType': 'AGENT', request_id: 'tr-' + N.hex(32) },
      weave: { op_name: `weave:///ops/${agentName}.run:${N.hex(8)}` },
      langfuse: { trace_id: N.hex(32), session_id: 'sess_' + N.b62(12) },
      pydantic_ai: { 'logfire.msg': `${agentName} run`, 'gen_ai.agent.name': agentName },
      adk: { 'gen_ai.agent.name': agentName, 'gcp.vertex.agent.session_id': N.uuid() },
      bedrock: { agentId: N.upper(10), agentAliasId: 'TSTALIASID', sessionId: N.uuid() },
    }[style] || {};
    return span('agent', name || defaults[style] || 'agent', input ?? { goal }, output, children, { metadata: { ...rm, ...(metadata || {}), style }, error });
  }

  return { turn, llmSpan, toolSpan, root, hist, style, get step() { return step; } };
}

export { clip, strOut };
