// Deterministic helpers. No Math.random, no clock reads.
export function hash32(s){let h=2166136261>>>0;for(let i=0;i<s.length;i++){h^=s.charCodeAt(i);h=Math.imul(h,16777619)>>>0;}return h>>>0;}
export function mulberry32(a){return function(){a|=0;a=a+0x6D2B79F5|0;let t=Math.imul(a^a>>>15,1|a);t=t+Math.imul(t^t>>>7,61|t)^t;return((t^t>>>14)>>>0)/4294967296;};}
export function rng(traceId){const r=mulberry32(hash32(traceId));const base=Date.UTC(2025,2,3,8,0,0)+Math.floor(r()*86400000*200);let clock=base;
 const hex=n=>{let s='';for(let i=0;i<n;i++)s+='0123456789abcdef'[Math.floor(r()*16)];return s;};
 const int=(a,b)=>a+Math.floor(r()*(b-a+1));
 const pick=a=>a[Math.floor(r()*a.length)];
 const tick=(ms)=>{clock+=ms??int(200,4000);return clock;};
 return {r,hex,int,pick,tick,
  now:()=>clock,
  iso:()=>new Date(tick()).toISOString(),
  isoNoMs:()=>new Date(tick()).toISOString().replace(/\.\d{3}Z$/,'Z'),
  httpDate:()=>new Date(tick()).toUTCString(),
  epoch:()=>Math.floor(tick()/1000),
  epochMs:()=>tick(),
  logTs:()=>{const d=new Date(tick());return d.toISOString().replace('T',' ').replace('Z','').slice(0,23);},
  euDate:()=>{const d=new Date(tick());const p=n=>String(n).padStart(2,'0');return `${p(d.getUTCDate())}/${p(d.getUTCMonth()+1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;},
  uuid:()=>`${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8','9','a','b'])}${hex(3)}-${hex(12)}`,
  reqId:(p='req_')=>p+hex(24),
  sha:(n=40)=>hex(n),
  etag:()=>`W/"${hex(8)}-${hex(12)}"`,
  dur:()=>`${(r()*3+0.05).toFixed(2)}s`,
  ms:()=>int(12,2400),
  tmp:(p='tmp')=>`/tmp/${p}-${hex(8)}`,
  job:(p='job')=>`${p}-${int(100000,999999)}`,
  host:(svc)=>`${svc}-${pick(['a','b','c'])}${int(1,9)}.${pick(['eu-west-1','us-east-2','ap-south-1'])}.internal`,
  pod:(svc)=>`${svc}-${hex(10)}-${hex(5)}`,
  addr:()=>'0x7f'+hex(10),
  rate:(lim=1000)=>({limit:lim,remaining:int(1,lim),reset:int(1,60)}),
 };}
export function span(type,name,input,output,children=[],extra={}){const s={type,name,input,output,children};Object.assign(s,extra);return s;}
export const agent=(name,input,output,children,extra)=>span('agent',name,input,output,children,extra);
export const llm=(name,input,output,extra)=>span('llm',name,input,output,[],extra);
export const tool=(name,input,output,extra)=>span('tool',name,input,output,[],extra);
export const retr=(name,input,output,extra)=>span('retriever',name,input,output,[],extra);
export const msgs=(sys,user,...rest)=>[{role:'system',content:sys},{role:'user',content:user},...rest];
export const tc=(id,name,args)=>({id,type:'function',function:{name,arguments:JSON.stringify(args)}});
export function countSpans(s){return 1+(s.children||[]).reduce((a,c)=>a+countSpans(c),0);}
