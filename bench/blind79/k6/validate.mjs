// Re-checks rows.jsonl: schema of every span, and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LABELS = {
  'restated-long-thought': { loop: true, stagnation: 'always' },
  'reworded-empty-search': { loop: true, stagnation: 'any' },
  'paging-beyond-last-page': { loop: true, stagnation: 'any' },
  'same-failure-after-fixes': { loop: true, stagnation: 'any' },
  'volatile-only-differences': { loop: true, stagnation: 'any' },
  'poll-until-state-changes': { loop: false, stagnation: 'never' },
  'pagination-to-exhaustion': { loop: false, stagnation: 'never' },
  'backoff-then-success': { loop: false, stagnation: 'never' },
  'batch-over-distinct-items': { loop: false, stagnation: 'never' },
  'refined-search-succeeds': { loop: false, stagnation: 'never' },
};
function checkSpan(s, path, errs, count) {
  count.n++;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, count));
}
export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFamily = {};
  rows.forEach((row, i) => {
    const where = `row ${i + 1} (${row.trace_id})`;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`${where}: missing ${k}`);
    const keys = Object.keys(row); if (keys.length !== 7) errs.push(`${where}: extra keys ${keys}`);
    if (ids.has(row.trace_id)) errs.push(`${where}: duplicate trace_id`); ids.add(row.trace_id);
    const fam = FAMILY_LABELS[row.family];
    if (!fam) { errs.push(`${where}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${where}: trace_id must be <family>-0N`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${where}: labels must be booleans`);
    if (row.loop !== fam.loop) errs.push(`${where}: loop label ${row.loop} inconsistent with family`);
    if (fam.stagnation === 'always' && row.stagnation !== true) errs.push(`${where}: stagnation must be true`);
    if (fam.stagnation === 'never' && row.stagnation !== false) errs.push(`${where}: healthy row cannot be stagnation`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${where}: goal too short`);
    const count = { n: 0 };
    checkSpan(row.root, `${where}.root`, errs, count);
    if (row.root && row.root.type !== 'agent') errs.push(`${where}: root must be agent`);
    if (count.n < 5 || count.n > 40) errs.push(`${where}: ${count.n} spans (need 5-40)`);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
  });
  for (const [f, c] of Object.entries(perFamily)) if (c !== 6) errs.push(`family ${f}: ${c} rows (need 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
