// validate.mjs - re-checks an existing rows.jsonl: schema, span counts, labels vs family,
// and a sanity check of the stagnation label against the llm spans' own text.
// usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families.mjs';

const SKIP_KEYS = new Set(['id', 'type', 'role', 'model', 'finish_reason', 'finishReason', 'stop_reason', 'toolCallId', 'toolCallType',
  'toolName', 'name', 'signature', 'call_id', 'tool_call_id', 'stop_sequence']);

function walkStrings(v, key, out) {
  if (v == null) return;
  if (typeof v === 'string') {
    if (SKIP_KEYS.has(key)) return;
    const t = v.trim();
    if ((t.startsWith('{') || t.startsWith('[')) && t.length > 1) {
      try { walkStrings(JSON.parse(t), key, out); return; } catch { /* plain text */ }
    }
    if (/Function Name:/.test(t)) {
      // ReAct text: keep only the model's prose (Thought / Final Answer)
      const lines = t.split('\n');
      out.push(lines.filter((l) => !/^Function (Name|Input|Output):/.test(l)).join(' '));
      for (const l of lines) if (l.startsWith('Function Input:')) walkStrings(l.slice(15).trim(), 'input', out);
    } else out.push(t);
    return;
  }
  if (Array.isArray(v)) { v.forEach((x) => walkStrings(x, key, out)); return; }
  if (typeof v === 'object') { for (const [k, x] of Object.entries(v)) if (k !== 'usage') walkStrings(x, k, out); }
}

export function llmTexts(root) {
  const texts = [];
  (function rec(s) {
    if (s.type === 'llm') { const o = []; walkStrings(s.output, '', o); texts.push(o.join(' ')); }
    (s.children || []).forEach(rec);
  })(root);
  return texts;
}
const words = (t) => (t.toLowerCase().match(/[a-z0-9$%.,'-]+/g) || []).map((w) => w.replace(/[.,]+$/, '')).filter(Boolean);
function jaccard(a, b) {
  const A = new Set(a), B = new Set(b);
  let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}
export function maxRepeat(root, minWords) {
  const ws = llmTexts(root).map(words).filter((w) => w.length >= minWords);
  let best = 0;
  for (let i = 0; i < ws.length; i++) for (let j = i + 1; j < ws.length; j++) best = Math.max(best, jaccard(ws[i], ws[j]));
  return best;
}

function checkSpan(s, path, errs, depth = 0) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  let n = 1;
  (s.children || []).forEach((ch, i) => { n += checkSpan(ch, `${path}.children[${i}]`, errs, depth + 1); });
  return n;
}

export function validateRows(rows) {
  const errs = [];
  const fam = new Map(FAMILIES.map((f) => [f.FAMILY, f]));
  const seen = new Set();
  const perFamily = new Map();
  rows.forEach((r, idx) => {
    const at = `row ${idx + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const f = fam.get(r.family);
    if (!f) { errs.push(`${at}: unknown family ${r.family}`); return; }
    const m = /^(.+)-(0[1-6])$/.exec(r.trace_id || '');
    if (!m || m[1] !== r.family) errs.push(`${at}: trace_id must be <family>-0N`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFamily.set(r.family, (perFamily.get(r.family) || 0) + 1);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal must be a sentence`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    if (r.loop !== f.LOOP) errs.push(`${at}: loop=${r.loop} but family ${r.family} has loop=${f.LOOP}`);
    if (f.STAGNATION !== 'per-row' && r.stagnation !== f.STAGNATION) errs.push(`${at}: stagnation=${r.stagnation} but family fixes ${f.STAGNATION}`);
    if (!f.LOOP && r.stagnation) errs.push(`${at}: healthy rows never have stagnation`);
    const spec = f.ROWS.find((x) => `${f.FAMILY}-${x.n}` === r.trace_id);
    if (!spec) errs.push(`${at}: no scenario in ${f.file}`);
    else if (spec.stagnation !== r.stagnation) errs.push(`${at}: stagnation differs from scenario definition`);
    const n = checkSpan(r.root, `${at} root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    if (n < 5 || n > 40) errs.push(`${at}: ${n} spans (must be 5..40)`);
    if (!llmTexts(r.root).length) errs.push(`${at}: no llm span`);
    // stagnation sanity: true -> some pair of long llm texts nearly identical; false -> none
    const minW = r.family === 'restated_long_thought' ? 25 : 20;
    if (r.stagnation && maxRepeat(r.root, minW) < 0.7) errs.push(`${at}: stagnation=true but no near-verbatim llm text of >=${minW} words repeats (max jaccard ${maxRepeat(r.root, minW).toFixed(2)})`);
    if (!r.stagnation && maxRepeat(r.root, 12) >= 0.7) errs.push(`${at}: stagnation=false but two llm texts of >=12 words are near-identical (jaccard ${maxRepeat(r.root, 12).toFixed(2)})`);
    if (!r.loop && r.root && r.root.error) errs.push(`${at}: healthy row ends with a root error`);
  });
  for (const f of FAMILIES) {
    if ((perFamily.get(f.FAMILY) || 0) !== 6) errs.push(`family ${f.FAMILY}: ${perFamily.get(f.FAMILY) || 0} rows (want 6)`);
    if (!/^f\d+_/.test(f.file) || f.file !== `${f.file.split('_')[0]}_${f.FAMILY}.mjs`) errs.push(`family ${f.FAMILY}: file name ${f.file} does not match`);
    const doms = new Set(f.ROWS.map((x) => x.domain));
    if (doms.size !== 6) errs.push(`family ${f.FAMILY}: domains of rows 01-06 must all differ`);
  }
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s) in ${rows.length} rows`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
