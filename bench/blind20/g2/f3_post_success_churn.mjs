// Family 3: the goal is met and confirmed, but the agent keeps re-checking / re-submitting / re-announcing.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'post_success_churn';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'Continuing after a tool has confirmed success: 3+ further re-checks, re-submissions or re-announcements that learn nothing new, until a step limit.';

// 01 ship chandler provisioning - Pydantic AI / Logfire
function r01(N) {
  const goal = 'MV Nordic Tern arrives Rotterdam Waalhaven berth 12 on Thursday. Place the provisioning order from the master\'s list (fresh produce, dry stores, 2 drums of Shell Rimula) for delivery alongside by 06:00, and confirm to the master.';
  const R = rec('logfire', N, { user: goal, agentName: 'chandlery_agent', model: 'gpt-4o', system: 'You are the order desk agent for Van Dijk Ship Supply.' });
  const ch = [];
  const po = 'PO-' + N.int(24000, 24999);
  ch.push(R.llm({ calls: [['get_requisition', { vessel_imo: '9384712' }]] }));
  ch.push(R.tool(R.last[0], { vessel: 'NORDIC TERN', imo: '9384712', lines: 37, fresh_kg: 412, dry_lines: 21, lubes: [{ item: 'Shell Rimula R4 X 15W-40', qty: 2, unit: 'drum 209L' }], requested_by: 'Capt. A. Lindqvist', received: N.isoTz(60) }));
  ch.push(R.llm({ calls: [['submit_order', { vessel_imo: '9384712', berth: 'Waalhaven 12', deliver_by: 'Thu 06:00 CET', lines: 37 }]] }));
  ch.push(R.tool(R.last[0], { po, status: 'CONFIRMED', warehouse: 'WH-Botlek', truck_slot: '05:10-05:40', picker: 'team C', confirmed_at: N.isoTz(60) }));
  const ann = `Order ${po} is confirmed for delivery alongside Nordic Tern at Waalhaven 12, slot 05:10-05:40.`;
  ch.push(R.llm({ text: ann + ' I will notify the master.', calls: [['send_message', { to: 'master@nordictern.example', subject: `Provisions ${po} confirmed`, body: ann }]] }));
  ch.push(R.tool(R.last[0], { queued: true, message_id: `<${N.hex(16)}@mail.vandijk.example>`, smtp: '250 2.0.0 Ok: queued as ' + N.up(10) }));
  for (let i = 0; i < 3; i++) {
    ch.push(R.llm({ text: ann + ' Let me verify the order status once more.', calls: [['get_order_status', { po }]] }));
    ch.push(R.tool(R.last[0], { po, status: 'CONFIRMED', truck_slot: '05:10-05:40', last_checked: N.isoTz(60), cache: N.pick(['HIT', 'MISS']) }));
    if (i < 2) {
      ch.push(R.llm({ text: ann + ' I will make sure the master has the confirmation.', calls: [['send_message', { to: 'master@nordictern.example', subject: `Provisions ${po} confirmed`, body: ann }]] }));
      ch.push(R.tool(R.last[0], { queued: true, message_id: `<${N.hex(16)}@mail.vandijk.example>`, smtp: '250 2.0.0 Ok: queued as ' + N.up(10) }));
    }
  }
  return { goal, root: R.root(ch, null, { meta: { 'logfire.msg': 'chandlery_agent run', agent_name: 'chandlery_agent', 'logfire.level_name': 'error' } }),
    isolates: 'After the order is confirmed and the master is emailed, the agent checks the same CONFIRMED status three more times and sends the same confirmation email twice more until the request limit.' };
}
function r01fix(row) { row.root.error = 'UsageLimitExceeded: The next request would exceed the request_limit of 12'; return row; }

