import { agent, lcStep, smolStep, llm, tool, chain, df } from './lib.mjs';
export const family = 'reworded_empty_queries';

// 01: Vanna-style text-to-SQL on BigQuery; the customer lookup is reworded 5 times (=, ILIKE, other column, CTE, quoting), always 0 rows.
function r1(c) {
  const goal = "What was the total 2023 invoiced revenue for the customer 'Müller Logistik GmbH'?";
  const sqls = [
    "SELECT SUM(amount_eur) FROM `fin.invoices` i JOIN `fin.customers` c USING (customer_id) WHERE c.name = 'Müller Logistik GmbH' AND EXTRACT(YEAR FROM i.invoice_date) = 2023",
    "SELECT SUM(i.amount_eur) AS revenue FROM `fin.invoices` AS i JOIN `fin.customers` AS c ON c.customer_id = i.customer_id WHERE LOWER(c.name) LIKE '%müller logistik%' AND i.invoice_date BETWEEN '2023-01-01' AND '2023-12-31'",
    "SELECT SUM(amount_eur) FROM `fin.invoices` WHERE customer_id IN (SELECT customer_id FROM `fin.customers` WHERE legal_name = 'Müller Logistik GmbH') AND invoice_date >= DATE '2023-01-01' AND invoice_date < DATE '2024-01-01'",
    "WITH cust AS (SELECT customer_id FROM `fin.customers` WHERE REGEXP_CONTAINS(name, r'(?i)m(ü|ue)ller\\s+logistik')) SELECT SUM(amount_eur) FROM `fin.invoices` JOIN cust USING (customer_id) WHERE FORMAT_DATE('%Y', invoice_date) = '2023'",
    "SELECT SUM(amount_eur) FROM `fin.invoices` i, `fin.customers` c WHERE i.customer_id = c.customer_id AND c.display_name = \"Mueller Logistik GmbH\" AND i.fiscal_year = 2023",
  ];
  const thoughts = ['I will join invoices to customers on the exact name.', 'Exact match returned NULL. Maybe casing or whitespace differs; use LIKE.', 'Still NULL. The customers table may store the legal name in a separate column.', 'Nothing again. Try a regex that accepts the ue transliteration.', 'Perhaps display_name with the ASCII spelling and the fiscal_year column.'];
  const steps = [];
  steps.push(tool('get_related_ddl', { question: goal }, ['CREATE TABLE fin.customers (customer_id STRING, name STRING, legal_name STRING, display_name STRING, country STRING)', 'CREATE TABLE fin.invoices (invoice_id STRING, customer_id STRING, invoice_date DATE, fiscal_year INT64, amount_eur NUMERIC)'], { metadata: { vectorstore: 'chromadb', n_results: 2, ms: c.ms(5, 60) } }));
  sqls.forEach((sql, i) => {
    steps.push(llm('submit_prompt', { prompt: [{ role: 'system', content: "You are a BigQuery expert. Please help to generate a SQL query to answer the question..." }, { role: 'user', content: i ? `${goal}\nThe previous query returned no rows:\n${sqls[i - 1]}` : goal }] }, `${thoughts[i]}\n\`\`\`sql\n${sql}\n\`\`\``, { metadata: { model: 'gpt-4o-mini', temperature: 0.7 } }));
    steps.push(tool('run_sql', { sql }, { job_id: c.bqjob(), location: 'EU', totalBytesProcessed: String(c.bytes(1e6, 9e7)), cacheHit: false, rows: [{ f0_: null }], dataframe: 'f0_\n0  None', elapsed: `${c.secs(0.4, 3)}s` }, { metadata: { created: c.iso() } }));
  });
  steps.push(llm('submit_prompt', { prompt: [{ role: 'user', content: `${goal}\nThe previous query returned no rows.` }] }, "Maybe the name is stored with a trailing legal form like 'GmbH & Co. KG'.\n```sql\nSELECT SUM(amount_eur) FROM `fin.invoices` i JOIN `fin.customers` c USING (customer_id) WHERE c.name LIKE 'Müller Logistik%' AND i.invoice_date >= '2023-01-01' AND i.invoice_date <= '2023-12-31'\n```", { metadata: { model: 'gpt-4o-mini' } }));
  steps.push(tool('run_sql', { sql: "SELECT SUM(amount_eur) FROM `fin.invoices` i JOIN `fin.customers` c USING (customer_id) WHERE c.name LIKE 'Müller Logistik%' AND i.invoice_date >= '2023-01-01' AND i.invoice_date <= '2023-12-31'" }, { job_id: c.bqjob(), location: 'EU', totalBytesProcessed: String(c.bytes(1e6, 9e7)), cacheHit: false, rows: [{ f0_: null }], dataframe: 'f0_\n0  None', elapsed: `${c.secs(0.4, 3)}s` }));
  steps.push(llm('submit_prompt', { prompt: [{ role: 'user', content: `${goal}\nThe previous query returned no rows.` }] }, 'I could not find invoices for this customer with the available name columns.', { metadata: { model: 'gpt-4o-mini' } }));
  return { isolates: 'Six reworded SQL lookups for the same customer (exact, LIKE, other name column, CTE+regex, quoting, prefix) all return a NULL sum; the model never checks which names exist, and no answer is given.', stagnation: false, goal,
    root: agent('vanna.ask', { question: goal, auto_train: false }, { sql: null, df: null, error: 'max_attempts reached' }, steps, { vanna: '0.7.5', vector_store: 'ChromaDB_VectorStore', llm: 'OpenAI_Chat' }) };
}

