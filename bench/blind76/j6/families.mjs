export const FAMILIES = [
  ['f1_same_question_reasked', true],
  ['f2_repeated_failure_notice', true],
  ['f3_two_state_flipflop', true],
  ['f4_self_handoff_regress', true],
  ['f5_rechecking_after_success', true],
  ['f6_shrinking_failure_count', false],
  ['f7_dense_planning_monologue', false],
  ['f8_supervisor_distinct_subtasks', false],
  ['f9_narrowing_delegation_chain', false],
  ['f10_similar_record_sweep', false],
];
