// Builds rows.jsonl from the family files and validates it. Deterministic (seeded from trace_id).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { makeCtx } from './lib.mjs';
import { validateRows } from './validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILES = ['f1_ask_again_same_answer.mjs', 'f2_repeat_notice_same_failure.mjs', 'f3_flip_flop_two_states.mjs', 'f4_self_handoff_recursion.mjs', 'f5_post_success_rechecking.mjs', 'f6_shrinking_failure_fixes.mjs', 'f7_additive_planning_monologue.mjs', 'f8_supervisor_varied_subtasks.mjs', 'f9_narrowing_delegation_chain.mjs', 'f10_similar_records_survey.mjs'];

// refuse non-deterministic sources
for (const f of ['lib.mjs', ...FILES]) {
  const src = fs.readFileSync(path.join(here, f), 'utf8');
  if (/Math\.random|Date\.now|new Date\(\s*\)|performance\.now|process\.hrtime/.test(src)) throw new Error(`${f} uses a non-deterministic source`);
}

async function build() {
  const rows = [];
  for (const f of FILES) {
    const mod = await import(path.join(here, f));
    if (!Array.isArray(mod.rows) || mod.rows.length !== 6) throw new Error(`${f}: must export 6 rows`);
    const domains = new Set(mod.rows.map((r) => r.domain));
    if (domains.size !== 6) throw new Error(`${f}: domains must differ`);
    mod.rows.forEach((sc, i) => {
      const trace_id = `${mod.family}-0${i + 1}`;
      const R = makeCtx(trace_id);
      const { isolates, goal, root } = sc.build(R);
      rows.push({ trace_id, family: mod.family, isolates, loop: mod.loop, stagnation: mod.stagnation, goal, root });
    });
  }
  return rows;
}

const rows = await build();
const again = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again.map((r) => JSON.stringify(r)).join('\n') + '\n') throw new Error('generation is not deterministic');
const { errs, report } = validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
fs.writeFileSync(path.join(here, 'rows.jsonl'), text);
const sha = crypto.createHash('sha256').update(text).digest('hex');
const spans = report.map((r) => r.spans);
console.log(`wrote ${rows.length} rows to rows.jsonl (spans per row ${Math.min(...spans)}..${Math.max(...spans)})`);
console.log(`sha256 ${sha}`);
