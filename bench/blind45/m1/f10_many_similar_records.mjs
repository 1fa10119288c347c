import { agent, llm, tool } from './lib.mjs';
export const family = 'many_similar_records';
export const loop = false;
export const stagnation = false;
export const isolates = 'The same tool reads many similar but different records, then a summary.';
function reads(x, toolName, items, summary, meta) {
  const k = [llm('llm', {}, `Reading ${items.length} records with ${toolName}.`)];
  for (const [args, out] of items) k.push(tool(toolName, args, out));
  k.push(llm('llm', {}, summary));
  return agent('reader', {}, summary, k, meta);
}
const r01 = (x) => ({ isolates: 'Five courier proof-of-delivery records read one by one, all different, then a summary.', goal: 'Summarise yesterday\'s failed courier deliveries.', root: reads(x, 'get_pod', [[{ id: 'CX-1' }, { status: 'failed', reason: 'no answer' }], [{ id: 'CX-2' }, { status: 'failed', reason: 'wrong address' }], [{ id: 'CX-3' }, { status: 'failed', reason: 'no answer' }], [{ id: 'CX-4' }, { status: 'failed', reason: 'refused' }], [{ id: 'CX-5' }, { status: 'failed', reason: 'building closed' }]], '2 no answer, 1 wrong address, 1 refused, 1 closed.', { recorder: 'weave calls' }) });
const r02 = (x) => ({ isolates: 'Four guide logbook pages read in turn, each with different ascents, summarised.', goal: 'Count glacier guide ascents for certification renewal.', root: reads(x, 'read_logbook_page', [[{ page: 1 }, 'Piz Palü x2, Bernina x1'], [{ page: 2 }, 'Morteratsch traverse x3'], [{ page: 3 }, 'Piz Roseg x1'], [{ page: 4 }, 'Palü x1, Diavolezza x2']], '10 glaciated ascents; requirement 8 met.', { recorder: 'agentops session' }) });
const r03 = (x) => ({ isolates: 'Six duty-free till reports read, each with a different total, then summed.', goal: 'Sum Sunday sales across the six tills of a duty-free store.', root: reads(x, 'till_report', [1, 2, 3, 4, 5, 6].map((t) => [{ till: t }, { till: t, total_eur: [4120.5, 3988, 5210.25, 2100, 3377.4, 4690][t - 1] }]), 'Total 23,486.15 EUR; till 3 highest.', { recorder: 'haystack pipeline' }) });
const r04 = (x) => ({ isolates: 'Five NMR spectra metadata records with different nuclei and scans, then a usage summary.', goal: 'Summarise last week\'s AV-600 usage by nucleus.', root: reads(x, 'spectrum_meta', [[{ id: 1 }, { nuc: '1H', ns: 16 }], [{ id: 2 }, { nuc: '13C', ns: 1024 }], [{ id: 3 }, { nuc: '1H', ns: 32 }], [{ id: 4 }, { nuc: '15N', ns: 256 }], [{ id: 5 }, { nuc: '13C', ns: 2048 }]], '1H x2, 13C x2, 15N x1.', { recorder: 'dspy' }) });
const r05 = (x) => ({ isolates: 'Four surfboard order files read in turn with different dimensions, then a production summary.', goal: 'List this week\'s surfboard shaping queue with dimensions.', root: reads(x, 'read_file', [[{ path: 'orders/0501.json' }, '{"len":"6\'2\"","fins":"thruster"}'], [{ path: 'orders/0502.json' }, '{"len":"9\'6\"","fins":"single"}'], [{ path: 'orders/0503.json' }, '{"len":"5\'10\"","fins":"twin"}'], [{ path: 'orders/0504.json' }, '{"len":"7\'0\"","fins":"quad"}']], 'Four boards: 6\'2" thruster, 9\'6" single, 5\'10" twin, 7\'0" quad.', { recorder: 'claude agent sdk transcript' }) });
const r06 = (x) => ({ isolates: 'Five toll bridge daily summaries with different counts read and summarised.', goal: 'Weekly traffic summary for the toll bridge board.', root: reads(x, 'daily_summary', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d, i) => [{ day: d }, { crossings: [18210, 18440, 18105, 18930, 20110][i] }]), 'Total 93,795; Friday peak 20,110.', { recorder: 'langfuse' }) });
export const rows = [r01, r02, r03, r04, r05, r06];
