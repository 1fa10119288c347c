// Re-checks rows.jsonl: schema, span shape, and that every row's labels match its family.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(pathToFileURL(join(here, f)).href);
    if (!f.includes(m.FAMILY)) throw new Error(`${f}: file name does not match FAMILY ${m.FAMILY}`);
    fams.push({ file: f, FAMILY: m.FAMILY, LOOP: m.LOOP, STAGNATION: m.STAGNATION, ISOLATES: m.ISOLATES, scenarios: m.scenarios });
  }
  return fams;
}

function checkSpan(s, path, errs, stats) {
  stats.n++;
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
  stats.types[s.type] = (stats.types[s.type] || 0) + 1;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows, fams) {
  const errs = [];
  const famMap = Object.fromEntries(fams.map((f) => [f.FAMILY, f]));
  const seen = new Set();
  const perFam = {};
  rows.forEach((row, i) => {
    const at = `row ${i + 1} (${row && row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const f = famMap[row.family];
    if (!f) { errs.push(`${at}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (row.loop !== f.LOOP) errs.push(`${at}: loop=${row.loop} but family says ${f.LOOP}`);
    if (row.stagnation !== f.STAGNATION) errs.push(`${at}: stagnation=${row.stagnation} but family says ${f.STAGNATION}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${at}: goal must be a sentence`);
    if (!row.root || row.root.type !== 'agent') errs.push(`${at}: root span must have type "agent"`);
    const stats = { n: 0, types: {} };
    checkSpan(row.root, `${at} root`, errs, stats);
    if (stats.n < 5 || stats.n > 40) errs.push(`${at}: ${stats.n} spans (want 5..40)`);
    if (!stats.types.llm) errs.push(`${at}: no llm span`);
    if (!stats.types.tool && !stats.types.retriever) errs.push(`${at}: no tool/retriever span`);
    row.__spans = stats.n;
  });
  for (const f of fams) if (perFam[f.FAMILY] !== 6) errs.push(`family ${f.FAMILY}: ${perFam[f.FAMILY] || 0} rows (want 6)`);
  const spans = rows.map((r) => r.__spans);
  rows.forEach((r) => delete r.__spans);
  return { errs, spans };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const fams = await loadFamilies();
  const { errs, spans } = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families, spans per row ${Math.min(...spans)}-${Math.max(...spans)}`);
}
