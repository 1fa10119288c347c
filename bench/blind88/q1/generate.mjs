// Builds rows.jsonl from every fN_<family>.mjs and validates it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeR } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';
const dir = path.dirname(fileURLToPath(import.meta.url));
const files = fs.readdirSync(dir).filter(f => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(pathToFileURL(path.join(dir, f)).href);
  if (`f${f.match(/^f(\d+)_/)[1]}_${m.family}.mjs` !== f) throw new Error(`${f}: family name mismatch (${m.family})`);
  m.scenarios.forEach((sc, i) => {
    const trace_id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const R = makeR(trace_id);
    rows.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.loop, stagnation: sc.stagnation, goal: sc.goal, root: sc.build(R) });
  });
}
const { errs } = validateRows(rows);
fs.writeFileSync(path.join(dir, 'rows.jsonl'), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} family files (${Object.keys(FAMILIES).length} families known)`);
