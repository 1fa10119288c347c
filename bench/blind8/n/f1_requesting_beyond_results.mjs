import { J, JP } from './lib.mjs';

export const family = 'requesting-beyond-results';
export const loop = true;

const CLIFI = ['The Ministry for the Future|Kim Stanley Robinson', 'Flight Behavior|Barbara Kingsolver', 'The Overstory|Richard Powers', 'Parable of the Sower|Octavia E. Butler', 'New York 2140|Kim Stanley Robinson', 'The Water Knife|Paolo Bacigalupi', 'Oryx and Crake|Margaret Atwood', 'Weather|Jenny Offill', 'Migrations|Charlotte McConaghy', 'The Deluge|Stephen Markley', 'Bewilderment|Richard Powers', 'Odds Against Tomorrow|Nathaniel Rich', 'The Swan Book|Alexis Wright', 'Gold Fame Citrus|Claire Vaye Watkins', 'American War|Omar El Akkad', 'The End We Start From|Megan Hunter', 'Clade|James Bradley', 'Annihilation|Jeff VanderMeer', 'The Drowned World|J. G. Ballard', 'Solar|Ian McEwan', 'Barkskins|Annie Proulx', 'The Marrow Thieves|Cherie Dimaline', 'Greenwood|Michael Christie', 'Sea of Rust|C. Robert Cargill', 'Salvage the Bones|Jesmyn Ward', 'The Windup Girl|Paolo Bacigalupi', 'Far North|Marcel Theroux', 'Mr. Penumbra|Robin Sloan', 'Lessons in Chemistry|Bonnie Garmus', 'Birnam Wood|Eleanor Catton'];

// 1. public library e-books — LangChain AgentExecutor, page numbers, reasoning restated
function libraryShelf(c) {
  const goal = "List every e-book on the consortium's 'Climate Fiction' digital shelf that currently has zero holds, so I can feature them in the March newsletter.";
  const ch = [];
  const titles = CLIFI.slice(0, 28);
  const mk = (t, i) => { const [title, author] = t.split('|'); const holds = (i * 7) % 5 === 0 ? 0 : c.int(1, 14); return { reserve_id: `${c.hex(8)}-od`, title, author, format: ['ebook-epub-adobe', 'ebook-kindle'], copies_owned: c.int(2, 9), copies_available: holds ? 0 : c.int(1, 3), holds_count: holds }; };
  const pages = [titles.slice(0, 12), titles.slice(12, 24), titles.slice(24)].map((p, k) => p.map((t, i) => mk(t, k * 12 + i)));
  ch.push(c.llm('ChatOpenAI', [{ role: 'system', content: 'You are a library collections assistant. Use the tools to answer. Format: Thought / Action / Action Input.' }, { role: 'user', content: goal }], "Thought: I need the shelf contents. The shelf id for Climate Fiction should be in the catalog; I'll search shelves first.\nAction: find_shelf\nAction Input: {\"query\": \"Climate Fiction\"}"));
  ch.push(c.tool('find_shelf', { query: 'Climate Fiction' }, { shelves: [{ id: 'shf_40217', name: 'Climate Fiction', owner: 'Adult Services', item_count: 28, updated: c.day(-9) }, { id: 'shf_38890', name: 'Climate Fiction for Teens', owner: 'YA', item_count: 11, updated: c.day(-40) }] }));
  const pageOut = (n, items) => ({ shelf_id: 'shf_40217', page: n, per_page: 12, total_items: 28, total_pages: 3, items, request_id: c.reqId('od'), served_at: c.tick(2) });
  ch.push(c.llm('ChatOpenAI', 'Observation: shelf shf_40217 has 28 items.', "Thought: Shelf shf_40217 is the adult one with 28 items. I'll page through it.\nAction: get_shelf_items\nAction Input: {\"shelf_id\": \"shf_40217\", \"page\": 1}"));
  for (let p = 1; p <= 3; p++) ch.push(c.tool('get_shelf_items', { shelf_id: 'shf_40217', page: p, per_page: 12 }, J(pageOut(p, pages[p - 1]))));
  ch.push(c.llm('ChatOpenAI', 'Observation: page 3 returned 4 items.', "Thought: Page 3 only returned 4 items. There may be more titles on the shelf, so I should check the next page before filtering for zero holds.\nAction: get_shelf_items\nAction Input: {\"shelf_id\": \"shf_40217\", \"page\": 4}"));
  for (let p = 4; p <= 7; p++) {
    ch.push(c.tool('get_shelf_items', { shelf_id: 'shf_40217', page: p, per_page: 12 }, J({ shelf_id: 'shf_40217', page: p, per_page: 12, total_items: 28, total_pages: 3, items: [], request_id: c.reqId('od'), served_at: c.tick(2) })));
    if (p < 7) ch.push(c.llm('ChatOpenAI', `Observation: page ${p} returned 0 items.`, `Thought: Page ${p} returned no items. There may be more titles on the shelf, so I should check the next page before filtering for zero holds.\nAction: get_shelf_items\nAction Input: {\"shelf_id\": \"shf_40217\", \"page\": ${p + 1}}`));
  }
  return { stagnation: true, isolates: 'An agent keeps requesting page numbers past total_pages on an e-book shelf and receives four identical empty pages while repeating the same thought.', goal, root: c.agent('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', ch) };
}

