// Healthy: pagination where every page brings new items until the source says there is no more; then a summary.
export const family = 'pages_until_exhausted';
const J = (x) => JSON.stringify(x);
export const scenarios = [
  // 01 dialect dictionary citations -- OTel GenAI
  (N) => {
    const p = (n, items, next) => ({ page: n, citations: items, next: next, generated_in: `${N.ms(5, 60)}ms`, build: N.hex(7) });
    return {
      isolates: 'Three pages of dialect-dictionary citations, each with different quotations, until next is null; the agent then summarises the date range.',
      style: 'otel',
      run: {
        goal: 'Find the earliest and latest printed citations of the Shetland word "haaf" (deep-sea fishing) in the dialect dictionary.', model: 'gpt-4o', agentName: 'lexicography',
        system: 'You assist lexicographers. citations(headword, page).',
        steps: [
          { calls: [{ name: 'citations', args: { headword: 'haaf', page: 1 }, out: p(1, [{ year: 1809, src: 'Edmondston, View of Zetland' }, { year: 1822, src: 'Hibbert, Description' }], 2) }] },
          { calls: [{ name: 'citations', args: { headword: 'haaf', page: 2 }, out: p(2, [{ year: 1866, src: 'Edmondston, Etym. Gloss.' }, { year: 1908, src: 'Jakobsen, Dialect and Place Names' }], 3) }] },
          { calls: [{ name: 'citations', args: { headword: 'haaf', page: 3 }, out: p(3, [{ year: 1951, src: 'Shetland Times, 14 Sep' }], null) }] },
        ],
        final: '"Haaf" is cited from 1809 (Edmondston) to 1951 (Shetland Times); five citations in total across three pages.',
      },
    };
  },
  // 02 allotment waiting list -- plain
  (N) => {
    return {
      isolates: 'Cursor pagination through an allotment society waiting list returns new applicants each page until has_more=false; the agent then counts those eligible.',
      style: 'plain',
      run: {
        goal: 'How many people on the Fernhill allotment waiting list have waited over 3 years and live within the ward?', model: 'gpt-4o-mini', agentName: 'allotment-secretary',
        system: 'You help the secretary of an allotment society.',
        steps: [
          { calls: [{ name: 'waiting_list', args: { site: 'fernhill', limit: 3 }, out: { data: [{ id: 'A-201', joined: '2019-04-02', in_ward: true }, { id: 'A-207', joined: '2020-01-15', in_ward: false }, { id: 'A-215', joined: '2021-06-30', in_ward: true }], has_more: true, next_cursor: 'c_' + N.b62(12), request_id: N.req() } }] },
          { calls: [{ name: 'waiting_list', args: { site: 'fernhill', limit: 3, cursor: 'c_page2' }, out: { data: [{ id: 'A-219', joined: '2021-11-04', in_ward: true }, { id: 'A-230', joined: '2023-02-11', in_ward: true }, { id: 'A-241', joined: '2024-03-09', in_ward: true }], has_more: true, next_cursor: 'c_' + N.b62(12), request_id: N.req() } }] },
          { calls: [{ name: 'waiting_list', args: { site: 'fernhill', limit: 3, cursor: 'c_page3' }, out: { data: [{ id: 'A-248', joined: '2024-09-21', in_ward: false }], has_more: false, next_cursor: null, request_id: N.req() } }] },
        ],
        final: 'Of 7 applicants, 3 have waited over 3 years and live in the ward: A-201, A-215 and A-219.',
      },
    };
  },
  // 03 racecourse lost property -- Anthropic
  (N) => {
    const r = (off, lines) => `offset=${off} limit=4 total=10 served=${N.host('lp')} ${N.http()}\n${lines}`;
    return {
      isolates: 'Offset pages of a racecourse lost-property log each list different items (0, 4, 8 of total 10); the agent stops at the total and reports the match.',
      style: 'anthropic',
      run: {
        goal: 'A racegoer lost a pair of Swarovski binoculars at Cheltenham on Gold Cup day; check the lost-property log.', model: 'claude-3-5-haiku-20241022', tools: ['lost_property'],
        system: 'You handle lost-property enquiries for a racecourse.',
        steps: [
          { calls: [{ name: 'lost_property', args: { date: '2025-03-14', offset: 0 }, out: r(0, 'LP-3301 umbrella (green) | LP-3302 trilby hat | LP-3303 phone (Pixel) | LP-3304 hip flask') }] },
          { calls: [{ name: 'lost_property', args: { date: '2025-03-14', offset: 4 }, out: r(4, 'LP-3305 scarf | LP-3306 binoculars, Swarovski 8x30, Tattersalls stand | LP-3307 wallet | LP-3308 racecard bundle') }] },
          { calls: [{ name: 'lost_property', args: { date: '2025-03-14', offset: 8 }, out: r(8, 'LP-3309 glove (left) | LP-3310 child\'s coat') }] },
        ],
        final: 'Found it: LP-3306, Swarovski 8x30 binoculars handed in at the Tattersalls stand. The whole log (10 items) has been checked.',
      },
    };
  },
  // 04 marine mammal strandings -- Gemini
  (N) => {
    const pg = (tok, recs, next) => ({ strandings: recs, nextPageToken: next, queryTime: N.sqlts() });
    return {
      isolates: 'Page tokens walk through stranding reports with new records each time until no nextPageToken is returned; the agent then tallies by species.',
      style: 'gemini',
      run: {
        goal: 'Summarise cetacean strandings on the Cardigan Bay coast for January by species.', model: 'gemini-2.0-flash', tools: ['strandings'],
        system: 'You support a marine mammal stranding network.',
        steps: [
          { calls: [{ name: 'strandings', args: { region: 'cardigan-bay', month: '2025-01' }, out: pg(null, [{ sp: 'harbour porpoise', loc: 'Aberporth' }, { sp: 'common dolphin', loc: 'New Quay' }], 'CiAK' + N.b62(10)) }] },
          { calls: [{ name: 'strandings', args: { region: 'cardigan-bay', month: '2025-01', pageToken: 'CiAKpage2' }, out: pg(2, [{ sp: 'harbour porpoise', loc: 'Borth' }, { sp: 'Risso\'s dolphin', loc: 'Aberystwyth' }], 'CiAK' + N.b62(10)) }] },
          { calls: [{ name: 'strandings', args: { region: 'cardigan-bay', month: '2025-01', pageToken: 'CiAKpage3' }, out: pg(3, [{ sp: 'harbour porpoise', loc: 'Llangrannog' }]) }] },
        ],
        final: 'January, Cardigan Bay: 5 strandings — harbour porpoise 3, common dolphin 1, Risso\'s dolphin 1.',
      },
    };
  },
  // 05 clock-tower maintenance tickets -- OpenInference
  (N) => {
    const r = (n, items, last) => J({ tickets: items, page: n, last_page: last, etag: N.wetag() });
    return {
      isolates: 'Four pages of clock-tower maintenance tickets, each with new ticket numbers, ending at last_page=true; the agent then lists the overdue ones.',
      style: 'openinference',
      run: {
        goal: 'List overdue maintenance on the town hall clock tower (escapement, dial lighting, bell hammers).', model: 'gpt-4o-mini',
        system: 'You help a council facilities team.',
        steps: [
          { calls: [{ name: 'tickets', args: { asset: 'TH-CLOCK', page: 1 }, out: r(1, [{ no: 7710, item: 'escapement oiling', due: '2025-01-10', done: true }, { no: 7713, item: 'west dial LED driver', due: '2025-02-01', done: false }], false) }] },
          { calls: [{ name: 'tickets', args: { asset: 'TH-CLOCK', page: 2 }, out: r(2, [{ no: 7720, item: 'hour hammer felt', due: '2025-03-15', done: false }], false) }] },
          { calls: [{ name: 'tickets', args: { asset: 'TH-CLOCK', page: 3 }, out: r(3, [{ no: 7731, item: 'pendulum rod inspection', due: '2025-09-01', done: false }], false) }] },
          { calls: [{ name: 'tickets', args: { asset: 'TH-CLOCK', page: 4 }, out: r(4, [{ no: 7740, item: 'louvre bird mesh', due: '2025-02-20', done: true }], true) }] },
        ],
        final: 'Overdue: #7713 west dial LED driver (due 1 Feb) and #7720 hour hammer felt (due 15 Mar). #7731 is not due until September.',
      },
    };
  },
  // 06 marionette inventory -- smolagents
  (N) => {
    const o = (items, more) => `${items}\n-- ${more ? 'more' : 'end of list'} (${N.ms(3, 40)}ms, ${N.syslog()})`;
    return {
      isolates: 'A puppet theatre\'s marionette store is listed in pages of new puppets until "end of list"; the agent then names those needing restringing.',
      style: 'smolagents',
      run: {
        goal: 'Which marionettes in store need restringing before the Pinocchio run?', model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
        system: 'You help a marionette theatre manage its puppet store.',
        steps: [
          { text: 'List page 1 of the store.', calls: [{ name: 'list_puppets', args: { page: 1 }, out: o('Geppetto (strings ok)\nPinocchio #2 (restring: head bar)\nBlue Fairy (strings ok)', true) }] },
          { text: 'Page 1 gave one that needs restringing; get page 2.', calls: [{ name: 'list_puppets', args: { page: 2 }, out: o('Cat (restring: tail)\nFox (strings ok)\nWhale (rod puppet, n/a)', true) }] },
          { text: 'Cat also needs work; fetch page 3.', calls: [{ name: 'list_puppets', args: { page: 3 }, out: o('Cricket (restring: all)', false) }] },
        ],
        final: 'Three need restringing: Pinocchio #2 (head bar), Cat (tail) and Cricket (all strings).',
      },
    };
  },
];
