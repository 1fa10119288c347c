// Schema + per-family structural checks for rows.jsonl.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
export const FAMILIES = {
  'long-step-said-again': { loop: true, stagnation: true },
  'reworded-query-no-hits': { loop: true, stagnation: false },
  'paging-beyond-the-end': { loop: true, stagnation: false },
  'each-fix-same-failure': { loop: true, stagnation: false },
  'poll-until-status-changes': { loop: false, stagnation: false },
  'paging-with-new-items': { loop: false, stagnation: false },
  'backoff-then-success': { loop: false, stagnation: false },
  'batch-templated-acks': { loop: false, stagnation: false },
};

// ---------- helpers
const flatten = (s, out = []) => { out.push(s); for (const c of s.children || []) flatten(c, out); return out; };
const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
// light: strip typical volatile noise but keep content ids
export function normLight(v) {
  return str(v)
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}[:_]\d{2}[:_]\d{2}(?:[._]\d+)?(?:Z|[+-]\d{2}:?\d{2})?(?: ?(?:AM|PM))?(?: [A-Z]{3}-?\d{4})?/g, '<TS>')
    .replace(new RegExp(`${DAY}, \\d{2} ${MONTH} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT`, 'g'), '<DATE>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>')
    .replace(/\b[0-9a-f]{7,}\b/gi, (m) => (/[a-f]/i.test(m) && /\d/.test(m) ? '<HEX>' : m))
    .replace(/\b(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{16,}\b/g, '<ID>')
    .replace(/\b01[0-9A-HJKMNP-TV-Z]{24}\b/g, '<ULID>');
}
// heavy: additionally treat every digit-bearing token as volatile (timings, counters, ids)
export function normHeavy(v) {
  return normLight(v).replace(/<(?:HEX|ID|ULID|UUID)>/g, '<N>').replace(/[A-Za-z_]*\d[A-Za-z0-9_]*/g, '<N>').replace(/<N>-[a-z0-9]{5}\b/g, '<N>').replace(/<N>(?:[.:,/-]<N>)+/g, '<N>');
}
const words = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}\s']/gu, ' ').split(/\s+/).filter(Boolean);
export function sim(a, b) {
  const x = words(a), y = words(b);
  if (!x.length || !y.length) return 0;
  const dp = Array(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    let prev = 0;
    for (let j = 1; j <= y.length; j++) {
      const tmp = dp[j];
      dp[j] = x[i - 1] === y[j - 1] ? prev + 1 : Math.max(dp[j], dp[j - 1]);
      prev = tmp;
    }
  }
  return (2 * dp[y.length]) / (x.length + y.length);
}
const toolLike = (s) => s.type === 'tool' || s.type === 'retriever';
const argsOf = (s) => { if (typeof s.input === 'string') { try { return JSON.parse(s.input); } catch { return s.input; } } return s.input; };
const modelTexts = (spans) => spans.flatMap((s, idx) => {
  if (s.type === 'llm' && typeof s.output === 'string') return [{ idx, text: s.output }];
  if (s.type === 'tool' && /send_message|reply_to_user|post_message/.test(s.name)) { const a = argsOf(s); if (a && typeof a.message === 'string') return [{ idx, text: a.message }]; }
  return [];
});
const groupBy = (spans) => { const g = new Map(); spans.forEach((s, idx) => { if (!toolLike(s)) return; if (!g.has(s.name)) g.set(s.name, []); g.get(s.name).push({ s, idx }); }); return g; };
const sig = (s) => normHeavy({ o: s.output, e: s.error || null });
const PAGE_KEYS = /^(page|offset|cursor|nextToken|next_token|to_y|scroll|start|page_token|pageToken|since_id)$/i;
const hasPageArg = (s) => { const a = argsOf(s); return a && typeof a === 'object' && (Object.keys(a).some((k) => PAGE_KEYS.test(k)) || /[?&](page|offset|cursor|start)=\w/.test(str(a))); };
const stripInputStrings = (s) => { let o = str(s.output); const a = argsOf(s); const vals = []; const walk = (v) => { if (typeof v === 'string' && v.length >= 3) vals.push(v); else if (v && typeof v === 'object') Object.values(v).forEach(walk); }; walk(a); for (const v of vals.sort((p, q) => q.length - p.length)) o = o.split(v).join('<Q>').split(JSON.stringify(v).slice(1, -1)).join('<Q>'); return normHeavy(o + '|' + (s.error || '')); };

