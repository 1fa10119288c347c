import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='search_refined_with_new_constraint';
// 01: flight search nothing nonstop -> learn from fare calendar, change date (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Find a nonstop flight Dublin to Boston arriving before 15:00 on Monday 16 March 2026 for a 17:00 meeting; book it if under EUR 700.';
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['search_flights',{origin:'DUB',destination:'BOS',date:'2026-03-16',nonstop:true,arrive_before:'15:00'}]]),{metadata:c.meta()}));
  ch.push(tool('search_flights',{origin:'DUB',destination:'BOS',date:'2026-03-16',nonstop:true,arrive_before:'15:00'},{offers:[],warnings:[{code:'NO_SCHEDULE',detail:'EI137 does not operate on Mondays in March; next operating day 2026-03-17'}]},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'No Monday nonstop; the warning says EI137 skips Mondays. Checking schedules of every DUB-BOS nonstop for that day instead of re-searching.',[['airline_schedules',{route:'DUB-BOS',date:'2026-03-16'}]]),{metadata:c.meta()}));
  ch.push(tool('airline_schedules',{route:'DUB-BOS',date:'2026-03-16'},{flights:[{flight:'AA291',dep:'16:05',arr:'18:20',days:'1234567'},{flight:'EI135',dep:'15:30',arr:'17:35',days:'1234567'}],source:'OAG',as_of:c.isoNoMs()},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'Both Monday nonstops land after 17:00, too late. New constraint: fly Sunday 15 March, any arrival time, and add a hotel night.',[['search_flights',{origin:'DUB',destination:'BOS',date:'2026-03-15',nonstop:true}]]),{metadata:c.meta()}));
  ch.push(tool('search_flights',{origin:'DUB',destination:'BOS',date:'2026-03-15',nonstop:true},{offers:[{offer_id:c.offer(),flight:'EI137',dep:'2026-03-15T12:40:00+00:00',arr:'2026-03-15T14:55:00-04:00',total_amount_minor:c.jitter(61240),currency:'EUR',expires_at:c.iso(c.now()+1200e3)},{offer_id:c.offer(),flight:'AA291',dep:'2026-03-15T16:05:00+00:00',arr:'2026-03-15T18:20:00-04:00',total_amount_minor:c.jitter(68800),currency:'EUR'}]},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'EI137 Sunday at EUR 612.40 is under budget; booking it and a hotel for 15-16 March near the meeting.',[['book_offer',{flight:'EI137',date:'2026-03-15'}]]),{metadata:c.meta()}));
  ch.push(tool('book_offer',{flight:'EI137',date:'2026-03-15'},{booking_reference:c.pnr(),status:'confirmed',ticket:'053'+c.int(1e9,9e9)},{metadata:c.meta()}));
  ch.push(tool('hotel_search',{city:'Boston',near:'Seaport',checkin:'2026-03-15',nights:1},{hotels:[{name:'Omni Seaport',rate_minor:c.jitter(31900),currency:'USD',offer_id:c.offer()},{name:'Yotel Boston',rate_minor:c.jitter(21900),currency:'USD',offer_id:c.offer()}]},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'Taking Yotel (USD 219) as it is 6 minutes walk from the meeting.',[['hotel_book',{name:'Yotel Boston'}]]),{metadata:c.meta()}));
  ch.push(tool('hotel_book',{name:'Yotel Boston',checkin:'2026-03-15',nights:1},{confirmation:'YOT'+c.int(1e6,9e6),status:'confirmed'}));
  ch.push(tool('calendar_add',{title:'EI137 DUB-BOS',start:'2026-03-15T12:40:00Z'},{id:c.hex(20)}));
  ch.push(llm('generation',{},asst(c,'Booked EI137 Sunday 15 March (EUR 612.40) plus one night at Yotel; you will be in Boston the evening before the 17:00 meeting.'),{metadata:c.meta()}));
  ch.push(span('guardrail','budget_guardrail',{amount:612.40},{tripwire_triggered:false}));
  return row(id,F,'A Monday nonstop search finds nothing, a schedule lookup reveals why, and a new constraint (fly Sunday, add a hotel night) finds bookable offers that are booked.',false,false,goal,agent('TravelAgent',{input:goal},{final_output:'booked'},ch));}
