import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='verbatim_step_echo';
// 01: OpenAI Agents SDK style: agent > generation / function spans as siblings
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const sys={role:'system',content:'You are FareDesk, a corporate travel agent. Use tools; quote prices in GBP.'};
  const user={role:'user',content:'Book the cheapest refundable economy seat LHR to JFK on 4 March 2026, back 9 March, for Priya Natarajan.'};
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user]},asst(c,'Searching return fares first.',[['search_flights',{origin:'LHR',destination:'JFK',departure_date:'2026-03-04',return_date:'2026-03-09',cabin:'economy',adults:1}]]),{metadata:c.meta({usage:{input_tokens:812,output_tokens:61}})}));
  const offers=[['BA','BA117',61244],['VS','VS3',58810],['AA','AA101',60120],['DL','DL4',63305]].map(([cx,f,p])=>({offer_id:c.offer(),owner:cx,segments:[{flight:f,departing_at:'2026-03-04T08:25:00',arriving_at:'2026-03-04T11:20:00'}],total_amount_minor:c.jitter(p),currency:'GBP',expires_at:c.iso(c.now()+1800e3),conditions:{refund_before_departure:{allowed:cx!=='DL',penalty_minor:cx==='VS'?15000:7500}}}));
  ch.push(tool('search_flights',{origin:'LHR',destination:'JFK',departure_date:'2026-03-04',return_date:'2026-03-09',cabin:'economy'},{data:{offers,search_id:c.offer('orq'),created_at:c.iso()}},{metadata:c.meta()}));
  const vs=offers[1];
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user,{role:'tool',content:'[4 offers]'}]},asst(c,'Virgin is cheapest; checking its fare rules.',[['get_fare_rules',{offer_id:vs.offer_id}]]),{metadata:c.meta()}));
  const rules={offer_id:vs.offer_id,fare_basis:'QLX3Y7',rules:[{category:16,title:'PENALTIES',text:'CANCEL/REFUND PERMITTED BEFORE DEPARTURE FOR GBP 150.00. NO-SHOW NON-REFUNDABLE. CHANGES PERMITTED FOR GBP 100.00 PLUS FARE DIFFERENCE.'}],fetched_at:c.iso()};
  ch.push(tool('get_fare_rules',{offer_id:vs.offer_id},rules,{metadata:c.meta()}));
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user]},asst(c,'Checking BA rules for comparison.',[['get_fare_rules',{offer_id:offers[0].offer_id}]]),{metadata:c.meta()}));
  ch.push(tool('get_fare_rules',{offer_id:offers[0].offer_id},{offer_id:offers[0].offer_id,fare_basis:'OLN0R1',rules:[{category:16,title:'PENALTIES',text:'REFUND PERMITTED BEFORE DEPARTURE FOR GBP 75.00. CHANGES GBP 0.00 PLUS FARE DIFFERENCE.'}],fetched_at:c.iso()},{metadata:c.meta()}));
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user]},asst(c,'Checking traveller profile for loyalty numbers.',[['get_traveller_profile',{name:'Priya Natarajan'}]]),{metadata:c.meta()}));
  ch.push(tool('get_traveller_profile',{name:'Priya Natarajan'},{traveller_id:'trv_'+c.hex(10),loyalty:[{programme:'BA Executive Club',number:'48812077'}],passport_country:'GB',dob:'1988-07-21',profile_version:c.int(10,40)},{metadata:c.meta()}));
  const long='Comparing the two refundable options: Virgin VS3 totals GBP '+(vs.total_amount_minor/100).toFixed(2)+' but carries a GBP 150 refund penalty, while British Airways BA117 totals GBP '+(offers[0].total_amount_minor/100).toFixed(2)+' with only a GBP 75 refund penalty and free changes. Because the policy asks for the cheapest refundable fare, the base price decides, so Virgin wins, yet the penalty difference means that if the trip is cancelled BA becomes cheaper overall. I should re-read the Virgin penalty rule before deciding which one to hold.';
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user]},asst(c,long,[['get_fare_rules',{offer_id:vs.offer_id}]]),{metadata:c.meta()}));
  ch.push(tool('get_fare_rules',{offer_id:vs.offer_id},{...rules,fetched_at:c.iso(c.tick())},{metadata:c.meta()}));
  const long2=long.replace('Comparing the two refundable options:','Comparing both refundable options:').replace('so Virgin wins, yet','so Virgin wins; yet');
  ch.push(llm('generation',{model:'gpt-4.1',messages:[sys,user]},asst(c,long2,[['get_fare_rules',{offer_id:vs.offer_id}]]),{metadata:c.meta()}));
  ch.push(tool('get_fare_rules',{offer_id:vs.offer_id},{...rules,fetched_at:c.iso(c.tick())},{metadata:c.meta()}));
  ch.push(span('custom','max_turns_exceeded',{max_turns:10},{message:'Run stopped: max_turns (10) exceeded'},[],{error:'MaxTurnsExceeded'}));
  // extra context spans recorded by SDK
  ch.unshift(span('guardrail','pii_input_guardrail',{text:user.content},{tripwire_triggered:false}));
  ch.unshift(span('handoff','triage -> FareDesk',{from_agent:'Triage'},{to_agent:'FareDesk'}));
  return row(id,F,'A long fare-comparison reasoning step is restated near-verbatim after a fare-rules re-read that returned the same rules, and the run is cut off at max_turns.',true,true,user.content,agent('FareDesk',{input:user.content},null,ch,{error:'MaxTurnsExceeded',metadata:{trace_id:'trace_'+c.hex(32),workflow_name:'corporate-travel'}}));}
