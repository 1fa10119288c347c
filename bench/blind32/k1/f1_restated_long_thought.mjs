// Family 1: one long reasoning step / assistant message restated near-verbatim, nothing new in between.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, oaToolMsg, anOut, gmOut, gmResp, rsOut } from './lib.mjs';

export const family = {
  name: 'restated_long_thought', loop: true, stagnation: true,
  behaviour: 'A long (25+ content words) assistant message or reasoning step is repeated once near-verbatim with nothing new observed in between; then the run stops or is cut off.',
};

export const rows = [
  {
    id: '01', domain: 'cricket bat makers (willow cleft grading)', style: 'LangSmith / LangGraph',
    isolates: 'A LangGraph agent re-reads the same cleft moisture reading and restates its whole grading plan almost word for word before hitting the recursion limit.',
    goal: 'Grade the 14 English willow clefts in delivery WL-2231 into bat grades G1-G4 and tell the workshop which clefts can go to pressing this week.',
    build: (n) => {
      const runId = n.uuid();
      const batch = { delivery: 'WL-2231', supplier: 'Stour Valley Willow', received: n.isoSec(), clefts: [
        { id: 'C01', grains: 11, blemish: 'none', butterfly: false, moisture_pct: null },
        { id: 'C02', grains: 8, blemish: 'pin knot toe', butterfly: false, moisture_pct: null },
        { id: 'C03', grains: 6, blemish: 'red stain edge', butterfly: true, moisture_pct: null },
        { id: 'C04', grains: 9, blemish: 'none', butterfly: false, moisture_pct: null },
      ], more: 10, note: 'moisture readings pending from kiln room meter' } ;
      n.adv(4000, 9000);
      const meter = () => ({ meter: 'Delmhorst J-2000', kiln_room: 'K2', batch: 'WL-2231', readings: [], status: 'awaiting_upload', last_sync: n.isoSec(), sync_id: n.hex(12) });
      const plan = 'Grain count and blemishes are known for the first four clefts, but moisture content is still missing for every cleft, and pressing is only safe between 12 and 16 percent. So I should grade provisionally on grains and blemishes: C01 looks like G1, C04 G2, C02 G3 because of the toe knot, C03 G4 with red stain and butterfly. Before confirming which go to the press this week I need the kiln room moisture readings, so I will query the meter again.';
      const plan2 = 'Grain count and blemishes are known for the first four clefts, but moisture content is still missing for every cleft, and pressing is only safe between 12 and 16 percent. So I should grade provisionally on grains and blemishes: C01 looks like G1, C04 G2, C02 G3 due to the toe knot, C03 G4 with red stain and butterfly. Before confirming which go to the press this week I need the kiln room moisture readings, so I will query the meter once more.';
      const msgs = [sys('You are the workshop assistant for a cricket bat maker. Use tools; do not guess moisture.'), user('Grade delivery WL-2231 and tell us what can be pressed this week.')];
      const m1 = meter(); n.adv(20000, 40000); const m2 = meter();
      return agent('LangGraph', { messages: msgs }, null, [
        chain('agent', { messages: msgs }, null, [
          llm('ChatOpenAI', { messages: msgs }, oaOut(null, [oaCall('call_a1', 'get_cleft_batch', { delivery: 'WL-2231' })]), { metadata: { ls_model_name: 'gpt-4o-2024-08-06', ls_provider: 'openai', langgraph_step: 1, langgraph_node: 'agent' } }),
        ], { langgraph_step: 1 }),
        chain('tools', { tool_calls: ['get_cleft_batch'] }, null, [
          tool('get_cleft_batch', { delivery: 'WL-2231' }, JSON.stringify(batch), { metadata: { langgraph_step: 2, run_id: n.uuid() } }),
        ], { langgraph_step: 2 }),
        chain('agent', { messages: '[4 messages]' }, null, [
          llm('ChatOpenAI', { messages: [...msgs, oaToolMsg('call_a1', batch)] }, oaOut(plan, [oaCall('call_a2', 'read_moisture_meter', { batch: 'WL-2231', room: 'K2' })]), { metadata: { ls_model_name: 'gpt-4o-2024-08-06', langgraph_step: 3, langgraph_node: 'agent' } }),
        ], { langgraph_step: 3 }),
        chain('tools', { tool_calls: ['read_moisture_meter'] }, null, [
          tool('read_moisture_meter', { batch: 'WL-2231', room: 'K2' }, m1, { metadata: { langgraph_step: 4 } }),
        ], { langgraph_step: 4 }),
        chain('agent', { messages: '[6 messages]' }, null, [
          llm('ChatOpenAI', { messages: '[6 messages]' }, oaOut(plan2, [oaCall('call_a3', 'read_moisture_meter', { batch: 'WL-2231', room: 'K2' })]), { metadata: { ls_model_name: 'gpt-4o-2024-08-06', langgraph_step: 5, langgraph_node: 'agent' } }),
        ], { langgraph_step: 5 }),
        chain('tools', { tool_calls: ['read_moisture_meter'] }, null, [
          tool('read_moisture_meter', { batch: 'WL-2231', room: 'K2' }, m2, { metadata: { langgraph_step: 6 } }),
        ], { langgraph_step: 6 }),
      ], { run_id: runId, ls_run_type: 'chain', status: 'error', error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' });
    },
  },
  {
    id: '02', domain: 'Postgres logical replication slot bloat (devops)', style: 'Anthropic Messages API logs',
    isolates: 'After one psql check the assistant writes the same long diagnosis of a lagging replication slot twice, with nothing new observed between, and the session is cut off.',
    goal: 'The primary database disk is filling up; find out whether the logical replication slot for the analytics subscriber is retaining WAL and recommend what to do.',
    build: (n) => {
      const q = "SELECT slot_name, active, restart_lsn, confirmed_flush_lsn, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained FROM pg_replication_slots;";
      const lsnA = n.lsn(), lsnB = n.lsn();
      const out = () => ` slot_name        | active | restart_lsn | confirmed_flush_lsn | retained\n------------------+--------+-------------+---------------------+----------\n analytics_sub    | f      | ${lsnA} | ${lsnB}         | 212 GB\n debezium_orders  | t      | ${n.lsn()} | ${n.lsn()}         | 31 MB\n(2 rows)\n\nTime: ${n.int(3, 40)}.${n.digits(3)} ms`;
      const diag = 'The analytics_sub slot is inactive and is pinning 212 GB of WAL at its restart_lsn, while debezium_orders is active and only holds a few megabytes. The subscriber has stopped consuming, so the primary cannot recycle WAL segments. Options are to restart the analytics subscriber so it catches up, or, if that subscriber is abandoned, drop the slot with pg_drop_replication_slot after confirming with the analytics team, and set max_slot_wal_keep_size to cap future retention.';
      const diag2 = 'The analytics_sub slot is inactive and is pinning 212 GB of WAL at its restart_lsn, while debezium_orders is active and only holds a few megabytes. The subscriber has stopped consuming, so the primary cannot recycle WAL segments. The options are to restart the analytics subscriber so it catches up, or, if that subscriber is abandoned, drop the slot with pg_drop_replication_slot after confirming with the analytics team, and set max_slot_wal_keep_size to cap future retention.';
      const r1 = out(); n.adv(3000, 8000); const r2 = out();
      const system = 'You are an on-call database assistant with read-only psql access via the run_sql tool.';
      const u = { role: 'user', content: 'pg-primary-2 disk at 91%. Is the analytics replication slot holding WAL?' };
      return agent('messages-session', { system, messages: [u] }, null, [
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, system, messages: [u], tools: [{ name: 'run_sql', input_schema: { type: 'object', properties: { query: { type: 'string' } } } }] }, anOut(n, 'Let me look at the replication slots and how much WAL each is retaining.', [['toolu_01' + n.alnum(20), 'run_sql', { query: q }]]), { metadata: { 'anthropic-ratelimit-requests-remaining': String(n.int(900, 999)), 'request-id': n.reqId('req_011C'), latency_ms: n.ms(800, 4000) } }),
        tool('run_sql', { query: q }, r1, { metadata: { host: 'pg-primary-2', backend_pid: n.pid() } }),
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: [u, '[assistant tool_use]', '[user tool_result]'] }, anOut(n, diag, [['toolu_01' + n.alnum(20), 'run_sql', { query: q }]]), { metadata: { 'request-id': n.reqId('req_011C'), latency_ms: n.ms(2000, 9000) } }),
        tool('run_sql', { query: q }, r2, { metadata: { host: 'pg-primary-2', backend_pid: n.pid() } }),
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: [u, '[assistant tool_use]', '[user tool_result]', '[assistant tool_use]', '[user tool_result]'] }, anOut(n, diag2, [], 'max_tokens'), { metadata: { 'request-id': n.reqId('req_011C'), latency_ms: n.ms(2000, 9000), note: 'session closed by client after max_tokens' } }),
      ], { session: n.uuid(), ended: 'client_timeout' });
    },
  },
  {
    id: '03', domain: 'ski-area snow cannons (snowmaking water allocation)', style: 'Gemini API function calling',
    isolates: 'A Gemini model restates the same long snowmaking allocation reasoning twice after the pond-level tool returns the same reading; the run ends without an allocation.',
    goal: 'Allocate tonight\'s reservoir water across the snow cannons on runs Blue 4, Red 2 and Black 1 given the wet-bulb forecast, and publish the schedule to the snowmaking crew.',
    build: (n) => {
      const wb = { station: 'Top Station 2110m', forecast: [{ hour: '22:00', wet_bulb_c: -3.1 }, { hour: '01:00', wet_bulb_c: -5.4 }, { hour: '04:00', wet_bulb_c: -6.2 }], issued: n.isoSec(), model_run: 'AROME ' + n.int(0, 3) * 6 + 'Z' };
      n.adv(2000, 6000);
      const pond = () => ({ reservoir: 'Lac du Plan', level_m3: 41200, inflow_m3_h: 0, pumps_online: 3, reading_at: n.isoOffset(1), scada_seq: n.int(100000, 999999) });
      const p1 = pond(); n.adv(30000, 60000); const p2 = pond();
      const think = 'Wet-bulb drops below minus five only after one in the morning, so the fan guns on Black 1 should start at 01:00 and run until dawn, while the lances on Blue 4 can start at 22:00 because they work down to minus three. The reservoir holds about 41,200 cubic metres with no inflow, so Blue 4 gets roughly forty percent, Red 2 thirty five percent and Black 1 the rest. I still want the current pond level before publishing.';
      const think2 = 'Wet-bulb drops below minus five only after one in the morning, so the fan guns on Black 1 should start at 01:00 and run until dawn, while the lances on Blue 4 can start at 22:00 since they work down to minus three. The reservoir holds about 41,200 cubic metres with no inflow, so Blue 4 gets roughly forty percent, Red 2 thirty-five percent and Black 1 the rest. I still want the current pond level before publishing.';
      const contents = [{ role: 'user', parts: [{ text: 'Allocate tonight\'s snowmaking water for Blue 4, Red 2, Black 1 and publish.' }] }];
      return agent('snowmaking-planner', { contents }, null, [
        llm('models/gemini-1.5-pro:generateContent', { contents }, gmOut(null, [['get_wetbulb_forecast', { station: 'TOP2110' }]]), { metadata: { usageMetadata: { promptTokenCount: n.int(600, 900), candidatesTokenCount: n.int(10, 40) } } }),
        tool('get_wetbulb_forecast', { station: 'TOP2110' }, wb),
        llm('models/gemini-1.5-pro:generateContent', { contents: [...contents, '[model functionCall]', gmResp('get_wetbulb_forecast', wb)] }, gmOut(null, [['get_reservoir_level', { reservoir: 'Lac du Plan' }]])),
        tool('get_reservoir_level', { reservoir: 'Lac du Plan' }, p1),
        llm('models/gemini-1.5-pro:generateContent', { contents: '[5 contents]' }, gmOut(think, [['get_reservoir_level', { reservoir: 'Lac du Plan' }]]), { metadata: { modelVersion: 'gemini-1.5-pro-002', responseId: n.alnum(22) } }),
        tool('get_reservoir_level', { reservoir: 'Lac du Plan' }, p2),
        llm('models/gemini-1.5-pro:generateContent', { contents: '[7 contents]' }, gmOut(think2, []), { metadata: { modelVersion: 'gemini-1.5-pro-002', responseId: n.alnum(22) } }),
      ], { terminated: 'max_turns', turns: 4 });
    },
  },
  {
    id: '04', domain: 'corsetry workshop custom orders', style: 'CrewAI',
    isolates: 'A CrewAI pattern-cutter agent writes its long "Thought" about adjusting a corset pattern, gets the same measurement record again, and writes the same thought again before the task is abandoned.',
    goal: 'Draft the pattern adjustments for custom corset order CR-0457 from the client\'s measurement sheet and hand them to the cutting table.',
    build: (n) => {
      const sheet = () => ({ order: 'CR-0457', client: 'M. Okonkwo', bust_cm: 94, underbust_cm: 76, waist_cm: 71, high_hip_cm: 88, front_length_cm: 31, reduction_target_cm: 6, fitting_notes: '', sheet_rev: 'r3', fetched_at: n.usDate(), cache: n.pick(['HIT', 'MISS']) });
      const s1 = sheet(); n.adv(5000, 20000); const s2 = sheet();
      const th = 'Thought: The client wants six centimetres of reduction from a natural waist of seventy one, so the finished waist is sixty five. The underbust to waist drop is only five, which means most of the shaping must come from the hip spring, so I will add flare at panels four and five, keep the busk at thirty one centimetres, and split the reduction over the side seams. I should check the fitting notes again before handing over.';
      const th2 = 'Thought: The client wants six centimetres of reduction from a natural waist of seventy one, so the finished waist is sixty five. The underbust to waist drop is only five, which means most of the shaping has to come from the hip spring, so I will add flare at panels four and five, keep the busk at thirty one centimetres, and split the reduction across the side seams. I should check the fitting notes again before handing over.';
      const task = 'Draft pattern adjustments for order CR-0457 and hand them to the cutting table.';
      return agent('Crew.kickoff', { inputs: { order: 'CR-0457' } }, { raw: '', tasks_output: [] }, [
        span('task', 'Task: Draft pattern adjustments', { description: task, expected_output: 'Per-panel adjustment list', agent: 'Pattern Cutter' }, null, { children: [
          agent('Agent: Pattern Cutter', { role: 'Pattern Cutter', goal: 'Turn measurements into panel adjustments', backstory: 'Twenty years cutting Victorian and overbust patterns.' }, null, [
            llm('litellm.completion', { model: 'gpt-4o-mini', messages: [sys('You are Pattern Cutter. ...'), user(task)] }, { content: 'Thought: I need the measurement sheet first.\nAction: fetch_measurement_sheet\nAction Input: {"order": "CR-0457"}' }),
            tool('fetch_measurement_sheet', '{"order": "CR-0457"}', s1, { metadata: { crewai_tool_usage: 1 } }),
            llm('litellm.completion', { model: 'gpt-4o-mini', messages: '[3 messages]' }, { content: th + '\nAction: fetch_measurement_sheet\nAction Input: {"order": "CR-0457"}' }),
            tool('fetch_measurement_sheet', '{"order": "CR-0457"}', s2, { metadata: { crewai_tool_usage: 2 } }),
            llm('litellm.completion', { model: 'gpt-4o-mini', messages: '[5 messages]' }, { content: th2 + '\nAction: fetch_measurement_sheet\nAction Input: {"order": "CR-0457"}' }),
          ], { max_iter: 3, allow_delegation: false }),
        ], metadata: { status: 'failed' }, error: 'Agent stopped due to iteration limit or time limit.' }),
      ], { crew_id: n.uuid(), process: 'sequential' });
    },
  },
  {
    id: '05', domain: 'night-train sleeper berth rebooking (travel)', style: 'OpenAI Agents SDK',
    isolates: 'An Agents SDK travel agent gives the same long rebooking explanation twice in a row to a customer after an availability check that returned the same answer; the run hits max_turns.',
    goal: 'The customer\'s Vienna-Hamburg night train was cancelled; rebook them into a comparable sleeper compartment within 24 hours or explain the refund.',
    build: (n) => {
      const avail = () => ({ route: 'WIEN HBF → HAMBURG-ALTONA', date: '2024-11-08', train: 'NJ 490', status: 'CANCELLED', alternatives: [{ train: 'NJ 40490', date: '2024-11-09', sleeper_single: 0, sleeper_double: 0, couchette_6: 4 }], quote_ref: n.upper(10), generated: n.http() });
      const a1 = avail(); n.adv(4000, 12000); const a2 = avail();
      const ex = 'Your NJ 490 on 8 November was cancelled. The only train within 24 hours is NJ 40490 on 9 November, and it has no single or double sleeper compartments left, only four couchette berths in six-berth compartments. Because a couchette is a lower class than the single sleeper you paid for, you can either accept a couchette with a refund of the price difference, or cancel the whole booking for a full refund under the passenger rights rules.';
      const ex2 = 'Your NJ 490 on 8 November was cancelled. The only train within 24 hours is NJ 40490 on 9 November, and it has no single or double sleeper compartments left, just four couchette berths in six-berth compartments. Because a couchette is a lower class than the single sleeper you paid for, you can either accept a couchette with a refund of the price difference, or cancel the whole booking for a full refund under passenger rights rules.';
      return agent('Agent workflow', { input: 'My night train to Hamburg got cancelled, booking PNR QX7R2M. Please rebook.' }, null, [
        agent('Rail Rebooking Agent', { instructions: 'Rebook cancelled sleepers...', tools: ['lookup_availability', 'rebook'] }, null, [
          llm('response', { model: 'gpt-4o' }, { output: [{ type: 'function_call', name: 'lookup_availability', arguments: '{"pnr":"QX7R2M","window_hours":24}' }] }, { metadata: { response_id: 'resp_' + n.hex(32) } }),
          span('function', 'lookup_availability', '{"pnr":"QX7R2M","window_hours":24}', JSON.stringify(a1), { metadata: { span_id: 'span_' + n.hex(24) } }),
          llm('response', { model: 'gpt-4o' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: ex }] }, { type: 'function_call', name: 'lookup_availability', arguments: '{"pnr":"QX7R2M","window_hours":24}' }] }, { metadata: { response_id: 'resp_' + n.hex(32) } }),
          span('function', 'lookup_availability', '{"pnr":"QX7R2M","window_hours":24}', JSON.stringify(a2), { metadata: { span_id: 'span_' + n.hex(24) } }),
          llm('response', { model: 'gpt-4o' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: ex2 }] }] }, { metadata: { response_id: 'resp_' + n.hex(32) } }),
        ], { handoffs: [], output_type: 'str' }),
      ], { trace_id: 'trace_' + n.hex(32), workflow_name: 'rail-support', error: 'MaxTurnsExceeded' });
    },
  },
  {
    id: '06', domain: 'smart doorbell firmware warranty (support)', style: 'Langfuse',
    isolates: 'In a Langfuse-traced support bot the model restates the same long warranty-eligibility paragraph twice after re-fetching an unchanged device record, then the conversation is cut off.',
    goal: 'Decide whether the customer\'s video doorbell that bricked during a firmware update is covered by warranty and open the right RMA if it is.',
    build: (n) => {
      const dev = () => ({ serial: 'DB3-8841-K2', model: 'Doorbell Pro 3', purchased: '2022-09-30', warranty_months: 24, extended: false, last_fw: '4.12.0', fw_update_status: 'FAILED_VERIFY', last_seen: n.isoSec(), shard: n.host('devreg') });
      const d1 = dev(); n.adv(10000, 30000); const d2 = dev();
      const p = 'The doorbell was bought on 30 September 2022 with a 24 month warranty and no extension, so the standard warranty ended on 30 September 2024. However the failure happened during our own firmware update, which our policy treats as a manufacturer fault regardless of age, so the device qualifies for a goodwill replacement RMA rather than a paid repair. I will confirm the update failure on the device record and then open the RMA.';
      const p2 = 'The doorbell was bought on 30 September 2022 with a 24 month warranty and no extension, so the standard warranty ended on 30 September 2024. However, the failure happened during our own firmware update, which our policy treats as a manufacturer fault regardless of age, so the device qualifies for a goodwill replacement RMA rather than a paid repair. I will confirm the update failure on the device record and then open the RMA.';
      return agent('support-chat', { user: 'my doorbell died during the update last night, serial DB3-8841-K2' }, null, [
        span('span', 'retrieve-policy', { query: 'firmware update failure warranty' }, [{ doc: 'policy/warranty-v7.md#fw-failures', score: 0.83 }], { metadata: { langfuse_type: 'SPAN' } }),
        llm('generation', { messages: [sys('Support agent for a smart home brand.'), user('my doorbell died during the update last night, serial DB3-8841-K2')] }, { role: 'assistant', content: null, tool_calls: [oaCall('call_d1', 'get_device', { serial: 'DB3-8841-K2' })] }, { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: n.int(800, 1500), output: n.int(20, 60) } } }),
        tool('get_device', { serial: 'DB3-8841-K2' }, d1, { metadata: { langfuse_type: 'SPAN' } }),
        llm('generation', { messages: '[4 messages]' }, oaOut(p, [oaCall('call_d2', 'get_device', { serial: 'DB3-8841-K2' })]), { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', latency: n.ms(1000, 5000) } }),
        tool('get_device', { serial: 'DB3-8841-K2' }, d2, { metadata: { langfuse_type: 'SPAN' } }),
        llm('generation', { messages: '[6 messages]' }, oaOut(p2, []), { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', latency: n.ms(1000, 5000), level: 'WARNING', statusMessage: 'conversation closed by widget (idle)' } }),
      ], { langfuse_trace_id: n.hex(32), sessionId: 'sess_' + n.alnum(12), tags: ['support', 'warranty'] });
    },
  },
];
