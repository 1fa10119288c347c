import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='failures_shrinking_to_zero';
// 01: customs declaration validator errors drop 5,3,1,0 (CrewAI)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Prepare and validate the EU import declaration (H1) for 3 lines of textiles from Vietnam to Hamburg, then submit.';
  const val=(errs)=>({validation_id:c.uuid(),ts:c.isoOff(60),errors:errs,error_count:errs.length,status:errs.length?'INVALID':'VALID'});
  const kids=[];
  const rounds=[
    [null,[['DE.1.2','Item 1: commodity code 6109100000 requires supplementary unit p/st'],['DE.4.14','Item 2: item price missing'],['DE.5.8','Country of destination missing'],['DE.8.1','Item 3: preferential origin proof missing for code 300'],['DE.3.2','Representative status code missing']]],
    ['Add supplementary unit 1200 p/st on item 1, item 2 price 8,410.00 EUR, destination DE.',[['DE.8.1','Item 3: preferential origin proof missing for code 300'],['DE.3.2','Representative status code missing'],['DE.4.16','Item 2: valuation method missing']]],
    ['Attach REX statement of origin for item 3, representative status 2, valuation method 1.',[['DE.2.3','Document U165 reference format invalid']]],
    ['Fix U165 reference to REX number format VNREX2025xxxx.',[]]];
  rounds.forEach(([fix,errs],i)=>{kids.push(llm('crewai.llm.call',{messages:[]},{text:fix?`Thought: ${fix}\nAction: validate_declaration`:'Thought: Draft the declaration from the packing list and validate.\nAction: validate_declaration'},{metadata:c.meta()}));
    if(fix)kids.push(tool('edit_declaration',{changes:fix},{ok:true,revision:i+1}));
    const out=val(errs.map(([code,msg])=>({code,message:msg})));
    kids.push(errs.length?fail('validate_declaration',{revision:i},out,`${errs.length} validation errors`,{metadata:c.meta()}):tool('validate_declaration',{revision:i},out,{metadata:c.meta()}));});
  kids.push(llm('crewai.llm.call',{messages:[]},{text:'Thought: Valid now; submit.\nAction: submit_declaration'}));
  kids.push(tool('submit_declaration',{revision:3},{mrn:'26DE'+c.code(14),status:'ACCEPTED',received:c.iso()},{metadata:c.meta()}));
  ch.push(span('task','Import declaration',{description:goal},null,[agent('Customs Specialist',{role:'Customs Specialist'},{final:'submitted'},kids)]));
  return row(id,F,'Declaration validation errors fall from 5 to 3 to 1 to 0 as each different fix lands, and the declaration is submitted with an MRN.',false,false,goal,agent('Crew',{inputs:{goal}},{result:'MRN issued'},ch));}
