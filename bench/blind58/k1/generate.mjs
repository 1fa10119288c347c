// Build rows.jsonl deterministically from the family files and validate it.
import { writeFileSync, readFileSync } from 'node:fs';
import { makeNoise, render } from './lib.mjs';
import { FAMILIES, validateRows } from './validate.mjs';

const FILES = ['f1_long_step_echo', 'f2_reworded_empty_queries', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats', 'f6_poll_until_done', 'f7_pagination_to_end', 'f8_backoff_then_success', 'f9_batch_distinct_items', 'f10_refined_search_success'];

async function build() {
  const out = [];
  for (const f of FILES) {
    const mod = await import(`./${f}.mjs`);
    const lab = FAMILIES[mod.family];
    if (!lab) throw new Error('family not in table: ' + mod.family);
    for (const r of mod.rows) {
      const trace_id = `${mod.family}-${r.id}`;
      const n = makeNoise(trace_id);
      const spec = r.build(n);
      const root = render(spec, n);
      out.push({ trace_id, family: mod.family, isolates: r.isolates, loop: lab.loop, stagnation: lab.stagnation, goal: spec.goal, root });
    }
  }
  return out;
}

const rows = await build();
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const back = readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const e2 = validateRows(back);
if (e2.length) { console.error(e2.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows to rows.jsonl`);
