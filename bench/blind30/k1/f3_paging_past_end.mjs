// Family 3: paging keeps advancing (or re-sends the same token) after the last real page; every answer is the same empty page.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'paging_past_end', loop: true, stagnation: false };

// 01 — OpenAI Responses API — mountain bike rental damage reports
function s01(R) {
  const goal = 'Collect every damage report filed this season for rental mountain bikes with hydraulic brake problems and total the repair costs for the insurer.';
  const bikes = ['MTB-TR-014', 'MTB-EN-022', 'MTB-TR-031', 'MTB-XC-007', 'MTB-EN-019', 'MTB-TR-040', 'MTB-XC-011', 'MTB-EN-003'];
  const rep = (i) => ({ report_id: `DR-25-${String(300 + i).padStart(4, '0')}`, bike: bikes[i % bikes.length], category: 'brakes/hydraulic', symptom: R.pick(['lever to bar', 'spongy rear', 'fluid weep at caliper', 'pads contaminated']), cost_eur: R.int(28, 145), filed: R.date(R.now() - R.int(5, 120) * 86400000) });
  const pages = [[0, 1, 2, 3, 4].map(rep), [5, 6, 7, 8, 9].map(rep), [10, 11].map(rep)];
  const children = [];
  const ask = (page) => {
    const cid = R.callId();
    children.push(llm('responses.create', { model: 'o4-mini', input: [{ role: 'user', content: goal }, { type: 'function_call_output', call_id: '…', output: '…' }], tools: [{ type: 'function', name: 'list_damage_reports' }], previous_response_id: 'resp_' + R.hex(40) }, { id: 'resp_' + R.hex(40), object: 'response', status: 'completed', output: [{ type: 'reasoning', id: 'rs_' + R.hex(40), summary: [] }, { type: 'function_call', id: 'fc_' + R.hex(40), call_id: cid, name: 'list_damage_reports', arguments: JSON.stringify({ category: 'brakes/hydraulic', season: 2025, page, per_page: 5 }) }], usage: { input_tokens: R.int(800, 4000), output_tokens: R.int(30, 400), output_tokens_details: { reasoning_tokens: R.int(0, 320) } } }));
    const data = pages[page - 1] || [];
    children.push(tool('list_damage_reports', { call_id: cid, arguments: { category: 'brakes/hydraulic', season: 2025, page, per_page: 5 } }, { type: 'function_call_output', call_id: cid, output: JSON.stringify({ page, per_page: 5, total: 12, total_pages: 3, items: data, served_by: R.host('fleet-api', 6), generated_at: R.isoMs(R.step()) }) }));
  };
  for (let p = 1; p <= 7; p++) ask(p);
  return {
    isolates: 'After the third and last page (total_pages 3), pages 4 to 7 are requested anyway and each returns the same empty item list.',
    goal,
    root: agent('bike-fleet-claims', { input: goal }, null, children, { api: 'responses', store: true, truncation: 'disabled', cut_off: 'max_tool_calls reached (14)' }),
  };
}

