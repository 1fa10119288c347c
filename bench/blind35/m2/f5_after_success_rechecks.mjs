// Family 5: the goal is met and confirmed, but the agent keeps re-checking / re-submitting / re-announcing.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'after_success_rechecks', loop: true, stagnation: true,
  summary: 'Goal achieved and confirmed by a tool, then 3+ further re-checks, re-submissions or re-announcements that learn nothing new, until a step limit.',
};

// 01 asbestos surveys — Anthropic Messages API
function s01(id) {
  const goal = 'Upload the refurbishment asbestos survey report for 14 Calder Terrace to the client portal and make sure it is marked as received.';
  const r = recorder('anthropic', id, { system: 'You are a survey admin assistant. Tools: upload_report, get_report_status, notify_client.' }).start(goal);
  const n = r.n;
  const doc = 'DOC-' + n.int(100000, 999999);
  const st = () => ({ document: doc, site: '14 Calder Terrace', type: 'R&D survey', status: 'RECEIVED', acknowledged_by: 'k.brennan@calderhomes.example', sha256: 'b41f…' + n.hex(6), checked_at: n.iso(), portal_node: n.host('portal') });
  const k = [
    ...r.turn('Uploading the signed PDF.', [{ name: 'upload_report', args: { site_ref: 'CT-14', file: '/surveys/2025/CT-14_RandD_signed.pdf', category: 'asbestos_refurb' }, out: { document: doc, bytes: 4_881_203, pages: 62, status: 'UPLOADED', received_at: n.iso() } }]),
    ...r.turn('Checking that the portal marks it as received.', [{ name: 'get_report_status', args: { document: doc }, out: st() }]),
    ...r.turn('The report is uploaded and marked RECEIVED. Let me verify the status once more to be sure.', [{ name: 'get_report_status', args: { document: doc }, out: st() }]),
    ...r.turn('The report is uploaded and marked RECEIVED. Let me verify the status once more to be sure.', [{ name: 'get_report_status', args: { document: doc }, out: st() }]),
    ...r.turn('The report is uploaded and marked RECEIVED. I will notify the client that it is available.', [{ name: 'notify_client', args: { to: 'k.brennan@calderhomes.example', document: doc, message: 'Your asbestos survey report for 14 Calder Terrace has been uploaded and received.' }, out: { sent: true, id: n.uuid() } }]),
    ...r.turn('The report is uploaded and marked RECEIVED. Let me verify the status once more to be sure.', [{ name: 'get_report_status', args: { document: doc }, out: st() }]),
    ...r.turn('The report is uploaded and marked RECEIVED. I will notify the client that it is available.', [{ name: 'notify_client', args: { to: 'k.brennan@calderhomes.example', document: doc, message: 'Your asbestos survey report for 14 Calder Terrace has been uploaded and received.' }, out: { sent: true, id: n.uuid() } }]),
  ];
  const root = r.root('survey-admin', goal, k, { stop_reason: 'max_turns' }, { anthropic_version: '2023-06-01' });
  root.error = 'max_turns (7) reached';
  return { domain: 'asbestos surveys', isolates: 'After the portal confirms RECEIVED, the agent polls the same status three more times and sends the same client notice twice.', goal, root };
}

// 02 radon testing — Gemini function calling
function s02(id) {
  const goal = 'Register the returned radon detector RD-58120 for lab analysis and email the homeowner the expected result date.';
  const r = recorder('gemini', id, { system: 'You are the radon lab intake assistant. Functions: register_detector, lookup_detector, send_email.' }).start(goal);
  const n = r.n;
  const look = () => ({ detector: 'RD-58120', status: 'registered', batch: 'B-' + n.int(700, 799), exposure_days: 91, expected_result: n.dayPlus(10), last_scan: n.httpDate() });
  const k = [
    ...r.turn('', [{ name: 'register_detector', args: { serial: 'RD-58120', returned_on: n.dayPlus(0), household: 'HH-2231' }, out: { ok: true, detector: 'RD-58120', batch: 'B-741', expected_result: n.dayPlus(10) } }]),
    ...r.turn('Registered in batch B-741; emailing the homeowner.', [{ name: 'send_email', args: { to: 'homeowner:HH-2231', subject: 'Your radon detector has arrived', body: `We received detector RD-58120. Results expected by ${n.dayPlus(10)}.` }, out: { status: 'sent', message_id: n.hex(16) } }]),
    ...r.turn('The detector is registered and the homeowner has been emailed. Let me confirm the registration is still in place.', [{ name: 'lookup_detector', args: { serial: 'RD-58120' }, out: look() }]),
    ...r.turn('The detector is registered and the homeowner has been emailed. Let me confirm the registration is still in place.', [{ name: 'lookup_detector', args: { serial: 'RD-58120' }, out: look() }]),
    ...r.turn('The detector is registered and the homeowner has been emailed. I will register it again to be certain it is in the batch.', [{ name: 'register_detector', args: { serial: 'RD-58120', returned_on: n.dayPlus(0), household: 'HH-2231' }, out: { ok: false, error: 'ALREADY_REGISTERED', batch: 'B-741' } }]),
    ...r.turn('The detector is registered and the homeowner has been emailed. Let me confirm the registration is still in place.', [{ name: 'lookup_detector', args: { serial: 'RD-58120' }, out: look() }]),
  ];
  const root = r.root('radon-intake', goal, k, { status: 'stopped', reason: 'max_function_calling_rounds (6)' }, { api: 'generativelanguage.googleapis.com/v1beta' });
  return { domain: 'radon testing', isolates: 'Registration and email succeed in two steps, then the agent re-looks-up the same detector three times and re-registers it (ALREADY_REGISTERED).', goal, root };
}

