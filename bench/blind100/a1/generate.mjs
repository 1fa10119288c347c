// Builds rows.jsonl from every fN_*.mjs family file, then validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { makeCtx, countSpans, retime } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(dir + f);
  mod.rows.forEach((build, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const c = makeCtx(trace_id);
    const r = build(c); retime(r.root, c);
    rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(rows.map((r) => JSON.parse(JSON.stringify(r))));
writeFileSync(dir + 'rows.jsonl', rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
for (const r of rows) console.log(r.trace_id.padEnd(44), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
if (errs.length) { console.error('INVALID:\n' + errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} families`);
