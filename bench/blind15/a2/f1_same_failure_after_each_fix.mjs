// Family 1 (loop): a different fix each round, the same check failing the same way every time.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'same_failure_after_each_fix';

// 01 — bell foundry: tuning-analysis test keeps failing (plain message-level trace)
function r01(N) {
  const goal = 'In the bellcast-analysis repo, make tests/test_partials.py pass. CI has been red since the spectrum refactor; the foundry needs the tuning report for the tenor bell cast on Friday.';
  const c = new Convo(N, { system: 'You are a coding agent working in /srv/foundry/bellcast-analysis. Tools: read_file, apply_patch, run_tests. Keep patches minimal.', user: goal });
  const kids = [];
  const pytestFail = () => {
    const tmp = `/tmp/pytest-of-ci/pytest-${N.int(10, 400)}/test_hum_partial_ratio0`;
    return { exit_code: 1, stdout: `============================= test session starts ==============================\nplatform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\nrootdir: /srv/foundry/bellcast-analysis\ncollected 12 items\n\ntests/test_partials.py ....F.......                                       [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_hum_partial_ratio ____________________________\n\n    def test_hum_partial_ratio():\n        spec = load_spectrum(FIXTURES / "tenor_B4_strike.wav")\n>       assert abs(ratio(spec.hum, spec.strike) - 0.5) < 0.01\nE       AssertionError: assert 0.0288 < 0.01\nE        +  where 0.0288 = abs((0.4712 - 0.5))\n\ntests/test_partials.py:41: AssertionError\n----------------------------- Captured stdout call -----------------------------\nloaded ${tmp}/tenor_B4_strike.wav (44100 Hz, 3.812 s) peaks=7\n=========================== short test summary info ============================\nFAILED tests/test_partials.py::test_hum_partial_ratio - AssertionError: assert 0.0288 < 0.01\n========================= 1 failed, 11 passed in ${N.float(1.8, 3.4)}s =========================\n` };
  };
  kids.push(c.llm('Let me look at the partial-extraction code and run the failing test to see the actual numbers.', [['read_file', { path: 'bellcast/spectrum.py', start: 1, end: 80 }], ['run_tests', { target: 'tests/test_partials.py', args: ['-q', '-x'] }]]));
  kids.push(c.tool(0, `   1 import numpy as np\n   2 from scipy.signal import get_window, find_peaks\n   ...\n  22 def load_spectrum(path, n_fft=4096, window="hann"):\n  23     sr, x = _read_wav(path)\n  24     seg = x[: n_fft] * get_window(window, n_fft)\n  25     mag = np.abs(np.fft.rfft(seg))\n  26     freqs = np.fft.rfftfreq(n_fft, 1 / sr)\n  27     idx, _ = find_peaks(mag, prominence=mag.max() * 0.05)\n  28     return Spectrum.from_peaks(freqs[idx], mag[idx])\n  ...\n  61 def ratio(a, b):\n  62     return a / b\n`));
  kids.push(c.tool(1, pytestFail()));
  const fixes = [
    ['The hum comes out at 0.4712 of the strike instead of 0.5. With n_fft=4096 at 44.1 kHz the bin width is about 10.8 Hz, which is coarse for a hum near 247 Hz. I will raise the FFT size to 16384 so the hum peak is resolved more finely.', { path: 'bellcast/spectrum.py', patch: '@@ -22 +22 @@\n-def load_spectrum(path, n_fft=4096, window="hann"):\n+def load_spectrum(path, n_fft=16384, window="hann"):' }],
    ['Same 0.4712. Maybe leakage from the strike partial is pulling the hum peak; a Blackman window has much lower sidelobes than Hann. Switching the window.', { path: 'bellcast/spectrum.py', patch: '@@ -22 +22 @@\n-def load_spectrum(path, n_fft=16384, window="hann"):\n+def load_spectrum(path, n_fft=16384, window="blackman"):' }],
    ['Still exactly 0.4712, so resolution and leakage are not it. Peak positions are taken at integer bins; parabolic interpolation around each peak should give sub-bin accuracy for both hum and strike.', { path: 'bellcast/spectrum.py', patch: '@@ -27,2 +27,5 @@\n     idx, _ = find_peaks(mag, prominence=mag.max() * 0.05)\n-    return Spectrum.from_peaks(freqs[idx], mag[idx])\n+    a, b, g = mag[idx - 1], mag[idx], mag[idx + 1]\n+    p = 0.5 * (a - g) / (a - 2 * b + g)\n+    return Spectrum.from_peaks(freqs[idx] + p * (sr / n_fft), b)' }],
    ['No change at all. Perhaps the prominence threshold drops the true hum and we pick a neighbouring peak. Lowering prominence from 5% to 1% of the maximum.', { path: 'bellcast/spectrum.py', patch: '@@ -27 +27 @@\n-    idx, _ = find_peaks(mag, prominence=mag.max() * 0.05)\n+    idx, _ = find_peaks(mag, prominence=mag.max() * 0.01)' }],
  ];
  for (const [thought, patch] of fixes) {
    kids.push(c.llm(thought, [['apply_patch', patch], ['run_tests', { target: 'tests/test_partials.py', args: ['-q', '-x'] }]]));
    kids.push(c.tool(0, { applied: true, files_changed: 1, hunks: patch.patch.split('@@ -').length - 1 }));
    kids.push(c.tool(1, pytestFail()));
  }
  kids.push(c.llm('I have reached the step budget for this task. The hum/strike ratio is still 0.4712 after four different changes to the spectrum code; the test is not passing yet.', [], { finish_reason: 'length' }));
  const root = agentSpan('bellcast-fixer', { task: goal }, { status: 'max_steps_reached', steps: 6 }, kids, { framework: 'openai-agents-lite', max_steps: 6 });
  return { isolates: 'Four unrelated edits to the FFT code, each followed by a pytest run that fails on the same assertion with the same 0.4712 ratio; only the temp path and timing differ.', goal, stagnation: false, root };
}

