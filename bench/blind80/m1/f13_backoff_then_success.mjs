import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'backoff_then_success';

// 01: Cline, Rust: crates.io timeout twice, then success; the same short retry sentence twice (stagnation)
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'cormorant-db (Rust): bump tokio to 1.40 and make sure `cargo test` still passes.';
  const m = 'claude-3-7-sonnet-20250219';
  const retry = 'The download from crates.io timed out, which looks like a transient network problem. I will wait a moment and run the same command again.';
  const to = () => `    Updating crates.io index\n  Downloaded tokio-macros v2.4.0\nerror: failed to download from \`https://static.crates.io/crates/tokio/1.40.0/download\`\n\nCaused by:\n  [28] Timeout was reached (Operation timed out after 30000${N.int(1, 9)} milliseconds with ${N.int(100000, 600000)} out of 794114 bytes received)`;
  const ch = [
    llm(m, chat('You are Cline...', goal), '<replace_in_file>\n<path>Cargo.toml</path>\n<diff>\n------- SEARCH\ntokio = { version = "1.36", features = ["full"] }\n=======\ntokio = { version = "1.40", features = ["full"] }\n+++++++ REPLACE\n</diff>\n</replace_in_file>'),
    tool('replace_in_file', { path: 'Cargo.toml' }, 'The content was successfully saved to Cargo.toml.'),
    llm(m, chat('You are Cline...', goal, null, 4), '<execute_command>\n<command>cargo update -p tokio && cargo test 2>&1 | tail -15</command>\n<requires_approval>false</requires_approval>\n</execute_command>'),
    fail('execute_command', { command: 'cargo update -p tokio && cargo test 2>&1 | tail -15' }, to(), 'exit code 101'),
    llm(m, chat('You are Cline...', goal, null, 6), `<thinking>${retry}</thinking>\n<execute_command>\n<command>sleep 20 && cargo update -p tokio && cargo test 2>&1 | tail -15</command>\n<requires_approval>false</requires_approval>\n</execute_command>`),
    fail('execute_command', { command: 'sleep 20 && cargo update -p tokio && cargo test 2>&1 | tail -15' }, to(), 'exit code 101'),
    llm(m, chat('You are Cline...', goal, null, 8), `<thinking>${retry}</thinking>\n<execute_command>\n<command>sleep 20 && cargo update -p tokio && cargo test 2>&1 | tail -15</command>\n<requires_approval>false</requires_approval>\n</execute_command>`),
    tool('execute_command', { command: 'sleep 20 && cargo update -p tokio && cargo test 2>&1 | tail -15' }, `    Updating crates.io index\n     Locking 3 packages to latest compatible versions\n    Updating tokio v1.36.0 -> v1.40.0\n    Updating tokio-macros v2.2.0 -> v2.4.0\n   Compiling tokio v1.40.0\n   Compiling cormorant-db v0.6.2 (/home/dev/cormorant-db)\n    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${N.secs(20, 48)}s\n     Running unittests src/lib.rs (target/debug/deps/cormorant_db-${N.hex(16)})\n\nrunning 58 tests\n...\ntest result: ok. 58 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in ${N.secs(0.5, 2)}s`),
    llm(m, chat('You are Cline...', goal, null, 10), '<attempt_completion>\n<result>tokio bumped to 1.40.0 (tokio-macros 2.4.0); all 58 tests pass.</result>\n</attempt_completion>'),
    tool('attempt_completion', { result: 'tokio bumped to 1.40.0' }, { accepted: true }),
  ];
  return row(F, 1, { isolates: 'cargo fails twice with the same crates.io timeout and the model writes the same retry sentence both times, then the third attempt succeeds and the upgrade is completed (healthy, though its text repeats).', loop: false, stagnation: true, goal,
    root: agent('cline task', { task: goal }, { status: 'completed' }, ch, { style: 'cline-ui-messages' }) });
}