// 2. esports — smolagents, same continuation cursor
function esportsCursor(c) {
  const goal = 'Pull Nightjar Esports\' full 2024 Valorant match history from the league API and compute their map win rate on Ascent vs Lotus.';
  const ch = [];
  const maps = ['Ascent', 'Lotus', 'Bind', 'Sunset', 'Icebox', 'Split', 'Breeze'];
  const opp = ['Kessel Forge', 'Orbit Nine', 'Pale Harbor', 'Team Vantablack', 'Rogue Current', 'Glasswing', 'Ninth Parallel', 'Auric GG'];
  const mkm = (n) => Array.from({ length: n }, () => ({ match_id: `m_${c.digits(9)}`, opponent: c.pick(opp), map: c.pick(maps), score: `${c.int(13, 14)}-${c.int(4, 12)}`, result: c.r() < 0.55 ? 'W' : 'L', played_at: c.day(-c.int(30, 300)) }));
  const cur1 = 'eyJvZmZzZXQiOjI1LCJ0ZWFtIjoibmo0In0=';
  const cur2 = 'eyJvZmZzZXQiOjUwLCJ0ZWFtIjoibmo0In0=';
  const cur3 = 'eyJvZmZzZXQiOjYzLCJ0ZWFtIjoibmo0In0=';
  ch.push(c.llm('Step 1', [{ role: 'user', content: goal }], "Thought: I'll fetch the first page of matches with get_match_history and keep following next_cursor.\nCode:\n```py\nr = get_match_history(team_id=\"nj4\", season=2024, game=\"valorant\")\nprint(len(r['matches']), r['next_cursor'])\n```"));
  ch.push(c.tool('get_match_history', { team_id: 'nj4', season: 2024, game: 'valorant' }, { matches: mkm(25), next_cursor: cur1, server_time: c.tick(1) }));
  ch.push(c.llm('Step 2', 'Execution logs:\n25 ' + cur1, "Thought: 25 matches, following the cursor.\nCode:\n```py\nall_m = r['matches']\nwhile r.get('next_cursor'):\n    r = get_match_history(team_id=\"nj4\", season=2024, game=\"valorant\", cursor=r['next_cursor'])\n    all_m += r['matches']\n    print(len(all_m), r['next_cursor'])\n    if not r['matches']: break\n```"));
  ch.push(c.tool('get_match_history', { team_id: 'nj4', season: 2024, game: 'valorant', cursor: cur1 }, { matches: mkm(25), next_cursor: cur2, server_time: c.tick(1) }));
  ch.push(c.tool('get_match_history', { team_id: 'nj4', season: 2024, game: 'valorant', cursor: cur2 }, { matches: mkm(13), next_cursor: cur3, server_time: c.tick(1) }));
  ch.push(c.tool('get_match_history', { team_id: 'nj4', season: 2024, game: 'valorant', cursor: cur3 }, { matches: [], next_cursor: cur3, server_time: c.tick(1) }));
  const thoughts = [
    "Thought: 63 matches so far, but the API still returned a next_cursor, so the history might not be complete. I'll request that cursor again directly.",
    "Thought: Empty list again with the same cursor. Perhaps the page needs a smaller limit to return anything; trying limit=10 with the same cursor.",
    "Thought: Still nothing. Maybe the cursor expects region to be passed explicitly. Adding region=\"na\" with the same cursor.",
  ];
  const extra = [{}, { limit: 10 }, { region: 'na' }];
  for (let i = 0; i < 3; i++) {
    ch.push(c.llm(`Step ${3 + i}`, `Execution logs:\n63 ${cur3}`, thoughts[i] + `\nCode:\n\`\`\`py\nr = get_match_history(team_id=\"nj4\", season=2024, game=\"valorant\", cursor=\"${cur3}\"${i === 1 ? ', limit=10' : ''}${i === 2 ? ', region="na"' : ''})\nprint(r)\n\`\`\``));
    ch.push(c.tool('get_match_history', { team_id: 'nj4', season: 2024, game: 'valorant', cursor: cur3, ...extra[i] }, { matches: [], next_cursor: cur3, server_time: c.tick(1) }));
  }
  return { stagnation: false, isolates: 'A code agent re-sends the same continuation cursor after the last real page and gets the same empty page with the same cursor four times, then hits max steps.', goal, root: c.agent('CodeAgent', goal, 'AgentMaxStepsError: Reached max steps (6) without a final answer.', ch) };
}

