// Builds rows.jsonl from the family files and validates it.  node generate.mjs
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Noise, renderTrace, countSpans } from './lib.mjs';
import { loadFamilies, validateRows, stagnationStats } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
const rows = [];
const verbose = process.argv.includes('-v');
for (const f of fams) {
  const domains = new Set();
  const styles = new Set(f.scenarios.map((s) => s.style));
  if (styles.size !== 6) throw new Error(`${f.family}: each row should use a different recording style`);
  for (const s of f.scenarios) {
    const trace_id = `${f.family}-${s.id}`;
    if (domains.has(s.domain)) throw new Error(`${trace_id}: domain ${s.domain} repeated within family`);
    domains.add(s.domain);
    const spec = s.build(new Noise(trace_id));
    const root = renderTrace(s.style, { ...spec, goal: s.goal }, new Noise(trace_id + ':render'));
    rows.push({ trace_id, family: f.family, isolates: s.isolates, loop: f.loop, stagnation: f.stagnation, goal: s.goal, root });
    if (verbose) console.log(trace_id.padEnd(34), s.style.padEnd(10), String(countSpans(root)).padStart(3), 'spans', JSON.stringify(stagnationStats(root)));
  }
}
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(join(here, 'rows.jsonl'), text);
console.log(`wrote rows.jsonl: ${rows.length} rows, ${(text.length / 1024).toFixed(0)} KiB, sha256 ${createHash('sha256').update(text).digest('hex')}`);
