import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='transient_error_then_ok';
// 01: PNR creation 503 twice then success (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Create a booking for Lena Hoffmann on LH400 FRA-JFK 22 March in seat 34C and issue the ticket.';
  const off=c.offer();
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['search_flights',{origin:'FRA',destination:'JFK',date:'2026-03-22',flight:'LH400'}]]),{metadata:c.meta()}));
  ch.push(tool('search_flights',{origin:'FRA',destination:'JFK',date:'2026-03-22',flight:'LH400'},{offers:[{offer_id:off,total_amount_minor:c.jitter(74320),currency:'EUR',expires_at:c.iso(c.now()+900e3)}]},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'',[['get_seat_map',{offer_id:off}]]),{metadata:c.meta()}));
  ch.push(tool('get_seat_map',{offer_id:off},{cabins:[{deck:0,rows:[{row:34,seats:[{designator:'34A',available:false},{designator:'34C',available:true,service_id:'ase_'+c.hex(10),price_minor:2500}]}]}]},{metadata:c.meta()}));
  const args={offer_id:off,passengers:[{given_name:'Lena',family_name:'Hoffmann',born_on:'1991-11-02',title:'ms'}],services:[{id:'34C'}]};
  for(let k=1;k<=2;k++){ch.push(llm('generation',{},asst(c,k===1?'Creating the order.':'Still 503 from the airline; retrying after backoff.',[['create_order',args]]),{metadata:c.meta()}));
    ch.push(fail('create_order',args,{status:503,headers:{'retry-after':String(2*k),'x-request-id':c.reqId()},body:{errors:[{code:'airline_unavailable',title:'Airline system unavailable',message:'The airline\'s reservation system did not respond in time. Please retry.'}]}},'HTTP 503 airline_unavailable',{metadata:c.meta()}));
    ch.push(tool('sleep',{seconds:2*k},`slept ${2*k}s`));}
  ch.push(llm('generation',{},asst(c,'Third attempt after 4s backoff.',[['create_order',args]]),{metadata:c.meta()}));
  const pnr=c.pnr();
  ch.push(tool('create_order',args,{data:{id:'ord_'+c.hex(20),booking_reference:pnr,documents:[{type:'electronic_ticket',unique_identifier:'220'+c.int(1e9,9e9)}],created_at:c.iso()}},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,`Booked: ${pnr}, LH400 22 Mar seat 34C, ticket issued.`),{metadata:c.meta()}));
  ch.push(tool('send_itinerary',{to:'lena.hoffmann@example.de',pnr},{queued:true,id:c.uuid()}));
  return row(id,F,'Order creation fails twice with the same 503 airline_unavailable, succeeds on the third try after backoff, and the ticket is issued.',false,false,goal,agent('BookingAgent',{input:goal},{final_output:pnr},ch));}
