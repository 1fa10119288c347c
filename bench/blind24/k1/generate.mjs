// Builds rows.jsonl from the family modules, deterministically, then validates it.
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows, readRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;

function build() {
  const rows = [];
  const domains = new Map();
  for (const f of FAMILIES) {
    if (f.scenarios.length !== 6) throw new Error(`${f.family}: ${f.scenarios.length} scenarios`);
    for (const s of f.scenarios) {
      const trace_id = `${f.family}-${s.n}`;
      const d = s.domain.toLowerCase();
      if (domains.has(d)) throw new Error(`domain "${s.domain}" used twice (${domains.get(d)} and ${trace_id})`);
      domains.set(d, trace_id);
      const N = noise(trace_id);
      rows.push({ trace_id, family: f.family, isolates: s.isolates, loop: f.loop, stagnation: f.stagnation, goal: s.goal, root: s.build(N) });
    }
  }
  return rows;
}

// sources must not use Math.random or clock reads
for (const file of readdirSync(dir).filter((x) => x.endsWith('.mjs'))) {
  const src = readFileSync(dir + file, 'utf8').replace(/\/\/.*$/gm, '');
  if (/Math\.random|Date\.now|new Date\(\)|performance\.now|process\.hrtime/.test(src)) throw new Error(`${file}: nondeterministic call`);
}

const a = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
const b = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (a !== b) throw new Error('output is not deterministic');
writeFileSync(dir + 'rows.jsonl', a);
const rows = readRows(dir + 'rows.jsonl');
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const sha = createHash('sha256').update(a).digest('hex');
const counts = {};
for (const r of rows) counts[r.family] = `loop=${r.loop} stagnation=${r.stagnation}`;
console.log(`wrote ${rows.length} rows to ${dir}rows.jsonl`);
for (const [f, l] of Object.entries(counts)) console.log(`  ${f}: ${l}`);
console.log(`sha256 ${sha}`);
