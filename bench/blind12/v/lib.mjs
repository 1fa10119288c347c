// Shared helpers for the blind12/v benchmark rows.
// Deterministic: every random choice comes from a mulberry32 PRNG seeded from a hash of the
// trace_id, and the "clock" is a plain number advanced by the generator. No Math.random, no
// reads of the wall clock anywhere.

// ---------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------

/** cyrb53-style 32-bit string hash. */
export function hashStr(str) {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: tiny 32-bit seeded PRNG returning floats in [0, 1). */
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
const MON_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const MON_DE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const pad = (x, n = 2) => String(x).padStart(n, '0');
const LOW = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ---------------------------------------------------------------------------------------------
// Noise: seeded randomness + a fake clock + generators of volatile values
// ---------------------------------------------------------------------------------------------

export class Noise {
  constructor(seed) {
    this.seed = String(seed);
    this.rand = mulberry32(hashStr(this.seed));
    // fake clock somewhere between Feb 2024 and mid 2025, during working hours UTC
    this.t = Date.UTC(2024, 1, 1) + this.int(0, 500) * 86400000 + this.int(6 * 3600, 17 * 3600) * 1000 + this.int(0, 999);
  }
  // --- basic randomness
  f() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, d = 2) { return +(a + this.rand() * (b - a)).toFixed(d); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  chars(set, n) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.rand() * set.length)]; return s; }
  hex(n) { return this.chars('0123456789abcdef', n); }
  HEX(n) { return this.chars('0123456789ABCDEF', n); }
  alnum(n) { return this.chars(ALNUM, n); }
  lower(n) { return this.chars(LOW, n); }
  upper(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n); }
  letters(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n); }
  digits(n) { return this.chars('0123456789', n); }
  b64(n) { return this.chars(ALNUM + '-_', n); }

  // --- identifiers
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  ulid(ms = this.t) {
    let t = ms, ts = '';
    for (let i = 0; i < 10; i++) { ts = CROCK[t % 32] + ts; t = Math.floor(t / 32); }
    return ts + this.chars(CROCK, 16);
  }
  sha1() { return this.hex(40); }
  sha256() { return this.hex(64); }
  git() { return this.hex(7); }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(weak ? 16 : 32)}"`; }
  reqId(prefix = 'req_', n = 24) { return prefix + this.alnum(n); }
  callId() { return 'call_' + this.alnum(24); }
  toolu() { return 'toolu_01' + this.alnum(22); }
  msgId() { return 'msg_01' + this.alnum(22); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  amznTrace() { return `Root=1-${Math.floor(this.t / 1000).toString(16)}-${this.hex(24)}`; }
  cfRay(pop) { return `${this.hex(16)}-${pop || this.pick(['FRA', 'AMS', 'CDG', 'LHR', 'ORD', 'IAD', 'SJC', 'NRT', 'ARN', 'ZRH'])}`; }
  pod(name) { return `${name}-${this.lower(10).replace(/[0-9]/g, 'x').slice(0, 9)}${this.int(1, 9)}-${this.lower(5)}`; }
  host(name, domain = 'internal') { return `${name}-${this.pick(['a', 'b', 'c', 'd'])}${pad(this.int(1, 24))}.${domain}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.lower(8)}`; }
  jobId(prefix = 'job-') { return prefix + this.digits(6) + '-' + this.lower(4); }
  cursor() { return this.b64(this.int(22, 40)) + '=='.slice(0, this.int(0, 2)); }
  lease() { return `lease/${this.hex(8)}.${this.int(1, 90)}`; }

  // --- durations
  ms(a = 20, b = 900) { return this.int(a, b); }
  secs(a = 0.05, b = 3) { return `${this.float(a, b, 2)}s`; }
  durMs(a, b) { return `${this.int(a, b)}ms`; }

  // --- fake clock
  now() { return this.t; }
  advance(sec) { this.t += Math.round(sec * 1000); return this.t; }
  wait(a, b) { return this.advance(a + this.rand() * (b - a)); }
  parts(ms = this.t, offMin = 0) {
    const d = new Date(ms + offMin * 60000);
    return { Y: d.getUTCFullYear(), M: d.getUTCMonth(), D: d.getUTCDate(), h: d.getUTCHours(), m: d.getUTCMinutes(), s: d.getUTCSeconds(), ms: d.getUTCMilliseconds(), wd: d.getUTCDay() };
  }
  iso(ms = this.t) { return new Date(ms).toISOString(); }
  isoSec(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoTz(offMin = 60, ms = this.t) {
    const p = this.parts(ms, offMin);
    const sign = offMin >= 0 ? '+' : '-';
    const o = Math.abs(offMin);
    return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)}T${pad(p.h)}:${pad(p.m)}:${pad(p.s)}${sign}${pad(Math.floor(o / 60))}:${pad(o % 60)}`;
  }
  isoMicro(ms = this.t) { return new Date(ms).toISOString().replace('Z', this.digits(3) + 'Z'); }
  nano(ms = this.t) { return new Date(ms).toISOString().replace('Z', this.digits(6) + 'Z'); }
  http(ms = this.t) {
    const p = this.parts(ms);
    return `${DAY[p.wd]}, ${pad(p.D)} ${MON[p.M]} ${p.Y} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)} GMT`;
  }
  epoch(ms = this.t) { return Math.floor(ms / 1000); }
  epochMs(ms = this.t) { return ms; }
  epochNs(ms = this.t) { return `${ms}${this.digits(6)}`; }
  slackTs(ms = this.t) { return `${Math.floor(ms / 1000)}.${this.digits(6)}`; }
  syslog(ms = this.t) { const p = this.parts(ms); return `${MON[p.M]} ${String(p.D).padStart(2, ' ')} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  compact(ms = this.t) { const p = this.parts(ms); return `${p.Y}${pad(p.M + 1)}${pad(p.D)}T${pad(p.h)}${pad(p.m)}${pad(p.s)}Z`; }
  dmy(ms = this.t, offMin = 60, sep = '.') { const p = this.parts(ms, offMin); return `${pad(p.D)}${sep}${pad(p.M + 1)}${sep}${p.Y} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  us(ms = this.t, offMin = -300) {
    const p = this.parts(ms, offMin); const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
    return `${p.M + 1}/${p.D}/${p.Y}, ${h12}:${pad(p.m)}:${pad(p.s)} ${p.h < 12 ? 'AM' : 'PM'}`;
  }
  fr(ms = this.t, offMin = 60) { const p = this.parts(ms, offMin); return `${p.D} ${MON_FR[p.M]} ${p.Y} à ${pad(p.h)}:${pad(p.m)}`; }
  de(ms = this.t, offMin = 60) { const p = this.parts(ms, offMin); return `${p.D}. ${MON_DE[p.M]} ${p.Y}, ${pad(p.h)}:${pad(p.m)} Uhr`; }
  ja(ms = this.t, offMin = 540) { const p = this.parts(ms, offMin); return `${p.Y}年${p.M + 1}月${p.D}日 ${p.h}:${pad(p.m)}:${pad(p.s)}`; }
  hms(ms = this.t, offMin = 0) { const p = this.parts(ms, offMin); return `${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  ymd(ms = this.t, offMin = 0) { const p = this.parts(ms, offMin); return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)}`; }
  logTs(ms = this.t) { const p = this.parts(ms); return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)},${pad(p.ms, 3)}`; }
  /** a date a number of days after the clock, as YYYY-MM-DD */
  dayPlus(days, ms = this.t) { return this.ymd(ms + days * 86400000); }
  weekday(days = 0, ms = this.t) { return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][this.parts(ms + days * 86400000).wd]; }
  longDate(days = 0, ms = this.t) { const p = this.parts(ms + days * 86400000); return `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][p.wd]} ${p.D} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][p.M]}`; }
}

