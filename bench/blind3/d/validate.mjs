// Row validation: schema checks for every row plus a family-specific sanity
// check that the scenario really shows what its family claims.

export const DOMAINS = ['coding agent', 'browser automation', 'customer support', 'data/analytics', 'travel booking', 'devops/SRE', 'research assistant', 'e-commerce ops', 'HR/recruiting', 'finance/accounting', 'healthcare scheduling', 'legal document review'];
const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);

function fail(id, msg) { throw new Error(`[${id}] ${msg}`); }

// pre-order walk with depth (root depth 0)
export function flatten(root) {
  const out = [];
  (function walk(s, d, parent) { out.push({ s, d, parent }); for (const c of s.children) walk(c, d + 1, s); })(root, 0, null);
  return out;
}

const words = (t) => String(t).toLowerCase().match(/[a-z0-9$€£.,'’-]+/g) || [];
const wordCount = (t) => words(t).length;
function jaccard(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}

const VOL_KEY = /(^id$|_id$|Id$|_at$|At$|_ms$|^ms$|time|Time|date$|Date$|etag|hash|sha|attempt|poll|request|Request|trace|heartbeat|resourceVersion|checked|retrieved|fetched|elapsed|duration|wall|cost|served_by|^ts$|bytes_scanned|correlation|^created$|^retrieved$|network_idle)/;
const VOL_STR = [
  [/ISA\*[^~]*~/g, '<ISA>'],
  [/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, '<TS>'],
  [/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<TS>'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>'],
  [/\b\d+ (second|minute|hour)s? ago/g, '<AGO>'],
  [/(request[-_ ]id[:=]?\s*)[A-Za-z0-9:_-]+/gi, '$1<RID>'],
  [/(attempt|poll|retry)[=:]\s*\d+/gi, '$1=<N>'],
  [/\b(req|msg|off|evt|u|txn|o|bulk)_[A-Za-z0-9]+/g, '$1_<ID>'],
  [/\b[0-9a-f]{7,}\b/gi, '<HEX>'],
  [/\b[A-Z0-9]{12,}\b/g, '<TOKEN>'],
  [/\d{6,}/g, '<NUM>'],
];
export function stripVolatile(v, maskDigits = false) {
  if (typeof v === 'string') {
    let s = v; for (const [re, r] of VOL_STR) s = s.replace(re, r);
    if (maskDigits) s = s.replace(/\d+(\.\d+)?/g, '#');
    return s;
  }
  if (typeof v === 'number') return maskDigits ? '#' : v;
  if (Array.isArray(v)) return v.map((x) => stripVolatile(x, maskDigits));
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v)) o[k] = VOL_KEY.test(k) ? '<V>' : stripVolatile(v[k], maskDigits);
    return o;
  }
  return v;
}
const canon = (v, m) => JSON.stringify(stripVolatile(v, m));

function checkSpan(id, s, fam, path) {
  if (!s || typeof s !== 'object') fail(id, `span at ${path} not an object`);
  const keys = Object.keys(s);
  const want = 'error' in s ? ['type', 'name', 'input', 'output', 'error', 'children'] : ['type', 'name', 'input', 'output', 'children'];
  if (keys.join() !== want.join()) fail(id, `span keys at ${path}: ${keys.join()}`);
  if (!TYPES.has(s.type)) fail(id, `bad type ${s.type} at ${path}`);
  if (typeof s.name !== 'string' || !s.name) fail(id, `bad name at ${path}`);
  if (!Array.isArray(s.children)) fail(id, `children not array at ${path}`);
  if (s.output === undefined || s.input === undefined) fail(id, `undefined io at ${path}`);
  if (s.type === 'llm') {
    const blankOk = fam === 'content-capture-disabled';
    if (!blankOk && s.input !== null) fail(id, `llm input must be null at ${path}`);
    if (!blankOk && (typeof s.output !== 'string' || !s.output)) fail(id, `llm output must be text at ${path}`);
    if (s.children.length) fail(id, `llm with children at ${path}`);
  }
  if ('error' in s) {
    if (s.type !== 'tool' && s.type !== 'retriever') fail(id, `error on ${s.type}`);
    if (typeof s.error !== 'string' || !s.error) fail(id, `bad error at ${path}`);
    if (s.output !== null) fail(id, `failed call must have output null at ${path}`);
  }
  s.children.forEach((c, i) => checkSpan(id, c, fam, `${path}/${i}:${c && c.name}`));
}

