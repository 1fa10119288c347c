// Family f8 — polling_with_progress (loop: false, stagnation: false)
// Healthy look-alike of f3: the agent waits and polls a job several times, but every poll shows
// progress (queued -> running 40% -> running 80% -> done) and the result is then used.
import { httpResponse, table } from './lib.mjs';

export const family = 'polling_with_progress';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'seismograph networks', style: 'smolagents',
    build(n) {
      n.start('2025-09-17T03:05:00');
      const RID = 'FDSN-250917-3381';
      const st = (state, done, extra = {}) => (n) => ({ request_id: RID, status: state, channels_total: 30, channels_done: done, progress: Math.round((done / 30) * 100) / 100, ...extra, server: n.host('dmc-shipper', 'sac1'), checked: n.doy() });
      const poll = (thought, code, wait, res) => ({ thought, code, calls: [
        { name: 'wait', args: { seconds: wait }, sleep: wait, result: null, silent: true },
        { name: 'check_request', args: { request_id: RID }, result: res },
      ] });
      const avail = [
        'net sta  loc chan  start                     end                       gaps',
        'BK  SAO  00  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'BK  JRSC 00  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'BK  MHC  00  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HCA  --  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HPR  --  HHE   2025-09-17T02:14:07.00Z   2025-09-17T02:55:31.00Z   1 (HHE missing after 02:55:31, HHZ/HHN complete)',
        'NC  BJOB --  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HSP  --  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HFE  --  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HJG  --  HH?   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   0',
        'NC  HKR  --  HHZ   2025-09-17T02:14:07.00Z   2025-09-17T04:14:07.00Z   1 (telemetry gap 02:41:12-02:58:40, covers P and S arrivals)',
      ].join('\n');
      const sub = 'rid = submit_data_request(event="nc75123456", radius_km=50, channels="HH?", start="2025-09-17T02:14:07Z", duration_s=7200)\nprint(rid)';
      const pc = (w) => `wait(seconds=${w})\nprint(check_request(request_id="${RID}"))`;
      return {
        isolates: 'A waveform request is polled three times with waits; the status moves from queued to 12/30 and 24/30 channels and then complete, and the agent uses the availability table to report which stations are usable.',
        goal: 'Request 2 hours of broadband waveform data for all stations within 50 km of last night\'s M4.1 event near Hollister and report which stations have usable data.',
        agent: 'CodeAgent', maxSteps: 8,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: submit_data_request, check_request, wait, get_availability, final_answer. You support the duty seismologist.',
        tools: ['submit_data_request', 'check_request', 'wait', 'get_availability'],
        steps: [
          { thought: 'Submit a request for HH? channels within 50 km, starting at origin time 02:14:07 UTC for 2 hours.', code: sub, calls: [{ name: 'submit_data_request', args: { event: 'nc75123456', radius_km: 50, channels: 'HH?', start: '2025-09-17T02:14:07Z', duration_s: 7200 }, result: { request_id: RID, status: 'QUEUED', queue_position: 3, channels_total: 30 } }] },
          poll('Queued at position 3 with about a minute per job ahead of it. I will wait 60 s before checking.', pc(60), 60, st('RUNNING', 12)),
          poll('Running: 12 of the 30 channels are extracted. Another 90 s should cover most of the rest.', pc(90), 90, st('RUNNING', 24)),
          poll('24 channels done; the remaining six are the NC stations. A short 45 s wait.', pc(45), 45, st('COMPLETE', 30, { shipped: 28, missing_segments: 2, download: `https://service.example-dmc.org/fdsnws/dataselect/1/query?request=${RID}` })),
          { thought: 'The request is complete with 2 missing segments. I need per-station availability to see which channels are affected.', calls: [{ name: 'get_availability', args: { request_id: RID }, result: avail }] },
          { final: true, thought: 'Eight stations are complete, two have gaps; I can answer.', text: 'Data for 10 stations (30 HH channels) is ready. Fully usable: BK.SAO, BK.JRSC, BK.MHC, NC.HCA, NC.BJOB, NC.HSP, NC.HFE, NC.HJG. NC.HPR is usable on HHZ/HHN (HHE ends at 02:55:31). NC.HKR is not usable for picking: its 02:41-02:58 telemetry gap covers the P and S arrivals.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'cheese aging caves', style: 'anthropic',
    build(n) {
      n.start('2025-11-20T07:00:00');
      const JOB = 'rpt_' + n.b36(10);
      const job = (state, pct, stage, extra = {}) => (n) => ({ job_id: JOB, state, progress_pct: pct, stage, ...extra, updated_at: n.isoMs() });
      const report = (n) => [
        'AFFINAGE REPORT - Cave 2 - Alpine tomme - week 47',
        table(['metric', 'value'], [['wheels in cave', 48], ['avg RH', '92.4 %'], ['avg temp', '11.8 °C'], ['turnings done', '94 of 96'], ['missed', 'rack 4, Thu (mechanical turner fault)'], ['rind checks', '48 wheels; 3 with Mucor ("cat hair") brushed'], ['ready for sale (>= 16 wks)', 12]]),
        `rendered ${n.isoOff(n.now(), 60)} · pdf sha256 ${n.sha256().slice(0, 16)}…`,
      ].join('\n');
      return {
        isolates: 'A report job is polled three times with waits and shows QUEUED, RUNNING 35%, RUNNING 85% and SUCCEEDED with different stages; the finished affinage report is fetched and summarised for the buyer call.',
        goal: "Generate the affinage report for the Alpine tomme wheels in Cave 2 (humidity, turning log, rind checks) for this week's buyer call and summarise it.",
        agent: 'cave-master-assistant',
        system: 'You assist the cave master at Hochalm Käserei. Reports are generated asynchronously by the cave monitoring system.',
        tools: ['request_report', 'get_job', 'wait', 'fetch_report'],
        steps: [
          { text: 'Requesting the weekly affinage report for Cave 2.', calls: [{ name: 'request_report', args: { type: 'affinage_weekly', cave: 2, product: 'alpine_tomme', week: '2025-W47' }, result: job('QUEUED', 0, 'waiting for worker') }] },
          { text: null, calls: [{ name: 'wait', args: { seconds: 30 }, sleep: 30, result: { ok: true } }, { name: 'get_job', args: { job_id: JOB }, result: job('RUNNING', 35, 'aggregating humidity and temperature logs') }] },
          { text: null, calls: [{ name: 'wait', args: { seconds: 45 }, sleep: 45, result: { ok: true } }, { name: 'get_job', args: { job_id: JOB }, result: job('RUNNING', 85, 'rendering rind-check photos') }] },
          { text: null, calls: [{ name: 'wait', args: { seconds: 30 }, sleep: 30, result: { ok: true } }, { name: 'get_job', args: { job_id: JOB }, result: job('SUCCEEDED', 100, 'done', { result_url: `https://cave-monitor.local/reports/${JOB}.pdf` }) }] },
          { text: 'The report is ready; fetching it.', calls: [{ name: 'fetch_report', args: { url: `https://cave-monitor.local/reports/${JOB}.pdf`, as: 'text' }, result: report }] },
          { final: true, text: 'Cave 2, week 47: 48 Alpine tomme wheels at 92.4% RH and 11.8 °C. 94 of 96 turnings were done; rack 4 missed Thursday because of a turner fault. Rind checks found Mucor on 3 wheels, now brushed. 12 wheels have passed 16 weeks and can be offered to the buyer.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'theme park ride maintenance', style: 'openai_agents',
    build(n) {
      n.start('2025-07-05T06:20:00');
      const CY = 'DX-TT-0705-01';
      const base = { station_gates: 'pass (12/12 restraint locks, 11.8 s)' };
      const z2 = { ...base, lift_hill_chain: 'pass (anti-rollback dogs 24/24)' };
      const z3 = { ...z2, mid_course_brake: 'pass (fin gap 4.1 mm)' };
      const z4 = { ...z3, final_brake: 'pass (fin gap 3.9 mm)' };
      const z5 = { ...z4, test_train_laps: '2 of 2 nominal, 57.2 s / 57.4 s' };
      const g = (state, zone, results, extra = {}) => (n) => ({ cycle_id: CY, ride: 'Timber Twister', state, zone, results, ...extra, plc_time: n.hms(n.now(), 120), controller: 'PLC-TT-A' });
      const sleep = (s) => ({ text: null, calls: [{ name: 'sleep', args: { seconds: s }, sleep: s, result: `slept ${s}s` }] });
      const get = (text, res) => ({ text, calls: [{ name: 'get_diagnostic', args: { cycle_id: CY }, result: res }] });
      return {
        isolates: 'After a handoff to a diagnostics sub-agent, a ride diagnostic cycle is polled five times between sleeps and advances zone by zone (1/5 to complete) with new measurements each time; all zones pass and the ride is opened.',
        goal: "Run the daily pre-opening diagnostic cycle on the 'Timber Twister' coaster and clear it for opening if all zones pass.",
        agent: 'Ride Ops Agent', workflow: 'pre-opening checks', handoffs: ['Diagnostics Agent'],
        system: 'You are the front agent for the ride maintenance supervisor at Pinecrest Park. Hand diagnostic cycles to the Diagnostics Agent.',
        tools: [],
        steps: [
          { text: null, sub: {
            agent: 'Diagnostics Agent', handoff: true, input: 'Run daily_preopen on Timber Twister; open it only if every zone passes.',
            instructions: 'You run PLC diagnostic cycles. Poll with sleeps in between; a ride may open only when every zone of the cycle passes.',
            tools: ['start_diagnostic', 'get_diagnostic', 'sleep', 'set_ride_status'],
            steps: [
              { text: null, calls: [{ name: 'start_diagnostic', args: { ride: 'Timber Twister', cycle: 'daily_preopen' }, result: { cycle_id: CY, state: 'running', zone: '1/5' } }] },
              sleep(60),
              get(null, g('running', '2/5', base)),
              sleep(60),
              get(null, g('running', '3/5', z2)),
              sleep(60),
              get('Lift hill passed; the brake zones are next.', g('running', '4/5', z3)),
              sleep(45),
              get(null, g('running', '5/5', z4)),
              sleep(120),
              get(null, g('complete', '5/5', z5, { overall: 'PASS' })),
              { text: 'Every zone passed. Opening the ride.', calls: [{ name: 'set_ride_status', args: { ride: 'Timber Twister', status: 'open', note: `diagnostic ${CY} PASS` }, result: (n) => ({ ok: true, status: 'open', effective: n.pyIso() }) }] },
              { final: true, text: 'Timber Twister passed the daily diagnostic (cycle DX-TT-0705-01): station gates 12/12, lift chain with 24/24 anti-rollback dogs, mid-course brake 4.1 mm, final brake 3.9 mm and two nominal test laps (57.2 s / 57.4 s). The ride is set to open.' },
            ],
          } },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'car wash chains', style: 'plain',
    build(n) {
      n.start('2025-05-02T05:30:00');
      const RO = 'ro_' + n.b36(8);
      const ro = (done, pending, failed, extra = {}) => (n) => ({ rollout_id: RO, item: 'Ceramic Shield', price: '19.00', sites_total: 14, applied: done, pending, failed, ...extra, as_of: n.iso() });
      return {
        isolates: 'A POS price rollout is polled three times with waits and moves from 0/14 to 6/14 to 11/14 (one site retrying) to 14/14; the agent then confirms every site has the new price.',
        goal: "Roll out the new 'Ceramic Shield' wash price ($19.00) to all 14 car wash sites' POS terminals and confirm that every site took it.",
        agent: 'pricing-ops-assistant',
        system: 'You manage menu and pricing changes for SparkleWay Car Wash POS terminals. Price changes roll out site by site.',
        tools: ['push_price_update', 'get_rollout', 'wait'],
        steps: [
          { text: null, calls: [{ name: 'push_price_update', args: { item: 'Ceramic Shield', price: '19.00', sites: 'all' }, result: ro(0, 14, 0) }] },
          { text: null, calls: [{ name: 'wait', args: { seconds: 120 }, sleep: 120, result: 'ok' }, { name: 'get_rollout', args: { rollout_id: RO }, result: ro(6, 8, 0) }] },
          { text: 'Six sites done. Waiting for the rest.', calls: [{ name: 'wait', args: { seconds: 120 }, sleep: 120, result: 'ok' }, { name: 'get_rollout', args: { rollout_id: RO }, result: ro(11, 2, 0, { retrying: [{ site: 'SW-09 Route 9', reason: 'terminal offline, retry 1/3' }] }) }] },
          { text: 'Eleven applied; SW-09 was offline and is being retried.', calls: [{ name: 'wait', args: { seconds: 180 }, sleep: 180, result: 'ok' }, { name: 'get_rollout', args: { rollout_id: RO }, result: ro(14, 0, 0, { note: 'SW-09 applied on retry 2' }) }] },
          { final: true, text: "Done: 'Ceramic Shield' is $19.00 on all 14 sites. SW-09 (Route 9) was offline at first and picked up the change on the second retry." },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'radiosonde launches', style: 'otel',
    build(n) {
      n.start('2025-06-03T11:05:00');
      const JOB = 'snd-72451-' + n.digits(6);
      const s = (state, body) => (n) => httpResponse(200, 'OK', { 'Content-Type': 'application/json', Date: n.http(), 'X-Request-Id': n.uuid() }, { job: JOB, station: '72451 DDC', launch: '2025-06-03T11:02Z', state, ...body });
      const poll = (text, wait, res) => ({ text, calls: [{ name: 'wait', args: { seconds: wait }, sleep: wait, result: { ok: true } }, { name: 'get_processing_status', args: { job: JOB }, result: res }] });
      return {
        isolates: 'A radiosonde processing job is polled four times with waits; the sonde climbs from 9 km to 18 km, bursts at 27 km and the derived indices appear, which the agent then posts for forecasters.',
        goal: 'Process the 12Z radiosonde sounding from station 72451 and post the derived indices (CAPE, lifted index, precipitable water, shear) to the forecasters channel.',
        agent: 'upper-air-assistant', service: 'wfo-agents',
        system: 'You assist the upper-air technician at the weather forecast office. Post derived indices only once the sounding is COMPLETE.',
        tools: ['start_sounding_processing', 'get_processing_status', 'wait', 'post_message'],
        steps: [
          { text: null, calls: [{ name: 'start_sounding_processing', args: { station: '72451', launch: '2025-06-03T11:02Z' }, result: { job: JOB, state: 'RECEIVING' } }] },
          poll(null, 600, s('RECEIVING', { altitude_km: 9.2, pressure_hpa: 310, progress: 0.34 })),
          poll('Sonde at 9.2 km. It usually bursts above 25 km, so about 20 more minutes.', 900, s('RECEIVING', { altitude_km: 18.6, pressure_hpa: 72, progress: 0.71 })),
          poll(null, 900, s('PROCESSING', { burst_altitude_km: 27.4, burst_pressure_hpa: 19, progress: 0.95 })),
          poll('Burst at 27.4 km; indices are being computed.', 60, s('COMPLETE', { progress: 1.0, indices: { sbcape_jkg: 1240, mlcape_jkg: 980, lifted_index: -4, pwat_mm: 38, shear_0_6km_kt: 35, freezing_level_m: 3960 } })),
          { text: null, calls: [{ name: 'post_message', args: { channel: '#forecasters', text: '12Z DDC (72451) sounding: SBCAPE 1240 J/kg, MLCAPE 980, LI -4, PW 38 mm, 0-6 km shear 35 kt, FZL 3960 m. Burst 27.4 km.' }, result: (n) => ({ ok: true, ts: `${n.epoch()}.${n.digits(6)}` }) }] },
          { final: true, text: 'Posted the 12Z Dodge City sounding indices to #forecasters: SBCAPE 1240 J/kg, MLCAPE 980 J/kg, LI -4, PW 38 mm, 0-6 km shear 35 kt, freezing level 3960 m.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'package registry maintenance', style: 'dspy',
    build(n) {
      n.start('2025-02-11T13:30:00');
      const UP = 'upl_' + n.hex(12);
      const st = (state, extra) => (n) => ({ upload_id: UP, package: 'tidewater', version: '2.3.0', state, ...extra, checked_at: n.isoMs() });
      const w = (text, s) => ({ text, calls: [{ name: 'wait', args: { seconds: s }, sleep: s, result: `waited ${s}s` }] });
      return {
        isolates: 'A ReAct agent uploads a package and polls the registry scan three times with waits; it moves from queued to scanning 2/5 and 4/5 to passed and published, then an install check confirms it.',
        goal: "Publish version 2.3.0 of the 'tidewater' Python package to the internal registry and confirm it is installable once the malware and license scan finishes.",
        agent: 'ReAct', dspyInput: 'request', maxIters: 12,
        tools: ['upload_package', 'get_scan_status', 'wait', 'pip_install_check'],
        steps: [
          { text: 'Upload the built wheel and sdist for 2.3.0.', calls: [{ name: 'upload_package', args: { name: 'tidewater', version: '2.3.0', files: ['dist/tidewater-2.3.0-py3-none-any.whl', 'dist/tidewater-2.3.0.tar.gz'] }, result: { upload_id: UP, state: 'queued_for_scan' } }] },
          { text: 'Check where the upload is in the scan queue.', calls: [{ name: 'get_scan_status', args: { upload_id: UP }, result: st('queued_for_scan', { queue_position: 2 }) }] },
          w('Second in the queue; give it a minute.', 60),
          { text: 'See whether scanning has started.', calls: [{ name: 'get_scan_status', args: { upload_id: UP }, result: st('scanning', { stages_done: 2, stages_total: 5, current: 'license-audit' }) }] },
          w('Two of five stages done, license audit running. Wait 90 seconds.', 90),
          { text: 'Poll again for the remaining stages.', calls: [{ name: 'get_scan_status', args: { upload_id: UP }, result: st('scanning', { stages_done: 4, stages_total: 5, current: 'sbom-publish' }) }] },
          w('Only SBOM publishing is left; a short wait.', 45),
          { text: 'It should be published now.', calls: [{ name: 'get_scan_status', args: { upload_id: UP }, result: st('published', { stages_done: 5, stages_total: 5, findings: { malware: 0, license: 'MIT (ok)' }, index_url: 'https://pypi.internal.example/simple/tidewater/' }) }] },
          { text: 'Published with no findings; verify that pip can install it from the internal index.', calls: [{ name: 'pip_install_check', args: { requirement: 'tidewater==2.3.0', index_url: 'https://pypi.internal.example/simple/' }, result: (n) => `Looking in indexes: https://pypi.internal.example/simple/\nCollecting tidewater==2.3.0\n  Downloading https://pypi.internal.example/packages/tidewater-2.3.0-py3-none-any.whl (84 kB)\nInstalling collected packages: tidewater\nSuccessfully installed tidewater-2.3.0\n[venv ${n.tmp('pipchk-')}] ${n.durS(2, 6)}` }] },
          { final: true, thought: 'Published and installable.', text: 'tidewater 2.3.0 is published on the internal registry: malware scan clean, license MIT, SBOM published, and `pip install tidewater==2.3.0` succeeds from the internal index.' },
        ],
      };
    },
  },
];
