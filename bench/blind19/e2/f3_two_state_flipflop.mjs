// Family: two_state_flipflop (loop: true, stagnation: false)
// The agent switches between two states A,B,A,B...; each check in a state returns what it returned
// last time in that state. The model's text offers a different rationale each time (no verbatim
// restatement), so the model text itself is not stagnant, but the run learns nothing.

// 01 Kubernetes ingress rewrite toggle — OpenInference / Arize Phoenix
const r01 = (n) => {
  const on = () => ({ name: 'curl', args: { url: 'https://staging.lumen-pay.dev/api/health', include_headers: true }, out: `HTTP/2 404\r\ndate: ${n.http(n.adv(4000, 20000))}\r\ncontent-type: text/plain; charset=utf-8\r\nx-request-id: ${n.hex(32)}\r\nstrict-transport-security: max-age=15724800; includeSubDomains\r\n\r\n404 page not found` });
  const off = () => ({ name: 'curl', args: { url: 'https://staging.lumen-pay.dev/api/health', include_headers: true }, out: `HTTP/2 502\r\ndate: ${n.http(n.adv(4000, 20000))}\r\ncontent-type: text/html\r\ncontent-length: 150\r\n\r\n<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>` });
  const patch = (v) => ({ name: 'kubectl', args: { cmd: v ? `annotate ingress api -n staging nginx.ingress.kubernetes.io/rewrite-target=/$2 --overwrite` : 'annotate ingress api -n staging nginx.ingress.kubernetes.io/rewrite-target-' }, out: `ingress.networking.k8s.io/api ${v ? 'annotated' : 'annotated'}\n(resourceVersion ${n.int(1000000, 9999999)}, ${n.iso()})` });
  return {
    domain: 'Kubernetes ingress debugging', style: 'openinference', agent: 'infra-agent', model: 'gpt-4o',
    isolates: 'An infra agent toggles the ingress rewrite-target annotation on and off three times; with it on the health check is always 404, with it off always 502, and it never looks at the backend.',
    system: 'You are an SRE assistant with kubectl and curl access to the staging cluster.',
    goal: 'The staging /api/health endpoint for lumen-pay is failing after the ingress migration. Make it return 200.',
    steps: [
      { text: 'First, reproduce the failure.', calls: [on()] },
      { text: 'A 404 from the controller means the path is not matched after rewriting; removing the rewrite-target annotation should let /api/health pass through unchanged.', calls: [patch(false)] },
      { calls: [off()] },
      { text: 'Now nginx returns 502, so the request reaches an upstream that cannot serve the un-rewritten /api prefix. The rewrite was needed after all — restoring it.', calls: [patch(true)] },
      { calls: [on()] },
      { text: 'Back to 404. Possibly the controller had not reloaded its config on the first attempt; with a fresh reload, dropping the rewrite might behave differently.', calls: [patch(false)] },
      { calls: [off()] },
      { text: 'Still 502 without the rewrite. Maybe the earlier 404 was caused by caching at the edge; re-adding the annotation to test that theory.', calls: [patch(true)] },
      { calls: [on()] },
      { text: 'The 404 again. Perhaps the annotation needs to be absent for the new pathType: Prefix rules — switching it off once more to compare.', calls: [patch(false)] },
      { calls: [off()] },
    ],
    final: null, error: 'Agent stopped: recursion limit 12 reached',
  };
};

// 02 barber shop booking site — plain message-level browser agent
const r02 = (n) => {
  const tab = (t) => ({ name: 'browser_click', args: { selector: `button[role=tab][data-tab="${t}"]` }, out: { url: `https://book.fadeandco.co.uk/admin/appointments?tab=${t}&_=${n.epochMs(n.adv(2000, 6000))}`, title: 'Appointments · Fade & Co', snapshot: t === 'upcoming' ? '<ul class="appts"><li>09:30 Liam O. — Skin fade (Marco)</li><li>10:15 Dev P. — Beard trim (Sana)</li><li>11:00 Callum R. — Cut & wash (Marco)</li></ul><p class="count">3 of 3</p>' : '<ul class="appts"><li>Yesterday 16:45 Ahmed K. — Cut (Sana)</li><li>Yesterday 17:30 Josh T. — Hot towel shave (Marco)</li></ul><p class="count">2 of 2</p>', render_ms: n.ms(200, 1400) } });
  return {
    domain: 'barber shops', style: 'plain', agent: 'browser-operator', model: 'gpt-4o',
    isolates: 'A browser agent flips between the Upcoming and Past tabs of a booking admin three times looking for a client, each tab showing the same list it showed before.',
    system: 'You operate the Fade & Co booking admin in a browser for the shop manager.',
    goal: 'Find Jamie Whitlock\'s appointment from this week and move it to Friday 14:00 with Sana.',
    steps: [
      { text: 'Opening the appointments admin.', calls: [{ name: 'browser_navigate', args: { url: 'https://book.fadeandco.co.uk/admin/appointments' }, out: { status: 200, title: 'Appointments · Fade & Co', session: 'sess_' + n.b62(16) } }] },
      { text: 'Jamie\'s booking is "this week"; it may not have happened yet, so Upcoming first.', calls: [tab('upcoming')] },
      { text: 'No Jamie in Upcoming. If the visit was earlier this week it would sit under Past.', calls: [tab('past')] },
      { text: 'Past only lists yesterday. The list might have been still loading on Upcoming — checking it again.', calls: [tab('upcoming')] },
      { text: 'Same three bookings. Perhaps Past paginates by day and I need to look once more.', calls: [tab('past')] },
      { text: 'Nothing for Whitlock. Maybe bookings made by phone show up in Upcoming after a refresh.', calls: [tab('upcoming')] },
      { text: 'Still only Liam, Dev and Callum. Trying Past again in case the filter reset.', calls: [tab('past')] },
    ],
    final: null, error: 'max_iterations (8) reached',
  };
};

