import { agent, lcStep, oaiStep, llm, tool, chain } from './lib.mjs';
export const family = 'paging_past_end';

// 01: Metabase API agent paging a saved question with offset; after the last real page the offset keeps rising with empty rows.
function r1(c) {
  const sys = 'You are a BI assistant with access to the Metabase REST API.';
  const goal = 'Export all rows of Metabase question #312 "Open support tickets by account" and count accounts with more than 5 open tickets.';
  const steps = [...lcStep(c, { sys, goal, call: { name: 'metabase_get_card', args: { card_id: 312 } }, result: JSON.stringify({ id: 312, name: 'Open support tickets by account', database_id: 4, query_type: 'native', result_metadata: [{ name: 'account_id' }, { name: 'account_name' }, { name: 'open_tickets' }] }) })];
  const pages = [[200, 'acct_0001..acct_0200'], [200, 'acct_0201..acct_0400'], [137, 'acct_0401..acct_0537']];
  let off = 0;
  for (const [n, span] of pages) {
    steps.push(...lcStep(c, { sys, goal, think: off ? `Got rows; fetching next page at offset ${off}.` : 'Fetch first page of 200.', call: { name: 'metabase_query_card', args: { card_id: 312, parameters: [], limit: 200, offset: off } }, result: JSON.stringify({ data: { rows_truncated: `${n} rows (${span})`, row_count: n, cols: ['account_id', 'account_name', 'open_tickets'] }, status: 'completed', running_time: c.ms(80, 900), started_at: c.iso(), json_query: { offset: off } }) }));
    off += 200;
  }
  for (let i = 0; i < 4; i++) {
    steps.push(...lcStep(c, { sys, goal, think: `Page returned 0 rows, continuing to offset ${off} to make sure nothing is missed.`, call: { name: 'metabase_query_card', args: { card_id: 312, parameters: [], limit: 200, offset: off } }, result: JSON.stringify({ data: { rows: [], row_count: 0, cols: ['account_id', 'account_name', 'open_tickets'] }, status: 'completed', running_time: c.ms(40, 300), started_at: c.iso(), json_query: { offset: off } }) }));
    off += 200;
  }
  return { isolates: 'After three real pages (200, 200, 137 rows) the agent keeps raising the Metabase offset (600..1200) and gets the same empty row set four times, restating the same sentence with only the offset changed, never producing the count.', stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.1.20' }) };
}

// 02: Google Sheets agent reading A1 ranges block by block past the last row (response has no "values").
function r2(c) {
  const goal = 'Sum the "Hours" column of the timesheet spreadsheet (tab "Q2 2024") per contractor.';
  const sid = '1Vq' + c.b36(40);
  const steps = [];
  const blocks = [['A1:F500', 499], ['A501:F1000', 500], ['A1001:F1500', 212]];
  steps.push(...oaiStep(c, { text: 'Checking sheet metadata.', call: { name: 'sheets_get_metadata', args: { spreadsheetId: sid } }, result: JSON.stringify({ spreadsheetId: sid, properties: { title: 'Contractor timesheets', timeZone: 'Europe/Lisbon' }, sheets: [{ properties: { sheetId: 1873, title: 'Q2 2024', gridProperties: { rowCount: 5000, columnCount: 6, frozenRowCount: 1 } } }] }) }));
  for (const [rg, n] of blocks) steps.push(...oaiStep(c, { reasoning: `Read ${rg}.`, call: { name: 'sheets_values_get', args: { spreadsheetId: sid, range: `'Q2 2024'!${rg}`, valueRenderOption: 'UNFORMATTED_VALUE' } }, result: JSON.stringify({ range: `'Q2 2024'!${rg}`, majorDimension: 'ROWS', values_count: n, values_preview: [['2024-04-0' + c.int(1, 9), 'C-' + c.int(100, 140), 'Ana Ribeiro', 'design', c.int(2, 9), 'approved']] }) }));
  let s = 1501;
  const why = ['gridProperties.rowCount is 5000, so rows 1501 onward may still hold entries after blank spacer rows.', 'Maybe contractors in May were entered lower down; try the next block.', 'Timesheets sometimes have a second section for overtime further down the tab.', 'Could be filtered view hiding rows; reading raw range instead.', 'The last approved week should be late June, not yet seen; continue.'];
  for (let i = 0; i < 5; i++) { const rg = `A${s}:F${s + 499}`; steps.push(...oaiStep(c, { reasoning: `${why[i]} Reading ${rg}.`, call: { name: 'sheets_values_get', args: { spreadsheetId: sid, range: `'Q2 2024'!${rg}`, valueRenderOption: 'UNFORMATTED_VALUE' } }, result: JSON.stringify({ range: `'Q2 2024'!${rg}`, majorDimension: 'ROWS' }) })); s += 500; }
  return { isolates: "The data ends at row 1212, but the agent keeps requesting the next 500-row A1 block up to row 4000 because gridProperties says 5000; five identical responses without a 'values' key.", stagnation: false, goal,
    root: agent('Agent workflow', { agent: 'sheets-analyst', input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 10 }) };
}

// 03: BigQuery getQueryResults: the agent re-sends the same final pageToken; each time zero rows and the same token back.
function r3(c) {
  const goal = 'Pull every event of type "checkout_error" from analytics.events_20240514 and group them by error_code.';
  const job = c.bqjob();
  const steps = [];
  const mk = (think, args, result) => { const l = llm('ChatAnthropic', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: goal }] }, [{ type: 'text', text: think }, { type: 'tool_use', id: 'toolu_' + c.b36(22), name: args.tool, input: args.input }], { metadata: { stop_reason: 'tool_use', usage: { input_tokens: c.int(3000, 12000), output_tokens: c.int(40, 300) } } }); return [l, tool(args.tool, args.input, result)]; };
  steps.push(...mk('Run the query.', { tool: 'bigquery_jobs_insert', input: { query: "SELECT error_code, user_pseudo_id, event_timestamp FROM `shop-prod.analytics.events_20240514` WHERE event_name = 'checkout_error'", useLegacySql: false } }, { jobReference: { projectId: 'shop-prod', jobId: job, location: 'US' }, status: { state: 'DONE' }, statistics: { totalBytesProcessed: String(c.bytes(1e8, 4e9)), creationTime: String(c.epochMs()) } }));
  const toks = ['BHUCFGJ2GIAQAAASA4EAAEEAQCAAKGQEBAX4', 'BHKZNVJ2GIAQAAASA4EAAEEAQCAAKGQEBCPY', 'BFHQ2WB2GIAQAAASA4EAAEEAQCAAKGQEBDXM'];
  let tok;
  [[5000, 0], [5000, 1], [1873, 2]].forEach(([n, i]) => { steps.push(...mk(tok ? 'Next page.' : 'Read first page.', { tool: 'bigquery_get_query_results', input: { jobId: job, maxResults: 5000, pageToken: tok } }, { kind: 'bigquery#getQueryResultsResponse', totalRows: '11873', rows_returned: n, pageToken: toks[i], jobComplete: true, etag: c.b36(22) + '==' })); tok = toks[i]; });
  for (let i = 0; i < 4; i++) steps.push(...mk('There is still a pageToken in the response, so more rows remain. Request the next page.', { tool: 'bigquery_get_query_results', input: { jobId: job, maxResults: 5000, pageToken: toks[2] } }, { kind: 'bigquery#getQueryResultsResponse', totalRows: '11873', rows: [], pageToken: toks[2], jobComplete: true, etag: c.b36(22) + '==' }));
  return { isolates: 'After fetching all 11873 rows (5000+5000+1873) the agent re-sends the same last pageToken four times, receiving zero rows and the same token with only a new etag; the grouping is never done and the model repeats the same sentence.', stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, steps, { langgraph: '0.2.39', recursion_limit: 25 }) };
}
export const scenarios = [r1, r2, r3];
