import { agent, llm, tool, chain, span, sys, usr, asst, tc, tmsg, httpResp } from './lib.mjs';

const pytestFail = (r, test, msg) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.2\nrootdir: ${r.tmp('pytest-of-agent/pytest-')}\ncollected 14 items\n\ntests/${test} F.............\n\n=================================== FAILURES ===================================\n${msg}\n=========================== short test summary info ============================\nFAILED tests/${test} - ${msg.split('\n').pop()}\n========================= 1 failed, 13 passed in ${(r.f() * 2 + 0.4).toFixed(2)}s =========================`;

export default [
{ n: 1, domain: 'snow globe factory', style: 'SWE-agent',
  isolates: 'Three different edits to the glycerin-ratio function each end with the identical pytest failure, differing only in run time and tmp dir.',
  goal: 'Fix the fill-ratio calculator so the glycerin/water test for the 100 mm globe passes.',
  build(r) {
    const fails = () => pytestFail(r, 'test_fill.py::test_100mm_ratio', "    def test_100mm_ratio():\n>       assert fill_ratio(100) == (0.35, 0.65)\nE       assert (0.3, 0.7) == (0.35, 0.65)");
    const edits = ['edit 12:12\n    glycerin = 0.35 if diameter_mm > 100 else 0.30\nend_of_edit', 'edit 8:9\nGLYCERIN_BY_SIZE = {80: 0.30, 100: 0.35, 120: 0.40}\nend_of_edit', 'edit 15:15\n    return (round(glycerin, 2), round(1 - glycerin, 2))\nend_of_edit'];
    const kids = [];
    edits.forEach((e, i) => {
      kids.push(llm('model_query', { history_len: 6 + i * 4 }, `DISCUSSION\n${['The threshold probably excludes 100 mm; I will make it >= by adjusting the comparison.', 'Maybe a lookup table by size is cleaner than a threshold.', 'Perhaps rounding is the problem; I will round both parts.'][i]}\n\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4o' }));
      kids.push(tool('edit', { command: e }, `File updated. Please review the changes.\n[File: /repo/globe/fill.py (${31 + i} lines total)]`));
      kids.push(llm('model_query', {}, 'DISCUSSION\nRun the tests.\n```\npytest tests/test_fill.py -q\n```', { model: 'gpt-4o' }));
      kids.push(tool('bash', { command: 'pytest tests/test_fill.py -q' }, fails()));
    });
    return agent('SWE-agent run', { problem_statement: 'fill_ratio(100) returns wrong glycerin share', instance_id: 'globeworks__fill-42' }, { exit_status: 'exit_cost', submission: null }, kids, { traj: `trajectories/agent/globeworks__fill-42.traj` });
  } },

{ n: 2, domain: 'microfilm digitisation', style: 'Claude Agent SDK transcript',
  isolates: 'Three different scanner settings are tried, and each time the OCR quality check fails with the same confidence score and rejected frame list; only job ids and timings change.',
  goal: 'Get reel MF-1931-07 (parish newspaper) through the OCR quality gate (mean confidence >= 0.90) so it can be published.',
  build(r) {
    const qc = () => `qc-gate v2.4  job=${r.job('ocr')}  host=${r.host('ocr')}\nreel MF-1931-07  frames=812  started ${r.iso()}\nmean_confidence=0.83  threshold=0.90\nrejected frames: 114-131, 402, 655-660\nRESULT: FAIL  (elapsed ${r.dur()})`;
    const fixes = [['set_scan_profile', { reel: 'MF-1931-07', dpi: 600 }, 'Raise the scan DPI from 400 to 600.'], ['set_scan_profile', { reel: 'MF-1931-07', threshold: 'adaptive', deskew: true }, 'Switch to adaptive binarisation with deskew.'], ['set_ocr_model', { reel: 'MF-1931-07', model: 'fraktur-1930s' }, 'Use the Fraktur model since the paper uses blackletter headings.']];
    const kids = [];
    fixes.forEach(([fn, args, say]) => {
      const a = r.toolu(), b = r.toolu();
      kids.push(llm('assistant', { type: 'assistant' }, { message: { content: [{ type: 'text', text: say }, { type: 'tool_use', id: a, name: `mcp__scanner__${fn}`, input: args }] } }));
      kids.push(tool(`mcp__scanner__${fn}`, args, { type: 'tool_result', tool_use_id: a, content: `profile updated (${r.uuid()})` }));
      kids.push(llm('assistant', { type: 'assistant' }, { message: { content: [{ type: 'tool_use', id: b, name: 'Bash', input: { command: 'qc-gate run --reel MF-1931-07' } }] } }));
      kids.push(tool('Bash', { command: 'qc-gate run --reel MF-1931-07', description: 'Run OCR QC gate' }, { type: 'tool_result', tool_use_id: b, content: qc(), is_error: true }, null, 'exit code 2'));
    });
    return agent('claude-agent-sdk session', { prompt: 'Get reel MF-1931-07 through the OCR QC gate.' }, { type: 'result', subtype: 'error_max_turns', num_turns: 12, total_cost_usd: 0.41 }, kids, { session_id: r.uuid(), model: 'claude-sonnet-4-20250514' });
  } },

