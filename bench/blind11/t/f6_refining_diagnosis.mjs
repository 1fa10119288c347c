// Family: refining_diagnosis  (loop: false, stagnation: false)
// Healthy look-alike of restated_diagnosis: a long diagnosis is restated over
// several steps with similar wording, but each step adds a new number, name,
// cause or decision, and the run acts on it successfully.

export const family = 'refining_diagnosis';
export const loop = false;
export const stagnation = false;
export const summary = 'A long diagnosis is rewritten over several steps in similar words, each adding a new fact or decision; it is then acted on and the run finishes.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'dairy farm', style: 'plain',
    isolates: 'A milk-yield diagnosis is restated three times in similar words, each adding a new fact (which group, silage dry-matter change, measured intake drop) before the ration is corrected.',
    goal: 'Milk yield in Barn 2 dropped about 8% this week. Find out why and make the corrective change.',
    build(N) {
      const D1 = 'Barn 2 is down 8.0% week on week (33.9 to 31.2 kg per cow) and 42 of 118 cows are below their 7-day average, with the high group worst at -10.4%, so this looks herd-wide and feed-related rather than a few sick cows; next I will check the ration log for changes this week.';
      const D2 = 'Barn 2 is down 8.0% and the high group is worst at -10.4%; the ration log shows the TMR switched from silage clamp 2 to clamp 3 on Monday, with dry matter falling from 36% to 31% while the as-fed silage stayed at 42 kg, so each cow is getting about 2.1 kg less silage dry matter; I will confirm with the intake data before changing the mix.';
      const D3 = 'The Barn 2 drop is explained: dry matter intake fell 1.9 kg per cow per day, close to the 2.1 kg silage DM shortfall from clamp 3 at 31% DM; the fix is to raise clamp 3 silage in the as-fed formula from 42 to 48.8 kg so silage DM is back to about 15.1 kg per cow, keep everything else the same, and recheck yield in five days.';
      return {
        agent: 'herd-advisor', maxTurns: 10,
        system: 'You advise the herd manager of a 600-cow dairy. Tools: get_yield_report, get_ration_log, get_intake_data, update_ration. Explain your reasoning briefly before acting.',
        steps: [
          { think: null, calls: [{ tool: 'get_yield_report', args: { barn: 'B2', days: 14 }, out: { barn: 'B2', cows_milking: 118, kg_per_cow: { this_week: 31.2, last_week: 33.9 }, change_pct: -8.0, cows_below_7d_avg: 42, by_group: { fresh: -3.1, high: -10.4, low: -6.1 }, scc_avg_k: 162, robot_visits_per_cow: 2.9, generated: N.fmt('DD/MM/YYYY HH:mm') } }] },
          { think: D1, calls: [{ tool: 'get_ration_log', args: { barn: 'B2', days: 10 }, out: { changes: [{ day: 'Mon', item: 'grass silage', from: 'clamp 2 (DM 36%)', to: 'clamp 3 (DM 31%)', as_fed_kg: 42, note: 'formula not updated' }], mixer: 'Keenan MechFiber 345', batches_per_day: 2 } }] },
          { think: D2, calls: [{ tool: 'get_intake_data', args: { barn: 'B2', days: 14 }, out: { dmi_kg_per_cow: { prev_week: 23.9, this_week: 22.0 }, refusals_pct: 3.2, feed_push_count: 8, source: 'feed-station scales', sampled: N.iso() } }] },
          { think: D3, calls: [{ tool: 'update_ration', args: { barn: 'B2', item: 'grass silage clamp 3', as_fed_kg: 48.8, reason: 'DM dropped 36->31%' }, out: { ok: true, ration_version: 'B2-r47', effective: 'next mix (05:30)', mixer_sheet_sent: true } }] },
          { final: 'Cause: the switch to silage clamp 3 (31% DM vs 36%) without changing the as-fed amount cut silage DM by ~2.1 kg/cow; measured intake fell 1.9 kg/cow/day. I raised clamp 3 silage to 48.8 kg as fed in ration B2-r47 (from the 05:30 mix). Recheck Barn 2 yield in five days.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'legal contract review (change of control)', style: 'llamaindex',
    isolates: 'A change-of-control analysis is restated four times in similar words, each adding a new clause, amendment, schedule entry or deadline found by retrieval, then a memo is saved.',
    goal: 'Does Norvik Group\'s acquisition of Calder Freight give us a termination right under our 2019 supply agreement with Calder (including amendments 1-3)? If so, state the deadline and save a short memo to the matter.',
    build(N) {
      const node = (id, text, score, meta) => ({ node_id: N.uuid(), score, text, metadata: { doc: id, ...meta } });
      const r1 = [
        node('Calder Supply Agreement 2019', '18.2 Either party may terminate this Agreement on sixty (60) days\' written notice if the other party undergoes a Change of Control.', 0.842, { page: 31 }),
        node('Calder Supply Agreement 2019', '1.7 "Change of Control" means the acquisition by any person of more than 50% of the voting shares of a party.', 0.791, { page: 4 }),
      ];
      const r2 = [node('Amendment No. 2 (2021)', '3. Clause 18.2 is deleted and replaced: "Customer may terminate on sixty (60) days\' written notice if Supplier undergoes a Change of Control in favour of a Competitor listed in Schedule 7, such right to be exercised within ninety (90) days of Supplier\'s written notice of the Change of Control."', 0.877, { page: 2 })];
      const r3 = [node('Amendment No. 3 (2023)', 'Schedule 7 (Competitors) is replaced in its entirety: 1. Norvik Logistics AS and its Affiliates; 2. Baltship Group Ltd; 3. Hanse Cargo GmbH.', 0.863, { page: 5 })];
      const q = (query, nodes) => ({ tool: 'search_agreement', type: 'retriever', args: { query, top_k: 3 }, out: { nodes, retriever: 'VectorIndexRetriever', index: 'matter-M-2025-0082', took_ms: N.int(40, 180) } });
      const A1 = 'Clause 18.2 of the 2019 agreement lets either party terminate on 60 days\' notice if the other undergoes a Change of Control, defined in 1.7 as acquiring more than 50% of voting shares; Norvik is buying 100% of Calder, so the original text is triggered, but I need to check whether amendments 1-3 changed 18.2.';
      const A2 = 'Clause 18.2 was replaced by Amendment 2 (2021): we may terminate on 60 days\' notice only if Calder undergoes a Change of Control in favour of a Competitor listed in Schedule 7, and must exercise within 90 days of Calder\'s notice; so the question is now whether Norvik Group appears on Schedule 7.';
      const A3 = 'Schedule 7 as replaced by Amendment 3 (2023) lists "Norvik Logistics AS and its Affiliates"; Norvik Group is the parent of Norvik Logistics AS and therefore an Affiliate, so the amended 18.2 right is triggered; I still need the date of Calder\'s written notice to fix the 90-day window.';
      const A4 = 'The amended 18.2 right is triggered because Norvik Group is an Affiliate of Norvik Logistics AS on Schedule 7; Calder\'s written notice is dated 12 March 2025, so we must serve our 60-day termination notice by 10 June 2025. Saving the memo now.';
      return {
        agent: 'ContractCounsel', liAgent: 'contract_counsel',
        system: 'You are an in-house contracts assistant. Use search_agreement to retrieve clauses (cite them), get_correspondence for notices, and save_memo to file your conclusion.',
        steps: [
          { think: 'Search for the change-of-control clause.', calls: [q('change of control termination right', r1)] },
          { think: A1, calls: [q('amendment replacing clause 18.2 change of control', r2)] },
          { think: A2, calls: [q('Schedule 7 competitors list', r3)] },
          { think: A3, calls: [{ tool: 'get_correspondence', args: { matter: 'M-2025-0082', from: 'Calder Freight', subject_contains: 'change of control' }, out: [{ date: '12 March 2025', from: 'Calder Freight Ltd (Company Secretary)', subject: 'Notice of Change of Control - completion of acquisition by Norvik Group', received_via: 'registered post', dms_ref: `CORR-${N.digits(6)}` }] }] },
          { think: A4, calls: [{ tool: 'save_memo', args: { matter: 'M-2025-0082', title: 'Calder CoC termination right', body: 'Termination right under cl. 18.2 (as amended by Amendment 2) is triggered: Norvik Group is an Affiliate of Norvik Logistics AS (Sched. 7, Amendment 3). Exercise by 10 June 2025 (90 days from notice of 12 March 2025); 60 days\' notice.' }, out: { saved: true, doc_id: `MEMO-${N.digits(7)}`, version: 1, at: N.iso() } }] },
          { final: 'Yes. Amended clause 18.2 (Amendment 2) gives a 60-day termination right on a change of control in favour of a Schedule 7 competitor; Amendment 3\'s Schedule 7 lists Norvik Logistics AS and its Affiliates, which includes Norvik Group. Calder\'s notice is dated 12 March 2025, so the right must be exercised by 10 June 2025. Memo saved to M-2025-0082.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'forestry timber harvest', style: 'sk',
    isolates: 'A cruise-versus-scale shortfall is explained over three similar-sounding steps that successively attribute 98 m3 to mill defect, 74 m3 of it to blue stain, and 214 m3 to unhauled landing decks, then the reconciliation is posted.',
    goal: 'Harvest unit HU-22 was cruised at 1,840 m3 but only 1,512 m3 has been scaled at the mill. Explain the shortfall and post a corrected reconciliation.',
    build(N) {
      const R1 = 'HU-22 shows 1,512 m3 scaled against a 1,840 m3 cruise, a 328 m3 (17.8%) shortfall; the cruise sampling error is +/-7.5% (about 138 m3), so cruise uncertainty alone cannot explain it; the scale tickets show 98 m3 of mill defect deductions, which leaves about 230 m3 to find; next I will break the defect down by species.';
      const R2 = 'Of the 328 m3 shortfall on HU-22, 98 m3 is mill defect and 74 m3 of that is blue stain in lodgepole pine, consistent with logs sitting over summer, which leaves about 230 m3 still unaccounted for; since logs have been sitting, I will check the landings for wood that was never hauled.';
      const R3 = 'The HU-22 shortfall is now explained: 98 m3 is mill defect (74 m3 blue-stained lodgepole) and 214 m3 is still on two landing decks per the LiDAR scan, leaving 16 m3 of genuine variance, well inside cruise error; I will post the reconciliation with 214 m3 as landing inventory, the 98 m3 defect accepted, and 16 m3 closed as cruise variance.';
      return {
        agent: 'HarvestAccountingAgent', plugins: ['Forestry'],
        system: 'You reconcile timber harvest volumes for a forest products company. Use the Forestry plugin. Explain variances with evidence before posting.',
        steps: [
          { calls: [{ tool: 'Forestry-get_cruise_summary', args: { unit: 'HU-22' }, out: { unit: 'HU-22', gross_m3: 1840, sampling_error_pct: 7.5, species: { lodgepole_pine: 0.58, interior_spruce: 0.31, subalpine_fir: 0.11 }, cruised: 'last autumn', cruiser: 'Timberline Cruising Ltd' } }, { tool: 'Forestry-get_scale_tickets', args: { unit: 'HU-22' }, out: { loads: 61, net_scaled_m3: 1512, defect_deduction_m3: 98, last_load: N.fmt('YYYY-MM-DD'), mill: 'Prince George sawmill #2', report_id: N.uuid() } }] },
          { think: R1, calls: [{ tool: 'Forestry-get_defect_breakdown', args: { unit: 'HU-22' }, out: { total_m3: 98, by_species: [{ species: 'lodgepole_pine', m3: 81, causes: { blue_stain: 74, rot: 7 } }, { species: 'interior_spruce', m3: 17, causes: { sweep: 11, rot: 6 } }] } }] },
          { think: R2, calls: [{ tool: 'Forestry-get_landing_inventory', args: { unit: 'HU-22' }, out: { decks: [{ landing: 'L-3', est_m3: 132, method: 'LiDAR pile scan', scanned: 'yesterday' }, { landing: 'L-5', est_m3: 82, method: 'LiDAR pile scan', scanned: 'yesterday' }], total_m3: 214, haul_status: 'not scheduled (road restriction lifted this week)' } }] },
          { think: R3, calls: [{ tool: 'Forestry-post_reconciliation', args: { unit: 'HU-22', cruise_m3: 1840, scaled_m3: 1512, landing_inventory_m3: 214, defect_m3: 98, cruise_variance_m3: 16 }, out: { posted: true, reconciliation_id: `REC-HU22-${N.digits(4)}`, gl_batch: `GL${N.digits(8)}`, balanced: true } }] },
          { final: 'HU-22 reconciled: of the 328 m3 gap, 214 m3 is still on landings L-3/L-5 (haul not yet scheduled), 98 m3 is mill defect (74 m3 blue-stained lodgepole) and 16 m3 is cruise variance (within the 7.5% sampling error). Reconciliation posted and balanced.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'Go service flaky test', style: 'haystack',
    isolates: 'A flaky-test diagnosis is restated three times with similar wording, each adding a new finding (failure rate and timing slack, a data race location, the commit that doubled the tick interval), then the fix passes 200 runs under -race.',
    goal: 'TestLeaseRenewal in pkg/lease fails intermittently in CI (about 1 in 15 runs). Find the cause and fix it.',
    build(N) {
      const d = (s) => `${s.toFixed(3)}s`;
      const D1 = 'TestLeaseRenewal fails 3 of 50 runs with "expected 3 renewals, got 2", so it is timing-sensitive: the test sleeps 350 ms and expects three renewals from a ticker at TTL/3 = 100 ms, which leaves only 50 ms of slack on a loaded runner; next I will check whether there is also a data race.';
      const D2 = 'TestLeaseRenewal is timing-sensitive (3 of 50 runs fail) and the race detector also flags an unsynchronised read of l.renewals at lease_test.go:63 against the write at lease.go:88, so the count can be stale as well as late; before editing I want to know when the slack got so small.';
      const D3 = 'TestLeaseRenewal became flaky after commit 4e1c9a2 raised the default TTL from 150 ms to 300 ms, doubling the tick to 100 ms and cutting the slack from 200 ms to 50 ms, and the read of l.renewals races with lease.go:88; the fix is to make renewals an atomic.Int32 and drive the test with an injected fake clock that advances exactly three ticks instead of sleeping.';
      return {
        agent: 'dev_agent_pipeline', maxSteps: 12, model: 'gpt-4o-2024-08-06', toolNames: ['shell', 'read_file', 'edit_file'],
        system: 'You are a Go engineer agent in /src/leasekeeper. Use shell, read_file and edit_file. Find root causes before changing code.',
        steps: [
          { calls: [{ tool: 'shell', args: { cmd: 'go test ./pkg/lease -run TestLeaseRenewal -count=50' }, out: `--- FAIL: TestLeaseRenewal (${d(N.float(0.35, 0.37, 3))})\n    lease_test.go:64: expected 3 renewals, got 2\n--- FAIL: TestLeaseRenewal (${d(N.float(0.35, 0.37, 3))})\n    lease_test.go:64: expected 3 renewals, got 2\n--- FAIL: TestLeaseRenewal (${d(N.float(0.35, 0.37, 3))})\n    lease_test.go:64: expected 3 renewals, got 2\nFAIL\nFAIL\tgithub.com/acme/leasekeeper/pkg/lease\t${d(N.float(17, 19, 3))}\nFAIL` }, { tool: 'read_file', args: { path: 'pkg/lease/lease_test.go', lines: '50-66' }, out: '50 func TestLeaseRenewal(t *testing.T) {\n51 \tl := New("job-a", WithTTL(DefaultTTL))\n52 \tl.Start()\n53 \tdefer l.Stop()\n...\n61 \ttime.Sleep(350 * time.Millisecond)\n62 \n63 \tif l.renewals != 3 {\n64 \t\tt.Fatalf("expected 3 renewals, got %d", l.renewals)\n65 \t}\n66 }' }] },
          { think: D1, calls: [{ tool: 'shell', args: { cmd: 'go test ./pkg/lease -run TestLeaseRenewal -race -count=20' }, out: `==================\nWARNING: DATA RACE\nRead at 0x00c0001a40b8 by goroutine 7:\n  github.com/acme/leasekeeper/pkg/lease.TestLeaseRenewal()\n      /src/leasekeeper/pkg/lease/lease_test.go:63 +0x1d4\n\nPrevious write at 0x00c0001a40b8 by goroutine 12:\n  github.com/acme/leasekeeper/pkg/lease.(*Lease).loop()\n      /src/leasekeeper/pkg/lease/lease.go:88 +0x12c\n==================\n--- FAIL: TestLeaseRenewal (${d(N.float(0.36, 0.4, 3))})\n    testing.go:1398: race detected during execution of test\nFAIL\tgithub.com/acme/leasekeeper/pkg/lease\t${d(N.float(8, 10, 3))}` }] },
          { think: D2, calls: [{ tool: 'shell', args: { cmd: 'git log -L \'/DefaultTTL =/,+1:pkg/lease/lease.go\' --oneline | head -8' }, out: '4e1c9a2 lease: raise default TTL to reduce etcd write load\n@@ -14,1 +14,1 @@\n-const DefaultTTL = 150 * time.Millisecond\n+const DefaultTTL = 300 * time.Millisecond' }] },
          { think: D3, calls: [
            { tool: 'edit_file', args: { path: 'pkg/lease/lease.go', patch: '-\trenewals int\n+\trenewals atomic.Int32\n...\n-\tl.renewals++\n+\tl.renewals.Add(1)\n+\t// clock is injectable for tests\n' }, out: { ok: true, hunks: 3 } },
            { tool: 'edit_file', args: { path: 'pkg/lease/lease_test.go', patch: '-\ttime.Sleep(350 * time.Millisecond)\n+\tclk.Advance(3 * DefaultTTL / 3)\n+\tl.WaitIdle()\n-\tif l.renewals != 3 {\n+\tif got := l.renewals.Load(); got != 3 {' }, out: { ok: true, hunks: 2 } }] },
          { calls: [{ tool: 'shell', args: { cmd: 'go test ./pkg/lease -race -count=200' }, out: `ok  \tgithub.com/acme/leasekeeper/pkg/lease\t${d(N.float(3, 6, 3))}` }] },
          { final: 'Root cause: commit 4e1c9a2 doubled the renew tick to 100 ms, leaving only 50 ms of slack in a sleep-based test, and the test read l.renewals without synchronisation (race at lease_test.go:63 vs lease.go:88). Fixed by making renewals an atomic.Int32 and driving the test with a fake clock; 200 runs pass under -race.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'physiotherapy clinic operations', style: 'dspy',
    isolates: 'A no-show investigation restates its finding three times in similar words, each time adding a new number or cause (portal channel, 387 failed SMS, national-format phone numbers), then backfills the numbers and resends reminders.',
    goal: 'The no-show rate at the Eastside physiotherapy clinic jumped from about 6% to 14% in May. Find out why and fix what is causing it.',
    build(N) {
      const T1 = 'May no-shows at Eastside rose to 14.2% from 6.1%, and portal bookings show 24.9% against 5.8% for phone bookings, so the new online portal launched on 29 April is the main driver; next I will check whether reminders are going out for portal bookings.';
      const T2 = 'May no-shows rose to 14.2%, driven by portal bookings at 24.9%; the reminder log shows 387 of 599 portal reminder SMS failed with INVALID_MSISDN while phone bookings had no failures, so most online bookers never got a reminder; next I will look at how the portal stores mobile numbers.';
      const T3 = 'The portal saves mobile numbers in national format (07700 900412) while the SMS gateway needs E.164 (+447700900412), which explains the 387 INVALID_MSISDN failures behind the 24.9% portal no-show rate; the fix is to normalise stored portal numbers to E.164 and resend reminders for next week\'s 143 portal appointments.';
      return {
        agent: 'ReAct', maxIters: 10,
        system: 'You are an operations analyst agent for a physiotherapy group. Tools: get_noshow_stats, get_reminder_log, sample_patient_records, run_phone_backfill, resend_reminders, finish.',
        steps: [
          { think: 'Start with no-show stats for April vs May, split by channel and slot.', calls: [{ tool: 'get_noshow_stats', args: { clinic: 'Eastside', months: ['Apr', 'May'], split: ['channel', 'slot'] }, out: { Apr: { rate: 0.061, appts: 1412 }, May: { rate: 0.142, appts: 1538, by_channel: { phone: 0.058, portal: 0.249, walk_in: 0.031 }, by_slot: { '07:30-09:00': 0.188, '09:00-17:00': 0.129, '17:00-19:30': 0.137 } }, portal_launch: '29 Apr', query_id: N.uuid() } }] },
          { think: T1, calls: [{ tool: 'get_reminder_log', args: { clinic: 'Eastside', month: 'May', group_by: 'channel' }, out: { portal: { sent: 212, failed: 387, top_error: 'INVALID_MSISDN' }, phone: { sent: 804, failed: 0 }, gateway: 'sms-gw-eu', exported: N.fmt('YYYY-MM-DD HH:mm:ss') } }] },
          { think: T2, calls: [{ tool: 'sample_patient_records', args: { source: 'portal', n: 4, fields: ['mobile', 'created'] }, out: [{ id: 'P-88120', mobile: '07700 900412' }, { id: 'P-88131', mobile: '07700900655' }, { id: 'P-88140', mobile: '+447700900871' }, { id: 'P-88152', mobile: '07700 900118' }] }] },
          { think: T3, calls: [{ tool: 'run_phone_backfill', args: { source: 'portal', normalise_to: 'E.164', default_region: 'GB', dry_run: false }, out: { scanned: 655, updated: 412, unparseable: 3, job: `bf_${N.alnum(10)}`, took: N.dur(N.int(2000, 8000)) } }] },
          { think: 'Numbers fixed (3 unparseable left for reception). Resend reminders for next week\'s portal bookings.', calls: [{ tool: 'resend_reminders', args: { clinic: 'Eastside', channel: 'portal', window: 'next_7_days' }, out: { queued: 143, skipped_unparseable: 1, batch: `rm_${N.alnum(8)}` } }] },
          { think: 'Cause found and fixed; reminders queued.', final: 'done' },
        ],
        dsExtract: { reasoning: 'Portal bookings (launched 29 Apr) stored phone numbers in national format; the SMS gateway rejected 387 reminders as INVALID_MSISDN, so portal patients had a 24.9% no-show rate.', answer: 'Normalised 412 portal phone numbers to E.164 (3 unparseable flagged) and re-sent reminders for 143 portal appointments next week.' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'bridge structural monitoring', style: 'pydantic',
    isolates: 'A strain-gauge anomaly is restated three times in similar words, each adding new evidence (the 42% excess, a thermocouple stuck at -40 C, a recomputed 296 microstrain), ending in an instrumentation work order rather than a structural alarm.',
    goal: 'Strain gauge SG-14 on span 3 of the Millbrook Viaduct reads about 40% higher than its neighbours. Decide whether this is structural or instrumentation and raise the right work order.',
    build(N) {
      const S1 = 'SG-14 on span 3 reads 412 microstrain against 288 and 293 on SG-13 and SG-15, about 42% higher, which is either a real load concentration at midspan or an instrumentation fault; next I will check its temperature compensation channel.';
      const S2 = 'SG-14 on span 3 reads 412 microstrain against 288 and 293 on SG-13 and SG-15, about 42% higher, and its compensation thermocouple TC-14 has been stuck at -40.0 C, the logger open-circuit value, for three days, so this points to an instrumentation fault rather than load; next I will recompute SG-14 with TC-13\'s 11.6 C.';
      const S3 = 'SG-14 on span 3 reads 412 microstrain against 288 and 293 on SG-13 and SG-15, but recomputed with TC-13\'s 11.6 C it comes out at 296 microstrain, within 2% of its neighbours, so the 42% excess came from the failed TC-14 thermocouple; this is an instrumentation fault, so I will raise a normal-priority TC-14 replacement work order and flag three days of SG-14 data.';
      return {
        agent: 'shm_analyst', usageLimits: { request_limit: 10 },
        system: 'You are a structural health monitoring analyst. Tools: get_sensor_readings, get_channel_diagnostics, recompute_compensation, create_work_order. Return a Finding via final_result.',
        steps: [
          { calls: [{ tool: 'get_sensor_readings', args: { structure: 'MILLBROOK-VIADUCT', sensors: ['SG-13', 'SG-14', 'SG-15'], window: '24h', agg: 'median' }, out: { unit: 'microstrain', values: { 'SG-13': 288, 'SG-14': 412, 'SG-15': 293 }, logger: 'CR6-span3', window_end: N.iso(false), samples_per_sensor: 8640 } }] },
          { think: S1, calls: [{ tool: 'get_channel_diagnostics', args: { sensor: 'SG-14' }, out: { sensor: 'SG-14', gauge_ohms: 350.2, excitation_v: 2.5, bridge_ok: true, comp_channel: 'TC-14', comp_value_c: -40.0, comp_value_constant_since: '3 days', neighbour_temps_c: { 'TC-13': 11.6, 'TC-15': 11.9 }, logger_fw: 'CR6.Std.12.02' } }] },
          { think: S2, calls: [{ tool: 'recompute_compensation', args: { sensor: 'SG-14', substitute_temperature_from: 'TC-13', window: '24h' }, out: { sensor: 'SG-14', corrected_median_microstrain: 296, delta_vs_neighbours_pct: 1.7 } }] },
          { think: S3, calls: [{ tool: 'create_work_order', args: { asset: 'MILLBROOK-VIADUCT/SPAN3/TC-14', type: 'INSTRUMENTATION', priority: 'NORMAL', description: 'Replace thermocouple TC-14 (stuck at -40 C open-circuit). Flag SG-14 data for last 3 days.' }, out: { work_order: `WO-${N.digits(6)}`, status: 'OPEN', crew: 'Instrumentation West', created: N.isoOff(0) } }] },
          { final: { classification: 'instrumentation', sensor: 'SG-14', cause: 'TC-14 compensation thermocouple failed open-circuit (-40 C)', corrected_microstrain: 296, structural_action: 'none', work_order_priority: 'NORMAL' } },
        ],
      };
    },
  },
];
