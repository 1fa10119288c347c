import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ctx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import('./' + f);
  mod.rows.forEach((build, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const r = build(ctx(trace_id));
    rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: r.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
for (const r of rows) console.log(r.trace_id.padEnd(42), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
console.log(`${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