// 02: geocoder 429 rate limit then success (LangGraph nodes)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Assign tonight\'s 6 pending deliveries in Leeds to the nearest available driver and recompute ETAs.';
  const addrs=['14 Kirkstall Rd, Leeds LS3 1LH','2 Wellington Pl, Leeds LS1 4AP','88 Roundhay Rd, Leeds LS8 5AQ','5 Otley Rd, Leeds LS6 3AA','101 York Rd, Leeds LS9 9AA','7 Dewsbury Rd, Leeds LS11 5DA'];
  const node=(n,k)=>span('chain',n,{},{},k);
  ch.push(node('plan',[llm('ChatAnthropic',{messages:[{role:'user',content:goal}]},{content:'Geocode all six addresses in one batch, then match to drivers.'},{metadata:c.meta()})]));
  const g=[];for(let k=1;k<=3;k++){g.push(fail('geocode_batch',{addresses:addrs},{status:429,headers:{'x-ratelimit-limit':'50','x-ratelimit-remaining':'0','x-ratelimit-reset':String(c.epoch()+k*3),'retry-after':String(k*3)},body:{error:'Too Many Requests'}},'HTTP 429 Too Many Requests',{metadata:c.meta()}));g.push(tool('sleep',{s:k*3},null));}
  g.push(tool('geocode_batch',{addresses:addrs},{results:addrs.map(a=>({query:a,place_id:'ChIJ'+c.code(23,'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),lat:+(53.78+c.r()*0.06).toFixed(5),lng:+(-1.6+c.r()*0.1).toFixed(5),confidence:+(0.86+c.r()*0.13).toFixed(2)}))},{metadata:c.meta()}));
  ch.push(node('geocode',g));
  ch.push(node('drivers',[tool('fleet.available_drivers',{depot:'LDS-1'},{drivers:[{id:'D-17',name:'Aisha',pos:[53.80,-1.55]},{id:'D-22',name:'Callum',pos:[53.82,-1.58]}],as_of:c.isoNoMs()},{metadata:c.meta()})]));
  ch.push(node('assign',[llm('ChatAnthropic',{messages:[]},{content:'Aisha takes the 3 east/central stops (Wellington Pl, Roundhay Rd, York Rd); Callum takes Kirkstall, Otley, Dewsbury Rd.'}),tool('fleet.assign',{driver:'D-17',stops:[1,2,4]},{route_id:'R-'+c.hex(6),eta_last:c.isoOff(0,c.now()+7200e3)}),tool('fleet.assign',{driver:'D-22',stops:[0,3,5]},{route_id:'R-'+c.hex(6),eta_last:c.isoOff(0,c.now()+8100e3)})]));
  ch.push(node('respond',[llm('ChatAnthropic',{messages:[]},{content:'All 6 deliveries assigned; last ETAs 20:41 (Aisha) and 20:56 (Callum).'})]));
  return row(id,F,'Batch geocoding hits the same 429 rate limit three times with growing retry-after, then succeeds, and the drivers are assigned.',false,false,goal,agent('dispatch-graph',{goal},{assigned:6},ch));}
// 03: restaurant booking API lock timeout once (plain tracer, text outputs)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Reserve a table for 4 at Noma-style tasting restaurant "Fjord" in Copenhagen on 14 March 18:00 and add it to the shared calendar.';
  ch.push(llm('llm',{prompt:goal},{text:'Check availability for 14 March evening.',call:'availability'},{metadata:c.meta()}));
  ch.push(tool('resos.availability',{venue:'fjord-cph',date:'2026-03-14',people:4},{slots:['17:30','18:00','20:45'],venue_tz:'Europe/Copenhagen',cache_age_s:c.int(1,90)},{metadata:c.meta()}));
  ch.push(llm('llm',{prompt:'book'},{text:'18:00 is free; booking.',call:'book'},{metadata:c.meta()}));
  ch.push(fail('resos.book',{venue:'fjord-cph',date:'2026-03-14',time:'18:00',people:4,name:'Okafor'},`HTTP/1.1 409 Conflict\nX-Trace: ${c.hex(16)}\n\n{"error":"slot_locked","detail":"Another reservation is being processed for this slot. Retry in a few seconds."}`,'409 slot_locked',{metadata:c.meta()}));
  ch.push(llm('llm',{prompt:'retry'},{text:'Slot lock is temporary per the message; retry after 3 seconds.'},{metadata:c.meta()}));
  ch.push(tool('sleep',{s:3},'ok'));
  ch.push(tool('resos.book',{venue:'fjord-cph',date:'2026-03-14',time:'18:00',people:4,name:'Okafor'},{booking_id:'bk_'+c.hex(12),status:'confirmed',time:'2026-03-14T18:00:00+01:00',deposit:{amount_minor:160000,currency:'DKK'}},{metadata:c.meta()}));
  ch.push(tool('gcal.events.insert',{calendarId:'family@group.calendar.google.com',summary:'Dinner at Fjord (4)',start:{dateTime:'2026-03-14T18:00:00+01:00'},end:{dateTime:'2026-03-14T21:00:00+01:00'}},{kind:'calendar#event',etag:`"${c.int(3e15,4e15)}"`,id:c.hex(26),status:'confirmed'},{metadata:c.meta()}));
  ch.push(tool('gcal.events.patch',{reminders:{useDefault:false,overrides:[{method:'popup',minutes:120}]}},{updated:c.iso()}));
  ch.push(tool('maps.directions',{from:'Nyhavn 17',to:'Fjord, Strandgade 93',mode:'walking'},{duration:'14 mins',distance:'1.1 km'},{metadata:c.meta()}));
  ch.push(llm('llm',{prompt:'summary'},{text:'Table for 4 confirmed at Fjord, 14 March 18:00 (DKK 1,600 deposit), added to the family calendar with a 2-hour reminder; 14 min walk from the hotel.'},{metadata:c.meta()}));
  ch.push(tool('notify',{channel:'whatsapp',to:'family'},{sent:true}));
  ch.push(tool('log',{event:'done'},null));
  ch.push(tool('weather.forecast',{city:'Copenhagen',date:'2026-03-14'},{summary:'Light rain, 4C',updated:'last updated 12 minutes ago'}));
  return row(id,F,'A table booking hits one temporary slot_locked conflict, succeeds on retry, and the dinner is put on the calendar.',false,false,goal,agent('concierge',{goal},{status:'done'},ch));}
export const rows=[r01,r02,r03];
