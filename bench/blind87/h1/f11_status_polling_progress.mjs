import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'status_polling_progress';
export const loop = false;

// Row 01: polling a video-transcode job, queued -> running (progress) -> succeeded, then using the output.
function r1(c) {
  const goal = 'Transcode the webinar recording s3://lumen-media/raw/webinar-0311.mov to 1080p HLS and publish it to the "Webinars" playlist.';
  const ch = []; const job = 'transcode-' + c.uuid();
  const m = (t, name, args) => ch.push(llm('gpt-4o-mini', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  m('Submit the job.', 'mediaconvert_create_job', { input: 's3://lumen-media/raw/webinar-0311.mov', preset: 'hls-1080p-v2' });
  ch.push(tool('mediaconvert_create_job', { preset: 'hls-1080p-v2' }, { Job: { Id: job, Status: 'SUBMITTED', CreatedAt: c.iso() }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 201 } }));
  const states = [['SUBMITTED', null, 'Submitted, not picked up yet. Poll again.'], ['SUBMITTED', null, 'Still submitted; queue "Default" has backlog. Poll again.'], ['PROGRESSING', 12, 'Progressing 12%. Poll again.'], ['PROGRESSING', 47, '47% now, up from 12%. Poll again.'], ['PROGRESSING', 88, '88%. Poll again.'], ['COMPLETE', 100, null]];
  for (const [st, pct, note] of states) {
    m(note || 'Poll.', 'mediaconvert_get_job', { id: job });
    ch.push(tool('mediaconvert_get_job', { id: job }, { Job: { Id: job, Status: st, JobPercentComplete: pct ?? undefined, CurrentPhase: pct == null ? undefined : pct < 100 ? 'TRANSCODING' : undefined, Timing: { SubmitTime: '2026-03-11T09:14:06Z', StartTime: pct == null ? undefined : '2026-03-11T09:16:41Z', FinishTime: st === 'COMPLETE' ? c.isoSec() : undefined }, OutputGroupDetails: st === 'COMPLETE' ? [{ OutputDetails: [{ OutputFilePaths: ['s3://lumen-media/hls/webinar-0311/index.m3u8'], DurationInMs: 3721040 }] }] : undefined }, ResponseMetadata: { RequestId: c.uuid(), RetryAttempts: 0 } }));
  }
  m('Complete. Publish the HLS manifest to the playlist.', 'cms_add_to_playlist', { playlist: 'Webinars', url: 'https://cdn.lumen.tv/hls/webinar-0311/index.m3u8', title: 'Webinar 11 March 2026', duration_s: 3721 });
  ch.push(tool('cms_add_to_playlist', { playlist: 'Webinars' }, { ok: true, item_id: 'vid_' + c.b62(11), position: 1 }));
  ch.push(llm('gpt-4o-mini', { messages: '<history>' }, oaOut(c, 'Done: transcoded to 1080p HLS (62 min) and published as the first item of the Webinars playlist.')));
  const root = agent('media-ops', { goal }, { status: 'success' }, ch, { metadata: { 'gen_ai.system': 'openai' } });
  return { goal, isolates: 'Eight polls of the same job id with fresh request ids look repetitive, but the status moves SUBMITTED → PROGRESSING 12/47/88% → COMPLETE and the output path is then used.', stagnation: false, root };
}

// Row 02: Kubernetes rollout checked repeatedly with the same command while replicas roll; then smoke test.
function r2(c) {
  const goal = 'Roll out `geo-tiles` v2.7.0 to the `maps` namespace and confirm it serves tiles correctly.';
  const ch = []; const m = (t, cmd) => ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, [['Bash', { command: cmd }]])));
  m('Set the image.', 'kubectl -n maps set image deploy/geo-tiles tiles=registry.maps.io/geo-tiles:2.7.0');
  ch.push(tool('Bash', { command: 'kubectl set image' }, 'deployment.apps/geo-tiles image updated'));
  const snaps = [[1, 4, 0], [2, 4, 1], [2, 4, 1], [3, 4, 2], [4, 4, 3], [4, 4, 4]];
  const notes = ['Watch the deployment.', '1 of 4 updated, 0 available on new RS; check again.', '2 updated now, 1 available.', 'Same as before: 2 updated, 1 available — a new pod is still in readiness. Give it a minute.', '3 updated, 2 available — progressing.', '4/4 updated, 3 available; one more to go.'];
  snaps.forEach(([u, t, a], i) => {
    m(notes[i], 'kubectl -n maps get deploy geo-tiles -o wide');
    ch.push(tool('Bash', { command: 'kubectl -n maps get deploy geo-tiles -o wide' }, `NAME        READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS   IMAGES\ngeo-tiles   4/4     ${u}            4           41d    tiles        registry.maps.io/geo-tiles:2.7.0\n# observedGeneration=${58} updatedReplicas=${u} newAvailable=${a} at ${c.isoSec()}`));
  });
  m('All 4 new replicas available. Smoke test a tile.', 'curl -s -o /dev/null -w "%{http_code} %{content_type} %{size_download}\\n" https://tiles.maps.io/v1/12/2147/1362.pbf');
  ch.push(tool('Bash', { command: 'curl tile' }, `200 application/x-protobuf ${c.int(30000, 40000)}`));
  m('Check the version header.', 'curl -sI https://tiles.maps.io/v1/12/2147/1362.pbf | grep -i x-tiles-version');
  ch.push(tool('Bash', { command: 'curl -sI' }, 'x-tiles-version: 2.7.0'));
  ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, 'geo-tiles v2.7.0 is fully rolled out (4/4 available) and serving tiles with x-tiles-version 2.7.0.')));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success', num_turns: 11 }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'The same kubectl command is repeated six times and two consecutive answers are identical, yet updated/available counts climb to 4/4 and the smoke test then passes.', stagnation: false, root };
}

