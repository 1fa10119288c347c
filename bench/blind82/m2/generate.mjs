// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeRow } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
const rows = [];
for (const f of fams) {
  if (!f.FAMILY || typeof f.LOOP !== 'boolean' || !Array.isArray(f.scenarios)) throw new Error(`${f.file}: bad exports`);
  for (const sc of f.scenarios) rows.push(makeRow(f.FAMILY, sc));
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// determinism check: build twice
const again = fams.flatMap((f) => f.scenarios.map((sc) => JSON.stringify(makeRow(f.FAMILY, sc)))).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(path.join(HERE, 'rows.jsonl'), text);
console.log(`wrote ${rows.length} rows from ${fams.length} families; sha256 ${createHash('sha256').update(text).digest('hex')}`);
