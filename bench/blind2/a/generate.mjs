#!/usr/bin/env node
// Deterministic generator for the blind held-out trace benchmark (set "a").
// Usage: node generate.mjs   -> writes rows.jsonl next to this file, prints table + sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCtx, spans, allSpans, llmTexts, words, similarity, norm, parseArgs } from './lib.mjs';

import f1 from './families/f1_repeated_plan.mjs';
import f2 from './families/f2_reworded_empty.mjs';
import f3 from './families/f3_paging_past_end.mjs';
import f4 from './families/f4_same_failure.mjs';
import f5 from './families/f5_polling.mjs';
import f6 from './families/f6_pagination.mjs';
import f7 from './families/f7_backoff.mjs';
import f8 from './families/f8_converging_fixes.mjs';
import f9 from './families/f9_refined_search.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9];
const KIND = new Map([[f1, 'restated'], [f2, 'reworded'], [f3, 'paging'], [f4, 'samefail'], [f5, 'poll'], [f6, 'pages'], [f7, 'retry'], [f8, 'converge'], [f9, 'refine']]);
const DOMAINS = new Set(['coding', 'browser', 'support', 'data', 'travel', 'devops', 'research']);

// ---------------------------------------------------------------- build
function buildRows() {
  const rows = [];
  for (const fam of FAMILIES) {
    fam.scenarios.forEach((sc, i) => {
      const trace_id = `${fam.family}-${String(i + 1).padStart(2, '0')}`;
      const c = makeCtx(trace_id, { start: sc.start, jsonArgs: sc.jsonArgs, model: sc.model });
      const { goal, root } = sc.build(c, spans(c));
      rows.push({ trace_id, family: fam.family, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal, root });
    });
  }
  return rows;
}

// ---------------------------------------------------------------- checks
const ARRAY_KEYS = ['results', 'items', 'hotels', 'rows', 'data', 'matches', 'entries', 'itineraries', 'events', 'conversations', 'Contents', 'body', 'offers', 'result', 'data_array', 'hits', 'message', 'contacts'];
const COUNT_KEYS = ['new_items_loaded', 'rows_fetched'];
// Number of items a search/list result carries, or undefined if not a list-like result.
function hits(out, depth = 0) {
  if (out == null) return undefined;
  if (Array.isArray(out)) return out.length;
  if (typeof out !== 'object' || depth > 3) return undefined;
  for (const k of COUNT_KEYS) if (typeof out[k] === 'number') return out[k];
  for (const k of ARRAY_KEYS) {
    if (!(k in out)) continue;
    const h = hits(out[k], depth + 1);
    if (h !== undefined) return h;
  }
  return undefined;
}
const key = (s) => s.name + '|' + (typeof s.input === 'string' ? s.input : JSON.stringify(s.input));
const outOf = (s) => (s.error ? 'ERR:' + s.error : JSON.stringify(s.output));
const calls = (root) => allSpans(root).filter((s) => s.type === 'tool' || s.type === 'retriever');
function groups(root) {
  const m = new Map();
  for (const s of calls(root)) { if (!m.has(key(s))) m.set(key(s), []); m.get(key(s)).push(s); }
  return m;
}
function failCount(o) {
  if (o && typeof o === 'object' && !Array.isArray(o)) {
    if (Array.isArray(o.violations)) return o.violations.length;
    if (Array.isArray(o.broken)) return o.broken.length;
    if (typeof o.stdout !== 'string' && typeof o.output !== 'string') return undefined;
    o = [o.stdout, o.output].filter((x) => typeof x === 'string').join('\n');
  }
  if (typeof o !== 'string') return undefined;
  return (o.match(/^(FAILED |\s+✗ |\s+MISMATCH |\S+:\d+:\d+: (Warning|Error) )/gm) || []).length;
}

