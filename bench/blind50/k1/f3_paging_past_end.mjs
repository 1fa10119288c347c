import { row } from './lib.mjs';
const F = 'f3_paging_past_end';
const L = (i, iso, st, fn) => row(F, i, iso, true, false, st, fn);
export const rows = () => [
L(1, 'Page numbers of a mushroom-farm harvest log keep advancing past the last page and every reply is the same empty page.', 'langfuse', (N) => ({
  goal: 'Total the oyster mushroom flush weights for grow room 4 in October.',
  steps: [
    { say: 'Fetching harvest records page by page.', call: { name: 'harvest_records', args: { room: 4, month: '2024-10', page: 1 } }, out: (N) => ({ page: 1, items: [{ flush: 1, kg: 42.5 }, { flush: 2, kg: 31.0 }], total_pages: 2, served_by: N.host('hx') }) },
    { call: { name: 'harvest_records', args: { room: 4, month: '2024-10', page: 2 } }, out: (N) => ({ page: 2, items: [{ flush: 3, kg: 18.2 }], total_pages: 2, served_by: N.host('hx') }) },
    ...[3, 4, 5, 6].map((p) => ({ call: { name: 'harvest_records', args: { room: 4, month: '2024-10', page: p } }, out: (N) => ({ page: p, items: [], total_pages: 2, served_by: N.host('hx') }) })),
  ], cut: true })),
L(2, 'An offset-based kiln firing log for a ceramics studio is read at offsets beyond the total, always empty.', 'otel', (N) => ({
  goal: 'Find every firing of the shared electric kiln that reached cone 10 this year.',
  steps: [
    { say: 'Reading the firing log.', call: { name: 'kiln_firings', args: { kiln: 'E-2', limit: 50, offset: 0 } }, out: (N) => ({ total: 61, offset: 0, data: Array.from({ length: 5 }, (_, i) => ({ id: 900 + i, cone: i % 2 ? 10 : 6 })), note: '45 more rows omitted for brevity' }) },
    { call: { name: 'kiln_firings', args: { kiln: 'E-2', limit: 50, offset: 50 } }, out: (N) => ({ total: 61, offset: 50, data: [{ id: 1011, cone: 10 }, { id: 1019, cone: 10 }] }) },
    ...[100, 150, 200, 250].map((o) => ({ call: { name: 'kiln_firings', args: { kiln: 'E-2', limit: 50, offset: o } }, out: { total: 61, offset: o, data: [] } })),
  ], cut: true })),
L(3, 'The same next_cursor is re-sent to a lighthouse-tour booking API and the same empty page comes back each time.', 'vercel', (N) => ({
  goal: 'Export all confirmed bookings for the Start Point lighthouse tours in August for the insurer.',
  steps: [
    { say: 'Listing bookings.', call: { name: 'list_bookings', args: { venue: 'start-point', status: 'confirmed', month: '2025-08' } }, out: (N) => ({ data: [{ ref: 'SP-4410', pax: 4 }, { ref: 'SP-4417', pax: 2 }], has_more: true, next_cursor: 'eyJpZCI6NDQxN30' }) },
    ...[1, 2, 3, 4].map(() => ({ call: { name: 'list_bookings', args: { venue: 'start-point', status: 'confirmed', month: '2025-08', cursor: 'eyJpZCI6NDQxN30' } }, out: (N) => ({ data: [], has_more: false, next_cursor: 'eyJpZCI6NDQxN30', request_id: N.rid('bk_') }) })),
  ], cut: true })),
L(4, 'A browser agent keeps scrolling a harp-string supplier\'s catalogue after the last product, each scroll returning an unchanged page.', 'agno', (N) => ({
  goal: 'Collect the gauges and prices of all nylon lever-harp strings on the supplier\'s catalogue page.',
  steps: [
    { say: 'Scroll through the catalogue.', call: { name: 'browser_scroll', args: { url: 'https://strings.example/lever-nylon', y: 0 } }, out: '<ul class="grid"><li data-sku="LN-01">1st octave C — 0.025" — £4.20</li><li data-sku="LN-02">1st octave D — 0.028" — £4.20</li></ul>' },
    { call: { name: 'browser_scroll', args: { url: 'https://strings.example/lever-nylon', y: 1400 } }, out: '<ul class="grid"><li data-sku="LN-03">2nd octave E — 0.032" — £4.60</li></ul><footer>End of results</footer>' },
    ...[2800, 4200, 5600].map((y) => ({ call: { name: 'browser_scroll', args: { url: 'https://strings.example/lever-nylon', y } }, out: '<footer>End of results</footer>' })),
  ], cut: true })),
L(5, 'An object-store listing for a wind-tunnel test lab advances the marker past the end repeatedly.', 'plain', (N) => ({
  goal: 'Count the pressure-tap CSV files from wind-tunnel campaign WT-33.',
  steps: [
    { say: 'Listing the bucket prefix.', call: { name: 'list_objects', args: { bucket: 'wt-lab-raw', prefix: 'WT-33/', max_keys: 1000 } }, out: (N) => `<ListBucketResult><KeyCount>3</KeyCount><IsTruncated>false</IsTruncated><Contents><Key>WT-33/run01.csv</Key></Contents><Contents><Key>WT-33/run02.csv</Key></Contents><Contents><Key>WT-33/run03.csv</Key></Contents></ListBucketResult>` },
    ...['WT-33/run03.csv', 'WT-33/run04.csv', 'WT-33/run05.csv', 'WT-33/run06.csv'].map((m) => ({ call: { name: 'list_objects', args: { bucket: 'wt-lab-raw', prefix: 'WT-33/', max_keys: 1000, start_after: m } }, out: '<ListBucketResult><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>' })),
  ], cut: true })),
L(6, 'A falafel franchise review scraper increments ?page= past the last page and gets the same "no reviews" text.', 'smolagents', (N) => ({
  goal: 'Gather every one-star review of the Leith Walk falafel franchise to summarise complaints.',
  steps: [
    { say: 'Fetch reviews.', call: { name: 'visit_webpage', args: { url: 'https://reviews.example/leith-falafel?stars=1&page=1' } }, out: '1. "Cold pitta, waited 25 min" — Sam\n2. "Order missing hummus" — Priya\nPage 1 of 1' },
    ...[2, 3, 4, 5].map((p) => ({ call: { name: 'visit_webpage', args: { url: `https://reviews.example/leith-falafel?stars=1&page=${p}` } }, out: 'No reviews match your filters.' })),
  ], cut: true })),
];
