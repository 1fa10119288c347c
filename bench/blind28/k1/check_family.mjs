// Dev helper: node check_family.mjs fN_name.mjs -> span counts, max own-text similarity, row problems.
import { validateRows, maxOwnTextRepeat } from './validate.mjs';
const f = process.argv[2];
const m = await import('./' + f);
const { normalize } = await import('./lib.mjs');
const rows = JSON.parse(JSON.stringify(m.build().map((r) => ({ ...r, root: normalize(r.root) }))));
for (const r of rows) { let n=0; const c=(s)=>{n++;(s.children||[]).forEach(c)}; c(r.root); console.log(r.trace_id, 'spans', n, 'rep', maxOwnTextRepeat(r.root).toFixed(2)); }
console.log(validateRows(rows).filter(e=>!e.startsWith('family')).join('\n'));
