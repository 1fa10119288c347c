// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, styler } from './lib.mjs';
import { FAMILY_FILES, validateRows } from './validate.mjs';

const rows = [];
for (const f of FAMILY_FILES) {
  const m = await import(`./${f}.mjs`);
  if (m.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
  m.rows.forEach((sc, i) => {
    const trace_id = `${m.family}-0${i + 1}`;
    const c = makeCtx(trace_id);
    const S = styler(sc.style, c, sc.model);
    const root = sc.build(c, S);
    root.metadata = { ...(root.metadata || {}), recording_style: sc.style, domain: sc.domain };
    rows.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.loop, stagnation: m.stagnation, goal: sc.goal, root });
  });
}
const errs = await validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