// ---------------------------------------------------------------------------------------------
// Span helpers
// ---------------------------------------------------------------------------------------------

export const str = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
export const trunc = (s, n = 600) => (typeof s === 'string' && s.length > n ? s.slice(0, n) + `…[truncated ${s.length - n} chars]` : s);

/** Plain span constructor. */
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const MODELS = {
  bedrock: 'anthropic.claude-3-5-sonnet-20241022-v2:0',
  assistants: 'gpt-4o-2024-08-06',
  vercel: 'openai/gpt-4.1-mini',
  claude: 'claude-sonnet-4-5-20250929',
  vertex: 'gemini-2.0-flash-001',
  plain: 'gpt-4o-mini-2024-07-18',
};

/**
 * Trace builder. One instance per row. `style` selects how llm/tool/agent spans are recorded:
 *  bedrock    – AWS Bedrock Agents trace: orchestration steps (chain) holding a model invocation with
 *               rationale and an invocationInput/observation pair per action.
 *  assistants – OpenAI Assistants API run steps: message_creation and tool_calls steps, tool outputs
 *               nested under the tool_calls step, arguments and outputs as JSON strings.
 *  vercel     – Vercel AI SDK v5: doStream llm spans whose output is a UI message with parts,
 *               ai.toolCall spans as siblings with ai.toolCall.* attributes.
 *  claude     – Claude Agent SDK: assistant messages with text/tool_use blocks, tool_result blocks,
 *               Task sub-agents nested under the Task tool span, ResultMessage at the end.
 *  vertex     – Google ADK / Vertex AI Agent Engine: invoke_agent / call_llm / execute_tool spans,
 *               Content parts with function_call / function_response.
 *  plain      – message-level trace: chat completion spans with tool_calls, tool spans as siblings.
 */
