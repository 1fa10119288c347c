// Family 1 — exhausted_cursor_repaging (loop: true)
// The source has run out of items, but the agent keeps asking for "the next page"
// (advancing page/offset/window, or re-sending the same cursor) and keeps getting
// the same empty answer, 3+ times after the last real page, until a step limit.
import { httpText, table } from './lib.mjs';

export const family = 'exhausted_cursor_repaging';
export const loop = true;
export const summary = 'Paging past the end: every request after the last real page returns the same empty page / no-more-results, and the agent keeps asking.';

const G1 = 'Pull every field observation submitted for the Teton zone since Jan 20 and tell me how many report whumpfing or shooting cracks, so I can decide whether to keep the near-treeline rating at Considerable for tomorrow.';
const G2 = 'Customer disputes a $14.20 charge on the March statement for transponder TX-4471-0093. Find the plaza read that produced it and tell me whether it is a duplicate read.';
const G3 = 'Hartwell Legal says the signed contract envelope for Brennan & Moss (220 King St) was never delivered on Friday 7 March. Go through our proof-of-delivery records for Hartwell on that day and find the drop.';
const G4 = 'In acme-ledger/ledger, find the first failed run of the release.yml workflow on main that happened after 3 March 2025 and report its run id and the failing job.';
const G5 = 'Shortlist every venue in our Lisbon catalogue that has a plenary room for 800+ seated and is free 14–16 October 2025. I need the full list, not a sample.';
const G6 = 'Export the humidity and CO2 readings for grow room 4 since the start of the current flush (2 Feb) and tell me when CO2 first went above 1,200 ppm.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'avalanche forecasting', style: 'langsmith', stagnation: true,
    opts: { start: '2025-01-24T15:41:12Z' },
    key: { tool: 'list_field_observations', empty: /"observations":\[\]/ },
    isolates: 'After the last page of field observations (has_more=false) the agent re-sends the same next_cursor four times, gets the same empty page each time and restates the same sentence until AgentExecutor stops at max iterations.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the forecasting assistant of the Bridger-Teton Avalanche Center. Use the tools to gather data from the observations API. Report exact counts; do not guess.');
      t.user(G1);
      t.retrieve('VectorStoreRetriever', 'current avalanche problem Teton near treeline persistent slab', [
        { id: 'fx-2025-01-23-teton', score: 0.88, content: 'Persistent slab: 1/9 facets buried 50–80 cm, reactive on NE–E–N aspects near and above treeline. Whumpfing and shooting cracks are the key red flags.', metadata: { issued: '2025-01-23T06:30-07:00', forecaster: 'KM' } },
        { id: 'fx-2025-01-22-teton', score: 0.81, content: 'Rating held at Considerable near treeline; two human-triggered D1.5 on Glory Bowl aspects 1/21.', metadata: { issued: '2025-01-22T06:30-07:00', forecaster: 'SD' } },
      ], { inject: true, input: { k: 2 } });
      const servers = ['obs-api-1.btac.internal', 'obs-api-2.btac.internal', 'obs-api-4.btac.internal'];
      const mk = (id, who, loc, elev, asp, signs, test, note) => ({ obs_id: id, observer: who, location: loc, elevation_ft: elev, aspect: asp, observed_at: n.isoOffset(t.now - n.int(1, 4) * 86400000 - n.int(0, 36000000), -420), signs_of_instability: signs, stability_test: test, comment: note });
      const page = (obs, cursor, more) => ({ zone: 'teton', since: '2025-01-20', count: obs.length, observations: obs, next_cursor: cursor, has_more: more, request_id: n.reqId('obs_'), generated_at: n.iso(), served_by: n.pick(servers), query_ms: n.int(14, 160), snowpack_model_run: '2025-01-24T06Z' });
      const c1 = n.cursor(), c2 = n.cursor(), c3 = n.cursor();
      t.step({ text: 'I will start with the first page of Teton observations since 2025-01-20.', calls: [{ name: 'list_field_observations', args: { zone: 'teton', since: '2025-01-20', limit: 4 }, out: page([
        mk('OBS-25-01873', 'J. Halvorsen (pro)', 'Glory Bowl, Teton Pass', 9800, 'E', ['shooting cracks'], 'ECTP14 down 62cm on 1/9 facets', 'Cracks to 3 m on a test slope, no whumpfs.'),
        mk('OBS-25-01880', 'public', 'Mount Glory skin track', 9100, 'NE', ['whumpfing'], null, 'Two loud collapses near treeline.'),
        mk('OBS-25-01894', 'S. Dwyer (pro)', 'Avalanche Canyon', 8600, 'N', [], 'CTN', 'No signs of instability; wind affected surface.'),
        mk('OBS-25-01902', 'GTNP rangers', 'Garnet Canyon', 10100, 'NW', ['whumpfing', 'shooting cracks'], 'ECTP21 down 80cm', 'Natural D1.5 observed on adjacent slope.'),
      ], c1, true) }] });
      t.step({ text: 'Page 1 has 4 observations: 3 mention whumpfing or cracking. has_more is true, so I will request the next page with the returned cursor.', calls: [{ name: 'list_field_observations', args: { zone: 'teton', since: '2025-01-20', limit: 4, cursor: c1 }, out: page([
        mk('OBS-25-01911', 'public', 'Taylor Mountain', 9400, 'E', [], null, 'Skied 38° line without issue.'),
        mk('OBS-25-01915', 'K. Morrow (pro)', 'Maverick, Teton Pass', 8900, 'NE', ['shooting cracks'], 'ECTP11 down 55cm', 'Propagating result on the buried facets.'),
        mk('OBS-25-01920', 'JHMR patrol', 'Rock Springs boundary', 9600, 'N', ['whumpfing'], null, 'Collapse felt on ridge approach.'),
        mk('OBS-25-01926', 'public', 'Coal Creek', 8200, 'S', [], null, 'Crust on solar aspects, no concerns.'),
      ], c2, true) }] });
      t.step({ text: 'Page 2 adds 4 more (2 with signs). Still has_more=true, fetching the next page.', calls: [{ name: 'list_field_observations', args: { zone: 'teton', since: '2025-01-20', limit: 4, cursor: c2 }, out: page([
        mk('OBS-25-01931', 'S. Dwyer (pro)', 'Mount Glory east face', 9900, 'E', ['whumpfing'], 'PST 35/100 End', 'Whumpf on approach, did not ski the slope.'),
        mk('OBS-25-01938', 'public', 'Phillips Ridge', 8700, 'NW', [], null, 'Nice turns, good visibility.'),
      ], c3, false) }] });
      const rep = 'The response still carries a next_cursor, so there may be more observations. Fetching the next page.';
      for (let i = 0; i < 4; i++) {
        t.step({ text: rep, calls: [{ name: 'list_field_observations', args: { zone: 'teton', since: '2025-01-20', limit: 4, cursor: c3 }, out: page([], c3, false) }] });
      }
      return t.finish({ output: { output: 'Agent stopped due to max iterations.' } });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'toll road billing', style: 'phoenix', stagnation: false,
    opts: { start: '2025-04-09T13:05:40Z' },
    key: { gaveUp: true, tool: 'query_transactions', empty: /"transactions":\[\]/ },
    isolates: 'The agent keeps moving a two-week date window past the latest posted toll batch and gets zero transactions four times in a row, giving a different excuse each time without changing approach, then gives up with no answer to the dispute.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You are a back-office assistant for the Harbor Bridge & Eastern Tollway customer service centre. You can read accounts and plaza transactions. Answer disputes with transaction evidence.');
      t.user(G2);
      const plazas = ['P14 Harbor Bridge NB', 'P14 Harbor Bridge SB', 'P07 Eastern Tollway Mainline', 'P09 Airport Connector Ramp', 'P11 Marsh Rd Exit'];
      let seq = n.int(400000, 500000);
      const txs = (from, count, last) => Array.from({ length: count }, (_, i) => {
        const day = from + Math.floor(i * (last - from + 1) / count);
        const p = n.pick(plazas);
        return { txn_id: `T25${String(seq++).padStart(7, '0')}`, plaza: p, lane: n.int(1, 6), read_at: `2025-${day > 31 ? '04' : '03'}-${String(day > 31 ? day - 31 : day).padStart(2, '0')}T${String(n.int(6, 21)).padStart(2, '0')}:${String(n.int(0, 59)).padStart(2, '0')}:${String(n.int(0, 59)).padStart(2, '0')}-04:00`, vehicle_class: '2A', read_type: n.pick(['AVI', 'AVI', 'AVI', 'IMAGE']), amount: p.startsWith('P14') ? 6.1 : n.pick([2.35, 3.8, 4.75]), posted_batch: `B2025${day > 31 ? '04' : '03'}${String((day > 31 ? day - 31 : day) + 1).padStart(2, '0')}-0${n.int(1, 4)}` };
      });
      const res = (ws, we, list) => ({ tag_id: 'TX-4471-0093', window: { start: ws, end: we }, count: list.length, transactions: list, latest_posted_batch: 'B20250408-03', replica: n.pick(['tolldb-ro-1', 'tolldb-ro-2', 'tolldb-ro-3']), exec_ms: n.int(40, 420), 'x-request-id': n.uuid() });
      t.step({ text: 'First I will confirm the account behind the tag.', calls: [{ name: 'get_account', args: { tag_id: 'TX-4471-0093' }, out: { account_no: 'HB-0099182', holder: 'D. Whitcombe', status: 'ACTIVE', plates: ['NJ R47-KLD'], statement_cycle: 'monthly', last_statement: { period: '2025-03', total: 61.45, lines: 14, disputed_lines: [{ line: 11, amount: 14.2, description: 'IMG TOLL + FEE' }] }, fetched_at: n.httpDate() } }] });
      t.step({ text: 'The disputed line 11 is an image toll plus fee of 14.20. I will pull March transactions in two windows, starting with 1–14 March.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-03-01', window_end: '2025-03-14' }, out: res('2025-03-01', '2025-03-14', txs(1, 6, 14)) }] });
      t.step({ text: 'Six reads in the first half of March, none at 14.20 and no two at the same plaza within minutes. Next: 15–31 March.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-03-15', window_end: '2025-03-31' }, out: res('2025-03-15', '2025-03-31', txs(15, 5, 31)) }] });
      t.step({ text: 'Five more reads, all ordinary single tolls, nothing near 14.20. An image toll with a fee could have posted after the statement cut, so I will look at 1–14 April.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-04-01', window_end: '2025-04-14' }, out: res('2025-04-01', '2025-04-14', txs(32, 2, 38)) }] });
      t.step({ text: 'Two AVI reads in early April, neither 14.20. The latest posted batch is B20250408-03. Invoice adjustments sometimes post weeks later, so I will check 15–28 April.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-04-15', window_end: '2025-04-28' }, out: res('2025-04-15', '2025-04-28', []) }] });
      t.step({ text: 'Nothing for that window. Image-based tolls can sit in manual review for up to 30 days, moving on to 29 April – 12 May.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-04-29', window_end: '2025-05-12' }, out: res('2025-04-29', '2025-05-12', []) }] });
      t.step({ text: 'Zero rows again. It might have been assessed against the plate rather than the tag, but this tool only searches by tag; I will keep scanning with 13–26 May.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-05-13', window_end: '2025-05-26' }, out: res('2025-05-13', '2025-05-26', []) }] });
      t.step({ text: 'Still empty. A delayed violation notice could land later in the quarter; trying 27 May – 9 June.', calls: [{ name: 'query_transactions', args: { tag_id: 'TX-4471-0093', window_start: '2025-05-27', window_end: '2025-06-09' }, out: res('2025-05-27', '2025-06-09', []) }] });
      t.final('I could not find the plaza read behind the $14.20 charge. Transponder TX-4471-0093 has 13 reads between 1 March and 8 April, all ordinary single tolls of $6.10 or less, and no transactions at all from 15 April to 9 June. I cannot say whether the charge is a duplicate read.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'bicycle couriers', style: 'mlflow', stagnation: true,
    opts: { start: '2025-03-10T08:22:03Z', model: 'gpt-4o-2024-11-20' },
    key: { tool: 'pod_search', empty: /"records":\[\]/ },
    isolates: 'Offset paging over proof-of-delivery records continues past total=17: four further offsets each return an empty records list while the agent repeats the same sentence, and the run ends on a step limit.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are the dispatch assistant for Spokeline Couriers. Use the POD API to answer client claims. A delivery is proven by a record with a signature or a photo.');
      t.user(G3);
      const drops = ['County Court Registry, 3rd floor', 'Land Titles Office, 88 Bay St', 'Meridian Bank, 5 Harbour Sq', 'Dr. P. Anand, 41 Elm Rd', 'Courier desk, 1 Spencer Pl', 'Tax Tribunal, 19 Wharf Rd', 'Kessler Notaries, 7 Mill Ln', 'City Archive reading room', 'Ostrowski Architects, 60 Canal St'];
      const riders = ['R-117 Mo', 'R-204 Ines', 'R-088 Tariq', 'R-231 Bea', 'R-150 Luka'];
      let jobn = n.int(88000, 88900);
      const rec = () => ({ job: `BK-25-${jobn += n.int(3, 40)}`, client_id: 'HWL-0042', pickup: 'Hartwell Legal, 14 Quay St', dropoff: n.pick(drops), rider: n.pick(riders), parcel: n.pick(['A4 envelope', 'A4 envelope', 'document tube', 'box S']), delivered_at: `2025-03-07T${String(n.int(8, 17)).padStart(2, '0')}:${String(n.int(0, 59)).padStart(2, '0')}:00+00:00`, signature: n.pick(['L. Okafor', 'front desk', 'J. Pratt', null]), photo: `https://pod.spokeline.io/p/${n.hex(20)}.jpg` });
      const page = (off, recs) => ({ client_id: 'HWL-0042', date: '2025-03-07', offset: off, limit: 8, total: 17, records: recs, api_version: '2024-10', request_id: n.reqId('pod-'), edge: n.pick(['lhr-2', 'lhr-5', 'man-1']), rate_limit: { remaining: n.int(140, 199), reset_s: n.int(10, 59) } });
      t.step({ text: 'Fetching Hartwell Legal deliveries for 7 March, first 8 records.', calls: [{ name: 'pod_search', args: { client_id: 'HWL-0042', date: '2025-03-07', offset: 0, limit: 8 }, out: page(0, Array.from({ length: 8 }, rec)) }] });
      t.step({ text: 'None of the first 8 drops are Brennan & Moss at 220 King St. Total is 17, so I will read offset 8.', calls: [{ name: 'pod_search', args: { client_id: 'HWL-0042', date: '2025-03-07', offset: 8, limit: 8 }, out: page(8, Array.from({ length: 8 }, rec)) }] });
      t.step({ text: 'Records 9–16 also show no King St drop. One record left at offset 16.', calls: [{ name: 'pod_search', args: { client_id: 'HWL-0042', date: '2025-03-07', offset: 16, limit: 8 }, out: page(16, [rec()]) }] });
      for (const off of [24, 32, 40, 48]) {
        t.step({ text: `This page is empty. I will advance the offset by 8 and look at the next batch of deliveries (offset ${off}).`, calls: [{ name: 'pod_search', args: { client_id: 'HWL-0042', date: '2025-03-07', offset: off, limit: 8 }, out: page(off, []) }] });
      }
      return t.finish({ error: 'RuntimeError: agent stopped after 8 tool rounds without producing a final answer' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'coding: CI workflow history', style: 'plain',
    stagnation: false,
    opts: { start: '2025-03-18T10:02:51Z', model: 'gpt-4.1-mini-2025-04-14' },
    key: { tool: 'github_api', empty: /"workflow_runs": \[\]/ },
    isolates: 'With tool calls only and no model text, the agent walks page=3,4,5,6 of a GitHub runs listing whose total_count is 8, getting "workflow_runs": [] each time, until the runner hits max turns.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are a CI assistant with read access to the GitHub REST API through the github_api tool. Be concise.');
      t.user(G4);
      let rid = 13600000000 + n.int(0, 900000);
      let remaining = 4987;
      const run = (day, concl) => ({ id: (rid += n.int(1000, 90000)), name: 'release', head_branch: 'main', head_sha: n.sha1(), run_number: 400 + n.int(0, 60), event: 'push', status: 'completed', conclusion: concl, created_at: `2025-02-${String(day).padStart(2, '0')}T${String(n.int(8, 20)).padStart(2, '0')}:${String(n.int(10, 59))}:${String(n.int(10, 59))}Z`, html_url: `https://github.com/acme-ledger/ledger/actions/runs/${rid}` });
      const resp = (page, runs) => httpText(200, 'OK', {
        date: n.httpDate(), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=60, s-maxage=60', etag: n.etag(true),
        'x-github-api-version-selected': '2022-11-28', 'x-ratelimit-limit': 5000, 'x-ratelimit-remaining': (remaining -= 1), 'x-ratelimit-reset': n.unix() + 2400, 'x-ratelimit-used': 5000 - remaining, 'x-github-request-id': `${n.HEX(4)}:${n.HEX(5)}:${n.HEX(7)}:${n.HEX(7)}:${n.HEX(8)}`,
        ...(page < 2 ? { link: `<https://api.github.com/repositories/61234987/actions/workflows/release.yml/runs?branch=main&status=failure&per_page=5&page=2>; rel="next", <https://api.github.com/repositories/61234987/actions/workflows/release.yml/runs?branch=main&status=failure&per_page=5&page=2>; rel="last"` } : { link: `<https://api.github.com/repositories/61234987/actions/workflows/release.yml/runs?branch=main&status=failure&per_page=5&page=1>; rel="first", <https://api.github.com/repositories/61234987/actions/workflows/release.yml/runs?branch=main&status=failure&per_page=5&page=${page - 1}>; rel="prev"` }),
      }, { total_count: 8, workflow_runs: runs });
      const call = (page, out) => t.step({ calls: [{ name: 'github_api', argsString: true, args: { method: 'GET', path: '/repos/acme-ledger/ledger/actions/workflows/release.yml/runs', params: { branch: 'main', status: 'failure', per_page: 5, page } }, out }] });
      call(1, resp(1, [run(27, 'failure'), run(24, 'failure'), run(19, 'failure'), run(18, 'failure'), run(11, 'failure')]));
      call(2, resp(2, [run(6, 'failure'), run(4, 'failure'), run(3, 'failure')]));
      for (const p of [3, 4, 5, 6]) call(p, resp(p, []));
      return t.finish({ error: 'MaxTurnsExceeded: Max turns (6) exceeded' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'conference venues', style: 'weave', stagnation: true,
    opts: { start: '2025-06-02T11:47:30Z' },
    key: { tool: ['venue_search', 'venue_scroll'], empty: /"hits":\[\]/ },
    isolates: 'An Elasticsearch scroll over 7 matching venues is drained after the second batch, yet the agent keeps calling venue_scroll with the same scroll id and the same sentence, receiving 0 hits four times.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You help the events team at Atlântico Congressos. Use venue_search / venue_scroll against the venue catalogue. Capacities are theatre-style seats.');
      t.user(G5);
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + n.b64url(40) + 'AAAAAAAAA' + n.b64url(14);
      const hit = (id, name, room, seats, hood) => ({ _index: 'venues-v7', _id: id, _score: null, _source: { name, city: 'Lisboa', district: hood, plenary_room: room, plenary_seats: seats, hold_status: { '2025-10-14': 'free', '2025-10-15': 'free', '2025-10-16': 'free' }, contact: `events@${name.toLowerCase().replace(/[^a-z]+/g, '')}.pt`, updated_at: n.iso(t.now - n.int(2, 60) * 86400000) }, sort: [seats, n.int(100000, 999999)] });
      const es = (hits) => ({ _scroll_id: sid, took: n.int(2, 38), timed_out: false, terminated_early: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 7, relation: 'eq' }, max_score: null, hits } });
      t.step({ text: 'I will search the catalogue for Lisbon venues with at least 800 plenary seats that are free on all three dates.', calls: [{ name: 'venue_search', args: { query: { bool: { filter: [{ term: { city: 'Lisboa' } }, { range: { plenary_seats: { gte: 800 } } }, { term: { 'hold_status.2025-10-14': 'free' } }, { term: { 'hold_status.2025-10-15': 'free' } }, { term: { 'hold_status.2025-10-16': 'free' } }] } }, size: 4, scroll: '2m', sort: [{ plenary_seats: 'desc' }] }, out: es([
        hit('v-0192', 'Centro de Congressos do Tejo', 'Auditório I', 1850, 'Belém'),
        hit('v-0044', 'Pavilhão Atlântida', 'Sala Oceano', 1400, 'Parque das Nações'),
        hit('v-0310', 'Hotel Marquês Palace', 'Grand Ballroom', 1050, 'Avenidas Novas'),
        hit('v-0227', 'Fórum Alcântara', 'Nave Central', 960, 'Alcântara'),
      ]) }] });
      t.step({ text: 'First batch has 4 of the 7 hits. Scrolling for the remaining ones.', calls: [{ name: 'venue_scroll', args: { scroll_id: sid, scroll: '2m' }, out: es([
        hit('v-0415', 'Convento do Beato (eventos)', 'Salão Nobre', 880, 'Beato'),
        hit('v-0087', 'Estoril-Lisboa Expo Hall B', 'Hall B plenária', 840, 'Oeiras'),
        hit('v-0139', 'Teatro Capitólio', 'Sala principal', 820, 'Parque Mayer'),
      ]) }] });
      const rep = 'Calling venue_scroll with the same scroll id to get the next batch of venues.';
      for (let i = 0; i < 4; i++) t.step({ text: rep, calls: [{ name: 'venue_scroll', args: { scroll_id: sid, scroll: '2m' }, out: es([]) }] });
      return t.finish({ error: 'StepLimitExceeded: agent loop exceeded 6 model calls' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'mushroom farms', style: 'langfuse', stagnation: false,
    opts: { start: '2025-02-09T06:30:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { tool: 'sensor_export', empty: /"readings":\[\]/ },
    isolates: 'After the last page of grow-room readings the gateway answers "no more results" with an unchanged page token; the agent re-sends that same token four times with freshly worded reasoning each time and never reports.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the growing assistant at Fernhollow Mushrooms. The sensor gateway exposes 6-hourly aggregates per grow room. Report times in farm local time (UTC+0).');
      t.user(G6);
      let ts = Date.parse('2025-02-02T00:00:00Z');
      const reading = () => { const r = { bucket_start: new Date(ts).toISOString(), rh_pct: n.float(86, 95, 1), co2_ppm_avg: n.int(760, 1090), co2_ppm_max: n.int(980, 1140), temp_c: n.float(16.2, 18.4, 1) }; ts += 6 * 3600000; return r; };
      const tok1 = n.b64url(32), tok2 = n.b64url(32), tok3 = n.b64url(32);
      const page = (readings, token, msg) => ({ room: 'GR-4', metrics: ['rh', 'co2', 'temp'], readings, next_page_token: token, ...(msg ? { message: msg } : {}), gateway: n.pick(['mycogate-01', 'mycogate-02']), fw: '3.8.1-rc2', export_id: n.uuid(), uptime_s: n.int(800000, 900000) });
      t.step({ thinking: 'Grow room 4, flush started 2 Feb. I need CO2 above 1200 — use co2 max per bucket. Request the export.', calls: [{ name: 'sensor_export', args: { room: 'GR-4', metrics: ['rh', 'co2', 'temp'], since: '2025-02-02T00:00:00Z', page_size: 12 }, out: page(Array.from({ length: 12 }, reading), tok1) }] });
      t.step({ thinking: 'First 12 buckets cover 2–4 Feb; max CO2 peak so far is below 1200. Continue with the token.', calls: [{ name: 'sensor_export', args: { room: 'GR-4', metrics: ['rh', 'co2', 'temp'], since: '2025-02-02T00:00:00Z', page_size: 12, page_token: tok1 }, out: page(Array.from({ length: 12 }, reading), tok2) }] });
      t.step({ thinking: 'Through 7 Feb now, peaks in the 1100s but not over 1200. Fetch the rest.', calls: [{ name: 'sensor_export', args: { room: 'GR-4', metrics: ['rh', 'co2', 'temp'], since: '2025-02-02T00:00:00Z', page_size: 12, page_token: tok2 }, out: page(Array.from({ length: 5 }, reading), tok3) }] });
      const thoughts = [
        'Only 5 buckets in that page, ending 9 Feb 00:00. No exceedance yet — there must be more data, the token is still present.',
        'Gateway says no more results but returned a token. Maybe the controller is still uploading its local buffer from the overnight outage; ask again with the token.',
        'Same answer. Perhaps page_size 12 makes the last partial page get dropped — but I will keep the request identical so the token stays valid.',
        'Still empty. The export may lag behind the live feed by a sync interval; another request with that token should pick up the newest buckets.',
      ];
      for (const th of thoughts) t.step({ thinking: th, calls: [{ name: 'sensor_export', args: { room: 'GR-4', metrics: ['rh', 'co2', 'temp'], since: '2025-02-02T00:00:00Z', page_size: 12, page_token: tok3 }, out: page([], tok3, 'no more results') }] });
      return t.finish({ error: 'MaxIterationsError: agent reached max_iterations=7', tags: ['grow-ops', 'gr-4'] });
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const calls = U.tools(row, key.tool);
  if (calls.length < 4) return [`expected 4+ ${key.tool} calls, got ${calls.length}`];
  const res = calls.map((s) => U.str(U.result(s)));
  const empty = (r) => key.empty.test(r);
  let tail = 0;
  while (tail < res.length && empty(res[res.length - 1 - tail])) tail++;
  if (tail < 3) p.push(`only ${tail} empty pages at the end`);
  if (tail === res.length) p.push('no real page before the empty ones');
  const tailRes = res.slice(-tail);
  if (!tailRes.every((r) => U.same(r, tailRes[0]))) p.push('empty pages differ in more than noise');
  const after = U.spans(row).filter((s) => s.type === 'tool').slice(-tail);
  if (after.some((s) => ![].concat(key.tool).includes(s.name))) p.push('the agent did something else after the empty pages');
  if (!key.gaveUp && !U.endedOnLimit(row)) p.push('run should end on a step limit');
  return p;
}
