import { writeFileSync } from 'node:fs';
import { makeCtx, validateRow } from './lib.mjs';
const files = ['f1_restated_long_thought', 'f2_reworded_empty_search', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats', 'f6_shrinking_failures', 'f7_planning_monologue', 'f8_supervisor_distinct_tasks', 'f9_nested_delegation', 'f10_similar_records_read'];
export async function loadFamilies() { const out = []; for (const f of files) out.push(await import(`./${f}.mjs`)); return out; }
const fams = await loadFamilies();
const rows = []; let bad = 0;
for (const m of fams) {
  if (m.scenarios.length !== 6) throw new Error(`${m.meta.family}: need 6 scenarios`);
  m.scenarios.forEach((fn, i) => {
    const trace_id = `${m.meta.family}-0${i + 1}`;
    const s = fn(makeCtx(trace_id));
    const row = { trace_id, family: m.meta.family, isolates: s.isolates, loop: m.meta.loop, stagnation: m.meta.stagnation, goal: s.goal, root: s.root };
    const errs = validateRow(JSON.parse(JSON.stringify(row)), m.meta);
    if (errs.length) { bad++; console.error(trace_id, errs); }
    rows.push(row);
  });
}
if (bad) { console.error(`${bad} invalid rows`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
