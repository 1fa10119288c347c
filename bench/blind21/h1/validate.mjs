// Re-checks an existing rows.jsonl: schema, and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  long_step_restated: { loop: true, stagnation: true },
  reworded_no_hits: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  fix_and_same_failure: { loop: true, stagnation: false },
  same_answer_new_noise: { loop: true, stagnation: false },
  poll_until_changed: { loop: false, stagnation: false },
  pages_until_exhausted: { loop: false, stagnation: false },
  retry_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  search_refined_and_found: { loop: false, stagnation: false },
};
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs, acc) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const extra = Object.keys(s).filter((k) => !['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k));
  if (extra.length) errs.push(`${path}: unexpected keys ${extra}`);
  acc.count++; if (s.type === 'llm') acc.llm.push(s); if (s.type === 'tool') acc.tool.push(s);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, acc));
}

// model text of an llm span: string leaves with several words (ids and JSON blobs excluded)
function llmTexts(span) {
  const out = [];
  const walk = (v, k) => {
    if (typeof v === 'string') { if (!/toolCalls|arguments|signature|^id$/.test(k || '') && v.split(/\s+/).length >= 5) out.push(v); }
    else if (Array.isArray(v)) v.forEach((x) => walk(x, k));
    else if (v && typeof v === 'object') for (const [kk, x] of Object.entries(v)) walk(x, kk);
  };
  walk(span.output, '');
  return out.join(' ').replace(/^Thought:\s*/, '').replace(/\n(Action|Code)[\s\S]*$/, '');
}
const words = (t) => t.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
function sim(a, b) {
  const A = words(a), B = words(b); if (!A.length || !B.length) return 0;
  const bg = (w) => new Set(w.slice(0, -1).map((x, i) => x + ' ' + w[i + 1]));
  const x = bg(A), y = bg(B); let inter = 0; for (const g of x) if (y.has(g)) inter++;
  return inter / Math.max(1, Math.min(x.size, y.size));
}
function maxRepeat(llms, minWords) {
  const t = llms.map(llmTexts).filter((x) => words(x).length >= minWords);
  let best = 0; for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) best = Math.max(best, sim(t[i], t[j]));
  return best;
}

export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  rows.forEach((row, li) => {
    const at = `line ${li + 1} (${row && row.trace_id})`;
    for (const k of KEYS) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    const extra = Object.keys(row).filter((k) => !KEYS.includes(k)); if (extra.length) errs.push(`${at}: unexpected keys ${extra}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(row.trace_id);
    (perFam[row.family] = perFam[row.family] || []).push(row.trace_id);
    if (row.loop !== fam.loop) errs.push(`${at}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${at}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`${at}: ${k} too short`);
    const acc = { count: 0, llm: [], tool: [] };
    checkSpan(row.root, `${at} root`, errs, acc);
    if (row.root && row.root.type !== 'agent') errs.push(`${at}: root must be an agent span`);
    if (acc.count < 5 || acc.count > 40) errs.push(`${at}: ${acc.count} spans (want 5..40)`);
    if (!acc.llm.length || !acc.tool.length) errs.push(`${at}: needs llm and tool spans`);
    // consistency of the row with its family's behaviour
    if (fam.loop) { if (!row.root.error) errs.push(`${at}: loop rows end cut off/stopped (root.error)`); if (row.root.output) errs.push(`${at}: loop row must not have a final answer`); }
    else { if (row.root.error) errs.push(`${at}: healthy row must not fail`); if (!row.root.output) errs.push(`${at}: healthy row needs a final answer`); }
    const rep = maxRepeat(acc.llm, 25);
    if (fam.stagnation && rep < 0.75) errs.push(`${at}: stagnation row has no near-verbatim long repeat (max sim ${rep.toFixed(2)})`);
    if (!fam.stagnation) { const r2 = maxRepeat(acc.llm, 12); if (r2 >= 0.75) errs.push(`${at}: non-stagnation row repeats model text (sim ${r2.toFixed(2)})`); }
  });
  for (const f of Object.keys(FAMILIES)) if ((perFam[f] || []).length !== 6) errs.push(`family ${f}: ${(perFam[f] || []).length} rows, want 6`);
  return errs;
}

export function validateFile(file) {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = []; const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: bad JSON ${e.message}`); } });
  return { rows: rows.length, errors: errs.concat(validateRows(rows)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const { rows, errors } = validateFile(file);
  if (errors.length) { console.error(errors.join('\n')); console.error(`INVALID: ${errors.length} problem(s) in ${rows} rows`); process.exit(1); }
  console.log(`OK: ${rows} rows valid in ${file}`);
}
