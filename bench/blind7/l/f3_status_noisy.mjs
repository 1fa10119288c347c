// Family 3: status-unchanged-but-noisy (loop: true)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'status-unchanged-but-noisy';

// 01 — fintech KYC, OpenAI Swarm, string args; 5 identical status polls; assistant repeats itself
function r01(R) {
  R.clock.set('2024-08-29T14:51:20Z');
  const goal = "Customer Dana Whitfield can't fund her new account — the deposit button is greyed out. Find out why and unblock her if you can.";
  const appId = 'app_5TQ2b8WkLr0v';
  const triage = [];
  triage.push(llm('gpt-4o', [sys('You are a triage agent for Brightline Bank support. Transfer to the right specialist.'), usr(goal)], 'This looks like an onboarding/verification hold. Transferring to the KYC agent.'));
  triage.push(tool('transfer_to_kyc_agent', {}, { assistant: 'KYC Agent' }));
  const kyc = [];
  const ksys = sys('You are the KYC Agent. You can look up applicants and verification status. You cannot approve verifications yourself.');
  R.clock.adv(800, 1500);
  kyc.push(tool('lookup_customer', { full_name: 'Dana Whitfield', product: 'checking' }, { customer_id: 'cus_81HtQ2', applicant_id: appId, email: 'd.whitfield@…', account: { id: 'acct_3391207', status: 'RESTRICTED', restrictions: ['FUNDING_DISABLED'], opened_at: '2024-08-27T18:03:11Z' } }));
  const status = () => {
    R.clock.adv(2500, 9000);
    return { applicant_id: appId, status: 'pending_review', review_queue: 'manual_document_review', checks: { identity_document: 'needs_review', selfie_match: 'clear', watchlist: 'clear', address: 'clear' }, document: { type: 'drivers_license', issuing_state: 'OH', submitted_at: '2024-08-27T18:06:45Z' }, sla_hours: 48, checked_at: R.clock.iso(), request_id: R.reqId('req_', 20), vendor_latency_ms: R.int(140, 820) };
  };
  const again = [
    'Her identity verification is still pending manual document review, so funding stays disabled. Let me check the verification status again.',
    'Her identity verification is still pending manual document review, so funding remains disabled. Let me check the verification status again.',
    "Dana's identity verification is still pending manual document review, so funding stays disabled. Let me check the verification status again.",
    'Her identity verification is still pending manual document review, so funding stays disabled. I will check the verification status again.',
  ];
  kyc.push(llm('gpt-4o', [ksys, usr(goal)], "Dana's account is restricted with FUNDING_DISABLED. Let me check where her identity verification stands."));
  for (let i = 0; i < 5; i++) {
    kyc.push(tool('get_verification_status', { applicant_id: appId }, status()));
    if (i < 4) kyc.push(llm('gpt-4o', [ksys, usr(goal), toolMsg(J({ status: 'pending_review' }))], again[i]));
  }
  const final = "I'm sorry — Dana's identity verification is still pending manual document review, so I couldn't enable funding on her account. The review team will need to complete it before she can deposit.";
  kyc.push(llm('gpt-4o', [ksys, usr(goal), toolMsg(J({ status: 'pending_review' }))], final));
  return {
    isolates: "The agent polls the same KYC status five times and receives the same pending_review record, changed only in checked_at, request_id and latency, while repeating the same sentence, and ends without unblocking the customer.",
    loop: true, stagnation: true, goal,
    root: agent('Swarm.run', goal, final, [agent('Triage Agent', goal, 'Transferred to KYC Agent', triage), agent('KYC Agent', goal, final, kyc)]),
    stringArgs: true,
  };
}

