// Builds rows.jsonl from the family files, validates it, prints its sha256.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeNoise, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const FILES = [
  './f1_plan_recital.mjs',
  './f2_two_state_shuttle.mjs',
  './f3_nonce_only_resend.mjs',
  './f4_apply_revert_cycle.mjs',
  './f5_self_handoff_chain.mjs',
  './f6_itemwise_batch_sweep.mjs',
  './f7_per_item_template_notes.mjs',
  './f8_shrinking_subtask_split.mjs',
  './f9_single_fix_retry.mjs',
  './f10_draft_review_rounds.mjs',
];

async function buildAll() {
  const rows = [];
  const info = [];
  for (const f of FILES) {
    const mod = await import(f);
    if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
    const domains = new Set();
    for (const sc of mod.scenarios) {
      const trace_id = `${mod.FAMILY}-${sc.id}`;
      if (domains.has(sc.domain)) throw new Error(`${trace_id}: domain repeated in family`);
      domains.add(sc.domain);
      const N = makeNoise(trace_id);
      const out = sc.build(N);
      rows.push({ trace_id, family: mod.FAMILY, isolates: sc.isolates, loop: sc.loop, stagnation: sc.stagnation, goal: sc.goal, root: out.root });
      info.push({ trace_id, domain: sc.domain, style: sc.style, spans: countSpans(out.root) });
    }
  }
  return { rows, info };
}

const a = await buildAll();
const b = await buildAll();
const text = a.rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== b.rows.map((r) => JSON.stringify(r)).join('\n') + '\n') throw new Error('output is not deterministic');

const errors = validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'));
if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} problem(s); rows.jsonl not written`);
  process.exit(1);
}
const allDomains = a.info.map((i) => i.domain);
const dup = allDomains.filter((d, i) => allDomains.indexOf(d) !== i);
if (dup.length) console.warn('note: domains used in more than one family: ' + [...new Set(dup)].join(', '));
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
if (process.argv.includes('--verbose')) for (const i of a.info) console.log(`${i.trace_id.padEnd(30)} ${String(i.spans).padStart(3)} spans  ${i.style.padEnd(10)} ${i.domain}`);
console.log(`wrote rows.jsonl: ${a.rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
