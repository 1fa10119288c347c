// Builds rows.jsonl from the family files, validates it, and checks determinism.
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { noise } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function build(fams) {
  const rows = [];
  for (const f of fams) {
    if (f.scenarios.length !== 6) throw new Error(`${f.FAMILY}: ${f.scenarios.length} scenarios`);
    f.scenarios.forEach((sc, i) => {
      const trace_id = `${f.FAMILY}-0${i + 1}`;
      const out = sc(noise(trace_id));
      rows.push({ trace_id, family: f.FAMILY, isolates: out.isolates || f.ISOLATES, loop: f.LOOP, stagnation: f.STAGNATION, goal: out.goal, root: out.root });
    });
  }
  return rows;
}

// no wall-clock or Math.random in the sources
for (const f of readdirSync(here).filter((x) => x.endsWith('.mjs'))) {
  const src = readFileSync(join(here, f), 'utf8').replace(/\/\/.*$/gm, '');
  if (/Math\.random|Date\.now\(|new Date\(\)|performance\.now/.test(src)) { console.error(`${f}: non-deterministic source`); process.exit(1); }
}

const fams = await loadFamilies();
const rows = build(fams);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = build(fams).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
const { errs, spans } = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'), fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(join(here, 'rows.jsonl'), text);
const sha = createHash('sha256').update(text).digest('hex');
for (const f of fams) {
  const rs = rows.filter((r) => r.family === f.FAMILY);
  console.log(`${f.FAMILY.padEnd(30)} loop=${String(f.LOOP).padEnd(5)} stagnation=${String(f.STAGNATION).padEnd(5)} spans=${rs.map((r, i) => spans[rows.indexOf(r)]).join(',')}`);
}
console.log(`wrote ${rows.length} rows to rows.jsonl  sha256=${sha}`);