// 02: LangGraph-style chain/node spans, courier rate quotes
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Ship 3 cartons (12kg, 9kg, 15kg) from Rotterdam NL 3011 to Lyon FR 69002 by Thursday at the lowest cost; buy the label.';
  const node=(n,kids,inp,out)=>span('chain',n,inp??{},out??{},kids);
  const quotes=[['DHL Parcel',4120],['DPD Classic',3875],['GLS Business',3990],['UPS Standard',4515]];
  const qspans=quotes.map(([carrier,p])=>tool('get_rate_quote',{carrier,from:{postal_code:'3011',country:'NL'},to:{postal_code:'69002',country:'FR'},parcels:[{kg:12},{kg:9},{kg:15}]},{quote_id:c.offer('qt'),carrier,service:carrier.split(' ')[1],amount_minor:c.jitter(p*3),currency:'EUR',transit_days:carrier.startsWith('DPD')?3:2,valid_until:c.isoOff(60,c.now()+3600e3),x_cache_age:`${c.int(0,240)}s`},{metadata:c.meta()}));
  ch.push(node('plan',[llm('ChatAnthropic',{messages:[{role:'user',content:goal}]},{content:[{type:'text',text:'Get quotes from all four carriers, then pick the cheapest that arrives by Thursday.'}]},{metadata:c.meta()})]));
  ch.push(node('quote_all',qspans));
  ch.push(node('calendar_check',[tool('business_days',{from:'2026-02-23',country:['NL','FR'],days:3},{result:'2026-02-26',holidays:[]},{metadata:c.meta()})]));
  const t='Thursday is 26 February and today is Monday 23 February, so a 3-day transit from DPD Classic arrives exactly on Thursday only if it is collected today before the 16:00 cut-off, while DHL, GLS and UPS all deliver in 2 days but cost more; DPD is cheapest at roughly 116 euros for the three cartons, so I need to confirm the DPD collection cut-off for Rotterdam before I buy the label.';
  ch.push(node('decide',[llm('ChatAnthropic',{messages:[{role:'user',content:goal}]},{content:[{type:'text',text:t},{type:'tool_use',name:'get_pickup_cutoff',input:{carrier:'DPD Classic',postal_code:'3011'}}]},{metadata:c.meta()}),tool('get_pickup_cutoff',{carrier:'DPD Classic',postal_code:'3011'},JSON.stringify({depot:'Rotterdam-Waalhaven',cutoff_local:'16:00',tz:'Europe/Amsterdam',note:'Same-day pickup subject to driver capacity'}),{metadata:c.meta()})]));
  ch.push(node('decide',[llm('ChatAnthropic',{messages:[{role:'user',content:goal}]},{content:[{type:'text',text:t.replace('so I need to confirm','so I must confirm')},{type:'tool_use',name:'get_pickup_cutoff',input:{carrier:'DPD Classic',postal_code:'3011'}}]},{metadata:c.meta()}),tool('get_pickup_cutoff',{carrier:'DPD Classic',postal_code:'3011'},JSON.stringify({depot:'Rotterdam-Waalhaven',cutoff_local:'16:00',tz:'Europe/Amsterdam',note:'Same-day pickup subject to driver capacity'}),{metadata:c.meta()})]));
  ch.push(span('chain','__end__',{},{reason:'recursion_limit',limit:8},[],{error:'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.'}));
  return row(id,F,'After a pickup cut-off lookup, the shipping agent restates its long cheapest-carrier reasoning almost word for word, looks the cut-off up again with the same answer, and hits the recursion limit without buying a label.',true,true,goal,agent('LangGraph',{input:goal},null,ch,{metadata:{thread_id:c.uuid(),langgraph_version:'0.2.x'}}));}
