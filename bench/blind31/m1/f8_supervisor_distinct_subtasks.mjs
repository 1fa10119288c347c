// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn; each
// answer brings new results; then a synthesis.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;
export const isolates = 'One worker is called repeatedly by a supervisor, each time with a different sub-task and new results, then synthesis.';
export const domains = ['eel migration monitoring', 'car boot sale pitch allocation', 'crab pot licensing', 'rattan furniture import', 'decoy carving show', 'henna artist booking app database (devops)'];
export const styles = ['LangSmith / LangGraph supervisor', 'CrewAI hierarchical', 'AutoGen SelectorGroupChat', 'OpenAI Agents SDK (agents as tools)', 'Google ADK AgentTool', 'Mastra'];

// ---------------------------------------------------------------- 01 eel migration / LangGraph supervisor
function r01(N) {
  const task = 'Prepare the autumn silver-eel migration report for the River Wye counter station: run totals, the effect of the October floods, and a comparison with 2023.';
  const thread = N.uuid();
  const subtasks = [
    ['Compute nightly silver-eel counts from the resistivity counter for 1 Sep–30 Nov 2024 and the season total.', 'run_sql', { sql: 'select night, sum(n) from counter_events where species=\'eel\' and stage=\'silver\' group by 1' }, { rows: 91, total: 4312, peak: { night: '2024-10-19', n: 611 } }, 'Season total 4,312 silver eels over 91 nights; peak 611 on 19 October.'],
    ['Correlate the counts with river level at the Redbrook gauge; quantify how much of the run happened on flood nights (stage > 2.1 m).', 'run_sql', { sql: 'select flood, sum(n) from eel_nights join gauge using(night) group by flood' }, { flood_nights: 9, eels_on_flood_nights: 2705, share: 0.627 }, '62.7 % of the run (2,705 eels) moved on the 9 flood nights above 2.1 m.'],
    ['Compare 2024 with the 2023 season total and peak timing.', 'run_sql', { sql: 'select season, sum(n), max_by(night,n) from eel_nights where season in (2023,2024) group by 1' }, { '2023': { total: 3690, peak: '2023-11-07' }, '2024': { total: 4312, peak: '2024-10-19' } }, '2024 is up 16.9 % on 2023 (3,690) and peaked 19 days earlier.'],
  ];
  const kids = [];
  let step = 0;
  const md = (node) => ({ langgraph_node: node, langgraph_step: ++step, thread_id: thread });
  subtasks.forEach(([sub, toolName, args, out, answer], i) => {
    N.tick(1000, 3000);
    kids.push(chain('supervisor', null, { next: 'data_analyst' }, [llm('ChatOpenAI', { messages: '[…]' }, { type: 'ai', content: '', tool_calls: [{ name: 'transfer_to_data_analyst', args: { task: sub }, id: N.callId() }] }, { ls_model_name: 'gpt-4o' })], md('supervisor')));
    N.tick(2000, 6000);
    kids.push(span('agent', 'data_analyst', { task: sub }, { messages: [{ type: 'ai', content: answer }] }, [
      llm('ChatOpenAI', { messages: [{ type: 'human', content: sub }] }, { type: 'ai', content: '', tool_calls: [{ name: toolName, args, id: N.callId() }] }, { ls_model_name: 'gpt-4o-mini' }),
      tool(toolName, args, { ...out, query_ms: N.ms(30, 900), warehouse: N.host('duckdb-svc', 'lon1') }),
      llm('ChatOpenAI', { messages: '[…]' }, { type: 'ai', content: answer }, { ls_model_name: 'gpt-4o-mini' }),
    ], { metadata: md('data_analyst') }));
  });
  kids.push(chain('supervisor', null, { next: 'FINISH' }, [llm('ChatOpenAI', { messages: '[…]' }, { type: 'ai', content: 'Report: 4,312 silver eels passed Redbrook between 1 Sep and 30 Nov 2024 (peak 611 on 19 Oct). 62.7 % moved on the nine flood nights above 2.1 m. The run was 16.9 % larger than 2023 and peaked 19 days earlier, consistent with the early October floods.' }, { ls_model_name: 'gpt-4o' })], md('supervisor')));
  return {
    isolates: 'A LangGraph supervisor hands the same data_analyst three different questions (totals, flood share, year comparison); each returns new figures, then a report.',
    goal: task,
    root: span('agent', 'LangGraph', { messages: [{ type: 'human', content: task }] }, { messages: ['…final report…'] }, kids, { metadata: { thread_id: thread, graph: 'supervisor' } }),
  };
}

