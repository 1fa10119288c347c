// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { kit } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  for (const sc of mod.scenarios) {
    const trace_id = `${mod.family}-${sc.n}`;
    const k = kit(trace_id, sc.style, { ...(sc.opts || {}), goal: sc.goal });
    const root = sc.build(k);
    rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: sc.goal, root });
  }
}
const onlyPartial = process.argv.includes('--partial');
const errs = validateRows(rows).filter((e) => !(onlyPartial && e.startsWith('family ')));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
