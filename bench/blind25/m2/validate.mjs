// Re-checks rows.jsonl: schema, span tree shape, and each row's labels against its family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const HERE = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(HERE).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(pathToFileURL(join(HERE, f)).href);
    fams.push({ file: f, FAMILY: m.FAMILY, LOOP: m.LOOP, STAGNATION: m.STAGNATION, scenarios: m.scenarios });
  }
  return fams;
}

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs, stats, depth) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  stats.count++;
  stats.maxDepth = Math.max(stats.maxDepth, depth);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  if (s.type === 'tool') stats.tools.push(s.name);
  if (s.type === 'llm') stats.llms.push(s);
  if (s.type === 'agent') stats.agentDepths.push(depth);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats, depth + 1));
}

// Natural-language strings in an llm span's output (JSON strings are opened up).
export function llmTexts(out) {
  const res = [];
  const SKIP = /(^id$|_id$|Id$|^arguments$|^args$|^input$|^partial_json$|^model|^signature|^command$|^next_tool_args$)/;
  const visit = (v, key) => {
    if (typeof v === 'string') {
      const t = v.trim();
      if ((t.startsWith('{') || t.startsWith('[')) && t.length > 1) { try { visit(JSON.parse(t), key); return; } catch { /* plain */ } }
      if (key && SKIP.test(key)) return;
      if (t.length >= 25 && / /.test(t)) res.push(t);
    } else if (Array.isArray(v)) v.forEach((x) => visit(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!SKIP.test(k)) visit(x, k); }
  };
  visit(out, null);
  return res;
}
const words = (s) => new Set(s.toLowerCase().replace(/[^a-z0-9à-ÿ' ]+/g, ' ').split(/\s+/).filter(Boolean));
export function jaccard(a, b) { const A = words(a), B = words(b); let n = 0; for (const x of A) if (B.has(x)) n++; return n / (A.size + B.size - n || 1); }

export function validateRows(rows, fams) {
  const errs = [];
  const famMap = new Map(fams.map((f) => [f.FAMILY, f]));
  const seen = new Set();
  const perFam = new Map();
  rows.forEach((row, i) => {
    const at = `row ${i + 1} (${row && row.trace_id})`;
    if (!row || typeof row !== 'object') { errs.push(`${at}: not an object`); return; }
    for (const k of ROW_KEYS) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!ROW_KEYS.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k].trim()) errs.push(`${at}: ${k} must be a non-empty string`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(row.trace_id);
    const m = /^(.+)-(0[1-6])$/.exec(row.trace_id || '');
    if (!m || m[1] !== row.family) errs.push(`${at}: trace_id must be <family>-0N`);
    const fam = famMap.get(row.family);
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); return; }
    perFam.set(row.family, (perFam.get(row.family) || 0) + 1);
    if (row.loop !== fam.LOOP) errs.push(`${at}: loop=${row.loop} but family says ${fam.LOOP}`);
    if (row.stagnation !== fam.STAGNATION) errs.push(`${at}: stagnation=${row.stagnation} but family says ${fam.STAGNATION}`);
    if ((row.isolates.match(/[.!?](\s|$)/g) || []).length > 1) errs.push(`${at}: isolates should be one sentence`);
    const stats = { count: 0, maxDepth: 0, tools: [], llms: [], agentDepths: [] };
    checkSpan(row.root, `${at} root`, errs, stats, 0);
    if (row.root && row.root.type !== 'agent' && row.root.type !== 'chain') errs.push(`${at}: root should be an agent (or framework graph) span`);
    if (stats.count < 5 || stats.count > 40) errs.push(`${at}: ${stats.count} spans, want 5..40`);
    const toolCounts = {};
    for (const t of stats.tools) toolCounts[t] = (toolCounts[t] || 0) + 1;
    const maxRepeat = Math.max(0, ...Object.values(toolCounts));
    // loop consistency: something repeats (a tool 3+ times) or delegation nests 3+ agent levels
    const nestedAgents = new Set(stats.agentDepths).size;
    if (row.loop && maxRepeat < 3 && nestedAgents < 4) errs.push(`${at}: loop=true but no tool repeats 3+ times and no 3-level delegation`);
    // stagnation consistency, measured on model text only
    const perSpan = stats.llms.map((s) => llmTexts(s.output));
    let best = 0; let dup = null;
    for (let a = 0; a < perSpan.length; a++) for (let b = a + 1; b < perSpan.length; b++) for (const x of perSpan[a]) for (const y of perSpan[b]) {
      const j = jaccard(x, y); if (j > best) best = j;
      if (x.replace(/\s+/g, ' ').toLowerCase() === y.replace(/\s+/g, ' ').toLowerCase() && x.length >= 30) dup = x;
    }
    if (row.stagnation && best < 0.6) errs.push(`${at}: stagnation=true but no two llm texts are near-verbatim (best jaccard ${best.toFixed(2)})`);
    if (!row.stagnation && dup) errs.push(`${at}: stagnation=false but llm text repeats verbatim: "${dup.slice(0, 80)}"`);
    if (!row.stagnation && best >= 0.9) errs.push(`${at}: stagnation=false but llm texts nearly identical (jaccard ${best.toFixed(2)})`);
  });
  for (const f of fams) if (perFam.get(f.FAMILY) !== 6) errs.push(`family ${f.FAMILY}: ${perFam.get(f.FAMILY) || 0} rows, want 6`);
  return errs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || join(HERE, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: bad JSON: ${e.message}`); } });
  const fams = await loadFamilies();
  errs.push(...validateRows(rows, fams));
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows in ${fams.length} families validated (${file})`);
}