// 02 — marine shipping, Agno, tool-only; container tracking polled 4 times
function r02(R) {
  R.clock.set('2024-03-19T08:40:00Z');
  const goal = 'Container MSCU 482913-7 should have been released in Rotterdam yesterday. Book the truck pickup with Van Dam as soon as customs clears it — the customer needs it today.';
  const kids = [];
  R.clock.adv(400, 900);
  kids.push(tool('get_booking', { container_no: 'MSCU4829137' }, { booking_ref: 'RTM-BK-220917', consignee: 'Verhoef Tuinbouw BV', commodity: 'Greenhouse glazing panels', hs_code: '700719', pol: 'CNSHA', pod: 'NLRTM', terminal: 'ECT Delta', haulier: 'Van Dam Transport', pickup_window_requested: '2024-03-19' }));
  const track = () => {
    R.clock.advS(60, 240);
    return `HTTP/1.1 200 OK\nDate: ${R.clock.http()}\nX-Request-Id: ${R.uuid()}\nX-Cache: ${R.pick(['MISS', 'HIT'])} from edge-${R.pick(['ams', 'fra'])}${R.int(1, 6)}\nAge: ${R.int(0, 58)}\n\n` + J({
      container: 'MSCU4829137', carrier: 'MSC', vessel: 'MSC ELODIE', voyage: 'FA412W', size_type: '40HC',
      last_event: { code: 'DISC', description: 'Discharged from vessel', location: 'NLRTM / ECT Delta', event_time: '2024-03-17T22:14:00+01:00' },
      customs: { status: 'HOLD', hold_type: 'PHYSICAL_EXAMINATION', authority: 'Douane Rotterdam', since: '2024-03-18T09:02:00+01:00' },
      terminal_release: false, gate_out: null, free_time_ends: '2024-03-22',
    });
  };
  for (let i = 0; i < 4; i++) kids.push(tool('track_container', { container_no: 'MSCU4829137', include_customs: true }, track()));
  return {
    isolates: 'The container tracking call is repeated four times back to back and each response shows the same customs HOLD with only HTTP date, request id, cache and age headers changing, until the tool-call limit ends the run with the pickup unbooked.',
    loop: true, stagnation: false, goal,
    root: agent('Agent.run', goal, 'Run stopped: tool_call_limit (5) reached. Last known status for MSCU4829137: customs HOLD (physical examination) at ECT Delta. Truck pickup not booked.', kids),
  };
}

// 03 — clinical trials, Semantic Kernel; activation blocked, status polled 6 times
function r03(R) {
  R.clock.set('2025-04-07T11:03:18Z');
  const goal = 'Activate site 114 (Hospital Clínic Barcelona) in study NVX-302 so it can start screening, and let the CRA know.';
  const kids = [];
  kids.push(llm('AzureOpenAIChatCompletion.get_chat_message_contents', [sys('You are a clinical operations assistant with CTMS and email plugins.'), usr(goal)], 'I will try to activate site 114 in the CTMS and, if it succeeds, email the assigned CRA.'));
  R.clock.adv(900, 1800);
  kids.push(tool('CTMS-activate_site', { study_id: 'NVX-302', site_id: '114' }, { status: 409, title: 'Conflict', detail: 'Site cannot be activated while blocking items are outstanding.', instance: `/studies/NVX-302/sites/114/activation`, traceId: R.traceparent() }, 'HTTP 409 Conflict'));
  const st = () => {
    R.clock.advS(20, 90);
    return {
      study_id: 'NVX-302', site_id: '114', site_name: 'Hospital Clínic de Barcelona', country: 'ES', pi: 'Dr. Laura Ferrer', status: 'PENDING_ACTIVATION',
      blocking_items: [{ item: 'Ethics committee (CEIm) approval letter', state: 'AWAITING_UPLOAD', owner: 'site' }, { item: 'AEMPS authorization', state: 'AWAITING_UPLOAD', owner: 'sponsor-regulatory' }],
      completed_items: ['Signed CTA', 'Site initiation visit', 'Delegation log', 'IP shipment #1 received'],
      last_modified: '2025-04-02T16:48:09Z', cra: { name: 'Jordi Puig', email: 'jordi.puig@…' },
      _meta: { retrieved_at: R.clock.iso(), trace_id: R.hex(32), served_by: `ctms-api-${R.int(1, 4)}`, response_ms: R.int(88, 410) },
    };
  };
  for (let i = 0; i < 6; i++) kids.push(tool('CTMS-get_site_activation_status', { study_id: 'NVX-302', site_id: '114' }, st()));
  return {
    isolates: 'After a 409 on activation, the site status is read six times with an unchanged PENDING_ACTIVATION record (same last_modified), differing only in retrieval time, trace id, API node and latency; the site is never activated.',
    loop: true, stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', goal, 'Site 114 could not be activated: it is still PENDING_ACTIVATION with the CEIm approval letter and AEMPS authorization outstanding. I did not notify the CRA.', kids),
  };
}

