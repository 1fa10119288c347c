// Re-checks rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  reworded_question_no_action: { loop: true, stagnation: true },
  same_failure_same_notice: { loop: true, stagnation: true },
  two_state_flip_flop: { loop: true, stagnation: false },
  self_delegation_spiral: { loop: true, stagnation: true },
  churn_after_confirmed_success: { loop: true, stagnation: true },
  status_poll_until_done: { loop: false, stagnation: false },
  cursor_pagination_to_end: { loop: false, stagnation: false },
  transient_error_backoff_recovers: { loop: false, stagnation: false },
  batch_over_distinct_items: { loop: false, stagnation: false },
  refined_search_finds_new: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  stats.count++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  if (s.error) stats.err++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: extra key ${k}`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: bad trace_id`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== lab.loop) errs.push(`${at}: loop should be ${lab.loop}`);
    if (r.stagnation !== lab.stagnation) errs.push(`${at}: stagnation should be ${lab.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal too short`);
    const st = { count: 0, llm: 0, tool: 0, err: 0 };
    checkSpan(r.root, `${at}.root`, errs, st);
    if (r.root && r.root.type !== 'agent' && r.root.type !== 'chain') errs.push(`${at}: root should be agent/chain`);
    if (st.count < 5 || st.count > 40) errs.push(`${at}: ${st.count} spans (want 5..40)`);
    if (st.llm < 2) errs.push(`${at}: fewer than 2 llm spans`);
    if (st.tool < 2) errs.push(`${at}: fewer than 2 tool spans`);
    if (r.family === 'transient_error_backoff_recovers' && st.err < 1) errs.push(`${at}: backoff row without failed span`);
    if (r.family === 'same_failure_same_notice' && st.err < 3) errs.push(`${at}: needs >=3 failed spans`);
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows valid`);
}
