// Builds rows.jsonl from the family modules and validates it. Deterministic.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, FAMILIES } from './lib.mjs';
import { validateRows } from './validate.mjs';

const MODULES = ['f1_verbatim_restatement', 'f2_reworded_empty_queries', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats', 'f6_shrinking_failures', 'f7_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_deep_delegation_chain', 'f10_many_similar_records'];

async function buildAll() {
  const rows = [], domains = new Map();
  for (const m of MODULES) {
    const mod = await import(`./${m}.mjs`);
    const fam = FAMILIES[mod.FAMILY];
    if (!fam) throw new Error(`${m}: unknown family ${mod.FAMILY}`);
    for (const r of mod.rows) {
      const trace_id = `${mod.FAMILY}-${r.id}`;
      if (domains.has(r.domain)) throw new Error(`domain "${r.domain}" used by ${domains.get(r.domain)} and ${trace_id}`);
      domains.set(r.domain, trace_id);
      const root = r.build.call(r, noise(trace_id));
      rows.push({ trace_id, family: mod.FAMILY, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root });
    }
  }
  return rows;
}

const a = (await buildAll()).map((r) => JSON.stringify(r)).join('\n') + '\n';
const b = (await buildAll()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (a !== b) { console.error('non-deterministic output'); process.exit(1); }
const rows = a.trim().split('\n').map((l) => JSON.parse(l));
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), a);
console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${createHash('sha256').update(a).digest('hex')}`);
