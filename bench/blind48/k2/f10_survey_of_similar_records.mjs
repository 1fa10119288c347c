export const family = 'survey_of_similar_records';
export const loop = false, stagnation = false;
export const summary = 'Healthy: same tool, same output template, different contents across many records, then a summary.';
export const check = (r) => null;
const mk = (n, domain, style, goal, isolates, tool, items) => ({ n, domain, style, goal, isolates, build(c, b) {
  const k = []; const its = items(c);
  for (const [args, out] of its) { k.push(b.llm('', [[tool, args]])); k.push(b.tool(tool, args, out)); }
  k.push(b.llm(`Summary of ${its.length} records: ` + its.map(([a, o]) => JSON.stringify(o).slice(0, 50)).join(' | ')));
  return b.agent('reader', k, { status: 'done' }); } });
export const rows = [
mk('01', 'cotton candy machine service logs', 'plain', 'Summarise service issues across the 6 cotton candy machines.', 'Reads six service logs with identical format but different faults.', 'read_service_log', (c) => ['CC-1 heater ok', 'CC-2 belt worn', 'CC-3 motor noisy', 'CC-4 ok', 'CC-5 sugar head cracked', 'CC-6 fuse replaced'].map((s, i) => [{ machine: `CC-${i + 1}` }, `${c.isoSpace()} ${s} (hours ${c.int(100, 900)})`])),
mk('02', 'unicycle club membership renewals', 'mlflow', 'Find members whose insurance lapses this quarter.', 'Reads 7 member records, same template, different dates.', 'get_member', (c) => ['Ana 2025-07-01', 'Ben 2026-01-10', 'Cy 2025-08-15', 'Dee 2025-12-01', 'Eli 2025-09-30', 'Fay 2026-03-03', 'Gus 2025-07-20'].map((s) => [{ name: s.split(' ')[0] }, { name: s.split(' ')[0], insurance_until: s.split(' ')[1], etag: c.etag() }])),
mk('03', 'ice-hockey skate sharpening tickets', 'vercel', 'Summarise this week\'s sharpening tickets by hollow depth.', 'Reads 8 tickets with different hollows and owners.', 'getTicket', (c) => ['3/8', '1/2', '5/8', '1/2', '7/16', '3/8', '1/2', '9/16'].map((h, i) => [{ id: 400 + i }, { id: 400 + i, hollow: h, owner: `player${i}`, done: c.iso() }])),
mk('04', 'mini-donut trailer sales reports', 'gemini', 'Compare Saturday sales across the 5 trailers.', 'Reads five daily reports with the same fields and different numbers.', 'get_daily_report', (c) => [['T1', 412], ['T2', 288], ['T3', 530], ['T4', 97], ['T5', 365]].map(([t, d]) => [{ trailer: t }, { trailer: t, dozens: d, revenue_eur: d * 6, z_report: c.job('z') }])),
mk('05', 'trivia app Sentry error reports', 'openinference', 'Triage the top Sentry issues for the trivia app release 3.2.', 'Reads six issues, same template, different exceptions.', 'get_issue', (c) => ['TypeError undefined leaderboard', 'NetworkError /api/round', 'RangeError timer', 'QuotaExceeded localStorage', 'SyntaxError JSON.parse', 'ChunkLoadError'].map((e, i) => [{ id: `TRIVIA-${10 + i}` }, { title: e, events: c.int(5, 900), users: c.int(1, 300), last_seen: c.iso() }])),
mk('06', 'folk dance festival applications', 'anthropic', 'Shortlist troupe applications for the folk dance festival.', 'Reads seven applications with different troupes, sizes and styles.', 'read_application', (c) => ['Kolo Sremski 12 Serbian', 'Ceilidh Crew 8 Scottish', 'Hora Mare 16 Romanian', 'Tinikling Manila 10 Filipino', 'Sirtaki Ena 6 Greek', 'Polska Fyn 9 Danish', 'Jota Aragon 14 Spanish'].map((s) => { const p = s.split(' '); return [{ troupe: p.slice(0, -2).join(' ') }, { troupe: p.slice(0, -2).join(' '), dancers: +p[p.length - 2], style: p[p.length - 1], received: c.httpDate() }]; })),
];