export class Trace {
  constructor(n, style, o) {
    this.n = n; this.style = style; this.o = o;
    this.model = o.model || MODELS[style];
    this.goal = o.goal;
    this.system = o.system || 'You are a helpful assistant.';
    this.agentName = o.agent || 'assistant';
    this.rootStart = n.now();
    this.sessionId = o.sessionId || n.uuid();
    this.frames = [{ children: [], history: [{ role: 'user', content: o.userText || o.goal }], agent: this.agentName, system: this.system, parentToolId: null }];
    this.stepNo = 0;
    this.tokens = { in: 0, out: 0 };
    if (style === 'assistants') { this.threadId = 'thread_' + n.alnum(24); this.runId = 'run_' + n.alnum(24); this.asstId = 'asst_' + n.alnum(24); }
    if (style === 'bedrock') { this.agentId = n.upper(10); this.aliasId = n.upper(10); this.bedrockSession = o.sessionId || String(n.int(100000000000, 999999999999)); }
    if (style === 'vertex') { this.invocationId = 'e-' + n.uuid(); this.userId = o.userId || 'user-' + n.lower(6); }
  }
  get f() { return this.frames[this.frames.length - 1]; }

  // ---- timing metadata, spelled the way each framework tends to spell it
  meta(start, extra = {}) {
    const end = this.n.now(), n = this.n;
    switch (this.style) {
      case 'bedrock': return { eventTime: n.iso(start), latencyMs: end - start, ...extra };
      case 'assistants': return { created_at: n.epoch(start), completed_at: n.epoch(end), ...extra };
      case 'vercel': return { startTime: n.iso(start), endTime: n.iso(end), ...extra };
      case 'claude': return { timestamp: n.iso(start), duration_ms: end - start, ...extra };
      case 'vertex': return { start_time_unix_nano: n.epochNs(start), end_time_unix_nano: n.epochNs(end), ...extra };
      default: return { start_time: n.iso(start), duration_ms: end - start, ...extra };
    }
  }

  newCallId() {
    const n = this.n;
    switch (this.style) {
      case 'claude': return n.toolu();
      case 'vertex': return 'adk-' + n.uuid();
      case 'bedrock': return n.uuid() + '-' + this.stepNo;
      case 'vercel': return n.chance(0.5) ? 'call_' + n.alnum(24) : n.toolu();
      default: return n.callId();
    }
  }

