// Schema + per-family structural checks for rows.jsonl.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { flatten, jaccard, words, scrub } from './lib.mjs';

const FAMILIES = {
  'long-turn-restated': { loop: true, stagnation: true },
  'same-question-other-words-empty': { loop: true, stagnation: false },
  'apology-loop-while-call-fails': { loop: true, stagnation: true },
  'toggling-without-learning': { loop: true, stagnation: false },
  'poll-then-act': { loop: false, stagnation: false },
  'reading-many-similar-records': { loop: false, stagnation: false },
  'failed-search-then-new-angle': { loop: false, stagnation: false },
  'delegating-distinct-work': { loop: false, stagnation: false },
};
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);
const GIVE_UP = /\b(unable|couldn'?t|could not|wasn'?t able|was not able|not able to|stopped|max(imum)?[ _-]?(turns|iterations|rounds?|steps|auto)|limit|not (been )?(submitted|published|completed|changed|applied|restarted|assigned)|no mitigation|ended|was not)\b/i;
const HEALTHY_BAD = /\b(unable|couldn'?t|could not|wasn'?t able|was not able|max(imum)? (turns|iterations|rounds))\b/i;
const EMPTY_RE = [
  /"(numFound|total|count|@odata\.count|total_count|totalElements|row_count)":\s*0\b/,
  /"(docs|results|entries|matches|value|items|data|bans|permits|offers|hits)":\s*\[\]/,
  /\bno (sites|results|matches|records|entries|files) found\b/i,
];

const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
const S = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const isEmptyResult = (s) => {
  if (Array.isArray(s.output) && s.output.length === 0) return true;
  const t = S(s.output);
  return EMPTY_RE.some((re) => re.test(t));
};
const wc = (t) => words(t).length;

function llmPairs(spans, minWords, thr) {
  const llms = spans.map((s, i) => ({ s, i })).filter((x) => x.s.type === 'llm' && typeof x.s.output === 'string' && wc(x.s.output) >= minWords);
  const pairs = [];
  for (let a = 0; a < llms.length; a++) for (let b = a + 1; b < llms.length; b++) {
    const j = jaccard(llms[a].s.output, llms[b].s.output);
    if (j >= thr) pairs.push({ a: llms[a].i, b: llms[b].i, j });
  }
  return pairs;
}

function checkSpan(s, path, errs) {
  if (!isObj(s)) { errs.push(`${path}: span not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: extra key ${k}`);
  for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in s)) errs.push(`${path}: missing ${k}`);
  if (!TYPES.has(s.type)) errs.push(`${path}: bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be non-empty string`);
  if (s.type === 'llm') {
    if (s.input == null || (typeof s.input === 'string' && !s.input) || (Array.isArray(s.input) && !s.input.length)) errs.push(`${path}: llm input empty`);
    if (typeof s.output !== 'string' || !s.output) errs.push(`${path}: llm output must be text`);
  }
  if (s.type === 'tool') {
    if (typeof s.input === 'string') {
      let p; try { p = JSON.parse(s.input); } catch { errs.push(`${path}: tool input string is not JSON`); }
      if (p !== undefined && !isObj(p)) errs.push(`${path}: tool input JSON is not an object`);
    } else if (!isObj(s.input)) errs.push(`${path}: tool input must be object or JSON string`);
  }
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

