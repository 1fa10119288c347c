// Builds rows.jsonl from the family files f1_*.mjs .. f10_*.mjs and validates it.
// Usage: node generate.mjs [--stats]
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { validateRows, FAMILIES, stagnationOf } from './validate.mjs';
import { countSpans } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

async function build() {
  const rows = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(join(here, f)).href + `?v=${rows.length}`);
    const fam = mod.FAMILY;
    if (!FAMILIES[fam]) throw new Error(`${f}: unknown family ${fam}`);
    if (!Array.isArray(mod.scenarios) || mod.scenarios.length !== 6) throw new Error(`${f}: must export 6 scenarios`);
    mod.scenarios.forEach((fn, i) => {
      const trace_id = `${fam}-${String(i + 1).padStart(2, '0')}`;
      const r = fn(trace_id);
      rows.push({ trace_id, family: fam, isolates: r.isolates, loop: mod.LOOP, stagnation: r.stagnation, goal: r.goal, root: r.root });
    });
  }
  return rows;
}

const rows = await build();
const again = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const text2 = again.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== text2) { console.error('non-deterministic output'); process.exit(1); }

if (process.argv.includes('--stats')) {
  for (const r of rows) {
    const st = stagnationOf(r.root);
    console.log(`${r.trace_id.padEnd(34)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${String(countSpans(r.root)).padStart(2)} texts=${st.n} maxSim=${st.maxSim.toFixed(2)} cluster=${st.cluster} bytes=${JSON.stringify(r).length}`);
  }
}

const errs = validateRows(rows);
const fams = new Set(rows.map((r) => r.family));
if (fams.size !== Object.keys(FAMILIES).length) errs.push(`expected ${Object.keys(FAMILIES).length} families, found ${fams.size}`);
writeFileSync(join(here, 'rows.jsonl'), text);
if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s); rows.jsonl written anyway for inspection`); process.exit(1); }
console.log(`wrote rows.jsonl: ${rows.length} rows, ${fams.size} families, sha256 ${createHash('sha256').update(text).digest('hex')}`);
