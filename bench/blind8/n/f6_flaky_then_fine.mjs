import { J } from './lib.mjs';

export const family = 'flaky-then-fine';
export const loop = false;

// 1. crypto compliance — Google ADK, sanctions screening 429 x2 then OK
function sanctions429(c) {
  const goal = 'Screen the withdrawal destination bc1q9h…7kx for sanctions exposure before releasing the 3.2 BTC withdrawal for account 55120.';
  const ch = [];
  const addr = 'bc1q9hx2m4r8tq0v6d3f5w7ys2kq8u0ln3p4c6e7kx';
  ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'user', parts: [{ text: goal }] }] }, 'Screen the destination address with the chain-risk API, then decide on release.'));
  for (let i = 0; i < 2; i++) {
    ch.push(c.tool('execute_tool screen_address', { address: addr, asset: 'BTC' }, { status: 429, error: { code: 'rate_limited', message: 'Too many requests for org tier', retry_after_s: 2 + i * 2 }, request_id: c.uuid() }, 'HTTP 429 rate_limited'));
    ch.push(c.tool('execute_tool sleep', { seconds: 2 + i * 2 }, `slept ${2 + i * 2}s`));
    c.tick(2 + i * 2);
  }
  ch.push(c.tool('execute_tool screen_address', { address: addr, asset: 'BTC' }, { status: 200, address: addr, risk_score: 3, category: 'unhosted wallet', sanctions_exposure: { direct: 0, indirect_pct: 0.0 }, clusters: [], screened_at: c.tick(1), request_id: c.uuid() }));
  ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'tool', parts: [{ text: 'risk_score 3, no sanctions exposure' }] }] }, 'Screening passed: risk score 3, no direct or indirect sanctions exposure. Releasing the withdrawal.'));
  ch.push(c.tool('execute_tool release_withdrawal', { account_id: 55120, withdrawal_id: 'wd_77b1', screening_ref: 'scr_' + c.alnum(8) }, { status: 'released', txid: c.hex(64), broadcast_at: c.tick(5) }));
  return { stagnation: false, isolates: 'A sanctions screen hits HTTP 429 twice with new request ids and growing retry-after, succeeds on the third try, and the withdrawal is released.', goal, root: c.agent('invoke_agent withdrawal_compliance', goal, 'Destination screened clean (risk 3, no sanctions exposure) and the 3.2 BTC withdrawal for account 55120 was released.', ch) };
}

// 2. freight rail — LangChain, waybill API 503 once
function waybill503(c) {
  const goal = 'Get the waybill for car TTGX 982114 on train M-KCKNLR and tell me the consignee and hazmat status.';
  const ch = [];
  ch.push(c.llm('ChatOpenAI', [{ role: 'user', content: goal }], 'Thought: fetch the waybill by equipment id.\nAction: get_waybill'));
  ch.push(c.tool('get_waybill', { equipment: 'TTGX982114', train: 'M-KCKNLR' }, `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>\n<!-- upstream: ewb-api-${c.int(1, 4)} req ${c.hex(12)} -->`, 'HTTPError: 503 Server Error'));
  ch.push(c.llm('ChatOpenAI', 'Observation: 503 Service Temporarily Unavailable', 'Thought: Transient gateway error from the eWaybill service. Retry once.\nAction: get_waybill'));
  ch.push(c.tool('get_waybill', { equipment: 'TTGX982114', train: 'M-KCKNLR' }, { waybill_no: `${c.digits(6)}`, equipment: 'TTGX 982114', shipper: 'Midwest Auto Logistics', consignee: 'Toyota Logistics Services — Long Beach', commodity_stcc: '3711110', hazmat: false, weight_lb: 91420, origin: 'Kansas City, KS', destination: 'Los Angeles, CA' }));
  ch.push(c.llm('ChatOpenAI', 'Observation: waybill retrieved', 'Final Answer: TTGX 982114 consigned to Toyota Logistics Services — Long Beach; STCC 3711110 (motor vehicles), not hazmat.'));
  return { stagnation: false, isolates: 'A waybill lookup returns an nginx 503 once and succeeds on the immediate retry, and the answer is delivered.', goal, root: c.agent('AgentExecutor', goal, 'TTGX 982114 is consigned to Toyota Logistics Services — Long Beach; commodity STCC 3711110 (motor vehicles), not hazmat.', ch) };
}

