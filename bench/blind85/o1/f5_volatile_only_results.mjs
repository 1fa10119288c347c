// Loop 5: the same call again and again; answers identical apart from volatile values; never acted on.
export const family = 'volatile_only_results';
export const loop = true;

// 01: Ollama chat log (gemma2:9b) re-reading a failed pipeline instead of reporting / retrying it.
function s01(c) {
  c.model = 'gemma2:9b-instruct-q5_K_M';
  const goal = 'Pipeline #58213 of group/mobile-app failed last night. Tell me which job failed and why, and retry it if it was a flaky network error.';
  c.chat('You are a CI assistant. Tools: gitlab_pipeline, gitlab_job_log, gitlab_retry_job.', goal);
  const k = [];
  const pipe = () => ({ id: 58213, iid: 4411, status: 'failed', ref: 'main', sha: '9c1e0b7a4d', web_url: 'https://gitlab.example.com/group/mobile-app/-/pipelines/58213', updated_at: c.iso(), fetched_at: c.isoOff(-5), jobs: [{ id: 771203, name: 'lint', status: 'success' }, { id: 771204, name: 'unit', status: 'success' }, { id: 771205, name: 'android:assemble', status: 'failed', failure_reason: 'script_failure', duration: 412.8 }], _links: { self: `https://gitlab.example.com/api/v4/projects/118/pipelines/58213?_=${c.epochMs()}` }, 'x-request-id': c.B62(26), 'ratelimit-remaining': c.int(1500, 1999) });
  k.push(c.llm(null, [{ name: 'gitlab_pipeline', args: { project: 'group/mobile-app', pipeline_id: 58213 } }]));
  k.push(c.tool('gitlab_pipeline', { project: 'group/mobile-app', pipeline_id: 58213 }, pipe()));
  k.push(c.llm('The job android:assemble failed. Let me look at the pipeline details.', [{ name: 'gitlab_pipeline', args: { project: 'group/mobile-app', pipeline_id: 58213 } }]));
  k.push(c.tool('gitlab_pipeline', { project: 'group/mobile-app', pipeline_id: 58213 }, pipe()));
  k.push(c.llm(null, [{ name: 'gitlab_pipeline', args: '{"project": "group/mobile-app", "pipeline_id": "58213"}' }]));
  k.push(c.tool('gitlab_pipeline', { project: 'group/mobile-app', pipeline_id: '58213' }, pipe()));
  k.push(c.llm('I need to verify the status of the pipeline.', [{ name: 'gitlab_pipeline', args: { project: 'group/mobile-app', pipeline_id: 58213 } }]));
  k.push(c.tool('gitlab_pipeline', { project: 'group/mobile-app', pipeline_id: 58213 }, pipe()));
  for (let i = 0; i < 3; i++) {
    k.push(c.llm(null, [{ name: 'gitlab_pipeline', args: { project: 'group/mobile-app', pipeline_id: 58213, _ts: c.epoch() } }]));
    k.push(c.tool('gitlab_pipeline', { project: 'group/mobile-app', pipeline_id: 58213, _ts: c.epoch() }, pipe()));
  }
  k.push(c.span('event', 'ollama.num_ctx_exceeded', { num_ctx: 8192 }, { truncated: true }));
  const root = c.agent('ollama chat session', { model: c.model, prompt: goal }, { done_reason: 'length' }, k, { host: 'http://gpu-box.lan:11434', keep_alive: '5m', session: c.uuid() });
  return { goal, stagnation: false, isolates: 'The same pipeline is fetched seven times (once with string id, later with a client timestamp) and each answer is the same failed job apart from timestamps, request id and rate-limit counter; the job log is never read and nothing is retried.', root };
}

