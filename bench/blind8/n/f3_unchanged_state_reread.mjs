import { J } from './lib.mjs';

export const family = 'unchanged-state-reread';
export const loop = true;

// 1. devops — OpenAI Agents SDK, CI run stays queued; tool-only under sub-agent
function ciQueued(c) {
  const goal = 'Kick off the nightly GPU integration workflow on the release/3.8 branch of acme/vision-serving and tell me whether it passes.';
  const ch = [];
  const runId = c.int(9000000000, 9999999999);
  ch.push(c.tool('gh_workflow_dispatch', { repo: 'acme/vision-serving', workflow: 'gpu-integration.yml', ref: 'release/3.8' }, { status: 204, message: 'Workflow dispatched' }));
  ch.push(c.tool('gh_list_runs', { repo: 'acme/vision-serving', workflow: 'gpu-integration.yml', branch: 'release/3.8', per_page: 1 }, { total_count: 212, workflow_runs: [{ id: runId, run_number: 1187, status: 'queued', event: 'workflow_dispatch', head_sha: c.hex(40) }] }));
  const n = 5;
  for (let i = 0; i < n; i++) {
    ch.push(c.tool('gh_get_run_jobs', { repo: 'acme/vision-serving', run_id: runId }, J({ total_count: 1, jobs: [{ id: runId + 17, name: 'integration (a100)', status: 'queued', conclusion: null, started_at: null, runner_name: null, labels: ['self-hosted', 'linux', 'gpu-a100'], steps: [] }], _meta: { 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}`, 'x-ratelimit-remaining': 4871 - i * 2, date: c.httpDate() } })));
    c.tick(c.int(45, 75));
  }
  return { stagnation: false, isolates: 'After dispatching a workflow, the same job-status read is made five times and the job stays queued waiting for a gpu-a100 runner; only request ids, rate counters and dates change.', goal, root: c.agent('Agent workflow', goal, 'Run ended: the integration job never left the queued state, so I cannot say whether it passes.', [c.agent('ci_runner_agent', 'Dispatch and monitor gpu-integration.yml on release/3.8', 'Job still queued', ch)]) };
}

// 2. hospital pharmacy — Google ADK, order verification pending
function pharmacyVerify(c) {
  const goal = 'Has the vancomycin order for bed 4W-12 been verified by pharmacy yet? If so, schedule the first dose for the 14:00 med pass.';
  const ch = [];
  ch.push(c.llm('call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: goal }] }] }, 'Looking up the active vancomycin order for 4W-12 and its verification status.'));
  ch.push(c.tool('execute_tool find_active_orders', { location: '4W-12', drug_contains: 'vancomycin' }, { orders: [{ order_id: 'RX-5519302', drug: 'vancomycin 1,250 mg IV q12h', prescriber: 'Hussain, A (MD)', entered: c.tick(-1800) }] }));
  const n = 4;
  for (let i = 0; i < n; i++) {
    ch.push(c.tool('execute_tool get_order_status', { order_id: 'RX-5519302' }, { order_id: 'RX-5519302', status: 'PENDING_PHARMACIST_VERIFICATION', queue: 'IV-ROOM-MAIN', queue_position: 7, flags: ['renal dosing review'], last_checked: c.tick(c.int(20, 60)), source_node: c.pick(['pyx-app-01', 'pyx-app-03', 'pyx-app-02']), trace_id: c.hex(32) }));
  }
  return { stagnation: false, isolates: 'An ADK agent reads the same pending pharmacy order status four times; status, queue and position never change, only check times, nodes and trace ids.', goal, root: c.agent('invoke_agent med_pass_scheduler', goal, 'The vancomycin order RX-5519302 is still awaiting pharmacist verification (renal dosing review), so I did not schedule the 14:00 dose.', ch) };
}

// 3. restaurant inventory — Haystack, store sync stale
function storeSyncStale(c) {
  const goal = 'Before I approve the weekly produce order for store #214 (Elm & 9th), confirm its on-hand counts are synced from the POS today.';
  const ch = [];
  ch.push(c.tool('ToolInvoker', { name: 'get_store', arguments: { store_id: 214 } }, { tool_result: { store_id: 214, name: 'Elm & 9th', region: 'Mid-Atlantic', pos: 'Toast', inventory_system: 'CrunchTime' } }));
  const n = 3;
  for (let i = 0; i < n; i++) {
    ch.push(c.tool('ToolInvoker', { name: 'get_inventory_sync_status', arguments: { store_id: 214 } }, { tool_result: `store=214 pos=Toast sync_state=STALE last_success=${c.day(-2)}T05:10:44Z last_attempt=${c.tick(c.int(60, 240))} error="401 token expired" attempt_id=${c.uuid()} worker=${c.host(['sync-w1', 'sync-w2', 'sync-w3'])} took=${c.ms(120, 800)}ms` }));
  }
  return { stagnation: false, isolates: 'A pipeline re-reads a store\'s inventory sync status three times; it is STALE with the same last_success and 401 error, only attempt ids, workers and timings vary.', goal, root: c.agent('Pipeline', goal, `Store #214 has not synced since ${c.day(-2)} 05:10 UTC (POS token expired). I could not confirm today\'s counts, so the order should not be approved yet.`, ch) };
}

// 4. travel — smolagents, PNR ticketing pending, repeated thoughts
function pnrTicketing(c) {
  const goal = 'My rebooked flight LIS→BOS on TAP shows as confirmed but I have no e-ticket. Check the PNR QX7TRM and get the ticket issued.';
  const ch = [];
  const pnr = () => ({ pnr: 'QX7TRM', segments: [{ flight: 'TP217', from: 'LIS', to: 'BOS', date: '2025-05-14', status: 'HK' }], ticketing: { status: 'TK TL PENDING', ticket_numbers: [], remark: 'INVOL REISSUE AWAITING ADM' }, retrieved_at: c.tick(c.int(90, 200)), gds_session: c.alnum(10).toUpperCase(), response_ms: c.ms(200, 1200) });
  const n = 6;
  for (let i = 0; i < n; i++) {
    ch.push(c.llm(`Step ${i + 1}`, i === 0 ? [{ role: 'user', content: goal }] : 'Observation: ticketing TK TL PENDING', i === 0 ? 'Thought: I will retrieve the PNR to see its ticketing status.\nCode:\n```py\nprint(get_pnr("QX7TRM"))\n```' : 'Thought: The ticket is still pending. I will check the PNR again to see if it has been issued.\nCode:\n```py\nprint(get_pnr("QX7TRM"))\n```'));
    ch.push(c.tool('get_pnr', { record_locator: 'QX7TRM' }, pnr()));
  }
  return { stagnation: true, isolates: 'A code agent retrieves the same PNR six times with the same pending ticketing status and reissues the same thought each step; only session ids and timestamps differ.', goal, root: c.agent('CodeAgent', goal, 'AgentMaxStepsError: Reached max steps. Last known state: PNR QX7TRM ticketing still pending (involuntary reissue awaiting ADM).', ch) };
}

// 5. data — DSPy ReAct, BigQuery job stuck RUNNING
function bqJobStuck(c) {
  const goal = 'Run the monthly churn cohort query (queries/churn_cohort.sql) against analytics-prod and give me the 90-day retention by signup month.';
  const ch = [];
  const jid = `bquxjob_${c.hex(8)}_${c.hex(11)}`;
  ch.push(c.llm('Predict(StringSignature)', { question: goal, trajectory: '' }, { next_thought: 'Submit the query as a job and then poll until it finishes.', next_tool_name: 'bq_submit', next_tool_args: { file: 'queries/churn_cohort.sql', project: 'analytics-prod' } }));
  ch.push(c.tool('bq_submit', { file: 'queries/churn_cohort.sql', project: 'analytics-prod' }, { job_id: jid, location: 'US', state: 'PENDING' }));
  ch.push(c.llm('Predict(StringSignature)', { question: goal, trajectory: `observation_0: job ${jid} PENDING` }, { next_thought: 'Poll job status.', next_tool_name: 'bq_job_status', next_tool_args: { job_id: jid } }));
  const n = 4;
  for (let i = 0; i < n; i++) {
    ch.push(c.tool('bq_job_status', { job_id: jid }, `Job analytics-prod:US.${jid}\n  state: RUNNING\n  creationTime: ${c.now()}\n  totalSlotMs: 0\n  totalBytesProcessed: 0\n  queryPlan: [S00: Input WAITING]\n  reservation: projects/analytics-prod/locations/US/reservations/batch (slots in use 2000/2000)\n  polled_at: ${c.tick(c.int(30, 120))}  etag: ${c.alnum(12)}==`));
  }
  return { stagnation: false, isolates: 'A ReAct program polls a BigQuery job four times; it stays RUNNING with zero slot-ms and bytes behind a saturated reservation, only poll times and etags change.', goal, root: c.agent('ReAct', goal, 'The churn query has not started executing (reservation fully used); no retention numbers are available yet.', ch) };
}

// 6. art auctions — Cline style, reading consignment portal page
function consignmentPortal(c) {
  const goal = 'Check whether the condition report for lot 112 (Joan Mitchell, untitled 1961) is uploaded on the Harrow & Vane consignor portal so I can forward it to the buyer.';
  const ch = [];
  ch.push(c.llm('claude-3-7-sonnet', [{ role: 'user', content: `<task>${goal}</task>` }], '<thinking>I will fetch the lot page from the consignor portal with the saved session cookie.</thinking>'));
  const n = 3;
  for (let i = 0; i < n; i++) {
    const rid = c.hex(16);
    ch.push(c.tool('web_fetch', { url: 'https://consignor.harrowvane.com/sales/NY-2025-05/lots/112', headers: { Cookie: 'hv_sess=•••' } }, `HTTP/2 200\ndate: ${c.httpDate()}\ncontent-type: text/html; charset=utf-8\nx-request-id: ${rid}\nage: ${c.int(0, 300)}\ncf-cache-status: ${c.pick(['HIT', 'MISS', 'REVALIDATED'])}\n\n<h1>Lot 112 — Joan Mitchell, Untitled, 1961</h1>\n<dl><dt>Estimate</dt><dd>$1,800,000 – 2,500,000</dd><dt>Condition report</dt><dd class="pending">Awaiting conservator (requested ${'Apr 22'})</dd><dt>Catalogue status</dt><dd>Proof 2</dd></dl>\n<!-- rendered by web-${c.int(1, 9)} in ${c.ms(30, 180)}ms -->`));
    c.tick(c.int(60, 180));
    if (i < n - 1) ch.push(c.llm('claude-3-7-sonnet', 'web_fetch result: Condition report: Awaiting conservator', i === 0 ? '<thinking>Still shows awaiting conservator. The page may be cached; fetch again.</thinking>' : '<thinking>The cf-cache-status was MISS this time and still awaiting. One more fetch to confirm.</thinking>'));
  }
  return { stagnation: false, isolates: 'The same consignor-portal lot page is fetched three times; the condition report stays "Awaiting conservator" while dates, request ids, cache headers and render times change.', goal, root: c.agent('Cline', goal, 'The condition report for lot 112 is still not uploaded (awaiting conservator). There is nothing to forward yet.', ch) };
}

export const rows = [ciQueued, pharmacyVerify, storeSyncStale, pnrTicketing, bqJobStuck, consignmentPortal];