function checkSpan(s, path, errs, isRoot) {
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (!['agent', 'llm', 'tool', 'retriever'].includes(s.type)) errs.push(`${path}: bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if (isRoot && s.type !== 'agent') errs.push(`${path}: root not agent`);
  if (s.type === 'llm') {
    if (s.input !== null) errs.push(`${path}: llm input must be null`);
    if (typeof s.output !== 'string' || !s.output.trim()) errs.push(`${path}: llm output must be text`);
    if (s.children.length) errs.push(`${path}: llm has children`);
  }
  if (s.type === 'agent') {
    if (typeof s.input !== 'string' || !s.input) errs.push(`${path}: agent input must be the task text`);
    if (typeof s.output !== 'string' || !s.output) errs.push(`${path}: agent output must be text`);
  }
  if (s.type === 'tool') {
    if (typeof s.input === 'string') { try { const v = JSON.parse(s.input); if (typeof v !== 'object' || v === null) errs.push(`${path}: string args not a JSON object`); } catch { errs.push(`${path}: string args not JSON`); } }
    else if (typeof s.input !== 'object' || s.input === null) errs.push(`${path}: tool input must be object or JSON string`);
    if ('error' in s && (typeof s.error !== 'string' || s.output !== null)) errs.push(`${path}: error span must have output null`);
    if (s.children.length) errs.push(`${path}: tool has children`);
  }
  if ('error' in s && s.type !== 'tool') errs.push(`${path}: error on non-tool`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.${i}`, errs, false));
}

function longPairs(texts, thr) {
  const out = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const sim = similarity(texts[i], texts[j]);
    if (sim >= thr) out.push([i, j, sim]);
  }
  return out;
}

