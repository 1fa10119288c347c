// Re-checks an existing rows.jsonl: schema, ids, span counts, labels consistent with family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  reworded_clarification_loop: { loop: true, stagnation: true },
  failing_action_status_echo: { loop: true, stagnation: true },
  two_state_flipflop: { loop: true, stagnation: true },
  delegation_regress: { loop: true, stagnation: true },
  post_success_churn: { loop: true, stagnation: true },
  status_poll_until_done: { loop: false, stagnation: false },
  paginated_harvest: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  refined_search_success: { loop: false, stagnation: false },
};

function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children must be an array`); return; }
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be a non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const extra = Object.keys(s).filter((k) => !['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k));
  if (extra.length) errs.push(`${path}: unexpected keys ${extra}`);
  s.children.forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
function kinds(s, acc = {}) { acc[s.type] = (acc[s.type] || 0) + 1; s.children.forEach((c) => kinds(c, acc)); return acc; }

export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !keys.includes(k)); if (extra.length) errs.push(`${at}: unexpected keys ${extra}`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== lab.loop) errs.push(`${at}: loop label ${r.loop} inconsistent with family (${lab.loop})`);
    if (r.stagnation !== lab.stagnation) errs.push(`${at}: stagnation label ${r.stagnation} inconsistent with family (${lab.stagnation})`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 15) errs.push(`${at}: goal too short`);
    checkSpan(r.root, `${at} root`, errs);
    if (r.root && Array.isArray(r.root.children)) {
      if (r.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
      const c = countSpans(r.root); if (c < 5 || c > 40) errs.push(`${at}: ${c} spans, want 5..40`);
      const k = kinds(r.root); if (!k.llm) errs.push(`${at}: no llm span`); if (!k.tool) errs.push(`${at}: no tool span`);
      if (lab.loop === false && r.root.error) errs.push(`${at}: healthy row should not end in error`);
    }
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows, want 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
