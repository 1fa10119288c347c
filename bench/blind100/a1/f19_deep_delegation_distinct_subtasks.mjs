import { call } from './lib.mjs';
export const family = 'deep_delegation_distinct_subtasks';
export const loop = false;

// 01: OpenAI Agents SDK agents-as-tools, four levels, each a narrower different sub-task.
function r01(c) {
  const goal = 'Why did net revenue on 2024-08-12 come in 9% below forecast? Give me the cause with numbers.';
  const gen = (model, text, calls = []) => c.llm(model, [{ role: 'user', content: '…' }], { output_text: text, tool_calls: calls }, { name: 'generation' });
  const fn = (name, args, out, kids = []) => c.tool(name, JSON.stringify(args), typeof out === 'string' ? out : JSON.stringify(out), { type: 'function', children: kids });
  // level 4: query runner
  const runner = c.agent('Query Runner', { input: 'Run: refunds by reason for 2024-08-12 vs trailing 28-day daily average' }, { final_output: 'damaged_in_transit 412 refunds / $61,220 vs avg 38 / $5,410; other reasons within ±10%.' }, [
    gen('gpt-4.1-mini', '', [call('bq_query', { sql: 'SELECT reason, ... FROM `shop.fin.refunds` ...' }, 'fc_q')]),
    fn('bq_query', { sql: "SELECT reason, COUNTIF(DATE(refunded_at)='2024-08-12') d, SUM(IF(DATE(refunded_at)='2024-08-12', amount, 0)) amt, COUNTIF(DATE(refunded_at) BETWEEN '2024-07-15' AND '2024-08-11')/28 avg_d FROM `shop.fin.refunds` GROUP BY 1 ORDER BY amt DESC" }, { jobReference: { projectId: 'shop', jobId: c.bqJob(), location: 'US' }, totalBytesProcessed: String(c.bytes(1e7, 9e8)), rows: [{ reason: 'damaged_in_transit', d: 412, amt: 61220.4, avg_d: 38.2 }, { reason: 'wrong_size', d: 221, amt: 9870.0, avg_d: 214.9 }, { reason: 'changed_mind', d: 140, amt: 7310.5, avg_d: 133.0 }] }),
    gen('gpt-4.1-mini', 'damaged_in_transit 412 refunds / $61,220 vs avg 38 / $5,410; other reasons within ±10%.'),
  ]);
  // level 3: refund analyst
  const refunds = c.agent('Refund Analyst', { input: 'Net revenue dipped on 2024-08-12 because refunds spiked. Which refund reason drove it?' }, { final_output: 'Driver: damaged_in_transit refunds ($61.2k vs $5.4k typical), concentrated in carrier ParcelCo (388 of 412).' }, [
    gen('gpt-4.1', '', [call('query_runner', { input: 'Run: refunds by reason for 2024-08-12 vs trailing 28-day daily average' }, 'fc_r')]),
    fn('query_runner', { input: 'refunds by reason' }, 'damaged_in_transit 412 refunds / $61,220 vs avg 38 / $5,410', [runner]),
    gen('gpt-4.1', '', [call('bq_query', { sql: "SELECT carrier, COUNT(*) FROM `shop.fin.refunds` r JOIN `shop.ops.shipments` s USING (order_id) WHERE reason='damaged_in_transit' AND DATE(refunded_at)='2024-08-12' GROUP BY 1" }, 'fc_c')]),
    fn('bq_query', { sql: '…carrier split…' }, { jobReference: { jobId: c.bqJob() }, rows: [{ carrier: 'ParcelCo', n: 388 }, { carrier: 'FastShip', n: 24 }] }),
    gen('gpt-4.1', 'Driver: damaged_in_transit refunds ($61.2k vs $5.4k typical), concentrated in carrier ParcelCo (388 of 412).'),
  ]);
  // level 2: revenue decomposer
  const decomp = c.agent('Revenue Decomposer', { input: 'Decompose the 2024-08-12 net revenue gap into gross sales, discounts and refunds.' }, { final_output: 'Gross sales on forecast (-0.8%); discounts normal; refunds +$64.1k above normal explain ~88% of the $72.9k gap. Refund driver: damaged_in_transit via ParcelCo.' }, [
    gen('gpt-4.1', '', [call('bq_query', { sql: "SELECT SUM(gross), SUM(discount), SUM(refunds), ANY_VALUE(forecast_net) FROM `shop.fin.daily_net` WHERE day='2024-08-12'" }, 'fc_d')]),
    fn('bq_query', { sql: '…daily_net…' }, { jobReference: { jobId: c.bqJob() }, rows: [{ gross: 842110.0, discount: 61220.0, refunds: 98420.2, forecast_net: 755300.0, net: 682469.8 }] }),
    gen('gpt-4.1', '', [call('refund_analyst', { input: 'Net revenue dipped on 2024-08-12 because refunds spiked. Which refund reason drove it?' }, 'fc_ra')]),
    fn('refund_analyst', { input: 'which refund reason' }, 'Driver: damaged_in_transit refunds ($61.2k vs $5.4k typical), ParcelCo 388 of 412.', [refunds]),
    gen('gpt-4.1', 'Gross sales on forecast (-0.8%); discounts normal; refunds +$64.1k above normal explain ~88% of the $72.9k gap.'),
  ]);
  const kids = [gen('gpt-4.1', '', [call('revenue_decomposer', { input: 'Decompose the 2024-08-12 net revenue gap into gross sales, discounts and refunds.' }, 'fc_top')]), fn('revenue_decomposer', { input: 'decompose gap' }, 'Refunds +$64.1k explain ~88% of the gap …', [decomp]), gen('gpt-4.1', 'Net revenue was $682.5k vs $755.3k forecast (-9.6%). Gross sales were on plan; the gap is refunds: 412 damaged_in_transit refunds ($61.2k, 10x normal), 388 of them shipped by ParcelCo. Raise it with ParcelCo and check the 2024-08-09 linehaul.')];
  const root = c.agent('Revenue Investigator', { input: goal }, { final_output: 'Net revenue was $682.5k vs $755.3k …' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32) } });
  return { isolates: 'Four nested agents each take a narrower, different sub-task (decompose gap, find refund reason, run the refund query) and results flow back up to a final cause with numbers.', stagnation: false, goal, root };
}

