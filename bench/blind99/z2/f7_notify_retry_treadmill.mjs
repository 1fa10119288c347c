import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='notify_retry_treadmill';
// 01: ticketing fails with card declined, agent tells user same thing each round (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Issue the ticket for booking held under reference for Jonas Lindqvist (ARN-CDG 20 March) using the card on file.';
  const pnr=c.pnr();
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['retrieve_order',{surname:'Lindqvist'}]]),{metadata:c.meta()}));
  ch.push(tool('retrieve_order',{surname:'Lindqvist'},{booking_reference:pnr,status:'held',amount_minor:c.jitter(238900),currency:'SEK'},{metadata:c.meta()}));
  const msg=`I tried to issue the ticket for booking ${pnr}, but the payment was declined by the card issuer. I will try the payment again now.`;
  for(let k=0;k<4;k++){ch.push(llm('generation',{},asst(c,k?'':'Paying with card on file.',[['pay_order',{booking_reference:pnr,method:'card_on_file',card:'visa_4242'}]]),{metadata:c.meta()}));
    ch.push(fail('pay_order',{booking_reference:pnr,method:'card_on_file'},{status:402,body:{errors:[{type:'card_error',code:'card_declined',decline_code:'do_not_honor',message:'Your card was declined.'}]},headers:{'request-id':c.reqId('req'),'idempotency-key':c.uuid()}},'card_declined: do_not_honor',{metadata:c.meta()}));
    ch.push(llm('generation',{},asst(c,k%2?msg.replace('I will try the payment again now.','I will try the payment again right now.'):msg,[['send_user_message',{text:msg}]]),{metadata:c.meta()}));
    ch.push(tool('send_user_message',{text:msg},{delivered:true,ts:c.isoOff(60)}));}
  return row(id,F,'Four rounds of the same declined card payment, each followed by the same message to the traveller promising to try again, never asking for another card.',true,true,goal,agent('TicketingAgent',{input:goal},null,ch,{error:'MaxTurnsExceeded'}));}
// 02: label creation fails address validation, agent posts same Slack message (LangChain)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Create a FedEx Priority Overnight label for order #77310 to 350 Fifth Ave, New York, and post the tracking number in #ops.';
  const note='Heads up: FedEx rejected the label for order #77310 because the recipient address could not be validated (suite number missing). Retrying the label now.';
  for(let k=0;k<4;k++){ch.push(span('chain','AgentExecutor.step',{},{},[
    llm('ChatOpenAI',{messages:[]},{content:'',tool_calls:[{name:'fedex_create_label',args:{order:'77310',service:'PRIORITY_OVERNIGHT',recipient:{street:'350 Fifth Ave',city:'New York',state:'NY',zip:'10118'}}}]},{metadata:c.meta()}),
    fail('fedex_create_label',{order:'77310',service:'PRIORITY_OVERNIGHT'},{transactionId:c.uuid(),errors:[{code:'RECIPIENT.ADDRESS.INVALID',message:'Recipient address line 2 (suite/floor) is required for this building.'}]},'RECIPIENT.ADDRESS.INVALID',{metadata:c.meta()}),
    llm('ChatOpenAI',{messages:[]},{content:note,tool_calls:[{name:'slack_post',args:{channel:'#ops',text:note}}]},{metadata:c.meta()}),
    tool('slack_post',{channel:'#ops',text:note},{ok:true,ts:`${c.epoch(c.tick())}.${c.int(100000,999999)}`})]));}
  ch.push(span('chain','stop',{},{},[],{error:'max iterations'}));
  return row(id,F,'The same FedEx label request fails four times with the same missing-suite address error, and each time the agent posts the same Slack message and retries without changing the address.',true,true,goal,agent('AgentExecutor',{input:goal},null,ch));}
// 03: room booking rejected by policy, agent emails organiser the same apology (Graph, custom tracer)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Book the Atrium room for the all-hands on 2 April 16:00-18:00 CEST and confirm to the organiser Leonie.';
  const mail='Hi Leonie, the Atrium booking for 2 April 16:00-18:00 was declined by the room mailbox. I am retrying the booking and will confirm shortly.';
  for(let k=0;k<3;k++){ch.push(llm('llm',{prompt:'book'},{text:'Creating the Atrium booking.',call:'graph.createEvent'},{metadata:c.meta()}));
    ch.push(tool('graph.createEvent',{subject:'All-hands',start:{dateTime:'2026-04-02T16:00:00',timeZone:'W. Europe Standard Time'},end:{dateTime:'2026-04-02T18:00:00',timeZone:'W. Europe Standard Time'},attendees:[{emailAddress:{address:'atrium@contoso.de'},type:'resource'}]},{'@odata.etag':`W/"${c.code(16)}"`,id:'AAMkA'+c.code(20)},{metadata:c.meta()}));
    ch.push(tool('graph.getEvent',{select:'attendees'},{attendees:[{type:'resource',status:{response:'declined',time:c.isoNoMs()}}],'request-id':c.uuid(),bodyPreview:'Your request was declined. Bookings longer than 90 minutes require approval by facilities.'},{metadata:c.meta()}));
    ch.push(llm('llm',{prompt:'notify'},{text:mail,call:'graph.sendMail'},{metadata:c.meta()}));
    ch.push(tool('graph.sendMail',{to:'leonie@contoso.de',body:mail},{status:202,'client-request-id':c.uuid()}));}
  ch.push(span('event','halt',{},{},[],{error:'step limit'}));
  return row(id,F,'Three rounds of booking the Atrium, the room declining for the same 90-minute policy reason, and the same retry-and-confirm email to Leonie, never shortening the slot or asking facilities.',true,true,goal,agent('room-agent',{goal},null,ch));}
export const rows=[r01,r02,r03];
