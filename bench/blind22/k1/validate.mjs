// Re-checks an existing rows.jsonl: schema, span shape, and labels consistent with family.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILIES = {
  echoed_long_thought: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  cursor_past_last_page: { loop: true, stagnation: false },
  fix_retest_same_failure: { loop: true, stagnation: false },
  same_answer_new_noise: { loop: true, stagnation: false },
  status_poll_progresses: { loop: false, stagnation: false },
  pages_until_exhausted: { loop: false, stagnation: false },
  transient_retry_recovers: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_query_finds: { loop: false, stagnation: false },
};

function walk(s, path, errs, acc) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: missing type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: missing name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  acc.count++;
  acc.types[s.type] = (acc.types[s.type] || 0) + 1;
  if (s.type === 'llm') acc.llmOut.push(s.output);
  if (s.type === 'tool' && s.error) acc.failed++;
  (s.children || []).forEach((c, i) => walk(c, `${path}.children[${i}]`, errs, acc));
}

const words = (x) => (JSON.stringify(x).toLowerCase().match(/[a-z][a-z0-9']{2,}/g) || []);

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (r.loop !== fam.loop) errs.push(`${id}: loop ${r.loop} inconsistent with family`);
    if (r.stagnation !== fam.stagnation) errs.push(`${id}: stagnation ${r.stagnation} inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 15) errs.push(`${id}: ${k} too short`);
    if (!r.root || r.root.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const acc = { count: 0, types: {}, llmOut: [], failed: 0 };
    walk(r.root, 'root', errs, acc);
    if (acc.count < 5 || acc.count > 40) errs.push(`${id}: ${acc.count} spans (want 5..40)`);
    if (!acc.types.tool) errs.push(`${id}: no tool spans`);
    // family-specific sanity checks on my own data
    if (r.family === 'echoed_long_thought' && !acc.llmOut.length) errs.push(`${id}: needs model text`);
    if (r.family === 'transient_retry_recovers' && (acc.failed < 1 || acc.failed > 3)) errs.push(`${id}: wants 1-3 failed tool spans, has ${acc.failed}`);
    if (r.family === 'fix_retest_same_failure' && acc.count < 8) errs.push(`${id}: too short for 3 fixes`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`${f}: ${perFam[f] || 0} rows, want 6`);
  return errs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: bad JSON`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`${rows.length} rows ok (${Object.keys(FAMILIES).length} families known)`);
}
