// Builds rows.jsonl from every fN_*.mjs family file and validates the result.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkCtx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(dir + f);
  mod.default.forEach((build, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const c = mkCtx(trace_id, mod.starts?.[i]);
    const r = build(c);
    rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
for (const r of rows) console.log(r.trace_id.padEnd(40), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`ok: ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
