// Builds rows.jsonl from the family files, validates it and checks determinism.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadFamilies, validateRows } from './validate.mjs';
import { countSpans } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
function build() {
  const rows = [];
  for (const f of fams) {
    if (f.scenarios.length !== 6) throw new Error(`${f.file}: expected 6 scenarios`);
    f.scenarios.forEach((fn, i) => {
      const trace_id = `${f.FAMILY.name}-0${i + 1}`;
      const s = fn(trace_id);
      rows.push({ trace_id, family: f.FAMILY.name, isolates: s.isolates, loop: f.FAMILY.loop, stagnation: f.FAMILY.stagnation, goal: s.goal, root: s.root });
    });
  }
  return rows;
}
const rows = build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(join(here, 'rows.jsonl'), text);
const counts = rows.map((r) => countSpans(r.root));
console.log(`wrote ${rows.length} rows; spans min ${Math.min(...counts)} max ${Math.max(...counts)}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
