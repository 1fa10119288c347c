import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ctx, countSpans, row } from './lib.mjs';
import { validateRows, FAMILY_LOOP } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d\d_.*\.mjs$/.test(f)).sort();
const rows = [];
for (const f of files) {
  const m = await import('./' + f);
  if (FAMILY_LOOP[m.FAMILY] !== m.LOOP) throw new Error(`${f}: family ${m.FAMILY} loop label mismatch`);
  m.scenarios.forEach((fn, i) => {
    const id = `${m.FAMILY}-${String(i + 1).padStart(2, '0')}`;
    const c = ctx(id);
    const r = fn(c);
    rows.push(row(id, m.FAMILY, r.isolates || m.ISOLATES, m.LOOP, r.stagnation, r.goal, r.root));
  });
}
const errs = validateRows(rows, null);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
for (const r of rows) console.log(r.trace_id.padEnd(34), 'loop=' + String(r.loop).padEnd(5), 'stag=' + String(r.stagnation).padEnd(5), 'spans=' + countSpans(r.root));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