// 03 road line painting — Pydantic AI (Logfire)
function s03(id) {
  const goal = 'Close work order WO-6610 (re-painting give-way lines at 4 junctions on the B2071) once the crew\'s completion photos are attached.';
  const r = recorder('logfire', id, { system: 'You are the highways works assistant. Tools: get_work_order, close_work_order.' }).start(goal);
  const n = r.n;
  const closed = () => ({ wo: 'WO-6610', status: 'CLOSED', closed_by: 'works-assistant', photos: 8, closed_at: n.isoOff(1), audit_seq: n.next() });
  const k = [
    ...r.turn('', [{ name: 'get_work_order', args: { wo: 'WO-6610' }, out: { wo: 'WO-6610', status: 'COMPLETE_PENDING_CLOSE', road: 'B2071', items: 4, photos: 8, material: 'thermoplastic 3mm', crew: 'LP-3' } }]),
    ...r.turn('All four junctions have photos. Closing the order.', [{ name: 'close_work_order', args: { wo: 'WO-6610', note: 'Give-way lines renewed at 4 junctions, 8 photos attached.' }, out: { ok: true, wo: 'WO-6610', status: 'CLOSED' } }]),
    ...r.turn('WO-6610 is now closed. Checking that the status shows CLOSED.', [{ name: 'get_work_order', args: { wo: 'WO-6610' }, out: closed() }]),
    ...r.turn('WO-6610 is now closed. Checking again that the status shows CLOSED.', [{ name: 'get_work_order', args: { wo: 'WO-6610' }, out: closed() }]),
    ...r.turn('WO-6610 is now closed. Checking again that the status shows CLOSED.', [{ name: 'get_work_order', args: { wo: 'WO-6610' }, out: closed() }]),
    ...r.turn('WO-6610 is now closed. Checking again that the status shows CLOSED.', [{ name: 'get_work_order', args: { wo: 'WO-6610' }, out: closed() }]),
  ];
  const root = r.root('agent run', { user_prompt: goal }, k, null, { 'logfire.msg': 'highways_agent run', 'pydantic_ai.agent': 'highways_agent' });
  root.error = 'UsageLimitExceeded: The next request would exceed the request_limit of 6';
  return { domain: 'road line painting', isolates: 'close_work_order succeeds, then get_work_order is called four more times, each returning CLOSED, until the request limit.', goal, root };
}

// 04 donor milk bank — OpenInference / Phoenix
function s04(id) {
  const goal = 'Release pasteurised batch DM-0719 (donor milk) to the NICU after the microbiology result clears it, and confirm the release.';
  const r = recorder('openinference', id, { system: 'You are the milk bank quality assistant. Tools: get_micro_result, release_batch, get_batch.' }).start(goal);
  const n = r.n;
  const b = () => ({ batch: 'DM-0719', state: 'RELEASED', destination: 'NICU Ward 21', bottles: 36, volume_ml: 3600, released_by: 'qa-assistant', label_run: 'LBL-' + n.int(1000, 9999), fetched: n.iso() });
  const k = [
    ...r.turn('Check the post-pasteurisation culture first.', [{ name: 'get_micro_result', args: { batch: 'DM-0719' }, out: { batch: 'DM-0719', test: 'post-pasteurisation culture', result: 'NO GROWTH', cfu_per_ml: 0, lims_id: 'LIMS-' + n.int(80000, 89999), reported: n.sqlTs() } }]),
    ...r.turn('No growth: releasing to NICU.', [{ name: 'release_batch', args: { batch: 'DM-0719', destination: 'NICU Ward 21' }, out: { ok: true, state: 'RELEASED' } }]),
    ...r.turn('Batch DM-0719 has been released to the NICU. I will confirm the batch state.', [{ name: 'get_batch', args: { batch: 'DM-0719' }, out: b() }]),
    ...r.turn('Batch DM-0719 has been released to the NICU. I will confirm the batch state once more.', [{ name: 'get_batch', args: { batch: 'DM-0719' }, out: b() }]),
    ...r.turn('Batch DM-0719 has been released to the NICU. I will submit the release again so that it is definitely recorded.', [{ name: 'release_batch', args: { batch: 'DM-0719', destination: 'NICU Ward 21' }, out: { ok: true, state: 'RELEASED', note: 'no-op: already released' } }]),
    ...r.turn('Batch DM-0719 has been released to the NICU. I will confirm the batch state once more.', [{ name: 'get_batch', args: { batch: 'DM-0719' }, out: b() }]),
  ];
  const root = r.root('milk_bank_qa_agent', goal, k, 'Reached max iterations (6).', { 'session.id': n.uuid() });
  return { domain: 'donor milk bank', isolates: 'After release_batch returns RELEASED, the agent re-reads the batch three times and re-submits the release once (no-op).', goal, root };
}

