import { agent, llm, tool } from './lib.mjs';
// Healthy: same tool, same output template, different contents, then a summary.
const read = (N, name, argsList, mkOut) => argsList.map((a) => tool(name, a, mkOut(a), { t: N.iso() }));
export default {
  family: 'many_similar_records', loop: false, stagnation: false,
  rows: [
    { domain: 'avalanche-dog training logs', style: 'Gemini function calling', isolates: 'Reads five dogs\' training logs with the same tool; contents differ; summary.', goal: 'Summarise find times.',
      build: (N) => agent('agent', {}, 'Summary done.', [...read(N, 'get_log', ['Ysko', 'Nuk', 'Filou', 'Tsampa', 'Bodhi'].map((d) => ({ dog: d })), (a) => ({ dog: a.dog, avg_find_s: N.int(40, 300) })), llm('generateContent', {}, 'Fastest Ysko; Bodhi slowest.', {})], {}) },
    { domain: 'sea-salt batch lab results', style: 'MLflow Tracing', isolates: 'Agent reads five different lab sheets with the same tool and output template, each with new contents, then writes a summary.', goal: 'Check salt batches.',
      build: (N) => agent('agent', {}, 'All pass.', [...read(N, 'read_lab', [44, 45, 46, 47, 48].map((b) => ({ batch: b })), (a) => ({ batch: a.batch, NaCl: 97 + N.int(0, 20) / 10 })), llm('chat', {}, 'All batches ≥97% NaCl.', {})], {}) },
    { domain: 'tapestry archive', style: 'Haystack', isolates: 'Agent reads six different archive records with the same tool and output template, each with new contents, then writes a summary.', goal: 'List tapestry dates.',
      build: (N) => agent('agent', {}, 'Listed.', [...read(N, 'fetch', [1, 2, 3, 4, 5, 6].map((i) => ({ id: i })), (a) => ({ id: a.id, year: N.int(1500, 1700) })), llm('gen', {}, 'Listed by year.', {})], {}) },
    { domain: 'boiler inspection reports', style: 'Langfuse', isolates: 'Agent reads five different reports with the same tool and output template, each with new contents, then writes a summary.', goal: 'Summarise defects.',
      build: (N) => agent('agent', {}, 'Done.', [...read(N, 'read_report', ['4930', '7828', '6960', '3850', '7812'].map((l) => ({ loco: l })), (a) => ({ loco: a.loco, defects: N.int(0, 4) })), llm('gen', {}, 'Most defects 6960.', {})], {}) },
    { domain: 'observatory cloud camera frames', style: 'OpenInference', isolates: 'Agent reads five different hourly frames with the same tool and output template, each with new contents, then writes a summary.', goal: 'Estimate cloud cover.',
      build: (N) => agent('agent', {}, 'Done.', [...read(N, 'frame_stats', [20, 21, 22, 23, 0].map((h) => ({ hour: h })), (a) => ({ hour: a.hour, cloud_pct: N.int(0, 100) })), llm('gen', {}, 'Clearing after 22h.', {})], {}) },
    { domain: 'reed-bed sample sheets', style: 'W&B Weave', isolates: 'Agent reads six different sample sheets with the same tool and output template, each with new contents, then writes a summary.', goal: 'Summarise effluent.',
      build: (N) => agent('agent', {}, 'Done.', [...read(N, 'sheet', [1, 2, 3, 4, 5, 6].map((c) => ({ cell: c })), (a) => ({ cell: a.cell, NH4: N.int(10, 70) / 10 })), llm('gen', {}, 'Cell 4 highest.', {})], {}) },
  ],
};
