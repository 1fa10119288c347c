// Family: repeated_failure_notice (loop: true, stagnation: true)
// try -> same failure -> same message to the user/channel -> try again, 3+ rounds.

// 01 mobile vets — OpenTelemetry GenAI semantic conventions
const r01 = (n) => {
  const steps = [
    { text: 'Looking up the farm and Dr Haas\'s route for Thursday.', calls: [{ name: 'get_route', args: { vet: 'dr.haas', date: '2024-thu' }, out: { vet_id: 'V-017', van: 'VAN-3 (Sprinter, fridge OK)', stops: [{ farm: 'Oakfold Dairy', eta: '08:10' }, { farm: 'Brackley Alpacas', eta: '10:40' }, { farm: 'Hill End Stud', eta: '13:15' }], route_version: n.int(40, 90), computed_at: n.iso() } }] },
  ];
  for (let i = 0; i < 4; i++) {
    steps.push({ text: i === 0 ? 'Booking the TB test visit at Greenacre into the 11:30 gap.' : 'Trying the 11:30 booking for Greenacre again.', calls: [{ name: 'create_appointment', args: { vet: 'V-017', client: 'CL-88213 Greenacre Farm', start: '11:30', duration_min: 90, type: 'TB skin test (day 1)' }, error: 'HTTP 409 Conflict', errorType: 'Conflict', out: { status: 409, error: 'SLOT_CONFLICT', detail: 'Requested window overlaps mandatory travel buffer between Brackley Alpacas and Hill End Stud', trace: n.traceparent(), server: n.host('rota-api'), at: n.iso(n.adv(2000, 9000)) } }] });
    steps.push({ text: 'I couldn\'t book the Greenacre TB test at 11:30 — the scheduler reports a conflict with Dr Haas\'s travel buffer. I\'ll try again.', calls: [{ name: 'notify_practice', args: { to: 'reception@dalesidevets.co.uk', body: i % 2 ? 'Unable to book Greenacre TB test at 11:30: conflict with travel buffer on Dr Haas\'s route. Retrying.' : 'Could not book the Greenacre TB test at 11:30 — conflicts with Dr Haas\'s travel buffer. Retrying.' }, out: { queued: true, message_id: `<${n.hex(16)}@mail.dalesidevets.co.uk>`, smtp: '250 2.0.0 OK ' + n.epoch() + ' ' + n.b62(10) } }] });
  }
  return {
    domain: 'mobile vets', style: 'otel_genai', agent: 'visit-scheduler', model: 'gpt-4o',
    isolates: 'A vet scheduling agent books the same 11:30 slot four times, gets the same 409 travel-buffer conflict, and sends reception the same apology after each failure.',
    system: 'You schedule farm visits for Daleside mobile vets. Book via the rota API and keep reception informed.',
    goal: 'Fit a TB skin test at Greenacre Farm into Dr Haas\'s Thursday round.',
    steps, final: null, error: 'MaxTurnsExceeded: agent stopped after 9 turns',
  };
};

// 02 landscape architects — Pydantic AI (Logfire)
const r02 = (n) => {
  const steps = [{ text: 'Packaging the drawing set for the planning submission.', calls: [{ name: 'export_drawings', args: { project: 'LA-2231 Millbrook Park', sheets: ['L-100', 'L-101', 'L-200', 'L-201', 'L-500'], format: 'pdf' }, out: { file: '/exports/LA-2231/Millbrook_Planning_Set_rev C.pdf', size_bytes: 48213331 + n.int(0, 9999), pages: 5, rendered_in: n.secs(20, 60) } }] }];
  for (let i = 0; i < 3; i++) {
    steps.push({ calls: [{ name: 'upload_to_planning_portal', args: { application: 'PP-13390221', file: '/exports/LA-2231/Millbrook_Planning_Set_rev C.pdf', doc_type: 'Landscape Plans' }, error: '413 Request Entity Too Large', out: `<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n<!-- x-request-id: ${n.uuid()} upstream: ${n.host('portal-edge', 'uk-south')} -->` }] });
    steps.push({ text: 'The portal rejected the upload as too large. I\'ll let the client know and try again.', calls: [{ name: 'email_client', args: { to: 'facilities@millbrook-trust.org', subject: 'Planning upload delayed', body: 'Hello — the planning portal rejected our landscape drawing upload (file too large). We are retrying now and will confirm shortly.' }, out: { id: '<' + n.b36(20) + '@outlook.office365.com>', status: 'sent', sent_at: n.http(n.adv(1000, 5000)) } }] });
  }
  return {
    domain: 'landscape architects', style: 'pydantic_ai', agent: 'submission_agent', model: 'gpt-4o',
    isolates: 'A submission agent re-uploads the same 48 MB PDF three times, gets the same nginx 413 page, and emails the client the identical "we are retrying" note each round.',
    system: 'You submit landscape drawing sets to council planning portals and keep clients informed.',
    goal: 'Upload the Millbrook Park landscape drawing set to planning application PP-13390221.',
    steps, final: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8',
  };
};

