import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const FAM = { restated_long_step: [true, true], reworded_empty_queries: [true, false], paging_past_end: [true, false], same_failure_after_fixes: [true, false], volatile_only_repeats: [true, false], poll_until_changed: [false, false], pagination_to_end: [false, false], backoff_then_success: [false, false], batch_distinct_items: [false, false], refined_search_success: [false, false] };
const walk = (s, f) => { f(s); (s.children || []).forEach((k) => walk(k, f)); };
const texts = (o, out = []) => { if (typeof o === 'string') out.push(o); else if (Array.isArray(o)) o.forEach((x) => texts(x, out)); else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) { if (/text|content|thinking|summary|output\.value|reasoning/i.test(k) || typeof o === 'string') texts(v, out); else if (typeof v === 'object') texts(v, out); } return out; };
const words = (t) => t.toLowerCase().match(/[a-z0-9]+/g) || [];
const jac = (a, b) => { const A = new Set(a), B = new Set(b); let i = 0; A.forEach((x) => B.has(x) && i++); return i / (A.size + B.size - i || 1); };
function checkSpan(s, p) { const e = []; if (typeof s.type !== 'string' || typeof s.name !== 'string') e.push(`${p}: type/name`); if (!('input' in s) || !('output' in s)) e.push(`${p}: input/output`); if (!Array.isArray(s.children)) e.push(`${p}: children`); if ('error' in s && typeof s.error !== 'string') e.push(`${p}: error`); if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) e.push(`${p}: metadata`); (s.children || []).forEach((k, i) => e.push(...checkSpan(k, `${p}.${i}`))); return e; }
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const r of rows) {
    const id = r.trace_id; if (ids.has(id)) errs.push(`dup ${id}`); ids.add(id);
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    if (!id.startsWith(r.family + '-')) errs.push(`${id}: prefix`);
    const f = FAM[r.family]; if (!f) { errs.push(`${id}: unknown family`); continue; }
    if (r.loop !== f[0] || r.stagnation !== f[1]) errs.push(`${id}: labels`);
    if (!r.root || r.root.type !== 'agent' && r.root.type !== 'crew') errs.push(`${id}: root type`);
    errs.push(...checkSpan(r.root, id));
    let n = 0; const llmT = []; const tools = []; walk(r.root, (s) => { n++; if (s.type === 'llm') llmT.push(texts(s.output).join(' ')); if (s.type === 'tool' || s.type === 'retriever') tools.push(s); });
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n}`);
    const long = llmT.map(words).filter((w) => w.length >= 25);
    let rep = false; for (let i = 0; i < long.length; i++) for (let j = i + 1; j < long.length; j++) if (jac(long[i], long[j]) > 0.8) rep = true;
    if (r.stagnation && !rep) errs.push(`${id}: stagnation but no long near-verbatim repeat`);
    if (!r.stagnation && rep) errs.push(`${id}: repeated long text but stagnation false`);
    const byName = {}; tools.forEach((t) => { const k = t.name + (t.metadata && (t.metadata['gen_ai.tool.name'] || t.metadata['ai.toolCall.name'] || t.metadata['tool.name']) || '') + JSON.stringify(t.input).slice(0, 0); byName[k] = (byName[k] || 0) + 1; });
    const maxSame = Math.max(0, ...Object.values(byName));
    if (r.family === 'reworded_empty_queries' && maxSame < 4) errs.push(`${id}: needs >=4 reworded calls`);
    if (r.family === 'paging_past_end' && maxSame < 4) errs.push(`${id}: needs 1 real + >=3 empty pages`);
    if (r.family === 'same_failure_after_fixes' && tools.filter((t) => t.error).length < 3) errs.push(`${id}: needs >=3 failing checks`);
    if (r.family === 'volatile_only_repeats' && maxSame < 4) errs.push(`${id}: needs >=4 repeats`);
    if (r.family === 'backoff_then_success') { const fails = tools.filter((t) => t.error).length; if (fails < 1 || fails > 3 || tools[tools.length - 1].error) errs.push(`${id}: backoff shape`); }
    if (!r.loop && r.family !== 'backoff_then_success' && tools.some((t) => t.error)) errs.push(`${id}: healthy row with failing tool`);
  }
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const e = validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log(`valid: ${rows.length} rows`);
}
