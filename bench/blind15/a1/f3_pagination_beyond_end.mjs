// Family 3 (loop: true, stagnation: false): paging past the end of a listing; the page number,
// offset, scroll position or cursor keeps moving (or the same token is re-sent) and every answer
// is the same empty page.
import { fmt } from './lib.mjs';

export const FAMILY = 'pagination_beyond_end';

export const scenarios = [
  {
    row: '01', domain: 'pipe-band competition results', style: 'openai_agents',
    build: (N) => {
      const bands = [
        ['Inveraray & District', 1, 'G2'], ['Johnstone', 2, 'G2'], ['Closkelt', 3, 'G2'], ['Glasgow Skye Association', 4, 'G2'],
        ['Manorcunningham', 5, 'G2'], ['Buchan Peterson', 6, 'G2'], ['Lomond & Clyde', 7, 'G2'], ['City of Discovery', 8, 'G2'],
        ['Fife Constabulary Legacy', 9, 'G2'], ['Dumbarton Loch Lomond', 10, 'G2'], ['Pipes of Tullochgorum', 11, 'G2'], ['Ballycoan', 12, 'G2'],
      ];
      const page = (p) => (N) => {
        const per = 8; const items = bands.slice((p - 1) * per, p * per).map(([band, place, grade]) => ({ band, grade, place, piping: [place + 1, place][place % 2], ensemble: place }));
        return { contest: 'British Championships 2025', grade: 'G2', page: p, per_page: per, total: bands.length, results: items, served: fmt.isoS(N.now()), req: N.reqId('rq-') };
      };
      return {
        style: 'openai_agents', agent: 'Results Clerk', model: 'gpt-4o-mini', workflow: 'rspba-results', subTools: { 'Results Fetcher': ['list_results'] },
        goal: 'Compile the full Grade 2 placings from the British Pipe Band Championships results service and post them to the association newsletter draft.',
        isolates: 'After two real pages of 12 Grade 2 results the agent keeps asking for pages 3, 4 and 5, each an identical empty result list, and never writes the newsletter draft.',
        system: 'You compile pipe band contest results. list_results is paginated (page, per_page). Use write_newsletter_section when you have all placings.',
        user: 'Get me the Grade 2 placings from the British and drop them into the newsletter draft.',
        turns: [
          { calls: [{ name: 'list_results', args: { contest: 'british-2025', grade: 'G2', page: 1 }, out: page(1) }] },
          { sub: 'Results Fetcher', subTask: 'Fetch every remaining page of British 2025 Grade 2 results.', calls: [{ name: 'list_results', args: { contest: 'british-2025', grade: 'G2', page: 2 }, out: page(2) }] },
          { sub: 'Results Fetcher', subTask: 'Fetch every remaining page of British 2025 Grade 2 results.', calls: [{ name: 'list_results', args: { contest: 'british-2025', grade: 'G2', page: 3 }, out: page(3) }] },
          { sub: 'Results Fetcher', subTask: 'Fetch every remaining page of British 2025 Grade 2 results.', calls: [{ name: 'list_results', args: { contest: 'british-2025', grade: 'G2', page: 4 }, out: page(4) }] },
          { sub: 'Results Fetcher', subTask: 'Fetch every remaining page of British 2025 Grade 2 results.', calls: [{ name: 'list_results', args: { contest: 'british-2025', grade: 'G2', page: 5 }, out: page(5) }] },
        ],
        end: { error: 'MaxTurnsExceeded: Max turns (5) exceeded' },
      };
    },
  },
  {
    row: '02', domain: 'oyster hatchery larval tank readings', style: 'anthropic',
    build: (N) => {
      const tanks = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'];
      const END = 'eyJ0YW5rX2lkIjoiTDYiLCJ0cyI6MTc0MDgwMDAwMCwiZGlyIjoiZndkIn0';
      const real = (N) => ({ data: tanks.slice(0, 3).map((t, i) => ({ tank: t, stage: 'D-veliger', density_per_ml: [14.2, 11.8, 9.6][i], temp_c: 24.1, salinity_psu: 28.5, mortality_pct_24h: [2.1, 3.4, 7.9][i] })), next_cursor: 'eyJ0YW5rX2lkIjoiTDMiLCJ0cyI6MTc0MDgwMDAwMCwiZGlyIjoiZndkIn0', has_more: true, request_id: N.uuid() });
      const last = (N) => ({ data: tanks.slice(3).map((t, i) => ({ tank: t, stage: 'umbo', density_per_ml: [6.2, 5.9, 6.6][i], temp_c: 24.3, salinity_psu: 28.4, mortality_pct_24h: [1.2, 1.8, 1.1][i] })), next_cursor: END, has_more: false, request_id: N.uuid() });
      const empty = (N) => ({ data: [], next_cursor: END, has_more: false, request_id: N.uuid() });
      return {
        style: 'anthropic', agent: 'hatchery-monitor', model: 'claude-3-5-sonnet-20241022',
        goal: 'Pull the morning readings for every larval tank at the oyster hatchery and flag any tank with 24-hour mortality above 5% to the hatchery manager.',
        isolates: 'The monitor reads both real pages of tank readings, then re-sends the final next_cursor three times and gets the same empty page each time instead of sending the alert for tank L3.',
        system: 'You monitor larval rearing tanks. get_readings is cursor-paginated. Use notify_manager for any tank over the mortality threshold.',
        user: 'Morning check please — flag anything over 5% mortality.',
        turns: [
          { calls: [{ name: 'get_readings', args: { since: 'today 06:00', limit: 3 }, out: real }] },
          { calls: [{ name: 'get_readings', args: { cursor: 'eyJ0YW5rX2lkIjoiTDMiLCJ0cyI6MTc0MDgwMDAwMCwiZGlyIjoiZndkIn0', limit: 3 }, out: last }] },
          { calls: [{ name: 'get_readings', args: { cursor: END, limit: 3 }, out: empty }] },
          { calls: [{ name: 'get_readings', args: { cursor: END, limit: 3 }, out: empty }] },
          { calls: [{ name: 'get_readings', args: { cursor: END, limit: 3 }, out: empty }] },
        ],
        end: { error: 'stopped: conversation exceeded 5 tool rounds', status: 'max_rounds' },
      };
    },
  },
  {
    row: '03', domain: 'livestock market catalogue scraping', style: 'plain',
    build: (N) => {
      const rows = (lots) => lots.map(([lot, vendor, head, breed]) => `<tr><td>${lot}</td><td>${vendor}</td><td>${head}</td><td>${breed}</td></tr>`).join('');
      const pageHtml = (lots) => (N) => `<!-- rendered ${fmt.dmy(N.now())} in ${N.ms(20, 300)}ms by ${N.pod('catalogue-web')} -->\n<table id="lots"><thead><tr><th>Lot</th><th>Vendor</th><th>Head</th><th>Breed</th></tr></thead><tbody>${rows(lots)}</tbody></table>${lots.length ? '' : '<p class="muted">No lots to show.</p>'}`;
      const p0 = [[101, 'Penrhos Farm', 12, 'Welsh Black x'], [102, 'T. Evans', 8, 'Limousin x'], [103, 'Cae Mawr', 15, 'Charolais x'], [104, 'Ty Isaf', 6, 'Hereford x']];
      const p1 = [[105, 'Glanrhyd', 10, 'Limousin x'], [106, 'M. Hughes', 4, 'Welsh Black']];
      return {
        style: 'plain', agent: 'mart-buyer-helper', model: 'gpt-4o-mini',
        goal: "Build a shortlist of Limousin-cross store cattle lots from Thursday's livestock market catalogue for a buyer, with lot numbers and head counts.",
        isolates: 'The helper fetches the catalogue with offsets 0 and 4 (six real lots), then keeps fetching offsets 8, 12 and 16 which all render the same empty table, and never returns the shortlist.',
        system: 'You help a cattle buyer. fetch_page(url) returns the HTML of a page.',
        user: "Shortlist the Limousin cross lots in Thursday's store sale please.",
        turns: [
          { calls: [{ name: 'fetch_page', args: { url: 'https://mart.example.co.uk/sales/2025-thu-store/lots?offset=0&limit=4' }, out: pageHtml(p0) }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://mart.example.co.uk/sales/2025-thu-store/lots?offset=4&limit=4' }, out: pageHtml(p1) }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://mart.example.co.uk/sales/2025-thu-store/lots?offset=8&limit=4' }, out: pageHtml([]) }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://mart.example.co.uk/sales/2025-thu-store/lots?offset=12&limit=4' }, out: pageHtml([]) }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://mart.example.co.uk/sales/2025-thu-store/lots?offset=16&limit=4' }, out: pageHtml([]) }] },
        ],
        rootMeta: { terminated: 'max_iterations', iterations: 5 },
        end: {},
      };
    },
  },
  {
    row: '04', domain: 'SaaS organisation audit-log review', style: 'langsmith',
    build: (N) => {
      const hdr = (N, p, link) => `HTTP/2 200\ndate: ${fmt.http(N.now())}\nx-ratelimit-remaining: ${N.down('rl', 4990, 1, 3)}\nx-ratelimit-reset: ${fmt.unix(N.now()) + N.int(600, 3000)}\nx-github-request-id: ${N.upper(4)}:${N.upper(5)}:${N.upper(7)}:${N.upper(7)}:${N.upper(8)}\n${link ? `link: <https://api.example.com/orgs/acme/audit-log?per_page=50&page=${p + 1}>; rel="next"\n` : ''}`;
      const ev = [
        { action: 'org.add_member', actor: 'jlee', user: 'contractor-17', created_at: '2025-05-02T09:12:44Z' },
        { action: 'repo.access', actor: 'mkhan', repo: 'acme/billing', visibility: 'public', created_at: '2025-05-02T10:01:10Z' },
        { action: 'org.update_member', actor: 'jlee', user: 'contractor-17', permission: 'admin', created_at: '2025-05-02T10:05:31Z' },
      ];
      return {
        style: 'langsmith', agent: 'LangGraph', model: 'gpt-4.1', project: 'secops-audit-review',
        goal: "Review last week's organisation audit log for permission escalations and public-visibility changes and write a summary for the platform team.",
        isolates: 'The reviewer reads one real page of audit events, then requests page 2, 3 and 4, each returning the same empty JSON array with no next link, and never writes the summary.',
        system: 'You review audit logs. http_get returns status line, headers and body.',
        user: 'Summarise anything risky in the audit log for last week.',
        turns: [
          { calls: [{ name: 'http_get', args: { url: 'https://api.example.com/orgs/acme/audit-log?per_page=50&page=1&phrase=created:>=2025-04-28' }, out: (N) => hdr(N, 1, false) + '\n' + JSON.stringify(ev) }] },
          { calls: [{ name: 'http_get', args: { url: 'https://api.example.com/orgs/acme/audit-log?per_page=50&page=2&phrase=created:>=2025-04-28' }, out: (N) => hdr(N, 2, false) + '\n[]' }] },
          { calls: [{ name: 'http_get', args: { url: 'https://api.example.com/orgs/acme/audit-log?per_page=50&page=3&phrase=created:>=2025-04-28' }, out: (N) => hdr(N, 3, false) + '\n[]' }] },
          { calls: [{ name: 'http_get', args: { url: 'https://api.example.com/orgs/acme/audit-log?per_page=50&page=4&phrase=created:>=2025-04-28' }, out: (N) => hdr(N, 4, false) + '\n[]' }] },
        ],
        end: { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.', status: 'error' },
      };
    },
  },
  {
    row: '05', domain: 'velodrome lap-timing export', style: 'otel',
    build: (N) => {
      const chunk = (offset, n) => (N) => ({ session: 'TT-2025-06-21-AM', offset, limit: 500, returned: n, total: 1204, laps: n ? [{ rider: `R${offset / 500 + 3}`, lap: 1, split_200m_s: 10.61 + offset / 100000 }, { rider: `R${offset / 500 + 4}`, lap: 2, split_200m_s: 10.49 + offset / 100000 }, { note: `... ${n - 2} more rows` }] : [], transponder_decoder: `MYLAPS-X2-${N.upper(6)}`, export_job: `exp_${N.alnum(10)}`, elapsed: `${N.ms(30, 700)}ms` });
      return {
        style: 'otel', agent: 'TrackTimingAgent', model: 'gpt-4o', service: 'velodrome-timing',
        goal: "Export all laps from this morning's track session and report each rider's fastest flying 200 m split to the coach.",
        isolates: 'The agent exports 1,204 laps in three chunks, then keeps raising the offset (1500, 2000, 2500) and receives the same empty lap list each time instead of computing the splits.',
        system: 'You work with the velodrome timing system. export_laps is offset-paginated (limit max 500).',
        user: 'Fastest flying 200s from the morning session for every rider please.',
        turns: [
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 0, limit: 500 }, out: chunk(0, 500) }] },
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 500, limit: 500 }, out: chunk(500, 500) }] },
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 1000, limit: 500 }, out: chunk(1000, 204) }] },
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 1500, limit: 500 }, out: chunk(1500, 0) }] },
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 2000, limit: 500 }, out: chunk(2000, 0) }] },
          { calls: [{ name: 'export_laps', args: { session: 'TT-2025-06-21-AM', offset: 2500, limit: 500 }, out: chunk(2500, 0) }] },
        ],
        end: { error: 'workflow timeout after 180 s', status: 'timeout' },
      };
    },
  },
  {
    row: '06', domain: 'thatching contractor job board (browser)', style: 'openai_agents',
    build: (N) => {
      const snap = (y, items) => (N) => `scrollY=${y} viewport=1280x800\n[page] Jobs · Reed & Straw Thatchers Ltd\n${items.map((i) => `- listitem: ${i}`).join('\n')}\n- status: "${items.length ? 'Loading more…' : 'No more jobs to load'}"\n(screenshot ${N.tmp('.png')}, dom_hash ${N.hex(12)})`;
      return {
        style: 'openai_agents', agent: 'Browser Operator', model: 'computer-use-preview', workflow: 'thatch-jobs',
        goal: 'From the contractor job board, list every open re-ridging job in Norfolk with its deadline so the crew can plan next month.',
        isolates: 'The browser agent scrolls the job board down, sees the end-of-list marker, and keeps scrolling further three more times getting the same empty end-of-list view, never producing the list.',
        system: 'You operate a browser. Use scroll_page and read the returned accessibility snapshot.',
        user: 'List the open re-ridging jobs in Norfolk with deadlines.',
        turns: [
          { calls: [{ name: 'scroll_page', args: { to: 0 }, out: snap(0, ['Re-ridge, water reed, Hickling NR12 — deadline 30 Sep', 'Full rethatch, longstraw, Diss IP22 — deadline 15 Oct', 'Re-ridge, block cut, Ludham NR29 — deadline 12 Sep']) }] },
          { calls: [{ name: 'scroll_page', args: { to: 1600 }, out: snap(1600, ['Netting repair, Aylsham NR11 — deadline 5 Sep', 'Re-ridge, flush ridge, Reepham NR10 — deadline 20 Oct']) }] },
          { calls: [{ name: 'scroll_page', args: { to: 3200 }, out: snap(3200, []) }] },
          { calls: [{ name: 'scroll_page', args: { to: 4800 }, out: snap(4800, []) }] },
          { calls: [{ name: 'scroll_page', args: { to: 6400 }, out: snap(6400, []) }] },
        ],
        end: { error: 'MaxTurnsExceeded: Max turns (5) exceeded' },
      };
    },
  },
];
