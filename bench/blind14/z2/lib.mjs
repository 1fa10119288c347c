// Shared helpers for the trace benchmark. Deterministic: no Math.random, no clock reads.
// Every row gets its own PRNG seeded from a hash of its trace_id.

// ---------------------------------------------------------------- PRNG
export function hashString(str) {
  // xmur3-style 32-bit string hash
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
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

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export class Rng {
  constructor(seed) {
    this.seed = seed;
    this.r = mulberry32(hashString(String(seed)));
  }
  next() { return this.r(); }
  int(lo, hi) { return lo + Math.floor(this.r() * (hi - lo + 1)); }
  float(lo, hi, dp = 2) { return +(lo + this.r() * (hi - lo)).toFixed(dp); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.r() * alphabet.length)]; return s; }
  hex(n) { return this.chars(n, HEX); }
  HEX(n) { return this.chars(n, HEX).toUpperCase(); }
  alnum(n) { return this.chars(n, ALNUM); }
  lower(n) { return this.chars(n, LOWER); }
  upper(n) { return this.chars(n, UPPER); }
  digits(n) { return this.chars(n, '0123456789'); }
  b64url(n) { return this.chars(n, B64URL); }
  uuid() {
    const h = this.hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[Math.floor(this.r() * 4)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  ulid(ms) {
    let t = Math.floor(ms), ts = '';
    for (let i = 0; i < 10; i++) { ts = CROCK[t % 32] + ts; t = Math.floor(t / 32); }
    return ts + this.chars(16, CROCK);
  }
  // ---- volatile-noise helpers
  reqId(prefix = 'req_') { return prefix + this.alnum(20); }
  cfRay() { return `${this.hex(16)}-${this.pick(['FRA', 'AMS', 'LHR', 'CDG', 'ARN', 'MAD', 'ORD', 'IAD', 'SEA', 'YUL', 'NRT', 'SYD'])}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  xray() { return `Root=1-${this.hex(8)}-${this.hex(24)};Parent=${this.hex(16)};Sampled=0`; }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(20)}"`; }
  sha256() { return this.hex(64); }
  gitSha() { return this.hex(40); }
  tmp(prefix = '/tmp/tmp') { return prefix + this.chars(8, 'abcdefghijklmnopqrstuvwxyz0123456789_'); }
  host(prefix) { return `${prefix}-${this.pick(['a', 'b', 'c'])}${this.int(1, 6)}`; }
  podName(app) { return `${app}-${this.lower(10).replace(/[0-9]/g, 'x').slice(0, 10)}-${this.lower(5)}`; }
  pid() { return this.int(1200, 48000); }
  ms(lo, hi) { return this.int(lo, hi); }
  secs(lo, hi, dp = 2) { return this.float(lo, hi, dp); }
  lambdaReq() { return this.uuid(); }
  callIdOpenAI() { return 'call_' + this.alnum(24); }
  callIdAnthropic() { return 'toolu_01' + this.alnum(22); }
  callIdCohere(name) { return `${name}_${this.lower(12)}`; }
}

// ---------------------------------------------------------------- time
export class Clock {
  constructor(iso, rng) { this.t = Date.parse(iso); this.rng = rng; if (Number.isNaN(this.t)) throw new Error('bad iso ' + iso); }
  get now() { return this.t; }
  tick(lo = 1, hi = 6) { this.t += Math.round((lo + this.rng.next() * (hi - lo)) * 1000); return this.t; }
  add(sec) { this.t += Math.round(sec * 1000); return this.t; }
}

const pad = (n, w = 2) => String(n).padStart(w, '0');
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function parts(ms, offMin = 0) {
  const d = new Date(ms + offMin * 60000);
  return { Y: d.getUTCFullYear(), M: d.getUTCMonth() + 1, D: d.getUTCDate(), h: d.getUTCHours(), m: d.getUTCMinutes(), s: d.getUTCSeconds(), ms: d.getUTCMilliseconds(), dow: d.getUTCDay() };
}
function offStr(offMin, colon = true) {
  const sign = offMin < 0 ? '-' : '+';
  const a = Math.abs(offMin);
  return `${sign}${pad(Math.floor(a / 60))}${colon ? ':' : ''}${pad(a % 60)}`;
}

export const fmt = {
  iso: (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  isoMs: (ms) => new Date(ms).toISOString(),
  isoMicro: (ms, rng) => new Date(ms).toISOString().replace('Z', rng.digits(3) + 'Z'),
  isoOff: (ms, offMin) => { const p = parts(ms, offMin); return `${p.Y}-${pad(p.M)}-${pad(p.D)}T${pad(p.h)}:${pad(p.m)}:${pad(p.s)}${offStr(offMin)}`; },
  isoOffMs: (ms, offMin) => { const p = parts(ms, offMin); return `${p.Y}-${pad(p.M)}-${pad(p.D)}T${pad(p.h)}:${pad(p.m)}:${pad(p.s)}.${pad(p.ms, 3)}${offStr(offMin)}`; },
  http: (ms) => new Date(ms).toUTCString(),
  unix: (ms) => Math.floor(ms / 1000),
  unixMs: (ms) => Math.floor(ms),
  pyLog: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${p.Y}-${pad(p.M)}-${pad(p.D)} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)},${pad(p.ms, 3)}`; },
  sql: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${p.Y}-${pad(p.M)}-${pad(p.D)} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; },
  us: (ms, offMin = 0) => { const p = parts(ms, offMin); const h12 = p.h % 12 === 0 ? 12 : p.h % 12; return `${pad(p.M)}/${pad(p.D)}/${p.Y} ${pad(h12)}:${pad(p.m)}:${pad(p.s)} ${p.h < 12 ? 'AM' : 'PM'}`; },
  euro: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${pad(p.D)}.${pad(p.M)}.${p.Y} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; },
  letta: (ms, tz = 'UTC', offMin = 0) => { const p = parts(ms, offMin); const h12 = p.h % 12 === 0 ? 12 : p.h % 12; return `${p.Y}-${pad(p.M)}-${pad(p.D)} ${pad(h12)}:${pad(p.m)}:${pad(p.s)} ${p.h < 12 ? 'AM' : 'PM'} ${tz}${offStr(offMin, false)}`; },
  syslog: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${MON[p.M - 1]} ${String(p.D).padStart(2, ' ')} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; },
  ctime: (ms, tz = 'UTC', offMin = 0) => { const p = parts(ms, offMin); return `${DOW[p.dow]} ${MON[p.M - 1]} ${String(p.D).padStart(2, ' ')} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)} ${tz} ${p.Y}`; },
  compact: (ms) => { const p = parts(ms); return `${p.Y}${pad(p.M)}${pad(p.D)}T${pad(p.h)}${pad(p.m)}${pad(p.s)}Z`; },
  hms: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; },
  hm: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${pad(p.h)}:${pad(p.m)}`; },
  date: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${p.Y}-${pad(p.M)}-${pad(p.D)}`; },
  clf: (ms) => { const p = parts(ms); return `${pad(p.D)}/${MON[p.M - 1]}/${p.Y}:${pad(p.h)}:${pad(p.m)}:${pad(p.s)} +0000`; },
  gitDate: (ms, offMin = 0) => { const p = parts(ms, offMin); return `${DOW[p.dow]} ${MON[p.M - 1]} ${p.D} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)} ${p.Y} ${offStr(offMin, false)}`; },
};

// ---------------------------------------------------------------- spans
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: opts.children || [] };
  if (opts.error !== undefined && opts.error !== null) s.error = String(opts.error);
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agentSpan = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const llmSpan = (name, input, output, metadata, children) => span('llm', name, input, output, { metadata, children });
export const toolSpan = (name, input, output, opts = {}) => span('tool', name, input, output, opts);
export const retrieverSpan = (name, input, output, opts = {}) => span('retriever', name, input, output, opts);
export const chainSpan = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, fn, depth = 0) { fn(s, depth); for (const c of s.children || []) walk(c, fn, depth + 1); }

export function clip(s, n = 900) {
  if (typeof s !== 'string') s = JSON.stringify(s);
  return s.length <= n ? s : s.slice(0, n) + `…[truncated ${s.length - n} chars]`;
}
export const J = (o) => JSON.stringify(o);
export const J2 = (o) => JSON.stringify(o, null, 2);

// ---------------------------------------------------------------- recorders
// Each recorder only handles the *shape* a framework gives its spans; the content
// (thoughts, commands, outputs) is written by hand in each scenario.

class Base {
  constructor(rng, clock) { this.rng = rng; this.clock = clock; this.hist = []; this.nLlm = 0; this.tokBase = rng.int(1400, 3200); }
  usage() { this.nLlm++; return { prompt: this.tokBase + this.nLlm * this.rng.int(380, 820) + this.rng.int(0, 90), completion: this.rng.int(38, 240) }; }
}

// ---- OpenHands (CodeActAgent) event stream: action + observation per step, tool spans siblings of llm spans
const OH_SYSTEM = 'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.\n<ROLE>\nYour primary role is to assist users by executing commands, modifying code, and solving technical problems effectively. …[system prompt truncated by tracer]';
export class OpenHands extends Base {
  constructor({ rng, clock, goal, model = 'anthropic/claude-3-5-sonnet-20241022', version = '0.30.1', maxIterations = 30, workdir = '/workspace', user = 'openhands' }) {
    super(rng, clock);
    Object.assign(this, { goal, model, version, maxIterations, workdir, user });
    this.children = [];
    this.eid = 2; // 0 = system, 1 = user message
    this.sid = rng.hex(32);
    this.hostname = `runtime-${rng.lower(15)}`;
    this.pid = rng.int(180, 900);
    this.py = '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python';
  }
  _llm(thought, fn, args) {
    const u = this.usage();
    const callId = this.rng.callIdAnthropic();
    const msgs = [{ role: 'system', content: OH_SYSTEM }, { role: 'user', content: this.goal }, ...this.hist.slice(-4)];
    const out = { role: 'assistant', content: thought || '' };
    if (fn) out.tool_calls = [{ id: callId, type: 'function', function: { name: fn, arguments: J(args) } }];
    this.clock.tick(2, 9);
    this.children.push(llmSpan('litellm.completion', { model: this.model, messages: msgs, temperature: 0, tools: ['execute_bash', 'think', 'finish', 'web_read', 'browser', 'execute_ipython_cell', 'str_replace_editor'] }, out, {
      response_id: 'msg_01' + this.rng.alnum(22), usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, cache_read_input_tokens: Math.max(0, u.prompt - this.rng.int(300, 900)) }, latency_ms: this.rng.int(1400, 7400), iteration: this.nLlm,
    }));
    this.hist.push({ role: 'assistant', content: thought || '', tool_calls: fn ? [{ id: callId, type: 'function', function: { name: fn, arguments: J(args) } }] : undefined });
    return callId;
  }
  _obs(callId, fn, text) { this.hist.push({ role: 'tool', tool_call_id: callId, name: fn, content: clip(text, 1400) }); }
  _ids() { const a = this.eid++; const o = this.eid++; return [a, o]; }
  run(thought, command, { out = '', exit = 0, error, timeoutS } = {}) {
    const callId = this._llm(thought, 'execute_bash', { command });
    const [aid, oid] = this._ids();
    const t0 = this.clock.now;
    this.clock.tick(0.3, timeoutS || 4);
    const suffix = exit === -1 ? `\n[The command timed out after ${timeoutS || 120} seconds. You may wait longer to see additional output by sending empty command '', send other commands to interact with the current process, or send keys to interrupt/kill the command.]` : `\n[The command completed with exit code ${exit}.]`;
    const obs = { observation: 'run', content: out, extras: { command, metadata: { exit_code: exit, pid: this.pid, username: this.user, hostname: this.hostname, working_dir: this.workdir, py_interpreter_path: this.py, prefix: '', suffix }, hidden: false }, success: exit === 0 };
    this.children.push(toolSpan('CmdRunAction', { command, is_input: false, thought: thought || '', blocking: false, hidden: false, confirmation_state: 'confirmed' }, obs, {
      error: error || (exit !== 0 ? `Command exited with code ${exit}` : undefined),
      metadata: { action_id: aid, observation_id: oid, cause: aid, source: 'agent', timestamp: fmt.isoMicro(t0, this.rng), message: `Running command: ${command}`, tool_call_id: callId },
    }));
    this._obs(callId, 'execute_bash', out + suffix);
  }
  view(thought, path, content, { range } = {}) {
    const args = { command: 'view', path }; if (range) args.view_range = range;
    const callId = this._llm(thought, 'str_replace_editor', args);
    const [aid, oid] = this._ids();
    const t0 = this.clock.now; this.clock.tick(0.1, 0.8);
    const text = `Here's the result of running \`cat -n\` on ${path}:\n${content}`;
    this.children.push(toolSpan('FileReadAction', { path, start: range ? range[0] : 0, end: range ? range[1] : -1, thought: thought || '', impl_source: 'oh_aci', view_range: range || null }, { observation: 'read', content: text, extras: { path, impl_source: 'oh_aci' } }, {
      metadata: { action_id: aid, observation_id: oid, cause: aid, source: 'agent', timestamp: fmt.isoMicro(t0, this.rng), message: `Reading file: ${path}`, tool_call_id: callId },
    }));
    this._obs(callId, 'str_replace_editor', text);
  }
  edit(thought, path, oldStr, newStr, snippet) {
    const callId = this._llm(thought, 'str_replace_editor', { command: 'str_replace', path, old_str: oldStr, new_str: newStr });
    const [aid, oid] = this._ids();
    const t0 = this.clock.now; this.clock.tick(0.1, 0.9);
    const text = `The file ${path} has been edited. Here's the result of running \`cat -n\` on a snippet of ${path}:\n${snippet}\nReview the changes and make sure they are as expected. Edit the file again if necessary.`;
    this.children.push(toolSpan('FileEditAction', { path, command: 'str_replace', old_str: oldStr, new_str: newStr, thought: thought || '', impl_source: 'oh_aci' }, { observation: 'edit', content: text, extras: { path, prev_exist: true, impl_source: 'oh_aci', diff: `--- ${path}\n+++ ${path}\n-${oldStr.split('\n').join('\n-')}\n+${newStr.split('\n').join('\n+')}` } }, {
      metadata: { action_id: aid, observation_id: oid, cause: aid, source: 'agent', timestamp: fmt.isoMicro(t0, this.rng), message: `Editing file: ${path}`, tool_call_id: callId },
    }));
    this._obs(callId, 'str_replace_editor', text);
  }
  browse(thought, url, text, { status = 200, error } = {}) {
    const callId = this._llm(thought, 'web_read', { url });
    const [aid, oid] = this._ids();
    const t0 = this.clock.now; this.clock.tick(1, 4);
    this.children.push(toolSpan('BrowseURLAction', { url, thought: thought || '' }, { observation: 'browse', content: text, extras: { url, status_code: status, error: !!error, open_pages_urls: [url], active_page_index: 0, last_browser_action: `goto("${url}")`, screenshot: '<omitted base64 png>' } }, {
      error, metadata: { action_id: aid, observation_id: oid, cause: aid, source: 'agent', timestamp: fmt.isoMicro(t0, this.rng), message: `Browsing URL: ${url}`, tool_call_id: callId },
    }));
    this._obs(callId, 'web_read', text);
  }
  // agent message that waits for the user; reply is recorded as a user-sourced MessageAction
  ask(text, reply) {
    this.clock.tick(2, 6);
    const u = this.usage();
    this.children.push(llmSpan('litellm.completion', { model: this.model, messages: [{ role: 'system', content: OH_SYSTEM }, { role: 'user', content: this.goal }, ...this.hist.slice(-4)], temperature: 0 }, { role: 'assistant', content: text }, {
      response_id: 'msg_01' + this.rng.alnum(22), usage: { prompt_tokens: u.prompt, completion_tokens: u.completion }, latency_ms: this.rng.int(1200, 5200), iteration: this.nLlm,
    }));
    const [aid, oid] = this._ids();
    this.hist.push({ role: 'assistant', content: text });
    this.children.push(span('event', 'MessageAction', { content: text, wait_for_response: true }, { agent_state: 'awaiting_user_input' }, { metadata: { id: aid, source: 'agent', timestamp: fmt.isoMicro(this.clock.now, this.rng) } }));
    this.clock.tick(40, 400);
    this.children.push(span('user_message', 'MessageAction', null, { content: reply, image_urls: [] }, { metadata: { id: oid, source: 'user', timestamp: fmt.isoMicro(this.clock.now, this.rng) } }));
    this.hist.push({ role: 'user', content: reply });
  }
  finish(thought, message) {
    const callId = this._llm(thought, 'finish', { message, task_completed: 'true' });
    const [aid] = this._ids();
    this.children.push(toolSpan('AgentFinishAction', { final_thought: message, task_completed: 'true', outputs: {}, thought: thought || '' }, { agent_state: 'finished' }, { metadata: { action_id: aid, source: 'agent', timestamp: fmt.isoMicro(this.clock.now, this.rng), tool_call_id: callId } }));
  }
  root(state, extra = {}) {
    return agentSpan('CodeActAgent', { task: this.goal }, { agent_state: state, iterations: this.nLlm, ...extra }, this.children, {
      framework: 'openhands', openhands_version: this.version, session_id: this.sid, max_iterations: this.maxIterations, runtime: 'docker', runtime_container_image: 'docker.all-hands.dev/all-hands-ai/runtime:0.30-nikolaik', model: this.model,
    });
  }
}

