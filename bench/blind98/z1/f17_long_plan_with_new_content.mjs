import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'long_plan_with_new_content';

// 01: Q1 editorial calendar, Anthropic extended-thinking blocks then WordPress drafts
function r01(c) {
  const M = 'claude-3-7-sonnet-20250219';
  const goal = 'Plan the Q1 editorial calendar for the Ledgerly accounting blog (6 posts) from last quarter\'s Search Console data and create the drafts in WordPress with assigned authors and dates.';
  const kids = [];
  const TH = (thinking, text, calls = []) => { c.tick(); const s = llm(c, M, [u(goal)], text, calls, { name: 'messages.create' }); s.output.thinking = thinking; kids.push(s); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { duration_ms: c.ms() } })); };
  TH('', 'Pulling last quarter\'s query data.', [['gsc_search_analytics', { siteUrl: 'sc-domain:ledgerly.com', startDate: '2025-10-01', endDate: '2025-12-31', dimensions: ['query', 'page'], rowLimit: 500 }]]);
  T('gsc_search_analytics', { siteUrl: 'sc-domain:ledgerly.com' }, { rows: [{ keys: ['invoice template uk', '/blog/invoice-template'], clicks: 4120, impressions: 88100, position: 4.2 }, { keys: ['vat return deadline', '/blog/vat-deadlines'], clicks: 2980, impressions: 40200, position: 2.1 }, { keys: ['self assessment expenses', '/blog/allowable-expenses'], clicks: 1530, impressions: 61000, position: 8.7 }, { keys: ['making tax digital sole trader', '/blog/mtd'], clicks: 310, impressions: 39800, position: 11.4 }, { keys: ['mileage allowance 2025', '/blog/mileage'], clicks: 640, impressions: 12900, position: 6.3 }], responseAggregationType: 'byPage', _request_id: c.reqId('') });
  TH('Step 1, where the opportunity is. "making tax digital sole trader" has 39,800 impressions but only 310 clicks at position 11.4: page two. MTD for income tax becomes mandatory for sole traders over £50,000 from April 2026, so Q1 interest will spike. "self assessment expenses" sits at 8.7 with 61,000 impressions; a refresh could reach the top five before the 31 January deadline. The invoice and VAT pages already rank in the top five and need no new posts.', 'Opportunities identified: MTD (page 2, 39.8k impressions) and allowable expenses (position 8.7, 61k).');
  TH('Step 2, the six posts. (1) "MTD for income tax: what sole traders must do before April 2026", new, targets the MTD query. (2) Refresh of /blog/allowable-expenses with a 2025/26 table, publish by 13 January. (3) "Self assessment deadline checklist: 31 January", new, supports (2). (4) "MTD-compatible software compared", commercial intent, links to our pricing. (5) "Mileage allowance 2025/26: 45p rule explained", refresh of /blog/mileage at 6.3. (6) "Quarterly updates under MTD: a worked example", publish in March after (1).', 'Six posts chosen: 3 new, 2 refreshes, 1 comparison.');
  TH('Step 3, people and dates. Priya (tax specialist) takes (1) and (6) because both need HMRC citations; Tom takes the refreshes (2) and (5), which are table updates; Elif writes (3) and (4). Dates: (2) 13 Jan, (3) 20 Jan, (5) 3 Feb, (1) 10 Feb, (4) 24 Feb, (6) 10 Mar. That gives Priya four weeks between her two pieces and front-loads the January deadline content.', 'Authors and dates assigned.');
  TH('Step 4, internal links and measurement. (1) links to (4) and (6); (3) links to (2). Success measure: MTD query to position ≤ 5 and 2,000 clicks per month by the end of March; allowable expenses to ≤ 4. I will create drafts with these dates as scheduled-in-meta, not as future posts, so editors still review them.', 'Creating the drafts now.', [['wp_list_users', { roles: 'author', search: '' }]]);
  T('wp_list_users', { roles: 'author' }, [{ id: 21, name: 'Priya Natarajan' }, { id: 22, name: 'Tom Fairclough' }, { id: 23, name: 'Elif Kaya' }]);
  const posts = [['MTD for income tax: what sole traders must do before April 2026', 21, '2026-02-10'], ['Self assessment deadline checklist: 31 January', 23, '2026-01-20'], ['MTD-compatible software compared', 23, '2026-02-24'], ['Quarterly updates under MTD: a worked example', 21, '2026-03-10']];
  posts.forEach(([title, author, d]) => T('wp_create_post', { title, author, status: 'draft', meta: { planned_publish: d, calendar: 'Q1-2026' } }, { id: c.int(8000, 9000), status: 'draft', modified_gmt: c.gmt(), link: 'https://ledgerly.com/?p=' + c.int(8000, 9000) }));
  T('wp_update_post', { id: 3310, meta: { refresh_due: '2026-01-13', assignee: 22 } }, { id: 3310, modified_gmt: c.gmt() });
  T('wp_update_post', { id: 2977, meta: { refresh_due: '2026-02-03', assignee: 22 } }, { id: 2977, modified_gmt: c.gmt() });
  TH('', 'Q1 calendar created: 4 new drafts (Priya ×2, Elif ×2) and 2 refresh tasks (Tom) dated 13 Jan to 10 Mar, targeting the MTD and expenses queries.');
  return { isolates: 'Four long planning steps in a row each add new concrete content (opportunities with numbers, six named posts, authors and dates, links and targets) before the drafts are created.', loop: false, stagnation: false, goal,
    root: agent('editorial-planner', { prompt: goal }, { stop_reason: 'end_turn' }, kids, { framework: 'anthropic-tools', thinking_budget: 8000, session: c.uuid() }) };
}