// 02: LangGraph nested subgraphs for a pipeline incident: lead -> airflow agent -> log agent -> schema agent.
function r02(c) {
  const goal = 'The `inventory_snapshot` Dagster/Airflow pipeline failed last night; find the root cause and propose the fix.';
  const node = (name, kids, out) => c.span('chain', name, { messages: '[…]' }, out, kids, { meta: { langgraph_node: name, langgraph_checkpoint_ns: `${name}:${c.uuid()}` } });
  const L = (text, calls = []) => c.llm('gpt-4o', [{ role: 'user', content: '…' }], { content: text, tool_calls: calls });
  const schema = node('schema_agent', [
    L('Compare the source table columns with what the loader expects.', [call('pg_query', { sql: "SELECT column_name, data_type FROM information_schema.columns WHERE table_name='stock_levels' ORDER BY ordinal_position" }, 'c1')]),
    c.tool('pg_query', { sql: "SELECT column_name, data_type FROM information_schema.columns WHERE table_name='stock_levels'" }, { rows: [['sku', 'text'], ['warehouse_id', 'integer'], ['qty_on_hand', 'integer'], ['updated_at', 'timestamp with time zone']], rowCount: 4, command: 'SELECT' }),
    c.tool('git_log', { path: 'erp/migrations', n: 2 }, `commit ${c.sha()}\nDate:   ${c.httpDate()}\n    rename stock_levels.on_hand -> qty_on_hand (ERP-2231)`),
    L('Column on_hand was renamed to qty_on_hand by ERP migration ERP-2231 yesterday.'),
  ], { result: 'on_hand renamed to qty_on_hand (ERP-2231)' });
  const logs = node('log_agent', [
    L('Read the failed try log of extract_stock.', [call('airflow_task_log', { dag_id: 'inventory_snapshot', task_id: 'extract_stock', try_number: 2 }, 'c2')]),
    c.tool('airflow_task_log', { dag_id: 'inventory_snapshot', task_id: 'extract_stock', try_number: 2 }, `[${c.isoOffset()}] {taskinstance.py:2905} ERROR - Task failed with exception\npsycopg2.errors.UndefinedColumn: column "on_hand" does not exist\nLINE 1: SELECT sku, warehouse_id, on_hand, updated_at FROM stock_lev...\n[${c.isoOffset()}] {taskinstance.py:1206} INFO - Marking task as FAILED. dag_id=inventory_snapshot, task_id=extract_stock, run_id=scheduled__2024-09-18T01:00:00+00:00, execution_date=20240918T010000, start_date=20240918T010412, end_date=20240918T010415`),
    L('The query references on_hand which no longer exists. Ask schema_agent to check what changed in stock_levels.'),
    schema,
  ], { result: 'UndefinedColumn on_hand; renamed to qty_on_hand' });
  const af = node('airflow_agent', [
    L('Find the failed task in last night\'s run.', [call('airflow_list_task_instances', { dag_id: 'inventory_snapshot', dag_run_id: 'scheduled__2024-09-18T01:00:00+00:00' }, 'c3')]),
    c.tool('airflow_list_task_instances', { dag_id: 'inventory_snapshot', dag_run_id: 'scheduled__2024-09-18T01:00:00+00:00' }, { task_instances: [{ task_id: 'extract_stock', state: 'failed', try_number: 2 }, { task_id: 'load_snapshot', state: 'upstream_failed', try_number: 0 }, { task_id: 'refresh_bi', state: 'upstream_failed', try_number: 0 }], total_entries: 3 }),
    L('extract_stock failed after 2 tries. Ask log_agent for the error in try 2.'),
    logs,
  ], { result: 'extract_stock failed: on_hand renamed to qty_on_hand' });
  const kids = [L('Ask airflow_agent which task failed and why.'), af, L('Root cause: ERP migration ERP-2231 renamed stock_levels.on_hand to qty_on_hand; extract_stock still selects on_hand (UndefinedColumn), so load_snapshot and refresh_bi were skipped. Fix: select qty_on_hand AS on_hand in extract_stock.sql, then clear extract_stock for the 2024-09-18 run.')];
  const root = c.agent('incident_lead', { messages: [{ role: 'user', content: goal }] }, { messages: ['…', 'Root cause: ERP migration ERP-2231 …'] }, kids, { meta: { thread_id: c.uuid(), framework: 'langgraph' } });
  return { isolates: 'An incident lead hands down progressively narrower different sub-tasks (which task failed, what the log says, what changed in the schema) three levels deep; results return and a fix is proposed.', stagnation: false, goal, root };
}

