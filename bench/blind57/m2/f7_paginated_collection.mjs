import { agent, llm, tool, chain, span, sys, user, call, aText, aUse } from './lib.mjs';

export const family = 'paginated_collection';
export const loop = false;
export const summary = 'Healthy: pages through a source, each page brings new items, stops when the source says no more, then summarises.';

function pages(N, sizes, mkItem) {
  let k = 0;
  return sizes.map(n => Array.from({ length: n }, () => mkItem(k++)));
}

export const rows = [
  {
    n: '01', domain: 'tin mine heritage museum (visitor feedback forms)', style: 'Pydantic AI (Logfire spans)', stagnation: false,
    isolates: 'Pydantic AI agent fetches feedback forms page by page via a next-page token; every page has new form ids; the last page returns next=null and the agent summarises themes.',
    goal: 'Summarise this month\'s visitor feedback forms for the underground tour at the Wheal Tregarth tin mine museum.',
    build(N) {
      const themes = ['helmet sizes', 'steep ladder', 'guide knowledge', 'cold in level 2', 'café prices', 'guide knowledge', 'parking', 'accessibility lift'];
      const ps = pages(N, [4, 4, 2], k => ({ form_id: `FB-${3100 + k}`, rating: 2 + (k * 7) % 4, comment: themes[k % themes.length] }));
      const kids = [];
      ps.forEach((items, i) => {
        kids.push(llm('chat gpt-4o', { all_messages_events: '[...]' }, { parts: [{ part_kind: 'text', content: i === 0 ? 'Fetching the first page of forms.' : `Got ${ps[i - 1].length} more forms; fetching the next page.` }, { part_kind: 'tool-call', tool_name: 'list_forms', args: { month: '2024-07', page_token: i === 0 ? null : N.cursor() } }] }, { metadata: { 'logfire.msg': 'chat gpt-4o' } }));
        kids.push(tool('running tool: list_forms', { month: '2024-07' }, { items, next_page_token: i < ps.length - 1 ? N.cursor() : null, served_by: N.host('forms'), t: N.tick(2).isoNoMs() }));
      });
      kids.push(llm('chat gpt-4o', { all_messages_events: '[...]' }, { parts: [{ part_kind: 'text', content: '10 forms in July. Recurring points: guide knowledge praised twice; complaints about helmet sizes, the steep ladder, cold on level 2 and café prices; one request for an accessibility lift. Average rating 3.4/5.' }] }));
      return agent('agent run', { prompt: this.goal }, { output: 'summary delivered' }, kids, { metadata: { agent_name: 'feedback_summariser', trace_id: N.hex(32) } });
    },
  },
  {
    n: '02', domain: 'Jenkins build history audit (flaky integration job)', style: 'Claude Agent SDK transcript', stagnation: false,
    isolates: 'Claude Agent SDK runs curl against the Jenkins API with increasing `start` offsets; each page returns different build numbers until an empty page, then the agent reports the failure rate.',
    goal: 'Work out how often the `payments-integration` Jenkins job failed in the last 60 builds and which test failed most.',
    build(N) {
      const kids = [];
      [0, 20, 40, 60].forEach((off, i) => {
        const id = `toolu_01${N.alnum(22)}`;
        kids.push(llm('assistant', {}, { type: 'assistant', message: { content: [aText(i === 0 ? 'I\'ll fetch builds 20 at a time from the Jenkins tree API.' : `Page ${i} had 20 builds; fetching from offset ${off}.`), aUse(id, 'Bash', { command: `curl -s "$JENKINS/job/payments-integration/api/json?tree=allBuilds[number,result,timestamp]{${off},${off + 20}}"` })] } }));
        const builds = off < 60 ? Array.from({ length: 20 }, (_, j) => ({ number: 1840 - off - j, result: (off + j) % 7 === 3 ? 'FAILURE' : 'SUCCESS', timestamp: N.tick(3600).epochMs() })) : [];
        kids.push(tool('Bash', { command: `curl ... {${off},${off + 20}}` }, { tool_use_id: id, stdout: JSON.stringify({ _class: 'hudson.model.FreeStyleProject', allBuilds: builds }), stderr: '', exit_code: 0 }));
      });
      kids.push(tool('Bash', { command: 'for b in 1837 1830 1823 1816 1809 1802 1795 1788 1781; do curl -s $JENKINS/job/payments-integration/$b/testReport/api/json?tree=suites[cases[name,status]] | jq -r ...; done | sort | uniq -c' }, { stdout: '      6 RefundWebhookIT.retriesOnTimeout\n      2 LedgerSyncIT.handlesDuplicate\n      1 PayoutIT.currencyRounding', exit_code: 0 }));
      kids.push(llm('assistant', {}, { type: 'assistant', message: { content: [aText('9 of the last 60 builds failed (15%). RefundWebhookIT.retriesOnTimeout caused 6 of them.')] } }));
      return agent('claude-agent-sdk session', { prompt: this.goal }, { type: 'result', subtype: 'success', num_turns: 7 }, kids, { metadata: { session_id: N.uuid() } });
    },
  },
  {
    n: '03', domain: 'hedge laying competition (entrant register)', style: 'CrewAI task execution log', stagnation: false,
    isolates: 'CrewAI agent pages through the society\'s entrant register (pages 1-3 new names, page 4 empty "has_more": false) and produces the class lists.',
    goal: 'Compile the class lists (novice, intermediate, open) for the Midland-style hedge laying match from the online entrant register.',
    build(N) {
      const names = [['A. Fenwick', 'open'], ['J. Pryce', 'novice'], ['M. Holloway', 'open'], ['T. Bright', 'intermediate'], ['K. Amos', 'novice'], ['R. Dunn', 'open'], ['S. Lowe', 'intermediate'], ['P. Whitcombe', 'novice']];
      const kids = [];
      [[0, 3], [3, 6], [6, 8], [8, 8]].forEach(([a, b], i) => {
        kids.push(llm('LLM Call', { prompt: '...' }, `Thought: ${i === 0 ? 'I need all entrants; start with page 1.' : `Page ${i} gave ${b === a ? 0 : 3} entrants; fetch page ${i + 1}.`}\nAction: Entrant Register API\nAction Input: {"page": ${i + 1}, "per_page": 3}`, { metadata: { agent_role: 'Match Secretary' } }));
        kids.push(tool('Entrant Register API', { page: i + 1, per_page: 3 }, JSON.stringify({ page: i + 1, entrants: names.slice(a, b).map(([n, c]) => ({ name: n, class: c, entry_no: N.int(100, 199) })), has_more: i < 2, generated: N.tick(1).httpDate() })));
      });
      kids.push(llm('LLM Call', { prompt: '...' }, 'Thought: I now have all 8 entrants.\nFinal Answer: Novice: J. Pryce, K. Amos, P. Whitcombe. Intermediate: T. Bright, S. Lowe. Open: A. Fenwick, M. Holloway, R. Dunn.'));
      return agent('Crew: match-admin', { tasks: [{ description: this.goal }] }, { raw: 'Novice 3, Intermediate 2, Open 3' }, kids, { metadata: { crew_id: N.uuid() } });
    },
  },
  {
    n: '04', domain: 'Cloudflare Workers KV namespace cleanup (stale feature flags)', style: 'Strands Agents (OTel spans)', stagnation: false,
    isolates: 'Strands agent lists KV keys with a cursor (three pages of distinct keys, list_complete on the last) and then reports the stale flag keys it found.',
    goal: 'List all keys in the FLAGS KV namespace and report which `ff:` flags have not been updated since 2023.',
    build(N) {
      const kids = [];
      const ks = [['ff:new-checkout', 'ff:dark-mode', 'cfg:banner'], ['ff:legacy-search', 'ff:promo-2023-bf', 'cfg:locale'], ['ff:beta-reviews']];
      ks.forEach((keys, i) => {
        kids.push(llm('chat', {}, { 'gen_ai.completion': [{ text: i === 0 ? 'Listing the namespace keys.' : `Page ${i} returned ${ks[i - 1].join(', ')} with list_complete=false; continuing with the cursor.` }, { toolUse: { name: 'http_request', input: { method: 'GET', url: `https://api.cloudflare.com/client/v4/accounts/ACC/storage/kv/namespaces/NS/keys?limit=3${i ? '&cursor=' + N.alnum(20) : ''}` } } }] }));
        kids.push(tool('execute_tool http_request', { method: 'GET' }, { status: 200, headers: { 'cf-ray': `${N.hex(16)}-AMS`, date: N.tick(1).httpDate() }, body: { success: true, result: keys.map(k => ({ name: k, metadata: { updated: k.includes('legacy') || k.includes('2023') ? '2023-02-11' : '2024-05-0' + (i + 1) } })), result_info: { count: keys.length, cursor: i < 2 ? N.alnum(20) : '', list_complete: i === 2 } } }));
      });
      kids.push(llm('chat', {}, { 'gen_ai.completion': [{ text: '7 keys total, 5 are flags. Not updated since 2023: ff:legacy-search and ff:promo-2023-bf.' }] }));
      return agent('invoke_agent', { prompt: this.goal }, null, kids, { metadata: { 'gen_ai.agent.name': 'kv-janitor' } });
    },
  },
  {
    n: '05', domain: 'stationery subscription box (order export)', style: 'AutoGen AgentChat event log', stagnation: false,
    isolates: 'AutoGen assistant pages through Shopify orders with page_info links; each page has new order numbers; the last response has no rel="next" link and the assistant totals the boxes per tier.',
    goal: 'Count June subscription boxes per tier (Pen Pal, Sketcher, Archivist) from Shopify orders for the packing team.',
    build(N) {
      const kids = [];
      const tiers = ['Pen Pal', 'Sketcher', 'Archivist'];
      [0, 1, 2].forEach(i => {
        kids.push(llm('assistant (ToolCallRequestEvent)', {}, { type: 'ToolCallRequestEvent', content: [{ name: 'shopify_orders', arguments: JSON.stringify({ created_at_min: '2024-06-01', limit: 4, page_info: i ? N.alnum(24) : null }) }] }));
        const orders = Array.from({ length: i < 2 ? 4 : 3 }, (_, j) => ({ name: `#${5120 + i * 4 + j}`, line_items: [{ title: `${tiers[(i + j) % 3]} box`, quantity: 1 }] }));
        kids.push(tool('shopify_orders', { page: i + 1 }, `HTTP/2 200\nlink: ${i < 2 ? `<https://ink-and-post.myshopify.com/admin/api/2024-04/orders.json?limit=4&page_info=${N.alnum(24)}>; rel="next"` : `<https://ink-and-post.myshopify.com/admin/api/2024-04/orders.json?limit=4&page_info=${N.alnum(24)}>; rel="previous"`}\nx-shopify-shop-api-call-limit: ${i + 1}/40\nx-request-id: ${N.uuid()}\n\n${JSON.stringify({ orders })}`));
        kids.push(llm('assistant (TextMessage)', {}, { type: 'TextMessage', content: i < 2 ? `Page ${i + 1}: ${orders.length} orders (${orders.map(o => o.name).join(', ')}). There is a next link, fetching it.` : 'Last page (no next link). June totals: Pen Pal 4, Sketcher 4, Archivist 3 — 11 boxes. TERMINATE' }));
      });
      return agent('RoundRobinGroupChat', { task: this.goal }, { stop_reason: 'Text \'TERMINATE\' mentioned' }, kids, { metadata: { team_id: N.uuid() } });
    },
  },
  {
    n: '06', domain: 'railway dining car catering (supplier invoice reconciliation)', style: 'Haystack pipeline tracing', stagnation: false,
    isolates: 'Haystack agent reads supplier invoices via offset pagination (offsets 0, 25, 50; last page short with total reached) and reports the total against the purchase orders.',
    goal: 'Total the May invoices from the dining-car bakery supplier and compare with the purchase-order value of 18,400 EUR.',
    build(N) {
      const kids = [];
      const amounts = [[7250.4, 25], [6980.1, 25], [3902.75, 11]];
      amounts.forEach(([sum, n], i) => {
        kids.push(llm('haystack.component.run (OpenAIChatGenerator)', {}, { replies: [{ role: 'assistant', text: i === 0 ? 'Reading the first 25 invoices.' : `Offset ${i * 25 - 25} returned 25 invoices; reading from ${i * 25}.`, tool_calls: [{ tool_name: 'erp_invoices', arguments: { supplier: 'BKR-044', month: '2024-05', offset: i * 25, limit: 25 } }] }] }));
        kids.push(tool('haystack.component.run (ToolInvoker) erp_invoices', { offset: i * 25 }, { total_count: 61, returned: n, page_sum_eur: sum, first_invoice: `INV-24-${String(1000 + i * 25)}`, last_invoice: `INV-24-${String(1000 + i * 25 + n - 1)}`, odata_etag: N.etag(true), server: N.host('sap-gw') }));
      });
      kids.push(llm('haystack.component.run (OpenAIChatGenerator)', {}, { replies: [{ role: 'assistant', text: 'All 61 May invoices read: total 18,133.25 EUR, 266.75 EUR under the 18,400 EUR PO value.' }] }));
      return agent('haystack.pipeline.run', { data: { agent: { messages: [this.goal] } } }, null, kids, { metadata: { trace_id: N.hex(32) } });
    },
  },
];
