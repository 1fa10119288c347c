import { Run, row, uuid, sha, dur, reqId, httpResp } from './lib.mjs';
import { researchWork, opsWork, codingWork } from './domains.mjs';
const FAM = 'backoff_then_success';
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Compare how the FY2025 10-K risk-factor sections of NVIDIA, AMD and Intel discuss export controls; quote the key sentences.', { start: '2026-02-20T16:00:00.000Z' });
  const r = run.r;
  researchWork(run, { queries: ['NVIDIA 10-K fiscal 2025 export controls risk factor', 'AMD 2024 10-K export restrictions China MI308', 'Intel 10-K 2024 export control risk'], sources: [{ url: 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001045810&type=10-K', title: 'EDGAR: NVIDIA CORP 10-K filings', facts: ['NVIDIA filed its fiscal 2025 10-K on 2025-02-26.', 'Accession number 0001045810-25-000023.'] }, { url: 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000002488&type=10-K', title: 'EDGAR: ADVANCED MICRO DEVICES 10-K filings', facts: ['AMD filed its 2024 10-K on 2025-02-05.'] }, { url: 'https://www.reuters.com/technology/us-export-curbs-chips-2025/', title: 'Reuters: US tightens AI chip export rules', facts: ['The January 2025 AI diffusion rule created three country tiers.', 'Licences are required for advanced GPUs to most destinations.'] }] }, 40);
  const u = 'https://www.sec.gov/Archives/edgar/data/1045810/000104581025000023/nvda-20250126.htm';
  for (let i = 0; i < 2; i++) run.step(i ? 'Still rate-limited; EDGAR asks for ≤10 req/s with a declared User-Agent. Waiting 10s and retrying.' : 'Fetching the NVIDIA 10-K document.', 'http_get', { url: u, headers: { 'User-Agent': 'ResearchBot research@acme.example' } }, null, { error: `HTTP 429 Too Many Requests: Request Rate Threshold Exceeded (retry-after: ${10 * (i + 1)}) [req ${reqId(r, '')}]` });
  run.step('Retrying after the backoff.', 'http_get', { url: u, headers: { 'User-Agent': 'ResearchBot research@acme.example' } }, httpResp(r, run.clock, 200, '<div><b>Item 1A. Risk Factors</b>…<p>The USG has imposed, and may in the future impose, export controls on our products … Such restrictions have and may continue to adversely affect our business, including our ability to sell in China, which was 13% of revenue.</p>…</div>', { 'content-type': 'text/html', 'content-length': '2871204' }));
  run.step('Fetching AMD and Intel filings.', 'http_get', { url: 'https://www.sec.gov/Archives/edgar/data/2488/000000248825000012/amd-20241228.htm', headers: { 'User-Agent': 'ResearchBot research@acme.example' } }, httpResp(r, run.clock, 200, '<p>New or changed export controls … the U.S. government informed us that a license is required for the MI308 … which could materially adversely affect our business.</p>', { 'content-type': 'text/html' }));
  run.step(null, 'http_get', { url: 'https://www.sec.gov/Archives/edgar/data/50863/000005086325000009/intc-20241228.htm', headers: { 'User-Agent': 'ResearchBot research@acme.example' } }, httpResp(r, run.clock, 200, '<p>Export controls … restrict our ability to sell certain products to customers in China … Revenue from China represented 29% of our total revenue.</p>', { 'content-type': 'text/html' }));
  run.say('All three name export controls as a material risk. NVIDIA is most explicit ("have and may continue to adversely affect … ability to sell in China", China 13% of revenue). AMD cites the licence requirement for MI308 specifically. Intel frames it around China exposure (29% of revenue) and customer restrictions rather than a named product.');
  return row(FAM, 1, 'A research agent gets two HTTP 429s from EDGAR for the same document, backs off, the third fetch succeeds, and it finishes the comparison.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'cc', 'Add a 90-day lifecycle expiry to the logs bucket in infra/terraform/envs/prod and apply it.', { start: '2026-02-27T11:30:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'acme/infra', lang: 'go', files: ['terraform/envs/prod/s3.tf', 'terraform/modules/bucket/main.tf', 'terraform/modules/bucket/variables.tf', 'terraform/envs/prod/backend.tf', 'terraform/envs/prod/outputs.tf'], syms: ['lifecycle_rule', 'expiration_days', 'bucket_name', 'noncurrent_days'], test: 'terraform -chdir=terraform/envs/prod validate' }, 48);
  run.step('Planning.', 'Bash', { command: 'terraform -chdir=terraform/envs/prod plan -out=tfplan', description: 'plan' }, `aws_s3_bucket_lifecycle_configuration.logs: Refreshing state... [id=acme-prod-logs]\n\n  # aws_s3_bucket_lifecycle_configuration.logs will be updated in-place\n  ~ rule {\n      + expiration { + days = 90 }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\nSaved the plan to: tfplan`);
  const lock = () => `╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        ${uuid(r)}\n│   Path:      acme-tfstate/prod/terraform.tfstate\n│   Operation: OperationTypePlan\n│   Who:       runner@ci-${r.hex(6)}\n│   Version:   1.9.8\n│   Created:   ${run.clock.log()} +0000 UTC\n╵`;
  run.step('Applying the saved plan.', 'Bash', { command: 'terraform -chdir=terraform/envs/prod apply tfplan', description: 'apply' }, lock(), { error: 'Exit code 1' });
  run.step('A CI plan holds the lock (Operation: Plan, so it will release on its own). Waiting 60s before retrying rather than forcing the unlock.', 'Bash', { command: 'sleep 60 && terraform -chdir=terraform/envs/prod apply tfplan', description: 'retry apply' }, lock(), { error: 'Exit code 1' });
  run.step('Still held by the same CI run; waiting another 90s.', 'Bash', { command: 'sleep 90 && terraform -chdir=terraform/envs/prod apply tfplan', description: 'retry apply' }, `aws_s3_bucket_lifecycle_configuration.logs: Modifying... [id=acme-prod-logs]\naws_s3_bucket_lifecycle_configuration.logs: Modifications complete after 2s [id=acme-prod-logs]\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.`);
  run.step('Confirming on AWS.', 'Bash', { command: 'aws s3api get-bucket-lifecycle-configuration --bucket acme-prod-logs', description: 'verify' }, JSON.stringify({ Rules: [{ ID: 'expire-90d', Status: 'Enabled', Filter: {}, Expiration: { Days: 90 } }] }, null, 2));
  run.say('Done: acme-prod-logs now has rule expire-90d (Expiration 90 days, Enabled). The first two applies hit a state lock held by a CI plan; I waited instead of force-unlocking and the third apply succeeded.');
  return row(FAM, 2, 'A terraform apply fails twice on a state lock held by a CI plan, the agent waits, the third apply succeeds and the change is verified.', false, false, run.finish({ status: 'done' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'langgraph', 'Embed the 2,400 help-center articles and build a FAISS index for the support bot; report index size and a sample query result.', { start: '2026-01-31T20:00:00.000Z' });
  const r = run.r;
  run.step('Loading articles.', 'load_docs', { source: 's3://helpcenter-export/2026-01-31/articles.jsonl' }, { docs: 2400, avg_tokens: 612, loaded_in: dur(r, 2, 8) });
  run.step('Chunking.', 'chunk', { size: 800, overlap: 120 }, { chunks: 4980 });
  let done = 0;
  for (let b = 0; b < 20; b++) {
    const k = b === 19 ? 4980 - 19 * 256 : 256;
    if (b === 11) for (let a = 1; a <= 3; a++) run.step(a === 1 ? `Batch ${b + 1} of 20.` : `503 again (attempt ${a}); exponential backoff ${2 ** a}s.`, 'embed_batch', { model: 'text-embedding-3-large', batch: b + 1, size: k }, null, { error: `APIStatusError 503: {"error":{"message":"The server is overloaded or not ready yet.","type":"server_error"}} x-request-id=${reqId(r, 'req_')}` });
    done += k;
    run.step(b === 11 ? 'Batch 12 after backoff.' : b % 5 === 0 ? `Batch ${b + 1} of 20 (${done - k} chunks embedded so far).` : null, 'embed_batch', { model: 'text-embedding-3-large', batch: b + 1, size: k }, { embedded: k, dims: 3072, usage: { prompt_tokens: r.int(150000, 210000) }, elapsed_ms: r.int(900, 4200) });
  }
  run.step('Building the FAISS index.', 'faiss_build', { index_type: 'IVF1024,PQ64', vectors: 4980 }, { ntotal: 4980, trained: true, file: '/data/index/helpcenter.faiss', size_bytes: 1884160 });
  run.step('Sample query.', 'faiss_search', { query: 'how do I change the email on my account', k: 3 }, { hits: [{ doc: 'Changing your login email', score: 0.83 }, { doc: 'Account settings overview', score: 0.71 }, { doc: 'Verifying a new email address', score: 0.69 }] });
  run.say('Index built: 4,980 chunks from 2,400 articles, IVF1024,PQ64, 1.8 MB at /data/index/helpcenter.faiss. Batch 12 hit three 503 overload errors and succeeded on the fourth attempt after backoff. Sample query "change the email" returns "Changing your login email" (0.83).');
  return row(FAM, 3, 'An embedding pipeline hits three 503 overload errors on one batch, backs off, succeeds, finishes all 20 batches and builds the index.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
