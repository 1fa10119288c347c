// Row validation: shape, labels, and per-family self-checks that each hand-written scenario
// really contains (or really avoids) the pattern its family is about.
import { allSpans, countSpans } from './lib.mjs';

export const DOMAINS = ['coding', 'browser automation', 'customer support', 'data/analytics', 'travel booking', 'devops/SRE', 'research', 'e-commerce'];
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

const fail = (id, msg) => {
  throw new Error(`[${id}] ${msg}`);
};

// Volatile-part normaliser used only to self-check that repeated results differ in volatile parts alone.
export function normVolatile(x) {
  const s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<httpdate>')
    .replace(/\d{4}-\d{2}-\d{2}[T ][\d:.,]+Z?/g, '<ts>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/[A-Za-z0-9_]{12,}/g, '<id>')
    .replace(/\b[A-Z0-9]{4,}\b/g, '<id>')
    .replace(/\b[0-9a-f]{6,}\b/g, '<hex>')
    .replace(/[A-Za-z0-9_]*\d[A-Za-z0-9_]*/g, '<n>');
}

const words = (s) => (s || '').toLowerCase().match(/[a-z0-9'’€£$.,%]+/g) || [];
export function jaccard(a, b) {
  const A = new Set(words(a));
  const B = new Set(words(b));
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter || 1);
}
const key = (s) => `${s.name}\u0000${JSON.stringify(s.input)}`;
const isEmpty = (v) => v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
const textOf = (v) => (typeof v === 'string' ? v : v && typeof v === 'object' ? Object.values(v).filter((x) => typeof x === 'string').join(' ') : '');
const argsText = (inp) => {
  if (typeof inp === 'string') {
    try {
      return textOf(JSON.parse(inp));
    } catch {
      return inp;
    }
  }
  return textOf(inp);
};

function checkSpan(id, s, captureOff) {
  if (!s || typeof s !== 'object') fail(id, 'span not an object');
  const keys = Object.keys(s);
  const allowed = s.type === 'tool' ? ['type', 'name', 'input', 'output', 'error', 'children'] : ['type', 'name', 'input', 'output', 'children'];
  for (const k of keys) if (!allowed.includes(k)) fail(id, `unexpected key ${k} on ${s.type} span ${s.name}`);
  for (const k of ['type', 'name', 'input', 'output', 'children']) if (!(k in s)) fail(id, `missing ${k} on span ${s.name}`);
  if (!TYPES.has(s.type)) fail(id, `bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) fail(id, 'bad name');
  if (!Array.isArray(s.children)) fail(id, 'children not array');
  if (s.output === undefined || s.input === undefined) fail(id, 'undefined input/output');
  if (s.type === 'llm') {
    if (s.input !== null) fail(id, 'llm input must be null');
    if (!(typeof s.output === 'string' && s.output.length) && !(captureOff && s.output === null)) fail(id, `llm output must be text (${s.name})`);
    if (s.children.length) fail(id, 'llm span with children');
  }
  if (s.type === 'tool' && 'error' in s) {
    if (typeof s.error !== 'string' || !s.error) fail(id, 'error must be a non-empty string');
    if (s.output !== null) fail(id, 'failed tool must have null output');
  }
  for (const ch of s.children) checkSpan(id, ch, captureOff);
}

export function validateRow(row, fam, idx) {
  const id = row.trace_id;
  if (JSON.stringify(Object.keys(row)) !== JSON.stringify(ROW_KEYS)) fail(id, 'row keys/order');
  if (id !== `${fam.name}-${String(idx + 1).padStart(2, '0')}`) fail(id, 'trace_id format');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(fam.name)) fail(id, 'family not kebab-case');
  if (row.family !== fam.name || row.isolates !== fam.isolates || row.loop !== fam.loop || row.stagnation !== fam.stagnation) fail(id, 'family labels');
  if (!fam.loop && fam.stagnation) fail(id, 'healthy family cannot be stagnating');
  const root = row.root;
  if (root.type !== 'agent') fail(id, 'root must be agent');
  if (root.input !== row.goal) fail(id, 'root input must equal goal');
  if (typeof root.output !== 'string' || !root.output) fail(id, 'root output must be text');
  checkSpan(id, root, fam.kind === 'capture-off');
  const n = countSpans(root);
  if (n < 6 || n > 40) fail(id, `span count ${n} outside 6..40`);

  const spans = allSpans(root);
  const tools = spans.filter((x) => x.s.type === 'tool').map((x) => x.s);
  const llms = spans.filter((x) => x.s.type === 'llm').map((x) => x.s);

  // group tool calls by (name, input)
  const groups = new Map();
  for (const t of tools) {
    const k = key(t);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(t);
  }

  switch (fam.kind) {
    case 'poll': {
      const ok = [...groups.values()].some((g) => {
        if (g.length < 4 || g.length > 7 || g.some((t) => 'error' in t)) return false;
        const norm = new Set(g.map((t) => normVolatile(t.output)));
        const raw = new Set(g.map((t) => JSON.stringify(t.output)));
        return norm.size === 1 && raw.size === g.length;
      });
      if (!ok) fail(id, 'poll: no group of 4-7 identical-up-to-volatile results');
      break;
    }
    case 'retry': {
      const ok = [...groups.values()].some((g) => {
        const errs = g.filter((t) => 'error' in t);
        if (errs.length < 3 || errs.length > 6 || g.some((t) => !('error' in t) && t.output !== null)) return false;
        const norm = new Set(errs.map((t) => normVolatile(t.error)));
        const raw = new Set(errs.map((t) => t.error));
        return norm.size === 1 && raw.size === errs.length;
      });
      if (!ok) fail(id, 'retry: no group of 3-6 identical-up-to-volatile errors without success');
      break;
    }
    case 'ask': {
      const asks = tools.filter((t) => /ask|human_input|clarif|prompt_user/i.test(t.name));
      if (asks.length < 3 || asks.length > 5) fail(id, `ask: ${asks.length} ask calls`);
      if (new Set(asks.map((t) => JSON.stringify(t.input))).size !== asks.length) fail(id, 'ask: questions must be reworded');
      const thoughts = llms.map((l) => l.output);
      if (thoughts.length < 2) fail(id, 'ask: needs restating model text');
      break;
    }
    case 'message': {
      const msgs = [
        ...tools.filter((t) => /reply|message|notify|post|send/i.test(t.name)).map((t) => argsText(t.input)),
        ...llms.map((l) => l.output),
      ].filter((m) => words(m).length >= 30);
      let best = 0;
      for (const m of msgs) best = Math.max(best, msgs.filter((o) => jaccard(m, o) >= 0.8).length);
      if (best < 2 || best > 4) fail(id, `message: ${best} near-verbatim long messages`);
      const errGroups = [...groups.values()].filter((g) => g.length >= 2 && g.every((t) => 'error' in t) && new Set(g.map((t) => normVolatile(t.error))).size === 1);
      if (!errGroups.length) fail(id, 'message: no repeated failing write');
      break;
    }
    case 'redelegate': {
      const ok = spans.some(({ s }) => {
        const byName = new Map();
        for (const ch of s.children) if (ch.type === 'agent') byName.set(ch.name, [...(byName.get(ch.name) || []), ch]);
        return [...byName.values()].some((g) => g.length >= 2 && g.length <= 4 && g.every((a) => jaccard(a.output, g[0].output) >= 0.7) && new Set(g.map((a) => a.input)).size === g.length);
      });
      if (!ok) fail(id, 'redelegate: no 2-4 reworded delegations with same report');
      break;
    }
    default: {
      // healthy families
      if (tools.some((t) => 'error' in t)) fail(id, 'healthy: contains failed call');
      for (const g of groups.values()) if (g.length > 1 && !isEmpty(g[0].input)) fail(id, `healthy: duplicate call ${g[0].name}`);
      const outs = llms.map((l) => l.output).filter((o) => o !== null);
      if (new Set(outs).size !== outs.length) fail(id, 'healthy: duplicate model text');
      for (let i = 0; i < outs.length; i++) for (let j = i + 1; j < outs.length; j++) if (words(outs[i]).length > 8 && jaccard(outs[i], outs[j]) > 0.6) fail(id, 'healthy: model text restates itself');
      if (fam.name === 'batch-uniform-acks') {
        const byOut = new Map();
        for (const t of tools) byOut.set(JSON.stringify(t.output), (byOut.get(JSON.stringify(t.output)) || 0) + 1);
        const most = Math.max(...byOut.values());
        if (most < 4 || most > 8) fail(id, `batch: ${most} calls share one ack`);
      }
      if (fam.name === 'similar-records-synthesis') {
        const byName = new Map();
        for (const t of [...tools, ...spans.filter((x) => x.s.type === 'retriever').map((x) => x.s)]) byName.set(t.name, (byName.get(t.name) || 0) + 1);
        if (Math.max(...byName.values()) < 4) fail(id, 'similar: need >=4 reads of the same kind');
      }
      if (fam.name === 'long-planning-progressive') {
        let run = 0, bestRun = 0;
        for (const ch of root.children.flatMap((x) => (x.type === 'agent' ? x.children : [x]))) {
          run = ch.type === 'llm' && words(ch.output).length >= 50 ? run + 1 : 0;
          bestRun = Math.max(bestRun, run);
        }
        if (bestRun < 4 || bestRun > 6) fail(id, `planning: ${bestRun} consecutive long steps`);
      }
      if (fam.name === 'delegation-distinct-subtasks') {
        const agents = spans.filter((x) => x.s.type === 'agent' && x.depth >= 1);
        const sameWorker = spans.some(({ s }) => {
          const g = s.children.filter((c) => c.type === 'agent');
          const names = g.map((a) => a.name);
          return names.some((nm) => names.filter((x) => x === nm).length >= 2);
        });
        const deep = agents.some((x) => x.depth >= 2);
        if (!sameWorker && !deep) fail(id, 'delegation: needs same-worker re-use or depth >= 2');
        const subInputs = agents.map((x) => x.s.input);
        if (new Set(subInputs).size !== subInputs.length) fail(id, 'delegation: sub-tasks must differ');
      }
      if (fam.kind === 'capture-off') {
        const empties = spans.filter(({ s }) => s !== root && isEmpty(s.input) && isEmpty(s.output));
        if (empties.length < 3) fail(id, 'capture-off: needs >=3 content-free spans');
        const nested = empties.filter(({ s, depth }) => (s.type === 'llm' || s.type === 'agent') && depth >= 1);
        const names = nested.map((x) => x.s.name);
        if (!names.some((nm) => names.filter((x) => x === nm).length >= 2)) fail(id, 'capture-off: needs same-named empty llm/agent spans');
      }
    }
  }
  return n;
}
