// Family 1: scrolling-past-last-page (loop: true)
import { agent, llm, tool, retriever, sys, usr, asst, toolMsg, J, trunc, isoDateMinusDays, b64url } from './lib.mjs';

export const family = 'scrolling-past-last-page';

// 01 — library systems, LlamaIndex FunctionAgent, page numbers, near-verbatim reasoning
function r01(R) {
  R.clock.set('2024-10-21T15:04:12Z');
  const goal = 'Pull every open interlibrary-loan request at the Eastside branch that is more than 30 days overdue — I need borrower barcode, title and lending library for each so circulation can send recall notices.';
  const titles = [
    'The Overstory', 'Braiding Sweetgrass', 'A Field Guide to the Birds of the Pacific Northwest', 'Klara and the Sun',
    'The Warmth of Other Suns', 'Hydrogeology: Principles and Practice (2nd ed.)', 'Crying in H Mart', 'Gödel, Escher, Bach',
    'The Dawn of Everything', 'Piranesi', 'Salt: A World History', 'Intermediate Microeconomics (9th ed.)',
    'The Emperor of All Maladies', 'Pachinko', 'Lakota America', 'Designing Data-Intensive Applications', 'Lonesome Dove',
  ];
  const libs = ['Ridgeview Public Library', 'Marston College Library', 'State Library of Oregon', 'Lakeshore Regional Library', 'Hollins University Library', 'Cedar Falls Public Library'];
  const items = titles.map((t, i) => {
    const d = R.int(31, 94);
    return {
      ill_id: `ILL-24-${String(30412 + i * 7 + R.int(0, 5)).padStart(6, '0')}`,
      title: t,
      borrower_barcode: `21003${R.digits(9)}`,
      lending_library: R.pick(libs),
      due_date: isoDateMinusDays('2024-10-21', d),
      days_overdue: d,
      renewals: R.int(0, 2),
    };
  }).sort((a, b) => b.days_overdue - a.days_overdue);
  const args = (p) => ({ branch: 'EAST', status: 'overdue', min_days_overdue: 30, page: p, page_size: 10 });
  const page = (p) => {
    R.clock.adv(1100, 3900);
    const results = items.slice((p - 1) * 10, p * 10);
    return { request_id: `ill-${R.hex(12)}`, generated_at: R.clock.iso(), page: p, page_size: 10, count: results.length, results, query_ms: R.int(31, 162), node: `sierra-app-0${R.int(1, 4)}` };
  };
  const system = sys('You are the Circulation Assistant for Harbor City Public Library. Use the ILL tools to answer staff requests. Always return complete lists.');
  const kids = [];
  kids.push(llm('OpenAI.achat', [system, usr(goal)], 'I will query the ILL module for Eastside (branch code EAST) requests with status overdue and at least 30 days overdue, 10 per page, and collect barcode, title and lending library for each.'));
  let out = page(1);
  kids.push(tool('search_ill_requests', args(1), out));
  kids.push(llm('OpenAI.achat', [system, usr(goal), toolMsg(trunc(J(out), 500), 'search_ill_requests')], `Page 1 returned 10 overdue requests, the oldest being ${items[0].ill_id} (${items[0].days_overdue} days). Requesting page 2.`));
  out = page(2);
  kids.push(tool('search_ill_requests', args(2), out));
  let prevCount = 7;
  const last = 6;
  for (let p = 3; p <= last; p++) {
    const txt = prevCount
      ? `Page ${p - 1} returned ${prevCount} results. The overdue list may continue on later pages, so I'll request page ${p} before compiling the recall list.`
      : `Page ${p - 1} returned no results. The overdue list may continue on later pages, so I'll request page ${p} before compiling the recall list.`;
    kids.push(llm('OpenAI.achat', [system, usr(goal), toolMsg(trunc(J(out), 500), 'search_ill_requests')], txt));
    out = page(p);
    kids.push(tool('search_ill_requests', args(p), out));
    prevCount = 0;
  }
  return {
    isolates: 'After two real pages (10 + 7 results) the agent keeps incrementing the page number and receives four identical empty pages until the iteration cap stops it.',
    loop: true, stagnation: true, goal,
    root: agent('FunctionAgent.run', goal, 'Agent stopped: max iterations (12) reached before a final response was produced.', kids, 'WorkflowRuntimeError: Max iterations of 12 reached!'),
  };
}

