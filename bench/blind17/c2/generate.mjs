// Writes rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = [
  './f1_echoed_long_thought.mjs', './f2_reworded_empty_lookups.mjs', './f3_same_failure_after_fixes.mjs',
  './f4_repeated_notice_same_failure.mjs', './f5_unchanged_poll_ignored.mjs', './f6_transient_retry_then_success.mjs',
  './f7_refined_search_succeeds.mjs', './f8_supervisor_distinct_subtasks.mjs', './f9_nested_delegation_chain.mjs',
  './f10_many_similar_records_read.mjs',
];
const only = process.argv.includes('--partial');
const rows = [];
const summary = [];
for (const f of files) {
  let mod;
  try { mod = await import(f); } catch (e) { if (only && e.code === 'ERR_MODULE_NOT_FOUND') continue; throw e; }
  const { family, rows: makers } = mod;
  if (makers.length !== 6) throw new Error(`${family.name}: ${makers.length} rows`);
  makers.forEach((make, i) => {
    const trace_id = `${family.name}-0${i + 1}`;
    const r = make(new Noise(trace_id));
    rows.push({ trace_id, family: family.name, isolates: r.isolates, loop: family.loop, stagnation: family.stagnation, goal: r.goal, root: r.root });
    summary.push(`${trace_id.padEnd(36)} ${String(countSpans(r.root)).padStart(3)} spans  ${r.domain} / ${r.style}`);
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(summary.join('\n'));
const errs = validateRows(rows).filter((e) => !(only && e.startsWith('family ')));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
