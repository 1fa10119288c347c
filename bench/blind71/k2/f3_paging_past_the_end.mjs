// Loop: the page/offset/cursor keeps advancing past the last real page; every answer is the same empty page, 3+ times.
export const family = 'paging_past_the_end';
const J = (x) => JSON.stringify(x);
export const scenarios = [
  // 01 herbarium digitisation -- LangGraph
  (N) => {
    const pg = (page, items) => ({ page, per_page: 3, items, next_page: items.length ? page + 1 : null, generated: N.iso() });
    return {
      isolates: 'After the last page of herbarium sheets the agent keeps asking for page 4, 5, 6, 7 and gets the same empty page with next_page null each time.',
      style: 'langgraph',
      run: {
        goal: 'List all herbarium sheets of Sphagnum collected in Caithness that still lack a barcode image.', model: 'gpt-4o',
        system: 'You help digitise a university herbarium. Use list_sheets (paged).',
        steps: [
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 1 }, out: pg(1, [{ accession: 'E00412237', collector: 'Lindsay', year: 1886 }, { accession: 'E00412241', collector: 'Lindsay', year: 1886 }, { accession: 'E00977012', collector: 'Corner', year: 1961 }]) }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 2 }, out: pg(2, [{ accession: 'E00977019', collector: 'Corner', year: 1961 }, { accession: 'E01120455', collector: 'Flanagan', year: 1994 }, { accession: 'E01120460', collector: 'Flanagan', year: 1994 }]) }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 3 }, out: { ...pg(3, [{ accession: 'E01388802', collector: 'Ross', year: 2011 }]), next_page: null } }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 4 }, out: pg(4, []) }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 5 }, out: pg(5, []) }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 6 }, out: pg(6, []) }] },
          { calls: [{ name: 'list_sheets', args: { taxon: 'Sphagnum', county: 'Caithness', missing: 'image', page: 7 }, out: pg(7, []) }] },
        ],
        cutoff: 'GraphRecursionError: Recursion limit of 25 reached',
      },
    };
  },
  // 02 lighthouse automation logs -- Anthropic
  (N) => {
    const resp = (off, lines) => `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Total-Count: 212\nX-Offset: ${off}\nContent-Type: application/x-ndjson\n\n${lines}`;
    return {
      isolates: 'The lamp-fault log export ends at offset 200, yet the agent keeps raising the offset (250, 300, 350, 400) and each response is the same empty body with X-Total-Count 212.',
      style: 'anthropic',
      run: {
        goal: 'Count lamp-changer faults at Ardnamurchan lighthouse in 2024 from the automation log.', model: 'claude-3-5-haiku-20241022', tools: ['fetch_log'],
        system: 'You analyse automated lighthouse telemetry. fetch_log takes offset and limit (max 100).',
        steps: [
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 0, limit: 100 }, out: resp(0, '{"ts":"2024-01-03T02:11Z","evt":"LAMP_CHANGE","ok":true}\n... 99 more lines (7 LAMP_FAULT)') }] },
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 100, limit: 100 }, out: resp(100, '{"ts":"2024-06-19T23:40Z","evt":"LAMP_FAULT","code":"LC-3"}\n... 99 more lines (4 LAMP_FAULT)') }] },
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 200, limit: 100 }, out: resp(200, '{"ts":"2024-12-28T05:02Z","evt":"FOG_SIGNAL_TEST","ok":true}\n... 11 more lines (1 LAMP_FAULT)') }] },
          { text: 'Continuing to the next page.', calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 250, limit: 100 }, out: resp(250, '') }] },
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 300, limit: 100 }, out: resp(300, '') }] },
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 350, limit: 100 }, out: resp(350, '') }] },
          { calls: [{ name: 'fetch_log', args: { station: 'ARDN', year: 2024, offset: 400, limit: 100 }, out: resp(400, '') }] },
        ],
        cutoff: 'client stopped: 8 tool rounds',
      },
    };
  },
  // 03 vineyard frost fans -- plain message-level
  (N) => {
    const cur = 'eyJvIjo0MDB9';
    return {
      isolates: 'The frost-fan event stream returns the same next_cursor on its final empty page and the agent re-sends that cursor four times, getting the identical empty page.',
      style: 'plain',
      run: {
        goal: 'Total the running hours of frost fans in block C of the Kaituna vineyard during the October cold snap.', model: 'gpt-4o-mini', agentName: 'vineyard-ops',
        system: 'You help a vineyard manager. fan_events(cursor) returns events; stop when has_more is false.',
        steps: [
          { calls: [{ name: 'fan_events', args: { block: 'C', from: '2024-10-08', to: '2024-10-12' }, out: { data: [{ fan: 'C-1', on: '02:10', off: '07:45' }, { fan: 'C-2', on: '02:15', off: '07:40' }], has_more: true, next_cursor: 'eyJvIjoyMDB9' } }] },
          { calls: [{ name: 'fan_events', args: { block: 'C', cursor: 'eyJvIjoyMDB9' }, out: { data: [{ fan: 'C-1', on: '01:30', off: '08:05' }, { fan: 'C-3', on: '03:00', off: '06:20' }], has_more: true, next_cursor: cur } }] },
          { calls: [{ name: 'fan_events', args: { block: 'C', cursor: cur }, out: { data: [], has_more: true, next_cursor: cur, served_by: N.host('iot') } }] },
          { calls: [{ name: 'fan_events', args: { block: 'C', cursor: cur }, out: { data: [], has_more: true, next_cursor: cur, served_by: N.host('iot') } }] },
          { calls: [{ name: 'fan_events', args: { block: 'C', cursor: cur }, out: { data: [], has_more: true, next_cursor: cur, served_by: N.host('iot') } }] },
          { calls: [{ name: 'fan_events', args: { block: 'C', cursor: cur }, out: { data: [], has_more: true, next_cursor: cur, served_by: N.host('iot') } }] },
        ],
        cutoff: 'loop guard: 7 consecutive tool calls',
      },
    };
  },
  // 04 shipwreck dive permits -- Pydantic AI
  (N) => {
    const p = (start, rows) => `<table class="permits"><tr><th>Permit</th><th>Site</th><th>Holder</th></tr>${rows}</table><p class="pager">Showing ${rows ? start + 1 : 0} of 27 &middot; rendered in ${N.ms(40, 300)}ms</p>`;
    return {
      isolates: 'The agent scrapes a permits table with a start parameter; after row 27 the start keeps going up by 10 and the page is the same empty table each time.',
      style: 'pydanticai',
      run: {
        goal: 'List every current diving permit for protected wrecks in Scapa Flow and who holds it.', model: 'gpt-4.1', agentName: 'wreck_permits',
        system: 'You compile lists from the heritage agency website using fetch_page.',
        steps: [
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=0' }, out: p(0, '<tr><td>WP-1187</td><td>SMS Markgraf</td><td>Orkney Dive Club</td></tr>...') }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=10' }, out: p(10, '<tr><td>WP-1203</td><td>SMS Kronprinz Wilhelm</td><td>Stromness Divers</td></tr>...') }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=20' }, out: p(20, '<tr><td>WP-1251</td><td>SMS Cöln</td><td>Heriot-Watt Sub-Aqua</td></tr>...') }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=30' }, out: p(30, '') }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=40' }, out: p(40, '') }] },
          { calls: [{ name: 'fetch_page', args: { url: 'https://permits.example.gov/wrecks?area=scapa&start=50' }, out: p(50, '') }] },
        ],
        cutoff: 'UsageLimitExceeded: request_limit of 7',
      },
    };
  },
  // 05 ski-lift ropeway inspections -- Gemini
  (N) => {
    const page = (n, recs) => ({ pageNumber: n, records: recs, totalPages: 2, requestTime: N.isoOff() });
    return {
      isolates: 'Ropeway inspection records have two pages; the agent asks for pages 3, 4, 5 and 6, each returning an empty record list with totalPages 2.',
      style: 'gemini',
      run: {
        goal: 'Collect all haul-rope splice inspections for the Grauhorn chairlift since 2022.', model: 'gemini-2.0-flash', tools: ['inspections'],
        system: 'You maintain ski-lift safety records.',
        steps: [
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 1 }, out: page(1, [{ date: '2022-06-14', result: 'pass', inspector: 'TÜV Süd' }, { date: '2023-06-02', result: 'pass, wire 3 kink noted' }]) }] },
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 2 }, out: page(2, [{ date: '2024-05-29', result: 'resplice required' }]) }] },
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 3 }, out: page(3, []) }] },
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 4 }, out: page(4, []) }] },
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 5 }, out: page(5, []) }] },
          { calls: [{ name: 'inspections', args: { lift: 'grauhorn-6CLD', kind: 'splice', since: '2022-01-01', page: 6 }, out: page(6, []) }] },
        ],
        cutoff: 'AFC limit: maximum remote calls (6) reached',
      },
    };
  },
  // 06 community seed library -- CrewAI
  (N) => {
    const r = (sk, n) => J({ seeds: n, scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gB' + sk, took: N.ms(1, 25) });
    return {
      isolates: 'A CrewAI agent scrolls the seed-library catalogue; once the scroll is exhausted it keeps advancing the scroll position and gets the same empty batch each time.',
      style: 'crewai',
      run: {
        goal: 'Find all bean varieties in the seed library whose germination test is older than three years.', model: 'gpt-4o-mini', role: 'Seed Librarian',
        system: 'You look after a community seed library catalogue.',
        steps: [
          { text: 'Start scrolling the bean records.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 0 }, out: r('AAA', [{ name: "Cherokee Trail of Tears", germ_test: '2020-03' }, { name: 'Bortolotto', germ_test: '2023-02' }]) }] },
          { text: 'Two records so far, one old enough. Fetching the next batch.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 50 }, out: r('AAB', [{ name: 'Mrs Fortune', germ_test: '2019-04' }]) }] },
          { text: 'Mrs Fortune qualifies too; there may be more runner beans further on.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 100 }, out: r('AAC', []) }] },
          { text: 'That batch was empty, perhaps a gap in the index; moving the position on.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 150 }, out: r('AAC', []) }] },
          { text: 'Still nothing, but climbing beans are filed late in the catalogue.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 200 }, out: r('AAC', []) }] },
          { text: 'Trying further along for the Phaseolus coccineus entries.', calls: [{ name: 'scroll_catalogue', args: { genus: 'Phaseolus', position: 250 }, out: r('AAC', []) }] },
        ],
        cutoff: 'Agent stopped due to iteration limit or time limit.',
      },
    };
  },
];
