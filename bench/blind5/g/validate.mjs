// Row validation: schema, sizes, domains, and per-family structural properties of my own rows.
import { DOMAINS } from './lib.mjs';

const VOLATILE_KEY = /(^id$|_id$|Id$|_at$|At$|time|^ts$|_ts$|date|^ms$|_ms$|elapsed|duration|took|url|uri|sha|request|trace|snap|invocation|started|finished|checked|polled|version|updated|modified|expires|created|computed|fetched|received|responded|answered|executed|^t$|^at$|^as_of$|_meta|api_call_limit|last_checked|run_id|snapshot|page|offset|reply_ts|ack)/;

export function normalize(v) {
  const strip = (x) => {
    if (Array.isArray(x)) return x.map(strip);
    if (x && typeof x === 'object') {
      const o = {};
      for (const k of Object.keys(x)) if (!VOLATILE_KEY.test(k)) o[k] = strip(x[k]);
      return o;
    }
    return x;
  };
  let s = typeof v === 'string' ? v : JSON.stringify(strip(v));
  return s
    .replace(/\d{4}-\d{2}-\d{2}[T ][\d:.,]+(Z|[+-]\d{2}:\d{2})?/g, 'TS')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'UUID')
    .replace(/\b[0-9a-f]{6,}\b/gi, 'H')
    .replace(/[A-Za-z_]*\d[A-Za-z0-9_]*/g, '#')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const words = (s) => s.toLowerCase().match(/[a-z0-9]+/g) || [];
export function jaccard(a, b) {
  const A = new Set(words(a)); const B = new Set(words(b));
  let i = 0; for (const w of A) if (B.has(w)) i++;
  return i / (A.size + B.size - i || 1);
}

export function flatten(span, out = [], depth = 0) {
  out.push({ span, depth });
  for (const ch of span.children) flatten(ch, out, depth + 1);
  return out;
}

const TEXT_KEYS = ['text', 'message', 'question', 'prompt'];
// model-authored text: llm outputs plus messages/questions sent via tools
function texts(flat) {
  const out = [];
  flat.forEach(({ span }, idx) => {
    if (span.type === 'llm') out.push({ idx, text: span.output });
    if (span.type === 'tool') {
      let inp = span.input;
      if (typeof inp === 'string') { try { inp = JSON.parse(inp); } catch { inp = null; } }
      if (inp && typeof inp === 'object') for (const k of TEXT_KEYS) if (typeof inp[k] === 'string') out.push({ idx, text: inp[k], tool: span.name });
    }
  });
  return out;
}

