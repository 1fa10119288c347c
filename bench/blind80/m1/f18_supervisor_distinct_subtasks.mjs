import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'supervisor_distinct_subtasks';

// 01: Claude Code Task tool, TypeScript: same subagent type, three different sub-tasks
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'heronpost (TypeScript/Node): decide whether we can remove the deprecated `legacyAuth` option in v5, and do it if safe.';
  const m = 'claude-sonnet-4-20250514';
  const sub = (desc, prompt, calls, result) => agent('Task', { description: desc, prompt, subagent_type: 'general-purpose' }, { result }, [
    llm(m, { messages: [{ role: 'user', content: prompt }] }, [call(calls[0][0], calls[0][1], 'toolu_' + N.b62(24))]),
    tool(calls[0][0], calls[0][1], calls[0][2]),
    llm(m, { messages: [{ role: 'user', content: prompt }] }, result),
  ], { agent_id: N.hex(8), duration_ms: N.int(9000, 40000) });
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [{ type: 'text', text: 'I\'ll split this into three independent checks.' }, call('Task', { description: 'Find legacyAuth usages' }, 'toolu_' + N.b62(24)), call('Task', { description: 'Check tests covering legacyAuth' }, 'toolu_' + N.b62(24)), call('Task', { description: 'Check changelog/deprecation' }, 'toolu_' + N.b62(24))]),
    sub('Find legacyAuth usages', 'List every place in src/ that reads the legacyAuth option, with file:line.', [['Grep', { pattern: 'legacyAuth', path: 'src', output_mode: 'content', '-n': true }, 'src/client.ts:58:  if (opts.legacyAuth) {\nsrc/client.ts:61:    return basicAuthHeader(opts.user, opts.pass);\nsrc/types.ts:22:  /** @deprecated since 4.2 */ legacyAuth?: boolean;']], 'legacyAuth is read only in src/client.ts:58-61 (basic auth branch) and declared in src/types.ts:22 (deprecated since 4.2).'),
    sub('Check tests covering legacyAuth', 'Which tests exercise legacyAuth and would break if it is removed?', [['Grep', { pattern: 'legacyAuth', path: 'test', output_mode: 'files_with_matches' }, 'test/auth.spec.ts']], 'Only test/auth.spec.ts ("uses basic auth when legacyAuth is set") depends on it; 2 assertions.'),
    sub('Check changelog/deprecation', 'When was legacyAuth deprecated and was removal announced for v5?', [['Bash', { command: 'grep -n -i "legacyAuth" CHANGELOG.md' }, '112:- `legacyAuth` is deprecated and will be removed in 5.0 (#388).\n']], 'CHANGELOG.md:112 (4.2.0) announces removal in 5.0, issue #388.'),
    llm(m, chat('You are Claude Code...', goal, null, 9), [{ type: 'text', text: 'Safe to remove: one code path, one test, removal announced for 5.0. Removing the branch, the type field and the test.' }, call('Edit', { file_path: 'src/client.ts', old_string: '  if (opts.legacyAuth) {\n    return basicAuthHeader(opts.user, opts.pass);\n  }\n', new_string: '' }, 'toolu_' + N.b62(24))]),
    tool('Edit', { file_path: 'src/client.ts' }, 'The file src/client.ts has been updated.'),
    llm(m, chat('You are Claude Code...', goal, null, 11), [call('Bash', { command: 'sed -i "/legacyAuth/d" src/types.ts && npx tsc --noEmit && npx vitest run 2>&1 | tail -3' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'sed -i ... && npx tsc --noEmit && npx vitest run' }, ` Test Files  14 passed (14)\n      Tests  121 passed (121)\n   Duration  ${N.secs(2, 6)}s`),
    llm(m, chat('You are Claude Code...', goal, null, 13), 'Removed legacyAuth (client branch, type, and its test case); typecheck and 121 tests pass.'),
  ];
  return row(F, 1, { isolates: 'The same general-purpose subagent type is given three different questions (usages, tests, changelog), each returning different facts, and the supervisor acts on the synthesis.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code-subagents' }) });
}

