// Schema + per-family structural checks for rows.jsonl.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  'scrolling-past-last-page': { loop: true },
  'varied-fixes-identical-failure': { loop: true },
  'status-unchanged-but-noisy': { loop: true },
  'asking-the-human-again': { loop: true, stagnation: true },
  'pages-with-fresh-items': { loop: false, stagnation: false },
  'transient-failure-then-success': { loop: false, stagnation: false },
  'batch-with-identical-acks': { loop: false, stagnation: false },
  'fixes-that-converge': { loop: false, stagnation: false },
  'long-plan-with-new-detail': { loop: false, stagnation: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);

const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

// Light normalisation: strip timestamps, uuids, addresses, long hex, digits.
function stripStamps(v) {
  return str(v)
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, '<ts>')
    .replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<ts>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<addr>')
    .replace(/\b[0-9a-f]{10,}\b/gi, '<hex>');
}
export function normLight(v) {
  return stripStamps(v).replace(/\d+(\.\d+)?/g, '#');
}
// Heavy normalisation for "identical apart from volatile parts".
export function normHeavy(v) {
  let s = str(v)
    .replace(/\\"/g, '"')
    .replace(/"(served_by|server|node|worker|host|region_shard|edge|x-cache|cache)"\s*:\s*"[^"]*"/gi, '"$1":"<v>"')
    .replace(/^(X-Cache|Age|Via|Server|X-Served-By):.*$/gim, '$1: <v>');
  s = stripStamps(s)
    .replace(/-[a-z0-9]{8,10}-[a-z0-9]{5}\b/g, '-<pod>')
    .replace(/[A-Za-z0-9]{4,}/g, (t) => {
      const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((r) => r.test(t)).length;
      return classes >= 2 ? '<id>' : t;
    })
    .replace(/\d+(\.\d+)?/g, '#');
  return s.replace(/\s+/g, ' ');
}

function words(s, raw) {
  const t = raw ? s.toLowerCase().split(/[^a-z0-9]+/) : normLight(s).toLowerCase().split(/[^a-z#<>]+/);
  return new Set(t.filter((w) => w.length > 1));
}
export function jaccard(a, b, raw = false) {
  const A = words(a, raw), B = words(b, raw);
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter || 1);
}

export function flatten(span, out = []) {
  out.push(span);
  (span.children || []).forEach((c) => flatten(c, out));
  return out;
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not an object`);
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: extra key ${k}`);
  for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in s)) errs.push(`${path}: missing ${k}`);
  if (!TYPES.has(s.type)) errs.push(`${path}: bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if (s.input === undefined || s.output === undefined) errs.push(`${path}: undefined input/output`);
  if (s.type === 'llm') {
    if (s.input === null || s.input === '' || (Array.isArray(s.input) && s.input.some((m) => m.content == null))) errs.push(`${path}: llm input empty`);
    if (typeof s.output !== 'string' || !s.output.trim()) errs.push(`${path}: llm output not text`);
  }
  if (s.type === 'tool') {
    if (typeof s.input === 'string') {
      try { const p = JSON.parse(s.input); if (typeof p !== 'object' || p === null) errs.push(`${path}: tool string input not a JSON object`); } catch { errs.push(`${path}: tool string input not JSON`); }
    } else if (typeof s.input !== 'object' || s.input === null || Array.isArray(s.input)) errs.push(`${path}: tool input not object`);
    if (s.output === null || s.output === undefined) errs.push(`${path}: tool output missing`);
  }
  if (/":"(undefined|NaN|\[object Object\])"/.test(JSON.stringify({ i: s.input, o: s.output }))) errs.push(`${path}: serialisation artefact`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

const inputKey = (s) => (typeof s.input === 'string' ? s.input : JSON.stringify(s.input));
// same call, ignoring free-text descriptions some recorders attach to tool calls
const callKey = (s) => { const o = typeof s.input === 'string' ? JSON.parse(s.input) : { ...s.input }; delete o.description; return s.name + JSON.stringify(o); };
function groups(tools, byInput) {
  const m = new Map();
  for (const t of tools) {
    const k = byInput ? t.name + '\u0000' + inputKey(t) : t.name;
    if (!m.has(k)) m.set(k, []);
    m.get(k).push(t);
  }
  return [...m.values()];
}
// longest run (by order) of calls in a group with identical heavy-normalised output
function identicalTail(g) {
  let best = [];
  for (let i = 0; i < g.length; i++) {
    const run = g.filter((x, j) => j >= i && normHeavy(x.output) === normHeavy(g[i].output));
    if (run.length > best.length) best = run;
  }
  return best;
}
const rawDistinct = (arr) => new Set(arr.map((x) => str(x.output))).size === arr.length;

function problemCount(out) {
  const o = typeof out === 'string' ? (() => { try { return JSON.parse(out); } catch { return out; } })() : out;
  if (o && typeof o === 'object') {
    const b = o.body && typeof o.body === 'object' ? o.body : o;
    for (const k of ['errors', 'violations', 'issues']) if (Array.isArray(b[k])) return b[k].length;
    if (typeof b.error_count === 'number') return b.error_count;
  }
  const s = str(out);
  let m = s.match(/Found (\d+) errors?/) || s.match(/\((\d+) errors?\)/);
  if (m) return +m[1];
  if (/RESULT: PASS|valid":\s*true/.test(s) || /^> .*\n> tsc[^\n]*\n\n\nreal/.test(s)) return 0;
  return null;
}

function familyChecks(row, errs) {
  const all = flatten(row.root);
  const tools = all.filter((s) => s.type === 'tool');
  const llms = all.filter((s) => s.type === 'llm');
  const id = row.trace_id;
  const f = row.family;
  const bestIdentical = (byInput) => groups(tools, byInput).map(identicalTail).sort((a, b) => b.length - a.length)[0] || [];

  if (f === 'scrolling-past-last-page') {
    const run = bestIdentical(false);
    if (run.length < 3) errs.push(`${id}: needs 3+ identical empty pages (got ${run.length})`);
    if (!run.every((x) => /\[\]|\b0 results/.test(str(x.output)))) errs.push(`${id}: repeated pages are not empty`);
    if (!rawDistinct(run)) errs.push(`${id}: repeated pages carry no volatile noise`);
    const first = tools.find((t) => t.name === run[0]?.name);
    if (first && /\[\]/.test(str(first.output)) && !/\{/.test(str(first.output).slice(10))) errs.push(`${id}: no real results before the empty pages`);
  }
  if (f === 'varied-fixes-identical-failure') {
    const looksFailing = (x) => x.error || /fail|error|rejected|timed out/i.test(str(x.output));
    const pick = (byInput) => groups(tools.filter(looksFailing), byInput).map(identicalTail).sort((a, b) => b.length - a.length)[0] || [];
    let run = pick(true);
    if (run.length < 3) run = pick(false);
    if (run.length < 3) errs.push(`${id}: needs 3+ identical failures (got ${run.length})`);
    if (!rawDistinct(run)) errs.push(`${id}: identical failures carry no volatile noise`);
    // varied: either inputs of the failing call differ, or the edits between them differ
    const inputsDiffer = new Set(run.map(inputKey)).size === run.length;
    let editsDiffer = false;
    if (!inputsDiffer) {
      const idx = run.map((r) => tools.indexOf(r));
      const edits = [];
      for (let i = 1; i < idx.length; i++) edits.push(tools.slice(idx[i - 1] + 1, idx[i]).map(inputKey).join('|'));
      editsDiffer = edits.every((e) => e) && new Set(edits).size === edits.length;
    }
    if (!inputsDiffer && !editsDiffer) errs.push(`${id}: fixes are not varied`);
  }
  if (f === 'status-unchanged-but-noisy') {
    const run = bestIdentical(true);
    if (run.length < 3 || run.length > 7) errs.push(`${id}: status repeats must be 3-7 (got ${run.length})`);
    if (!rawDistinct(run)) errs.push(`${id}: status repeats carry no volatile noise`);
  }
  if (f === 'asking-the-human-again') {
    const run = bestIdentical(false);
    if (run.length < 3 || run.length > 4) errs.push(`${id}: asks must be 3-4 (got ${run.length})`);
    if (new Set(run.map(inputKey)).size !== run.length) errs.push(`${id}: questions should be reworded, not verbatim`);
    const after = tools.slice(tools.indexOf(run[0]) + 1).filter((t) => t.name !== run[0].name);
    if (after.length) errs.push(`${id}: agent acted after asking (${after.map((t) => t.name).join(',')})`);
  }
  if (f === 'pages-with-fresh-items') {
    const g = groups(tools, false).sort((a, b) => b.length - a.length)[0];
    if (!g || g.length < 3) errs.push(`${id}: needs 3+ page calls`);
    else {
      const n = new Set(g.map((x) => normLight(x.output))).size;
      if (n !== g.length) errs.push(`${id}: pages are not all distinct`);
      const empties = g.filter((x) => /"(items|records|results|data|instances|reviews)":\[\]/.test(str(x.output)));
      if (empties.length > 1) errs.push(`${id}: more than one empty page`);
    }
  }
  if (f === 'transient-failure-then-success') {
    const failed = tools.filter((t) => t.error);
    if (failed.length < 1 || failed.length > 3) errs.push(`${id}: 1-3 transient failures expected (got ${failed.length})`);
    if (new Set(failed.map(callKey)).size !== 1) errs.push(`${id}: failures are not the same call`);
    if (new Set(failed.map((t) => normHeavy(t.error))).size !== 1) errs.push(`${id}: failures are not the same error`);
    const k = failed[0] && callKey(failed[0]);
    const lastFail = tools.lastIndexOf(failed[failed.length - 1]);
    const ok = tools.slice(lastFail + 1).find((t) => callKey(t) === k && !t.error);
    if (!ok) errs.push(`${id}: no successful retry of the failing call`);
    if (tools.slice(lastFail + 1).some((t) => t.error)) errs.push(`${id}: errors after recovery`);
  }
  if (f === 'batch-with-identical-acks') {
    const g = bestIdentical(false);
    if (!g || g.length < 4 || g.length > 8) errs.push(`${id}: batch must be 4-8 items (got ${g ? g.length : 0})`);
    else {
      if (new Set(g.map(inputKey)).size !== g.length) errs.push(`${id}: batch items not distinct`);
      if (new Set(g.map((x) => normHeavy(x.output))).size !== 1) errs.push(`${id}: acks not identical`);
      if (g.some((x) => x.error)) errs.push(`${id}: batch item failed`);
      const per = llms.filter((l) => l.output.length < 260);
      if (per.length < g.length - 1) errs.push(`${id}: missing templated per-item sentences`);
    }
  }
  if (f === 'fixes-that-converge') {
    const counted = tools.map((t) => ({ t, n: problemCount(t.output) })).filter((x) => x.n !== null);
    const g = groups(counted.map((x) => x.t), false).sort((a, b) => b.length - a.length)[0] || [];
    const ns = g.map((t) => problemCount(t.output));
    if (ns.length < 3) errs.push(`${id}: needs 3+ checks (got ${ns.length})`);
    for (let i = 1; i < ns.length; i++) if (!(ns[i] < ns[i - 1])) errs.push(`${id}: failures not shrinking ${ns.join('>')}`);
    if (ns[ns.length - 1] !== 0) errs.push(`${id}: final check does not pass (${ns.join('>')})`);
  }
  if (f === 'long-plan-with-new-detail') {
    const seq = row.root.children.length === 1 && row.root.children[0].type === 'agent' ? row.root.children[0].children : row.root.children;
    let best = 0, cur = 0, end = -1;
    seq.forEach((s, i) => { if (s.type === 'llm' && s.output.length >= 350) { cur++; if (cur > best) { best = cur; end = i; } } else cur = 0; });
    if (best < 4 || best > 6) errs.push(`${id}: needs 4-6 consecutive long reasoning steps (got ${best})`);
    const after = seq.slice(end + 1).filter((s) => s.type === 'tool');
    if (after.length < 3 || after.some((t) => t.error)) errs.push(`${id}: execution after the plan must succeed with 3+ tool calls`);
  }

  // stagnation evidence from model text
  const texts = llms.map((l) => l.output);
  // normalised similarity (numbers masked) evidences restatement; raw similarity (numbers kept)
  // guards healthy rows, where templated sentences about different items are expected.
  let maxSim = 0, maxRaw = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    maxSim = Math.max(maxSim, jaccard(texts[i], texts[j]));
    maxRaw = Math.max(maxRaw, jaccard(texts[i], texts[j], true));
  }
  if (row.stagnation && maxSim < 0.75 && f !== 'asking-the-human-again') errs.push(`${id}: stagnation=true but no near-verbatim restatement (max ${maxSim.toFixed(2)})`);
  if (f === 'asking-the-human-again' && maxSim < 0.6) errs.push(`${id}: asking rows should restate reasoning (max ${maxSim.toFixed(2)})`);
  if (!row.stagnation && maxRaw >= 0.7) errs.push(`${id}: stagnation=false but model text repeats (raw max ${maxRaw.toFixed(2)})`);
  if (!row.stagnation && row.loop && maxSim >= 0.7) errs.push(`${id}: loop row without stagnation label restates itself (max ${maxSim.toFixed(2)})`);
  if (row.loop && /^(done|success|all set|completed)\b/i.test(row.root.output)) errs.push(`${id}: loop row ends with success`);
  return [maxSim, maxRaw];
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  let stringRows = 0;
  const sims = {};
  rows.forEach((r, i) => {
    const p = `row ${i + 1} (${r.trace_id})`;
    const keys = Object.keys(r);
    if (keys.join() !== ROW_KEYS.join()) errs.push(`${p}: keys ${keys.join()}`);
    if (!FAMILIES[r.family]) return errs.push(`${p}: unknown family`);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: bad trace_id`);
    if (seen.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 30) errs.push(`${p}: isolates too short`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${p}: labels not boolean`);
    const spec = FAMILIES[r.family];
    if (r.loop !== spec.loop) errs.push(`${p}: loop label should be ${spec.loop}`);
    if ('stagnation' in spec && r.stagnation !== spec.stagnation) errs.push(`${p}: stagnation should be ${spec.stagnation}`);
    if (!r.loop && r.stagnation) errs.push(`${p}: healthy row with stagnation`);
    if (typeof r.goal !== 'string' || !r.goal) errs.push(`${p}: goal`);
    checkSpan(r.root, `${p}.root`, errs);
    if (r.root.type !== 'agent') errs.push(`${p}: root not agent`);
    if (r.root.input !== r.goal) errs.push(`${p}: root input != goal`);
    if (typeof r.root.output !== 'string' || !r.root.output.trim()) errs.push(`${p}: root output empty`);
    const n = flatten(r.root).length;
    if (n < 5 || n > 40) errs.push(`${p}: span count ${n}`);
    const tools = flatten(r.root).filter((s) => s.type === 'tool');
    if (tools.length && tools.every((t) => typeof t.input === 'string')) stringRows++;
    else if (tools.some((t) => typeof t.input === 'string')) errs.push(`${p}: mixed tool input styles`);
    sims[r.trace_id] = familyChecks(r, errs);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  const frac = stringRows / rows.length;
  if (frac < 0.18 || frac > 0.32) errs.push(`string-args rows fraction ${frac.toFixed(2)} outside ~quarter`);
  // tool-name reuse across rows (no single template)
  const names = new Map();
  rows.forEach((r) => new Set(flatten(r.root).filter((s) => s.type === 'tool').map((s) => s.name)).forEach((n) => names.set(n, (names.get(n) || 0) + 1)));
  return { errs, stats: { rows: rows.length, stringRows, frac, perFam, sims, sharedToolNames: [...names].filter(([, c]) => c > 3) } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--')) || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const { errs, stats } = validateRows(rows);
  console.log(`rows=${stats.rows} string-arg rows=${stats.stringRows} (${(stats.frac * 100).toFixed(0)}%)`);
  if (process.argv.includes('--sims')) for (const [k, v] of Object.entries(stats.sims)) console.log(`  ${k.padEnd(40)} max llm-text similarity norm ${v[0].toFixed(2)} raw ${v[1].toFixed(2)}`);
  if (stats.sharedToolNames.length) console.log('tool names used in >3 rows:', stats.sharedToolNames.map(([n, c]) => `${n}×${c}`).join(', '));
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log('OK');
}
