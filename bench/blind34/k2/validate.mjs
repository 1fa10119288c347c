// Re-checks rows.jsonl (or a given file): schema, span counts, label/family consistency, sanity on model text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const EXPECTED = {
  'ask-again-same-answer': { loop: true, stagnation: true },
  'repeat-notice-same-failure': { loop: true, stagnation: true },
  'flip-flop-two-states': { loop: true, stagnation: true },
  'self-handoff-recursion': { loop: true, stagnation: true },
  'post-success-rechecking': { loop: true, stagnation: true },
  'shrinking-failure-fixes': { loop: false, stagnation: false },
  'additive-planning-monologue': { loop: false, stagnation: false },
  'supervisor-varied-subtasks': { loop: false, stagnation: false },
  'narrowing-delegation-chain': { loop: false, stagnation: false },
  'similar-records-survey': { loop: false, stagnation: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, where, errs, stats, depth = 0) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${where}: unknown span key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata must be an object`);
  stats.count++; stats.maxDepth = Math.max(stats.maxDepth, depth);
  stats.types[s.type] = (stats.types[s.type] || 0) + 1;
  if (s.type === 'llm') stats.llmTexts.push(textOf(s.output));
  if (s.error) stats.errors++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.children[${i}]`, errs, stats, depth + 1));
}

// All prose-like string leaves of an llm output (skip ids/hashes).
function textOf(o) {
  const out = [];
  const walk = (v, key) => {
    if (typeof v === 'string') { if (/\s/.test(v) && !/^(id|signature|call_id|response_id|arguments|args|input|next_tool_args)$/i.test(key || '')) out.push(v); }
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(o);
  return out;
}
const toks = (s) => new Set(s.toLowerCase().replace(/[^a-z0-9äöüéóñ\- ]+/g, ' ').split(/\s+/).filter((w) => w.length > 2));
function jaccard(a, b) { const A = toks(a), B = toks(b); if (!A.size || !B.size) return 0; let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }
// highest similarity between prose strings of two DIFFERENT llm spans
function maxPairSim(spansTexts) {
  let best = 0;
  const t = spansTexts.map((arr) => arr.filter((x) => x.length >= 25));
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++)
    for (const a of t[i]) for (const b of t[j]) best = Math.max(best, jaccard(a, b));
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  const report = [];
  rows.forEach((r, idx) => {
    const w = `row ${idx + 1} (${r && r.trace_id})`;
    if (!r || typeof r !== 'object') { errs.push(`${w}: not an object`); return; }
    const keys = Object.keys(r);
    for (const k of ROW_KEYS) if (!keys.includes(k)) errs.push(`${w}: missing ${k}`);
    for (const k of keys) if (!ROW_KEYS.includes(k)) errs.push(`${w}: unexpected key ${k}`);
    const exp = EXPECTED[r.family];
    if (!exp) { errs.push(`${w}: unknown family ${r.family}`); return; }
    const m = /^(.*)-(0[1-6])$/.exec(r.trace_id || '');
    if (!m || m[1] !== r.family) errs.push(`${w}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${w}: duplicate trace_id`); seen.add(r.trace_id);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${w}: loop/stagnation must be booleans`);
    if (r.loop !== exp.loop) errs.push(`${w}: loop=${r.loop} but family says ${exp.loop}`);
    if (r.stagnation !== exp.stagnation) errs.push(`${w}: stagnation=${r.stagnation} but family says ${exp.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${w}: isolates must be a sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${w}: goal must be a sentence`);
    const stats = { count: 0, maxDepth: 0, types: {}, llmTexts: [], errors: 0 };
    checkSpan(r.root, `${w}.root`, errs, stats);
    if (r.root && r.root.type !== 'agent') errs.push(`${w}: root span must be type agent`);
    if (stats.count < 5 || stats.count > 40) errs.push(`${w}: ${stats.count} spans (need 5..40)`);
    const sim = maxPairSim(stats.llmTexts);
    // sanity: stagnation rows must contain near-repeated model text; healthy rows must not.
    if (r.stagnation && sim < 0.5) errs.push(`${w}: stagnation=true but max model-text similarity is ${sim.toFixed(2)}`);
    if (!r.stagnation && sim >= 0.7) errs.push(`${w}: stagnation=false but model text repeats (similarity ${sim.toFixed(2)})`);
    if (!r.loop && r.family === 'narrowing-delegation-chain' && stats.maxDepth < 3) errs.push(`${w}: delegation chain must nest >= 3 agent levels`);
    report.push({ trace_id: r.trace_id, spans: stats.count, depth: stats.maxDepth, llm: stats.llmTexts.length, errors: stats.errors, sim: Number(sim.toFixed(2)) });
  });
  for (const f of Object.keys(EXPECTED)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (need 6)`);
  return { errs, report };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--')) || path.join(path.dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs0 = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs0.push(`line ${i + 1}: invalid JSON`); } });
  const { errs, report } = validateRows(rows);
  const all = [...errs0, ...errs];
  if (process.argv.includes('--report')) for (const x of report) console.log(JSON.stringify(x));
  if (all.length) { console.error(all.join('\n')); console.error(`INVALID: ${all.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
