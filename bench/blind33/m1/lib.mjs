// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

export const str = (x) => (typeof x === 'string' ? x : JSON.stringify(x));

// Noise source: seeded PRNG + simulated clock.
export function noise(seedStr) {
  const rnd = mulberry32(hashStr(seedStr));
  const base = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 640) * 86400000 + Math.floor(rnd() * 72000000);
  let now = base;
  const chars = (n, set) => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(rnd() * set.length)]; return s; };
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    chars,
    hex: (n) => chars(n, '0123456789abcdef'),
    alnum: (n) => chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    lower: (n) => chars(n, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    upper: (n) => chars(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    digits: (n) => chars(n, '0123456789'),
    b64: (n) => chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`,
    ulid: () => chars(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    sha: () => r.hex(64),
    sha1: () => r.hex(40),
    etag: (weak) => `${weak ? 'W/' : ''}"${r.hex(r.pick([16, 32]))}"`,
    reqId: (prefix = 'req_') => prefix + r.alnum(20),
    host: (stem) => `${stem}-${r.hex(r.pick([5, 9, 10]))}-${r.lower(5)}`,
    ip: () => `10.${r.int(0, 40)}.${r.int(0, 254)}.${r.int(2, 254)}`,
    tmp: (ext = '') => `/tmp/tmp${r.lower(8)}${ext}`,
    get now() { return now; },
    tick: (a = 200, b = a) => { now += r.int(a, b); return now; },
    ms: (a, b) => r.int(a, b),
    dur: (a, b) => { const ms = r.int(a, b); return ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${ms}ms`; },
    secs: (a, b) => +(r.int(a * 1000, b * 1000) / 1000).toFixed(3),
    // timestamps in many spellings
    date: (fmt = 'iso', t = now) => {
      const d = new Date(t);
      const Y = d.getUTCFullYear(), M = d.getUTCMonth(), D = d.getUTCDate(), h = d.getUTCHours(), m = d.getUTCMinutes(), s = d.getUTCSeconds(), ms = d.getUTCMilliseconds();
      switch (fmt) {
        case 'iso': return d.toISOString();
        case 'isoS': return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
        case 'isoUs': return d.toISOString().replace('Z', `${p3(Math.floor(rnd() * 1000))}+00:00`);
        case 'isoOff': { const o = new Date(t + 3600000); return o.toISOString().replace('Z', '+01:00'); }
        case 'http': return d.toUTCString();
        case 'epoch': return Math.floor(t / 1000);
        case 'epochMs': return t;
        case 'epochF': return +(t / 1000).toFixed(6);
        case 'ns': return `${t}${r.digits(6)}`;
        case 'syslog': return `${MON[M]} ${String(D).padStart(2, ' ')} ${p2(h)}:${p2(m)}:${p2(s)}`;
        case 'apache': return `${p2(D)}/${MON[M]}/${Y}:${p2(h)}:${p2(m)}:${p2(s)} +0000`;
        case 'py': return `${Y}-${p2(M + 1)}-${p2(D)} ${p2(h)}:${p2(m)}:${p2(s)},${p3(ms)}`;
        case 'sql': return `${Y}-${p2(M + 1)}-${p2(D)} ${p2(h)}:${p2(m)}:${p2(s)}.${p3(ms)}${r.digits(3)}+00`;
        case 'compact': return `${Y}${p2(M + 1)}${p2(D)}T${p2(h)}${p2(m)}${p2(s)}Z`;
        case 'unix': return `${DAY[d.getUTCDay()]} ${MON[M]} ${String(D).padStart(2, ' ')} ${p2(h)}:${p2(m)}:${p2(s)} UTC ${Y}`;
        case 'us': return `${p2(M + 1)}/${p2(D)}/${Y} ${((h + 11) % 12) + 1}:${p2(m)}:${p2(s)} ${h < 12 ? 'AM' : 'PM'}`;
        case 'eu': return `${p2(D)}.${p2(M + 1)}.${Y} ${p2(h)}:${p2(m)}`;
        case 'time': return `${p2(h)}:${p2(m)}:${p2(s)}.${p3(ms)}`;
        case 'day': return `${Y}-${p2(M + 1)}-${p2(D)}`;
        case 'go': return `${Y}/${p2(M + 1)}/${p2(D)} ${p2(h)}:${p2(m)}:${p2(s)}`;
        default: return d.toISOString();
      }
    },
  };
  return r;
}

// ---------------------------------------------------------------- message formats
const oaiCall = (c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } });

