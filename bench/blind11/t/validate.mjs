// Re-checks an existing rows.jsonl: schema, span shapes, and that each row's
// labels are consistent with its family. Usage: node validate.mjs [rows.jsonl]
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { countSpans, llmTexts, jaccard, words } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(join(here, f));
    if (`f${f.match(/^f(\d+)_/)[1]}_${m.family}.mjs` !== f) throw new Error(`file name ${f} does not match family ${m.family}`);
    fams.push({ file: f, ...m });
  }
  return fams;
}

const LIMIT_RE = /max|limit|budget|timeout|timed out|cancel|disconnect|exhaust|exceed|killed|preempt|abort/i;

function checkSpan(s, path, errs) {
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
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// Self-check of the stagnation label against the model's own text.
export function stagnationStats(root) {
  const t = llmTexts(root);
  let best = 0, bestLong = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) {
    const s = jaccard(t[i], t[j]);
    if (words(t[i]).length >= 8 && words(t[j]).length >= 8) best = Math.max(best, s);
    if (words(t[i]).length >= 25 && words(t[j]).length >= 25) bestLong = Math.max(bestLong, s);
  }
  return { texts: t.length, best: +best.toFixed(3), bestLong: +bestLong.toFixed(3) };
}

export function validateRows(rows, fams) {
  const errs = [];
  const famBy = Object.fromEntries(fams.map((f) => [f.family, f]));
  const seen = new Set();
  const perFam = {};
  for (const [n, r] of rows.entries()) {
    const at = `row ${n + 1} (${r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const f = famBy[r.family];
    if (!f) { errs.push(`${at}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal too short`);
    if (r.loop !== f.loop) errs.push(`${at}: loop=${r.loop} but family says ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${at}: stagnation=${r.stagnation} but family says ${f.stagnation}`);
    checkSpan(r.root, `${at}.root`, errs);
    if (r.root.type !== 'agent') errs.push(`${at}: root span must be type agent`);
    const n2 = countSpans(r.root);
    if (n2 < 5 || n2 > 40) errs.push(`${at}: ${n2} spans (must be 5..40)`);
    // outcome consistency
    const rm = r.root.metadata || {};
    const stopped = !!r.root.error || r.root.output === null || LIMIT_RE.test(String(rm.stop_reason || ''));
    if (r.loop && !stopped) errs.push(`${at}: loop row must end by a limit/cut-off (root error, null output or stop_reason)`);
    if (!r.loop && (r.root.error || r.root.output === null)) errs.push(`${at}: healthy row must finish with an output and no root error`);
    // stagnation self-check on model text
    const st = stagnationStats(r.root);
    if (r.stagnation && st.bestLong < 0.75) errs.push(`${at}: stagnation=true but no pair of long model texts is near-verbatim (best ${st.bestLong})`);
    if (!r.stagnation && st.best >= 0.8) errs.push(`${at}: stagnation=false but two model texts are near-verbatim (jaccard ${st.best})`);
  }
  for (const f of fams) if (perFam[f.family] !== 6) errs.push(`family ${f.family}: ${perFam[f.family] || 0} rows (need 6)`);
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`line ${i + 1}: ${e.message}`); } });
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
