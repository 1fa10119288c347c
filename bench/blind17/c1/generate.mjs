// Builds rows.jsonl from the family files, validates it, prints a summary and its sha256.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';
import { validateRows, countSpans, maxNearDupGroup, modelTexts } from './lib.mjs';

const rows = FAMILIES.flatMap((f) => f.build());
const errs = validateRows(rows, FAMILIES);
if (errs.length) { console.error('VALIDATION FAILED:\n' + errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = new URL('./rows.jsonl', import.meta.url);
writeFileSync(out, text);
// round-trip check
const back = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const errs2 = validateRows(back, FAMILIES);
if (errs2.length) { console.error('RE-READ VALIDATION FAILED:\n' + errs2.join('\n')); process.exit(1); }
for (const r of rows) console.log(`${r.trace_id.padEnd(34)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${String(countSpans(r.root)).padStart(2)} dupgroup=${maxNearDupGroup(modelTexts(r.root))}`);
console.log(`rows: ${rows.length}`);
console.log(`sha256: ${createHash('sha256').update(text).digest('hex')}`);
