import { Rec } from './lib.mjs';
export const FAMILY = { name: 'paging_beyond_last_page', loop: true, stagnation: false,
  isolates: 'the page/offset/cursor keeps advancing (or the same next token is re-sent) and every answer after the last real page is the same empty page' };

export const scenarios = [
  // 01 sundial makers: OpenAI Agents SDK
  (id) => {
    const goal = 'Export every open commission from the sundial workshop order system so we can plan gnomon casting for spring.';
    const r = new Rec(id, 'oai_agents', { model: 'gpt-4.1', goal, agent: 'Workshop Planner' });
    const n = r.n;
    r.step(null, [{ name: 'list_commissions', args: { status: 'open', page: 1, per_page: 25 }, out: { page: 1, per_page: 25, total: 31, items: [{ id: 'SD-401', type: 'horizontal slate', lat: 51.2 }, { id: 'SD-402', type: 'armillary bronze', lat: 53.4 }, { id: 'SD-409', type: 'vertical declining', lat: 50.7 }], note: '22 more on this page omitted for brevity' } }]);
    r.step(null, [{ name: 'list_commissions', args: { status: 'open', page: 2, per_page: 25 }, out: { page: 2, per_page: 25, total: 31, items: [{ id: 'SD-430', type: 'polar', lat: 55.9 }, { id: 'SD-431', type: 'analemmatic', lat: 52.1 }], note: '4 more omitted' } }]);
    for (const p of [3, 4, 5, 6]) r.step(null, [{ name: 'list_commissions', args: { status: 'open', page: p, per_page: 25 }, out: { page: p, per_page: 25, total: 31, items: [] } }]);
    return { isolates: 'OpenAI Agents SDK: after page 2 (31 items total) the agent asks for pages 3-6 and receives the same empty page each time.', goal, root: r.finish(null, { max_turns: 8, exceeded: true }) };
  },
  // 02 owl sanctuaries: LlamaIndex
  (id) => {
    const goal = 'List all barn owl admissions from the last quarter with ring numbers for the BTO ringing return.';
    const r = new Rec(id, 'llamaindex', { model: 'gpt-4o-mini', goal });
    const n = r.n;
    r.step(null, [{ name: 'query_admissions', args: { species: 'Tyto alba', offset: 0, limit: 50 }, out: JSON.stringify({ rows: [{ adm: 'A-2207', ring: 'GR51234', cause: 'road strike' }, { adm: 'A-2219', ring: null, cause: 'starvation' }, { adm: 'A-2240', ring: 'GR51290', cause: 'entanglement' }], returned: 3, offset: 0 }) }]);
    for (const o of [50, 100, 150, 200]) r.step(null, [{ name: 'query_admissions', args: { species: 'Tyto alba', offset: o, limit: 50 }, out: JSON.stringify({ rows: [], returned: 0, offset: o }) }]);
    return { isolates: 'LlamaIndex FunctionAgent: the real data fit in one page of 3 rows, yet offsets 50-200 are requested and each returns the same empty rows array.', goal, root: r.finish(null, { stopped: 'max_function_calls' }) };
  },
  // 03 goat packing trips: Mastra
  (id) => {
    const goal = 'Collect all guest reviews mentioning the pack goats for the summer trips report.';
    const r = new Rec(id, 'mastra', { model: 'gpt-4o', goal, agent: 'reviewsAgent' });
    const n = r.n;
    r.step(null, [{ name: 'fetchReviews', args: { mention: 'goat', cursor: null }, out: { reviews: [{ stars: 5, text: 'Pepper the goat carried my tent up to the lake!' }, { stars: 4, text: 'Goats were slow on the scree but sweet.' }], next_cursor: 'eyJpZCI6ODgxfQ==', server_time: n.iso() } }]);
    r.step(null, [{ name: 'fetchReviews', args: { mention: 'goat', cursor: 'eyJpZCI6ODgxfQ==' }, out: { reviews: [{ stars: 3, text: 'One goat ate my map.' }], next_cursor: 'eyJpZCI6OTAyfQ==', server_time: n.iso() } }]);
    for (let i = 0; i < 4; i++) r.step(null, [{ name: 'fetchReviews', args: { mention: 'goat', cursor: 'eyJpZCI6OTAyfQ==' }, out: { reviews: [], next_cursor: 'eyJpZCI6OTAyfQ==', server_time: n.iso() } }]);
    return { isolates: 'Mastra agent: the API keeps returning the same next_cursor with an empty page; the agent re-sends it four times.', goal, root: r.finish(null, { maxSteps: 8 }) };
  },
  // 04 scrolling browser: hearing? no — salt mine tours booking page: Claude Agent SDK (browser)
  (id) => {
    const goal = 'On the salt mine tour operator site, collect every English-language tour slot in March with remaining capacity.';
    const r = new Rec(id, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal, system: 'You control a headless browser via tools.' });
    const n = r.n;
    r.step('Opening the March schedule.', [{ name: 'browser_navigate', args: { url: 'https://tours.saltmine.example/schedule?month=2025-03&lang=en' }, out: `<table class="slots"><tr><td>Mar 03 10:00</td><td>EN</td><td>12 left</td></tr><tr><td>Mar 03 14:00</td><td>EN</td><td>3 left</td></tr><tr><td>Mar 08 11:00</td><td>EN</td><td>0 left</td></tr></table><div class="lazy-loader" data-rendered="${n.epochMs()}"></div>` }]);
    r.step('Scrolling for more slots.', [{ name: 'browser_scroll', args: { direction: 'down', pixels: 1200 }, out: `<table class="slots"><tr><td>Mar 15 10:00</td><td>EN</td><td>20 left</td></tr><tr><td>Mar 29 12:00</td><td>EN</td><td>7 left</td></tr></table><footer>© Salt Mine Tours</footer>` }]);
    for (const y of [2400, 3600, 4800, 6000]) r.step(null, [{ name: 'browser_scroll', args: { direction: 'down', pixels: 1200, expected_offset: y }, out: `<footer>© Salt Mine Tours</footer><!-- scrollY=${y} rendered in ${n.ms()}ms -->` }]);
    return { isolates: 'Claude Agent SDK browser session: after the footer is reached, four more scrolls return only the footer; the list is never compiled.', goal, root: r.finish(null, { subtype: 'error_max_turns', session_id: n.uuid() }) };
  },
  // 05 ramen shops: Haystack
  (id) => {
    const goal = 'Gather all supplier invoices for tonkotsu pork bones across our three ramen shops for February to reconcile against usage.';
    const r = new Rec(id, 'haystack', { model: 'gpt-4o', goal });
    const n = r.n;
    r.step(null, [{ name: 'list_invoices', args: { sku: 'PORK-BONE-FEMUR', month: '2025-02', page_token: '' }, out: { invoices: [{ no: 'INV-88121', shop: 'Kita', kg: 120 }, { no: 'INV-88140', shop: 'Minami', kg: 95 }, { no: 'INV-88177', shop: 'Eki', kg: 140 }], nextPageToken: 'p2' } }]);
    r.step(null, [{ name: 'list_invoices', args: { sku: 'PORK-BONE-FEMUR', month: '2025-02', page_token: 'p2' }, out: { invoices: [{ no: 'INV-88302', shop: 'Kita', kg: 110 }], nextPageToken: null } }]);
    for (const t of ['p3', 'p4', 'p5']) r.step(null, [{ name: 'list_invoices', args: { sku: 'PORK-BONE-FEMUR', month: '2025-02', page_token: t }, out: { invoices: [], nextPageToken: null } }]);
    return { isolates: 'Haystack pipeline: after the last page the agent keeps inventing tokens p4, p5 and gets the same empty list with a null token; never reconciled.', goal, root: r.finish(null, { pipeline: 'invoice_agent', max_runs_per_component: 6 }) };
  },
  // 06 GitHub Actions logs of a Swift package: AutoGen
  (id) => {
    const goal = 'Find which test in the last nightly run of the Swift package "TideKit" was skipped on Linux, by reading the job log.';
    const r = new Rec(id, 'autogen', { model: 'gpt-4o', goal, agent: 'ci_assistant' });
    const n = r.n;
    r.step(null, [{ name: 'get_job_log', args: { run_id: 91823311, start_line: 0, lines: 400 }, out: `2025-02-11T03:14:02.1182Z Test Suite 'All tests' started\n...\n2025-02-11T03:16:40.0041Z Test Case 'HarmonicsTests.testM2' passed (0.412 seconds)\n...\n[lines 0-399 of 612]` }]);
    r.step(null, [{ name: 'get_job_log', args: { run_id: 91823311, start_line: 400, lines: 400 }, out: `2025-02-11T03:18:11.9902Z Executed 88 tests, with 0 failures (0 unexpected) in 41.2 seconds\n[lines 400-611 of 612]` }]);
    for (const s of [800, 1200, 1600, 2000]) r.step(null, [{ name: 'get_job_log', args: { run_id: 91823311, start_line: s, lines: 400 }, out: `[no lines returned: log has 612 lines]` }]);
    return { isolates: 'AutoGen tool calls: the log has 612 lines, but the agent keeps reading from line 800, 1200, 1600, 2000 and receives the same empty window.', goal, root: r.finish(null, { termination: 'MaxMessageTermination(12)' }) };
  },
];
