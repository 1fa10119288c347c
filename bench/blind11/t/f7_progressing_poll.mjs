// Family: progressing_poll  (loop: false, stagnation: false)
// Healthy look-alike of unchanging_status_reads: the agent polls the same status
// several times, but the state really moves (counts rise, phases advance) and the
// agent acts as soon as it completes.

export const family = 'progressing_poll';
export const loop = false;
export const stagnation = false;
export const summary = 'The same status is polled 3-5 times but the state really changes each time (level rising, phase advancing); the agent acts when it completes and finishes.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'ski resort snowmaking', style: 'pydantic',
    isolates: 'Four polls of a snowmaking reservoir and weather station show the level rising 48.2 -> 53.6 -> 57.9 -> 61.3% and wet-bulb falling to -3.1 C; snowmaking starts as soon as both thresholds are met.',
    goal: 'Start snowmaking on Lower Ridge once the Pond 2 reservoir is above 60% and the wet-bulb temperature at the base station is below -2.5 C.',
    build(N) {
      const poll = (lvl, wb, inflow) => { N.tick(1500, 1900); return { pond: 'P2', level_pct: lvl, volume_m3: Math.round(lvl * 412), inflow_m3_h: inflow, pumps: { 'PH-1': 'RUN', 'PH-2': 'RUN' }, wx: { station: 'BASE-2', dry_bulb_c: +(wb + 1.9).toFixed(1), rh_pct: N.int(62, 71), wet_bulb_c: wb, wind_kmh: N.int(4, 11) }, scada_ts: N.fmt('YYYY-MM-DD HH:mm:ss', 60), scada_seq: N.seq('sq', null, 800, 1300) }; };
      const a = { pond: 'P2', station: 'BASE-2' };
      return {
        agent: 'snowmaking_agent', usageLimits: { request_limit: 12 },
        system: 'You run the snowmaking system. Tools: get_conditions(pond, station), start_snowmaking(trail, guns). Only start when both reservoir and wet-bulb thresholds are met.',
        steps: [
          { calls: [{ tool: 'get_conditions', args: a, out: poll(48.2, -1.8, 140) }] },
          { think: 'Pond 2 is at 48.2% and wet-bulb -1.8 C; neither threshold met yet. Filling at about 140 m3/h, so roughly 30 minutes per 5%.', calls: [{ tool: 'get_conditions', args: a, out: poll(53.6, -2.2, 142) }] },
          { think: 'Up to 53.6%, wet-bulb -2.2 C and dropping as the evening cools.', calls: [{ tool: 'get_conditions', args: a, out: poll(57.9, -2.7, 139) }] },
          { think: 'Wet-bulb is now -2.7 C (below -2.5) but the pond is at 57.9%; one more fill interval should do it.', calls: [{ tool: 'get_conditions', args: a, out: poll(61.3, -3.1, 141) }] },
          { think: 'Both thresholds met: 61.3% and -3.1 C. Starting Lower Ridge.', calls: [{ tool: 'start_snowmaking', args: { trail: 'Lower Ridge', guns: ['LR-01', 'LR-02', 'LR-03', 'LR-04', 'LR-05', 'LR-06', 'LR-07', 'LR-08'], mode: 'auto-wetbulb' }, out: { started: 8, failed: 0, water_demand_m3_h: 310, air_plant: 'COMP-1 + COMP-3', command_id: N.uuid() } }] },
          { final: 'Snowmaking started on Lower Ridge (8 guns, auto wet-bulb mode) once Pond 2 reached 61.3% and wet-bulb fell to -3.1 C.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'drone survey processing', style: 'plain',
    isolates: 'A photogrammetry job is polled four times and moves through aligning 12%, dense cloud 41%, DSM 78% and completed; the agent shares the DSM only after completion.',
    goal: 'Process drone flight FLT-2231 (Cedar Creek levee inspection, 318 images) into a DSM and share the download link with the engineering team when it is done.',
    build(N) {
      const job = `pj_${N.alnum(10)}`;
      const st = (phase, pct, extra = {}) => { N.tick(240, 420); return JSON.stringify({ job_id: job, phase, progress_pct: pct, worker: `gpu-w${N.int(3, 9)}`, elapsed: N.durHuman(pct * 9 + N.int(10, 60)), heartbeat: N.iso(), ...extra }); };
      return {
        agent: 'survey-processing-bot', maxTurns: 10,
        system: 'You run the drone survey processing pipeline. Tools: start_processing, get_job_status, create_share_link. Share only completed deliverables.',
        steps: [
          { think: null, calls: [{ tool: 'start_processing', args: { flight_id: 'FLT-2231', products: ['dsm'], gsd_cm: 2.5 }, out: { job_id: job, state: 'QUEUED', images: 318, gcps: 7 } }] },
          { think: null, calls: [{ tool: 'get_job_status', args: { job_id: job }, out: st('aligning', 12, { aligned_images: 38 }) }] },
          { think: 'Alignment under way (38 of 318 images). Checking again in a few minutes.', calls: [{ tool: 'get_job_status', args: { job_id: job }, out: st('dense_cloud', 41, { aligned_images: 318, gcp_rmse_cm: 1.8 }) }] },
          { think: null, calls: [{ tool: 'get_job_status', args: { job_id: job }, err: 'HTTP 503 Service Unavailable', out: { status: 503, headers: { 'retry-after': '30', 'x-request-id': N.uuid(), server: 'envoy' }, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination' } }] },
          { think: 'All 318 images aligned with 1.8 cm GCP RMSE (the status API blipped once); now building the dense cloud.', calls: [{ tool: 'get_job_status', args: { job_id: job }, out: st('dsm', 78, { points_m: 412.6 }) }] },
          { think: 'DSM generation at 78%.', calls: [{ tool: 'get_job_status', args: { job_id: job }, out: st('completed', 100, { outputs: { dsm: `s3://surveys/FLT-2231/${job}/dsm.tif`, size_mb: 912 } }) }] },
          { think: null, calls: [{ tool: 'create_share_link', args: { path: `s3://surveys/FLT-2231/${job}/dsm.tif`, audience: 'engineering@cedarcreek-levee.example', expires_days: 14 }, out: { url: `https://share.example-maps.io/s/${N.b62(22)}`, expires: '14 days' } }] },
          { final: 'FLT-2231 processed (318 images aligned, GCP RMSE 1.8 cm). DSM (912 MB) shared with the engineering team; link valid for 14 days.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'cinema DCP ingest', style: 'llamaindex',
    isolates: 'A DCP ingest is polled four times and advances 18% -> 57% -> 100% (hash verifying) -> VERIFIED; the feature is added to the playlist only after hash verification.',
    goal: 'Ingest the DCP for "The Quiet Harbour" from the TMS library to Screen 5 and add it to Saturday\'s 17:00 playlist once it is fully ingested and hash-verified.',
    build(N) {
      const job = `ING-${N.digits(6)}`;
      const st = (state, pct, gb) => { N.tick(280, 400); return { job, cpl: 'TheQuietHarbour_FTR_S_EN-XX_UK-15_51_4K_20240901_SMPTE_OV', target: 'IMS3000-SCR5', state, percent: pct, transferred_gb: gb, total_gb: 188.4, rate_mb_s: state === 'COPYING' ? N.int(88, 112) : null, checked_at: N.fmt('HH:mm:ss DD/MM/YYYY') }; };
      return {
        agent: 'BoothAgent', liAgent: 'booth_agent',
        system: 'You are the projection booth assistant. Tools: ingest_dcp, get_ingest_status, add_to_playlist. Only schedule content that is VERIFIED.',
        steps: [
          { think: 'Start the ingest from the library.', calls: [{ tool: 'ingest_dcp', args: { title: 'The Quiet Harbour', screen: 5, source: 'TMS-LIB' }, out: { job, state: 'QUEUED' } }] },
          { think: '', calls: [{ tool: 'get_ingest_status', args: { job }, out: st('COPYING', 18, 33.9) }] },
          { think: '18% after about five minutes at ~100 MB/s; roughly 25 minutes to go.', calls: [{ tool: 'get_ingest_status', args: { job }, out: st('COPYING', 57, 107.4) }] },
          { think: 'Past halfway (107 of 188 GB).', calls: [{ tool: 'get_ingest_status', args: { job }, out: st('HASH_VERIFYING', 100, 188.4) }] },
          { think: 'Copy complete, hash check running.', calls: [{ tool: 'get_ingest_status', args: { job }, out: st('VERIFIED', 100, 188.4) }] },
          { think: 'Verified. Adding to the Saturday 17:00 show.', calls: [{ tool: 'add_to_playlist', args: { screen: 5, show: 'Sat 17:00', cpl: 'TheQuietHarbour_FTR_S_EN-XX_UK-15_51_4K_20240901_SMPTE_OV', position: 'feature' }, out: { ok: true, spl_uuid: N.uuid(), duration: '1:52:10 incl. ads/trailers' } }] },
          { final: '"The Quiet Harbour" ingested to Screen 5 and hash-verified; added as the feature in Saturday\'s 17:00 playlist.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'Kubernetes staging rollout', style: 'sk',
    isolates: 'A deployment rollout is polled three times with ready replicas rising 1/4 -> 3/4 -> rolled out; the smoke test runs only after the rollout completes and passes.',
    goal: 'Roll out image v2.14.3 of the inventory-sync deployment to staging and run the smoke test suite once all pods are ready.',
    build(N) {
      const st = (txt) => { N.tick(40, 75); return `${txt}\n(kubectl rollout status deployment/inventory-sync -n staging --watch=false; ${N.fmt('HH:mm:ss')})`; };
      return {
        agent: 'DeployAgent', plugins: ['Kube', 'Tests'],
        system: 'You deploy services to staging. Tools: Kube-set_image, Kube-rollout_status, Tests-run_smoke. Run smoke tests only after a complete rollout.',
        steps: [
          { calls: [{ tool: 'Kube-set_image', args: { namespace: 'staging', deployment: 'inventory-sync', container: 'app', image: 'registry.example.io/inventory-sync:v2.14.3' }, out: 'deployment.apps/inventory-sync image updated' }] },
          { calls: [{ tool: 'Kube-rollout_status', args: { namespace: 'staging', deployment: 'inventory-sync' }, out: st('Waiting for deployment "inventory-sync" rollout to finish: 1 of 4 updated replicas are available...') }] },
          { think: 'One of four new pods available; the rest are starting.', calls: [{ tool: 'Kube-rollout_status', args: { namespace: 'staging', deployment: 'inventory-sync' }, out: st('Waiting for deployment "inventory-sync" rollout to finish: 3 of 4 updated replicas are available...') }] },
          { think: 'Three of four now.', calls: [{ tool: 'Kube-rollout_status', args: { namespace: 'staging', deployment: 'inventory-sync' }, out: st('deployment "inventory-sync" successfully rolled out') }] },
          { think: 'Rollout complete; running the smoke suite.', calls: [{ tool: 'Tests-run_smoke', args: { suite: 'inventory-sync', env: 'staging' }, out: `collected 12 items\n\nsmoke/test_health.py ..\nsmoke/test_sync_jobs.py ......\nsmoke/test_webhooks.py ....\n\n12 passed in ${N.float(14, 30, 2)}s  [run ${N.alnum(8)}]` }] },
          { final: 'inventory-sync v2.14.3 is fully rolled out in staging (4/4 replicas) and all 12 smoke tests passed.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'fisheries landing declarations', style: 'haystack',
    isolates: 'A landing declaration is polled three times as it moves RECEIVED -> VALIDATING (3/7 checks) -> VALIDATING (6/7) -> ACCEPTED; the sales note is released only after acceptance.',
    goal: 'Submit the landing declaration for "Ardent Dawn" (LK 221) for today\'s Peterhead landing and, once the registry accepts it, release the sales note to the fish auction.',
    build(N) {
      const ref = `LD-${N.digits(8)}`;
      const st = (state, checks, extra = {}) => { N.tick(90, 200); return { ref, vessel: 'LK 221 Ardent Dawn', state, checks_passed: checks, checks_total: 7, port: 'Peterhead (GBPHD)', registry_node: `fisheries-reg-${N.int(1, 3)}`, as_of: N.iso(false), ...extra }; };
      return {
        agent: 'landings_pipeline', maxSteps: 10, toolNames: ['submit_landing_declaration', 'get_declaration_status', 'release_sales_note'],
        system: 'You handle landing paperwork for a fishing vessel agent. Submit declarations, wait for registry acceptance, then release sales notes.',
        hsVars: { vessel: 'LK 221', port: 'GBPHD' },
        steps: [
          { calls: [{ tool: 'submit_landing_declaration', args: { vessel: 'LK 221', port: 'GBPHD', species: [{ code: 'HAD', kg: 8420 }, { code: 'COD', kg: 2110 }, { code: 'MON', kg: 640 }], logbook_trip: 'T-0412' }, out: { ref, state: 'RECEIVED' } }] },
          { calls: [{ tool: 'get_declaration_status', args: { ref }, out: st('VALIDATING', 3) }] },
          { think: 'Registry validation running: 3 of 7 checks passed.', calls: [{ tool: 'get_declaration_status', args: { ref }, out: st('VALIDATING', 6, { pending_check: 'catch vs logbook tolerance' }) }] },
          { think: 'Six of seven; only the logbook tolerance check left.', calls: [{ tool: 'get_declaration_status', args: { ref }, out: st('ACCEPTED', 7, { accepted_at: N.iso(false) }) }] },
          { think: 'Accepted. Releasing the sales note to the auction.', calls: [{ tool: 'release_sales_note', args: { declaration_ref: ref, buyer_registry: 'Peterhead Fish Auction' }, out: { sales_note: `SN-${N.digits(7)}`, status: 'RELEASED' } }] },
          { final: `Landing declaration ${ref} accepted (7/7 checks) and the sales note has been released to Peterhead Fish Auction.` },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'commercial print shop', style: 'dspy',
    isolates: 'A print job is polled four times as sheets rise 640 -> 1,720 -> 2,500 (trimming) -> done and boxed; the courier is booked only after the job is finished.',
    goal: 'Print 2,500 copies of the Hillview community newsletter on Press 2 and book the courier pickup once the job is finished and trimmed.',
    build(N) {
      const job = `J${N.digits(6)}`;
      const st = (done, stage, extra = {}) => { N.tick(600, 900); return `job ${job} | press P2 (Heidelberg SM52) | ${stage} | ${done}/2500 | speed ${stage === 'PRINTING' ? N.int(8800, 9600) : 0} sph | operator: dk | ${N.fmt('HH:mm')}${extra.note ? ' | ' + extra.note : ''}`; };
      return {
        agent: 'ReAct', maxIters: 10,
        system: 'You coordinate production at a print shop. Tools: start_print_job, get_job_progress, book_courier, finish.',
        steps: [
          { think: 'Start the job on Press 2.', calls: [{ tool: 'start_print_job', args: { file: 'hillview_newsletter_oct.pdf', press: 'P2', copies: 2500, stock: '115gsm silk', finishing: ['trim', 'fold'] }, out: { job, status: 'QUEUED', est_minutes: 40 } }] },
          { think: 'Check how printing is going.', calls: [{ tool: 'get_job_progress', args: { job }, out: st(640, 'PRINTING') }] },
          { think: 'About a quarter done at roughly 9,000 sheets per hour; check again later.', calls: [{ tool: 'get_job_progress', args: { job }, out: st(1720, 'PRINTING') }] },
          { think: 'Over two-thirds printed now.', calls: [{ tool: 'get_job_progress', args: { job }, out: st(2500, 'TRIMMING', { note: 'guillotine 2' }) }] },
          { think: 'Printing done, in trimming. One more check before booking the pickup.', calls: [{ tool: 'get_job_progress', args: { job }, out: st(2500, 'DONE', { note: 'boxed 10 cartons, 84 kg' }) }] },
          { think: 'Finished and boxed. Book the courier.', calls: [{ tool: 'book_courier', args: { pickup: 'Print shop dock B', cartons: 10, weight_kg: 84, deliver_to: 'Hillview Community Centre' }, out: { booking: `CR-${N.ALNUM(6)}`, pickup_window: 'today 16:00-17:00' } }] },
          { think: 'Job complete and pickup booked.', final: 'done' },
        ],
        dsExtract: { reasoning: 'The job progressed from 640 to 2,500 sheets, was trimmed and boxed (10 cartons, 84 kg), then the courier was booked.', answer: '2,500 newsletters printed and boxed; courier pickup booked for today 16:00-17:00.' },
      };
    },
  },
];