// 3. freight rail — OpenAI Agents SDK, offsets, tool only
function railOffsets(c) {
  const goal = 'Build a dwell-time report for all railcars that touched the Kingsgate yard last week from the car location message (CLM) feed.';
  const ch = [];
  const ev = (n) => Array.from({ length: n }, () => ({ car: `${c.pick(['TTGX', 'BNSF', 'UP', 'CSXT', 'GATX'])} ${c.digits(6)}`, event: c.pick(['ARIL', 'PLCD', 'PULL', 'DFLC', 'RLSE']), splc: '766820000', ts: `${c.day(-c.int(2, 8))}T${String(c.int(0, 23)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:00Z` }));
  const page = (off, n) => `{"offset":${off},"limit":200,"total":431,"returned":${n},"events":${J(ev(Math.min(n, 3))).slice(0, -1)},"…(${Math.max(n - 3, 0)} more)"]}`;
  ch.push(c.tool('clm_query', { yard_splc: '766820000', from: c.day(-8), to: c.day(-1), offset: 0, limit: 200 }, page(0, 200)));
  ch.push(c.tool('clm_query', { yard_splc: '766820000', from: c.day(-8), to: c.day(-1), offset: 200, limit: 200 }, page(200, 200)));
  ch.push(c.tool('clm_query', { yard_splc: '766820000', from: c.day(-8), to: c.day(-1), offset: 400, limit: 200 }, page(400, 31)));
  const n = 4;
  for (let i = 0; i < n; i++) {
    const off = 600 + 200 * i;
    ch.push(c.tool('clm_query', { yard_splc: '766820000', from: c.day(-8), to: c.day(-1), offset: off, limit: 200 }, `{"offset":${off},"limit":200,"total":431,"returned":0,"events":[],"x_request_id":"${c.uuid()}","query_ms":${c.ms(80, 400)}}`));
  }
  return { stagnation: false, isolates: 'Tool-only trace where offset paging continues past total=431 and four consecutive queries return identical empty event lists before the run times out.', goal, root: c.agent('Agent workflow', goal, 'Run ended: max_turns (8) exceeded before the dwell report was produced.', [c.agent('clm_analyst', 'Compile Kingsgate dwell report from CLM feed', 'MaxTurnsExceeded', ch)]) };
}

