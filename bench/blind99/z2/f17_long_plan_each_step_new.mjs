import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='long_plan_each_step_new';
// 01: multi-city itinerary planning monologue (Anthropic thinking blocks, custom tracer)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Plan a 10-day rail and flight itinerary Lisbon - Madrid - Barcelona - Milan - Zurich for two people in May under EUR 2,400 total transport, then book the legs.';
  const th=['Lisbon to Madrid has no daytime direct train since the Lusitania night train was cut, so this leg is a flight: TAP and Iberia both fly LIS-MAD in about 1h15; budget roughly EUR 90 per person, leaving 2,220 for the rest.',
    'Madrid to Barcelona is best by AVE or Ouigo: 2h30 city centre to centre, Ouigo from EUR 25 if booked 8 weeks out, so I plan the 09:05 Ouigo on 5 May; that is EUR 50 for two and moves us with no airport time.',
    'Barcelona to Milan is 11+ hours by train via Lyon, so flying wins again: Vueling BCN-MXP 1h35 around EUR 70 each, but Malpensa is 50 minutes from Milano Centrale, so I add Malpensa Express EUR 13 each; subtotal so far about EUR 496.',
    'Milan to Zurich is a direct EuroCity through the Gotthard base tunnel, 3h17, Supersaver fares from CHF 29; I will take the 09:10 EC 12 on 11 May so the final day in Zurich is a full one, and total transport lands near EUR 560, well under the 2,400 cap.'];
  for(const t of th){ch.push(llm('claude.messages',{messages:[{role:'user',content:goal}]},{content:[{type:'thinking',thinking:t}]},{metadata:c.meta({usage:{output_tokens:c.int(90,180)}})}));}
  const legs=[['flight','TP1018','LIS-MAD','2026-05-02',9280],['rail','OUIGO 6011','MAD-BCN','2026-05-05',5000],['flight','VY6332','BCN-MXP','2026-05-08',14460],['rail','EC 12','MIL-ZRH','2026-05-11',6200]];
  for(const [k,n,r,d,p] of legs){ch.push(tool(k==='flight'?'book_flight':'book_rail',{service:n,route:r,date:d,passengers:2},{confirmation:c.pnr(),amount_minor:c.jitter(p),currency:'EUR',status:'confirmed',issued_at:c.isoOff(60)},{metadata:c.meta()}));}
  ch.push(tool('book_rail',{service:'Malpensa Express',route:'MXP-Centrale',date:'2026-05-08',passengers:2},{confirmation:'MXP'+c.int(1e5,9e5),amount_minor:2600,currency:'EUR'}));
  ch.push(llm('claude.messages',{},{content:[{type:'text',text:'Booked all five legs for two: total EUR 375.40, far under the EUR 2,400 cap. Itinerary: LIS-MAD 2 May (TP1018), MAD-BCN 5 May (Ouigo 09:05), BCN-MXP 8 May (VY6332) + Malpensa Express, MIL-ZRH 11 May (EC 12 09:10).'}]},{metadata:c.meta()}));
  for(const [d,city] of [['2026-05-02','Madrid'],['2026-05-05','Barcelona'],['2026-05-08','Milan'],['2026-05-11','Zurich']])ch.push(tool('calendar.add',{date:d,title:'Arrive '+city},{id:c.hex(12)}));
  return row(id,F,'Four long planning thoughts in a row each settle a different leg with its own mode, times and fares, followed by bookings that match the plan.',false,false,goal,agent('trip-planner',{goal},{booked:5},ch));}
// 02: warehouse wave planning monologue (LangGraph with reasoning node)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Plan tomorrow\'s pick waves for warehouse Tilburg: 1,840 order lines, 3 carrier cut-offs (PostNL 15:00, DHL 16:30, UPS 18:00), 22 pickers.';
  const node=(n,k)=>span('chain',n,{},{},k);
  ch.push(node('load',[tool('wms.order_lines',{site:'TIL',date:'2026-03-04'},{lines:1840,by_carrier:{PostNL:910,DHL:560,UPS:370},zones:{A:620,B:780,C:440},as_of:c.isoOff(60)}),tool('wms.labour',{site:'TIL',date:'2026-03-04'},{pickers:22,shift:'07:00-19:00',avg_lines_per_hour:62})]));
  const th=['Capacity first: 22 pickers at 62 lines per hour is 1,364 lines per hour, so the 1,840 lines need about 1h21 of pure picking; the real constraint is the cut-offs, not labour.',
    'PostNL at 15:00 carries 910 lines; with 30 minutes for packing and 30 for staging, picking must finish by 14:00, so wave 1 runs 07:00-10:00 for PostNL zones A and B only, using 16 pickers.',
    'DHL with 560 lines has its cut-off at 16:30, meaning picking done by 15:30; wave 2 runs 10:30-13:00 with 14 pickers, and zone C goes first because its 440 lines include the bulky DHL pallets that need the reach truck.',
    'UPS at 18:00 with 370 lines gets wave 3 at 14:00-16:00 with 8 pickers; the remaining 14 pickers move to replenishment from 14:00, which also fixes the zone B stock-outs flagged last week for SKU family 44xx.'];
  for(const t of th)ch.push(node('reason',[llm('ChatAnthropic',{messages:[]},{content:[{type:'text',text:t}]},{metadata:c.meta()})]));
  const waves=[['W1','07:00','10:00',16,'PostNL'],['W2','10:30','13:00',14,'DHL'],['W3','14:00','16:00',8,'UPS']];
  ch.push(node('create',waves.map(([w,s,e,p,cr])=>tool('wms.create_wave',{wave:w,start:s,end:e,pickers:p,carrier:cr},{wave_id:w+'-'+c.hex(6),status:'released',lines:{PostNL:910,DHL:560,UPS:370}[cr]}))));
  ch.push(node('replen',[tool('wms.create_task',{type:'replenishment',zone:'B',sku_family:'44xx',start:'14:00',pickers:14},{task_id:'T-'+c.int(1e4,9e4)})]));
  ch.push(node('report',[llm('ChatAnthropic',{messages:[]},{content:'3 waves released (PostNL 07:00, DHL 10:30, UPS 14:00) plus a zone B replenishment task; all cut-offs have at least 60 minutes of slack.'})]));
  return row(id,F,'Four consecutive reasoning steps each add new numbers and decisions (capacity, then one wave per carrier cut-off) before the waves are created.',false,false,goal,agent('wave-planner',{goal},{waves:3},ch));}
