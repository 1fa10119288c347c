// Re-checks rows.jsonl: schema + labels consistent with each family's declared labels.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILY_FILES = [
  'f1_reworded_question_loop.mjs', 'f2_repeated_failure_notice.mjs', 'f3_two_state_flipflop.mjs',
  'f4_self_delegation_regress.mjs', 'f5_post_success_rechecking.mjs', 'f6_converging_fix_cycle.mjs',
  'f7_dense_planning_monologue.mjs', 'f8_supervisor_distinct_subtasks.mjs', 'f9_narrowing_delegation_chain.mjs',
  'f10_similar_records_sweep.mjs',
];

export async function loadFamilies(dir) {
  const fams = [];
  for (const f of FAMILY_FILES) {
    try { fams.push({ file: f, ...(await import(pathToFileURL(dir + '/' + f).href)) }); }
    catch (e) { if (e.code === 'ERR_MODULE_NOT_FOUND') continue; throw e; }
  }
  return fams;
}

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const key of Object.keys(s)) if (!allowed.has(key)) errs.push(`${path}: unexpected key ${key}`);
  (Array.isArray(s.children) ? s.children : []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}

export function validateRows(rows, fams) {
  const errs = [];
  const byFam = new Map(fams.map((f) => [f.FAMILY, f]));
  const seen = new Set();
  const perFam = new Map();
  rows.forEach((r, i) => {
    const where = `row ${i} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const key of keys) if (!(key in r)) errs.push(`${where}: missing ${key}`);
    for (const key of Object.keys(r)) if (!keys.includes(key)) errs.push(`${where}: extra key ${key}`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    const f = byFam.get(r.family);
    if (!f) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (r.loop !== f.LOOP) errs.push(`${where}: loop ${r.loop} != family ${f.LOOP}`);
    if (r.stagnation !== f.STAGNATION) errs.push(`${where}: stagnation ${r.stagnation} != family ${f.STAGNATION}`);
    if (!f.LOOP && r.stagnation) errs.push(`${where}: healthy row flagged stagnation`);
    for (const key of ['isolates', 'goal']) if (typeof r[key] !== 'string' || r[key].length < 20) errs.push(`${where}: ${key} too short`);
    if (r.root && r.root.type !== 'agent') errs.push(`${where}: root span should be an agent span (type=agent), got ${r.root.type}`);
    const counter = { n: 0 };
    checkSpan(r.root, `${where} root`, errs, counter);
    if (counter.n < 5 || counter.n > 40) errs.push(`${where}: ${counter.n} spans, want 5..40`);
    perFam.set(r.family, (perFam.get(r.family) || 0) + 1);
  });
  for (const f of fams) if (perFam.get(f.FAMILY) !== 6) errs.push(`family ${f.FAMILY}: ${perFam.get(f.FAMILY) || 0} rows, want 6`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
  const file = process.argv[2] || dir + '/rows.jsonl';
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const fams = await loadFamilies(dir);
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families valid`);
}
