// Family registry: expected labels per family (used by generate.mjs and validate.mjs).
export const FAMILIES = {
  rephrased_question: { file: './f1_rephrased_question.mjs', loop: true, stagnation: true },
  repeated_failure_notice: { file: './f2_repeated_failure_notice.mjs', loop: true, stagnation: true },
  ab_state_flipflop: { file: './f3_ab_state_flipflop.mjs', loop: true, stagnation: true },
  self_delegation_chain: { file: './f4_self_delegation_chain.mjs', loop: true, stagnation: true },
  rechecking_after_success: { file: './f5_rechecking_after_success.mjs', loop: true, stagnation: true },
  status_polling_progress: { file: './f6_status_polling_progress.mjs', loop: false, stagnation: false },
  paginated_collection: { file: './f7_paginated_collection.mjs', loop: false, stagnation: false },
  transient_retry_success: { file: './f8_transient_retry_success.mjs', loop: false, stagnation: false },
  distinct_item_batch: { file: './f9_distinct_item_batch.mjs', loop: false, stagnation: false },
  refined_search: { file: './f10_refined_search.mjs', loop: false, stagnation: false },
};
