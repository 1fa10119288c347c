// Family 5 (healthy): a status is polled with results identical apart from
// timestamps/counters until it changes; the agent then acts on the new state and finishes.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'poll-until-status-changes';
export const loop = false;
export const stagnation = false;

// ---------------------------------------------------------------- 01 biotech / Pydantic AI (sequencer run)
function biotech(c) {
  c.startAt('2025-09-18T21:10:00Z', 30);
  const goal = 'Watch NextSeq run 250918_NB551203_0417_AHKJ3CBGXY. When it finishes, check the QC and, if %Q30 is above 80, kick off demultiplexing with the RNA-seq sample sheet.';
  const RUN = '250918_NB551203_0417_AHKJ3CBGXY';
  let cycle = 124;
  const running = () => { cycle += c.int(9, 12); return { run_id: RUN, instrument: 'NB551203', status: 'Running', step: 'Imaging', read: 'Read 2', current_cycle: cycle, total_cycles: 162, updated_at: c.now() }; };
  const m = 'chat claude-3-5-haiku-20241022';
  const kids = [
    c.llm(m, [sys('You are the sequencing core\'s run monitor. Tools: get_run_status, sleep, get_run_qc, start_demux.'), user(goal)], 'Checking the current run state; I\'ll poll every 15 minutes until it completes.'),
    c.tool('running tool: get_run_status', { run_id: RUN }, running()),
    c.tool('running tool: sleep', { seconds: 900 }, `slept 900s`),
    c.wait(900) && c.tool('running tool: get_run_status', { run_id: RUN }, running()),
    c.tool('running tool: sleep', { seconds: 900 }, `slept 900s`),
    c.wait(900) && c.tool('running tool: get_run_status', { run_id: RUN }, running()),
    c.tool('running tool: sleep', { seconds: 900 }, `slept 900s`),
    c.wait(900) && c.tool('running tool: get_run_status', { run_id: RUN }, { run_id: RUN, instrument: 'NB551203', status: 'Complete', step: 'RTAComplete', read: null, current_cycle: 162, total_cycles: 162, completed_at: c.now(), output_dir: `/mnt/seqdata/runs/${RUN}` }),
    c.llm(m, [toolMsg('get_run_status', '{"status": "Complete"}')], 'The run has completed. Pulling the InterOp QC summary before deciding on demux.'),
    c.tool('running tool: get_run_qc', { run_id: RUN }, { yield_gb: 118.4, clusters_pf_pct: 88.9, q30_pct: 91.2, error_rate_pct: 0.41, reads_pf_m: 402.7, lanes: 4, source: 'InterOp v1.3.1' }),
    c.tool('running tool: start_demux', { run_id: RUN, sample_sheet: 'sheets/RNAseq_Sept18_v2.csv', tool: 'bcl-convert', options: { no_lane_splitting: true } }, { job_id: c.jobId('slurm-'), state: 'PENDING', partition: 'seq', submitted_at: c.now() }),
  ];
  return {
    goal,
    isolates: 'Three identical "Running/Imaging" polls (only cycle count and time differ) end when the run reports Complete; the agent then checks QC and submits demultiplexing.',
    root: c.agent('run_monitor run', goal, 'Run 250918_NB551203_0417_AHKJ3CBGXY completed with 91.2% ≥Q30 (118.4 GB, 88.9% clusters PF), above the 80% threshold, so I submitted bcl-convert demultiplexing with RNAseq_Sept18_v2.csv (job queued on the seq partition).', kids),
  };
}

