// Re-checks rows.jsonl: schema of every row and span, and that each row's labels match its family.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families.mjs';
import { repeatedTextWords } from './textcheck.mjs';

const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  stats.count += 1;
  stats.types[s.type] = (stats.types[s.type] || 0) + 1;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const famByName = new Map(FAMILIES.map((f) => [f.family.name, f]));
  const seen = new Set();
  const perFamily = new Map();
  rows.forEach((row, i) => {
    const where = `row ${i + 1} (${row && row.trace_id})`;
    for (const k of ROW_KEYS) if (!(k in row)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(row)) if (!ROW_KEYS.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    if (typeof row.trace_id !== 'string' || !/^[a-z0-9_]+-0[1-6]$/.test(row.trace_id)) errs.push(`${where}: bad trace_id`);
    if (seen.has(row.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(row.trace_id);
    const fam = famByName.get(row.family);
    if (!fam) { errs.push(`${where}: unknown family ${row.family}`); return; }
    if (!row.trace_id.startsWith(row.family + '-')) errs.push(`${where}: trace_id not prefixed by family`);
    if (row.loop !== fam.family.loop) errs.push(`${where}: loop=${row.loop} but family says ${fam.family.loop}`);
    if (row.stagnation !== fam.family.stagnation) errs.push(`${where}: stagnation=${row.stagnation} but family says ${fam.family.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 20) errs.push(`${where}: ${k} too short`);
    if (!row.root || row.root.type !== 'agent') errs.push(`${where}: root must be an agent span`);
    const stats = { count: 0, types: {} };
    checkSpan(row.root, `${where}.root`, errs, stats);
    if (stats.count < 5 || stats.count > 40) errs.push(`${where}: ${stats.count} spans (want 5..40)`);
    if (!stats.types.llm) errs.push(`${where}: no llm span`);
    if (!stats.types.tool) errs.push(`${where}: no tool span`);
    // stagnation label vs the model's own prose: true needs a near-verbatim repeat, false forbids one
    const rep = repeatedTextWords(row.root);
    if (row.stagnation && rep < (fam.family.minRepeatedWords || 20)) errs.push(`${where}: stagnation=true but longest near-verbatim repeated model text has ${rep} words`);
    if (!row.stagnation && rep > 0) errs.push(`${where}: stagnation=false but model text repeats near-verbatim (${rep} words)`);
    perFamily.set(row.family, (perFamily.get(row.family) || 0) + 1);
  });
  for (const f of FAMILIES) {
    const c = perFamily.get(f.family.name) || 0;
    if (c !== 6) errs.push(`family ${f.family.name}: ${c} rows (want 6)`);
    const domains = new Set(f.scenarios.map((s) => s.domain));
    if (domains.size !== f.scenarios.length) errs.push(`family ${f.family.name}: repeated domain`);
  }
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