// 02: localization rollout plan, LangGraph planner node with several long messages
function r02(c) {
  const goal = 'Plan the localization of the Brightloop fitness app into Spanish, Brazilian Portuguese and Korean within a €6,000 budget, then create the Lokalise tasks.';
  const node = (name, kids, out) => chain(name, { state: 'messages' }, out, kids, { langgraph_node: name, langgraph_step: c.n() });
  const L = (t) => { c.tick(); return llmText(c, 'gpt-4o-2024-11-20', 'planner', t, { provider: 'openai' }); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o, { metadata: { 'x-request-id': c.uuid() } }); };
  const kids = [
    node('tools', [T('lokalise_project_stats', { project_id: '512' + c.int(1e6, 9e6) }, { keys_total: 2140, words_total: 18600, base_language: 'en', languages: [{ iso: 'en', progress: 100 }], statistics_updated_at: c.logts() })], {}),
    node('planner', [L('Scope: 2,140 keys and 18,600 source words. The workout descriptions (about 9,000 words) are long-form and need human translation; UI strings (about 6,400 words) can go machine-first with review; legal texts (3,200 words) must go to a certified vendor. Across three languages that is 55,800 target words in total.')], {}),
    node('planner', [L('Cost. Human translation at €0.09 per word for Spanish and Portuguese and €0.12 for Korean: workouts cost 9,000 × (0.09 + 0.09 + 0.12) = €2,700. UI machine-first with post-edit at €0.03 per word: 6,400 × 0.09 = €576. Legal certified at €0.15 per word: 3,200 × 3 × 0.15 = €1,440. Total €4,716, leaving €1,284 for an in-country fitness reviewer per language at about €400 each.')], {}),
    node('planner', [L('Sequence. Week 1: glossary of 60 fitness terms (reps, sets, HIIT, cooldown), with Korean decisions on keeping HIIT in Latin script. Week 2 to 3: UI strings through DeepL with the glossary, then post-edit. Week 3 to 5: workout descriptions by human translators. Week 5: legal. Week 6: reviewer pass and screenshots. Korean needs a font check for the 14 px labels in the timer screen.')], {}),
    node('planner', [L('Tasks to create: per language one task "Glossary", one "UI post-edit" (tag ui), one "Workouts" (tag workouts), one "Legal" (tag legal, vendor Certilingua), one "Review" (due week 6). That is 15 tasks; assignees from the vendor groups already in the project.')], {}),
    node('tools', ['es', 'pt_BR', 'ko'].map((l) => T('lokalise_create_task', { title: `${l} localization wave 1`, languages: [{ language_iso: l }], task_type: 'translation', sub_tasks: ['Glossary', 'UI post-edit', 'Workouts', 'Legal', 'Review'], due_date: '2026-03-13 17:00:00 (Etc/UTC)' }, { task: { task_id: c.int(1e5, 9e5), status: 'created', created_at: c.logts() + ' (Etc/UTC)', keys_count: 2140 } })), {}),
    node('planner', [L('Created three language tasks with five sub-tasks each. Plan total €4,716 plus €1,200 review = €5,916 of €6,000; delivery in 6 weeks, due 13 March.')], { done: true }),
  ];
  return { isolates: 'Consecutive long planning messages each bring new figures (word counts, per-word costs, weekly sequence, task list) and the plan ends in created tasks and a budget total.', loop: false, stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { done: true }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: video campaign production plan in CrewAI, then render jobs created
function r03(c) {
  const goal = 'Plan and kick off production of the three 15-second vertical ads for the Nimbus rain jacket (TikTok, Reels, Shorts) from the existing footage library, with captions in EN, DE and FR.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'claude-3-5-sonnet-20241022', 'task', t)); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { duration_ms: c.ms() } })); };
  L('Thought: I need the footage inventory.\nAction: footage_search');
  T('footage_search', { collection: 'nimbus-ss26', orientation: 'any' }, { total: 11, clips: [{ id: 'clp_01', dur: 8.4, res: '3840x2160', desc: 'cyclist in downpour' }, { id: 'clp_04', dur: 5.1, res: '2160x3840', desc: 'water beading macro' }, { id: 'clp_07', dur: 12.0, res: '3840x2160', desc: 'city commute, zip close-up' }, { id: 'clp_09', dur: 6.2, res: '2160x3840', desc: 'packing jacket into pocket' }], indexed_at: c.http() });
  L('Thought: Ad A "Commute" uses clp_07 0–6 s cropped 9:16 around the zip, then clp_01 2–7 s, end card 4 s. Ad B "Beading" is native vertical: clp_04 full 5.1 s, clp_09 0–6 s, end card 3.9 s. Ad C "Packable" opens on clp_09, cuts to clp_01 for 5 s and ends on a 4 s card with the 240 g weight claim.');
  L('Thought: Platform specs differ. TikTok safe zone keeps text out of the bottom 340 px and right 120 px; Reels bottom 270 px; Shorts bottom 300 px. So captions sit at y = 1,280–1,480 for all three, and the end-card CTA gets a platform-specific version: "Shop Nimbus" for Reels and Shorts, "Tap to shop" for TikTok.');
  L('Thought: Captions. Each ad has 2 to 3 voice lines. EN from the script; DE and FR through DeepL with the brand glossary (Nimbus stays untranslated, "packable" becomes "verstaubar" / "compressible"). That is 3 ads × 3 languages = 9 caption files, burned in for TikTok and uploaded as SRT for Shorts.');
  L('Thought: Render budget: 3 ads × 3 languages × 3 platforms = 27 renders at 1080x1920 H.264 8 Mbps, about 40 s each on the render farm, roughly 18 minutes. Start with the EN masters to get approval, then languages.\nAction: render_create_job');
  ['commute', 'beading', 'packable'].forEach((ad) => T('render_create_job', { template: `nimbus-${ad}-v1`, width: 1080, height: 1920, bitrate: '8M', captions: 'en', platforms: ['tiktok', 'reels', 'shorts'] }, { job_id: c.jobId('rnd_'), status: 'queued', position: c.int(1, 6), eta_s: c.int(90, 200), submitted: c.compact() }));
  T('deepl_translate', { text: ['Rain? Ride anyway.', 'Packs into its own pocket.', '240 g. Fully taped seams.'], target_lang: 'DE', glossary_id: c.uuid() }, { translations: [{ detected_source_language: 'EN', text: 'Regen? Fahr trotzdem.', billed_characters: 18 }, { text: 'Verstaubar in der eigenen Tasche.' }, { text: '240 g. Voll verklebte Nähte.' }] });
  T('deepl_translate', { text: ['Rain? Ride anyway.', 'Packs into its own pocket.', '240 g. Fully taped seams.'], target_lang: 'FR', glossary_id: c.uuid() }, { translations: [{ detected_source_language: 'EN', text: 'De la pluie ? Roulez quand même.', billed_characters: 18 }, { text: 'Compressible dans sa propre poche.' }, { text: '240 g. Coutures entièrement étanchées.' }] });
  T('asana_create_task', { project: 'Nimbus SS26 launch', name: 'Approve EN masters (3 vertical ads)', due_on: '2026-02-06', assignee: 'brand-lead' }, { data: { gid: String(c.int(1e15, 9e15)), created_at: c.iso(), permalink_url: 'https://app.asana.com/0/' + c.int(1e15, 9e15) } });
  L('Final Answer: three ad cuts planned (Commute, Beading, Packable), platform safe zones set, 9 caption files defined with DE/FR translated, and the 3 EN master renders queued; language renders follow after approval.');
  const task = span('task', 'Plan Nimbus vertical ads', { description: goal }, { raw: 'kicked off' }, kids, { agent_role: 'Video Producer' });
  return { isolates: 'A run of long thoughts each adding concrete decisions (clip cuts with timings, safe-zone pixels, caption languages and glossary terms, a render budget) is followed by the jobs it planned.', loop: false, stagnation: false, goal,
    root: agent('Crew: nimbus-launch', { inputs: { product: 'Nimbus' } }, { result: 'kicked off' }, [task], { framework: 'crewai', crew_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
