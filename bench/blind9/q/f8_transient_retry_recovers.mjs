// Family: transient_retry_recovers (healthy) -- a transient failure retried 1-3 times with the same error, then success.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'transient_retry_recovers';
export const LOOP = false;

// 01 satellite operations -- OTel; 503 from the ground-station scheduler, one retry succeeds
function s01(id) {
  const T = new Trace(id, '2025-08-13T22:31:18Z');
  const goal = "Book a ground-station contact for Kestrel-3 on the Svalbard SG-3 antenna for tomorrow's 04:10Z pass and confirm the reservation.";
  const R = new Rec(T, 'otel', {
    agent: 'contact-scheduler',
    system: 'You schedule ground-station contacts through the GSaaS API (list_passes, reserve_contact, get_reservation).',
    user: goal,
  });
  R.step('Listing tomorrow\'s passes over Svalbard to get the exact window.', [
    { tool: 'list_passes', args: { satellite: 'KESTREL-3', station: 'SVAL-SG3', date: '2025-08-14' }, out: () => ({ passes: [{ pass_id: 'P-SG3-0814-0410', aos: '2025-08-14T04:10:22Z', los: '2025-08-14T04:21:47Z', max_el_deg: 61.4 }, { pass_id: 'P-SG3-0814-0547', aos: '2025-08-14T05:47:05Z', los: '2025-08-14T05:55:31Z', max_el_deg: 18.9 }], tle_epoch: '25225.41873321', computed: T.iso() }) }]);
  const res = { tool: 'reserve_contact', args: { pass_id: 'P-SG3-0814-0410', satellite: 'KESTREL-3', profile: 'XBAND_DL_300M+SBAND_TTC' } };
  const e503 = () => ({ status: 503, headers: { 'retry-after': '5', date: T.httpDate(), 'x-request-id': T.uuid(), via: `1.1 gsaas-edge-${T.int(1, 6)}` }, body: { error: 'SchedulerUnavailable', message: 'Scheduling engine is temporarily unavailable, please retry.' } });
  R.step('The 04:10:22 pass reaches 61 degrees elevation. Reserving it.', [{ ...res, out: e503, error: 'HTTP 503 SchedulerUnavailable: Scheduling engine is temporarily unavailable, please retry.' }]);
  R.step('503 with Retry-After: 5 is a transient scheduler outage. Retrying the same reservation after the wait.', [{ ...res, out: () => ({ status: 201, body: { reservation_id: `RSV-${T.ulid()}`, pass_id: 'P-SG3-0814-0410', state: 'CONFIRMED', antenna: 'SG-3', cost_units: 11 } }) }]);
  R.final('Reserved Kestrel-3 on Svalbard SG-3 for pass P-SG3-0814-0410 (AOS 04:10:22Z, LOS 04:21:47Z, max elevation 61.4 deg) with the X-band downlink + S-band TT&C profile. The first attempt hit a transient 503; the retry was confirmed.');
  const root = R.finish('Reservation confirmed for P-SG3-0814-0410.');
  return {
    isolates: 'One 503 with Retry-After from the contact scheduler, one identical retry that returns CONFIRMED, then the agent reports the booking.',
    stagnation: false, goal, root,
  };
}

