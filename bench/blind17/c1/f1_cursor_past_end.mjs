// Family 1 (loop): paging past the end. The position advances or the same token is re-sent,
// and every answer after the last real page is the same empty page.
import { Noise, Chat, agent, chain, tool, llm, row, http, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'cursor_past_end',
  loop: true,
  summary: 'Keeps requesting pages after the last real page; every further page is the same empty answer.',
  check(r) {
    const outs = toolSpans(r.root).map((s) => JSON.stringify(s.output));
    return outs.length >= 4 ? null : 'needs several paging calls';
  },
};

// 01 velvet mills: dye-lot order ledger, OpenAI chat style, cursor re-sent, stagnation in text
function r01() {
  const n = new Noise('cursor_past_end-01');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-2024-08-06', tools: ['ledger_list_dye_lots', 'write_report'],
    system: 'You are the planning assistant for Harrowgate Velvet Mill. Use the ERP tools to answer questions about dye lots and greige orders. Always page through complete result sets.',
    user: 'Give me every open dye lot for crushed silk-velvet in colour family "oxblood" so I can plan Thursday\'s jigger runs.',
  });
  const kids = [];
  const lots = [
    [{ lot: 'DL-24-7719', colour: 'Oxblood 4412', metres: 340, loom: 'Jacquard-3', greige_batch: 'GB-1187' }, { lot: 'DL-24-7722', colour: 'Oxblood 4415', metres: 512, loom: 'Jacquard-1', greige_batch: 'GB-1190' }, { lot: 'DL-24-7730', colour: 'Oxblood 4412', metres: 128, loom: 'Dornier-2', greige_batch: 'GB-1187' }],
    [{ lot: 'DL-24-7741', colour: 'Oxblood 4420 (dull)', metres: 276, loom: 'Jacquard-3', greige_batch: 'GB-1196' }, { lot: 'DL-24-7748', colour: 'Oxblood 4415', metres: 60, loom: 'Sample loom', greige_batch: 'GB-1201' }],
  ];
  kids.push(c.say('I\'ll pull the open oxblood lots from the ledger, starting at the first page.', [['ledger_list_dye_lots', { fabric: 'crushed_silk_velvet', colour_family: 'oxblood', status: 'open', limit: 3 }]]));
  const cur1 = n.cursor(), cur2 = n.cursor(), curEnd = n.cursor();
  kids.push(c.run(http(n, 200, { data: lots[0], next_cursor: cur1, has_more: true }, { 'x-erp-node': n.host('erp-app'), 'x-request-id': n.uuid(), ...n.rate(120) })));
  kids.push(c.say('Three lots so far. Fetching the next page.', [['ledger_list_dye_lots', { fabric: 'crushed_silk_velvet', colour_family: 'oxblood', status: 'open', limit: 3, cursor: cur1 }]]));
  kids.push(c.run(http(n, 200, { data: lots[1], next_cursor: curEnd, has_more: false }, { 'x-erp-node': n.host('erp-app'), 'x-request-id': n.uuid(), ...n.rate(120) })));
  for (let i = 0; i < 5; i++) {
    kids.push(c.say('The page came back without new lots, so I will request the next page with the cursor to make sure nothing is missed.', [['ledger_list_dye_lots', { fabric: 'crushed_silk_velvet', colour_family: 'oxblood', status: 'open', limit: 3, cursor: curEnd }]]));
    kids.push(c.run(http(n, 200, { data: [], next_cursor: curEnd, has_more: false }, { 'x-erp-node': n.host('erp-app'), 'x-request-id': n.uuid(), 'server-timing': `db;dur=${n.ms(3, 40)}, app;dur=${n.ms(8, 90)}`, ...n.rate(120) })));
  }
  void cur2;
  const root = agent('velvet-planning-assistant', { user: c.o.user }, { error: 'max_turns (14) exceeded', partial: null }, kids, { framework: 'openai-python raw chat loop', session: n.uuid(), mill_site: 'HGV-West' }, 'MaxTurnsExceeded: stopped after 14 model turns');
  return row(FAMILY, 1, { isolates: 'Re-sends the same terminal cursor five times after has_more=false, getting the identical empty page while restating the same intention.', stagnation: true, goal: c.o.user, root });
}

