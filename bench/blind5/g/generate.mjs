// Deterministic generator for the blind held-out benchmark (helper session, blind).
// Usage: node generate.mjs   -> writes rows.jsonl next to this file, validates, prints table + sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx } from './lib.mjs';
import { validateRows } from './validate.mjs';
import * as f1 from './f1_fix_same_failure.mjs';
import * as f2 from './f2_paging_past_end.mjs';
import * as f3 from './f3_verbatim_reasoning_repeat.mjs';
import * as f4 from './f4_reasking_user.mjs';
import * as f5 from './f5_planning_monologue.mjs';
import * as f6 from './f6_poll_until_change.mjs';
import * as f7 from './f7_batch_templated.mjs';
import * as f8 from './f8_supervisor_distinct_subtasks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const FAMILIES = [['F1', f1], ['F2', f2], ['F3', f3], ['F4', f4], ['F5', f5], ['F6', f6], ['F7', f7], ['F8', f8]];

const rows = [];
const familyKeys = {};
for (const [key, mod] of FAMILIES) {
  const fam = mod.family;
  familyKeys[fam.name] = key;
  if (mod.scenarios.length !== 6) throw new Error(`${fam.name}: expected 6 scenarios`);
  mod.scenarios.forEach((build, i) => {
    const trace_id = `${fam.name}-${String(i + 1).padStart(2, '0')}`;
    const ctx = new Ctx(`blind5g/${trace_id}`);
    const sc = build(ctx);
    rows.push({ trace_id, family: fam.name, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root: sc.root, domain: sc.domain });
  });
}

const { errs, strRows } = validateRows(rows, familyKeys);
if (errs.length) {
  console.error('VALIDATION FAILED:\n' + errs.join('\n'));
  process.exit(1);
}

// domain is used for validation only; the row format is fixed
const out = rows.map(({ domain, ...r }) => JSON.stringify({
  trace_id: r.trace_id, family: r.family, isolates: r.isolates, loop: r.loop, stagnation: r.stagnation, goal: r.goal, root: r.root,
})).join('\n') + '\n';
const file = join(here, 'rows.jsonl');
writeFileSync(file, out);

const count = (s) => 1 + s.children.reduce((a, c) => a + count(c), 0);
console.log('family                                   | loop  | stagnation | spans per row');
console.log('-----------------------------------------|-------|------------|---------------------');
for (const [, mod] of FAMILIES) {
  const rs = rows.filter((r) => r.family === mod.family.name);
  console.log(`${mod.family.name.padEnd(41)}| ${String(mod.family.loop).padEnd(6)}| ${String(mod.family.stagnation).padEnd(11)}| ${rs.map((r) => count(r.root)).join(',')}`);
}
console.log(`rows: ${rows.length}  rows with JSON-string tool args: ${strRows}`);
console.log(`sha256(rows.jsonl) = ${createHash('sha256').update(out).digest('hex')}`);
