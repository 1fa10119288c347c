// Blind held-out benchmark generator (helper session, /work/blind4/f).
// Deterministic: seeded PRNG per row, no clock, no Math.random.
// Usage: node generate.mjs   -> writes rows.jsonl next to this file.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noise, stringifyArgs, countSpans } from './lib.mjs';
import { validateRow, flat } from './validate.mjs';

import * as f1 from './families/f1_paging_past_end.mjs';
import * as f2 from './families/f2_reask_same_question.mjs';
import * as f3 from './families/f3_repeated_status_message.mjs';
import * as f4 from './families/f4_retry_same_error.mjs';
import * as f5 from './families/f5_batch_identical_acks.mjs';
import * as f6 from './families/f6_pagination_to_end.mjs';
import * as f7 from './families/f7_backoff_then_success.mjs';
import * as f8 from './families/f8_clarify_then_proceed.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];
const here = dirname(fileURLToPath(import.meta.url));
const fail = (m) => { throw new Error(m); };

const rows = [];
const stats = [];
let k = 0;
for (const fam of FAMILIES) {
  if (fam.scenarios.length !== 6) fail(`${fam.family}: need 6 scenarios`);
  const domains = new Set();
  for (let i = 0; i < 6; i++, k++) {
    const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
    const n = noise(`blind4f:${trace_id}`);
    const sc = fam.scenarios[i](n);
    sc.root.input = sc.goal;
    // about a quarter of the traces record tool arguments as raw JSON strings
    if (k % 4 === 2) stringifyArgs(sc.root);
    const row = { trace_id, family: fam.family, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root: sc.root };
    let nSpans;
    try { nSpans = validateRow(row, fam, sc.meta); } catch (e) { fail(`${trace_id}: ${e.message}`); }
    if (domains.has(sc.domain)) fail(`${trace_id}: duplicate domain ${sc.domain}`);
    domains.add(sc.domain);
    const spans = flat(row.root);
    stats.push({
      trace_id, family: fam.family, loop: fam.loop, domain: sc.domain, style: sc.style, spans: nSpans,
      nested: spans.some((s, j) => j > 0 && s.type === 'agent'),
      jsonArgs: spans.some((s) => (s.type === 'tool' || s.type === 'retriever') && typeof s.input === 'string' && /^[[{]/.test(s.input)),
    });
    rows.push(row);
  }
}

// ---- corpus-level checks
if (rows.length !== 48) fail('need 48 rows');
if (new Set(rows.map((r) => r.goal)).size !== 48) fail('goals must be distinct');
for (const fam of FAMILIES.filter((f) => f.loop)) {
  if (!stats.some((s) => s.family === fam.family && s.spans > 25)) fail(`${fam.family}: needs a loop row over 25 spans`);
}
const nJson = stats.filter((s) => s.jsonArgs).length;
if (nJson < 10 || nJson > 16) fail(`json-string args in ${nJson} traces`);
const nNested = stats.filter((s) => s.nested).length;
if (nNested < 8) fail(`only ${nNested} traces with sub-agents`);
const lens = stats.map((s) => s.spans);
if (Math.min(...lens) > 8 || Math.max(...lens) < 26) fail('length spread too narrow');

const out = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const path = join(here, 'rows.jsonl');
writeFileSync(path, out);
const sha = createHash('sha256').update(out).digest('hex');

// ---- report
console.log('family                                 loop   stagnation  rows  spans(min-max)  nested  json-args');
for (const fam of FAMILIES) {
  const s = stats.filter((x) => x.family === fam.family);
  const l = s.map((x) => x.spans);
  console.log(`${fam.family.padEnd(38)} ${String(fam.loop).padEnd(6)} ${String(fam.stagnation).padEnd(11)} ${String(s.length).padEnd(5)} ${`${Math.min(...l)}-${Math.max(...l)}`.padEnd(15)} ${String(s.filter((x) => x.nested).length).padEnd(7)} ${s.filter((x) => x.jsonArgs).length}`);
}
if (process.argv.includes('--verbose')) for (const s of stats) console.log(`  ${s.trace_id.padEnd(44)} ${String(s.spans).padStart(2)}  ${s.domain.padEnd(20)} ${s.style}${s.nested ? '  [sub-agent]' : ''}${s.jsonArgs ? '  [json-args]' : ''}`);
console.log(`rows: ${rows.length}  json-arg traces: ${nJson}  nested: ${nNested}  spans ${Math.min(...lens)}-${Math.max(...lens)}`);
console.log(`wrote ${path}`);
console.log(`sha256 ${sha}`);