const isMsgTool = (s) => s.type === 'tool' && /send|reply|post_update|message/.test(s.name) && !/email\.send_template/.test(s.name);
function msgText(s) {
  if (s.type === 'llm') return typeof s.output === 'string' ? s.output : null;
  if (isMsgTool(s)) {
    const inp = typeof s.input === 'string' ? JSON.parse(s.input) : s.input;
    return inp && (inp.body || inp.text) || null;
  }
  return null;
}
const parsed = (x) => (typeof x === 'string' && /^[[{]/.test(x) ? JSON.parse(x) : x);

export function validateRow(row, famDef, def) {
  const id = row.trace_id;
  const keys = Object.keys(row).join();
  if (keys !== 'trace_id,family,isolates,loop,stagnation,goal,root') fail(id, 'row keys ' + keys);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*-0[1-6]$/.test(id) || !id.startsWith(row.family + '-')) fail(id, 'bad trace_id');
  if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') fail(id, 'labels not bool');
  if (!row.loop && row.stagnation) fail(id, 'healthy with stagnation');
  if (!DOMAINS.includes(def.domain)) fail(id, 'unknown domain ' + def.domain);
  const root = row.root;
  if (root.type !== 'agent') fail(id, 'root not agent');
  if (root.input !== row.goal || typeof row.goal !== 'string' || row.goal.length < 20) fail(id, 'root input != goal');
  if (typeof root.output !== 'string' || !root.output) fail(id, 'root output missing');
  checkSpan(id, root, row.family, 'root');
  const flat = flatten(root);
  if (flat.length < 5 || flat.length > 40) fail(id, `span count ${flat.length} outside 5..40`);
  const spans = flat.map((f) => f.s);
  const e = def.expect || {};

  // text-level stagnation sanity for families labelled stagnation=false
  const texts = spans.map(msgText).filter((t) => t && wordCount(t) >= 20);
  if (!row.stagnation) {
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++)
      if (jaccard(texts[i], texts[j]) > 0.8) fail(id, 'near-duplicate model text in a stagnation=false row');
  }
  if (!row.loop && /max_steps|max_iterations|budget exhausted|aborting|step limit|not (booked|created|sent)/i.test(root.output)) fail(id, 'healthy row ends with a stop message');

  switch (famDef.key) {
    case 'paging': {
      const calls = spans.filter((s) => s.name === e.pagingTool);
      const k = e.emptyRepeats;
      if (k < 3 || calls.length < k + 2) fail(id, 'not enough paging calls');
      const tail = calls.slice(-k).map((s) => canon(parsed(s.output), true));
      if (new Set(tail).size !== 1) fail(id, 'trailing pages differ');
      if (canon(parsed(calls[calls.length - k - 1].output), true) === tail[0]) fail(id, 'no real last page before empties');
      if (!/\[\]|"new_cards_loaded":"#"|END_OF_SET/.test(tail[0])) fail(id, 'trailing page does not look empty');
      break;
    }
    case 'volatile': {
      const calls = spans.filter((s) => s.name === e.pollTool && (!e.pollMatch || JSON.stringify(s.input).includes(e.pollMatch)) && !(s.output === null && !('error' in s)));
      if (calls.length !== e.repeats || e.repeats < 4 || e.repeats > 7) fail(id, `poll count ${calls.length}`);
      const raw = new Set(calls.map((s) => JSON.stringify(s.output)));
      if (raw.size !== calls.length) fail(id, 'raw poll results should differ in volatile parts');
      const norm = new Set(calls.map((s) => canon(s.output)));
      if (norm.size !== 1) fail(id, 'poll results differ beyond volatile parts: ' + [...norm].join('\n'));
      if (new Set(calls.map((s) => JSON.stringify(s.input))).size !== 1) fail(id, 'poll inputs differ');
      break;
    }
    case 'repeatmsg': {
      const seq = spans.map((s) => ({ s, t: msgText(s) }));
      const long = seq.filter((x) => x.t && wordCount(x.t) >= 30);
      const base = long.find((x) => long.filter((y) => jaccard(x.t, y.t) >= 0.85).length >= 2);
      if (!base) fail(id, 'no repeated long message');
      const reps = long.filter((y) => jaccard(base.t, y.t) >= 0.85);
      if (reps.length !== e.msgs || reps.length < 2 || reps.length > 3) fail(id, `repeated msg count ${reps.length}`);
      const idx = reps.map((r) => spans.indexOf(r.s));
      const fails = spans.map((s, i) => [s, i]).filter(([s]) => s.name === e.failTool && 'error' in s);
      if (new Set(fails.map(([s]) => stripVolatile(s.error, true))).size !== 1) fail(id, 'failing errors differ');
      for (let k = 1; k < idx.length; k++) if (!fails.some(([, i]) => i > idx[k - 1] && i < idx[k])) fail(id, 'no failure between messages');
      if (spans.some((s) => s.name === e.failTool && !('error' in s))) fail(id, 'failing action succeeded');
      break;
    }
    case 'flipflop': {
      const calls = spans.filter((s) => s.name === e.flipTool).slice(e.skip || 0);
      if (calls.length !== e.cycles || calls.length < 4) fail(id, `flip calls ${calls.length}`);
      const sig = calls.map((s) => ('error' in s ? 'E:' + stripVolatile(s.error, true) : 'O:' + canon(s.output, true)) + '|' + canon(parsed(s.input), false));
      for (let i = 1; i < sig.length; i++) if (sig[i] === sig[i - 1]) fail(id, 'flip: consecutive identical states');
      for (let i = 2; i < sig.length; i++) if (sig[i] !== sig[i - 2]) fail(id, 'flip: state does not reproduce earlier result');
      if (new Set(sig).size !== 2) fail(id, 'flip: not two states');
      break;
    }
    case 'pagesok': {
      const calls = spans.filter((s) => s.name === e.pageTool && (!e.only || e.only(s)));
      if (calls.length < 2) fail(id, 'too few pages');
      const seen = new Set(); let empties = 0;
      calls.forEach((s, i) => {
        if ('error' in s) fail(id, 'page error');
        const items = e.items(s.output);
        if (!items.length) { empties++; if (i !== calls.length - 1) fail(id, 'empty page not at the end'); }
        for (const it of items) { if (seen.has(it)) fail(id, 'repeated item ' + it); seen.add(it); }
      });
      if (empties > 1) fail(id, 'more than one empty page');
      break;
    }
    case 'backoff': {
      const firstErr = spans.find((s) => s.name === e.retryTool && 'error' in s);
      if (!firstErr) fail(id, 'no transient failure');
      const calls = spans.filter((s) => s.name === e.retryTool && JSON.stringify(s.input) === JSON.stringify(firstErr.input));
      const errs = calls.filter((s) => 'error' in s);
      if (errs.length !== e.failures || errs.length < 1 || errs.length > 3) fail(id, 'failure count');
      if (calls.slice(0, e.failures).some((s) => !('error' in s))) fail(id, 'failures not first');
      const ok = calls[e.failures];
      if (!ok || 'error' in ok || ok.output == null) fail(id, 'no success after failures');
      if (new Set(errs.map((s) => stripVolatile(s.error, true))).size !== 1) fail(id, 'transient errors differ');
      if (new Set(errs.map((s) => s.error)).size !== errs.length && errs.length > 1) fail(id, 'errors should carry fresh ids');
      if (!/429|503|rate.?limit|unavailable|throttl/i.test(errs[0].error)) fail(id, 'not a transient error');
      if (new Set(calls.slice(0, e.failures + 1).map((s) => JSON.stringify(s.input))).size !== 1) fail(id, 'retry inputs differ');
      break;
    }
    case 'planning': {
      let best = [];
      for (const { s } of flat) {
        let run = [];
        for (const c of s.children) {
          if (c.type === 'llm') run.push(c); else run = [];
          if (run.length > best.length) best = run.slice();
        }
      }
      if (best.length < e.minThoughts || best.length < 4 || best.length > 6) fail(id, `thought run ${best.length}`);
      for (const t of best) if (wordCount(t.output) < 45) fail(id, 'short thought');
      for (let i = 0; i < best.length; i++) for (let j = i + 1; j < best.length; j++)
        if (jaccard(best[i].output, best[j].output) >= 0.4) fail(id, 'thoughts overlap too much');
      for (const t of best) if (!/\d/.test(t.output)) fail(id, 'thought without concrete numbers');
      break;
    }
    case 'delegation': {
      const agents = flat.filter((f) => f.s.type === 'agent' && f.d > 0);
      if (e.worker) {
        const w = agents.filter((f) => f.s.name === e.worker).map((f) => f.s);
        if (w.length !== e.times || w.length < 2) fail(id, 'worker count');
        if (new Set(w.map((s) => s.input)).size !== w.length) fail(id, 'worker inputs repeat');
        if (new Set(w.map((s) => s.output)).size !== w.length) fail(id, 'worker outputs repeat');
      } else {
        const maxD = Math.max(...agents.map((f) => f.d));
        if (maxD < 2) fail(id, 'no sub-sub-agent');
        if (new Set(agents.map((f) => f.s.input)).size !== agents.length) fail(id, 'agent inputs repeat');
      }
      if (spans.some((s) => 'error' in s)) fail(id, 'delegation row should be clean');
      break;
    }
    case 'capture': {
      const isBlank = (v) => v === null || (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
      const blanks = flat.filter((f) => f.d > 0 && isBlank(f.s.input) && isBlank(f.s.output)).map((f) => f.s);
      if (blanks.length < e.minBlank || blanks.length < 3) fail(id, `blank spans ${blanks.length}`);
      const names = {};
      for (const s of blanks) if (s.type === 'llm' || s.type === 'agent') names[s.name] = (names[s.name] || 0) + 1;
      if (!Object.values(names).some((c) => c >= 2)) fail(id, 'no same-named blank llm/agent spans');
      const content = spans.slice(1).filter((s) => !(isBlank(s.input) && isBlank(s.output))).map((s) => JSON.stringify([s.input, s.output]));
      if (new Set(content).size !== content.length) fail(id, 'recorded content repeats');
      if (spans.some((s) => 'error' in s)) fail(id, 'capture row should be clean');
      break;
    }
    default: fail(id, 'unknown family key ' + famDef.key);
  }
  return { spans: flat.length, stringArgs: spans.some((s) => (s.type === 'tool' || s.type === 'retriever') && typeof s.input === 'string' && /^[[{]/.test(s.input)), tools: [...new Set(spans.filter((s) => s.type !== 'agent' && s.type !== 'llm').map((s) => s.name))].sort().join(',') };
}
