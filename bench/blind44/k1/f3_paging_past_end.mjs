// Family 3: page / offset / cursor keeps advancing after the last real page; every answer is the same empty page.
export const FAMILY = 'paging_past_end';
export const LOOP = true, STAGNATION = false;

export const rows = [
  // 01 used cooking oil collection routes (MLflow)
  ['After two real pages of restaurant pickups the agent keeps incrementing page (3,4,5,6) and each answer is an empty items list.', (N) => {
    const pg = (p, items) => ({ page: p, per_page: 3, items, total: 5, generated_at: N.isoS() });
    return {
      style: 'mlflow', agent: 'uco-route-planner', model: 'gpt-4o-mini',
      system: 'You plan collection routes for used cooking oil (UCO) from restaurants.',
      goal: 'List every restaurant on route R-12 with a full UCO drum and plan Tuesday\'s pickup order.',
      steps: [
        { say: 'Fetching pickups for route R-12.', calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 1 }, out: pg(1, [{ site: 'Lotus Garden', litres: 180 }, { site: 'Pizzeria Vesuvio', litres: 120 }, { site: 'Fish Bar 77', litres: 205 }]) }] },
        { calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 2 }, out: pg(2, [{ site: 'Kebab Corner', litres: 160 }, { site: 'The Dockside Grill', litres: 95 }]) }] },
        { say: 'Continuing to the next page.', calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 3 }, out: pg(3, []) }] },
        { say: 'Page 3 was empty; checking page 4 in case the list is sparse.', calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 4 }, out: pg(4, []) }] },
        { say: 'Trying page 5.', calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 5 }, out: pg(5, []) }] },
        { calls: [{ name: 'list_pickups', args: { route: 'R-12', status: 'drum_full', page: 6 }, out: pg(6, []) }] },
      ],
    };
  }],
  // 02 coroner's office case records (Pydantic AI / Logfire)
  ['The agent advances an offset by 25 past the end of pending coroner cases; the API keeps answering with an empty result and the same total.', (N) => {
    const res = (off, cases) => ({ offset: off, limit: 25, total: 27, cases, as_of: N.sqlTs() });
    const first = Array.from({ length: 25 }, (_, i) => ({ case: `CO-25-${String(311 + i).padStart(4, '0')}`, status: i % 4 ? 'awaiting_toxicology' : 'awaiting_histology' }));
    return {
      style: 'pydantic_ai', agent: 'coroner_backlog_agent', model: 'openai:gpt-4o',
      system: 'You help the coroner\'s office track its case backlog.',
      goal: 'Count pending coroner cases awaiting toxicology older than 60 days and list them for the weekly backlog meeting.',
      steps: [
        { say: 'Fetching the first batch of pending cases.', calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 0, limit: 25 }, out: res(0, first) }] },
        { calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 25, limit: 25 }, out: res(25, [{ case: 'CO-25-0336', status: 'awaiting_toxicology' }, { case: 'CO-25-0337', status: 'awaiting_toxicology' }]) }] },
        { say: 'Fetching the next offset.', calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 50, limit: 25 }, out: res(50, []) }] },
        { calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 75, limit: 25 }, out: res(75, []) }] },
        { say: 'Still nothing at 75, moving to 100.', calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 100, limit: 25 }, out: res(100, []) }] },
        { calls: [{ name: 'pending_cases', args: { older_than_days: 60, offset: 125, limit: 25 }, out: res(125, []) }] },
      ],
    };
  }],
  // 03 bingo halls (OTel GenAI)
  ['The agent re-sends the same next_cursor token for bingo session sales and gets the same empty page with has_more=false four times.', (N) => {
    const cur = N.cursor();
    return {
      style: 'otel_genai', agent: 'hall-revenue-agent', model: 'gpt-4.1',
      system: 'You reconcile bingo hall sessions with ticket sales.',
      goal: 'Total the book sales for all Friday evening sessions at the Riverside hall in June and flag sessions where cash and card totals differ from the till report.',
      steps: [
        { calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI' }, out: { data: [{ session: '2025-06-06 19:30', books: 212, cash: 1484, card: 2326 }, { session: '2025-06-13 19:30', books: 198, cash: 1320, card: 2244 }], has_more: true, next_cursor: cur } }] },
        { calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI', cursor: cur }, out: { data: [{ session: '2025-06-20 19:30', books: 240, cash: 1702, card: 2618 }, { session: '2025-06-27 19:30', books: 231, cash: 1590, card: 2565 }], has_more: false, next_cursor: cur } }] },
        { say: 'There is still a next_cursor, requesting it.', calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI', cursor: cur }, out: { data: [], has_more: false, next_cursor: cur } }] },
        { calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI', cursor: cur }, out: { data: [], has_more: false, next_cursor: cur } }] },
        { say: 'Requesting the cursor once more to make sure nothing is missing.', calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI', cursor: cur }, out: { data: [], has_more: false, next_cursor: cur } }] },
        { calls: [{ name: 'session_sales', args: { hall: 'riverside', month: '2025-06', weekday: 'FRI', cursor: cur }, out: { data: [], has_more: false, next_cursor: cur } }] },
      ],
    };
  }],
  // 04 racquet stringing service (plain)
  ['A racquet-stringing shop assistant scrolls an order board HTML view past its end; each further scroll returns the same "No more orders" fragment.', (N) => {
    const frag = (html) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', date: N.httpDate(), 'x-render-ms': String(N.ms(5, 60)) }, body: html });
    return {
      style: 'plain', agent: 'stringing-desk', model: 'gpt-4o-mini',
      system: 'You run the stringing desk for a tennis and badminton pro shop. Use the order board.',
      goal: 'Find all stringing orders due before Saturday\'s club tournament and tell the stringer the order to do them in.',
      steps: [
        { calls: [{ name: 'order_board_scroll', args: { view: 'due_before', date: '2025-05-17', scroll: 0 }, out: frag('<ul class="orders"><li data-id="S-881">Wilson Blade 98 – Luxilon ALU 1.25 @ 52 lb – due Thu</li><li data-id="S-884">Yonex Astrox 88 – BG80 @ 26 lb – due Fri</li><li data-id="S-886">Babolat Pure Aero – RPM Blast @ 50/48 lb – due Fri</li></ul>') }] },
        { calls: [{ name: 'order_board_scroll', args: { view: 'due_before', date: '2025-05-17', scroll: 600 }, out: frag('<ul class="orders"><li data-id="S-890">Head Speed MP – Hawk Touch @ 53 lb – due Sat 08:00</li></ul><p class="end">No more orders</p>') }] },
        { say: 'Scrolling further to make sure the list is complete.', calls: [{ name: 'order_board_scroll', args: { view: 'due_before', date: '2025-05-17', scroll: 1200 }, out: frag('<p class="end">No more orders</p>') }] },
        { calls: [{ name: 'order_board_scroll', args: { view: 'due_before', date: '2025-05-17', scroll: 1800 }, out: frag('<p class="end">No more orders</p>') }] },
        { say: 'Trying a larger scroll offset.', calls: [{ name: 'order_board_scroll', args: { view: 'due_before', date: '2025-05-17', scroll: 3000 }, out: frag('<p class="end">No more orders</p>') }] },
      ],
    };
  }],
  // 05 silk sericulture (Anthropic)
  ['A sericulture agent pages through cocoon harvest lots; after the real pages it keeps asking for page_token values that each return an empty lots array.', (N) => {
    return {
      style: 'anthropic', agent: 'cocoon-lot-agent', model: 'claude-3-7-sonnet-20250219',
      system: 'You manage cocoon harvest lots at a silk farm and prepare reeling schedules.',
      goal: 'Gather every cocoon lot harvested in the spring rearing with shell ratio above 22% and schedule them for reeling.',
      steps: [
        { calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22 }, out: { lots: [{ lot: 'SP25-A3', kg: 41.2, shell_ratio: 23.1 }, { lot: 'SP25-A7', kg: 38.9, shell_ratio: 22.6 }], next_page_token: 'p2' } }] },
        { calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22, page_token: 'p2' }, out: { lots: [{ lot: 'SP25-B1', kg: 44.0, shell_ratio: 24.0 }], next_page_token: 'p3' } }] },
        { say: 'Another page token came back; continuing.', calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22, page_token: 'p3' }, out: { lots: [], next_page_token: 'p4' } }] },
        { calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22, page_token: 'p4' }, out: { lots: [], next_page_token: 'p5' } }] },
        { say: 'The service keeps issuing tokens, so there may be lots further along.', calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22, page_token: 'p5' }, out: { lots: [], next_page_token: 'p6' } }] },
        { calls: [{ name: 'list_lots', args: { season: 'spring-2025', min_shell_ratio: 22, page_token: 'p6' }, out: { lots: [], next_page_token: 'p7' } }] },
      ],
    };
  }],
  // 06 haunted house attractions (LangGraph)
  ['A scare-actor scheduling agent keeps paging with start_after past the last actor id; the roster API keeps returning an empty array with a 200.', (N) => {
    const r = (arr) => ({ status: 200, body: JSON.stringify({ actors: arr }), headers: { 'x-ratelimit-remaining': String(N.int(200, 299)), date: N.httpDate() } });
    return {
      style: 'langgraph', agent: 'scare-roster', model: 'gpt-4o',
      system: 'You schedule scare actors for a seasonal haunted house attraction.',
      goal: 'List every scare actor certified for the chainsaw room and build the Halloween weekend rota.',
      steps: [
        { calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4 }, out: r([{ id: 'A-017', name: 'Mika' }, { id: 'A-022', name: 'Dev' }, { id: 'A-031', name: 'Rosa' }, { id: 'A-040', name: 'Tomás' }]) }] },
        { calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4, start_after: 'A-040' }, out: r([{ id: 'A-052', name: 'Jules' }]) }] },
        { say: 'Fewer than four came back, but I will check after A-052 too.', calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4, start_after: 'A-052' }, out: r([]) }] },
        { calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4, start_after: 'A-060' }, out: r([]) }] },
        { say: 'Skipping ahead in the id range.', calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4, start_after: 'A-080' }, out: r([]) }] },
        { calls: [{ name: 'roster_list', args: { cert: 'chainsaw_room', limit: 4, start_after: 'A-100' }, out: r([]) }] },
      ],
      meta: { thread_id: N.uuid() },
    };
  }],
];