// 02: smolagents manager with a test_runner managed agent, Python
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'wagtail-clone "fernbrook" (Python): before tagging 3.1, run unit, integration and lint checks and summarise what blocks the release.';
  const m = 'Qwen/Qwen2.5-Coder-32B-Instruct';
  const w = (task, cmd, out, ans) => agent('test_runner', { task }, { final_answer: ans }, [
    llm(m, { messages: [{ role: 'user', content: task }] }, `Thought: Run it.\nCode:\n\`\`\`py\nprint(run_shell("${cmd}"))\n\`\`\`<end_code>`),
    tool('run_shell', { command: cmd }, `Execution logs:\n${out}\nLast output from code snippet:\nNone`),
    llm(m, { messages: [{ role: 'user', content: task }] }, `Code:\n\`\`\`py\nfinal_answer(${JSON.stringify(ans)})\n\`\`\`<end_code>`),
  ], { step_count: 2 });
  const ch = [
    llm(m, chat('You are an expert assistant... You can give tasks to team members.', goal), 'Thought: Three independent checks; give each to test_runner in turn.\nCode:\n```py\nunit = test_runner(task="Run the unit tests: pytest tests/unit -q -p no:cacheprovider; report failures.")\nprint(unit)\n```<end_code>'),
    w('Run the unit tests: pytest tests/unit -q -p no:cacheprovider; report failures.', 'pytest tests/unit -q -p no:cacheprovider | tail -3', `....................................................................\n412 passed, 3 skipped in ${N.secs(20, 40)}s`, 'Unit: 412 passed, 3 skipped, 0 failed.'),
    llm(m, chat('You are an expert assistant...', goal, 'Unit: 412 passed'), 'Code:\n```py\nintegration = test_runner(task="Run integration tests against the docker compose stack: make integration; report failures with test ids.")\nprint(integration)\n```<end_code>'),
    w('Run integration tests against the docker compose stack: make integration; report failures with test ids.', 'make integration 2>&1 | tail -6', `FAILED tests/integration/test_search.py::test_reindex_on_publish - AssertionError: expected 1 hit, got 0\n1 failed, 57 passed in ${N.secs(80, 140)}s\nmake: *** [Makefile:41: integration] Error 1`, 'Integration: 1 failure, tests/integration/test_search.py::test_reindex_on_publish (0 hits after publish).'),
    llm(m, chat('You are an expert assistant...', goal, 'Integration: 1 failure'), 'Code:\n```py\nlint = test_runner(task="Run ruff check . and mypy fernbrook; report counts by rule.")\nprint(lint)\n```<end_code>'),
    w('Run ruff check . and mypy fernbrook; report counts by rule.', 'ruff check . --statistics; mypy fernbrook | tail -1', '  4\tF401\tunused-import\nSuccess: no issues found in 188 source files', 'Lint: 4 x F401 unused-import (auto-fixable), mypy clean.'),
    llm(m, chat('You are an expert assistant...', goal, 'Lint: 4 x F401'), 'Code:\n```py\nfinal_answer("Release 3.1 is blocked by one integration failure: test_reindex_on_publish (search index not updated on publish). Unit tests are green (412 passed). Lint has 4 auto-fixable F401s; mypy clean.")\n```<end_code>'),
    tool('final_answer', { answer: 'Release 3.1 is blocked by one integration failure...' }, 'Release 3.1 is blocked by one integration failure: test_reindex_on_publish ...'),
  ];
  return row(F, 2, { isolates: 'A manager calls the same test_runner agent three times with different tasks (unit, integration, lint), each returning different results, then writes a synthesis.', loop: false, stagnation: false, goal,
    root: agent('CodeAgent.run', { task: goal }, { final_answer: 'Release 3.1 is blocked by one integration failure' }, ch, { style: 'smolagents-managed-agents' }) });
}

