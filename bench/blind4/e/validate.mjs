// Structural and per-family validation of generated rows. Throws on the first problem list.

const TYPES = new Set(['agent', 'llm', 'tool', 'retriever']);

export function flatten(span, out = []) {
  out.push(span);
  for (const ch of span.children) flatten(ch, out);
  return out;
}

function canon(input) {
  if (typeof input === 'string') {
    try { const v = JSON.parse(input); if (v && typeof v === 'object') return JSON.stringify(v); } catch { /* plain string */ }
  }
  return JSON.stringify(input);
}

// Replace volatile parts (timestamps, ids, hashes, and optionally all digits).
export function norm(v, digits = true) {
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  s = s
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z| ?UTC|[+-]\d{2}:?\d{2})?/g, '<ts>')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<ts>')
    .replace(/\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}/g, '<ts>')
    .replace(/\b\d{2}:\d{2}:\d{2}\b/g, '<ts>')
    .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi, '<hex>')
    .replace(/\b([a-z]{2,6})_[A-Za-z0-9]{8,}\b/g, '$1_<id>');
  if (digits) s = s.replace(/\d+(\.\d+)?/g, '#');
  return s;
}

export function isEmptyResult(o) {
  if (o === null || o === undefined) return false;
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === 'string') return /\b(no results|no matches|not found|0 results|none found)\b/i.test(o);
  if (typeof o === 'object') {
    if (o.status === 'NOT_FOUND') return true;
    const arrays = Object.values(o).filter(Array.isArray);
    const counts = ['count', 'total', 'hits', 'total_results'].filter((k) => typeof o[k] === 'number').map((k) => o[k]);
    if (!arrays.length && !counts.length) return false;
    return arrays.every((a) => a.length === 0) && counts.every((n) => n === 0);
  }
  return false;
}

