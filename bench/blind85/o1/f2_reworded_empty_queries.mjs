// Loop 2: the same tool with the same intent, reworded, returning nothing each time.
export const family = 'reworded_empty_queries';
export const loop = true;

// 01: LangChain SQL agent (phi3:mini via llama.cpp server) looking for a customer that is not in the table.
function s01(c) {
  c.model = 'phi-3-mini-4k-instruct.Q4_K_M.gguf';
  const goal = "How many orders did the customer 'Brightwater Logistics' place in 2025? Use the sales database.";
  c.chat('You are an agent designed to interact with a SQL database (SQLite). Use sql_db_list_tables, sql_db_schema, sql_db_query. Never make up data.', goal);
  const k = [];
  k.push(c.llm(null, [{ name: 'sql_db_list_tables', args: { tool_input: '' } }]));
  k.push(c.tool('sql_db_list_tables', { tool_input: '' }, 'customers, order_items, orders, products, regions'));
  k.push(c.llm(null, [{ name: 'sql_db_schema', args: { table_names: 'customers,orders' } }]));
  k.push(c.tool('sql_db_schema', { table_names: 'customers,orders' }, 'CREATE TABLE customers (\n\tcustomer_id INTEGER NOT NULL, \n\tcompany_name TEXT, \n\tcontact_name TEXT, \n\tcity TEXT, \n\tPRIMARY KEY (customer_id)\n)\n\n/*\n3 rows from customers table:\ncustomer_id\tcompany_name\tcontact_name\tcity\n1\tNorthwind Freight\tA. Kovacs\tGraz\n2\tBluewater Shipping Ltd\tM. Osei\tAccra\n3\tBright Path Couriers\tL. Tan\tPenang\n*/\n\nCREATE TABLE orders (\n\torder_id INTEGER NOT NULL, \n\tcustomer_id INTEGER, \n\torder_date TEXT, \n\ttotal REAL\n)'));
  const qs = [
    ["I'll look up the customer id first.", "SELECT customer_id FROM customers WHERE company_name = 'Brightwater Logistics'"],
    ['No row. Maybe the name is stored differently; using LIKE.', "SELECT customer_id, company_name FROM customers WHERE company_name LIKE '%Brightwater Logistics%'"],
    ['Still nothing, trying case-insensitive on a shorter part of the name.', "SELECT customer_id, company_name FROM customers WHERE lower(company_name) LIKE '%brightwater%logistic%'"],
    ['Perhaps it is the contact name column instead.', "SELECT customer_id, contact_name FROM customers WHERE contact_name LIKE '%Brightwater%'"],
    ['Trying the order count directly with a join, in case the id lookup is the problem.', "SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE c.company_name LIKE 'Brightwater%' AND o.order_date BETWEEN '2025-01-01' AND '2025-12-31'"],
    ['Maybe it is spelled as two words.', "SELECT customer_id FROM customers WHERE company_name LIKE '%Bright water%'"],
    ['Trying with Ltd and Logistics variants.', "SELECT customer_id, company_name FROM customers WHERE company_name IN ('Brightwater Logistics Ltd', 'Brightwater Logistics GmbH', 'Brightwater Log.')"],
  ];
  qs.forEach(([t, q], i) => {
    k.push(c.llm(t, [{ name: 'sql_db_query', args: { query: q } }]));
    k.push(c.tool('sql_db_query', { query: q }, i === 4 ? '[(0,)]' : ''));
  });
  k.push(c.llm('I should check the query before running it.', [{ name: 'sql_db_query_checker', args: { query: "SELECT customer_id FROM customers WHERE company_name LIKE 'Brightwater%'" } }]));
  k.push(c.tool('sql_db_query_checker', { query: "SELECT customer_id FROM customers WHERE company_name LIKE 'Brightwater%'" }, "SELECT customer_id FROM customers WHERE company_name LIKE 'Brightwater%'"));
  k.push(c.llm(null, [{ name: 'sql_db_query', args: { query: "SELECT customer_id FROM customers WHERE company_name LIKE 'Brightwater%'" } }]));
  k.push(c.tool('sql_db_query', { query: "SELECT customer_id FROM customers WHERE company_name LIKE 'Brightwater%'" }, ''));
  const root = c.agent('SQL Agent Executor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { langchain_community: '0.2.12', max_iterations: 15, llm_base_url: 'http://10.0.0.21:8080/v1' });
  return { goal, stagnation: false, isolates: 'The customer lookup is rephrased eight ways (equality, LIKE, lower(), other column, join, spelling variants) and every query returns no rows; the agent never reports that the customer is absent.', root };
}

// 02: pydantic-ai agent (llama3.1:8b) searching a mailbox for an invoice that is not there.
function s02(c) {
  c.model = 'openai:llama3.1:8b';
  const goal = 'Find the March 2026 invoice from Acme Cloud in my mailbox and tell me the amount due.';
  const k = [];
  const empty = () => ({ resultSizeEstimate: 0, messages: [], nextPageToken: null, _meta: { took_ms: c.ms(40, 400), shard: `mx-${c.int(1, 9)}`, request_id: c.uuid() } });
  const run = (text, q, extra = {}) => {
    const parts = [{ part_kind: 'tool-call', tool_name: 'search_mail', args: { query: q, ...extra }, tool_call_id: `pyd_ai_${c.hex(32)}` }];
    if (text) parts.unshift({ part_kind: 'text', content: text });
    k.push(c.span('llm', `chat ${c.model.split(':').slice(1).join(':')}`, { messages_count: k.length + 2 }, { parts, model_name: 'llama3.1:8b', timestamp: c.iso() }, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': c.int(900, 3000), 'gen_ai.usage.output_tokens': c.int(20, 90) } }));
    c.tick();
    k.push(c.span('tool', 'running tool: search_mail', { query: q, ...extra }, empty(), [], { metadata: { 'gen_ai.tool.name': 'search_mail', 'logfire.span_type': 'span' } }));
  };
  run('I will search your mailbox for the Acme Cloud invoice.', 'Acme Cloud invoice March 2026');
  run('No emails found. Let me try another search.', 'invoice acme cloud');
  run('No emails found. Let me try another search.', 'from:acme subject:invoice', { after: '2026/03/01', before: '2026/04/01' });
  // validation mess: wrong param name -> retry-prompt
  k.push(c.span('llm', 'chat llama3.1:8b', { messages_count: 9 }, { parts: [{ part_kind: 'tool-call', tool_name: 'search_mail', args: { q: 'acme billing', date_from: '01.03.2026' } }] }));
  k.push(c.span('tool', 'running tool: search_mail', { q: 'acme billing', date_from: '01.03.2026' }, { part_kind: 'retry-prompt', content: [{ type: 'missing', loc: ['query'], msg: 'Field required', input: { q: 'acme billing', date_from: '01.03.2026' } }, { type: 'extra_forbidden', loc: ['date_from'], msg: 'Extra inputs are not permitted' }], tool_name: 'search_mail' }, [], { error: 'ModelRetry: 2 validation errors for search_mail' }));
  run('No emails found. Let me try another search.', 'acme billing', { after: '2026-03-01' });
  run('No emails found. Let me try another search.', '"Acme Cloud" Rechnung OR invoice OR receipt');
  run('No emails found. Let me try another search.', 'from:billing@acmecloud.io');
  run('No emails found. Let me try another search.', 'amount due acme march');
  k.push(c.span('llm', 'chat llama3.1:8b', { messages_count: 22 }, null, [], { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }));
  const root = c.agent('agent run', { user_prompt: goal }, null, k, { 'logfire.msg': 'mail_agent run', 'pydantic_ai.version': '0.0.49', run_id: c.uuid() });
  root.error = 'UsageLimitExceeded: The next request would exceed the request_limit of 10';
  return { goal, stagnation: true, isolates: 'Seven reworded mailbox searches (keywords, sender, subject, dates, other language) all return zero messages, each introduced by the identical sentence, until the request limit is hit.', root };
}

// 03: Goose (qwen2.5:14b) hunting a Jira ticket with reworded JQL.
function s03(c) {
  c.model = 'qwen2.5:14b';
  const goal = 'Find the Jira ticket where we decided to drop Python 3.8 support for the payments SDK, and link it in the release notes draft.';
  c.chat('You are Goose, a developer agent. Extensions: jira, developer.', goal);
  const k = [];
  const jql = [
    'project = PAY AND text ~ "drop python 3.8"',
    'project = PAY AND summary ~ "Python 3.8" AND status = Done',
    'project = PAY AND text ~ "py38 deprecation"',
    'project in (PAY, SDK) AND text ~ "remove support 3.8"',
    'text ~ "python38" AND created >= 2025-01-01',
    'project = PAY AND labels = deprecation AND text ~ "3.8"',
    'project = "Payments SDK" AND text ~ "end of life python"',
  ];
  k.push(c.llm(null, [{ name: 'developer__shell', args: { command: 'grep -n "Unreleased" -A6 RELEASE_NOTES.md' } }]));
  k.push(c.tool('developer__shell', { command: 'grep -n "Unreleased" -A6 RELEASE_NOTES.md' }, '3:## Unreleased\n4:- Minimum Python is now 3.9 (TODO: link ticket)\n5:- Retries use jittered backoff\n'));
  jql.forEach((q, i) => {
    k.push(c.llm(i === 0 ? 'Searching Jira.' : null, [{ name: 'jira__search_issues', args: { jql: q, maxResults: 20, fields: ['key', 'summary'] } }]));
    k.push(c.tool('jira__search_issues', { jql: q, maxResults: 20, fields: ['key', 'summary'] }, JSON.stringify({ expand: 'schema,names', startAt: 0, maxResults: 20, total: 0, issues: [], warningMessages: i === 4 ? ["The value '2025-01-01' for field 'created' is interpreted in timezone Europe/Berlin"] : [] }), { meta: { 'x-arequestid': `${c.int(600, 1439)}x${c.int(1000000, 9999999)}x${c.int(1, 9)}`, 'x-ratelimit-remaining': c.int(50, 99) } }));
  });
  k.push(c.span('event', 'context_limit', { tokens: 31876 }, { action: 'truncate_oldest', dropped_messages: 4 }));
  const root = c.agent('goose session', { prompt: goal }, { status: 'interrupted', reason: 'max_turns reached (20)' }, k, { goose: '1.0.17', provider: 'ollama', session: `${c.int(20260101, 20261231)}_${c.int(1, 40)}` });
  return { goal, stagnation: false, isolates: 'Seven Jira searches for the same decision, reworded through summary/text/labels/project names and date filters, all return total 0; the agent issues tool calls without commentary until its turn limit.', root };
}
export const scenarios = [s01, s02, s03];