// 03 double-glazing installers — smolagents CodeAgent
const r03 = (n) => {
  const q = (unit) => ({ name: 'quote_calculator', args: { product: 'uPVC casement A-rated', width: unit === 'mm' ? 1210 : 47.6, height: unit === 'mm' ? 1050 : 41.3, unit }, out: unit === 'mm' ? `Quote Q-${n.digits(6)} | 1210x1050mm | £642.00 + fit £180.00 | valid until ${n.eu(n.t + 30 * 86400000)} | calc ${n.ms(40, 300)}ms` : `Quote Q-${n.digits(6)} | ERROR: dimensions below minimum 300mm after conversion (47.6 -> 47.6mm) | calc ${n.ms(40, 300)}ms` });
  return {
    domain: 'double-glazing installers', style: 'smolagents', agent: 'quote_agent', model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
    isolates: 'A code agent alternates the quote calculator between millimetres and inches for the same window, always getting £642 in mm and the same minimum-size error in inches.',
    goal: 'The customer measured their kitchen window as 47.6 x 41.3 inches. Get a fitted price for an A-rated uPVC casement and check it matches the £590 the surveyor quoted.',
    agentOpts: { cls: 'CodeAgent' },
    steps: [
      { thought: 'The customer gave inches, so I pass inches directly.', calls: [q('in')] },
      { thought: 'The calculator treated the numbers as millimetres. Converting to mm myself: 47.6in ≈ 1210mm, 41.3in ≈ 1050mm.', calls: [q('mm')] },
      { thought: '£642 + £180 fitting is far above £590. The surveyor may have entered the inch figures, so let me check the inches price path again.', calls: [q('in')] },
      { thought: 'Inches gives an error rather than a price; the £590 could come from a rounding difference in mm mode, rerunning it.', calls: [q('mm')] },
      { thought: 'Maybe the unit flag only applies on a second call after a session is set; trying inches once more.', calls: [q('in')] },
      { thought: 'Perhaps the price depends on the order of unit calls; running millimetres again to compare.', calls: [q('mm')] },
    ],
    final: null, error: 'AgentMaxStepsError: Reached max steps.',
  };
};

// 04 marathon organisers — LangGraph
const r04 = (n) => {
  const f = (wave) => ({ name: 'search_entrants', args: { event: 'riverside-marathon', surname: 'Oduya', wave } , out: wave === 'A' ? { results: [], total: 0, wave: 'A', took_ms: n.ms(5, 90), cursor: null, index_version: 'entrants_v' + n.int(100, 130) } : { results: [{ bib: null, name: 'Grace Oduya', status: 'PAID_UNALLOCATED', wave: null, registered: '2024-01-09' }], total: 1, wave: 'ALL', took_ms: n.ms(5, 90), cursor: null } });
  return {
    domain: 'marathon organising', style: 'langgraph', agent: 'race-ops', model: 'gpt-4o-mini',
    isolates: 'A race-ops agent switches the entrant search between wave A and all waves twice over; wave A always returns nothing and all waves always returns the same unallocated entry.',
    system: 'You support the Riverside Marathon entries team.',
    goal: 'Grace Oduya says her bib number is missing from her confirmation email. Find her bib and resend it.',
    steps: [
      { text: 'Elite and club runners start in wave A; she mentioned a club, so filter on A.', calls: [f('A')] },
      { text: 'No match in A, so search across all waves.', calls: [f('ALL')] },
      { text: 'She is paid but has no bib or wave. The allocation might only show when filtering by the wave she requested, which was A on her form.', calls: [f('A')] },
      { text: 'Wave A remains empty for her. Possibly the all-waves index is fresher; switching back to ALL.', calls: [f('ALL')] },
      { text: 'Same unallocated record. Checking the wave A index again in case allocation just ran.', calls: [f('A')] },
    ],
    final: null, error: 'GraphRecursionError: Recursion limit of 11 reached without hitting a stop condition.',
  };
};

