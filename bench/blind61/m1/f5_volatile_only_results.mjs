import {rng,agent,llm,tool,span,msgs,tc} from './lib.mjs';
export const family='volatile_only_results';
export const meta={loop:true,stagnation:false};
const F=family;
export const rows=[
(()=>{const id=`${F}-01`,R=rng(id);const ch=[llm('chat',{messages:msgs('Roofing dispatcher.','Is the crane for the Maple St reroof confirmed?')},{tool_calls:[tc('c1','crane_status',{booking:'CR-5521'})]})];
 for(let i=0;i<5;i++)ch.push(tool('crane_status',{booking:'CR-5521',attempt:i+1},{status:200,headers:{Date:R.httpDate(),'X-Request-Id':R.uuid(),'X-RateLimit-Remaining':String(R.int(10,90)),Server:R.host('dispatch')},body:{booking:'CR-5521',state:'PENDING_OPERATOR',updated:R.iso()}}));
 return {trace_id:id,family:F,isolates:'Crane booking for a reroof polled five times: always PENDING_OPERATOR, only headers and timestamps differ.',goal:'Confirm the crane booking for the Maple St shingle reroof.',root:agent('agent',{},null,ch,{metadata:{style:'plain-openai-messages'}})};})(),
(()=>{const id=`${F}-02`,R=rng(id);const ch=[];
 for(let i=0;i<5;i++)ch.push(span('tool','mastra.tool.checkShipment',{trackingNo:'1Z88A4',ts:R.epochMs()},`Tracking 1Z88A4 — In transit, Memphis TN hub (scan ${R.logTs()}) [svc ${R.hex(6)} / ${R.ms()}ms]`));
 return {trace_id:id,family:F,isolates:'Mastra agent checks a snowshoe decking shipment five times; only the scan timestamp and service id change.',goal:'Tell the workshop when the hypalon decking rolls arrive.',root:agent('mastra.agent.generate',{agent:'logistics'},null,[llm('mastra.llm',{},{toolCalls:[{toolName:'checkShipment'}]}),...ch],{metadata:{style:'mastra'}})};})(),
(()=>{const id=`${F}-03`,R=rng(id);const ch=[];
 for(let i=0;i<4;i++)ch.push(span('call','weave.op dryer_status',{dryer:'D3'},{dryer:'D3',moisture_pct:11.8,target:8,eta:'unknown',job:R.job('dry'),sensor_read:R.euDate(),log:R.tmp('dryer')+'.log'}));
 return {trace_id:id,family:F,isolates:'W&B Weave: chili dehydrator status polled four times, same moisture 11.8% each time, noise only.',goal:'Report when chili batch in dryer D3 reaches 8% moisture.',root:agent('weave.op run_agent',{},null,ch,{metadata:{style:'wandb-weave'}})};})(),
(()=>{const id=`${F}-04`,R=rng(id);const ch=[];
 for(let i=0;i<5;i++)ch.push(tool('Bash',{command:'curl -s https://permits.example.gov/api/permit/RB-2291'},`{"permit":"RB-2291","status":"under_review","reviewer":null,"trace":"${R.hex(32)}","served_by":"${R.pod('permits')}","at":"${R.isoNoMs()}"}`));
 return {trace_id:id,family:F,isolates:'Claude Code style transcript re-curls a rope-bridge permit five times; status under_review with different trace ids.',goal:'Find out whether the rope bridge permit has been approved.',root:agent('claude_code',{},null,[llm('assistant',{},{content:[{type:'tool_use',name:'Bash'}]}),...ch],{metadata:{style:'claude-agent-sdk'}})};})(),
(()=>{const id=`${F}-05`,R=rng(id);const ch=[];
 for(let i=0;i<4;i++)ch.push(tool('lab_order_status',{order:'GE-771'},`Order GE-771 | stage: CURING | retry=${i} | ${R.dur()} | req ${R.reqId('r-')} | ${R.pick(['lab-a','lab-b'])}`));
 return {trace_id:id,family:F,isolates:'Glass-eye lab order checked four times (Langfuse), always CURING; retry counter and request ids vary.',goal:'Tell patient 0412 when the prosthesis is ready.',root:agent('langfuse.trace',{},null,[llm('generation',{},'Checking lab order.'),...ch],{metadata:{style:'langfuse'}})};})(),
(()=>{const id=`${F}-06`,R=rng(id);const ch=[];
 for(let i=0;i<5;i++)ch.push(span('tool','ActionGroup: vetcheck',{horse:'Northern Quill'},{cleared:false,reason:'awaiting bloodwork',sampleRef:R.uuid(),checkedAt:R.iso(),sessionSeq:i+R.int(100,200)}));
 return {trace_id:id,family:F,isolates:'Bedrock Agents action group polled five times for a harness horse vet clearance; same result, volatile refs.',goal:'Confirm Northern Quill is vet-cleared to race.',root:agent('InvokeAgent',{agentId:R.hex(10).toUpperCase()},null,[llm('orchestrationTrace',{},'Call vetcheck.'),...ch],{metadata:{style:'bedrock-agents'}})};})(),
];
