import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='poll_until_state_changes';
// 01: ticketing job poll (OpenAI Agents SDK style)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Issue the ticket for PNR held for Tomasz Wojcik (WAW-FRA-ORD, 12 April) and email him the e-ticket number.';
  const pnr=c.pnr();
  ch.push(llm('generation',{model:'gpt-4.1',messages:[{role:'user',content:goal}]},asst(c,'',[['retrieve_order',{name:'Wojcik'}]]),{metadata:c.meta()}));
  ch.push(tool('retrieve_order',{name:'Wojcik'},{order_id:'ord_'+c.hex(20),booking_reference:pnr,status:'held',payment_required_by:'2026-02-28T23:59:00Z',total_amount:'812.40',total_currency:'EUR'},{metadata:c.meta()}));
  ch.push(llm('generation',{model:'gpt-4.1',messages:[]},asst(c,'Order is held; paying from the company balance to trigger ticketing.',[['create_payment',{booking_reference:pnr,type:'balance',amount:'812.40',currency:'EUR'}]]),{metadata:c.meta()}));
  const job='tkt_job_'+c.hex(12);
  ch.push(tool('create_payment',{booking_reference:pnr,type:'balance'},{payment_id:'pay_'+c.hex(16),status:'succeeded',ticketing_job:job,created_at:c.iso()},{metadata:c.meta()}));
  const states=[['queued',null],['queued',null],['in_progress',null],['in_progress','2 of 3 segments'],['completed',null]];
  for(const [st,prog] of states){c.tick(8000+c.int(0,4000));
    ch.push(llm('generation',{model:'gpt-4.1',messages:[]},asst(c,st==='queued'&&prog===null&&ch.length<6?'Polling ticketing job.':'',[['get_ticketing_job',{job_id:job}]]),{metadata:c.meta()}));
    const out={job_id:job,state:st,progress:prog,checked_at:c.isoOff(60),queue_position:st==='queued'?c.int(1,6):null,worker:c.host('tkt-worker'),request_id:c.reqId()};
    if(st==='completed')out.documents=[{type:'electronic_ticket',unique_identifier:'125'+c.int(1e9,9e9),passenger:'WOJCIK/TOMASZ MR'}];
    ch.push(tool('get_ticketing_job',{job_id:job},out,{metadata:c.meta()}));}
  const tkt=ch[ch.length-1].output.documents[0].unique_identifier;
  ch.push(llm('generation',{model:'gpt-4.1',messages:[]},asst(c,`Ticket ${tkt} issued; emailing Tomasz.`,[['send_email',{to:'tomasz.wojcik@example.pl',subject:`E-ticket ${tkt} WAW-ORD 12 Apr`,body:`Your ticket ${tkt} (booking ${pnr}) is issued.`}]]),{metadata:c.meta()}));
  ch.push(tool('send_email',{to:'tomasz.wojcik@example.pl'},{message_id:`<${c.hex(16)}@mail.example>`,accepted:true},{metadata:c.meta()}));
  ch.push(llm('generation',{model:'gpt-4.1',messages:[]},asst(c,`Done: ticket ${tkt} issued for booking ${pnr} and emailed to Tomasz.`),{metadata:c.meta()}));
  return row(id,F,'A ticketing job is polled through queued, in_progress and completed, each answer with fresh noise and real progress, and the ticket number is then used.',false,false,goal,agent('TicketingAgent',{input:goal},{final_output:'issued'},ch,{metadata:{trace_id:'trace_'+c.hex(32)}}));}
