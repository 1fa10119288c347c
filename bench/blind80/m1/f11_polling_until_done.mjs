import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'polling_until_done';

// 01: Codex CLI, Go: gh run view polled queued -> in_progress -> completed, then merge
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'ironbark (Go): the fix for #1290 is on PR #1301. Wait for CI to finish and merge the PR with squash if it is green.';
  const m = 'gpt-5';
  const runId = 12004418877;
  const states = [['queued', ''], ['queued', ''], ['queued', ''], ['in_progress', ''], ['in_progress', ''], ['in_progress', ''], ['in_progress', ''], ['in_progress', ''], ['completed', 'success']];
  const ch = [];
  const sh = (c, out, txt) => { const id = 'call_' + N.b62(24); ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [...(txt ? [{ type: 'message', content: [{ type: 'output_text', text: txt }] }] : []), { type: 'function_call', name: 'shell', call_id: id, arguments: JSON.stringify({ command: ['bash', '-lc', c] }) }])); ch.push(tool('shell', { command: ['bash', '-lc', c] }, JSON.stringify({ output: out, metadata: { exit_code: 0, duration_seconds: Number(N.secs(0.4, 1.3)) } }), { metadata: { call_id: id } })); };
  states.forEach(([s, c], i) => {
    N.tick(i ? 45000 : 1000);
    const steps = s === 'in_progress' ? `,"jobs":[{"name":"test (1.22)","status":"in_progress","steps_done":${i + 1},"steps_total":11},{"name":"lint","status":"${i < 5 ? 'in_progress' : 'completed'}"${i < 5 ? '' : ',"conclusion":"success"'}}]` : s === 'completed' ? ',"jobs":[{"name":"test (1.22)","conclusion":"success"},{"name":"lint","conclusion":"success"}]' : '';
    sh(`${i ? 'sleep 45 && ' : ''}gh run view ${runId} --json status,conclusion,updatedAt,jobs`, `{"conclusion":"${c}","status":"${s}","updatedAt":"${N.isoNoMs()}"${steps}}`, i === 0 ? 'Checking the CI run for PR #1301.' : i === 3 ? 'Run picked up by a runner; test job in progress.' : i === 5 ? 'Lint finished green; tests at step 6 of 11.' : null);
  });
  sh('gh pr merge 1301 --squash --delete-branch', `✓ Squashed and merged pull request ironbark/ironbark#1301 (fix(scheduler): respect jitter on backoff)\n✓ Deleted branch fix/1290-jitter and switched to branch main`, 'CI passed (test and lint green). Merging with squash.');
  ch.push(llm(m, { input: [{ role: 'user', content: goal }] }, [{ type: 'message', content: [{ type: 'output_text', text: 'PR #1301 merged after CI run 12004418877 succeeded.' }] }]));
  return row(F, 1, { isolates: 'The same gh run view is polled nine times (3x queued, 5x in_progress with advancing step counts, then completed/success) with changing timestamps, then the PR is merged.', loop: false, stagnation: false, goal,
    root: agent('codex exec', { prompt: goal }, { status: 'completed' }, ch, { style: 'codex-cli' }) });
}

