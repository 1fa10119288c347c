// Family 6 (healthy): paging to the natural end. Every page brings new items until the source
// says there is no more; then the agent summarises. loop: false, stagnation: false.
import { AnthropicRec, VercelRec, OpenAIRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'paging_to_natural_end';
export const LOOP = false;
export const STAGNATION = false; // every row

// ---------------------------------------------------------------- 01 payroll timesheet approvals (Anthropic)
function timesheets(c) {
  const goal = c.goal = 'List all timesheets still awaiting manager approval for the pay period ending October 12 and flag any with more than 50 hours.';
  c.setStart('2024-10-14T08:20:00Z');
  const r = new AnthropicRec(c, {
    model: 'claude-3-5-sonnet-20241022', system: 'You are a payroll operations assistant for Corrigan Facilities. list_timesheets is paginated (page, page_size, has_more).',
    user: goal, tools: ['list_timesheets'],
  });
  const names = [
    ['E2203', 'Abena Mensah', 52.5, 'M. Torres'], ['E2210', 'Brian Holt', 40, 'M. Torres'], ['E2217', 'Chen Wei', 44.25, 'L. Park'], ['E2231', 'Dario Russo', 38, 'L. Park'],
    ['E2244', 'Elif Kaya', 41.5, 'M. Torres'], ['E2256', 'Farid Haddad', 47, 'S. Obi'], ['E2262', 'Grace Liu', 40, 'S. Obi'], ['E2270', 'Hamza Qureshi', 36.5, 'L. Park'],
    ['E2285', 'Ines Duarte', 40, 'S. Obi'], ['E2291', 'Jonah Ellis', 54, 'M. Torres'],
    ['E2302', 'Kirra Walsh', 40, 'L. Park'], ['E2318', 'Lucas Martin', 45.75, 'S. Obi'], ['E2324', 'Mei Tanaka', 32, 'M. Torres'], ['E2339', 'Nnamdi Eze', 40, 'L. Park'],
    ['E2347', 'Olga Petrova', 49.5, 'S. Obi'], ['E2352', 'Pablo Reyes', 40, 'M. Torres'], ['E2360', 'Quinn Adler', 28, 'L. Park'], ['E2371', 'Rosa Jimenez', 51.25, 'S. Obi'],
    ['E2388', 'Sven Olsen', 40, 'M. Torres'], ['E2394', 'Tariq Aziz', 43, 'L. Park'],
    ['E2405', 'Uma Patel', 40, 'S. Obi'], ['E2412', 'Victor Hugo Lima', 56.5, 'M. Torres'], ['E2420', 'Wen Zhao', 39, 'L. Park'], ['E2433', 'Yara Nassar', 40, 'S. Obi'],
  ];
  const page = (p) => {
    const rows = names.slice((p - 1) * 10, p * 10).map(([id, n, h, m]) => ({ employee_id: id, name: n, hours: h, status: 'SUBMITTED', approver: m, submitted_at: c.isoLocal(-240, c.t - c.int(30, 80) * 3600e3), sheet_id: 'ts_' + c.b36(10) }));
    return { pay_period_end: '2024-10-12', page: p, page_size: 10, has_more: p < 3, data: rows, request_id: c.reqId('wd-'), generated_at: c.iso() };
  };
  r.turn('I\'ll page through the submitted timesheets for that period.', [{ name: 'list_timesheets', args: { pay_period_end: '2024-10-12', status: 'SUBMITTED', page: 1, page_size: 10 }, out: page(1) }]);
  r.turn('Page 1 has ten timesheets; Abena Mensah (52.5 h) and Jonah Ellis (54 h) are over 50. More pages remain.', [{ name: 'list_timesheets', args: { pay_period_end: '2024-10-12', status: 'SUBMITTED', page: 2, page_size: 10 }, out: page(2) }]);
  r.turn('Page 2 adds Rosa Jimenez at 51.25 h; Olga Petrova is close at 49.5 h but under the limit. One more page.', [{ name: 'list_timesheets', args: { pay_period_end: '2024-10-12', status: 'SUBMITTED', page: 3, page_size: 10 }, out: page(3) }]);
  r.turn('There are 24 timesheets awaiting approval for the period ending October 12 (has_more is false on page 3).\n\nOver 50 hours (4):\n- Victor Hugo Lima, E2412: 56.5 h (approver M. Torres)\n- Jonah Ellis, E2291: 54 h (M. Torres)\n- Abena Mensah, E2203: 52.5 h (M. Torres)\n- Rosa Jimenez, E2371: 51.25 h (S. Obi)\n\nBy approver: M. Torres, L. Park and S. Obi each have 8 pending. Olga Petrova (49.5 h) is just under the threshold.');
  return rootSpan(c, 'payroll-assistant', { task: goal }, { status: 'completed', pending: 24, over_50h: 4 }, r.spans, { metadata: { tenant: 'corrigan-facilities', run: c.uuid() } });
}

// ---------------------------------------------------------------- 02 sequencing core run listing (Vercel)
function seqRuns(c) {
  const goal = c.goal = 'List every NovaSeq run from the last 30 days that failed or was stopped early, with the flow cell ID and the reason.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'seqcore-assistant',
    system: 'You help the sequencing core facility. listRuns returns at most 6 runs per call with a NextToken while more exist.',
    user: goal,
  });
  const run = (d, fc, st, reason) => ({ RunId: `${c.ymd(c.day(-d)).slice(2).replace(/-/g, '')}_A0${c.int(1000, 1999)}_0${c.int(100, 999)}_${fc}`, FlowcellId: fc, Instrument: 'A01629', Status: st, ...(reason ? { StatusSummary: reason } : {}), DateCreated: c.iso(c.day(-d)), TotalSizeBytes: st === 'Complete' ? c.int(180, 420) * 1e9 : c.int(5, 90) * 1e9 });
  const tok = () => c.b64u(96);
  const p1 = [run(1, 'HGKY7DSXC', 'Complete'), run(2, 'HGLC2DSXC', 'Complete'), run(4, 'HGJW5DSXC', 'Failed', 'Fluidics check failed: pressure out of range (lane 3)'), run(5, 'HGH9TDSXC', 'Complete'), run(7, 'HGMA3DSXC', 'Complete'), run(8, 'HGKQ1DSXC', 'Complete')];
  const p2 = [run(10, 'HGFV4DSXC', 'Stopped', 'Run stopped by user at cycle 151/318 (library pooling error)'), run(12, 'HGNB8DSXC', 'Complete'), run(13, 'HGE2PDSXC', 'Complete'), run(15, 'HGDX6DSXC', 'Complete'), run(17, 'HGPR9DSXC', 'Failed', 'Q30 below spec (61.2%); phasing 0.41%'), run(18, 'HGC7ZDSXC', 'Complete')];
  const p3 = [run(21, 'HGB4RDSXC', 'Complete'), run(24, 'HGA1KDSXC', 'Complete'), run(27, 'HG9WQDSXC', 'Stopped', 'Instrument power interruption at cycle 88'), run(29, 'HG8TLDSXC', 'Complete')];
  const t1 = tok(), t2 = tok();
  r.turn('', [{ name: 'listRuns', args: { instrumentType: 'NovaSeq6000', createdAfter: c.ymd(c.day(-30)), limit: 6 }, out: { Items: p1, Paging: { DisplayedCount: 6, Limit: 6, NextToken: t1 }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } } }]);
  r.turn('', [{ name: 'listRuns', args: { instrumentType: 'NovaSeq6000', createdAfter: c.ymd(c.day(-30)), limit: 6, nextToken: t1 }, out: { Items: p2, Paging: { DisplayedCount: 6, Limit: 6, NextToken: t2 }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } } }]);
  r.turn('', [{ name: 'listRuns', args: { instrumentType: 'NovaSeq6000', createdAfter: c.ymd(c.day(-30)), limit: 6, nextToken: t2 }, out: { Items: p3, Paging: { DisplayedCount: 4, Limit: 6 }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } } }]);
  r.turn(`16 NovaSeq runs in the last 30 days; 4 did not complete:\n\n| Flow cell | Status | Reason |\n|---|---|---|\n| HGJW5DSXC | Failed | Fluidics check failed, pressure out of range on lane 3 |\n| HGFV4DSXC | Stopped | Stopped by user at cycle 151/318 (library pooling error) |\n| HGPR9DSXC | Failed | Q30 below spec (61.2%), phasing 0.41% |\n| HG9WQDSXC | Stopped | Power interruption at cycle 88 |\n\nThe other 12 runs completed normally.`);
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 8 }, { text: '16 NovaSeq runs in the last 30 days; 4 did not complete ...', finishReason: 'stop', steps: 4 }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText seqcore-assistant', 'ai.settings.maxSteps': 8 } });
}

