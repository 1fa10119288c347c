import fs from 'node:fs';
import {validateRows} from './validate.mjs';
import {countSpans} from './lib.mjs';
const dir=new URL('.',import.meta.url).pathname;
const files=fs.readdirSync(dir).filter(f=>/^f\d+_.*\.mjs$/.test(f)).sort((a,b)=>parseInt(a.slice(1))-parseInt(b.slice(1)));
const rows=[];
for(const f of files){const m=await import('./'+f);for(const b of m.rows)rows.push(b())}
const errs=validateRows(rows);
fs.writeFileSync(dir+'rows.jsonl',rows.map(r=>JSON.stringify(r)).join('\n')+'\n');
for(const r of rows)console.log(r.trace_id.padEnd(44),'loop='+r.loop,'stag='+r.stagnation,'spans='+countSpans(r.root));
if(errs.length){console.error(errs.join('\n'));process.exit(1)}
console.log(`OK ${rows.length} rows from ${files.length} files`);
