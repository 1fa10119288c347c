import { recorder } from './lib.mjs';

export const family = 'pagination_until_exhausted';
export const loop = false;
export const stagnation = false;
export const minSameTool = 3;

export const scenarios = [
  {
    id: '01', domain: 'green roof maintenance contracts', style: 'anthropic',
    isolates: 'Three pages of roof inspection records each bring new roofs; the third says has_more=false and the agent summarises overdue irrigation checks.',
    run(c) {
      const goal = 'List the green roofs under our maintenance contracts whose drip-irrigation check is more than 60 days overdue.';
      const rec = recorder(c, 'anthropic', { agent: 'roofcare-assistant', goal, model: 'claude-3-5-haiku-20241022' });
      const pages = [
        [{ roof: 'Canal Wharf Block C', last_irrigation_check: '2025-03-02' }, { roof: 'St Anne\'s Library', last_irrigation_check: '2025-06-11' }, { roof: 'Riverside Depot', last_irrigation_check: '2025-02-18' }],
        [{ roof: 'Hillview School Annexe', last_irrigation_check: '2025-05-30' }, { roof: 'Mercer Street Flats', last_irrigation_check: '2025-01-27' }],
        [{ roof: 'Tramshed Offices', last_irrigation_check: '2025-06-20' }],
      ];
      let cursor = null;
      pages.forEach((items, i) => {
        rec.think(i === 0 ? 'Fetching inspection records.' : `Page ${i + 1}.`, [{ name: 'list_roofs', args: cursor ? { contract_status: 'active', cursor } : { contract_status: 'active' } }]);
        const next = i < 2 ? c.cursor() : null;
        rec.tool('list_roofs', {}, { data: items, has_more: i < 2, next_cursor: next, request_id: c.reqId('req'), served_at: c.iso() });
        cursor = next;
      });
      rec.finish('As of today, 3 of 6 contracted roofs are over 60 days past their drip-irrigation check: Mercer Street Flats (27 Jan), Riverside Depot (18 Feb) and Canal Wharf Block C (2 Mar). The other three were checked in May–June.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '02', domain: 'origami workshop supplies', style: 'crewai',
    isolates: 'A CrewAI purchasing agent reads four pages of a paper supplier catalogue, each with new SKUs, stops at the last page and produces a shortlist.',
    run(c) {
      const goal = 'Find kami and washi papers under 20 GBP per 100 sheets in 15 cm size from the supplier catalogue for next term\'s origami classes and shortlist the three cheapest.';
      const rec = recorder(c, 'crewai', { agent: 'Buyer', crew: 'ClassSuppliesCrew', goal, model: 'gpt-4o-mini' });
      rec.sub('chain', 'Task: shortlist origami paper', { description: goal }, () => {
        rec.sub('agent', 'Agent: Supplies Buyer', { role: 'Supplies Buyer' }, () => {
          const pages = [
            'page 1/4 | rows 1-3 | generated ' + c.isoSec() + '\nSKU KM-15-100 kami 15cm 100sh £6.40\nSKU WS-15-50 washi 15cm 50sh £11.90\nSKU TN-15-500 tant 15cm 500sh £31.00',
            'page 2/4 | rows 4-6 | generated ' + c.isoSec() + '\nSKU KM-15-500 kami 15cm 500sh £24.50\nSKU CH-15-100 chiyogami 15cm 100sh £18.75\nSKU FL-15-100 foil 15cm 100sh £9.20',
            'page 3/4 | rows 7-9 | generated ' + c.isoSec() + '\nSKU WS-15-100 washi 15cm 100sh £19.60\nSKU KM-24-100 kami 24cm 100sh £12.10\nSKU DU-15-100 duo kami 15cm 100sh £8.30',
            'page 4/4 | rows 10-11 | generated ' + c.isoSec() + '\nSKU MO-15-100 momigami 15cm 100sh £27.00\nSKU KR-15-100 kraft kami 15cm 100sh £5.90\n-- end of catalogue --',
          ];
          const thoughts = ['Thought: I will start at the first catalogue page.', 'Thought: Page 1 gives KM-15-100 at £6.40; page 2 next.', 'Thought: Page 2 adds chiyogami at £18.75 and foil at £9.20; continuing to page 3.', 'Thought: Page 3 has duo kami at £8.30 and washi 100 sheets at £19.60; the last page is 4.'];
          pages.forEach((txt, i) => {
            rec.think(thoughts[i], [{ name: 'catalogue_page', args: { supplier: 'paperfold-uk', category: 'origami', size_cm: 15, page: i + 1 } }]);
            rec.tool('catalogue_page', { page: i + 1 }, txt);
          });
          rec.think('Thought: I now know the final answer\nFinal Answer: Cheapest 15 cm papers under £20 per 100 sheets: 1) KR-15-100 kraft kami £5.90, 2) KM-15-100 kami £6.40, 3) DU-15-100 duo kami £8.30. Washi qualifying option: WS-15-100 at £19.60.');
          return 'KR-15-100, KM-15-100, DU-15-100';
        });
        return 'shortlist ready';
      });
      rec.root.output = 'KR-15-100 (£5.90), KM-15-100 (£6.40), DU-15-100 (£8.30)';
      return { goal, root: rec.root };
    },
  },
  {
    id: '03', domain: 'clog makers order book', style: 'otel',
    isolates: 'Orders are paged by offset; each page has new orders until a short page signals the end, and the agent totals the pairs per wood type.',
    run(c) {
      const goal = 'How many pairs of clogs are on order for December delivery, split by wood (poplar vs willow)?';
      const rec = recorder(c, 'otel', { agent: 'workshop-agent', goal, service: 'klompen-orders' });
      const pages = [
        [{ order: 'O-881', wood: 'poplar', pairs: 12 }, { order: 'O-884', wood: 'willow', pairs: 4 }, { order: 'O-890', wood: 'poplar', pairs: 30 }, { order: 'O-893', wood: 'poplar', pairs: 2 }],
        [{ order: 'O-897', wood: 'willow', pairs: 8 }, { order: 'O-902', wood: 'poplar', pairs: 6 }, { order: 'O-905', wood: 'willow', pairs: 1 }, { order: 'O-911', wood: 'poplar', pairs: 20 }],
        [{ order: 'O-915', wood: 'willow', pairs: 3 }],
      ];
      pages.forEach((items, i) => {
        rec.think(i === 0 ? 'Reading December orders, 4 per page.' : i === 1 ? 'First page: poplar 44, willow 4. Next offset 4.' : 'Running totals poplar 70, willow 13. Offset 8.', [{ name: 'query_orders', args: { delivery_month: '2025-12', limit: 4, offset: i * 4 } }]);
        rec.tool('query_orders', { offset: i * 4 }, { items, count: items.length, limit: 4, offset: i * 4, total: 9, sql_ms: c.ms(), db: c.host('pg-ro') });
      });
      rec.finish('December order book: 9 orders, 86 pairs in total — 70 pairs in poplar (5 orders) and 16 pairs in willow (4 orders).');
      return { goal, root: rec.root };
    },
  },
  {
    id: '04', domain: 'rooibos export shipments', style: 'langgraph',
    isolates: 'A LangGraph agent pages a shipments API by next-link, collecting new containers on each page until the link is null, then reports the totals.',
    run(c) {
      const goal = 'Summarise Q3 rooibos export shipments from Clanwilliam by destination country (tonnes) for the co-op board report.';
      const rec = recorder(c, 'langgraph', { agent: 'export-agent', goal, limit: 20 });
      const pages = [
        [{ container: 'MSKU1102938', dest: 'DE', tonnes: 18.2 }, { container: 'MSKU1103001', dest: 'JP', tonnes: 12.0 }, { container: 'CMAU7730122', dest: 'NL', tonnes: 19.5 }],
        [{ container: 'CMAU7730410', dest: 'DE', tonnes: 17.9 }, { container: 'HLXU2200871', dest: 'US', tonnes: 20.1 }, { container: 'HLXU2200903', dest: 'JP', tonnes: 11.4 }],
        [{ container: 'MSCU5519022', dest: 'GB', tonnes: 9.8 }],
      ];
      pages.forEach((items, i) => {
        rec.think('', [{ name: 'get_shipments', args: i === 0 ? { origin: 'Clanwilliam', quarter: '2025Q3' } : { page_url: `https://exports.example/api/shipments?quarter=2025Q3&page=${i + 1}&sig=${c.hex(10)}` } }]);
        rec.tool('get_shipments', {}, { results: items, next: i < 2 ? `https://exports.example/api/shipments?quarter=2025Q3&page=${i + 2}&sig=${c.hex(10)}` : null, fetched: c.http() });
      });
      rec.finish('Q3 2025 rooibos exports from Clanwilliam: 7 containers, 108.9 t — Germany 36.1 t, Japan 23.4 t, USA 20.1 t, Netherlands 19.5 t, UK 9.8 t.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '05', domain: 'terrazzo flooring job costing', style: 'agno',
    isolates: 'An Agno agent walks a timesheet API page by page, every page adding new crew-hours, until total_pages is reached, and then reports labour cost.',
    run(c) {
      const goal = 'Compute the labour cost to date on the terrazzo floor job at the Orchard Street hospital atrium (job T-448) at 42 EUR/hour grinders and 35 EUR/hour helpers.';
      const rec = recorder(c, 'agno', { agent: 'job-costing', goal, model: 'gpt-4o' });
      const pages = [
        [{ date: '2025-09-01', worker: 'Rossi', role: 'grinder', hours: 9 }, { date: '2025-09-01', worker: 'Okoye', role: 'helper', hours: 9 }, { date: '2025-09-02', worker: 'Rossi', role: 'grinder', hours: 8 }],
        [{ date: '2025-09-02', worker: 'Okoye', role: 'helper', hours: 8 }, { date: '2025-09-03', worker: 'Brandt', role: 'grinder', hours: 10 }],
        [{ date: '2025-09-03', worker: 'Okoye', role: 'helper', hours: 10 }],
      ];
      const notes = ['Fetching timesheets for T-448.', 'Grinders 17 h and helpers 9 h so far; page 2 of 3.', 'Now grinders 27 h and helpers 17 h; last page 3.'];
      pages.forEach((items, i) => {
        rec.think(notes[i], [{ name: 'timesheets', args: { job: 'T-448', page: i + 1 } }]);
        rec.tool('timesheets', { job: 'T-448', page: i + 1 }, { entries: items, page: i + 1, total_pages: 3, etag: c.etag(), generated_at: c.euDate() });
      });
      rec.finish('Job T-448 labour to date: grinders 27 h × €42 = €1,134; helpers 27 h × €35 = €945; total €2,079 (1–3 Sept).');
      return { goal, root: rec.root };
    },
  },
  {
    id: '06', domain: 'Sentry issue triage for a booking API', style: 'openinference',
    isolates: 'The agent follows Sentry Link-header pagination with results="true" on two pages and results="false" on the third, collecting new issues each time, then writes a triage summary.',
    run(c) {
      const goal = 'List unresolved Sentry issues in project booking-api first seen in the last 7 days, grouped by error type, so the on-call can pick what to fix first.';
      const rec = recorder(c, 'openinference', { agent: 'triage-agent', goal, model: 'gpt-4o-mini' });
      const pages = [
        [{ shortId: 'BOOKING-API-3KQ', title: 'TimeoutError: upstream payment provider', count: 412 }, { shortId: 'BOOKING-API-3KT', title: 'KeyError: \'seat_map\'', count: 96 }],
        [{ shortId: 'BOOKING-API-3L2', title: 'TimeoutError: upstream payment provider (refund path)', count: 58 }, { shortId: 'BOOKING-API-3L9', title: 'IntegrityError: duplicate key value violates unique constraint "booking_ref"', count: 17 }],
        [{ shortId: 'BOOKING-API-3LD', title: 'KeyError: \'promo_code\'', count: 5 }],
      ];
      let cur = null;
      pages.forEach((items, i) => {
        rec.think(i === 0 ? 'Fetching new unresolved issues.' : 'Following the next cursor from the Link header.', [{ name: 'sentry_api', args: { path: '/api/0/projects/acme/booking-api/issues/', query: 'is:unresolved firstSeen:-7d', ...(cur ? { cursor: cur } : {}) } }]);
        const next = `0:${(i + 1) * 100}:0`;
        rec.tool('sentry_api', {}, { status: 200, headers: { link: `<...&cursor=${next}>; rel="next"; results="${i < 2}"; cursor="${next}"`, 'x-sentry-rate-limit-remaining': String(c.int(20, 39)), date: c.http() }, body: items });
        cur = next;
      });
      rec.finish('5 new unresolved issues: TimeoutError from the payment provider (2 issues, 470 events — fix first), KeyError on missing fields (seat_map 96, promo_code 5), and one IntegrityError on duplicate booking_ref (17).');
      return { goal, root: rec.root };
    },
  },
];
