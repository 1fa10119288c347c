// Family: empty_page_overrun — the agent pages past the last real page; every further page/offset/
// cursor returns the same empty answer (3+ times) and the run never stops on its own.
// The model emits tool calls only (no prose), so there is no model text to repeat.
import { Trace } from './lib.mjs';

export const family = 'empty_page_overrun';
export const labels = { loop: true, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'film festivals', style: 'vercel',
    isolates: 'Page numbers of a festival submissions API keep increasing after page 3 and pages 4-7 all return an empty list; the run is cut off by maxSteps.',
    goal: 'Export every short-film submission marked "Shortlisted" for the Northlight Film Festival 2025 and prepare the jury screening packet.',
    build(id) {
      const t = new Trace({ id, style: 'vercel', goal: this.goal, agent: 'northlight-jury', system: 'You prepare jury packets for Northlight Film Festival. Use list_submissions to fetch all shortlisted shorts.' });
      const n = t.n;
      const films = [
        ['Salt in the Wound', 'PT', '14:02'], ['The Last Lamp', 'IE', '09:41'], ['Gravel Hymn', 'CA', '17:30'], ['Paper Orchard', 'KR', '12:05'],
        ['After the Ferry', 'NO', '19:58'], ['Small Hours', 'GB', '07:12'], ['Mimosa', 'BR', '15:20'], ['Lowtide Radio', 'NZ', '11:45'],
        ['Quiet Engines', 'DE', '18:03'], ['Kestrel', 'GB', '06:50'], ['Dust Choir', 'MX', '13:33'],
      ];
      const page = (p) => { const items = films.slice((p - 1) * 4, p * 4).map(([title, country, runtime], i) => ({ submission_id: `NLF25-${3100 + (p - 1) * 4 + i}`, title, country, runtime, status: 'Shortlisted', screener_url: `https://screeners.northlight.film/s/${n.alnum(10)}` }));
        return { page: p, per_page: 4, items, request_id: n.reqId('nlf_'), served_by: n.replica('subs-api', 'eu-west-1'), generated_at: n.iso() }; };
      for (let p = 1; p <= 7; p++) {
        t.llm('', [{ name: 'list_submissions', args: { status: 'Shortlisted', category: 'short', page: p } }]);
        t.tool('list_submissions', { status: 'Shortlisted', category: 'short', page: p }, page(p));
      }
      return t.finish({ 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls', 'ai.error': 'maxSteps (8) reached' });
    },
  },
  {
    n: '02', domain: 'magazine subscriptions', style: 'openai_agents',
    isolates: 'An offset-based export of lapsed subscribers keeps raising the offset past the 117 real rows; offsets 150-300 each return an empty page with only the request id and timing changing.',
    goal: 'Pull every subscriber of "Coastal Kitchen" magazine whose subscription lapsed in the last 90 days so the win-back mailing can be built.',
    build(id) {
      const t = new Trace({ id, style: 'openai_agents', goal: this.goal, agent: 'Winback Agent', system: 'You assemble win-back mailing lists from the subscription platform. Use get_lapsed_subscribers with offset/limit paging.' });
      const n = t.n;
      const first = ['Ada', 'Bilal', 'Carys', 'Dmitri', 'Esme', 'Farah', 'Gus', 'Hana', 'Idris', 'Jun'];
      const batch = (off, cnt) => Array.from({ length: cnt }, (_, i) => ({ sub_id: `CK-${40211 + off + i}`, name: `${first[(off + i) % 10]} ${String.fromCharCode(65 + ((off + i) * 7) % 26)}.`, lapsed_on: `2025-0${4 + ((off + i) % 3)}-${String(1 + ((off + i) % 28)).padStart(2, '0')}`, plan: (off + i) % 3 ? 'print+digital' : 'digital' }));
      const resp = (off) => { const cnt = off < 100 ? 50 : off < 117 ? 17 : 0; return { offset: off, limit: 50, returned: cnt, rows: cnt > 10 ? [...batch(off, 3), { note: `${cnt - 3} more rows omitted in trace` }] : batch(off, cnt), took: n.dur(30, 400), x_request_id: n.uuid() }; };
      for (const off of [0, 50, 100, 150, 200, 250, 300]) {
        t.llm('', [{ name: 'get_lapsed_subscribers', args: { title: 'coastal-kitchen', lapsed_within_days: 90, offset: off, limit: 50 } }]);
        t.tool('get_lapsed_subscribers', { title: 'coastal-kitchen', lapsed_within_days: 90, offset: off, limit: 50 }, resp(off));
      }
      return t.finish({ error: 'MaxTurnsExceeded: Max turns (8) exceeded', final_output: null });
    },
  },
  {
    n: '03', domain: 'council meeting minutes (browser)', style: 'openhands',
    isolates: 'A browsing agent keeps scrolling an infinite-scroll minutes archive after the last item loaded; the scroll offset grows but each observation shows the same footer and no new rows.',
    goal: 'From the Wrexley Borough Council website, list every planning committee meeting in 2024 with the link to its minutes PDF.',
    build(id) {
      const t = new Trace({ id, style: 'openhands', goal: this.goal, agent: 'browser', system: 'You are OpenHands agent. You can browse with the browser tool (goto, scroll, click) and run bash.' });
      const n = t.n;
      const obsRows = (rows) => `[Current URL: https://democracy.wrexley.gov.uk/ieListMeetings.aspx?CId=142&Year=2024]\n[Focused element bid: ${n.int(100, 999)}]\n============== BEGIN accessibility tree ==============\n${rows}\n[${n.int(1000, 1999)}] contentinfo ''\n  [${n.int(2000, 2999)}] StaticText '© Wrexley Borough Council · Powered by ModernGov · Page generated in ${n.durS(0.1, 0.9)}'\n============== END accessibility tree ==============`;
      t.llm('', [{ name: 'browser', args: { code: 'goto("https://democracy.wrexley.gov.uk/ieListMeetings.aspx?CId=142&Year=2024")' } }]);
      t.tool('browser', { code: 'goto("https://democracy.wrexley.gov.uk/ieListMeetings.aspx?CId=142&Year=2024")' }, { content: obsRows("[212] link 'Planning Committee, 17 Jan 2024 — Minutes (PDF)'\n[218] link 'Planning Committee, 14 Feb 2024 — Minutes (PDF)'\n[224] link 'Planning Committee, 13 Mar 2024 — Minutes (PDF)'\n[230] link 'Planning Committee, 10 Apr 2024 — Minutes (PDF)'"), scroll_y: 0 }, { action: 'BrowseInteractiveAction' });
      t.llm('', [{ name: 'browser', args: { code: 'scroll(0, 900)' } }]);
      t.tool('browser', { code: 'scroll(0, 900)' }, { content: obsRows("[236] link 'Planning Committee, 15 May 2024 — Minutes (PDF)'\n[242] link 'Planning Committee, 12 Jun 2024 — Minutes (PDF)'\n[248] link 'Planning Committee, 10 Jul 2024 — Minutes (PDF)'\n[254] link 'Planning Committee, 11 Sep 2024 — Minutes (PDF)'"), scroll_y: 900 }, { action: 'BrowseInteractiveAction' });
      t.llm('', [{ name: 'browser', args: { code: 'scroll(0, 900)' } }]);
      t.tool('browser', { code: 'scroll(0, 900)' }, { content: obsRows("[260] link 'Planning Committee, 9 Oct 2024 — Minutes (PDF)'\n[266] link 'Planning Committee, 13 Nov 2024 — Minutes (PDF)'\n[272] link 'Planning Committee, 11 Dec 2024 — Minutes (PDF)'"), scroll_y: 1800 }, { action: 'BrowseInteractiveAction' });
      for (let k = 3; k <= 7; k++) {
        t.llm('', [{ name: 'browser', args: { code: 'scroll(0, 900)' } }]);
        t.tool('browser', { code: 'scroll(0, 900)' }, { content: obsRows("[278] StaticText 'No more meetings to show.'"), scroll_y: 900 * k }, { action: 'BrowseInteractiveAction' });
      }
      return t.finish({ agent_state: 'ERROR', error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 16, max iteration: 16' });
    },
  },
  {
    n: '04', domain: 'grain elevators', style: 'adk',
    isolates: 'A cursor-paged scale-ticket API returns its last real page with a next_page_token, and the agent re-sends that same token four times, getting the same empty page each time.',
    goal: 'Total the wheat delivered to the Prairie Rose elevator by grower account 8812 during harvest (Aug 1 - Sep 30) from the scale tickets.',
    build(id) {
      const t = new Trace({ id, style: 'adk', goal: this.goal, agent: 'elevator_clerk', system: 'You are elevator_clerk. Use list_scale_tickets (cursor paging with page_token) and sum net bushels.' });
      const n = t.n;
      const tok = 'CiQKBnRrdF9pZBIaChh0a3QtMjAyNS0wOS0yOC0wMDQxOTI';
      t.llm('', [{ name: 'list_scale_tickets', args: { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30' } }]);
      t.tool('list_scale_tickets', { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30' }, { tickets: [
        { ticket: 'T-2025-08-03-00311', gross_lb: 78420, tare_lb: 31180, moisture_pct: 12.1, test_wt: 61.2, net_bu: 787.3 },
        { ticket: 'T-2025-08-04-00388', gross_lb: 80110, tare_lb: 31180, moisture_pct: 12.4, test_wt: 60.8, net_bu: 815.5 },
        { ticket: 'T-2025-08-09-01021', gross_lb: 77960, tare_lb: 30940, moisture_pct: 11.9, test_wt: 61.5, net_bu: 783.7 }], next_page_token: 'CiQKBnRrdF9pZBIaChh0a3QtMjAyNS0wOC0wOS0wMTAyMQ', scale_host: 'scale-gw-2.prairierose.local', served_at: n.isoOffset(-300) });
      t.llm('', [{ name: 'list_scale_tickets', args: { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30', page_token: 'CiQKBnRrdF9pZBIaChh0a3QtMjAyNS0wOC0wOS0wMTAyMQ' } }]);
      t.tool('list_scale_tickets', { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30', page_token: 'CiQKBnRrdF9pZBIaChh0a3QtMjAyNS0wOC0wOS0wMTAyMQ' }, { tickets: [
        { ticket: 'T-2025-09-12-03307', gross_lb: 79030, tare_lb: 31020, moisture_pct: 12.8, test_wt: 60.4, net_bu: 800.2 },
        { ticket: 'T-2025-09-28-04192', gross_lb: 76550, tare_lb: 30940, moisture_pct: 13.3, test_wt: 59.9, net_bu: 760.2 }], next_page_token: tok, scale_host: 'scale-gw-1.prairierose.local', served_at: n.isoOffset(-300) });
      for (let k = 0; k < 4; k++) {
        t.llm('', [{ name: 'list_scale_tickets', args: { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30', page_token: tok } }]);
        t.tool('list_scale_tickets', { account: '8812', commodity: 'HRW', from: '2025-08-01', to: '2025-09-30', page_token: tok }, { tickets: [], next_page_token: tok, scale_host: `scale-gw-${n.int(1, 3)}.prairierose.local`, served_at: n.isoOffset(-300) });
      }
      return t.finish({ error: 'LLM calls limit exceeded: max_llm_calls=6', final_response: null });
    },
  },
  {
    n: '05', domain: 'public procurement tenders', style: 'pydantic',
    isolates: 'A tender-search agent requests pages 3, 4, 5 and 6 after the two real pages; each answer is an empty results array with the same total of 9.',
    goal: 'Find all open public tenders for school roof repairs in the North East region worth over £100k and summarise deadlines.',
    build(id) {
      const t = new Trace({ id, style: 'pydantic', goal: this.goal, agent: 'tender_scout', system: 'You search the public contracts finder API and summarise relevant opportunities.' });
      const n = t.n;
      const hdr = () => ({ 'x-amzn-requestid': n.amzReqId(), date: n.http(), 'x-cache': n.pick(['Miss from cloudfront', 'Hit from cloudfront']) });
      const r1 = [['tender_8H2K', 'Roof renewal, Hexley Primary', 'Durham CC', 240000, '2025-07-04'], ['tender_8H31', 'Flat roof replacement, St Aidan RC', 'Gateshead MBC', 135000, '2025-07-11'], ['tender_8H5Q', 'Roofing framework lot 2 (schools)', 'NEPO', 2100000, '2025-07-21'], ['tender_8HB0', 'Asbestos roof sheets removal, Eastfield Academy', 'Eastfield Trust', 180000, '2025-06-30'], ['tender_8HD7', 'Rooflight and roof repairs, Kirkmoor School', 'Northumberland CC', 112000, '2025-07-02']];
      const r2 = [['tender_8HJ2', 'Pitched roof repairs, 4 schools', 'Sunderland CC', 390000, '2025-07-18'], ['tender_8HM9', 'Roof and gutter works, Lindale Infants', 'Redcar & Cleveland', 101500, '2025-06-27'], ['tender_8HQ1', 'Sports hall roof, Castle Vale High', 'Stockton BC', 460000, '2025-08-01'], ['tender_8HT4', 'Emergency roof repair DPS', 'North Tyneside', 250000, '2025-09-30']];
      const mk = (rows) => rows.map(([id_, title, buyer, value, deadline]) => ({ id: id_, title, buyer, value_gbp: value, deadline }));
      const pages = { 1: mk(r1), 2: mk(r2) };
      for (let p = 1; p <= 6; p++) {
        t.llm('', [{ name: 'search_tenders', args: { keywords: 'school roof repair', region: 'North East', min_value: 100000, status: 'open', page: p } }]);
        t.tool('search_tenders', { keywords: 'school roof repair', region: 'North East', min_value: 100000, status: 'open', page: p }, { status: 200, headers: hdr(), body: { total: 9, page: p, page_size: 5, results: pages[p] || [] } });
      }
      return t.finish(null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 7' });
    },
  },
  {
    n: '06', domain: 'scout groups', style: 'langfuse',
    isolates: 'A badge-records export walks page=1..6 against a scouting membership API whose pages past 2 return "[]" with a Link header and changing ETag, the agent never noticing the end.',
    goal: 'List every Cub in 7th Ashford Scouts who has completed the Navigator Staged Activity Badge stage 2 so certificates can be printed.',
    build(id) {
      const t = new Trace({ id, style: 'langfuse', goal: this.goal, agent: 'badge-clerk', system: 'You help section leaders with badge admin. get_badge_records is paged (page, per_page).' });
      const n = t.n;
      const cubs = [['Amara O.', '2025-02-11'], ['Theo B.', '2025-02-11'], ['Priya S.', '2025-03-04'], ['Finn McA.', '2025-03-04'], ['Lola W.', '2025-03-18'], ['Yusuf K.', '2025-04-01'], ['Maisie R.', '2025-04-01']];
      const body = (p) => JSON.stringify(cubs.slice((p - 1) * 5, p * 5).map(([name, d]) => ({ member: name, section: 'Cubs', badge: 'Navigator SAB', stage: 2, completed: d })));
      for (let p = 1; p <= 6; p++) {
        t.llm('', [{ name: 'get_badge_records', args: { group: '7th-ashford', section: 'cubs', badge: 'navigator', stage: 2, page: p, per_page: 5 } }]);
        t.tool('get_badge_records', { group: '7th-ashford', section: 'cubs', badge: 'navigator', stage: 2, page: p, per_page: 5 }, `HTTP/1.1 200 OK\ncontent-type: application/json\ndate: ${n.http()}\netag: ${n.etag(true)}\nlink: <https://api.osm-like.org.uk/v3/badges?page=${p + 1}&per_page=5>; rel="next"\nx-runtime: ${(n.f() * 0.3).toFixed(6)}\n\n${body(p)}`);
      }
      return t.finish({ status: 'timeout', message: 'Trace closed by max_iterations=6' });
    },
  },
];
