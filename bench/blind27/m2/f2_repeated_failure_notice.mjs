// Family: repeated_failure_notice — try, fail the same way, tell the human the same thing, try again... 3+ rounds.
// loop: true, stagnation: true (the notice is restated near-verbatim each round).
export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 glass studio — Comet Opik, tools nested under llm spans
  (N) => {
    const upload = () => ({ name: 'upload_kiln_schedule', args: { kiln: 'Paragon-GL24', program_slot: 4, segments: [{ rate_f_hr: 300, target_f: 1000, hold_min: 30 }, { rate_f_hr: 9999, target_f: 1465, hold_min: 10 }, { rate_f_hr: 9999, target_f: 960, hold_min: 60 }] },
      error: 'KilnLinkError: controller rejected segment 2: rate 9999 exceeds max 1500 F/hr for firmware 3.4',
      out: { status: 400, controller: 'GL24-' + N.hex(6), fw: '3.4.' + N.int(10, 40), rx_at: N.syslog(), seq: N.seq(), rssi_dbm: -N.int(48, 77) } });
    const post = (text) => ({ name: 'post_to_channel', args: { channel: '#hot-shop', text }, out: { ok: true, ts: `${N.epoch()}.${String(N.int(0, 999999)).padStart(6, '0')}`, channel: 'C0' + N.ALNUM(8) } });
    const msg = 'Heads up: I could not load the fuse schedule onto the GL24 kiln — the controller rejected segment 2 (rate too high). I\'ll try again.';
    return {
      domain: 'fused glass studio kiln programming', style: 'opik', model: 'gpt-4o-mini', project: 'studio-ops',
      isolates: 'The agent re-uploads the same kiln schedule with a rate the controller rejects, and after each identical rejection posts the same "could not load the fuse schedule" note to the studio channel.',
      system: 'You run the kiln queue for Lantern Glass Studio. Upload firing programs and keep #hot-shop informed.',
      goal: 'Load tonight\'s full-fuse schedule (slot 4) onto the GL24 kiln so the student plates can fire at 9pm.',
      turns: [
        { think: 'Uploading the full-fuse program to slot 4.', calls: [upload()] },
        { say: msg, calls: [post(msg)] },
        { think: 'Retrying the upload to slot 4.', calls: [upload()] },
        { say: msg, calls: [post(msg)] },
        { think: 'Retrying the upload to slot 4.', calls: [upload()] },
        { say: msg, calls: [post(msg.replace('I\'ll try again.', 'I\'ll try again shortly.'))] },
        { think: 'Retrying the upload to slot 4.', calls: [upload()] },
        { say: msg, calls: [post(msg)] },
      ],
      rootError: 'StepBudgetExceeded: 16 tool invocations',
    };
  },
  // 02 tuba repair — Cohere chat with tool_plan
  (N) => {
    const order = () => ({ name: 'supplier_place_order', args: { supplier: 'brasswind-parts', sku: 'CONN-20J-VALVE3-GUIDE', qty: 1, po: 'PO-7781' },
      error: 'HTTP 422 Unprocessable Entity',
      out: { status: 422, headers: { 'x-request-id': N.uuid(), date: N.http(), server: N.host('edge') }, body: { code: 'SKU_DISCONTINUED', message: 'Item CONN-20J-VALVE3-GUIDE is discontinued; see superseded_by', superseded_by: 'CONN-20J-VG3-NYLON' } } });
    const mail = (body) => ({ name: 'send_customer_email', args: { to: 'r.okafor@example.org', subject: 'Your Conn 20J sousaphone repair (job T-4410)', body }, out: { queued: true, message_id: `<${N.hex(20)}@shop.lowbrass.repair>`, smtp_relay: N.host('mx') } });
    const note = 'Hi Rita, quick update on job T-4410: the valve guide we need is still on order — our supplier did not accept the order yet. I will retry and keep you posted.';
    return {
      domain: 'tuba and sousaphone repair bench', style: 'cohere', model: 'command-r-plus-08-2024',
      isolates: 'Each round the agent re-sends the same order for a discontinued valve guide, gets the same 422 SKU_DISCONTINUED (with a superseding part it ignores), and emails the customer the same "still on order" update.',
      system: 'You are the parts assistant at Low Brass Repair. Order parts and keep customers updated.',
      goal: 'Order the #3 valve guide for Rita Okafor\'s Conn 20J sousaphone (job T-4410) and let her know the ETA.',
      turns: [
        { think: 'I will place the parts order with Brasswind for the valve guide.', calls: [order()] },
        { think: 'The order did not go through. I will tell the customer and retry.', calls: [mail(note)] },
        { think: 'I will place the parts order with Brasswind for the valve guide.', calls: [order()] },
        { think: 'The order did not go through. I will tell the customer and retry.', calls: [mail(note)] },
        { think: 'I will place the parts order with Brasswind for the valve guide.', calls: [order()] },
        { think: 'The order did not go through. I will tell the customer and retry.', calls: [mail(note.replace('quick update', 'another quick update'))] },
        { think: 'I will place the parts order with Brasswind for the valve guide.', calls: [order()] },
      ],
      rootError: 'max_steps (14) reached',
    };
  },
  // 03 ghost tours — LiteLLM proxy logs
  (N) => {
    const sync = () => ({ name: 'sync_bookings', args: { source: 'fareharbor', tour: 'old-town-lantern-walk', date: '2025-10-31' },
      error: '401 Unauthorized',
      out: `HTTP/1.1 401 Unauthorized\nDate: ${N.http()}\nContent-Type: application/json\nX-Request-Id: ${N.hex(16)}\nWWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"\n\n{"error":"invalid_token","trace":"${N.uuid()}"}` });
    const slack = (text) => ({ name: 'slack_post', args: { channel: '#guides', text }, out: JSON.stringify({ ok: true, channel: 'C04' + N.ALNUM(7), ts: `${N.epoch()}.${N.int(100000, 999999)}` }) });
    const m = 'Guides: tonight\'s Lantern Walk manifest is not ready yet — booking sync with FareHarbor failed (401). Retrying now, please hold off printing lists.';
    return {
      domain: 'ghost walk tour operator', style: 'litellm', model: 'azure/gpt-4o', keyAlias: 'ops-bot-ghostwalks',
      isolates: 'The agent keeps re-running a booking sync that fails with the same expired-token 401 and posts the same "manifest not ready, retrying" message to the guides channel each time.',
      system: 'You prepare the nightly guide manifests for Hollow Lane Ghost Walks.',
      goal: 'Build the Halloween Lantern Walk manifests (3 departures) and share them with guides by 6pm.',
      turns: [
        { think: 'Pull today\'s bookings first.', calls: [sync()] },
        { say: m, calls: [slack(m)] },
        { think: 'Retrying the sync.', calls: [sync()] },
        { say: m, calls: [slack(m)] },
        { think: 'Retrying the sync.', calls: [sync()] },
        { say: m, calls: [slack(m)] },
        { think: 'Retrying the sync.', calls: [sync()] },
        { say: m, calls: [slack(m.replace('Retrying now', 'Retrying again'))] },
      ],
      rootError: 'LoopGuard: request budget for key ops-bot-ghostwalks exhausted (50 req/h)',
    };
  },
  // 04 Postgres logical replication slot — OpenAI Agents SDK
  (N) => {
    const drop = () => ({ name: 'run_sql', args: { db: 'orders-primary', sql: "SELECT pg_drop_replication_slot('debezium_orders');" },
      error: 'psql exit 1', out: `ERROR:  replication slot "debezium_orders" is active for PID ${N.int(20000, 40000)}\nSTATEMENT:  SELECT pg_drop_replication_slot('debezium_orders');\nTime: ${N.int(1, 9)}.${N.int(100, 999)} ms` });
    const comment = (body) => ({ name: 'jira_add_comment', args: { issue: 'DBA-2213', body }, out: { id: String(N.int(100000, 999999)), self: `https://corp.atlassian.net/rest/api/2/issue/DBA-2213/comment/${N.int(100000, 999999)}`, created: N.local('-0500').replace(' ', 'T') } });
    const c = 'Attempted to drop the stale slot debezium_orders to release WAL; Postgres refused because the slot is still active. Will retry.';
    return {
      domain: 'PostgreSQL WAL bloat from an abandoned CDC slot', style: 'oai_agents', model: 'gpt-4.1', workflow: 'dba-oncall',
      isolates: 'The agent retries pg_drop_replication_slot on a slot held by a live walsender (a different PID each time, same refusal) and adds the same Jira comment after each failure, never terminating the backend.',
      system: 'On-call DBA assistant. You may run SQL on orders-primary and comment on Jira.',
      goal: 'pg_wal on orders-primary is at 91%. Remove the abandoned Debezium slot debezium_orders (ticket DBA-2213).',
      turns: [
        { think: 'Dropping the abandoned slot.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
        { think: 'Trying the drop again.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
        { think: 'Trying the drop again.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
        { think: 'Trying the drop again.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
        { think: 'Trying the drop again.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
        { think: 'Trying the drop again.', calls: [drop()] },
        { say: c, calls: [comment(c)] },
      ],
      rootError: 'MaxTurnsExceeded: Max turns (14) exceeded',
    };
  },
  // 05 camel dairy export certificates — Microsoft Agent Framework telemetry
  (N) => {
    const submit = () => ({ name: 'traces_submit_certificate', args: { consignment: 'AE-CML-0925-117', product: 'camel milk powder', hs_code: '040221', destination: 'NL' },
      error: 'Validation failed',
      out: { httpStatus: 500, correlationId: N.uuid(), timestamp: N.isoUs(), node: N.host('traces-nt'), errors: [{ field: 'I.11 Place of origin', code: 'ESTABLISHMENT_NOT_APPROVED', message: 'Establishment AE-DXB-0442 is not on the approved list for CN 0402' }] } });
    const email = (text) => ({ name: 'send_email', args: { to: 'imports@duinzuivel.nl', subject: 'Consignment AE-CML-0925-117 health certificate', text }, out: { status: 'Accepted', id: N.uuid(), at: N.iso() } });
    const t = 'Dear Duin Zuivel team, the export health certificate for consignment AE-CML-0925-117 could not be issued yet because the certification portal returned a validation error. We are resubmitting and will confirm shortly.';
    return {
      domain: 'camel milk dairy export certification', style: 'maf', model: 'gpt-4o', agentName: 'ExportDocsAgent',
      isolates: 'The agent resubmits an identical certificate that fails on the same unapproved-establishment rule and sends the importer the same "resubmitting, will confirm shortly" email after each failure.',
      system: 'You prepare export documents for Oasis Camel Dairy.',
      goal: 'Issue the EU export health certificate for camel milk powder consignment AE-CML-0925-117 and notify the Dutch importer.',
      turns: [
        { think: 'Submitting the certificate to the portal.', calls: [submit()] },
        { say: t, calls: [email(t)] },
        { think: 'Resubmitting the certificate.', calls: [submit()] },
        { say: t, calls: [email(t)] },
        { think: 'Resubmitting the certificate.', calls: [submit()] },
        { say: t, calls: [email(t)] },
      ],
      rootError: 'FunctionInvocationLimitExceeded: MaximumAutoInvokeAttempts=6',
    };
  },
  // 06 lost-wax jewellery casting — AutoGen group chat
  (N) => {
    const book = () => ({ name: 'refinery_book_cast', args: { flask_id: 'FL-22', alloy: '14K-Y-Au', metal_lot: 'LOT-2024-0871', grams: 38.5 },
      error: 'metal lot not found', out: { ok: false, error: { code: 404, msg: 'metal lot LOT-2024-0871 not found in account vault', vault_snapshot: N.compact(), req: N.req('cst_') } } });
    const tell = (message) => ({ name: 'notify_customer', args: { customer: 'Amaya Soto', channel: 'sms', message }, out: { sid: 'SM' + N.hex(32), status: 'queued', date_created: N.http() } });
    const s = 'Hi Amaya, your ring casting is delayed: the refinery could not book the pour for flask FL-22 yet. We are retrying and will update you.';
    return {
      domain: 'lost-wax jewellery casting studio', style: 'autogen', model: 'gpt-4o-mini', stopReason: 'Maximum number of messages 14 reached, current message count: 14',
      isolates: 'The caster agent re-books a pour with a metal lot the refinery says does not exist, then texts the customer the same delay message, three rounds with no change.',
      system: 'CastingCoordinator: book pours with the refinery and keep customers informed.',
      goal: 'Book the 14K yellow gold pour for flask FL-22 (Amaya Soto\'s engagement ring) for tomorrow.',
      turns: [
        { speaker: 'caster', think: 'Booking the pour for FL-22.', calls: [book()] },
        { speaker: 'caster', say: s, calls: [tell(s)] },
        { speaker: 'caster', think: 'Booking the pour for FL-22 again.', calls: [book()] },
        { speaker: 'caster', say: s, calls: [tell(s)] },
        { speaker: 'caster', think: 'Booking the pour for FL-22 again.', calls: [book()] },
        { speaker: 'caster', say: s, calls: [tell(s)] },
        { speaker: 'caster', think: 'Booking the pour for FL-22 again.', calls: [book()] },
      ],
      rootError: 'TerminationCondition: MaxMessageTermination(14)',
    };
  },
];
