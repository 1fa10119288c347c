// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
async function build() {
  const rows = [];
  for (const [family, f] of Object.entries(FAMILIES)) {
    const file = readdirSync(dir).find((x) => x.startsWith(f.file + '_') && x.endsWith('.mjs'));
    if (!file) { if (process.argv.includes('--partial')) continue; throw new Error('missing file for ' + family); }
    const { scenarios } = await import('./' + file);
    if (scenarios.length !== 6) throw new Error(`${file}: ${scenarios.length} scenarios`);
    scenarios.forEach((s, i) => {
      const trace_id = `${family}-0${i + 1}`;
      const { isolates, goal, root } = s(trace_id);
      rows.push({ trace_id, family, isolates, loop: f.loop, stagnation: f.stagnation, goal, root });
    });
  }
  return rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
}
const a = await build(); const b = await build();
if (a !== b) { console.error('non-deterministic output'); process.exit(1); }
const rows = a.split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(dir + 'rows.jsonl', a);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(a).digest('hex')}`);