function checkSpan(span, path, errs, isRoot) {
  const allowed = new Set(['type', 'name', 'input', 'output', 'error', 'children']);
  for (const k of Object.keys(span)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (!['agent', 'llm', 'tool', 'retriever'].includes(span.type)) errs.push(`${path}: bad type`);
  if (typeof span.name !== 'string' || !span.name) errs.push(`${path}: bad name`);
  if (!('input' in span) || !('output' in span)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(span.children)) errs.push(`${path}: children not array`);
  if (span.input === undefined || span.output === undefined) errs.push(`${path}: undefined input/output`);
  if (isRoot && span.type !== 'agent') errs.push(`${path}: root not agent`);
  if (span.type === 'llm') {
    if (span.input !== null) errs.push(`${path}: llm input must be null`);
    if (typeof span.output !== 'string' || !span.output) errs.push(`${path}: llm output must be text`);
    if (span.children.length) errs.push(`${path}: llm with children`);
  }
  if ('error' in span) {
    if (span.type !== 'tool' && span.type !== 'retriever') errs.push(`${path}: error on non-tool`);
    if (span.output !== null || typeof span.error !== 'string') errs.push(`${path}: error span must have null output and string error`);
  }
  if (span.type === 'tool' || span.type === 'retriever') {
    if (span.input === null || span.input === undefined) errs.push(`${path}: tool without input`);
    if (typeof span.input === 'string') { try { JSON.parse(span.input); } catch { errs.push(`${path}: string input not JSON`); } }
  }
  span.children.forEach((ch, i) => checkSpan(ch, `${path}.${i}`, errs, false));
}

// --- family-specific structural checks (on my own rows; these encode the intended scenario shape) ---
const isEmptyResult = (o) => { const s = JSON.stringify(o); return /:\[\]|^\[\]$|"new_elements":0/.test(s); };

const CHECKS = {
  F1(flat) { // some check called >=4 times with identical normalized result, other calls (edits) distinct in between
    const tools = flat.filter((f) => f.span.type === 'tool').map((f) => f.span);
    const byName = {};
    const key = (t) => t.name + ' ' + JSON.stringify(t.input);
    tools.forEach((t) => (byName[key(t)] ||= []).push(normalize(t.output ?? t.error)));
    const ok = Object.entries(byName).some(([k, outs]) => outs.length >= 4 && outs.every((o) => o === outs[0])
      && new Set(tools.filter((t) => key(t) !== k).map((t) => JSON.stringify(t.input))).size >= 3);
    return ok ? null : 'F1: need a check with >=4 identical failures and >=3 distinct fixes';
  },
  F2(flat) { // >=3 empty results after a non-empty page from the same tool
    const calls = flat.filter((f) => f.span.type === 'tool' || f.span.type === 'retriever').map((f) => f.span);
    const names = [...new Set(calls.map((c) => c.name))];
    for (const n of names) {
      const cs = calls.filter((c) => c.name === n && c.output !== null);
      const lastFull = cs.map((c) => isEmptyResult(c.output)).lastIndexOf(false);
      if (lastFull >= 0 && cs.length - lastFull - 1 >= 3 && cs.slice(lastFull + 1).every((c) => isEmptyResult(c.output))) return null;
    }
    return 'F2: need >=3 empty pages after the last real one';
  },
  F3(flat) { // exactly one near-verbatim pair of long texts, nothing new between them
    const ts = texts(flat).filter((t) => words(t.text).length >= 30);
    const pairs = [];
    for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) if (jaccard(ts[i].text, ts[j].text) >= 0.75) pairs.push([ts[i], ts[j]]);
    if (pairs.length !== 1) return `F3: expected exactly one near-verbatim pair, got ${pairs.length}`;
    const [a, b] = pairs[0];
    if (a.text === b.text) return 'F3: repeat should be near-verbatim, not byte-identical';
    const seen = new Set(flat.slice(0, a.idx + 1).filter((f) => f.span.type !== 'llm' && f.span.type !== 'agent').map((f) => normalize(f.span.output)));
    for (let k = a.idx + 1; k < b.idx; k++) {
      const s = flat[k].span;
      if (s.type === 'llm' || s.type === 'agent') return 'F3: other reasoning between the pair';
      const n = normalize(s.output);
      if (!seen.has(n) && !isEmptyResult(s.output)) return `F3: new observation between the pair (${s.name})`;
    }
    return null;
  },
  F4(flat) { // >=3 human asks, distinct wording, no acting tool between first and last ask
    const idx = flat.map((f, i) => [f, i]).filter(([f]) => f.span.type === 'tool' && /ask|human|approval/i.test(f.span.name)).map(([, i]) => i);
    if (idx.length < 3 || idx.length > 4) return 'F4: need 3-4 human asks';
    const qs = texts(flat).filter((t) => idx.includes(t.idx)).map((t) => t.text);
    if (new Set(qs).size !== qs.length) return 'F4: questions must be reworded';
    for (let k = idx[0]; k <= idx[idx.length - 1]; k++) if (flat[k].span.type === 'tool' && !idx.includes(k)) return 'F4: acted between asks';
    return null;
  },
  F5(flat) { // 4-6 consecutive sibling llm spans, each long, mutually dissimilar
    let best = 0;
    for (const { span } of flat) {
      let run = [];
      for (const ch of span.children.concat([{ type: 'end' }])) {
        if (ch.type === 'llm' && words(ch.output).length >= 40) run.push(ch.output);
        else {
          if (run.length >= 4) {
            for (let i = 0; i < run.length; i++) for (let j = i + 1; j < run.length; j++) if (jaccard(run[i], run[j]) > 0.35) return 'F5: monologue steps too similar';
            best = Math.max(best, run.length);
          }
          run = [];
        }
      }
    }
    return best >= 4 && best <= 6 ? null : `F5: need a 4-6 step monologue, got ${best}`;
  },
  F6(flat) { // >=3 consecutive identical (normalized) polls, then a changed result, then more work
    const calls = flat.map((f, i) => [f.span, i]).filter(([s]) => s.type === 'tool');
    for (let i = 0; i < calls.length; i++) {
      const [s, at] = calls[i];
      let j = i; while (j + 1 < calls.length && calls[j + 1][0].name === s.name && normalize(calls[j + 1][0].output) === normalize(s.output)) j++;
      if (j - i + 1 >= 3 && j + 1 < calls.length && calls[j + 1][0].name === s.name && calls[j + 1][1] < flat.length - 1) return null;
    }
    return 'F6: need >=3 identical polls followed by a change and further work';
  },
  F7(flat) { // 4-8 calls of one tool, distinct inputs, identical outputs
    const tools = flat.filter((f) => f.span.type === 'tool').map((f) => f.span);
    const byName = {};
    tools.forEach((t) => (byName[t.name] ||= []).push(t));
    const ok = Object.values(byName).some((ts) => ts.length >= 4 && ts.length <= 8 && new Set(ts.map((t) => JSON.stringify(t.input))).size === ts.length && new Set(ts.map((t) => JSON.stringify(t.output))).size === 1);
    return ok ? null : 'F7: need 4-8 distinct items with identical acknowledgements';
  },
  F8(flat) { // same worker >=3 times with distinct inputs, or >=3 levels of agents
    const agents = flat.filter((f) => f.span.type === 'agent' && f.depth > 0);
    const byName = {};
    agents.forEach((a) => (byName[a.span.name] ||= []).push(a.span));
    const same = Object.values(byName).some((as) => as.length >= 3 && new Set(as.map((a) => a.input)).size === as.length && new Set(as.map((a) => a.output)).size === as.length);
    const deep = agents.some((a) => a.depth >= 2);
    return same || deep ? null : 'F8: need distinct delegation';
  },
};