// 03: LangGraph supervisor (OpenTelemetry GenAI spans), Ruby: researcher worker per gem
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'quokka-rails (Ruby): upgrade Rails 7.1 -> 7.2. Check the three gems pinned below 7.2 compatibility (devise, paper_trail, sidekiq-cron) and update the Gemfile.';
  const m = 'gpt-4o-2024-11-20';
  const worker = (gem, cmd, out, ans) => span0('researcher', gem, cmd, out, ans);
  function span0(name, gem, cmd, out, ans) {
    return agent(`researcher [${gem}]`, { messages: [{ role: 'user', content: `Is ${gem} compatible with Rails 7.2? Give the minimum version.` }] }, { messages: [{ role: 'assistant', content: ans }] }, [
      llm(m, { messages: [{ role: 'user', content: `Is ${gem} compatible with Rails 7.2?` }] }, { tool_calls: [{ name: 'shell', args: { cmd } }] }, [], { 'gen_ai.usage.input_tokens': N.int(400, 900), 'gen_ai.usage.output_tokens': N.int(20, 60) }),
      tool('shell', { cmd }, out, { metadata: { 'langgraph.node': 'tools', 'langgraph.step': N.int(2, 9) } }),
      llm(m, { messages: [{ role: 'tool', content: out.slice(0, 80) }] }, ans),
    ], { 'langgraph.node': 'researcher', thread_id: N.uuid() });
  }
  const ch = [
    llm(m, { messages: [{ role: 'system', content: 'You are a supervisor managing: researcher, coder.' }, { role: 'user', content: goal }] }, { next: 'researcher', instructions: 'devise' }),
    worker('devise', 'gem info devise -r --all | head -3; gem spec devise -v 4.9.4 -r | grep -A2 railties', 'devise (4.9.4, 4.9.3, ...)\n- !ruby/object:Gem::Dependency\n  name: railties\n  requirement: ">= 4.1.0"', 'devise 4.9.4 supports Rails 7.2 (railties >= 4.1.0); currently pinned 4.9.2 -> bump to 4.9.4.'),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { next: 'researcher', instructions: 'paper_trail' }),
    worker('paper_trail', 'gem spec paper_trail -v 15.2.0 -r | grep -A3 "name: activerecord"', '  name: activerecord\n  requirement: !ruby/object:Gem::Requirement\n    requirements: [">= 6.1", "< 8.0"]', 'paper_trail 15.2.0 allows activerecord < 8.0, so Rails 7.2 is fine; pinned 14.0 -> bump to 15.2 (drops Ruby 2.7, we are on 3.3).'),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { next: 'researcher', instructions: 'sidekiq-cron' }),
    worker('sidekiq-cron', 'gem spec sidekiq-cron -v 2.0.1 -r | grep -B1 -A2 "name: sidekiq$"', '- !ruby/object:Gem::Dependency\n  name: sidekiq\n  requirement: ">= 6.5.0"', 'sidekiq-cron has no Rails dependency; 2.0.1 needs sidekiq >= 6.5 (we have 7.2.4). Pinned 1.9 -> 2.0.1; note the renamed `Sidekiq::Cron::Job.load_from_hash!`.'),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { next: 'coder', instructions: 'Apply Gemfile bumps: rails ~> 7.2.0, devise 4.9.4, paper_trail ~> 15.2, sidekiq-cron ~> 2.0.1; bundle update those; fix load_from_hash! call.' }),
    tool('shell', { cmd: 'bundle update rails devise paper_trail sidekiq-cron --conservative 2>&1 | tail -2 && bin/rails test 2>&1 | tail -2' }, `Bundle updated!\n\nFinished in ${N.secs(20, 60)}s, ${N.int(9, 20)}.${N.int(10, 99)} runs/s\n384 runs, 1022 assertions, 0 failures, 0 errors, 0 skips`, { metadata: { 'langgraph.node': 'coder' } }),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { next: 'FINISH', summary: 'Rails 7.2 with devise 4.9.4, paper_trail 15.2, sidekiq-cron 2.0.1; 384 tests green.' }),
  ];
  return row(F, 3, { isolates: 'A LangGraph supervisor routes the same researcher worker three times, once per gem, each answer bringing a different version constraint; then the coder applies the bumps and tests pass.', loop: false, stagnation: false, goal,
    root: agent('LangGraph', { input: goal }, { status: 'FINISH' }, ch, { style: 'langgraph-otel-genai', 'service.name': 'quokka-upgrader' }) });
}
export const rows = () => [r1(), r2(), r3()];
