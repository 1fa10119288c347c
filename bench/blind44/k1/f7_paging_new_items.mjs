// Healthy 2: pagination that brings new items every page until the source says there is no more, then a summary.
export const FAMILY = 'paging_new_items';
export const LOOP = false, STAGNATION = false;

export const rows = [
  // 01 land surveyors plat index (LangGraph)
  ['Pages through a county plat index (3 pages, new plats each) until next is null, then summarises which plats touch the parcel.', (N) => ({
    style: 'langgraph', agent: 'plat-research', model: 'gpt-4o',
    system: 'You research recorded plats for a land surveying firm.',
    goal: 'List all recorded plats in Section 22, T4N R3W and identify those that border parcel 22-104-007.',
    steps: [
      { calls: [{ name: 'plat_index', args: { section: 22, township: 'T4N', range: 'R3W', page: 1 }, out: { plats: [{ book: 14, page: 33, title: 'Miller Farms Subdivision', recorded: '1978-05-02', adjoins: ['22-104-006'] }, { book: 19, page: 8, title: 'Cedar Run Estates Ph 1', recorded: '1991-09-17', adjoins: ['22-104-007'] }], next: 2, served_at: N.httpDate() } }] },
      { calls: [{ name: 'plat_index', args: { section: 22, township: 'T4N', range: 'R3W', page: 2 }, out: { plats: [{ book: 21, page: 112, title: 'Cedar Run Estates Ph 2', recorded: '1996-03-04', adjoins: ['22-104-007', '22-104-008'] }, { book: 30, page: 5, title: 'Hollis Lot Split', recorded: '2004-11-30', adjoins: [] }], next: 3, served_at: N.httpDate() } }] },
      { calls: [{ name: 'plat_index', args: { section: 22, township: 'T4N', range: 'R3W', page: 3 }, out: { plats: [{ book: 41, page: 77, title: 'Record of Survey – Brandt', recorded: '2019-06-21', adjoins: ['22-104-007'] }], next: null, served_at: N.httpDate() } }] },
    ],
    final: 'Five plats are recorded in Sec. 22 T4N R3W. Three border parcel 22-104-007: Cedar Run Estates Ph 1 (Bk 19 Pg 8), Cedar Run Estates Ph 2 (Bk 21 Pg 112) and the Brandt Record of Survey (Bk 41 Pg 77).',
    meta: { thread_id: N.uuid() },
  })],
  // 02 doula collective intake (MLflow)
  ['Walks an intake list by offset with new clients on every page until a short final page, then summarises due dates by month.', (N) => ({
    style: 'mlflow', agent: 'doula-intake-agent', model: 'gpt-4o-mini',
    system: 'You coordinate client intake for a doula collective.',
    goal: 'Count new intake clients with due dates in Q4 and group them by month so we can balance doula assignments.',
    steps: [
      { calls: [{ name: 'intake_list', args: { status: 'new', offset: 0, limit: 4 }, out: { items: [{ id: 'C-301', due: '2025-10-04' }, { id: 'C-302', due: '2025-11-19' }, { id: 'C-305', due: '2025-10-28' }, { id: 'C-307', due: '2025-12-02' }], offset: 0, limit: 4, total: 10 } }] },
      { calls: [{ name: 'intake_list', args: { status: 'new', offset: 4, limit: 4 }, out: { items: [{ id: 'C-310', due: '2025-12-15' }, { id: 'C-311', due: '2025-09-22' }, { id: 'C-312', due: '2025-11-01' }, { id: 'C-314', due: '2025-10-11' }], offset: 4, limit: 4, total: 10 } }] },
      { calls: [{ name: 'intake_list', args: { status: 'new', offset: 8, limit: 4 }, out: { items: [{ id: 'C-316', due: '2025-11-30' }, { id: 'C-318', due: '2026-01-09' }], offset: 8, limit: 4, total: 10 } }] },
    ],
    final: '8 of 10 new clients are due in Q4: October 3 (C-301, C-305, C-314), November 3 (C-302, C-312, C-316), December 2 (C-307, C-310). C-311 (Sept) and C-318 (Jan) fall outside.',
  })],
  // 03 crocodile farm hatchling registry (Gemini)
  ['Follows nextPageToken through a hatchling registry (four pages, new clutches each, last without token), then totals hatch rates.', (N) => {
    const pg = (items, tok) => ({ hatchlings: items, ...(tok ? { nextPageToken: tok } : {}), fetchedAt: N.isoS() });
    const t1 = N.b62(16), t2 = N.b62(16), t3 = N.b62(16);
    return {
      style: 'gemini', agent: 'croc-registry-agent', model: 'gemini-2.5-flash',
      system: 'You manage the hatchling registry of a saltwater crocodile farm and report to the wildlife authority.',
      goal: 'Compute the hatch rate per clutch for the 2025 nesting season for the wildlife authority\'s annual return.',
      steps: [
        { calls: [{ name: 'list_clutches', args: { season: 2025 }, out: pg([{ clutch: 'N-01', eggs: 52, hatched: 44 }, { clutch: 'N-02', eggs: 48, hatched: 39 }], t1) }] },
        { calls: [{ name: 'list_clutches', args: { season: 2025, pageToken: t1 }, out: pg([{ clutch: 'N-03', eggs: 61, hatched: 50 }, { clutch: 'N-04', eggs: 40, hatched: 22 }], t2) }] },
        { calls: [{ name: 'list_clutches', args: { season: 2025, pageToken: t2 }, out: pg([{ clutch: 'N-05', eggs: 55, hatched: 47 }], t3) }] },
        { calls: [{ name: 'list_clutches', args: { season: 2025, pageToken: t3 }, out: pg([{ clutch: 'W-01', eggs: 38, hatched: 31, note: 'wild-collected' }], null) }] },
      ],
      final: 'Six clutches, 294 eggs, 233 hatchlings (79.3%). N-04 is the outlier at 55% (flooded nest); the others range 81–86%.',
    };
  }],
  // 04 button factory order lines (OpenAI Agents SDK)
  ['Reads order lines page by page via Link headers (new lines each page, final page has no rel="next"), then builds the dye-batch plan.', (N) => {
    const page = (n, lines, last) => ({ status: 200, headers: { link: last ? `<https://erp.example-buttons.it/api/lines?page=${n - 1}>; rel="prev"` : `<https://erp.example-buttons.it/api/lines?page=${n + 1}>; rel="next"`, 'x-total-count': '7', date: N.httpDate() }, body: lines });
    return {
      style: 'oai_agents', agent: 'Dye Planning Agent', model: 'gpt-4.1',
      system: 'You plan dye batches for a corozo and horn button factory.',
      goal: 'Group all open order lines by dye colour and material so the dye house can plan this week\'s batches.',
      steps: [
        { calls: [{ name: 'order_lines', args: { status: 'open', page: 1 }, out: page(1, [{ order: 'O-5512', material: 'corozo', colour: 'navy', qty: 12000 }, { order: 'O-5514', material: 'horn', colour: 'natural', qty: 3000 }, { order: 'O-5515', material: 'corozo', colour: 'bottle green', qty: 8000 }], false) }] },
        { calls: [{ name: 'order_lines', args: { status: 'open', page: 2 }, out: page(2, [{ order: 'O-5519', material: 'corozo', colour: 'navy', qty: 4000 }, { order: 'O-5520', material: 'corozo', colour: 'oxblood', qty: 6000 }, { order: 'O-5523', material: 'horn', colour: 'natural', qty: 1500 }], false) }] },
        { calls: [{ name: 'order_lines', args: { status: 'open', page: 3 }, out: page(3, [{ order: 'O-5524', material: 'corozo', colour: 'bottle green', qty: 2500 }], true) }] },
      ],
      final: 'Batches: corozo navy 16,000 (O-5512, O-5519); corozo bottle green 10,500 (O-5515, O-5524); corozo oxblood 6,000 (O-5520); horn natural 4,500 (O-5514, O-5523, no dye, polish only).',
    };
  }],
  // 05 parrot sanctuary adoption applications (Agno)
  ['Pages through adoption applications (cursor advances, new applicants each time, has_more false at the end), then shortlists matches.', (N) => {
    const c1 = N.cursor(), c2 = N.cursor();
    return {
      style: 'agno', agent: 'parrot-adoptions', model: 'gpt-4.1-mini',
      system: 'You screen adoption applications at a parrot sanctuary.',
      goal: 'Shortlist applicants suitable for Pip, a 22-year-old African grey who needs a quiet home without other birds.',
      steps: [
        { calls: [{ name: 'applications', args: { species: 'african_grey' }, out: { data: [{ id: 'AP-71', other_birds: true, home: 'flat' }, { id: 'AP-74', other_birds: false, home: 'house', experience_years: 10 }], has_more: true, cursor: c1 } }] },
        { calls: [{ name: 'applications', args: { species: 'african_grey', cursor: c1 }, out: { data: [{ id: 'AP-80', other_birds: false, home: 'house', experience_years: 0 }, { id: 'AP-83', other_birds: false, home: 'bungalow', experience_years: 15, note: 'retired, home all day' }], has_more: true, cursor: c2 } }] },
        { calls: [{ name: 'applications', args: { species: 'african_grey', cursor: c2 }, out: { data: [{ id: 'AP-88', other_birds: true, home: 'house' }], has_more: false, cursor: null } }] },
      ],
      final: 'Shortlist for Pip: AP-83 (15 years\' experience, no other birds, home all day) and AP-74 (10 years, no other birds). AP-80 lacks experience; AP-71 and AP-88 keep other birds.',
    };
  }],
  // 06 caricature artist event bookings (OTel GenAI)
  ['Pages a bookings calendar by week (each page new events) up to the end of the requested range, then reports each artist\'s load.', (N) => ({
    style: 'otel_genai', agent: 'caricature-agency-agent', model: 'gpt-4.1-mini',
    system: 'You manage bookings for an agency of live caricature artists.',
    goal: 'Summarise how many events each artist has booked in September so we can offer extra gigs to those with the fewest.',
    steps: [
      ['2025-09-01', [['Ines', 'wedding'], ['Bo', 'corporate']]],
      ['2025-09-08', [['Ines', 'bar mitzvah'], ['Ravi', 'trade show'], ['Ravi', 'trade show day 2']]],
      ['2025-09-15', [['Bo', 'wedding']]],
      ['2025-09-22', [['Ines', 'corporate'], ['Ines', 'school fair'], ['Bo', 'birthday']]],
      ['2025-09-29', [['Ravi', 'wedding']]],
    ].map(([wk, evs], i) => ({ calls: [{ name: 'calendar_week', args: { week_of: wk }, out: { week_of: wk, events: evs.map(([a, k]) => ({ artist: a, kind: k })), ...(i === 4 ? { end_of_range: true } : { next_week: true }), etag: N.etag() } }] })),
    final: 'September bookings: Ines 4, Bo 3, Ravi 3 (two are one trade show). Offer extra gigs to Bo and Ravi first.',
  })],
];