// 02 paper marbling: shop search with numeric offset, Anthropic messages, tool_use only
function r02() {
  const n = new Noise('cursor_past_end-02');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20241022', tools: ['shop_search', 'sheet_append'],
    system: 'You manage stock listings for Ebru & Comb, a paper marbling studio selling hand-marbled endpapers. Tools return JSON.',
    user: 'List every endpaper listing that still says "Turkish ebru" in the title so we can rename them to "stone pattern". Put them in the rename sheet.',
  });
  const kids = [];
  const titles = ['Turkish ebru endpaper – indigo stone', 'Turkish ebru quarter sheet, rust & gold', 'Turkish ebru bookbinding set (6)', 'Turkish ebru – ox-gall spot, teal', 'Turkish ebru large format 70x100', 'Turkish ebru on Ingres, moss'];
  kids.push(c.say('I\'ll search the shop listings page by page and collect the ones with that title wording.', [['shop_search', { q: 'Turkish ebru', section: 'endpapers', offset: 0, limit: 4 }]]));
  kids.push(c.run({ total_count: 6, offset: 0, results: titles.slice(0, 4).map((t, i) => ({ listing_id: 1480221000 + n.int(1000, 9999) + i, title: t, state: 'active', last_modified_tsz: n.unix() - n.int(1e5, 9e6) })), search_id: n.hex(20), took_ms: n.ms(20, 140) }));
  kids.push(c.say(null, [['shop_search', { q: 'Turkish ebru', section: 'endpapers', offset: 4, limit: 4 }]]));
  kids.push(c.run({ total_count: 6, offset: 4, results: titles.slice(4).map((t, i) => ({ listing_id: 1480231000 + n.int(1000, 9999) + i, title: t, state: 'active', last_modified_tsz: n.unix() - n.int(1e5, 9e6) })), search_id: n.hex(20), took_ms: n.ms(20, 140) }));
  for (let off = 8; off <= 48; off += 4) {
    kids.push(c.say(null, [['shop_search', { q: 'Turkish ebru', section: 'endpapers', offset: off, limit: 4 }]]));
    kids.push(c.run({ total_count: 6, offset: off, results: [], search_id: n.hex(20), took_ms: n.ms(9, 60) }));
  }
  const root = agent('marbling-shop-agent', { messages: [{ role: 'user', content: c.o.user }] }, { stop_reason: 'max_iterations', iterations: 13 }, kids, { sdk: 'anthropic-python 0.39.0', workspace: 'ebru-and-comb' }, 'Loop aborted: iteration budget (13) exhausted');
  return row(FAMILY, 2, { isolates: 'Offset keeps advancing by 4 past total_count=6; eleven more searches all return an empty results list, with no model text between calls.', stagnation: false, goal: c.o.user, root });
}

