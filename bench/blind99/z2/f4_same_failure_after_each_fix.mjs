import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='same_failure_after_each_fix';
// 01: route optimiser INFEASIBLE after each parameter change (LangGraph)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Plan tomorrow\'s routes for 3 vans from the Bristol depot covering 41 stops with customer time windows; publish to drivers.';
  const node=(n,k)=>span('chain',n,{},{},k);
  const solve=(params)=>fail('vrp.solve',{depot:'BRS-1',stops:41,vehicles:3,...params},{status:'INFEASIBLE',job_id:'vrp_'+c.hex(10),solver:'or-tools 9.10',wall_time_s:+(c.r()*4+1).toFixed(3),violations:[{stop_id:'S-17',address:'Unit 4, Avonmouth Way, BS11 9YA',constraint:'time_window',window:'07:00-07:30',earliest_arrival:'07:52'}],unassigned:['S-17'],log:c.tmp('log')},'solver returned INFEASIBLE',{metadata:c.meta()});
  ch.push(node('load',[tool('tms.stops',{date:'2026-03-11',depot:'BRS-1'},{count:41,first_departure:'06:30',updated:c.httpDate()},{metadata:c.meta()})]));
  ch.push(node('solve',[llm('ChatOpenAI',{messages:[{role:'user',content:goal}]},{content:'Solve with defaults.'},{metadata:c.meta()}),solve({})]));
  const fixes=[['Increase van capacity to 1400 kg in case load balancing forces a detour.',{capacity_kg:1400}],['Extend shift length to 10h so the solver has more slack.',{max_shift_h:10}],['Add a 4th van to spread the load.',{vehicles:4}],['Switch to GUIDED_LOCAL_SEARCH with a 60s limit.',{metaheuristic:'GUIDED_LOCAL_SEARCH',time_limit_s:60}],['Allow 10 minutes of service time flex per stop.',{service_time_flex_min:10}]];
  for(const [t,p] of fixes){ch.push(node('fix',[llm('ChatOpenAI',{messages:[]},{content:t,tool_calls:[{name:'vrp.solve',args:p}]},{metadata:c.meta()}),solve(p)]));}
  ch.push(node('end',[span('event','recursion_limit',{limit:14},{},[],{error:'GraphRecursionError'})]));
  return row(id,F,'Five different solver settings (capacity, shift, vans, heuristic, service flex) each return the same INFEASIBLE violation on stop S-17, differing only in job id, run time and log path; the routes are never published.',true,false,goal,agent('route-planner',{goal},null,ch));}
// 02: customs declaration validator same rejection after edits (CrewAI)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='File the UK export declaration (CDS) for 12 pallets of machine parts to Norway and get an MRN.';
  const rej=()=>({submission_id:c.uuid(),received:c.isoOff(0),status:'REJECTED',errors:[{code:'CDS12056',pointer:'DeclarationGoodsItem[3].Commodity.Classification',description:'Commodity code 8483409000 invalid for procedure 1040 with additional procedure 1CG'}],conversation_id:c.hex(16),processing_ms:c.int(300,1900)});
  const kids=[];
  kids.push(llm('crewai.llm.call',{messages:[{role:'user',content:goal}]},{text:'Thought: build the declaration from the invoice.\nAction: cds_submit'},{metadata:c.meta()}));
  kids.push(fail('cds_submit',{lrn:'LRN'+c.int(1e6,9e6),procedure:'1040',additional:'1CG',items:12},rej(),'REJECTED CDS12056',{metadata:c.meta()}));
  const edits=[['Change item 3 gross mass from 412 to 412.0 kg and resubmit.',{item:3,gross_mass:'412.0'}],['Set the item 3 country of origin to GB explicitly.',{item:3,origin:'GB'}],['Replace additional procedure 1CG with 000.',{additional:'000'}],['Re-upload the commercial invoice PDF as a supporting document.',{documents:[{type:'N935',ref:'INV-55102'}]}]];
  for(const [t,e] of edits){kids.push(llm('crewai.llm.call',{messages:[]},{text:`Thought: ${t}\nAction: cds_amend_and_submit\nAction Input: ${JSON.stringify(e)}`},{metadata:c.meta()}));
    kids.push(fail('cds_amend_and_submit',e,rej(),'REJECTED CDS12056',{metadata:c.meta()}));}
  kids.push(span('event','max_iter',{},{},[],{error:'Agent stopped due to iteration limit'}));
  ch.push(span('task','File declaration',{description:goal},null,[agent('Customs Broker',{role:'Customs Broker'},null,kids)]));
  ch.push(span('event','crew_kickoff_completed',{},{mrn:null}));
  return row(id,F,'Four unrelated amendments (mass, origin, procedure code, documents) each get the same CDS12056 rejection on the commodity code, only submission id and timestamps changing.',true,false,goal,agent('Crew',{inputs:{goal}},{mrn:null},ch));}
