// Schema + per-family structural checks. Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { countSpans, walk } from './lib.mjs';

const FAMS = {
  'requesting-beyond-results': { loop: true }, 'patch-recheck-same-error': { loop: true },
  'unchanged-state-reread': { loop: true }, 're-asking-the-person': { loop: true, stag: true },
  'paging-to-the-natural-end': { loop: false, stag: false }, 'flaky-then-fine': { loop: false, stag: false },
  'many-items-same-ack': { loop: false, stag: false }, 'shrinking-failures': { loop: false, stag: false },
  'detailed-planning-then-doing': { loop: false, stag: false },
};
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);

// strip volatile parts so repeated results can be compared
export function norm(x) {
  const s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, 'T')
    .replace(/[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} [\d:]+ GMT/g, 'T')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'U')
    .replace(/\b[0-9a-fA-F]{8,}\b/g, 'H')
    .replace(/\b(req|od|msg|apr|dx)_[A-Za-z0-9]+/g, 'R')
    .replace(/[A-Za-z0-9]{10,}==/g, 'E')
    .replace(/\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{5,}\b/g, 'X')
    .replace(/cf-cache-status: \w+/g, 'cf-cache-status: C')
    .replace(/\d+(\.\d+)?/g, '#');
}
// token Jaccard similarity of normalized outputs
export function sim(a, b) {
  const ta = new Set(norm(a).split(/[^A-Za-z#_]+/).filter(Boolean)), tb = new Set(norm(b).split(/[^A-Za-z#_]+/).filter(Boolean));
  let i = 0; for (const t of ta) if (tb.has(t)) i++;
  return i / (ta.size + tb.size - i || 1);
}
const allSimilar = (arr, th = 0.85) => arr.every((t) => sim(arr[0].output, t.output) >= th);
const toolSpans = (root) => { const a = []; walk(root, (s) => { if (s.type === 'tool') a.push(s); }); return a; };
const llmSpans = (root) => { const a = []; walk(root, (s) => { if (s.type === 'llm') a.push(s); }); return a; };
const inKey = (s) => (typeof s.input === 'string' ? s.input : JSON.stringify(s.input));
const byName = (ts) => { const m = {}; for (const t of ts) (m[t.name] ||= []).push(t); return m; };
const isEmptyPage = (o) => /"(items|matches|rows|events|data)":\[\]|"returned":0|\(0 results/.test(typeof o === 'string' ? o : JSON.stringify(o));
const failed = (t) => !!t.error || /"status":(429|5\d\d)|"error":\{/.test(JSON.stringify(t.output));

const CHECKS = {
  'requesting-beyond-results': (r) => {
    const ts = toolSpans(r.root); const empties = ts.filter((t) => isEmptyPage(t.output));
    if (empties.length < 3) return 'needs >=3 empty pages';
    const n = new Set(empties.map((t) => norm(t.output).replace(/"(page|offset)":#/g, '')));
    if (!isEmptyPage(ts[ts.length - 1].output)) return 'last tool call should be an empty page';
    if (ts.filter((t) => !isEmptyPage(t.output) && t.name === empties[0].name).length < 1) return 'needs real pages before the empties';
    return n.size <= 2 ? null : 'empty pages differ beyond volatile parts';
  },
  'patch-recheck-same-error': (r) => {
    const ts = toolSpans(r.root); const g = byName(ts);
    // verification = the most repeated call whose results all look alike
    const ver = Object.values(g).filter((a) => a.length >= 3).map((a) => { const last = a[a.length - 1]; return a.filter((t) => sim(t.output, last.output) >= 0.85); }).find((a) => a.length >= 3);
    if (!ver) return 'needs a verification call repeated >=3 times with the same failure';
    const edits = ts.filter((t) => !ver.includes(t));
    if (new Set(edits.map(inKey)).size < ver.length - 1) return 'patches must differ each round';
    return ts[ts.length - 1] === ver[ver.length - 1] || ts[ts.length - 1].name === 'send_message' ? null : 'run should end on the failing check';
  },
  'unchanged-state-reread': (r) => {
    const ts = toolSpans(r.root);
    const last = ts[ts.length - 1];
    const same = ts.filter((t) => t.name === last.name && inKey(t) === inKey(last));
    if (same.length < 3 || same.length > 7) return `needs 3-7 identical reads (got ${same.length})`;
    if (!allSimilar(same, 0.9)) return 'reads must match apart from volatile parts';
    return new Set(same.map((t) => JSON.stringify(t.output))).size > 1 ? null : 'repeated reads should carry volatile noise';
  },
  're-asking-the-person': (r) => {
    const g = byName(toolSpans(r.root));
    const ask = Object.entries(g).find(([n, a]) => /ask|approval|input|wait_for|inventor/i.test(n) && a.length >= 3 && a.length <= 4);
    if (!ask) return 'needs 3-4 questions to the person';
    if (new Set(ask[1].map(inKey)).size !== ask[1].length && !/wait_for/.test(ask[0])) return 'questions should be reworded';
    return r.stagnation ? null : 'stagnation must be true';
  },
  'paging-to-the-natural-end': (r) => {
    const g = byName(toolSpans(r.root));
    const pg = Object.values(g).find((a) => a.length >= 3);
    if (!pg) return 'needs >=3 pages';
    if (pg.some((t) => isEmptyPage(t.output))) return 'no empty pages allowed';
    return new Set(pg.map((t) => JSON.stringify(t.output))).size === pg.length ? null : 'pages must differ';
  },
  'flaky-then-fine': (r) => {
    const g = byName(toolSpans(r.root));
    const ok = Object.values(g).some((a) => {
      const fails = a.filter(failed); if (fails.length < 1 || fails.length > 3) return false;
      const lastFail = a.lastIndexOf(fails[fails.length - 1]);
      return allSimilar(fails, 0.8) && a.slice(lastFail + 1).some((t) => !failed(t) && inKey(t).replace(/sleep \d+ && /, '') === inKey(fails[0]).replace(/sleep \d+ && /, ''));
    });
    return ok ? null : 'needs 1-3 alike failures of one call followed by its success';
  },
  'many-items-same-ack': (r) => {
    const g = byName(toolSpans(r.root));
    const b = Object.values(g).find((a) => a.length >= 4 && a.length <= 8 && new Set(a.map(inKey)).size === a.length && new Set(a.map((t) => JSON.stringify(t.output))).size === 1);
    return b ? null : 'needs 4-8 distinct items with identical acks';
  },
  'shrinking-failures': (r) => {
    const g = byName(toolSpans(r.root));
    const chk = Object.values(g).find((a) => a.length >= 3 && new Set(a.map((t) => norm(t.output))).size === a.length);
    return chk ? null : 'needs >=3 distinct check results';
  },
  'detailed-planning-then-doing': (r) => {
    const kids = r.root.children.length === 1 && r.root.children[0].type === 'agent' ? r.root.children[0].children : r.root.children;
    let run = 0, best = 0, endIdx = -1;
    kids.forEach((s, i) => { if (s.type === 'llm' && s.output.length >= 120) { run++; if (run > best) { best = run; endIdx = i; } } else run = 0; });
    if (best < 4 || best > 6) return `needs 4-6 consecutive long reasoning steps (got ${best})`;
    const plans = kids.slice(endIdx - best + 1, endIdx + 1).map((s) => s.output);
    if (new Set(plans).size !== plans.length) return 'plan steps must differ';
    const after = kids.slice(endIdx + 1).filter((s) => s.type === 'tool');
    return after.length && after.every((t) => !t.error) ? null : 'needs successful execution after planning';
  },
};

export function validateRows(rows) {
  const errs = []; const perFam = {}; const ids = new Set();
  for (const r of rows) {
    const e = (m) => errs.push(`${r.trace_id}: ${m}`);
    const keys = Object.keys(r);
    if (keys.length !== ROW_KEYS.length || !ROW_KEYS.every((k) => keys.includes(k))) e('bad row keys');
    if (ids.has(r.trace_id)) e('duplicate id'); ids.add(r.trace_id);
    const f = FAMS[r.family]; if (!f) { e('unknown family'); continue; }
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (!new RegExp(`^${r.family}-\\d{2}$`).test(r.trace_id)) e('bad trace_id');
    if (r.loop !== f.loop) e('loop label mismatch');
    if (typeof r.stagnation !== 'boolean') e('stagnation not boolean');
    if (f.stag !== undefined && r.stagnation !== f.stag) e('stagnation label mismatch');
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) e('isolates missing');
    if (r.root?.type !== 'agent' || r.root.input !== r.goal) e('root must be agent with goal as input');
    if (typeof r.root?.output !== 'string' || !r.root.output) e('root output missing');
    const n = countSpans(r.root); if (n < 5 || n > 40) e(`span count ${n}`);
    walk(r.root, (s) => {
      for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) e(`bad span key ${k}`);
      if (!TYPES.has(s.type)) e(`bad type ${s.type}`);
      if (typeof s.name !== 'string' || !s.name) e('span name');
      if (!Array.isArray(s.children)) e('children not array');
      if (!('input' in s) || !('output' in s)) e('input/output missing');
      if ('error' in s && typeof s.error !== 'string') e('error must be string');
      if (s.type === 'llm') { if (s.input == null || s.input === '') e('llm input empty'); if (typeof s.output !== 'string' || !s.output) e('llm output must be text'); }
      if (s.type === 'tool') {
        if (typeof s.input === 'string') { try { if (typeof JSON.parse(s.input) !== 'object') e('tool input string not object JSON'); } catch { e('tool input string not JSON'); } }
        else if (typeof s.input !== 'object' || s.input === null || Array.isArray(s.input)) e('tool input must be object or JSON string');
        if (s.output === undefined || s.output === null) e('tool output missing');
      }
    });
    if (!f.loop && /max steps|iteration limit|max_turns|UsageLimit|stopped due/i.test(r.root.output)) e('healthy row ends in a limit');
    const msg = CHECKS[r.family](r); if (msg) e(msg);
  }
  for (const k of Object.keys(FAMS)) if (perFam[k] !== 6) errs.push(`family ${k}: ${perFam[k] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] && process.argv[1].endsWith('validate.mjs')) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