// 03 glacier guiding: CrewAI, permit registry page numbers, repeated Thought
function r03() {
  const n = new Noise('cursor_past_end-03');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o-mini',
    llmName: 'LLM Call (gpt-4o-mini)',
    system: 'You are Permit Researcher. You check the park authority\'s glacier access permit registry for guide companies.\nYour personal goal is: find all valid icefall permits for Vatna Ice Guides\nYou ONLY have access to the following tools: Permit Registry Search(query: str, page: int)\nUse the format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...',
    user: 'Current Task: List every icefall-zone permit held by Vatna Ice Guides that is valid for the coming season, with permit numbers and guide names.',
    toolName: () => 'Permit Registry Search',
    toolMeta: (cl, nn) => ({ crewai_tool_usage: true, run_attempts: 1, delegations: 0, tool_call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say('Thought: I should search the registry for Vatna Ice Guides icefall permits.', [['Permit Registry Search', { query: 'Vatna Ice Guides icefall', page: 1 }]]));
  kids.push(c.run(`Page 1 of results (generated ${n.eu()}, node ${n.host('reg')})\n1. VJ-ICE-2291 | Vatna Ice Guides | guide: Sigrún Hallsdóttir | zone: Breiðamerkur icefall | valid to ${n.dateOnly(200)}\n2. VJ-ICE-2292 | Vatna Ice Guides | guide: Tómas Árnason | zone: Falljökull icefall | valid to ${n.dateOnly(200)}\n3. VJ-ICE-2301 | Vatna Ice Guides | guide: Kai Lindqvist | zone: Skaftafell icefall | valid to ${n.dateOnly(140)}\nMore results: page 2`));
  kids.push(c.say('Thought: There is a page 2, I will read it.', [['Permit Registry Search', { query: 'Vatna Ice Guides icefall', page: 2 }]]));
  kids.push(c.run(`Page 2 of results (generated ${n.eu()}, node ${n.host('reg')})\n4. VJ-ICE-2317 | Vatna Ice Guides | guide: Anna Pétursdóttir | zone: Breiðamerkur icefall | valid to ${n.dateOnly(210)}\nEnd of results.`));
  for (let p = 3; p <= 7; p++) {
    kids.push(c.say('Thought: I need to make sure I have every permit, so I will check the next page of the registry.', [['Permit Registry Search', { query: 'Vatna Ice Guides icefall', page: p }]]));
    kids.push(c.run(`Page ${p} of results (generated ${n.eu()}, node ${n.host('reg')})\nNo permits found.`));
  }
  const task = chain('Task: List icefall permits for Vatna Ice Guides', { description: c.o.user, expected_output: 'A table of permit numbers, guide names, zones and expiry dates' }, null, [agent('Permit Researcher', { role: 'Permit Researcher', allow_delegation: false, max_iter: 8 }, 'Agent stopped due to iteration limit or time limit.', kids, { crewai_version: '0.80.0' })], { task_id: n.uuid() }, 'Task did not complete');
  const root = agent('Crew: glacier-season-prep', { inputs: { company: 'Vatna Ice Guides', season: '2024-25' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crew_id: n.uuid(), process: 'sequential' });
  return row(FAMILY, 3, { isolates: 'After the registry says "End of results" on page 2, the agent asks for pages 3-7, each "No permits found", with the same Thought every time.', stagnation: true, goal: c.o.user, root });
}

// 04 marathon chip timing: OpenAI Agents SDK, same next_token re-sent, no text
function r04() {
  const n = new Noise('cursor_past_end-04');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1-mini',
    user: 'Pull the 30 km split for every runner in wave C of the Lakeshore Marathon so the results desk can spot missing chip reads.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  const tok = 'eyJ3YXZlIjoiQyIsImFmdGVyIjoiQzA0MTIifQ';
  kids.push(c.say(null, [['get_split_page', { event: 'LSM24', wave: 'C', split: '30K', page_size: 200 }]]));
  kids.push(c.run(JSON.stringify({ reads: Array.from({ length: 5 }, (_, i) => ({ bib: `C04${String(8 + i).padStart(2, '0')}`, split_30k: `02:${n.int(10, 59)}:${String(n.int(0, 59)).padStart(2, '0')}`, mat: `30K-${n.pick(['A', 'B'])}`, reader: n.host('ipico') })), truncated_in_log: '195 more rows', next_token: tok, decoder_ts: n.isoMicro() })));
  for (let i = 0; i < 5; i++) {
    kids.push(c.say(null, [['get_split_page', { event: 'LSM24', wave: 'C', split: '30K', page_size: 200, next_token: tok }]]));
    kids.push(c.run(JSON.stringify({ reads: [], next_token: tok, decoder_ts: n.isoMicro(), mat_heartbeat: `${n.int(2, 9)}s ago` })));
  }
  const root = agent('Results Desk Agent', { input: c.o.user }, null, kids, { span_type: 'agent', tools: ['get_split_page', 'flag_missing_read'], handoffs: [], trace_id: 'trace_' + n.hex(32) }, 'MaxTurnsExceeded: Max turns (12) exceeded');
  return row(FAMILY, 4, { isolates: 'The split API hands back the same next_token with an empty reads array and the agent re-sends that token five times; generations contain only function calls.', stagnation: false, goal: c.o.user, root });
}

// 05 microfilm scanning bureau: LangSmith run tree, object listing with start_after advancing
function r05() {
  const n = new Noise('cursor_past_end-05');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o',
    system: 'You help the Fennick Microfilm Bureau track scan jobs. Reel scans are stored as TIFF objects in the bucket "fmb-reels-2024".',
    user: 'Count how many frame TIFFs exist for reel R-1931-044 (Harbour Board minutes) and tell me if any frame numbers are missing.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid(), ls_run_type: 'tool' }),
  });
  const kids = [];
  kids.push(c.say('I will list the objects under the reel prefix.', [['list_objects', { bucket: 'fmb-reels-2024', prefix: 'R-1931-044/', max_keys: 1000 }]]));
  kids.push(c.run({ KeyCount: 412, IsTruncated: false, Contents: [{ Key: 'R-1931-044/f0001.tif', Size: 8841216, ETag: n.etag() }, { Key: 'R-1931-044/f0412.tif', Size: 8839104, ETag: n.etag() }], Elided: '410 entries elided by tool', ResponseMetadata: { RequestId: n.HEX(16), HostId: n.b64(40), HTTPStatusCode: 200 } }));
  const starts = ['R-1931-044/f0412.tif', 'R-1931-044/f0413.tif', 'R-1931-044/f0414.tif', 'R-1931-044/f0415.tif'];
  for (const s of starts) {
    kids.push(c.say('To be thorough I will list the next batch of objects after the last key to see if there are more frames for this reel.', [['list_objects', { bucket: 'fmb-reels-2024', prefix: 'R-1931-044/', max_keys: 1000, start_after: s }]]));
    kids.push(c.run({ KeyCount: 0, IsTruncated: false, Contents: [], ResponseMetadata: { RequestId: n.HEX(16), HostId: n.b64(40), HTTPStatusCode: 200, RetryAttempts: 0 } }));
  }
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, kids, { run_id: n.uuid(), ls_run_type: 'chain', max_iterations: 10 });
  const root = agent('reel-audit-agent', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, [exec], { project: 'fmb-ops', run_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'A complete listing (IsTruncated=false) is followed by four start_after listings past the last frame, all KeyCount 0, justified with the same sentence.', stagnation: true, goal: c.o.user, root });
}

