import { spansOf } from './lib.mjs';
export const family = 'same_apology_same_failure';
export const loop = true, stagnation = true;
export const summary = 'Try, fail, tell the user the same thing, try again identically: 3+ rounds.';
export const check = (r) => spansOf(r, (s) => !!s.error).length >= 3 ? null : 'needs >=3 failed spans';
function rounds(b, n, say, sayArgs, act, args, fail, err) { const k = []; for (let i = 0; i < n; i++) { k.push(b.llm('', [[act, args]])); k.push(b.tool(act, args, fail(i), err)); k.push(b.llm(say, [[sayArgs[0], sayArgs[1]]])); k.push(b.tool(sayArgs[0], sayArgs[1], sayArgs[2](i))); } return k; }
export const rows = [
{ n: '01', domain: 'catacomb tour tickets', style: 'plain', goal: 'Issue 4 tickets for the 15:00 Catacombs ossuary tour to order CAT-7731 and email them.',
  isolates: 'Ticket issue fails with the same 409 seat-hold error each time and the same apology email is sent to the customer after each attempt.',
  build(c, b) {
    const msg = 'We are sorry, there was a problem issuing your tickets for the 15:00 tour. We are retrying and will send them shortly.';
    const k = rounds(b, 3, 'Sending the customer an update.', ['send_email', { to: 'buyer@example.org', subject: 'Your Catacombs tickets – order CAT-7731', body: msg }, () => ({ status: 'queued', message_id: `<${c.hex(20)}@mail.catatours.example>` })],
      'issue_tickets', { order: 'CAT-7731', slot: '15:00', qty: 4 }, () => ({ status: 409, headers: { date: c.httpDate(), 'x-request-id': c.uuid(), server: c.host('tix') }, body: { code: 'SEAT_HOLD_EXPIRED', hold_id: 'H-' + c.int(10000, 99999) } }), 'HTTP 409 SEAT_HOLD_EXPIRED');
    return b.agent('ticket-agent', k, { status: 'incomplete', reason: 'max_iterations' });
  } },
{ n: '02', domain: 'conveyor-belt sushi restaurant POS sync', style: 'otel', goal: 'Push tonight\'s plate-colour price changes (gold plate 580→620 yen) to all POS terminals in the Shibuya branch.',
  isolates: 'POS push times out identically and the agent posts the same Slack message to #shibuya-floor after every failure, three rounds.',
  build(c, b) {
    const k = rounds(b, 3, 'Letting the floor team know.', ['post_slack', { channel: '#shibuya-floor', text: ':warning: Price update for gold plates did not reach the POS terminals yet. Retrying now, please keep charging 580 yen until confirmed.' }, () => ({ ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` })],
      'pos_push_prices', { branch: 'shibuya', changes: [{ plate: 'gold', price_jpy: 620 }] }, () => `POST https://pos-gw.sushi-kaiten.example/v2/branches/shibuya/prices\n-> timeout after 30000 ms (terminal T-0${c.int(1, 9)} unreachable, batch ${c.int(3000, 3999)})`, 'ReadTimeout: terminal gateway did not respond within 30s');
    return b.agent('pos-sync', k, { stopped: 'turn_limit' });
  } },
{ n: '03', domain: 'Gradle remote build cache in CI', style: 'claude_sdk', goal: 'Get the `:app:assembleRelease` CI job green on branch release/4.2.',
  isolates: 'Same build failure (cache node 403) is re-run verbatim three times and the same PR comment is posted after each run.',
  build(c, b) {
    const k = [];
    for (let i = 0; i < 3; i++) {
      k.push(b.llm('Running the release build.', [['Bash', { command: './gradlew :app:assembleRelease --build-cache' }]]));
      k.push(b.tool('Bash', { command: './gradlew :app:assembleRelease --build-cache' }, `> Task :app:compileReleaseKotlin FROM-CACHE\n> Task :app:mergeReleaseResources\nFAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task ':app:mergeReleaseResources'.\n> Could not store entry ${c.hex(32)} in remote build cache: Storing entry at 'https://gradle-cache.internal/cache/${c.hex(32)}' response status 403: Forbidden\nBUILD FAILED in ${c.int(40, 90)}s\n${c.int(40, 60)} actionable tasks: ${c.int(5, 20)} executed, ${c.int(20, 40)} from cache\nBuild scan: https://scans.gradle.com/s/${c.b62(13).toLowerCase()}`, 'exit code 1'));
      k.push(b.llm('The build failed on the remote cache again. I will post an update on the PR and retry.', [['Bash', { command: 'gh pr comment 812 --body "CI build failed because of a remote build cache error (403). Retrying the build."' }]]));
      k.push(b.tool('Bash', { command: 'gh pr comment 812 --body "..."' }, `https://github.com/acme/harbour-android/pull/812#issuecomment-${c.int(2000000000, 2999999999)}`));
    }
    return b.agent('claude-code', k, { subtype: 'error_max_turns', session_id: c.uuid() });
  } },
{ n: '04', domain: 'orchard co-op grower payouts', style: 'pydantic_ai', goal: 'Pay the March apple-intake settlement to the 38 growers of Valley Orchard Co-op.',
  isolates: 'The bank file upload is rejected with the same IBAN checksum error (same grower) each round and the treasurer gets the same status note each time.',
  build(c, b) {
    const k = rounds(b, 3, 'Notifying the treasurer.', ['notify_treasurer', { text: 'March settlement upload to the bank was rejected. I am resubmitting the payment file now.' }, () => ({ delivered: true, sms_id: 'SM' + c.hex(32) })],
      'upload_sepa_file', { batch: 'VOC-2025-03', file: 'settlement_march.xml', lines: 38 }, () => ({ bank_ref: 'MSG' + c.int(1e8, 9e8), received: c.isoSpace(), status: 'RJCT', reason: 'AC01 IncorrectAccountNumber', line: 17, creditor: 'Hollin Farm' }), 'pain.002 status RJCT (AC01) on line 17');
    return b.agent('payout-agent', k, null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12' });
  } },
{ n: '05', domain: 'storm-chasing tour van telematics', style: 'openinference', goal: 'Send the updated intercept route (target cell near Dodge City) to all three tour vans.',
  isolates: 'Route push to van 2 fails with the same "device offline" result every round and the same radio script is read out to the lead guide each time.',
  build(c, b) {
    const k = rounds(b, 3, 'Informing the lead guide.', ['send_radio_message', { to: 'lead_guide', text: 'Van 2 has not received the new route to the Dodge City cell. Resending now, keep van 2 on US-50 west for the moment.' }, () => ({ ack: true, tx_id: c.int(10000, 99999), at: c.hms() })],
      'push_route', { vans: ['V1', 'V2', 'V3'], waypoints: ['37.75,-100.02', '37.92,-100.31'] }, () => ({ V1: { ok: true, seq: c.int(100, 999) }, V2: { ok: false, reason: 'device offline', last_seen: '14 min ago', imei_tail: '4471' }, V3: { ok: true, seq: c.int(100, 999) } }), 'partial failure: V2 device offline');
    return b.agent('chase-dispatch', k, { status: 'halted', reason: 'step budget' });
  } },
{ n: '06', domain: 'coffin workshop order intake', style: 'autogen', opt: { agentName: 'order_assistant' }, goal: 'Confirm order FW-0419 (oak casket, brass handles) with the funeral director and schedule delivery.',
  isolates: 'Calendar booking fails with the same permission error each time; the agent sends the funeral director the same apology through the ticketing tool in three rounds.',
  build(c, b) {
    const k = rounds(b, 3, 'Updating the funeral director on the ticket.', ['update_ticket', { ticket: 'FW-0419', comment: 'Apologies, we could not yet book the delivery slot for the oak casket. We are trying again and will confirm shortly.' }, () => ({ ticket: 'FW-0419', comment_id: c.int(50000, 59999), updated: c.iso() })],
      'book_delivery_slot', { order: 'FW-0419', date: 'Friday', window: '09:00-11:00' }, () => ({ error: { code: 'ErrorAccessDenied', message: 'Access is denied. Check credentials and try again.', 'request-id': c.uuid(), date: c.iso() } }), 'Graph API 403 ErrorAccessDenied');
    return b.agent('order_assistant', k, { termination: 'MaxMessageTermination(24)' }, { name: 'RoundRobinGroupChat' });
  } },
];
