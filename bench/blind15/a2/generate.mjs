// Builds rows.jsonl from the family files and validates it. Deterministic: run twice, same bytes.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, finalize, validateRows, FAMILIES } from './lib.mjs';

const here = new URL('.', import.meta.url).pathname;
const files = readdirSync(here).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

async function build() {
  const rows = [];
  for (const f of files) {
    const mod = await import(new URL(f, import.meta.url).href);
    if (!FAMILIES[mod.family]) throw new Error(`${f}: family ${mod.family} missing from FAMILIES`);
    if (mod.rows.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
    mod.rows.forEach((fn, i) => {
      const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
      const N = makeNoise(trace_id);
      const r = fn(N);
      finalize(r.root, N);
      rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: FAMILIES[mod.family].loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
    });
  }
  return rows;
}

const rows = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} validation error(s)`); process.exit(1); }
writeFileSync(new URL('rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
