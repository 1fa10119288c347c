import {rng,agent,llm,tool,span,msgs,tc} from './lib.mjs';
export const family='paging_past_end';
export const meta={loop:true,stagnation:false};
const F=family;
export const rows=[
(()=>{const id=`${F}-01`,R=rng(id);const ch=[];
 for(let p=1;p<=6;p++){const cid='call_'+R.hex(10);ch.push(llm('chat.completions',{messages:p===1?msgs('Roofing warranty clerk.','List all shingle warranty claims filed in 2024.'):`[${p*2} msgs]`},{content:p===1?'Fetching claims.':null,tool_calls:[tc(cid,'list_claims',{year:2024,page:p,per_page:50})]}));
  ch.push(tool('list_claims',{year:2024,page:p,per_page:50},p<=2?{page:p,items:Array.from({length:p===1?50:17},(_,k)=>({claim:`WC-24-${(p-1)*50+k+1}`,product:'Duration HDZ'})).slice(0,3),count:p===1?50:17,total:67,server:R.host('claims')}:{page:p,items:[],count:0,total:67,server:R.host('claims'),generated:R.iso()}));}
 return {trace_id:id,family:F,isolates:'Roofing warranty claims paged from 3 to 6 after the last real page (2); every later page is empty.',goal:'List all shingle warranty claims filed in 2024.',root:agent('agent_run',{},null,ch,{metadata:{style:'plain-openai-messages'}})};})(),
(()=>{const id=`${F}-02`,R=rng(id);const ch=[];const tok='eyJvZmZzZXQiOjQwfQ==';
 ch.push(tool('fetch_orders',{status:'open',cursor:null},{data:[{id:'SS-1001',model:'Backcountry 30'},{id:'SS-1002',model:'Trail 25'}],next_cursor:tok,has_more:true}));
 ch.push(tool('fetch_orders',{status:'open',cursor:tok},{data:[],next_cursor:tok,has_more:false,request_id:R.reqId()}));
 for(let i=0;i<3;i++)ch.push(tool('fetch_orders',{status:'open',cursor:tok},{data:[],next_cursor:tok,has_more:false,request_id:R.reqId()}));
 return {trace_id:id,family:F,isolates:'Snowshoe maker order sync re-sends the same next_cursor after has_more=false, four empty pages.',goal:'Sync all open snowshoe orders into the production board.',
 root:agent('Agent.run',{name:'order_sync'},null,[llm('agent.llm',{prompt:'Sync all open snowshoe orders.'},'I will page through fetch_orders until done.'),span('chain','tool_loop',{},{},ch)],{metadata:{style:'strands-agents'}})};})(),
(()=>{const id=`${F}-03`,R=rng(id);const ch=[];
 for(let off=0;off<=250;off+=50){ch.push(span('function_call','read_sensor_log',{offset:off,limit:50},off<100?{lines:[`${R.logTs()} greenhouse-2 soil 22.1C`,`${R.logTs()} greenhouse-2 soil 22.3C`],returned:50}:{lines:[],returned:0,eof:true,read_ms:R.ms()},[],{}));}
 return {trace_id:id,family:F,isolates:'AutoGen agent keeps increasing offset on a chili greenhouse sensor log after EOF; four empty reads.',goal:'Summarise soil temperature logs for the chili greenhouse this week.',
 root:agent('autogen.AssistantAgent',{name:'greenhouse_assistant'},null,[llm('create',{messages:[{source:'user',content:'Summarise soil temperature logs for greenhouse 2.'}]},{content:[{name:'read_sensor_log',arguments:'{"offset":0,"limit":50}'}]}),...ch],{metadata:{style:'autogen'}})};})(),
(()=>{const id=`${F}-04`,R=rng(id);const ch=[];
 for(let y=0;y<=5;y++){ch.push(tool('browser.scroll',{direction:'down',pixels:1200,page:'https://registry.example-bridges.org/inspections?type=rope'},y<2?{new_rows:['Kettle Gorge 2022','Alder Falls 2023'],scrollY:(y+1)*1200}:{new_rows:[],scrollY:2400,atBottom:true,screenshot:R.tmp('shot')+'.png'}));}
 return {trace_id:id,family:F,isolates:'Browser agent scrolls a rope-bridge inspection registry four more times after reaching the bottom; no new rows.',goal:'Collect every rope-bridge inspection listed in the regional registry.',
 root:agent('browser_use.Agent',{task:'Collect every rope-bridge inspection'},null,[llm('planner',{},'Scroll the registry list and collect rows.'),...ch],{metadata:{style:'browser-use (not in list)'}})};})(),
(()=>{const id=`${F}-05`,R=rng(id);const ch=[];
 for(let p=1;p<=5;p++)ch.push(span('llm','ai.streamText',{},{},[tool('ai.toolCall listAppointments',{clinic:'ocular-north',page:p},p===1?{appointments:[{pt:'0412',at:'2025-05-02T09:00'}],page:1,pages:1}:{appointments:[],page:p,pages:1,etag:R.etag()})]));
 return {trace_id:id,family:F,isolates:'Vercel ai.streamText spans page an ocularist appointment list to page 5 when pages=1.',goal:'List all prosthetic eye appointments in May for the north clinic.',root:agent('ai.streamText',{},null,ch,{metadata:{style:'vercel-ai-sdk'}})};})(),
(()=>{const id=`${F}-06`,R=rng(id);const ch=[];
 for(let p=3;p<=7;p++)ch.push(span('chain','FunctionTool.call',{tool:'entries_page',kwargs:{meet:'Saratoga',page:p}},p===3?{output:'[{"race":9,"horse":"Lucky Gait"}]',is_last:true}:{output:'[]',is_last:true,fetched_at:R.httpDate()}));
 return {trace_id:id,family:F,isolates:'LlamaIndex agent requests harness-racing entry pages 4-7 after page 3 said is_last.',goal:'Export all race entries for the Saratoga harness meet.',root:agent('AgentRunner.chat',{message:'Export all entries'},null,[llm('OpenAI.chat',{messages:'[2]'},'I will read all entry pages starting at 3 since 1-2 are cached.'),...ch],{metadata:{style:'llamaindex'}})};})(),
];