// 02: shipment tracking polled until delivered (LangChain callbacks style, tools nested under chain)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Watch UPS shipment 1Z999AA10123456784 and, once delivered, close Zendesk ticket #48211 with the proof of delivery.';
  const evs=[['MP','Order Processed: Ready for UPS','Louisville, KY'],['I','Departed from Facility','Louisville, KY'],['I','Arrived at Facility','Columbus, OH'],['O','Out For Delivery Today','Columbus, OH'],['D','Delivered','Dublin, OH']];
  let hist=[];
  for(let i=0;i<evs.length;i++){const [code,desc,loc]=evs[i];c.tick(3600e3*c.int(2,9));hist=[{status:{type:code,description:desc},location:loc,date:c.iso().slice(0,10).replace(/-/g,''),time:c.iso().slice(11,19).replace(/:/g,'')},...hist];
    const kids=[llm('ChatOpenAI',{messages:[{role:'user',content:i===0?goal:'Next check.'}]},{generations:[[{text:'',message:{tool_calls:[{name:'ups_track',args:{inquiryNumber:'1Z999AA10123456784'}}]}}]]},{metadata:c.meta()}),
      tool('ups_track',{inquiryNumber:'1Z999AA10123456784'},JSON.stringify({trackResponse:{shipment:[{package:[{trackingNumber:'1Z999AA10123456784',currentStatus:{code:code,description:desc},activity:hist.slice(0,3),deliveryDate:[{type:'SDD',date:'20260219'}]}]}]},transId:c.hex(24),transactionSrc:'agent'}),{metadata:c.meta()})];
    if(i<evs.length-1)kids.push(tool('sleep',{seconds:1800},`slept 1800s (woke ${c.httpDate(c.tick(1800e3))})`));
    ch.push(span('chain','AgentExecutor.iteration',{i},{},kids));}
  ch.push(span('chain','AgentExecutor.iteration',{i:5},{},[llm('ChatOpenAI',{messages:[]},{generations:[[{text:'Delivered in Dublin, OH; fetching the signature image for proof.',message:{tool_calls:[{name:'ups_pod',args:{inquiryNumber:'1Z999AA10123456784'}}]}}]]},{metadata:c.meta()}),tool('ups_pod',{inquiryNumber:'1Z999AA10123456784'},{signedBy:'M REYES',image:'iVBORw0KGgoAAAANSUhEUgAA'+c.code(16)+'...',format:'PNG'}),
    llm('ChatOpenAI',{messages:[]},{generations:[[{text:'',message:{tool_calls:[{name:'zendesk_update',args:{ticket:48211,status:'solved'}}]}}]]}),tool('zendesk_update',{ticket:48211,status:'solved',comment:'Delivered 19 Feb, signed by M REYES. POD attached.'},{ticket:{id:48211,status:'solved',updated_at:c.isoNoMs()}})]));
  return row(id,F,'A UPS parcel is polled from processed to delivered, each check showing a newer scan, and the proof of delivery closes the ticket.',false,false,goal,agent('AgentExecutor',{input:goal},{output:'Ticket 48211 solved with POD.'},ch,{metadata:{run_id:c.uuid()}}));}
// 03: Graph async room booking poll (custom tracer, "step" type spans)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Book the Harbour boardroom for the board offsite prep every Tuesday 14:00-15:30 Europe/Dublin for 6 weeks from 3 March and share the series link.';
  ch.push(llm('plan',{prompt:goal},{text:'Create the recurring event with the room as a resource attendee, then wait for the room mailbox to accept.',tool_call:{name:'graph.createEvent'}},{metadata:c.meta()}));
  const evId='AAMkAG'+c.code(30,'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  ch.push(tool('graph.createEvent',JSON.stringify({subject:'Board offsite prep',start:{dateTime:'2026-03-03T14:00:00',timeZone:'GMT Standard Time'},end:{dateTime:'2026-03-03T15:30:00',timeZone:'GMT Standard Time'},recurrence:{pattern:{type:'weekly',interval:1,daysOfWeek:['tuesday']},range:{type:'numbered',startDate:'2026-03-03',numberOfOccurrences:6}},attendees:[{emailAddress:{address:'harbour-boardroom@contoso.ie'},type:'resource'}]}),{'@odata.etag':`W/"${c.code(20)}"`,id:evId,webLink:`https://outlook.office365.com/owa/?itemid=${evId}&exvsurl=1`},{metadata:c.meta()}));
  const resp=['none','none','notResponded','tentativelyAccepted','accepted'];
  resp.forEach((r,i)=>{c.tick(20000);
    ch.push(llm('step',{prompt:`poll ${i+1}`},{text:i===3?'Room tentatively holds; one more check for final acceptance.':'',tool_call:{name:'graph.getEvent',args:{id:evId,select:'attendees'}}},{metadata:c.meta()}));
    ch.push(tool('graph.getEvent',{id:evId,$select:'attendees'},{'@odata.etag':`W/"${c.code(20)}"`,attendees:[{type:'resource',status:{response:r,time:r==='none'?'0001-01-01T00:00:00Z':c.isoNoMs()},emailAddress:{address:'harbour-boardroom@contoso.ie'}}],'x-ms-ags-diagnostic':{ServerInfo:{DataCenter:'North Europe',Slice:'E',Ring:'3',ScaleUnit:String(c.int(0,9)),RoleInstance:'DB'+c.int(3,8)+'PEPF0000'+c.hex(5).toUpperCase()}},'request-id':c.uuid()},{metadata:c.meta()}));});
  ch.push(llm('step',{prompt:'finish'},{text:'Harbour boardroom accepted all 6 occurrences (3 Mar to 7 Apr, 14:00-15:30 Dublin). Series link shared.'},{metadata:c.meta()}));
  ch.push(tool('teams.postMessage',{channel:'board-office',text:'Offsite prep booked in Harbour, Tuesdays 14:00-15:30 from 3 Mar (6x).'},{id:String(c.int(1e12,9e12)),createdDateTime:c.iso()}));
  return row(id,F,'The room mailbox response is polled from none to accepted, each response with new Graph diagnostics, and the confirmed series is shared.',false,false,goal,agent('calendar-agent',{goal},{status:'done'},ch,{metadata:{session:c.uuid()}}));}
export const rows=[r01,r02,r03];
