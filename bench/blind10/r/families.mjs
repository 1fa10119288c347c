// Registry of family modules, in order.
import * as f1 from './f1_restated_long_reasoning.mjs';
import * as f2 from './f2_paging_past_the_end.mjs';
import * as f3 from './f3_rereading_frozen_status.mjs';
import * as f4 from './f4_same_notice_same_failure.mjs';
import * as f5 from './f5_two_state_flip_flop.mjs';
import * as f6 from './f6_paging_to_natural_end.mjs';
import * as f7 from './f7_polling_progressing_status.mjs';
import * as f8 from './f8_routine_lines_distinct_items.mjs';
import * as f9 from './f9_incremental_plan_then_execute.mjs';
import * as f10 from './f10_similar_reads_distinct_records.mjs';

export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
