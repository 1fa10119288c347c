// Family: status_polling_progress — healthy: polls a job/status until it changes, noise in every answer,
// then uses the result. loop: false, stagnation: false.
export const family = 'status_polling_progress';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 laser hair removal clinic consent e-signature — OpenAI Assistants run steps
  (N) => {
    let deliveredAt = null;
    const env = (status, extra = {}) => ({ name: 'esign_get_envelope', args: { envelope_id: 'c1f0-77ab' }, out: { envelopeId: 'c1f0-77ab', status, statusChangedDateTime: status === 'delivered' && deliveredAt ? deliveredAt : N.iso(), lastCheckedDateTime: N.iso(), recipients: { signers: [{ name: 'Priya Nair', status, ...extra }] }, requestId: N.uuid(), 'x-docusign-tracetoken': N.uuid() } });
    return {
      domain: 'laser hair removal clinic consent forms', style: 'assistants', model: 'gpt-4o-mini',
      isolates: 'The assistant polls a consent envelope sent → delivered → delivered → completed (new timestamps and trace tokens each time), then books the patch test only once it is signed.',
      system: 'Front-desk assistant for Lumière Skin clinic. A signed consent form is required before any patch test is booked.',
      goal: 'Priya Nair is signing her consent form now on her phone; as soon as it is signed, book her patch test for Thursday 16:30.',
      turns: [
        { think: 'Check the envelope status.', calls: [() => env('sent')] },
        { think: 'Sent but not opened yet; check again in a minute.', waitBefore: 60, calls: [() => env('delivered', { deliveredDateTime: (deliveredAt = N.iso()) })] },
        { think: 'She has opened it (delivered at the recorded time) but not signed; polling again.', waitBefore: 90, calls: [() => env('delivered', { deliveredDateTime: deliveredAt })] },
        { think: 'Still open on her side after ~3 minutes; one more check.', waitBefore: 120, calls: [() => env('completed', { signedDateTime: N.iso() })] },
        { think: 'Envelope completed with a signature timestamp. Booking the patch test.', calls: [{ name: 'book_appointment', args: { client: 'Priya Nair', service: 'patch_test', start: '2025-05-22T16:30:00+01:00', consent_envelope: 'c1f0-77ab' }, out: { appointment_id: 'APT-' + N.int(40000, 49999), status: 'booked', room: 'Laser 2' } }] },
        { say: 'Consent form signed. Priya\'s patch test is booked for Thursday 22 May at 16:30 in Laser 2.' },
      ],
      final: 'Consent form signed. Priya\'s patch test is booked for Thursday 22 May at 16:30 in Laser 2.',
    };
  },
  // 02 piercing studio autoclave cycle — OpenLIT spans
  (N) => {
    const cyc = (phase, t, p, rem) => ({ name: 'autoclave_status', args: { unit: 'StatIM-5000', cycle: 'wrapped-solid' }, out: `[${N.syslog()}] STATIM5000 s/n ${'21' + N.int(100000, 999999)} cycle#${4417} phase=${phase} chamber=${t}C pressure=${p}kPa remaining=${rem} seq=${N.seq()}` });
    return {
      domain: 'body piercing studio sterilisation log', style: 'openlit', model: 'gpt-4o-mini', service: 'studio-compliance',
      isolates: 'The agent polls an autoclave cycle through heating, sterilising and drying to COMPLETE (temperatures, pressures and time left change every read), then writes the sterilisation log entry.',
      system: 'You keep the sterilisation log for Ironclad Piercing. Only log a cycle after it completes with PASS.',
      goal: 'Log cycle #4417 for the needle and jewellery pouches in the StatIM once it finishes.',
      turns: [
        { think: 'Check the current phase.', calls: [() => cyc('HEATING', 96, 88, '11:40')] },
        { think: 'Heating at 96C, not at sterilising temperature yet.', waitBefore: 180, calls: [() => cyc('STERILIZING', 135, 213, '07:55')] },
        { think: 'Now holding at 135C / 213 kPa, about 8 minutes left.', waitBefore: 300, calls: [() => cyc('DRYING', 118, 102, '02:10')] },
        { think: 'Sterilising hold finished; in drying with 2 minutes remaining.', waitBefore: 150, calls: [{ name: 'autoclave_status', args: { unit: 'StatIM-5000', cycle: 'wrapped-solid' }, out: `[${N.syslog()}] STATIM5000 cycle#4417 phase=COMPLETE result=PASS hold=135C/3:00 printed_ticket=${N.ALNUM(8)}` }] },
        { think: 'PASS recorded. Writing the log entry with the cycle number and hold.', calls: [{ name: 'log_sterilisation', args: { cycle: 4417, unit: 'StatIM-5000', result: 'PASS', hold: '135C 3:00', load: ['needles 14g x20', 'titanium labret x12'] }, out: { row: N.int(800, 999), sheet: 'Sterilisation 2025' } }] },
        { say: 'Cycle #4417 passed (135C hold for 3:00) and is logged.' },
      ],
      final: 'Cycle #4417 passed (135C hold for 3:00) and is logged.',
    };
  },
  // 03 bathroom refitters 3D render — Mistral conversations entries
  (N) => {
    const poll = (state, pct) => ({ name: 'render_job_status', args: { job_id: 'rnd_7Hq2' }, out: { job_id: 'rnd_7Hq2', state, progress: pct, worker: N.host('render'), samples: Math.round(pct * 40.96), eta_s: pct < 100 ? N.int(20, 400) : 0, checked_at: N.isoUs() } });
    return {
      domain: 'bathroom refit design renders', style: 'mistral', model: 'mistral-large-2411',
      isolates: 'A photoreal render job goes queued → queued → rendering 41% → rendering 86% → done; the agent then sends the finished image to the customer.',
      system: 'Design assistant for Tidewater Bathrooms. Send customers renders of their chosen design.',
      goal: 'Render the walk-in shower design (option B, sage tiles) for the Patel job and email it to them.',
      turns: [
        { think: 'Submit the render.', calls: [{ name: 'render_submit', args: { scene: 'patel_ensuite_optB.blend', camera: 'door_view', samples: 4096 }, out: { job_id: 'rnd_7Hq2', state: 'queued', position: 3 } }] },
        { think: 'Queued at position 3; poll.', waitBefore: 60, calls: [() => poll('queued', 0)] },
        { think: 'Still queued but the queue moves; checking again shortly.', waitBefore: 120, calls: [() => poll('rendering', 41)] },
        { think: 'Rendering has started and is at 41%.', waitBefore: 240, calls: [() => poll('rendering', 86)] },
        { think: 'At 86%, nearly there.', waitBefore: 90, calls: [{ name: 'render_job_status', args: { job_id: 'rnd_7Hq2' }, out: { job_id: 'rnd_7Hq2', state: 'done', output: `s3://tidewater-renders/patel/optB_door_${N.hex(8)}.png`, render_time: N.secs(300, 700) } }] },
        { think: 'Render done; emailing the Patels.', calls: [{ name: 'send_email', args: { to: 'patel.home@example.com', subject: 'Your walk-in shower design (option B)', attach: 'optB_door.png' }, out: { status: 'sent', id: N.uuid() } }] },
        { say: 'The option B render is finished and has been emailed to the Patels.' },
      ],
      final: 'The option B render is finished and has been emailed to the Patels.',
    };
  },
  // 04 dinosaur theme park visitor export — Pydantic AI / Logfire
  (N) => {
    const job = (state, extra) => ({ name: 'bq_get_job', args: { job_id: 'bquxjob_3f1a9c' }, out: { jobReference: { jobId: 'bquxjob_3f1a9c', location: 'EU' }, status: { state }, statistics: { creationTime: String(N.epochMs()), ...(extra || {}) }, etag: N.b64(22) + '==' } });
    return {
      domain: 'dinosaur theme park visitor analytics export', style: 'pydantic', model: 'gpt-4.1-mini', agentName: 'park_reporting', service: 'jurassic-trails-reports',
      isolates: 'A BigQuery extract job is polled PENDING → RUNNING → RUNNING (bytes processed growing) → DONE, and the agent then reports the number of exported rows.',
      system: 'You produce the weekly visitor report for Jurassic Trails park.',
      goal: 'Export last week\'s turnstile counts by gate to GCS for the marketing team and tell me how many rows were exported.',
      turns: [
        { think: 'Start the extract.', calls: [{ name: 'bq_extract', args: { table: 'park.turnstile_daily', where: "week='2025-W18'", dest: 'gs://jt-marketing/turnstile_2025W18_*.csv' }, out: { jobId: 'bquxjob_3f1a9c', state: 'PENDING' } }] },
        { think: 'Job created; checking its state.', waitBefore: 10, calls: [() => job('PENDING')] },
        { think: 'Pending in the queue; check again.', waitBefore: 20, calls: [() => job('RUNNING', { startTime: String(N.epochMs()), totalBytesProcessed: '18874368' })] },
        { think: 'Running, 18 MB processed so far.', waitBefore: 30, calls: [() => job('RUNNING', { startTime: String(N.epochMs()), totalBytesProcessed: '51380224' })] },
        { think: '51 MB processed; should finish soon.', waitBefore: 30, calls: [() => job('DONE', { endTime: String(N.epochMs()), extract: { destinationUriFileCounts: ['2'] }, outputRows: '18244' })] },
        { say: 'Export complete: 18,244 rows written to gs://jt-marketing/turnstile_2025W18_*.csv (2 files).' },
      ],
      final: 'Export complete: 18,244 rows written to gs://jt-marketing/turnstile_2025W18_*.csv (2 files).',
    };
  },
  // 05 paper marbling studio shipping labels — Langfuse
  (N) => {
    const batch = (status, done) => ({ name: 'labels_batch_status', args: { batch_id: 'lb_51c2' }, out: { batch_id: 'lb_51c2', status, labels_total: 14, labels_done: done, updated: N.http(), carrier_ref: 'RM' + N.int(10000000, 99999999) + 'GB' } });
    return {
      domain: 'marbled paper studio order shipping', style: 'langfuse', model: 'gpt-4o', tags: ['fulfilment'],
      isolates: 'A shipping-label batch goes queued → processing 6/14 → processing 11/14 → ready, then the agent downloads the labels PDF and marks the 14 orders dispatched.',
      system: 'Fulfilment assistant for Ebru & Ink marbled papers.',
      goal: 'Generate Royal Mail labels for today\'s 14 orders and mark them dispatched.',
      turns: [
        { think: 'Create the label batch.', calls: [{ name: 'labels_create_batch', args: { orders: 'today', service: 'TRACKED48' }, out: { batch_id: 'lb_51c2', status: 'queued' } }] },
        { think: 'Batch queued, poll it.', waitBefore: 15, calls: [() => batch('processing', 6)] },
        { think: '6 of 14 labels done.', waitBefore: 15, calls: [() => batch('processing', 11)] },
        { think: '11 of 14 now.', waitBefore: 10, calls: [() => batch('ready', 14)] },
        { think: 'All 14 ready; download and mark dispatched.', calls: [{ name: 'labels_download', args: { batch_id: 'lb_51c2' }, out: { url: `https://labels.example/lb_51c2.pdf?sig=${N.hex(24)}&exp=${N.epoch()}`, pages: 14 } }, { name: 'orders_mark_dispatched', args: { batch_id: 'lb_51c2' }, out: { updated: 14 } }] },
        { say: '14 labels generated (PDF downloaded) and all 14 orders marked dispatched.' },
      ],
      final: '14 labels generated (PDF downloaded) and all 14 orders marked dispatched.',
    };
  },
  // 06 leather glove maker CNC cutting — Ollama
  (N) => {
    const st = (line) => ({ name: 'cutter_status', args: { machine: 'zund-g3' }, out: line });
    return {
      domain: 'leather glove workshop CNC cutting', style: 'ollama', model: 'mistral-nemo:12b', agentName: 'glove-floor',
      isolates: 'The agent polls a leather cutting job (nested 12%, then 58%, then 100% with yield) and then books the cut pieces into stitching.',
      system: 'Shop-floor assistant for Dents & Daughters glovers.',
      goal: 'Cut the 30 pairs of lined deerskin gloves (size mix M/L) and pass them on to stitching when done.',
      turns: [
        { think: 'Send the cut file.', calls: [{ name: 'cutter_send_job', args: { machine: 'zund-g3', file: 'deerskin_lined_ML_30pr.zcc', hide_lot: 'DS-1142' }, out: { job: N.job('cut'), accepted: true } }] },
        { think: 'Check the cutter.', waitBefore: 120, calls: [() => st(`${N.local('+00:00')} G3 RUN  job=cut  progress=12%  pieces=43/360  knife=EOT-${N.int(1, 4)}  vac=${N.int(180, 220)}mbar`)] },
        { think: '43 of 360 pieces cut.', waitBefore: 600, calls: [() => st(`${N.local('+00:00')} G3 RUN  job=cut  progress=58%  pieces=209/360  knife=EOT-${N.int(1, 4)}  vac=${N.int(180, 220)}mbar`)] },
        { think: 'Past halfway at 209 pieces.', waitBefore: 500, calls: [() => st(`${N.local('+00:00')} G3 IDLE job=cut  progress=100% pieces=360/360 yield=84.2% hide_used=2.7 m2`)] },
        { think: 'All 360 pieces cut; moving them to stitching.', calls: [{ name: 'wip_move', args: { lot: 'DS-1142', from: 'cutting', to: 'stitching', qty_pairs: 30 }, out: { ok: true, wip_id: N.uuid() } }] },
        { say: 'Cutting finished (360 pieces, 84.2% hide yield) and the 30 pairs are now in stitching.' },
      ],
      final: 'Cutting finished (360 pieces, 84.2% hide yield) and the 30 pairs are now in stitching.',
    };
  },
];
