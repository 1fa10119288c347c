import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='two_state_flip_flop';
// 01: flip between cabin filter economy/premium economy (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Find the best-value fare Toronto to Vancouver on 18 April for a 6\'5" traveller who wants legroom, within CAD 900.';
  const res={economy:()=>({offers:[{offer_id:c.offer(),flight:'AC113',cabin:'economy',seat_pitch_in:30,total_amount_minor:c.jitter(41800),currency:'CAD'},{offer_id:c.offer(),flight:'WS711',cabin:'economy',seat_pitch_in:31,total_amount_minor:c.jitter(38900),currency:'CAD'}],request_id:c.reqId()}),
    premium_economy:()=>({offers:[{offer_id:c.offer(),flight:'AC113',cabin:'premium_economy',seat_pitch_in:38,total_amount_minor:c.jitter(104500),currency:'CAD'}],request_id:c.reqId()})};
  const t={economy:'Economy is affordable but only 30-31 inch pitch; checking premium economy for legroom.',premium_economy:'Premium economy has 38 inch pitch but is CAD 1,045, over budget; back to economy options.'};
  for(const cab of ['economy','premium_economy','economy','premium_economy','economy','premium_economy']){ch.push(llm('generation',{},asst(c,ch.length?t[cab==='economy'?'premium_economy':'economy']:'Searching economy.',[['search_flights',{origin:'YYZ',destination:'YVR',date:'2026-04-18',cabin:cab}]]),{metadata:c.meta()}));
    ch.push(tool('search_flights',{origin:'YYZ',destination:'YVR',date:'2026-04-18',cabin:cab},res[cab](),{metadata:c.meta()}));}
  ch.push(llm('generation',{},asst(c,t.economy),{metadata:c.meta()}));
  ch.push(span('custom','max_turns_exceeded',{},{},[],{error:'MaxTurnsExceeded'}));
  return row(id,F,'The agent switches cabin between economy and premium economy three full cycles, each search returning what that cabin returned before (new offer ids only), never considering extra-legroom seats in economy.',true,true,goal,agent('FareAgent',{input:goal},null,ch));}
// 02: dispatch toggles route profile fastest/shortest (LangGraph)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Pick the route for truck TR-44 (40 t, 4.1 m high) from Port of Antwerp to Duisburg so it arrives before the 14:00 slot.';
  const node=(n,k)=>span('chain',n,{},{},k);
  const out={fastest:()=>({route_id:c.hex(10),profile:'fastest',eta:c.isoOff(60,c.now()+4*3600e3+c.int(-20,20)*1000),distance_km:214.6,warnings:[{code:'HEIGHT_RESTRICTION',where:'Tunnel at Kennedytunnel',limit_m:4.0}],computed_at:c.iso()}),
    shortest:()=>({route_id:c.hex(10),profile:'shortest',eta:c.isoOff(60,c.now()+5*3600e3+c.int(-20,20)*1000),distance_km:198.2,warnings:[{code:'WEIGHT_LIMIT',where:'Bridge N71 Mol',limit_t:30}],computed_at:c.iso()})};
  ch.push(node('load',[tool('fleet.vehicle',{id:'TR-44'},{gross_t:40,height_m:4.1,pos:'Antwerp Port'})]));
  for(const p of ['fastest','shortest','fastest','shortest','fastest']){ch.push(node('route',[llm('ChatOpenAI',{messages:[]},{content:p==='fastest'?'The shortest route crosses a 30 t bridge; trying fastest.':'Fastest route has a 4.0 m tunnel; trying shortest instead.'},{metadata:c.meta()}),tool('routing.truck',{from:'Port of Antwerp',to:'Duisburg Logport',profile:p,vehicle:{weight_t:40,height_m:4.1}},out[p](),{metadata:c.meta()})]));}
  ch.push(span('chain','__end__',{},{},[],{error:'GraphRecursionError'}));
  return row(id,F,'Routing alternates fastest (height-restricted tunnel) and shortest (weight-limited bridge) for two and a half cycles with the same warnings each time, never asking for a route that avoids both.',true,true,goal,agent('dispatch-graph',{goal},null,ch));}
// 03: Graph calendar view toggling between two mailboxes/timezone settings, tool calls only (Semantic Kernel)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Find why Priyanka\'s 1:1 with Tom shows at 9:00 for her and 10:00 for him next Monday and fix the event.';
  const v={utc:()=>({'@odata.etag':`W/"${c.code(16)}"`,start:{dateTime:'2026-03-30T08:00:00.0000000',timeZone:'UTC'},originalStartTimeZone:'GMT Standard Time','request-id':c.uuid()}),
    ist:()=>({'@odata.etag':`W/"${c.code(16)}"`,start:{dateTime:'2026-03-30T13:30:00.0000000',timeZone:'India Standard Time'},originalStartTimeZone:'GMT Standard Time','request-id':c.uuid()})};
  ch.push(llm('chat.completions',{messages:[{role:'user',content:goal}]},asst(c,'Inspect the event in both preferred time zones.'),{metadata:c.meta()}));
  for(const z of ['utc','ist','utc','ist','utc','ist']){ch.push(llm('chat.completions',{},asst(c,'',[['get_event',{id:'AAMkAGI2T',prefer:`outlook.timezone="${z==='utc'?'UTC':'India Standard Time'}"`}]]),{metadata:c.meta()}));
    ch.push(span('function','Calendar.get_event',{id:'AAMkAGI2T',headers:{Prefer:`outlook.timezone="${z==='utc'?'UTC':'India Standard Time'}"`}},v[z](),[],{metadata:c.meta()}));}
  ch.push(span('event','max_auto_invoke',{},{},[],{error:'MaximumAutoInvokeAttempts (12) reached'}));
  return row(id,F,'The agent toggles the Prefer time-zone header between UTC and India Standard Time three full cycles, each view identical to its previous view apart from etags and request ids, and never looks at the attendees\' own settings or fixes the event.',true,false,goal,agent('SKAgent',{goal},null,ch));}
export const rows=[r01,r02,r03];
