// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { Noise, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
for (const f of files) { const src = readFileSync(dir + f, 'utf8'); if (/Math\.random|Date\.now|new Date\(\)/.test(src)) throw new Error(`${f}: nondeterministic call`); }
async function build() {
  const rows = [];
  for (const f of files) {
    const fam = (await import(dir + f)).default;
    if (`f${parseInt(f.slice(1))}_${fam.name}.mjs` !== f) throw new Error(`${f}: name mismatch`);
    fam.rows.forEach((sc, i) => {
      const trace_id = `${fam.name}-0${i + 1}`;
      rows.push({ trace_id, family: fam.name, isolates: sc.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root: sc.build(new Noise(trace_id)) });
    });
  }
  return rows;
}
const a = await build(), b = await build();
const text = a.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== b.map((r) => JSON.stringify(r)).join('\n') + '\n') throw new Error('nondeterministic output');
const errs = validateRows(a);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(dir + 'rows.jsonl', text);
for (const r of a) console.log(r.trace_id.padEnd(30), String(countSpans(r.root)).padStart(3), 'spans');
console.log(`wrote ${a.length} rows`);
