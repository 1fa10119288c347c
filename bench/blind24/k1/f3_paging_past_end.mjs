// Family 3: page number / offset / cursor / scroll keeps advancing past the last real page; every answer is the same empty page.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, anthOut } from './lib.mjs';

export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;
export const summary = 'After the last real page the agent keeps advancing page/offset/cursor/scroll (or re-sends the same token) and gets the same empty page 3+ times, never summarising.';

// 01 haunted house attractions — OpenTelemetry GenAI semantic conventions
function hauntedHouse(N) {
  const goal = 'How many groups booked the 22:30 "Asylum Wing" slot across October? I need the total headcount for staffing actors.';
  const trace = N.traceId();
  const genai = (op, extra) => ({ 'gen_ai.operation.name': op, 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.response.model': 'gpt-4o-mini-2024-07-18', trace_id: trace, span_id: N.spanId(), ...extra });
  const pages = [
    [{ ref: 'HB-3301', date: '2024-10-04', slot: '22:30', attraction: 'Asylum Wing', party: 6 }, { ref: 'HB-3317', date: '2024-10-11', slot: '22:30', attraction: 'Asylum Wing', party: 4 }, { ref: 'HB-3342', date: '2024-10-12', slot: '22:30', attraction: 'Asylum Wing', party: 8 }],
    [{ ref: 'HB-3388', date: '2024-10-25', slot: '22:30', attraction: 'Asylum Wing', party: 5 }, { ref: 'HB-3391', date: '2024-10-26', slot: '22:30', attraction: 'Asylum Wing', party: 10 }, { ref: 'HB-3402', date: '2024-10-31', slot: '22:30', attraction: 'Asylum Wing', party: 7 }],
  ];
  const children = [];
  const ask = (page, text) => {
    const cid = N.callId();
    children.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': page === 1 ? [user(goal)] : `[${page * 2} messages]` }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), { type: 'tool_call', id: cid, name: 'list_bookings', arguments: { attraction: 'asylum-wing', slot: '22:30', month: '2024-10', page, per_page: 3 } }], finish_reason: 'tool_call' }] }, genai('chat', { 'gen_ai.usage.input_tokens': N.int(300, 1400), 'gen_ai.usage.output_tokens': N.int(20, 60) })));
    N.tick(200, 700);
    const items = pages[page - 1] || [];
    children.push(tool('execute_tool list_bookings', { attraction: 'asylum-wing', slot: '22:30', month: '2024-10', page, per_page: 3 }, JSON.stringify({ data: items, page, per_page: 3, generated_at: N.isoSec(), server: N.host('ticketing') }), genai('execute_tool', { 'gen_ai.tool.name': 'list_bookings', 'gen_ai.tool.call.id': cid, 'gen_ai.tool.type': 'function' })));
  };
  ask(1, null); ask(2, 'Page 1 has 3 bookings (18 people). Fetching page 2.'); ask(3, 'Page 2 adds 3 bookings (22 people), 40 so far.');
  ask(4, null); ask(5, null); ask(6, null);
  return span('agent', 'invoke_agent staffing-helper', { goal }, null, { children, metadata: genai('invoke_agent', { 'gen_ai.agent.name': 'staffing-helper', 'gen_ai.agent.id': N.uuid(), 'service.name': 'fright-farm-ops', 'otel.status_code': 'ERROR', 'otel.status_description': 'deadline exceeded' }) });
}

// 02 ice hockey skate sharpening — Pydantic AI with Logfire
function skateSharpening(N) {
  const goal = 'For the Sheffield Steeldogs junior invoice, count how many skates we sharpened with a 5/8" hollow in February.';
  const batch = (offset) => offset === 0
    ? Array.from({ length: 25 }, (_, i) => ({ order: `SH-${2400 + i}`, hollow: i % 3 === 0 ? '1/2"' : '5/8"', pairs: 1, date: `2025-02-${String(1 + (i % 27)).padStart(2, '0')}` }))
    : offset === 25 ? Array.from({ length: 11 }, (_, i) => ({ order: `SH-${2425 + i}`, hollow: i % 4 === 0 ? '7/16"' : '5/8"', pairs: 1, date: `2025-02-${String(2 + i * 2).padStart(2, '0')}` })) : [];
  const children = [];
  const offsets = [0, 25, 50, 75, 100, 125];
  offsets.forEach((offset, i) => {
    const args = { customer: 'steeldogs-juniors', month: '2025-02', limit: 25, offset };
    const text = i === 1 ? '25 orders on the first batch; continuing with offset 25.' : i === 2 ? 'Second batch had 11 orders. Requesting the next offset.' : null;
    children.push(llm('chat gpt-4o', { all_messages: `[${1 + i * 2} messages]`, model_request_parameters: { function_tools: ['list_sharpening_orders'] } }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), { part_kind: 'tool-call', tool_name: 'list_sharpening_orders', args, tool_call_id: N.callId() }] }, { 'logfire.span_type': 'span', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': N.int(600, 3500), duration_ms: N.int(500, 1800) }));
    N.tick(100, 500);
    children.push(tool('running tool: list_sharpening_orders', args, { orders: batch(offset), offset, limit: 25, db_time: N.ms(3, 40), replica: N.pick(['pg-ro-1', 'pg-ro-2']) }, { 'logfire.msg': `running tool: list_sharpening_orders`, 'gen_ai.tool.name': 'list_sharpening_orders' }));
  });
  return agent('agent run', { user_prompt: goal }, null, children, { 'logfire.msg_template': '{agent_name} run', agent_name: 'invoice_agent', model_name: 'openai:gpt-4o', 'logfire.level_name': 'error', exception: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' });
}

// 03 birdwatching tours — Claude Agent SDK transcript (same next cursor re-sent)
function birdTours(N) {
  const goal = 'Compile the species list for last week\'s North Norfolk coast tour from the guides\' sightings app so I can email it to the guests.';
  const session = N.uuid();
  const c1 = `eyJvZmZzZXQiOjQwfQ${N.alnum(6)}`;
  const page1 = { sightings: [{ species: 'Pink-footed Goose', count: 1200, site: 'Holkham Freshmarsh' }, { species: 'Avocet', count: 34, site: 'Cley' }, { species: 'Bearded Tit', count: 3, site: 'Titchwell' }, { species: 'Marsh Harrier', count: 5, site: 'Titchwell' }, { species: 'Spoonbill', count: 2, site: 'Cley' }], next_cursor: c1 };
  const page2 = { sightings: [{ species: 'Grey Plover', count: 60, site: 'Titchwell beach' }, { species: 'Snow Bunting', count: 14, site: 'Salthouse' }, { species: 'Barn Owl', count: 1, site: 'Holme' }], next_cursor: `${c1}Zz` };
  const endPage = () => ({ sightings: [], next_cursor: `${c1}Zz`, served_by: N.host('sightings'), request_ts: N.epochMs() });
  const children = [];
  const step = (input, out, text) => {
    const r = anthOut(N, text, [['mcp__sightings__list', input]], 'claude-sonnet-4-20250514');
    children.push(llm('assistant', { type: 'assistant', session_id: session, parent_tool_use_id: null }, { type: 'assistant', message: r }, { uuid: N.uuid(), cwd: '/home/guide/tours' }));
    N.tick(300, 900);
    children.push(tool('mcp__sightings__list', input, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: r.content[r.content.length - 1].id, content: [{ type: 'text', text: JSON.stringify(out) }] }] } }, { uuid: N.uuid(), mcp_server: 'sightings' }));
  };
  step({ tour_id: 'NNC-2025-W04' }, page1, 'I\'ll pull the sightings for tour NNC-2025-W04.');
  step({ tour_id: 'NNC-2025-W04', cursor: c1 }, page2, null);
  step({ tour_id: 'NNC-2025-W04', cursor: `${c1}Zz` }, endPage(), null);
  step({ tour_id: 'NNC-2025-W04', cursor: `${c1}Zz` }, endPage(), null);
  step({ tour_id: 'NNC-2025-W04', cursor: `${c1}Zz` }, endPage(), null);
  step({ tour_id: 'NNC-2025-W04', cursor: `${c1}Zz` }, endPage(), null);
  return agent('claude-agent-sdk query', { type: 'system', subtype: 'init', session_id: session, prompt: goal, tools: ['mcp__sightings__list', 'Write'], model: 'claude-sonnet-4-20250514', permissionMode: 'default' }, { type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 6, duration_ms: N.int(20000, 50000), total_cost_usd: N.num(0.05, 0.3, 4), session_id: session }, children, { sdk: 'claude-agent-sdk (python) 0.0.20' });
}

