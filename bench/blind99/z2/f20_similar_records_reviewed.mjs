import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='similar_records_reviewed';
// 01: reading fare rules for each of 5 airlines (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='For the company\'s five preferred airlines on LHR-SIN, compare change and refund penalties on the lowest flexible economy fare and write a one-page summary.';
  const al=[['BA','BA11','GBP 0 change; refund GBP 150'],['SQ','SQ317','GBP 50 change; refund GBP 100'],['QF','QF1','GBP 0 change; refund GBP 200'],['VS','VS(codeshare)','GBP 75 change; non-refundable'],['EK','EK2/EK352','GBP 60 change; refund GBP 120']];
  for(const [cx,fl,pen] of al){ch.push(llm('generation',{},asst(c,'',[['get_fare_rules',{carrier:cx,route:'LHR-SIN',fare_family:'economy_flex'}]]),{metadata:c.meta()}));
    ch.push(tool('get_fare_rules',{carrier:cx,route:'LHR-SIN',fare_family:'economy_flex'},{carrier:cx,flight:fl,fare_basis:c.code(6,'ABCDEFGHJKLMNPQRSTUVWXYZ'),penalties:pen,baggage:c.pick(['1PC 23kg','2PC 23kg','30kg']),fetched_at:c.isoOff(0),offer_id:c.offer()},{metadata:c.meta()}));}
  ch.push(llm('generation',{},asst(c,'Summary: best flexibility is BA (free change, GBP 150 refund) and QF (free change, GBP 200 refund); SQ has the lowest refund fee (GBP 100) with a GBP 50 change fee; EK sits in the middle; the VS codeshare fare is non-refundable and should be avoided for flexible travel.',[['write_doc',{title:'LHR-SIN flex fare penalties'}]]),{metadata:c.meta()}));
  ch.push(tool('write_doc',{title:'LHR-SIN flex fare penalties'},{doc_id:c.hex(20),url:'https://docs.example.com/d/'+c.hex(12)}));
  ch.push(llm('generation',{},asst(c,'Written and shared.'),{metadata:c.meta()}));
  ch.push(span('guardrail','output_check',{},{tripwire_triggered:false}));
  return row(id,F,'Fare rules for five airlines are read with the same tool and the same output shape, each with different penalties, and a comparison summary is written.',false,false,goal,agent('PolicyAgent',{input:goal},{final_output:'shared'},ch));}
// 02: reading proof-of-delivery records for 6 shipments (plain tracer)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='A customer claims 6 pallets of order PO-3391 never arrived; pull every POD record and tell me which drops are disputed.';
  const drops=[['DRP-1','Signed by K. Osei, 2 pallets, no remarks'],['DRP-2','Signed by warehouse gate, 1 pallet, remark "shrink-wrap torn"'],['DRP-3','No signature, photo only, 1 pallet left at dock 4'],['DRP-4','Signed by K. Osei, 1 pallet, no remarks'],['DRP-5','Refused: "not ordered"'],['DRP-6','Signed by J. Mensah, 1 pallet, remark "1 carton short"']];
  ch.push(llm('llm',{prompt:goal},{text:'List drops for PO-3391 then read each POD.'},{metadata:c.meta()}));
  ch.push(tool('tms.drops',{po:'PO-3391'},{drops:drops.map(d=>d[0]),carrier:'Kuehne+Nagel Road'}));
  for(const [d,pod] of drops){ch.push(tool('tms.pod',{drop:d},`POD ${d}\nDelivered: ${c.isoOff(60,c.tick(c.int(1,4)*3600e3))}\nDriver: ${c.pick(['M. Schulz','A. Novak','P. Jansen'])}\nGPS: ${(51.2+c.r()*0.1).toFixed(5)},${(6.7+c.r()*0.1).toFixed(5)}\nResult: ${pod}\nImage: s3://pod-images/${c.hex(8)}/${d}.jpg`,{metadata:c.meta()}));}
  ch.push(llm('llm',{prompt:'review'},{text:'Disputed: DRP-3 (no signature, only a photo at dock 4), DRP-5 (refused, pallet should be back at depot), DRP-6 (one carton short). DRP-2 has damage noted but was signed. DRP-1 and DRP-4 are clean.'},{metadata:c.meta()}));
  ch.push(tool('claims.open',{po:'PO-3391',drops:['DRP-3','DRP-5','DRP-6']},{claim:'CLM-'+c.int(1e4,9e4),status:'open'}));
  ch.push(tool('depot.locate_pallet',{drop:'DRP-5'},{location:'Duisburg depot, bay 12',since:c.httpDate()}));
  ch.push(tool('email.send',{to:'ap@customer.example',subject:'PO-3391 POD review'},{id:c.uuid(),status:'sent'}));
  ch.push(tool('crm.note',{account:'customer',text:'POD review done'},{ok:true}));
  ch.push(llm('llm',{prompt:'answer'},{text:'3 of 6 drops disputed; claim opened, refused pallet located at the Duisburg depot bay 12.'},{metadata:c.meta()}));
  return row(id,F,'Six proof-of-delivery records are read with the same tool and template, each with a different signer, remark or refusal, and the disputed drops are identified.',false,false,goal,agent('claims-agent',{goal},{disputed:3},ch));}
