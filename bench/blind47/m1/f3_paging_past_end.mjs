import { Conv, root, span } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true, stagnation = false;
export const summary = 'Page number / offset / cursor keeps advancing after the last real page and each answer is the same empty page, 3+ times.';

export const rows = [
{ id: '01', domain: 'wool mill dye lots', style: 'anthropic',
  isolates: 'After 2 real pages of dye-lot records the agent requests pages 3, 4, 5, 6, each an empty items array.',
  goal: 'List every dye lot of "Heather Moss" yarn produced in 2025 so the mill can trace a colour-fastness complaint.',
  build(N) {
    const c = new Conv('anthropic', N, { model: 'claude-3-5-haiku-20241022', system: 'You help QA at Glenmorrow Woollen Mill.', goal: this.goal });
    c.llm('I will page through the dye-lot register.', [{ name: 'list_dye_lots', args: { shade: 'Heather Moss', year: 2025, page: 1, per_page: 3 } }]);
    c.tool({ page: 1, items: [{ lot: 'HM-2501', vat: 4, kg: 220 }, { lot: 'HM-2502', vat: 2, kg: 180 }, { lot: 'HM-2507', vat: 4, kg: 240 }], total: 5 });
    c.llm(null, [{ name: 'list_dye_lots', args: { shade: 'Heather Moss', year: 2025, page: 2, per_page: 3 } }]);
    c.tool({ page: 2, items: [{ lot: 'HM-2511', vat: 1, kg: 200 }, { lot: 'HM-2514', vat: 4, kg: 210 }], total: 5 });
    for (let p = 3; p <= 6; p++) { c.llm(null, [{ name: 'list_dye_lots', args: { shade: 'Heather Moss', year: 2025, page: p, per_page: 3 } }]); c.tool({ page: p, items: [], total: 5 }); }
    return root('anthropic', 'dye-lot-trace', this.goal, c.cur, { stopped: 'max_tool_calls' });
  } },

{ id: '02', domain: 'escalator refurbishment', style: 'smolagents',
  isolates: 'A smolagents ToolCallingAgent increments an offset over a step-chain fault export after the last row; four empty CSV bodies follow.',
  goal: 'Collect all step-chain fault events for escalator E-12 at Kingsgate station since the refurbishment and count them by fault code.',
  build(N) {
    const c = new Conv('smolagents', N, { model: 'Qwen/Qwen2.5-72B-Instruct', system: 'You are a ToolCallingAgent.', goal: this.goal });
    const steps = [];
    [0, 50, 100, 150, 200, 250].forEach((o, i) => {
      c.stack.push([]);
      c.llm(null, [{ name: 'fault_export', args: { unit: 'E-12', since: '2025-04-02', offset: o, limit: 50 } }]);
      c.tool(i === 0 ? 'ts,code,step\n2025-04-03T06:12:00,SC-14,112\n2025-04-09T17:40:00,SC-02,38\n2025-05-21T08:03:00,SC-14,113' : 'ts,code,step');
      steps.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { duration: +(N.f() * 3).toFixed(2), observations: i === 0 ? '3 rows' : 'header only' }, c.stack.pop()));
    });
    return root('smolagents', 'ToolCallingAgent.run', this.goal, steps, { error: 'Reached max steps.' });
  } },

{ id: '03', domain: 'matchbox label collectors marketplace', style: 'vercel',
  isolates: 'A cursor-based listing returns the same next_cursor with an empty page and the agent re-sends it three more times.',
  goal: 'Gather all active listings of 1950s Czech matchbox labels under 5 EUR for a collector\'s wishlist.',
  build(N) {
    const c = new Conv('vercel', N, { model: 'gpt-4o-mini', system: 'Shopping assistant for Phillumeny Exchange.', goal: this.goal });
    c.llm(null, [{ name: 'listListings', args: { category: 'labels/czechoslovakia', decade: 1950, max_price_eur: 5 } }]);
    const cur1 = N.cursor();
    c.tool({ listings: [{ id: 'L88213', title: 'Solo Sušice "Praha" 1957', price: 3.2 }, { id: 'L88377', title: 'Explosion safety series 1954', price: 4.5 }], next_cursor: cur1 });
    c.llm(null, [{ name: 'listListings', args: { category: 'labels/czechoslovakia', decade: 1950, max_price_eur: 5, cursor: cur1 } }]);
    const cur2 = N.cursor();
    c.tool({ listings: [{ id: 'L89002', title: 'Zátiší tram set (4)', price: 4.9 }], next_cursor: cur2 });
    for (let k = 0; k < 4; k++) { c.llm(null, [{ name: 'listListings', args: { category: 'labels/czechoslovakia', decade: 1950, max_price_eur: 5, cursor: cur2 } }]); c.tool({ listings: [], next_cursor: cur2 }); }
    return span('chain', 'ai.generateText', { prompt: this.goal }, { text: '', finishReason: 'tool-calls', steps: 6 }, c.cur, { metadata: { 'ai.settings.maxSteps': 6 } });
  } },

