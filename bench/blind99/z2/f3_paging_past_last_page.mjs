import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='paging_past_last_page';
// 01: Duffel-like offers list with after-cursor re-sent (Agents SDK style)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Collect all Madrid to Bogota economy offers for 10 April 2026 and recommend the best value with a checked bag.';
  const req='orq_'+c.hex(20);
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'Creating the offer request.',[['create_offer_request',{slices:[{origin:'MAD',destination:'BOG',departure_date:'2026-04-10'}],passengers:[{type:'adult'}],cabin_class:'economy'}]]),{metadata:c.meta()}));
  ch.push(tool('create_offer_request',{slices:[{origin:'MAD',destination:'BOG',departure_date:'2026-04-10'}]},{data:{id:req,live_mode:false,created_at:c.iso()}},{metadata:c.meta()}));
  const airlines=[['IB','Iberia',71200],['AV','Avianca',68450],['UX','Air Europa',65990],['AF','Air France',79310],['KL','KLM',80120]];
  const after=c.cursor();
  ch.push(llm('generation',{},asst(c,'Listing offers.',[['list_offers',{offer_request_id:req,limit:5}]]),{metadata:c.meta()}));
  ch.push(tool('list_offers',{offer_request_id:req,limit:5},{data:airlines.map(([code,n,p])=>({id:c.offer(),owner:{iata_code:code,name:n},total_amount:(c.jitter(p)/100).toFixed(2),total_currency:'EUR',expires_at:c.iso(c.now()+1200e3),baggages:[{type:'checked',quantity:code==='UX'?0:1}]})),meta:{limit:5,after}},{metadata:c.meta()}));
  ch.push(llm('generation',{},asst(c,'Five offers so far; fetching the next page.',[['list_offers',{offer_request_id:req,limit:5,after}]]),{metadata:c.meta()}));
  const after2=c.cursor();
  ch.push(tool('list_offers',{offer_request_id:req,limit:5,after},{data:[['LH','Lufthansa',83340],['TP','TAP Air Portugal',70110]].map(([code,n,p])=>({id:c.offer(),owner:{iata_code:code,name:n},total_amount:(c.jitter(p)/100).toFixed(2),total_currency:'EUR',expires_at:c.iso(c.now()+1200e3),baggages:[{type:'checked',quantity:1}]})),meta:{limit:5,after:after2}},{metadata:c.meta()}));
  for(let k=0;k<5;k++){ch.push(llm('generation',{},asst(c,k===0?'Getting the next page to be sure all offers are collected.':'',[['list_offers',{offer_request_id:req,limit:5,after:after2}]]),{metadata:c.meta()}));
    ch.push(tool('list_offers',{offer_request_id:req,limit:5,after:after2},{data:[],meta:{limit:5,after:after2},request_id:c.reqId('req')},{metadata:c.meta()}));}
  ch.push(span('custom','max_turns_exceeded',{},{},[],{error:'MaxTurnsExceeded'}));
  return row(id,F,'After the last page of Madrid-Bogota offers, the agent re-sends the same after cursor five times and gets the same empty page each time, never recommending a fare.',true,false,goal,agent('FareAgent',{input:goal},null,ch,{error:'MaxTurnsExceeded'}));}
// 02: tracking events with page number increasing beyond the end (LangChain)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Build a full scan history for FedEx 7946 1234 5678 (Memphis to Anchorage) and explain the 2-day gap.';
  const evs=[['PU','Picked up','MEMPHIS, TN'],['AR','Arrived at FedEx location','MEMPHIS, TN'],['DP','Departed FedEx hub','MEMPHIS, TN'],['IT','In transit','SEATTLE, WA'],['DE','Delivery exception: weather delay','SEATTLE, WA'],['AR','Arrived at FedEx location','ANCHORAGE, AK']];
  for(let p=1;p<=7;p++){const items=evs.slice((p-1)*3,p*3).map(([code,d,city])=>({eventType:code,eventDescription:d,scanLocation:{city},date:c.isoOff(-360,c.tick(3600e3*c.int(3,30)))}));
    ch.push(span('chain','AgentExecutor.step',{},{},[llm('ChatOpenAI',{messages:[]},{content:p===1?'Fetching scan events page 1.':p<=3?`Got 3 events on page ${p-1}; fetching page ${p}.`:`Page ${p-1} was empty; trying page ${p}.`,tool_calls:[{name:'fedex_scan_events',args:{trackingNumber:'794612345678',page:p,pageSize:3}}]},{metadata:c.meta()}),
      tool('fedex_scan_events',{trackingNumber:'794612345678',page:p,pageSize:3},JSON.stringify({transactionId:c.uuid(),output:{scanEvents:items,page:p,pageSize:3}}),{metadata:c.meta()})]));}
  ch.push(span('chain','stop',{},{},[],{error:'Agent stopped due to max iterations.'}));
  return row(id,F,'FedEx scan events run out after page 2, yet the page number keeps advancing to 7 with identical empty pages and the delay is never explained; the narration repeats the same empty-page sentence with only the number changed.',true,true,goal,agent('AgentExecutor',{input:goal},{output:'Agent stopped due to max iterations.'},ch));}
// 03: warehouse bin inventory scroll with scroll_id (custom tracer)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Generate a pick list for order SO-88213 (14 SKUs) from warehouse Venlo, choosing bins with enough stock.';
  const skus=Array.from({length:8},(_,i)=>({sku:'SKU-'+(3300+i*7),bin:`A${c.int(1,30)}-${c.int(1,9)}-${c.pick(['L','M','U'])}`,qty:c.int(0,60)}));
  ch.push(llm('llm',{prompt:goal},{text:'Scan bin inventory for the order SKUs with the scroll API.'},{metadata:c.meta()}));
  const sid='DXF1ZXJ5QW5kRmV0Y2gBAAAAAAA'+c.code(10);
  ch.push(tool('inventory.search',{warehouse:'VNL',skus:'SO-88213',scroll:'1m',size:4},{_scroll_id:sid,took:c.int(3,30),hits:{total:{value:8},hits:skus.slice(0,4)}},{metadata:c.meta()}));
  ch.push(tool('inventory.scroll',{scroll_id:sid,scroll:'1m'},{_scroll_id:sid,took:c.int(3,30),hits:{total:{value:8},hits:skus.slice(4)}},{metadata:c.meta()}));
  for(let k=0;k<6;k++){ch.push(llm('llm',{prompt:'continue'},{text:k%2?'Continue scrolling for remaining bins.':'Scroll further to get the remaining bins for the order.'},{metadata:c.meta()}));
    ch.push(tool('inventory.scroll',{scroll_id:sid,scroll:'1m'},{_scroll_id:sid,took:c.int(1,9),timed_out:false,hits:{total:{value:8},hits:[]}},{metadata:c.meta()}));}
  ch.push(span('event','timeout',{},{pick_list:null},[],{error:'wall-clock budget 300s exceeded'}));
  return row(id,F,'All 8 bin records arrive in two scroll batches, then the agent scrolls the same scroll_id six more times and gets only empty hits, never writing the pick list.',true,true,goal,agent('picklist-agent',{goal},{pick_list:null},ch));}
export const rows=[r01,r02,r03];