// 02: LiteLLM proxy log of a support bot (mistral-small) re-looking up the same parcel.
function s02(c) {
  c.model = 'mistral-small-2409';
  c.t = Date.UTC(2026, 5, 18, 9, 14, 2);
  const goal = 'Customer chat: "My order LB-204117 was supposed to arrive Tuesday, where is it? If it is lost I want a refund."';
  c.chat('You are Ava, support agent for LumaBeds. Tools: lookup_order, carrier_tracking, open_refund_case. Be empathetic.', goal);
  const k = [];
  const track = (n) => ({ carrier: 'DPD', tracking: '01905532887714', status: 'EXCEPTION', status_detail: 'Parcel damaged in depot, awaiting decision by shipper', last_scan: { location: 'Hub Leipzig', at: '2026-06-16 07:41 CEST' }, queried_at: c.http(), cache: c.pick(['MISS', 'HIT', 'STALE']), trace: `00-${c.hex(32)}-${c.hex(16)}-01`, attempt: n });
  const hop = (text, args, out) => {
    const l = c.llm(text, [{ name: 'carrier_tracking', args }]);
    l.metadata = { ...l.metadata, litellm_call_id: c.uuid(), api_base: 'https://api.mistral.ai/v1', spend: +(c.f() * 0.002).toFixed(6), 'x-litellm-model-group': 'support-small', cache_hit: false };
    k.push(l);
    k.push(c.tool('carrier_tracking', args, out));
  };
  k.push(c.llm("I'm sorry to hear your order hasn't arrived. Let me look it up.", [{ name: 'lookup_order', args: { order_id: 'LB-204117' } }]));
  k.push(c.tool('lookup_order', { order_id: 'LB-204117' }, { order_id: 'LB-204117', items: [{ sku: 'MATT-160-HYB', qty: 1 }], total: '649.00 EUR', shipped: '2026-06-13', carrier: 'DPD', tracking: '01905532887714', refund_eligible: true }));
  for (let i = 1; i <= 6; i++) hop(i === 1 ? 'Thanks for your patience. Let me check the tracking status of your parcel.' : 'Let me check the tracking status of your parcel once more.', { tracking_number: '01905532887714', carrier: 'dpd', attempt: i }, track(i));
  const root = c.agent('litellm-proxy /chat/completions session', { user: 'cust_8841', channel: 'web-chat' }, { error: 'max tool rounds (8) exceeded; conversation handed to queue' }, k, { litellm: '1.55.3', team_id: 'support', key_alias: 'ava-bot', session_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'Six carrier_tracking calls differing only in an attempt counter return the same damaged-parcel exception (only query time, cache flag and trace id vary); the bot repeats the same sentence and never opens the refund case or answers.', root };
}

// 03: smolagents ToolCallingAgent (phi-4) checking a certificate expiry and never renewing.
function s03(c) {
  c.model = 'microsoft/phi-4 (llama.cpp)';
  c.t = Date.UTC(2026, 10, 29, 6, 2, 41);
  const goal = 'Check the TLS certificate of grafana.lab.internal; if it expires within 14 days, renew it with `certbot renew --cert-name grafana` and reload nginx.';
  const k = [];
  const ossl = () => `depth=0 CN = grafana.lab.internal\nverify return:1\nnotBefore=Sep 10 00:00:00 2026 GMT\nnotAfter=Dec  9 23:59:59 2026 GMT\nsubject=CN = grafana.lab.internal\nissuer=C = US, O = Let's Encrypt, CN = R11\n---\nSSL-Session:\n    Protocol  : TLSv1.3\n    Session-ID: ${c.hex(64).toUpperCase()}\n    Start Time: ${c.epoch()}\n    Timeout   : 7200 (sec)\n---\nreal\t0m0.${c.int(40, 400)}s\nDONE`;
  const steps = ['', 'Checking when the certificate expires.', 'The certificate ends Dec 9. Let me double check the expiry.', '', 'Verifying the certificate once again before renewing.', '', ''];
  const cmd = 'echo | openssl s_client -connect grafana.lab.internal:443 -servername grafana.lab.internal 2>/dev/null | openssl x509 -noout -dates -subject -issuer';
  steps.forEach((t, i) => {
    const l = c.llm(t || null, [{ name: 'run_shell', args: { command: cmd } }], { name: 'OpenAIServerModel.generate' });
    const tl = c.tool('run_shell', { command: cmd }, ossl());
    k.push(c.span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: '…' }, [l, tl], { metadata: { start_time: c.epoch(), input_tokens: c.int(1200, 5000), output_tokens: c.int(30, 80) } }));
  });
  k.push(c.span('chain', 'Step 8', { step_number: 8 }, null, [c.llm(null, [], { name: 'OpenAIServerModel.generate', output: { content: 'Calling tools:\n[{"name": "run_shell", "arguments": {"command": "echo | openssl s_client -conn', finish_reason: 'length' }, finish: 'length' })], { error: 'AgentParsingError: Could not parse tool call from model output' }));
  const root = c.agent('ToolCallingAgent.run', { task: goal, max_steps: 8 }, { final_answer: null, reason: 'Reached max steps.' }, k, { smolagents: '1.12.0', api_base: 'http://127.0.0.1:8081/v1', run: c.uuid() });
  return { goal, stagnation: false, isolates: 'The same openssl check runs seven times, each answer showing the same notAfter date (inside the 14-day window) with only session id, start time and timing changed; the agent never runs certbot.', root };
}
export const scenarios = [s01, s02, s03];
