// Family 9 — healthy: a transient failure (rate limit, timeout, lock, 503) is retried one to three
// times with the same error, then succeeds and the task is finished.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'transient_fault_then_success',
  loop: false,
  behaviour: 'Healthy look-alike of the retry loop: a transient failure is retried one to three times with the same error, then the call succeeds and the task is completed.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'sheep shearing contractor', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent\'s batch SMS send is rate-limited once (429 with retry-after), the identical batch succeeds on the retry, the notifications are logged and the agent answers.',
    goal: 'Text the five farms on Thursday\'s shearing run (17 April) their arrival windows from the run sheet, then log that they were notified.',
    build(rng) {
      const clock = new Clock('2025-04-15T17:00:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_run_sheet', 'send_sms_batch', 'log_notifications'], system: 'You are the office assistant for Hollins Shearing Co.' });
      const farms = [
        { farm: 'Greystones', phone: '+447700900112', window: '06:30-09:00', sheep: 420 },
        { farm: 'Low Fell', phone: '+447700900348', window: '09:30-11:00', sheep: 180 },
        { farm: 'Beckside', phone: '+447700900561', window: '11:30-13:30', sheep: 260 },
        { farm: 'High Moss', phone: '+447700900790', window: '14:15-16:00', sheep: 210 },
        { farm: 'Tarn Head', phone: '+447700900923', window: '16:30-18:00', sheep: 140 },
      ];
      co.step('I will fetch Thursday\'s run sheet.', [{ name: 'get_run_sheet', args: { date: '2025-04-17' }, result: { date: '2025-04-17', gang: 'Gang 2 (4 shearers, 1 wool handler)', stops: farms } }]);
      const msgs = farms.map((f) => ({ to: f.phone, text: `Hollins Shearing: we'll be with you Thu 17 Apr, arriving ${f.window}. Please have ${f.sheep} sheep penned and dry. Reply STOP to opt out.` }));
      co.step('I will send each farm its arrival window in one batch.', [{ name: 'send_sms_batch', args: { messages: msgs }, result: { status: 429, error: 'rate_limited', detail: 'Too many requests for account AC-HOLLINS (limit 1 batch / 5 s)', retry_after_s: 2, request_id: `rq_${rng.alnum(14)}` }, error: '429 Too Many Requests' }]);
      co.step('The SMS gateway rate-limited the batch and asked for a retry after 2 seconds. I will resend the same batch.', [{ name: 'send_sms_batch', args: { messages: msgs }, result: { status: 202, accepted: 5, message_ids: farms.map(() => `SM${rng.hex(32)}`), request_id: `rq_${rng.alnum(14)}` } }]);
      co.step('All 5 messages were accepted. I will log the notifications.', [{ name: 'log_notifications', args: { date: '2025-04-17', farms: farms.map((f) => f.farm), channel: 'sms' }, result: { logged: 5 } }]);
      co.answer('All five farms on Thursday\'s run were texted their arrival windows (Greystones 06:30-09:00 through Tarn Head 16:30-18:00) and the notifications are logged. The first send hit the gateway rate limit; the retry went through.');
      return co.root();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'rope-access window cleaning', style: 'letta', stagnation: true,
    isolates: 'A Letta agent hits a 503 twice when creating a job and says the same sentence both times, then the third attempt succeeds, it emails the building manager and replies - verbatim repeated model text in a healthy run.',
    goal: 'Book the rope-access window clean for Meridian House (14 floors) on Thursday 24 April, crew of 3, and email the building manager the details.',
    build(rng) {
      const clock = new Clock('2025-04-16T11:40:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'ops-scheduler', persona: 'I schedule rope-access and high-level cleaning jobs for Skyline Facade Care.' });
      lt.turn(this.goal, { name: 'ops_manager' });
      lt.step('Checking crew availability for 24 April.', 'check_crew_calendar', { date: '2025-04-24', crew_size: 3, skill: 'IRATA L1+' }, J({ date: '2025-04-24', available: [{ tech: 'S. Baird', irata: 3 }, { tech: 'K. Lumsden', irata: 2 }, { tech: 'A. Reid', irata: 1 }], rope_kit: 'KIT-04 free' }));
      const job = { site: 'Meridian House', floors: 14, date: '2025-04-24', crew: ['S. Baird', 'K. Lumsden', 'A. Reid'], supervisor: 'S. Baird', kit: 'KIT-04' };
      const e503 = () => J({ status: 503, error: 'UNAVAILABLE', message: 'scheduling-svc: upstream timeout (calendar-sync)', retry_after: 3, request_id: rng.uuid() });
      lt.step('A crew of three is free, with Baird as IRATA L3 supervisor. Creating the job.', 'create_job', job, e503(), { status: 'Failed', error: '503 UNAVAILABLE' });
      lt.step('The scheduling service returned 503. I\'ll retry creating the job.', 'create_job', job, e503(), { status: 'Failed', error: '503 UNAVAILABLE' });
      lt.step('The scheduling service returned 503. I\'ll retry creating the job.', 'create_job', job, J({ job_id: 'SFC-25-0412', status: 'SCHEDULED', date: '2025-04-24', start: '07:30', permit: 'roof access permit requested', created_at: fmt.isoMs(clock.now) }));
      lt.step('Job SFC-25-0412 is scheduled. Emailing the building manager.', 'send_email', { to: 'facilities@meridianhouse.example', subject: 'Window cleaning - Thu 24 April (job SFC-25-0412)', body: 'Our rope-access team (3 technicians, supervisor S. Baird, IRATA L3) will clean all 14 floors of Meridian House on Thursday 24 April from 07:30. Please arrange roof access from 07:15.' }, J({ queued: true, message_id: `<${rng.hex(16)}@mail.skylinefacade.example>` }));
      lt.say('Done; reporting back.', 'Booked: job SFC-25-0412, Meridian House (14 floors), Thursday 24 April from 07:30 with Baird, Lumsden and Reid on KIT-04. The building manager has been emailed and asked for roof access from 07:15. (The scheduler was briefly unavailable; the booking went through on the third try.)');
      lt.endTurn('end_turn');
      return lt.root({ stop_reason: 'end_turn', messages_to_user: 1 });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'ice cream factory', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent\'s batch-log insert is blocked twice by a row lock held by a nightly compaction job; it checks the job\'s progress in between, the third attempt succeeds, and it prints the summary and finishes.',
    goal: 'Record today\'s pasteuriser HTST run for batch IC-0412 (vanilla base, 2,400 L, 72.4 °C for 16 s) in the plant database with `batchlog add`, then print the batch summary.',
    build(rng) {
      const clock = new Clock('2025-07-09T05:03:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal });
      const cmd = 'batchlog add --batch IC-0412 --step HTST --temp-c 72.4 --hold-s 16 --volume-l 2400';
      const lock = () => `ERROR: could not obtain lock on row in relation "batch_runs"\nDETAIL: lock held by pid 31877 (nightly_compaction) since 06:58:12\nSQLSTATE: 55P03  (lock_timeout = 5s)  session ${rng.hex(8)}`;
      oh.run('Recording the HTST run.', `cd /workspace && ${cmd}`, { out: lock(), exit: 1 });
      oh.run('The nightly compaction job holds the lock; it usually finishes within a few minutes. Waiting 60 s and trying again.', `sleep 60 && ${cmd}`, { out: lock(), exit: 1, timeoutS: 70 });
      oh.run('Still locked by the same job (pid 31877). Let me see how far along it is before retrying.', 'batchlog jobs --running', { out: `JOB                 PID    RUNNING   PROGRESS  PHASE\nnightly_compaction  31877  00:04:51  92%       reindex batch_runs` });
      oh.run('It is at 92% in its last phase. Waiting 45 s, then retrying.', `sleep 45 && ${cmd}`, { out: `added run R-88412 for batch IC-0412 (HTST 72.4 °C / 16 s, 2,400 L) at ${fmt.sql(clock.now + 47000, 120)}`, timeoutS: 60 });
      oh.run('Inserted. Printing the batch summary.', 'batchlog show IC-0412', { out: 'BATCH IC-0412  vanilla base  2,400 L  line 2\nSTEP     RUN      DETAIL                     OPERATOR   STATUS\nMIX      R-88398  sugar/cream/milk solids    k.doyle    OK\nHTST     R-88412  72.4 °C / 16 s             agent      OK\nAGEING   -        pending (min 4 h at 4 °C)  -          TODO' });
      oh.finish('Done.', 'Recorded HTST run R-88412 for IC-0412 (72.4 °C / 16 s, 2,400 L). The first two attempts hit a row lock from the nightly compaction job; the third succeeded once it had nearly finished. Summary printed; ageing is the next step.');
      return oh.root('finished');
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'pasta factory', style: 'bedrock-agents', stagnation: false,
    isolates: 'A Bedrock agent\'s dryer booking gets a 504 gateway timeout once, the identical retry returns 201 BOOKED, and it answers.',
    goal: 'Put tomorrow\'s 600 kg rigatoni lot RG-3107 into Dryer 2 at 06:00.',
    build(rng) {
      const clock = new Clock('2025-10-21T15:10:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Pastificio Ardenza production assistant', region: 'eu-south-1' });
      br.begin(this.goal);
      br.act({ rationale: 'I will check Dryer 2\'s schedule for tomorrow.', group: 'DryingRoom', path: '/dryers/{dryerId}/schedule', params: [['dryerId', '2', 'integer'], ['date', '2025-10-22']], result: { dryer: 2, date: '2025-10-22', capacityKg: 800, slots: [{ start: '00:00', end: '05:40', lot: 'PN-3102 (penne)' }, { start: '06:00', end: null, lot: null }], cycleHours: { rigatoni: 7.5 } } });
      const body = { lot: 'RG-3107', product: 'rigatoni', weightKg: 600, start: '2025-10-22T06:00', program: 'HT-RIG-7.5h' };
      br.act({ rationale: 'Dryer 2 is free from 06:00 and 600 kg is within its 800 kg capacity. Booking the slot.', group: 'DryingRoom', verb: 'post', path: '/dryers/{dryerId}/schedule', params: [['dryerId', '2', 'integer']], body, result: { message: 'Dependency failed: MES gateway timeout after 10000 ms', status: 504, requestId: rng.uuid() }, status: 504, error: 'HTTP 504 Gateway Timeout' });
      br.act({ rationale: 'The request timed out at the MES gateway; this looks transient, so I will retry the same booking once.', group: 'DryingRoom', verb: 'post', path: '/dryers/{dryerId}/schedule', params: [['dryerId', '2', 'integer']], body, result: { slotId: 'D2-20251022-0600', state: 'BOOKED', lot: 'RG-3107', start: '2025-10-22T06:00', estEnd: '2025-10-22T13:30' }, status: 201 });
      br.final({ rationale: 'The booking succeeded on retry.', text: 'RG-3107 (600 kg rigatoni) is booked into Dryer 2 tomorrow at 06:00 on the HT-RIG-7.5h program, finishing around 13:30 (slot D2-20251022-0600).' });
      return br.root();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'tunnel boring', style: 'plain-messages', stagnation: false,
    isolates: 'A reporting agent calls a telemetry sub-agent whose request times out twice with the same read timeout; the third identical request returns the shift report, and the parent posts the summary and stops.',
    goal: 'Pull the night shift\'s advance report for TBM "Maria" (rings built, advance in metres, average thrust) from the telemetry API and post a summary to #site-north.',
    build(rng) {
      const clock = new Clock('2025-05-14T06:10:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the site reporting assistant for the North Interceptor tunnel. Tools: get_shift_report, post_message.', name: 'site-reporter' });
      const args = { tbm: 'MARIA', shift: 'N', date: '2025-05-13' };
      const to = () => ({ error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='tbm-telemetry.north.example', port=443): Read timed out. (read timeout=30)`, attempt_started: fmt.isoMs(clock.now) });
      const report = { tbm: 'MARIA', shift: 'N 2025-05-13 22:00 - 05-14 06:00', rings: { first: 1412, last: 1421, built: 10 }, advance_m: 15.0, avg_thrust_kN: 38400, avg_cutterhead_rpm: 2.1, downtime_min: 74, downtime_reasons: ['segment delivery 46 min', 'grout line flush 28 min'] };
      pl.step('I will ask the telemetry agent for the night-shift figures.', [{ name: 'telemetry_fetcher', args: { input: 'TBM MARIA night shift 2025-05-13: rings, advance, thrust, downtime' }, viaSubAgent: true }]);
      pl.sub('telemetry_fetcher', 'Fetch the TBM MARIA night-shift report for 2025-05-13 (rings, advance, thrust, downtime).', { system: 'You fetch TBM telemetry. Tool: get_shift_report. Retry transient network errors up to 3 times.', model: 'gpt-4o-mini-2024-07-18', metadata: { kind: 'agent_as_tool' } }, () => {
        pl.step('Fetching the night-shift report for Maria.', [{ name: 'get_shift_report', args, result: to(), error: 'ReadTimeout after 30 s', slow: 31 }]);
        pl.step('The telemetry API timed out. Retrying the same request.', [{ name: 'get_shift_report', args, result: to(), error: 'ReadTimeout after 30 s', slow: 31 }]);
        pl.step('Timed out again; the historian often runs a nightly export around 06:00. One more try.', [{ name: 'get_shift_report', args, result: report }]);
        pl.step('Report retrieved: rings 1412-1421, 15.0 m, 38,400 kN average thrust, 74 min downtime.');
        return report;
      });
      pl.step('Got it. Posting the summary.', [{ name: 'post_message', args: { channel: '#site-north', text: 'TBM Maria - night shift 13/14 May: rings 1412-1421 built (10 rings, 15.0 m). Avg thrust 38,400 kN, cutterhead 2.1 rpm. Downtime 74 min (segment delivery 46, grout line flush 28).' }, result: { ok: true, ts: `${fmt.unix(clock.now)}.${rng.digits(6)}` } }]);
      pl.step('Posted to #site-north: 10 rings (1412-1421), 15.0 m advance, average thrust 38,400 kN, 74 min downtime. The telemetry API timed out twice before answering on the third request.');
      return pl.root({ final_output: 'Night-shift summary posted to #site-north.' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'model railway club', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run fixes a KeyError, its editable install fails once with a PyPI read timeout, the identical install then succeeds, tests pass and it submits.',
    goal: 'Timetable generator crashes on layouts with a reversing loop\n\n`railsched build layouts/wyvern_junction.yaml` raises KeyError: \'rev_loop_west\'. Reversing loops are declared under `loops:` rather than `stations:` and should be accepted as timing points.',
    build(rng) {
      const clock = new Clock('2025-02-09T15:00:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'wyvern-mrc/railsched', instanceId: 'wyvern-mrc__railsched-44' });
      sw.step('Let me find where timing points are resolved.', 'search_file "timing_points" railsched/build.py', 'Found 2 matches for "timing_points" in /railsched/railsched/build.py:\nLine 61:    timing_points = {s["id"]: s for s in layout["stations"]}\nLine 74:        tp = timing_points[stop]\nEnd of matches for "timing_points" in /railsched/railsched/build.py');
      sw.step('Only stations are indexed. Opening line 61.', 'open railsched/build.py 61', '[File: /railsched/railsched/build.py (140 lines total)]\n(55 more lines above)\n56:def build(layout):\n57:    ...\n61:    timing_points = {s["id"]: s for s in layout["stations"]}\n62:    services = []\n(78 more lines below)', { openFile: '/railsched/railsched/build.py' });
      sw.step('Including loops as timing points.', 'edit 61:61\n    timing_points = {s["id"]: s for s in layout["stations"] + layout.get("loops", [])}\nend_of_edit', '[File: /railsched/railsched/build.py (140 lines total)]\n(55 more lines above)\n61:    timing_points = {s["id"]: s for s in layout["stations"] + layout.get("loops", [])}\n62:    services = []\n(78 more lines below)\nFile updated.');
      sw.step('Installing the package in editable mode so the CLI picks up the change.', 'pip install -e . -q', `WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/setuptools/\nERROR: Could not find a version that satisfies the requirement setuptools>=68 (from versions: none)\nERROR: No matching distribution found for setuptools>=68`, { execTime: 31.4, error: 'pip exited with status 1 (ReadTimeoutError: pypi.org read timed out)' });
      sw.step('That was a network read timeout against PyPI rather than a real dependency problem. Retrying the same install.', 'pip install -e . -q', 'Your command ran successfully and did not produce any output.', { execTime: 6.2 });
      sw.step('Installed. Running the tests and the layout from the issue.', 'pytest -q && railsched build layouts/wyvern_junction.yaml --check', `...........                                                              [100%]\n11 passed in ${rng.float(0.5, 1.2)}s\nwyvern_junction: 18 services, 7 timing points (incl. loop rev_loop_west), 0 conflicts`);
      sw.step('Tests pass and the layout builds. Submitting.', 'submit', 'diff --git a/railsched/build.py b/railsched/build.py\n-    timing_points = {s["id"]: s for s in layout["stations"]}\n+    timing_points = {s["id"]: s for s in layout["stations"] + layout.get("loops", [])}');
      return sw.root({ exit_status: 'submitted', submission: 'see submit step' });
    },
  },
];
