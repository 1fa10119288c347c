// Re-checks an existing rows.jsonl: schema, labels consistent with family, structure sanity.
import { readFileSync } from 'node:fs';
import { loadFamilies, FAMILY_FILES } from './families.mjs';
import { countSpans } from './lib.mjs';

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
function collect(s, acc = []) { acc.push(s); for (const c of s.children || []) collect(c, acc); return acc; }

// family-specific structural sanity checks (not a loop detector; just that the row shows its behaviour)
const STRUCT = {
  verbatim_plan_relapse: (r, all) => all.filter((s) => s.type === 'llm').length >= 2 || 'needs >=2 llm spans',
  empty_page_overrun: (r, all) => all.filter((s) => s.type === 'tool').length >= 5 || 'needs >=5 tool spans',
  noise_only_polling: (r, all) => {
    const names = {}; for (const s of all.filter((x) => x.type === 'tool')) names[s.name] = (names[s.name] || 0) + 1;
    return Math.max(0, ...Object.values(names)) >= 4 || 'needs one tool name called >=4 times';
  },
  same_apology_retry: (r, all) => all.filter((s) => s.error).length >= 3 || 'needs >=3 failed spans',
  delegation_regress: (r) => { const d = (s) => (s.type === 'agent' ? 1 : 0) + Math.max(0, ...s.children.map(d)); return d(r.root) >= 4 || 'needs agent nesting >= 4 (root + 3)'; },
  paged_harvest_complete: (r, all) => all.filter((s) => s.type === 'tool').length >= 3 || 'needs >=3 tool spans',
  templated_batch_items: (r, all) => all.filter((s) => s.type === 'tool').length >= 4 || 'needs >=4 tool spans',
  shrinking_failure_fixes: (r, all) => all.filter((s) => s.type === 'tool').length >= 4 || 'needs >=4 tool spans',
  supervisor_varied_subtasks: (r, all) => all.filter((s) => s.type === 'agent').length >= 3 || 'needs >=3 agent spans',
  lookalike_record_reads: (r, all) => all.filter((s) => s.type === 'tool').length >= 4 || 'needs >=4 tool spans',
};

export async function validateRows(rows) {
  const errs = [];
  const fams = await loadFamilies();
  const byName = Object.fromEntries(fams.map((f) => [f.family, f]));
  const seen = new Set();
  const perFam = {};
  for (const [i, r] of rows.entries()) {
    const at = `row ${i + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const f = byName[r.family];
    if (!f) { errs.push(`${at}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal must be a sentence`);
    if (r.loop !== f.labels.loop) errs.push(`${at}: loop=${r.loop} but family says ${f.labels.loop}`);
    if (r.stagnation !== f.labels.stagnation) errs.push(`${at}: stagnation=${r.stagnation} but family says ${f.labels.stagnation}`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: labels must be booleans`);
    checkSpan(r.root, `${at}.root`, errs);
    if (r.root?.type !== 'agent') errs.push(`${at}: root span must have type agent`);
    const nSp = countSpans(r.root);
    if (nSp < 5 || nSp > 40) errs.push(`${at}: ${nSp} spans (want 5-40)`);
    const all = collect(r.root);
    if (!all.some((s) => s.type === 'llm') && r.family !== 'none') errs.push(`${at}: no llm span`);
    const st = STRUCT[r.family] && STRUCT[r.family](r, all);
    if (st !== true) errs.push(`${at}: ${st}`);
    // failed tool spans must carry error strings; span with error must be a string (checked above)
  }
  for (const f of fams) {
    if (perFam[f.family] !== 6) errs.push(`family ${f.family}: ${perFam[f.family] || 0} rows (want 6)`);
    const doms = f.scenarios.map((s) => s.domain);
    if (new Set(doms).size !== doms.length) errs.push(`family ${f.family}: domains not distinct`);
  }
  if (fams.length !== FAMILY_FILES.length) errs.push(`only ${fams.length}/${FAMILY_FILES.length} family files present`);
  // determinism hygiene: no Math.random / clock reads in sources
  for (const file of ['lib.mjs', ...FAMILY_FILES.map((x) => x.slice(2))]) {
    let src; try { src = readFileSync(new URL(file, import.meta.url), 'utf8'); } catch { continue; }
    const code = src.split('\n').filter((l) => !l.trim().startsWith('//')).join('\n');
    if (/Math\.random|Date\.now|new Date\(\)|performance\.now/.test(code)) errs.push(`${file}: uses randomness or the clock`);
  }
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = [];
  for (const [i, l] of lines.entries()) { try { rows.push(JSON.parse(l)); } catch (e) { console.error(`line ${i + 1}: invalid JSON`); process.exit(1); } }
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