{ id: '04', domain: 'cigar humidor storage lockers', style: 'otel',
  isolates: 'An HTTP-style rental ledger uses Link headers; after the last page the agent keeps following ?page=N and gets the same empty JSON array.',
  goal: 'Find every humidor locker whose rental lapsed in Q3 so the lounge can send renewal notices.',
  build(N) {
    const c = new Conv('otel', N, { model: 'gpt-4o', system: 'Ops assistant for The Vault Cigar Lounge.', goal: this.goal });
    const resp = (p, body) => `HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nContent-Type: application/json\nX-Total-Count: 7\nLink: <https://api.vaultlounge.example/lockers?status=lapsed&page=${p + 1}>; rel="next"\nX-Request-Id: ${N.uuid()}\n\n${body}`;
    c.llm(null, [{ name: 'http_get', args: { url: 'https://api.vaultlounge.example/lockers?status=lapsed&quarter=2025Q3&page=1' } }]);
    c.tool(resp(1, JSON.stringify([{ locker: 14, member: 'A. Koenig' }, { locker: 22, member: 'P. Ruiz' }, { locker: 31, member: 'M. Osei' }, { locker: 40, member: 'J. Byrne' }, { locker: 41, member: 'S. Yamada' }])));
    c.llm(null, [{ name: 'http_get', args: { url: 'https://api.vaultlounge.example/lockers?status=lapsed&quarter=2025Q3&page=2' } }]);
    c.tool(resp(2, JSON.stringify([{ locker: 57, member: 'L. Moreau' }, { locker: 63, member: 'T. Adeyemi' }])));
    for (let p = 3; p <= 6; p++) { c.llm(null, [{ name: 'http_get', args: { url: `https://api.vaultlounge.example/lockers?status=lapsed&quarter=2025Q3&page=${p}` } }]); c.tool(resp(p, '[]')); }
    return root('otel', 'invoke_agent lounge_ops', this.goal, c.cur, null);
  } },

{ id: '05', domain: 'rickshaw fleet maintenance', style: 'gemini',
  isolates: 'A scroll-position API for service tickets keeps advancing scroll_to after the final batch and returns no hits three more times.',
  goal: 'Count open brake-service tickets across the Old Delhi electric rickshaw fleet and list the oldest five.',
  build(N) {
    const c = new Conv('gemini', N, { model: 'gemini-2.0-flash', system: 'Fleet assistant for a rickshaw cooperative.', goal: this.goal });
    c.llm(null, [{ name: 'scroll_tickets', args: { category: 'brakes', status: 'open', size: 4 } }]);
    c.tool({ hits: [{ t: 'T-5511', opened: '2025-07-02' }, { t: 'T-5570', opened: '2025-07-09' }, { t: 'T-5602', opened: '2025-07-15' }, { t: 'T-5641', opened: '2025-07-20' }], scroll_position: 4, total: 6 });
    c.llm(null, [{ name: 'scroll_tickets', args: { category: 'brakes', status: 'open', size: 4, scroll_to: 4 } }]);
    c.tool({ hits: [{ t: 'T-5690', opened: '2025-08-01' }, { t: 'T-5733', opened: '2025-08-06' }], scroll_position: 6, total: 6 });
    for (const s of [8, 12, 16, 20]) { c.llm(null, [{ name: 'scroll_tickets', args: { category: 'brakes', status: 'open', size: 4, scroll_to: s } }]); c.tool({ hits: [], scroll_position: 6, total: 6 }); }
    return root('google-adk', 'invocation', this.goal, [span('agent', 'fleet_agent', { user_content: this.goal }, null, c.cur)], null);
  } },

{ id: '06', domain: 'snowboard rental shop', style: 'crewai',
  isolates: 'A CrewAI agent keeps paging a rental-return report by offset after the data ended; four identical "0 records" pages follow.',
  goal: 'List all snowboards returned with edge damage this season and total the repair deposits withheld.',
  build(N) {
    const c = new Conv('crewai', N, { model: 'gpt-4o-mini', system: 'You are Rental Desk Analyst.', goal: this.goal });
    c.llm('Thought: Pull returns with damage flags.\nAction: Returns Report\nAction Input: {"damage": "edge", "offset": 0, "limit": 20}', [{ name: 'Returns Report', args: { damage: 'edge', offset: 0, limit: 20 } }]);
    c.tool('Records 1-3 of 3\nBRD-118 | Burton Custom 158 | deposit withheld 45.00 CHF\nBRD-207 | Jones Mountain Twin 156 | 60.00 CHF\nBRD-233 | Rome Agent 154 | 45.00 CHF');
    for (const o of [20, 40, 60, 80]) {
      c.llm(null, [{ name: 'Returns Report', args: { damage: 'edge', offset: o, limit: 20 } }]);
      c.tool('0 records');
    }
    const task = span('chain', 'Task: edge damage returns', { agent: 'Rental Desk Analyst' }, null, c.cur, { error: 'Agent stopped due to iteration limit or time limit.' });
    return root('crewai', 'Crew.kickoff', this.goal, [task], null);
  } },
];
