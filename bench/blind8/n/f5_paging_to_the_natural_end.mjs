import { J } from './lib.mjs';

export const family = 'paging-to-the-natural-end';
export const loop = false;

const FIRST = ['Ana', 'Luis', 'Mei', 'Tom', 'Priya', 'Sven', 'Grace', 'Omar', 'Ivy', 'Noah', 'Rosa', 'Kenji', 'Dana', 'Eli', 'Farah', 'Hugo', 'June', 'Lars', 'Nia', 'Owen', 'Pia', 'Raj', 'Sol', 'Tess'];
const LAST = ['Okafor', 'Brandt', 'Ruiz', 'Chen', 'Walsh', 'Ibarra', 'Novak', 'Haddad', 'Kim', 'Lund', 'Moreau', 'Patel', 'Quinn', 'Sato'];

// 1. dental — LangChain, recall list pages 1..4
function dentalRecall(c) {
  const goal = 'Pull every patient overdue for their 6-month hygiene recall at the Westgate office and give me counts by insurance carrier.';
  const ch = [];
  const carriers = ['Delta Dental', 'MetLife', 'Cigna', 'Guardian', 'Self-pay'];
  let total = 0; const by = {};
  ch.push(c.llm('ChatOpenAI', [{ role: 'user', content: goal }], 'Thought: Use list_recall_due with office=WESTGATE and page through all results.\nAction: list_recall_due'));
  const sizes = [25, 25, 25, 9];
  sizes.forEach((n, i) => {
    const pts = Array.from({ length: n }, () => { const car = c.pick(carriers); by[car] = (by[car] || 0) + 1; return { pt_id: `P${c.digits(6)}`, name: `${c.pick(LAST)}, ${c.pick(FIRST)}`, last_prophy: c.day(-c.int(190, 420)), carrier: car }; });
    total += n;
    ch.push(c.tool('list_recall_due', { office: 'WESTGATE', overdue_days: 0, page: i + 1, page_size: 25 }, J({ page: i + 1, page_size: 25, total: 84, has_more: i < 3, patients: pts.slice(0, 4), omitted: n - 4, request_id: c.reqId('dx') })));
  });
  const summary = Object.entries(by).map(([k, v]) => `${k}: ${v}`).join(', ');
  ch.push(c.llm('ChatOpenAI', 'Observation: page 4 has_more=false', `Thought: Page 4 returned the last 9 patients and has_more is false, so I have all 84.\nFinal Answer: 84 patients are overdue at Westgate. By carrier — ${summary}.`));
  return { stagnation: false, isolates: 'Four pages of overdue recall patients, each with new patients, stopping when has_more turns false and summarising 84 patients by carrier.', goal, root: c.agent('AgentExecutor', goal, `84 patients are overdue at Westgate. By carrier — ${summary}.`, ch) };
}

