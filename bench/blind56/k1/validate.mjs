// Re-checks rows.jsonl: schema + labels consistent with the family table.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { countSpans, walk } from './lib.mjs';

export const FAMILY_LABELS = {
  long_step_restated: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_differences: { loop: true, stagnation: false },
  status_poll_progresses: { loop: false, stagnation: false },
  pagination_until_exhausted: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  distinct_item_batch: { loop: false, stagnation: false },
  refined_search_finds: { loop: false, stagnation: false },
};

function checkSpan(s, path, errs) {
  if (typeof s !== 'object' || s === null) return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  (s.children || []).forEach((x, i) => checkSpan(x, `${path}.children[${i}]`, errs));
}

const words = t => (t || '').toLowerCase().match(/[a-z0-9.]+/g) || [];
function textOf(llm) { const o = llm.output; if (typeof o === 'string') return o.replace(/Code:[\s\S]*/, ''); const s = JSON.stringify(o); const m = s.match(/"(?:text|content|llm\.output_messages\.0\.message\.content)":"((?:[^"\\]|\\.)*)"/g) || []; return m.map(x => x.replace(/^"[^"]+":"/, '').slice(0, -1)).join(' '); }
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; A.forEach(x => B.has(x) && i++); return i / (A.size + B.size - i || 1); }

export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!/^[a-z_]+-0[1-6]$/.test(id) || !id.startsWith(r.family + '-')) errs.push(`${id}: trace_id must be <family>-0N`);
    if (r.loop !== lab.loop) errs.push(`${id}: loop label ${r.loop} != family ${lab.loop}`);
    if (r.stagnation !== lab.stagnation) errs.push(`${id}: stagnation label mismatch`);
    if (!r.root || r.root.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    checkSpan(r.root, `${id}.root`, errs);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5..40)`);
    const llms = [], tools = [];
    walk(r.root, s => { if (s.type === 'llm') llms.push(s); if (s.type === 'tool') tools.push(s); });
    if (!llms.length) errs.push(`${id}: no llm span`);
    const byName = {}; tools.forEach(t => { const k = t.metadata?.['ai.toolCall.name'] || t.name; byName[k] = (byName[k] || 0) + 1; });
    const maxSame = Math.max(0, ...Object.values(byName));
    const fam = r.family;
    if (fam === 'long_step_restated') {
      const T = llms.map(l => words(textOf(l))).filter(w => w.length >= 25);
      let ok = false; for (let i = 0; i < T.length; i++) for (let j = i + 1; j < T.length; j++) if (jacc(T[i], T[j]) > 0.8) ok = true;
      if (!ok) errs.push(`${id}: no near-verbatim long repeat found`);
    }
    if (fam === 'reworded_empty_search' && maxSame < 4) errs.push(`${id}: needs >=4 calls of one tool`);
    if (['paging_past_end', 'pagination_until_exhausted', 'status_poll_progresses'].includes(fam) && maxSame < 3) errs.push(`${id}: needs >=3 calls of one tool`);
    if (fam === 'volatile_only_differences' && maxSame < 4) errs.push(`${id}: needs >=4 calls of one tool`);
    if (fam === 'same_failure_after_fixes' && tools.filter(t => t.error || /fail|error/i.test(JSON.stringify(t.output))).length < 3) errs.push(`${id}: needs >=3 failing checks`);
    if (fam === 'transient_retry_then_success') { const f = tools.filter(t => t.error).length; if (f < 1 || f > 3) errs.push(`${id}: needs 1..3 failed attempts (${f})`); }
    if (!lab.loop && r.root.error) errs.push(`${id}: healthy row ends in root error`);
    perFam[fam] = (perFam[fam] || 0) + 1;
  }
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
