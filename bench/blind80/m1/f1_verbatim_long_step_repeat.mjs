import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'verbatim_long_step_repeat';

// 01: SWE-agent trajectory (thought / action / observation), Python
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'Fix issue #412 in harbormaster-py: `parse_window("15m")` returns 900 seconds but `parse_window("1h15m")` raises ValueError. Make tests/test_windows.py pass.';
  const sys = 'SETTING: You are an autonomous programmer working in a command line with a special interface. Respond with DISCUSSION then one command in ```.';
  const thought = 'DISCUSSION\nThe regex in `parse_window` only matches a single number-unit pair because it is anchored with `^(\\d+)([smhd])$`. For compound values like `1h15m` we need to iterate over all pairs with `re.finditer` and sum them, and also reject leftover characters so that garbage input still raises ValueError. Let me re-run the failing test to confirm the exact traceback before editing.';
  const thought2 = 'DISCUSSION\nThe regex in `parse_window` only matches a single number-unit pair because it is anchored with `^(\\d+)([smhd])$`. For compound values like `1h15m` we need to iterate over all pairs with `re.finditer` and sum them, and also reject leftover characters so garbage input still raises ValueError. Let me re-run the failing test to confirm the exact traceback before editing.';
  const pytestOut = (t) => `============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
rootdir: /harbormaster-py
configfile: pyproject.toml
collected 9 items

tests/test_windows.py ......F..                                          [100%]

=================================== FAILURES ===================================
__________________________ test_compound_window ________________________________

    def test_compound_window():
>       assert parse_window("1h15m") == 4500

tests/test_windows.py:41: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
src/harbormaster/windows.py:22: in parse_window
    raise ValueError(f"invalid window: {spec!r}")
E   ValueError: invalid window: '1h15m'
=========================== short test summary info ============================
FAILED tests/test_windows.py::test_compound_window - ValueError: invalid window: '1h15m'
========================= 1 failed, 8 passed in ${t}s ==========================
(Open file: /harbormaster-py/src/harbormaster/windows.py)
(Current directory: /harbormaster-py)
bash-$`;
  const openOut = `[File: /harbormaster-py/src/harbormaster/windows.py (31 lines total)]
1:import re
2:
3:_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
4:_PAT = re.compile(r"^(\\d+)([smhd])$")
5:
...
17:def parse_window(spec: str) -> int:
18:    spec = spec.strip().lower()
19:    m = _PAT.match(spec)
20:    if m:
21:        return int(m.group(1)) * _UNITS[m.group(2)]
22:    raise ValueError(f"invalid window: {spec!r}")
(Open file: /harbormaster-py/src/harbormaster/windows.py)
(Current directory: /harbormaster-py)
bash-$`;
  const children = [
    llm('gpt-4o-2024-08-06', chat(sys, goal), { thought: 'DISCUSSION\nLet me find where parse_window is defined.', action: 'search_dir "def parse_window" src' }, [], { tokens_in: 2211, tokens_out: 38 }),
    tool('search_dir', { search_term: 'def parse_window', dir: 'src' }, 'Found 1 matches for "def parse_window" in /harbormaster-py/src:\n/harbormaster-py/src/harbormaster/windows.py (1 matches)\nEnd of matches for "def parse_window" in /harbormaster-py/src'),
    llm('gpt-4o-2024-08-06', chat(sys, goal, 'Found 1 matches ...'), { thought: 'DISCUSSION\nOpening the file to look at the implementation.', action: 'open src/harbormaster/windows.py' }, [], { tokens_in: 2406, tokens_out: 22 }),
    tool('open', { path: 'src/harbormaster/windows.py' }, openOut),
    llm('gpt-4o-2024-08-06', chat(sys, goal, openOut), { thought: 'DISCUSSION\nRun the failing test module to see the failure.', action: 'python -m pytest tests/test_windows.py -q' }, [], { tokens_in: 2930, tokens_out: 31 }),
    tool('bash', { command: 'python -m pytest tests/test_windows.py -q' }, pytestOut(N.secs(0.08, 0.2)), { metadata: { exit_code: 1 } }),
    llm('gpt-4o-2024-08-06', chat(sys, goal, '=== 1 failed, 8 passed ==='), { thought, action: 'python -m pytest tests/test_windows.py -q' }, [], { tokens_in: 3301, tokens_out: 96 }),
    tool('bash', { command: 'python -m pytest tests/test_windows.py -q' }, pytestOut(N.secs(0.08, 0.2)), { metadata: { exit_code: 1 } }),
    llm('gpt-4o-2024-08-06', chat(sys, goal, '=== 1 failed, 8 passed ==='), { thought: thought2, action: 'python -m pytest tests/test_windows.py -q' }, [], { tokens_in: 4059, tokens_out: 95 }),
    tool('bash', { command: 'python -m pytest tests/test_windows.py -q' }, pytestOut(N.secs(0.08, 0.2)), { metadata: { exit_code: 1 } }),
  ];
  return row(F, 1, { isolates: 'A long DISCUSSION paragraph is emitted a second time almost word for word after the same pytest failure, with nothing new learned in between; the run then hits the cost limit.', loop: true, stagnation: true, goal,
    root: agent('sweagent.run', { instance_id: 'harbormaster-py__412', model: 'gpt-4o-2024-08-06' }, { exit_status: 'exit_cost', submission: null }, children, { style: 'swe-agent', cost_limit: 0.5, instance_cost: 0.5012 }) });
}

