// Re-checks rows.jsonl: schema, per-family labels, span counts, and simple label sanity checks.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  echoed_long_thought: { loop: true, stagnation: true },
  rephrased_empty_search: { loop: true, stagnation: false },
  paging_past_the_end: { loop: true, stagnation: false },
  same_failure_after_each_fix: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  shrinking_failure_count: { loop: false, stagnation: false },
  progressive_planning_monologue: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  nested_delegation_chain: { loop: false, stagnation: false },
  similar_records_scan: { loop: false, stagnation: false },
};
// minimum calls of the most-used tool for loop families that need repetition
const MIN_DOMINANT_TOOL = { rephrased_empty_search: 4, paging_past_the_end: 4, same_failure_after_each_fix: 4, volatile_only_repeats: 4, similar_records_scan: 4 };

const STOP = new Set('a an the and or but if then so of to in on at by for with from as is are was were be been being it its this that these those i we you he she they me my our your their not no do does did have has had will would can could should must may might there here which who what when where why how all any each more most other some such than too very just also into out up down over only own same about again once before after while because until both few nor off per via let us am'.split(' '));
export function contentWords(s) { return (s.toLowerCase().match(/[a-z0-9][a-z0-9'.-]*/g) || []).map((w) => w.replace(/[.'-]+$/, '')).filter((w) => w && !STOP.has(w)); }
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

const SKIP_KEYS = new Set(['arguments', 'args', 'input', 'id', 'call_id', 'name', 'type', 'model', 'tool_call_id', 'tool_use_id', 'partial_json', 'parameters', 'functionCall', 'function_call', 'tool_calls_json', 'signature', 'encrypted_content', 'action', 'command', 'code']);
export function modelTexts(root) {
  const out = [];
  const collect = (v, key) => {
    if (v == null) return;
    if (typeof v === 'string') { if (!SKIP_KEYS.has(key)) out.push(v); return; }
    if (Array.isArray(v)) { v.forEach((x) => collect(x, key)); return; }
    if (typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!SKIP_KEYS.has(k)) collect(x, k); }
  };
  const walk = (s) => { if (s.type === 'llm') collect(s.output, ''); (s.children || []).forEach(walk); };
  walk(root);
  return out.filter((t) => !/^\s*[[{]/.test(t) || contentWords(t).length > 40);
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children must be an array`); return 1; }
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  let n = 1;
  s.children.forEach((c, i) => { n += checkSpan(c, `${path}.children[${i}]`, errs); });
  return n;
}
function toolNames(s, acc = {}) { if (['tool', 'function', 'retriever'].includes(s.type)) acc[s.name] = (acc[s.name] || 0) + 1; (s.children || []).forEach((c) => toolNames(c, acc)); return acc; }
function hasType(s, t) { return s.type === t || (s.children || []).some((c) => hasType(c, t)); }

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const where = `row ${i + 1} (${r && r.trace_id})`;
    const keys = Object.keys(r || {}).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${where}: keys are ${keys}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: bad trace_id`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${where}: loop=${r.loop} but family says ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${where}: stagnation=${r.stagnation} but family says ${fam.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 15) errs.push(`${where}: ${k} too short`);
    const n = checkSpan(r.root, 'root', errs);
    if (r.root.type !== 'agent') errs.push(`${where}: root span type should be agent`);
    if (n < 5 || n > 40) errs.push(`${where}: ${n} spans (need 5..40)`);
    if (!hasType(r.root, 'llm')) errs.push(`${where}: no llm span`);
    // stagnation sanity: near-verbatim long model text pairs
    const texts = modelTexts(r.root).map(contentWords);
    let bestLong = 0, bestAny = 0;
    for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) {
      const j = jaccard(texts[a], texts[b]);
      if (texts[a].length >= 25 && texts[b].length >= 25) bestLong = Math.max(bestLong, j);
      if (texts[a].length >= 6 && texts[b].length >= 6) bestAny = Math.max(bestAny, j);
    }
    if (fam.stagnation && bestLong < 0.8) errs.push(`${where}: stagnation=true but no near-verbatim pair of long model texts (best ${bestLong.toFixed(2)})`);
    if (!fam.stagnation && bestAny >= 0.7) errs.push(`${where}: stagnation=false but two model texts are near-verbatim (jaccard ${bestAny.toFixed(2)})`);
    const min = MIN_DOMINANT_TOOL[r.family];
    if (min) { const top = Math.max(0, ...Object.values(toolNames(r.root))); if (top < min) errs.push(`${where}: most-used tool called ${top}x, family needs >= ${min}`); }
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (need 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${Object.keys(FAMILIES).length} families`);
}