// ---------------------------------------------------------------- 03 museum collections export (plain; CSV pages)
function museum(c) {
  const goal = c.goal = 'From the Textiles collection, find every object acquired before 1970 whose provenance field is empty, so the registrar can prioritise provenance research.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-2024-08-06', system: 'You assist the registrar of the Halden Museum of Art. export_objects returns CSV pages (offset, limit) and an X-Total-Count header.',
    user: goal, tools: ['export_objects'],
  });
  const hdr = 'object_number,title,culture,date_made,acquired,provenance';
  const rows = [
    '1952.14.1,"Shawl, paisley",Scottish,ca. 1860,1952,"Gift of Mrs. A. Brodie, 1952"',
    '1958.33,Ikat panel,Uzbek,19th c.,1958,',
    '1961.7.2,"Kimono (kosode) fragment",Japanese,18th c.,1961,"Purchased from Yamanaka & Co., New York"',
    '1963.120,Sampler,American,1794,1963,',
    '1965.4,Kente cloth,Asante,early 20th c.,1965,"Collected by donor in Kumasi, 1951"',
    '1967.58.3,Altar frontal,Spanish,16th c.,1967,',
    '1969.2,Tapa cloth,Samoan,ca. 1900,1969,"Ex-collection H. Lind; gift 1969"',
    '1971.19,Quilt (Log Cabin),American,ca. 1880,1971,',
    '1974.6,"Chasuble, silk",Italian,ca. 1720,1974,"Sotheby\'s London, lot 212, 12 Mar 1974"',
    '1978.41,Huipil,Maya (Guatemala),ca. 1950,1978,',
    '1983.9,Suzani,Uzbek,19th c.,1983,"Gift of the Farhadi family"',
    '1986.77,Batik sarong,Javanese,ca. 1930,1986,',
    '1990.3.5,Coverlet,American,1838,1990,"Bequest of E. Harmon"',
    '1994.12,Mola panels (set of 4),Guna,1960s,1994,',
    '1948.6,Tapestry fragment,Flemish,ca. 1520,1948,',
    '1955.90,Embroidered vest,Hungarian,ca. 1890,1955,"Gift of Dr. I. Varga, 1955"',
    '1999.31,Indigo resist cloth,Yoruba,ca. 1970,1999,"Purchased from dealer, Lagos"',
    '1962.44,Bizen obi,Japanese,19th c.,1962,',
    '2004.8,Rug (Heriz),Persian,ca. 1900,2004,"Gift of the Sandoval Trust"',
  ];
  const csv = (off) => `HTTP/1.1 200 OK\nContent-Type: text/csv; charset=utf-8\nX-Total-Count: 19\nX-Export-Id: exp_${c.b36(10)}\nDate: ${c.http()}\n\n${hdr}\n${rows.slice(off, off + 8).join('\n')}\n`;
  r.turn(null, [{ name: 'export_objects', args: { collection: 'Textiles', fields: ['object_number', 'title', 'culture', 'date_made', 'acquired', 'provenance'], offset: 0, limit: 8 }, out: csv(0) }]);
  r.turn(null, [{ name: 'export_objects', args: { collection: 'Textiles', fields: ['object_number', 'title', 'culture', 'date_made', 'acquired', 'provenance'], offset: 8, limit: 8 }, out: csv(8) }]);
  r.turn(null, [{ name: 'export_objects', args: { collection: 'Textiles', fields: ['object_number', 'title', 'culture', 'date_made', 'acquired', 'provenance'], offset: 16, limit: 8 }, out: csv(16) }]);
  r.turn('All 19 Textiles records are covered (the third page returned the last 3). Acquired before 1970 with an empty provenance field, 5 objects:\n\n1. 1948.6 Tapestry fragment, Flemish, ca. 1520\n2. 1958.33 Ikat panel, Uzbek, 19th c.\n3. 1962.44 Bizen obi, Japanese, 19th c.\n4. 1963.120 Sampler, American, 1794\n5. 1967.58.3 Altar frontal, Spanish, 16th c.\n\nI would start with the Flemish tapestry fragment and the Spanish altar frontal: both are early European works that were acquired in the 1940s-60s and have no recorded chain of ownership.');
  return rootSpan(c, 'registrar-assistant', { task: goal }, { status: 'ok', candidates: 5 }, r.spans, { metadata: { cms: 'TMS Collections 2020R2', run: c.uuid() } });
}

