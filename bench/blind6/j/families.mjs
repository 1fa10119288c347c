// Registry of families and the deterministic row builder shared by generate.mjs and validate.mjs.
import { makeCtx } from './lib.mjs';
import f1 from './f1_same_result_modulo_noise.mjs';
import f2 from './f2_re_asks_user_same_answer.mjs';
import f3 from './f3_same_message_while_action_fails.mjs';
import f4 from './f4_bounces_between_two_states.mjs';
import f5 from './f5_many_similar_reads.mjs';
import f6 from './f6_fix_cycle_converging.mjs';
import f7 from './f7_refined_search_finds_more.mjs';
import f8 from './f8_planning_adds_detail.mjs';
import f9 from './f9_delegation_distinct_subtasks.mjs';

export const FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9];

// About a quarter of rows record tool arguments as a JSON string.
export function usesStringArgs(famIdx, rowIdx) {
  return (famIdx + rowIdx) % 4 === 0;
}

export function buildAll() {
  const out = [];
  FAMILIES.forEach((fam, fi) => {
    fam.rows.forEach((def, ri) => {
      const trace_id = `${fam.family}-${String(ri + 1).padStart(2, '0')}`;
      const c = makeCtx(trace_id, { style: def.style, strArgs: usesStringArgs(fi, ri), start: def.start });
      const built = def.build(c);
      const root = { type: 'agent', name: c.rootName(def.agent), input: built.goal, output: built.output, children: built.children };
      const row = {
        trace_id,
        family: fam.family,
        isolates: fam.isolates,
        loop: fam.loop,
        stagnation: def.stagnation ?? fam.stagnation,
        goal: built.goal,
        root,
      };
      out.push({ row, meta: { ...(built.meta || {}), domain: def.domain, style: def.style, strArgs: c.strArgs, famIdx: fi } });
    });
  });
  return out;
}
