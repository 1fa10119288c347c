// Family: status_poll_advances (loop: false, stagnation: false)
// Healthy: a job/status is polled until it changes (queued → running → done), every answer carrying
// volatile noise, and the result is then used.
import { call } from './lib.mjs';

export default [
  // 01 peat-free compost plant — plain, lab analysis job
  {
    domain: 'peat-free compost plant', style: 'plain', agent: 'batch-release-agent',
    system: 'You release finished compost batches. A batch needs a passing lab panel (PAS 100) before sale.',
    isolates: 'The agent submits a lab panel and polls it through received, testing and complete with changing noise, then releases the batch using the results.',
    goal: 'Get the PAS 100 lab panel for compost batch PF-2611 (wood-fibre and green-waste blend) and release it for bagging if it passes.',
    build(h, t) {
      const jid = 'LAB-' + h.digits(6);
      t.turn(null, [call('lab_submit', { batch: 'PF-2611', panel: 'PAS100-FULL', sample_kg: 2 }, () => ({ job_id: jid, state: 'RECEIVED', eta_min: 40, lab_node: h.host('lims') }))]);
      const st = (state, extra = {}) => () => ({ job_id: jid, state, updated: h.isoOff(1), request_id: h.reqId('lims'), ...extra });
      t.turn('Panel received by the lab; checking progress.', [call('lab_status', { job_id: jid }, st('RECEIVED', { queue_position: 4 }))]);
      h.tick(600);
      t.turn('Queue position 4, not started yet.', [call('lab_status', { job_id: jid }, st('TESTING', { tests_done: 3, tests_total: 9 }))]);
      h.tick(900);
      t.turn('Testing, 3 of 9 tests done.', [call('lab_status', { job_id: jid }, st('TESTING', { tests_done: 7, tests_total: 9 }))]);
      h.tick(900);
      t.turn('7 of 9 done; pathogen plates remain.', [call('lab_status', { job_id: jid }, st('COMPLETE', { tests_done: 9, tests_total: 9, report_url: `https://lims.example/r/${h.b62(10)}.pdf` }))]);
      t.turn('Complete. Fetching the results.', [call('lab_results', { job_id: jid }, { batch: 'PF-2611', e_coli_cfu_g: 120, salmonella_25g: 'absent', physical_contaminants_pct: 0.08, stones_pct: 2.1, weed_propagules_per_l: 0, ph: 7.4, ec_ms_m: 68, verdict: 'PASS' })]);
      t.turn('All parameters are inside PAS 100 limits (E. coli 120 CFU/g under 1000, no salmonella, contaminants 0.08%). Releasing the batch.', [call('release_batch', { batch: 'PF-2611', to: 'bagging-line-2', certificate: jid }, { released: true, at: h.eu() })]);
      t.final('PF-2611 passed the PAS 100 panel (E. coli 120 CFU/g, salmonella absent, physical contaminants 0.08%, pH 7.4) and is released to bagging line 2.');
    },
  },

  // 02 clockmaker guild — Claude Code, CT scan reconstruction job
  {
    domain: 'clockmaker guild', style: 'claude', agent: 'claude-code', cwd: '/guild/restorations/R-88',
    isolates: 'A micro-CT reconstruction job is polled from QUEUED to RECONSTRUCTING to DONE with changing progress and timestamps; the agent then uses the measured tooth count to finish the wheel spec.',
    goal: 'We need the tooth count and module of the missing escape wheel for the 1780s bracket clock R-88. Run the CT reconstruction of the scan and write wheel-spec.md.',
    build(h, t) {
      t.turn('Submitting the reconstruction.', [call('Bash', { command: 'ctrecon submit scans/R-88_train.tiff --voxel 12um --profile brass' }, () => `submitted job ct-a41f09 (queue: gpu-small) at ${h.isoSec()}`)]);
      const js = (s) => () => `job ct-a41f09  state=${s}  host=${h.host('recon')}  ${h.isoSec()}`;
      t.turn(null, [call('Bash', { command: 'ctrecon status ct-a41f09' }, js('QUEUED pos=2'))]);
      h.tick(240); t.turn('Queued at position 2. Waiting a few minutes.', [call('Bash', { command: 'sleep 240 && ctrecon status ct-a41f09' }, js('RECONSTRUCTING 38%'))]);
      h.tick(300); t.turn('Reconstruction is running at 38%.', [call('Bash', { command: 'sleep 300 && ctrecon status ct-a41f09' }, js('RECONSTRUCTING 91%'))]);
      h.tick(60); t.turn(null, [call('Bash', { command: 'sleep 60 && ctrecon status ct-a41f09' }, js('DONE volume=out/R-88_train.vol'))]);
      t.turn('Done. Measuring the third wheel pinion mesh and the pallet span to derive the escape wheel.', [call('Bash', { command: 'ctmeasure out/R-88_train.vol --feature gear --roi third_wheel,pallets' }, 'third_wheel: teeth=60 module=0.21 od=13.02mm\npallet_span: 7.5 teeth (anchor)\nescape_wheel_seat: arbor_d=0.72mm pivot_d=0.30mm')]);
      t.turn('The pallets span 7.5 teeth of an anchor escapement; with the 60-tooth third wheel driving a pinion of 8, a 30-tooth escape wheel gives the one-second beat train the dial implies. Writing the spec.', [call('Write', { file_path: '/guild/restorations/R-88/wheel-spec.md', content: '# Escape wheel R-88\n- teeth: 30\n- module: 0.21\n- pallet span: 7.5 teeth\n- arbor seat: 0.72 mm, pivots 0.30 mm\n- material: CZ121 brass, 0.8 mm\n' }, 'File created successfully at: /guild/restorations/R-88/wheel-spec.md')]);
      t.final('wheel-spec.md written: 30-tooth escape wheel, module 0.21, pallet span 7.5 teeth, 0.72 mm arbor seat with 0.30 mm pivots, cut from 0.8 mm CZ121 brass.');
    },
  },

  // 03 DB snapshot restore — Langfuse
  {
    domain: 'database snapshot restore for a choir music library', style: 'langfuse', agent: 'dbops-agent', stepSpans: 'step',
    isolates: 'An RDS snapshot restore is polled through creating, modifying and available with a changing percent and request ids, then the restored endpoint is checked and handed over.',
    goal: 'Restore last night\'s snapshot of the sheet-music lending database into a staging instance so the librarian can recover deleted loan records.',
    build(h, t) {
      t.turn(null, [call('rds_restore_snapshot', { snapshot: 'rds:scorelib-prod-' + h.day(-1) + '-03-10', target: 'scorelib-restore-stg', class: 'db.t4g.medium' }, () => ({ DBInstanceIdentifier: 'scorelib-restore-stg', DBInstanceStatus: 'creating', ResponseMetadata: { RequestId: h.uuid(), HTTPStatusCode: 200 } }))]);
      const d = (status, pct) => () => ({ DBInstances: [{ DBInstanceIdentifier: 'scorelib-restore-stg', DBInstanceStatus: status, PercentProgress: pct, Endpoint: status === 'available' ? { Address: 'scorelib-restore-stg.c8x2.eu-west-1.rds.amazonaws.com', Port: 5432 } : null }], ResponseMetadata: { RequestId: h.uuid(), date: h.http() } });
      const poll = (s, p) => call('rds_describe', { id: 'scorelib-restore-stg' }, d(s, p));
      t.turn('Restore started; polling.', [poll('creating', 5)]);
      h.tick(180); t.turn('Still creating (5%).', [poll('creating', 46)]);
      h.tick(240); t.turn('46% done.', [poll('backing-up', 100)]);
      h.tick(200); t.turn('Now in the automatic post-restore backup.', [poll('modifying', 100)]);
      h.tick(120); t.turn('Modifying parameters.', [poll('available', 100)]);
      t.turn('Available. Checking the loans table for the deleted rows.', [call('sql_query', { dsn: 'scorelib-restore-stg', sql: "select count(*) from loans where borrowed_on >= '2025-09-01' and choir_id = 17" }, { rows: [{ count: 43 }], elapsed: '23 ms' })]);
      t.final('Staging instance scorelib-restore-stg is available at scorelib-restore-stg.c8x2.eu-west-1.rds.amazonaws.com:5432; it holds 43 loan records for choir 17 since 1 September that the librarian can copy back.');
    },
  },

  // 04 forklift fleet maintenance — Strands, telemetry export
  {
    domain: 'forklift fleet maintenance', style: 'strands', agent: 'fleet_maintenance_agent',
    isolates: 'A telemetry export job moves from pending to exporting (with growing row counts) to finished; the agent then reads the export and schedules services for the trucks that need them.',
    goal: 'Export last month\'s hour-meter and impact data for the 31 forklifts at the Tilburg DC and schedule services for any truck past 500 h or with more than 3 heavy impacts.',
    build(h, t) {
      t.turn('Starting the telemetry export.', [call('start_export', { site: 'TLB-DC', fields: ['hour_meter', 'impacts_g'], period: 'last_month' }, () => ({ export_id: 'exp_7Hq2nR0vLx4c', status: 'pending', created: h.isoSec() }))]);
      const st = (status, rows) => () => ({ export_id: 'exp_7Hq2nR0vLx4c', status, rows_written: rows, worker: h.pod('exporter'), heartbeat: h.isoSec() });
      t.turn(null, [call('export_status', { export_id: 'exp_7Hq2nR0vLx4c' }, st('pending', 0))]);
      h.tick(40); t.turn('Pending, no rows yet.', [call('export_status', { export_id: 'exp_7Hq2nR0vLx4c' }, st('exporting', 18204))]);
      h.tick(60); t.turn('Exporting, 18,204 rows so far.', [call('export_status', { export_id: 'exp_7Hq2nR0vLx4c' }, st('exporting', 41977))]);
      h.tick(45); t.turn('41,977 rows, still running.', [call('export_status', { export_id: 'exp_7Hq2nR0vLx4c' }, st('finished', 52310))]);
      t.turn('Finished with 52,310 rows. Reading the per-truck summary.', [call('export_summary', { export_id: 'exp_7Hq2nR0vLx4c', group_by: 'truck' }, { trucks: 31, over_500h: ['FL-07', 'FL-19', 'FL-23'], impacts_gt_3: ['FL-12', 'FL-19'], generated: h.iso() })]);
      t.turn('FL-07, FL-19, FL-23 are past 500 h; FL-12 and FL-19 had more than 3 heavy impacts. Scheduling four services (FL-19 once, covering both).', [call('schedule_service', { trucks: ['FL-07', 'FL-12', 'FL-19', 'FL-23'], type: 'PM-500 + mast inspection', week: 'next' }, { work_orders: ['WO-3381', 'WO-3382', 'WO-3383', 'WO-3384'] })]);
      t.final('Export done (52,310 rows). Services booked next week: FL-07, FL-23 (500 h PM), FL-12 (impact inspection), FL-19 (both). Work orders WO-3381 to WO-3384.');
    },
  },

  // 05 crossword syndication — Haystack, PDF render job
  {
    domain: 'crossword syndication', style: 'haystack', agent: 'puzzle-desk-agent',
    isolates: 'A PDF render of a crossword grid is polled from queued to rendering to succeeded, each status with new timestamps, and the agent then delivers the file to the syndication partners.',
    goal: 'Render Saturday\'s cryptic crossword No. 4,812 to print PDF and deliver it to the three syndication partners before the 18:00 cutoff.',
    build(h, t) {
      t.turn(null, [call('render_puzzle', { puzzle: 'CRYPTIC-4812', format: 'pdf-print', bleed_mm: 3 }, () => JSON.stringify({ render_id: 'r-5c0de1a9f2', state: 'queued' }))]);
      const s = (state, pages) => () => JSON.stringify({ render_id: 'r-5c0de1a9f2', state, pages_done: pages, updated_at: h.us(), worker: h.host('render') });
      t.turn(null, [call('render_status', { render_id: 'r-5c0de1a9f2' }, s('queued', 0))]);
      t.turn('Queued; will check again shortly.', [call('render_status', { render_id: 'r-5c0de1a9f2' }, s('rendering', 1))]);
      t.turn('Rendering page 1 of 2 (grid), clues page next.', [call('render_status', { render_id: 'r-5c0de1a9f2' }, s('succeeded', 2))]);
      t.turn('Render succeeded. Delivering to partners.', [
        call('sftp_deliver', { partner: 'northern-echo', file: 'CRYPTIC-4812.pdf' }, () => JSON.stringify({ ok: true, bytes: 412876, remote: '/incoming/puzzles/CRYPTIC-4812.pdf', at: h.hms() })),
        call('sftp_deliver', { partner: 'island-times', file: 'CRYPTIC-4812.pdf' }, () => JSON.stringify({ ok: true, bytes: 412876, remote: '/in/xw/CRYPTIC-4812.pdf', at: h.hms() })),
        call('sftp_deliver', { partner: 'weekender-mag', file: 'CRYPTIC-4812.pdf' }, () => JSON.stringify({ ok: true, bytes: 412876, remote: '/drop/CRYPTIC-4812.pdf', at: h.hms() }))]);
      t.final('Cryptic No. 4,812 rendered (2 pages, 3 mm bleed) and delivered to Northern Echo, Island Times and Weekender before the cutoff.');
    },
  },

  // 06 robotic lawn mower fleet — DSPy, firmware rollout
  {
    domain: 'robotic lawn mower fleet', style: 'dspy', agent: 'ReAct.forward', inputField: 'request', outputField: 'report',
    isolates: 'A staged firmware rollout is polled until every wave completes (wave 1 done, wave 2 in progress, all done), and the agent reports the final success counts.',
    goal: 'Roll firmware 4.2.1 to the 120 mowers on the Greenhill business park contract and report how many updated successfully.',
    build(h, t) {
      t.turn('Start the staged rollout of 4.2.1 to the Greenhill group.', [call('start_rollout', { group: 'greenhill', firmware: '4.2.1', waves: 3 }, () => ({ rollout: 'ro-40217', state: 'wave1_in_progress', started: h.iso() }))]);
      const st = (o) => () => ({ rollout: 'ro-40217', ...o, polled_at: h.iso(), etag: h.etag() });
      h.tick(300); t.turn('Check how wave 1 is going.', [call('rollout_status', { rollout: 'ro-40217' }, st({ state: 'wave1_in_progress', updated: 14, failed: 0, total: 120 }))]);
      h.tick(600); t.turn('Wave 1 has 14 of its 20 units updated; check again after it settles.', [call('rollout_status', { rollout: 'ro-40217' }, st({ state: 'wave2_in_progress', updated: 55, failed: 1, total: 120 }))]);
      h.tick(900); t.turn('Wave 2 is running with 55 updated and one failure; keep watching.', [call('rollout_status', { rollout: 'ro-40217' }, st({ state: 'completed', updated: 118, failed: 2, total: 120, failed_units: ['GH-M-044 (offline, docked w/o LTE)', 'GH-M-101 (battery < 30%)'] }))]);
      t.final('Firmware 4.2.1 reached 118 of 120 Greenhill mowers. GH-M-044 was offline (no LTE at its dock) and GH-M-101 refused with battery under 30%; both will pick it up on the next nightly window.', { thought: 'The rollout completed with 118 updated and 2 failed, with reasons; I can report.' });
    },
  },
];