// 2. semiconductor — smolagents, lot history cursor pages
function fabLotHistory(c) {
  const goal = 'Reconstruct the full move history of lot W24-3381 through the fab and tell me where it spent more than 6 hours queued.';
  const ch = [];
  const steps = ['LITHO-01', 'ETCH-03', 'CLEAN-02', 'DEP-CVD-01', 'CMP-02', 'IMPL-04', 'ANNEAL-01', 'METRO-OCD', 'LITHO-02', 'ETCH-05', 'STRIP-01', 'DEP-PVD-02', 'CMP-01', 'TEST-PCM'];
  let s = 0; const long = [];
  const page = (n) => Array.from({ length: n }, () => { const q = +(c.r() * 9).toFixed(1); const st = steps[s++]; if (q > 6) long.push(`${st} (${q} h)`); return { step: st, tool: `${st.split('-')[0]}${c.digits(2)}`, track_in: `${c.day(s - 16)}T${String(c.int(0, 23)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:00Z`, queue_h: q }; });
  ch.push(c.llm('Step 1', [{ role: 'user', content: goal }], 'Thought: Query MES lot history; it is cursor-paginated.\nCode:\n```py\nh = mes_lot_history(lot="W24-3381")\n```'));
  const curs = [null, 'b64:MTA0ODI=', 'b64:MTA1MTc='];
  const sizes = [5, 5, 4];
  for (let i = 0; i < 3; i++) {
    const evs = page(sizes[i]);
    ch.push(c.tool('mes_lot_history', { lot: 'W24-3381', ...(curs[i] ? { cursor: curs[i] } : {}) }, { lot: 'W24-3381', moves: evs, next_cursor: curs[i + 1] || null }));
    if (i < 2) ch.push(c.llm(`Step ${i + 2}`, `Execution logs: ${evs.length} moves, last ${evs[evs.length - 1].step}`, `Thought: Got ${evs.length} more moves up to ${evs[evs.length - 1].step}; next_cursor is set, fetch it.\nCode:\n\`\`\`py\nh = mes_lot_history(lot="W24-3381", cursor="${curs[i + 1]}")\n\`\`\``));
  }
  const ans = `Lot W24-3381 has 14 moves (LITHO-01 … TEST-PCM). Queue > 6 h at: ${long.length ? long.join(', ') : 'none'}.`;
  ch.push(c.llm('Step 4', 'Execution logs: next_cursor None', `Thought: next_cursor is None, history complete.\nCode:\n\`\`\`py\nfinal_answer("${ans}")\n\`\`\``));
  return { stagnation: false, isolates: 'A cursor-paginated MES history returns new moves on each of three pages until next_cursor is null, then the queue analysis is reported.', goal, root: c.agent('CodeAgent', goal, ans, ch) };
}

// 3. podcast — tool-only OpenAI Agents SDK, episodes page 1..5
function podcastEpisodes(c) {
  const goal = 'Export a list of all published "Low Orbit" episodes with their download counts so we can pick the top 10 for the anniversary recap.';
  const ch = [];
  const names = ['Cold Start', 'Perigee', 'Delta-V', 'Tidal Lock', 'Burn Window', 'Lagrange', 'Ablation', 'Station Keeping', 'Hohmann', 'Apoapsis', 'Kessler', 'Reentry', 'Dark Side', 'Escape Velocity', 'Roche Limit', 'Orbital Decay', 'Ground Track', 'Retrograde', 'Syzygy', 'Terminator Line', 'Ion Drive', 'Regolith', 'Star Tracker', 'Drag Sail', 'Van Allen', 'Nadir', 'Gimbal Lock', 'Hot Fire', 'Slingshot', 'Stage Sep', 'Max Q', 'Splashdown', 'Payload', 'Telemetry', 'Launch Window', 'Zenith', 'Inclination', 'Fairing', 'Burnout', 'Ullage', 'Umbilical', 'Cryo', 'Pogo', 'Staging', 'Loiter', 'Free Return', 'Docking', 'Hatch', 'Cislunar', 'Halo Orbit', 'Libration', 'Periapsis', 'Sidereal', 'Ephemeris', 'Epoch', 'Eccentricity', 'Anomaly', 'Node', 'Precession', 'Nutation', 'Solstice', 'Equinox', 'Aphelion', 'Perihelion', 'Umbra', 'Penumbra', 'Occultation', 'Transit', 'Conjunction', 'Opposition', 'Quadrature', 'Elongation', 'Azimuth', 'Altitude', 'Declination', 'Right Ascension', 'Parallax', 'Redshift', 'Blueshift', 'Albedo', 'Magnitude', 'Luminosity', 'Nebula'];
  let ep = 1; const all = [];
  const sizes = [20, 20, 20, 20, 3];
  sizes.forEach((n, i) => {
    const eps = Array.from({ length: n }, () => { const e = { number: ep, title: `${ep}: ${names[ep - 1]}`, published: c.day(-7 * (90 - ep)), downloads: c.int(1800, 26000) }; ep++; all.push(e); return e; });
    ch.push(c.tool('hosting_list_episodes', { show_id: 'low-orbit', status: 'published', page: i + 1, limit: 20 }, { data: eps.slice(0, 3).concat([{ truncated: n - 3 }]), meta: { page: i + 1, limit: 20, count: n, total: 83, next: i < 4 ? `/v2/shows/low-orbit/episodes?page=${i + 2}` : null } }));
  });
  const top = all.slice().sort((a, b) => b.downloads - a.downloads).slice(0, 10).map((e) => `#${e.number} ${e.title.split(': ')[1]} (${e.downloads.toLocaleString('en-US')})`);
  ch.push(c.tool('write_csv', { path: 'exports/low_orbit_episodes.csv', rows: 83, columns: ['number', 'title', 'published', 'downloads'] }, { written: true, bytes: c.int(5200, 6100) }));
  return { stagnation: false, isolates: 'Tool-only paging through five episode pages (20,20,20,20,3) with new episodes each time until meta.next is null, then a CSV export.', goal, root: c.agent('Agent workflow', goal, `Exported 83 published episodes to exports/low_orbit_episodes.csv. Top 10 by downloads: ${top.join('; ')}.`, ch) };
}