const FAMILY_CHECKS = {
  'long-turn-restated'(row, spans, errs) {
    const pairs = llmPairs(spans, 25, 0.75);
    if (!pairs.length) return errs.push('needs a 25+ word llm output restated near-verbatim');
    const { a, b } = pairs[0];
    // nothing new observed in between: any tool output in between must repeat an earlier one
    for (let i = a + 1; i < b; i++) {
      const s = spans[i];
      if (s.type === 'tool' || s.type === 'retriever') {
        const prior = spans.slice(0, i).filter((p) => p.name === s.name && (p.type === 'tool' || p.type === 'retriever'));
        if (!prior.some((p) => scrub(p.output) === scrub(s.output))) errs.push(`new observation between restatements: ${s.name}`);
        if (prior.some((p) => S(p.output) === S(s.output) && s.type === 'tool' && typeof s.output === 'object')) errs.push(`repeated tool result lacks volatile noise: ${s.name}`);
      }
      if (s.type === 'agent' && s.output) errs.push('sub-agent produced output between restatements');
    }
  },
  'same-question-other-words-empty'(row, spans, errs) {
    const by = {};
    for (const s of spans) if (s.type === 'tool' || s.type === 'retriever') (by[s.name] ||= []).push(s);
    const cand = Object.entries(by).filter(([, l]) => l.length >= 3 && l.every(isEmptyResult));
    if (cand.length !== 1) return errs.push(`expected exactly one repeatedly-empty search tool, got ${cand.length}`);
    const [name, l] = cand[0];
    if (l.length > 6) errs.push(`${name} called ${l.length} times (max 6)`);
    const ins = new Set(l.map((s) => S(s.input)));
    if (ins.size !== l.length) errs.push('search inputs must all be reworded/different');
    const outs = new Set(l.map((s) => S(s.output)));
    if (outs.size !== l.length) errs.push('empty results need volatile noise');
    const firstIdx = spans.indexOf(l[0]);
    for (const s of spans.slice(firstIdx)) if ((s.type === 'tool' || s.type === 'retriever') && s.name !== name && /search|lookup|find|query/i.test(s.name) && !isEmptyResult(s)) errs.push(`later search ${s.name} succeeded`);
  },
  'apology-loop-while-call-fails'(row, spans, errs) {
    const pairs = llmPairs(spans, 25, 0.75);
    if (!pairs.length) return errs.push('needs a long message repeated near-verbatim');
    const failing = spans.filter((s) => s.type === 'tool' && s.error);
    const by = {};
    for (const s of failing) (by[s.name] ||= []).push(s);
    const [name, l] = Object.entries(by).sort((x, y) => y[1].length - x[1].length)[0] || [];
    if (!l || l.length < 2) return errs.push('needs the same call failing at least twice');
    if (new Set(l.map((s) => scrub(s.error))).size !== 1) errs.push('failures must carry the same error');
    if (new Set(l.map((s) => S(s.input))).size !== 1) errs.push('failing call should be the same call');
    const { a, b } = pairs[0];
    if (!spans.slice(a + 1, b).some((s) => s.name === name && s.error)) errs.push('no failure between repeated messages');
    const msgs = spans.filter((s) => s.type === 'llm' && wc(s.output) >= 25);
    const rep = msgs.filter((m) => msgs.some((o) => o !== m && jaccard(o.output, m.output) >= 0.75));
    if (rep.length < 2 || rep.length > 3) errs.push(`repeated message count ${rep.length} (want 2-3)`);
    if (spans.slice(spans.indexOf(l[0])).some((s) => s.name === name && !s.error)) errs.push('failing call later succeeded');
  },
  'toggling-without-learning'(row, spans, errs) {
    const tools = spans.filter((s) => s.type === 'tool');
    let found = false;
    for (const name of new Set(tools.map((t) => t.name))) {
      const seq = tools.map((t, i) => ({ t, i })).filter((x) => x.t.name === name);
      const sig = seq.map((x) => S(x.t.input));
      const states = [...new Set(sig)];
      if (states.length < 2) continue;
      // longest alternating run between exactly two signatures
      let best = 1, cur = 1;
      for (let k = 1; k < sig.length; k++) {
        if (sig[k] !== sig[k - 1] && (k < 2 || sig[k] === sig[k - 2])) cur++; else cur = sig[k] !== sig[k - 1] ? 2 : 1;
        best = Math.max(best, cur);
      }
      if (best < 5) continue;
      found = true;
      // observation per visit: this call's output plus outputs of other tools until the next toggle
      const obs = seq.map((x, k) => {
        const end = k + 1 < seq.length ? seq[k + 1].i : tools.length;
        return { state: sig[k], raw: tools.slice(x.i, end).map((t) => S(t.output)).join('\n') };
      });
      for (const st of states) {
        const vis = obs.filter((o) => o.state === st);
        if (vis.length < 2) continue;
        if (new Set(vis.map((o) => scrub(o.raw))).size !== 1) errs.push(`visits to the same state show different results (${name})`);
        if (new Set(vis.map((o) => o.raw)).size !== vis.length) errs.push(`repeated visits lack volatile noise (${name})`);
      }
      break;
    }
    if (!found) errs.push('no tool alternating between two states for 3+ round trips');
  },
  'poll-then-act'(row, spans, errs) {
    const tools = spans.filter((s) => s.type === 'tool');
    const groups = {};
    tools.forEach((t, i) => (groups[t.name + '|' + scrub(t.input)] ||= []).push({ t, i }));
    const polls = Object.values(groups).filter((g) => g.length >= 3);
    if (!polls.length) return errs.push('no repeated status check');
    const g = polls.sort((x, y) => y.length - x.length)[0];
    const outs = g.map((x) => scrub(x.t.output));
    const last = outs[outs.length - 1];
    const before = outs.slice(0, -1);
    if (new Set(before).size !== 1) errs.push('polls before the change should look the same apart from volatile fields');
    if (before[0] === last) errs.push('final poll shows no state change');
    if (new Set(g.map((x) => S(x.t.output))).size !== g.length) errs.push('poll results need volatile noise');
    const after = tools.slice(g[g.length - 1].i + 1);
    if (!after.some((t) => t.name !== g[0].t.name || scrub(t.input) !== scrub(g[0].t.input))) errs.push('no action after the state change');
  },
  'reading-many-similar-records'(row, spans, errs) {
    const by = {};
    spans.forEach((s, i) => { if (s.type === 'tool') (by[s.name] ||= []).push({ s, i }); });
    const g = Object.values(by).sort((x, y) => y.length - x.length)[0];
    if (!g || g.length < 5) return errs.push('needs 5+ reads with the same tool');
    if (new Set(g.map((x) => S(x.s.input))).size !== g.length) errs.push('reads must target different records');
    if (new Set(g.map((x) => scrub(x.s.output))).size !== g.length) errs.push('records must differ in content, not just noise');
    if (!spans.slice(g[g.length - 1].i + 1).some((s) => s.type === 'llm')) errs.push('no synthesis after reads');
  },
  'failed-search-then-new-angle'(row, spans, errs) {
    const searchy = spans.map((s, i) => ({ s, i })).filter((x) => x.s.type === 'tool' || x.s.type === 'retriever');
    const empties = searchy.filter((x) => isEmptyResult(x.s));
    if (empties.length < 1 || empties.length > 2) errs.push(`expected 1-2 empty searches, got ${empties.length}`);
    if (!empties.length) return;
    const lastEmpty = empties[empties.length - 1];
    const hits = searchy.filter((x) => x.i > lastEmpty.i && !isEmptyResult(x.s) && !x.s.error);
    if (!hits.length) errs.push('no successful search after the empty ones');
    const firstHit = hits[0];
    if (firstHit) {
      const sameTool = empties.some((e) => e.s.name === firstHit.s.name);
      if (sameTool) {
        const keys = (v) => Object.keys(typeof v === 'string' ? JSON.parse(v) : v).sort().join(',');
        if (empties.some((e) => e.s.name === firstHit.s.name && keys(e.s.input) === keys(firstHit.s.input) && jaccard(S(e.s.input), S(firstHit.s.input)) > 0.8)) errs.push('successful search is not materially different');
      }
    }
  },
  'delegating-distinct-work'(row, spans, errs) {
    const agents = spans.filter((s) => s.type === 'agent' && s !== row.root);
    if (agents.length < 3) errs.push('needs 3+ delegated sub-agent runs');
    const by = {};
    for (const a of agents) (by[a.name] ||= []).push(a);
    const rep = Object.values(by).find((l) => l.length >= 2);
    if (!rep) return errs.push('same worker must be used at least twice');
    if (new Set(rep.map((a) => S(a.input))).size !== rep.length) errs.push('worker sub-tasks must differ');
    if (new Set(rep.map((a) => scrub(a.output))).size !== rep.length) errs.push('worker results must differ');
  },
};

