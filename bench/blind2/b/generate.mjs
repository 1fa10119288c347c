#!/usr/bin/env node
// Deterministic generator for the blind held-out benchmark (10 families x 6 rows).
// Usage: node generate.mjs   -> writes rows.jsonl next to this file, prints family table + sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCtx, walk } from './lib.mjs';
import { validateRow, DOMAINS } from './validate.mjs';

import f01 from './families/f01_status_poll.mjs';
import f02 from './families/f02_error_retry.mjs';
import f03 from './families/f03_reask_user.mjs';
import f04 from './families/f04_repeat_message.mjs';
import f05 from './families/f05_redelegation.mjs';
import f06 from './families/f06_batch_acks.mjs';
import f07 from './families/f07_similar_reads.mjs';
import f08 from './families/f08_planning.mjs';
import f09 from './families/f09_distinct_delegation.mjs';
import f10 from './families/f10_capture_off.mjs';

const FAMILIES = [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10];
const here = dirname(fileURLToPath(import.meta.url));

// About a quarter of traces record tool arguments as the JSON string the provider sent.
const stringArgs = (globalIndex) => globalIndex % 4 === 1;
function stringifyToolArgs(root) {
  walk(root, (s) => {
    if (s.type === 'tool' && s.input && typeof s.input === 'object' && Object.keys(s.input).length) s.input = JSON.stringify(s.input);
  });
}

const rows = [];
const stats = [];
const names = new Set();
FAMILIES.forEach((fam, fi) => {
  if (names.has(fam.name)) throw new Error(`duplicate family ${fam.name}`);
  names.add(fam.name);
  if (fam.scenarios.length !== 6) throw new Error(`${fam.name}: need 6 scenarios`);
  const domains = new Set();
  const lengths = [];
  fam.scenarios.forEach((scenario, ri) => {
    const trace_id = `${fam.name}-${String(ri + 1).padStart(2, '0')}`;
    const c = makeCtx(trace_id);
    const { domain, goal, root } = scenario(c);
    if (!DOMAINS.includes(domain)) throw new Error(`${trace_id}: unknown domain ${domain}`);
    if (domains.has(domain)) throw new Error(`${trace_id}: domain ${domain} reused in family`);
    domains.add(domain);
    if (stringArgs(fi * 6 + ri)) stringifyToolArgs(root);
    const row = { trace_id, family: fam.name, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal, root };
    lengths.push(validateRow(row, fam, ri));
    rows.push(row);
  });
  stats.push({ fam, domains: [...domains], lengths });
});

// Cross-row checks.
const ids = new Set(rows.map((r) => r.trace_id));
if (ids.size !== 60 || rows.length !== 60) throw new Error('need 60 unique rows');
const goals = new Set(rows.map((r) => r.goal));
if (goals.size !== 60) throw new Error('goals must be unique');
let strRows = 0;
for (const r of rows) {
  let has = false;
  walk(r.root, (s) => {
    if (s.type === 'tool' && typeof s.input === 'string') has = true;
  });
  if (has) strRows++;
}
if (strRows < 12 || strRows > 18) throw new Error(`string-args rows ${strRows} not about a quarter`);

const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = join(here, 'rows.jsonl');
writeFileSync(out, text);
const sha = createHash('sha256').update(text).digest('hex');

const pad = (s, n) => String(s).padEnd(n);
console.log(pad('family', 38) + pad('loop', 7) + pad('stag', 7) + pad('spans', 22) + 'domains');
for (const { fam, domains, lengths } of stats) {
  console.log(pad(fam.name, 38) + pad(fam.loop, 7) + pad(fam.stagnation, 7) + pad(lengths.join(','), 22) + domains.join(', '));
}
console.log(`\nrows: ${rows.length}  rows with JSON-string tool args: ${strRows}`);
console.log(`wrote ${out}`);
console.log(`sha256 ${sha}`);
