// node generate.mjs  -> writes rows.jsonl next to this file and validates it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { makeNoise, renderScenario } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateFile } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'rows.jsonl');
const lines = [];
for (const fam of FAMILIES) {
  if (fam.scenarios.length !== 6) throw new Error(`${fam.family}: expected 6 scenarios, got ${fam.scenarios.length}`);
  fam.scenarios.forEach((s, i) => {
    const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
    const N = makeNoise(trace_id);
    const sc = s.build(N);
    const root = renderScenario(sc, N);
    const row = { trace_id, family: fam.family, isolates: s.isolates || sc.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: sc.goal, root };
    lines.push(JSON.stringify(row));
  });
}
writeFileSync(out, lines.join('\n') + '\n');
const res = validateFile(out);
if (res.errors.length) {
  console.error(res.errors.join('\n'));
  console.error(`FAILED: ${res.errors.length} problem(s)`);
  process.exit(1);
}
console.log(`wrote ${lines.length} rows to ${out}`);
for (const w of res.notes) console.log(w);
