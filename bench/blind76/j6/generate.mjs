import { writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';
import { noise, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const rows = [];
for (const [fam, loop] of FAMILIES) {
  const file = new URL(`./${fam.split('_')[0]}_${fam.split('_').slice(1).join('_')}.mjs`, import.meta.url);
  if (!existsSync(file)) { console.warn('missing family file', fam); continue; }
  const mod = await import(file);
  if (mod.scenarios.length !== 6) throw new Error(`${fam}: ${mod.scenarios.length} scenarios`);
  mod.scenarios.forEach((sc, i) => {
    const trace_id = `${fam}-0${i + 1}`;
    const r = noise(trace_id);
    const o = sc(r);
    rows.push({ trace_id, family: fam, isolates: o.isolates, loop, stagnation: o.stagnation, goal: o.goal, root: o.root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
for (const r of rows) console.log(r.trace_id.padEnd(40), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
console.log(`wrote ${rows.length} rows sha256=${createHash('sha256').update(text).digest('hex')}`);
