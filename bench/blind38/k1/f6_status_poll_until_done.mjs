import { Trace } from './lib.mjs';

export const family = {
  name: 'status_poll_until_done', loop: false, stagnation: false,
  isolates: 'Healthy polling: a job status is checked repeatedly with volatile noise in every answer, the state moves (queued, running, done) and the agent uses the result.',
};

export const rows = [
  {
    n: '01', domain: 'cactus nursery phytosanitary certificates', style: 'vercel',
    isolates: 'A phytosanitary certificate request is polled through SUBMITTED, INSPECTION_SCHEDULED, INSPECTED, ISSUED; the agent then attaches the certificate number to the export order.',
    goal: 'Get the phytosanitary certificate for the shipment of 240 Astrophytum and Mammillaria plants to the Netherlands and attach it to export order EX-5521.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'vercel', model: 'gpt-4.1-mini', agent: 'export-desk', tools: ['requestCertificate', 'getCertificateStatus', 'attachToOrder'], maxSteps: 12,
        system: 'You handle plant export paperwork for a cactus nursery.', goal: this.goal });
      const R = T.R;
      const ref = 'PC-' + R.digits(7);
      const st = (state, extra = {}) => ({ reference: ref, state, updated: R.isoSec(), request_id: R.reqId('ps_'), ...extra });
      T.step(null, [{ name: 'requestCertificate', args: { order: 'EX-5521', destination: 'NL', genera: ['Astrophytum', 'Mammillaria'], units: 240 }, out: { reference: ref, state: 'SUBMITTED', fee_gbp: 68.0 } }]);
      T.step(null, [{ name: 'getCertificateStatus', args: { reference: ref }, out: st('SUBMITTED') }]);
      R.wait(1800);
      T.step('Still submitted; will check again later.', [{ name: 'getCertificateStatus', args: { reference: ref }, out: st('INSPECTION_SCHEDULED', { inspector: 'PHSI South', slot: 'today 14:00-16:00' }) }]);
      R.wait(7200);
      T.step(null, [{ name: 'getCertificateStatus', args: { reference: ref }, out: st('INSPECTED', { findings: 'no pests detected', sample_size: 24 }) }]);
      R.wait(2400);
      T.step(null, [{ name: 'getCertificateStatus', args: { reference: ref }, out: st('ISSUED', { certificate_no: 'GB-PC-2025-' + R.digits(6), valid_until: R.day(14), pdf: `https://plantexports.example/cert/${R.uuid()}.pdf` }) }]);
      T.step(null, [{ name: 'attachToOrder', args: { order: 'EX-5521', document_type: 'phytosanitary', reference: ref }, out: { ok: true, order: 'EX-5521', documents: 3 } }]);
      T.final(`The phytosanitary certificate for EX-5521 has been issued after inspection (no pests found) and is now attached to the export order.`);
      return T.build();
    },
  },
  {
    n: '02', domain: 'zorbing park waiver PDF rendering', style: 'otel_genai',
    isolates: 'A batch waiver render job is polled queued, queued, rendering 40%, rendering 85%, complete; the agent then emails the download link.',
    goal: 'Render the signed waiver PDFs for the 18 guests of the Saturday corporate zorbing booking and email the bundle to the event organiser.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'otel_genai', model: 'gpt-4o', agent: 'bookings-assistant', tools: ['start_render', 'render_status', 'send_email'],
        system: 'You handle paperwork for a zorbing park.', goal: this.goal });
      const R = T.R;
      const job = R.jobId('rnd_');
      const s = (state, pct, extra = {}) => ({ job, state, progress: pct, worker: R.pod('pdf-render'), ts: R.epochMs(), ...extra });
      T.step(null, [{ name: 'start_render', args: { booking: 'BK-2025-0614-CORP', template: 'waiver_v7' }, out: { job, state: 'queued', position: 3 } }]);
      T.step(null, [{ name: 'render_status', args: { job }, out: s('queued', 0, { position: 2 }) }]);
      R.wait(20);
      T.step(null, [{ name: 'render_status', args: { job }, out: s('queued', 0, { position: 1 }) }]);
      R.wait(25);
      T.step(null, [{ name: 'render_status', args: { job }, out: s('rendering', 40, { pages_done: 7 }) }]);
      R.wait(15);
      T.step(null, [{ name: 'render_status', args: { job }, out: s('rendering', 85, { pages_done: 15 }) }]);
      R.wait(10);
      T.step('Render finished; sending the bundle.', [{ name: 'render_status', args: { job }, out: s('complete', 100, { url: `https://files.zorbpark.example/${job}/waivers.zip?sig=${R.hex(24)}&exp=${R.epoch() + 604800}`, files: 18 }) }]);
      T.step(null, [{ name: 'send_email', args: { to: 'events@harbourbank.example', subject: 'Signed waivers — Saturday zorbing', body: 'Attached: link to 18 signed waivers (valid 7 days).' }, out: { accepted: true, message_id: `<${R.hex(16)}@mail.zorbpark.example>` } }]);
      T.final('All 18 waivers were rendered and the download link was emailed to the organiser.');
      return T.build();
    },
  },
  {
    n: '03', domain: 'date palm orchard satellite NDVI', style: 'crewai',
    isolates: 'A satellite NDVI processing job is polled PENDING, RUNNING, RUNNING, SUCCEEDED; the analyst then names the blocks with the lowest vegetation index.',
    goal: 'Run this month\'s NDVI analysis for the date palm orchard and list the three irrigation blocks with the lowest median NDVI.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'crewai', model: 'gpt-4o-mini', agent: 'Orchard Remote Sensing Analyst', crewName: 'orchard_monthly', tools: ['Submit NDVI Job', 'Job Status'],
        system: 'You are Orchard Remote Sensing Analyst. Your personal goal is: turn satellite imagery into irrigation advice.', goal: this.goal });
      const R = T.R;
      const jid = R.uuid();
      T.step('Submitting the job for the Sentinel-2 scenes of this month.', [{ name: 'Submit NDVI Job', args: { aoi: 'palm-orchard-north', sensor: 'S2', month: '2025-05', cloud_max: 20 }, out: `Job ${jid} accepted at ${R.isoSec()}` }]);
      T.step('Checking the job.', [{ name: 'Job Status', args: { job_id: jid }, out: `status=PENDING scenes_found=3 queue=eo-batch-${R.int(1, 4)} checked=${R.clockHM()}` }]);
      R.wait(90);
      T.step('Waiting for processing to start.', [{ name: 'Job Status', args: { job_id: jid }, out: `status=RUNNING stage=atmospheric_correction scenes_done=1/3 checked=${R.clockHM()}` }]);
      R.wait(120);
      T.step('It is progressing through the scenes.', [{ name: 'Job Status', args: { job_id: jid }, out: `status=RUNNING stage=zonal_stats scenes_done=3/3 checked=${R.clockHM()}` }]);
      R.wait(60);
      T.step('Zonal statistics should be ready now.', [{ name: 'Job Status', args: { job_id: jid }, out: JSON.stringify({ status: 'SUCCEEDED', finished: R.isoSec(), median_ndvi: { B1: 0.61, B2: 0.58, B3: 0.44, B4: 0.63, B5: 0.39, B6: 0.52, B7: 0.47 } }) }]);
      T.final('Lowest median NDVI this month: block B5 (0.39), B3 (0.44) and B7 (0.47). Check drip lines and soil moisture in these blocks first.');
      return T.build();
    },
  },
  {
    n: '04', domain: 'harmonica customisation shop CI pipeline', style: 'claude_sdk',
    isolates: 'After pushing a fix, the agent polls a CI run via gh (queued, in_progress, in_progress, completed/success) and then reports the green build.',
    goal: 'Push the reed-gapping calculator fix on branch fix/gap-rounding and confirm the CI pipeline passes before asking for review.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'claude-code', tools: ['Bash'], cwd: '/home/pat/harp-custom',
        system: 'Claude Code', goal: this.goal });
      const R = T.R;
      const run = R.digits(10);
      T.step(null, [{ name: 'Bash', args: { command: 'git push -u origin fix/gap-rounding', description: 'Push branch' }, out: `Enumerating objects: 9, done.\nWriting objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.\nTo github.com:harpworks/harp-custom.git\n * [new branch]      fix/gap-rounding -> fix/gap-rounding\nbranch 'fix/gap-rounding' set up to track 'origin/fix/gap-rounding'.` }]);
      const gh = (status, concl, extra = '') => `STATUS  TITLE                         WORKFLOW  BRANCH            EVENT  ID          ELAPSED  AGE\n${status}  Round gap to 0.01 mm (#214)  CI        fix/gap-rounding  push   ${run}  ${R.int(0, 5)}m${R.int(0, 59)}s  ${R.int(1, 9)}m\n${concl}${extra}`;
      T.step(null, [{ name: 'Bash', args: { command: 'gh run list --branch fix/gap-rounding --limit 1', description: 'Check CI run' }, out: gh('*    ', '', '') }]);
      R.wait(40);
      T.step('Queued. Waiting a bit and checking the job detail.', [{ name: 'Bash', args: { command: `sleep 30 && gh run view ${run}`, description: 'Check CI run' }, out: `* fix/gap-rounding CI #${R.int(800, 900)} · ${run}\nTriggered via push about 1 minute ago\n\nJOBS\n* lint (ID ${R.digits(11)})\n* test (3.12) (ID ${R.digits(11)})` }]);
      R.wait(60);
      T.step(null, [{ name: 'Bash', args: { command: `sleep 60 && gh run view ${run}`, description: 'Check CI run' }, out: `* fix/gap-rounding CI · ${run}\n\nJOBS\n✓ lint in ${R.int(14, 30)}s\n* test (3.12) — running pytest (142 tests)` }]);
      R.wait(60);
      T.step(null, [{ name: 'Bash', args: { command: `sleep 60 && gh run view ${run} --exit-status`, description: 'Check CI run' }, out: `✓ fix/gap-rounding CI · ${run}\n\nJOBS\n✓ lint in ${R.int(14, 30)}s\n✓ test (3.12) in 1m${R.int(10, 50)}s\n\nARTIFACTS\ncoverage-report` }]);
      T.final('CI is green on fix/gap-rounding (lint and tests passed). The branch is ready for review.');
      return T.build();
    },
  },
  {
    n: '05', domain: 'lactation consultant insurance eligibility', style: 'anthropic',
    isolates: 'An insurance eligibility (270/271) check is polled pending, pending, complete; the agent then books the home visit with the coverage found.',
    goal: 'Check whether the client\'s insurer covers an in-home lactation consultation (CPT 99502) and book Thursday\'s visit with the right billing type.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'ibclc-scheduler', tools: ['submit_eligibility', 'eligibility_result', 'book_visit'],
        system: 'You schedule visits for a private lactation consultancy (IBCLC).', goal: this.goal });
      const R = T.R;
      const tx = 'TRN-' + R.digits(9);
      T.step(null, [{ name: 'submit_eligibility', args: { member_id: 'XQH' + R.digits(9), payer: 'Aetna', service: '99502' }, out: { transaction: tx, status: 'pending', clearinghouse: 'availity' } }]);
      T.step(null, [{ name: 'eligibility_result', args: { transaction: tx }, out: { transaction: tx, status: 'pending', polled_at: R.usDate(), trace: R.hex(16) } }]);
      R.wait(45);
      T.step(null, [{ name: 'eligibility_result', args: { transaction: tx }, out: { transaction: tx, status: 'pending', polled_at: R.usDate(), trace: R.hex(16) } }]);
      R.wait(30);
      T.step('The 271 response is back.', [{ name: 'eligibility_result', args: { transaction: tx }, out: { transaction: tx, status: 'complete', polled_at: R.usDate(), coverage: { active: true, service: '99502', in_network: true, copay_usd: 0, visits_remaining: 6, prior_auth: false } } }]);
      T.step(null, [{ name: 'book_visit', args: { date: 'Thursday', time: '10:30', type: 'home', billing: 'insurance', cpt: '99502' }, out: { booking: 'V-' + R.digits(5), confirmed: true } }]);
      T.final('Coverage confirmed: in-network, $0 copay, 6 visits left, no prior auth. Thursday 10:30 home visit booked and billed to insurance.');
      return T.build();
    },
  },
  {
    n: '06', domain: 'Go (baduk) club rating recalculation', style: 'smolagents',
    isolates: 'A rating recompute job is polled (queued, running 2/5 rounds, running 4/5, done); the agent then reports the new ranks of the new members.',
    goal: 'Recompute club ratings after the autumn league and tell me the new ranks of the three new members.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'smolagents', model: 'gpt-4o-mini', modelClass: 'OpenAIServerModel', agent: 'ratings', tools: ['start_recompute', 'job_status', 'final_answer'],
        system: 'You are an expert assistant who can solve any task using tool calls.', goal: this.goal });
      const R = T.R;
      const j = R.jobId('rc-');
      T.step(null, [{ name: 'start_recompute', args: { league: 'autumn-2025' }, out: { job: j, state: 'queued' } }]);
      T.step(null, [{ name: 'job_status', args: { job: j }, out: `job ${j}: queued (ahead: 1) @ ${R.iso()}` }]);
      R.wait(30);
      T.step(null, [{ name: 'job_status', args: { job: j }, out: `job ${j}: running rounds 2/5, games processed 61 @ ${R.iso()}` }]);
      R.wait(30);
      T.step(null, [{ name: 'job_status', args: { job: j }, out: `job ${j}: running rounds 4/5, games processed 127 @ ${R.iso()}` }]);
      R.wait(20);
      T.step(null, [{ name: 'job_status', args: { job: j }, out: `job ${j}: done in ${R.secs(60, 95)}s; new members: Hana Kim 8k (was 12k), Leo Brandt 14k (was 15k), Amara Osei 5k (was 6k)` }]);
      T.step(null, [{ name: 'final_answer', args: { answer: 'New ranks: Hana Kim 8k, Leo Brandt 14k, Amara Osei 5k.' }, out: 'New ranks: Hana Kim 8k, Leo Brandt 14k, Amara Osei 5k.' }]);
      return T.build({ output: 'New ranks: Hana Kim 8k, Leo Brandt 14k, Amara Osei 5k.' });
    },
  },
];
