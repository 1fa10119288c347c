// Family 6 (healthy): polling a job/status until it changes, with volatile noise in every answer, then using the result.
import { tracer } from './lib.mjs';

export const family = 'poll_until_done';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'date palm plantation satellite NDVI', style: 'vercel',
    isolates: 'The agent submits an NDVI export and polls it through queued, queued, running 40%, running 85%, done, each reply carrying fresh timestamps and worker ids, then reads the result and reports stressed blocks.',
    goal: 'Run this week\'s NDVI export for palm blocks P1–P3 at Al Qassim farm and tell me which blocks show water stress.',
    build(N) {
      const T = tracer('vercel', N, { agent: 'grove-analyst', functionId: 'ndvi-weekly', maxSteps: 12, goal: this.goal });
      const job = N.job('exp');
      T.step('', [{ name: 'submitNdviExport', args: { farm: 'al-qassim-07', blocks: ['P1', 'P2', 'P3'], sensor: 'S2_L2A', window_days: 7 }, out: { job_id: job, state: 'QUEUED', position: 14, submitted: N.iso() } }]);
      const poll = (state, extra) => ({ name: 'getExportStatus', args: { job_id: job }, out: { job_id: job, state, ...extra, polled_at: N.iso(), worker: state === 'QUEUED' ? null : N.pod('ndvi') } });
      T.step('Export queued at position 14. Checking status.', [poll('QUEUED', { position: 6 })]);
      T.step('Moved up to position 6. Checking again.', [poll('QUEUED', { position: 1 })]);
      T.step('Next in line. Polling again.', [poll('RUNNING', { progress: 0.4, tiles_done: 12, tiles_total: 30 })]);
      T.step('Processing: 12 of 30 tiles. Polling again.', [poll('RUNNING', { progress: 0.85, tiles_done: 26, tiles_total: 30 })]);
      T.step('26 of 30 tiles done. One more check.', [poll('SUCCEEDED', { result_url: `https://exports.agri.example/${job}/ndvi_summary.json?sig=${N.hex(24)}`, expires_in: 3600 })]);
      T.step('Export finished. Fetching the summary.', [{ name: 'fetchJson', args: { url: 'result_url' }, out: { blocks: { P1: { mean_ndvi: 0.61, delta_wk: -0.01 }, P2: { mean_ndvi: 0.44, delta_wk: -0.09 }, P3: { mean_ndvi: 0.58, delta_wk: 0.02 } }, cloud_cover_pct: 3 } }]);
      const fin = 'P2 shows water stress: mean NDVI fell to 0.44 (−0.09 this week). P1 (0.61) and P3 (0.58) are stable. I recommend checking the P2 drip lines first.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '02', domain: 'yurt maker CNC nesting', style: 'anthropic',
    isolates: 'A nesting job for lattice-wall strips is polled from pending through computing (with rising solution counts) to complete, and the agent uses the sheet count to raise a cut order.',
    goal: 'Nest the khana lattice strips for three 18-ft yurts on ash boards and raise a cut order for the workshop CNC.',
    build(N) {
      const T = tracer('anthropic', N, { agent: 'workshop-planner', goal: this.goal, system: 'You plan CNC work for Steppe & Stitch yurt workshop.' });
      T.step('Submitting the nesting job for 3 × 18-ft khana sets.', [{ name: 'submit_nesting', args: { parts: 'khana_strip_18ft', quantity_sets: 3, stock: 'ash_2440x1220x18' }, out: { nest_id: 'nst_' + N.hex(10), state: 'pending', eta_s: 90 } }]);
      const p = (state, x) => ({ name: 'get_nesting', args: { nest_id: 'latest' }, out: { state, ...x, server_time: N.http(), node: N.host('nest') } });
      T.step('Pending. I\'ll check progress.', [p('computing', { iterations: 1200, best_utilisation: 0.71 })]);
      T.step('Computing; best utilisation 71% so far. Checking again.', [p('computing', { iterations: 5400, best_utilisation: 0.83 })]);
      T.step('Improved to 83%. Checking once more.', [p('complete', { best_utilisation: 0.86, sheets: 11, offcuts_m2: 4.3, gcode: 's3://cnc/nests/khana_3x18.nc' })]);
      T.step('Nesting complete: 11 sheets at 86% utilisation. Raising the cut order.', [{ name: 'create_cut_order', args: { program: 's3://cnc/nests/khana_3x18.nc', sheets: 11, material: 'ash 18mm', due: 'Thursday' }, out: { order: 'CUT-' + N.int(3000, 3999), status: 'scheduled', machine: 'Biesse-1', slot: 'Thu 07:30' } }]);
      const fin = 'Done. The khana strips for three 18-ft yurts nest onto 11 ash sheets (86% utilisation, 4.3 m² offcuts). Cut order is scheduled on Biesse-1 for Thursday 07:30.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '03', domain: 'clog maker foot-scan lasts', style: 'plain',
    isolates: 'A 3D foot scan is processed into a custom last; the agent polls uploading, meshing, fitting, ready (each reply with a new timestamp and progress), then orders the last milled.',
    goal: 'Turn customer Annelies B.\'s foot scan into a custom clog last and send it to the milling queue.',
    build(N) {
      const T = tracer('plain', N, { agent: 'klompen-workshop-agent', goal: this.goal });
      const id = N.uuid();
      T.step('', [{ name: 'start_last_generation', args: { scan_id: 'scan_7731_AB', style: 'traditional_poplar', size_eu: 39 }, out: { task: id, status: 'uploading' } }]);
      const poll = (status, extra) => ({ name: 'get_last_task', args: { task: id }, out: JSON.stringify({ task: id, status, ...extra, updated: N.isoOffset(1), rid: N.req('r-') }) });
      T.step('Task started; checking status.', [poll('meshing', { pct: 35 })]);
      T.step('Meshing at 35%. Checking again.', [poll('fitting', { pct: 70, deviation_mm: 1.8 })]);
      T.step('Fitting the last, current deviation 1.8 mm. Checking again.', [poll('ready', { pct: 100, deviation_mm: 0.6, stl: `s3://lasts/${id}.stl` })]);
      T.step('The last is ready with 0.6 mm deviation. Queueing it for milling.', [{ name: 'queue_milling', args: { stl: `s3://lasts/${id}.stl`, wood: 'poplar', pair: true }, out: { queue_pos: 3, job: N.job('mill') } }]);
      const fin = 'Annelies B.\'s custom last is ready (0.6 mm fit deviation) and is 3rd in the milling queue for a poplar pair.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '04', domain: 'Postgres concurrent index build', style: 'claude_sdk',
    isolates: 'A coding agent starts CREATE INDEX CONCURRENTLY and polls pg_stat_progress_create_index, whose phase and block counts advance each time, until the index is valid, then verifies the query plan.',
    goal: 'Add an index on shipments(customer_id, created_at) in production without locking writes, and confirm the slow dashboard query uses it.',
    build(N) {
      const T = tracer('claude_sdk', N, { agent: 'claude', goal: this.goal, cwd: '/home/dev/logistics-api' });
      T.step('Starting the concurrent build in a background session.', [{ name: 'Bash', args: { command: 'psql "$PROD_DSN" -c "CREATE INDEX CONCURRENTLY idx_shipments_cust_created ON shipments (customer_id, created_at);" &', description: 'Start index build', run_in_background: true }, out: `Command running in background with ID: bash_${N.int(1, 9)}` }]);
      const q = 'psql "$PROD_DSN" -Atc "select phase, blocks_done, blocks_total from pg_stat_progress_create_index"';
      const poll = (out) => ({ name: 'Bash', args: { command: q, description: 'Check index build progress' }, out });
      T.step('Checking progress.', [poll(`building index: scanning table|81234|1204877`)]);
      T.step('About 7% scanned. Checking again in a bit.', [{ name: 'Bash', args: { command: 'sleep 60', description: 'Wait' }, out: '' }, poll(`building index: scanning table|702311|1204877`)]);
      T.step('58% scanned. Waiting again.', [{ name: 'Bash', args: { command: 'sleep 60', description: 'Wait' }, out: '' }, poll(`building index: sorting live tuples|1204877|1204877`)]);
      T.step('Sorting now. Waiting again.', [{ name: 'Bash', args: { command: 'sleep 45', description: 'Wait' }, out: '' }, poll(`waiting for old snapshots|0|0`)]);
      T.step('Waiting for old snapshots, nearly done.', [poll(''), { name: 'Bash', args: { command: 'psql "$PROD_DSN" -Atc "select indisvalid from pg_index where indexrelid = \'idx_shipments_cust_created\'::regclass"', description: 'Check index validity' }, out: 't' }]);
      T.step('The index is valid. Checking the dashboard query plan.', [{ name: 'Bash', args: { command: 'psql "$PROD_DSN" -c "EXPLAIN ANALYZE SELECT * FROM shipments WHERE customer_id = 4411 AND created_at > now() - interval \'30 days\'"', description: 'Explain query' }, out: `Index Scan using idx_shipments_cust_created on shipments  (cost=0.56..412.10 rows=318 width=244) (actual time=0.041..0.${N.digits(3)} rows=296 loops=1)\nPlanning Time: 0.${N.digits(3)} ms\nExecution Time: 1.${N.digits(3)} ms` }]);
      const fin = 'The index idx_shipments_cust_created was built concurrently (no write locks) and is valid. The dashboard query now uses an index scan and runs in about 1 ms.';
      T.step(fin, []);
      return T.root({ subtype: 'success', result: fin, num_turns: 9 });
    },
  },
  {
    n: '05', domain: 'natto factory QC lab', style: 'gemini',
    isolates: 'The agent polls a LIMS assay for a natto batch through received, incubating, reading and released, with a different timestamp and analyst each time, then releases the batch for packing.',
    goal: 'Check whether natto batch N-0418 passed its Bacillus subtilis count and coliform assay, and if so release it to packing.',
    build(N) {
      const T = tracer('gemini', N, { agent: 'natto-qc', goal: this.goal, toolNames: ['get_assay_status', 'release_batch'] });
      const s = (status, extra) => ({ name: 'get_assay_status', args: { batch: 'N-0418' }, out: { batch: 'N-0418', status, ...extra, as_of: N.isoOffset(9), lims_txn: N.hex(10) } });
      T.step('', [s('RECEIVED', { plates: 0 })]);
      T.step('The samples were received but not yet plated. I\'ll check again.', [s('INCUBATING', { plates: 6, incubation_end: '14:30 JST' })]);
      T.step('Plates are incubating until 14:30 JST. Checking again.', [s('READING', { plates_read: 4, plates: 6, analyst: 'K. Sato' })]);
      T.step('4 of 6 plates read. Checking once more.', [s('RELEASED', { b_subtilis_cfu_g: 2.4e9, coliforms: 'not detected', spec: 'PASS', signed_by: 'M. Ito' })]);
      T.step('The assay passed: B. subtilis 2.4×10⁹ CFU/g, no coliforms. Releasing the batch.', [{ name: 'release_batch', args: { batch: 'N-0418', to: 'packing_line_2' }, out: { released: true, release_no: 'REL-' + N.digits(6) } }]);
      const fin = 'Batch N-0418 passed (B. subtilis 2.4×10⁹ CFU/g, coliforms not detected) and has been released to packing line 2.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '06', domain: 'bobsled track refrigeration', style: 'openai_agents',
    isolates: 'After starting a cool-down run, the agent polls the track refrigeration controller as the ice temperature falls through ramping readings until it reports at setpoint, then opens the training session bookings.',
    goal: 'Bring the bobsled track ice to -7°C for tomorrow\'s 08:00 training and open bookings once it is at temperature.',
    build(N) {
      const T = tracer('openai_agents', N, { agent: 'Track Ops Agent', workflow: 'track-ops', goal: this.goal, toolNames: ['start_cooldown', 'get_plant_status', 'open_bookings'] });
      T.step('', [{ name: 'start_cooldown', args: { target_c: -7.0, sections: 'all' }, out: { run_id: N.job('cool'), state: 'ramping', current_c: -2.1 } }]);
      const st = (state, c, x = {}) => ({ name: 'get_plant_status', args: {}, out: { state, ice_surface_c: c, ...x, compressor_load_pct: N.int(55, 95), brine_return_c: -(10 + N.r() * 3).toFixed(1), sampled: N.syslog() } });
      T.step('Cool-down started at -2.1°C. Checking the plant.', [st('ramping', -3.4)]);
      T.step('-3.4°C. Checking again.', [st('ramping', -5.2)]);
      T.step('-5.2°C. Checking again.', [st('ramping', -6.6, { curve_9_12: -6.1 })]);
      T.step('-6.6°C, curve 9–12 a bit warmer at -6.1°C. Checking again.', [st('at_setpoint', -7.0, { curve_9_12: -6.9 })]);
      T.step('Ice is at -7.0°C. Opening bookings.', [{ name: 'open_bookings', args: { session: 'training', date: 'tomorrow', start: '08:00' }, out: { opened: true, slots: 18 } }]);
      const fin = 'The track is at -7.0°C (curve 9–12 at -6.9°C) and 18 training slots for tomorrow 08:00 are open for booking.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
];
