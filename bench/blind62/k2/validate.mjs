import fs from 'node:fs';
import { countSpans, walk } from './lib.mjs';
export const FAMILIES = { reasked_question: [true, true], repeated_failure_notice: [true, true], two_state_flipflop: [true, true], self_delegation: [true, true], post_success_rechecks: [true, true], shrinking_failures: [false, false], dense_planning: [false, false], supervisor_varied_subtasks: [false, false], narrowing_delegation: [false, false], similar_record_sweep: [false, false] };
function checkSpan(s, path) {
  if (typeof s !== 'object' || !s) throw new Error(path + ': not an object');
  if (typeof s.type !== 'string' || typeof s.name !== 'string') throw new Error(path + ': type/name');
  if (!('input' in s) || !('output' in s) || !Array.isArray(s.children)) throw new Error(path + ': fields');
  if ('error' in s && typeof s.error !== 'string') throw new Error(path + ': error not string');
  s.children.forEach((c, i) => checkSpan(c, path + '.' + i));
}
export function validateRows(rows) {
  const ids = new Set();
  for (const r of rows) {
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) throw new Error(`${r.trace_id}: missing ${k}`);
    if (ids.has(r.trace_id)) throw new Error('dup ' + r.trace_id); ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) throw new Error('bad id ' + r.trace_id);
    const f = FAMILIES[r.family]; if (!f) throw new Error('unknown family ' + r.family);
    if (r.loop !== f[0] || r.stagnation !== f[1]) throw new Error(`${r.trace_id}: labels inconsistent with family`);
    checkSpan(r.root, r.trace_id);
    const n = countSpans(r.root); if (n < 5 || n > 40) throw new Error(`${r.trace_id}: ${n} spans`);
    let llms = 0, depth = 0; walk(r.root, (s, d) => { if (s.type === 'llm') llms++; if (s.type === 'agent') depth = Math.max(depth, d); });
    if (r.stagnation && llms < 3) throw new Error(`${r.trace_id}: stagnation needs model text`);
  }
  for (const fam of Object.keys(FAMILIES)) if (rows.filter((r) => r.family === fam).length !== 6) throw new Error('family count ' + fam);
  return true;
}
if (process.argv[1] && process.argv[1].endsWith('validate.mjs')) {
  const rows = fs.readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  validateRows(rows); console.log(`valid: ${rows.length} rows`);
}
