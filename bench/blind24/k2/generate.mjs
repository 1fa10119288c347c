// Build rows.jsonl from the family files, then validate it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('./', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
const domains = new Map();
const styles = {};
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const { FAMILY, rows: scen } = mod;
  if (!f.endsWith(`_${FAMILY.name}.mjs`)) throw new Error(`${f}: file name does not match family ${FAMILY.name}`);
  for (const sc of scen) {
    const trace_id = `${FAMILY.name}-${sc.n}`;
    const c = makeCtx(trace_id, sc.start);
    const root = sc.build(c);
    const row = { trace_id, family: FAMILY.name, isolates: sc.isolates, loop: FAMILY.loop, stagnation: FAMILY.stagnation, goal: sc.goal, root };
    rows.push(JSON.parse(JSON.stringify(row)));
    if (domains.has(sc.domain)) throw new Error(`domain reused: ${sc.domain} (${domains.get(sc.domain)} and ${trace_id})`);
    domains.set(sc.domain, trace_id);
    styles[sc.style] = (styles[sc.style] || 0) + 1;
    if (process.env.VERBOSE) console.log(trace_id.padEnd(36), String(countSpans(root)).padStart(3), sc.style.padEnd(14), sc.domain);
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote rows.jsonl: ${rows.length} rows from ${files.length} families; styles: ${JSON.stringify(styles)}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
