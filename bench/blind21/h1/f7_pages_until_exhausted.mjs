export const family = 'pages_until_exhausted';
export const loop = false;
export const stagnation = false;
export const description = 'Healthy: pagination where every page brings new items until the source says there is no more, followed by a summary.';

export const rows = [
  { n: '01', domain: 'beach hut rentals', style: 'gemini', model: 'gemini-2.5-flash', agent: 'hut_bookings',
    isolates: 'Three pages of beach hut bookings with distinct huts, the third with no nextPageToken, then a summary of free huts.',
    goal: 'Which beach huts on the East Promenade are still free for the August bank holiday weekend?',
    build(T) { const N = T.N; const t1 = N.b62(24), t2 = N.b62(24);
      T.step(null, [['list_bookings', { promenade: 'east', from: '2025-08-23', to: '2025-08-25' }, { bookings: [{ hut: 'E01' }, { hut: 'E02' }, { hut: 'E04' }, { hut: 'E05' }, { hut: 'E07' }], nextPageToken: t1 }]]);
      T.step(null, [['list_bookings', { promenade: 'east', from: '2025-08-23', to: '2025-08-25', pageToken: t1 }, { bookings: [{ hut: 'E08' }, { hut: 'E09' }, { hut: 'E11' }, { hut: 'E12' }, { hut: 'E14' }], nextPageToken: t2 }]]);
      T.step(null, [['list_bookings', { promenade: 'east', from: '2025-08-23', to: '2025-08-25', pageToken: t2 }, { bookings: [{ hut: 'E15' }, { hut: 'E17' }] }]]);
      T.step(null, [['list_huts', { promenade: 'east' }, { huts: Array.from({ length: 18 }, (_, i) => 'E' + String(i + 1).padStart(2, '0')) }]]);
      T.finish('East Promenade huts free for 23–25 August: E03, E06, E10, E13, E16 and E18 (12 of 18 are booked).');
    } },
  { n: '02', domain: 'river barge freight', style: 'crewai', model: 'gpt-4o-mini', agent: 'Barge Cargo Clerk', crew: 'Crew: barge-manifests',
    isolates: 'A ReAct agent reads numbered manifest pages, each with new consignments, until "page 3 of 3", then totals tonnage.',
    goal: 'Total the aggregate tonnage on barge RHEINGOLD 7 for the lock-fee declaration.',
    build(T) { const N = T.N;
      T.step('I need the manifest pages.', [['manifest_page', { barge: 'RHEINGOLD 7', page: 1 }, 'Page 1 of 3 | C-101 gravel 412.0 t | C-102 sand 380.5 t | C-103 gravel 415.2 t']]);
      T.step('Page 1 of 3 read, reading page 2.', [['manifest_page', { barge: 'RHEINGOLD 7', page: 2 }, 'Page 2 of 3 | C-104 crushed limestone 398.0 t | C-105 sand 377.9 t']]);
      T.step('Two consignments on page 2; now the last page.', [['manifest_page', { barge: 'RHEINGOLD 7', page: 3 }, 'Page 3 of 3 | C-106 gravel 401.4 t | END OF MANIFEST']]);
      T.finish('RHEINGOLD 7 carries 6 consignments totalling 2,385.0 t of aggregates (gravel 1,228.6 t, sand 758.4 t, limestone 398.0 t).');
    } },
  { n: '03', domain: 'public art commissions', style: 'langgraph', model: 'gpt-4o', agent: 'commissions-agent',
    isolates: 'An offset-paged API returns 20, 20 and 9 distinct applications with a total of 49, then the agent summarises by medium.',
    goal: 'Summarise all applications to the riverside mural and sculpture open call by medium for the panel.',
    build(T) { const N = T.N;
      const media = ['mural', 'sculpture', 'mosaic', 'light installation'];
      const page = (off, n) => ({ total: 49, offset: off, items: Array.from({ length: n }, (_, i) => ({ app: `APP-${300 + off + i}`, medium: media[(off + i) % 4] })) });
      T.step(null, [['list_applications', { call: 'riverside-2025', offset: 0, limit: 20 }, page(0, 20)]]);
      T.step(null, [['list_applications', { call: 'riverside-2025', offset: 20, limit: 20 }, page(20, 20)]]);
      T.step(null, [['list_applications', { call: 'riverside-2025', offset: 40, limit: 20 }, page(40, 9)]]);
      T.finish('49 applications: 13 mural, 12 sculpture, 12 mosaic, 12 light installation (APP-300 to APP-348).');
    } },
  { n: '04', domain: 'language exchange meetups', style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'meetup-organiser',
    isolates: 'A CLI lists RSVP pages with --after cursors; each page has new members, the last prints "no more results", then pairs are proposed.',
    goal: 'Pair Spanish learners with Spanish native speakers from the RSVPs for Thursday\'s language exchange.',
    build(T) { const N = T.N;
      T.step('Reading the RSVPs.', [['Bash', { command: 'meetupctl rsvps evt_4471 --limit 4' }, 'NAME        NATIVE  LEARNING\nLucía       es      en\nTom         en      es\nAiko        ja      es\nDiego       es      de\n-- next: --after rsvp_8823']]);
      T.step(null, [['Bash', { command: 'meetupctl rsvps evt_4471 --limit 4 --after rsvp_8823' }, 'NAME        NATIVE  LEARNING\nMarta       es      en\nPriya       en      es\nJonas       de      es\n-- next: --after rsvp_8840']]);
      T.step(null, [['Bash', { command: 'meetupctl rsvps evt_4471 --limit 4 --after rsvp_8840' }, 'NAME        NATIVE  LEARNING\nCarmen      es      ja\n-- no more results']]);
      T.finish('Proposed pairs: Tom–Lucía, Priya–Marta, Jonas–Diego, Aiko–Carmen (Aiko and Carmen can swap Japanese/Spanish).');
    } },
  { n: '05', domain: 'open-source issue triage (coding)', style: 'responses', model: 'gpt-4.1', agent: 'triage-bot',
    isolates: 'A GraphQL search pages through issues with endCursor until hasNextPage=false, each page new, then labels are summarised.',
    goal: 'List open issues in the csv-sniffer repo that mention "encoding" so I can group them for the next release.',
    build(T) { const N = T.N; const c1 = N.b62(12), c2 = N.b62(12);
      T.step(null, [['github_graphql', { query: 'search(type: ISSUE, query: "repo:tabular/csv-sniffer is:open encoding", first: 3)' }, { data: { search: { nodes: [{ number: 412, title: 'UTF-16 BOM not detected' }, { number: 418, title: 'cp1252 misread as latin-1' }, { number: 431, title: 'Encoding hint ignored for .tsv' }], pageInfo: { hasNextPage: true, endCursor: c1 } } } }]], { reasoning: 'Use search with pagination.' });
      T.step(null, [['github_graphql', { query: `search(..., first: 3, after: "${c1}")` }, { data: { search: { nodes: [{ number: 440, title: 'Shift-JIS sample crashes sniff()' }, { number: 447, title: 'Docs: encoding param' }, { number: 452, title: 'chardet fallback slow' }], pageInfo: { hasNextPage: true, endCursor: c2 } } } }]]);
      T.step(null, [['github_graphql', { query: `search(..., first: 3, after: "${c2}")` }, { data: { search: { nodes: [{ number: 460, title: 'Emit warning on mixed encodings' }], pageInfo: { hasNextPage: false, endCursor: null } } } }]]);
      T.finish('7 open encoding issues: detection bugs #412, #418, #440; configuration #431, #447; performance #452; new feature #460.');
    } },
  { n: '06', domain: 'garden centre plant returns', style: 'plain', model: 'gpt-4o-mini', agent: 'returns-clerk',
    isolates: 'A Link-header paged returns export brings distinct return lines on each of four pages, the last without rel=next, then a supplier summary.',
    goal: 'Group this month\'s plant returns by supplier so we can claim credits.',
    build(T) { const N = T.N;
      const rows = [[['R-1', 'Hillside Nurseries', 'Acer palmatum'], ['R-2', 'Greenway', 'Lavender x6']], [['R-3', 'Hillside Nurseries', 'Box ball'], ['R-4', 'Fernhill', 'Hosta']], [['R-5', 'Greenway', 'Rosemary'], ['R-6', 'Greenway', 'Thyme tray']], [['R-7', 'Fernhill', 'Heuchera']]];
      rows.forEach((r, i) => T.step(null, [['http_get', { url: `https://pos.example-gc.co.uk/api/returns?month=2025-05&page=${i + 1}` }, `HTTP/1.1 200 OK\nDate: ${N.http()}\n${i < 3 ? `Link: <...?month=2025-05&page=${i + 2}>; rel="next"\n` : ''}\n${JSON.stringify(r.map(([id, s, p]) => ({ id, supplier: s, plant: p })))}`]]));
      T.finish('Returns by supplier: Greenway 3 (R-2, R-5, R-6), Hillside Nurseries 2 (R-1, R-3), Fernhill 2 (R-4, R-7).');
    } },
];