// ---------------------------------------------------------------- 04 arts grants program (AutoGen)
function grants(c) {
  const goal = c.goal = 'Summarise all submitted applications to the 2025 Community Arts grant round by discipline, with the total amount requested in each.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-mini-2024-07-18',
    agents: { grants_analyst: 'You analyse grant applications for the Riverside Arts Council. list_applications is cursor-paginated (next_cursor is null on the last page).' },
    task: goal,
  });
  const a = (id, org, disc, amt) => ({ id, organisation: org, discipline: disc, amount_requested: amt, submitted_at: c.isoS(c.day(-c.int(3, 40))), status: 'SUBMITTED' });
  const p1 = [a('CA25-001', 'Eastside Youth Theatre', 'Theatre', 12000), a('CA25-004', 'Riverside Quilters Guild', 'Craft', 3500), a('CA25-007', 'Harbor Jazz Collective', 'Music', 8000), a('CA25-009', 'Lumen Film Lab', 'Film', 15000), a('CA25-012', 'Mural Project NW', 'Visual Arts', 9500)];
  const p2 = [a('CA25-015', 'Casa de la Danza', 'Dance', 7000), a('CA25-018', 'Old Mill Players', 'Theatre', 6500), a('CA25-021', 'Northside Steel Band', 'Music', 4200), a('CA25-022', 'Kiln & Co. Ceramics', 'Craft', 5000), a('CA25-026', 'Pages & Voices Poetry', 'Literature', 2500)];
  const p3 = [a('CA25-030', 'Southbank Chamber Choir', 'Music', 6000), a('CA25-033', 'Open Frame Photo', 'Visual Arts', 4800)];
  const cur1 = c.b64u(24), cur2 = c.b64u(24);
  r.agent('grants_analyst', () => {
    r.turn('grants_analyst', null, [{ name: 'list_applications', args: { round: 'CA-2025', status: 'SUBMITTED', limit: 5 }, out: { items: p1, next_cursor: cur1, x_request_id: c.uuid() } }]);
    r.turn('grants_analyst', null, [{ name: 'list_applications', args: { round: 'CA-2025', status: 'SUBMITTED', limit: 5, cursor: cur1 }, out: { items: p2, next_cursor: cur2, x_request_id: c.uuid() } }]);
    r.turn('grants_analyst', null, [{ name: 'list_applications', args: { round: 'CA-2025', status: 'SUBMITTED', limit: 5, cursor: cur2 }, out: { items: p3, next_cursor: null, x_request_id: c.uuid() } }]);
    r.turn('grants_analyst', '12 submitted applications, $84,000 requested in total:\n- Music: 3 applications, $18,200 (Harbor Jazz Collective, Northside Steel Band, Southbank Chamber Choir)\n- Theatre: 2, $18,500\n- Film: 1, $15,000\n- Visual Arts: 2, $14,300\n- Craft: 2, $8,500\n- Dance: 1, $7,000\n- Literature: 1, $2,500\nLumen Film Lab has the single largest request ($15,000).');
  });
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: null, messages: 9, last_message: 'TextMessage' }, r.spans, { metadata: { 'autogen.version': '0.4.9' } });
}

