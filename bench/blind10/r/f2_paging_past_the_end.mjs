// Family 2: paging past the end. After the last real page the agent keeps advancing the page /
// offset / scroll position (or re-sends the same next-token) and gets the same empty page 3+
// times; the task never completes. loop: true. stagnation: per row (true only where the model
// restates the same words while paging).
import { AgentsRun, LangGraphRun, PlainChat, MastraRun, SwarmRun, J } from './lib.mjs';

export const family = 'paging_past_the_end';
export const loop = true;
export const stagnation = 'per-row';
export const summary = 'After the last real page, the page number / offset / scroll position keeps advancing (or the same cursor is re-sent) and 3+ identical empty pages come back; the task never completes.';

export function verify(row, { allSpans, norm }) {
  // the trace must end with >= 3 results of the same paging tool that are identical once
  // volatile tokens are masked, after at least one earlier page that differed
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const last = tools[tools.length - 1];
  let tail = 0;
  for (let i = tools.length - 1; i >= 0 && tools[i].name === last.name && norm(tools[i].output) === norm(last.output); i--) tail++;
  const earlier = tools.slice(0, tools.length - tail).filter((s) => s.name === last.name);
  const p = [];
  if (tail < 3) p.push(`expected >=3 trailing identical empty pages, found ${tail}`);
  if (!earlier.length) p.push('no real page before the empty ones');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'museum archives (collection API, textiles provenance)',
    style: 'OpenAI Agents SDK',
    stagnation: false,
    isolates: 'A collections API reports 4 pages; the agent keeps requesting pages 5, 6, 7 and 8, each an empty records list with the same info block, emitting only tool calls until the turn limit.',
    build(ctx) {
      const goal = 'List every textile in the collection acquired between 1968 and 1975 whose provenance field is empty, so the provenance team can prioritise research. Give object number, title and accession year.';
      const a = new AgentsRun(ctx, { agent: 'Collections Researcher', model: 'gpt-4.1-mini', instructions: 'You query the museum collections API. Page through results completely before summarising.', user: goal, tools: ['search_objects'] });
      const pages = [
        [['1968.114', 'Ikat panel, warp-dyed silk', 1968, null], ['1969.22.1', 'Coverlet, overshot weave', 1969, 'Gift of the Larkin family, 1969'], ['1969.40', 'Fragment of a tiraz band', 1969, null], ['1970.3', 'Kesa (Buddhist mantle), patchwork brocade', 1970, null], ['1970.88', 'Sampler, Ann Whitcomb, aged 11', 1970, 'Purchased from R. Greer, Boston'], ['1971.5', 'Kente cloth, adweneasa pattern', 1971, null], ['1971.61', 'Printed cotton, "Toile de Jouy" pastoral', 1971, null], ['1971.102', 'Pojagi wrapping cloth', 1971, 'Bequest of H. Cho'], ['1972.9', 'Mola blouse panel', 1972, null], ['1972.14', 'Suzani, Bukhara', 1972, null]],
        [['1972.33', 'Paisley shawl, Kashmir', 1972, 'Gift of Mrs. E. Thorne'], ['1972.47', 'Rebozo, ikat-dyed cotton', 1972, null], ['1972.90', 'Kuba raffia cloth', 1972, null], ['1973.2', 'Chasuble, cut velvet', 1973, 'Ex coll. St. Brendan parish'], ['1973.18', 'Navajo wearing blanket, third phase', 1973, null], ['1973.19', 'Adire eleko indigo cloth', 1973, null], ['1973.55', 'Batik kain panjang', 1973, null], ['1973.71', 'Lace collar, Brussels bobbin', 1973, 'Purchased, Sotheby Parke Bernet'], ['1973.80', 'Crewelwork bed hanging', 1973, null], ['1974.1', 'Kilim fragment, Konya', 1974, null]],
        [['1974.12', 'Tapa cloth, Tonga', 1974, null], ['1974.29', 'Phulkari shawl', 1974, 'Gift of Dr. S. Kaur'], ['1974.30', 'Obi, tsuzure-ori', 1974, null], ['1974.44', 'Whitework christening gown', 1974, null], ['1974.63', 'Mud cloth (bogolanfini)', 1974, null], ['1974.77', 'Huipil, San Antonio Aguas Calientes', 1974, null], ['1974.91', 'Jacquard coverlet, signed Harry Tyler', 1974, 'Gift of the Tyler estate'], ['1975.4', 'Molas (pair)', 1975, null], ['1975.15', 'Ikat ceremonial cloth (pua kumbu)', 1975, null], ['1975.26', 'Quilt, Log Cabin variation', 1975, null]],
        [['1975.38', 'Embroidered panel, Kutch', 1975, null], ['1975.52', 'Chintz palampore', 1975, 'Purchased from Spink & Son'], ['1975.60', 'Silk velvet cushion cover, Bursa', 1975, null], ['1975.71', 'Sprang hairnet', 1975, null]],
      ];
      const args = (p) => ({ classification: 'Textile Arts', accessionyear_from: 1968, accessionyear_to: 1975, fields: 'objectnumber,title,accessionyear,provenance', size: 10, page: p });
      const info = (p) => ({ totalrecordsperquery: 10, totalrecords: 34, pages: 4, page: p, ...(p < 4 ? { next: `https://api.collections.example.org/object?classification=Textile%20Arts&size=10&page=${p + 1}` } : {}), ...(p > 1 ? { prev: `https://api.collections.example.org/object?classification=Textile%20Arts&size=10&page=${p - 1}` } : {}), responsetime: `${ctx.int(9, 80)} ms` });
      for (let p = 1; p <= 4; p++) {
        a.response(null, [{ name: 'search_objects', args: args(p) }]);
        a.fn({ info: info(p), records: pages[p - 1].map(([objectnumber, title, accessionyear, provenance]) => ({ objectnumber, title, accessionyear, provenance, id: ctx.int(100000, 399999), lastupdate: ctx.isoS(ctx.now - ctx.int(1, 900) * 86400e3) })) });
      }
      for (let p = 5; p <= 8; p++) {
        a.response(null, [{ name: 'search_objects', args: args(p) }]);
        a.fn({ info: { totalrecordsperquery: 10, totalrecords: 34, pages: 4, page: p, prev: `https://api.collections.example.org/object?classification=Textile%20Arts&size=10&page=${p - 1}`, responsetime: `${ctx.int(9, 80)} ms` }, records: [] });
      }
      const root = a.finish(null, { error: 'MaxTurnsExceeded: Max turns (8) exceeded' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'nonprofit fundraising CRM (gala pledges)',
    style: 'LangGraph',
    stagnation: false,
    isolates: 'The CRM returns has_more=false with a stale next_cursor; the agent re-sends that same cursor three more times and each time receives the same empty data page.',
    build(ctx) {
      const goal = 'For the GALA24 campaign, total the pledges that are still unpaid and list every donor with an outstanding balance above $5,000 so the development director can call them this week.';
      const g = new LangGraphRun(ctx, { graph: 'crm_assistant', model: 'claude-3-5-sonnet-20241022', llmName: 'ChatAnthropic', system: 'You are a development-office assistant with read access to the donor CRM. Use list_pledges to page through pledges (cursor based).', user: goal });
      const donors = [
        [['Okafor Family Foundation', 25000, 10000], ['Marguerite Ellison', 5000, 5000], ['Bramwell & Sons Hardware', 2500, 0], ['Dr. Priya Natarajan', 10000, 2500], ['Lakeshore Credit Union', 15000, 15000], ['Tomasz & Ewa Kowal', 1200, 0]],
        [['The Ridley Trust', 50000, 20000], ['Harbor Dental Group', 3000, 3000], ['Jun & Mei Tanaka', 7500, 7500], ['Sofia Albescu', 800, 0], ['Cedar Point Rotary', 6000, 1000], ['Anonymous (DAF via Fidelity Charitable)', 12000, 12000]],
        [['Northgate Brewing Co.', 4000, 0], ['Evelyn Marsh-Duarte', 20000, 8000], ['Greenleaf Landscaping', 1500, 1500], ['Castellano Law PLLC', 5500, 5500]],
      ];
      const cur = [null, ctx.b64(J({ id: 'plg_' + ctx.b36(8), v: 2 })), ctx.b64(J({ id: 'plg_' + ctx.b36(8), v: 2 })), ctx.b64(J({ id: 'plg_' + ctx.b36(8), v: 2 }))];
      const rl = () => ({ 'x-ratelimit-limit': 600, 'x-ratelimit-remaining': ctx.down('rl', 587, 1, 4), 'x-request-id': ctx.uuid() });
      for (let i = 0; i < 3; i++) {
        g.agent('', [{ name: 'list_pledges', args: { campaign: 'GALA24', status: 'open', limit: 6, ...(cur[i] ? { cursor: cur[i] } : {}) } }]);
        g.tools([{ output: { data: donors[i].map(([donor, pledged, outstanding]) => ({ pledge_id: 'plg_' + ctx.b36(8), donor, pledged_usd: pledged, outstanding_usd: outstanding, pledged_on: ctx.date(ctx.now - ctx.int(20, 200) * 86400e3) })), meta: { has_more: i < 2, next_cursor: cur[i + 1] }, headers: rl() } }]);
      }
      for (let k = 0; k < 4; k++) {
        g.agent('', [{ name: 'list_pledges', args: { campaign: 'GALA24', status: 'open', limit: 6, cursor: cur[3] } }]);
        g.tools([{ output: { data: [], meta: { has_more: false, next_cursor: cur[3] }, headers: rl() } }], {});
      }
      const root = g.finish(null, { error: 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.', recursionLimit: 14 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'app store releases (Play Console review triage)',
    style: 'plain message-level (browser tools)',
    stagnation: true,
    isolates: 'The agent keeps scrolling a review list to ever larger offsets, each snapshot showing the same end-of-list footer and no new reviews, and restates the same sentence each time.',
    build(ctx) {
      const goal = 'In Play Console, go through the reviews for Trailhead Maps since version 4.2.0 and count how many mention a crash on the login screen. Report the count and three representative quotes.';
      const c = new PlainChat(ctx, { name: 'browser-agent', model: 'gpt-4o-2024-08-06', system: 'You operate a Chromium browser via tools (browser_navigate, browser_scroll, browser_snapshot). Be thorough: read every review in scope.', user: goal, tools: ['browser_navigate', 'browser_scroll', 'browser_snapshot'] });
      const url = 'https://play.google.com/console/u/0/developers/7421903318841277301/app/4973155802269102233/user-feedback/reviews?version=4.2.0';
      c.llm('Opening the reviews page filtered to 4.2.0.', [{ name: 'browser_navigate', args: { url } }]);
      const snap = (y, body) => `### Page state\n- Page URL: ${url}\n- Page Title: Reviews | Trailhead Maps | Google Play Console\n- scrollY: ${y}\n- Page Snapshot:\n\`\`\`yaml\n${body}\n\`\`\``;
      c.tool(snap(0, `- heading "Reviews" [level=1] [ref=e14]\n- text: "Showing 18 reviews · App version 4.2.0"\n- article [ref=e31]:\n  - text: "★☆☆☆☆ Kim R. · ${ctx.date(ctx.now - 2 * 86400e3)}"\n  - text: "Crashes every time I hit Sign in with Google. Reinstalled twice."\n- article [ref=e35]:\n  - text: "★★☆☆☆ d.vasquez · ${ctx.date(ctx.now - 3 * 86400e3)}"\n  - text: "Login screen freezes then app closes. Pixel 7, Android 14."\n- article [ref=e39]:\n  - text: "★★★★★ Hiker Joe · ${ctx.date(ctx.now - 3 * 86400e3)}"\n  - text: "Offline maps are great on the new version."\n- article [ref=e43]:\n  - text: "★☆☆☆☆ Anneke B. · ${ctx.date(ctx.now - 4 * 86400e3)}"\n  - text: "App crashes right after entering my password."`));
      c.llm(null, [{ name: 'browser_scroll', args: { y: 2400 } }]);
      c.tool(snap(2400, `- article [ref=e47]:\n  - text: "★★★☆☆ M. Osei · ${ctx.date(ctx.now - 5 * 86400e3)}"\n  - text: "Elevation profile is off by a lot on the Ridge loop."\n- article [ref=e51]:\n  - text: "★☆☆☆☆ trailrunner88 · ${ctx.date(ctx.now - 5 * 86400e3)}"\n  - text: "Since the update it crashes on the login page, every single time."\n- article [ref=e55]:\n  - text: "★★★★☆ Paula N. · ${ctx.date(ctx.now - 6 * 86400e3)}"\n  - text: "Love it but battery drain with GPS on."\n- article [ref=e59]:\n  - text: "★☆☆☆☆ Greg H. · ${ctx.date(ctx.now - 7 * 86400e3)}"\n  - text: "Can't log in, app closes. Samsung A54."`));
      c.llm(null, [{ name: 'browser_scroll', args: { y: 4800 } }]);
      c.tool(snap(4310, `- article [ref=e63]:\n  - text: "★★☆☆☆ Lena W. · ${ctx.date(ctx.now - 8 * 86400e3)}"\n  - text: "Login with email works, Google sign-in crashes."\n- article [ref=e67]:\n  - text: "★★★★★ Sam T. · ${ctx.date(ctx.now - 9 * 86400e3)}"\n  - text: "Best trail app, the 3D view is awesome."\n- text: "No more reviews"\n- contentinfo [ref=e90]:\n  - link "Google Play Console Help" [ref=e91]\n  - link "Terms of Service" [ref=e92]`));
      const S = 'No new reviews have loaded yet, so I will scroll further down the list to load the older reviews from version 4.2.0 and keep counting the login-screen crash reports.';
      for (const y of [7200, 9600, 12000, 14400]) {
        c.llm(S, [{ name: 'browser_scroll', args: { y } }]);
        c.tool(snap(4310, `- text: "No more reviews"\n- contentinfo [ref=e90]:\n  - link "Google Play Console Help" [ref=e91]\n  - link "Terms of Service" [ref=e92]\n- text: "© ${new Date(ctx.now).getUTCFullYear()} Google · session ${ctx.b62(10)}"`));
      }
      const root = c.finish(null);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'irrigation / agriculture (soil-moisture telemetry)',
    style: 'Mastra',
    stagnation: false,
    isolates: 'The agent keeps raising the offset of a telemetry query past total=342 and gets the same empty readings array three times, with differently worded notes, never computing the irrigation schedule.',
    build(ctx) {
      const goal = 'Using the last 7 days of soil-moisture readings for orchard block Z-14 (almonds), find the hours when volumetric water content dropped below 18% at 60 cm and propose next week\'s drip schedule.';
      const m = new MastraRun(ctx, { agentId: 'irrigation-advisor', agentName: 'Irrigation Advisor', model: 'gpt-4o-mini', instructions: 'You help growers plan irrigation from probe telemetry. Fetch readings with get-readings (offset/limit).', user: goal });
      const total = 342;
      const gw = ['gw-7076ff0000012a4b', 'gw-7076ff00000199c3'];
      for (let off = 0; off <= 300; off += 100) {
        m.llm(off === 0 ? 'Fetching probe readings for Z-14.' : null, [{ name: 'get-readings', args: { block: 'Z-14', probe: 'AQ-60cm', since: ctx.date(ctx.now - 7 * 86400e3), offset: off, limit: 100 } }]);
        const n = Math.min(100, total - off);
        const readings = [];
        for (let i = 0; i < Math.min(n, 4); i++) {
          const t = ctx.now - (7 * 86400e3) + (off + i) * 1800e3;
          readings.push({ ts: ctx.iso(t), vwc_60cm: ctx.float(15.5, 27.5, 1), vwc_30cm: ctx.float(17, 30, 1), soil_temp_c: ctx.float(14, 22, 1), fcnt: 18000 + off + i, rssi: -ctx.int(88, 118), snr: ctx.float(-9, 8, 1), gateway: ctx.pick(gw) });
        }
        m.tool({ block: 'Z-14', total, offset: off, limit: 100, count: n, readings, readings_elided: n - readings.length, served_by: ctx.host('tsdb-reader'), query_ms: ctx.int(12, 140) });
      }
      const notes = ['Offset 400 returned nothing. The LoRa gateways sometimes back-fill late, so I will try the next offset too.', null, 'Still empty. Trying one more batch before I give up on the back-fill.'];
      [400, 500, 600].forEach((off, i) => {
        m.llm(notes[i], [{ name: 'get-readings', args: { block: 'Z-14', probe: 'AQ-60cm', since: ctx.date(ctx.now - 7 * 86400e3), offset: off, limit: 100 } }]);
        m.tool({ block: 'Z-14', total, offset: off, limit: 100, count: 0, readings: [], readings_elided: 0, served_by: ctx.host('tsdb-reader'), query_ms: ctx.int(12, 140) });
      });
      const root = m.finish(undefined, { maxSteps: 7 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'sports analytics (basketball play-by-play)',
    style: 'OpenAI Swarm',
    stagnation: false,
    isolates: 'The event feed has 3 pages; the analyst agent asks for pages 4 to 7 and gets the same empty events list each time, never computing the lineup stats.',
    build(ctx) {
      const goal = 'From the play-by-play of game 0042300315 compute the net rating of the starting five versus all other lineups, and say which bench unit did best.';
      const s = new SwarmRun(ctx, { agent: 'Stats Analyst', instructions: 'You compute lineup statistics from play-by-play. Use get_pbp(game_id, page) to fetch events; pages hold 150 events.', user: goal });
      const evs = [
        [['1', '12:00', 'Jump ball: Lively vs. Gobert'], ['1', '11:41', 'Edwards 26\' 3PT (3 PTS)'], ['1', '11:18', 'Doncic driving layup (2 PTS)'], ['1', '10:55', 'Towns MISS 12\' jumper'], ['1', '10:54', 'Gafford REBOUND (Off:0 Def:1)']],
        [['2', '06:12', 'SUB: Reid FOR Gobert'], ['2', '05:47', 'Irving step back 3PT (14 PTS)'], ['3', '11:30', 'McDaniels steal, Edwards dunk (19 PTS)'], ['3', '08:02', 'Timeout: DAL']],
        [['4', '03:10', 'Conley 24\' 3PT (9 PTS)'], ['4', '01:05', 'Doncic fadeaway (32 PTS)'], ['4', '00:00', 'End of 4th Period'], ['4', '00:00', 'End of Game']],
      ];
      const counts = [150, 150, 118];
      for (let p = 1; p <= 3; p++) {
        s.llm(null, [{ name: 'get_pbp', args: { game_id: '0042300315', page: p } }]);
        s.tool(J({ game_id: '0042300315', page: p, page_size: 150, events_total: 418, events: counts[p - 1], sample: evs[p - 1].map(([period, clock, desc], i) => ({ evt: (p - 1) * 150 + i * 29 + 1, period: Number(period), clock, desc })), next_page: p < 3 ? p + 1 : null, cache: `HIT from ${ctx.pick(['edge-ord-3', 'edge-dfw-1', 'edge-msp-2'])}`, age: ctx.int(0, 600) }));
      }
      for (let p = 4; p <= 7; p++) {
        s.llm(null, [{ name: 'get_pbp', args: { game_id: '0042300315', page: p } }]);
        s.tool(J({ game_id: '0042300315', page: p, page_size: 150, events_total: 418, events: 0, sample: [], next_page: null, cache: `MISS from ${ctx.pick(['edge-ord-3', 'edge-dfw-1', 'edge-msp-2'])}`, age: 0 }));
      }
      const root = s.finish(undefined, { maxTurns: 7 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'devops / CI (failed workflow runs audit)',
    style: 'plain message-level',
    stagnation: true,
    isolates: 'GitHub returns an empty workflow_runs list for pages 4, 5 and 6 (Link header has no next); the agent restates the same long justification verbatim before each further page.',
    build(ctx) {
      const goal = 'Audit the failed runs of the "integration" workflow on main in acme/ledger-svc for the last 30 days and group them by failing job, so we can see which job is flakiest.';
      const c = new PlainChat(ctx, { name: 'ci-audit-agent', model: 'gpt-4.1', system: 'You are a CI reliability assistant with a github_api tool (GET requests only). Be complete.', user: goal, tools: ['github_api'] });
      const jobs = ['e2e-postgres', 'contract-tests', 'e2e-postgres', 'migrations-check', 'e2e-kafka', 'e2e-postgres', 'contract-tests'];
      const path = (p) => `/repos/acme/ledger-svc/actions/workflows/integration.yml/runs?branch=main&status=failure&created=>=${ctx.date(ctx.now - 30 * 86400e3)}&per_page=20&page=${p}`;
      const hdr = (p, last) => ({ date: ctx.http(), 'x-github-request-id': ctx.ghReq(), 'x-ratelimit-remaining': String(ctx.down('gh', 4987, 1, 2)), 'x-ratelimit-reset': String(ctx.unix() + 2400), etag: ctx.etag(true), ...(p > 1 || !last ? { link: [p < 3 ? `<https://api.github.com${path(p + 1).replace('/repos', '/repositories/58120993')}>; rel="next"` : null, `<https://api.github.com${path(3)}>; rel="last"`, p > 1 ? `<https://api.github.com${path(p - 1)}>; rel="prev"` : null].filter(Boolean).join(', ') } : {}) });
      const counts = [20, 20, 7];
      for (let p = 1; p <= 3; p++) {
        c.llm(p === 1 ? 'Listing failed integration runs on main for the last 30 days.' : null, [{ name: 'github_api', args: { method: 'GET', path: path(p) } }]);
        const runs = [];
        for (let i = 0; i < counts[p - 1]; i++) runs.push({ id: 9100000000 + ctx.int(0, 99999999), run_number: 4210 - (p - 1) * 20 - i, head_sha: ctx.git(), created_at: ctx.isoS(ctx.now - ctx.int(1, 30) * 86400e3), failed_job: jobs[(i * 3 + p) % jobs.length] });
        c.tool({ status: 200, headers: hdr(p, p === 3), body: { total_count: 47, workflow_runs: runs } });
      }
      const S = 'This page came back empty, but the reliability dashboard showed 52 failed integration runs this month and I have only collected 47, so there must be more failed runs further on. I will request the next page so the grouping by failing job is complete before I summarise.';
      for (let p = 4; p <= 6; p++) {
        c.llm(p === 4 ? 'The dashboard showed 52 failed integration runs this month and I have only collected 47, so I will request the next page before grouping by failing job.' : S, [{ name: 'github_api', args: { method: 'GET', path: path(p) } }]);
        c.tool({ status: 200, headers: { date: ctx.http(), 'x-github-request-id': ctx.ghReq(), 'x-ratelimit-remaining': String(ctx.down('gh', 0, 1, 2)), etag: ctx.etag(true), link: `<https://api.github.com${path(1)}>; rel="first", <https://api.github.com${path(p - 1)}>; rel="prev"` }, body: { total_count: 47, workflow_runs: [] } });
      }
      c.llm(S, [{ name: 'github_api', args: { method: 'GET', path: path(7) } }]);
      c.tool({ status: 200, headers: { date: ctx.http(), 'x-github-request-id': ctx.ghReq(), 'x-ratelimit-remaining': String(ctx.down('gh', 0, 1, 2)), etag: ctx.etag(true), link: `<https://api.github.com${path(1)}>; rel="first", <https://api.github.com${path(6)}>; rel="prev"` }, body: { total_count: 47, workflow_runs: [] } });
      const root = c.finish(null, { error: 'Run cancelled by operator after 11 steps' });
      return { goal, root };
    },
  },
];
