import { readFileSync } from 'node:fs';
import { FAMILIES } from './families.mjs';
import { walk, countSpans } from './lib.mjs';

const STOP = new Set('the a an and or of to in on at for is are was be it its this that with as by from so i we our my will should which not no'.split(' '));
const words = (s) => s.toLowerCase().match(/[a-z0-9]+/g) || [];
const content = (s) => words(s).filter((w) => !STOP.has(w));
function texts(o, out = []) {
  if (typeof o === 'string') out.push(o);
  else if (Array.isArray(o)) o.forEach((x) => texts(x, out));
  else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) { if (/tool_?calls|arguments|args|input|toolUse|function_call|timestamp|date|usage|(^|[._])id$/i.test(k)) continue; texts(v, out); }
  return out;
}
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }

export function validateRows(rows) {
  const errs = [];
  const byFam = new Map(FAMILIES.map((f) => [f.family, f]));
  const seen = new Set();
  const counts = {};
  for (const row of rows) {
    const id = row.trace_id;
    const e = (m) => errs.push(`${id}: ${m}`);
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) e(`missing ${k}`);
    const fam = byFam.get(row.family);
    if (!fam) { e('unknown family'); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) e('bad trace_id');
    if (seen.has(id)) e('duplicate'); seen.add(id);
    counts[row.family] = (counts[row.family] || 0) + 1;
    if (row.loop !== fam.loop) e(`loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) e(`stagnation label mismatch`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) e('isolates too short');
    if (typeof row.goal !== 'string' || row.goal.length < 10) e('goal too short');
    // span schema
    walk(row.root, (s) => {
      if (typeof s.type !== 'string' || typeof s.name !== 'string') e('span type/name');
      if (!('input' in s) || !('output' in s)) e(`span ${s.name} lacks input/output`);
      if (!Array.isArray(s.children)) e(`span ${s.name} children`);
      if ('error' in s && typeof s.error !== 'string') e(`span ${s.name} error not string`);
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) e(`span ${s.name} metadata`);
    });
    if (row.root.type !== 'agent' && row.root.type !== 'chain') e('root should be agent/chain');
    const n = countSpans(row.root);
    if (n < 5 || n > 40) e(`span count ${n} out of 5..40`);
    const llms = [], tools = [];
    walk(row.root, (s) => { if (s.type === 'llm') llms.push(s); if (s.type === 'tool' || s.type === 'retriever' || (s.type === 'span' && /query|tool/i.test(s.name))) tools.push(s); });
    // family-specific shape checks
    const fnum = FAMILIES.indexOf(fam) + 1;
    if (fnum === 1) {
      const ts = llms.map((s) => content(texts(s.output).join(' ')));
      let found = 0;
      for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) if (ts[i].length >= 25 && ts[j].length >= 25 && jaccard(ts[i], ts[j]) >= 0.8) found++;
      if (found !== 1) e(`expected exactly one near-verbatim long repeat, found ${found}`);
    }
    if (fnum === 2 && tools.length < 4) e('needs 4+ empty queries');
    if (fnum === 3 || fnum === 5) {
      const byName = {}; tools.forEach((t) => (byName[t.name] = (byName[t.name] || 0) + 1));
      if (Math.max(0, ...Object.values(byName)) < (fnum === 3 ? 5 : 4)) e('not enough repeated calls of one tool');
    }
    if (fnum === 4) { const failing = tools.filter((t) => /fail|error|429|exit/i.test(JSON.stringify(t.output)) || t.error); if (failing.length < 3) e('needs 3+ identical failing checks'); }
    if (fnum >= 6) { const last = llms.length ? JSON.stringify(llms[llms.length - 1].output) : JSON.stringify(row.root.output); if (!last || last === 'null') e('healthy row should end with an answer'); }
  }
  for (const f of FAMILIES) if (counts[f.family] !== 6) errs.push(`${f.family}: expected 6 rows, got ${counts[f.family] || 0}`);
  const loops = rows.filter((r) => r.loop).length;
  if (loops !== 30) errs.push(`expected 30 loop rows, got ${loops}`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l, i) => { try { return JSON.parse(l); } catch (err) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
