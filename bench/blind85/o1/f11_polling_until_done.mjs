// Healthy 1: polling a job until its status changes, then using the result.
export const family = 'polling_until_done';
export const loop = false;

// 01: Ollama chat log (llama3.1:8b) submitting a SLURM fine-tune job and polling sacct.
function s01(c) {
  c.model = 'llama3.1:8b-instruct-q6_K';
  const goal = 'Submit train_lora.sbatch on the cluster, wait for it to finish, and report the final eval loss from the job output.';
  c.chat('You are a cluster assistant. Tools: ssh_exec(host, command).', goal);
  const k = [];
  const jid = c.int(4100000, 4199999);
  const ssh = (cmd, out, o = {}) => { k.push(c.llm(o.text ?? null, [{ name: 'ssh_exec', args: o.raw ?? { host: 'login2.hpc.uni-example.de', command: cmd } }])); k.push(c.tool('ssh_exec', o.raw ?? { host: 'login2.hpc.uni-example.de', command: cmd }, out, { error: o.err })); };
  ssh('', null, { raw: '{"host": "login2.hpc.uni-example.de", "command": "cd ~/proj/lora && sbatch train_lora.sbatch}', err: 'Invalid tool arguments: Unterminated string starting at: line 1 column 45 (char 44)' });
  ssh('cd ~/proj/lora && sbatch train_lora.sbatch', `Submitted batch job ${jid}\n`, { text: 'Fixing the quoting and submitting again.' });
  const sacct = (st, el, extra = '') => `JobID           State    Elapsed   NodeList        Start\n------------ ---------- ---------- --------------- -------------------\n${jid}     ${st.padEnd(10)} ${el}   ${st === 'PENDING' ? 'None assigned  ' : 'gpu-a100-0' + c.int(1, 9) + '    '} ${st === 'PENDING' ? 'Unknown' : c.isoNoMs().slice(0, 19)}\n${extra}`;
  ssh(`sacct -j ${jid} --format=JobID,State,Elapsed,NodeList,Start -X`, sacct('PENDING', '00:00:00', `# squeue reason: (Priority) position ${c.int(3, 9)}`), { text: 'Job submitted. Checking its state.' });
  const W = `Job ${jid} is not finished yet. I will check its status again.`;
  c.tick(60000, 120000);
  ssh(`sacct -j ${jid} --format=JobID,State,Elapsed,NodeList,Start -X`, sacct('PENDING', '00:00:00', `# squeue reason: (Resources) position 1`), { text: W });
  c.tick(60000, 120000);
  ssh(`sacct -j ${jid} --format=JobID,State,Elapsed,NodeList,Start -X`, sacct('RUNNING', '00:04:12'), { text: W });
  ssh(`tail -n 3 ~/proj/lora/logs/slurm-${jid}.out`, `{'loss': 1.8123, 'grad_norm': 0.91, 'learning_rate': 0.00019, 'epoch': 0.21}\n{'loss': 1.6410, 'grad_norm': 0.77, 'learning_rate': 0.00018, 'epoch': 0.31}\n  31%|███       | 412/1320 [04:03<08:57,  1.69it/s]`);
  c.tick(300000, 400000);
  ssh(`sacct -j ${jid} --format=JobID,State,Elapsed,NodeList,Start -X`, sacct('RUNNING', '00:10:37'), { text: W });
  c.tick(200000, 300000);
  ssh(`sacct -j ${jid} --format=JobID,State,Elapsed,NodeList,Start -X`, sacct('COMPLETED', '00:14:02'), { text: W });
  ssh(`grep -E "eval_loss|train_runtime" ~/proj/lora/logs/slurm-${jid}.out | tail -n 2`, `{'eval_loss': 1.2874, 'eval_runtime': 41.2, 'eval_samples_per_second': 24.27, 'epoch': 1.0}\n{'train_runtime': 812.4, 'train_samples_per_second': 12.99, 'train_loss': 1.5021, 'epoch': 1.0}`, { text: 'Completed. Reading the final evaluation lines.' });
  k.push(c.llm(`Job ${jid} finished (COMPLETED after 14:02 on an A100 node). Final eval loss: 1.2874 (train loss 1.5021, runtime 812 s).`, []));
  const root = c.agent('ollama chat session', { prompt: goal }, { done: true }, k, { host: 'http://127.0.0.1:11434', client: 'ollama-python 0.4.4', session: c.uuid() });
  return { goal, stagnation: true, isolates: 'After a malformed first call is fixed, sacct is polled PENDING, PENDING, RUNNING, RUNNING, COMPLETED with changing elapsed time and queue position (the model repeating one identical "not finished yet, will check again" line at each poll), then the eval loss is read and reported.', root };
}

