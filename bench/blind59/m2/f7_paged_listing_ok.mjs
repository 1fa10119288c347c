// Healthy: pagination with new items on every page until the source says no more, then a summary.
export const family = 'paged_listing_ok';
export const loop = false;

export const scenarios = [
  (n) => ({
    domain: 'yodel club membership', style: 'vercel', stagnation: false, agent: 'club-secretary',
    isolates: 'Pages through member list with cursors, each page new names, last page has_more=false, then counts unpaid dues.',
    goal: 'Count how many yodel club members have unpaid 2025 dues.',
    steps: [
      { t: '', c: [{ n: 'list_members', a: { limit: 3 }, o: { data: [{ name: 'Ueli', dues: 'paid' }, { name: 'Vreni', dues: 'unpaid' }, { name: 'Sepp', dues: 'paid' }], has_more: true, next_cursor: n.cursor() } }] },
      { t: 'One unpaid so far; next page.', c: [{ n: 'list_members', a: { limit: 3, cursor: 'c2' }, o: { data: [{ name: 'Heidi', dues: 'unpaid' }, { name: 'Toni', dues: 'unpaid' }, { name: 'Ruth', dues: 'paid' }], has_more: true, next_cursor: n.cursor() } }] },
      { t: 'Three unpaid now; continuing.', c: [{ n: 'list_members', a: { limit: 3, cursor: 'c3' }, o: { data: [{ name: 'Fritz', dues: 'paid' }], has_more: false, next_cursor: null } }] },
      { t: '7 members in total; 3 have unpaid 2025 dues: Vreni, Heidi and Toni.' },
    ],
    output: { text: '3 unpaid' },
  }),
  (n) => ({
    domain: 'lobster pound inventory', style: 'plain', stagnation: false, agent: 'pound-manager',
    isolates: 'Walks page=1..3 of tank inventory (Link header rel=next), each page new tanks, stops on the page without rel=next, then totals soft-shell stock.',
    goal: 'Total the soft-shell lobster weight across all holding tanks.',
    steps: [1, 2, 3].map((p) => ({ t: p === 1 ? 'Fetching tank inventory.' : `Page ${p} of the tank list.`, c: [{ n: 'http_get', a: { url: `https://pound.example/api/tanks?page=${p}` }, o: { status: 200, headers: n.headers({ link: p < 3 ? `<https://pound.example/api/tanks?page=${p + 1}>; rel="next"` : '<https://pound.example/api/tanks?page=1>; rel="first"' }), body: [{ tank: `T${p}A`, soft_kg: 10 * p + 2 }, { tank: `T${p}B`, soft_kg: 5 * p }] } }] })).concat([{ t: 'Six tanks over three pages; soft-shell total is 12+5+22+10+32+15 = 96 kg.' }]),
    output: '96 kg',
  }),
  (n) => ({
    domain: 'nougat factory lot traceability', style: 'openinference', stagnation: false, agent: 'trace-bot',
    isolates: 'Retriever pages through supplier lot records with offset, each page new lots, until total reached; then lists honey lots from one beekeeper.',
    goal: 'List every nougat lot that used honey from supplier Apicoltura Rossi in August.',
    steps: [0, 4, 8].map((off, i) => ({ t: ['Querying lots.', 'Next four lots.', 'Last page, 10 total.'][i], c: [{ n: 'search_lots', type: 'retriever', a: { supplier: 'Apicoltura Rossi', month: '2025-08', offset: off, limit: 4 }, o: { total: 10, offset: off, lots: Array.from({ length: off === 8 ? 2 : 4 }, (_, k) => `NG-08-${100 + off + k}`), took_ms: n.ms() } }] })).concat([{ t: 'Ten lots used Rossi honey in August: NG-08-100 through NG-08-109.' }]),
    output: 'NG-08-100..109',
  }),
  (n) => ({
    domain: 'ski wax retail shops', style: 'gemini', stagnation: false, agent: 'wax-stock',
    isolates: 'Paginates orders via nextPageToken; each page adds new orders, last page has no token; then summarises fluoro-free wax demand.',
    goal: 'Summarise last month\'s fluoro-free wax sales by temperature range.',
    steps: [
      { t: 'Fetching orders.', c: [{ n: 'list_orders', a: { month: '2025-01', pageSize: 50 }, o: { orders: [{ sku: 'FF-COLD', qty: 31 }, { sku: 'FF-MID', qty: 44 }], nextPageToken: n.b62(24) } }] },
      { t: 'More orders to fetch.', c: [{ n: 'list_orders', a: { month: '2025-01', pageSize: 50, pageToken: 'tok2' }, o: { orders: [{ sku: 'FF-WARM', qty: 12 }, { sku: 'FF-COLD', qty: 9 }] } }] },
      { t: 'No more pages. Fluoro-free sales in January: cold 40, mid 44, warm 12.' },
    ],
    output: 'summary',
  }),
  (n) => ({
    domain: 'salt cave halotherapy centres', style: 'crewai', stagnation: false, agent: 'Bookings Analyst',
    isolates: 'CrewAI agent reads session bookings page by page (3 pages, different sessions each), stops at last_page, reports occupancy.',
    goal: 'Report average occupancy of the salt cave sessions last week.',
    steps: [1, 2, 3].map((p) => ({ t: `Thought: read page ${p} of the bookings.`, c: [{ n: 'bookings_page', a: { week: '2025-W05', page: p }, o: { page: p, last_page: 3, sessions: [{ slot: `Mon-${p}`, booked: 6 + p, cap: 12 }, { slot: `Thu-${p}`, booked: 4 + 2 * p, cap: 12 }], generated: n.usDate() } }] })).concat([{ t: 'Thought: I have all 6 sessions. Final Answer: 48 of 72 places booked, occupancy 66.7%.' }]),
    output: '66.7%',
  }),
  (n) => ({
    domain: 'organic veg box scheme', style: 'mastra', stagnation: false, agent: 'box-planner',
    isolates: 'Reads subscriber list in pages (since_id), each with new subscribers, until an empty page; then counts allergies to exclude.',
    goal: 'Find how many veg box subscribers need celeriac excluded this week.',
    steps: [
      { t: 'Loading subscribers.', c: [{ n: 'subscribers', a: { since_id: 0 }, o: { items: [{ id: 11, exclude: ['celeriac'] }, { id: 14, exclude: [] }, { id: 19, exclude: ['kale'] }], server_time: n.epoch() } }] },
      { t: 'Continuing after id 19.', c: [{ n: 'subscribers', a: { since_id: 19 }, o: { items: [{ id: 23, exclude: ['celeriac', 'kale'] }, { id: 30, exclude: [] }], server_time: n.epoch() } }] },
      { t: 'After id 30.', c: [{ n: 'subscribers', a: { since_id: 30 }, o: { items: [], server_time: n.epoch() } }] },
      { t: 'Empty page, all read. 2 of 5 subscribers (ids 11 and 23) need celeriac excluded.' },
    ],
    output: '2',
  }),
];
