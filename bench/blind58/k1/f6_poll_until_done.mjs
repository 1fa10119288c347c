// Healthy: polling a job until its status changes, then using the result.
export const family = 'poll_until_done';
export const rows = [
  { id: '01', isolates: 'Langfuse trace: an absinthe distillery agent polls a thujone assay job (queued, queued, running, done) and uses the result to release the batch.',
    build: (n) => {
      const j = 'LIMS-' + n.int(40000, 49999);
      const st = (s, extra = {}) => ({ job: j, state: s, queue_pos: s === 'queued' ? n.int(1, 4) : undefined, instrument: 'GC-MS-2', polled_at: n.isoMs(), req: n.uuid(), ...extra });
      return { style: 'langfuse', goal: 'Release batch VA-118 (verte absinthe) if thujone is under the 35 mg/kg limit.',
        steps: [
          { text: 'Submitting the thujone assay.', calls: [{ name: 'submit_assay', args: { batch: 'VA-118', method: 'thujone_gcms' }, out: { job: j, state: 'queued' } }] },
          { text: null, calls: [{ name: 'get_assay', args: { job: j }, out: st('queued') }] },
          { text: null, calls: [{ name: 'get_assay', args: { job: j }, out: st('queued') }] },
          { text: null, calls: [{ name: 'get_assay', args: { job: j }, out: st('running', { progress: '42%' }) }] },
          { text: null, calls: [{ name: 'get_assay', args: { job: j }, out: st('done', { result: { alpha_thujone_mg_kg: 21.4, beta_thujone_mg_kg: 3.1, total: 24.5 } }) }] },
          { text: 'Total thujone is 24.5 mg/kg, under the 35 mg/kg limit. Releasing VA-118.', calls: [{ name: 'release_batch', args: { batch: 'VA-118', evidence: j }, out: { released: true, at: n.iso() } }] },
          { text: 'Batch VA-118 released: total thujone 24.5 mg/kg (limit 35).', calls: [] },
        ], final: 'Batch VA-118 released: total thujone 24.5 mg/kg (limit 35).' };
    } },
  { id: '02', isolates: 'OpenAI Responses API loop: a mangrove replanting agent polls a satellite NDVI job through pending and processing states, then reports survival per plot.',
    build: (n) => {
      const s = (state, pct) => ({ task_id: 'ndvi_7f3', state, progress: pct, eta_s: pct < 100 ? n.int(20, 300) : 0, worker: n.host('eo-worker'), checked: n.http() });
      return { style: 'responses', model: 'gpt-4.1', goal: 'Estimate survival of the 2024 mangrove plantings in plots K1-K4 (Ayeyarwady delta) from the latest Sentinel-2 pass.',
        steps: [
          { text: null, calls: [{ name: 'start_ndvi_job', args: { plots: ['K1', 'K2', 'K3', 'K4'], scene: 'S2B_MSIL2A_20250514' }, out: { task_id: 'ndvi_7f3', state: 'PENDING' } }] },
          { text: null, calls: [{ name: 'get_job', args: { task_id: 'ndvi_7f3' }, out: s('PENDING', 0) }] },
          { text: null, calls: [{ name: 'get_job', args: { task_id: 'ndvi_7f3' }, out: s('PROCESSING', 35) }] },
          { text: null, calls: [{ name: 'get_job', args: { task_id: 'ndvi_7f3' }, out: s('PROCESSING', 80) }] },
          { text: null, calls: [{ name: 'get_job', args: { task_id: 'ndvi_7f3' }, out: { ...s('SUCCEEDED', 100), result: { K1: 0.61, K2: 0.58, K3: 0.22, K4: 0.49 } } }] },
          { text: 'Mean NDVI: K1 0.61, K2 0.58, K4 0.49 indicate established canopy; K3 at 0.22 suggests heavy die-off and needs a ground survey.', calls: [] },
        ], final: 'K1, K2, K4 healthy; K3 likely failed (NDVI 0.22) — ground survey recommended.' };
    } },
  { id: '03', isolates: 'Vercel AI SDK: a BMX race agent polls the timing export (waiting, waiting, exporting, ready) and then posts the moto results.',
    build: (n) => {
      const p = (status, extra = {}) => ({ exportId: 'exp_' + 'q81', status, lastHeartbeat: n.epoch(), transponderDecoder: 'AMB-RC4', ...extra });
      return { style: 'vercel', model: 'gpt-4o-mini', goal: 'Publish the round 3 moto results of the regional BMX series to the club site.',
        steps: [
          { text: null, calls: [{ name: 'requestTimingExport', args: { round: 3 }, out: { exportId: 'exp_q81', status: 'waiting' } }] },
          { text: null, calls: [{ name: 'getExport', args: { exportId: 'exp_q81' }, out: p('waiting', { reason: 'decoder sync' }) }] },
          { text: null, calls: [{ name: 'getExport', args: { exportId: 'exp_q81' }, out: p('exporting', { rows: 88 }) }] },
          { text: null, calls: [{ name: 'getExport', args: { exportId: 'exp_q81' }, out: p('ready', { url: 's3://bmx-timing/r3/exp_q81.csv', rows: 214 }) }] },
          { text: 'Export ready with 214 rows; publishing.', calls: [{ name: 'publishResults', args: { csv: 's3://bmx-timing/r3/exp_q81.csv', page: 'series-2025/round-3' }, out: { published: true, url: 'https://club.example/series-2025/round-3' } }] },
          { text: 'Round 3 results published.', calls: [] },
        ], final: 'Round 3 results published at https://club.example/series-2025/round-3' };
    } },
  { id: '04', isolates: 'Google ADK: a Gaelic football fixtures agent polls a fixture-generation solver until it finishes, then circulates the fixture list.',
    build: (n) => {
      const s = (st, extra = {}) => ({ solve_id: 'fx-559', state: st, objective: st === 'done' ? 3 : null, solver_node: n.host('opt'), t: n.isoOff(1), ...extra });
      return { style: 'adk', model: 'gemini-2.0-flash', goal: 'Generate the county junior football league fixtures (14 clubs) avoiding pitch clashes and circulate them.',
        steps: [
          { text: 'Starting the solver.', calls: [{ name: 'start_fixture_solve', args: { league: 'JFL-2025', clubs: 14, rounds: 13 }, out: { solve_id: 'fx-559', state: 'submitted' } }] },
          { text: null, calls: [{ name: 'get_solve', args: { solve_id: 'fx-559' }, out: s('running', { gap: '18%' }) }] },
          { text: null, calls: [{ name: 'get_solve', args: { solve_id: 'fx-559' }, out: s('running', { gap: '4%' }) }] },
          { text: null, calls: [{ name: 'get_solve', args: { solve_id: 'fx-559' }, out: s('done', { clashes: 0, fixtures_url: 'gs://jfl/fx-559.xlsx' }) }] },
          { text: 'Solved with zero pitch clashes; emailing club secretaries.', calls: [{ name: 'email_clubs', args: { attachment: 'gs://jfl/fx-559.xlsx', to: 'club-secretaries' }, out: { sent: 14 } }] },
          { text: 'Fixtures circulated to all 14 clubs.', calls: [] },
        ], final: 'Fixtures circulated to all 14 clubs.' };
    } },
  { id: '05', isolates: 'OpenInference: a data agent polls a ClickHouse ALTER ... DELETE mutation until parts_to_do reaches 0, then verifies the row count.',
    build: (n) => {
      const m = (todo, done) => `mutation_id: mutation_${n.int(1000, 1999)}.txt\ncommand: DELETE WHERE tenant_id = 4471\ncreate_time: ${n.iso().replace('T', ' ').replace('Z', '')}\nparts_to_do: ${todo}\nis_done: ${done}\nlatest_fail_reason: \n\n1 row in set. Elapsed: ${(n.int(1, 90) / 1000).toFixed(3)} sec.`;
      const q = { sql: "SELECT * FROM system.mutations WHERE table='events' AND NOT is_killed ORDER BY create_time DESC LIMIT 1 FORMAT Vertical" };
      return { style: 'openinference', goal: 'Delete all events of churned tenant 4471 from ClickHouse and confirm they are gone.',
        steps: [
          { text: 'Issuing the lightweight mutation.', calls: [{ name: 'clickhouse_query', args: { sql: 'ALTER TABLE events DELETE WHERE tenant_id = 4471' }, out: 'Ok.\n\n0 rows in set. Elapsed: 0.011 sec.' }] },
          { text: null, calls: [{ name: 'clickhouse_query', args: q, out: m(212, 0) }] },
          { text: null, calls: [{ name: 'clickhouse_query', args: q, out: m(97, 0) }] },
          { text: null, calls: [{ name: 'clickhouse_query', args: q, out: m(0, 1) }] },
          { text: 'Mutation finished. Verifying.', calls: [{ name: 'clickhouse_query', args: { sql: 'SELECT count() FROM events WHERE tenant_id = 4471' }, out: '0\n\n1 row in set. Elapsed: 0.004 sec.' }] },
          { text: 'All events for tenant 4471 deleted (count 0).', calls: [] },
        ], final: 'Tenant 4471 events deleted; verification count = 0.' };
    } },
  { id: '06', isolates: 'Letta agent for a magic-lantern slide archive polls a digitisation batch through scanning states and then updates the catalogue.',
    build: (n) => {
      const s = (st, k) => ({ batch: 'MLS-B12', status: st, scanned: k, of: 48, scanner: 'Hasselblad-X5-' + n.int(1, 3), at: n.euro() });
      return { style: 'letta', goal: 'Digitise slide box 12 (Victorian temperance lantern slides) and link the images in the catalogue.',
        steps: [
          { text: 'Queueing box 12 for scanning.', calls: [{ name: 'queue_digitisation', args: { box: 12 }, out: { batch: 'MLS-B12', status: 'queued' } }] },
          { text: null, calls: [{ name: 'batch_status', args: { batch: 'MLS-B12' }, out: s('queued', 0) }] },
          { text: null, calls: [{ name: 'batch_status', args: { batch: 'MLS-B12' }, out: s('scanning', 19) }] },
          { text: null, calls: [{ name: 'batch_status', args: { batch: 'MLS-B12' }, out: s('scanning', 41) }] },
          { text: null, calls: [{ name: 'batch_status', args: { batch: 'MLS-B12' }, out: { ...s('complete', 48), manifest: 'iiif/mls-b12/manifest.json' } }] },
          { text: 'All 48 slides scanned; linking manifest to catalogue records.', calls: [{ name: 'link_catalogue', args: { box: 12, manifest: 'iiif/mls-b12/manifest.json' }, out: { linked: 48 } }] },
          { text: 'Box 12 digitised and 48 catalogue records linked.', calls: [{ name: 'send_message', args: { message: 'Box 12 digitised and 48 catalogue records linked.' }, out: 'None' }] },
        ], final: 'Box 12 digitised and 48 catalogue records linked.' };
    } },
];