// ---------------------------------------------------------------- 05 fisheries quota monitoring (BeeAI)
function fisheries(c) {
  const goal = c.goal = 'Add up this fishing year\'s haddock landings for Sector 7 vessels and say how much of the 410,000 lb sector quota remains.';
  const r = new BeeAIRec(c, {
    llmName: 'OllamaChatModel', model: 'granite3.3:8b', iterSpans: true,
    system: 'You assist a groundfish sector manager. LandingsTool returns dealer-reported landings, 6 trips per page, with "page X of Y".',
    user: goal,
  });
  const trips = [
    ['F/V Ellen Marie', 18450], ['F/V Northern Star', 22310], ['F/V Sea Harvester', 9870], ['F/V Ellen Marie', 15200], ['F/V Capt. Joe', 27640], ['F/V Miss Gloucester', 11325],
    ['F/V Northern Star', 19980], ['F/V Sea Harvester', 14410], ['F/V Capt. Joe', 24105], ['F/V Ellen Marie', 16730], ['F/V Miss Gloucester', 8960], ['F/V Northern Star', 21045],
    ['F/V Capt. Joe', 25530], ['F/V Sea Harvester', 12220],
  ];
  const pg = (p) => {
    const rows = trips.slice((p - 1) * 6, p * 6).map(([v, lb]) => `${('VTR-' + c.digits(8)).padEnd(13)} ${v.padEnd(20)} ${c.ymd(c.day(-c.int(5, 200)))}  HADDOCK  ${String(lb).padStart(6)} lb  dealer ${c.int(1000, 9999)}`);
    return `Sector 7 landings - HADDOCK - FY2025 (May 1 - Apr 30)\nTRIP          VESSEL               DATE        SPECIES  LANDED      \n${rows.join('\n')}\npage ${p} of 3 | source: GARFO dealer reports, refreshed ${c.usTs(c.t - c.int(2, 9) * 3600e3)} ET`;
  };
  r.step('I will pull the first page of Sector 7 haddock landings.', { name: 'LandingsTool', args: { sector: 7, species: 'HADDOCK', fishing_year: 2025, page: 1 }, out: pg(1) });
  r.step('Page 1 trips total 104,795 lb. It says page 1 of 3, so I continue with page 2.', { name: 'LandingsTool', args: { sector: 7, species: 'HADDOCK', fishing_year: 2025, page: 2 }, out: pg(2) });
  r.step('Page 2 adds 105,230 lb, running total 210,025 lb. Page 3 is the last one.', { name: 'LandingsTool', args: { sector: 7, species: 'HADDOCK', fishing_year: 2025, page: 3 }, out: pg(3) });
  r.final('Page 3 had the last two trips (37,750 lb), so all 14 trips are counted.', 'Sector 7 has landed 247,775 lb of haddock this fishing year across 14 trips, which leaves 162,225 lb (39.6%) of the 410,000 lb quota. F/V Capt. Joe is the largest contributor with 77,275 lb over 3 trips.');
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal }, { result: { text: 'Sector 7 has landed 247,775 lb of haddock ...' }, iterations: 4 }, r.spans, { metadata: { framework: 'beeai-framework 0.1.17' } });
}

