import { call } from './lib.mjs';
export const family = 'two_state_oscillation';
export const loop = true;

// 01: Excel Graph API agent (Semantic Kernel style) flipping a formula's argument separator between ";" and ",".
function r01(c) {
  const goal = 'In the workbook "Q2 regional P&L.xlsx", put EMEA total revenue in Summary!B2 with a SUMIFS formula over the Data sheet.';
  const kids = []; const item = '01' + c.b36(32).toUpperCase();
  const fn = (text, name, args, out, err) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call(`Excel-${name}`, args, 'call_' + c.hex(10))] }, { name: 'AzureChatCompletion' })); kids.push(c.tool(`Excel-${name}`, args, out, { type: 'function', ...(err ? { error: err } : {}) })); };
  fn('Look at the Data sheet headers.', 'get_range', { item_id: item, sheet: 'Data', address: 'A1:D3' }, { '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#workbookRange`, address: 'Data!A1:D3', values: [['Region', 'Country', 'Month', 'Revenue'], ['EMEA', 'DE', '2024-04', 120440], ['APAC', 'JP', '2024-04', 88120]], rowCount: 3 });
  const semi = '=SUMIFS(Data!D:D;Data!A:A;"EMEA")'; const comma = '=SUMIFS(Data!D:D,Data!A:A,"EMEA")';
  const setF = (f) => ({ item_id: item, sheet: 'Summary', address: 'B2', formulas: [[f]] });
  const semiErr = () => ({ error: { code: 'InvalidArgument', message: 'The argument is invalid or missing or has an incorrect format.', innerError: { date: c.isoNoMs(), 'request-id': c.uuid(), 'client-request-id': c.uuid() } } });
  const commaOut = () => ({ address: 'Summary!B2', formulas: [[comma]], values: [['#VALUE!']], valueTypes: [['Error']], '@odata.etag': c.etag() });
  fn('Write the formula with semicolons (the workbook locale is de-DE).', 'update_range', setF(semi), semiErr(), 'HTTP 400 InvalidArgument');
  fn('Semicolons are rejected by the API. Use commas.', 'update_range', setF(comma), commaOut());
  fn('Comma version gives #VALUE!. The German locale needs semicolons, switch back.', 'update_range', setF(semi), semiErr(), 'HTTP 400 InvalidArgument');
  fn('The API refuses semicolons again; go back to commas, maybe the recalculation was pending.', 'update_range', setF(comma), commaOut());
  fn('Still #VALUE! with commas. Try semicolons once more with the locale in mind.', 'update_range', setF(semi), semiErr(), 'HTTP 400 InvalidArgument');
  fn('Back to commas and read the value after a calculation.', 'update_range', setF(comma), commaOut());
  fn('Recalculate and read B2.', 'get_range', { item_id: item, sheet: 'Summary', address: 'B2' }, { address: 'Summary!B2', values: [['#VALUE!']], valueTypes: [['Error']] });
  const root = c.agent('ChatCompletionAgent', { input: goal }, null, kids, { error: 'Maximum auto invoke attempts reached (8)', meta: { framework: 'semantic-kernel' } });
  return { isolates: 'A Graph API agent alternates the same SUMIFS between semicolon and comma separators three times; semicolons always give the same 400, commas always give #VALUE!, and the Revenue column type is never checked.', stagnation: false, goal, root };
}

// 02: LangChain agent flipping dbt --target between dev and prod, each failing as before.
function r02(c) {
  const goal = 'Run the new `marts.marketing.fct_campaign_roi` model and its tests so I can review the numbers today.';
  const kids = [];
  const t = (text, cmd, out) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call('terminal', { commands: [cmd] }, 'call_' + c.hex(10))] })); kids.push(c.tool('terminal', { commands: [cmd] }, out, { error: 'exit status 1' })); };
  const dev = () => `${c.hms()}  Running with dbt=1.8.6\n${c.hms()}  Found 140 models, 402 data tests, 31 sources\n${c.hms()}  1 of 4 START sql view model dbt_jsmith.fct_campaign_roi ............ [RUN]\n${c.hms()}  1 of 4 ERROR creating sql view model dbt_jsmith.fct_campaign_roi ... [ERROR in ${c.dur(0.4, 2)}s]\n${c.hms()}  Database Error in model fct_campaign_roi (models/marts/marketing/fct_campaign_roi.sql)\n  002003 (42S02): SQL compilation error:\n  Object 'RAW_DEV.GOOGLE_ADS.CAMPAIGN_STATS' does not exist or not authorized.\n${c.hms()}  Done. PASS=0 WARN=0 ERROR=1 SKIP=3 TOTAL=4`;
  const prod = () => `${c.hms()}  Running with dbt=1.8.6\n${c.hms()}  Found 140 models, 402 data tests, 31 sources\n${c.hms()}  1 of 4 START sql table model marketing.fct_campaign_roi ............ [RUN]\n${c.hms()}  1 of 4 ERROR creating sql table model marketing.fct_campaign_roi .. [ERROR in ${c.dur(0.4, 2)}s]\n${c.hms()}  Database Error in model fct_campaign_roi (models/marts/marketing/fct_campaign_roi.sql)\n  003001 (42501): SQL access control error:\n  Insufficient privileges to operate on schema 'MARKETING'\n${c.hms()}  Done. PASS=0 WARN=0 ERROR=1 SKIP=3 TOTAL=4`;
  t('Build with the default dev target.', 'dbt build --select fct_campaign_roi --target dev', dev());
  t('Dev has no google_ads source. Run against prod where the raw data exists.', 'dbt build --select fct_campaign_roi --target prod', prod());
  t('My role cannot write to prod MARKETING. Go back to dev.', 'dbt build --select fct_campaign_roi --target dev', dev());
  t('Dev still lacks the source; try prod again.', 'dbt build --select fct_campaign_roi --target prod', prod());
  t('Prod denies the schema again. Switch to dev.', 'dbt build --select fct_campaign_roi --target dev', dev());
  t('Try prod once more.', 'dbt build --select fct_campaign_roi --target prod', prod());
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Switch back to dev.', tool_calls: [call('terminal', { commands: ['dbt build --select fct_campaign_roi --target dev'] }, 'call_' + c.hex(10))] }));
  kids.push(c.tool('terminal', { commands: ['dbt build --select fct_campaign_roi --target dev'] }, dev(), { error: 'exit status 1' }));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain' });
  return { isolates: 'The agent flips dbt between --target dev (missing source) and --target prod (no privileges) over three and a half cycles, each run failing exactly as it did last time in that target.', stagnation: false, goal, root };
}

