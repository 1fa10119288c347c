// Builds rows.jsonl from the family modules (f1_*.mjs … f10_*.mjs) and validates it.
// Usage: node generate.mjs            (writes rows.jsonl next to this file)
//        node generate.mjs --only f3  (prints the rows of one family, writes nothing)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Noise, countSpans } from './lib.mjs';
import { validateRows, FAMILY_LABELS, maxTextSimilarity, checkSources } from './validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = fs.readdirSync(here).filter((f) => /^f\d+_[a-z_]+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

async function buildAll() {
  const rows = [];
  const problems = [];
  for (const f of files) {
    if (only && !f.startsWith(only + '_')) continue;
    const mod = await import(pathToFileURL(path.join(here, f)).href);
    const expectName = f.replace(/^f\d+_/, '').replace(/\.mjs$/, '');
    if (mod.family !== expectName) problems.push(`${f}: exports family "${mod.family}", expected "${expectName}"`);
    const lab = FAMILY_LABELS[mod.family];
    if (!lab || lab.loop !== mod.loop || lab.stagnation !== mod.stagnation) problems.push(`${f}: module labels disagree with validate.mjs`);
    if (!Array.isArray(mod.rows) || mod.rows.length !== 6) problems.push(`${f}: must export 6 rows`);
    const domains = new Set(mod.rows.map((r) => r.domain));
    if (domains.size !== mod.rows.length) problems.push(`${f}: domains are not all different`);
    mod.rows.forEach((r, i) => {
      if (r.id !== String(i + 1).padStart(2, '0')) problems.push(`${f}: row ${i} has id ${r.id}`);
      const trace_id = `${mod.family}-${r.id}`;
      const root = r.build(new Noise(trace_id), r);
      rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: r.goal, root });
    });
  }
  return { rows, problems };
}

const a = await buildAll();
const b = await buildAll();
const textA = a.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const textB = b.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const problems = [...a.problems];
if (textA !== textB) problems.push('output is not deterministic (two builds differ)');

if (only) {
  for (const r of a.rows) {
    const s = maxTextSimilarity(r.root);
    console.log(`${r.trace_id}: ${countSpans(r.root)} spans, ${JSON.stringify(r).length} bytes, max llm-text dice ${s.best.toFixed(2)} over ${s.n} texts`);
  }
  if (problems.length) console.error(problems.join('\n'));
  process.exit(problems.length ? 1 : 0);
}

problems.push(...validateRows(a.rows), ...checkSources(here));
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s); rows.jsonl not written`);
  process.exit(1);
}
fs.writeFileSync(path.join(here, 'rows.jsonl'), textA);
for (const r of a.rows) {
  const s = maxTextSimilarity(r.root);
  console.log(`${r.trace_id.padEnd(30)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${String(countSpans(r.root)).padStart(2)} dice=${s.best.toFixed(2)}`);
}
console.log(`wrote ${a.rows.length} rows to ${path.join(here, 'rows.jsonl')}`);
