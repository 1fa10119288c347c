import { readFileSync, readdirSync } from 'node:fs';
import { countSpans } from './lib.mjs';
const TYPES_OK = (t) => typeof t === 'string' && t.length > 0;
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (!TYPES_OK(s.type)) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export async function familyTable(dir = '.') {
  const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = {};
  for (const f of files) { const m = await import(new URL(f, import.meta.url)); fams[m.family] = { loop: m.loop, file: f, n: m.scenarios.length }; }
  return fams;
}
export async function validateRows(rows) {
  const fams = await familyTable(); const errs = []; const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: missing ${k}`);
    for (const k of ['loop', 'stagnation']) if (typeof r[k] !== 'boolean') errs.push(`${id}: ${k} not boolean`);
    if (!new RegExp(`^${r.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id does not match family`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = fams[r.family];
    if (!fam) errs.push(`${id}: unknown family`);
    else {
      if (r.loop !== fam.loop) errs.push(`${id}: loop=${r.loop} but family loop=${fam.loop}`);
      if (r.family === 'repeated_long_reasoning' && !r.stagnation) errs.push(`${id}: verbatim-repeat family must have stagnation`);
    }
    if (!r.root || r.root.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    checkSpan(r.root, 'root', errs);
    const n = countSpans(r.root); if (n < 15 || n > 90) errs.push(`${id}: ${n} spans (need 15..90)`);
    if (/Math\.random/.test(JSON.stringify(r))) errs.push(`${id}: ???`);
  }
  for (const [name, f] of Object.entries(fams)) for (let i = 1; i <= f.n; i++) if (!seen.has(`${name}-0${i}`)) errs.push(`missing row ${name}-0${i}`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows; spans per row ${Math.min(...rows.map((r) => countSpans(r.root)))}..${Math.max(...rows.map((r) => countSpans(r.root)))}`);
}
