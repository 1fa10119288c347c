// Registry of family modules, in order f1..f10.
import * as f1 from './f1_restated_long_step.mjs';
import * as f2 from './f2_reworded_empty_queries.mjs';
import * as f3 from './f3_paging_past_end.mjs';
import * as f4 from './f4_same_failure_after_fixes.mjs';
import * as f5 from './f5_same_result_modulo_noise.mjs';
import * as f6 from './f6_poll_until_done.mjs';
import * as f7 from './f7_pagination_new_items.mjs';
import * as f8 from './f8_backoff_then_success.mjs';
import * as f9 from './f9_batch_distinct_items.mjs';
import * as f10 from './f10_refined_search_succeeds.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
export const LABELS = Object.fromEntries(FAMILIES.map((f) => [f.family, { loop: f.loop, stagnation: f.stagnation }]));