// 02 — whisky cask warehouse: smolagents code actions, same reconciliation failure, same thought each step
function r02(N) {
  const goal = 'Reconcile the bonded warehouse cask register (register_q3.csv) with the draft quarterly stock return (return_q3.xlsx) for Glenmorven Warehouse 7, fix the return so reconcile() passes, and save it as return_q3_final.xlsx.';
  const steps = [];
  const thought = (extra) => `Thought: The reconciliation still reports 14 casks unaccounted for in warehouse 7, bay C. I will try a different adjustment to the return and run reconcile() again.${extra}`;
  const obs = () => `Execution logs:\nreconcile run ${N.hex(8)} started ${N.pyLog()}\nregister rows: 4,812  return rows: 4,798\nRECONCILIATION FAILED: 14 casks in register not present in return\n  warehouse=7 bay=C rows=12-14 cask_ids=[GM-07C-1204 .. GM-07C-1417] (14)\n  LPA difference: 2,731.6 litres of pure alcohol\nelapsed ${N.float(0.6, 1.9)}s  pid=${N.pid()}\nLast output from code snippet:\nFalse`;
  const codes = [
    "import pandas as pd\nret = pd.read_excel('return_q3.xlsx')\nreg = pd.read_csv('register_q3.csv', parse_dates=['fill_date'])\n# include casks filled before 2010 that the draft return filtered out\nret = pd.concat([ret, reg[reg.fill_date.dt.year < 2010].pipe(to_return_rows)])\nprint(reconcile(reg, ret))",
    "ret = pd.read_excel('return_q3.xlsx')\n# LPA rounding: the return uses 2 dp, register uses 1 dp\nret['lpa'] = ret['lpa'].round(1)\nprint(reconcile(reg, ret))",
    "ret = pd.read_excel('return_q3.xlsx')\n# old-style cask ids W7-C-12-04 -> GM-07C-1204\nret['cask_id'] = ret['cask_id'].str.replace(r'^W7-C-(\\d+)-(\\d+)$', lambda m: f'GM-07C-{int(m[1]):02d}{int(m[2]):02d}', regex=True)\nprint(reconcile(reg, ret))",
    "ret = pd.read_excel('return_q3.xlsx')\n# drop duplicate regauge entries, keep the latest gauge per cask\nret = ret.sort_values('gauge_date').drop_duplicates('cask_id', keep='last')\nprint(reconcile(reg, ret))",
    "ret = pd.read_excel('return_q3.xlsx', sheet_name='Stock')\n# maybe the draft was read from the summary sheet; use the Stock sheet explicitly\nprint(reconcile(reg, ret))",
  ];
  const extras = ['', '', ' (id format this time)', '', ''];
  steps.push(chainSpan('Step 1', { step_number: 1 }, null, [
    llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs. ... Tools available: reconcile(register, ret) -> bool, to_return_rows(df), final_answer(answer)' }, { role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: "Thought: First I load both files and run reconcile() to see what is wrong.\nCode:\n```py\nimport pandas as pd\nreg = pd.read_csv('register_q3.csv', parse_dates=['fill_date'])\nret = pd.read_excel('return_q3.xlsx')\nprint(reconcile(reg, ret))\n```<end_code>" }, { model: 'anthropic/claude-3-5-sonnet-20241022' }),
    toolSpan('python_interpreter', { code: "import pandas as pd\nreg = pd.read_csv('register_q3.csv', parse_dates=['fill_date'])\nret = pd.read_excel('return_q3.xlsx')\nprint(reconcile(reg, ret))" }, obs()),
  ]));
  codes.forEach((code, i) => {
    N.tick();
    steps.push(chainSpan(`Step ${i + 2}`, { step_number: i + 2 }, null, [
      llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }, { role: 'assistant', content: '...' }, { role: 'tool-response', content: 'Observation:\n...RECONCILIATION FAILED: 14 casks in register not present in return...' }] }, { role: 'assistant', content: `${thought(extras[i])}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'anthropic/claude-3-5-sonnet-20241022' }),
      toolSpan('python_interpreter', { code }, obs()),
    ]));
  });
  const root = agentSpan('CodeAgent.run', { task: goal, max_steps: 6 }, 'Reached max steps.', steps, { smolagents_version: '1.9.2', agent_type: 'CodeAgent' });
  return { isolates: 'Five different code changes to the stock return, each followed by the identical 14-cask reconciliation failure, with the agent restating the same thought word for word before every attempt.', goal, stagnation: true, root };
}

// 03 — icebreaker scheduling: CrewAI, plan validator keeps flagging the same overlap
function r03(N) {
  const goal = 'Produce a valid icebreaker escort plan for week 7 in the Bay of Bothnia (convoy_plan_w07.yaml) that passes the fleet plan validator, then hand it to the traffic centre.';
  const validator = () => ({ valid: false, validation_id: N.uuid(), checked_at: N.isoNoMs(), validator_version: '3.4.1', errors: [{ code: 'E_ESCORT_OVERLAP', message: 'Escort windows overlap: IB Otso and IB Sisu both assigned to WP-14 (Kemi approach) between 2024-02-14T04:00Z and 2024-02-14T09:30Z', source: 'standing_orders.yaml#L88' }], warnings: 2, elapsed_ms: N.int(140, 620) });
  const react = (thought, action, input) => `Thought: ${thought}\nAction: ${action}\nAction Input: ${JSON.stringify(input)}`;
  const kids = [];
  kids.push(llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Escort Planner. Senior icebreaker traffic planner for the Finnish-Swedish winter navigation system.\nYour personal goal is: produce conflict-free escort plans.' }, { role: 'user', content: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: A plan file that validates, and a one-paragraph handover note.` }] }, react('I should first validate the current draft to see what is wrong.', 'Plan Validator', { path: 'plans/convoy_plan_w07.yaml' }), { model: 'gpt-4o' }));
  kids.push(toolSpan('Plan Validator', { path: 'plans/convoy_plan_w07.yaml' }, validator()));
  const fixes = [
    ['The overlap is at WP-14. If I move Otso\'s departure from Oulu two hours later, its window at WP-14 starts at 06:00Z and Sisu should be clear by then.', { path: 'plans/convoy_plan_w07.yaml', edit: { 'escorts[2].depart': '2024-02-14T06:00Z' } }],
    ['Perhaps the problem is that Sisu\'s window is too long. I will shorten Sisu\'s assignment at WP-14 to end at 05:00Z and let Kontio cover the tail of the convoy.', { path: 'plans/convoy_plan_w07.yaml', edit: { 'escorts[4].until': '2024-02-14T05:00Z', 'escorts[5].icebreaker': 'IB Kontio' } }],
    ['The validator may be reading local time. I will write every timestamp in the plan with explicit +00:00 offsets instead of the Z suffix.', { path: 'plans/convoy_plan_w07.yaml', edit: { timestamp_format: '+00:00 offsets', rewritten_fields: 38 } }],
    ['Maybe the waypoint itself is the issue. I will route the Kemi convoy through WP-14B (the southern fairway) so Otso never enters WP-14.', { path: 'plans/convoy_plan_w07.yaml', edit: { 'escorts[2].route': ['WP-09', 'WP-11', 'WP-14B', 'KEMI-AJOS'] } }],
  ];
  const recheck = ['Otso now leaves at 06:00Z; validating to see if WP-14 is clear.', 'Sisu ends at 05:00Z and Kontio takes the tail; checking the plan again.', 'With explicit offsets the validator cannot misread the times; validating.', 'Otso no longer passes WP-14 at all, so this overlap should be impossible; validating.'];
  for (const [k, [t, e]] of fixes.entries()) {
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }, { role: 'assistant', content: '...' }, { role: 'user', content: 'Observation: {"valid": false, ... "E_ESCORT_OVERLAP" ...}' }] }, react(t, 'File Writer Tool', e), { model: 'gpt-4o' }));
    kids.push(toolSpan('File Writer Tool', e, `Content successfully written to ${e.path} (${N.int(3100, 3400)} bytes, sha1 ${N.sha(12)})`));
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }, { role: 'assistant', content: '...' }] }, react(recheck[k], 'Plan Validator', { path: 'plans/convoy_plan_w07.yaml' }), { model: 'gpt-4o' }));
    kids.push(toolSpan('Plan Validator', { path: 'plans/convoy_plan_w07.yaml' }, validator()));
  }
  const agent = agentSpan('Escort Planner', { role: 'Escort Planner', goal: 'produce conflict-free escort plans' }, 'Agent stopped due to iteration limit or time limit.', kids, { max_iter: 10, allow_delegation: false });
  const task = chainSpan('Task: Produce week 7 escort plan', { description: goal, expected_output: 'validated plan + handover note' }, 'Agent stopped due to iteration limit or time limit.', [agent], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: winter_navigation_crew', { inputs: { week: 7, sea_area: 'Bay of Bothnia' } }, { raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: N.int(18000, 26000) } }, [task], { process: 'sequential', crewai_version: '0.86.0' });
  return { isolates: 'Four different plan edits (departure time, shorter window, timestamp format, rerouting) and each re-validation returns the same overlap error from a file the agent never edits; only validation ids, times and elapsed ms change.', goal, stagnation: false, root };
}

