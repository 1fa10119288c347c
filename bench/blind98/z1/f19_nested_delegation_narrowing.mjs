import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'nested_delegation_narrowing';

// 01: OpenAI Agents SDK agents-as-tools, 4 levels, each narrower
function r01(c) {
  const goal = 'Prepare the German version of the Fernweh Rail autumn sale email in Brevo (subject, preheader, body) and schedule it for the DE list on Monday 08:00 CET.';
  const M = 'gpt-4o-2024-08-06';
  const L = (instr, task, text, calls = []) => { c.tick(); return llm(c, M, [sys(instr), u(task)], text, calls); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o, { metadata: { duration_ms: c.ms() } }); };
  const term = agent('Terminology Checker', { input: 'Check which German term the glossary prescribes for "subscription" and "rail pass".' }, { final_output: '"subscription" → "Abo" (not "Abonnement"); "rail pass" → "Bahnpass"' }, [
    T('brevo_glossary_lookup', { glossary: 'fernweh-de', terms: ['subscription', 'rail pass'] }, { entries: [{ en: 'subscription', de: 'Abo', note: 'never Abonnement in marketing' }, { en: 'rail pass', de: 'Bahnpass' }], version: 'v' + c.int(10, 40), etag: c.etag() }),
    L('Check terms.', 'subscription, rail pass', '"subscription" → "Abo"; "rail pass" → "Bahnpass".'),
  ], {});
  const loc = agent('Localization Specialist', { input: 'Translate subject, preheader and body of the autumn sale email into German, using the glossary.' }, { final_output: 'DE copy ready' }, [
    L('Translate with glossary; ask the Terminology Checker about brand terms.', 'translate email', null, [['terminology_checker', { input: 'subscription, rail pass' }]]), term,
    T('deepl_translate', { text: ['Autumn sale: 30% off every rail pass', 'Ends Sunday. Your next trip starts here.', '<p>Save 30% on all rail passes until Sunday…</p>'], target_lang: 'DE', formality: 'prefer_less', tag_handling: 'html', glossary_id: c.uuid() }, { translations: [{ detected_source_language: 'EN', text: 'Herbst-Sale: 30 % auf jeden Bahnpass', billed_characters: 41 }, { text: 'Nur bis Sonntag. Deine nächste Reise beginnt hier.' }, { text: '<p>Spare bis Sonntag 30 % auf alle Bahnpässe…</p>' }] }),
    L('Return', 'done', 'Subject: "Herbst-Sale: 30 % auf jeden Bahnpass"; preheader: "Nur bis Sonntag. Deine nächste Reise beginnt hier."; body translated, Abo/Bahnpass per glossary.'),
  ], {});
  const email = agent('Email Lead', { input: 'Build and schedule the DE email in Brevo.' }, { final_output: 'scheduled' }, [
    L('Build campaigns; delegate translation.', 'DE email', null, [['localization_specialist', { input: 'Translate subject, preheader and body into German.' }]]), loc,
    T('brevo_create_campaign', { name: 'Autumn sale DE', subject: 'Herbst-Sale: 30 % auf jeden Bahnpass', previewText: 'Nur bis Sonntag. Deine nächste Reise beginnt hier.', recipients: { listIds: [7] }, sender: { name: 'Fernweh Rail', email: 'news@fernweh-rail.de' } }, { id: c.int(300, 400) }),
    T('brevo_schedule_campaign', { scheduledAt: '2025-10-13T08:00:00+02:00' }, { status: 204, 'x-sib-request-id': c.uuid() }),
    L('Return', 'done', 'DE campaign created and scheduled for Monday 13 Oct 08:00 CEST.'),
  ], {});
  c.tick();
  const kids = [L('You are the campaign director.', goal, null, [['email_lead', { input: 'Build and schedule the DE email in Brevo.' }]]), email, L('You are the campaign director.', goal, 'The German autumn sale email is scheduled for Monday 08:00 with glossary-checked copy (Bahnpass, Abo).')];
  return { isolates: 'Four nested agents each pass down a narrower, different job (campaign, email build, translation, term lookup) and results come back up to a scheduled campaign.', loop: false, stagnation: false, goal,
    root: agent('Campaign Director', { input: goal }, { final_output: 'scheduled' }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: LangGraph subgraphs: SEO lead -> technical SEO -> sitemap auditor -> URL checker
function r02(c) {
  const goal = 'Fix the "Submitted URL not found (404)" errors reported for the blog sitemap of www.copperleaf.io in Search Console.';
  const L = (who, t) => { c.tick(); return llmText(c, 'claude-3-5-sonnet-20241022', who, t); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o); };
  const urls = ['/blog/2021/kafka-vs-pulsar', '/blog/2022/edge-caching-101', '/blog/2022/why-we-left-k8s', '/blog/2023/otel-at-scale'];
  const checker = chain('url_checker', { urls }, { gone: [urls[0], urls[2]], redirect_exists: [urls[1], urls[3]] }, [
    ...urls.map((p, i) => T('http_head', { url: 'https://www.copperleaf.io' + p }, `HTTP/2 404\ndate: ${c.http()}\nx-vercel-id: cdg1::${c.b62(5).toLowerCase()}-${c.unixMs()}\nx-matched-path: /404\n${i % 2 ? 'x-redirect-candidate: ' + p.replace(/\/20\d\d/, '') : ''}`)),
    L('url_checker', 'All 4 return 404. Two have a live slug without the year (/blog/edge-caching-101, /blog/otel-at-scale); two were deleted posts.'),
  ], { langgraph_node: 'url_checker', subgraph: true });
  const auditor = chain('sitemap_auditor', { task: 'Find which sitemap entries 404 and why' }, { report: 'two moved, two deleted' }, [
    T('http_get', { url: 'https://www.copperleaf.io/sitemap-posts.xml' }, { status: 200, urls: 212, generated: c.iso(), sample_404_candidates: urls }),
    checker,
    L('sitemap_auditor', 'Of 212 entries, 4 are 404: 2 moved to year-less slugs, 2 belong to deleted posts still listed because their Sanity documents are drafts, not deleted.'),
  ], { langgraph_node: 'sitemap_auditor', subgraph: true });
  const tech = chain('technical_seo', { task: 'Resolve the blog sitemap 404s' }, { fixed: true }, [
    auditor,
    T('vercel_add_redirects', { redirects: [{ source: urls[1], destination: '/blog/edge-caching-101', permanent: true }, { source: urls[3], destination: '/blog/otel-at-scale', permanent: true }] }, { ok: true, deployment: 'dpl_' + c.b62(24) }),
    T('sanity_mutate', { mutations: [{ delete: { id: 'drafts.post-kafka-vs-pulsar' } }, { delete: { id: 'drafts.post-why-we-left-k8s' } }] }, { transactionId: c.b62(22), results: [{ operation: 'delete' }, { operation: 'delete' }] }),
    T('gsc_submit_sitemap', { siteUrl: 'sc-domain:copperleaf.io', feedpath: 'https://www.copperleaf.io/sitemap-posts.xml' }, { status: 204 }),
    L('technical_seo', 'Added two 308 redirects, removed two orphan drafts so they leave the sitemap, resubmitted sitemap-posts.xml.'),
  ], { langgraph_node: 'technical_seo', subgraph: true });
  c.tick();
  const kids = [chain('seo_lead', { messages: goal }, { next: 'technical_seo' }, [L('seo_lead', 'This is a technical sitemap problem; delegating to technical_seo.')], { langgraph_node: 'seo_lead' }), tech, chain('seo_lead', { messages: '[result]' }, { next: '__end__' }, [L('seo_lead', 'Done: the 4 sitemap 404s are resolved (2 redirected, 2 removed) and the sitemap was resubmitted; validation can be started in Search Console.')], { langgraph_node: 'seo_lead' })];
  return { isolates: 'An SEO lead hands a technical agent the sitemap errors, which hands an auditor the diagnosis, which hands a checker four URLs; each level has its own sub-task and the fixes are applied on the way back up.', loop: false, stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { done: true }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: coding-agent Task tool with distinct prompts: captions -> segment transcription -> speaker labelling
function r03(c) {
  const goal = 'Create English captions for episode 12 of the "Small Batch" podcast video (18 minutes) and upload them to YouTube.';
  const M = 'claude-sonnet-4-20250514';
  const L = (p, t, calls = []) => { c.tick(); return llm(c, M, [u(p)], t, calls); };
  const T = (n, a, o, children = []) => { c.tick(); return tool(n, a, o, { children }); };
  const spk = agent('sub-agent', { prompt: 'Label speakers in transcript segment 2 (06:00–12:00): host is Jo (female voice), guest is Ray Okafor.', depth: 3 }, { result: 'segment 2 labelled: 41 turns, Jo 17, Ray 24' }, [
    L('label speakers', 'Running diarization on the segment.', [['Bash', { command: 'python diarize.py seg2.wav --num-speakers 2 --out seg2.rttm' }]]),
    T('Bash', { command: 'python diarize.py seg2.wav --num-speakers 2' }, `pyannote 3.1 | 2 speakers | 41 turns | ${c.secs(20, 60)} | wrote seg2.rttm`),
    L('label', 'SPEAKER_00 opens with the intro, so SPEAKER_00 = Jo, SPEAKER_01 = Ray. 41 turns: Jo 17, Ray 24.'),
  ], {});
  const trans = agent('sub-agent', { prompt: 'Transcribe the 18-minute audio in three 6-minute segments with word timings; get speaker labels for segment 2 where there is crosstalk.', depth: 2 }, { result: 'transcript with speakers, 2,941 words' }, [
    L('transcribe', 'Splitting and transcribing.', [['Bash', { command: 'ffmpeg -i ep12.mp4 -vn -ac 1 -ar 16000 -f segment -segment_time 360 seg%d.wav && whisper-cli seg*.wav --model large-v3 --word-timestamps' }]]),
    T('Bash', { command: 'ffmpeg ... && whisper-cli ...' }, `seg0.wav 982 words (${c.secs(40, 80)})\nseg1.wav 1011 words (${c.secs(40, 80)}) [warn: overlapping speech 07:12-07:40]\nseg2.wav 948 words (${c.secs(40, 80)})`),
    L('transcribe', 'Segment 2 has crosstalk; delegating speaker labelling for it.', [['Task', { description: 'Speaker labels for segment 2', prompt: 'Label speakers in transcript segment 2 (06:00–12:00): host is Jo, guest is Ray Okafor.' }]]),
    T('Task', { description: 'Speaker labels for segment 2' }, { status: 'completed', result: 'Jo 17, Ray 24' }, [spk]),
    L('transcribe', 'Merged: 2,941 words, speakers labelled in segment 2.'),
  ], {});
  const cap = agent('sub-agent', { prompt: 'Turn the episode 12 audio into an English .srt with max 42 characters per line.', depth: 1 }, { result: 'ep12.en.srt, 612 cues' }, [
    L('captions', 'I need a transcript first; delegating transcription.', [['Task', { description: 'Transcribe ep12', prompt: 'Transcribe the 18-minute audio in three 6-minute segments with word timings.' }]]),
    T('Task', { description: 'Transcribe ep12' }, { status: 'completed', result: '2,941 words' }, [trans]),
    L('captions', 'Building cues at 42 chars per line.', [['Bash', { command: 'python make_srt.py transcript.json --max-chars 42 --out ep12.en.srt' }]]),
    T('Bash', { command: 'python make_srt.py transcript.json --max-chars 42' }, `612 cues written to ep12.en.srt (longest line 42, min gap 80 ms) in ${c.ms(200, 900)} ms`),
  ], {});
  c.tick();
  const kids = [
    L(goal, 'Delegating caption creation to a sub-agent, then I will upload.', [['Task', { description: 'Make ep12 captions', prompt: 'Turn the episode 12 audio into an English .srt with max 42 characters per line.' }]]),
    T('Task', { description: 'Make ep12 captions' }, { status: 'completed', result: 'ep12.en.srt' }, [cap]),
    L(goal, 'Uploading the caption track.', [['Bash', { command: 'yt-captions upload --video-id ' + c.b62(11) + ' --lang en --name "English" ep12.en.srt' }]]),
    T('Bash', { command: 'yt-captions upload ...' }, { kind: 'youtube#caption', etag: c.b62(27), id: 'AUieDa' + c.b62(30), snippet: { language: 'en', name: 'English', status: 'serving', lastUpdated: c.iso() } }),
    L(goal, 'Captions for episode 12 are live on YouTube (612 cues, speaker names in the crosstalk section).'),
  ];
  return { isolates: 'Three nested sub-agents each receive a different, narrower prompt (captions, transcription, speaker labels for one segment) and their results flow back up to an uploaded caption track.', loop: false, stagnation: false, goal,
    root: agent('claude-code', { prompt: goal }, { result: 'uploaded' }, kids, { framework: 'claude-code-transcript', session_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
