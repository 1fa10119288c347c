import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'reworded_empty_queries';

// 01: OpenHands event stream, Go: grep for a setting under many spellings, never found
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'In the quayside Go service, the retry budget for outbound webhooks should come from config instead of the hard-coded 5. Find where the budget is read and wire it to `webhooks.retry_budget`.';
  const m = 'anthropic/claude-3-5-sonnet-20241022';
  const q = [
    ['grep -rn "retry_budget" --include=*.go .', 'Let me look for where the retry budget is referenced.'],
    ['grep -rni "retryBudget" --include=*.go .', 'Nothing with the snake_case key. Go code usually uses camelCase, trying that.'],
    ['grep -rn "RetryBudget" .', 'Maybe it is an exported field, so capitalized.'],
    ['grep -rniE "retry.?limit|max.?retries" internal/webhooks', 'Perhaps it is called a limit or max retries rather than a budget, restricting to the webhooks package.'],
    ['grep -rn "\\"retry-budget\\"" .', 'Could be a kebab-case flag name.'],
    ['grep -rn "budget" internal/webhooks/*.go', 'Just searching for budget in the webhooks files.'],
  ];
  const ch = [];
  q.forEach(([cmd, thought], i) => {
    ch.push(llm(m, chat('You are OpenHands agent...', goal, i ? `[Command finished with exit code 1]` : null, 3 + 2 * i), { thought, action: 'run', args: { command: cmd, is_input: false } }));
    ch.push(tool('CmdRunAction', { command: cmd, thought, blocking: false }, { observation: 'run', content: '', extras: { command: cmd, metadata: { exit_code: 1, pid: -1, username: 'openhands', hostname: N.host('oh-sandbox'), working_dir: '/workspace/quayside', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', prefix: '', suffix: `\n[The command completed with exit code 1.]` } } }, { metadata: { event_id: 7 + 2 * i, timestamp: N.iso() } }));
  });
  return row(F, 1, { isolates: 'Six greps for the same setting in different spellings (snake, camel, exported, kebab, synonyms) all exit 1 with no output and the task is never done.', loop: true, stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'error', reason: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30' }, ch, { style: 'openhands-events', max_iterations: 30 }) });
}

// 02: Codex CLI session, Java: git log --grep reworded, nothing
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'brindle-commons (Java/Maven): find the commit that changed `DateRanges.overlaps` to use exclusive end bounds, and restore inclusive behaviour with a test.';
  const m = 'o4-mini';
  const cmds = [
    ['git log --oneline --grep="exclusive" -- src/main/java/io/brindle/time/DateRanges.java', 'Searching commit messages that touched DateRanges for "exclusive".'],
    ['git log --oneline -i --grep="overlap" -- src/main/java/io/brindle/time/DateRanges.java', 'No hit; try "overlap".'],
    ['git log --oneline -i --grep="end bound" --grep="upper bound" --all-match', 'Try wording about bounds.'],
    ['git log --oneline -i --grep="half-open"', 'Maybe described as half-open interval.'],
    ['git log --oneline -i --grep="inclusive"', 'Or the message says it removed inclusive behaviour.'],
  ];
  const ch = [];
  cmds.forEach(([c, t], i) => {
    const id = 'call_' + N.b62(24);
    ch.push(llm(m, { input: [{ role: 'user', content: goal }], previous_response_id: 'resp_' + N.hex(24) }, [{ type: 'reasoning', summary: [{ type: 'summary_text', text: t }] }, { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c], workdir: '/home/dev/brindle-commons', timeout_ms: 10000 }) }]));
    ch.push(tool('shell', JSON.stringify({ command: ['bash', '-lc', c], workdir: '/home/dev/brindle-commons' }), JSON.stringify({ output: '', metadata: { exit_code: 0, duration_seconds: Number(N.secs(0.01, 0.09)) } }), { metadata: { call_id: id } }));
  });
  return row(F, 2, { isolates: 'git log --grep is re-issued five times with reworded search terms for the same commit, each returning empty output, and the agent never switches to log -S/-L or blame.', loop: true, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal, model: m, sandbox: 'workspace-write' }, { status: 'interrupted', reason: 'turn limit' }, ch, { style: 'codex-cli', session: N.uuid() }) });
}

// 03: Cline log, Ruby: search_files with reworded regexes; same "no results" thought each time
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'kettlebell (Rails 7 app): silence the deprecation "ActiveRecord::Base.default_timezone is deprecated" by finding where it is set and moving it to config.active_record.default_timezone.';
  const m = 'claude-3-7-sonnet-20250219';
  const pats = ['default_timezone\\s*=', 'ActiveRecord::Base\\.default_timezone', 'default_timezone', 'Base\\.default_time_zone', ':default_timezone'];
  const ch = [];
  pats.forEach((p, i) => {
    const txt = i === 0 ? 'I need to find where the default timezone is set on ActiveRecord::Base.' : 'No results found. The setting must be somewhere in the config; let me search again with a different pattern.';
    ch.push(llm(m, chat('You are Cline, a highly skilled software engineer...', goal, i ? 'Found 0 results.' : null, 2 + 2 * i), `<thinking>${txt}</thinking>\n<search_files>\n<path>config</path>\n<regex>${p}</regex>\n<file_pattern>*.rb</file_pattern>\n</search_files>`));
    ch.push(tool('search_files', { path: 'config', regex: p, file_pattern: '*.rb' }, 'Found 0 results.', { metadata: { ts: N.epochMs() } }));
  });
  return row(F, 3, { isolates: 'Five reworded regex searches restricted to config/*.rb for the same deprecated setting all return "Found 0 results", with the same thinking sentence each time, and the directory scope is never widened.', loop: true, stagnation: true, goal,
    root: agent('cline task', { task: goal, mode: 'act' }, { status: 'aborted', mistakes: 3 }, ch, { style: 'cline-ui-messages', taskId: String(N.epochMs()) }) });
}
export const rows = () => [r1(), r2(), r3()];
