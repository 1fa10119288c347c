import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { llmTexts, maxPairSim, walk } from './lib.mjs';
export const FILES = ['f1_reask_same_question', 'f2_repeated_notice_same_failure', 'f3_toggle_between_two_states', 'f4_self_delegation_chain', 'f5_post_success_rechecking', 'f6_status_polling_to_completion', 'f7_paged_listing_to_end', 'f8_transient_retry_then_success', 'f9_per_item_batch_acks', 'f10_narrowed_search_finds_hits'];
export async function loadFamilies() { const out = {}; for (const f of FILES) { const m = await import(`./${f}.mjs`); out[m.family] = m; } return out; }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows, fams) {
  const errs = []; const seen = new Set(); const count = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = fams[r.family]; if (!fam) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (r.loop !== fam.loop) errs.push(`${id}: loop label ${r.loop} != family ${fam.loop}`);
    if (!fam.stagnationAllowed.includes(r.stagnation)) errs.push(`${id}: stagnation ${r.stagnation} not allowed for family`);
    if (r.root?.type !== 'agent' && r.root?.type !== 'chain') errs.push(`${id}: root is not agent/chain`);
    checkSpan(r.root, id + '.root', errs);
    let n = 0, depthAgents = 0, errSpans = 0; walk(r.root, (s, d) => { n++; if (s.error) errSpans++; });
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n} outside 5..40`);
    const texts = llmTexts(r.root); const sim = maxPairSim(texts);
    if (r.stagnation && sim < 0.7) errs.push(`${id}: stagnation=true but max llm text similarity ${sim.toFixed(2)}`);
    // family-specific structural checks
    const tools = []; walk(r.root, s => { if (s.type !== 'llm' && s.type !== 'agent' && s.type !== 'chain') tools.push(s); });
    const agentDepth = (() => { let m = 0; walk(r.root, (s, d) => { if (s.type === 'agent' || s.type === 'chain') { let k = 0; } }); const rec = (s) => { const own = (s.type === 'agent' || s.type === 'chain') ? 1 : 0; return own + Math.max(0, ...(s.children || []).map(rec)); }; return rec(r.root); })();
    const fc = r.family;
    if (fc === 'reask_same_question' && tools.filter(t => /ask|input|question/i.test(t.name)).length < 3) errs.push(`${id}: fewer than 3 ask spans`);
    if (fc === 'repeated_notice_same_failure' && errSpans < 3) errs.push(`${id}: fewer than 3 failing spans`);
    if (fc === 'toggle_between_two_states' && tools.length < 4) errs.push(`${id}: too few switches`);
    if (fc === 'self_delegation_chain' && agentDepth < 4) errs.push(`${id}: delegation depth ${agentDepth} < 4 (root + 3)`);
    if (fc === 'transient_retry_then_success' && (errSpans < 1 || errSpans > 3)) errs.push(`${id}: transient errors ${errSpans} not 1..3`);
    if (!fam.loop && fc !== 'transient_retry_then_success' && r.root.error) errs.push(`${id}: healthy root has error`);
    count[r.family] = (count[r.family] || 0) + 1;
  }
  for (const f of Object.keys(fams)) if (count[f] !== 6) errs.push(`${f}: ${count[f] || 0} rows, expected 6`);
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows, await loadFamilies());
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows valid`);
}
