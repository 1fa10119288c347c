// Healthy family 2: pagination with new items on every page until the source says there is no more, then a summary.
import { http } from './lib.mjs';

export default {
  family: 'cursor_pagination_to_end',
  rows: [
    {
      domain: 'yo-yo competition registrations', style: 'openinference',
      opts: { agent: 'registrar', rootName: 'FunctionCallingAgent.run' },
      isolates: 'OpenInference trace pages through contest registrants with a cursor; each page lists different players, the last returns has_more=false, and the agent summarises by division.',
      goal: 'Count registrants per division (1A, 2A, 3A, 4A, 5A) for the Nordic Yo-Yo Open and list anyone without a paid entry.',
      build(st, n) {
        const c = [];
        const pages = [
          [{ name: 'E. Lindqvist', div: '1A', paid: true }, { name: 'J. Aho', div: '1A', paid: true }, { name: 'M. Berg', div: '2A', paid: false }, { name: 'K. Sato', div: '4A', paid: true }],
          [{ name: 'T. Nieminen', div: '1A', paid: true }, { name: 'O. Hansen', div: '3A', paid: true }, { name: 'P. Kowalski', div: '5A', paid: true }, { name: 'S. Eriksen', div: '1A', paid: false }],
          [{ name: 'R. Virtanen', div: '2A', paid: true }, { name: 'L. Dahl', div: '4A', paid: true }],
        ];
        let cur = null;
        const txt = ['Fetching the first page of registrants.', 'Page 1 had 4 players (1A, 2A, 4A). Fetching the next page.', 'Page 2 added 4 more including the first 3A and 5A players. Fetching page 3.'];
        pages.forEach((p, i) => { const next = i < 2 ? n.cursor() : null; c.push(...st.turn(txt[i], [{ name: 'list_registrants', args: { event: 'nyyo-2025', limit: 4, ...(cur ? { cursor: cur } : {}) }, out: { data: p, has_more: i < 2, next_cursor: next, request_id: n.reqId() } }])); cur = next; });
        c.push(...st.final('Nordic Yo-Yo Open: 10 registrants. 1A: 4, 2A: 2, 3A: 1, 4A: 2, 5A: 1. Unpaid entries: M. Berg (2A), S. Eriksen (1A).'));
        return st.root(c, '10 registrants; unpaid: M. Berg, S. Eriksen.');
      },
    },
    {
      domain: 'coppice woodland felling licences', style: 'smolagents',
      opts: { agent: 'woodland_agent', tools: ['search_licences'] },
      isolates: 'smolagents agent walks offset-based pages of felling-licence records (new licences each page, total stated up front) and stops at the empty final page.',
      goal: 'List every felling licence for hazel/sweet-chestnut coppice in the Weald that expires before next March, so the cooperative can plan rotations.',
      build(st, n) {
        const c = [];
        const page = (off, items, total) => ({ name: 'search_licences', var: 'page', args: { region: 'weald', species: ['hazel', 'sweet chestnut'], expires_before: '2026-03-01', offset: off, limit: 3 }, out: `{"total": ${total}, "offset": ${off}, "results": ${JSON.stringify(items)}, "generated": "${n.isoNoMs()}", "query_ms": ${n.int(30, 400)}}` });
        c.push(...st.turn('Get the first page of matching licences.', [page(0, [{ ref: 'FLA-008812', wood: 'Brede High Wood', ha: 4.2 }, { ref: 'FLA-009107', wood: 'Flatropers', ha: 1.6 }, { ref: 'FLA-009344', wood: 'Park Wood (Hawkhurst)', ha: 2.9 }], 7)]));
        c.push(...st.turn('3 of 7 so far. Fetch offset 3.', [page(3, [{ ref: 'FLA-009512', wood: 'Dallington Forest', ha: 6.0 }, { ref: 'FLA-009601', wood: 'Batemans Wood', ha: 0.8 }, { ref: 'FLA-009770', wood: 'Wadhurst Park', ha: 3.3 }], 7)]));
        c.push(...st.turn('6 of 7. Fetch offset 6.', [page(6, [{ ref: 'FLA-009903', wood: 'Bewl Water margins', ha: 1.1 }], 7)]));
        c.push(...st.turn('All 7 collected; confirm there is nothing past offset 7.', [page(7, [], 7)]));
        c.push(...st.final('7 licences expire before March 2026 (19.9 ha in total): FLA-008812 Brede High Wood 4.2 ha, FLA-009107 Flatropers 1.6, FLA-009344 Park Wood 2.9, FLA-009512 Dallington Forest 6.0, FLA-009601 Batemans 0.8, FLA-009770 Wadhurst Park 3.3, FLA-009903 Bewl Water 1.1.'));
        return st.root(c, '7 licences, 19.9 ha.');
      },
    },
    {
      domain: 'lime plaster supplier invoices', style: 'plain',
      opts: { agent: 'ap-assistant', model: 'gpt-4o' },
      isolates: 'Message-level trace follows Link rel="next" headers through three pages of supplier invoices, each with new invoice numbers, until no next link, then totals the overdue amount.',
      goal: 'Find all unpaid invoices from Cornish Lime Co. for hot-mixed lime plaster and NHL 3.5 and total what is overdue as of today.',
      build(st, n) {
        const c = [];
        const pg = (p, items, last) => ({ name: 'http_get', args: { url: `https://erp.example/api/v2/invoices?supplier=CLC&status=unpaid&page=${p}&per_page=3` }, out: http(n, 200, items, { link: last ? `<https://erp.example/api/v2/invoices?supplier=CLC&status=unpaid&page=${p - 1}&per_page=3>; rel="prev"` : `<https://erp.example/api/v2/invoices?supplier=CLC&status=unpaid&page=${p + 1}&per_page=3>; rel="next"`, 'x-total-count': '7', etag: n.etag(), 'x-runtime': String((n.rand() * 0.3).toFixed(6)) }) });
        c.push(...st.turn(null, [pg(1, [{ no: 'CLC-2231', gbp: 412.8, due: '2025-02-14' }, { no: 'CLC-2240', gbp: 96.0, due: '2025-02-28' }, { no: 'CLC-2262', gbp: 1310.5, due: '2025-03-21' }], false)]));
        c.push(...st.turn('Page 1 gives 3 of the 7 unpaid invoices; following the next link.', [pg(2, [{ no: 'CLC-2270', gbp: 228.4, due: '2025-03-30' }, { no: 'CLC-2291', gbp: 640.0, due: '2025-04-18' }, { no: 'CLC-2302', gbp: 75.2, due: '2025-05-02' }], false)]));
        c.push(...st.turn('6 of 7 collected; one more page.', [pg(3, [{ no: 'CLC-2318', gbp: 389.9, due: '2025-06-06' }], true)]));
        c.push(...st.final('7 unpaid Cornish Lime Co. invoices (3,152.80 GBP). As of today 5 are overdue: CLC-2231, 2240, 2262, 2270, 2291 totalling 2,687.70 GBP; CLC-2302 and CLC-2318 are not yet due.'));
        return st.root(c, 'Overdue: 2,687.70 GBP across 5 invoices.');
      },
    },
    {
      domain: 'TV quiz show auditions', style: 'pydantic_ai',
      opts: { agent: 'casting_agent' },
      isolates: 'Pydantic AI agent pages through audition applicants with a page token, each page bringing new applicants, until next_page_token is empty, then shortlists.',
      goal: 'From all online applicants for the "Brain Tide" quiz show Manchester auditions, shortlist those scoring 24+ on the screening test who are free on 12 June.',
      build(st, n) {
        const c = [];
        const pg = (tok, apps, next) => ({ name: 'list_applicants', args: { city: 'Manchester', ...(tok ? { page_token: tok } : {}) }, out: { applicants: apps, next_page_token: next, served_by: n.pod('casting-api'), t: n.epochMs() } });
        const t1 = n.b62(18), t2 = n.b62(18);
        c.push(...st.turn(null, [pg(null, [{ id: 'A-301', score: 26, free_12jun: true }, { id: 'A-302', score: 19, free_12jun: true }, { id: 'A-309', score: 25, free_12jun: false }], t1)]));
        c.push(...st.turn('First page: A-301 qualifies, A-309 scores enough but is not free. Next page.', [pg(t1, [{ id: 'A-314', score: 28, free_12jun: true }, { id: 'A-322', score: 24, free_12jun: true }, { id: 'A-323', score: 12, free_12jun: true }], t2)]));
        c.push(...st.turn('Second page adds A-314 and A-322. One more page token.', [pg(t2, [{ id: 'A-340', score: 30, free_12jun: true }], '')]));
        c.push(...st.final('Shortlist (score ≥ 24, free 12 June): A-340 (30), A-314 (28), A-301 (26), A-322 (24). 7 applicants reviewed across 3 pages.'));
        return st.root(c, 'Shortlist: A-340, A-314, A-301, A-322.');
      },
    },
    {
      domain: 'mangrove planting survival records', style: 'gemini_adk',
      opts: { agent: 'restoration_analyst', app: 'mangrove-restoration' },
      isolates: 'Gemini/ADK agent pages through plot survival records with endOfRecords=false twice and true on the third page, then computes survival by species.',
      goal: 'Compute 12-month seedling survival by species (Rhizophora, Avicennia, Sonneratia) for the Demak coast planting plots.',
      build(st, n) {
        const c = [];
        const pg = (off, res, end) => ({ name: 'fetch_plot_records', args: { project: 'demak-2023', offset: off, limit: 2 }, out: { offset: off, limit: 2, endOfRecords: end, results: res, elapsed: n.durMs(40, 600) } });
        c.push(...st.turn('', [pg(0, [{ plot: 'D-01', species: 'Rhizophora', planted: 400, alive_12m: 292 }, { plot: 'D-02', species: 'Avicennia', planted: 350, alive_12m: 301 }], false)]));
        c.push(...st.turn('Got plots D-01 and D-02. More records remain.', [pg(2, [{ plot: 'D-03', species: 'Sonneratia', planted: 200, alive_12m: 118 }, { plot: 'D-04', species: 'Rhizophora', planted: 380, alive_12m: 301 }], false)]));
        c.push(...st.turn('D-03 and D-04 added. Fetching the rest.', [pg(4, [{ plot: 'D-05', species: 'Avicennia', planted: 300, alive_12m: 249 }], true)]));
        c.push(...st.final('12-month survival: Avicennia 84.6% (550/650), Rhizophora 76.4% (593/780), Sonneratia 59.0% (118/200). 5 plots, all records read.'));
        return st.root(c, 'Avicennia 84.6%, Rhizophora 76.4%, Sonneratia 59.0%.');
      },
    },
    {
      domain: 'bobsleigh track timing', style: 'autogen',
      opts: { agent: 'timing_analyst', executor: 'timing_tools' },
      isolates: 'AutoGen agent follows @odata.nextLink through pages of run times (new sleds each page) until the link disappears, then reports the fastest start times.',
      goal: 'From today\'s training runs at the Königssee track, list the three fastest 50 m start times among two-man sleds.',
      build(st, n) {
        const c = [];
        const pg = (skip, v, more) => ({ name: 'get_runs', args: { url: skip ? `https://timing.example/odata/Runs?$filter=discipline eq '2-man'&$skiptoken=${skip}` : "https://timing.example/odata/Runs?$filter=discipline eq '2-man'" }, out: { '@odata.context': 'https://timing.example/odata/$metadata#Runs', value: v, ...(more ? { '@odata.nextLink': `https://timing.example/odata/Runs?$skiptoken=${n.b62(12)}` } : {}), 'request-id': n.uuid() } });
        c.push(...st.turn('Fetching the two-man runs.', [pg(null, [{ sled: 'GER-2', start_s: 4.91 }, { sled: 'SUI-1', start_s: 4.98 }, { sled: 'LAT-1', start_s: 4.95 }], true)]));
        c.push(...st.turn('Three runs; a nextLink is present.', [pg(n.b62(12), [{ sled: 'GER-1', start_s: 4.87 }, { sled: 'CAN-1', start_s: 5.02 }, { sled: 'AUT-2', start_s: 4.93 }], true)]));
        c.push(...st.turn('Three more, GER-1 now fastest. Following the next link.', [pg(n.b62(12), [{ sled: 'USA-1', start_s: 4.89 }], false)]));
        c.push(...st.final('Fastest 50 m starts (7 two-man runs): GER-1 4.87 s, USA-1 4.89 s, GER-2 4.91 s. TERMINATE'));
        return st.root(c, 'GER-1 4.87, USA-1 4.89, GER-2 4.91');
      },
    },
  ],
};
