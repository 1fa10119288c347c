// Builds rows.jsonl from the family modules and validates the result.
// Usage: node generate.mjs
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Ctx } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows, validateSources } from './validate.mjs';

function build() {
  const rows = [];
  for (const fam of FAMILIES) {
    for (const sc of fam.scenarios) {
      const trace_id = `${fam.family}-${sc.n}`;
      const ctx = new Ctx(trace_id);
      const { goal, root } = sc.build(ctx);
      const stagnation = typeof fam.stagnation === 'boolean' ? fam.stagnation : sc.stagnation;
      rows.push({ trace_id, family: fam.family, isolates: sc.isolates, loop: fam.loop, stagnation, goal, root });
    }
  }
  return rows;
}

const rows = build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// determinism: a second build must be byte-identical
const again = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }

const problems = [...validateSources(), ...validateRows(rows)];
if (problems.length) {
  for (const p of problems) console.error('INVALID:', p);
  process.exit(1);
}
const out = new URL('./rows.jsonl', import.meta.url);
writeFileSync(out, text);
const sha = createHash('sha256').update(text).digest('hex');
console.log(`wrote ${rows.length} rows to rows.jsonl (${text.length} bytes)`);
console.log(`sha256 ${sha}`);
