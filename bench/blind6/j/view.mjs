// Dev helper: compact outline of a row. Usage: node view.mjs <trace_id>
import { readFileSync } from 'node:fs';
const id = process.argv[2];
const rows = readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const cut = (x, n = 220) => { const s = typeof x === 'string' ? x : JSON.stringify(x); return s.length > n ? s.slice(0, n) + '…' : s; };
function walk(s, d) {
  console.log(`${'  '.repeat(d)}[${s.type}] ${s.name}${s.error ? '  ERROR: ' + cut(s.error, 120) : ''}\n${'  '.repeat(d)}   in : ${cut(s.input)}\n${'  '.repeat(d)}   out: ${cut(s.output)}`);
  for (const c of s.children) walk(c, d + 1);
}
for (const r of rows.filter((r) => r.trace_id.startsWith(id))) { console.log(`== ${r.trace_id} loop=${r.loop} stag=${r.stagnation}`); walk(r.root, 0); }