// 02 — Pydantic AI (Logfire) — ice fishing shanty rentals
function s02(R) {
  const goal = 'List every ice-fishing shanty booking for the February long weekend on Lake Wabun and count how many shanties still need heater fuel delivered.';
  const mk = (n) => Array.from({ length: n }, (_, i) => ({ booking: `SH-${R.int(10000, 99999)}`, shanty: `S${String(R.int(1, 60)).padStart(2, '0')}`, nights: R.int(1, 3), heater: R.pick(['propane', 'propane', 'none']), fuel_delivered: R.pick([true, false]) }));
  const batches = [mk(6), mk(4)];
  const children = [];
  const offsets = [0, 50, 100, 150, 200];
  offsets.forEach((off, i) => {
    const tcId = 'pyd_ai_' + R.hex(32);
    children.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ 'event.name': 'gen_ai.user.message', content: goal }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'get_bookings', args: { weekend: '2026-02-14', offset: off, limit: 50 }, tool_call_id: tcId }], finish_reason: 'tool_call' }, { 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': R.int(400, 2000), 'gen_ai.usage.output_tokens': R.int(20, 40) }));
    const rows = batches[i] || [];
    children.push(tool('running tool: get_bookings', { tool_name: 'get_bookings', args: { weekend: '2026-02-14', offset: off, limit: 50 }, tool_call_id: tcId }, { bookings: rows, returned: rows.length, offset: off, total_matching: 10, next_offset: null, x_trace: R.traceparent(), db_ms: R.ms(2, 60) }, { 'logfire.msg': `running tool: get_bookings`, 'logfire.span_type': 'span' }));
  });
  return {
    isolates: 'The two real batches hold all 10 bookings and say next_offset null, yet offsets 100, 150 and 200 are fetched and each returns an empty list.',
    goal,
    root: agent('agent run', { user_prompt: goal }, null, children, { 'logfire.msg': 'shanty_agent run', agent_name: 'shanty_agent', model_name: 'gpt-4o', 'logfire.level_name': 'warn', note: 'UsageLimitExceeded: request_limit of 10' }),
  };
}

// 03 — Strands Agents (OTel) — food hall vendor payouts, same cursor re-sent
function s03(R) {
  const goal = 'Pull all May payouts for the 14 vendors at Harbour Food Hall and flag any vendor whose payout is lower than their card sales minus the 6% commission.';
  const vendors = ['Dumpling Dock', 'Pita Pier', 'Saltfish & Co', 'Tacos Marea', 'Noodle Tide', 'Crêpe Quay', 'Bao Berth'];
  const po = (v) => ({ id: 'po_' + R.b62(24), vendor: v, amount: R.int(180000, 920000), currency: 'gbp', arrival_date: R.epoch(R.now() - R.int(2, 28) * 86400000), status: 'paid' });
  const first = vendors.map(po);
  const second = ['Ramen Reef', 'Gelato Galley', 'Smoke & Mast', 'Curry Cove', 'Poke Port', 'Waffle Wharf', 'Falafel Ferry'].map(po);
  const last = second[second.length - 1].id;
  const cycle = (cursor, data, hasMore) => {
    const args = cursor ? { limit: 7, starting_after: cursor, created: { gte: 1746057600, lt: 1748736000 } } : { limit: 7, created: { gte: 1746057600, lt: 1748736000 } };
    return chain('execute_event_loop_cycle', {}, null, [
      llm('chat', { 'gen_ai.prompt': goal }, { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + R.b62(22), name: 'list_payouts', input: args } }] }, stopReason: 'tool_use' }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.total_tokens': R.int(900, 3200) }),
      tool('execute_tool list_payouts', args, { status: 'success', content: [{ text: JSON.stringify({ object: 'list', data, has_more: hasMore, url: '/v1/payouts' }) }], headers: { 'request-id': 'req_' + R.b62(14), 'idempotency-key': R.uuid(), date: R.http(R.step()) } }, { 'gen_ai.tool.name': 'list_payouts', 'tool.status': 'success' }),
    ], { 'event_loop.cycle_id': R.uuid() });
  };
  const children = [cycle(null, first, true), cycle(first[first.length - 1].id, second, false), cycle(last, [], false), cycle(last, [], false), cycle(last, [], false), cycle(last, [], false)];
  return {
    isolates: 'After has_more becomes false, the same starting_after cursor is re-sent four times and each response is an empty data list.',
    goal,
    root: agent('invoke_agent payouts_auditor', { prompt: goal }, null, children, { 'gen_ai.agent.name': 'payouts_auditor', 'gen_ai.operation.name': 'invoke_agent', stop: 'MaxTokensReachedException' }),
  };
}