// 03: smolagents managed agents for a spreadsheet: manager -> sheet_agent -> formula_agent -> validator.
function r03(c) {
  const goal = 'Add a "Margin %" column to the Excel sheet Products (Graph API) and highlight rows below 20%.';
  const step = (model, thought, code, obs, child) => c.span('chain', 'Step', { code }, { observations: obs }, [c.llm(model, [{ role: 'user', content: '…' }], `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`), c.tool('python_interpreter', { code }, obs, { children: child ? [child] : [] })]);
  const validator = c.agent('validator', { task: 'Check Products!F2:F5 values against price and cost in C and D.' }, { final_answer: 'F2:F5 correct: 41.7%, 18.2%, 35.0%, 12.5%.' }, [
    step('gpt-4o-mini', 'Read C2:F5 and recompute.', "r = excel.get_range('Products', 'C2:F5')\nprint(r['values'])", "[[24.0, 14.0, '=IFERROR((C2-D2)/C2,0)', 0.4167], [11.0, 9.0, '…', 0.1818], [40.0, 26.0, '…', 0.35], [8.0, 7.0, '…', 0.125]]"),
    step('gpt-4o-mini', 'All four match (C-D)/C.', "final_answer('F2:F5 correct: 41.7%, 18.2%, 35.0%, 12.5%.')", 'F2:F5 correct'),
  ]);
  const formula = c.agent('formula_agent', { task: 'Write a margin formula in F2:F5 = (price-cost)/price, safe for zero prices, formatted as percent.' }, { final_answer: 'F2:F5 filled with =IFERROR((Cn-Dn)/Cn,0), format 0.0%; validated.' }, [
    step('gpt-4o', 'Write the formulas.', "excel.update_range('Products', 'F1:F5', formulas=[['Margin %']] + [[f'=IFERROR((C{i}-D{i})/C{i},0)'] for i in range(2,6)], number_format='0.0%')", `{'address': 'Products!F1:F5', 'rowCount': 5, '@odata.etag': '${c.etag()}'}`),
    step('gpt-4o', 'Have the validator check the computed values.', "print(validator(task='Check Products!F2:F5 values against price and cost in C and D.'))", 'F2:F5 correct: 41.7%, 18.2%, 35.0%, 12.5%.', validator),
  ]);
  const sheet = c.agent('sheet_agent', { task: 'Add a Margin % column to Products and highlight rows under 20%.' }, { final_answer: 'Margin % in column F, rows 3 and 5 highlighted.' }, [
    step('gpt-4o', 'Inspect headers.', "print(excel.get_range('Products', 'A1:E1')['values'])", "[['SKU', 'Name', 'Price', 'Cost', 'Supplier']]"),
    step('gpt-4o', 'Column F is free. Delegate the formula writing.', "print(formula_agent(task='Write a margin formula in F2:F5 = (price-cost)/price, safe for zero prices, formatted as percent.'))", 'F2:F5 filled …; validated.', formula),
    step('gpt-4o', 'Add conditional formatting for < 20%.', "excel.add_conditional_format('Products', 'A2:F5', rule='=$F2<0.2', fill='#F8CBAD')", `{'id': '{${c.uuid().toUpperCase()}}', 'type': 'Custom'}`),
  ]);
  const top = c.agent('manager', { task: goal }, { final_answer: 'Done' }, [
    step('gpt-4o', 'Give the whole sheet change to sheet_agent.', "print(sheet_agent(task='Add a Margin % column to Products and highlight rows under 20%.'))", 'Margin % in column F, rows 3 and 5 highlighted.', sheet),
    step('gpt-4o', 'Report.', "final_answer('Added Margin % (F) with =IFERROR((C-D)/C,0); SKUs in rows 3 (18.2%) and 5 (12.5%) are highlighted as below 20%.')", 'Added Margin % …'),
  ]);
  const root = c.agent('CodeAgent', { task: goal }, { output: 'Added Margin % (F) …' }, [top], { meta: { framework: 'smolagents', managed_agents: ['sheet_agent', 'formula_agent', 'validator'] } });
  return { isolates: 'A manager delegates to a sheet agent, which delegates formula writing to a formula agent, which delegates checking to a validator; each level has a different narrower job and results come back up.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
