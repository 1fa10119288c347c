import { writeFileSync, existsSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
async function build() {
  const rows = [];
  for (const [f, name] of FAMILIES) {
    const file = `${f}_${name}.mjs`;
    if (!existsSync(dir + file)) { console.warn(`missing ${file}`); continue; }
    const mod = await import(`./${file}?v=${rows.length}`);
    const rs = mod.rows();
    if (rs.length !== 3) throw new Error(`${file}: expected 3 rows, got ${rs.length}`);
    rs.forEach((r, i) => { if (r.family !== name || r.trace_id !== `${name}-0${i + 1}`) throw new Error(`${file}: row ${i + 1} id/family mismatch (${r.trace_id})`); });
    rows.push(...rs);
  }
  return rows;
}
const a = await build(); const b = await build();
const ja = a.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (ja !== b.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(a);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(dir + 'rows.jsonl', ja);
console.log(`wrote ${a.length} rows; sha256 ${createHash('sha256').update(ja).digest('hex')}`);
