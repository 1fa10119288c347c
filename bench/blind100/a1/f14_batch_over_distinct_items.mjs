import { call } from './lib.mjs';
export const family = 'batch_over_distinct_items';
export const loop = false;

// 01: LangChain agent filling a Google Sheet region by region (one query + one cell write per region).
function r01(c) {
  const goal = 'Fill column C ("Q3 net revenue") of the "Regional board pack" sheet with the Q3 2024 net revenue per region from Snowflake.';
  const kids = []; const sid = '1' + c.b36(43);
  const regions = [['APAC', 3, 4121880.4], ['EMEA', 4, 7710452.15], ['LATAM', 5, 1309277.0], ['NA-East', 6, 9022310.9], ['NA-West', 7, 6650118.35], ['ANZ', 8, 988004.6]];
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Read the region labels in column A.', tool_calls: [call('sheets_get', { range: 'Board!A3:A8' }, 'c0')] }));
  kids.push(c.tool('sheets_get', { spreadsheetId: sid, range: 'Board!A3:A8' }, { range: 'Board!A3:A8', values: regions.map((r) => [r[0]]) }));
  for (const [reg, row, v] of regions) {
    const q = `SELECT ROUND(SUM(NET_AMOUNT_USD), 2) FROM FIN.MARTS.FCT_REVENUE WHERE REGION = '${reg}' AND FISCAL_QUARTER = '2024-Q3'`;
    kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: `Query Q3 net revenue for ${reg}, then write it to C${row}.`, tool_calls: [call('snowflake_query', { sql: q }, 'c' + row)] }));
    kids.push(c.tool('snowflake_query', { sql: q }, { query_id: c.sfQid(), rowcount: 1, columns: [{ name: 'ROUND(SUM(NET_AMOUNT_USD), 2)', type: 'NUMBER(38,2)' }], rows: [[v]], warehouse: 'FIN_WH_S', elapsed: `${c.ms(180, 1400)}ms` }));
    kids.push(c.tool('sheets_update', { spreadsheetId: sid, range: `Board!C${row}`, valueInputOption: 'RAW', values: [[v]] }, { spreadsheetId: sid, updatedRange: `Board!C${row}`, updatedRows: 1, updatedColumns: 1, updatedCells: 1 }));
  }
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Column C filled: APAC $4.12M, EMEA $7.71M, LATAM $1.31M, NA-East $9.02M, NA-West $6.65M, ANZ $0.99M (total $29.80M).' }));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Column C filled ...' }, kids, { type: 'chain' });
  return { isolates: 'Six regions are queried and written one cell each; every write answers the same updatedCells 1 acknowledgement but each query returns a different figure, then a total is given.', stagnation: false, goal, root };
}

// 02: Dagster-aware agent launching one backfill partition per tenant (identical "QUEUED" acks), OpenInference style.
function r02(c) {
  const goal = 'Launch the `tenant_usage_rollup` asset backfill for 2024-11-30 for the seven enterprise tenants listed in tenants.yaml.';
  const kids = [];
  kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'Read tenants.yaml.' }, { type: 'tool_use', name: 'read_file', input: { path: 'config/tenants.yaml' } }] }));
  const tenants = ['acme-corp', 'globex', 'initech', 'umbrella', 'hooli', 'stark-ind', 'wayne-ent'];
  kids.push(c.tool('read_file', { path: 'config/tenants.yaml' }, 'enterprise:\n' + tenants.map((t) => `  - id: ${t}\n    region: ${c.pick(['us', 'eu'])}`).join('\n')));
  for (const t of tenants) {
    const input = { query: 'mutation LaunchBackfill($p: LaunchBackfillParams!) { launchPartitionBackfill(backfillParams: $p) { __typename ... on LaunchBackfillSuccess { backfillId } } }', variables: { p: { partitionNames: [`${t}|2024-11-30`], assetSelection: [{ path: ['tenant_usage_rollup'] }], tags: [{ key: 'requested_by', value: 'agent' }] } } };
    kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: `Launching the 2024-11-30 partition for ${t}.` }, { type: 'tool_use', name: 'dagster_graphql', input }] }, { meta: { 'openinference.span.kind': 'LLM' } }));
    kids.push(c.tool('dagster_graphql', input, { data: { launchPartitionBackfill: { __typename: 'LaunchBackfillSuccess', backfillId: c.b36(8) } }, status: 'QUEUED' }, { meta: { 'openinference.span.kind': 'TOOL' } }));
  }
  kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'All seven tenant partitions (acme-corp, globex, initech, umbrella, hooli, stark-ind, wayne-ent) for 2024-11-30 are queued as separate backfills.' }] }));
  const root = c.agent('ops-agent', { input: goal }, { output: 'All seven tenant partitions ... queued' }, kids, { meta: { 'openinference.span.kind': 'AGENT' } });
  return { isolates: 'Seven distinct tenant partitions are launched with the same QUEUED acknowledgement and one templated sentence each, then the agent finishes.', stagnation: false, goal, root };
}

