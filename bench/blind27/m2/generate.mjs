// Builds rows.jsonl from the family files and validates it. Deterministic.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, render, countSpans } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

async function build(only) {
  const rows = [];
  const domains = new Map();
  for (const [family, spec] of Object.entries(FAMILIES)) {
    if (only && only !== family) continue;
    const mod = await import(spec.file);
    if (mod.family !== family || mod.loop !== spec.loop || mod.stagnation !== spec.stagnation) throw new Error(`${spec.file}: header disagrees with registry`);
    if (mod.rows.length !== 6) throw new Error(`${spec.file}: ${mod.rows.length} rows`);
    mod.rows.forEach((fn, i) => {
      const trace_id = `${family}-${String(i + 1).padStart(2, '0')}`;
      const N = noise(trace_id);
      const sc = fn(N);
      if (domains.has(sc.domain)) throw new Error(`domain reused: ${sc.domain} in ${trace_id} and ${domains.get(sc.domain)}`);
      domains.set(sc.domain, trace_id);
      const root = render(sc, N);
      rows.push({ trace_id, family, isolates: sc.isolates, loop: spec.loop, stagnation: spec.stagnation, goal: sc.goal, root, _style: sc.style, _domain: sc.domain, _n: countSpans(root) });
    });
  }
  return rows;
}

const only = process.argv[2];
const rows = await build(only);
const clean = rows.map(({ _style, _domain, _n, ...r }) => r);
const text = clean.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build(only)).map(({ _style, _domain, _n, ...r }) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
if (only) { for (const r of rows) console.log(r.trace_id, r._style, r._n, r._domain); process.exit(0); }
const errs = validateRows(clean);
if (errs.length) { console.error(errs.slice(0, 50).join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const styles = {};
for (const r of rows) styles[r._style] = (styles[r._style] || 0) + 1;
for (const r of rows) console.log(r.trace_id.padEnd(30), String(r._n).padStart(3), r._style.padEnd(14), r._domain);
console.log('styles:', JSON.stringify(styles));
console.log(`wrote ${clean.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
