import fs from 'node:fs';
import { words } from './lib.mjs';
export const FAMILY_RULES = {
  long_step_echo: { loop: true, stag: true }, reworded_empty_queries: { loop: true }, paging_past_end: { loop: true },
  same_failure_after_fixes: { loop: true }, volatile_only_differences: { loop: true },
  polling_until_done: { loop: false, stag: false }, pagination_new_items: { loop: false, stag: false }, backoff_then_success: { loop: false, stag: false },
  batch_distinct_items: { loop: false, stag: false }, refined_search_success: { loop: false, stag: false },
};
const flat = (s, out = []) => { out.push(s); (s.children || []).forEach((c) => flat(c, out)); return out; };
const llmText = (o) => { const t = []; const walk = (x, k) => { if (typeof x === 'string') { if (['text', 'content', 'output_text'].includes(k) || k === undefined) t.push(x); } else if (Array.isArray(x)) x.forEach((y) => walk(y, k)); else if (x && typeof x === 'object') for (const [kk, v] of Object.entries(x)) if (!['tool_calls', 'toolCalls', 'arguments', 'args', 'functionCall', 'function_call', 'input'].includes(kk)) walk(v, kk); }; walk(o); return t.join(' '); };
const jacc = (a, b) => { const A = new Set(a), B = new Set(b); let i = 0; A.forEach((x) => B.has(x) && i++); return i / (A.size + B.size - i || 1); };
export function repeatedText(root) { const ts = flat(root).filter((s) => s.type === 'llm').map((s) => words(llmText(s.output))).filter((w) => w.length >= 12); for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) if (jacc(ts[i], ts[j]) >= 0.85) return true; return false; }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(`${path}: type/name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = [], ids = new Set(), domains = new Set();
  for (const r of rows) {
    const p = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${p}: ${k}`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${p}: labels`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate id`); ids.add(r.trace_id);
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: id format`);
    const rule = FAMILY_RULES[r.family]; if (!rule) { errs.push(`${p}: unknown family`); continue; }
    if (r.loop !== rule.loop) errs.push(`${p}: loop label inconsistent with family`);
    if (rule.stag !== undefined && r.stagnation !== rule.stag) errs.push(`${p}: stagnation label inconsistent with family`);
    if (r.root?.type !== 'agent') errs.push(`${p}: root not agent`);
    checkSpan(r.root, 'root', errs);
    const n = flat(r.root).length; if (n < 5 || n > 40) errs.push(`${p}: ${n} spans (want 5-40)`);
    if (repeatedText(r.root) !== r.stagnation) errs.push(`${p}: stagnation=${r.stagnation} but repeated-text check says ${!r.stagnation}`);
    const tools = flat(r.root).filter((s) => s.type === 'tool');
    if (r.family === 'same_failure_after_fixes' && tools.filter((t) => t.error).length < 3) errs.push(`${p}: need 3+ failing checks`);
    if (['reworded_empty_queries', 'volatile_only_differences'].includes(r.family) && tools.length < 4) errs.push(`${p}: need 4+ tool calls`);
    if (r.family === 'backoff_then_success' && !tools.some((t) => t.error)) errs.push(`${p}: no transient failure`);
    if (!r.loop && r.root.output == null) errs.push(`${p}: healthy row must finish with an output`);
    if (r.metadata_domain) { if (domains.has(r.metadata_domain)) errs.push(`${p}: domain reused`); domains.add(r.metadata_domain); }
  }
  return errs;
}
if (process.argv[1] && process.argv[1].endsWith('validate.mjs')) {
  const f = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = fs.readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`${rows.length} rows valid`);
}