// 04 — devops/CI, Claude Code; waits for a queued job, same API response with changing headers
function r04(R) {
  R.clock.set('2025-06-10T15:31:02Z');
  const goal = 'Merge PR #2841 once CI is green.';
  const model = 'claude-sonnet-4-20250514';
  const ctx = (x) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(x ? [toolMsg(x)] : [])];
  const kids = [];
  kids.push(llm(model, ctx(), "I'll check the status of the CI checks on PR #2841."));
  R.clock.adv(1500, 2500);
  kids.push(tool('Bash', { command: 'gh pr checks 2841', description: 'Check CI status for PR 2841' }, `Some checks are still pending
0 failing, 4 successful, 0 skipped, and 1 pending checks

✓  build (ubuntu-latest)        3m12s  https://github.com/orbital-labs/atlas/actions/runs/9912345678/job/27381234101
✓  lint                         41s    https://github.com/orbital-labs/atlas/actions/runs/9912345678/job/27381234117
✓  unit (py3.11)                5m03s  https://github.com/orbital-labs/atlas/actions/runs/9912345678/job/27381234125
✓  unit (py3.12)                5m19s  https://github.com/orbital-labs/atlas/actions/runs/9912345678/job/27381234133
*  e2e-gpu                              https://github.com/orbital-labs/atlas/actions/runs/9912345678/job/27381234160`));
  let remaining = R.int(4700, 4950);
  const poll = () => {
    R.clock.advS(61, 64);
    remaining -= R.int(1, 6);
    return `HTTP/2.0 200 OK
Date: ${R.clock.http()}
Etag: W/"8c1f0e2d6a0b4f37a1d5e9c2b7f04a61"
X-Github-Request-Id: ${R.ghReq()}
X-Ratelimit-Remaining: ${remaining}
X-Ratelimit-Used: ${5000 - remaining}

{"id":27381234160,"run_id":9912345678,"name":"e2e-gpu","status":"queued","conclusion":null,"created_at":"2025-06-10T15:12:44Z","started_at":"2025-06-10T15:12:44Z","completed_at":null,"labels":["self-hosted","linux","gpu-a10"],"runner_id":null,"runner_name":null,"runner_group_name":null,"steps":[]}`;
  };
  const again = "Still queued — the e2e-gpu job hasn't been picked up by a runner yet. I'll wait another minute and check again.";
  for (let i = 0; i < 5; i++) {
    kids.push(llm(model, ctx(i ? '"status":"queued"' : '1 pending check: e2e-gpu'), i === 0 ? 'The e2e-gpu job is still pending. I will wait a minute and query the job directly.' : again));
    kids.push(tool('Bash', { command: 'sleep 60 && gh api -i repos/orbital-labs/atlas/actions/jobs/27381234160', description: 'Wait and re-check e2e-gpu job status', timeout: 120000 }, poll()));
  }
  return {
    isolates: 'A queued CI job is re-fetched five times a minute apart; the body stays queued with no runner while the Date, request id and rate-limit headers change, and the assistant repeats the same waiting sentence before stopping without merging.',
    loop: true, stagnation: true, goal,
    root: agent('claude-code', goal, "CI isn't green yet, so I haven't merged PR #2841. The e2e-gpu job has been queued since 15:12 UTC and no runner with the labels self-hosted/linux/gpu-a10 has picked it up. The other four checks passed.", kids),
  };
}

