import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'same-failure-after-fixes';
export const loop = true;
export const scenarios = [
{
  domain: 'tide-table prediction library (harmonic constituents)', style: 'SWE-agent trajectory',
  goal: 'Fix the failing test test_m2_phase_wraparound in the tidepredict package without changing the test.',
  isolates: 'Three different edits to the phase-wrapping code are each followed by the same pytest failure, identical except the run time and the tmp path.',
  stagnation: false,
  build(id) { const n = noise(id);
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0\nrootdir: /repo\ncollected 1 item\n\ntests/test_constituents.py F                                             [100%]\n\n=================================== FAILURES ===================================\n________________________ test_m2_phase_wraparound _________________________\n\n    def test_m2_phase_wraparound():\n>       assert predict_height(STATION, T0 + 12.42 * 3600) == pytest.approx(1.873, abs=1e-3)\nE       assert 1.6112 == 1.873 ± 1.0e-03\n\ntests/test_constituents.py:88: AssertionError\n--- cache dir ${n.tmp('pytest-of-root/pytest-' + n.int(10, 99))}\n=========================== short test summary info ============================\nFAILED tests/test_constituents.py::test_m2_phase_wraparound - assert 1.6112 == 1.873 ± 1.0e-03\n============================== 1 failed in ${(n.int(30, 190) / 100).toFixed(2)}s ===============================`;
    const edits = [['edit 41:41\n    phase = (phase + 360.0) % 360.0\nend_of_edit', 'The phase may be negative; normalise it into [0, 360).'], ['edit 38:38\n    speed = CONSTITUENT_SPEEDS["M2"] * math.pi / 180.0\nend_of_edit', 'Same value. Maybe the speed is in degrees per hour and must be converted to radians before multiplying by hours.'], ['edit 44:44\n    return sum(a * math.cos(w * t_hours - g) for a, w, g in terms)\nend_of_edit', 'Still 1.6112. Perhaps the sign of the Greenwich phase lag is wrong; use w*t - g instead of w*t + g.']];
    const kids = [llm('model.query', { messages: [sys('SETTING: You are an autonomous programmer...'), user(this.goal)] }, 'DISCUSSION\nLet me run the failing test first.\n```\npytest tests/test_constituents.py::test_m2_phase_wraparound\n```', { model: 'gpt-4o', cost: n.int(1, 30) / 1000 }), tool('bash', { command: 'pytest tests/test_constituents.py::test_m2_phase_wraparound' }, fail())];
    edits.forEach(([e, why]) => {
      kids.push(llm('model.query', { messages: '[history]' }, `DISCUSSION\n${why}\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4o', cost: n.int(1, 30) / 1000 }));
      kids.push(tool('edit', { file: 'tidepredict/harmonics.py', command: e }, `[File: /repo/tidepredict/harmonics.py (112 lines total)]\n(${n.int(30, 36)} more lines above)\nFile updated. Please review the changes.`));
      kids.push(llm('model.query', { messages: '[history]' }, 'DISCUSSION\nRe-running the test.\n```\npytest tests/test_constituents.py::test_m2_phase_wraparound\n```', { model: 'gpt-4o' }));
      kids.push(tool('bash', { command: 'pytest tests/test_constituents.py::test_m2_phase_wraparound' }, fail()));
    });
    return agent('sweagent.run', { instance_id: 'tidepredict__tidepredict-212', problem_statement: this.goal }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent 1.0', env: 'docker://sweagent/swe-agent:latest', per_instance_cost_limit: 2.0 });
  },
},
{
  domain: 'change-ringing method composer (bell ringing touches)', style: 'OpenHands event stream (CmdRunAction / FileEditAction / observations)',
  goal: 'Make `npm test` pass for the touch-prover: the Grandsire Triples touch must be reported as true (no repeated rows).',
  isolates: 'Three distinct code changes to the row-comparison logic each end with the same jest failure; only timings and a snapshot path differ.',
  stagnation: false,
  build(id) { const n = noise(id);
    const jest = () => `> touch-prover@0.4.1 test\n> jest\n\nFAIL src/__tests__/prove.test.ts (${(n.int(200, 900) / 100).toFixed(3)} s)\n  ● proves Grandsire Triples 5040 true\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: true\n    Received: false\n\n      41 |   const result = prove(parse(GRANDSIRE_5040));\n    > 42 |   expect(result.isTrue).toBe(true);\n         |                         ^\n\n    falseRows: ["1325476", "1325476"]\n\nTest Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 17 passed, 18 total\nSnapshots:   0 total\nTime:        ${(n.int(300, 1200) / 100).toFixed(3)} s\nRan all test suites.`;
    const fixes = [['src/prove.ts', 'Compare rows as strings instead of arrays so Set dedup works.', 'const key = row.join("");'], ['src/parse.ts', 'The bob lead-end may be applied twice; guard the call-position handling.', 'if (call && pos === lead.length - 1) applyCall(call);'], ['src/rows.ts', 'Maybe the plain-hunt permutation mutates the shared row; copy it before swapping.', 'const next = [...row];']];
    const kids = [llm('LLM completion', { messages: [user(this.goal)] }, { content: 'Run tests first.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"npm test"}' } }] }, { model: 'anthropic/claude-3-7-sonnet', response_id: 'msg_' + n.b62(24) }), tool('CmdRunAction', { command: 'npm test' }, { observation: 'run', content: jest(), extras: { exit_code: 1, command_id: n.int(1, 90), hostname: 'runtime-' + n.hex(12) } })];
    fixes.forEach(([f, why, code]) => {
      kids.push(llm('LLM completion', { messages: '[...]' }, { content: why, tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', path: `/workspace/touch-prover/${f}`, new_str: code }) } }] }, { model: 'anthropic/claude-3-7-sonnet' }));
      kids.push(tool('FileEditAction', { path: `/workspace/touch-prover/${f}`, new_str: code }, { observation: 'edit', content: `The file /workspace/touch-prover/${f} has been edited.` }));
      kids.push(tool('CmdRunAction', { command: 'npm test' }, { observation: 'run', content: jest(), extras: { exit_code: 1, command_id: n.int(1, 90), hostname: 'runtime-' + n.hex(12) } }));
    });
    return agent('CodeActAgent', { task: this.goal }, { agent_state: 'stopped', reason: 'max iterations' }, kids, { session_id: n.uuid(), max_iterations: 30, runtime: 'docker' });
  },
},
{
  domain: 'brass band score engraving (LilyPond build)', style: 'Claude Agent SDK transcript (assistant/user/tool_use/tool_result messages)',
  goal: 'Get the LilyPond score for the test-piece "Vulcan Forge" (cornet part) to compile without errors so the band librarian can print it.',
  isolates: 'Three different edits to the .ly source (version bump, include path, transposition block) each produce the same compile error at the same line and column.',
  stagnation: false,
  build(id) { const n = noise(id);
    const err = () => `GNU LilyPond 2.24.3 (running Guile 2.2)\nProcessing \`/home/lib/vulcan/cornet.ly'\nParsing...\n/home/lib/vulcan/cornet.ly:57:14: error: syntax error, unexpected '}'\n  \\repeat volta 2 { \n             }\nInterpreting music...\nfatal error: failed files: "/home/lib/vulcan/cornet.ly"\n[${n.clock()}] lilypond exited 1 after ${n.dur()} (pid ${n.pid()})`;
    const kids = [];
    const turns = [['Let me compile to see the error.', null], ['The \\version header says 2.18; newer syntax may be required. I will run convert-ly style fix by bumping the version line.', ['Edit', { file_path: '/home/lib/vulcan/cornet.ly', old_string: '\\version "2.18.2"', new_string: '\\version "2.24.0"' }]], ['Same error at 57:14. Perhaps the included macros file defines a different volta; I will fix the include path.', ['Edit', { file_path: '/home/lib/vulcan/cornet.ly', old_string: '\\include "macros.ily"', new_string: '\\include "../common/macros.ily"' }]], ['Still 57:14. The transposition wrapper might swallow the brace; I will move \\transpose outside the \\relative block.', ['Edit', { file_path: '/home/lib/vulcan/cornet.ly', old_string: '\\relative c\'\' { \\transpose bes c\'', new_string: '\\transpose bes c\' { \\relative c\'\'' }]]];
    turns.forEach(([t, edit]) => {
      const content = [{ type: 'text', text: t }];
      if (edit) content.push({ type: 'tool_use', id: 'toolu_' + n.b62(22), name: edit[0], input: edit[1] });
      kids.push(llm('assistant', { session_id: 'sess' }, { type: 'assistant', message: { id: 'msg_' + n.b62(24), role: 'assistant', model: 'claude-sonnet-4-20250514', content: content.concat(edit ? [] : [{ type: 'tool_use', id: 'toolu_' + n.b62(22), name: 'Bash', input: { command: 'lilypond cornet.ly', description: 'Compile cornet part' } }]) }, uuid: n.uuid(), timestamp: n.iso() }));
      if (edit) {
        kids.push(tool(edit[0], edit[1], { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: 'The file /home/lib/vulcan/cornet.ly has been updated.' }] }, uuid: n.uuid() }));
        kids.push(tool('Bash', { command: 'lilypond cornet.ly' }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', is_error: true, content: err() }] }, uuid: n.uuid(), timestamp: n.iso() }, null, 'exit code 1'));
      } else kids.push(tool('Bash', { command: 'lilypond cornet.ly' }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', is_error: true, content: err() }] } }, null, 'exit code 1'));
    });
    return agent('claude-agent-sdk query', { prompt: this.goal, options: { allowed_tools: ['Bash', 'Edit', 'Read'], cwd: '/home/lib/vulcan' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 8, total_cost_usd: n.int(5, 40) / 100 }, kids, { session_id: n.uuid() });
  },
},
{
  domain: 'planetarium projector show file validation', style: 'Strands Agents (agent loop cycles with event_loop spans)',
  goal: 'Make the show file "Winter Skies of Orion" pass the dome projector\'s validator so it can be loaded for Friday.',
  isolates: 'Three different settings changes to the show file (frame rate, fisheye master size, audio channel map) are each followed by an identical validator rejection, and the assistant repeats the same explanation verbatim.',
  stagnation: true,
  build(id) { const n = noise(id);
    const val = () => ({ status: 'error', content: [{ text: `domeval v3.2.1  file=orion_winter.show  job=${n.uuid()}\n[${n.isoNoMs()}] checking 412 cues ...\nERROR cue 188 (\"Betelgeuse zoom\"): keyframe time 00:14:07.500 precedes previous keyframe 00:14:07.520\nRESULT: REJECTED (1 error, 0 warnings) in ${n.ms(200, 3000)} ms` }] });
    const expl = 'The validator still rejects the show at cue 188, which means the projector cannot load it for Friday; I will change another show setting that could affect keyframe timing and validate again.';
    const kids = [];
    const changes = [null, { setting: 'frame_rate', value: 30 }, { setting: 'fisheye_master', value: '4096x4096' }, { setting: 'audio_channel_map', value: '5.1-dome' }];
    changes.forEach((c, i) => {
      const cyc = [];
      cyc.push(llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [{ text: i ? expl : 'First, validate the show file.' }, { toolUse: { toolUseId: 'tooluse_' + n.b62(22), name: c ? 'set_show_setting' : 'validate_show', input: c || { file: 'orion_winter.show' } } }] }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': n.int(900, 3000), 'gen_ai.usage.output_tokens': n.int(40, 120) }));
      if (c) {
        cyc.push(tool('Tool: set_show_setting', c, { status: 'success', content: [{ text: `${c.setting} set to ${c.value}; show saved (rev ${n.int(40, 60)})` }] }, { 'gen_ai.tool.name': 'set_show_setting' }));
        cyc.push(tool('Tool: validate_show', { file: 'orion_winter.show' }, val(), { 'gen_ai.tool.name': 'validate_show' }, 'validator rejected show'));
      } else cyc.push(tool('Tool: validate_show', { file: 'orion_winter.show' }, val(), { 'gen_ai.tool.name': 'validate_show' }, 'validator rejected show'));
      kids.push(span('chain', 'Cycle ' + (i + 1), { event_loop_cycle_id: n.uuid() }, null, cyc, { metadata: { 'event_loop.cycle_id': n.uuid() } }));
    });
    return agent('invoke_agent Strands Agents', { prompt: this.goal }, null, kids, { 'gen_ai.agent.name': 'dome-tech', 'gen_ai.system': 'strands-agents', stop_reason: 'interrupted by operator' });
  },
},
{
  domain: 'seismograph station data-logger firmware image', style: 'Inspect AI eval log (sample events: model / tool)',
  goal: 'Build the docker image for the borehole seismometer logger so `make image` exits 0.',
  isolates: 'Three different Dockerfile fixes (base image, apt mirror, build arg) each end in the same missing-header compile error with only layer hashes and seconds differing.',
  stagnation: false,
  build(id) { const n = noise(id);
    const out = () => `#9 [builder 4/6] RUN make -C /src/seislog\n#9 ${(n.int(1, 40) / 10).toFixed(1)} cc -O2 -Wall -Iinclude -c src/miniseed_pack.c -o build/miniseed_pack.o\n#9 ${(n.int(40, 90) / 10).toFixed(1)} src/miniseed_pack.c:12:10: fatal error: libmseed.h: No such file or directory\n#9 ${(n.int(40, 90) / 10).toFixed(1)}    12 | #include <libmseed.h>\n#9 ${(n.int(40, 90) / 10).toFixed(1)}       |          ^~~~~~~~~~~~\n#9 ERROR: process "/bin/sh -c make -C /src/seislog" did not complete successfully: exit code: 2\n------\nERROR: failed to solve: sha256:${n.hex(64)}\nmake: *** [Makefile:14: image] Error 1`;
    const fixes = [['FROM debian:bookworm-slim AS builder', 'Switch base image from alpine to debian slim in case the musl toolchain is the problem.'], ['RUN sed -i s/deb.debian.org/ftp.uk.debian.org/ /etc/apt/sources.list.d/debian.sources', 'The apt mirror may be serving a stale index; use the UK mirror.'], ['ARG CFLAGS="-O2 -I/usr/local/include"', 'Add /usr/local/include to CFLAGS via a build arg.']];
    const kids = [llm('model', { input: [user(this.goal)] }, { choices: [{ message: { role: 'assistant', content: 'Run make image to see the failure.', tool_calls: [{ function: 'bash', arguments: { cmd: 'make image' } }] }, stop_reason: 'tool_calls' }] }, { event: 'model', model: 'openai/gpt-4o', timestamp: n.iso(), working_start: n.int(1, 90) + n.r() }), tool('bash', { cmd: 'make image' }, out(), { event: 'tool', timestamp: n.iso() }, 'exit status 2')];
    fixes.forEach(([line, why]) => {
      kids.push(llm('model', { input: '[...]' }, { choices: [{ message: { role: 'assistant', content: why, tool_calls: [{ function: 'text_editor', arguments: { command: 'insert', path: 'Dockerfile', new_str: line } }, { function: 'bash', arguments: { cmd: 'make image' } }] } }] }, { event: 'model', model: 'openai/gpt-4o', timestamp: n.iso() }));
      kids.push(tool('text_editor', { command: 'insert', path: 'Dockerfile', new_str: line }, 'The file Dockerfile has been edited.', { event: 'tool' }));
      kids.push(tool('bash', { cmd: 'make image' }, out(), { event: 'tool', timestamp: n.iso() }, 'exit status 2'));
    });
    return agent('sample', { task: 'seislog_image_build', epoch: 1, id: 'seislog-007', input: this.goal }, { score: { value: 'I', explanation: 'make image never exited 0' } }, kids, { eval_id: n.b62(22), run_id: n.b62(22), inspect_version: '0.3.93', limit: 'message_limit 30' });
  },
},
{
  domain: 'reindeer herding GPS collar data quality', style: 'MLflow Tracing (span_type CHAT_MODEL / TOOL)',
  goal: 'Get the nightly collar-data quality check passing so the herders\' grazing map for the Vindelfjällen district can be published.',
  isolates: 'Three different pipeline settings (timezone, dedup key, speed filter) are changed in turn and the same expectation fails with the same unexpected count each time.',
  stagnation: false,
  build(id) { const n = noise(id);
    const chk = () => JSON.stringify({ success: false, run_id: n.hex(32), run_time: n.isoOffset(1), results: [{ expectation: 'expect_column_values_to_be_between', column: 'lat', min_value: 65.5, max_value: 66.4, unexpected_count: 213, unexpected_percent: 0.8731, partial_unexpected_list: [0.0, 0.0, 0.0] }], statistics: { evaluated_expectations: 9, successful_expectations: 8 }, data_asset: 'collars_nightly', checkpoint_duration_s: Number((n.int(200, 2000) / 100).toFixed(2)) });
    const kids = [llm('ChatOpenAI', { messages: [user(this.goal)] }, { content: '', tool_calls: [{ name: 'run_checkpoint', args: { checkpoint: 'collars_nightly' } }] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': usage(n) }), tool('run_checkpoint', { checkpoint: 'collars_nightly' }, chk(), { 'mlflow.spanType': 'TOOL' })];
    const steps = [['timezone', 'Europe/Stockholm', 'Latitude out of range on 213 rows. Maybe rows are shifted by a timezone join; set pipeline timezone to Europe/Stockholm.'], ['dedup_key', 'collar_id,fix_time', 'Same 213 rows. Deduplicating on collar_id plus fix_time might remove duplicated bad fixes.'], ['max_speed_kmh', 40, 'Unchanged. A speed filter at 40 km/h should drop teleporting fixes.']];
    steps.forEach(([k, v, t]) => {
      kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: t, tool_calls: [{ name: 'set_pipeline_option', args: { key: k, value: v } }, { name: 'run_checkpoint', args: { checkpoint: 'collars_nightly' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      kids.push(tool('set_pipeline_option', { key: k, value: v }, { ok: true, config_version: n.int(100, 200) }, { 'mlflow.spanType': 'TOOL' }));
      kids.push(tool('run_checkpoint', { checkpoint: 'collars_nightly' }, chk(), { 'mlflow.spanType': 'TOOL' }, 'checkpoint failed'));
    });
    return agent('AgentExecutor', { input: this.goal }, null, kids, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.spanType': 'AGENT', experiment_id: String(n.int(100000, 999999)), status: 'ERROR' });
  },
},
];
