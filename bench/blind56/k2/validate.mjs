// Re-checks an existing rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILY_FILES = ['f1_reworded_question_same_answer', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_delegation_hot_potato', 'f5_after_done_rechecks', 'f6_shrinking_failures', 'f7_dense_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_narrowing_delegation_chain', 'f10_similar_records_sweep'];

function llmTexts(s, out = []) {
  if (s.type === 'llm') {
    const acc = [];
    const walk = (v, k) => { if (typeof v === 'string') { if (k === undefined || k === 'text' || k === 'content') acc.push(v); } else if (Array.isArray(v)) v.forEach((x) => walk(x, k === 'content' || k === 'parts' || k === 'output' ? undefined : k)); else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) if (kk !== 'tool_calls' && kk !== 'toolCalls' && kk !== 'input' && kk !== 'args' && kk !== 'arguments') walk(vv, kk === 'parts' || kk === 'candidates' || kk === 'output' ? undefined : kk); };
    walk(s.output);
    const t = acc.join(' ').split('\n').filter((l) => !/^Action( Input)?:/.test(l)).join('\n').trim(); if (t) out.push(t);
  }
  (s.children || []).forEach((ch) => llmTexts(ch, out));
  return out;
}
const toks = (t) => new Set(t.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean));
export function sim(a, b) { const A = toks(a), B = toks(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, A.size + B.size - i); }
export function maxPairSim(texts) { let m = 0; for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (texts[i].length > 15 && texts[j].length > 15) m = Math.max(m, sim(texts[i], texts[j])); return m; }

function checkSpan(s, path, errs, cnt) {
  cnt.n++;
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  for (const k of ['type', 'name']) if (typeof s[k] !== 'string' || !s[k]) errs.push(`${path}: ${k} must be non-empty string`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata must be object`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.${i}`, errs, cnt));
}

export async function validateRows(rows) {
  const fams = {};
  for (const f of FAMILY_FILES) { const m = await import(pathToFileURL(new URL(`./${f}.mjs`, import.meta.url).pathname).href); fams[m.family] = m; }
  const errs = []; const seen = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id; const e = [];
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) e.push(`${k} missing`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') e.push('loop/stagnation must be boolean');
    const allowed = new Set(['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']);
    for (const k of Object.keys(r)) if (!allowed.has(k)) e.push(`unexpected key ${k}`);
    if (seen.has(id)) e.push('duplicate trace_id'); seen.add(id);
    const fm = fams[r.family];
    if (!fm) e.push(`unknown family ${r.family}`);
    else {
      if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) e.push('trace_id must be <family>-0N');
      if (r.loop !== fm.loop) e.push(`loop ${r.loop} != family ${fm.loop}`);
      if (r.stagnation !== fm.stagnation) e.push(`stagnation ${r.stagnation} != family ${fm.stagnation}`);
      perFam[r.family] = (perFam[r.family] || 0) + 1;
    }
    if (!r.root || r.root.type !== 'agent') e.push('root must be an agent span');
    const cnt = { n: 0 }; if (r.root) checkSpan(r.root, 'root', e, cnt);
    if (cnt.n < 5 || cnt.n > 40) e.push(`span count ${cnt.n} outside 5..40`);
    // label consistency of stagnation with the model's own text
    const ms = maxPairSim(llmTexts(r.root || {}));
    if (r.stagnation && ms < 0.6) e.push(`stagnation=true but max llm text similarity only ${ms.toFixed(2)}`);
    if (!r.stagnation && ms >= 0.6) e.push(`stagnation=false but llm texts near-duplicate (${ms.toFixed(2)})`);
    // healthy rows must not contain failed spans at the end; loop rows must not end in success text only
    e.forEach((x) => errs.push(`${id}: ${x}`));
  }
  for (const f of Object.keys(fams)) if (perFam[f] !== 6) errs.push(`family ${f} has ${perFam[f] || 0} rows, want 6`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (err) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
