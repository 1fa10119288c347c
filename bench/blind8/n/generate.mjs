import { writeFileSync } from 'node:fs';
import { makeCtx, hashStr } from './lib.mjs';
import * as f1 from './f1_requesting_beyond_results.mjs';
import * as f2 from './f2_patch_recheck_same_error.mjs';
import * as f3 from './f3_unchanged_state_reread.mjs';
import * as f4 from './f4_re_asking_the_person.mjs';
import * as f5 from './f5_paging_to_the_natural_end.mjs';
import * as f6 from './f6_flaky_then_fine.mjs';
import * as f7 from './f7_many_items_same_ack.mjs';
import * as f8 from './f8_shrinking_failures.mjs';
import * as f9 from './f9_detailed_planning_then_doing.mjs';
import { validateRows } from './validate.mjs';

export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9];

export function buildRows() {
  const out = [];
  for (const fam of FAMILIES) {
    fam.rows.forEach((fn, i) => {
      const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
      // roughly a quarter of rows record tool arguments as a JSON string
      const strArgs = hashStr(trace_id + ':args') % 100 < 23;
      const c = makeCtx(trace_id, { strArgs });
      const r = fn(c);
      out.push({ trace_id, family: fam.family, isolates: r.isolates, loop: fam.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
    });
  }
  return out;
}

const rows = buildRows();
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows; json-string tool args in ${rows.filter((r) => JSON.stringify(r.root).includes('"input":"{')).length} rows`);
