// Re-checks rows.jsonl: schema, labels consistent with family, span counts, stagnation evidence.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILIES = {
  reasked_same_question: true, retry_and_repeat_notice: true, two_state_flipflop: true, delegation_without_work: true, keeps_going_after_done: true,
  converging_fix_cycle: false, dense_planning_monologue: false, supervisor_distinct_subtasks: false, narrowing_delegation_chain: false, similar_record_sweep: false,
};
function llmText(s) {
  const o = s.output; const parts = [];
  const grab = (v) => { if (typeof v === 'string') parts.push(v); };
  if (typeof o === 'string') parts.push(o);
  else if (o && typeof o === 'object') {
    grab(o['ai.response.text']); grab(o.content); grab(o.reasoning);
    if (Array.isArray(o.content)) o.content.forEach((c) => { grab(c.text); grab(c.thinking); });
    if (o.generations) grab(o.generations[0][0].text);
    if (Array.isArray(o.output)) o.output.forEach((x) => { if (x.content) x.content.forEach((c) => grab(c.text)); if (x.summary) x.summary.forEach((c) => grab(c.text)); });
    if (o['gen_ai.output.messages']) o['gen_ai.output.messages'][0].parts.forEach((p) => grab(p.content));
    if (o.candidates) o.candidates[0].content.parts.forEach((p) => grab(p.text));
    if (o.value && o.mime_type === 'text/plain') grab(o.value);
  }
  return parts.join('\n').trim();
}
const norm = (s) => s.toLowerCase().replace(/[0-9]+/g, '#').replace(/\s+/g, ' ').trim();
function sim(a, b) {
  const g = (s) => { const w = norm(s).split(' '); const set = new Set(); for (let i = 0; i + 2 < w.length; i++) set.add(w.slice(i, i + 3).join(' ')); if (w.length < 3) set.add(w.join(' ')); return set; };
  const A = g(a), B = g(b); let inter = 0; for (const x of A) if (B.has(x)) inter++;
  return inter / Math.max(1, Math.min(A.size, B.size));
}
export function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs, counter));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id; const e = (m) => errs.push(`${id}: ${m}`);
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) e(`missing ${k}`);
    if (seen.has(id)) e('duplicate trace_id'); seen.add(id);
    if (!(r.family in FAMILIES)) { e(`unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) e('trace_id must be <family>-0N');
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') e('labels must be boolean');
    if (r.loop !== FAMILIES[r.family]) e(`loop label ${r.loop} inconsistent with family`);
    if (!r.loop && r.stagnation) e('healthy row cannot have stagnation');
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) e('isolates too short');
    if (typeof r.goal !== 'string' || r.goal.length < 10) e('goal too short');
    if (!r.root || r.root.type !== 'agent') e('root must be an agent span');
    const c = { n: 0 }; checkSpan(r.root, 'root', errs, c);
    if (c.n < 5 || c.n > 40) e(`span count ${c.n} outside 5..40`);
    const texts = []; const stack = [r.root];
    while (stack.length) { const s = stack.shift(); if (s.type === 'llm') { const t = llmText(s); if (t) texts.push(t); } if (s.type === 'tool' && s.error === '') e('empty error'); stack.push(...(s.children || [])); }
    let maxSim = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) maxSim = Math.max(maxSim, sim(texts[i], texts[j]));
    if (r.stagnation && maxSim < 0.8) e(`stagnation=true but no near-duplicate model text (max sim ${maxSim.toFixed(2)})`);
    if (!r.loop && maxSim >= 0.8) e(`healthy row has near-duplicate model text (max sim ${maxSim.toFixed(2)})`);
    if (r.loop && !r.stagnation && maxSim >= 0.95) e(`stagnation=false but model text repeats verbatim (max sim ${maxSim.toFixed(2)})`);
    if (JSON.stringify(r).includes('NaN')) e('contains NaN');
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows, expected 6`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
