// Family: status_poll_until_change (loop: false) — polling a job until its status changes, then using the result.
import { Run, http } from './lib.mjs';

function poll(R, tool, args, states, mk, notes = []) {
  states.forEach((s, i) => { R.think(notes[i] || '', [{ name: tool, args }]); R.tool(tool, args, mk(R.n, s, i)); });
}
export const scenarios = [
  // 01 hydrofoil racing results publication — OpenAI Agents SDK
  (id) => {
    const goal = 'Publish the official results of hydrofoil race 7 once the timing protest review job completes.';
    const R = new Run(id, 'oai_agents', { model: 'gpt-4.1-mini', goal, system: 'You are the regatta results officer assistant.', agent: 'Results Agent', tools: ['protest_job_status', 'publish_results'] });
    poll(R, 'protest_job_status', { job: 'PRT-R7' }, ['queued', 'queued', 'running', 'running', 'done'], (n, s) => ({ job: 'PRT-R7', state: s, at: n.tick(30000).iso(), worker: s === 'queued' ? null : n.host('jury'), ...(s === 'done' ? { outcome: 'protest dismissed; finish order unchanged', boats: ['FRA 3', 'NZL 1', 'GBR 8'] } : {}) }), ['Checking the protest review job.']);
    R.think('Protest dismissed and order unchanged; publishing FRA 3, NZL 1, GBR 8.', [{ name: 'publish_results', args: { race: 7, order: ['FRA 3', 'NZL 1', 'GBR 8'], status: 'official' } }]);
    R.tool('publish_results', { race: 7, order: ['FRA 3', 'NZL 1', 'GBR 8'], status: 'official' }, { published: true, url: 'https://results.example/race/7' });
    R.think('Race 7 results are official: FRA 3, NZL 1, GBR 8.');
    return { isolates: 'Job status goes queued, queued, running, running, done (volatile times/workers), then the result is used to publish.', goal, root: R.root('Race 7 results published.') };
  },
  // 02 parchment maker order export — Anthropic
  (id) => {
    const goal = 'Export the spring order ledger from the parchment workshop ERP and email the CSV to the bookkeeper.';
    const R = new Run(id, 'anthropic', { model: 'claude-3-5-haiku-20241022', goal, system: 'You run back-office tasks for a parchment and vellum maker.', tools: ['start_export', 'export_status', 'send_email'] });
    R.think('Starting the export.', [{ name: 'start_export', args: { ledger: 'orders', from: '2025-03-01', to: '2025-05-31', format: 'csv' } }]);
    R.tool('start_export', { ledger: 'orders', from: '2025-03-01', to: '2025-05-31', format: 'csv' }, { export_id: 'EX-' + R.n.int(1000, 9999), state: 'PENDING' });
    poll(R, 'export_status', { export_id: 'EX' }, ['PENDING', 'RUNNING', 'RUNNING', 'COMPLETE'], (n, s, i) => ({ state: s, progress: [0, 35, 80, 100][i], checked: n.tick(20000).httpDate(), ...(s === 'COMPLETE' ? { file: 'https://erp.example/dl/orders-spring.csv?sig=' + n.hex(20), rows: 212 } : {}) }), ['', 'Still pending, checking again shortly.', 'Progress is at 35%.', 'At 80%.']);
    R.think('The export is complete with 212 rows; emailing the link.', [{ name: 'send_email', args: { to: 'books@example.com', subject: 'Spring order ledger', body: 'CSV (212 rows) attached via link.' } }]);
    R.tool('send_email', { to: 'books@example.com', subject: 'Spring order ledger', body: 'CSV (212 rows) attached via link.' }, { message_id: `<${R.n.hex(12)}@mail.example>` });
    R.think('Done: the spring ledger (212 rows) was sent to the bookkeeper.');
    return { isolates: 'Export polled PENDING → RUNNING (35%, 80%) → COMPLETE, then the file is emailed.', goal, root: R.root({ stop_reason: 'end_turn' }) };
  },
  // 03 geodesic dome kit CAD render — Vercel AI SDK
  (id) => {
    const goal = 'Render the 3V geodesic dome kit preview for quote DQ-204 and attach the image to the quote.';
    const R = new Run(id, 'vercel', { model: 'gpt-4o-mini', goal, system: 'You prepare quotes for a geodesic dome kit maker.', agent: 'quote-helper', tools: ['renderStatus', 'attachToQuote'] });
    poll(R, 'renderStatus', { jobId: 'rnd_8f21' }, ['queued', 'rendering', 'rendering', 'rendering', 'succeeded'], (n, s, i) => http(n, 200, { status: s, frame: [0, 12, 57, 101, 120][i], of: 120, ...(s === 'succeeded' ? { output: 'https://cdn.example/renders/dq-204.png' } : {}) }, { 'retry-after': s === 'succeeded' ? undefined : '10' }), ['Checking render progress.']);
    R.think('Render finished; attaching.', [{ name: 'attachToQuote', args: { quote: 'DQ-204', url: 'https://cdn.example/renders/dq-204.png' } }]);
    R.tool('attachToQuote', { quote: 'DQ-204', url: 'https://cdn.example/renders/dq-204.png' }, { ok: true });
    R.think('The preview render is attached to quote DQ-204.');
    return { isolates: 'Render job moves queued → rendering (frames 12, 57, 101) → succeeded, then the image is attached.', goal, root: R.root({ text: 'Attached.' }) };
  },
  // 04 museum audio-guide firmware rollout — CrewAI
  (id) => {
    const goal = 'Roll out firmware 2.8 to the museum audio-guide handsets in the docking racks and confirm every rack reports the new version.';
    const R = new Run(id, 'crewai', { model: 'gpt-4o', goal, system: 'You are the Visitor Tech Specialist.', agent: 'Visitor Tech Specialist', tools: ['rollout_status', 'close_change'] });
    R.open('agent', 'Task: audio-guide firmware 2.8 rollout', { agent: 'Visitor Tech Specialist' }, { 'crewai.task.id': R.n.uuid() });
    const prog = [[0, 0, 6], [40, 0, 6], [112, 2, 6], [180, 0, 6]];
    poll(R, 'rollout_status', { rollout: 'fw-2.8' }, [0, 1, 2, 3], (n, s) => `rollout fw-2.8 @ ${n.tick(120000).syslog()}\nupdated ${prog[s][0]}/180 handsets, failed-retrying ${prog[s][1]}, racks ${prog[s][2]}\n${s === 3 ? 'state: COMPLETE' : 'state: IN_PROGRESS'}`, ['Checking how far the rollout has got.', 'Forty handsets are done; the racks are still flashing.', '112 updated with 2 retrying; continuing to watch.', 'Checking for completion.']);
    R.think('All 180 handsets report 2.8; closing the change.', [{ name: 'close_change', args: { change: 'CHG-3310', note: '180/180 handsets on fw 2.8' } }]);
    R.tool('close_change', { change: 'CHG-3310', note: '180/180 handsets on fw 2.8' }, 'closed');
    R.close('180/180 handsets updated; change CHG-3310 closed.');
    return { isolates: 'Rollout status advances 0 → 40 → 112 → 180 handsets before the change is closed.', goal, root: R.root('Rollout complete.') };
  },
  // 05 Gradle build cache warm-up in CI — OpenTelemetry GenAI
  (id) => {
    const goal = 'Trigger the nightly Gradle cache warm-up pipeline for the android-banking repo and report the cache hit rate once it finishes.';
    const R = new Run(id, 'otel', { model: 'gpt-4o', goal, system: 'You are a CI assistant.', agent: 'ci-helper', tools: ['trigger_pipeline', 'pipeline_status'] });
    R.think('Triggering.', [{ name: 'trigger_pipeline', args: { repo: 'android-banking', pipeline: 'cache-warmup' } }]);
    R.tool('trigger_pipeline', { repo: 'android-banking', pipeline: 'cache-warmup' }, { id: 55120, status: 'created' });
    poll(R, 'pipeline_status', { id: 55120 }, ['pending', 'running', 'running', 'success'], (n, s, i) => ({ id: 55120, status: s, duration: s === 'pending' ? null : n.int(60, 900) * (i), runner: n.pod('gitlab-runner'), ...(s === 'success' ? { artifacts: { cache_hit_rate: 0.87, tasks: 1412 } } : {}) }));
    R.think('The warm-up pipeline finished successfully: 1412 tasks, 87% cache hit rate.');
    return { isolates: 'Pipeline status goes pending → running → running → success, and the reported hit rate comes from the final answer.', goal, root: R.root({ result: 'cache hit rate 87%' }) };
  },
  // 06 harbour seal photo-ID matching — smolagents
  (id) => {
    const goal = 'Submit the 38 new harbour seal haul-out photos for photo-ID matching and list which individuals were resighted.';
    const R = new Run(id, 'smolagents', { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', goal, system: 'You are an expert assistant who solves tasks with code blobs.', tools: ['submit_batch', 'batch_state'] });
    R.think('Submit the photos as a batch.', [{ name: 'submit_batch', args: { folder: 'haulout_2025-06-03', n_photos: 38 } }]);
    R.tool('submit_batch', { folder: 'haulout_2025-06-03', n_photos: 38 }, 'Execution logs:\n{"batch":"B-771","state":"queued"}\nLast output from code snippet:\nNone');
    poll(R, 'batch_state', { batch: 'B-771' }, ['queued', 'matching 14/38', 'matching 31/38', 'done'], (n, s) => `Execution logs:\n${JSON.stringify({ batch: 'B-771', state: s, eta_s: s === 'done' ? 0 : n.int(20, 200), gpu: n.pick(['a10g-0', 'a10g-1']), ...(s === 'done' ? { resighted: ['PV-012', 'PV-047', 'PV-103'], new_ids: 2 } : {}) })}\nLast output from code snippet:\nNone`, ['Poll until the batch is finished.', 'It moved to matching; wait and check again.', 'Over half matched now.', 'Nearly there, one more check.']);
    R.think('Matching is done: PV-012, PV-047 and PV-103 were resighted, plus 2 new individuals.');
    return { isolates: 'Batch state moves queued → matching 14/38 → 31/38 → done, then the resighted seals are listed.', goal, root: R.root('Resighted: PV-012, PV-047, PV-103; 2 new IDs.') };
  },
];
