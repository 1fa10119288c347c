import { agent, llm, tool, chat, short } from './lib.mjs';

export const family = 'waiting-for-a-change';
export const loop = false;
export const stagnation = false;

// 1. DevOps, Goose: poll GitLab pipeline until success, then merge.
function gitlab(c) {
  const goal = 'Once the pipeline for MR !2184 (payments-api, bump pg driver) is green, merge it with squash.';
  const pid = c.int(1400000, 1499999);
  const running = () => ({ id: pid, status: 'running', ref: 'refs/merge-requests/2184/head', sha: 'b41e9c07d2', updated_at: c.ts(c.int(55, 70)), duration: null, queued_duration: 3.1, jobs: { lint: 'success', 'unit-tests': 'success', 'integration-tests': 'running', 'build-image': 'created' }, web_url: `https://gitlab.acme.io/payments/payments-api/-/pipelines/${pid}` });
  const kids = [
    tool('gitlab__get_merge_request', c.args({ project: 'payments/payments-api', iid: 2184 }), { iid: 2184, title: 'Bump pg driver to 8.12.0', state: 'opened', merge_status: 'can_be_merged', head_pipeline: { id: pid, status: 'running' }, squash: false, author: 'mkovac' }),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(tool('gitlab__get_pipeline', c.args({ project: 'payments/payments-api', pipeline_id: pid }), running()));
    kids.push(tool('developer__shell', c.args({ command: 'sleep 60' }), ''));
  }
  kids.push(tool('gitlab__get_pipeline', c.args({ project: 'payments/payments-api', pipeline_id: pid }), { id: pid, status: 'success', ref: 'refs/merge-requests/2184/head', sha: 'b41e9c07d2', updated_at: c.ts(50), duration: 611, queued_duration: 3.1, jobs: { lint: 'success', 'unit-tests': 'success', 'integration-tests': 'success', 'build-image': 'success' }, web_url: `https://gitlab.acme.io/payments/payments-api/-/pipelines/${pid}` }));
  kids.push(llm('gpt-4o', chat('You are Goose...', goal, ['tool', 'pipeline status: success']), 'Pipeline passed. Merging with squash.'));
  kids.push(tool('gitlab__merge', c.args({ project: 'payments/payments-api', iid: 2184, squash: true, should_remove_source_branch: true }), { state: 'merged', merge_commit_sha: c.hex(40), merged_at: c.ts() }));
  return { goal, isolates: 'A pipeline is polled three times with identical running job states (only updated_at changes) until it reports success, after which the MR is merged.', root: agent('goose session', goal, 'Pipeline passed after about 4 minutes; MR !2184 merged with squash and the source branch deleted.', kids) };
}

