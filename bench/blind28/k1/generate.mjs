// Builds rows.jsonl from the family files, validates it, prints its sha256.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows, FAMILY_LABELS } from './validate.mjs';
import { normalize } from './lib.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));

const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const lab = FAMILY_LABELS[mod.FAMILY];
  if (!lab || lab.loop !== mod.LABELS.loop || lab.stagnation !== mod.LABELS.stagnation) throw new Error(`${f}: labels disagree with validate.mjs`);
  for (const r of mod.build()) rows.push({ ...r, root: normalize(r.root) });
}
const errs = validateRows(JSON.parse(JSON.stringify(rows)));
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote ${rows.length} rows from ${files.length} family files`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
