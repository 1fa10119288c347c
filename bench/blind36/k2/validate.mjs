// Re-checks rows.jsonl: schema, span shape, labels consistent with family, span counts,
// and a light self-check that stagnation labels match the llm text (near-duplicate texts).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILY_FILES = [
  'f1_reasked_settled_question.mjs', 'f2_same_notice_same_failure.mjs', 'f3_two_state_flipflop.mjs',
  'f4_self_delegation_spiral.mjs', 'f5_rechecking_after_success.mjs', 'f6_shrinking_failure_fixes.mjs',
  'f7_additive_planning_monologue.mjs', 'f8_supervisor_distinct_subtasks.mjs', 'f9_narrowing_delegation_chain.mjs',
  'f10_same_tool_many_records.mjs',
];

export async function loadFamilies() {
  const out = {};
  for (const f of FAMILY_FILES) {
    const m = await import(new URL('./' + f, import.meta.url));
    out[m.family] = m;
  }
  return out;
}

function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
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

// collect the model's own text from llm spans
function llmTexts(s, acc = []) {
  if (s.type === 'llm') {
    const o = s.output;
    const parts = [];
    const walk = (x, key) => {
      if (typeof x === 'string') { if (['content', 'text', 'thinking', 'reasoning_content', 'output_text', 'value', 'thought', 'rationale'].includes(key)) parts.push(x); return; }
      if (Array.isArray(x)) { x.forEach((y) => walk(y, key)); return; }
      if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) { if (k === 'arguments' || k === 'args' || k === 'input') continue; walk(v, k); }
    };
    walk(o, '');
    const t = parts.join(' ').trim();
    if (t.length >= 25) acc.push(t);
  }
  (s.children || []).forEach((ch) => llmTexts(ch, acc));
  return acc;
}
function toks(t) { return new Set(t.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean)); }
function jacc(a, b) { const A = toks(a), B = toks(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, A.size + B.size - i); }
export function maxPairSim(texts) {
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jacc(texts[i], texts[j]));
  return best;
}

export function validateRows(rows, fams) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((row, n) => {
    const p = `row ${n + 1} (${row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${p}: extra key ${k}`);
    if (ids.has(row.trace_id)) errs.push(`${p}: duplicate trace_id`);
    ids.add(row.trace_id);
    const fam = fams[row.family];
    if (!fam) { errs.push(`${p}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${p}: trace_id must be <family>-0N`);
    if (row.loop !== fam.loop) errs.push(`${p}: loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${p}: stagnation label ${row.stagnation} != family ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${p}: goal too short`);
    if (row.root && row.root.type !== 'agent') errs.push(`${p}: root should be an agent span`);
    checkSpan(row.root, `${p} root`, errs);
    const n2 = countSpans(row.root);
    if (n2 < 5 || n2 > 40) errs.push(`${p}: ${n2} spans (want 5..40)`);
    const texts = llmTexts(row.root);
    const sim = maxPairSim(texts);
    if (row.stagnation && sim < 0.6) errs.push(`${p}: labelled stagnation but max llm-text similarity only ${sim.toFixed(2)}`);
    if (!row.stagnation && sim >= 0.6) errs.push(`${p}: not stagnation but two llm texts have similarity ${sim.toFixed(2)}`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  });
  for (const f of Object.keys(fams)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
