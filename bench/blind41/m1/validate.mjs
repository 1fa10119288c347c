import { readFileSync } from 'node:fs';
import { validateRow } from './lib.mjs';
const files = ['f1_restated_long_thought', 'f2_reworded_empty_search', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats', 'f6_shrinking_failures', 'f7_planning_monologue', 'f8_supervisor_distinct_tasks', 'f9_nested_delegation', 'f10_similar_records_read'];
const metas = {}; for (const f of files) { const m = await import(`./${f}.mjs`); metas[m.meta.family] = m.meta; }
const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
let bad = 0; const seen = new Set();
for (const [i, l] of lines.entries()) {
  let row; try { row = JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); bad++; continue; }
  if (seen.has(row.trace_id)) { console.error(`dup ${row.trace_id}`); bad++; } seen.add(row.trace_id);
  const fam = metas[row.family]; if (!fam) { console.error(`${row.trace_id}: unknown family`); bad++; continue; }
  const errs = validateRow(row, fam); if (errs.length) { bad++; console.error(row.trace_id, errs); }
}
if (lines.length !== files.length * 6) { console.error(`expected ${files.length * 6} rows, got ${lines.length}`); bad++; }
if (bad) { console.error(`${bad} problems`); process.exit(1); }
console.log(`ok: ${lines.length} rows valid`);
