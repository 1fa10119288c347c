// Re-checks rows.jsonl: schema, ids, labels against each family's definition, and a few
// content heuristics that keep the labels honest (e.g. a stagnation:true row really contains a
// near-verbatim repeat of the model's own text; a stagnation:false row does not).
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

// ---------------------------------------------------------------- span schema
function checkSpan(s, path, problems) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { problems.push(`${path}: span is not an object`); return 0; }
  for (const k of ['type', 'name']) if (typeof s[k] !== 'string' || !s[k]) problems.push(`${path}: '${k}' must be a non-empty string`);
  for (const k of ['input', 'output']) if (!(k in s)) problems.push(`${path}: missing '${k}'`);
  if (!Array.isArray(s.children)) { problems.push(`${path}: children must be an array`); return 1; }
  if ('error' in s && typeof s.error !== 'string') problems.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) problems.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) problems.push(`${path}: unexpected key '${k}'`);
  let n = 1;
  s.children.forEach((c, i) => { n += checkSpan(c, `${path}.children[${i}]`, problems); });
  return n;
}

export function allSpans(root) {
  const out = [];
  (function rec(s) { out.push(s); for (const c of s.children || []) rec(c); })(root);
  return out;
}

// ---------------------------------------------------------------- model text extraction
// Collects the model's own words from llm spans across the recorded formats.
export function llmTexts(root) {
  const texts = [];
  for (const s of allSpans(root)) {
    if (s.type !== 'llm') continue;
    const o = s.output;
    const found = [];
    const rec = (x, key) => {
      if (typeof x === 'string') { if (key === null || ['content', 'text', 'reasoning'].includes(key)) found.push(x); return; }
      if (Array.isArray(x)) { x.forEach((y) => rec(y, key === 'content' || key === 'summary' ? 'text' : key)); return; }
      if (x && typeof x === 'object') {
        for (const [k, v] of Object.entries(x)) {
          if (['tool_calls', 'toolCalls', 'arguments', 'args', 'llm_output', 'usage', 'function_call'].includes(k)) continue;
          if (k === 'message' && x.text !== undefined) continue; // langgraph generation: text duplicated in message
          rec(v, k);
        }
      }
    };
    rec(o, null);
    const t = found.join('\n').trim();
    if (t) texts.push(t);
    // free text the model wrote into tool-call arguments (messages, comments, notes)
    for (const a of toolCallArgStrings(o)) texts.push(a);
  }
  return texts;
}

