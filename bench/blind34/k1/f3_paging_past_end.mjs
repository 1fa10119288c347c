// Family: paging_past_end (loop: true, stagnation: false)
// After the last real page, the page number / offset / cursor keeps advancing (or the same token is re-sent)
// and every answer is the same empty page, 3+ times.
export const family = 'paging_past_end';

export const rows = [
  {
    id: '01', domain: 'snow survey courses', style: 'openai_agents',
    isolates: 'Page numbers keep going up (3, 4, 5, 6) after the two real pages of snow-course readings, each time an empty list with the same total, until max turns.',
    build: (n) => {
      const pg = (p, items) => ({ basin: 'UPPER_KERN', page: p, page_size: 15, total: 27, items, served_at: n.iso(), request_id: n.uuid() });
      const it = (id, name, depth, swe) => ({ course_id: id, name, date: '2025-03-' + String(n.int(26, 31)), depth_in: depth, swe_in: swe });
      return {
        agent: 'Snow Survey Compiler', system: 'Compile manual snow-course measurements for the water supply forecast. Use list_measurements; report a table.',
        goal: 'Compile every manual snow course measurement taken in the Upper Kern basin for the 1 April 2025 survey and compute the basin average snow water equivalent.',
        steps: [
          { calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 1 }, out: pg(1, [it('KRN-101', 'Big Whitney Meadow', 58.1, 21.4), it('KRN-104', 'Cottonwood Lakes', 49.0, 17.9), it('KRN-107', 'Crabtree Meadow', 71.3, 27.2), it('KRN-110', 'Siberian Pass', 66.5, 24.8), it('KRN-112', 'Tyndall Creek', 80.2, 30.6), '… 10 more']) }] },
          { say: 'Page 1 has 15 of 27 courses; fetching page 2.', calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 2 }, out: pg(2, [it('KRN-131', 'Chagoopa Plateau', 44.2, 15.5), it('KRN-133', 'Rattlesnake Creek', 38.7, 13.1), it('KRN-140', 'Round Meadow', 52.8, 19.6), '… 9 more']) }] },
          { say: 'That makes 27 rows, but I want to be sure no late entries were appended, so I will check page 3.', calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 3 }, out: pg(3, []) }] },
          { say: 'Page 3 is empty; late-arriving courses are sometimes put further back, trying page 4.', calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 4 }, out: pg(4, []) }] },
          { calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 5 }, out: pg(5, []) }] },
          { say: 'Still nothing at page 5. Checking page 6 as well before computing the average.', calls: [{ name: 'list_measurements', args: { basin: 'UPPER_KERN', survey: '2025-04-01', page: 6 }, out: pg(6, []) }] },
        ],
        rootError: 'MaxTurnsExceeded: Max turns (6) exceeded',
      };
    },
  },
  {
    id: '02', domain: 'heritage tram ride bookings', style: 'plain',
    isolates: 'Offset paging over tram-ride bookings continues at 100, 150, 200 and 250 after the source has run out, each reply an empty array with fresh headers.',
    build: (n) => {
      const resp = (offset, rows) => `HTTP/1.1 200 OK\nDate: ${n.http()}\nContent-Type: application/json\nX-Request-Id: ${n.uuid()}\nX-Total-Count: 62\nServer: ${n.host('bookings-api', 'fra1')}\n\n${JSON.stringify({ offset, limit: 50, bookings: rows })}`;
      const b = (i) => ({ ref: `TR-${2600 + i}`, ride: i % 3 ? 'Sunday Heritage Loop 14:00' : 'Sunday Heritage Loop 11:00', car: i % 2 ? 'No. 19 (1926 open-top)' : 'No. 7 (1911 saloon)', seats: 1 + (i % 4) });
      return {
        agent: 'heritage-tram-bookings', system: 'You manage bookings for a heritage tramway. Use list_bookings(offset, limit).',
        goal: 'Produce a passenger manifest for all bookings on the Sunday 8 June 2025 heritage loop rides, grouped by tram car.',
        steps: [
          { say: 'Loading the first 50 bookings for 8 June.', calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 0, limit: 50 }, out: resp(0, [b(1), b(2), b(3), b(4), '… 46 more']) }] },
          { say: 'Fifty returned of 62; next offset is 50.', calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 50, limit: 50 }, out: resp(50, [b(51), b(52), b(53), '… 9 more']) }] },
          { calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 100, limit: 50 }, out: resp(100, []) }] },
          { say: 'Offset 100 gave nothing; group bookings might come after a gap, moving to 150.', calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 150, limit: 50 }, out: resp(150, []) }] },
          { calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 200, limit: 50 }, out: resp(200, []) }] },
          { say: 'Continuing to offset 250 to rule out school party blocks.', calls: [{ name: 'list_bookings', args: { date: '2025-06-08', offset: 250, limit: 50 }, out: resp(250, []) }] },
        ],
        rootError: 'run truncated: step budget (6 tool rounds) exhausted',
      };
    },
  },
  {
    id: '03', domain: 'tortilla factory production events', style: 'mastra',
    isolates: 'The same next_cursor is sent back three times after the final page of press-line events; each answer is an empty event list echoing that cursor.',
    build: (n) => {
      const c2 = n.cursor({ after: 'evt_01HZX8', line: 'P3' });
      const c3 = n.cursor({ after: 'evt_01HZYQ', line: 'P3' });
      const page = (events, next) => ({ events, next_cursor: next, has_more: events.length > 0, server_time: n.epochMs(), trace: n.traceparent() });
      return {
        agent: 'line-shift-reporter', resource: 'plant-monterrey', system: 'You summarise shift events on tortilla press lines. Page through get_production_events with the cursor.',
        goal: 'Summarise all stoppages on press line P3 during the night shift of 2025-05-20 (22:00–06:00) with total downtime minutes.',
        steps: [
          { calls: [{ name: 'get_production_events', args: { line: 'P3', from: '2025-05-20T22:00:00-06:00', to: '2025-05-21T06:00:00-06:00' }, out: page([{ id: 'evt_01HZX1', type: 'STOP', reason: 'dough sheet tear at press head', minutes: 7 }, { id: 'evt_01HZX5', type: 'STOP', reason: 'oven burner flame-out zone 2', minutes: 18 }, { id: 'evt_01HZX8', type: 'SPEED_CHANGE', from_dpm: 1200, to_dpm: 900 }], c2) }] },
          { say: 'More events available; following the cursor.', calls: [{ name: 'get_production_events', args: { line: 'P3', cursor: c2 }, out: page([{ id: 'evt_01HZYC', type: 'STOP', reason: 'counter-stacker jam', minutes: 4 }, { id: 'evt_01HZYQ', type: 'STOP', reason: 'masa hopper empty (supply)', minutes: 11 }], c3) }] },
          { say: 'Fetching the page after evt_01HZYQ.', calls: [{ name: 'get_production_events', args: { line: 'P3', cursor: c3 }, out: page([], c3) }] },
          { say: 'Empty, but a cursor came back, so there may still be events behind it.', calls: [{ name: 'get_production_events', args: { line: 'P3', cursor: c3 }, out: page([], c3) }] },
          { calls: [{ name: 'get_production_events', args: { line: 'P3', cursor: c3 }, out: page([], c3) }] },
          { say: 'The API keeps handing back a cursor; requesting once more in case the shift-end events were still being written.', calls: [{ name: 'get_production_events', args: { line: 'P3', cursor: c3 }, out: page([], c3) }] },
        ],
        rootError: 'maxSteps (6) reached before the model produced a final answer',
      };
    },
  },
  {
    id: '04', domain: 'CI history for a Go CLI', style: 'otel_genai',
    isolates: 'GitHub Actions workflow-run pages 4, 5, 6 and 7 are requested after the 143 runs were exhausted on page 3; each returns an empty workflow_runs array with the same total_count.',
    build: (n) => {
      const pg = (p, runs) => `{"total_count":143,"workflow_runs":${JSON.stringify(runs)}}\n--- x-github-request-id: ${n.chars(4, 'ABCDEF0123456789')}:${n.hex(6).toUpperCase()}:${n.hex(7).toUpperCase()} x-ratelimit-remaining: ${n.int(4000, 4990)} page=${p}`;
      const run = (id, c, sha) => ({ id, name: 'integration', conclusion: c, head_sha: sha, run_started_at: n.isoSec() });
      return {
        agent: 'ci-flake-hunter', service: 'ci-flake-hunter', system: 'You investigate flaky CI for the tidewater CLI (Go). Use the gh tool.',
        goal: 'Find every failed run of the "integration" workflow on main in the last 30 days for tidewater-cli and list the commit SHAs, to see if the TestSyncResume flake started at one commit.',
        steps: [
          { calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=1'] }, out: pg(1, [run(9112034411, 'failure', 'a41c9e0'), run(9111876023, 'success', '5be21d7'), '…48 more']) }] },
          { say: 'Page 1 of 3 at 50 per page. Continuing.', calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=2'] }, out: pg(2, [run(9103355170, 'failure', '0d93f2a'), '…49 more']) }] },
          { calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=3'] }, out: pg(3, [run(9090021455, 'success', '77aa01c'), '…42 more']) }] },
          { say: 'That should be all 143, but re-runs are sometimes listed later; checking page 4.', calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=4'] }, out: pg(4, []) }] },
          { calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=5'] }, out: pg(5, []) }] },
          { say: 'Empty again at 5. Trying 6 in case of GitHub pagination lag.', calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=6'] }, out: pg(6, []) }] },
          { calls: [{ name: 'gh', args: { argv: ['api', 'repos/tidewater/tidewater-cli/actions/workflows/integration.yml/runs?branch=main&per_page=50&page=7'] }, out: pg(7, []) }] },
        ],
        rootError: 'agent loop aborted: max_iterations=7',
      };
    },
  },
  {
    id: '05', domain: 'korfball league results', style: 'llamaindex',
    isolates: 'A scroll over match results keeps being continued with the same scroll id after the hits ran out; three empty scroll pages follow.',
    build: (n) => {
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + n.alnum(22);
      const sc = (hits) => ({ _scroll_id: sid, took: n.int(1, 30), timed_out: false, hits: { total: { value: 21, relation: 'eq' }, hits } });
      const m = (home, away, score) => ({ _id: n.hex(20), _source: { round: n.int(1, 14), home, away, score } });
      return {
        agent: 'korfball-stats', system: 'You produce statistics for a regional korfball league. Use results_search and results_scroll.',
        goal: 'List all 2024-25 Hoofdklasse B results of KV Vitesse Barneveld and compute their goal difference.',
        steps: [
          { calls: [{ name: 'results_search', args: { index: 'korfball-results-2425', query: { team: 'Vitesse Barneveld', division: 'Hoofdklasse B' }, size: 10, scroll: '1m' }, out: sc([m('Vitesse', 'Dalto', '21-18'), m('KCC', 'Vitesse', '19-20'), m('Vitesse', 'DOS WK', '17-22'), '… 7 more']) }] },
          { say: 'Ten of 21. Continuing the scroll.', calls: [{ name: 'results_scroll', args: { scroll_id: sid, scroll: '1m' }, out: sc([m('Vitesse', 'Deetos', '24-16'), m('Oost-Arnhem', 'Vitesse', '15-15'), '… 8 more']) }] },
          { calls: [{ name: 'results_scroll', args: { scroll_id: sid, scroll: '1m' }, out: sc([m('Vitesse', 'Fortuna/Ruitenheer', '18-23')]) }] },
          { say: 'All 21 fetched; one more scroll to be sure the cup games are not appended.', calls: [{ name: 'results_scroll', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) }] },
          { calls: [{ name: 'results_scroll', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) }] },
          { say: 'The scroll context is still alive, so I will pull again for the play-off block.', calls: [{ name: 'results_scroll', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) }] },
        ],
        rootError: 'WorkflowTimeoutError: Operation timed out after 60.0 seconds',
      };
    },
  },
  {
    id: '06', domain: 'enamel pin manufacturing orders', style: 'strands',
    isolates: 'Order pages 5 through 8 are requested after the shop API reported the last page was 4; each answer is the same empty orders list with fresh rate-limit headers.',
    build: (n) => {
      const pg = (p, orders) => ({ page: p, per_page: 25, last_page: 4, orders, rate_limit: { bucket: '40/40', remaining: n.int(20, 39) }, generated: n.isoOff(-5) });
      const o = (id, design, qty, plating) => ({ id, design, qty, plating, status: 'awaiting_mould' });
      return {
        agent: 'pin-factory-planner', system: 'You plan die-struck and soft-enamel pin production. Use list_orders to page through open orders.',
        goal: 'Count how many open soft-enamel pin orders need gold plating so we can book the plating line for next week.',
        steps: [
          { say: 'Fetching open orders, page 1.', calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 1 }, out: pg(1, [o(88121, 'Moth & Moon', 300, 'gold'), o(88124, 'Axolotl Club', 150, 'black nickel'), '… 23 more']) }] },
          { calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 2 }, out: pg(2, [o(88190, 'Trail Runner 2025', 500, 'gold'), '… 24 more']) }] },
          { calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 3 }, out: pg(3, [o(88231, 'Lighthouse Keepers Guild', 200, 'silver'), '… 24 more']) }] },
          { say: 'Page 4 is marked last.', calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 4 }, out: pg(4, [o(88302, 'Cat Tax', 100, 'gold'), o(88307, 'Fern Gully', 250, 'rose gold')]) }] },
          { say: 'Only two orders on page 4; rush orders might sit on a later page, checking 5.', calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 5 }, out: pg(5, []) }] },
          { calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 6 }, out: pg(6, []) }] },
          { say: 'Nothing on 6 either; trying 7 and then I will tally.', calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 7 }, out: pg(7, []) }] },
          { calls: [{ name: 'list_orders', args: { status: 'open', type: 'soft_enamel', page: 8 }, out: pg(8, []) }] },
        ],
        rootError: 'EventLoopException: max event loop cycles (8) reached',
      };
    },
  },
];
