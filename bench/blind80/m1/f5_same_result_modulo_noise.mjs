import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'same_result_modulo_noise';

// 01: Codex CLI, Go: same go test invocation five times, no edit in between
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'slipway (Go): TestEvictLRU in internal/cache fails on CI with "expected 3 entries, got 4". Make it pass without weakening the assertion.';
  const m = 'gpt-5-codex';
  const cmd = 'go test ./internal/cache -run TestEvictLRU -count=1 -v';
  const out = () => `=== RUN   TestEvictLRU
    lru_test.go:58: cache size after evict: expected 3 entries, got 4 (cap=3, evicted=[])
--- FAIL: TestEvictLRU (0.00s)
FAIL
FAIL\tgithub.com/slipway-dev/slipway/internal/cache\t${N.secs(0.004, 0.03)}s
FAIL`;
  const texts = ['Run the failing test to see the output.', 'Let me run it again to check whether it is flaky.', null, 'Still failing; running once more with -count=1 to avoid the cache.', null];
  const ch = [];
  texts.forEach((t, i) => {
    const id = 'call_' + N.b62(24);
    const c = i === 3 ? cmd + ` # attempt ${i + 1}` : cmd;
    ch.push(llm(m, { input: [{ role: 'user', content: goal }], previous_response_id: i ? 'resp_' + N.hex(24) : null }, [...(t ? [{ type: 'message', content: [{ type: 'output_text', text: t }] }] : []), { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c], workdir: '/home/runner/slipway' }) }]));
    ch.push(tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out(), metadata: { exit_code: 1, duration_seconds: Number(N.secs(0.3, 1.9)) } }), { metadata: { call_id: id } }));
  });
  return row(F, 1, { isolates: 'The identical go test command (once with only an attempt comment appended) is run five times with no edit in between, each failure identical except the package timing.', loop: true, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal, model: m }, { status: 'interrupted', reason: 'turn limit' }, ch, { style: 'codex-cli' }) });
}

// 02: Devin-like plan/step log, Python: re-checking a finished CI run that failed
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'palisade-ml (Python): open a PR bumping numpy to 2.1 and get CI green.';
  const m = 'devin';
  const runId = 11873004512;
  const j1 = 33190000000 + N.int(100000, 999999), j2 = j1 + N.int(3, 40), dur = N.int(10, 50);
  let age = 6;
  const view = () => `X fix/numpy-2.1 CI · ${runId}
Triggered via pull_request about ${(age += N.int(1, 4))} minutes ago

JOBS
X test (3.11) in 3m${dur}s (ID ${j1})
  ANNOTATIONS
  X Process completed with exit code 1.
  X tests/test_features.py::test_hashing - AttributeError: \`np.float_\` was removed in the NumPy 2.0 release. Use \`np.float64\` instead.
✓ lint in 41s (ID ${j2})

To see what failed, try: gh run view ${runId} --log-failed
View this run on GitHub: https://github.com/palisade/palisade-ml/actions/runs/${runId}
fetched ${N.iso()} from api.github.com (x-github-request-id ${N.hex(4).toUpperCase()}:${N.hex(6).toUpperCase()})`;
  const ch = [llm(m, { plan_step: 3, context: 'PR #904 opened' }, { step: 'Wait for CI on PR #904 and inspect result', thought: 'CI started; checking run status.' })];
  for (let i = 0; i < 5; i++) {
    ch.push(tool('shell', { cmd: `gh run view ${runId}`, cwd: '~/palisade-ml' }, view(), { metadata: { shell_id: 'default', elapsed_ms: N.int(700, 1900), ts: N.logTs() } }));
    if (i < 4) ch.push(llm(m, { plan_step: 3, last_output: 'X test (3.11) ...' }, { thought: ['The test job shows a failure; let me look at the run again to confirm.', 'Re-checking the run.', 'Verifying CI status before next step.', 'Checking if CI has updated.'][i] }));
  }
  return row(F, 2, { isolates: 'A completed, failed CI run is viewed five times; each view shows the same failed job and the same np.float_ annotation, differing only in the relative trigger age, fetch timestamps and request ids, and the agent never edits the code.', loop: true, stagnation: false, goal,
    root: agent('devin session', { task: goal }, { status: 'sleeping', note: 'session timed out' }, ch, { style: 'devin-plan-steps', session: 'devin-' + N.hex(32) }) });
}

// 03: Inspect AI eval log, Java/Spring: health endpoint keeps answering the same 503, no model text
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'Task tern-api: the Spring Boot service in /app fails its readiness probe after the Flyway upgrade. Make GET /actuator/health return UP and submit.';
  const m = 'openai/gpt-4o-mini';
  const ch = [];
  for (let i = 0; i < 6; i++) {
    const tid = 'call_' + N.b62(24);
    ch.push(llm(m, { messages: [{ role: 'user', content: goal }], tool_choice: 'auto' }, { message: { role: 'assistant', content: '', tool_calls: [{ id: tid, function: 'bash', arguments: { cmd: 'curl -s -i localhost:8080/actuator/health' } }] }, stop_reason: 'tool_calls' }, [], { input_tokens: 1800 + i * 410, output_tokens: 24 }));
    ch.push(tool('bash', { cmd: 'curl -s -i localhost:8080/actuator/health' }, `HTTP/1.1 503 \nX-Request-Id: ${N.uuid()}\nContent-Type: application/vnd.spring-boot.actuator.v3+json\nTransfer-Encoding: chunked\nDate: ${N.httpDate()}\n\n{"status":"DOWN","components":{"db":{"status":"DOWN","details":{"error":"org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\\nMigration checksum mismatch for migration version 7\\n-> Applied to database : 1393204881\\n-> Resolved locally    : -781233140"}},"diskSpace":{"status":"UP","details":{"total":62671097856,"free":${N.int(31000000000, 31900000000)},"threshold":10485760,"path":"/app/.","exists":true}},"ping":{"status":"UP"}}}`, { metadata: { tool_call_id: tid, working_time: Number(N.secs(0.02, 0.3)) } }));
  }
  return row(F, 3, { isolates: 'The same curl to the health endpoint is issued six times without any model text, each 503 body identical apart from request id, date and free disk bytes, and the checksum mismatch is never acted upon.', loop: true, stagnation: false, goal,
    root: agent('inspect_ai eval sample', { sample_id: 'tern-api-health', epoch: 1 }, { score: 'I', error: 'message_limit reached (30)' }, ch, { style: 'inspect-ai-eval-log', task: 'swe_ops', solver: 'basic_agent' }) });
}
export const rows = () => [r1(), r2(), r3()];