// 02: freight rate search too many results -> constrain by hazmat class learned from SDS (LangGraph)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Get an LTL quote for 6 pallets of lithium batteries from Reno NV to Dallas TX picking up next Tuesday, and book the cheapest compliant carrier.';
  const node=(n,k)=>span('chain',n,{},{},k);
  ch.push(node('search',[llm('ChatAnthropic',{messages:[{role:'user',content:goal}]},{content:'Quote all LTL carriers for the lane.'}),tool('ltl.quotes',{origin:'89502',dest:'75201',pallets:6,weight_lb:4200,pickup:'2026-03-10'},{quotes:Array.from({length:14},(_,i)=>({carrier:['ODFL','XPO','Estes','Saia','R+L','ABF','TForce','Southeastern','AAA Cooper','Pitt Ohio','Dayton','Central Transport','Averitt','YRC'][i],quote_id:c.offer('lq'),total_minor:c.int(98000,190000),hazmat:null})),count:14},{metadata:c.meta()})]));
  ch.push(node('narrow',[llm('ChatAnthropic',{messages:[]},{content:'14 quotes but none priced for hazmat. Reading the SDS to get the UN number and class before filtering.'}),tool('docs.get',{doc:'SDS-LiFePO4-PACK-48V.pdf',section:14},'SECTION 14: TRANSPORT INFORMATION\nUN number: UN3480\nProper shipping name: LITHIUM ION BATTERIES\nTransport hazard class: 9\nPacking group: N/A\nRevision: 2025-11-04',{metadata:c.meta()})]));
  ch.push(node('search_hazmat',[llm('ChatAnthropic',{messages:[]},{content:'Re-quoting with UN3480 class 9 accessorial; only hazmat-certified carriers will answer.'}),tool('ltl.quotes',{origin:'89502',dest:'75201',pallets:6,weight_lb:4200,pickup:'2026-03-10',hazmat:{un:'UN3480',class:'9'}},{quotes:[{carrier:'ODFL',quote_id:c.offer('lq'),total_minor:164210,hazmat_fee_minor:3500},{carrier:'Estes',quote_id:c.offer('lq'),total_minor:151980,hazmat_fee_minor:4200},{carrier:'Saia',quote_id:c.offer('lq'),total_minor:158870,hazmat_fee_minor:3900}],count:3},{metadata:c.meta()})]));
  ch.push(node('book',[llm('ChatAnthropic',{messages:[]},{content:'Estes is cheapest compliant at USD 1,519.80; booking pickup Tuesday 10 March 08:00-16:00.'}),tool('ltl.book',{carrier:'Estes',pickup_window:['2026-03-10T08:00:00-08:00','2026-03-10T16:00:00-08:00']},{pro_number:String(c.int(1e9,9e9)),bol_pdf:c.b64pdf(),status:'BOOKED'},{metadata:c.meta()}),tool('email.send',{to:'shipping@reno-dc.example',subject:'Estes pickup Tue'},{ok:true}),llm('ChatAnthropic',{messages:[]},{content:'Booked Estes PRO; BOL attached and dock notified.'})]));
  return row(id,F,'A broad LTL quote returns 14 unusable non-hazmat prices; the class 9 UN3480 data found in the SDS makes a new, narrower query that returns three compliant quotes, and the cheapest is booked.',false,false,goal,agent('freight-graph',{goal},{booked:true},ch));}
// 03: meeting room search: nothing in building -> new source (nearby coworking) (plain tracer)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Find a room for 14 people in Manchester on Thursday 19 March 13:00-16:00 for a workshop and book it.';
  ch.push(llm('llm',{prompt:goal},{text:'Search our own rooms first.'},{metadata:c.meta()}));
  ch.push(tool('graph.findRooms',{roomList:'manchester-rooms@company.co.uk'},{value:[{emailAddress:'mcr-peak@company.co.uk',capacity:8},{emailAddress:'mcr-irwell@company.co.uk',capacity:12},{emailAddress:'mcr-pennine@company.co.uk',capacity:16}]}));
  ch.push(tool('graph.getSchedule',{schedules:['mcr-pennine@company.co.uk'],startTime:'2026-03-19T13:00:00',endTime:'2026-03-19T16:00:00',timeZone:'GMT Standard Time'},{value:[{scheduleId:'mcr-pennine@company.co.uk',availabilityView:'222222',scheduleItems:[{status:'busy',subject:'Board meeting'}]}]},{metadata:c.meta()}));
  ch.push(llm('llm',{prompt:'next'},{text:'Only Pennine fits 14 and it is booked by the board. Our rooms will not work; switch source to external venues within 1 km of the office.'},{metadata:c.meta()}));
  ch.push(tool('venues.search',{near:'M1 4BT',radius_m:1000,capacity_gte:14,date:'2026-03-19',from:'13:00',to:'16:00'},{results:[{venue_id:'vn_'+c.hex(6),name:'Bruntwood Works - Bank House',room:'Collab 3',capacity:16,price_minor:42000},{venue_id:'vn_'+c.hex(6),name:'Spaces Peter House',room:'Lowry',capacity:14,price_minor:51000}],search_id:c.uuid()},{metadata:c.meta()}));
  ch.push(llm('llm',{prompt:'pick'},{text:'Bank House Collab 3: 16 seats, GBP 420, 400 m away. Booking.'},{metadata:c.meta()}));
  ch.push(tool('venues.book',{venue:'Bruntwood Works - Bank House',room:'Collab 3',date:'2026-03-19',from:'13:00',to:'16:00',po:'PO-7781'},{booking:'BW-'+c.int(10000,99999),status:'confirmed',access_code:String(c.int(1000,9999))},{metadata:c.meta()}));
  ch.push(tool('graph.createEvent',{subject:'Workshop @ Bank House Collab 3',start:'2026-03-19T13:00:00+00:00'},{'@odata.etag':`W/"${c.code(16)}"`,id:'AAMkA'+c.code(20)}));
  ch.push(tool('catering.order',{venue:'Bank House',people:14,time:'12:45'},{order:'CT-'+c.int(1000,9999),status:'accepted'}));
  ch.push(tool('maps.walk',{from:'M1 4BT',to:'Bank House'},{minutes:5}));
  ch.push(tool('graph.sendMail',{to:'workshop-attendees@company.co.uk'},{status:202}));
  ch.push(tool('expense.attach',{po:'PO-7781',amount_minor:42000},{ok:true}));
  ch.push(llm('llm',{prompt:'done'},{text:'Booked Bank House Collab 3 (16 seats) for 19 March 13:00-16:00, GBP 420, with lunch at 12:45; invite sent.'},{metadata:c.meta()}));
  ch.push(tool('log',{},null));
  return row(id,F,'Internal rooms are full, so the agent switches to a different source (external venues near the office) that returns new options, and it books one.',false,false,goal,agent('room-finder',{goal},{booked:true},ch));}
export const rows=[r01,r02,r03];
