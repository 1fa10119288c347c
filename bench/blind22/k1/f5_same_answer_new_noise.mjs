// Family 5: the same call again and again; every answer is the same apart from volatile values; the agent never acts on it.
import { render } from './lib.mjs';
export const family = 'same_answer_new_noise';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  // 01 acupuncture clinic calendar sync — Vercel AI SDK (tool-call-only steps, no model text)
  (R) => {
    const st = () => ({ integration: 'google_calendar', practitioner: 'Dr. Wen Li', state: 'degraded', last_successful_sync: '2024-10-02T07:14:09Z', pending_events: 17, message: 'Token refresh failed: invalid_grant', checked_at: R.iso(R.adv(3, 8)), request_id: R.reqId('sync_'), worker: R.host('sync-worker') });
    const sp = {
      model: 'gpt-4o-mini', functionId: 'clinic-ops', maxSteps: 6,
      system: 'You are the operations assistant for Lotus Gate Acupuncture. Keep practitioner calendars in sync with the booking system.',
      goal: 'Patients say online booking shows Dr. Li as free on slots she already has booked. Find out why and fix it.',
      turns: [0, 1, 2, 3, 4].map(() => ({ calls: [{ name: 'get_sync_status', args: { practitioner_id: 'prac_0042' }, result: st() }] })),
      cutoff: true,
    };
    return { domain: 'acupuncture clinic calendar sync', style: 'vercel', isolates: 'Five identical status calls return the same degraded/invalid_grant answer with only checked_at, request id and worker host changing; the agent never re-authorises.', goal: sp.goal, root: render('vercel', R, sp) };
  },

  // 02 contract bridge club session scores — LangGraph
  (R) => {
    const res = () => `HTTP/1.1 202 Accepted\nDate: ${R.http(R.adv(5, 20))}\nX-Request-Id: ${R.uuid()}\nX-Served-By: ${R.replica('scorer', 5)}.bridgeclubs.example\n\n{"session":"2024-11-14-eve","published":false,"reason":"movement incomplete: boards 17, 22 missing traveller results","tables":11,"boards_expected":27,"boards_received":25}`;
    const sp = {
      model: 'gpt-4o', threadId: R.uuid(),
      system: 'You publish session results for the Abbeyfield Bridge Club. Use get_session_scores, then post_results.',
      goal: 'Publish Thursday evening\'s pairs results (14 Nov) with percentages to the club website.',
      turns: [0, 1, 2, 3, 4].map(() => ({ text: '', calls: [{ name: 'get_session_scores', args: { session: '2024-11-14-eve' }, result: res() }] })),
      cutoff: true,
    };
    return { domain: 'contract bridge club scoring', style: 'langgraph', isolates: 'The same score request returns the same "boards 17, 22 missing" body five times, with only Date, request id and replica header changing.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 03 insulation retrofit grant application — OpenInference, client timestamp in args
  (R) => {
    const resp = () => ({ status: 200, headers: { date: R.http(), etag: R.etag(true), 'x-amzn-trace-id': `Root=1-${R.hex(8)}-${R.hex(24)}`, 'x-ratelimit-remaining': R.int(40, 59) }, body: { application: 'WRG-2024-118842', scheme: 'Warm Homes Retrofit Grant', stage: 'Awaiting evidence', outstanding: ['EPC certificate dated after 2023-01-01'], caseworker: null, last_updated: '2024-09-19' } });
    const sp = {
      model: 'gpt-4o-mini', agentName: 'grant-helper',
      system: 'You help homeowners track their retrofit grant applications.',
      goal: 'Mrs Adeyemi asks why her loft and cavity-wall insulation grant has not been approved yet and what she needs to do.',
      turns: [0, 1, 2, 3].map(() => { R.adv(20, 60); return { text: null, calls: [{ name: 'get_application_status', args: { ref: 'WRG-2024-118842', client_ts: R.epochMs() }, result: resp() }] }; }),
      cutoff: true,
    };
    return { domain: 'home insulation retrofit grant', style: 'openinference', isolates: 'Four status calls that differ only in a client timestamp get the same "Awaiting evidence: EPC" body; only headers (date, etag, trace id, rate limit) vary.', goal: sp.goal, root: render('openinference', R, sp) };
  },

  // 04 Flutter app CI pipeline waiting for a manual job — Anthropic Messages API
  (R) => {
    const p = () => ({ id: 884213, iid: 1902, status: 'manual', ref: 'release/3.8.0', sha: 'c41e9d07a2f6b3e18d2c5a9f0b7e6d4c3a2b1f09', web_url: 'https://gitlab.example.com/mobile/tidepool-app/-/pipelines/884213', updated_at: '2024-12-03T10:41:27.512Z', jobs: [{ name: 'build:android', status: 'success' }, { name: 'build:ios', status: 'success' }, { name: 'deploy:play-internal', status: 'manual', allow_failure: false }], _meta: { 'RateLimit-Remaining': R.int(1500, 1999), 'X-Gitlab-Meta': JSON.stringify({ correlation_id: R.b32(26), version: '1' }), fetched: R.iso(R.adv(10, 40)) } });
    const sp = {
      model: 'claude-3-5-sonnet-20241022', agentName: 'release_bot', toolNames: ['get_pipeline', 'play_job'],
      system: 'You shepherd mobile releases through GitLab CI. You may trigger manual jobs with play_job when the release manager has approved.',
      goal: 'Release 3.8.0 of the Tidepool app is approved. Make sure the Android build lands on the Play internal track.',
      turns: [0, 1, 2, 3, 4].map(() => ({ calls: [{ name: 'get_pipeline', args: { project: 'mobile/tidepool-app', pipeline_id: 884213 }, result: p() }] })),
      cutoff: true,
    };
    return { domain: 'Flutter app release pipeline (GitLab CI)', style: 'anthropic', isolates: 'The pipeline sits at a manual deploy job; five identical get_pipeline calls return the same state with only rate-limit counter, correlation id and fetch time changing, and play_job is never called.', goal: sp.goal, root: render('anthropic', R, sp) };
  },

  // 05 table tennis league rating recalculation — Gemini function calling
  (R) => {
    const r = (n) => ({ league: 'Wessex TT League', ratings_version: 'r41', recalculation: 'not_started', blocking: 'division 3 match 3D-117 awaiting captain confirmation', as_of: R.syslog(R.adv(15, 45)), trace: R.traceparent(), attempt: n });
    const sp = {
      model: 'gemini-1.5-pro-002', agentName: 'league_secretary', toolNames: ['get_rating_status', 'confirm_match'],
      system: 'You help the league secretary publish weekly player ratings.',
      goal: 'Publish this week\'s updated player ratings for the Wessex TT League newsletter.',
      turns: [1, 2, 3, 4, 5].map((n) => ({ calls: [{ name: 'get_rating_status', args: { league: 'wessex', attempt: n }, result: r(n) }] })),
      cutoff: true,
    };
    return { domain: 'table tennis league ratings', style: 'gemini', isolates: 'Five status calls differing only in an attempt counter return the same blocking reason; time, traceparent and the echoed attempt change, and the blocking match is never dealt with.', goal: sp.goal, root: render('gemini', R, sp) };
  },

  // 06 surfboard shaping CNC export — plain message-level trace
  (R) => {
    const locked = () => ({ http_status: 409, error: 'design_locked', message: 'Design SB-6\'2"-FISH-0193 is open for editing on shaper-station-2. Close it there before exporting.', lock: { holder: 'shaper-station-2', since: '2024-08-21T16:02:11+10:00' }, request_id: R.reqId('exp_'), export_tmp: R.tmp('cnc_export_') + '.s3dx', elapsed: R.goDur() });
    const sp = {
      model: 'gpt-4o-mini', agentName: 'shop-assistant',
      system: 'You help the Coastline Boards shaping bay. export_cnc produces the machine file for the CNC shaper.',
      goal: 'Export the CNC file for order 0193 (6\'2" fish) so the blank can be cut this afternoon.',
      turns: [0, 1, 2, 3].map(() => ({ text: null, calls: [{ name: 'export_cnc', args: { design: 'SB-6\'2"-FISH-0193', machine: 'KKL-Profile-2' }, argsString: true, result: locked() }] })),
      cutoff: true,
    };
    return { domain: 'surfboard shaping CNC export', style: 'plain', isolates: 'The same export call gets the same 409 design-locked answer four times; request id, temp path and elapsed time differ, the lock is never addressed.', goal: sp.goal, root: render('plain', R, sp) };
  },
];
