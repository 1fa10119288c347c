import { ctx, call, L, T, A, row } from './lib.mjs';
export const FAMILY = 'paged_listing_complete';
export const LOOP = false, STAG = false;
const F = FAMILY;
function mk(n, style, goal, isol, tool, pages, final) {
  const c = ctx(`${F}-0${n}`, style, goal);
  const ch = []; let cur = null;
  pages.forEach((items, i) => {
    const k = call(c, tool, cur ? { cursor: cur, limit: items.length || 50 } : { limit: 50 });
    ch.push(L(c, { text: i ? `Got ${pages[i - 1].length} more; fetching the next page.` : null, calls: [k] }));
    cur = i < pages.length - 1 ? c.cursor() : null;
    ch.push(T(c, k, { items, next_cursor: cur, has_more: !!cur, request_id: c.req('req'), served_by: c.host('api') }));
  });
  ch.push(L(c, { text: final }));
  return row(F, n, isol, LOOP, STAG, goal, A(c, ch, final));
}
export const rows = [
  () => mk(1, 'vercel', 'Produce the current standings table for the Thursday foosball league from the results API.', 'Three pages of distinct match results, then has_more=false and a standings summary.', 'listResults', [[{ m: 101, w: 'Spinners', l: 'Rods' }, { m: 102, w: 'Goalies', l: 'Bar' }], [{ m: 103, w: 'Spinners', l: 'Goalies' }, { m: 104, w: 'Rods', l: 'Bar' }], [{ m: 105, w: 'Spinners', l: 'Bar' }]], 'Standings: Spinners 3-0, Goalies 1-1, Rods 1-1, Bar 0-3.'),
  () => mk(2, 'gemini', 'Count lichen records of Lobaria pulmonaria from the county biodiversity API for the 2024 survey season.', 'Cursor pages each return new lichen records until next_cursor is null; the agent totals them.', 'get_records', [[{ id: 'LR-881', grid: 'NM4821' }, { id: 'LR-882', grid: 'NM4822' }, { id: 'LR-890', grid: 'NM5020' }], [{ id: 'LR-905', grid: 'NM5123' }, { id: 'LR-911', grid: 'NM5124' }], [{ id: 'LR-930', grid: 'NM5530' }]], '6 Lobaria pulmonaria records in 2024 across 6 grid squares.'),
  () => mk(3, 'oi', 'List every failed Airflow run of the `nightly_ledger_load` DAG in May and group by failing task.', 'Paged DAG-run listing with new runs per page until the end, then a grouped summary.', 'airflow_list_dag_runs', [[{ run_id: 'scheduled__2025-05-03', failed_task: 'extract_pos' }, { run_id: 'scheduled__2025-05-09', failed_task: 'load_gl' }], [{ run_id: 'scheduled__2025-05-17', failed_task: 'extract_pos' }], [{ run_id: 'scheduled__2025-05-28', failed_task: 'extract_pos' }]], '4 failed runs in May: extract_pos x3, load_gl x1.'),
  () => mk(4, 'autogen', 'Pull the reverse-osmosis membrane alarm history for train RO-2 at the desalination plant for the last 7 days and summarise.', 'Alarm history is fetched page by page with new alarms each time until the last page.', 'historian_alarms', [[{ t: 'Mon 03:12', tag: 'RO2.DP_HIGH' }, { t: 'Mon 09:40', tag: 'RO2.COND_PERM' }], [{ t: 'Wed 22:05', tag: 'RO2.DP_HIGH' }, { t: 'Thu 01:18', tag: 'RO2.DP_HIGH' }], [{ t: 'Sat 14:50', tag: 'RO2.CIP_DUE' }]], '5 alarms on RO-2; differential pressure high 3 times, suggest CIP.'),
  () => mk(5, 'responses', 'List all Elasticsearch indices older than 90 days on the logging cluster so they can be snapshotted and deleted.', 'A scroll-style listing returns different indices per page until the end.', 'es_cat_indices', [[{ index: 'logs-2025.01.02', size: '41gb' }, { index: 'logs-2025.01.03', size: '39gb' }], [{ index: 'logs-2025.01.04', size: '44gb' }, { index: 'logs-2025.01.05', size: '38gb' }]], '4 indices older than 90 days (162 GB) listed for snapshot.'),
  () => mk(6, 'griptape', 'Produce a cask inventory for the rum distillery (ex-bourbon barrels only) with total litres.', 'Warehouse pages add new casks until the end; then a total.', 'WarehouseApi.list_casks', [[{ cask: 'RB-0012', l: 188 }, { cask: 'RB-0013', l: 191 }], [{ cask: 'RB-0040', l: 176 }, { cask: 'RB-0041', l: 183 }], [{ cask: 'RB-0077', l: 190 }]], '5 ex-bourbon casks, 928 litres in total.'),
];
