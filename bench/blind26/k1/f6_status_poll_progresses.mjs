// Family 6 (healthy): polling a job until its status changes, noise in every answer, then using the result.
export const family = 'status_poll_progresses';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'sushi conveyor restaurants (menu translation job)', style: 'gemini',
    make(N) {
      const job = 'tr_' + N.b62(12);
      const g = (state, extra = {}) => (N) => ({ job_id: job, state, ...extra, polled_at: N.isoNoMs(), worker: N.host('mt'), 'x-request-id': N.uuid() });
      return {
        isolates: 'A translation job is polled through queued, queued, running 40%, running 85%, done; the finished menu file is then published.',
        goal: 'Translate the new seasonal conveyor-belt menu (plate colours and allergens) into English, Korean and Simplified Chinese and publish it to the tablets in all three branches.',
        spec: {
          agent: 'menu-ops', model: 'gemini-2.0-flash',
          system: 'You manage menus for a kaiten-zushi chain. Tools: submit_translation, get_translation_job, publish_menu.',
          steps: [
            { llm: '' }, { tool: 'submit_translation', args: { source: 'menus/2025-autumn-ja.json', targets: ['en', 'ko', 'zh-Hans'], glossary: 'sushi-plates-v3' }, out: (N) => ({ job_id: job, state: 'QUEUED', eta_s: 180, accepted_at: N.iso() }) },
            { llm: '' }, { tool: 'get_translation_job', args: { job_id: job }, out: g('QUEUED', { position: 3 }) },
            { llm: '' }, { tool: 'get_translation_job', args: { job_id: job }, out: g('QUEUED', { position: 1 }) },
            { llm: '' }, { tool: 'get_translation_job', args: { job_id: job }, out: g('RUNNING', { progress: 0.4, segments_done: 58, segments_total: 146 }) },
            { llm: '' }, { tool: 'get_translation_job', args: { job_id: job }, out: g('RUNNING', { progress: 0.85, segments_done: 124, segments_total: 146 }) },
            { llm: '' }, { tool: 'get_translation_job', args: { job_id: job }, out: g('SUCCEEDED', { outputs: { en: 'gs://kaiten-menus/out/2025-autumn-en.json', ko: 'gs://kaiten-menus/out/2025-autumn-ko.json', 'zh-Hans': 'gs://kaiten-menus/out/2025-autumn-zh-Hans.json' }, glossary_hits: 212 }) },
            { llm: 'The translations are ready; publishing to all branches.' },
            { tool: 'publish_menu', args: { files: ['2025-autumn-en.json', '2025-autumn-ko.json', '2025-autumn-zh-Hans.json'], branches: ['Shibuya', 'Namba', 'Tenjin'] }, out: (N) => ({ published: 3, tablets_updated: 96, version: 'autumn-2025.1', at: N.iso() }) },
            { llm: 'Done: the autumn menu is translated into English, Korean and Simplified Chinese (212 glossary terms applied) and published as version autumn-2025.1 to 96 tablets across Shibuya, Namba and Tenjin.' },
          ],
        },
      };
    },
  },
  {
    id: '02', domain: 'handloom weaving co-op (catalogue PDF render)', style: 'otel_genai',
    make(N) {
      const r = (status, pages) => (N) => `render ${status}${pages !== undefined ? ` pages=${pages}/48` : ''} job=rnd-5521 node=${N.host('render')} t=${N.epoch()} mem=${N.int(300, 900)}MiB`;
      return {
        isolates: 'A catalogue render job goes PENDING, RENDERING 12/48, RENDERING 40/48, COMPLETE; the PDF is then sent to the printer.',
        goal: 'Render the winter handloom catalogue (48 pages, CMYK) and send the print-ready PDF to Riverside Print for 300 copies.',
        spec: {
          agent: 'coop-catalogue', model: 'gpt-4o',
          system: 'You produce print catalogues for a handloom weaving co-operative. Tools: start_render, render_status, send_to_printer.',
          steps: [
            { llm: '' }, { tool: 'start_render', args: { template: 'winter-2025', colour: 'CMYK', bleed_mm: 3 }, out: { job: 'rnd-5521', status: 'PENDING' } },
            { llm: '' }, { tool: 'render_status', args: { job: 'rnd-5521' }, out: r('PENDING') },
            { llm: '' }, { tool: 'render_status', args: { job: 'rnd-5521' }, out: r('RENDERING', 12) },
            { llm: '' }, { tool: 'render_status', args: { job: 'rnd-5521' }, out: r('RENDERING', 40) },
            { llm: '' }, { tool: 'render_status', args: { job: 'rnd-5521' }, out: (N) => `render COMPLETE pages=48/48 job=rnd-5521 file=s3://coop-print/winter-2025-cmyk.pdf size=212MB preflight=PASS t=${N.epoch()}` },
            { llm: 'Render complete and preflight passed. Sending to the printer.' },
            { tool: 'send_to_printer', args: { printer: 'Riverside Print', file: 's3://coop-print/winter-2025-cmyk.pdf', copies: 300, stock: '170gsm silk' }, out: (N) => ({ order: 'RP-' + N.int(20000, 29999), proof_due: N.day(N.t, 2), status: 'received' }) },
            { llm: 'The 48-page winter catalogue rendered in CMYK, passed preflight, and has been sent to Riverside Print for 300 copies on 170gsm silk; a proof is due in two days.' },
          ],
        },
      };
    },
  },
  {
    id: '03', domain: 'sundial restoration (photogrammetry processing)', style: 'crewai',
    make(N) {
      const s = (stage, pct) => (N) => ({ task: 'pg-dial-0419', stage, percent: pct, gpu_node: N.host('gpu'), heartbeat: N.syslog() });
      return {
        isolates: 'A photogrammetry job advances through queued, alignment, dense cloud and meshing to done; the measured gnomon angle is then used in the restoration report.',
        goal: 'Process the 212 photos of the 1742 churchyard sundial, measure the gnomon angle from the model and state whether it matches the site latitude (52.2°).',
        spec: {
          crew: 'restoration_crew', agent: 'Survey Technician', model: 'gpt-4o-mini',
          system: 'You are Survey Technician. Run the photogrammetry pipeline and report measurements.',
          steps: [
            { llm: 'I will submit the photo set for processing.' }, { tool: 'submit_photogrammetry', args: { photo_set: 'dial-1742-churchyard', count: 212 }, out: { task: 'pg-dial-0419', stage: 'queued' } },
            { llm: 'The job is queued; I will check its progress.' }, { tool: 'photogrammetry_status', args: { task: 'pg-dial-0419' }, out: s('queued', 0) },
            { llm: 'Still waiting in the queue.' }, { tool: 'photogrammetry_status', args: { task: 'pg-dial-0419' }, out: s('align_cameras', 22) },
            { llm: 'Cameras are aligning; checking again.' }, { tool: 'photogrammetry_status', args: { task: 'pg-dial-0419' }, out: s('dense_cloud', 61) },
            { llm: 'Dense cloud is building.' }, { tool: 'photogrammetry_status', args: { task: 'pg-dial-0419' }, out: s('mesh', 88) },
            { llm: 'Meshing now.' }, { tool: 'photogrammetry_status', args: { task: 'pg-dial-0419' }, out: (N) => ({ task: 'pg-dial-0419', stage: 'done', percent: 100, model: 'dial-1742.obj', rms_reprojection_px: 0.41, finished: N.syslog() }) },
            { llm: 'The model is ready; measuring the gnomon.' }, { tool: 'measure_angle', args: { model: 'dial-1742.obj', feature: 'gnomon_style_edge', reference: 'dial_plate_plane' }, out: { angle_deg: 51.6, uncertainty_deg: 0.3 } },
            { llm: 'The gnomon angle measures 51.6° ± 0.3°, about 0.6° below the 52.2° site latitude, so the gnomon is slightly bent and should be reset during restoration.', },
          ],
        },
      };
    },
  },
  {
    id: '04', domain: 'mine heritage tours (booking export)', style: 'mastra',
    make(N) {
      return {
        isolates: 'A bookings export is polled pending, pending, in_progress, succeeded; the CSV is downloaded and summarised for the guides.',
        goal: 'How many visitors are booked on underground tours at the Llechwedd-style slate mine heritage site next week, per day, and which days need a second guide (over 40)?',
        spec: {
          agent: 'heritageOpsAgent', model: 'gpt-4o-mini',
          system: 'You help run a slate mine heritage site. Tools: createBookingExport, getExport, downloadExport.',
          steps: [
            { llm: '' }, { tool: 'createBookingExport', args: { product: 'deep-mine-tour', from: '2025-07-07', to: '2025-07-13' }, out: { exportId: 'exp_31d9', status: 'pending' } },
            { llm: '' }, { tool: 'getExport', args: { exportId: 'exp_31d9' }, out: (N) => ({ exportId: 'exp_31d9', status: 'pending', updatedAt: N.iso(), requestId: N.reqId('req_') }) },
            { llm: '' }, { tool: 'getExport', args: { exportId: 'exp_31d9' }, out: (N) => ({ exportId: 'exp_31d9', status: 'pending', updatedAt: N.iso(), requestId: N.reqId('req_') }) },
            { llm: '' }, { tool: 'getExport', args: { exportId: 'exp_31d9' }, out: (N) => ({ exportId: 'exp_31d9', status: 'in_progress', rowsWritten: 190, updatedAt: N.iso(), requestId: N.reqId('req_') }) },
            { llm: '' }, { tool: 'getExport', args: { exportId: 'exp_31d9' }, out: (N) => ({ exportId: 'exp_31d9', status: 'succeeded', rows: 244, url: 'https://exports.example-tickets.com/exp_31d9.csv?sig=' + N.b62(32), updatedAt: N.iso() }) },
            { llm: '' }, { tool: 'downloadExport', args: { exportId: 'exp_31d9' }, out: 'date,bookings,visitors\n2025-07-07,9,31\n2025-07-08,12,44\n2025-07-09,10,37\n2025-07-10,14,52\n2025-07-11,11,39\n2025-07-12,16,58\n2025-07-13,6,23\n' },
            { llm: 'Next week has 284 visitors booked on the deep-mine tour: Mon 31, Tue 44, Wed 37, Thu 52, Fri 39, Sat 58, Sun 23. Tuesday, Thursday and Saturday are over 40 and need a second guide.' },
          ],
        },
      };
    },
  },
  {
    id: '05', domain: 'silk farming (pebrine egg screening)', style: 'strands',
    make(N) {
      return {
        isolates: 'A lab sample moves received, in_analysis, in_analysis, reported; the negative result is used to release the egg batch.',
        goal: 'Before we hatch the spring silkworm eggs (batch SB-25-04), get the pebrine screening result from the lab and release the batch to the rearing house if it is clear.',
        spec: {
          agent: 'sericulture_assistant', model: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
          system: 'You assist a small sericulture farm. Tools: lab_sample_status, release_batch.',
          steps: [
            { llm: 'Checking the lab sample status.' }, { tool: 'lab_sample_status', args: { sample: 'LS-8841' }, out: (N) => ({ sample: 'LS-8841', status: 'received', received: N.eu(), bench: null }) },
            { llm: '' }, { tool: 'lab_sample_status', args: { sample: 'LS-8841' }, out: (N) => ({ sample: 'LS-8841', status: 'in_analysis', bench: 'microscopy-2', started: N.eu(), ref: N.hex(6) }) },
            { llm: '' }, { tool: 'lab_sample_status', args: { sample: 'LS-8841' }, out: (N) => ({ sample: 'LS-8841', status: 'in_analysis', bench: 'microscopy-2', moths_examined: 60, of: 100, ref: N.hex(6) }) },
            { llm: '' }, { tool: 'lab_sample_status', args: { sample: 'LS-8841' }, out: (N) => ({ sample: 'LS-8841', status: 'reported', result: 'NEGATIVE', nosema_spores_detected: 0, moths_examined: 100, signed_by: 'Dr. I. Ferrand', reported: N.eu() }) },
            { llm: 'The screening is negative (0 of 100 moths). Releasing the batch.' }, { tool: 'release_batch', args: { batch: 'SB-25-04', to: 'rearing-house-A', lab_ref: 'LS-8841' }, out: { ok: true, release_id: 'RL-2025-017' } },
            { llm: 'Batch SB-25-04 is clear of pebrine (LS-8841 negative, 100 moths examined) and has been released to rearing house A under release RL-2025-017.' },
          ],
        },
      };
    },
  },
  {
    id: '06', domain: 'haunted house attraction (promo video render)', style: 'plain',
    make(N) {
      const rs = (st, pct) => (N) => `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Render-Node: ${N.host('render')}\nRetry-After: 15\n\n{"render_id":"rnd_hh_2210","status":"${st}","progress":${pct}}`;
      return {
        isolates: 'A video render advances queued, rendering 12%, rendering 67%, encoding, complete (with Retry-After and node noise); the video is then scheduled for posting.',
        goal: 'Render the 30-second "Hollow Manor opens Friday" promo from the approved timeline and schedule it on Instagram and TikTok for Thursday 18:00.',
        spec: {
          agent: 'promo-assistant', model: 'gpt-4o',
          system: 'You help a seasonal haunted house attraction with marketing. Tools: start_render, get_render, schedule_post.',
          steps: [
            { llm: '' }, { tool: 'start_render', args: { timeline: 'hollow-manor-promo-v4', preset: '1080x1920_h264' }, out: { render_id: 'rnd_hh_2210', status: 'queued' } },
            { llm: '' }, { tool: 'get_render', args: { render_id: 'rnd_hh_2210' }, out: rs('queued', 0) },
            { llm: '' }, { tool: 'get_render', args: { render_id: 'rnd_hh_2210' }, out: rs('rendering', 12) },
            { llm: '' }, { tool: 'get_render', args: { render_id: 'rnd_hh_2210' }, out: rs('rendering', 67) },
            { llm: '' }, { tool: 'get_render', args: { render_id: 'rnd_hh_2210' }, out: rs('encoding', 95) },
            { llm: '' }, { tool: 'get_render', args: { render_id: 'rnd_hh_2210' }, out: (N) => `HTTP/1.1 200 OK\nDate: ${N.http()}\n\n{"render_id":"rnd_hh_2210","status":"complete","progress":100,"url":"https://cdn.example.net/r/rnd_hh_2210.mp4","duration_s":30.0}` },
            { llm: '' }, { tool: 'schedule_post', args: { video_url: 'https://cdn.example.net/r/rnd_hh_2210.mp4', channels: ['instagram_reels', 'tiktok'], at: '2025-10-23T18:00:00+01:00', caption: 'Hollow Manor opens Friday. Dare you? 🕯️ Tickets in bio.' }, out: { scheduled: 2, post_ids: ['ig_1893', 'tt_5521'] } },
            { llm: 'The 30-second promo rendered successfully and is scheduled for Instagram Reels and TikTok on Thursday at 18:00.' },
          ],
        },
      };
    },
  },
];
