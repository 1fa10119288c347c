// Builds rows.jsonl from the ten family files, validates it and checks determinism.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, renderTrace, countSpans } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';

const FILES = [
  './f1_reworded_clarification_loop.mjs', './f2_failing_action_status_echo.mjs', './f3_two_state_flipflop.mjs',
  './f4_delegation_regress.mjs', './f5_post_success_churn.mjs', './f6_status_poll_until_done.mjs',
  './f7_paginated_harvest.mjs', './f8_transient_retry_then_success.mjs', './f9_distinct_item_batch.mjs',
  './f10_refined_search_success.mjs',
];

async function build() {
  const rows = []; const info = [];
  for (const f of FILES) {
    const mod = await import(f);
    if (mod.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
    const lab = FAMILY_LABELS[mod.family];
    if (!lab || lab.loop !== mod.loop || lab.stagnation !== mod.stagnation) throw new Error(`${f}: labels disagree with validate.mjs`);
    const domains = new Set();
    for (const r of mod.rows) {
      const trace_id = `${mod.family}-${r.id}`;
      if (domains.has(r.domain)) throw new Error(`${trace_id}: domain repeated in family`); domains.add(r.domain);
      const n = makeNoise(trace_id);
      const sc = r.build(n); sc.goal = r.goal;
      const root = renderTrace(r.style, n, sc);
      rows.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: r.goal, root });
      info.push(`${trace_id.padEnd(34)} ${r.style.padEnd(11)} ${String(countSpans(root)).padStart(3)} spans  ${r.domain}`);
    }
  }
  return { rows, info };
}

const a = await build();
const b = await build();
const text = a.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== b.rows.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('non-deterministic output'); process.exit(1); }
for (const f of ['lib.mjs', ...FILES.map((x) => x.slice(2))]) { if (/Math\.random|Date\.now|new Date\(\)/.test(readFileSync(new URL(f, import.meta.url), 'utf8').replace(/\/\/.*$/gm, ''))) { console.error(`${f}: uses a nondeterministic source`); process.exit(1); } }
const errs = validateRows(a.rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(a.info.join('\n'));
console.log(`wrote rows.jsonl: ${a.rows.length} rows, ${(text.length / 1024).toFixed(0)} KiB, sha256 ${createHash('sha256').update(text).digest('hex')}`);
