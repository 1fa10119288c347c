import { row } from './lib.mjs';
const F = 'paging_beyond_last_page';
// real pages then empty pages; llm turns after the last real page carry only tool calls
function pages(c, name, argFor, real, empty, nEmpty) { real.forEach((p, i) => { c.llm(i === 0 ? 'Fetching the first page.' : null, [{ name, args: argFor(i) }]); c.tool(p); }); for (let k = 0; k < nEmpty; k++) { c.llm(null, [{ name, args: argFor(real.length + k) }]); c.tool(empty(k)); } }
export default [
  () => row(F, 1, { style: 'plain', agent: 'nettle-orders', isolates: 'Order export for a nettle-textiles mill: two real pages, then page numbers 3-6 all return the same empty page.', system: 'Back-office agent for a nettle fibre textile mill.', goal: 'Total the metres of undyed nettle twill ordered in February.' }, (c, N) => {
    pages(c, 'list_orders', (i) => ({ month: '2025-02', page: i + 1, per_page: 50 }), [{ page: 1, orders: [{ id: 'NT-301', fabric: 'twill-undyed', m: 120 }, { id: 'NT-302', fabric: 'plain-dyed', m: 40 }] }, { page: 2, orders: [{ id: 'NT-351', fabric: 'twill-undyed', m: 75 }] }], () => ({ page: null, orders: [], served_by: N.host('erp') }), 4);
    return c.root(null, { error: 'step limit' });
  }),
  () => row(F, 2, { style: 'logfire', agent: 'sidekiq-retries', isolates: 'Browsing the Sidekiq retry set with an offset that keeps growing past the end; the API answers the same empty list four times.', system: 'Ops agent for a Rails app; tools wrap the Sidekiq web API.', goal: 'Collect error classes of all jobs in the retry set for the kefir subscription app.' }, (c, N) => {
    pages(c, 'sidekiq_retries', (i) => ({ offset: i * 25, limit: 25 }), [{ size: 31, jobs: [{ class: 'ShipmentLabelJob', error_class: 'Net::ReadTimeout', count: 19 }, { class: 'RenewalChargeJob', error_class: 'Stripe::CardError', count: 6 }] }, { size: 31, jobs: [{ class: 'ShipmentLabelJob', error_class: 'Net::ReadTimeout', count: 6 }] }], () => ({ size: 31, jobs: [], redis: `redis://${N.host('redis')}:6379/2`, latency: N.dur(1, 9) }), 4);
    return c.root(null, { error: 'UsageLimitExceeded: request_limit of 10' });
  }),
  () => row(F, 3, { style: 'gemini', model: 'gemini-2.0-flash', agent: 'zither-archive', isolates: 'A sheet-music archive cursor is re-sent after the final page; the same empty result with the same next cursor comes back three times.', system: 'Librarian assistant for a zither sheet-music archive.', goal: 'List every arrangement for concert zither in the archive by composer Anton Karas.' }, (c, N) => {
    const cur = 'eyJwIjozLCJzIjoia2FyYXMifQ';
    pages(c, 'archive_search', (i) => ({ composer: 'Anton Karas', instrument: 'concert zither', cursor: i === 0 ? null : i === 1 ? 'eyJwIjoyLCJzIjoia2FyYXMifQ' : cur }), [{ items: ['Harry Lime Theme (arr. 1950)', 'Café Mozart Waltz'], next_cursor: 'eyJwIjoyLCJzIjoia2FyYXMifQ' }, { items: ['Wiener Fiakerlied (arr. Karas)'], next_cursor: cur }], () => ({ items: [], next_cursor: cur, served: N.http() }), 4);
    return c.root(null, { error: 'DEADLINE_EXCEEDED' });
  }),
  () => row(F, 4, { style: 'oai_agents', agent: 'TrotEntries', isolates: 'Harness-racing entries API paged by number: after page 3 (partial), pages 4-7 each return an identical empty page.', system: 'You compile race entries for a harness racing track.', goal: 'List all horses entered for Saturday races with trainer names.' }, (c, N) => {
    pages(c, 'entries', (i) => ({ meet: 'SAT-0322', page: i + 1 }), [{ entries: [{ horse: 'Kingsbridge Flyer', trainer: 'A. Moss' }, { horse: 'Dusty Pacer', trainer: 'L. Kerr' }] }, { entries: [{ horse: 'Northern Tempo', trainer: 'A. Moss' }] }, { entries: [{ horse: 'Silk Hobble', trainer: 'P. Rae' }] }], () => ({ entries: [], x_ratelimit_remaining: 600 - N.int(1, 99) }), 4);
    return c.root(null, { error: 'MaxTurnsExceeded' });
  }),
  () => row(F, 5, { style: 'smolagents', agent: 'minio-audit', isolates: 'S3-compatible bucket listing with a start-after key that keeps advancing to invented keys after IsTruncated=false; every response is empty.', system: 'Storage audit agent for a MinIO cluster.', goal: 'Count objects larger than 1 GB in bucket raw-footage.' }, (c, N) => {
    pages(c, 'list_objects_v2', (i) => ({ bucket: 'raw-footage', max_keys: 1000, start_after: ['', 'cam07/2024-12-31.mp4', 'cam12/2025-02-01.mp4', 'cam13/', 'cam14/', 'cam15/'][i] }), [`<ListBucketResult><KeyCount>1000</KeyCount><IsTruncated>true</IsTruncated><!-- 14 objects > 1GB --></ListBucketResult>`, `<ListBucketResult><KeyCount>412</KeyCount><IsTruncated>false</IsTruncated><!-- 3 objects > 1GB --></ListBucketResult>`], () => `<ListBucketResult><Name>raw-footage</Name><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>\n<!-- x-amz-request-id: ${N.hex(16).toUpperCase()} -->`, 4);
    return c.root(null, { error: 'AgentMaxStepsError' });
  }),
  () => row(F, 6, { style: 'otel', agent: 'tide-pool-survey', isolates: 'Scrolling a citizen-science tide-pool photo feed by scroll position: after the feed ends, three more scrolls return the same empty batch.', system: 'You process a tide-pool survey photo feed.', goal: 'Count photos tagged "Asterias rubens" from the spring survey.' }, (c, N) => {
    pages(c, 'feed_scroll', (i) => ({ survey: 'spring-2025', scroll_y: i * 2400 }), [{ photos: 24, asterias: 5 }, { photos: 11, asterias: 2, end_of_feed: true }], () => ({ photos: 0, asterias: 0, end_of_feed: true, render_ms: N.int(30, 200) }), 3);
    return c.root(null, { error: 'cut off' });
  }),
];