function toOpenAI(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content ?? null };
      if (m.calls?.length) o.tool_calls = m.calls.map(oaiCall);
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: str(m.content) };
    return { role: m.role, content: m.content };
  });
}
function toAnthropic(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', content: m.content });
    else if (m.role === 'assistant') {
      const c = [];
      if (m.think) c.push({ type: 'thinking', thinking: m.think, signature: m.sig });
      if (m.content) c.push({ type: 'text', text: m.content });
      for (const x of m.calls || []) c.push({ type: 'tool_use', id: x.id, name: x.name, input: x.args });
      out.push({ role: 'assistant', content: c });
    } else if (m.role === 'tool') {
      const blk = { type: 'tool_result', tool_use_id: m.id, content: str(m.content) };
      if (m.err) blk.is_error = true;
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(blk);
      else out.push({ role: 'user', content: [blk] });
    }
  }
  return out;
}
function toGemini(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', parts: [{ text: m.content }] });
    else if (m.role === 'assistant') {
      const parts = [];
      if (m.content) parts.push({ text: m.content });
      for (const x of m.calls || []) parts.push({ functionCall: { name: x.name, args: x.args } });
      out.push({ role: 'model', parts });
    } else if (m.role === 'tool') {
      const resp = m.content && typeof m.content === 'object' && !Array.isArray(m.content) ? m.content : { result: m.content };
      const part = { functionResponse: { name: m.name, response: m.err ? { error: m.err } : resp } };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && last.parts[0]?.functionResponse) last.parts.push(part);
      else out.push({ role: 'user', parts: [part] });
    }
  }
  return out;
}
function toResponses(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') out.push({ role: 'developer', content: m.content });
    else if (m.role === 'user') out.push({ role: 'user', content: m.content });
    else if (m.role === 'assistant') {
      if (m.rid) out.push({ type: 'reasoning', id: m.rid, summary: m.think ? [{ type: 'summary_text', text: m.think }] : [] });
      if (m.content) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content }] });
      for (const x of m.calls || []) out.push({ type: 'function_call', call_id: x.id, name: x.name, arguments: JSON.stringify(x.args) });
    } else if (m.role === 'tool') out.push({ type: 'function_call_output', call_id: m.id, output: str(m.content) });
  }
  return out;
}
function toLC(h) {
  return h.map((m) => {
    if (m.role === 'assistant') return { type: 'ai', content: m.content || '', tool_calls: (m.calls || []).map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) };
    if (m.role === 'tool') return { type: 'tool', content: str(m.content), tool_call_id: m.id, name: m.name, status: m.err ? 'error' : 'success' };
    return { type: m.role === 'user' ? 'human' : 'system', content: m.content };
  });
}
function toGenkit(h) {
  return h.map((m) => {
    if (m.role === 'assistant') return { role: 'model', content: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map((c) => ({ toolRequest: { name: c.name, ref: c.id, input: c.args } }))] };
    if (m.role === 'tool') return { role: 'tool', content: [{ toolResponse: { name: m.name, ref: m.id, output: m.content } }] };
    return { role: m.role, content: [{ text: m.content }] };
  });
}
function toBedrock(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', content: [{ text: m.content }] });
    else if (m.role === 'assistant') out.push({ role: 'assistant', content: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] });
    else {
      const blk = { toolResult: { toolUseId: m.id, status: m.err ? 'error' : 'success', content: [typeof m.content === 'string' ? { text: m.content } : { json: m.content }] } };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && last.content[0]?.toolResult) last.content.push(blk); else out.push({ role: 'user', content: [blk] });
    }
  }
  return out;
}
// ReAct-rendered text (CrewAI, smolagents, SWE-agent, OpenHands): assistant content is already rendered text
function toReact(h, obsPrefix = 'Observation: ') {
  const out = [];
  for (const m of h) {
    if (m.role === 'tool') out.push({ role: 'user', content: obsPrefix + str(m.content) });
    else if (m.role === 'assistant') out.push({ role: 'assistant', content: m.rendered ?? m.content });
    else out.push({ role: m.role, content: m.content });
  }
  return out;
}
function flatOI(prefix, msgs) {
  const o = {};
  msgs.forEach((m, i) => {
    o[`${prefix}.${i}.message.role`] = m.role;
    if (m.content != null) o[`${prefix}.${i}.message.content`] = m.content;
    (m.tool_calls || []).forEach((c, j) => {
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.id`] = c.id;
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.function.name`] = c.function.name;
      o[`${prefix}.${i}.message.tool_calls.${j}.tool_call.function.arguments`] = c.function.arguments;
    });
    if (m.tool_call_id) o[`${prefix}.${i}.message.tool_call_id`] = m.tool_call_id;
  });
  return o;
}

// ---------------------------------------------------------------- span
export function span(type, name, input, output, children = [], metadata, error) {
  const s = { type, name, input, output, children };
  if (error) s.error = error;
  if (metadata && Object.keys(metadata).length) s.metadata = metadata;
  return s;
}

const tok = (x) => Math.max(1, Math.round(JSON.stringify(x ?? '').length / 3.7));

