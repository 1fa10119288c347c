import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'continuing_after_success';

// 01: SWE-agent, Python: tests green, then re-checks until step limit, no submit
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'rookery (Python): `slugify("Ærø")` returns "r" instead of "aero". Fix transliteration and make tests/test_slug.py pass.';
  const m = 'gpt-4o-2024-08-06';
  const ok = () => `============================= test session starts ==============================\ncollected 12 items\n\ntests/test_slug.py ............                                         [100%]\n\n============================== 12 passed in ${N.secs(0.03, 0.09)}s ==============================\n(Open file: /rookery/rookery/slug.py)\n(Current directory: /rookery)\nbash-$`;
  const ch = [
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nAdd a pre-transliteration table for Æ/Ø/Å/ß before NFKD normalisation.', action: 'edit 14:16\n_PRE = str.maketrans({"Æ": "Ae", "æ": "ae", "Ø": "O", "ø": "o", "Å": "A", "å": "a", "ß": "ss"})\ndef slugify(s: str) -> str:\n    s = unicodedata.normalize("NFKD", s.translate(_PRE))\nend_of_edit' }),
    tool('edit', { start: 14, end: 16 }, '[File: /rookery/rookery/slug.py (33 lines total)]\n...\nFile updated. Please review the changes and make sure they are correct.'),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nRun the tests.', action: 'pytest tests/test_slug.py' }),
    tool('bash', { command: 'pytest tests/test_slug.py' }, ok()),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nAll 12 tests pass, including the Ærø case. Let me run them once more to be sure.', action: 'pytest tests/test_slug.py' }),
    tool('bash', { command: 'pytest tests/test_slug.py' }, ok()),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nLet me double-check the diff.', action: 'git diff --stat' }),
    tool('bash', { command: 'git diff --stat' }, ' rookery/slug.py | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)\n(Open file: /rookery/rookery/slug.py)\n(Current directory: /rookery)\nbash-$'),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nEverything looks good. Running the test one more time before submitting.', action: 'pytest tests/test_slug.py' }),
    tool('bash', { command: 'pytest tests/test_slug.py' }, ok()),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nVerify the diff again.', action: 'git diff --stat' }),
    tool('bash', { command: 'git diff --stat' }, ' rookery/slug.py | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)\n(Open file: /rookery/rookery/slug.py)\n(Current directory: /rookery)\nbash-$'),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nConfirming the fix once more.', action: 'python -c "from rookery.slug import slugify; print(slugify(\'Ærø\'))"' }),
    tool('bash', { command: 'python -c "from rookery.slug import slugify; print(slugify(\'Ærø\'))"' }, 'aero\n(Open file: /rookery/rookery/slug.py)\n(Current directory: /rookery)\nbash-$'),
  ];
  return row(F, 1, { isolates: 'After 12 tests pass the agent re-runs pytest twice more, views the same diff stat twice and re-prints the slug, never submitting before the step limit.', loop: true, stagnation: false, goal,
    root: agent('sweagent.run', { instance_id: 'rookery__77' }, { exit_status: 'exit_step_limit', submission: null }, ch, { style: 'swe-agent' }) });
}

// 02: Codex CLI, Rust: tag pushed and release published, then keeps pushing tags
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'sandpiper-rs: release v0.9.0 — bump Cargo.toml, tag, and push the tag so the release workflow runs.';
  const m = 'o3';
  const sh = (c, out, code = 0) => { const id = 'call_' + N.b62(24); return [llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c] }) }]), tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out, metadata: { exit_code: code, duration_seconds: Number(N.secs(0.1, 2.2)) } }))]; };
  const ch = [
    ...sh('cargo set-version 0.9.0 && git commit -am "release: v0.9.0" && git tag -a v0.9.0 -m v0.9.0', `   Upgrading sandpiper from 0.8.3 to 0.9.0\n[main ${N.short()}] release: v0.9.0\n 2 files changed, 3 insertions(+), 3 deletions(-)`),
    ...sh('git push origin main --follow-tags', `To github.com:sandpiper-rs/sandpiper.git\n   ${N.short()}..${N.short()}  main -> main\n * [new tag]         v0.9.0 -> v0.9.0`),
    ...sh('gh run list --workflow release.yml -L 1', `STATUS  TITLE            WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\n✓       release: v0.9.0  release   v0.9.0  push   ${N.int(11000000000, 11999999999)}  4m12s    1m`),
    llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'v0.9.0 is tagged and pushed, and the release workflow completed successfully.' }] }]),
    ...sh('git push origin v0.9.0', 'Everything up-to-date'),
    ...sh('git push origin main --follow-tags', 'Everything up-to-date'),
    ...sh('git ls-remote --tags origin v0.9.0', `${N.sha()}\trefs/tags/v0.9.0`),
    ...sh('git push origin v0.9.0', 'Everything up-to-date'),
    ...sh('gh run list --workflow release.yml -L 1', `STATUS  TITLE            WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\n✓       release: v0.9.0  release   v0.9.0  push   ${N.int(11000000000, 11999999999)}  4m12s    ${N.int(6, 9)}m`),
    llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'The tag v0.9.0 is on origin and the release workflow is green.' }] }]),
    ...sh('git push origin main --follow-tags', 'Everything up-to-date'),
    ...sh('git tag -l "v0.9*" && git push origin v0.9.0', 'v0.9.0\nEverything up-to-date'),
    ...sh('gh release view v0.9.0 --json tagName,isDraft,publishedAt', `{"isDraft":false,"publishedAt":"2025-03-11T14:${N.int(10, 20)}:0${N.int(0, 9)}Z","tagName":"v0.9.0"}`),
    ...sh('git push origin v0.9.0', 'Everything up-to-date'),
  ];
  return row(F, 2, { isolates: 'After the tag is pushed and the release run shows ✓, the agent pushes the tag again, pushes main again, ls-remotes the tag, re-lists the workflow, views the release and pushes again and again ("Everything up-to-date") until the turn limit.', loop: true, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal }, { status: 'interrupted', reason: 'turn limit' }, ch, { style: 'codex-cli' }) });
}

