// Family 10 (healthy): the same tool is called on many similar but different records (same output
// template, different contents), then a summary.
import { sp, Conv, http } from './lib.mjs';

export const family = 'same_tool_many_records';
export const loop = false;
export const stagnation = false;
export const summary = 'Same tool over many similar-looking but different files/pages/records, each with new content, followed by a summary';

// 01 taiko drumming group — LlamaIndex FunctionAgent reading member practice logs
function s01(c) {
  const goal = 'Read each player\'s practice log for the taiko group and decide who is ready to play the odaiko part in the spring festival piece "Yatai-bayashi".';
  const cv = new Conv(c, { style: 'openai', attrs: 'openinference', model: 'gpt-4o-mini', system: 'You help the taiko group leader. Tools: list_files, read_file.', user: goal });
  const k = [];
  k.push(cv.llm(null, [{ name: 'list_files', args: { dir: 'practice_logs/' } }]));
  k.push(cv.tool('list_files', undefined, ['aiko.md', 'ben.md', 'carla.md', 'daisuke.md', 'emeka.md', 'fumiko.md']));
  const logs = [
    ['aiko.md', `# Aiko — practice log\nWeeks logged: 10\nYatai-bayashi: full piece at 160 bpm, seated position OK for 9 min\nStamina note: right shoulder fine\nLast updated ${c.ymd(-2)}`],
    ['ben.md', `# Ben — practice log\nWeeks logged: 4\nYatai-bayashi: sections 1–2 only, 140 bpm\nStamina note: stops after 4 min seated\nLast updated ${c.ymd(-6)}`],
    ['carla.md', `# Carla — practice log\nWeeks logged: 12\nYatai-bayashi: full piece 165 bpm, taught the kizami pattern to beginners\nStamina: 11 min seated\nLast updated ${c.ymd(-1)}`],
    ['daisuke.md', `# Daisuke — practice log\nWeeks logged: 8\nYatai-bayashi: full piece 150 bpm, tempo drifts in section 3\nStamina: 8 min\nLast updated ${c.ymd(-9)}`],
    ['emeka.md', `# Emeka — practice log\nWeeks logged: 11\nYatai-bayashi: full piece 160 bpm\nInjury: wrist strain, physio says no odaiko until May\nLast updated ${c.ymd(-3)}`],
    ['fumiko.md', `# Fumiko — practice log\nWeeks logged: 9\nYatai-bayashi: plays shime part only\nLast updated ${c.ymd(-4)}`],
  ];
  logs.forEach(([f, txt]) => { k.push(cv.llm(null, [{ name: 'read_file', args: { path: 'practice_logs/' + f } }])); k.push(cv.tool('read_file', undefined, txt)); });
  k.push(cv.llm('Ready for odaiko: Carla (full piece at 165 bpm, 11 min stamina) and Aiko (160 bpm, 9 min). Daisuke is close but drifts in section 3; Ben is still on sections 1–2; Emeka is injured until May; Fumiko plays shime only. Suggest Carla lead with Aiko alternating.', []));
  return {
    isolates: 'read_file is called on six player logs with the same layout but different tempos, stamina and injuries, and the summary names two ready players.',
    goal,
    root: sp('agent', 'FunctionAgent.run', { user_msg: goal }, null, k, { 'openinference.span.kind': 'AGENT', 'llama_index.version': '0.12.28' }),
  };
}

