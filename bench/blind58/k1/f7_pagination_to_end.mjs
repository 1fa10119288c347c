// Healthy: pagination with new items on every page until the source says there is no more.
export const family = 'pagination_to_end';
const mk = (k, f) => Array.from({ length: k }, (_, i) => f(i));
export const rows = [
  { id: '01', isolates: 'CrewAI lifejacket servicing audit: three pages of different jackets, the last says has_more=false, then a summary.',
    build: (n) => {
      const pg = (p, items, more) => `page=${p} has_more=${more} fetched ${n.syslog()}\n` + items.map((x) => `${x.serial}\t${x.model}\t${x.due}`).join('\n');
      const it = (p, k) => mk(k, (i) => ({ serial: `LJ-${p}${String(i).padStart(3, '0')}`, model: i % 2 ? 'Crewsaver 275N' : 'Seago 190N', due: `2025-0${(i % 9) + 1}-15` }));
      return { style: 'crewai', goal: 'List lifejackets on the ferry fleet that are overdue for annual service.',
        steps: [
          { agent: 'Safety Officer', task: 'Audit lifejacket service dates', text: 'Fetch first page.', calls: [{ name: 'List lifejackets', args: { page: 1 }, out: pg(1, it(1, 6), true) }] },
          { agent: 'Safety Officer', task: 'Audit lifejacket service dates', text: 'Page 1 had 6 jackets, fetch page 2.', calls: [{ name: 'List lifejackets', args: { page: 2 }, out: pg(2, it(2, 6), true) }] },
          { agent: 'Safety Officer', task: 'Audit lifejacket service dates', text: 'Page 2 added six more, fetch page 3.', calls: [{ name: 'List lifejackets', args: { page: 3 }, out: pg(3, it(3, 4), false) }] },
          { agent: 'Safety Officer', task: 'Audit lifejacket service dates', text: 'No more pages; 16 jackets in total, 5 with due dates before today.', calls: [], final: '5 of 16 lifejackets are overdue: LJ-1000, LJ-1001, LJ-2002, LJ-2003, LJ-3000.' },
        ], final: '5 of 16 lifejackets are overdue.' };
    } },
  { id: '02', isolates: 'Anthropic Messages log: shuffleboard league results fetched by next_page token, new matches each page until next_page is null; standings computed.',
    build: (n) => {
      const r = (k, tok, base) => ({ matches: mk(k, (i) => ({ id: base + i, home: ['Cue Tips', 'Disc Jockeys', 'Biscuit Club'][i % 3], away: ['Slide Rules', 'Kitchen Crew'][i % 2], score: `${(i * 7) % 75}-${(i * 11) % 75}` })), next_page: tok, request_id: n.reqId('req_'), retrieved: n.isoMs() });
      return { style: 'anthropic', model: 'claude-3-5-haiku-20241022', goal: 'Compute the spring shuffleboard league standings from all recorded matches.',
        steps: [
          { text: 'Fetching matches.', calls: [{ name: 'list_matches', args: { season: 'spring-2025' }, out: r(10, 'tok_B2', 100) }] },
          { text: 'Ten matches so far; continuing.', calls: [{ name: 'list_matches', args: { season: 'spring-2025', page_token: 'tok_B2' }, out: r(10, 'tok_C7', 110) }] },
          { text: 'Ten more; one more page.', calls: [{ name: 'list_matches', args: { season: 'spring-2025', page_token: 'tok_C7' }, out: r(4, null, 120) }] },
          { text: 'All 24 matches retrieved. Standings: Cue Tips 6-2, Biscuit Club 5-3, Disc Jockeys 4-4, Slide Rules 3-9, Kitchen Crew 2-6.', calls: [] },
        ], final: 'Standings computed from 24 matches.' };
    } },
  { id: '03', isolates: 'LlamaIndex agent reading a radio drama script revision history: four offset pages of distinct revisions, last page short, then a summary of changes.',
    build: (n) => {
      const r = (o, k) => ({ offset: o, revisions: mk(k, (i) => ({ rev: o + i + 1, scene: `Sc${(o + i) % 17 + 1}`, author: ['Moira', 'Dev', 'Olu'][(o + i) % 3], note: ['tightened dialogue', 'cut SFX cue', 'new cold open', 'changed ending line'][(o + i) % 4] })), total: 34, etag: n.etag() });
      return { style: 'llamaindex', goal: 'Summarise what changed in episode 4 of "The Lighthouse Keeper\'s Wife" since the table read.',
        steps: [0, 10, 20, 30].map((o) => ({ text: o === 0 ? 'Reading revision history.' : null, calls: [{ name: 'list_revisions', args: { episode: 4, offset: o, limit: 10 }, out: r(o, o === 30 ? 4 : 10) }] })).concat([{ text: 'All 34 revisions read: new cold open (Sc1), three SFX cues cut, ending line changed twice by Olu.', calls: [] }]), final: 'Summary of 34 revisions delivered.' };
    } },
  { id: '04', isolates: 'Semantic Kernel: a moorland burning permit register paged by page number, each page with new permits, ending when total pages is reached.',
    build: (n) => {
      const r = (p, k) => ({ page: p, total_pages: 3, permits: mk(k, (i) => ({ id: `MB/${p}${i}`, estate: ['Glen Clova', 'Bowland', 'Spadeadam'][i % 3], ha: 2 + i, window: '1 Oct – 15 Apr' })), generated_utc: n.iso() });
      return { style: 'semantic_kernel', goal: 'Total the hectares of heather burning permitted on upland estates this season.',
        steps: [1, 2, 3].map((p) => ({ text: p === 1 ? 'Fetching the permit register.' : null, calls: [{ name: 'get_permits', plugin: 'Register', args: { page: p }, out: r(p, p === 3 ? 3 : 5) }] })).concat([{ text: 'Pages 1-3 read (13 permits). Total permitted area: 58 ha.', calls: [] }]), final: '58 ha across 13 permits.' };
    } },
  { id: '05', isolates: 'OpenAI Agents SDK: a Sentry issue triage agent follows Link rel=next cursors with new issues each page until results="false".',
    build: (n) => {
      const r = (k, c, more, base) => ({ status: 200, headers: { link: `<https://sentry.io/api/0/projects/acme/checkout/issues/?cursor=${c}>; rel="next"; results="${more}"; cursor="${c}"`, 'x-sentry-rate-limit-remaining': n.int(10, 39), date: n.http() }, body: mk(k, (i) => ({ id: String(base + i), title: ['TypeError: cannot read properties of undefined (reading \'sku\')', 'ChunkLoadError', 'PaymentIntent timeout'][i % 3], count: 10 + i })) });
      return { style: 'openai_agents', agentName: 'Triage', goal: 'List unresolved checkout-frontend issues from the last 24h grouped by error type.',
        steps: [
          { text: null, calls: [{ name: 'sentry_list_issues', args: { project: 'checkout', query: 'is:unresolved age:-24h' }, out: r(25, '0:25:0', 'true', 4100) }] },
          { text: null, calls: [{ name: 'sentry_list_issues', args: { project: 'checkout', query: 'is:unresolved age:-24h', cursor: '0:25:0' }, out: r(25, '0:50:0', 'true', 4125) }] },
          { text: null, calls: [{ name: 'sentry_list_issues', args: { project: 'checkout', query: 'is:unresolved age:-24h', cursor: '0:50:0' }, out: r(7, '0:75:0', 'false', 4150) }] },
          { text: '57 issues: 19 TypeError (sku), 19 ChunkLoadError, 19 PaymentIntent timeout.', calls: [] },
        ], final: '57 unresolved issues grouped into 3 types.' };
    } },
  { id: '06', isolates: 'Spring AI: a date palm farm agent reads irrigation valve events page by page (new events each time) until last=true and reports leaking valves.',
    build: (n) => {
      const r = (p, k, last) => ({ content: mk(k, (i) => ({ valve: `V-${p * 20 + i}`, block: ['Medjool-A', 'Barhi-C'][i % 2], flow_lph: i % 6 === 0 ? 190 : 40 })), number: p, last, totalElements: 52, pageable: { pageSize: 20 }, timestamp: n.isoOff(4) });
      return { style: 'spring_ai', goal: 'Find drip valves with abnormal flow in the Al Ain date palm blocks overnight.',
        steps: [0, 1, 2].map((p) => ({ text: null, calls: [{ name: 'valveEvents', args: { night: '2025-06-18', page: p, size: 20 }, out: r(p, p === 2 ? 12 : 20, p === 2) }] })).concat([{ text: 'All 52 valves read; V-0, V-6, V-12, V-18, V-20, V-26, V-32, V-38, V-40, V-46 show 190 l/h (likely leaks).', calls: [] }]), final: '10 valves flagged for inspection.' };
    } },
];