// 3. data — OpenHands, migration lock timeout x2
function migrationLock(c) {
  const goal = 'Apply the pending Alembic migration that adds the orders.fulfillment_sla column in staging and verify it exists.';
  const ch = [];
  const fail = () => `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Running upgrade 4c1e9a2b7d10 -> 9f03ab61c2e4, add fulfillment_sla\nsqlalchemy.exc.OperationalError: (psycopg2.errors.LockNotAvailable) canceling statement due to lock timeout\n[SQL: ALTER TABLE orders ADD COLUMN fulfillment_sla INTERVAL]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[pid ${c.int(20000, 60000)} elapsed ${c.secs(5, 5.2)}s]\n[Command finished with exit code 1]`;
  ch.push(c.llm('CodeActAgent.step', [{ role: 'user', content: goal }], 'Run alembic upgrade head against staging.'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/shop && DATABASE_URL=$STAGING_DB alembic upgrade head' }, fail(), 'exit code 1'));
  ch.push(c.llm('CodeActAgent.step', 'LockNotAvailable', 'Lock timeout on orders — probably the nightly vacuum or a long transaction. Wait 30s and retry; the migration is a fast metadata-only ALTER.'));
  ch.push(c.tool('execute_bash', { command: 'sleep 30 && cd /workspace/shop && DATABASE_URL=$STAGING_DB alembic upgrade head' }, fail(), 'exit code 1'));
  ch.push(c.tool('execute_bash', { command: "psql $STAGING_DB -c \"select pid, state, now()-xact_start as age, left(query,60) from pg_stat_activity where state <> 'idle' order by age desc limit 3\"" }, `  pid  |        state        |       age       |                           left\n-------+---------------------+-----------------+----------------------------------------------------------\n ${c.int(30000, 40000)} | active              | 00:04:${c.int(10, 59)}.${c.digits(6)} | autovacuum: VACUUM ANALYZE public.orders\n(1 row)`));
  ch.push(c.tool('execute_bash', { command: 'sleep 60 && cd /workspace/shop && DATABASE_URL=$STAGING_DB alembic upgrade head' }, `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Running upgrade 4c1e9a2b7d10 -> 9f03ab61c2e4, add fulfillment_sla\n[Command finished with exit code 0]`));
  ch.push(c.tool('execute_bash', { command: "psql $STAGING_DB -c '\\d orders' | grep fulfillment_sla" }, ' fulfillment_sla    | interval                 |           |          | \n[Command finished with exit code 0]'));
  return { stagnation: false, isolates: 'An ALTER TABLE migration fails twice on the same lock timeout (new pids), the agent finds autovacuum holding the lock, waits, and the third run succeeds and is verified.', goal, root: c.agent('CodeActAgent', goal, 'Migration 9f03ab61c2e4 applied in staging after autovacuum released the lock; orders.fulfillment_sla (interval) now exists.', ch) };
}

// 4. travel — smolagents, hotel availability timeouts x3
function hotelTimeout(c) {
  const goal = 'Book a room in Kyoto near Shijo station for Nov 3–6 for 2 adults, under ¥28,000/night, with free cancellation.';
  const ch = [];
  ch.push(c.llm('Step 1', [{ role: 'user', content: goal }], 'Thought: Search availability.\nCode:\n```py\nres = hotel_search(city="Kyoto", near="Shijo Station", checkin="2025-11-03", checkout="2025-11-06", adults=2, max_rate_jpy=28000, free_cancel=True)\n```'));
  const args = { city: 'Kyoto', near: 'Shijo Station', checkin: '2025-11-03', checkout: '2025-11-06', adults: 2, max_rate_jpy: 28000, free_cancel: true };
  for (let i = 0; i < 3; i++) {
    ch.push(c.tool('hotel_search', args, `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.stayhub.jp', port=443): Read timed out. (read timeout=20) [x-amzn-trace-id=Root=1-${c.hex(8)}-${c.hex(24)}]`, 'ReadTimeout'));
    if (i < 2) ch.push(c.llm(`Step ${i + 2}`, 'Error: ReadTimeout', i === 0 ? 'Thought: Supplier API timed out; retry after a short wait.\nCode:\n```py\ntime.sleep(5); res = hotel_search(**q)\n```' : 'Thought: Another timeout — the API is slow around this hour. Retry with backoff of 15s.\nCode:\n```py\ntime.sleep(15); res = hotel_search(**q)\n```'));
  }
  ch.push(c.llm('Step 4', 'Error: ReadTimeout', 'Thought: Third timeout. One more attempt with 30s backoff before switching suppliers.\nCode:\n```py\ntime.sleep(30); res = hotel_search(**q)\n```'));
  ch.push(c.tool('hotel_search', args, { results: [{ hotel_id: 'KY-2231', name: 'Hotel Gracery Kyoto Sanjo', rate_jpy: 24800, walk_min_shijo: 7, free_cancel_until: '2025-11-01' }, { hotel_id: 'KY-0918', name: 'Daiwa Roynet Kyoto Shijo Karasuma', rate_jpy: 21300, walk_min_shijo: 2, free_cancel_until: '2025-11-02' }], took_ms: c.ms(1800, 4200) }));
  ch.push(c.tool('book_room', { hotel_id: 'KY-0918', checkin: '2025-11-03', checkout: '2025-11-06', adults: 2, rate_plan: 'FLEX' }, { confirmation: `DRN-${c.digits(8)}`, total_jpy: 63900, status: 'CONFIRMED' }));
  return { stagnation: false, isolates: 'A hotel search times out three times (new trace ids, growing backoff) and then returns results; the closest qualifying hotel is booked.', goal, root: c.agent('CodeAgent', goal, 'Booked Daiwa Roynet Kyoto Shijo Karasuma (2 min to Shijo), Nov 3–6, ¥21,300/night, free cancellation until Nov 2. Total ¥63,900.', ch) };
}

// 5. hospital pharmacy — Mastra, interaction API 502 twice
function interaction502(c) {
  const goal = 'Check the new linezolid order for patient MRN 00482215 against their current meds for interactions before I verify it.';
  const ch = [];
  const meds = ['sertraline 100 mg PO daily', 'metoprolol tartrate 25 mg PO BID', 'pantoprazole 40 mg PO daily'];
  ch.push(c.tool('getActiveMeds', { mrn: '00482215' }, { mrn: '00482215', active: meds }));
  for (let i = 0; i < 2; i++) {
    ch.push(c.tool('checkInteractions', { drugs: ['linezolid 600 mg IV q12h', ...meds] }, { error: { status: 502, code: 'BAD_GATEWAY', message: 'Upstream drug knowledge base unavailable', correlation_id: c.uuid() } }, '502 BAD_GATEWAY'));
    c.tick(10);
  }
  ch.push(c.tool('checkInteractions', { drugs: ['linezolid 600 mg IV q12h', ...meds] }, { interactions: [{ pair: ['linezolid', 'sertraline'], severity: 'major', effect: 'Serotonin syndrome risk (MAOI activity of linezolid)', action: 'Avoid combination or monitor closely; consider holding SSRI' }], kb_version: '2025.04.2', correlation_id: c.uuid() }));
  ch.push(c.llm('agent.generate', 'checkInteractions returned 1 major interaction', 'Interaction check complete: MAJOR — linezolid + sertraline (serotonin syndrome risk). No significant interactions with metoprolol or pantoprazole. Recommend contacting the prescriber about holding sertraline before verifying.'));
  return { stagnation: false, isolates: 'The interaction service returns 502 twice with new correlation ids, then succeeds; the major linezolid–sertraline interaction is reported.', goal, root: c.agent('pharmacyVerifierAgent', goal, 'MAJOR interaction: linezolid + sertraline (serotonin syndrome risk). Contact the prescriber about holding sertraline before verifying. No other significant interactions.', ch) };
}

// 6. devops — Goose, terraform state lock once
function tfStateLock(c) {
  const goal = 'Plan and apply the change that bumps the staging RDS instance class to db.r6g.large in infra/staging.';
  const ch = [];
  const lockId = c.uuid();
  ch.push(c.tool('developer__shell', { command: 'cd infra/staging && terraform plan -out=tfplan' }, `Acquiring state lock. This may take a few moments...\n╷\n│ Error: Error acquiring the state lock\n│\n│ Error message: ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        ${lockId}\n│   Path:      acme-tfstate/staging/terraform.tfstate\n│   Operation: OperationTypePlan\n│   Who:       ci@runner-${c.alnum(6).toLowerCase()}\n│   Version:   1.7.5\n│   Created:   ${c.now()}\n╵`, 'exit status 1'));
  ch.push(c.llm('goose/claude-3-5-sonnet', 'state lock held by CI plan', 'The lock is held by a CI plan that started seconds ago; plans are short. I\'ll wait for it rather than force-unlock.'));
  ch.push(c.tool('developer__shell', { command: 'sleep 90 && cd infra/staging && terraform plan -out=tfplan' }, `Acquiring state lock. This may take a few moments...\nRefreshing state... [id=staging-main-db]\n\nTerraform will perform the following actions:\n\n  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ instance_class = "db.t4g.large" -> "db.r6g.large"\n        id             = "staging-main-db"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\nSaved the plan to: tfplan`));
  ch.push(c.tool('developer__shell', { command: 'cd infra/staging && terraform apply tfplan' }, `aws_db_instance.main: Modifying... [id=staging-main-db]\naws_db_instance.main: Still modifying... [10m0s elapsed]\naws_db_instance.main: Modifications complete after 11m${c.int(2, 58)}s [id=staging-main-db]\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.`));
  return { stagnation: false, isolates: 'A terraform plan fails once on a state lock held by CI, the agent waits instead of force-unlocking, and the retried plan and apply succeed.', goal, root: c.agent('goose session', goal, 'staging-main-db is now db.r6g.large (apply complete, 1 changed). The first plan waited out a CI-held state lock.', ch) };
}

export const rows = [sanctions429, waybill503, migrationLock, hotelTimeout, interaction502, tfStateLock];
