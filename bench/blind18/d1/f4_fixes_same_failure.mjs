import { agent, llm, tool, span, sys, usr, asst, oaiCall, callId, toolu, usage } from './lib.mjs';

// Family 4: after each different fix, the same check fails identically (apart from volatile parts).
export default {
  name: 'fixes_same_failure', loop: true, stagnation: false,
  isolates: 'Three or more different edits/settings, each followed by the same verification failing in the same way (output equal apart from durations, timestamps, temp paths, addresses, run ids); never passes.',
  rows: [
    {
      domain: 'coding: Python C-extension wheel build', style: 'SWE-agent',
      isolates: 'A SWE-agent run tries three different build fixes for a C extension (compiler flag, setuptools pin, include dir) and `pip wheel` fails with the same missing-header error each time, differing only in temp build paths and timings.',
      goal: 'Make `pip wheel .` succeed for the `fastgeohash` package so CI can publish Linux wheels.',
      build(n) {
        const fail = () => { const t = n.tmp('pip-req-build-'); return `Processing ${t}\n  Preparing metadata (pyproject.toml) ... done\nBuilding wheels for collected packages: fastgeohash\n  building 'fastgeohash._core' extension\n  gcc -pthread -fPIC -I/usr/include/python3.11 -c src/_core.c -o build/temp.linux-x86_64-cpython-311/src/_core.o\n  src/_core.c:3:10: fatal error: geohash_simd.h: No such file or directory\n      3 | #include "geohash_simd.h"\n        |          ^~~~~~~~~~~~~~~~\n  compilation terminated.\n  error: command '/usr/bin/gcc' failed with exit code 1\n  ERROR: Failed building wheel for fastgeohash\nFailed to build fastgeohash\n(took ${n.secs()})`; };
        const step = (thought, action, obs) => [
          llm('swe-agent.model.query', { history_len: n.int(6, 30) }, `DISCUSSION\n${thought}\n\n\`\`\`\n${action}\n\`\`\``, { model: 'gpt-4o-2024-08-06', tokens_sent: n.int(6000, 20000), tokens_received: n.int(60, 300) }),
          tool('swe-agent.env.execute', { action }, obs),
        ];
        const kids = [
          ...step('Let me reproduce the wheel build failure first.', 'pip wheel . --no-deps -w dist', fail()),
          ...step('The build uses plain gcc flags; I will add -march=x86-64-v2 in setup.py extra_compile_args so the SIMD path is enabled.', "edit 18:18\n        extra_compile_args=['-O3', '-march=x86-64-v2'],\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.'),
          ...step('Rebuild with the new compile flags.', 'pip wheel . --no-deps -w dist', fail()),
          ...step('Maybe an old setuptools ignores the build config; pin setuptools>=69 in pyproject build-system requires.', "edit 2:2\nrequires = [\"setuptools>=69\", \"wheel\"]\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.'),
          ...step('Rebuild after pinning setuptools.', 'pip wheel . --no-deps -w dist', fail()),
          ...step('Add include_dirs=["include"] to the Extension so headers in include/ are found.', "edit 17:17\n        include_dirs=['include'],\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.'),
          ...step('Rebuild with the include dir.', 'pip wheel . --no-deps -w dist', fail()),
        ];
        return agent('swe-agent run', { problem_statement: 'pip wheel . fails for fastgeohash; CI cannot publish wheels.', repo: 'fastgeohash/fastgeohash' }, { exit_status: 'exit_cost', submission: null }, kids, { instance_id: 'fastgeohash__' + n.int(100, 999), model: 'gpt-4o', per_instance_cost_limit: 2.0 });
      },
    },
    {
      domain: 'devops: Terraform provider constraints', style: 'OpenHands',
      isolates: 'An OpenHands agent edits three different version constraints in a Terraform stack and `terraform init` fails with the identical provider-resolution error each time apart from the lock timestamp and duration.',
      goal: 'Upgrade the `edge-dns` Terraform stack to the Cloudflare provider v4.40 and get `terraform init` and `plan` to run cleanly.',
      build(n) {
        const fail = () => `Initializing the backend...\nInitializing modules...\nInitializing provider plugins...\n- Finding cloudflare/cloudflare versions matching "~> 4.40, ~> 3.35"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider cloudflare/cloudflare: no available releases match the given constraints ~> 4.40, ~> 3.35\n\u2502 \n\u2502 To see which modules are currently depending on cloudflare/cloudflare and what versions are specified, run:\n\u2502     terraform providers\n\u2575\n[lock acquired ${n.iso(n.tick(30))}, released after ${n.int(2, 9)}.${n.int(100, 999)}s]\n[Command finished with exit code 1]`;
        const act = (thought, cmd, obs, kind = 'CmdRunAction') => [
          llm('LLM.completion', { messages: ['<system prompt CodeActAgent>', '...'] }, { content: thought, tool_calls: [oaiCall(callId(n), kind === 'CmdRunAction' ? 'execute_bash' : 'str_replace_editor', kind === 'CmdRunAction' ? { command: cmd } : cmd)] }, { model: 'anthropic/claude-3-5-sonnet-20241022', response_id: 'chatcmpl-' + n.uuid() }),
          tool(kind, kind === 'CmdRunAction' ? { command: cmd } : cmd, obs, { metadata: { observation: kind === 'CmdRunAction' ? 'CmdOutputObservation' : 'FileEditObservation', id: n.int(10, 400) } }),
        ];
        const kids = [
          ...act('Run init to see the current error.', 'cd /workspace/edge-dns && terraform init -upgrade -no-color', fail()),
          ...act('Bump the root required_providers constraint from ~> 4.20 to ~> 4.40.', { command: 'str_replace', path: '/workspace/edge-dns/versions.tf', old_str: 'version = "~> 4.20"', new_str: 'version = "~> 4.40"' }, 'The file /workspace/edge-dns/versions.tf has been edited.', 'FileEditAction'),
          ...act('Re-run init.', 'cd /workspace/edge-dns && terraform init -upgrade -no-color', fail()),
          ...act('Delete the lock file in case the old hash pins the provider.', 'cd /workspace/edge-dns && rm -f .terraform.lock.hcl && terraform init -upgrade -no-color', fail()),
          ...act('Set the constraint in the environment module to >= 4.40 instead.', { command: 'str_replace', path: '/workspace/edge-dns/modules/env/main.tf', old_str: 'source  = "cloudflare/cloudflare"', new_str: 'source  = "cloudflare/cloudflare"\n      version = ">= 4.40"' }, 'The file /workspace/edge-dns/modules/env/main.tf has been edited.', 'FileEditAction'),
          ...act('Init again.', 'cd /workspace/edge-dns && terraform init -upgrade -no-color', fail()),
          ...act('Try clearing the plugin cache directory and re-initialising.', 'rm -rf ~/.terraform.d/plugin-cache/registry.terraform.io/cloudflare && cd /workspace/edge-dns && terraform init -upgrade -no-color', fail()),
        ];
        return agent('CodeActAgent', { task: 'Upgrade edge-dns stack to Cloudflare provider v4.40; init and plan must run cleanly.' }, { agent_state: 'ERROR', reason: 'AgentStuckInLoopError' }, kids, { openhands_version: '0.' + n.int(20, 40) + '.0', sandbox: 'runtime-' + n.hex(12) });
      },
    },
    {
      domain: 'model aircraft clubs', style: 'AutoGen / AG2',
      isolates: 'An AutoGen assistant fixes a model-aircraft club\'s flying-session calendar script three different ways and the user proxy\'s pytest run fails with the same assertion each time, only the timing and tmp_path differing.',
      goal: 'Fix the club website script so flying sessions on the Sunday after a bank holiday Monday are not dropped from the published calendar, and get the tests green.',
      build(n) {
        const fail = () => { const tp = `/tmp/pytest-of-runner/pytest-${n.int(10, 99)}/test_bank_holiday0`; return `exitcode: 1 (execution failed)\nCode output: ============================= test session starts ==============================\ncollected 6 items\n\ntest_calendar.py ....F.                                                  [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_bank_holiday_sunday ___________________________\ntmp_path = PosixPath('${tp}')\n>       assert date(2024, 5, 26) in sessions\nE       AssertionError: assert datetime.date(2024, 5, 26) in [datetime.date(2024, 5, 19), datetime.date(2024, 6, 2)]\n\ntest_calendar.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED test_calendar.py::test_bank_holiday_sunday - AssertionError\n========================= 1 failed, 5 passed in ${(n.int(30, 140) / 100).toFixed(2)}s =========================`; };
        const a = (text) => llm('assistant', { messages: ['...'] }, text, { agent: 'assistant', model: 'gpt-4o', cost: Number((n.int(5, 60) / 1000).toFixed(3)) });
        const run = (code) => tool('user_proxy.execute_code_blocks', { lang: 'sh', code }, fail(), { metadata: { agent: 'user_proxy', executor: 'LocalCommandLineCodeExecutor', work_dir: n.tmp('coding_') } });
        const kids = [
          a('The filter drops dates adjacent to holidays. I will change the check from `d - timedelta(days=1) in holidays` to `d in holidays`.\n```python\n# filename: calendar_gen.py\n...\n```\n```sh\npython -m pytest -q test_calendar.py\n```'),
          run('python -m pytest -q test_calendar.py'),
          a('Perhaps the holiday list is loaded with the wrong region. Switching `holidays.country_holidays("GB")` to `holidays.country_holidays("GB", subdiv="ENG")`.\n```sh\npython -m pytest -q test_calendar.py\n```'),
          run('python -m pytest -q test_calendar.py'),
          a('Maybe the weekday math is off by one: using `d.isoweekday() == 7` instead of `d.weekday() == 6` for Sundays.\n```sh\npython -m pytest -q test_calendar.py\n```'),
          run('python -m pytest -q test_calendar.py'),
          a('Trying to normalise timezone: convert session datetimes with `.astimezone(ZoneInfo("Europe/London")).date()` before filtering.\n```sh\npython -m pytest -q test_calendar.py\n```'),
          run('python -m pytest -q test_calendar.py'),
        ];
        return agent('GroupChat/initiate_chat', { sender: 'user_proxy', recipient: 'assistant', message: 'Fix calendar_gen.py so Sunday sessions after bank holiday Mondays are kept; make tests pass.' }, { summary: '', termination: 'max_consecutive_auto_reply reached' }, kids, { autogen_version: '0.2.' + n.int(20, 35), chat_id: n.uuid() });
      },
    },
    {
      domain: 'school pottery kilns', style: 'Claude Agent SDK transcript',
      isolates: 'An agent editing a school kiln controller\'s firing schedule changes three different segments and `kilnctl validate` rejects it with the same profile-bank checksum error each time (only the run id and timestamp change).',
      goal: 'Adjust the Year 9 glaze firing schedule (cone 6, slow cool) on the art department\'s kiln controller and get it validated before Friday\'s firing.',
      build(n) {
        const fail = () => `kilnctl 2.3.1  run=${n.hex(8)}  ${n.isoOff(n.tick(20), 0)}\nvalidating schedules/y9_glaze_c6.yaml against bank B ...\n  segments: 5  peak: 1222C  hold: 10min\nERROR E214: profile bank B checksum mismatch (stored 0x9C41, computed 0x3E07); refusing to stage schedule\nexit status 3`;
        const id = () => toolu(n);
        const a = (blocks) => llm('assistant', { turn: n.int(1, 50) }, { type: 'assistant', message: { role: 'assistant', content: blocks } }, { uuid: n.uuid() });
        const kids = [];
        const edits = [
          ['Segment 2 ramp is too fast for thick student pieces; lowering it from 150 to 100 C/h.', { file_path: 'schedules/y9_glaze_c6.yaml', old_string: 'rate: 150', new_string: 'rate: 100' }],
          ['Maybe the 10 minute hold at peak conflicts with the bank template; reducing hold to 5 minutes.', { file_path: 'schedules/y9_glaze_c6.yaml', old_string: 'hold: 10', new_string: 'hold: 5' }],
          ['The slow-cool segment uses a negative rate; switching to the controller\'s explicit cool syntax `cool_to: 1000, rate: 80`.', { file_path: 'schedules/y9_glaze_c6.yaml', old_string: 'rate: -80\n    target: 1000', new_string: 'cool_to: 1000\n    rate: 80' }],
        ];
        const i0 = id();
        kids.push(a([{ type: 'tool_use', id: i0, name: 'Bash', input: { command: 'kilnctl validate schedules/y9_glaze_c6.yaml --bank B' } }]));
        kids.push(tool('Bash', { command: 'kilnctl validate schedules/y9_glaze_c6.yaml --bank B' }, fail(), { error: 'Exit code 3' }));
        for (const [text, edit] of edits) {
          kids.push(a([{ type: 'text', text }, { type: 'tool_use', id: id(), name: 'Edit', input: edit }]));
          kids.push(tool('Edit', edit, `The file ${edit.file_path} has been updated.`));
          kids.push(a([{ type: 'tool_use', id: id(), name: 'Bash', input: { command: 'kilnctl validate schedules/y9_glaze_c6.yaml --bank B' } }]));
          kids.push(tool('Bash', { command: 'kilnctl validate schedules/y9_glaze_c6.yaml --bank B' }, fail(), { error: 'Exit code 3' }));
        }
        return agent('claude-agent-sdk query', { prompt: 'Adjust the Y9 cone 6 glaze schedule (slow cool) and validate it on bank B.', options: { cwd: '/srv/kiln-config' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 10 }, kids, { session_id: n.uuid(), model: 'claude-sonnet-4-5' });
      },
    },
    {
      domain: 'embroidery digitizing', style: 'smolagents',
      isolates: 'A digitizing agent changes stitch density, underlay and pull compensation in turn, and the DST export check reports the same over-long jump stitch at the same index every time.',
      goal: 'Digitize the Harbour Rowing Club crest for left-chest embroidery and export a DST file that passes the machine pre-flight check.',
      build(n) {
        const fail = () => `Execution logs:\n[preflight ${n.hms(n.tick(12))}] file=${n.tmp('crest_')}.dst stitches=18422 colors=4 size=89.6x71.2mm\nFAIL: jump stitch at index 4471 is 14.3 mm (max 12.1 mm for Tajima TMBR)\npreflight elapsed ${n.int(120, 900)}ms\nLast output from code snippet:\nFalse`;
        const steps = [
          ['Thought: Export with the current settings and run the pre-flight check.', 'ok = preflight(export_dst(design))\nprint(ok)'],
          ['Thought: Fill density may be too sparse and cause long travel; raising satin density from 0.40 mm to 0.35 mm spacing.', 'design.set_density("satin", 0.35)\nprint(preflight(export_dst(design)))'],
          ['Thought: Perhaps the edge-run underlay creates the jump; switching underlay to zigzag.', 'design.set_underlay("zigzag")\nprint(preflight(export_dst(design)))'],
          ['Thought: Increase pull compensation to 0.3 mm so the letters close up.', 'design.set_pull_comp(0.3)\nprint(preflight(export_dst(design)))'],
          ['Thought: Try reducing the design to 85 mm wide so travel runs shrink.', 'design.scale(width_mm=85)\nprint(preflight(export_dst(design)))'],
        ];
        const kids = steps.map(([t, code], i) => span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, [
          llm('LiteLLMModel.generate', { messages: ['<system: CodeAgent>', 'Task: Digitize Harbour Rowing Club crest...'] }, `${t}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'anthropic/claude-3-5-haiku-20241022' }),
          tool('python_interpreter', { code }, fail()),
        ], { metadata: { duration: n.secs() } }));
        return agent('CodeAgent.run', { task: 'Digitize the Harbour Rowing Club crest for left chest; export a DST that passes pre-flight.' }, { error: 'Reached max steps.' }, kids, { max_steps: 5, tools: ['export_dst', 'preflight', 'final_answer'] });
      },
    },
    {
      domain: 'concrete batching plant', style: 'Strands Agents',
      isolates: 'A batching-plant agent swaps admixture, cement type and aggregate grading in a mix design and the compliance check fails every time with the same water/cement ratio breach for exposure class XC4.',
      goal: 'Produce a C32/40 mix design for the Quay Road bridge deck pour that passes the EN 206 compliance check and release it to the batching computer.',
      build(n) {
        const fail = () => ({ status: 'FAIL', checks: [{ rule: 'EN206 Table F.1 XC4 max w/c', limit: 0.50, actual: 0.55, result: 'FAIL' }, { rule: 'min cement content XC4', limit: 300, actual: 320, result: 'PASS' }], checked_at: n.iso(n.tick(40)), checker_build: 'mixcheck-' + n.hex(7), elapsed_ms: n.int(40, 400) });
        const cyc = (i, text, toolName, args, out) => span('cycle', `Cycle ${i}`, { 'event_loop.cycle_id': n.uuid() }, null, [
          llm('Model invoke', { messages: ['...'] }, { role: 'assistant', content: [{ text }, { toolUse: { toolUseId: 'tooluse_' + n.b62(22), name: toolName, input: args } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }),
          tool(`Tool: ${toolName}`, args, out),
        ]);
        const check = () => ({ content: [{ json: fail() }], status: 'success' });
        const kids = [
          cyc(1, 'Running the compliance check on the current draft QR-DECK-03.', 'check_mix', { mix_id: 'QR-DECK-03' }, check()),
          cyc(2, 'Swap the plasticiser for a PCE superplasticiser (MasterGlenium 51) at 0.8% of binder.', 'update_mix', { mix_id: 'QR-DECK-03', admixture: { type: 'PCE', product: 'MasterGlenium 51', dose_pct_binder: 0.8 } }, { content: [{ text: 'updated rev 4' }], status: 'success' }),
          cyc(3, 'Check again after the admixture change.', 'check_mix', { mix_id: 'QR-DECK-03' }, check()),
          cyc(4, 'Change cement from CEM II/A-LL to CEM I 52.5N for early strength.', 'update_mix', { mix_id: 'QR-DECK-03', cement: 'CEM I 52.5N' }, { content: [{ text: 'updated rev 5' }], status: 'success' }),
          cyc(5, 'Re-check with CEM I.', 'check_mix', { mix_id: 'QR-DECK-03' }, check()),
          cyc(6, 'Use the 4/20 mm crushed granite grading instead of 4/10 mm river gravel.', 'update_mix', { mix_id: 'QR-DECK-03', coarse_aggregate: '4/20 crushed granite' }, { content: [{ text: 'updated rev 6' }], status: 'success' }),
          cyc(7, 'Re-check with the new grading.', 'check_mix', { mix_id: 'QR-DECK-03' }, check()),
        ];
        return agent('Invoke Agent', { prompt: 'C32/40 mix for Quay Road bridge deck; pass EN 206 check and release to batching.' }, { stop_reason: 'max_tokens' }, kids, { 'gen_ai.agent.name': 'mix_designer', 'strands.version': '0.1.' + n.int(5, 9) });
      },
    },
  ],
};
