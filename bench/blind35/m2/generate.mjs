// Builds rows.jsonl from the family files and validates it. Deterministic: no clock, no Math.random.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows, countSpans } from './lib.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = []; const families = {};
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const { FAMILY, SCENARIOS } = mod;
  families[FAMILY.name] = FAMILY;
  SCENARIOS.forEach((fn, i) => {
    const trace_id = `${FAMILY.name}-0${i + 1}`;
    const s = fn(trace_id);
    rows.push({ trace_id, family: FAMILY.name, isolates: s.isolates, loop: FAMILY.loop, stagnation: FAMILY.stagnation, goal: s.goal, root: s.root });
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
const errs = validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'), families);
for (const r of rows) console.log(r.trace_id.padEnd(34), 'spans=' + countSpans(r.root));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`OK ${rows.length} rows, ${Object.keys(families).length} families, sha256 ${createHash('sha256').update(text).digest('hex')}`);
