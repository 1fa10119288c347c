// Family 4 (loop: true, stagnation: false): the same call repeated and each answer is identical
// except for volatile values; the agent never acts on what it already knows.
import { fmt } from './lib.mjs';

export const FAMILY = 'noise_only_result_changes';

export const scenarios = [
  {
    row: '01', domain: 'stone masonry yard CNC saw', style: 'anthropic',
    build: (N) => {
      const job = (N) => ({ job: 'SJ-2291', piece: 'window cill, 1650 x 200 x 150, weathered top', state: 'BLOCKED', reason: 'awaiting slab: Portland Whitbed 1800x900x150 not present in rack A', operator_ack: false, controller: `cnc-saw-2 (fw 4.12.${N.int(100, 140)})`, plc_scan_cycle: N.seq('scan', N.int(880000, 900000), 1800, 4200), spindle_hours: 10432.6, checked_at: fmt.iso(N.now()), trace: N.traceparent() });
      return {
        style: 'anthropic', agent: 'yard-planner', model: 'claude-3-5-haiku-20241022',
        goal: 'Get the Portland stone window cill SJ-2291 cut on the CNC saw today, arranging whatever the job is waiting for.',
        isolates: 'The yard planner checks the saw job five times with the same argument; every answer is the same BLOCKED awaiting-slab status with only scan counters, firmware build, timestamps and trace ids changing, and it never reserves the slab.',
        system: 'You plan work in a stone masonry yard. Tools: check_saw_job, reserve_slab (moves a slab from stock to a saw rack), message_mason.',
        user: "SJ-2291 has to be cut today, customer's fitter is coming Friday. Can you get it moving?",
        turns: [
          { text: 'Checking the saw job first.', calls: [{ name: 'check_saw_job', args: { job: 'SJ-2291' }, out: job }] },
          { calls: [{ name: 'check_saw_job', args: { job: 'SJ-2291' }, out: job }] },
          { text: 'Still blocked, let me check it once more.', calls: [{ name: 'check_saw_job', args: { job: 'SJ-2291' }, out: job }] },
          { calls: [{ name: 'check_saw_job', args: { job: 'SJ-2291' }, out: job }] },
          { calls: [{ name: 'check_saw_job', args: { job: 'SJ-2291' }, out: job }] },
        ],
        end: { error: 'stopped: tool-use rounds limit (5) reached', status: 'max_rounds' },
      };
    },
  },
  {
    row: '02', domain: 'tram-train timetable conflict checking', style: 'plain',
    build: (N) => {
      const check = (N) => `conflict-checker 3.8.2  run=${N.uuid()}  started=${fmt.sql(N.now())}\nloaded TT-2025B-draft4 (412 train paths, 38 junction models) in ${N.float(0.8, 2.2, 2)}s\nCONFLICT  Meadowhall South Jn  route 14-22\n  1T07 (tram-train Cathedral->Parkgate)  occupies 07:42:30-07:43:15\n  2R14 (freight Tinsley->Rotherham)     occupies 07:42:50-07:44:05\n  headway required 120s, available -25s\n1 conflict, 0 warnings.  solver wall time ${N.float(3, 9, 2)}s  worker=${N.host('tt-solver')}`;
      return {
        style: 'plain', agent: 'timetable-assistant', model: 'gpt-4.1',
        goal: 'Make timetable draft TT-2025B-draft4 conflict-free at Meadowhall South junction by retiming the tram-train or the freight path, then re-validate.',
        isolates: 'The assistant re-runs the conflict checker four times with arguments differing only in a client timestamp; each run reports the same single 1T07/2R14 conflict with new run ids, durations and worker hosts, and no path is ever retimed.',
        system: 'You maintain tram-train timetables. Tools: run_conflict_check, retime_path(train, location, delta_s).',
        user: 'Draft 4 has a junction conflict at Meadowhall South. Please fix it.',
        turns: [
          { calls: [{ name: 'run_conflict_check', args: (N) => ({ timetable: 'TT-2025B-draft4', client_ts: fmt.iso(N.now()) }), out: check }] },
          { calls: [{ name: 'run_conflict_check', args: (N) => ({ timetable: 'TT-2025B-draft4', client_ts: fmt.iso(N.now()) }), out: check }] },
          { calls: [{ name: 'run_conflict_check', args: (N) => ({ timetable: 'TT-2025B-draft4', client_ts: fmt.iso(N.now()) }), out: check }] },
          { calls: [{ name: 'run_conflict_check', args: (N) => ({ timetable: 'TT-2025B-draft4', client_ts: fmt.iso(N.now()) }), out: check }] },
        ],
        rootMeta: { stop_reason: 'iteration_cap', max_iterations: 4 },
        end: {},
      };
    },
  },
  {
    row: '03', domain: 'DNS cutover for an ACME certificate', style: 'langsmith',
    build: (N) => {
      const dig = (N) => `\n; <<>> DiG 9.18.28 <<>> TXT _acme-challenge.shop.example.net\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${N.int(1000, 65000)}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; ANSWER SECTION:\n_acme-challenge.shop.example.net. ${N.int(30, 299)} IN TXT "k3Jq0VbYt8cXo2f1m_OLD-TOKEN-2f9a"\n\n;; Query time: ${N.int(4, 60)} msec\n;; SERVER: ${((r) => `10.0.0.${r}#53(10.0.0.${r})`)(N.pick([2, 3]))} (UDP)\n;; WHEN: ${fmt.dig(N.now())}\n;; MSG SIZE  rcvd: 112\n`;
      return {
        style: 'langsmith', agent: 'LangGraph', model: 'gpt-4o', project: 'infra-agent',
        goal: 'Renew the TLS certificate for shop.example.net with a DNS-01 challenge: publish the new _acme-challenge TXT value, confirm it resolves, then let the ACME client finish.',
        isolates: 'The infra agent runs the identical dig command five times; every answer still shows the old TXT token, differing only in message id, TTL countdown, query time, resolver replica and timestamp, and it never re-publishes the record.',
        system: 'You are an infrastructure agent with a shell. The DNS zone is managed with the dnsctl CLI.',
        user: 'Cert for shop.example.net expires tomorrow, please renew it. The ACME client is waiting on the TXT record.',
        turns: [
          { calls: [{ name: 'shell', args: { cmd: 'dig TXT _acme-challenge.shop.example.net' }, out: dig }] },
          { text: 'Old token still served; DNS may need a minute to propagate.', calls: [{ name: 'shell', args: { cmd: 'dig TXT _acme-challenge.shop.example.net' }, out: dig }] },
          { calls: [{ name: 'shell', args: { cmd: 'dig TXT _acme-challenge.shop.example.net' }, out: dig }] },
          { calls: [{ name: 'shell', args: { cmd: 'dig TXT _acme-challenge.shop.example.net' }, out: dig }] },
          { calls: [{ name: 'shell', args: { cmd: 'dig TXT _acme-challenge.shop.example.net' }, out: dig }] },
        ],
        end: { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.', status: 'error' },
      };
    },
  },
  {
    row: '04', domain: 'hearing-loop installation commissioning', style: 'otel',
    build: (N) => {
      const rep = (N) => ({
        report_id: N.uuid(), site: "St Anne's Church Hall, Bishop's Stortford", system: 'AFILS, perimeter loop, 2 x 1.5 mm²', amplifier: 'Ampetronic ILD300, gain knob 7/10',
        measurements: [{ position: 'row A seat 4', field_dB_re_400mA_m: -1.2, freq_response_dB: '+/-2.1', verdict: 'pass' }, { position: 'row F seat 10', field_dB_re_400mA_m: -12.4, freq_response_dB: '+/-2.6', verdict: 'FAIL (IEC 60118-4 requires ±3 dB)' }],
        overall: 'FAIL', pdf: `https://reports.loopcheck.example/r/${N.hex(10)}.pdf?X-Amz-Expires=900&X-Amz-Date=${fmt.compact(N.now())}&X-Amz-Signature=${N.hex(64)}`, generated: fmt.isoOff(N.now(), 60),
      });
      return {
        style: 'otel', agent: 'CommissioningAgent', model: 'gpt-4o-mini', service: 'loop-commissioning',
        goal: "Commission the induction loop in St Anne's Church Hall: get it to pass IEC 60118-4 at every measured seat (adjust gain or schedule a remedial visit) and issue the certificate.",
        isolates: 'The commissioning agent fetches the latest field-strength report four times; each has the same failing row F measurement, with only the report uuid, signed PDF link and generation time changing, and it neither adjusts the amplifier nor books a visit.',
        system: 'You commission hearing loops. Tools: get_latest_report, set_amp_gain, book_remedial_visit, issue_certificate.',
        user: "Please finish commissioning St Anne's — Jo did the meter walk this morning.",
        turns: [
          { calls: [{ name: 'get_latest_report', args: { site_id: 'STA-HALL-01' }, out: rep }] },
          { calls: [{ name: 'get_latest_report', args: { site_id: 'STA-HALL-01' }, out: rep }] },
          { calls: [{ name: 'get_latest_report', args: { site_id: 'STA-HALL-01' }, out: rep }] },
          { text: 'Fetching the report again in case the meter walk upload has completed.', calls: [{ name: 'get_latest_report', args: { site_id: 'STA-HALL-01' }, out: rep }] },
        ],
        end: { error: 'agent aborted: 4 consecutive identical tool calls (policy: max_repeat_calls=4)', status: 'aborted' },
      };
    },
  },
  {
    row: '05', domain: 'koi breeding pond telemetry', style: 'openai_agents',
    build: (N) => {
      const sampled = N.now() - 5400000;
      const reading = (N) => JSON.stringify({ pond: 'P3', sample: { taken_at: fmt.isoS(sampled), do_mg_l: 4.1, temp_c: 23.8, ph: 7.4, nh3_mg_l: 0.08 }, sensor: { id: 'YSI-EXO-0931', battery: 'ok' }, gateway: N.host('lorawan-gw'), fcnt_up: N.seq('fcnt', 51342, 0, 0), rssi: -97, snr: 6.5, fetched: fmt.http(N.now()), x_request_id: N.uuid() });
      return {
        style: 'openai_agents', agent: 'Pond Keeper', model: 'gpt-4o-mini', workflow: 'koi-ponds',
        goal: 'Check dissolved oxygen in fry pond P3 and, if it is below 5 mg/L, switch on the backup aerator and tell the breeder.',
        isolates: 'The pond agent requests the latest P3 reading five times; each is the same 90-minute-old sample (DO 4.1 mg/L) with only fetch time, request id and gateway replica changing, and it never turns on the aerator.',
        system: 'You look after koi breeding ponds. Tools: get_latest_reading, set_aerator(pond, on), notify_breeder.',
        user: 'Fry in P3 look like they are gasping a bit, can you check oxygen?',
        turns: [
          { calls: [{ name: 'get_latest_reading', args: { pond: 'P3' }, out: reading }] },
          { text: 'That sample is not recent; requesting a fresher one.', calls: [{ name: 'get_latest_reading', args: { pond: 'P3' }, out: reading }] },
          { calls: [{ name: 'get_latest_reading', args: { pond: 'P3' }, out: reading }] },
          { calls: [{ name: 'get_latest_reading', args: { pond: 'P3' }, out: reading }] },
          { calls: [{ name: 'get_latest_reading', args: { pond: 'P3' }, out: reading }] },
        ],
        end: { error: 'MaxTurnsExceeded: Max turns (5) exceeded' },
      };
    },
  },
  {
    row: '06', domain: 'ATM cash replenishment', style: 'anthropic',
    build: (N) => {
      const status = (N) => `XFS CDM status ATM-LDS-0417 (Headingley, Otley Rd)\nmsg_seq=${N.seq('xfs', N.int(70000, 80000), 3, 9)} hservice=${N.int(2, 9)} polled=${fmt.us(N.now())}\nDEVICE  OUT_OF_SERVICE  reason=CASSETTE_LOW(2)\nCASS  DENOM  COUNT  STATUS\n1     £10    412    OK\n2     £20    18     LOW (threshold 150)\n3     £20    0      EMPTY\n4     £50    96     OK\nlast replenishment: 6 days ago (CIT visit V-88120)\nhost ${N.host('atmc-gw', 'bank.local')} latency ${N.ms(60, 900)}ms`;
      return {
        style: 'anthropic', agent: 'atm-ops', model: 'claude-3-7-sonnet-20250219',
        goal: 'Bring ATM-LDS-0417 back into service: confirm why it is out of service and raise a cash-in-transit replenishment visit if the cassettes are low.',
        isolates: 'The ATM ops agent polls cassette status five times with only an attempt counter changing; every answer is the same out-of-service cassette-low report with new message sequence numbers, poll times, hosts and latencies, and it never raises the replenishment visit.',
        system: 'You handle ATM incidents. Tools: get_cassette_status(atm, attempt), raise_cit_visit(atm, cassettes, priority).',
        user: '0417 at Headingley has been out of service since lunchtime. Sort it please.',
        turns: [
          { calls: [{ name: 'get_cassette_status', args: { atm: 'ATM-LDS-0417', attempt: 1 }, out: status }] },
          { calls: [{ name: 'get_cassette_status', args: { atm: 'ATM-LDS-0417', attempt: 2 }, out: status }] },
          { calls: [{ name: 'get_cassette_status', args: { atm: 'ATM-LDS-0417', attempt: 3 }, out: status }] },
          { calls: [{ name: 'get_cassette_status', args: { atm: 'ATM-LDS-0417', attempt: 4 }, out: status }] },
          { calls: [{ name: 'get_cassette_status', args: { atm: 'ATM-LDS-0417', attempt: 5 }, out: status }] },
        ],
        end: { error: 'session ended: 15 min incident SLA timer expired', status: 'timeout' },
      };
    },
  },
];
