import { recorder } from './lib.mjs';

export const family = 'status_poll_until_done';
export const loop = false;
export const stagnation = false;
export const minSameTool = 3;

export const scenarios = [
  {
    id: '01', domain: 'wind tunnel test lab', style: 'openai_agents',
    isolates: 'The agent polls a wind-tunnel run through queued, queued, running, running and completed (each answer with fresh ids and timestamps), then reads the drag coefficient and reports it.',
    run(c) {
      const goal = 'Submit the 1:8 cyclist helmet model (config HLM-3, yaw 0-15 deg) to the low-speed tunnel queue and report the drag coefficient at 0 deg yaw when the run is done.';
      const rec = recorder(c, 'openai_agents', { agent: 'Tunnel Agent', goal, model: 'gpt-4.1-mini', tools: ['submit_run', 'run_status', 'get_results'] });
      const run = `WT-${c.int(20000, 29999)}`;
      rec.think('', [{ name: 'submit_run', args: { model_config: 'HLM-3', tunnel: 'LST-1', yaw_sweep_deg: [0, 5, 10, 15], speed_ms: 13.9 } }]);
      rec.tool('submit_run', { model_config: 'HLM-3' }, JSON.stringify({ run_id: run, state: 'QUEUED', position: 2, submitted: c.iso() }));
      const states = [['QUEUED', { position: 1 }], ['QUEUED', { position: 0 }], ['RUNNING', { yaw_done: [0, 5] }], ['RUNNING', { yaw_done: [0, 5, 10] }], ['COMPLETED', { yaw_done: [0, 5, 10, 15], results_uri: `s3://wt-results/${run}/forces.parquet` }]];
      for (const [i, [st, extra]] of states.entries()) {
        c.adv(60000, 240000);
        rec.think(i === 0 ? 'Queued at position 2; checking status.' : '', [{ name: 'run_status', args: { run_id: run } }]);
        rec.tool('run_status', { run_id: run }, JSON.stringify({ run_id: run, state: st, ...extra, polled_at: c.iso(), controller: c.host('wt-ctl'), req: c.reqId('wt') }));
      }
      rec.think('The run completed. Fetching force coefficients.', [{ name: 'get_results', args: { run_id: run, fields: ['yaw_deg', 'Cd', 'CdA_m2'] } }]);
      rec.tool('get_results', { run_id: run }, JSON.stringify({ rows: [{ yaw_deg: 0, Cd: 0.412, CdA_m2: 0.0211 }, { yaw_deg: 5, Cd: 0.398 }, { yaw_deg: 10, Cd: 0.431 }, { yaw_deg: 15, Cd: 0.477 }], reynolds: 1.9e5 }));
      rec.finish(`Run ${run} completed. At 0° yaw the HLM-3 helmet model has Cd = 0.412 (CdA 0.0211 m²); drag is lowest at 5° (0.398) and rises to 0.477 at 15°.`);
      return { goal, root: rec.root };
    },
  },
  {
    id: '02', domain: 'ice core archive freezer audit', style: 'pydantic',
    isolates: 'An inventory export job is polled while its progress rises (pending, 20%, 65%, done), each reply carrying a new poll id and timestamp; the agent then downloads the export and answers.',
    run(c) {
      const goal = 'For the audit of freezer room -36C, produce the count of ice core sections from the EGRIP core stored on racks R12-R15 and list any with a temperature excursion flag.';
      const rec = recorder(c, 'pydantic', { agent: 'archive-auditor', goal, model: 'gpt-4o' });
      const job = c.uuid();
      rec.think('Starting an inventory export for the racks.', [{ name: 'start_export', args: { room: 'F-36', racks: ['R12', 'R13', 'R14', 'R15'], core: 'EGRIP' } }]);
      rec.tool('start_export', { room: 'F-36' }, { job_id: job, status: 'pending', created: c.isoSec() });
      for (const [st, pct] of [['pending', 0], ['running', 20], ['running', 65], ['succeeded', 100]]) {
        c.adv(20000, 90000);
        rec.think('', [{ name: 'export_status', args: { job_id: job } }]);
        rec.tool('export_status', { job_id: job }, { job_id: job, status: st, progress_pct: pct, checked: c.http(), worker: c.host('lims-exp'), ...(st === 'succeeded' ? { file: `/exports/${c.compact()}_F36.csv`, rows: 412 } : {}) });
      }
      rec.think('Export finished with 412 rows. Reading the excursion summary.', [{ name: 'read_export_summary', args: { job_id: job, group_by: 'excursion_flag' } }]);
      rec.tool('read_export_summary', { job_id: job }, { total_sections: 412, excursion_flag_true: [{ id: 'EGRIP-1187-3', rack: 'R14', max_temp_c: -18.2, at: '2025-01-19T02:14Z' }, { id: 'EGRIP-1188-1', rack: 'R14', max_temp_c: -18.9 }] });
      rec.finish('Racks R12–R15 hold 412 EGRIP ice core sections. Two sections on rack R14 have a temperature excursion flag: EGRIP-1187-3 (peak −18.2 °C) and EGRIP-1188-1 (peak −18.9 °C), both from the 19 January door-alarm event.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '03', domain: 'rubber tapping cooperative latex assay', style: 'plain',
    isolates: 'A lab assay for dry rubber content is polled from "received" through "in analysis" to "reported" with volatile headers each time, after which the agent computes and posts the payment.',
    run(c) {
      const goal = 'Compute this week\'s payment for smallholder Nguyen Van Long (latex delivery 312 litres) once the co-op lab reports the dry rubber content (DRC) of sample S-7741. Price is 38,500 VND per kg dry rubber.';
      const rec = recorder(c, 'plain', { agent: 'coop-payments', goal, model: 'gpt-4o-mini' });
      const seq = [['received', null], ['in_analysis', null], ['in_analysis', null], ['reported', 33.4]];
      rec.think('Checking the DRC assay status for S-7741.', [{ name: 'lab_sample_status', args: { sample: 'S-7741' } }]);
      for (const [i, [st, drc]] of seq.entries()) {
        if (i) { c.adv(300000, 900000); rec.think('', [{ name: 'lab_sample_status', args: { sample: 'S-7741' } }]); }
        rec.tool('lab_sample_status', { sample: 'S-7741' }, { status: 200, headers: { date: c.http(), 'x-request-id': c.uuid(), 'cf-ray': `${c.hex(16)}-SGN` }, body: { sample: 'S-7741', state: st, drc_pct: drc, oven: st === 'in_analysis' ? `OV-${c.int(1, 4)}` : null, updated: c.isoOff(7) } });
      }
      rec.think('DRC is 33.4%. Latex density is about 0.98 kg/L, so dry rubber = 312 × 0.98 × 0.334 = 102.1 kg; payment = 102.1 × 38,500 ≈ 3,931,000 VND. Posting it.', [{ name: 'post_payment', args: { member: 'NVL-0193', amount_vnd: 3931000, memo: 'wk 31 latex 312 L, DRC 33.4% (S-7741)' } }]);
      rec.tool('post_payment', { member: 'NVL-0193' }, { ok: true, payment_id: `PAY-${c.upper(8)}` });
      rec.finish('Sample S-7741 reported a DRC of 33.4%. 312 L of latex ≈ 102.1 kg dry rubber, paid at 38,500 VND/kg = 3,931,000 VND, posted to member NVL-0193.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '04', domain: 'kava import phytosanitary certificate', style: 'gemini',
    isolates: 'A customs-broker agent polls an ePhyto certificate status (submitted, under review, under review, approved) with changing envelope ids, then books the release using the certificate number.',
    run(c) {
      const goal = 'Our container of dried kava root from Vanuatu (BL MSCU7731904) is held pending the ePhyto certificate. Wait for approval and book the biosecurity release.';
      const rec = recorder(c, 'gemini', { agent: 'broker-agent', goal, model: 'gemini-2.5-pro' });
      const states = ['SUBMITTED', 'UNDER_REVIEW', 'UNDER_REVIEW', 'APPROVED'];
      states.forEach((st, i) => {
        c.adv(600000, 1800000);
        rec.think(i === 0 ? 'Looking up the ePhyto envelope for this bill of lading.' : '', [{ name: 'ephyto_status', args: { bill_of_lading: 'MSCU7731904' } }]);
        rec.tool('ephyto_status', { bill_of_lading: 'MSCU7731904' }, { envelope: c.uuid(), hub_node: c.host('ephyto-hub'), status: st, last_event: c.isoSec(), ...(st === 'APPROVED' ? { certificate_no: 'VU-PC-2025-04417', commodity: 'Piper methysticum, dried root', treatment: 'none required' } : {}) });
      });
      rec.think('Approved with certificate VU-PC-2025-04417. Booking the release.', [{ name: 'book_release', args: { bill_of_lading: 'MSCU7731904', certificate_no: 'VU-PC-2025-04417', inspection: 'documentary' } }]);
      rec.tool('book_release', { bill_of_lading: 'MSCU7731904' }, { release_ref: `BR-${c.int(100000, 999999)}`, status: 'RELEASED', at: c.http() });
      rec.finish('The ePhyto certificate VU-PC-2025-04417 was approved and the biosecurity release is booked for container MSCU7731904 (documentary inspection only).');
      return { goal, root: rec.root };
    },
  },
  {
    id: '05', domain: 'drone light show choreography compile', style: 'vercel',
    isolates: 'The compile job for a 300-drone show is polled through queued, compiling with rising percentages, and done; the agent then checks the safety report and uploads the show.',
    run(c) {
      const goal = 'Compile the "Harbour Lights" choreography for 300 drones, check that minimum separation stays above 1.5 m, and upload it to the fleet for Friday.';
      const rec = recorder(c, 'vercel', { agent: 'show-ops', fnId: 'show-compile', goal, model: 'gpt-4o', tools: ['compile_show', 'compile_status', 'upload_show'] });
      const jid = c.jobId('cmp');
      rec.think('Submitting the compile job.', [{ name: 'compile_show', args: { show: 'harbour-lights', drones: 300, revision: 'r14' } }]);
      rec.tool('compile_show', { show: 'harbour-lights' }, { job: jid, state: 'queued' });
      for (const [st, pct] of [['queued', 0], ['compiling', 35], ['compiling', 80], ['done', 100]]) {
        c.adv(30000, 120000);
        rec.think('', [{ name: 'compile_status', args: { job: jid } }]);
        rec.tool('compile_status', { job: jid }, { job: jid, state: st, percent: pct, gpu_node: c.host('render'), ts: c.epochMs(), ...(st === 'done' ? { safety: { min_separation_m: 1.82, max_speed_ms: 7.9, geofence_violations: 0 }, artifact: `harbour-lights-r14-${c.hex(7)}.skyc` } : {}) });
      }
      rec.think('Minimum separation 1.82 m > 1.5 m and no geofence violations. Uploading.', [{ name: 'upload_show', args: { job: jid, fleet: 'harbour-fleet-A', show_date: c.day(3) } }]);
      rec.tool('upload_show', { job: jid }, { uploaded: 300, failed: 0 });
      rec.finish('Harbour Lights r14 compiled: minimum separation 1.82 m (above the 1.5 m limit), max speed 7.9 m/s, no geofence violations; uploaded to all 300 drones of fleet A for Friday.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '06', domain: 'mahjong parlour tournament seating', style: 'smolagents',
    isolates: 'A seating-generator job is polled (waiting, running, running, finished) in a code agent; the final result is used to publish the table plan.',
    run(c) {
      const goal = 'Generate the round-1 seating for Saturday\'s 64-player Riichi tournament at the Golden Tile parlour so that no two players from the same club share a table, and publish it.';
      const rec = recorder(c, 'smolagents', { agent: 'tournament-desk', goal, model: 'gpt-4o-mini', tools: ['start_seating', 'seating_status', 'publish'] });
      rec.think('Thought: start the seating solver.', [{ name: 'start_seating', args: { event: 'golden-tile-sat', round: 1, constraint: 'no_same_club' } }]);
      rec.tool('start_seating', {}, `Execution logs:\n{'task': 'seat-${c.hex(6)}', 'state': 'waiting'}\nLast output from code snippet:\nNone`);
      const notes = ['Thought: the task was accepted; checking whether the solver has started.', 'Thought: still waiting behind one job in the queue.', 'Thought: running now with 3 club conflicts left at 1200 iterations; give it more time.', 'Thought: conflicts are down to 0 at 5400 iterations; it should finish soon.'];
      for (const [i, [st, note]] of [['waiting', 'queue 1'], ['running', 'iterations 1200, conflicts 3'], ['running', 'iterations 5400, conflicts 0'], ['finished', '16 tables, conflicts 0']].entries()) {
        c.adv(5000, 40000);
        rec.think(notes[i], [{ name: 'seating_status', args: { event: 'golden-tile-sat', round: 1 } }]);
        rec.tool('seating_status', {}, `Execution logs:\n[${c.hms()}] state=${st} ${note} solver_pid=${c.int(2000, 60000)}\nLast output from code snippet:\nNone`);
      }
      rec.think('Thought: the solver finished with 16 tables and zero club conflicts; publishing.', [{ name: 'publish', args: { event: 'golden-tile-sat', round: 1 } }]);
      rec.tool('publish', {}, 'Execution logs:\npublished 16 tables to https://goldentile.example/t/sat/r1\nLast output from code snippet:\nNone');
      rec.finish('Round-1 seating published: 16 tables of 4, no two players from the same club at any table.');
      return { goal, root: rec.root };
    },
  },
];
