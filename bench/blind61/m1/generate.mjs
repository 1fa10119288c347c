import fs from 'node:fs';
import {validateRows} from './validate.mjs';
const files=['f1_long_step_restated','f2_reworded_empty_search','f3_paging_past_end','f4_same_failure_after_fixes','f5_volatile_only_results','f6_shrinking_failures','f7_progressive_planning','f8_supervisor_subtasks','f9_nested_delegation','f10_similar_records_survey'];
const out=[];
for(const f of files){const m=await import(`./${f}.mjs`);for(const r of m.rows){out.push({trace_id:r.trace_id,family:m.family,isolates:r.isolates,loop:m.meta.loop,stagnation:m.meta.stagnation,goal:r.goal,root:r.root});}}
const errs=validateRows(out);if(errs.length){console.error(errs.join('\n'));process.exit(1);}
fs.writeFileSync(new URL('./rows.jsonl',import.meta.url),out.map(r=>JSON.stringify(r)).join('\n')+'\n');
console.log(`wrote ${out.length} rows`);