// 03: Cursor agent log, PHP: composer upgrade done, keeps announcing and re-running
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'hearthstone-billing (PHP 8.3): upgrade guzzlehttp/guzzle from 6.5 to 7.9 and fix the test suite.';
  const m = 'cursor-small / claude-4-sonnet';
  const done = 'The Guzzle upgrade is complete: guzzlehttp/guzzle is now 7.9.2, the deprecated `GuzzleHttp\\Psr7\\parse_response` call in src/Gateway/HttpGateway.php was replaced with `Message::parseResponse`, and all 84 PHPUnit tests pass.';
  const pu = () => `PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.7\nConfiguration: /home/dev/hearthstone-billing/phpunit.xml\n\n...............................................................  63 / 84 ( 75%)\n.....................                                             84 / 84 (100%)\n\nTime: 00:0${N.int(1, 4)}.${N.int(100, 999)}, Memory: ${N.int(20, 28)}.00 MB\n\nOK (84 tests, 231 assertions)`;
  const term = (c, o) => tool('run_terminal_cmd', { command: c, is_background: false }, { exit_code: 0, output: o });
  const ch = [
    llm(m, chat('You are a powerful agentic AI coding assistant, powered by Claude. You operate exclusively in Cursor.', goal), [call('run_terminal_cmd', { command: 'composer require guzzlehttp/guzzle:^7.9 -W', is_background: false }, N.uuid())]),
    term('composer require guzzlehttp/guzzle:^7.9 -W', './composer.json has been updated\nLoading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 3 updates, 0 removals\n  - Upgrading guzzlehttp/guzzle (6.5.8 => 7.9.2)\n  - Upgrading guzzlehttp/psr7 (1.9.1 => 2.7.0)\n  - Upgrading guzzlehttp/promises (1.5.3 => 2.0.4)\nWriting lock file\nGenerating optimized autoload files'),
    llm(m, chat('...', goal), [call('edit_file', { target_file: 'src/Gateway/HttpGateway.php', instructions: 'Replace parse_response with Message::parseResponse', code_edit: "use GuzzleHttp\\Psr7\\Message;\n// ... existing code ...\n        return Message::parseResponse($raw);" }, N.uuid())]),
    tool('edit_file', { target_file: 'src/Gateway/HttpGateway.php' }, 'The apply model made the following changes to the file:\n@@ -7,3 +7,4 @@\n+use GuzzleHttp\\Psr7\\Message;\n@@ -88 +89 @@\n-        return \\GuzzleHttp\\Psr7\\parse_response($raw);\n+        return Message::parseResponse($raw);'),
    llm(m, chat('...', goal), [call('run_terminal_cmd', { command: 'vendor/bin/phpunit' }, N.uuid())]),
    term('vendor/bin/phpunit', pu()),
    llm(m, chat('...', goal), [{ type: 'text', text: done }, call('run_terminal_cmd', { command: 'composer show guzzlehttp/guzzle | head -4' }, N.uuid())]),
    term('composer show guzzlehttp/guzzle | head -4', 'name     : guzzlehttp/guzzle\ndescrip. : Guzzle is a PHP HTTP client library\nkeywords : client, curl, framework, http, http client, psr-18, psr-7, rest, web service\nversions : * 7.9.2'),
    llm(m, chat('...', goal), [{ type: 'text', text: done.replace('is complete', 'is finished') }, call('run_terminal_cmd', { command: 'vendor/bin/phpunit' }, N.uuid())]),
    term('vendor/bin/phpunit', pu()),
    llm(m, chat('...', goal), [{ type: 'text', text: done }, call('run_terminal_cmd', { command: 'composer show guzzlehttp/guzzle | head -4' }, N.uuid())]),
    term('composer show guzzlehttp/guzzle | head -4', 'name     : guzzlehttp/guzzle\ndescrip. : Guzzle is a PHP HTTP client library\nkeywords : client, curl, framework, http, http client, psr-18, psr-7, rest, web service\nversions : * 7.9.2'),
    llm(m, chat('...', goal), [{ type: 'text', text: done }, call('run_terminal_cmd', { command: 'vendor/bin/phpunit' }, N.uuid())]),
    term('vendor/bin/phpunit', pu()),
  ];
  return row(F, 3, { isolates: 'Once PHPUnit is green and composer shows 7.9.2, the agent repeats the same completion paragraph four times, each time re-running phpunit or composer show, until stopped at the tool-call limit.', loop: true, stagnation: true, goal,
    root: agent('cursor agent', { query: goal }, { stopped: '25 tool calls limit' }, ch, { style: 'cursor-agent' }) });
}
export const rows = () => [r1(), r2(), r3()];