// 4. browser automation — Cline, infinite scroll
function jobBoardScroll(c) {
  const goal = 'Collect every remote data-engineering posting from careers.lumenfreight.com/jobs into jobs.csv (title, location, posted date).';
  const ch = [];
  ch.push(c.llm('claude-3-5-sonnet', [{ role: 'user', content: `<task>\n${goal}\n</task>` }], '<thinking>I should open the listings page in the browser, filter to Data Engineering + Remote, then scroll until everything is loaded and extract the cards.</thinking>'));
  ch.push(c.tool('browser_action', { action: 'launch', url: 'https://careers.lumenfreight.com/jobs?team=data-eng&remote=1' }, `[Browser launched]\nConsole logs:\n[info] hydrate ${c.ms(300, 900)}ms\n[info] listings: 20 rendered (lazy)\nScreenshot captured (1280x800).`));
  ch.push(c.tool('browser_action', { action: 'scroll_down' }, `Scrolled.\nConsole logs:\n[info] GET /api/jobs?page=2 200 ${c.ms()}ms\n[info] listings: 34 rendered\nScreenshot captured (1280x800).`));
  ch.push(c.tool('browser_action', { action: 'scroll_down' }, `Scrolled.\nConsole logs:\n[info] GET /api/jobs?page=3 200 ${c.ms()}ms\n[info] listings: 37 rendered\n[info] sentinel: end-of-list reached\nScreenshot captured (1280x800).`));
  const nrep = 3;
  for (let i = 0; i < nrep; i++) {
    ch.push(c.llm('claude-3-5-sonnet', '[browser_action] Result: listings: 37 rendered', '<thinking>The page may still be loading more listings below the fold. Let me scroll down again to make sure every posting is loaded before I extract.</thinking>'));
    ch.push(c.tool('browser_action', { action: 'scroll_down' }, `Scrolled.\nConsole logs:\n[debug] IntersectionObserver fired at ${c.tick(4)}\n[info] GET /api/jobs?page=4 200 ${c.ms(30, 200)}ms (0 results, cf-ray ${c.hex(16)}-SJC)\n[info] listings: 37 rendered\nScreenshot captured (1280x800).`));
  }
  return { stagnation: true, isolates: 'A browser agent keeps scrolling an infinite list after the end sentinel; each scroll loads an empty page 4 and the same 37 listings while the thinking text repeats.', goal, root: c.agent('Cline', goal, 'I was not able to finish: the listings page keeps returning no additional postings and I could not confirm the list was complete, so jobs.csv was not written.', ch) };
}

// 5. reinsurance — Google ADK, page numbers, repeated function-call narration
function reinsuranceBordereau(c) {
  const goal = 'For treaty QS-2024-117, total the paid losses in the Q3 claims bordereau by line of business and flag any single claim above the $2.5M cession limit.';
  const ch = [];
  const lobs = ['Commercial Property', 'Marine Cargo', 'Homeowners', 'Inland Marine'];
  const rows = (n) => Array.from({ length: n }, () => ({ claim_ref: `CLM-${c.digits(7)}`, lob: c.pick(lobs), loss_date: c.day(-c.int(60, 150)), paid_usd: c.int(8000, 2900000), reserve_usd: c.int(0, 400000), cedant_share: 0.6 }));
  ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'user', parts: [{ text: goal }] }] }, 'I will load the Q3 bordereau for QS-2024-117 page by page using fetch_bordereau_rows, then aggregate.'));
  ch.push(c.tool('execute_tool fetch_bordereau_rows', { treaty: 'QS-2024-117', quarter: '2024Q3', page: 1 }, { page: 1, page_count: 2, rows: rows(6), total_rows: 11 }));
  ch.push(c.tool('execute_tool fetch_bordereau_rows', { treaty: 'QS-2024-117', quarter: '2024Q3', page: 2 }, { page: 2, page_count: 2, rows: rows(5), total_rows: 11 }));
  const n = 5;
  for (let p = 3; p < 3 + n; p++) {
    ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'tool', parts: [{ text: `fetch_bordereau_rows page ${p - 1}` }] }] }, 'Calling fetch_bordereau_rows for the next page to make sure the bordereau is complete before aggregating.'));
    ch.push(c.tool('execute_tool fetch_bordereau_rows', { treaty: 'QS-2024-117', quarter: '2024Q3', page: p }, { page: p, page_count: 2, rows: [], total_rows: 11, trace: { invocation_id: `e-${c.uuid()}`, latency_ms: c.ms(90, 600) } }));
  }
  return { stagnation: true, isolates: 'An ADK agent requests pages 3-7 of an 11-row, 2-page bordereau, receiving five identical empty pages, narrating the same sentence before each call.', goal, root: c.agent('invoke_agent claims_analyst', goal, 'I could not confirm the bordereau was complete, so the line-of-business totals were not produced. Please check whether the reporting service has more Q3 rows.', ch) };
}

