// Loop family: pagination keeps advancing past the last real page; every answer is the same empty page.
export const family = 'paging_past_end';
export const loop = true, stagnation = false;
export const scenarios = [
{ n: '01', domain: 'airport lounge access audit', style: 'langfuse',
  isolates: 'After two real pages of lounge entry records, the agent requests pages 3-6, each an empty items list with the same total.',
  goal: 'Count guest passes used at the Terminal 2 lounge by Gold members in August.',
  build(r, S) {
    const kids = [];
    const page = (p, items) => ({ page: p, per_page: 50, total: 73, items, generated_at: r.isoOffset(r.tick(), 2), request_id: r.reqId('lg-') });
    kids.push(S.llm([{ role: 'user', content: this.goal }], 'Fetching entries page by page.', [{ name: 'list_entries', args: { lounge: 'T2', tier: 'gold', month: '2024-08', page: 1 } }]));
    kids.push(S.tool('list_entries', { lounge: 'T2', tier: 'gold', month: '2024-08', page: 1 }, page(1, Array.from({ length: 3 }, (_, i) => ({ member: `GLD${r.int(10000, 99999)}`, guests: r.int(0, 2), at: r.isoNoMs() })).concat([{ note: '...47 more' }]))));
    kids.push(S.tool('list_entries', { lounge: 'T2', tier: 'gold', month: '2024-08', page: 2 }, page(2, [{ member: 'GLD40911', guests: 1, at: r.isoNoMs() }, { member: 'GLD77120', guests: 2, at: r.isoNoMs() }, { note: '...21 more' }])));
    [3, 4, 5, 6].forEach((p, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['Continuing to the next page.', 'Page came back empty, checking the next one in case of a gap.', 'Still empty; trying page 5.', 'Trying one more page.'][i], [{ name: 'list_entries', args: { lounge: 'T2', tier: 'gold', month: '2024-08', page: p } }]));
      kids.push(S.tool('list_entries', { lounge: 'T2', tier: 'gold', month: '2024-08', page: p }, page(p, [])));
    });
    return S.agent('lounge-audit-trace', { input: this.goal }, null, kids, { langfuseTraceId: r.uuid(), tags: ['audit'] });
  } },
{ n: '02', domain: 'noodle factory wholesale orders', style: 'pydantic',
  isolates: 'A Pydantic AI agent keeps increasing the offset past the 120 order rows; offsets 120, 160, 200 all return rows=[] and has_more=false.',
  goal: 'Total the udon wholesale orders from restaurant customers for Q3 so production can be planned.',
  build(r, S) {
    const kids = [];
    const res = (o, rows) => ({ offset: o, limit: 40, rows, has_more: o + 40 < 120, server_time: r.epochMs(), db_replica: r.host('pg-ro') });
    [0, 40, 80].forEach(o => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'query_orders', args: { product: 'udon', quarter: '2024Q3', offset: o, limit: 40 } }]));
      kids.push(S.tool('query_orders', { product: 'udon', quarter: '2024Q3', offset: o, limit: 40 }, res(o, [{ order: `WO-${r.int(5000, 5999)}`, kg: r.int(20, 300) }, { order: `WO-${r.int(5000, 5999)}`, kg: r.int(20, 300) }, { more_rows: 38 }])));
    });
    [120, 160, 200].forEach(o => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'query_orders', args: { product: 'udon', quarter: '2024Q3', offset: o, limit: 40 } }]));
      kids.push(S.tool('query_orders', { product: 'udon', quarter: '2024Q3', offset: o, limit: 40 }, res(o, [])));
    });
    return S.agent('agent run', { user_prompt: this.goal }, null, kids, { 'logfire.span_type': 'span', 'agent_name': 'production_planner', 'logfire.msg': 'production_planner run' });
  } },
{ n: '03', domain: 'Swift package release notes via GitHub API', style: 'plain',
  isolates: 'A coding agent pages GitHub releases with ?page=N; after page 2 the API returns [] with a Link header lacking rel="next", yet pages 3-5 are requested.',
  goal: 'Collect breaking changes in swift-nio-ssl releases since 2.20.0 for our upgrade notes.',
  build(r, S) {
    const kids = [];
    const hdr = (p, last) => `HTTP/2 200\ndate: ${r.httpDate()}\ncontent-type: application/json; charset=utf-8\nx-github-request-id: ${r.hex(4).toUpperCase()}:${r.hex(6).toUpperCase()}:${r.hex(7).toUpperCase()}\nx-ratelimit-remaining: ${r.int(40, 59)}\nlink: <https://api.github.com/repositories/1/releases?page=${p - 1}>; rel="prev"${last ? '' : `, <https://api.github.com/repositories/1/releases?page=${p + 1}>; rel="next"`}\n\n`;
    kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'http_get', args: { url: 'https://api.github.com/repos/apple/swift-nio-ssl/releases?per_page=30&page=1' } }]));
    kids.push(S.tool('http_get', { url: 'https://api.github.com/repos/apple/swift-nio-ssl/releases?per_page=30&page=1' }, hdr(1, false) + '[{"tag_name":"2.27.1","body":"Fix BoringSSL symbol clash"},{"tag_name":"2.27.0","body":"Drop Swift 5.7 support"}, ...28 more]'));
    kids.push(S.tool('http_get', { url: 'https://api.github.com/repos/apple/swift-nio-ssl/releases?per_page=30&page=2' }, hdr(2, true) + '[{"tag_name":"2.21.0","body":"Add NIOSSLCustomVerificationCallback async"},{"tag_name":"2.20.0","body":"..."}]'));
    [3, 4, 5].forEach(p => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], `Fetching page ${p} of releases.`, [{ name: 'http_get', args: { url: `https://api.github.com/repos/apple/swift-nio-ssl/releases?per_page=30&page=${p}` } }]));
      kids.push(S.tool('http_get', { url: `https://api.github.com/repos/apple/swift-nio-ssl/releases?per_page=30&page=${p}` }, hdr(p, true) + '[]'));
    });
    return S.agent('agent', { task: this.goal }, null, kids, { framework: 'plain-openai-loop' });
  } },
{ n: '04', domain: 'street food market stall applications', style: 'adk',
  isolates: 'A Google ADK agent re-sends the same next_page_token after the last page; the portal answers with an empty applications list each time.',
  goal: 'List every pending stall application for the riverside night market that still lacks a food hygiene certificate.',
  build(r, S) {
    const kids = [];
    kids.push(S.llm({ contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, null, [{ name: 'list_applications', args: { market: 'riverside-night', status: 'pending' } }]));
    kids.push(S.tool('list_applications', { market: 'riverside-night', status: 'pending' }, { applications: [{ id: 'APP-311', trader: 'Bao Brothers', hygiene_cert: null }, { id: 'APP-318', trader: 'Arepa Stop', hygiene_cert: 'FHRS-5' }], next_page_token: 'CgZBUFAtMzE4' }));
    kids.push(S.tool('list_applications', { market: 'riverside-night', status: 'pending', page_token: 'CgZBUFAtMzE4' }, { applications: [{ id: 'APP-324', trader: 'Kerala Kitchen', hygiene_cert: null }], next_page_token: 'CgZBUFAtMzI0' }));
    for (let i = 0; i < 4; i++) {
      kids.push(S.llm({ contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, null, [{ name: 'list_applications', args: { market: 'riverside-night', status: 'pending', page_token: 'CgZBUFAtMzI0' } }]));
      kids.push(S.tool('list_applications', { market: 'riverside-night', status: 'pending', page_token: 'CgZBUFAtMzI0' }, { applications: [], next_page_token: 'CgZBUFAtMzI0', served_at: r.isoOffset(r.tick(), 1) }));
    }
    return S.agent('invoke_agent market_officer', { new_message: this.goal }, null, kids, { 'gcp.vertex.agent.session_id': r.uuid(), app_name: 'market_ops' });
  } },
{ n: '05', domain: 'hospital staff parking permits', style: 'weave',
  isolates: 'A Weave-traced agent scrolls a permits table in a browser; after the last row the scroll offset keeps growing but the visible rows stay the same final three.',
  goal: 'Find all night-shift staff on the waiting list for the multi-storey car park and how long they have waited.',
  build(r, S) {
    const kids = [];
    const view = (y, rows) => `<table id="waitlist"><tbody>${rows.map(x => `<tr><td>${x[0]}</td><td>${x[1]}</td><td>${x[2]}</td></tr>`).join('')}</tbody></table><!-- scrollY=${y} render=${r.ms()}ms -->`;
    const a = [['N. Osei', 'Night', '212 days'], ['P. Laine', 'Day', '190 days'], ['R. Quispe', 'Night', '176 days']];
    const b = [['K. Dunne', 'Night', '41 days'], ['A. Moreau', 'Day', '12 days'], ['T. Ibe', 'Night', '3 days']];
    kids.push(S.tool('browser.scroll', { selector: '#waitlist', y: 0 }, view(0, a)));
    kids.push(S.tool('browser.scroll', { selector: '#waitlist', y: 800 }, view(800, b)));
    [1600, 2400, 3200, 4000].forEach((y, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['Scroll further to load more rows.', 'Maybe rows load lazily, scroll more.', 'Scrolling again.', 'Scroll further down.'][i], [{ name: 'browser.scroll', args: { selector: '#waitlist', y } }]));
      kids.push(S.tool('browser.scroll', { selector: '#waitlist', y }, view(y, b)));
    });
    return S.agent('ParkingAgent.run', { query: this.goal }, null, kids, { op_name: 'weave:///hospital-it/parking/op/ParkingAgent.run:v3', call_id: r.uuid() });
  } },
{ n: '06', domain: 'carousel restoration parts catalogue', style: 'haystack',
  isolates: 'A Haystack pipeline pages a parts catalogue by cursor; once the cursor comes back null the agent keeps passing the last cursor and gets three identical empty pages.',
  goal: 'Find replacement brass poles and crank rods that fit a 1912 Savage gallopers carousel.',
  build(r, S) {
    const kids = [];
    const c1 = r.cursor();
    kids.push(S.llm({ prompt: this.goal }, null, [{ name: 'catalogue_search', args: { fits: 'Savage gallopers 1912', category: 'drive', cursor: null } }]));
    kids.push(S.tool('catalogue_search', { fits: 'Savage gallopers 1912', category: 'drive', cursor: null }, { results: [{ sku: 'SV-CR-22', name: 'Crank rod, forged, 22mm' }, { sku: 'SV-BP-1650', name: 'Brass pole 1650mm twisted' }], next_cursor: c1 }));
    kids.push(S.tool('catalogue_search', { fits: 'Savage gallopers 1912', category: 'drive', cursor: c1 }, { results: [{ sku: 'SV-BP-1720', name: 'Brass pole 1720mm plain' }], next_cursor: null }));
    for (let i = 0; i < 3; i++) {
      kids.push(S.llm({ prompt: this.goal }, null, [{ name: 'catalogue_search', args: { fits: 'Savage gallopers 1912', category: 'drive', cursor: c1, page_hint: i + 3 } }]));
      kids.push(S.tool('catalogue_search', { fits: 'Savage gallopers 1912', category: 'drive', cursor: c1, page_hint: i + 3 }, { results: [], next_cursor: null, served_by: r.host('catalog'), elapsed: r.dur() }));
    }
    return S.chain('Pipeline.run', { query: this.goal }, null, [S.agent('Agent', { messages: [this.goal] }, null, kids, { 'haystack.component.type': 'Agent' })], { 'haystack.pipeline.name': 'parts_lookup' });
  } },
];
