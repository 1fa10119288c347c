// Re-checks an existing rows.jsonl: schema, span shape, label consistency with family, stagnation heuristics.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LABELS } from './families.mjs';

const STOP = new Set('the a an and or of to in on at for with by from is are was were be been it its this that these those i we you he she they my our your their as so if then than but not no nothing still also into over only any all each more most very can will would should could may might do does did have has had just same again there here what which who whom when where why how let me us about before after once up out'.split(' '));
const TEXT_KEYS = new Set(['content', 'text', 'thought', 'reasoning', 'next_thought', 'Text', 'ai.response.text', 'output_text', 'llm.output_messages.0.message.content', 'answer']);

export function llmTexts(span, acc = []) {
  if (span.type === 'llm') {
    const out = [];
    const walk = (v, key) => {
      if (typeof v === 'string') { if (key === null || TEXT_KEYS.has(key)) out.push(v); return; }
      if (Array.isArray(v)) { v.forEach((x) => walk(x, key === null ? null : key)); return; }
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (k === 'arguments' || k === 'args' || k === 'input' || k === 'Arguments' || k === 'tool_calls' && false) continue; walk(x, k); }
    };
    walk(span.output, null);
    const t = out.join('\n').trim();
    if (t) acc.push(t);
  }
  for (const c of span.children || []) llmTexts(c, acc);
  return acc;
}
export const contentWords = (t) => (t.toLowerCase().match(/[a-z0-9][a-z0-9'’.\-]*/g) || []).map((w) => w.replace(/[.'’\-]+$/, '')).filter((w) => w.length > 1 && !STOP.has(w));
function similarity(a, b) {
  const A = contentWords(a), B = contentWords(b);
  if (!A.length || !B.length) return 0;
  const bg = (W) => { const m = new Map(); for (let i = 0; i < W.length - 1; i++) { const k = W[i] + ' ' + W[i + 1]; m.set(k, (m.get(k) || 0) + 1); } return m; };
  const x = bg(A), y = bg(B); let inter = 0, uni = 0;
  for (const k of new Set([...x.keys(), ...y.keys()])) { inter += Math.min(x.get(k) || 0, y.get(k) || 0); uni += Math.max(x.get(k) || 0, y.get(k) || 0); }
  return uni ? inter / uni : 0;
}
export function maxRepeat(texts, minWords) {
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    if (contentWords(texts[i]).length < minWords || contentWords(texts[j]).length < minWords) continue;
    best = Math.max(best, similarity(texts[i], texts[j]));
  }
  return best;
}

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  for (const [idx, r] of rows.entries()) {
    const where = `row ${idx + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    const m = /^(.+)-(0[1-6])$/.exec(r.trace_id || '');
    if (!m || m[1] !== r.family) errs.push(`${where}: trace_id must be <family>-01..06`);
    const lab = LABELS[r.family];
    if (!lab) { errs.push(`${where}: unknown family ${r.family}`); continue; }
    if (r.loop !== lab.loop) errs.push(`${where}: loop=${r.loop} but family says ${lab.loop}`);
    if (r.stagnation !== lab.stagnation) errs.push(`${where}: stagnation=${r.stagnation} but family says ${lab.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${where}: ${k} too short`);
    const counter = { n: 0 };
    checkSpan(r.root, 'root', errs, counter);
    if (r.root && r.root.type !== 'agent') errs.push(`${where}: root span type should be agent (got ${r.root.type})`);
    if (counter.n < 5 || counter.n > 40) errs.push(`${where}: ${counter.n} spans (want 5..40)`);
    const texts = llmTexts(r.root);
    if (r.stagnation) {
      const s = maxRepeat(texts, 25);
      if (s < 0.6) errs.push(`${where}: stagnation=true but no near-verbatim long repeat found (max sim ${s.toFixed(2)})`);
    } else {
      const s = maxRepeat(texts, 10);
      if (s >= 0.6) errs.push(`${where}: stagnation=false but two model texts are near-verbatim (sim ${s.toFixed(2)})`);
    }
    const hasLlm = JSON.stringify(r.root).includes('"type":"llm"');
    if (!hasLlm) errs.push(`${where}: no llm span`);
    if (!lab.loop && (r.root.output === null || r.root.output === undefined)) errs.push(`${where}: healthy row should end with a root output`);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
  }
  for (const f of Object.keys(LABELS)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (want 6)`);
  return errs;
}

export function readRows(path) {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`line ${i + 1}: invalid JSON: ${e.message}`); } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readRows(path);
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${path}`);
}
