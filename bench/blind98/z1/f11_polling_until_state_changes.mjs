import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'polling_until_state_changes';

// 01: image generation on Replicate for a Sanity article hero; tool spans nested inside the llm span that requested them
function r01(c) {
  const M = 'gpt-4.1-2025-04-14';
  const goal = 'Generate a hero image for the Sanity article "Night trains of Europe" (document id article.night-trains) and set it as mainImage.';
  const msgs = [sys('You are a media assistant for the Wayfarer magazine Sanity studio.'), u(goal)];
  const pid = c.b62(26).toLowerCase();
  const seed = c.int(1e6, 4e9);
  const kids = [];
  const step = (text, calls, outs) => { c.tick(); const l = llm(c, M, msgs, text, calls); l.children = calls.map(([n, a], i) => { c.tick(800, 6000); return tool(n, a, outs[i], { metadata: { 'http.status_code': 200, duration_ms: c.ms() } }); }); kids.push(l); };
  step('I will read the article to write a prompt.', [['sanity_get_document', { id: 'article.night-trains' }]], [{ ms: c.int(3, 30), query: '*[_id == $id][0]', result: { _id: 'article.night-trains', _rev: c.b62(22), _updatedAt: c.isoS(), title: 'Night trains of Europe', excerpt: 'From Vienna to Brussels in a couchette: the revival of sleeper routes.', mainImage: null } }]);
  step(null, [['replicate_create_prediction', { model: 'black-forest-labs/flux-1.1-pro', input: { prompt: 'a sleeper train crossing an Alpine viaduct at dusk, warm lit windows, cinematic, editorial photo', aspect_ratio: '16:9', seed } }]], [{ id: pid, status: 'starting', created_at: c.iso(), urls: { get: `https://api.replicate.com/v1/predictions/${pid}`, cancel: `https://api.replicate.com/v1/predictions/${pid}/cancel` }, logs: '' }]);
  const states = [['starting', '', null], ['processing', `Using seed: ${seed}\n`, null], ['processing', `Using seed: ${seed}\n 38%|███▊      | 11/28 [00:02<00:03]`, null], ['processing', `Using seed: ${seed}\n 89%|████████▉ | 25/28 [00:05<00:00]`, null], ['succeeded', `Using seed: ${seed}\n100%|██████████| 28/28 [00:06<00:00]`, `https://replicate.delivery/xezq/${c.b62(40)}/out-0.webp`]];
  const notes = ['Prediction is starting; polling.', 'Still starting (cold boot). Polling again.', 'Processing, seed logged. Polling.', 'At 38% (11/28 steps). Polling.', 'At 89%, nearly done.'];
  states.forEach(([st, logs, out], i) => step(notes[i], [['replicate_get_prediction', { id: pid }]], [{ id: pid, status: st, logs, output: out ? [out] : null, started_at: st === 'starting' ? null : c.iso(), completed_at: st === 'succeeded' ? c.iso() : null, metrics: st === 'succeeded' ? { predict_time: +(5 + c.r() * 3).toFixed(3) } : {} }]));
  const url = states[4][2];
  step('Succeeded. Uploading the image to Sanity assets.', [['sanity_upload_asset', { type: 'image', url, filename: 'night-trains-hero.webp' }]], [{ document: { _id: `image-${c.hex(40)}-1600x900-webp`, _type: 'sanity.imageAsset', sha1hash: c.hex(40), size: c.int(180000, 420000), url: `https://cdn.sanity.io/images/q8w2e1rt/production/${c.hex(40)}-1600x900.webp` } }]);
  step(null, [['sanity_patch', { id: 'article.night-trains', set: { mainImage: { _type: 'image', asset: { _ref: 'image-...-1600x900-webp' }, alt: 'Sleeper train on an Alpine viaduct at dusk' } } }]], [{ transactionId: c.b62(22), results: [{ id: 'article.night-trains', operation: 'update' }] }]);
  c.tick(); kids.push(llm(c, M, msgs, 'Done: generated the hero (flux-1.1-pro, seed ' + seed + ') and set it as mainImage with alt text on article.night-trains.'));
  return { isolates: 'An image-generation prediction is polled through starting, processing 38%, 89%, then succeeded; the output URL is uploaded and attached to the document.', loop: false, stagnation: false, goal,
    root: agent('media-assistant', { input: goal }, { output: 'mainImage set' }, kids, { framework: 'openinference', 'session.id': c.uuid() }) };
}

