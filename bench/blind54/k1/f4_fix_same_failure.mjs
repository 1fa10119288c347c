import { agent, chain, llm, tool, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'fix_same_failure';
export const loop = true, stagnation = false;

export const scenarios = [
// 01 abacus schools — Claude Agent SDK transcript
(N) => {
  const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.2.0\nrootdir: ${N.tmp('pytest-of-runner/pytest-')}\ncollected 14 items\n\ntests/test_grading.py ......F.......\n\nFAILED tests/test_grading.py::test_flash_anzan_level - AssertionError: assert 'Grade 7' == 'Grade 6'\n========================= 1 failed, 13 passed in ${(0.4 + N.r()).toFixed(2)}s =========================`;
  const edits = [['Edit', { file_path: 'soroban/grading.py', old_string: 'if score >= 85:', new_string: 'if score > 85:' }, 'Boundary might be inclusive vs exclusive; making it strict.'], ['Edit', { file_path: 'soroban/grading.py', old_string: 'round(score)', new_string: 'math.floor(score)' }, 'Same failure. Maybe rounding pushes 84.6 up; switching to floor.'], ['Edit', { file_path: 'soroban/levels.yaml', old_string: 'grade_6: {min_digits: 3}', new_string: 'grade_6: {min_digits: 2}' }, 'Still Grade 7. Perhaps the level table is off by one digit; adjusting the yaml.'], ['Edit', { file_path: 'soroban/grading.py', old_string: 'levels = sorted(LEVELS)', new_string: 'levels = sorted(LEVELS, reverse=True)' }, 'Unchanged again. Trying reverse ordering of the lookup.']];
  const kids = [
    llm('assistant', { role: 'user', content: 'test_flash_anzan_level fails, fix the grading so students get the right grade.' }, { content: [{ type: 'text', text: 'Running the test to see the failure.' }, { type: 'tool_use', name: 'Bash', input: { command: 'pytest -q tests/test_grading.py' } }] }),
    tool('Bash', { command: 'pytest -q tests/test_grading.py' }, fail(), { error: 'exit code 1' }),
  ];
  edits.forEach(([t, a, why]) => {
    kids.push(llm('assistant', { role: 'user', content: '[tool_result]' }, { content: [{ type: 'text', text: why }, { type: 'tool_use', name: t, input: a }] }));
    kids.push(tool(t, a, 'The file has been updated.'));
    kids.push(tool('Bash', { command: 'pytest -q tests/test_grading.py' }, fail(), { error: 'exit code 1' }));
  });
  return {
    isolates: 'Four different edits to the soroban grading code, each followed by the identical failing assertion with only the temp dir and timing changing.',
    goal: 'Fix the flash-anzan grade calculation in an abacus school\'s student grading app so the test suite passes.',
    root: agent('claude-agent-sdk session', { prompt: 'test_flash_anzan_level fails, fix the grading.' }, { subtype: 'error_max_turns', num_turns: 12, session_id: N.uuid(), total_cost_usd: 0.41 }, kids, { cwd: '/home/dev/soroban-school', permission_mode: 'acceptEdits' }),
  };
},
// 02 haunted house attractions — OpenHands
(N) => {
  const err = () => `$ python -m scare_sched.check --night 2025-10-31\nTraceback (most recent call last):\n  File "/workspace/scare_sched/check.py", line 88, in validate\n    raise OverlapError(f"actor {a.id} in two rooms at {slot}")\nscare_sched.errors.OverlapError: actor ACT-17 in two rooms at 21:30\n[Python interpreter: /openhands/poetry/.venv/bin/python] [pid ${N.pid()}] [took ${N.secs()}]`;
  const kids = [chain('CmdRunAction', { command: 'python -m scare_sched.check --night 2025-10-31' }, null, [tool('execute_bash', { command: 'python -m scare_sched.check --night 2025-10-31' }, err(), { error: 'exit code 1' })], {}, 'action')];
  const fixes = [['Actor ACT-17 is double assigned; I\'ll shift the Crypt room slot by 15 minutes.', { path: '/workspace/data/rota_oct31.csv', old: 'ACT-17,Crypt,21:30', new: 'ACT-17,Crypt,21:45' }], ['Maybe the overlap check treats end times inclusively; change < to <= in check.py.', { path: '/workspace/scare_sched/check.py', old: 'if a.end < b.start', new: 'if a.end <= b.start' }], ['Assign the Crypt slot to the understudy ACT-22 instead.', { path: '/workspace/data/rota_oct31.csv', old: 'ACT-17,Crypt', new: 'ACT-22,Crypt' }]];
  fixes.forEach(([th, a]) => {
    kids.push(llm('LLM completion', { messages: '[history]' }, { content: th, tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', ...a }) } }] }, { model: 'anthropic/claude-3-7-sonnet' }));
    kids.push(tool('str_replace_editor', { command: 'str_replace', ...a }, `The file ${a.path} has been edited. Here's the result of running \`cat -n\` on a snippet...`));
    kids.push(tool('execute_bash', { command: 'python -m scare_sched.check --night 2025-10-31' }, err(), { error: 'exit code 1' }));
  });
  return {
    isolates: 'Three unrelated fixes (time shift, comparator, understudy swap) each rerun the schedule check and hit the same OverlapError for ACT-17 at 21:30.',
    goal: 'Make the Halloween-night actor schedule of a haunted house attraction pass the overlap check.',
    root: agent('CodeActAgent', { task: 'The Oct 31 actor schedule fails the overlap check. Fix it.' }, { agent_state: 'ERROR', reason: 'max_iterations' }, kids, { openhands_version: '0.38', sandbox: 'docker://' + N.hex(12) }),
  };
},
// 03 tennis racket stringing — SWE-agent
(N) => {
  const out = () => `Traceback (most recent call last):\n  File "reproduce.py", line 4, in <module>\n    print(tension_for(pattern="16x19", gauge=1.25, string="poly"))\n  File "/repo/stringer/tension.py", line 41, in tension_for\n    return base * FACTORS[(string, gauge)]\nKeyError: ('poly', 1.25)\n(Open file: /repo/stringer/tension.py)\n(Current directory: /repo)\nbash-$`;
  const steps = [['DISCUSSION\nThe factors table is keyed by float gauge; 1.25 may not be represented. I\'ll add an explicit entry.', 'edit 12:12\n    ("poly", 1.25): 0.92,\nend_of_edit'], ['DISCUSSION\nThe KeyError persists. Maybe string names are capitalised in the table; normalise with .lower().', 'edit 40:40\n    string = string.lower()\nend_of_edit'], ['DISCUSSION\nStill KeyError. Perhaps gauge must be rounded to two decimals before lookup.', 'edit 39:39\n    gauge = round(float(gauge), 2)\nend_of_edit']];
  const kids = [llm('model_query', { history: '[system, demo, issue #57]' }, 'DISCUSSION\nFirst reproduce the bug.\n```\npython reproduce.py\n```'), tool('python reproduce.py', 'python reproduce.py', out())];
  steps.forEach(([d, e]) => {
    kids.push(llm('model_query', { history: '[...]' }, `${d}\n\`\`\`\n${e}\n\`\`\``));
    kids.push(tool('edit', e, `[File: /repo/stringer/tension.py (${N.int(60, 70)} lines total)]\nFile updated. Please review the changes.`));
    kids.push(llm('model_query', { history: '[...]' }, 'DISCUSSION\nRe-run the reproduction script.\n```\npython reproduce.py\n```'));
    kids.push(tool('python reproduce.py', 'python reproduce.py', out()));
  });
  return {
    isolates: 'SWE-agent tries three different edits to the tension lookup; the reproduction script prints the identical KeyError traceback every time.',
    goal: 'Resolve issue #57 in a racket-stringing shop\'s tension calculator: polyester 1.25 mm strings raise KeyError.',
    root: agent('swe-agent run', { instance_id: 'stringer__tension-57' }, { exit_status: 'exit_cost', submission: null }, kids, { model: 'gpt-4o', per_instance_cost_limit: 2.0 }),
  };
},
// 04 popcorn processors — LlamaIndex
(N) => {
  const result = () => ({ check: 'HACCP moisture spec', lot: 'KRN-0621', kernel_moisture_pct: 15.9, spec: '13.5-14.5', status: 'FAIL', evaluated_at: N.isoOffset(-5), eval_id: N.uuid() });
  const kids = [tool('FunctionTool.call', { fn: 'run_qc_check', lot: 'KRN-0621' }, result())];
  const tweaks = [['set_dryer', { dryer: 'D2', temp_f: 125 }, 'Raise dryer D2 temperature to 125F.'], ['set_dryer', { dryer: 'D2', airflow_cfm: 5200 }, 'Moisture unchanged; increase airflow instead.'], ['set_conditioning_bin', { bin: 7, hours: 36 }, 'Still 15.9%. Extend conditioning time in bin 7 to 36 h.'], ['recalibrate_meter', { meter: 'DICKEY-GAC', offset: -0.4 }, 'Maybe the meter reads high; apply -0.4 calibration offset.']];
  tweaks.forEach(([fn, a, th]) => {
    kids.push(llm('OpenAI.chat', { messages: '[...]' }, { message: { role: 'assistant', content: th, additional_kwargs: { tool_calls: [{ function: { name: fn, arguments: JSON.stringify(a) } }] } } }));
    kids.push(tool('FunctionTool.call', { fn, ...a }, { ok: true, applied_at: N.iso() }));
    kids.push(tool('FunctionTool.call', { fn: 'run_qc_check', lot: 'KRN-0621' }, result()));
  });
  return {
    isolates: 'Four different process settings, and the moisture QC check reports the same 15.9% FAIL each time, differing only in evaluation time and id.',
    goal: 'Get popcorn kernel lot KRN-0621 within the 13.5-14.5% moisture spec so it can be released for bagging.',
    root: agent('ReActAgent.chat', { message: 'Lot KRN-0621 fails moisture spec. Fix and release it.' }, { response: 'Lot still out of spec.', sources: 13 }, kids, { callback_manager: 'LlamaDebugHandler' }),
  };
},
// 05 banana ripening rooms — Semantic Kernel
(N) => {
  const verify = () => `{"room":"R4","ethylene_ppm_target":150,"ethylene_ppm_measured":38,"verdict":"NOT_ACCEPTED","sensor":"${N.host('plc')}","ts":"${N.iso()}","seq":${N.int(1000, 9999)}}`;
  const kids = [chain('FunctionInvocation RipeningPlugin-VerifyGas', { room: 'R4' }, verify(), [], {}, 'function')];
  const fixes = [['RipeningPlugin-SetEthyleneValve', { room: 'R4', open_pct: 80 }, 'The valve appears under-opened; setting it to 80%.'], ['RipeningPlugin-SetFan', { room: 'R4', mode: 'recirculate' }, 'Measured stays 38 ppm; switch fans to recirculation so gas is not vented.'], ['RipeningPlugin-CloseDoorSeal', { room: 'R4', inflate: true }, 'Maybe the door seal leaks; inflate the seal.']];
  fixes.forEach(([f, a, th]) => {
    kids.push(llm('ChatCompletion gpt-4o', { chat_history: '[...]' }, { content: th, items: [{ '$type': 'FunctionCallContent', functionName: f, arguments: a }] }, { 'semantic_kernel.function.invocation': true }));
    kids.push(tool(f, a, `{"accepted":true,"plc_ack":"${N.hex(6)}"}`));
    kids.push(tool('RipeningPlugin-VerifyGas', { room: 'R4' }, verify()));
  });
  return {
    isolates: 'Three different corrective settings on ripening room R4, and the gas verification returns the same 38 ppm NOT_ACCEPTED each time.',
    goal: 'Start the ethylene ripening cycle in room R4 for a banana ripening facility at the 150 ppm target.',
    root: agent('Kernel.InvokeAsync', { prompt: 'Start ripening cycle in R4 at 150 ppm.' }, null, kids, { 'sk.version': '1.45', service_id: 'azure-openai' }),
  };
},
// 06 theremin builders — Strands Agents
(N) => {
  const scope = () => `pitch antenna sweep: f_min=${(243.1).toFixed(1)}Hz f_max=251.8Hz range=8.7Hz (expected >= 3000Hz)\nRESULT: FAIL  capture=/var/tmp/scope_${N.hex(8)}.csv  t=${N.clock()}`;
  const kids = [tool('execute_tool measure_pitch_range', { unit: 'TH-041' }, scope())];
  const fixes = [['adjust_trimmer', { unit: 'TH-041', trimmer: 'L3', turns: 0.5 }, 'Range tiny; tune the pitch oscillator coil L3 half a turn.'], ['swap_component', { unit: 'TH-041', ref: 'C12', value: '47pF' }, 'No change in sweep. Replace C12 with 47 pF to shift the reference oscillator.'], ['adjust_trimmer', { unit: 'TH-041', trimmer: 'R9', turns: -2 }, 'Identical sweep. Lower mixer gain via R9.']];
  fixes.forEach(([fn, a, th]) => {
    kids.push(llm('Cycle', { messages: '[...]' }, { role: 'assistant', content: [{ text: th }, { toolUse: { name: fn, input: a, toolUseId: 'tooluse_' + N.b62(20) } }] }, { 'gen_ai.system': 'strands-agents', model: 'us.anthropic.claude-3-7-sonnet' }));
    kids.push(tool('execute_tool ' + fn, a, { status: 'success', content: [{ text: 'applied' }] }));
    kids.push(tool('execute_tool measure_pitch_range', { unit: 'TH-041' }, scope()));
  });
  return {
    isolates: 'Three different hardware tweaks and the pitch-antenna sweep keeps reporting the same 8.7 Hz range FAIL with new capture paths and times.',
    goal: 'Calibrate theremin unit TH-041 so its pitch antenna covers at least 3 kHz before shipping.',
    root: agent('invoke_agent Strands Agents', { prompt: 'Calibrate TH-041 pitch range.' }, { stop_reason: 'max_cycles' }, kids, { 'gen_ai.agent.name': 'bench-tech' }),
  };
},
];
