import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise } from './lib.mjs';
import { FAMILY_FILES, validateRows } from './validate.mjs';
async function build() {
  const rows = []; const meta = [];
  for (const f of FAMILY_FILES) {
    const m = await import(`./${f}.mjs`);
    if (m.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
    m.rows.forEach((fn, i) => {
      const trace_id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
      const N = makeNoise(trace_id);
      const r = fn(N);
      rows.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: m.stagnation, goal: r.goal, root: r.root });
      meta.push({ trace_id, domain: r.domain, style: r.style });
    });
  }
  return { rows, meta };
}
const a = await build(); const b = await build();
const text = a.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== b.rows.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('non-deterministic output'); process.exit(1); }
const doms = a.meta.map((m) => m.domain); const dup = doms.filter((d, i) => doms.indexOf(d) !== i);
if (dup.length) { console.error('duplicate domains: ' + dup.join(', ')); process.exit(1); }
const errs = await validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
writeFileSync(new URL('./rows_meta.json', import.meta.url), JSON.stringify(a.meta, null, 1));
console.log(`wrote ${a.rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