// 03 community choirs — Gemini API function calling
const r03 = (n) => {
  const steps = [{ text: 'I will fetch the member list and the rehearsal details.', calls: [{ name: 'get_members', args: { choir: 'Harbour Voices', status: 'active' }, out: { count: 64, sections: { S: 19, A: 17, T: 11, B: 17 }, list_id: 'lst_' + n.b36(8), synced: n.iso() } }] }];
  for (let i = 0; i < 3; i++) {
    steps.push({ calls: [{ name: 'send_newsletter', args: { list_id: 'harbour-voices-active', subject: 'Rehearsal moved to St Anne\'s Hall this Tuesday', template: 'rehearsal-change' }, error: 'SMTP 550 5.7.26', out: { accepted: 0, rejected: 64, smtp_response: `550 5.7.26 Unauthenticated email from harbourvoices.org is not accepted due to domain's DMARC policy. ${n.b62(12)} - gsmtp`, batch: 'b_' + n.hex(10), attempted_at: n.isoOff(1, n.adv(2000, 8000)) } }] });
    steps.push({ text: 'The newsletter bounced because of the domain\'s DMARC policy. I\'ll tell the committee and retry.', calls: [{ name: 'post_to_committee_chat', args: { text: 'Heads up: the rehearsal-change email to all 64 members bounced (DMARC rejection for harbourvoices.org). Retrying the send now.' }, out: { ok: true, ts: n.epoch() + '.' + n.digits(6), channel: 'C0COMMITTEE' } }] });
  }
  return {
    domain: 'community choirs', style: 'gemini', agent: 'choir-secretary', model: 'gemini-2.0-flash',
    isolates: 'A choir secretary agent resends the same rehearsal email three times, gets the same DMARC 550 bounce, and posts the same warning to the committee chat each time.',
    system: 'You are the digital secretary of Harbour Voices community choir.',
    goal: 'Tell all active members that Tuesday\'s rehearsal moves to St Anne\'s Hall.',
    steps, final: null, error: 'max_remote_calls reached (7)',
  };
};

