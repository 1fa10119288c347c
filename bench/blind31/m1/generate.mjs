// Builds rows.jsonl from the family files and validates it. Deterministic: run twice, same bytes.
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';

const here = new URL('./', import.meta.url);
const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

async function build() {
  const rows = [];
  for (const f of files) {
    const mod = await import(new URL(f, here));
    if (!FAMILIES[mod.family]) throw new Error(`${f}: family ${mod.family} missing from validate.mjs`);
    if (mod.loop !== FAMILIES[mod.family].loop || mod.stagnation !== FAMILIES[mod.family].stagnation) throw new Error(`${f}: labels disagree with validate.mjs`);
    if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
    mod.scenarios.forEach((fn, i) => {
      const trace_id = `${mod.family}-0${i + 1}`;
      const s = fn(new Noise(trace_id));
      rows.push({ trace_id, family: mod.family, isolates: s.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: s.goal, root: s.root });
    });
  }
  return rows;
}

// no nondeterminism in sources
for (const f of [...files, 'lib.mjs']) {
  const src = readFileSync(new URL(f, here), 'utf8');
  if (/Math\.random|Date\.now\(|new Date\(\)|performance\.now/.test(src)) throw new Error(`${f}: nondeterministic call`);
}
const rows = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) throw new Error('generation is not deterministic');
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
writeFileSync(new URL('rows.jsonl', here), text);
console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