// ---- SWE-agent trajectory: thought / action / observation; the executed command is nested under the model step
export class SweAgent extends Base {
  constructor({ rng, clock, goal, repo, instanceId, model = 'gpt-4o-2024-08-06', costLimit = 3.0 }) {
    super(rng, clock);
    Object.assign(this, { goal, repo, instanceId, model, costLimit });
    this.children = []; this.cost = 0; this.openFile = 'n/a'; this.cwd = `/${repo.split('/')[1]}`;
  }
  step(thought, action, observation, { openFile, error, execTime, cwd } = {}) {
    const u = this.usage();
    const c = +(u.prompt * 2.5e-6 + u.completion * 1e-5).toFixed(4); this.cost = +(this.cost + c).toFixed(4);
    if (openFile !== undefined) this.openFile = openFile;
    if (cwd) this.cwd = cwd;
    this.clock.tick(3, 14);
    const response = `DISCUSSION\n${thought}\n\n\`\`\`\n${action}\n\`\`\``;
    const cmd = action.trim().split(/\s+/)[0];
    const et = execTime ?? this.rng.float(0.05, 1.9, 3);
    const tool = toolSpan(cmd, { action }, { observation }, { error, metadata: { execution_time: et, state: { open_file: this.openFile, working_dir: this.cwd } } });
    const msgs = [{ role: 'system', content: 'SETTING: You are an autonomous programmer, and you\'re working directly in the command line with a special interface. …[truncated]' }, { role: 'user', content: `<issue>\n${this.goal}\n</issue>\n…` }, ...this.hist.slice(-4)];
    this.children.push(llmSpan('model.query', { messages: msgs }, { response, thought, action }, { model: this.model, usage: { prompt_tokens: u.prompt, completion_tokens: u.completion }, instance_cost: this.cost, step: this.nLlm }, [tool]));
    this.clock.add(et);
    this.hist.push({ role: 'assistant', content: response });
    this.hist.push({ role: 'user', content: `${clip(observation, 1200)}\n(Open file: ${this.openFile})\n(Current directory: ${this.cwd})\nbash-$` });
  }
  root(info) {
    return agentSpan('SWE-agent', { problem_statement: this.goal, repo: this.repo, instance_id: this.instanceId }, { info: { ...info, model_stats: { instance_cost: this.cost, api_calls: this.nLlm } } }, this.children, {
      framework: 'swe-agent', version: '0.7.0', config: 'config/default.yaml', model: this.model, per_instance_cost_limit: this.costLimit, environment: `swe-agent-${this.rng.hex(12)}`,
    });
  }
}

