// The ten families, in order. Each module exports { family, scenarios }.
import * as f1 from './f1_duplicated_long_deliberation.mjs';
import * as f2 from './f2_cursor_beyond_last_page.mjs';
import * as f3 from './f3_unchanged_failure_across_fixes.mjs';
import * as f4 from './f4_reworded_search_all_empty.mjs';
import * as f5 from './f5_repeated_user_notice_same_failure.mjs';
import * as f6 from './f6_paging_until_exhausted.mjs';
import * as f7 from './f7_shrinking_failure_fix_cycle.mjs';
import * as f8 from './f8_advancing_planning_monologue.mjs';
import * as f9 from './f9_similar_records_sweep.mjs';
import * as f10 from './f10_supervisor_distinct_subtasks.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
