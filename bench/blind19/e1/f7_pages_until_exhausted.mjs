// Family 7 (healthy): pagination with new items on every page until the source says there is no more.
export const family = 'pages_until_exhausted';
export const loop = false;
export const stagnation = false;
export const summary = 'Each page brings new items; the source signals the end (has_more=false, no token, short page with total reached) and the agent summarises.';

export const scenarios = [
  {
    id: '01', domain: 'youth football referee assignment', style: 'openai_agents', agentName: 'RefAssigner',
    isolates: 'OpenAI Agents SDK run pages fixtures three times (has_more true, true, false), each page with different matches, then summarises the unassigned ones.',
    goal: 'List every under-12 fixture this weekend that still has no referee assigned, grouped by pitch.',
    system: 'You help the youth league referee secretary.',
    build(N, S) {
      const c = [];
      const pages = [
        [['U12-101', 'Meadow 1', 'Hawks v Lions', null], ['U12-102', 'Meadow 2', 'Rovers v Otters', 'R. Singh'], ['U12-103', 'Meadow 1', 'Comets v Foxes', null]],
        [['U12-104', 'Park 3', 'Wolves v Kites', 'T. Kamara'], ['U12-105', 'Park 3', 'Badgers v Eagles', null], ['U12-106', 'Meadow 2', 'Sharks v Owls', null]],
        [['U12-107', 'School Field', 'Stags v Ravens', null]],
      ];
      pages.forEach((p, i) => c.push(...S.turn({ text: i === 0 ? 'Fetching this weekend\'s U12 fixtures.' : null, calls: [{ name: 'list_fixtures', args: { age_group: 'U12', weekend: 'this', page: i + 1 }, out: { page: i + 1, has_more: i < 2, fixtures: p.map(([id, pitch, m, ref]) => ({ id, pitch, match: m, kickoff: N.pick(['09:00', '10:15', '11:30']), referee: ref })), fetched: N.iso(N.tick(1)) } }] })));
      const txt = 'Unassigned U12 fixtures this weekend:\n- Meadow 1: U12-101 Hawks v Lions, U12-103 Comets v Foxes\n- Meadow 2: U12-106 Sharks v Owls\n- Park 3: U12-105 Badgers v Eagles\n- School Field: U12-107 Stags v Ravens\n5 of 7 fixtures still need a referee.';
      c.push(...S.turn({ text: txt }));
      return S.root({ input: S.hist[1].content, output: txt, children: c });
    },
  },
  {
    id: '02', domain: 'community choir music library', style: 'gemini', model: 'gemini-1.5-flash-002',
    isolates: 'Gemini function calls follow nextPageToken through three pages of different scores; the last response has no token and the agent reports the SATB titles short of copies.',
    goal: 'Which SATB scores in our choir library have fewer copies than our 38 singers? We need to order more before the spring concert.',
    system: 'You manage the sheet-music library for a community choir.',
    build(N, S) {
      const c = [];
      const pages = [
        [['Locus Iste (Bruckner)', 40], ['Ave Verum Corpus (Mozart)', 31], ['The Seal Lullaby (Whitacre)', 38]],
        [['Bogoroditse Devo (Rachmaninoff)', 22], ['Sure on This Shining Night (Barber)', 45]],
        [['Os Justi (Bruckner)', 36], ['Lux Aurumque (Whitacre)', 12]],
      ];
      let tok = null;
      pages.forEach((p, i) => { const args = { voicing: 'SATB', pageSize: 3 }; if (tok) args.pageToken = tok; tok = i < 2 ? N.b62(24) : undefined; c.push(...S.turn({ calls: [{ name: 'list_scores', args, out: { scores: p.map(([t, n]) => ({ title: t, copies: n, shelf: 'S' + N.int(1, 9) })), nextPageToken: tok, served: N.http() } }] })); });
      const txt = 'SATB scores with fewer than 38 copies: Ave Verum Corpus (31, need 7), Bogoroditse Devo (22, need 16), Os Justi (36, need 2), Lux Aurumque (12, need 26). Locus Iste, The Seal Lullaby and Sure on This Shining Night are covered.';
      c.push(...S.turn({ text: txt }));
      return S.root({ output: { text: txt }, children: c });
    },
  },
  {
    id: '03', domain: 'school uniform supply', style: 'pydantic_ai', agentName: 'uniform_orders',
    isolates: 'Pydantic AI agent pages back-orders by offset (0, 50, 100); the third short page reaches total=112, and it totals blazers owed per size.',
    goal: 'How many blazers are on back-order for St Brigid\'s across all sizes, and which size is worst?',
    system: 'You help a school uniform supplier manage orders.',
    build(N, S) {
      const c = [];
      const pages = [[50, { '28': 6, '30': 11, '32': 9 }], [50, { '32': 7, '34': 13, '36': 4 }], [12, { '36': 3, '38': 5 }]];
      pages.forEach(([n, sizes], i) => c.push(...S.turn({ text: i === 0 ? 'Reading back-orders in batches of 50.' : null, calls: [{ name: 'list_backorders', args: { school: 'st-brigids', item: 'blazer', offset: i * 50, limit: 50 }, out: { offset: i * 50, returned: n, total: 112, by_size_in_page: sizes, order_ids_sample: [N.job('SO-'), N.job('SO-')], generated: N.isoOffset(N.tick(1), 0) } }] })));
      const txt = 'St Brigid\'s has 58 blazers on back-order: 28" 6, 30" 11, 32" 16, 34" 13, 36" 7, 38" 5. Size 32" is the worst with 16 outstanding.';
      c.push(...S.turn({ text: txt }));
      return S.root({ output: txt, children: c });
    },
  },
  {
    id: '04', domain: 'abseiling instructor certification', style: 'crewai', agentName: 'Compliance Officer',
    isolates: 'CrewAI agent walks four pages of instructor records (page 4 says last_page) with new instructors each time, then lists those whose rescue certificate lapses before the season.',
    goal: 'Before the season opens on 1 May, list abseiling instructors whose rope-rescue certificate expires before that date.',
    system: 'You are the Compliance Officer for an outdoor centre.',
    build(N, S) {
      const c = [];
      const task = [];
      const pages = [
        [['Aoife Brennan', '2024-03-14'], ['Marc Duval', '2025-08-01']],
        [['Priya Nair', '2024-04-20'], ['Tomás Reyes', '2024-11-30']],
        [['Ewan Gillespie', '2026-01-12'], ['Sana Qureshi', '2024-02-02']],
        [['Joel Okoro', '2024-09-09']],
      ];
      const thoughts = ['I need the instructor register, starting at page 1.', 'Page 1 had two instructors and more pages; continuing to page 2.', 'Two more records, one lapsing in April; reading page 3.', 'Page 3 adds Sana Qureshi with a February expiry; page 4 should be the last.'];
      pages.forEach((p, i) => task.push(...S.turn({ text: thoughts[i], calls: [{ name: 'Instructor Register Lookup', args: { page: i + 1, discipline: 'abseil' }, out: JSON.stringify({ page: i + 1, last_page: i === 3, instructors: p.map(([n, d]) => ({ name: n, rope_rescue_expiry: d, card: 'RR-' + N.digits(5) })), ts: N.iso(N.tick(1)) }) }] })));
      const txt = 'Instructors whose rope-rescue certificate expires before 1 May: Sana Qureshi (2 Feb), Aoife Brennan (14 Mar), Priya Nair (20 Apr). All others are valid into the season.';
      task.push(...S.turn({ think: 'I have all four pages.', text: txt }));
      c.push({ type: 'chain', name: 'Task: Certification expiry check', input: { description: S.hist[1].content }, output: txt, children: task, metadata: { task_id: N.uuid(), agent_role: 'Compliance Officer' } });
      return S.root({ output: { raw: txt }, children: c });
    },
  },
  {
    id: '05', domain: 'flag manufacturing orders', style: 'llamaindex', agentName: 'ProductionPlanner',
    isolates: 'LlamaIndex agent follows a Link-style next URL through three pages of open orders with different flags, reaches a page without next, and reports the dye-sublimation workload.',
    goal: 'How many square metres of dye-sublimation printing are in the open order book, and which order is biggest?',
    system: 'You plan production at a flag factory.',
    build(N, S) {
      const c = [];
      const pages = [
        [['FO-3310', '3x2 m national flag', 12, 6], ['FO-3314', 'feather banners', 40, 1.6]],
        [['FO-3321', 'club pennants', 300, 0.05], ['FO-3325', 'stadium tifo', 1, 180]],
        [['FO-3330', 'table flags', 120, 0.03]],
      ];
      pages.forEach((p, i) => c.push(...S.turn({ calls: [{ name: 'fetch_orders', args: { url: i === 0 ? '/api/orders?status=open&process=dye-sub' : `/api/orders?status=open&process=dye-sub&after=${N.b62(8)}` }, out: { orders: p.map(([id, d, q, a]) => ({ id, description: d, qty: q, m2_each: a })), next: i < 2 ? `/api/orders?status=open&process=dye-sub&after=${N.b62(8)}` : null, elapsed_ms: N.ms() } }] })));
      const txt = 'Open dye-sublimation work is about 335 m2: national flags 72, feather banners 64, pennants 15, tifo 180, table flags 3.6. The biggest order is FO-3325, the 180 m2 stadium tifo.';
      c.push(...S.turn({ text: txt }));
      return S.root({ input: { user_msg: S.hist[1].content }, output: { response: txt }, children: c });
    },
  },
  {
    id: '06', domain: 'gutter cleaning service', style: 'openinference', agentName: 'route-builder',
    isolates: 'OpenInference trace pages a job list by cursor; every page has new addresses and the last returns cursor null, after which the agent builds the day\'s route.',
    goal: 'Build Tuesday\'s route for crew 2 from all gutter-cleaning jobs in the Eastfield postcode area, nearest-first from the depot.',
    system: 'You schedule a gutter cleaning company\'s crews.',
    build(N, S) {
      const c = [];
      const pages = [[['12 Alder Way', 1.2], ['3 Birch Close', 2.9]], [['88 Coppice Rd', 0.8], ['7 Dene Gardens', 4.1]], [['21 Elm Row', 3.3]]];
      pages.forEach((p, i) => c.push(...S.turn({ text: i === 0 ? 'Listing Eastfield jobs for Tuesday.' : null, calls: [{ name: 'list_jobs', args: { area: 'Eastfield', day: 'Tuesday', cursor: i === 0 ? null : N.cursor() }, out: JSON.stringify({ jobs: p.map(([a, km]) => ({ address: a, km_from_depot: km, storeys: N.int(1, 3), job: N.job('GC') })), cursor: i < 2 ? N.cursor() : null }) }] })));
      const txt = 'Crew 2 Tuesday route (nearest first): 88 Coppice Rd (0.8 km), 12 Alder Way (1.2 km), 3 Birch Close (2.9 km), 21 Elm Row (3.3 km), 7 Dene Gardens (4.1 km).';
      c.push(...S.turn({ calls: [{ name: 'save_route', args: { crew: 2, day: 'Tuesday', stops: ['88 Coppice Rd', '12 Alder Way', '3 Birch Close', '21 Elm Row', '7 Dene Gardens'] }, out: { saved: true, route_id: 'RT-' + N.digits(5) } }] }));
      c.push(...S.turn({ text: txt }));
      return S.root({ output: txt, children: c });
    },
  },
];
