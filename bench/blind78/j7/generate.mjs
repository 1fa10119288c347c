import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, countSpans } from './lib.mjs';
import { validateRows, FAMILY_LOOP } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import('./' + f);
  if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  mod.scenarios.forEach((fn, i) => {
    const trace_id = `${mod.family}-0${i + 1}`;
    const N = makeNoise(trace_id);
    const s = fn(N);
    rows.push({ trace_id, family: mod.family, isolates: s.isolates, loop: FAMILY_LOOP[mod.family], stagnation: s.stagnation, goal: s.goal, root: s.root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
for (const r of rows) console.log(r.trace_id.padEnd(34), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
console.log(rows.length, 'rows; sha256', createHash('sha256').update(text).digest('hex'));
