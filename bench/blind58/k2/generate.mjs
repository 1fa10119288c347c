import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { makeNoise } from './lib.mjs';
import { FAMILY_FILES, validateRows, loadFamilies } from './validate.mjs';
const rows = []; const domains = new Set();
for (const f of FAMILY_FILES) {
  const m = await import(pathToFileURL(new URL(f, import.meta.url).pathname).href);
  if (m.rows.length !== 6) throw new Error(`${f}: ${m.rows.length} rows`);
  for (const sc of m.rows) {
    const trace_id = `${m.meta.family}-${sc.id}`;
    if (domains.has(sc.domain)) throw new Error(`duplicate domain ${sc.domain}`); domains.add(sc.domain);
    const N = makeNoise(trace_id);
    const root = sc.build(N);
    root.metadata = { ...(root.metadata || {}), recording_style: sc.style, domain: sc.domain };
    rows.push({ trace_id, family: m.meta.family, isolates: sc.isolates, loop: m.meta.loop, stagnation: m.meta.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows, await loadFamilies());
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