// ---- Letta (MemGPT): reasoning + tool call with request_heartbeat; heartbeats return control
export class Letta extends Base {
  constructor({ rng, clock, agentName, model = 'openai/gpt-4o-mini', tz = 'UTC', offMin = 0, persona = '' }) {
    super(rng, clock);
    Object.assign(this, { agentName, model, tz, offMin, persona });
    this.agentId = 'agent-' + rng.uuid();
    this.turns = []; this.cur = null; this.pending = null; this.steps = 0;
  }
  time() { return fmt.letta(this.clock.now, this.tz, this.offMin); }
  turn(userText, { name } = {}) {
    this.clock.tick(5, 60);
    const msg = J({ type: 'user_message', message: userText, time: this.time() });
    this.cur = chainSpan('letta.agent.step_loop', { role: 'user', content: msg, name: name || null }, null, [], { run_id: 'run-' + this.rng.uuid() });
    this.turns.push(this.cur);
    this.pending = { role: 'user', content: msg };
    this.hist.push(this.pending);
  }
  step(reasoning, toolName, args, message, { status = 'OK', heartbeat = true, error } = {}) {
    const u = this.usage(); this.steps++;
    this.clock.tick(1, 5);
    const callId = this.rng.callIdOpenAI();
    const fullArgs = { ...args, request_heartbeat: heartbeat };
    const stepId = 'step-' + this.rng.uuid();
    const msgs = [{ role: 'system', content: `You are Letta, the latest version of Limnal Corporation's digital companion, developed in 2023. …\n<persona>${this.persona}</persona> …[core memory truncated]` }, ...this.hist.slice(-5)];
    this.cur.children.push(llmSpan('letta.llm_request', { model: this.model, messages: msgs, tool_choice: 'required' }, {
      messages: [{ message_type: 'reasoning_message', reasoning }, { message_type: 'tool_call_message', tool_call: { name: toolName, arguments: J(fullArgs), tool_call_id: callId } }],
    }, { step_id: stepId, usage: { prompt_tokens: u.prompt, completion_tokens: u.completion }, agent_id: this.agentId }));
    this.clock.tick(0.2, 2.5);
    const ret = J({ status, message, time: this.time() });
    this.cur.children.push(toolSpan(toolName, fullArgs, ret, { error, metadata: { tool_call_id: callId, step_id: stepId, message_type: 'tool_return_message', status: status === 'OK' ? 'success' : 'error' } }));
    this.hist.push({ role: 'assistant', content: reasoning, tool_calls: [{ id: callId, type: 'function', function: { name: toolName, arguments: J(fullArgs) } }] });
    this.hist.push({ role: 'tool', tool_call_id: callId, content: clip(ret, 1200) });
    if (heartbeat) {
      this.clock.tick(0.1, 0.6);
      this.hist.push({ role: 'user', content: J({ type: 'heartbeat', reason: '[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control', time: this.time() }) });
    }
  }
  say(reasoning, message) {
    this.step(reasoning, 'send_message', { message }, 'None', { heartbeat: false });
    this.cur.output = { assistant_message: message };
  }
  endTurn(stopReason) { if (!this.cur.output) this.cur.output = { stop_reason: stopReason }; else this.cur.output.stop_reason = stopReason; }
  root(output) {
    return agentSpan(`letta:${this.agentName}`, { agent_id: this.agentId }, output, this.turns, { framework: 'letta', letta_version: '0.6.41', model: this.model, agent_type: 'memgpt_agent', total_steps: this.steps });
  }
}

