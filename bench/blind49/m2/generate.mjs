import fs from 'node:fs';
import { validateRows } from './validate.mjs';
const files = ['f1_rephrased_user_question', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_delegation_regress', 'f5_post_success_churn', 'f6_status_poll_until_done', 'f7_paged_listing_complete', 'f8_transient_retry_success', 'f9_distinct_item_batch', 'f10_refined_search_success'];
const rows = [];
for (const f of files) { const m = await import(`./${f}.mjs`); for (const fn of m.rows) rows.push(fn()); }
validateRows(rows);
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