// 04 bouncy castle hire — MLflow Tracing
const r04 = (n) => {
  const steps = [{ text: 'Loading booking BK-5521 to capture the balance.', calls: [{ name: 'get_booking', args: { booking_id: 'BK-5521' }, out: { booking_id: 'BK-5521', item: 'Pirate Ship 18x15 combo', event_date: n.date(n.t + 3 * 86400000), deposit_paid: '40.00', balance_due: '95.00', customer: 'S. Patel', pm: 'pm_' + n.b62(24) } }] }];
  for (let i = 0; i < 3; i++) {
    steps.push({ calls: [{ name: 'capture_payment', args: { booking_id: 'BK-5521', amount: '95.00', currency: 'GBP' }, error: 'card_declined: do_not_honor', out: { error: { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.', request_log_url: `https://dashboard.stripe.com/logs/req_${n.b62(14)}`, charge: 'ch_' + n.b62(24) }, headers: { 'request-id': 'req_' + n.b62(14), 'stripe-version': '2024-06-20', date: n.http(n.adv(1000, 4000)) } } }] });
    steps.push({ text: 'The card was declined again. I\'ll text the customer and retry the charge.', calls: [{ name: 'send_sms', args: { to: '+447700900' + n.digits(3), body: 'Hi, this is Bounce Kingdom. We couldn\'t take the £95 balance for your Pirate Ship hire — your card was declined. We\'ll try again shortly.' }, out: { sid: 'SM' + n.hex(32), status: 'queued', segments: 2 } }] });
  }
  return {
    domain: 'bouncy castle hire', style: 'mlflow', agent: 'BalanceCollector', model: 'gpt-4o-mini',
    isolates: 'A payment agent charges the same declined card three times with the same do_not_honor result and texts the customer the same message after each decline.',
    system: 'You collect outstanding balances for Bounce Kingdom inflatable hire bookings.',
    goal: 'Collect the £95 balance for booking BK-5521 before the delivery date.',
    steps, final: 'The balance for BK-5521 has still not been collected; the card keeps being declined.',
  };
};

// 05 Android app build (Kotlin/Gradle) — Claude Agent SDK transcript
const r05 = (n) => {
  const fail = () => `> Task :app:checkReleaseAarMetadata FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkReleaseAarMetadata'.\n> Could not resolve all files for configuration ':app:releaseRuntimeClasspath'.\n   > Could not GET 'https://maven.pkg.github.com/tidewell/android-libs/com/tidewell/ui-kit/3.2.0/ui-kit-3.2.0.pom'. Received status code 401 from server: Unauthorized\n\nBUILD FAILED in ${n.int(8, 40)}s\n${n.int(12, 30)} actionable tasks: ${n.int(2, 9)} executed, ${n.int(5, 20)} up-to-date\nConfiguration cache entry stored. (${n.tmp('.bin')})`;
  const steps = [{ text: 'Let me try a release build first.', calls: [{ name: 'Bash', args: { command: './gradlew :app:assembleRelease', description: 'Build release APK' }, error: 'Exit code 1', out: fail() }] }];
  for (let i = 0; i < 3; i++) {
    steps.push({ text: 'The build fails resolving `com.tidewell:ui-kit:3.2.0` from GitHub Packages with a 401 Unauthorized. The credentials for the private Maven repository seem to be missing. I\'ll retry the build.', calls: [{ name: 'Bash', args: { command: i === 1 ? './gradlew :app:assembleRelease --refresh-dependencies' : './gradlew :app:assembleRelease', description: 'Retry release build' }, error: 'Exit code 1', out: fail() }] });
  }
  steps.push({ text: 'The build still fails resolving `com.tidewell:ui-kit:3.2.0` from GitHub Packages with a 401 Unauthorized. The credentials for the private Maven repository seem to be missing. I\'ll retry the build.', calls: [{ name: 'Bash', args: { command: './gradlew :app:assembleRelease', description: 'Retry release build' }, error: 'Exit code 1', out: fail() }] });
  return {
    domain: 'Android app release build', style: 'claude_sdk', agent: 'main', model: 'claude-sonnet-4-20250514',
    isolates: 'A coding agent reruns the same Gradle release build five times, hits the same 401 from the private Maven repo, and tells the user the same diagnosis each time without fixing credentials.',
    goal: 'Build a signed release APK of the Tidewell tide-tables app so I can upload it for internal testing.',
    agentOpts: { cwd: '/home/dev/tidewell-android' },
    steps, final: null, error: 'error_max_turns',
  };
};

// 06 home care visit rostering — AutoGen
const r06 = (n) => {
  const steps = [{ text: 'Building next week\'s roster from the visit plan.', calls: [{ name: 'build_roster', args: { week: 'W' + n.int(10, 50), region: 'North Leeds' }, out: { carers: 23, visits: 412, unassigned: 0, roster_id: 'RST-' + n.digits(6), solver_ms: n.ms(800, 9000) } }] }];
  for (let i = 0; i < 3; i++) {
    steps.push({ calls: [{ name: 'push_roster_to_carer_app', args: { roster_id: 'RST-latest', notify: true }, error: '503 Service Unavailable', out: { status: 503, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection timeout', headers: { 'retry-after': '30', 'x-envoy-upstream-service-time': String(n.int(3000, 15000)), server: 'envoy', date: n.http(n.adv(3000, 30000)) } } }] });
    steps.push({ text: 'The carer app rejected the roster push with a 503. Posting to the coordinators and trying again.', calls: [{ name: 'post_teams_message', args: { channel: 'North Leeds Coordinators', text: 'Next week\'s roster is ready but publishing to the carer app failed (503 Service Unavailable). Retrying now — carers have not been notified yet.' }, out: { id: n.digits(13), createdDateTime: n.iso() } }] });
  }
  return {
    domain: 'home care visit rostering', style: 'autogen', agent: 'roster_agent', model: 'gpt-4o',
    isolates: 'A rostering agent pushes the same roster three times into the same 503 from the carer app and posts the same coordinator message after every failure.',
    system: 'You publish weekly visit rosters for a home care provider and keep coordinators informed.',
    goal: 'Publish next week\'s North Leeds roster to the carer app so carers get their visit lists.',
    agentOpts: { team: 'RoundRobinGroupChat', stop: 'Maximum number of messages 8 reached' },
    steps, final: null,
  };
};

export default [r01, r02, r03, r04, r05, r06];