// ---- Amazon Bedrock Agents: preprocessing / orchestration (rationale, invocationInput, observation)
export class Bedrock extends Base {
  constructor({ rng, clock, agentName, model = 'anthropic.claude-3-5-sonnet-20240620-v1:0', region = 'eu-west-1' }) {
    super(rng, clock);
    Object.assign(this, { agentName, model, region });
    this.agentId = rng.upper(10).replace(/[^A-Z0-9]/g, 'X');
    this.aliasId = rng.upper(10);
    this.sessionId = rng.uuid();
    this.turns = []; this.cur = null;
  }
  begin(inputText) {
    this.clock.tick(3, 90);
    this.base = this.rng.uuid(); this.n = 0;
    this.cur = agentSpan('InvokeAgent', { inputText, sessionId: this.sessionId, agentId: this.agentId, agentAliasId: this.aliasId, enableTrace: true }, null, [], { region: this.region, agentVersion: String(this.rng.int(3, 19)), 'x-amzn-bedrock-agent-content-type': 'application/json', requestId: this.rng.uuid() });
    this.turns.push(this.cur);
    this.last = inputText;
  }
  _tid() { return `${this.base}-${this.n++}`; }
  pre(rationale) {
    const u = this.usage(); this.clock.tick(0.8, 2.5);
    const tid = this._tid();
    this.cur.children.push(llmSpan('PreProcessing', { traceId: tid, type: 'PRE_PROCESSING', text: `{"system":"You are a classifying agent that filters user inputs into categories. …","messages":[{"role":"user","content":${J(this.last)}}]}` }, { parsedResponse: { isValid: true, rationale }, rawResponse: { content: `<thinking>${rationale}</thinking>\n<category>E</category>` } }, { traceId: tid, usage: { inputTokens: u.prompt, outputTokens: u.completion }, foundationModel: this.model }));
  }
  _orch(rationale, invocationInput, extraOut = {}) {
    const u = this.usage(); this.clock.tick(1.5, 6);
    const tid = this._tid();
    this.cur.children.push(llmSpan('Orchestration', { traceId: tid, type: 'ORCHESTRATION', inferenceConfiguration: { maximumLength: 2048, stopSequences: ['</invoke>', '</answer>', '</error>'], temperature: 0, topK: 250, topP: 1 }, text: `{"system":" You are an agent for ${this.agentName}. …[instruction truncated]","messages":[{"role":"user","content":${J(clip(this.last, 700))}}]}` },
      { rationale: { text: rationale, traceId: tid }, invocationInput, ...extraOut }, { traceId: tid, usage: { inputTokens: u.prompt, outputTokens: u.completion }, foundationModel: this.model }));
    return tid;
  }
  act({ rationale, group, verb = 'get', path, params = [], body, result, status = 200, error }) {
    const inv = { actionGroupInvocationInput: { actionGroupName: group, apiPath: path, verb, executionType: 'LAMBDA', parameters: params.map(([name, value, type = 'string']) => ({ name, type, value: String(value) })) }, invocationType: 'ACTION_GROUP' };
    if (body) inv.actionGroupInvocationInput.requestBody = { content: { 'application/json': Object.entries(body).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'number' : 'string', value: String(value) })) } };
    const tid = this._orch(rationale, inv);
    this.clock.tick(0.3, 2.2);
    const text = typeof result === 'string' ? result : J(result);
    this.cur.children.push(toolSpan(`ActionGroup:${group}`, inv.actionGroupInvocationInput, { actionGroupInvocationOutput: { text }, type: 'ACTION_GROUP' }, { error, metadata: { traceId: tid, httpMethod: verb.toUpperCase(), httpStatusCode: status, lambdaRequestId: this.rng.uuid(), durationMs: this.rng.int(90, 1900) } }));
    this.last = text;
  }
  kb({ rationale, kbId, query, refs }) {
    const inv = { knowledgeBaseLookupInput: { knowledgeBaseId: kbId, text: query }, invocationType: 'KNOWLEDGE_BASE' };
    const tid = this._orch(rationale, inv);
    this.clock.tick(0.4, 1.8);
    this.cur.children.push(retrieverSpan('KnowledgeBaseLookup', inv.knowledgeBaseLookupInput, { knowledgeBaseLookupOutput: { retrievedReferences: refs } }, { metadata: { traceId: tid, type: 'KNOWLEDGE_BASE' } }));
    this.last = J(refs.map((r) => r.content.text));
  }
  ask({ rationale, question }) {
    const inv = { actionGroupInvocationInput: { actionGroupName: 'UserInputAction', function: 'AskUser', executionType: 'RETURN_CONTROL' }, invocationType: 'ACTION_GROUP' };
    this._orch(rationale, inv, { observation: { type: 'ASK_USER', finalResponse: { text: question } } });
    this.cur.output = { completion: question, stopReason: 'ASK_USER' };
  }
  final({ rationale, text }) {
    this._orch(rationale, null, { observation: { type: 'FINISH', finalResponse: { text } } });
    this.cur.output = { completion: text };
  }
  fail(text, rationale) {
    if (rationale) this._orch(rationale, null, { observation: { type: 'REPROMPT', repromptResponse: { source: 'PARSER', text } } });
    this.cur.output = { completion: text };
  }
  root() {
    if (this.turns.length === 1) { const r = this.turns[0]; r.metadata = { ...r.metadata, framework: 'amazon-bedrock-agents', agentName: this.agentName, foundationModel: this.model }; return r; }
    return agentSpan(`bedrock-agent:${this.agentName}`, { sessionId: this.sessionId, agentId: this.agentId }, { turns: this.turns.length, lastCompletion: this.turns.at(-1).output?.completion ?? null }, this.turns, { framework: 'amazon-bedrock-agents', foundationModel: this.model, region: this.region });
  }
}

