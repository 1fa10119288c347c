// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, buildRoot } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter(f => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const fam = (await import(new URL('./' + f, import.meta.url))).default;
  for (const r of fam.rows) {
    const trace_id = `${fam.family}-${r.n}`;
    const c = makeCtx(trace_id, r.style, { model: r.model });
    c.role = r.role;
    c.msgs = [{ role: 'system', content: r.system }, { role: 'user', content: r.goal }];
    const res = r.build(c) || {};
    const root = buildRoot(c, r.goal, { ...res, metadata: { domain: r.domain, ...(res.metadata || {}) } });
    rows.push({ trace_id, family: fam.family, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root });
  }
}
const text = rows.map(r => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
