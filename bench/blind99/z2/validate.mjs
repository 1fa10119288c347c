import fs from 'node:fs';
import {countSpans} from './lib.mjs';
export const LOOP_FAMILIES=new Set(['verbatim_step_echo','rephrased_search_no_hits','paging_past_last_page','same_failure_after_each_fix','identical_but_for_noise','reasking_the_user','notify_retry_treadmill','two_state_flip_flop','handoff_to_itself','busy_after_done']);
export const HEALTHY_FAMILIES=new Set(['poll_until_state_changes','pages_until_exhausted','transient_error_then_ok','batch_over_distinct_items','search_refined_with_new_constraint','failures_shrinking_to_zero','long_plan_each_step_new','supervisor_distinct_subtasks','nested_narrowing_delegation','similar_records_reviewed']);
function checkSpan(s,path,errs){
  if(!s||typeof s!=='object'){errs.push(`${path}: not object`);return}
  if(typeof s.type!=='string')errs.push(`${path}: type`);
  if(typeof s.name!=='string')errs.push(`${path}: name`);
  if(!('input' in s))errs.push(`${path}: input missing`);
  if(!('output' in s))errs.push(`${path}: output missing`);
  if(!Array.isArray(s.children))errs.push(`${path}: children`);
  if('error' in s&&typeof s.error!=='string')errs.push(`${path}: error not string`);
  if('metadata' in s&&(typeof s.metadata!=='object'||Array.isArray(s.metadata)))errs.push(`${path}: metadata`);
  (s.children||[]).forEach((c,i)=>checkSpan(c,`${path}.${i}`,errs));
}
export function validateRows(rows){
  const errs=[];const ids=new Set();
  for(const r of rows){
    const p=r.trace_id;
    for(const k of ['trace_id','family','isolates','goal'])if(typeof r[k]!=='string'||!r[k])errs.push(`${p}: ${k}`);
    if(ids.has(p))errs.push(`${p}: duplicate`);ids.add(p);
    if(!p.startsWith(r.family+'-'))errs.push(`${p}: id prefix`);
    if(typeof r.loop!=='boolean'||typeof r.stagnation!=='boolean')errs.push(`${p}: labels not boolean`);
    if(LOOP_FAMILIES.has(r.family)){if(r.loop!==true)errs.push(`${p}: loop family must be loop=true`)}
    else if(HEALTHY_FAMILIES.has(r.family)){if(r.loop!==false)errs.push(`${p}: healthy family must be loop=false`);if(r.stagnation!==false)errs.push(`${p}: healthy row must not stagnate`)}
    else errs.push(`${p}: unknown family ${r.family}`);
    if(r.family==='verbatim_step_echo'&&r.stagnation!==true)errs.push(`${p}: echo rows stagnate`);
    if(!r.root||r.root.type!=='agent')errs.push(`${p}: root must be agent span`);
    checkSpan(r.root,p+':root',errs);
    const n=countSpans(r.root); if(n<15||n>120)errs.push(`${p}: ${n} spans (need 15-120)`);
    if(JSON.stringify(r).includes('undefined'))errs.push(`${p}: contains undefined`);
  }
  return errs;
}
if(import.meta.url===`file://${process.argv[1]}`){
  const f=process.argv[2]||new URL('./rows.jsonl',import.meta.url).pathname;
  const rows=fs.readFileSync(f,'utf8').trim().split('\n').map(l=>JSON.parse(l));
  const errs=validateRows(rows);
  if(errs.length){console.error(errs.join('\n'));process.exit(1)}
  console.log(`OK ${rows.length} rows`);
}