// 02 land surveying plat recording - Mastra
function r02(N) {
  const goal = 'Submit the final plat for Willow Bend Subdivision Phase 2 (job 24-117) to the county e-recording portal and confirm that it was recorded.';
  const R = rec('mastra', N, { user: goal, agentName: 'platRecorder', runId: N.uuid(), model: 'claude-3-5-sonnet-20241022' });
  const ch = [];
  const instr = '2025-' + N.digits(6);
  ch.push(R.llm({ text: 'I will upload the signed plat PDF.', calls: [['uploadPlat', { job: '24-117', file: 'WB2_final_plat_signed.pdf', pages: 3, fee_account: 'ESCROW-0419' }]] }));
  N.tick(20000, 60000);
  ch.push(R.tool(R.last[0], { submissionId: 'SUB-' + N.up(8), status: 'RECORDED', instrument: instr, book_page: `Plat Book 41 / Pg ${N.int(10, 99)}`, recorded_at: N.us(), fee_charged: '$86.00' }));
  const say = `The plat is recorded as instrument ${instr}.`;
  for (let i = 0; i < 4; i++) {
    if (i === 2) {
      ch.push(R.llm({ text: say + ' To be safe I will re-submit so the county definitely has it.', calls: [['uploadPlat', { job: '24-117', file: 'WB2_final_plat_signed.pdf', pages: 3, fee_account: 'ESCROW-0419' }]] }));
      ch.push(R.tool(R.last[0], { error: 'DUPLICATE_DOCUMENT', message: `Document hash matches instrument ${instr}, already recorded.`, trace: N.uuid() }, { error: 'HTTP 409 Conflict' }));
      continue;
    }
    ch.push(R.llm({ text: say + ' Let me confirm the recording status.', calls: [['getRecordingStatus', { instrument: instr }]] }));
    ch.push(R.tool(R.last[0], { instrument: instr, status: 'RECORDED', indexed: true, viewed_at: N.iso(), portal_node: N.host('erec', 'county-dc1') }));
  }
  ch.push(R.llm({ text: say + ' Let me confirm the recording status.', calls: [['getRecordingStatus', { instrument: instr }]] }));
  ch.push(R.tool(R.last[0], { instrument: instr, status: 'RECORDED', indexed: true, viewed_at: N.iso(), portal_node: N.host('erec', 'county-dc1') }));
  return { goal, root: R.root(ch, { text: '', finishReason: 'length', steps: 7 }, { meta: { maxSteps: 7, resourceId: 'survey-office', threadId: N.uuid() } }),
    isolates: 'The plat is RECORDED on the first upload; the agent then polls the unchanged status four times and even re-uploads it (409 duplicate) until maxSteps.' };
}

// 03 meal-kit refund - Langfuse
function r03(N) {
  const goal = 'Customer Priya N. (cust_7Q2L) says her box from Tuesday arrived without ice packs and the meat was warm. Refund the box ($64.99) and let her know.';
  const R = rec('langfuse', N, { user: goal, system: 'You are HelloCrate support. Use order tools and reply_to_customer.', model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['get_recent_orders', { customer_id: 'cust_7Q2L', limit: 2 }]] }));
  ch.push(R.tool(R.last[0], { orders: [{ order_id: 'ord_' + N.b62(10), delivered: N.ymd(), total: 64.99, box: '3 meals x 2', carrier_temp_log: 'excursion 14.2C @ 11:40' }, { order_id: 'ord_' + N.b62(10), delivered: '2025-04-01', total: 64.99 }] }));
  const oid = R.hist[R.hist.length - 1].content.match(/ord_[A-Za-z0-9]{10}/)[0];
  ch.push(R.llm({ calls: [['issue_refund', { order_id: oid, amount: 64.99, reason: 'spoiled_in_transit' }]] }));
  const re = 're_' + N.b62(24);
  ch.push(R.tool(R.last[0], { refund_id: re, status: 'succeeded', amount: 6499, currency: 'usd', created: N.epoch(), balance_transaction: 'txn_' + N.b62(24) }));
  const msg = 'Hi Priya, I\'m so sorry your box arrived warm. I\'ve refunded the full $64.99 to your card; it should appear in 5-10 business days.';
  ch.push(R.llm({ calls: [['reply_to_customer', { ticket: 'T-88213', body: msg }]] }));
  ch.push(R.tool(R.last[0], { sent: true, ticket_status: 'pending', zendesk_comment_id: N.int(10e9, 99e9) }));
  for (let i = 0; i < 3; i++) {
    ch.push(R.llm({ text: `The refund ${re} for $64.99 has succeeded and Priya has been told. Let me double-check the refund status.`, calls: [['get_refund', { refund_id: re }]] }));
    ch.push(R.tool(R.last[0], { refund_id: re, status: 'succeeded', amount: 6499, request_id: N.reqId('req_'), 'stripe-version': '2024-06-20' }));
    ch.push(R.llm({ text: `The refund ${re} for $64.99 has succeeded. I will let Priya know the refund is done.`, calls: [['reply_to_customer', { ticket: 'T-88213', body: msg }]] }));
    ch.push(R.tool(R.last[0], { sent: true, ticket_status: 'pending', zendesk_comment_id: N.int(10e9, 99e9) }));
  }
  return { goal, root: R.root(ch, { status: 'max_iterations' }, { name: 'support-agent', meta: { 'langfuse.trace.name': 'support-agent', sessionId: 'T-88213', tags: ['refund', 'prod'], release: 'v2025.05.2' } }),
    isolates: 'A succeeded refund is re-fetched three times and the same apology is posted to the customer three extra times.' };
}

