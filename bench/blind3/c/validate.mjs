// Row validation: generic schema checks plus a structural check per family that
// confirms each row really shows the pattern its family claims.
import { flat, norm, jaccard, words, isEmptyResult, inputText, maybeParse } from './lib.mjs';

const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'error', 'children']);
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const GIVE_UP = /reached max_|max_iterations|max_turns|giving up|could not|couldn't|unable to|stopped|i'll wait|without a conclusion|not identified/i;

function assert(cond, msg) { if (!cond) throw new Error(msg); }

export function countSpans(s) { return 1 + s.children.reduce((a, k) => a + countSpans(k), 0); }

function checkSpan(s, path) {
  assert(s && typeof s === 'object', `${path}: span not an object`);
  for (const k of Object.keys(s)) assert(SPAN_KEYS.has(k), `${path}: unexpected key ${k}`);
  assert(TYPES.has(s.type), `${path}: bad type ${s.type}`);
  assert(typeof s.name === 'string' && s.name.length > 0, `${path}: bad name`);
  assert('input' in s && 'output' in s && Array.isArray(s.children), `${path}: missing input/output/children`);
  if (s.type === 'llm') {
    assert(s.input === null, `${path}: llm input must be null`);
    assert(typeof s.output === 'string' && s.output.length > 0, `${path}: llm output must be text`);
    assert(s.children.length === 0, `${path}: llm has children`);
  }
  if (s.type === 'agent') {
    assert(typeof s.input === 'string' && s.input.length > 0, `${path}: agent input must be the (sub-)task`);
    assert(typeof s.output === 'string' && s.output.length > 0, `${path}: agent output must be a report`);
  }
  if ('error' in s) {
    assert(s.type === 'tool' || s.type === 'retriever', `${path}: error on non-tool`);
    assert(typeof s.error === 'string' && s.error.length > 0 && s.output === null, `${path}: error span must have output null`);
  }
  if ((s.type === 'tool' || s.type === 'retriever') && typeof s.input === 'string') {
    JSON.parse(s.input); // stringified args must be valid JSON
  }
  s.children.forEach((k, i) => checkSpan(k, `${path}.${i}:${k.name}`));
}

const calls = (root) => flat(root).map((s, i) => ({ ...s, idx: i })).filter((s) => s.type === 'tool' || s.type === 'retriever');
const groupBy = (arr, f) => arr.reduce((m, x) => { const k = f(x); (m[k] ||= []).push(x); return m; }, {});
const distinct = (xs) => new Set(xs).size === xs.length;
const outOrErr = (s) => ('error' in s ? `ERROR:${s.error}` : norm(s.output));

