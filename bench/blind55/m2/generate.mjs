import fs from 'node:fs'; import crypto from 'node:crypto';
import { makeNoise, styled, row } from './lib.mjs'; import { FAMILY_FILES, validateRows } from './validate.mjs';
const rows = [];
for (const f of FAMILY_FILES) { const m = await import('./' + f + '.mjs');
  for (const s of m.scenarios) { const id = `${m.family.name}-${s.n}`; const N = makeNoise(id); const B = styled(s.style, N);
    const root = s.build.call(s, N, B); root.metadata = { ...(root.metadata || {}), recording_style: s.style, domain: s.domain };
    rows.push(row({ trace_id: id, family: m.family.name, isolates: s.isolates, loop: m.family.loop, stagnation: m.family.stagnation, goal: s.goal }, root)); } }
const errs = await validateRows(rows); if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const txt = rows.map(r => JSON.stringify(r)).join('\n') + '\n'; fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), txt);
console.log('rows', rows.length, 'sha256', crypto.createHash('sha256').update(txt).digest('hex'));
