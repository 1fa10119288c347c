import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'failures_shrinking_to_zero';

// 01: Aider, Python: mypy 6 -> 4 -> 1 -> 0
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'pipewort (Python): make `mypy --strict pipewort/` clean after enabling strict mode.';
  const m = 'gpt-4o-2024-08-06';
  const mypy = (errs) => errs.length ? `${errs.join('\n')}\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split(':')[0])).size} file${new Set(errs.map((e) => e.split(':')[0])).size > 1 ? 's' : ''} (checked 23 source files)` : 'Success: no issues found in 23 source files';
  const e6 = ['pipewort/io.py:14:1: error: Function is missing a return type annotation  [no-untyped-def]', 'pipewort/io.py:22:5: error: Function is missing a type annotation for one or more arguments  [no-untyped-def]', 'pipewort/graph.py:40:16: error: Returning Any from function declared to return "list[str]"  [no-any-return]', 'pipewort/graph.py:58:9: error: Need type annotation for "seen"  [var-annotated]', 'pipewort/cli.py:9:1: error: Library stubs not installed for "yaml"  [import-untyped]', 'pipewort/cli.py:31:12: error: Item "None" of "Match[str] | None" has no attribute "group"  [union-attr]'];
  const ch = [tool('run', { cmd: 'mypy --strict pipewort/' }, mypy(e6), { error: 'exit 1' })];
  const steps = [
    ['Annotating the two functions in io.py and `seen` in graph.py.', 'pipewort/io.py\n```python\n<<<<<<< SEARCH\ndef open_source(path):\n=======\ndef open_source(path: Path) -> TextIO:\n>>>>>>> REPLACE\n```\n(…2 more blocks)', [e6[2], e6[4], e6[5], 'pipewort/io.py:23:12: error: Incompatible return value type (got "IO[Any]", expected "TextIO")  [return-value]']],
    ['Casting the graph return, adding types-PyYAML to dev deps, guarding the regex match, and returning TextIOWrapper.', 'pipewort/graph.py\n```python\n<<<<<<< SEARCH\n        return json.loads(raw)["nodes"]\n=======\n        return cast(list[str], json.loads(raw)["nodes"])\n>>>>>>> REPLACE\n```\n(…3 more blocks)', ['pipewort/cli.py:9:1: error: Library stubs not installed for "yaml"  [import-untyped]']],
    ['The stubs need installing in the environment as well, not only listing in requirements-dev.txt.', '/run pip install types-PyYAML', []],
  ];
  steps.forEach(([t, b, errs]) => {
    ch.push(llm(m, { messages: [{ role: 'user', content: 'Fix these mypy errors' }] }, `${t}\n\n${b}`));
    ch.push(tool('apply_edits', { edit_format: 'diff' }, `Applied edit(s)\nCommit ${N.short()} typing: strict mypy fixes`));
    ch.push(tool('run', { cmd: 'mypy --strict pipewort/' }, mypy(errs), errs.length ? { error: 'exit 1' } : {}));
  });
  ch.push(llm(m, { messages: [{ role: 'user', content: 'Success: no issues found' }] }, 'mypy --strict is clean now.'));
  return row(F, 1, { isolates: 'mypy is re-run after each different batch of fixes and the error count drops 6 -> 4 -> 1 -> 0 (one new error appears and is fixed along the way).', loop: false, stagnation: false, goal,
    root: agent('aider', { repo: 'pipewort' }, { exited: 'normal' }, ch, { style: 'aider-chat-history' }) });
}

// 02: OpenHands, TypeScript: jest 5 -> 3 -> 1 -> 0 after migrating to fake timers API
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'sparrowmail (TypeScript): after upgrading Jest 26 -> 29, tests in src/queue fail. Fix them.';
  const m = 'anthropic/claude-3-5-sonnet-20241022';
  const jest = (f, p) => `${f ? ` FAIL  src/queue/__tests__/${f === 1 ? 'retry' : 'scheduler'}.test.ts\n` : ''} PASS  src/queue/__tests__/dedupe.test.ts (${N.secs(0.5, 2)} s)\n\nTests:       ${f ? `${f} failed, ` : ''}${p} passed, ${f + p} total\nSnapshots:   0 total\nTime:        ${N.secs(2, 5)} s\nRan all test suites matching /src\\/queue/i.`;
  const ch = [];
  const run = (c, out, th, code = 0) => { ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: th, action: 'run', args: { command: c } })); ch.push(tool('CmdRunAction', { command: c }, { observation: 'run', content: out, extras: { metadata: { exit_code: code } } }, { metadata: { timestamp: N.iso() } })); };
  const edit = (path, o, n, th) => { ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: th, action: 'edit', args: { path, command: 'str_replace', old_str: o, new_str: n } })); ch.push(tool('FileEditAction', { path, command: 'str_replace', old_str: o, new_str: n }, { observation: 'edit', content: `The file ${path} has been edited.` })); };
  run('npx jest src/queue 2>&1 | tail -8', jest(5, 12) + '\n  ● scheduler › fires after delay\n    TypeError: jest.useFakeTimers("modern") ...', 'Reproduce.', 1);
  edit('jest.config.ts', "  timers: 'modern',", "  fakeTimers: { enableGlobally: true },", 'Jest 27 renamed the `timers` option to `fakeTimers`.');
  run('npx jest src/queue 2>&1 | tail -8', jest(3, 14) + '\n  ● retry › backs off exponentially\n    expect(jest.fn()).toHaveBeenCalledTimes(expected) Expected: 3 Received: 1', 'Rerun with the fakeTimers config key.', 1);
  edit('src/queue/__tests__/retry.test.ts', '    jest.runAllTimers();', '    await jest.runAllTimersAsync();', 'Retry uses promise-based sleeps; advancing timers must flush microtasks with runAllTimersAsync (Jest 29.5+).');
  run('npx jest src/queue 2>&1 | tail -8', jest(1, 16) + '\n  ● scheduler › uses Date.now for next run\n    Expected: 1700000030000 Received: 1700000000000', 'Check whether the async timer flush fixed retry.', 1);
  edit('src/queue/__tests__/scheduler.test.ts', '    jest.spyOn(Date, "now").mockReturnValue(T0);', '    jest.setSystemTime(T0);', 'Modern fake timers mock Date too; spying on Date.now conflicts. Use setSystemTime.');
  run('npx jest src/queue 2>&1 | tail -8', jest(0, 17), 'Last failing test should now pass with setSystemTime.');
  ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: 'All 17 queue tests pass after three separate fixes (config key, async timers, setSystemTime).', action: 'finish' }));
  return row(F, 2, { isolates: 'The same jest command is re-run after three different fixes and the failure count drops 5 -> 3 -> 1 -> 0, each run showing a different remaining failure.', loop: false, stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'finished' }, ch, { style: 'openhands-events' }) });
}

