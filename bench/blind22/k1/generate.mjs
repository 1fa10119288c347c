// Writes rows.jsonl from the family files, then validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { row } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

async function build() {
  const rows = [];
  const meta = [];
  for (const f of files) {
    const mod = await import('./' + f);
    if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios, got ${mod.scenarios.length}`);
    mod.scenarios.forEach((fn, i) => {
      const r = row(mod.family, i + 1, fn);
      r.loop = mod.loop; r.stagnation = mod.stagnation;
      meta.push({ trace_id: r.trace_id, domain: r._domain, style: r._style });
      delete r._domain; delete r._style;
      rows.push({ trace_id: r.trace_id, family: r.family, isolates: r.isolates, loop: r.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
    });
  }
  return { rows, meta };
}

const a = await build();
const b = await build();
const textA = a.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const textB = b.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (textA !== textB) throw new Error('non-deterministic output');
writeFileSync(dir + 'rows.jsonl', textA);
const problems = validateRows(a.rows);
if (problems.length) { console.error(problems.join('\n')); process.exit(1); }
if (process.argv.includes('--meta')) for (const m of a.meta) console.log(`${m.trace_id}\t${m.style}\t${m.domain}`);
console.log(`wrote ${a.rows.length} rows to rows.jsonl; validation ok`);
