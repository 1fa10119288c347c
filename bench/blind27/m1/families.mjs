// Registry of family modules, in order.
import * as f1 from './f1_restated_long_step.mjs';
import * as f2 from './f2_reworded_empty_queries.mjs';
import * as f3 from './f3_paging_beyond_last_page.mjs';
import * as f4 from './f4_same_failure_after_fixes.mjs';
import * as f5 from './f5_volatile_only_repeats.mjs';
import * as f6 from './f6_shrinking_failures_fix_cycle.mjs';
import * as f7 from './f7_progressive_planning_monologue.mjs';
import * as f8 from './f8_supervisor_varied_subtasks.mjs';
import * as f9 from './f9_nested_delegation_chain.mjs';
import * as f10 from './f10_similar_records_sweep.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
