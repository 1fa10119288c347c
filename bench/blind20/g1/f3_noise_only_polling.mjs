// Family: noise_only_polling — the same call (same args, or args differing only in a client timestamp
// or attempt counter) returns the same answer apart from volatile values, 4+ times; the agent never acts.
// The model emits tool calls only, so there is no model text to repeat.
import { Trace } from './lib.mjs';

export const family = 'noise_only_polling';
export const labels = { loop: true, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'print-on-demand books', style: 'otel',
    isolates: 'A preflight-status check for a book file is repeated five times; every answer says the same "failed: fonts not embedded" state and differs only in check time, worker host, trace id and elapsed ms.',
    goal: 'Get the interior PDF for "The Quiet Allotment" (ISBN 978-1-7395-2210-4) through print-on-demand preflight and release it for printing.',
    build(id) {
      const t = new Trace({ id, style: 'otel', goal: this.goal, agent: 'pod-release', system: 'You release print-on-demand titles. Tools: get_preflight_status(job_id), upload_interior, release_title.' });
      const n = t.n;
      const st = () => ({ job_id: 'pf_01HZ8K4Q2', isbn: '9781739522104', state: 'FAILED', checks: { trim_size: 'pass', bleed: 'pass', page_count: 'pass (212)', fonts: 'fail: 3 fonts not embedded (Garamond-Italic, Garamond-Bold, Symbol)', image_dpi: 'pass' }, checked_at: n.isoMicro(), worker: n.pod('preflight-worker'), trace_id: n.hex(32), elapsed_ms: n.ms(800, 4000) });
      for (let i = 0; i < 6; i++) {
        t.llm('', [{ name: 'get_preflight_status', args: { job_id: 'pf_01HZ8K4Q2' } }]);
        t.tool('get_preflight_status', { job_id: 'pf_01HZ8K4Q2' }, st());
      }
      return t.finish({ error: 'max tool-call rounds (6) exhausted', released: false });
    },
  },
  {
    n: '02', domain: 'vaccine cold chain', style: 'mastra',
    isolates: 'A data-logger sync for a vaccine fridge is polled with an incrementing attempt counter; each reply is "no new readings since last sync" with only sync id, gateway and timestamps changing.',
    goal: 'Confirm that the vaccine fridge at Brookfield clinic stayed within 2-8 °C overnight after last night\'s power cut, using the logger data, and file the cold-chain record.',
    build(id) {
      const t = new Trace({ id, style: 'mastra', goal: this.goal, agent: 'coldchain', system: 'You audit vaccine fridge temperature logs. Tools: sync_logger, get_excursions, file_coldchain_record.' });
      const n = t.n;
      const last = '2025-11-03T21:14:00Z';
      const out = (k) => ({ logger: 'TL-BRK-02 (Tempod 4.1)', result: 'NO_NEW_DATA', message: `No new readings since last sync (${last}). Logger buffer empty or not yet uploaded.`, sync_id: n.ulid(), gateway: `gw-${n.pick(['lon', 'man', 'bri'])}-${n.int(1, 9)}`, attempt: k, server_time: n.epochMs(), ttfb: n.dur(80, 700) });
      for (let k = 1; k <= 5; k++) {
        t.llm('', [{ name: 'sync_logger', args: { logger_id: 'TL-BRK-02', attempt: k } }]);
        t.tool('sync_logger', { logger_id: 'TL-BRK-02', attempt: k }, out(k));
      }
      return t.finish({ text: '', finishReason: 'length', steps: 5, error: 'maxSteps reached' });
    },
  },
  {
    n: '03', domain: 'Kubernetes rollout (devops)', style: 'plain',
    isolates: 'The same `kubectl rollout status` command is run five times; each CLI output says 1 of 3 new replicas available and times out, differing only in elapsed time, pod name suffixes and dates.',
    goal: 'Roll out checkout-api v2.14.0 in the shop namespace and confirm it is healthy; roll back if it is not.',
    build(id) {
      const t = new Trace({ id, style: 'plain', goal: this.goal, agent: 'deploy-bot', system: 'You are a deployment assistant with a bash tool inside the ops bastion. Prefer kubectl.' });
      const n = t.n;
      let restarts = 4, age = 3;
      const out = () => { restarts += 1; age += 1; n.wait(48); return `$ date -u\n${n.ctime()}\n$ kubectl -n shop rollout status deploy/checkout-api --timeout=30s\nWaiting for deployment "checkout-api" rollout to finish: 1 of 3 updated replicas are available...\nerror: timed out waiting for the condition\n$ kubectl -n shop get pods -l app=checkout-api --no-headers\ncheckout-api-7d9f8c6b5-9qlmc   1/1   Running            0            ${age + 40}m\ncheckout-api-6b4c9d7f8-r2x8q   0/1   CrashLoopBackOff   ${restarts} (${n.int(10, 50)}s ago)   ${age}m\ncheckout-api-6b4c9d7f8-w7kzm   0/1   CrashLoopBackOff   ${restarts} (${n.int(10, 50)}s ago)   ${age}m\n\nreal\t0m${(30 + n.f()).toFixed(3)}s\nuser\t0m0.${n.digits(3)}s\nsys\t0m0.0${n.digits(2)}s\n[exit 1]`; };
      const cmd = 'date -u; kubectl -n shop rollout status deploy/checkout-api --timeout=30s; kubectl -n shop get pods -l app=checkout-api --no-headers';
      t.llm('', [{ name: 'bash', args: { command: 'kubectl -n shop set image deploy/checkout-api api=registry.internal/checkout-api:v2.14.0' } }]);
      t.tool('bash', { command: 'kubectl -n shop set image deploy/checkout-api api=registry.internal/checkout-api:v2.14.0' }, 'deployment.apps/checkout-api image updated\n[exit 0]');
      for (let i = 0; i < 5; i++) {
        t.llm('', [{ name: 'bash', args: { command: cmd } }]);
        t.tool('bash', { command: cmd }, out(), { error: 'exit status 1' });
      }
      return t.finish({ status: 'cut_off', reason: 'max_iterations=12 reached', rolled_back: false });
    },
  },
  {
    n: '04', domain: 'pathology specimen tracking', style: 'sk',
    isolates: 'A Semantic Kernel function for a specimen status is invoked repeatedly with only the client asOf timestamp changing; the answer is always the same IN_TRANSIT last scan, with fresh correlation ids and server times.',
    goal: 'A GP surgery says urgent biopsy specimen SP-25-118842 has not reached histopathology. Find where it is and escalate to the courier control room if it is lost.',
    build(id) {
      const t = new Trace({ id, style: 'sk', goal: this.goal, agent: 'LabLogistics', system: 'You are LabLogistics. Plugins: Tracking (GetSpecimenStatus), Courier (RaiseEscalation), Notify (EmailSurgery).' });
      const n = t.n;
      for (let i = 0; i < 5; i++) {
        const asOf = n.iso();
        t.llm('', [{ name: 'Tracking-GetSpecimenStatus', args: { specimenId: 'SP-25-118842', asOf } }]);
        t.tool('Tracking-GetSpecimenStatus', { specimenId: 'SP-25-118842', asOf }, JSON.stringify({ specimenId: 'SP-25-118842', status: 'IN_TRANSIT', lastScan: { location: 'Courier van CV-07, Harrow Rd hub', at: '2025-10-14T11:52:10+01:00', scanner: 'HH-2291' }, expectedAt: 'Histopathology reception, St Bride\'s', correlationId: n.uuid(), serverTime: n.isoOffset(60), cacheAge: `${n.int(0, 59)}s` }));
      }
      return t.finish({ error: 'Microsoft.SemanticKernel.KernelException: Maximum auto-invoke attempts (5) reached.' });
    },
  },
  {
    n: '05', domain: 'company registry filings', style: 'bedrock',
    isolates: 'A Bedrock agent calls the same filing-status action five times; every observation is "pending examiner review, queue position unavailable" with new request ids, etags and epoch timestamps.',
    goal: 'Check whether the change-of-registered-office filing for Halden Outdoor Ltd (company 14422871) has been accepted, and if it is stuck for more than 5 working days open a query with the registry.',
    build(id) {
      const t = new Trace({ id, style: 'bedrock', goal: this.goal, agent: 'corp-secretary', system: 'You are a company secretarial assistant.' });
      const n = t.n;
      const obs = () => ({ company_number: '14422871', filing: 'AD01', submission_id: 'XSUB-7730214', submitted: '2025-09-22', status: 'PENDING', status_detail: 'Awaiting examiner review; queue position unavailable', working_days_elapsed: 9, request_id: n.amzReqId(), etag: n.etag(), retrieved: n.epoch() });
      for (let i = 0; i < 5; i++) {
        t.llm(i === 0 ? 'I will look up the AD01 submission status.' : '', [{ name: 'Registry::/filings/{submission_id}/status', args: { submission_id: 'XSUB-7730214' } }]);
        t.tool('Registry::/filings/{submission_id}/status', { submission_id: 'XSUB-7730214' }, obs());
      }
      return t.finish({ failureTrace: { failureReason: 'Max iterations reached for orchestration (5)' }, completion: '' });
    },
  },
  {
    n: '06', domain: 'hydrogen refuelling stations', style: 'openinference',
    isolates: 'A compressor-health read is polled with identical arguments; each reply carries the same fault code and identical sensor values, only MQTT message ids, sample times and broker replica names change; no technician is ever dispatched.',
    goal: 'Station H2-Leeds-03 reports reduced dispensing pressure. Diagnose the compressor and dispatch a technician if there is a hardware fault.',
    build(id) {
      const t = new Trace({ id, style: 'openinference', goal: this.goal, agent: 'h2-ops', system: 'You monitor hydrogen refuelling stations. Tools: get_compressor_health, get_dispenser_log, dispatch_technician.' });
      const n = t.n;
      const h = () => `station=H2-Leeds-03 unit=HP-COMP-2 sample_ts=${n.compact()} mqtt_msg_id=${n.int(10000, 65000)} broker=${n.replica('mqtt', 'uk-north')}\nstate=DEGRADED fault=E-217 "HP stage discharge temp high"\ndischarge_temp_c=148.0 limit_c=140.0 suction_bar=18.2 discharge_bar=612 cooling_loop_flow_lpm=3.1 (min 6.0)\nduty_cycle_pct=38 runtime_h=11842\nfirmware=4.7.2 crc=${n.hex(8)}`;
      t.llm('', [{ name: 'get_dispenser_log', args: { station: 'H2-Leeds-03', last: 10 } }]);
      t.tool('get_dispenser_log', { station: 'H2-Leeds-03', last: 10 }, { fills: [{ at: n.isoNoMs(), target_bar: 700, reached_bar: 612, kg: 3.1, aborted: 'PRESSURE_LIMIT' }, { at: n.isoNoMs(), target_bar: 700, reached_bar: 610, kg: 2.9, aborted: 'PRESSURE_LIMIT' }] });
      for (let i = 0; i < 5; i++) {
        t.llm('', [{ name: 'get_compressor_health', args: { station: 'H2-Leeds-03', unit: 'HP-COMP-2' } }]);
        t.tool('get_compressor_health', { station: 'H2-Leeds-03', unit: 'HP-COMP-2' }, h());
      }
      return t.finish({ value: 'Agent stopped: iteration limit', mime_type: 'text/plain' });
    },
  },
];