export function validateRows(rows, familyKeys) {
  const errs = [];
  const goals = new Set();
  let strRows = 0;
  const byFam = {};
  rows.forEach((r) => (byFam[r.family] ||= []).push(r));
  if (Object.keys(byFam).length !== 8) errs.push('need 8 families');
  for (const [fam, rs] of Object.entries(byFam)) {
    if (rs.length !== 6) errs.push(`${fam}: need 6 rows`);
    if (new Set(rs.map((r) => r.domain)).size !== 6) errs.push(`${fam}: domains must differ`);
    if (new Set(rs.map((r) => `${r.loop}|${r.stagnation}|${r.isolates}`)).size !== 1) errs.push(`${fam}: labels must be shared`);
    if (new Set(rs.map((r) => r.root.name)).size < 5) errs.push(`${fam}: root agent names too uniform`);
  }
  for (const r of rows) {
    const id = r.trace_id;
    if (!/^[a-z0-9-]+-\d{2}$/.test(id) || !id.startsWith(r.family + '-')) errs.push(`${id}: bad trace_id`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${id}: labels not boolean`);
    if (!r.loop && r.stagnation) errs.push(`${id}: stagnation without loop`);
    if (!DOMAINS.includes(r.domain)) errs.push(`${id}: unknown domain ${r.domain}`);
    if (goals.has(r.goal)) errs.push(`${id}: duplicate goal`); goals.add(r.goal);
    if (r.root.input !== r.goal) errs.push(`${id}: root input must equal goal`);
    checkSpan(r.root, id, errs, true);
    const flat = flatten(r.root);
    if (flat.length < 5 || flat.length > 40) errs.push(`${id}: ${flat.length} spans (need 5-40)`);
    if (flat.some((f) => (f.span.type === 'tool' || f.span.type === 'retriever') && typeof f.span.input === 'string')) strRows++;
    const e = CHECKS[familyKeys[r.family]](flat);
    if (e) errs.push(`${id}: ${e}`);
    if (!r.stagnation) { // no long model text restated
      const ts = texts(flat).filter((t) => words(t.text).length >= 30);
      for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) if (jaccard(ts[i].text, ts[j].text) >= 0.6) errs.push(`${id}: restated long text in a non-stagnation row`);
    }
  }
  const frac = strRows / rows.length;
  if (frac < 0.15 || frac > 0.4) errs.push(`string-args rows fraction ${frac.toFixed(2)} outside ~quarter`);
  return { errs, strRows };
}
