// Shared helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.

export function hash32(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise context: a seeded PRNG plus a simulated clock that only moves forward.
export function makeCtx(traceId) {
  const rng = mulberry32(hash32(traceId));
  let clock = Date.UTC(2024, 0, 8) + Math.floor(rng() * 420) * 86400000 + Math.floor(rng() * 80000) * 1000 + Math.floor(rng() * 1000);
  const n = {
    rng,
    int: (a, b) => a + Math.floor(rng() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rng() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(rng() * 16)]; return s; },
    b62: (len) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < len; i++) s += a[Math.floor(rng() * a.length)]; return s; },
    tick: (lo = 300, hi = 4000) => { const d = lo + Math.floor(rng() * (hi - lo + 1)); clock += d; return d; },
    now: () => clock,
  };
  const d = () => new Date(clock);
  Object.assign(n, {
    uuid: () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${'89ab'[n.int(0, 3)]}${n.hex(3)}-${n.hex(12)}`,
    iso: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: () => d().toISOString(),
    isoMicro: () => d().toISOString().replace('Z', `${p3(n.int(0, 999))}Z`),
    isoOff: (h = 1) => { const x = new Date(clock + h * 3600000); return x.toISOString().slice(0, 19) + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http: () => d().toUTCString(),
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    epochNs: () => `${clock}${p3(n.int(0, 999))}${p3(n.int(0, 999))}`,
    compact: () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    syslog: () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    euro: () => { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    usDate: () => { const x = d(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${((x.getUTCHours() + 11) % 12) + 1}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${x.getUTCHours() < 12 ? 'AM' : 'PM'}`; },
    clockOnly: () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; },
    dayStamp: () => { const x = d(); return `${DAY[x.getUTCDay()]} ${MON[x.getUTCMonth()]} ${x.getUTCDate()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} UTC ${x.getUTCFullYear()}`; },
    reqId: (pfx = 'req_') => pfx + n.b62(20),
    etag: (weak = false) => `${weak ? 'W/' : ''}"${n.hex(weak ? 12 : 32)}"`,
    traceparent: () => `00-${n.hex(32)}-${n.hex(16)}-01`,
    sha: () => n.hex(40),
    sha256: () => n.hex(64),
    shortSha: () => n.hex(7),
    secs: (lo = 0.2, hi = 9) => (lo + rng() * (hi - lo)).toFixed(3) + 's',
    ms: (lo = 20, hi = 900) => `${n.int(lo, hi)}ms`,
    msNum: (lo = 20, hi = 900) => n.int(lo, hi),
    tmp: (stem = 'tmp') => `/tmp/${stem}${n.b62(8).toLowerCase()}`,
    job: (pfx = 'job') => `${pfx}-${n.int(10000, 99999)}-${n.hex(5)}`,
    host: (pfx = 'node') => `${pfx}-${n.pick(['a', 'b', 'c', 'd'])}${n.int(1, 9)}.${n.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (app = 'api') => `${app}-${n.hex(10)}-${n.b62(5).toLowerCase()}`,
    ip: () => `10.${n.int(0, 255)}.${n.int(0, 255)}.${n.int(2, 254)}`,
    pid: () => n.int(1200, 65000),
    addr: () => `0x7f${n.hex(10)}`,
    cursor: () => Buffer.from(`{"k":${n.int(1000, 99999)},"t":${n.epoch()}}`).toString('base64').replace(/=+$/, ''),
    callId: (pfx = 'call_') => pfx + n.b62(24),
    toolUseId: () => 'toolu_01' + n.b62(22),
    port: () => n.int(30000, 61000),
    remaining: (max = 5000) => max - n.int(1, max / 5),
  });
  return n;
}

// ---------- span builders ----------
export function sp(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

const trunc = (v, k = 260) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > k ? s.slice(0, k) + '…' : s; };

// A styler records llm/tool spans in the shape of one tracer / framework.
// history is kept OpenAI-style and converted per style for llm inputs.
// styles: plain, vercel, otel, langsmith, oai_agents, anthropic, claude_sdk, crewai, autogen, llamaindex,
// smolagents, pydantic, adk, openinference, mlflow, langfuse, strands, swe, agno, griptape, sk, weave
export function styler(n, style, { model, system, goal, agentName = 'agent' }) {
  const hist = [];
  if (system) hist.push({ role: 'system', content: system });
  hist.push({ role: 'user', content: goal });
  let pending = [];
  let step = 0;
  const idFor = () => (['anthropic', 'claude_sdk', 'strands'].includes(style) ? n.toolUseId() : ['adk'].includes(style) ? 'adk-' + n.uuid() : n.callId());

  function histFor() {
    if (style === 'anthropic' || style === 'claude_sdk') {
      return hist.filter((m) => m.role !== 'system').map((m) => m.role === 'tool'
        ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id, content: m.content }] }
        : m.tool_calls ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...m.tool_calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] }
        : { role: m.role, content: m.content });
    }
    if (style === 'adk') {
      return hist.filter((m) => m.role !== 'system').map((m) => m.role === 'tool'
        ? { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: m.content } } }] }
        : { role: m.role === 'assistant' ? 'model' : 'user', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.tool_calls || []).map((c) => ({ functionCall: { name: c.name, args: c.args } }))] });
    }
    return hist.map((m) => (m.tool_calls ? { role: 'assistant', content: m.content || null, tool_calls: m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : { ...m }));
  }

  function llm(text, calls = [], opts = {}) {
    step++;
    n.tick(600, 7000);
    const cs = calls.map(([name, args]) => ({ id: idFor(), name, args }));
    const msgs = histFor();
    const inTok = n.int(900, 3000) + hist.length * n.int(150, 400);
    const outTok = n.int(30, 120) + Math.floor((text || '').length / 4);
    const respId = n.reqId('chatcmpl-');
    let span;
    switch (style) {
      case 'vercel':
        span = sp('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': msgs, 'ai.prompt.tools': opts.tools },
          { 'ai.response.text': text || '', 'ai.response.toolCalls': cs.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })) },
          [], { metadata: { 'ai.model.id': model, 'ai.model.provider': model.startsWith('claude') ? 'anthropic.messages' : 'openai.chat', 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop', 'ai.response.id': respId, 'ai.response.timestamp': n.isoMs(), 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'operation.name': 'ai.generateText.doGenerate' } });
        break;
      case 'otel':
        span = sp('llm', `chat ${model}`, { 'gen_ai.input.messages': msgs.map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })) },
          { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...cs.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: cs.length ? 'tool_call' : 'stop' }] },
          [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': model.startsWith('claude') ? 'anthropic' : model.startsWith('gemini') ? 'gcp.gemini' : 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': respId, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'server.address': n.pick(['api.openai.com', 'api.anthropic.com', 'litellm.internal']) } });
        break;
      case 'langsmith':
        span = sp('llm', model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [msgs] },
          { generations: [[{ text: text || '', type: 'ChatGeneration', message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: text || '', tool_calls: cs.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) } } }]], llm_output: { token_usage: { prompt_tokens: inTok, completion_tokens: outTok }, model_name: model } },
          [], { metadata: { ls_provider: model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: model, langgraph_node: 'agent', langgraph_step: step * 2 - 1, langgraph_triggers: ['start:agent'], run_id: n.uuid() } });
        break;
      case 'oai_agents':
        span = sp('llm', 'response', { input: msgs.slice(1) },
          { output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...cs.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))] },
          [], { metadata: { span_data: { type: 'response', response_id: 'resp_' + n.hex(48) }, model, usage: { input_tokens: inTok, output_tokens: outTok } } });
        break;
      case 'anthropic':
        span = sp('llm', 'anthropic.messages.create', { model, max_tokens: 4096, system, messages: msgs },
          { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: n.int(0, 2000) } },
          [], { metadata: { 'request-id': n.reqId('req_01'), 'anthropic-ratelimit-tokens-remaining': n.remaining(400000) } });
        break;
      case 'claude_sdk':
        span = sp('llm', 'assistant', { session_id: opts.session, parent_tool_use_id: null },
          { type: 'assistant', uuid: n.uuid(), message: { id: 'msg_01' + n.b62(22), role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], usage: { input_tokens: n.int(3, 12), cache_read_input_tokens: inTok, output_tokens: outTok } } },
          [], { metadata: { timestamp: n.isoMs(), cwd: opts.cwd } });
        break;
      case 'crewai': {
        const t = cs.length ? `${text ? 'Thought: ' + text + '\n' : ''}Action: ${cs[0].name}\nAction Input: ${JSON.stringify(cs[0].args)}` : `Thought: I now know the final answer\nFinal Answer: ${text}`;
        span = sp('llm', 'LLM Call', { messages: msgs, model }, t, [], { metadata: { 'crewai.agent.role': agentName, 'llm.model': model, prompt_tokens: inTok, completion_tokens: outTok } });
        break;
      }
      case 'autogen':
        span = sp('llm', 'autogen create', { messages: msgs, model },
          { id: respId, choices: [{ finish_reason: cs.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }], usage: { prompt_tokens: inTok, completion_tokens: outTok } },
          [], { metadata: { 'autogen.agent': agentName, 'gen_ai.system': 'openai', cached: false } });
        break;
      case 'llamaindex':
        span = sp('llm', 'OpenAI.achat', { messages: msgs.map((m) => ({ role: m.role, content: m.content, additional_kwargs: m.tool_calls ? { tool_calls: m.tool_calls } : {} })) },
          { message: { role: 'assistant', content: text || '', additional_kwargs: { tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }, raw: { id: respId, model } },
          [], { metadata: { span_id: `OpenAI.achat-${n.uuid()}`, 'llm.model': model } });
        break;
      case 'smolagents':
        span = sp('llm', 'LiteLLMModel.generate', { messages: msgs.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.content }] })) },
          { role: 'assistant', content: text }, [], { metadata: { 'llm.model_name': model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok } });
        break;
      case 'pydantic':
        span = sp('llm', `chat ${model}`, { 'gen_ai.request.model': model, all_messages_events: msgs.map((m) => ({ 'event.name': `gen_ai.${m.role}.message`, content: m.content })) },
          { events: [{ 'event.name': 'gen_ai.choice', index: 0, message: { role: 'assistant', content: text || undefined, tool_calls: cs.length ? cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined } }] },
          [], { metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok } });
        break;
      case 'adk':
        span = sp('llm', 'call_llm', { model, contents: msgs, config: { tools: opts.tools } },
          { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok }, modelVersion: model, responseId: n.b62(22) },
          [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.event_id': n.uuid() } });
        break;
      case 'openinference': {
        const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok };
        msgs.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = m.content == null ? '' : trunc(m.content, 400); });
        md['llm.output_messages.0.message.role'] = 'assistant';
        md['llm.output_messages.0.message.content'] = text || '';
        cs.forEach((c, i) => { md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
        span = sp('llm', 'ChatCompletion', { 'input.value': JSON.stringify({ messages: msgs.map((m) => ({ role: m.role, content: m.content })) }), 'input.mime_type': 'application/json' },
          { 'output.value': JSON.stringify({ content: text || null, tool_calls: cs.map((c) => ({ function: { name: c.name, arguments: JSON.stringify(c.args) } })) }), 'output.mime_type': 'application/json' }, [], { metadata: md });
        break;
      }
      case 'mlflow':
        span = sp('llm', 'Completions', { messages: msgs, model },
          { choices: [{ message: { role: 'assistant', content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } }] },
          [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: inTok, output_tokens: outTok }, 'mlflow.traceRequestId': 'tr-' + n.hex(32) } });
        break;
      case 'langfuse':
        span = sp('llm', opts.genName || 'generation', msgs,
          { role: 'assistant', content: text || '', tool_calls: cs.map((c) => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })) },
          [], { metadata: { observationType: 'GENERATION', model, usageDetails: { input: inTok, output: outTok }, costDetails: { total: +(inTok * 0.0000025 + outTok * 0.00001).toFixed(6) }, completionStartTime: n.isoMs() } });
        break;
      case 'strands':
        span = sp('llm', 'chat', { 'gen_ai.prompt': JSON.stringify(msgs.slice(-3)) },
          { message: { role: 'assistant', content: [...(text ? [{ text }] : []), ...cs.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] }, stopReason: cs.length ? 'tool_use' : 'end_turn' },
          [], { metadata: { 'gen_ai.request.model': model, 'gen_ai.usage.prompt_tokens': inTok, 'gen_ai.usage.completion_tokens': outTok } });
        break;
      case 'swe':
        span = sp('llm', 'model.query', { history_length: hist.length, last_observation: trunc(hist[hist.length - 1].content, 400) },
          `DISCUSSION\n${text}\n\nCOMMAND\n\`\`\`\n${cs.map((c) => c.args.command || c.args.cmd || JSON.stringify(c.args)).join('\n')}\n\`\`\``,
          [], { metadata: { model, step, tokens_sent: inTok, tokens_received: outTok, api_calls: step } });
        break;
      case 'agno':
        span = sp('llm', `${model.startsWith('claude') ? 'Claude' : 'OpenAIChat'}.response`, { messages: msgs },
          { content: text || null, tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: inTok, output_tokens: outTok, time_to_first_token: +(n.rng() * 1.5).toFixed(4) } },
          [], { metadata: { 'agno.model.id': model, 'agno.run_id': opts.runId } });
        break;
      case 'griptape':
        span = sp('llm', 'PromptDriver.run', { prompt_stack: { messages: msgs.map((m) => ({ role: m.role, content: [{ artifact: { type: 'TextArtifact', value: m.content } }] })) } },
          { role: 'assistant', content: [...(text ? [{ artifact: { type: 'TextArtifact', value: text } }] : []), ...cs.map((c) => ({ artifact: { type: 'ActionArtifact', value: { tag: c.id, name: c.name.split('_')[0], path: c.name, input: { values: c.args } } } }))], usage: { input_tokens: inTok, output_tokens: outTok } },
          [], { metadata: { 'griptape.driver': 'OpenAiChatPromptDriver', model } });
        break;
      case 'sk':
        span = sp('llm', `chat.completions ${model}`, { 'gen_ai.prompt': msgs },
          { 'gen_ai.completion': [{ role: 'assistant', content: text || null, items: cs.map((c) => ({ $type: 'FunctionCallContent', id: c.id, pluginName: c.name.split('-')[0], functionName: c.name.split('-')[1] || c.name, arguments: c.args })) }] },
          [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.prompt_tokens': inTok, 'gen_ai.response.completion_tokens': outTok } });
        break;
      case 'weave':
        span = sp('llm', 'openai.chat.completions.create', { model, messages: msgs },
          { id: respId, object: 'chat.completion', created: n.epoch(), model, choices: [{ index: 0, message: { role: 'assistant', content: text || null, tool_calls: cs.length ? cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : null }, finish_reason: cs.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: inTok, completion_tokens: outTok } },
          [], { metadata: { weave: { op: 'weave:///openai.chat.completions.create', call_id: n.uuid() } } });
        break;
      default: // plain message-level
        span = sp('llm', model, { messages: msgs },
          { role: 'assistant', content: text || null, ...(cs.length ? { tool_calls: cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) },
          [], { metadata: { usage: { prompt_tokens: inTok, completion_tokens: outTok }, latency_ms: n.int(500, 6000) } });
    }
    hist.push(cs.length ? { role: 'assistant', content: text || null, tool_calls: cs } : { role: 'assistant', content: text });
    pending.push(...cs);
    return span;
  }

  function tool(name, args, out, err) {
    n.tick(100, 5000);
    const i = pending.findIndex((c) => c.name === name);
    const c = i >= 0 ? pending.splice(i, 1)[0] : { id: idFor(), name, args };
    args = args === undefined ? c.args : args;
    hist.push({ role: 'tool', tool_call_id: c.id, name, content: err ? `Error: ${err}` : trunc(out, 600) });
    const e = err ? { error: err } : {};
    switch (style) {
      case 'vercel':
        return sp('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(args) }, err ? null : { 'ai.toolCall.result': out }, [], { ...e, metadata: { 'operation.name': 'ai.toolCall' } });
      case 'otel':
        return sp('tool', `execute_tool ${name}`, { 'gen_ai.tool.call.arguments': args }, err ? null : { 'gen_ai.tool.call.result': out }, [], { ...e, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } });
      case 'langsmith':
        return sp('tool', name, { input: JSON.stringify(args) }, err ? null : { output: out }, [], { ...e, metadata: { langgraph_node: 'tools', langgraph_step: step * 2, tool_call_id: c.id, run_id: n.uuid() } });
      case 'oai_agents':
        return sp('tool', name, JSON.stringify(args), err ? null : (typeof out === 'string' ? out : JSON.stringify(out)), [], { ...e, metadata: { span_data: { type: 'function', name }, call_id: c.id } });
      case 'anthropic':
      case 'claude_sdk':
        return sp('tool', name, args, { type: 'tool_result', tool_use_id: c.id, content: err ? err : out, ...(err ? { is_error: true } : {}) }, [], { ...e, metadata: style === 'claude_sdk' ? { timestamp: n.isoMs(), uuid: n.uuid() } : undefined });
      case 'crewai':
        return sp('tool', `Tool Usage: ${name}`, { tool_name: name, arguments: args }, err ? null : out, [], { ...e, metadata: { 'crewai.tool.run_attempts': 1, 'crewai.tool.delegation': false } });
      case 'autogen':
        return sp('tool', `execute_tool ${name}`, { call_id: c.id, name, arguments: JSON.stringify(args) }, err ? null : { type: 'FunctionExecutionResult', call_id: c.id, content: typeof out === 'string' ? out : JSON.stringify(out), is_error: false }, [], e);
      case 'llamaindex':
        return sp('tool', `FunctionTool.acall`, { tool: name, kwargs: args }, err ? null : { content: typeof out === 'string' ? out : JSON.stringify(out), tool_name: name, raw_output: out, is_error: false }, [], { ...e, metadata: { span_id: `FunctionTool.acall-${n.uuid()}` } });
      case 'smolagents':
        return sp('tool', name, args, out, [], { ...e, metadata: { 'openinference.span.kind': 'TOOL' } });
      case 'pydantic':
        return sp('tool', `running tool: ${name}`, { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, tool_arguments: JSON.stringify(args) }, err ? null : { tool_response: out }, [], { ...e, metadata: { 'logfire.span_type': 'span' } });
      case 'adk':
        return sp('tool', `execute_tool ${name}`, { functionCall: { id: c.id, name, args } }, err ? null : { functionResponse: { id: c.id, name, response: typeof out === 'object' ? out : { result: out } } }, [], { ...e, metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': n.uuid() } });
      case 'openinference':
        return sp('tool', name, { 'input.value': JSON.stringify(args) }, err ? null : { 'output.value': typeof out === 'string' ? out : JSON.stringify(out) }, [], { ...e, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) } });
      case 'mlflow':
        return sp('tool', name, args, err ? null : out, [], { ...e, metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.spanFunctionName': name } });
      case 'langfuse':
        return sp('tool', name, args, err ? null : out, [], { ...e, metadata: { observationType: 'TOOL', level: err ? 'ERROR' : 'DEFAULT', ...(err ? { statusMessage: err } : {}) } });
      case 'strands':
        return sp('tool', `execute_tool ${name}`, { toolUse: { toolUseId: c.id, name, input: args } }, err ? null : { toolResult: { toolUseId: c.id, status: 'success', content: [typeof out === 'string' ? { text: out } : { json: out }] } }, [], { ...e, metadata: { 'gen_ai.tool.name': name } });
      case 'swe':
        return sp('tool', name, args, out, [], e);
      case 'agno':
        return sp('tool', `FunctionCall.execute`, { function: name, arguments: args }, err ? null : { result: out, tool_call_id: c.id }, [], { ...e, metadata: { 'agno.tool.name': name } });
      case 'griptape':
        return sp('tool', `ActionsSubtask ${name}`, { tag: c.id, action: name, input: { values: args } }, err ? null : { type: typeof out === 'string' ? 'TextArtifact' : 'JsonArtifact', value: out }, [], e);
      case 'sk':
        return sp('tool', `function.invoke ${name}`, args, err ? null : out, [], { ...e, metadata: { 'semantic_kernel.function.invocation.name': name, call_id: c.id } });
      case 'weave':
        return sp('tool', `weave:///op/${name}`, args, err ? null : out, [], e);
      default:
        return sp('tool', name, args, err ? null : out, [], { ...e, metadata: { tool_call_id: c.id } });
    }
  }

  return { llm, tool, hist, stepCount: () => step };
}

// Helpers to produce typical result shapes
export function httpResp(n, status, headers, body) {
  return { status, headers: { date: n.http(), ...headers }, body };
}
