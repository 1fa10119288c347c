// Healthy: polling a job until its state changes, noise in every answer, then using the result.
export const family = 'status_polling_ok';
export const loop = false;

export const scenarios = [
  // 01 bagel bakery, plain
  (n) => {
    const job = n.job('bake-');
    const poll = (state, pct, t) => ({ t, c: [{ n: 'oven_batch_status', a: { job }, o: { job, state, progress_pct: pct, oven: n.host('deck-oven'), polled_at: n.iso(240), seq: n.seq() } }] });
    return {
      domain: 'bagel bakery', style: 'plain', stagnation: false, agent: 'bakery-floor',
      isolates: 'Polls an oven batch queued, queued, baking 40%, baking 85%, done; then releases the batch to packing.',
      goal: 'When the 06:00 everything-bagel batch is out of the oven, release it to packing.',
      steps: [
        poll('queued', 0, 'Checking the batch.'),
        poll('queued', 0, 'Still queued behind the sesame batch; checking again in a few minutes.'),
        poll('baking', 40, 'Now baking, 40% through.'),
        poll('baking', 85, 'At 85%, nearly done.'),
        poll('done', 100, 'Batch finished. Releasing to packing.'),
        { t: '', c: [{ n: 'release_to_packing', a: { job, trays: 18 }, o: { ok: true, pack_line: 'P2' } }] },
        { t: 'The everything-bagel batch is out of the oven and released to packing line P2 (18 trays).' },
      ],
      output: 'Released to packing line P2.',
    };
  },
  // 02 ice core freezer archive, OTel
  (n) => ({
    domain: 'ice core freezer archive', style: 'otel', stagnation: false, agent: 'core-archive',
    isolates: 'Polls a CT-scan job on an ice core section through PENDING, RUNNING(2/5), RUNNING(4/5), SUCCEEDED, then attaches the scan to the catalogue.',
    goal: 'Attach the CT density scan of core section EGR-112-07 to its catalogue entry.',
    steps: [
      { t: 'Submitting the scan.', c: [{ n: 'ct_scan_submit', a: { section: 'EGR-112-07', resolution_um: 50 }, o: { job_id: n.uuid(), state: 'PENDING', freezer_temp_c: -35.2 } }] },
      { t: 'Pending. Polling.', c: [{ n: 'ct_scan_status', a: { section: 'EGR-112-07' }, o: { state: 'RUNNING', slices_done: 2, slices_total: 5, updated: n.http(300) } }] },
      { t: 'Two of five slices done.', c: [{ n: 'ct_scan_status', a: { section: 'EGR-112-07' }, o: { state: 'RUNNING', slices_done: 4, slices_total: 5, updated: n.http(300) } }] },
      { t: 'Four of five; one more poll should do.', c: [{ n: 'ct_scan_status', a: { section: 'EGR-112-07' }, o: { state: 'SUCCEEDED', artifact: `s3://icecore-ct/EGR-112-07/${n.hex(12)}.tiff`, sha256: n.sha(64), updated: n.http(300) } }] },
      { t: 'Scan succeeded; attaching.', c: [{ n: 'catalogue_attach', a: { section: 'EGR-112-07', kind: 'ct_density' }, o: { version: 3 } }] },
      { t: 'CT density scan attached to EGR-112-07 (catalogue version 3).' },
    ],
    output: 'done',
  }),
  // 03 rubber plantation latex lab, Langfuse-like plain with JSON-string args (LangChain)
  (n) => ({
    domain: 'rubber plantation latex testing', style: 'langgraph', stagnation: false, agent: 'latex-lab',
    isolates: 'Polls a dry-rubber-content titration until the lab instrument reports a value, then updates the tapping payout.',
    goal: 'Update today\'s tapper payout for block 9 once the dry rubber content (DRC) result is in.',
    steps: [
      { t: 'Checking the DRC test.', c: [{ n: 'drc_status', a: { sample: 'B9-0815' }, str: true, o: `sample B9-0815 | status=QUEUED | position=3 | ${n.syslog(600)}` }] },
      { t: 'Third in queue.', c: [{ n: 'drc_status', a: { sample: 'B9-0815' }, str: true, o: `sample B9-0815 | status=QUEUED | position=1 | ${n.syslog(600)}` }] },
      { t: 'Next in line.', c: [{ n: 'drc_status', a: { sample: 'B9-0815' }, str: true, o: `sample B9-0815 | status=DRYING | oven=${n.int(1, 4)} | ${n.syslog(900)}` }] },
      { t: 'Drying in the oven now.', c: [{ n: 'drc_status', a: { sample: 'B9-0815' }, str: true, o: `sample B9-0815 | status=COMPLETE | drc_pct=34.6 | ${n.syslog(900)}` }] },
      { t: 'DRC is 34.6%. Computing payout.', c: [{ n: 'update_payout', a: { block: 9, drc_pct: 34.6, latex_kg: 412 }, o: { dry_kg: 142.6, payout_myr: 641.7, batch: n.uuid() } }] },
      { t: 'Block 9 payout updated: 142.6 kg dry rubber at DRC 34.6%, MYR 641.70.' },
    ],
    output: 'ok',
  }),
  // 04 escalator retrofits, OpenAI Agents SDK
  (n) => ({
    domain: 'escalator retrofit commissioning', style: 'openai_agents', stagnation: false, agent: 'CommissioningAgent',
    isolates: 'Waits for a step-chain load test via status polls (queued, queued, running, passed) then issues the handover certificate.',
    goal: 'Issue the handover certificate for escalator E-4 once its load test has passed.',
    steps: [
      { t: '', c: [{ n: 'load_test_status', a: { unit: 'E-4' }, o: { status: 'queued', technician: 'unassigned', ts: n.isoOffset(300) } }] },
      { t: 'Queued, no technician yet.', c: [{ n: 'load_test_status', a: { unit: 'E-4' }, o: { status: 'queued', technician: 'R. Kaur', ts: n.isoOffset(600) } }] },
      { t: 'Technician assigned now.', c: [{ n: 'load_test_status', a: { unit: 'E-4' }, o: { status: 'running', stage: 'brake distance', ts: n.isoOffset(900) } }] },
      { t: 'Running the brake distance stage.', c: [{ n: 'load_test_status', a: { unit: 'E-4' }, o: { status: 'passed', brake_distance_mm: 412, report: 'LT-' + n.int(1000, 9999), ts: n.isoOffset(900) } }] },
      { t: 'Passed. Issuing certificate.', c: [{ n: 'issue_certificate', a: { unit: 'E-4', report: 'LT' }, o: { certificate: 'HC-E4-' + n.hex(6), pdf_bytes: 90112 } }] },
      { t: 'E-4 passed its load test (brake distance 412 mm) and the handover certificate is issued.' },
    ],
    output: 'certificate issued',
  }),
  // 05 optometry recall letters, Claude Agent SDK (CLI polling)
  (n) => ({
    domain: 'optometry practice recall letters', style: 'claude_sdk', stagnation: false, agent: 'recall-runner', cwd: '/home/practice/recalls',
    isolates: 'Watches a mail-merge print job via CLI status (spooling 120/800, 510/800, complete) and then marks recalls as sent.',
    goal: 'Print the October eye-test recall letters and mark the patients as contacted.',
    steps: [
      { t: 'Starting the merge.', c: [{ n: 'Bash', a: { command: 'recallctl merge --month 2025-10 --print' }, o: `job ${n.job('mm-')} spooling 120/800 (${n.dur()})` }] },
      { t: 'Spooling. Checking progress.', c: [{ n: 'Bash', a: { command: 'recallctl status --last' }, o: `[${n.isoNoMs(120)}] spooling 510/800 printer=${n.host('canon')}` }] },
      { t: '510 of 800.', c: [{ n: 'Bash', a: { command: 'recallctl status --last' }, o: `[${n.isoNoMs(120)}] complete 800/800 pages=800 toner=${n.int(20, 60)}%` }] },
      { t: 'Complete. Marking contacted.', c: [{ n: 'Bash', a: { command: 'recallctl mark-sent --month 2025-10' }, o: 'marked 800 patients as contacted (channel=letter)' }] },
      { t: 'All 800 October recall letters printed and the patients are marked as contacted.' },
    ],
    output: { subtype: 'success' },
  }),
  // 06 tick surveillance lab, Haystack-like pipeline recorded via OpenInference
  (n) => ({
    domain: 'tick-borne disease surveillance lab', style: 'openinference', stagnation: false, agent: 'tick-lab',
    isolates: 'Polls a PCR plate run (loading, cycling 12/40, cycling 33/40, complete) with noisy instrument status, then reports positives.',
    goal: 'Report which tick pools from the Oak Hollow drag survey are Borrelia-positive.',
    steps: [
      { t: 'Checking the PCR plate.', c: [{ n: 'qpcr_status', a: { plate: 'PL-5531' }, o: { phase: 'loading', block_temp: 25.1, instrument: 'QS5-' + n.hex(4), at: n.epoch(200) } }] },
      { t: 'Loading.', c: [{ n: 'qpcr_status', a: { plate: 'PL-5531' }, o: { phase: 'cycling', cycle: 12, of: 40, block_temp: 60.0, at: n.epoch(600) } }] },
      { t: 'Cycle 12 of 40.', c: [{ n: 'qpcr_status', a: { plate: 'PL-5531' }, o: { phase: 'cycling', cycle: 33, of: 40, block_temp: 95.0, at: n.epoch(900) } }] },
      { t: 'Cycle 33; almost through.', c: [{ n: 'qpcr_status', a: { plate: 'PL-5531' }, o: { phase: 'complete', results: [{ pool: 'OH-03', ct: 27.4 }, { pool: 'OH-08', ct: 31.9 }, { pool: 'OH-11', ct: null }], at: n.epoch(600) } }] },
      { t: 'Pools OH-03 (Ct 27.4) and OH-08 (Ct 31.9) are Borrelia-positive; OH-11 is negative.' },
    ],
    output: 'OH-03, OH-08 positive',
  }),
];