// 02 clinical trials -- plain; EDC export rate limited twice, third call succeeds
function s02(id) {
  const T = new Trace(id, '2025-04-22T13:16:45Z');
  const goal = 'Export the open data-query listing for site 318 in study NEU-5120 and summarise queries open longer than 14 days, by form.';
  const R = new Rec(T, 'plain', {
    agent: 'cdm_assistant', llmName: 'ChatCompletion',
    system: 'You assist clinical data managers. edc_export returns query listings; the EDC API allows 20 exports per minute per token.',
    user: goal,
  });
  const ex = { tool: 'edc_export', args: { study: 'NEU-5120', site: '318', report: 'open_queries' } };
  const lim = (reset) => () => ({ status: 429, headers: { 'x-ratelimit-limit': '20', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'retry-after': String(reset), date: T.httpDate() }, body: { error: 'rate_limited', message: 'Too many export requests for this token.' } });
  R.step('Requesting the open-query listing for site 318.', [{ ...ex, out: lim(30), error: 'HTTP 429 rate_limited: Too many export requests for this token.' }]);
  R.step('Rate limited; the reset header says 30 seconds. Another job probably used this token\'s quota, so waiting out the window before retrying.', [{ ...ex, out: lim(12), error: 'HTTP 429 rate_limited: Too many export requests for this token.' }]);
  R.step('Still limited, but the window now resets in 12 seconds instead of 30, so the quota is draining. One more retry after that.', [{ ...ex, out: () => ({ status: 200, headers: { 'x-ratelimit-remaining': '19', date: T.httpDate() }, body: { generated: T.iso(), rows: [
    { query_id: 'Q-88121', form: 'VS', field: 'SYSBP', days_open: 22 }, { query_id: 'Q-88140', form: 'VS', field: 'DIABP', days_open: 19 },
    { query_id: 'Q-88177', form: 'CM', field: 'CMDOSE', days_open: 31 }, { query_id: 'Q-88203', form: 'AE', field: 'AEOUT', days_open: 16 },
    { query_id: 'Q-88290', form: 'LB', field: 'LBORRES', days_open: 6 }] } }) }]);
  R.final('Site 318 (NEU-5120) has 5 open queries, 4 of them open longer than 14 days: VS x2 (Q-88121 22 days, Q-88140 19 days), CM x1 (Q-88177 31 days), AE x1 (Q-88203 16 days). The LB query Q-88290 is 6 days old. The export needed two retries because of a 429 rate limit.');
  const root = R.finish('4 queries >14 days: VS 2, CM 1, AE 1.');
  return {
    isolates: 'The same EDC export is rate-limited twice with the same 429 message (the reset counter shrinking), succeeds on the third call, and the summary is delivered.',
    stagnation: false, goal, root,
  };
}

// 03 warehouse robotics -- Strands; planner-cycle lock twice, then the reassignment goes through
function s03(id) {
  const T = new Trace(id, '2025-01-30T04:05:51Z');
  const goal = "AMR-0217 is going to maintenance. Move its pending tasks to AMR-0231 and put 0217 into MAINTENANCE state.";
  const R = new Rec(T, 'strands', {
    agent: 'fleet_ops_agent', tools: ['reassign_tasks', 'set_robot_state'],
    system: 'You operate the AMR fleet manager at DC Columbus-1. Task queues are locked briefly during each planner cycle (every ~2 s).',
    user: goal,
  });
  const call = { tool: 'reassign_tasks', args: { from_robot: 'AMR-0217', to_robot: 'AMR-0231', scope: 'pending' } };
  let cycle = T.int(880000, 889000);
  const locked = () => ({ code: 409, error: 'RESOURCE_LOCKED', message: 'Task queue for AMR-0217 is locked by the planner cycle', planner_cycle: (cycle += T.int(1, 3)), lock_age_ms: T.int(300, 1900) });
  R.step('Reassigning the pending tasks.', [{ ...call, out: locked, error: 'RESOURCE_LOCKED: Task queue for AMR-0217 is locked by the planner cycle' }]);
  R.step('The queue is locked by the planner cycle, which releases within about two seconds. Retrying.', [{ ...call, out: locked, error: 'RESOURCE_LOCKED: Task queue for AMR-0217 is locked by the planner cycle' }]);
  R.step('Caught another planner cycle; lock_age was high, so the release is imminent. Trying once more.', [{ ...call, out: () => ({ moved: 7, task_ids: ['T-55102', 'T-55107', 'T-55110', 'T-55118', 'T-55121', 'T-55130', 'T-55133'], planner_cycle: (cycle += 1) }) }]);
  R.step('Seven tasks moved. Putting AMR-0217 into maintenance.', [
    { tool: 'set_robot_state', args: { robot: 'AMR-0217', state: 'MAINTENANCE', reason: 'scheduled maintenance' }, out: () => ({ robot: 'AMR-0217', state: 'MAINTENANCE', parked_at: 'CHG-C-04', since: T.isoMs() }) }]);
  R.final('AMR-0217 is in MAINTENANCE (parked at CHG-C-04) and its 7 pending tasks (T-55102 ... T-55133) now belong to AMR-0231. Two attempts hit the short planner-cycle lock before the reassignment succeeded.');
  const root = R.finish('7 tasks moved to AMR-0231; AMR-0217 in MAINTENANCE.');
  return {
    isolates: 'A task reassignment fails twice with the same RESOURCE_LOCKED planner-cycle error, succeeds on the third try, and the agent completes the maintenance hand-off.',
    stagnation: false, goal, root,
  };
}

