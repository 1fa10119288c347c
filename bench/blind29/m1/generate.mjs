// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeRng, countSpans } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';

const FILES = ['f1_echoed_long_step', 'f2_reworded_empty_search', 'f3_paging_past_the_end', 'f4_same_failure_after_each_fix', 'f5_volatile_only_differences', 'f6_shrinking_failure_count', 'f7_additive_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_narrowing_nested_delegation', 'f10_similar_records_digest'];
const only = process.argv.slice(2);

function buildRow(F, sc) {
  const trace_id = `${F.name}-${sc.id}`;
  const b = sc.build(makeRng(trace_id));
  return { trace_id, family: F.name, isolates: b.isolates, loop: F.loop, stagnation: F.stagnation, goal: b.goal, root: b.root };
}

const rows = []; const domains = new Map();
for (const f of FILES) {
  if (only.length && !only.includes(f)) continue;
  const mod = await import(`./${f}.mjs`);
  const F = mod.FAMILY;
  if (!FAMILIES[F.name] || FAMILIES[F.name].loop !== F.loop || FAMILIES[F.name].stagnation !== F.stagnation) throw new Error(`family table mismatch for ${F.name}`);
  if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  for (const sc of mod.scenarios) {
    const row = buildRow(F, sc);
    const again = buildRow(F, sc);
    if (JSON.stringify(row) !== JSON.stringify(again)) throw new Error(`${row.trace_id}: not deterministic`);
    if (domains.has(sc.domain)) throw new Error(`domain reused: ${sc.domain} (${domains.get(sc.domain)} and ${row.trace_id})`);
    domains.set(sc.domain, row.trace_id);
    rows.push(row);
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = validateRows(rows).filter((e) => !(only.length && /family .* has \d+ rows/.test(e)));
for (const r of rows) console.log(`${r.trace_id.padEnd(36)} spans=${String(countSpans(r.root)).padStart(2)} bytes=${JSON.stringify(r).length}`);
if (errs.length) { console.error(errs.join('\n')); console.error(`VALIDATION FAILED (${errs.length})`); process.exit(1); }
if (!only.length) {
  writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
  const sha = createHash('sha256').update(readFileSync(new URL('./rows.jsonl', import.meta.url))).digest('hex');
  console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${sha}`);
} else console.log(`partial build OK (${rows.length} rows, not written)`);