// ---------------------------------------------------------------- 02 car boot sales / CrewAI hierarchical
function r02(N) {
  const task = 'Allocate pitches for Sunday\'s Holmfirth car boot sale: 96 bookings, 80 car pitches, 12 van pitches, and the catering row.';
  const kids = [];
  const delegations = [
    ['Count bookings by vehicle type from bookings.csv and flag any that need a van pitch.', 'CSV Reader', '{"file":"bookings.csv"}', 'rows=96; car=79, van=14, trailer=3; 2 cars marked "gazebo 6m" need van-size pitches', '79 cars, 14 vans, 3 trailers; 2 cars with 6 m gazebos also need van-sized pitches, so 19 need large pitches versus 12 available.'],
    ['Work out how to free up more large pitches by merging adjacent car pitches in rows E and F.', 'Field Map', '{"rows":["E","F"]}', 'E: 10 car pitches (2.5m), F: 10 car pitches (2.5m); merging pairs yields 1 large (5m) per 2 car', 'Merging 7 pairs in rows E–F gives 7 more large pitches (19 total) and leaves 66 car pitches for 79 cars.'],
    ['Decide who goes on the waiting list given 66 car pitches, using booking time and whether they paid online.', 'CSV Reader', '{"file":"bookings.csv","sort":"booked_at"}', 'cars paid_online=71, cash_on_day=8; latest 13 bookings after 2025-05-30 21:04', 'Waiting list: the 13 latest car bookings (all after 30 May 21:04), of which 8 are pay-on-the-day; 5 online payers to be refunded if not reached.'],
  ];
  const why = ['First I need to know how many bookings need large pitches.', 'There are more large vehicles than van pitches, so the field layout has to change.', 'Car pitches are now short by 13, so someone has to be waitlisted fairly.'];
  delegations.forEach(([sub, toolName, args, obs, ans], k) => {
    N.tick(1500, 4000);
    kids.push(llm('LLM Call', { messages: '[…]' }, `Thought: ${why[k]}\nAction: Delegate work to coworker\nAction Input: {"task": "${sub}", "context": "Sunday sale, Holmfirth", "coworker": "Field Coordinator"}`, { model: 'gpt-4o', agent: 'Crew Manager' }));
    kids.push(span('agent', 'Field Coordinator', { task: sub }, ans, [
      llm('LLM Call', { messages: '[…]' }, `Thought: ${sub.split(' ').slice(0, 6).join(' ')}… I will use the ${toolName}.\nAction: ${toolName}\nAction Input: ${args}`, { model: 'gpt-4o-mini' }),
      tool(toolName, args, obs, { from_cache: false, run_attempts: 1 }),
      llm('LLM Call', { messages: '[…]' }, `Thought: I now know the final answer\nFinal Answer: ${ans}`, { model: 'gpt-4o-mini' }),
    ], { metadata: { role: 'Field Coordinator', delegated_by: 'Crew Manager' } }));
  });
  kids.push(llm('LLM Call', { messages: '[…]' }, 'Thought: I now know the final answer\nFinal Answer: Merge 7 pitch pairs in rows E–F (19 large pitches for 14 vans, 3 trailers, 2 gazebo cars); 66 car pitches go to the earliest 66 car bookings; 13 latest car bookings waitlisted, 5 online payers refunded if unplaced. Catering row unchanged.', { model: 'gpt-4o' }));
  return {
    isolates: 'A CrewAI manager delegates three different questions to the same Field Coordinator (counts, pitch merging, waitlist), each with new facts, then gives the allocation.',
    goal: task,
    root: agent('Crew: holmfirth-car-boot', { inputs: { date: 'Sunday' } }, { raw: 'allocation complete' }, kids, { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: N.uuid() }),
  };
}

