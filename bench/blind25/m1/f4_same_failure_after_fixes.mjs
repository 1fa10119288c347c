// Family 4: several different fixes, the same check fails identically (apart from volatile parts) after each.
import { agent, llm, tool, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const summary = '3+ different edits or settings, each followed by the same verification failing in the same way (only durations, timestamps, temp paths, seeds, run ids differ); never passes.';

export const scenarios = [
  {
    id: '01', domain: 'coding: Elixir/Phoenix booking app for a bicycle repair café (weekly slot generation)', style: 'OpenHands event stream (CmdRunAction / FileEditAction / observations)',
    build(N) {
      const goal = 'Fix the failing test in test/repair_cafe/slots_test.exs: Saturday repair slots after the clocks change are generated one hour late.';
      const testOut = () => {
        const seed = N.int(10000, 999999);
        const dur = N.float(0.1, 0.9, 1);
        return `Running ExUnit with seed: ${seed}, max_cases: 16\n\n.....\n\n  1) test generates Saturday slots in local time across DST (RepairCafe.SlotsTest)\n     test/repair_cafe/slots_test.exs:38\n     Assertion with == failed\n     code:  assert hd(slots).starts_at == ~U[2025-03-29 09:00:00Z]\n     left:  ~U[2025-03-29 10:00:00Z]\n     right: ~U[2025-03-29 09:00:00Z]\n     stacktrace:\n       test/repair_cafe/slots_test.exs:44: (test)\n\n......\nFinished in ${dur} seconds (${N.float(0.05, 0.4, 1)}s async, ${N.float(0.01, 0.3, 1)}s sync)\n12 tests, 1 failure\n\nRandomized with seed ${seed}\n[os_mon] memory supervisor port (memsup): Erlang has closed`;
      };
      const fixes = [
        ['The generator builds NaiveDateTime and converts with DateTime.from_naive!(ndt, "Etc/UTC"). It should use the Europe/Amsterdam zone.', { path: '/workspace/lib/repair_cafe/slots.ex', old_str: 'DateTime.from_naive!(ndt, "Etc/UTC")', new_str: 'DateTime.from_naive!(ndt, "Europe/Amsterdam") |> DateTime.shift_zone!("Etc/UTC")' }],
        ['Maybe the timezone database is not configured in test, so the shift silently falls back. Adding tzdata to config/test.exs.', { path: '/workspace/config/test.exs', old_str: 'import Config', new_str: 'import Config\nconfig :elixir, :time_zone_database, Tzdata.TimeZoneDatabase' }],
        ['The week start may be computed on Sunday; forcing Date.beginning_of_week(date, :monday).', { path: '/workspace/lib/repair_cafe/slots.ex', old_str: 'Date.beginning_of_week(date)', new_str: 'Date.beginning_of_week(date, :monday)' }],
        ['Possibly the fixture\'s opening time is stored as a UTC Time; converting the 10:00 opening to a local Time struct.', { path: '/workspace/test/support/fixtures.ex', old_str: 'opens_at: ~T[10:00:00]', new_str: 'opens_at: Time.new!(10, 0, 0)' }],
      ];
      const children = [];
      const mkLlm = (thought, fn, args) => {
        const out = oaiChat(N, 'claude-sonnet-4-20250514', thought, [{ name: fn, args }]);
        return llm('litellm.completion', { messages: ['…'], tools: ['execute_bash', 'str_replace_editor', 'finish'] }, out, [], { metadata: { agent: 'CodeActAgent', iteration: children.length / 2 + 1, accumulated_cost: N.float(0.1, 1.9, 4) } });
      };
      const run = { command: 'cd /workspace && mix test test/repair_cafe/slots_test.exs', is_input: false, timeout: 120 };
      N.tick();
      children.push(mkLlm('Let me reproduce the failure first.', 'execute_bash', run));
      children.push(tool('CmdRunAction', run, { observation: 'run', content: testOut(), extras: { command: run.command, metadata: { exit_code: 2, pid: N.pid(), working_dir: '/workspace', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', prefix: '', suffix: `\n[The command completed with exit code 2.]` } } }));
      fixes.forEach(([thought, edit], k) => {
        N.tick(5000, 20000);
        children.push(mkLlm(thought, 'str_replace_editor', { command: 'str_replace', ...edit }));
        children.push(tool('FileEditAction', { command: 'str_replace', ...edit }, { observation: 'edit', content: `The file ${edit.path} has been edited. Here's the result of running \`cat -n\` on a snippet…\nReview the changes and make sure they are as expected.` }));
        N.tick(2000, 8000);
        children.push(mkLlm(['Re-running the test.', 'Running the test again with the tz config.', 'Test again.', 'Checking the test.'][k], 'execute_bash', run));
        children.push(tool('CmdRunAction', run, { observation: 'run', content: testOut(), extras: { command: run.command, metadata: { exit_code: 2, pid: N.pid(), working_dir: '/workspace' } } }, { error: 'exit code 2' }));
      });
      const root = agent('CodeActAgent', { task: goal }, { agent_state: 'ERROR', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 10, max iteration: 10' }, children, { metadata: { session_id: N.uuid(), runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.39-nikolaik' } });
      return { goal, isolates: 'Four different edits (zone conversion, tzdata config, week start, fixture time) are each followed by the same ExUnit failure (left 10:00Z, right 09:00Z), differing only in seed and timings, until the iteration cap.', root };
    },
  },
  {
    id: '02', domain: 'charcuterie curing chambers (validating a humidity profile for a controller)', style: 'AutoGen / AG2 two-agent chat (assistant + user_proxy code execution)',
    build(N) {
      const goal = 'Update the coppa curing profile so stage 3 (drying) holds 76% RH and 13 °C, then validate it with the controller tool before uploading to chamber C2.';
      const fail = () => `exitcode: 1 (execution failed)\nCode output: \n[${N.logts()}] curectl 2.4.1 validating /tmp/${N.b36(10)}/coppa_v3.yaml (run ${N.hex(8)})\nstage 1 salting ........ ok\nstage 2 equalising ..... ok\nstage 3 drying ......... FAIL\n  rh_target=72.0 is below controller band [75.0, 90.0] for sensor HUM-2\n  temp_target=13.0 ok\nvalidation failed: 1 error (${N.int(40, 190)} ms)\n`;
      const turns = [
        ['I will set rh_target to 76 in stage 3 and validate.', "```python\nimport yaml\np = yaml.safe_load(open('profiles/coppa_v3.yaml'))\np['stages'][2]['rh_target'] = 76\nyaml.safe_dump(p, open('profiles/coppa_v3.yaml','w'))\n```\n```sh\ncurectl validate profiles/coppa_v3.yaml\n```"],
        ['The validator still reports 72. Perhaps HUM-2 has a calibration offset of -4 that is applied; I will compensate by setting rh_target to 80.', "```sh\nsed -i '/name: drying/,/name:/ s/rh_target: .*/rh_target: 80/' profiles/coppa_v3.yaml && grep -n rh_target profiles/coppa_v3.yaml && curectl validate profiles/coppa_v3.yaml\n```"],
        ['Maybe the stage is keyed by name, not index. Setting it on the stage named "drying" and switching the sensor to HUM-1.', "```sh\nyq -i '(.stages[] | select(.name == \"drying\")) |= (.rh_target = 76 | .sensor = \"HUM-1\")' profiles/coppa_v3.yaml\ncurectl validate --verbose profiles/coppa_v3.yaml\n```"],
        ['Could be a units problem: the controller might expect a fraction. Writing rh_target: 0.76 and the unit field.', "```python\nfrom ruamel.yaml import YAML\ny = YAML(); doc = y.load(open('profiles/coppa_v3.yaml'))\ndoc['stages'][2]['rh_target'] = 0.76\ndoc['stages'][2]['rh_unit'] = 'fraction'\ny.dump(doc, open('profiles/coppa_v3.yaml', 'w'))\nimport subprocess; print(subprocess.run(['curectl', 'validate', 'profiles/coppa_v3.yaml'], capture_output=True, text=True).stdout)\n```"],
      ];
      const children = [];
      children.push(span('message', 'user_proxy → cure_assistant', { content: goal }, null));
      for (const [said, code] of turns) {
        N.tick(3000, 12000);
        children.push(llm('cure_assistant.generate_reply', { messages: ['…'], model: 'gpt-4o' }, { content: `${said}\n${code}`, role: 'assistant', name: 'cure_assistant' }, [], { metadata: { cost: N.float(0.002, 0.02, 5), cache_seed: null } }));
        children.push(tool('user_proxy.execute_code_blocks', { code_blocks: [['python', '…'], ['sh', 'curectl validate profiles/coppa_v3.yaml']], work_dir: 'coding', executor: 'LocalCommandLineCodeExecutor' }, fail(), { error: 'exitcode: 1' }));
      }
      const root = agent('initiate_chat', { sender: 'user_proxy', recipient: 'cure_assistant', message: goal, max_turns: 4 }, { summary: '', chat_history_len: 9, cost: { total_cost: N.float(0.02, 0.09, 4) } }, children, { metadata: { ag2_version: '0.8.7', human_input_mode: 'NEVER' } });
      return { goal, isolates: 'Four different edits to the curing profile (76, 80, by-name with another sensor, fraction units) each end with the same validator failure "rh_target=72.0 is below controller band" that ignores the edits; only log time, temp dir, run hash and ms change.', root };
    },
  },
  {
    id: '03', domain: 'spring manufacturing (CNC coiler program for a compression spring)', style: 'Claude Agent SDK transcript (assistant tool_use / user tool_result messages)',
    build(N) {
      const goal = 'Spring CS-2207 comes off coiler W3 with free length 48.6 mm; spec is 50.0 ± 0.5 mm. Adjust the coiler program and confirm with coilsim before sending it to the machine.';
      const sim = () => `coilsim 3.8.2 (build ${N.hex(7)})\nprogram: programs/CS-2207.wpf  machine profile: W3-FUL25\nsession ${N.uuid()}  scratch ${N.tmp('coilsim-')}\n  wire d      1.60 mm   ok\n  outer d    14.20 mm   ok\n  active n    7.50      ok\n  free length 48.62 mm  FAIL  (spec 50.00 ± 0.50)\n  pitch       5.84 mm   (from CAM block 12)\nRESULT: FAIL 1/4 checks  elapsed ${N.float(0.8, 2.9, 2)} s`;
      const edits = [
        ['Free length is driven by pitch. Raising pitch in block 12 from 5.84 to 6.05 mm should add about 1.5 mm.', { file_path: 'programs/CS-2207.wpf', old_string: 'PITCH 5.84', new_string: 'PITCH 6.05' }],
        ['No change in the sim. Increasing active coils from 7.5 to 7.75 instead.', { file_path: 'programs/CS-2207.wpf', old_string: 'N_ACTIVE 7.50', new_string: 'N_ACTIVE 7.75' }],
        ['Still 48.62. Perhaps the pitch tool position offset is what matters; setting PT_OFFSET from 0.00 to +0.35.', { file_path: 'programs/CS-2207.wpf', old_string: 'PT_OFFSET 0.00', new_string: 'PT_OFFSET 0.35' }],
        ['Trying the closed-end grind allowance: reduce GRIND_ALLOW from 0.80 to 0.40 mm.', { file_path: 'programs/CS-2207.wpf', old_string: 'GRIND_ALLOW 0.80', new_string: 'GRIND_ALLOW 0.40' }],
      ];
      const model = 'claude-sonnet-4-20250514';
      const children = [];
      const asst = (text, name, input) => { const m = anthMsg(N, model, [{ text }, { tool: name, input }]); return { m, span: llm('assistant', { session_id: 'sess', parent_tool_use_id: null }, { type: 'assistant', message: m, session_id: 'f3a' + N.hex(5) }) }; };
      const user = (id, content, isErr) => tool('tool_result', { type: 'user', tool_use_id: id }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: !!isErr }] } }, isErr ? { error: 'Bash exited with code 3' } : undefined);
      N.tick();
      let a = asst('Let me run the simulator on the current program.', 'Bash', { command: 'coilsim verify programs/CS-2207.wpf --profile W3-FUL25', description: 'Simulate current coiler program' });
      children.push(a.span, user(a.m.content[1].id, sim(), true));
      for (const [why, edit] of edits) {
        N.tick(4000, 15000);
        a = asst(why, 'Edit', edit);
        children.push(a.span, user(a.m.content[1].id, `The file ${edit.file_path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:`));
        a = asst('Simulating.', 'Bash', { command: 'coilsim verify programs/CS-2207.wpf --profile W3-FUL25', description: 'Re-run coiler simulation' });
        children.push(a.span, user(a.m.content[1].id, sim(), true));
      }
      const root = agent('claude-agent-sdk query', { prompt: goal, options: { allowed_tools: ['Read', 'Edit', 'Bash'], max_turns: 10, permission_mode: 'acceptEdits', cwd: '/srv/coiler' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 10, total_cost_usd: N.float(0.2, 0.8, 4), duration_ms: N.int(60000, 200000) }, children, { metadata: { session_id: N.uuid(), model } });
      return { goal, isolates: 'Pitch, active coils, pitch-tool offset and grind allowance are changed in turn, and after each the simulator prints the identical "free length 48.62 mm FAIL" report with only session id, scratch dir, build and elapsed time differing.', root };
    },
  },
  {
    id: '04', domain: 'board-game café booking site (nginx reverse-proxy config)', style: 'Strands Agents (event loop cycles with toolUse / toolResult)',
    build(N) {
      const goal = 'Add a /api/ reverse proxy for the new table-booking backend (port 8081) to the Meeple & Mug nginx config and reload nginx without breaking the site.';
      const ntest = () => `$ docker exec web-${N.hex(6)} nginx -t\n${N.logts()} [emerg] 1#1: "proxy_pass" cannot have URI part in location given by regular expression, or inside named location, or inside "if" statement, or inside "limit_except" block in /etc/nginx/conf.d/meeple.conf:42\nnginx: configuration file /etc/nginx/nginx.conf test failed\n(exit 1, ${N.ms(40, 300)}ms)`;
      const edits = [
        ['Adding a trailing slash to the upstream URL so the URI mapping is explicit.', { path: 'conf.d/meeple.conf', find: 'proxy_pass http://booking:8081/api;', replace: 'proxy_pass http://booking:8081/api/;' }],
        ['Replacing the hostname with an upstream block named booking_backend.', { path: 'conf.d/meeple.conf', find: 'proxy_pass http://booking:8081/api/;', replace: 'proxy_pass http://booking_backend/api/;', prepend: 'upstream booking_backend { server booking:8081; keepalive 16; }' }],
        ['Changing the location to a prefix match with ^~ so it wins over the static regex locations.', { path: 'conf.d/meeple.conf', find: 'location /api/ {', replace: 'location ^~ /api/ {' }],
        ['Adding proxy_set_header Host and X-Forwarded-For lines and proxy_http_version 1.1 inside the location.', { path: 'conf.d/meeple.conf', find: 'proxy_pass http://booking_backend/api/;', replace: 'proxy_http_version 1.1;\n    proxy_set_header Host $host;\n    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n    proxy_pass http://booking_backend/api/;' }],
      ];
      const model = 'us.anthropic.claude-3-5-sonnet-20241022-v2:0';
      const cycles = [];
      const cyc = (text, name, input, result, err) => {
        N.tick(1500, 6000);
        const id = 'tooluse_' + N.b62(22);
        return span('chain', 'execute_event_loop_cycle', null, null, [
          llm('chat', { messages: ['…'] }, { role: 'assistant', content: [{ text }, { toolUse: { toolUseId: id, name, input } }], stopReason: 'tool_use' }, [], { metadata: { 'gen_ai.request.model': model } }),
          tool(`execute_tool ${name}`, input, { toolUseId: id, status: err ? 'error' : 'success', content: [{ text: result }] }, err ? { error: 'nginx -t exit 1' } : undefined),
        ], { metadata: { 'event_loop.cycle_id': N.uuid() } });
      };
      cycles.push(cyc('First let me test the config as it stands after my initial /api/ block.', 'shell', { command: 'docker exec web nginx -t' }, ntest(), true));
      for (const [why, e] of edits) {
        cycles.push(cyc(why, 'editor', e, `Edited ${e.path}: 1 replacement${e.prepend ? ', 1 line prepended' : ''}.`));
        cycles.push(cyc('Testing config.', 'shell', { command: 'docker exec web nginx -t' }, ntest(), true));
      }
      const root = agent('invoke_agent ops-agent', { prompt: goal }, null, cycles, { error: 'MaxTokensReachedException / cycle limit 9', metadata: { 'gen_ai.agent.name': 'ops-agent', 'strands.version': '0.1.9' } });
      return { goal, isolates: 'Four different nginx edits (trailing slash, upstream block, ^~ prefix, proxy headers) never touch the offending regex location, and each nginx -t repeats the same [emerg] at meeple.conf:42 with only container id, log time and ms changing.', root };
    },
  },
  {
    id: '05', domain: 'quarry weighbridge (printed weigh-ticket template)', style: 'Inspect AI eval log (sample events: model / tool)',
    build(N) {
      const goal = 'The weighbridge ticket shows "NET  23 480 kg" with two spaces; the haulier\'s system rejects it. Fix the template so the test tests/test_ticket.py::test_net_line passes.';
      const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.5, pluggy-1.5.0\nrootdir: /srv/weighbridge\ncollected 1 item\n\ntests/test_ticket.py F                                                   [100%]\n\n=================================== FAILURES ===================================\n________________________________ test_net_line _________________________________\n\n    def test_net_line():\n        t = render_ticket(sample_weighing())\n>       assert 'NET 23 480 kg' in t\nE       AssertionError: assert 'NET 23 480 kg' in 'QUARRY HILL AGGREGATES\\nTicket 000${N.int(100, 999)}\\nGROSS 38 120 kg\\nTARE  14 640 kg\\nNET  23 480 kg\\n'\n\ntests/test_ticket.py:14: AssertionError\n--------------------------- Captured log call ----------------------------------\nINFO     printer.spool:spool.py:31 spooled to /var/spool/wb/${N.hex(12)}.prn\n=========================== short test summary info ============================\nFAILED tests/test_ticket.py::test_net_line - AssertionError: assert 'NET 23 480 kg' in 'QUARRY HILL AG...\n============================== 1 failed in ${N.float(0.05, 0.6, 2)}s ===============================`;
      const fixes = [
        ['The label column is padded to 5 characters with ljust. Changing the NET format to use a single space.', { file: 'weighbridge/templates/ticket.txt.j2', old: '{{ "NET".ljust(5) }}', new: 'NET {{ "" }}' }],
        ['Maybe the number formatter adds a leading space for the sign. Switching format from "{: ,}" to "{:,}" with a space replacement.', { file: 'weighbridge/format.py', old: 'f"{kg: ,}".replace(",", " ")', new: 'f"{kg:,}".replace(",", " ")' }],
        ['Trying to strip the whole line in the Jinja template with a filter.', { file: 'weighbridge/templates/ticket.txt.j2', old: 'NET {{ "" }}{{ net|kg }}', new: '{{ ("NET " ~ (net|kg))|trim }}' }],
      ];
      const events = [];
      const model = (text, fn, args) => llm('model', { event: 'model', model: 'openai/gpt-4o', input: ['…'] }, { event: 'model', output: { model: 'gpt-4o-2024-08-06', choices: [{ message: { role: 'assistant', content: text, tool_calls: [{ id: N.callId(), function: fn, arguments: args }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: N.int(1500, 6000), output_tokens: N.int(30, 160) } }, timestamp: N.isoOffset(N.tick(1000, 5000), 0) });
      const bash = (out, err) => tool('bash', { event: 'tool', function: 'bash', arguments: { cmd: 'cd /srv/weighbridge && python -m pytest -q tests/test_ticket.py::test_net_line' } }, { event: 'tool', result: out, events: [], working_start: N.secs(10, 200, 3) }, err ? { error: 'exit status 1' } : undefined);
      events.push(model('Reproducing the failing test.', 'bash', { cmd: 'cd /srv/weighbridge && python -m pytest -q tests/test_ticket.py::test_net_line' }), bash(pytest(), true));
      for (const [why, e] of fixes) {
        events.push(model(why, 'text_editor', { command: 'str_replace', path: e.file, old_str: e.old, new_str: e.new }));
        events.push(tool('text_editor', { event: 'tool', function: 'text_editor', arguments: { command: 'str_replace', path: e.file } }, { event: 'tool', result: `The file ${e.file} has been edited.` }));
        events.push(model('Running the test.', 'bash', { cmd: 'cd /srv/weighbridge && python -m pytest -q tests/test_ticket.py::test_net_line' }), bash(pytest(), true));
      }
      const root = agent('sample 7 (epoch 1)', { task: 'weighbridge_fix', sample_id: 7, input: goal, target: 'test passes' }, { scores: { test_passes: { value: 'I', explanation: 'test still failing at message limit' } }, limit: { type: 'message', limit: 20 } }, events, { metadata: { eval_id: N.b62(22), run_id: N.b62(22), created: N.isoOffset(N.now(), 60), inspect_ai_version: '0.3.93', solver: 'basic_agent' } });
      return { goal, isolates: 'Three different template/formatter edits leave the rendered "NET  23 480 kg" unchanged; pytest output after each differs only in ticket number, spool file name and elapsed time, and the sample ends at the message limit.', root };
    },
  },
  {
    id: '06', domain: 'solar car race team (CAN telemetry decoder unit test)', style: 'DSPy ReAct module trace (Predict calls with reasoning fields, tool calls)',
    build(N) {
      const goal = 'test_decode_pack_voltage fails in the telemetry decoder for our solar car; the BMS frame 0x6B0 should decode to 118.4 V. Fix decode.py so the test passes.';
      const run = () => `============ FAILURES ============\n___ test_decode_pack_voltage ___\n    frame = bytes.fromhex("04a0 0000 1e00 0000".replace(" ", ""))\n>   assert decode_bms(0x6B0, frame).pack_voltage == pytest.approx(118.4)\nE   assert 30310.4 == 118.4 ± 1.2e-04\n\ntest_decode.py:22: AssertionError\n${N.pick(['1 failed, 17 passed', '1 failed, 17 passed'])} in ${N.float(0.08, 0.5, 2)}s (cache: ${N.tmp('pytest-of-ci/pytest-')})`;
      const steps = [
        ['The raw value 0x04a0 is 1184; with 0.1 scale that would be 118.4. The decoder must be using the wrong scale. I will change SCALE_V from 25.6 to 0.1.', 'edit_file', { path: 'decode.py', find: 'SCALE_V = 25.6', replace: 'SCALE_V = 0.1' }],
        ['Maybe it reads the value as signed and the scale is applied twice; I will switch to unsigned with struct format ">h" to ">H".', 'edit_file', { path: 'decode.py', find: "struct.unpack_from('>h', data, 0)", replace: "struct.unpack_from('>H', data, 0)" }],
        ['An offset might be added for the BMS firmware v2. Removing the +0.0 offset constant and the v2 branch.', 'edit_file', { path: 'decode.py', find: 'if fw >= 2:\n        v += V_OFFSET', replace: '' }],
      ];
      const children = [];
      const pred = (i, thought, name, args) => llm('Predict(StringSignature).forward', { question: goal, trajectory: `…${i} prior steps…` }, { next_thought: thought, next_tool_name: name, next_tool_args: args }, [], { metadata: { lm: 'openai/gpt-4o-mini', lm_usage: { prompt_tokens: N.int(900, 3000), completion_tokens: N.int(50, 150) } } });
      N.tick();
      children.push(pred(0, 'Run the failing test to see the actual value.', 'run_tests', { k: 'test_decode_pack_voltage' }));
      children.push(tool('Tool.__call__ run_tests', { k: 'test_decode_pack_voltage' }, run(), { error: 'pytest exit 1' }));
      steps.forEach(([t, n, a], i) => {
        N.tick(2000, 9000);
        children.push(pred(i + 1, t, n, a));
        children.push(tool(`Tool.__call__ ${n}`, a, 'ok: 1 replacement'));
        children.push(pred(i + 1, ['Re-run the test.', 'Check the test once more.', 'Verify.'][i], 'run_tests', { k: 'test_decode_pack_voltage' }));
        children.push(tool('Tool.__call__ run_tests', { k: 'test_decode_pack_voltage' }, run(), { error: 'pytest exit 1' }));
      });
      const root = agent('ReAct.forward', { question: goal }, { trajectory_len: 8, answer: null }, children, { error: 'max_iters=8 reached before finish', metadata: { dspy_version: '2.6.23', module: 'dspy.ReAct(signature="question -> answer", tools=[run_tests, edit_file, read_file])' } });
      return { goal, isolates: 'Scale factor, signedness and firmware offset are changed one after another but never the byte order, and every test run still asserts 30310.4 == 118.4 with only the elapsed time and cache path changing.', root };
    },
  },
];