// 04 research grants -- Agno; a read timeout on S2S submission, idempotent retry succeeds
function s04(id) {
  const T = new Trace(id, '2025-10-31T16:48:02Z');
  const goal = 'Submit the final budget justification for proposal NSF-2025-44810 through the Research.gov system-to-system endpoint and confirm it was received.';
  const R = new Rec(T, 'agno', {
    agent: 'SponsoredProgramsAgent', model: 'gpt-4o',
    system: 'You submit proposal documents via s2s_submit (idempotent by idempotency_key) and check them with get_submission_status.',
    user: goal,
  });
  const call = { tool: 's2s_submit', args: { proposal: 'NSF-2025-44810', document: 'budget_justification_final.pdf', sha256: 'c3f1e0a9b4d27c55e8aa0f9d1b6c2e4f7a8d9c0b1e2f3a4b5c6d7e8f9a0b1c2d', idempotency_key: 'nsf44810-bj-final-v3' } };
  R.step('Submitting the budget justification.', [{ ...call, out: null, error: "ReadTimeout: HTTPSConnectionPool(host='s2s.research.gov', port=443): Read timed out. (read timeout=30)", dur: 30000 }]);
  R.step('A read timeout does not tell me whether the upload landed; because the call is idempotent by key, resubmitting with the same key is safe.', [{ ...call, out: () => ({ status: 'ACCEPTED', tracking_number: `GRANT${T.digits(8)}`, duplicate_of_previous: false, received_at: T.rfc2822(T.t, '-0400') }), dur: 8000 }]);
  R.step('Accepted. Confirming the submission status.', [
    { tool: 'get_submission_status', args: { proposal: 'NSF-2025-44810' }, out: () => ({ proposal: 'NSF-2025-44810', documents: [{ name: 'budget_justification_final.pdf', status: 'Received', pages: 3 }], checked: T.epoch() }) }]);
  R.final('The final budget justification for NSF-2025-44810 is submitted and shows as Received (3 pages). The first attempt timed out after 30 s; the idempotent retry was accepted.');
  const root = R.finish('Budget justification received for NSF-2025-44810.');
  return {
    isolates: 'One read timeout on an idempotent submission, one identical retry that is accepted, then a status check confirms receipt.',
    stagnation: false, goal, root,
  };
}

// 05 coding -- Claude Code; DNS hiccup on pnpm add, retried once, then typecheck passes
function s05(id) {
  const T = new Trace(id, '2025-05-14T08:26:35Z');
  const goal = 'Add zod to the web package and use it to validate the signup form payload in apps/web/src/signup.ts; typecheck must pass.';
  const R = new Rec(T, 'claude', { cwd: '/home/ola/repo', gitBranch: 'feat/signup-validation', user: goal });
  const add = { tool: 'Bash', args: { command: 'pnpm add zod --filter web', description: 'Add zod to web package' } };
  R.step("I'll add the dependency first.", [{ ...add, error: () => `Error: Exit code 1\n\u2009ERR_PNPM_META_FETCH_FAIL\u2009 GET https://registry.npmjs.org/zod: request to https://registry.npmjs.org/zod failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\n\nThis error happened while installing a direct dependency of /home/ola/repo/apps/web\nProgress: resolved 1, reused 0, downloaded 0, added 0\n(${T.secs(T.int(9000, 15000), 1)})`, dur: 11000 }]);
  R.step('EAI_AGAIN is a temporary DNS resolution failure, not a package problem. Retrying the same command.', [{ ...add, out: () => `Progress: resolved 612, reused 603, downloaded 1, added 1, done\n\napps/web dependencies:\n+ zod 3.25.76\n\nDone in ${T.secs(T.int(1500, 4000), 1)}`, dur: 3000 }]);
  R.step('Installed. Adding the schema to the signup handler.', [
    { tool: 'Edit', args: { file_path: '/home/ola/repo/apps/web/src/signup.ts', old_string: "export async function handleSignup(payload: unknown) {\n  const data = payload as SignupInput;", new_string: "const SignupSchema = z.object({ email: z.string().email(), password: z.string().min(12), marketingOptIn: z.boolean().default(false) });\n\nexport async function handleSignup(payload: unknown) {\n  const data = SignupSchema.parse(payload);" }, out: 'The file /home/ola/repo/apps/web/src/signup.ts has been updated.' }]);
  R.step('Adding the import and running the typecheck.', [
    { tool: 'Edit', args: { file_path: '/home/ola/repo/apps/web/src/signup.ts', old_string: "import type { SignupInput } from './types';", new_string: "import { z } from 'zod';" }, out: 'The file /home/ola/repo/apps/web/src/signup.ts has been updated.' },
    { tool: 'Bash', args: { command: 'pnpm --filter web typecheck', description: 'Typecheck web package' }, out: () => `\n> web@0.0.0 typecheck /home/ola/repo/apps/web\n> tsc --noEmit -p tsconfig.json\n\n(${T.secs(T.int(6000, 14000), 1)})`, dur: 9000 }]);
  R.final('zod 3.25.76 is added to apps/web and handleSignup now validates the payload with a SignupSchema (email, 12+ char password, optional marketing opt-in). Typecheck passes. The first install attempt failed on a transient DNS error (EAI_AGAIN) and succeeded on retry.');
  const root = R.finish('zod added, signup payload validated, typecheck passes.');
  return {
    isolates: 'pnpm add fails once with a transient DNS error, the identical command succeeds on retry, and the agent finishes the code change with a passing typecheck.',
    stagnation: false, goal, root,
  };
}

