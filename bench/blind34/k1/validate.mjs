// Re-checks rows.jsonl: schema, span counts, labels consistent with family, and
// a sanity check that the stagnation label matches the model's own text.
import { readFileSync } from 'node:fs';
import { FAMILIES, countSpans } from './lib.mjs';

const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be a non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// ---- model text extraction (llm spans' outputs only)
function strings(x, acc) {
  if (typeof x === 'string') {
    const t = x.trim();
    if (t.startsWith('{') || t.startsWith('[')) { try { strings(JSON.parse(t), acc); } catch { acc.push(t); } } else acc.push(t);
  } else if (Array.isArray(x)) x.forEach((y) => strings(y, acc));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) { if (/arguments|args|input$|^id$|tool_call|toolCalls|call_id|signature/i.test(k)) continue; strings(v, acc); }
  return acc;
}
function modelTexts(span, acc = []) {
  if (span.type === 'llm') for (const s of new Set(strings(span.output, []))) {
    const body = s.replace(/```[\s\S]*?```(<end_code>)?/g, ' ').replace(/^(Thought:|DISCUSSION)\s*/m, '').replace(/\nAction:[\s\S]*$/, '');
    const words = body.toLowerCase().match(/[a-z0-9']+/g) || [];
    if (words.length >= 10) acc.push(words);
  }
  span.children.forEach((c) => modelTexts(c, acc));
  return acc;
}
const STOP = new Set('the a an and or of to in on for is are was were be it this that with as at by from i we will then so not no but if'.split(' '));
function sim(a, b) {
  const A = new Set(a.filter((w) => !STOP.has(w))), B = new Set(b.filter((w) => !STOP.has(w)));
  let inter = 0; for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter || 1);
}
// Longest pair of model texts (by content words) whose similarity is >= minSim.
export function repeatedThought(root, minSim = 0.75) {
  const t = modelTexts(root).map((w) => w.join(' ')).filter((v, i, a) => a.indexOf(v) === i || true).map((s) => s.split(' '));
  let best = { sim: 0, words: 0 };
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) {
    const s = sim(t[i], t[j]); const w = Math.min(t[i].filter((x) => !STOP.has(x)).length, t[j].filter((x) => !STOP.has(x)).length);
    if (s >= minSim && w > best.words) best = { sim: s, words: w };
  }
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const p = `row ${i + 1} (${r && r.trace_id})`;
    const keys = Object.keys(r);
    if (keys.length !== KEYS.length || !KEYS.every((k) => keys.includes(k))) errs.push(`${p}: keys ${keys}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${p}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: bad trace_id`);
    if (seen.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`); seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${p}: loop label ${r.loop} but family says ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${p}: stagnation label ${r.stagnation} but family says ${fam.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 15) errs.push(`${p}: ${k}`);
    const e2 = []; checkSpan(r.root, 'root', e2); errs.push(...e2.map((e) => `${p}: ${e}`));
    if (!e2.length) {
      if (r.root.type !== 'agent' && r.root.type !== 'chain') errs.push(`${p}: root type ${r.root.type}`);
      const c = countSpans(r.root);
      if (c < 5 || c > 40) errs.push(`${p}: ${c} spans (want 5..40)`);
      const rep = repeatedThought(r.root);
      if (r.stagnation && !(rep.words >= 18)) errs.push(`${p}: stagnation=true but no long near-verbatim repeat in model text (best ${rep.sim.toFixed(2)}/${rep.words}w)`);
      if (!r.stagnation && rep.words >= 6) errs.push(`${p}: stagnation=false but model text repeats (sim ${rep.sim.toFixed(2)}, ${rep.words}w)`);
    }
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
