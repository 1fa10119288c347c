// Re-checks rows.jsonl: schema, labels consistent with family, 15..120 spans per row.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
const here = dirname(fileURLToPath(import.meta.url));
export async function familyMap() {
  const m = {};
  for (const f of readdirSync(here).filter(f => /^f\d+_.*\.mjs$/.test(f))) { const mod = await import(pathToFileURL(join(here, f))); m[mod.family] = mod; }
  return m;
}
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children not array`); return 1; }
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  return 1 + s.children.reduce((a, c, i) => a + checkSpan(c, `${path}.${i}`, errs), 0);
}
export async function validateLines(lines) {
  const fams = await familyMap(); const errs = []; const seen = new Set(); const perFam = {};
  lines.forEach((line, i) => {
    let r; try { r = JSON.parse(line); } catch (e) { errs.push(`line ${i + 1}: bad JSON`); return; }
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k} missing`);
    for (const k of ['loop', 'stagnation']) if (typeof r[k] !== 'boolean') errs.push(`${id}: ${k} not boolean`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (!new RegExp(`^${r.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id not <family>-NN`);
    const fm = fams[r.family];
    if (!fm) errs.push(`${id}: unknown family ${r.family}`);
    else {
      if (r.loop !== fm.loop) errs.push(`${id}: loop label ${r.loop} != family ${fm.loop}`);
      if (fm.stagnationAlways !== undefined && r.stagnation !== fm.stagnationAlways) errs.push(`${id}: stagnation must be ${fm.stagnationAlways} in this family`);
    }
    if (r.root?.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    const n = checkSpan(r.root, 'root', errs);
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    r._n = n;
  });
  for (const [f, c] of Object.entries(perFam)) if (c !== 3) errs.push(`${f}: ${c} rows (expected 3)`);
  return { errs, count: lines.length, perFam };
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const { errs, count } = await validateLines(lines);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`${file}: ${count} rows OK`);
}
