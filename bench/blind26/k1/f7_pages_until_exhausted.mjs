// Family 7 (healthy): pagination where each page brings new items until the source says there is no more.
export const family = 'pages_until_exhausted';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'kaleidoscope makers (wholesale order book)', style: 'llamaindex',
    make(N) {
      const shops = ['Prism & Co, York', 'Museum of Light shop', 'Wonderbox Toys', 'Glasshouse Gifts', 'The Curious Owl', 'Science Centre Bristol', 'Little Lantern', 'Kew Garden Shop'];
      const o = (k) => ({ po: 'KW-' + (610 + k), shop: shops[k % shops.length], model: ['brass teleidoscope', 'oil-wheel 6in', 'mirror-system 3-point', 'children\'s tube'][k % 4], qty: 6 + (k * 5) % 19, due: `2025-11-${String(3 + (k % 25)).padStart(2, '0')}` });
      const pg = (p, a, b, more) => (N) => ({ page: p, orders: Array.from({ length: b - a }, (_, k) => o(a + k)), has_more: more, served_by: N.host('erp'), at: N.isoNoMs() });
      return {
        isolates: 'Three pages of distinct wholesale orders (8, 8, 5) are read until has_more is false, then totals per model are reported.',
        goal: 'Total how many kaleidoscopes of each model we must make for November wholesale orders.',
        spec: {
          agent: 'workshop-planner', model: 'gpt-4o-mini',
          system: 'You plan production for a kaleidoscope workshop. list_wholesale_orders(month, page) is paginated.',
          steps: [
            { llm: '' }, { tool: 'list_wholesale_orders', args: { month: '2025-11', page: 1 }, out: pg(1, 0, 8, true) },
            { llm: '' }, { tool: 'list_wholesale_orders', args: { month: '2025-11', page: 2 }, out: pg(2, 8, 16, true) },
            { llm: '' }, { tool: 'list_wholesale_orders', args: { month: '2025-11', page: 3 }, out: pg(3, 16, 21, false) },
            { llm: (() => { const t = {}; for (let k = 0; k < 21; k++) { const x = o(k); t[x.model] = (t[x.model] || 0) + x.qty; } return 'November wholesale needs (21 orders): ' + Object.entries(t).map(([m, q]) => `${m}: ${q}`).join('; ') + '.'; })() },
          ],
        },
      };
    },
  },
  {
    id: '02', domain: 'mariachi band bookings (calendar sync)', style: 'openai_agents',
    make(N) {
      const ev = (k) => ({ id: N.b62(26).toLowerCase(), summary: ['Quinceañera – Salón Jardín', 'Wedding serenata – St. Anne\'s', 'Restaurant residency – El Farolito', 'Corporate party – Harbour Hotel', 'Birthday mañanitas – private home'][k % 5], start: { dateTime: `2025-09-${String(2 + k).padStart(2, '0')}T${k % 2 ? '19' : '13'}:00:00-07:00` }, musicians: 6 + (k % 3) });
      return {
        isolates: 'Calendar events are paged with nextPageToken; each page has new gigs and the last page has no token; then a month summary is written.',
        goal: 'List all September gigs for Mariachi Sol de Oro and tell me which ones need 8 musicians so I can book extra violins.',
        spec: {
          agent: 'Band Manager', model: 'gpt-4.1-mini',
          system: 'You manage bookings for a mariachi band. Use list_events to read the band calendar.',
          steps: [
            { llm: '' }, { tool: 'list_events', args: { calendarId: 'bookings@soldeoro.band', timeMin: '2025-09-01T00:00:00-07:00', timeMax: '2025-10-01T00:00:00-07:00', maxResults: 5 }, out: (N) => ({ kind: 'calendar#events', etag: N.etag(), items: [0, 1, 2, 3, 4].map(ev), nextPageToken: 'CigKGjV' + N.b62(20) }) },
            { llm: '' }, { tool: 'list_events', args: { calendarId: 'bookings@soldeoro.band', pageToken: 'CigKGjV…(from previous page)', maxResults: 5 }, out: (N) => ({ kind: 'calendar#events', etag: N.etag(), items: [5, 6, 7, 8, 9].map(ev), nextPageToken: 'CigKGjW' + N.b62(20) }) },
            { llm: '' }, { tool: 'list_events', args: { calendarId: 'bookings@soldeoro.band', pageToken: 'CigKGjW…(from previous page)', maxResults: 5 }, out: (N) => ({ kind: 'calendar#events', etag: N.etag(), items: [10, 11].map(ev), nextSyncToken: 'CPj' + N.b62(14) }) },
            { llm: 'There are 12 September gigs. Four need 8 musicians: Sep 4 wedding serenata at St. Anne\'s, Sep 7 quinceañera at Salón Jardín, Sep 10 corporate party at the Harbour Hotel, and Sep 13 wedding serenata at St. Anne\'s. Book two extra violins for those four dates.' },
          ],
        },
      };
    },
  },
  {
    id: '03', domain: 'morris dancing sides (membership renewals)', style: 'mlflow',
    make(N) {
      const names = ['Ash', 'Bryony', 'Callum', 'Dot', 'Ewan', 'Fen', 'Gwen', 'Hal', 'Ivy', 'Jago', 'Kit', 'Lowri', 'Merryn', 'Ned', 'Orla', 'Piers', 'Quinn', 'Rosa', 'Sol', 'Tam', 'Una', 'Vic'];
      const m = (k) => ({ member: names[k] + ' ' + 'ABCDEFGHJKLMNPRSTW'[k % 18] + '.', side: ['Rapper', 'Border', 'Cotswold'][k % 3], renewed_2025: k % 4 !== 1, role: k % 7 === 0 ? 'musician' : 'dancer' });
      const pg = (off, n) => (N) => ({ offset: off, limit: 8, total: 22, members: Array.from({ length: n }, (_, k) => m(off + k)), db_latency_ms: N.ms(3, 40) });
      return {
        isolates: 'Offset paging 0, 8, 16 returns 8, 8 and 6 new members until the reported total of 22 is reached, then a renewal chase list is produced.',
        goal: 'Who across our three morris sides has not renewed membership for 2025? Give a chase list per side.',
        spec: {
          agent: 'morris_secretary_agent', model: 'gpt-4o-mini',
          system: 'You are the membership secretary assistant for a morris club with Rapper, Border and Cotswold sides.',
          steps: [
            { llm: '' }, { tool: 'get_members', args: { offset: 0, limit: 8 }, out: pg(0, 8) },
            { llm: '' }, { tool: 'get_members', args: { offset: 8, limit: 8 }, out: pg(8, 8) },
            { llm: '' }, { tool: 'get_members', args: { offset: 16, limit: 8 }, out: pg(16, 6) },
            { llm: (() => { const by = {}; for (let k = 0; k < 22; k++) { const x = m(k); if (!x.renewed_2025) (by[x.side] = by[x.side] || []).push(x.member); } return 'All 22 members read. Not yet renewed for 2025 — ' + Object.entries(by).map(([s, l]) => `${s}: ${l.join(', ')}`).join('; ') + '.'; })() },
          ],
        },
      };
    },
  },
  {
    id: '04', domain: 'goose-down bedding factory (fill-power QC)', style: 'anthropic',
    make(N) {
      const r = (k) => ({ lot: 'GD-' + (5100 + k), fill_power: 620 + ((k * 37) % 180), down_cluster_pct: 85 + (k % 9), oxygen_number: 2.4 + (k % 5) * 0.8, passed: (620 + ((k * 37) % 180)) >= 650 });
      return {
        isolates: 'QC records are read with a cursor over three pages of distinct lots until next_cursor is null; the failing lots are then listed.',
        goal: 'Which goose-down lots from October failed the 650 fill-power minimum for our "Alpine 650" duvets?',
        spec: {
          agent: 'qc-analyst', model: 'claude-3-5-haiku-20241022',
          system: 'You analyse QC data at a down bedding factory. qc_records(month, cursor) is cursor-paginated.',
          steps: [
            { llm: 'I\'ll pull October QC records.' }, { tool: 'qc_records', args: { month: '2025-10' }, out: (N) => ({ records: [0, 1, 2, 3, 4, 5].map(r), next_cursor: 'c_' + N.b62(12), fetched_at: N.http() }) },
            { llm: '' }, { tool: 'qc_records', args: { month: '2025-10', cursor: 'c_(page 2)' }, out: (N) => ({ records: [6, 7, 8, 9, 10, 11].map(r), next_cursor: 'c_' + N.b62(12), fetched_at: N.http() }) },
            { llm: '' }, { tool: 'qc_records', args: { month: '2025-10', cursor: 'c_(page 3)' }, out: (N) => ({ records: [12, 13, 14].map(r), next_cursor: null, fetched_at: N.http() }) },
            { llm: 'All 15 October lots checked. Lots below 650 fill power: ' + Array.from({ length: 15 }, (_, k) => r(k)).filter((x) => !x.passed).map((x) => `${x.lot} (${x.fill_power})`).join(', ') + '. These cannot go into Alpine 650 duvets.' },
          ],
        },
      };
    },
  },
  {
    id: '05', domain: 'tuk-tuk rentals (ride log export)', style: 'smolagents',
    make(N) {
      const ride = (k) => `${['TT-03', 'TT-07', 'TT-11', 'TT-12'][k % 4]},2025-08-${String(1 + k).padStart(2, '0')},${(12 + (k * 7) % 40)}km,${['Old Town loop', 'Harbour run', 'Night market', 'Airport transfer'][k % 4]}`;
      const page = (p, a, b, last) => (N) => `HTTP 200\nLink: ${last ? `<https://fleet.example.io/rides?page=1>; rel="first"` : `<https://fleet.example.io/rides?page=${p + 1}>; rel="next"`}\nX-Served-By: ${N.host('fleet')}\n\nvehicle,date,distance,route\n${Array.from({ length: b - a }, (_, k) => ride(a + k)).join('\n')}`;
      return {
        isolates: 'Ride-log pages are followed via the Link rel="next" header; each page has new rides and the third has no next link, then mileage per vehicle is summed.',
        goal: 'Sum August mileage per tuk-tuk so we know which ones are due the 1,000 km service.',
        spec: {
          agent: 'fleet-assistant', model: 'gpt-4o', agentClass: 'ToolCallingAgent.run',
          system: 'You help a tuk-tuk tour company maintain its fleet.',
          steps: [
            { llm: 'Fetching the first page of August rides.' }, { tool: 'get_rides', args: { month: '2025-08', page: 1 }, out: page(1, 0, 10, false) },
            { llm: 'There is a next page.' }, { tool: 'get_rides', args: { month: '2025-08', page: 2 }, out: page(2, 10, 20, false) },
            { llm: 'Another page is linked.' }, { tool: 'get_rides', args: { month: '2025-08', page: 3 }, out: page(3, 20, 27, true) },
            { llm: 'No further next link; computing totals.' }, { tool: 'final_answer', args: { answer: (() => { const t = {}; for (let k = 0; k < 27; k++) { const [v, , d] = ride(k).split(','); t[v] = (t[v] || 0) + parseInt(d); } return 'August km: ' + Object.entries(t).map(([v, d]) => `${v} ${d} km`).join(', ') + '. None passes 1,000 km this month; compare with odometer totals for service.'; })() }, out: 'final answer recorded' },
          ],
          out: 'August mileage summed for 4 tuk-tuks.',
        },
      };
    },
  },
  {
    id: '06', domain: 'terrarium builders (supplier plant catalogue)', style: 'google_adk',
    make(N) {
      const p = (k) => ({ sku: 'TP-' + (200 + k), name: ['Fittonia albivenis', 'Peperomia prostrata', 'Selaginella kraussiana', 'Pilea glauca', 'Cryptanthus bivittatus', 'Hypoestes phyllostachya', 'Soleirolia soleirolii', 'Ficus pumila "Minima"', 'Begonia prismatocarpa'][k % 9], pot: '5.5cm', humidity: 'high', stock: 10 + (k * 13) % 90 });
      return {
        isolates: 'A supplier catalogue filtered to high-humidity minis is paged 1-3 with new plants each time until last_page is true; an order list is then drafted.',
        goal: 'Find all high-humidity miniature plants in 5.5cm pots from GreenTiny Wholesale and draft an order of 10 each for the closed-terrarium workshop kits.',
        spec: {
          agent: 'kit_buyer', model: 'gemini-2.0-flash', app: 'terrarium_ops',
          system: 'You buy plants for a terrarium workshop business. Use supplier_catalogue(page, filters).',
          steps: [
            { llm: '' }, { tool: 'supplier_catalogue', args: { supplier: 'greentiny', humidity: 'high', pot: '5.5cm', page: 1 }, out: (N) => ({ items: [0, 1, 2, 3].map(p), page: 1, last_page: false, cache: N.pick(['HIT', 'MISS']), generated: N.local() }) },
            { llm: '' }, { tool: 'supplier_catalogue', args: { supplier: 'greentiny', humidity: 'high', pot: '5.5cm', page: 2 }, out: (N) => ({ items: [4, 5, 6, 7].map(p), page: 2, last_page: false, cache: N.pick(['HIT', 'MISS']), generated: N.local() }) },
            { llm: '' }, { tool: 'supplier_catalogue', args: { supplier: 'greentiny', humidity: 'high', pot: '5.5cm', page: 3 }, out: (N) => ({ items: [8].map(p), page: 3, last_page: true, generated: N.local() }) },
            { llm: 'Draft order, GreenTiny Wholesale, 10 each: ' + Array.from({ length: 9 }, (_, k) => p(k)).map((x) => `${x.sku} ${x.name}`).join('; ') + '. All 9 are in stock at 10 or more.' },
          ],
        },
      };
    },
  },
];
