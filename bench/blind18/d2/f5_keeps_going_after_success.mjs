import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'keeps-going-after-success', loop: true, stagnation: true,
  isolates: 'The goal is met and confirmed by a tool, yet the agent keeps re-checking / re-submitting / re-announcing 3+ times until a step limit.',
};

export const rows = [
  { id: '01', domain: 'spice grinders', style: 'vercel', build(r) {
    const goal = 'Update the allergen label for the "Ras el Hanout 100g" SKU to add "may contain mustard" and confirm the printer queue has the new label.';
    const T = recorder('vercel', r, { goal, system: 'You are the labelling assistant at Atlas Spice Mills.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'updateLabel', args: { sku: 'RASH-100', add_statement: 'May contain mustard' }, out: { sku: 'RASH-100', label_version: 12, statements: ['Packed in a facility that handles sesame', 'May contain mustard'], updated_at: r.iso() } }]));
    ch.push(...T.turn('', [{ name: 'getPrinterQueue', args: { line: 'pack-2' }, out: { line: 'pack-2', next_label: { sku: 'RASH-100', version: 12 }, queue_depth: r.int(2, 9), zpl_hash: r.hex(12), polled: r.iso() } }]));
    ch.push(...T.turn('The label is updated to version 12 and the pack-2 printer queue has it. Let me verify once more.', [{ name: 'getPrinterQueue', args: { line: 'pack-2' }, out: { line: 'pack-2', next_label: { sku: 'RASH-100', version: 12 }, queue_depth: r.int(2, 9), zpl_hash: r.hex(12), polled: r.iso() } }]));
    ch.push(...T.turn('The label is updated to version 12 and the pack-2 printer queue has it. Let me verify once more to be sure.', [{ name: 'getPrinterQueue', args: { line: 'pack-2' }, out: { line: 'pack-2', next_label: { sku: 'RASH-100', version: 12 }, queue_depth: r.int(2, 9), zpl_hash: r.hex(12), polled: r.iso() } }]));
    ch.push(...T.turn('The label is at version 12 and queued on pack-2. I will double-check the label itself too.', [{ name: 'getLabel', args: { sku: 'RASH-100' }, out: { sku: 'RASH-100', label_version: 12, statements: ['Packed in a facility that handles sesame', 'May contain mustard'], etag: r.etag() } }]));
    ch.push(...T.turn('The label is updated to version 12 and the pack-2 printer queue has it. Let me verify once more.', [{ name: 'getPrinterQueue', args: { line: 'pack-2' }, out: { line: 'pack-2', next_label: { sku: 'RASH-100', version: 12 }, queue_depth: r.int(2, 9), zpl_hash: r.hex(12), polled: r.iso() } }]));
    return { isolates: 'Vercel ai.* spans: after the printer queue confirms label v12, the agent polls the queue/label four more times with the same result until maxSteps.', goal,
      root: rootAgent('vercel', 'label-assistant', goal, ch, { text: '', finishReason: 'tool-calls', steps: 6 }, { 'ai.settings.maxSteps': 6 }) };
  } },

  { id: '02', domain: 'chess club', style: 'haystack', build(r) {
    const goal = 'Submit the results of the club\'s round 5 (6 boards) to the county league portal.';
    const T = recorder('haystack', r, { goal, system: 'You are the match secretary for Knightsbridge Chess Club.' });
    const ch = [];
    const res = { match: 'KCC-v-Eastgate-R5', boards: ['1-0', '½-½', '0-1', '1-0', '1-0', '½-½'] };
    ch.push(...T.turn('', [{ name: 'submit_results', args: res, out: { status: 'accepted', match_score: '4-2', submission: 'LMS-' + r.int(10000, 99999), received: r.httpDate() } }]));
    for (let i = 0; i < 3; i++) ch.push(...T.turn('Results accepted 4-2. Re-submitting to make sure the portal recorded them.', [{ name: 'submit_results', args: res, out: { status: 'duplicate', message: 'Identical result already recorded', original_submission: 'LMS-' + (40000 + i), received: r.httpDate() } }]));
    ch.push(...T.turn('Results accepted 4-2. Checking the league table to make sure.', [{ name: 'get_league_table', args: { division: 2 }, out: `Pos Team            P  W D L Pts\n1   Knightsbridge   5  4 1 0 9\n2   Eastgate        5  3 0 2 6\n(cached ${r.iso()}, build ${r.hex(7)})` }]));
    return { isolates: 'Haystack ToolInvoker: the results are accepted on the first submit, then resubmitted three times (each returned "duplicate") and checked again.', goal,
      root: rootAgent('haystack', 'secretary', { messages: [goal] }, ch, { replies: [] , max_agent_steps_reached: true }) };
  } },

  { id: '03', domain: 'physiotherapy clinic', style: 'anthropic', build(r) {
    const goal = 'Send Mr Adeyemi his home-exercise programme (knee rehab phase 2) by email and confirm delivery.';
    const T = recorder('anthropic', r, { goal, system: 'You assist physiotherapists at MoveWell Physio.' });
    const ch = [];
    ch.push(...T.turn('I\'ll send the programme.', [{ name: 'send_email', args: { patient_id: 'P-22813', template: 'hep_knee_phase2' }, out: { message_id: `<${r.hex(16)}@mail.movewell.example>`, status: 'sent' } }]));
    ch.push(...T.turn('Now checking delivery.', [{ name: 'email_status', args: { patient_id: 'P-22813' }, out: { status: 'delivered', opened: false, smtp: `250 2.0.0 OK ${r.epoch()} ${r.alnum(12)} - gsmtp`, at: r.iso() } }]));
    for (let i = 0; i < 3; i++) ch.push(...T.turn('The email has been delivered to Mr Adeyemi. I\'ll check the delivery status again to confirm.', [{ name: 'email_status', args: { patient_id: 'P-22813' }, out: { status: 'delivered', opened: false, smtp: `250 2.0.0 OK ${r.epoch()} ${r.alnum(12)} - gsmtp`, at: r.iso() } }]));
    ch.push(...T.turn('The email has been delivered to Mr Adeyemi.', [{ name: 'post_clinic_note', args: { patient_id: 'P-22813', note: 'HEP phase 2 emailed and delivered.' }, out: { note_id: r.int(1000, 9999) } }]));
    ch.push(...T.turn('The email has been delivered to Mr Adeyemi.', [{ name: 'post_clinic_note', args: { patient_id: 'P-22813', note: 'HEP phase 2 emailed and delivered.' }, out: { note_id: r.int(1000, 9999) } }]));
    return { isolates: 'Anthropic Messages: delivery confirmed, then three more identical status checks and two duplicate clinic notes with the same sentence.', goal,
      root: rootAgent('anthropic', 'physio-assistant', goal, ch, { stop_reason: 'max_turns' }) };
  } },

  { id: '04', domain: 'laser tag arena', style: 'plain', build(r) {
    const goal = 'Push firmware 2.8.1 to all 24 vests in arena B and confirm they report the new version.';
    const T = recorder('plain', r, { goal, system: 'You maintain the equipment fleet at Photon Zone laser tag.' });
    const ch = [];
    ch.push(...T.turn(null, [{ name: 'ota_push', args: { group: 'arena-b-vests', version: '2.8.1' }, out: `OTA job ${r.jobId('ota')} started ${r.syslog()}\n24/24 vests acked\ncompleted in ${r.dur(20000, 90000)}` }]));
    ch.push(...T.turn(null, [{ name: 'fleet_versions', args: { group: 'arena-b-vests' }, out: `version  count\n2.8.1    24\n(polled via gw ${r.ip()} at ${r.hhmm()})` }]));
    ch.push(...T.turn('All 24 vests report 2.8.1. The update is complete. Announcing to staff.', [{ name: 'staff_announce', args: JSON.stringify({ text: 'Arena B vests are on firmware 2.8.1.' }), argsAsString: true, out: { ok: true } }]));
    ch.push(...T.turn('All 24 vests report 2.8.1. The update is complete. Announcing to staff.', [{ name: 'staff_announce', args: JSON.stringify({ text: 'Arena B vests are on firmware 2.8.1.' }), argsAsString: true, out: { ok: true } }]));
    ch.push(...T.turn(null, [{ name: 'fleet_versions', args: { group: 'arena-b-vests' }, out: `version  count\n2.8.1    24\n(polled via gw ${r.ip()} at ${r.hhmm()})` }]));
    ch.push(...T.turn('All 24 vests report 2.8.1. The update is complete. Announcing to staff.', [{ name: 'staff_announce', args: JSON.stringify({ text: 'Arena B vests are on firmware 2.8.1.' }), argsAsString: true, out: { ok: true } }]));
    ch.push(...T.turn(null, [{ name: 'ota_push', args: { group: 'arena-b-vests', version: '2.8.1' }, out: `OTA job ${r.jobId('ota')} started ${r.syslog()}\n0/24 vests needed update (already 2.8.1)\ncompleted in ${r.dur(300, 900)}` }]));
    return { isolates: 'Plain tool_calls trace: fleet confirms 24/24 on 2.8.1, then the agent re-announces three times, re-polls, and re-pushes a no-op OTA.', goal,
      root: rootAgent('plain', 'fleet-bot', goal, ch, { status: 'stopped', reason: 'step_limit=8' }) };
  } },

  { id: '05', domain: 'sake brewery', style: 'llamaindex', build(r) {
    const goal = 'Record that moromi tank 4 was pressed today (yield 1,420 L, SMV +3) in the production log.';
    const T = recorder('llamaindex', r, { goal, system: 'You are the production log assistant at Kurohana Sake Brewery.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'log_pressing', args: { tank: 4, liters: 1420, smv: 3 }, out: `Logged entry #${r.int(800, 899)} tank=4 liters=1420 smv=+3 by agent at ${r.logTs()}` }]));
    ch.push(...T.turn('', [{ name: 'get_log', args: { tank: 4, limit: 1 }, out: `[{"entry": 842, "tank": 4, "event": "pressing", "liters": 1420, "smv": 3, "ts": "${r.iso()}"}]` }]));
    for (let i = 0; i < 4; i++) ch.push(...T.turn(i % 2 ? 'Entry 842 confirms the pressing was recorded; verifying one more time.' : 'Entry 842 confirms the pressing was recorded. Let me verify again.', [{ name: 'get_log', args: { tank: 4, limit: 1 }, out: `[{"entry": 842, "tank": 4, "event": "pressing", "liters": 1420, "smv": 3, "ts": "${r.iso()}"}]` }]));
    const wf = span('chain', 'FunctionAgent.run', { user_msg: goal }, null, ch, { metadata: { workflow: 'AgentWorkflow', run_id: r.uuid() } });
    return { isolates: 'LlamaIndex workflow: the pressing is logged and read back, then read back four more times with the same entry.', goal,
      root: rootAgent('llamaindex', 'brew-log', goal, [wf], { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' }) };
  } },

  { id: '06', domain: 'billboard leasing', style: 'otel', build(r) {
    const goal = 'Renew the lease for roadside billboard BB-0417 (A38 southbound) for 12 months at the agreed £1,150/month.';
    const T = recorder('otel', r, { goal, system: 'You are the site-lease agent for Hoarding Media Ltd.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'renew_lease', args: { site: 'BB-0417', months: 12, rent_gbp: 1150 }, out: { status: 200, body: { lease: 'L-' + r.int(20000, 29999), site: 'BB-0417', start: r.dateOnly(14), end: r.dateOnly(379), rent_gbp: 1150, state: 'active' }, headers: { 'x-request-id': r.uuid(), date: r.httpDate() } } }]));
    ch.push(...T.turn('The lease for BB-0417 is renewed and active for 12 months.', [{ name: 'get_lease', args: { site: 'BB-0417' }, out: { state: 'active', rent_gbp: 1150, etag: r.etag() } }]));
    ch.push(...T.turn('The lease for BB-0417 is renewed and active for 12 months.', [{ name: 'email_landlord', args: { site: 'BB-0417', template: 'renewal_confirmation' }, out: { queued: true, id: r.ulid() } }]));
    ch.push(...T.turn('The lease for BB-0417 is renewed and active for 12 months.', [{ name: 'get_lease', args: { site: 'BB-0417' }, out: { state: 'active', rent_gbp: 1150, etag: r.etag() } }]));
    ch.push(...T.turn('The lease for BB-0417 is renewed and active for 12 months.', [{ name: 'email_landlord', args: { site: 'BB-0417', template: 'renewal_confirmation' }, out: { queued: true, id: r.ulid() } }]));
    ch.push(...T.turn('The lease for BB-0417 is renewed and active for 12 months.', [{ name: 'get_lease', args: { site: 'BB-0417' }, out: { state: 'active', rent_gbp: 1150, etag: r.etag() } }]));
    return { isolates: 'GenAI semconv: renewal succeeds at once; the agent then alternates re-reading the lease and re-emailing the landlord with the same sentence each turn.', goal,
      root: rootAgent('otel', 'lease-agent', goal, ch, { status: 'max_turns' }) };
  } },
];
