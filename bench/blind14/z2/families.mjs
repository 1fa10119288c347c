// Registry of family modules, in order (loop families 1-5, healthy look-alikes 6-10).
import * as f1 from './f1_unchanged_reread_loop.mjs';
import * as f2 from './f2_reworded_question_loop.mjs';
import * as f3 from './f3_two_state_flipflop.mjs';
import * as f4 from './f4_same_error_retry_loop.mjs';
import * as f5 from './f5_after_success_churn.mjs';
import * as f6 from './f6_read_after_each_edit.mjs';
import * as f7 from './f7_clarify_then_new_question.mjs';
import * as f8 from './f8_two_settings_fresh_numbers.mjs';
import * as f9 from './f9_transient_fault_then_success.mjs';
import * as f10 from './f10_single_confirm_then_stop.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
