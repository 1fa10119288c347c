import fs from 'node:fs';
import crypto from 'node:crypto';
import { validateRow, validateFile, FAMILIES } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = fs.readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const out = []; let bad = 0;
for (const f of files) {
  const m = await import('./' + f);
  if (m.rows.length !== 6) { console.error(f + ': expected 6 rows'); bad++; }
  const doms = new Set(m.rows.map((r) => r.domain)); if (doms.size !== m.rows.length) { console.error(f + ': duplicate domain'); bad++; }
  for (const r of m.rows) {
    const trace_id = `${m.family}-${r.n}`;
    const row = { trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root: r.build(trace_id) };
    const e = validateRow(row); if (e.length) { bad++; console.error(trace_id + ': ' + e.join('; ')); }
    out.push(row);
  }
}
if (process.argv.includes('--only-valid') === false && bad) { console.error(bad + ' problems'); process.exit(1); }
fs.writeFileSync(dir + 'rows.jsonl', out.map((r) => JSON.stringify(r)).join('\n') + '\n');
const v = validateFile(dir + 'rows.jsonl'); if (v.bad) process.exit(1);
const fams = [...new Set(out.map((r) => r.family))];
console.log(`wrote ${out.length} rows, ${fams.length} families; sha256 ${crypto.createHash('sha256').update(fs.readFileSync(dir + 'rows.jsonl')).digest('hex')}`);
