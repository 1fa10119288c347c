import { call } from './lib.mjs';
export const family = 'reading_many_similar_records';
export const loop = false;

// 01: Aider/CLI-style coding agent recorded via OpenInference: reads six dbt model files, same template, different contents.
function r01(c) {
  const goal = 'Which dbt models in models/finance still call the deprecated macro `cents_to_dollars_v1`? List them with the line numbers.';
  const kids = [];
  const files = [
    ['fct_invoices.sql', 'select\n  invoice_id,\n  {{ cents_to_dollars_v1("amount_cents") }} as amount,\n  issued_at\nfrom {{ ref("stg_invoices") }}', 3],
    ['fct_payments.sql', 'select\n  payment_id,\n  {{ cents_to_dollars("amount_cents") }} as amount,\n  paid_at\nfrom {{ ref("stg_payments") }}', 0],
    ['fct_refunds.sql', 'select\n  refund_id,\n  payment_id,\n  {{ cents_to_dollars_v1("refund_cents") }} as refund_amount,\n  {{ cents_to_dollars_v1("fee_cents") }} as fee\nfrom {{ ref("stg_refunds") }}', 4],
    ['dim_accounts.sql', 'select\n  account_id,\n  name,\n  currency\nfrom {{ ref("stg_accounts") }}', 0],
    ['agg_mrr_monthly.sql', 'select\n  date_trunc(month, period_start) as month,\n  sum({{ cents_to_dollars("mrr_cents", 4) }}) as mrr\nfrom {{ ref("fct_subscriptions") }}\ngroup by 1', 0],
    ['fct_credit_notes.sql', 'with src as (select * from {{ ref("stg_credit_notes") }})\nselect\n  credit_note_id,\n  invoice_id,\n  -- TODO migrate\n  {{ cents_to_dollars_v1("total_cents") }} as total\nfrom src', 6],
  ];
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'List the finance models.', tool_calls: [call('list_dir', { path: 'models/finance' }, 'c0')] }, { meta: { 'openinference.span.kind': 'LLM' } }));
  kids.push(c.tool('list_dir', { path: 'models/finance' }, files.map((f) => f[0]).join('\n') + '\n_finance.yml', { meta: { 'openinference.span.kind': 'TOOL' } }));
  for (const [f, body] of files) {
    kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: `Read ${f}.`, tool_calls: [call('read_file', { path: `models/finance/${f}` }, 'c_' + c.hex(6))] }, { meta: { 'openinference.span.kind': 'LLM' } }));
    kids.push(c.tool('read_file', { path: `models/finance/${f}` }, body.split('\n').map((l, i) => `${String(i + 1).padStart(4)}\t${l}`).join('\n'), { meta: { 'openinference.span.kind': 'TOOL', 'file.sha': c.hex(12) } }));
  }
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: '3 of 6 finance models still use cents_to_dollars_v1:\n- fct_invoices.sql line 3\n- fct_refunds.sql lines 4 and 5\n- fct_credit_notes.sql line 6\nfct_payments and agg_mrr_monthly already use cents_to_dollars; dim_accounts has no money columns.' }, { meta: { 'openinference.span.kind': 'LLM' } }));
  const root = c.agent('code-reviewer', { input: goal }, { output: '3 of 6 finance models …' }, kids, { meta: { 'openinference.span.kind': 'AGENT' } });
  return { isolates: 'Six dbt model files are read with the same tool and numbered-listing template, each with different contents, then the three still using the old macro are listed.', stagnation: false, goal, root };
}

