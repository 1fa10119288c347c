import { call } from './lib.mjs';
export const family = 'repeated_notice_on_same_failure';
export const loop = true;

// 01: LangChain agent: Superset dashboard refresh fails on DB timeout; posts the same Slack notice each round.
function r01(c) {
  const goal = 'Refresh the "Sales - Daily" Superset dashboard (id 27) after the 06:00 load and tell #sales-ops when it is fresh.';
  const kids = [];
  const t = (text, name, args, out, err) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call(name, args, 'call_' + c.hex(10))] })); kids.push(c.tool(name, args, out, err ? { error: err } : {})); };
  t('Look up the dashboard charts.', 'superset_get', { path: '/api/v1/dashboard/27/charts' }, { result: [{ id: 301, slice_name: 'Revenue today' }, { id: 302, slice_name: 'Orders by channel' }, { id: 305, slice_name: 'Top SKUs' }] });
  const warm = { path: '/api/v1/chart/warm_up_cache', body: { chart_id: 301, dashboard_id: 27 } };
  const errOut = () => ({ status: 500, body: { message: `(psycopg2.errors.QueryCanceled) canceling statement due to statement timeout\n[SQL: SELECT date_trunc('hour', created_at) ...]\n(Background on this error at: https://sqlalche.me/e/14/e3q8)`, error_type: 'GENERIC_DB_ENGINE_ERROR', extra: { engine_name: 'PostgreSQL', issue_codes: [{ code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' }] } }, headers: { 'x-request-id': c.uuid(), date: c.httpDate() } });
  const notice = 'Heads-up: the Sales - Daily dashboard could not be refreshed. The warehouse query for "Revenue today" timed out (statement timeout on the Postgres replica). I will retry the refresh and post here again.';
  for (let i = 0; i < 4; i++) {
    t(i === 0 ? 'Warm the cache for the first chart.' : 'Retry the refresh.', 'superset_post', warm, errOut(), 'HTTP 500 GENERIC_DB_ENGINE_ERROR');
    t(notice, 'slack_post_message', { channel: '#sales-ops', text: notice }, { ok: true, channel: 'C04SALESOPS', ts: `${c.epoch()}.${String(c.int(100, 999999)).padStart(6, '0')}`, message: { bot_id: 'B05AGENT', type: 'message' } });
  }
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain' });
  return { isolates: 'Four rounds of: the same Superset cache warm-up fails with the same statement timeout, then the same Slack notice is posted word for word.', stagnation: true, goal, root };
}

// 02: OpenAI Agents SDK-style sheet agent: append blocked by a protected range; tells the user the same thing each time.
function r02(c) {
  const goal = 'Append this week\'s store footfall (rows from the footfall API) to the "Footfall 2024" sheet, tab Weekly.';
  const kids = []; const sid = '1' + c.b36(43);
  const gen = (text, calls) => kids.push(c.llm('gpt-4.1-mini', [{ role: 'user', content: goal }], { output_text: text, tool_calls: calls }, { name: 'generation' }));
  const fn = (name, args, out, err) => kids.push(c.tool(name, JSON.stringify(args), out, { type: 'function', ...(err ? { error: err } : {}) }));
  gen('', [call('footfall_api', { week: '2024-W20' }, 'fc_1')]);
  fn('footfall_api', { week: '2024-W20' }, JSON.stringify({ week: '2024-W20', stores: [{ store: 'LDN-01', visits: 18204 }, { store: 'MAN-02', visits: 9120 }, { store: 'BHM-01', visits: 7711 }], generated_at: c.isoNoMs() }));
  const args = { spreadsheetId: sid, range: 'Weekly!A:C', valueInputOption: 'RAW', insertDataOption: 'INSERT_ROWS', values: [['2024-W20', 'LDN-01', 18204], ['2024-W20', 'MAN-02', 9120], ['2024-W20', 'BHM-01', 7711]] };
  const msg = 'I could not append the 2024-W20 footfall rows: the Weekly tab is protected and the service account is not an editor of that range. I will try the append again; if it keeps failing, please ask the sheet owner to add the service account to the protected range.';
  for (let i = 0; i < 3; i++) {
    gen(i ? 'Retrying the append.' : '', [call('sheets_append', args, 'fc_a' + i)]);
    fn('sheets_append', args, JSON.stringify({ error: { code: 403, message: 'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.', status: 'PERMISSION_DENIED' } }), 'HttpError 403 PERMISSION_DENIED');
    gen(msg, [call('send_user_message', { text: msg }, 'fc_m' + i)]);
    fn('send_user_message', { text: msg }, JSON.stringify({ delivered: true, message_id: c.uuid() }));
  }
  const root = c.agent('Sheets Assistant', { input: goal }, { final_output: null, status: 'max_turns_exceeded' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32) } });
  return { isolates: 'Three rounds of the same protected-range 403 on a Sheets append, each followed by the same long message to the user, with no change in approach.', stagnation: true, goal, root };
}

// 03: CrewAI reporting agent: Snowflake resource monitor blocks the warehouse; same email each round.
function r03(c) {
  const goal = 'Send the finance team the month-to-date gross margin by product line from Snowflake (FIN.MARTS.FCT_MARGIN).';
  const kids = [];
  const act = (thought, name, input, out, err) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], `Thought: ${thought}\nAction: ${name}\nAction Input: ${JSON.stringify(input)}`)); kids.push(c.tool(name, input, err ? null : out, err ? { error: err } : {})); };
  const q = "SELECT PRODUCT_LINE, SUM(REVENUE) rev, SUM(REVENUE-COGS)/NULLIF(SUM(REVENUE),0) gm FROM FIN.MARTS.FCT_MARGIN WHERE DATE_TRUNC('month', ORDER_DATE) = DATE_TRUNC('month', CURRENT_DATE) GROUP BY 1";
  const err = () => `snowflake.connector.errors.ProgrammingError: 000606 (57P03): ${c.sfQid()}: Warehouse 'REPORTING_WH' cannot be resumed because resource monitor 'RM_FIN_MONTHLY' has exceeded its quota.`;
  const mail = 'Hi Finance team, the month-to-date gross margin report could not be produced: Snowflake refused to start the REPORTING_WH warehouse because the resource monitor RM_FIN_MONTHLY has used its monthly credit quota. I will try again shortly and send the numbers as soon as the query runs.';
  act('Check the warehouse state first.', 'snowflake_sql', { sql: "SHOW WAREHOUSES LIKE 'REPORTING_WH'" }, { rows: [{ name: 'REPORTING_WH', state: 'SUSPENDED', size: 'Small', resource_monitor: 'RM_FIN_MONTHLY' }], query_id: c.sfQid() });
  for (let i = 0; i < 4; i++) {
    act(i ? 'I will try the margin query again.' : 'Run the margin query.', 'snowflake_sql', { sql: q, warehouse: 'REPORTING_WH' }, null, err());
    act(`The query failed because the warehouse cannot resume. I will tell the finance team: ${mail}`, 'send_email', { to: 'finance-team@northpeak.com', subject: 'MTD gross margin report delayed', body: mail }, { id: `<${c.hex(16)}@mail.northpeak.com>`, status: 'sent', accepted: ['finance-team@northpeak.com'] });
  }
  const task = c.span('chain', 'Task: MTD margin email', { description: goal }, null, kids, { error: 'Agent stopped due to iteration limit' });
  const root = c.agent('Crew', { inputs: {} }, null, [task], { error: 'Agent stopped due to iteration limit', meta: { process: 'sequential' } });
  return { isolates: 'Four rounds of the same Snowflake resource-monitor error followed by the same delay email to finance; the agent never uses another warehouse or escalates.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