// 02: Goose (qwen2.5:14b) running a Terraform Cloud plan/apply and polling run status.
function s02(c) {
  c.model = 'qwen2.5:14b';
  const goal = 'Apply the pending change in the Terraform Cloud workspace "edge-dns-prod" (adds the status.example.net CNAME) and confirm the record resolves.';
  c.chat('You are Goose. Extensions: tfc (Terraform Cloud API), developer.', goal);
  const k = [];
  const run = `run-${c.B62(16)}`;
  const st = (s, extra = {}) => ({ data: { id: run, type: 'runs', attributes: { status: s, 'status-timestamps': { [`${s}-at`]: c.isoNoMs() }, 'has-changes': true, 'is-confirmable': s === 'planned', ...extra } }, meta: { 'x-request-id': c.uuid() } });
  k.push(c.llm(null, [{ name: 'tfc__start_run', args: { workspace: 'edge-dns-prod', message: 'Add status CNAME' } }]));
  k.push(c.tool('tfc__start_run', { workspace: 'edge-dns-prod' }, null, { error: "Tool not found: tfc__start_run. Available tools: tfc__create_run, tfc__get_run, tfc__apply_run, tfc__get_plan, developer__shell" }));
  k.push(c.llm(null, [{ name: 'tfc__create_run', args: { workspace: 'edge-dns-prod', message: 'Add status CNAME' } }]));
  k.push(c.tool('tfc__create_run', { workspace: 'edge-dns-prod', message: 'Add status CNAME' }, st('pending')));
  for (const s of ['plan_queued', 'planning', 'planned']) { c.tick(8000, 30000); k.push(c.llm(s === 'plan_queued' ? 'Run created; waiting for the plan.' : null, [{ name: 'tfc__get_run', args: { run_id: run } }])); k.push(c.tool('tfc__get_run', { run_id: run }, st(s))); }
  k.push(c.llm(null, [{ name: 'tfc__get_plan', args: { run_id: run } }]));
  k.push(c.tool('tfc__get_plan', { run_id: run }, { 'resource-additions': 1, 'resource-changes': 0, 'resource-destructions': 0, summary: '+ cloudflare_record.status_cname (status.example.net CNAME statuspage.example-hosted.io)' }));
  k.push(c.llm('The plan adds exactly one record and destroys nothing. Applying.', [{ name: 'tfc__apply_run', args: { run_id: run, comment: 'approved by goose for user' } }]));
  k.push(c.tool('tfc__apply_run', { run_id: run }, { status: 202, body: '' }));
  for (const s of ['apply_queued', 'applying', 'applied']) { c.tick(5000, 20000); k.push(c.llm(null, [{ name: 'tfc__get_run', args: { run_id: run } }])); k.push(c.tool('tfc__get_run', { run_id: run }, st(s))); }
  k.push(c.llm('Applied. Checking DNS.', [{ name: 'developer__shell', args: { command: 'dig +short status.example.net CNAME @1.1.1.1' } }]));
  k.push(c.tool('developer__shell', { command: 'dig +short status.example.net CNAME @1.1.1.1' }, 'statuspage.example-hosted.io.\n'));
  k.push(c.llm(`Done: run ${run} applied (1 added, 0 changed, 0 destroyed) and status.example.net now resolves as a CNAME to statuspage.example-hosted.io.`, []));
  const root = c.agent('goose session', { prompt: goal }, { status: 'completed' }, k, { goose: '1.0.20', provider: 'ollama', session: `${c.int(20260101, 20261231)}_${c.int(1, 30)}` });
  return { goal, stagnation: false, isolates: 'A wrong tool name is corrected, then the run is polled through plan_queued, planning, planned, the plan is inspected and applied, polled through apply_queued, applying, applied, and the DNS record is verified.', root };
}

