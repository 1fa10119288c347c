// Deterministic generator: node generate.mjs  -> rows.jsonl (then validates)
import { writeFileSync } from 'node:fs';
import { makeR, stringifyToolInputs } from './lib.mjs';
import { validateRows } from './validate.mjs';
import * as f1 from './f1_scrolling.mjs';
import * as f2 from './f2_varied_fixes.mjs';
import * as f3 from './f3_status_noisy.mjs';
import * as f4 from './f4_ask_again.mjs';
import * as f5 from './f5_fresh_pages.mjs';
import * as f6 from './f6_transient.mjs';
import * as f7 from './f7_batch_acks.mjs';
import * as f8 from './f8_converge.mjs';
import * as f9 from './f9_long_plan.mjs';

const mods = [f1, f2, f3, f4, f5, f6, f7, f8, f9];
const rows = [];
for (const m of mods) {
  m.rows.forEach((build, i) => {
    const trace_id = `${m.family}-0${i + 1}`;
    const R = makeR(trace_id);
    const r = build(R);
    // JSON round-trip drops undefined fields exactly as a recorder's serializer would
    let root = JSON.parse(JSON.stringify(r.root));
    if (r.stringArgs) root = stringifyToolInputs(root);
    rows.push({ trace_id, family: m.family, isolates: r.isolates, loop: r.loop, stagnation: r.stagnation, goal: r.goal, root });
  });
}
const out = new URL('./rows.jsonl', import.meta.url).pathname;
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const { errs, stats } = validateRows(rows);
console.log(`wrote ${rows.length} rows to ${out}; string-arg rows ${stats.stringRows}`);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log('validation OK');