const words = (t) => t.toLowerCase().match(/[a-z0-9€$.%'-]+/g) || [];
function jaccard(a, b) {
  const A = new Set(words(a)); const B = new Set(words(b));
  let inter = 0; for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter);
}

function stringsIn(v) {
  if (typeof v === 'string') { try { const p = JSON.parse(v); if (p && typeof p === 'object') return stringsIn(p); } catch { /* */ } return [v]; }
  if (v && typeof v === 'object') return Object.values(v).flatMap(stringsIn);
  return [];
}

// model's own text: llm outputs, and text sent to people through message-like tools
function modelTexts(flat) {
  const res = [];
  flat.forEach((s, i) => {
    if (s.type === 'llm' && typeof s.output === 'string') res.push({ i, text: s.output });
    else if (s.type === 'tool' && /(send|post|reply|message|notify|ask|sms|email)/i.test(s.name)) {
      const t = stringsIn(s.input).filter((x) => x.split(/\s+/).length >= 8).join(' ');
      if (t) res.push({ i, text: t });
    }
  });
  return res;
}

function checkSpan(s, errs, path) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (!TYPES.has(s.type)) errs.push(`${path}: bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if (s.type === 'llm') {
    if (s.input !== null) errs.push(`${path}: llm input must be null`);
    if (typeof s.output !== 'string' || !s.output) errs.push(`${path}: llm output must be text`);
    if (s.children.length) errs.push(`${path}: llm with children`);
  }
  if ('error' in s) {
    if (s.output !== null) errs.push(`${path}: error span must have null output`);
    if (typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  }
  if ((s.type === 'tool' || s.type === 'retriever') && s.children.length) errs.push(`${path}: tool with children`);
  (s.children || []).forEach((c, k) => checkSpan(c, errs, `${path}.${k}`));
}

export function validateRow(row, meta, kind) {
  const errs = [];
  const keys = Object.keys(row).join(',');
  if (keys !== 'trace_id,family,isolates,loop,stagnation,goal,root') errs.push(`key order ${keys}`);
  if (!/^[a-z0-9-]+-\d{2}$/.test(row.trace_id)) errs.push('trace_id format');
  const r = row.root;
  checkSpan(r, errs, 'root');
  if (r.type !== 'agent') errs.push('root not agent');
  if (r.input !== row.goal) errs.push('root input != goal');
  if (typeof r.output !== 'string' || !r.output) errs.push('root output missing');
  const flat = flatten(r);
  if (flat.length < 5 || flat.length > 40) errs.push(`span count ${flat.length}`);
  const calls = flat.filter((s) => s.type === 'tool' || s.type === 'retriever');
  const strInputs = calls.filter((s) => typeof s.input === 'string' && s.input.startsWith('{'));
  const objInputs = calls.filter((s) => s.input && typeof s.input === 'object');
  if (meta.strArgs && (objInputs.length || !strInputs.length)) errs.push('strArgs row must use JSON-string args');
  if (!meta.strArgs && strInputs.length) errs.push('non-strArgs row has JSON-string args');

  const texts = modelTexts(flat);
  const pairs = [];
  for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) {
    const ta = texts[a].text; const tb = texts[b].text;
    if (words(ta).length >= 15 && words(tb).length >= 15) {
      const j = jaccard(ta, tb);
      if (j >= 0.7) pairs.push({ a: texts[a], b: texts[b], j });
    }
  }
  const p = meta.probe || {};
  const pick = (name, match) => flat.filter((s) => (s.type === 'tool' || s.type === 'retriever') && s.name === name && (!match || canon(s.input).includes(match)));
  const res = (s) => ('error' in s ? s.error : s.output);

  if (kind !== 'verbatim-repeat' && pairs.length) errs.push(`unexpected near-duplicate model text (j=${pairs[0].j.toFixed(2)})`);

  switch (kind) {
    case 'reworded-empty': {
      const cs = pick(p.tool);
      if (cs.length < 3 || cs.length > 6) errs.push(`lookup count ${cs.length}`);
      if (!cs.every((s) => isEmptyResult(s.output))) errs.push('a lookup was not empty');
      if (new Set(cs.map((s) => canon(s.input))).size !== cs.length) errs.push('lookup args not all reworded');
      break;
    }
    case 'same-failure': {
      const cs = pick(p.check, p.checkMatch);
      if (cs.length < 4) errs.push(`check count ${cs.length}`);
      if (new Set(cs.map((s) => norm(res(s)))).size !== 1) errs.push('check outputs differ beyond volatile parts');
      if (new Set(cs.map((s) => JSON.stringify(res(s)))).size < 2) errs.push('check outputs carry no volatile noise');
      if (new Set(cs.map((s) => canon(s.input))).size !== 1) errs.push('check command changed');
      const idx = cs.map((s) => flat.indexOf(s));
      const fixes = [];
      for (let k = 1; k < idx.length; k++) {
        const between = flat.slice(idx[k - 1] + 1, idx[k]).filter((s) => (s.type === 'tool') && !cs.includes(s) && !/slack|post|note|message/.test(s.name));
        if (!between.length) errs.push(`no fix between checks ${k - 1} and ${k}`);
        fixes.push(between.map((s) => canon(s.input)).join('|'));
      }
      if (new Set(fixes).size !== fixes.length) errs.push('fixes not all different');
      if (flat.indexOf(cs[cs.length - 1]) < idx[idx.length - 1]) errs.push('order');
      break;
    }
    case 'same-status': {
      const cs = pick(p.tool);
      if (cs.length < 4 || cs.length > 7) errs.push(`status call count ${cs.length}`);
      if (new Set(cs.map((s) => canon(s.input))).size !== 1) errs.push('status args differ');
      if (new Set(cs.map((s) => norm(s.output))).size !== 1) errs.push('status results differ beyond volatile parts');
      if (new Set(cs.map((s) => JSON.stringify(s.output))).size !== cs.length) errs.push('status results lack per-call volatile noise');
      break;
    }
    case 'verbatim-repeat': {
      const long = pairs.filter((x) => words(x.a.text).length >= 30 && x.j >= 0.8);
      if (long.length !== 1) errs.push(`expected exactly one long near-verbatim pair, got ${long.length}`);
      else {
        const { a, b } = long[0];
        const prior = flat.slice(0, a.i);
        for (const s of flat.slice(a.i + 1, b.i)) {
          const dup = (s.type === 'tool' || s.type === 'retriever') && prior.some((q) => q !== s && q.name === s.name && canon(q.input) === canon(s.input) && norm(q.output) === norm(s.output));
          if (!dup) errs.push(`new information between repeats: ${s.name}`);
        }
      }
      break;
    }
    case 'many-reads': {
      const cs = pick(p.tool);
      if (cs.length < 4) errs.push(`read count ${cs.length}`);
      if (new Set(cs.map((s) => canon(s.input))).size !== cs.length) errs.push('read targets repeat');
      if (new Set(cs.map((s) => norm(s.output, false))).size !== cs.length) errs.push('read contents repeat');
      const shapes = new Set(cs.map((s) => (s.output && typeof s.output === 'object' ? Object.keys(s.output).join(',') : typeof s.output)));
      if (shapes.size !== 1) errs.push('read results differ in shape');
      const last = flat.indexOf(cs[cs.length - 1]);
      if (!flat.slice(last + 1).some((s) => s.type === 'llm')) errs.push('no synthesis after reads');
      break;
    }
    case 'refined-search': {
      const cs = flat.filter((s) => (s.type === 'tool' || s.type === 'retriever') && p.tools.includes(s.name));
      const k = cs.findIndex((s) => !isEmptyResult(s.output));
      if (k < 1 || k > 2) errs.push(`expected 1-2 empty searches before the hit, got ${k}`);
      if (k !== cs.length - 1) errs.push('hit is not the final search');
      const hit = cs[k];
      if (hit && cs.slice(0, k).some((s) => s.name === hit.name && canon(s.input) === canon(hit.input))) errs.push('refined search identical to an empty one');
      if (hit && !JSON.stringify(hit.output).includes(p.used)) errs.push('used token not in hit');
      if (hit && !r.output.includes(p.used)) errs.push('hit not used in final answer');
      break;
    }
    case 'polling': {
      const cs = pick(p.tool, p.match);
      if (cs.length < 4) errs.push(`poll count ${cs.length}`);
      if (new Set(cs.map((s) => canon(s.input))).size !== 1) errs.push('poll args differ');
      const early = cs.slice(0, -1);
      if (new Set(early.map((s) => norm(s.output))).size !== 1) errs.push('early polls differ beyond timestamps');
      if (new Set(early.map((s) => JSON.stringify(s.output))).size !== early.length) errs.push('early polls lack timestamp noise');
      if (norm(cs[cs.length - 1].output) === norm(early[0].output)) errs.push('final poll did not change');
      const after = flat.slice(flat.indexOf(cs[cs.length - 1]) + 1).filter((s) => (s.type === 'tool' || s.type === 'agent') && !cs.includes(s) && !/^(sleep|wait)$/.test(s.name));
      if (!after.length) errs.push('no action after status change');
      break;
    }
    case 'fix-cycle': {
      const cs = pick(p.check, p.match);
      if (cs.length < 3) errs.push(`check count ${cs.length}`);
      if (new Set(cs.map((s) => canon(s.input))).size !== 1) errs.push('check command changed');
      const re = new RegExp(p.countRe);
      const counts = cs.map((s) => { const m = JSON.stringify(res(s)).match(re); return m ? Number(m[1]) : 0; });
      for (let k = 1; k < counts.length; k++) if (!(counts[k] < counts[k - 1])) errs.push(`count not dropping: ${counts}`);
      if (counts[counts.length - 1] !== 0) errs.push(`final count ${counts}`);
      const idx = cs.map((s) => flat.indexOf(s));
      for (let k = 1; k < idx.length; k++) if (!flat.slice(idx[k - 1] + 1, idx[k]).some((s) => s.type === 'tool' || s.type === 'agent')) errs.push('no fix between checks');
      meta._counts = counts;
      break;
    }
    default: errs.push(`unknown kind ${kind}`);
  }
  return { errs, spans: flat.length, strArgs: strInputs.length > 0 };
}
