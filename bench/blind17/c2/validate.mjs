// Re-checks rows.jsonl: schema, per-row labels vs family, span counts, and a
// light consistency check of the stagnation label against the model's own text.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const FAMILIES = {
  echoed_long_thought: { loop: true, stagnation: true },
  reworded_empty_lookups: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  repeated_notice_same_failure: { loop: true, stagnation: true },
  unchanged_poll_ignored: { loop: true, stagnation: true },
  transient_retry_then_success: { loop: false, stagnation: false },
  refined_search_succeeds: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  nested_delegation_chain: { loop: false, stagnation: false },
  many_similar_records_read: { loop: false, stagnation: false },
};
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  let c = 1;
  (s.children || []).forEach((ch, i) => { c += checkSpan(ch, `${path}.children[${i}]`, errs); });
  return c;
}

function walk(s, f) { f(s); (s.children || []).forEach((c) => walk(c, f)); }

// model text only: strings under text/content/thought keys, not tool-call arguments
function modelText(o) {
  if (o == null) return '';
  if (typeof o === 'string') return o;
  if (Array.isArray(o)) return o.map(modelText).join(' ');
  if (typeof o === 'object') {
    let out = [];
    for (const [k, v] of Object.entries(o)) {
      if (['tool_calls', 'toolCalls', 'function_call', 'usage', 'usage_metadata', 'raw', 'models_usage', 'additional_kwargs'].includes(k)) continue;
      if (k === 'content' && Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'arguments' in x)) continue;
      if (['text', 'content', 'thought', 'parts', 'message'].includes(k) || Array.isArray(o)) out.push(modelText(v));
    }
    return out.join(' ');
  }
  return '';
}
const words = (t) => (t.toLowerCase().match(/[a-z0-9äöüé'-]+/g) || []).filter((w) => w.length > 2);
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((r, idx) => {
    const p = `row ${idx + 1} (${r && r.trace_id})`;
    const keys = Object.keys(r || {});
    if (keys.join(',') !== KEYS.join(',')) errs.push(`${p}: keys must be exactly ${KEYS.join(',')} (got ${keys.join(',')})`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${p}: unknown family ${r.family}`); return; }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: trace_id must be <family>-0N`);
    if (seen.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`); seen.add(r.trace_id);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${p}: loop=${r.loop} but family says ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${p}: stagnation=${r.stagnation} but family says ${fam.stagnation}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 20) errs.push(`${p}: ${k} must be a sentence`);
    const count = checkSpan(r.root, `${p}.root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${p}: root span must be type agent`);
    if (count < 5 || count > 40) errs.push(`${p}: ${count} spans (want 5-40)`);
    const llms = [], tools = [];
    walk(r.root, (s) => { if (s.type === 'llm') llms.push(s); if (s.type === 'tool' || s.type === 'retriever') tools.push(s); });
    if (!llms.length) errs.push(`${p}: no llm span`);
    // stagnation consistency: a near-verbatim pair of substantial model texts
    const texts = llms.map((s) => words(modelText(s.output))).filter((w) => w.length >= 12);
    let best = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jaccard(texts[i], texts[j]));
    if (fam.stagnation && best < 0.75) errs.push(`${p}: stagnation=true but no near-verbatim pair of model texts (best jaccard ${best.toFixed(2)})`);
    if (!fam.stagnation && best >= 0.75) errs.push(`${p}: stagnation=false but model texts repeat (jaccard ${best.toFixed(2)})`);
    // family-specific structure
    const byName = {};
    tools.forEach((t) => { (byName[t.name] = byName[t.name] || []).push(t); });
    const maxSame = Math.max(0, ...Object.values(byName).map((a) => a.length));
    if (r.family === 'reworded_empty_lookups') {
      const ok = Object.values(byName).some((a) => a.length >= 4 && new Set(a.map((t) => JSON.stringify(t.input))).size >= 4);
      if (!ok) errs.push(`${p}: needs >=4 calls of one tool with differently worded inputs`);
    }
    if (r.family === 'unchanged_poll_ignored') {
      const norm = (x) => JSON.stringify(x, (k, v) => (/^(client_ts|ts|attempt|requested_at|nonce|_t)$/.test(k) ? undefined : v));
      const ok = Object.values(byName).some((a) => { const m = {}; a.forEach((t) => { const k = norm(t.input); m[k] = (m[k] || 0) + 1; }); return Math.max(...Object.values(m)) >= 4; });
      if (!ok) errs.push(`${p}: needs the same call (modulo client timestamp/attempt) >=4 times`);
    }
    if (r.family === 'transient_retry_then_success') {
      const seq = tools.map((t) => [t.name, !!t.error]);
      const ok = seq.some(([nm, e], i) => e && seq.slice(i + 1).some(([m, e2]) => m === nm && !e2));
      if (!ok) errs.push(`${p}: needs a failed tool call later retried successfully`);
    }
    if (r.family === 'many_similar_records_read' && maxSame < 4) errs.push(`${p}: needs >=4 reads with the same tool`);
    if (r.family === 'same_failure_after_fixes') {
      const failed = tools.filter((t) => t.error || /FAIL|failed|error/i.test(JSON.stringify(t.output)));
      if (failed.length < 3) errs.push(`${p}: needs >=3 failing checks`);
    }
  });
  for (const f of Object.keys(FAMILIES)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (want 6)`);
  return errs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
