// Re-checks an existing rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILY_FILES = [
  'f1_echoed_long_thought.mjs', 'f2_rephrased_dead_queries.mjs', 'f3_paging_beyond_end.mjs',
  'f4_same_failure_after_fixes.mjs', 'f5_noise_only_differences.mjs', 'f6_shrinking_failures.mjs',
  'f7_progressive_planning.mjs', 'f8_supervisor_distinct_subtasks.mjs', 'f9_nested_narrowing_delegation.mjs',
  'f10_survey_similar_records.mjs',
];

export async function loadFamilies(dir) {
  const fams = [];
  for (const f of FAMILY_FILES) fams.push(await import(pathToFileURL(dir + '/' + f).href));
  return fams;
}

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return 0; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children must be an array`); return 1; }
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  let n = 1;
  s.children.forEach((c, i) => { n += checkSpan(c, `${path}.children[${i}]`, errs); });
  return n;
}

// ---- content sanity for stagnation labels (my own check of my own data) ----
const STOP = new Set('the a an and or of to in on for is are was were be been it this that with as at by from so but not i we you he she they them his her our my me if then than too very can will would should could have has had do does did there here which who what when where how into out up down over under about after before also just only more most some any all no yes its it\'s let me now first next'.split(' '));
function words(t) { return (t.toLowerCase().match(/[a-z0-9][a-z0-9'.%-]*/g) || []).map(w => w.replace(/[.]+$/, '')); }
function contentWords(t) { return words(t).filter(w => !STOP.has(w)); }
function collectModelText(s, out) {
  if (s.type === 'llm') {
    const mine = new Set();
    const walk = (v, key) => {
      if (typeof v === 'string') {
        if (['id', 'signature', 'model', 'role', 'type', 'finish_reason', 'stop_reason', 'call_id', 'system_fingerprint'].includes(key)) return;
        if (contentWords(v).length >= 25) mine.add(v);
      } else if (Array.isArray(v)) v.forEach(x => walk(x, key));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (k === 'arguments' || k === 'args' || k === 'input') continue; walk(x, k); }
    };
    walk(s.output, '');
    out.push([...mine]);
  }
  (s.children || []).forEach(c => collectModelText(c, out));
}
function bigrams(t) { const w = contentWords(t); const b = new Set(); for (let i = 0; i + 1 < w.length; i++) b.add(w[i] + ' ' + w[i + 1]); return b; }
function sim(a, b) { const A = bigrams(a), B = bigrams(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, Math.min(A.size, B.size)); }
// Highest similarity between long model texts found in two DIFFERENT llm spans.
export function maxRepeatSim(root) {
  const per = []; collectModelText(root, per);
  let best = 0, n = 0;
  for (let i = 0; i < per.length; i++) { n += per[i].length; for (let j = i + 1; j < per.length; j++) for (const a of per[i]) for (const b of per[j]) best = Math.max(best, sim(a, b)); }
  return { best, n };
}

export function validateRows(rows, fams) {
  const errs = [];
  const byFam = new Map(fams.map(f => [f.family, f]));
  const seen = new Set();
  const counts = {};
  rows.forEach((r, idx) => {
    const p = `row ${idx + 1}`;
    const keys = Object.keys(r);
    if (keys.join(',') !== ROW_KEYS.join(',')) errs.push(`${p}: keys ${keys.join(',')} != ${ROW_KEYS.join(',')}`);
    const f = byFam.get(r.family);
    if (!f) { errs.push(`${p}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: bad trace_id ${r.trace_id}`);
    if (seen.has(r.trace_id)) errs.push(`${p}: duplicate trace_id ${r.trace_id}`);
    seen.add(r.trace_id);
    counts[r.family] = (counts[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${p}: goal too short`);
    if (r.loop !== f.loop) errs.push(`${p}: loop=${r.loop} but family ${r.family} is loop=${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${p}: stagnation=${r.stagnation} but family ${r.family} is stagnation=${f.stagnation}`);
    if (r.loop === false && r.stagnation === true) errs.push(`${p}: healthy row marked stagnation`);
    if (!r.root || r.root.type !== 'agent') errs.push(`${p}: root span must be type agent`);
    const n = checkSpan(r.root, `${r.trace_id}.root`, errs);
    if (n < 5 || n > 40) errs.push(`${p}: ${n} spans, expected 5..40`);
    const { best } = maxRepeatSim(r.root);
    if (r.stagnation && best < 0.8) errs.push(`${p}: stagnation=true but no near-verbatim repeat of long model text (best ${best.toFixed(2)})`);
    if (!r.stagnation && best >= 0.6) errs.push(`${p}: stagnation=false but two long model texts are ${Math.round(best * 100)}% similar`);
  });
  for (const f of fams) if (counts[f.family] !== 6) errs.push(`family ${f.family}: ${counts[f.family] || 0} rows, expected 6`);
  return errs;
}

async function main() {
  const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
  const file = process.argv[2] || dir + '/rows.jsonl';
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`line ${i + 1}: ${e.message}`); } });
  const fams = await loadFamilies(dir);
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows in ${file}`);
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