// 2. Semiconductor fab, smolagents: lot on engineering hold polled until released, then dispatched.
function fab(c) {
  const goal = 'Lot P31-4420 is on hold waiting for the ETCH-11 chamber requalification. As soon as it is released, dispatch it to ETCH-11 with recipe SIN_SPACER_v4.';
  const hold = () => `LOT P31-4420 | STATE=ONHOLD | HOLD=ENG-QUAL (ETCH-11 chamber B requal) | HOLD_BY=tchen | WAFERS=25 | STEP=0730 SPACER_ETCH | Q_TIME_REMAIN=${c.int(200, 260)}min | MES_TS=${c.logTs()} | TXN=${c.int(10000000, 99999999)}`;
  const kids = [];
  const notes = ['Check lot status.', 'Still on hold; chamber requal typically takes a while. Wait 5 minutes and re-check.', 'Same hold. Keep an eye on queue time; there are over 3 hours left so waiting is fine.', 'Hold still in place. One more wait.'];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('HfApiModel', chat('You are an expert assistant...', `New task:\n${goal}`, ...(i ? [['user', 'Observation: ' + kids[kids.length - 1].output]] : [])), `Thought: ${notes[i]}\nCode:\n\`\`\`py\n${i ? 'time.sleep(300)\n' : ''}print(mes_lot_status(lot_id="P31-4420"))\n\`\`\`<end_code>`));
    c.tick(300);
    kids.push(tool('mes_lot_status', c.args({ lot_id: 'P31-4420' }), hold()));
  }
  c.tick(300);
  kids.push(tool('mes_lot_status', c.args({ lot_id: 'P31-4420' }), `LOT P31-4420 | STATE=WAITING | HOLD=NONE (released by tchen: ETCH-11B requal PASS, particle adders 3) | WAFERS=25 | STEP=0730 SPACER_ETCH | Q_TIME_REMAIN=${c.int(180, 200)}min | MES_TS=${c.logTs()} | TXN=${c.int(10000000, 99999999)}`));
  kids.push(llm('HfApiModel', chat(null, `New task:\n${goal}`, ['user', 'Observation: STATE=WAITING HOLD=NONE']), 'Thought: Hold released. Dispatch to ETCH-11 with the requested recipe.\nCode:\n```py\nprint(mes_dispatch(lot_id="P31-4420", tool="ETCH-11", chamber="B", recipe="SIN_SPACER_v4"))\n```<end_code>'));
  kids.push(tool('mes_dispatch', c.args({ lot_id: 'P31-4420', tool: 'ETCH-11', chamber: 'B', recipe: 'SIN_SPACER_v4' }), { result: 'DISPATCHED', lot: 'P31-4420', port: 'LP2', eta_track_in: c.ts(240), txn: c.int(10000000, 99999999) }));
  return { goal, isolates: 'An MES lot status is polled four times showing the same engineering hold (only queue-time, timestamp and transaction id move) until the hold is released, then the lot is dispatched.', root: agent('CodeAgent', goal, 'Lot P31-4420 was released from the ETCH-11B requal hold and dispatched to ETCH-11 chamber B, load port LP2, recipe SIN_SPACER_v4.', kids) };
}

// 3. Freight rail, PydanticAI: train at yard waiting for crew, then departed; notify customer.
function rail(c) {
  c.setClock('2024-10-02T06:40:00Z');
  const goal = 'Let Hartwell Grain know when their unit train G-HRTW-17 leaves Galesburg yard, with an ETA to the Kansas City interchange.';
  const held = () => ({ train_id: 'G-HRTW-17', location: { yard: 'GALESBURG', track: 'D-7' }, status: 'HELD', reason: 'AWAITING_CREW', cars: 110, tons: 14630, last_event: { code: 'ARRIVE', at: '2024-10-02T03:12:00Z' }, polled_at: c.ts(c.int(590, 620)), api_req: c.reqId('trn') });
  const kids = [llm('openai:gpt-4o-mini', chat('You are the customer operations assistant for a Class I railroad.', goal), 'I will watch the train status and notify the customer once it departs.')];
  const n = 3;
  for (let i = 0; i < n; i++) kids.push(tool('get_train_status', c.args({ train_id: 'G-HRTW-17' }), held()));
  kids.push(tool('get_train_status', c.args({ train_id: 'G-HRTW-17' }), { train_id: 'G-HRTW-17', location: { yard: 'GALESBURG', track: 'D-7' }, status: 'DEPARTED', reason: null, cars: 110, tons: 14630, last_event: { code: 'DEPART', at: c.ts(300) }, eta: { point: 'KCK Argentine interchange', at: '2024-10-02T19:40:00Z', confidence: 'medium' }, polled_at: c.ts(30), api_req: c.reqId('trn') }));
  kids.push(llm('openai:gpt-4o-mini', chat(null, goal, ['tool', 'DEPARTED eta 2024-10-02T19:40Z']), 'Departed. Send the notice with the ETA.'));
  kids.push(tool('send_customer_notice', c.args({ customer: 'HARTWELL-GRAIN', channel: 'email', subject: 'G-HRTW-17 departed Galesburg', body: 'Your unit train G-HRTW-17 (110 cars) departed Galesburg yard. Estimated arrival at the Kansas City (Argentine) interchange: Oct 2, 2:40 PM CDT.' }), { queued: true, notice_id: `NTC-${c.int(100000, 999999)}` }));
  return { goal, isolates: 'Train status is polled three times with an unchanged AWAITING_CREW hold (new poll times and request ids only) until it shows DEPARTED with an ETA, and the customer is notified.', root: agent('customer_ops_agent', goal, 'G-HRTW-17 departed Galesburg; Hartwell Grain was emailed an ETA of Oct 2, 2:40 PM CDT at the Kansas City interchange.', kids) };
}

