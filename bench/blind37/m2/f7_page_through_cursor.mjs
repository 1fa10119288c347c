// Family 7 (healthy): pagination bringing new items on every page until the source says there is no more, then a summary.
import { tracer } from './lib.mjs';

export const family = 'page_through_cursor';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'soba restaurant buckwheat invoices', style: 'otel',
    isolates: 'The agent pages a supplier invoice API with a cursor; three pages each bring different invoices, the last has next_cursor null, and it totals the quarter.',
    goal: 'Total our Q3 buckwheat flour spend with Shinshu Mills across all three soba shops.',
    build(N) {
      const T = tracer('otel', N, { agent: 'soba-accounts', goal: this.goal, service: 'soba-backoffice' });
      const c1 = N.cursor(), c2 = N.cursor();
      const pg = (cursor, items, next) => ({ name: 'list_invoices', args: { supplier: 'shinshu-mills', period: '2025-Q3', ...(cursor ? { cursor } : {}) }, out: { data: items, next_cursor: next, request_id: N.req('req_'), served_at: N.http() } });
      T.step('', [pg(null, [{ no: 'SM-7101', shop: 'Kanda', kg: 120, jpy: 198000 }, { no: 'SM-7133', shop: 'Asakusa', kg: 80, jpy: 132000 }, { no: 'SM-7160', shop: 'Nakano', kg: 60, jpy: 99000 }], c1)]);
      T.step('Page 1 has 3 invoices (¥429,000). Fetching the next page.', [pg(c1, [{ no: 'SM-7214', shop: 'Kanda', kg: 140, jpy: 231000 }, { no: 'SM-7245', shop: 'Asakusa', kg: 90, jpy: 148500 }, { no: 'SM-7266', shop: 'Nakano', kg: 50, jpy: 82500 }], c2)]);
      T.step('Page 2 adds 3 more (¥462,000). Fetching the next page.', [pg(c2, [{ no: 'SM-7302', shop: 'Kanda', kg: 130, jpy: 214500 }, { no: 'SM-7319', shop: 'Asakusa', kg: 70, jpy: 115500 }], null)]);
      const fin = 'Q3 buckwheat flour from Shinshu Mills: 8 invoices, 740 kg, ¥1,221,000 in total (Kanda ¥643,500, Asakusa ¥396,000, Nakano ¥181,500).';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '02', domain: 'sea glass jewellery marketplace orders', style: 'langsmith',
    isolates: 'A LangGraph agent walks four pages of marketplace orders by cursor, each page with new order ids and designs, stops when has_more is false and reports the best sellers.',
    goal: 'Which sea glass designs sold best in November? Use our marketplace orders.',
    build(N) {
      const T = tracer('langsmith', N, { agent: 'shop-insights', goal: this.goal });
      const curs = [N.cursor(), N.cursor(), N.cursor()];
      const pg = (i, orders, more) => ({ name: 'list_orders', args: { month: '2025-11', limit: 4, ...(i ? { starting_after: curs[i - 1] } : {}) }, out: { orders, has_more: more, ...(more ? { next: curs[i] } : {}), 'x-request-id': N.uuid() } });
      T.step('Fetching November orders.', [pg(0, [{ id: 'o_' + N.alnum(8), item: 'Cobalt drop earrings' }, { id: 'o_' + N.alnum(8), item: 'Seafoam pendant' }, { id: 'o_' + N.alnum(8), item: 'Cobalt drop earrings' }, { id: 'o_' + N.alnum(8), item: 'Amber ring' }], true)]);
      T.step('4 orders so far. Fetching the next page.', [pg(1, [{ id: 'o_' + N.alnum(8), item: 'Seafoam pendant' }, { id: 'o_' + N.alnum(8), item: 'Cobalt drop earrings' }, { id: 'o_' + N.alnum(8), item: 'Frosted white cuff' }, { id: 'o_' + N.alnum(8), item: 'Seafoam pendant' }], true)]);
      T.step('8 orders now, with a new design (Frosted white cuff). Next page.', [pg(2, [{ id: 'o_' + N.alnum(8), item: 'Cobalt drop earrings' }, { id: 'o_' + N.alnum(8), item: 'Amber ring' }, { id: 'o_' + N.alnum(8), item: 'Seafoam pendant' }, { id: 'o_' + N.alnum(8), item: 'Cobalt drop earrings' }], true)]);
      T.step('12 orders. One more page.', [pg(3, [{ id: 'o_' + N.alnum(8), item: 'Frosted white cuff' }], false)]);
      const fin = 'November: 13 orders. Best sellers: Cobalt drop earrings (5), Seafoam pendant (4), then Amber ring and Frosted white cuff (2 each).';
      T.step(fin, []);
      return T.root({ messages: [{ type: 'ai', content: fin }] });
    },
  },
  {
    n: '03', domain: 'weathervane commission inquiries', style: 'smolagents',
    isolates: 'A code agent reads numbered pages of commission inquiries, each page with different inquiries, until the API says it is the last page, then lists the open rooster-design requests.',
    goal: 'List all open commission inquiries that ask for a rooster weathervane, with customer and budget.',
    build(N) {
      const T = tracer('smolagents', N, { agent: 'forge_assistant', goal: this.goal, toolNames: ['get_inquiries', 'final_answer'] });
      const pg = (p, rows, last) => ({ name: 'get_inquiries', args: { status: 'open', page: p }, out: JSON.stringify({ page: p, last_page: last ? p : null, total_pages: last ? p : undefined, rows, generated: N.isoSec() }) });
      T.step('I will fetch the first page of open inquiries.', [pg(1, [{ id: 301, customer: 'Glebe Farm', design: 'rooster', budget: 650 }, { id: 302, customer: 'St Aldhelm\'s church', design: 'fish', budget: 1200 }], false)]);
      T.step('Page 1 has one rooster (Glebe Farm). Fetching page 2.', [pg(2, [{ id: 305, customer: 'M. Dufresne', design: 'fox', budget: 480 }, { id: 309, customer: 'Hollins Brewery', design: 'rooster with hops', budget: 900 }], false)]);
      T.step('Page 2 adds Hollins Brewery\'s rooster. Fetching page 3.', [pg(3, [{ id: 311, customer: 'K. Abara', design: 'rooster', budget: 550 }], true)]);
      T.step('Page 3 is the last page and adds K. Abara. Writing the answer.', [{ name: 'final_answer', args: { answer: 'Open rooster inquiries: #301 Glebe Farm (£650), #309 Hollins Brewery, rooster with hops (£900), #311 K. Abara (£550).' }, out: 'Open rooster inquiries: #301 Glebe Farm (£650), #309 Hollins Brewery, rooster with hops (£900), #311 K. Abara (£550).' }]);
      return T.root('Open rooster inquiries: #301 Glebe Farm (£650), #309 Hollins Brewery, rooster with hops (£900), #311 K. Abara (£550).');
    },
  },
  {
    n: '04', domain: 'abacus school attendance', style: 'pydantic_ai',
    isolates: 'The agent pages attendance records by offset, each page covering different students, until a short page ends the list, then names students below 75% attendance.',
    goal: 'Which students in the Saturday soroban classes are under 75% attendance this term?',
    build(N) {
      const T = tracer('pydantic_ai', N, { agent: 'school_admin', goal: this.goal });
      const pg = (offset, rows) => ({ name: 'get_attendance', args: { class_group: 'saturday', term: '2025-autumn', offset, limit: 5 }, out: { offset, count: rows.length, rows, server: N.host('sis'), took: N.ms(30, 300) + 'ms' } });
      T.step('', [pg(0, [['Aiko M.', 0.92], ['Ben T.', 0.71], ['Chen L.', 0.88], ['Dara O.', 0.95], ['Eli R.', 0.80]].map(([n, r]) => ({ student: n, rate: r })))]);
      T.step('First 5 students: Ben T. is at 71%. Fetching the next 5.', [pg(5, [['Farah K.', 0.67], ['Gus P.', 0.90], ['Hana S.', 0.76], ['Ivo B.', 0.83], ['Jun W.', 0.74]].map(([n, r]) => ({ student: n, rate: r })))]);
      T.step('Farah K. (67%) and Jun W. (74%) are also under. Fetching the next 5.', [pg(10, [['Kemi A.', 0.85], ['Lior D.', 0.79]].map(([n, r]) => ({ student: n, rate: r })))]);
      const fin = 'Under 75% this term (12 students checked): Farah K. 67%, Ben T. 71%, Jun W. 74%.';
      T.step('Only 2 rows, so that was the last page. ' + fin, []);
      return T.root(fin);
    },
  },
  {
    n: '05', domain: 'cider vinegar maker batch records', style: 'crewai',
    isolates: 'A CrewAI agent follows Link-header pagination over acetification batch records, each page with new batches, until no rel="next" link remains, then flags slow batches.',
    goal: 'Find cider vinegar batches from this season whose acetification took longer than 21 days.',
    build(N) {
      const T = tracer('crewai', N, { agent: 'Cellar Analyst', goal: this.goal, expected: 'List of slow batches' });
      const pg = (p, rows, next) => ({ name: 'Fetch batch records', args: { url: `https://cellar.example/api/batches?season=2025&page=${p}` }, out: `HTTP/1.1 200 OK\nDate: ${N.http()}\nLink: ${next ? `<https://cellar.example/api/batches?season=2025&page=${p + 1}>; rel="next", ` : ''}<https://cellar.example/api/batches?season=2025&page=1>; rel="first"\nX-Request-Id: ${N.uuid()}\n\n${JSON.stringify(rows)}` });
      T.step('I need to read the first page of this season\'s batch records.', [pg(1, [{ batch: 'V25-01', days: 18 }, { batch: 'V25-02', days: 24 }, { batch: 'V25-03', days: 19 }], true)]);
      T.step('Page 1 shows V25-02 at 24 days. There is a next link, so I should read page 2.', [pg(2, [{ batch: 'V25-04', days: 20 }, { batch: 'V25-05', days: 27 }, { batch: 'V25-06', days: 17 }], true)]);
      T.step('Page 2 adds V25-05 at 27 days. Another next link; I should read page 3.', [pg(3, [{ batch: 'V25-07', days: 22 }], false)]);
      T.step('Page 3 has no next link, so all 7 batches are covered.', []);
      return T.root('Batches over 21 days: V25-02 (24 d), V25-05 (27 d), V25-07 (22 d). The other 4 were between 17 and 20 days.');
    },
  },
  {
    n: '06', domain: 'beach-cleaning robot telemetry', style: 'openinference',
    isolates: 'The agent pages robot telemetry with continuation tokens, each page covering new events and robots, until the token is absent, then reports debris collected per robot.',
    goal: 'How much debris did each beach-cleaning robot collect on Saturday at Praia Norte?',
    build(N) {
      const T = tracer('openinference', N, { agent: 'fleet-analyst', goal: this.goal, agentSpanName: 'ReActAgent.run' });
      const tok = [N.hex(32), N.hex(32)];
      const pg = (t, events, next) => ({ name: 'query_telemetry', args: { site: 'praia-norte', date: 'saturday', metric: 'debris_kg', ...(t ? { continuation_token: t } : {}) }, out: { events, ...(next ? { continuation_token: next } : {}), request_charge: +(2 + N.r() * 5).toFixed(2), activity_id: N.uuid() } });
      T.step('Querying Saturday\'s debris telemetry.', [pg(null, [{ robot: 'BCR-01', t: '07:10', kg: 3.2 }, { robot: 'BCR-02', t: '07:15', kg: 2.1 }, { robot: 'BCR-01', t: '09:40', kg: 4.0 }], tok[0])]);
      T.step('First 3 events: BCR-01 7.2 kg, BCR-02 2.1 kg. There\'s a continuation token; fetching more.', [pg(tok[0], [{ robot: 'BCR-03', t: '10:05', kg: 5.6 }, { robot: 'BCR-02', t: '12:30', kg: 3.3 }, { robot: 'BCR-01', t: '14:00', kg: 1.9 }], tok[1])]);
      T.step('BCR-03 appears (5.6 kg), BCR-02 now 5.4 kg, BCR-01 9.1 kg. Fetching the next page.', [pg(tok[1], [{ robot: 'BCR-03', t: '16:20', kg: 2.7 }], null)]);
      const fin = 'Saturday at Praia Norte: BCR-01 9.1 kg, BCR-03 8.3 kg, BCR-02 5.4 kg; 22.8 kg in total from 7 collection events.';
      T.step('No continuation token, so that was everything. ' + fin, []);
      return T.root(fin);
    },
  },
];
