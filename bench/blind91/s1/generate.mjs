// Builds rows.jsonl from every fN_<family>.mjs, then validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { Ctx, countSpans } from './lib.mjs';
import { validateLines } from './validate.mjs';
const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter(f => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const lines = [];
for (const f of files) {
  const mod = await import(pathToFileURL(join(here, f)));
  mod.scenarios.forEach((sc, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const s = sc(new Ctx(trace_id));
    const row = { trace_id, family: mod.family, isolates: s.isolates, loop: mod.loop, stagnation: s.stagnation, goal: s.goal, root: s.root };
    lines.push(JSON.stringify(row));
    console.log(`${trace_id.padEnd(40)} loop=${String(mod.loop).padEnd(5)} stag=${String(s.stagnation).padEnd(5)} spans=${countSpans(s.root)}`);
  });
}
writeFileSync(join(here, 'rows.jsonl'), lines.join('\n') + '\n');
const { errs, count } = await validateLines(lines);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${count} rows to rows.jsonl; validation OK`);
