// Re-checks rows.jsonl: schema, labels consistent with family, span counts, structural hints.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILY_FILES = [
  'f1_echoed_long_thought.mjs', 'f2_rephrased_dead_search.mjs', 'f3_paging_beyond_end.mjs', 'f4_same_failure_after_each_fix.mjs',
  'f5_noisy_identical_rechecks.mjs', 'f6_status_poll_until_done.mjs', 'f7_pagination_to_exhaustion.mjs', 'f8_transient_retry_then_ok.mjs',
  'f9_per_item_batch_acks.mjs', 'f10_refined_search_hits.mjs',
];

const STOP = new Set('the a an and or of to in on at for is are was were be been it this that with as by from so i we my our me not no but if then than there their its into also just only once more again let first need should will can would could each both other same'.split(' '));
const words = (s) => (s.toLowerCase().match(/[a-z0-9][a-z0-9.'/-]*/g) || []);
const content = (s) => words(s).filter((w) => !STOP.has(w));
function sim(a, b) { // word-bigram Jaccard
  const g = (ws) => new Set(ws.slice(1).map((w, i) => ws[i] + ' ' + w));
  const A = g(words(a)), B = g(words(b)); let inter = 0; for (const x of A) if (B.has(x)) inter++;
  return inter / Math.max(1, A.size + B.size - inter);
}
function llmTexts(root) {
  const out = [];
  const rec = (s) => {
    if (s.type === 'llm') {
      const o = s.output; let t = '';
      if (typeof o === 'string') t = o.replace(/^Thought:\s*/, '').replace(/\nAction:[\s\S]*$/, '').replace(/\nFinal Answer:[\s\S]*$/, '');
      else if (o) {
        const J = JSON.stringify(o);
        const m = [...J.matchAll(/"(?:text|content|ai\.response\.text|llm\.output_messages\.0\.message\.content)":"((?:[^"\\]|\\.)*)"/g)].map((x) => JSON.parse('"' + x[1] + '"'));
        t = m.join(' ');
      }
      if (t.trim()) out.push(t);
    }
    (s.children || []).forEach(rec);
  };
  rec(root);
  return out;
}
function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(path + ': not an object');
  if (typeof s.type !== 'string' || !s.type) errs.push(path + ': type');
  if (typeof s.name !== 'string' || !s.name) errs.push(path + ': name');
  if (!('input' in s)) errs.push(path + ': input missing');
  if (!('output' in s)) errs.push(path + ': output missing');
  if (!Array.isArray(s.children)) errs.push(path + ': children not array');
  if ('error' in s && typeof s.error !== 'string') errs.push(path + ': error not string');
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(path + ': metadata not object');
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(path + ': extra key ' + k);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export async function loadFamilies(dir) {
  const fams = [];
  for (const f of FAMILY_FILES) fams.push(await import(pathToFileURL(dir + '/' + f).href));
  return fams;
}

export function validateRows(rows, fams) {
  const errs = [];
  const byName = Object.fromEntries(fams.map((m) => [m.family.name, m.family]));
  const seen = new Set();
  const perFam = {};
  for (const r of rows) {
    const P = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${P}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${P}: extra keys ${extra}`);
    if (seen.has(r.trace_id)) errs.push(`${P}: duplicate`); seen.add(r.trace_id);
    const F = byName[r.family];
    if (!F) { errs.push(`${P}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${P}: trace_id format`);
    if (r.loop !== F.loop) errs.push(`${P}: loop label ${r.loop} != family ${F.loop}`);
    if (r.stagnation !== F.stagnation) errs.push(`${P}: stagnation label ${r.stagnation} != family ${F.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${P}: isolates`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${P}: goal`);
    checkSpan(r.root, P + '.root', errs.length > 50 ? [] : errs);
    if (r.root.type !== 'agent') errs.push(`${P}: root type must be agent`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${P}: span count ${n} outside 5..40`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    // Stagnation heuristics on the model's own text.
    const T = llmTexts(r.root);
    let best = 0, bestLen = 0;
    for (let i = 0; i < T.length; i++) for (let j = i + 1; j < T.length; j++) {
      const len = Math.min(content(T[i]).length, content(T[j]).length);
      if (len < 10) continue;
      const s = sim(T[i], T[j]); if (s > best) { best = s; bestLen = len; }
    }
    if (F.stagnation && !(best >= 0.6 && bestLen >= 25)) errs.push(`${P}: stagnation row lacks a long near-verbatim repeat (best ${best.toFixed(2)}, ${bestLen} words)`);
    if (!F.stagnation && best >= 0.6) errs.push(`${P}: non-stagnation row has near-verbatim model text (sim ${best.toFixed(2)})`);
    // Healthy rows must end with the agent's answer and no root error.
    if (!F.loop) {
      if (r.root.error) errs.push(`${P}: healthy row has root error`);
      if (r.root.output === null || r.root.output === '') errs.push(`${P}: healthy row without final output`);
    }
  }
  for (const f of fams) if (perFam[f.family.name] !== 6) errs.push(`${f.family.name}: expected 6 rows, got ${perFam[f.family.name] || 0}`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
  const file = process.argv[2] || dir + '/rows.jsonl';
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error('line', i + 1, 'bad JSON'); process.exit(1); } });
  const fams = await loadFamilies(dir);
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
