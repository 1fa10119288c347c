import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='batch_over_distinct_items';
// 01: one label per parcel (Agents SDK)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Create Royal Mail Tracked 48 labels for the 7 orders in the "ready" queue and mark them dispatched in Shopify.';
  const orders=[['#1042','Hannah Price','CF10 1EP',640],['#1043','Omar Siddiqui','M4 1HN',1210],['#1045','Beth Lloyd','EH1 1YZ',380],['#1046','Tariq Ali','B1 1BB',2200],['#1048','Nia Evans','SA1 1NW',520],['#1049','George Hunt','NE1 4ST',960],['#1051','Isla Reid','G2 3AA',150]];
  ch.push(llm('generation',{messages:[{role:'user',content:goal}]},asst(c,'',[['list_orders',{status:'ready'}]]),{metadata:c.meta()}));
  ch.push(tool('list_orders',{status:'ready'},{orders:orders.map(o=>({name:o[0],customer:o[1],postcode:o[2],weight_g:o[3]}))},{metadata:c.meta()}));
  for(const [o,n,pc,w] of orders){const trk=`${c.code(2,'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.int(1e8,9e8)}GB`;
    ch.push(llm('generation',{},asst(c,`Creating label for order ${o} (${n}, ${pc}, ${w} g).`,[['create_label',{order:o,service:'TPS48',weight_g:w,postcode:pc}]]),{metadata:c.meta()}));
    ch.push(tool('create_label',{order:o,service:'TPS48',weight_g:w,postcode:pc},{status:'ok',tracking_number:trk,label:{format:'PDF',data:c.b64pdf()},cost_minor:w>1000?399:329},{metadata:c.meta()}));}
  ch.push(llm('generation',{},asst(c,'',[['shopify_fulfil',{orders:orders.map(o=>o[0])}]]),{metadata:c.meta()}));
  ch.push(tool('shopify_fulfil',{orders:orders.map(o=>o[0])},{fulfilled:7,errors:[]}));
  ch.push(llm('generation',{},asst(c,'7 labels created (Tracked 48), total GBP 24.03; all orders marked dispatched.'),{metadata:c.meta()}));
  return row(id,F,'One label is created per order with the same templated sentence and an "ok" acknowledgement each time, but every order, weight and tracking number differs, and the run finishes.',false,false,goal,agent('FulfilmentAgent',{input:goal},{final_output:'done'},ch));}
// 02: one invite per attendee (Graph, Semantic Kernel style)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Send individual onboarding invites for 1 April 10:00 CEST to the 8 new starters, each in their own language, with their buddy as optional attendee.';
  const ppl=[['lucas.moreau@contoso.fr','fr','camille.roux'],['ines.silva@contoso.pt','pt','joao.reis'],['jonas.berg@contoso.se','sv','elin.holm'],['marta.nowak@contoso.pl','pl','piotr.zak'],['luca.ricci@contoso.it','it','giulia.fontana'],['emma.jansen@contoso.nl','nl','daan.visser'],['sara.lopez@contoso.es','es','pablo.gil'],['felix.wagner@contoso.de','de','anna.koch']];
  ch.push(llm('chat.completions',{messages:[{role:'user',content:goal}]},asst(c,'Sending 8 separate invites.'),{metadata:c.meta()}));
  for(const [e,lang,b] of ppl){ch.push(span('function','Calendar.create_event',{subject:{fr:'Intégration',pt:'Integração',sv:'Introduktion',pl:'Wdrożenie',it:'Inserimento',nl:'Introductie',es:'Incorporación',de:'Einarbeitung'}[lang],start:{dateTime:'2026-04-01T10:00:00',timeZone:'Romance Standard Time'},attendees:[{emailAddress:{address:e},type:'required'},{emailAddress:{address:b+'@'+e.split('@')[1]},type:'optional'}]},{'@odata.etag':`W/"${c.code(20)}"`,id:'AAMkA'+c.code(24),iCalUId:'040000008200E00074C5B7101A82E008'+c.hex(16).toUpperCase(),status:'ok'},[],{metadata:c.meta()}));
    ch.push(llm('chat.completions',{},asst(c,`Invite sent to ${e.split('@')[0]} (${lang}) with buddy ${b}.`),{metadata:c.meta()}));}
  ch.push(llm('chat.completions',{},asst(c,'All 8 onboarding invites sent for 1 April 10:00 CEST (08:00 UTC), each localised, buddies added as optional.'),{metadata:c.meta()}));
  return row(id,F,'Eight invites are created one per starter with identical "ok" results and a templated sentence each, but every attendee, language and buddy is different, then a summary closes the run.',false,false,goal,agent('OnboardingAgent',{goal},{sent:8},ch));}
// 03: hotel booking per traveller (custom tracer, nested per-traveller sub-spans)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Book rooms at Hotel Arts Barcelona for the 5 sales reps attending the kickoff (arrivals differ), company rate code CORP7.';
  const reps=[['Daniel Kim','2026-04-13','2026-04-16','KING'],['Fatima Zahra','2026-04-14','2026-04-16','TWIN'],['Olu Adeyemi','2026-04-13','2026-04-17','KING'],['Grace Chen','2026-04-14','2026-04-15','KING'],['Pedro Alves','2026-04-12','2026-04-16','KING']];
  ch.push(llm('llm',{prompt:goal},{text:'One reservation per rep, each with their own dates.'},{metadata:c.meta()}));
  for(const [n,a,d,bed] of reps){const nights=(Date.parse(d)-Date.parse(a))/864e5;
    ch.push(span('chain','book_rep',{traveller:n},{},[tool('hotel.availability',{property:'BCNARTS',arrive:a,depart:d,rate_code:'CORP7',bed},{rooms:[{rate_plan:'CORP7',room_type:bed==='KING'?'DLXK':'DLXT',nightly_minor:c.jitter(28900),currency:'EUR'}],quote_id:c.offer('q')},{metadata:c.meta()}),
      tool('hotel.reserve',{property:'BCNARTS',arrive:a,depart:d,guest:n,rate_code:'CORP7'},{status:'queued',confirmation:'ARTS'+c.int(100000,999999),nights},{metadata:c.meta()}),
      llm('llm',{prompt:'note'},{text:`${n}: ${a} to ${d}, ${nights} night(s), ${bed}, queued.`})]));}
  ch.push(llm('llm',{prompt:'summary'},{text:'5 reservations queued at Hotel Arts under CORP7: 15 room-nights in total, earliest arrival Pedro on 12 April.'},{metadata:c.meta()}));
  ch.push(tool('email.send',{to:'sales-ops@example.com',subject:'Barcelona kickoff rooms'},{id:c.uuid()}));
  return row(id,F,'Each rep gets their own availability check and reservation with the same "queued" acknowledgement, but dates, nights, bed types and confirmation numbers differ, then a summary email.',false,false,goal,agent('travel-ops',{goal},{booked:5},ch));}
export const rows=[r01,r02,r03];
