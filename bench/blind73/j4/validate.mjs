// Re-checks rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LOOP = {
  reworded_question_same_answer: true,
  repeated_notice_same_failure: true,
  two_state_flipflop: true,
  self_handoff_regress: true,
  rechecking_after_done: true,
  shrinking_failure_fixes: false,
  dense_planning_monologue: false,
  supervisor_varied_subtasks: false,
  narrowing_delegation_chain: false,
  similar_records_sweep: false,
};
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs, counter));
}

function llmTexts(s, out = []) {
  if (s.type === 'llm') out.push(JSON.stringify(s.output));
  (s.children || []).forEach((c) => llmTexts(c, out));
  return out;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r && r.trace_id})`;
    for (const k of KEYS) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KEYS.includes(k)) errs.push(`${at}: extra key ${k}`);
    if (!(r.family in FAMILY_LOOP)) errs.push(`${at}: unknown family ${r.family}`);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-0N`);
    if (ids.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`);
    ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: labels must be boolean`);
    if (r.loop !== FAMILY_LOOP[r.family]) errs.push(`${at}: loop label ${r.loop} inconsistent with family`);
    if (!FAMILY_LOOP[r.family] && r.stagnation) errs.push(`${at}: healthy family row cannot be stagnating`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal too short`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    const c = { n: 0 };
    checkSpan(r.root, 'root', errs, c);
    if (r.root && r.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    if (c.n < 5 || c.n > 40) errs.push(`${at}: ${c.n} spans (want 5-40)`);
    const texts = llmTexts(r.root);
    if (texts.length === 0 && r.stagnation) errs.push(`${at}: stagnation without any llm text`);
    // a healthy row whose llm outputs are byte-identical twice is suspicious
    if (!r.loop) { const seen = new Set(); for (const t of texts) { if (seen.has(t) && t.length > 40) errs.push(`${at}: identical llm output repeated in healthy row`); seen.add(t); } }
    // a stagnation row must contain some llm text at all
    if (r.stagnation && texts.length < 2) errs.push(`${at}: stagnation needs >=2 llm spans`);
  });
  for (const [f, n] of Object.entries(perFam)) if (n !== 6) errs.push(`family ${f}: ${n} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  const fams = [...new Set(rows.map((r) => r.family))];
  if (fams.length !== Object.keys(FAMILY_LOOP).length) errs.push(`expected ${Object.keys(FAMILY_LOOP).length} families, found ${fams.length}`);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
