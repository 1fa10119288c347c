import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, FAMILIES, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(dir + f);
  mod.scenarios.forEach((build, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const c = makeCtx(trace_id);
    const s = build(c);
    rows.push({ trace_id, family: mod.family, isolates: s.isolates, loop: FAMILIES[mod.family].loop, stagnation: s.stagnation, goal: s.goal, root: s.root });
  });
}
const errs = validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
for (const r of rows) console.log(r.trace_id.padEnd(40), String(r.loop).padEnd(6), String(r.stagnation).padEnd(6), countSpans(r.root));
if (errs.length) { console.error('VALIDATION ERRORS:\n' + errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} families; sha256 ${createHash('sha256').update(text).digest('hex')}`);
