import { run, http, span } from './lib.mjs';
export const family = 'paginate_to_last_page';

const NAMES = ['Ada Quinn', 'Bo Lindqvist', 'Carmen Ruiz', 'Dev Patel', 'Elif Kaya', 'Femi Adeyemi', 'Greta Holm', 'Hiro Tanaka', 'Ines Costa', 'Jonas Weber', 'Kofi Mensah', 'Lena Novak', 'Mara Silva', 'Nils Berg', 'Oona Virtanen', 'Pia Moreau', 'Quentin Roy', 'Rosa Ortega'];

export const rows = [
{
  id: '01', domain: 'roller skating rink (expiring memberships)', style: 'responses',
  isolates: 'Memberships are listed with a cursor over three pages, each bringing new members, until has_more is false; then the agent writes a renewal summary.',
  goal: 'List all roller rink season passes expiring before March 31 and summarise how many are adult vs junior.',
  build: (N) => {
    const page = (c, items, more) => ({ name: 'list_memberships', args: { expires_before: '2025-03-31', limit: 4, ...(c ? { starting_after: c } : {}) }, out: { data: items.map((n, i) => ({ id: 'mem_' + N.b62(10), name: n, tier: i % 3 === 0 ? 'junior' : 'adult', expires: N.day(N.int(3, 40)) })), has_more: more, request_id: N.reqId() } });
    return run(N, { style: 'responses', agent: 'rink-admin', model: 'gpt-4.1-mini', system: 'You help the rink office with memberships.', goal: 'List all roller rink season passes expiring before March 31 and summarise how many are adult vs junior.',
      steps: (() => { const a = page(null, NAMES.slice(0, 4), true); const b = page(a.out.data[3].id, NAMES.slice(4, 8), true); const c = page(b.out.data[3].id, NAMES.slice(8, 10), false); return [
        { think: '', calls: [a] },
        { think: '4 so far; more pages.', calls: [b] },
        { think: '8 so far; one more page.', calls: [c] },
        { think: '10 season passes expire before March 31: 5 adult, 5 junior. Names: ' + NAMES.slice(0, 10).join(', ') + '.' },
      ]; })() });
  },
},
{
  id: '02', domain: 'croquet club (match results)', style: 'pydantic_ai',
  isolates: 'Results are fetched with page=1..4; every page has different fixtures, page 4 says next=null, and the agent computes the ladder.',
  goal: 'Pull all association croquet results for the 2024 club handicap series and tell me who leads on net points.',
  build: (N) => {
    const pairs = [['Ruiz', 'Holm'], ['Patel', 'Kaya'], ['Holm', 'Patel'], ['Kaya', 'Ruiz'], ['Ruiz', 'Patel'], ['Holm', 'Kaya'], ['Patel', 'Ruiz'], ['Kaya', 'Holm'], ['Ruiz', 'Kaya'], ['Patel', 'Holm']];
    const wins = {};
    const pg = (p, sl, last) => { const results = sl.map(([a, b], i) => { const w = (p + i) % 3 === 0 ? b : a; wins[w] = (wins[w] || 0) + 1; return { home: a, away: b, score: `+${N.int(1, 26)}`, winner: w, played: N.day(-N.int(5, 120)) }; }); return { name: 'get_results', args: { series: 'handicap-2024', page: p }, out: http(N, 200, { page: p, results, next: last ? null : `/api/results?series=handicap-2024&page=${p + 1}` }, { 'cache-control': 'max-age=60', age: String(N.int(0, 59)) }) }; };
    const pages = [pg(1, pairs.slice(0, 3), false), pg(2, pairs.slice(3, 6), false), pg(3, pairs.slice(6, 9), false), pg(4, pairs.slice(9), true)];
    const table = Object.entries(wins).sort((x, y) => y[1] - x[1]);
    return run(N, { style: 'pydantic_ai', agent: 'croquet_secretary', model: 'gpt-4o-mini', system: 'You are the club secretary assistant.', goal: 'Pull all association croquet results for the 2024 club handicap series and tell me who leads on net points.',
      steps: [
        { think: '', calls: [pages[0]] },
        { think: '', calls: [pages[1]] },
        { think: '', calls: [pages[2]] },
        { think: '', calls: [pages[3]] },
        { think: `All 10 handicap series games retrieved across 4 pages (next=null on page 4). Wins: ${table.map(([k, v]) => `${k} ${v}`).join(', ')}. ${table[0][0]} leads the series.` },
      ] });
  },
},
{
  id: '03', domain: 'lichen survey (biodiversity records API)', style: 'llamaindex',
  isolates: 'Offset pagination over a biodiversity records API brings new lichen occurrences each page (offset 0, 50, 100) until endOfRecords=true; then the agent tabulates species.',
  goal: 'Collect all lichen occurrence records from the Dartmoor oakwood survey 2023 and list the five most recorded species.',
  build: (N) => {
    const sp = ['Usnea subfloridana', 'Lobaria pulmonaria', 'Parmelia saxatilis', 'Hypogymnia physodes', 'Ramalina farinacea', 'Evernia prunastri', 'Sticta fuliginosa', 'Cladonia coniocraea', 'Normandina pulchella'];
    const pg = (off, n, end) => ({ name: 'occurrence_search', args: { datasetKey: 'b1e3' + N.hex(4) + '-dartmoor-oak', offset: off, limit: 50 }, out: { offset: off, limit: 50, endOfRecords: end, count: 137, results: Array.from({ length: Math.min(n, 4) }, (_, i) => ({ key: N.int(4e9, 5e9), scientificName: sp[(off / 10 + i * 2) % sp.length], eventDate: N.day(-N.int(200, 500)), recordedBy: N.pick(['A. Fowler', 'J. Pike', 'M. Ede']), decimalLatitude: 50.5 + N.f() / 10 })), _note: `${n} results on this page (truncated for display)` } });
    return run(N, { style: 'llamaindex', model: 'gpt-4o', system: 'You are an ecology data assistant.', goal: 'Collect all lichen occurrence records from the Dartmoor oakwood survey 2023 and list the five most recorded species.',
      steps: [
        { think: '', calls: [pg(0, 50, false)] },
        { think: '137 total; fetching the next 50.', calls: [pg(50, 50, false)] },
        { think: '', calls: [pg(100, 37, true)] },
        { think: 'All 137 records collected (endOfRecords=true). Top five: Usnea subfloridana, Parmelia saxatilis, Lobaria pulmonaria, Hypogymnia physodes, Ramalina farinacea.' },
      ] });
  },
},
{
  id: '04', domain: 'rickshaw tours (customer reviews)', style: 'mlflow',
  isolates: 'Reviews are paged via next_page_token; each page brings new reviews and ratings; the last page has no token; the agent summarises complaints.',
  goal: 'Read all reviews for the Old Town evening cycle-rickshaw tour from the last 60 days and summarise the recurring complaints.',
  build: (N) => {
    const r = [['5', 'Lovely driver, great stories'], ['2', 'Blanket was damp'], ['4', 'Fun but rushed at the end'], ['3', 'Started 20 min late'], ['5', 'Best way to see the lanterns'], ['2', 'Started late and cold'], ['4', 'Good value'], ['1', 'Driver cut the route short']];
    const pg = (tok, sl, next) => ({ name: 'list_reviews', args: { product_id: 'old-town-evening', since_days: 60, ...(tok ? { page_token: tok } : {}) }, out: JSON.stringify({ reviews: sl.map(([s, t]) => ({ rating: +s, text: t, author: N.pick(NAMES), created: N.usDate() })), next_page_token: next }) });
    const t1 = N.b62(24), t2 = N.b62(24);
    return run(N, { style: 'mlflow', model: 'gpt-4o-mini', system: 'You analyse customer feedback.', goal: 'Read all reviews for the Old Town evening cycle-rickshaw tour from the last 60 days and summarise the recurring complaints.',
      steps: [
        { think: '', calls: [pg(null, r.slice(0, 3), t1)] },
        { think: '', calls: [pg(t1, r.slice(3, 6), t2)] },
        { think: '', calls: [pg(t2, r.slice(6), null)] },
        { think: '8 reviews in 60 days (avg 3.25). Recurring complaints: late starts (2), cold/damp blankets (2), route cut short or rushed (2).' },
      ] });
  },
},
{
  id: '05', domain: 'candy floss machine rental (orders with Link headers)', style: 'weave',
  isolates: 'Orders are paged using RFC 5988 Link headers with page_info cursors; each page brings different orders; the last response has no rel="next"; the agent totals deposits.',
  goal: 'Find every candy floss machine rental order for the August bank holiday weekend and total the refundable deposits held.',
  build: (N) => {
    const pg = (pi, ids, next) => ({ name: 'shop_get', args: { path: '/admin/api/2024-07/orders.json', query: { tag: 'floss-rental', created_at_min: '2024-08-20', limit: 3, ...(pi ? { page_info: pi } : {}) } }, out: { status: 200, headers: { link: next ? `<https://flossy-hire.myshop.example/admin/api/2024-07/orders.json?limit=3&page_info=${next}>; rel="next"` : `<https://flossy-hire.myshop.example/admin/api/2024-07/orders.json?limit=3&page_info=${N.b62(30)}>; rel="previous"`, 'x-shopify-shop-api-call-limit': `${N.int(1, 39)}/40`, 'x-request-id': N.uuid() }, body: { orders: ids.map((id) => ({ id, name: '#' + id, line_items: [{ title: 'Candy floss machine (weekend)', price: '65.00' }], deposit_held: '50.00' })) } } });
    const a = N.b62(30), b = N.b62(30);
    return run(N, { style: 'weave', model: 'gpt-4o', system: 'You assist a party-equipment rental shop.', goal: 'Find every candy floss machine rental order for the August bank holiday weekend and total the refundable deposits held.',
      steps: [
        { think: '', calls: [pg(null, [1401, 1403, 1408], a)] },
        { think: '', calls: [pg(a, [1411, 1412, 1419], b)] },
        { think: '', calls: [pg(b, [1420], null)] },
        { think: '7 bank-holiday floss machine orders (#1401, #1403, #1408, #1411, #1412, #1419, #1420); deposits held total £350.00.' },
      ] });
  },
},
{
  id: '06', domain: 'coding: triaging GitHub issues of an open-source shoe-shine stand POS', style: 'openhands',
  isolates: 'The agent pages through GitHub issues with gh api ?page=1..3, each page listing new issue numbers, page 3 is short (fewer than per_page), and it writes a triage table.',
  goal: 'List all open issues labelled "bug" in the shineline/pos repository and produce a triage table by component.',
  build: (N) => {
    const pg = (p, iss) => ({ name: 'CmdRunAction', args: { command: `gh api 'repos/shineline/pos/issues?state=open&labels=bug&per_page=5&page=${p}' --jq '.[] | [.number, .title] | @tsv'` }, out: iss.map(([n, t]) => `${n}\t${t}`).join('\n') + `\n[Command finished with exit code 0 in ${N.dur()}]` });
    return run(N, { style: 'openhands', model: 'gpt-4o', system: 'You are OpenHands agent.', goal: 'List all open issues labelled "bug" in the shineline/pos repository and produce a triage table by component.',
      steps: [
        { think: 'Page 1.', calls: [pg(1, [[212, 'Receipt printer skips tip line'], [209, 'Polish stock count goes negative'], [205, 'Card reader timeout on iPad'], [201, 'Tip pooling rounds wrong'], [198, 'Offline mode loses queued sales']])] },
        { think: 'Full page, fetch page 2.', calls: [pg(2, [[193, 'CSV export uses wrong delimiter'], [190, 'Loyalty stamp double counted'], [188, 'Dark mode unreadable receipts'], [181, 'Shift report timezone off'], [177, 'Barcode scan crashes on cold start']])] },
        { think: 'Full again, page 3.', calls: [pg(3, [[170, 'Refund button disabled for cash']])] },
        { think: '11 open bugs. Triage table: printing/receipts (#212, #188), payments (#205, #201, #170), inventory (#209), sync/offline (#198, #177), reporting (#193, #181), loyalty (#190).' },
      ] });
  },
},
];
