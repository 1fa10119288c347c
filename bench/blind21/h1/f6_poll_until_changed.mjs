export const family = 'poll_until_changed';
export const loop = false;
export const stagnation = false;
export const description = 'Healthy: a job/status is polled while it moves through states (queued, running, done) with volatile noise in every answer, then the result is used.';

export const rows = [
  { n: '01', domain: 'church livestream transcoding', style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'media-agent',
    isolates: 'A transcode job is polled through queued, queued, running 41%, running 88%, succeeded, then the VOD link is published.',
    goal: 'Transcode Sunday\'s service recording to HLS and post the on-demand link to the parish page.',
    build(T) { const N = T.N; const job = 'tj_' + N.hex(12);
      T.step('Submitting the transcode.', [['submit_transcode', { source: 's3://stmarys-live/2025-05-11/service.mp4', preset: 'hls-720p' }, { job_id: job, state: 'QUEUED', submitted_at: N.iso() }]]);
      const st = (state, pct) => ({ job_id: job, state, progress: pct, checked_at: N.iso(), worker: state === 'QUEUED' ? null : N.host('tx-worker'), request_id: N.uuid() });
      T.step('Queued; checking again shortly.', [['get_job', { job_id: job }, st('QUEUED', 0)]]);
      T.step(null, [['get_job', { job_id: job }, st('RUNNING', 41)]]);
      T.step('Running, 41 percent done.', [['get_job', { job_id: job }, st('RUNNING', 88)]]);
      T.step('Almost finished at 88 percent.', [['get_job', { job_id: job }, { ...st('SUCCEEDED', 100), output: 'https://vod.stmarys.org/2025-05-11/master.m3u8', duration_s: 4388 }]]);
      T.step('Done. Publishing the link.', [['update_page', { page: 'sunday-services', append: 'Watch again: https://vod.stmarys.org/2025-05-11/master.m3u8' }, { ok: true, revision: 57 }]]);
      T.finish('The service was transcoded (73 min, HLS 720p) and the watch-again link is now on the Sunday services page (revision 57).');
    } },
  { n: '02', domain: 'powder coating for bicycle frame builders', style: 'openinference', model: 'gpt-4o-mini', agent: 'workshop-assistant',
    isolates: 'An oven batch status goes preheating, curing, curing, cooling, complete, each reading with new timestamps and sensor ids, then the customer is notified.',
    goal: 'Tell customer Rhys when his frame (order BF-228) is out of the curing oven and ready for collection.',
    build(T) { const N = T.N;
      const s = (phase, temp) => `${N.log()} oven=OV2 batch=B-5517 phase=${phase} part_temp_c=${temp} probe=${N.hex(6)}`;
      T.step(null, [['oven_status', { oven: 'OV2', batch: 'B-5517' }, s('PREHEAT', 121)]]);
      T.step('Still preheating.', [['oven_status', { oven: 'OV2', batch: 'B-5517' }, s('CURE', 199)]]);
      T.step('Curing started at 199 °C; cure lasts about 12 minutes.', [['oven_status', { oven: 'OV2', batch: 'B-5517' }, s('CURE', 201)]]);
      T.step(null, [['oven_status', { oven: 'OV2', batch: 'B-5517' }, s('COOL', 88)]]);
      T.step('Cooling now.', [['oven_status', { oven: 'OV2', batch: 'B-5517' }, s('COMPLETE', 34)]]);
      T.step('Batch complete. Sending the collection message.', [['send_sms', { to: '+447700900412', text: 'Hi Rhys, your frame BF-228 is out of the oven and ready to collect from 4pm.' }, { status: 'queued', sid: 'SM' + N.hex(32) }]]);
      T.finish('Frame BF-228 finished curing (batch B-5517) and Rhys has been texted that it can be collected from 4pm.');
    } },
  { n: '03', domain: 'mobile number porting', style: 'vercel', model: 'gpt-4.1-mini', agent: 'porting-support',
    isolates: 'A port request goes submitted, pending donor, pending donor, accepted, completed with volatile headers, then the customer SIM is activated.',
    goal: 'Port customer 5520-19\'s number 07700 900123 from the donor network and activate the new SIM once the port completes.',
    build(T) { const N = T.N; const pr = 'PRT-' + N.digits(8);
      const r = (state, extra = {}) => ({ port_ref: pr, state, updated: N.isoSec(), donor: 'NET-B', x_correlation: N.uuid(), ...extra });
      T.step('Submitting the port request.', [['create_port', { msisdn: '447700900123', pac: 'XYZ123456', customer: '5520-19' }, r('SUBMITTED')]]);
      T.step(null, [['get_port', { port_ref: pr }, r('PENDING_DONOR')]]);
      T.step('Donor has not responded yet.', [['get_port', { port_ref: pr }, r('PENDING_DONOR')]]);
      T.step(null, [['get_port', { port_ref: pr }, r('ACCEPTED', { scheduled_for: '2025-05-14T10:00:00Z' })]]);
      T.step('Accepted, switchover scheduled for 10:00.', [['get_port', { port_ref: pr }, r('COMPLETED', { completed_at: N.isoSec() })]]);
      T.step('Port completed. Activating the SIM.', [['activate_sim', { iccid: '8944110068251234567', msisdn: '447700900123' }, { status: 'ACTIVE', provisioned_at: N.iso() }]]);
      T.finish('Number 07700 900123 has been ported and the new SIM is active for customer 5520-19.');
    } },
  { n: '04', domain: 'ISBN agency registrations', style: 'pydantic', model: 'gpt-4o', agent: 'isbn_registrar',
    isolates: 'An ISBN block order is polled from received to under review to issued, then the ISBNs are assigned to the three titles.',
    goal: 'Order a block of 10 ISBNs for our small press and assign the first three to the spring poetry titles.',
    build(T) { const N = T.N; const o = 'ORD' + N.digits(7);
      T.step(null, [['order_isbn_block', { size: 10, publisher_id: 'PUB-88321' }, { order: o, status: 'RECEIVED', at: N.isoOffset(0) }]]);
      T.step('Order received; checking its status.', [['order_status', { order: o }, { order: o, status: 'RECEIVED', at: N.isoOffset(0), trace: N.hex(16) }]]);
      T.step(null, [['order_status', { order: o }, { order: o, status: 'UNDER_REVIEW', reviewer: 'agent-' + N.int(10, 99), at: N.isoOffset(0), trace: N.hex(16) }]]);
      T.step('Under review by the agency.', [['order_status', { order: o }, { order: o, status: 'ISSUED', prefix: '978-1-917734', range: '978-1-917734-00-0 .. 978-1-917734-09-0', at: N.isoOffset(0), trace: N.hex(16) }]]);
      T.step('Issued. Assigning the first three.', [['assign_isbn', { isbn: '978-1-917734-00-0', title: 'Salt Lines' }, 'assigned'], ['assign_isbn', { isbn: '978-1-917734-01-7', title: 'The Orchard Hours' }, 'assigned'], ['assign_isbn', { isbn: '978-1-917734-02-4', title: 'Weatherglass' }, 'assigned']]);
      T.finish('Block 978-1-917734 (10 ISBNs) was issued; Salt Lines, The Orchard Hours and Weatherglass have ISBNs -00-0, -01-7 and -02-4.');
    } },
  { n: '05', domain: 'laboratory glassware washing', style: 'oai_agents', model: 'gpt-4.1-mini', agent: 'WasherRunAgent',
    isolates: 'A washer-disinfector cycle is polled through fill, wash, rinse, dry and released, then the rack is booked back to the lab.',
    goal: 'Run rack R-19 through the washer and book it back to the cell-culture lab once the cycle is released.',
    build(T) { const N = T.N;
      T.step(null, [['start_cycle', { washer: 'WD-2', rack: 'R-19', program: 'LAB-ALKALINE-93C' }, { cycle: 'C' + N.digits(6), started: N.clock() }]]);
      for (const ph of ['FILL', 'MAIN_WASH', 'THERMAL_RINSE', 'DRY']) T.step(null, [['cycle_status', { washer: 'WD-2' }, { phase: ph, a0: ph === 'THERMAL_RINSE' ? N.int(600, 3000) : null, chamber_c: N.int(40, 93), t: N.clock(), seq: N.int(1000, 9999) }]]);
      T.step(null, [['cycle_status', { washer: 'WD-2' }, { phase: 'RELEASED', a0: 3120, result: 'PASS', t: N.clock(), seq: N.int(1000, 9999) }]]);
      T.step('Cycle passed with A0 3120. Booking the rack back.', [['book_rack', { rack: 'R-19', to: 'cell-culture' }, { ok: true }]]);
      T.finish('Rack R-19 completed LAB-ALKALINE-93C (A0 3120, PASS) and is booked back to cell culture.');
    } },
  { n: '06', domain: 'support-bot fine-tuning (data)', style: 'smolagents', model: 'gpt-4o-mini', agent: 'ft-agent',
    isolates: 'A fine-tuning job is polled validating, queued, running with growing step counts, succeeded, and the model id is written to config.',
    goal: 'Fine-tune the small support model on the March tickets dataset and switch the staging bot to the new model.',
    build(T) { const N = T.N; const id = 'ftjob-' + N.b62(24);
      T.step('Create the job.', [['create_finetune', { training_file: 'file-march-tickets', model: 'gpt-4o-mini-2024-07-18' }, { id, status: 'validating_files', created_at: N.epoch() }]]);
      const g = (status, extra = {}) => ({ id, status, ...extra, checked_at: N.epoch(), 'x-request-id': N.reqId('req_') });
      T.step('Poll the job.', [['get_finetune', { id }, g('queued')]]);
      T.step('Queued; poll again.', [['get_finetune', { id }, g('running', { trained_steps: 120, total_steps: 900 })]]);
      T.step('Running, step 120 of 900.', [['get_finetune', { id }, g('running', { trained_steps: 610, total_steps: 900 })]]);
      T.step('Step 610 of 900.', [['get_finetune', { id }, g('succeeded', { fine_tuned_model: 'ft:gpt-4o-mini-2024-07-18:acme:support-mar:Bq7x1' })]]);
      T.step('Succeeded. Updating staging config.', [['set_config', { env: 'staging', key: 'SUPPORT_MODEL', value: 'ft:gpt-4o-mini-2024-07-18:acme:support-mar:Bq7x1' }, 'updated staging SUPPORT_MODEL']]);
      T.finish('Fine-tune finished (900 steps); staging now uses ft:gpt-4o-mini-2024-07-18:acme:support-mar:Bq7x1.');
    } },
];