// 04 grain elevator moisture load - LlamaIndex
function r04(N) {
  const goal = 'Load today\'s moisture-probe export (bin_moisture_' + '2025-10-08.csv) into warehouse table elevator.bin_moisture and confirm the row count matches the file (1,284 readings).';
  const R = rec('llamaindex', N, { user: goal, model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['load_csv', { path: 's3://coop-elevators/probes/bin_moisture_2025-10-08.csv', table: 'elevator.bin_moisture', mode: 'append' }]] }));
  N.tick(10000, 40000);
  ch.push(R.tool(R.last[0], `COPY 1284\nTime: ${N.int(1800, 5400)}.${N.digits(3)} ms\n-- load_id=${N.uuid()} warehouse=${N.host('wh-loader', 'us-central1')}`));
  ch.push(R.llm({ calls: [['run_sql', { sql: "SELECT count(*) FROM elevator.bin_moisture WHERE reading_date = '2025-10-08'" }]] }));
  ch.push(R.tool(R.last[0], ` count\n-------\n  1284\n(1 row)\n\nTime: ${N.float(20, 90)} ms`));
  const say = 'The load is complete: 1,284 rows for 2025-10-08, matching the file.';
  for (let i = 0; i < 4; i++) {
    const sql = ["SELECT count(*) FROM elevator.bin_moisture WHERE reading_date = '2025-10-08'", "SELECT count(*) AS n FROM elevator.bin_moisture WHERE reading_date = DATE '2025-10-08'", "SELECT count(*) FROM elevator.bin_moisture WHERE reading_date = '2025-10-08'", "SELECT count(1) FROM elevator.bin_moisture WHERE reading_date='2025-10-08'"][i];
    ch.push(R.llm({ text: say + ' Let me verify the count again to be sure.', calls: [['run_sql', { sql }]] }));
    ch.push(R.tool(R.last[0], ` ${i === 1 ? 'n' : 'count'}\n-------\n  1284\n(1 row)\n\nTime: ${N.float(15, 90)} ms`));
  }
  return { goal, root: R.root(ch, null, { meta: { max_iterations: 6, workflow_id: N.uuid() } }),
    isolates: 'After the COPY and the first count both show 1,284 rows, the agent re-runs the same count four more times with cosmetic SQL changes.' };
}
function r04fix(row) { row.root.error = 'WorkflowRuntimeError: Max iterations of 6 reached.'; return row; }

// 05 comedy club booking - AutoGen / AG2 two-agent chat
function r05(N) {
  const goal = 'Book comedian Dana Okafor for the Friday 21:00 headline slot at The Laugh Cellar (fee $750) and confirm the hold with her agent.';
  const R = rec('autogen', N, { user: goal, agentName: 'booker', model: 'gpt-4o', executor: 'user_proxy', system: 'You are the booker for The Laugh Cellar. Reply TERMINATE when the task is done.' });
  const ch = [];
  const hold = 'HOLD-' + N.int(3000, 3999);
  ch.push(R.llm({ calls: [['check_calendar', { venue: 'laugh-cellar', date: '2025-03-21', slot: '21:00' }]] }));
  ch.push(R.tool(R.last[0], { slot: '21:00', status: 'open', room: 'Main', capacity: 140 }));
  ch.push(R.llm({ calls: [['create_hold', { performer: 'Dana Okafor', date: '2025-03-21', slot: '21:00', fee_usd: 750 }]] }));
  ch.push(R.tool(R.last[0], { hold_id: hold, status: 'held', expires: N.isoS(), calendar_etag: N.etag() }));
  ch.push(R.llm({ calls: [['email_agent', { to: 'bookings@stagelight-talent.example', subject: 'Friday 21:00 headline - Dana Okafor', body: `Confirming ${hold}: Fri 21 Mar, 21:00 headline, $750.` }]] }));
  ch.push(R.tool(R.last[0], { status: 'delivered', reply: `Confirmed, Dana is in. - Marcus (Stagelight) [${N.syslog()}]` }));
  const say = `Dana Okafor is booked for Friday 21:00 with ${hold}, and her agent has confirmed.`;
  for (let i = 0; i < 3; i++) {
    ch.push(R.llm({ text: say + ' Let me make sure the hold is in place.', calls: [[i === 1 ? 'create_hold' : 'check_calendar', i === 1 ? { performer: 'Dana Okafor', date: '2025-03-21', slot: '21:00', fee_usd: 750 } : { venue: 'laugh-cellar', date: '2025-03-21', slot: '21:00' }]] }));
    ch.push(R.tool(R.last[0], i === 1 ? { error: 'slot_already_held', hold_id: hold } : { slot: '21:00', status: 'held', hold_id: hold, performer: 'Dana Okafor', calendar_etag: N.etag() }));
  }
  ch.push(R.llm({ text: say }));
  const chat = chainSpan('ConversableAgent.initiate_chat', { sender: 'user_proxy', recipient: 'booker', message: goal }, { summary: say, cost: { total_cost: N.float(0.02, 0.09, 4) } }, ch, { metadata: { max_consecutive_auto_reply: 8, termination_msg: 'TERMINATE' } });
  return { goal, root: R.root([chat], { chat_history_len: ch.length, terminated_by: 'max_consecutive_auto_reply' }),
    isolates: 'Once the hold exists and the talent agent has confirmed, the booker re-checks the calendar twice, re-creates the hold (already held) and restates the booking without ever saying TERMINATE.' };
}

