// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s){let h=2166136261>>>0;for(let i=0;i<s.length;i++){h^=s.charCodeAt(i);h=Math.imul(h,16777619)>>>0}return h}
export function mulberry32(a){return function(){a|=0;a=a+0x6D2B79F5|0;let t=Math.imul(a^a>>>15,1|a);t=t+Math.imul(t^t>>>7,61|t)^t;return((t^t>>>14)>>>0)/4294967296}}
const HEX='0123456789abcdef', AZ='ABCDEFGHJKLMNPQRSTUVWXYZ', AZ9='ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function ctx(traceId){
  const r=mulberry32(hashStr(traceId));
  let t=Date.UTC(2026,1,2+(hashStr(traceId)%40),8,0,0)+Math.floor(r()*3600e3);
  const c={
    r, int:(a,b)=>a+Math.floor(r()*(b-a+1)), pick:a=>a[Math.floor(r()*a.length)],
    hex:n=>{let s='';for(let i=0;i<n;i++)s+=HEX[Math.floor(r()*16)];return s},
    code:(n,al=AZ9)=>{let s='';for(let i=0;i<n;i++)s+=al[Math.floor(r()*al.length)];return s},
    tick:(ms)=>{t+=ms??Math.floor(200+r()*2500);return t},
    now:()=>t,
    iso:(ms)=>new Date(ms??t).toISOString(),
    isoNoMs:(ms)=>new Date(ms??t).toISOString().replace(/\.\d{3}Z$/,'Z'),
    isoOff:(off,ms)=>{const d=new Date((ms??t)+off*60e3).toISOString().slice(0,19);const s=off<0?'-':'+';const a=Math.abs(off);return d+s+String(Math.floor(a/60)).padStart(2,'0')+':'+String(a%60).padStart(2,'0')},
    httpDate:(ms)=>new Date(ms??t).toUTCString(),
    epoch:(ms)=>Math.floor((ms??t)/1000),
    uuid:()=>{const h=c.hex(32);return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[Math.floor(r()*4)]}${h.slice(17,20)}-${h.slice(20)}`},
    reqId:(p='req')=>`${p}_${c.code(20,'abcdefghijklmnopqrstuvwxyz0123456789')}`,
    dur:()=>`${(0.1+r()*3).toFixed(2)}s`, ms:()=>Math.floor(40+r()*1800),
    tmp:(ext='json')=>`/tmp/tmp${c.code(8,'abcdefghijklmnopqrstuvwxyz0123456789_')}.${ext}`,
    host:(p)=>`${p}-${c.int(1,9)}${c.pick(['a','b','c','d'])}.${c.pick(['eu-west-1','us-east-2','ap-southeast-1','eu-central-1'])}.internal`,
    etag:()=>`W/"${c.hex(12)}"`,
    offer:(p='off')=>`${p}_${c.code(22,'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
    pnr:()=>c.code(6,AZ),
    cursor:()=>Buffer.from(`${c.hex(6)}:${c.int(1e5,9e5)}`).toString('base64').replace(/=+$/,''),
    b64pdf:()=>'JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0K'+c.code(24,'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')+'...',
    jitter:(minor,cents=1)=>minor+c.int(-cents,cents),
    meta:(extra={})=>({start_time:c.iso(c.tick()),latency_ms:c.ms(),...extra}),
  };
  return c;
}
export const span=(type,name,input,output,children=[],extra={})=>({type,name,input,output,children,...extra});
export const llm=(name,input,output,extra={})=>span('llm',name,input,output,[],extra);
export const tool=(name,input,output,extra={})=>span('tool',name,input,output,[],extra);
export const fail=(name,input,output,error,extra={})=>span('tool',name,input,output,[],{error,...extra});
export const agent=(name,input,output,children,extra={})=>span('agent',name,input,output,children,extra);
// chat-completions style assistant output with optional tool calls
export const asst=(c,content,calls=[])=>({role:'assistant',content,tool_calls:calls.map(([n,a])=>({id:`call_${c.code(24,'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,type:'function',function:{name:n,arguments:JSON.stringify(a)}}))});
export function countSpans(s){return 1+(s.children||[]).reduce((a,x)=>a+countSpans(x),0)}
export function row(id,family,isolates,loop,stagnation,goal,root){return {trace_id:id,family,isolates,loop,stagnation,goal,root}}
