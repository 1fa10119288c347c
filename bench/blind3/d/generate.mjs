// Deterministic generator for the blind held-out loop/stagnation benchmark.
// Usage: node generate.mjs   -> writes rows.jsonl next to this file.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSeed, mkNoise } from './lib.mjs';
import { validateRow } from './validate.mjs';
import f1 from './families/f1_paging.mjs';
import f2 from './families/f2_volatile.mjs';
import f3 from './families/f3_repeat_msg.mjs';
import f4 from './families/f4_flipflop.mjs';
import f5 from './families/f5_pagination_ok.mjs';
import f6 from './families/f6_backoff.mjs';
import f7 from './families/f7_planning.mjs';
import f8 from './families/f8_delegation.mjs';
import f9 from './families/f9_capture_off.mjs';

const FAMILIES = [
  [f1, 'paging'], [f2, 'volatile'], [f3, 'repeatmsg'], [f4, 'flipflop'],
  [f5, 'pagesok'], [f6, 'backoff'], [f7, 'planning'], [f8, 'delegation'], [f9, 'capture'],
];

function build() {
  const rows = [], stats = [];
  for (const [fam, key] of FAMILIES) {
    if (fam.rows.length !== 6) throw new Error(`${fam.name}: expected 6 rows, got ${fam.rows.length}`);
    const domains = new Set(), toolSets = new Set();
    fam.rows.forEach((def, i) => {
      const trace_id = `${fam.name}-${String(i + 1).padStart(2, '0')}`;
      const noise = mkNoise(hashSeed(trace_id), def.base);
      const root = def.build(noise);
      const row = { trace_id, family: fam.name, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: root.input, root };
      const st = validateRow(row, { ...fam, key }, def);
      if (domains.has(def.domain)) throw new Error(`${trace_id}: domain ${def.domain} reused in family`);
      domains.add(def.domain);
      if (toolSets.has(st.tools)) throw new Error(`${trace_id}: same tool set as a sibling row`);
      toolSets.add(st.tools);
      rows.push(row);
      stats.push({ trace_id, domain: def.domain, ...st });
    });
  }
  const ids = new Set(rows.map((r) => r.trace_id));
  if (rows.length !== 54 || ids.size !== 54) throw new Error('expected 54 unique rows');
  const famNames = new Set(rows.map((r) => r.family));
  if (famNames.size !== 9) throw new Error('expected 9 families');
  const goals = new Set(rows.map((r) => r.goal));
  if (goals.size !== 54) throw new Error('goals must be unique');
  return { text: rows.map((r) => JSON.stringify(r)).join('\n') + '\n', rows, stats };
}

const a = build();
const b = build();
if (a.text !== b.text) throw new Error('non-deterministic output');

const strArgs = a.stats.filter((s) => s.stringArgs).length;
if (strArgs < 10 || strArgs > 18) throw new Error(`JSON-string-argument traces: ${strArgs} (want about a quarter)`);
const lens = a.stats.map((s) => s.spans);

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'rows.jsonl');
writeFileSync(out, a.text);

console.log('family                              loop   stagnation  rows  spans(min-max)');
for (const [fam] of FAMILIES) {
  const ls = a.stats.filter((s) => s.trace_id.startsWith(fam.name + '-')).map((s) => s.spans);
  console.log(`${fam.name.padEnd(36)}${String(fam.loop).padEnd(7)}${String(fam.stagnation).padEnd(12)}${String(ls.length).padEnd(6)}${Math.min(...ls)}-${Math.max(...ls)}`);
}
console.log(`rows=${a.rows.length} spans=${Math.min(...lens)}..${Math.max(...lens)} json-string-arg traces=${strArgs}`);
console.log(`sha256(rows.jsonl)=${createHash('sha256').update(a.text).digest('hex')}`);
