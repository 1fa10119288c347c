import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'volatile_only_results';
export const LOOP = true;

// 01: OpenAI Agents SDK agents-as-tools, stuck rollout re-checked without acting
function s01(c) {
  const M = 'gpt-4.1-mini';
  const ro = () => `Waiting for deployment "checkout-api" rollout to finish: 1 of 3 updated replicas are available...\n(checked at ${c.isoLocal()}, pod checkout-api-7f9c${c.hex(6)}-${c.b62(5).toLowerCase()} status CrashLoopBackOff, restarts ${c.int(7, 9)})`;
  const ops = [];
  for (let i = 0; i < 6; i++) {
    ops.push(llm(c, M, [sys('You are k8s_operator.'), usr('Check checkout-api rollout in prod-eu1')], i === 0 ? 'Checking rollout status.' : null, [['kubectl', { args: ['rollout', 'status', 'deploy/checkout-api', '-n', 'shop', '--timeout=5s'], context: 'prod-eu1' }]]));
    ops.push(tool('kubectl', { args: ['rollout', 'status', 'deploy/checkout-api', '-n', 'shop', '--timeout=5s'], context: 'prod-eu1' }, { exit_code: 1, stdout: ro(), stderr: 'error: timed out waiting for the condition', elapsed: c.dur() }, { error: 'exit status 1' }));
  }
  const main = [
    llm(c, M, [sys('You are release_manager. Tools: k8s_operator (agent), notify_channel.'), usr('Release 2026.04.2 of checkout-api to prod-eu1 and confirm it is healthy.')], null, [['k8s_operator', { input: 'Check checkout-api rollout in prod-eu1' }]]),
    agent('k8s_operator', { input: 'Check checkout-api rollout in prod-eu1' }, null, ops, { as_tool: true, error: 'MaxTurnsExceeded' }),
    tool('k8s_operator', { input: 'Check checkout-api rollout in prod-eu1' }, null, { error: 'MaxTurnsExceeded: Max turns (12) exceeded' }),
  ];
  return { stagnation: false, goal: 'Release checkout-api 2026.04.2 to prod-eu1 and confirm it is healthy (or roll back).',
    isolates: 'An agent-as-tool k8s operator reruns the same rollout status check six times, each answer "1 of 3 available, CrashLoopBackOff" differing only in timestamp, pod suffix and restart count, never rolling back.',
    root: agent('release_manager', { input: 'Release 2026.04.2' }, null, main, { framework: 'openai-agents' }) };
}

// 02: Swarm handoffs, customer service refund that is never issued
function s02(c) {
  const M = 'gpt-4o-mini';
  const say = 'Let me double-check the invoice details once more before processing anything, to be sure the amount and status are correct.';
  const inv = () => ({ invoice: 'INV-2026-004417', customer: 'cus_Q8xL2m', amount_due: 0, amount_paid: 4900, currency: 'usd', status: 'paid', duplicate_of: 'INV-2026-004402', fetched_at: c.epoch(), request_id: c.reqId('req_'), 'stripe-version': '2024-06-20', idempotency_key: c.uuid() });
  const kids = [];
  kids.push(agent('Triage Agent', { messages: [usr('I was charged twice for my March subscription (49 USD). Please refund the duplicate.')] }, null, [
    llm(c, M, [sys('Triage the user request and hand off.'), usr('charged twice')], null, [['transfer_to_billing', {}]]),
    tool('transfer_to_billing', {}, 'Billing Agent', { type: 'handoff' }),
  ], { swarm: true }));
  const b = [];
  b.push(llm(c, M, [sys('You are Billing Agent. You can look up invoices and transfer to Refunds Agent.'), usr('charged twice')], 'I will look up the duplicate invoice.', [['get_invoice', { invoice_id: 'INV-2026-004417' }]]));
  b.push(tool('get_invoice', { invoice_id: 'INV-2026-004417' }, inv()));
  for (let i = 0; i < 5; i++) {
    b.push(llm(c, M, [tmsg('get_invoice', '...status paid, duplicate_of INV-2026-004402')], say, [['get_invoice', { invoice_id: 'INV-2026-004417' }]]));
    b.push(tool('get_invoice', { invoice_id: 'INV-2026-004417' }, inv()));
  }
  kids.push(agent('Billing Agent', { handoff: true }, null, b, { swarm: true, max_turns_hit: true }));
  return { stagnation: true, goal: 'Refund the duplicate 49 USD March subscription charge for the customer.',
    isolates: 'After a Swarm handoff, the Billing Agent fetches the same duplicate invoice six times (only request id, idempotency key and fetch time differ), saying the same "double-check" line, never handing off to refunds.',
    root: agent('swarm.run', { agent: 'Triage Agent' }, null, kids, { framework: 'swarm' }) };
}

// 03: CrewAI hierarchical, data analysis: same SQL result re-run
function s03(c) {
  const M = 'gpt-4o';
  const res = () => ({ query_id: c.uuid(), state: 'FINISHED', stats: { elapsedTimeMillis: c.int(800, 4000), processedRows: 18233410, processedBytes: 1402331224, peakMemoryBytes: c.int(90e6, 200e6) }, nodeId: c.host('trino-worker'), columns: ['cohort_month', 'm1_retention', 'm3_retention'], data: [['2025-10', 0.412, 0.233], ['2025-11', 0.398, 0.221], ['2025-12', 0.405, null]] });
  const sql = "SELECT cohort_month, m1_retention, m3_retention FROM analytics.retention_cohorts WHERE plan = 'pro' AND cohort_month BETWEEN '2025-10' AND '2025-12' ORDER BY 1";
  const a = [];
  const notes = ['Thought: run the cohort query on Trino.', null, 'Thought: verifying the numbers once more.', null, null, 'Thought: re-run to confirm.'];
  notes.forEach((n) => {
    a.push(llm(c, M, [sys('You are Data Analyst.'), usr('Get pro-plan M1/M3 retention for Oct-Dec 2025 cohorts')], n, [['trino_query', { sql, catalog: 'hive', schema: 'analytics' }]]));
    a.push(tool('trino_query', { sql, catalog: 'hive', schema: 'analytics' }, JSON.stringify(res())));
  });
  const kids = [
    llm(c, M, [sys('You are Crew Manager.'), usr('Write a note on pro-plan retention for Q4 2025 cohorts for the board deck.')], null, [['Delegate work to coworker', { task: 'Get pro-plan M1/M3 retention for Oct-Dec 2025 cohorts', context: 'board deck', coworker: 'Data Analyst' }]]),
    agent('Data Analyst', { task: 'Get pro-plan M1/M3 retention' }, null, a, { crewai_role: 'Data Analyst', error: 'Agent stopped due to iteration limit or time limit.' }),
    tool('Delegate work to coworker', { coworker: 'Data Analyst' }, 'Agent stopped due to iteration limit or time limit.', { error: 'iteration limit' }),
    agent('Writer', { task: 'board note' }, null, [llm(c, M, [usr('write note')], 'Thought: waiting for analyst numbers.')], { crewai_role: 'Writer' }),
  ];
  return { stagnation: false, goal: 'Write a board-deck note on pro-plan M1/M3 retention for the Oct-Dec 2025 cohorts.',
    isolates: 'A CrewAI Data Analyst runs the identical Trino query six times; the rows are the same each time and only query id, elapsed time, memory and worker node change; the numbers are never passed on.',
    root: agent('Crew', { process: 'hierarchical' }, null, kids, { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
