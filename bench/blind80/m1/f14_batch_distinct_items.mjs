import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'batch_distinct_items';

// 01: Claude Code, Python: same Edit on six different files, same acknowledgement
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'tidewater-etl (Python 3.12): replace every `datetime.utcnow()` with `datetime.now(UTC)` to silence the 3.12 DeprecationWarning.';
  const m = 'claude-sonnet-4-20250514';
  const files = [['tidewater/extract/s3.py', 44], ['tidewater/extract/sftp.py', 102], ['tidewater/load/warehouse.py', 17], ['tidewater/load/audit.py', 63], ['tidewater/transform/dedupe.py', 29], ['tidewater/cli.py', 211]];
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [call('Grep', { pattern: 'utcnow\\(', output_mode: 'content', '-n': true }, 'toolu_' + N.b62(24))]),
    tool('Grep', { pattern: 'utcnow\\(', output_mode: 'content', '-n': true }, files.map(([f, l]) => `${f}:${l}:    ts = datetime.utcnow()`).join('\n')),
  ];
  files.forEach(([f], i) => {
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 4 + 2 * i), [{ type: 'text', text: `Updating ${f}.` }, call('Edit', { file_path: `/repo/${f}`, old_string: 'datetime.utcnow()', new_string: 'datetime.now(UTC)', replace_all: true }, 'toolu_' + N.b62(24))]));
    ch.push(tool('Edit', { file_path: `/repo/${f}`, old_string: 'datetime.utcnow()', new_string: 'datetime.now(UTC)', replace_all: true }, `The file /repo/${f} has been updated. All occurrences of 'datetime.utcnow()' were successfully replaced with 'datetime.now(UTC)'.`));
  });
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 16), [{ type: 'text', text: 'Imports next: each file needs `UTC` from datetime.' }, call('Bash', { command: "sed -i 's/^from datetime import datetime$/from datetime import UTC, datetime/' $(grep -l 'datetime.now(UTC)' -r tidewater) && python -W error::DeprecationWarning -m pytest -q 2>&1 | tail -3" }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Bash', { command: "sed -i ... && python -W error::DeprecationWarning -m pytest -q" }, `........................................................................ [ 90%]\n........                                                                 [100%]\n80 passed in ${N.secs(2, 6)}s`));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 18), 'Replaced utcnow() in 6 files, added the UTC import, and the suite passes with DeprecationWarning promoted to error.'));
  return row(F, 1, { isolates: 'The same Edit is applied to six different files with the same acknowledgement and a one-line templated note each time, then imports are fixed and tests pass.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 02: Codex CLI, shell/Go: cherry-pick distinct commits onto a release branch
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'kestrel-proxy: backport the five fixes labelled `backport-1.7` onto release-1.7 and push the branch.';
  const m = 'o4-mini';
  const commits = [['4be91c2', 'fix(h2): reset stream on oversized header block'], ['9a03d7e', 'fix(tls): honour min_version from config'], ['c17f5aa', 'fix(lb): skip drained upstreams in p2c'], ['e2d8b40', 'fix(log): escape quotes in access log'], ['71ff0c9', 'fix(admin): 404 for unknown route instead of panic']];
  const ch = [];
  const sh = (c, out, txt) => { const id = 'call_' + N.b62(24); ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [...(txt ? [{ type: 'message', content: [{ type: 'output_text', text: txt }] }] : []), { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c] }) }])); ch.push(tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out, metadata: { exit_code: 0, duration_seconds: Number(N.secs(0.05, 0.6)) } }))); };
  sh('git switch release-1.7 && git pull --ff-only', "Switched to branch 'release-1.7'\nAlready up to date.", 'Switching to the release branch.');
  commits.forEach(([h, msg]) => sh(`git cherry-pick -x ${h}`, `[release-1.7 ${N.short()}] ${msg}\n Date: ${N.httpDate().replace(' GMT', ' +0000')}\n ${N.int(1, 3)} files changed, ${N.int(3, 40)} insertions(+), ${N.int(1, 12)} deletions(-)`, `Cherry-picking ${h} (${msg}).`));
  sh('go test ./... 2>&1 | tail -4 && git push origin release-1.7', `ok  \tgithub.com/kestrel/kestrel-proxy/internal/lb\t${N.secs(0.2, 1)}s\nok  \tgithub.com/kestrel/kestrel-proxy/internal/tls\t${N.secs(0.2, 1)}s\nTo github.com:kestrel/kestrel-proxy.git\n   ${N.short()}..${N.short()}  release-1.7 -> release-1.7`, 'All five applied cleanly; running tests and pushing.');
  ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'Backported 5 commits to release-1.7 with -x provenance; tests pass and the branch is pushed.' }] }]));
  return row(F, 2, { isolates: 'git cherry-pick -x is run for five different commits with templated messages and near-identical outputs, then tests pass and the branch is pushed.', loop: false, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal }, { status: 'completed' }, ch, { style: 'codex-cli' }) });
}