// 03: calendar agent, custom JSON logger with "step" spans and reasoning field
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Find a 60-minute slot next week for the quarterly review with Ana (Lisbon), Kenji (Tokyo) and Marcus (Chicago) and send the invite.';
  const people=[['ana@northwind.io','Europe/Lisbon'],['kenji@northwind.io','Asia/Tokyo'],['marcus@northwind.io','America/Chicago']];
  ch.push(llm('think',{prompt:'Goal: '+goal+'\nStep 1'},{reasoning:'I need free/busy for all three over Mon 16 to Fri 20 March.',action:{tool:'freebusy.query',args:{timeMin:'2026-03-16T00:00:00Z',timeMax:'2026-03-21T00:00:00Z',items:people.map(p=>({id:p[0]}))}}},{metadata:c.meta()}));
  const cal={};people.forEach(([e])=>cal[e]={busy:[{start:'2026-03-16T13:00:00Z',end:'2026-03-16T15:00:00Z'},{start:'2026-03-17T08:00:00Z',end:'2026-03-17T09:30:00Z'}]});
  ch.push(tool('freebusy.query',{timeMin:'2026-03-16T00:00:00Z',timeMax:'2026-03-21T00:00:00Z'},{kind:'calendar#freeBusy',timeMin:'2026-03-16T00:00:00.000Z',timeMax:'2026-03-21T00:00:00.000Z',calendars:cal},{metadata:c.meta()}));
  for(const [e,tz] of people){ch.push(tool('users.settings.timezone',{user:e},{value:tz,etag:`"${c.hex(16)}"`},{metadata:c.meta()}));}
  ch.push(llm('think',{prompt:'Step 5'},{reasoning:'Convert working hours to UTC.',action:{tool:'tz.convert',args:{times:['09:00 Europe/Lisbon','18:00 Asia/Tokyo','08:00 America/Chicago'],date:'2026-03-17'}}},{metadata:c.meta()}));
  ch.push(tool('tz.convert',{times:['09:00 Europe/Lisbon','18:00 Asia/Tokyo','08:00 America/Chicago'],date:'2026-03-17'},'09:00 Europe/Lisbon = 2026-03-17T09:00:00+00:00\n18:00 Asia/Tokyo = 2026-03-17T09:00:00+00:00\n08:00 America/Chicago = 2026-03-17T13:00:00+00:00 (CDT, UTC-5)\n',{metadata:c.meta()}));
  const L='There is no overlap inside normal working hours across Lisbon, Tokyo and Chicago: Tokyo ends its day at 18:00 JST which is 09:00 UTC, while Chicago only starts at 08:00 CDT which is 13:00 UTC, so any slot needs someone outside hours; the least painful is 13:00 UTC which is 22:00 for Kenji, 13:00 for Ana and 08:00 for Marcus, and I should check whether Kenji has accepted late meetings before.';
  ch.push(llm('think',{prompt:'Step 7'},{reasoning:L,action:{tool:'calendar.events.list',args:{calendarId:'kenji@northwind.io',q:'late',timeMin:'2026-01-01T00:00:00Z'}}},{metadata:c.meta()}));
  ch.push(tool('calendar.events.list',{calendarId:'kenji@northwind.io',q:'late'},{kind:'calendar#events',etag:`"p3${c.hex(12)}"`,items:[],nextSyncToken:c.cursor()},{metadata:c.meta()}));
  ch.push(llm('think',{prompt:'Step 9'},{reasoning:L.replace('the least painful is','the least bad option is'),action:{tool:'calendar.events.list',args:{calendarId:'kenji@northwind.io',q:'late',timeMin:'2026-01-01T00:00:00Z'}}},{metadata:c.meta()}));
  ch.push(tool('calendar.events.list',{calendarId:'kenji@northwind.io',q:'late'},{kind:'calendar#events',etag:`"p3${c.hex(12)}"`,items:[],nextSyncToken:c.cursor()},{metadata:c.meta()}));
  ch.push(tool('graph.places.rooms',{building:'Lisbon HQ',capacity_gte:2},{'@odata.context':'https://graph.microsoft.com/v1.0/$metadata#places','value':[{'emailAddress':'lis-sala-tejo@northwind.io','displayName':'Sala Tejo','capacity':6}]},{metadata:c.meta()}));
  ch.push(span('event','budget_exhausted',{steps:10},{status:'stopped'},[]));
  ch.push(span('event','run_summary',{},{invite_sent:false,steps:10}));
  return row(id,F,'The calendar agent repeats its long time-zone overlap analysis nearly verbatim after an events search that again comes back empty, then the step budget ends with no invite sent.',true,true,goal,agent('scheduler-run',{goal},{status:'stopped',invite_sent:false},ch,{metadata:{run_id:c.uuid(),logger:'jsonl-steps/1.3'}}));}
export const rows=[r01,r02,r03];