// 6. crypto compliance — Haystack pipeline, offset, tool only + retriever
function cryptoTxOffset(c) {
  const goal = 'Run enhanced due diligence on deposit wallet 0x7a3f…c21e: list all inbound transfers in the last 90 days and flag any counterparties with exposure to sanctioned entities.';
  const ch = [];
  ch.push(c.retriever('InMemoryBM25Retriever', { query: 'EDD procedure inbound transfers sanctioned exposure threshold' }, [{ id: 'pol-7.3', content: 'EDD: review all inbound transfers ≥ 90 days; escalate if direct or indirect exposure to OFAC SDN addresses exceeds 1%.', score: 11.2 }, { id: 'pol-7.4', content: 'Document counterparty cluster names and risk scores in case file.', score: 8.9 }]));
  const tx = (n) => Array.from({ length: n }, () => ({ tx_hash: '0x' + c.hex(64), from: '0x' + c.hex(40), asset: c.pick(['USDT', 'ETH', 'USDC']), amount: (c.r() * 40000).toFixed(2), block: c.int(19400000, 20100000), risk_score: c.int(0, 100) }));
  ch.push(c.tool('ToolInvoker', { name: 'chain_transfers', arguments: { address: '0x7a3f91d0b5e4c2a8f6d3e1b7c9a0f4e2d8b6c21e', direction: 'in', days: 90, offset: 0, limit: 50 } }, { tool_result: { total: 64, offset: 0, items: tx(4), note: '46 items omitted in trace' } }));
  ch.push(c.tool('ToolInvoker', { name: 'chain_transfers', arguments: { address: '0x7a3f91d0b5e4c2a8f6d3e1b7c9a0f4e2d8b6c21e', direction: 'in', days: 90, offset: 50, limit: 50 } }, { tool_result: { total: 64, offset: 50, items: tx(14) } }));
  for (let i = 0; i < 3; i++) {
    const off = 100 + 50 * i;
    ch.push(c.tool('ToolInvoker', { name: 'chain_transfers', arguments: { address: '0x7a3f91d0b5e4c2a8f6d3e1b7c9a0f4e2d8b6c21e', direction: 'in', days: 90, offset: off, limit: 50 } }, { tool_result: { total: 64, offset: off, items: [], cached: i > 0, fetched_at: c.tick(3), api_credits_remaining: 4812 - i * 3 } }));
  }
  return { stagnation: false, isolates: 'A pipeline keeps advancing the offset beyond total=64 and gets three identical empty transfer pages, then exhausts its step budget without producing the EDD memo.', goal, root: c.agent('Pipeline', goal, 'max_agent_steps reached; EDD memo not generated.', ch) };
}

export const rows = [libraryShelf, esportsCursor, railOffsets, jobBoardScroll, reinsuranceBordereau, cryptoTxOffset];