// 02: Claude Code transcript (tool_use Read / Bash), TypeScript
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'In the ledgerline monorepo, `pnpm --filter @ledgerline/api test` fails with "Cannot find module \'@ledgerline/money\'" since the package was moved to packages/core/money. Fix the resolution.';
  const reason = 'The jest config for the api package maps `@ledgerline/(.*)` to `<rootDir>/../$1/src`, which worked when every package lived directly under packages/. Now money lives under packages/core/money, so the mapper resolves to packages/money/src which no longer exists. The cleanest fix is to stop hand-mapping and let jest use the tsconfig paths through ts-jest\'s pathsToModuleNameMapper, so a single source of truth drives both tsc and jest. Let me re-read jest.config.ts to confirm the mapper.';
  const reason2 = 'The jest config for the api package maps `@ledgerline/(.*)` to `<rootDir>/../$1/src`, which worked when every package lived directly under packages/. Now money lives under packages/core/money, so the mapper resolves to packages/money/src, which no longer exists. The cleanest fix is to stop hand-mapping and let jest use the tsconfig paths via ts-jest\'s pathsToModuleNameMapper so one source of truth drives both tsc and jest. Let me re-read jest.config.ts to confirm the mapper.';
  const jestCfg = `     1\timport type { Config } from 'jest';
     2\t
     3\tconst config: Config = {
     4\t  preset: 'ts-jest',
     5\t  testEnvironment: 'node',
     6\t  roots: ['<rootDir>/src'],
     7\t  moduleNameMapper: {
     8\t    '^@ledgerline/(.*)$': '<rootDir>/../$1/src',
     9\t  },
    10\t  setupFiles: ['<rootDir>/test/setup-env.ts'],
    11\t};
    12\t
    13\texport default config;`;
  const testOut = `> @ledgerline/api@0.14.2 test /repo/packages/api
> jest

 FAIL  src/routes/__tests__/invoices.test.ts
  ● Test suite failed to run

    Cannot find module '@ledgerline/money' from 'src/routes/invoices.ts'

      1 | import { Router } from 'express';
    > 2 | import { Money, sum } from '@ledgerline/money';
        | ^
      3 | import { requireAuth } from '../auth';

      at Resolver._throwModNotFoundError (../../node_modules/.pnpm/jest-resolve@29.7.0/node_modules/jest-resolve/build/resolver.js:427:11)

Test Suites: 1 failed, 6 passed, 7 total
Tests:       41 passed, 41 total
Snapshots:   0 total
Time:        ${N.secs(3, 6)} s
Ran all test suites.
 ELIFECYCLE  Test failed. See above for more details.`;
  const m = 'claude-sonnet-4-20250514';
  const children = [
    llm(m, chat('You are Claude Code, Anthropic\'s official CLI for Claude.', goal), [{ type: 'text', text: 'I\'ll reproduce the failure first.' }, call('Bash', { command: 'pnpm --filter @ledgerline/api test 2>&1 | tail -30', description: 'Run api tests' }, 'toolu_01' + N.b62(22))]),
    tool('Bash', { command: 'pnpm --filter @ledgerline/api test 2>&1 | tail -30', description: 'Run api tests' }, testOut, { metadata: { exit_code: 1 } }),
    llm(m, chat('You are Claude Code...', goal, '(tool_result) Cannot find module ...', 5), [{ type: 'text', text: 'Let me look at where the package lives now and at the jest config.' }, call('Glob', { pattern: 'packages/**/money/package.json' }, 'toolu_01' + N.b62(22))]),
    tool('Glob', { pattern: 'packages/**/money/package.json' }, 'packages/core/money/package.json'),
    llm(m, chat('You are Claude Code...', goal, 'packages/core/money/package.json', 7), [call('Read', { file_path: '/repo/packages/api/jest.config.ts' }, 'toolu_01' + N.b62(22))]),
    tool('Read', { file_path: '/repo/packages/api/jest.config.ts' }, jestCfg),
    llm(m, chat('You are Claude Code...', goal, jestCfg, 9), [{ type: 'thinking', thinking: reason }, call('Read', { file_path: '/repo/packages/api/jest.config.ts' }, 'toolu_01' + N.b62(22))]),
    tool('Read', { file_path: '/repo/packages/api/jest.config.ts' }, jestCfg),
    llm(m, chat('You are Claude Code...', goal, jestCfg, 11), [{ type: 'thinking', thinking: reason2 }, call('Read', { file_path: '/repo/packages/api/jest.config.ts' }, 'toolu_01' + N.b62(22))]),
  ];
  return row(F, 2, { isolates: 'The same long thinking block about the jest moduleNameMapper is restated nearly verbatim after re-reading an unchanged file, and the session is cut off before any edit.', loop: true, stagnation: true, goal,
    root: agent('claude-code session', { cwd: '/repo', prompt: goal }, { stop_reason: 'max_turns', num_turns: 5 }, children, { style: 'claude-code', session_id: N.uuid(), permission_mode: 'acceptEdits' }) });
}

