// Builds rows.jsonl from every fN_*.mjs family file and validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows } from './validate.mjs';
import { countSpans } from './lib.mjs';
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  mod.scenarios.forEach((sc, i) => {
    const trace_id = `${mod.family}-0${i + 1}`;
    const root = sc.build(trace_id);
    rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: sc.stagnation, goal: sc.goal, root });
    console.log(`${trace_id.padEnd(32)} loop=${mod.loop} stag=${sc.stagnation} spans=${countSpans(root)} ${sc.style} | ${sc.domain}`);
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