{ n: 3, domain: 'pretzel factory', style: 'OpenHands',
  isolates: 'OpenHands changes the lye-bath timer config three different ways; the HACCP validation script prints the same violation every time apart from timestamp and pid.',
  goal: 'Make the line-2 lye bath configuration pass the HACCP validator before the night shift.',
  build(r) {
    const val = () => `[${r.logTs()}] haccp-validate pid=${r.int(2000, 30000)}\nCCP-3 lye bath: NaOH 3.5% dwell 22s temp 88C\nERROR CCP-3: dwell time 22s outside validated window [8s, 15s] for NaOH >= 3.0%\n1 error, 0 warnings\nexit status 1`;
    const edits = [['config/line2.yaml', 'naoh_pct: 3.5 -> 2.8'], ['config/line2.yaml', 'bath_temp_c: 88 -> 80'], ['config/defaults.yaml', 'dwell_s: 22 -> 14  (default section)']];
    const kids = [];
    edits.forEach(([f, ch], i) => {
      kids.push(llm('CodeActAgent.step', { messages: '…' }, { thought: ['Lowering NaOH concentration should move us into a different window.', 'Perhaps temperature is part of the rule; lower it.', 'Set dwell time in defaults.yaml to 14s.'][i], action: 'edit', path: f }, { model: 'anthropic/claude-3-5-sonnet' }));
      kids.push(tool('FileEditAction', { path: `/workspace/${f}`, change: ch }, { observation: 'edit', content: `The file /workspace/${f} has been edited.` }));
      kids.push(tool('CmdRunAction', { command: 'python tools/haccp_validate.py config/line2.yaml' }, { observation: 'run', content: val(), exit_code: 1 }, { hostname: r.pod('runtime') }, 'exit_code 1'));
    });
    return agent('OpenHands session', { task: 'Make line-2 lye bath config pass HACCP validator' }, { agent_state: 'stopped', reason: 'max iterations' }, kids, { sid: r.hex(32) });
  } },