// 02: LangChain tool agent on Airtable; filterByFormula reworded, {records: []} each time; the model's text repeats its stock sentence.
function r2(c) {
  const sys = 'You manage the Events CRM base in Airtable. Use the tools to answer.';
  const goal = 'Find the sponsorship deal with Halvorsen Foods for the Oslo summit and tell me its stage.';
  const formulas = ["{Company} = 'Halvorsen Foods'", "SEARCH('halvorsen', LOWER({Company}))", "AND({Sponsor} = 'Halvorsen Foods', {Event} = 'Oslo Summit')", "FIND('Halvorsen', {Deal Name})", "{Account} = \"Halvorsen Foods AS\"", "OR({Company}='Halvorsen', {Company}='Halvorsen Foods ASA')"];
  const steps = [...lcStep(c, { sys, goal, call: { name: 'airtable_list_tables', args: { base_id: 'appQ3x1NeV7sTbLm2' } }, result: JSON.stringify({ tables: [{ id: 'tblDeals0x9', name: 'Sponsorships', fields: ['Deal Name', 'Company', 'Event', 'Stage', 'Amount', 'Owner'] }, { id: 'tblEvnt44', name: 'Events' }] }) })];
  formulas.forEach((f, i) => steps.push(...lcStep(c, { sys, goal, obs: i ? '{"records":[]}' : undefined, think: i ? 'No records found. Let me try a different formula to find the Halvorsen Foods deal.' : 'I will filter the Sponsorships table by company.', call: { name: 'airtable_search_records', args: { base_id: 'appQ3x1NeV7sTbLm2', table: 'Sponsorships', filterByFormula: f, maxRecords: 10 } }, result: JSON.stringify({ records: [] }) })));
  steps.push(...lcStep(c, { sys, goal, obs: '{"records":[]}', think: 'No records found. Let me try a different formula to find the Halvorsen Foods deal.' }));
  return { isolates: 'Six differently-worded Airtable formulas (equality, SEARCH, other fields, FIND on another column, quoting) each return an empty record list while the model repeats the same stock sentence; the deal is never found.', stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { framework: 'langchain', max_iterations: 8 }) };
}

// 03: smolagents CodeAgent over a pandas DataFrame; date filters respelled (strings, Timestamp, dt accessors, query) -> Empty DataFrame.
function r3(c) {
  const goal = 'From shipments.parquet, list shipments that left the Rotterdam hub on 3 March 2024 and were delayed more than 48 hours.';
  const cols = ['shipment_id', 'hub', 'departed_at', 'delay_h'];
  const attempts = [
    ["Filter with a date string.", "res = ships[(ships.hub == 'Rotterdam') & (ships.departed_at == '2024-03-03') & (ships.delay_h > 48)]\nprint(res)"],
    ["Timestamps have times; compare on the date component.", "res = ships[(ships.hub == 'Rotterdam') & (ships.departed_at.dt.date == pd.Timestamp('2024-03-03').date()) & (ships.delay_h > 48)]\nprint(res)"],
    ["Maybe the hub is spelled with the code. Use NLRTM and a day range.", "res = ships[(ships.hub == 'NLRTM') & ships.departed_at.between('2024-03-03 00:00', '2024-03-03 23:59:59') & (ships.delay_h > 48)]\nprint(res)"],
    ["Use query() with a normalized date.", "res = ships.query(\"hub.str.contains('rotterdam', case=False) and departed_at.dt.normalize() == '03/03/2024' and delay_h > 48\", engine='python')\nprint(res)"],
    ["Perhaps timezone: convert to Europe/Amsterdam first.", "loc = ships.departed_at.dt.tz_convert('Europe/Amsterdam')\nres = ships[(ships.hub.str.upper() == 'ROTTERDAM') & (loc.dt.strftime('%d.%m.%Y') == '03.03.2024') & (ships.delay_h >= 48.0)]\nprint(res)"],
  ];
  const steps = [smolStep(c, 1, { thought: 'Load and inspect.', code: "import pandas as pd\nships = pd.read_parquet('shipments.parquet')\nprint(ships.head(3)); print(ships.hub.unique()[:5])", logs: df(cols, [['SH-771201', 'Antwerp', '2024-02-27 06:10:00+00:00', 3.5], ['SH-771202', 'Hamburg', '2024-02-27 07:45:00+00:00', 0.0], ['SH-771203', 'Antwerp', '2024-02-27 09:02:00+00:00', 51.0]]) + "\n['Antwerp' 'Hamburg' 'Felixstowe' 'Le Havre' 'Bremerhaven']", last: 'None' })];
  attempts.forEach(([t, code], i) => steps.push(smolStep(c, i + 2, { thought: t, code, logs: df(cols, []), last: 'None' })));
  return { isolates: "A pandas filter for the same hub/date/delay is respelled five ways (string, .dt.date, hub code, query(), tz conversion), every one printing 'Empty DataFrame', without ever checking that the hub list printed at step 1 lacks Rotterdam.", stagnation: false, goal,
    root: agent('CodeAgent.run', { task: goal, max_steps: 6 }, { error: 'Reached max steps.' }, steps, { smolagents_version: '1.13.0', executor: 'local' }) };
}
export const scenarios = [r1, r2, r3];
