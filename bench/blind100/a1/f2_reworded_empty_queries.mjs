import { call } from './lib.mjs';
export const family = 'reworded_empty_queries';
export const loop = true;

// 01: LangChain tool-calling agent on Postgres; churn filter reworded, always 0 rows.
function r01(c) {
  const goal = 'List customers who churned in Q3 2024 from the billing database, with their last plan and MRR.';
  const kids = []; const sys = { role: 'system', content: 'You are a Postgres analyst. Tools: run_sql(query), describe_table(name).' };
  const turn = (text, name, args, out) => { kids.push(c.llm('gpt-4o', [sys, { role: 'user', content: goal }], { content: text, tool_calls: [call(name, args, 'call_' + c.hex(12))] }, { name: 'ChatOpenAI' })); kids.push(c.tool(name, args, out)); };
  turn('Inspect the customers table.', 'describe_table', { name: 'billing.customers' }, 'Column | Type\n-------+------\nid | bigint\nname | text\nstatus | text\nplan | text\nmrr_cents | integer\nstatus_changed_at | timestamptz\n(6 rows)');
  const qs = [
    ["SELECT id, name, plan, mrr_cents FROM billing.customers WHERE status = 'churned' AND status_changed_at BETWEEN '2024-07-01' AND '2024-09-30'", 'Filter on status churned in Q3.'],
    ["SELECT id, name, plan, mrr_cents FROM billing.customers WHERE status = 'Churned' AND status_changed_at >= DATE '2024-07-01' AND status_changed_at < DATE '2024-10-01'", 'Zero rows; maybe the value is capitalised.'],
    ["SELECT c.id, c.name AS customer, c.plan AS last_plan, c.mrr_cents/100.0 AS mrr FROM billing.customers c WHERE lower(c.status) LIKE '%churn%' AND c.status_changed_at::date BETWEEN '07/01/2024' AND '09/30/2024'", 'Use a case-insensitive LIKE and US date literals.'],
    ["SELECT id, name, plan, mrr_cents FROM billing.customers WHERE status IN ('churn','churned','CHURNED') AND date_trunc('quarter', status_changed_at) = '2024-07-01'", 'Try a list of spellings and quarter truncation.'],
    ["SELECT id, name, plan, mrr_cents FROM billing.customers WHERE status ILIKE 'churn%' AND EXTRACT(quarter FROM status_changed_at) = 3 AND EXTRACT(year FROM status_changed_at) = 2024", 'Try ILIKE with EXTRACT on quarter.'],
    ["SELECT id, name, plan, mrr_cents FROM billing.customers WHERE status = 'churned' AND status_changed_at BETWEEN '2024-07-01T00:00:00Z' AND '2024-09-30T23:59:59Z' LIMIT 100", 'Use full ISO timestamps for the range.'],
  ];
  qs.forEach(([q, t]) => turn(t, 'run_sql', { query: q }, { columns: q.includes('AS customer') ? ['id', 'customer', 'last_plan', 'mrr'] : ['id', 'name', 'plan', 'mrr_cents'], rows: [], rowcount: 0, statusmessage: 'SELECT 0', elapsed_ms: c.ms(3, 90), backend_pid: c.int(10000, 99999) }));
  kids.push(c.llm('gpt-4o', [sys, { role: 'user', content: goal }], { content: 'Still no rows. I will try filtering for status_changed_at in the third quarter with a different status spelling.', tool_calls: [] }));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain', meta: { max_iterations: 8 } });
  return { isolates: 'A Postgres agent rewrites the same churned-in-Q3 filter five ways (case, LIKE, IN list, date formats, EXTRACT) and gets 0 rows each time, never checking the distinct status values.', stagnation: false, goal, root };
}