{ n: 4, domain: 'orchid nursery', style: 'LangSmith (LangChain AgentExecutor)',
  isolates: 'Three different greenhouse-controller settings are pushed and the humidity compliance check returns the same out-of-range report each time, only check id and time differing.',
  goal: 'Bring the Phalaenopsis house into the 60-70% humidity band required for the certification audit and confirm with the compliance check.',
  build(r) {
    const chk = () => ({ check_id: r.uuid(), house: 'PH-2', window: 'last 2h', rh_mean: 54.2, rh_min: 49.8, band: [60, 70], result: 'OUT_OF_RANGE', generated: r.http() });
    const sets = [{ fogger_duty_pct: 40 }, { vent_opening_max_pct: 15 }, { setpoint_rh: 68, deadband: 2 }];
    const kids = [];
    sets.forEach((s, i) => {
      kids.push(llm('ChatAnthropic', { messages: [[usr('Get PH-2 into 60-70% RH and confirm.')]] }, { generations: [[{ text: ['Increase fogger duty cycle.', 'Vents may be dumping humidity; limit opening.', 'Set the controller setpoint directly to 68%.'][i] }]] }));
      kids.push(tool('set_controller', { house: 'PH-2', ...s }, `OK ${JSON.stringify(s)} applied at ${r.iso()}`));
      kids.push(tool('compliance_check', JSON.stringify({ house: 'PH-2' }), chk()));
    });
    return agent('AgentExecutor', { input: 'Get PH-2 into 60-70% RH and confirm.' }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_id: r.uuid() });
  } },

{ n: 5, domain: 'airport lounge access', style: 'Strands Agents',
  isolates: 'A Strands agent edits the lounge-eligibility rules three different ways; the regression suite reports the same failing case each time with different run ids.',
  goal: 'Fix the lounge access rules so that Gold members flying domestic with a same-day international connection are admitted, with the rule test suite green.',
  build(r) {
    const run = () => `rules-test run ${r.ulid()} (${r.ms(300, 900)}ms)\n✓ gold_international_direct\n✓ silver_denied_domestic\n✗ gold_domestic_with_intl_connection\n   expected: ADMIT\n   received: DENY (rule R7: domestic segment)\n2 passed, 1 failed`;
    const edits = ['R7: exclude when pnr.has_connection', 'R3: gold -> ADMIT if any segment international', 'R7 priority 10 -> 2'];
    const kids = [];
    edits.forEach((e) => {
      kids.push(llm('event_loop.model_invoke', { messages: [{ role: 'user', content: [{ text: 'Fix lounge rules for Gold domestic+intl connection.' }] }] }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + r.b62(22), name: 'edit_rule', input: { change: e } } }] }, { 'gen_ai.system': 'strands-agents' }));
      kids.push(tool('Tool: edit_rule', { change: e }, { status: 'success', content: [{ text: `rule updated rev ${r.hex(7)}` }] }));
      kids.push(tool('Tool: run_rule_tests', {}, { status: 'error', content: [{ text: run() }] }, null, 'rule tests failed'));
    });
    return agent('invoke_agent Strands Agents', { prompt: 'Fix lounge rules' }, null, [chain('Cycle', {}, null, kids, {})], { 'gen_ai.agent.name': 'lounge-rules' });
  } },

{ n: 6, domain: 'coconut processing', style: 'Haystack',
  isolates: 'A Haystack agent tries three different dryer-profile changes; the moisture-spec check pipeline returns the identical failing lot report with only timestamps and run hashes changed.',
  goal: 'Adjust the copra dryer profile so lot CP-5530 meets the 6% maximum moisture specification.',
  build(r) {
    const rep = () => `LOT CP-5530 moisture check\nrun ${r.sha(12)} at ${r.isoOff(r.int(1000, 5000), 8)}\nsamples: 12  mean 7.9%  max 9.4%  spec <= 6.0%\nverdict: REJECT`;
    const ch = [{ zone3_temp_c: 70 }, { belt_speed_m_min: 0.8 }, { airflow_pct: 95, zone1_temp_c: 65 }];
    const kids = [];
    ch.forEach((c) => {
      kids.push(llm('OpenAIChatGenerator', { messages: [usr('Get lot CP-5530 under 6% moisture.')] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'set_dryer', arguments: c }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
      kids.push(span('component', 'ToolInvoker', { tool: 'set_dryer', args: c }, { tool_messages: [{ content: 'profile saved' }] }, [], { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
      kids.push(tool('moisture_check', { lot: 'CP-5530' }, rep()));
    });
    return agent('haystack.agent.run', { messages: ['Get lot CP-5530 under 6% moisture.'] }, null, kids, { 'haystack.pipeline.max_runs_per_component': 100 });
  } },
];