// 04 lapidary club — Mastra agent with Elasticsearch scroll tool
function lapidaryClub(N) {
  const goal = 'Export every cabochon competition entry from this season (member, stone, judge score) into a table for the newsletter.';
  const scrollId = `FGluY2x1ZGVfY29udGV4dF91dWlkDnF1ZXJ5VGhlbkZldGNoBRZ${N.b64(20).replace(/[+/]/g, 'a')}`;
  const hits1 = [['D. Marsh', 'Blue lace agate oval', 8.5], ['K. Iwu', 'Labradorite teardrop', 9.0], ['S. Pell', 'Botswana agate', 7.5], ['R. Cho', 'Ocean jasper', 8.0]].map(([m, s, sc], i) => ({ _id: `entry-${101 + i}`, _source: { member: m, stone: s, score: sc, season: '2024-25' } }));
  const hits2 = [['A. Brandt', 'Chrysoprase', 9.5], ['T. Owusu', 'Unakite cushion', 6.5]].map(([m, s, sc], i) => ({ _id: `entry-${105 + i}`, _source: { member: m, stone: s, score: sc, season: '2024-25' } }));
  const res = (hits) => ({ _scroll_id: scrollId, took: N.int(1, 30), timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: 6, relation: 'eq' }, max_score: null, hits } });
  const children = [];
  children.push(llm('llm.generate', { messages: [sys('You are the club secretary assistant.'), user(goal)] }, { text: '', toolCalls: [{ toolName: 'searchEntries', args: { index: 'cabochon-entries', query: { term: { season: '2024-25' } }, size: 4, scroll: '1m' } }] }, { 'mastra.model': 'openai/gpt-4o-mini', runId: N.uuid() }));
  children.push(tool('tool.execute searchEntries', { index: 'cabochon-entries', query: { term: { season: '2024-25' } }, size: 4, scroll: '1m' }, res(hits1), { toolId: 'searchEntries', durationMs: N.int(20, 120) }));
  const scrolls = [hits2, [], [], [], []];
  scrolls.forEach((h, i) => {
    children.push(llm('llm.generate', { messages: `[${3 + i * 2} messages]` }, { text: i === 0 ? '4 of 6 entries so far; continuing the scroll.' : '', toolCalls: [{ toolName: 'scrollEntries', args: { scroll: '1m', scroll_id: scrollId } }] }, { 'mastra.model': 'openai/gpt-4o-mini', runId: N.uuid() }));
    N.tick(200, 800);
    children.push(tool('tool.execute scrollEntries', { scroll: '1m', scroll_id: scrollId }, res(h), { toolId: 'scrollEntries', durationMs: N.int(5, 60) }));
  });
  return agent('agent.generate', { agent: 'clubSecretary', input: goal }, null, children, { 'mastra.version': '0.9.1', resourceId: 'gem-club', threadId: N.uuid(), finishReason: 'max-steps', maxSteps: 12 });
}

