// Re-checks rows.jsonl: schema, and each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILIES = {
  long_step_echo: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  converging_fix_cycle: { loop: false, stagnation: false },
  progressive_planning: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  deep_delegation_chain: { loop: false, stagnation: false },
  similar_records_survey: { loop: false, stagnation: false },
};
function checkSpan(s, path, errs, acc) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  acc.spans.push(s);
  (s.children || []).forEach((k, i) => checkSpan(k, `${path}.${i}`, errs, acc));
}
const TEXT_KEYS = new Set(['text', 'content', 'ai.response.text', 'thought', 'llm.output_messages.0.message.content']);
function texts(o, out = [], key = null) {
  if (typeof o === 'string') { if (TEXT_KEYS.has(key)) out.push(o); return out; }
  if (Array.isArray(o)) { o.forEach((x) => texts(x, out, key)); return out; }
  if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) texts(v, out, k);
  return out;
}
const words = (t) => t.toLowerCase().match(/[a-z0-9]+/g) || [];
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const p = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${p}: ${k} missing`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${p}: labels not boolean`);
    const f = FAMILIES[r.family];
    if (!f) { errs.push(`${p}: unknown family ${r.family}`); continue; }
    if (r.loop !== f.loop || r.stagnation !== f.stagnation) errs.push(`${p}: labels inconsistent with family`);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: trace_id format`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate`); ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    const acc = { spans: [] };
    checkSpan(r.root, 'root', errs, acc);
    const n = acc.spans.length;
    if (n < 5 || n > 40) errs.push(`${p}: span count ${n} outside 5..40`);
    // stagnation check over llm texts: long near-verbatim pair present iff stagnation
    const lt = acc.spans.filter((s) => s.type === 'llm').map((s) => words(texts(s.output).join(' '))).filter((w) => w.length >= 10);
    let best = 0, bestLen = 0;
    for (let i = 0; i < lt.length; i++) for (let j = i + 1; j < lt.length; j++) { const jj = jaccard(lt[i], lt[j]); if (jj > best) { best = jj; bestLen = Math.min(lt[i].length, lt[j].length); } }
    const hasEcho = best >= 0.75 && bestLen >= 25;
    if (r.stagnation && !hasEcho) errs.push(`${p}: stagnation=true but no long near-verbatim llm repeat (best ${best.toFixed(2)})`);
    if (!r.stagnation && best >= 0.75) errs.push(`${p}: stagnation=false but llm texts near-identical (${best.toFixed(2)})`);
    if (r.loop) {
      const counts = {}; acc.spans.filter((s) => s.type === 'tool').forEach((s) => { const k = s.metadata?.['ai.toolCall.name'] || s.metadata?.['tool.name'] || s.input?.function || s.name; counts[k] = (counts[k] || 0) + 1; });
      const mx = Math.max(0, ...Object.values(counts));
      const need = { long_step_echo: 2, reworded_empty_search: 4, paging_past_end: 4, same_failure_after_fixes: 4, volatile_only_repeats: 4 }[r.family];
      if (mx < need) errs.push(`${p}: loop row has only ${mx} calls of its most used tool (need ${need})`);
    }
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