// 02 hurling club — Gemini function calling over match report pages
function s02(c) {
  const goal = 'Read the club website\'s match reports for our senior hurling team this season and list who scored from play in each game, then the season top scorer.';
  const cv = new Conv(c, { style: 'gemini', model: 'gemini-2.5-pro', system: 'Use fetch_url to read pages. Be exact with scores (goals-points).', user: goal });
  const k = [];
  const games = [
    ['round-1-v-ballinagh', 'Ballinagh', '2-17 to 1-14', 'Scorers: C. Fahy 1-6 (0-4f), D. Ryan 1-2, M. Keane 0-4, P. Walsh 0-3, T. Moran 0-2'],
    ['round-2-v-kilcreen', 'Kilcreen', '0-19 to 2-15', 'Scorers: C. Fahy 0-9 (0-7f), M. Keane 0-5, S. Duggan 0-3, D. Ryan 0-2'],
    ['round-3-v-st-colmans', 'St Colman\'s', '3-12 to 1-20', 'Scorers: D. Ryan 2-1, M. Keane 1-3, C. Fahy 0-5 (0-5f), P. Walsh 0-3'],
    ['round-4-v-ardmore-gaels', 'Ardmore Gaels', '1-22 to 0-16', 'Scorers: C. Fahy 0-10 (0-6f, 0-1 65), M. Keane 1-4, T. Moran 0-4, S. Duggan 0-4'],
    ['quarter-final-v-rathcoole', 'Rathcoole', '2-18 to 2-17', 'Scorers: M. Keane 1-5, C. Fahy 0-8 (0-6f), D. Ryan 1-1, P. Walsh 0-4'],
  ];
  k.push(cv.llm(null, [{ name: 'fetch_url', args: { url: 'https://clubsite.example.ie/news/tag/senior-hurling' } }]));
  k.push(cv.tool('fetch_url', undefined, http(c, 200, `<ul class="posts">${games.map(([s]) => `<li><a href="/news/${s}">${s}</a></li>`).join('')}</ul>`, { 'x-wp-total': String(games.length), 'cf-cache-status': 'DYNAMIC' })));
  games.forEach(([slug, opp, score, scorers]) => {
    k.push(cv.llm(null, [{ name: 'fetch_url', args: { url: `https://clubsite.example.ie/news/${slug}` } }]));
    k.push(cv.tool('fetch_url', undefined, http(c, 200, `<article><h1>Seniors v ${opp}</h1><time datetime="${c.isoOff(1)}">${c.euDate()}</time><p class="result">Full time: ${score}</p><p>${scorers}</p><footer>Posted by PRO · ${c.int(40, 900)} views</footer></article>`, { etag: c.etag(true), 'last-modified': c.httpDate(), 'cf-ray': c.hex(16) + '-DUB', age: String(c.int(0, 8000)) })));
  });
  k.push(cv.llm('From play (excluding frees and 65s): C. Fahy 1-2, 0-2, 0-0, 0-3, 0-2; D. Ryan 1-2, 0-2, 2-1, —, 1-1; M. Keane 0-4, 0-5, 1-3, 1-4, 1-5. Season top scorer overall is C. Fahy with 1-38 (41 points); top scorer from play is M. Keane with 3-21 (30 points).', []));
  return {
    isolates: 'fetch_url is called on five match-report pages with an identical HTML template but different opponents, scores and scorers, and the run ends with per-game and season totals.',
    goal,
    root: sp('agent', 'hurling_stats_session', { goal }, null, k, { sdk: 'google-genai 1.12.1', automatic_function_calling: { disable: true } }),
  };
}

// 03 pétanque tournament — Pydantic AI (Logfire) over scorecards
function s03(c) {
  const goal = 'Go through all 7 pool A scorecards of the pétanque triples tournament and compute the pool ranking (wins, then point difference) to seed the knockout.';
  const cv = new Conv(c, { style: 'openai', model: 'openai:gpt-4o-mini', system: 'You are the tournament table assistant.', user: goal, llmName: 'chat gpt-4o-mini' });
  const k = [];
  const cards = [
    ['A1', 'Les Carreaux', 'Boule d\'Or', 13, 7], ['A2', 'Tir Groupé', 'Les Pointeurs', 11, 13], ['A3', 'Les Carreaux', 'Tir Groupé', 13, 12], ['A4', 'Boule d\'Or', 'Les Pointeurs', 13, 4], ['A5', 'Les Carreaux', 'Les Pointeurs', 9, 13], ['A6', 'Boule d\'Or', 'Tir Groupé', 13, 10], ['A7', 'Les Pointeurs', 'Tir Groupé', 13, 11],
  ];
  cards.forEach(([id, a, b, sa, sb]) => {
    k.push(cv.llm(null, [{ name: 'get_scorecard', args: { match_id: id } }]));
    k.push(cv.tool('get_scorecard', undefined, { match_id: id, terrain: c.int(1, 12), team_a: a, team_b: b, score: `${sa}-${sb}`, ends: c.int(9, 17), umpire: c.pick(['J. Lefèvre', 'M. Roux', 'S. Garnier']), signed_at: c.hhmm(), card_scan: `scans/${id}_${c.hex(6)}.jpg` }, { spanName: 'running tool: get_scorecard' }));
  });
  k.push(cv.llm('Pool A standings: Les Pointeurs 3W (diff −1: +2, −9, +4, +2); Boule d\'Or 2W (+6); Les Carreaux 2W (+3); Tir Groupé 0W (−8). Boule d\'Or ranks above Les Carreaux on point difference. Seeds: 1 Les Pointeurs, 2 Boule d\'Or, 3 Les Carreaux, 4 Tir Groupé.', []));
  return {
    isolates: 'get_scorecard is called for seven matches with the same record layout and different teams and scores, then a ranking with seeds is produced.',
    goal,
    root: sp('agent', 'agent run', { user_prompt: goal }, null, k, { 'logfire.msg': 'petanque_table run', agent_name: 'petanque_table', 'pydantic_ai.version': '0.2.4' }),
  };
}

