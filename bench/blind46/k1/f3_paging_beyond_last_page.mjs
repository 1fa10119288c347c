import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: paging_beyond_last_page — the page/offset/cursor keeps advancing past the end; every answer is the same empty page.
export const family = 'paging_beyond_last_page';

function r01(id) {
  const R = makeRng(id); const S = recorder('langfuse', R, 'gpt-4o-mini');
  const goal = 'List every Bohemian crystal prism (type "pendeloque") in stock at the chandelier restoration workshop so we can quote the Assembly Rooms chandelier repair.';
  const m = [sys('Workshop inventory assistant. Tool: inventory_list(page, per_page, type).'), user(goal)];
  const ch = [];
  const items1 = [['PR-101', '63mm', 14], ['PR-102', '76mm', 9], ['PR-110', '89mm', 22]];
  const items2 = [['PR-118', '102mm', 4], ['PR-121', '114mm', 2]];
  ch.push(...step(S, m, { text: 'Listing page 1.', calls: [{ name: 'inventory_list', args: { type: 'pendeloque', page: 1, per_page: 3 } }] }, [{ page: 1, per_page: 3, items: items1.map(([sku, len, q]) => ({ sku, length: len, qty: q, bin: 'C-' + R.int(1, 40) })) }]));
  ch.push(...step(S, m, { text: 'Page 2.', calls: [{ name: 'inventory_list', args: { type: 'pendeloque', page: 2, per_page: 3 } }] }, [{ page: 2, per_page: 3, items: items2.map(([sku, len, q]) => ({ sku, length: len, qty: q, bin: 'C-' + R.int(1, 40) })) }]));
  for (let p = 3; p <= 7; p++) ch.push(...step(S, m, { text: `Page ${p}.`, calls: [{ name: 'inventory_list', args: { type: 'pendeloque', page: p, per_page: 3 } }] }, [{ page: p, per_page: 3, items: [] }]));
  return { isolates: 'After the short second page (2 of 3 items) the agent keeps asking for pages 3 to 7, each an identical empty list; no quote is produced.', goal,
    root: S.agent('inventory-trace', { input: goal }, null, ch) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('weave', R, 'gpt-4o');
  const goal = 'Export all storm-chasing tour bookings for the May "Tornado Alley 7-day" departures to a CSV for the insurer.';
  const m = [sys('Tour ops assistant. Tools: bookings_search(offset, limit), write_csv.'), user(goal)];
  const ch = [];
  const mk = (n) => Array.from({ length: n }, () => ({ booking: 'TA7-' + R.int(1000, 9999), guests: R.int(1, 3), departure: R.pick(['2025-05-04', '2025-05-11', '2025-05-18']) }));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'bookings_search', args: { tour: 'TA7', month: '2025-05', offset: 0, limit: 4 } }] }, [{ total: 6, offset: 0, data: mk(4) }]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'bookings_search', args: { tour: 'TA7', month: '2025-05', offset: 4, limit: 4 } }] }, [{ total: 6, offset: 4, data: mk(2) }]));
  for (const off of [8, 12, 16, 20]) ch.push(...step(S, m, { text: null, calls: [{ name: 'bookings_search', args: { tour: 'TA7', month: '2025-05', offset: off, limit: 4 } }] }, [{ total: 6, offset: off, data: [] }]));
  return { isolates: 'The search says total 6 and returns all six by offset 4, yet the agent keeps stepping the offset (8, 12, 16, 20) and gets the same empty data array; the CSV is never written.', goal,
    root: S.agent('TourOpsAgent', { goal }, null, ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('mlflow', R, 'gpt-4o-mini');
  const goal = 'Collect all clean-in-place (CIP) cycle records for yogurt fermenter tank FT-3 from last week and flag any cycle where caustic temperature fell below 75 C.';
  const m = [sys('Dairy plant QA assistant. Tool: cip_history(tank, since, cursor).'), user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'cip_history', args: { tank: 'FT-3', since: '2025-02-10' } }] }, [{ records: [{ cycle: 'CIP-8812', caustic_c: 78.2, minutes: 42 }, { cycle: 'CIP-8820', caustic_c: 77.9, minutes: 41 }, { cycle: 'CIP-8831', caustic_c: 74.1, minutes: 44 }], next_cursor: 'eyJwIjoyfQ==' }]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'cip_history', args: { tank: 'FT-3', since: '2025-02-10', cursor: 'eyJwIjoyfQ==' } }] }, [{ records: [{ cycle: 'CIP-8840', caustic_c: 79.0, minutes: 40 }], next_cursor: 'eyJwIjozfQ==' }]));
  for (let i = 0; i < 4; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'cip_history', args: { tank: 'FT-3', since: '2025-02-10', cursor: 'eyJwIjozfQ==' } }] }, [{ records: [], next_cursor: 'eyJwIjozfQ==' }]));
  return { isolates: 'The same next_cursor is re-sent four times and each answer is an empty record list echoing that cursor; the low-temperature cycle is never flagged.', goal,
    root: S.agent('cip_review', { goal }, null, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('autogen', R, 'gpt-4o');
  const goal = 'Pull the list of confirmed steel-drum band gigs for the carnival season so the band manager can assign pan players.';
  const ch = [];
  const m = [sys('You are the bookings assistant.'), user(goal)];
  ch.push(...step(S, m, { text: 'Fetching gigs page 1.', calls: [{ name: 'list_gigs', args: { status: 'confirmed', season: 'carnival-2025', page: 1 } }] },
    ['HTTP/1.1 200 OK\nLink: <https://api.bookings.example/gigs?page=2>; rel="next"\n\n[{"gig":"G-301","venue":"Queen\'s Park Savannah","date":"2025-02-28"},{"gig":"G-305","venue":"Harbour Hotel","date":"2025-03-01"}]']));
  ch.push(...step(S, m, { text: 'Page 2.', calls: [{ name: 'list_gigs', args: { status: 'confirmed', season: 'carnival-2025', page: 2 } }] },
    ['HTTP/1.1 200 OK\n\n[{"gig":"G-311","venue":"Town Square stage","date":"2025-03-03"}]']));
  for (let p = 3; p <= 6; p++) ch.push(...step(S, m, { text: p === 3 ? 'Checking page 3 for more.' : `Checking page ${p}.`, calls: [{ name: 'list_gigs', args: { status: 'confirmed', season: 'carnival-2025', page: p } }] }, ['HTTP/1.1 200 OK\n\n[]']));
  return { isolates: 'Page 2 has no rel="next" link, but the AutoGen assistant keeps requesting pages 3 to 6, each an empty JSON array; players are never assigned.', goal,
    root: S.agent('RoundRobinGroupChat', { task: goal }, { stop_reason: 'Maximum number of turns 12 reached.' }, ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('strands', R, 'us.anthropic.claude-3-7-sonnet-20250219-v1:0');
  const goal = 'Gather all food-vendor applications for the beach kite festival and count how many need a gas safety certificate.';
  const m = [user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: 'Scrolling the applications index.', calls: [{ name: 'applications_scroll', args: { index: 'kitefest-vendors', category: 'food', scroll: '1m' } }] }, [{ _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4', hits: { total: 4, hits: [{ vendor: 'Crepes du Vent', gas: true }, { vendor: 'Tidal Tacos', gas: true }, { vendor: 'Salt & Sugar Donuts', gas: false }] } }]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'applications_scroll', args: { scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4', scroll: '1m' } }] }, [{ _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4', hits: { total: 4, hits: [{ vendor: 'Kite Hill Coffee Cart', gas: false }] } }]));
  for (let i = 0; i < 4; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'applications_scroll', args: { scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4', scroll: '1m' } }] }, [{ _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4', hits: { total: 4, hits: [] } }]));
  return { isolates: 'All four applications arrive in two scroll batches; the agent re-sends the same scroll id four more times and gets the same empty hits; the count is never reported.', goal,
    root: S.agent('kitefest_agent', { prompt: goal }, null, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('plain', R, 'gpt-4o');
  const goal = 'Find every failed run of the nightly "insole_scan_ingest" Airflow DAG at the orthotics lab in the past 30 days and summarise the causes.';
  const m = [sys('Data platform assistant. Tool: airflow_api.'), user(goal)];
  const ch = [];
  const runs = [['scheduled__2025-04-02T02:00:00+00:00', 'failed'], ['scheduled__2025-04-09T02:00:00+00:00', 'failed'], ['scheduled__2025-04-17T02:00:00+00:00', 'failed']];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'airflow_api', args: { method: 'GET', path: '/api/v1/dags/insole_scan_ingest/dagRuns', params: { state: 'failed', limit: 2, offset: 0 } } }] }, [JSON.stringify({ dag_runs: runs.slice(0, 2).map(([r, s]) => ({ dag_run_id: r, state: s })), total_entries: 3 })]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'airflow_api', args: { method: 'GET', path: '/api/v1/dags/insole_scan_ingest/dagRuns', params: { state: 'failed', limit: 2, offset: 2 } } }] }, [JSON.stringify({ dag_runs: runs.slice(2).map(([r, s]) => ({ dag_run_id: r, state: s })), total_entries: 3 })]));
  for (const off of [4, 6, 8]) ch.push(...step(S, m, { text: null, calls: [{ name: 'airflow_api', args: { method: 'GET', path: '/api/v1/dags/insole_scan_ingest/dagRuns', params: { state: 'failed', limit: 2, offset: off } } }] }, [JSON.stringify({ dag_runs: [], total_entries: 3 })]));
  return { isolates: 'Plain message-level trace: with total_entries 3 already fetched, offsets 4, 6 and 8 each return the same empty dag_runs; no causes are summarised.', goal,
    root: S.agent('chat-session', { messages: m }, null, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
