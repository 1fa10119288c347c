import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='identical_but_for_noise';
// 01: customs hold tracking re-checked (LangChain)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Shipment DHL 4417 2290 55 to Zurich is stuck; find out why and arrange what is needed so it is delivered this week.';
  const trk=()=>({shipments:[{id:'4417229055',service:'express',status:{timestamp:c.isoOff(60,c.now()-c.int(0,9)*60e3),location:{address:{addressLocality:'ZURICH - SWITZERLAND'}},statusCode:'transit',description:'Clearance event: Shipment on hold. Further information required from receiver'},details:{product:{productName:'DHL EXPRESS WORLDWIDE'}},estimatedTimeOfDelivery:null}],'x-correlation-id':c.uuid(),'ratelimit-remaining':c.int(100,250),'x-served-by':c.host('dhl-track')});
  ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[{role:'user',content:goal}]},{content:'Let me check the current tracking status of the shipment.',tool_calls:[{name:'dhl_track',args:{trackingNumber:'4417229055'}}]},{metadata:c.meta()}),tool('dhl_track',{trackingNumber:'4417229055'},trk(),{metadata:c.meta()})]));
  for(let k=0;k<5;k++){c.tick(c.int(20,70)*1000);ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[]},{content:'Let me check the current tracking status of the shipment again.',tool_calls:[{name:'dhl_track',args:{trackingNumber:'4417229055'}}]},{metadata:c.meta()}),tool('dhl_track',{trackingNumber:'4417229055'},trk(),{metadata:c.meta()})]));}
  ch.push(span('chain','stop',{},{},[],{error:'max_iterations'}));
  return row(id,F,'DHL tracking is re-queried six times and each answer says the same customs hold needing receiver information, only timestamps, correlation ids, rate-limit counters and replica names changing; the agent never contacts the receiver or broker.',true,true,goal,agent('AgentExecutor',{input:goal},{output:'Agent stopped due to max iterations.'},ch));}
// 02: same flight search re-run, new offer ids and 1-cent jitter, tool calls only (OpenInference)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Book the cheapest Singapore to Sydney economy flight on 2 May 2026 for Wei Ling Tan.';
  const args={origin:'SIN',destination:'SYD',departure_date:'2026-05-02',cabin:'economy',adults:1};
  const base=[['SQ','SQ231',58240],['QF','QF2',59110],['TR','TR12',31870],['3K','3K711',29990]];
  for(let k=0;k<7;k++){const l=llm('openai.chat',{'llm.input_messages':[{role:'user',content:goal}]},asst(c,'',[['search_offers',{...args,client_ts:c.epoch(c.tick())}]]),{metadata:c.meta()});ch.push(l);
    ch.push(tool('search_offers',{...args,client_ts:c.epoch()},{offer_request_id:'orq_'+c.hex(20),offers:base.map(([o,f,p])=>({offer_id:c.offer(),owner:o,flight:f,total_amount_minor:c.jitter(p),currency:'SGD',expires_at:c.isoOff(480,c.now()+1800e3)})),cache:{age_s:c.int(0,300),hit:c.r()<0.5},session:c.hex(16)},{metadata:c.meta()}));}
  ch.push(span('chain','max_steps',{},{},[],{error:'step limit 12 reached'}));
  return row(id,F,'The same SIN-SYD search is re-sent seven times with only a client timestamp changing; each answer has the same four flights with new offer ids, prices jittering by a cent and cache ages, and nothing is booked.',true,false,goal,agent('agent',{input:goal},null,ch,{metadata:{'openinference.span.kind':'AGENT'}}));}
// 03: ETA recomputation same route (custom dispatch tracer)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Driver Mateo (van V-08) is late for the 14:30 delivery window at Parkview Clinic, Austin; decide whether to reassign the stop and tell the clinic.';
  ch.push(tool('fleet.vehicle',{id:'V-08'},{driver:'Mateo Ruiz',pos:{lat:30.3072,lng:-97.7431},speed_mph:0,last_ping:c.isoOff(-360)}));
  const etaBase=c.now()+2460e3;
  for(let k=0;k<6;k++){c.tick(15000);
    ch.push(llm('llm',{prompt:'decide'},{text:'Recompute the ETA for V-08 to Parkview Clinic before deciding.',action:'eta.compute'},{metadata:c.meta()}));
    const secs=2460+c.int(-2,2);
    ch.push(tool('eta.compute',{vehicle:'V-08',dest:'ChIJParkviewClinicAustin',traffic:true},`route_id=${c.hex(8)} computed_at=${c.isoOff(-360)} eta=${new Date(etaBase+(secs-2460)*1000).toISOString()} duration_in_traffic=${secs}s distance_m=18240 incident="I-35 NB closed at 38th St" node=${c.host('eta')} took=${c.int(30,200)}ms`,{metadata:c.meta()}));}
  ch.push(span('event','budget',{},{},[],{error:'step budget exhausted'}));
  return row(id,F,'The van ETA is recomputed six times with the same road closure and an ETA that only shifts by a second or two, the agent saying the same sentence each time and never reassigning or notifying.',true,true,goal,agent('dispatch-agent',{goal},null,ch));}
export const rows=[r01,r02,r03];