// 4. coding — Cline, GitHub PR review comments via Link header
function prComments(c) {
  const goal = 'Summarize all unresolved review comments on PR #2291 in our payments-sdk repo, grouped by file.';
  const ch = [];
  const files = ['src/client.ts', 'src/retry.ts', 'src/webhooks/verify.ts', 'README.md', 'src/types.ts'];
  const texts = ['nit: prefer `const` here', 'this swallows the error — rethrow?', 'add a test for the 409 path', 'jitter should be capped', 'signature compare must be constant-time', 'typo in example', 'can this be readonly?', 'why is the timeout 120s?', 'docstring out of date', 'missing await', 'rename to `maxAttempts`', 'export this type'];
  const by = {};
  ch.push(c.llm('claude-3-5-sonnet', [{ role: 'user', content: `<task>${goal}</task>` }], '<thinking>The GitHub API paginates review comments via Link headers at 30/page. I\'ll follow rel="next" until it disappears.</thinking>'));
  const sizes = [30, 30, 11];
  sizes.forEach((n, i) => {
    const items = Array.from({ length: 3 }, () => { const f = c.pick(files); return { id: c.int(1500000000, 1600000000), path: f, line: c.int(5, 400), body: c.pick(texts), user: c.pick(['mkowal', 'jpark', 'rvance']) }; });
    for (let k = 0; k < n; k++) { const f = files[(k * 3 + i) % files.length]; by[f] = (by[f] || 0) + 1; }
    const link = i < 2 ? `<https://api.github.com/repositories/48213/pulls/2291/comments?per_page=30&page=${i + 2}>; rel="next", <https://api.github.com/repositories/48213/pulls/2291/comments?per_page=30&page=3>; rel="last"` : `<https://api.github.com/repositories/48213/pulls/2291/comments?per_page=30&page=1>; rel="first", <https://api.github.com/repositories/48213/pulls/2291/comments?per_page=30&page=2>; rel="prev"`;
    ch.push(c.tool('execute_command', { command: `gh api -i "repos/fintrail/payments-sdk/pulls/2291/comments?per_page=30&page=${i + 1}" | head -c 1200`, requires_approval: false }, `HTTP/2.0 200 OK\nLink: ${link}\nX-Github-Request-Id: ${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}\n\n${J(items).slice(0, -1)}, … ${n - 3} more]`));
  });
  const summary = Object.entries(by).map(([f, n]) => `${f}: ${n}`).join('; ');
  ch.push(c.llm('claude-3-5-sonnet', 'page 3: 11 comments, no rel="next"', `<thinking>Page 3 has no rel="next", so 71 comments total. Grouping by path.</thinking>`));
  ch.push(c.tool('attempt_completion', { result: `71 unresolved review comments on #2291. By file — ${summary}. Main themes: error handling in retry.ts, constant-time signature compare in verify.ts, missing tests for 409.` }, 'Task completed'));
  return { stagnation: false, isolates: 'Three GitHub API pages of PR review comments followed via Link headers until rel="next" disappears, then a grouped summary.', goal, root: c.agent('Cline', goal, `71 unresolved review comments on #2291. By file — ${summary}.`, ch) };
}

