// Re-checks rows.jsonl: schema + labels consistent with the family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { walk, countSpans, textOf } from './lib.mjs';

export const FAMILY_LOOP = {
  reworded_clarification_loop: true, fail_notify_retry_loop: true, two_state_flipflop: true,
  nested_delegation_regress: true, post_success_churn: true,
  status_poll_progress: false, paginated_collection: false, transient_then_success: false,
  distinct_item_batch: false, refined_search: false,
};
const norm = s => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
const jacc = (a, b) => { const A = new Set(norm(a).split(' ')), B = new Set(norm(b).split(' ')); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); };

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    const e = m => errs.push(`${id}: ${m}`);
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) e(`missing ${k}`);
    if (ids.has(id)) e('duplicate trace_id'); ids.add(id);
    if (!/^[a-z0-9_]+-0[1-6]$/.test(id) || !id.startsWith(row.family + '-')) e('bad trace_id');
    if (!(row.family in FAMILY_LOOP)) { e('unknown family'); continue; }
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (row.loop !== FAMILY_LOOP[row.family]) e('loop label inconsistent with family');
    if (typeof row.stagnation !== 'boolean') e('stagnation not boolean');
    if (!row.loop && row.stagnation) e('healthy row labelled stagnation');
    if (row.root?.type !== 'agent') e('root is not an agent span');
    walk(row.root, s => {
      if (typeof s.type !== 'string' || typeof s.name !== 'string') e('span missing type/name');
      if (!('input' in s) || !('output' in s)) e(`span ${s.name} missing input/output`);
      if (!Array.isArray(s.children)) e(`span ${s.name} children not array`);
      if ('error' in s && typeof s.error !== 'string') e(`span ${s.name} error not string`);
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) e(`span ${s.name} bad metadata`);
    });
    const n = countSpans(row.root);
    if (n < 5 || n > 40) e(`span count ${n} outside 5..40`);
    // model text
    const texts = [];
    walk(row.root, s => { if (s.type === 'llm' || s.type === 'generation') { const t = textOf(s.output).trim(); if (t.length > 15) texts.push(t); } });
    let maxSim = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) maxSim = Math.max(maxSim, jacc(texts[i], texts[j]));
    if (row.stagnation && maxSim < 0.35) e(`stagnation=true but model texts not similar (max jaccard ${maxSim.toFixed(2)})`);
    if (!row.stagnation) {
      const seen = new Set();
      for (const t of texts) { const k = norm(t); if (k.length > 40 && seen.has(k)) e('stagnation=false but a model text repeats verbatim'); seen.add(k); }
    }
    if (row.loop === false && /max.?(turns|steps|iterations)|recursion limit|step limit/i.test(row.root.error || '')) e('healthy row ends on a step limit');
  }
  for (const [f, c] of Object.entries(perFam)) if (c !== 6) errs.push(`${f}: ${c} rows (want 6)`);
  for (const f of Object.keys(FAMILY_LOOP)) if (!perFam[f]) errs.push(`${f}: no rows`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
