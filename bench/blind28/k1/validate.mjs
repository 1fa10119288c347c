// Re-checks rows.jsonl: schema, span tree shape, family/label consistency, own-text repetition sanity.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  echoed_deliberation: { loop: true, stagnation: true },
  synonym_search_drought: { loop: true, stagnation: false },
  cursor_past_last_page: { loop: true, stagnation: false },
  fix_same_red_check: { loop: true, stagnation: false },
  noise_only_refetch: { loop: true, stagnation: false },
  status_poll_progress: { loop: false, stagnation: false },
  paged_harvest_to_end: { loop: false, stagnation: false },
  transient_retry_recovers: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  pivoted_search_finds: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  stats.n++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (s.type === 'llm') stats.llm.push(s);
  if (s.type === 'tool') stats.tool++;
  (s.children ?? []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

const STOP = new Set('the a an and or of to in on for is are was be it this that with as at by from i we so not no but if then than should will would can could need my our its'.split(' '));
function strings(x, out = []) {
  if (typeof x === 'string') { try { const p = JSON.parse(x); if (p && typeof p === 'object') return strings(p, out); } catch {} out.push(x); }
  else if (Array.isArray(x)) x.forEach((v) => strings(v, out));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) { if (/(^|\.)(text|content|next_thought|rationale|ai\.response\.text|thought)$|output_text|message\.content$|gen_ai\.completion/.test(k) || typeof v === 'object') strings(v, out); }
  return out;
}
function words(s) { return s.toLowerCase().match(/[a-z0-9']+/g)?.filter((w) => !STOP.has(w)) ?? []; }
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

export function maxOwnTextRepeat(root) {
  const stats = { n: 0, llm: [], tool: 0 }; checkSpan(root, 'root', [], stats);
  const texts = stats.llm.map((l) => words(strings(l.output).join(' '))).filter((w) => w.length >= 25);
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jacc(texts[i], texts[j]));
  return best;
}

export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  rows.forEach((r, idx) => {
    const at = `row ${idx + 1} (${r?.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] ?? 0) + 1;
    if (r.loop !== lab.loop) errs.push(`${at}: loop=${r.loop} but family says ${lab.loop}`);
    if (r.stagnation !== lab.stagnation) errs.push(`${at}: stagnation=${r.stagnation} but family says ${lab.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 15) errs.push(`${at}: goal too short`);
    const stats = { n: 0, llm: [], tool: 0 };
    checkSpan(r.root, `${at} root`, errs, stats);
    if (r.root?.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    if (stats.n < 5 || stats.n > 40) errs.push(`${at}: ${stats.n} spans (want 5..40)`);
    if (stats.llm.length < 1) errs.push(`${at}: no llm span`);
    if (stats.tool < 1) errs.push(`${at}: no tool span`);
    const rep = maxOwnTextRepeat(r.root);
    if (lab.stagnation && rep < 0.8) errs.push(`${at}: stagnation row but max long-text similarity only ${rep.toFixed(2)}`);
    if (!lab.stagnation && rep >= 0.8) errs.push(`${at}: non-stagnation row has near-verbatim long model text (${rep.toFixed(2)})`);
    if (JSON.stringify(r).includes('Math.random')) errs.push(`${at}: suspicious content`);
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] ?? 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
