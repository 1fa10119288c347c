// Family: supervisor_distinct_subtasks (loop=false, stagnation=false)
// A supervisor gives the same worker different sub-tasks in turn; each comes back with new results; then a synthesis.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, toolMsg, tu, tr, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'wild bird seed subscriptions (churn review)', style: 'LangSmith / LangGraph supervisor',
    isolates: 'A LangGraph supervisor sends the same analyst worker three different questions (churn by plan, by region, by delivery delay), each answered with different numbers, then writes a synthesis.',
    goal: 'Explain why cancellations of the FeederBox seed subscription rose in May and recommend two actions.',
    build(r) {
      const node = (n, s) => ({ langgraph_node: n, langgraph_step: s, run_id: r.uuid(), start_time: r.iso(r.tick(1500, 6000)) });
      const worker = (task, sql, rows, answer, step) => agent('analyst', { messages: [{ role: 'user', content: task }] }, { messages: [{ role: 'assistant', content: answer }] }, [
        llm('ChatOpenAI', { messages: [sys('You are a SQL analyst for FeederBox.'), usr(task)] }, { generations: [[{ text: '', message: { tool_calls: [{ name: 'run_sql', args: { sql }, id: r.callId() }] } }]] }, node('analyst', step)),
        tool('run_sql', { sql }, { columns: Object.keys(rows[0]), rows, elapsed_ms: r.ms(80, 900), warehouse: 'wh-' + r.hex(6) }, node('tools', step)),
        llm('ChatOpenAI', { messages: ['...'] }, { generations: [[{ text: answer }]] }, node('analyst', step)),
      ], node('analyst', step));
      const sup = (text, next, step) => llm('ChatOpenAI', { messages: [sys('You are a supervisor managing: analyst. Respond with the worker to act next or FINISH.')] }, { generations: [[{ text, message: { tool_calls: [{ name: 'transfer_to_analyst', args: { task: next }, id: r.callId() }] } }]] }, node('supervisor', step));
      const t1 = 'Break down May cancellations by plan (Finch, Woodland, Garden Pro) versus April.';
      const t2 = 'For the Garden Pro plan, split May cancellations by region.';
      const t3 = 'For Garden Pro in the North region, compare delivery delays for cancelled vs retained subscribers in May.';
      return agent('LangGraph', { messages: [{ role: 'user', content: 'Why did FeederBox cancellations rise in May?' }] }, null, [
        sup('Start with cancellations by plan to see where the rise is.', t1, 1),
        worker(t1, 'select plan, month, count(*) from cancellations where month in (4,5) group by 1,2', [{ plan: 'Finch', apr: 41, may: 44 }, { plan: 'Woodland', apr: 58, may: 61 }, { plan: 'Garden Pro', apr: 37, may: 96 }], 'Nearly all of the rise is Garden Pro: 37 in April to 96 in May; Finch and Woodland are flat.', 2),
        sup('Garden Pro drives it. Now ask for the regional split of Garden Pro.', t2, 3),
        worker(t2, "select region, count(*) from cancellations where plan='Garden Pro' and month=5 group by 1", [{ region: 'North', may: 71 }, { region: 'Midlands', may: 14 }, { region: 'South', may: 11 }], 'Garden Pro cancellations are concentrated in the North: 71 of 96.', 4),
        sup('North dominates; check if delivery delays explain it.', t3, 5),
        worker(t3, "select status, avg(delay_days), pct_late from deliveries where plan='Garden Pro' and region='North' and month=5 group by 1", [{ status: 'cancelled', avg_delay_days: 6.4, pct_late: '82%' }, { status: 'retained', avg_delay_days: 1.9, pct_late: '21%' }], 'Cancelled North subscribers waited 6.4 days on average (82% late) versus 1.9 days for retained ones.', 6),
        llm('ChatOpenAI', { messages: ['...'] }, { generations: [[{ text: 'FINISH. May cancellations rose by 65, almost all on Garden Pro in the North, where cancelled customers saw 6.4-day average delays. Actions: move North Garden Pro deliveries off the delayed Leeds courier route, and send affected subscribers a free 2 kg top-up with an apology.' }]] }, node('supervisor', 7)),
      ], { ls_project: 'feederbox-insights', thread_id: r.uuid() });
    },
  },
  {
    domain: 'wolf GPS collar telemetry (field season review)', style: 'AG2 GroupChat (manager + worker)',
    isolates: 'An AG2 group chat manager keeps selecting the same TelemetryAnalyst for three distinct jobs (fix success rate, den-site clusters, a dropout collar), each reply bringing new findings, before the PI agent summarises.',
    goal: 'Prepare the monthly telemetry summary for the 11 collared wolves: data quality, likely den sites, and any collar problems.',
    build(r) {
      const msg = (name, content, meta = {}) => llm(`${name}.generate_reply`, { sender: meta.sender ?? 'chat_manager', n_messages: r.int(2, 15) }, { name, role: 'assistant', content, ...(meta.tool_calls ? { tool_calls: meta.tool_calls } : {}) }, { ag2_event: 'TextMessage', cost: { total_cost: r.float(0.001, 0.03, 5) }, ts: r.iso(r.tick(3000, 9000)) });
      const ex = (fn, args, out) => tool(`execute_function ${fn}`, args, out, { ag2_event: 'ExecutedFunction', call_id: r.callId() });
      return agent('GroupChatManager.run_chat', { message: 'Monthly summary for pack collars, April.' }, { summary: 'sent to PI' }, [
        msg('PI_Agent', 'TelemetryAnalyst, first compute fix success rates per collar for April.', { sender: 'user_proxy' }),
        msg('TelemetryAnalyst', '', { tool_calls: [oaiCall(r.callId(), 'fix_success', { month: '2025-04' })] }),
        ex('fix_success', { month: '2025-04' }, { collars: 11, median_success: 0.91, low: [{ id: 'W-07', rate: 0.42 }, { id: 'W-12', rate: 0.77 }], vectronic_pull: r.isoNoMs() }),
        msg('TelemetryAnalyst', 'Median fix success is 91%. Two collars are low: W-07 at 42% and W-12 at 77%.'),
        msg('PI_Agent', 'Good. Next, cluster fixes for the breeding females (W-03, W-09) to find likely den sites.'),
        msg('TelemetryAnalyst', '', { tool_calls: [oaiCall(r.callId(), 'cluster_fixes', { ids: ['W-03', 'W-09'], radius_m: 200, min_nights: 5 })] }),
        ex('cluster_fixes', { ids: ['W-03', 'W-09'], radius_m: 200, min_nights: 5 }, { clusters: [{ id: 'W-03', centroid: [46.8132, 11.2741], nights: 12, since: '2025-04-17' }, { id: 'W-09', centroid: [46.7718, 11.3305], nights: 6, since: '2025-04-24' }] }),
        msg('TelemetryAnalyst', 'W-03 has used one site for 12 nights since 17 April, a strong den candidate; W-09 shows a newer 6-night cluster since 24 April about 5.8 km south-east.'),
        msg('PI_Agent', 'Finally, look at W-07: is the low rate a dead battery or habitat?'),
        msg('TelemetryAnalyst', '', { tool_calls: [oaiCall(r.callId(), 'collar_diagnostics', { id: 'W-07' })] }),
        ex('collar_diagnostics', { id: 'W-07' }, { battery_v: [3.61, 3.58, 3.55], temp_c_mean: 6.1, failed_fix_hours: { '00-06': 0.71, '06-18': 0.32, '18-24': 0.66 }, last_upload: r.isoNoMs() }),
        msg('TelemetryAnalyst', 'Battery is healthy (3.55 V). Failures cluster at night (71% failed 00-06), which fits W-07 resting in the dense gorge forest, not a hardware fault.'),
        msg('PI_Agent', 'Summary: data quality good (91% median); W-03 likely denning at the 12-night site, W-09 possible new den; W-07 low fix rate is habitat-driven at night, no replacement needed; keep an eye on W-12 at 77%. TERMINATE'),
      ], { ag2_version: '0.8.2', speaker_selection: 'auto', max_round: 20 });
    },
  },
  {
    domain: 'public restroom cleaning rounds (city centre facilities)', style: 'CrewAI hierarchical process',
    isolates: 'A CrewAI manager delegates three different questions to the same Facilities Analyst (complaint hotspots, cleaner shift coverage, supply usage), each returning new data, and then writes the revised round plan.',
    goal: 'Revise the cleaning rounds for the 14 public toilets in the city centre to cut complaints before the summer festival season.',
    build(r) {
      const deleg = (task, toolName, toolIn, toolOut, answer) => span('tool', 'Delegate work to coworker', { task, coworker: 'Facilities Analyst' }, answer, { kids: [agent('Facilities Analyst', { task }, answer, [
        llm('gpt-4o-mini', { messages: [sys('You are Facilities Analyst.'), usr(task)] }, `Thought: I should query the data for this.\nAction: ${toolName}\nAction Input: ${JSON.stringify(toolIn)}`, { crewai_event: 'LLMCallCompletedEvent', tokens: r.tokens() }),
        tool(toolName, toolIn, toolOut, { crewai_event: 'ToolUsageFinishedEvent', started_at: r.iso(r.tick(1000, 4000)) }),
        llm('gpt-4o-mini', { messages: ['...'] }, `Thought: I now know the final answer\nFinal Answer: ${answer}`, { crewai_event: 'LLMCallCompletedEvent' }),
      ], { allow_delegation: false })], meta: { crewai_event: 'ToolUsageFinishedEvent' } });
      const mgr = (t) => llm('gpt-4o', { messages: [sys('You are Crew Manager.')] }, t, { crewai_event: 'LLMCallCompletedEvent', agent_role: 'Crew Manager' });
      return agent('Crew: restroom_rounds', { inputs: { facilities: 14, season: 'summer' } }, { raw: 'Revised round plan saved.' }, [
        mgr('Thought: First I need to know where complaints concentrate.\nAction: Delegate work to coworker'),
        deleg('Which toilets had the most complaints in the last 90 days, and at what times?', 'Complaints Query', { days: 90 }, 'site,complaints,peak_window\nMarket Sq,47,Fri-Sat 22:00-02:00\nBus Station,39,weekday 07:00-09:00\nRiverside Park,18,Sun 12:00-16:00\n(11 other sites <10)', 'Market Square (47, Fri-Sat late night), Bus Station (39, weekday mornings) and Riverside Park (18, Sunday afternoons) account for 68% of complaints.'),
        mgr('Thought: Now check whether cleaner shifts cover those peak windows.\nAction: Delegate work to coworker'),
        deleg('Compare current cleaner shift coverage against the peak windows at Market Square, Bus Station and Riverside Park.', 'Rota Lookup', { sites: ['Market Sq', 'Bus Station', 'Riverside Park'] }, { 'Market Sq': { last_visit: '21:30', next_visit: '06:00' }, 'Bus Station': { visits: ['05:30', '11:00', '16:00'] }, 'Riverside Park': { sunday_visits: ['09:00'] }, rota_version: 'v' + r.int(10, 30) }, 'Coverage gaps: no Market Square visit between 21:30 and 06:00; Bus Station gap 05:30-11:00 spans the morning peak; Riverside Park has only a 09:00 Sunday visit.'),
        mgr('Thought: Check consumables usage to size the extra visits.\nAction: Delegate work to coworker'),
        deleg('How much paper and soap do the three hotspot sites use per week compared with the average site?', 'Supply Usage', { weeks: 8 }, { 'Market Sq': { paper_rolls_wk: 64, soap_l_wk: 9.5 }, 'Bus Station': { paper_rolls_wk: 51, soap_l_wk: 7.1 }, 'Riverside Park': { paper_rolls_wk: 30, soap_l_wk: 4.0 }, average_site: { paper_rolls_wk: 18, soap_l_wk: 2.6 } }, 'Market Square uses 3.6x the average paper and soap, Bus Station 2.8x, Riverside Park 1.7x.'),
        mgr('Thought: I have enough.\nFinal Answer: Add a 00:30 Market Square visit on Fri/Sat with a double supply load, move the Bus Station visit from 11:00 to 08:00, and add a 14:00 Sunday visit at Riverside Park; other 11 sites unchanged.'),
      ], { crewai_version: '0.95.0', process: 'hierarchical' });
    },
  },
  {
    domain: 'cricket bat willow plantation (felling selection)', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'An Agents SDK orchestrator calls the same stand_assessor agent-tool three times with different compartments, getting different girth/defect results, then decides which to fell.',
    goal: 'Choose which of three willow compartments to fell this winter to supply 1,800 Grade 1-2 cleft blanks to the bat maker.',
    build(r) {
      const trace = `trace_${r.hex(32)}`;
      const m = (type) => ({ span_data: { type }, span_id: 'span_' + r.hex(24), trace_id: trace, started_at: r.isoMicro(r.tick(1000, 5000)) });
      const assess = (comp, out, summary) => span('tool', 'stand_assessor', JSON.stringify({ input: `Assess compartment ${comp}: mean girth at 1.3 m, trees over 140 cm, and watermark/defect rate from the last survey.` }), summary, { meta: m('function'), kids: [agent('Stand Assessor', { input: comp }, summary, [
        llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: 'survey_lookup', arguments: JSON.stringify({ compartment: comp }) }] }, m('response')),
        tool('survey_lookup', JSON.stringify({ compartment: comp }), JSON.stringify(out), m('function')),
        llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: summary }] }] }, m('response')),
      ], m('agent'))] });
      const orch = (text, call) => llm('response', { model: 'gpt-4.1' }, { output: [...(text ? [{ type: 'message', content: [{ type: 'output_text', text }] }] : []), ...(call ? [{ type: 'function_call', call_id: r.callId(), name: 'stand_assessor', arguments: JSON.stringify({ input: call }) }] : [])] }, m('response'));
      return agent('Felling Planner', { input: 'Which compartment(s) to fell for 1,800 G1-2 blanks?' }, 'Fell C7 and the north half of C4.', [
        orch(null, 'C4'),
        assess('C4', { trees: 212, mean_girth_cm: 151, over_140: 168, watermark_pct: 4, surveyed: '2024-10-03' }, 'C4: 168 of 212 trees over 140 cm girth, watermark 4%.'),
        orch(null, 'C7'),
        assess('C7', { trees: 180, mean_girth_cm: 158, over_140: 161, watermark_pct: 2, surveyed: '2024-09-21' }, 'C7: 161 of 180 trees over 140 cm, best girth (158 cm mean), watermark only 2%.'),
        orch(null, 'C9'),
        assess('C9', { trees: 240, mean_girth_cm: 132, over_140: 74, watermark_pct: 11, surveyed: '2024-11-12' }, 'C9: only 74 of 240 over 140 cm and watermark 11%; needs 2-3 more years.'),
        orch('At about 8 Grade 1-2 blanks per tree: C7 gives about 1,260 (161 trees, 2% loss) and the north half of C4 (about 85 qualifying trees) about 650, total about 1,910, just above 1,800. C9 should be left to grow. Decision: fell C7 and the north half of C4.'),
      ], { ...m('agent'), workflow_name: 'willow-felling' });
    },
  },
  {
    domain: 'antivenom production lab (plasma batch release)', style: 'Google ADK (AgentTool)',
    isolates: 'An ADK coordinator uses the same qc_agent AgentTool for three distinct checks on a plasma batch (titre, sterility, endotoxin), each returning a different result, then makes the release decision.',
    goal: 'Decide whether equine plasma batch EP-2291 (Bothrops polyvalent) can be released for fractionation.',
    build(r) {
      const inv = 'e-' + r.uuid();
      const call = (req, fn, args, resp, answer) => span('tool', 'execute_tool qc_agent', { request: req }, { result: answer }, { meta: { 'gcp.vertex.agent.invocation_id': inv }, kids: [agent('invoke_agent qc_agent', { request: req }, answer, [
        llm('call_llm', { invocation_id: inv }, { content: { role: 'model', parts: [{ function_call: { name: fn, args } }] } }, { author: 'qc_agent' }),
        tool(`execute_tool ${fn}`, args, { function_response: { name: fn, response: resp } }, { 'gcp.vertex.agent.event_id': r.uuid() }),
        llm('call_llm', { invocation_id: inv }, { content: { role: 'model', parts: [{ text: answer }] } }, { author: 'qc_agent' }),
      ], { 'gen_ai.agent.name': 'qc_agent' })] });
      const coord = (text, req) => llm('call_llm', { invocation_id: inv }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(req ? [{ function_call: { name: 'qc_agent', args: { request: req } } }] : [])] }, usage_metadata: { prompt_token_count: r.int(900, 3000) } }, { author: 'release_coordinator', ts: r.epoch(r.tick(3000, 9000)) });
      return agent('invoke_agent release_coordinator', { new_message: 'Can EP-2291 be released?' }, null, [
        coord(null, 'Neutralising titre for EP-2291 against B. asper venom'),
        call('Neutralising titre for EP-2291 against B. asper venom', 'lims_result', { batch: 'EP-2291', assay: 'ED50_Basper' }, { value: 3.2, unit: 'mg venom/mL', spec_min: 2.5, analyst: 'RM', signed: r.isoNoMs() }, 'Titre 3.2 mg/mL against B. asper, above the 2.5 minimum.'),
        coord(null, 'Sterility result for EP-2291'),
        call('Sterility result for EP-2291', 'lims_result', { batch: 'EP-2291', assay: 'sterility_14d' }, { result: 'no growth', media: ['FTM', 'SCDM'], day: 14, read: r.isoNoMs() }, 'Sterility: no growth at day 14 in FTM and SCDM.'),
        coord(null, 'Endotoxin result for EP-2291'),
        call('Endotoxin result for EP-2291', 'lims_result', { batch: 'EP-2291', assay: 'LAL_kinetic' }, { value: 0.9, unit: 'EU/mL', spec_max: 2.0, spike_recovery_pct: 94 }, 'Endotoxin 0.9 EU/mL (limit 2.0) with 94% spike recovery, valid.'),
        coord('All three release tests pass: titre 3.2 mg/mL, sterile at 14 days, endotoxin 0.9 EU/mL. EP-2291 can be released to fractionation; QP sign-off still required.'),
      ], { 'gen_ai.system': 'gcp.vertex.agent', session_id: r.uuid() });
    },
  },
  {
    domain: 'farm shop sales import into DuckDB (data)', style: 'Mastra agent network',
    isolates: 'A Mastra routing agent sends the same csvWorker three different sub-tasks (profile the files, fix the date formats, build the weekly rollup), each returning new output, and ends with a report.',
    goal: 'Load the farm shop\'s 26 weekly till CSV exports into DuckDB and produce weekly revenue by category for the spring.',
    build(r) {
      const tr = r.traceId();
      const meta = (t) => ({ spanType: t, traceId: tr, spanId: r.spanId(), startTime: r.iso(r.tick(800, 4000)) });
      const work = (prompt, toolId, args, res, answer) => agent("agent run: 'csvWorker'", { prompt }, { text: answer }, [
        llm("llm: 'gpt-4o-mini'", { messages: [{ role: 'user', content: prompt }] }, { text: '', toolCalls: [{ toolName: toolId, args }], finishReason: 'tool-calls' }, meta('llm_generation')),
        tool(`tool: '${toolId}'`, args, res, meta('tool_call')),
        llm("llm: 'gpt-4o-mini'", {}, { text: answer, finishReason: 'stop' }, meta('llm_generation')),
      ], meta('agent_run'));
      const route = (text) => llm("llm: 'gpt-4o' (routing)", {}, { text, object: { resourceId: 'csvWorker', resourceType: 'agent' } }, meta('llm_generation'));
      return agent("network run: 'shop-data'", { task: 'Weekly revenue by category, spring' }, { text: 'Report ready' }, [
        route('First, profile the CSV exports to see their columns and formats.'),
        work('Profile the 26 CSVs in ./exports: columns, row counts, date formats.', 'duckdbQuery', { sql: "SELECT filename, count(*) n FROM read_csv('exports/*.csv', filename=true, union_by_name=true) GROUP BY 1" }, { rows: 26, total_rows: 18342, columns: ['Date', 'Item', 'Category', 'Qty', 'Net'], note: 'files wk01-wk09 dates as DD/MM/YYYY; wk10-wk26 as YYYY-MM-DD', elapsed: `${r.float(0.1, 0.9, 3)}s` }, '18,342 rows in 26 files; dates switch from DD/MM/YYYY to ISO at week 10.'),
        route('Dates are mixed; have the worker normalise them into a table.'),
        work('Create table sales with a proper DATE column, handling both date formats.', 'duckdbQuery', { sql: "CREATE TABLE sales AS SELECT coalesce(try_strptime(Date,'%d/%m/%Y'), try_strptime(Date,'%Y-%m-%d'))::DATE d, Item, Category, Qty, Net FROM read_csv('exports/*.csv', union_by_name=true, all_varchar=true)" }, { created: 'sales', rows: 18342, null_dates: 0, min_date: '2025-03-03', max_date: '2025-08-31' }, 'Table sales created: 18,342 rows, no null dates, 3 March to 31 August.'),
        route('Now the weekly rollup by category.'),
        work('Weekly revenue by category for March-May from sales.', 'duckdbQuery', { sql: "SELECT date_trunc('week', d) wk, Category, sum(Net) FROM sales WHERE d < '2025-06-01' GROUP BY ALL ORDER BY 1" }, { rows: 52, preview: [{ wk: '2025-03-03', Category: 'Veg', net: 1822.4 }, { wk: '2025-03-03', Category: 'Dairy', net: 1190.05 }, { wk: '2025-05-26', Category: 'Veg', net: 2710.9 }], exported: 'out/weekly_spring.parquet' }, '52 week-category rows; veg revenue grew from £1,822 to £2,711 per week over spring. Exported to out/weekly_spring.parquet.'),
        route('Done: the data is loaded, dates normalised, and the spring weekly rollup is exported; veg is the main growth driver.'),
      ], meta('agent_run'));
    },
  },
];
