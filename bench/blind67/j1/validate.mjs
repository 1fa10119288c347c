// Re-checks rows.jsonl: schema, span shape, counts, labels consistent with each family.
import { readFileSync } from 'node:fs';
export const FAMILY_LABELS = {
  'echoed-long-step': { loop: true, stagnation: true },
  'rephrased-empty-lookups': { loop: true, stagnation: false },
  'paging-beyond-end': { loop: true, stagnation: false },
  'fixes-same-failure': { loop: true, stagnation: false },
  'volatile-identical-results': { loop: true, stagnation: false },
  'poll-until-done': { loop: false, stagnation: false },
  'paging-new-items': { loop: false, stagnation: false },
  'retry-then-success': { loop: false, stagnation: false },
  'batch-distinct-items': { loop: false, stagnation: false },
  'refined-search-hit': { loop: false, stagnation: false },
};
function checkSpan(s, path, errs, cnt) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  cnt.n++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type','name','input','output','children','error','metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, cnt));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r.trace_id})`;
    const keys = ['trace_id','family','isolates','loop','stagnation','goal','root'];
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: unknown key ${k}`);
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    if (ids.has(r.trace_id)) errs.push(`${at}: duplicate id`); ids.add(r.trace_id);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) errs.push(`${at}: unknown family`);
    else {
      if (r.loop !== lab.loop) errs.push(`${at}: loop label inconsistent`);
      if (r.stagnation !== lab.stagnation) errs.push(`${at}: stagnation label inconsistent`);
    }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-0N`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 15) errs.push(`${at}: goal too short`);
    const cnt = { n: 0 }; checkSpan(r.root, `${at}.root`, errs, cnt);
    if (r.root && r.root.type !== 'agent') errs.push(`${at}: root must be agent span`);
    if (cnt.n < 5 || cnt.n > 40) errs.push(`${at}: ${cnt.n} spans (want 5..40)`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    const txt = JSON.stringify(r); if (/Math\.random|undefined|NaN/.test(txt)) errs.push(`${at}: suspicious text (undefined/NaN)`);
  });
  for (const [f, n] of Object.entries(perFam)) if (n !== 6) errs.push(`family ${f}: ${n} rows (want 6)`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${new Set(rows.map((r) => r.family)).size} families`);
}
