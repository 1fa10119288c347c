import { readFileSync } from 'node:fs';
import { jaccard } from './lib.mjs';
const FAM = { reasked_settled_question: [true, true], repeated_failure_notice: [true, true], two_state_oscillation: [true, true], delegation_without_work: [true, true], continuing_after_success: [true, true], status_polling_until_done: [false, false], pagination_to_end: [false, false], backoff_then_success: [false, false], batch_distinct_items: [false, false], refined_search: [false, false] };
function llmTexts(s, acc = []) {
  if (s.type === 'llm') { const o = s.output; const t = typeof o === 'string' ? o : o?.content && typeof o.content === 'string' ? o.content : o?.text ?? (Array.isArray(o?.content) ? o.content.filter((c) => c.type === 'text').map((c) => c.text).join(' ') : o?.candidates?.[0]?.content?.parts?.filter((p) => p.text).map((p) => p.text).join(' ') ?? o?.output?.filter((x) => x.type === 'message').map((x) => x.content[0].text).join(' ') ?? ''); if (t) acc.push(t); }
  (s.children || []).forEach((c) => llmTexts(c, acc)); return acc;
}
function checkSpan(s, p, errs, n) {
  if (!s || typeof s !== 'object') return errs.push(`${p}: not an object`), 0;
  if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(`${p}: type/name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${p}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${p}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${p}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${p}: metadata`);
  let c = 1; (s.children || []).forEach((k, i) => { c += checkSpan(k, `${p}.${i}`, errs); }); return c;
}
export async function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    if (!id.startsWith(r.family + '-')) errs.push(`${id}: prefix`);
    if (!(r.family in FAM)) { errs.push(`${id}: unknown family`); continue; }
    const [lp, st] = FAM[r.family];
    if (r.loop !== lp || r.stagnation !== st) errs.push(`${id}: labels inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    const n = checkSpan(r.root, id, errs);
    if (r.root?.type !== 'agent' && r.root?.type !== 'chain') errs.push(`${id}: root type`);
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n}`);
    if (r.stagnation) { const t = llmTexts(r.root); let hit = false; for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (jaccard(t[i], t[j]) >= 0.6) hit = true; if (!hit) errs.push(`${id}: stagnation=true but no near-duplicate model text`); }
  }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const e = await validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log(`ok: ${rows.length} rows valid`);
}