// 4. Crypto exchange compliance, OpenAI Agents SDK: withdrawal review pending then approved.
function crypto(c) {
  c.setClock('2024-06-14T14:10:00Z');
  const goal = 'Customer ticket #58812 asks why their 2.5 BTC withdrawal is stuck. It is in enhanced review; tell them once it clears, with the tx hash.';
  const pend = () => ({ withdrawal_id: 'wd_7Hq2LmX9', asset: 'BTC', amount: '2.50000000', status: 'PENDING_REVIEW', review: { queue: 'EDD-L1', reviewer: 'assigned', sla_deadline: '2024-06-14T18:00:00Z' }, updated_at: '2024-06-14T13:02:11Z', server_time: c.ts(c.int(170, 200)), request_id: c.uuid() });
  const kids = [
    tool('get_ticket', c.args({ ticket_id: 58812 }), { id: 58812, subject: 'BTC withdrawal stuck', requester: 'acct_39211', body: 'I requested 2.5 BTC to my Ledger 6 hours ago and it still says pending.', created_at: '2024-06-14T13:48:20Z' }),
  ];
  const thoughts = ['Withdrawal is in EDD-L1 with a reviewer assigned and an SLA at 18:00Z. Nothing to tell the customer yet; check again shortly.', 'No movement since 13:02Z. The SLA is hours away, so keep waiting rather than escalate.'];
  for (let i = 0; i < 4; i++) {
    kids.push(tool('get_withdrawal', c.args({ withdrawal_id: 'wd_7Hq2LmX9' }), pend()));
    if (i < 2) kids.push(llm('Response', chat('You are Compliance Support Agent.', goal, ['tool', short(kids[kids.length - 1].output, 200)]), thoughts[i]));
  }
  const tx = c.hex(64);
  kids.push(tool('get_withdrawal', c.args({ withdrawal_id: 'wd_7Hq2LmX9' }), { withdrawal_id: 'wd_7Hq2LmX9', asset: 'BTC', amount: '2.50000000', status: 'BROADCAST', review: { queue: 'EDD-L1', outcome: 'APPROVED' }, tx_hash: tx, updated_at: c.ts(150), server_time: c.ts(2), request_id: c.uuid() }));
  kids.push(tool('reply_ticket', c.args({ ticket_id: 58812, public: true, body: `Good news: your 2.5 BTC withdrawal has cleared our standard review and was broadcast to the network. Transaction hash: ${tx}. It should confirm within about an hour.` }), { ok: true, comment_id: c.int(9000000, 9999999) }));
  return { goal, isolates: 'A withdrawal is polled four times in an unchanged PENDING_REVIEW state (server_time and request_id differ) until it becomes BROADCAST with a tx hash, which is then sent to the customer.', root: agent('Compliance Support Agent', goal, 'The withdrawal was approved and broadcast; ticket #58812 was answered with the transaction hash.', kids) };
}