// ---------------------------------------------------------------- 02 customs / OpenAI Agents SDK
function customs(c) {
  c.startAt('2025-05-13T15:20:00Z', 40);
  const goal = 'Entry 9TK-4471203-6 for container TGHU8841207 is under CBP document review at the Port of Oakland. As soon as it is released, book the drayage pickup to our Tracy warehouse.';
  const review = () => ({ entry_number: '9TK-4471203-6', container: 'TGHU8841207', port: '2811', status: 'UNDER_REVIEW', hold_type: 'DOC_REVIEW', last_event: 'CBP document review initiated', last_event_at: '2025-05-13T14:02:00Z', checked_at: c.now(), ace_ref: c.hex(12) });
  const m = 'Response';
  const kids = [
    c.llm(m, [sys('You are the customs brokerage agent for Tidemark Imports.'), user(goal)], 'I\'ll check the ACE status for the entry and wait for the release before booking the truck.'),
    c.tool('get_entry_status', { entry_number: '9TK-4471203-6' }, review()),
    c.wait(600) && c.tool('get_entry_status', { entry_number: '9TK-4471203-6' }, review()),
    c.wait(600) && c.tool('get_entry_status', { entry_number: '9TK-4471203-6' }, review()),
    c.wait(600) && c.tool('get_entry_status', { entry_number: '9TK-4471203-6' }, { entry_number: '9TK-4471203-6', container: 'TGHU8841207', port: '2811', status: 'RELEASED', hold_type: null, last_event: '1C CBP release', last_event_at: c.now(), checked_at: c.now(), ace_ref: c.hex(12), terminal: 'OICT', last_free_day: '2025-05-16' }),
    c.llm(m, [toolMsg('get_entry_status', '{"status": "RELEASED", "terminal": "OICT", "last_free_day": "2025-05-16"}')], 'Released by CBP at OICT with last free day May 16. Booking the earliest drayage slot to Tracy.'),
    c.tool('book_drayage', { container: 'TGHU8841207', pickup_terminal: 'OICT', deliver_to: 'Tidemark DC — 2500 W Grant Line Rd, Tracy CA', earliest_pickup: '2025-05-14', need_chassis: true }, { booking_id: 'DRY-' + c.digits(6), carrier: 'Bayline Drayage', pickup_window: '2025-05-14 07:00-11:00', appointment: 'OICT-' + c.digits(8), status: 'CONFIRMED' }),
  ];
  return {
    goal,
    isolates: 'Three UNDER_REVIEW responses that differ only in check time and a reference id are followed by RELEASED, after which the agent books the drayage.',
    root: c.agent('Agent workflow', goal, `Entry 9TK-4471203-6 was released by CBP. I booked Bayline Drayage to pick up TGHU8841207 at OICT on May 14, 07:00–11:00, for delivery to the Tracy DC (last free day is May 16).`, kids),
  };
}

// ---------------------------------------------------------------- 03 devops / Vercel AI SDK (CI run then merge)
function ci(c) {
  const goal = 'PR #2291 (bump pg driver to 8.13) is approved. Wait for the CI run to finish and merge it if it passes.';
  const prog = (done) => ({ id: 10449827311, name: 'ci', status: 'in_progress', conclusion: null, head_sha: '9e3f1b7c2a', run_attempt: 1, jobs_completed: done, jobs_total: 6, updated_at: c.now(), html_url: 'https://github.com/harborlabs/ledger-api/actions/runs/10449827311' });
  const m = 'ai.generateText.doGenerate';
  const kids = [
    c.llm(m, { system: 'You are a release bot with GitHub access.', prompt: goal }, 'Finding the CI run for the PR head commit.'),
    c.tool('ai.toolCall getPullRequest', { owner: 'harborlabs', repo: 'ledger-api', number: 2291 }, { number: 2291, state: 'open', mergeable: true, mergeable_state: 'blocked', head: { sha: '9e3f1b7c2a', ref: 'deps/pg-8.13' }, reviews: { approved: 2, changes_requested: 0 } }),
    c.tool('ai.toolCall getWorkflowRun', { owner: 'harborlabs', repo: 'ledger-api', runId: 10449827311 }, prog(2)),
    c.wait(120) && c.tool('ai.toolCall getWorkflowRun', { owner: 'harborlabs', repo: 'ledger-api', runId: 10449827311 }, prog(3)),
    c.wait(120) && c.tool('ai.toolCall getWorkflowRun', { owner: 'harborlabs', repo: 'ledger-api', runId: 10449827311 }, prog(5)),
    c.wait(120) && c.tool('ai.toolCall getWorkflowRun', { owner: 'harborlabs', repo: 'ledger-api', runId: 10449827311 }, { id: 10449827311, name: 'ci', status: 'completed', conclusion: 'success', head_sha: '9e3f1b7c2a', run_attempt: 1, jobs_completed: 6, jobs_total: 6, updated_at: c.now(), html_url: 'https://github.com/harborlabs/ledger-api/actions/runs/10449827311' }),
    c.llm(m, { messages: [user(goal), toolMsg('getWorkflowRun', '{"status":"completed","conclusion":"success"}')] }, 'All six CI jobs passed. Squash-merging the PR.'),
    c.tool('ai.toolCall mergePullRequest', { owner: 'harborlabs', repo: 'ledger-api', number: 2291, merge_method: 'squash' }, { sha: c.hex(40), merged: true, message: 'Pull Request successfully merged' }),
  ];
  return {
    goal,
    isolates: 'Repeated in_progress CI polls differing only in time and completed-job count give way to completed/success, and the agent merges the PR.',
    root: c.agent('ai.generateText', goal, 'CI run 10449827311 finished successfully (6/6 jobs), so I squash-merged PR #2291 into main.', kids),
  };
}

