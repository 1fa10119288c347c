#!/usr/bin/env node
// Deterministic generator for the blind held-out loop benchmark (set "c").
// Usage: node generate.mjs   -> writes rows.jsonl next to this file, prints table + sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ctx, stringifyArgs } from './lib.mjs';
import { validateRows, countSpans } from './validate.mjs';
import { family as f1 } from './families/f1_long_message_twice.mjs';
import { family as f2 } from './families/f2_reworded_search.mjs';
import { family as f3 } from './families/f3_same_failure.mjs';
import { family as f4 } from './families/f4_reasked_question.mjs';
import { family as f5 } from './families/f5_poll_until_change.mjs';
import { family as f6 } from './families/f6_empty_then_pivot.mjs';
import { family as f7 } from './families/f7_fix_verify_converges.mjs';
import { family as f8 } from './families/f8_templated_batch.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];
const here = dirname(fileURLToPath(import.meta.url));

const rows = [];
for (const fam of FAMILIES) {
  if (fam.scenarios.length !== 6) throw new Error(`${fam.name}: expected 6 scenarios`);
  fam.scenarios.forEach((sc, i) => {
    const trace_id = `${fam.name}-${String(i + 1).padStart(2, '0')}`;
    const ctx = new Ctx(`blind3c/${trace_id}`, sc.start);
    const root = sc.build(ctx, sc.goal);
    if (sc.stringArgs) stringifyArgs(root);
    rows.push({ trace_id, family: fam.name, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root });
  });
}

const stats = validateRows(rows, FAMILIES);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = join(here, 'rows.jsonl');
writeFileSync(out, text);

console.log('family                              loop   stag   rows  spans(min-max)  domains');
for (const fam of FAMILIES) {
  const fr = rows.filter((r) => r.family === fam.name);
  const n = fr.map((r) => countSpans(r.root));
  console.log(`${fam.name.padEnd(36)}${String(fam.loop).padEnd(7)}${String(fam.stagnation).padEnd(7)}${String(fr.length).padEnd(6)}${`${Math.min(...n)}-${Math.max(...n)}`.padEnd(16)}${fam.scenarios.map((s) => s.domain).join('; ')}`);
}
console.log(`rows: ${rows.length}; rows with JSON-string tool args: ${stats.strRows}; span counts ${stats.minSpans}-${stats.maxSpans}`);
console.log(`wrote ${out}`);
console.log(`sha256 ${createHash('sha256').update(text).digest('hex')}  rows.jsonl`);
