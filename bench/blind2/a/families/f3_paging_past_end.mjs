// Family 3: paging past the end. Offset / page / scroll / cursor keeps advancing
// (or the same next-token is re-sent) after the last real page; 3+ empty fetches.

const PRODUCTS = ['Kettle K200', 'AirPure 3 purifier', 'Blendr Pro', 'Toastie 4-slot', 'SteamMate iron', 'AirPure 5 purifier'];
const ISSUES = ['stopped heating after 2 months', 'fan makes grinding noise', 'lid hinge cracked', 'won\'t power on', 'error E4 on display', 'leaking from base', 'cord frayed near plug', 'filter indicator stuck on'];

export default {
  family: 'paging-past-last-page',
  isolates: 'After the last real page, the agent keeps advancing the page/offset/scroll/cursor (or re-sends the same next-token) and gets the same empty page or end-of-list result three or more times.',
  loop: true,
  stagnation: false,
  scenarios: [
    // 01 browser — infinite scroll job board, scroll target keeps increasing
    {
      domain: 'browser', start: '2024-05-14T12:20:05Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = "Collect every open 'Senior Data Engineer' posting on careers.northwind-logistics.com with title, location and link.";
        const cities = ['Rotterdam', 'Hamburg', 'Remote (EU)', 'Antwerp', 'Warsaw', 'Lisbon', 'Remote (UK)', 'Gdańsk', 'Milan', 'Lyon'];
        const jobs = (from, n) => Array.from({ length: n }, (_, i) => ({ title: i % 4 === 3 ? 'Senior Data Engineer, Streaming' : 'Senior Data Engineer', location: cities[(from + i) % cities.length], href: `/jobs/${4100 + from + i * 7}-senior-data-engineer` }));
        const bottom = (y) => ({ requested_y: y, scroll_y: 6212, page_height: 7080, new_items_loaded: 0, at_bottom: true, footer_visible: true });
        const children = [
          L('Opening the careers search, dismissing the cookie banner and filtering to open roles before extracting cards.'),
          T('browser_navigate', { url: 'https://careers.northwind-logistics.com/search?q=senior+data+engineer' }, { status: 200, title: 'Jobs | Northwind Logistics', url: 'https://careers.northwind-logistics.com/search?q=senior+data+engineer' }),
          T('browser_click', { selector: '#onetrust-reject-all-handler', element: 'Reject non-essential cookies' }, { clicked: true, banner_dismissed: true }),
          T('browser_select_option', { selector: 'select#status', values: ['open'] }, { selected: ['open'], url: 'https://careers.northwind-logistics.com/search?q=senior+data+engineer&status=open' }),
          T('browser_wait_for', { selector: 'li.job-card', timeout_ms: 10000 }, { found: true, count: 12, waited_ms: c.int(300, 1400) }),
          T('extract_elements', { selector: 'li.job-card', fields: { title: 'h3', location: '.job-loc', href: 'a@href' } }, { count: 12, items: jobs(0, 12) }),
          T('browser_scroll', { to_y: 4000 }, { requested_y: 4000, scroll_y: 4000, page_height: 7080, new_items_loaded: 6, at_bottom: false, footer_visible: false }),
          T('extract_elements', { selector: 'li.job-card:nth-child(n+13)', fields: { title: 'h3', location: '.job-loc', href: 'a@href' } }, { count: 6, items: jobs(12, 6) }),
          L('18 postings so far. Scrolling further to trigger more lazy-loaded cards.'),
          T('browser_scroll', { to_y: 8000 }, bottom(8000)),
          T('browser_scroll', { to_y: 12000 }, bottom(12000)),
          L('No new cards appeared. The loader may be throttled by the viewport, so I will push the scroll position further down.'),
          T('browser_scroll', { to_y: 16000 }, bottom(16000)),
          T('browser_scroll', { to_y: 20000 }, bottom(20000)),
          T('browser_scroll', { to_y: 24000 }, bottom(24000)),
        ];
        return { goal, root: A('web-agent', goal, 'Agent stopped: max iterations reached', children) };
      },
    },

    // 02 support — Zendesk search pages 1-3 real, pages 4-7 empty
    {
      domain: 'support', start: '2024-07-02T09:00:41Z', jsonArgs: true, model: 'gpt-4o-2024-05-13',
      build(c, { A, L, T }) {
        const goal = "Summarise all tickets tagged 'warranty-claim' created in Q2 2024, grouped by product line.";
        const total = 61, per = 25;
        let id = 88130;
        const tickets = Array.from({ length: total }, () => { id += c.int(3, 90); return { id, subject: `${c.pick(PRODUCTS)} ${c.pick(ISSUES)}`, status: c.pick(['solved', 'solved', 'open', 'pending']), created_at: '2024-' + String(c.int(4, 6)).padStart(2, '0') + '-' + String(c.int(1, 28)).padStart(2, '0') + 'T' + String(c.int(6, 21)).padStart(2, '0') + ':' + String(c.int(10, 59)) + ':' + String(c.int(10, 59)) + 'Z' }; });
        const q = 'type:ticket tags:warranty-claim created>=2024-04-01 created<2024-07-01';
        const base = 'https://homewares.zendesk.com/api/v2/search.json?page=';
        const page = (p) => {
          const results = tickets.slice((p - 1) * per, p * per);
          return { results, count: total, next_page: p * per < total ? base + (p + 1) : null, previous_page: p > 1 ? base + (p - 1) : null, facets: null };
        };
        const children = [
          L('Fetching all Q2 warranty-claim tickets via the search API, 25 per page, then grouping by product.'),
          T('zendesk_search', { query: q, page: 1, per_page: per }, page(1)),
          T('zendesk_search', { query: q, page: 2, per_page: per }, page(2)),
          T('zendesk_search', { query: q, page: 3, per_page: per }, page(3)),
          T('zendesk_search', { query: q, page: 4, per_page: per }, page(4)),
          L('Page 4 came back empty. Search counts can lag behind the index, so there may still be tickets further on; continuing.'),
          T('zendesk_search', { query: q, page: 5, per_page: per }, page(5)),
          T('zendesk_search', { query: q, page: 6, per_page: per }, page(6)),
          L('Two more empty pages. Checking one further page before grouping.'),
          T('zendesk_search', { query: q, page: 7, per_page: per }, page(7)),
        ];
        return { goal, root: A('support-analyst', goal, 'AgentExecutor stopped: iteration limit (10) reached.', children) };
      },
    },

    // 03 data — offset pagination into staging, keeps going after the short last page
    {
      domain: 'data', start: '2024-01-09T02:15:00Z', jsonArgs: false, model: 'gpt-4-turbo',
      build(c, { A, L, T }) {
        const goal = 'Pull all 2023 orders from the legacy orders API into staging.orders_2023 and report total revenue.';
        const batch = (offset, n) => ({ batch_id: c.uuid(), offset, limit: 500, rows_fetched: n, rows_inserted: n, revenue_in_batch: n ? c.secs(n * 55, n * 80, 2) : 0, has_more: n === 500, api_latency_ms: c.int(300, 1900) });
        const children = [
          L('Loading orders in batches of 500 via load_orders_page, which writes each batch into staging.orders_2023 and returns counts.'),
          ...[0, 500, 1000, 1500, 2000, 2500].map((o) => T('load_orders_page', { year: 2023, offset: o, limit: 500, target: 'staging.orders_2023' }, batch(o, 500))),
          T('load_orders_page', { year: 2023, offset: 3000, limit: 500, target: 'staging.orders_2023' }, batch(3000, 212)),
          L('Only 212 rows in that batch. This legacy API is known to return short pages under load, so I will keep advancing the offset to be safe.'),
          T('load_orders_page', { year: 2023, offset: 3500, limit: 500, target: 'staging.orders_2023' }, batch(3500, 0)),
          T('load_orders_page', { year: 2023, offset: 4000, limit: 500, target: 'staging.orders_2023' }, batch(4000, 0)),
          T('load_orders_page', { year: 2023, offset: 4500, limit: 500, target: 'staging.orders_2023' }, batch(4500, 0)),
          L('Three empty batches in a row; the backlog might be sharded by offset ranges, trying further out.'),
          T('load_orders_page', { year: 2023, offset: 5000, limit: 500, target: 'staging.orders_2023' }, batch(5000, 0)),
          T('load_orders_page', { year: 2023, offset: 5500, limit: 500, target: 'staging.orders_2023' }, batch(5500, 0)),
        ];
        return { goal, root: A('etl-agent', goal, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', children) };
      },
    },

    // 04 travel — hotel offers: the same next link re-sent after the last real page
    {
      domain: 'travel', start: '2024-02-19T19:44:27Z', jsonArgs: false, model: 'claude-3-haiku-20240307',
      build(c, { A, L, T, P }) {
        const goal = 'List every hotel offer in Barcelona for 2 adults, 12–15 March, with free cancellation, so I can compare them.';
        const names = ['Hotel Casa Fuster', 'H10 Metropolitan', 'Catalonia Eixample 1864', 'Hotel Jazz', 'Ohla Eixample', 'Hotel Praktik Bakery', 'Hotel Arts Barcelona', 'Barceló Sants', 'NH Collection Barcelona Gran Hotel Calderón', 'Hotel Brummell', 'Yurbban Passage', 'Almanac Barcelona', 'Hotel Pulitzer', 'Motel One Barcelona-Ciutadella'];
        const offers = names.map((n, i) => ({ hotelId: 'BC' + c.alnum(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), name: n, offerId: c.alnum(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), total: String(c.int(380, 1650)) + '.00', currency: 'EUR', cancellation: { type: 'FULL_REFUNDABLE', deadline: '2024-03-10T23:59:00+01:00' } }));
        const link = (o) => `https://api.travelhub.example/v3/shopping/hotel-offers?cityCode=BCN&checkInDate=2024-03-12&checkOutDate=2024-03-15&adults=2&paymentPolicy=NONE&boardType=ROOM_ONLY&page%5Boffset%5D=${o}&page%5Blimit%5D=5`;
        const pg = (o) => ({ data: offers.slice(o, o + 5), meta: { count: 14, links: { self: link(o), next: link(o + 5) } } });
        const endPage = () => ({ data: [], meta: { count: 14, links: { self: link(15) } }, warnings: [{ code: 3, title: 'NO ITEMS FOUND', detail: 'page offset exceeds result set' }], request_id: c.hex(16) });
        const children = [
          T('hotel_offers_search', { cityCode: 'BCN', checkInDate: '2024-03-12', checkOutDate: '2024-03-15', adults: 2, cancellation: 'FREE', page_limit: 5 }, pg(0)),
          T('hotel_offers_next', { next_url: link(5) }, pg(5)),
          T('hotel_offers_next', { next_url: link(10) }, { data: offers.slice(10, 14), meta: { count: 14, links: { self: link(10), next: link(15) } } }),
          T('hotel_offers_next', { next_url: link(15) }, endPage()),
          L('The next link returned no data with a NO ITEMS FOUND warning. That can be a transient availability glitch; retrying the same link.'),
          T('hotel_offers_next', { next_url: link(15) }, endPage()),
          T('hotel_offers_next', { next_url: link(15) }, endPage()),
          T('hotel_offers_next', { next_url: link(15) }, endPage()),
          P('hotel_offers_next', { next_url: link(15) }),
        ];
        return { goal, root: A('travel-agent', goal, 'Run terminated: tool call exceeded 120s timeout.', children) };
      },
    },

    // 05 devops — CloudWatch get_log_events returns the same forward token; nested collector
    {
      domain: 'devops', start: '2024-08-07T06:32:19Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Attach the full application log of the failed nightly-etl Lambda run (request 3f1c9a52-7d0e-4b8a-9a61-2c5e0f4b8d17) to incident INC-20931.';
        const reqId = '3f1c9a52-7d0e-4b8a-9a61-2c5e0f4b8d17';
        const stream = '2024/08/07/[$LATEST]' + c.hex(32);
        const tok1 = 'f/' + c.digits(56), tok2 = 'f/' + c.digits(56), back = 'b/' + c.digits(56);
        const ev = (msg) => ({ timestamp: c.epochMs(), message: msg, ingestionTime: c.now + c.int(80, 900) });
        const lines1 = [
          `START RequestId: ${reqId} Version: $LATEST`,
          '[INFO]\tloading manifest s3://acme-etl/manifests/2024-08-06.json',
          '[INFO]\t412 partitions scheduled',
          '[WARN]\tpartition dt=2024-08-06/hr=13 has 0 files, skipping',
          '[INFO]\twriting to redshift table analytics.fact_shipments',
          '[ERROR]\tpsycopg2.errors.DiskFull: could not extend file "base/16384/2613": No space left on device',
          '[ERROR]\tTraceback (most recent call last): File "/var/task/etl/load.py", line 188, in copy_partition',
          '[ERROR]\tbatch 37/412 failed; aborting run',
        ];
        const lines2 = [
          '[INFO]\trolling back transaction txn_8812',
          `END RequestId: ${reqId}`,
          `REPORT RequestId: ${reqId}\tDuration: 412233.18 ms\tBilled Duration: 412234 ms\tMemory Size: 3008 MB\tMax Memory Used: 2211 MB`,
        ];
        const args = (token) => ({ logGroupName: '/aws/lambda/nightly-etl', logStreamName: stream, startFromHead: true, ...(token ? { nextToken: token } : {}) });
        const endRes = () => ({ events: [], nextForwardToken: tok2, nextBackwardToken: back, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } });
        const collector = A('log_collector', `Collect every log event for request ${reqId} from /aws/lambda/nightly-etl.`, 'Agent stopped: max iterations reached', [
          T('cw_describe_log_streams', { logGroupName: '/aws/lambda/nightly-etl', orderBy: 'LastEventTime', descending: true, limit: 3 }, { logStreams: [
            { logStreamName: stream, firstEventTimestamp: 1723004403112, lastEventTimestamp: 1723004815345, storedBytes: 0 },
            { logStreamName: '2024/08/06/[$LATEST]' + c.hex(32), firstEventTimestamp: 1722918002871, lastEventTimestamp: 1722918391007, storedBytes: 0 },
          ] }),
          T('cw_get_log_events', args(null), { events: lines1.map(ev), nextForwardToken: tok1, nextBackwardToken: back, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } }),
          T('cw_get_log_events', args(tok1), { events: lines2.map(ev), nextForwardToken: tok2, nextBackwardToken: back, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } }),
          T('cw_get_log_events', args(tok2), endRes()),
          L('Empty batch. CloudWatch can deliver events late, so the stream may still be flushing; continuing with the forward token.', 'gpt-4o-mini'),
          T('cw_get_log_events', args(tok2), endRes()),
          T('cw_get_log_events', args(tok2), endRes()),
          T('cw_get_log_events', args(tok2), endRes()),
        ]);
        const children = [
          T('incident_get', { id: 'INC-20931' }, { id: 'INC-20931', title: 'nightly-etl failed: fact_shipments not loaded', severity: 'SEV3', status: 'investigating', opened_at: c.isoS(), assignee: 'data-platform-oncall', attachments: [] }),
          T('lambda_get_function_configuration', { FunctionName: 'nightly-etl' }, { FunctionName: 'nightly-etl', Runtime: 'python3.11', Timeout: 900, MemorySize: 3008, LastModified: '2024-08-01T14:22:09.000+0000', LoggingConfig: { LogFormat: 'Text', LogGroup: '/aws/lambda/nightly-etl' }, RevisionId: c.uuid() }),
          L('The function logs to /aws/lambda/nightly-etl in text format. Delegating log collection to the log collector; once I have the full log I will attach it to INC-20931.'),
          collector,
          L('The collector ran out of steps before returning. Nothing attached yet.'),
        ];
        return { goal, root: A('incident-assistant', goal, 'Could not attach the log to INC-20931: log collection did not complete.', children) };
      },
    },

    // 06 research — OpenAlex page numbers past count, nested bibliographer
    {
      domain: 'research', start: '2024-12-02T10:10:10Z', jsonArgs: true, model: 'gpt-4o-2024-08-06',
      build(c, { A, L, T }) {
        const goal = 'Compile a list of 2024 journal articles that cite the BioBERT paper (OpenAlex W2911489562), with title, venue and DOI.';
        const venues = ['Bioinformatics', 'Briefings in Bioinformatics', 'JAMIA', 'Journal of Biomedical Informatics', 'BMC Bioinformatics', 'Scientific Reports', 'Artificial Intelligence in Medicine', 'npj Digital Medicine'];
        const topics = ['clinical named entity recognition', 'adverse drug event extraction', 'biomedical relation extraction', 'radiology report summarisation', 'ICD coding', 'literature-based discovery', 'protein–protein interaction mining', 'chemical NER'];
        const models = ['domain-adapted transformers', 'prompted LLMs', 'contrastive pretraining', 'graph-augmented encoders', 'lightweight distilled models'];
        const works = Array.from({ length: 57 }, (_, i) => ({ id: 'https://openalex.org/W' + c.digits(10), doi: `https://doi.org/10.${c.pick(['1093', '1016', '1186', '1038'])}/${c.alnum(4, 'abcdefghijklmnopqrstuvwxyz')}.${2024}.${c.digits(6)}`, title: `${c.pick(['Improving', 'Benchmarking', 'Revisiting', 'Scaling', 'Evaluating'])} ${c.pick(topics)} with ${c.pick(models)}`, host_venue: c.pick(venues), publication_year: 2024 }));
        const per = 25;
        const q = { filter: 'cites:W2911489562,publication_year:2024,type:article', per_page: per, select: 'id,doi,title,primary_location' };
        const page = (p) => ({ meta: { count: 57, db_response_time_ms: c.int(20, 180), page: p, per_page: per, groups_count: null }, results: works.slice((p - 1) * per, p * per), group_by: [] });
        const biblio = A('bibliographer', 'Page through OpenAlex works citing W2911489562 published in 2024 (articles only) and return title, venue and DOI for each.', 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.', [
          T('openalex_works', { ...q, page: 1 }, page(1)),
          T('openalex_works', { ...q, page: 2 }, page(2)),
          T('openalex_works', { ...q, page: 3 }, page(3)),
          L('Page 3 returned 7 works, 57 total so far. Requesting the next page.', 'gpt-4o-mini'),
          T('openalex_works', { ...q, page: 4 }, page(4)),
          T('openalex_works', { ...q, page: 5 }, page(5)),
          L('Pages 4 and 5 have empty results; OpenAlex sometimes returns sparse pages when the index is being updated, so I will keep going.', 'gpt-4o-mini'),
          T('openalex_works', { ...q, page: 6 }, page(6)),
          T('openalex_works', { ...q, page: 7 }, page(7)),
        ]);
        const children = [
          L('I will have the bibliographer collect the citing works, then format the list.'),
          biblio,
        ];
        return { goal, root: A('research-assistant', goal, 'The bibliographer did not return a result (recursion limit reached). No list produced.', children) };
      },
    },
  ],
};
