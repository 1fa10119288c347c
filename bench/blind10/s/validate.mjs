// Re-checks rows.jsonl: schema, span counts, trace ids, and that each row's labels and
// shape agree with its family. Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const HERE = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(HERE).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(pathToFileURL(join(HERE, f)).href);
    fams.push({ file: f, ...m });
  }
  return fams;
}

// ---- helpers ---------------------------------------------------------------
const walk = (s, fn, depth = 0, parent = null) => { fn(s, depth, parent); for (const c of s.children || []) walk(c, fn, depth + 1, s); };
const flat = (root) => { const out = []; walk(root, (s, d) => out.push({ s, d })); return out; };
const S = (v) => (typeof v === 'string' ? v : JSON.stringify(v ?? null));
const WORDS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM)\b/g;
export const norm = (v) => S(v).replace(WORDS, '~').replace(/\b(?=[\w-]*[A-Z])(?=[\w-]*[a-z])[\w-]{8,}\b/g, '#').replace(/[A-Za-z0-9_\-+/.]*\d[A-Za-z0-9_\-+/.]*/g, '#').replace(/\s+/g, ' ');
const BORING = /^(final_answer|send_message|action_listen|utter_.*)$/;
const ASK = /(ask|human|user_input|approval|approve|send_and_wait|sendandwait|clarif|confirm_with|request_input|utter_ask|wait for response)/i;

function llmText(o) {
  if (o == null) return '';
  if (typeof o === 'string') return o;
  if (typeof o.content === 'string') return o.content;
  if (o.content && Array.isArray(o.content.parts)) return o.content.parts.map((p) => p.text || '').join(' ');
  if (o.response && o.response.generations) return o.response.generations.flat().map((g) => g.text || '').join(' ');
  return '';
}
const toks = (t) => new Set(t.toLowerCase().replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean));
const jacc = (a, b) => { const A = toks(a), B = toks(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, A.size + B.size - i); };

function byName(spans) {
  const m = new Map();
  for (const { s } of spans) {
    if (s.type !== 'tool' || BORING.test(s.name)) continue;
    const key = s.name.replace(/^execute_tool /, '');
    if (!m.has(key)) m.set(key, []);
    m.get(key).push(s);
  }
  return m;
}

