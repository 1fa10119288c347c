// validate.mjs — checks rows.jsonl (schema + labels consistent with the family).
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { flatten, maskNoise, llmText, similarity, STYLES } from './lib.mjs';
import { FAMILIES } from './families.mjs';

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

// ------------------------------------------------------------ helpers handed to family checks
export const U = {
  spans: (row) => flatten(row.root).map((x) => x.span),
  tools: (row, name) => flatten(row.root).map((x) => x.span).filter((s) => (s.type === 'tool' || s.type === 'retriever') && (!name || s.name === name || (Array.isArray(name) && name.includes(s.name)))),
  llms: (row) => flatten(row.root).map((x) => x.span).filter((s) => s.type === 'llm'),
  mask: maskNoise,
  text: llmText,
  similarity,
  // the value a tool returned, unwrapped from the framework's envelope
  result(s) {
    const o = s.output;
    if (o && typeof o === 'object' && 'output.value' in o) return o['output.value'];
    if (o && typeof o === 'object' && 'output' in o && Object.keys(o).length === 1) {
      const x = o.output; return x && typeof x === 'object' && 'content' in x && 'tool_call_id' in x ? x.content : x;
    }
    return o;
  },
  args(s) {
    const i = s.input;
    if (i && typeof i === 'object' && 'input.value' in i) return i['input.value'];
    if (i && typeof i === 'object' && 'input' in i && Object.keys(i).length === 1) return i.input;
    return i;
  },
  str(v) { return typeof v === 'string' ? v : JSON.stringify(v); },
  // the run was cut off by a step/turn/iteration limit (error, canned output, or a forced last answer)
  endedOnLimit(row) {
    const re = /max(imum)?[ _]?(iterations|steps|turns|tool[ _]calls)|recursion limit|step ?limit|loop ?limit|tool rounds|number of steps/i;
    if (row.root.error && re.test(row.root.error)) return true;
    if (re.test(JSON.stringify(row.root.output ?? ''))) return true;
    const last = U.llms(row).at(-1);
    return !!last && re.test(JSON.stringify(last.input).slice(-600));
  },
  // one named argument of a tool call, whether args were recorded as an object, JSON text or a Python repr
  argValue(s, param) {
    const a = U.args(s);
    if (a && typeof a === 'object') return a[param];
    if (typeof a !== 'string') return undefined;
    try { return JSON.parse(a)[param]; } catch { /* not JSON */ }
    const m = new RegExp(`['"]${param}['"]: (?:'([^']*)'|"([^"]*)"|([-0-9.]+))`).exec(a);
    return m ? (m[1] ?? m[2] ?? Number(m[3])) : undefined;
  },
  // two results that differ only in volatile noise
  same(a, b) { return similarity(maskNoise(a), maskNoise(b)) >= 0.9; },
  // raw token-set overlap, numbers kept: low overlap means the second result carries new data
  overlap(a, b) {
    const tok = (v) => new Set(U.str(v).split(/[^A-Za-z0-9.]+/).filter(Boolean));
    const A = tok(a), B = tok(b); let i = 0; for (const x of A) if (B.has(x)) i++;
    return i / (A.size + B.size - i || 1);
  },
  // user turns as seen by the last (largest) model call
  userMessages(row) {
    const ls = U.llms(row);
    let best = null, size = -1;
    for (const s of ls) { const n = JSON.stringify(s.input).length; if (n > size) { size = n; best = s; } }
    if (!best) return [];
    let msgs = best.input;
    if (msgs && !Array.isArray(msgs)) msgs = msgs.messages ?? msgs['llm.input_messages'] ?? [];
    if (Array.isArray(msgs) && Array.isArray(msgs[0])) msgs = msgs[0];
    const out = [];
    for (const m of msgs ?? []) {
      const role = m.role ?? m['message.role'] ?? m.type;
      const c = m.content ?? m['message.content'];
      if ((role === 'user' || role === 'human') && typeof c === 'string') out.push(c);
    }
    return out;
  },
};

