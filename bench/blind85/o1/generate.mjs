import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Ctx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(new URL(f, import.meta.url));
  m.scenarios.forEach((sc, i) => {
    const trace_id = `${m.family}-0${i + 1}`;
    const c = new Ctx(trace_id);
    const r = sc(c);
    rows.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = await validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('rows.jsonl', import.meta.url), text);
for (const r of rows) console.log(r.trace_id.padEnd(40), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