// 03: Aider chat log with SEARCH/REPLACE blocks, Rust
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'tessellate-rs: `cargo test -p tess-geom` fails in `polygon::tests::area_of_clockwise_square` (expected 4.0, got -4.0). Make area() orientation independent.';
  const explain = 'The shoelace sum in `Polygon::area` returns a signed value: positive for counter-clockwise winding and negative for clockwise. The test builds the square clockwise, so we get -4.0. Since `area()` is documented as the unsigned area, I will return `signed_area().abs()` and keep the signed variant as a separate public method for the triangulator, which relies on the sign to detect winding.';
  const block = `src/polygon.rs
\`\`\`rust
<<<<<<< SEARCH
    pub fn area(&self) -> f64 {
        let mut s = 0.0;
        for (a, b) in self.edges() {
            s += a.x * b.y - b.x * a.y;
        }
        s / 2.0
    }
=======
    pub fn signed_area(&self) -> f64 {
        let mut s = 0.0;
        for (a, b) in self.edges() {
            s += a.x * b.y - b.x * a.y;
        }
        s / 2.0
    }

    pub fn area(&self) -> f64 {
        self.signed_area().abs()
    }
>>>>>>> REPLACE
\`\`\``;
  const noMatch = `The LLM did not conform to the edit format.
https://aider.chat/docs/troubleshooting/edit-errors.html

# 1 SEARCH/REPLACE block failed to match!

## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in src/polygon.rs
<<<<<<< SEARCH
    pub fn area(&self) -> f64 {
        let mut s = 0.0;
...
Did you mean to match some of these actual lines from src/polygon.rs?

\`\`\`
    pub fn area(&self) -> f64 {
        let mut s = 0.0_f64;
        for (a, b) in self.edges() {
            s += a.x.mul_add(b.y, -(b.x * a.y));
        }
        s * 0.5
    }
\`\`\`

The SEARCH section must exactly match an existing block of lines including all white space, comments, indentation, docstrings, etc`;
  const m = 'deepseek/deepseek-coder';
  const children = [
    tool('run', { cmd: 'cargo test -p tess-geom' }, `   Compiling tess-geom v0.3.1 (/src/tessellate-rs/crates/tess-geom)
    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${N.secs(2, 5)}s
     Running unittests src/lib.rs (target/debug/deps/tess_geom-${N.hex(16)})

running 14 tests
test polygon::tests::area_of_clockwise_square ... FAILED
...
---- polygon::tests::area_of_clockwise_square stdout ----
thread 'polygon::tests::area_of_clockwise_square' panicked at crates/tess-geom/src/polygon.rs:88:9:
assertion \`left == right\` failed
  left: -4.0
 right: 4.0

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s`, { metadata: { aider_command: '/run', exit_code: 101 } }),
    llm(m, { messages: [{ role: 'user', content: 'Fix the failing test above. /add crates/tess-geom/src/polygon.rs' }] }, 'Make `area()` return the absolute value:\n\n' + block),
    fail('apply_edits', { file: 'crates/tess-geom/src/polygon.rs', blocks: 1 }, noMatch, 'SearchReplaceNoExactMatch'),
    llm(m, { messages: [{ role: 'user', content: noMatch }] }, explain + '\n\n' + block),
    fail('apply_edits', { file: 'crates/tess-geom/src/polygon.rs', blocks: 1 }, noMatch, 'SearchReplaceNoExactMatch'),
    llm(m, { messages: [{ role: 'user', content: noMatch }] }, explain.replace('I will return', 'I\'ll return') + '\n\n' + block),
    fail('apply_edits', { file: 'crates/tess-geom/src/polygon.rs', blocks: 1 }, noMatch, 'SearchReplaceNoExactMatch'),
  ];
  return row(F, 3, { isolates: 'The edit block fails to match; the assistant writes a long explanation with the same stale SEARCH block, gets the identical no-match error, and repeats the explanation near-verbatim once more; the chat then ends.', loop: true, stagnation: true, goal,
    root: agent('aider', { repo: 'tessellate-rs', model: m, edit_format: 'diff' }, { reflections: 3, max_reflections_reached: true, exited: 'user interrupt (^C)' }, children, { style: 'aider-chat-history', aider_version: '0.62.1' }) });
}

export const rows = () => [r1(), r2(), r3()];
