import { call } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;

// 01: LangGraph supervisor routing to one sql_worker with a different question each time, then synthesis.
function r01(c) {
  const goal = 'Prepare a one-paragraph board note on Q3 2024 for the SaaS business: revenue by region, churn by plan, and expansion.';
  const kids = [];
  const sup = (text, next) => kids.push(c.span('chain', 'supervisor', { messages: '[…]' }, { next }, [c.llm('gpt-4o', [{ role: 'system', content: 'You are a supervisor managing: sql_worker. Given the request, respond with the worker to act next or FINISH.' }, { role: 'user', content: goal }], { content: text, tool_calls: [call('route', { next, instructions: text }, 'call_' + c.hex(10))] })], { meta: { langgraph_node: 'supervisor' } }));
  const worker = (task, sql, out, answer) => kids.push(c.span('chain', 'sql_worker', { task }, { answer }, [
    c.llm('gpt-4o-mini', [{ role: 'user', content: task }], { content: '', tool_calls: [call('postgres_query', { sql }, 'call_' + c.hex(10))] }),
    c.tool('postgres_query', { sql }, out),
    c.llm('gpt-4o-mini', [{ role: 'user', content: task }], { content: answer }),
  ], { meta: { langgraph_node: 'sql_worker' } }));
  sup('sql_worker: Q3 2024 recognised revenue by region, with QoQ change.', 'sql_worker');
  worker('Q3 2024 recognised revenue by region, with QoQ change.', "SELECT region, SUM(amount) FILTER (WHERE quarter='2024-Q3') q3, SUM(amount) FILTER (WHERE quarter='2024-Q2') q2 FROM finance.revenue GROUP BY region", { rowCount: 3, fields: [{ name: 'region', dataTypeID: 25 }, { name: 'q3', dataTypeID: 1700 }, { name: 'q2', dataTypeID: 1700 }], rows: [{ region: 'NA', q3: '8120400.00', q2: '7730110.00' }, { region: 'EMEA', q3: '4410220.00', q2: '4380015.00' }, { region: 'APAC', q3: '1902310.00', q2: '1650877.00' }], command: 'SELECT', duration_ms: c.ms(40, 900) }, 'Q3 revenue: NA $8.12M (+5.0% QoQ), EMEA $4.41M (+0.7%), APAC $1.90M (+15.2%); total $14.43M.');
  sup('sql_worker: logo churn rate by plan in Q3 2024.', 'sql_worker');
  worker('Logo churn rate by plan in Q3 2024.', "SELECT plan, COUNT(*) FILTER (WHERE churned_on BETWEEN '2024-07-01' AND '2024-09-30')::float / COUNT(*) FROM billing.accounts WHERE started_on < '2024-07-01' GROUP BY plan", { rowCount: 3, rows: [{ plan: 'Starter', rate: 0.061 }, { plan: 'Growth', rate: 0.027 }, { plan: 'Enterprise', rate: 0.008 }], command: 'SELECT', duration_ms: c.ms(40, 900) }, 'Q3 logo churn: Starter 6.1%, Growth 2.7%, Enterprise 0.8%.');
  sup('sql_worker: expansion ARR in Q3 2024 and the top 3 expanding accounts.', 'sql_worker');
  worker('Expansion ARR in Q3 2024 and the top 3 expanding accounts.', "SELECT account_name, SUM(delta_arr) FROM billing.arr_movements WHERE movement='expansion' AND quarter='2024-Q3' GROUP BY 1 ORDER BY 2 DESC", { rowCount: 188, rows: [{ account_name: 'Northwind Health', sum: '212000.00' }, { account_name: 'Tailspin Air', sum: '168500.00' }, { account_name: 'Litware Bank', sum: '121000.00' }, { note: '185 more rows' }], total_expansion: '2311040.00', command: 'SELECT' }, 'Q3 expansion ARR $2.31M across 188 accounts; top: Northwind Health $212k, Tailspin Air $168.5k, Litware Bank $121k.');
  kids.push(c.span('chain', 'supervisor', {}, { next: 'FINISH' }, [c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Q3 2024: revenue $14.43M, led by NA ($8.12M, +5.0% QoQ) with APAC the fastest grower (+15.2%) and EMEA flat (+0.7%). Logo churn stayed concentrated in Starter (6.1%) versus 2.7% Growth and 0.8% Enterprise. Expansion added $2.31M ARR across 188 accounts, led by Northwind Health ($212k).' })], { meta: { langgraph_node: 'supervisor' } }));
  const root = c.agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['…', 'Q3 2024: revenue $14.43M …'] }, kids, { meta: { thread_id: c.uuid() } });
  return { isolates: 'A supervisor sends the same SQL worker three different sub-questions (revenue, churn, expansion), each answered with new figures, then writes the board note.', stagnation: false, goal, root };
}

// 02: CrewAI hierarchical process: manager delegates one KPI chart at a time to the same analyst.
function r02(c) {
  const goal = 'Build the weekly e-commerce KPI pack in Superset: one chart each for conversion rate, AOV, return rate and repeat-purchase rate, and summarise the week.';
  const kids = [];
  const kpis = [
    ['conversion rate', 'SUM(orders)/SUM(sessions)', 'echarts_timeseries_line', 'Conversion 3.12% this week vs 2.94% last week (+0.18 pp).', 1411],
    ['AOV', 'SUM(revenue)/SUM(orders)', 'big_number_total', 'AOV $71.40 vs $74.05 (-3.6%), driven by a promo on accessories.', 1412],
    ['return rate', 'SUM(returned_units)/SUM(units)', 'echarts_timeseries_bar', 'Return rate 8.9% vs 9.4%; apparel still highest at 14.1%.', 1413],
    ['repeat-purchase rate', 'COUNT(DISTINCT repeat_customer_id)/COUNT(DISTINCT customer_id)', 'big_number_total', 'Repeat-purchase 27.5% vs 26.8%.', 1414],
  ];
  for (const [kpi, metric, viz, result, id] of kpis) {
    const mgr = c.llm('gpt-4o', [{ role: 'system', content: 'You are Crew Manager.' }, { role: 'user', content: goal }], `Thought: Next KPI is ${kpi}.\nAction: Delegate work to coworker\nAction Input: {"task": "Create a Superset chart for ${kpi} (${metric}) on dataset ecommerce_weekly and report this week vs last week", "context": "KPI pack week 2024-W37", "coworker": "Data Analyst"}`);
    const analyst = c.agent('Data Analyst', { task: `Create a Superset chart for ${kpi}` }, { raw: result }, [
      c.llm('gpt-4o-mini', [{ role: 'user', content: `Create a Superset chart for ${kpi}` }], `Thought: Create the chart.\nAction: superset_create_chart\nAction Input: {"slice_name": "${kpi} (weekly)", "viz_type": "${viz}", "datasource_id": 63, "metric": "${metric}"}`),
      c.tool('superset_create_chart', { slice_name: `${kpi} (weekly)`, viz_type: viz, datasource_id: 63, params: JSON.stringify({ metrics: [{ expressionType: 'SQL', sqlExpression: metric }], time_grain_sqla: 'P1W' }) }, { id, result: { slice_name: `${kpi} (weekly)`, viz_type: viz }, headers: { 'x-request-id': c.uuid() } }),
      c.tool('superset_chart_data', { chart_id: id, time_range: 'Last 2 weeks' }, { result: [{ cache_key: c.hex(32), cached_dttm: null, is_cached: false, query: `SELECT ${metric} ...`, rowcount: 2, data: [{ week: '2024-W36' }, { week: '2024-W37' }], status: 'success', stacktrace: null, applied_filters: [{ column: '__time_range' }], from_dttm: c.epochMs(), to_dttm: c.epochMs() }] }),
      c.llm('gpt-4o-mini', [{ role: 'user', content: `Create a Superset chart for ${kpi}` }], `Thought: I now know the final answer\nFinal Answer: Chart ${id} created. ${result}`),
    ], { meta: { crewai_agent_role: 'Data Analyst' } });
    kids.push(mgr, analyst);
  }
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], 'Thought: I now know the final answer\nFinal Answer: KPI pack (charts 1411-1414) for 2024-W37: conversion up to 3.12% (+0.18 pp), AOV down 3.6% to $71.40 on the accessories promo, return rate improved to 8.9%, repeat-purchase up to 27.5%.'));
  const root = c.agent('Crew', { inputs: { week: '2024-W37' } }, { raw: 'KPI pack (charts 1411-1414) …' }, kids, { meta: { process: 'hierarchical', manager_llm: 'gpt-4o' } });
  return { isolates: 'A CrewAI manager delegates four different KPI charts to the same analyst; each delegation creates a new chart with new numbers, then the week is summarised.', stagnation: false, goal, root };
}