// ---------- schema
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in s)) errs.push(`${path}: missing ${k}`);
  if (!TYPES.has(s.type)) errs.push(`${path}: bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be non-empty string`);
  if (s.type === 'llm') {
    if (s.input == null || s.input === '') errs.push(`${path}: llm input missing`);
    if (typeof s.output !== 'string' || !s.output.trim()) errs.push(`${path}: llm output must be text`);
    if (s.children.length) errs.push(`${path}: llm with children`);
  }
  if (s.type === 'tool') {
    const a = argsOf(s);
    if (typeof s.input === 'string' && (typeof a !== 'object' || a === null)) errs.push(`${path}: tool string input is not a JSON object`);
    if (typeof s.input !== 'string' && (typeof s.input !== 'object' || s.input === null || Array.isArray(s.input))) errs.push(`${path}: tool input must be object or JSON string`);
    if (s.output === undefined) errs.push(`${path}: tool output undefined`);
    if (s.output === null && !s.error) errs.push(`${path}: null output without error`);
  }
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

// ---------- family checks
const checks = {
  'long-step-said-again'(row, spans, errs, ctx) {
    const mt = modelTexts(spans);
    const reps = [];
    for (let j = 0; j < mt.length; j++) for (let i = 0; i < j; i++) {
      if (words(mt[i].text).length >= 30 && words(mt[j].text).length >= 30 && sim(mt[i].text, mt[j].text) >= 0.85) { reps.push([mt[i].idx, mt[j].idx]); break; }
    }
    if (reps.length < 1 || reps.length > 2) errs.push(`expected 1-2 long repeats, got ${reps.length}`);
    if (reps.length === 2) ctx.doubleRepeats++;
    const seen = new Set();
    spans.forEach((s, idx) => {
      if (!toolLike(s)) return;
      const k = s.name + '|' + sig(s);
      if (idx > reps[0]?.[0] && !seen.has(k)) errs.push(`new tool information after first long step (span ${idx} ${s.name})`);
      seen.add(k);
    });
  },
  'reworded-query-no-hits'(row, spans, errs) {
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 3 || calls.length > 6) return false;
      const inputs = new Set(calls.map((c) => normLight(c.s.input)));
      if (inputs.size !== calls.length) return false;
      const outs = new Set(calls.map((c) => stripInputStrings(c.s)));
      const raw = new Set(calls.map((c) => str(c.s.output)));
      const emptyish = calls.every((c) => /\[\]|"total":0|"count":0|row_count":0|NOT_FOUND|No [a-z ]*(records|results|matches)|"matches":\[\]/.test(str(c.s.output)));
      return outs.size === 1 && raw.size === calls.length && emptyish;
    });
    if (!ok) errs.push('no tool with 3-6 distinct reworded queries all returning the same empty result (with noise)');
  },
  'paging-beyond-the-end'(row, spans, errs) {
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 4 || !calls.every((c) => hasPageArg(c.s) || calls.indexOf(c) === 0)) return false;
      const sigs = calls.map((c) => sig(c.s));
      let k = 1; while (k < sigs.length && sigs[sigs.length - 1 - k] === sigs[sigs.length - 1]) k++;
      const raw = new Set(calls.slice(-k).map((c) => str(c.s.output)));
      return k >= 3 && k < calls.length && raw.size === k;
    });
    if (!ok) errs.push('no paging tool ending in 3+ identical empty pages after real results');
  },
  'each-fix-same-failure'(row, spans, errs) {
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 3) return false;
      if (new Set(calls.map((c) => sig(c.s))).size !== 1) return false;
      if (new Set(calls.map((c) => str(c.s.output))).size !== calls.length) return false;
      const edits = [];
      for (let i = 1; i < calls.length; i++) {
        const between = spans.slice(calls[i - 1].idx + 1, calls[i].idx).filter((s) => toolLike(s));
        if (!between.length) return false;
        edits.push(normLight(between.map((s) => s.name + str(s.input)).join('|')));
      }
      return new Set(edits).size === edits.length;
    });
    if (!ok) errs.push('no verification tool failing identically after distinct fixes');
  },
  'poll-until-status-changes'(row, spans, errs) {
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 3) return false;
      const sigs = calls.map((c) => sig(c.s));
      const first = sigs.slice(0, -1);
      if (new Set(first).size !== 1 || sigs[sigs.length - 1] === sigs[0]) return false;
      if (new Set(calls.slice(0, -1).map((c) => str(c.s.output))).size !== calls.length - 1) return false;
      return spans.slice(calls[calls.length - 1].idx + 1).some((s) => toolLike(s));
    });
    if (!ok) errs.push('no poll run of identical results that changes and is then acted upon');
  },
  'paging-with-new-items'(row, spans, errs) {
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 3 || !calls.slice(1).every((c) => hasPageArg(c.s))) return false;
      const l = calls.map((c) => normLight(c.s.output));
      return new Set(l).size === l.length && !calls.some((c) => c.s.error);
    });
    if (!ok) errs.push('no paging tool whose pages are all distinct');
  },
  'backoff-then-success'(row, spans, errs) {
    const byInput = new Map();
    for (const calls of groupBy(spans).values()) for (const c of calls) { const k = c.s.name + '|' + normLight(c.s.input); if (!byInput.has(k)) byInput.set(k, []); byInput.get(k).push(c); }
    const ok = [...byInput.values()].some((calls) => {
      if (calls.length < 2 || calls.length > 4) return false;
      const fails = calls.slice(0, -1), last = calls[calls.length - 1];
      if (!fails.every((c) => c.s.error) || last.s.error) return false;
      if (new Set(fails.map((c) => normLight(c.s.input))).size !== 1 || normLight(last.s.input) !== normLight(fails[0].s.input)) return false;
      if (new Set(fails.map((c) => sig(c.s))).size !== 1) return false;
      return new Set(fails.map((c) => str(c.s.output) + c.s.error)).size === fails.length;
    });
    if (!ok) errs.push('no call that fails 1-3 times identically (new ids) then succeeds');
    if (row.root.error) errs.push('healthy row has root error');
  },
  'batch-templated-acks'(row, spans, errs) {
    const mt = modelTexts(spans).map((m) => m.text).join('\n');
    const ok = [...groupBy(spans).values()].some((calls) => {
      if (calls.length < 4 || calls.length > 8) return false;
      if (new Set(calls.map((c) => str(c.s.output))).size !== 1) return false;
      if (new Set(calls.map((c) => str(c.s.input))).size !== calls.length) return false;
      return calls.every((c) => { const a = argsOf(c.s); return Object.values(a).some((v) => typeof v === 'string' && v.length >= 3 && calls.filter((o) => Object.values(argsOf(o.s)).includes(v)).length === 1 && mt.includes(v)); });
    });
    if (!ok) errs.push('no batch of 4-8 distinct items with identical acks and per-item sentences');
  },
};