// ---- family-specific structural checks ----
const FAMILY_CHECKS = {
  'long-message-said-twice'(root) {
    const sp = flat(root);
    const longs = sp.map((s, i) => ({ s, i })).filter((x) => x.s.type === 'llm' && words(x.s.output).length >= 30);
    const pairs = [];
    for (let a = 0; a < longs.length; a++) for (let b = a + 1; b < longs.length; b++) if (jaccard(longs[a].s.output, longs[b].s.output) >= 0.8) pairs.push([longs[a], longs[b]]);
    assert(pairs.length === 1, `expected exactly one near-verbatim long pair, got ${pairs.length}`);
    const [A, B] = pairs[0];
    // nothing new between: no agent spans, and every tool result between was already seen
    const seen = new Set(sp.slice(0, A.i).filter((s) => s.type === 'tool' || s.type === 'retriever').map((s) => s.name + '|' + outOrErr(s)));
    for (const s of sp.slice(A.i + 1, B.i)) {
      assert(s.type !== 'agent' && s.type !== 'llm', 'something other than a repeated tool call sits between the copies');
      assert(seen.has(s.name + '|' + outOrErr(s)), `tool between copies brought new information: ${s.name}`);
    }
    assert(GIVE_UP.test(root.output), 'loop row should end without success');
  },
  'reworded-search-no-hits'(root) {
    const g = groupBy(calls(root), (s) => s.name);
    const hit = Object.values(g).find((cs) => cs.length >= 3 && cs.length <= 6 && cs.every((s) => isEmptyResult(s.output)) && distinct(cs.map((s) => norm(s.input))));
    assert(hit, 'no tool called 3-6 times with distinct inputs and all-empty results');
    assert(GIVE_UP.test(root.output) || /sorry|could not|couldn't/i.test(root.output), 'row should end without success');
  },
  'same-failure-after-different-fixes'(root) {
    const cs = calls(root);
    const g = groupBy(cs, (s) => s.name + '|' + norm(s.input));
    const chk = Object.values(g).find((xs) => xs.length >= 4 && distinct(xs.map((s) => s.idx)) && new Set(xs.map(outOrErr)).size === 1);
    assert(chk, 'no check run 4+ times (initial + 3 fixes) with identical normalised output');
    assert(/fail|error|rejected|"valid":false|"ok":false|"passed":false/i.test(outOrErr(chk[0])), 'check output does not look like a failure');
    const fixes = [];
    for (let k = 1; k < chk.length; k++) {
      const between = cs.filter((s) => s.idx > chk[k - 1].idx && s.idx < chk[k].idx);
      assert(between.length >= 1, 'no edit between two checks');
      fixes.push(between.map((s) => s.name + norm(s.input)).join('||'));
    }
    assert(distinct(fixes), 'fixes between checks are not all different');
  },
  'same-question-reasked'(root) {
    const sp = flat(root);
    const asks = sp.map((s, i) => ({ s, i })).filter((x) => x.s.type === 'tool' && /ask|feedback|confirm_with|clarif|prompt_user/i.test(x.s.name));
    assert(asks.length >= 3 && asks.length <= 4, `expected 3-4 asks, got ${asks.length}`);
    assert(asks.every((a) => typeof a.s.output === 'string'), 'every ask must be answered');
    assert(distinct(asks.map((a) => inputText(a.s.input))), 'questions must be reworded, not identical');
    const a0 = asks[0].s.output;
    for (const a of asks) assert(jaccard(a0, a.s.output) >= 0.6, `answer differs: ${a.s.output}`);
    for (const s of sp.slice(asks[0].i + 1)) assert(s.type === 'llm' || asks.some((a) => a.s === s), `agent acted after asking: ${s.name}`);
    assert(GIVE_UP.test(root.output), 'row should end stuck');
  },
  'poll-until-status-changes'(root) {
    const cs = calls(root);
    const g = groupBy(cs, (s) => s.name + '|' + norm(s.input));
    const polls = Object.values(g).find((xs) => {
      if (xs.length < 4) return false;
      const o = xs.map(outOrErr);
      return new Set(o.slice(0, -1)).size === 1 && o[o.length - 1] !== o[0];
    });
    assert(polls, 'no poll with 3+ identical results followed by a changed one');
    const last = polls[polls.length - 1].idx;
    assert(cs.some((s) => s.idx > last), 'agent did not act after the status changed');
    assert(!GIVE_UP.test(root.output), 'healthy row must finish');
  },
  'empty-search-then-pivot'(root) {
    const cs = calls(root);
    const empties = cs.filter((s) => isEmptyResult(s.output));
    assert(empties.length >= 1 && empties.length <= 2, `expected 1-2 empty searches, got ${empties.length}`);
    const lastEmpty = empties[empties.length - 1];
    const emptyKeys = new Set(empties.map((s) => s.name + norm(s.input)));
    const success = cs.find((s) => s.idx > lastEmpty.idx && !isEmptyResult(s.output) && s.output !== null && !emptyKeys.has(s.name + norm(s.input)) && jaccard(inputText(s.input), inputText(lastEmpty.input)) < 0.9);
    assert(success, 'no materially different successful search after the empty ones');
    assert(!GIVE_UP.test(root.output), 'healthy row must finish');
  },
  'fix-verify-converges'(root) {
    const FAIL = /failed|"ok":false|unbalanced|"status":"fail"|"submitted":false|\d+ errors?\b/;
    const PASS = /\d+ passed|Success!|"status":"pass"|"submitted":true|"status":"balanced"|"ok":true/;
    const cs = calls(root);
    const g = groupBy(cs, (s) => s.name + '|' + norm(s.input));
    const chk = Object.values(g).find((xs) => xs.length >= 3 && xs.length <= 5 && distinct(xs.map(outOrErr)));
    assert(chk, 'no check run 3-5 times with all-different outputs');
    const o = chk.map((s) => norm(s.output));
    o.slice(0, -1).forEach((x) => assert(FAIL.test(x), `intermediate check should fail: ${x.slice(0, 80)}`));
    assert(PASS.test(o[o.length - 1]) && !FAIL.test(o[o.length - 1]), 'final check should pass');
    for (let k = 1; k < chk.length; k++) assert(cs.some((s) => s.idx > chk[k - 1].idx && s.idx < chk[k].idx), 'no fix between checks');
    assert(!GIVE_UP.test(root.output), 'healthy row must finish');
  },
  'templated-batch-per-item'(root) {
    const g = groupBy(calls(root), (s) => s.name);
    const templated = (xs) => { const m = xs.map((s) => inputText(s.input)); return distinct(m) && m.every((x) => x.length > 60 && jaccard(x, m[0]) >= 0.5); };
    const batch = Object.values(g).find((xs) => xs.length >= 4 && xs.length <= 8 && distinct(xs.map((s) => norm(s.input))) && new Set(xs.map((s) => norm(s.output))).size === 1 && templated(xs));
    assert(batch, 'no 4-8 item batch with distinct templated messages and identical acknowledgements');
    assert(!GIVE_UP.test(root.output), 'healthy row must finish');
  },
};

export function validateRows(rows, families) {
  assert(rows.length === families.length * 6, `expected ${families.length * 6} rows`);
  const ids = new Set();
  let strRows = 0;
  const lengths = [];
  for (const row of rows) {
    assert(JSON.stringify(Object.keys(row)) === JSON.stringify(ROW_KEYS), `${row.trace_id}: row keys/order`);
    assert(/^[a-z0-9]+(-[a-z0-9]+)*-0[1-6]$/.test(row.trace_id) && row.trace_id.startsWith(row.family + '-'), `${row.trace_id}: bad id`);
    assert(!ids.has(row.trace_id), `duplicate id ${row.trace_id}`); ids.add(row.trace_id);
    assert(typeof row.loop === 'boolean' && typeof row.stagnation === 'boolean', 'labels must be bool');
    assert(!(row.stagnation && !row.loop), `${row.trace_id}: stagnation without loop is not used in this set`);
    assert(row.root.type === 'agent' && row.root.input === row.goal, `${row.trace_id}: root must be agent with input=goal`);
    checkSpan(row.root, row.trace_id);
    const n = countSpans(row.root);
    assert(n >= 5 && n <= 40, `${row.trace_id}: ${n} spans out of range`);
    lengths.push(n);
    if (flat(row.root).some((s) => (s.type === 'tool' || s.type === 'retriever') && typeof s.input === 'string')) strRows++;
    if (!row.stagnation && row.family !== 'templated-batch-per-item') {
      const texts = flat(row.root).filter((s) => s.type === 'llm' && words(s.output).length >= 8).map((s) => s.output);
      for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) assert(jaccard(texts[a], texts[b]) < 0.7, `${row.trace_id}: model text repeats itself but stagnation=false`);
    }
    try { FAMILY_CHECKS[row.family](row.root); } catch (e) { throw new Error(`${row.trace_id}: ${e.message}`); }
  }
  for (const f of families) {
    const fr = rows.filter((r) => r.family === f.name);
    assert(fr.length === 6, `${f.name}: needs 6 rows`);
    assert(new Set(f.scenarios.map((s) => s.domain)).size === 6, `${f.name}: domains must differ`);
    assert(new Set(fr.map((r) => r.goal)).size === 6, `${f.name}: goals must differ`);
    assert(fr.every((r) => r.loop === f.loop && r.stagnation === f.stagnation && r.isolates === f.isolates), `${f.name}: labels must be shared`);
    // tool vocabularies must differ between rows of a family (no noun-swapped templates)
    const vocab = fr.map((r) => new Set(calls(r.root).map((s) => s.name)));
    for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) {
      const A = vocab[a], B = vocab[b];
      const inter = [...A].filter((x) => B.has(x)).length;
      const j = inter / (A.size + B.size - inter || 1);
      assert(j < 0.5, `${f.name}: rows ${a + 1} and ${b + 1} share too many tool names (${j.toFixed(2)})`);
    }
  }
  const q = strRows / rows.length;
  assert(q >= 0.18 && q <= 0.35, `string-argument rows should be about a quarter, got ${strRows}`);
  assert(Math.min(...lengths) <= 7 && Math.max(...lengths) >= 30, `span counts should vary widely (${Math.min(...lengths)}..${Math.max(...lengths)})`);
  return { strRows, minSpans: Math.min(...lengths), maxSpans: Math.max(...lengths) };
}

export { maybeParse };
