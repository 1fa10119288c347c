import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='supervisor_distinct_subtasks';
// 01: trip supervisor -> same "researcher" worker with flights, hotel, visa, ground transport (LangGraph supervisor)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Organise a 4-day trip to Nairobi for the board (3 people) from London, 20-24 April: flights, hotel, visa rules, airport transfers.';
  const sup=(t)=>llm('ChatOpenAI',{messages:[{role:'system',content:'You are the supervisor.'}]},{content:t},{metadata:c.meta()});
  const work=(task,toolName,args,out,ans)=>agent('researcher',{task},{answer:ans},[llm('ChatOpenAI',{messages:[{role:'user',content:task}]},{tool_calls:[{name:toolName,args}]},{metadata:c.meta()}),tool(toolName,args,out,{metadata:c.meta()}),llm('ChatOpenAI',{messages:[]},{content:ans})]);
  ch.push(sup('Route to researcher: flights first.'));
  ch.push(work('Find LHR-NBO return flights 20-24 April for 3 adults, business.','search_flights',{origin:'LHR',destination:'NBO',dates:['2026-04-20','2026-04-24'],cabin:'business',adults:3},{offers:[{offer_id:c.offer(),carrier:'KQ',flight:'KQ101',total_amount_minor:c.jitter(1298000),currency:'GBP'},{offer_id:c.offer(),carrier:'BA',flight:'BA65',total_amount_minor:c.jitter(1422000),currency:'GBP'}]},'KQ101 nonstop, GBP 12,980 for 3 in business; BA65 GBP 14,220.'));
  ch.push(sup('Route to researcher: hotel near Westlands.'));
  ch.push(work('Find a hotel in Westlands, Nairobi for 3 rooms 20-24 April.','hotel_search',{area:'Westlands',checkin:'2026-04-20',nights:4,rooms:3},{hotels:[{name:'Sankara Nairobi',nightly_minor:c.jitter(2450000),currency:'KES',offer_id:c.offer()},{name:'Movenpick Nairobi',nightly_minor:c.jitter(2890000),currency:'KES',offer_id:c.offer()}]},'Sankara at KES 24,500/night per room is cheapest of two 5-star options.'));
  ch.push(sup('Route to researcher: entry rules.'));
  ch.push(work('What are Kenya entry requirements for UK passport holders in April 2026?','travel_rules',{nationality:'GB',destination:'KE',date:'2026-04-20'},{requirement:'eTA',url:'https://www.etakenya.go.ke',fee_usd:30,processing:'72 hours',updated:c.isoNoMs()},'Electronic Travel Authorisation required, USD 30, apply at least 72 h ahead.'));
  ch.push(sup('Route to researcher: transfers.'));
  ch.push(work('Book airport transfers NBO to Sankara and back for 3 people.','transfer_quote',{from:'NBO',to:'Sankara Nairobi',pax:3,dates:['2026-04-20T06:35:00+03:00','2026-04-24T21:00:00+03:00']},{quote_id:c.offer('tq'),vehicle:'Toyota Alphard',total_minor:c.jitter(1800000),currency:'KES'},'Alphard both ways KES 18,000.'));
  ch.push(sup('Synthesis: KQ101 business (GBP 12,980), Sankara 3 rooms x 4 nights, eTA for all three by 15 April, Alphard transfers KES 18,000. Sending for approval.'));
  return row(id,F,'A supervisor sends the same researcher four different sub-tasks (flights, hotel, entry rules, transfers), each coming back with new results, then writes a synthesis.',false,false,goal,agent('supervisor',{goal},{status:'sent for approval'},ch));}