// 03: Google ADK-style agent flipping BigQuery job location US <-> EU; same two sentences restated.
function r03(c) {
  const goal = 'Give me the count of GDPR deletion requests processed per month in 2024 from `privacy-eu.compliance.dsr_requests`.';
  const kids = [];
  const sql = "SELECT FORMAT_DATE('%Y-%m', processed_on) m, COUNT(*) FROM `privacy-eu.compliance.dsr_requests` WHERE request_type = 'erasure' AND EXTRACT(YEAR FROM processed_on) = 2024 GROUP BY 1 ORDER BY 1";
  const toEU = 'The error says the dataset is not in location US, so I will run the query in the EU location.';
  const toUS = 'Access was denied in EU; my service account works in US, so I will run the query in the US location.';
  const run = (text, loc) => {
    kids.push(c.llm('gemini-1.5-pro', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text }, { function_call: { name: 'bq_query', args: { query: sql, location: loc } } }] }, { name: 'call_llm' }));
    const err = loc === 'US' ? `404 Not found: Dataset privacy-eu:compliance was not found in location US\n\nLocation: US\nJob ID: ${c.uuid()}` : `403 Access Denied: Table privacy-eu:compliance.dsr_requests: User does not have permission to query table privacy-eu:compliance.dsr_requests, or perhaps it does not exist.\n\nLocation: EU\nJob ID: ${c.uuid()}`;
    kids.push(c.tool('bq_query', { query: sql, location: loc }, null, { error: err }));
  };
  kids.push(c.llm('gemini-1.5-pro', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text: 'List datasets in the project.' }, { function_call: { name: 'bq_list_datasets', args: { project: 'privacy-eu' } } }] }, { name: 'call_llm' }));
  kids.push(c.tool('bq_list_datasets', { project: 'privacy-eu' }, { datasets: [{ id: 'privacy-eu:compliance', location: 'EU' }, { id: 'privacy-eu:audit_logs', location: 'EU' }] }));
  run('Run the monthly count.', 'US');
  run(toEU, 'EU'); run(toUS, 'US'); run(toEU, 'EU'); run(toUS, 'US'); run(toEU, 'EU');
  const root = c.agent('compliance_analyst', { new_message: goal }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 7 exceeded', meta: { app_name: 'privacy_reports' } });
  return { isolates: 'The agent alternates the BigQuery job location between US (dataset not found) and EU (access denied) for two and a half cycles, repeating the same two justifications verbatim.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