function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${where}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children must be an array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${where}: error must be a non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata must be an object`);
  (s.children ?? []).forEach((c, i) => checkSpan(c, `${where}.children[${i}]`, errs));
}

// Stagnation = the model's own text repeats (near-)verbatim.
export function stagnationEvidence(row) {
  const texts = U.llms(row).map(llmText).filter((t) => t.split(/\s+/).length >= 6);
  let best = 0, pair = null;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const s = similarity(texts[i], texts[j]);
    if (s > best) { best = s; pair = [i, j]; }
  }
  return { best, pair, n: texts.length };
}

export function validateRows(rows) {
  const errs = [];
  const byFamily = new Map(FAMILIES.map((m) => [m.family, m]));
  const seen = new Set();
  const domains = new Map();
  const perFamily = new Map();
  rows.forEach((row, idx) => {
    const where = `row ${idx + 1} (${row?.trace_id})`;
    const keys = Object.keys(row ?? {});
    if (keys.join(',') !== ROW_KEYS.join(',')) errs.push(`${where}: keys must be exactly ${ROW_KEYS.join(',')} (got ${keys.join(',')})`);
    const mod = byFamily.get(row.family);
    if (!mod) { errs.push(`${where}: unknown family ${row.family}`); return; }
    const m = /^(.+)-(0[1-6])$/.exec(row.trace_id ?? '');
    if (!m || m[1] !== row.family) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(row.trace_id);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 20) errs.push(`${where}: ${k} must be a sentence`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${where}: loop/stagnation must be booleans`);
    if (row.loop !== mod.loop) errs.push(`${where}: loop=${row.loop} but family ${row.family} is loop=${mod.loop}`);
    checkSpan(row.root, `${where} root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${where}: root span must be type agent`);
    const all = flatten(row.root);
    if (all.length < 5 || all.length > 40) errs.push(`${where}: ${all.length} spans (want 5..40)`);
    if (!all.some((x) => x.span.type === 'llm')) errs.push(`${where}: no llm span`);
    if (!all.some((x) => x.span.type === 'tool' || x.span.type === 'retriever')) errs.push(`${where}: no tool span`);
    for (const { span } of all) if (span.type === 'tool' && span.metadata && /ERROR|error/.test(JSON.stringify(span.metadata.status ?? span.metadata.level ?? '')) && !span.error) errs.push(`${where}: tool ${span.name} marked failed without error`);
    // stagnation label vs the text
    const ev = stagnationEvidence(row);
    if (row.stagnation && ev.best < 0.8) errs.push(`${where}: stagnation=true but the closest pair of model texts is only ${ev.best.toFixed(2)} similar`);
    if (!row.stagnation && ev.best >= 0.7) errs.push(`${where}: stagnation=false but two model texts are ${ev.best.toFixed(2)} similar (pair ${ev.pair})`);
    // family-specific behaviour
    const sc = mod.rows.find((r) => `${mod.family}-${r.n}` === row.trace_id);
    if (!sc) errs.push(`${where}: no scenario definition`);
    else {
      if (sc.stagnation !== row.stagnation) errs.push(`${where}: stagnation differs from scenario definition`);
      if (domains.has(sc.domain)) errs.push(`${where}: domain "${sc.domain}" already used by ${domains.get(sc.domain)}`);
      domains.set(sc.domain, row.trace_id);
      try {
        for (const p of mod.check(row, sc.key ?? {}, U)) errs.push(`${where}: ${p}`);
      } catch (e) { errs.push(`${where}: family check crashed: ${e.stack}`); }
      if (!perFamily.has(row.family)) perFamily.set(row.family, []);
      perFamily.get(row.family).push(sc.style);
    }
  });
  for (const mod of FAMILIES) {
    const st = perFamily.get(mod.family) ?? [];
    if (st.length !== 6) errs.push(`family ${mod.family}: ${st.length} rows (want 6)`);
    const missing = STYLES.filter((s) => !st.includes(s));
    if (missing.length) errs.push(`family ${mod.family}: styles not used: ${missing.join(',')}`);
  }
  return errs;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const file = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s) in ${file}`); process.exit(1); }
  const loops = rows.filter((r) => r.loop).length; const stag = rows.filter((r) => r.stagnation).length;
  console.log(`OK ${rows.length} rows (${loops} loop, ${rows.length - loops} healthy, ${stag} stagnation) in ${file}`);
}
