// Family: page/offset/cursor keeps advancing past the end; every answer is the same empty page.
export const family = 'paging_past_end';
export const rows = [
  { id: '01', isolates: 'Organ-grinder busking permits: after page 3 (the last with items) the agent requests pages 4, 5, 6, 7 and gets the same empty page each time.',
    build: (n) => {
      const pg = (p, items) => ({ page: p, per_page: 25, items, total: 61, served: n.iso() });
      const names = (k, c) => Array.from({ length: c }, (_, i) => ({ permit: `BP-${k}${String(i).padStart(2, '0')}`, pitch: ['Covent Garden E', 'Leicester Sq N', 'South Bank 4'][i % 3], instrument: 'barrel organ' }));
      const steps = [{ text: 'Listing permits page by page.', calls: [{ name: 'listPermits', args: { page: 1 }, out: pg(1, names(1, 25)) }] }, { text: null, calls: [{ name: 'listPermits', args: { page: 2 }, out: pg(2, names(2, 25)) }] }, { text: null, calls: [{ name: 'listPermits', args: { page: 3 }, out: pg(3, names(3, 11)) }] }];
      for (const p of [4, 5, 6, 7]) steps.push({ text: null, calls: [{ name: 'listPermits', args: { page: p }, out: pg(p, []) }] });
      return { style: 'vercel', goal: 'Count barrel-organ busking permits per pitch for the Westminster licensing report.', steps, rootError: 'maxSteps (7) reached', final: null };
    } },
  { id: '02', isolates: 'Buoy maintenance log (OTel GenAI style): offset keeps rising by 50 past a short final page, the API returns an empty array four times.',
    build: (n) => {
      const out = (o, c) => ({ offset: o, limit: 50, records: Array.from({ length: c }, (_, i) => ({ buoy: `WB-${o + i + 1}`, last_service: '2024-1' + (i % 2) + '-0' + ((i % 8) + 1), lamp: i % 5 ? 'LED-6nm' : 'LED-3nm' })), server_time: n.isoOff(1), x_amzn_requestid: n.uuid() });
      const steps = [{ text: 'Fetching the service log.', calls: [{ name: 'get_buoy_service_log', args: { offset: 0, limit: 50 }, out: out(0, 50) }] }, { text: null, calls: [{ name: 'get_buoy_service_log', args: { offset: 50, limit: 50 }, out: out(50, 17) }] }];
      for (const o of [100, 150, 200, 250]) steps.push({ text: null, calls: [{ name: 'get_buoy_service_log', args: { offset: o, limit: 50 }, out: out(o, 0) }] });
      return { style: 'otel_genai', goal: 'List buoys in the Wash fairway whose lamp was last serviced more than 12 months ago.', steps, rootError: 'agent terminated: step budget exhausted', final: null };
    } },
  { id: '03', isolates: 'Foley library: the agent re-sends the same next_cursor token; the API returns the same empty page with the same cursor three times.',
    build: (n) => {
      const c2 = 'eyJvZmZzZXQiOjIwMCwic29ydCI6ImlkIn0';
      const page = (items, next) => ({ results: items, next_cursor: next, has_more: false, request_id: n.reqId('fl_'), rate_limit_remaining: n.int(100, 900) });
      const it = (pfx, k) => Array.from({ length: k }, (_, i) => ({ id: `${pfx}-${i}`, title: ['footsteps gravel', 'door creak oak', 'cloth rustle', 'glass clink'][i % 4], duration_s: 1 + (i % 7) }));
      return { style: 'semantic_kernel', goal: 'Export every gravel-footstep clip from the foley library into the project bin for reel 3.',
        steps: [
          { text: 'Paging through the library.', calls: [{ name: 'list_clips', plugin: 'FoleyLibrary', args: { tag: 'footsteps' }, out: { ...page(it('A', 100), 'eyJvZmZzZXQiOjEwMCwic29ydCI6ImlkIn0'), has_more: true } }] },
          { text: null, calls: [{ name: 'list_clips', plugin: 'FoleyLibrary', args: { tag: 'footsteps', cursor: 'eyJvZmZzZXQiOjEwMCwic29ydCI6ImlkIn0' }, out: page(it('B', 38), c2) }] },
          { text: null, calls: [{ name: 'list_clips', plugin: 'FoleyLibrary', args: { tag: 'footsteps', cursor: c2 }, out: page([], c2) }] },
          { text: null, calls: [{ name: 'list_clips', plugin: 'FoleyLibrary', args: { tag: 'footsteps', cursor: c2 }, out: page([], c2) }] },
          { text: null, calls: [{ name: 'list_clips', plugin: 'FoleyLibrary', args: { tag: 'footsteps', cursor: c2 }, out: page([], c2) }] },
        ], rootError: 'FunctionChoiceBehavior: maximum auto-invoke attempts (5) reached', final: null };
    } },
  { id: '04', isolates: 'smolagents CodeAgent on a roller rink waiver list: it advances page=4,5,6 after the last real page 3, printing the same empty result each step.',
    build: (n) => {
      const o = (p, rows) => `Execution logs:\n{'page': ${p}, 'waivers': ${JSON.stringify(rows)}, 'fetched_at': '${n.syslog()}'}\nOut: None`;
      const w = (k) => Array.from({ length: k }, (_, i) => ({ name: `Skater ${i}`, signed: i % 3 !== 0, age: 9 + (i % 30) }));
      const steps = [1, 2, 3].map((p) => ({ text: p === 1 ? 'I will fetch waivers page by page and count unsigned ones.' : 'Next page.', calls: [{ name: 'get_waivers', var: 'page_data', args: { session: 'SAT-EVE-0614', page: p }, out: o(p, w(p === 3 ? 4 : 20)) }] }));
      for (const p of [4, 5, 6]) steps.push({ text: null, calls: [{ name: 'get_waivers', var: 'page_data', args: { session: 'SAT-EVE-0614', page: p }, out: o(p, []) }] });
      return { style: 'smolagents', model: 'Qwen/Qwen2.5-Coder-32B-Instruct', goal: 'Before the Saturday evening session, list skaters with unsigned waivers.', steps, rootError: 'AgentMaxStepsError: Reached max steps.', final: null };
    } },
  { id: '05', isolates: 'Mastra agent over a sponge-diving catch ledger: the scroll position keeps growing but every scroll returns the same empty batch.',
    build: (n) => {
      const b = (pos, k) => ({ scroll_pos: pos, batch: Array.from({ length: k }, (_, i) => ({ boat: ['Agia Marina', 'Kalymnos II', 'Evangelistria'][i % 3], species: i % 2 ? 'Spongia officinalis' : 'Hippospongia', kg: (3 + (i % 9) * 0.7).toFixed(1) })), node: n.host('ledger'), ts: n.epoch() });
      const steps = [{ text: 'Scrolling the ledger.', calls: [{ name: 'scrollLedger', args: { season: 2025, from: 0 }, out: b(0, 40) }] }, { text: null, calls: [{ name: 'scrollLedger', args: { season: 2025, from: 40 }, out: b(40, 12) }] }];
      for (const f of [52, 92, 132, 172]) steps.push({ text: null, calls: [{ name: 'scrollLedger', args: { season: 2025, from: f }, out: b(f, 0) }] });
      return { style: 'mastra', goal: 'Total the 2025 sponge catch per boat for the Kalymnos cooperative quota return.', steps, rootError: 'maxSteps exceeded', final: null };
    } },
  { id: '06', isolates: 'Plain trace, LDAP directory listing for a group sync: paged-results control keeps requesting after the empty cookie; same zero-entry response 3 times.',
    build: (n) => {
      const r = (k, cookie) => `# search result\nsearch: ${n.int(2, 9)}\nresult: 0 Success\n# numEntries: ${k}\n# pagedresults: cookie=${cookie}\n# elapsed ${n.ms()}ms on ${n.host('ldap')}`;
      const steps = [
        { text: 'Listing members of cn=field-engineers with paged results.', calls: [{ name: 'ldapsearch', args: { base: 'ou=people,dc=corp,dc=example', filter: '(memberOf=cn=field-engineers,ou=groups,dc=corp,dc=example)', page_size: 500 }, out: r(500, 'AQAAAAEAAAA=') }] },
        { text: null, calls: [{ name: 'ldapsearch', args: { base: 'ou=people,dc=corp,dc=example', filter: '(memberOf=cn=field-engineers,ou=groups,dc=corp,dc=example)', page_size: 500, cookie: 'AQAAAAEAAAA=' }, out: r(212, '') }] },
      ];
      for (const pg of [3, 4, 5]) steps.push({ text: null, calls: [{ name: 'ldapsearch', args: { base: 'ou=people,dc=corp,dc=example', filter: '(memberOf=cn=field-engineers,ou=groups,dc=corp,dc=example)', page_size: 500, page: pg }, out: r(0, '') }] });
      return { style: 'plain', goal: 'Sync the LDAP group cn=field-engineers into the HR tool and report how many users were added.', steps, rootError: 'max_turns=5', final: null };
    } },
];