// 03: reading driver timesheets/tachograph for 5 drivers (LangGraph map step)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Check this week\'s tachograph summaries for the 5 long-haul drivers and flag anyone who cannot take Friday\'s 9-hour Hamburg-Munich run.';
  const drv=[['Jan Kowalski',52.5,9.0,'ok'],['Stefan Braun',55.0,10.0,'weekly limit near'],['Ali Demir',41.0,8.5,'ok'],['Rui Santos',48.5,9.5,'reduced rest Tue'],['Eva Horvath',36.0,7.0,'ok']];
  const node=(n,k)=>span('chain',n,{},{},k);
  ch.push(node('list',[tool('fleet.drivers',{type:'long-haul'},{drivers:drv.map(d=>d[0])})]));
  ch.push(node('read_each',drv.map(([n,h,day,note])=>tool('tacho.summary',{driver:n,week:'2026-W10'},{driver:n,driving_hours_week:h,longest_day_h:day,extended_days_used:day>9?2:1,infringements:note==='ok'?[]:[note],card_download:c.isoOff(60),file:`/data/ddd/${c.hex(10)}.ddd`},{metadata:c.meta()}))));
  ch.push(node('reason',[llm('ChatAnthropic',{messages:[]},{content:'56 h weekly cap: Stefan at 55.0 h cannot drive 9 more; Rui at 48.5 h can do 9 h (57.5 h is over 56 h) - no, he is out too; Jan 52.5 h would reach 61.5 h - over the cap too. Eligible: Ali (41.0 h -> 50 h) and Eva (36.0 h -> 45 h); Eva has no infringements, so she takes it.'},{metadata:c.meta()})]));
  ch.push(node('assign',[tool('dispatch.assign',{run:'HAM-MUC Fri',driver:'Eva Horvath'},{status:'assigned',eta:'2026-03-06T15:40:00+01:00'}),tool('dispatch.notify',{driver:'Eva Horvath'},{sent:true})]));
  ch.push(node('report',[llm('ChatAnthropic',{messages:[]},{content:'Flagged: Stefan (55 h), Jan (52.5 h) and Rui (48.5 h, plus reduced rest Tuesday) would exceed 56 h. Friday run assigned to Eva; Ali is backup.'})]));
  for(let k=0;k<2;k++)ch.push(tool('audit.log',{entry:k?'backup set':'assignment'},{ok:true,id:c.uuid()}));
  return row(id,F,'Five tachograph summaries come back in the same format with different hours and infringements; the agent compares them, flags three drivers and assigns the run.',false,false,goal,agent('compliance-graph',{goal},{assigned:'Eva Horvath'},ch));}
export const rows=[r01,r02,r03];
