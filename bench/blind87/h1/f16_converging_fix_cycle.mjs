import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'converging_fix_cycle';
export const loop = false;

// Row 01: mypy strict errors fall 14 -> 6 -> 2 -> 0; SWE-agent style; the same command each time.
function r1(c) {
  const goal = 'Enable `mypy --strict` for the `orbitfetch` package and fix all type errors so CI passes.';
  const ch = []; const m = (thought, cmd) => ch.push(llm('gpt-4o', { messages: '<history>' }, `DISCUSSION\n${thought}\n\n\`\`\`\n${cmd}\n\`\`\``));
  const run = (lines, n, files) => tool('bash', { command: 'mypy --strict orbitfetch' }, n ? `${lines.join('\n')}\nFound ${n} error${n > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''} (checked 23 source files)` : 'Success: no issues found in 23 source files', n ? { error: 'exit status 1' } : {});
  m('Run mypy strict to get a baseline.', 'mypy --strict orbitfetch');
  ch.push(run(['orbitfetch/client.py:22: error: Function is missing a return type annotation  [no-untyped-def]', 'orbitfetch/client.py:41: error: Returning Any from function declared to return "dict[str, Any]"  [no-any-return]', 'orbitfetch/cache.py:15: error: Missing type parameters for generic type "dict"  [type-arg]', 'orbitfetch/cli.py:9: error: Call to untyped function "main" in typed context  [no-untyped-call]', '... 10 more'], 14, 4));
  m('Most are missing annotations in client.py (8 of 14). Annotate that module.', 'edit orbitfetch/client.py 18:60');
  ch.push(tool('edit', { file: 'orbitfetch/client.py', lines: '18:60' }, 'File updated. 8 function signatures annotated; json() result cast via TypedDict FetchResult.'));
  m('Re-run mypy to see what remains after client.py.', 'mypy --strict orbitfetch');
  ch.push(run(['orbitfetch/cache.py:15: error: Missing type parameters for generic type "dict"  [type-arg]', 'orbitfetch/cache.py:28: error: Missing type parameters for generic type "OrderedDict"  [type-arg]', 'orbitfetch/cli.py:9: error: Call to untyped function "main" in typed context  [no-untyped-call]', 'orbitfetch/retry.py:33: error: Untyped decorator makes function "fetch" untyped  [misc]', '... 2 more'], 6, 3));
  m('14 → 6. Now the generics in cache.py and the cli entrypoint.', 'edit orbitfetch/cache.py 10:40 && edit orbitfetch/cli.py 5:12');
  ch.push(tool('edit', { file: 'orbitfetch/cache.py' }, 'File updated. dict[str, CacheEntry], OrderedDict[str, float].'));
  ch.push(tool('edit', { file: 'orbitfetch/cli.py' }, 'File updated. def main(argv: list[str] | None = None) -> int'));
  m('Re-run mypy after the cache and cli changes.', 'mypy --strict orbitfetch');
  ch.push(run(['orbitfetch/retry.py:33: error: Untyped decorator makes function "fetch" untyped  [misc]', 'orbitfetch/retry.py:12: error: Function is missing a type annotation  [no-untyped-def]'], 2, 1));
  m('6 → 2, both in retry.py: the decorator needs ParamSpec typing.', 'edit orbitfetch/retry.py 1:40');
  ch.push(tool('edit', { file: 'orbitfetch/retry.py' }, 'File updated. P = ParamSpec("P"); R = TypeVar("R"); def retry(fn: Callable[P, R]) -> Callable[P, R]'));
  m('Re-run mypy now that retry.py uses ParamSpec.', 'mypy --strict orbitfetch');
  ch.push(run([], 0, 0));
  m('Clean. Run the tests to be sure runtime behaviour is unchanged, then enable strict in CI config.', 'pytest -q && sed -i "s/mypy orbitfetch/mypy --strict orbitfetch/" .github/workflows/ci.yml');
  ch.push(tool('bash', { command: 'pytest -q && sed ...' }, `.....................\n21 passed in ${c.secs(1, 4)}s`));
  m('Submit.', 'submit');
  ch.push(tool('submit', {}, 'diff --git a/.github/workflows/ci.yml ... 5 files changed, 61 insertions(+), 24 deletions(-)'));
  const root = agent('SWE-agent', { problem_statement: goal }, { exit_status: 'submitted' }, ch, { metadata: { model: 'gpt-4o' } });
  return { goal, isolates: 'The same mypy command is re-run after each edit and keeps failing, but the error count falls 14 → 6 → 2 → 0 with each edit touching a different module, then tests pass and the change is submitted.', stagnation: false, root };
}

