// Builds rows.jsonl from the family files and validates it. Deterministic (seeded per trace_id).
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { build } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = ['f1_repeated_long_step', 'f2_reworded_empty_queries', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_results', 'f6_status_poll_until_done', 'f7_paging_new_items', 'f8_backoff_then_success', 'f9_batch_distinct_items', 'f10_refined_search_success'];

async function makeRows() {
  const rows = [];
  for (const f of files) {
    const m = await import(`./${f}.mjs`);
    if (m.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
    m.rows.forEach(([isolates, fn], i) => rows.push(build(`${m.FAMILY}-0${i + 1}`, m.FAMILY, isolates, m.LOOP, m.STAGNATION, fn)));
  }
  return rows;
}

const rows = await makeRows();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await makeRows()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
