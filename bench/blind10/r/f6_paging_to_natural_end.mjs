// Family 6 (healthy): paging to the natural end. Every page brings new items until the source
// says there is no more; then the agent summarises. loop: false, stagnation: false.
import { AgentsRun, LangGraphRun, MastraRun, PlainChat, SwarmRun, span, J } from './lib.mjs';

export const family = 'paging_to_natural_end';
export const loop = false;
export const stagnation = false;
export const summary = 'Pages through a source where every page has new items until the source says there is no more, then summarises.';

export function verify(row, { allSpans, llmTexts, norm }) {
  const tools = allSpans(row.root).filter((s) => s.type === 'tool' || s.type === 'retriever');
  const counts = new Map();
  for (const t of tools) counts.set(t.name, (counts.get(t.name) || 0) + 1);
  const pager = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const pages = tools.filter((t) => t.name === pager).map((t) => norm(t.output));
  const p = [];
  if (pages.length < 3) p.push(`expected >= 3 pages, got ${pages.length}`);
  if (new Set(pages).size !== pages.length) p.push('two pages carry the same content');
  const texts = llmTexts(row.root);
  if (!texts.length || texts[texts.length - 1].split(/\s+/).length < 25) p.push('expected a final summary from the model');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'chemistry LIMS (manual-integration audit)',
    style: 'OpenAI Agents SDK',
    isolates: 'Four pages of HPLC runs, each with different runs and audit events; page 4 says has_more=false and the agent summarises the manual integrations per analyst.',
    build(ctx) {
      const goal = 'For the September data-integrity review, list every HPLC run in the QC lab that has at least one manual-integration audit event, grouped by analyst, with the justification given.';
      const a = new AgentsRun(ctx, { agent: 'Data Integrity Reviewer', model: 'gpt-4.1', instructions: 'You support QA data-integrity reviews. list_runs is paginated (page, has_more). Read all pages before answering.', user: goal, tools: ['list_runs'] });
      const pages = [
        [['SEQ-0901-A', 'HPLC-03', 'mkowalczyk', 'Baseline drift at 6.2 min, peak split by software'], ['SEQ-0903-B', 'HPLC-07', 'tnguyen', 'Shoulder on impurity B not resolved'], ['SEQ-0904-A', 'HPLC-03', 'mkowalczyk', 'Integration start moved per SOP-CHR-012 §5.3']],
        [['SEQ-0910-C', 'HPLC-11', 'rdiaz', 'Solvent front interference'], ['SEQ-0911-A', 'HPLC-07', 'tnguyen', 'Tailing peak, tangent skim applied'], ['SEQ-0912-A', 'HPLC-07', 'tnguyen', 'No justification entered']],
        [['SEQ-0917-B', 'HPLC-03', 'akhan', 'Ghost peak from carry-over excluded'], ['SEQ-0919-A', 'HPLC-11', 'rdiaz', 'Noise spike at 11.8 min'], ['SEQ-0923-A', 'HPLC-03', 'mkowalczyk', 'Peak split by software (again), re-joined']],
        [['SEQ-0927-C', 'HPLC-11', 'akhan', 'Integration end moved to valley']],
      ];
      pages.forEach((runs, i) => {
        a.response(null, [{ name: 'list_runs', args: { lab: 'QC-CHEM', technique: 'HPLC', from: '2024-09-01', to: '2024-09-30', audit_event: 'MANUAL_INTEGRATION', page: i + 1, page_size: 3 } }]);
        a.fn({ page: i + 1, page_size: 3, has_more: i < 3, total: 10, runs: runs.map(([seq, inst, analyst, why]) => ({ sequence: seq, instrument: inst, analyst, manual_integration_events: ctx.int(1, 4), justification: why, audit_trail_ref: 'AT-' + ctx.int(1000000, 9999999), reviewed: false })), query_id: ctx.uuid(), served_at: ctx.iso() });
      });
      a.response('All four pages read (10 runs). Manual integrations in September, by analyst:\n- mkowalczyk (HPLC-03): SEQ-0901-A (software split peak at 6.2 min), SEQ-0904-A (start moved per SOP-CHR-012 §5.3), SEQ-0923-A (split peak re-joined) - a recurring split-peak issue on HPLC-03 worth a method look.\n- tnguyen (HPLC-07): SEQ-0903-B (unresolved shoulder), SEQ-0911-A (tangent skim), SEQ-0912-A (NO justification entered - needs follow-up).\n- rdiaz (HPLC-11): SEQ-0910-C (solvent front), SEQ-0919-A (noise spike).\n- akhan: SEQ-0917-B (carry-over ghost peak, HPLC-03), SEQ-0927-C (end moved to valley, HPLC-11).\nPriority for QA: SEQ-0912-A lacks a justification; none of the 10 runs has been reviewed yet.');
      const root = a.finish('10 runs with manual integration across 4 analysts; SEQ-0912-A missing justification.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'observatory operations (archive of observing blocks)',
    style: 'LangGraph',
    isolates: 'A cursor-paginated archive returns three batches of different observing blocks, the last with next_cursor=null, and the agent totals the weather losses per instrument.',
    build(ctx) {
      const goal = 'From the observatory archive, tally how many hours of observing blocks were lost to weather in the last two weeks for each instrument, to support the time-allocation appeal.';
      const g = new LangGraphRun(ctx, { graph: 'obs_ops_agent', model: 'claude-3-5-sonnet-20241022', llmName: 'ChatAnthropic', system: 'You are an operations assistant for a 4-m class observatory. query_blocks is cursor-paginated.', user: goal });
      const batches = [
        [['OB-21877', 'WFCam', 2.5, 'HUMIDITY>90%'], ['OB-21880', 'HiRes-Spec', 3.0, 'CLOUD'], ['OB-21881', 'WFCam', 1.0, 'WIND>15m/s'], ['OB-21885', 'IR-Imager', 4.0, 'CLOUD']],
        [['OB-21902', 'HiRes-Spec', 2.0, 'HUMIDITY>90%'], ['OB-21903', 'HiRes-Spec', 1.5, 'DOME CLOSED (ice)'], ['OB-21910', 'WFCam', 3.5, 'CLOUD'], ['OB-21911', 'IR-Imager', 0.5, 'SEEING>2.5"']],
        [['OB-21930', 'IR-Imager', 2.0, 'CLOUD'], ['OB-21934', 'WFCam', 1.5, 'HUMIDITY>90%']],
      ];
      let cursor = null;
      batches.forEach((b, i) => {
        g.agent(i === 0 ? 'Querying weather-lost blocks for the last 14 nights.' : '', [{ name: 'query_blocks', args: { status: 'LOST_WEATHER', nights: 14, limit: 4, ...(cursor ? { cursor } : {}) } }]);
        const next = i < 2 ? ctx.b64(J({ after: b[b.length - 1][0], n: ctx.int(100, 999) })) : null;
        g.tools([{ output: { blocks: b.map(([id, inst, hrs, reason]) => ({ ob_id: id, instrument: inst, hours: hrs, reason, night: ctx.date(ctx.now - ctx.int(1, 14) * 86400e3), pi: ctx.pick(['Okonkwo', 'Lindqvist', 'Ramírez', 'Chen', 'Haddad']) })), next_cursor: next, archive_node: ctx.host('obsarch'), query_ms: ctx.int(40, 400) } }]);
        cursor = next;
      });
      g.agent('The archive returned next_cursor=null after the third batch, so all 10 weather-lost blocks are in. Hours lost per instrument over the last 14 nights: WFCam 8.5 h (OB-21877, -21881, -21910, -21934), HiRes-Spec 6.5 h (OB-21880, -21902, -21903), IR-Imager 6.5 h (OB-21885, -21911, -21930). Total 21.5 h; cloud is the largest cause (11.0 h), then humidity (6.0 h). Note OB-21911 was lost to seeing, which the TAC may not count as weather.', []);
      const root = g.finish({ messages: [{ type: 'ai', content: 'WFCam 8.5 h, HiRes-Spec 6.5 h, IR-Imager 6.5 h (total 21.5 h).' }] });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'app store releases (App Store Connect reviews for 5.1)',
    style: 'Mastra',
    isolates: "App Store Connect customer reviews are fetched via links.next across three pages of different reviews; the last page has no next link and the agent summarises the version's problems.",
    build(ctx) {
      const goal = 'Summarise what users are saying about version 5.1 of the CityCycle iOS app in App Store reviews since release: top complaints, top praise, and whether the unlock-bug fix landed.';
      const m = new MastraRun(ctx, { agentId: 'release-insights', agentName: 'Release Insights', model: 'gpt-4o', instructions: 'You analyse App Store Connect data for the mobile team. Follow links.next until it is absent.', user: goal });
      const reviews = [
        [[1, 'Unlock still fails at Hauptbahnhof dock, same as 5.0'], [5, 'Ride history finally loads fast!'], [2, 'Map freezes when switching to dark mode'], [4, 'Unlock works now for me, thanks']],
        [[5, 'Love the new route planner'], [1, 'Login loop after update, had to reinstall'], [3, 'Fine but the price display is confusing'], [4, 'Unlock bug is gone on my iPhone 13']],
        [[2, 'Dark mode map freeze again'], [5, 'Much better battery use']],
      ];
      const base = 'https://api.appstoreconnect.apple.com/v1/apps/1487321155/customerReviews?filter[territory]=DEU&sort=-createdDate&limit=4';
      reviews.forEach((page, i) => {
        if (i === 1) {
          m.llm(null, [{ name: 'asc-get', args: { url: `${base}&cursor=${ctx.b64('Mg.' + (i * 4))}` } }]);
          m.tool(undefined, { error: `HTTP 429 Too Many Requests: {"errors":[{"id":"${ctx.uuid()}","status":"429","code":"RATE_LIMIT_EXCEEDED","title":"The request rate limit has been reached.","detail":"We've received too many requests for this API. Please wait and try again or slow down your request rate."}]} (retry-after: 20)` });
        }
        m.llm(i === 0 ? 'Fetching reviews newest-first.' : i === 1 ? 'Rate limited; retrying the same page after the 20 s back-off.' : null, [{ name: 'asc-get', args: { url: i === 0 ? base : `${base}&cursor=${ctx.b64('Mg.' + (i * 4))}` } }]);
        if (i === 1) ctx.sec(20, 22);
        m.tool({ status: 200, headers: { 'x-request-id': ctx.upper(4) + ctx.hex(12).toUpperCase(), 'x-rate-limit': `user-hour-lim:3600;user-hour-rem:${ctx.down('asc', 3571, 1, 3)};`, date: ctx.http() }, body: { data: page.map(([rating, body]) => ({ type: 'customerReviews', id: ctx.hex(8) + '-' + ctx.hex(4) + '-' + ctx.hex(4), attributes: { rating, title: body.split(' ').slice(0, 3).join(' '), body, reviewerNickname: ctx.pick(['radlerin_k', 'tomB', 'cycle_max', 'Jule', 'pendler77', 'anna.h']), createdDate: ctx.isoOff(120, ctx.now - ctx.int(1, 9) * 86400e3), territory: 'DEU' } })), links: { self: base, ...(i < 2 ? { next: `${base}&cursor=${ctx.b64('Mg.' + ((i + 1) * 4))}` } : {}) }, meta: { paging: { total: 10, limit: 4 } } } });
      });
      m.llm('There is no links.next on the third page, so that covers all 10 reviews for 5.1 in Germany. Complaints: the dark-mode map freeze (2 reviews), a login loop after updating (1), confusing price display (1), and the Hauptbahnhof dock unlock failure (1). Praise: route planner, faster ride history, better battery use. The unlock fix mostly landed - two users say unlocking works now, one still sees it at Hauptbahnhof, so that dock may have a separate firmware issue. Average rating 3.2.');
      const root = m.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'forestry (timber harvest permit register)',
    style: 'plain message-level',
    isolates: 'Offset paging through a harvest-permit register returns three different batches; the third is short (7 of 25) and matches total=57, so the agent stops and reports volumes by district.',
    build(ctx) {
      const goal = 'From the state timber harvest permit register, sum the approved harvest volume (m3) for permits issued this quarter in the three coastal districts, and flag any permit inside a riparian buffer.';
      const c = new PlainChat(ctx, { name: 'forestry-analyst', model: 'gpt-4o-mini', system: 'You are an analyst for the forest practices office. permits_search supports offset/limit and returns total.', user: goal, tools: ['permits_search'] });
      const districts = ['Coastal North', 'Coastal Central', 'Coastal South'];
      const mk = (n, start) => Array.from({ length: n }, (_, i) => ({ permit: `THP-${ctx.date().slice(0, 4)}-${String(start + i).padStart(4, '0')}`, district: districts[(start + i) % 3], volume_m3: ctx.int(400, 9000), riparian_buffer: (start + i) % 11 === 4, landowner: ctx.pick(['Redwood Ridge LLC', 'Mendota Timber Co', 'Private (non-industrial)', 'Coast Range Forestlands', 'Hollis Family Trust']), approved: ctx.date(ctx.now - ctx.int(1, 80) * 86400e3) }));
      const sums = {};
      const batches = [mk(25, 1), mk(25, 26), mk(7, 51)];
      batches.forEach((b, i) => {
        c.llm(i === 0 ? 'Searching approved permits for this quarter in the coastal districts.' : null, [{ name: 'permits_search', args: { status: 'APPROVED', issued_from: ctx.date(ctx.now - 85 * 86400e3), districts, offset: i * 25, limit: 25 } }]);
        for (const p of b) sums[p.district] = (sums[p.district] || 0) + p.volume_m3;
        c.tool({ total: 57, offset: i * 25, limit: 25, returned: b.length, results: b, generated: ctx.us(), db: ctx.pick(['fpdb-replica-1', 'fpdb-replica-2']) });
      });
      const flagged = batches.flat().filter((p) => p.riparian_buffer).map((p) => p.permit);
      c.llm(`The third batch returned 7 rows, which brings the count to 57 and matches the total, so the register is fully read. Approved volume this quarter: Coastal North ${sums['Coastal North'].toLocaleString('en-US')} m3, Coastal Central ${sums['Coastal Central'].toLocaleString('en-US')} m3, Coastal South ${sums['Coastal South'].toLocaleString('en-US')} m3. Permits inside a riparian buffer that need a watercourse protection review: ${flagged.join(', ')}.`);
      const root = c.finish({ total_permits: 57, volume_m3_by_district: sums, riparian_flags: flagged });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'clinical trials (CTMS open data queries by site)',
    style: 'OpenAI Swarm',
    isolates: 'Three pages of open data queries, each with different sites and fields, end with next_page=null; the agent ranks sites by overdue queries for the monitoring visit plan.',
    build(ctx) {
      const goal = 'For study CARDIO-HF-302, list open data queries older than 14 days by site so the CRA team can plan next month\'s monitoring visits. Rank sites by overdue count.';
      const s = new SwarmRun(ctx, { agent: 'Monitoring Planner', instructions: 'You help clinical research associates plan site visits. Use list_queries(page) until next_page is null.', user: goal });
      const pages = [
        [['Site 104 (Leipzig)', 'AE onset date missing', 22], ['Site 117 (Porto)', 'NT-proBNP units inconsistent', 31], ['Site 104 (Leipzig)', 'Concomitant med end date < start', 17], ['Site 121 (Gdańsk)', 'ECG QTc not transcribed', 19]],
        [['Site 117 (Porto)', 'Visit 4 weight out of range', 26], ['Site 109 (Lyon)', 'Informed consent version mismatch', 40], ['Site 104 (Leipzig)', 'SAE narrative incomplete', 15], ['Site 121 (Gdańsk)', 'eGFR missing at screening', 28]],
        [['Site 109 (Lyon)', 'Randomisation date query', 16], ['Site 117 (Porto)', 'Dose interruption reason blank', 21]],
      ];
      pages.forEach((qs, i) => {
        s.llm(null, [{ name: 'list_queries', args: { study: 'CARDIO-HF-302', status: 'OPEN', min_age_days: 14, page: i + 1 } }]);
        s.tool(J({ study: 'CARDIO-HF-302', page: i + 1, next_page: i < 2 ? i + 2 : null, queries: qs.map(([site, text, age]) => ({ query_id: 'Q-' + ctx.int(10000, 99999), site, form: ctx.pick(['AE', 'LAB', 'VS', 'CM', 'ECG', 'IC']), text, age_days: age, opened_by: 'DM-' + ctx.upper(2) })), exported_at: ctx.isoS(), api: 'ctms-rest/3.9' }));
      });
      s.llm('That was the last page (next_page is null): 10 open queries older than 14 days. Ranking by overdue count: Site 104 Leipzig 3 (incl. an incomplete SAE narrative - prioritise), Site 117 Porto 3 (units and weight out of range), Site 121 Gdańsk 2 (ECG QTc, eGFR), Site 109 Lyon 2 (consent version mismatch at 40 days is the oldest and a compliance risk). Suggest visiting Lyon and Leipzig first next month, Porto remotely.');
      const root = s.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'local government records (council minutes archive, browser)',
    style: 'plain message-level (browser tools)',
    isolates: "A browser agent clicks 'Next' through four result pages of council minutes, each with different meetings, until the page shows 'End of results' and no Next link, then lists the zoning votes.",
    build(ctx) {
      const goal = 'On the Harlow County website, find every council meeting in 2024 where the Millbrook Road rezoning (case RZ-24-07) was discussed, and note the outcome of each discussion.';
      const c = new PlainChat(ctx, { name: 'browser-agent', model: 'gpt-4o-2024-08-06', system: 'You use a browser (browser_navigate, browser_click, browser_get_text).', user: goal, tools: ['browser_navigate', 'browser_click', 'browser_get_text'] });
      const url = 'https://www.harlowcounty.gov/AgendaCenter/Search/?term=RZ-24-07&CIDs=3&startDate=01/01/2024';
      const pages = [
        `Search results for "RZ-24-07" (Page 1)\n• Jan 9, 2024 Planning Commission Minutes - "RZ-24-07 Millbrook Road: application received, referred to staff."\n• Feb 13, 2024 Planning Commission Minutes - "RZ-24-07: public hearing scheduled for March 12."\n[Next >]`,
        `Search results for "RZ-24-07" (Page 2)\n• Mar 12, 2024 Planning Commission Minutes - "Public hearing held; 14 speakers; recommendation to approve with conditions 5-2."\n• Apr 2, 2024 Board of Supervisors Minutes - "First reading of ordinance 2024-11 (RZ-24-07); tabled to April 23."\n[< Prev] [Next >]`,
        `Search results for "RZ-24-07" (Page 3)\n• Apr 23, 2024 Board of Supervisors Minutes - "RZ-24-07 approved on second reading 4-1; traffic study condition added."\n• Jun 11, 2024 Board of Supervisors Minutes - "Appeal of RZ-24-07 filed by Millbrook Neighbors Assn.; hearing set for July."\n[< Prev] [Next >]`,
        `Search results for "RZ-24-07" (Page 4)\n• Jul 16, 2024 Board of Supervisors Minutes - "Appeal denied 3-2; rezoning stands."\nEnd of results.\n[< Prev]`,
      ];
      c.llm('Opening the county agenda center search for the case number.', [{ name: 'browser_navigate', args: { url } }]);
      c.tool({ url, title: 'Agenda Center • Harlow County, VA', status: 200, loaded_in_ms: ctx.int(600, 2400) });
      pages.forEach((p, i) => {
        if (i > 0) {
          c.llm(null, [{ name: 'browser_click', args: { text: 'Next >' } }]);
          c.tool({ clicked: 'a.next', navigated_to: `${url}&page=${i + 1}`, loaded_in_ms: ctx.int(500, 2000) });
        }
        c.llm(null, [{ name: 'browser_get_text', args: { selector: '#searchResults' } }]);
        c.tool(`${p}\n<!-- CivicPlus node ${ctx.host('cp-web')} ${ctx.isoS()} -->`);
      });
      c.llm('Page 4 says "End of results" and has no Next link, so these 7 meetings are all of them. RZ-24-07 (Millbrook Road) timeline: Jan 9 PC - received, referred to staff; Feb 13 PC - hearing scheduled; Mar 12 PC - hearing, recommended approval with conditions 5-2; Apr 2 BoS - first reading, tabled; Apr 23 BoS - approved 4-1 with traffic-study condition; Jun 11 BoS - appeal filed by Millbrook Neighbors Assn.; Jul 16 BoS - appeal denied 3-2, rezoning stands.');
      const root = c.finish('RZ-24-07 was approved Apr 23 (4-1) and the appeal was denied Jul 16 (3-2).');
      return { goal, root };
    },
  },
];
