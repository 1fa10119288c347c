import { agent, llm, tool, fail, pending, js } from '../lib.mjs';

export default {
  name: 'status-poll-volatile-only',
  loop: true,
  stagnation: false,
  isolates: 'The same status/health/lookup call is repeated 4-7 times and every result is identical except timestamps, ids, hashes, durations or attempt counters, and the run ends unresolved.',
  rows: [
    // 01 devops/SRE — deployment object polled, only resourceVersion/timestamps move
    {
      domain: 'devops/SRE', base: '2024-03-28T22:41:07Z',
      expect: { pollTool: 'k8s_get', repeats: 6 },
      build(n) {
        const goal = 'Roll payments-api in prod to image tag v2.31.4 and confirm the rollout completed.';
        const dep = () => {
          n.tick(20, 35);
          return {
            apiVersion: 'apps/v1', kind: 'Deployment',
            metadata: { name: 'payments-api', namespace: 'prod', generation: 57, resourceVersion: n.digits(9) },
            status: {
              observedGeneration: 57, replicas: 7, updatedReplicas: 3, readyReplicas: 5, availableReplicas: 5, unavailableReplicas: 2,
              conditions: [
                { type: 'Available', status: 'True', lastUpdateTime: n.iso(), reason: 'MinimumReplicasAvailable' },
                { type: 'Progressing', status: 'True', lastUpdateTime: n.iso(), reason: 'ReplicaSetUpdated', message: 'ReplicaSet "payments-api-7d9f6c5b8d" is progressing.' },
              ],
            },
          };
        };
        const kids = [
          tool('k8s_set_image', { namespace: 'prod', deployment: 'payments-api', container: 'app', image: 'registry.internal/payments-api:v2.31.4' }, `deployment.apps/payments-api image updated (request ${n.uuid()})`),
        ];
        for (let i = 0; i < 6; i++) kids.push(tool('k8s_get', { kind: 'deployment', name: 'payments-api', namespace: 'prod', output: 'json' }, dep()));
        return agent('sre-bot', goal, 'Reached max_steps=7', kids);
      },
    },
    // 02 travel booking — chatty assistant polling supplier confirmation
    {
      domain: 'travel booking', base: '2024-07-09T10:03:44Z',
      expect: { pollTool: 'get_booking_status', repeats: 5 },
      build(n) {
        const goal = 'Book the Hotel Arts Barcelona, 2 nights from Aug 14, sea-view double, and send me the confirmation number.';
        const st = (i) => { n.tick(15, 50); return { pnr: 'K7Q2LM', hotel_code: 'BCNHA01', status: 'PENDING_SUPPLIER_CONFIRMATION', supplier_confirmation: null, checked_at: n.isoOff(2), request_id: `req_${n.alnum(14)}`, poll_attempt: i + 1 }; };
        const kids = [
          llm('gpt-4o-mini', "Great choice! I'll check live availability for a sea-view double at Hotel Arts Barcelona for 14–16 August and place the booking on your saved card."),
          tool('search_hotel_rates', { hotel_code: 'BCNHA01', check_in: '2024-08-14', check_out: '2024-08-16', room_type: 'DBL-SEA', guests: 2 }, { rates: [{ rate_key: 'R-DBLSEA-FLEX-8821', total: { amount: 1184.0, currency: 'EUR' }, refundable: true, cancellation_deadline: '2024-08-12T23:59:00+02:00' }], searched_at: n.isoOff(2) }),
          tool('create_booking', { rate_key: 'R-DBLSEA-FLEX-8821', guest: { first_name: 'Dana', last_name: 'Whitlock' }, payment_profile: 'card_on_file_1' }, { pnr: 'K7Q2LM', status: 'PENDING_SUPPLIER_CONFIRMATION', created_at: n.tick(2, 4).isoOff(2) }),
        ];
        for (let i = 0; i < 5; i++) kids.push(tool('get_booking_status', { pnr: 'K7Q2LM' }, st(i)));
        kids.push(llm('gpt-4o-mini', "Your booking request (reference K7Q2LM) has been submitted to Hotel Arts, but the hotel hasn't issued a confirmation number yet, so I can't give you one right now. It's still marked as pending with the supplier."));
        return agent('TravelConcierge', goal, "Your booking request (reference K7Q2LM) has been submitted to Hotel Arts, but the hotel hasn't issued a confirmation number yet.", kids);
      },
    },
    // 03 finance/accounting — planner/executor, executor polls wire status; JSON-string args
    {
      domain: 'finance/accounting', base: '2024-09-30T14:55:12Z',
      expect: { pollTool: 'treasury.get_transfer', repeats: 4 },
      build(n) {
        const goal = 'Confirm that the quarter-end wire to Nordlicht GmbH (EUR 48,200.00) has been released so I can close the AP period.';
        const res = () => { n.tick(45, 120); return { id: 'wt_1PXn0rKQ8v3bEJ', amount: 4820000, currency: 'eur', beneficiary: 'Nordlicht GmbH', status: 'pending_review', review_queue: 'treasury_dual_control', approvals: { required: 2, received: 1 }, retrieved: n.rfc(), etag: `W/"${n.hex(16)}"`, 'x-request-id': n.uuid() }; };
        const exec = [];
        for (let i = 0; i < 4; i++) exec.push(tool('treasury.get_transfer', js({ transfer_id: 'wt_1PXn0rKQ8v3bEJ', expand: ['approvals'] }), res()));
        exec.push(pending('treasury.get_transfer', js({ transfer_id: 'wt_1PXn0rKQ8v3bEJ', expand: ['approvals'] })));
        const kids = [
          llm('planner', 'Step 1: locate the wire in the treasury system. Step 2: check release status. Step 3: if released, mark AP period Q3 closable.'),
          tool('treasury.search_transfers', js({ beneficiary: 'Nordlicht', amount_min: 4820000, amount_max: 4820000, created_after: '2024-09-25' }), { data: [{ id: 'wt_1PXn0rKQ8v3bEJ', status: 'pending_review', created: n.epoch() - 86400 * 2 }], has_more: false }),
          agent('executor', 'Check release status of wire wt_1PXn0rKQ8v3bEJ and report when it is released.', null, exec),
        ];
        return agent('close_assistant', goal, 'Executor did not return before the 15-minute wall-clock limit; wire status unconfirmed.', kids);
      },
    },
    // 04 coding agent — healthy edit/push, then CI run stuck queued; plain-text CLI output
    {
      domain: 'coding agent', base: '2024-10-15T11:20:09Z',
      expect: { pollTool: 'shell', repeats: 7, pollMatch: 'gh run view' },
      build(n) {
        const goal = 'Bump lodash to 4.17.21 in the web package, push a branch, and make sure CI is green before opening the PR.';
        const jobId = n.digits(11);
        const runView = (i) => { n.tick(30, 60); return { exit_code: 0, stdout: `queued chore/bump-lodash · 11408237761\nTriggered via push about ${i + 1} minute${i ? 's' : ''} ago\n\nJOBS\n* lint-and-test (ubuntu-latest) — queued (ID ${jobId})\n\nFor more information about a job, try: gh run view --job=<job-id>`, duration_ms: n.ms(600, 1400) }; };
        const kids = [
          tool('shell', { cmd: 'git checkout -b chore/bump-lodash', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: "Switched to a new branch 'chore/bump-lodash'", duration_ms: n.ms(20, 80) }),
          tool('shell', { cmd: 'pnpm --filter web up lodash@4.17.21', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: `Progress: resolved 1342, reused 1339, downloaded 1, added 1, done\n\ndependencies:\n- lodash 4.17.20\n+ lodash 4.17.21\n\nDone in ${n.secs(3, 9)}`, duration_ms: n.ms(4000, 9000) }),
          tool('shell', { cmd: 'grep -rn "from \'lodash" packages/web/src | wc -l', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: '23', duration_ms: n.ms(30, 90) }),
          tool('shell', { cmd: 'pnpm --filter web exec tsc --noEmit', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: '', duration_ms: n.ms(9000, 16000) }),
          tool('shell', { cmd: 'pnpm --filter web test -- --run', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: ` ✓ src/utils/format.test.ts (18 tests) ${n.ms(20, 60)}ms\n ✓ src/cart/merge.test.ts (9 tests) ${n.ms(10, 40)}ms\n ✓ src/search/debounce.test.ts (6 tests) ${n.ms(300, 500)}ms\n\n Test Files  31 passed (31)\n      Tests  214 passed (214)\n   Duration  ${n.secs(6, 12)}`, duration_ms: n.ms(7000, 13000) }),
          tool('shell', { cmd: 'git commit -am "chore(web): bump lodash to 4.17.21" && git push -u origin chore/bump-lodash', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: `[chore/bump-lodash ${n.hex(7)}] chore(web): bump lodash to 4.17.21\n 2 files changed, 4 insertions(+), 4 deletions(-)\nbranch 'chore/bump-lodash' set up to track 'origin/chore/bump-lodash'.`, duration_ms: n.ms(1500, 3500) }),
          tool('shell', { cmd: 'gh run list --branch chore/bump-lodash --limit 1 --json databaseId', cwd: '/workspace/monorepo' }, { exit_code: 0, stdout: '[{"databaseId":11408237761}]', duration_ms: n.ms(500, 900) }),
        ];
        for (let i = 0; i < 7; i++) kids.push(tool('shell', { cmd: 'gh run view 11408237761', cwd: '/workspace/monorepo' }, runView(i)));
        return agent('code-agent', goal, 'Reached max_steps=11', kids);
      },
    },
    // 05 healthcare scheduling — eligibility 270/271 stays in_process
    {
      domain: 'healthcare scheduling', base: '2024-06-11T09:32:18Z',
      expect: { pollTool: 'eligibility_inquiry', repeats: 5 },
      build(n) {
        const goal = 'Before booking Mrs. Alvarez (MRN 00481327) for her MRI on Thursday, verify her Aetna coverage is active for outpatient imaging.';
        const chk = (i) => { n.tick(10, 25); return `ISA*00*...*${n.compact().slice(2, 8)}*${n.compact().slice(9, 13)}*^*00501*${n.digits(9)}*0*P*:~ TRN*1*${n.digits(10)}*9ACMECLINIC~ STATUS=IN_PROCESS payer=AETNA(60054) member=W2841007731 service_type=MRI(73) msg="Payer response not yet available, resubmit later" attempt=${i + 1}`; };
        const kids = [
          llm('front-desk-assistant', 'Looking up the patient record and the payer on file, then running a real-time eligibility check for service type 73 (diagnostic imaging).'),
          tool('ehr_patient_lookup', { mrn: '00481327' }, { mrn: '00481327', name: 'ALVAREZ, MARIA E', dob: '1958-02-14', coverage: [{ payer: 'Aetna', payer_id: '60054', member_id: 'W2841007731', plan: 'Aetna Choice POS II', priority: 1 }] }),
        ];
        for (let i = 0; i < 5; i++) kids.push(tool('eligibility_inquiry', { payer_id: '60054', member_id: 'W2841007731', dob: '1958-02-14', service_type_code: '73', provider_npi: '1730218845' }, chk(i)));
        kids.push(tool('send_staff_note', { to: 'scheduling-desk', text: 'Could not verify Aetna eligibility for MRN 00481327 (MRI). Please call the payer before confirming Thursday slot.' }, { ok: true, note_id: n.uuid() }));
        return agent('scheduling-agent', goal, 'Eligibility could not be verified; left a note for the scheduling desk. MRI not booked.', kids);
      },
    },
    // 06 research assistant — batch extraction job stuck at 497/1200, heartbeat only moves
    {
      domain: 'research assistant', base: '2024-11-03T02:10:51Z',
      expect: { pollTool: 'jobs.status', repeats: 6 },
      build(n) {
        const goal = 'Run full-text extraction on the 1,200 PDFs in the "sodium-ion anodes" corpus and summarise which papers report hard-carbon capacities above 300 mAh/g.';
        const stat = (i) => { n.tick(50, 70); return { job_id: 'ext-5fa2c1', state: 'RUNNING', processed: 497, total: 1200, failed: 3, worker: 'gpu-pool-b/worker-07', last_heartbeat: n.epochMs(), poll: i + 1, checked_in: `${n.ms(11, 95)}ms` }; };
        const kids = [
          tool('corpus.info', { corpus: 'sodium-ion-anodes' }, { corpus: 'sodium-ion-anodes', documents: 1200, pdf_only: 1188, created: '2024-10-28', owner: 'lab-shared' }),
          tool('jobs.submit', { type: 'pdf_fulltext_extract', corpus: 'sodium-ion-anodes', options: { ocr_fallback: true, tables: true } }, { job_id: 'ext-5fa2c1', state: 'QUEUED', submitted_at: n.isoMs() }),
          llm('claude-3-haiku', 'Extraction job ext-5fa2c1 submitted. While it runs I will keep checking the status; once it finishes I can filter the extracted tables for hard-carbon reversible capacity values.'),
        ];
        for (let i = 0; i < 6; i++) kids.push(tool('jobs.status', { job_id: 'ext-5fa2c1' }, stat(i)));
        return agent('lit-review-agent', goal, 'Stopped: max iterations (9) reached while extraction job ext-5fa2c1 was still RUNNING.', kids);
      },
    },
  ],
};