function familyCheck(kind, row, errs) {
  const root = row.root;
  const texts = llmTexts(root);
  const flat = allSpans(root);
  if (kind === 'restated') {
    const dup = longPairs(texts, 0.8);
    if (dup.length !== 1) { errs.push(`expected exactly one repeated long step, got ${dup.length}`); return; }
    const [i, j] = dup[0];
    if (words(texts[i]).length < 40 || words(texts[j]).length < 40) errs.push('repeated step is not long');
    const others = longPairs(texts, 0.5).filter(([a, b]) => !(a === i && b === j));
    if (others.length) errs.push(`other similar llm texts: ${JSON.stringify(others)}`);
    // nothing new between the copies: only tool calls identical to an earlier call
    const llms = flat.filter((s) => s.type === 'llm');
    const a = flat.indexOf(llms[i]), b = flat.indexOf(llms[j]);
    for (let k = a + 1; k < b; k++) {
      const s = flat[k];
      if (s.type === 'llm' || s.type === 'agent') { errs.push('non-tool span between the repeated copies'); continue; }
      const seen = flat.slice(0, a).some((p) => (p.type === s.type) && key(p) === key(s) && outOf(p) === outOf(s));
      if (!seen) errs.push('call between copies brings new information');
    }
    return;
  }
  const sim = longPairs(texts, 0.5);
  if (sim.length) errs.push(`similar llm texts in a non-stagnation family: ${JSON.stringify(sim.map(([a, b, s]) => [a, b, s.toFixed(2)]))}`);
  const byName = new Map();
  for (const s of calls(root)) { if (!byName.has(s.name)) byName.set(s.name, []); byName.get(s.name).push(s); }
  if (kind === 'reworded') {
    const [name, cs] = [...byName].sort((x, y) => y[1].length - x[1].length)[0];
    if (cs.length < 3 || cs.length > 6) errs.push(`${name}: ${cs.length} calls, want 3-6`);
    if (cs.some((s) => hits(s.output) !== 0)) errs.push(`${name}: not all results empty`);
    if (new Set(cs.map(key)).size !== cs.length) errs.push(`${name}: repeated identical query (want rewordings)`);
    if (calls(root).some((s) => hits(s.output) > 0 && s.name === name)) errs.push('search succeeded');
  }
  if (kind === 'paging') {
    const [name, cs] = [...byName].filter(([, v]) => v.every((s) => s.output === null || hits(s.output) !== undefined)).sort((x, y) => y[1].length - x[1].length)[0];
    const lastReal = cs.map((s) => hits(s.output) > 0).lastIndexOf(true);
    const tail = cs.slice(lastReal + 1).filter((s) => s.output !== null);
    if (lastReal < 0) errs.push(`${name}: no real page`);
    if (tail.length < 3 || tail.some((s) => hits(s.output) !== 0)) errs.push(`${name}: want 3+ empty fetches after last real page, got ${tail.length}`);
    if (new Set(tail.map((s) => norm(s.output).replace(/V/g, ''))).size !== 1) errs.push(`${name}: empty pages not the same`);
  }
  if (kind === 'samefail') {
    const cand = [...groups(root).values()].filter((g) => g.length >= 4 && new Set(g.map((s) => norm(outOf(s)))).size === 1);
    if (cand.length !== 1) { errs.push(`want one verification repeated 4+ times with identical normalised failure, got ${cand.length}`); return; }
    const v = cand[0];
    if (new Set(v.map(outOf)).size !== v.length) errs.push('verification outputs carry no volatile noise');
    const idx = v.map((s) => flat.indexOf(s));
    const fixes = [];
    for (let k = 1; k < idx.length; k++) {
      const between = flat.slice(idx[k - 1] + 1, idx[k]).filter((s) => s.type === 'tool');
      if (!between.length) errs.push(`no fix between verification ${k - 1} and ${k}`);
      fixes.push(between.map(key).join('\n'));
    }
    if (new Set(fixes).size !== fixes.length) errs.push('fixes are not all different');
  }
  if (kind === 'poll') {
    const ok = [...groups(root).values()].filter((g) => g.length >= 3).some((g) => {
      const n = g.map((s) => norm(outOf(s)));
      const head = n.slice(0, -1);
      return new Set(head).size === 1 && n[n.length - 1] !== head[0] && flat.indexOf(g[g.length - 1]) < flat.length - 1;
    });
    if (!ok) errs.push('no poll group with identical statuses then a change followed by action');
  }
  if (kind === 'pages') {
    const cand = [...byName].filter(([, v]) => v.length >= 2 && v.every((s) => hits(s.output) !== undefined));
    if (cand.length !== 1) { errs.push(`want one paged tool, got ${cand.length}`); return; }
    const cs = cand[0][1];
    const h = cs.map((s) => hits(s.output));
    const zeros = h.filter((x) => x === 0).length;
    if (zeros > 1 || (zeros === 1 && h[h.length - 1] !== 0)) errs.push(`empty pages misplaced: ${h}`);
    if (h.filter((x) => x > 0).length < 2) errs.push('fewer than 2 real pages');
    if (new Set(cs.map((s) => JSON.stringify(s.output))).size !== cs.length) errs.push('duplicate page');
  }
  if (kind === 'retry') {
    const g = [...groups(root).values()].find((gg) => gg.some((s) => s.error));
    if (!g) { errs.push('no failing call'); return; }
    const fails = g.filter((s) => s.error);
    if (fails.length < 1 || fails.length > 3) errs.push(`want 1-3 failures, got ${fails.length}`);
    if (g.findIndex((s) => !s.error) !== fails.length || g.length !== fails.length + 1) errs.push('failures must be followed by exactly one success');
    if (new Set(fails.map((s) => norm(s.error))).size !== 1) errs.push('transient errors differ beyond noise');
    if (new Set(fails.map((s) => s.error)).size !== fails.length) errs.push('transient errors lack fresh ids');
    if (calls(root).filter((s) => s.error).length !== fails.length) errs.push('other failing calls present');
  }
  if (kind === 'converge') {
    const g = [...groups(root).values()].filter((gg) => gg.length >= 3 && gg.every((s) => failCount(s.output) !== undefined));
    if (g.length !== 1) { errs.push(`want one repeated verification, got ${g.length}`); return; }
    const counts = g[0].map((s) => failCount(s.output));
    for (let k = 1; k < counts.length; k++) if (!(counts[k] < counts[k - 1])) errs.push(`failure counts not strictly decreasing: ${counts}`);
    if (counts[counts.length - 1] !== 0) errs.push(`does not end passing: ${counts}`);
    if (counts[0] < 2) errs.push('starts with too few failures');
  }
  if (kind === 'refine') {
    const h = calls(root).map((s) => ({ s, h: hits(s.output) }));
    const empties = h.filter((x) => x.h === 0);
    if (empties.length < 1 || empties.length > 2) errs.push(`want 1-2 empty searches, got ${empties.length}`);
    const lastEmpty = h.indexOf(empties[empties.length - 1]);
    if (!h.slice(lastEmpty + 1).some((x) => x.h > 0)) errs.push('no successful refined search after the empty ones');
  }
}

