// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hash32(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

export const FAMILIES = {
  repeated_long_reasoning: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true },
  paging_past_end: { loop: true },
  same_failure_after_fixes: { loop: true },
  volatile_only_repeats: { loop: true },
  reasking_user: { loop: true },
  repeated_notice_on_failure: { loop: true },
  two_state_oscillation: { loop: true },
  self_delegation_chain: { loop: true },
  rechecking_after_success: { loop: true },
  status_polling_until_done: { loop: false, stagnation: false },
  pagination_new_items: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_search_finds: { loop: false, stagnation: false },
  shrinking_failure_count: { loop: false, stagnation: false },
  long_planning_monologue: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  deep_distinct_delegation: { loop: false, stagnation: false },
  similar_records_reading: { loop: false, stagnation: false },
};

export function makeCtx(traceId) {
  const r = mulberry32(hash32(traceId));
  const base = Date.UTC(2024, 0, 8) + Math.floor(r() * 300) * 86400000 + Math.floor(r() * 86400) * 1000;
  const c = {
    r, t: base,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b36: (n) => { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(r() * 36)]; return s; },
    adv: (sec) => { c.t += Math.round(sec * 1000); return c.t; },
    iso: () => new Date(c.adv(c.int(1, 40))).toISOString(),
    isoNoMs: () => new Date(c.adv(c.int(1, 40))).toISOString().replace(/\.\d+Z$/, 'Z'),
    pgTs: () => new Date(c.adv(c.int(1, 40))).toISOString().replace('T', ' ').replace('Z', '+00'),
    http: () => new Date(c.adv(c.int(1, 40))).toUTCString(),
    epoch: () => Math.floor(c.adv(c.int(1, 40)) / 1000),
    epochMs: () => c.adv(c.int(1, 40)),
    uuid: () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`,
    ms: (a = 20, b = 4000) => c.int(a, b),
    secs: (a = 0.05, b = 9) => (a + r() * (b - a)).toFixed(2),
    bytes: (a = 1e5, b = 5e9) => c.int(a, b),
    human: (n) => n > 1e9 ? (n / 1e9).toFixed(2) + ' GB' : n > 1e6 ? (n / 1e6).toFixed(1) + ' MB' : (n / 1e3).toFixed(1) + ' KB',
    jit: (x, d = 9) => +(x + (r() - 0.5) * Math.pow(10, -d)).toFixed(d + 1),
    tmp: (p = 'tmp') => `/tmp/${p}_${c.b36(8)}`,
    host: (p = 'worker') => `${p}-${c.int(1, 12)}.${c.pick(['us-east-1', 'eu-west-1', 'us-west-2'])}.internal`,
    qid: () => `01b${c.hex(1)}${c.hex(4)}-0${c.int(100, 999)}-${c.hex(4)}-0000-${c.hex(12)}`, // snowflake-like
    bqjob: () => `bquxjob_${c.hex(8)}_${c.hex(11)}`,
    tc: () => `call_${c.b36(24)}`,
  };
  return c;
}

const clean = (o) => { for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k]; return o; };
export const span = (type, name, input, output, children = [], extra = {}) => clean({ type, name, input, output, children, error: extra.error, metadata: extra.metadata });
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const tool = (name, input, output, extra = {}) => span('tool', name, input, output, extra.children || [], extra);
export const llm = (name, input, output, extra = {}) => span('llm', name, input, output, extra.children || [], extra);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// LangChain / OpenAI chat style step: llm span that returns content + tool_calls; tool span as sibling.
export function lcStep(c, { model = 'gpt-4o-2024-08-06', sys, goal, obs, think = '', call, result, error, toolName }) {
  const id = c.tc();
  const msgs = [{ role: 'system', content: sys }, { role: 'user', content: goal }];
  if (obs !== undefined) msgs.push({ role: 'tool', content: typeof obs === 'string' ? obs.slice(0, 600) : JSON.stringify(obs).slice(0, 600) });
  const out = { role: 'assistant', content: think };
  if (call) out.tool_calls = [{ id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } }];
  const l = llm(`ChatOpenAI`, { messages: msgs }, out, { metadata: { ls_model_name: model, token_usage: { prompt_tokens: c.int(900, 9000), completion_tokens: c.int(20, 400) }, run_id: c.uuid() } });
  if (!call) return [l];
  const t = tool(toolName || call.name, call.args, error ? undefined : result, { error, metadata: { tool_call_id: id } });
  if (error && result !== undefined) t.output = result;
  return [l, t];
}
export const countSpans = (s) => 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0);
// psql-style table printer
export function psql(cols, rows) {
  const w = cols.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (vals) => ' ' + vals.map((v, i) => String(v).padEnd(w[i])).join(' | ');
  return [line(cols), w.map((x) => '-'.repeat(x + 2)).join('+').slice(0), ...rows.map(line), `(${rows.length} row${rows.length === 1 ? '' : 's'})`].join('\n');
}
// pandas-ish DataFrame repr
export function df(cols, rows, total) {
  if (!rows.length) return `Empty DataFrame\nColumns: [${cols.join(', ')}]\nIndex: []`;
  const idxw = String(rows.length - 1).length;
  const w = cols.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const out = [' '.repeat(idxw) + '  ' + cols.map((h, i) => h.padStart(w[i])).join('  ')];
  rows.forEach((r, k) => out.push(String(k).padEnd(idxw) + '  ' + r.map((v, i) => String(v).padStart(w[i])).join('  ')));
  if (total) out.push('', `[${total} rows x ${cols.length} columns]`);
  return out.join('\n');
}
// smolagents CodeAgent style (OpenInference): "Step N" chain -> llm + python_interpreter tool.
export function smolStep(c, n, { thought, code, logs = '', last, error, model = 'Qwen/Qwen2.5-Coder-32B-Instruct' }) {
  const text = `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
  const l = llm('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: `Call id: ${c.tc().slice(5, 17)}\nObservation: (step ${n})` }] }, text, { metadata: { model_id: model, input_tokens: c.int(2000, 14000), output_tokens: c.int(60, 500) } });
  const obs = error ? `Execution logs:\n${logs}` : `Execution logs:\n${logs}\nLast output from code snippet:\n${last}`;
  const t = tool('python_interpreter', { code }, obs, { error });
  return chain(`Step ${n}`, { step_number: n }, error ? { error } : obs, [l, t], { duration_s: +c.secs(1, 25), start_time: c.epoch() });
}
// OpenAI Agents SDK style: "response" llm span with function_call items, then a "function" tool span with JSON-string args.
export function oaiStep(c, { text, reasoning, call, result, error, model = 'gpt-4.1' }) {
  const out = [];
  if (reasoning) out.push({ type: 'reasoning', summary: [{ type: 'summary_text', text: reasoning }] });
  if (text) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
  const id = `call_${c.b36(24)}`;
  if (call) out.push({ type: 'function_call', name: call.name, arguments: JSON.stringify(call.args), call_id: id });
  const l = llm('response', { model, input_items: c.int(3, 40) }, out, { metadata: { response_id: `resp_${c.hex(48)}`, usage: { input_tokens: c.int(1500, 20000), output_tokens: c.int(30, 900) } } });
  if (!call) return [l];
  const t = tool(call.name, JSON.stringify(call.args), error ? (result ?? null) : result, { error, metadata: { call_id: id } });
  return [l, t];
}