// 03: LiteLLM proxy log: CMS assistant (mistral-nemo) polling a video transcode job, then publishing.
function s03(c) {
  c.model = 'mistral-nemo';
  const goal = 'Transcode uploads/keynote-2026.mov to 1080p and 720p HLS, then attach the HLS manifest to the draft post "Keynote 2026 recording" and publish it.';
  c.chat('You are the CMS media assistant. Tools: transcode_submit, transcode_status, cms_find_post, cms_update_post.', goal);
  const k = [];
  const job = `tj_${c.b36(12)}`;
  const wrap = (s) => { s.metadata = { ...s.metadata, litellm_call_id: c.uuid(), model_group: 'cms-small', api_base: 'http://vllm-pool:8000/v1', response_cost: 0 }; return s; };
  k.push(wrap(c.llm('I apologize for any delay. Let me start the transcode.', [{ name: 'transcode_submit', args: { source: 's3://media-raw/uploads/keynote-2026.mov', renditions: ['1080p', '720p'], format: 'hls' } }])));
  k.push(c.tool('transcode_submit', { source: 's3://media-raw/uploads/keynote-2026.mov', renditions: ['1080p', '720p'], format: 'hls' }, { job_id: job, state: 'QUEUED', submitted: c.epoch(), queue_depth: c.int(2, 6) }));
  const prog = [['QUEUED', null], ['PROCESSING', 12], ['PROCESSING', 47], ['PROCESSING', 88], ['COMPLETE', 100]];
  prog.forEach(([s, p], i) => {
    c.tick(40000, 180000);
    k.push(wrap(c.llm(i === 2 ? 'I apologize for any delay. It is at 47%, checking again shortly.' : null, [{ name: 'transcode_status', args: { job_id: job } }])));
    k.push(c.tool('transcode_status', { job_id: job }, { job_id: job, state: s, progress: p, worker: s === 'QUEUED' ? null : c.host('ffmpeg-worker'), updated_at: c.http(), ...(s === 'COMPLETE' ? { outputs: { hls_master: `https://cdn.example-media.net/vod/${job}/master.m3u8`, renditions: [{ name: '1080p', bitrate: 5200000 }, { name: '720p', bitrate: 2800000 }], duration_s: 3721.4 } } : {}) }));
  });
  k.push(wrap(c.llm(null, [{ name: 'cms_find_post', args: { title: 'Keynote 2026 recording', status: 'draft' } }])));
  k.push(c.tool('cms_find_post', { title: 'Keynote 2026 recording', status: 'draft' }, { results: [{ id: 9921, title: 'Keynote 2026 recording', status: 'draft', updated: c.iso() }] }));
  k.push(wrap(c.llm(null, [{ name: 'cms_update_post', args: { id: 9921, fields: { video_hls: `https://cdn.example-media.net/vod/${job}/master.m3u8`, status: 'publish' } } }], { finish: 'length', output: { role: 'assistant', content: null, tool_calls: [{ id: 'call_trunc', type: 'function', function: { name: 'cms_update_post', arguments: `{"id": 9921, "fields": {"video_hls": "https://cdn.example-media.net/vod/${job}/mas` } }] } })));
  k.push(c.tool('cms_update_post', `{"id": 9921, "fields": {"video_hls": "https://cdn.example-media.net/vod/${job}/mas`, null, { error: 'Failed to parse tool call arguments (finish_reason=length). Increase max_tokens.' }));
  k.push(wrap(c.llm(null, [{ name: 'cms_update_post', args: { id: 9921, fields: { video_hls: `https://cdn.example-media.net/vod/${job}/master.m3u8`, status: 'publish' } } }], { meta: { max_tokens: 1024 } })));
  k.push(c.tool('cms_update_post', { id: 9921, fields: { video_hls: `https://cdn.example-media.net/vod/${job}/master.m3u8`, status: 'publish' } }, { id: 9921, status: 'publish', link: 'https://news.example.org/2026/keynote-2026-recording', revision: c.int(5, 12) }));
  k.push(wrap(c.llm('Published: https://news.example.org/2026/keynote-2026-recording with the HLS manifest (1080p and 720p, 62 min).', [])));
  const root = c.agent('litellm-proxy session', { user: 'cms-editor-4', metadata: { tags: ['cms', 'media'] } }, { status: 'done' }, k, { litellm: '1.52.0', proxy_host: c.host('litellm') });
  return { goal, stagnation: false, isolates: 'A transcode job is polled QUEUED, 12%, 47%, 88%, COMPLETE; a tool call cut off by the length limit is re-sent with a larger limit, and the post is published with the manifest.', root };
}
export const scenarios = [s01, s02, s03];
