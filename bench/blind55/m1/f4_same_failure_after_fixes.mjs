import { agent, llm, tool, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true, stagnation = false;
export const isolates = 'Three or more different fixes are applied and the same check fails the same way each time; outputs differ only in durations, timestamps, temp paths or run ids.';
export const meta = [
  ['01', 'ski-jump distance calculator compiled to WebAssembly', 'SWE-agent'],
  ['02', 'cricket bat maker\'s inventory tool Python wheel build', 'OpenHands'],
  ['03', 'northern lights tour site nginx config', 'Claude Agent SDK transcript'],
  ['04', 'pet cremation service records dbt tests', 'LangSmith'],
  ['05', 'snorkel tour iOS app code signing (fastlane)', 'AutoGen / AG2'],
  ['06', 'linen hire depot Ansible playbook', 'Strands Agents'],
];
export const rows = [
  (r) => {
    const fail = () => `   Compiling skijump-calc v0.3.1 (/repo)\nerror[E0433]: failed to resolve: use of undeclared crate or module \`getrandom\`\n  --> src/wind.rs:14:9\n   |\n14 |     let mut buf = getrandom::fill(&mut seed);\n   |                   ^^^^^^^^^ use of undeclared crate or module\n\nerror: could not compile \`skijump-calc\` (lib) due to 1 previous error\n    Finished in ${r.dur(1, 9)} [target wasm32-unknown-unknown]`;
    const edits = [
      ['Add getrandom with the js feature to Cargo.toml.', 'edit Cargo.toml\n[dependencies]\ngetrandom = { version = "0.2", features = ["js"] }\nend_of_edit'],
      ['Maybe the target config is missing; add .cargo/config.toml rustflags for wasm.', 'create .cargo/config.toml\n[target.wasm32-unknown-unknown]\nrustflags = ["--cfg", "getrandom_backend=\\"wasm_js\\""]\nend_of_edit'],
      ['Bump getrandom to 0.3 with wasm_js feature instead.', 'edit Cargo.toml\ngetrandom = { version = "0.3", features = ["wasm_js"] }\nend_of_edit'],
      ['Try cleaning the target directory in case stale metadata is used.', 'cargo clean'],
    ];
    const kids = [tool('bash', { command: 'wasm-pack build --target web' }, fail())];
    edits.forEach(([th, cmd]) => {
      kids.push(llm('model.query', { history_len: kids.length }, `DISCUSSION\n${th}\n\n\`\`\`\n${cmd}\n\`\`\``));
      kids.push(tool(cmd.startsWith('cargo') ? 'bash' : 'edit', { command: cmd }, cmd.startsWith('cargo') ? `     Removed ${r.int(300, 900)} files, ${r.int(40, 200)}.${r.int(1, 9)}MiB total` : 'File updated. Please review the changes.'));
      kids.push(llm('model.query', {}, 'DISCUSSION\nRebuild to check.\n\n```\nwasm-pack build --target web\n```'));
      kids.push(tool('bash', { command: 'wasm-pack build --target web' }, fail()));
    });
    return { goal: 'Make the ski-jump distance calculator crate build for wasm32 with wasm-pack so the judges\' tablet app can load it.', root: agent('swe-agent run', { instance_id: 'skijump-calc__wasm-build', model: 'gpt-4o' }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { 'sweagent.version': '0.7.0', cost_limit: 3.0 } }) };
  },
  (r) => {
    const fail = () => `* Building wheel...\nTraceback (most recent call last):\n  File "${r.tmp('build-env')}/lib/python3.12/site-packages/setuptools/build_meta.py", line 331, in build_wheel\n  File "<string>", line 6, in <module>\nModuleNotFoundError: No module named 'willow_grade'\n\nERROR Backend subprocess exited when trying to invoke build_wheel\n(real ${r.dur(2, 7)})`;
    const fixes = [['Add willow_grade to build-system requires in pyproject.toml', { path: 'pyproject.toml', old: 'requires = ["setuptools>=68"]', new: 'requires = ["setuptools>=68", "willow_grade"]' }], ['Rather than import at build time, read version from a file in setup.py', { path: 'setup.py', old: 'from willow_grade import __version__', new: 'import willow_grade.version as v\n__version__ = v.VERSION' }], ['Use setuptools dynamic version in pyproject instead', { path: 'pyproject.toml', old: '[tool.setuptools]', new: '[tool.setuptools.dynamic]\nversion = {attr = "willow_grade.__version__"}' }]];
    const kids = [
      llm('LLM completion', { messages: '[system, user]' }, { content: 'Let me reproduce the build failure.', tool_calls: [tc(r, 'execute_bash', { command: 'cd /workspace/batstock && python -m build --wheel' })] }),
      tool('execute_bash', { command: 'cd /workspace/batstock && python -m build --wheel' }, { observation: 'run', content: fail(), extras: { exit_code: 1, hostname: r.pod('sandbox'), pid: r.pid() } }),
    ];
    fixes.forEach(([t, a]) => {
      kids.push(llm('LLM completion', { messages: '[...]' }, { content: t, tool_calls: [tc(r, 'str_replace_editor', { command: 'str_replace', path: '/workspace/batstock/' + a.path, old_str: a.old, new_str: a.new })] }));
      kids.push(tool('str_replace_editor', { command: 'str_replace', path: a.path }, { observation: 'edit', content: `The file /workspace/batstock/${a.path} has been edited.` }));
      kids.push(llm('LLM completion', { messages: '[...]' }, { content: null, tool_calls: [tc(r, 'execute_bash', { command: 'cd /workspace/batstock && python -m build --wheel' })] }));
      kids.push(tool('execute_bash', { command: 'cd /workspace/batstock && python -m build --wheel' }, { observation: 'run', content: fail(), extras: { exit_code: 1, hostname: r.pod('sandbox'), pid: r.pid() } }));
    });
    return { goal: 'Fix the wheel build of the cricket bat workshop\'s willow-grading inventory package so it can be installed on the shop PC.', root: agent('CodeActAgent', { task: 'python -m build fails; fix it' }, null, kids, { metadata: { 'openhands.version': '0.14', agent_state: 'ERROR', max_iterations: 12 } }) };
  },
  (r) => {
    const fail = () => `nginx: [emerg] "proxy_pass" cannot have URI part in location given by regular expression, or inside named location, or inside "if" statement, or inside "limit_except" block in /etc/nginx/sites-enabled/auroratours.conf:41\nnginx: configuration file /etc/nginx/nginx.conf test failed\n[exit 1 · ${r.ms(20, 80)}ms · ${r.syslog()}]`;
    const edits = [['Change the upstream from a variable to a literal upstream name.', 'proxy_pass http://booking_backend/api/;'], ['Add a trailing rewrite before proxy_pass.', 'rewrite ^/api/(.*)$ /$1 break;\n    proxy_pass http://127.0.0.1:8081/api/;'], ['Swap the regex location for a ^~ prefix match... keeping the same proxy_pass line.', 'location ~* ^/api/(bookings|aurora-forecast) {\n    proxy_pass http://127.0.0.1:8081/v2/;'], ['Set proxy_pass with https scheme and port.', 'proxy_pass https://127.0.0.1:8443/api/;']];
    const kids = [
      llm('assistant', { content: 'The booking API returns 404 behind nginx; fix the config.' }, { content: [{ type: 'text', text: 'Running nginx -t first.' }, { type: 'tool_use', id: 'toolu_' + r.b62(22), name: 'Bash', input: { command: 'sudo nginx -t' } }] }),
      tool('Bash', { command: 'sudo nginx -t' }, fail(), { error: 'exit status 1' }),
    ];
    edits.forEach(([t, snip]) => {
      kids.push(llm('assistant', { content: '[tool_result]' }, { content: [{ type: 'text', text: t }, { type: 'tool_use', id: 'toolu_' + r.b62(22), name: 'Edit', input: { file_path: '/etc/nginx/sites-enabled/auroratours.conf', new_string: snip } }] }));
      kids.push(tool('Edit', { file_path: '/etc/nginx/sites-enabled/auroratours.conf' }, 'The file has been updated.'));
      kids.push(tool('Bash', { command: 'sudo nginx -t' }, fail(), { error: 'exit status 1' }));
    });
    return { goal: 'Fix the nginx reverse proxy so the northern lights tour booking API is reachable under /api.', root: agent('query', { prompt: 'Fix nginx so /api works', options: { allowedTools: ['Bash', 'Edit', 'Read'] } }, { type: 'result', subtype: 'error_max_turns', total_cost_usd: 0.41 }, kids, { metadata: { session_id: r.uuid(), model: 'claude-sonnet-4-20250514' } }) };
  },
  (r) => {
    const fail = () => `${r.syslog()}  Running with dbt=1.8.4\n${r.syslog()}  Found 14 models, 22 data tests\n${r.syslog()}  1 of 1 START test relationships_cremations_urn_id__id__ref_urns_ [RUN]\n${r.syslog()}  1 of 1 FAIL 37 relationships_cremations_urn_id__id__ref_urns_ [FAIL 37 in ${r.dur(0.3, 2)}]\n${r.syslog()}  Failure in test relationships_cremations_urn_id__id__ref_urns_ (models/marts/schema.yml)\n${r.syslog()}    Got 37 results, configured to fail if != 0\n${r.syslog()}  compiled code at target/compiled/pawrest/models/marts/schema.yml/relationships_cremations_${r.hex(10)}.sql\nDone. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1  invocation_id=${r.uuid()}`;
    const kids = [tool('dbt_cli', { args: 'test --select cremations' }, fail(), { error: 'dbt exited 1' })];
    const fixes = [['Cast urn_id to integer in stg_cremations', "select cast(urn_id as integer) as urn_id"], ['Filter out cancelled bookings in the cremations model', "where status <> 'cancelled'"], ['Coalesce missing urn ids to the default scatter urn', "coalesce(urn_id, 0) as urn_id"], ['Add a left join to urns to keep only matching rows in stg', "left join {{ ref('urns') }} u using (urn_id)"]];
    fixes.forEach(([t, code]) => {
      kids.push(chain('RunnableSequence', {}, null, [
        llm('ChatAnthropic', { messages: '[...]' }, { generations: [[{ text: t, message: { type: 'ai', tool_calls: [{ name: 'write_model', args: { path: 'models/staging/stg_cremations.sql', patch: code } }] } }]] }, [], { metadata: { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-sonnet-20240620' } }),
        tool('write_model', { path: 'models/staging/stg_cremations.sql', patch: code }, 'ok (1 file changed)'),
        tool('dbt_cli', { args: 'test --select cremations' }, fail(), { error: 'dbt exited 1' }),
      ]));
    });
    return { goal: 'Get the dbt relationships test between cremations and urns passing for the pet cremation service\'s records warehouse.', root: agent('AgentExecutor', { input: 'dbt test fails on cremations->urns relationship' }, null, kids, { metadata: { ls_run_id: r.uuid(), ls_project: 'pawrest-data' }, error: 'Agent stopped due to max iterations.' }) };
  },
  (r) => {
    const fail = () => `[${r.syslog()}]: ▸ Signing ReefSnorkel.app\n[${r.syslog()}]: ▸ ❌ error: No profile for team '7QK2ZP9XJ3' matching 'match AppStore com.reefsnorkel.app' found: Xcode couldn't find any provisioning profiles matching '7QK2ZP9XJ3/match AppStore com.reefsnorkel.app'.\n[${r.syslog()}]: Exit status: 65\n[${r.syslog()}]: fastlane finished with errors (${r.dur(40, 120)})\nlog: ${r.tmp('gym')}/ReefSnorkel.log`;
    const msgs = [
      ['engineer', 'Run `fastlane beta` and report the error.'],
    ];
    const kids = [agent('user_proxy', { message: 'Fix App Store signing for ReefSnorkel' }, null, [])];
    kids.push(llm('assistant', { messages: '[2]' }, { content: '```sh\nbundle exec fastlane beta\n```', name: 'coder' }));
    kids.push(tool('execute_code_blocks', { language: 'sh', code: 'bundle exec fastlane beta' }, `exitcode: 1 (execution failed)\nCode output: ${fail()}`));
    const fixes = ['Run match again with readonly false to regenerate the profile:\n```sh\nbundle exec fastlane match appstore --readonly false\nbundle exec fastlane beta\n```', 'Set the team id explicitly in the Appfile:\n```sh\necho \'team_id("7QK2ZP9XJ3")\' >> fastlane/Appfile\nbundle exec fastlane beta\n```', 'Switch to manual code signing in the gym call by passing export_options provisioningProfiles:\n```sh\nsed -i \'\' \'s/gym(/gym(export_options: {provisioningProfiles: {"com.reefsnorkel.app" => "match AppStore com.reefsnorkel.app"}}, /\' fastlane/Fastfile\nbundle exec fastlane beta\n```', 'Delete derived data and local profiles before rebuilding:\n```sh\nrm -rf ~/Library/Developer/Xcode/DerivedData ~/Library/MobileDevice/Provisioning\\ Profiles/*\nbundle exec fastlane beta\n```'];
    fixes.forEach((f) => {
      kids.push(llm('assistant', { messages: '[...]' }, { content: f, name: 'coder' }, [], { metadata: { model: 'gpt-4o', cost: Number((r.f() * 0.02).toFixed(4)) } }));
      kids.push(tool('execute_code_blocks', { language: 'sh' }, `exitcode: 1 (execution failed)\nCode output: [${r.syslog()}]: match: 🔓 Successfully decrypted certificates repo\n${fail()}`));
    });
    return { goal: 'Get the snorkel tour company\'s iOS app signed and uploaded to TestFlight with fastlane.', root: agent('GroupChat', { agents: ['user_proxy', 'coder'], max_round: 12 }, { summary: 'TERMINATED: max_round reached' }, kids, { metadata: { 'autogen.version': '0.2.35' } }) };
  },
  (r) => {
    const fail = () => `TASK [depot_printers : Ensure CUPS queue for label printer] *******\nfatal: [depot-north-${r.int(1, 3)}]: FAILED! => {"changed": false, "msg": "lpadmin: Unable to copy PPD file: No such file or directory", "rc": 1, "cmd": "lpadmin -p zebra_gk420 -E -v usb://Zebra/GK420d -P /usr/share/ppd/zebra/GK420d.ppd"}\n\nPLAY RECAP *********\ndepot-north : ok=${12} changed=0 unreachable=0 failed=1\n\nPlaybook run took 0 days, 0 hours, 0 minutes, ${r.int(20, 59)} seconds`;
    const fixes = [['Install the printer-driver-zebra package before the task.', { file: 'roles/depot_printers/tasks/main.yml', insert: '- apt: name=printer-driver-zpl state=present' }], ['Point the PPD at the CUPS model path instead.', { file: 'roles/depot_printers/defaults/main.yml', set: 'zebra_ppd: /usr/share/cups/model/zebra/GK420d.ppd' }], ['Copy the PPD from the role files dir to /usr/share/ppd/zebra first.', { file: 'roles/depot_printers/tasks/main.yml', insert: '- copy: src=GK420d.ppd dest=/usr/share/ppd/zebra/' }]];
    const kids = [tool('shell', { command: 'ansible-playbook site.yml -l depot-north --tags printers' }, { status: 'error', content: [{ text: fail() }] })];
    fixes.forEach(([t, a]) => {
      kids.push(llm('event_loop.cycle', { 'gen_ai.prompt': '[...]' }, { message: { role: 'assistant', content: [{ text: t }, { toolUse: { toolUseId: 'tooluse_' + r.b62(22), name: 'editor', input: a } }] }, stopReason: 'tool_use' }, [], { metadata: { 'event_loop.cycle_id': r.uuid(), 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' } }));
      kids.push(tool('editor', a, { status: 'success', content: [{ text: `Edited ${a.file}` }] }));
      kids.push(tool('shell', { command: 'ansible-playbook site.yml -l depot-north --tags printers' }, { status: 'error', content: [{ text: fail() }] }));
    });
    return { goal: 'Make the Ansible playbook configure the Zebra label printer queue on the linen hire depot\'s north server.', root: agent('invoke_agent linen-ops', { prompt: 'printers tag of the playbook fails on depot-north; fix it' }, null, kids, { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'linen-ops' }, error: 'MaxTokensReachedException' }) };
  },
];
