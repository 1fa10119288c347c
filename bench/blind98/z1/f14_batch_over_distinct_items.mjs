import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'batch_over_distinct_items';

// 01: one Buffer post per channel; OpenAI Agents style with identical acknowledgements
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Schedule the "Open Studio weekend" announcement on every connected Buffer channel of Kiln & Co, adapting the copy to each network, for Friday 17:00 Europe/Lisbon.';
  const msgs = [sys('Social media scheduler for Kiln & Co.'), u(goal)];
  const kids = [];
  c.tick(); kids.push(llm(c, M, msgs, 'Listing connected profiles.', [['buffer_list_profiles', {}]]));
  const ch = [['x', '61a1' + c.hex(20), 'Open Studio weekend 🏺 Sat–Sun 10–18h, Rua do Forno 12. Wheel demos every hour. #ceramics #Lisboa'], ['linkedin', '61a2' + c.hex(20), 'This weekend we open the Kiln & Co studio to the public: wheel demos every hour, glaze lab tours, and our new tableware line. Saturday and Sunday, 10:00–18:00.'], ['instagram', '61a3' + c.hex(20), 'Open Studio weekend ✨ Come throw a bowl with us. Sat & Sun 10–18h. Link in bio.'], ['mastodon', '61a4' + c.hex(20), 'Open Studio weekend at Kiln & Co, Lisbon: Sat–Sun 10–18h. Wheel demos, glaze lab tours. #Ceramics #Pottery'], ['facebook', '61a5' + c.hex(20), 'Join us for Open Studio weekend! Saturday & Sunday 10:00–18:00 at Rua do Forno 12 — demos, tours and a 10% studio discount.']];
  c.tick(); kids.push(tool('buffer_list_profiles', {}, ch.map(([s, id]) => ({ id, service: s, formatted_username: '@kilnandco', timezone: 'Europe/Lisbon', counts: { pending: c.int(0, 9) } }))));
  c.tick(); kids.push(llm(c, M, msgs, 'Instagram needs an image; checking the studio photo URL is reachable.', [['http_head', { url: 'https://assets.kilnandco.pt/open-studio-1080.jpg' }]]));
  c.tick(); kids.push(tool('http_head', { url: 'https://assets.kilnandco.pt/open-studio-1080.jpg' }, 'HTTP/2 200\ncontent-type: image/jpeg\ncontent-length: ' + c.int(200000, 400000) + '\netag: ' + c.etag() + '\nlast-modified: ' + c.http() + '\nx-amz-cf-pop: LIS50-C1\n'));
  ch.forEach(([s, id, text], i) => {
    const args = { profile_ids: [id], text, scheduled_at: '2025-05-16T16:00:00Z', media: s === 'instagram' ? { photo: 'https://assets.kilnandco.pt/open-studio-1080.jpg' } : undefined };
    c.tick(); kids.push(llm(c, M, msgs, i === 0 ? 'Scheduling the X version (under 280 chars).' : `Scheduled the ${ch[i - 1][0]} post for Friday 17:00. Next: ${s}.`, [['buffer_create_update', args]]));
    c.tick(); kids.push(tool('buffer_create_update', args, { success: true, buffer_count: c.int(3, 12), buffer_percentage: c.int(10, 60), message: 'One more post in your Buffer. Keep it coming!', updates: [{ id: c.hex(24), due_at: 1747411200, profile_id: id, status: 'buffer' }] }));
  });
  c.tick(); kids.push(llm(c, M, msgs, 'Scheduled the facebook post for Friday 17:00. All five channels (X, LinkedIn, Instagram with photo, Mastodon, Facebook) now have the Open Studio announcement queued for Friday 16 May 17:00 Lisbon time.'));
  return { isolates: 'The same scheduling tool is called once per channel with different copy and profile, every answer the same "Keep it coming!" acknowledgement, and a templated sentence per channel; then done.', loop: false, stagnation: false, goal,
    root: agent('Social Scheduler', { input: goal }, { final_output: '5 posts scheduled' }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: one Mailchimp campaign per segment; LangChain with tools nested in chain steps
function r02(c) {
  const goal = 'Create and schedule the November newsletter for each of the five regional segments of the Trailhead Outfitters audience, each with the regional store events block, staggered by local 08:00.';
  const segs = [['Pacific NW', 40211, '2025-11-06T16:00:00Z', 'Seattle gear swap Nov 15'], ['Rockies', 40212, '2025-11-06T15:00:00Z', 'Boulder avalanche clinic Nov 19'], ['Midwest', 40213, '2025-11-06T14:00:00Z', 'Chicago ski wax night Nov 12'], ['Northeast', 40214, '2025-11-06T13:00:00Z', 'Burlington trail cleanup Nov 9'], ['Southeast', 40215, '2025-11-06T13:00:00Z', 'Asheville night hike Nov 21']];
  const steps = [];
  c.tick(); steps.push(llmText(c, 'claude-3-5-sonnet-20241022', 'plan', 'Replicate the master campaign once per segment, set the events block, then schedule at 08:00 local.'));
  c.tick(); steps.push(tool('mailchimp_get_campaign', { campaign_id: 'master-nov' }, { id: 'f' + c.hex(9), settings: { title: 'November newsletter (master)', subject_line: 'Winter is coming to the trail' }, status: 'save', content_type: 'template' }));
  segs.forEach(([name, sid, at, ev]) => {
    const nid = c.hex(10);
    const kids = [
      tool('mailchimp_replicate_campaign', { campaign_id: 'master-nov' }, { id: nid, status: 'save', create_time: (c.tick(), c.isoOff()) }),
      tool('mailchimp_update_campaign', { campaign_id: nid, recipients: { list_id: '6c2e9f', segment_opts: { saved_segment_id: sid } }, settings: { title: `November newsletter – ${name}` } }, { id: nid, recipients: { segment_text: `Region is ${name}`, recipient_count: c.int(1800, 14000) } }),
      tool('mailchimp_set_section', { campaign_id: nid, section: 'store_events', html: `<p>${ev}</p>` }, { status: 200, body: 'ok' }),
      tool('mailchimp_schedule', { campaign_id: nid, schedule_time: at }, { status: 204, body: '', headers: { 'x-request-id': c.uuid() } }),
    ];
    c.tick(); steps.push(chain('segment_step', { segment: name }, { text: `Scheduled "${name}" (segment ${sid}) for ${at} with the ${ev} block.` }, [llmText(c, 'claude-3-5-sonnet-20241022', 'segment', `Scheduled "${name}" (segment ${sid}) for ${at} with the ${ev} block.`), ...kids]));
  });
  c.tick(); steps.push(llmText(c, 'claude-3-5-sonnet-20241022', 'final', 'All five regional campaigns are scheduled for 6 November at 08:00 local time, each with its own store event.'));
  return { isolates: 'The same replicate/segment/schedule sequence runs for five different segments, every schedule call answering an empty 204, and one templated sentence per segment; then a closing summary.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: '5 campaigns scheduled' }, [chain('newsletter-batch', { input: goal }, null, steps)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: one DeepL translation per locale then Lokalise upload; custom span recorder
function r03(c) {
  const goal = 'Translate the new onboarding tagline "Your notes, everywhere you think" into the seven shipped locales with DeepL using the Quillnote glossary, and upload each to Lokalise key onboarding.tagline.';
  const locs = [['DE', 'Deine Notizen, überall wo du denkst'], ['FR', 'Vos notes, partout où vous pensez'], ['ES', 'Tus notas, dondequiera que pienses'], ['IT', 'Le tue note, ovunque tu pensi'], ['NL', 'Je notities, overal waar je denkt'], ['PT-BR', 'Suas notas, onde quer que você pense'], ['JA', 'あなたのメモを、考えるすべての場所に']];
  const kids = [];
  c.tick(); kids.push(span('llm', 'plan', { prompt: goal }, { text: 'Check the glossary id, then translate per locale and upload each translation.' }, [], { metadata: { model: 'gpt-4.1-mini' } }));
  c.tick(); kids.push(tool('deepl_list_glossaries', {}, { glossaries: [{ glossary_id: c.uuid(), name: 'quillnote-en-multi', ready: true, source_lang: 'en', entry_count: 48, creation_time: c.iso() }] }));
  locs.forEach(([l, t]) => {
    c.tick(); kids.push(tool('deepl_translate', { text: ['Your notes, everywhere you think'], target_lang: l, formality: l === 'JA' ? 'default' : 'prefer_less' }, { translations: [{ detected_source_language: 'EN', text: t, billed_characters: 32 + c.int(0, 1) }], _headers: { 'x-trace-id': c.hex(32), 'x-deepl-served-by': c.host('deepl') } }));
    c.tick(); kids.push(tool('lokalise_update_translation', { project_id: '7340' + c.int(1e6, 9e6), key: 'onboarding.tagline', language_iso: l.toLowerCase().replace('-', '_'), translation: t }, 'ok'));
  });
  c.tick(); kids.push(span('llm', 'report', { prompt: 'summarise' }, { text: 'Tagline translated into DE, FR, ES, IT, NL, PT-BR and JA (informal where supported) and uploaded to onboarding.tagline for each locale.' }, [], { metadata: { model: 'gpt-4.1-mini' } }));
  return { isolates: 'Seven locales are translated one by one (each response a different text) and each uploaded with an identical "ok" acknowledgement; the run then reports and ends.', loop: false, stagnation: false, goal,
    root: agent('l10n-batch', { goal }, { locales: 7 }, kids, { recorder: 'custom-spans', run: c.jobId('run_') }) };
}
export const rows = [r01, r02, r03];