// 02: coding agent fixing timezone conversion tests 6,4,1,0 (Claude-code style)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Make the tz conversion tests pass in repo shift-planner (shift times must be stored UTC and shown in the depot zone).';
  const run=(n,names)=>`============================= test session starts ==============================\ncollected 18 items\n\ntests/test_tz.py ${'.'.repeat(18-n)}${'F'.repeat(n)}\n${names.map(x=>'FAILED tests/test_tz.py::'+x).join('\n')}\n========================= ${n?n+' failed, ':''}${18-n} passed in ${(0.3+c.r()).toFixed(2)}s =========================`;
  const steps=[[6,['test_store_utc','test_display_lisbon','test_display_sydney','test_dst_gap','test_dst_overlap','test_overnight_shift']],['Store via astimezone(UTC) instead of replace(tzinfo=UTC).','store.py'],[4,['test_dst_gap','test_dst_overlap','test_overnight_shift','test_display_sydney']],['Use ZoneInfo(depot.tz) for display instead of the fixed offset column.','display.py'],[1,['test_overnight_shift']],['Compute shift end as start + duration rather than combining date with end time.','shift.py'],[0,[]]];
  ch.push(llm('assistant',{messages:[{role:'user',content:goal}]},{content:[{type:'tool_use',name:'Bash',input:{command:'pytest tests/test_tz.py -q'}}]},{metadata:c.meta()}));
  for(const s of steps){if(typeof s[0]==='number'){const [n,names]=s;ch.push(n?fail('Bash',{command:'pytest tests/test_tz.py -q'},run(n,names),'exit code 1',{metadata:c.meta()}):tool('Bash',{command:'pytest tests/test_tz.py -q'},run(0,[]),{metadata:c.meta()}));}
    else{ch.push(llm('assistant',{},{content:[{type:'text',text:s[0]},{type:'tool_use',name:'Edit',input:{file_path:'planner/'+s[1]}}]},{metadata:c.meta()}));ch.push(tool('Edit',{file_path:'planner/'+s[1]},`The file planner/${s[1]} has been updated.`));ch.push(llm('assistant',{},{content:[{type:'tool_use',name:'Bash',input:{command:'pytest tests/test_tz.py -q'}}]}));}}
  ch.push(tool('Bash',{command:'git diff --stat'},' planner/display.py | 6 +++---\n planner/shift.py   | 4 ++--\n planner/store.py   | 2 +-\n 3 files changed, 6 insertions(+), 6 deletions(-)'));
  ch.push(llm('assistant',{},{content:[{type:'text',text:'All 18 tz tests pass: UTC storage fixed, display uses the depot ZoneInfo, overnight shifts end the next day.'}]},{metadata:c.meta()}));
  return row(id,F,'Three different fixes drive tz test failures from 6 to 4 to 1 to 0, each run listing fewer, different failing tests, and the task is done.',false,false,goal,agent('claude-code',{prompt:goal},{result:'success'},ch));}
// 03: VRP unassigned stops drop 5,2,0 (LangGraph)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Route 60 grocery deliveries in Utrecht across 5 e-vans with battery range limits and publish the routes.';
  const node=(n,k)=>span('chain',n,{},{},k);
  const solve=(p,un,extra)=>{const out={job:'vrp_'+c.hex(8),status:un.length?'PARTIAL':'OPTIMAL',unassigned:un,total_km:extra,wall_time_s:+(1+c.r()*5).toFixed(2)};return un.length?fail('vrp.solve',p,out,`${un.length} stops unassigned`,{metadata:c.meta()}):tool('vrp.solve',p,out,{metadata:c.meta()});};
  ch.push(node('load',[tool('orders.today',{city:'Utrecht'},{count:60,windows:'08:00-21:00',as_of:c.isoOff(60)})]));
  ch.push(node('solve',[llm('ChatOpenAI',{messages:[{role:'user',content:goal}]},{content:'Solve with 5 vans, range 120 km.'}),solve({vans:5,range_km:120},['O-12','O-19','O-33','O-41','O-58'],402.6)]));
  ch.push(node('fix',[llm('ChatOpenAI',{messages:[]},{content:'The 5 unassigned are all in Leidsche Rijn, beyond range after the morning loop. Allow a midday recharge at hub Papendorp (30 min).'}),solve({vans:5,range_km:120,recharge_stops:['HUB-PAP']},['O-41','O-58'],418.1)]));
  ch.push(node('fix',[llm('ChatOpenAI',{messages:[]},{content:'O-41 and O-58 both have 08:00-08:30 windows; start van 5 at 07:30 from the Papendorp hub instead of the depot.'}),solve({vans:5,range_km:120,recharge_stops:['HUB-PAP'],start_overrides:{van5:{at:'07:30',from:'HUB-PAP'}}},[],421.9)]));
  ch.push(node('publish',[tool('routes.publish',{job:'latest'},{routes:5,drivers_notified:5}),...['Sanne','Bram','Yusuf','Lotte','Ravi'].map(d=>tool('driver.push',{driver:d},{delivered:true,msg_id:c.hex(10)}))]));
  ch.push(node('report',[llm('ChatOpenAI',{messages:[]},{content:'All 60 stops assigned across 5 vans, 421.9 km total, routes sent to drivers.'})]));
  return row(id,F,'Unassigned stops shrink from 5 to 2 to 0 as a recharge stop and then an early start are added, and routes are published.',false,false,goal,agent('vrp-graph',{goal},{published:true},ch));}
export const rows=[r01,r02,r03];
