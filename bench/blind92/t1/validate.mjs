import fs from 'node:fs';
import { FAMILIES } from './families.mjs';
import { countSpans } from './lib.mjs';
import { fileURLToPath } from 'node:url';

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const fam = new Map(FAMILIES.map(([, n, l, st]) => [n, { loop: l, st }]));
  const seen = new Set();
  const perFam = new Map();
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: unexpected key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate trace_id`); seen.add(id);
    const f = fam.get(row.family);
    if (!f) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-\\d{2}$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (row.loop !== f.loop) errs.push(`${id}: loop=${row.loop} but family says ${f.loop}`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${id}: stagnation not boolean`);
    if (f.st === 'true' && row.stagnation !== true) errs.push(`${id}: family requires stagnation=true`);
    if (f.st === 'false' && row.stagnation !== false) errs.push(`${id}: family requires stagnation=false`);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`${id}: ${k} too short`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${id}: root span must be type agent`);
    const n = countSpans(row.root);
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
    perFam.set(row.family, (perFam.get(row.family) || 0) + 1);
  }
  for (const [, n] of FAMILIES) if (perFam.has(n) && perFam.get(n) !== 3) errs.push(`${n}: ${perFam.get(n)} rows, expected 3`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  const missing = FAMILIES.filter(([, n]) => !rows.some((r) => r.family === n)).map(([, n]) => n);
  if (missing.length) errs.push(`families missing: ${missing.join(', ')}`);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${new Set(rows.map((r) => r.family)).size} families`);
}
