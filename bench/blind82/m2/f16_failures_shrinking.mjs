import { agent, llm, tool, ansi } from './lib.mjs';
export const FAMILY = 'failures_shrinking';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Aider on a Zig parser: `zig build test` goes 5 failures, 3, 1, 0 after three different edits, then commits.',
  goal: 'zig-toml: make the TOML 1.0 compliance tests for inline tables pass.',
  build: (N) => {
    const run = (fails, passed) => `$ zig build test --summary failures\n${fails.map((f) => `error: '${f}' failed:\n  expected ${N.pick(['.table', '.array', 'error.DuplicateKey'])}, found ${N.pick(['.string', 'null', '.integer'])}\n  /home/u/zig-toml/src/parser.zig:${N.int(200, 400)}:${N.int(5, 30)}: ${N.addr()} in ${f.split('.').pop()} (test)`).join('\n')}\nBuild Summary: ${fails.length ? '3/5 steps succeeded; 1 failed' : '5/5 steps succeeded'}; ${passed}/${passed + fails.length} tests passed${fails.length ? `; ${fails.length} failed` : ''}\n${fails.length ? 'error: the following build command failed with exit code 1:' : ''}`;
    const f5 = ['inline.empty', 'inline.nested', 'inline.trailing_comma_err', 'inline.dotted_keys', 'inline.redefine_err'];
    const kids = [tool('run', { cmd: 'zig build test --summary failures' }, run(f5, 87), 'exit 1')];
    const steps = [
      ['Empty `{}` and nested inline tables fail because parseInlineTable returns before consuming `}` when the first token is `}`. Handle the empty case and recurse for nested tables.', 'src/parser.zig', '        if (self.peek() == .rbrace) return table;', '        if (self.peek() == .rbrace) { _ = self.next(); return table; }', ['inline.trailing_comma_err', 'inline.dotted_keys', 'inline.redefine_err'], 89],
      ['Trailing comma must be an error in inline tables, and dotted keys need to create intermediate tables. Add both.', 'src/parser.zig', '            if (self.peek() == .comma) _ = self.next();', '            if (self.peek() == .comma) { _ = self.next(); if (self.peek() == .rbrace) return error.TrailingComma; }', ['inline.redefine_err'], 91],
      ['Last one: inline tables are immutable, so redefining a key later must error. Mark inline tables as sealed.', 'src/table.zig', '    pub fn put(self: *Table, key: []const u8, v: Value) !void {', '    pub fn put(self: *Table, key: []const u8, v: Value) !void {\n        if (self.sealed) return error.DuplicateKey;', [], 92],
    ];
    for (const [why, f, s, r, fails, passed] of steps) {
      kids.push(llm('aider.send', { messages: [] }, `${why}\n\n${f}\n\`\`\`zig\n<<<<<<< SEARCH\n${s}\n=======\n${r}\n>>>>>>> REPLACE\n\`\`\``));
      kids.push(tool('apply_edit', { path: f }, `Applied edit to ${f}`));
      kids.push(tool('run', { cmd: 'zig build test --summary failures' }, run(fails, passed), fails.length ? 'exit 1' : undefined));
    }
    kids.push(tool('git_commit', {}, `Commit ${N.short()} parser: inline table compliance (empty, nested, trailing comma, dotted keys, sealing)`));
    return agent('aider', { model: 'o3-mini', auto_test: true }, { result: 'tests pass' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'OpenHands on a Clojure project: `clojure -X:test` reports 4 failures, then 2, then 0 after two different fixes in different namespaces; finishes.',
  goal: 'clj-cron-parse: upgrade java-time-literals removal; make the test suite pass after switching to java.time interop.',
  build: (N) => {
    const out = (fails, tests, asserts) => `\nRunning tests in #{"test"}\n\nTesting cron.parse-test\n${fails.map(([ns, t, line, exp, act]) => `\nFAIL in (${t}) (${ns}.clj:${line})\nexpected: ${exp}\n  actual: ${act}`).join('\n')}\n\nRan ${tests} tests containing ${asserts} assertions.\n${fails.length} failures, 0 errors.\n[The command completed with exit code ${fails.length ? 1 : 0}.]\n[Command finished in ${N.dur(4, 12)}s]`;
    const F4 = [['parse_test', 'next-fire', 31, '(= #time/ldt "2025-01-01T00:00" (next-fire ...))', 'clojure.lang.ExceptionInfo: No reader function for tag time/ldt'], ['parse_test', 'dst-gap', 58, '(= 3 (.getHour t))', '(not (= 3 2))'], ['format_test', 'roundtrip', 12, '(= "0 0 * * MON" ...)', '(not (= "0 0 * * MON" "0 0 * * 1"))'], ['format_test', 'names', 20, '(= "JAN" ...)', '(not (= "JAN" "1"))']];
    const cmd = { command: 'clojure -X:test' };
    const kids = [
      llm('CodeActAgent.step', { messages: [] }, { content: 'Run the suite.', tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify(cmd) } }] }),
      tool('CmdRunAction', cmd, { content: out(F4, 22, 97), exit_code: 1 }, 'exit code 1'),
      llm('CodeActAgent.step', { messages: [] }, { content: 'Two failures are in format_test: format emits numeric day/month names because the name tables were built from the removed literals namespace. Rebuild them with java.time.DayOfWeek/Month.', tool_calls: [{ function: { name: 'str_replace_editor', arguments: '{"command":"str_replace","path":"/workspace/clj-cron-parse/src/cron/format.clj"}' } }] }),
      tool('FileEditAction', { path: '/workspace/clj-cron-parse/src/cron/format.clj', old_str: "(def day-names (mapv str (range 7)))", new_str: "(def day-names (mapv #(subs (str (java.time.DayOfWeek/of (inc %))) 0 3) (range 7)))" }, { content: 'The file has been edited.' }),
      llm('CodeActAgent.step', { messages: [] }, { content: 'Re-run to see what is left.', tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify(cmd) } }] }),
      tool('CmdRunAction', cmd, { content: out(F4.slice(0, 2), 22, 97), exit_code: 1 }, 'exit code 1'),
      llm('CodeActAgent.step', { messages: [] }, { content: 'Down to 2. The #time/ldt tag needs a data_readers entry or plain LocalDateTime/parse in the test; and dst-gap expects the gap to push forward, which ZonedDateTime/ofLocal does with the default resolver. Fix both.', tool_calls: [{ function: { name: 'str_replace_editor', arguments: '{"command":"str_replace","path":"/workspace/clj-cron-parse/test/cron/parse_test.clj"}' } }] }),
      tool('FileEditAction', { path: '/workspace/clj-cron-parse/test/cron/parse_test.clj', old_str: '#time/ldt "2025-01-01T00:00"', new_str: '(java.time.LocalDateTime/parse "2025-01-01T00:00")' }, { content: 'The file has been edited.' }),
      tool('FileEditAction', { path: '/workspace/clj-cron-parse/src/cron/parse.clj', old_str: '(.atZone ldt zone)', new_str: '(java.time.ZonedDateTime/ofLocal ldt zone nil)' }, { content: 'The file has been edited.' }),
      llm('CodeActAgent.step', { messages: [] }, { content: 'Both fixes in; run the suite again.', tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify(cmd) } }] }),
      tool('CmdRunAction', cmd, { content: out([], 22, 97), exit_code: 0 }),
      llm('CodeActAgent.step', { messages: [] }, { content: 'All 22 tests / 97 assertions pass.', tool_calls: [{ function: { name: 'finish', arguments: '{}' } }] }),
    ];
    return agent('openhands', { agent_class: 'CodeActAgent' }, { agent_state: 'finished' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Claude Code fixes GHC warnings-as-errors in a Haskell project: 6 errors, then 3, then 1, then a clean build, each round a different edit in a different module.',
  goal: 'hs-feedreader: enable -Werror in CI and fix every warning so `cabal build` passes.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const b = (errs) => `[${N.int(2, 5)} of 11] Compiling FeedReader.Parse\n${errs.map(([f, l, c, w]) => `\n${f}:${l}:${c}: error: [${w}]`).join('')}${errs.length ? `\nError: cabal: Failed to build hs-feedreader-0.3.0 (${errs.length} errors).` : '\n[11 of 11] Compiling Main\nLinking dist-newstyle/build/x86_64-linux/ghc-9.8.2/hs-feedreader-0.3.0/x/feedreader/build/feedreader/feedreader ...'}`;
    const all = [['src/FeedReader/Parse.hs', 14, 1, '-Wunused-imports, Werror=unused-imports'], ['src/FeedReader/Parse.hs', 88, 9, '-Wincomplete-patterns'], ['src/FeedReader/Parse.hs', 102, 5, '-Wname-shadowing'], ['src/FeedReader/Fetch.hs', 33, 7, '-Wunused-matches'], ['src/FeedReader/Fetch.hs', 51, 1, '-Wmissing-signatures'], ['src/FeedReader/Store.hs', 19, 1, '-Wunused-top-binds']];
    const kids = [
      llm('assistant', [], [tu('Bash', { command: 'cabal build --ghc-options=-Werror 2>&1 | grep -E "error:|Error:"' })]),
      tool('Bash', { command: 'cabal build --ghc-options=-Werror' }, { stdout: b(all), stderr: '', exit_code: 1 }, 'Exit code 1'),
      llm('assistant', [], [{ type: 'text', text: 'Six warnings. Parse.hs has three: an unused Data.List import, a missing Atom case in entryKind, and `title` shadowing the record field. Fix those together.' }, tu('MultiEdit', { file_path: 'src/FeedReader/Parse.hs', edits: [{ old_string: 'import Data.List (sortOn)\n', new_string: '' }, { old_string: '  Rss2 -> Item\n', new_string: '  Rss2 -> Item\n  Atom -> Entry\n' }, { old_string: 'let title =', new_string: 'let ttl =' }] })]),
      tool('MultiEdit', { file_path: 'src/FeedReader/Parse.hs' }, 'Applied 3 edits to src/FeedReader/Parse.hs'),
      llm('assistant', [], [tu('Bash', { command: 'cabal build --ghc-options=-Werror 2>&1 | grep -E "error:|Error:"' })]),
      tool('Bash', { command: 'cabal build --ghc-options=-Werror' }, { stdout: b(all.slice(3)), stderr: '', exit_code: 1 }, 'Exit code 1'),
      llm('assistant', [], [{ type: 'text', text: 'Three left. In Fetch.hs: prefix the unused `mgr` with an underscore and add a signature for `userAgent`.' }, tu('MultiEdit', { file_path: 'src/FeedReader/Fetch.hs', edits: [{ old_string: 'fetchOne mgr url', new_string: 'fetchOne _mgr url' }, { old_string: 'userAgent =', new_string: 'userAgent :: ByteString\nuserAgent =' }] })]),
      tool('MultiEdit', { file_path: 'src/FeedReader/Fetch.hs' }, 'Applied 2 edits to src/FeedReader/Fetch.hs'),
      llm('assistant', [], [tu('Bash', { command: 'cabal build --ghc-options=-Werror 2>&1 | grep -E "error:|Error:"' })]),
      tool('Bash', { command: 'cabal build --ghc-options=-Werror' }, { stdout: b(all.slice(5)), stderr: '', exit_code: 1 }, 'Exit code 1'),
      llm('assistant', [], [{ type: 'text', text: 'One left: `legacyKey` in Store.hs is not exported and has no callers in the module. Remove it.' }, tu('Edit', { file_path: 'src/FeedReader/Store.hs', old_string: 'legacyKey :: Text -> Text\nlegacyKey = T.toLower\n', new_string: '' })]),
      tool('Edit', { file_path: 'src/FeedReader/Store.hs' }, 'The file src/FeedReader/Store.hs has been updated.'),
      llm('assistant', [], [tu('Bash', { command: 'cabal build --ghc-options=-Werror 2>&1 | tail -3' })]),
      tool('Bash', { command: 'cabal build --ghc-options=-Werror' }, { stdout: b([]), stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'text', text: 'Clean build with -Werror (6 → 3 → 1 → 0). The CI job can now pass --ghc-options=-Werror.' }]),
    ];
    return agent('claude-code', { cwd: '/home/li/hs-feedreader', session_id: N.uuid() }, { subtype: 'success' }, kids);
  },
},
];