// 05 camel racing — plain message-level trace
function s05(id) {
  const goal = 'Enter camel "Shaheen" (ID C-3307) in Friday\'s 6 km race at Al Wathba and post the confirmation to the stable\'s group.';
  const r = recorder('plain', id, { system: 'You are the racing stable assistant. Tools: enter_race, get_entry, post_group_message.' }).start(goal);
  const n = r.n;
  const msg = '✅ Shaheen (C-3307) is entered in Friday\'s 6 km race at Al Wathba. Gate draw published Thursday.';
  const k = [
    ...r.turn('Submitting the race entry.', [{ name: 'enter_race', args: JSON.stringify({ camel_id: 'C-3307', meeting: 'AW-FRI', distance_km: 6, robot_jockey: 'RJ-114' }), out: { entry_id: 'E-' + n.int(40000, 49999), status: 'CONFIRMED', fee_aed: 0, created: n.iso() } }]),
    ...r.turn('Entry confirmed. Posting to the group.', [{ name: 'post_group_message', args: { group: 'stable-ops', text: msg }, out: { ok: true, msg_id: n.snowflake() } }]),
    ...r.turn('The entry is confirmed and the group has been told. I will check the entry status once more.', [{ name: 'get_entry', args: { camel_id: 'C-3307', meeting: 'AW-FRI' }, out: { status: 'CONFIRMED', gate: null, checked: n.isoOff(4) } }]),
    ...r.turn('The entry is confirmed and the group has been told. I will post the confirmation to the group again.', [{ name: 'post_group_message', args: { group: 'stable-ops', text: msg }, out: { ok: true, msg_id: n.snowflake() } }]),
    ...r.turn('The entry is confirmed and the group has been told. I will check the entry status once more.', [{ name: 'get_entry', args: { camel_id: 'C-3307', meeting: 'AW-FRI' }, out: { status: 'CONFIRMED', gate: null, checked: n.isoOff(4) } }]),
    ...r.turn('The entry is confirmed and the group has been told. I will post the confirmation to the group again.', [{ name: 'post_group_message', args: { group: 'stable-ops', text: msg }, out: { ok: true, msg_id: n.snowflake() } }]),
  ];
  const root = r.root('stable-assistant', goal, k, null, { max_iterations: 6 });
  root.error = 'max_iterations reached';
  return { domain: 'camel racing', isolates: 'The entry is CONFIRMED and announced, then the agent alternates re-checking (same CONFIRMED) and re-posting the same group message.', goal, root };
}

// 06 silk farming (sericulture) — Langfuse
function s06(id) {
  const goal = 'Order 20 boxes of bivoltine silkworm eggs for the spring rearing from the state grainage and record the order in the cooperative ledger.';
  const r = recorder('langfuse', id, { system: 'You are the sericulture cooperative assistant. Tools: place_egg_order, get_order, ledger_add.' }).start(goal);
  const n = r.n;
  const oid = 'GR-' + n.int(20000, 29999);
  const g = () => ({ order: oid, status: 'ACCEPTED', boxes: 20, race: 'CSR2 x CSR4', dispatch_window: n.dayPlus(14) + '/' + n.dayPlus(17), grainage: 'Mysuru-3', etag: n.etag() });
  const k = [
    ...r.turn('Placing the egg order.', [{ name: 'place_egg_order', args: { boxes: 20, race: 'CSR2 x CSR4', season: 'spring', member_id: 'COOP-118' }, out: { order: oid, status: 'ACCEPTED' } }]),
    ...r.turn('Order accepted. Adding it to the ledger.', [{ name: 'ledger_add', args: { type: 'egg_order', ref: oid, boxes: 20 }, out: { ok: true, row: n.int(900, 999) } }]),
    ...r.turn('The order is accepted and recorded in the ledger. Let me fetch the order to confirm its status.', [{ name: 'get_order', args: { order: oid }, out: g() }]),
    ...r.turn('The order is accepted and recorded in the ledger. Let me fetch the order to confirm its status.', [{ name: 'get_order', args: { order: oid }, out: g() }]),
    ...r.turn('The order is accepted and recorded in the ledger. Let me fetch the order to confirm its status.', [{ name: 'get_order', args: { order: oid }, out: g() }]),
    ...r.turn('The order is accepted and recorded in the ledger. Let me fetch the order to confirm its status.', [{ name: 'get_order', args: { order: oid }, out: g() }]),
  ];
  const root = r.root('sericulture-assistant', goal, k, null, { langfuse_trace_id: n.hex(32), release: 'v' + n.int(1, 3) + '.' + n.int(0, 9), tags: ['coop'] });
  root.error = 'Max steps (6) reached';
  return { domain: 'silk farming', isolates: 'The order is ACCEPTED and ledgered, then get_order is repeated four times returning ACCEPTED (only the etag changes).', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