// 5. reinsurance — PydanticAI, treaty list by offset
function treatyList(c) {
  const goal = 'List every property-cat treaty renewing on 1/1 with our Bermuda cedants and total the ceded limit.';
  const ch = [];
  const cedants = ['Kestrel Re Ltd', 'Harbour Mutual', 'Coral Specialty', 'Somers Island Ins.', 'Pembroke Casualty', 'Warwick Marine'];
  let lim = 0;
  const sizes = [10, 10, 10, 6];
  ch.push(c.llm('chat gpt-4o', [{ role: 'user', content: goal }], 'I will query treaties with renewal 01-01, class PROP-CAT, domicile BM, 10 at a time.'));
  sizes.forEach((n, i) => {
    const ts = Array.from({ length: n }, () => { const l = c.int(5, 75) * 1e6; lim += l; return { treaty_id: `PC-${c.digits(5)}`, cedant: c.pick(cedants), layer: `${c.int(1, 4)}th`, limit_usd: l, attachment_usd: c.int(10, 200) * 1e6 }; });
    ch.push(c.tool('running tool: search_treaties', { renewal: '01-01', class: 'PROP-CAT', cedant_domicile: 'BM', offset: i * 10, limit: 10 }, { offset: i * 10, limit: 10, total: 36, treaties: ts }));
  });
  const txt = `36 property-cat treaties with Bermuda cedants renew on 1/1; total ceded limit $${(lim / 1e6).toLocaleString('en-US')}M.`;
  ch.push(c.llm('chat gpt-4o', 'search_treaties offset=30 returned 6 (total 36)', txt));
  return { stagnation: false, isolates: 'Offset paging through 36 treaties (10/10/10/6) where each page has new treaties, stopping at the total and summing limits.', goal, root: c.agent('agent run', goal, txt, ch) };
}

// 6. wind farm — Haystack, alarm log pages with tokens
function windAlarms(c) {
  const goal = 'Pull the full SCADA alarm log for Ridgeback wind farm for March and tell me which turbines had more than 5 pitch-system alarms.';
  const ch = [];
  const codes = ['PITCH_AXIS_FAULT', 'PITCH_BATT_LOW', 'YAW_MISALIGN', 'GEN_OVERTEMP', 'GRID_UNDERVOLT', 'PITCH_ENC_ERR'];
  const pitch = {};
  const toks = [null, 'tk_A9d2', 'tk_B7f1', 'tk_C0e4'];
  const sizes = [50, 50, 50, 17];
  sizes.forEach((n, i) => {
    const items = [];
    for (let k = 0; k < n; k++) { const t = `WTG-${String(c.int(1, 32)).padStart(2, '0')}`; const code = c.pick(codes); if (code.startsWith('PITCH')) pitch[t] = (pitch[t] || 0) + 1; if (k < 3) items.push({ turbine: t, code, raised: `2025-03-${String(c.int(1, 31)).padStart(2, '0')}T${String(c.int(0, 23)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}Z`, cleared_after_s: c.int(20, 4000) }); }
    ch.push(c.tool('ToolInvoker', { name: 'scada_alarm_log', arguments: { site: 'RIDGEBACK', month: '2025-03', ...(toks[i] ? { page_token: toks[i] } : {}) } }, { tool_result: `returned=${n} next_page_token=${toks[i + 1] || 'null'}\n${items.map((x) => J(x)).join('\n')}\n… ${n - 3} more rows` }));
  });
  const hot = Object.entries(pitch).filter(([, v]) => v > 5).sort((a, b) => b[1] - a[1]).map(([t, v]) => `${t} (${v})`);
  const txt = `March alarm log complete: 167 alarms. Turbines with >5 pitch-system alarms: ${hot.join(', ') || 'none'}.`;
  ch.push(c.llm('OpenAIChatGenerator', { messages: [{ role: 'tool', content: 'returned=17 next_page_token=null' }] }, txt));
  return { stagnation: false, isolates: 'Four token-paged alarm log pages (50/50/50/17) with new alarms each time, ending on a null token and a per-turbine pitch-alarm summary.', goal, root: c.agent('Pipeline', goal, txt, ch) };
}

export const rows = [dentalRecall, fabLotHistory, podcastEpisodes, prComments, treatyList, windAlarms];
