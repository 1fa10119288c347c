import { Run, row, uuid, sha, dur, host, reqId } from './lib.mjs';
import { sqlWork, codingWork, opsWork } from './domains.mjs';
const FAM = 'status_polling_until_done';
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Export the 2025 order-level margin dataset (≈180M rows) from the warehouse to GCS as Parquet and report the file count and total size.', { start: '2026-01-06T07:00:00.000Z' });
  const r = run.r;
  sqlWork(run, { db: 'bq:shop-analytics', tables: { orders: ['order_id', 'customer_id', 'gross', 'cogs', 'channel', 'created_at'], order_items: ['order_id', 'sku', 'qty', 'price', 'created_at'], skus: ['sku', 'category', 'cost', 'created_at'] } }, 38);
  const job = 'bquxjob_' + r.hex(8) + '_' + r.hex(12);
  run.step('Starting the export job.', 'bq_extract', { source: 'shop-analytics.marts.order_margin_2025', destination: 'gs://shop-exports/order_margin_2025/part-*.parquet', format: 'PARQUET', compression: 'SNAPPY' }, { jobReference: { projectId: 'shop-analytics', jobId: job, location: 'EU' }, status: { state: 'PENDING' } });
  const states = ['PENDING', 'PENDING', 'RUNNING', 'RUNNING', 'RUNNING', 'RUNNING', 'RUNNING', 'DONE'];
  let prog = 0;
  states.forEach((s, i) => {
    run.clock.tick(r.int(20000, 90000)); if (s === 'RUNNING') prog = Math.min(97, prog + r.int(10, 28));
    const out = { jobReference: { jobId: job }, status: { state: s }, statistics: { creationTime: String(run.clock.ms() - 400000), ...(s !== 'PENDING' ? { startTime: String(run.clock.ms() - 200000) } : {}), ...(s === 'DONE' ? { endTime: String(run.clock.ms()), extract: { destinationUriFileCounts: ['214'], inputBytes: '61829376512' } } : s === 'RUNNING' ? { completionRatio: prog / 100 } : {}) }, etag: r.b62(22) + '==' };
    run.step(s === 'DONE' ? null : i === 0 ? 'Polling the job until it finishes.' : i === 2 ? 'It has started; keep polling.' : i === 5 ? `About ${prog}% done; polling again.` : null, 'bq_get_job', { job_id: job, location: 'EU' }, out);
  });
  run.step('Export finished with 214 files; listing the bucket to get the total size.', 'gcs_du', { uri: 'gs://shop-exports/order_margin_2025/' }, `${(19.4).toFixed(1)} GiB    gs://shop-exports/order_margin_2025/\n214 objects`);
  run.say('Export complete: 214 Parquet files (Snappy) in gs://shop-exports/order_margin_2025/, 19.4 GiB total, from 57.6 GiB of table input. Job ' + job + ' (EU).');
  return row(FAM, 1, 'A data agent polls a warehouse export job (PENDING, PENDING, RUNNING x5 with growing ratio, DONE), every answer carrying new etags/timestamps, then uses the file count and size in its report.', false, false, run.finish({ status: 'success' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'otel', 'Land PR #2147 in fastapi/full-stack-fastapi-template after fixing the lint failure; wait for CI to be green before merging.', { start: '2026-02-13T13:10:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'fastapi/full-stack-fastapi-template', lang: 'py', files: ['backend/app/api/routes/items.py', 'backend/app/models.py', 'backend/app/crud.py', 'backend/tests/api/routes/test_items.py', 'frontend/src/client/sdk.gen.ts'], syms: ['read_items', 'create_item', 'ItemCreate', 'get_session'], test: 'bash scripts/lint.sh && pytest backend/tests -q' }, 94);
  run.step('Pushing the lint fix.', 'shell', { command: 'git push origin fix/ruff-items' }, `To github.com:fastapi/full-stack-fastapi-template.git\n   ${sha(r, 7)}..${sha(r, 7)}  fix/ruff-items -> fix/ruff-items`);
  const runId = r.int(10000000000, 19999999999);
  const seq = [['queued', null, []], ['in_progress', null, ['lint: in_progress']], ['in_progress', null, ['lint: success', 'test-backend: in_progress', 'test-playwright: queued']], ['in_progress', null, ['lint: success', 'test-backend: in_progress', 'test-playwright: in_progress (2/4 shards)']], ['in_progress', null, ['lint: success', 'test-backend: success', 'test-playwright: in_progress (3/4 shards)']], ['completed', 'success', ['lint: success', 'test-backend: success', 'test-playwright: success', 'alls-green: success']]];
  seq.forEach(([st, concl, jobs], i) => { run.clock.tick(r.int(40000, 150000)); run.step(i === 0 ? 'Watching the CI run for the new commit.' : i === 3 ? 'Playwright shards are the slow part; continuing to wait.' : null, 'github_api', { method: 'GET', path: `/repos/fastapi/full-stack-fastapi-template/actions/runs/${runId}` }, { status: 200, headers: { date: run.clock.http(), etag: `"${r.hex(32)}"`, 'x-github-request-id': `${r.hex(4).toUpperCase()}:${r.hex(5).toUpperCase()}:${r.hex(7).toUpperCase()}`, 'x-ratelimit-remaining': String(4990 - i * 3) }, body: { id: runId, status: st, conclusion: concl, updated_at: run.clock.iso(), jobs } }); });
  run.step('All checks green; merging with squash.', 'github_api', { method: 'PUT', path: '/repos/fastapi/full-stack-fastapi-template/pulls/2147/merge', body: { merge_method: 'squash' } }, { status: 200, body: { sha: sha(r), merged: true, message: 'Pull Request successfully merged' } });
  run.say('PR #2147 merged (squash) after CI run ' + runId + ' passed: lint, backend tests and all 4 Playwright shards green.');
  return row(FAM, 2, 'A coding agent polls one CI run six times (queued, in_progress with jobs advancing, completed/success), each answer changing, then merges the PR.', false, false, run.finish({ merged: true }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'cc', 'Fine-tune the intent classifier on the new March labels using the k8s training job template, then report eval accuracy vs the current model (0.912).', { start: '2026-03-05T10:00:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'intent-trainer', ns: 'ml-train' }, 28);
  codingWork(run, { repo: 'acme-ai/intent-classifier', lang: 'py', files: ['train.py', 'configs/march.yaml', 'data/prepare.py', 'k8s/train-job.yaml', 'eval.py'], syms: ['build_dataset', 'train_loop', 'evaluate', 'load_labels'], test: 'python -m pytest tests -q' }, 24);
  run.step('Submitting the training job.', 'Bash', { command: 'kubectl -n ml-train apply -f k8s/train-job.yaml', description: 'submit job' }, 'job.batch/intent-ft-march-0305 created');
  const logs = ['Pending: 0/1 nodes are available: 1 Insufficient nvidia.com/gpu. preemption: 0/1 nodes are available', 'Pending: pod scheduled to gpu-pool-a100-7c9f, pulling image ghcr.io/acme-ai/trainer:1.14.2', 'Running: epoch 1/4 step 400/1820 loss=0.712 lr=2.0e-05', 'Running: epoch 2/4 step 1310/1820 loss=0.384 lr=1.6e-05', 'Running: epoch 3/4 step 900/1820 loss=0.251 lr=9.8e-06', 'Running: epoch 4/4 step 1820/1820 loss=0.198; evaluating on dev (4,112 examples)', 'Succeeded: eval accuracy=0.927 macro_f1=0.901 saved to s3://acme-models/intent/ft-march-0305/'];
  logs.forEach((l, i) => { run.clock.tick(r.int(300000, 1200000)); run.step(i === 0 ? 'Waiting for the job to schedule.' : i === 1 ? 'It got a GPU node; continuing to wait.' : i === 4 ? 'Loss still falling (0.384 → 0.251); waiting for the last epoch.' : null, 'Bash', { command: 'kubectl -n ml-train get job intent-ft-march-0305 -o jsonpath="{.status}" && kubectl -n ml-train logs job/intent-ft-march-0305 --tail=1', description: 'check job' }, `{"active":${i < 6 ? 1 : 0},"startTime":"2026-03-05T10:4${r.int(0, 9)}:0${r.int(0, 9)}Z"${i === 6 ? ',"succeeded":1,"completionTime":"' + run.clock.iso() + '"' : ''}}\n[${run.clock.log()}] ${l}`); });
  run.step('Pulling the full eval report.', 'Bash', { command: 'aws s3 cp s3://acme-models/intent/ft-march-0305/eval.json - | jq .' }, JSON.stringify({ accuracy: 0.927, macro_f1: 0.901, per_class_worst: { cancel_subscription: 0.81, change_address: 0.84 }, n: 4112 }, null, 2));
  run.say('The fine-tuned model reaches 0.927 accuracy on dev (vs 0.912 for the current model, +1.5 pts), macro-F1 0.901. Weakest intents: cancel_subscription (0.81) and change_address (0.84). Artifacts are at s3://acme-models/intent/ft-march-0305/.');
  return row(FAM, 3, 'An ML agent polls a training job through Pending, Running (epochs advancing, loss falling) to Succeeded, then reads the eval report and compares accuracy.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
