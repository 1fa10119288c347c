// Schema + per-family structural checks. Run standalone: node validate.mjs (reads rows.jsonl).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const LABELS = {
  'echoed-analysis': [true, true], 'rephrased-lookup-finds-nothing': [true, false], 'retry-with-status-message': [true, true], 'two-state-shuffle': [true, false],
  'waiting-for-a-change': [false, false], 'similar-documents-distinct-facts': [false, false], 'dead-end-then-detour': [false, false], 'fan-out-subtasks': [false, false],
};

const S = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
// strip volatile noise: timestamps, http dates, uuids, hex/alnum ids, numbers
export function norm(x) {
  return S(x)
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} [\d:]+ GMT/g, '<DATE>')
    .replace(/\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?/g, '<TS>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>')
    .replace(/[A-Za-z0-9]{6,}/g, (m) => (/\d/.test(m) && /[A-Za-z]/.test(m) ? '<ID>' : m))
    .replace(/\d+(\.\d+)?/g, '<N>');
}
const words = (s) => S(s).toLowerCase().split(/[^a-z0-9$%.,'-]+/).filter(Boolean);
export function ratio(a, b) {
  const x = words(a), y = words(b);
  const n = x.length, m = y.length;
  if (!n || !m) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = [i];
    for (let j = 1; j <= m; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[m] / Math.max(n, m);
}
function flat(span, depth = 0, acc = []) { acc.push({ span, depth }); for (const ch of span.children) flat(ch, depth + 1, acc); return acc; }
const argObj = (inp) => (typeof inp === 'string' ? JSON.parse(inp) : inp);
function modelTexts(spans) {
  const t = [];
  spans.forEach(({ span }, pos) => {
    if (span.type === 'llm') { t.push({ pos, text: S(span.output) }); const paras = S(span.output).split(/\n+/).filter(p => words(p).length >= 25); if (paras.length > 1 || (paras.length === 1 && paras[0] !== S(span.output))) for (const p of paras) t.push({ pos, text: p, part: true }); }
    if (span.type === 'tool' && /send_message|notify|reply_ticket/.test(span.name)) { const a = argObj(span.input); const m = a.message ?? a.body; if (m) t.push({ pos, text: m }); }
  });
  return t;
}
function similarPairs(texts, minWords, thr) {
  const out = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    if (texts[i].pos === texts[j].pos) continue;
    if (words(texts[i].text).length >= minWords && words(texts[j].text).length >= minWords && ratio(texts[i].text, texts[j].text) >= thr) out.push([texts[i], texts[j]]);
  }
  return out;
}
const calls = (spans) => spans.filter(({ span }) => span.type === 'tool' || span.type === 'retriever').map(({ span }, k) => ({ span, k, key: span.name + '|' + JSON.stringify(argObj(span.input)), pos: spans.findIndex(s => s.span === span) }));
const EMPTY_RE = /\[\]|"(total|count|hits|results|total_hits)":0\b|NO_DATA|NOT_FOUND|No formulary entries|^\s*\[Command finished with exit code 1\]|no availability/;
const isEmpty = (out) => EMPTY_RE.test(S(out));
// remove echoes of the caller's own argument values from a result before comparing
function stripEcho(out, input) {
  let o = S(out);
  const vals = Object.values(argObj(input)).flatMap(v => (typeof v === 'string' ? [v] : []));
  for (const v of vals.sort((a, b) => b.length - a.length)) { o = o.split(v).join('<ARG>'); o = o.split(JSON.stringify(v).slice(1, -1)).join('<ARG>'); }
  return norm(o);
}

function checkSpan(s, path, errs) {
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: bad key ${k}`);
  if (!['agent', 'llm', 'tool', 'retriever'].includes(s.type)) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || s.input === null || s.input === undefined) errs.push(`${path}: input missing`);
  if (!('output' in s) || s.output === null || s.output === undefined) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if (s.type === 'llm') {
    if (!(typeof s.input === 'string' || Array.isArray(s.input))) errs.push(`${path}: llm input`);
    if (Array.isArray(s.input)) for (const m of s.input) if (typeof m.content !== 'string' || !m.role) errs.push(`${path}: llm message content`);
    if (typeof s.output !== 'string' || !s.output) errs.push(`${path}: llm output`);
  }
  if (s.type === 'tool') {
    if (typeof s.input === 'string') { try { if (typeof JSON.parse(s.input) !== 'object') throw 0; } catch { errs.push(`${path}: tool string input not JSON object`); } }
    else if (typeof s.input !== 'object' || Array.isArray(s.input)) errs.push(`${path}: tool input`);
    if (!(typeof s.output === 'string' || typeof s.output === 'object')) errs.push(`${path}: tool output`);
  }
  if (s.type !== 'agent' && s.children.length) errs.push(`${path}: leaf with children`);
  s.children.forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

function familyCheck(r, spans, errs) {
  const E = (m) => errs.push(`${r.trace_id}: ${m}`);
  const cs = calls(spans);
  const texts = modelTexts(spans);
  const byName = {};
  for (const c of cs) (byName[c.span.name] ??= []).push(c);
  switch (r.family) {
    case 'echoed-analysis': {
      const pairs = similarPairs(texts, 25, 0.85);
      if (!pairs.length) return E('no echoed 25+ word text');
      const ok = pairs.some(([a, b]) => cs.filter(c => c.pos > a.pos && c.pos < b.pos).every(c => cs.some(p => p.pos < a.pos + 1 && p.pos < c.pos && p.span.name === c.span.name && norm(p.span.output) === norm(c.span.output))));
      if (!ok) E('something new observed between echoes');
      break;
    }
    case 'rephrased-lookup-finds-nothing': {
      const g = Object.values(byName).find(l => l.length >= 3 && l.length <= 6 && new Set(l.map(c => c.key)).size === l.length && new Set(l.map(c => stripEcho(c.span.output, c.span.input))).size === 1 && isEmpty(l[0].span.output));
      if (!g) E('no 3-6 rephrased empty lookups');
      if (g && new Set(g.map(c => S(c.span.output))).size !== g.length) E('repeated outputs lack volatile noise');
      break;
    }
    case 'retry-with-status-message': {
      const byKey = {};
      for (const c of cs) (byKey[c.key] ??= []).push(c);
      const g = Object.values(byKey).find(l => l.length >= 3 && l.every(c => c.span.error));
      if (!g) E('no identical failing retries');
      const pairs = similarPairs(texts, 25, 0.85);
      const inv = new Set(pairs.flat().map(t => t.pos));
      if (inv.size < 2 || inv.size > 3) E(`status message repeats ${inv.size}`);
      break;
    }
    case 'two-state-shuffle': {
      const keys = [...new Set(cs.map(c => c.key))];
      let found = false;
      for (const a of keys) for (const b of keys) {
        if (a >= b) continue;
        const seq = cs.filter(c => c.key === a || c.key === b);
        if (seq.length < 6) continue;
        if (!seq.every((c, i) => !i || c.key !== seq[i - 1].key)) continue;
        if (seq.every((c, i) => i < 2 || norm(c.span.output) === norm(seq[i - 2].span.output))) found = true;
      }
      if (!found) E('no two-state alternation with repeated views');
      if (similarPairs(texts, 12, 0.7).length) E('stagnation-like text in non-stagnation row');
      break;
    }
    case 'waiting-for-a-change': {
      const g = Object.values(byName).find(l => l.length >= 3 && new Set(l.map(c => c.key)).size === 1);
      if (!g) return E('no poll series');
      const n = g.map(c => norm(c.span.output));
      if (!(n.slice(0, -1).every(x => x === n[0]) && n[n.length - 1] !== n[0])) E('polls not identical-then-changed');
      if (new Set(g.map(c => S(c.span.output))).size !== g.length) E('polls lack volatile noise');
      if (!spans.some((s, p) => p > g[g.length - 1].pos && s.span.type === 'tool')) E('no action after change');
      break;
    }
    case 'similar-documents-distinct-facts': {
      const g = Object.values(byName).find(l => l.length >= 3 && new Set(l.map(c => c.key)).size === l.length && new Set(l.map(c => norm(c.span.output))).size === l.length);
      if (!g) E('no distinct similar-document reads');
      break;
    }
    case 'dead-end-then-detour': {
      const empties = cs.filter(c => isEmpty(c.span.output));
      if (!empties.length || empties.length > 2) E(`empty lookups: ${empties.length}`);
      if (cs[0] && !isEmpty(cs[0].span.output)) E('first lookup not empty');
      const after = cs.filter(c => c.pos > empties[empties.length - 1]?.pos && !isEmpty(c.span.output) && !empties.some(e => e.key === c.key));
      if (!after.length) E('no successful detour');
      break;
    }
    case 'fan-out-subtasks': {
      const subs = spans.filter(s => s.depth === 1 && s.span.type === 'agent');
      const names = {};
      for (const s of subs) (names[s.span.name] ??= []).push(s.span);
      const g = Object.values(names).find(l => l.length >= 2 && new Set(l.map(x => S(x.input))).size === l.length && new Set(l.map(x => S(x.output))).size === l.length);
      if (!g) E('no repeated worker with distinct subtasks');
      break;
    }
    default: E('unknown family');
  }
  if (!r.stagnation && r.family !== 'two-state-shuffle' && similarPairs(texts, 12, 0.7).length) E('near-duplicate model text in non-stagnation row');
}

export { similarPairs, modelTexts, flat };
export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const famCount = {};
  let stringArgRows = 0;
  for (const r of rows) {
    const keys = Object.keys(r);
    if (keys.join() !== ROW_KEYS.join()) errs.push(`${r.trace_id}: row keys ${keys}`);
    if (ids.has(r.trace_id)) errs.push(`dup ${r.trace_id}`);
    ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-\\d{2}$`).test(r.trace_id)) errs.push(`${r.trace_id}: id format`);
    const lab = LABELS[r.family];
    if (!lab || lab[0] !== r.loop || lab[1] !== r.stagnation) errs.push(`${r.trace_id}: labels`);
    famCount[r.family] = (famCount[r.family] ?? 0) + 1;
    if (typeof r.isolates !== 'string' || !/[.]$/.test(r.isolates) || /[.!?]\s+[A-Z]/.test(r.isolates)) errs.push(`${r.trace_id}: isolates not one sentence`);
    if (r.root?.type !== 'agent' || r.root.input !== r.goal) errs.push(`${r.trace_id}: root`);
    if (typeof r.root?.output !== 'string' || !r.root.output) errs.push(`${r.trace_id}: root output`);
    checkSpan(r.root, r.trace_id, errs);
    const spans = flat(r.root);
    if (spans.length < 5 || spans.length > 40) errs.push(`${r.trace_id}: ${spans.length} spans`);
    const tools = spans.filter(s => s.span.type === 'tool');
    if (tools.length && tools.every(s => typeof s.span.input === 'string')) stringArgRows++;
    familyCheck(r, spans, errs);
  }
  for (const [f, n] of Object.entries(famCount)) if (n !== 6) errs.push(`${f}: ${n} rows`);
  if (Object.keys(famCount).length !== 8) errs.push('expected 8 families');
  if (stringArgRows < 8 || stringArgRows > 16) errs.push(`string-arg rows ${stringArgRows}`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const e = validateRows(rows);
  console.log(e.length ? e.join('\n') : `OK ${rows.length} rows`);
  process.exit(e.length ? 1 : 0);
}
