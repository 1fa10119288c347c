// Writes rows.jsonl from the family files and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { makeRow } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = ['f1_reworded_question_loop', 'f2_fail_notify_retry_loop', 'f3_two_state_flipflop', 'f4_self_delegation_chain', 'f5_post_success_rechecking',
  'f6_status_polling_ok', 'f7_paged_listing_ok', 'f8_transient_retry_ok', 'f9_per_item_batch_ok', 'f10_refined_query_ok'];
const rows = []; const domains = new Map(); const styles = {};
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  if (m.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  m.scenarios.forEach((sc, i) => {
    const { row, domain, style } = makeRow(m.family, m.loop, i + 1, sc);
    if (domains.has(domain)) throw new Error(`duplicate domain ${domain} in ${row.trace_id} and ${domains.get(domain)}`);
    domains.set(domain, row.trace_id); styles[style] = (styles[style] || 0) + 1;
    rows.push(row);
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const out = new URL('./rows.jsonl', import.meta.url).pathname;
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const again = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const e2 = validateRows(again); if (e2.length) { console.error(e2.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows to rows.jsonl; styles:`, JSON.stringify(styles));