// 02: Metabase assistant (OpenInference-style spans) searching saved questions with reworded terms.
function r02(c) {
  const goal = 'Open the Metabase saved question that shows ARR by customer segment for Q3 and give me the Enterprise figure.';
  const kids = [];
  const terms = ['ARR by segment', 'annual recurring revenue segment', 'Q3 ARR Enterprise', 'segment ARR', '"ARR" segment Q3', 'recurring revenue by customer tier'];
  const th = ['Search saved questions for ARR by segment.', 'Nothing. Try the spelled-out metric name.', 'Try including the quarter and segment name.', 'Try word order segment ARR.', 'Quote the acronym.', 'Maybe segment is called tier.'];
  terms.forEach((q, i) => {
    kids.push(c.llm('claude-3-haiku-20240307', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: th[i] }, { type: 'tool_use', name: 'metabase_search', input: { q, models: ['card'] } }] }, { name: 'Anthropic.messages.create', meta: { 'llm.provider': 'anthropic' } }));
    kids.push(c.tool('metabase_search', { q, models: ['card'] }, JSON.stringify({ data: [], total: 0, limit: null, offset: null, models: ['card'], available_models: ['dashboard', 'card', 'collection', 'table'], engine: 'search.engine/in-place', table_db_id: null })));
  });
  kids.push(c.llm('claude-3-haiku-20240307', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'No card matched. Try "segment revenue annual".' }, { type: 'tool_use', name: 'metabase_search', input: { q: 'segment revenue annual', models: ['card'] } }] }));
  kids.push(c.tool('metabase_search', { q: 'segment revenue annual', models: ['card'] }, JSON.stringify({ data: [], total: 0, models: ['card'] })));
  const root = c.agent('metabase-assistant', { input: goal }, null, kids, { error: 'RecursionError: max tool calls (14) exceeded', meta: { 'openinference.span.kind': 'AGENT' } });
  return { isolates: 'A Metabase agent searches saved cards seven times with synonyms, reordered words and quoting, each returning total 0, without ever widening to dashboards or collections.', stagnation: false, goal, root };
}

// 03: Jupyter notebook agent filtering a DuckDB table by order id in different formats; same thought each time.
function r03(c) {
  const goal = 'In the notebook, find order 48213 in orders.duckdb and show its line items and refund status.';
  const kids = []; let ec = c.int(10, 30);
  const cell = (thought, code, out) => {
    kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], { content: thought, tool_calls: [call('execute_cell', { code }, 'call_' + c.hex(10))] }));
    kids.push(c.tool('execute_cell', { code, kernel_id: 'a3f1-' + c.hex(4) }, { status: 'ok', execution_count: ++ec, outputs: [{ output_type: 'execute_result', data: { 'text/plain': out } }] }));
  };
  cell('Connect and list the tables.', "import duckdb\ncon = duckdb.connect('orders.duckdb')\ncon.sql('SHOW TABLES').df()", '          name\n0   line_items\n1       orders\n2      refunds');
  const th = 'The result is empty, so the order id is probably stored in a different format; I will try the next format.';
  const fmts = ["WHERE order_id = 48213", "WHERE order_id = '48213'", "WHERE order_id = 'ORD-48213'", "WHERE order_id = 'ord-048213'", "WHERE CAST(order_id AS VARCHAR) LIKE '%48213'"];
  fmts.forEach((w, i) => cell(i === 0 ? 'Look up the order directly.' : th, `con.sql("SELECT * FROM orders ${w}").df()`, 'Empty DataFrame\nColumns: [order_id, customer_id, placed_at, status, total]\nIndex: []'));
  cell(th, 'con.sql("SELECT * FROM orders WHERE order_id = \'48213\'::INTEGER").df()', 'Empty DataFrame\nColumns: [order_id, customer_id, placed_at, status, total]\nIndex: []');
  const root = c.agent('jupyter-ai-agent', { prompt: goal }, { status: 'stopped', reason: 'max_iterations' }, kids, { meta: { notebook: 'analysis/orders_lookup.ipynb' } });
  return { isolates: 'A notebook agent tries six id formats for the same order lookup, each an empty DataFrame, repeating the same one-line thought each time.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