// 03: OpenHands, Go: upgrade distinct modules one by one
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'wrenfield (Go): Dependabot flagged twelve modules with CVEs. Upgrade each to the patched version and make sure the build and tests pass.';
  const m = 'openai/gpt-4.1';
  const mods = [['golang.org/x/net', 'v0.23.0', 'v0.33.0'], ['golang.org/x/crypto', 'v0.21.0', 'v0.31.0'], ['github.com/golang-jwt/jwt/v4', 'v4.5.0', 'v4.5.1'], ['google.golang.org/grpc', 'v1.62.1', 'v1.64.1'], ['github.com/docker/docker', 'v25.0.3+incompatible', 'v25.0.6+incompatible'], ['github.com/hashicorp/go-retryablehttp', 'v0.7.4', 'v0.7.7'], ['github.com/jackc/pgx/v5', 'v5.5.3', 'v5.5.4'], ['github.com/go-jose/go-jose/v3', 'v3.0.1', 'v3.0.3'], ['google.golang.org/protobuf', 'v1.32.0', 'v1.33.0'], ['github.com/quic-go/quic-go', 'v0.41.0', 'v0.42.0'], ['github.com/containerd/containerd', 'v1.7.11', 'v1.7.13'], ['github.com/opencontainers/runc', 'v1.1.11', 'v1.1.12']];
  const ch = [];
  const run = (c, out, th) => { ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: th, action: 'run', args: { command: c } })); ch.push(tool('CmdRunAction', { command: c }, { observation: 'run', content: out, extras: { metadata: { exit_code: 0 } } }, { metadata: { timestamp: N.iso() } })); };
  mods.forEach(([mod, a, b]) => run(`go get ${mod}@${b}`, `go: upgraded ${mod} ${a} => ${b}`, `Upgrade ${mod} to ${b}.`));
  run('go mod tidy && go build ./... && go test ./... 2>&1 | tail -5', `ok  \tgithub.com/wrenfield/wrenfield/api\t${N.secs(0.3, 2)}s\nok  \tgithub.com/wrenfield/wrenfield/auth\t${N.secs(0.3, 2)}s\nok  \tgithub.com/wrenfield/wrenfield/store\t${N.secs(1, 4)}s\n?   \tgithub.com/wrenfield/wrenfield/cmd/wrenfield\t[no test files]`, 'All twelve upgraded; tidy, build and test.');
  run('govulncheck ./...', 'Scanning your code and 212 packages across 41 dependent modules for known vulnerabilities...\n\nNo vulnerabilities found.', 'Confirm with govulncheck.');
  ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: 'Twelve modules upgraded, tests pass, govulncheck clean.', action: 'finish' }));
  return row(F, 3, { isolates: 'go get is run for twelve different modules with the same acknowledgement template and a templated thought per module, then tidy/build/test and govulncheck confirm the work.', loop: false, stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'finished' }, ch, { style: 'openhands-events' }) });
}
export const rows = () => [r1(), r2(), r3()];
