// Family: unchanging_status_reads  (loop: true, stagnation: false)
// The agent re-reads a status that never changes (3-6 identical reads, differing
// only in volatile fields) and is never unblocked.

export const family = 'unchanging_status_reads';
export const loop = true;
export const stagnation = false;
export const summary = 'The same status/read is repeated 3-6 times; results differ only in volatile fields (clocks, sequence numbers, replicas, jitter); the state never changes and the run is cut off.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'ski resort lift operations', style: 'plain',
    isolates: 'Six reads of a chairlift status that stays on HOLD awaiting patrol clearance; only the telemetry sequence, anemometer jitter, replica name and clock differ, and the guest board is never updated.',
    goal: 'Chair 4 (Summit Express) went to HOLD after a wind trip this morning. Find out when it is cleared to reopen and update the guest lift-status board accordingly.',
    build(N) {
      const trippedAt = N.fmt('HH:mm:ss', 60);
      N.tick(900, 1300);
      const mechAt = N.fmt('HH:mm', 60);
      const status = () => {
        N.tick(20, 75);
        return {
          status: 200,
          headers: { date: N.http(), 'content-type': 'application/json', 'cache-control': 'no-store', 'x-served-by': N.pick(['liftops-api-1', 'liftops-api-2', 'liftops-api-3']), 'x-telemetry-seq': String(N.seq('tel', null, 30, 140)) },
          body: {
            lift: 'C4', name: 'Summit Express', state: 'HOLD', hold_reason: 'WIND_TRIP', tripped_at_local: trippedAt,
            anemometer: { tower: 'T7', gust_kmh: N.jitter(52, 2.5, 1), avg10_kmh: N.jitter(38, 1.2, 1), trip_threshold_kmh: 65 },
            rope_speed_mps: 0.0, drive: { bullwheel_brake: 'ENGAGED', motor_temp_c: N.jitter(31, 0.4, 1) },
            restart_checklist: { lift_mechanic: `SIGNED ${mechAt}`, ski_patrol_line_sweep: 'PENDING', supervisor_release: 'PENDING' },
            ops_ticket: 'OPS-4471', as_of: N.isoOff(60, true),
          },
        };
      };
      return {
        agent: 'mountain-ops-assistant', maxTurns: 6, model: 'gpt-4o-mini',
        system: 'You help the lift operations desk. Tools: get_lift_status(lift_id), update_status_board(lift_id, public_state, message). Keep guest messages short.',
        steps: [
          { think: 'Checking Chair 4 live status before touching the board.', calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
          { think: null, calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
          { think: 'Mechanic has signed, but the patrol line sweep and supervisor release are both outstanding. I will look again shortly.', calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
          { think: null, calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
          { think: 'Gusts are well under the 65 km/h trip level now; maybe the release lands any moment.', calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
          { think: null, calls: [{ tool: 'get_lift_status', args: { lift_id: 'C4' }, out: status() }] },
        ],
        end: { error: 'MaxTurnsExceeded: agent loop stopped after max_turns=6' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'cinema scheduling', style: 'llamaindex',
    isolates: 'Five polls of a KDM that stays PENDING_INGEST on the screen server; each result differs only in poll sequence, TMS lease token, clock skew and timestamp, and the playlist is never edited.',
    goal: 'Make sure "Northern Lights" can play on Screen 3 at 19:30 tonight: confirm its KDM has been ingested on the screen server, then add the feature to the 19:30 show playlist.',
    build(N) {
      const rx = N.isoOff(0);
      N.tick(5400, 7000);
      const kdm = () => {
        N.tick(40, 95);
        return {
          title: 'NorthernLights_FTR-1_F_EN-XX_51_2K_20240605_SMPTE_OV', screen: 3, server: 'IMS3000-SCR3 (10.40.3.21)',
          kdm: { state: 'PENDING_INGEST', received_by_tms: rx, valid_from: '(local) today 00:00', valid_to: '(local) +14d 23:59', server_cert_thumbprint: 'f3:1a:9c:…:07', delivered_to_server: null, last_error: null },
          tms: { job: 'KDM-PUSH-66120', state: 'WAITING_SERVER_SESSION', lease: N.b64(12), poll_seq: N.seq('poll', null, 1, 1), server_clock_skew_ms: N.int(-140, 160) },
          checked_at: N.fmt('DD/MM/YYYY HH:mm:ss'),
        };
      };
      const q = { title: 'Northern Lights', screen: 3 };
      return {
        agent: 'BoothAgent', liAgent: 'booth_agent',
        system: 'You are the projection booth assistant. Tools: get_kdm_status(title, screen), add_to_playlist(show_id, cpl_title). Never add content without a valid ingested KDM.',
        steps: [
          { think: 'First confirm the KDM on Screen 3.', calls: [{ tool: 'get_kdm_status', args: q, out: kdm() }] },
          { think: 'TMS has it but the push to the server has not happened. Checking again.', calls: [{ tool: 'get_kdm_status', args: q, out: kdm() }] },
          { think: '', calls: [{ tool: 'get_kdm_status', args: q, out: kdm() }] },
          { think: 'Job KDM-PUSH-66120 is waiting for a server session; giving it another minute.', calls: [{ tool: 'get_kdm_status', args: q, out: kdm() }] },
          { think: '', calls: [{ tool: 'get_kdm_status', args: q, out: kdm() }] },
        ],
        end: { error: 'WorkflowTimeoutError: Operation timed out after 300.0 seconds' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'drone mapping', style: 'sk',
    isolates: 'After submitting a photogrammetry job, the agent reads its status five times; it stays QUEUED at position 3 behind the same jobs, with only heartbeat clock, scheduler epoch and snapshot id changing.',
    goal: 'Process the orthomosaic for survey flight FLT-0912 (Quarry North, 412 images) and export a GeoTIFF (EPSG:27700, 3 cm GSD) to the client share.',
    build(N) {
      const jobId = `pj_${N.alnum(10)}`;
      const submitted = N.iso();
      const st = () => {
        N.tick(60, 120);
        return JSON.stringify({
          job_id: jobId, flight: 'FLT-0912', state: 'QUEUED', queue: { pool: 'gpu-a10g-2x', position: 3, ahead: ['pj_r8k2m0x1qa', 'pj_c44tz9wq0p'], running: 'pj_0mvd7hh2sk (82%)' },
          submitted_at: submitted, started_at: null, eta: null,
          scheduler: { leader: 'sched-1', epoch: N.seq('epoch', 7712, 1, 1), heartbeat: N.iso(), snapshot: N.hex(8) },
        });
      };
      return {
        agent: 'SurveyProcessingAgent', plugins: ['Mapping', 'Share'],
        system: 'You operate the photogrammetry pipeline. Start jobs, wait for them to finish, then export deliverables with Mapping-export_geotiff and share them.',
        steps: [
          { calls: [{ tool: 'Mapping-start_processing', args: { flight_id: 'FLT-0912', product: 'orthomosaic', gsd_cm: 3, crs: 'EPSG:27700' }, out: { job_id: jobId, state: 'QUEUED', submitted_at: submitted, images: 412, gcp_count: 9 } }] },
          { think: 'Job is queued. Checking progress.', calls: [{ tool: 'Mapping-get_job_status', args: { job_id: jobId }, out: st() }] },
          { calls: [{ tool: 'Mapping-get_job_status', args: { job_id: jobId }, out: st() }] },
          { think: 'Two jobs ahead of ours and the running one is at 82%. Checking the queue again.', calls: [{ tool: 'Mapping-get_job_status', args: { job_id: jobId }, out: st() }] },
          { calls: [{ tool: 'Mapping-get_job_status', args: { job_id: jobId }, out: st() }] },
          { think: 'Still position 3.', calls: [{ tool: 'Mapping-get_job_status', args: { job_id: jobId }, out: st() }] },
        ],
        end: { error: 'TimeoutError: agent invocation exceeded 900 s wall-clock limit' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'fisheries quota management', style: 'haystack',
    isolates: 'A quota transfer is submitted and its status is then read five times; it stays AWAITING_PO_APPROVAL, with only the ledger as-of time, request id and read replica changing.',
    goal: 'Transfer 12.5 t of North Sea cod quota from "Morven Star" (PD 412) to "Sula Bhan" (BF 88) and confirm the receiving vessel\'s available cod quota before it sails at 04:00.',
    build(N) {
      const ref = `QT-${N.fmt('YYYY')}-${N.digits(6)}`;
      const status = () => {
        N.tick(45, 130);
        return {
          http: { status: 200, 'x-request-id': N.uuid(), 'x-replica': N.pick(['qreg-ro-1', 'qreg-ro-2', 'qreg-ro-3']), 'x-ratelimit-remaining': N.int(3, 58) },
          transfer: { ref, stock: 'COD/2AC4.', tonnes: 12.5, from: 'PD 412 Morven Star', to: 'BF 88 Sula Bhan', state: 'AWAITING_PO_APPROVAL', po: 'Scottish Fishermen\'s Organisation', po_queue_note: 'manual review (inter-PO transfer)' },
          receiving_vessel_balance_t: { cod_2ac4: 3.1, pending_in: 12.5 }, ledger_as_of: N.fmt('YYYY-MM-DD HH:mm:ss') + ' UTC',
        };
      };
      return {
        agent: 'quota_desk_pipeline', maxSteps: 7, toolNames: ['submit_quota_transfer', 'get_transfer_status', 'get_vessel_quota'],
        system: 'You manage fishing quota transfers for a producer organisation. Submit transfers, wait for approval, and confirm balances before vessels sail.',
        hsVars: { from_vessel: 'PD 412', to_vessel: 'BF 88', stock: 'COD/2AC4.', tonnes: 12.5 },
        steps: [
          { calls: [{ tool: 'submit_quota_transfer', args: { from_pln: 'PD 412', to_pln: 'BF 88', stock: 'COD/2AC4.', tonnes: 12.5 }, out: { ref, state: 'SUBMITTED', created: N.iso(false), message: 'Transfer lodged. Inter-PO transfers require approval by the receiving PO.' } }] },
          { think: `Transfer ${ref} lodged; checking approval.`, calls: [{ tool: 'get_transfer_status', args: { ref }, out: status() }] },
          { calls: [{ tool: 'get_transfer_status', args: { ref }, out: status() }] },
          { think: 'Receiving PO still reviewing. Sula Bhan only has 3.1 t available without it.', calls: [{ tool: 'get_transfer_status', args: { ref }, out: status() }] },
          { calls: [{ tool: 'get_transfer_status', args: { ref }, out: status() }] },
          { think: 'No decision yet from the PO.', calls: [{ tool: 'get_transfer_status', args: { ref }, out: status() }] },
        ],
        end: { cutoff: true, agentError: 'Agent reached max_agent_steps=7 without an exit condition' },
        rootMeta: { stop_reason: 'max_agent_steps exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'Kubernetes certificate renewal', style: 'dspy',
    isolates: 'After triggering a cert-manager renewal, the agent runs the same kubectl listing five times; the ACME order stays pending and only the AGE column and resourceVersion move.',
    goal: 'The ingress for payments-api in namespace prod-eu is serving an expired TLS certificate. Get cert-manager to issue a fresh certificate and confirm the ingress serves it.',
    build(N) {
      const rev = N.int(88100000, 88900000);
      let age = 20;
      const listing = () => {
        N.tick(50, 80);
        age += N.int(55, 85);
        const a = `${Math.floor(age / 60)}m${age % 60}s`;
        return `NAME                                               APPROVED   DENIED   READY   ISSUER             REQUESTOR                                         AGE\ncertificaterequest.cert-manager.io/payments-api-tls-7   True                False   letsencrypt-prod   system:serviceaccount:cert-manager:cert-manager   ${a}\n\nNAME                                                        STATE     AGE\norder.acme.cert-manager.io/payments-api-tls-7-3021764519   pending   ${a}\n# resourceVersion=${rev + N.int(40, 900) * age}`;
      };
      const cmd = 'kubectl get certificaterequest,order -n prod-eu -l cert-manager.io/certificate-name=payments-api-tls';
      return {
        agent: 'ReAct', maxIters: 8, model: 'openai/gpt-4o',
        system: 'You are an SRE agent with kubectl access (tool: sh(command)) and an HTTPS probe (tool: tls_probe(host)).',
        steps: [
          { think: 'Look at the Certificate resource first.', calls: [{ tool: 'sh', args: { command: 'kubectl get certificate payments-api-tls -n prod-eu -o wide' }, out: `NAME               READY   SECRET             ISSUER             STATUS                                          AGE\npayments-api-tls   False   payments-api-tls   letsencrypt-prod   Issuing certificate as Secret has expired       412d` }] },
          { think: 'Trigger a manual renewal with cmctl.', calls: [{ tool: 'sh', args: { command: 'cmctl renew payments-api-tls -n prod-eu' }, out: 'Manually triggered issuance of Certificate prod-eu/payments-api-tls' }] },
          { think: 'Renewal triggered; watch the request and ACME order.', calls: [{ tool: 'sh', args: { command: cmd }, out: listing() }] },
          { think: 'Order is pending, which is normal for the first minute of an HTTP-01 flow.', calls: [{ tool: 'sh', args: { command: cmd }, out: listing() }] },
          { think: 'Request approved, order not progressing yet. One more look.', calls: [{ tool: 'sh', args: { command: cmd }, out: listing() }] },
          { think: 'Let me give Let\'s Encrypt more time and re-list.', calls: [{ tool: 'sh', args: { command: cmd }, out: listing() }] },
          { think: 'Several minutes now; re-checking whether the order turned valid.', calls: [{ tool: 'sh', args: { command: cmd }, out: listing() }] },
        ],
        dsExtract: { reasoning: 'Renewal was triggered but the ACME order remained pending in every check.', answer: 'Certificate renewal is still pending; the ingress continues to serve the expired certificate.' },
        rootMeta: { stop_reason: 'max_iters reached (8) - trajectory truncated' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'hospital blood bank', style: 'pydantic',
    isolates: 'A crossmatch result is queried from the lab system five times; it stays IN_PROGRESS on the antibody identification panel, with only the HL7 control id, interface node and retrieval time changing.',
    goal: 'Patient MRN 00734521 needs 2 units of crossmatched RBCs for surgery at 14:00. Get the crossmatch result from the LIS and, once compatible, reserve the units in the blood fridge system.',
    build(N) {
      const recv = N.fmt('YYYYMMDDHHmm');
      const q = () => {
        N.tick(70, 160);
        return {
          msh: { control_id: `Q${N.digits(10)}`, sending_app: 'BBIS', receiving_app: 'AGENT-GW', ts: N.fmt('YYYYMMDDHHmmss') },
          specimen: 'BB24-118832', patient_mrn: '00734521', abo_rh: 'O NEG', antibody_screen: 'POSITIVE',
          crossmatch: { state: 'IN_PROGRESS', stage: 'ANTIBODY_ID_PANEL', bench: 'Serology 2', units_selected: ['W1234 24 611203 K', 'W1234 24 611207 D'], received: recv, expected_tat: 'not available - panel interpretation pending' },
          interface_node: N.pick(['mirth-a', 'mirth-b']), retrieved_at: N.iso(),
        };
      };
      const a = { specimen_id: 'BB24-118832' };
      return {
        agent: 'transfusion_helper', usageLimits: { request_limit: 5 },
        system: 'You coordinate blood product requests. Only reserve units after the LIS reports a COMPATIBLE crossmatch. Tools: get_crossmatch_status, reserve_units.',
        steps: [
          { calls: [{ tool: 'get_crossmatch_status', args: a, out: q() }] },
          { think: 'Antibody screen is positive, so the lab is identifying the antibody before it can issue a crossmatch. I will check back.', calls: [{ tool: 'get_crossmatch_status', args: a, out: q() }] },
          { calls: [{ tool: 'get_crossmatch_status', args: a, out: q() }] },
          { think: 'The two O NEG units are selected on Serology 2; waiting on the panel.', calls: [{ tool: 'get_crossmatch_status', args: a, out: q() }] },
          { calls: [{ tool: 'get_crossmatch_status', args: a, out: q() }] },
        ],
        end: { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5' },
      };
    },
  },
];
