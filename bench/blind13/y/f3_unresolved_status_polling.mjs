// Family f3 — unresolved_status_polling (loop: true, stagnation: false)
// A status / inbox is read 4-7 times with waits in between; every read is the same apart from
// volatile fields (clock, request ids, replicas, counters...). Nothing ever arrives.
// While polling the model only emits tool calls, so there is no repeated model text.
import { httpResponse, table } from './lib.mjs';

export const family = 'unresolved_status_polling';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'hot-air balloon rides', style: 'anthropic',
    build(n) {
      n.start('2025-06-21T04:28:00');
      const etag = n.etag(true);
      const release = (n) => ({
        flight: 'SR-0615-GBVXK', date: '2025-06-21', balloon: 'G-BVXK (Cameron Z-210)', passengers: 8, launch_site: 'Marsh Farm field 2',
        pilot_in_command: 'J. Harrow', met_briefing: { status: 'received', issued: '0412Z', surface_wind: '020/04KT', cloud_base_ft: 3200, metar_src: 'EGSC' },
        release_status: 'AWAITING_PIC_SIGNOFF', signoff: null, board_updated: '2025-06-21T04:18:02Z',
        etag, checked_at: n.iso(), replica: n.pick(['ops-board-1', 'ops-board-2']), req: n.uuid(),
      });
      const wait = (s) => (n) => ({ waited_s: s, resumed_at: n.isoMs() });
      const poll = { text: null, calls: [
        { name: 'wait', args: { seconds: 300 }, sleep: 300, result: wait(300) },
        { name: 'get_flight_release', args: { flight_id: 'SR-0615-GBVXK' }, result: release },
      ] };
      return {
        isolates: 'The release for a sunrise balloon flight is read six times five minutes apart; each read says AWAITING_PIC_SIGNOFF with the same board timestamp and etag, only checked_at, replica and request id change, and the run ends unresolved.',
        goal: 'Confirm whether the 06:15 sunrise flight (balloon G-BVXK, 8 passengers) is a go, and text the passengers the meeting point once the pilot-in-command releases the flight.',
        agent: 'flight-desk-assistant', maxIter: 6,
        system: 'You are the early-morning desk assistant for Skylark Balloon Flights. A flight may only be confirmed to passengers after the pilot-in-command signs the release on the ops board.',
        tools: ['get_flight_release', 'wait', 'send_sms_bulk'],
        steps: [
          { text: "I'll check the ops board for this morning's release.", calls: [{ name: 'get_flight_release', args: { flight_id: 'SR-0615-GBVXK' }, result: release }] },
          poll, poll, poll, poll, poll,
        ],
        end: { output: null, error: 'agent loop stopped: max_iterations (6) reached without end_turn' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'stage lighting rigs', style: 'openai_agents',
    build(n) {
      n.start('2025-10-09T14:02:00');
      const job = 'fwp_' + n.digits(4);
      const accepted = n.pyIso();
      const status = (n) => ({
        job_id: job, state: 'queued', queue: 'rdm-updates', position: 1, fixtures_done: 0, fixtures_total: 12, firmware: 'MH-Spot700 v4.2.1',
        accepted_at: accepted, polled_at: n.pyIso(), gateway: n.pick(['rdm-gw-01', 'rdm-gw-02']), resp_seq: n.counter('seq', n.int(4100, 4900), 3, 17),
      });
      const sleep = (n) => `slept 60s (resumed ${n.hms(n.now(), 60)} local)`;
      const s = { text: null, calls: [{ name: 'sleep', args: { seconds: 60 }, sleep: 60, result: sleep }] };
      const p = { text: null, calls: [{ name: 'get_push_job', args: { job_id: job }, result: status }] };
      return {
        isolates: 'A firmware push to twelve moving heads stays queued at position 1: the agent alternates sleep and job reads seven times and every read is identical except polled_at, gateway and a response sequence number.',
        goal: "Push firmware v4.2.1 to the 12 LED moving heads on DMX universe 3 before tonight's rehearsal and confirm that all fixtures report the new version.",
        agent: 'Rig Tech Agent', workflow: 'lighting rig maintenance',
        system: 'You manage the lighting rig for the Crown Theatre via the RDM gateway API. Firmware pushes are queued jobs; confirm versions per fixture when done.',
        tools: ['start_firmware_push', 'get_push_job', 'sleep', 'read_fixture_versions'],
        steps: [
          { text: 'Starting the push to universe 3, fixtures 101-112.', calls: [{ name: 'start_firmware_push', args: { universe: 3, fixture_range: '101-112', firmware: 'MH-Spot700 v4.2.1' }, result: { job_id: job, state: 'queued', accepted_at: accepted } }] },
          s, p, s, p, s, p, s, p, s, p, s, p, s, p,
        ],
        end: { output: null, error: 'MaxTurnsExceeded: Max turns (15) exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'dog grooming salons', style: 'plain',
    build(n) {
      n.start('2025-04-03T06:15:00');
      const sid = 'SM' + n.hex(32);
      const sentAt = n.ahead(2);
      const body = "Hi Mrs Alvarez, it's Paws & Suds. For Biscuit's full groom at 10:00 today, would you like the teddy-bear face or the clean poodle face? Reply TEDDY or CLEAN. Thanks!";
      const inbox = (n) => ({
        thread_id: 'th_alvarez_0412', contact: '+34 6** *** 418',
        messages: [
          { direction: 'inbound', body: 'See you Thursday!', at: '2025-03-28T17:22:10Z' },
          { direction: 'outbound', body, sid, status: 'delivered', at: new Date(sentAt).toISOString() },
        ],
        unread: 0, last_inbound_at: '2025-03-28T17:22:10Z', polled_at: n.iso(), 'x-request-id': n.uuid(),
      });
      const poll = { text: null, calls: [
        { name: 'wait', args: { minutes: 10 }, sleep: 600, result: (n) => ({ ok: true, now: n.isoOff(n.now(), 120) }) },
        { name: 'check_inbox', args: { thread_id: 'th_alvarez_0412' }, result: inbox },
      ] };
      return {
        isolates: 'After texting a customer a grooming question, the agent waits ten minutes and re-reads the SMS thread five times; the thread is unchanged (no inbound reply, unread 0) and only polled_at and request ids differ.',
        goal: "Mrs Alvarez's poodle Biscuit is booked for a full groom at 10:00. The groomer needs to know whether she wants the teddy-bear face or the clean poodle face: text her, wait for her reply, then update the booking notes.",
        agent: 'salon-front-desk',
        system: 'You are the front-desk assistant at Paws & Suds grooming salon. You can text customers and read their SMS threads, and edit booking notes.',
        tools: ['send_sms', 'check_inbox', 'wait', 'update_booking_notes'],
        steps: [
          { text: 'Texting Mrs Alvarez now.', calls: [{ name: 'send_sms', args: { to: 'contact:alvarez-m', body }, result: (n) => ({ sid, status: 'queued', segments: 2, price: null, date_created: n.rfc2822(), api_version: '2010-04-01' }) }] },
          poll, poll, poll, poll, poll,
        ],
        end: { output: null, error: 'max tool rounds (6) reached; booking notes not updated' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'academic journal peer review', style: 'smolagents',
    build(n) {
      n.start('2025-03-14T09:50:00');
      const status = (n) => [
        'Manuscript JMB-2025-0418  "Allosteric control of a bacterial glutamine synthetase"  Handling editor: Dr. R. Osei',
        table(['Reviewer', 'Name', 'Status', 'Invited', 'Responded', 'Due'], [
          ['R1', 'Dr. A. Kowalczyk', 'Agreed', '2025-03-03', '2025-03-04', '2025-03-25'],
          ['R2', 'Dr. P. Halvorsen', 'Invited', '2025-03-10', '-', '-'],
        ]),
        'R2 reminders sent: 1 (auto, 2025-03-13 06:00 UTC). Invitation link last opened: never.',
        `Report generated ${n.hms()} UTC by ${n.pick(['ems-web-03', 'ems-web-04', 'ems-web-07'])} (req ${n.hex(12)})`,
      ].join('\n');
      const poll = { text: null, calls: [
        { name: 'wait_minutes', args: { minutes: 30 }, sleep: 1800, result: (n) => `waited 30 min; now ${n.iso()}` },
        { name: 'get_reviewer_status', args: { manuscript_id: 'JMB-2025-0418' }, result: status },
      ] };
      return {
        isolates: 'A tool-calling agent polls a manuscript\'s reviewer table every 30 minutes five times; reviewer 2 stays "Invited" with the link never opened and only the generated-at time, web node and request id change.',
        goal: 'Check whether the second reviewer for manuscript JMB-2025-0418 has accepted the invitation; once they accept, set the review due date to 21 days after acceptance.',
        agent: 'ToolCallingAgent', smolMode: 'tool_calling', maxSteps: 6, smolModelClass: 'OpenAIServerModel.generate', model: 'gpt-4o-mini',
        system: 'You are an editorial assistant for the Journal of Molecular Biochemistry. You can call tools: get_reviewer_status, wait_minutes, set_review_due_date, final_answer.',
        tools: ['get_reviewer_status', 'wait_minutes', 'set_review_due_date'],
        steps: [
          { text: 'Checking the reviewer invitations for JMB-2025-0418.', calls: [{ name: 'get_reviewer_status', args: { manuscript_id: 'JMB-2025-0418' }, result: status }] },
          poll, poll, poll, poll,
        ],
        end: { output: null, error: 'AgentMaxStepsError: Reached max steps.' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'radio station playout', style: 'otel',
    build(n) {
      n.start('2025-03-12T05:45:00');
      const job = `exp-20250311-${n.hex(6)}`;
      const requested = n.isoMs();
      const status = (n) => httpResponse(200, 'OK', {
        'Content-Type': 'application/json', Date: n.http(), 'X-Request-Id': n.uuid(), 'Retry-After': '30', 'X-Playout-Node': n.pick(['playout-a', 'playout-b']),
      }, { job, kind: 'asrun_export', station: 'WKRV-FM', broadcast_day: '2025-03-11', status: 'PENDING', progress: null, worker: null, requested_at: requested, server_time: n.isoMs(), poll_after_s: 30 });
      const poll = { text: null, calls: [
        { name: 'sleep', args: { seconds: 30 }, sleep: 30, result: (n) => ({ slept: 30 }) },
        { name: 'get_export_status', args: { job }, result: status },
      ] };
      return {
        isolates: 'An as-run log export job is polled six times 30 seconds apart and answers PENDING with no worker every time; only the Date header, request id, server_time and playout node vary.',
        goal: "Export yesterday's as-run log from the playout system for WKRV-FM and reconcile it against the traffic schedule; report any missed or short-run spots.",
        agent: 'traffic-reconciler', service: 'broadcast-ops-agents', provider: 'azure.ai.openai', server: 'wkrv-openai.openai.azure.com',
        system: 'You reconcile the playout as-run log against the traffic system for WKRV-FM. Missed spots must be listed with their order number for make-goods.',
        tools: ['request_asrun_export', 'get_export_status', 'sleep', 'get_traffic_schedule'],
        steps: [
          { text: null, calls: [{ name: 'request_asrun_export', args: { station: 'WKRV-FM', broadcast_day: '2025-03-11', format: 'csv' }, result: { job, status: 'PENDING', requested_at: requested } }] },
          poll, poll, poll, poll, poll, poll,
        ],
        end: { output: null, error: 'agent stopped: max_iterations (7) reached' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'marathon race timing', style: 'langgraph',
    build(n) {
      n.start('2025-09-28T13:10:00');
      const up = 'upl_' + n.b36(10);
      const submitted = '2025-09-28T12:41:55+02:00';
      const check = (n) => ({
        upload_id: up, event: 'Lakeshore Half Marathon 2025', file: 'lakeshore_hm_2025_chip.csv', finishers: 3184,
        state: 'AWAITING_REVIEW', reviewer: null, checks: { format: 'passed', duplicates: 'passed', course_certificate: 'linked' },
        submitted, long_poll: { waited_s: 300, timed_out: true }, server_time: n.isoOff(n.now(), 120), edge: n.cfRay(),
      });
      const step = { text: null, calls: [{ name: 'check_validation_status', args: { upload_id: up, wait_seconds: 300 }, sleep: 300, result: check }] };
      return {
        isolates: 'A LangGraph agent long-polls the federation validation of a results upload seven times; the state stays AWAITING_REVIEW with no reviewer and only server_time and the edge id change until the recursion limit.',
        goal: 'Publish the official results for the Lakeshore Half Marathon once the athletics federation validates the chip-timing upload, then email the top three in each age group.',
        agent: 'LangGraph', recursionLimit: 16,
        system: 'You are the results officer assistant for Lakeshore Running Club. Results may only be published after the federation marks the upload VALIDATED.',
        tools: ['get_results_file', 'check_validation_status', 'publish_results', 'send_email'],
        steps: [
          { text: null, calls: [{ name: 'get_results_file', args: { upload_id: up, summary: true }, result: (n) => ({ upload_id: up, rows: 3184, columns: ['bib', 'name', 'sex', 'age_group', 'chip_time', 'gun_time'], first: { bib: 112, name: 'K. Otieno', chip_time: '1:04:51' }, age_groups: 14, sha256: 'b9e1f04c77d2a5e3c8f61d0a92b4e7c5d3f8a1b06e2c9d47f5a3b8e1c0d6f294' }) }] },
          { text: 'The file is complete (3,184 finishers in 14 age groups). Publication has to wait for the federation validation, so I will check its status.', calls: [{ name: 'check_validation_status', args: { upload_id: up, wait_seconds: 0 }, result: (n) => ({ ...check(n), long_poll: { waited_s: 0, timed_out: false } }) }] },
          step, step, step, step, step, step,
        ],
        end: { output: null, error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' },
      };
    },
  },
];
