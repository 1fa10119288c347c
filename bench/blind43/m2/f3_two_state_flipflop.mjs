import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, sys, user } from './lib.mjs';
export const family = 'two_state_flipflop';
export const loop = true;
export const summary = 'Agent oscillates between two states A,B,A,B; each check in a state returns what it returned last time in that state.';
const cyc = (n, f) => { const out = []; for (let i = 0; i < n; i++) out.push(...f(i)); return out; };

export const rows = [
{
  n: '01', domain: 'monorail timetable config', style: 'LangSmith run tree', stagnation: false,
  isolates: 'Agent toggles headway_mode between "fixed" and "adaptive" and re-runs the timetable validator; fixed always gives 3 conflicts at Depot Jct, adaptive always gives 2 platform overruns; 3 full cycles.',
  goal: 'Produce a conflict-free weekday timetable for the airport monorail loop after adding a fifth train.',
  build: (N) => agent('AgentExecutor', { input: 'Conflict-free weekday timetable with 5 trains.' }, null, cyc(3, (i) => ['fixed', 'adaptive'].flatMap((mode) => [
    llm('ChatOpenAI', { messages: [['system', 'You maintain monorail timetables.']] }, { generations: [[{ text: mode === 'fixed' ? [`Switching to fixed headways to remove the overruns.`, `Fixed headways again might resolve it now that I have seen the overrun pattern.`, `Let me go back to fixed mode.`][i] : [`Fixed mode causes junction conflicts; trying adaptive.`, `Adaptive should avoid Depot Jct conflicts.`, `Trying adaptive once more.`][i] }]] }, { metadata: { ls_model_name: 'gpt-4o', run_id: N.uuid() } }),
    tool('set_config', { key: 'headway_mode', value: mode }, `updated headway_mode=${mode} (rev ${N.int(100, 999)}, ${N.iso()})`),
    tool('validate_timetable', { service_day: 'weekday', trains: 5 }, mode === 'fixed' ? `validator v2.3 run ${N.hex(8)} took ${N.dur(800, 3000)}\nERROR 3 conflicts: Depot Jct 07:42, 08:12, 17:27 (min separation 90s < 120s)` : `validator v2.3 run ${N.hex(8)} took ${N.dur(800, 3000)}\nERROR 2 dwell overruns: Terminal B plat 2 at 08:05, 17:50 (dwell 65s > 45s)`, { error: 'validation failed' }),
  ])), { error: 'Agent stopped due to max iterations.', metadata: { project: 'monorail-ops' } }),
},
{
  n: '02', domain: 'biathlon range target calibration', style: 'Pydantic AI (Logfire spans)', stagnation: true,
  isolates: 'Agent flips the lane-14 sensor sensitivity between profile "wet" and "dry"; the calibration shot test gives 4/5 hits registered vs 5/5 with 1 ghost hit, identical per state, and the model text repeats the same reasoning each cycle.',
  goal: 'Calibrate the electronic target on range lane 14 so that 5 test shots register exactly 5 hits.',
  build: (N) => {
    const t = { wet: 'The dry profile registered a ghost hit, so I will switch lane 14 to the wet sensitivity profile and re-test.', dry: 'The wet profile missed a hit, so I will switch lane 14 back to the dry sensitivity profile and re-test.' };
    const kids = cyc(3, () => ['wet', 'dry'].flatMap((p) => [
      llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages: '[…]' }, { parts: [{ part_kind: 'text', content: t[p] }, { part_kind: 'tool-call', tool_name: 'set_profile', args: { lane: 14, profile: p } }] }, { metadata: { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' } }),
      tool('running tool: set_profile', { lane: 14, profile: p }, { ok: true, applied_at: N.isoOffset(1), controller: 'kurvinen-ctl-' + N.int(1, 3), fw: '5.02b' }),
      tool('running tool: test_shots', { lane: 14, shots: 5 }, p === 'wet' ? { registered: 4, expected: 5, ghost: 0, series_id: N.hex(6), temp_c: -6.5 } : { registered: 6, expected: 5, ghost: 1, series_id: N.hex(6), temp_c: -6.5 }),
    ]));
    return agent('agent run', { prompt: 'Calibrate lane 14 target.' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 18', metadata: { 'logfire.span_type': 'span', agent_name: 'range_tech' } });
  },
},
{
  n: '03', domain: 'microgreens grow-light schedule', style: 'OpenInference / Arize Phoenix', stagnation: false,
  isolates: 'Agent alternates photoperiod 16h/18h on rack C; the yield forecast tool returns identical numbers per setting (16h: 212 g/tray, leggy risk low; 18h: 231 g/tray, over DLI budget) and the agent never chooses.',
  goal: 'Pick a photoperiod for rack C (pea shoots) that maximises yield without exceeding the 14 kWh/day energy budget.',
  build: (N) => {
    const kids = cyc(2, (i) => [16, 18].flatMap((h) => [
      llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Choose photoperiod for rack C.' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': h === 16 ? (i ? 'Back to 16 hours to stay under the energy budget.' : 'Start with 16 hours and forecast.') : (i ? 'Trying 18 hours again for yield.' : 'Yield seems low; compare with 18 hours.'), 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'set_photoperiod' }, { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.total': N.int(600, 1400) } }),
      tool('set_photoperiod', { 'tool.name': 'set_photoperiod', 'tool.parameters': JSON.stringify({ rack: 'C', hours: h }) }, `{"rack":"C","hours":${h},"dimmer_pct":85,"ack":"${N.hex(8)}","ts":${N.epoch()}}`, { metadata: { 'openinference.span.kind': 'TOOL' } }),
      tool('forecast_yield', { 'tool.name': 'forecast_yield', 'tool.parameters': JSON.stringify({ rack: 'C', crop: 'pea shoots' }) }, h === 16 ? { g_per_tray: 212, energy_kwh_day: 12.4, within_budget: true, model_run: N.uuid() } : { g_per_tray: 231, energy_kwh_day: 15.1, within_budget: false, model_run: N.uuid() }, { metadata: { 'openinference.span.kind': 'TOOL' } }),
    ]));
    return agent('greenhouse_agent', { 'input.value': 'Pick a photoperiod for rack C.' }, { 'output.value': '' }, kids, { error: 'RecursionError: step budget 12 exhausted', metadata: { 'openinference.span.kind': 'AGENT' } });
  },
},
{
  n: '04', domain: 'mahjong parlour table booking website', style: 'Claude Agent SDK transcript (browser tools)', stagnation: true,
  isolates: 'Browser agent switches between the "Riichi" and "Hong Kong" tabs looking for a 4-seat Friday slot; each tab shows the same table listing each time; the assistant repeats the same sentence on each switch.',
  goal: 'Book a 4-person table at Jade Wind mahjong parlour for Friday 19:30.',
  build: (N) => {
    const m = 'claude-sonnet-4-20250514';
    const txt = { riichi: 'No 4-seat Friday 19:30 table on this tab; let me check the Hong Kong rules tab instead.', hk: 'No 4-seat Friday 19:30 table on this tab; let me check the Riichi rules tab instead.' };
    const kids = cyc(2, () => ['riichi', 'hk'].flatMap((tab) => [
      llm('assistant', { type: 'user', message: { role: 'user', content: [{ type: 'tool_result' }] } }, { type: 'assistant', message: anthMsg(N, m, tab === 'riichi' ? txt.hk : txt.riichi, [['mcp__browser__click', { selector: `a[data-tab="${tab}"]` }]]), session_id: 'sess-' + N.hex(8) }),
      tool('mcp__browser__click', { selector: `a[data-tab="${tab}"]` }, `<ul class="tables"><li>T1 (${tab === 'riichi' ? '4 seats' : '3 seats'}) Fri 18:00 <button disabled>Full</button></li><li>T${tab === 'riichi' ? 2 : 5} (4 seats) Fri 21:00 <button>Book</button></li></ul><!-- csrf=${N.b62(24)} render=${N.dur(30, 200)} -->`),
    ]));
    return agent('claude-agent-sdk query', { prompt: 'Book a 4-person table at Jade Wind for Friday 19:30.', options: { max_turns: 10, allowed_tools: ['mcp__browser__*'] } }, { type: 'result', subtype: 'error_max_turns', num_turns: 10, total_cost_usd: Number((N.int(20, 90) / 1000).toFixed(3)) }, kids);
  },
},
{
  n: '05', domain: 'cooling tower legionella test dashboard filter', style: 'Google ADK events', stagnation: false,
  isolates: 'ADK agent toggles the dashboard filter between site=all and site=Northgate to find the overdue dip-slide test; each filter returns the same rows as before, 2 full cycles, no export made.',
  goal: 'Find which cooling tower has an overdue monthly dip-slide test and export the list for the FM contractor.',
  build: (N) => {
    const rowsAll = { rows: [{ tower: 'CT-1 Northgate', last_test: '2024-05-02', status: 'ok' }, { tower: 'CT-2 Riverside', last_test: '2024-05-06', status: 'ok' }], total: 2, note: 'archived sites hidden' };
    const rowsNg = { rows: [{ tower: 'CT-1 Northgate', last_test: '2024-05-02', status: 'ok' }], total: 1 };
    const kids = cyc(2, (i) => [['all', rowsAll], ['Northgate', rowsNg]].flatMap(([site, out]) => [
      llm('call_llm', { contents: '…' }, { content: { role: 'model', parts: [{ text: site === 'all' ? (i ? 'Widening again to all sites.' : 'Looking across all sites first.') : (i ? 'Narrowing to Northgate once more.' : 'Maybe the overdue one is at Northgate.') }, { function_call: { name: 'filter_dashboard', args: { site } } }] }, invocation_id: 'e-' + N.uuid() }, { metadata: { 'gcp.vertex.agent.llm_request': 'gemini-2.0-flash' } }),
      tool('execute_tool filter_dashboard', { site }, { ...out, query_id: N.hex(10), generated: N.euDate() }),
    ]));
    return agent('invoke_agent fm_compliance_agent', { new_message: 'Which cooling tower has an overdue dip-slide test?' }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded', metadata: { app_name: 'fm-compliance', user_id: 'u-' + N.int(100, 999) } });
  },
},
{
  n: '06', domain: 'carbon offset registry (coding task, git branches)', style: 'SWE-agent trajectory', stagnation: true,
  isolates: 'SWE-agent checks out fix/vintage-parse, runs tests (same 2 failures), checks out main, runs tests (same 1 failure), and repeats; its discussion text each time is the same.',
  goal: 'Fix the failing serial-number vintage parser in the offset registry repo so that the test suite passes.',
  build: (N) => {
    const d = { fix: 'DISCUSSION\nThe failures might come from main; let me switch to the fix branch and run the tests there.', main: 'DISCUSSION\nThe fix branch still fails; let me switch back to main and run the tests there.' };
    const out = { fix: `FAILED tests/test_serials.py::test_vintage_range - AssertionError: 2019 != 2018\nFAILED tests/test_serials.py::test_block_end\n2 failed, 41 passed in ${(N.int(300, 900) / 100).toFixed(2)}s`, main: `FAILED tests/test_serials.py::test_vintage_range - AssertionError: 2019 != 2018\n1 failed, 42 passed in ${(N.int(300, 900) / 100).toFixed(2)}s` };
    const kids = cyc(2, () => [['fix', 'fix/vintage-parse'], ['main', 'main']].flatMap(([k, b]) => [
      llm('model_query', { history_len: N.int(10, 40) }, `${d[k]}\n\`\`\`\ngit checkout ${b} && pytest -q tests/test_serials.py\n\`\`\``, { metadata: { model: 'gpt-4-turbo', cost: Number((N.int(10, 40) / 100).toFixed(2)) } }),
      tool('bash', { command: `git checkout ${b} && pytest -q tests/test_serials.py` }, `Switched to branch '${b}'\n${out[k]}\n(Open file: /repo/registry/serials.py)\n(Current directory: /repo)`),
    ]));
    return agent('swe-agent run', { problem_statement: 'Vintage year parsed off-by-one for serials spanning Dec/Jan.', instance_id: 'offsetreg__registry-' + N.int(100, 999) }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { per_instance_cost_limit: 2.0 } });
  },
},
];
