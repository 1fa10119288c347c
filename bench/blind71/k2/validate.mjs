// Re-checks rows.jsonl: schema + labels consistent with each row's family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LABELS = {
  restated_long_step: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true, stagnation: false },
  paging_past_the_end: { loop: true, stagnation: false },
  same_failure_after_each_fix: { loop: true, stagnation: false },
  same_answer_fresh_noise: { loop: true, stagnation: false },
  status_poll_progresses: { loop: false, stagnation: false },
  pages_until_exhausted: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  per_item_batch_acks: { loop: false, stagnation: false },
  refined_query_finds: { loop: false, stagnation: false },
};
function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: extra key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}
function collect(s, f, acc = []) { if (f(s)) acc.push(s); (s.children || []).forEach((c) => collect(c, f, acc)); return acc; }
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    const keys = Object.keys(row).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const lab = FAMILY_LABELS[row.family];
    if (!lab) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (row.loop !== lab.loop) errs.push(`${id}: loop label ${row.loop} inconsistent with family`);
    if (row.stagnation !== lab.stagnation) errs.push(`${id}: stagnation label ${row.stagnation} inconsistent with family`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal`);
    if (row.root?.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const counter = { n: 0 }; checkSpan(row.root, 'root', errs, counter);
    if (counter.n < 5 || counter.n > 40) errs.push(`${id}: ${counter.n} spans (want 5..40)`);
    if (!collect(row.root, (s) => s.type === 'llm').length) errs.push(`${id}: no llm span`);
    if (!collect(row.root, (s) => s.type === 'tool').length) errs.push(`${id}: no tool span`);
    if (JSON.stringify(row).includes('"undefined"')) errs.push(`${id}: literal undefined`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  return { errs, perFam };
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const { errs, perFam } = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`, perFam);
}