// 02: LlamaIndex ReAct agent reading Airflow task logs for seven DAG runs to explain a slowdown.
function r02(c) {
  const goal = 'The `warehouse_sync` DAG got slower this week. Read the `copy_into_snowflake` logs of the last 7 runs and tell me what changed.';
  const kids = [];
  const runs = [['2024-11-04', 412, 1.1, 'XSMALL'], ['2024-11-05', 431, 1.2, 'XSMALL'], ['2024-11-06', 428, 1.2, 'XSMALL'], ['2024-11-07', 1240, 3.6, 'XSMALL'], ['2024-11-08', 1302, 3.8, 'XSMALL'], ['2024-11-09', 655, 3.7, 'MEDIUM'], ['2024-11-10', 640, 3.9, 'MEDIUM']];
  for (const [d, secs, gb, wh] of runs) {
    const args = { dag_id: 'warehouse_sync', dag_run_id: `scheduled__${d}T03:00:00+00:00`, task_id: 'copy_into_snowflake', try_number: 1 };
    kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], `Thought: Read the log for ${d}.\nAction: get_task_log\nAction Input: ${JSON.stringify(args)}`, { name: 'OpenAI.chat' }));
    kids.push(c.tool('get_task_log', args, `[${c.isoOffset()}] {taskinstance.py:1160} INFO - Starting attempt 1 of 3\n[${c.isoOffset()}] {snowflake.py:412} INFO - Running statement: COPY INTO RAW.EVENTS FROM @S3_EVENTS/${d.replace(/-/g, '/')}/ FILE_FORMAT=(TYPE=PARQUET), parameters: None\n[${c.isoOffset()}] {snowflake.py:420} INFO - Rows affected: ${Math.round(gb * 11.2e6)}\n[${c.isoOffset()}] {snowflake.py:421} INFO - Snowflake query id: ${c.sfQid()}\n[${c.isoOffset()}] {copy.py:88} INFO - files_loaded=${Math.round(gb * 96)} bytes=${Math.round(gb * 1073741824)} warehouse=SYNC_WH size=${wh}\n[${c.isoOffset()}] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=warehouse_sync, task_id=copy_into_snowflake, run_id=scheduled__${d}T03:00:00+00:00, execution_date=${d.replace(/-/g, '')}T030000, start_date=, end_date=, duration=${secs}.${c.int(10, 99)}`));
  }
  kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], 'Thought: I can answer without using any more tools.\nAnswer: From 2024-11-07 the daily input tripled (1.1-1.2 GB -> 3.6-3.9 GB, ~40M rows, about 3x the files), so copy_into_snowflake went from ~420 s to ~1,270 s on XSMALL. On 2024-11-09 SYNC_WH was resized to MEDIUM, which brought it back to ~650 s. The volume jump is the change; check what started emitting 3x events on 11-07.', { name: 'OpenAI.chat' }));
  const root = c.agent('ReActAgent', { input: goal }, { response: 'From 2024-11-07 the daily input tripled …' }, kids, { meta: { framework: 'llama-index' } });
  return { isolates: 'Seven Airflow task logs with the same template but different volumes, durations and warehouse sizes are read in turn, then the change point is explained.', stagnation: false, goal, root };
}

// 03: Jupyter agent profiling six store CSV files with the same describe() template.
function r03(c) {
  const goal = 'We received six store sales exports (store_*.csv). Profile each and tell me which ones have data problems before we merge them.';
  const kids = []; let ec = c.int(2, 8);
  const cell = (text, code, out) => { kids.push(c.llm('claude-3-5-haiku-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text }, { type: 'tool_use', name: 'execute', input: { code } }] })); kids.push(c.tool('execute', { code }, { execution_count: ++ec, status: 'ok', outputs: [{ output_type: 'stream', name: 'stdout', text: out }] })); };
  cell('List files.', "import glob; print(sorted(glob.glob('exports/store_*.csv')))", "['exports/store_berlin.csv', 'exports/store_hamburg.csv', 'exports/store_koeln.csv', 'exports/store_leipzig.csv', 'exports/store_muenchen.csv', 'exports/store_stuttgart.csv']");
  const stores = [
    ['berlin', 30412, '2024-01-01', '2024-06-30', 0, 18.40, 0],
    ['hamburg', 27780, '2024-01-01', '2024-06-30', 0, 17.95, 0],
    ['koeln', 26101, '2024-01-01', '2024-05-31', 0, 18.10, 0],
    ['leipzig', 14090, '2024-01-01', '2024-06-30', 1822, 17.60, 0],
    ['muenchen', 31877, '2024-01-01', '2024-06-30', 0, 1862.0, 0],
    ['stuttgart', 22410, '2024-01-01', '2024-06-30', 0, 18.72, 412],
  ];
  for (const [s, n, a, b, nulls, mean, dups] of stores) {
    cell(`Profile ${s}.`, `d = pd.read_csv('exports/store_${s}.csv', parse_dates=['sold_at'])\nprint(len(d), d.sold_at.min().date(), d.sold_at.max().date(), d.net_eur.isna().sum(), round(d.net_eur.mean(), 2), d.duplicated('receipt_id').sum())`, `${n} ${a} ${b} ${nulls} ${mean} ${dups}`);
  }
  kids.push(c.llm('claude-3-5-haiku-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'Problems: koeln ends 2024-05-31 (June missing); leipzig has 1,822 null net_eur; muenchen mean 1,862 vs ~18 elsewhere, so amounts are in cents; stuttgart has 412 duplicate receipt_ids. berlin and hamburg look clean.' }] }));
  const root = c.agent('notebook-agent', { goal }, { output: 'Problems: koeln …' }, kids, { meta: { notebook: 'intake/store_exports.ipynb', kernel_id: c.uuid() } });
  return { isolates: 'Six store CSVs are profiled with the same one-line template and each gives different figures, revealing four distinct problems that are summarised.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