// ---------------------------------------------------------------- 04 permits / Google ADK (e-plan prescreen)
function permits(c) {
  c.startAt('2025-03-26T17:00:00Z', 60);
  const goal = 'I uploaded the plan set for the ADU at 1187 Linden Ave (application ADU-25-00931). Once the automated e-plan prescreen finishes, submit it for formal review and pay the intake fee with the card on file.';
  const pre = () => ({ application: 'ADU-25-00931', stage: 'ePlan PRESCREEN', status: 'RUNNING', sheets_received: 14, checks: 'title block, sheet index, scale, seals', queue: 'eplan-prescreen-2', as_of: c.now(), poll_after_s: 120 });
  const m = 'call_llm';
  const kids = [
    c.llm(m, [sys('You are the permit portal assistant for the City of Brookfield.'), user(goal)], 'Checking the prescreen status for ADU-25-00931.'),
    c.tool('execute_tool get_prescreen_status', { application_id: 'ADU-25-00931' }, pre()),
    c.tool('execute_tool wait', { seconds: 120 }, { waited: 120 }),
    c.wait(120) && c.tool('execute_tool get_prescreen_status', { application_id: 'ADU-25-00931' }, pre()),
    c.tool('execute_tool wait', { seconds: 120 }, { waited: 120 }),
    c.wait(120) && c.tool('execute_tool get_prescreen_status', { application_id: 'ADU-25-00931' }, { application: 'ADU-25-00931', stage: 'ePlan PRESCREEN', status: 'PASSED', sheets_received: 14, findings: [], as_of: c.now(), next_action: 'SUBMIT_FOR_REVIEW' }),
    c.llm(m, [toolMsg('get_prescreen_status', '{"status":"PASSED","findings":[]}')], 'Prescreen passed with no findings. Submitting for formal review now, then paying the intake fee.'),
    c.tool('execute_tool submit_for_review', { application_id: 'ADU-25-00931', disciplines: ['Planning', 'Building', 'Fire'] }, { application: 'ADU-25-00931', status: 'SUBMITTED', review_cycle: 1, fee_due: { code: 'ADU-INTAKE', amount: 412.0 } }),
    c.tool('execute_tool pay_fee', { application_id: 'ADU-25-00931', fee_code: 'ADU-INTAKE', amount: 412.0, payment_method: 'card_on_file' }, { receipt: 'RC-' + c.digits(8), amount: 412.0, status: 'PAID', paid_at: c.now() }),
  ];
  return {
    goal,
    isolates: 'Prescreen polls return the same RUNNING payload (only as_of changes) until it flips to PASSED, then the agent submits for review and pays the fee.',
    root: c.agent('agent_run [permit_portal_assistant]', goal, 'The e-plan prescreen for ADU-25-00931 passed with no findings. I submitted it for formal review (Planning, Building, Fire — cycle 1) and paid the $412.00 intake fee with your card on file.', kids),
  };
}

// ---------------------------------------------------------------- 05 travel / LangGraph (waitlist clears)
function travel(c) {
  c.startAt('2025-11-20T13:00:00Z', 60);
  const goal = 'I\'m waitlisted on UA 1418 SFO-ORD on Nov 22 in PNR K7QXPM. Keep an eye on it; if it confirms, reissue my ticket onto it and cancel the backup AA flight.';
  const hl = () => ({ pnr: 'K7QXPM', segment: 'UA1418 22NOV SFOORD', class: 'Y', status: 'HL', waitlist_position: 2, checked_at: c.now(), gds: 'sabre', host_msg_id: c.hex(10).toUpperCase() });
  const m = 'ChatOpenAI';
  const kids = [
    c.llm(m, [sys('You are a corporate travel agent assistant with GDS access.'), user(goal)], 'I\'ll poll the segment status and act once it moves from HL to confirmed.'),
    c.tool('check_segment_status', { pnr: 'K7QXPM', flight: 'UA1418', date: '2025-11-22' }, hl()),
    c.wait(1800) && c.tool('check_segment_status', { pnr: 'K7QXPM', flight: 'UA1418', date: '2025-11-22' }, hl()),
    c.wait(1800) && c.tool('check_segment_status', { pnr: 'K7QXPM', flight: 'UA1418', date: '2025-11-22' }, hl()),
    c.wait(1800) && c.tool('check_segment_status', { pnr: 'K7QXPM', flight: 'UA1418', date: '2025-11-22' }, { pnr: 'K7QXPM', segment: 'UA1418 22NOV SFOORD', class: 'Y', status: 'KK', waitlist_position: null, checked_at: c.now(), gds: 'sabre', host_msg_id: c.hex(10).toUpperCase() }),
    c.llm(m, [toolMsg('check_segment_status', '{"status":"KK"}')], 'UA confirmed the seat (KK). Reissuing the ticket onto UA 1418, then cancelling the AA backup.'),
    c.tool('reissue_ticket', { pnr: 'K7QXPM', ticket: '0167823341902', new_segments: ['UA1418 22NOV SFOORD Y'] }, { new_ticket: '016' + c.digits(10), add_collect: 0.0, status: 'ISSUED' }),
    c.tool('cancel_segment', { pnr: 'K7QXPM', segment: 'AA2290 22NOV SFOORD' }, { status: 'XX', refund_type: 'travel credit', amount: 248.6 }),
  ];
  return {
    goal,
    isolates: 'Three HL waitlist polls identical except check time and host message id are followed by KK; the agent reissues the ticket and cancels the backup flight.',
    root: c.agent('LangGraph', goal, 'Your waitlist on UA 1418 SFO→ORD (Nov 22) confirmed. I reissued your ticket onto it and cancelled the AA 2290 backup; its $248.60 goes back as a travel credit.', kids),
  };
}

