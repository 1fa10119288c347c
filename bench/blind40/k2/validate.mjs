import fs from 'node:fs';
const FAM = { reworded_clarification_loop: true, repeated_failure_notice: true, two_state_flipflop: true, self_delegation_spiral: true, post_success_churn: true, converging_fix_cycle: false, dense_planning_monologue: false, supervisor_distinct_subtasks: false, narrowing_delegation_chain: false, similar_record_sweep: false };
function checkSpan(s, p, errs) { if (!s || typeof s !== 'object') return errs.push(p + ': not object'); if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(p + ': type/name'); if (!('input' in s) || !('output' in s)) errs.push(p + ': input/output'); if (!Array.isArray(s.children)) errs.push(p + ': children'); if ('error' in s && typeof s.error !== 'string') errs.push(p + ': error'); (s.children || []).forEach((c, i) => checkSpan(c, p + '.' + i, errs)); }
const count = (s) => 1 + s.children.reduce((a, c) => a + count(c), 0);
const llmTexts = (s, out = []) => { if (s.type === 'llm') { const t = []; const walk = (v) => { if (typeof v === 'string') { try { const j = JSON.parse(v); if (j && typeof j === 'object') return walk(j); } catch {} if (v.length > 30) t.push(v); } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!/id$|^id|timestamp|usage/i.test(k)) walk(x); }; walk(s.output); if (t.length) out.push(t.join(' ')); } s.children.forEach((c) => llmTexts(c, out)); return out; };
const jac = (a, b) => { const A = new Set(a.toLowerCase().split(/\W+/)), B = new Set(b.toLowerCase().split(/\W+/)); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); };
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const r of rows) { const p = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(p + ': missing ' + k);
    if (ids.has(p)) errs.push(p + ': dup'); ids.add(p);
    if (!(r.family in FAM)) errs.push(p + ': unknown family'); else if (FAM[r.family] !== r.loop) errs.push(p + ': loop label inconsistent with family');
    if (!new RegExp('^' + r.family + '-0[1-6]$').test(p)) errs.push(p + ': bad trace_id');
    checkSpan(r.root, p, errs); const n = count(r.root); if (n < 5 || n > 40) errs.push(`${p}: ${n} spans out of 5..40`);
    if (!FAM[r.family] && r.stagnation) errs.push(p + ': healthy row marked stagnation');
    const T = llmTexts(r.root); let maxJ = 0; for (let i = 0; i < T.length; i++) for (let j = i + 1; j < T.length; j++) maxJ = Math.max(maxJ, jac(T[i], T[j]));
    if (r.stagnation && maxJ < 0.6) errs.push(`${p}: stagnation=true but no near-duplicate model text (max ${maxJ.toFixed(2)})`);
    if (!r.stagnation && maxJ >= 0.9) errs.push(`${p}: stagnation=false but near-duplicate model text (${maxJ.toFixed(2)})`);
  }
  const fams = {}; for (const r of rows) fams[r.family] = (fams[r.family] || 0) + 1; for (const f in FAM) if (fams[f] !== 6) errs.push(`family ${f}: ${fams[f] || 0} rows`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) { const f = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname; const rows = fs.readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l)); const e = validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log(`OK ${rows.length} rows`); }