// Row 02: accessibility fixes across three pages cycled; violations per page drop every pass.
function r2(c) {
  const goal = 'Bring the Larkspur Library web app\'s home, search and account pages to zero axe-core serious/critical violations.';
  const ch = []; const m = (t, name, args) => ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, [[name, args]])));
  const axe = (page, n, ids) => tool('axe_scan', { url: `http://localhost:5173/${page}` }, { url: `http://localhost:5173/${page}`, timestamp: c.iso(), testEngine: { name: 'axe-core', version: '4.10.2' }, violations: ids.map(id => ({ id, impact: id === 'color-contrast' ? 'serious' : 'critical', nodes: c.int(1, 3) })), counts: { serious_critical: n }, scan_ms: c.ms(400, 1500) });
  const pass = [
    { home: ['image-alt', 'color-contrast', 'button-name'], search: ['label', 'aria-required-children', 'color-contrast'], account: ['label', 'color-contrast', 'link-name'] },
    { home: ['color-contrast'], search: ['aria-required-children'], account: ['color-contrast'] },
    { home: [], search: [], account: [] },
  ];
  const fixes = [['Add alt text, accessible button names, and fix the label/aria issues in the shared components.', 'Edit', { file_path: 'src/components/SearchBox.tsx' }, 'Added <label htmlFor>, aria-label on icon buttons, alt on hero image, combobox wrapper roles.'], ['Contrast remains on the muted text token and the results listbox still lacks option roles. Fix both.', 'Edit', { file_path: 'src/theme/tokens.css' }, '--text-muted: #6b6b6b → #575757 (4.9:1 on #fff); ResultsList items now role="option".']];
  pass.forEach((p, i) => {
    for (const pg of ['home', 'search', 'account']) {
      m(`Scan ${pg} (pass ${i + 1}).`, 'axe_scan', { url: `http://localhost:5173/${pg}` });
      ch.push(axe(pg, p[pg].length, p[pg]));
    }
    if (i < 2) { m(fixes[i][0], fixes[i][1], fixes[i][2]); ch.push(tool(fixes[i][1], fixes[i][2], fixes[i][3])); }
  });
  m('All three pages at 0 serious/critical (9 → 3 → 0). Run the component tests.', 'Bash', { command: 'pnpm vitest run' });
  ch.push(tool('Bash', { command: 'pnpm vitest run' }, ` Test Files  18 passed (18)\n      Tests  142 passed (142)\n   Duration  ${c.secs(4, 9)}s`));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success' }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'A three-page scan cycle (home, search, account) is repeated three times, which looks like a loop, but the violation total drops 9 → 3 → 0 after two different fixes and the run finishes.', stagnation: false, root };
}

// Row 03: flaky integration suite: failures 6 -> 4 -> 1 -> 0 with three different changes; AutoGen executor.
function r3(c) {
  const goal = 'The `tern-gateway` integration suite fails on the new ARM CI runners. Make it pass there.';
  const ch = []; const say = (who, content, kids) => ch.push({ type: 'agent', name: who, input: {}, output: { content }, children: kids });
  const run = (fails, extra) => tool('execute_code', { lang: 'sh', code: 'make itest ARCH=arm64' }, `== itest on ${c.host('ci-arm64')} (run ${c.uuid().slice(0, 8)}) ==\n${fails.map(f => `FAIL ${f}`).join('\n')}\n${fails.length ? `${fails.length} failed` : 'all passed'}, ${38 - fails.length} passed in ${c.secs(60, 140)}s${extra || ''}`, fails.length ? { error: 'exitcode: 2' } : {});
  const L = (t) => llm('gpt-4o', { messages: '<chat>' }, t);
  say('assistant', 'run', [L('Run the suite on arm64.\n```sh\nmake itest ARCH=arm64\n```')]);
  say('user_proxy', 'exitcode: 2', [run(['TestRedisCluster/failover', 'TestRedisCluster/resharding', 'TestAuthJWKS/rotate', 'TestKafka/consume', 'TestKafka/rebalance', 'TestTLS/mtls'])]);
  say('assistant', 'fix1', [L('Redis and Kafka tests use amd64-only images (bitnami/redis-cluster:6.2, wurstmeister/kafka). Switch to multi-arch images.\n```sh\nsed -i "s#wurstmeister/kafka:2.13-2.8.1#apache/kafka:3.7.0#; s#bitnami/redis-cluster:6.2#bitnami/redis-cluster:7.2#" test/compose.yml\n```')]);
  say('user_proxy', 'exitcode: 0', [tool('execute_code', { lang: 'sh' }, '')]);
  say('assistant', 'rerun', [L('Re-run with the multi-arch images.\n```sh\nmake itest ARCH=arm64\n```')]);
  say('user_proxy', 'exitcode: 2', [run(['TestRedisCluster/failover', 'TestAuthJWKS/rotate', 'TestKafka/rebalance', 'TestTLS/mtls'])]);
  say('assistant', 'fix2', [L('6 → 4. The TLS and JWKS failures both say "x509: certificate signed by unknown authority": the test CA bundle is only copied in the amd64 Dockerfile stage. Copy it in the shared stage.\n```sh\npatch -p1 < fix-ca.diff\n```')]);
  say('user_proxy', 'exitcode: 0', [tool('execute_code', { lang: 'sh' }, 'patching file test/Dockerfile')]);
  say('assistant', 'rerun', [L('Re-run with the CA bundle in the shared stage.\n```sh\nmake itest ARCH=arm64\n```')]);
  say('user_proxy', 'exitcode: 2', [run(['TestRedisCluster/failover'])]);
  say('assistant', 'fix3', [L('4 → 1. Redis failover times out at 5s; on the slower runner the election takes ~7s (log shows "failover auth granted" at 6.8s). Raise the test wait to 15s.\n```sh\nsed -i "s/failoverWait = 5 \\* time.Second/failoverWait = 15 * time.Second/" test/redis_test.go\n```')]);
  say('user_proxy', 'exitcode: 0', [tool('execute_code', { lang: 'sh' }, '')]);
  say('assistant', 'rerun', [L('Re-run with the longer failover wait.\n```sh\nmake itest ARCH=arm64\n```')]);
  say('user_proxy', 'exitcode: 0', [run([])]);
  say('assistant', 'done', [L('All 38 pass on arm64 (6 → 4 → 1 → 0). TERMINATE')]);
  const root = agent('autogen GroupChat', { message: goal }, { summary: 'All 38 integration tests pass on arm64.', termination: 'TERMINATE' }, ch, { metadata: { autogen: '0.2.35' } });
  return { goal, isolates: 'The same make target fails three times in a row, but failures drop 6 → 4 → 1 → 0 after three different, evidence-driven fixes, and the run ends green.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