// 06 bouncy castle hire: Semantic Kernel browser plugin, scroll position advancing, same empty extraction
function r06() {
  const n = new Noise('cursor_past_end-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You are an assistant for Bounce Brothers Inflatables. Use the Browser plugin to read the supplier portal.',
    user: 'On the supplier portal, collect every castle booking for the August bank holiday weekend so we can check blower availability.',
    toolName: (nm) => `Browser-${nm}`,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid(), plugin_name: 'Browser', function_name: cl.name }),
  });
  const kids = [];
  kids.push(c.say(null, [['open_page', { url: 'https://portal.inflatahire.example/bookings?from=2024-08-24&to=2024-08-26' }]]));
  kids.push(c.run(`<html><head><title>Bookings – InflataHire Portal</title><meta name="csrf-token" content="${n.b62(40)}"></head><body><table id="bk"><tr><td>BK-55102</td><td>Jungle Castle 12x12</td><td>Sat 24 Aug</td><td>blower B-07</td></tr><tr><td>BK-55117</td><td>Princess Turret XL</td><td>Sat 24 Aug</td><td>blower B-02</td></tr></table><div class="lazy-sentinel"></div></body></html>`));
  kids.push(c.say(null, [['scroll_and_extract', { selector: '#bk tr', scroll_by: 1200 }]]));
  kids.push(c.run({ scrollY: 1200, new_rows: [['BK-55131', 'Dino Slide Combo', 'Sun 25 Aug', 'blower B-07'], ['BK-55140', 'Toddler Bouncer', 'Mon 26 Aug', 'blower B-11']], footer: 'Showing all 4 bookings', render_ms: n.ms(80, 300) }));
  for (let y = 2400; y <= 7200; y += 1200) {
    kids.push(c.say(null, [['scroll_and_extract', { selector: '#bk tr', scroll_by: 1200 }]]));
    kids.push(c.run({ scrollY: y, new_rows: [], footer: 'Showing all 4 bookings', render_ms: n.ms(40, 220), viewport: '1280x800' }));
  }
  const root = agent('ChatCompletionAgent:BookingsClerk', { input: c.o.user }, null, kids, { 'semantic_kernel.version': '1.14.0', auto_invoke_kernel_functions: true, maximum_auto_invoke_attempts: 10 }, 'Maximum auto-invoke attempts (10) reached');
  return row(FAMILY, 6, { isolates: 'The booking table footer already says "Showing all 4 bookings" but the agent keeps scrolling 1200px further five times, extracting no new rows each time.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
