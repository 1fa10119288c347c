// Builds rows.jsonl from every fN_*.mjs family file, then validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, row, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(new URL(f, dir));
  m.scenarios.forEach((fn, i) => {
    const id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const s = fn(makeNoise(id));
    rows.push(row(m.family, i + 1, s.isolates, m.loop, s.stagnation, s.goal, s.root));
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
const errs = validateRows(rows);
for (const r of rows) console.log(r.trace_id.padEnd(40), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
if (errs.length) { console.error('VALIDATION FAILED\n' + errs.join('\n')); process.exit(1); }
console.log(`ok: ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