// 03: coding agent fixing an ICS recurrence bug, pytest same failure (Claude-code style)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='In repo meetbot, fix test_weekly_series_crosses_dst so weekly meetings keep 09:00 Europe/London across the March DST change.';
  const pytest=()=>`============================= test session starts ==============================\nplatform linux -- Python 3.12.2, pytest-8.1.1\nrootdir: /home/runner/meetbot\ncollected 1 item\n\ntests/test_recurrence.py F                                              [100%]\n\n=================================== FAILURES ===================================\n_____________________ test_weekly_series_crosses_dst _____________________\n\n    def test_weekly_series_crosses_dst():\n        occ = expand(rule, start, count=4)\n>       assert [o.isoformat() for o in occ][2] == "2026-03-30T09:00:00+01:00"\nE       AssertionError: assert '2026-03-30T10:00:00+01:00' == '2026-03-30T09:00:00+01:00'\n\ntests/test_recurrence.py:41: AssertionError\n--------------------------- captured log ---------------------------\nDEBUG meetbot.rrule:rrule.py:88 expanding <RRule object at 0x7f${c.hex(10)}> tmp=${c.tmp('ics')}\n=========================== short test summary info ============================\nFAILED tests/test_recurrence.py::test_weekly_series_crosses_dst\n============================== 1 failed in ${(0.2+c.r()).toFixed(2)}s ===============================`;
  ch.push(llm('assistant',{messages:[{role:'user',content:goal}]},{content:[{type:'text',text:'Run the failing test first.'},{type:'tool_use',name:'Bash',input:{command:'pytest tests/test_recurrence.py -k dst -q'}}]},{metadata:c.meta()}));
  ch.push(fail('Bash',{command:'pytest tests/test_recurrence.py -k dst'},pytest(),'exit code 1'));
  ch.push(llm('assistant',{},{content:[{type:'tool_use',name:'Read',input:{file_path:'meetbot/rrule.py'}}]}));
  ch.push(tool('Read',{file_path:'meetbot/rrule.py'},'80  def expand(rule, start, count):\n81      tz = start.tzinfo\n82      out = []\n83      cur = start.astimezone(timezone.utc)\n84      for i in range(count):\n85          out.append((cur + timedelta(weeks=i)).astimezone(tz))\n86      return out'));
  const edits=[['Use pytz localize instead of astimezone.','out.append(tz.localize((cur + timedelta(weeks=i)).replace(tzinfo=None)))'],['Normalise after adding the timedelta.','out.append(tz.normalize((cur + timedelta(weeks=i)).astimezone(tz)))'],['Switch to zoneinfo ZoneInfo("Europe/London").','out.append((cur + timedelta(weeks=i)).astimezone(ZoneInfo("Europe/London")))'],['Add fold=0 to the resulting datetimes.','out.append((cur + timedelta(weeks=i)).astimezone(tz).replace(fold=0))']];
  for(const [t,e] of edits){ch.push(llm('assistant',{},{content:[{type:'text',text:t},{type:'tool_use',name:'Edit',input:{file_path:'meetbot/rrule.py',old_string:'out.append(...)',new_string:e}}]},{metadata:c.meta()}));
    ch.push(tool('Edit',{file_path:'meetbot/rrule.py',new_string:e},'The file meetbot/rrule.py has been updated.'));
    ch.push(fail('Bash',{command:'pytest tests/test_recurrence.py -k dst -q'},pytest(),'exit code 1',{metadata:c.meta()}));}
  return row(id,F,'Four different edits all keep the UTC-based weekly arithmetic, and pytest fails with the same DST assertion each time, only object addresses, temp paths and timings differing.',true,false,goal,agent('claude-code',{prompt:goal},null,ch,{metadata:{session_id:c.uuid()}}));}
export const rows=[r01,r02,r03];
