// Family 4: a different fix each time, the same check fails the same way (only volatile parts differ).
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, anOut } from './lib.mjs';

export const family = {
  name: 'fix_attempts_same_failure', loop: true, stagnation: false,
  behaviour: 'After each of 3+ different edits or settings the same verification fails with identical output apart from durations, timestamps, temp paths, addresses and run ids; it never passes.',
};

export const rows = [
  {
    id: '01', domain: 'Go pricing service gRPC deadlines (coding)', style: 'SWE-agent',
    isolates: 'Three different timeout-related edits to a Go service are each followed by the same failing go test with the same assertion, differing only in timings.',
    goal: 'Fix the failing TestQuoteUpstreamDeadline in internal/pricing so CI passes.',
    build: (n) => {
      const fail = () => `--- FAIL: TestQuoteUpstreamDeadline (${n.secs(2, 3)}s)\n    quote_test.go:88: expected status code DeadlineExceeded, got Unavailable: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:${n.port()}: connect: connection refused"\nFAIL\nFAIL\tgithub.com/acme/pricing/internal/pricing\t${n.secs(2, 4)}s\nFAIL`;
      const edits = [
        ['edit internal/pricing/client.go 41:41', 'ctx, cancel := context.WithTimeout(ctx, 2*time.Second)', 'the shorter per-call timeout', 'DISCUSSION\nThe test expects DeadlineExceeded, so maybe our client timeout is too long and the dial error wins. I will shorten the per-call timeout from 5s to 2s.'],
        ['edit internal/pricing/config.go 17:17', 'UpstreamTimeout: 500 * time.Millisecond,', 'lowering UpstreamTimeout in config', 'DISCUSSION\nStill Unavailable. The default in config overrides the context timeout; lowering UpstreamTimeout to 500ms should make the deadline fire first.'],
        ['edit internal/pricing/client.go 29:31', 'grpc.WithDefaultCallOptions(grpc.WaitForReady(true)),', 'enabling WaitForReady on the dial options', 'DISCUSSION\nWith WaitForReady the call should block until the deadline instead of failing fast on connection refused, which would yield DeadlineExceeded.'],
      ];
      const kids = [llm('model_query', { history: '[system, demonstration, issue]' }, { thought: 'DISCUSSION\nLet me run the failing test to see the error first.', action: 'go test ./internal/pricing/ -run TestQuoteUpstreamDeadline' }, { metadata: { model: 'gpt-4o', cost: Number((n.r() * 0.05).toFixed(4)) } }),
        tool('bash', { command: 'go test ./internal/pricing/ -run TestQuoteUpstreamDeadline' }, fail(), { metadata: { returncode: 1 } })];
      edits.forEach(([cmd, body, what, thought]) => {
        kids.push(llm('model_query', { history: `[${kids.length + 3} turns]` }, { thought, action: `${cmd}\n${body}\nend_of_edit` }, { metadata: { model: 'gpt-4o', cost: Number((n.r() * 0.05).toFixed(4)) } }));
        kids.push(tool('edit', { command: cmd, replacement: body }, `File updated. Please review the changes and make sure they are correct.\n[File: /repo/${cmd.split(' ')[1]} (${n.int(80, 200)} lines total)]`));
        kids.push(llm('model_query', { history: `[${kids.length + 3} turns]` }, { thought: `DISCUSSION\nNow checking whether ${what} changes the result.`, action: 'go test ./internal/pricing/ -run TestQuoteUpstreamDeadline' }, { metadata: { model: 'gpt-4o' } }));
        n.adv(5000, 15000);
        kids.push(tool('bash', { command: 'go test ./internal/pricing/ -run TestQuoteUpstreamDeadline' }, fail(), { metadata: { returncode: 1 } }));
      });
      return agent('SWE-agent run', { instance_id: 'acme__pricing-412', problem_statement: 'TestQuoteUpstreamDeadline fails on main' }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent 0.7', per_instance_cost_limit: 2.0 });
    },
  },
  {
    id: '02', domain: 'Nix flake build of a Hugo documentation site (devops)', style: 'Claude Agent SDK transcript',
    isolates: 'Three different Nix and Hugo changes each end in the same template error from nix build; only the store hash and build timings differ.',
    goal: 'Make `nix build .#docs` succeed for the documentation site so the Pages deploy job goes green.',
    build: (n) => {
      const fail = () => `warning: Git tree '/home/runner/work/docs' is dirty\nerror: builder for '/nix/store/${n.alnum(32, 'abcdfghijklmnpqrsvwxyz0123456789')}-docs-site-0.1.0.drv' failed with exit code 255;\n       last 5 log lines:\n       > Start building sites …\n       > hugo v0.125.4+extended linux/amd64 BuildDate=unknown\n       > ERROR render of "page" failed: "/build/source/layouts/_default/baseof.html:12:21": execute of template failed: template: _default/single.html:12:21: executing "head" at <.Site.Author.name>: can't evaluate field name in type interface {}\n       > Total in ${n.int(80, 400)} ms\n       For full logs, run 'nix log /nix/store/${n.alnum(32, 'abcdfghijklmnpqrsvwxyz0123456789')}-docs-site-0.1.0.drv'.`;
      const steps = [
        ['The template error could come from an older Hugo in nixpkgs. I will pin nixpkgs to nixos-24.05 in flake.nix.', 'Edit', { file_path: 'flake.nix', old_string: 'nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";', new_string: 'nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";' }],
        ['Same error. Perhaps the config is read as TOML from the wrong environment; set HUGO_ENVIRONMENT=production in the derivation.', 'Edit', { file_path: 'nix/docs.nix', old_string: 'buildPhase = "hugo --minify";', new_string: 'buildPhase = "HUGO_ENVIRONMENT=production hugo --minify";' }],
        ['Still failing. Adding an author block under [params] in hugo.toml might give the template something to read.', 'Edit', { file_path: 'hugo.toml', old_string: '[params]', new_string: '[params]\n  author = "Docs Team"' }],
      ];
      const kids = [];
      kids.push(llm('assistant', { session_id: 'sess', turn: 1 }, anOut(n, 'I\'ll start by reproducing the failing build.', [['toolu_01' + n.alnum(20), 'Bash', { command: 'nix build .#docs -L', description: 'Build docs flake output' }]])));
      kids.push(tool('Bash', { command: 'nix build .#docs -L' }, { type: 'tool_result', is_error: true, content: fail() }, { error: 'exit code 1' }));
      steps.forEach(([text, t, inp], i) => {
        kids.push(llm('assistant', { turn: 2 + i * 2 }, anOut(n, text, [['toolu_01' + n.alnum(20), t, inp]])));
        kids.push(tool(t, inp, { type: 'tool_result', content: `The file ${inp.file_path} has been updated.` }));
        kids.push(llm('assistant', { turn: 3 + i * 2 }, anOut(n, null, [['toolu_01' + n.alnum(20), 'Bash', { command: 'nix build .#docs -L', description: 'Rebuild' }]])));
        n.adv(20000, 60000);
        kids.push(tool('Bash', { command: 'nix build .#docs -L' }, { type: 'tool_result', is_error: true, content: fail() }, { error: 'exit code 1' }));
      });
      return agent('claude-agent-sdk query', { prompt: 'Make nix build .#docs succeed.', options: { allowed_tools: ['Bash', 'Edit', 'Read'], max_turns: 8 } }, { type: 'result', subtype: 'error_max_turns', num_turns: 8, total_cost_usd: Number((0.2 + n.r()).toFixed(4)), session_id: n.uuid() }, kids, { cwd: '/home/runner/work/docs', permission_mode: 'acceptEdits' });
    },
  },
  {
    id: '03', domain: 'Prometheus alert rule unit tests (observability)', style: 'OpenHands',
    isolates: 'Three different rewrites of an alert expression are each followed by the identical promtool test failure, differing only in timing.',
    goal: 'Make the new DiskWillFillIn4h alert rule pass its promtool unit test before merging the monitoring PR.',
    build: (n) => {
      const fail = () => `Unit Testing:  tests/disk_alerts_test.yml\n  FAILED:\n    alertname: DiskWillFillIn4h, time: 2h,\n        exp:[\n            0:\n              Labels:{alertname="DiskWillFillIn4h", instance="node1:9100", mountpoint="/var", severity="warning"}\n              Annotations:{summary="/var on node1:9100 fills within 4h"}\n            ],\n        got:[]\n\nSUCCESS: 0/1 tests passed in ${n.int(12, 90)}ms`;
      const exprs = [
        ['predict_linear(node_filesystem_avail_bytes{mountpoint="/var"}[1h], 4*3600) < 0', 'I think the range window is too short for the synthetic series; widening the lookback to 1h.'],
        ['predict_linear(node_filesystem_avail_bytes{fstype!="tmpfs"}[30m], 4 * 3600) < 0 and on(instance, mountpoint) node_filesystem_readonly == 0', 'Maybe the mountpoint selector is filtering the series out. Switching to an fstype filter and excluding read-only mounts.'],
        ['predict_linear(node_filesystem_avail_bytes[30m], 14400) <= 0', 'Dropping every label filter and using <= 0 in case the prediction lands exactly on zero.'],
      ];
      const kids = [];
      kids.push(span('action', 'CmdRunAction', { command: 'promtool test rules tests/disk_alerts_test.yml', thought: 'Run the rule test to see the failure.' }, null));
      kids.push(tool('CmdOutputObservation', { command: 'promtool test rules tests/disk_alerts_test.yml' }, { content: fail(), exit_code: 1, metadata: { pid: n.pid(), working_dir: '/workspace/monitoring', py_interpreter_path: '/openhands/poetry/.venv/bin/python' } }, { error: 'exit code 1' }));
      exprs.forEach(([e, thought]) => {
        kids.push(llm('LLM completion', { messages: `[${kids.length + 2} messages]` }, { content: thought, tool_calls: [oaCall('toolu_' + n.alnum(20), 'str_replace_editor', { command: 'str_replace', path: '/workspace/monitoring/rules/disk.yml', new_str: `expr: ${e}` })] }, { metadata: { model: 'anthropic/claude-3-5-sonnet-20241022', response_latency: Number(n.secs(2, 9)) } }));
        kids.push(tool('FileEditObservation', { path: '/workspace/monitoring/rules/disk.yml', new_str: `expr: ${e}` }, { content: 'The file /workspace/monitoring/rules/disk.yml has been edited. Review the changes and make sure they are as expected.' }));
        kids.push(llm('LLM completion', { messages: `[${kids.length + 2} messages]` }, { content: '', tool_calls: [oaCall('toolu_' + n.alnum(20), 'execute_bash', { command: 'promtool test rules tests/disk_alerts_test.yml' })] }, { metadata: { model: 'anthropic/claude-3-5-sonnet-20241022' } }));
        n.adv(2000, 8000);
        kids.push(tool('CmdOutputObservation', { command: 'promtool test rules tests/disk_alerts_test.yml' }, { content: fail(), exit_code: 1, metadata: { pid: n.pid(), working_dir: '/workspace/monitoring', hostname: n.pod('runtime') } }, { error: 'exit code 1' }));
      });
      return agent('CodeActAgent', { task: 'Make DiskWillFillIn4h pass promtool tests.' }, { agent_state: 'ERROR', reason: 'AgentStuckInLoopError' }, kids, { conversation_id: n.hex(32), max_iterations: 14 });
    },
  },
  {
    id: '04', domain: 'Redis cluster resharding script (devops)', style: 'AutoGen / AG2',
    isolates: 'An AutoGen assistant proposes three different changes to a resharding script and the executor reports the same slot-coverage assertion failure each time.',
    goal: 'Fix reshard.py so that after moving slots to the new node every one of the 16384 slots is covered and its test passes.',
    build: (n) => {
      const fail = () => `exitcode: 1 (execution failed)\nCode output: ============================= test session starts ==============================\ncollected 3 items\n\ntests/test_reshard.py ..F                                                [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_all_slots_covered ____________________________\n>       assert covered == 16384\nE       assert 16383 == 16384\n\ntests/test_reshard.py:57: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_reshard.py::test_all_slots_covered - assert 16383 == 16384\n========================= 1 failed, 2 passed in ${n.secs(0.5, 3)}s =========================\n(workdir: ${n.tmp('coding_')})`;
      const fixes = [
        'The slot loop uses range(start, end), which skips the end slot. Change it to range(start, end + 1) in plan_moves().',
        'Still 16383. The migration batch may be dropping the last partial batch; I will flush remaining keys after the loop in migrate_slot().',
        'Still off by one. I will compute the target ranges with divmod so the remainder slots go to the last node instead of being truncated.',
      ];
      const kids = [
        span('message', 'user_proxy -> assistant', { content: 'Fix reshard.py; run pytest -q tests/test_reshard.py until green.' }, null),
        llm('assistant', { messages: '[2 messages]' }, { content: 'Let me run the tests first.\n```sh\npytest -q tests/test_reshard.py\n```' }, { metadata: { model: 'gpt-4o', cost: Number((n.r() * 0.02).toFixed(4)) } }),
        tool('user_proxy.execute_code_blocks', { lang: 'sh', code: 'pytest -q tests/test_reshard.py' }, fail(), { error: 'exitcode: 1' }),
      ];
      fixes.forEach((f, i) => {
        kids.push(llm('assistant', { messages: `[${4 + i * 2} messages]` }, { content: `${f}\n\`\`\`python\n# filename: reshard.py\n# ... patched version ${i + 1} ...\n\`\`\`\n\`\`\`sh\npytest -q tests/test_reshard.py\n\`\`\`` }, { metadata: { model: 'gpt-4o', cost: Number((n.r() * 0.02).toFixed(4)) } }));
        n.adv(3000, 9000);
        kids.push(tool('user_proxy.execute_code_blocks', { lang: 'sh', code: 'pytest -q tests/test_reshard.py' }, fail(), { error: 'exitcode: 1' }));
      });
      return agent('initiate_chat', { sender: 'user_proxy', recipient: 'assistant', max_turns: 5 }, { summary: '', chat_history_len: 10, cost: { usage_including_cached_inference: { total_cost: Number((n.r() * 0.1).toFixed(4)) } } }, kids, { ag2_version: '0.4', termination: 'max_turns' });
    },
  },
  {
    id: '05', domain: 'terrarium shop storefront theme lint (e-commerce)', style: 'Strands Agents',
    isolates: 'Three different Liquid edits are each followed by the same theme-check offense on the same line, with only the run duration changing.',
    goal: 'Clear the theme-check error in the product template of the terrarium shop theme so the theme can be published.',
    build: (n) => {
      const fail = () => `Checking /${n.tmp('theme-')} ...\nsections/main-product.liquid:48: error: UndefinedObject: Unknown object 'moss_variant' used.\n\n${n.int(112, 113)} files inspected, 1 offense detected, 0 offenses auto-correctable\nFinished in ${n.secs(0.8, 3)}s`;
      const tries = [
        ['Rename moss_variant to product.selected_or_first_available_variant in the price block.', { path: 'sections/main-product.liquid', line: 52, text: '{{ product.selected_or_first_available_variant.price | money }}' }],
        ['Declare it with an assign at the top of the section so the linter sees it.', { path: 'sections/main-product.liquid', line: 3, text: "{% assign moss_variant = product.variants | where: 'option1', 'Moss' | first %}" }],
        ['Move the snippet render into a capture and pass the variant explicitly.', { path: 'snippets/moss-price.liquid', line: 1, text: "{% render 'moss-price', variant: product.selected_variant %}" }],
      ];
      const kids = [llm('BedrockModel.stream', { messages: [user('Fix theme-check error in the product template.')] }, { content: [{ toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'shell', input: { command: 'shopify theme check --fail-level error' } } }], stopReason: 'tool_use' }, { metadata: { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet', event_loop_cycle_id: n.uuid() } }),
        tool('shell', { command: 'shopify theme check --fail-level error' }, { status: 'error', content: [{ text: fail() }] }, { error: 'exit status 1' })];
      tries.forEach(([t, e]) => {
        kids.push(llm('BedrockModel.stream', { messages: `[${kids.length + 1} messages]` }, { content: [{ text: t }, { toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'editor', input: e } }], stopReason: 'tool_use' }, { metadata: { event_loop_cycle_id: n.uuid() } }));
        kids.push(tool('editor', e, { status: 'success', content: [{ text: `Edited ${e.path} at line ${e.line}` }] }));
        kids.push(llm('BedrockModel.stream', { messages: `[${kids.length + 1} messages]` }, { content: [{ toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'shell', input: { command: 'shopify theme check --fail-level error' } } }], stopReason: 'tool_use' }, { metadata: { event_loop_cycle_id: n.uuid() } }));
        n.adv(4000, 10000);
        kids.push(tool('shell', { command: 'shopify theme check --fail-level error' }, { status: 'error', content: [{ text: fail() }] }, { error: 'exit status 1' }));
      });
      return agent('invoke_agent theme-fixer', { prompt: 'Fix theme-check error in product template.' }, { stop_reason: 'max_tokens' }, kids, { 'strands.agent.name': 'theme-fixer', 'gen_ai.system': 'strands-agents', cycles: 10 });
    },
  },
  {
    id: '06', domain: 'lighthouse keeper rota solver', style: 'Inspect AI eval log',
    isolates: 'In an Inspect AI sample the solver changes three different constraints in a rota model and pytest reports the same infeasible-solution failure every time.',
    goal: 'Make the lighthouse keeper rota solver produce a feasible 8-week rota (two keepers on station at all times, no keeper more than 28 consecutive days) so test_rota_feasible passes.',
    build: (n) => {
      const fail = () => `F                                                                        [100%]\n=================================== FAILURES ===================================\n_____________________________ test_rota_feasible ______________________________\n\n    def test_rota_feasible():\n        status, rota = solve(KEEPERS, weeks=8)\n>       assert status == cp_model.OPTIMAL or status == cp_model.FEASIBLE\nE       AssertionError: assert 3 == 4\nE        +  where 3 = INFEASIBLE\n\ntest_rota.py:21: AssertionError\n-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n1 failed in ${n.secs(1, 6)}s\n[solver wall time ${n.secs(0.05, 0.9)}s, search branches ${n.int(0, 40)}]`;
      const changes = [
        'The relief-boat day constraint forces all changeovers onto Tuesdays; relax it to allow Tuesday or Friday.',
        'Raise the maximum consecutive stretch variable bound from 28 to the inclusive form (<= 28 instead of < 28).',
        'Allow the relief keeper to cover up to 12 days per 8 weeks instead of 8.',
      ];
      const events = [span('sample_init', 'sample_init', { sample_id: 'rota-3', epoch: 1 }, { sandbox: 'docker', container: n.pod('inspect') })];
      changes.forEach((c, i) => {
        events.push(llm('model', { model: 'openai/gpt-4o', input: `[${3 + i * 4} messages]` }, { choices: [{ message: { role: 'assistant', content: c, tool_calls: [{ id: 'call_' + n.alnum(24), function: 'python', arguments: { code: `patch_constraint(${i + 1})` } }] }, stop_reason: 'tool_calls' }] }, { metadata: { timestamp: n.isoOffset(0), working_start: Number(n.secs(10, 200)) } }));
        events.push(tool('tool', { function: 'python', arguments: { code: `patch_constraint(${i + 1})` } }, { result: `patched rota/model.py (constraint ${i + 1})` }));
        events.push(llm('model', { model: 'openai/gpt-4o', input: `[${5 + i * 4} messages]` }, { choices: [{ message: { role: 'assistant', content: '', tool_calls: [{ id: 'call_' + n.alnum(24), function: 'bash', arguments: { cmd: 'pytest -q test_rota.py' } }] }, stop_reason: 'tool_calls' }] }));
        n.adv(5000, 20000);
        events.push(tool('tool', { function: 'bash', arguments: { cmd: 'pytest -q test_rota.py' } }, { result: fail() }, { error: 'exit code 1' }));
      });
      return agent('sample rota-3', { task: 'rota_feasibility', input: 'Make test_rota_feasible pass.' }, { score: { value: 'I', explanation: 'tests still failing' }, limit: { type: 'message', limit: 16 } }, events, { eval_id: n.alnum(22), run_id: n.alnum(22), inspect_version: '0.3.x' });
    },
  },
];
