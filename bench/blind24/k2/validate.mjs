// Re-check an existing rows.jsonl: schema + labels consistent with the family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  reasks_settled_question: { loop: true, stagnation: true },
  notify_retry_same_failure: { loop: true, stagnation: true },
  toggle_between_two_states: { loop: true, stagnation: true },
  self_delegation_no_work: { loop: true, stagnation: true },
  rechecks_after_success: { loop: true, stagnation: true },
  converging_fix_cycle: { loop: false, stagnation: false },
  dense_planning_monologue: { loop: false, stagnation: false },
  supervisor_varied_subtasks: { loop: false, stagnation: false },
  narrowing_delegation_chain: { loop: false, stagnation: false },
  similar_records_sweep: { loop: false, stagnation: false },
};

const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(sp, path, errs, counter) {
  counter.n++;
  if (!sp || typeof sp !== 'object' || Array.isArray(sp)) { errs.push(`${path}: span not an object`); return; }
  if (typeof sp.type !== 'string' || !sp.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof sp.name !== 'string' || !sp.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in sp)) errs.push(`${path}: missing input`);
  if (!('output' in sp)) errs.push(`${path}: missing output`);
  if (!Array.isArray(sp.children)) errs.push(`${path}: children must be an array`);
  if ('error' in sp && typeof sp.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in sp && (typeof sp.metadata !== 'object' || sp.metadata === null || Array.isArray(sp.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(sp)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (sp.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs, counter));
}

function countTypes(sp, acc = {}) { acc[sp.type] = (acc[sp.type] || 0) + 1; (sp.children || []).forEach((c) => countTypes(c, acc)); return acc; }

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((r, i) => {
    const where = `row ${i + 1} (${r && r.trace_id})`;
    for (const k of KEYS) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KEYS.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(r.trace_id);
    if (r.loop !== lab.loop) errs.push(`${where}: loop=${r.loop}, family says ${lab.loop}`);
    if (r.stagnation !== lab.stagnation) errs.push(`${where}: stagnation=${r.stagnation}, family says ${lab.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 15) errs.push(`${where}: ${k} too short`);
    const counter = { n: 0 };
    checkSpan(r.root, `${where}.root`, errs, counter);
    if (counter.n < 5 || counter.n > 40) errs.push(`${where}: ${counter.n} spans (want 5..40)`);
    if (r.root && r.root.type !== 'agent') errs.push(`${where}: root span should be an agent span`);
    const types = countTypes(r.root);
    if (!types.llm && !['similar_records_sweep'].includes(r.family)) errs.push(`${where}: no llm spans`);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
