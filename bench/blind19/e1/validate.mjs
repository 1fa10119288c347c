// Re-checks rows.jsonl: schema, family label consistency, span counts, and a text-repeat sanity check.
import { readFileSync } from 'node:fs';

export const FAMILY_LABELS = {
  echoed_long_step: { loop: true, stagnation: true },
  rephrased_dry_queries: { loop: true, stagnation: false },
  paging_beyond_end: { loop: true, stagnation: false },
  fixes_same_failure: { loop: true, stagnation: false },
  volatile_only_results: { loop: true, stagnation: false },
  poll_until_ready: { loop: false, stagnation: false },
  pages_until_exhausted: { loop: false, stagnation: false },
  retry_then_success: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  pivoted_search_success: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs, counter));
}

function strings(v, out = []) {
  if (typeof v === 'string') {
    if (/^\s*[\[{]/.test(v)) { try { strings(JSON.parse(v), out); return out; } catch { /* plain */ } }
    out.push(v);
  } else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!/(^id$|_id$|signature|uuid|timestamp|arguments|args|toolCalls)/i.test(k)) strings(x, out); }
  return out;
}
function llmTexts(s, acc = []) {
  if (s.type === 'llm') { const t = strings(s.output).filter((x) => x.split(/\s+/).length >= 25); acc.push(t); }
  s.children.forEach((c) => llmTexts(c, acc));
  return acc;
}
const words = (t) => t.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w.length > 2);
function sim(a, b) { const A = words(a), B = words(b); const sa = new Set(A), sb = new Set(B); let i = 0; for (const w of sa) if (sb.has(w)) i++; return i / Math.max(1, sa.size + sb.size - i); }
export function maxRepeatSim(root) {
  const spans = llmTexts(root);
  let best = 0;
  for (let i = 0; i < spans.length; i++) for (let j = i + 1; j < spans.length; j++) for (const a of spans[i]) for (const b of spans[j]) best = Math.max(best, sim(a, b));
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const [i, r] of rows.entries()) {
    const p = `row ${i} (${r.trace_id})`;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${p}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${p}: extra keys ${extra}`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`);
    ids.add(r.trace_id);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${p}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: trace_id does not match family`);
    if (r.loop !== lab.loop) errs.push(`${p}: loop label ${r.loop} inconsistent with family`);
    if (r.stagnation !== lab.stagnation) errs.push(`${p}: stagnation label inconsistent with family`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${p}: goal too short`);
    const counter = { n: 0 };
    checkSpan(r.root, `${p} root`, errs, counter);
    if (r.root?.type !== 'agent') errs.push(`${p}: root is not an agent span`);
    if (counter.n < 5 || counter.n > 40) errs.push(`${p}: ${counter.n} spans (want 5-40)`);
    const ms = maxRepeatSim(r.root);
    if (lab.stagnation && ms < 0.8) errs.push(`${p}: stagnation row without a near-verbatim long repeat (max sim ${ms.toFixed(2)})`);
    if (!lab.stagnation && ms >= 0.8) errs.push(`${p}: non-stagnation row has near-verbatim long llm text (sim ${ms.toFixed(2)})`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
