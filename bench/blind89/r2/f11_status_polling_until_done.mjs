import { agent, lcStep, oaiStep, smolStep, tool, llm, psql } from './lib.mjs';
export const family = 'status_polling_until_done';
// 01: dbt Cloud run polled queued->running->success, then artifacts used.
function r1(c) {
  const sys = 'You operate dbt Cloud.'; const goal = 'Run the dbt Cloud job "hourly_orders" now and report how many models it built.';
  const run = c.int(300000000, 310000000);
  const steps = [...lcStep(c, { sys, goal, call: { name: 'dbt_trigger_job', args: { job_id: 55120, cause: 'agent request' } }, result: JSON.stringify({ data: { id: run, status: 1, status_humanized: 'Queued', created_at: c.pgTs() } }) })];
  [[1, 'Queued'], [2, 'Starting'], [3, 'Running'], [3, 'Running'], [10, 'Success']].forEach(([s, h]) => steps.push(...lcStep(c, { sys, goal, call: { name: 'dbt_get_run', args: { run_id: run } }, result: JSON.stringify({ data: { id: run, status: s, status_humanized: h, in_progress: s < 10, duration_humanized: `${c.int(1, 59)} seconds`, queued_duration: `00:00:${String(c.int(1, 59)).padStart(2, '0')}`, updated_at: c.pgTs(), trigger: { id: c.int(1e8, 2e8) } } }) })));
  steps.push(...lcStep(c, { sys, goal, call: { name: 'dbt_get_artifact', args: { run_id: run, path: 'run_results.json' } }, result: JSON.stringify({ elapsed_time: 211.4, results_summary: { success: 47, error: 0, skipped: 0 } }) }), ...lcStep(c, { sys, goal, think: 'Run succeeded; 47 models built, no errors.' }));
  return { isolates: 'The run is polled through Queued, Starting, Running, Running, Success (noisy durations/timestamps) and the artifact is then read to answer 47 models.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: 'hourly_orders finished successfully and built 47 models.' }, steps) };
}
// 02: BigQuery async job polled until DONE, then results used.
function r2(c) {
  const goal = 'Compute total bytes billed by team label for last week from INFORMATION_SCHEMA and list the top 3 teams.';
  const job = c.bqjob();
  const steps = [...oaiStep(c, { call: { name: 'bq_insert_job', args: { query: "SELECT labels.value team, SUM(total_bytes_billed) b FROM `region-us`.INFORMATION_SCHEMA.JOBS, UNNEST(labels) labels WHERE labels.key='team' AND creation_time >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 7 DAY) GROUP BY 1 ORDER BY 2 DESC" } }, result: { jobReference: { jobId: job }, status: { state: 'PENDING' } } })];
  ['PENDING', 'RUNNING', 'RUNNING', 'RUNNING', 'DONE'].forEach((st, i) => steps.push(...oaiStep(c, { call: { name: 'bq_get_job', args: { jobId: job, location: 'US' } }, result: { status: { state: st }, statistics: { startTime: st !== 'PENDING' ? String(c.epochMs()) : undefined, totalSlotMs: String(c.int(1000, 90000) * (i + 1)), query: { totalBytesProcessed: st === 'DONE' ? '48213390112' : undefined } }, etag: c.b36(22) } })));
  steps.push(...oaiStep(c, { call: { name: 'bq_get_query_results', args: { jobId: job } }, result: { rows: [['growth', '912233123399'], ['ml-platform', '601120044812'], ['finance', '88123300455']], totalRows: '9' } }), ...oaiStep(c, { text: 'Top 3 by bytes billed last week: growth (912 GB), ml-platform (601 GB), finance (88 GB).' }));
  return { isolates: 'The job state goes PENDING, RUNNING x3, DONE with growing slot-ms and new etags each poll; results are fetched and summarised.', stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps, { sdk: 'openai-agents' }) };
}
// 03: Airflow DAG run triggered (backfill) and polled task states until success; then a check query.
function r3(c) {
  const goal = 'Backfill the partition 2024-07-04 of dag "daily_inventory" and confirm the inventory_snapshot table has rows for that day.';
  const steps = [smolStep(c, 1, { thought: 'Trigger the dag run.', code: "r = airflow.post('/dags/daily_inventory/dagRuns', json={'logical_date': '2024-07-04T00:00:00Z', 'dag_run_id': 'manual__backfill_20240704'})\nprint(r.json()['state'])", logs: 'queued', last: 'None' })];
  const st = [['queued', 'none'], ['running', 'extract=running'], ['running', 'extract=success transform=running'], ['running', 'transform=success load=running'], ['success', 'load=success']];
  st.forEach(([s, t], i) => steps.push(smolStep(c, i + 2, { thought: i < 4 ? 'Not finished yet, wait 60s and poll.' : 'Poll.', code: "time.sleep(60)\nr = airflow.get('/dags/daily_inventory/dagRuns/manual__backfill_20240704').json()\nprint(r['state'], r['start_date'], task_states())", logs: `${s} ${c.iso().replace('Z', '+00:00')} ${t}`, last: 'None' })));
  steps.push(smolStep(c, 7, { thought: 'Verify the table.', code: "print(pg.execute(\"select count(*) from inventory_snapshot where snapshot_date = '2024-07-04'\").fetchall())", logs: '[(18422,)]', last: 'None' }));
  return { isolates: 'A backfill DAG run is polled through queued and successive task states to success, then a count query confirms 18422 rows; each poll shows a different task state.', stagnation: false, goal, root: agent('CodeAgent.run', { task: goal }, { output: 'Backfill done: 18422 rows for 2024-07-04.' }, steps) };
}
export const scenarios = [r1, r2, r3];
