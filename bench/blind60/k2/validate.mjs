import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
export const FAMILIES = {
  rephrased_question_loop: { loop: true }, repeated_failure_notice: { loop: true }, two_state_oscillation: { loop: true },
  self_delegation_spiral: { loop: true }, post_success_rechecking: { loop: true },
  converging_fix_cycle: { loop: false }, progressive_planning_monologue: { loop: false }, supervisor_distinct_subtasks: { loop: false },
  nested_narrowing_delegation: { loop: false }, similar_records_sweep: { loop: false },
};
const text = (v) => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));
function words(s) { return s.toLowerCase().replace(/"(id|call_id|toolcallid|responseid|request_id)":"[^"]*"/g, '').match(/[a-z0-9]+/g) || []; }
function sim(a, b) { const A = new Set(words(a)), B = new Set(words(b)); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, A.size + B.size - i); }
function walk(s, f, d = 0) { f(s, d); for (const k of s.children || []) walk(k, f, d + 1); }
function modelTexts(root) { const out = []; walk(root, (s) => { if (s.type === 'llm') { const t = text(s.output); out.push(t.replace(/"[^"]*":/g, " ").replace(/(msg|toolu|call|resp|chatcmpl|req)_[A-Za-z0-9]+/g, '')); } }); return out; }
export function maxSim(root) { const t = modelTexts(root); let m = 0; for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) m = Math.max(m, sim(t[i], t[j])); return m; }
export function validateRow(r) {
  const errs = [];
  for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push('missing ' + k);
  if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push('labels not boolean');
  const fam = FAMILIES[r.family]; if (!fam) errs.push('unknown family ' + r.family);
  else if (fam.loop !== r.loop) errs.push('loop label inconsistent with family');
  if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push('bad trace_id');
  let n = 0, bad = 0, llm = 0;
  walk(r.root, (s) => { n++; if (typeof s.type !== 'string' || typeof s.name !== 'string' || !Array.isArray(s.children) || !('input' in s) || !('output' in s)) bad++; if ('error' in s && typeof s.error !== 'string') bad++; if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null)) bad++; if (s.type === 'llm') llm++; });
  if (r.root?.type !== 'agent') errs.push('root must be agent span');
  if (bad) errs.push(bad + ' malformed spans'); if (n < 5 || n > 40) errs.push('span count ' + n);
  const ms = maxSim(r.root);
  if (r.stagnation && ms < 0.6) errs.push('stagnation=true but llm outputs not near-duplicate (max sim ' + ms.toFixed(2) + ')');
  if (!r.stagnation && ms >= 0.75) errs.push('stagnation=false but llm outputs near-duplicate (max sim ' + ms.toFixed(2) + ')');
  if (r.stagnation && llm < 2) errs.push('stagnation needs llm spans');
  if (r.loop === false && r.stagnation) errs.push('healthy row should not stagnate');
  const s = JSON.stringify(r); if (/Math\.random/.test(s)) errs.push('?');
  return errs;
}
export function validateFile(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean); const ids = new Set(); let bad = 0;
  for (const l of lines) { const r = JSON.parse(l); if (ids.has(r.trace_id)) { console.error('dup ' + r.trace_id); bad++; } ids.add(r.trace_id); const e = validateRow(r); if (e.length) { bad++; console.error(r.trace_id + ': ' + e.join('; ')); } }
  return { rows: lines.length, bad };
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname; const { rows, bad } = validateFile(f);
  console.log(`${rows} rows, ${bad} invalid`); process.exit(bad ? 1 : 0);
}
