// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, render } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const fam = mod.family; const lab = FAMILY_LABELS[fam];
  if (!lab) throw new Error(`${f}: family ${fam} not in FAMILY_LABELS`);
  mod.scenarios.forEach((sc, i) => {
    const trace_id = `${fam}-${String(i + 1).padStart(2, '0')}`;
    const N = makeNoise(trace_id);
    const s = sc(N);
    const root = render(s.style, N, s.run);
    rows.push({ trace_id, family: fam, isolates: s.isolates, loop: lab.loop, stagnation: lab.stagnation, goal: s.run.goal, root });
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const back = text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
const { errs, perFam } = validateRows(back);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('rows.jsonl', dir), text);
const styles = {}; rows.forEach((r) => { const s = r.root.metadata.recording_style; styles[s] = (styles[s] || 0) + 1; });
console.log(`wrote ${rows.length} rows`, perFam, styles, 'sha256', createHash('sha256').update(text).digest('hex'));
