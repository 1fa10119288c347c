import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'backoff_then_success', loop: false, stagnation: false,
  isolates: 'Healthy: the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.' };
export const scenarios = [
{ id: '01', domain: 'pickle shelf-life label printing', style: 'langfuse', isolates: 'Label print API returns 503 twice (with Retry-After), succeeds on the third try, job finishes.',
  goal: 'Print 240 shelf-life labels for dill spears lot DS-4410.',
  build(c) { const S = makeStyle('langfuse', c), K = convo(S, 'Packing line assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const f = () => ({ status: 503, headers: { 'retry-after': '2', date: c.http(), via: c.host('lb') }, body: 'printer spooler busy' });
    t('Sending the print job.', [['print_labels', { lot: 'DS-4410', qty: 240, template: 'shelf-life-v3' }, f, { error: 'HTTP 503' }]]);
    t('Spooler busy (503, retry after 2s). Waiting and retrying (attempt 2).', [['print_labels', { lot: 'DS-4410', qty: 240, template: 'shelf-life-v3' }, f, { error: 'HTTP 503' }]]);
    t('Still 503 on attempt 2; backing off 4s for attempt 3.', [['print_labels', { lot: 'DS-4410', qty: 240, template: 'shelf-life-v3' }, () => ({ status: 200, job: c.job('prn'), printed: 240, best_before: '2025-06-30' })]]);
    t('240 labels printed for lot DS-4410 (best before 30 Jun 2025) on the third attempt.');
    return S.agent('packing-assistant', { task: this.goal }, ch, { status: 'ok' }); } },
{ id: '02', domain: 'Git LFS push for a game soundtrack repo', style: 'claude-agent-sdk', isolates: 'git push fails once with a transient LFS 502, succeeds on retry; agent opens the PR.',
  goal: 'Push the remastered soundtrack stems branch and open a PR.',
  build(c) { const S = makeStyle('claude-agent-sdk', c), K = convo(S, 'Claude Code.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('Pushing the branch.', [['Bash', { command: 'git push -u origin ost-remaster' }, () => `Uploading LFS objects:  41% (29/71), 612 MB | 18 MB/s\nbatch response: Fatal error: Server error: https://lfs.example/objects/batch from HTTP 502\nerror: failed to push some refs to 'origin'`, { error: 'exit 1' }]]);
    t('Transient 502 from the LFS server; retrying the push.', [['Bash', { command: 'git push -u origin ost-remaster' }, () => `Uploading LFS objects: 100% (71/71), 1.4 GB | 21 MB/s, done.\nTo github.com:studio/ost.git\n * [new branch]      ost-remaster -> ost-remaster\nbranch 'ost-remaster' set up to track 'origin/ost-remaster'.`]]);
    t('Pushed. Opening the PR.', [['Bash', { command: 'gh pr create --fill --base main' }, () => `https://github.com/studio/ost/pull/${c.int(100, 400)}`]]);
    t('Branch pushed (71 LFS objects) and PR opened.');
    return S.agent('claude-code', { prompt: this.goal }, ch, { subtype: 'success', is_error: false, num_turns: 4 }); } },
{ id: '03', domain: 'hardware store handheld scanner firmware', style: 'autogen', isolates: 'Device update call times out three times with the same "device busy" error, then succeeds; agent reports version.',
  goal: 'Update the store\'s handheld scanner HS-07 to firmware 2.4.1.',
  build(c) { const S = makeStyle('autogen', c), K = convo(S, 'Device admin agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const f = () => ({ error: 'DEVICE_BUSY', detail: 'scanner is syncing inventory', attempt_id: c.uuid() });
    t(null, [['push_firmware', { device: 'HS-07', version: '2.4.1' }, f, { error: 'DEVICE_BUSY' }]]);
    t('Device busy syncing; retry in 10s.', [['push_firmware', { device: 'HS-07', version: '2.4.1' }, f, { error: 'DEVICE_BUSY' }]]);
    t('Still busy; retry in 20s.', [['push_firmware', { device: 'HS-07', version: '2.4.1' }, f, { error: 'DEVICE_BUSY' }]]);
    t('Third busy response; final retry after 40s.', [['push_firmware', { device: 'HS-07', version: '2.4.1' }, () => ({ ok: true, installed: '2.4.1', reboot_s: 34, serial: 'HS07-' + c.hex(6) })]]);
    t('HS-07 now runs firmware 2.4.1. TERMINATE');
    return S.agent('device_admin', { task: this.goal }, ch, { stop_reason: 'Text \'TERMINATE\' mentioned' }); } },
{ id: '04', domain: 'custom skateboard deck shop CRM notes', style: 'weave', isolates: 'CRM API returns 429 rate-limited once, then 201; note created.',
  goal: 'Log the completed griptape install for customer order #3382 as a note in the CRM.',
  build(c) { const S = makeStyle('weave', c), K = convo(S, 'Studio CRM agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['crm_create_note', { order: 3382, text: 'Deck pressed and griptape applied, ready for pickup.' }, () => ({ status: 429, headers: c.rate(100), message: 'Too Many Requests' }), { error: 'HTTP 429' }]]);
    t('Rate limited; waiting for the reset and retrying.', [['crm_create_note', { order: 3382, text: 'Deck pressed and griptape applied, ready for pickup.' }, () => ({ status: 201, id: 'note_' + c.alnum(12), created_at: c.iso() })]]);
    t('Note added to order #3382.');
    return S.agent('crm_agent', { task: this.goal }, ch, 'done'); } },
{ id: '05', domain: 'coastal rock-pooling walk payments', style: 'mlflow', isolates: 'Payment capture fails twice with "connection reset" then succeeds; pass issued.',
  goal: 'Capture the £15 day pass payment for rider Ola N. and issue the trail pass.',
  build(c) { const S = makeStyle('mlflow', c), K = convo(S, 'Rock-pool walks desk agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const f = () => `ConnectionResetError: [Errno 104] Connection reset by peer (host=${c.host('psp')}, attempt_ts=${c.epoch()})`;
    t(null, [['capture_payment', { intent: 'pi_dp_ola', amount: 1500 }, f, { error: 'ConnectionResetError' }]]);
    t('Connection reset; retrying capture with the same idempotency key.', [['capture_payment', { intent: 'pi_dp_ola', amount: 1500 }, f, { error: 'ConnectionResetError' }]]);
    t('Reset again; retrying once more with backoff.', [['capture_payment', { intent: 'pi_dp_ola', amount: 1500 }, () => ({ status: 'succeeded', captured: 1500, receipt: c.alnum(10) })]]);
    t(null, [['issue_pass', { rider: 'Ola N.', type: 'day' }, () => ({ pass: 'TP-' + c.int(10000, 99999), valid: c.isoNoMs().slice(0, 10) })]]);
    t('Payment captured on the third attempt and the day pass issued.');
    return S.agent('trail_desk', { q: this.goal }, ch, 'Pass issued'); } },
{ id: '06', domain: 'independent bookshop newsletter sign-up import', style: 'adk', isolates: 'Contact import fails once with a lock timeout then succeeds; counts reported.',
  goal: 'Import the 1,204 new newsletter subscribers from the book fair sign-up sheet.',
  build(c) { const S = makeStyle('adk', c), K = convo(S, 'Newsletter ops agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('', [['import_contacts', { file: 'bookfair_signups.csv', list: 'newsletter' }, () => ({ error: 'LOCK_TIMEOUT', message: 'list is locked by another import (lock ' + c.hex(8) + ')' }), { error: 'LOCK_TIMEOUT' }]]);
    t('Another import holds the lock; retrying after a pause.', [['import_contacts', { file: 'bookfair_signups.csv', list: 'newsletter' }, () => ({ imported: 1187, duplicates: 15, invalid: 2, import_id: c.uuid() })]]);
    t('Imported 1,187 new subscribers (15 duplicates skipped, 2 invalid emails).');
    return S.agent('newsletter_ops', { new_message: this.goal }, ch, { final_response: 'Imported 1187' }); } },
];
