// Builds rows.jsonl from the family files and validates it. Deterministic.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise, hashStr } from './lib.mjs';
import { validateRows, FAMILIES, maxLlmSim, flatten } from './validate.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = []; const problems = []; const domains = new Map();
const partial = process.argv.includes('--partial');
for (const f of files) {
  const mod = await import(new URL(f, dir));
  if (!f.startsWith(`f${f.match(/^f(\d+)/)[1]}_${mod.family}.mjs`)) problems.push(`${f}: file name does not match family ${mod.family}`);
  if (mod.rows.length !== 6) problems.push(`${f}: ${mod.rows.length} rows`);
  const fam = FAMILIES[mod.family];
  if (!fam || fam.loop !== mod.loop) problems.push(`${f}: family loop label disagrees with validate.mjs`);
  mod.rows.forEach((r, i) => {
    if (r.n !== String(i + 1).padStart(2, '0')) problems.push(`${f}: row ${i} numbered ${r.n}`);
    if (domains.has(r.domain)) problems.push(`${f} ${r.n}: domain "${r.domain}" reused (also ${domains.get(r.domain)})`);
    domains.set(r.domain, `${mod.family}-${r.n}`);
    const trace_id = `${mod.family}-${r.n}`;
    const N = new Noise(trace_id);
    const root = r.build.call(r, N);
    rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: r.stagnation ?? mod.stagnation, goal: r.goal, root });
  });
}
let errs = validateRows(rows).concat(problems);
if (partial) errs = errs.filter((e) => !/^family .*rows \(want 6\)/.test(e));
for (const r of rows) {
  const m = maxLlmSim(r.root);
  if (process.argv.includes('-v')) console.log(r.trace_id.padEnd(40), 'spans', String(flatten(r.root).length).padStart(2), 'maxSim', m.best.toFixed(2), 'stag', r.stagnation);
}
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
