// Re-checks rows.jsonl: schema, span counts, label consistency with the family definition, and a
// rough self-check of the stagnation label (near-duplicate model text present iff stagnation=true).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const HERE = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(HERE).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const src = readFileSync(join(HERE, f), 'utf8');
    if (/Math\.random|Date\.now\(|new Date\(\)|performance\.now/.test(src)) throw new Error(`${f}: non-deterministic call`);
    const mod = await import(pathToFileURL(join(HERE, f)).href);
    fams.push({ file: f, ...mod.default });
  }
  return fams;
}

const KNOWN_KEYS = new Set(['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']);
function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children not array`); return; }
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  s.children.forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// model text = string leaves of llm outputs, skipping ids/arguments/signatures
const SKIP = /(^|_)(id|ids)$|arguments|args|signature|input|call_id|toolCallId|toolUseId|tool_use_id|responseId|cache_key/i;
function strings(v, key, out) {
  if (typeof v === 'string') { if (!SKIP.test(key || '')) out.push(v); }
  else if (Array.isArray(v)) v.forEach((x) => strings(x, key, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(x, k, out);
  return out;
}
function llmTexts(s, out = []) {
  if (s.type === 'llm') { const t = strings(s.output, '', []).join(' ').trim(); if (t) out.push(t); }
  s.children.forEach((c) => llmTexts(c, out));
  return out;
}
const toks = (t) => new Set(t.toLowerCase().replace(/[^a-z0-9%°.\-]+/g, ' ').split(' ').filter((w) => w.length > 1));
function jaccard(a, b) { const A = toks(a), B = toks(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }
export function maxSimilarity(root, minLen = 40) {
  const t = llmTexts(root).filter((x) => x.length >= minLen);
  let best = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) best = Math.max(best, jaccard(t[i], t[j]));
  return best;
}

export function validateRows(rows, fams) {
  const errs = [];
  const byName = new Map(fams.map((f) => [f.family, f]));
  const seen = new Set();
  rows.forEach((r, idx) => {
    const where = `row ${idx + 1} (${r && r.trace_id})`;
    for (const k of KNOWN_KEYS) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KNOWN_KEYS.has(k)) errs.push(`${where}: unknown key ${k}`);
    const f = byName.get(r.family);
    if (!f) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    if (r.loop !== f.loop) errs.push(`${where}: loop ${r.loop} != family ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${where}: stagnation ${r.stagnation} != family ${f.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 15) errs.push(`${where}: goal too short`);
    const se = []; checkSpan(r.root, 'root', se); errs.push(...se.map((e) => `${where}: ${e}`));
    if (se.length) return;
    if (r.root.type !== 'agent') errs.push(`${where}: root span must be type agent`);
    const c = countSpans(r.root);
    if (c < 5 || c > 40) errs.push(`${where}: ${c} spans, want 5..40`);
    if (!JSON.stringify(r.root).includes('"llm"')) errs.push(`${where}: no llm span`);
    const sim = maxSimilarity(r.root);
    if (r.stagnation && sim < 0.7) errs.push(`${where}: stagnation=true but max llm-text similarity ${sim.toFixed(2)} < 0.7`);
    if (!r.stagnation && sim >= 0.85) errs.push(`${where}: stagnation=false but llm texts near-duplicate (${sim.toFixed(2)})`);
  });
  for (const f of fams) for (const s of f.scenarios) if (!seen.has(`${f.family}-${s.id}`)) errs.push(`missing row ${f.family}-${s.id}`);
  for (const f of fams) { const d = new Set(f.scenarios.map((s) => s.domain)); if (d.size !== f.scenarios.length) errs.push(`${f.family}: domains not distinct`); if (f.scenarios.length !== 6) errs.push(`${f.family}: needs 6 scenarios`); }
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || join(HERE, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid (${file})`);
}
