import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'continues_after_success';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: true,
  isolates: 'mini-swe-agent fixes a Dart test and sees it pass, then re-runs the same passing test, `git status` and `git diff --stat` several times and re-announces completion until the step limit.',
  goal: 'dart-semver-range: `test/range_test.dart` "caret on 0.x" fails; fix `VersionRange.caret`.',
  build: (N) => {
    const pass = () => `00:0${N.int(1, 4)} +${N.int(40, 40)}: All tests passed!`;
    const kids = [
      llm('litellm.completion', { messages: [{ role: 'user', content: 'fix caret on 0.x' }] }, 'THOUGHT: Run the failing test.\n\n```bash\ndart test test/range_test.dart -n "caret on 0.x"\n```'),
      tool('bash', { command: 'dart test test/range_test.dart -n "caret on 0.x"' }, `<returncode>1</returncode>\n<output>\n00:01 +0 -1: caret on 0.x [E]\n  Expected: <^0.3.1 (>=0.3.1 <0.4.0)>\n    Actual: <^0.3.1 (>=0.3.1 <1.0.0)>\n  package:matcher  expect\n  test/range_test.dart 31:5  main.<fn>\n00:01 +0 -1: Some tests failed.\n</output>`),
      llm('litellm.completion', { messages: [] }, 'THOUGHT: For 0.x the upper bound must bump the minor. Patch caret().\n\n```bash\nsed -i \'s/upper = Version(v.major + 1, 0, 0);/upper = v.major == 0 ? Version(0, v.minor + 1, 0) : Version(v.major + 1, 0, 0);/\' lib/src/range.dart && dart test\n```'),
      tool('bash', { command: "sed -i '...' lib/src/range.dart && dart test" }, `<returncode>0</returncode>\n<output>\n${pass()}\n</output>`),
    ];
    const done = 'THOUGHT: The fix is complete: caret on 0.x now bumps the minor version and all tests pass. Let me verify once more that everything is in order.';
    const cmds = ['dart test', 'git status --short', 'dart test', 'git diff --stat', 'git status --short'];
    const outs = { 'dart test': () => pass(), 'git status --short': () => ' M lib/src/range.dart', 'git diff --stat': () => ' lib/src/range.dart | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)' };
    for (const c of cmds) {
      kids.push(llm('litellm.completion', { messages: [] }, `${done}\n\n\`\`\`bash\n${c}\n\`\`\``));
      kids.push(tool('bash', { command: c }, `<returncode>0</returncode>\n<output>\n${outs[c]()}\n</output>`));
    }
    return agent('mini-swe-agent', { model: 'gpt-4o' }, { exit_status: 'LimitsExceeded', submission: '' }, kids, { step_limit: 9 });
  },
},
{
  id: '02', loop: true, stagnation: false,
  isolates: 'Cline: a Swift package builds and its tests pass, attempt_completion is accepted, then the agent re-runs `swift build`, re-reads the edited file and re-submits completion three more times.',
  goal: 'SwiftMarkdownTOC: make the TOC generator skip headings inside fenced code blocks.',
  build: (N) => {
    const ok = () => `Building for debugging...\n[${N.int(1, 3)}/${N.int(4, 6)}] Compiling MarkdownTOC TOCBuilder.swift\nBuild complete! (${N.dur(1, 5)}s)\nTest Suite 'All tests' passed at ${N.isoLocal()}.\n\t Executed 19 tests, with 0 failures (0 unexpected) in ${N.dur(0.05, 0.3)} (${N.dur(0.05, 0.3)}) seconds`;
    const kids = [
      llm('cline.api_request', { messages: [] }, '<replace_in_file>\n<path>Sources/MarkdownTOC/TOCBuilder.swift</path>\n<diff>\n<<<<<<< SEARCH\n    for line in lines {\n=======\n    var inFence = false\n    for line in lines {\n      if line.hasPrefix("```") { inFence.toggle(); continue }\n      if inFence { continue }\n>>>>>>> REPLACE\n</diff>\n</replace_in_file>'),
      tool('replace_in_file', { path: 'Sources/MarkdownTOC/TOCBuilder.swift' }, 'The content was successfully saved to Sources/MarkdownTOC/TOCBuilder.swift.'),
      llm('cline.api_request', { messages: [] }, '<execute_command>\n<command>swift test</command>\n<requires_approval>false</requires_approval>\n</execute_command>'),
      tool('execute_command', { command: 'swift test' }, ok()),
      llm('cline.api_request', { messages: [] }, '<attempt_completion>\n<result>TOCBuilder now tracks fenced code blocks and skips headings inside them; all 19 tests pass.</result>\n</attempt_completion>'),
      tool('attempt_completion', { result: 'done' }, { accepted: true, feedback: null }),
      llm('cline.api_request', { messages: [] }, '<thinking>Double-check that the release build also works.</thinking>\n<execute_command>\n<command>swift build</command>\n</execute_command>'),
      tool('execute_command', { command: 'swift build' }, `Building for debugging...\nBuild complete! (${N.dur(0.1, 0.9)}s)`),
      llm('cline.api_request', { messages: [] }, '<read_file>\n<path>Sources/MarkdownTOC/TOCBuilder.swift</path>\n</read_file>'),
      tool('read_file', { path: 'Sources/MarkdownTOC/TOCBuilder.swift' }, '14 |     var inFence = false\n15 |     for line in lines {\n16 |       if line.hasPrefix("```") { inFence.toggle(); continue }\n17 |       if inFence { continue }'),
      llm('cline.api_request', { messages: [] }, '<attempt_completion>\n<result>The fenced-code fix is in place and the tests pass.</result>\n</attempt_completion>'),
      tool('attempt_completion', { result: 'done' }, { accepted: true, feedback: null }),
      llm('cline.api_request', { messages: [] }, '<execute_command>\n<command>swift test</command>\n</execute_command>'),
      tool('execute_command', { command: 'swift test' }, ok()),
      llm('cline.api_request', { messages: [] }, '<attempt_completion>\n<result>Confirmed again: headings inside ``` fences are skipped, 19/19 tests pass.</result>\n</attempt_completion>'),
      tool('attempt_completion', { result: 'done' }, { accepted: true, feedback: null }),
    ];
    return agent('cline', { task: 'SwiftMarkdownTOC fenced code', model: 'gemini-2.5-pro' }, { status: 'max requests reached (16)' }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Moatless-style run on a SQL migration repo: migration applied and `status` confirms it, then the agent re-runs `migrate status` four times, each time announcing the same success sentence.',
  goal: 'shop-schema (Flyway SQL): add V27__orders_add_fulfilled_at.sql and apply it to the local dev database.',
  build: (N) => {
    const status = () => `Flyway Community Edition 10.15.0 by Redgate\n\nSee release notes here: https://rd.gt/416ObMi\nDatabase: jdbc:postgresql://localhost:5432/shop (PostgreSQL 16.3)\nSchema version: 27\n\n+-----------+---------+----------------------------+------+---------------------+---------+----------+\n| Category  | Version | Description                | Type | Installed On        | State   | Undoable |\n+-----------+---------+----------------------------+------+---------------------+---------+----------+\n| Versioned | 26      | customers add locale       | SQL  | 2025-02-11 10:14:07 | Success | No       |\n| Versioned | 27      | orders add fulfilled at    | SQL  | ${N.isoLocal().slice(0, 19)} | Success | No       |\n+-----------+---------+----------------------------+------+---------------------+---------+----------+`;
    const ann = 'V27 has been applied successfully and the schema is at version 27. The task is complete.';
    const kids = [
      llm('completion', { messages: [] }, { thoughts: 'Create the migration file.', action: { name: 'CreateFile', file_path: 'sql/V27__orders_add_fulfilled_at.sql' } }),
      tool('CreateFile', { file_path: 'sql/V27__orders_add_fulfilled_at.sql', file_text: 'ALTER TABLE orders ADD COLUMN fulfilled_at timestamptz NULL;\nCREATE INDEX CONCURRENTLY IF NOT EXISTS orders_fulfilled_at_idx ON orders (fulfilled_at);\n' }, 'File created successfully at: sql/V27__orders_add_fulfilled_at.sql'),
      llm('completion', { messages: [] }, { thoughts: 'CREATE INDEX CONCURRENTLY cannot run inside a transaction; flyway wraps migrations. Use a plain CREATE INDEX since the table is small in dev.', action: { name: 'StringReplace', old_str: 'CREATE INDEX CONCURRENTLY IF NOT EXISTS', new_str: 'CREATE INDEX IF NOT EXISTS' } }),
      tool('StringReplace', { path: 'sql/V27__orders_add_fulfilled_at.sql' }, 'The file sql/V27__orders_add_fulfilled_at.sql has been edited.'),
      llm('completion', { messages: [] }, { thoughts: 'Apply it.', action: { name: 'RunCommand', command: 'flyway -configFiles=conf/dev.conf migrate' } }),
      tool('RunCommand', { command: 'flyway -configFiles=conf/dev.conf migrate' }, `Successfully validated 27 migrations (execution time 00:00.0${N.int(10, 99)}s)\nCurrent version of schema "public": 26\nMigrating schema "public" to version "27 - orders add fulfilled at"\nSuccessfully applied 1 migration to schema "public", now at version v27 (execution time 00:00.${N.int(100, 400)}s)`),
    ];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('completion', { messages: [] }, { thoughts: ann + (i ? ' Verifying status again.' : ' Verifying status.'), action: { name: 'RunCommand', command: 'flyway -configFiles=conf/dev.conf info' } }));
      kids.push(tool('RunCommand', { command: 'flyway -configFiles=conf/dev.conf info' }, status()));
    }
    return agent('moatless.loop', { instance: 'shop-schema-v27', model: 'gpt-4o-mini-2024-07-18', max_iterations: 11 }, { status: 'max_iterations', finished: false }, kids);
  },
},
];