// Row 03: queue depth checked repeatedly while draining, then the dependent reindex is run.
function r3(c) {
  const goal = 'After the bulk import, wait until the `catalog-ingest` SQS queue is drained, then trigger a full search reindex and report the doc count.';
  const ch = []; const m = (t, name, args) => ch.push(llm('mistral-large-2411', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const depths = [[18231, 40], [11920, 40], [6044, 38], [1290, 22], [0, 3], [0, 0]];
  depths.forEach(([v, f], i) => {
    m(i === 0 ? 'Read queue attributes.' : `Previous depth ${depths[i - 1][0]}, in flight ${depths[i - 1][1]}; read again.`, 'sqs_get_queue_attributes', { QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/318204771/catalog-ingest', AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] });
    ch.push(tool('sqs_get_queue_attributes', { QueueUrl: '.../catalog-ingest' }, `<GetQueueAttributesResponse><GetQueueAttributesResult><Attribute><Name>ApproximateNumberOfMessages</Name><Value>${v}</Value></Attribute><Attribute><Name>ApproximateNumberOfMessagesNotVisible</Name><Value>${f}</Value></Attribute></GetQueueAttributesResult><ResponseMetadata><RequestId>${c.uuid()}</RequestId></ResponseMetadata></GetQueueAttributesResponse>`));
  });
  m('Visible and in-flight are both 0 on two reads; drained. Trigger reindex.', 'search_reindex', { index: 'catalog', mode: 'full' });
  ch.push(tool('search_reindex', { index: 'catalog', mode: 'full' }, { task: `${c.b62(22)}:${c.int(1000000, 9999999)}`, status: 'started' }));
  m('Check the reindex task.', 'search_task', { id: 'task' });
  ch.push(tool('search_task', { id: 'task' }, { completed: true, response: { total: 1284410, created: 1284410, took: c.int(200000, 400000), failures: [] } }));
  ch.push(llm('mistral-large-2411', { messages: '<history>' }, oaOut(c, 'Queue drained (18,231 → 0 over five reads), full reindex finished with 1,284,410 documents and no failures.')));
  const root = agent('ingest-orchestrator', { goal }, { status: 'done', doc_count: 1284410 }, ch, { metadata: { framework: 'LlamaIndex FunctionAgent' } });
  return { goal, isolates: 'Six identical queue-attribute reads look like a stuck check, but the depth falls 18231 → 11920 → 6044 → 1290 → 0 and the agent then reindexes and reports.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