// ---------------------------------------------------------------- 06 GitHub issue triage (Langfuse / LangGraph)
function issues(c) {
  const goal = c.goal = 'List the open issues labelled needs-triage in the fernwood/tilemap repository and tell me which ones have had no activity for 60+ days.';
  const r = new LangfuseRec(c, {
    system: 'You are a repository triage assistant. github_list_issues returns one page and the HTTP Link header.', user: goal, model: 'gpt-4o-2024-08-06',
  });
  const base = 'https://api.github.com/repositories/48211937/issues?state=open&labels=needs-triage&per_page=5';
  const link = (p) => ({
    1: `<${base}&page=2>; rel="next", <${base}&page=3>; rel="last"`,
    2: `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", <${base}&page=3>; rel="last", <${base}&page=1>; rel="first"`,
    3: `<${base}&page=2>; rel="prev", <${base}&page=1>; rel="first"`,
  })[p];
  const iss = [
    [812, 'Tile seams visible at zoom 17 on HiDPI', 3], [809, 'Crash when style JSON has empty layers array', 71], [803, 'Vector tile cache not invalidated after style change', 12], [797, 'Support for PMTiles v3 archives', 95], [790, 'Docs: clustering example is outdated', 64],
    [786, 'Memory leak in worker pool on rapid pan', 8], [781, 'Label collision ignores icon-padding', 120], [775, 'Attribution control overlaps scale bar on mobile', 33], [768, 'Typescript types missing for setFeatureState', 61], [760, 'Raster DEM hillshade banding', 5],
    [751, 'Add keyboard shortcuts for rotate', 180], [744, 'Feature request: terrain exaggeration per source', 47],
  ];
  const pg = (p) => ({
    status: 200,
    headers: { link: link(p), 'x-ratelimit-remaining': String(c.int(4200, 4990)), 'x-ratelimit-reset': String(c.epoch() + c.int(600, 3500)), 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(5).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}`, etag: c.etag(true) },
    body: iss.slice((p - 1) * 5, p * 5).map(([n, t, d]) => ({ number: n, title: t, updated_at: c.isoS(c.t - d * 86400e3 - c.int(0, 80000) * 1000), comments: c.int(0, 9), user: { login: c.pick(['mkoenig', 'tsao-dev', 'ravel', 'jpbuilds', 'annaliese']) } })),
  });
  r.turn('', [{ name: 'github_list_issues', args: { repo: 'fernwood/tilemap', labels: 'needs-triage', state: 'open', per_page: 5, page: 1 }, out: pg(1) }]);
  r.turn('', [{ name: 'github_list_issues', args: { repo: 'fernwood/tilemap', labels: 'needs-triage', state: 'open', per_page: 5, page: 2 }, out: pg(2) }]);
  r.turn('', [{ name: 'github_list_issues', args: { repo: 'fernwood/tilemap', labels: 'needs-triage', state: 'open', per_page: 5, page: 3 }, out: pg(3) }]);
  r.turn('There are 12 open needs-triage issues (3 pages; the last page has no rel="next"). Six have had no activity for 60+ days:\n\n- #751 Add keyboard shortcuts for rotate (~180 days)\n- #781 Label collision ignores icon-padding (~120 days)\n- #797 Support for PMTiles v3 archives (~95 days)\n- #809 Crash when style JSON has empty layers array (~71 days)\n- #790 Docs: clustering example is outdated (~64 days)\n- #768 TypeScript types missing for setFeatureState (~61 days)\n\n#809 is a crash and is probably worth triaging first.');
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages_count: 9, final: 'There are 12 open needs-triage issues ...' }, r.spans, { metadata: { langfuse_session_id: 'triage-' + c.ymd() } });
}

export const ROWS = [
  { n: '01', domain: 'payroll', style: 'Anthropic messages (tool_use)', stagnation: false, build: timesheets,
    isolates: 'Three pages of pending timesheets, each with different employees, until has_more is false; then a summary of the over-50-hour sheets.' },
  { n: '02', domain: 'sequencing core facility', style: 'Vercel AI SDK telemetry', stagnation: false, build: seqRuns,
    isolates: 'A NextToken is followed through three pages of distinct runs until the last page has no NextToken; then the failed runs are tabulated.' },
  { n: '03', domain: 'museum collections', style: 'plain message-level (tool_calls)', stagnation: false, build: museum,
    isolates: 'CSV export pages by offset with X-Total-Count 19; the third page holds the last three rows and the agent stops and summarises.' },
  { n: '04', domain: 'arts grants administration', style: 'AutoGen v0.4', stagnation: false, build: grants,
    isolates: 'A cursor-paginated list of applications is read to next_cursor = null and then totalled by discipline.' },
  { n: '05', domain: 'fisheries quota monitoring', style: 'BeeAI ReAct (iteration spans)', stagnation: false, build: fisheries,
    isolates: 'Landings pages 1, 2 and 3 of 3 are read with a running total in each Thought, then the remaining quota is reported.' },
  { n: '06', domain: 'open-source issue triage', style: 'Langfuse (LangGraph callback)', stagnation: false, build: issues,
    isolates: 'GitHub issues are paged by the Link header until no rel="next" remains, then stale issues are listed.' },
];
