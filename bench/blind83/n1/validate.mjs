// Re-checks rows.jsonl: schema, span shape, span counts, and labels vs family.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
export const FAMILY_LOOP = {
  verbatim_step_repeat: true, reworded_empty_queries: true, paging_past_end: true, same_failure_after_fixes: true,
  volatile_only_results: true, reasking_user: true, repeated_notice_failing_action: true, two_state_oscillation: true,
  self_delegation_recursion: true, continuing_after_success: true,
  polling_until_done: false, pagination_to_end: false, backoff_then_success: false, batch_distinct_items: false,
  refined_search_success: false, shrinking_failures: false, long_planning_monologue: false, supervisor_distinct_subtasks: false,
  deep_distinct_delegation: false, similar_records_review: false,
};
const count = (s) => 1 + s.children.reduce((a, c) => a + count(c), 0);
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) return errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: extra key ${k}`);
  s.children.forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
const llmTexts = (s, out = []) => { if (s.type === 'llm') out.push(JSON.stringify(s.output)); s.children.forEach((c) => llmTexts(c, out)); return out; };
export function validateRows(rows) {
  const errs = [], warns = [], ids = new Set(), langsPerFamily = {};
  for (const [i, r] of rows.entries()) {
    const p = r.trace_id || `row${i}`;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${p}: ${k}`);
    for (const k of ['loop', 'stagnation']) if (typeof r[k] !== 'boolean') errs.push(`${p}: ${k} not boolean`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate id`); ids.add(r.trace_id);
    if (!(r.family in FAMILY_LOOP)) errs.push(`${p}: unknown family ${r.family}`);
    else if (FAMILY_LOOP[r.family] !== r.loop) errs.push(`${p}: loop=${r.loop} but family ${r.family} is loop=${FAMILY_LOOP[r.family]}`);
    if (!/^[a-z0-9_]+-\d\d$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: trace_id must be <family>-NN`);
    if (!r.root) { errs.push(`${p}: no root`); continue; }
    if (r.root.type !== 'agent') errs.push(`${p}: root must be agent`);
    checkSpan(r.root, 'root', errs);
    const n = count(r.root); if (n < 5 || n > 40) errs.push(`${p}: ${n} spans (want 5-40)`);
    if (r.stagnation && llmTexts(r.root).length < 2) errs.push(`${p}: stagnation=true but fewer than 2 llm spans`);
    const lang = r.root.metadata && r.root.metadata.lang; if (!lang) errs.push(`${p}: root.metadata.lang missing`);
    (langsPerFamily[r.family] ||= []).push(lang);
  }
  for (const [f, ls] of Object.entries(langsPerFamily)) if (new Set(ls).size !== ls.length) errs.push(`${f}: rows share a language`);
  const allLangs = new Set(Object.values(langsPerFamily).flat()); if (allLangs.size < 12) warns.push(`only ${allLangs.size} languages`);
  return { errs, warns, langs: allLangs };
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const { errs, warns, langs } = validateRows(rows);
  warns.forEach((w) => console.warn('WARN', w));
  if (errs.length) { errs.forEach((e) => console.error('ERR', e)); process.exit(1); }
  console.log(`OK ${rows.length} rows, ${langs.size} languages`);
}