// ---------------------------------------------------------------- 06 energy grid / Mastra (switching order)
function grid(c) {
  c.startAt('2025-08-04T16:30:00Z', 30);
  const goal = 'Switching order SO-25-3381 transfers load from feeder 12F4 to 12F7 for the recloser replacement. Once the field crew executes it, confirm 12F7 loading is within its rating and close out the order.';
  const armed = () => ({ orderId: 'SO-25-3381', state: 'ARMED', steps: [{ n: 1, device: 'SW-12F4-07', action: 'OPEN', done: false }, { n: 2, device: 'TIE-12F4-12F7', action: 'CLOSE', done: false }], crew: 'Line Crew 4 (J. Ramos)', lastUpdate: c.now(), scadaSeq: c.int(400000, 900000) });
  const m = 'llm: \'gpt-4o\'';
  const kids = [
    c.llm(m, [sys('You are a distribution operations assistant. Never close an order until loading is verified.'), user(goal)], 'Checking the order state; it has to be executed by the crew before I can verify loading.'),
    c.tool('tool: \'getSwitchingOrder\'', { orderId: 'SO-25-3381' }, armed()),
    c.wait(300) && c.tool('tool: \'getSwitchingOrder\'', { orderId: 'SO-25-3381' }, armed()),
    c.wait(300) && c.tool('tool: \'getSwitchingOrder\'', { orderId: 'SO-25-3381' }, armed()),
    c.wait(300) && c.tool('tool: \'getSwitchingOrder\'', { orderId: 'SO-25-3381' }, armed()),
    c.wait(300) && c.tool('tool: \'getSwitchingOrder\'', { orderId: 'SO-25-3381' }, { orderId: 'SO-25-3381', state: 'EXECUTED', steps: [{ n: 1, device: 'SW-12F4-07', action: 'OPEN', done: true, at: c.now() }, { n: 2, device: 'TIE-12F4-12F7', action: 'CLOSE', done: true, at: c.tick(20, 50).now() }], crew: 'Line Crew 4 (J. Ramos)', lastUpdate: c.now(), scadaSeq: c.int(400000, 900000) }),
    c.llm(m, [toolMsg('getSwitchingOrder', '{"state":"EXECUTED"}')], 'Both steps are done. Reading 12F7 phase currents against its 600 A emergency rating.'),
    c.tool('tool: \'getFeederLoading\'', { feeder: '12F7' }, { feeder: '12F7', amps: { A: 412, B: 398, C: 421 }, ratingNormalA: 480, ratingEmergencyA: 600, pctOfNormal: 87.7, sampledAt: c.now() }),
    c.tool('tool: \'closeSwitchingOrder\'', { orderId: 'SO-25-3381', note: '12F7 peak phase 421 A (87.7% of normal rating) after transfer' }, { orderId: 'SO-25-3381', state: 'CLOSED', closedBy: 'ops-assistant' }),
  ];
  return {
    goal,
    isolates: 'Four ARMED responses differing only in lastUpdate and SCADA sequence are followed by EXECUTED; the agent verifies 12F7 loading and closes the order.',
    root: c.agent('agent run: \'Grid Ops Assistant\'', goal, 'SO-25-3381 was executed by Line Crew 4. Feeder 12F7 is carrying 398–421 A per phase (87.7% of its 480 A normal rating, well under the 600 A emergency rating), so I closed out the order.', kids),
  };
}

export const scenarios = [
  { build: biotech },
  { build: customs, jsonArgs: true },
  { build: ci },
  { build: permits },
  { build: travel, jsonArgs: true },
  { build: grid },
];
