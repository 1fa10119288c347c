// Family: repeated_failure_notice (loop) — try, fail the same way, tell the user the same thing, try again.
import { Trace, row } from './lib.mjs';
const F = 'repeated_failure_notice';

// 01 lantern makers — Vercel AI SDK
function r01() {
  const t = new Trace(`${F}-01`, 'vercel', { agent: 'shop-listing-bot', goal: 'Upload the 14 product photos of the new washi paper lantern range to the shop listing LNT-0912 and tell the owner when it is live.' });
  const k = [];
  const msg = 'The photo upload for LNT-0912 failed again (413 Payload Too Large). I will retry the upload now.';
  for (let i = 0; i < 4; i++) {
    k.push(...t.turn({ text: i ? 'Retrying the photo upload for LNT-0912.' : 'Uploading the lantern photos to LNT-0912.', calls: [{ name: 'upload_listing_images', args: { listing: 'LNT-0912', files: ['washi_round_01.tif', '…', 'washi_tall_14.tif'], total_mb: 212.4 }, err: 'HTTP 413 Payload Too Large', out: (n) => ({ status: 413, headers: { 'content-type': 'text/html', date: n.http(), server: 'nginx', 'x-request-id': n.uuid(), 'cf-ray': n.cfRay() }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>' }) }] }));
    k.push(...t.turn({ text: msg, calls: [{ name: 'send_owner_message', args: { channel: 'whatsapp', to: '+44 7700 900412', text: msg }, out: (n) => ({ message_id: 'wamid.' + n.alnum(32), status: 'sent', timestamp: String(n.epoch()) }) }] }));
  }
  return row(F, 1, 'Four rounds of the same 213 MB upload failing with 413, each followed by the same "failed again, retrying" WhatsApp message.', t, t.root(k, { err: 'maxSteps (16) reached', out: { text: msg, finishReason: 'tool-calls', steps: 16 } }));
}

// 02 sword fencing club — OTel GenAI semconv
function r02() {
  const t = new Trace(`${F}-02`, 'otel', { agent: 'club-secretary', goal: 'Register the 9 club fencers for the regional épée open through the federation entry API and post the entry list in #competitions.' });
  const k = [];
  const post = 'Heads up: federation entry API rejected our token (401 invalid_token). Entries for the épée open are NOT in yet — retrying.';
  for (let i = 0; i < 3; i++) {
    k.push(...t.turn({ text: 'Submitting the 9 épée entries to the federation.', calls: [{ name: 'federation_submit_entries', args: { event_id: 'REG-EPEE-OPEN-25', licences: ['FR-119032', 'FR-119077', 'FR-120455', 'FR-121003', 'FR-121880', 'FR-122014', 'FR-122301', 'FR-122789', 'FR-123016'] }, err: '401 Unauthorized: invalid_token', out: (n) => ({ error: 'invalid_token', error_description: 'The access token expired', 'www-authenticate': 'Bearer realm="fed-api", error="invalid_token"', trace: n.traceparent(), served_by: n.replica('entries') }) }] }));
    k.push(...t.turn({ text: post, calls: [{ name: 'slack_post_message', args: { channel: '#competitions', text: post }, strArgs: true, out: (n) => ({ ok: true, channel: 'C04' + n.HEX(7), ts: `${n.epoch()}.${n.digits(6)}` }) }] }));
  }
  k.push(...t.turn({ text: 'Submitting the 9 épée entries to the federation again.', calls: [{ name: 'federation_submit_entries', args: { event_id: 'REG-EPEE-OPEN-25', licences: ['FR-119032', '… 9 licences'] }, err: '401 Unauthorized: invalid_token', out: (n) => ({ error: 'invalid_token', error_description: 'The access token expired', trace: n.traceparent() }) }] }));
  return row(F, 2, 'The same expired-token 401 repeats and the same Slack heads-up is posted each round; the token is never refreshed.', t, t.root(k, { err: 'agent step budget exhausted', out: null }));
}

// 03 devops: rebuilding a Postgres streaming replica — OpenAI Responses API
function r03() {
  const t = new Trace(`${F}-03`, 'responses', { agent: 'dba-runbook', goal: 'Rebuild the broken streaming replica pg-replica-2 for the bookings cluster from the primary and confirm replication lag under 10 s.' });
  const k = [];
  const email = 'Subject: pg-replica-2 rebuild blocked\n\npg_basebackup cannot connect to the primary: no pg_hba.conf entry for replication connection from host 10.4.2.17. I will try again.';
  for (let i = 0; i < 3; i++) {
    k.push(...t.turn({ reason: 'Run pg_basebackup from the primary into a fresh data directory.', calls: [{ name: 'ssh_exec', args: { host: 'pg-replica-2', cmd: 'sudo -u postgres pg_basebackup -h 10.4.2.10 -U replicator -D /var/lib/postgresql/16/main -X stream -P -R' }, err: 'exit status 1', out: (n) => ({ exit_code: 1, stdout: '', stderr: `pg_basebackup: error: connection to server at "10.4.2.10", port 5432 failed: FATAL:  no pg_hba.conf entry for replication connection from host "10.4.2.17", user "replicator", no encryption\n`, duration: n.secs(0.05, 0.4), host_time: n.syslog() }) }] }));
    k.push(...t.turn({ reason: 'The connection was refused by pg_hba. Tell the DBA on call, then retry.', text: email, calls: [{ name: 'send_email', args: { to: 'dba-oncall@bookings.example', subject: 'pg-replica-2 rebuild blocked', body: email.split('\n\n')[1] }, out: (n) => ({ id: `<${n.hex(16)}@mail.bookings.example>`, accepted: ['dba-oncall@bookings.example'], queued_as: n.HEX(10) }) }] }));
  }
  return row(F, 3, 'pg_basebackup fails on the same pg_hba rule three times and the same blocked-rebuild email goes to the DBA after each failure.', t, t.root(k, { err: 'max_tool_calls exceeded', out: { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } } }));
}

// 04 ghost tours — AutoGen two-agent chat
function r04() {
  const t = new Trace(`${F}-04`, 'autogen', { agent: 'tour_ops', goal: 'Send tonight\'s "meet at the Old Gaol gate, 20:45" SMS reminders to the 31 guests booked on the Lantern Ghost Walk and update ticket GW-442.' });
  const k = [];
  const note = 'SMS reminders for tonight\'s Lantern Ghost Walk failed: carrier rejected sender ID "GHOSTWALK" (error 21612, unregistered alphanumeric sender). Retrying the batch.';
  for (let i = 0; i < 3; i++) {
    k.push(...t.turn({ text: 'Sending the meeting-point reminder to all 31 guests.', calls: [{ name: 'send_sms_batch', args: { sender_id: 'GHOSTWALK', template: 'meet_point_v2', booking_date: 'today', recipients: 31 }, err: 'SMS provider error 21612', out: (n) => ({ batch_id: 'SB' + n.hex(32), accepted: 0, rejected: 31, errors: [{ code: 21612, message: "The 'From' alphanumeric sender ID is not registered for this destination country" }], more_info: 'https://www.twilio.com/docs/errors/21612', date_created: n.http() }) }] }));
    k.push(...t.turn({ text: note, calls: [{ name: 'update_ticket', args: { ticket: 'GW-442', comment: note, status: 'in_progress' }, out: (n) => ({ ticket: 'GW-442', comment_id: n.int(80000, 99999), updated: n.us(), watchers_notified: 3 }) }] }));
  }
  return row(F, 4, 'Three identical sender-ID rejections, each logged on ticket GW-442 with the same comment, the sender ID never changed.', t, t.root(k, { err: 'max_consecutive_auto_reply (6) reached', out: { summary: note } }));
}

// 05 antique map dealers — Pydantic AI + Logfire
function r05() {
  const t = new Trace(`${F}-05`, 'logfire', { agent: 'listing_sync', goal: 'Sync the 6 newly catalogued antique maps (Blaeu, Speed, Ortelius sheets) to the marketplace and tell Priya which listings went live.' });
  const k = [];
  const say = 'Priya, the marketplace refused the listing images (403 from the image CDN when it tried to fetch them), so none of the 6 maps are live yet. Trying again.';
  for (let i = 0; i < 3; i++) {
    k.push(...t.turn({ text: 'Pushing the 6 map listings.', calls: [{ name: 'marketplace_create_listings', args: { sku_prefix: 'MAP-24-', count: 6, image_base: 'https://img.mapsandcharts.example/private/' }, err: 'ListingRejected: image fetch failed', out: (n) => ({ created: 0, failed: [{ sku: 'MAP-24-031', reason: 'image_unreachable', fetch_status: 403, fetched_at: n.iso() }, { sku: 'MAP-24-032', reason: 'image_unreachable', fetch_status: 403 }, { sku: '…4 more', reason: 'image_unreachable', fetch_status: 403 }], api_version: '2024-10', request_id: n.amzId() }) }] }));
    k.push(...t.turn({ text: say, calls: [{ name: 'notify_user', args: { user: 'priya', message: say }, out: 'delivered' }] }));
  }
  return row(F, 5, 'The same 403 image-fetch rejection repeats and Priya gets the same "none are live, trying again" notice every round.', t, t.root(k, { err: 'UsageLimitExceeded: The next request would exceed the request_limit of 6', out: null }));
}

// 06 surfboard shaping CNC — Agno (not in the brief's list of named tools)
function r06() {
  const t = new Trace(`${F}-06`, 'agno', { agent: 'shaper-bay', goal: 'Send the 6\'2" twin-fin shape file FISH-62-T to the CNC shaping machine and post to the Teams channel when the blank starts cutting.' });
  const k = [];
  const post = 'CNC transfer of FISH-62-T failed: machine reports checksum mismatch on the .s3dx file. Re-sending.';
  for (let i = 0; i < 4; i++) {
    k.push(...t.turn({ text: 'Transferring the shape file to the CNC.', calls: [{ name: 'cnc_send_file', args: { machine: 'KKL-shaper-01', file: 'FISH-62-T.s3dx', blank: 'PU 6\'4" 20.5 x 2.75' }, err: 'TransferError: checksum mismatch', out: (n) => `[${n.hms()}] connect 192.168.40.21:2101 ok\n[${n.hms()}] sending FISH-62-T.s3dx (418 223 bytes)\n[${n.hms()}] remote crc=0x${n.crc32()} local crc=0x4AF1C093\nERROR checksum mismatch, machine discarded file (seq ${n.next()})` }] }));
    k.push(...t.turn({ text: post, calls: [{ name: 'teams_post', args: { channel: 'Shaping Bay', text: post }, out: (n) => ({ id: n.digits(13), createdDateTime: n.iso() }) }] }));
  }
  return row(F, 6, 'A CNC file transfer fails on the same checksum four times; each time the same "failed, re-sending" message is posted.', t, t.root(k, { err: 'tool_call_limit reached', out: post }));
}

export default [r01, r02, r03, r04, r05, r06];
