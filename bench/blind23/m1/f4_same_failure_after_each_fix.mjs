import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, bt, aText, aTool, aResult } from './lib.mjs';

export const family = {
  name: 'same_failure_after_each_fix',
  loop: true,
  stagnation: false,
  isolates: 'Three or more different fixes are applied, and after each one the same verification fails in the same way; the outputs differ only in durations, timestamps, temp paths, seeds or run ids. It never passes.',
};

export const rows = [
  {
    n: '01', domain: 'golf driving range ball dispensers', style: 'Roo Code task history (api_conversation_history / ui_messages)',
    isolates: 'A Flutter golden test fails with the same 2.31% / 1832 px diff after a font change, a padding change and a textScaler change; only timings and failure-image temp paths differ.',
    goal: 'Make test/golden/bucket_card_golden_test.dart pass in the RangeBucket dispenser app after the card redesign.',
    build: (c) => {
      const ui = (say) => ({ ts: c.epochMs(), type: 'say', say });
      const run = () => `00:0${c.int(2, 9)} +0: loading /app/test/golden/bucket_card_golden_test.dart\n00:${c.int(10, 19)} +0 -1: BucketCard large bucket matches golden [E]\n  Pixel test failed, 2.31%, 1832px diff detected.\n  Failure feedback can be found at /app/test/golden/failures\n  package:flutter_test/src/goldens.dart:${c.int(300, 320)}\n  test/golden/bucket_card_golden_test.dart 41:7   main.<fn>\n\n00:${c.int(20, 29)} +0 -1: Some tests failed.\nmasterImage: /tmp/flutter_goldens_${c.alnum(6)}/bucket_card_large_masterImage.png`;
      const cmd = 'flutter test test/golden/bucket_card_golden_test.dart';
      const steps = [
        ['Roboto is not bundled in tests, so text renders with Ahem. Switching the card title to the bundled Inter font.', 'lib/widgets/bucket_card.dart', "-  style: TextStyle(fontFamily: 'Roboto', fontSize: 18),\n+  style: TextStyle(fontFamily: 'Inter', fontSize: 18),"],
        ['Same diff. The redesign changed the inner padding from 12 to 16; the golden was recorded with 12, so I will restore 12.', 'lib/widgets/bucket_card.dart', '-  padding: const EdgeInsets.all(16),\n+  padding: const EdgeInsets.all(12),'],
        ['Still 2.31%. Perhaps the test surface uses a different text scale; pinning TextScaler.noScaling in the test wrapper.', 'test/golden/bucket_card_golden_test.dart', '+  MediaQuery(data: const MediaQueryData(textScaler: TextScaler.noScaling), child: card),'],
      ];
      const kids = [
        llm('api_req', { role: 'user', content: [{ type: 'text', text: `<task>Make the bucket card golden test pass.</task>` }] }, { role: 'assistant', content: [{ type: 'text', text: `<execute_command>\n<command>${cmd}</command>\n</execute_command>` }] }, ui('api_req_started')),
        tool('execute_command', { command: cmd }, run(), ui('command_output')),
      ];
      for (const [why, path, diff] of steps) {
        kids.push(llm('api_req', { role: 'user', content: [{ type: 'text', text: '[execute_command] Result: Command executed. Exit code: 1' }] }, { role: 'assistant', content: [{ type: 'text', text: `<thinking>${why}</thinking>\n<apply_diff>\n<path>${path}</path>\n<diff>${diff}</diff>\n</apply_diff>` }] }, ui('api_req_started')));
        kids.push(tool('apply_diff', { path, diff }, `Changes successfully applied to ${path}`, ui('tool')));
        c.adv(20);
        kids.push(tool('execute_command', { command: cmd }, run(), ui('command_output')));
      }
      return agent('roo.task', { task: 'Make the bucket card golden test pass.' }, { status: 'interrupted', last_ask: 'resume_task' }, kids, { taskId: c.uuid(), mode: 'code', apiProvider: 'openrouter', modelId: 'anthropic/claude-sonnet-4' });
    },
  },
  {
    n: '02', domain: 'pallet scanner handheld firmware', style: 'Goose session log',
    isolates: 'A cross-compile link error (undefined reference to __atomic_fetch_add_8) reappears identically after three different CMake/toolchain edits; only ninja timings and build ids change.',
    goal: 'Get the ARM cross-build of the PalletTrack handheld scanner firmware linking again after adding the offline upload queue.',
    build: (c) => {
      const build = () => `[${c.int(38, 41)}/42] Linking CXX executable pallettrack.elf\nFAILED: pallettrack.elf\n: && /opt/arm-gnu-toolchain-13.2/bin/arm-none-linux-gnueabihf-g++ -O2 CMakeFiles/pallettrack.dir/src/upload_queue.cpp.o ... -o pallettrack.elf && :\n/opt/arm-gnu-toolchain-13.2/bin/../lib/gcc/arm-none-linux-gnueabihf/13.2.1/../../../../arm-none-linux-gnueabihf/bin/ld: CMakeFiles/pallettrack.dir/src/upload_queue.cpp.o: in function \`UploadQueue::push(Scan const&)':\nupload_queue.cpp:(.text+0x${c.hex(3)}): undefined reference to \`__atomic_fetch_add_8'\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed.\nreal\t0m${c.int(2, 9)}.${c.int(100, 999)}s`;
      const kids = [];
      const sh = (command, text) => { const id = 'toolu_' + c.alnum(24); return [id, tool('developer__shell', { command }, { type: 'toolResponse', id, toolResult: { status: 'success', value: [{ type: 'text', text }] } })]; };
      const say = (text, id, command) => llm('assistant', [{ role: 'user', created: c.epoch(), content: [{ type: 'toolResponse' }] }], { role: 'assistant', created: c.epoch(), content: [{ type: 'text', text }, { type: 'toolRequest', id, toolCall: { status: 'success', value: { name: 'developer__shell', arguments: { command } } } }] });
      const B = 'cmake --build build-arm 2>&1 | tail -8';
      let [id, t] = sh(B, build());
      kids.push(say('Reproducing the link failure.', id, B), t);
      const fixes = [
        ['64-bit atomics on armv7 need libatomic. Adding it to the executable link line.', "sed -i 's/target_link_libraries(pallettrack PRIVATE core)/target_link_libraries(pallettrack PRIVATE core atomic)/' CMakeLists.txt && " + B],
        ['Still unresolved. The toolchain file may be dropping extra libs; appending -latomic to CMAKE_EXE_LINKER_FLAGS_INIT in cmake/arm-toolchain.cmake and reconfiguring.', "echo 'set(CMAKE_EXE_LINKER_FLAGS_INIT \"-latomic\")' >> cmake/arm-toolchain.cmake && cmake -S . -B build-arm -DCMAKE_TOOLCHAIN_FILE=cmake/arm-toolchain.cmake >/dev/null && " + B],
        ['Same symbol. Replacing std::atomic<uint64_t> with std::atomic<uint32_t> for the sequence counter in upload_queue.h.', "sed -i 's/std::atomic<uint64_t> seq_/std::atomic<uint32_t> seq_/' src/upload_queue.h && " + B],
        ['Unchanged. Trying -march=armv7-a+simd so the compiler can inline ldrexd/strexd.', "sed -i 's/-march=armv7-a/-march=armv7-a+simd/' cmake/arm-toolchain.cmake && " + B],
      ];
      for (const [why, cmd] of fixes) { c.adv(40); [id, t] = sh(cmd, build()); kids.push(say(why, id, cmd), t); }
      return agent('goose session', { session: 'pallettrack-link' }, { ended: 'user_interrupt' }, kids, { goose_version: '1.1.0', provider: 'anthropic', model: 'claude-3-5-sonnet-latest', working_dir: '/home/fw/pallettrack' });
    },
  },
  {
    n: '03', domain: 'tanning salon booking site', style: 'OpenHands event stream (CmdRunAction / FileEditAction)',
    isolates: '`nginx -t` keeps reporting the same [emerg] line after three different config edits (the agent edits a file nginx never loads); only the timestamp prefix and pid differ.',
    goal: 'Fix the nginx config for the SunBay Tanning booking site so `nginx -t` passes and /book is proxied to the Node app.',
    build: (c) => {
      const test = () => `${c.eu().replace(/\./g, '/').replace(/^(\d+)\/(\d+)\/(\d+)/, '$3/$2/$1')} [emerg] ${c.pid()}#${c.pid()}: "proxy_pass" cannot have URI part in location given by regular expression, or inside named location, or inside "if" statement, or inside "limit_except" block in /etc/nginx/sites-enabled/sunbay.conf:27\nnginx: configuration file /etc/nginx/nginx.conf test failed\n[Command finished with exit code 1]`;
      const kids = [];
      const act = (thought, action, args) => llm('LLM completion', { messages: '[...]' }, { thought, action, args }, { model: 'litellm_proxy/claude-3-7-sonnet', response_id: c.msgId(), cost: +(c.rand() * 0.03).toFixed(4) });
      const cmd = (command) => { c.adv(4); return tool('CmdRunAction', { command }, { observation: 'run', content: test(), extras: { command, metadata: { exit_code: 1, pid: -1, py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', working_dir: '/workspace', prefix: '', suffix: `\n[The command completed with exit code 1.]` } } }); };
      kids.push(act('Run the config test first.', 'run', { command: 'sudo nginx -t' }), cmd('sudo nginx -t'));
      const edits = [
        ['The regex location ~ ^/book passes proxy_pass with a URI. Removing the trailing /api/ path.', 'proxy_pass http://127.0.0.1:3000/api/;', 'proxy_pass http://127.0.0.1:3000;'],
        ['Converting the regex location into a prefix location so a URI part is allowed.', 'location ~ ^/book {', 'location /book/ {'],
        ['Wrapping the rewrite instead: add rewrite ^/book(.*)$ /api$1 break; before proxy_pass.', '    proxy_pass http://127.0.0.1:3000;', '    rewrite ^/book(.*)$ /api$1 break;\n    proxy_pass http://127.0.0.1:3000;'],
      ];
      for (const [th, o, n] of edits) {
        kids.push(act(th, 'edit', { path: '/etc/nginx/sites-available/sunbay.conf', old_str: o, new_str: n }));
        kids.push(tool('FileEditAction', { path: '/etc/nginx/sites-available/sunbay.conf', command: 'str_replace', old_str: o, new_str: n }, { observation: 'edit', content: `The file /etc/nginx/sites-available/sunbay.conf has been edited. Here's the result of running \`cat -n\` on a snippet...` }));
        kids.push(act('Re-test.', 'run', { command: 'sudo nginx -t' }), cmd('sudo nginx -t'));
      }
      return agent('CodeActAgent', { task: 'Fix the nginx config so nginx -t passes.' }, { agent_state: 'error', reason: 'max_iterations (12) reached' }, kids, { sid: c.uuid(), openhands_version: '0.39.1', runtime: 'docker', container: 'openhands-runtime-' + c.hex(12) });
    },
  },
  {
    n: '04', domain: 'propane delivery depot servers', style: 'Braintrust spans',
    isolates: 'ansible-playbook --check fails on the same undefined variable after the agent defines it in three different places that this inventory never reads; only PLAY RECAP timings and log paths change.',
    goal: 'Get the tank-gauge poller role deploying to the Harlan County propane depot servers via ansible-playbook --check.',
    build: (c) => {
      const run = () => `PLAY [gauge_pollers] ***********************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [depot-harlan-01]\n\nTASK [tank_gauge : render poller config] ***************************************\nfatal: [depot-harlan-01]: FAILED! => {"msg": "The task includes an option with an undefined variable. The error was: 'tank_gauge_api_token' is undefined. 'tank_gauge_api_token' is undefined\\n\\nThe error appears to be in '/home/ops/depots/roles/tank_gauge/tasks/main.yml': line 9, column 3"}\n\nPLAY RECAP *********************************************************************\ndepot-harlan-01 : ok=1 changed=0 unreachable=0 failed=1 skipped=0 rescued=0 ignored=0\n\n${c.dayName()} ${c.dateOnly()} ${c.syslog().slice(-8)} (0:00:0${c.int(3, 8)}.${c.int(100, 999)})  log: /tmp/ansible-${c.alnum(8)}.log`;
      const cmd = { command: 'ansible-playbook -i inventories/harlan site.yml --check --limit gauge_pollers' };
      const kids = [bt(c, 'tool', 'shell', cmd, { stdout: run(), rc: 2 })];
      const fixes = [
        ['group_vars/all.yml', 'Define the token in group_vars/all.yml from the vault lookup.', "tank_gauge_api_token: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=depots/gauge:token') }}\""],
        ['roles/tank_gauge/defaults/main.yml', 'The play may not load top-level group_vars; put a default in the role instead, reading the env var.', "tank_gauge_api_token: \"{{ lookup('env', 'GAUGE_TOKEN') }}\""],
        ['site.yml', 'Add vars_files: [secrets/gauge.yml] to the play so the token is loaded explicitly.', '  vars_files:\n    - secrets/gauge.yml'],
      ];
      for (const [path, why, content] of fixes) {
        kids.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'Fix and re-run.' }], [{ role: 'assistant', content: why, tool_calls: [{ function: { name: 'edit_file', arguments: JSON.stringify({ path, append: content }) } }] }], [], { model: 'gpt-4.1' }));
        kids.push(bt(c, 'tool', 'edit_file', { path, append: content }, { ok: true, bytes_written: content.length + 1 }));
        c.adv(30);
        kids.push(bt(c, 'tool', 'shell', cmd, { stdout: run(), rc: 2 }));
      }
      return bt(c, 'task', 'deploy_check', { playbook: 'site.yml', inventory: 'inventories/harlan' }, { passed: false }, kids, { experiment: 'infra-agent-nightly' });
    },
  },
  {
    n: '05', domain: 'firewood delivery orders', style: 'OpenLLMetry / Traceloop',
    isolates: 'A postcode validation check reports the same 14 unexpected values after three different cleaning edits to the order CSV; only run ids and validation times change.',
    goal: 'Clean the October firewood delivery orders export so the delivery-planning data check passes before routes are built.',
    build: (c) => {
      const check = () => ({ success: false, run_id: { run_name: `orders_oct-${c.compact()}`, run_time: c.isoMicro() }, results: [{ expectation_config: { expectation_type: 'expect_column_values_to_match_regex', kwargs: { column: 'postcode', regex: '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$' } }, success: false, result: { element_count: 412, unexpected_count: 14, unexpected_percent: 3.398, partial_unexpected_list: ['hr4 9aq', 'SY8  1BX', 'LD3-7HU', 'hr2 6jq', 'WR15 8QA '] } }], statistics: { evaluated_expectations: 6, successful_expectations: 5 }, meta: { validation_time: c.compact(), checkpoint: 'orders_checkpoint' } });
      const sys = { role: 'system', content: 'You prepare delivery data for Teme Valley Logs. Fix data problems with clean_csv, then run run_checkpoint.' };
      const kids = [];
      const edits = [
        ['Postcodes have lowercase and stray spaces. Uppercasing and trimming the postcode column.', { file: 'exports/orders_oct.csv', ops: [{ column: 'postcode', op: 'upper' }, { column: 'postcode', op: 'strip' }] }],
        ['Still 14. Collapsing double spaces and replacing hyphens with a space.', { file: 'exports/orders_oct.csv', ops: [{ column: 'postcode', op: 'regex_replace', pattern: '[\\s-]+', repl: ' ' }] }],
        ['Unchanged count. Re-inserting the space before the inward code with a regex.', { file: 'exports/orders_oct.csv', ops: [{ column: 'postcode', op: 'regex_replace', pattern: '^(\\S+?)\\s*(\\d[A-Z]{2})$', repl: '$1 $2' }] }],
      ];
      const cp = { checkpoint: 'orders_checkpoint', batch: 'exports/orders_oct_snapshot.csv' };
      let call = oaCall(c, 'run_checkpoint', cp);
      kids.push(tlLLM(c, { messages: [sys, { role: 'user', content: 'Make the October orders pass the data check.' }], toolCalls: [call] }), tlTool(c, 'run_checkpoint', cp, check()));
      for (const [why, args] of edits) {
        const e = oaCall(c, 'clean_csv', args);
        kids.push(tlLLM(c, { messages: [sys, { role: 'user', content: '...' }], text: why, toolCalls: [e] }));
        kids.push(tlTool(c, 'clean_csv', args, { rows: 412, changed: c.int(9, 40), written: args.file }));
        c.adv(12);
        kids.push(tlTool(c, 'run_checkpoint', cp, check()));
      }
      return agent('route_prep.workflow', { month: '2025-10' }, null, kids, tlMeta('workflow', 'route_prep', { month: '2025-10' }, undefined));
    },
  },
  {
    n: '06', domain: 'marching band uniform inventory', style: 'Agno (phidata) run response',
    isolates: 'An ExUnit assertion about jacket size allocation fails with the same left/right values after three different code edits; only the random seed and run time differ.',
    goal: 'Fix the failing test in the Highland Regiment marching band uniform inventory app (jacket sizes are allocated to the wrong section).',
    build: (c) => {
      const t = () => `Running ExUnit with seed: ${c.int(10000, 999999)}, max_cases: 16\n\n  1) test allocates jackets by section (Uniforms.AllocatorTest)\n     test/uniforms/allocator_test.exs:42\n     Assertion with == failed\n     code:  assert Allocator.allocate(roster, stock)[:snare] == [m: 3, l: 2]\n     left:  [m: 2, l: 3]\n     right: [m: 3, l: 2]\n     stacktrace:\n       test/uniforms/allocator_test.exs:47: (test)\n\nFinished in ${(c.rand() * 0.3 + 0.05).toFixed(1)} seconds (0.00s async, ${(c.rand() * 0.2).toFixed(2)}s sync)\n1 test, 1 failure`;
      const kids = [];
      const ex = (name, args, result) => tool(name, args, result, { tool_call_id: c.callId(), tool_name: name, tool_args: args, tool_call_error: false, metrics: { time: +(c.rand() * 3).toFixed(4) }, created_at: c.epoch() });
      const say = (content, name, args) => llm('Claude.response', { messages: '[...]' }, { content, tool_calls: [{ name, input: args }] }, { model: 'claude-3-5-haiku-20241022', input_tokens: c.int(1500, 5000), output_tokens: c.int(30, 200) });
      const T = { cmd: 'mix test test/uniforms/allocator_test.exs:42' };
      kids.push(say('Running the failing test.', 'run_shell_command', T), ex('run_shell_command', T, t()));
      const fixes = [
        ['Sizes are sorted descending before allocation; sort ascending instead.', { path: 'lib/uniforms/allocator.ex', old: 'Enum.sort_by(& &1.chest, :desc)', new: 'Enum.sort_by(& &1.chest, :asc)' }],
        ['Maybe the section key is matched as a string. Normalising section to an atom with String.to_existing_atom/1.', { path: 'lib/uniforms/allocator.ex', old: 'section = member.section', new: 'section = String.to_existing_atom(member.section)' }],
        ['Use Keyword.update/4 instead of Keyword.put/3 so counts accumulate per size.', { path: 'lib/uniforms/allocator.ex', old: 'Keyword.put(acc, size, 1)', new: 'Keyword.update(acc, size, 1, &(&1 + 1))' }],
      ];
      for (const [why, edit] of fixes) { kids.push(say(why, 'edit_file', edit), ex('edit_file', edit, 'ok')); c.adv(8); kids.push(ex('run_shell_command', T, t())); }
      return agent('Agent.run', { message: 'Fix the failing allocator test.' }, { content: 'Reached tool_call_limit', event: 'RunCompleted' }, kids, { run_id: c.uuid(), agent_id: 'elixir-dev', model: 'claude-3-5-haiku-20241022', session_id: c.uuid() });
    },
  },
];
