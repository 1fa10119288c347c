// node validate.mjs [rows.jsonl]  -> re-checks schema and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { contentWords, similarity } from './lib.mjs';

export const FAMILY_LABELS = {
  restated_long_step: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true, stagnation: false },
  paging_beyond_last_page: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  shrinking_failures_fix_cycle: { loop: false, stagnation: false },
  progressive_planning_monologue: { loop: false, stagnation: false },
  supervisor_varied_subtasks: { loop: false, stagnation: false },
  nested_delegation_chain: { loop: false, stagnation: false },
  similar_records_sweep: { loop: false, stagnation: false },
};
const TEXT_KEYS = new Set(['content', 'text', 'value', 'tool_plan', 'ai.response.text', 'gen_ai.completion']);

function walk(s, fn, depth = 0, parent = null) { fn(s, depth, parent); for (const c of s.children || []) walk(c, fn, depth + 1, s); }
function textsOf(v, acc = [], key = null) {
  if (typeof v === 'string') { if (key === null || TEXT_KEYS.has(key)) acc.push(v); }
  else if (Array.isArray(v)) v.forEach((x) => textsOf(x, acc, key === null ? null : key));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (typeof x === 'string') { if (TEXT_KEYS.has(k)) acc.push(x); } else textsOf(x, acc, TEXT_KEYS.has(k) ? k : '_'); }
  return acc;
}
export function llmTexts(root) {
  const out = [];
  walk(root, (s) => { if (s.type === 'llm') { const t = textsOf(s.output).join('\n').trim(); if (t) out.push(t); } });
  return out;
}
export function mask(v) {
  return JSON.stringify(v)
    .replace(/\d{4}-\d\d-\d\d[T ][\d:.,]+(Z|[+-]\d\d:\d\d)?/g, '<ts>')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} [\d:]+ GMT/g, '<ts>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b[0-9a-f]{6,}\b/gi, '<hex>')
    .replace(/\\"<hex>\\"/g, '<etag>')
    .replace(/[A-Za-z0-9_+\/=-]{16,}/g, '<id>')
    .replace(/W\/\\"[^"\\]*\\"/g, '<etag>')
    .replace(/\b[A-Za-z]*\d[A-Za-z0-9]*\b/g, '<tok>')
    .replace(/\d+(\.\d+)?/g, '#');
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