// 03: Codex CLI, Kotlin: compile errors 7 -> 2 -> 0 after a coroutines upgrade
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'finchtrack (Kotlin/JVM): bump kotlinx-coroutines to 1.9.0 and fix the compile errors.';
  const m = 'gpt-5';
  const ch = [];
  const sh = (c, out, code, txt) => { const id = 'call_' + N.b62(24); ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [...(txt ? [{ type: 'message', content: [{ type: 'output_text', text: txt }] }] : []), { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c] }) }])); ch.push(tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out, metadata: { exit_code: code, duration_seconds: Number(N.secs(6, 30)) } }), code ? { error: `exit ${code}` } : {})); };
  const b = './gradlew compileKotlin compileTestKotlin -q 2>&1 | grep -E "^e:|BUILD" | head -20';
  sh(b, ['e: file:///src/finchtrack/core/src/main/kotlin/finch/Poller.kt:18:9 Unresolved reference: ConflatedBroadcastChannel', 'e: file:///src/finchtrack/core/src/main/kotlin/finch/Poller.kt:33:14 Unresolved reference: openSubscription', 'e: file:///src/finchtrack/core/src/main/kotlin/finch/Poller.kt:41:5 Unresolved reference: offer', 'e: file:///src/finchtrack/core/src/main/kotlin/finch/Sink.kt:22:11 Unresolved reference: offer', 'e: file:///src/finchtrack/core/src/test/kotlin/finch/PollerTest.kt:12:5 Unresolved reference: runBlockingTest', 'e: file:///src/finchtrack/core/src/test/kotlin/finch/PollerTest.kt:27:5 Unresolved reference: runBlockingTest', 'e: file:///src/finchtrack/core/src/test/kotlin/finch/SinkTest.kt:9:5 Unresolved reference: runBlockingTest', 'BUILD FAILED in 21s'].join('\n'), 1, 'Building after the version bump.');
  sh(`sed -i 's/ConflatedBroadcastChannel<\\(.*\\)>()/MutableStateFlow<\\1?>(null)/; s/\\.openSubscription()/.filterNotNull()/; s/\\.offer(/.trySend(/' core/src/main/kotlin/finch/Poller.kt core/src/main/kotlin/finch/Sink.kt && ${b}`, ['e: file:///src/finchtrack/core/src/main/kotlin/finch/Poller.kt:41:5 Unresolved reference: trySend', 'e: file:///src/finchtrack/core/src/test/kotlin/finch/PollerTest.kt:12:5 Unresolved reference: runBlockingTest', 'BUILD FAILED in 14s'].join('\n'), 1, 'Replacing the removed BroadcastChannel API with StateFlow and offer with trySend.');
  sh(`sed -i '41s/state.trySend(/state.value = (/' core/src/main/kotlin/finch/Poller.kt && sed -i 's/runBlockingTest/runTest/g' core/src/test/kotlin/finch/*.kt && ${b}`, 'BUILD SUCCESSFUL in 17s', 0, 'Down to 2 (of 7 plus one new): StateFlow has no trySend, so assign .value; and runBlockingTest became runTest.');
  sh('./gradlew test -q 2>&1 | tail -3', `BUILD SUCCESSFUL in ${N.int(20, 50)}s\n${N.int(9, 14)} actionable tasks: 4 executed, 8 up-to-date`, 0, null);
  ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'Coroutines 1.9.0: migrated ConflatedBroadcastChannel to MutableStateFlow, offer->trySend/value, runBlockingTest->runTest; build and tests green.' }] }]));
  return row(F, 3, { isolates: 'The same Gradle compile is re-run after two different API migrations; errors go 7 -> 2 -> 0 and tests pass.', loop: false, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal }, { status: 'completed' }, ch, { style: 'codex-cli' }) });
}
export const rows = () => [r1(), r2(), r3()];
