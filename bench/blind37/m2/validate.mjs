// Re-checks rows.jsonl: schema, span tree, sizes, and that each row's labels match its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_FILES = [
  'f1_clarify_again.mjs', 'f2_retry_and_apologise.mjs', 'f3_toggle_between_two.mjs', 'f4_self_handoff_chain.mjs', 'f5_past_the_finish.mjs',
  'f6_poll_until_done.mjs', 'f7_page_through_cursor.mjs', 'f8_transient_then_ok.mjs', 'f9_per_item_batch.mjs', 'f10_narrowed_search.mjs',
];
// Expected labels per family (kept here independently of the family files, so the check is not circular).
export const EXPECTED = {
  clarify_again: { loop: true, stagnation: true },
  retry_and_apologise: { loop: true, stagnation: true },
  toggle_between_two: { loop: true, stagnation: false },
  self_handoff_chain: { loop: true, stagnation: true },
  past_the_finish: { loop: true, stagnation: true },
  poll_until_done: { loop: false, stagnation: false },
  page_through_cursor: { loop: false, stagnation: false },
  transient_then_ok: { loop: false, stagnation: false },
  per_item_batch: { loop: false, stagnation: false },
  narrowed_search: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs, stats, depth) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  stats.count++; stats.types[s.type] = (stats.types[s.type] || 0) + 1; stats.depth = Math.max(stats.depth, depth);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats, depth + 1));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, i) => {
    const at = `row ${i + 1} (${row?.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const exp = EXPECTED[row.family];
    if (!exp) { errs.push(`${at}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    if (row.loop !== exp.loop) errs.push(`${at}: loop=${row.loop} but family expects ${exp.loop}`);
    if (row.stagnation !== exp.stagnation) errs.push(`${at}: stagnation=${row.stagnation} but family expects ${exp.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 30) errs.push(`${at}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${at}: goal must be a task description`);
    const stats = { count: 0, types: {}, depth: 0 };
    checkSpan(row.root, `${at} root`, errs, stats, 0);
    if (row.root?.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    if (stats.count < 5 || stats.count > 40) errs.push(`${at}: ${stats.count} spans, expected 5..40`);
    if (!stats.types.tool) errs.push(`${at}: no tool spans`);
    if (!stats.types.llm) errs.push(`${at}: no llm spans`);
    if (row.family === 'self_handoff_chain' && stats.depth < 4) errs.push(`${at}: delegation must nest at least 3 levels (depth ${stats.depth})`);
    const txt = JSON.stringify(row);
    if (/Math\.random|\bundefined\b|NaN|\[object Object\]/.test(txt)) errs.push(`${at}: suspicious value in row text`);
  });
  for (const f of Object.keys(EXPECTED)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows, expected 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  // Source hygiene: no nondeterminism in generators.
  for (const f of ['lib.mjs', 'generate.mjs', ...FAMILY_FILES]) {
    const src = readFileSync(new URL('./' + f, import.meta.url), 'utf8');
    if (/Math\.random\(|Date\.now\(|new Date\(\)|performance\.now\(/.test(src)) errs.push(`${f}: uses a nondeterministic source`);
  }
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
