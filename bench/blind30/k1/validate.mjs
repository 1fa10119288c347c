// Re-checks rows.jsonl: schema, span counts, labels consistent with family, and a text-repetition sanity check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const FAMILY_LABELS = {
  restated_long_step: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_results: { loop: true, stagnation: false },
  poll_until_change: { loop: false, stagnation: false },
  pagination_to_end: { loop: false, stagnation: false },
  backoff_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_search_success: { loop: false, stagnation: false },
};

const SKIP_KEYS = new Set(['arguments', 'args', 'input', 'action', 'cmd', 'command', 'code', 'parameters', 'id', 'call_id', 'name', 'role', 'type', 'model', 'finish_reason', 'stop_reason', 'tool_call_id', 'tool_use_id']);

function checkSpan(s, where, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${where}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.children[${i}]`, errs, counter));
}

function collectStrings(v, out, key = '') {
  if (SKIP_KEYS.has(key)) return;
  if (typeof v === 'string') { out.push(v); return; }
  if (Array.isArray(v)) { v.forEach((x) => collectStrings(x, out, key)); return; }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collectStrings(x, out, k);
}
export function llmTexts(s, out = []) {
  if (s.type === 'llm') {
    const strs = [];
    collectStrings(s.output, strs);
    for (const t of strs) {
      // skip JSON blobs (tool call payloads)
      const tt = t.trim();
      if ((tt.startsWith('{') || tt.startsWith('[')) && (() => { try { JSON.parse(tt); return true; } catch { return false; } })()) continue;
      out.push(t);
    }
  }
  for (const c of s.children || []) llmTexts(c, out);
  return out;
}
const words = (t) => t.toLowerCase().replace(/```[\s\S]*?```/g, ' ').match(/[a-z][a-z'-]+/g) || [];
function jaccard(a, b) {
  const A = new Set(a), B = new Set(b);
  let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}
export function repeatedLongText(texts, minWords) {
  const ws = texts.map(words);
  for (let i = 0; i < ws.length; i++) for (let j = i + 1; j < ws.length; j++) {
    if (ws[i].length >= minWords && ws[j].length >= minWords && jaccard(ws[i], ws[j]) >= 0.8) return [texts[i].slice(0, 80), texts[j].slice(0, 80)];
  }
  return null;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((r, idx) => {
    const w = `row ${idx} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${w}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${w}: unexpected key ${k}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${w}: isolates must be a sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${w}: goal must be a sentence`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${w}: loop/stagnation must be booleans`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) errs.push(`${w}: unknown family ${r.family}`);
    else {
      if (r.loop !== lab.loop) errs.push(`${w}: loop=${r.loop} but family says ${lab.loop}`);
      if (r.stagnation !== lab.stagnation) errs.push(`${w}: stagnation=${r.stagnation} but family says ${lab.stagnation}`);
    }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${w}: bad trace_id`);
    if (ids.has(r.trace_id)) errs.push(`${w}: duplicate trace_id`);
    ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    const counter = { n: 0 };
    checkSpan(r.root, `${w}.root`, errs, counter);
    if (counter.n < 5 || counter.n > 40) errs.push(`${w}: ${counter.n} spans (want 5-40)`);
    if (r.root && r.root.type !== 'agent') errs.push(`${w}: root span must be of type agent`);
    // stagnation sanity: long near-duplicate model text iff stagnation
    const texts = llmTexts(r.root);
    if (r.stagnation) {
      if (!repeatedLongText(texts, 25)) errs.push(`${w}: stagnation=true but no near-verbatim long model text found`);
    } else {
      const dup = repeatedLongText(texts, 8);
      if (dup) errs.push(`${w}: stagnation=false but model text repeats: ${JSON.stringify(dup)}`);
    }
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const file = process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`${file}: ${rows.length} rows OK`);
}
