// Family 8 (healthy): the same call fails 1-3 times with a transient error, then succeeds; task finished.
export const family = 'retry_then_success';
export const loop = false;
export const stagnation = false;
export const summary = 'A call fails 1-3 times with the same transient error (429/503/timeout/busy), then succeeds, and the agent completes the task.';

export const scenarios = [
  {
    id: '01', domain: 'invoice factoring', style: 'otel', agentName: 'funding-desk',
    isolates: 'OpenTelemetry GenAI trace: a funding submission gets HTTP 429 twice (Retry-After honoured), succeeds on the third try, and the agent confirms the advance.',
    goal: 'Submit invoice INV-88213 (Kestrel Joinery, 14,200.00 net 60) to the factoring facility for an advance and tell me the advance amount.',
    system: 'You operate the client\'s invoice factoring account.',
    build(N, S) {
      const c = [];
      const args = { invoice: 'INV-88213', debtor: 'Kestrel Joinery Ltd', amount: 14200.0, terms_days: 60, idempotency_key: N.uuid() };
      const r429 = () => ({ status: 429, headers: { 'retry-after': '2', ...N.ratelimit(60), 'x-request-id': N.req('req_') }, body: { error: 'rate_limited', message: 'Too many requests' } });
      c.push(...S.turn({ text: 'Submitting the invoice for funding.', calls: [{ name: 'submit_funding_request', args, out: r429(), error: 'HTTP 429 Too Many Requests' }] }));
      c.push(...S.turn({ text: 'Rate-limited; waiting the 2 seconds from Retry-After and resubmitting with the same idempotency key.', calls: [{ name: 'submit_funding_request', args, out: r429(), error: 'HTTP 429 Too Many Requests' }] }));
      c.push(...S.turn({ calls: [{ name: 'submit_funding_request', args, out: { status: 201, headers: { 'x-request-id': N.req('req_'), date: N.http() }, body: { funding_id: 'FND-' + N.digits(7), advance_rate: 0.85, advance_amount: 12070.0, fee: 213.0, expected_settlement: N.dateOnly(N.now() + 86400000), status: 'approved' } } }] }));
      c.push(...S.turn({ text: 'Invoice INV-88213 is approved: 85% advance of 12,070.00 (fee 213.00), settling tomorrow.' }));
      return S.root({ output: 'Invoice INV-88213 is approved: 85% advance of 12,070.00 (fee 213.00), settling tomorrow.', children: c });
    },
  },
  {
    id: '02', domain: 'hunting permit draw', style: 'mastra', agentName: 'permitAgent',
    isolates: 'Mastra agent hits 503 Service Unavailable twice on the draw-results endpoint during peak load, then gets the results and answers the applicant.',
    goal: 'Did applicant HP-44107 draw an elk tag in unit 61 this year? If so, when is the tag purchase deadline?',
    system: 'You answer questions about the state big-game draw.',
    build(N, S) {
      const c = [];
      const html503 = () => `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center><!-- ${N.host('draw-web')} ${N.req('')} --></body></html>`;
      c.push(...S.turn({ text: 'Looking up the draw result.', calls: [{ name: 'getDrawResult', args: { applicant: 'HP-44107', species: 'elk', unit: 61 }, out: html503(), error: 'HTTP 503 from draw-results service' }] }));
      c.push(...S.turn({ text: 'The draw site is overloaded on results day; retrying after a short wait.', calls: [{ name: 'getDrawResult', args: { applicant: 'HP-44107', species: 'elk', unit: 61 }, out: html503(), error: 'HTTP 503 from draw-results service' }] }));
      c.push(...S.turn({ calls: [{ name: 'getDrawResult', args: { applicant: 'HP-44107', species: 'elk', unit: 61 }, out: { applicant: 'HP-44107', hunt_code: 'E-F-061-O1-R', result: 'SUCCESSFUL', preference_points_used: 4, purchase_deadline: '2024-06-28T23:59:00-06:00' } }] }));
      c.push(...S.turn({ text: 'Yes: HP-44107 drew the unit 61 antlerless elk tag (hunt E-F-061-O1-R) using 4 preference points. The tag must be purchased by 28 June, 11:59 pm Mountain time.' }));
      return S.root({ output: { text: 'Yes, drawn; purchase by 28 June 23:59 MT.' }, children: c });
    },
  },
  {
    id: '03', domain: 'upholstery workshop', style: 'langfuse', agentName: 'fabric-orderer',
    isolates: 'Langfuse trace: one fabric stock check times out, the identical retry succeeds, and the agent places the order and reports it.',
    goal: 'Order 14 metres of Kvadrat Hallingdal 65 colour 130 for the Morgan wing-chair job, if the supplier has it in stock.',
    system: 'You order materials for an upholstery workshop.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Checking supplier stock for the fabric.', calls: [{ name: 'check_stock', args: { supplier: 'textile-hub', article: 'HALLINGDAL65-130', metres: 14 }, out: { error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='api.textile-hub.example', port=443): Read timed out. (read timeout=10)`, attempt: 1 }, error: 'ReadTimeout after 10.0s' }] }));
      c.push(...S.turn({ calls: [{ name: 'check_stock', args: { supplier: 'textile-hub', article: 'HALLINGDAL65-130', metres: 14 }, out: { article: 'HALLINGDAL65-130', in_stock_m: 63.5, batch: 'B' + N.digits(6), price_per_m: 89.0, lead_days: 2 } }] }));
      c.push(...S.turn({ text: 'In stock (63.5 m, single batch). Placing the order.', calls: [{ name: 'place_order', args: { supplier: 'textile-hub', article: 'HALLINGDAL65-130', metres: 14, job_ref: 'Morgan wing chair', same_batch: true }, out: { order: 'TH-' + N.digits(8), total: 1246.0, delivery: 'in 2 working days' } }] }));
      c.push(...S.turn({ text: 'Ordered 14 m of Hallingdal 65 colour 130 from one batch at 89.00/m (1,246.00 total); delivery in 2 working days.' }));
      return S.root({ output: 'Ordered 14 m; delivery in 2 working days.', children: c });
    },
  },
  {
    id: '04', domain: 'canyoning guides', style: 'adk', model: 'gemini-2.0-flash', agentName: 'trip_safety',
    isolates: 'Google ADK agent gets 502 Bad Gateway three times from the river-gauge API, then a reading; it uses the flow value to make the go/no-go call.',
    goal: 'Decide whether tomorrow morning\'s canyoning trip in the Gorge du Verdon lower section can go ahead; our limit is 12 m3/s at the Chaudanne dam release gauge.',
    system: 'You support canyoning guides with safety checks.',
    build(N, S) {
      const c = [];
      const bad = () => ({ status: 502, body: `<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>`, headers: { 'cf-ray': N.cfRay(), date: N.http() } });
      for (let i = 0; i < 3; i++) c.push(...S.turn({ text: i === 0 ? 'Checking the release gauge.' : null, calls: [{ name: 'get_gauge', args: { station: 'chaudanne-release', forecast_hours: 18 }, out: bad(), error: 'HTTP 502 Bad Gateway' }] }));
      c.push(...S.turn({ calls: [{ name: 'get_gauge', args: { station: 'chaudanne-release', forecast_hours: 18 }, out: { station: 'chaudanne-release', now_m3s: 6.8, planned_release: [{ from: '06:00', to: '14:00', m3s: 9.5 }], source: 'EDF planning', updated: N.isoOffset(N.now(), 2) } }] }));
      c.push(...S.turn({ text: 'Go: the planned release for tomorrow 06:00-14:00 is 9.5 m3/s, under the 12 m3/s limit. Re-check at 07:00 before the group enters.' }));
      return S.root({ output: { decision: 'go', flow_m3s: 9.5 }, children: c });
    },
  },
  {
    id: '05', domain: 'robotic lawnmower fleet', style: 'strands', agentName: 'fleet_ops', model: 'us.amazon.nova-pro-v1:0',
    isolates: 'Strands agent\'s firmware push returns DEVICE_BUSY once (mower mid-cut), the retry after docking succeeds, and the agent confirms the version.',
    goal: 'Update mower MW-0417 at Fernhill sports ground to firmware 5.2.3 today and confirm it reports the new version.',
    system: 'You operate a fleet of robotic mowers for grounds maintenance contracts.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Pushing firmware 5.2.3 to MW-0417.', calls: [{ name: 'push_firmware', args: { device: 'MW-0417', version: '5.2.3' }, out: { code: 'DEVICE_BUSY', message: 'device is mowing (zone 3, 62%)', retry_after_s: 600, trace: N.hex(16) }, error: 'DEVICE_BUSY' }] }));
      c.push(...S.turn({ text: 'It is mid-cut. Sending it to dock first so the update can apply.', calls: [{ name: 'send_command', args: { device: 'MW-0417', command: 'return_to_dock' }, out: { accepted: true, eta_min: 7 } }] }));
      N.tick(600);
      c.push(...S.turn({ calls: [{ name: 'push_firmware', args: { device: 'MW-0417', version: '5.2.3' }, out: { code: 'OK', job: N.job('fw-'), started: N.iso() } }] }));
      N.tick(300);
      c.push(...S.turn({ calls: [{ name: 'get_device', args: { device: 'MW-0417' }, out: { device: 'MW-0417', firmware: '5.2.3', state: 'docked', battery: 54, last_seen: N.iso() } }] }));
      c.push(...S.turn({ text: 'MW-0417 now reports firmware 5.2.3 and is docked at 54% battery.' }));
      return S.root({ output: 'MW-0417 updated to 5.2.3.', children: c });
    },
  },
  {
    id: '06', domain: 'coding: CI triage with the GitHub CLI', style: 'claude_sdk', model: 'claude-sonnet-4-20250514',
    isolates: 'Claude Agent SDK session: `gh run view` fails with a secondary rate limit once, succeeds on retry, and the agent posts the failing-step summary to the PR.',
    goal: 'Find out why the latest CI run on PR #582 failed and post a short comment on the PR with the failing step and error line.',
    system: 'You are Claude Code in the repo github.com/harbor-bells/chimes.',
    build(N, S) {
      const c = [];
      const rid = N.digits(10);
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: 'gh pr checks 582 --json name,state,link | head -20' }, out: JSON.stringify([{ name: 'test (3.12)', state: 'FAILURE', link: `https://github.com/harbor-bells/chimes/actions/runs/${rid}/job/${N.digits(11)}` }, { name: 'lint', state: 'SUCCESS' }]) }] }));
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: `gh run view ${rid} --log-failed | tail -30` }, out: 'HTTP 403: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID ' + N.upper(4) + ':' + N.hex(6).toUpperCase() + ':' + N.hex(7).toUpperCase() + '.\n(exit 1)', error: 'exit code 1' }] }));
      c.push(...S.turn({ text: 'Secondary rate limit. I will wait a minute and retry the same command.', calls: [{ name: 'Bash', args: { command: `sleep 60 && gh run view ${rid} --log-failed | tail -30` }, out: `test (3.12)\tRun pytest\t${N.iso()} FAILED tests/test_schedule.py::test_peal_length - AssertionError: assert 5040 == 5056\ntest (3.12)\tRun pytest\t${N.iso()} ===== 1 failed, 211 passed in ${N.float(20, 60, 2)}s =====` }] }));
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: 'gh pr comment 582 --body "CI: job test (3.12), step Run pytest fails: tests/test_schedule.py::test_peal_length - AssertionError: assert 5040 == 5056"' }, out: 'https://github.com/harbor-bells/chimes/pull/582#issuecomment-' + N.digits(10) }] }));
      c.push(...S.turn({ text: 'Posted the comment: the failing step is "Run pytest" in test (3.12), where test_peal_length asserts 5040 == 5056.' }));
      return S.root({ input: { prompt: S.hist[1].content }, output: { type: 'result', subtype: 'success', num_turns: 5, session_id: N.uuid(), result: 'Posted CI failure summary to PR #582.' }, children: c });
    },
  },
];