// 02: Mux video transcoding, LangChain AgentExecutor style (chain > llm, tool)
function r02(c) {
  const goal = 'Upload the webinar recording "Q3 roadmap" to Mux and, once it is playable, put the playback id into the Contentful entry webinar-q3-roadmap.';
  const aid = c.b62(32); const pb = c.b62(40);
  const L = (t) => { c.tick(); return llmText(c, 'claude-3-7-sonnet-20250219', '<agent_scratchpad>', t); };
  const T = (n, a, o) => { c.tick(5000, 20000); return tool(n, a, o, { metadata: { duration_ms: c.ms() } }); };
  const asset = (status, extra = {}) => ({ data: { id: aid, status, created_at: String(c.unix() - 40), playback_ids: [{ id: pb, policy: 'public' }], mp4_support: 'standard', master_access: 'none', ...extra }, request_id: c.reqId('') });
  const kids = [
    L('I will create a direct upload from the signed storage URL.'),
    T('mux_create_asset', { input: [{ url: 'https://storage.acme-events.io/rec/q3-roadmap.mp4?X-Amz-Signature=' + c.hex(64) }], playback_policy: ['public'], encoding_tier: 'smart' }, asset('preparing')),
    L('Asset is preparing. I will check status.'),
    T('mux_get_asset', { asset_id: aid }, asset('preparing', { tracks: [] })),
    L('Still preparing, no tracks yet. Waiting and checking again.'),
    T('mux_get_asset', { asset_id: aid }, asset('preparing', { tracks: [{ type: 'video', id: c.b62(20), max_width: 1920, max_height: 1080 }] })),
    L('The video track is detected (1920x1080) but the asset is not ready; audio track still missing. Checking again.'),
    T('mux_get_asset', { asset_id: aid }, asset('preparing', { tracks: [{ type: 'video', id: c.b62(20) }, { type: 'audio', id: c.b62(20), status: 'preparing' }] })),
    L('Audio track now present. One more check.'),
    T('mux_get_asset', { asset_id: aid }, asset('ready', { duration: 3127.44, max_stored_resolution: 'HD', aspect_ratio: '16:9', tracks: [{ type: 'video' }, { type: 'audio', status: 'ready' }] })),
    L('Ready, duration 52:07. Fetching the Contentful entry to get its version.'),
    T('contentful_get_entry', { space: 'x7k2m9', environment: 'master', entry_id: 'webinar-q3-roadmap' }, { sys: { id: 'webinar-q3-roadmap', version: c.int(8, 40), updatedAt: c.iso(), contentType: { sys: { id: 'webinar' } } }, fields: { title: { 'en-US': 'Q3 roadmap' }, muxPlaybackId: { 'en-US': '' } } }),
    L('Patching muxPlaybackId with X-Contentful-Version set.'),
    T('contentful_patch_entry', { entry_id: 'webinar-q3-roadmap', ops: JSON.stringify([{ op: 'replace', path: '/fields/muxPlaybackId/en-US', value: pb }]) }, { status: 200, headers: { 'x-contentful-request-id': c.uuid(), 'x-contentful-ratelimit-second-remaining': String(c.int(1, 9)) }, sys: { version: 'incremented' } }),
    L('Publishing the entry.'),
    T('contentful_publish_entry', { entry_id: 'webinar-q3-roadmap' }, { sys: { publishedVersion: 'current', publishedAt: c.iso() } }),
    L('Final Answer: Recording is playable on Mux (52:07, HD) and the entry webinar-q3-roadmap is published with playback id ' + pb + '.'),
  ];
  return { isolates: 'A transcoding asset is polled while its tracks appear one by one until ready; the playback id is then written and published in Contentful.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'published' }, [chain('RunnableSequence', { input: goal }, { output: 'published' }, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: DeepL document translation, plain function-call log style with custom span types
function r03(c) {
  const goal = 'Translate the press kit "press-kit-2025.docx" into French and Japanese with DeepL and attach both files to the Strapi press-release entry 219.';
  const docs = { FR: { id: c.hex(32).toUpperCase(), key: c.hex(64).toUpperCase() }, JA: { id: c.hex(32).toUpperCase(), key: c.hex(64).toUpperCase() } };
  const kids = [];
  const T = (n, a, o) => { c.tick(3000, 15000); kids.push(tool(n, a, o, { metadata: { 'http.url': 'https://api.deepl.com/v2/' + n.replace('deepl_', ''), 'x-trace-id': c.hex(32), duration_ms: c.ms() } })); };
  const S = (t) => { c.tick(); kids.push(span('llm', 'reasoning', { prompt: '[previous observations]' }, { text: t }, [], { metadata: { model: 'mistral-large-2411' } })); };
  S('Upload the document twice, once per target language.');
  T('deepl_document', { file: 'press-kit-2025.docx', target_lang: 'FR', formality: 'prefer_more' }, { document_id: docs.FR.id, document_key: docs.FR.key });
  T('deepl_document', { file: 'press-kit-2025.docx', target_lang: 'JA' }, { document_id: docs.JA.id, document_key: docs.JA.key });
  S('Both queued. Polling both documents.');
  T('deepl_document_status', { document_id: docs.FR.id }, { document_id: docs.FR.id, status: 'queued' });
  T('deepl_document_status', { document_id: docs.JA.id }, { document_id: docs.JA.id, status: 'queued' });
  S('FR and JA queued. Polling again.');
  T('deepl_document_status', { document_id: docs.FR.id }, { document_id: docs.FR.id, status: 'translating', seconds_remaining: 21 });
  T('deepl_document_status', { document_id: docs.JA.id }, { document_id: docs.JA.id, status: 'queued' });
  S('FR translating with 21s remaining, JA still queued.');
  T('deepl_document_status', { document_id: docs.FR.id }, { document_id: docs.FR.id, status: 'done', billed_characters: 18412 + c.int(0, 9) });
  T('deepl_document_status', { document_id: docs.JA.id }, { document_id: docs.JA.id, status: 'translating', seconds_remaining: 34 });
  S('FR done; download it. JA has 34s left.');
  T('deepl_document_download', { document_id: docs.FR.id }, { saved_to: c.tmp('docx'), bytes: c.int(80000, 90000), content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  T('deepl_document_status', { document_id: docs.JA.id }, { document_id: docs.JA.id, status: 'done', billed_characters: 18412 + c.int(0, 9) });
  T('deepl_document_download', { document_id: docs.JA.id }, { saved_to: c.tmp('docx'), bytes: c.int(95000, 110000) });
  S('Both done. Upload to Strapi media and link to entry 219.');
  T('strapi_upload', { files: ['press-kit-2025.fr.docx', 'press-kit-2025.ja.docx'], ref: 'api::press-release.press-release', refId: 219, field: 'attachments' }, [{ id: 1402, name: 'press-kit-2025.fr.docx', hash: 'press_kit_2025_fr_' + c.hex(10), url: '/uploads/press_kit_2025_fr_' + c.hex(10) + '.docx', createdAt: c.iso() }, { id: 1403, name: 'press-kit-2025.ja.docx', hash: 'press_kit_2025_ja_' + c.hex(10) }]);
  S('Attached: French (file 1402) and Japanese (file 1403) to press release 219.');
  return { isolates: 'Two document translations are polled from queued through translating with shrinking seconds_remaining to done, each downloaded once done and attached to the CMS entry.', loop: false, stagnation: false, goal,
    root: agent('press-kit-localizer', { goal }, { attached: [1402, 1403] }, kids, { recorder: 'custom-jsonl', run: c.jobId('run_') }) };
}
export const rows = [r01, r02, r03];
