import { agent, llm, tool, span, sys, user, tc } from './lib.mjs';
export const family = 'toggle_oscillation';
export const loop = true;
export const stagnation = false; // llm outputs are bare tool calls, no repeated prose

export const rows = [
{ // 01 herbarium loans — OpenInference
  domain: 'herbarium specimen loans', style: 'OpenInference / Arize Phoenix',
  isolates: 'Agent flips the loan-status filter between "on_loan" and "returned" twice; each query in a state returns the same list as last time in that state.',
  goal: 'Find which Carex specimens lent to the Uppsala herbarium are overdue.',
  build(R) {
    const kids = [];
    const res = { on_loan: { total: 7, ids: ['CX-0411', 'CX-0412', 'CX-0598', 'CX-0601', 'CX-0777', 'CX-0780', 'CX-0902'] }, returned: { total: 3, ids: ['CX-0300', 'CX-0301', 'CX-0455'] } };
    for (const st of ['on_loan', 'returned', 'on_loan', 'returned', 'on_loan']) {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Which Carex loans to UPS are overdue?' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': '', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_loans', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ genus: 'Carex', borrower: 'UPS', status: st }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.total': R.int(800, 2000) }));
      kids.push(tool('search_loans', { 'tool.name': 'search_loans', 'tool.parameters': JSON.stringify({ genus: 'Carex', borrower: 'UPS', status: st }) }, JSON.stringify({ ...res[st], query_ms: R.ms(30, 300), page_token: R.cursor(), served_by: R.host('specify') }), { 'openinference.span.kind': 'TOOL' }));
    }
    return agent('herbarium-agent', { 'input.value': 'Which Carex loans to UPS are overdue?' }, { 'output.value': null }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid(), status: 'max iterations' });
  } },

{ // 02 flutter build branch — SWE-agent
  domain: 'Flutter weather app CI build', style: 'SWE-agent trajectory',
  isolates: 'SWE-agent checks out main, then the feature branch, then main, then the feature branch, running the same failing build in each with identical output per branch.',
  goal: 'Find why `flutter build apk` fails for the wind-map screen and fix it.',
  build(R) {
    const kids = [];
    const out = { main: 'lib/screens/wind_map.dart:88:15: Error: The getter \'gustKts\' isn\'t defined for the class \'Forecast\'.\nFAILURE: Build failed with an exception.', 'feat/wind-map': 'lib/models/forecast.g.dart:41:7: Error: Type \'GustUnit\' not found.\nFAILURE: Build failed with an exception.' };
    for (const br of ['main', 'feat/wind-map', 'main', 'feat/wind-map']) {
      kids.push(llm('model_query', { history_len: kids.length }, { action: `git checkout ${br} && flutter build apk --debug 2>&1 | tail -3`, thought: '' }, { model: 'gpt-4o', instance_cost: +(R.int(20, 90) / 100).toFixed(2) }));
      kids.push(tool('bash', { command: `git checkout ${br} && flutter build apk --debug 2>&1 | tail -3` }, `Switched to branch '${br}'\nRunning Gradle task 'assembleDebug'...                      ${(R.int(180, 420) / 10).toFixed(1)}s\n${out[br]}`, { returncode: 1 }, 'returncode 1'));
    }
    return agent('swe-agent run', { problem_statement: 'flutter build apk fails for wind-map screen' }, { exit_status: 'exit_cost', submission: null }, kids, { traj: `trajectories/run-${R.hex(6)}/weatherly__wind-map.traj` });
  } },

