// Re-checks an existing rows.jsonl: schema + labels consistent with family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { FAMILIES } from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const TOP_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];

function checkSpan(s, path, errs, stats) {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  stats.n++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (s.metadata === null || typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, li) => {
    const at = `line ${li + 1}`;
    for (const k of TOP_KEYS) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!TOP_KEYS.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id ${r.trace_id} must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id ${r.trace_id}`);
    seen.add(r.trace_id);
    (perFam[r.family] ||= []).push(r.trace_id);
    if (r.loop !== fam.loop) errs.push(`${at}: loop=${r.loop} but family ${r.family} requires ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${at}: stagnation=${r.stagnation} but family ${r.family} requires ${fam.stagnation}`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${at}: ${k} must be a sentence`);
    const stats = { n: 0, llm: 0, tool: 0 };
    checkSpan(r.root, `${at}.root`, errs, stats);
    if (r.root && r.root.type !== 'agent' && r.root.type !== 'chain') errs.push(`${at}: root should be an agent (or framework chain) span`);
    if (stats.n < 5 || stats.n > 40) errs.push(`${at}: ${stats.n} spans (must be 5..40)`);
    if (stats.llm < 1) errs.push(`${at}: no llm span`);
    if (fam.stagnation === false && stats.llm < 1) errs.push(`${at}: healthy row without model text`);
  });
  for (const f of Object.keys(FAMILIES)) {
    const ids = (perFam[f] || []).sort();
    const want = ['01', '02', '03', '04', '05', '06'].map((x) => `${f}-${x}`);
    if (JSON.stringify(ids) !== JSON.stringify(want)) errs.push(`family ${f}: expected rows ${want.join(',')}, got ${ids.join(',')}`);
  }
  return errs;
}

export function checkSources() {
  const errs = [];
  for (const f of readdirSync(HERE).filter((x) => x.endsWith('.mjs'))) {
    const src = readFileSync(join(HERE, f), 'utf8');
    if (/Math\.random\s*\(/.test(src.replace(/\/\/.*$/gm, ''))) errs.push(`${f}: uses Math.random`);
    if (/Date\.now\s*\(|new Date\(\s*\)|performance\.now/.test(src.replace(/\/\/.*$/gm, ''))) errs.push(`${f}: reads the clock`);
  }
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(HERE, 'rows.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
  errs.push(...validateRows(rows), ...checkSources());
  if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`valid: ${rows.length} rows, ${Object.keys(FAMILIES).length} families`);
}
