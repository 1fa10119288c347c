import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'deep_distinct_delegation';

// 01: Claude Code nested Task subagents, Go: CI failure -> failing job -> specific log -> fix
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'pinecrest (Go monorepo): main is red on CI. Get it green.';
  const m = 'claude-opus-4-1-20250805';
  const level3 = agent('Task', { description: 'Read race log', prompt: 'Download the log of job "test-race (linux)" in run 12233445566 and extract the DATA RACE report (goroutine stacks, file:line).', subagent_type: 'log-reader' }, { result: 'DATA RACE: write at internal/metrics/registry.go:88 (Registry.Register) vs read at internal/metrics/registry.go:121 (Registry.Snapshot); map access without the mutex.' }, [
    llm(m, { messages: [{ role: 'user', content: 'Extract the DATA RACE report' }] }, [call('Bash', { command: 'gh run view 12233445566 --job 33900112233 --log | grep -A14 "WARNING: DATA RACE" | head -30' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'gh run view 12233445566 --job 33900112233 --log | grep -A14 "WARNING: DATA RACE"' }, `test-race (linux)\tRun tests\t${N.iso()} WARNING: DATA RACE\ntest-race (linux)\tRun tests\t${N.iso()} Write at 0x00c000${N.hex(6)} by goroutine 41:\n  runtime.mapassign_faststr()\n  github.com/pinecrest/pinecrest/internal/metrics.(*Registry).Register()\n      /home/runner/work/pinecrest/internal/metrics/registry.go:88 +0x${N.hex(3)}\nPrevious read at 0x00c000${N.hex(6)} by goroutine 39:\n  runtime.mapaccess2_faststr()\n  github.com/pinecrest/pinecrest/internal/metrics.(*Registry).Snapshot()\n      /home/runner/work/pinecrest/internal/metrics/registry.go:121 +0x${N.hex(3)}`),
    llm(m, { messages: [{ role: 'user', content: '...' }] }, 'DATA RACE: write at internal/metrics/registry.go:88 (Registry.Register) vs read at internal/metrics/registry.go:121 (Registry.Snapshot); map access without the mutex.'),
  ], { depth: 3 });
  const level2 = agent('Task', { description: 'Diagnose failing job', prompt: 'In run 12233445566 find which job failed and why; delegate log reading if needed.', subagent_type: 'ci-investigator' }, { result: 'Only test-race (linux) failed: a data race in internal/metrics Registry (Register writes the map without the lock, Snapshot reads under RLock).' }, [
    llm(m, { messages: [{ role: 'user', content: 'Find which job failed' }] }, [call('Bash', { command: 'gh run view 12233445566 --json jobs --jq \'.jobs[] | "\\(.name)\\t\\(.conclusion)\\t\\(.databaseId)"\'' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'gh run view 12233445566 --json jobs' }, 'lint\tsuccess\t33900112201\ntest (linux)\tsuccess\t33900112219\ntest-race (linux)\tfailure\t33900112233\nbuild-images\tskipped\t33900112250'),
    llm(m, { messages: [{ role: 'user', content: '...' }] }, [{ type: 'text', text: 'Only the race job failed; handing the log extraction to a log reader.' }, call('Task', { description: 'Read race log', subagent_type: 'log-reader' }, 'toolu_' + N.b62(24))]),
    level3,
    llm(m, { messages: [{ role: 'user', content: '...' }] }, 'Only test-race (linux) failed: a data race in internal/metrics Registry (Register writes the map without the lock, Snapshot reads under RLock).'),
  ], { depth: 2 });
  const level1 = agent('Task', { description: 'Find why main is red', prompt: 'Identify the latest failing CI run on main and the root cause. Do not fix.', subagent_type: 'general-purpose' }, { result: 'Run 12233445566 failed on a data race in internal/metrics/registry.go (Register line 88 writes without r.mu).' }, [
    llm(m, { messages: [{ role: 'user', content: 'Identify failing run' }] }, [call('Bash', { command: 'gh run list -b main -L 3 --json databaseId,conclusion,displayTitle' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'gh run list -b main -L 3 --json databaseId,conclusion,displayTitle' }, JSON.stringify([{ conclusion: 'failure', databaseId: 12233445566, displayTitle: 'metrics: lazy registration of collectors' }, { conclusion: 'success', databaseId: 12233101010, displayTitle: 'docs: fix typo' }])),
    llm(m, { messages: [{ role: 'user', content: '...' }] }, [call('Task', { description: 'Diagnose failing job', subagent_type: 'ci-investigator' }, 'toolu_' + N.b62(24))]),
    level2,
    llm(m, { messages: [{ role: 'user', content: '...' }] }, 'Run 12233445566 failed on a data race in internal/metrics/registry.go (Register line 88 writes without r.mu).'),
  ], { depth: 1 });
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [call('Task', { description: 'Find why main is red', subagent_type: 'general-purpose' }, 'toolu_' + N.b62(24))]),
    level1,
    llm(m, chat('You are Claude Code...', goal, null, 4), [{ type: 'text', text: 'Register must take the write lock.' }, call('Edit', { file_path: 'internal/metrics/registry.go', old_string: 'func (r *Registry) Register(name string, c Collector) {\n', new_string: 'func (r *Registry) Register(name string, c Collector) {\n\tr.mu.Lock()\n\tdefer r.mu.Unlock()\n' }, 'toolu_' + N.b62(24))]),
    tool('Edit', { file_path: 'internal/metrics/registry.go' }, 'The file internal/metrics/registry.go has been updated.'),
    llm(m, chat('You are Claude Code...', goal, null, 6), [call('Bash', { command: 'go test -race -count=3 ./internal/metrics/...' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'go test -race -count=3 ./internal/metrics/...' }, `ok  \tgithub.com/pinecrest/pinecrest/internal/metrics\t${N.secs(1.5, 4)}s`),
    llm(m, chat('You are Claude Code...', goal, null, 8), 'Fixed the data race (Register now holds r.mu); race tests pass locally.'),
  ];
  return row(F, 1, { isolates: 'Three nested subagents each get a narrower, different task (find failing run -> find failing job -> extract race report), results flow back up, and the top agent fixes the race.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code-subagents' }) });
}

// 02: OpenHands delegation chain, Kotlin: feature -> module explorer -> test writer
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'tidemark-app (Kotlin/Ktor): add rate limiting (100 req/min per API key) to the public API and test it.';
  const m = 'anthropic/claude-3-5-sonnet-20241022';
  const run = (c, out) => [llm(m, chat('You are OpenHands agent...', c), { action: 'run', args: { command: c } }), tool('CmdRunAction', { command: c }, { observation: 'run', content: out, extras: { metadata: { exit_code: 0 } } }, { metadata: { timestamp: N.iso() } })];
  const writer = agent('CodeActAgent (delegate level 2)', { task: 'Write a Ktor testApplication test asserting the 101st request within a minute with key K returns 429 and a Retry-After header.' }, { outputs: { file: 'src/test/kotlin/RateLimitTest.kt', result: '1 test written, passes' } }, [
    llm(m, chat('You are OpenHands agent...', 'write test'), { thought: 'Create the test file.', action: 'edit', args: { path: 'src/test/kotlin/RateLimitTest.kt', command: 'create' } }),
    tool('FileEditAction', { path: 'src/test/kotlin/RateLimitTest.kt', command: 'create' }, { observation: 'edit', content: 'File created successfully at: src/test/kotlin/RateLimitTest.kt' }),
    ...run('./gradlew test --tests RateLimitTest -q 2>&1 | tail -3', `RateLimitTest > returns 429 after 100 requests PASSED\nBUILD SUCCESSFUL in ${N.int(8, 30)}s`),
  ], { delegate_level: 2 });
  const explorer = agent('CodeActAgent (delegate level 1)', { task: 'Find where routes for /api/v1 are installed and whether the Ktor RateLimit plugin is on the classpath; then add the plugin config keyed on X-Api-Key. Delegate the test.' }, { outputs: { result: 'RateLimit configured in Application.kt, public routes wrapped; test delegated and passing.' } }, [
    ...run('grep -rn "route(\\"/api/v1\\")\\|install(" src/main/kotlin | head; grep -n "ktor-server-rate-limit" build.gradle.kts', 'src/main/kotlin/dev/tidemark/Application.kt:31:    install(ContentNegotiation) { json() }\nsrc/main/kotlin/dev/tidemark/Application.kt:44:        route("/api/v1") { publicRoutes() }'),
    llm(m, chat('You are OpenHands agent...', 'explore'), { thought: 'Plugin not on classpath. Add dependency and install RateLimit with a 100/min bucket keyed on X-Api-Key, wrap /api/v1.', action: 'edit', args: { path: 'src/main/kotlin/dev/tidemark/Application.kt', command: 'str_replace' } }),
    tool('FileEditAction', { path: 'src/main/kotlin/dev/tidemark/Application.kt', command: 'str_replace', new_str: '    install(RateLimit) {\n        register(RateLimitName("public")) {\n            rateLimiter(limit = 100, refillPeriod = 60.seconds)\n            requestKey { it.request.headers["X-Api-Key"] ?: "anon" }\n        }\n    }' }, { observation: 'edit', content: 'The file Application.kt has been edited.' }),
    llm(m, chat('You are OpenHands agent...', 'explore'), { thought: 'Delegate the test to a focused agent.', action: 'delegate', args: { agent: 'CodeActAgent', inputs: { task: 'Write a Ktor testApplication test ...' } } }),
    writer,
  ], { delegate_level: 1 });
  const ch = [
    llm(m, chat('You are OpenHands agent...', goal), { thought: 'Delegate implementation to a sub-agent with concrete pointers.', action: 'delegate', args: { agent: 'CodeActAgent', inputs: { task: 'Find where routes for /api/v1 are installed...' } } }),
    explorer,
    ...run('./gradlew build -q 2>&1 | tail -2', `BUILD SUCCESSFUL in ${N.int(30, 70)}s`),
    llm(m, chat('You are OpenHands agent...', goal), { thought: 'Rate limiting installed (100/min per X-Api-Key), test passes, build green.', action: 'finish' }),
  ];
  return row(F, 2, { isolates: 'The top agent delegates implementation to a sub-agent, which edits code and delegates a narrower test-writing task to a third agent; each level does distinct work and the build passes.', loop: false, stagnation: false, goal,
    root: agent('OpenHands session', { task: goal }, { agent_state: 'finished' }, ch, { style: 'openhands-delegation' }) });
}

// 03: AutoCodeRover-like staged agents, Ruby: reproducer -> context search -> patch writer
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'plumtree (Ruby gem): issue #221 — `Plumtree::Money.parse("1.234,56", locale: :de)` returns 1.23 instead of 1234.56.';
  const m = 'gpt-4o-2024-08-06';
  const patcher = agent('patch_agent', { task: 'Write a patch to Plumtree::Parser.normalize so that with locale :de "." is a thousands separator and "," the decimal mark.' }, { patch: 'lib/plumtree/parser.rb', validated: true }, [
    llm(m, chat('You are a software developer...', 'write patch'), '```\n# modification 1\n<file>lib/plumtree/parser.rb</file>\n<original>      str.tr(",", ".")</original>\n<patched>      sep = LOCALES.fetch(locale)\n      str.delete(sep[:thousands]).tr(sep[:decimal], ".")</patched>\n```'),
    tool('apply_and_validate', { cmd: 'bundle exec rspec spec/parser_spec.rb' }, `........\n\nFinished in 0.0${N.int(10, 99)} seconds (files took 0.${N.int(100, 400)} seconds to load)\n8 examples, 0 failures`),
  ], { stage: 3 });
  const searcher = agent('context_retrieval', { task: 'Locate the code that turns the input string into a number for Money.parse and the locale separator table.' }, { buggy_locations: [{ file: 'lib/plumtree/parser.rb', method: 'normalize' }, { file: 'lib/plumtree/locales.rb', const: 'LOCALES' }] }, [
    llm(m, chat('You are a software developer...', 'search'), 'search_method_in_class("parse", "Money"), search_code("LOCALES")'),
    tool('search_method_in_class', { method_name: 'parse', class_name: 'Money' }, '<file>lib/plumtree/money.rb</file>\n<code>\n  def self.parse(str, locale: :en)\n    new(BigDecimal(Parser.normalize(str, locale)))\n  end\n</code>'),
    tool('search_code', { code_str: 'LOCALES' }, '<file>lib/plumtree/locales.rb</file> LOCALES = { en: { decimal: ".", thousands: "," }, de: { decimal: ",", thousands: "." } }.freeze\n<file>lib/plumtree/parser.rb</file> (no usage)'),
    llm(m, chat('You are a software developer...', 'search'), 'Parser.normalize ignores LOCALES entirely; hand a precise patch task to the patch agent.'),
    patcher,
  ], { stage: 2 });
  const ch = [
    agent('reproducer', { task: 'Write a failing reproduction for issue #221.' }, { reproduced: true }, [
      llm(m, chat('You are a software developer...', goal), 'ruby -Ilib -e \'require "plumtree"; p Plumtree::Money.parse("1.234,56", locale: :de).to_f\''),
      tool('run', { cmd: 'ruby -Ilib -e \'require "plumtree"; p Plumtree::Money.parse("1.234,56", locale: :de).to_f\'' }, '1.23456\n'),
    ], { stage: 1 }),
    searcher,
    llm(m, chat('You are a software developer...', goal), 'Reproduced (1.23456), located Parser.normalize, patch validated with 8 passing examples. Done.'),
  ];
  return row(F, 3, { isolates: 'Work passes through three distinct stages (reproduce, locate, patch), each sub-agent getting a narrower, concrete task and returning new results; the patch validates.', loop: false, stagnation: false, goal,
    root: agent('auto-code-rover', { task_id: 'plumtree-221' }, { status: 'patch validated' }, ch, { style: 'autocoderover' }) });
}
export const rows = () => [r1(), r2(), r3()];
