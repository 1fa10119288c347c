// Builds rows.jsonl from the family files, then validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = ['f1_restated_long_step', 'f2_reworded_empty_search', 'f3_paging_beyond_last', 'f4_same_failure_new_fixes', 'f5_noise_only_repeats',
  'f6_shrinking_failures', 'f7_dense_planning', 'f8_supervisor_new_subtasks', 'f9_nested_delegation', 'f10_similar_records_read'];

const rows = [];
for (const f of files) {
  const mod = await import(`./${f}.mjs`);
  if (mod.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
  const domains = new Set(mod.rows.map((r) => r.domain));
  if (domains.size !== 6) throw new Error(`${f}: domains not distinct`);
  for (const r of mod.rows) {
    const trace_id = `${mod.family}-${r.id}`;
    const n = makeCtx(trace_id);
    const root = JSON.parse(JSON.stringify(r.build(n, r.goal)));
    rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: r.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const counts = rows.map((r) => countSpans(r.root));
console.log(`wrote ${rows.length} rows; spans min ${Math.min(...counts)} max ${Math.max(...counts)}; sha256 ${createHash('sha256').update(text).digest('hex')}`);