// 5. Hospital pharmacy, Google ADK: compounding order verification polled, then tube delivery scheduled.
function pharmacy(c) {
  c.setClock('2024-03-21T10:05:00Z');
  const goal = 'The vancomycin 1.25 g IV bag for bed 6W-12 is being compounded. When pharmacist verification is done, send it up by pneumatic tube and tell the charge nurse.';
  const prep = () => `ORDER RX-5520918 vancomycin 1.25 g in NS 250 mL | status=AWAITING_VERIFICATION | prepared_by=CPhT J. Ruiz | bud=${'2024-03-22T09:40'} | queue_pos=${c.int(2, 2)} | as_of=${c.ts(c.int(100, 140))} | evt=${c.hex(8)}`;
  const kids = [llm('call_llm', chat('You are pharmacy_ops_agent for St. Brigid Medical Center.', goal), '{"function_call": {"name": "get_compound_status", "args": {"order_id": "RX-5520918"}}}')];
  const polls = 5;
  for (let i = 0; i < polls; i++) kids.push(tool('execute_tool get_compound_status', c.args({ order_id: 'RX-5520918' }), prep()));
  kids.push(tool('execute_tool get_compound_status', c.args({ order_id: 'RX-5520918' }), `ORDER RX-5520918 vancomycin 1.25 g in NS 250 mL | status=VERIFIED | verified_by=PharmD A. Osei | bud=2024-03-22T09:40 | as_of=${c.ts(90)} | evt=${c.hex(8)}`));
  kids.push(llm('call_llm', chat(null, goal, ['tool', 'status=VERIFIED']), 'Verified by Dr. Osei. Scheduling the tube to 6 West station and paging the charge nurse.'));
  kids.push(tool('execute_tool send_pneumatic_tube', c.args({ order_id: 'RX-5520918', from_station: 'PHARM-MAIN-2', to_station: '6W-NURS', priority: 'STAT' }), { carrier_id: `TC-${c.int(1000, 9999)}`, status: 'IN_TRANSIT', eta_s: 95 }));
  kids.push(tool('execute_tool page_charge_nurse', c.args({ unit: '6W', message: 'Vancomycin 1.25 g for 6W-12 sent via tube to 6W-NURS station, ETA ~2 min.' }), { paged: true, recipient: '6W charge RN' }));
  return { goal, isolates: 'Compounding status is polled five times with an unchanged AWAITING_VERIFICATION line (only as_of and event id change) until it flips to VERIFIED, then the bag is tubed and the nurse paged.', root: agent('pharmacy_ops_agent', goal, 'RX-5520918 was verified by PharmD A. Osei, sent STAT by pneumatic tube to 6W-NURS (ETA ~95 s), and the 6 West charge nurse was paged.', kids) };
}

// 6. Data, Haystack pipeline: BigQuery job running, then done; read results.
function bigquery(c) {
  c.setClock('2024-10-01T11:25:10Z');
  const goal = 'How many distinct active subscribers did we have in each region last quarter? The query is already submitted as job bq-job-analytics-7731.';
  const run = () => ({ jobReference: { jobId: 'bq-job-analytics-7731', location: 'US' }, status: { state: 'RUNNING' }, statistics: { creationTime: '1727781902114', startTime: '1727781903002', totalSlotMs: String(c.int(1000000, 9000000)) }, etag: c.hex(22) });
  const kids = [];
  const polls = 2;
  for (let i = 0; i < polls; i++) {
    kids.push(tool('bigquery_get_job', c.args({ job_id: 'bq-job-analytics-7731' }), run()));
    kids.push(tool('wait', c.args({ seconds: 20 }), `slept 20s (${c.ts(20)})`));
  }
  kids.push(tool('bigquery_get_job', c.args({ job_id: 'bq-job-analytics-7731' }), { jobReference: { jobId: 'bq-job-analytics-7731', location: 'US' }, status: { state: 'DONE' }, statistics: { totalBytesProcessed: '48213993472', totalSlotMs: '21904411', endTime: String(c.epoch() * 1000) }, etag: c.hex(22) }));
  const rows = [{ region: 'NA', active_subscribers: 412877 }, { region: 'EMEA', active_subscribers: 298104 }, { region: 'APAC', active_subscribers: 153992 }, { region: 'LATAM', active_subscribers: 61240 }];
  kids.push(tool('bigquery_get_query_results', c.args({ job_id: 'bq-job-analytics-7731', max_results: 100 }), { totalRows: '4', rows, jobComplete: true }));
  kids.push(llm('OpenAIChatGenerator', chat('Answer the question using the query results.', goal, ['tool', JSON.stringify(rows)]), 'Distinct active subscribers last quarter: NA 412,877; EMEA 298,104; APAC 153,992; LATAM 61,240 (total 926,213).'));
  return { goal, isolates: 'A BigQuery job is polled twice while RUNNING (slot-ms and etag change) until DONE, after which results are fetched and summarized.', root: agent('Agent', goal, 'Distinct active subscribers last quarter: NA 412,877; EMEA 298,104; APAC 153,992; LATAM 61,240 (total 926,213).', kids) };
}

export const rows = [gitlab, fab, rail, crypto, pharmacy, bigquery];
