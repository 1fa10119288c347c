import { Trace } from './lib.mjs';

export const family = {
  name: 'noisy_identical_rechecks', loop: true, stagnation: false,
  isolates: 'The same tool is called with the same arguments (or only a client timestamp/attempt counter changed) four or more times; every answer is identical apart from volatile values and the agent never acts on it.',
};

export const rows = [
  {
    n: '01', domain: 'geyser park eruption alerts', style: 'gemini',
    isolates: 'The eruption-prediction endpoint is polled five times and says the same "window 14:20-14:50, confidence 0.62" each time; only sample counters, NTP offsets and request ids vary, and the agent never posts the visitor alert.',
    goal: 'Post the next predicted eruption window of the Great Fountain geyser to the visitor-centre board once the prediction is available.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'gemini', model: 'gemini-2.0-flash', agent: 'geyser-board', tools: ['get_prediction', 'post_board_message'],
        system: 'You keep the visitor-centre board up to date with geyser eruption predictions.', goal: this.goal });
      const R = T.R;
      const pred = () => ({ geyser: 'Great Fountain', prediction: { window_start_local: '14:20', window_end_local: '14:50', confidence: 0.62, basis: 'overflow onset 11:47' }, station: { id: 'GF-SEIS-2', samples_since_boot: R.int(18000000, 19000000), ntp_offset_ms: (R.rnd() * 4 - 2).toFixed(3), uptime: `${R.int(40, 41)}d ${R.int(0, 23)}h` }, request_id: R.uuid(), generated: R.isoOff('-06:00') });
      T.step(null, [{ name: 'get_prediction', args: { geyser: 'great_fountain' }, out: pred() }]);
      T.step(null, [{ name: 'get_prediction', args: { geyser: 'great_fountain' }, out: pred() }]);
      T.step('Checking once more before posting.', [{ name: 'get_prediction', args: { geyser: 'great_fountain' }, out: pred() }]);
      T.step(null, [{ name: 'get_prediction', args: { geyser: 'great_fountain' }, out: pred() }]);
      T.step(null, [{ name: 'get_prediction', args: { geyser: 'great_fountain' }, out: pred() }]);
      return T.build({ output: null, metadata: { stopped: 'AFC max_remote_calls reached' } });
    },
  },
  {
    n: '02', domain: 'jet-ski hire fleet return check', style: 'plain',
    isolates: 'The fleet status call is repeated with only a client_ts argument changing; each reply lists the same three overdue craft with new fix sequence numbers, gateway hosts and ETags, and the agent never contacts the renters.',
    goal: 'Find jet-skis that are overdue from the 10:00 rental slot and send the renters a return-to-base SMS.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o-mini', agent: 'marina-desk', tools: ['fleet_status', 'send_sms'],
        system: 'You run the jet-ski hire desk. Overdue = slot end passed and craft not docked.', goal: this.goal });
      const R = T.R;
      const st = () => `HTTP/2 200\ndate: ${R.http()}\netag: ${R.etag(true)}\nx-served-by: ${R.host('telematics-gw', 'marina')}\nx-fix-seq: ${R.int(880000, 890000)}\n\n` + JSON.stringify({ slot: '10:00-11:00', overdue: [{ craft: 'JS-04', renter: 'booking #7731', last_zone: 'buoy line N' }, { craft: 'JS-09', renter: 'booking #7736', last_zone: 'bay mouth' }, { craft: 'JS-12', renter: 'booking #7740', last_zone: 'buoy line N' }], docked: 9 });
      T.step(null, [{ name: 'fleet_status', args: { slot: '10:00', client_ts: R.iso() }, out: st() }]);
      T.step(null, [{ name: 'fleet_status', args: { slot: '10:00', client_ts: R.iso() }, out: st() }]);
      T.step(null, [{ name: 'fleet_status', args: { slot: '10:00', client_ts: R.iso() }, out: st() }]);
      T.step('Let me confirm the overdue list is stable.', [{ name: 'fleet_status', args: { slot: '10:00', client_ts: R.iso() }, out: st() }]);
      T.step(null, [{ name: 'fleet_status', args: { slot: '10:00', client_ts: R.iso() }, out: st() }]);
      return T.build({ output: null, metadata: { terminated: 'max_iterations=5' } });
    },
  },
  {
    n: '03', domain: 'fortune cookie factory message printer', style: 'adk',
    isolates: 'The printer-queue status is read four times with an attempt counter; each answer reports the same paused state and jam code, differing only in spool ids, poller pod names and syslog timestamps, and the agent never clears the jam or escalates.',
    goal: 'Make sure the fortune slip printer on line 2 is printing the new batch of Lunar New Year messages; resolve or escalate anything blocking it.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'adk', model: 'gemini-2.5-flash', agent: 'line_ops', tools: ['printer_status', 'clear_jam', 'page_maintenance'],
        system: 'You supervise the slip printers in a fortune cookie factory.', goal: this.goal });
      const R = T.R;
      const s = () => ({ printer: 'SLIP-L2', state: 'PAUSED', reason: 'E41 ribbon not detected', queue: { batch: 'LNY-2026-B', pending_slips: 48000, spool_id: `spool-${R.hex(8)}` }, head_temp_c: 41, fw: '5.2.7', polled_at: R.syslog(), poller: R.pod('printer-agent') });
      for (let a = 1; a <= 5; a++) T.step(a === 3 ? 'The status should update once the operator reloads the ribbon.' : null, [{ name: 'printer_status', args: { printer: 'SLIP-L2', attempt: a }, out: s() }]);
      return T.build({ output: null, metadata: { 'gcp.vertex.agent.end_reason': 'max_llm_calls exceeded' } });
    },
  },
  {
    n: '04', domain: 'knotweed removal contractor herbicide permits', style: 'agno',
    isolates: 'A permit-status call is repeated six times and the regulator\'s answer is the same "AWAITING_CONSULTEE" each time apart from correlation ids, cache ages and served-by replicas; no follow-up is ever made.',
    goal: 'Confirm whether our aquatic herbicide permit for treating Japanese knotweed along the Mill Brook riverbank has been granted, and book the spray crew if so.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'agno', model: 'gpt-4.1-mini', agent: 'permits-agent', tools: ['permit_status', 'book_crew'],
        system: 'You manage regulatory permits for an invasive-species removal contractor.', goal: this.goal });
      const R = T.R;
      const p = () => ({ application: 'EPR/AQH/2025/0918', site: 'Mill Brook riverbank, 140 m', status: 'AWAITING_CONSULTEE', consultee: 'Fisheries officer', submitted: '2025-04-02', correlation_id: R.uuid(), cache_age_s: R.int(0, 300), served_by: R.host('eprweb', 'uk-south') });
      T.step('Checking the permit.', [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      T.step(null, [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      T.step(null, [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      T.step(null, [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      T.step('Still with the consultee; querying again.', [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      T.step(null, [{ name: 'permit_status', args: { application: 'EPR/AQH/2025/0918' }, out: p() }]);
      return T.build({ output: null, metadata: { run_status: 'cancelled by watchdog after 6 tool calls' } });
    },
  },
  {
    n: '05', domain: 'travel vaccination clinic stock', style: 'langgraph',
    isolates: 'The agent asks the same stock endpoint four times about yellow-fever vaccine and gets "0 doses, next delivery unknown" each time, with only trace ids, log paths and response times differing; it never offers the traveller an alternative.',
    goal: 'A traveller leaving for Ghana in 9 days needs a yellow fever vaccination; check stock at our clinic and book the earliest appointment or suggest another centre.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'langgraph', model: 'gpt-4o-2024-08-06', agent: 'travel-clinic', tools: ['vaccine_stock', 'find_centres', 'book_appointment'],
        system: 'You book travel vaccinations. Yellow fever must be given at least 10 days before travel for the certificate to be valid.', goal: this.goal });
      const R = T.R;
      const st = () => ({ clinic: 'Harbour Road Travel Clinic', vaccine: 'Stamaril', doses_available: 0, next_delivery: null, supplier_msg: 'allocation pending', trace: R.traceparent(), audit_log: `/var/log/stock/${R.day()}/${R.hex(8)}.jsonl`, response_ms: R.ms(40, 400) });
      T.step(null, [{ name: 'vaccine_stock', args: { vaccine: 'yellow_fever', clinic_id: 'HRTC' }, out: st() }]);
      T.step(null, [{ name: 'vaccine_stock', args: { vaccine: 'yellow_fever', clinic_id: 'HRTC' }, out: st() }]);
      T.step(null, [{ name: 'vaccine_stock', args: { vaccine: 'yellow_fever', clinic_id: 'HRTC' }, out: st() }]);
      T.step(null, [{ name: 'vaccine_stock', args: { vaccine: 'yellow_fever', clinic_id: 'HRTC' }, out: st() }]);
      return T.build({ output: null, error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' });
    },
  },
  {
    n: '06', domain: 'tractor pulling sled calibration', style: 'openinference',
    isolates: 'The sled calibration check is re-run five times with the same arguments and prints the same out-of-tolerance weight-box reading every time, changing only the run id, timing and data-logger file name.',
    goal: 'Verify the pulling sled is within calibration before the 3.5 t sport-class session starts and sign off the sled for the track officials.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openinference', model: 'gpt-4o-mini', agent: 'tech-steward', agentClass: 'FunctionAgent', tools: ['sled_calibration', 'sign_off'],
        system: 'You are the technical steward assistant at a tractor pulling event.', goal: this.goal });
      const R = T.R;
      const cal = () => `sledcal 2.4 — run ${R.jobId('cal-')} (${R.logTs()})\nload cell A: 2041 kg (ref 2040 ±5)  OK\nload cell B: 1978 kg (ref 2040 ±5)  OUT OF TOLERANCE\nweight box travel: 9.8 m/100 m  OK\nlogger file: /mnt/sd/LOG_${R.digits(5)}.CSV\ncompleted in ${R.secs(2, 4)}s`;
      for (let i = 0; i < 5; i++) T.step(i === 0 ? 'Running the calibration check.' : null, [{ name: 'sled_calibration', args: { sled: 'SLED-B', class: 'sport-3500' }, out: cal() }]);
      return T.build({ output: null, error: 'WorkflowTimeoutError: Operation timed out after 180.0 seconds' });
    },
  },
];