// 05 credit union loan status — Google ADK
const r05 = (n) => {
  const v1 = () => ({ name: 'loan_api_get', args: { path: '/v1/loans/LN-448120/status' }, out: { status: 410, body: { error: 'Gone', message: 'v1 retired. Use /v2/applications/{id}', sunset: '2024-09-30' }, headers: { 'x-correlation-id': n.uuid(), 'x-served-by': n.host('core-gw') } } });
  const v2 = () => ({ name: 'loan_api_get', args: { path: '/v2/applications/LN-448120' }, out: { status: 404, body: { code: 'APPLICATION_NOT_FOUND', detail: 'No application with id LN-448120' }, headers: { 'x-correlation-id': n.uuid(), 'x-served-by': n.host('core-gw'), 'x-ratelimit-remaining': String(n.int(40, 98)) } } });
  return {
    domain: 'credit unions', style: 'google_adk', agent: 'member_services', model: 'gemini-2.0-flash',
    isolates: 'A member-services agent alternates between the retired v1 loan endpoint (always 410) and the v2 endpoint with the old id (always 404) three times, never looking up the v2 id.',
    system: 'You answer member questions for Northgate Credit Union using the core banking API.',
    goal: 'Member 20931 asks whether her car loan application LN-448120 has been approved.',
    steps: [
      { text: 'Checking the loan status.', calls: [v1()] },
      { text: 'v1 is retired; the response points to /v2/applications, so I\'ll use that path.', calls: [v2()] },
      { text: 'v2 does not know LN-448120. The id looks like a v1 identifier, so the v1 endpoint may still answer for legacy ids.', calls: [v1()] },
      { text: '410 again. The 404 on v2 may have been a replication delay between the gateways.', calls: [v2()] },
      { text: 'Still not found on v2. Perhaps v1 has a grace period for specific members; trying it again.', calls: [v1()] },
      { text: 'Trying v2 once more through a different gateway replica.', calls: [v2()] },
    ],
    final: 'I was not able to retrieve the status of LN-448120 yet.',
  };
};

// 06 hostel bookings analytics (dbt) — W&B Weave
const r06 = (n) => {
  const co = (b) => ({ name: 'git', args: { args: ['checkout', b] }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
  const run = (b) => ({ name: 'dbt', args: { args: ['build', '--select', 'fct_bed_nights', '--target', 'dev'] }, out: `${n.hms(n.adv(20000, 60000))}  Running with dbt=1.8.${n.int(1, 7)}\n${n.hms()}  Found 48 models, 112 tests, 9 sources\n${n.hms()}  1 of 1 OK created sql table model dev_${n.b36(5)}.fct_bed_nights ...... [SELECT ${b === 'main' ? '1,284,019' : '1,196,442'} in ${n.secs(3, 20)}]\n${n.hms()}  Completed successfully\n${n.hms()}  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1` });
  return {
    domain: 'hostel bookings analytics', style: 'weave', agent: 'DataAgent', model: 'gpt-4.1',
    isolates: 'A data agent checks out main and the feature branch twice each and rebuilds the same model, getting 1,284,019 rows on main and 1,196,442 on the branch every time, without diffing the SQL.',
    system: 'You maintain the dbt project for Nomad Hostels\' booking warehouse.',
    goal: 'The refactor branch feat/dedupe-bookings drops about 88k bed-nights versus main. Find out why and tell me if the drop is correct.',
    steps: [
      { text: 'Baseline on main.', calls: [co('main'), run('main')] },
      { text: 'Main gives 1,284,019. Now the refactor branch.', calls: [co('feat/dedupe-bookings'), run('feat')] },
      { text: 'The branch has 87,577 fewer rows. Before concluding, I want to rule out a stale dev schema on main.', calls: [co('main'), run('main')] },
      { text: 'Main is stable. Perhaps the branch build picked up an incremental state; rebuilding it fresh.', calls: [co('feat/dedupe-bookings'), run('feat')] },
    ],
    final: null, error: 'Agent stopped: token budget exhausted',
  };
};

export default [r01, r02, r03, r04, r05, r06];
