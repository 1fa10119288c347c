// Family 4: the same check fails the same way after each of several different fixes; only volatile parts of the output change.
export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'Hugo documentation site build', style: 'claude-agent-sdk',
    isolates: 'Three different edits (content page, shortcode override, module pin) each followed by a hugo build that fails with the identical shortcode error; only build timings change.',
    goal: 'The docs site for our kiln-controller firmware stopped building after the theme update. Make `hugo --gc --minify` succeed in /workspace/docs.',
    opts: { agent: 'claude-code', model: 'claude-sonnet-4-5-20250929', cwd: '/workspace/docs' },
    build(k) {
      const r = k.r;
      const build = () => `Start building sites … \nhugo v0.128.2-de36c1a95d28595d8243fd8b891665b069ed0850+extended linux/amd64 BuildDate=2024-07-04T08:13:25Z VendorInfo=gohugoio\n\nERROR render of "/docs/upgrade/index.md" failed: "/root/.cache/hugo_cache/modules/filecache/modules/pkg/mod/github.com/kilnworks/docs-theme@v1.4.0/layouts/shortcodes/callout.html:4:15": execute of template failed: template: shortcodes/callout.html:4:15: executing "shortcodes/callout.html" at <.Get "type">: error calling Get: unable to locate 'type' parameter\nTotal in ${r.int(380, 900)} ms\nError: error building site: render: failed to render pages: render of "/docs/upgrade/index.md" failed`;
      const run = (desc) => ({ name: 'Bash', args: { command: 'hugo --gc --minify', description: desc }, out: build(), err: 'Exit code 1' });
      const ch = [
        ...k.t({ text: 'Let me reproduce the build failure.', calls: [run('Build the site')] }),
        ...k.t({ text: 'The callout shortcode now wants a named `type` parameter. The setup page uses the positional form, so I\'ll switch it to `type="warning"`.', calls: [{ name: 'Edit', args: { file_path: '/workspace/docs/content/docs/setup/index.md', old_string: '{{< callout warning >}}', new_string: '{{< callout type="warning" >}}' }, out: 'The file /workspace/docs/content/docs/setup/index.md has been updated. Here\'s the result of running `cat -n` on a snippet of the edited file:\n    17\t{{< callout type="warning" >}}' }] }),
        ...k.t({ calls: [run('Rebuild after fixing setup page')] }),
        ...k.t({ text: 'Still failing. I will add a local override of the shortcode that accepts both positional and named arguments, so old pages keep working.', calls: [{ name: 'Write', args: { file_path: '/workspace/docs/layouts/shortcodes/callout.html', content: '{{ $type := .Get "type" | default (.Get 0) | default "note" }}\n<div class="callout callout-{{ $type }}">{{ .Inner | markdownify }}</div>\n' }, out: 'File created successfully at: /workspace/docs/layouts/shortcodes/callout.html' }] }),
        ...k.t({ calls: [run('Rebuild with shortcode override')] }),
        ...k.t({ text: 'The override did not take effect. Pinning the theme module back to v1.3.2 in go.mod should restore the old shortcode.', calls: [{ name: 'Edit', args: { file_path: '/workspace/docs/go.mod', old_string: 'github.com/kilnworks/docs-theme v1.4.0', new_string: 'github.com/kilnworks/docs-theme v1.3.2' }, out: 'The file /workspace/docs/go.mod has been updated.' }] }),
        ...k.t({ calls: [run('Rebuild with pinned theme')] }),
      ];
      return k.root(ch, { error: 'error_max_turns', meta: { num_turns: 7 } });
    },
  },
  {
    n: '02', domain: 'bobsled track timing database migration', style: 'openhands',
    isolates: 'Alembic migration test fails with the same DuplicateObject enum error after three different code changes; pid, durations and temp db names differ between runs.',
    goal: 'tests/test_migrations.py fails on CI for the run-timing service of the Königssee-style bobsled track. Fix the migration so the upgrade/downgrade round trip passes.',
    opts: { agent: 'CodeActAgent', model: 'claude-3-7-sonnet-20250219', maxSteps: 30 },
    build(k) {
      const r = k.r;
      const out = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0\nrootdir: /workspace/sled-timing\ncollected 3 items\n\ntests/test_migrations.py F..                                             [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_upgrade_downgrade_cycle _________________________\nE   sqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateObject) type "run_status" already exists\nE   [SQL: CREATE TYPE run_status AS ENUM ('DNS', 'DNF', 'DSQ', 'OK')]\nE   (Background on this error at: https://sqlalche.me/e/20/f405)\n\ntestdb: test_sled_${r.hex(8)}\n=========================== short test summary info ============================\nFAILED tests/test_migrations.py::test_upgrade_downgrade_cycle - sqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateObject) type "run_status" already exists\n========================= 1 failed, 2 passed in ${r.secs(1, 4)}s ==========================`;
      const test = () => ({ name: 'execute_bash', obs: 'CmdRunAction', args: { command: 'cd /workspace/sled-timing && python -m pytest tests/test_migrations.py -q' }, out: out(), extras: { command: 'python -m pytest tests/test_migrations.py -q', metadata: { exit_code: 1, pid: r.int(1200, 48000), working_dir: '/workspace/sled-timing', prefix: '', suffix: `\n[The command completed with exit code 1.]` } } });
      const ch = [
        ...k.t({ think: 'Running the failing migration test first to see the error.', calls: [test()] }),
        ...k.t({ think: 'The enum is created implicitly by op.create_table in 0007 and again explicitly. I will pass create_type=False to the postgresql.ENUM used in the heats table.', calls: [{ name: 'str_replace_editor', obs: 'FileEditAction', args: { command: 'str_replace', path: '/workspace/sled-timing/migrations/versions/0007_heat_results.py', old_str: "sa.Column('status', postgresql.ENUM('DNS', 'DNF', 'DSQ', 'OK', name='run_status'))", new_str: "sa.Column('status', postgresql.ENUM('DNS', 'DNF', 'DSQ', 'OK', name='run_status', create_type=False))" }, out: 'The file /workspace/sled-timing/migrations/versions/0007_heat_results.py has been edited. Review the changes and make sure they are as expected.' }] }),
        ...k.t({ calls: [test()] }),
        ...k.t({ think: 'Same failure. Perhaps downgrade never drops the type, so the second upgrade in the cycle collides. Adding an explicit DROP TYPE to downgrade().', calls: [{ name: 'str_replace_editor', obs: 'FileEditAction', args: { command: 'str_replace', path: '/workspace/sled-timing/migrations/versions/0007_heat_results.py', old_str: "    op.drop_table('heat_results')", new_str: "    op.drop_table('heat_results')\n    op.execute('DROP TYPE IF EXISTS run_status')" }, out: 'The file /workspace/sled-timing/migrations/versions/0007_heat_results.py has been edited. Review the changes and make sure they are as expected.' }] }),
        ...k.t({ calls: [test()] }),
        ...k.t({ think: 'Still identical. Trying checkfirst behaviour at the env level: configure the migration context with transaction_per_migration=True so each revision commits separately.', calls: [{ name: 'str_replace_editor', obs: 'FileEditAction', args: { command: 'str_replace', path: '/workspace/sled-timing/migrations/env.py', old_str: 'context.configure(connection=connection, target_metadata=target_metadata)', new_str: 'context.configure(connection=connection, target_metadata=target_metadata, transaction_per_migration=True)' }, out: 'The file /workspace/sled-timing/migrations/env.py has been edited. Review the changes and make sure they are as expected.' }] }),
        ...k.t({ calls: [test()] }),
      ];
      return k.root(ch, { error: 'AgentStuckInLoopError: agent exceeded iteration budget without completing the task', meta: { iterations: 7 } });
    },
  },
  {
    n: '03', domain: 'ice-fishing shanty rental website (nginx)', style: 'anthropic',
    isolates: 'Three different nginx config changes, each reloaded and verified with curl, all yield the same 404 from the default server; only Date and request-id headers vary.',
    goal: 'https://shantyhire.example/book/ returns 404 since we moved to the new VPS. The booking app runs on 127.0.0.1:8085. Fix the nginx config.',
    opts: { agent: 'ops-assistant', model: 'claude-opus-4-1-20250805', system: 'You administer a small VPS. Tools: run_command, edit_file.' },
    build(k) {
      const r = k.r;
      const curl = () => ({ name: 'run_command', args: { cmd: 'sudo nginx -t && sudo systemctl reload nginx && curl -sSI https://shantyhire.example/book/' }, out: `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\nHTTP/2 404 \nserver: nginx/1.24.0 (Ubuntu)\ndate: ${r.date('http')}\ncontent-type: text/html\ncontent-length: 162\nx-request-id: ${r.hex(32)}\n` });
      const ch = [
        ...k.t({ calls: [curl()] }),
        ...k.t({ text: 'The location for /book/ probably falls through to try_files. I\'ll make it an explicit proxy location with ^~ so it wins over the regex static-files block.', calls: [{ name: 'edit_file', args: { path: '/etc/nginx/sites-available/shantyhire.conf', find: 'location /book/ {\n        try_files $uri $uri/ =404;', replace: 'location ^~ /book/ {\n        proxy_pass http://127.0.0.1:8085;' }, out: { ok: true, bytes_written: 1184, backup: '/etc/nginx/sites-available/shantyhire.conf.bak.' + r.date('epoch') } }] }),
        ...k.t({ calls: [curl()] }),
        ...k.t({ text: 'Still 404 with no upstream headers. Maybe the proxy path needs a trailing slash rewrite; setting proxy_pass to http://127.0.0.1:8085/ so /book/ maps to the app root.', calls: [{ name: 'edit_file', args: { path: '/etc/nginx/sites-available/shantyhire.conf', find: 'proxy_pass http://127.0.0.1:8085;', replace: 'proxy_pass http://127.0.0.1:8085/;' }, out: { ok: true, bytes_written: 1185, backup: '/etc/nginx/sites-available/shantyhire.conf.bak.' + r.date('epoch') } }] }),
        ...k.t({ calls: [curl()] }),
        ...k.t({ text: 'No change again. Adding the www and bare hostnames together in server_name and setting listen 443 ssl http2 explicitly in case SNI picks another block.', calls: [{ name: 'edit_file', args: { path: '/etc/nginx/sites-available/shantyhire.conf', find: 'server_name www.shantyhire.example;', replace: 'server_name shantyhire.example www.shantyhire.example;\n    listen 443 ssl http2;' }, out: { ok: true, bytes_written: 1243, backup: '/etc/nginx/sites-available/shantyhire.conf.bak.' + r.date('epoch') } }] }),
        ...k.t({ calls: [curl()] }),
      ];
      return k.root(ch, { error: 'max_tool_iterations (7) exceeded' });
    },
  },
  {
    n: '04', domain: 'ukulele factory CNC toolpath validation', style: 'smolagents',
    isolates: 'Three different post-processor settings are tried; each regenerated fretboard program fails the validator on the same line with the same arc-radius error.',
    goal: 'The soprano ukulele fretboard slotting program fails our G-code validator before it can go to the CNC router. Adjust the post-processor settings so fretboard_soprano.nc validates.',
    opts: { agent: 'cnc-agent', model: 'Qwen/Qwen2.5-Coder-32B-Instruct' },
    build(k) {
      const r = k.r;
      const val = () => `Execution logs:\nvalidator 2.3.1 :: job ${r.uuid()}\nchecked 2,412 blocks in ${r.secs(0.2, 1.4)} s\nFAIL line 1184: G02 X118.402 Y14.950 I-3.175 J0.000 -> arc radius mismatch 0.012 mm exceeds tolerance 0.005 mm (start r=3.175, end r=3.187)\nresult: REJECTED\nLast output from code snippet:\nFalse`;
      const v = (vname) => ({ name: 'validate_toolpath', var: vname, args: { path: 'out/fretboard_soprano.nc' }, out: val() });
      const ch = [
        ...k.t({ think: 'First run the validator to see what fails.', calls: [v('ok')] }),
        ...k.t({ think: 'An arc end radius off by 12 microns looks like coordinate rounding. I will raise the post-processor output precision from 3 to 4 decimals and regenerate.', calls: [{ name: 'set_post_setting', args: { key: 'decimal_places', value: 4 }, out: 'Execution logs:\npost settings updated: decimal_places 3 -> 4\nregenerated out/fretboard_soprano.nc (2,412 blocks)' }] }),
        ...k.t({ think: 'Re-validate after the precision change.', calls: [v('ok2')] }),
        ...k.t({ think: 'Precision did not matter, so maybe the IJ centre format drifts. Switching arc output to R-format radius words.', calls: [{ name: 'set_post_setting', args: { key: 'arc_format', value: 'R' }, out: 'Execution logs:\npost settings updated: arc_format IJ -> R\nregenerated out/fretboard_soprano.nc (2,412 blocks)' }] }),
        ...k.t({ think: 'Validate the R-format program.', calls: [v('ok3')] }),
        ...k.t({ think: 'Line 1184 is the nut-end radius cut. Changing the tool from the 6.35 mm to the 6.0 mm end mill changes the offset arc; set tool diameter and regenerate.', calls: [{ name: 'set_post_setting', args: { key: 'tool_diameter_mm', value: 6.0 }, out: 'Execution logs:\npost settings updated: tool_diameter_mm 6.35 -> 6.0\nregenerated out/fretboard_soprano.nc (2,412 blocks)' }] }),
        ...k.t({ think: 'Validate once more with the smaller cutter.', calls: [v('ok4')] }),
      ];
      return k.root(ch, { error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    n: '05', domain: 'microgreens farm irrigation firmware', style: 'swe-agent',
    isolates: 'A PlatformIO unit test keeps failing with Expected 90000 Was 89999 after three different source edits; only timing and build-dir hashes differ.',
    goal: 'test_irrigation fails in the native environment for the tray-watering firmware (microgreens racks). Make `pio test -e native -f test_irrigation` pass.',
    opts: { agent: 'swe-agent', model: 'gpt-4o', instance: 'greenrack-fw__irrigation-rounding' },
    build(k) {
      const r = k.r;
      const t = () => `Processing test_irrigation in native environment\n--------------------------------------------------------------------------------\nBuilding...\nTesting...\ntest/test_irrigation/test_main.cpp:42: test_watering_duration_ms: Expected 90000 Was 89999 [FAILED]\ntest/test_irrigation/test_main.cpp:58: test_zero_flow_skips_tray [PASSED]\ntest/test_irrigation/test_main.cpp:71: test_max_duration_clamp [PASSED]\n----------------------- native:test_irrigation [FAILED] Took ${r.secs(1.5, 4)} seconds -----------------------\n\n================================= SUMMARY =================================\nEnvironment    Test              Status    Duration\n-------------  ----------------  --------  ------------\nnative         test_irrigation   FAILED    00:00:0${r.int(1, 4)}.${r.int(100, 999)}\n================ 3 test cases: 1 failed, 2 succeeded in 00:00:0${r.int(2, 5)}.${r.int(100, 999)} ================`;
      const run = { command: 'pio test -e native -f test_irrigation' };
      const ch = [
        ...k.t({ think: 'Let me run the failing test to see the assertion.', calls: [{ name: 'bash', args: run, out: t() }] }),
        ...k.t({ think: 'The duration is computed as volume_ml / flow_ml_per_s * 1000 in float and then truncated. Using lroundf should give 90000 instead of 89999.', calls: [{ name: 'edit', args: { command: 'edit 31:31\n  return (uint32_t)lroundf(volume_ml / flow_ml_per_s * 1000.0f);\nend_of_edit' }, out: '[File: /greenrack-fw/src/irrigation.cpp (64 lines total)]\n(27 more lines above)\n31:  return (uint32_t)lroundf(volume_ml / flow_ml_per_s * 1000.0f);\n(33 more lines below)\nFile updated. Please review the changes and make sure they are correct.' }] }),
        ...k.t({ think: 'Re-run the test after switching to rounding.', calls: [{ name: 'bash', args: run, out: t() }] }),
        ...k.t({ think: 'Rounding alone did not help, which suggests precision is lost earlier. Promote the calculation to double.', calls: [{ name: 'edit', args: { command: 'edit 29:31\n  double ml = volume_ml;\n  double rate = flow_ml_per_s;\n  return (uint32_t)llround(ml / rate * 1000.0);\nend_of_edit' }, out: '[File: /greenrack-fw/src/irrigation.cpp (66 lines total)]\n(27 more lines above)\n29:  double ml = volume_ml;\n30:  double rate = flow_ml_per_s;\n31:  return (uint32_t)llround(ml / rate * 1000.0);\n(35 more lines below)\nFile updated. Please review the changes and make sure they are correct.' }] }),
        ...k.t({ think: 'Test again with the double-precision version.', calls: [{ name: 'bash', args: run, out: t() }] }),
        ...k.t({ think: 'Still 89999. The tray constant TRAY_FLOW_ML_PER_S may be 3.3333 instead of 10/3; define it as an exact ratio in config.h.', calls: [{ name: 'edit', args: { command: 'edit 12:12\n#define TRAY_FLOW_ML_PER_S (10.0 / 3.0)\nend_of_edit' }, out: '[File: /greenrack-fw/include/config.h (40 lines total)]\n(11 more lines above)\n12:#define TRAY_FLOW_ML_PER_S (10.0 / 3.0)\n(28 more lines below)\nFile updated. Please review the changes and make sure they are correct.' }] }),
        ...k.t({ think: 'And re-run once more to check the constant change.', calls: [{ name: 'bash', args: run, out: t() }] }),
      ];
      return k.root(ch, { error: 'exit_cost: instance cost limit exceeded', meta: { exit_status: 'exit_cost' } });
    },
  },
  {
    n: '06', domain: 'mahjong parlour membership app (TypeScript)', style: 'ai-sdk',
    isolates: 'tsc keeps reporting the same TS2345 at renew.ts(58,23) after three edits to other files and configs; only the elapsed time in the output differs.',
    goal: 'CI type-check fails for the mahjong parlour membership app (pnpm typecheck). Fix it without disabling strict mode.',
    opts: { agent: 'ts-fixer', model: 'gpt-4.1', system: 'You fix TypeScript projects. Tools: run_script, read_file, edit_file.' },
    build(k) {
      const r = k.r;
      const tsc = () => ({ name: 'run_script', args: { script: 'typecheck' }, out: { exitCode: 2, stdout: `> mahjong-members@2.3.0 typecheck /app\n> tsc -p tsconfig.build.json --noEmit\n\nsrc/members/renew.ts(58,23): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\nFound 1 error in src/members/renew.ts:58\n\n ELIFECYCLE  Command failed with exit code 2.`, stderr: '', durationMs: r.int(2400, 5200) } });
      const ch = [
        ...k.t({ calls: [tsc()] }),
        ...k.t({ text: 'Line 58 passes process.env.RENEWAL_WEBHOOK to postJSON(url: string). I will declare the env var as a string in a global env.d.ts.', calls: [{ name: 'edit_file', args: { path: 'src/env.d.ts', content: 'declare namespace NodeJS {\n  interface ProcessEnv {\n    RENEWAL_WEBHOOK: string;\n  }\n}\n' }, out: { written: 'src/env.d.ts', created: true } }] }),
        ...k.t({ calls: [tsc()] }),
        ...k.t({ text: 'The declaration was not picked up. tsconfig.json includes only src/**/*.ts, which should match; I\'ll add "types": ["node"] and the env file explicitly to tsconfig.json.', calls: [{ name: 'edit_file', args: { path: 'tsconfig.json', patch: '@@ "compilerOptions": {\n+    "types": ["node"],\n@@ "include": ["src/**/*.ts"]\n+  "files": ["src/env.d.ts"]' }, out: { written: 'tsconfig.json', created: false } }] }),
        ...k.t({ calls: [tsc()] }),
        ...k.t({ text: 'Same error at 58:23. The earlier call at line 41 also reads an env var; giving it a fallback with ?? "" might be the one the compiler is complaining about after all.', calls: [{ name: 'edit_file', args: { path: 'src/members/renew.ts', patch: '@@ -41 +41 @@\n-  const base = process.env.MEMBERS_API;\n+  const base = process.env.MEMBERS_API ?? "";' }, out: { written: 'src/members/renew.ts', created: false } }] }),
        ...k.t({ calls: [tsc()] }),
      ];
      return k.root(ch, { error: 'AI_MaxStepsExceededError: maxSteps (7) reached' });
    },
  },
];
