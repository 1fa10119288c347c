// Family 6 (loop: false, stagnation: false): polling a job until its status changes, noise in every
// answer, then the result is used and the task finished.
import { fmt } from './lib.mjs';

export const FAMILY = 'status_poll_to_completion';

export const scenarios = [
  {
    row: '01', domain: 'sugar beet factory tare lab', style: 'langsmith',
    build: (N) => {
      const job = 'TL-' + N.digits(7);
      const st = (state, extra = {}) => (N) => ({ job_id: job, state, ...extra, lab: 'tare-house-2', analyser: 'Venema-AB4', heartbeat: fmt.isoS(N.now()), poll_token: N.b62(16) });
      return {
        style: 'langsmith', agent: 'LangGraph', model: 'gpt-4o-mini', project: 'campaign-lab',
        goal: "Get the tare-house analysis for grower delivery load 88-4412 at the sugar beet factory and record the payable clean weight and sugar content on the grower's account.",
        isolates: 'The agent polls a lab analysis job that moves queued, queued, running, running, complete (noise in every reply) and then records the payable weight from the result.',
        system: 'You work in a beet sugar factory campaign office. Tools: submit_tare_sample, get_tare_job, post_grower_account.',
        user: 'Load 88-4412 from Hollins Farm has been sampled. Please post it to their account when the lab is done.',
        turns: [
          { calls: [{ name: 'submit_tare_sample', args: { load: '88-4412', grower: 'HOLLINS-F', gross_t: 28.74 }, out: st('QUEUED', { queue_pos: 6 }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('QUEUED', { queue_pos: 3 }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('QUEUED', { queue_pos: 2 }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('QUEUED', { queue_pos: 1 }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('RUNNING', { step: 'washing + dirt tare' }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('RUNNING', { step: 'polarimetry' }) }] },
          { calls: [{ name: 'get_tare_job', args: { job_id: job }, out: st('COMPLETE', { result: { dirt_tare_pct: 7.9, top_tare_pct: 2.1, sugar_pct: 17.6, amino_n: 14, clean_weight_t: 25.86 } }) }] },
          { text: 'Lab complete: clean weight 25.86 t at 17.6% sugar. Posting to Hollins Farm.', calls: [{ name: 'post_grower_account', args: { grower: 'HOLLINS-F', load: '88-4412', clean_weight_t: 25.86, sugar_pct: 17.6 }, out: (N) => ({ posted: true, ledger_ref: 'GL-' + N.digits(8), statement_week: 41 }) }] },
          { text: 'Load 88-4412 is posted to Hollins Farm: 25.86 t clean (7.9% dirt, 2.1% top tare) at 17.6% sugar, ledger reference on this week\'s statement.' },
        ],
        end: { output: "Load 88-4412 is posted to Hollins Farm: 25.86 t clean (7.9% dirt, 2.1% top tare) at 17.6% sugar, ledger reference on this week's statement." },
      };
    },
  },
  {
    row: '02', domain: 'staging database schema migration', style: 'otel',
    build: (N) => {
      const run = 'mig_' + N.alnum(12);
      const poll = (phase, step, extra = {}) => (N) => `HTTP/1.1 200 OK\nDate: ${fmt.http(N.now())}\nX-Request-Id: ${N.uuid()}\nServer-Timing: db;dur=${N.float(1, 30, 1)}, app;dur=${N.float(2, 40, 1)}\n\n${JSON.stringify({ id: run, phase, step, steps_total: 7, ...extra, lock_wait_ms: N.int(0, 40), runner: N.pod('migrator') })}`;
      return {
        style: 'otel', agent: 'ReleaseAgent', model: 'gpt-4.1', service: 'release-agent',
        goal: 'Apply migration 0142_split_address_table to the staging Postgres database, wait for it to finish, run the smoke tests and report back to the release channel.',
        isolates: 'A migration run is polled from pending through steps 2/7 and 5/7 to succeeded, each reply full of request ids and timings, then smoke tests run and the release is reported.',
        system: 'You are a release agent. Tools: start_migration, get_migration, run_smoke_tests, post_message.',
        user: 'Ship 0142 to staging please and tell #release when smoke is green.',
        turns: [
          { calls: [{ name: 'start_migration', args: { env: 'staging', migration: '0142_split_address_table' }, out: poll('PENDING', 0) }] },
          { calls: [{ name: 'get_migration', args: { id: run }, out: poll('RUNNING', 2, { current: 'CREATE TABLE addresses' }) }] },
          { calls: [{ name: 'get_migration', args: { id: run }, out: poll('RUNNING', 5, { current: 'backfill addresses (1.2M rows)' }) }] },
          { calls: [{ name: 'get_migration', args: { id: run }, out: poll('SUCCEEDED', 7, { duration_s: 214 }) }] },
          { calls: [{ name: 'run_smoke_tests', args: { env: 'staging', suite: 'checkout-smoke' }, out: (N) => `collected 24 items\n\n........................                              [100%]\n24 passed in ${N.float(20, 60, 2)}s` }] },
          { calls: [{ name: 'post_message', args: { channel: '#release', text: 'staging: 0142_split_address_table applied (7/7 steps, 214 s); checkout-smoke 24/24 passed.' }, out: (N) => ({ ok: true, ts: `${fmt.unix(N.now())}.${N.digits(6)}` }) }] },
          { text: 'Migration 0142 is applied on staging and the checkout smoke suite passed 24/24; I posted the note in #release.' },
        ],
        end: { output: 'Migration 0142 is applied on staging and the checkout smoke suite passed 24/24; I posted the note in #release.' },
      };
    },
  },
  {
    row: '03', domain: 'braille transcription service', style: 'openai_agents',
    build: (N) => {
      const id = 'tr_' + N.hex(12);
      const p = (status, extra) => (N) => ({ id, status, ...extra, worker: N.host('liblouis-worker'), checked: fmt.us(N.now()) });
      return {
        style: 'openai_agents', agent: 'Transcription Coordinator', model: 'gpt-4o-mini', workflow: 'braille-orders', subTools: { 'Embosser Agent': ['send_to_embosser'] },
        goal: 'Transcribe a 48-page GCSE maths paper into contracted UEB braille and send it to the embosser queue for the exam centre.',
        isolates: 'The coordinator polls a transcription job (queue position 4, then 2, processing, complete) and sends the finished BRF file to the embosser.',
        system: 'You coordinate braille transcription. Tools: submit_transcription, get_transcription, send_to_embosser.',
        user: 'The maths paper for candidate 0417 needs to be in braille for Thursday. PDF is uploaded as exam-maths-p2.pdf.',
        turns: [
          { calls: [{ name: 'submit_transcription', args: { file: 'exam-maths-p2.pdf', code: 'UEB', grade: 2, maths: 'UEB technical' }, out: p('queued', { position: 4 }) }] },
          { calls: [{ name: 'get_transcription', args: { id }, out: p('queued', { position: 2 }) }] },
          { calls: [{ name: 'get_transcription', args: { id }, out: p('processing', { pages_done: 19, pages: 48 }) }] },
          { calls: [{ name: 'get_transcription', args: { id }, out: p('complete', { output: 'exam-maths-p2.brf', braille_pages: 131, warnings: ['p.14 table reflowed to linear format'] }) }] },
          { sub: 'Embosser Agent', subTask: 'Emboss exam-maths-p2.brf, one copy.', calls: [{ name: 'send_to_embosser', args: { file: 'exam-maths-p2.brf', copies: 1, paper: '11x11.5 tractor' }, out: (N) => ({ queued: true, embosser: 'Index Everest-D V5', job: 'EMB-' + N.digits(5) }) }] },
          { sub: 'Embosser Agent', text: 'Queued exam-maths-p2.brf on the Index Everest-D V5, one copy.' },
          { text: 'The paper is transcribed (131 braille pages; one table on p.14 reflowed to linear format) and queued on the Everest embosser.' },
        ],
        end: { output: 'The paper is transcribed (131 braille pages; one table on p.14 reflowed to linear format) and queued on the Everest embosser.' },
      };
    },
  },
  {
    row: '04', domain: 'egg grading and packing station', style: 'anthropic',
    build: (N) => {
      const r = (state, extra) => (N) => `grading-run GR-${N.seq('gr', 5521, 0, 0)}  state=${state}  ${extra}\nmachine=Moba-Omnia-FT2 line=2  tick=${N.seq('tick', N.int(200000, 300000), 300, 900)}  at ${fmt.syslog(N.now())}`;
      return {
        style: 'anthropic', agent: 'packhouse-planner', model: 'claude-3-5-sonnet-20241022',
        goal: "Grade the morning's free-range collection from flock 7 and plan tomorrow's supermarket packs from the graded counts.",
        isolates: 'The planner waits and polls a grading run that goes queued, running at 38%, running at 81%, finished, then uses the size counts to plan the packs.',
        system: 'You plan an egg packing station. Tools: start_grading, grading_status, wait, create_pack_plan.',
        user: 'Flock 7 eggs are on the belt. Plan tomorrow\'s Tesco and Co-op packs once they are graded.',
        turns: [
          { calls: [{ name: 'start_grading', args: { flock: 7, collection: 'AM', line: 2 }, out: r('QUEUED', 'trays=412') }] },
          { calls: [{ name: 'wait', args: { seconds: 120 }, out: 'slept 120s' }, { name: 'grading_status', args: { run: 'GR-5521' }, out: r('RUNNING', 'progress=38% eggs=9390') }] },
          { calls: [{ name: 'wait', args: { seconds: 120 }, out: 'slept 120s' }, { name: 'grading_status', args: { run: 'GR-5521' }, out: r('RUNNING', 'progress=81% eggs=20025') }] },
          { calls: [{ name: 'wait', args: { seconds: 90 }, out: 'slept 90s' }, { name: 'grading_status', args: { run: 'GR-5521' }, out: r('DONE', 'eggs=24720 VL=2105 L=9840 M=10612 S=1466 seconds=697 cracks=497') }] },
          { text: 'Graded: 2105 VL, 9840 L, 10612 M, 1466 S. Enough for Tesco large 6s and mixed 12s plus Co-op medium 6s.', calls: [{ name: 'create_pack_plan', args: { date: 'tomorrow', plan: [{ customer: 'Tesco', sku: 'FR mixed 12', packs: 650 }, { customer: 'Tesco', sku: 'FR large 6', packs: 1200 }, { customer: 'Co-op', sku: 'FR medium 6', packs: 1200 }] }, out: (N) => ({ plan_id: 'PP-' + N.digits(6), status: 'released to line 2', eggs_allocated: 22200 }) }] },
          { text: "Tomorrow's pack plan is released to line 2: 650 Tesco mixed 12s, 1200 Tesco large 6s and 1200 Co-op medium 6s, using 22,200 of flock 7's 24,720 graded eggs." },
        ],
        end: { output: "Tomorrow's pack plan is released to line 2: 650 Tesco mixed 12s, 1200 Tesco large 6s and 1200 Co-op medium 6s, using 22,200 of flock 7's 24,720 graded eggs." },
      };
    },
  },
  {
    row: '05', domain: 'marquee hire wind-load calculation', style: 'plain',
    build: (N) => {
      const st = (status, extra = {}) => (N) => ({ calc_id: 'WL-8842', status, ...extra, solver: `eurocode-1-4 v2.${N.int(1, 3)}`, node: N.pod('calc'), updated: fmt.isoOff(N.now(), 60) });
      return {
        style: 'plain', agent: 'marquee-planner', model: 'gpt-4o',
        goal: "Work out the ballast needed for a 12 m x 30 m clearspan marquee on a hard-standing site where pegging is not allowed, and send the rigging crew the plan.",
        isolates: 'The planner polls a wind-load calculation from queued to running to finished and then turns the computed uplift into a ballast plan for the crew.',
        system: 'You plan marquee installations. Tools: submit_wind_calc, get_wind_calc, send_crew_sheet.',
        user: 'Car park site at the showground, no pegging, 12x30 clearspan, sides on. What ballast do we need?',
        turns: [
          { calls: [{ name: 'submit_wind_calc', args: { structure: 'clearspan 12x30', sides: 'closed', site_exposure: 'open country', design_wind_ms: 22.5 }, out: st('queued') }] },
          { calls: [{ name: 'get_wind_calc', args: { calc_id: 'WL-8842' }, out: st('running', { pct: 45 }) }] },
          { calls: [{ name: 'get_wind_calc', args: { calc_id: 'WL-8842' }, out: st('running', { pct: 80 }) }] },
          { calls: [{ name: 'get_wind_calc', args: { calc_id: 'WL-8842' }, out: st('finished', { result: { legs: 14, max_uplift_kn_per_leg: 9.8, max_horizontal_kn_per_leg: 4.1, safety_factor: 1.5 } }) }] },
          { text: '9.8 kN uplift per leg with a 1.5 factor means about 1,500 kg per leg; 14 legs. Sending the crew sheet.', calls: [{ name: 'send_crew_sheet', args: { job: 'SHOW-CP-12x30', ballast: '14 x 1.5 t concrete blocks, one per leg, strapped', notes: 'no pegging, hard standing' }, out: 'sent to 4 crew members' }] },
          { text: 'Ballast plan sent: 14 concrete blocks of 1.5 t, one per leg (9.8 kN max uplift per leg with a 1.5 safety factor).' },
        ],
        end: { output: 'Ballast plan sent: 14 concrete blocks of 1.5 t, one per leg (9.8 kN max uplift per leg with a 1.5 safety factor).' },
      };
    },
  },
  {
    row: '06', domain: 'harbour dredging bathymetry processing', style: 'langsmith',
    build: (N) => {
      const job = N.uuid();
      const s = (state, extra = {}) => (N) => ({ job, state, ...extra, queue: 'multibeam-proc', node: N.host('gpu-proc'), log: `/var/log/mbproc/${job.slice(0, 8)}-${N.alnum(4)}.log`, at: fmt.iso(N.now()) });
      return {
        style: 'langsmith', agent: 'survey-agent', model: 'gpt-4o', project: 'harbour-dredging',
        goal: 'Process the post-dredge multibeam survey of berth 4 and report whether the berth has reached its declared depth of -9.5 m CD and how much material remains above it.',
        isolates: 'The survey agent polls a multibeam processing job through pending, processing (tide correction), processing (gridding) and done, then reports the depth check from the result.',
        system: 'You help a harbour dredging team. Tools: submit_survey, get_job, wait.',
        user: 'Post-dredge survey of berth 4 is uploaded. Are we at -9.5?',
        turns: [
          { calls: [{ name: 'submit_survey', args: { files: 's3://harbour-surveys/berth4/2025-post/*.all', vertical_datum: 'CD', grid_m: 1 }, out: s('pending') }] },
          { calls: [{ name: 'wait', args: { seconds: 60 }, out: { waited: 60 } }] },
          { calls: [{ name: 'get_job', args: { job }, out: s('processing', { stage: 'tide correction' }) }] },
          { calls: [{ name: 'get_job', args: { job }, out: s('processing', { stage: 'gridding 1 m' }) }] },
          { calls: [{ name: 'get_job', args: { job }, out: s('done', { result: { min_depth_m_cd: -9.31, cells_above_declared: 212, volume_above_m3: 148.6, coverage_pct: 99.2 } }) }] },
          { text: 'Not quite: berth 4 is mostly at depth but 212 one-metre cells are still above -9.5 m CD (shallowest -9.31 m), about 149 m³ to remove. Coverage was 99.2%.' },
        ],
        end: { output: 'Not quite: berth 4 is mostly at depth but 212 one-metre cells are still above -9.5 m CD (shallowest -9.31 m), about 149 m³ to remove. Coverage was 99.2%.' },
      };
    },
  },
];