// 03: OpenAI Agents SDK: orchestrator calling a notebook worker agent-as-tool with distinct analyses.
function r03(c) {
  const goal = 'Using the A/B test export ab_checkout_v2.csv, tell me whether the new checkout should ship: conversion lift, revenue per visitor, guardrails, and segment effects.';
  const kids = [];
  const sub = (task, code, out, answer) => {
    kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: '', tool_calls: [call('notebook_analyst', { input: task }, 'fc_' + c.hex(8))] }, { name: 'generation' }));
    kids.push(c.tool('notebook_analyst', JSON.stringify({ input: task }), answer, { type: 'function', children: [c.agent('Notebook Analyst', { input: task }, { final_output: answer }, [
      c.llm('gpt-4.1-mini', [{ role: 'user', content: task }], { output_text: '', tool_calls: [call('run_cell', { code }, 'fc_' + c.hex(8))] }, { name: 'generation' }),
      c.tool('run_cell', JSON.stringify({ code }), JSON.stringify({ execution_count: c.int(3, 60), outputs: [{ output_type: 'stream', text: out }] }), { type: 'function' }),
    ])] }));
  };
  sub('Compute conversion per arm with a two-proportion z-test.', "g = df.groupby('arm').agg(n=('visitor_id','nunique'), conv=('converted','sum'))\nprint(g, proportions_ztest(g.conv, g.n))", '         n   conv\narm\ncontrol  48211  1832\ntreat    48390  1998\n(-2.71, 0.0067)', 'Conversion 3.80% control vs 4.13% treatment (+8.7% relative), z=-2.71, p=0.0067.');
  sub('Compute revenue per visitor and a bootstrap 95% CI for the difference.', "rpv = df.groupby('arm').revenue.sum()/df.groupby('arm').visitor_id.nunique()\nprint(rpv, bootstrap_diff(df, 'revenue', n=2000))", 'arm\ncontrol    2.911\ntreat      3.087\n(0.031, 0.322)', 'RPV $2.91 vs $3.09 (+6.0%), 95% CI of difference $0.03 to $0.32.');
  sub('Check guardrails: payment error rate and page load p75.', "print(df.groupby('arm')[['payment_error','load_ms']].agg({'payment_error':'mean','load_ms':lambda s: s.quantile(.75)}))", '         payment_error  load_ms\narm\ncontrol       0.0121   1840.0\ntreat         0.0118   1910.0', 'Guardrails OK: payment errors 1.18% vs 1.21%; p75 load 1,910 ms vs 1,840 ms (+70 ms, under the 150 ms budget).');
  sub('Break conversion lift down by device.', "print(df.pivot_table(index='device', columns='arm', values='converted', aggfunc='mean'))", 'arm      control   treat\ndevice\ndesktop   0.0452  0.0461\nmobile    0.0331  0.0382\ntablet    0.0398  0.0401', 'Lift is almost all mobile: 3.31% -> 3.82% (+15%); desktop +2%, tablet flat.');
  kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: 'Ship it: conversion +8.7% (p=0.0067), RPV +6.0% (CI $0.03-$0.32), guardrails within budget; the gain comes mainly from mobile (+15%), so prioritise mobile rollout monitoring.' }, { name: 'generation' }));
  const root = c.agent('Experiment Lead', { input: goal }, { final_output: 'Ship it: conversion +8.7% …' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32) } });
  return { isolates: 'An orchestrator calls the same notebook analyst agent four times with different analyses (conversion, RPV, guardrails, segments), each returning new results, then decides.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
