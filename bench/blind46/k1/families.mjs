// Family table: file, loop label, stagnation label. Used by generate.mjs and validate.mjs.
export const FAMILIES = [
  { file: 'f1_echoed_long_step.mjs', family: 'echoed_long_step', loop: true, stagnation: true },
  { file: 'f2_reworded_empty_lookups.mjs', family: 'reworded_empty_lookups', loop: true, stagnation: false },
  { file: 'f3_paging_beyond_last_page.mjs', family: 'paging_beyond_last_page', loop: true, stagnation: false },
  { file: 'f4_same_failure_after_each_fix.mjs', family: 'same_failure_after_each_fix', loop: true, stagnation: false },
  { file: 'f5_same_answer_modulo_noise.mjs', family: 'same_answer_modulo_noise', loop: true, stagnation: false },
  { file: 'f6_status_poll_until_change.mjs', family: 'status_poll_until_change', loop: false, stagnation: false },
  { file: 'f7_pagination_with_fresh_items.mjs', family: 'pagination_with_fresh_items', loop: false, stagnation: false },
  { file: 'f8_transient_retry_then_success.mjs', family: 'transient_retry_then_success', loop: false, stagnation: false },
  { file: 'f9_batch_over_distinct_items.mjs', family: 'batch_over_distinct_items', loop: false, stagnation: false },
  { file: 'f10_refined_search_finds_it.mjs', family: 'refined_search_finds_it', loop: false, stagnation: false },
];
