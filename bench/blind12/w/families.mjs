// families.mjs — the ten families, in order.
import * as f1 from './f1_exhausted_cursor_repaging.mjs';
import * as f2 from './f2_unchanged_retry_same_error.mjs';
import * as f3 from './f3_rechecking_after_confirmed_success.mjs';
import * as f4 from './f4_reasking_user_same_answer.mjs';
import * as f5 from './f5_toggling_between_settings.mjs';
import * as f6 from './f6_paging_until_source_ends.mjs';
import * as f7 from './f7_transient_error_then_recovery.mjs';
import * as f8 from './f8_single_confirmation_then_stop.mjs';
import * as f9 from './f9_clarify_then_act.mjs';
import * as f10 from './f10_two_settings_measured_then_chosen.mjs';
export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10];
