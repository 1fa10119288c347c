// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise, makeStyle, countSpans } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';

const FILES = ['f1_reworded_question_no_action', 'f2_same_failure_same_notice', 'f3_two_state_flip_flop', 'f4_self_delegation_spiral', 'f5_churn_after_confirmed_success', 'f6_status_poll_until_done', 'f7_cursor_pagination_to_end', 'f8_transient_error_backoff_recovers', 'f9_batch_over_distinct_items', 'f10_refined_search_finds_new'];

const rows = [];
for (const f of FILES) {
  const fam = (await import(`./${f}.mjs`)).default;
  const lab = FAMILY_LABELS[fam.family];
  if (!lab) throw new Error('no labels for ' + fam.family);
  if (fam.rows.length !== 6) throw new Error(`${fam.family}: ${fam.rows.length} rows`);
  fam.rows.forEach((r, i) => {
    const trace_id = `${fam.family}-0${i + 1}`;
    const n = new Noise(trace_id);
    const st = makeStyle(r.style, n, { goal: r.goal, ...(r.opts || {}) });
    const root = r.build(st, n);
    rows.push({ trace_id, family: fam.family, isolates: r.isolates, loop: lab.loop, stagnation: lab.stagnation, goal: r.goal, root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; spans per row: ${rows.map((r) => countSpans(r.root)).join(',')}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