// 05 wheel alignment garages — Semantic Kernel function invocations
function wheelAlignment(N) {
  const goal = 'List all alignment jobs since the ramp was recalibrated on 3 March where rear toe was still out of spec, so we can recall those customers.';
  const jobs = { 1: [{ job: 'WA-7731', reg: 'KX19 LMT', rear_toe_mm: 2.9, spec: '0.0–1.5' }, { job: 'WA-7740', reg: 'YD68 RPU', rear_toe_mm: 2.1, spec: '0.5–1.8' }], 2: [{ job: 'WA-7766', reg: 'FH21 CZA', rear_toe_mm: -1.2, spec: '-0.5–1.0' }] };
  const children = [];
  for (let page = 1; page <= 6; page++) {
    const text = page === 2 ? 'Page 1 had two out-of-spec jobs (WA-7731, WA-7740).' : page === 3 ? 'Page 2 adds WA-7766 with negative rear toe.' : null;
    children.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': page === 1 ? [user(goal)] : `[ChatHistory: ${page * 2} messages]` }, { Role: 'assistant', Items: [...(text ? [{ $type: 'TextContent', Text: text }] : []), { $type: 'FunctionCallContent', PluginName: 'AlignmentPlugin', FunctionName: 'ListJobs', Arguments: { since: '2025-03-03', outOfSpecOnly: true, page, pageSize: 20 }, Id: N.callId() }] }, { 'semantic_kernel.function.invocation.name': 'InvokePromptAsync', 'gen_ai.system': 'openai', 'gen_ai.usage.prompt_tokens': N.int(400, 1500) }));
    N.tick(150, 600);
    children.push(tool('AlignmentPlugin-ListJobs', { since: '2025-03-03', outOfSpecOnly: true, page, pageSize: 20 }, `{"Items":${JSON.stringify(jobs[page] || [])},"Page":${page},"PageSize":20,"ServerTimeUtc":"${N.iso()}","Bay":"Hunter-HawkEye-2"}`, { 'semantic_kernel.function.name': 'ListJobs', 'semantic_kernel.plugin.name': 'AlignmentPlugin', 'semantic_kernel.function.invocation.duration': N.num(0.02, 0.4, 4) }));
  }
  return agent('ChatCompletionAgent.InvokeAsync', { Name: 'ServiceDeskAgent', message: goal }, null, children, { 'semantic_kernel.version': '1.32.0', FunctionChoiceBehavior: 'Auto', MaximumAutoInvokeAttempts: 6, terminated: true });
}