function validate(rows) {
  const errs = [];
  if (rows.length !== 54) errs.push(`row count ${rows.length}`);
  const ids = new Set();
  for (const fam of FAMILIES) {
    if (fam.scenarios.length !== 6) errs.push(`${fam.family}: ${fam.scenarios.length} scenarios`);
    const doms = fam.scenarios.map((s) => s.domain);
    if (new Set(doms).size !== 6 || doms.some((d) => !DOMAINS.has(d))) errs.push(`${fam.family}: domains ${doms}`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(fam.family)) errs.push(`${fam.family}: not kebab-case`);
    if (/[.!?]\s+[A-Z]/.test(fam.isolates) || !fam.isolates.endsWith('.')) errs.push(`${fam.family}: isolates not one sentence`);
    if (!fam.loop && fam.stagnation) errs.push(`${fam.family}: healthy family with stagnation`);
  }
  const goals = new Set();
  for (const r of rows) {
    const e = [];
    const keys = Object.keys(r).join(',');
    if (keys !== 'trace_id,family,isolates,loop,stagnation,goal,root') e.push(`keys ${keys}`);
    if (ids.has(r.trace_id)) e.push('duplicate trace_id'); ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-\\d\\d$`).test(r.trace_id)) e.push('bad trace_id');
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') e.push('labels not boolean');
    if (goals.has(r.goal)) e.push('duplicate goal'); goals.add(r.goal);
    checkSpan(r.root, 'root', e, true);
    if (r.root.input !== r.goal) e.push('root input != goal');
    const n = allSpans(r.root).length;
    if (n < 6 || n > 40) e.push(`span count ${n}`);
    const fam = FAMILIES.find((f) => f.family === r.family);
    if (r.loop !== fam.loop || r.stagnation !== fam.stagnation) e.push('labels differ from family');
    familyCheck(KIND.get(fam), r, e);
    for (const x of e) errs.push(`${r.trace_id}: ${x}`);
  }
  return errs;
}

// ---------------------------------------------------------------- main
const here = dirname(fileURLToPath(import.meta.url));
const serialise = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const rows = buildRows();
const text = serialise(rows);
if (serialise(buildRows()) !== text) { console.error('non-deterministic output'); process.exit(1); }
const errs = validate(rows);
if (errs.length) { console.error('VALIDATION FAILED:\n' + errs.join('\n')); process.exit(1); }
writeFileSync(join(here, 'rows.jsonl'), text);

const stat = (r) => ({ spans: allSpans(r.root).length, json: allSpans(r.root).some((s) => s.type === 'tool' && typeof s.input === 'string'), nested: r.root.children.some((s) => s.type === 'agent') });
console.log('family                          loop   stag   rows  domains                                           spans');
for (const fam of FAMILIES) {
  const rs = rows.filter((r) => r.family === fam.family);
  const sp = rs.map((r) => stat(r).spans);
  console.log(`${fam.family.padEnd(31)} ${String(fam.loop).padEnd(6)} ${String(fam.stagnation).padEnd(6)} ${String(rs.length).padEnd(5)} ${fam.scenarios.map((s) => s.domain).join(',').padEnd(49)} ${Math.min(...sp)}-${Math.max(...sp)}`);
}
const all = rows.map(stat);
console.log(`rows: ${rows.length}  json-string-args rows: ${all.filter((s) => s.json).length}  nested-agent rows: ${all.filter((s) => s.nested).length}  spans: ${Math.min(...all.map((s) => s.spans))}-${Math.max(...all.map((s) => s.spans))}`);
console.log('sha256(rows.jsonl) = ' + createHash('sha256').update(text).digest('hex'));