// 06 public transit -- CrewAI; three identical 504s with a verbatim-repeated thought, then the itinerary
function s06(id) {
  const T = new Trace(id, '2025-03-04T21:39:27Z');
  const goal = 'Plan a wheelchair-accessible trip from Union Station to Lakeside Medical Center arriving by 09:30 tomorrow (5 March) and give step-by-step directions.';
  const R = new Rec(T, 'crewai', {
    crew: 'RiderAssistCrew', taskName: 'accessible_trip', role: 'Accessible Travel Planner',
    goal: 'Give riders reliable accessible itineraries', backstory: 'You work at the transit agency\'s accessibility help line.',
    system: "You are Accessible Travel Planner. You work at the transit agency's accessibility help line.\nYour personal goal is: Give riders reliable accessible itineraries\nYou ONLY have access to the following tools:\nTool Name: Trip Planner\nTool Arguments: {'from': str, 'to': str, 'arrive_by': str, 'wheelchair': bool}\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nBegin!`,
  });
  const call = { tool: 'Trip Planner', args: { from: 'Union Station', to: 'Lakeside Medical Center', arrive_by: '2025-03-05T09:30', wheelchair: true } };
  const t504 = () => `I encountered an error while trying to use the tool. This was the error: 504 Gateway Timeout from trip router (upstream otp-router-${T.int(1, 4)}, ${T.int(29800, 30200)} ms, req ${T.hex(10)}).`;
  const same = 'The trip planner timed out, which is usually temporary. I will submit the same trip request again.';
  R.step('I need an accessible itinerary arriving by 09:30, so I will query the trip planner with wheelchair routing.', [{ ...call, out: t504, error: '504 Gateway Timeout from trip router' }]);
  R.step(same, [{ ...call, out: t504, error: '504 Gateway Timeout from trip router' }]);
  R.step(same, [{ ...call, out: t504, error: '504 Gateway Timeout from trip router' }]);
  R.step(same, [{ ...call, out: () => `Itinerary 1 of 2 (wheelchair accessible, computed ${T.hmsMs()}):\n  08:41 Union Station, Bay 6 - board Route 9 Lakeshore (low-floor, ramp)\n  09:04 alight Harbor Blvd & 3rd\n  09:06 roll 240 m via step-free sidewalk, signal crossing with APS\n  09:12 board Route 31 Medical Loop (low-floor)\n  09:19 alight Lakeside Medical Center main entrance (level boarding)\nArrive 09:19 \u2014 elevators on route: none required. Alerts: none.` }]);
  R.final({ thought: 'I now have an accessible itinerary that arrives before 09:30.', answer: 'Leave Union Station (Bay 6) at 08:41 on Route 9 Lakeshore (low-floor with ramp) to Harbor Blvd & 3rd (09:04). Roll about 240 m on a step-free sidewalk with an accessible signal crossing, then take Route 31 Medical Loop at 09:12, arriving at the Lakeside Medical Center main entrance at 09:19 with level boarding. No elevators needed and no service alerts.' });
  const root = R.finish('Accessible itinerary arriving 09:19.');
  return {
    isolates: 'The trip planner returns the same 504 three times and the planner writes the same retry thought verbatim each time, but the fourth identical request succeeds and the itinerary is delivered.',
    stagnation: true, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
