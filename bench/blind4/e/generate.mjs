#!/usr/bin/env node
// Deterministic generator for the blind loop/stagnation benchmark (8 families x 6 rows).
// Usage: node generate.mjs   -> writes rows.jsonl next to this file, validates, prints table + sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Ctx } from './lib.mjs';
import { validateRow } from './validate.mjs';
import f1 from './families/f1_reworded.mjs';
import f2 from './families/f2_samefail.mjs';
import f3 from './families/f3_status.mjs';
import f4 from './families/f4_repeat.mjs';
import f5 from './families/f5_reads.mjs';
import f6 from './families/f6_refined.mjs';
import f7 from './families/f7_poll.mjs';
import f8 from './families/f8_converge.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];
const here = dirname(fileURLToPath(import.meta.url));

const lines = [];
const problems = [];
const table = [];
let strArgRows = 0;
const loopLong = [];

for (const fam of FAMILIES) {
  if (fam.rows.length !== 6) problems.push(`${fam.family}: ${fam.rows.length} rows`);
  const domains = new Set(fam.rows.map((r) => r.domain));
  if (domains.size !== fam.rows.length) problems.push(`${fam.family}: domains not distinct`);
  if (fam.stagnation && !fam.loop) problems.push(`${fam.family}: stagnation without loop`);
  const spanCounts = [];
  fam.rows.forEach((def, i) => {
    const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
    const ctx = new Ctx(trace_id, { strArgs: def.strArgs });
    const { goal, root } = def.build(ctx);
    const row = { trace_id, family: fam.family, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal, root };
    const { errs, spans } = validateRow(row, def, fam.kind);
    for (const e of errs) problems.push(`${trace_id}: ${e}`);
    if (def.strArgs) strArgRows++;
    if (fam.loop && spans > 25) loopLong.push(trace_id);
    spanCounts.push(spans);
    lines.push(JSON.stringify(row));
  });
  table.push({ family: fam.family, loop: fam.loop, stagnation: fam.stagnation, spans: spanCounts.join(' '), domains: [...domains].join('; ') });
}

if (lines.length !== 48) problems.push(`row count ${lines.length}`);
if (strArgRows !== 12) problems.push(`JSON-string-arg rows ${strArgRows} (want 12 of 48)`);
if (loopLong.length < 2) problems.push(`loop rows over 25 spans: ${loopLong.length}`);

if (problems.length) {
  console.error('VALIDATION FAILED');
  for (const p of problems) console.error('  ' + p);
  process.exit(1);
}

const body = lines.join('\n') + '\n';
const out = join(here, 'rows.jsonl');
writeFileSync(out, body);

const pad = (s, n) => String(s).padEnd(n);
console.log(pad('family', 32) + pad('loop', 7) + pad('stag', 7) + pad('spans', 22) + 'domains');
for (const t of table) console.log(pad(t.family, 32) + pad(t.loop, 7) + pad(t.stagnation, 7) + pad(t.spans, 22) + t.domains);
console.log(`\nrows: ${lines.length}  json-string-arg rows: ${strArgRows}  loop rows >25 spans: ${loopLong.join(', ')}`);
console.log(`sha256(rows.jsonl) = ${createHash('sha256').update(body).digest('hex')}`);
