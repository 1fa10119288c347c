// Re-checks rows.jsonl: schema, span shape, and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  echoed_deliberation: { loop: true, stagnation: true },
  rephrased_empty_lookup: { loop: true, stagnation: 'row' },
  paging_beyond_last_page: { loop: true, stagnation: 'row' },
  unchanged_failure_across_fixes: { loop: true, stagnation: 'row' },
  noise_only_variation_repeats: { loop: true, stagnation: 'row' },
  status_poll_progresses: { loop: false, stagnation: false },
  pagination_until_exhausted: { loop: false, stagnation: false },
  transient_retry_recovers: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  search_refined_by_evidence: { loop: false, stagnation: false },
};
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function walk(s, path, errs, acc) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  acc.n++;
  acc.types[s.type] = (acc.types[s.type] || 0) + 1;
  if (s.type === 'llm') acc.llmText.push(proseOf(s.output).join(' '));
  (s.children || []).forEach((c, i) => walk(c, `${path}.${i}`, errs, acc));
}

// Collect the model's prose from an llm output, skipping tool-call requests and their arguments.
const SKIP = /^(arguments|args|tool_calls|toolCalls|ai\.response\.toolCalls|functionCall|function_call|tool_call|input|id|model|model_name|usage)$|tool_calls\.|\.function\./;
function proseOf(v, key = '') {
  if (SKIP.test(key)) return [];
  if (typeof v === 'string') { try { const j = JSON.parse(v); if (j && typeof j === 'object') return proseOf(j, key); } catch {} return v.split(/\s+/).length >= 4 ? [v] : []; }
  if (Array.isArray(v)) return v.flatMap((x) => proseOf(x, key));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => proseOf(x, k));
  return [];
}
const words = (t) => t.toLowerCase().replace(/\\n/g, ' ').match(/[a-z][a-z'-]{2,}/g) || [];
function maxPairSimilarity(texts) {
  let best = 0;
  const sets = texts.map((t) => { const w = words(t); const g = new Set(); for (let i = 0; i + 2 < w.length; i++) g.add(w.slice(i, i + 3).join(' ')); return g; });
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) {
    const a = sets[i], b = sets[j]; if (a.size < 8 || b.size < 8) continue;
    let inter = 0; for (const x of a) if (b.has(x)) inter++;
    best = Math.max(best, inter / Math.min(a.size, b.size));
  }
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  for (const row of rows) {
    const id = row.trace_id;
    for (const k of KEYS) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!KEYS.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate trace_id`); seen.add(id);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels must be boolean`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop=${row.loop} but family says ${fam.loop}`);
    if (fam.stagnation !== 'row' && row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${id}: goal too short`);
    const acc = { n: 0, types: {}, llmText: [] };
    walk(row.root, "root", errs, acc);
    if (row.root?.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    if (acc.n < 5 || acc.n > 40) errs.push(`${id}: ${acc.n} spans (want 5..40)`);
    if (!acc.types.tool) errs.push(`${id}: no tool spans`);
    const sim = maxPairSimilarity(acc.llmText);
    if (row.stagnation && sim < 0.6) errs.push(`${id}: stagnation=true but no near-verbatim llm text pair (max ${sim.toFixed(2)})`);
    if (!row.stagnation && sim >= 0.8) errs.push(`${id}: stagnation=false but llm texts nearly identical (${sim.toFixed(2)})`);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
  }
  for (const [f, n] of Object.entries(perFamily)) if (n !== 6) errs.push(`${f}: ${n} rows (want 6)`);
  return { errs, perFamily };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const { errs, perFamily } = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows`, perFamily);
}
