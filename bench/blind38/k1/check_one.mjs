// Dev helper: build and validate one family file. Usage: node check_one.mjs f1_echoed_long_thought.mjs
import { countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const m = await import('./' + process.argv[2]);
const rows = m.rows.map((r) => ({ trace_id: `${m.family.name}-${r.n}`, family: m.family.name, isolates: r.isolates, loop: m.family.loop, stagnation: m.family.stagnation, goal: r.goal, root: r.make(`${m.family.name}-${r.n}`) }));
for (const [i, r] of rows.entries()) console.log(r.trace_id, m.rows[i].style, countSpans(r.root), JSON.stringify(r.root).length);
console.log(validateRows(rows, [m]).filter((e) => !/expected 6/.test(e) || rows.length !== 6).join('\n') || 'ok');