// ---------------------------------------------------------------- styles
// Each style: callId(r), llm(k, msgsBefore, turn) -> {name, input, output, meta}, tool(k, call) -> {name,input,output,meta}, layout
export const STYLES = {
  plain: { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'otel-genai': { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  openinference: { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'ai-sdk': { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'openai-agents': { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'openai-responses': { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  anthropic: { cid: (r) => 'toolu_01' + r.alnum(22), layout: 'siblings' },
  'claude-agent-sdk': { cid: (r) => 'toolu_01' + r.alnum(22), layout: 'siblings' },
  langgraph: { cid: (r) => 'call_' + r.alnum(24), layout: 'graph' },
  llamaindex: { cid: (r) => 'call_' + r.alnum(24), layout: 'step' },
  crewai: { cid: (r) => r.uuid(), layout: 'step' },
  smolagents: { cid: (r) => 'call_' + r.int(1, 99), layout: 'step' },
  autogen: { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'pydantic-ai': { cid: (r) => 'pyd_ai_' + r.hex(32), layout: 'siblings' },
  genkit: { cid: (r) => r.lower(6), layout: 'nested' },
  strands: { cid: (r) => 'tooluse_' + r.alnum(22), layout: 'step' },
  openhands: { cid: (r) => 'toolu_' + r.alnum(24), layout: 'siblings' },
  'swe-agent': { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  'semantic-kernel': { cid: (r) => 'call_' + r.alnum(24), layout: 'nested' },
  'google-adk': { cid: (r) => 'adk-' + r.uuid(), layout: 'siblings' },
  mastra: { cid: (r) => 'call_' + r.alnum(24), layout: 'siblings' },
  haystack: { cid: (r) => 'call_' + r.alnum(24), layout: 'step' },
  gemini: { cid: (r) => r.lower(8), layout: 'siblings' },
};

function renderReact(style, turn) {
  const c = turn.calls?.[0];
  if (style === 'crewai') {
    if (!c) return `Thought: ${turn.think || 'I now know the final answer'}\nFinal Answer: ${turn.text}`;
    return `Thought: ${turn.think}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`;
  }
  if (style === 'smolagents') {
    if (!c) return `Thought: ${turn.think}\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(turn.text)})\n\`\`\`<end_code>`;
    const code = turn.code || turn.calls.map((x) => `${x.var || 'result'} = ${x.name}(${Object.entries(x.args).map(([a, v]) => `${a}=${JSON.stringify(v)}`).join(', ')})\nprint(${x.var || 'result'})`).join('\n');
    return `Thought: ${turn.think}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
  }
  if (style === 'swe-agent') {
    if (!c) return `DISCUSSION\n${turn.think || ''}\n\n\`\`\`\nsubmit\n\`\`\``;
    return `DISCUSSION\n${turn.think}\n\n\`\`\`\n${c.args.command}\n\`\`\``;
  }
  return turn.text;
}

export function kit(traceId, style, opts = {}) {
  const r = opts.r || noise(traceId);
  const S = STYLES[style];
  if (!S) throw new Error('unknown style ' + style);
  const model = opts.model || 'gpt-4o-2024-08-06';
  const k = { r, style, model, history: [], agentName: opts.agent || 'agent', stepNo: 0, sessionId: opts.sessionId || r.uuid() };
  if (opts.system) k.history.push({ role: 'system', content: opts.system });
  if (opts.goal) k.history.push({ role: 'user', content: opts.goal });
  k.goal = opts.goal; k.system = opts.system;

  k.user = (text) => { k.history.push({ role: 'user', content: text }); };

  function llmSpan(turn) {
    const before = k.history.slice();
    const calls = (turn.calls || []).map((c) => ({ ...c, id: c.id || S.cid(r) }));
    turn.calls = calls;
    const rendered = renderReact(style, turn);
    const am = { role: 'assistant', content: turn.text ?? null, calls: calls.map((c) => ({ id: c.id, name: c.name, args: c.args })), think: turn.think };
    if (['crewai', 'smolagents', 'swe-agent'].includes(style)) am.rendered = rendered;
    const start = r.now; r.tick(turn.lat?.[0] ?? 900, turn.lat?.[1] ?? 6000);
    const latency = r.now - start;
    const inTok = tok(before) + r.int(300, 900), outTok = tok(turn.text || '') + tok(turn.think || '') + 20 * calls.length + r.int(5, 40);
    const finish = calls.length ? 'tool_calls' : 'stop';
    let name, input, output, meta;
    const oai = () => ({ role: 'assistant', content: turn.text ?? null, ...(calls.length ? { tool_calls: calls.map(oaiCall) } : {}) });
    switch (style) {
      case 'plain':
        name = 'chat.completions'; input = { model, messages: toOpenAI(before), temperature: 0.2 };
        output = oai(); meta = { model, latency_ms: latency, usage: { prompt_tokens: inTok, completion_tokens: outTok } };
        break;
      case 'otel-genai':
        name = `chat ${model}`;
        input = { 'gen_ai.input.messages': toOpenAI(before).map((m) => ({ role: m.role, parts: m.tool_calls ? m.tool_calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.function.name, arguments: JSON.parse(c.function.arguments) })) : m.role === 'tool' ? [{ type: 'tool_call_response', id: m.tool_call_id, response: m.content }] : [{ type: 'text', content: m.content }] })) };
        output = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(turn.text ? [{ type: 'text', content: turn.text }] : []), ...calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: finish }] };
        meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': opts.provider || 'openai', 'gen_ai.request.model': model, 'gen_ai.response.model': model, 'gen_ai.response.id': 'chatcmpl-' + r.alnum(29), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.finish_reasons': [finish], 'server.address': opts.server || 'api.openai.com', duration_ms: latency };
        break;
      case 'openinference': {
        name = opts.llmName || 'ChatCompletion';
        input = { 'input.mime_type': 'application/json', ...flatOI('llm.input_messages', toOpenAI(before)) };
        output = flatOI('llm.output_messages', [oai()]);
        meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': 'openai', 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok, 'llm.token_count.total': inTok + outTok, 'llm.invocation_parameters': JSON.stringify({ temperature: 0, tool_choice: 'auto' }) };
        break;
      }
      case 'ai-sdk':
        name = 'ai.generateText.doGenerate';
        input = { 'ai.prompt.messages': JSON.stringify(toOpenAI(before)), 'ai.prompt.toolChoice': '{"type":"auto"}' };
        output = { 'ai.response.text': turn.text ?? '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))) };
        meta = { 'ai.model.id': model, 'ai.model.provider': opts.provider || 'openai.chat', 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + r.alnum(29), 'ai.response.timestamp': r.date('iso', start), 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'ai.response.msToFirstChunk': r.int(300, 1500) };
        break;
      case 'openai-agents':
        name = 'generation';
        input = toOpenAI(before);
        output = [oai()];
        meta = { 'span_data.type': 'generation', model, model_config: { temperature: null, tool_choice: null, parallel_tool_calls: null }, usage: { input_tokens: inTok, output_tokens: outTok }, span_id: 'span_' + r.hex(24), started_at: r.date('isoUs', start), ended_at: r.date('isoUs') };
        break;
      case 'openai-responses': {
        name = 'responses.create';
        input = { model, input: toResponses(before), tools: opts.toolDefs || undefined, reasoning: { effort: 'medium', summary: 'auto' }, store: true };
        const rid = 'rs_' + r.hex(48); am.rid = rid;
        output = { id: 'resp_' + r.hex(48), object: 'response', created_at: Math.floor(start / 1000), status: 'completed', model, output: [{ type: 'reasoning', id: rid, summary: turn.think ? [{ type: 'summary_text', text: turn.think }] : [] }, ...(turn.text ? [{ type: 'message', id: 'msg_' + r.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text, annotations: [] }] }] : []), ...calls.map((c) => ({ type: 'function_call', id: 'fc_' + r.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))], usage: { input_tokens: inTok, output_tokens: outTok, output_tokens_details: { reasoning_tokens: r.int(64, 900) } } };
        meta = { latency_ms: latency, 'x-request-id': 'req_' + r.hex(32) };
        break;
      }
      case 'anthropic': case 'claude-agent-sdk': case 'openhands': {
        if (turn.think) am.sig = r.b64(88);
        name = style === 'claude-agent-sdk' ? 'assistant' : style === 'openhands' ? 'litellm.completion' : 'messages.create';
        input = style === 'openhands' ? { model: 'anthropic/' + model, messages: toOpenAI(before) } : { model, max_tokens: 8192, system: k.system, messages: toAnthropic(before), ...(turn.think ? { thinking: { type: 'enabled', budget_tokens: 4096 } } : {}) };
        const content = [];
        if (turn.think && style !== 'openhands') content.push({ type: 'thinking', thinking: turn.think, signature: am.sig });
        if (turn.text) content.push({ type: 'text', text: turn.text });
        for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        if (style === 'openhands') {
          output = { id: 'chatcmpl-' + r.uuid(), choices: [{ finish_reason: calls.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content: turn.think || turn.text || '', tool_calls: calls.map(oaiCall) } }], usage: { prompt_tokens: inTok, completion_tokens: outTok } };
          meta = { model: 'anthropic/' + model, response_latency: +(latency / 1000).toFixed(3), llm_metrics: { accumulated_cost: +(inTok * 3e-6 * (k.stepNo + 1)).toFixed(5) } };
        } else {
          output = { id: 'msg_01' + r.alnum(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: r.int(0, inTok) } };
          meta = style === 'claude-agent-sdk' ? { session_id: k.sessionId, uuid: r.uuid(), parent_tool_use_id: opts.parentToolUseId || null, timestamp: r.date('iso', start) } : { 'request-id': 'req_011C' + r.alnum(20), latency_ms: latency };
        }
        break;
      }
      case 'langgraph':
        name = opts.llmName || 'ChatOpenAI';
        input = { messages: [toLC(before)] };
        output = { generations: [[{ text: turn.text || '', type: 'ChatGeneration', generation_info: { finish_reason: finish }, message: { type: 'ai', content: turn.text || '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + r.uuid() } }]], llm_output: { token_usage: { prompt_tokens: inTok, completion_tokens: outTok }, model_name: model, system_fingerprint: 'fp_' + r.hex(10) } };
        meta = { ls_provider: 'openai', ls_model_name: model, langgraph_step: k.stepNo * 2 + 1, langgraph_node: 'agent', run_id: r.uuid(), start_time: r.date('isoUs', start) };
        break;
      case 'llamaindex':
        name = opts.llmName || 'OpenAI.achat';
        input = { messages: toOpenAI(before).map((m) => ({ role: m.role, content: m.content, additional_kwargs: m.tool_calls ? { tool_calls: m.tool_calls } : {} })) };
        output = { message: { role: 'assistant', content: turn.text ?? null, additional_kwargs: calls.length ? { tool_calls: calls.map(oaiCall) } : {} }, raw: { id: 'chatcmpl-' + r.alnum(29), model, usage: { prompt_tokens: inTok, completion_tokens: outTok } } };
        meta = { 'openinference.span.kind': 'LLM', span_id: r.hex(16) };
        break;
      case 'crewai': case 'smolagents': case 'swe-agent':
        name = style === 'crewai' ? 'LLM.call' : style === 'smolagents' ? 'LiteLLMModel.generate' : 'query_model';
        input = { messages: toReact(before, style === 'swe-agent' ? '' : style === 'smolagents' ? 'Observation:\n' : 'Observation: ') };
        if (style === 'crewai') input.stop = ['\nObservation:'];
        output = style === 'swe-agent' ? { message: rendered, thought: turn.think, action: calls[0]?.args.command || 'submit' } : rendered;
        meta = style === 'smolagents' ? { step_number: k.stepNo + 1, input_token_count: inTok, output_token_count: outTok, duration: +(latency / 1000).toFixed(2) } : style === 'crewai' ? { model, agent_role: k.agentName, tokens: { prompt: inTok, completion: outTok } } : { model, instance_cost: +(inTok * 3e-6).toFixed(4), api_calls: k.stepNo + 1 };
        break;
      case 'autogen':
        name = 'OpenAIChatCompletionClient.create';
        input = { messages: toOpenAI(before).map((m) => (m.role === 'tool' ? { type: 'FunctionExecutionResultMessage', content: [{ call_id: m.tool_call_id, content: m.content }] } : m.role === 'assistant' ? { type: 'AssistantMessage', source: k.agentName, content: m.tool_calls ? m.tool_calls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })) : m.content } : { type: m.role === 'system' ? 'SystemMessage' : 'UserMessage', content: m.content, ...(m.role === 'user' ? { source: 'user' } : {}) })) };
        output = { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : turn.text, usage: { prompt_tokens: inTok, completion_tokens: outTok }, cached: false, thought: turn.think || null };
        meta = { source: k.agentName, models_usage: { prompt_tokens: inTok, completion_tokens: outTok } };
        break;
      case 'pydantic-ai':
        name = `chat ${model}`;
        input = { 'gen_ai.input.messages': toOpenAI(before) };
        output = { parts: [...(turn.text ? [{ part_kind: 'text', content: turn.text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c.name, args: JSON.stringify(c.args), tool_call_id: c.id }))], model_name: model, timestamp: r.date('iso', start), kind: 'response' };
        meta = { 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'logfire.msg': `chat ${model}` };
        break;
      case 'genkit':
        name = opts.llmName || 'googleai/gemini-2.5-flash';
        input = { messages: toGenkit(before), config: { temperature: 0.3 }, tools: opts.toolNames || [] };
        output = { message: { role: 'model', content: [...(turn.text ? [{ text: turn.text }] : []), ...calls.map((c) => ({ toolRequest: { name: c.name, ref: c.id, input: c.args } }))] }, finishReason: 'stop', usage: { inputTokens: inTok, outputTokens: outTok }, latencyMs: latency };
        meta = { 'genkit:type': 'action', 'genkit:metadata:subtype': 'model', 'genkit:name': name, 'genkit:path': `/{${k.agentName},t:flow}/{generate,t:util}/{${name},t:action,s:model}`, 'genkit:state': 'success' };
        break;
      case 'strands':
        name = 'chat';
        input = { 'gen_ai.prompt': JSON.stringify(toBedrock(before)) };
        output = { message: { role: 'assistant', content: [...(turn.text ? [{ text: turn.text }] : []), ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] }, stopReason: calls.length ? 'tool_use' : 'end_turn' };
        meta = { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'gen_ai.usage.prompt_tokens': inTok, 'gen_ai.usage.completion_tokens': outTok, 'gen_ai.server.time_to_first_token': r.int(200, 1400) };
        break;
      case 'semantic-kernel':
        name = `chat.completions ${model}`;
        input = { 'gen_ai.prompt': JSON.stringify(toOpenAI(before)) };
        output = { 'gen_ai.completion': JSON.stringify([{ role: 'assistant', content: turn.text ?? null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }]) };
        meta = { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.finish_reason': calls.length ? 'ToolCalls' : 'Stop', 'gen_ai.usage.prompt_tokens': inTok, 'gen_ai.usage.completion_tokens': outTok };
        break;
      case 'google-adk':
        name = 'call_llm';
        input = { 'gcp.vertex.agent.llm_request': JSON.stringify({ model, config: { system_instruction: k.system }, contents: toGemini(before) }) };
        output = { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [...(turn.text ? [{ text: turn.text }] : []), ...calls.map((c) => ({ function_call: { id: c.id, name: c.name, args: c.args } }))] }, usage_metadata: { prompt_token_count: inTok, candidates_token_count: outTok } }) };
        meta = { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': model, 'gcp.vertex.agent.invocation_id': k.invocationId || (k.invocationId = 'e-' + r.uuid()), 'gcp.vertex.agent.event_id': r.uuid() };
        break;
      case 'mastra':
        name = `llm: '${model}'`;
        input = { messages: toOpenAI(before) };
        output = { text: turn.text ?? '', toolCalls: calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: inTok, completionTokens: outTok } };
        meta = { componentName: k.agentName, runId: k.runId || (k.runId = r.uuid()), 'mastra.step': k.stepNo };
        break;
      case 'haystack':
        name = 'haystack.component.run';
        input = { messages: toOpenAI(before).map((m) => ({ _role: m.role, _content: [m.tool_calls ? { tool_calls: m.tool_calls } : { text: m.content }] })) };
        output = { replies: [{ _role: 'assistant', _content: [...(turn.text ? [{ text: turn.text }] : []), ...calls.map((c) => ({ tool_call: { tool_name: c.name, arguments: c.args, id: c.id } }))], _meta: { model, finish_reason: finish, usage: { prompt_tokens: inTok, completion_tokens: outTok } } }] };
        meta = { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' };
        break;
      case 'gemini':
        name = `models/${model}:generateContent`;
        input = { contents: toGemini(before), systemInstruction: k.system ? { parts: [{ text: k.system }] } : undefined, tools: [{ functionDeclarations: (opts.toolNames || []).map((n) => ({ name: n })) }] };
        output = { candidates: [{ content: { role: 'model', parts: [...(turn.text ? [{ text: turn.text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok, totalTokenCount: inTok + outTok }, modelVersion: model, responseId: r.alnum(22) };
        meta = { latency_ms: latency };
        break;
      default: throw new Error(style);
    }
    k.history.push(am);
    return span('llm', name, input, output, [], meta);
  }

  function toolSpan(c) {
    const start = r.now; r.tick(c.lat?.[0] ?? 80, c.lat?.[1] ?? 2500);
    const latency = r.now - start;
    const out = c.err ? (c.out ?? null) : c.out;
    k.history.push({ role: 'tool', id: c.id, name: c.name, content: c.err ? (c.out != null ? c.out : `Error: ${c.err}`) : c.out, err: c.err });
    const argStr = JSON.stringify(c.args);
    let name = c.name, input = c.args, output = out, meta = {};
    switch (style) {
      case 'plain': meta = { tool_call_id: c.id, duration_ms: latency }; break;
      case 'otel-genai': case 'semantic-kernel': case 'pydantic-ai':
        name = style === 'pydantic-ai' ? `running tool: ${c.name}` : `execute_tool ${c.name}`;
        meta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', duration_ms: latency };
        if (style === 'pydantic-ai') { input = { tool_arguments: argStr }; output = { tool_response: out }; }
        if (style === 'semantic-kernel') { input = { 'gen_ai.tool.call.arguments': argStr }; }
        break;
      case 'openinference':
        input = { 'input.value': argStr, 'input.mime_type': 'application/json' }; output = { 'output.value': str(out) };
        meta = { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': argStr, 'tool_call.id': c.id }; break;
      case 'ai-sdk':
        name = 'ai.toolCall'; input = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': argStr };
        output = c.err ? null : { 'ai.toolCall.result': str(out) }; meta = { 'operation.name': `ai.toolCall ${k.agentName}` }; break;
      case 'openai-agents':
        input = argStr; output = str(out); meta = { 'span_data.type': 'function', mcp_data: null, span_id: 'span_' + r.hex(24) }; break;
      case 'openai-responses': case 'gemini': case 'anthropic': meta = { call_id: c.id, elapsed_ms: latency }; break;
      case 'claude-agent-sdk':
        output = c.err ? str(out ?? '') : out; meta = { tool_use_id: c.id, session_id: k.sessionId }; break;
      case 'langgraph': meta = { tool_call_id: c.id, langgraph_node: 'tools', langgraph_step: k.stepNo * 2 + 2, run_id: r.uuid() }; output = c.err ? null : { content: str(out), type: 'tool', tool_call_id: c.id, status: 'success' }; break;
      case 'llamaindex': name = `FunctionTool.acall`; input = { tool: c.name, kwargs: c.args }; output = c.err ? null : { content: str(out), tool_name: c.name, raw_input: { kwargs: c.args }, is_error: false }; meta = { 'tool.name': c.name }; break;
      case 'crewai': input = { tool_name: c.name, tool_args: argStr }; output = str(out); meta = { agent_role: k.agentName, attempts: 1 }; break;
      case 'smolagents': meta = { step_number: k.stepNo + 1 }; output = typeof out === 'string' ? out : out; break;
      case 'autogen': name = c.name; output = { content: str(out), call_id: c.id, is_error: !!c.err, name: c.name }; meta = { source: k.agentName }; break;
      case 'genkit': meta = { 'genkit:type': 'action', 'genkit:metadata:subtype': 'tool', 'genkit:name': c.name, 'genkit:path': `/{${k.agentName},t:flow}/{generate,t:util}/{${c.name},t:action,s:tool}`, 'genkit:state': c.err ? 'error' : 'success' }; break;
      case 'strands': name = `Tool: ${c.name}`; output = { toolUseId: c.id, status: c.err ? 'error' : 'success', content: [typeof out === 'string' ? { text: out } : { json: out }] }; meta = { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id }; break;
      case 'openhands': name = c.obs || 'CmdRunAction'; output = typeof out === 'string' ? { observation: c.obsKind || 'run', content: out, extras: c.extras || {} } : out; meta = { tool_call_id: c.id }; break;
      case 'swe-agent': name = c.args.command.split(' ')[0]; input = c.args.command; meta = { execution_time: +(latency / 1000).toFixed(2) }; break;
      case 'google-adk': name = `execute_tool ${c.name}`; input = { 'gcp.vertex.agent.tool_call_args': argStr }; output = { 'gcp.vertex.agent.tool_response': str(out) }; meta = { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.operation.name': 'execute_tool' }; break;
      case 'mastra': name = `tool: '${c.name}'`; meta = { toolCallId: c.id, componentName: k.agentName }; break;
      case 'haystack': name = 'haystack.component.run'; input = { messages: [{ tool_call: { tool_name: c.name, arguments: c.args, id: c.id } }] }; output = { tool_messages: [{ _role: 'tool', _content: [{ result: str(out), origin: { tool_name: c.name, id: c.id }, error: !!c.err }] }] }; meta = { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: c.name }; break;
      default: break;
    }
    if (c.meta) Object.assign(meta, c.meta);
    return span('tool', name, input, output, c.children || [], meta, c.err);
  }

  // one agent turn: llm span + its tool spans laid out per style
  k.t = (turn) => {
    const l = llmSpan(turn);
    const tools = (turn.calls || []).map(toolSpan);
    const n = ++k.stepNo;
    switch (S.layout) {
      case 'siblings': return [l, ...tools];
      case 'nested': l.children.push(...tools); return [l];
      case 'graph': return [span('chain', 'agent', { messages: '[…]' }, null, [l], { langgraph_node: 'agent', langgraph_step: n * 2 - 1 }), ...(tools.length ? [span('chain', 'tools', { tool_calls: turn.calls.map((c) => c.name) }, null, tools, { langgraph_node: 'tools', langgraph_step: n * 2 })] : [])];
      case 'step': {
        const nm = style === 'smolagents' ? `Step ${n}` : style === 'strands' ? `execute_event_loop_cycle` : style === 'crewai' ? `CrewAgentExecutor._invoke_loop` : style === 'haystack' ? `haystack.agent.step` : `FunctionAgent.run_step`;
        const meta = style === 'strands' ? { 'event_loop.cycle_id': r.uuid() } : { step: n };
        const stepOut = style === 'smolagents' && tools.length ? { observations: tools.map((t) => (typeof t.output === 'string' ? t.output : JSON.stringify(t.output))).join('\n') } : null;
        return [span('chain', nm, { step: n }, stepOut, [l, ...tools], meta)];
      }
      default: return [l, ...tools];
    }
  };
  // bare tool span without llm (e.g. scripted pre-steps)
  k.tool = (c) => toolSpan({ ...c, id: c.id || S.cid(r) });
  k.retriever = (name, query, nodes, meta = {}) => { r.tick(60, 600); return span('retriever', name, { query_str: query }, { nodes }, [], { 'openinference.span.kind': 'RETRIEVER', ...meta }); };

  // root agent span per style
  k.root = (children, { output = null, error, meta = {}, name } = {}) => {
    const goal = k.goal;
    let rn = name || k.agentName, input = { input: goal }, m = {};
    switch (style) {
      case 'ai-sdk': rn = name || 'ai.generateText'; input = { 'ai.prompt': JSON.stringify({ system: k.system, prompt: goal }) }; m = { 'ai.operationId': 'ai.generateText', 'ai.model.id': model, 'ai.settings.maxSteps': opts.maxSteps || 25, 'resource.name': k.agentName, 'ai.telemetry.functionId': k.agentName }; break;
      case 'otel-genai': rn = `invoke_agent ${k.agentName}`; m = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': k.agentName, 'gen_ai.conversation.id': k.sessionId }; break;
      case 'openinference': m = { 'openinference.span.kind': 'AGENT', 'session.id': k.sessionId }; input = { 'input.value': goal }; break;
      case 'openai-agents': m = { 'span_data.type': 'agent', trace_id: 'trace_' + r.hex(32), workflow_name: opts.workflow || 'Agent workflow', tools: opts.toolNames || [], handoffs: opts.handoffs || [], output_type: 'str' }; break;
      case 'langgraph': rn = name || 'LangGraph'; input = { messages: [{ type: 'human', content: goal }] }; m = { thread_id: k.sessionId, ls_run_depth: 0, revision_id: r.hex(7) }; break;
      case 'claude-agent-sdk': rn = name || 'claude_agent_sdk.query'; m = { session_id: k.sessionId, cwd: opts.cwd || '/workspace', permission_mode: 'acceptEdits', model }; input = { prompt: goal }; break;
      case 'crewai': rn = name || `Crew: ${opts.crew || k.agentName}`; m = { crew_id: r.uuid(), process: opts.process || 'sequential', crewai_version: '0.152.0' }; break;
      case 'llamaindex': rn = name || 'AgentWorkflow.run'; m = { 'openinference.span.kind': 'AGENT' }; input = { user_msg: goal }; break;
      case 'smolagents': rn = name || 'CodeAgent.run'; input = { task: goal, stream: false, reset: true }; m = { 'smolagents.max_steps': opts.maxSteps || 20 }; break;
      case 'autogen': rn = name || `autogen ${k.agentName}.run`; input = { task: goal }; m = { 'recipient': k.agentName }; break;
      case 'pydantic-ai': rn = name || `${k.agentName} run`; input = { user_prompt: goal }; m = { agent_name: k.agentName, model_name: model, 'logfire.msg': `${k.agentName} run` }; break;
      case 'genkit': input = { input: goal }; m = { 'genkit:type': 'action', 'genkit:metadata:subtype': 'flow', 'genkit:name': k.agentName, 'genkit:isRoot': true, 'genkit:path': `/{${k.agentName},t:flow}` }; break;
      case 'strands': rn = name || 'invoke_agent Strands Agents'; input = { 'gen_ai.prompt': goal }; m = { 'gen_ai.agent.name': k.agentName, 'gen_ai.system': 'strands-agents' }; break;
      case 'openhands': rn = name || 'CodeActAgent'; input = { task: goal }; m = { sid: k.sessionId, max_iterations: opts.maxSteps || 50, runtime: 'docker' }; break;
      case 'swe-agent': rn = name || 'swe-agent.run'; input = { problem_statement: goal }; m = { instance_id: opts.instance || k.agentName, config: 'default.yaml' }; break;
      case 'semantic-kernel': rn = `invoke_agent ${k.agentName}`; m = { 'gen_ai.agent.name': k.agentName, 'gen_ai.agent.id': r.uuid() }; break;
      case 'google-adk': rn = name || `invoke_agent ${k.agentName}`; m = { 'gen_ai.agent.name': k.agentName, 'gcp.vertex.agent.session_id': k.sessionId }; break;
      case 'mastra': rn = name || `agent.${k.agentName}`; m = { componentName: k.agentName, runId: k.runId || (k.runId = r.uuid()) }; break;
      case 'haystack': rn = name || 'haystack.agent.run'; input = { messages: [{ _role: 'user', _content: [{ text: goal }] }] }; m = { 'haystack.component.type': 'Agent' }; break;
      case 'gemini': case 'anthropic': case 'openai-responses': case 'plain': m = { session: k.sessionId }; break;
      default: break;
    }
    Object.assign(m, meta);
    return span('agent', rn, input, output, children, m, error);
  };

  // child kit for a sub-agent sharing rng/clock
  k.child = (agent, goal, o = {}) => kit(traceId, o.style || style, { r, agent, goal, system: o.system, model: o.model || model, ...o });
  return k;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