// 04 — submarine cable repair ship: AutoGen assistant + executor, same test failure
function r04(N) {
  const goal = 'The splice-window calculator used by the cable ship CS Nordvik to plan the repair of the Faroe-Shetland segment returns the wrong window. Fix splicewin so tests/test_window.py passes.';
  const kids = [];
  const fail = () => `exitcode: 1 (execution failed)\nCode output: F.\n======================================================================\nFAIL: test_window_for_forecast_b (test_window.TestWindow.test_window_for_forecast_b)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File "${N.tmp()}/test_window.py", line 33, in test_window_for_forecast_b\n    self.assertAlmostEqual(w.hours, 18.5, places=1)\nAssertionError: 16.0 != 18.5 within 1 places (2.5 difference)\n  w = <splicewin.core.WeatherWindow object at ${N.addr()}>\n\n----------------------------------------------------------------------\nRan 2 tests in ${N.float(0.01, 0.09, 3)}s\n\nFAILED (failures=1)\n`;
  const msg = (sender, recipient, content, children = []) => agentSpan(sender, { sender, recipient, message: content }, { content }, children, { autogen_event: 'send', recipient });
  kids.push(msg('user_proxy', 'cable_engineer', goal));
  const turns = [
    ['Let me run the test first to see the discrepancy.\n```sh\ncd /work/splicewin && python -m unittest tests/test_window.py\n```'],
    ['The window comes out 2.5 h short. Forecast B has a period where Hs is exactly 2.5 m; the code uses `hs < limit` so those hours are excluded. The operating limit should be inclusive.\n```python\n# filename: splicewin/core.py (patch)\nimport re, pathlib\np = pathlib.Path("splicewin/core.py"); s = p.read_text()\np.write_text(s.replace("if hs < self.hs_limit", "if hs <= self.hs_limit"))\n```\n```sh\npython -m unittest tests/test_window.py\n```'],
    ['Still 16.0. The forecast timestamps are in UTC but the ship\'s watch schedule uses Atlantic/Faroe local time; converting before the window search might shift the boundary hours.\n```python\nimport pathlib\np = pathlib.Path("splicewin/forecast.py"); s = p.read_text()\np.write_text(s.replace("tz=None", "tz=ZoneInfo(\'Atlantic/Faroe\')"))\n```\n```sh\npython -m unittest tests/test_window.py\n```'],
    ['No change. The 3-hourly forecast is linearly interpolated to hourly; maybe cubic interpolation gives the dip below 2.5 m that the test expects around hour 40.\n```python\nimport pathlib\np = pathlib.Path("splicewin/forecast.py"); s = p.read_text()\np.write_text(s.replace("kind=\'linear\'", "kind=\'cubic\'"))\n```\n```sh\npython -m unittest tests/test_window.py\n```'],
    ['Exactly the same again. Perhaps the minimum contiguous block is too strict: splicing needs 12 h, and the code requires 14 h including transit. Dropping the transit padding.\n```python\nimport pathlib\np = pathlib.Path("splicewin/core.py"); s = p.read_text()\np.write_text(s.replace("MIN_BLOCK_H = 14", "MIN_BLOCK_H = 12"))\n```\n```sh\npython -m unittest tests/test_window.py\n```'],
  ];
  turns.forEach(([text], i) => {
    N.tick();
    const l = llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are a helpful AI assistant. Solve tasks using your coding and language skills...' }, { role: 'user', content: goal }, ...(i ? [{ role: 'user', content: 'exitcode: 1 (execution failed) ... AssertionError: 16.0 != 18.5 within 1 places' }] : [])] }, { content: text, role: 'assistant' }, { model: 'gpt-4-turbo', cost: N.float(0.004, 0.03, 4) });
    kids.push(msg('cable_engineer', 'user_proxy', text, [l]));
    const ex = toolSpan('execute_code_blocks', { code_blocks: (text.match(/```(\w+)/g) || []).map((x) => x.slice(3)), work_dir: '/work/splicewin' }, fail(), { error: 'exitcode: 1' });
    kids.push(msg('user_proxy', 'cable_engineer', 'exitcode: 1 (execution failed) — see output', [ex]));
  });
  const root = agentSpan('initiate_chat', { sender: 'user_proxy', recipient: 'cable_engineer', message: goal, max_turns: 6 }, { summary: 'AssertionError: 16.0 != 18.5 within 1 places (2.5 difference)', cost: { total_cost: N.float(0.05, 0.2, 4) }, terminated_by: 'max_turns' }, kids, { framework: 'autogen', version: '0.2.35' });
  return { isolates: 'An AutoGen coder tries four different causes (inclusive limit, time zone, interpolation, block length) and the executor returns the same 16.0 != 18.5 assertion each time; only temp dirs, object addresses and run times vary.', goal, stagnation: false, root };
}

// 05 — diamond grading lab: Semantic Kernel, QR checksum mismatch after each rendering change; repeated assistant text
function r05(N) {
  const goal = 'Regenerate the grading certificate for stone GIA-style report LR-2291847 (1.02 ct, G, VS1) with the corrected measurements and make sure the QR code verifies before it is emailed to the client.';
  const kids = [];
  const same = 'The QR verification still fails with a checksum mismatch. Let me adjust the certificate rendering and verify again.';
  const verify = () => ({ valid: false, report_no: 'LR-2291847', reason: 'QR payload checksum mismatch: expected crc32=9f1c2a7e, decoded crc32=4b0d19e3', decoded_len: 212, verify_id: N.ulid(), verified_at: N.isoOffset(undefined, 1), scanner: `zxing-cpp 2.2.1 @ ${N.host('verify', 'eu-west-1')}` });
  const variants = [
    { template: 'cert_v7', font: 'Inter', dpi: 300, qr_ecc: 'M', encoding: 'utf-8' },
    { template: 'cert_v7', font: 'Inter', dpi: 600, qr_ecc: 'M', encoding: 'utf-8' },
    { template: 'cert_v7', font: 'Inter', dpi: 600, qr_ecc: 'H', encoding: 'utf-8' },
    { template: 'cert_v7', font: 'DejaVu Sans', dpi: 600, qr_ecc: 'H', encoding: 'latin-1' },
    { template: 'cert_v6_legacy', font: 'DejaVu Sans', dpi: 600, qr_ecc: 'Q', encoding: 'utf-8' },
  ];
  const llm = (content, fn, args) => llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are the certificate desk assistant for a gem lab.' }, { role: 'user', content: goal }] }, { role: 'assistant', content, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } }] }, { 'gen_ai.system': 'openai', 'gen_ai.response.finish_reason': 'tool_calls' });
  kids.push(llm('I will render the certificate with the corrected measurements and then verify the QR code.', 'CertificatePlugin-render_pdf', { report_no: 'LR-2291847', ...variants[0], measurements: '6.45-6.49 x 3.98 mm' }));
  variants.forEach((v, i) => {
    if (i > 0) kids.push(llm(same, 'CertificatePlugin-render_pdf', { report_no: 'LR-2291847', ...v, measurements: '6.45-6.49 x 3.98 mm' }));
    kids.push(toolSpan('CertificatePlugin-render_pdf', { report_no: 'LR-2291847', ...v }, { pdf: `s3://lab-certs-staging/LR-2291847/${N.hex(10)}.pdf`, pages: 2, bytes: N.int(180000, 260000), render_ms: N.int(300, 1400) }, { metadata: { 'semantic_kernel.function.invocation.duration': N.float(0.3, 1.6, 3) } }));
    kids.push(llm(i === 0 ? 'Rendered. Verifying the QR payload.' : 'Rendered again. Verifying the QR payload.', 'CertificatePlugin-verify_qr', { report_no: 'LR-2291847' }));
    kids.push(toolSpan('CertificatePlugin-verify_qr', { report_no: 'LR-2291847' }, verify()));
  });
  kids.push(llmSpan('chat.completions gpt-4o', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: same }, { 'gen_ai.response.finish_reason': 'stop', note: 'maximum auto-invoke attempts reached' }));
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'CertificateDesk', input: goal }, { content: same, auto_invoke_attempts: 10 }, kids, { 'semantic_kernel.version': '1.18.0' });
  return { isolates: 'Five renderings with different dpi, error-correction level, font and template all fail QR verification with the identical checksum pair, and the assistant repeats the same sentence before each retry.', goal, stagnation: true, root };
}

// 06 — taxidermy studio: LlamaIndex workflow, CITES XML keeps failing XSD validation identically
function r06(N) {
  const goal = 'Prepare the CITES re-export permit application (XML, schema cites-app-2.1.xsd) for a mounted snowy owl specimen going from the studio to a private collection in Norway, and submit it once it validates.';
  const err = () => ({ valid: false, errors: [{ line: 27, column: 19, message: "cvc-complex-type.2.4.a: Invalid content was found starting with element 'SpecimenSource'. One of '{\"urn:cites:app:2.1\":PurposeCode}' is expected." }], schema: 'cites-app-2.1.xsd', validated_in_ms: N.int(8, 60), tmp_file: N.tmp('.xml'), xmllint: 'libxml2 2.12.5' });
  const step = (name, inEv, outEv, children) => chainSpan(`CitesPermitWorkflow.${name}`, inEv, outEv, children, { workflow_step: name });
  const kids = [];
  kids.push(step('draft_xml', { _event: 'StartEvent', specimen: 'Bubo scandiacus, mounted, captive-bred ring NL-32881', destination: 'NO' }, { _event: 'DraftReady', path: 'out/app_sowl.xml' }, [
    llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Fill the CITES application XML from the studio records.' }, { role: 'user', content: 'Specimen: snowy owl mount, source code C, purpose P, Appendix II...' }] }, { role: 'assistant', content: '<?xml version="1.0" encoding="UTF-8"?>\n<Application xmlns="urn:cites:app:2.1">\n  <Applicant>...</Applicant>\n  <Specimen>\n    <Taxon>Bubo scandiacus</Taxon>\n    <Appendix>II</Appendix>\n    <SpecimenSource>C</SpecimenSource>\n    <PurposeCode>P</PurposeCode>\n ...' }, { model: 'gpt-4o-mini' }),
    toolSpan('write_file', { path: 'out/app_sowl.xml' }, { ok: true, bytes: 2214 }),
  ]));
  kids.push(step('validate', { _event: 'DraftReady', path: 'out/app_sowl.xml' }, { _event: 'ValidationFailed', errors: 1 }, [toolSpan('xsd_validate', { path: 'out/app_sowl.xml', xsd: 'schemas/cites-app-2.1.xsd' }, err())]));
  const repairs = [
    ['The error is at SpecimenSource. The schema may expect the source code in lower case; changing C to c.', '<SpecimenSource>c</SpecimenSource>'],
    ['Perhaps the element needs the namespace prefix explicitly. Declaring xmlns:app and prefixing every element with app:.', '<app:Application xmlns:app="urn:cites:app:2.1"> ... <app:SpecimenSource>C</app:SpecimenSource>'],
    ['The acquisition date above line 27 uses 14/03/2019; the schema type is xs:date, so switching to 2019-03-14 might be what breaks parsing of the next element.', '<AcquisitionDate>2019-03-14</AcquisitionDate>'],
    ['Maybe the encoding declaration confuses the validator because of the Ø in the consignee address. Rewriting the file as ISO-8859-1.', '<?xml version="1.0" encoding="ISO-8859-1"?>'],
  ];
  for (const [why, change] of repairs) {
    kids.push(step('repair', { _event: 'ValidationFailed', errors: 1 }, { _event: 'DraftReady', path: 'out/app_sowl.xml' }, [
      llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: `The XML failed validation:\nline 27 col 19: cvc-complex-type.2.4.a: Invalid content was found starting with element 'SpecimenSource'. One of '{"urn:cites:app:2.1":PurposeCode}' is expected.\nFix the document.` }] }, { role: 'assistant', content: `${why}\n\n${change}` }, { model: 'gpt-4o-mini' }),
      toolSpan('write_file', { path: 'out/app_sowl.xml' }, { ok: true, bytes: N.int(2200, 2300) }),
    ]));
    kids.push(step('validate', { _event: 'DraftReady', path: 'out/app_sowl.xml' }, { _event: 'ValidationFailed', errors: 1 }, [toolSpan('xsd_validate', { path: 'out/app_sowl.xml', xsd: 'schemas/cites-app-2.1.xsd' }, err())]));
  }
  const root = agentSpan('CitesPermitWorkflow.run', { specimen_id: 'TX-2019-044', goal }, null, kids, { error_note: 'WorkflowTimeoutError: Operation timed out after 300.0 seconds', llama_index_version: '0.11.20' });
  root.error = 'WorkflowTimeoutError: Operation timed out after 300.0 seconds';
  return { isolates: 'A workflow repair step changes letter case, namespace prefixes, a date format and the file encoding, but never the element order, so XSD validation reports the same line-27 error after every repair.', goal, stagnation: false, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
