import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILIES = { restated_long_step: [true, true], reworded_empty_searches: [true, false], paging_past_end: [true, false], same_failure_after_fixes: [true, false], volatile_only_changes: [true, true], shrinking_failures: [false, false], progressive_planning: [false, false], supervisor_distinct_subtasks: [false, false], deep_delegation_chain: [false, false], many_similar_records: [false, false] };
function checkSpan(s, p, e) {
  if (!s || typeof s !== 'object') return e.push(`${p}: not an object`);
  if (typeof s.type !== 'string' || typeof s.name !== 'string') e.push(`${p}: type/name`);
  if (!('input' in s) || !('output' in s)) e.push(`${p}: input/output missing`);
  if (!Array.isArray(s.children)) return e.push(`${p}: children`);
  if ('error' in s && typeof s.error !== 'string') e.push(`${p}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null)) e.push(`${p}: metadata`);
  s.children.forEach((c, i) => checkSpan(c, `${p}.${i}`, e));
}
const count = (s) => 1 + s.children.reduce((a, c) => a + count(c), 0);
export function validateRows(rows) {
  const e = []; const ids = new Set(); const per = {};
  for (const r of rows) {
    const t = r.trace_id;
    if (ids.has(t)) e.push(`${t}: duplicate`); ids.add(t);
    const f = FAMILIES[r.family];
    if (!f) { e.push(`${t}: unknown family`); continue; }
    if (!t.startsWith(r.family + '-')) e.push(`${t}: prefix`);
    if (r.loop !== f[0] || r.stagnation !== f[1]) e.push(`${t}: labels inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) e.push(`${t}: ${k}`);
    if (r.root?.type !== 'agent' && r.root?.type !== 'chain') e.push(`${t}: root type`);
    checkSpan(r.root, t, e);
    const n = count(r.root); if (n < 5 || n > 45) e.push(`${t}: ${n} spans`);
    per[r.family] = (per[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (per[f] !== 6) e.push(`${f}: ${per[f] || 0} rows`);
  return e;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const e = validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log(`ok: ${rows.length} rows`);
}
