// Family 4: different fixes, the same check failing the same way every time.
import { style, err } from './lib.mjs';
export const FAMILY = 'same_failure_after_fixes';

export const rows = [
  {
    id: '01', domain: 'ice cellar tours booking app (Swift)', style: 'Claude Agent SDK transcript',
    isolates: 'Claude Agent SDK transcript: three different Swift edits to the ice-cellar capacity logic, and swift test fails with the identical XCTAssertEqual message each time, only build times and paths changing.',
    goal: 'Fix the failing test testTourCapacityRespectsColdRoomLimit in the IceCellarTours Swift package.',
    build(N) {
      const S = style('claude_sdk', N, { model: 'claude-sonnet-4-5-20250929', system: 'You are Claude Code.', user: this.goal });
      const fail = () => `[0/1] Planning build\nBuilding for debugging...\n[${N.int(3, 9)}/${N.int(10, 14)}] Compiling IceCellarTours CapacityPolicy.swift\nBuild complete! (${N.durS(2, 9)})\nTest Suite 'All tests' started at ${N.iso().replace('T', ' ').replace('Z', '')}.\n${N.tmp('xcbuild')}/IceCellarToursTests/CapacityTests.swift:41: error: -[IceCellarToursTests.CapacityTests testTourCapacityRespectsColdRoomLimit] : XCTAssertEqual failed: ("13") is not equal to ("12")\nTest Case '-[IceCellarToursTests.CapacityTests testTourCapacityRespectsColdRoomLimit]' failed (${(N.r() * 0.05).toFixed(3)} seconds).\nExecuted 18 tests, with 1 failure (0 unexpected) in ${(N.r() * 0.3).toFixed(3)} (${(N.r() * 0.3 + 0.3).toFixed(3)}) seconds`;
      const k = [
        ...S.turn({ text: 'Running the tests first.', calls: [['Bash', { command: 'swift test --filter CapacityTests', description: 'Run capacity tests' }]] }, [err('exit code 1', fail())]),
        ...S.turn({ calls: [['Read', { file_path: '/Users/dev/IceCellarTours/Sources/IceCellarTours/CapacityPolicy.swift' }]] }, ['    12\tlet coldRoomMaxPersons = 12\n    13\t\n    14\tfunc allowedGroupSize(booked: Int, guides: Int) -> Int {\n    15\t    return min(booked + guides, coldRoomMaxPersons + 1)\n    16\t}']),
        ...S.turn({ think: 'The +1 on line 15 lets the group exceed the 12-person cold-room limit. Remove it.', calls: [['Edit', { file_path: '/Users/dev/IceCellarTours/Sources/IceCellarTours/CapacityPolicy.swift', old_string: 'coldRoomMaxPersons + 1)', new_string: 'coldRoomMaxPersons)' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'swift test --filter CapacityTests' }]] }, [err('exit code 1', fail())]),
        ...S.turn({ think: 'Still 13. Maybe guides should not count toward the cold room limit at all; the test fixture has 12 guests and 1 guide. Change the formula to count guests only.', calls: [['Edit', { file_path: '/Users/dev/IceCellarTours/Sources/IceCellarTours/CapacityPolicy.swift', old_string: 'min(booked + guides, coldRoomMaxPersons)', new_string: 'min(booked, coldRoomMaxPersons - guides)' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'swift test --filter CapacityTests' }]] }, [err('exit code 1', fail())]),
        ...S.turn({ think: 'Same assertion. Perhaps the test reads the limit from TourConfig.plist rather than the constant; set coldRoomMaxPersons there to 11 to account for the guide.', calls: [['Edit', { file_path: '/Users/dev/IceCellarTours/Sources/IceCellarTours/Resources/TourConfig.plist', old_string: '<integer>12</integer>', new_string: '<integer>11</integer>' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'swift test --filter CapacityTests' }]] }, [err('exit code 1', fail())]),
        ...S.turn({ think: 'Unchanged again. Try making allowedGroupSize clamp with max(0, …) in case a negative guide count sneaks in.', calls: [['Edit', { file_path: '/Users/dev/IceCellarTours/Sources/IceCellarTours/CapacityPolicy.swift', old_string: 'min(booked, coldRoomMaxPersons - guides)', new_string: 'max(0, min(booked, coldRoomMaxPersons - guides))' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'swift test --filter CapacityTests' }]] }, [err('exit code 1', fail())]),
      ];
      return S.root('claude-agent-sdk.query', k, { type: 'result', subtype: 'error_max_turns', num_turns: 10, total_cost_usd: 0.4187, session_id: S.sid });
    },
  },
  {
    id: '02', domain: 'haunted house attraction ticketing (Elixir)', style: 'OpenHands',
    isolates: 'OpenHands CodeActAgent tries a timezone config change, an Ecto query rewrite and a fixture change; mix test prints the same assertion diff each time, only the random seed and timings differ.',
    goal: 'The scare-slot scheduler test fails in CI; make test/scare_slots_test.exs pass without deleting assertions.',
    build(N) {
      const S = style('openhands', N, { model: 'anthropic/claude-3-7-sonnet-20250219', system: 'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.', user: this.goal });
      const run = () => ({ observation: 'run', content: `Compiling 2 files (.ex)\nGenerated fright_night app\nRunning ExUnit with seed: ${N.int(10000, 999999)}, max_cases: 16\n\n  1) test last entry slot is 23:40 on Fridays (FrightNight.ScareSlotsTest)\n     test/scare_slots_test.exs:27\n     Assertion with == failed\n     code:  assert List.last(slots).starts_at == ~T[23:40:00]\n     left:  ~T[22:40:00]\n     right: ~T[23:40:00]\n     stacktrace:\n       test/scare_slots_test.exs:31: (test)\n\nFinished in ${(N.r() * 0.5 + 0.1).toFixed(1)} seconds (0.00s async, ${(N.r() * 0.5).toFixed(1)}s sync)\n9 tests, 1 failure\n[Python Interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]\n[Command finished with exit code 2]`, extras: { command: 'mix test test/scare_slots_test.exs', exit_code: 2, metadata: { pid: N.pid(), working_dir: '/workspace/fright_night', hostname: N.pod('runtime') } } });
      const k = [
        ...S.turn({ calls: [['execute_bash', { command: 'cd /workspace/fright_night && mix test test/scare_slots_test.exs' }]] }, [err('exit code 2', run())]),
        ...S.turn({ think: 'Off by exactly one hour: probably the tz. config/test.exs has no time_zone_database; slots are built in UTC while the test expects Europe/London (BST). Add tzdata and set the database.', calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/fright_night/config/config.exs', old_str: 'config :fright_night, FrightNight.Repo,', new_str: 'config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase\n\nconfig :fright_night, FrightNight.Repo,' }]] }, [{ observation: 'edit', content: 'The file /workspace/fright_night/config/config.exs has been edited.' }]),
        ...S.turn({ calls: [['execute_bash', { command: 'mix deps.get && mix test test/scare_slots_test.exs' }]] }, [err('exit code 2', run())]),
        ...S.turn({ think: 'Still 22:40. The Ecto query may cut the last slot: it uses `s.starts_at < ^closing` with closing 23:40. Make it inclusive.', calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/fright_night/lib/fright_night/scare_slots.ex', old_str: 'where: s.starts_at < ^closing', new_str: 'where: s.starts_at <= ^closing' }]] }, [{ observation: 'edit', content: 'The file /workspace/fright_night/lib/fright_night/scare_slots.ex has been edited.' }]),
        ...S.turn({ calls: [['execute_bash', { command: 'mix test test/scare_slots_test.exs' }]] }, [err('exit code 2', run())]),
        ...S.turn({ think: 'Same diff. Maybe the fixture opening_hours for Friday ends at 23:00 in test/support/fixtures.ex; extend it to 00:30 so 23:40 fits.', calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/fright_night/test/support/fixtures.ex', old_str: 'friday: {~T[18:00:00], ~T[23:00:00]}', new_str: 'friday: {~T[18:00:00], ~T[23:59:59]}' }]] }, [{ observation: 'edit', content: 'The file /workspace/fright_night/test/support/fixtures.ex has been edited.' }]),
        ...S.turn({ calls: [['execute_bash', { command: 'mix test test/scare_slots_test.exs' }]] }, [err('exit code 2', run())]),
      ];
      return S.root('CodeActAgent', k, { agent_state: 'error', reason: 'RuntimeError: Agent reached maximum iteration, task: 7, global: 7' }, { conversation_id: N.hex(32), runtime: 'docker' });
    },
  },
  {
    id: '03', domain: 'snowmaking (snow cannon) control config', style: 'Strands Agents',
    isolates: 'A Strands agent edits the snow-gun fleet YAML three different ways (threshold, compressor profile, bank order) and snowctl validate returns the same E214 error each time with a new run id.',
    goal: 'Get site config slope-7.yaml to pass `snowctl validate` so the new fan guns on bank N3 can run tonight.',
    build(N) {
      const S = style('strands', N, { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', system: 'You maintain the snowmaking control configuration.', user: this.goal });
      const v = () => `snowctl 3.8.2  validate run ${N.uuid()}\nloaded slope-7.yaml (banks: N1,N2,N3; guns: 22)\n[${N.clock()}] checking hydrant map ... ok\n[${N.clock()}] checking compressor envelope ...\nE214 bank N3: wet-bulb start threshold -2.5°C exceeds compressor envelope of profile 'ATLAS-GA90' (max -3.0°C at 7.5 bar)\n1 error, 0 warnings  (${N.dur(80, 400)})`;
      const k = [
        ...S.turn({ calls: [['shell', { command: 'snowctl validate slope-7.yaml' }]] }, [err('exit status 3', v())]),
        ...S.turn({ text: 'Bank N3 threshold is -2.5; set it to -3.0 to fit the compressor envelope.', calls: [['editor', { command: 'str_replace', path: 'slope-7.yaml', old_str: 'wet_bulb_start: -2.5', new_str: 'wet_bulb_start: -3.0' }]] }, ['Replaced 1 occurrence(s) in slope-7.yaml']),
        ...S.turn({ calls: [['shell', { command: 'snowctl validate slope-7.yaml' }]] }, [err('exit status 3', v())]),
        ...S.turn({ text: 'Maybe bank N3 should reference the larger compressor profile ATLAS-GA110 that the new fan guns came with.', calls: [['editor', { command: 'str_replace', path: 'slope-7.yaml', old_str: 'compressor_profile: ATLAS-GA90', new_str: 'compressor_profile: ATLAS-GA110' }]] }, ['Replaced 1 occurrence(s) in slope-7.yaml']),
        ...S.turn({ calls: [['shell', { command: 'snowctl validate slope-7.yaml' }]] }, [err('exit status 3', v())]),
        ...S.turn({ text: 'The validator may evaluate banks in file order and carry defaults over; move N3 above N1 so it does not inherit N1 defaults.', calls: [['editor', { command: 'move_block', path: 'slope-7.yaml', block: 'banks.N3', before: 'banks.N1' }]] }, ['Moved block banks.N3 (lines 88-121) to line 14']),
        ...S.turn({ calls: [['shell', { command: 'snowctl validate slope-7.yaml' }]] }, [err('exit status 3', v())]),
      ];
      return S.root('invoke_agent Strands Agents', k, { stop_reason: 'max_tokens' }, { 'gen_ai.agent.name': 'snowmaking-config' });
    },
  },
  {
    id: '04', domain: 'cable TV headend (Ansible)', style: 'SWE-agent',
    isolates: 'SWE-agent trajectory: interface variable, IGMP version and a handler restart are changed in turn, and ansible-playbook reports the same failed multicast-join task on headend-2 with only timestamps and durations changing.',
    goal: 'Fix the headend playbook so the multicast verification task passes on headend-2 for the new 239.10.20.31 channel group.',
    build(N) {
      const S = style('sweagent', N, { model: 'gpt-4o', system: 'SETTING: You are an autonomous programmer working in a command line.', user: this.goal });
      const play = () => `PLAY [headends] ****************************************************************\n\nTASK [multicast : ensure smcroute config] ***************************************\nok: [headend-1]\nok: [headend-2]\n\nTASK [multicast : verify igmp join] *********************************************\n${N.slashTs()} ok: [headend-1]\nfatal: [headend-2]: FAILED! => {"changed": false, "msg": "group 239.10.20.31 not joined on eth2 after 10 retries", "rc": 1}\n\nPLAY RECAP *********************************************************************\nheadend-1                  : ok=7    changed=0    unreachable=0    failed=0\nheadend-2                  : ok=6    changed=${N.int(0, 1)}    unreachable=0    failed=1\n\nPlaybook run took 0 days, 0 hours, 0 minutes, ${N.int(21, 58)} seconds`;
      const k = [
        ...S.turn({ think: 'Let me run the check-mode playbook to see the failure.', calls: [['run', { cmd: 'ansible-playbook -i inventory/prod site.yml --limit headend-2 --tags multicast' }]] }, [err('rc=2', play())]),
        ...S.turn({ think: 'host_vars/headend-2.yml sets mcast_iface: eth2, but headend-2 was re-cabled to eth3 per the ticket. Change it.', calls: [['edit', { cmd: 'open host_vars/headend-2.yml\nedit 4:4\nmcast_iface: eth3\nend_of_edit' }]] }, ['[File: host_vars/headend-2.yml (9 lines total)]\n4:mcast_iface: eth3\nFile updated.']),
        ...S.turn({ think: 'Rerun the play.', calls: [['run', { cmd: 'ansible-playbook -i inventory/prod site.yml --limit headend-2 --tags multicast' }]] }, [err('rc=2', play())]),
        ...S.turn({ think: 'The message still says eth2, so the role must take the interface elsewhere. The upstream encoder uses IGMPv2; force igmp_version 2 in roles/multicast/defaults/main.yml.', calls: [['edit', { cmd: 'open roles/multicast/defaults/main.yml\nedit 7:7\nigmp_version: 2\nend_of_edit' }]] }, ['[File: roles/multicast/defaults/main.yml (15 lines total)]\n7:igmp_version: 2\nFile updated.']),
        ...S.turn({ think: 'Run again.', calls: [['run', { cmd: 'ansible-playbook -i inventory/prod site.yml --limit headend-2 --tags multicast' }]] }, [err('rc=2', play())]),
        ...S.turn({ think: 'Maybe smcroute is not restarted after the config template changes. Add notify: restart smcroute to the template task.', calls: [['edit', { cmd: 'open roles/multicast/tasks/main.yml\nedit 12:12\n  notify: restart smcroute\nend_of_edit' }]] }, ['[File: roles/multicast/tasks/main.yml (31 lines total)]\n12:  notify: restart smcroute\nFile updated.']),
        ...S.turn({ think: 'And run it again.', calls: [['run', { cmd: 'ansible-playbook -i inventory/prod site.yml --limit headend-2 --tags multicast' }]] }, [err('rc=2', play())]),
      ];
      return S.root('SWEAgent.run', k, { exit_status: 'exit_cost', submission: null }, { instance_id: 'headend-ops__playbooks-311' });
    },
  },
  {
    id: '05', domain: 'mini-hydro plant (Python)', style: 'MLflow Tracing',
    isolates: 'MLflow-traced agent changes the interpolation, the unit conversion and the head-loss coefficient in turn; pytest shows the same 412.7 vs 398.0 assertion each time with different object addresses and timings.',
    goal: 'Make tests/test_turbine_curve.py pass: the Crossflow turbine power estimate at 2.4 m3/s must match the manufacturer curve.',
    build(N) {
      const S = style('mlflow', N, { model: 'gpt-4o', system: 'You fix Python code for a run-of-river mini-hydro operator.', user: this.goal });
      const py = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /srv/hydro-model\ncollected 6 items\n\ntests/test_turbine_curve.py .....F                                        [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_power_at_design_flow ___________________________\n\n    def test_power_at_design_flow():\n        t = Crossflow(head_m=21.5)\n>       assert t.power_kw(2.4) == pytest.approx(398.0, rel=1e-3)\nE       assert 412.7 == 398.0 ± 4.0e-01\nE        +  where 412.7 = <bound method Crossflow.power_kw of <hydro.turbine.Crossflow object at ${N.addr()}>>(2.4)\n\ntests/test_turbine_curve.py:19: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_turbine_curve.py::test_power_at_design_flow - assert 412.7 == 398.0 ± 4.0e-01\n========================= 1 failed, 5 passed in ${(N.r() * 1.5 + 0.2).toFixed(2)}s =========================`;
      const k = [
        ...S.turn({ calls: [['run_shell', { cmd: 'pytest -q tests/test_turbine_curve.py' }]] }, [err('exit 1', py())]),
        ...S.turn({ text: 'Efficiency is linearly interpolated between 2.0 and 3.0 m3/s; the datasheet curve is concave there. Switch to the cubic spline already in hydro/curves.py.', calls: [['apply_patch', { path: 'hydro/turbine.py', diff: '-        eta = np.interp(q, self.q_pts, self.eta_pts)\n+        eta = float(self._spline(q))' }]] }, [{ applied: true, files: ['hydro/turbine.py'] }]),
        ...S.turn({ calls: [['run_shell', { cmd: 'pytest -q tests/test_turbine_curve.py' }]] }, [err('exit 1', py())]),
        ...S.turn({ text: 'No change. Check the units: rho*g*Q*H gives W, divided by 1000 gives kW; maybe the gravity constant is 9.81 vs the datasheet 9.80665. Use scipy.constants.g.', calls: [['apply_patch', { path: 'hydro/turbine.py', diff: '-G = 9.81\n+from scipy.constants import g as G' }]] }, [{ applied: true, files: ['hydro/turbine.py'] }]),
        ...S.turn({ calls: [['run_shell', { cmd: 'pytest -q tests/test_turbine_curve.py' }]] }, [err('exit 1', py())]),
        ...S.turn({ text: 'Still 412.7. The penstock head loss coefficient k=0.012 may be too small; the intake screen adds loss. Raise to 0.02.', calls: [['apply_patch', { path: 'hydro/config.yaml', diff: '-penstock_k: 0.012\n+penstock_k: 0.02' }]] }, [{ applied: true, files: ['hydro/config.yaml'] }]),
        ...S.turn({ calls: [['run_shell', { cmd: 'pytest -q tests/test_turbine_curve.py' }]] }, [err('exit 1', py())]),
      ];
      return S.root('hydro-fix-agent', k, null, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': S.reqId, status: 'ERROR' });
    },
  },
  {
    id: '06', domain: 'permafrost borehole network (C firmware)', style: 'Inspect AI eval log',
    isolates: 'Inspect AI sample events: the agent adds a source file, wraps a header in extern "C" and reorders link libraries, and the CMake build fails with the same undefined reference each time, only the temp object path changing.',
    goal: 'The borehole logger firmware no longer links after the thermistor refactor. Make `cmake --build build` succeed.',
    build(N) {
      const S = style('inspect', N, { model: 'openai/gpt-4.1', system: 'You are a software engineer working in a sandbox. Use the bash tool.', user: this.goal, tools: ['bash', 'text_editor'] });
      const b = () => `[ 12%] Building C object CMakeFiles/borelog.dir/src/main.c.o\n[ 25%] Building C object CMakeFiles/borelog.dir/src/sampling.c.o\n[ 87%] Linking C executable borelog.elf\n/usr/lib/gcc/arm-none-eabi/13.2.1/../../../arm-none-eabi/bin/ld: CMakeFiles/borelog.dir/src/sampling.c.o: in function \`sample_string':\nsampling.c:(.text.sample_string+0x4c): undefined reference to \`thermistor_steinhart_coeffs'\ncollect2: error: ld returned 1 exit status\nlto-wrapper: note: see the -save-temps ${N.tmp('cc')}.ltrans0.o\ngmake[2]: *** [CMakeFiles/borelog.dir/build.make:131: borelog.elf] Error 1\ngmake[1]: *** [CMakeFiles/Makefile2:83: CMakeFiles/borelog.dir/all] Error 2\ngmake: *** [Makefile:91: all] Error 2`;
      const k = [
        ...S.turn({ calls: [['bash', { cmd: 'cd /src/borelog && cmake --build build 2>&1 | tail -12' }]] }, [err('exit code 2', b())]),
        ...S.turn({ text: 'The refactor moved coefficients into src/thermistor/coeffs.c, which is not in CMakeLists. Add it.', calls: [['text_editor', { command: 'str_replace', path: '/src/borelog/CMakeLists.txt', old_str: 'src/sampling.c', new_str: 'src/sampling.c\n    src/thermistor/coeffs.c' }]] }, ['The file /src/borelog/CMakeLists.txt has been edited.']),
        ...S.turn({ calls: [['bash', { cmd: 'cmake --build build 2>&1 | tail -12' }]] }, [err('exit code 2', b())]),
        ...S.turn({ text: 'coeffs.c may be compiled as C++ by the thermistor subdirectory; wrap the header declaration in extern "C".', calls: [['text_editor', { command: 'str_replace', path: '/src/borelog/src/thermistor/coeffs.h', old_str: 'extern const float thermistor_steinhart_coeffs[3];', new_str: '#ifdef __cplusplus\nextern "C" {\n#endif\nextern const float thermistor_steinhart_coeffs[3];\n#ifdef __cplusplus\n}\n#endif' }]] }, ['The file /src/borelog/src/thermistor/coeffs.h has been edited.']),
        ...S.turn({ calls: [['bash', { cmd: 'cmake --build build 2>&1 | tail -12' }]] }, [err('exit code 2', b())]),
        ...S.turn({ text: 'Try putting the thermistor static library before sensors in target_link_libraries; the linker resolves left to right.', calls: [['text_editor', { command: 'str_replace', path: '/src/borelog/CMakeLists.txt', old_str: 'target_link_libraries(borelog sensors thermistor)', new_str: 'target_link_libraries(borelog thermistor sensors)' }]] }, ['The file /src/borelog/CMakeLists.txt has been edited.']),
        ...S.turn({ calls: [['bash', { cmd: 'cmake --build build 2>&1 | tail -12' }]] }, [err('exit code 2', b())]),
      ];
      return S.root('sample', k, { score: { value: 'I', explanation: 'build still fails' }, limit: 'message limit 16' }, { eval_id: N.b62(22), task: 'firmware_fix', epoch: 1, sample_id: 'borelog-link' });
    },
  },
];
