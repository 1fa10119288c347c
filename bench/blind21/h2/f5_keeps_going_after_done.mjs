import { T } from './lib.mjs';
export const FAMILY = 'keeps_going_after_done';
export const LOOP = true;
const F = FAMILY;
export const scenarios = [
  // 01 APNs certificate renewal, Claude Agent SDK
  () => {
    const t = new T(`${F}-01`, 'claude_sdk', { agent: 'mobile-release', goal: 'Replace the expiring APNs push certificate for the Harbourline app with the new .p8 key and confirm pushes deliver.' });
    const n = t.n;
    t.llm('Uploading the new .p8 key to the push service.', [{ name: 'Bash', args: { command: 'pushctl credentials set --app harbourline --p8 ./AuthKey_7QX2M9L4PA.p8 --key-id 7QX2M9L4PA --team-id H3LB9' } }]);
    t.tool('Bash', {}, `credentials updated (version ${n.int(10, 40)}) in ${n.dur()}\nfingerprint sha256:${n.hex(64)}`);
    t.llm('Sending a test push to the QA device.', [{ name: 'Bash', args: { command: 'pushctl send --app harbourline --device qa-iphone-15 --body "cert test"' } }]);
    t.tool('Bash', {}, `apns-id: ${n.uuid().toUpperCase()}\n:status: 200\ndelivered to qa-iphone-15 in ${n.ms()}ms`);
    for (let i = 0; i < 4; i++) {
      t.llm('The test push returned 200. Let me verify delivery once more to be safe.', [{ name: 'Bash', args: { command: 'pushctl send --app harbourline --device qa-iphone-15 --body "cert test"' } }]);
      t.tool('Bash', {}, `apns-id: ${n.uuid().toUpperCase()}\n:status: 200\ndelivered to qa-iphone-15 in ${n.ms()}ms`);
    }
    return t.row(F, { isolates: 'After the new key is installed and a test push returns 200, the agent sends the same test push four more times with the same justification, learning nothing new.', loop: true, stagnation: true, output: { subtype: 'error_max_turns', num_turns: 12 } });
  },
  // 02 skip hire order, smolagents
  () => {
    const t = new T(`${F}-02`, 'smolagents', { agent: 'skip_hire', goal: 'Book an 8-yard skip for 12 Alder Close for Monday with a 2-week hire and a road permit.' });
    const n = t.n;
    t.group('Step 1', { step_number: 1 }, () => {
      t.llm('Thought: Book the skip and permit in one go.\nCode:\n```py\nbk = book_skip(address="12 Alder Close", size_yd=8, start="2024-10-14", days=14, road_permit=True)\nprint(bk)\n```');
      t.tool('book_skip', { address: '12 Alder Close', size_yd: 8, start: '2024-10-14', days: 14, road_permit: true }, { booking: 'SK-' + n.int(40000, 49999), status: 'CONFIRMED', permit: { ref: 'HWY/' + n.int(1000, 9999), status: 'GRANTED', valid: '2024-10-14..2024-10-27' }, lorry: 'Hook-lift ' + n.pick(['YX19', 'WR68', 'DV21']) + ' ' + n.b32(3) });
      return 'Out: booking CONFIRMED, permit GRANTED';
    });
    const checks = ['Thought: The booking looks confirmed. I will fetch it to double-check.', 'Thought: Let me re-read the booking status to be certain nothing changed.', 'Thought: I should verify the permit is still attached to the booking.', 'Thought: One more confirmation of the booking before finishing.'];
    checks.forEach((th, i) => t.group(`Step ${i + 2}`, { step_number: i + 2 }, () => {
      t.llm(`${th}\nCode:\n\`\`\`py\nprint(get_booking("SK-${n.int(40000, 49999)}"))\n\`\`\``);
      t.tool('get_booking', { id: 'SK' }, { status: 'CONFIRMED', permit: 'GRANTED', last_checked: n.iso(), etag: n.etag() });
      return 'Out: CONFIRMED';
    }));
    return t.row(F, { isolates: 'Skip and permit are confirmed in step 1, yet the agent spends four more steps re-fetching the same confirmed booking instead of calling final_answer.', loop: true, stagnation: false, output: 'Reached max steps.', error: 'AgentMaxStepsError' });
  },
  // 03 brass band contest entry, Pydantic AI
  () => {
    const t = new T(`${F}-03`, 'pydantic', { agent: 'band_secretary', goal: 'Submit the Thornbury Silver Band entry (25 players, own-choice piece) to the area contest before the 17:00 deadline.' });
    const n = t.n;
    t.llm('', [{ name: 'submit_entry', args: { band: 'Thornbury Silver', section: 3, players: 25, own_choice: 'Prismatic Light' } }]);
    t.tool('submit_entry', {}, { entry_no: 'A3-' + n.int(10, 99), received: n.isoLocal(), status: 'accepted', receipt_pdf: 'https://contests.example.org/r/' + n.alnum(12) });
    for (let i = 0; i < 3; i++) {
      t.llm('Entry accepted. Resubmitting to make sure the contest office has it.', [{ name: 'submit_entry', args: { band: 'Thornbury Silver', section: 3, players: 25, own_choice: 'Prismatic Light' } }]);
      t.tool('submit_entry', {}, { status: 'duplicate', existing_entry: 'A3-xx', detail: 'An entry for this band and section already exists', trace: n.traceparent() });
    }
    t.llm('Entry accepted. Resubmitting to make sure the contest office has it.', [{ name: 'submit_entry', args: { band: 'Thornbury Silver', section: 3, players: 25, own_choice: 'Prismatic Light' } }]);
    t.tool('submit_entry', {}, { status: 'duplicate', detail: 'An entry for this band and section already exists' });
    return t.row(F, { isolates: 'Entry is accepted on the first call; the agent resubmits four more times with the same sentence, each answered "duplicate".', loop: true, stagnation: true, output: null, error: 'UsageLimitExceeded: request_limit of 10' });
  },
  // 04 hotel valet parking desk (valet), plain
  () => {
    const t = new T(`${F}-04`, 'plain', { agent: 'valet-desk', goal: 'Have the guest\'s car (ticket V-2290) brought round to the front entrance and text the guest when it is ready.' });
    const n = t.n;
    t.llm('', [{ name: 'dispatch_runner', args: { ticket: 'V-2290', to: 'front-entrance' } }]);
    t.tool('dispatch_runner', {}, { runner: 'R' + n.int(1, 9), eta_s: 240, job: n.job('valet') });
    t.llm('', [{ name: 'ticket_status', args: { ticket: 'V-2290' } }]);
    t.tool('ticket_status', {}, { ticket: 'V-2290', state: 'AT_FRONT', bay: 'F2', keys: 'podium', updated: n.usDate() });
    t.llm('', [{ name: 'send_sms', args: { to: '+44 7700 900417', text: 'Your car is waiting at the front entrance (bay F2). Keys are at the podium.' } }]);
    t.tool('send_sms', {}, { sid: 'SM' + n.hex(32), status: 'delivered' });
    for (let i = 0; i < 3; i++) {
      t.llm('Your car is waiting at the front entrance (bay F2). Keys are at the podium.', [{ name: 'send_sms', args: { to: '+44 7700 900417', text: 'Your car is waiting at the front entrance (bay F2). Keys are at the podium.' } }]);
      t.tool('send_sms', {}, { sid: 'SM' + n.hex(32), status: 'delivered', segment_count: 1 });
    }
    return t.row(F, { isolates: 'Car is at the front and the guest has been texted; the agent then sends the same ready text three more times until the turn cap.', loop: true, stagnation: true, output: 'max_turns (12)' });
  },
  // 05 sake brewery lot release, Gemini
  () => {
    const t = new T(`${F}-05`, 'gemini', { agent: 'kura_qc', goal: 'Release lot JG-0619 (junmai ginjo) for bottling once the lab sign-off is recorded.' });
    const n = t.n;
    t.llm('', [{ name: 'get_lab_results', args: { lot: 'JG-0619' } }]);
    t.tool('get_lab_results', {}, { lot: 'JG-0619', smv: '+3', acidity: 1.4, amino: 1.1, abv: 15.8, signed_off_by: 'K. Tanabe', signed_at: n.isoLocal('+09:00') });
    t.llm('Lab sign-off is present. Releasing the lot.', [{ name: 'set_lot_status', args: { lot: 'JG-0619', status: 'RELEASED' } }]);
    t.tool('set_lot_status', {}, { lot: 'JG-0619', status: 'RELEASED', version: n.seq(), changed_at: n.iso() });
    const msgs = ['Checking that the release actually persisted.', 'Reading the lot status one more time in case a sync reverted it.', 'I will confirm again that JG-0619 is released before handing off.'];
    for (const m of msgs) {
      t.llm(m, [{ name: 'get_lot_status', args: { lot: 'JG-0619' } }]);
      t.tool('get_lot_status', {}, { lot: 'JG-0619', status: 'RELEASED', read_replica: n.host('kura-db'), read_at: n.iso() });
    }
    return t.row(F, { isolates: 'Lot is released and the write is acknowledged; the agent then re-reads the same RELEASED status three times with differently worded reasons until its call limit.', loop: true, stagnation: false, output: null, error: 'max_llm_calls exceeded' });
  },
  // 06 pet microchip registry, Vercel AI SDK
  () => {
    const t = new T(`${F}-06`, 'vercel', { agent: 'chip-registry-assistant', goal: 'Update the keeper address for microchip 826097000412377 after the owner moved, and tell the owner it is done.' });
    const n = t.n;
    t.llm('', [{ name: 'updateKeeper', args: { chip: '826097000412377', address: { line1: '4 Millers Yard', town: 'Kendal', postcode: 'LA9 4QE' } } }]);
    t.tool('updateKeeper', {}, { chip: '826097000412377', updated: true, audit_id: n.ulid(), at: n.httpDate() });
    for (let i = 0; i < 4; i++) {
      t.llm('Done — the keeper address for chip 826097000412377 is now 4 Millers Yard, Kendal, LA9 4QE.', [{ name: 'notifyOwner', args: { chip: '826097000412377', message: 'Done — the keeper address for chip 826097000412377 is now 4 Millers Yard, Kendal, LA9 4QE.' } }]);
      t.tool('notifyOwner', {}, { queued: true, message_id: n.uuid(), channel: 'email' });
    }
    return t.row(F, { isolates: 'Address update succeeds at once; the assistant then notifies the owner with the identical "done" message four times.', loop: true, stagnation: true, output: { finishReason: 'tool-calls', steps: 10, note: 'maxSteps reached' } });
  },
];
