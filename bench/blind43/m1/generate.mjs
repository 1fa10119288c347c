import fs from 'node:fs';
import crypto from 'node:crypto';
import { Noise } from './lib.mjs';
import { validateFile, validateRow } from './validate.mjs';

const here = new URL('.', import.meta.url).pathname;
const files = fs.readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const out = [];
for (const f of files) {
  const mod = await import('./' + f);
  const { family, rows } = mod;
  if (rows.length !== 6) throw new Error(`${f}: ${rows.length} rows`);
  for (const r of rows) {
    const trace_id = `${family.name}-${r.n}`;
    const N = new Noise(trace_id);
    const root = r.build(N);
    const row = { trace_id, family: family.name, isolates: r.isolates, loop: family.loop, stagnation: family.stagnation, goal: r.goal, root };
    const { errs, spans } = validateRow(row);
    if (errs.length) console.error(`${trace_id} [${r.style}, ${spans} spans]: ${errs.join('; ')}`);
    out.push(JSON.stringify(row));
  }
}
const path = here + 'rows.jsonl';
fs.writeFileSync(path, out.join('\n') + '\n');
const res = validateFile(path);
console.log(`wrote ${out.length} rows; ${res.bad} invalid; sha256 ${crypto.createHash('sha256').update(fs.readFileSync(path)).digest('hex')}`);
process.exit(res.bad ? 1 : 0);
