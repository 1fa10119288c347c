import {rng,agent,llm,tool,span,msgs,tc} from './lib.mjs';
export const family='shrinking_failures';
export const meta={loop:false,stagnation:false};
const F=family;
function cycle(R,counts,fixes,mk){const ch=[];counts.forEach((c,i)=>{ch.push(...mk(c,i,fixes[i]));});return ch;}
export const rows=[
(()=>{const id=`${F}-01`,R=rng(id);const counts=[6,4,1,0];const fixes=['use 6 nails in eave zone','round exposure to 5 5/8','add starter offset',null];
 const ch=[];counts.forEach((c,i)=>{ch.push(tool('bash',{command:'pytest -q'},c?`${c} failed, ${41-c} passed in ${R.dur()}`:`41 passed in ${R.dur()}`,c?{error:'exit 1'}:{}));if(fixes[i]){ch.push(llm('messages.create',{},`Fix: ${fixes[i]}.`));ch.push(tool('str_replace_editor',{path:'src/layout.py'},'edited'));}});
 ch.push(llm('messages.create',{},'All 41 layout tests pass; submitting.'));
 return {trace_id:id,family:F,isolates:'Roofing layout tests drop 6,4,1,0 failures after three different fixes.',goal:'Make the roofing layout generator tests pass.',root:agent('SWE-agent run',{},null,ch,{metadata:{style:'swe-agent'}})};})(),
(()=>{const id=`${F}-02`,R=rng(id);const ch=[];
 [[5,'clamp binding temp'],[3,'reinforce rivet 7'],[1,'change lacing to figure-8'],[0,null]].forEach(([c,f])=>{ch.push(tool('run_fatigue_suite',{},{failed:c,passed:12-c,sim:R.uuid(),took:R.dur()},c?{error:`${c} cases failed`}:{}));if(f)ch.push(llm('model request',{},{parts:[{part_kind:'text',content:`Apply: ${f}.`}]}));});
 ch.push(llm('model request',{},'Fatigue suite green; design frozen at rev D.'));
 return {trace_id:id,family:F,isolates:'Snowshoe fatigue suite 5,3,1,0 failing cases after distinct fixes.',goal:'Pass the snowshoe fatigue suite.',root:agent('agent run',{},null,ch,{metadata:{style:'pydantic-ai-logfire'}})};})(),
(()=>{const id=`${F}-03`,R=rng(id);const ch=[];
 [[4,'fix pH unit'],[2,'recalibrate with fresh standard'],[0,null]].forEach(([c,f])=>{ch.push(tool('qc_check',{batch:'HS-1002'},`QC HS-1002: ${c} checks failing @ ${R.iso()}`,c?{error:'QC failed'}:{}));if(f)ch.push(llm('ChatModel',{},`I'll ${f}.`));});
 ch.push(llm('ChatModel',{},'Batch HS-1002 released.'));
 return {trace_id:id,family:F,isolates:'Chili sauce QC failing checks 4,2,0, then release.',goal:'Release hot-sauce batch HS-1002.',root:agent('Spring AI ChatClient',{},null,ch,{metadata:{style:'spring-ai'}})};})(),
(()=>{const id=`${F}-04`,R=rng(id);const ch=[];
 [[3,'add cross-bracing'],[2,'increase deck mass'],[1,'add tuned damper'],[0,null]].forEach(([c,f])=>{ch.push(tool('execute_bash',{command:'python check_code.py'},`${c} checks FAIL (${R.dur()})`,c?{error:'exit 2'}:{}));if(f)ch.push(llm('litellm.completion',{},`Change: ${f}.`));});
 return {trace_id:id,family:F,isolates:'Rope bridge code checks 3,2,1,0 failing after distinct structural changes.',goal:'Pass rope bridge code checks.',root:agent('OpenHands session',{},null,ch,{metadata:{style:'openhands'}})};})(),
(()=>{const id=`${F}-05`,R=rng(id);const ch=[];
 [[3,'longer anneal'],[1,'slower cool'],[0,null]].forEach(([c,f])=>{ch.push(tool('polariscope_check',{},{stress_bands:c,at:R.euDate()},c?{error:'residual stress'}:{}));if(f)ch.push(llm('gen_ai.chat',{},`Try ${f}.`));});
 return {trace_id:id,family:F,isolates:'Glass eye stress bands 3,1,0 after kiln changes.',goal:'Produce a stress-free glass eye blank.',root:agent('run',{},null,ch,{metadata:{style:'openinference'}})};})(),
(()=>{const id=`${F}-06`,R=rng(id);const ch=[];
 [[4,'timezone'],[2,'decimal purse'],[1,'dead-heat split'],[0,null]].forEach(([c,f])=>{ch.push(tool('npm test',{},`Tests: ${c} failed, ${23-c} passed\nTime: ${R.dur()}`,c?{error:'exit 1'}:{}));if(f)ch.push(llm('ChatCompletion',{},`Fix ${f}.`));});
 return {trace_id:id,family:F,isolates:'Harness payout tests 4,2,1,0 failing.',goal:'Fix payout tests.',root:agent('inspect_ai sample',{},null,ch,{metadata:{style:'inspect-ai'}})};})(),
];
