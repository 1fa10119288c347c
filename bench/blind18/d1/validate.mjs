// Re-checks rows.jsonl: schema, and each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
export const EXPECTED = {
  echoed_long_step: { loop: true, stagnation: true },
  rephrased_dry_search: { loop: true, stagnation: false },
  paging_beyond_end: { loop: true, stagnation: false },
  fixes_same_failure: { loop: true, stagnation: false },
  identical_modulo_noise: { loop: true, stagnation: false },
  status_poll_progresses: { loop: false, stagnation: false },
  pages_until_exhausted: { loop: false, stagnation: false },
  transient_retry_recovers: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  search_refined_by_evidence: { loop: false, stagnation: false },
};
const TEXT_KEYS = new Set(['text', 'content', 'next_thought', 'output_text']);
function llmTexts(out, acc = []) {
  if (typeof out === 'string') { acc.push(out); return acc; }
  if (Array.isArray(out)) { out.forEach((x) => llmTexts(x, acc)); return acc; }
  if (out && typeof out === 'object') for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && (TEXT_KEYS.has(k) || k === 'ai.response.text')) acc.push(v);
    else if (typeof v === 'object') llmTexts(v, acc);
  }
  return acc;
}
const words = (s) => s.toLowerCase().match(/[a-z0-9']+/g) || [];
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }
function walk(s, fn, path = 'root') { fn(s, path); (Array.isArray(s.children) ? s.children : []).forEach((c, i) => walk(c, fn, `${path}.children[${i}]`)); }
export function hasLongRepeat(root) {
  const texts = [];
  walk(root, (s) => { if (s.type === 'llm') for (const t of llmTexts(s.output)) if (words(t).length >= 25) texts.push(words(t)); });
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (jacc(texts[i], texts[j]) >= 0.8) return true;
  return false;
}
export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: missing ${k}`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${id}: loop/stagnation not boolean`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id for family ${r.family}`);
    const exp = EXPECTED[r.family];
    if (!exp) errs.push(`${id}: unknown family`);
    else if (exp.loop !== r.loop || exp.stagnation !== r.stagnation) errs.push(`${id}: labels inconsistent with family`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (!r.root || r.root.type !== 'agent') errs.push(`${id}: root must be agent span`);
    let count = 0, nllm = 0, ntool = 0;
    if (r.root) walk(r.root, (s, p) => {
      count++;
      if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(`${id} ${p}: type/name`);
      if (!('input' in s) || !('output' in s)) errs.push(`${id} ${p}: input/output missing`);
      if (!Array.isArray(s.children)) errs.push(`${id} ${p}: children not array`);
      if ('error' in s && typeof s.error !== 'string') errs.push(`${id} ${p}: error not string`);
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${id} ${p}: metadata not object`);
      if (s.type === 'llm') nllm++;
      if (s.type !== 'llm' && s.type !== 'agent' && p !== 'root' && s.children.length === 0) ntool++;
    });
    if (count < 5 || count > 40) errs.push(`${id}: ${count} spans (need 5-40)`);
    if (nllm < 1 || ntool < 1) errs.push(`${id}: needs llm and tool spans`);
    if (r.root) {
      const rep = hasLongRepeat(r.root);
      if (r.stagnation && !rep) errs.push(`${id}: stagnation=true but no long near-verbatim llm repeat found`);
      if (!r.stagnation && rep) errs.push(`${id}: stagnation=false but a long near-verbatim llm repeat exists`);
    }
  }
  for (const f of Object.keys(EXPECTED)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (need 6)`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