// ---- Cohere tool use (v2 chat): tool_plan + tool_calls, tool results as documents, final text with citations
export class Cohere extends Base {
  constructor({ rng, clock, goal, tools, model = 'command-r-plus-08-2024', name = 'cohere-tool-agent', system }) {
    super(rng, clock);
    Object.assign(this, { goal, tools, model, name, system });
    this.children = [];
    this.hist = [{ role: 'user', content: goal }];
  }
  step(plan, calls) {
    const u = this.usage(); this.clock.tick(1, 5);
    const tc = calls.map((c) => ({ id: this.rng.callIdCohere(c.name), type: 'function', function: { name: c.name, arguments: J(c.args) } }));
    const msgs = [...(this.system ? [{ role: 'system', content: this.system }] : []), this.hist[0], ...this.hist.slice(1).slice(-5)];
    this.children.push(llmSpan('cohere.chat', { model: this.model, messages: msgs, tools: this.tools }, { id: this.rng.uuid(), finish_reason: 'TOOL_CALL', message: { role: 'assistant', tool_plan: plan, tool_calls: tc } }, { usage: { billed_units: { input_tokens: u.prompt, output_tokens: u.completion }, tokens: { input_tokens: u.prompt + 512, output_tokens: u.completion + 3 } }, api_version: '2' }));
    this.hist.push({ role: 'assistant', tool_plan: plan, tool_calls: tc });
    calls.forEach((c, i) => {
      this.clock.tick(0.2, 2);
      const docs = Array.isArray(c.result) ? c.result : [c.result];
      this.children.push(toolSpan(c.name, c.args, docs, { error: c.error, metadata: { tool_call_id: tc[i].id } }));
      this.hist.push({ role: 'tool', tool_call_id: tc[i].id, content: docs.map((d) => ({ type: 'document', document: { data: clip(J(d), 900) } })) });
    });
  }
  answer(text, citations = []) {
    const u = this.usage(); this.clock.tick(1, 4);
    const msgs = [...(this.system ? [{ role: 'system', content: this.system }] : []), this.hist[0], ...this.hist.slice(1).slice(-5)];
    this.children.push(llmSpan('cohere.chat', { model: this.model, messages: msgs, tools: this.tools }, { id: this.rng.uuid(), finish_reason: 'COMPLETE', message: { role: 'assistant', content: [{ type: 'text', text }], citations } }, { usage: { billed_units: { input_tokens: u.prompt, output_tokens: u.completion } }, api_version: '2' }));
    this.final = text;
  }
  root(output, meta = {}) {
    return agentSpan(this.name, { message: this.goal }, output ?? { text: this.final ?? null }, this.children, { framework: 'cohere', model: this.model, ...meta });
  }
}

