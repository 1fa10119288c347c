// Family 1: one long reasoning step restated near-verbatim, with nothing new seen in between.
import { agent, llm, tool, span, oaiChat, anthMsg, gemResp } from './lib.mjs';

export const family = 'echoed_long_thought';
export const loop = true;
export const stagnation = true;
export const summary = 'A single near-verbatim restatement of a long (25+ content words) reasoning step, with no new observation in between; the run then stops or is cut off.';

export const scenarios = [
  {
    id: '01', domain: 'forestry crews (windthrow salvage felling plan)', style: 'LangSmith / LangGraph run tree',
    build(N) {
      const goal = 'Draft tomorrow\'s felling plan for windthrow block K-17 (Harwood North): which crew, which harvester, start time, and the exclusion zone around the power line.';
      const block = { block_id: 'K-17', stand: 'Harwood North', area_ha: 11.4, species: { sitka_spruce: 0.82, larch: 0.18 }, windthrow_pct: 64, slope_deg_max: 22, hazards: ['11kV overhead line along east edge', 'root plates > 2m on steep section'], access: 'forest road FR-9, turning circle at 0.6 km', last_survey: '2025-05-02' };
      const forecast = { site: 'Harwood North AWS', issued: 'Thursday 05:00 local', periods: [
        { from: '06:00', to: '12:00', wind_mean_kmh: 24, gust_kmh: 51, dir: 'WSW', rain_mm: 0.4 },
        { from: '12:00', to: '18:00', wind_mean_kmh: 31, gust_kmh: 63, dir: 'W', rain_mm: 2.1 },
      ], advisory: 'Gusts above 55 km/h expected after midday.' };
      const thought = 'Block K-17 is 64% windthrow on 11.4 ha with slopes up to 22 degrees, so this is harvester work for Crew B with the Ponsse Scorpion, not a chainsaw crew. The forecast shows gusts of 51 km/h in the morning and 63 km/h after midday, and our safe-work limit for tensioned root plates is 55 km/h, so the crew can start at 06:30 and must stop by 12:00. The 11kV line on the east edge needs a two-tree-length exclusion zone, roughly 60 m, and Western Power must be notified before felling within that band. I should confirm the forecast before writing the plan.';
      const thoughtAgain = 'Block K-17 is 64% windthrow on 11.4 ha with slopes up to 22 degrees, so this is harvester work for Crew B with the Ponsse Scorpion rather than a chainsaw crew. The forecast shows gusts of 51 km/h in the morning and 63 km/h after midday, and our safe-work limit for tensioned root plates is 55 km/h, so the crew can start at 06:30 and must stop by 12:00. The 11kV line on the east edge needs a two-tree-length exclusion zone, roughly 60 m, and Western Power must be notified before felling within that band. I should confirm the forecast before writing the plan.';
      const runMeta = (node, step) => ({ langgraph_step: step, langgraph_node: node, langgraph_triggers: [node === 'agent' ? 'start:agent' : 'branch:agent:should_continue:tools'], thread_id: N.uuid(), ls_run_id: N.uuid() });
      const ai = (content, calls) => ({ type: 'ai', content, tool_calls: calls.map(c => ({ name: c.name, args: c.args, id: N.callId(), type: 'tool_call' })), response_metadata: { model_name: 'gpt-4o-2024-08-06', finish_reason: 'tool_calls', system_fingerprint: 'fp_' + N.hex(10) }, id: 'run-' + N.uuid() });
      const sys = { type: 'system', content: 'You are the planning assistant for Tay Valley Forestry harvesting operations. Use the tools; never guess site data.' };
      const human = { type: 'human', content: goal };
      N.tick();
      const c1 = span('chain', 'agent', { messages: [sys, human] }, null, [
        llm('ChatOpenAI', { messages: [[sys, human]] }, { generations: [[{ text: '', message: ai('', [{ name: 'get_block_record', args: { block_id: 'K-17' } }]) }]] }, [], { metadata: { ls_provider: 'openai', ls_model_name: 'gpt-4o', ls_temperature: 0.2 } }),
      ], { metadata: runMeta('agent', 1) });
      const t1 = span('chain', 'tools', null, null, [
        tool('get_block_record', { block_id: 'K-17' }, { content: JSON.stringify(block), tool_call_id: N.callId(), status: 'success' }, { metadata: { fetched_from: 'gis-api-' + N.int(1, 4) + '.tayvalley.internal', elapsed_ms: N.ms() } }),
      ], { metadata: runMeta('tools', 2) });
      N.tick(2000, 9000);
      const c2 = span('chain', 'agent', null, null, [
        llm('ChatOpenAI', { messages: [[sys, human, { type: 'tool', name: 'get_block_record', content: '…' }]] }, { generations: [[{ text: '', message: ai('', [{ name: 'get_wind_forecast', args: { site: 'Harwood North AWS', date: 'tomorrow' } }]) }]] }),
      ], { metadata: runMeta('agent', 3) });
      const t2 = span('chain', 'tools', null, null, [
        tool('get_wind_forecast', { site: 'Harwood North AWS', date: 'tomorrow' }, { content: JSON.stringify(forecast), status: 'success' }),
      ], { metadata: runMeta('tools', 4) });
      N.tick(3000, 12000);
      const c3 = span('chain', 'agent', null, null, [
        llm('ChatOpenAI', { messages: [[sys, human, { type: 'tool', name: 'get_wind_forecast', content: JSON.stringify(forecast) }]] }, { generations: [[{ text: thought, message: ai(thought, [{ name: 'get_wind_forecast', args: { site: 'Harwood North AWS', date: 'tomorrow' } }]) }]] }),
      ], { metadata: runMeta('agent', 5) });
      const t3 = span('chain', 'tools', null, null, [
        tool('get_wind_forecast', { site: 'Harwood North AWS', date: 'tomorrow' }, { content: JSON.stringify(forecast), status: 'success' }),
      ], { metadata: runMeta('tools', 6) });
      N.tick(3000, 12000);
      const c4 = span('chain', 'agent', null, null, [
        llm('ChatOpenAI', { messages: [[sys, human, { type: 'tool', name: 'get_wind_forecast', content: JSON.stringify(forecast) }]] }, { generations: [[{ text: thoughtAgain, message: ai(thoughtAgain, [{ name: 'get_wind_forecast', args: { site: 'Harwood North AWS', date: 'tomorrow' } }]) }]] }),
      ], { metadata: runMeta('agent', 7) });
      const root = agent('LangGraph', { messages: [human] }, null, [c1, t1, c2, t2, c3, t3, c4], { error: 'CancelledError: run cancelled by client (thread timeout 120s)', metadata: { ls_project: 'harvest-planning-prod', revision_id: N.shortSha() } });
      return { goal, isolates: 'After reading the forecast the planner writes a long crew/harvester/exclusion-zone reasoning step, re-fetches the identical forecast, and writes the same paragraph again before being cut off.', root };
    },
  },
  {
    id: '02', domain: 'yarn shops (dye-lot matching for a customer reorder)', style: 'Anthropic Messages API logs (extended thinking)',
    build(N) {
      const goal = 'Customer Priya Nandakumar wants 3 more skeins of Brindle Fingering in colourway "Peat Smoke" to finish a cardigan started with dye lot PS-2291. Find stock that will match and reply to her.';
      const model = 'claude-sonnet-4-20250514';
      const tools = [{ name: 'inventory_lookup', description: 'Look up stock by SKU and dye lot across shop locations', input_schema: { type: 'object', properties: { sku: { type: 'string' }, dye_lot: { type: 'string' } } } }, { name: 'send_customer_email', input_schema: { type: 'object' } }];
      const stock = { sku: 'BRF-PEATSMK', colourway: 'Peat Smoke', base: 'Brindle Fingering 75/25 merino-nylon', results: [
        { dye_lot: 'PS-2291', location: 'Leith shop', on_hand: 1 },
        { dye_lot: 'PS-2291', location: 'web warehouse', on_hand: 0 },
        { dye_lot: 'PS-2304', location: 'web warehouse', on_hand: 9, note: 'dyed 2025-03-18, slightly warmer per dyer notes' },
        { dye_lot: 'PS-2310', location: 'Stockbridge shop', on_hand: 4 },
      ] };
      const think = 'She needs three skeins and only one skein of lot PS-2291 is left, at the Leith shop. Lot PS-2304 has nine skeins in the web warehouse but the dyer flagged it as warmer, and PS-2310 has four at Stockbridge with no note. The safest suggestion is to send the last PS-2291 skein plus two from PS-2310 and tell her to alternate rows every two rows across the join so the lot change does not band. I should check whether PS-2310 has a dyer note before recommending it.';
      const thinkAgain = 'She needs three skeins and only one skein of lot PS-2291 is left, at the Leith shop. Lot PS-2304 has nine skeins in the web warehouse but the dyer flagged it as warmer, and PS-2310 has four at Stockbridge with no note. The safest suggestion is to send the last PS-2291 skein plus two from PS-2310 and tell her to alternate every two rows across the join so the lot change does not band. I should check whether PS-2310 has a dyer note before recommending it.';
      const user = { role: 'user', content: goal };
      N.tick();
      const r1 = anthMsg(N, model, [{ text: 'Let me check stock for that colourway and lot.' }, { tool: 'inventory_lookup', input: { sku: 'BRF-PEATSMK' } }]);
      const id1 = r1.content[1].id;
      const hdr = () => ({ 'request-id': 'req_011C' + N.b62(20), 'anthropic-ratelimit-tokens-remaining': String(N.int(380000, 399000)), date: N.http() });
      const s1 = llm('anthropic.messages.create', { model, max_tokens: 4096, thinking: { type: 'enabled', budget_tokens: 2048 }, tools, messages: [user] }, r1, [], { metadata: { response_headers: hdr(), latency_ms: N.ms(900, 3000) } });
      const tr1 = tool('inventory_lookup', { sku: 'BRF-PEATSMK' }, { type: 'tool_result', tool_use_id: id1, content: JSON.stringify(stock) }, { metadata: { backend: 'shopify-admin', api_call_limit: `${N.int(2, 12)}/40` } });
      N.tick(2000, 8000);
      const r2 = anthMsg(N, model, [{ thinking: think }, { tool: 'inventory_lookup', input: { sku: 'BRF-PEATSMK', dye_lot: 'PS-2310' } }]);
      const s2 = llm('anthropic.messages.create', { model, tools, messages: [user, { role: 'assistant', content: r1.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: id1, content: JSON.stringify(stock) }] }] }, r2, [], { metadata: { response_headers: hdr(), latency_ms: N.ms(2000, 6000) } });
      const lotOnly = { sku: 'BRF-PEATSMK', dye_lot: 'PS-2310', results: [{ dye_lot: 'PS-2310', location: 'Stockbridge shop', on_hand: 4 }] };
      const tr2 = tool('inventory_lookup', { sku: 'BRF-PEATSMK', dye_lot: 'PS-2310' }, { type: 'tool_result', tool_use_id: r2.content[1].id, content: JSON.stringify(lotOnly) });
      N.tick(2000, 8000);
      const r3 = anthMsg(N, model, [{ thinking: thinkAgain }, { tool: 'inventory_lookup', input: { sku: 'BRF-PEATSMK', dye_lot: 'PS-2310' } }]);
      const s3 = llm('anthropic.messages.create', { model, tools, messages: ['…4 earlier messages…', { role: 'user', content: [{ type: 'tool_result', tool_use_id: r2.content[1].id, content: JSON.stringify(lotOnly) }] }] }, r3, [], { metadata: { response_headers: hdr(), latency_ms: N.ms(2000, 6000) } });
      const root = agent('yarn-support-agent', { ticket: 'HS-' + N.int(40000, 49999), goal }, null, [s1, tr1, s2, tr2, s3], { error: 'max_turns_exceeded: conversation budget of 3 model calls reached', metadata: { workspace: 'brindle-wool-co', env: 'prod' } });
      return { goal, isolates: 'The thinking block about which dye lots to combine is produced twice almost word for word, the lot lookup in between only confirming what was already known, and the run ends without a reply to the customer.', root };
    },
  },
  {
    id: '03', domain: 'devops: Prometheus alert rule tuning for a flapping disk alert', style: 'OpenAI Agents SDK trace (agent / generation / function spans)',
    build(N) {
      const goal = 'The NodeDiskFillingUp alert on the build-cache hosts fires and resolves every few minutes. Propose a change to the rule so it stops flapping without hiding real disk exhaustion.';
      const rule = `- alert: NodeDiskFillingUp\n  expr: predict_linear(node_filesystem_avail_bytes{mountpoint="/var/cache/bazel"}[30m], 4*3600) < 0\n  for: 2m\n  labels:\n    severity: page\n  annotations:\n    summary: "{{ $labels.instance }} disk will fill in <4h"`;
      const hist = { status: 'success', data: { resultType: 'matrix', result: [{ metric: { alertname: 'NodeDiskFillingUp', instance: 'bcache-03:9100' }, firing_transitions_24h: 41 }, { metric: { alertname: 'NodeDiskFillingUp', instance: 'bcache-05:9100' }, firing_transitions_24h: 37 }] }, stats: { seriesFetched: '2', executionTimeMsec: 18 } };
      const plan = 'The rule uses a 30 minute predict_linear window over /var/cache/bazel, and the cache grows in bursts during CI runs before the LRU eviction job deletes around 40 GB every ten minutes, so the linear prediction swings below zero during each burst. With only for: 2m the alert fires 41 times a day on bcache-03 and 37 on bcache-05. A better rule would widen the window to 6h, require for: 30m, and add an absolute guard of less than 10 percent free so real exhaustion still pages. I will query the eviction job metrics to confirm the sawtooth.';
      const planAgain = 'The rule uses a 30 minute predict_linear window over /var/cache/bazel, and the cache grows in bursts during CI runs before the LRU eviction job deletes roughly 40 GB every ten minutes, so the linear prediction swings below zero during each burst. With only for: 2m the alert fires 41 times a day on bcache-03 and 37 on bcache-05. A better rule would widen the window to 6h, require for: 30m, and add an absolute guard of under 10 percent free so real exhaustion still pages. I will query the eviction job metrics to confirm the sawtooth.';
      const fn = (name, input, output) => span('function', name, input, output, [], { metadata: { 'span_data.type': 'function', span_id: 'span_' + N.hex(24), started_at: N.isoMicro(N.tick(50, 300)), ended_at: N.isoMicro(N.tick(20, 400)) } });
      const gen = (text, calls, inMsgs) => {
        const out = [];
        if (text) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
        for (const c of calls) out.push({ type: 'function_call', call_id: N.callId(), name: c.name, arguments: JSON.stringify(c.args) });
        return llm('generation', inMsgs, out, [], { metadata: { 'span_data.type': 'response', model: 'gpt-4.1', response_id: N.resp(), usage: { input_tokens: N.int(2000, 6000), output_tokens: N.int(40, 300) } } });
      };
      const promQ = { query: 'sum by (instance)(changes(ALERTS{alertname="NodeDiskFillingUp",alertstate="firing"}[24h]))' };
      const evictQ = { query: 'rate(bazel_cache_evicted_bytes_total[5m])', range: '6h', step: '60s' };
      const evict = { status: 'error', errorType: 'bad_data', error: 'unknown metric name "bazel_cache_evicted_bytes_total"' };
      const children = [
        gen(null, [{ name: 'read_rule_file', args: { path: 'rules/node.yml', alert: 'NodeDiskFillingUp' } }], [{ role: 'user', content: goal }]),
        fn('read_rule_file', { path: 'rules/node.yml', alert: 'NodeDiskFillingUp' }, rule),
        gen(null, [{ name: 'prom_query', args: promQ }], ['…']),
        fn('prom_query', promQ, JSON.stringify(hist)),
        gen(plan, [{ name: 'prom_query_range', args: evictQ }], ['…']),
        span('function', 'prom_query_range', evictQ, JSON.stringify(evict), [], { error: 'HTTP 400 from prometheus-k8s-1:9090: bad_data' }),
        gen(planAgain, [{ name: 'prom_query_range', args: evictQ }], ['…']),
      ];
      const root = agent('Alert tuning agent', { input: goal }, null, children, { metadata: { trace_id: 'trace_' + N.hex(32), workflow_name: 'sre-assistant', group_id: 'INC-' + N.int(2000, 2999), handoffs: [], tools: ['read_rule_file', 'prom_query', 'prom_query_range'] } });
      return { goal, isolates: 'The explanation of why the predict_linear rule flaps, with the proposed 6h/30m/10% fix, is written a second time nearly verbatim after the same failed metric query, and no rule change is ever produced.', root };
    },
  },
  {
    id: '04', domain: 'travel insurance claims (missed connection after a delayed flight)', style: 'CrewAI (crew kickoff / task / agent execution / tool usage)',
    build(N) {
      const goal = 'Assess claim TI-88213: policyholder missed a Lisbon–Ponta Delgada connection after a 3h10m inbound delay and paid EUR 312 for a new ticket plus EUR 96 hotel. Decide payable amount under policy Voyager Plus.';
      const policy = 'Section 7 Missed Departure: We will pay up to EUR 750 for reasonable additional travel and accommodation expenses if you arrive too late at the final international departure point to board due to the failure of public transport. Exclusion 7.3: no cover if you did not allow at least 2 hours between scheduled arrival and departure. Excess: EUR 50 per claim.';
      const booking = { pnr: 'Q7LX2M', segments: [{ flt: 'TP1351', from: 'LHR', to: 'LIS', sched_arr: '2025-04-11 15:05 WEST' , actual_arr: '2025-04-11 18:15 WEST' }, { flt: 'S4 121', from: 'LIS', to: 'PDL', sched_dep: '2025-04-11 17:40 WEST' }], separate_tickets: true };
      const thought = 'Thought: The inbound TP1351 was scheduled to arrive at 15:05 and the onward S4 121 departed 17:40, which is a 2h35m gap, so exclusion 7.3 about allowing two hours does not apply. The delay of 3h10m was a failure of public transport. Expenses are EUR 312 for the replacement ticket and EUR 96 for the hotel, EUR 408 total, under the EUR 750 limit, minus the EUR 50 excess gives EUR 358 payable. I need the airline delay confirmation letter before I can approve.';
      const thoughtAgain = 'Thought: The inbound TP1351 was scheduled to arrive at 15:05 and the onward S4 121 departed 17:40, a 2h35m gap, so exclusion 7.3 about allowing two hours does not apply. The 3h10m delay was a failure of public transport. Expenses are EUR 312 for the replacement ticket and EUR 96 for the hotel, EUR 408 in total, under the EUR 750 limit, and minus the EUR 50 excess gives EUR 358 payable. I need the airline delay confirmation letter before I can approve.';
      const docs = { claim: 'TI-88213', documents: [{ name: 'receipt_sata_PDL.pdf', type: 'receipt', amount: 'EUR 312.00' }, { name: 'hotel_folio_lisboa.pdf', type: 'receipt', amount: 'EUR 96.00' }, { name: 'boarding_pass_TP1351.png', type: 'boarding_pass' }], missing: ['carrier_delay_confirmation'] };
      const toolUse = (name, args, out) => span('tool', name, { tool_input: JSON.stringify(args) }, out, [], { metadata: { crewai_event: 'ToolUsageFinishedEvent', run_attempts: 1, from_cache: false, delegations: 0 } });
      const step = (text) => llm('LLM Call', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are Senior Claims Assessor. Your personal goal is: Decide claims fairly and cite the policy wording.' }, { role: 'user', content: '…' }] }, text, [], { metadata: { crewai_event: 'LLMCallCompletedEvent', call_type: 'llm_call' } });
      N.tick();
      const agentExec = agent('Senior Claims Assessor', { task: 'Assess the claim and state the payable amount with reasoning.' }, null, [
        step('Thought: I need the policy wording for missed departures first.\nAction: policy_wording_search\nAction Input: {"policy": "Voyager Plus", "section": "missed departure"}'),
        toolUse('policy_wording_search', { policy: 'Voyager Plus', section: 'missed departure' }, policy),
        step('Thought: Now the booking to check the connection times.\nAction: booking_lookup\nAction Input: {"pnr": "Q7LX2M"}'),
        toolUse('booking_lookup', { pnr: 'Q7LX2M' }, JSON.stringify(booking)),
        step('Thought: Let me see which documents were uploaded.\nAction: claim_documents\nAction Input: {"claim_id": "TI-88213"}'),
        toolUse('claim_documents', { claim_id: 'TI-88213' }, JSON.stringify(docs)),
        step(thought + '\nAction: claim_documents\nAction Input: {"claim_id": "TI-88213"}'),
        toolUse('claim_documents', { claim_id: 'TI-88213' }, JSON.stringify(docs)),
        step(thoughtAgain + '\nAction: claim_documents\nAction Input: {"claim_id": "TI-88213"}'),
      ], { metadata: { role: 'Senior Claims Assessor', allow_delegation: false, max_iter: 5 } });
      const task = span('task', 'Assess claim TI-88213', { description: goal, expected_output: 'Payable amount in EUR and a short justification' }, null, [agentExec], { error: 'Agent stopped due to iteration limit or time limit.' });
      const root = agent('Crew: claims_triage_crew', { inputs: { claim_id: 'TI-88213' } }, null, [task], { metadata: { crew_id: N.uuid(), process: 'sequential', crewai_version: '0.119.0' } });
      return { goal, isolates: 'The assessor\'s long calculation of the EUR 358 payout is repeated almost word for word after re-listing the same claim documents, and the task hits the iteration limit without a decision.', root };
    },
  },
  {
    id: '05', domain: 'injection moulding (sink marks on a polypropylene housing)', style: 'Gemini API function calling (functionCall / functionResponse parts)',
    build(N) {
      const goal = 'Press 6 is producing sink marks on the rear boss of part HX-220 (PP, 30% talc). Recommend process changes for the next shift using the MES data.';
      const model = 'gemini-2.5-flash';
      const proc = { press: 'P6 Engel victory 200', mould: 'HX-220 2-cav', material: 'PP-T30', melt_temp_c: 215, mould_temp_c: 35, hold_pressure_bar: 420, hold_time_s: 4.0, gate_freeze_s_est: 7.5, cooling_s: 18, cushion_mm: 1.2, cycle_s: 31.4 };
      const reasoning = 'The hold time is 4.0 seconds but the estimated gate freeze time for this 3.2 mm gate is 7.5 seconds, so the boss is losing packing pressure while the core is still molten, which is the classic cause of sink on a thick boss. The cushion of 1.2 mm is low but positive. I would raise hold time to 8 seconds, step hold pressure from 420 to 480 bar, and drop mould temperature on the moving half from 35 to 30 C. Before recommending this I want to confirm the gate freeze study result from last week.';
      const reasoningAgain = 'The hold time is 4.0 seconds but the estimated gate freeze time for this 3.2 mm gate is 7.5 seconds, so the boss loses packing pressure while the core is still molten, which is the classic cause of sink on a thick boss. The cushion of 1.2 mm is low but positive. I would raise hold time to 8 seconds, step hold pressure from 420 to 480 bar, and drop mould temperature on the moving half from 35 to 30 C. Before recommending this I want to confirm the gate freeze study result from last week.';
      const freeze = { error: { code: 404, message: 'No study found for mould HX-220 in window 7d', status: 'NOT_FOUND' } };
      const contents = [{ role: 'user', parts: [{ text: goal }] }];
      const call = (name, args) => ({ functionCall: { name, args } });
      const resp = (name, response) => ({ role: 'user', parts: [{ functionResponse: { name, response } }] });
      N.tick();
      const g1 = llm('models/gemini-2.5-flash:generateContent', { contents, tools: [{ functionDeclarations: [{ name: 'get_process_sheet' }, { name: 'get_gate_freeze_study' }] }] }, gemResp(N, [call('get_process_sheet', { press: 'P6', part: 'HX-220' })], model));
      const t1 = tool('get_process_sheet', { press: 'P6', part: 'HX-220' }, { mes_snapshot: proc, snapshot_at: N.isoOffset(N.tick(), 60), source: 'mes-gw-' + N.int(1, 3) });
      N.tick(1000, 5000);
      const g2 = llm('models/gemini-2.5-flash:generateContent', { contents: [...contents, { role: 'model', parts: [call('get_process_sheet', { press: 'P6', part: 'HX-220' })] }, resp('get_process_sheet', { mes_snapshot: proc })] }, gemResp(N, [{ text: reasoning }, call('get_gate_freeze_study', { mould: 'HX-220', days: 7 })], model));
      const t2 = tool('get_gate_freeze_study', { mould: 'HX-220', days: 7 }, freeze, { error: 'NOT_FOUND: No study found for mould HX-220 in window 7d' });
      N.tick(1000, 5000);
      const g3 = llm('models/gemini-2.5-flash:generateContent', { contents: ['…', resp('get_gate_freeze_study', freeze)] }, gemResp(N, [{ text: reasoningAgain }, call('get_gate_freeze_study', { mould: 'HX-220', days: 7 })], model));
      const root = agent('moulding-assistant', { prompt: goal }, null, [g1, t1, g2, t2, g3], { metadata: { plant: 'Brno-2', session: N.uuid(), automatic_function_calling: { maximum_remote_calls: 3 } } });
      return { goal, isolates: 'The gate-freeze diagnosis and its three setpoint changes are stated twice nearly verbatim around the same NOT_FOUND study lookup, and the session ends with no recommendation sent.', root };
    },
  },
  {
    id: '06', domain: 'census field operations (enumerator route planning)', style: 'smolagents CodeAgent steps',
    build(N) {
      const goal = 'Plan Tuesday routes for enumerators in collection district CD-4417 so that the 37 non-response households get a follow-up visit, respecting the 6-hour field limit.';
      const nonresp = { district: 'CD-4417', households: 37, clusters: [{ name: 'Riverside flats', hh: 14, walk_min: 0 }, { name: 'Mill Lane', hh: 9, drive_min: 12 }, { name: 'Upper Ferrytown farms', hh: 8, drive_min: 34 }, { name: 'Caravan park', hh: 6, drive_min: 21 }], enumerators_available: ['E-112 (car)', 'E-140 (car)', 'E-157 (no car)'] };
      const thought = 'Thought: There are 37 households in four clusters. E-157 has no car, so she should take Riverside flats, 14 households on foot at about 20 minutes each, which is 4h40m and fits the 6-hour limit. E-112 takes Mill Lane and the caravan park, 15 households plus 33 minutes of driving, about 5h30m. E-140 takes the 8 Upper Ferrytown farms, which are spread out, roughly 2h40m of visits plus 68 minutes of driving. I will check the drive times between farms before finalising.';
      const thoughtAgain = 'Thought: There are 37 households in four clusters. E-157 has no car, so she should take Riverside flats, 14 households on foot at about 20 minutes each, which is 4h40m and fits the 6-hour limit. E-112 takes Mill Lane and the caravan park, 15 households plus 33 minutes of driving, about 5h30m. E-140 takes the 8 Upper Ferrytown farms, which are spread out, about 2h40m of visits plus 68 minutes of driving. I will check the drive times between farms before finalising.';
      const code1 = '```py\nnr = get_nonresponse(district="CD-4417")\nprint(nr)\n```';
      const code2 = '```py\nm = farm_drive_matrix(cluster="Upper Ferrytown farms")\nprint(m)\n```';
      const matrixErr = "Code execution failed at line 'm = farm_drive_matrix(cluster=\"Upper Ferrytown farms\")' due to: ValueError: routing service returned 503 Service Unavailable (osrm-" + N.int(1, 3) + ')';
      const stepSpan = (n, children, out, extra = {}) => span('chain', `Step ${n}`, { step_number: n }, out, children, { metadata: { start_time: N.epoch(N.tick(1000, 4000)) + N.float(0, 1, 6), duration: N.secs(1, 8) }, ...extra });
      const model = (text) => llm('LiteLLMModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs…' }, { role: 'user', content: 'New task:\n' + goal }] }, { role: 'assistant', content: text }, [], { metadata: { 'llm.token_count.prompt': N.int(2500, 5000), model_id: 'anthropic/claude-3-5-haiku-latest' } });
      const exec = (code, logs, err) => tool('PythonInterpreterTool', { code }, logs, err ? { error: err } : undefined);
      const steps = [
        stepSpan(1, [model('Thought: First get the non-response list for the district.\nCode:\n' + code1), exec('nr = get_nonresponse(district="CD-4417")\nprint(nr)', 'Execution logs:\n' + JSON.stringify(nonresp) + '\nOut: None')], 'Execution logs: …'),
        stepSpan(2, [model(thought + '\nCode:\n' + code2), exec('m = farm_drive_matrix(cluster="Upper Ferrytown farms")\nprint(m)', null, matrixErr)], null, { error: matrixErr }),
        stepSpan(3, [model(thoughtAgain + '\nCode:\n' + code2)], null),
      ];
      const root = agent('CodeAgent', { task: goal }, null, steps, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 3, smolagents_version: '1.14.0' } });
      return { goal, isolates: 'The route split between three enumerators is reasoned out in full, the drive-time tool errors, and the identical paragraph is produced again in the next step before the step limit ends the run.', root };
    },
  },
];
