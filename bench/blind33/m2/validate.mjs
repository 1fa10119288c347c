// Re-checks rows.jsonl: schema, span shape, 5-40 spans, and labels consistent with each family.
import { readFileSync } from 'node:fs';
import { pathToFileURL, fileURLToPath } from 'node:url';
import path from 'node:path';
import { countSpans } from './lib.mjs';

export const FAMILIES = {
  reasked_user_question: { loop: true, stagnation: true },
  same_failure_same_notice: { loop: true, stagnation: true },
  two_state_flipflop: { loop: true, stagnation: false },
  delegation_without_work: { loop: true, stagnation: true },
  post_success_rechecking: { loop: true, stagnation: true },
  status_polling_until_done: { loop: false, stagnation: false },
  paged_listing_to_end: { loop: false, stagnation: false },
  transient_retry_recovered: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  refined_search_found: { loop: false, stagnation: false },
};

function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${where}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.children[${i}]`, errs));
}

function llmTexts(s, out = []) {
  if (s.type === 'llm' || s.type === 'generation') out.push(JSON.stringify(s.output));
  for (const c of s.children || []) llmTexts(c, out);
  return out;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((row, i) => {
    const w = `row ${i + 1} (${row && row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${w}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${w}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${w}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${w}: trace_id must be <family>-01..06`);
    if (ids.has(row.trace_id)) errs.push(`${w}: duplicate trace_id`);
    ids.add(row.trace_id);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (row.loop !== fam.loop) errs.push(`${w}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${w}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${w}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${w}: goal must be a string`);
    checkSpan(row.root, `${w}.root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${w}: root span must be type agent`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${w}: ${n} spans (must be 5-40)`);
    const t = llmTexts(row.root);
    if (t.length === 0 && row.stagnation) errs.push(`${w}: stagnation=true but no llm output`);
    const js = JSON.stringify(row);
    if (/Math\.random|NaN/.test(js)) errs.push(`${w}: suspicious content`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (need 6)`);
  return errs;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const file = process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows in ${file}`);
}
