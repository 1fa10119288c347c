import { agent, llm, tool, ansi } from './lib.mjs';
export const FAMILY = 'same_failure_after_fixes';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'Aider: three different SEARCH/REPLACE edits to a Zig allocator, each followed by `zig build test` failing with the identical leak report (only addresses and timings vary).',
  goal: 'zig-arena-pool: `zig build test` reports a memory leak in Pool.deinit; fix it.',
  build: (N) => {
    const fail = () => `$ zig build test\ntest\n└─ run test 14/15 passed, 1 leaked\nerror: 'pool.test.reuse after reset' leaked: [gpa] (err): memory address ${N.addr()} leaked:\n/home/ci/zig-arena-pool/src/pool.zig:73:41: ${N.addr()} in grow (test)\n        const chunk = try self.backing.alloc(T, n);\n                                        ^\n/home/ci/zig-arena-pool/src/pool.zig:51:26: ${N.addr()} in acquire (test)\n            try self.grow(self.chunk_len);\n                         ^\nBuild Summary: 3/5 steps succeeded; 1 failed; 14/15 tests passed; 1 leaked (${N.ms(300, 900)}ms MaxRSS:${N.int(11,14)}M)\nerror: the following build command failed with exit code 1:\n/home/ci/.cache/zig/o/${N.hex(32)}/build /usr/lib/zig /home/ci/zig-arena-pool .zig-cache /home/ci/.cache/zig --seed 0x${N.hex(8)} test`;
    const edits = [
      ['src/pool.zig', '    pub fn deinit(self: *Self) void {\n        self.free_list = null;\n    }', '    pub fn deinit(self: *Self) void {\n        self.free_list = null;\n        self.chunks.deinit(self.backing);\n    }', 'I think deinit forgets the chunk list. Add a deinit of `chunks`.'],
      ['src/pool.zig', '        self.free_list = null;\n        self.chunks.deinit(self.backing);', '        for (self.chunks.items) |c| self.backing.free(c);\n        self.free_list = null;\n        self.chunks.deinit(self.backing);', 'Still leaking: the chunks themselves must be freed, not just the list.'],
      ['src/pool.zig', '    pub fn reset(self: *Self) void {\n        self.free_list = null;', '    pub fn reset(self: *Self) void {\n        defer self.free_list = null;', 'Perhaps reset drops the free list before deinit can walk it; defer the clear.'],
    ];
    const kids = [tool('run', { cmd: 'zig build test' }, fail(), 'exit code 1')];
    for (const [f, s, r, why] of edits) {
      kids.push(llm('aider.send', { messages: [{ role: 'user', content: 'I ran this command:\n\nzig build test\n\nAnd got this output: ... leaked ... Fix it' }] }, `${why}\n\n${f}\n\`\`\`zig\n<<<<<<< SEARCH\n${s}\n=======\n${r}\n>>>>>>> REPLACE\n\`\`\``));
      kids.push(tool('apply_edit', { path: f, search: s, replace: r }, `Applied edit to ${f}\nCommit ${N.short()} fix: ${why.slice(0, 40).toLowerCase()}`));
      kids.push(tool('run', { cmd: 'zig build test' }, fail(), 'exit code 1'));
    }
    return agent('aider', { model: 'deepseek/deepseek-chat', edit_format: 'diff', auto_test: true, test_cmd: 'zig build test' }, { result: 'Only 3 reflections allowed, stopping.' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: false,
  isolates: 'Claude Code edits a C# serializer three different ways; `dotnet test` gives the same assertion failure each time, varying only in duration and test-run id.',
  goal: 'Kestrel.Csv (C#): `CsvWriterTests.WritesInvariantDecimals` fails on de-DE agents; make it pass.',
  build: (N) => {
    const run = () => `  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Kestrel.Csv -> /src/Kestrel.Csv/bin/Debug/net8.0/Kestrel.Csv.dll\n  Kestrel.Csv.Tests -> /src/tests/Kestrel.Csv.Tests/bin/Debug/net8.0/Kestrel.Csv.Tests.dll\nTest run for /src/tests/Kestrel.Csv.Tests/bin/Debug/net8.0/Kestrel.Csv.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Failed Kestrel.Csv.Tests.CsvWriterTests.WritesInvariantDecimals [${N.int(8, 60)} ms]\n  Error Message:\n   Assert.Equal() Failure: Strings differ\n           ↓ (pos 6)\nExpected: "price,1.5\\n"\nActual:   "price,1,5\\n"\n           ↑ (pos 6)\n  Stack Trace:\n     at Kestrel.Csv.Tests.CsvWriterTests.WritesInvariantDecimals() in /src/tests/Kestrel.Csv.Tests/CsvWriterTests.cs:line 42\n\nFailed!  - Failed:     1, Passed:    37, Skipped:     0, Total:    38, Duration: ${N.int(300, 900)} ms - Kestrel.Csv.Tests.dll (net8.0)\nResults File: /src/tests/TestResults/_${N.host('agent').split('.')[0]}_${N.isoLocal().replace(/[ :,]/g, '_')}.trx`;
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const testCmd = { command: 'DOTNET_CLI_UI_LANGUAGE=en LANG=de_DE.UTF-8 dotnet test --filter WritesInvariantDecimals --logger trx', description: 'Run failing test under de-DE' };
    const edits = [
      { file_path: '/src/Kestrel.Csv/CsvWriter.cs', old_string: 'sb.Append(d.ToString());', new_string: 'sb.Append(d.ToString(CultureInfo.InvariantCulture));' },
      { file_path: '/src/Kestrel.Csv/CsvOptions.cs', old_string: 'public CultureInfo Culture { get; init; } = CultureInfo.CurrentCulture;', new_string: 'public CultureInfo Culture { get; init; } = CultureInfo.InvariantCulture;' },
      { file_path: '/src/tests/Kestrel.Csv.Tests/CsvWriterTests.cs', old_string: 'var w = new CsvWriter(sw);', new_string: 'CultureInfo.CurrentCulture = CultureInfo.InvariantCulture;\n        var w = new CsvWriter(sw);' },
    ];
    const notes = ['The decimal is formatted with the current culture. Use InvariantCulture in CsvWriter.', 'Still "1,5". Maybe the options default overrides it; change the default culture.', 'Same failure. I will force the culture in the test setup to isolate the problem.'];
    const kids = [llm('assistant', [{ role: 'user', content: 'WritesInvariantDecimals fails on de-DE build agents' }], [tu('Bash', testCmd)]), tool('Bash', testCmd, { stdout: run(), stderr: '', exit_code: 1 }, 'Exit code 1')];
    edits.forEach((e, i) => {
      kids.push(llm('assistant', [{ role: 'user', content: [{ type: 'tool_result', is_error: true, content: 'Failed! - Failed: 1' }] }], [{ type: 'text', text: notes[i] }, tu('Edit', e)]));
      kids.push(tool('Edit', e, `The file ${e.file_path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n    ${N.int(20, 80)}\t${e.new_string.split('\n')[0]}`));
      kids.push(llm('assistant', [{ role: 'user', content: [{ type: 'tool_result', content: 'updated' }] }], [tu('Bash', testCmd)]));
      kids.push(tool('Bash', testCmd, { stdout: run(), stderr: '', exit_code: 1 }, 'Exit code 1'));
    });
    return agent('claude-agent-sdk', { cwd: '/src', permission_mode: 'acceptEdits', session_id: N.uuid() }, { subtype: 'error_max_turns', num_turns: 12 }, kids);
  },
},
{
  id: '03', loop: true, stagnation: false,
  isolates: 'OpenHands: three different nimble/nim.cfg changes, each followed by the same "cannot open file: regex" compile error; only temp paths and durations differ.',
  goal: 'nim-logfmt: CI fails with `Error: cannot open file: regex` after moving to Nim 2.0; fix the build.',
  build: (N) => {
    const err = () => `Hint: used config file '/home/runner/.choosenim/toolchains/nim-2.0.8/config/nim.cfg' [Conf]\nHint: used config file '/workspace/nim-logfmt/config.nims' [Conf]\n......................................................\n/workspace/nim-logfmt/src/logfmt/parser.nim(3, 8) Error: cannot open file: regex\n    Error: Execution failed with exit code 1\n        ... Command: "/home/runner/.choosenim/toolchains/nim-2.0.8/bin/nim" c --noNimblePath -d:NimblePkgVersion=0.3.1 --path:"${N.tmp('nimble_')}/pkgs2/unittest2-0.2.2-${N.hex(40)}" --hints:off -r --path:. "/workspace/nim-logfmt/tests/tparse.nim"\n[The command completed with exit code 1.]`;
    const fixes = [
      ['FileEditAction', { path: '/workspace/nim-logfmt/logfmt.nimble', old_str: 'requires "nim >= 1.6.0"', new_str: 'requires "nim >= 1.6.0", "regex >= 0.25.0"' }, 'Add regex to requires in the nimble file.'],
      ['CmdRunAction', { command: 'nimble install -y regex@0.25.0' }, 'Install the package explicitly.'],
      ['FileEditAction', { path: '/workspace/nim-logfmt/config.nims', old_str: 'switch("path", "src")', new_str: 'switch("path", "src")\nswitch("path", "$nimbleDir/pkgs2")' }, 'Add the nimble pkgs2 directory to the search path.'],
    ];
    const test = { command: 'nimble test' };
    const kids = [tool('CmdRunAction', test, { content: err(), exit_code: 1 }, 'exit code 1')];
    const rerun = ['Run the tests again.', 'Package installed; now nimble test should find it.', 'With pkgs2 on the path, re-run the suite.'];
    for (const [kind, args, th] of fixes) {
      const rt = rerun[fixes.findIndex((x) => x[2] === th)];
      kids.push(llm('CodeActAgent.step', { messages: [{ role: 'user', content: 'Error: cannot open file: regex' }] }, { content: th, tool_calls: [{ function: { name: kind === 'FileEditAction' ? 'str_replace_editor' : 'execute_bash', arguments: JSON.stringify(kind === 'FileEditAction' ? { command: 'str_replace', ...args } : args) } }] }));
      kids.push(tool(kind, args, kind === 'FileEditAction' ? { content: `The file ${args.path} has been edited. Review the changes and make sure they are as expected.` } : { content: `Downloading https://github.com/nitely/nim-regex using git\n   Success:  regex installed successfully.\n[The command completed with exit code 0.]`, exit_code: 0 }));
      kids.push(llm('CodeActAgent.step', { messages: [] }, { content: rt, tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify(test) } }] }));
      kids.push(tool('CmdRunAction', test, { content: err(), exit_code: 1 }, 'exit code 1'));
    }
    return agent('openhands', { agent_class: 'CodeActAgent', llm: 'gpt-4o', max_iterations: 14 }, { agent_state: 'stopped', reason: 'budget exceeded: $1.00' }, kids);
  },
},
];
