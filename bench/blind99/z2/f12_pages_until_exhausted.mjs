import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='pages_until_exhausted';
// 01: Graph calendarView with @odata.nextLink (Semantic Kernel-ish function spans)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='List every external meeting on Sofia Marin\'s calendar in March 2026 and total the hours per client domain.';
  const subs=[['Acme quarterly','acme.com',60],['Globex onboarding','globex.io',90],['Initech pricing','initech.com',45],['Acme legal','acme.com',30],['Umbrella demo','umbrella.co',60],['Globex steering','globex.io',120],['Hooli intro','hooli.xyz',30],['Acme renewal','acme.com',60],['Stark integration','stark.ind',90],['Initech follow-up','initech.com',30],['Wayne audit','wayne.ent',120]];
  let i=0,page=0;const tot={};
  ch.push(llm('chat.completions',{messages:[{role:'user',content:goal}]},asst(c,'Reading calendarView for March, page by page.',[['calendar_view',{start:'2026-03-01T00:00:00+01:00',end:'2026-04-01T00:00:00+02:00',top:4}]]),{metadata:c.meta()}));
  while(i<subs.length){const chunk=subs.slice(i,i+4);i+=4;page++;
    const next=i<subs.length?`https://graph.microsoft.com/v1.0/users/sofia.marin@fabrikam.eu/calendarView?startDateTime=2026-03-01T00:00:00%2B01:00&$top=4&$skiptoken=${c.code(32,'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`:undefined;
    const val=chunk.map(([s,d,m])=>{tot[d]=(tot[d]||0)+m;const st=c.tick(86400e3*c.int(1,3));return {'@odata.etag':`W/"${c.code(24)}"`,id:'AAMkA'+c.code(20),subject:s,start:{dateTime:new Date(st).toISOString().slice(0,19)+'.0000000',timeZone:'UTC'},end:{dateTime:new Date(st+m*60e3).toISOString().slice(0,19)+'.0000000',timeZone:'UTC'},attendees:[{emailAddress:{address:'contact@'+d}}]}});
    const out={'@odata.context':"https://graph.microsoft.com/v1.0/$metadata#users('sofia.marin%40fabrikam.eu')/calendarView",value:val};if(next)out['@odata.nextLink']=next;
    ch.push(span('function','CalendarPlugin.calendar_view',{page},out,[],{metadata:c.meta()}));
    if(next){ch.push(llm('chat.completions',{messages:[]},asst(c,`Page ${page}: ${chunk.map(x=>x[0]).join(', ')}. Following nextLink.`,[['calendar_view',{nextLink:next}]]),{metadata:c.meta()}));}}
  const sum=Object.entries(tot).map(([d,m])=>`${d} ${(m/60).toFixed(2)} h`).join('; ');
  ch.push(llm('chat.completions',{messages:[]},asst(c,`No nextLink on page ${page}, so all 11 external meetings are in. Hours per client: ${sum}.`),{metadata:c.meta()}));
  ch.push(span('function','ReportPlugin.write_csv',{rows:Object.keys(tot).length},{path:c.tmp('csv'),bytes:c.int(200,400)}));
  for(const d of Object.keys(tot))ch.push(span('function','CrmPlugin.lookup_account',{domain:d},{account:d.split('.')[0].toUpperCase(),owner:'S. Marin',tier:c.pick(['A','B'])},[],{metadata:c.meta()}));
  return row(id,F,'Graph calendarView pages are followed via @odata.nextLink, each page adding different meetings, until a page arrives without nextLink and the hours are totalled.',false,false,goal,agent('SemanticKernel.Agent',{goal},{summary:sum},ch));}
