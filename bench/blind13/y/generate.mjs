// generate.mjs — build rows.jsonl from the ten family files and validate it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES, STYLES, buildRow } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = {
  f1: './f1_repeated_final_summary.mjs',
  f2: './f2_reworded_empty_lookups.mjs',
  f3: './f3_unresolved_status_polling.mjs',
  f4: './f4_same_fix_same_failure.mjs',
  f5: './f5_repeated_user_question.mjs',
  f6: './f6_distinct_recipient_messages.mjs',
  f7: './f7_id_format_fixed_once.mjs',
  f8: './f8_polling_with_progress.mjs',
  f9: './f9_shrinking_test_failures.mjs',
  f10: './f10_clarify_then_execute.mjs',
};

const rows = [];
const problems = [];
const domains = new Map();
for (const [family, fam] of Object.entries(FAMILIES)) {
  const mod = await import(files[fam.file]);
  if (mod.family !== family) problems.push(`${files[fam.file]} exports family ${mod.family}, expected ${family}`);
  const ids = mod.scenarios.map((s) => s.id).join(',');
  if (ids !== '01,02,03,04,05,06') problems.push(`${family}: scenario ids ${ids}`);
  const famDomains = new Set();
  for (const sc of mod.scenarios) {
    if (!STYLES.includes(sc.style)) problems.push(`${family}-${sc.id}: unknown style ${sc.style}`);
    if (famDomains.has(sc.domain)) problems.push(`${family}-${sc.id}: domain ${sc.domain} repeated inside the family`);
    famDomains.add(sc.domain);
    if (domains.has(sc.domain)) problems.push(`${family}-${sc.id}: domain ${sc.domain} already used by ${domains.get(sc.domain)}`);
    domains.set(sc.domain, `${family}-${sc.id}`);
    rows.push(buildRow(family, sc));
  }
}

problems.push(...validateRows(rows));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s); rows.jsonl written anyway for inspection`);
  process.exit(1);
}
const count = (s) => 1 + s.children.reduce((a, c) => a + count(c), 0);
for (const r of rows) console.log(`${r.trace_id.padEnd(34)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${count(r.root)}`);
const sha = createHash('sha256').update(readFileSync(new URL('./rows.jsonl', import.meta.url))).digest('hex');
console.log(`\n${rows.length} rows OK, ${(text.length / 1024).toFixed(0)} KiB, sha256 ${sha}`);