// 02: Claude Code with background Bash + BashOutput, Java: long integration test, then fix
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'marlin-store (Java/Gradle): run the integration tests (they take ~4 minutes) and fix whatever fails.';
  const m = 'claude-sonnet-4-20250514';
  const sid = 'bash_' + N.int(1, 9);
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [{ type: 'text', text: 'Starting the integration tests in the background.' }, call('Bash', { command: './gradlew integrationTest --console=plain', run_in_background: true }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: './gradlew integrationTest --console=plain', run_in_background: true }, `Command running in background with ID: ${sid}`),
  ];
  const outs = [
    ['running', `> Task :compileJava UP-TO-DATE\n> Task :compileIntegrationTestJava\n> Task :integrationTest\nStarting Testcontainers: postgres:16-alpine (container ${N.hex(12)})`],
    ['running', `InventoryRepositoryIT > reservesStock() PASSED\nInventoryRepositoryIT > releasesOnTimeout() PASSED\nOrderFlowIT > placesOrder() PASSED`],
    ['running', `OrderFlowIT > refundsPartialOrder() FAILED\n    org.opentest4j.AssertionFailedError: expected: <1250> but was: <1500>\n        at app//dev.marlin.store.OrderFlowIT.refundsPartialOrder(OrderFlowIT.java:118)`],
    ['completed', `ShippingIT > quotes() PASSED\n\n22 tests completed, 1 failed\n\n> Task :integrationTest FAILED\n\nBUILD FAILED in 4m ${N.int(2, 40)}s\nexit code: 1`],
  ];
  outs.forEach(([st, o], i) => {
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 4 + 2 * i), [call('BashOutput', { bash_id: sid }, 'toolu_' + N.b62(24))]));
    ch.push(tool('BashOutput', { bash_id: sid }, `<status>${st}</status>\n<stdout>\n${o}\n</stdout>\n<timestamp>${N.iso()}</timestamp>`));
  });
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 12), [{ type: 'text', text: 'One failure: the partial refund returns 1500 instead of 1250, so the refund uses the full line total. Looking at RefundService.' }, call('Grep', { pattern: 'lineTotal', path: 'src/main/java/dev/marlin/store/refund', output_mode: 'content', '-n': true }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Grep', { pattern: 'lineTotal', path: 'src/main/java/dev/marlin/store/refund' }, 'src/main/java/dev/marlin/store/refund/RefundService.java:64:        long amount = line.lineTotal();'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 14), [call('Edit', { file_path: 'src/main/java/dev/marlin/store/refund/RefundService.java', old_string: '        long amount = line.lineTotal();', new_string: '        long amount = line.unitPrice() * req.quantity();' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Edit', { file_path: 'src/main/java/dev/marlin/store/refund/RefundService.java' }, 'The file has been updated.'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 16), [call('Bash', { command: './gradlew integrationTest --tests "*OrderFlowIT*" --console=plain | tail -5', timeout: 300000 }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Bash', { command: './gradlew integrationTest --tests "*OrderFlowIT*"' }, `OrderFlowIT > refundsPartialOrder() PASSED\n\nBUILD SUCCESSFUL in 1m ${N.int(2, 50)}s\n6 actionable tasks: 2 executed, 4 up-to-date`));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 18), 'Fixed: RefundService now refunds unitPrice × quantity instead of the full line total; OrderFlowIT passes.'));
  return row(F, 2, { isolates: 'BashOutput is polled four times on a background Gradle run, each poll returning new log lines until status completed; the one failure found is then fixed and verified.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 03: OpenHands, Python: kubectl job polled Pending/Running/Complete, then verify migration
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'heronsgate (Python/Alembic): run migration 0042 in the staging cluster via the migrate job and verify the new column exists.';
  const m = 'openai/gpt-4.1';
  const ch = [];
  const run = (c, out, th) => { ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: th, action: 'run', args: { command: c } })); ch.push(tool('CmdRunAction', { command: c }, { observation: 'run', content: out, extras: { metadata: { exit_code: 0, hostname: N.host('oh-runtime') } } }, { metadata: { timestamp: N.iso() } })); };
  run('kubectl -n staging create job migrate-0042 --from=cronjob/alembic-migrate', 'job.batch/migrate-0042 created', 'Create the migration job from the cronjob template.');
  const seq = [['0/1', `${N.int(2, 9)}s`, 'Pending'], ['0/1', `${N.int(20, 35)}s`, 'Running'], ['0/1', `${N.int(50, 80)}s`, 'Running'], ['1/1', `${N.int(95, 130)}s`, 'Complete']];
  seq.forEach(([c, age, st], i) => run(`sleep 20; kubectl -n staging get job migrate-0042 -o wide --no-headers; kubectl -n staging get pods -l job-name=migrate-0042 --no-headers`, `migrate-0042   ${c}   ${st === 'Complete' ? age : '<none>'}   ${age}   alembic   ghcr.io/heronsgate/api:sha-${N.short()}   batch.kubernetes.io/controller-uid=${N.uuid()}\nmigrate-0042-${N.b62(5).toLowerCase()}   ${st === 'Pending' ? '0/1     ContainerCreating' : st === 'Running' ? '1/1     Running' : '0/1     Completed'}   0     ${age}`, ['Wait and check the job status.', 'Pod was still creating its container; checking again.', 'Alembic container is running now; the migration takes a minute or two.', 'Still running after ~1 minute; one more check.'][i]));
  run('kubectl -n staging logs job/migrate-0042 | tail -3', `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 0041_add_index -> 0042_orders_currency, add orders.currency`, 'Job complete. Check the log and verify the column.');
  run(`kubectl -n staging exec deploy/pgbouncer -- psql -tAc "select column_name, data_type, column_default from information_schema.columns where table_name='orders' and column_name='currency'"`, "currency|character varying|'EUR'::character varying", 'Verify the column in the database.');
  ch.push(llm(m, chat('You are OpenHands agent...', goal), { thought: 'Migration 0042 applied on staging; orders.currency exists (varchar, default EUR).', action: 'finish' }));
  return row(F, 3, { isolates: 'A Kubernetes job is polled four times (ContainerCreating, Running, Running, Completed) with changing ages and pod names, then its logs and the new column are verified and the run finishes.', loop: false, stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'finished' }, ch, { style: 'openhands-events' }) });
}
export const rows = () => [r1(), r2(), r3()];