export function validateRows(rows) {
  const errors = [];
  const fam = {};
  let strRows = 0;
  const seenGoals = new Set();
  for (const row of rows) {
    const errs = [];
    const keys = Object.keys(row);
    if (keys.join(',') !== ROW_KEYS.join(',')) errs.push(`row keys ${keys.join(',')}`);
    const spec = FAMILIES[row.family];
    if (!spec) { errors.push(`${row.trace_id}: unknown family`); continue; }
    (fam[row.family] ||= []).push(row);
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push('bad trace_id');
    if (row.loop !== spec.loop || row.stagnation !== spec.stagnation) errs.push('labels do not match family');
    if (!row.loop && row.stagnation) errs.push('healthy rows must have stagnation false');
    if (typeof row.isolates !== 'string' || !/^[A-Z].+\.$/.test(row.isolates) || /\.\s+[A-Z]/.test(row.isolates)) errs.push('isolates must be one sentence');
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push('goal');
    if (seenGoals.has(row.goal)) errs.push('duplicate goal'); seenGoals.add(row.goal);
    checkSpan(row.root, 'root', errs);
    if (row.root?.type !== 'agent') errs.push('root must be agent');
    if (row.root?.input !== row.goal) errs.push('root input must be the goal');
    if (typeof row.root?.output !== 'string' || !row.root.output) errs.push('root output must be final text');
    const spans = flatten(row.root);
    if (spans.length < 5 || spans.length > 40) errs.push(`span count ${spans.length}`);
    const toolInputs = spans.filter((s) => s.type === 'tool').map((s) => typeof s.input);
    if (toolInputs.includes('string')) { strRows++; if (toolInputs.includes('object')) errs.push('mixed tool input styles in one row'); }
    if (row.loop && !GIVE_UP.test(row.root.output)) errs.push('loop row must end without success');
    if (!row.loop && HEALTHY_BAD.test(row.root.output)) errs.push('healthy row must end in success');
    if (spec.stagnation) {
      if (!llmPairs(spans, 25, 0.75).length) errs.push('stagnation row lacks restated model text');
    } else {
      const p = llmPairs(spans, 10, 0.6);
      if (p.length) errs.push(`non-stagnation row has near-duplicate model text (j=${p[0].j.toFixed(2)})`);
    }
    FAMILY_CHECKS[row.family](row, spans, errs);
    for (const e of errs) errors.push(`${row.trace_id}: ${e}`);
  }
  for (const f of Object.keys(FAMILIES)) {
    const l = fam[f] || [];
    if (l.length !== 6) errors.push(`${f}: ${l.length} rows (want 6)`);
    // different tool vocabularies per row within a family
    for (let a = 0; a < l.length; a++) for (let b = a + 1; b < l.length; b++) {
      const ta = new Set(flatten(l[a].root).filter((s) => s.type === 'tool').map((s) => s.name));
      const tb = new Set(flatten(l[b].root).filter((s) => s.type === 'tool').map((s) => s.name));
      const shared = [...ta].filter((n) => tb.has(n));
      if (shared.length) errors.push(`${l[a].trace_id} and ${l[b].trace_id} share tool names: ${shared.join(', ')}`);
    }
  }
  const frac = strRows / rows.length;
  if (frac < 0.18 || frac > 0.34) errors.push(`JSON-string tool inputs in ${strRows}/${rows.length} rows (want about a quarter)`);
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errors = validateRows(rows);
  if (errors.length) { console.error(errors.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
