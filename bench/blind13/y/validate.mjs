// validate.mjs — re-check an existing rows.jsonl: schema + labels consistent with the family table.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './lib.mjs';

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(span, path, errs, counter) {
  counter.n++;
  if (span === null || typeof span !== 'object' || Array.isArray(span)) { errs.push(`${path}: span is not an object`); return; }
  for (const k of Object.keys(span)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof span.type !== 'string' || !span.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof span.name !== 'string' || !span.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in span)) errs.push(`${path}: missing input`);
  if (!('output' in span)) errs.push(`${path}: missing output`);
  if ('error' in span && (typeof span.error !== 'string' || !span.error)) errs.push(`${path}: error must be a non-empty string`);
  if ('metadata' in span && (span.metadata === null || typeof span.metadata !== 'object' || Array.isArray(span.metadata))) errs.push(`${path}: metadata must be an object`);
  if (!Array.isArray(span.children)) { errs.push(`${path}: children must be an array`); return; }
  span.children.forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}

// ---- model text extraction (llm span outputs only, tool-call arguments excluded) ----
const SKIP = new Set(['arguments', 'input', 'tool_calls', 'next_tool_args', 'next_tool_name', 'function', 'id', 'type', 'call_id', 'name', 'role', 'status', 'model', 'stop_reason', 'finish_reason', 'usage', 'annotations', 'stop_sequence']);
const TEXT_KEYS = new Set(['content', 'text', 'next_thought', 'reasoning', 'answer', 'parts']);
function extractText(o) {
  if (o == null) return '';
  if (typeof o === 'string') { const m = o.match(/^Thought:\s*([\s\S]*?)(?:\nCode:|$)/); return m ? m[1] : o; }
  if (Array.isArray(o)) return o.map(extractText).filter(Boolean).join('\n');
  if (typeof o === 'object') {
    const out = [];
    for (const [k, v] of Object.entries(o)) { if (SKIP.has(k)) continue; if (TEXT_KEYS.has(k)) out.push(extractText(v)); }
    return out.filter(Boolean).join('\n');
  }
  return '';
}
export function modelTexts(span, acc = []) {
  if (span.type === 'llm') { const t = extractText(span.output).trim(); if (t) acc.push(t); }
  for (const c of span.children || []) modelTexts(c, acc);
  return acc;
}
const words = (s) => s.toLowerCase().replace(/[^a-z0-9%.,/:+-]+/g, ' ').split(/\s+/).filter(Boolean);
function bigrams(w) { const s = new Set(); for (let i = 0; i + 1 < w.length; i++) s.add(w[i] + ' ' + w[i + 1]); return s; }
export function overlap(a, b) {
  const A = bigrams(words(a)), B = bigrams(words(b));
  if (!A.size || !B.size) return 0;
  let inter = 0; for (const x of A) if (B.has(x)) inter++;
  return inter / Math.min(A.size, B.size);
}
export function maxRepeat(texts, minWords) {
  let best = { sim: 0, i: -1, j: -1 };
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    if (words(texts[i]).length < minWords || words(texts[j]).length < minWords) continue;
    const s = overlap(texts[i], texts[j]);
    if (s > best.sim) best = { sim: s, i, j };
  }
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, li) => {
    const at = `line ${li + 1} (${row && row.trace_id})`;
    if (!row || typeof row !== 'object') { errs.push(`${at}: not an object`); return; }
    const keys = Object.keys(row);
    for (const k of ROW_KEYS) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of keys) if (!ROW_KEYS.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    (perFamily[row.family] ||= []).push(row.trace_id);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${at}: goal must be a sentence`);
    if (row.loop !== fam.loop) errs.push(`${at}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${at}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    const counter = { n: 0 };
    checkSpan(row.root, `${at} root`, errs, counter);
    if (row.root && row.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    if (counter.n < 5 || counter.n > 40) errs.push(`${at}: ${counter.n} spans (want 5..40)`);
    if (!fam.loop && row.root && row.root.error) errs.push(`${at}: healthy row ends with a root error`);
    // label/text consistency: stagnation means near-verbatim repetition of the model's own text
    const texts = modelTexts(row.root);
    const rep = maxRepeat(texts, 10);
    if (fam.stagnation && rep.sim < 0.7) errs.push(`${at}: labelled stagnation but max text overlap is ${rep.sim.toFixed(2)}`);
    if (!fam.stagnation) {
      const r8 = maxRepeat(texts, 8);
      if (r8.sim >= 0.55) errs.push(`${at}: not labelled stagnation but texts ${r8.i}/${r8.j} overlap ${r8.sim.toFixed(2)}`);
    }
    if (row.family === 'repeated_final_summary') {
      const r30 = maxRepeat(texts, 30);
      if (r30.sim < 0.75) errs.push(`${at}: no 30+ word text repeated near-verbatim (best ${r30.sim.toFixed(2)})`);
    }
  });
  for (const f of Object.keys(FAMILIES)) {
    const ids = perFamily[f] || [];
    if (ids.length !== 6) errs.push(`family ${f}: ${ids.length} rows (want 6)`);
  }
  return errs;
}

export function validateFile(path) {
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
  return errs.concat(validateRows(rows));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const errs = validateFile(path);
  if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s)`); process.exit(1); }
  console.log(`${path}: OK`);
}