// ---------------------------------------------------------------- 03 crab pot licensing / AutoGen
function r03(N) {
  const task = 'Review the 2025 Dungeness crab pot licence renewals for Port Alder: check tag orders, gear inspection results and unpaid fees, then produce the approval list.';
  const kids = [];
  const turns = [
    ['licensing_lead', 'records_clerk, list renewals where the requested pot-tag count exceeds the licence tier.', 'records_clerk', 'lookup_renewals', { filter: 'tags_requested > tier_max' }, { count: 3, items: [{ lic: 'PA-0112', tier_max: 300, requested: 350 }, { lic: 'PA-0147', tier_max: 200, requested: 240 }, { lic: 'PA-0201', tier_max: 300, requested: 305 }] }, 'Three over tier: PA-0112 (350/300), PA-0147 (240/200), PA-0201 (305/300).'],
    ['licensing_lead', 'records_clerk, now the gear inspection results: who failed escape-ring or rot-cord checks?', 'records_clerk', 'lookup_inspections', { season: 2025, result: 'fail' }, { count: 2, items: [{ lic: 'PA-0088', failed: 'escape rings 4 1/8" (min 4 1/4")' }, { lic: 'PA-0147', failed: 'rot cord missing on 12 pots' }] }, 'Two failed inspection: PA-0088 (undersized escape rings) and PA-0147 (missing rot cord on 12 pots).'],
    ['licensing_lead', 'records_clerk, finally unpaid fees over 30 days.', 'records_clerk', 'lookup_fees', { overdue_days: 30 }, { count: 1, items: [{ lic: 'PA-0230', owed: 412.5, days: 47 }] }, 'One overdue: PA-0230 owes $412.50, 47 days late.'],
  ];
  turns.forEach(([src, ask, worker, fn, args, res, summary]) => {
    N.tick(1000, 3000);
    kids.push(llm('licensing_lead', { messages: '[…]' }, { type: 'TextMessage', source: src, content: ask, models_usage: { prompt_tokens: N.int(600, 2000), completion_tokens: N.int(20, 50) } }, { agent: src }));
    kids.push(span('agent', worker, { content: ask }, { type: 'TextMessage', source: worker, content: summary }, [
      llm('records_clerk', { messages: '[…]' }, { type: 'ToolCallRequestEvent', source: worker, content: [{ id: N.callId(), name: fn, arguments: JSON.stringify(args) }] }),
      tool(fn, args, { type: 'ToolCallExecutionEvent', content: [{ content: JSON.stringify(res), is_error: false }] }, { db_replica: N.host('licdb', 'us-west-2') }),
      llm('records_clerk', { messages: '[…]' }, { type: 'TextMessage', source: worker, content: summary }),
    ], { metadata: { selector: 'SelectorGroupChat picked records_clerk' } }));
  });
  kids.push(llm('licensing_lead', { messages: '[…]' }, { type: 'TextMessage', source: 'licensing_lead', content: 'Approval list: all renewals approved except PA-0147 (over tier and failed rot-cord check — hold), PA-0088 (re-inspect escape rings), PA-0230 (pending $412.50). PA-0112 and PA-0201 approved at tier maximum (300 tags). TERMINATE' }));
  return {
    isolates: 'An AutoGen selector chat routes three different queries (tag tiers, inspections, fees) to the same records_clerk, each answered with new licences, then an approval list.',
    goal: task,
    root: agent('SelectorGroupChat', { task }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids, { autogen_version: '0.4.9', participants: ['licensing_lead', 'records_clerk'] }),
  };
}

