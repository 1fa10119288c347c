// Family 3: paging continues past the last real page; every further page is the same empty answer.
export const family = 'paging_beyond_end';
export const loop = true;
export const stagnation = false;
export const summary = 'Page/offset/cursor keeps advancing (or the same next token is re-sent) and 3+ answers after the last real page are the same empty page.';

export const scenarios = [
  {
    id: '01', domain: 'ceramic tile shop purchasing', style: 'chat', model: 'gpt-4o-mini-2024-07-18',
    isolates: 'Plain chat-completions trace: after three real catalogue pages the agent requests pages 4-7, each an identical empty item list, and is cut off before filtering.',
    goal: 'From supplier Azulejos Norte\'s catalogue, list every porcelain floor tile with slip rating R11 or higher and its price per m2.',
    system: 'You are a purchasing assistant for a ceramic tile shop.',
    build(N, S) {
      const c = [];
      const mk = (i) => ({ sku: `AZN-${N.digits(5)}`, name: N.pick(['Basalto', 'Pizarra', 'Cemento', 'Roble', 'Travertino', 'Grafito', 'Arena', 'Nube']) + ' ' + N.pick(['60x60', '30x60', '20x120', '90x90']), body: N.pick(['porcelain', 'porcelain', 'ceramic', 'red body']), slip: N.pick(['R9', 'R10', 'R11', 'R12', null]), eur_m2: N.float(14, 58, 2) });
      const sizes = [25, 25, 9];
      sizes.forEach((n, p) => {
        c.push(...S.turn({ text: p === 0 ? 'I\'ll page through the catalogue and filter afterwards.' : null, calls: [{ name: 'get_supplier_catalog', args: { supplier: 'azulejos-norte', page: p + 1, per_page: 25 }, out: { page: p + 1, per_page: 25, items: Array.from({ length: n }, mk), next_page: p + 2, fetched_at: N.isoNoMs(), price_list: 'PL-2024-Q2' } }] }));
      });
      for (let p = 4; p <= 7; p++) c.push(...S.turn({ calls: [{ name: 'get_supplier_catalog', args: { supplier: 'azulejos-norte', page: p, per_page: 25 }, out: { page: p, per_page: 25, items: [], next_page: p + 1, fetched_at: N.isoNoMs(), price_list: 'PL-2024-Q2' } }] }));
      return S.root({ output: null, children: c, error: 'context budget exceeded (max_steps=8)' });
    },
  },
  {
    id: '02', domain: 'marathon race timing', style: 'mastra', agentName: 'resultsAgent',
    isolates: 'A Mastra agent keeps increasing the results offset by 100 after the last non-empty slice; offsets 300-600 all return the same empty result set.',
    goal: 'Pull all M50 finishers of the Lakeside Marathon and give me the top 10 by chip time plus the number of finishers.',
    system: 'You work with the race timing results API.',
    build(N, S) {
      const c = [];
      const counts = [100, 100, 37];
      counts.forEach((n, i) => c.push(...S.turn({ text: i === 0 ? 'Fetching M50 results in slices of 100.' : null, calls: [{ name: 'getResults', args: { event: 'lakeside-2024', category: 'M50', offset: i * 100, limit: 100 }, out: { offset: i * 100, limit: 100, results: Array.from({ length: Math.min(n, 3) }, () => ({ bib: N.int(1000, 9999), chip: `${N.int(2, 5)}:${String(N.int(0, 59)).padStart(2, '0')}:${String(N.int(0, 59)).padStart(2, '0')}` })), returned: n, truncated_in_log: true, next_offset: i * 100 + 100, generated: N.epochMs(), timing_provider: 'chronotrack-mirror' } }] })));
      for (let off = 300; off <= 600; off += 100) c.push(...S.turn({ calls: [{ name: 'getResults', args: { event: 'lakeside-2024', category: 'M50', offset: off, limit: 100 }, out: { offset: off, limit: 100, results: [], returned: 0, next_offset: off + 100, generated: N.epochMs(N.tick(1)), timing_provider: 'chronotrack-mirror' } }] }));
      return S.root({ output: null, children: c, error: 'maxSteps (8) reached' });
    },
  },
  {
    id: '03', domain: 'school photography orders', style: 'langfuse', agentName: 'order-reconciler',
    isolates: 'Langfuse trace where the agent re-sends the same next_cursor token four times after the final page and gets the same empty data array every time.',
    goal: 'Reconcile print orders for Elmfield Primary picture day: list parent orders that are paid but have no print pack assigned.',
    system: 'You reconcile school photography orders. Use list_orders and list_print_packs.',
    build(N, S) {
      const c = [];
      const cur1 = 'eyJpZCI6Im9yZF8' + N.b62(16), cur2 = 'eyJpZCI6Im9yZF8' + N.b62(16);
      c.push(...S.turn({ text: 'Listing orders for the Elmfield session.', calls: [{ name: 'list_orders', args: { school: 'elmfield-primary', session: 'PD-2024-09' }, out: { data: Array.from({ length: 4 }, () => ({ id: 'ord_' + N.b62(14), pupil_ref: 'P' + N.digits(5), status: N.pick(['paid', 'paid', 'pending']), pack: N.pick(['A', 'B', null]) })), has_more: true, next_cursor: cur1, request_id: N.req('req_') } }] }));
      c.push(...S.turn({ calls: [{ name: 'list_orders', args: { school: 'elmfield-primary', session: 'PD-2024-09', cursor: cur1 }, out: { data: Array.from({ length: 3 }, () => ({ id: 'ord_' + N.b62(14), pupil_ref: 'P' + N.digits(5), status: N.pick(['paid', 'refunded']), pack: N.pick(['C', null]) })), has_more: true, next_cursor: cur2, request_id: N.req('req_') } }] }));
      for (let i = 0; i < 4; i++) c.push(...S.turn({ calls: [{ name: 'list_orders', args: { school: 'elmfield-primary', session: 'PD-2024-09', cursor: cur2 }, out: { data: [], has_more: true, next_cursor: cur2, request_id: N.req('req_') } }] }));
      return S.root({ input: { goal: S.hist[1].content }, output: null, children: c, metadata: { status: 'cancelled', reason: 'operator stopped run' } });
    },
  },
  {
    id: '04', domain: 'open data portal curation', style: 'openinference', agentName: 'catalog-curator',
    isolates: 'OpenInference-instrumented agent pages a CKAN package_search past the reported count; start=150, 200, 250 and 300 all return the same empty results list.',
    goal: 'Find every dataset on the city open data portal tagged "transport" whose last modification is older than 2022, so we can mark them as stale.',
    system: 'You curate the city CKAN open data portal.',
    build(N, S) {
      const c = [];
      const ckan = (start, n) => ({ help: 'https://data.city.example/api/3/action/help_show?name=package_search', success: true, result: { count: 137, sort: 'score desc, metadata_modified desc', results: Array.from({ length: Math.min(n, 3) }, () => ({ name: N.pick(['bus-stops', 'cycle-counts', 'parking-tariffs', 'traffic-signals', 'taxi-ranks', 'ev-chargers', 'road-works']) + '-' + N.int(2014, 2023), metadata_modified: `${N.int(2016, 2024)}-0${N.int(1, 9)}-1${N.int(0, 9)}T0${N.int(0, 9)}:12:44.${N.digits(6)}` })), facets: {}, search_facets: {} }, _shown: `${n} of ${n} results on page (truncated in log)` });
      c.push(...S.turn({ text: 'CKAN returns 50 rows per request; I will page with start.', calls: [{ name: 'package_search', args: { fq: 'tags:transport', rows: 50, start: 0 }, out: ckan(0, 50) }] }));
      c.push(...S.turn({ calls: [{ name: 'package_search', args: { fq: 'tags:transport', rows: 50, start: 50 }, out: ckan(50, 50) }] }));
      c.push(...S.turn({ calls: [{ name: 'package_search', args: { fq: 'tags:transport', rows: 50, start: 100 }, out: ckan(100, 37) }] }));
      for (let s = 150; s <= 300; s += 50) c.push(...S.turn({ calls: [{ name: 'package_search', args: { fq: 'tags:transport', rows: 50, start: s }, out: { help: 'https://data.city.example/api/3/action/help_show?name=package_search', success: true, result: { count: 137, sort: 'score desc, metadata_modified desc', results: [], facets: {}, search_facets: {} } } }] }));
      return S.root({ output: null, children: c, error: 'Agent stopped due to max iterations.' });
    },
  },
  {
    id: '05', domain: 'pension transfer administration', style: 'semantic_kernel', agentName: 'TransferDesk', toolMeta: { plugin: 'CaseSearch' },
    isolates: 'Semantic Kernel agent keeps calling an Elasticsearch scroll with the same scroll_id after the hits are exhausted; three more scrolls return identical empty hits.',
    goal: 'List all defined-contribution transfer-out requests received in Q2 that are still waiting for the receiving scheme\'s acceptance letter.',
    system: 'You are the transfers desk assistant for a pension administrator.',
    build(N, S) {
      const c = [];
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + N.b62(20);
      const hit = () => ({ _id: 'TR-' + N.digits(7), _source: { type: 'DC_TRANSFER_OUT', received: `2024-0${N.int(4, 6)}-${String(N.int(1, 28)).padStart(2, '0')}`, stage: N.pick(['AWAITING_ACCEPTANCE', 'AWAITING_ACCEPTANCE', 'DUE_DILIGENCE', 'PAID']) } });
      c.push(...S.turn({ text: 'Opening a scroll search over Q2 transfer-out cases.', calls: [{ name: 'search_cases', args: { query: { bool: { filter: [{ term: { type: 'DC_TRANSFER_OUT' } }, { range: { received: { gte: '2024-04-01', lte: '2024-06-30' } } }] } }, scroll: '2m', size: 100 }, out: { _scroll_id: sid, took: N.ms(5, 60), timed_out: false, hits: { total: { value: 163, relation: 'eq' }, hits: Array.from({ length: 3 }, hit), _log_note: '100 hits, 3 shown' } } }] }));
      c.push(...S.turn({ calls: [{ name: 'scroll_cases', args: { scroll_id: sid, scroll: '2m' }, out: { _scroll_id: sid, took: N.ms(5, 60), timed_out: false, hits: { total: { value: 163, relation: 'eq' }, hits: Array.from({ length: 2 }, hit), _log_note: '63 hits, 2 shown' } } }] }));
      for (let i = 0; i < 4; i++) c.push(...S.turn({ calls: [{ name: 'scroll_cases', args: { scroll_id: sid, scroll: '2m' }, out: { _scroll_id: sid, took: N.ms(1, 9), timed_out: false, hits: { total: { value: 163, relation: 'eq' }, hits: [] } } }] }));
      return S.root({ output: null, children: c, error: 'KernelException: Maximum auto-invoke attempts (6) reached' });
    },
  },
  {
    id: '06', domain: 'whale watching tours', style: 'strands', agentName: 'booking_auditor', model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0',
    isolates: 'Strands agent follows an always-present Link rel="next" header past the last bookings page; pages 4-7 each return the same empty bookings array.',
    goal: 'Count how many passengers are booked on August whale-watching departures from Tadoussac that have no life-jacket size recorded.',
    system: 'You audit bookings for a whale watching operator.',
    build(N, S) {
      const c = [];
      const resp = (p, bookings) => ({ status: 200, headers: { 'content-type': 'application/json', date: N.http(N.tick(1)), link: `<https://api.baleines.example/v2/bookings?month=2024-08&page=${p + 1}>; rel="next"`, 'x-amzn-requestid': N.uuid(), via: '1.1 ' + N.hex(32) + '.cloudfront.net (CloudFront)' }, body: { bookings } });
      const b = () => ({ ref: 'TDS-' + N.upper(6), departure: `2024-08-${String(N.int(1, 31)).padStart(2, '0')} ${N.pick(['09:00', '13:00', '16:30'])}`, pax: N.int(1, 6), lifejacket_sizes: N.pick([[], ['M', 'L'], ['S'], null]) });
      for (let p = 1; p <= 3; p++) c.push(...S.turn({ text: p === 1 ? 'Reading the August bookings, following the Link header.' : null, calls: [{ name: 'http_request', args: { method: 'GET', url: `https://api.baleines.example/v2/bookings?month=2024-08&page=${p}` }, out: resp(p, Array.from({ length: p === 3 ? 2 : 4 }, b)) }] }));
      for (let p = 4; p <= 7; p++) c.push(...S.turn({ calls: [{ name: 'http_request', args: { method: 'GET', url: `https://api.baleines.example/v2/bookings?month=2024-08&page=${p}` }, out: resp(p, []) }] }));
      return S.root({ output: null, children: c, error: 'EventLoopException: max cycles (8) reached' });
    },
  },
];
