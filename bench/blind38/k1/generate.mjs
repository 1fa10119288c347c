// Builds rows.jsonl from the family files and validates it. Deterministic: run twice, same bytes.
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadFamilies, validateRows, FAMILY_FILES } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
for (const f of readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
  if (/Math\.random|Date\.now|new Date\(\)|performance\.now/.test(readFileSync(dir + '/' + f, 'utf8').replace(/\/\/.*$/gm, '').replace(/'[^'\n]*Math\.random[^'\n]*'/g, ''))) { console.error(`${f}: uses a non-deterministic source`); process.exit(1); }
}
const fams = await loadFamilies(dir);
function buildAll() {
  const rows = [];
  for (const m of fams) {
    const domains = new Set();
    for (const row of m.rows) {
      if (domains.has(row.domain)) throw new Error(`${m.family.name}: duplicate domain ${row.domain}`);
      domains.add(row.domain);
      const trace_id = `${m.family.name}-${row.n}`;
      rows.push({ trace_id, family: m.family.name, isolates: row.isolates, loop: m.family.loop, stagnation: m.family.stagnation, goal: row.goal, root: row.make(trace_id) });
    }
  }
  return rows;
}
const rows = buildAll();
const again = buildAll();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('non-deterministic output'); process.exit(1); }
const allDomains = fams.flatMap((m) => m.rows.map((r) => r.domain));
if (new Set(allDomains).size !== allDomains.length) { console.error('domain reused across families'); process.exit(1); }
const errs = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'), fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(dir + '/rows.jsonl', text);
console.log(`wrote ${rows.length} rows from ${FAMILY_FILES.length} families; sha256 ${createHash('sha256').update(text).digest('hex')}`);
