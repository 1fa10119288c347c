export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;
export const description = 'After the last real page the agent keeps advancing page/offset/cursor (or re-sends the same token) and gets the same empty page 3+ times.';

export const rows = [
  { n: '01', domain: 'dragon boat festivals', style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'festival-registrations',
    isolates: 'Page numbers keep climbing past the last page of crew registrations and each answer is the same empty list.',
    goal: 'Count how many crews registered for the 500 m mixed category of the River Dee dragon boat festival and list any without a helm.',
    build(T) { const N = T.N;
      const pg = (p, items) => JSON.stringify({ page: p, per_page: 25, items, next: items.length ? p + 1 : null, served: N.isoSec() });
      T.step('Fetching registrations page by page.', [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=1'" }, pg(1, Array.from({ length: 25 }, (_, i) => ({ crew: `C${101 + i}`, helm: i % 9 ? 'yes' : null })))]]);
      T.step(null, [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=2'" }, pg(2, Array.from({ length: 7 }, (_, i) => ({ crew: `C${126 + i}`, helm: i === 4 ? null : 'yes' })))]]);
      T.step(null, [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=3'" }, pg(3, [])]]);
      T.step(null, [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=4'" }, pg(4, [])]]);
      T.step(null, [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=5'" }, pg(5, [])]]);
      T.step(null, [['Bash', { command: "curl -s 'https://reg.deedragons.org/api/crews?cat=500M-MIXED&page=6'" }, pg(6, [])]]);
      T.cut('error_max_turns', { subtype: 'error_max_turns', num_turns: 7 });
    } },
  { n: '02', domain: 'furniture banks', style: 'langgraph', model: 'gpt-4o-mini', agent: 'donations-agent',
    isolates: 'The offset advances by 50 after the donations list is exhausted and the same empty result set comes back four times.',
    goal: 'List all sofa donations awaiting collection in the Bristol furniture bank so the van crew can plan Thursday.',
    build(T) { const N = T.N;
      const r = (off, rows) => ({ offset: off, limit: 50, rows, total_hint: 63, query_ms: N.ms(3, 60) });
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 0, limit: 50 }, r(0, Array.from({ length: 50 }, (_, i) => ({ id: 9000 + i, postcode: 'BS' + (i % 16 + 1) })))]]);
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 50, limit: 50 }, r(50, Array.from({ length: 13 }, (_, i) => ({ id: 9050 + i, postcode: 'BS' + (i % 5 + 3) })))]]);
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 100, limit: 50 }, r(100, [])]]);
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 150, limit: 50 }, r(150, [])]]);
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 200, limit: 50 }, r(200, [])]]);
      T.step(null, [['query_donations', { category: 'sofa', status: 'awaiting_collection', offset: 250, limit: 50 }, r(250, [])]]);
      T.cut('GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.');
    } },
  { n: '03', domain: 'skip hire', style: 'gemini', model: 'gemini-2.5-pro', agent: 'skip_fleet_agent',
    isolates: 'The same nextPageToken is re-sent after the final page and the API returns an identical empty page each time.',
    goal: 'Find every 8-yard skip that has been on a customer driveway for more than 28 days and draft collection notices.',
    build(T) { const N = T.N;
      const tok = 'CiQKGmIYc2tpcHMvb25oaXJlLzg7cGFnZS0yEAEYZA==';
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28 }, { skips: [{ id: 'SK8-031', days: 33, site: '12 Larch Rd' }, { id: 'SK8-044', days: 41, site: '3 Mill Close' }], nextPageToken: tok }]]);
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28, pageToken: tok }, { skips: [{ id: 'SK8-052', days: 29, site: 'Unit 4 Tanyard' }], nextPageToken: tok }]]);
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28, pageToken: tok }, { skips: [], nextPageToken: tok }]]);
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28, pageToken: tok }, { skips: [], nextPageToken: tok }]]);
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28, pageToken: tok }, { skips: [], nextPageToken: tok }]]);
      T.step(null, [['list_skips_on_hire', { size_yd: 8, min_days: 28, pageToken: tok }, { skips: [], nextPageToken: tok }]]);
      T.cut('Max LLM calls per invocation exceeded (7)');
    } },
  { n: '04', domain: 'cat cafés', style: 'crewai', model: 'gpt-4o-mini', agent: 'Adoption Coordinator', crew: 'Crew: adoption-followups',
    isolates: 'A browser-like scroll keeps moving further down a finished list of adoption enquiries and each scroll returns no new cards.',
    goal: 'Collect all adoption enquiries for the café cats received this month and flag the ones with no reply yet.',
    build(T) { const N = T.N;
      T.step('I will open the enquiries board.', [['scroll_inbox', { board: 'adoptions', scroll_y: 0 }, 'Loaded 12 cards: Miso (3 enquiries, 1 unanswered), Pickle (2, 0), Tofu (4, 2), Bramble (1, 1), Sesame (2, 0) ... scrollHeight=2140']]);
      T.step('More cards may be below, scrolling further.', [['scroll_inbox', { board: 'adoptions', scroll_y: 1400 }, 'Loaded 5 more cards: Nori (1, 1), Clementine (2, 0), Waffle (1, 0), Juniper (3, 1), Biscuit (1, 0). End of list. scrollHeight=2140']]);
      T.step('Continue scrolling to be sure.', [['scroll_inbox', { board: 'adoptions', scroll_y: 2800 }, 'Loaded 0 new cards. scrollHeight=2140']]);
      T.step('Another scroll down.', [['scroll_inbox', { board: 'adoptions', scroll_y: 4200 }, 'Loaded 0 new cards. scrollHeight=2140']]);
      T.step('Scrolling once more further.', [['scroll_inbox', { board: 'adoptions', scroll_y: 5600 }, 'Loaded 0 new cards. scrollHeight=2140']]);
      T.step('Trying a larger scroll offset.', [['scroll_inbox', { board: 'adoptions', scroll_y: 9000 }, 'Loaded 0 new cards. scrollHeight=2140']]);
      T.cut('Agent stopped due to iteration limit or time limit.');
    } },
  { n: '05', domain: 'ship chandlers', style: 'responses', model: 'gpt-4.1', agent: 'chandlery-orders',
    isolates: 'An opaque cursor advances after has_more=false and every response is an empty order list with the same shape.',
    goal: 'Total the provisions orders delivered to vessels at berth 7 this week for the port agent\'s invoice.',
    build(T) { const N = T.N;
      T.step(null, [['list_orders', { berth: 7, week: '2025-W19' }, { data: [{ order: 'PO-5521', vessel: 'NORDIC STAR', eur: 4120.5 }, { order: 'PO-5527', vessel: 'CAPE HOLLY', eur: 2288.0 }, { order: 'PO-5530', vessel: 'NORDIC STAR', eur: 612.75 }], has_more: true, next_cursor: 'ord_c_' + N.b62(14) }]], { reasoning: 'List orders for berth 7.' });
      T.step(null, [['list_orders', { berth: 7, week: '2025-W19', cursor: 'ord_c_' + N.b62(14) }, { data: [{ order: 'PO-5544', vessel: 'ELBE TRADER', eur: 1730.2 }], has_more: false, next_cursor: 'ord_c_' + N.b62(14) }]]);
      for (let i = 0; i < 4; i++) T.step(null, [['list_orders', { berth: 7, week: '2025-W19', cursor: 'ord_c_' + N.b62(14) }, { data: [], has_more: false, next_cursor: 'ord_c_' + N.b62(14) }]]);
      T.cut('run stopped by orchestrator: 8 tool rounds without final output');
    } },
  { n: '06', domain: 'CI artifact retention (devops)', style: 'plain', model: 'gpt-4o', agent: 'artifact-janitor',
    isolates: 'A GitHub-style Link header paging loop keeps requesting page=5, 6, 7 after page 4 was the last, each an empty JSON array.',
    goal: 'List build artifacts older than 90 days in the monorepo and compute how much storage deleting them would free.',
    build(T) { const N = T.N;
      const resp = (page, arts) => `HTTP/2 200\ndate: ${N.http()}\nx-ratelimit-remaining: ${4990 - page * 3}\nx-github-request-id: ${N.hex(4).toUpperCase()}:${N.hex(6).toUpperCase()}:${N.hex(7).toUpperCase()}\n${page < 4 ? `link: <https://api.github.com/repos/acme/mono/actions/artifacts?page=${page + 1}>; rel="next"\n` : ''}\n{"total_count":287,"artifacts":${JSON.stringify(arts)}}`;
      const arts = (n, s) => Array.from({ length: n }, (_, i) => ({ id: s + i, name: `build-${s + i}`, size_in_bytes: 1048576 * (3 + (i % 7)), expired: false }));
      T.step(null, [['http_get', { url: 'https://api.github.com/repos/acme/mono/actions/artifacts?per_page=100&page=1' }, resp(1, arts(3, 1000))]]);
      T.step(null, [['http_get', { url: 'https://api.github.com/repos/acme/mono/actions/artifacts?per_page=100&page=4' }, resp(4, arts(2, 1300))]]);
      for (const p of [5, 6, 7, 8]) T.step(null, [['http_get', { url: `https://api.github.com/repos/acme/mono/actions/artifacts?per_page=100&page=${p}` }, resp(p, [])]]);
      T.cut('max_turns exceeded');
    } },
];
