// Family 2 (loop): the agent keeps paging after the source has run out. Page number, offset,
// cursor or scroll id keeps advancing (or the same next-token is re-sent) and every result is the
// same empty page, 3+ times after the last real page. The model writes no prose while paging,
// so its own text never repeats (stagnation false).

export const family = {
  name: 'cursor_beyond_last_page',
  loop: true,
  stagnation: false,
  isolates: 'Paging continues past the last real page and every further request returns the same empty page.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', startAt: '2025-01-22T12:00:00Z', domain: 'snow-removal contracting', style: 'langgraph', model: 'gpt-4o-mini-2024-07-18', agent: 'storm_invoicing',
    isolates: 'Three real pages of plow-route events are followed by four requests for pages 4-7, each an empty data array whose meta already says total_pages is 3, until the recursion limit stops the graph.',
    system: 'You prepare per-route invoices for a snow-removal contractor. Use list_route_events to collect every completion event for the storm, then group them by route.',
    goal: 'Collect every plow-route completion event from last night\'s storm (contract SR-2291, City of Brandt, storm ST-0117) so we can invoice per route.',
    tools: ['list_route_events'],
    cfg: { recursionLimit: 14 },
    build(T) {
      const n = T.n;
      const routes = ['R-01 Main St N', 'R-02 Harbor Rd', 'R-03 Elm/Hawthorne loop', 'R-04 Quarry Hill', 'R-05 Depot Ave', 'R-06 Schoolhouse Ln', 'R-07 Mill Pond Rd', 'R-08 Route 9 shoulder', 'R-09 Civic Center lots', 'R-10 Birch Terrace', 'R-11 Ferry St', 'R-12 Industrial Pkwy', 'R-13 Cemetery Rd', 'R-14 Library lot', 'R-15 Orchard Way', 'R-16 Hospital access', 'R-17 Kettle Brook Dr', 'R-18 Fire station apron', 'R-19 Lakeview Ct'];
      const trucks = ['T-31', 'T-12', 'T-07', 'T-44', 'T-19', 'L-03 (loader)', 'T-28'];
      const ev = (r) => ({ event_id: `EV-${n.digits(7)}`, route: r, truck: n.pick(trucks), driver_badge: `B${n.int(100, 480)}`, completed_at: n.isoOff(-300, n.t - n.int(2, 9) * 3600000), passes: n.int(1, 4), salt_kg: n.int(3, 30) * 40, plow_down_km: n.float(1.2, 14.8, 1), gps_track: `trk_${n.b62(14)}` });
      const page = (p) => {
        const items = routes.slice((p - 1) * 8, p * 8).map(ev);
        return {
          data: items, meta: { page: p, per_page: 8, total: 19, total_pages: 3 },
          links: { self: `/v2/contracts/SR-2291/storms/ST-0117/events?page=${p}&per_page=8`, next: p < 3 ? `/v2/contracts/SR-2291/storms/ST-0117/events?page=${p + 1}&per_page=8` : null },
          request_id: n.uuid(), served_by: n.pod('fleetapi'), generated_at: n.iso(),
        };
      };
      T.llm({ text: 'I will page through list_route_events for storm ST-0117 and group the events by route once I have them all.', calls: [{ name: 'list_route_events', args: { contract: 'SR-2291', storm_id: 'ST-0117', page: 1, per_page: 8 } }] });
      T.tool('list_route_events', undefined, () => page(1));
      for (let p = 2; p <= 7; p++) {
        T.llm({ text: '', calls: [{ name: 'list_route_events', args: { contract: 'SR-2291', storm_id: 'ST-0117', page: p, per_page: 8 } }] });
        T.tool('list_route_events', undefined, () => page(p));
      }
      return T.end({ error: 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'cord-blood banks', style: 'messages', model: 'gpt-4.1-2025-04-14', agent: 'qc-scheduler',
    isolates: 'Offset paging of cord-blood units reaches total=27 at offset 20, then the agent requests offsets 30, 40, 50 and 60, each returning an empty units list with the same total, until the turn limit.',
    system: 'You schedule quality-control re-tests at a public cord-blood bank. Use query_units to list units; draft a re-test schedule of at most 6 units per day.',
    goal: 'List all cord-blood units in tank LN2-C whose 5-year potency re-test is due this quarter and draft the re-test schedule.',
    tools: ['query_units', 'create_schedule'],
    build(T) {
      const n = T.n;
      const racks = ['C-02', 'C-05', 'C-07', 'C-11', 'C-14'];
      const unit = (i) => ({ unit_id: `CB-${2019 + (i % 2)}-${String(4100 + i * 37).padStart(5, '0')}`, collected: n.ymd(n.t - (5 * 365 + n.int(-40, 60)) * 86400000), tnc_e8: n.float(0.9, 2.4, 2), cd34_e6: n.float(1.5, 7.9, 1), volume_ml: n.int(21, 27), position: `${n.pick(racks)}/${n.int(1, 16)}`, retest_due: n.ymd(n.t + n.int(3, 80) * 86400000), segment_available: n.chance(0.85) });
      const page = (off) => {
        const cnt = Math.max(0, Math.min(10, 27 - off));
        return { units: Array.from({ length: cnt }, (_, k) => unit(off + k)), offset: off, limit: 10, total: 27, query_id: `q-${n.hex(12)}`, elapsed_ms: n.int(14, 220), replica: n.pick(['lims-ro-1', 'lims-ro-2', 'lims-ro-3']) };
      };
      T.llm({ text: 'I\'ll query tank LN2-C for units with the re-test due before the end of the quarter, 10 at a time.', calls: [{ name: 'query_units', args: { tank: 'LN2-C', retest_due_before: 'quarter_end', offset: 0, limit: 10 } }] });
      T.tool('query_units', undefined, () => page(0));
      for (const off of [10, 20, 30, 40, 50, 60]) {
        T.llm({ text: '', calls: [{ name: 'query_units', args: { tank: 'LN2-C', retest_due_before: 'quarter_end', offset: off, limit: 10 } }] });
        T.tool('query_units', undefined, () => page(off));
      }
      return T.end({ error: 'MaxTurnsExceeded: Max turns (7) exceeded' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'antique clock restoration', style: 'pydantic', model: 'gpt-4o-2024-08-06', agent: 'parts_sourcer',
    isolates: 'A supplier catalogue keeps handing back the same next_cursor with has_more=false after the last page, and the agent re-sends that identical cursor four times, getting an empty result each time, until the request limit.',
    system: 'You source parts for a clock restoration workshop. Search the supplier catalogue, pick parts that fit the movements on the bench and price the job.',
    goal: 'Find every replacement mainspring in the Horolovar supplier catalogue that fits an 8-day French drum movement (height 14-16 mm, strength 0.38-0.42 mm) and price the three restorations on the bench.',
    tools: ['search_catalogue', 'price_job'],
    rootMeta: { request_limit: 7 },
    build(T) {
      const n = T.n;
      const springs = [
        ['MS-1420-38', 14.0, 0.38, 584, 'blued steel'], ['MS-1420-40', 14.0, 0.40, 584, 'blued steel'], ['MS-1450-40', 14.5, 0.40, 610, 'white alloy'], ['MS-1500-38', 15.0, 0.38, 635, 'blued steel'], ['MS-1500-40', 15.0, 0.40, 635, 'white alloy'], ['MS-1500-42', 15.0, 0.42, 635, 'blued steel'],
        ['MS-1550-40', 15.5, 0.40, 660, 'blued steel'], ['MS-1550-42', 15.5, 0.42, 660, 'white alloy'], ['MS-1600-38', 16.0, 0.38, 686, 'white alloy'], ['MS-1600-40', 16.0, 0.40, 686, 'blued steel'], ['MS-1600-42', 16.0, 0.42, 686, 'blued steel'],
        ['MS-1480-41', 14.8, 0.41, 600, 'white alloy'], ['MS-1520-39', 15.2, 0.39, 650, 'blued steel'], ['MS-1580-41', 15.8, 0.41, 672, 'white alloy'], ['MS-1440-42', 14.4, 0.42, 597, 'blued steel'],
      ];
      const item = ([sku, h, s, len, mat]) => ({ sku, height_mm: h, strength_mm: s, length_mm: len, material: mat, end: 'hole end', price_eur: n.float(18, 42, 2), stock: n.int(0, 14) });
      const cursors = [null, n.b64url(32), n.b64url(32), n.b64url(32)];
      const page = (i) => {
        const slice = i === 0 ? springs.slice(0, 6) : i === 1 ? springs.slice(6, 11) : i === 2 ? springs.slice(11) : [];
        const next = i <= 2 ? cursors[i + 1] : cursors[3];
        return { results: slice.map(item), next_cursor: next, has_more: i < 2, result_count: slice.length, search_session: `ss_${n.hex(10)}`, took_ms: n.int(9, 140), catalogue_rev: '2025.3.17' };
      };
      T.llm({ text: 'Searching the mainspring category with the height and strength window; I will collect all matches, then price the three jobs.', calls: [{ name: 'search_catalogue', args: { category: 'mainsprings', height_mm: { min: 14, max: 16 }, strength_mm: { min: 0.38, max: 0.42 }, movement: 'French drum 8-day' } }] });
      T.tool('search_catalogue', undefined, () => page(0));
      T.llm({ text: '', calls: [{ name: 'search_catalogue', args: { category: 'mainsprings', height_mm: { min: 14, max: 16 }, strength_mm: { min: 0.38, max: 0.42 }, movement: 'French drum 8-day', cursor: cursors[1] } }] });
      T.tool('search_catalogue', undefined, () => page(1));
      T.llm({ text: '', calls: [{ name: 'search_catalogue', args: { category: 'mainsprings', height_mm: { min: 14, max: 16 }, strength_mm: { min: 0.38, max: 0.42 }, movement: 'French drum 8-day', cursor: cursors[2] } }] });
      T.tool('search_catalogue', undefined, () => page(2));
      for (let k = 0; k < 4; k++) {
        T.llm({ text: '', calls: [{ name: 'search_catalogue', args: { category: 'mainsprings', height_mm: { min: 14, max: 16 }, strength_mm: { min: 0.38, max: 0.42 }, movement: 'French drum 8-day', cursor: cursors[3] } }] });
        T.tool('search_catalogue', undefined, () => page(3));
      }
      return T.end({ error: 'UsageLimitExceeded: The next request would exceed the request_limit of 7' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'herbarium collections', style: 'adk', model: 'gemini-2.0-flash-001', agent: 'specimen_puller',
    isolates: 'An occurrence search returns endOfRecords=true at offset 16, yet the agent asks for offsets 24, 32, 40 and 48 and gets the same empty results array every time until the LLM-call limit.',
    system: 'You help herbarium curators. Use occurrence_search (GBIF-style offset/limit paging) to pull digitised specimen records and then prepare a determination-check list.',
    goal: 'Pull all digitised Carex sheets collected 1890-1910 in the Ostrander collection so the curator can check the determinations.',
    tools: ['occurrence_search', 'make_checklist'],
    app: 'herbarium_tools',
    build(T) {
      const n = T.n;
      const taxa = ['Carex flacca', 'Carex panicea', 'Carex nigra', 'Carex hirta', 'Carex pendula', 'Carex remota', 'Carex sylvatica', 'Carex pallescens', 'Carex ovalis', 'Carex echinata', 'Carex rostrata', 'Carex vesicaria', 'Carex acuta', 'Carex elata', 'Carex paniculata', 'Carex pilulifera', 'Carex caryophyllea', 'Carex distans', 'Carex extensa'];
      const collectors = ['H. Ostrander', 'H. Ostrander & M. Kiel', 'J. P. Vollmer', 'E. Ostrander'];
      const rec = (i) => ({ key: 4011000000 + n.int(100000, 999999), catalogNumber: `OST-${String(2200 + i * 13).padStart(6, '0')}`, scientificName: taxa[i], recordedBy: n.pick(collectors), year: n.int(1890, 1910), locality: n.pick(['Moorwiese bei Lensahn', 'Ufer des Kellersees', 'Bahndamm Eutin', 'Salzwiese Heiligenhafen', 'Buchenwald am Ukleisee']), imageUrl: `https://iiif.ostrander-herb.org/iiif/3/${n.hex(16)}/full/max/0/default.jpg`, lastInterpreted: n.iso(n.t - n.int(1, 40) * 86400000) });
      const page = (off) => {
        const cnt = Math.max(0, Math.min(8, 19 - off));
        return { offset: off, limit: 8, endOfRecords: off + 8 >= 19, count: 19, results: Array.from({ length: cnt }, (_, k) => rec(off + k)), facets: [], _request: { id: n.uuid(), node: n.pick(['api-occ-a3', 'api-occ-b1', 'api-occ-c2']), solr_qtime_ms: n.int(3, 60) } };
      };
      T.llm({ text: 'Querying the Ostrander collection for Carex between 1890 and 1910, 8 records per request.', calls: [{ name: 'occurrence_search', args: { datasetKey: 'ostrander-herbarium', genus: 'Carex', year: '1890,1910', offset: 0, limit: 8 } }] });
      T.tool('occurrence_search', undefined, () => page(0));
      for (const off of [8, 16, 24, 32, 40, 48]) {
        T.llm({ text: '', calls: [{ name: 'occurrence_search', args: { datasetKey: 'ostrander-herbarium', genus: 'Carex', year: '1890,1910', offset: off, limit: 8 } }] });
        T.tool('occurrence_search', undefined, () => page(off));
      }
      return T.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `7` exceeded' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', startAt: '2025-06-03T09:00:00Z', domain: 'translation bureaus', style: 'vercel', model: 'gpt-4o-2024-08-06', agent: 'invoice-auditor',
    isolates: 'Invoice pages arrive as HTTP responses whose Link header drops rel="next" on page 3, but the agent keeps requesting pages 4-7 and gets an empty JSON array with the same X-Total-Count each time until maxSteps ends the run.',
    system: 'You audit freelance translator invoices for a translation bureau. The agreed rate for Korvan Legal is EUR 0.14 per source word (legal DE>EN) and EUR 0.16 for certified work.',
    goal: 'Total up all freelance translator invoices received in May for the Korvan Legal account and flag any billed above the agreed per-word rate.',
    tools: ['list_invoices'],
    cfg: { maxSteps: 7, finishReason: 'tool-calls' },
    build(T) {
      const n = T.n;
      const translators = ['M. Lindqvist', 'P. Odum', 'S. Marchetti', 'R. Haas', 'A. Nowak', 'T. Ferreira', 'J. Kowalczyk'];
      const inv = (i) => { const words = n.int(900, 14000); const cert = n.chance(0.3); const rate = n.pick([0.14, 0.14, 0.14, 0.15, 0.16, 0.18]); return { invoice_no: `INV-05-${String(300 + i).padStart(4, '0')}`, translator: n.pick(translators), job: `KL-${n.digits(5)}`, pair: 'de-DE>en-GB', source_words: words, certified: cert, rate_eur: rate, amount_eur: Number((words * rate).toFixed(2)), received: `2025-05-${String(n.int(2, 31)).padStart(2, '0')}` }; };
      const resp = (p) => {
        const cnt = Math.max(0, Math.min(8, 20 - (p - 1) * 8));
        const links = [`<https://api.bureau-office.eu/v1/invoices?account=KL&month=2025-05&page=1>; rel="first"`];
        if (p > 1) links.push(`<https://api.bureau-office.eu/v1/invoices?account=KL&month=2025-05&page=${Math.min(p - 1, 3)}>; rel="prev"`);
        if (p < 3) links.push(`<https://api.bureau-office.eu/v1/invoices?account=KL&month=2025-05&page=${p + 1}>; rel="next"`);
        links.push(`<https://api.bureau-office.eu/v1/invoices?account=KL&month=2025-05&page=3>; rel="last"`);
        return { status: 200, headers: { date: n.httpDate(), 'content-type': 'application/json; charset=utf-8', link: links.join(', '), 'x-total-count': '20', 'x-ratelimit-remaining': String(n.rate('bo', 600).remaining), 'x-request-id': n.uuid(), 'cf-ray': n.cfRay() }, body: Array.from({ length: cnt }, (_, k) => inv((p - 1) * 8 + k)) };
      };
      T.llm({ text: 'Fetching the May invoices for Korvan Legal page by page.', calls: [{ name: 'list_invoices', args: { account: 'KL', month: '2025-05', page: 1 } }] });
      T.tool('list_invoices', undefined, () => resp(1));
      for (let p = 2; p <= 7; p++) {
        T.llm({ text: '', calls: [{ name: 'list_invoices', args: { account: 'KL', month: '2025-05', page: p } }] });
        T.tool('list_invoices', undefined, () => resp(p));
      }
      return T.end({ output: '' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'urban beekeeping permits', style: 'mastra', model: 'claude-3-5-haiku-20241022', agent: 'permitExportAgent',
    isolates: 'An Elasticsearch-style scroll is exhausted after 13 hits, and the agent sends the identical scroll_id four more times, each answer an empty hits array, until the step limit.',
    system: 'You work for the city\'s urban-agriculture permits office. search_applications opens a scroll over applications; scroll_applications continues it. Prepare exports for inspectors.',
    goal: 'Export all pending rooftop-hive permit applications in district 7 for the inspector\'s Friday walk.',
    tools: ['search_applications', 'scroll_applications', 'export_csv'],
    cfg: { maxSteps: 7 },
    build(T) {
      const n = T.n;
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + n.b64url(30) + 'AAAAAAA' + n.b64url(10) + '==';
      const streets = ['Lindenhof 4', 'Am Kanal 17', 'Ostgasse 9', 'Brunnenweg 22', 'Hafenstraße 3a', 'Kornmarkt 11', 'Schillerplatz 6', 'Gerberstraße 40', 'Turmweg 2', 'Mühlendamm 15', 'Rosengasse 8', 'Tuchmacherweg 19', 'Wallstraße 27'];
      const hit = (i) => ({ _index: 'permits-2025', _id: `APP-7-${n.digits(5)}`, _score: null, _source: { address: streets[i], district: 7, type: 'rooftop hive', colonies: n.int(1, 4), roof_access: n.pick(['internal stair', 'external ladder', 'hatch']), setback_m: n.float(2.5, 12, 1), applicant: n.pick(['private', 'school', 'restaurant', 'housing co-op']), submitted: n.ymd(n.t - n.int(5, 60) * 86400000), status: 'pending' }, sort: [n.epochMs() - n.int(1e6, 9e8)] });
      const res = (from, size) => ({ _scroll_id: sid, took: n.int(2, 48), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 13, relation: 'eq' }, max_score: null, hits: Array.from({ length: Math.max(0, Math.min(size, 13 - from)) }, (_, k) => hit(from + k)) } });
      T.llm({ text: 'I\'ll open a scroll over pending rooftop-hive applications in district 7 and collect all hits before exporting.', calls: [{ name: 'search_applications', args: { district: 7, type: 'rooftop hive', status: 'pending', size: 5, scroll: '2m' } }] });
      T.tool('search_applications', undefined, () => res(0, 5));
      for (const from of [5, 10, 13, 13, 13, 13]) {
        T.llm({ text: '', calls: [{ name: 'scroll_applications', args: { scroll_id: sid, scroll: '2m' } }] });
        T.tool('scroll_applications', undefined, () => res(from, 5));
      }
      return T.end({ error: 'Agent permitExportAgent stopped: maxSteps (7) reached with pending tool calls' });
    },
  },
];