// 03: AutoGen-style Metabase cleanup: archive each stale card (identical 200 acks), then report.
function r03(c) {
  const goal = 'Archive every Metabase question in the "Sandbox - Q1 experiments" collection that has not been viewed since 2024-01-01.';
  const kids = [];
  const say = (text, fc) => kids.push(c.llm('gpt-4-turbo', [{ role: 'user', content: goal }], { content: text, function_call: fc }, { name: 'bi_admin' }));
  say('Find the collection and its items.', { name: 'metabase_api', arguments: '{"method":"GET","path":"/api/collection/412/items?models=card"}' });
  const cards = [[9011, 'Funnel test A/B (old)', '2023-11-02'], [9014, 'Promo CTR draft', '2023-12-19'], [9020, 'Basket size v3', '2023-10-07'], [9033, 'Cohort test – weekly', '2023-09-30'], [9041, 'Search zero results', '2023-12-01'], [9052, 'Pricing sandbox', '2024-02-14']];
  kids.push(c.tool('metabase_api', { method: 'GET', path: '/api/collection/412/items?models=card' }, { total: 6, data: cards.map(([id, name, lv]) => ({ id, name, model: 'card', last_viewed_at: `${lv}T${c.hms()}.${c.int(100, 999)}Z`, 'last-edit-info': { email: c.pick(['t.kim@acme.io', 'l.ruiz@acme.io']), timestamp: c.isoNoMs() } })), models: ['card'] }, { meta: { executor: 'user_proxy' } }));
  for (const [id, name, lv] of cards.filter((x) => x[2] < '2024-01-01')) {
    say(`Archiving card ${id} ("${name}"), last viewed ${lv}.`, { name: 'metabase_api', arguments: JSON.stringify({ method: 'PUT', path: `/api/card/${id}`, body: { archived: true } }) });
    kids.push(c.tool('metabase_api', { method: 'PUT', path: `/api/card/${id}`, body: { archived: true } }, { status: 200, body: { id, archived: true, updated_at: c.isoNoMs() }, headers: { 'x-request-id': c.uuid(), date: c.httpDate() } }, { meta: { executor: 'user_proxy' } }));
  }
  say('Check what remains in the collection.', { name: 'metabase_api', arguments: '{"method":"GET","path":"/api/collection/412/items?models=card"}' });
  kids.push(c.tool('metabase_api', { method: 'GET', path: '/api/collection/412/items?models=card' }, { total: 1, data: [{ id: 9052, name: 'Pricing sandbox', model: 'card' }], models: ['card'] }, { meta: { executor: 'user_proxy' } }));
  say('Archived 5 cards (9011, 9014, 9020, 9033, 9041). Kept 9052 "Pricing sandbox" because it was viewed on 2024-02-14. TERMINATE', null);
  const root = c.agent('GroupChat', { message: goal }, { summary: 'Archived 5 cards, kept 9052' }, kids, { meta: { framework: 'autogen', max_round: 20 } });
  return { isolates: 'Five distinct stale Metabase cards are archived one by one with identical 200 acknowledgements and a templated sentence each, one card is kept, then the run ends.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
