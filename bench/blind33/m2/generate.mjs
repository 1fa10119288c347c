// Builds rows.jsonl from the family files, validates, and prints a summary. Deterministic.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Noise, countSpans } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(dir, f)).href);
  if (!FAMILIES[mod.family]) throw new Error(`${f}: family ${mod.family} not registered in validate.mjs`);
  if (mod.scenarios.length !== 6) throw new Error(`${f}: needs 6 scenarios`);
  mod.scenarios.forEach((s, i) => {
    const trace_id = `${mod.family}-0${i + 1}`;
    const nz = new Noise(trace_id);
    const root = s.build.call(s, nz);
    root.metadata = { ...(root.metadata || {}), domain: s.domain };
    rows.push({ trace_id, family: mod.family, isolates: s.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: s.goal, root });
  });
}
const errs = validateRows(rows);
if (only !== '--partial' && errs.length) { console.error(errs.join('\n')); process.exit(1); }
if (errs.length) console.error(errs.join('\n'));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(path.join(dir, 'rows.jsonl'), text);
for (const r of rows) console.log(`${r.trace_id.padEnd(32)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)} style=${r.root.metadata.style}`);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
