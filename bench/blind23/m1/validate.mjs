// Re-checks rows.jsonl: schema, labels consistent with family, structural self-checks.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { walk, countSpans } from './lib.mjs';

export const FAMILY_FILES = [
  'f1_repeated_long_reasoning.mjs', 'f2_reworded_empty_searches.mjs', 'f3_paging_beyond_last_page.mjs',
  'f4_same_failure_after_each_fix.mjs', 'f5_volatile_only_status_polls.mjs', 'f6_shrinking_failure_fix_cycle.mjs',
  'f7_progressing_planning_monologue.mjs', 'f8_supervisor_varied_subtasks.mjs', 'f9_nested_narrowing_delegation.mjs',
  'f10_many_distinct_record_reads.mjs',
];

export async function loadFamilies() {
  const out = [];
  for (const f of FAMILY_FILES) out.push(await import(new URL('./' + f, import.meta.url)));
  return out;
}

const TEXT_KEYS = new Set(['content', 'text', 'thinking', 'reasoning', 'thought', 'output_text', 'gen_ai.completion.0.content']);
const SKIP_KEYS = new Set(['arguments', 'input', 'args', 'tool_calls', 'toolCall', 'function', 'signature']);
export function modelTexts(s) {
  const out = [];
  const rec = (v, key) => {
    if (v == null) return;
    if (typeof v === 'string') { if (key === null || TEXT_KEYS.has(key)) out.push(v); return; }
    if (Array.isArray(v)) { v.forEach((x) => rec(x, key === null ? null : key)); return; }
    if (typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!SKIP_KEYS.has(k)) rec(x, k); }
  };
  rec(s.output, null);
  return [...new Set(out.filter((t) => t.trim().length > 0))];
}
const STOP = new Set('the a an and or of to in on for is are was be it this that with as at by from so i we but not no if then'.split(' '));
export const contentWords = (t) => (t.toLowerCase().match(/[a-z0-9][a-z0-9'.-]*/g) || []).filter((w) => !STOP.has(w));
export function jaccard(a, b) {
  const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}
function llmTexts(root) {
  const texts = [];
  walk(root, (s) => { if (s.type === 'llm') for (const t of modelTexts(s)) texts.push(t); });
  return texts;
}
export function repeatedLongPairs(root, minWords = 25, thr = 0.8) {
  const t = llmTexts(root).map(contentWords).filter((w) => w.length >= minWords);
  let n = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (jaccard(t[i], t[j]) >= thr) n++;
  return n;
}

function checkSpan(s, path, errs) {
  if (typeof s !== 'object' || s === null) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs));
}

export function validateRows(rows, families) {
  const errs = [];
  const fam = new Map(families.map((m) => [m.family.name, m.family]));
  const seen = new Set();
  const perFam = new Map();
  for (const [i, r] of rows.entries()) {
    const where = `row ${i} (${r.trace_id})`;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${where}: extra keys ${extra}`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    const f = fam.get(r.family);
    if (!f) { errs.push(`${where}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-0N`);
    if (r.loop !== f.loop) errs.push(`${where}: loop label ${r.loop} != family ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${where}: stagnation label ${r.stagnation} != family ${f.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${where}: goal too short`);
    checkSpan(r.root, `${where}.root`, errs);
    if (r.root?.type !== 'agent') errs.push(`${where}: root span must be type agent`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${where}: ${n} spans (want 5..40)`);
    // self-checks of the model-text labels
    const reps = repeatedLongPairs(r.root, 25, 0.8);
    if (r.family === 'repeated_long_reasoning' && reps !== 1) errs.push(`${where}: expected exactly one long near-verbatim repeat, found ${reps}`);
    if (!f.stagnation) {
      const short = repeatedLongPairs(r.root, 6, 0.85);
      if (short) errs.push(`${where}: stagnation=false but ${short} near-verbatim model-text pair(s)`);
    }
    const txt = JSON.stringify(r);
    if (/\bNaN\b|"undefined"|[=\/:]undefined\b|\[object Object\]/.test(txt)) errs.push(`${where}: suspicious value (NaN/undefined)`);
    perFam.set(r.family, (perFam.get(r.family) || 0) + 1);
  }
  for (const [name] of fam) if (perFam.get(name) !== 6) errs.push(`family ${name}: ${perFam.get(name) || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows, await loadFamilies());
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
