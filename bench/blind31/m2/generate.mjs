// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Noise, FAMILIES } from './lib.mjs';
import { validateRows, checkSources } from './validate.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(HERE).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

async function build() {
  const out = [];
  for (const f of files) {
    const mod = await import(join(HERE, f));
    if (!FAMILIES[mod.family]) throw new Error(`${f}: family ${mod.family} not in FAMILIES`);
    if (mod.rows.length !== 6) throw new Error(`${f}: expected 6 rows, got ${mod.rows.length}`);
    for (const r of mod.rows) {
      const trace_id = `${mod.family}-${r.id}`;
      const root = r.build(new Noise(trace_id));
      const lab = FAMILIES[mod.family];
      out.push({ trace_id, family: mod.family, isolates: r.isolates, loop: lab.loop, stagnation: lab.stagnation, goal: r.goal, root: JSON.parse(JSON.stringify(root)) });
    }
  }
  return out;
}

const rows = await build();
const again = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const text2 = again.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== text2) { console.error('non-deterministic output'); process.exit(1); }
const errs = [...validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']')), ...checkSources()];
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(join(HERE, 'rows.jsonl'), text);
console.log(`wrote ${rows.length} rows to rows.jsonl (sha256 ${createHash('sha256').update(text).digest('hex')})`);
