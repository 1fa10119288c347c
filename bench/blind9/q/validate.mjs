// Re-checks rows.jsonl: schema, span counts, and that every row's labels fit its family.
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const FAMILIES = {
  rephrase_no_hits: { loop: true },
  patch_recheck_same_fail: { loop: true },
  reask_human_same_answer: { loop: true },
  blind_retry_same_error: { loop: true },
  redelegate_same_result: { loop: true },
  rephrase_then_hit: { loop: false },
  fix_verify_converges: { loop: false },
  transient_retry_recovers: { loop: false },
  clarify_then_act: { loop: false },
  batch_uniform_acks: { loop: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
const HUMAN_RE = /ask|human|user|approv|clarif|confirm|input/i;

// ------------------------------------------------------------ text utils --
export function mask(s) {
  return String(s)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '#')
    .replace(/[A-Za-z0-9+/_-]{20,}={0,2}/g, (m) => (/\d/.test(m) || /[A-Z].*[a-z]|[a-z].*[A-Z]/.test(m) ? '#' : m))
    .replace(/\b[\w-]*\d[\w-]*\b/g, '#');
}
function toks(s) { return mask(s).toLowerCase().split(/[^a-z#]+/).filter(Boolean); }
export function sim(a, b) {
  const ta = toks(a), tb = toks(b);
  if (ta.length < 2 || tb.length < 2) return ta.join(' ') === tb.join(' ') ? 1 : 0;
  const bg = (t) => { const s = new Map(); for (let i = 0; i < t.length - 1; i++) { const k = t[i] + ' ' + t[i + 1]; s.set(k, (s.get(k) || 0) + 1); } return s; };
  const A = bg(ta), B = bg(tb);
  let inter = 0; for (const [k, v] of A) inter += Math.min(v, B.get(k) || 0);
  return (2 * inter) / (ta.length - 1 + tb.length - 1);
}
const TEXT_KEYS = new Set(['content', 'text', 'thinking', 'reasoning', 'reasoning_content']);
const SKIP_KEYS = new Set(['arguments', 'input', 'args', 'tool_calls', 'toolUse', 'function', 'signature', 'id', 'model', 'role', 'type', 'stop_reason', 'finish_reason', 'tool_use_id']);
export function llmText(out) {
  const res = [];
  const walk = (v, key, top) => {
    if (typeof v === 'string') { if (top || TEXT_KEYS.has(key)) res.push(v); return; }
    if (Array.isArray(v)) { v.forEach((x) => walk(x, key, false)); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!SKIP_KEYS.has(k)) walk(x, k, false); }
  };
  walk(out, null, true);
  return res.join('\n');
}
const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

function flatten(s, acc = [], depth = 0) { acc.push({ s, depth }); (s.children || []).forEach((c) => flatten(c, acc, depth + 1)); return acc; }

// ------------------------------------------------------------- checks -----
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unknown key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be a non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function stagnationOf(root) {
  const texts = flatten(root).filter((x) => x.s.type === 'llm').map((x) => llmText(x.s.output)).filter((t) => toks(t).length >= 6);
  let maxSim = 0, cluster = 0;
  for (let i = 0; i < texts.length; i++) {
    let near = 0;
    for (let j = 0; j < texts.length; j++) if (i !== j) { const v = sim(texts[i], texts[j]); if (v > maxSim) maxSim = v; if (v >= 0.8) near++; }
    cluster = Math.max(cluster, near + 1);
  }
  return { maxSim, cluster, n: texts.length };
}

function groups(root, byInput = false) {
  const g = new Map();
  flatten(root).forEach(({ s }, idx) => {
    if (s === root) return;
    if (s.type === 'llm' || s.type === 'chain' || s.type === 'task') return;
    const k = `${s.type}|${s.name}` + (byInput ? '|' + mask(str(s.input)) : '');
    if (!g.has(k)) g.set(k, []);
    g.get(k).push({ s, idx });
  });
  return g;
}
const allGroups = (root) => [...groups(root), ...groups(root, true)];
const outOf = (s) => str(s.output) + (s.error ? ' ERROR ' + s.error : '');
const allNear = (arr, th) => arr.every((x) => sim(outOf(arr[0]), outOf(x)) >= th);
const distinct = (arr) => new Set(arr.map((s) => str(s.input))).size;

const FAMILY_CHECKS = {
  rephrase_no_hits(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      if (ss.length >= 4 && distinct(ss) >= 4 && ss.every((s) => !s.error) && ss[0].type !== 'agent') return null;
    }
    return 'needs one tool called >=4 times with distinct reworded inputs and no errors';
  },
  patch_recheck_same_fail(root) {
    const flat = flatten(root).map((x) => x.s).filter((s) => s.type === 'tool' || s.type === 'retriever');
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      if (ss.length < 3 || !allNear(ss, 0.9)) continue;
      const pos = ss.map((s) => flat.indexOf(s));
      const between = [];
      for (let i = 0; i + 1 < pos.length; i++) for (let j = pos[i] + 1; j < pos[i + 1]; j++) if (!ss.includes(flat[j])) between.push(flat[j]);
      if (distinct(between) >= 2) return null;
    }
    return 'needs a check called >=3 times with near-identical results and >=2 different edits between';
  },
  reask_human_same_answer(root) {
    for (const [k, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      // Claude Code's AskUserQuestion result echoes the question: compare only the answers
      const ans = (s) => outOf(s).replace(/\\?"[^"\\]*\\?"=\\?"/g, '=');
      if (HUMAN_RE.test(k) && ss.length >= 3 && distinct(ss) >= 2 && ss.every((s) => sim(ans(ss[0]), ans(s)) >= 0.85)) return null;
    }
    return 'needs a human-input tool asked >=3 times (reworded) with near-identical answers';
  },
  blind_retry_same_error(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      const errd = ss.filter((s) => s.error);
      if (errd.length >= 4 && new Set(errd.map((s) => mask(str(s.input)))).size === 1 && allNear(errd, 0.85) && !ss.slice(ss.indexOf(errd[0])).some((s) => !s.error)) return null;
    }
    return 'needs one identical call failing >=4 times with the same error and never succeeding';
  },
  redelegate_same_result(root) {
    for (const [k, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      if (ss.length >= 3 && (k.startsWith('agent|') || ss.some((s) => s.children.some((c) => c.type === 'agent'))) && allNear(ss, 0.8)) return null;
    }
    return 'needs the same sub-agent/delegation >=3 times returning near-identical results';
  },
  rephrase_then_hit(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      if (ss.length >= 2 && ss.length <= 4 && distinct(ss) === ss.length && sim(outOf(ss[0]), outOf(ss[ss.length - 1])) < 0.8 && !HUMAN_RE.test(ss[0].name)) return null;
    }
    return 'needs a search tool re-queried 2-4 times with distinct inputs and a different final result';
  },
  fix_verify_converges(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      if (ss.length < 2 || ss[ss.length - 1].error) continue;
      let ok = true;
      for (let i = 0; i + 1 < ss.length; i++) if (sim(outOf(ss[i]), outOf(ss[i + 1])) >= 0.9) ok = false;
      if (ok && distinct(ss) <= ss.length) {
        const flat = flatten(root).map((x) => x.s);
        const a = flat.indexOf(ss[0]), b = flat.indexOf(ss[ss.length - 1]);
        if (flat.slice(a + 1, b).some((s) => (s.type === 'tool') && !ss.includes(s))) return null;
      }
    }
    return 'needs a check run >=2 times with changing results, edits between, final run not failing';
  },
  transient_retry_recovers(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      for (let i = 0; i < ss.length; i++) {
        let j = i; while (j < ss.length && ss[j].error && mask(str(ss[j].input)) === mask(str(ss[i].input))) j++;
        const n = j - i;
        if (n >= 1 && n <= 3 && j < ss.length && !ss[j].error && mask(str(ss[j].input)) === mask(str(ss[i].input)) && allNear(ss.slice(i, j), 0.85)) return null;
      }
    }
    return 'needs 1-3 identical failures of one call followed by the same call succeeding';
  },
  clarify_then_act(root) {
    const flat = flatten(root).map((x) => x.s).filter((s) => s.type === 'tool');
    const hum = flat.filter((s) => HUMAN_RE.test(s.name));
    if (hum.length < 1 || hum.length > 2) return 'needs 1-2 human-input calls';
    if (hum.length === 2 && sim(outOf(hum[0]), outOf(hum[1])) >= 0.8) return 'the two answers must differ';
    const after = flat.slice(flat.indexOf(hum[hum.length - 1]) + 1).filter((s) => !HUMAN_RE.test(s.name));
    if (!after.length) return 'needs action tools after the answer';
    return null;
  },
  batch_uniform_acks(root) {
    for (const [, v] of allGroups(root)) {
      const ss = v.map((x) => x.s);
      // the acknowledged calls may share a tool name (e.g. Bash) with other calls: take the cluster around each call
      for (const seed of ss) {
        const cl = ss.filter((s) => !s.error && sim(outOf(seed), outOf(s)) >= 0.85);
        if (cl.length >= 4 && distinct(cl) === cl.length) return null;
      }
    }
    return 'needs one tool called >=4 times on distinct items with near-identical acknowledgements';
  },
};

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((row, i) => {
    const id = row && row.trace_id ? row.trace_id : `#${i}`;
    const e = (m) => errs.push(`${id}: ${m}`);
    if (!row || typeof row !== 'object') return e('row not an object');
    const keys = Object.keys(row);
    if (keys.join(',') !== ROW_KEYS.join(',')) e(`keys must be exactly ${ROW_KEYS.join(',')} (got ${keys.join(',')})`);
    const fam = FAMILIES[row.family];
    if (!fam) return e(`unknown family ${row.family}`);
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) e('trace_id must be <family>-0N');
    if (seen.has(row.trace_id)) e('duplicate trace_id');
    seen.add(row.trace_id);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) e('isolates must be a sentence');
    if (typeof row.goal !== 'string' || row.goal.length < 10) e('goal must be a string');
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') e('loop/stagnation must be booleans');
    if (row.loop !== fam.loop) e(`loop label ${row.loop} inconsistent with family (${fam.loop})`);
    const se = [];
    checkSpan(row.root, 'root', se);
    se.forEach(e);
    if (se.length) return;
    if (row.root.type !== 'agent') e('root span must be of type agent');
    const n = flatten(row.root).length;
    if (n < 5 || n > 40) e(`span count ${n} outside 5..40`);
    const st = stagnationOf(row.root);
    if (row.stagnation && st.cluster < 3) e(`stagnation=true but no model text repeats near-verbatim 3+ times (max sim ${st.maxSim.toFixed(2)})`);
    if (!row.stagnation && st.maxSim >= 0.6) e(`stagnation=false but two model texts are too similar (max sim ${st.maxSim.toFixed(2)})`);
    const fc = FAMILY_CHECKS[row.family](row.root);
    if (fc) e(`family shape: ${fc}`);
    if (JSON.stringify(row).includes('Math.random')) e('suspicious content');
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] && perFam[f] !== 6) errs.push(`${f}: expected 6 rows, got ${perFam[f]}`);
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const p = process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const lines = readFileSync(p, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (err) { console.error(`line ${i + 1}: invalid JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  const fams = new Set(rows.map((r) => r.family));
  if (fams.size !== Object.keys(FAMILIES).length) errs.push(`expected ${Object.keys(FAMILIES).length} families, found ${fams.size}`);
  if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.size} families`);
}
