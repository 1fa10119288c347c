// Re-checks rows.jsonl: schema, labels consistent with the family, span counts, and a
// self-check of the stagnation labels against near-duplicate model text.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(pathToFileURL(path.join(here, f)).href);
    if (`f${parseInt(f.slice(1))}_${m.family}.mjs` !== f) throw new Error(`file ${f} does not match family ${m.family}`);
    fams.push({ file: f, ...m });
  }
  return fams;
}

const TEXT_KEYS = new Set(['text', 'content', 'thinking', 'thought', 'reasoning', 'next_thought', 'ai.response.text', 'output_text']);
function modelTexts(out, key = null, acc = []) {
  if (typeof out === 'string') {
    if (key === null || TEXT_KEYS.has(key) || /message\.content$/.test(key)) {
      let s = out.replace(/<function_calls>[\s\S]*?<\/function_calls>/g, '').replace(/```[\s\S]*?```/g, '');
      s = s.replace(/\n(Action|Action Input|Code):[\s\S]*$/, '');
      if (s.trim()) acc.push(s.trim());
    }
    return acc;
  }
  if (Array.isArray(out)) { out.forEach((x) => modelTexts(x, key === null ? null : key, acc)); return acc; }
  if (out && typeof out === 'object') {
    for (const [kk, v] of Object.entries(out)) {
      if (['tool_calls', 'toolCalls', 'functionCall', 'function_call', 'arguments', 'args', 'input', 'ai.response.toolCalls', 'signature', 'next_tool_args'].includes(kk)) continue;
      if (typeof v === 'string') modelTexts(v, kk, acc); else modelTexts(v, kk === 'parts' || kk === 'content' || kk === 'output' || kk === 'message' || kk === 'choices' || kk === 'generations' || kk === 'candidates' || kk === 'replies' || kk === '_content' || kk === 'result' ? '' : kk, acc);
    }
  }
  return acc;
}
const words = (s) => s.toLowerCase().match(/[a-z0-9²°.%]+/g) || [];
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

function walk(s, cb, depth = 0) { cb(s, depth); (s.children || []).forEach((c) => walk(c, cb, depth + 1)); }

export function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${where}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata not object`);
  const extra = Object.keys(s).filter((x) => !['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(x));
  if (extra.length) errs.push(`${where}: unexpected keys ${extra}`);
  let n = 1;
  (s.children || []).forEach((c, i) => { n += checkSpan(c, `${where}.${i}`, errs); });
  return n;
}

export function validateRows(rows, fams) {
  const errs = [];
  const byFam = Object.fromEntries(fams.map((f) => [f.family, f]));
  const seen = new Set();
  const goals = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    const f = byFam[r.family];
    if (!f) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (r.loop !== f.loop) errs.push(`${id}: loop ${r.loop} != family ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${id}: stagnation ${r.stagnation} != family ${f.stagnation}`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${id}: goal`);
    if (goals.has(r.goal)) errs.push(`${id}: duplicate goal`); goals.add(r.goal);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates`);
    if (!r.root || r.root.type !== 'agent' && r.root.type !== 'chain') errs.push(`${id}: root must be an agent/chain span`);
    const n = checkSpan(r.root, id, errs);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
    // labels self-check
    const texts = [];
    let tools = 0, llms = 0;
    walk(r.root, (s) => { if (s.type === 'llm') { llms++; texts.push(...new Set(modelTexts(s.output))); } if (s.type === 'tool') tools++; });
    if (llms === 0) errs.push(`${id}: no llm span`);
    let maxSim = 0, longDup = false;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const a = words(texts[i]), b = words(texts[j]);
      if (a.length < 3 || b.length < 3) continue;
      const sim = jaccard(a, b);
      maxSim = Math.max(maxSim, sim);
      if (sim >= 0.8 && Math.min(a.length, b.length) >= 25) longDup = true;
    }
    if (r.stagnation && !longDup) errs.push(`${id}: stagnation=true but no long near-verbatim repeat of model text`);
    if (!r.stagnation && maxSim >= 0.8) errs.push(`${id}: stagnation=false but model texts near-duplicate (jaccard ${maxSim.toFixed(2)})`);
    if (f.loop && !f.stagnation && tools < 3) errs.push(`${id}: loop row with fewer than 3 tool spans`);
    const blob = JSON.stringify(r.root).toLowerCase();
    if (f.loop) for (const w of ['loop', 'stuck', 'stagnat', 'repeat']) if (blob.includes(w)) errs.push(`${id}: root contains giveaway word "${w}"`);
  }
  for (const f of fams) for (let i = 1; i <= 6; i++) if (!seen.has(`${f.family}-0${i}`)) errs.push(`missing ${f.family}-0${i}`);
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2] || path.join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: ${e.message}`); process.exit(1); } });
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows, ${fams.length} families`);
}
