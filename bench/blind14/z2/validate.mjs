// Re-checks rows.jsonl (or a given file): schema, span shape, size limits, and that each row's
// labels are consistent with its family. Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { FAMILIES } from './families.mjs';

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  if (s.type === 'tool' && s.input === null) errs.push(`${path}: tool span without input`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}

export function validateRows(rows) {
  const errs = [];
  const famByName = new Map(FAMILIES.map((f) => [f.family.name, f]));
  const seen = new Set();
  const perFamily = new Map();
  rows.forEach((r, idx) => {
    const where = `row ${idx + 1} (${r && r.trace_id})`;
    if (!r || typeof r !== 'object') { errs.push(`${where}: not an object`); return; }
    for (const k of ROW_KEYS) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!ROW_KEYS.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(r.trace_id);
    const f = famByName.get(r.family);
    if (!f) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${where}: loop/stagnation must be booleans`);
    if (r.loop !== f.family.loop) errs.push(`${where}: loop=${r.loop} but family ${r.family} is loop=${f.family.loop}`);
    const spec = f.rows.find((s) => `${r.family}-${s.n}` === r.trace_id);
    if (!spec) errs.push(`${where}: no scenario spec for this trace_id`);
    else {
      if (spec.stagnation !== r.stagnation) errs.push(`${where}: stagnation differs from scenario spec`);
      if (spec.goal !== r.goal) errs.push(`${where}: goal differs from scenario spec`);
      if (spec.isolates !== r.isolates) errs.push(`${where}: isolates differs from scenario spec`);
    }
    if (typeof r.isolates !== 'string' || r.isolates.length < 30) errs.push(`${where}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${where}: goal too short`);
    const counter = { n: 0 };
    checkSpan(r.root, `${where}.root`, errs, counter);
    if (r.root && r.root.type !== 'agent') errs.push(`${where}: root span must be of type agent`);
    if (counter.n < 5 || counter.n > 40) errs.push(`${where}: ${counter.n} spans (must be 5..40)`);
    const hasLlm = JSON.stringify(r.root).includes('"type":"llm"');
    if (!hasLlm) errs.push(`${where}: no llm span`);
    if (!perFamily.has(r.family)) perFamily.set(r.family, []);
    perFamily.get(r.family).push(r);
  });
  for (const f of FAMILIES) {
    const got = perFamily.get(f.family.name) || [];
    if (got.length !== 6) errs.push(`family ${f.family.name}: ${got.length} rows (need 6)`);
    const domains = f.rows.map((s) => s.domain);
    if (new Set(domains).size !== domains.length) errs.push(`family ${f.family.name}: domains not distinct`);
    if (f.family.loop === false && got.some((r) => r.loop)) errs.push(`family ${f.family.name}: healthy family has loop row`);
  }
  return errs;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAIL: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows in ${file} validated`);
}
