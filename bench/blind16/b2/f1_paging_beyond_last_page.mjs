// Family 1 (loop): keeps paging past the last page; every further page is the same empty answer.
export const FAMILY = 'paging_beyond_last_page';
export const LOOP = true;

export const rows = [
  {
    num: 1, domain: 'municipal composting', stagnation: true,
    isolates: 'After the third and last page of weighbridge tickets the agent requests pages 4-8, each returning an empty data array with the same total, while restating the same sentence each turn.',
    make: (c) => {
      const mats = ['garden_green', 'woodchip', 'food_caddy', 'leaf_litter', 'brush'];
      const page = (n, count) => {
        const data = [];
        for (let i = 0; i < count; i++) {
          const gross = c.int(2100, 9800), tare = c.int(1500, gross - 300);
          data.push({ ticket: `NF2-${c.int(410000, 419999)}`, material: c.pick(mats), reg: `${c.upper(2)}${c.int(10, 75)} ${c.upper(3)}`, gross_kg: gross, tare_kg: tare, net_kg: gross - tare, weighed_at: (c.adv(c.int(600000, 5400000)), c.isoOff(1)) });
        }
        return { data, meta: { page: n, per_page: 20, total: 47, generated_at: c.iso(), scale_id: 'WB-NF-02' }, links: { self: `/v2/sites/NF-02/tickets?month=2025-10&page=${n}` } };
      };
      const empty = (n) => ({ data: [], meta: { page: n, per_page: 20, total: 47, generated_at: (c.adv(c.int(900, 3000)), c.iso()), scale_id: 'WB-NF-02' }, links: { self: `/v2/sites/NF-02/tickets?month=2025-10&page=${n}` } });
      const args = (n) => ({ site: 'NF-02', month: '2025-10', page: n, per_page: 20 });
      const steps = [
        { text: 'I will pull the October tickets for the Northfield site page by page, then total net weight by material.', calls: [{ tool: 'list_dropoff_tickets', args: args(1), out: page(1, 20) }] },
        { text: 'Page 1 has 20 tickets out of 47. Continuing with page 2.', calls: [{ tool: 'list_dropoff_tickets', args: args(2), out: page(2, 20) }] },
        { text: '40 of 47 collected so far, mostly garden_green and woodchip. Fetching page 3.', calls: [{ tool: 'list_dropoff_tickets', args: args(3), out: page(3, 7) }] },
      ];
      // the restated sentence is identical apart from the page number
      for (let n = 4; n <= 8; n++) steps.push({ text: `Page ${n - 1} came back; there may be more tickets, fetching the next page to make sure nothing is missed.`, calls: [{ tool: 'list_dropoff_tickets', args: args(n), out: empty(n) }] });
      return {
        style: 'plain', model: 'gpt-4.1-mini', agent: 'compost_ops_agent',
        system: 'You help the municipal composting team reconcile weighbridge data. Use the tools; report totals in tonnes to 2 decimals.',
        goal: 'Export every green-waste drop-off ticket for the Northfield transfer station (site NF-02) for October 2025 and give me net tonnage by material.',
        steps, limitError: 'max_turns (8) reached before a final answer',
      };
    },
  },
  {
    num: 2, domain: 'mobile libraries', stagnation: false,
    isolates: 'A mobile-library holds API returns the same next_cursor after the real data ends; the agent re-sends that cursor four times with tool calls only (no model text) and each reply is an empty items list.',
    make: (c) => {
      const titles = ['The Salt Path', 'Hamnet', 'Piranesi', 'Small Things Like These', 'Klara and the Sun', 'The Marriage Portrait', 'Demon Copperhead', 'Tomorrow, and Tomorrow, and Tomorrow', 'Lessons in Chemistry', 'The Bee Sting'];
      const holds = (n) => Array.from({ length: n }, () => ({ hold_id: c.int(880000, 899999), title: c.pick(titles), patron: `P${c.int(100000, 999999)}`, stop: c.pick(['Ashby Green', 'Lower Moor layby', 'St Cuthbert school', 'Fenwick village hall']), placed: c.date(-c.int(1, 30)), status: c.pick(['in_transit', 'ready', 'ready', 'queued']) }));
      const resp = (items, cursor, next) => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': c.uuid(), date: (c.adv(c.int(1200, 4000)), c.http()), 'x-ratelimit-remaining': String(c.int(400, 590)) }, body: { items, cursor_in: cursor, next_cursor: next, van: 'MLV-3 "Bookworm"' } });
      const C3 = 'eyJvZmZzZXQiOjYwLCJyb3V0ZSI6IlItMDcifQ';
      const steps = [
        { text: 'Fetching the holds for route R-07 so I can build the loading list.', calls: [{ tool: 'get_route_holds', args: { route: 'R-07', run_date: '2025-06-12', limit: 30 }, out: resp(holds(30), null, 'eyJvZmZzZXQiOjMwLCJyb3V0ZSI6IlItMDcifQ') }] },
        { calls: [{ tool: 'get_route_holds', args: { route: 'R-07', run_date: '2025-06-12', limit: 30, cursor: 'eyJvZmZzZXQiOjMwLCJyb3V0ZSI6IlItMDcifQ' }, out: resp(holds(30), 'eyJvZmZzZXQiOjMwLCJyb3V0ZSI6IlItMDcifQ', C3) }] },
        { calls: [{ tool: 'get_route_holds', args: { route: 'R-07', run_date: '2025-06-12', limit: 30, cursor: C3 }, out: resp(holds(9), C3, C3) }] },
      ];
      for (let i = 0; i < 4; i++) steps.push({ calls: [{ tool: 'get_route_holds', args: { route: 'R-07', run_date: '2025-06-12', limit: 30, cursor: C3 }, out: resp([], C3, C3) }] });
      return {
        style: 'vercel', model: 'gpt-4o-2024-11-20', agent: 'mobile-library-loader',
        system: 'You prepare loading lists for the county mobile library vans. Fetch all holds for a route before writing the list.',
        goal: 'Build the loading list for van MLV-3 on route R-07 for the 12 June run: every hold that is ready or in transit, grouped by stop.',
        steps, limitError: 'stopWhen stepCountIs(7) reached with pending tool calls', maxSteps: 7,
      };
    },
  },
  {
    num: 3, domain: 'coastal erosion monitoring', stagnation: true,
    isolates: 'A LangChain ReAct agent pages a LiDAR survey catalogue by offset; after the last 12 records offsets 50, 75, 100 and 125 all return zero records and the Thought line is the same each time.',
    make: (c) => {
      const rec = (n) => Array.from({ length: n }, () => ({ survey_id: `CEM-${c.int(2019, 2025)}-${c.int(100, 999)}`, transect: `T${c.int(1, 88)}`, cliff_top_retreat_m: +(c.rnd() * 2.4).toFixed(2), point_density_ppm2: c.int(8, 32), acquired: c.date(-c.int(30, 1500)), crs: 'EPSG:27700' }));
      const page = (off, n) => `HTTP/1.1 200 OK\nServer: geoserver-2.24.2\nDate: ${(c.adv(c.int(2000, 6000)), c.http())}\nX-GeoServer-Node: ${c.host('gs')}\n\n${JSON.stringify({ numberMatched: 37, numberReturned: n, startIndex: off, features: rec(n), timeStamp: c.isoNoMs() })}`;
      const steps = [
        { text: 'I need all surveys for the Holderness frontage; query the catalogue from offset 0.', calls: [{ tool: 'survey_catalogue', args: { frontage: 'holderness', startIndex: 0, count: 25 }, out: page(0, 25) }] },
        { text: '25 of 37 matched. Get the remaining records from offset 25.', calls: [{ tool: 'survey_catalogue', args: { frontage: 'holderness', startIndex: 25, count: 25 }, out: page(25, 12) }] },
      ];
      for (const off of [50, 75, 100, 125]) steps.push({ text: 'The catalogue might still have more surveys, I should keep paging with the next startIndex.', calls: [{ tool: 'survey_catalogue', args: { frontage: 'holderness', startIndex: off, count: 25 }, out: page(off, 0) }] });
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'erosion_analyst',
        system: 'You are a coastal monitoring analyst. You have access to the following tools: survey_catalogue. Use the format Thought/Action/Action Input/Observation.',
        goal: 'List every LiDAR survey of the Holderness frontage and give the mean cliff-top retreat per transect.',
        steps, limitError: 'Agent stopped due to iteration limit or time limit.', maxSteps: 6,
      };
    },
  },
  {
    num: 4, domain: 'kimono rental shops', stagnation: false,
    isolates: 'An ADK agent scrolls a reservation export by scroll_id; after the last batch the scroll keeps returning hits: [] with a fresh took_ms, and the model emits only function calls, three more times and then two more.',
    make: (c) => {
      const hit = () => ({ _id: c.alnum(20), _source: { booking: `KR-${c.int(20000, 29999)}`, shop: c.pick(['Gion-Hanamikoji', 'Arashiyama', 'Kiyomizu-zaka']), plan: c.pick(['furisode-full', 'yukata-couple', 'houmongi-standard', 'hakama-grad']), dress_size: c.pick(['S', 'M', 'L', 'LL']), obi_style: c.pick(['taiko', 'bunko', 'fukura-suzume']), pickup: c.isoOff(9) } });
      const sid = `FGluY2x1ZGVfY29udGV4dF91dWlkDnF1ZXJ5VGhlbkZldGNoBRZ${c.alnum(22)}`;
      const batch = (n) => ({ _scroll_id: sid, took: c.int(3, 40), timed_out: false, _shards: { total: 5, successful: 5, failed: 0 }, hits: { total: { value: 212, relation: 'eq' }, hits: Array.from({ length: n }, hit) } });
      const steps = [
        { text: 'Starting the export for Golden Week bookings.', calls: [{ tool: 'search_bookings', args: { index: 'bookings-2025.04', query: { range: { pickup: { gte: '2025-04-29', lte: '2025-05-06' } } }, size: 100, scroll: '2m' }, out: batch(100) }] },
        { calls: [{ tool: 'scroll_bookings', args: { scroll_id: sid, scroll: '2m' }, out: batch(100) }] },
        { calls: [{ tool: 'scroll_bookings', args: { scroll_id: sid, scroll: '2m' }, out: batch(12) }] },
      ];
      for (let i = 0; i < 5; i++) steps.push({ calls: [{ tool: 'scroll_bookings', args: { scroll_id: sid, scroll: '2m' }, out: batch(0) }] });
      // shrink the big batches to summaries as the exporter tool truncates them in traces
      steps[0].calls[0].out.hits.hits = steps[0].calls[0].out.hits.hits.slice(0, 6).concat([{ _truncated: 94 }]);
      steps[1].calls[0].out.hits.hits = steps[1].calls[0].out.hits.hits.slice(0, 6).concat([{ _truncated: 94 }]);
      return {
        style: 'adk', model: 'gemini-2.5-flash', agent: 'kimono_rental_agent', app: 'kimono_rental',
        system: 'You export rental bookings for the three Kyoto shops so the dressers can plan obi and size stock.',
        goal: 'Export all Golden Week (29 Apr - 6 May 2025) kimono bookings and count how many LL furisode sets each shop needs per day.',
        steps, limitError: 'LlmCallsLimitExceededError: Max number of llm calls limit of `8` exceeded',
      };
    },
  },
  {
    num: 5, domain: 'ice-road trucking dispatch', stagnation: true,
    isolates: 'A Responses-API agent keeps sending the same next_token to a load-manifest endpoint after the last page; each reply is an empty manifest list with the same token, and its reasoning summary repeats the same sentence.',
    make: (c) => {
      const TOK = `AAEAA${c.alnum(30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
      const load = () => ({ manifest: `TIB-${c.int(5000, 5999)}`, carrier: c.pick(['Polar Haul Ltd', 'Mackenzie Freight', 'Northern Lights Cartage']), gvw_kg: c.int(28000, 63500), cargo: c.pick(['diesel (UN1202)', 'cement', 'drill pipe', 'groceries', 'explosives (1.1D)']), checkpoint: c.pick(['KM 0 Tibbitt', 'KM 120 Portage 12', 'KM 210 Lac de Gras']), slot: c.isoOff(-7) });
      const pg = (n, tok, next) => ({ Manifests: Array.from({ length: n }, load), NextToken: next, RequestedToken: tok, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200, RetryAttempts: 0, HTTPHeaders: { 'x-amzn-requestid': c.uuid(), date: (c.adv(c.int(800, 2500)), c.http()) } }, road_status: { ice_thickness_cm: 112, advisory: 'Convoy spacing 500 m; max speed 25 km/h loaded' } });
      const steps = [
        { reasoning: 'Need every manifest booked for the Tibbitt-Contwoyto road for the week to check loads against the 63.5 t limit at current ice thickness.', calls: [{ tool: 'list_manifests', args: { road: 'TCWR', week: '2025-W09', max_results: 25 }, out: pg(25, null, `AAEAAPage2${c.alnum(10)}`) }] },
      ];
      const t2 = steps[0].calls[0].out.NextToken;
      steps.push({ reasoning: 'First page has 25 manifests; two are near 63 t. Continue with the token.', calls: [{ tool: 'list_manifests', args: { road: 'TCWR', week: '2025-W09', max_results: 25, next_token: t2 }, out: pg(11, t2, TOK) }] });
      for (let i = 0; i < 4; i++) steps.push({ reasoning: 'There is still a NextToken in the response, so more manifests may exist. Request the next page with it.', calls: [{ tool: 'list_manifests', args: { road: 'TCWR', week: '2025-W09', max_results: 25, next_token: TOK }, out: pg(0, TOK, TOK) }] });
      return {
        style: 'responses', model: 'o4-mini', agent: 'ice_road_dispatch',
        system: 'You are a dispatcher assistant for a winter ice road. Flag any load over the gross vehicle weight limit for the posted ice thickness.',
        goal: 'Pull all week-9 load manifests for the Tibbitt-Contwoyto winter road and flag any over 60 t GVW for re-scheduling.',
        steps, limitError: 'max_tool_calls',
      };
    },
  },
  {
    num: 6, domain: 'marathon race timing', stagnation: false,
    isolates: 'A Mastra workflow agent pages chip-timing results; past the last page it requests pages 9-12, each returning the same empty results list and the same total, while its text only names the new page number and elapsed count.',
    make: (c) => {
      const runner = () => ({ bib: c.int(1, 9000), chip: `E2801160${c.hex(16).toUpperCase()}`, gun_time: `${c.int(2, 5)}:${String(c.int(0, 59)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}`, splits: { '10k': `${c.int(32, 70)}:${String(c.int(0, 59)).padStart(2, '0')}`, half: `1:${String(c.int(10, 59)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}` }, age_group: c.pick(['M40', 'F35', 'M50', 'F45', 'M18']) });
      const res = (p, n) => ({ event: 'riverside-marathon-2025', page: p, pageSize: 500, totalFinishers: 3812, results: n ? Array.from({ length: 3 }, runner).concat(n > 3 ? [{ note: `${n - 3} more rows omitted in trace` }] : []) : [], server: c.pod('results-api'), cache: c.pick(['MISS', 'HIT', 'EXPIRED']), generatedAt: (c.adv(c.int(700, 2400)), c.iso()) });
      const steps = [];
      for (let p = 1; p <= 8; p++) steps.push({ text: p === 1 ? 'Fetching finishers to compute age-group podiums.' : p === 8 ? 'Page 8 should be the last partial page (3812 finishers / 500).' : '', calls: [{ tool: 'getResultsPage', args: { eventId: 'riverside-marathon-2025', page: p, pageSize: 500 }, out: res(p, p < 8 ? 500 : 312) }] });
      steps.forEach((s) => { if (!s.text) delete s.text; });
      steps.push({ text: 'Got 3812 rows. Checking page 9 as well.', calls: [{ tool: 'getResultsPage', args: { eventId: 'riverside-marathon-2025', page: 9, pageSize: 500 }, out: res(9, 0) }] });
      for (const p of [10, 11, 12]) steps.push({ calls: [{ tool: 'getResultsPage', args: { eventId: 'riverside-marathon-2025', page: p, pageSize: 500 }, out: res(p, 0) }] });
      return {
        style: 'mastra', model: 'claude-sonnet-4-20250514', agent: 'raceTimingAgent', provider: 'anthropic',
        system: 'You compute age-group awards from chip timing data. Use net time; fetch every finisher first.',
        goal: 'Compute the top 3 per age group (by chip time) for the Riverside Marathon 2025 and flag any runner missing the half-way split.',
        workflow: { id: 'ageGroupAwards', agentStep: 'compute-podiums', input: { eventId: 'riverside-marathon-2025' }, before: [{ id: 'load-event', input: { eventId: 'riverside-marathon-2025' }, output: { categories: 14, chipVendor: 'ChronoTrack', startWaves: 3 } }] },
        steps, limitError: 'maxSteps (12) exceeded', maxSteps: 12,
      };
    },
  },
];
