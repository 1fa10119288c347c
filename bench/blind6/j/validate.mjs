// Schema + per-family structural checks (my own), and label-consistency checks.
// Usage: node validate.mjs   (validates rows.jsonl against a fresh deterministic build)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { flatten, jaccard, scrub } from './lib.mjs';
import { buildAll } from './families.mjs';

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error']);
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);
const SUCCESS_RE = /\b(successfully|all set|is now live|has been (booked|submitted|activated|published|closed|released))\b/i;

const str = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
const inputStr = (s) => str(s.input);
const scrubLight = (x) =>
  str(x)
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<TS>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>')
    .replace(/\b[0-9a-f]{8,}\b/gi, '<HEX>');

function checkSpan(span, path, errs, isRoot) {
  if (!span || typeof span !== 'object') return errs.push(`${path}: not an object`);
  for (const k of Object.keys(span)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: bad key ${k}`);
  for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in span)) errs.push(`${path}: missing ${k}`);
  if (!TYPES.has(span.type)) errs.push(`${path}: bad type ${span.type}`);
  if (typeof span.name !== 'string' || !span.name) errs.push(`${path}: bad name`);
  if (!Array.isArray(span.children)) errs.push(`${path}: children not array`);
  if ('error' in span && (typeof span.error !== 'string' || !span.error)) errs.push(`${path}: bad error`);
  if (isRoot && span.type !== 'agent') errs.push(`${path}: root must be agent`);
  if (span.type === 'llm') {
    const okIn =
      (typeof span.input === 'string' && span.input.length > 0) ||
      (Array.isArray(span.input) && span.input.length > 0 && span.input.every((m) => m && typeof m.role === 'string' && typeof m.content === 'string' && m.content.length > 0));
    if (!okIn) errs.push(`${path}: llm input must be non-empty prompt or messages with content`);
    if (typeof span.output !== 'string' || !span.output) errs.push(`${path}: llm output must be text`);
    if (span.children.length) errs.push(`${path}: llm span has children`);
  }
  if (span.type === 'tool') {
    if (typeof span.input === 'string') {
      try {
        const p = JSON.parse(span.input);
        if (!p || typeof p !== 'object' || Array.isArray(p)) errs.push(`${path}: tool string input is not a JSON object`);
      } catch {
        errs.push(`${path}: tool string input not JSON`);
      }
    } else if (!span.input || typeof span.input !== 'object' || Array.isArray(span.input)) errs.push(`${path}: tool input must be object or JSON string`);
    if (span.output === null || span.output === undefined || !(typeof span.output === 'string' || typeof span.output === 'object')) errs.push(`${path}: tool output must be string/object`);
  }
  if (span.type === 'agent' && (typeof span.input !== 'string' || typeof span.output !== 'string' || !span.output)) errs.push(`${path}: agent input/output must be strings`);
  if (span.type === 'retriever' && (span.input == null || span.output == null)) errs.push(`${path}: retriever needs input/output`);
  (span.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs, false));
}

const spansOf = (row) => flatten(row.root).slice(1);
const tools = (row, name, inc) =>
  spansOf(row)
    .map((x) => x.span)
    .filter((s) => s.type === 'tool' && s.name.includes(name) && (!inc || (Array.isArray(inc) ? inc.some((i) => inputStr(s).includes(i)) : inputStr(s).includes(inc))));
const llmOutputs = (row) => spansOf(row).map((x) => x.span).filter((s) => s.type === 'llm').map((s) => s.output);
const parseIn = (s) => (typeof s.input === 'string' ? JSON.parse(s.input) : s.input);

function maxSimilarPairs(texts, thr, minLen = 60) {
  const t = texts.filter((x) => x.length >= minLen);
  let pairs = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (jaccard(t[i], t[j]) >= thr) pairs++;
  return pairs;
}
function clusterSize(texts, thr, minLen = 40) {
  const t = texts.filter((x) => x.length >= minLen);
  let best = t.length ? 1 : 0;
  for (let i = 0; i < t.length; i++) {
    let n = 1;
    for (let j = 0; j < t.length; j++) if (i !== j && jaccard(t[i], t[j]) >= thr) n++;
    best = Math.max(best, n);
  }
  return best;
}

const FAMILY_CHECKS = {
  'same-result-modulo-noise'(row, m, e) {
    const rep = tools(row, m.repeatTool, m.inputIncludes);
    if (rep.length < 3 || rep.length > 7) e.push(`repeat count ${rep.length} not in 3..7`);
    if (new Set(rep.map(inputStr)).size !== 1) e.push('repeated calls have different inputs');
    if (new Set(rep.map((s) => scrub(s.output))).size !== 1) e.push('repeated results differ beyond volatile parts');
    if (new Set(rep.map((s) => str(s.output))).size !== rep.length) e.push('repeated results carry no volatile noise');
  },
  're-asks-user-same-answer'(row, m, e) {
    const asks = tools(row, m.askTool);
    if (asks.length < 3 || asks.length > 4) e.push(`ask count ${asks.length} not in 3..4`);
    const qs = m.questionsInLlm ? llmOutputs(row).filter((t) => t.includes('?')) : asks.map((s) => str(s.input));
    if (qs.length < 3 || qs.length > 4) e.push(`question count ${qs.length} not in 3..4`);
    if (new Set(qs).size !== qs.length) e.push('questions should be reworded, not identical');
  },
  'same-message-while-action-fails'(row, m, e) {
    const flat = spansOf(row).map((x) => x.span);
    const isMsg = (s) => (m.msgTool === 'llm' ? s.type === 'llm' && s.output.length >= 300 : s.type === 'tool' && s.name.includes(m.msgTool));
    const msgText = (s) => (m.msgTool === 'llm' ? s.output : parseIn(s)[m.msgField]);
    const isAct = (s) => s.type === 'tool' && s.name.includes(m.actionTool) && (!m.actionIncludes || inputStr(s).includes(m.actionIncludes));
    const msgs = flat.filter(isMsg).map(msgText);
    if (msgs.length < 2 || msgs.length > 3) e.push(`message count ${msgs.length} not in 2..3`);
    if (msgs.some((t) => t.length < 300)) e.push('messages should be long (>=300 chars)');
    for (let i = 0; i < msgs.length; i++) for (let j = i + 1; j < msgs.length; j++) if (jaccard(msgs[i], msgs[j]) < 0.75) e.push(`messages ${i},${j} not near-verbatim`);
    const acts = flat.filter(isAct);
    if (acts.length < 2 || acts.some((s) => !s.error)) e.push('action must fail repeatedly');
    if (new Set(acts.map((s) => scrub(s.error))).size !== 1) e.push('action errors should be the same error');
    // a failing action between each pair of consecutive messages
    let seenMsg = false, failSince = false;
    for (const s of flat) {
      if (isMsg(s)) {
        if (seenMsg && !failSince) e.push('two messages without a failing action between');
        seenMsg = true;
        failSince = false;
      } else if (isAct(s) && s.error) failSince = true;
    }
  },
  'bounces-between-two-states'(row, m, e) {
    const flat = spansOf(row).map((x) => x.span).filter((s) => s.type === 'tool');
    const seq = [];
    for (const s of flat) {
      const isA = s.name.includes(m.a.tool) && inputStr(s).includes(m.a.includes);
      const isB = s.name.includes(m.b.tool) && inputStr(s).includes(m.b.includes);
      if (isA && isB) e.push('state matchers overlap');
      if (isA) seq.push('A');
      else if (isB) seq.push('B');
    }
    if (seq.length < 6) e.push(`only ${seq.length} state switches (need >=6, i.e. 3 round trips)`);
    for (let i = 1; i < seq.length; i++) if (seq[i] === seq[i - 1]) e.push('states do not strictly alternate');
  },
  'many-similar-reads'(row, m, e) {
    const r = tools(row, m.readTool);
    if (r.length < 5) e.push(`only ${r.length} reads`);
    if (new Set(r.map(inputStr)).size !== r.length) e.push('reads are not of different records');
    if (new Set(r.map((s) => scrubLight(s.output))).size !== r.length) e.push('read contents not distinct');
    if (r.some((s) => s.error)) e.push('reads should succeed');
  },
  'fix-cycle-converging'(row, m, e) {
    const r = tools(row, m.checkTool, m.checkIncludes);
    if (r.length < 3) e.push(`only ${r.length} check runs`);
    const counts = r.map((s) => m.count(str(s.output)));
    for (let i = 1; i < counts.length; i++) if (!(counts[i] < counts[i - 1])) e.push(`failures not shrinking: ${counts.join('>')}`);
    if (counts[0] <= 0) e.push('first run should fail');
    if (counts[counts.length - 1] !== 0) e.push(`last run should pass (got ${counts.at(-1)})`);
  },
  'refined-search-finds-more'(row, m, e) {
    const flat = spansOf(row).map((x) => x.span);
    const s =
      m.searchType === 'retriever'
        ? flat.filter((x) => x.type === 'retriever')
        : flat.filter((x) => x.type === 'tool' && m.searchTools.some((t) => x.name.includes(t)) && (!m.searchIncludes || m.searchIncludes.some((i) => inputStr(x).includes(i))));
    if (s.length < 2) e.push('need >=2 searches');
    const hits = s.map((x) => m.hits(typeof x.output === 'string' ? x.output : x.output));
    if (hits[0] > 1) e.push(`first search should return nothing/little (got ${hits[0]})`);
    if (hits[hits.length - 1] < 2) e.push(`final search should return results (got ${hits.at(-1)})`);
    if (new Set(s.map((x) => x.name + inputStr(x))).size !== s.length) e.push('searches should differ');
    if (row.root.children.slice(-2).some((x) => x.error)) e.push('run should finish cleanly');
  },
  'planning-adds-detail'(row, m, e) {
    const ch = row.root.children;
    let best = [], cur = [];
    for (const s of ch) {
      if (s.type === 'llm' && s.output.length >= 300) cur.push(s.output);
      else {
        if (cur.length > best.length) best = cur;
        cur = [];
      }
    }
    if (cur.length > best.length) best = cur;
    if (best.length < 4 || best.length > 6) e.push(`consecutive long reasoning steps ${best.length} not in 4..6`);
    if (maxSimilarPairs(best, 0.45) > 0) e.push('planning steps repeat each other');
    const after = ch.slice(ch.findIndex((s) => s.type === 'llm') + best.length).filter((s) => s.type === 'tool');
    if (!after.length || after.some((s) => s.error)) e.push('execution after planning should succeed');
  },
  'delegation-distinct-subtasks'(row, m, e) {
    const agents = spansOf(row).filter((x) => x.span.type === 'agent');
    if (agents.length < 2) e.push('need >=2 delegations');
    if (new Set(agents.map((x) => x.span.input)).size !== agents.length) e.push('sub-tasks not distinct');
    if (new Set(agents.map((x) => x.span.output)).size !== agents.length) e.push('sub-results not distinct');
    const names = agents.map((x) => x.span.name);
    const repeated = names.some((n, i) => names.indexOf(n) !== i);
    const deep = Math.max(...agents.map((x) => x.depth)) >= 2;
    if (!repeated && !deep) e.push('neither repeated worker nor nested delegation');
    if (spansOf(row).some((x) => x.span.error)) e.push('delegation run should have no failed spans');
  },
};

export function validateBuilt(built) {
  const probs = [];
  const byFam = new Map();
  let strRows = 0;
  const ids = new Set();
  for (const { row, meta } of built) {
    const e = [];
    const keys = Object.keys(row);
    if (keys.join() !== ROW_KEYS.join()) e.push(`row keys ${keys.join()}`);
    if (ids.has(row.trace_id)) e.push('duplicate trace_id');
    ids.add(row.trace_id);
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) e.push('trace_id format');
    if (typeof row.isolates !== 'string' || row.isolates.split(/[.!?](\s|$)/).filter((x) => x && x.trim()).length !== 1) e.push('isolates must be one sentence');
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') e.push('labels must be boolean');
    if (row.root.input !== row.goal) e.push('root input must equal goal');
    checkSpan(row.root, 'root', e, true);
    const all = flatten(row.root);
    if (all.length < 5 || all.length > 40) e.push(`span count ${all.length} not in 5..40`);
    const toolSpans = all.filter((x) => x.span.type === 'tool').map((x) => x.span);
    const strIn = toolSpans.filter((s) => typeof s.input === 'string').length;
    if (meta.strArgs ? strIn !== toolSpans.length : strIn !== 0) e.push('tool input encoding inconsistent within row');
    if (meta.strArgs) strRows++;
    // labels
    const outs = llmOutputs(row);
    if (!row.loop && row.stagnation) e.push('healthy rows cannot be stagnant');
    if (row.loop && SUCCESS_RE.test(row.root.output)) e.push('loop row ends with success wording');
    if (!row.stagnation && maxSimilarPairs(outs, 0.6) > 0) e.push('non-stagnant row has restated model text');
    if (row.stagnation && ['same-result-modulo-noise', 'bounces-between-two-states'].includes(row.family) && clusterSize(outs, 0.5) < 3)
      e.push('stagnant row lacks restated model text');
    const fc = FAMILY_CHECKS[row.family];
    if (!fc) e.push('unknown family');
    else fc(row, meta, e);
    if (!byFam.has(row.family)) byFam.set(row.family, []);
    byFam.get(row.family).push({ row, meta });
    for (const x of e) probs.push(`${row.trace_id}: ${x}`);
  }
  // per-family variety
  for (const [fam, items] of byFam) {
    if (items.length !== 6) probs.push(`${fam}: ${items.length} rows (need 6)`);
    const doms = items.map((x) => x.meta.domain);
    if (new Set(doms).size !== doms.length) probs.push(`${fam}: duplicate domains`);
    if (new Set(items.map((x) => x.row.goal)).size !== items.length) probs.push(`${fam}: duplicate goals`);
    if (new Set(items.map((x) => x.meta.style)).size < 5) probs.push(`${fam}: too few recording styles`);
    const toolSets = items.map((x) => new Set(flatten(x.row.root).filter((y) => y.span.type === 'tool').map((y) => y.span.name)));
    for (let i = 0; i < toolSets.length; i++)
      for (let j = i + 1; j < toolSets.length; j++) {
        const a = toolSets[i], b = toolSets[j];
        const inter = [...a].filter((n) => b.has(n)).length;
        const uni = new Set([...a, ...b]).size;
        if (uni && inter / uni >= 0.5) probs.push(`${fam}: rows ${i + 1} and ${j + 1} share most tool names`);
      }
  }
  const frac = strRows / built.length;
  if (frac < 0.18 || frac > 0.35) probs.push(`string-args fraction ${frac.toFixed(2)} outside 0.18..0.35`);
  return probs;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = buildAll();
  const probs = validateBuilt(built);
  const fileRows = readFileSync(join(here, 'rows.jsonl'), 'utf8').trim().split('\n');
  if (fileRows.length !== built.length) probs.push(`rows.jsonl has ${fileRows.length} rows, build has ${built.length}`);
  fileRows.forEach((l, i) => {
    if (l !== JSON.stringify(built[i]?.row)) probs.push(`rows.jsonl line ${i + 1} differs from deterministic build`);
  });
  const again = buildAll().map((b) => JSON.stringify(b.row)).join('\n');
  if (again !== built.map((b) => JSON.stringify(b.row)).join('\n')) probs.push('build is not deterministic');
  if (probs.length) {
    console.error(probs.map((p) => ' - ' + p).join('\n'));
    process.exit(1);
  }
  const n = built.length;
  const loops = built.filter((b) => b.row.loop).length;
  const stag = built.filter((b) => b.row.stagnation).length;
  console.log(`OK: ${n} rows, ${loops} loop, ${stag} stagnation, deterministic, matches rows.jsonl`);
}