// 04 cashew processing — W&B Weave over QC lab reports
function s04(c) {
  const goal = 'Review the QC lab reports for the six raw cashew nut lots received this week and decide which lots go to the premium W240 grading line.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4.1', system: 'You are the QC assistant at a cashew processing plant.', user: goal, llmName: 'openai.chat.completions.create' });
  const k = [];
  const lots = [['RCN-2207', 'Côte d\'Ivoire', 48.2, 182, 8.9, 6], ['RCN-2208', 'Tanzania', 51.0, 176, 7.8, 3], ['RCN-2209', 'Guinea-Bissau', 53.4, 168, 8.1, 2], ['RCN-2210', 'Benin', 46.1, 195, 10.4, 9], ['RCN-2211', 'Vietnam (import)', 49.5, 180, 8.6, 4], ['RCN-2212', 'Guinea-Bissau', 52.8, 171, 8.3, 11]];
  lots.forEach(([lot, origin, kor, count, moist, defect]) => {
    k.push(cv.llm(null, [{ name: 'get_qc_report', args: { lot } }]));
    k.push(cv.tool('get_qc_report', undefined, `QC REPORT ${lot}\nOrigin: ${origin}\nOutturn (KOR): ${kor} lbs/80kg\nNut count: ${count}/kg\nMoisture: ${moist}%\nDefective/spotted kernels: ${defect}%\nSampled: ${c.euDate()} · Analyst ${c.alnum(2)} · Report ${c.ulid()}`, { spanName: 'weave:///cashew-plant/qc/op/get_qc_report:' + c.b62(10), meta: { weave_call_id: c.uuid() } }));
  });
  k.push(cv.llm('Premium W240 line (KOR ≥ 50, count ≤ 180, moisture ≤ 9%, defects ≤ 5%): RCN-2208 (Tanzania, KOR 51.0) and RCN-2209 (Guinea-Bissau, KOR 53.4). RCN-2212 has high KOR but 11% defects; RCN-2210 is too wet (10.4%) and small (195/kg); RCN-2207 and RCN-2211 go to the standard line.', []));
  return {
    isolates: 'get_qc_report returns six reports with the same layout and different KOR, nut count, moisture and defects; the summary picks two lots with reasons.',
    goal,
    root: sp('agent', 'weave:///cashew-plant/qc/op/weekly_lot_review', { goal }, null, k, { weave_project: 'cashew-plant/qc', call_id: c.uuid() }),
  };
}

// 05 airport moving walkways — AgentOps session
function s05(c) {
  const goal = 'Read the last month\'s maintenance logs for the 8 moving walkways in Terminal 2 and list which need handrail replacement or comb plate work before the summer peak.';
  const cv = new Conv(c, { style: 'anthropic', model: 'claude-3-5-haiku-20241022', system: 'You assist the airport\'s vertical transport engineer.', user: goal, llmName: 'LLMEvent' });
  const k = [];
  const walks = [['MW-T2-01', 'handrail speed deviation 1.8% (limit 2%)', 'comb plates OK', 0], ['MW-T2-02', 'handrail cracked at 14.2 m, taped', 'comb plate 3 teeth missing', 2], ['MW-T2-03', 'no findings', 'comb plates OK', 0], ['MW-T2-04', 'handrail speed deviation 2.6% — exceeds limit', 'OK', 1], ['MW-T2-05', 'pallet 88 noise, roller replaced', 'comb plate misaligned 2 mm', 1], ['MW-T2-06', 'no findings', 'OK', 0], ['MW-T2-07', 'handrail glazing, slip complaint x3', 'OK', 3], ['MW-T2-08', 'emergency stop test OK', 'comb plate 1 tooth missing', 0]];
  walks.forEach(([id, rail, comb, trips]) => {
    k.push(cv.llm(null, [{ name: 'get_maintenance_log', args: { unit: id, days: 30 } }]));
    k.push(cv.tool('get_maintenance_log', undefined, { unit: id, manufacturer: c.pick(['Schindler 9500AE', 'KONE TravelMaster 110']), entries: [{ at: c.syslog(), tech: 'T' + c.int(100, 199), note: rail }, { at: c.syslog(), tech: 'T' + c.int(100, 199), note: comb }], fault_trips_30d: trips, cmms_ref: 'WO-' + c.int(600000, 699999) }, { spanName: 'ToolEvent get_maintenance_log', meta: { agentops_event: 'ToolEvent', event_id: c.uuid() } }));
  });
  k.push(cv.llm('Before summer peak — handrail replacement: MW-T2-02 (cracked), MW-T2-04 (speed deviation 2.6% > 2%), MW-T2-07 (glazed, 3 slip complaints). Comb plate work: MW-T2-02 (3 teeth), MW-T2-05 (2 mm misalignment), MW-T2-08 (1 tooth). Watch MW-T2-01 (1.8%, near limit). 03 and 06 clean.', []));
  return {
    isolates: 'The same maintenance-log tool is read for eight walkways with one JSON template and different findings, then a prioritised work list is produced.',
    goal,
    root: sp('agent', 'agentops.session', { tags: ['t2-walkways', 'monthly-review'] }, { end_state: 'Success', end_state_reason: 'completed' }, k, { session_id: c.uuid(), 'agentops.version': '0.3.26', init_timestamp: c.iso() }),
  };
}