{ // 03 rail pass currency — Gemini function calling
  domain: 'Swiss rail pass price comparison', style: 'Gemini API function calling (functionCall / functionResponse parts)',
  isolates: 'Gemini agent toggles the fare display currency CHF → EUR → CHF → EUR, each time receiving the same prices it already had for that currency.',
  goal: 'Tell the traveller whether an 8-day Swiss Travel Pass beats point-to-point tickets for their itinerary.',
  build(R) {
    const kids = [];
    const fares = { CHF: { pass_8d_2nd: 'CHF 439', p2p_total: 'CHF 412.60' }, EUR: { pass_8d_2nd: 'EUR 468', p2p_total: 'EUR 440.10' } };
    for (const c of ['CHF', 'EUR', 'CHF', 'EUR', 'CHF']) {
      kids.push(llm('generateContent', { contents: [{ role: 'user', parts: [{ text: 'Zurich-Lucerne-Interlaken-Zermatt-Geneva, 8 days: pass or tickets?' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_fares', args: { itinerary_id: 'it-5521', currency: c } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(700, 1600), candidatesTokenCount: R.int(10, 20) }, modelVersion: 'gemini-2.0-flash' }, { responseId: R.b62(22) }));
      kids.push(tool('get_fares', { itinerary_id: 'it-5521', currency: c }, { parts: [{ functionResponse: { name: 'get_fares', response: { ...fares[c], fx_source: 'SBB', quoted_at: R.isoLocal(), quote_ref: 'Q' + R.int(1000000, 9999999) } } }] }));
    }
    return agent('travel-assistant', { user: 'Zurich-Lucerne-Interlaken-Zermatt-Geneva, 8 days: pass or tickets?' }, null, kids, { automatic_function_calling: { maximum_remote_calls: 10 }, stopped: 'AFC limit' });
  } },

{ // 04 nginx worker config — Claude Agent SDK
  domain: 'bird-nest webcam livestream relay', style: 'Claude Agent SDK transcript',
  isolates: 'Claude Agent SDK transcript flips nginx-rtmp `buffer` between 2s and 5s twice, reloading and measuring; each setting gives the same stall count as it did before.',
  goal: 'Stop the osprey-nest livestream from stalling for viewers on the relay server.',
  build(R) {
    const kids = [];
    const stalls = { '2s': 'stalls/10min: 14   avg_rebuffer: 1.9s', '5s': 'stalls/10min: 13   avg_rebuffer: 2.4s' };
    for (const b of ['2s', '5s', '2s', '5s']) {
      kids.push(llm('assistant', { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: '…' }] } }, { type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'tool_use', id: 'toolu_' + R.b62(22), name: 'Bash', input: { command: `sudo sed -i 's/buffer [0-9]s;/buffer ${b};/' /etc/nginx/rtmp.conf && sudo nginx -s reload && ./probe_stalls.sh --minutes 10`, description: 'Set buffer and probe' } }] }, session_id: R.uuid() }, { uuid: R.uuid(), parentUuid: R.uuid() }));
      kids.push(tool('Bash', { command: `… buffer ${b} …` }, `nginx: signal process started\nprobe ${R.hex(6)} @ ${R.syslog()} relay-ams-2\n${stalls[b]}\nviewers sampled: ${R.int(40, 60)}`, { tool_use_id: 'toolu_' + R.b62(22), is_error: false }));
    }
    return agent('claude-agent-sdk query', { prompt: 'The osprey cam stalls for viewers, fix it on relay-ams-2' }, { type: 'result', subtype: 'error_max_turns', num_turns: 12, total_cost_usd: +(R.int(30, 90) / 100).toFixed(2) }, kids, { cwd: '/srv/stream', permission_mode: 'acceptEdits' });
  } },

{ // 05 bin collection route — AutoGen
  domain: 'town bin collection routing', style: 'AutoGen / AG2',
  isolates: 'An AutoGen assistant alternates the depot exit between the north and east gates for the same route; each recompute for a gate returns the same 71.4 km or 68.9 km with the same low-bridge violation.',
  goal: 'Plan Wednesday\'s garden-waste round for truck 7 avoiding the 3.4 m low bridge.',
  build(R) {
    const kids = [];
    const out = { north: { km: 71.4, est_minutes: 318, violations: ['low_bridge: Mill Lane (3.4m < 3.7m vehicle)'] }, east: { km: 68.9, est_minutes: 301, violations: ['low_bridge: Mill Lane (3.4m < 3.7m vehicle)'] } };
    for (const g of ['north', 'east', 'north', 'east']) {
      const c = tc(R, 'compute_route', { truck: 7, round: 'garden-wed', depot_exit: g });
      kids.push(llm('OpenAIChatCompletionClient.create', { messages: [sys('You are RoutePlanner.'), user('Plan garden-waste Wed truck 7, avoid low bridge')] }, { content: [{ id: c.id, name: 'compute_route', arguments: c.function.arguments }], finish_reason: 'function_calls' }, { type: 'LLMCallEvent', agent_id: 'RoutePlanner/default' }));
      kids.push(tool('compute_route', JSON.parse(c.function.arguments), { type: 'ToolCallExecutionEvent', content: [{ content: JSON.stringify({ ...out[g], solver_ms: R.ms(200, 900), solve_id: R.uuid() }), call_id: c.id, is_error: false }] }));
    }
    return agent('RoundRobinGroupChat', { task: 'Plan Wednesday garden-waste round for truck 7' }, { stop_reason: 'Maximum number of turns 8 reached.' }, kids, { autogen: '0.4', source: 'RoutePlanner' });
  } },

{ // 06 warehouse region toggle — Pydantic AI / Logfire
  domain: 'sports nutrition subscription churn dashboard', style: 'Pydantic AI (Logfire)',
  isolates: 'A Pydantic AI agent switches the warehouse query region between eu and us twice; each query in a region returns the same churn figure as before.',
  goal: 'Explain why the churn KPI on the subscriptions dashboard dropped to 0 % for June.',
  build(R) {
    const kids = [];
    const res = { eu: 'region=eu | rows=0 | churn_pct=NULL | scanned 0 B', us: 'region=us | rows=18,204 | churn_pct=4.7 | scanned 212 MB' };
    for (const rg of ['eu', 'us', 'eu', 'us']) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'user', content: 'Why is June churn 0%?' }] }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', tool_calls: [{ function: { name: 'run_sql', arguments: { region: rg, sql: "select count(*) rows, avg(churned)::numeric*100 churn_pct from subs_monthly where month='2025-06'" } } }] } }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': R.int(900, 2000) }));
      kids.push(tool('running tool: run_sql', { region: rg }, `${res[rg]} | job bq-${R.hex(12)} | ${R.dur(300, 4000)}`, { 'logfire.msg': 'running tool: run_sql', tool_call_id: R.callId('pyd_ai_') }));
    }
    return agent('agent run', { prompt: 'Why is June churn 0%?' }, null, kids, { 'logfire.msg': 'churn_agent run', error: 'UsageLimitExceeded: request_limit of 9 exceeded' });
  } },
];