// ---------------------------------------------------------------- 04 rattan furniture import / OpenAI Agents SDK agents-as-tools
function r04(N) {
  const task = 'Decide whether to reorder the "Lombok" rattan lounge chair for spring: check sell-through, supplier lead time from Cirebon, and landed cost at the new freight rate.';
  const trace = 'trace_' + N.hex(32);
  const md = (t) => ({ span_id: 'span_' + N.hex(24), trace_id: trace, span_type: t });
  const calls = [
    ['What was sell-through for SKU LMB-LC-NAT over the last 12 weeks?', 'query_sales', { sku: 'LMB-LC-NAT', weeks: 12 }, { sold: 188, start_stock: 240, sell_through: 0.78, stock_now: 52 }, '78 % sell-through: 188 of 240 sold in 12 weeks, 52 left (about 3.3 weeks of cover).'],
    ['What lead time is CV Rotan Jaya quoting for 200 units?', 'supplier_portal', { supplier: 'CV Rotan Jaya', sku: 'LMB-LC-NAT', qty: 200 }, { production_days: 35, port: 'Semarang', transit_days: 31, quote_id: 'Q-' + N.digits(6) }, '66 days door to port: 35 days production plus 31 days sea freight from Semarang.'],
    ['Compute the landed cost per chair for 200 units at today\'s 40ft rate.', 'landed_cost', { fob_usd: 41.5, qty: 200, container: '40HC', rate_usd: 3850, duty_pct: 5.6 }, { per_unit_gbp: 58.2, freight_per_unit_usd: 19.25, fx: 0.79 }, 'Landed cost £58.20 per chair (FOB $41.50, freight $19.25, duty 5.6 %).'],
  ];
  const kids = [];
  calls.forEach(([q, fn, args, out, ans]) => {
    N.tick(1000, 3000);
    kids.push(span('llm', 'generation', { model: 'gpt-4.1' }, [{ type: 'function_call', name: 'buying_analyst', arguments: JSON.stringify({ input: q }), call_id: N.callId() }], [], { metadata: md('generation') }));
    kids.push(span('tool', 'buying_analyst', { input: q }, ans, [
      span('agent', 'Agent: BuyingAnalyst', { input: q }, ans, [
        span('llm', 'generation', { model: 'gpt-4.1-mini' }, [{ type: 'function_call', name: fn, arguments: JSON.stringify(args), call_id: N.callId() }], [], { metadata: md('generation') }),
        span('tool', fn, JSON.stringify(args), JSON.stringify(out), [], { metadata: md('function') }),
        span('llm', 'generation', { model: 'gpt-4.1-mini' }, [{ type: 'message', content: [{ type: 'output_text', text: ans }] }], [], { metadata: md('generation') }),
      ], { metadata: md('agent') }),
    ], { metadata: md('function') }));
  });
  kids.push(span('llm', 'generation', { model: 'gpt-4.1' }, [{ type: 'message', content: [{ type: 'output_text', text: 'Reorder 200 now. With 52 chairs left (~3.3 weeks) and a 66-day lead time we will be out of stock for about 6 weeks even ordering today; landed cost £58.20 against a £149 retail keeps margin at 61 %.' }] }], [], { metadata: md('generation') }));
  return {
    isolates: 'An Agents SDK buyer agent calls the same BuyingAnalyst agent-as-tool three times with different questions (sell-through, lead time, landed cost) and combines the new answers into a decision.',
    goal: task,
    root: span('agent', 'Agent: HeadBuyer', { input: task, tools: ['buying_analyst'] }, 'Reorder 200 now…', kids, { metadata: { trace_id: trace, workflow_name: 'reorder-decision' } }),
  };
}

// ---------------------------------------------------------------- 05 decoy carving show / Google ADK AgentTool
function r05(N) {
  const task = 'Finalise judging for the Chesapeake decoy carving show: confirm entries per division, assign judges without conflicts, and build the ribbon order.';
  const inv = 'e-' + N.uuid();
  const asks = [
    ['Count entries per division from the registration sheet.', 'read_sheet', { range: 'Entries!A2:F' }, { rows: 213, by_division: { 'Working Decoy': 71, 'Decorative Life-size': 58, 'Miniature': 49, 'Youth': 35 } }, 'Working 71, Decorative 58, Miniature 49, Youth 35 (213 total).'],
    ['Which judges have entries or students in which divisions?', 'read_sheet', { range: 'Conflicts!A2:D' }, { conflicts: [{ judge: 'R. Hambleton', division: 'Miniature', reason: 'student entered' }, { judge: 'J. Pruitt', division: 'Working Decoy', reason: 'own entry (pro-am)' }] }, 'Hambleton conflicts with Miniature, Pruitt with Working Decoy; the other four judges are clear.'],
    ['Ribbon stock: how many blue, red, yellow and best-in-show rosettes are on hand?', 'read_sheet', { range: 'Supplies!A2:C' }, { blue: 40, red: 40, yellow: 36, bis: 4 }, 'Blue 40, red 40, yellow 36, best-in-show 4 — enough for 4 divisions × ~9 species classes × 3 places plus BIS.'],
  ];
  const kids = [];
  asks.forEach(([q, fn, args, out, ans]) => {
    N.tick(1000, 3000);
    kids.push(llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ function_call: { name: 'show_clerk', args: { request: q } } }] } }, { 'gcp.vertex.agent.invocation_id': inv }));
    kids.push(span('tool', 'execute_tool show_clerk', { request: q }, { function_response: { name: 'show_clerk', response: { result: ans } } }, [
      span('agent', 'invoke_agent show_clerk', { request: q }, ans, [
        llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ function_call: { name: fn, args } }] } }),
        tool('execute_tool ' + fn, args, { function_response: { name: fn, response: { ...out, sheet_etag: N.etag(false) } } }),
        llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ text: ans }] } }),
      ], { metadata: { 'gen_ai.agent.name': 'show_clerk' } }),
    ], { metadata: { 'gen_ai.tool.name': 'show_clerk', tool_type: 'AgentTool' } }));
  });
  kids.push(llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ text: 'Judging plan: Hambleton judges Working and Youth, Pruitt judges Decorative and Youth, the four clear judges split Miniature and Working. Ribbon order placed in division order; stock suffices (108 place ribbons needed of 116, 4 BIS).' }] } }));
  return {
    isolates: 'A Google ADK coordinator uses the same show_clerk AgentTool three times for entries, conflicts and ribbon stock; each returns different data, then a judging plan.',
    goal: task,
    root: agent('invoke_agent show_director', { new_message: task }, { final: 'judging plan' }, kids, { 'gcp.vertex.agent.invocation_id': inv, 'gen_ai.agent.name': 'show_director' }),
  };
}

