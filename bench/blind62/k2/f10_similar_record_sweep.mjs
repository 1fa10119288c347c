import { agent, llm, tool, user } from './lib.mjs';
export const meta = { family: 'similar_record_sweep', loop: false, stagnation: false,
  isolates: 'The same tool reads many similar but different records with the same output template, then a summary.' };
function sweep(N, goal, toolName, keys, rec, summary, isol) {
  const kids = [llm('llm', { messages: [user(goal)] }, `I will read ${keys.length} records with ${toolName}.`)];
  keys.forEach((k, i) => { N.tick(5); kids.push(tool(toolName, { id: k }, { ...rec(k, i), fetched: N.isoSec(), etag: N.etag() })); });
  kids.push(llm('llm', { messages: ['records'] }, summary));
  return { goal, isolates: isol, root: agent('sweep_agent', { goal }, summary, kids) };
}
const s01 = (N) => sweep(N, 'Summarise the wreck register entries for the Goodwin Sands.', 'get_wreck', ['W101', 'W102', 'W103', 'W104', 'W105'],
  (k, i) => ({ name: ['Stirling Castle', 'Northumberland', 'Mary', 'Restoration', 'SS Montrose'][i], year: [1703, 1703, 1703, 1703, 1914][i], depth_m: [14, 12, 9, 17, 6][i] }),
  'Four of five wrecks date from the Great Storm of 1703; SS Montrose (1914) is the shallowest.', 'OpenInference: five wreck records, one summary.');
const s02 = (N) => sweep(N, 'Check venom yield for each snake in the lab.', 'get_milking_log', ['CR-1', 'CR-2', 'NA-1', 'NA-2', 'BI-1', 'BI-2'],
  (k, i) => ({ yield_mg: [112, 98, 41, 47, 230, 205][i] }), 'Bitis yields highest (~218 mg avg); Naja lowest.', 'MLflow: six milking logs, one summary.');
const s03 = (N) => sweep(N, 'Review stunt performer certifications.', 'get_cert', ['P-01', 'P-02', 'P-03', 'P-04'],
  (k, i) => ({ grade: ['Full', 'Intermediate', 'Probationary', 'Full'][i], expires: ['2026-04', '2025-12', '2026-08', '2027-01'][i] }), 'P-02 expires Dec 2025; others valid.', 'Weave: four certifications, summary.');
const s04 = (N) => sweep(N, 'Check fitness notes for each llama before the trek season.', 'get_animal', ['Pablo', 'Inca', 'Dolly', 'Mojo', 'Kuzco'],
  (k, i) => ({ weight_kg: [142, 128, 135, 150, 139][i], vet: ['ok', 'ok', 'toe nails', 'ok', 'ok'][i] }), 'All fit except Dolly (toe nails to trim).', 'Gemini function calls: five animals, summary.');
const s05 = (N) => sweep(N, 'List faults for each pinball machine on the route.', 'get_machine', ['PB-Addams', 'PB-Twilight', 'PB-Medieval', 'PB-Attack'],
  (k, i) => ({ fault: ['flipper weak', 'none', 'castle motor', 'coin mech'][i] }), 'Three machines need service; Twilight Zone fine.', 'Haystack: four machines, summary.');
const s06 = (N) => sweep(N, 'Check hurricane shutter install jobs for the week.', 'get_job', ['J-301', 'J-302', 'J-303', 'J-304', 'J-305'],
  (k, i) => ({ panels: [14, 22, 8, 30, 12][i], status: ['done', 'done', 'awaiting permit', 'done', 'scheduled'][i] }), '3 done, 1 awaiting permit, 1 scheduled.', 'OTel GenAI: five jobs, summary.');
export const scenarios = [s01, s02, s03, s04, s05, s06];