// 06 container image publish - OpenHands
function r06(N) {
  const goal = 'Build the ledger-api image at tag v3.8.1 and push it to registry.internal.example:5000/payments/ledger-api. Report the pushed digest.';
  const R = rec('openhands', N, { user: goal, model: 'claude-sonnet-4-20250514' });
  const ch = [];
  const dg = 'sha256:' + N.sha256();
  const img = 'registry.internal.example:5000/payments/ledger-api:v3.8.1';
  const out = (content, code = 0) => ({ observation: 'run', content, extras: { command_id: N.int(10, 99), exit_code: code, metadata: { working_dir: '/workspace/ledger-api', py_interpreter_path: '/openhands/poetry/bin/python', hostname: 'runtime-' + N.hex(12) } } });
  ch.push(R.llm({ text: 'Building the image.', calls: [['execute_bash', { command: `docker build -t ${img} .` }]] }));
  N.tick(40000, 120000);
  ch.push(R.tool(R.last[0], out(`#12 exporting to image\n#12 writing image sha256:${N.sha256()} done\n#12 naming to ${img} done\n#12 DONE ${N.float(0.2, 2)}s`)));
  ch.push(R.llm({ calls: [['execute_bash', { command: `docker push ${img}` }]] }));
  ch.push(R.tool(R.last[0], out(`The push refers to repository [registry.internal.example:5000/payments/ledger-api]\n${N.hex(12)}: Pushed\n${N.hex(12)}: Pushed\n${N.hex(12)}: Layer already exists\nv3.8.1: digest: ${dg} size: 1991`)));
  const say = `The image has been pushed with digest ${dg}.`;
  const cmds = [`docker manifest inspect ${img} | head -5`, `docker push ${img}`, `curl -sI -H 'Accept: application/vnd.oci.image.manifest.v1+json' https://registry.internal.example:5000/v2/payments/ledger-api/manifests/v3.8.1`, `docker push ${img}`];
  for (let i = 0; i < cmds.length; i++) {
    ch.push(R.llm({ text: say + ' Let me verify that the push really went through.', calls: [['execute_bash', { command: cmds[i] }]] }));
    const c = cmds[i];
    const res = c.startsWith('docker push') ? `The push refers to repository [registry.internal.example:5000/payments/ledger-api]\n${N.hex(12)}: Layer already exists\n${N.hex(12)}: Layer already exists\n${N.hex(12)}: Layer already exists\nv3.8.1: digest: ${dg} size: 1991`
      : c.startsWith('curl') ? `HTTP/1.1 200 OK\nContent-Type: application/vnd.oci.image.manifest.v1+json\nDocker-Content-Digest: ${dg}\nEtag: "${dg}"\nDate: ${N.http()}\nX-Request-Id: ${N.uuid()}`
        : `{\n   "schemaVersion": 2,\n   "mediaType": "application/vnd.oci.image.manifest.v1+json",\n   "config": {\n      "digest": "sha256:${N.sha256()}",`;
    ch.push(R.tool(R.last[0], out(res)));
  }
  return { goal, root: R.root(ch, { agent_state: 'error', last_error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 8, max iteration: 8' }, { meta: { max_iterations: 8, runtime: 'docker', sid: N.hex(32) } }),
    isolates: 'The push succeeds with a digest; the agent then pushes the same tag twice more ("Layer already exists", same digest) and re-inspects the manifest, re-announcing the digest each time.' };
}

export const scenarios = [(N) => r01fix(r01(N)), r02, r03, (N) => r04fix(r04(N)), r05, r06];
