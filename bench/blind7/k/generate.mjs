// Deterministic generator: node generate.mjs  ->  rows.jsonl
import { writeFileSync } from 'node:fs';
import { Ctx } from './lib.mjs';
import { validateRows } from './validate.mjs';
import * as f1 from './f1_long_turn_restated.mjs';
import * as f2 from './f2_same_question_other_words_empty.mjs';
import * as f3 from './f3_apology_loop_while_call_fails.mjs';
import * as f4 from './f4_toggling_without_learning.mjs';
import * as f5 from './f5_poll_then_act.mjs';
import * as f6 from './f6_reading_many_similar_records.mjs';
import * as f7 from './f7_failed_search_then_new_angle.mjs';
import * as f8 from './f8_delegating_distinct_work.mjs';

const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8];

function build() {
  const out = [];
  for (const f of FAMILIES) {
    f.rows.forEach((def, i) => {
      const trace_id = `${f.family}-${String(i + 1).padStart(2, '0')}`;
      const c = new Ctx(trace_id, { argsAsString: def.argsAsString });
      const root = def.make.call(def, c);
      out.push({ trace_id, family: f.family, isolates: def.isolates, loop: f.loop, stagnation: f.stagnation, goal: def.goal, root });
    });
  }
  return out;
}

const rows = build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
const errors = validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'));
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
if (errors.length) { console.error(errors.join('\n')); console.error(`${errors.length} validation error(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows to rows.jsonl; validation OK`);
