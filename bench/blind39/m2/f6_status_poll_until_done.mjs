// Healthy family 1: polling a job until its status changes, with volatile noise in every answer, then using the result.
import { http } from './lib.mjs';

export default {
  family: 'status_poll_until_done',
  rows: [
    {
      domain: 'enamel pin manufacturing proofs', style: 'vercel',
      opts: { fn: 'pin-proof-agent', maxSteps: 12 },
      isolates: 'Vercel AI SDK agent polls a proof-render job through queued, rendering 35%, rendering 80% and done, then emails the proof link; each poll carries new status.',
      goal: 'Render the digital proof for the hard-enamel pin order #PIN-5520 (35 mm fox logo, gold plating, 4 Pantone fills) and send it to the customer for approval.',
      build(st, n) {
        const c = [];
        const job = 'rj_' + n.b62(14);
        c.push(...st.turn('', [{ name: 'submitProofRender', args: { order: 'PIN-5520', plating: 'gold', fills: ['PMS 1665C', 'PMS 7527C', 'PMS Black 6C', 'PMS 7408C'] }, out: { job, status: 'queued', position: 3, submitted: n.iso() } }]));
        const poll = (o) => { n.wait(n.int(20, 50)); return { name: 'getRenderJob', args: { job }, out: { job, ...o, polled_at: n.iso(), worker: o.status === 'queued' ? null : n.host('blender') } }; };
        c.push(...st.turn('Queued at position 3. Checking progress.', [poll({ status: 'queued', position: 1 })]));
        c.push(...st.turn('Now first in the queue; checking again.', [poll({ status: 'rendering', progress: 0.35, eta_s: 74 })]));
        c.push(...st.turn('Rendering, 35% with about 74 s left.', [poll({ status: 'rendering', progress: 0.8, eta_s: 19 })]));
        c.push(...st.turn('80%, under 20 s to go.', [poll({ status: 'done', progress: 1, output: { png: `https://cdn.example/proofs/${n.hex(12)}.png`, pdf: `https://cdn.example/proofs/${n.hex(12)}.pdf` } })]));
        c.push(...st.turn('Render finished. Emailing the proof.', [{ name: 'sendEmail', args: { to: 'orders@foxandfern.example', subject: 'Proof for PIN-5520', attachLatestProof: true }, out: { id: n.uuid(), status: 'queued_for_delivery' } }]));
        c.push(...st.final('The proof for PIN-5520 (35 mm fox, gold plating, 4 Pantone fills) is rendered and was emailed to the customer for approval.'));
        return st.root(c, 'The proof for PIN-5520 is rendered and was emailed to the customer for approval.');
      },
    },
    {
      domain: 'desalination plant membrane cleaning', style: 'otel_genai',
      opts: { agent: 'plant-ops-agent' },
      isolates: 'GenAI-semconv trace polls a clean-in-place job on a reverse-osmosis train through several phases with changing pH and time readings, then returns the train to service.',
      goal: 'Run the scheduled clean-in-place on RO train 3 at the Kwinana desalination plant and put it back in production if normalised permeate flow recovers above 95%.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'start_cip', args: { train: 'RO-3', recipe: 'alkaline-then-acid' }, out: { cip_id: 'CIP-' + n.digits(6), phase: 'QUEUED', interlocks: 'OK', opc_ua_node: 'ns=2;s=RO3.CIP.State' } }]));
        const ph = [
          { phase: 'ALKALINE_SOAK', ph: 11.8, temp_c: 34.9, elapsed_min: 22 },
          { phase: 'ALKALINE_SOAK', ph: 11.6, temp_c: 35.2, elapsed_min: 47 },
          { phase: 'ACID_RECIRC', ph: 2.4, temp_c: 30.1, elapsed_min: 81 },
          { phase: 'FLUSH', ph: 7.3, conductivity_uscm: 410, elapsed_min: 104 },
          { phase: 'COMPLETE', elapsed_min: 118, npf_recovery_pct: 97.6 },
        ];
        const texts = ['CIP is queued; checking status.', 'Alkaline soak underway at pH 11.8; continuing to monitor.', 'Still in alkaline soak at 47 minutes, temperature holding at 35 C.', 'Now in acid recirculation (pH 2.4).', 'Flushing; conductivity down to 410 uS/cm.'];
        ph.forEach((p, i) => { n.wait(n.int(900, 1800)); c.push(...st.turn(texts[i], [{ name: 'get_cip_status', args: { train: 'RO-3' }, out: { ...p, sampled: n.logTs(), scada_seq: n.next() } }])); });
        c.push(...st.turn('CIP complete with 97.6% normalised permeate flow recovery, above the 95% threshold. Returning RO-3 to production.', [{ name: 'set_train_mode', args: { train: 'RO-3', mode: 'PRODUCTION' }, out: { ok: true, mode: 'PRODUCTION', operator_ack_required: false } }]));
        c.push(...st.final('RO train 3 CIP finished (alkaline + acid, 118 min). NPF recovered to 97.6% and the train is back in production.'));
        return st.root(c, 'RO train 3 CIP finished; NPF 97.6%; back in production.');
      },
    },
    {
      domain: 'gamelan recording stem separation', style: 'anthropic',
      opts: { agent: 'studio-assistant', system: 'You help the Sekar Jaya gamelan ensemble with recording post-production.' },
      isolates: 'Claude-style agent polls a stem-separation job (queued -> processing 2/5 stems -> 4/5 -> succeeded) then downloads the stems and reports them.',
      goal: 'Separate the live recording of "Tabuh Gari" into stems (gangsa, reyong, kendang, gong, suling) and put them in the ensemble\'s shared folder.',
      build(st, n) {
        const c = [];
        const id = n.uuid();
        c.push(...st.turn('Starting the separation job.', [{ name: 'start_separation', args: { file: 'tabuh_gari_live_2024-08-10.wav', stems: ['gangsa', 'reyong', 'kendang', 'gong', 'suling'] }, out: { id, state: 'queued' } }]));
        const st2 = (o) => { n.wait(n.int(60, 180)); return { name: 'get_job', args: { id }, out: `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\nX-Request-Id: ${n.uuid()}\nRetry-After: 60\n\n${JSON.stringify({ id, ...o })}` }; };
        c.push(...st.turn('Queued. Checking.', [st2({ state: 'processing', stems_done: 2, stems_total: 5, gpu: n.host('gpu') })]));
        c.push(...st.turn('Processing, 2 of 5 stems done (gangsa, reyong).', [st2({ state: 'processing', stems_done: 4, stems_total: 5, gpu: n.host('gpu') })]));
        c.push(...st.turn('4 of 5 stems done; only suling remains.', [st2({ state: 'succeeded', stems_done: 5, stems_total: 5, output_prefix: `s3://stems/${id}/` })]));
        c.push(...st.turn('All 5 stems are ready. Copying them to the shared folder.', [{ name: 'copy_to_drive', args: { src: `s3://stems/${id}/`, dest: 'Sekar Jaya/Recordings/Tabuh Gari/stems' }, out: { copied: 5, bytes: 1184030221, took: n.dur(4, 30) } }]));
        c.push(...st.final('Done: the five stems of "Tabuh Gari" (gangsa, reyong, kendang, gong, suling) are in Sekar Jaya/Recordings/Tabuh Gari/stems.'));
        return st.root(c, 'Stems delivered.');
      },
    },
    {
      domain: 'hammock maker shipping labels', style: 'crewai',
      opts: { agent: 'Fulfilment Coordinator' },
      isolates: 'CrewAI agent polls a carrier label batch through pending, 9/22 created, 22/22 complete, then attaches the labels to orders; each poll adds information.',
      goal: 'Create UPS shipping labels for the 22 hammock orders packed today and attach them to the orders in the shop system.',
      build(st, n) {
        const c = [];
        const b = 'batch_' + n.hex(10);
        c.push(...st.turn('Thought: I will create a label batch for the 22 packed orders.', [{ name: 'create_label_batch', args: { carrier: 'ups', service: 'ground', orders: 22 }, out: { batch: b, status: 'PENDING', created_at: n.isoNoMs() } }]));
        const poll = (o) => { n.wait(n.int(30, 90)); return { name: 'get_label_batch', args: { batch: b }, out: { batch: b, ...o, checked: n.isoNoMs(), 'x-rate-limit-remaining': n.int(100, 500) } }; };
        c.push(...st.turn('Thought: The batch is pending. I will check its progress.', [poll({ status: 'PENDING', created: 0, total: 22 })]));
        c.push(...st.turn('Thought: Still pending with 0 labels created; checking again.', [poll({ status: 'IN_PROGRESS', created: 9, total: 22, failed: 0 })]));
        c.push(...st.turn('Thought: 9 of 22 labels created so far.', [poll({ status: 'COMPLETED', created: 22, total: 22, failed: 0, label_url: `https://labels.example/${b}.pdf` })]));
        c.push(...st.turn('Thought: All 22 labels are created. I will attach them to the orders.', [{ name: 'attach_labels', args: { batch: b }, out: { updated_orders: 22, skipped: 0 } }]));
        c.push(...st.final('22 UPS Ground labels created (batch ' + b + ') and attached to the 22 packed hammock orders.'));
        return st.root([st.task('Create and attach shipping labels for today\'s packed orders', c, 'done')], '22 labels created and attached.');
      },
    },
    {
      domain: 'dark-sky reserve stargazing tours', style: 'griptape',
      opts: { agent: 'TourDesk' },
      isolates: 'Griptape agent polls a cloud-cover forecast report job (queued, computing, computing 3/4 nights, ready) then uses the result to pick tour nights.',
      goal: 'Pick the two best nights this week for the Galloway dark-sky stargazing tour using the cloud forecast, and update the booking page.',
      build(st, n) {
        const c = [];
        const j = n.ulid();
        c.push(...st.turn('I will request the cloud-cover report.', [{ name: 'request_report', tool: 'SkyForecast', args: { site: 'galloway-dsp', nights: 4 }, out: { job: j, state: 'queued' } }]));
        const p = (o) => { n.wait(n.int(40, 120)); return { name: 'report_status', tool: 'SkyForecast', args: { job: j }, out: { job: j, ...o, model_run: `ecmwf-${n.d().toISOString().slice(0, 10)}T00Z`, node: n.host('nwp') } }; };
        c.push(...st.turn('Report queued; checking status.', [p({ state: 'computing', nights_done: 1 })]));
        c.push(...st.turn('Computing, 1 of 4 nights done.', [p({ state: 'computing', nights_done: 3 })]));
        c.push(...st.turn('3 of 4 nights done.', [p({ state: 'ready', nights: [{ date: 'Tue', cloud_pct: 78 }, { date: 'Wed', cloud_pct: 12 }, { date: 'Thu', cloud_pct: 55 }, { date: 'Fri', cloud_pct: 9 }] })]));
        c.push(...st.turn('Wednesday (12%) and Friday (9%) are clearest. Updating the booking page.', [{ name: 'set_tour_nights', tool: 'BookingSite', args: { nights: ['Wed', 'Fri'] }, out: 'page /tours/stargazing updated, cache purged (' + n.hex(8) + ')' }]));
        c.push(...st.final('Tours set for Wednesday (12% cloud) and Friday (9% cloud); booking page updated.'));
        return st.root(c, 'Tours set for Wednesday and Friday.');
      },
    },
    {
      domain: 'fog-harvesting research data export', style: 'langgraph',
      opts: { agent: 'data_agent', graph: 'research_data_graph' },
      isolates: 'LangGraph agent polls a bulk export of fog-collector yields (RUNNING 18%, RUNNING 64%, SUCCEEDED) and then summarises the downloaded numbers.',
      goal: 'Export last season\'s litres-per-square-metre yields for all 14 fog collectors at the Atacama field site and summarise the best and worst mesh types.',
      build(st, n) {
        const c = [];
        const ex = 'exp-' + n.hex(8);
        c.push(...st.turn('', [{ name: 'start_export', args: { site: 'atacama-alto', season: '2024', metric: 'l_per_m2_day' }, out: { export_id: ex, state: 'PENDING' } }]));
        const p = (o) => { n.wait(n.int(30, 100)); return { name: 'export_status', args: { export_id: ex }, out: { export_id: ex, ...o, heartbeat: n.isoOffset(-180) } }; };
        c.push(...st.turn('Export started; checking.', [p({ state: 'RUNNING', progress_pct: 18, rows_written: 9120 })]));
        c.push(...st.turn('18% done, 9,120 rows written.', [p({ state: 'RUNNING', progress_pct: 64, rows_written: 32750 })]));
        c.push(...st.turn('64% done.', [p({ state: 'SUCCEEDED', rows_written: 51184, url: `https://data.example/exports/${ex}.parquet` })]));
        c.push(...st.turn('Export finished. Loading the summary by mesh type.', [{ name: 'summarise_export', args: { export_id: ex, group_by: 'mesh_type' }, out: { raschel_35: 4.1, raschel_50: 5.3, '3d_spacer': 7.9, stainless_knit: 6.2, unit: 'L/m2/day mean' } }]));
        c.push(...st.final('Best mesh: 3D spacer fabric at 7.9 L/m²/day; worst: Raschel 35% at 4.1. 51,184 rows exported for the 14 collectors.'));
        return st.root(c, 'Best: 3D spacer 7.9 L/m²/day; worst: Raschel 35% 4.1.');
      },
    },
  ],
};
