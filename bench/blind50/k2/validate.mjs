import fs from 'node:fs';
export const FAMILIES = { same_question_rephrased: true, fail_notify_retry: true, two_state_flipflop: true, hand_off_to_self: true, done_but_rechecking: true, shrinking_failure_fixes: false, dense_planning_monologue: false, supervisor_varied_subtasks: false, narrowing_delegation_chain: false, many_similar_reads: false };
function checkSpan(s, p) { const e = []; if (!s || typeof s !== 'object') return [`${p}: not object`]; if (typeof s.type !== 'string') e.push(`${p}.type`); if (typeof s.name !== 'string') e.push(`${p}.name`); if (!('input' in s)) e.push(`${p}.input`); if (!('output' in s)) e.push(`${p}.output`); if (!Array.isArray(s.children)) e.push(`${p}.children`); if ('error' in s && typeof s.error !== 'string') e.push(`${p}.error`); if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) e.push(`${p}.metadata`); (s.children || []).forEach((c, i) => e.push(...checkSpan(c, `${p}.children[${i}]`))); return e; }
const cnt = (s) => 1 + s.children.reduce((a, c) => a + cnt(c), 0);
export function validateRows(rows) {
  const errs = [], seen = new Set();
  for (const r of rows) {
    const id = r.trace_id; if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (!(r.family in FAMILIES)) errs.push(`${id}: unknown family`);
    if (!id.startsWith(r.family + '-')) errs.push(`${id}: prefix`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    if (r.loop !== FAMILIES[r.family]) errs.push(`${id}: loop label`);
    if (r.stagnation !== FAMILIES[r.family]) errs.push(`${id}: stagnation label`);
    errs.push(...checkSpan(r.root, `${id}.root`));
    const c = cnt(r.root); if (c < 5 || c > 40) errs.push(`${id}: span count ${c}`);
  }
  for (const f of Object.keys(FAMILIES)) { const k = rows.filter((r) => r.family === f).length; if (k !== 6) errs.push(`${f}: ${k} rows`); }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = fs.readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const e = validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log(`ok: ${rows.length} rows`);
}