export function validateRows(rows) {
  const problems = [];
  const ids = new Set();
  const perFam = {};
  const ctx = {};
  let jsonArgRows = 0;
  for (const row of rows) {
    const errs = [];
    const keys = Object.keys(row);
    if (keys.length !== ROW_KEYS.length || !ROW_KEYS.every((k) => keys.includes(k))) errs.push(`row keys ${keys}`);
    const fam = FAMILIES[row.family];
    if (!fam) errs.push(`unknown family ${row.family}`);
    if (!/^[a-z-]+-0[1-9]$/.test(row.trace_id) || !row.trace_id.startsWith(row.family + '-')) errs.push('bad trace_id');
    if (ids.has(row.trace_id)) errs.push('duplicate trace_id');
    ids.add(row.trace_id);
    if (typeof row.isolates !== 'string' || (row.isolates.match(/[.!?](\s|$)/g) || []).length !== 1 || !/[.]$/.test(row.isolates)) errs.push('isolates must be one sentence');
    if (fam && (row.loop !== fam.loop || row.stagnation !== fam.stagnation)) errs.push('labels do not match family');
    if (!row.loop && row.stagnation) errs.push('healthy row with stagnation');
    checkSpan(row.root, 'root', errs);
    if (row.root.type !== 'agent') errs.push('root not agent');
    if (row.root.input !== row.goal) errs.push('root input != goal');
    if (typeof row.root.output !== 'string' || !row.root.output.trim()) errs.push('root output must be non-empty text');
    const spans = flatten(row.root);
    if (spans.length < 5 || spans.length > 40) errs.push(`span count ${spans.length}`);
    if (spans.some((s) => s.type === 'tool' && typeof s.input === 'string')) jsonArgRows++;
    if (row.loop && !row.root.error && !/unable|couldn'?t|could not|wasn'?t able|can'?t|not able|limit|exceeded|stopp|escalat|not ready|no .* (found|produced)|still fail|still does not|never|haven'?t|timed out|max/i.test(row.root.output)) errs.push('loop row does not end in a give-up/failure');
    // stagnation consistency for non-stagnant rows
    if (!row.stagnation && row.family !== 'batch-templated-acks') {
      const mt = modelTexts(spans);
      for (let j = 0; j < mt.length; j++) for (let i = 0; i < j; i++) {
        if (words(mt[i].text).length >= 8 && words(mt[j].text).length >= 8 && sim(mt[i].text, mt[j].text) >= 0.75) errs.push(`model texts too similar (${i},${j}): "${mt[j].text.slice(0, 60)}"`);
      }
    }
    if (fam && checks[row.family]) { ctx.doubleRepeats = ctx.doubleRepeats || 0; checks[row.family](row, spans, errs, ctx); }
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    for (const e of errs) problems.push(`${row.trace_id}: ${e}`);
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) problems.push(`family ${f} has ${perFam[f] || 0} rows (want 6)`);
  if ((ctx.doubleRepeats || 0) > 1) problems.push('more than one long-step row repeats twice');
  const frac = jsonArgRows / rows.length;
  if (frac < 0.15 || frac > 0.35) problems.push(`JSON-string tool args in ${jsonArgRows}/${rows.length} rows`);
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const p = validateRows(rows);
  if (p.length) { console.error(p.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
