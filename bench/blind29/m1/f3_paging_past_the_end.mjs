// Family: paging_past_the_end — page/offset/cursor keeps advancing (or same token re-sent) past the last real page.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, fmt, timed, httpText } from './lib.mjs';

export const FAMILY = { name: 'paging_past_the_end', file: 'f3', loop: true, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- rope swing inspections, Mastra
  {
    id: '01', domain: 'rope swings', style: 'Mastra AI tracing (agent run / llm generation / tool call spans)',
    build(r) {
      const c = r.clock();
      const sites = ['Gorge Rope Swing', 'Millpond Tarzan Swing', 'Oak Glade Giant Swing', 'Quarry Edge Swing', 'Beech Hollow Swing'];
      const conds = ['ok', 'ok', 'ok', 'light fraying at splice', 'ok', 'core showing at thimble', 'ok', 'glazing', 'ok'];
      const item = (i) => ({ id: `INS-${2400 + i}`, swing: r.pick(sites), inspected_on: fmt.ymd(c.t - r.int(5, 330) * 86400000), rope_condition: r.pick(conds), inspector: r.pick(['T. Marsh', 'K. Lind', 'P. Osei']), replaced: false });
      const page = (p) => { const items = p === 1 ? Array.from({ length: 20 }, (_, i) => item(i)) : p === 2 ? Array.from({ length: 11 }, (_, i) => item(20 + i)) : []; return { data: items, meta: { page: p, per_page: 20, total: 31, last_page: 2 }, links: { next: p < 2 ? `/v2/inspections?year=2024&page=${p + 1}` : null } }; };
      const kids = [];
      const gen = (text, p) => kids.push(llm(`llm: 'gpt-4o'`, { messages: '[history]' }, { text: text || '', toolCalls: [{ toolName: 'listInspections', args: { year: 2024, page: p } }], finishReason: 'tool-calls', usage: { promptTokens: r.int(1500, 9000), completionTokens: r.int(15, 60) } }, [], { metadata: { 'mastra.span.type': 'llm_generation', provider: 'openai', 'x-request-id': `req_${r.hex(32)}` } }));
      const call = (p) => kids.push(tool(`tool: 'listInspections'`, { year: 2024, page: p }, page(p), { metadata: { 'mastra.span.type': 'tool_call', toolId: 'listInspections', toolDescription: 'List rope-swing inspection records for a year (paginated).' } }));
      gen('Fetching the 2024 inspection records, first page.', 1); call(1);
      gen('Page 1 has 20 records including two splice findings. Continuing to page 2.', 2); call(2);
      gen('Continuing through the pages.', 3); call(3);
      gen('', 4); call(4);
      gen('', 5); call(5);
      gen('', 6); call(6);
      const root = agent(`agent run: 'inspection-agent'`, { messages: [{ role: 'user', content: 'Make a list of every 2024 inspection at our adventure parks where the rope swing showed fraying, glazing or core damage, with the date and swing name.' }] }, null, kids, { error: 'Max steps (12) reached', metadata: { 'mastra.span.type': 'agent_run', agentId: 'inspection-agent', runId: r.uuid(), resourceId: 'ops-desk' } });
      return { isolates: 'After the two real pages of inspections (last_page 2), the agent requests pages 3, 4, 5 and 6 and gets the same empty data array each time.', goal: 'List 2024 rope-swing inspections with fraying, glazing or core damage, with dates and swing names.', root: timed(root, r, c, 'iso') };
    },
  },

  // 02 ---------------------------------------------------------------- igloo village bookings, Google ADK
  {
    id: '02', domain: 'igloo village bookings', style: 'Google ADK (invoke_agent / call_llm / execute_tool spans, Gemini content parts)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const inv = r.uuid();
      const names = ['Halvorsen', 'Okonkwo', 'Brandt', 'Ito', 'Moreau', 'Silva', 'Nieminen', 'Kaur', 'Dubois', 'Reyes', 'Lund', 'Novak'];
      const res = (i) => ({ ref: `IGL-${r.digits(5)}`, guest: r.pick(names), igloo: `G${r.int(1, 24)}`, night: fmt.ymd(Date.UTC(2025, 1, 1) + r.int(0, 27) * 86400000), guests: r.int(1, 4), aurora_wakeup: r.next() < 0.6 });
      const page = (off) => { const n = off === 0 ? 50 : off === 50 ? 23 : 0; return { reservations: Array.from({ length: n }, (_, i) => res(i)), offset: off, limit: 50, total: 73 }; };
      const turn = (text, off) => {
        const parts = [...(text ? [{ text }] : []), { function_call: { id: `adk-${r.uuid()}`, name: 'list_reservations', args: { month: '2025-02', offset: off, limit: 50 } } }];
        kids.push(llm('call_llm', { model: 'gemini-2.0-flash', contents: '[...]', config: { tools: ['list_reservations', 'send_report'] } }, { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: r.int(2000, 12000), candidates_token_count: r.int(10, 80) } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': r.uuid(), 'gen_ai.system': 'gcp.vertex.agent' } }));
        kids.push(tool('execute_tool list_reservations', { month: '2025-02', offset: off, limit: 50 }, { function_response: { name: 'list_reservations', response: page(off) } }, { metadata: { 'gen_ai.tool.name': 'list_reservations', 'gcp.vertex.agent.invocation_id': inv } }));
      };
      turn('I will pull all February reservations to count aurora wake-up requests.', 0);
      turn(null, 50);
      turn('Checking the next block of reservations.', 100);
      turn(null, 150);
      turn(null, 200);
      turn(null, 250);
      const root = agent('invoke_agent frost_desk_agent', { user_content: { role: 'user', parts: [{ text: 'How many February guests asked for the aurora wake-up call? I need to roster the night porter.' }] } }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 6 exceeded', metadata: { 'gen_ai.agent.name': 'frost_desk_agent', session_id: r.uuid(), app_name: 'igloo_village' } });
      return { isolates: 'With total 73 and limit 50, offsets 0 and 50 return data but the agent keeps advancing to offsets 100, 150, 200 and 250, each returning an empty reservations list.', goal: 'Count February igloo-village guests who requested the aurora wake-up call.', root: timed(root, r, c, 'otel') };
    },
  },

  // 03 ---------------------------------------------------------------- athletics meet results, Gemini API function calling
  {
    id: '03', domain: 'athletics meets', style: 'Gemini API function calling (generateContent with functionCall / functionResponse parts)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const contents = [{ role: 'user', parts: [{ text: 'Produce the county age-group rankings for the U17 women 100 m from all results recorded this season.' }] }];
      const ask = (parts) => { kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: contents.slice(), tools: [{ functionDeclarations: [{ name: 'list_results' }] }] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: r.int(1000, 15000), candidatesTokenCount: r.int(10, 90) }, modelVersion: 'gemini-1.5-pro-002', responseId: r.b62(22) })); contents.push({ role: 'model', parts }); };
      const answer = (args, resp) => { kids.push(tool('list_results', args, { functionResponse: { name: 'list_results', response: resp } })); contents.push({ role: 'user', parts: [{ functionResponse: { name: 'list_results', response: { name: 'list_results', content: '...' } } }] }); };
      const clubs = ['Harriers AC', 'City of Norwich AC', 'Ipswich Jaffa', 'West Suffolk AC', 'Great Yarmouth AC'];
      const perf = (n) => Array.from({ length: n }, () => ({ athlete: `${r.pick(['Amara', 'Lily', 'Zoe', 'Chloe', 'Ife', 'Maya', 'Ruby'])} ${r.pick(['Cole', 'Adebayo', 'Hart', 'Nash', 'Okoro', 'Price'])}`, club: r.pick(clubs), time: r.float(11.9, 13.4, 2), wind: r.float(-1.5, 2.4, 1), meet: r.pick(['Norfolk Schools', 'EAL Div 1', 'Suffolk Open']), date: fmt.ymd(c.t - r.int(10, 160) * 86400000) }));
      const tokA = `CiA${r.b62(40)}`, tokB = `CiA${r.b62(40)}`;
      ask([{ functionCall: { name: 'list_results', args: { event: 'U17W 100m', season: 2025 } } }]);
      answer({ event: 'U17W 100m', season: 2025 }, { results: perf(25), nextPageToken: tokA });
      ask([{ functionCall: { name: 'list_results', args: { event: 'U17W 100m', season: 2025, pageToken: tokA } } }]);
      answer({ event: 'U17W 100m', season: 2025, pageToken: tokA }, { results: perf(14), nextPageToken: tokB });
      ask([{ text: '39 performances so far. Fetching the next page.' }, { functionCall: { name: 'list_results', args: { event: 'U17W 100m', season: 2025, pageToken: tokB } } }]);
      answer({ event: 'U17W 100m', season: 2025, pageToken: tokB }, { results: [], nextPageToken: tokB });
      for (let i = 0; i < 3; i++) {
        ask([{ functionCall: { name: 'list_results', args: { event: 'U17W 100m', season: 2025, pageToken: tokB } } }]);
        answer({ event: 'U17W 100m', season: 2025, pageToken: tokB }, { results: [], nextPageToken: tokB });
      }
      const root = agent('county-rankings-bot', { prompt: contents[0].parts[0].text, automatic_function_calling: { maximum_remote_calls: 6 } }, null, kids, { error: 'automatic function calling: reached maximum_remote_calls=6', metadata: { sdk: 'google-genai 1.2.0' } });
      return { isolates: 'After two real pages, the results API returns an empty page whose nextPageToken equals the token sent, and the agent re-sends that same token three more times, getting the same empty page.', goal: 'Produce county U17 women 100 m rankings from all results recorded this season.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- microscope servicing tickets, Strands Agents + Elasticsearch scroll
  {
    id: '04', domain: 'microscope servicing', style: 'Strands Agents OpenTelemetry (invoke_agent / execute_event_loop_cycle / chat / execute_tool)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const scroll = `FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk${r.b62(40)}`;
      const models = ['Zeiss Axio Imager 2', 'Nikon Eclipse Ti2', 'Leica DM6 B', 'Olympus BX53'];
      const hit = () => ({ _index: 'service-tickets-2024', _id: r.b62(20), _score: null, _source: { ticket: `SRV-${r.digits(5)}`, instrument: r.pick(models), lab: r.pick(['Histology', 'Cell Imaging Core', 'Pathology L3', 'Neuro Lab B']), fault: r.pick(['stage drift', 'LED failure', 'objective fungus', 'filter cube misaligned', 'camera sync error']), opened: fmt.isoSec(c.t - r.int(1, 300) * 86400000), status: r.pick(['closed', 'closed', 'open']) }, sort: [r.int(1, 99999)] });
      const es = (hits) => ({ _scroll_id: scroll, took: r.int(1, 25), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 57, relation: 'eq' }, max_score: null, hits } });
      const cycle = (text, name, args, out) => {
        const tid = r.toolu();
        const ch = llm('chat', { 'gen_ai.prompt': '[messages]' }, { message: { role: 'assistant', content: [...(text ? [{ text }] : []), { toolUse: { toolUseId: tid, name, input: args } }] }, stopReason: 'tool_use' }, [], { metadata: { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': r.int(2000, 9000), 'gen_ai.usage.output_tokens': r.int(20, 120) } });
        const t = tool(`execute_tool ${name}`, args, { toolUseId: tid, status: 'success', content: [{ json: out }] }, { metadata: { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': tid } });
        kids.push(chain('execute_event_loop_cycle', { 'event_loop.cycle_id': r.uuid() }, null, [ch, t]));
      };
      cycle('I will search service tickets for 2024 with a scroll so I can see all of them.', 'es_search', { index: 'service-tickets-2024', scroll: '2m', size: 40, query: { match_all: {} } }, es(Array.from({ length: 40 }, hit)));
      cycle('40 of 57. Fetching the rest with the scroll id.', 'es_scroll', { scroll: '2m', scroll_id: scroll }, es(Array.from({ length: 17 }, hit)));
      cycle(null, 'es_scroll', { scroll: '2m', scroll_id: scroll }, es([]));
      cycle(null, 'es_scroll', { scroll: '2m', scroll_id: scroll }, es([]));
      cycle(null, 'es_scroll', { scroll: '2m', scroll_id: scroll }, es([]));
      cycle('Continuing the scroll.', 'es_scroll', { scroll: '2m', scroll_id: scroll }, es([]));
      const root = agent('invoke_agent Strands Agents', { 'gen_ai.prompt': 'Which microscope model had the most service tickets in 2024, and how many of those are still open?' }, null, kids, { error: 'EventLoopException: max cycles exceeded (6)', metadata: { 'gen_ai.agent.name': 'Strands Agents', 'gen_ai.system': 'strands-agents', 'service.name': 'imaging-core-assistant' } });
      return { isolates: 'All 57 hits arrive in two scroll pages, then the agent sends the same scroll id four more times and gets the same empty hits array each time.', goal: 'Find which microscope model had the most 2024 service tickets and how many remain open.', root: timed(root, r, c, 'otel') };
    },
  },

  // 05 ---------------------------------------------------------------- lamp restoration orders, Pydantic AI / Logfire + GraphQL cursors
  {
    id: '05', domain: 'antique lamp restoration', style: 'Pydantic AI instrumented with Logfire (agent run / chat / running tool spans)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64');
      const lamps = ['Tiffany-style dragonfly', 'Art Deco chrome desk lamp', 'brass oil lamp conversion', 'Anglepoise 1227', 'Victorian gasolier', 'Bauhaus table lamp'];
      const edge = (id) => ({ cursor: b64({ last_id: id, last_value: id }), node: { id: `gid://shop/Order/${id}`, name: `#${1000 + (id % 1000)}`, createdAt: fmt.isoSec(c.t - r.int(1, 90) * 86400000), lineItems: [{ title: `Restoration: ${r.pick(lamps)}`, quantity: 1 }], displayFulfillmentStatus: r.pick(['UNFULFILLED', 'FULFILLED', 'IN_PROGRESS']) } });
      const ids1 = Array.from({ length: 25 }, (_, i) => 5510900000 + i * 37);
      const ids2 = Array.from({ length: 9 }, (_, i) => 5510901000 + i * 41);
      const resp = (edges, hasNext, end) => ({ data: { orders: { edges, pageInfo: { hasNextPage: hasNext, endCursor: end } } }, extensions: { cost: { requestedQueryCost: 52, actualQueryCost: edges.length ? 38 : 2, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: r.int(1850, 1998), restoreRate: 100 } } } });
      const turn = (text, after, out) => {
        kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: '[...]' }, { message: { role: 'assistant', content: text || null, tool_calls: [{ id: r.callId(), type: 'function', function: { name: 'list_orders', arguments: JSON.stringify({ first: 25, after, query: 'tag:restoration status:open' }) } }] } }, [], { metadata: { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o', 'gen_ai.usage.input_tokens': r.int(1500, 12000), 'gen_ai.usage.output_tokens': r.int(20, 80) } }));
        kids.push(tool('running tool: list_orders', { first: 25, after, query: 'tag:restoration status:open' }, out, { metadata: { 'logfire.msg': 'running tool: list_orders', 'gen_ai.tool.name': 'list_orders', tool_call_id: r.callId() } }));
      };
      const e1 = ids1.map(edge), e2 = ids2.map(edge);
      turn('Listing open restoration orders.', null, resp(e1, true, e1[24].cursor));
      turn(null, e1[24].cursor, resp(e2, false, e2[8].cursor));
      turn('34 orders so far; asking for any after the last cursor.', e2[8].cursor, resp([], false, null));
      const last = ids2[8];
      turn(null, b64({ last_id: last + 41, last_value: last + 41 }), resp([], false, null));
      turn(null, b64({ last_id: last + 82, last_value: last + 82 }), resp([], false, null));
      turn('Advancing the cursor further.', b64({ last_id: last + 123, last_value: last + 123 }), resp([], false, null));
      const root = agent('lamp_workshop_agent run', { user_prompt: 'How many open restoration orders involve leaded-glass shades? I need to order came and solder.' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6', metadata: { 'logfire.span_type': 'span', agent_name: 'lamp_workshop_agent', model_name: 'gpt-4o', 'service.name': 'lumen-restore' } });
      return { isolates: 'After the GraphQL orders connection reports hasNextPage false, the agent keeps passing later and later hand-made cursors and receives the same empty edges list four times.', goal: 'Count open lamp restoration orders involving leaded-glass shades.', root: timed(root, r, c, 'iso') };
    },
  },

  // 06 ---------------------------------------------------------------- matcha importer shipments, plain message-level trace
  {
    id: '06', domain: 'matcha importers', style: 'plain message-level trace (llm spans with tool_calls, sibling tool spans)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const H = [{ role: 'system', content: 'You are an operations assistant for Kiri Tea Imports. Use http_get against the internal shipments API (25 items per page).' }, { role: 'user', content: 'Total the kilograms of ceremonial-grade matcha that arrived from Uji in the last quarter.' }];
      const grades = ['ceremonial', 'ceremonial', 'culinary', 'premium'];
      const ship = () => ({ id: `SHP-${r.digits(6)}`, origin: r.pick(['Uji', 'Uji', 'Nishio', 'Kagoshima']), grade: r.pick(grades), kg: r.int(20, 400), arrived: fmt.ymd(c.t - r.int(1, 90) * 86400000), container: `TCLU${r.digits(7)}` });
      let remaining = 4980;
      const get = (p, n) => {
        const call = oaiCall(r, 'http_get', { url: `https://api.kiri.internal/v1/shipments?quarter=2025Q1&page=${p}&per_page=25` });
        kids.push(llm('openai.chat', { model: 'gpt-4o-mini', messages: H.slice() }, { role: 'assistant', content: null, tool_calls: [call] }, [], { metadata: { usage: r.usage() } }));
        H.push({ role: 'assistant', content: null, tool_calls: [call] });
        remaining -= r.int(1, 4);
        const body = n ? JSON.stringify(Array.from({ length: n }, ship)) : '[]';
        const link = p < 3 ? `<https://api.kiri.internal/v1/shipments?quarter=2025Q1&page=${p + 1}&per_page=25>; rel="next", <https://api.kiri.internal/v1/shipments?quarter=2025Q1&page=3&per_page=25>; rel="last"` : `<https://api.kiri.internal/v1/shipments?quarter=2025Q1&page=1&per_page=25>; rel="first"`;
        const out = httpText(200, { Date: fmt.http(c.adv()), 'Content-Type': 'application/json; charset=utf-8', 'X-Total-Count': 58, Link: link, 'X-RateLimit-Limit': 5000, 'X-RateLimit-Remaining': remaining, 'X-Request-Id': r.uuid(), ETag: n ? r.etag(true) : 'W/"2-l9Fw4VUO7kr8CvBlt4zaMCqXZ0w"', 'X-Powered-By': 'Express', Via: `1.1 ${r.pick(['gw-tyo-1', 'gw-tyo-2'])}` }, body);
        kids.push(tool('http_get', call.function.arguments, out));
        H.push({ role: 'tool', tool_call_id: call.id, content: out.slice(0, 200) + '...' });
      };
      get(1, 25); get(2, 25); get(3, 8); get(4, 0); get(5, 0); get(6, 0); get(7, 0);
      const root = agent('ops-assistant', { messages: H.slice(0, 2) }, null, kids, { error: 'stopped: tool-call budget (7) exhausted', metadata: { runner: 'in-house loop v2', temperature: 0 } });
      return { isolates: 'The API says X-Total-Count 58 and marks page 3 as last, yet the agent fetches pages 4 to 7 and gets the same empty [] body each time.', goal: 'Total the kilograms of ceremonial matcha from Uji that arrived last quarter.', root: timed(root, r, c, 'epoch') };
    },
  },
];
