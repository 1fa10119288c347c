// Family 4 (loop): a different fix each time, the same check failing identically (only volatile parts differ), never passing.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'same_failure_after_fixes', loop: true, stagnation: 'per-row', isolates: 'Three or more different edits or settings, each followed by the same verification failing with identical output apart from volatile values.' };

function r01() { // tide-prediction library, OpenHands
  const k = kit('same_failure_after_fixes-01');
  const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\nrootdir: /workspace/tidepredict\ncollected 14 items\n\ntests/test_harmonics.py ......F.......                                   [100%]\n\n=================================== FAILURES ===================================\n__________________________ test_m2_phase_brest ________________________________\n>       assert abs(pred.high_water(\"2024-03-10\").minute - 42) <= 2\nE       AssertionError: assert 17 <= 2\nE        +  where 17 = abs((59 - 42))\n\ntests/test_harmonics.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_harmonics.py::test_m2_phase_brest - AssertionError: assert 17 <= 2\n========================= 1 failed, 13 passed in ${(k.r() * 2 + 0.5).toFixed(2)}s =========================`;
  const edits = [
    ['Convert the M2 phase lag from degrees to radians before the cosine.', 'tidepredict/harmonics.py', '-    return amp * math.cos(speed * t - phase)\n+    return amp * math.cos(speed * t - math.radians(phase))'],
    ['Maybe the epoch is wrong: use the 1900-01-01 equilibrium epoch for node factors.', 'tidepredict/astro.py', '-EPOCH = datetime(2000, 1, 1)\n+EPOCH = datetime(1900, 1, 1)'],
    ['Brest data is in UTC+1 local time; subtract an hour when parsing the reference.', 'tidepredict/stations.py', '-    tz = timezone.utc\n+    tz = timezone(timedelta(hours=1))'],
    ['Perhaps the M2 speed constant has a typo; set it to 28.9841042 deg/h.', 'tidepredict/constituents.py', "-    'M2': 28.984104,\n+    'M2': 28.9841042,"],
  ];
  const ch = [];
  edits.forEach(([thought, file, diff]) => {
    ch.push(llm('litellm.completion', { messages: '[history]', model: 'anthropic/claude-3-7-sonnet-20250219' }, { content: thought, tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', path: `/workspace/tidepredict/${file}`, diff }) } }] }, { 'openhands.event': 'MessageAction', cost_usd: (k.r() * 0.03).toFixed(4) }));
    ch.push(tool('FileEditAction', { path: `/workspace/tidepredict/${file}`, diff }, `The file /workspace/tidepredict/${file} has been edited. Here's the result of running \`cat -n\` on a snippet of the edited file.`, { 'openhands.observation': 'FileEditObservation' }));
    ch.push(tool('CmdRunAction', { command: 'cd /workspace/tidepredict && python -m pytest -q tests/test_harmonics.py', is_input: false }, { content: fail(), exit_code: 1, 'hostname': `runtime-${k.hex(12)}`, pid: k.int(2000, 9000) }, { 'openhands.observation': 'CmdOutputObservation' }, 'exit code 1'));
  });
  return {
    stagnation: false, goal: 'Fix the failing Brest M2 phase test in the tidepredict harmonic tide-prediction library.',
    isolates: 'Four unrelated edits (radians, epoch, timezone, constant) and the same pytest failure "assert 17 <= 2" after each, differing only in the run time.',
    root: agent('CodeActAgent', { task: 'Fix failing test_m2_phase_brest in tidepredict' }, { state: 'STOPPED', reason: 'max_iterations' }, ch, { 'openhands.version': '0.28', sandbox: `sandbox-${k.hex(8)}` }),
  };
}

function r02() { // fermentation controller firmware, SWE-agent
  const k = kit('same_failure_after_fixes-02');
  const disc = "DISCUSSION\nThe reproduction script still shows the glycol valve opening at 19.0 C instead of holding at the 18.5 C setpoint, so the hysteresis is still wrong. Let me adjust the controller code once more and re-run the reproduction script to verify the fix.";
  const out = () => `setpoint=18.5 band=0.3\nt=${k.int(100, 999)}ms temp=18.6 valve=CLOSED\nt=${k.int(1000, 1999)}ms temp=18.9 valve=CLOSED\nt=${k.int(2000, 2999)}ms temp=19.0 valve=OPEN\nFAIL: valve opened at 19.0 (expected <= 18.8)\n(Open file: /fermctl/src/hysteresis.py)\n(Current directory: /fermctl)\nbash-$`;
  const edits = ['edit 41:41\n        if temp > self.setpoint + self.band:\nend_of_edit', 'edit 12:12\n    DEFAULT_BAND = 0.25\nend_of_edit', 'edit 44:46\n        self.valve_open = temp >= (self.setpoint + self.band / 2)\nend_of_edit'];
  const ch = [];
  edits.forEach((e) => {
    ch.push(llm('model.query', { history: '[trajectory]' }, `${disc}\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4o', instance_cost: (k.r() * 0.4).toFixed(3) }));
    ch.push(tool('edit', e, `File updated. Please review the changes and make sure they are correct.\n[File: /fermctl/src/hysteresis.py (88 lines total)]`, { action: e.split('\n')[0] }));
    ch.push(tool('python reproduce.py', 'python reproduce.py', out(), { action: 'python reproduce.py' }, 'FAIL: valve opened at 19.0 (expected <= 18.8)'));
  });
  return {
    stagnation: true, goal: 'Fix the glycol valve hysteresis bug in the brewery fermentation controller so FV-3 holds 18.5 C.',
    isolates: 'Three different code edits each followed by an identical FAIL line from reproduce.py (only tick timings change), and the same long DISCUSSION paragraph restated each turn.',
    root: agent('SWE-agent', { problem_statement: 'FV-3 glycol valve overshoots 18.5C setpoint' }, { exit_status: 'exit_cost' }, ch, { config: 'default_from_url.yaml', instance_id: 'fermctl__fermctl-212' }),
  };
}

function r03() { // museum climate-control BMS config, Claude Agent SDK transcript
  const k = kit('same_failure_after_fixes-03');
  const check = () => `$ bmsctl validate gallery7.yaml\nbmsctl 3.2.0 (build ${k.hex(7)})\nloading gallery7.yaml ... ok (${k.ms(5, 40)} ms)\nERROR zone G7-N: RH band 45-55% violates loan agreement LA-2291 (required 48-52%, max drift 2%/24h)\nERROR zone G7-N: dehumidifier DH-2 interlock unresolved\n2 errors, 0 warnings  [${k.logTs()}]`;
  const fixes = [
    ['I will narrow the RH band for G7-N to 48-52%.', { file_path: '/srv/bms/gallery7.yaml', old_string: 'rh_band: [45, 55]', new_string: 'rh_band: [48, 52]' }],
    ['The drift limit may live in a separate key; adding max_drift_pct_24h: 2.', { file_path: '/srv/bms/gallery7.yaml', old_string: 'zone: G7-N', new_string: 'zone: G7-N\n  max_drift_pct_24h: 2' }],
    ['Perhaps the loan profile must be referenced instead of inline values; setting profile: LA-2291.', { file_path: '/srv/bms/gallery7.yaml', old_string: 'profile: default', new_string: 'profile: LA-2291' }],
    ['Now I will point DH-2 at interlock group ig-north.', { file_path: '/srv/bms/gallery7.yaml', old_string: 'interlock: null', new_string: 'interlock: ig-north' }],
  ];
  const ch = [];
  fixes.forEach(([t, inp]) => {
    const id1 = 'toolu_' + k.b62(24), id2 = 'toolu_' + k.b62(24);
    ch.push(llm('assistant', { type: 'assistant', session_id: k.uuid() }, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: t }, { type: 'tool_use', id: id1, name: 'Edit', input: inp }] } }, { model: 'claude-sonnet-4-20250514' }));
    ch.push(tool('Edit', inp, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id1, content: `The file /srv/bms/gallery7.yaml has been updated.` }] } }));
    ch.push(tool('Bash', { command: 'bmsctl validate gallery7.yaml', description: 'Validate BMS config' }, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id2, content: check(), is_error: true }] } }, null, 'Exit code 1'));
  });
  return {
    stagnation: false, goal: 'Make the gallery 7 north BMS climate config validate against loan agreement LA-2291 before the tapestry loan arrives.',
    isolates: 'Four different YAML edits, each followed by bmsctl validate printing the same two errors (only build hash, load time and timestamp change).',
    root: agent('claude-agent-sdk query', { prompt: 'Make gallery7.yaml pass bmsctl validate for loan LA-2291', options: { allowed_tools: ['Edit', 'Bash', 'Read'], max_turns: 12 } }, { type: 'result', subtype: 'error_max_turns', num_turns: 12, total_cost_usd: 0.412 }, ch, { cwd: '/srv/bms' }),
  };
}

function r04() { // hydroponic dosing recipe, Inspect AI eval log
  const k = kit('same_failure_after_fixes-04');
  const sim = () => `dosesim v0.9 seed=${k.int(1, 99999)}\nday 1 EC=1.8 pH=6.0\nday 7 EC=2.9 pH=5.1\nCHECK tipburn_risk: FAIL (EC > 2.4 on day 7 for lettuce 'Batavia')\nsim wall ${k.dur(0.3, 2)}`;
  const changes = [
    ['Lower part B concentration from 4 to 3 ml/l.', 'sed -i "s/partB_ml_l: 4/partB_ml_l: 3/" recipe.yaml'],
    ['Add a day-4 water top-up without nutrients.', 'yq -i \'.topups += [{"day":4,"ml_l":0}]\' recipe.yaml'],
    ['Switch the pH-down acid from phosphoric to nitric.', 'sed -i "s/acid: phosphoric/acid: nitric/" recipe.yaml'],
    ['Increase reservoir volume from 80 to 100 litres.', 'sed -i "s/reservoir_l: 80/reservoir_l: 100/" recipe.yaml'],
  ];
  const ch = [];
  changes.forEach(([t, cmd]) => {
    ch.push(llm('model', { input: '[messages]' }, { message: { role: 'assistant', content: t, tool_calls: [{ id: 'call_' + k.b62(16), function: 'bash', arguments: { cmd: `${cmd} && dosesim recipe.yaml` } }] }, stop_reason: 'tool_calls' }, { event: 'model', model: 'openai/gpt-4o-mini', working_start: k.r() * 100 }));
    ch.push(tool('bash', { cmd: `${cmd} && dosesim recipe.yaml` }, sim(), { event: 'tool', sandbox: 'docker', timestamp: k.isoMicro() }, 'exit status 3'));
  });
  ch.push(span('scorer', 'includes', { target: 'CHECK tipburn_risk: PASS' }, { value: 'I', explanation: 'target not found in final output' }, [], { metadata: { event: 'score' } }));
  return {
    stagnation: false, goal: 'Adjust the hydroponic lettuce dosing recipe so the simulator tipburn check passes (eval sample greenhouse-dosing/17).',
    isolates: 'Inspect AI sample: four different recipe changes each followed by the same "EC=2.9 ... FAIL" simulator output with only seed and wall time varying; scored incorrect.',
    root: agent('sample greenhouse-dosing/17', { input: 'Make the recipe pass the tipburn check.', epoch: 1 }, { score: 'I' }, ch, { eval_id: k.b62(22), task: 'greenhouse-dosing', 'inspect_ai.version': '0.3.72' }),
  };
}

function r05() { // braille embosser print driver, LangChain4j
  const k = kit('same_failure_after_fixes-05');
  const run = () => `[INFO] Running nl.bartimeus.emboss.CellMapperTest\n[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: ${(k.r() * 0.8 + 0.1).toFixed(3)} s <<< FAILURE! - in nl.bartimeus.emboss.CellMapperTest\n[ERROR] mapsDutchEuroSign  Time elapsed: 0.0${k.int(10, 99)} s  <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <⠈⠑> but was: <⠿>\n\tat nl.bartimeus.emboss.CellMapperTest.mapsDutchEuroSign(CellMapperTest.java:57)\n[INFO] BUILD FAILURE\n[INFO] Finished at: ${k.iso().replace('Z', '+01:00')}`;
  const tries = [
    ['Add the euro sign to the nl-NL 6-dot table as dots 4,15.', { path: 'src/main/resources/tables/nl-NL-g0.utb', append: 'sign \\x20AC 4-15' }],
    ['Read the input as UTF-8 instead of the platform default charset.', { path: 'src/main/java/nl/bartimeus/emboss/CellMapper.java', replace: 'new InputStreamReader(in)', with: 'new InputStreamReader(in, StandardCharsets.UTF_8)' }],
    ['Normalise text to NFC before mapping.', { path: 'src/main/java/nl/bartimeus/emboss/CellMapper.java', insert_after: 'String text = raw;', line: 'text = Normalizer.normalize(text, Normalizer.Form.NFC);' }],
  ];
  const ch = [];
  tries.forEach(([t, a]) => {
    ch.push(llm('OpenAiChatModel.chat', { messages: [{ type: 'USER', text: 'Fix the failing euro-sign test in the embosser driver.' }] }, { aiMessage: { text: t, toolExecutionRequests: [{ id: 'call_' + k.b62(20), name: 'editFile', arguments: JSON.stringify(a) }] }, finishReason: 'TOOL_EXECUTION', tokenUsage: { inputTokenCount: k.int(1200, 3000), outputTokenCount: k.int(60, 140) } }, { 'dev.langchain4j.model': 'gpt-4o' }));
    ch.push(tool('editFile', JSON.stringify(a), 'edited', { 'langchain4j.tool': 'editFile' }));
    ch.push(tool('runMaven', '{"goals":"test -Dtest=CellMapperTest"}', run(), { 'langchain4j.tool': 'runMaven' }, 'BUILD FAILURE'));
  });
  return {
    stagnation: false, goal: 'Fix the failing Dutch euro-sign test in the Braille embosser print driver so the release build passes.',
    isolates: 'A LangChain4j AI service makes three distinct fixes (table entry, charset, normalisation) and Maven prints the same assertion "expected <⠈⠑> but was <⠿>" each time.',
    root: agent('AiServices.EmbosserFixer.fix', { userMessage: 'Fix the failing euro-sign test in the embosser driver.' }, null, ch, { 'langchain4j.version': '1.0.0', memoryId: k.uuid() }),
  };
}

function r06() { // opera surtitle timing, Haystack pipeline with setting changes
  const k = kit('same_failure_after_fixes-06');
  const report = () => ({ checker: 'surtitle-sync 2.1', run_id: k.uuid(), scene: 'Act II sc. 3', drift_ms: { cue_41: 1840, cue_42: 1840, cue_43: 1840 }, verdict: 'FAIL: cues 41-43 late by 1840 ms vs. prompt-book timing', checked_at: k.httpDate() });
  const settings = [{ offset_ms: -500 }, { framerate: 25 }, { audio_track: 'orchestra_only' }, { anchor: 'conductor_downbeat' }];
  const reasons = ['Cues drift late; applying a global -500 ms offset.', 'The video may be 25 fps rather than 29.97; changing framerate.', 'Alignment may be confused by the chorus; using the orchestra-only track.', 'Anchoring to the conductor downbeat camera instead of the audio.'];
  const ch = [];
  settings.forEach((st, i) => {
    ch.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: 'Align surtitles for Act II scene 3 of the Tosca revival.' }] }] }, { replies: [{ _role: 'assistant', _content: [{ text: reasons[i] }, { tool_call: { tool_name: 'realign_surtitles', arguments: { production: 'tosca-2025', scene: 'II.3', ...st } } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm' }));
    ch.push(tool('ToolInvoker', { tool_name: 'realign_surtitles', arguments: { production: 'tosca-2025', scene: 'II.3', ...st } }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(report()), error: false }] }] }, { 'haystack.component.type': 'ToolInvoker' }));
  });
  return {
    stagnation: false, goal: 'Realign the surtitles for Act II scene 3 of the Tosca revival so the sync check passes before the dress rehearsal.',
    isolates: 'Four different alignment settings, each verified by the same sync report "late by 1840 ms" apart from run id and date.',
    root: agent('haystack.pipeline.run', { data: { llm: { messages: '[user]' } } }, null, [chain('haystack.agent.run', {}, null, ch, { 'haystack.agent.max_agent_steps': 8 })], { 'haystack.pipeline.max_runs_per_component': 100 }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
