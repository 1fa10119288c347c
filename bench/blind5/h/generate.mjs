// Deterministic generator for the blind loop/stagnation benchmark (no deps, no clock, no Math.random).
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise, stringifyArgs, flatten } from './lib.mjs';
import { validateRow, validateFamily } from './validate.mjs';
import * as f1 from './f1_reworded_search.mjs';
import * as f2 from './f2_volatile_status.mjs';
import * as f3 from './f3_repeated_message.mjs';
import * as f4 from './f4_same_error_retry.mjs';
import * as f5 from './f5_many_records.mjs';
import * as f6 from './f6_refined_search.mjs';
import * as f7 from './f7_converging_fix.mjs';
import * as f8 from './f8_backoff_success.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];
const HERE = new URL('.', import.meta.url).pathname;
const lines = [], table = [];
let strArgs = 0;

FAMILIES.forEach((fam, fi) => {
  const rows = [], domains = [], lens = [];
  fam.rows.forEach((build, i) => {
    const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
    const sc = build(new Noise(trace_id));
    if (sc.stringArgs) { stringifyArgs(sc.root); strArgs++; }
    const row = { trace_id, family: fam.family, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root: sc.root };
    const v = validateRow(row, fi + 1, sc.meta);
    rows.push(row); domains.push(sc.domain); lens.push(v.spans + (sc.root.children.some(c => c.type === 'agent') ? '*' : ''));
    lines.push(JSON.stringify(row));
  });
  validateFamily(rows, domains);
  table.push({ family: fam.family, loop: fam.loop, stagnation: fam.stagnation, isolates: fam.isolates, domains, lens });
});

const body = lines.join('\n') + '\n';
writeFileSync(HERE + 'rows.jsonl', body);

const md = [
  '# Blind loop/stagnation benchmark (set h)',
  '',
  'Written by a helper session writing blind: scenarios and labels were authored from the trace content alone, without seeing the detector under test or any other benchmark set.',
  '',
  'Regenerate with `node generate.mjs` (Node >= 18, no dependencies). Output is deterministic: a seeded PRNG (keyed by trace_id) supplies all volatile noise (timestamps, UUIDs, request ids, hashes, durations); no clock and no Math.random. The generator validates every row (schema, 5-40 spans, distinct domains per family, and a family-specific structural check) before writing.',
  '',
  `${lines.length} rows = ${FAMILIES.length} families x 6. Each row in a family is a different hand-written scenario in a different domain. About a quarter of traces (${strArgs}) record tool arguments as JSON strings; sub-agents (nested "agent" spans) appear in several rows.`,
  '',
  '| family | loop | stagnation | isolates | domains (spans; * = nested sub-agent) |',
  '|---|---|---|---|---|',
  ...table.map(t => `| ${t.family} | ${t.loop} | ${t.stagnation} | ${t.isolates} | ${t.domains.map((d, i) => `${d} (${t.lens[i]})`).join('; ')} |`),
  '',
  'Label meaning: `loop` = the run is stuck repeating work that brings no new information and does not escape by succeeding (giving up afterwards does not make it healthy). `stagnation` = the model\'s own text (llm outputs or messages to the user) restates itself without progress. Families 1-4 are loops; 5-8 are healthy look-alikes with both labels false.',
  '',
  'Files: `generate.mjs` (driver), `lib.mjs` (PRNG, noise, span constructors), `validate.mjs` (checks), `f1..f8_*.mjs` (one module per family), `rows.jsonl` (output).',
  '',
].join('\n');
writeFileSync(HERE + 'README.md', md);

console.log('family'.padEnd(40), 'loop  stag  spans');
for (const t of table) console.log(t.family.padEnd(40), String(t.loop).padEnd(5), String(t.stagnation).padEnd(5), t.lens.join(' '));
console.log(`rows: ${lines.length}, string-arg traces: ${strArgs}`);
console.log('sha256(rows.jsonl) =', createHash('sha256').update(body).digest('hex'));
