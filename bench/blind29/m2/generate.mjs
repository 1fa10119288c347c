// Build rows.jsonl from the family files, validate, and check determinism.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES, noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

async function build() {
  const rows = [];
  for (const [fam, def] of Object.entries(FAMILIES)) {
    const mod = await import(`./${def.file}`);
    if (mod.family !== fam) throw new Error(`${def.file} exports family ${mod.family}, expected ${fam}`);
    if (mod.scenarios.length !== 6) throw new Error(`${def.file}: ${mod.scenarios.length} scenarios`);
    mod.scenarios.forEach((sc, i) => {
      const trace_id = `${fam}-0${i + 1}`;
      const r = sc.build(noise(trace_id));
      rows.push({ trace_id, family: fam, isolates: r.isolates, loop: r.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
    });
  }
  return rows;
}

const only = process.argv[2];
const rows = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
if (text.includes('NaN') && /[^A-Za-z]NaN[^A-Za-z]/.test(text)) console.warn('warning: NaN appears in output');
const errs = validateRows(rows);
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