function familyChecks(row, errs, notes) {
  const { root, family, trace_id: id } = row;
  const spans = []; walk(root, (s) => spans.push(s));
  const tools = spans.filter((s) => s.type === 'tool');
  const llm = spans.filter((s) => s.type === 'llm');
  if (spans.length < 5 || spans.length > 40) errs.push(`${id}: ${spans.length} spans (want 5-40)`);
  if (!llm.length) errs.push(`${id}: no llm span`);
  if (root.type !== 'agent') errs.push(`${id}: root is not an agent span`);
  const texts = llmTexts(root);
  let best = 0, bestLen = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = contentWords(texts[i]).length, b = contentWords(texts[j]).length;
    if (Math.min(a, b) < 8) continue;
    const sim = similarity(texts[i], texts[j]);
    if (sim > best) { best = sim; bestLen = Math.min(a, b); }
  }
  if (row.stagnation && !(best >= 0.75 && bestLen >= 25)) errs.push(`${id}: stagnation=true but no near-verbatim long repeat (best ${best.toFixed(2)}, ${bestLen} words)`);
  if (!row.stagnation && best >= 0.6) errs.push(`${id}: stagnation=false but two model texts are too similar (${best.toFixed(2)})`);
  const byName = {}; for (const t of tools) (byName[t.name] ||= []).push(t);
  const maxSame = Math.max(0, ...Object.values(byName).map((a) => a.length));
  const groups = Object.values(byName);
  const maskedRepeats = Math.max(0, ...groups.map((g) => { const c = {}; for (const t of g) { const k = mask(t.output ?? t.error); c[k] = (c[k] || 0) + 1; } return Math.max(...Object.values(c)); }));
  const rawRepeats = Math.max(0, ...groups.map((g) => { const c = {}; for (const t of g) { const k = JSON.stringify(t.output ?? t.error); c[k] = (c[k] || 0) + 1; } return Math.max(...Object.values(c)); }));
  switch (family) {
    case 'reworded_empty_queries': {
      if (maxSame < 4) errs.push(`${id}: needs 4+ calls of the same tool`);
      const g = groups.find((x) => x.length === maxSame);
      const argSet = new Set(g.map((t) => JSON.stringify(t.input)));
      if (argSet.size < 4) errs.push(`${id}: queries are not reworded (${argSet.size} distinct)`);
      break;
    }
    case 'paging_beyond_last_page':
      if (maskedRepeats < 3) errs.push(`${id}: needs 3+ identical (masked) empty pages, got ${maskedRepeats}`);
      break;
    case 'same_failure_after_fixes':
      if (maskedRepeats < 3) errs.push(`${id}: needs the same check failing the same way 3+ times, got ${maskedRepeats}`);
      break;
    case 'volatile_only_repeats':
      if (maskedRepeats < 4) errs.push(`${id}: needs 4+ results equal up to volatile parts, got ${maskedRepeats}`);
      if (rawRepeats >= maskedRepeats) notes.push(`${id}: note: repeated results are byte-identical (no volatile noise)`);
      break;
    default: break;
  }
  if (!row.loop) {
    if (root.error) errs.push(`${id}: healthy row has a root error`);
    if (root.output === null || root.output === undefined || root.output === '') errs.push(`${id}: healthy row has no final output`);
    if (['supervisor_varied_subtasks', 'nested_delegation_chain'].includes(family)) {
      let maxAgentDepth = 0;
      const depthOf = (s, d) => { const isA = s.type === 'agent' || s.type === 'general'; const nd = d + (isA ? 1 : 0); maxAgentDepth = Math.max(maxAgentDepth, nd); (s.children || []).forEach((c) => depthOf(c, nd)); };
      depthOf(root, 0);
      const need = family === 'nested_delegation_chain' ? 4 : 2;
      if (maxAgentDepth < need) errs.push(`${id}: agent nesting depth ${maxAgentDepth} < ${need}`);
    }
    if (family === 'similar_records_sweep' && maxSame < 4) errs.push(`${id}: needs 4+ reads with the same tool`);
    if (family === 'progressive_planning_monologue') {
      const longs = texts.filter((t) => contentWords(t).length >= 30);
      if (longs.length < 3) errs.push(`${id}: needs 3+ long reasoning steps`);
    }
  }
}

export function validateFile(file) {
  const errs = [], notes = [];
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const seen = new Set();
  const perFamily = {};
  lines.forEach((line, i) => {
    let row;
    try { row = JSON.parse(line); } catch (e) { errs.push(`line ${i + 1}: invalid JSON`); return; }
    const keys = Object.keys(row).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`line ${i + 1}: keys ${keys}`);
    const lab = FAMILY_LABELS[row.family];
    if (!lab) { errs.push(`line ${i + 1}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`line ${i + 1}: bad trace_id ${row.trace_id}`);
    if (seen.has(row.trace_id)) errs.push(`${row.trace_id}: duplicate`); seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (row.loop !== lab.loop || row.stagnation !== lab.stagnation) errs.push(`${row.trace_id}: labels loop=${row.loop} stagnation=${row.stagnation} do not match family`);
    if (typeof row.isolates !== 'string' || row.isolates.split(' ').length < 6) errs.push(`${row.trace_id}: isolates missing or too short`);
    if (typeof row.goal !== 'string' || !row.goal) errs.push(`${row.trace_id}: goal missing`);
    checkSpan(row.root, `${row.trace_id}.root`, errs);
    if (!errs.length || true) familyChecks(row, errs, notes);
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (want 6)`);
  return { errors: errs, notes, rows: lines.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const r = validateFile(file);
  if (r.errors.length) { console.error(r.errors.join('\n')); console.error(`FAILED: ${r.errors.length} problem(s) in ${r.rows} rows`); process.exit(1); }
  for (const n of r.notes) console.log(n);
  console.log(`OK: ${r.rows} rows valid`);
}
