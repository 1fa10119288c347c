// Re-check rows.jsonl (or a path given as argv[2]): schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './lib.mjs';

const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function textOf(v, out = []) {
  if (typeof v === 'string') { if (v.trim()) out.push(v); return out; }
  if (Array.isArray(v)) { v.forEach((x) => textOf(x, out)); return out; }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (!['id', 'type', 'role', 'name', 'model', 'modelVersion', 'finish_reason', 'finishReason', 'stop_reason', 'status', 'response_id', 'responseId', 'call_id', 'tool_call_id', 'object'].includes(k)) textOf(x, out);
    }
  }
  return out;
}

function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  stats.count++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  if (s.type === 'llm') { stats.llm++; if (textOf(s.output).length) stats.llmText++; }
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const where = `row ${i + 1} (${r && r.trace_id})`;
    const keys = Object.keys(r || {});
    if (keys.length !== KEYS.length || !KEYS.every((k) => keys.includes(k))) errs.push(`${where}: keys must be exactly ${KEYS.join(',')}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${where}: ${k} must be a sentence`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${where}: loop/stagnation must be booleans`);
    if (r.loop !== fam.loop) errs.push(`${where}: loop=${r.loop} but family ${r.family} requires ${fam.loop}`);
    if (!fam.stagnation.includes(r.stagnation)) errs.push(`${where}: stagnation=${r.stagnation} not allowed for family ${r.family}`);
    const stats = { count: 0, llm: 0, llmText: 0, tool: 0 };
    checkSpan(r.root, `${where} root`, errs, stats);
    if (r.root && r.root.type !== 'agent') errs.push(`${where}: root span must be of type agent`);
    if (stats.count < 5 || stats.count > 40) errs.push(`${where}: ${stats.count} spans (must be 5..40)`);
    if (r.stagnation && stats.llmText < 2) errs.push(`${where}: stagnation=true needs at least two llm spans with model text`);
    if (stats.tool + stats.llm === 0) errs.push(`${where}: no llm or tool spans`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (need 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
