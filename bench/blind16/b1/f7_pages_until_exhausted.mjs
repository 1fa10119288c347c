// Family: pages_until_exhausted (loop: false, stagnation: false)
// Healthy: pagination where every page brings new items until the source says there are no more,
// then a summary.
import { call } from './lib.mjs';

export default [
  // 01 ice-climbing wall — Claude Code, cursor pagination via curl
  {
    domain: 'indoor ice-climbing wall', style: 'claude', agent: 'claude-code', cwd: '/ops/icewall',
    isolates: 'Four pages of route-setting log entries are fetched with a cursor, each page with different routes, until next_cursor is null; the agent then summarises which routes need re-icing.',
    goal: 'List every route on the ice tower that was last re-iced more than 10 days ago, so tonight\'s crew can re-spray them.',
    build(h, t) {
      const pages = [
        [['IT-01', 'Blue Curtain', 'WI4', 3], ['IT-02', 'Frostbite Arete', 'WI5', 12], ['IT-03', 'Kids Ramp', 'WI2', 1], ['IT-04', 'The Chandelier', 'WI5+', 14]],
        [['IT-05', 'Mixed Roof', 'M6', 9], ['IT-06', 'Pillar Left', 'WI4+', 11], ['IT-07', 'Pillar Right', 'WI4', 2], ['IT-08', 'Dry-tool Slab', 'M4', 20]],
        [['IT-09', 'Umbrella', 'WI6', 4], ['IT-10', 'Stalactite Traverse', 'M7', 16], ['IT-11', 'Beginner Gully', 'WI3', 6]],
        [['IT-12', 'Spindrift', 'WI5', 13]],
      ];
      const curs = [null, 'eyJvIjo0fQ', 'eyJvIjo4fQ', 'eyJvIjoxMX0'];
      pages.forEach((pg, i) => {
        const next = i < pages.length - 1 ? curs[i + 1] : null;
        const url = `https://icewall.example/api/routes?limit=4${curs[i] ? '&cursor=' + curs[i] : ''}`;
        const out = () => `HTTP/2 200\ndate: ${h.http()}\ncf-ray: ${h.cfRay()}\n\n${JSON.stringify({ data: pg.map(([id, name, grade, days]) => ({ id, name, grade, last_iced_days: days })), next_cursor: next, has_more: next !== null })}`;
        const txt = i === 0 ? 'Fetching the route log.' : (i === 1 ? 'Page 1 had IT-01..IT-04; two are over 10 days. Next page.' : i === 2 ? 'IT-05..IT-08 done (IT-06 and IT-08 are overdue). Continuing.' : 'IT-09..IT-11 in; one more page according to has_more.');
        t.turn(txt, [call('Bash', { command: `curl -s -i "${url}" -H "X-Api-Key: $ICEWALL_KEY"`, description: `Fetch routes page ${i + 1}` }, out)]);
      });
      t.final('Routes overdue for re-icing (>10 days): IT-02 Frostbite Arete (12 d), IT-04 The Chandelier (14 d), IT-06 Pillar Left (11 d), IT-08 Dry-tool Slab (20 d), IT-10 Stalactite Traverse (16 d), IT-12 Spindrift (13 d). Six of twelve routes; the other six were iced within 9 days.');
    },
  },

  // 02 cranberry bog harvest — Langfuse, page numbers
  {
    domain: 'cranberry bog harvest', style: 'langfuse', agent: 'harvest-ledger-agent', stepSpans: 'page',
    isolates: 'Bog delivery records are read page by page (page 1 to 5), each page listing new truckloads, until the API reports the last page; the agent totals barrels per bog.',
    goal: 'Total this week\'s delivered barrels per bog for the Wareham growers so I can reconcile with the receiving station.',
    build(h, t) {
      const loads = [
        [['B-North', 412], ['B-North', 398], ['B-Cedar', 305]],
        [['B-Cedar', 322], ['B-Mill', 451], ['B-Mill', 447]],
        [['B-Mill', 439], ['B-Spring', 288], ['B-North', 405]],
        [['B-Spring', 301], ['B-Cedar', 317], ['B-Spring', 296]],
        [['B-Mill', 460]],
      ];
      let n = 100;
      loads.forEach((pg, i) => {
        const out = () => ({ page: i + 1, per_page: 3, total_pages: 5, items: pg.map(([bog, bbl]) => ({ ticket: `WR-${n++}`, bog, barrels: bbl, weighed_at: h.tick(900) && h.isoSec(), scale: h.pick(['S1', 'S2']) })), links: { next: i < 4 ? `/v1/deliveries?week=current&page=${i + 2}` : null }, request_id: h.reqId() });
        const txt = i === 0 ? 'Reading delivery tickets for the current week.' : `Page ${i} read (${loads[i - 1].length} tickets). Fetching page ${i + 1} of 5.`;
        t.turn(txt, [call('list_deliveries', { grower_group: 'wareham', week: 'current', page: i + 1, per_page: 3 }, out)]);
      });
      t.final('Week total 4,841 barrels from 13 loads (tickets WR-100 to WR-112). B-North 1,215 (3 loads), B-Cedar 944 (3), B-Mill 1,797 (4, including the 460 bbl load on the last page), B-Spring 885 (3).');
    },
  },

  // 03 newspaper delivery routes — plain, offset pagination
  {
    domain: 'newspaper delivery rounds', style: 'plain', agent: 'rounds-planner',
    system: 'You plan paper rounds for a newsagent. Subscriber API returns 5 addresses per page.',
    isolates: 'The planner pulls subscriber addresses with offsets 0, 5, 10, 15, each page different, until an empty page with total reached, then splits them into two rounds.',
    goal: 'Split the Sunday subscribers on Elm Hill into two walking rounds of roughly equal size for the two new delivery kids.',
    build(h, t) {
      const addrs = [['2 Elm Hill', 'Observer'], ['4 Elm Hill', 'Sunday Times'], ['7 Elm Hill', 'Observer'], ['11 Elm Hill', 'Mail on Sunday'], ['12 Elm Hill', 'Observer'],
        ['15 Elm Hill', 'Sunday Times'], ['18 Elm Hill', 'Observer'], ['21 Elm Hill', 'Sunday Telegraph'], ['1 Elm Close', 'Observer'], ['3 Elm Close', 'Mail on Sunday'],
        ['6 Elm Close', 'Sunday Times'], ['9 Elm Close', 'Observer'], ['The Old Forge', 'Sunday Telegraph'], ['Rose Cottage', 'Observer']];
      const notes = [null, 'First five are 2 to 12 Elm Hill. Next offset 5.', 'Five more, 15 Elm Hill to 3 Elm Close. Total says 14, so one more page of four.', 'Last four in (6 Elm Close to Rose Cottage); checking that offset 15 is empty.'];
      for (let off = 0; off <= 15; off += 5) {
        const items = addrs.slice(off, off + 5);
        t.turn(notes[off / 5], [call('subscribers', { street_prefix: 'Elm', day: 'SUN', offset: off, limit: 5 }, () => ({ total: 14, offset: off, items: items.map(([a, p]) => ({ address: a, paper: p })), server_time: h.unixFloat(), etag: h.etag() }))]);
      }
      t.final('14 Sunday subscribers. Round A (7): 2, 4, 7, 11, 12, 15, 18 Elm Hill. Round B (7): 21 Elm Hill, 1, 3, 6, 9 Elm Close, The Old Forge, Rose Cottage. Papers to collect: 7 Observer, 3 Sunday Times, 2 Mail on Sunday, 2 Sunday Telegraph.');
    },
  },

  // 04 microfinance cooperative — Haystack, retriever + paging
  {
    domain: 'microfinance cooperative', style: 'haystack', agent: 'loan-officer-agent',
    isolates: 'The agent pages through overdue repayment records with a page token (three pages, new borrowers each time) until no token is returned, then drafts a visit plan per village.',
    goal: 'List every group loan more than 14 days overdue in the Kasese branch and propose which villages the loan officer should visit this week.',
    build(h, t) {
      const pages = [
        [['GL-3101', 'Kyarumba', 21], ['GL-3117', 'Kyarumba', 16], ['GL-3140', 'Mubuku', 30]],
        [['GL-3152', 'Mubuku', 15], ['GL-3188', 'Bwera', 44], ['GL-3190', 'Bwera', 19]],
        [['GL-3203', 'Kisinga', 17]],
      ];
      const toks = [null, 'tok_' + h.b62(16), 'tok_' + h.b62(16)];
      pages.forEach((pg, i) => {
        const next = toks[i + 1] || null;
        t.turn(i === 0 ? null : `Page ${i} returned ${pages[i - 1].length} loans; using the next page token.`, [call('overdue_loans', { branch: 'KASESE', min_days: 14, page_token: toks[i] }, () => JSON.stringify({ loans: pg.map(([id, v, d]) => ({ loan_id: id, village: v, days_overdue: d, balance_ugx: 150000 + d * 9000 })), next_page_token: next, fetched: h.iso() }))]);
      });
      t.final('Seven group loans are over 14 days overdue: Kyarumba (GL-3101 21 d, GL-3117 16 d), Mubuku (GL-3140 30 d, GL-3152 15 d), Bwera (GL-3188 44 d, GL-3190 19 d), Kisinga (GL-3203 17 d). Suggested visits: Bwera on Tuesday (oldest arrears, 44 days), Mubuku and Kyarumba together on Wednesday (same road), Kisinga on Friday during the market day meeting.');
    },
  },

  // 05 skatepark construction — Strands, link-header pagination of RFIs
  {
    domain: 'skatepark construction', style: 'strands', agent: 'site_pm_agent',
    isolates: 'Requests-for-information are fetched via Link-header pagination across four pages, each with new RFI numbers, until no rel="next" remains; the agent then summarises open RFIs by trade.',
    goal: 'Summarise all open RFIs on the Riverside skatepark build by trade before Thursday\'s site meeting.',
    build(h, t) {
      const pages = [
        [['RFI-041', 'concrete', 'Bowl coping radius 65 vs 75 mm?'], ['RFI-043', 'concrete', 'Shotcrete finish on snake run walls']],
        [['RFI-047', 'steel', 'Rail embed plate thickness'], ['RFI-048', 'drainage', 'Bowl drain grate spec (heel-proof?)']],
        [['RFI-052', 'landscape', 'Root barrier near plane trees'], ['RFI-053', 'electrical', 'Floodlight column footing conflicts with drain']],
        [['RFI-058', 'concrete', 'Pump track joint spacing']],
      ];
      pages.forEach((pg, i) => {
        const link = i < pages.length - 1 ? `<https://pm.example/api/projects/RSP/rfis?status=open&page=${i + 2}>; rel="next", <https://pm.example/api/projects/RSP/rfis?status=open&page=4>; rel="last"` : `<https://pm.example/api/projects/RSP/rfis?status=open&page=1>; rel="first"`;
        t.turn(i === 0 ? 'Pulling open RFIs for the Riverside project.' : `Page ${i} gave ${pages[i - 1].map((r) => r[0]).join(', ')}; following rel="next".`, [call('http_get', { url: `https://pm.example/api/projects/RSP/rfis?status=open&page=${i + 1}` }, () => ({ status: 200, headers: { link, 'x-total-count': '7', date: h.http(), 'x-runtime': String(h.float(0.02, 0.3, 4)) }, body: pg.map(([id, trade, subj]) => ({ id, trade, subject: subj, raised: h.day(-h.int(2, 30)) })) }))]);
      });
      t.final('Seven open RFIs. Concrete (3): RFI-041 coping radius, RFI-043 shotcrete finish, RFI-058 pump track joints. Steel (1): RFI-047 embed plates. Drainage (1): RFI-048 drain grate. Landscape (1): RFI-052 root barrier. Electrical (1): RFI-053 floodlight footing clash with the drain, which should be discussed with drainage together.');
    },
  },

  // 06 soap-making workshop — DSPy, marketplace orders
  {
    domain: 'handmade soap workshop', style: 'dspy', agent: 'ReAct.forward', inputField: 'request', outputField: 'answer',
    isolates: 'A ReAct agent walks marketplace order pages 1-3 (each with new orders) until the API returns an empty next page, then computes how many bars of each scent to cure.',
    goal: 'From this month\'s open marketplace orders, work out how many bars of each scent we need to pour this weekend (bars cure 4 weeks).',
    build(h, t) {
      const pgs = [
        [{ order: 'E-90112', items: { lavender: 6, 'oat & honey': 2 } }, { order: 'E-90118', items: { 'charcoal tea tree': 4 } }],
        [{ order: 'E-90131', items: { lavender: 3, 'rose clay': 5 } }, { order: 'E-90140', items: { 'oat & honey': 8 } }],
        [{ order: 'E-90152', items: { 'rose clay': 2, 'charcoal tea tree': 3 } }],
      ];
      const th = ['Get the first page of open orders for this month.', 'Page 1 had E-90112 and E-90118; ask for page 2.', 'Page 2 added E-90131 and E-90140; there is a next page, fetch page 3.', 'Page 3 gave E-90152 and says has_next true; check page 4.'];
      th.forEach((x, i) => t.turn(x, [call('marketplace_orders', { status: 'open', month: 'current', page: i + 1 }, () => ({ page: i + 1, results: pgs[i] || [], has_next: i < 2 ? true : (i === 2 ? true : false), x_request_id: h.uuid(), rate_remaining: h.int(80, 99) }))]));
      t.final('Pour this weekend: lavender 9 bars, oat & honey 10, rose clay 7, charcoal tea tree 7 (33 bars across 5 orders).', { thought: 'Page 4 was empty with has_next false, so all open orders are in.' });
    },
  },
];