// 02: logistics manager delegating carrier quotes per lane to one quoting worker (CrewAI hierarchical)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Get spot quotes for next week\'s three FTL lanes (Lyon-Milan, Lyon-Barcelona, Lyon-Munich) and recommend a carrier per lane.';
  const lanes=[['Lyon','Milan',[['Girteka',118000],['Transalliance',124500],['Dachser',131000]]],['Lyon','Barcelona',[['Primafrio',109000],['Girteka',113200],['XPO',121800]]],['Lyon','Munich',[['Dachser',142000],['Raben',138900],['Girteka',146300]]]];
  for(const [o,d,qs] of lanes){ch.push(llm('crewai.manager',{messages:[]},{text:`Delegate to Quote Specialist: get FTL quotes ${o} to ${d}, pickup 9 March.`},{metadata:c.meta()}));
    const best=[...qs].sort((a,b)=>a[1]-b[1])[0];
    ch.push(agent('Quote Specialist',{task:`FTL quotes ${o}-${d}`},{result:`${best[0]} EUR ${(best[1]/100).toFixed(0)}`},[tool('freight_exchange.request_quotes',{origin:o,destination:d,equipment:'13.6m tautliner',pickup:'2026-03-09'},{rfq_id:'RFQ-'+c.hex(6),quotes:qs.map(([cr,p])=>({carrier:cr,quote_id:c.offer('fq'),price_minor:c.jitter(p),currency:'EUR',valid_until:c.isoOff(60,c.now()+86400e3)}))},{metadata:c.meta()}),llm('crewai.llm.call',{messages:[]},{text:`Cheapest on ${o}-${d}: ${best[0]} at EUR ${(best[1]/100).toFixed(0)}.`},{metadata:c.meta()})]));}
  ch.push(llm('crewai.manager',{messages:[]},{text:'Recommendation: Milan - Girteka EUR 1,180; Barcelona - Primafrio EUR 1,090; Munich - Raben EUR 1,389. Total EUR 3,659.'},{metadata:c.meta()}));
  ch.push(tool('sheets.append',{sheet:'spot-quotes-w11'},{updatedRows:3}));
  return row(id,F,'A manager hands the same quoting worker three different lanes, each returning different carriers and prices, then recommends one carrier per lane.',false,false,goal,agent('Crew',{inputs:{goal}},{result:'recommended'},ch));}
// 03: calendar supervisor delegating per-attendee availability to the same worker (AutoGen-style group chat)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Find a 90-minute design review slot next week for five people across Lisbon, London, Warsaw, Toronto and Austin, and send the invite.';
  const ppl=[['ines@acme.io','Europe/Lisbon'],['harry@acme.io','Europe/London'],['kasia@acme.io','Europe/Warsaw'],['dev@acme.io','America/Toronto'],['lily@acme.io','America/Chicago']];
  const free=[['14:00','18:00'],['13:00','17:30'],['13:00','16:00'],['13:30','19:00'],['14:00','20:00']];
  ppl.forEach(([e,tz],i)=>{ch.push(span('message','planner -> calendar_worker',{content:`Get Tuesday-Thursday free time for ${e} (${tz}) in UTC.`},null));
    ch.push(agent('calendar_worker',{task:e},{free_utc:free[i]},[tool('freebusy',{item:e,timeMin:'2026-03-17T00:00:00Z',timeMax:'2026-03-20T00:00:00Z'},{calendars:{[e]:{busy:[{start:`2026-03-17T${String(8+i).padStart(2,'0')}:00:00Z`,end:`2026-03-17T${free[i][0]}:00Z`}]}},etag:`"${c.hex(12)}"`},{metadata:c.meta()}),llm('gpt-4o',{messages:[]},{content:`${e}: free ${free[i][0]}-${free[i][1]} UTC on Tue 17 March (${tz}).`},{metadata:c.meta()})]));});
  ch.push(llm('planner',{messages:[]},{content:'Intersection: 14:00-16:00 UTC Tue 17 March; the 90 minutes 14:00-15:30 UTC fits all five (Ines 14:00, Harry 14:00, Kasia 15:00, Dev 10:00, Lily 09:00).'},{metadata:c.meta()}));
  ch.push(tool('create_event',{start:'2026-03-17T14:00:00Z',end:'2026-03-17T15:30:00Z',attendees:ppl.map(p=>p[0])},{id:c.hex(26),status:'confirmed'}));
  return row(id,F,'A planner asks the same calendar worker for five different people\'s availability, each answer a different free window, then intersects them and books.',false,false,goal,agent('group_chat',{goal},{booked:true},ch));}
export const rows=[r01,r02,r03];