// 04 — Google ADK — handball league referee match reports
function s04(R) {
  const goal = 'Gather all referee match reports from the regional handball league\'s autumn round and list every red card with the match and minute.';
  const report = (m) => ({ match_id: `HB-R${R.int(1, 9)}-${m}`, referee_pair: R.pick(['Ahlgren/Sato', 'Brandt/Lenz', 'Okoro/Fisk', 'Meyer/Dal']), red_cards: R.int(0, 1) ? [{ player: `#${R.int(2, 99)}`, minute: R.int(3, 59), reason: R.pick(['unsportsmanlike', 'dangerous throw', 'disqualification 8:5']) }] : [] });
  const pages = [[101, 102, 103, 104].map(report), [105, 106, 107].map(report)];
  const children = [];
  for (let p = 1; p <= 5; p++) {
    const fcId = 'adk-' + R.uuid();
    children.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: goal }] }] }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ function_call: { id: fcId, name: 'fetch_match_reports', args: { round: 'autumn-2025', page: p } } }] } }) }, { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), 'gcp.vertex.agent.event_id': R.uuid() }));
    const reps = pages[p - 1] || [];
    children.push(tool('execute_tool fetch_match_reports', { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ round: 'autumn-2025', page: p }) }, { 'gcp.vertex.agent.tool_response': JSON.stringify({ id: fcId, name: 'fetch_match_reports', response: { reports: reps, page: p, total_pages: 2, fetched_at: R.iso(R.step()), etag: R.etag(true) } }) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'fetch_match_reports' }));
  }
  return {
    isolates: 'With total_pages 2 already reported, pages 3, 4 and 5 are requested and each returns an empty reports list.',
    goal,
    root: agent('invocation', { new_message: goal, app_name: 'league_ops', user_id: 'referee-coord' }, null, [agent('agent_run [referee_reports_agent]', { goal }, null, children, { 'gen_ai.agent.name': 'referee_reports_agent' })], { 'gcp.vertex.agent.session_id': R.uuid(), ended: 'session closed by client timeout' }),
  };
}

// 05 — AutoGen (v0.2 conversation) — hockey equipment resale listings via scroll
function s05(R) {
  const goal = 'Export all active listings of used goalie pads on the hockey gear resale marketplace to a CSV so the pricing team can compare asking prices by size.';
  const scroll = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + R.b62(20);
  const hit = () => ({ _id: R.hex(20), _source: { title: `Goalie pads ${R.pick(['33+1', '34+1', '35+2', '32+1'])}" ${R.pick(['Vaughn', 'Bauer', 'CCM', 'Brian\'s'])}`, price_cad: R.int(180, 1450), condition: R.pick(['good', 'like new', 'fair']) } });
  const resp = (hits) => `exitcode: 0 (execution succeeded)\nCode output: {"_scroll_id": "${scroll}", "took": ${R.int(2, 30)}, "timed_out": false, "_shards": {"total": 3, "successful": 3}, "hits": {"total": {"value": 23, "relation": "eq"}, "hits": ${JSON.stringify(hits)}}}`;
  const children = [
    llm('marketplace_analyst', { messages: [{ role: 'user', name: 'user_proxy', content: goal }] }, { content: 'I will open a scroll over active goalie pad listings, 10 at a time.', tool_calls: [tc(R.callId(), 'es_search', { index: 'listings', query: { bool: { filter: [{ term: { category: 'goalie_pads' } }, { term: { status: 'active' } }] } }, size: 10, scroll: '2m' })] }, { model: 'gpt-4o', sender: 'marketplace_analyst', recipient: 'user_proxy' }),
    tool('user_proxy.execute_function', { name: 'es_search' }, resp(Array.from({ length: 10 }, hit)), { sender: 'user_proxy' }),
  ];
  const batches = [10, 3, 0, 0, 0, 0];
  batches.forEach((n, i) => {
    children.push(llm('marketplace_analyst', { messages: [{ role: 'tool', content: '…' }] }, { content: i === 0 ? 'Got the first 10. Continuing the scroll.' : null, tool_calls: [tc(R.callId(), 'es_scroll', { scroll: '2m', scroll_id: scroll })] }, { model: 'gpt-4o', sender: 'marketplace_analyst', recipient: 'user_proxy' }));
    children.push(tool('user_proxy.execute_function', { name: 'es_scroll' }, resp(Array.from({ length: n }, hit)), { sender: 'user_proxy' }));
  });
  return {
    isolates: 'All 23 hits arrive in three scroll batches, then the same scroll_id is re-sent four more times and each answer has an empty hits array.',
    goal,
    root: agent('user_proxy -> marketplace_analyst', { message: goal }, { summary: '', termination: 'max_consecutive_auto_reply (8) reached' }, children, { framework: 'autogen 0.2.35', chat_id: R.uuid() }),
  };
}

