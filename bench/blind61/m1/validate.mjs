import fs from 'node:fs';
import {countSpans} from './lib.mjs';
export const FAMILY_LABELS={
 long_step_restated:{loop:true,stagnation:true},reworded_empty_search:{loop:true,stagnation:false},paging_past_end:{loop:true,stagnation:false},
 same_failure_after_fixes:{loop:true,stagnation:false},volatile_only_results:{loop:true,stagnation:false},shrinking_failures:{loop:false,stagnation:false},
 progressive_planning:{loop:false,stagnation:false},supervisor_distinct_subtasks:{loop:false,stagnation:false},nested_delegation_chain:{loop:false,stagnation:false},similar_records_survey:{loop:false,stagnation:false}};
function checkSpan(s,path,errs){if(!s||typeof s!=='object'){errs.push(path+': not object');return;}
 if(typeof s.type!=='string')errs.push(path+': type');if(typeof s.name!=='string')errs.push(path+': name');
 if(!('input' in s))errs.push(path+': input');if(!('output' in s))errs.push(path+': output');
 if(!Array.isArray(s.children))errs.push(path+': children');else s.children.forEach((c,i)=>checkSpan(c,path+'.'+i,errs));
 if('error' in s&&typeof s.error!=='string')errs.push(path+': error');if('metadata' in s&&(typeof s.metadata!=='object'||Array.isArray(s.metadata)))errs.push(path+': metadata');}
export function validateRows(rows){const errs=[];const ids=new Set();const perFam={};
 for(const r of rows){const p=r.trace_id;
  for(const k of ['trace_id','family','isolates','goal'])if(typeof r[k]!=='string'||!r[k])errs.push(p+': '+k);
  if(typeof r.loop!=='boolean'||typeof r.stagnation!=='boolean')errs.push(p+': labels');
  if(ids.has(p))errs.push(p+': dup');ids.add(p);
  if(!p.startsWith(r.family+'-'))errs.push(p+': prefix');
  const L=FAMILY_LABELS[r.family];if(!L)errs.push(p+': unknown family');else if(L.loop!==r.loop||L.stagnation!==r.stagnation)errs.push(p+': labels inconsistent with family');
  if(r.root?.type!=='agent')errs.push(p+': root not agent');checkSpan(r.root,p+':root',errs);
  const n=countSpans(r.root);if(n<5||n>40)errs.push(p+`: span count ${n}`);
  perFam[r.family]=(perFam[r.family]||0)+1;}
 for(const f of Object.keys(FAMILY_LABELS))if(perFam[f]!==6)errs.push(f+': expected 6 rows, got '+(perFam[f]||0));
 return errs;}
if(import.meta.url===`file://${process.argv[1]}`){const file=process.argv[2]||new URL('./rows.jsonl',import.meta.url).pathname;
 const rows=fs.readFileSync(file,'utf8').trim().split('\n').map(l=>JSON.parse(l));const errs=validateRows(rows);
 if(errs.length){console.error(errs.join('\n'));process.exit(1);}console.log(`OK ${rows.length} rows`);}
