import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const FAM = { reworded_question_same_reply: true, same_failure_same_apology: true, two_state_flipflop: true, self_delegation_regress: true, keeps_going_after_success: true, shrinking_failure_fix_cycle: false, dense_planning_monologue: false, supervisor_distinct_subtasks: false, narrowing_delegation_chain: false, similar_records_survey: false };
const SKIP = new Set(['id', 'tool_call_id', 'call_id', 'name', 'type', 'role', 'finish_reason', 'stop_reason', 'model', 'signature', 'toolCallId', 'toolName', 'responseId', 'modelVersion', 'finishReason']);
function texts(v, out, key) {
  if (v == null) return out;
  if (typeof v === 'string') { if (SKIP.has(key)) return out; if (key === 'arguments' || /^ai\.response\.toolCalls|tool_call\.function\.arguments$/.test(key || '')) { try { texts(JSON.parse(v), out); return out; } catch { } } if (v.length > 15 && (v.match(/\s/g) || []).length >= 3) out.push(v); return out; }
  if (Array.isArray(v)) { v.forEach(x => texts(x, out, key)); return out; }
  if (typeof v === 'object') for (const [k, x] of Object.entries(v)) texts(x, out, k);
  return out;
}
const words = s => new Set(s.toLowerCase().split(/[^a-z0-9£%.]+/).filter(Boolean));
function jac(a, b) { const A = words(a), B = words(b); let i = 0; for (const w of A) if (B.has(w)) i++; return i / (A.size + B.size - i || 1); }
function walk(s, f, d = 0) { f(s, d); (s.children || []).forEach(c => walk(c, f, d + 1)); }
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const r of rows) {
    const e = m => errs.push(`${r.trace_id}: ${m}`);
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) e('missing ' + k);
    if (ids.has(r.trace_id)) e('duplicate id'); ids.add(r.trace_id);
    if (!(r.family in FAM)) { e('unknown family'); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) e('bad trace_id');
    if (r.loop !== FAM[r.family]) e('loop label inconsistent with family');
    if (typeof r.stagnation !== 'boolean') e('stagnation not boolean');
    if (!FAM[r.family] && r.stagnation) e('healthy row marked stagnation');
    if (r.root?.type !== 'agent') e('root not agent');
    let n = 0, llmTexts = [];
    walk(r.root, s => {
      n++;
      if (typeof s.type !== 'string' || typeof s.name !== 'string' || !('input' in s) || !('output' in s) || !Array.isArray(s.children)) e('bad span ' + s.name);
      if ('error' in s && typeof s.error !== 'string') e('error not string');
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null)) e('metadata not object');
      if (s.type === 'llm') { const ts = texts(s.output, []); if (ts.length) llmTexts.push(ts); }
    });
    if (n < 5 || n > 40) e(`span count ${n}`);
    let maxJ = 0;
    for (let i = 0; i < llmTexts.length; i++) for (let j = i + 1; j < llmTexts.length; j++) { const a = llmTexts[i].join(' '), b = llmTexts[j].join(' '); if (a.length > 40 && b.length > 40) maxJ = Math.max(maxJ, jac(a, b)); for (const x of llmTexts[i]) for (const y of llmTexts[j]) if (x.length > 40 && y.length > 40) maxJ = Math.max(maxJ, jac(x, y)); }
    if (r.stagnation && maxJ < 0.7) e(`stagnation=true but max llm-text similarity ${maxJ.toFixed(2)}`);
    if (!r.stagnation && maxJ >= 0.9) e(`stagnation=false but llm texts near-identical (${maxJ.toFixed(2)})`);
    if (/Math\.random/.test(JSON.stringify(r))) e('?');
  }
  const fams = {}; rows.forEach(r => fams[r.family] = (fams[r.family] || 0) + 1);
  for (const f in FAM) if (fams[f] !== 6) errs.push(`family ${f} has ${fams[f] || 0} rows`);
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
