// Re-checks an existing rows.jsonl: schema, span structure, sizes, and that each row's labels
// match its family. Usage: node validate.mjs [path/to/rows.jsonl]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Expected labels per family (kept independent from the family modules on purpose).
export const FAMILY_LABELS = {
  verbatim_resend: { loop: true, stagnation: true },
  rephrased_empty_search: { loop: true, stagnation: false },
  frozen_status_poll: { loop: true, stagnation: true },
  same_failure_after_fixes: { loop: true, stagnation: false },
  handoff_pingpong: { loop: true, stagnation: true },
  templated_fanout: { loop: false, stagnation: false },
  rephrase_then_hit: { loop: false, stagnation: false },
  advancing_poll: { loop: false, stagnation: false },
  converging_repairs: { loop: false, stagnation: false },
  split_delegation: { loop: false, stagnation: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function isJsonValue(v, depth = 0) {
  if (depth > 200) return false;
  if (v === null) return true;
  const t = typeof v;
  if (t === 'string' || t === 'boolean') return true;
  if (t === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJsonValue(x, depth + 1));
  if (t === 'object') return Object.values(v).every((x) => isJsonValue(x, depth + 1));
  return false;
}

function checkSpan(s, where, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${where}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: name must be a non-empty string`);
  if (!('input' in s) || !isJsonValue(s.input)) errs.push(`${where}: input missing or not JSON`);
  if (!('output' in s) || !isJsonValue(s.output)) errs.push(`${where}: output missing or not JSON`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children must be an array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${where}: error must be a non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata) || !isJsonValue(s.metadata))) errs.push(`${where}: metadata must be an object`);
  stats.count++;
  stats.types[s.type] = (stats.types[s.type] || 0) + 1;
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.children[${i}]`, errs, stats));
}

// ---- natural-language text the model produced (for a sanity check of the stagnation label)
function llmTexts(s, out = []) {
  if (s.type === 'llm') {
    const acc = [];
    const walk = (v, key) => {
      if (typeof v === 'string') {
        if (['text', 'value', 'content', 'thinking', 'rawText'].includes(key)) acc.push(v.replace(/<\/?thinking>/g, ''));
        return;
      }
      if (Array.isArray(v)) { v.forEach((x) => walk(x, key)); return; }
      if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (['rawResponse', 'tool_calls', 'function_call', 'input', 'args', 'step_details'].includes(k)) continue; // tool-call payloads / raw duplicates
          walk(x, k);
        }
      }
    };
    walk(s.output, '');
    const t = [...new Set(acc)].join(' ').trim();
    if (t) out.push(t);
  }
  (s.children || []).forEach((c) => llmTexts(c, out));
  return out;
}
function bigrams(t) {
  const w = t.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const m = new Map();
  for (let i = 0; i < w.length - 1; i++) { const b = w[i] + ' ' + w[i + 1]; m.set(b, (m.get(b) || 0) + 1); }
  return { m, words: w.length };
}
function dice(a, b) {
  let inter = 0, na = 0, nb = 0;
  for (const v of a.m.values()) na += v;
  for (const v of b.m.values()) nb += v;
  for (const [k, v] of a.m) inter += Math.min(v, b.m.get(k) || 0);
  return na + nb ? (2 * inter) / (na + nb) : 0;
}
export function maxTextSimilarity(root, minWords = 8) {
  const texts = llmTexts(root).map(bigrams).filter((x) => x.words >= minWords);
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, dice(texts[i], texts[j]));
  return { best, n: texts.length };
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, idx) => {
    const w = `row ${idx + 1} (${row && row.trace_id})`;
    if (!row || typeof row !== 'object') { errs.push(`${w}: not an object`); return; }
    const keys = Object.keys(row);
    for (const k of ROW_KEYS) if (!(k in row)) errs.push(`${w}: missing ${k}`);
    for (const k of keys) if (!ROW_KEYS.includes(k)) errs.push(`${w}: unexpected key ${k}`);
    const fam = FAMILY_LABELS[row.family];
    if (!fam) { errs.push(`${w}: unknown family ${row.family}`); return; }
    const m = /^(.+)-(\d\d)$/.exec(row.trace_id || '');
    if (!m || m[1] !== row.family) errs.push(`${w}: trace_id must be <family>-NN`);
    else if (+m[2] < 1 || +m[2] > 6) errs.push(`${w}: row number out of 01-06`);
    if (seen.has(row.trace_id)) errs.push(`${w}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (row.loop !== fam.loop) errs.push(`${w}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${w}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${w}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${w}: goal must be a task description`);
    const stats = { count: 0, types: {} };
    checkSpan(row.root, `${w}.root`, errs, stats);
    if (row.root && row.root.type !== 'agent') errs.push(`${w}: root span must be of type agent`);
    if (stats.count < 5 || stats.count > 40) errs.push(`${w}: ${stats.count} spans (must be 5-40)`);
    if (!stats.types.llm) errs.push(`${w}: no llm span`);
    if (!stats.types.tool && !stats.types.retriever && !(stats.types.agent > 1)) errs.push(`${w}: no tool/retriever/sub-agent span`);
    // sanity check of the stagnation label against the model's own text
    if (row.root) {
      const { best } = maxTextSimilarity(row.root);
      if (row.stagnation && best < 0.8) errs.push(`${w}: stagnation=true but no two llm texts are near-verbatim (best dice ${best.toFixed(2)})`);
      if (!row.stagnation && best >= 0.8) errs.push(`${w}: stagnation=false but two llm texts are near-verbatim (dice ${best.toFixed(2)})`);
    }
  });
  for (const f of Object.keys(FAMILY_LABELS)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (expected 6)`);
  return errs;
}

/** Source hygiene: no nondeterministic calls in the generator sources (comments ignored). */
export function checkSources(dir) {
  const errs = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.mjs') && x !== 'validate.mjs')) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    if (/Math\.random|Date\.now|new Date\(\)|performance\.now|process\.hrtime/.test(src)) errs.push(`${f}: uses a nondeterministic source`);
  }
  return errs;
}

export function readRows(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  return lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`line ${i + 1}: invalid JSON (${e.message})`); } });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = process.argv[2] || path.join(here, 'rows.jsonl');
  const rows = readRows(file);
  const errs = validateRows(rows);
  errs.push(...checkSources(here));
  if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s) in ${file}`); process.exit(1); }
  console.log(`${file}: ${rows.length} rows OK`);
}
