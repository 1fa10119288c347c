// Re-checks rows.jsonl: schema + labels consistent with each family module.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { words, jaccard, walk } from './lib.mjs';

export const FAMILY_FILES = [
  'f1_repeated_long_reasoning.mjs', 'f2_rephrased_empty_search.mjs', 'f3_paging_beyond_last_page.mjs',
  'f4_fix_attempts_same_failure.mjs', 'f5_same_result_modulo_noise.mjs', 'f6_status_poll_until_done.mjs',
  'f7_pagination_until_exhausted.mjs', 'f8_transient_retry_then_ok.mjs', 'f9_batch_distinct_items.mjs',
  'f10_refined_query_finds.mjs',
];

export async function loadFamilies() {
  const out = [];
  for (const f of FAMILY_FILES.filter((x) => !process.env.ONLY || x.startsWith(process.env.ONLY + '_'))) out.push({ file: f, ...(await import(new URL('./' + f, import.meta.url))) });
  return out;
}

const TOOLCALL_KEYS = new Set(['arguments', 'args', 'input', 'tool_calls', 'ai.response.toolCalls', 'functionCall', 'id', 'call_id', 'tool_call_id',
  'usage', 'usageMetadata', 'llm_output', 'models_usage', 'model', 'modelVersion', 'responseId', 'avgLogprobs', 'finish_reason', 'finishReason', 'stop_reason', 'status', 'object', 'type', 'role', 'source', 'name', 'part_kind', 'tool_name']);
function modelText(x, acc = []) {
  if (typeof x === 'string') {
    const t = x.trim();
    if (t.startsWith('{') || t.startsWith('[')) { try { return modelText(JSON.parse(t), acc); } catch { /* text */ } }
    acc.push(x);
  } else if (Array.isArray(x)) x.forEach((v) => modelText(v, acc));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (!TOOLCALL_KEYS.has(k)) modelText(v, acc);
  return acc;
}
const STOP = new Set('the a an and or of to in on at for is are be by it this that with as from i we will my our so but if not was were has have had then than into'.split(' '));
const content = (s) => words(s).filter((w) => !STOP.has(w));

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs));
}

export function llmTexts(root) {
  const t = [];
  walk(root, (s) => { if (s.type === 'llm') t.push(modelText(s.output).join(' ')); });
  return t;
}
export function maxPairSim(texts, minWords) {
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = content(texts[i]), b = content(texts[j]);
    if (a.length < minWords || b.length < minWords) continue;
    best = Math.max(best, jaccard(a, b));
  }
  return best;
}

export function validateRows(rows, fams) {
  const errs = [];
  const byFam = new Map(fams.map((f) => [f.family, f]));
  const seen = new Set();
  const counts = new Map();
  const domains = new Set();
  for (const [n, row] of rows.entries()) {
    const p = `row ${n + 1} (${row && row.trace_id})`;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    const keys = Object.keys(row); if (keys.length !== 7) errs.push(`${p}: extra keys ${keys}`);
    const fam = byFam.get(row.family);
    if (!fam) { errs.push(`${p}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${p}: bad trace_id`);
    if (seen.has(row.trace_id)) errs.push(`${p}: duplicate trace_id`); seen.add(row.trace_id);
    counts.set(row.family, (counts.get(row.family) || 0) + 1);
    if (row.loop !== fam.loop) errs.push(`${p}: loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${p}: stagnation label ${row.stagnation} != family ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.split(' ').length < 6) errs.push(`${p}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${p}: goal too short`);
    checkSpan(row.root, `${p}.root`, errs);
    if (row.root.type !== 'agent') errs.push(`${p}: root must be agent`);
    let nSpans = 0, llm = 0, tools = 0; const toolNames = new Map();
    walk(row.root, (s) => { nSpans++; if (s.type === 'llm') llm++; if (s.type === 'tool') { tools++; toolNames.set(s.name, (toolNames.get(s.name) || 0) + 1); } });
    if (nSpans < 5 || nSpans > 40) errs.push(`${p}: ${nSpans} spans (want 5..40)`);
    if (!llm || !tools) errs.push(`${p}: needs llm and tool spans`);
    // Outcome consistent with loop label
    if (fam.loop && row.root.output !== null && !row.root.error) errs.push(`${p}: loop row should be cut off (null output or root error)`);
    if (!fam.loop && (row.root.error || row.root.output === null)) errs.push(`${p}: healthy row should finish with an output`);
    // Stagnation consistent with model text
    const texts = llmTexts(row.root);
    if (fam.stagnation) { const s = maxPairSim(texts, 25); if (s < 0.8) errs.push(`${p}: stagnation row without a near-verbatim long repeat (max sim ${s.toFixed(2)})`); }
    else if (!fam.templatedText) { const s = maxPairSim(texts, 10); if (s >= 0.7) errs.push(`${p}: non-stagnation row has near-duplicate model text (sim ${s.toFixed(2)})`); }
    const maxSame = Math.max(0, ...toolNames.values());
    if (fam.minSameTool && maxSame < fam.minSameTool) errs.push(`${p}: most-repeated tool used ${maxSame}x (< ${fam.minSameTool})`);
    const sc = fam.scenarios.find((s) => `${fam.family}-${s.id}` === row.trace_id);
    if (sc) { if (domains.has(sc.domain)) errs.push(`${p}: domain reused ${sc.domain}`); domains.add(sc.domain); }
  }
  for (const f of fams) if (counts.get(f.family) !== 6) errs.push(`family ${f.family}: ${counts.get(f.family) || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