// 02: carrier manifest with offset paging (plain Python tracer)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Reconcile today\'s DPD manifest for warehouse BRU-2 against the pick list and report parcels not scanned.';
  const all=[];for(let k=0;k<23;k++)all.push({parcel:'0534'+c.int(1e9,9e9),ref:`PL-${4400+k}`,weight_g:c.int(300,18000),scanned:!(k===6||k===17||k===21)});
  ch.push(llm('llm_call',{prompt:goal},{text:'Fetch pick list, then manifest in pages of 10.'},{metadata:c.meta()}));
  ch.push(tool('wms.get_pick_list',{warehouse:'BRU-2',date:'2026-02-17'},{count:23,refs:all.map(x=>x.ref),generated:c.isoOff(60)}));
  for(let off=0;off<=20;off+=10){ch.push(llm('llm_call',{prompt:`offset ${off}`},{text:`Fetching manifest rows ${off}-${off+9}.`,call:{name:'dpd.manifest',args:{depot:'BRU-2',offset:off,limit:10}}},{metadata:c.meta()}));
    const items=all.slice(off,off+10);ch.push(tool('dpd.manifest',{depot:'BRU-2',offset:off,limit:10},{total:23,offset:off,returned:items.length,has_more:off+10<23,items,server:c.host('dpd-api'),generated_at:c.httpDate()},{metadata:c.meta()}));}
  const miss=all.filter(x=>!x.scanned);
  for(const m of miss){ch.push(tool('dpd.parcel_events',{parcel:m.parcel},{parcel:m.parcel,events:[{code:'01',text:'Data received',ts:c.isoOff(60)}]},{metadata:c.meta()}));ch.push(tool('wms.flag_exception',{ref:m.ref,reason:'NOT_SCANNED'},{exception_id:'EX-'+c.int(10000,99999),created:c.iso()}));}
  ch.push(llm('llm_call',{prompt:'report'},{text:`has_more=false after 23 rows. Not scanned: ${miss.map(m=>m.ref+' ('+m.parcel+')').join(', ')}; only data received, no depot scan.`},{metadata:c.meta()}));
  ch.push(tool('slack.post',{channel:'#bru2-dispatch',text:`Unscanned today: ${miss.map(m=>m.ref).join(', ')}`},{ok:true,ts:`${c.epoch()}.${c.int(100000,999999)}`}));
  return row(id,F,'A DPD manifest is read in offset pages of 10 until has_more is false, every page new parcels, then three unscanned parcels are reported.',false,false,goal,agent('reconcile_manifest',{goal},{missing:miss.length},ch,{metadata:{tracer:'py-trace 0.4'}}));}
// 03: restaurant reviews/availability cursor paging (LangChain)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Find a restaurant in Shibuya for 9 people on Friday 27 Feb at 19:30 with a private room; book the best-rated one that has availability.';
  const pages=[[['Uoshin Shibuya',4.1,false],['Gonpachi',4.0,true],['Shibuya Kaikatsu',3.6,false]],[['Tsunahachi',4.3,false],['Yakiniku Like',3.4,false],['Sushi Tokyo Ten',4.6,false]],[['Ippudo Shibuya',4.2,false],['Kaikaya by the Sea',4.5,true]]];
  let cur=null;
  pages.forEach((p,i)=>{const nextCur=i<2?c.cursor():null;
    ch.push(span('chain','RunnableSequence',{},{},[llm('ChatOpenAI',{messages:[{role:'user',content:i?'next page':goal}]},{tool_calls:[{name:'venue_search',args:{area:'Shibuya',party_size:9,private_room:true,cursor:cur}}]},{metadata:c.meta()}),
      tool('venue_search',{area:'Shibuya',party_size:9,private_room:true,cursor:cur},{results:p.map(([n,r,a])=>({venue_id:'v_'+c.hex(8),name:n,rating:r,private_room_available_1930:a})),next_cursor:nextCur,served_by:c.host('venues')},{metadata:c.meta()})]));cur=nextCur;});
  ch.push(span('chain','RunnableSequence',{},{},[llm('ChatOpenAI',{messages:[]},{content:'next_cursor is null after 8 venues. Only Gonpachi (4.0) and Kaikaya by the Sea (4.5) have a room at 19:30; booking Kaikaya.',tool_calls:[{name:'book_table',args:{venue:'Kaikaya by the Sea',party_size:9,time:'2026-02-27T19:30:00+09:00',private_room:true}}]},{metadata:c.meta()}),
    tool('book_table',{venue:'Kaikaya by the Sea',party_size:9,time:'2026-02-27T19:30:00+09:00'},{confirmation:'KBS-'+c.code(6),status:'confirmed',deposit_minor:c.int(9000,12000),currency:'JPY'}),tool('calendar.add_event',{title:'Team dinner - Kaikaya by the Sea',start:'2026-02-27T19:30:00+09:00'},{id:c.hex(26),htmlLink:'https://www.google.com/calendar/event?eid='+c.code(30)}),tool('send_sms',{to:'+81 90-0000-0000',body:'Dinner booked 27 Feb 19:30 Kaikaya'},{sid:'SM'+c.hex(32),status:'queued'}),llm('ChatOpenAI',{messages:[]},{content:'Booked Kaikaya by the Sea, Fri 27 Feb 19:30, private room for 9.'})]));
  return row(id,F,'Venue search results are paged by cursor until next_cursor is null, each page new restaurants, then the best-rated available one is booked.',false,false,goal,agent('AgentExecutor',{input:goal},{output:'booked'},ch));}
export const rows=[r01,r02,r03];