// 05 — payroll, CrewAI, tool-only; funding status checked three times
function r05(R) {
  R.clock.set('2024-11-14T16:05:00Z');
  const goal = 'Confirm that the semi-monthly payroll batch for Northwind Dental Group (pay date Nov 15) has been funded and released, then send the confirmation to the controller.';
  const kids = [];
  R.clock.adv(800, 1400);
  kids.push(tool('Get Company Payroll Profile', { company: 'Northwind Dental Group' }, `{"company_id":"NWD-0192","legal_name":"Northwind Dental Group PLLC","pay_frequency":"SEMI_MONTHLY","funding_method":"ACH_DEBIT","bank":"First Cascade Bank ••6620","controller":{"name":"Alicia Moreno","email":"amoreno@…"},"employees_active":47}`));
  const batch = () => {
    R.clock.advS(90, 300);
    return J({
      batch_id: 'PB-2024-11-15-NWD', company_id: 'NWD-0192', pay_date: '2024-11-15', state: 'FUNDING_PENDING', employees: 47, gross_pay: 164318.42, net_pay: 118902.77, employer_taxes: 12571.06,
      funding: { method: 'ACH_DEBIT', amount: 131473.83, status: 'AWAITING_BANK_CONFIRMATION', initiated_at: '2024-11-13T21:00:04Z', expected_by: '2024-11-14T22:00:00Z' },
      release: { status: 'NOT_RELEASED' },
      _meta: { request_id: R.uuid(), served_by: `pr-api-${R.alnum(4)}.us-west-2`, elapsed_ms: R.int(60, 390), as_of: R.clock.iso() },
    });
  };
  for (let i = 0; i < 3; i++) kids.push(tool('Get Payroll Batch Status', { batch_id: 'PB-2024-11-15-NWD' }, batch()));
  const ag = agent('Agent: Payroll Operations Specialist', goal, 'Batch PB-2024-11-15-NWD is still FUNDING_PENDING (ACH debit awaiting bank confirmation). I could not confirm release, so no confirmation was sent to the controller.', kids);
  return {
    isolates: 'The payroll batch status is fetched three times and each time the batch is still FUNDING_PENDING with identical amounts, only the request id, serving host, latency and as_of time change; no confirmation is sent.',
    loop: true, stagnation: false, goal,
    root: agent('Crew: Payroll Close', goal, 'Batch PB-2024-11-15-NWD is still FUNDING_PENDING (ACH debit awaiting bank confirmation). I could not confirm release, so no confirmation was sent to the controller.', [ag]),
  };
}

// 06 — city transit, BeeAI; stale vehicle position polled 7 times with a repeating thought
function r06(R) {
  R.clock.set('2024-10-04T21:47:30Z');
  const goal = "Riders say bus 4512 on route 22 hasn't moved on the app for 20 minutes. Check whether it's a real breakdown or a tracking problem and post a rider alert if needed.";
  const kids = [];
  const model = 'ollama:granite3.3:8b';
  const bsys = sys('You are a helpful transit operations assistant. Use the available tools. Respond in the format Thought/Function Name/Function Input or Thought/Final Answer.');
  const posTs = 1728076844; // fixed, stale
  const pos = () => {
    R.clock.advS(25, 50);
    return {
      vehicle_id: '4512', route_id: '22', trip_id: '22_WKDY_1740_N', direction: 'Northbound', position: { lat: 41.89021, lon: -87.62794, bearing: 2, speed_mps: 0.0 },
      stop_status: 'IN_TRANSIT_TO', next_stop: { stop_id: '1893', name: 'Clark & Ontario' }, position_timestamp: posTs,
      feed: { header_timestamp: R.clock.epoch(), gtfs_realtime_version: '2.0', entity_count: R.int(1180, 1240) }, served_by: `gtfsrt-edge-${R.int(1, 3)}`, latency_ms: R.int(30, 140),
    };
  };
  const reps = [
    'Thought: Bus 4512 still shows the same position near Clark & Ontario with speed 0. I will query its position again to see whether it starts moving.',
    'Thought: Bus 4512 still shows the same position near Clark & Ontario with speed 0. I will query its position again to see if it starts moving.',
    'Thought: Bus 4512 still shows the same position near Clark & Ontario, speed 0. I will query its position again to see whether it starts moving.',
  ];
  kids.push(llm(model, [bsys, usr(goal)], 'Thought: I should look up the current position of vehicle 4512.\nFunction Name: VehiclePositionLookup\nFunction Input: {"vehicle_id":"4512"}'));
  for (let i = 0; i < 7; i++) {
    kids.push(tool('VehiclePositionLookup', { vehicle_id: '4512' }, pos()));
    if (i < 6) kids.push(llm(model, [bsys, usr(goal), toolMsg(J({ speed_mps: 0, next_stop: 'Clark & Ontario' }))], `${reps[i % 3]}\nFunction Name: VehiclePositionLookup\nFunction Input: {"vehicle_id":"4512"}`));
  }
  return {
    isolates: 'A vehicle-position lookup is repeated seven times and returns the same stale position (fixed position_timestamp) while only the feed header time, entity count, edge node and latency change; the agent repeats the same thought and never decides or posts an alert.',
    loop: true, stagnation: true, goal,
    root: agent('bee.agent.run', goal, 'Agent exceeded the maximum number of iterations (15) without reaching a final answer.', kids, 'AgentError: Agent was unable to produce the final answer: max iterations reached'),
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