// 06 goat grazing hire — plain message-level browser agent scrolling a calendar page
function goatGrazing(N) {
  const goal = 'On the Grazing Goats Co. booking portal, list every site where our goat herds are booked in July so I can plan the trailer runs.';
  const snapTop = `<main><h1>July bookings</h1><ul class="bookings"><li data-id="bk-551">Stanmer Park meadow — herd B (14 goats) — 2–9 Jul</li><li data-id="bk-560">Hollingbury hillfort — herd A (22 goats) — 5–19 Jul</li><li data-id="bk-572">Whitehawk Hill LNR — herd C (9 goats) — 12–26 Jul</li></ul></main>`;
  const snapMid = `<main><ul class="bookings"><li data-id="bk-580">Castle Hill NNR — herd B (14 goats) — 14–28 Jul</li><li data-id="bk-588">Sheepcote Valley — herd D (11 goats) — 21–31 Jul</li></ul><footer>© Grazing Goats Co. · <a href="/privacy">Privacy</a></footer></main>`;
  const snapEnd = () => `<main><footer>© Grazing Goats Co. · <a href="/privacy">Privacy</a></footer><!-- rendered ${N.epochMs()} by ${N.host('web')} --></main>`;
  const msgs = [sys('You control a browser. Tools: browser_goto, browser_scroll, browser_snapshot.'), user(goal)];
  const children = [];
  const call = (name, args, out, text) => {
    children.push(llm('chat.completions', { model: 'gpt-4.1', messages: children.length === 0 ? msgs : `[${children.length + 2} messages]` }, oaiOut(N, text, [[name, args]]), { usage: N.tokens() }));
    N.tick(400, 1500);
    children.push(tool(name, args, out));
  };
  call('browser_goto', { url: 'https://portal.grazinggoats.co.uk/bookings?month=2025-07' }, { status: 200, url: 'https://portal.grazinggoats.co.uk/bookings?month=2025-07', snapshot: snapTop }, 'Opening the July bookings page.');
  call('browser_scroll', { direction: 'down', pixels: 800 }, { scrollY: 800, snapshot: snapMid }, 'Three sites so far: Stanmer Park, Hollingbury, Whitehawk Hill. Scrolling for more.');
  call('browser_scroll', { direction: 'down', pixels: 800 }, { scrollY: 1600, snapshot: snapEnd() }, 'Castle Hill and Sheepcote Valley added; five sites.');
  call('browser_scroll', { direction: 'down', pixels: 800 }, { scrollY: 2400, snapshot: snapEnd() }, null);
  call('browser_scroll', { direction: 'down', pixels: 800 }, { scrollY: 3200, snapshot: snapEnd() }, null);
  call('browser_scroll', { direction: 'down', pixels: 1200 }, { scrollY: 4400, snapshot: snapEnd() }, null);
  return agent('browser_session', { goal }, null, children, { session: N.uuid(), viewport: '1280x800', ended: 'step budget exhausted' });
}

export const scenarios = [
  { n: '01', domain: 'haunted house attractions', style: 'OpenTelemetry GenAI semantic conventions', isolates: 'After two real pages of late-slot bookings the page number advances to 4, 5 and 6 and every answer is an empty data array.', goal: 'Total the groups and headcount booked on the 22:30 Asylum Wing slot across October for actor staffing.', build: hauntedHouse },
  { n: '02', domain: 'ice hockey skate sharpening', style: 'Pydantic AI (Logfire)', isolates: 'Offset paging continues at 50, 75, 100 and 125 after the last non-empty batch at offset 25; each returns no orders until the request limit.', goal: 'Count how many skates were sharpened with a 5/8" hollow in February for a junior club invoice.', build: skateSharpening },
  { n: '03', domain: 'birdwatching tours', style: 'Claude Agent SDK transcript', isolates: 'The same final next_cursor is re-sent four times and each reply is an empty sightings page carrying the same cursor.', goal: 'Compile the species list for last week\'s coast tour from the guides\' sightings app.', build: birdTours },
  { n: '04', domain: 'lapidary club', style: 'Mastra', isolates: 'An Elasticsearch scroll is continued four more times after all 6 of 6 hits were delivered; each returns an empty hits array.', goal: 'Export every cabochon competition entry of the season into a newsletter table.', build: lapidaryClub },
  { n: '05', domain: 'wheel alignment garages', style: 'Semantic Kernel', isolates: 'Page numbers 3 to 6 are requested after the last page with jobs; every answer is an empty Items list.', goal: 'List alignment jobs since a ramp recalibration where rear toe was still out of spec.', build: wheelAlignment },
  { n: '06', domain: 'goat grazing hire', style: 'plain message-level trace (browser tool)', isolates: 'A browser agent keeps scrolling past the footer of a bookings page; the snapshot is the same empty footer at ever larger scroll positions.', goal: 'List every site where goat herds are booked in July to plan trailer runs.', build: goatGrazing },
];
