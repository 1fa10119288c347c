// Registry of family modules, in order.
import * as f1 from './f1_cursor_past_end.mjs';
import * as f2 from './f2_reasked_clarification.mjs';
import * as f3 from './f3_two_state_flipflop.mjs';
import * as f4 from './f4_delegation_relay.mjs';
import * as f5 from './f5_after_success_churn.mjs';
import * as f6 from './f6_status_poll_progress.mjs';
import * as f7 from './f7_paged_harvest.mjs';
import * as f8 from './f8_shrinking_fix_cycle.mjs';
import * as f9 from './f9_dense_planning_monologue.mjs';
import * as f10 from './f10_itemwise_batch.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
