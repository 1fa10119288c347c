// Builds rows.jsonl deterministically from the family files, then validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { kit } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function build(fams) {
  const rows = [];
  for (const f of fams) {
    if (f.scenarios.length !== 6) throw new Error(`${f.family}: ${f.scenarios.length} scenarios`);
    const domains = new Set();
    for (const sc of f.scenarios) {
      if (domains.has(sc.domain)) throw new Error(`${f.family}: duplicate domain ${sc.domain}`);
      domains.add(sc.domain);
      const trace_id = `${f.family}-${sc.id}`;
      const { isolates, goal, root } = sc.build(kit(trace_id));
      rows.push({ trace_id, family: f.family, isolates, loop: f.loop, stagnation: f.stagnation, goal, root });
    }
  }
  return rows;
}

const fams = await loadFamilies();
const rows = build(fams);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// determinism check: a second build must be byte-identical
const again = build(fams).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
const allDomains = fams.flatMap((f) => f.scenarios.map((s) => s.domain.toLowerCase()));
if (new Set(allDomains).size !== allDomains.length) { console.error('a domain is used twice across families'); process.exit(1); }
const out = path.join(here, 'rows.jsonl');
writeFileSync(out, text);
const reread = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = validateRows(reread, fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows to rows.jsonl (sha256 ${createHash('sha256').update(text).digest('hex')})`);
