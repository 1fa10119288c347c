import { agent, lcStep, oaiStep, smolStep, llm, tool } from './lib.mjs';
export const family = 'repeated_notice_on_failure';

// 01: Tableau extract refresh fails; agent posts the same Slack message each round.
function r1(c) {
  const sys = 'You are a BI ops agent. Keep #bi-alerts informed.';
  const goal = 'Refresh the "Revenue Daily" Tableau extract and notify #bi-alerts when the dashboard is up to date.';
  const msg = 'Heads up: the Revenue Daily extract refresh failed (Snowflake login error). I am retrying now and will update this channel.';
  const steps = [...lcStep(c, { sys, goal, call: { name: 'tableau_get_datasource', args: { site: 'finance', name: 'Revenue Daily' } }, result: JSON.stringify({ id: c.uuid(), name: 'Revenue Daily', hasExtracts: true, updatedAt: c.isoNoMs() }) })];
  for (let i = 0; i < 4; i++) {
    const job = c.uuid();
    steps.push(...lcStep(c, { sys, goal, call: { name: 'tableau_refresh_extract', args: { site: 'finance', datasource: 'Revenue Daily' } }, result: JSON.stringify({ job: { id: job, mode: 'Asynchronous', type: 'RefreshExtract', createdAt: c.isoNoMs() } }) }));
    steps.push(...lcStep(c, { sys, goal, call: { name: 'tableau_get_job', args: { job_id: job } }, result: JSON.stringify({ job: { id: job, finishCode: 1, progress: 100, completedAt: c.isoNoMs(), notes: 'com.tableausoftware.nativeapi.dll.DataSourceException: Snowflake: Incorrect username or password was specified. Error Code = 390100' } }) }));
    steps.push(...lcStep(c, { sys, goal, call: { name: 'slack_post_message', args: { channel: '#bi-alerts', text: i % 2 ? msg.replace('I am retrying now', 'Retrying now') : msg } }, result: JSON.stringify({ ok: true, channel: 'C05R2N1LQ7A', ts: `${c.epoch()}.${c.int(100000, 999999)}` }) }));
  }
  return { isolates: 'Four rounds of refresh -> same Snowflake 390100 login failure -> the same Slack notice; credentials are never addressed.', stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.2.16' }) };
}

// 02: openpyxl write fails because the workbook is locked; the agent tells the user the same thing each round.
function r2(c) {
  const goal = 'Add the June commission figures to \\\\fs01\\sales\\commissions_2024.xlsx, sheet "June", and tell me when it is saved.';
  const tb = (c) => `Traceback (most recent call last):\n  File "<cell>", line 6, in <module>\n    wb.save(path)\n  File "/usr/lib/python3/dist-packages/openpyxl/workbook/workbook.py", line 386, in save\n    save_workbook(self, filename)\n  File "/usr/lib/python3/dist-packages/openpyxl/writer/excel.py", line 291, in save_workbook\n    archive = ZipFile(filename, 'w', ZIP_DEFLATED, allowZip64=True)\nPermissionError: [Errno 13] Permission denied: '/mnt/fs01/sales/commissions_2024.xlsx'`;
  const tell = 'I could not save commissions_2024.xlsx because the file is locked (Permission denied). It is probably open in Excel on another machine. I will try saving again.';
  const steps = [
    ...oaiStep(c, { call: { name: 'run_python', args: { code: "import pandas as pd\nj = pd.read_sql('select rep, sum(commission) c from commissions where month=6 group by rep', eng)\nprint(j)" } }, result: '          rep         c\n0   A. Moreau  4120.50\n1    B. Tanaka  3388.00\n2  C. Oyelaran  5012.75\n3     D. Kovac  2790.10' }),
    ...oaiStep(c, { call: { name: 'run_python', args: { code: "from openpyxl import load_workbook\npath='/mnt/fs01/sales/commissions_2024.xlsx'\nwb=load_workbook(path)\nprint(wb.sheetnames)" } }, result: "['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'Summary']" }),
  ];
  for (let i = 0; i < 4; i++) {
    steps.push(...oaiStep(c, { call: { name: 'run_python', args: { code: "ws=wb['June']\nfor r,(rep,cv) in enumerate(j.itertuples(index=False), start=2):\n    ws.cell(r,1,rep); ws.cell(r,2,float(cv))\nwb.save(path)" } }, result: { status: 'error', traceback: tb(c), execution_count: 3 + i }, error: 'PermissionError: [Errno 13] Permission denied' }));
    steps.push(...oaiStep(c, { text: i === 2 ? tell.replace('It is probably', 'It is likely') : tell }));
  }
  steps.push(...oaiStep(c, { call: { name: 'run_python', args: { code: 'wb.save(path)' } }, result: { status: 'error', traceback: tb(c) }, error: 'PermissionError: [Errno 13] Permission denied' }));
  return { isolates: 'Each save attempt fails with the same PermissionError and the agent sends the user the same explanation and "I will try again", four rounds, never saving to another path or waiting for the lock.', stagnation: true, goal,
    root: agent('Agent workflow', { agent: 'excel-assistant', input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 14 }) };
}

// 03: dbt Cloud trigger returns 403; an on-failure hook files the same Jira comment; model text varies.
function r3(c) {
  const goal = 'Kick off the dbt Cloud job "finance_monthly_close" for June and confirm it succeeded in ticket DATA-4412.';
  const steps = [];
  const thinks = ['Trigger the job.', 'Permission error; maybe the token scope is wrong for this environment. Retry with cause field.', 'Try triggering through the account-level endpoint variant.', 'Trigger with steps_override in case the job default is locked.'];
  thinks.forEach((t, i) => {
    steps.push(llm('ChatAnthropic', { model: 'claude-3-5-sonnet', messages: [{ role: 'user', content: goal }] }, [{ type: 'text', text: t }, { type: 'tool_use', name: 'dbt_cloud_trigger_job', input: { account_id: 10442, job_id: 88731, cause: i ? 'agent retry' : 'June close' } }]));
    steps.push(tool('dbt_cloud_trigger_job', { account_id: 10442, job_id: 88731, cause: i ? 'agent retry' : 'June close', steps_override: i === 3 ? ['dbt build --select tag:close'] : undefined }, { status: { code: 403, is_success: false, user_message: 'You do not have permission to run jobs in this environment.', developer_message: null }, data: null, request_id: c.uuid() }, { error: 'HTTP 403 Forbidden', children: [tool('on_failure.jira_comment', { issue: 'DATA-4412', body: 'Automated update: triggering dbt Cloud job finance_monthly_close failed with 403 (no permission to run jobs in this environment). Will retry.' }, { id: String(c.int(300000, 399999)), created: c.iso().replace('Z', '+0000') })] }));
  });
  steps.push(llm('ChatAnthropic', { messages: [{ role: 'user', content: goal }] }, 'Retrying the trigger once more.'), tool('dbt_cloud_trigger_job', { account_id: 10442, job_id: 88731 }, { status: { code: 403, is_success: false } }, { error: 'HTTP 403 Forbidden' }));
  return { isolates: 'Five trigger attempts all return 403 and each posts the same templated Jira comment through an on-failure hook (the notice is not model-written; the model text varies), so the ticket fills with identical updates.', stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 12 reached' }, steps, { langgraph: '0.2.28' }) };
}
export const scenarios = [r1, r2, r3];