// 03: conference scheduling across timezones monologue (Agents SDK)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Set up a recurring fortnightly sync for the Singapore, Berlin and San Francisco leads starting in April, fair to all three time zones.';
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['get_working_hours',{users:['wei@acme.sg','jana@acme.de','sam@acme.com']}]]),{metadata:c.meta()}));
  ch.push(tool('get_working_hours',{users:['wei@acme.sg','jana@acme.de','sam@acme.com']},{'wei@acme.sg':{tz:'Asia/Singapore',start:'09:00',end:'18:00'},'jana@acme.de':{tz:'Europe/Berlin',start:'08:00',end:'17:00'},'sam@acme.com':{tz:'America/Los_Angeles',start:'08:00',end:'17:00'}},{metadata:c.meta()}));
  const th=['In April, Singapore is UTC+8, Berlin UTC+2 after the 29 March change, and San Francisco UTC-7; working hours in UTC are Wei 01:00-10:00, Jana 06:00-15:00, Sam 15:00-24:00, so there is no common hour at all.',
    'Any slot puts one person outside hours. 15:00 UTC is Sam 08:00, Jana 17:00 (edge) and Wei 23:00; 07:00 UTC is Wei 15:00, Jana 09:00, Sam 00:00. The only option that keeps two people inside hours with the third at an edge is 15:00 UTC.',
    'To be fair, alternate: odd sessions at 15:00 UTC (Wei late, 23:00), even sessions at 00:30 UTC which is Wei 08:30, Sam 17:30 and Jana 02:30 - no, that hurts Jana badly. Better even slot: 06:00 UTC = Wei 14:00, Jana 08:00, Sam 23:00, so Wei and Sam each take one late call per month.',
    'So two interleaved fortnightly series, each every 4 weeks: series A Tuesdays 15:00 UTC from 7 April, series B Tuesdays 06:00 UTC from 21 April, 45 minutes each; I will create both with the three leads and a note explaining the rotation.'];
  for(const t of th)ch.push(llm('generation',{},asst(c,t),{metadata:c.meta()}));
  for(const [s,t] of [['2026-04-07','15:00'],['2026-04-21','06:00']]){ch.push(llm('generation',{},asst(c,'',[['create_recurring_event',{start:`${s}T${t}:00Z`,interval_weeks:4}]]),{metadata:c.meta()}));
    ch.push(tool('create_recurring_event',{start:`${s}T${t}:00Z`,interval_weeks:4,duration_min:45,attendees:['wei@acme.sg','jana@acme.de','sam@acme.com']},{id:c.hex(26),recurrence:['RRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=TU'],etag:`"${c.int(3e15,4e15)}"`,htmlLink:'https://www.google.com/calendar/event?eid='+c.code(24)},{metadata:c.meta()}));}
  ch.push(llm('generation',{},asst(c,'Created two 4-weekly series (Tue 15:00 UTC from 7 Apr, Tue 06:00 UTC from 21 Apr) so the late call rotates between Wei and Sam.'),{metadata:c.meta()}));
  ch.push(tool('send_note',{to:['wei@acme.sg','jana@acme.de','sam@acme.com']},{sent:3}));
  ch.push(tool('get_holidays',{countries:['SG','DE','US'],from:'2026-04-01',to:'2026-06-30'},{conflicts:[{date:'2026-05-05',country:'DE',name:'none'}],checked_at:c.isoOff(480)}));
  ch.push(tool('log_decision',{rotation:'A/B'},{ok:true}));
  return row(id,F,'Four long reasoning steps in a row convert zones, rule options out and design a rotation, each adding new times and decisions, before two series are created.',false,false,goal,agent('CalendarAgent',{input:goal},{final_output:'created'},ch));}
export const rows=[r01,r02,r03];
