// Shared helpers for the blind trace benchmark.
// Everything here is deterministic: randomness comes from mulberry32 seeded by a hash of the
// trace_id, and every timestamp is derived from a fixed base date given by the scenario.
// No Math.random, no Date.now / new Date() without an argument.

// ---------------------------------------------------------------- seeding

/** 32-bit string hash (FNV-1a followed by a murmur3 finaliser). */
export function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Classic mulberry32 PRNG; returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = "0123456789abcdef";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n, w = 2) => String(n).padStart(w, "0");

/** Noise generator bound to one trace. */
export class Noise {
  constructor(traceId) {
    this.seed = hash32(traceId);
    this.rand = mulberry32(this.seed);
  }
  r() { return this.rand(); }
  int(lo, hi) { return lo + Math.floor(this.rand() * (hi - lo + 1)); }
  float(lo, hi, digits = 2) { return Number((lo + this.rand() * (hi - lo)).toFixed(digits)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  chars(set, n) { let s = ""; for (let i = 0; i < n; i++) s += set[Math.floor(this.rand() * set.length)]; return s; }
  hex(n) { return this.chars(HEX, n); }
  alnum(n) { return this.chars(ALNUM, n); }
  lower(n) { return this.chars(LOWER, n); }
  upper(n) { return this.chars(UPPER, n); }
  digits(n) { return this.chars("0123456789", n); }

  // identifiers
  uuid() {
    const h = this.hex(32).split("");
    h[12] = "4";
    h[16] = "89ab"[Math.floor(this.rand() * 4)];
    const s = h.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  /** time-ordered UUIDv7 from a millisecond timestamp */
  uuid7(ms) {
    const t = Math.floor(ms).toString(16).padStart(12, "0");
    const rest = this.hex(20).split("");
    rest[0] = "7";
    rest[4] = "89ab"[Math.floor(this.rand() * 4)];
    const r = rest.join("");
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-${r.slice(0, 4)}-${r.slice(4, 8)}-${r.slice(8, 20)}`;
  }
  ulid(ms) {
    let t = Math.floor(ms), time = "";
    for (let i = 0; i < 10; i++) { time = CROCK[t % 32] + time; t = Math.floor(t / 32); }
    return time + this.chars(CROCK, 16);
  }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  md5() { return this.hex(32); }
  gitSha() { return this.hex(7); }
  etag(weak = false) { return weak ? `W/"${this.hex(16)}"` : `"${this.hex(32)}"`; }
  b64(nBytes) {
    const n = Math.ceil((nBytes * 4) / 3);
    let s = this.chars(B64, n);
    while (s.length % 4) s += "=";
    return s;
  }
  b64url(n) { return this.chars(ALNUM + "-_", n); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  reqId(prefix = "req_", n = 24) { return prefix + this.alnum(n); }
  callId() { return "call_" + this.alnum(24); }
  toolUseId() { return "toolu_01" + this.alnum(22); }
  chatcmpl() { return "chatcmpl-" + this.alnum(29); }
  respId() { return "resp_" + this.hex(48); }
  fingerprint() { return "fp_" + this.hex(10); }
  jobId(prefix = "job", n = 8) { return `${prefix}-${this.lower(n)}`; }
  awsReqId() { return this.uuid(); }
  amzId2() { return this.b64(56); }
  cfRay(pop = "FRA") { return `${this.hex(16)}-${pop}`; }
  ip(prefix = "10") { return `${prefix}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  mac() { return Array.from({ length: 6 }, () => this.hex(2)).join(":"); }
  pod(deploy) { return `${deploy}-${this.lower(10).replace(/[^a-z0-9]/g, "x")}-${this.lower(5)}`; }
  host(prefix, domain = "internal") { return `${prefix}-${this.pick(["a", "b", "c", "d"])}${this.int(1, 12)}.${domain}`; }
  tmpPath(suffix = "") { return `/tmp/tmp${this.lower(8)}${suffix}`; }
  /** opaque cursor in the style of many REST APIs: base64 of a small JSON object */
  cursor(obj) { return Buffer.from(JSON.stringify(obj)).toString("base64").replace(/=+$/, ""); }

  // durations
  ms(lo, hi) { return this.int(lo, hi); }
  durMs(lo, hi) { return `${this.int(lo, hi)}ms`; }
  durS(lo, hi) { return `${this.float(lo, hi, 3)}s`; }
  durGo(lo, hi) { return `${this.float(lo, hi, 6)}s`; }
  durIso(lo, hi) { return `PT${this.float(lo, hi, 3)}S`; }

  clock(iso) { return new Clock(this, iso); }
}

export function rngFor(traceId) { return new Noise(traceId); }

// ---------------------------------------------------------------- clock

/** A deterministic clock: starts at a fixed instant and is advanced explicitly. */
export class Clock {
  constructor(noise, iso) {
    this.R = noise;
    this.t = Date.parse(iso);
    if (Number.isNaN(this.t)) throw new Error("bad base time " + iso);
  }
  adv(lo, hi = lo) { this.t += this.R.int(lo, hi); return this; }
  advS(lo, hi = lo) { this.t += this.R.int(lo * 1000, hi * 1000); return this; }
  get d() { return new Date(this.t); }
  ms() { return this.t; }
  iso() { return this.d.toISOString(); }
  isoS() { return this.d.toISOString().replace(/\.\d{3}Z$/, "Z"); }
  isoMicro() { return this.d.toISOString().replace(/Z$/, this.R.digits(3) + "Z"); }
  isoNano() { return this.d.toISOString().replace(/Z$/, this.R.digits(6) + "Z"); }
  isoTz(offMin) {
    const d = new Date(this.t + offMin * 60000);
    const sign = offMin >= 0 ? "+" : "-";
    const a = Math.abs(offMin);
    return d.toISOString().replace(/\.\d{3}Z$/, `${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`);
  }
  local(offMin) { return new Date(this.t + offMin * 60000); }
  http() { return this.d.toUTCString(); }
  rfc2822(offMin = 0) {
    const d = this.local(offMin);
    const sign = offMin >= 0 ? "+" : "-";
    const a = Math.abs(offMin);
    return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${sign}${pad(Math.floor(a / 60))}${pad(a % 60)}`;
  }
  unix() { return Math.floor(this.t / 1000); }
  unixMs() { return this.t; }
  unixF() { return (this.t / 1000).toFixed(6); }
  unixNs() { return String(this.t) + this.R.digits(6); }
  sql(tz = "+00") { return this.d.toISOString().replace("T", " ").replace("Z", this.R.digits(3) + tz); }
  slash() { const d = this.d; return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  syslog() { const d = this.d; return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, " ")} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  ctime() { const d = this.d; return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, " ")} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCFullYear()}`; }
  java(zone = "UTC", offMin = 0) { const d = this.local(offMin); return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${zone} ${d.getUTCFullYear()}`; }
  us(offMin = 0) {
    const d = this.local(offMin);
    const h = d.getUTCHours(), h12 = h % 12 === 0 ? 12 : h % 12;
    return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${h12}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${h < 12 ? "AM" : "PM"}`;
  }
  eu(offMin = 0) { const d = this.local(offMin); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`; }
  uk(offMin = 0) { const d = this.local(offMin); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  compact() { return this.d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""); }
  date(offMin = 0) { return this.local(offMin).toISOString().slice(0, 10); }
  hms(offMin = 0) { return this.local(offMin).toISOString().slice(11, 19); }
  hmsMs(offMin = 0) { return this.local(offMin).toISOString().slice(11, 23); }
  mjd() { return (this.t / 86400000 + 40587).toFixed(5); }
  excel() { return (this.t / 86400000 + 25569).toFixed(6); }
  isoWeek() {
    const d = new Date(Date.UTC(this.d.getUTCFullYear(), this.d.getUTCMonth(), this.d.getUTCDate()));
    const day = d.getUTCDay() || 7;
    d.setUTCDate(d.getUTCDate() + 4 - day);
    const y0 = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
    const wk = Math.ceil(((d - y0) / 86400000 + 1) / 7);
    return `${d.getUTCFullYear()}-W${pad(wk)}`;
  }
  ordinal() {
    const d = this.d;
    const start = Date.UTC(d.getUTCFullYear(), 0, 1);
    return `${d.getUTCFullYear()}-${pad(Math.floor((this.t - start) / 86400000) + 1, 3)}`;
  }
  go() { return this.d.toISOString().replace("T", " ").replace(/\.(\d{3})Z$/, (_, m) => `.${m}${this.R.digits(6)} +0000 UTC`); }
  /** a clone so a scenario can compute a future/past instant without moving this clock */
  plus(ms) { const c = new Clock(this.R, this.iso()); c.t = this.t + ms; return c; }
}

export { pad, MONTHS, DAYS };

// ---------------------------------------------------------------- spans

/** Generic span. Key order is fixed so output is stable. */
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: opts.children || [] };
  if (opts.error !== undefined && opts.error !== null) s.error = String(opts.error);
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agentSpan = (name, input, output, children = [], metadata) => span("agent", name, input, output, { children, metadata });
export const llmSpan = (name, input, output, metadata, children = []) => span("llm", name, input, output, { children, metadata });
export const toolSpan = (name, input, output, opts = {}) => span("tool", name, input, output, opts);
export const chainSpan = (name, input, output, children = [], metadata) => span("chain", name, input, output, { children, metadata });
export const retrieverSpan = (name, input, output, metadata) => span("retriever", name, input, output, { metadata });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, fn, depth = 0, parent = null) { fn(s, depth, parent); for (const c of s.children || []) walk(c, fn, depth + 1, s); }

const clone = (x) => JSON.parse(JSON.stringify(x));
const approxTokens = (x) => Math.max(1, Math.round((typeof x === "string" ? x : JSON.stringify(x)).length / 3.8));

// ---------------------------------------------------------------- OpenAI-style message traces

/**
 * Builds llm spans whose input is the running message list and whose output is the assistant
 * message (content and/or tool_calls), the way chat-completion tracers record them.
 */
export class Chat {
  constructor(R, clock, { model = "gpt-4o-2024-08-06", system, tools = [], name = "openai.chat.completions", temperature } = {}) {
    this.R = R; this.clock = clock; this.model = model; this.name = name; this.tools = tools; this.temperature = temperature;
    this.messages = system ? [{ role: "system", content: system }] : [];
    this.fp = R.fingerprint();
  }
  user(content) { this.messages.push({ role: "user", content }); return this; }
  /**
   * calls: [{ name, args, rawArgs? }] — args serialised to the JSON string the API returns.
   * returns { span, ids } where ids are the generated tool_call ids in order.
   */
  say(content, calls = [], extraMeta = {}) {
    const ids = [];
    const tool_calls = calls.map((c) => {
      const id = this.R.callId();
      ids.push(id);
      return { id, type: "function", function: { name: c.name, arguments: c.rawArgs ?? JSON.stringify(c.args) } };
    });
    const out = { role: "assistant", content: content ?? null };
    if (tool_calls.length) out.tool_calls = tool_calls;
    const input = { model: this.model, messages: clone(this.messages) };
    if (this.temperature !== undefined) input.temperature = this.temperature;
    if (this.tools.length) input.tools = this.tools.map((t) => (typeof t === "string" ? { type: "function", function: { name: t } } : { type: "function", function: t }));
    const pt = approxTokens(this.messages) + this.R.int(40, 260);
    const ct = approxTokens(out) + this.R.int(2, 30);
    this.clock.adv(600, 4200);
    const sp = llmSpan(this.name, input, out, {
      response_id: this.R.chatcmpl(),
      model: this.model,
      system_fingerprint: this.fp,
      finish_reason: tool_calls.length ? "tool_calls" : "stop",
      usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct },
      latency_ms: this.R.int(480, 5200),
      ...extraMeta,
    });
    this.messages.push(out);
    return { span: sp, ids };
  }
  toolResult(id, content) {
    this.messages.push({ role: "tool", tool_call_id: id, content: typeof content === "string" ? content : JSON.stringify(content) });
    return this;
  }
}

// ---------------------------------------------------------------- LangChain ReAct (AgentExecutor)

export const REACT_TEMPLATE = (tools, question, scratch) =>
  `Answer the following questions as best you can. You have access to the following tools:\n\n${tools
    .map((t) => `${t.name}: ${t.description}`)
    .join("\n")}\n\nUse the following format:\n\nQuestion: the input question you must answer\nThought: you should always think about what to do\nAction: the action to take, should be one of [${tools
    .map((t) => t.name)
    .join(", ")}]\nAction Input: the input to the action\nObservation: the result of the action\n... (this Thought/Action/Action Input/Observation can repeat N times)\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question\n\nBegin!\n\nQuestion: ${question}\nThought:${scratch}`;

/**
 * Records an AgentExecutor run the way LangChain callbacks do: per iteration a RunnableSequence
 * chain holding the chat model call and the ReAct output parser, then the tool run as a sibling.
 */
export class ReAct {
  constructor(R, clock, { tools, question, model = "gpt-4-0613", llmName = "ChatOpenAI", wrap = true, runIds = true }) {
    this.R = R; this.clock = clock; this.tools = tools; this.question = question; this.model = model; this.llmName = llmName; this.wrap = wrap; this.runIds = runIds;
    this.scratch = "";
    this.spans = [];
  }
  _llm(text) {
    const prompt = REACT_TEMPLATE(this.tools, this.question, this.scratch);
    this.clock.adv(900, 5200);
    const pt = approxTokens(prompt), ct = approxTokens(text);
    return llmSpan(this.llmName, { messages: [[{ type: "human", content: prompt }]] }, {
      generations: [[{ text, generation_info: { finish_reason: "stop", logprobs: null }, type: "ChatGeneration" }]],
      llm_output: { token_usage: { completion_tokens: ct, prompt_tokens: pt, total_tokens: pt + ct }, model_name: this.model, system_fingerprint: null },
    }, this.runIds ? { run_id: this.R.uuid(), ls_model_name: this.model, ls_provider: "openai", ls_temperature: 0, stop: ["\nObservation"] } : undefined);
  }
  /** one Thought/Action; returns the tool span so the caller can fill output/error. */
  act(log, tool, toolInput, observation, { error, toolMeta, toolInputObj } = {}) {
    const text = `${log}\nAction: ${tool}\nAction Input: ${typeof toolInput === "string" ? toolInput : JSON.stringify(toolInput)}`;
    const l = this._llm(text);
    const parser = chainSpan("ReActSingleInputOutputParser", text, { type: "AgentAction", tool, tool_input: toolInput, log: text });
    const seq = this.wrap ? chainSpan("RunnableSequence", { input: this.question, intermediate_steps: this._steps() }, parser.output, [l, parser]) : null;
    this.clock.adv(200, 3000);
    const obsText = error ? `${error}` : typeof observation === "string" ? observation : JSON.stringify(observation);
    const t = toolSpan(tool, toolInputObj ?? { input: toolInput }, error ? null : observation, { error, metadata: toolMeta });
    this.scratch += ` ${text}\nObservation: ${obsText}\nThought:`;
    this._hist = (this._hist || 0) + 1;
    if (this.wrap) this.spans.push(seq, t); else this.spans.push(l, parser, t);
    return t;
  }
  _steps() { return this._hist ? `<${this._hist} intermediate steps>` : []; }
  finish(log, answer) {
    const text = `${log}\nFinal Answer: ${answer}`;
    const l = this._llm(text);
    const parser = chainSpan("ReActSingleInputOutputParser", text, { type: "AgentFinish", return_values: { output: answer }, log: text });
    if (this.wrap) this.spans.push(chainSpan("RunnableSequence", { input: this.question, intermediate_steps: this._steps() }, parser.output, [l, parser]));
    else this.spans.push(l, parser);
    return answer;
  }
  /** an iteration in which the model text itself is the last thing (e.g. max iterations hit). */
  thinkOnly(text) {
    const l = this._llm(text);
    this.spans.push(l);
    return l;
  }
}

// ---------------------------------------------------------------- small builders used by several styles

/** LangChain serialised AIMessage (as Flowise / LangChain.js tracers store it). */
export function lcAIMessage(content, toolCalls = [], extra = {}) {
  return {
    lc: 1, type: "constructor", id: ["langchain_core", "messages", "AIMessageChunk"],
    kwargs: {
      content,
      tool_calls: toolCalls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: "tool_call" })),
      invalid_tool_calls: [],
      additional_kwargs: {},
      response_metadata: extra.response_metadata || {},
      ...(extra.usage ? { usage_metadata: extra.usage } : {}),
    },
  };
}

/** Magentic-One orchestrator progress ledger. */
export function ledger({ satisfied, satisfiedWhy, loop, loopWhy, progress, progressWhy, next, nextWhy, instruction, instructionWhy }) {
  return {
    is_request_satisfied: { reason: satisfiedWhy, answer: satisfied },
    is_in_loop: { reason: loopWhy, answer: loop },
    is_progress_being_made: { reason: progressWhy, answer: progress },
    next_speaker: { reason: nextWhy, answer: next },
    instruction_or_question: { reason: instructionWhy, answer: instruction },
  };
}

export function usage(R, pLo = 300, pHi = 3000, cLo = 20, cHi = 400) {
  const p = R.int(pLo, pHi), c = R.int(cLo, cHi);
  return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c };
}

export { clone, approxTokens };