// 02: Codex CLI, Python: private index 503 once then install and tests pass
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'gullwing-api (Python/FastAPI): add the internal `gw-authz` 2.3 package from our private index and switch app/deps.py to its new `require_scope` helper.';
  const m = 'gpt-5-codex';
  const sh = (c, out, code, txt) => { const id = 'call_' + N.b62(24); const ll = llm(m, { input: [{ role: 'user', content: goal }] }, [...(txt ? [{ type: 'message', content: [{ type: 'output_text', text: txt }] }] : []), { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c] }) }]); const t = tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out, metadata: { exit_code: code, duration_seconds: Number(N.secs(0.8, 9)) } }), code ? { error: `exit ${code}` } : {}); return [ll, t]; };
  const e503 = `Looking in indexes: https://pypi.org/simple, https://pkgs.gullwing.internal/simple\nERROR: HTTP error 503 while getting https://pkgs.gullwing.internal/simple/gw-authz/\nERROR: Could not install requirement gw-authz==2.3.0 because of HTTP error 503 Server Error: Service Unavailable for url: https://pkgs.gullwing.internal/simple/gw-authz/ (x-served-by: cache-${N.pick(['fra', 'ams', 'lhr'])}${N.int(1000, 9999)}-${N.pick(['FRA', 'AMS', 'LHR'])}, x-request-id: ${N.uuid()})`;
  const ch = [
    ...sh('pip install "gw-authz==2.3.0"', e503, 1, 'Installing the package from the private index.'),
    ...sh('sleep 15; pip install "gw-authz==2.3.0"', `Looking in indexes: https://pypi.org/simple, https://pkgs.gullwing.internal/simple\nCollecting gw-authz==2.3.0\n  Downloading https://pkgs.gullwing.internal/packages/gw_authz-2.3.0-py3-none-any.whl (18 kB)\nInstalling collected packages: gw-authz\nSuccessfully installed gw-authz-2.3.0`, 0, 'The index returned 503 Service Unavailable; retrying once after a short pause.'),
    ...sh(`python - <<'EOF'\nimport re,pathlib\np=pathlib.Path('app/deps.py'); s=p.read_text()\ns=s.replace('from app.auth import check_scope','from gw_authz import require_scope').replace('Depends(check_scope(','Depends(require_scope(')\np.write_text(s)\nEOF\necho 'gw-authz==2.3.0' >> requirements.txt && git diff --stat`, ` app/deps.py      | 6 +++---\n requirements.txt | 1 +\n 2 files changed, 4 insertions(+), 3 deletions(-)`, 0, null),
    ...sh('pytest -q tests/test_deps.py tests/test_routes.py', `..................                                                       [100%]\n18 passed in ${N.secs(0.7, 2)}s`, 0, null),
  ];
  ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'Installed gw-authz 2.3.0 (after one 503 from the index), pinned it in requirements.txt, and switched app/deps.py to require_scope; 18 tests pass.' }] }]));
  return row(F, 2, { isolates: 'pip install fails once with a 503 from the private index, succeeds on the retry, and the code change and tests are completed.', loop: false, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal }, { status: 'completed' }, ch, { style: 'codex-cli' }) });
}

// 03: Aider, Elixir: hex.pm 429 twice then deps.get ok, tests pass
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'heron_queue (Elixir): add {:telemetry_metrics, "~> 1.0"} and emit a `[:heron_queue, :job, :stop]` event with duration in Worker.perform/1.';
  const m = 'claude-3-5-sonnet-20241022';
  const lim = () => `Resolving Hex dependencies...\nResolution completed in ${N.ms(40, 140)}ms\nNew:\n  telemetry_metrics 1.0.0\n** (Mix) Request failed (429): too many requests, retry after ${N.int(10, 40)} seconds (x-request-id: F${N.b62(19)})`;
  const ch = [
    llm(m, { messages: [{ role: 'user', content: goal }] }, 'mix.exs\n```elixir\n<<<<<<< SEARCH\n      {:jason, "~> 1.4"}\n=======\n      {:jason, "~> 1.4"},\n      {:telemetry_metrics, "~> 1.0"}\n>>>>>>> REPLACE\n```\n\nlib/heron_queue/worker.ex\n```elixir\n<<<<<<< SEARCH\n  def perform(job) do\n    do_perform(job)\n  end\n=======\n  def perform(job) do\n    start = System.monotonic_time()\n    result = do_perform(job)\n    :telemetry.execute([:heron_queue, :job, :stop], %{duration: System.monotonic_time() - start}, %{queue: job.queue})\n    result\n  end\n>>>>>>> REPLACE\n```'),
    tool('apply_edits', { files: ['mix.exs', 'lib/heron_queue/worker.ex'] }, `Applied edit to mix.exs\nApplied edit to lib/heron_queue/worker.ex\nCommit ${N.short()} feat: emit job stop telemetry`),
    fail('run', { cmd: 'mix deps.get' }, lim(), 'exit 1'),
    fail('run', { cmd: 'mix deps.get' }, lim(), 'exit 1'),
    tool('run', { cmd: 'mix deps.get' }, 'Resolving Hex dependencies...\nResolution completed in 61ms\nNew:\n  telemetry_metrics 1.0.0\n* Getting telemetry_metrics (Hex package)'),
    tool('run', { cmd: 'mix test' }, `Compiling 14 files (.ex)\nGenerated heron_queue app\nRunning ExUnit with seed: ${N.int(1000, 999999)}, max_cases: 16\n\n..........................\nFinished in ${N.secs(0.2, 1.2)} seconds (0.1s async, 0.${N.int(1, 9)}s sync)\n26 tests, 0 failures`),
    llm(m, { messages: [{ role: 'user', content: '26 tests, 0 failures' }] }, 'Dependency fetched after Hex rate-limited two attempts; tests pass and the worker now emits [:heron_queue, :job, :stop] with the duration measurement.'),
  ];
  return row(F, 3, { isolates: 'mix deps.get is rejected twice with the same Hex 429 (different retry-after and request ids) and succeeds the third time; tests then pass and the chat ends.', loop: false, stagnation: false, goal,
    root: agent('aider', { repo: 'heron_queue' }, { exited: 'normal' }, ch, { style: 'aider-chat-history' }) });
}
export const rows = () => [r1(), r2(), r3()];