// 06 — Amazon Bedrock Agents trace — wood pellet stove servicing visits
function s06(R) {
  const goal = 'Compile this month\'s completed pellet stove service visits so the office can invoice each customer for the annual clean.';
  const visit = () => ({ visit_id: `SV-${R.int(40000, 49999)}`, customer: `C-${R.int(1000, 9999)}`, stove: R.pick(['Ravelli RV80', 'Edilkamin Tiny', 'MCZ Club', 'Harman P43']), technician: R.pick(['J. Ortiz', 'K. Nyberg', 'P. Hale']), status: 'completed' });
  const data = [Array.from({ length: 25 }, visit), Array.from({ length: 9 }, visit)];
  const children = [];
  const offsets = [0, 25, 50, 75, 100];
  offsets.forEach((off, i) => {
    const trId = R.uuid() + '-' + i;
    const orch = { modelInvocationInput: { traceId: trId, type: 'ORCHESTRATION', text: '{"system":"You are a scheduling assistant for Emberline Stove Services..."}' } };
    const rationale = i === 0 ? 'I will page through completed service visits for this month, 25 at a time, using the visits API.' : i === 1 ? 'The first page was full, so there are more visits; requesting the next 25.' : undefined;
    children.push(llm('orchestrationTrace.modelInvocation', orch, { modelInvocationOutput: { traceId: trId, metadata: { usage: { inputTokens: R.int(1500, 3900), outputTokens: R.int(40, 120) } } }, ...(rationale ? { rationale: { traceId: trId, text: rationale } } : {}), invocationInput: { traceId: trId, invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: 'VisitsAPI', apiPath: '/visits', verb: 'get', parameters: [{ name: 'status', type: 'string', value: 'completed' }, { name: 'month', type: 'string', value: '2025-11' }, { name: 'offset', type: 'integer', value: String(off) }, { name: 'limit', type: 'integer', value: '25' }] } } }, { agentId: 'QZ7W1ABCDE', agentAliasId: 'TSTALIASID', foundationModel: 'anthropic.claude-3-5-haiku-20241022-v1:0' }));
    const v = data[i] || [];
    children.push(tool('VisitsAPI GET /visits', { offset: off, limit: 25, status: 'completed', month: '2025-11' }, { observation: { traceId: trId, type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: JSON.stringify({ visits: v, count: v.length, offset: off, total: 34, lambda_request_id: R.uuid(), cold_start: R.pick([true, false]) }) } } }, { lambda: 'arn:aws:lambda:eu-west-1:381492004311:function:visits-api', durationMs: R.ms(60, 900) }));
  });
  return {
    isolates: 'The 34 visits arrive at offsets 0 and 25 (total 34), then offsets 50, 75 and 100 are requested and each observation is an empty visit list.',
    goal,
    root: agent('InvokeAgent', { inputText: goal, sessionId: R.uuid(), enableTrace: true }, null, children, { agentVersion: 'DRAFT', stop: 'orchestration stopped: maximum iterations' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
