// Re-checks rows.jsonl: schema, span shape, and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './lib.mjs';

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
const SKIP_KEY = /(^|_|\.)(id|ids|arguments|args|signature|model|type|role|finish_reason|finishReason|status|name|tool_call_id|toolCallId|call_id|response_id|timestamp)$/i;
const STOP = new Set('the and for that this with are was were but not have has had from into onto than then them they their there which what when where who will would should could can may might its it\'s our out all any one two per about over under after before also only just more most some such very each other been being because while'.split(' '));

function walk(span, fn, depth = 0) { fn(span, depth); for (const c of span.children ?? []) walk(c, fn, depth + 1); }

export function modelText(out) {
  const parts = [];
  const rec = (v, key) => {
    if (typeof v === 'string') {
      if (key && SKIP_KEY.test(key)) return;
      const s = v.trim();
      if ((s.startsWith('{') || s.startsWith('[')) && key !== 'content') return;
      parts.push(s);
    } else if (Array.isArray(v)) v.forEach((x) => rec(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) rec(x, k);
  };
  rec(out, null);
  return parts.join(' ');
}
const words = (s) => (s.toLowerCase().match(/[\p{L}\d][\p{L}\d'.-]*/gu) ?? []).map((w) => w.replace(/[.']+$/, '')).filter((w) => w.length >= 3 && !STOP.has(w));
function bigrams(ws) { const s = new Set(); for (let i = 0; i + 1 < ws.length; i++) s.add(ws[i] + ' ' + ws[i + 1]); return s; }
function jacc(a, b) { let i = 0; for (const x of a) if (b.has(x)) i++; return i / (a.size + b.size - i || 1); }

// largest bigram-Jaccard similarity among pairs of llm outputs with >= minWords content words
export function maxRepeat(root, minWords = 25) {
  const texts = [];
  walk(root, (s) => { if (s.type === 'llm') { const w = words(modelText(s.output)); if (w.length >= minWords) texts.push(bigrams(w)); } });
  let best = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jacc(texts[i], texts[j]));
  return best;
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return errs.push(`${path}: span is not an object`);
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s) || s.input === undefined) errs.push(`${path}: missing input`);
  if (!('output' in s) || s.output === undefined) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  (s.children ?? []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  for (const [n, row] of rows.entries()) {
    const at = `row ${n + 1} (${row?.trace_id})`;
    const keys = Object.keys(row ?? {});
    if (keys.join() !== ROW_KEYS.join()) errs.push(`${at}: keys must be ${ROW_KEYS.join(',')} in order, got ${keys.join(',')}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); continue; }
    perFamily[row.family] = (perFamily[row.family] ?? 0) + 1;
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${at}: bad trace_id`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    if (typeof row.isolates !== 'string' || row.isolates.length < 30) errs.push(`${at}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${at}: goal too short`);
    if (row.loop !== fam.loop) errs.push(`${at}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${at}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    checkSpan(row.root, `${at} root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${at}: root span must be an agent span`);
    let count = 0, llm = 0, failed = 0; const toolNames = {};
    walk(row.root, (s) => {
      count++;
      if (s.type === 'llm') llm++;
      if (s.type === 'tool' || s.type === 'retriever') {
        if (s.error) failed++;
        const key = s.metadata?.['gen_ai.tool.name'] ?? s.metadata?.['tool.name'] ?? s.input?.['ai.toolCall.name'] ?? s.input?.tool ?? s.input?.tool_name ?? s.name;
        toolNames[key] = (toolNames[key] ?? 0) + 1;
      }
    });
    if (count < 5 || count > 40) errs.push(`${at}: ${count} spans, expected 5-40`);
    if (llm < 1) errs.push(`${at}: no llm span`);
    const maxSame = Math.max(0, ...Object.values(toolNames));
    const rep = maxRepeat(row.root, 25);
    if (fam.stagnation && rep < 0.6) errs.push(`${at}: stagnation=true but no near-verbatim long llm text pair (best ${rep.toFixed(2)})`);
    if (!fam.stagnation && rep >= 0.6) errs.push(`${at}: stagnation=false but a long llm text is repeated (sim ${rep.toFixed(2)})`);
    if (['reworded_empty_queries', 'volatile_only_repeats'].includes(row.family) && maxSame < 4) errs.push(`${at}: needs the same tool >= 4 times (got ${maxSame})`);
    if (row.family === 'paging_past_end' && maxSame < 5) errs.push(`${at}: paging needs >= 5 calls of the pager (got ${maxSame})`);
    if (row.family === 'same_failure_after_fixes' && failed < 4) errs.push(`${at}: needs >= 4 failed checks (initial + 3 after fixes), got ${failed}`);
    if (row.family === 'shrinking_failures' && failed < 1 && !JSON.stringify(row.root).match(/fail|error/i)) errs.push(`${at}: no failures recorded`);
    if (row.family === 'many_similar_records' && maxSame < 5) errs.push(`${at}: needs >= 5 reads with the same tool`);
    if (row.family === 'deep_delegation_chain') {
      const agentDepth = (s) => (s.children ?? []).reduce((m, c) => Math.max(m, agentDepth(c)), 0) + (s.type === 'agent' ? 1 : 0);
      const deepest = agentDepth(row.root);
      if (deepest < 3) errs.push(`${at}: delegation chain only ${deepest} agents deep`);
    }
    if (row.family === 'supervisor_distinct_subtasks') {
      const names = {}; walk(row.root, (s, d) => { if (s.type === 'agent' && d > 0) names[s.name] = (names[s.name] ?? 0) + 1; });
      if (Math.max(0, ...Object.values(names)) < 3) errs.push(`${at}: the same worker should be used >= 3 times`);
    }
  }
  for (const f of Object.keys(FAMILIES)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] ?? 0} rows, expected 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