// ---- Plain OpenAI-style message-level trace: llm output has content and/or tool_calls, tool spans as siblings
export class Plain extends Base {
  constructor({ rng, clock, goal, system, model = 'gpt-4o-2024-08-06', name = 'agent_run', llmName = 'openai.chat.completions' }) {
    super(rng, clock);
    Object.assign(this, { goal, system, model, name, llmName });
    this.children = []; this.target = this.children;
    this.hist = [{ role: 'user', content: goal }];
    this.turnSpans = [];
  }
  turn(userText) {
    // a later user message in the same conversation: recorded as its own turn span
    this.clock.tick(20, 300);
    const t = span('agent', `turn ${this.turnSpans.length + 2}`, { role: 'user', content: userText }, null, { metadata: { received_at: fmt.isoMs(this.clock.now) } });
    this.children.push(t); this.turnSpans.push(t); this.target = t.children;
    this.hist.push({ role: 'user', content: userText });
  }
  step(content, calls = []) {
    const u = this.usage(); this.clock.tick(0.8, 6);
    const tc = calls.map((c) => ({ id: this.rng.callIdOpenAI(), type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : J(c.args) } }));
    const out = { role: 'assistant', content: content ?? null };
    if (tc.length) out.tool_calls = tc;
    const msgs = [{ role: 'system', content: this.system }, this.hist[0], ...this.hist.slice(1).slice(-5)];
    this.target.push(llmSpan(this.llmName, { model: this.model, messages: msgs, tool_choice: 'auto' }, out, { id: 'chatcmpl-' + this.rng.alnum(29), finish_reason: tc.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, total_tokens: u.prompt + u.completion }, system_fingerprint: 'fp_' + this.rng.hex(10) }));
    this.hist.push({ role: 'assistant', content: content ?? null, tool_calls: tc.length ? tc : undefined });
    calls.forEach((c, i) => {
      if (c.viaSubAgent) { this.pendingCallId = tc[i].id; return; } // executed by a sub-agent span (see sub())
      this.clock.tick(0.2, c.slow || 2.5);
      this.target.push(toolSpan(c.name, c.args, c.result, { error: c.error, metadata: { tool_call_id: tc[i].id, ...(c.meta || {}) } }));
      this.hist.push({ role: 'tool', tool_call_id: tc[i].id, content: clip(typeof c.result === 'string' ? c.result : J(c.result), 1200) });
    });
    if (!tc.length) { const t = this.turnSpans.at(-1); if (t && this.target === t.children) t.output = { content }; }
  }
  // run a sub-agent (handoff or agent-as-tool): its llm/tool spans are nested under its own agent span,
  // with its own conversation; the parent's conversation is restored afterwards.
  sub(name, task, { system, model, metadata = {} } = {}, body) {
    const callId = this.pendingCallId; this.pendingCallId = null;
    const a = span('agent', name, { task }, null, { metadata: { parent: this.name, ...(callId ? { tool_call_id: callId } : {}), ...metadata } });
    this.target.push(a);
    const saved = { target: this.target, hist: this.hist, system: this.system, model: this.model };
    this.target = a.children; this.hist = [{ role: 'user', content: task }];
    if (system) this.system = system; if (model) this.model = model;
    const out = body();
    a.output = out === undefined ? null : out;
    Object.assign(this, saved);
    if (callId) this.hist.push({ role: 'tool', tool_call_id: callId, content: clip(typeof a.output === 'string' ? a.output : J(a.output), 1200) });
    return a;
  }
  root(output, meta = {}) {
    return agentSpan(this.name, { goal: this.goal }, output, this.children, { model: this.model, ...meta });
  }
}
