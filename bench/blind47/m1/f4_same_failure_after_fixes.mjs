import { Conv, root, span } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true, stagnation = false;
export const summary = 'Different edits/settings are tried, but the same verification fails identically each time (only durations, temp paths, run ids differ). Never passes.';

export const rows = [
{ id: '01', domain: 'snow hotel booking site (Svelte)', style: 'anthropic',
  isolates: 'Three different code edits to a Svelte date picker, each followed by the same failing vitest assertion with only timings changed.',
  goal: 'Fix the failing test "check-out date cannot precede check-in" in the Icehotel Kiruna booking widget.',
  build(N) {
    const c = new Conv('anthropic', N, { model: 'claude-sonnet-4-20250514', system: 'Claude Code agent. Tools: Read, Edit, Bash.', goal: this.goal });
    const fail = () => ` FAIL  src/lib/DateRange.test.ts > DateRange > check-out date cannot precede check-in\nAssertionError: expected [ 'check-out must be after check-in' ] to deeply equal []\n  - Expected\n  + Received\n  ❯ src/lib/DateRange.test.ts:41:27\n\n Test Files  1 failed | 11 passed (12)\n      Tests  1 failed | 86 passed (87)\n   Start at  ${N.isoNoMs().slice(11, 19)}\n   Duration  ${(N.f() * 2 + 1.1).toFixed(2)}s (transform ${N.int(200, 600)}ms, setup 0ms, collect ${N.int(300, 900)}ms, tests ${N.int(40, 120)}ms)`;
    c.llm('Let me look at the component.', [{ name: 'Read', args: { file_path: 'src/lib/DateRange.svelte' } }]);
    c.tool('  18\t$: invalid = checkOut && checkIn && checkOut <= checkIn;\n  19\t$: errors = invalid ? [\'check-out must be after check-in\'] : [];');
    c.llm(null, [{ name: 'Bash', args: { command: 'npx vitest run src/lib/DateRange.test.ts' } }]);
    c.tool(fail(), { error: 'exit code 1' });
    const edits = [
      ['The comparison uses <= on Date objects; compare timestamps instead.', { file_path: 'src/lib/DateRange.svelte', old_string: 'checkOut <= checkIn', new_string: 'checkOut.getTime() <= checkIn.getTime()' }],
      ['Perhaps the reactive statement runs before props settle; move the check into a derived function.', { file_path: 'src/lib/DateRange.svelte', old_string: '$: errors = invalid ?', new_string: '$: errors = validate(checkIn, checkOut) ?' }],
      ['The dates may be parsed in local time and shifted by the timezone; normalise both to UTC midnight.', { file_path: 'src/lib/DateRange.svelte', old_string: 'let checkIn;', new_string: 'let checkIn; const toUtc = (d) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));' }],
    ];
    for (const [t, e] of edits) {
      c.llm(t, [{ name: 'Edit', args: e }]);
      c.tool('The file src/lib/DateRange.svelte has been updated.');
      c.llm(null, [{ name: 'Bash', args: { command: 'npx vitest run src/lib/DateRange.test.ts' } }]);
      c.tool(fail(), { error: 'exit code 1' });
    }
    return root('claude-agent-sdk', 'query', this.goal, c.cur, { type: 'result', subtype: 'error_max_turns', num_turns: 10, session_id: N.uuid(), total_cost_usd: 0.4172 });
  } },

{ id: '02', domain: 'tidal power barrage (Terraform)', style: 'plain',
  isolates: 'An OpenHands-style agent changes IAM policy three different ways but terraform plan fails with the same AccessDenied each time.',
  goal: 'Make `terraform plan` succeed for the turbine telemetry bucket module in the Severn barrage data account.',
  build(N) {
    const c = new Conv('plain', N, { model: 'gpt-4o', system: 'You are OpenHands CodeActAgent. Use execute_bash and str_replace_editor.', goal: this.goal });
    const fail = () => `Acquiring state lock. This may take a few moments...\n\u2577\n\u2502 Error: reading S3 Bucket (barrage-turbine-telemetry-prod) policy: operation error S3: GetBucketPolicy, https response error StatusCode: 403, RequestID: ${N.hex(16).toUpperCase()}, HostID: ${N.b62(56)}=, api error AccessDenied: Access Denied\n\u2502\n\u2502   with module.telemetry.aws_s3_bucket_policy.this,\n\u2502   on modules/telemetry/main.tf line 44\n\u2575\nReleasing state lock. This may take a few moments...\n[Command finished in ${(N.f() * 9 + 4).toFixed(1)}s with exit code 1]`;
    c.llm(null, [{ name: 'execute_bash', args: { command: 'cd infra/envs/prod && terraform plan -no-color' } }]);
    c.tool(fail(), { error: 'exit code 1' });
    const fixes = [
      ['Add s3:GetBucketPolicy to the CI role policy.', { command: 'str_replace', path: '/workspace/infra/iam/ci_role.tf', old_str: '"s3:GetObject",', new_str: '"s3:GetObject",\n      "s3:GetBucketPolicy",' }],
      ['The provider may be assuming the wrong role; pin assume_role to the data account.', { command: 'str_replace', path: '/workspace/infra/envs/prod/providers.tf', old_str: 'provider "aws" {', new_str: 'provider "aws" {\n  assume_role { role_arn = "arn:aws:iam::418220913377:role/ci-deployer" }' }],
      ['Try switching the bucket policy read off via skip flag on the module.', { command: 'str_replace', path: '/workspace/infra/modules/telemetry/main.tf', old_str: 'resource "aws_s3_bucket_policy" "this" {', new_str: 'resource "aws_s3_bucket_policy" "this" {\n  count = var.manage_policy ? 1 : 0' }],
    ];
    for (const [t, a] of fixes) {
      c.llm(t, [{ name: 'str_replace_editor', args: a }]);
      c.tool(`The file ${a.path} has been edited. Here's the result of running \`cat -n\` on a snippet ...`);
      c.llm(null, [{ name: 'execute_bash', args: { command: 'cd infra/envs/prod && terraform plan -no-color' } }]);
      c.tool(fail(), { error: 'exit code 1' });
    }
    return root('openhands', 'CodeActAgent', this.goal, c.cur, { agent_state: 'ERROR', reason: 'Agent reached maximum iteration (budget) limit' });
  } },

{ id: '03', domain: 'owl sanctuary feeding scheduler (Python)', style: 'logfire',
  isolates: 'A Pydantic AI agent tries three different fixes for a mypy error; the mypy output is the same line each time apart from the cache dir and timing.',
  goal: 'Get `mypy --strict` clean on feeding/schedule.py in the Barn Owl Trust feeding scheduler.',
  build(N) {
    const c = new Conv('logfire', N, { model: 'gpt-4o', system: 'Coding agent with tools run_cmd and patch_file.', goal: this.goal });
    const fail = () => ({ exit_code: 1, stdout: `feeding/schedule.py:57: error: Argument 1 to "allocate_mice" has incompatible type "list[Aviary | None]"; expected "list[Aviary]"  [arg-type]\nFound 1 error in 1 file (checked 23 source files)`, stderr: '', cache_dir: `/tmp/mypy-cache-${N.hex(6)}`, elapsed: `${(N.f() * 4 + 2).toFixed(2)}s` });
    c.llm(null, [{ name: 'run_cmd', args: { cmd: 'mypy --strict feeding/' } }]);
    c.tool(fail());
    const fixes = [
      ['Annotate the return of get_aviaries as list[Aviary].', { file: 'feeding/aviaries.py', diff: '-def get_aviaries(site):\n+def get_aviaries(site: str) -> list[Aviary]:' }],
      ['Add a type: ignore? No: cast the list at the call site.', { file: 'feeding/schedule.py', diff: '-    allocate_mice(aviaries)\n+    allocate_mice(cast(list[Aviary], aviaries))' }],
      ['Filter Nones with a comprehension before calling.', { file: 'feeding/schedule.py', diff: '-    aviaries = [lookup(a) for a in ids]\n+    aviaries = [lookup(a) for a in ids if a]' }],
    ];
    for (const [t, a] of fixes) {
      c.llm(t, [{ name: 'patch_file', args: a }]);
      c.tool({ applied: true, file: a.file });
      c.llm(null, [{ name: 'run_cmd', args: { cmd: 'mypy --strict feeding/' } }]);
      c.tool(fail());
    }
    return root('pydantic-ai', 'agent run', this.goal, c.cur, null, { 'logfire.msg': 'type-fix-agent run', 'gen_ai.agent.name': 'type-fix-agent', final_result: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 9' });
  } },

{ id: '04', domain: 'water tower repainting (Rust firmware)', style: 'langfuse',
  isolates: 'Three different changes to a Rust crate for a paint-sprayer controller; cargo test fails with the same panic message each time.',
  goal: 'Make the humidity interlock test pass in the sprayer-ctl crate used by the tower repainting rig.',
  build(N) {
    const c = new Conv('langfuse', N, { model: 'gpt-4.1', system: 'Rust coding agent. Tools: shell, apply_patch.', goal: this.goal });
    const fail = () => `   Compiling sprayer-ctl v0.4.2 (/work/sprayer-ctl)\n    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${(N.f() * 6 + 1).toFixed(2)}s\n     Running unittests src/lib.rs (target/debug/deps/sprayer_ctl-${N.hex(16)})\n\nrunning 14 tests\ntest interlock::tests::blocks_above_85_rh ... FAILED\n\nfailures:\n\n---- interlock::tests::blocks_above_85_rh stdout ----\nthread 'interlock::tests::blocks_above_85_rh' panicked at src/interlock.rs:88:9:\nassertion \`left == right\` failed\n  left: Allowed\n right: Blocked\n\ntest result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0${N.int(1, 9)}s`;
    c.llm(null, [{ name: 'shell', args: { cmd: ['cargo', 'test', '-q'] } }]);
    c.tool(fail(), { error: 'exit status 101' });
    const fixes = [
      ['Change the threshold comparison from > to >=.', '*** Update File: src/interlock.rs\n-    if rh > self.max_rh {\n+    if rh >= self.max_rh {'],
      ['Maybe the sensor reading is scaled by 10; divide before comparing.', '*** Update File: src/sensor.rs\n-    Ok(raw as f32)\n+    Ok(raw as f32 / 10.0)'],
      ['Set the default max_rh in Config to 85.0 instead of reading env.', '*** Update File: src/config.rs\n-    max_rh: env_f32("MAX_RH").unwrap_or(90.0),\n+    max_rh: 85.0,'],
    ];
    for (const [t, p] of fixes) {
      c.llm(t, [{ name: 'apply_patch', args: { patch: p } }]);
      c.tool('Done!');
      c.llm(null, [{ name: 'shell', args: { cmd: ['cargo', 'test', '-q'] } }]);
      c.tool(fail(), { error: 'exit status 101' });
    }
    return span('agent', 'trace', { input: this.goal }, { output: null }, c.cur, { metadata: { langfuse_trace_id: N.hex(32), tags: ['coding-agent'], release: 'v0.9.1' } });
  } },

{ id: '05', domain: 'hammam booking kiosk (nginx)', style: 'openinference',
  isolates: 'The agent edits nginx config three different ways; the health check curl returns the same 502 page apart from date and request id.',
  goal: 'Bring the booking API behind nginx on kiosk-gw back up for the Çemberlitaş hammam kiosks (health check must return 200).',
  build(N) {
    const c = new Conv('openinference', N, { model: 'gpt-4o', system: 'Ops agent with ssh_exec.', goal: this.goal });
    const fail = () => `HTTP/1.1 502 Bad Gateway\nServer: nginx/1.24.0\nDate: ${N.httpDate()}\nContent-Type: text/html\nContent-Length: 157\nX-Request-ID: ${N.hex(32)}\n\n<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx/1.24.0</center>\n</body>\n</html>`;
    c.llm(null, [{ name: 'ssh_exec', args: { host: 'kiosk-gw', cmd: 'curl -si http://127.0.0.1/api/health' } }]);
    c.tool(fail());
    const fixes = [
      ['Raise proxy_read_timeout to 60s.', "sudo sed -i 's/proxy_read_timeout 5s/proxy_read_timeout 60s/' /etc/nginx/sites-enabled/booking && sudo nginx -s reload"],
      ['Switch upstream from localhost to 127.0.0.1 to avoid IPv6 resolution.', "sudo sed -i 's#server localhost:8081#server 127.0.0.1:8081#' /etc/nginx/sites-enabled/booking && sudo nginx -s reload"],
      ['Increase proxy buffers in case headers are too big.', "echo 'proxy_buffer_size 16k; proxy_buffers 8 16k;' | sudo tee /etc/nginx/conf.d/buffers.conf && sudo nginx -s reload"],
    ];
    for (const [t, cmd] of fixes) {
      c.llm(t, [{ name: 'ssh_exec', args: { host: 'kiosk-gw', cmd } }]);
      c.tool(`exit=0 (${N.ms()} ms)`);
      c.llm(null, [{ name: 'ssh_exec', args: { host: 'kiosk-gw', cmd: 'curl -si http://127.0.0.1/api/health' } }]);
      c.tool(fail());
    }
    return root('openinference', 'ops-agent', this.goal, c.cur, { output: 'Stopped: iteration budget exhausted.' }, { 'openinference.span.kind': 'AGENT' });
  } },

{ id: '06', domain: 'microgreens delivery (spreadsheet automation)', style: 'agno',
  isolates: 'Three different settings changes to a CSV import; the import validator rejects the same 14 rows with the same message, only the run id differs.',
  goal: 'Import this week\'s microgreens standing orders CSV into the route planner without validation errors.',
  build(N) {
    const c = new Conv('agno', N, { model: 'gpt-4o-mini', system: 'Route planning assistant for Sprout & Co.', goal: this.goal });
    const fail = () => ({ run_id: `imp_${N.b62(10)}`, started: N.usDate(), status: 'rejected', accepted: 0, rejected_rows: 14, first_error: 'row 3: column "delivery_window" value "07:00–09:00" does not match pattern HH:MM-HH:MM', log: `/var/log/routeplanner/import-${N.epoch()}.log` });
    c.llm(null, [{ name: 'run_import', args: { file: 'standing_orders_w38.csv', dry_run: true } }], { agent: 'router' });
    c.tool(fail());
    const fixes = [
      [{ name: 'set_import_option', args: { encoding: 'utf-8-sig' } }, 'Change the file encoding option to strip the BOM.'],
      [{ name: 'set_import_option', args: { delimiter: ';' } }, 'The export might use semicolons; set the delimiter.'],
      [{ name: 'set_import_option', args: { time_format: 'H:mm' } }, 'Loosen the time format to single-digit hours.'],
    ];
    for (const [call, t] of fixes) {
      c.llm(t, [call], { agent: 'router' });
      c.tool({ ok: true, options: call.args });
      c.llm(null, [{ name: 'run_import', args: { file: 'standing_orders_w38.csv', dry_run: true } }], { agent: 'router' });
      c.tool(fail());
    }
    return root('agno', 'Agent.run router', this.goal, c.cur, { status: 'ERROR', content: null });
  } },
];
