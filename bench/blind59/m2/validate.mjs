// Re-checks rows.jsonl: schema, labels consistent with family, stagnation consistent with model text.
import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';

export const FAMILIES = {
  reworded_question_loop: true, fail_notify_retry_loop: true, two_state_flipflop: true,
  self_delegation_chain: true, post_success_rechecking: true,
  status_polling_ok: false, paged_listing_ok: false, transient_retry_ok: false, per_item_batch_ok: false, refined_query_ok: false,
};

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not object`);
  if (typeof s.type !== 'string') errs.push(`${path}: type`);
  if (typeof s.name !== 'string') errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

function llmTexts(s, acc = []) {
  if (s.type === 'llm') {
    const o = s.output; const parts = [];
    const walk = (v, k) => {
      if (typeof v === 'string') { if (['text', 'content', 'thinking', 'reasoning_content'].includes(k) || k === null) parts.push(v); return; }
      if (Array.isArray(v)) return v.forEach((x) => walk(x, k === 'content' || k === 'parts' || k === 'output' || k === 'summary' || k === 'candidates' ? null : k));
      if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) if (!['tool_calls', 'toolCalls', 'functionCall', 'input', 'arguments', 'signature', 'id', 'usage'].includes(kk)) walk(vv, kk);
    };
    if (typeof o === 'string') parts.push(o.split('\nAction:')[0].split('\nCode:')[0]); else walk(o, null);
    const t = parts.join(' ').trim(); if (t) acc.push(t);
  }
  (s.children || []).forEach((c) => llmTexts(c, acc));
  return acc;
}
const normLoose = (t) => t.toLowerCase().replace(/[0-9a-f]{6,}/g, '#').replace(/\d+/g, '#').replace(/[^a-z# ]+/g, ' ').split(/\s+/).filter(Boolean);
const normStrict = (t) => t.toLowerCase().replace(/[^a-z0-9\-# ]+/g, ' ').split(/\s+/).filter(Boolean);
function sim(a, b, norm) { const A = new Set(norm(a)), B = new Set(norm(b)); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }
export function maxSim(texts, norm = normLoose) { let m = 0; for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (norm(texts[i]).length >= 4) m = Math.max(m, sim(texts[i], texts[j], norm)); return m; }

export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    if (!(r.family in FAMILIES)) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (r.loop !== FAMILIES[r.family]) errs.push(`${id}: loop label inconsistent with family`);
    if (typeof r.stagnation !== 'boolean') errs.push(`${id}: stagnation not bool`);
    if (!r.loop && r.stagnation) errs.push(`${id}: healthy row marked stagnation`);
    if (r.root?.type !== 'agent') errs.push(`${id}: root not agent`);
    checkSpan(r.root, id, errs);
    const nSp = countSpans(r.root); if (nSp < 5 || nSp > 40) errs.push(`${id}: ${nSp} spans`);
    const texts = llmTexts(r.root);
    const ms = maxSim(texts), ms2 = maxSim(texts, normStrict);
    // stagnation=true: some pair of model texts is near-verbatim (numbers/ids ignored).
    if (r.stagnation && ms < 0.6) errs.push(`${id}: stagnation=true but no near-verbatim model text (max sim ${ms.toFixed(2)})`);
    // stagnation=false: no pair identical once item names/numbers are kept (templated per-item lines are allowed).
    if (!r.stagnation && ms2 >= 0.9) errs.push(`${id}: stagnation=false but model text repeats (max sim ${ms2.toFixed(2)})`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
