// node generate.mjs -> writes rows.jsonl (deterministic) and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Trace, countSpans } from './lib.mjs';
import { validateFile, FAMILIES } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const lines = []; const problems = [];
for (const f of files) {
  const m = await import('./' + f);
  if (`f${f.match(/^f(\d+)_/)[1]}_${m.family}.mjs` !== f) problems.push(`${f}: file name does not match family ${m.family}`);
  if (!FAMILIES[m.family]) problems.push(`${f}: family missing from validate.mjs`);
  const domains = new Set(m.rows.map((r) => r.domain));
  if (domains.size !== m.rows.length) problems.push(`${f}: domains are not all different`);
  for (const r of m.rows) {
    const id = `${m.family}-${r.n}`;
    const T = new Trace(id, r.style, { goal: r.goal, model: r.model, agent: r.agent, crew: r.crew, system: r.system || `You are ${r.agent}, an agent working in ${r.domain}. Use the tools; be concise.` });
    r.build(T);
    const root = T.build();
    lines.push(JSON.stringify({ trace_id: id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: m.stagnation, goal: r.goal, root }));
    if (process.env.VERBOSE) console.log(id.padEnd(34), r.style.padEnd(14), countSpans(root), r.domain);
  }
}
const out = dir + 'rows.jsonl';
writeFileSync(out, lines.join('\n') + '\n');
const { rows, errors } = validateFile(out);
const all = problems.concat(errors);
if (all.length) { console.error(all.join('\n')); console.error(`FAILED: ${all.length} problem(s)`); process.exit(1); }
const sha = createHash('sha256').update(lines.join('\n') + '\n').digest('hex');
console.log(`wrote ${rows} rows to ${out}\nsha256 ${sha}`);