function checkSpan(s, path, errs) {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  for (const k of ['type', 'name']) if (typeof s[k] !== 'string' || !s[k]) errs.push(`${path}: ${k} must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// ---- per-family shape checks (by family number) ------------------------------
const FAMILY_CHECKS = {
  1(row, spans, e) { // reworded queries, all empty
    const best = [...byName(spans).values()].sort((a, b) => b.length - a.length)[0] || [];
    if (best.length < 4) e.push('needs >=4 calls of the same tool');
    if (new Set(best.map((s) => S(s.input))).size !== best.length) e.push('reworded queries must all differ');
    if (best.some((s) => s.output && /"total":\s*[1-9]|"count":\s*[1-9]|rowCount":\s*[1-9]/.test(JSON.stringify(s.output)))) e.push('a reworded query returned hits');
  },
  2(row, spans, e) { // different fixes, same verification failure
    const groups = [...byName(spans).entries()];
    const v = groups.find(([, l]) => l.length >= 3 && new Set(l.map((s) => norm([s.output, s.error]))).size === 1);
    if (!v) e.push('needs a verifier called >=3 times with identical (normalised) failure');
    const fixes = groups.filter(([n]) => !v || n !== v[0]).flatMap(([, l]) => l);
    if (new Set(fixes.map((s) => S(s.input))).size < 2) e.push('needs >=2 distinct fix actions');
  },
  3(row, spans, e) { // same question, same answer
    const asks = spans.filter(({ s }) => ASK.test(s.name) || (s.type === 'chain' && s.name === 'MessageProcessor.handle_message') || (s.type === 'chain' && s.name === 'Agent.step'));
    if (asks.length < 3) e.push('needs >=3 question/answer rounds');
  },
  4(row, spans, e) { // identical retry, same error
    const g = [...byName(spans).values()].find((l) => l.length >= 4 && new Set(l.map((s) => S(s.input))).size === 1 && l.every((s) => s.error));
    if (!g) e.push('needs >=4 identical calls that all fail');
    else if (new Set(g.map((s) => norm(s.error))).size !== 1) e.push('errors must be identical apart from noise');
  },
  5(row, spans, e) { // delegation loop
    const names = new Map();
    for (const { s, d } of spans) if (d > 0 && s.type === 'agent') names.set(s.name, (names.get(s.name) || 0) + 1);
    if (![...names.values()].some((n) => n >= 3)) e.push('needs the same sub-agent invoked >=3 times');
  },
  6(row, spans, e) { // reworded search that finds
    const best = [...byName(spans).values()].sort((a, b) => b.length - a.length)[0] || [];
    if (best.length < 2) e.push('needs >=2 searches');
    if (row.root.error) e.push('healthy run must not end in error');
  },
  7(row, spans, e) { // converging fix-verify
    const g = [...byName(spans).values()].filter((l) => l.length >= 2 && new Set(l.map((s) => norm([s.output, s.error]))).size === l.length);
    if (!g.length) e.push('needs a verifier whose results change each time');
    if (row.root.error) e.push('healthy run must not end in error');
  },
  8(row, spans, e) { // transient failure then success
    const g = [...byName(spans).values()].find((l) => l.length >= 2 && l.length <= 5 && l[0].error && !l[l.length - 1].error);
    if (!g) e.push('needs a call that fails first and succeeds on retry');
    else if (g.filter((s) => s.error).length > 3) e.push('at most three transient failures');
    if (row.root.error) e.push('healthy run must not end in error');
  },
  9(row, spans, e) { // clarifying question answered
    const asks = spans.filter(({ s }) => ASK.test(s.name) && s.type === 'tool').length
      + Math.max(0, spans.filter(({ s }) => s.type === 'chain' && s.name === 'Agent.step').length - 1);
    if (asks < 1 || asks > 3) e.push('needs 1-3 clarifying questions');
    if (row.root.error) e.push('healthy run must not end in error');
  },
  10(row, spans, e) { // batch with identical acks
    const g = [...byName(spans).values()].find((l) => l.length >= 4 && new Set(l.map((s) => S(s.input))).size === l.length);
    if (!g) e.push('needs >=4 calls of one tool with distinct items');
    if (row.root.error) e.push('healthy run must not end in error');
  },
};

function stagnationCheck(row, spans, e) {
  const texts = spans.filter(({ s }) => s.type === 'llm').map(({ s }) => llmText(s.output)).filter((t) => t.length >= 30);
  let pairs = 0, maxSim = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const sim = jacc(texts[i], texts[j]); maxSim = Math.max(maxSim, sim); if (sim >= 0.75) pairs++;
  }
  if (row.stagnation && pairs < 3) e.push(`stagnation=true but model text does not repeat (near-identical pairs=${pairs})`);
  if (!row.stagnation && maxSim >= 0.85) e.push(`stagnation=false but two model texts are near-identical (max jaccard ${maxSim.toFixed(2)})`);
}

export function validateRows(rows, fams) {
  const errors = [];
  const famByName = new Map(fams.map((f, i) => [f.family, { ...f, num: parseInt(f.file.slice(1)) }]));
  const seen = new Set();
  const perFam = new Map();
  rows.forEach((row, idx) => {
    const e = [];
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) e.push(`missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) e.push(`unexpected key ${k}`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') e.push('loop/stagnation must be booleans');
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k].trim()) e.push(`${k} must be a non-empty string`);
    const fam = famByName.get(row.family);
    if (!fam) e.push(`unknown family ${row.family}`);
    if (!/^.+-0[1-6]$/.test(row.trace_id || '') || !String(row.trace_id).startsWith(row.family + '-')) e.push('trace_id must be <family>-0N');
    if (seen.has(row.trace_id)) e.push('duplicate trace_id'); seen.add(row.trace_id);
    perFam.set(row.family, (perFam.get(row.family) || 0) + 1);
    if (row.root) {
      checkSpan(row.root, 'root', e);
      if (row.root.type !== 'agent') e.push('root span must be of type agent');
      const n = flat(row.root).length;
      if (n < 5 || n > 40) e.push(`span count ${n} outside 5..40`);
      const spans = flat(row.root);
      if (!spans.some(({ s }) => s.type === 'llm')) e.push('no llm span');
      if (fam) {
        if (row.loop !== fam.loop) e.push(`loop=${row.loop} but family says ${fam.loop}`);
        if (row.stagnation !== fam.stagnation) e.push(`stagnation=${row.stagnation} but family says ${fam.stagnation}`);
        FAMILY_CHECKS[fam.num]?.(row, spans, e);
        stagnationCheck(row, spans, e);
      }
      const blob = JSON.stringify(row.root).toLowerCase();
      for (const leak of [row.family.toLowerCase(), 'stagnat', 'loop detect', '"loop"']) if (blob.includes(leak)) e.push(`label leak in spans: ${leak}`);
    }
    if (e.length) errors.push(`row ${idx + 1} (${row.trace_id}): ` + e.join('; '));
  });
  for (const f of fams) if (perFam.get(f.family) !== 6) errors.push(`family ${f.family} has ${perFam.get(f.family) || 0} rows, expected 6`);
  return errors;
}

export function checkSources() {
  const errs = [];
  for (const f of readdirSync(HERE).filter((x) => x.endsWith('.mjs') && x !== 'validate.mjs')) {
    const src = readFileSync(join(HERE, f), 'utf8');
    if (/Math\.random/.test(src)) errs.push(`${f}: uses Math.random`);
    if (/Date\.now|new Date\(\s*\)|performance\.now|process\.hrtime/.test(src)) errs.push(`${f}: reads the clock`);
  }
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(HERE, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (err) { console.error(`line ${i + 1}: invalid JSON`); process.exit(1); } });
  const fams = await loadFamilies();
  const errors = [...validateRows(rows, fams), ...checkSources()];
  if (errors.length) { console.error(errors.join('\n')); console.error(`FAILED: ${errors.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
