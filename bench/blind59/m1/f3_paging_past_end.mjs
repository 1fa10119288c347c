import { agent, llm, tool, chain, sys, user, oaiCall, anthOut, gemOut, usage } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;
export const summary = 'Page number, offset, scroll position or cursor keeps advancing (or the same token is re-sent) after the last real page; every answer is the same empty page, 3+ times.';

export const rows = [
  // 01 salt mine? no: ocean-rowing? -> sea glass jewellery marketplace orders — OpenAI Responses API
  (N) => {
    const goal = 'Export all October orders from the sea-glass jewellery shop\'s storefront API into a CSV summary.';
    const kids = [];
    const orders = (p) => Array.from({ length: p === 3 ? 7 : 50 }, (_, k) => ({ id: 9000 + p * 50 + k, total: +(12 + ((k * 37 + p * 11) % 140)).toFixed(2) }));
    for (let p = 1; p <= 7; p++) {
      kids.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: p > 1 ? 'resp_' + N.hex(20) : null, input: p === 1 ? goal : [{ type: 'function_call_output', call_id: 'call_' + N.b62(10), output: '...' }] }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'list_orders', arguments: JSON.stringify({ month: '2024-10', page: p, per_page: 50 }) }] }));
      const body = p <= 3 ? { orders: orders(p), page: p, per_page: 50 } : { orders: [], page: p, per_page: 50 };
      kids.push(tool('list_orders', { month: '2024-10', page: p, per_page: 50 }, { status: 200, headers: { date: N.http(N.tick()), 'x-request-id': N.uuid(), link: p < 3 ? `<...&page=${p + 1}>; rel="next"` : '' }, body }));
    }
    return { domain: 'sea-glass jewellery webshop orders', style: 'OpenAI Responses API (function_call / function_call_output items)', isolates: 'Page 3 is the last real page (7 orders, no next link); pages 4-7 are requested anyway and all return an empty orders array.', goal,
      root: agent('responses-agent', { goal }, null, kids, { store: true }) };
  },
  // 02 tide pool survey photo archive — Anthropic Messages with offset
  (N) => {
    const goal = 'Count how many rock-pool survey photos from the Kimmeridge transect are tagged "blenny" in the citizen-science archive.';
    const kids = [];
    const offsets = [0, 100, 200, 300, 400, 500];
    offsets.forEach((o) => {
      kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-haiku-20241022', messages: '[...]' }, anthOut(N, o === 100 ? 'First page had 100 photos, 9 tagged blenny. Continuing.' : null, [['list_photos', { transect: 'KIM-T2', limit: 100, offset: o }]])));
      const items = o === 0 ? 100 : o === 100 ? 38 : 0;
      kids.push(tool('list_photos', { transect: 'KIM-T2', limit: 100, offset: o }, JSON.stringify({ items: items ? `[${items} photo records]` : [], count: items, total_estimate: null, served_by: N.host('archive-api') })));
    });
    return { domain: 'rock-pool ecology survey photo archive', style: 'Anthropic Messages API log (tool_use / tool_result)', isolates: 'After offset 100 returns a short page of 38, offsets 200-500 are fetched and each returns count 0.', goal,
      root: agent('claude-agent', { goal }, null, kids, { anthropic_version: '2023-06-01' }) };
  },
  // 03 browser infinite scroll — Claude Agent SDK transcript? use Google ADK
  (N) => {
    const goal = 'Collect the names of all stallholders listed on the Ravensbourne vintage fair website\'s exhibitor page.';
    const kids = [];
    kids.push(llm('call_llm', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, gemOut(N, null, [['browser_navigate', { url: 'https://ravensbournevintage.example/exhibitors' }]])));
    kids.push(tool('execute_tool browser_navigate', { url: 'https://ravensbournevintage.example/exhibitors' }, { title: 'Exhibitors – Ravensbourne Vintage Fair', snapshot: '<ul class="exhibitors"><li>Pearl & Pine</li><li>Marlow Mercantile</li>… (24 items)</ul>' }));
    const ys = [2400, 4800, 7200, 9600, 12000];
    ys.forEach((y, i) => {
      kids.push(llm('call_llm', { contents: '[...]' }, gemOut(N, i === 0 ? '24 exhibitors so far; scroll to load more.' : null, [['browser_scroll', { y }]])));
      kids.push(tool('execute_tool browser_scroll', { y }, i === 0 ? { loaded: 12, snapshot: '<li>Hartley Haberdashery</li>… (12 more)', footer_visible: true } : { loaded: 0, snapshot: '<footer>© 2024 Ravensbourne Vintage Fair · <a href="/privacy">Privacy</a></footer>', footer_visible: true, scrollY: y }));
    });
    return { domain: 'vintage fair exhibitor listing (browser)', style: 'Google ADK (call_llm / execute_tool spans)', isolates: 'Once the footer is visible and nothing new loads, the agent keeps scrolling further four more times, each loading 0 items.', goal,
      root: agent('invoke_agent exhibitor_scraper', { goal }, null, kids, { 'gcp.vertex.agent.session_id': N.uuid() }) };
  },
  // 04 cursor re-sent — LangGraph
  (N) => {
    const goal = 'Pull every support ticket tagged "flooded-compressor" from the helpdesk for the refrigerated display case maker and summarise root causes.';
    const kids = [];
    const c1 = N.cursor(); const c2 = N.cursor();
    const call = (cur, res) => { kids.push(llm('ChatAnthropic', { messages: '[...]' }, anthOut(N, null, [['helpdesk_search', { tag: 'flooded-compressor', cursor: cur }]]), { langgraph_node: 'agent' })); kids.push(tool('helpdesk_search', { tag: 'flooded-compressor', cursor: cur }, res, { langgraph_node: 'tools' })); };
    call(null, { tickets: ['#4412 display case ices up', '#4420 compressor short-cycling', '…18 more'], next_cursor: c1 });
    call(c1, { tickets: ['#4502 liquid slugging after defrost', '#4519 TXV stuck open', '#4533 oil in suction line'], next_cursor: c2 });
    for (let i = 0; i < 4; i++) call(c2, { tickets: [], next_cursor: c2, meta: { request_id: N.reqId('hd-'), generated_at: N.iso(N.tick()) } });
    return { domain: 'refrigerated display case service desk', style: 'LangGraph (agent / tools nodes in LangSmith)', isolates: 'The helpdesk returns an empty page whose next_cursor equals the cursor sent; the agent re-sends that same cursor four times.', goal,
      root: agent('LangGraph', { messages: [user(goal)] }, null, kids, { thread_id: N.uuid(), recursion_limit: 25 }) };
  },
  // 05 church? -> hiking trail condition reports — Mastra
  (N) => {
    const goal = 'Gather all trail condition reports filed this week for the Cairn Ridge path network and flag any washouts.';
    const kids = [];
    for (let pg = 1; pg <= 6; pg++) {
      kids.push(llm('mastra.agent.generate.llm', { messages: '[...]' }, { text: pg === 2 ? 'Page 1 had 20 reports incl. a washout on Blackburn Gill. Fetching page 2.' : '', toolCalls: [{ toolName: 'listReports', args: { week: '2024-W37', page: pg } }] }));
      const reps = pg === 1 ? 20 : pg === 2 ? 6 : 0;
      kids.push(tool('mastra.tool.listReports', { week: '2024-W37', page: pg }, JSON.stringify({ reports: reps ? `[${reps} reports]` : [], page: pg, hasMore: false, ts: N.epochMs(N.tick()) })));
    }
    return { domain: 'upland trail condition reporting', style: 'Mastra agent/tool spans', isolates: 'After page 2 returns 6 reports with hasMore:false, pages 3-6 are fetched and each is empty.', goal,
      root: agent('mastra.agent.generate', { agent: 'trailsAgent', goal }, null, kids) };
  },
  // 06 S3-style listing continuation -> glacier? use Semantic Kernel, domain: dinosaur-footprint site photogrammetry tiles
  (N) => {
    const goal = 'List all photogrammetry tiles uploaded for the Ardley trackway survey and check none is missing from the 0-63 grid.';
    const kids = [];
    const tokens = [null, 'eyJrIjoidGlsZS0wNDAifQ', 'eyJrIjoidGlsZS0wODAifQ', 'eyJrIjoidGlsZS0xMjAifQ', 'eyJrIjoidGlsZS0xNjAifQ'];
    tokens.forEach((t, i) => {
      kids.push(llm('ChatCompletion', { messages: '[...]' }, oaiCall(N, null, [['Storage-ListObjects', { bucket: 'ardley-trackway', prefix: 'tiles/', continuation_token: t }]]), { 'semantic_kernel.function': 'InvokeChatCompletion' }));
      kids.push(tool('Storage-ListObjects', { bucket: 'ardley-trackway', prefix: 'tiles/', continuation_token: t }, i === 0 ? `<ListBucketResult><KeyCount>40</KeyCount><IsTruncated>true</IsTruncated><NextContinuationToken>eyJrIjoidGlsZS0wNDAifQ</NextContinuationToken>...</ListBucketResult>` : i === 1 ? `<ListBucketResult><KeyCount>24</KeyCount><IsTruncated>false</IsTruncated>...</ListBucketResult>` : `<ListBucketResult><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated><RequestId>${N.hex(16).toUpperCase()}</RequestId></ListBucketResult>`, { 'sk.plugin': 'Storage' }));
    });
    return { domain: 'dinosaur trackway photogrammetry tiles', style: 'Semantic Kernel function invocation spans', isolates: 'The listing ended (IsTruncated false) on the second call, but the agent invents further continuation tokens and gets three KeyCount 0 answers.', goal,
      root: agent('ChatCompletionAgent.invoke', { goal }, null, kids, { 'sk.agent': 'SurveyAgent' }) };
  },
];