// ---------------------------------------------------------------- 06 henna app Postgres / Mastra
function r06(N) {
  const task = 'The henna artist booking app\'s availability page got slow (p95 4.8 s). Find the causes in Postgres and apply safe fixes.';
  const kids = [];
  const asks = [
    ['Get the top 3 statements by total time from pg_stat_statements.', 'sql', { q: 'select query, calls, mean_exec_time from pg_stat_statements order by total_exec_time desc limit 3' }, [{ query: 'select * from slots where artist_id=$1 and day between $2 and $3', calls: 88120, mean_ms: 412.6 }, { query: 'select count(*) from bookings where slot_id=$1', calls: 302114, mean_ms: 3.9 }, { query: 'update artists set last_seen=now() where id=$1', calls: 51200, mean_ms: 1.2 }], 'The slots range query dominates: 88k calls at 412 ms mean.'],
    ['Run EXPLAIN ANALYZE on the slots range query for artist 41.', 'sql', { q: "explain analyze select * from slots where artist_id=41 and day between '2025-06-01' and '2025-06-30'" }, `Seq Scan on slots  (cost=0.00..48211.90 rows=212 width=64) (actual time=0.04..389.${N.int(100, 999)} rows=205 loops=1)\n  Filter: ((artist_id = 41) AND (day >= '2025-06-01') AND (day <= '2025-06-30'))\n  Rows Removed by Filter: 1904417\nPlanning Time: 0.1${N.int(0, 9)} ms\nExecution Time: 389.${N.int(100, 999)} ms`, 'It is a sequential scan over 1.9 M rows; there is no index on (artist_id, day).'],
    ['Create the index concurrently and re-measure.', 'sql', { q: 'create index concurrently slots_artist_day on slots (artist_id, day); explain analyze …' }, `CREATE INDEX\nIndex Scan using slots_artist_day on slots  (actual time=0.03..0.41 rows=205 loops=1)\nExecution Time: 0.5${N.int(10, 99)} ms`, 'Index built; the query now takes about 0.5 ms instead of 389 ms.'],
  ];
  asks.forEach(([q, fn, args, out, ans]) => {
    N.tick(2000, 5000);
    kids.push(llm('agent.dbLead.llm', { messages: '[…]' }, { text: '', toolCalls: [{ toolName: 'agent-dbWorker', args: { message: q } }] }, { 'mastra.component': 'llm', model: 'gpt-4o' }));
    kids.push(span('agent', 'agent.dbWorker.generate', { messages: [{ role: 'user', content: q }] }, { text: ans }, [
      llm('agent.dbWorker.llm', { messages: '[…]' }, { text: '', toolCalls: [{ toolName: fn, args }] }, { model: 'gpt-4o-mini' }),
      tool('tool.execute ' + fn, args, { result: out, duration_ms: N.ms(20, 2000), pg_backend_pid: N.pid() }),
      llm('agent.dbWorker.llm', { messages: '[…]' }, { text: ans, finishReason: 'stop' }, { model: 'gpt-4o-mini' }),
    ], { metadata: { 'mastra.component': 'agent', runId: N.uuid() } }));
  });
  kids.push(llm('agent.dbLead.llm', { messages: '[…]' }, { text: 'Fixed: added index slots_artist_day (artist_id, day) concurrently; the availability query went from 389 ms to 0.5 ms, which accounted for most of the 4.8 s p95 (about 10 calls per page). The bookings count query is next if p95 stays above 500 ms.', finishReason: 'stop' }, { model: 'gpt-4o' }));
  return {
    isolates: 'A Mastra lead agent gives the same dbWorker three different jobs (top statements, EXPLAIN, create index); each returns new evidence and the slow page is fixed.',
    goal: task,
    root: agent('agent.dbLead.generate', { messages: [{ role: 'user', content: task }] }, { text: 'Fixed…' }, kids, { 'mastra.version': '0.10.x' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