// 02 — mining operations, LangGraph, tool-only, same next_cursor re-sent
function r02(R) {
  R.clock.set('2024-05-15T01:12:40Z');
  const goal = 'Export all haul-truck payload overload events from the Kestrel Pit fleet for shift B on 14 May and tell me which trucks went over 110% of rated payload more than twice.';
  const trucks = ['HT-203', 'HT-207', 'HT-211', 'HT-214', 'HT-217', 'HT-219', 'HT-222', 'HT-226', 'HT-230'];
  const events = [];
  let t = Date.parse('2024-05-14T10:00:00Z');
  for (let i = 0; i < 29; i++) {
    t += R.int(6, 34) * 60000;
    const pct = R.int(1031, 1189) / 10;
    events.push({
      event_id: `EV${R.digits(8)}`, truck_id: R.pick(trucks), operator_id: `OP${R.int(1100, 1199)}`, shovel: R.pick(['SH-04', 'SH-06', 'EX-11']),
      payload_t: +(227 * pct / 100).toFixed(1), rated_t: 227, pct_rated: pct, ts: new Date(t).toISOString(), bench: R.pick(['RL 412', 'RL 400', 'RL 388']),
    });
  }
  const c1 = b64url(J({ o: 20, s: 'KES-02', q: 'e81f' }));
  const c2 = b64url(J({ o: 29, s: 'KES-02', q: 'e81f' }));
  const args = (cursor) => ({ site_id: 'KES-02', event_type: 'PAYLOAD_OVERLOAD', date: '2024-05-14', shift: 'B', limit: 20, ...(cursor ? { cursor } : {}) });
  const resp = (evs, next) => {
    R.clock.adv(700, 2400);
    return { data: { events: evs, next_cursor: next }, meta: { request_id: R.uuid(), took_ms: R.int(40, 310), api_version: 'fms-v3.4', generated_at: R.clock.iso() } };
  };
  const kids = [];
  R.clock.adv(500);
  kids.push(tool('get_site', { name: 'Kestrel Pit' }, { site_id: 'KES-02', name: 'Kestrel Pit', region: 'Pilbara', timezone: 'Australia/Perth', fleet: { haul_trucks: 34, shovels: 3, excavators: 2 }, shifts: { A: '06:00-18:00', B: '18:00-06:00' }, fms: 'Dispatch FMS 11.2' }));
  kids.push(tool('query_fms_events', args(null), resp(events.slice(0, 20), c1)));
  kids.push(tool('query_fms_events', args(c1), resp(events.slice(20), c2)));
  for (let i = 0; i < 4; i++) kids.push(tool('query_fms_events', args(c2), resp([], c2)));
  return {
    isolates: 'The events API echoes the same non-null next_cursor with an empty page once the 29 real events are exhausted, and the agent re-sends that cursor four times until the graph recursion limit.',
    loop: true, stagnation: false, goal,
    root: agent('LangGraph', goal, 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', kids, 'GraphRecursionError'),
  };
}

// 03 — real estate, browser-use style, scrolling at page bottom, near-verbatim memory
function r03(R) {
  R.clock.set('2025-03-04T18:20:05Z');
  const goal = 'Go to the Harbor County MLS public search, find every active 3+ bedroom listing under $650k in ZIP 98225, and put address, price, beds and days on market into a table.';
  const streets = ['Alabama St', 'Ellis St', 'Humboldt St', 'Iron St', 'James St', 'Moore St', 'Grant St', 'Kentucky St', 'Texas St', 'Franklin St', 'Cornwall Ave', 'Undine St'];
  const listings = streets.map((s) => ({ address: `${R.int(1100, 2899)} ${s}, Bellingham, WA 98225`, price: R.int(489, 649) * 1000 - R.pick([0, 100, 1000]), beds: R.pick([3, 3, 3, 4, 4, 5]), baths: R.pick([1.5, 2, 2, 2.5, 3]), dom: R.int(2, 71), mls: `${R.int(2300000, 2399999)}` }));
  const runDir = `/tmp/browser_use_agent_${R.uuid()}`;
  const searchUrl = 'https://search.harborcountymls.com/homes?zip=98225&maxPrice=650000&minBeds=3&status=active';
  const system = sys('You are a precise browser automation agent that interacts with websites through structured commands. Respond with valid JSON in the format {"current_state": {"evaluation_previous_goal": ..., "memory": ..., "next_goal": ...}, "action": [...]}');
  const state = (step, extra) => usr(`[Current state starts here]\nCurrent url: ${searchUrl}\nAvailable tabs:\n[TabInfo(page_id=0, url='${searchUrl}', title='98225 Homes for Sale | Harbor County MLS')]\nInteractive elements from top layer of the current page inside the viewport:\n${extra}\nCurrent step: ${step}/10`);
  const kids = [];
  const step = (n, evalPrev, memory, next, action, s) => kids.push(llm('ChatOpenAI.get_next_action', [system, usr(goal), state(n, s)], J({ current_state: { evaluation_previous_goal: evalPrev, memory, next_goal: next }, action })));
  step(1, 'Unknown - No previous actions to evaluate.', '', 'Open the MLS search with ZIP, price and bedroom filters applied.', [{ go_to_url: { url: searchUrl } }], '[Start of page]\n[0]<a Harbor County MLS />\n[End of page]');
  R.clock.adv(2100, 3800);
  kids.push(tool('go_to_url', { url: searchUrl }, `🔗  Navigated to ${searchUrl}`));
  step(2, 'Success - The filtered results page is loaded.', 'On results page for 98225, ≤$650k, 3+ beds.', 'Extract all listing cards visible on the page.', [{ extract_content: { goal: 'every listing card: address, price, beds, days on market' } }], '[Start of page]\n[12]<button Sort: Newest />\n[13]<div 12 homes />\n[14]<a 1.2k photos />\n... 3840 pixels below - scroll or extract content to see more ...');
  R.clock.adv(4000, 7000);
  kids.push(tool('extract_content', { goal: 'every listing card: address, price, beds, days on market', should_strip_link_urls: true }, `📄  Extracted from page\n: \`\`\`json\n${J({ result_count_label: '12 homes', listings: listings.map(({ address, price, beds, dom }) => ({ address, price, beds, days_on_market: dom })) })}\n\`\`\`\n`));
  const mem = 'Extracted 12 listings so far (ZIP 98225, under $650k, 3+ beds). Scrolled but no new listing cards appeared yet; more listings may load further down the page.';
  const scrollOut = (n) => {
    R.clock.adv(1400, 2600);
    return `🔍  Scrolled down the page by one page\n[viewport] pixels_above=4128 pixels_below=0 listing_cards=12\n[network] GET /api/v2/search?zip=98225&maxPrice=650000&minBeds=3&status=active&offset=12&limit=12 -> 200, 0 results (${R.int(84, 231)} ms, cf-ray ${R.hex(16)}-SEA)\n[screenshot] ${runDir}/screenshots/step_${n}.png`;
  };
  step(3, 'Success - Extracted 12 listing cards.', 'Extracted 12 listings so far (ZIP 98225, under $650k, 3+ beds). More listings may load further down the page.', 'Scroll down to load more listings.', [{ scroll_down: { amount: null } }], '[13]<div 12 homes />\n[40]<div Listing courtesy of ... />\n... 3840 pixels below - scroll or extract content to see more ...');
  kids.push(tool('scroll_down', { amount: null }, scrollOut(3)));
  for (let n = 4; n <= 7; n++) {
    step(n, 'Unknown - The page scrolled but no new listing cards appeared.', mem, 'Scroll down to load more listings.', [{ scroll_down: { amount: null } }], '[52]<a Contact us />\n[53]<a Fair housing notice />\n[54]<a © 2025 Harbor County MLS />\n[End of page]');
    kids.push(tool('scroll_down', { amount: null }, scrollOut(n)));
  }
  return {
    isolates: 'A browser agent that has already extracted all 12 listings keeps scrolling a page that reports zero pixels below, each scroll returning the same empty lazy-load response, until max steps.',
    loop: true, stagnation: true, goal,
    root: agent('browser_use.Agent.run', goal, '❌ Failed to complete task in maximum steps (7). The agent did not call done; last memory: 12 listings extracted, waiting for more to load.', kids),
  };
}

// 04 — e-discovery, Semantic Kernel, offset/length, tool-only after the plan
function r04(R) {
  R.clock.set('2024-08-12T13:41:09Z');
  const goal = 'For matter 2291 (Acme Logistics v. Lorne Freight), pull every document tagged Hot from custodian Rosa Vasquez and draft a privilege log with control number, date, author, recipients and privilege basis.';
  const people = ['Rosa Vasquez', 'Dan Whitlock (GC)', 'Priya Anand', 'outside counsel – M. Feld (Feld & Horne LLP)', 'Tom Greer', 'Ana Lui', 'Jared Kohl'];
  const subjects = ['RE: Lorne rate amendment – draft', 'Indemnity clause comments', 'FW: claims reserve Q3', 'Privileged – litigation hold', 'Call notes w/ Feld', 'RE: termination notice timing', 'Draft response to demand letter', 'Board deck – litigation update', 'RE: carrier audit findings', 'Settlement range thoughts'];
  const docs = Array.from({ length: 41 }, (_, i) => ({
    ArtifactID: 1048000 + i * 13 + R.int(0, 9), ControlNumber: `ACME${String(4410 + i * 3 + R.int(0, 2)).padStart(7, '0')}`,
    DocDate: isoDateMinusDays('2023-11-30', R.int(0, 300)), From: R.pick(people), To: R.pick(people), Subject: R.pick(subjects), Tags: ['Hot'], HasAttachments: R.rnd() < 0.3,
  }));
  const args = (start) => ({ workspaceId: 1017844, condition: "'Custodian' == 'Vasquez, Rosa' AND 'Review Tags' INTERSECTS ['Hot']", fields: ['Control Number', 'Document Date', 'From', 'To', 'Subject'], start, length: 25 });
  const res = (start) => {
    R.clock.adv(800, 2600);
    const part = docs.slice(start, start + 25);
    return { ResultCount: part.length, StartIndex: start, Results: part, QueryToken: R.uuid(), DurationMs: R.int(180, 940), ServerTimestamp: R.clock.iso() };
  };
  const kids = [];
  kids.push(llm('AzureOpenAIChatCompletion.get_chat_message_contents', [sys('You are a litigation support assistant with access to the Relativity plugin. Retrieve documents with search_documents, then draft outputs.'), usr(goal)], "I'll search workspace 1017844 for Hot-tagged documents from custodian Vasquez in batches of 25 (start offset advancing by 25), then build the privilege log from the returned fields."));
  for (const s of [0, 25, 50, 75, 100, 125]) kids.push(tool('Relativity-search_documents', args(s), res(s)));
  return {
    isolates: 'Offset pagination keeps advancing by 25 after a short final batch (16 of 25), yielding four identical zero-result batches until the auto-invoke limit aborts the run.',
    loop: true, stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', goal, 'Run aborted after reaching the maximum number of auto-invoked function calls (6); no privilege log was produced.', kids, 'KernelInvokeException: MaximumAutoInvokeAttempts (6) exceeded'),
  };
}

// 05 — airline operations, CrewAI, page beyond total_pages (API always returns links.next)
function r05(R) {
  R.clock.set('2024-07-08T12:30:00Z');
  const goal = "Get last week's ground-delay (code 93, late inbound aircraft) records for ORD departures and summarize total delay minutes by carrier.";
  const carriers = ['UA', 'AA', 'NK', 'WN', 'DL', 'F9'];
  const recs = Array.from({ length: 58 }, () => {
    const c = R.pick(carriers);
    return { flight: `${c} ${R.int(100, 2899)}`, carrier: c, dep_date: `2024-07-0${R.int(1, 7)}`, dest: R.pick(['LGA', 'DEN', 'SFO', 'MCO', 'BOS', 'PHX', 'MSP', 'DCA', 'LAS']), delay_min: R.int(16, 187), code: '93' };
  });
  const base = { airport: 'ORD', delay_code: '93', from: '2024-07-01', to: '2024-07-07' };
  const page = (p) => {
    R.clock.adv(900, 3100);
    const data = recs.slice((p - 1) * 40, p * 40);
    return J({ data, meta: { page: p, per_page: 40, total: 58, total_pages: 2 }, links: { self: `/v2/delays?airport=ORD&code=93&page=${p}`, next: `/v2/delays?airport=ORD&code=93&page=${p + 1}` }, request_id: R.reqId('dly_', 18), served_by: `delays-api-${R.alnum(5)}`, generated_at: R.clock.iso() });
  };
  const kids = [];
  const th = (p, txt) => kids.push(llm('crewai.LLM.call(gpt-4o-mini)', [sys('You are Ops Data Analyst. You turn raw airline operations data into accurate summaries.\nTools: Fetch Delay Records(airport, delay_code, from, to, page)'), usr(`Current Task: ${goal}`)], `${txt}\nAction: Fetch Delay Records\nAction Input: ${J({ ...base, page: p })}`));
  th(1, 'Thought: I need the delay records for ORD, code 93, 2024-07-01 to 2024-07-07. I will start with page 1.');
  kids.push(tool('Fetch Delay Records', { ...base, page: 1 }, page(1)));
  th(2, 'Thought: Page 1 has 40 records and there is a next link. I will fetch page 2.');
  kids.push(tool('Fetch Delay Records', { ...base, page: 2 }, page(2)));
  for (let p = 3; p <= 6; p++) {
    th(p, 'Thought: The response includes a next link, so there are more delay records to retrieve before I can summarize. I will fetch the next page.');
    kids.push(tool('Fetch Delay Records', { ...base, page: p }, page(p)));
  }
  const crew = agent('Agent: Ops Data Analyst', goal, 'Agent stopped due to iteration limit or time limit.', kids);
  return {
    isolates: 'The delay API always returns a links.next URL, so after both real pages the CrewAI agent requests pages 3–6, gets four identical empty pages past total_pages, and hits the iteration limit.',
    loop: true, stagnation: true, goal,
    root: agent('Crew: ORD Delay Review', goal, 'Agent stopped due to iteration limit or time limit.', [crew]),
  };
}

// 06 — game servers, AutoGen, scrolling back in time with a moving `before` cursor
function r06(R) {
  R.clock.set('2024-11-02T09:15:44Z');
  const goal = 'Player 7781-2231-09 says they lost ranked points to disconnects this season. Find every ranked match of theirs this season that ended in an abandoned state.';
  const maps = ['Harbor', 'Cinder Ridge', 'Vault 9', 'Skyline', 'Old Mill'];
  const matches = [];
  let t = Date.parse('2024-11-01T22:40:00Z');
  for (let i = 0; i < 36; i++) {
    t -= R.int(20, 48) * 3600000;
    matches.push({ match_id: `m_${R.hex(10)}`, queue: 'ranked', map: R.pick(maps), ended_at: new Date(t).toISOString(), result: i === 7 || i === 22 ? 'abandoned' : R.pick(['win', 'loss', 'loss', 'win', 'win']), rp_delta: 0, duration_s: R.int(620, 1900) });
  }
  matches.forEach((m) => { m.rp_delta = m.result === 'win' ? R.int(14, 22) : m.result === 'loss' ? -R.int(12, 20) : -R.int(30, 45); });
  const oldest = matches[35].ended_at;
  const call = (before, slice, next) => {
    R.clock.adv(300, 1200);
    return { player_id: '7781-2231-09', matches: slice, next_before: next, server_time: R.clock.iso(), region_shard: R.pick(['na-east-2', 'na-east-3']), trace_id: R.hex(32) };
  };
  const kids = [];
  kids.push(tool('get_player_profile', { player_id: '7781-2231-09' }, { player_id: '7781-2231-09', handle: 'Marrow_Kite', platform: 'pc', rank: { tier: 'Gold II', rp: 1412 }, season: { id: 'S14', started_at: '2024-09-03T17:00:00Z' }, created_at: '2021-04-18T20:11:09Z', flags: [] }));
  kids.push(tool('list_match_history', { player_id: '7781-2231-09', queue: 'ranked', before: '2024-11-02T00:00:00Z', limit: 25 }, call('2024-11-02T00:00:00Z', matches.slice(0, 25), matches[24].ended_at)));
  kids.push(tool('list_match_history', { player_id: '7781-2231-09', queue: 'ranked', before: matches[24].ended_at, limit: 25 }, call(matches[24].ended_at, matches.slice(25), null)));
  let b = Date.parse(oldest);
  for (let i = 0; i < 4; i++) {
    b -= 7 * 86400000;
    const bi = new Date(b).toISOString();
    kids.push(tool('list_match_history', { player_id: '7781-2231-09', queue: 'ranked', before: bi, limit: 25 }, call(bi, [], null)));
  }
  const a = agent('support_assistant', goal, 'Max turns reached.', kids);
  return {
    isolates: "After the history cursor returns null, the agent keeps stepping the 'before' timestamp back a week at a time and gets four identical empty match lists, ending on the group chat's message limit without reporting.",
    loop: true, stagnation: false, goal,
    root: agent('RoundRobinGroupChat', goal, 'Stopped: MaxMessageTermination(14) reached. No final reply was sent to the player-support ticket.', [a]),
    stringArgs: true,
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
