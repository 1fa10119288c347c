// Healthy 1: polling a job until its status changes, with volatile noise, then using the result.
export const FAMILY = 'status_poll_until_done';
export const LOOP = false, STAGNATION = false;

const poll = (N, name, args, states, mk) => states.map((s, i) => ({ ...(i === 2 ? { say: 'Still in progress; checking again shortly.' } : {}), calls: [{ name, args, out: (N.tick(20, 60), mk(s, i)) }] }));

export const rows = [
  // 01 asbestos abatement air clearance (plain)
  ['Polling an air-clearance lab job through received, counting, counting, reported, then issuing the clearance with the fibre count.', (N) => ({
    style: 'plain', agent: 'abatement-closeout', model: 'gpt-4.1-mini',
    system: 'You close out asbestos abatement jobs once air clearance results are in.',
    goal: 'Get the PCM air clearance result for job AB-3317 (school boiler room) and issue the clearance letter if under 0.01 f/cc.',
    steps: [
      { calls: [{ name: 'submit_samples', args: { job: 'AB-3317', samples: ['AC-1', 'AC-2', 'AC-3', 'AC-4', 'AC-5'], method: 'NIOSH 7400' }, out: { lab_job: 'LJ-88203', status: 'RECEIVED', eta_min: 90 } }] },
      ...poll(N, 'lab_job_status', { lab_job: 'LJ-88203' }, ['RECEIVED', 'COUNTING', 'COUNTING', 'REPORTED'], (s) => ({ lab_job: 'LJ-88203', status: s, updated: N.usDate(), analyst: s === 'RECEIVED' ? null : 'T. Lindqvist', ...(s === 'REPORTED' ? { results_fcc: { 'AC-1': 0.004, 'AC-2': 0.003, 'AC-3': '<0.002', 'AC-4': 0.005, 'AC-5': 0.004 }, report_url: `https://lims.example-lab.com/r/${N.hex(10)}.pdf` } : {}), req: N.reqId('lims') })),
      { say: 'All five samples are below 0.01 f/cc; issuing the clearance letter.', calls: [{ name: 'issue_clearance_letter', args: { job: 'AB-3317', lab_job: 'LJ-88203', max_fcc: 0.005 }, out: { letter_id: 'CL-2025-0412', status: 'issued' } }] },
    ],
    final: 'Air clearance passed for AB-3317 (max 0.005 f/cc across 5 PCM samples). Clearance letter CL-2025-0412 has been issued; the boiler room can be re-occupied.',
  })],
  // 02 tsunami buoy data export (Anthropic)
  ['Polls a bottom-pressure data export from pending to running to complete, then downloads and reports the detided amplitude.', (N) => ({
    style: 'anthropic', agent: 'tsunami-data-agent', model: 'claude-sonnet-4-20250514',
    system: 'You support a tsunami warning centre with data retrieval from deep-ocean pressure buoys.',
    goal: 'Export the 15-second bottom pressure record from buoy 21419 for the 2 hours after the 04:12 UTC earthquake and report the peak detided wave amplitude.',
    steps: [
      { say: 'Requesting the export.', calls: [{ name: 'request_export', args: { station: 21419, start: '04:12Z', hours: 2, interval_s: 15 }, out: { export_id: `exp_${N.hex(12)}`, state: 'PENDING' } }] },
      ...poll(N, 'export_state', { station: 21419, export: 'latest' }, ['PENDING', 'RUNNING', 'RUNNING', 'COMPLETE'], (s, i) => ({ state: s, progress: [0, 35, 80, 100][i], server: N.host('dart'), checked: N.httpDate(), ...(s === 'COMPLETE' ? { file: `https://data.example.gov/dart/21419_${N.hex(6)}.csv`, rows: 480 } : {}) })),
      { calls: [{ name: 'analyse_pressure', args: { station: 21419, detide: 'harmonic', file: 'latest' }, out: { peak_amplitude_cm: 7.8, peak_time: '04:58:30Z', noise_floor_cm: 0.6 } }] },
    ],
    final: 'Buoy 21419 recorded a peak detided amplitude of 7.8 cm at 04:58:30Z (noise floor 0.6 cm). The full 2-hour 15 s record is exported.',
  })],
  // 03 cold storage recount (Pydantic AI)
  ['Polls a cycle-count job (queued, queued, counting, done) in a cold store, then reconciles the variance it reports.', (N) => ({
    style: 'pydantic_ai', agent: 'coldstore_inventory', model: 'openai:gpt-4o-mini',
    system: 'You reconcile inventory in a frozen-goods cold storage warehouse.',
    goal: 'Run a recount of aisle F (−25 °C chamber 3) and post any variance to the ledger.',
    steps: [
      { calls: [{ name: 'start_cycle_count', args: { chamber: 3, aisle: 'F' }, out: { job: 'CC-7741', state: 'queued' } }] },
      ...poll(N, 'cycle_count_status', { job: 'CC-7741' }, ['queued', 'queued', 'counting', 'done'], (s, i) => ({ job: 'CC-7741', state: s, position_in_queue: s === 'queued' ? 2 - i : null, scanner: s === 'counting' ? `RF-${N.int(10, 40)}` : null, at: N.sqlTs(), ...(s === 'done' ? { variances: [{ sku: 'FZ-PEAS-10KG', system: 120, counted: 114 }, { sku: 'FZ-COD-LOIN-5KG', system: 46, counted: 48 }] } : {}) })),
      { say: 'Posting the two variances.', calls: [{ name: 'post_adjustment', args: { sku: 'FZ-PEAS-10KG', delta: -6, reason: 'cycle count CC-7741' }, out: { ok: true } }, { name: 'post_adjustment', args: { sku: 'FZ-COD-LOIN-5KG', delta: 2, reason: 'cycle count CC-7741' }, out: { ok: true } }] },
    ],
    final: 'Recount CC-7741 done: peas 10 kg −6 cases, cod loin 5 kg +2 cases; both adjustments posted.',
  })],
  // 04 horse racing tote settlement (OpenInference)
  ['Polls a tote settlement run until "settled" (with changing progress and volatile ids), then reports dividends.', (N) => ({
    style: 'openinference', agent: 'tote-settlement-agent', model: 'gpt-4o',
    system: 'You oversee pari-mutuel settlement for a racecourse.',
    goal: 'Once race 6 is settled, report the win and place dividends and confirm payouts can open.',
    steps: poll(N, 'settlement_status', { meeting: 'KEL-2025-08-16', race: 6 }, ['awaiting_weighed_in', 'settling', 'settling', 'settled'], (s, i) => ({ race: 6, state: s, pools_processed: [0, 2, 5, 7][i], run: N.uuid(), ts: N.isoOff(1), ...(s === 'settled' ? { dividends: { win: { horse: 4, pays: 5.4 }, place: [{ horse: 4, pays: 2.1 }, { horse: 9, pays: 3.8 }, { horse: 1, pays: 1.6 }] } } : {}) })).concat([{ calls: [{ name: 'open_payouts', args: { race: 6 }, out: { payouts_open: true } }] }]),
    final: 'Race 6 settled. Win: #4 pays 5.40. Place: #4 2.10, #9 3.80, #1 1.60. Payouts are open.',
  })],
  // 05 rubber plantation yield model (Opik)
  ['Polls a yield-model training job (queued, running epoch 3, running epoch 7, succeeded), then uses its forecast.', (N) => ({
    style: 'opik', agent: 'latex-yield-forecaster', model: 'gpt-4o-mini',
    system: 'You forecast latex yield for a rubber plantation to plan tapping labour.',
    goal: 'Retrain the latex yield model with the August tapping data and give the September forecast for blocks B1-B6.',
    steps: [
      { calls: [{ name: 'train_model', args: { dataset: 'tapping_2025_08', model: 'yield-gbm' }, out: { run: 'run-5521', status: 'queued' } }] },
      ...poll(N, 'run_status', { run: 'run-5521' }, ['queued', 'running', 'running', 'succeeded'], (s, i) => ({ run: 'run-5521', status: s, epoch: [0, 3, 7, 10][i], val_mae_kg: [null, 4.9, 3.6, 3.1][i], node: N.pod('trainer'), heartbeat: N.epoch() })),
      { calls: [{ name: 'forecast', args: { run: 'run-5521', month: '2025-09', blocks: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'] }, out: { dry_rubber_kg: { B1: 1820, B2: 1640, B3: 2110, B4: 990, B5: 1505, B6: 1760 } } }] },
    ],
    final: 'Model run-5521 (val MAE 3.1 kg) forecasts 9,825 kg dry rubber for September across B1–B6; B4 is lowest at 990 kg.',
  })],
  // 06 taiko school video render (Vercel)
  ['Polls a video render for a taiko school recital through encoding percentages to done, then publishes the link.', (N) => ({
    style: 'vercel', agent: 'taiko-media-bot', model: 'gpt-4.1-mini',
    system: 'You publish recital videos for a taiko drumming school.',
    goal: 'Render the spring recital multicam edit and send the private link to the parents\' mailing list.',
    steps: [
      { calls: [{ name: 'startRender', args: { project: 'spring-recital-2025', preset: '1080p-h264' }, out: { renderId: `rnd_${N.b62(10)}`, status: 'queued' } }] },
      ...poll(N, 'renderStatus', { project: 'spring-recital-2025' }, ['queued', 'encoding', 'encoding', 'done'], (s, i) => ({ status: s, percent: [0, 41, 88, 100][i], fps: s === 'encoding' ? N.int(80, 140) : null, worker: N.host('render'), updatedAt: N.iso(), ...(s === 'done' ? { url: `https://media.example-taiko.org/v/${N.b62(12)}`, durationSec: 3742 } : {}) })),
      { calls: [{ name: 'sendMailing', args: { list: 'parents-2025', subject: 'Spring recital video', body: 'The recital video is ready: see link.' }, out: { queued: 64 } }] },
    ],
    final: 'The 1 h 02 min recital video is rendered and the private link went to 64 parents.',
  })],
];
