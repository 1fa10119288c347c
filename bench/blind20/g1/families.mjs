// Registry of family modules (order = f1..f10)
export const FAMILY_FILES = [
  './f1_verbatim_plan_relapse.mjs',
  './f2_empty_page_overrun.mjs',
  './f3_noise_only_polling.mjs',
  './f4_same_apology_retry.mjs',
  './f5_delegation_regress.mjs',
  './f6_paged_harvest_complete.mjs',
  './f7_templated_batch_items.mjs',
  './f8_shrinking_failure_fixes.mjs',
  './f9_supervisor_varied_subtasks.mjs',
  './f10_lookalike_record_reads.mjs',
];
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function loadFamilies() {
  const out = [];
  for (const f of FAMILY_FILES) {
    if (!existsSync(fileURLToPath(new URL(f, import.meta.url)))) continue;
    out.push(await import(f));
  }
  return out;
}
