import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='busy_after_done';
// 01: booked a table, confirmed, then keeps re-checking the booking (LangChain)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Book a table for 6 at Dishoom King\'s Cross on Friday 13 March at 19:00 and confirm.';
  const conf='DKX-'+c.code(6);
  ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[{role:'user',content:goal}]},{tool_calls:[{name:'availability',args:{venue:'dishoom-kings-cross',date:'2026-03-13',party:6}}]},{metadata:c.meta()}),tool('availability',{venue:'dishoom-kings-cross',date:'2026-03-13',party:6},{slots:['18:30','19:00','21:15'],cache_age_s:c.int(0,60)})]));
  ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[]},{tool_calls:[{name:'book',args:{venue:'dishoom-kings-cross',date:'2026-03-13',time:'19:00',party:6,name:'Adebayo'}}]},{metadata:c.meta()}),tool('book',{venue:'dishoom-kings-cross',time:'19:00',party:6},{status:'confirmed',confirmation:conf,time:'2026-03-13T19:00:00+00:00',email_sent:true},{metadata:c.meta()})]));
  ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[]},{content:`Your table for 6 is confirmed at Dishoom King's Cross, Friday 13 March 19:00 (ref ${conf}).`},{metadata:c.meta()})]));
  for(let k=0;k<5;k++){ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[]},{content:k%2?'Double-checking the reservation status.':'Let me verify the booking is still confirmed.',tool_calls:[{name:'get_booking',args:{confirmation:conf}}]},{metadata:c.meta()}),tool('get_booking',{confirmation:conf},{confirmation:conf,status:'confirmed',party:6,time:'2026-03-13T19:00:00Z',last_modified:c.httpDate(),etag:c.etag()},{metadata:c.meta()})]));}
  ch.push(span('chain','stop',{},{},[],{error:'max iterations reached'}));
  return row(id,F,'The table is booked and confirmed, the user told so, yet the agent re-reads the same confirmed booking five more times until the iteration limit.',true,true,goal,agent('AgentExecutor',{input:goal},null,ch));}
// 02: label created, then re-creating/voiding? keeps re-announcing tracking (Agents SDK)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Create a UPS Ground label for RMA 5521 (2 kg) from Denver to our Reno returns centre and email it to the customer.';
  const trk='1Z'+c.code(6,'0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')+'03'+c.int(1e7,9e7);
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['ups_ship',{service:'03',weight_kg:2,from_zip:'80202',to_zip:'89502',reference:'RMA 5521'}]]),{metadata:c.meta()}));
  ch.push(tool('ups_ship',{service:'03',weight_kg:2,from_zip:'80202',to_zip:'89502'},{ShipmentResponse:{Response:{ResponseStatus:{Code:'1',Description:'Success'},TransactionReference:{CustomerContext:c.uuid()}},ShipmentResults:{ShipmentIdentificationNumber:trk,PackageResults:{TrackingNumber:trk,ShippingLabel:{ImageFormat:{Code:'PDF'},GraphicImage:c.b64pdf()}}}}},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'',[['send_email',{to:'r.alvarez@example.com',subject:`Your return label ${trk}`,attachments:['label.pdf']}]]),{metadata:c.meta()}));
  ch.push(tool('send_email',{to:'r.alvarez@example.com'},{id:`<${c.hex(16)}@mailer>`,status:'sent'},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'',[['email_status',{id:'last'}]]),{metadata:c.meta()}));
  ch.push(tool('email_status',{id:'last'},{status:'delivered',opened:false,checked:c.isoOff(-420)}));
  for(let k=0;k<4;k++){ch.push(llm('generation',{},asst(c,`The return label ${trk} has been created and emailed to the customer.`,[['ups_track',{inquiryNumber:trk}]]),{metadata:c.meta()}));
    ch.push(tool('ups_track',{inquiryNumber:trk},{trackResponse:{shipment:[{package:[{trackingNumber:trk,currentStatus:{code:'MP',description:'Shipper created a label, UPS has not received the package yet.'}}]}]},transId:c.hex(20)},{metadata:c.meta()}));}
  ch.push(span('custom','max_turns_exceeded',{},{},[],{error:'MaxTurnsExceeded'}));
  return row(id,F,'The label is created and the email is confirmed delivered, yet the agent re-announces the same sentence and re-tracks a label-only shipment four more times until max turns.',true,true,goal,agent('ReturnsAgent',{input:goal},null,ch));}
// 03: meeting booked and accepted, then re-sending invite updates (Graph; tool calls only)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Book a 30-minute call with Dr. Yuki Sato (external) on Wednesday at 09:30 JST and get her acceptance.';
  const evId='AAMkA'+c.code(24);
  ch.push(llm('chat.completions',{messages:[{role:'user',content:goal}]},asst(c,'',[['create_event',{start:'2026-03-18T09:30:00+09:00',attendee:'y.sato@kyoto-u.example'}]]),{metadata:c.meta()}));
  ch.push(span('function','Calendar.create_event',{start:{dateTime:'2026-03-18T09:30:00',timeZone:'Tokyo Standard Time'},attendees:['y.sato@kyoto-u.example']},{'@odata.etag':`W/"${c.code(16)}"`,id:evId},[],{metadata:c.meta()}));
  ch.push(llm('chat.completions',{},asst(c,'',[['get_event',{id:evId}]]),{metadata:c.meta()}));
  ch.push(span('function','Calendar.get_event',{id:evId},{attendees:[{emailAddress:{address:'y.sato@kyoto-u.example'},status:{response:'accepted',time:c.isoNoMs()}}],'@odata.etag':`W/"${c.code(16)}"`},[],{metadata:c.meta()}));
  for(let k=0;k<4;k++){ch.push(llm('chat.completions',{},asst(c,'',[[k%2?'get_event':'update_event',k%2?{id:evId}:{id:evId,body:'Looking forward to our call.'}]]),{metadata:c.meta()}));
    ch.push(span('function',k%2?'Calendar.get_event':'Calendar.update_event',{id:evId},{attendees:[{emailAddress:{address:'y.sato@kyoto-u.example'},status:{response:'accepted',time:c.isoNoMs()}}],'@odata.etag':`W/"${c.code(16)}"`,lastModifiedDateTime:c.iso()},[],{metadata:c.meta()}));}
  ch.push(llm('chat.completions',{},asst(c,'',[['update_event',{id:evId,body:'Looking forward to our call.'}]]),{metadata:c.meta()}));
  ch.push(span('event','max_auto_invoke',{},{},[],{error:'MaximumAutoInvokeAttempts reached'}));
  return row(id,F,'Dr. Sato accepts the invite, which a read confirms, but the agent keeps re-sending the same update and re-reading the accepted event five more times with no narration, until the auto-invoke limit.',true,false,goal,agent('SKAgent',{goal},null,ch));}
export const rows=[r01,r02,r03];
