// Structural and family-specific validation. Throws on the first problem.
import { countSpans } from './lib.mjs';

export function flat(root) {
  const out = [];
  const walk = (s) => { out.push(s); s.children.forEach(walk); };
  walk(root);
  return out;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ISO = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:\d{2})?/g;
const RFC = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g;
// Normalise volatile noise away: uuids, timestamps, hex-ish ids, tokens, numbers.
export function norm(x) {
  let s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/\b[0-9A-F]{4,}(?::[0-9A-F]{4,})+\b/g, '<id>')
    .replace(UUID, '<uuid>')
    .replace(RFC, '<ts>')
    .replace(ISO, '<ts>')
    .replace(/\b(?=[0-9A-Za-z_-]*\d)[0-9A-Za-z_-]{10,}\b/g, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, '<hex>')
    .replace(/\d+/g, '#');
}

export const words = (s) => String(s).toLowerCase().match(/[a-z0-9$.'’-]+/g) || [];
export function jaccard(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  let i = 0;
  for (const w of A) if (B.has(w)) i++;
  return i / (A.size + B.size - i || 1);
}
export const args = (s) => {
  if (typeof s.input === 'string') { try { return JSON.parse(s.input); } catch { return s.input; } }
  return s.input;
};
const text = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

function assert(c, msg) { if (!c) throw new Error(msg); }

export function validateRow(row, fam, meta) {
  const keys = Object.keys(row).join(',');
  assert(keys === 'trace_id,family,isolates,loop,stagnation,goal,root', `keys ${keys}`);
  assert(row.trace_id.startsWith(fam.family + '-'), 'trace_id prefix');
  assert(typeof row.goal === 'string' && row.goal.length > 10, 'goal');
  const root = row.root;
  assert(root.type === 'agent' && root.input === row.goal, 'root agent/input');
  assert(typeof root.output === 'string' && root.output.length > 0, 'root output');
  const spans = flat(root);
  const nSpans = countSpans(root);
  assert(nSpans >= 5 && nSpans <= 40, `span count ${nSpans}`);
  for (const s of spans) {
    assert(['agent', 'llm', 'tool', 'retriever'].includes(s.type), 'type');
    assert(typeof s.name === 'string' && s.name.length, 'name');
    assert('input' in s && 'output' in s && Array.isArray(s.children), 'fields');
    const ks = Object.keys(s).join(',');
    if (s.type === 'llm') {
      assert(s.input === null && typeof s.output === 'string' && s.output.length > 0, `llm ${s.name}`);
      assert(s.children.length === 0 && ks === 'type,name,input,output,children', 'llm shape');
    } else if (s.type === 'agent') {
      assert(s.input !== null && s.input !== undefined && typeof s.output === 'string', `agent ${s.name}`);
      assert(ks === 'type,name,input,output,children', 'agent shape');
    } else {
      assert(s.children.length === 0, 'tool children');
      assert(s.input !== undefined && s.input !== null, `tool input ${s.name}`);
      if ('error' in s) {
        assert(s.output === null && typeof s.error === 'string' && s.error.length > 0, `error shape ${s.name}`);
        assert(ks === 'type,name,input,output,error,children', 'error key order');
      } else {
        assert(ks === 'type,name,input,output,children', 'tool shape');
      }
    }
  }
  assert(spans.some((s) => s.type === 'llm'), 'needs an llm span');
  assert(row.loop === fam.loop && row.stagnation === fam.stagnation, 'labels');
  CHECKS[fam.kind](row, spans, fam, meta);
  return nSpans;
}

const callsOf = (spans, name) => spans.filter((s) => s.type !== 'agent' && s.type !== 'llm' && s.name === name);
const ok = (s) => !('error' in s) && s.output !== null;
const pending = (s) => !('error' in s) && s.output === null;

function llmBetween(spans, a, b) {
  const i = spans.indexOf(a), j = spans.indexOf(b);
  return spans.slice(i + 1, j).filter((s) => s.type === 'llm');
}
// text inside a tool-loop must either be absent or change meaningfully
function assertVaried(texts, where) {
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++)
      assert(jaccard(texts[i], texts[j]) < 0.6, `${where}: llm text inside loop too similar (${jaccard(texts[i], texts[j]).toFixed(2)})`);
}

const CHECKS = {
  // 1. paging past the end
  'paging-loop'(row, spans, _f, m) {
    const calls = callsOf(spans, m.tool);
    let k = -1;
    calls.forEach((c, i) => { if (ok(c) && !m.empty(c.output)) k = i; });
    assert(k >= 0, 'paging-loop: needs a real page first');
    const after = calls.slice(k + 1);
    const empties = after.filter((c) => ok(c) && m.empty(c.output));
    assert(empties.length >= 3, `paging-loop: only ${empties.length} empty pages after end`);
    assert(after.every((c) => (ok(c) && m.empty(c.output)) || pending(c)), 'paging-loop: non-empty after end');
    const n0 = norm(empties[0].output);
    assert(empties.every((c) => norm(c.output) === n0), 'paging-loop: empty pages differ beyond noise');
    const texts = llmBetween(spans, empties[0], after[after.length - 1]).map((s) => s.output);
    assertVaried(texts, 'paging-loop');
    assert(!m.succeeded, 'paging-loop: must not succeed');
  },
  // 2. re-asking the same question
  reask(row, spans, _f, m) {
    const asks = callsOf(spans, m.tool);
    assert(asks.length >= 3 && asks.length <= 4, `reask: ${asks.length} asks`);
    const qs = asks.map((a) => text(args(a)));
    assert(new Set(qs).size === qs.length, 'reask: questions must be reworded, not identical');
    for (const a of asks) assert(ok(a) && text(a.output).toLowerCase().includes(m.key.toLowerCase()), 'reask: answer must repeat key');
    const i0 = spans.indexOf(asks[0]);
    const later = spans.slice(i0).filter((s) => (s.type === 'tool' || s.type === 'retriever') && s.name !== m.tool);
    for (const s of later) assert((m.allowed || []).includes(s.name), `reask: acted via ${s.name}`);
  },
  // 3. same long message while the same action fails
  'repeat-msg'(row, spans, _f, m) {
    const msgs = spans.filter(m.isMsg);
    assert(msgs.length >= 2 && msgs.length <= 3, `repeat-msg: ${msgs.length} messages`);
    const mt = msgs.map((s) => (s.type === 'llm' ? s.output : text(args(s)[m.field])));
    for (const t of mt) assert(words(t).length >= 30, `repeat-msg: message only ${words(t).length} words`);
    for (let i = 1; i < mt.length; i++) assert(jaccard(mt[0], mt[i]) >= 0.8, `repeat-msg: messages not near-verbatim ${jaccard(mt[0], mt[i])}`);
    const acts = callsOf(spans, m.act);
    assert(acts.every((a) => !ok(a)), 'repeat-msg: action must never succeed');
    const errs = acts.filter((a) => 'error' in a);
    assert(errs.length >= msgs.length, 'repeat-msg: failing actions');
    assert(errs.every((a) => norm(a.error) === norm(errs[0].error)), 'repeat-msg: errors differ beyond noise');
    for (let i = 0; i + 1 < msgs.length; i++) {
      const a = spans.indexOf(msgs[i]), b = spans.indexOf(msgs[i + 1]);
      assert(errs.some((e) => { const j = spans.indexOf(e); return j > a && j < b; }), 'repeat-msg: no failure between messages');
    }
  },
  // 4. same call, same error, no success
  'retry-fail'(row, spans, _f, m) {
    let calls = callsOf(spans, m.tool);
    if (m.only) calls = calls.filter((c) => text(args(c)).includes(m.only));
    const errs = calls.filter((c) => 'error' in c);
    assert(errs.length >= 4 && errs.length <= 7, `retry-fail: ${errs.length} failures`);
    assert(calls.every((c) => !ok(c)), 'retry-fail: must never succeed');
    assert(errs.every((c) => norm(c.error) === norm(errs[0].error)), 'retry-fail: errors differ beyond noise');
    assert(new Set(errs.map((c) => c.error)).size > 1, 'retry-fail: errors should carry volatile ids');
    const a0 = JSON.stringify(args(calls[0]));
    assert(calls.every((c) => JSON.stringify(args(c)) === a0), 'retry-fail: arguments must be identical');
    assertVaried(llmBetween(spans, errs[0], calls[calls.length - 1]).map((s) => s.output), 'retry-fail');
  },
  // 5. batch with identical acknowledgements
  batch(row, spans, _f, m) {
    const calls = callsOf(spans, m.tool);
    assert(calls.length >= 4 && calls.length <= 8, `batch: ${calls.length} items`);
    assert(calls.every(ok), 'batch: all calls succeed');
    const ins = calls.map((c) => JSON.stringify(args(c)));
    assert(new Set(ins).size === ins.length, 'batch: items must be distinct');
    assert(calls.every((c) => norm(c.output) === norm(calls[0].output)), 'batch: acks differ');
    const lines = spans.filter((s) => s.type === 'llm' && m.line.test(s.output));
    assert(lines.length === calls.length, `batch: templated lines ${lines.length} vs ${calls.length}`);
    assert(new Set(lines.map((s) => s.output)).size === lines.length, 'batch: lines must name distinct items');
  },
  // 6. healthy pagination
  'paging-ok'(row, spans, _f, m) {
    const calls = callsOf(spans, m.tool);
    assert(calls.length >= 2 && calls.every(ok), 'paging-ok: calls');
    const seen = new Set();
    calls.forEach((c, i) => {
      const ids = m.items(c.output);
      if (ids.length === 0) assert(i === calls.length - 1, 'paging-ok: empty page only at the end');
      for (const id of ids) { assert(!seen.has(id), `paging-ok: duplicate ${id}`); seen.add(id); }
    });
  },
  // 7. backoff then success
  backoff(row, spans, _f, m) {
    let calls = callsOf(spans, m.tool);
    if (m.only) calls = calls.filter((c) => text(args(c)).includes(m.only));
    const fails = calls.filter((c) => 'error' in c);
    assert(fails.length >= 1 && fails.length <= 3, `backoff: ${fails.length} failures`);
    assert(ok(calls[calls.length - 1]) && calls.slice(0, -1).every((c) => 'error' in c), 'backoff: fails then one success');
    assert(fails.every((c) => norm(c.error) === norm(fails[0].error)), 'backoff: same transient error');
    assert(new Set(fails.map((c) => c.error)).size === fails.length, 'backoff: new request ids');
    const a0 = JSON.stringify(args(calls[0]));
    assert(calls.every((c) => JSON.stringify(args(c)) === a0), 'backoff: same call');
  },
  // 8. clarify then proceed
  clarify(row, spans, _f, m) {
    const asks = callsOf(spans, m.tool);
    assert(asks.length >= 2 && asks.every(ok), 'clarify: asks');
    const qs = asks.map((a) => text(args(a)));
    let similar = 0;
    for (let i = 0; i + 1 < qs.length; i++) if (jaccard(qs[i], qs[i + 1]) >= 0.35) similar++;
    if (m.unclearRepeat) assert(similar >= 1, 'clarify: expected a repeat after unclear answer');
    else assert(similar === 0, 'clarify: questions should be genuinely different');
    const last = spans.indexOf(asks[asks.length - 1]);
    const acts = spans.slice(last + 1).filter((s) => (s.type === 'tool' || s.type === 'retriever') && ok(s) && s.name !== m.tool);
    assert(acts.length >= 1, 'clarify: must act on the answers');
    for (const name of m.acts) assert(acts.some((s) => s.name === name), `clarify: missing action ${name}`);
  },
};
