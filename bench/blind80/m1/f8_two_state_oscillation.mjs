import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'two_state_oscillation';

// 01: Claude Code, Python: asyncio_mode auto <-> strict
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'brackenwire (Python, aiohttp client): make the async test suite pass under pytest-asyncio 0.23.';
  const m = 'claude-sonnet-4-20250514';
  const A = () => `........FF.F......                                                       [100%]\nFAILED tests/test_stream.py::test_reconnect - RuntimeError: Event loop is closed\nFAILED tests/test_stream.py::test_backpressure - RuntimeError: Event loop is closed\nFAILED tests/test_pool.py::test_pool_reuse - RuntimeError: Event loop is closed\n3 failed, 15 passed in ${N.secs(1.5, 3)}s`;
  const B = () => `sssssssssssss.....                                                       [100%]\n=============================== warnings summary ===============================\ntests/test_stream.py::test_reconnect\n  PytestUnhandledCoroutineWarning: async def functions are not natively supported and have been skipped.\n  You need to install a suitable plugin for your async framework\n...\n5 passed, 13 skipped, 13 warnings in ${N.secs(0.3, 0.9)}s`;
  const ch = [];
  const states = [['strict', 'auto', 'Switching asyncio_mode to auto so the undecorated async tests are collected.'], ['auto', 'strict', 'Auto mode causes "Event loop is closed"; going back to strict mode.'], ['strict', 'auto', 'Strict mode skips 13 async tests. Setting asyncio_mode = auto again.'], ['auto', 'strict', 'Loop closed errors again with auto; reverting to strict.']];
  states.forEach(([from, to, t], i) => {
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 2 + 4 * i), [{ type: 'text', text: t }, call('Edit', { file_path: '/repo/pytest.ini', old_string: `asyncio_mode = ${from}`, new_string: `asyncio_mode = ${to}` }, 'toolu_' + N.b62(24))]));
    ch.push(tool('Edit', { file_path: '/repo/pytest.ini', old_string: `asyncio_mode = ${from}`, new_string: `asyncio_mode = ${to}` }, `The file /repo/pytest.ini has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n     1\t[pytest]\n     2\tasyncio_mode = ${to}\n     3\ttestpaths = tests`));
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 4 + 4 * i), [call('Bash', { command: 'python -m pytest -q 2>&1 | tail -8', description: 'Run test suite' }, 'toolu_' + N.b62(24))]));
    ch.push(tool('Bash', { command: 'python -m pytest -q 2>&1 | tail -8' }, to === 'auto' ? A() : B(), { metadata: { exit_code: to === 'auto' ? 1 : 0 } }));
  });
  return row(F, 1, { isolates: 'pytest.ini flips asyncio_mode auto/strict/auto/strict; auto always gives the same 3 "Event loop is closed" failures and strict always skips the same 13 tests.', loop: true, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'max_turns' }, ch, { style: 'claude-code' }) });
}

