import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = { restated_long_step: [true, true], reworded_empty_queries: [true, false], paging_past_end: [true, false], same_failure_after_fixes: [true, false], same_result_volatile: [true, false], poll_until_done: [false, false], pagination_new_items: [false, false], backoff_then_success: [false, false], batch_distinct_items: [false, false], refined_search: [false, false] };
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not object`);
  if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(`${path}: type/name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
function llmTexts(s, out = []) {
  if (s.type === 'llm') { const t = JSON.stringify(s.output).match(/"(?:text|content|ai\.response\.text)":"((?:[^"\\]|\\.){60,})"/g); if (t) out.push(...t.map((x) => x.toLowerCase())); }
  (s.children || []).forEach((c) => llmTexts(c, out)); return out;
}
const words = (t) => new Set(t.match(/[a-z0-9.]+/g) || []);
function maxSim(texts) { let m = 0; for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) { const a = words(texts[i]), b = words(texts[j]); if (a.size < 25) continue; const inter = [...a].filter((x) => b.has(x)).length; m = Math.max(m, inter / (a.size + b.size - inter)); } return m; }
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const f = FAMILIES[r.family]; if (!f) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad id`);
    if (r.loop !== f[0] || r.stagnation !== f[1]) errs.push(`${id}: labels inconsistent with family`);
    checkSpan(r.root, id, errs);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(`${id}: ${n} spans`);
    const sim = maxSim(llmTexts(r.root));
    if (f[1] && sim < 0.85) errs.push(`${id}: stagnation row without near-verbatim repeat (${sim.toFixed(2)})`);
    if (!f[1] && sim >= 0.85) errs.push(`${id}: non-stagnation row has near-verbatim long repeat (${sim.toFixed(2)})`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`${f}: ${perFam[f] || 0} rows`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
