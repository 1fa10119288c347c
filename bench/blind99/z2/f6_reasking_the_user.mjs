import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='reasking_the_user';
// 01: asks traveller about seat preference repeatedly (Agents SDK with ask_human tool)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Book Amira Haddad on the Cairo to Dubai EK928 on 8 April and pick a seat.';
  const off=c.offer();
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['search_flights',{flight:'EK928',date:'2026-04-08'}]]),{metadata:c.meta()}));
  ch.push(tool('search_flights',{flight:'EK928',date:'2026-04-08'},{offers:[{offer_id:off,total_amount_minor:c.jitter(412000),currency:'EGP',expires_at:c.iso(c.now()+1200e3)}]},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'',[['get_seat_map',{offer_id:off}]]),{metadata:c.meta()}));
  ch.push(tool('get_seat_map',{offer_id:off},{available:['12A','12C','23F','31D','31E'],window:['12A','23F'],aisle:['12C','31D']},{metadata:c.meta()}));
  const qs=['Do you prefer a window or an aisle seat?','Would you like to sit by the window, or on the aisle?','Which do you want: window seat or aisle seat?','Just to confirm the seating: window or aisle?','Should I pick a window seat or one on the aisle for you?'];
  for(const q of qs){ch.push(llm('generation',{},asst(c,'',[['ask_human',{question:q}]]),{metadata:c.meta()}));
    ch.push(tool('ask_human',{question:q},{answer:'Window please, near the front.',answered_at:c.isoOff(120,c.tick(c.int(5,40)*1000))},{metadata:c.meta()}));}
  ch.push(span('custom','max_turns_exceeded',{},{},[],{error:'MaxTurnsExceeded'}));
  return row(id,F,'The agent asks the traveller window-or-aisle five times in new words and gets "Window please, near the front" every time, but never books seat 12A; the model writes no narration, only paraphrased questions.',true,false,goal,agent('SeatAgent',{input:goal},null,ch));}
// 02: asks dispatcher to confirm address repeatedly (LangGraph interrupt style)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Create a pickup for a return parcel from customer 55120; the geocoder gave two matches for the address.';
  const node=(n,k)=>span('chain',n,{},{},k);
  ch.push(node('lookup',[tool('crm.customer',{id:55120},{name:'Ruth Kowalczyk',address:'12 Church Street, Newport'})]));
  ch.push(node('geocode',[tool('geocode',{q:'12 Church Street, Newport'},{results:[{place_id:'ChIJ'+c.code(20),formatted:'12 Church St, Newport NP20 2BY, Wales',confidence:0.71},{place_id:'ChIJ'+c.code(20),formatted:'12 Church St, Newport PO30 1PY, Isle of Wight',confidence:0.69}],request_id:c.reqId()},{metadata:c.meta()})]));
  const qs=[['Which Newport is it: NP20 2BY in Wales or PO30 1PY on the Isle of Wight?','Wales. NP20 2BY.'],['To be sure I have the right address, is the customer in Newport, Wales or Newport, Isle of Wight?','Wales, NP20 2BY.'],['Can you confirm the postcode for the pickup: NP20 2BY or PO30 1PY?','NP20 2BY (Wales).'],['Before I book: is the pickup address the Welsh Newport or the Isle of Wight one?','Wales - NP20 2BY, as I said.']];
  for(const [q,a] of qs){ch.push(node('clarify',[llm('ChatOpenAI',{messages:[]},{content:`I found two possible addresses. ${q}`},{metadata:c.meta()}),span('interrupt','human_input',{value:q},{resume:a,ts:c.iso(c.tick(c.int(30,120)*1000))})]));}
  ch.push(node('clarify',[llm('ChatOpenAI',{messages:[]},{content:'I found two possible addresses. Please confirm which Newport the customer lives in.'},{metadata:c.meta()})]));
  ch.push(span('chain','__end__',{},{},[],{error:'GraphRecursionError: recursion limit 12'}));
  return row(id,F,'The dispatcher answers "NP20 2BY, Wales" to the same address question asked four times in different words, and the pickup is never created.',true,true,goal,agent('pickup-graph',{goal},null,ch));}
// 03: asks meeting organiser for duration repeatedly, via Slack tool (custom tracer)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Schedule the vendor demo with Finance (Oscar, Mei, Lars) next week and book a room.';
  ch.push(llm('llm',{prompt:goal},{text:'Need free/busy for the three attendees.'},{metadata:c.meta()}));
  ch.push(tool('gcal.freebusy',{items:['oscar@ex.com','mei@ex.com','lars@ex.com'],timeMin:'2026-03-09T00:00:00+01:00',timeMax:'2026-03-14T00:00:00+01:00'},{calendars:{'oscar@ex.com':{busy:[{start:'2026-03-09T09:00:00+01:00',end:'2026-03-09T12:00:00+01:00'}]},'mei@ex.com':{busy:[]},'lars@ex.com':{busy:[{start:'2026-03-10T14:00:00+01:00',end:'2026-03-10T15:00:00+01:00'}]}}},{metadata:c.meta()}));
  const qs=['How long should the vendor demo be?','What duration do you want for the demo meeting?','Quick check: how many minutes should I block for the vendor demo?','For the room booking I need the length of the demo - how long is it?'];
  for(const q of qs){ch.push(llm('llm',{prompt:'next'},{text:'I need the meeting length before I can propose slots, so I will ask the organiser.'},{metadata:c.meta()}));
    ch.push(tool('slack.ask_user',{channel:'D04ORGANISER',text:q},{ok:true,reply:{user:'U02HANNA',text:'45 minutes',ts:`${c.epoch(c.tick(c.int(60,200)*1000))}.${c.int(100000,999999)}`}},{metadata:c.meta()}));}
  ch.push(tool('rooms.list',{site:'Oslo'},{rooms:['Fjell (6)','Hav (10)']}));
  ch.push(tool('vendor.contact',{vendor:'Ledgerly'},{rep:'Tom Baines',tz:'Europe/London'}));
  ch.push(llm('llm',{prompt:'next'},{text:'I need the meeting length before I can propose slots, so I will ask the organiser.'},{metadata:c.meta()}));
  ch.push(span('event','stopped',{},{},[],{error:'max_steps=12'}));
  return row(id,F,'The organiser answers "45 minutes" four times to the same duration question reworded, while the agent repeats that it needs the length and never proposes a slot.',true,true,goal,agent('scheduler',{goal},null,ch));}
export const rows=[r01,r02,r03];