  // ---- the prompt as recorded on the llm span
  recent() {
    const h = this.f.history;
    const tail = h.length > 7 ? [h[0], ...h.slice(-6)] : h.slice();
    return tail.map((m) => {
      const o = { role: m.role, content: trunc(m.content, 500) };
      if (m.tool_calls && m.tool_calls.length) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: trunc(str(c.args), 300) } }));
      if (m.tool_call_id) o.tool_call_id = m.tool_call_id;
      if (m.role === 'tool' && m.name) o.name = m.name;
      return o;
    });
  }
  llmInput() {
    const msgs = this.recent(); const sys = this.f.system;
    switch (this.style) {
      case 'bedrock':
        return { modelInvocationInput: { type: 'ORCHESTRATION', traceId: this.n.uuid() + '-' + this.stepNo, text: JSON.stringify({ system: trunc(sys, 400), messages: msgs.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) }), inferenceConfiguration: { maximumLength: 2048, stopSequences: ['</invoke>', '</answer>', '</error>'], temperature: 0, topK: 250, topP: 1 } } };
      case 'assistants':
        return { thread_id: this.threadId, instructions: trunc(sys, 400), messages: msgs };
      case 'vercel':
        return { 'ai.model.id': this.model, 'ai.prompt.messages': JSON.stringify([{ role: 'system', content: trunc(sys, 300) }, ...msgs]), 'ai.settings.maxRetries': 2 };
      case 'claude':
        return { system: trunc(sys, 400), messages: msgs.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) };
      case 'vertex':
        return { model: this.model, config: { system_instruction: trunc(sys, 400) }, contents: msgs.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: m.role === 'tool' ? [{ function_response: { name: m.name, response: { result: m.content } } }] : [{ text: m.content }] })) };
      default:
        return { model: this.model, messages: [{ role: 'system', content: trunc(sys, 400) }, ...msgs], temperature: this.o.temperature ?? 0.2 };
    }
  }

  usage() { const a = this.n.int(900, 9000), b = this.n.int(40, 700); this.tokens.in += a; this.tokens.out += b; return [a, b]; }

  // ---- llm output as recorded
  llmOutput(text, calls, reasoning, final) {
    const n = this.n; const [ti, to] = this.usage();
    switch (this.style) {
      case 'bedrock': {
        const o = {};
        if (text) o.rationale = { text, traceId: n.uuid() + '-' + this.stepNo };
        o.modelInvocationOutput = { metadata: { usage: { inputTokens: ti, outputTokens: to } }, rawResponse: { content: JSON.stringify({ stop_reason: final ? 'end_turn' : 'tool_use', content: [...(text ? [{ type: 'text', text: `<thinking>${text}</thinking>` }] : []), ...calls.map((c) => ({ type: 'tool_use', id: 'toolu_bdrk_' + n.alnum(20), name: c.name.replace('::', '__'), input: c.args }))] }) } };
        if (final) o.observation = { type: 'FINISH', finalResponse: { text: final } };
        return o;
      }
      case 'assistants':
        if (final) return { id: 'step_' + n.alnum(24), object: 'thread.run.step', type: 'message_creation', status: 'completed', step_details: { type: 'message_creation', message_creation: { message_id: 'msg_' + n.alnum(24) } }, content: [{ type: 'text', text: { value: final, annotations: [] } }], usage: { prompt_tokens: ti, completion_tokens: to, total_tokens: ti + to } };
        return { id: 'step_' + n.alnum(24), object: 'thread.run.step', type: 'tool_calls', status: 'completed', step_details: { type: 'tool_calls', tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args), output: null } })) }, usage: { prompt_tokens: ti, completion_tokens: to, total_tokens: ti + to } };
      case 'vercel': {
        const parts = [{ type: 'step-start' }];
        if (reasoning) parts.push({ type: 'reasoning', text: reasoning, state: 'done' });
        if (text || final) parts.push({ type: 'text', text: text || final, state: 'done' });
        for (const c of calls) parts.push({ type: `tool-${c.name}`, toolCallId: c.id, state: 'input-available', input: c.args });
        return { id: n.alnum(16), role: 'assistant', parts };
      }
      case 'claude': {
        const content = [];
        if (reasoning) content.push({ type: 'thinking', thinking: reasoning, signature: n.b64(48) });
        if (text || final) content.push({ type: 'text', text: text || final });
        for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        return { type: 'assistant', message: { id: n.msgId(), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: n.int(3, 12), cache_creation_input_tokens: n.int(0, 900), cache_read_input_tokens: ti, output_tokens: to } }, parent_tool_use_id: this.f.parentToolId, session_id: this.sessionId, uuid: n.uuid() };
      }
      case 'vertex': {
        const parts = [];
        if (reasoning) parts.push({ text: reasoning, thought: true });
        if (text || final) parts.push({ text: text || final });
        for (const c of calls) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
        return { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: ti, candidates_token_count: to, total_token_count: ti + to }, finish_reason: 'STOP', author: this.f.agent, invocation_id: this.invocationId, id: n.uuid() };
      }
      default: {
        const o = { role: 'assistant', content: text || final || null };
        if (calls.length) o.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
        return { choices: [{ index: 0, message: o, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: ti, completion_tokens: to }, id: 'chatcmpl-' + n.alnum(29), system_fingerprint: 'fp_' + n.hex(10) };
      }
    }
  }

  llmName() {
    switch (this.style) {
      case 'bedrock': return 'InvokeModel';
      case 'assistants': return 'run_step';
      case 'vercel': return 'ai.streamText.doStream';
      case 'claude': return 'assistant';
      case 'vertex': return 'call_llm';
      default: return this.o.llmName || 'chat.completions';
    }
  }

  // ---- one tool execution as recorded
  toolSpan(c) {
    const n = this.n, start = n.now();
    let children = [];
    if (c.sub) {
      this.frames.push({ children: [], history: [{ role: 'user', content: c.subPrompt || str(c.args) }], agent: c.subAgent || c.name, system: c.subSystem || this.f.system, parentToolId: c.id });
      c.sub(this);
      children = this.frames.pop().children;
    }
    n.wait(c.secs ? c.secs[0] : 0.08, c.secs ? c.secs[1] : 2.4);
    const res = typeof c.result === 'function' ? c.result() : c.result;
    c._res = res;
    const err = c.error;
    let type = c.type || 'tool', name = c.name, input, output;
    switch (this.style) {
      case 'bedrock': {
        if (c.kb) {
          type = 'retriever'; name = 'KnowledgeBase';
          input = { invocationInput: { invocationType: 'KNOWLEDGE_BASE', traceId: c.id, knowledgeBaseLookupInput: { knowledgeBaseId: c.kb, text: c.args.text } } };
          output = { observation: { type: 'KNOWLEDGE_BASE', traceId: c.id, knowledgeBaseLookupOutput: { retrievedReferences: res } } };
        } else if (c.collab) {
          type = 'agent'; name = `AgentCollaborator::${c.collab}`;
          input = { invocationInput: { invocationType: 'AGENT_COLLABORATOR', traceId: c.id, agentCollaboratorInvocationInput: { agentCollaboratorName: c.collab, agentCollaboratorAliasArn: `arn:aws:bedrock:us-east-1:${n.digits(12)}:agent-alias/${n.upper(10)}/${n.upper(10)}`, input: { type: 'TEXT', text: c.args.text } } } };
          output = { observation: { type: 'AGENT_COLLABORATOR', traceId: c.id, agentCollaboratorInvocationOutput: { agentCollaboratorName: c.collab, output: { type: 'TEXT', text: str(res) } } } };
        } else {
          const [g, fn] = c.name.includes('::') ? c.name.split('::') : ['ActionGroup', c.name];
          input = { invocationInput: { invocationType: 'ACTION_GROUP', traceId: c.id, actionGroupInvocationInput: { actionGroupName: g, function: fn, executionType: 'LAMBDA', parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : 'string', value: typeof v === 'string' ? v : JSON.stringify(v) })) } } };
          output = { observation: { type: 'ACTION_GROUP', traceId: c.id, actionGroupInvocationOutput: { text: str(res) } } };
        }
        break;
      }
      case 'assistants':
        input = c.argsObj ? c.args : JSON.stringify(c.args);
        output = c.raw ? res : str(res);
        break;
      case 'vercel':
        type = c.type || 'tool'; name = c.sub ? c.name : 'ai.toolCall';
        input = { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) };
        output = err ? { type: 'tool-error', toolCallId: c.id, errorText: err } : { 'ai.toolCall.result': c.raw ? res : str(res) };
        break;
      case 'claude': {
        input = c.args;
        const content = c.raw ? res : (c.name.startsWith('mcp__') ? [{ type: 'text', text: str(res) }] : str(res));
        output = { type: 'tool_result', tool_use_id: c.id, content, ...(err ? { is_error: true } : {}) };
        break;
      }
      case 'vertex':
        name = `execute_tool ${c.name}`;
        input = c.args;
        output = { function_response: { id: c.id, name: c.name, response: c.raw ? res : (typeof res === 'object' && res !== null && !Array.isArray(res) ? res : { result: res }) } };
        break;
      default:
        input = c.argsString ? JSON.stringify(c.args) : c.args;
        output = res;
    }
    const s = span(type, name, input, output, children, { metadata: this.meta(start, c.meta || {}) });
    if (err) s.error = err;
    return s;
  }

  /** One model turn: optional text, optional hidden reasoning, zero or more tool calls executed after it. */
  step({ text, reasoning, calls = [] } = {}) {
    const n = this.n; this.stepNo++;
    const cs = calls.map((c) => ({ ...c, id: c.id || this.newCallId() }));
    const llmStart = n.now();
    const input = this.llmInput();
    n.wait(0.7, 7.5);
    const output = this.llmOutput(text, cs, reasoning, null);
    const llmMeta = this.style === 'vercel'
      ? { 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop', 'ai.response.model': this.model, 'ai.usage.inputTokens': this.tokens.in, 'ai.usage.outputTokens': this.tokens.out }
      : { model: this.model };
    const llm = span('llm', this.llmName(), input, output, [], { metadata: this.meta(llmStart, llmMeta) });
    this.f.history.push({ role: 'assistant', content: text || reasoning || '', tool_calls: cs.map((c) => ({ id: c.id, name: c.name, args: c.args })) });
    const pre = [];
    if (this.style === 'assistants' && text && cs.length) {
      // Assistants records visible text as its own message_creation run step
      const [ti, to] = this.usage();
      pre.push(span('llm', 'run_step', { thread_id: this.threadId, messages: this.recent().slice(-3) }, { id: 'step_' + n.alnum(24), object: 'thread.run.step', type: 'message_creation', status: 'completed', step_details: { type: 'message_creation', message_creation: { message_id: 'msg_' + n.alnum(24) } }, content: [{ type: 'text', text: { value: text, annotations: [] } }], usage: { prompt_tokens: ti, completion_tokens: to, total_tokens: ti + to } }, [], { metadata: this.meta(llmStart, { model: this.model }) }));
      delete llm.output.content;
    }
    const tools = cs.map((c) => {
      const t = this.toolSpan(c);
      this.f.history.push({ role: 'tool', tool_call_id: c.id, name: c.name, content: str(c._res !== undefined ? c._res : c.error) });
      return t;
    });
    if (this.style === 'assistants') {
      for (const c of cs) { const tc = llm.output.step_details?.tool_calls?.find((x) => x.id === c.id); if (tc) tc.function.output = trunc(str(c._res !== undefined ? c._res : c.error), 400); }
      llm.children.push(...tools);
      this.f.children.push(...pre, llm);
    } else if (this.style === 'bedrock') {
      const stepStart = llmStart;
      this.f.children.push(span('chain', 'OrchestrationTrace', { step: this.stepNo, sessionId: this.bedrockSession }, { invocations: cs.map((c) => c.kb ? 'KNOWLEDGE_BASE' : c.collab ? 'AGENT_COLLABORATOR' : 'ACTION_GROUP') }, [llm, ...tools], { metadata: this.meta(stepStart) }));
    } else {
      this.f.children.push(llm, ...tools);
    }
    return cs.map((c) => c._res);
  }

  /** A text-only model turn (an answer to the user, or a final message). */
  say(text, { reasoning } = {}) {
    const n = this.n; this.stepNo++;
    const start = n.now(); const input = this.llmInput();
    n.wait(0.8, 6);
    const output = this.llmOutput(this.style === 'bedrock' ? reasoning : null, [], reasoning, text);
    const llm = span('llm', this.llmName(), input, output, [], { metadata: this.meta(start, { model: this.model }) });
    this.f.history.push({ role: 'assistant', content: text });
    if (this.style === 'bedrock') this.f.children.push(span('chain', 'OrchestrationTrace', { step: this.stepNo, sessionId: this.bedrockSession }, { invocations: [], finish: true }, [llm], { metadata: this.meta(start) }));
    else this.f.children.push(llm);
    return text;
  }

  /** A new user / environment message arrives in the conversation (no span of its own). */
  user(text) { this.f.history.push({ role: 'user', content: text }); }

  /** Append an arbitrary, already built span. */
  raw(s) { this.f.children.push(s); return s; }

  /** Sibling sub-agent span: runs fn with a fresh history, records its children under an agent span. */
  agent(name, prompt, fn, { output, system, type = 'agent', input, error } = {}) {
    const n = this.n, start = n.now();
    this.frames.push({ children: [], history: [{ role: 'user', content: prompt }], agent: name, system: system || this.f.system, parentToolId: null });
    const ret = fn(this);
    const fr = this.frames.pop();
    const lastText = [...fr.history].reverse().find((m) => m.role === 'assistant' && m.content);
    const out = output !== undefined ? (typeof output === 'function' ? output(ret) : output) : ret !== undefined ? ret : lastText ? { response: lastText.content } : undefined;
    const nm = this.style === 'vertex' ? `invoke_agent ${name}` : name;
    const s = span(type, nm, input !== undefined ? input : { input: prompt }, out === undefined ? null : out, fr.children, { metadata: this.meta(start, this.style === 'vertex' ? { 'gen_ai.agent.name': name } : { agent: name }) });
    if (error) s.error = error;
    this.f.children.push(s);
    return ret;
  }

  /** Close the run and return the root span. */
  finish({ output, status = 'completed', error, final } = {}) {
    const n = this.n; const F = this.frames[0];
    let name, input, out;
    const dur = n.now() - this.rootStart;
    switch (this.style) {
      case 'bedrock':
        name = 'InvokeAgent';
        input = { agentId: this.agentId, agentAliasId: this.aliasId, sessionId: this.bedrockSession, inputText: this.goal, enableTrace: true };
        out = output ?? { completion: final ?? null, stopReason: status };
        break;
      case 'assistants':
        name = 'thread.run';
        input = { assistant_id: this.asstId, thread_id: this.threadId, additional_messages: [{ role: 'user', content: this.goal }] };
        out = output ?? { id: this.runId, object: 'thread.run', status, model: this.model, last_error: error && status === 'failed' ? { code: 'server_error', message: error } : null, incomplete_details: status === 'incomplete' ? { reason: 'max_completion_tokens' } : null, cancelled_at: status === 'cancelled' ? n.epoch() : null, completed_at: status === 'completed' ? n.epoch() : null, usage: { prompt_tokens: this.tokens.in, completion_tokens: this.tokens.out, total_tokens: this.tokens.in + this.tokens.out } };
        break;
      case 'vercel':
        name = 'ai.streamText';
        input = { 'ai.model.id': this.model, 'ai.prompt': JSON.stringify({ system: trunc(this.system, 200), messages: [{ role: 'user', parts: [{ type: 'text', text: this.goal }] }] }), 'ai.settings.stopWhen': this.o.stopWhen || 'stepCountIs(20)' };
        out = output ?? { 'ai.response.finishReason': status === 'completed' ? 'stop' : 'tool-calls', 'ai.response.text': final ?? '', 'ai.usage.totalTokens': this.tokens.in + this.tokens.out };
        break;
      case 'claude':
        name = 'claude_agent_sdk.query';
        input = { prompt: this.goal, options: { model: this.model, permission_mode: this.o.permissionMode || 'acceptEdits', allowed_tools: this.o.tools || [], max_turns: this.o.maxTurns || 30, cwd: this.o.cwd || '/home/agent/work' } };
        out = output ?? { type: 'result', subtype: status === 'completed' ? 'success' : status, is_error: status !== 'completed', num_turns: this.stepNo, duration_ms: dur, duration_api_ms: Math.floor(dur * 0.7), total_cost_usd: +(this.tokens.in * 3e-6 + this.tokens.out * 15e-6).toFixed(4), session_id: this.sessionId, result: final ?? null, usage: { input_tokens: this.tokens.in, output_tokens: this.tokens.out } };
        break;
      case 'vertex':
        name = `invoke_agent ${this.agentName}`;
        input = { app_name: this.o.app || this.agentName, user_id: this.userId, session_id: this.sessionId, new_message: { role: 'user', parts: [{ text: this.goal }] } };
        out = output ?? { final_response: final ?? null, invocation_id: this.invocationId, status };
        break;
      default:
        name = this.o.rootName || this.agentName;
        input = { task: this.goal };
        out = output ?? { final_answer: final ?? null, status };
    }
    const metaExtra = this.style === 'bedrock' ? { agentId: this.agentId, agentVersion: this.o.agentVersion || String(n.int(2, 19)), foundationModel: this.model }
      : this.style === 'assistants' ? { run_id: this.runId, assistant_id: this.asstId }
      : this.style === 'vertex' ? { 'gcp.vertex.agent.invocation_id': this.invocationId, 'gcp.vertex.agent.session_id': this.sessionId }
      : this.style === 'claude' ? { session_id: this.sessionId }
      : { model: this.model };
    const root = span('agent', name, input, out, F.children, { metadata: this.meta(this.rootStart, metaExtra) });
    if (error) root.error = error;
    return root;
  }
}
