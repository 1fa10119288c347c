// Deterministic generator: no clock reads, no Math.random. Writes rows.jsonl.
import { writeFileSync } from 'node:fs';
import { makeCtx } from './lib.mjs';
import * as f1 from './f1_echoed_analysis.mjs';
import * as f2 from './f2_rephrased_lookup.mjs';
import * as f3 from './f3_retry_status_message.mjs';
import * as f4 from './f4_two_state_shuffle.mjs';
import * as f5 from './f5_waiting_for_change.mjs';
import * as f6 from './f6_similar_documents.mjs';
import * as f7 from './f7_dead_end_detour.mjs';
import * as f8 from './f8_fan_out_subtasks.mjs';
import { validateRows } from './validate.mjs';

export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];

export function buildRows() {
  const out = [];
  let idx = 0;
  for (const fam of FAMILIES) {
    fam.rows.forEach((fn, i) => {
      const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
      // about a quarter of rows record tool arguments as JSON strings
      const ctx = makeCtx(trace_id, { stringArgs: idx % 4 === 2 });
      const r = fn(ctx);
      out.push({ trace_id, family: fam.family, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root: r.root });
      idx++;
    });
  }
  return out;
}

const rows = buildRows();
const problems = validateRows(rows);
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
if (problems.length) { console.error(problems.join('\n')); process.exit(1); }
console.log('validation OK');