function toolCallArgStrings(o) {
  const out = [];
  // only prose-like argument fields (messages, notes, comments), not commands or queries
  const PROSE = /^(text|message|body|note|comment|content|reply|summary|description|markdown)$/i;
  const leaves = (v, key) => {
    if (typeof v === 'string') { if (PROSE.test(key || '') && v.split(/\s+/).length >= 8) out.push(v); return; }
    if (Array.isArray(v)) v.forEach((x) => leaves(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, k);
  };
  const rec = (x) => {
    if (Array.isArray(x)) { x.forEach(rec); return; }
    if (!x || typeof x !== 'object') return;
    for (const [k, v] of Object.entries(x)) {
      if (k === 'arguments' && typeof v === 'string') { try { leaves(JSON.parse(v)); } catch { /* not JSON */ } }
      else if (k === 'args' && v && typeof v === 'object') leaves(v);
      else if (k === 'message' && x.text !== undefined) rec(v); // langgraph: tool calls live in message
      else rec(v);
    }
  };
  rec(o);
  return [...new Set(out)];
}

// masks volatile tokens (anything with a digit, random mixed-case ids, day/month names) so
// that two tool results can be compared for "same apart from noise"
export function norm(x) {
  const s = typeof x === 'string' ? x : JSON.stringify(x);
  return s.split(/([\s"'{}\[\],:;=()<>|\\]+)/).map((t) => {
    if (/\d/.test(t)) return '#';
    if (t.length >= 8 && /[A-Z]/.test(t.slice(1)) && /[a-z]/.test(t)) return '#';
    if (/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM)$/.test(t)) return '#';
    return t;
  }).join('');
}

const words = (t) => t.toLowerCase().replace(/<<<<<<<[\s\S]*?>>>>>>> replace/g, ' ').match(/[a-z0-9%.'-]+/g) || [];
function cosine(a, b) {
  const fa = new Map(), fb = new Map();
  for (const w of a) fa.set(w, (fa.get(w) || 0) + 1);
  for (const w of b) fb.set(w, (fb.get(w) || 0) + 1);
  let dot = 0, na = 0, nb = 0;
  for (const [w, v] of fa) { na += v * v; if (fb.has(w)) dot += v * fb.get(w); }
  for (const v of fb.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
export function maxRepeat(texts, minWords) {
  let best = 0;
  const ws = texts.map(words);
  for (let i = 0; i < ws.length; i++) for (let j = i + 1; j < ws.length; j++) {
    if (ws[i].length < minWords || ws[j].length < minWords) continue;
    best = Math.max(best, cosine(ws[i], ws[j]));
  }
  return best;
}

// ---------------------------------------------------------------- rows
export function validateRows(rows) {
  const problems = [];
  const famByName = new Map(FAMILIES.map((f) => [f.family, f]));
  const seen = new Set();
  const perFamily = new Map();
  for (const [i, row] of rows.entries()) {
    const where = `row ${i + 1} (${row && row.trace_id})`;
    if (!row || typeof row !== 'object') { problems.push(`${where}: not an object`); continue; }
    const keys = Object.keys(row);
    if (keys.join(',') !== ROW_KEYS.join(',')) problems.push(`${where}: keys must be ${ROW_KEYS.join(',')} in that order, got ${keys.join(',')}`);
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k].trim()) problems.push(`${where}: ${k} must be a non-empty string`);
    for (const k of ['loop', 'stagnation']) if (typeof row[k] !== 'boolean') problems.push(`${where}: ${k} must be boolean`);
    const fam = famByName.get(row.family);
    if (!fam) { problems.push(`${where}: unknown family ${row.family}`); continue; }
    const m = /^(.+)-(\d\d)$/.exec(row.trace_id || '');
    if (!m || m[1] !== row.family) problems.push(`${where}: trace_id must be '<family>-NN'`);
    if (seen.has(row.trace_id)) problems.push(`${where}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFamily.set(row.family, (perFamily.get(row.family) || 0) + 1);
    const sc = fam.scenarios.find((s) => s.n === (m && m[2]));
    if (!sc) { problems.push(`${where}: no scenario ${m && m[2]} in family module`); continue; }
    // labels
    if (row.loop !== fam.loop) problems.push(`${where}: loop=${row.loop} but family ${fam.family} is loop=${fam.loop}`);
    const expStag = typeof fam.stagnation === 'boolean' ? fam.stagnation : sc.stagnation;
    if (typeof expStag !== 'boolean') problems.push(`${where}: scenario lacks a stagnation label`);
    else if (row.stagnation !== expStag) problems.push(`${where}: stagnation=${row.stagnation}, expected ${expStag}`);
    if (row.isolates !== sc.isolates) problems.push(`${where}: isolates differs from scenario definition`);
    // spans
    const n = checkSpan(row.root, 'root', problems);
    if (n < 5 || n > 40) problems.push(`${where}: ${n} spans (must be 5..40)`);
    if (row.root && row.root.type !== 'agent') problems.push(`${where}: root span must be of type agent`);
    const spans = allSpans(row.root);
    if (!spans.some((s) => s.type === 'llm')) problems.push(`${where}: no llm span`);
    if (!spans.some((s) => s.type === 'tool')) problems.push(`${where}: no tool span`);
    for (const s of spans) if (s.type === 'tool' && s.error === undefined && s.output === null) problems.push(`${where}: tool span ${s.name} has null output but no error`);
    // stagnation heuristics
    const texts = llmTexts(row.root);
    if (row.stagnation) {
      const minW = fam.family === 'restated_long_reasoning' ? 25 : 12;
      const r = maxRepeat(texts, minW);
      if (r < 0.85) problems.push(`${where}: stagnation=true but no pair of model texts (>=${minW} words) is near-verbatim (best cosine ${r.toFixed(2)})`);
    } else {
      const r = maxRepeat(texts, 12);
      if (r >= 0.8) problems.push(`${where}: stagnation=false but two model texts (>=12 words) are near-identical (cosine ${r.toFixed(2)})`);
    }
    // loop rows must not end in success: no root output that claims completion
    if (row.loop && row.root && row.root.metadata && row.root.metadata.status === 'success') problems.push(`${where}: loop row marked success`);
    if (!row.loop && row.root && row.root.error) problems.push(`${where}: healthy row ends with a root error`);
    // family-specific structural checks
    if (typeof fam.verify === 'function') for (const p of fam.verify(row, { allSpans, llmTexts, norm }) || []) problems.push(`${where}: ${p}`);
  }
  for (const fam of FAMILIES) {
    if ((perFamily.get(fam.family) || 0) !== 6) problems.push(`family ${fam.family}: expected 6 rows, got ${perFamily.get(fam.family) || 0}`);
    const doms = fam.scenarios.map((s) => s.domain);
    if (new Set(doms).size !== doms.length) problems.push(`family ${fam.family}: domains are not all different`);
  }
  return problems;
}

// sources must be deterministic (no Math.random, no clock reads)
export function validateSources() {
  const problems = [];
  for (const f of readdirSync(HERE)) {
    if (!f.endsWith('.mjs') || f === 'validate.mjs') continue;
    const src = readFileSync(join(HERE, f), 'utf8');
    if (/Math\.random|Date\.now|new Date\(\)|performance\.now|process\.hrtime/.test(src)) problems.push(`${f}: uses a non-deterministic source`);
  }
  return problems;
}

// ---------------------------------------------------------------- CLI
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] || join(HERE, 'rows.jsonl');
  const text = readFileSync(path, 'utf8');
  const rows = [];
  const problems = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try { rows.push(JSON.parse(line)); } catch (e) { problems.push(`line ${i + 1}: invalid JSON (${e.message})`); }
  });
  problems.push(...validateSources(), ...validateRows(rows));
  if (problems.length) {
    for (const p of problems) console.error('INVALID:', p);
    process.exit(1);
  }
  const counts = {};
  for (const r of rows) counts[r.family] = counts[r.family] || { loop: r.loop, rows: 0, stagnation: 0 }, counts[r.family].rows++, counts[r.family].stagnation += r.stagnation ? 1 : 0;
  console.table(counts);
  console.log(`OK: ${rows.length} rows valid; sha256 ${createHash('sha256').update(text).digest('hex')}`);
}