// 06 sugar cane mill — plain message-level trace over daily crush reports
function s06(c) {
  const goal = 'Read the daily crush reports for the sugar cane mill for last week (Mon–Sat) and explain why the sugar recovery rate fell midweek.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o', system: 'You analyse sugar mill operations.', user: goal });
  const k = [];
  const days = [['Mon', 6420, 11.2, 10.9, 12.8, 'none'], ['Tue', 6510, 11.1, 10.8, 13.1, 'none'], ['Wed', 6380, 9.6, 9.4, 15.9, 'cane from Block 7 after 48 h harvest-to-crush delay (rain)'], ['Thu', 6290, 9.8, 9.7, 16.2, 'Block 7 burnt cane, 36 h delay'], ['Fri', 6470, 10.7, 10.6, 13.4, 'mill 3 roller re-grooved'], ['Sat', 6550, 11.0, 10.9, 12.9, 'none']];
  days.forEach(([d, tc, pol, rec, fibre, note]) => {
    k.push(cv.llm(null, [{ name: 'read_report', args: { day: d, path: `reports/crush_${d.toLowerCase()}.txt` } }]));
    k.push(cv.tool('read_report', undefined, `DAILY CRUSH REPORT — ${d} ${c.ymd(-7)}\nCane crushed (t): ${tc}\nPol % cane: ${pol}\nRecovery % cane: ${rec}\nFibre % cane: ${fibre}\nStoppages: ${c.int(0, 95)} min\nRemarks: ${note}\nGenerated ${c.logStamp()} by DCS-${c.hex(4)}`));
  });
  k.push(cv.llm('Recovery dropped from ~10.9% (Mon–Tue) to 9.4–9.7% on Wed–Thu. Crush tonnage barely changed, but pol % cane fell from 11.1 to 9.6 and fibre rose to 16%, and both days\' remarks point to Block 7 cane with 36–48 h harvest-to-crush delays after rain and burning, so sucrose inverted before crushing. Recovery was back to 10.6–10.9% by Fri–Sat once fresh cane returned. Recommendation: cap harvest-to-crush at 24 h for burnt cane.', []));
  return {
    isolates: 'read_report is called on six daily reports with the same text layout and different pol, fibre and remarks, and the summary traces the midweek drop to stale Block 7 cane.',
    goal,
    root: sp('agent', 'chat_session', { goal }, null, k, { client: 'openai-node 4.86.1', session: c.uuid() }),
  };
}

export const scenarios = [
  { domain: 'taiko drumming group practice logs', style: 'LlamaIndex + OpenInference', build: s01 },
  { domain: 'hurling club match reports', style: 'Gemini API function calling', build: s02 },
  { domain: 'pétanque tournament scorecards', style: 'Pydantic AI (Logfire)', build: s03 },
  { domain: 'cashew processing QC lab reports', style: 'W&B Weave calls', build: s04 },
  { domain: 'airport moving walkway maintenance logs', style: 'AgentOps session', build: s05 },
  { domain: 'sugar cane mill daily crush reports', style: 'plain message-level (chat completions)', build: s06 },
];