// 02: Aider, TypeScript: tsconfig module NodeNext <-> ESNext
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'quillmate (TypeScript library): `npm run build` fails after adding an ESM-only dependency (chalk 5). Make the build succeed.';
  const m = 'gpt-4o-2024-08-06';
  const nn = () => `> quillmate@2.3.0 build\n> tsc -p tsconfig.build.json\n\nsrc/format.ts:3:19 - error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './util.js'?\n\n3 import { pad } from './util';\n                    ~~~~~~~~\n\nsrc/index.ts:1:15 - error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './format.js'?\n\nFound 2 errors in 2 files.`;
  const es = () => `> quillmate@2.3.0 build\n> tsc -p tsconfig.build.json\n\nsrc/format.ts:1:19 - error TS2307: Cannot find module 'chalk' or its corresponding type declarations.\n\n1 import chalk from 'chalk';\n                    ~~~~~~~\n\nFound 1 error in src/format.ts:1`;
  const blk = (a, b) => `tsconfig.build.json\n\`\`\`json\n<<<<<<< SEARCH\n    "module": "${a[0]}",\n    "moduleResolution": "${a[1]}",\n=======\n    "module": "${b[0]}",\n    "moduleResolution": "${b[1]}",\n>>>>>>> REPLACE\n\`\`\``;
  const NN = ['NodeNext', 'NodeNext'], ES = ['ESNext', 'node'];
  const seq = [[ES, NN, 'chalk 5 is ESM-only, so the compiler needs NodeNext module settings.'], [NN, ES, 'NodeNext requires .js extensions on every relative import. Simpler to go back to ESNext with node resolution.'], [ES, NN, 'With ESNext/node resolution chalk cannot be resolved. Switch to NodeNext.'], [NN, ES, 'That brings back the TS2835 extension errors. Revert to ESNext.']];
  const ch = [];
  seq.forEach(([a, b, t]) => {
    ch.push(llm(m, { messages: [{ role: 'user', content: goal }] }, `${t}\n\n${blk(a, b)}`));
    ch.push(tool('apply_edits', { file: 'tsconfig.build.json' }, `Applied edit to tsconfig.build.json\nCommit ${N.short()} fix: set module ${b[0]}`));
    ch.push(tool('run', { cmd: 'npm run build' }, b === NN ? nn() : es(), { error: 'exit 2' }));
  });
  return row(F, 2, { isolates: 'tsconfig module settings oscillate ESNext -> NodeNext -> ESNext -> NodeNext... each state reproducing exactly its earlier compiler errors (TS2835 vs TS2307); the imports are never given .js extensions.', loop: true, stagnation: false, goal,
    root: agent('aider', { repo: 'quillmate', auto_commits: true }, { exited: 'ctrl-c' }, ch, { style: 'aider-chat-history' }) });
}

// 03: SWE-agent, Go: dependency version pinned back and forth
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'larkspur (Go): upgrading gopkg.in/yaml.v3 broke `go build ./...`. Get the module building again without downgrading Go.';
  const m = 'gpt-4-turbo';
  const v14 = () => `go: downgraded gopkg.in/yaml.v3 v3.0.1 => v3.0.0\n# github.com/larkspur/larkspur/internal/manifest\ninternal/manifest/encode.go:37:19: undefined: yaml.FlowStyle\n(Open file: n/a)\n(Current directory: /larkspur)\nbash-$`;
  const v15 = () => `go: upgraded gopkg.in/yaml.v3 v3.0.0 => v3.0.1\n# github.com/larkspur/larkspur/internal/manifest\ninternal/manifest/decode.go:52:8: n.Decode undefined (type *yaml.Node has no field or method Decode, but does have method decode)\n(Open file: n/a)\n(Current directory: /larkspur)\nbash-$`;
  const seq = [['v3.0.0', 'Pin yaml.v3 to v3.0.0, which the code was written against.'], ['v3.0.1', 'v3.0.0 lacks FlowStyle. Pin v3.0.1 instead.'], ['v3.0.0', 'v3.0.1 fails on Node.Decode. Go back to v3.0.0.'], ['v3.0.1', 'That fails on FlowStyle; try v3.0.1 again.']];
  const ch = [];
  seq.forEach(([v, t]) => {
    const c = `go get gopkg.in/yaml.v3@${v} && go build ./...`;
    ch.push(llm(m, chat('SETTING: You are an autonomous programmer...', goal), { thought: `DISCUSSION\n${t}`, action: c }));
    ch.push(tool('bash', { command: c }, v === 'v3.0.0' ? v14() : v15(), { metadata: { exit_code: 1, duration: N.secs(1, 4) } }));
  });
  return row(F, 3, { isolates: 'The yaml.v3 pin oscillates v3.0.0 / v3.0.1 for two full cycles, each version giving back the same compile error as before (undefined FlowStyle vs Node.Decode).', loop: true, stagnation: false, goal,
    root: agent('sweagent.run', { instance_id: 'larkspur__yaml' }, { exit_status: 'exit_context' }, ch, { style: 'swe-agent' }) });
}
export const rows = () => [r1(), r2(), r3()];
