// generate.mjs — builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Trace } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2]; // optional: a family name, to build just that family while writing

function buildRow(mod, sc) {
  const trace_id = `${mod.family}-${sc.n}`;
  const t = new Trace({ traceId: trace_id, style: sc.style, ...(sc.opts ?? {}) });
  const root = sc.build(t);
  return { trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: sc.stagnation, goal: sc.goal, root };
}

function buildAll() {
  const rows = [];
  for (const mod of FAMILIES) {
    if (only && mod.family !== only) continue;
    for (const sc of mod.rows) rows.push(buildRow(mod, sc));
  }
  return rows;
}

const rows = buildAll();
const again = buildAll();
const a = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (a !== again.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('output is not deterministic'); process.exit(1); }
const errs = validateRows(rows).filter((e) => !only || !/^family /.test(e) && !/already used/.test(e));
if (only) { console.log(errs.length ? errs.join('\n') : `OK ${rows.length} rows of ${only}`); process.exit(errs.length ? 1 : 0); }
if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
const file = path.join(here, 'rows.jsonl');
writeFileSync(file, a);
const sha = createHash('sha256').update(a).digest('hex');
console.log(`wrote ${rows.length} rows to ${file} (${(a.length / 1024).toFixed(0)} KiB)\nsha256 ${sha}`);
