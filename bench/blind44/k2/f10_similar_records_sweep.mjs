// Family 10 (healthy): reads many similar but different records with the same tool, then a summary.
import { agent, llm, tool } from './lib.mjs';
const S = [
  ['ropewalk coil test sheets', 'read_sheet', ['C-101 breaking load 61 kN', 'C-102 breaking load 58 kN', 'C-103 breaking load 64 kN', 'C-104 breaking load 49 kN']],
  ['kite festival incident reports', 'get_report', ['line cut, minor', 'lost kite, none', 'child fall, first aid', 'wind gust, tent damage']],
  ['tidal mill daily logs', 'read_log', ['ground 210 kg', 'ground 185 kg', 'no milling, neap tide', 'ground 240 kg']],
  ['ice hotel guest reviews', 'get_review', ['5 stars, loved the art suite', '3 stars, cold bathroom walk', '4 stars, great sauna', '2 stars, check-in slow']],
  ['map archive catalogue entries', 'get_record', ['sheet 12, 1854, good', 'sheet 13, 1854, torn', 'sheet 14, 1855, good', 'sheet 15, 1856, foxing']],
  ['SMS delivery receipts', 'get_receipt', ['delivered 1.2 s', 'delivered 0.8 s', 'failed: unknown number', 'delivered 3.4 s']],
];
export const scenarios = S.map(([dom, tl, recs]) => (N) => {
  const k = [llm('llm', { task: dom }, `I will read each of the ${recs.length} ${dom}.`)];
  recs.forEach((r, i) => k.push(tool(tl, { id: i + 1 }, { id: i + 1, content: r, fetched: N.tick(2).iso() })));
  k.push(llm('llm', {}, `Summary of ${dom}: ` + recs.join('; ') + '.'));
  return { isolates: `Reads ${recs.length} different ${dom} with the same tool, then writes a summary.`, loop: false, stagnation: false, goal: `Summarise the ${dom}.`, root: agent('reader', { task: dom }, { done: true }, k) };
});
