import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_FILES = ['f1_restated_long_step.mjs', 'f2_reworded_empty_queries.mjs', 'f3_paging_past_end.mjs', 'f4_same_failure_after_fixes.mjs', 'f5_volatile_only_results.mjs', 'f6_shrinking_failures.mjs', 'f7_planning_monologue.mjs', 'f8_supervisor_subtasks.mjs', 'f9_deep_delegation.mjs', 'f10_similar_records_read.mjs'];
function count(s) { return 1 + (s.children || []).reduce((a, c) => a + count(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(path + ': not an object');
  if (typeof s.type !== 'string' || !s.type) errs.push(path + ': type');
  if (typeof s.name !== 'string') errs.push(path + ': name');
  if (!('input' in s) || !('output' in s)) errs.push(path + ': input/output missing');
  if (!Array.isArray(s.children)) errs.push(path + ': children');
  if ('error' in s && typeof s.error !== 'string') errs.push(path + ': error not string');
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(path + ': metadata');
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
// collect model text from llm spans: long string leaves
function llmTexts(s, acc = []) {
  if (s.type === 'llm') { const t = []; (function g(v, k) { if (typeof v === 'string') { if (!/^(call_|toolu_|msg_|resp_|req_)/.test(v) && !['messages', 'arguments', 'signature', 'id'].includes(k)) t.push(v); } else if (Array.isArray(v)) v.forEach((x) => g(x, k)); else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) g(vv, kk); })(s.output); acc.push(...t.filter((x) => x.split(/\s+/).length >= 20)); }
  (s.children || []).forEach((c) => llmTexts(c, acc));
  return acc;
}
const words = (t) => t.toLowerCase().replace(/[^a-z0-9.\- ]+/g, ' ').split(/\s+/).filter((w) => w.length > 2);
function jacc(a, b) { const A = new Set(words(a)), B = new Set(words(b)); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }
export async function validateRows(rows) {
  const errs = [];
  const fams = {};
  for (const f of FAMILY_FILES) { const m = await import('./' + f); fams[m.family] = m; }
  const seen = new Set();
  for (const row of rows) {
    const id = row.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const m = fams[row.family];
    if (!m) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (row.loop !== m.loop || row.stagnation !== m.stagnation) errs.push(`${id}: labels inconsistent with family`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${id}: goal`);
    checkSpan(row.root, id + ':root', errs);
    const n = count(row.root);
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n}`);
    const texts = llmTexts(row.root);
    let maxSim = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) maxSim = Math.max(maxSim, jacc(texts[i], texts[j]));
    if (row.stagnation && maxSim < 0.85) errs.push(`${id}: stagnation row without near-verbatim long text (max ${maxSim.toFixed(2)})`);
    if (!row.stagnation && maxSim >= 0.85) errs.push(`${id}: non-stagnation row has near-verbatim long text (${maxSim.toFixed(2)})`);
    if (JSON.stringify(row).includes('Math.random')) errs.push(`${id}: suspicious`);
  }
  for (const f of Object.keys(fams)) for (let i = 1; i <= 6; i++) if (!seen.has(`${f}-0${i}`)) errs.push(`missing ${f}-0${i}`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
