// Re-checks rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { modelText, words, jaccard, walk, countSpans } from './lib.mjs';

export const FAMILIES = {
  restated_long_thought: { loop: true, stagnation: true },
  reworded_empty_lookups: { loop: true, stagnation: false },
  paging_beyond_last_page: { loop: true, stagnation: false },
  fix_attempts_same_failure: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  status_poll_progresses: { loop: false, stagnation: false },
  pagination_to_exhaustion: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  distinct_item_fanout: { loop: false, stagnation: false },
  search_pivot_finds_results: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// longest-near-duplicate pair of llm texts: returns max jaccard among texts with >= minWords words
function maxLlmSimilarity(root, minWords) {
  const texts = [];
  walk(root, (s) => { if (s.type === 'llm') { const t = modelText(s.output).join(' '); const w = words(t); if (w.length >= minWords) texts.push(w); } });
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jaccard(texts[i], texts[j]));
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, i) => {
    const at = `row ${i + 1} (${row && row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: trace_id must be <family>-0N`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${at}: goal too short`);
    if (row.loop !== fam.loop) errs.push(`${at}: loop label ${row.loop} inconsistent with family`);
    if (row.stagnation !== fam.stagnation) errs.push(`${at}: stagnation label ${row.stagnation} inconsistent with family`);
    checkSpan(row.root, `${at} root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    const nSpans = countSpans(row.root);
    if (nSpans < 5 || nSpans > 40) errs.push(`${at}: ${nSpans} spans (want 5-40)`);
    let llmCount = 0; let toolCount = 0;
    walk(row.root, (s) => { if (s.type === 'llm') llmCount++; if (s.type === 'tool' || s.type === 'function' || s.type === 'retriever') toolCount++; });
    if (llmCount < 1) errs.push(`${at}: no llm span`);
    // stagnation consistency: a long near-verbatim pair exists iff stagnation
    const sim = maxLlmSimilarity(row.root, 25);
    if (row.stagnation && sim < 0.8) errs.push(`${at}: stagnation=true but no near-verbatim long llm text pair (max jaccard ${sim.toFixed(2)})`);
    if (!row.stagnation) { const s2 = maxLlmSimilarity(row.root, 8); if (s2 >= 0.8) errs.push(`${at}: stagnation=false but llm texts are near-verbatim (jaccard ${s2.toFixed(2)})`); }
    // family-specific structural checks on tool spans
    const toolNames = {};
    walk(row.root, (s) => { if (s.type !== 'llm' && s.type !== 'agent' && (s.children || []).length === 0) toolNames[s.name] = (toolNames[s.name] || 0) + 1; });
    const maxSame = Math.max(0, ...Object.values(toolNames));
    const need = { reworded_empty_lookups: 4, paging_beyond_last_page: 4, fix_attempts_same_failure: 3, volatile_only_repeats: 4, status_poll_progresses: 3, pagination_to_exhaustion: 2, transient_retry_then_success: 2, distinct_item_fanout: 3 }[row.family];
    if (need && maxSame < need) errs.push(`${at}: expected a tool called >= ${need} times, max is ${maxSame}`);
    if (row.family === 'transient_retry_then_success') { let failed = 0; walk(row.root, (s) => { if (s.error && s.type !== 'agent') failed++; }); if (failed < 1 || failed > 3 + 1) errs.push(`${at}: expected 1-3 failed calls, got ${failed}`); }
    if (!fam.loop && row.root.error) errs.push(`${at}: healthy row has a root error`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (want 6)`);
  return errs;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
