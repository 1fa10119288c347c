import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'verbatim_long_restatement';

// 01: WordPress REST agent, OpenAI Agents SDK style (agent > llm + sibling function spans)
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Move the post "Ten ways to brew cold coffee" from Uncategorized into the Recipes category on blog.beanbarn.coffee and republish it.';
  const kids = [];
  const msgs = [sys('You are a WordPress editorial assistant. Use the REST tools.'), u(goal)];
  const post = () => ({ status: 200, headers: { date: c.http(), etag: c.etag(true), 'x-wp-total': '1', 'x-request-id': c.uuid(), server: c.host('wp') }, body: [{ id: 4812, date_gmt: '2025-03-02T09:14:00', modified_gmt: c.gmt(), slug: 'ten-ways-to-brew-cold-coffee', status: 'publish', title: { rendered: 'Ten ways to brew cold coffee' }, categories: [1], tags: [88, 91], _links: { self: [{ href: 'https://blog.beanbarn.coffee/wp-json/wp/v2/posts/4812' }], 'wp:term': [{ taxonomy: 'category', href: 'https://blog.beanbarn.coffee/wp-json/wp/v2/categories?post=4812' }] } }] });
  const cats = () => ({ status: 200, headers: { date: c.http(), 'x-wp-total': '6', 'x-wp-totalpages': '1', 'cf-ray': c.hex(16) + '-FRA', age: String(c.int(0, 80)) }, body: [{ id: 1, name: 'Uncategorized', slug: 'uncategorized', count: 14 }, { id: 12, name: 'Gear', slug: 'gear', count: 31 }, { id: 37, name: 'Recipe', slug: 'recipe', count: 22 }, { id: 40, name: 'Origins', slug: 'origins', count: 9 }, { id: 44, name: 'News', slug: 'news', count: 57 }, { id: 51, name: 'Recipes (old)', slug: 'recipes-old', count: 0, description: 'do not use' }] });
  c.tick(); kids.push(llm(c, M, msgs, null, [['wp_search_posts', { search: 'Ten ways to brew cold coffee', per_page: 5 }]]));
  c.tick(); kids.push(tool('wp_search_posts', { search: 'Ten ways to brew cold coffee', per_page: 5 }, post(), { metadata: { duration_ms: c.ms() } }));
  c.tick(); kids.push(llm(c, M, msgs, 'Found post 4812, currently in category 1. Listing categories to get the Recipes id.', [['wp_list_categories', { per_page: 100, hide_empty: false }]]));
  c.tick(); kids.push(tool('wp_list_categories', { per_page: 100, hide_empty: false }, cats(), { metadata: { duration_ms: c.ms() } }));
  c.tick(); kids.push(llm(c, M, msgs, null, [['wp_get_post_revisions', { post_id: 4812 }]]));
  c.tick(); kids.push(tool('wp_get_post_revisions', { post_id: 4812 }, JSON.stringify([{ id: 4990, author: 3, modified_gmt: c.gmt(), parent: 4812 }, { id: 4871, author: 3, modified_gmt: '2025-03-02T09:20:11', parent: 4812 }]), { metadata: { duration_ms: c.ms() } }));
  c.tick(); kids.push(llm(c, M, msgs, null, [['wp_get_user', { id: 3, context: 'edit' }]]));
  c.tick(); kids.push(tool('wp_get_user', { id: 3, context: 'edit' }, { id: 3, name: 'Ana Ribeiro', roles: ['editor'], meta: { last_login: c.isoS() } }, { metadata: { duration_ms: c.ms() } }));
  const long = 'Post 4812 is still in category 1 (Uncategorized). The category list has no exact "Recipes" entry: there is "Recipe" with id 37 and slug recipe holding 22 posts, and "Recipes (old)" with id 51 marked do not use. Assigning 37 is probably what the editor means, but creating a new Recipes category would split the archive and the sitemap, so before I change anything I should settle whether id 37 is the intended target category for this post.';
  c.tick(); kids.push(llm(c, M, msgs, long, [['wp_list_categories', { per_page: 100, hide_empty: false }]]));
  c.tick(); kids.push(tool('wp_list_categories', { per_page: 100, hide_empty: false }, cats(), { metadata: { duration_ms: c.ms() } }));
  c.tick(); kids.push(llm(c, M, msgs, null, [['wp_search_posts', { search: 'Ten ways to brew cold coffee', per_page: 5 }]]));
  c.tick(); kids.push(tool('wp_search_posts', { search: 'Ten ways to brew cold coffee', per_page: 5 }, post(), { metadata: { duration_ms: c.ms() } }));
  const long2 = 'Post 4812 is still in category 1 (Uncategorized). The category list has no exact "Recipes" entry: there is "Recipe" with id 37 and slug recipe holding 22 posts, and "Recipes (old)" with id 51 marked do not use. Assigning 37 is probably what the editor means, but creating a new Recipes category would split the archive and the sitemap, so before I change anything I need to settle whether id 37 is the intended target category for this post.';
  c.tick(); kids.push(llm(c, M, msgs, long2, [['wp_list_categories', { per_page: 100, hide_empty: false }]]));
  c.tick(); kids.push(tool('wp_list_categories', { per_page: 100, hide_empty: false }, cats(), { metadata: { duration_ms: c.ms() } }));
  c.tick(); kids.push(span('guardrail', 'max_turns', { max_turns: 8 }, { tripped: true, message: 'MaxTurnsExceeded: 8' }, []));
  return { isolates: 'A long reasoning message about which category id to use is restated almost word for word after re-fetching the same category list, then the run hits max_turns.', loop: true, stagnation: true, goal,
    root: agent('WordPress Editor Agent', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32), workflow_name: 'cms-editor' }) };
}

// 02: Crowdin localization agent, LangGraph style (graph nodes as chain spans, tool nested in tools node)
function r02(c) {
  const goal = 'Approve the German translations for the checkout strings of the Pebble mobile app in Crowdin project 614233, fixing any placeholder errors first.';
  const str = () => ({ data: { id: 88213, identifier: 'checkout.summary.items', text: 'You have {count, plural, one {# item} other {# items}} in your cart, total {total}', context: 'checkout summary line', updatedAt: c.isoOff(), revision: 14 }, headers: { 'x-request-id': c.reqId('crwd-'), 'x-ratelimit-remaining': String(c.int(900, 1000)) } });
  const tr = () => ({ data: [{ data: { id: 3310771, stringId: 88213, languageId: 'de', text: 'Sie haben {count, plural, one {# Artikel} other {# Artikel}} im Warenkorb, gesamt {summe}', user: { username: 'lkoch' }, rating: 0, createdAt: '2025-05-11T08:02:44+00:00' } }], pagination: { offset: 0, limit: 25 }, fetched_at: c.iso() });
  const qa = () => ({ data: [{ data: { stringId: 88213, languageId: 'de', category: 'variables', categoryDescription: 'Variables mismatch', validation: 'missing_placeholder', text: 'Placeholder {total} is missing; unknown placeholder {summe}' } }], pagination: { offset: 0, limit: 25 }, took_ms: c.ms(30, 200) });
  const node = (name, kids, out) => chain(name, { messages: '<state>' }, out, kids, { langgraph_node: name, langgraph_step: c.n(), thread_id: 'th-' + c.hex(8) });
  const L = (p, t) => { c.tick(); return llmText(c, 'claude-3-5-sonnet-20241022', p, t); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o, { metadata: { duration_ms: c.ms() } }); };
  const think = 'The German translation for checkout.summary.items (string 88213) uses the placeholder {summe} where the source has {total}. Crowdin QA flags it as missing_placeholder. The ICU plural part is fine, since Artikel is the same in singular and plural. If I approve it as it is, the app will render a raw {summe} at checkout, so the translation must be edited to use {total} before approval.';
  const think2 = 'The German translation for checkout.summary.items (string 88213) uses the placeholder {summe} where the source has {total}. Crowdin QA flags it as missing_placeholder. The ICU plural part is fine, because Artikel is the same in singular and plural. If I approve it as is, the app will render a raw {summe} at checkout, so the translation has to be edited to use {total} before approval.';
  const kids = [
    node('agent', [L('Plan checkout string review', 'I will list checkout strings in project 614233, then read German translations and QA checks.')], { next: 'tools' }),
    node('tools', [T('crowdin_list_strings', { projectId: 614233, filter: 'checkout.', limit: 50 }, { data: [{ data: { id: 88213, identifier: 'checkout.summary.items' } }, { data: { id: 88214, identifier: 'checkout.pay_button' } }], pagination: { offset: 0, limit: 50 }, etag: c.etag() })], { ok: true }),
    node('agent', [L('Next', 'Reading the German translation of 88213.')], { next: 'tools' }),
    node('tools', [T('crowdin_list_translations', { projectId: 614233, stringId: 88213, languageId: 'de' }, tr())], { ok: true }),
    node('agent', [L('Next', 'Running QA checks for German.')], { next: 'tools' }),
    node('tools', [T('crowdin_qa_checks', { projectId: 614233, languageIds: 'de', category: 'variables' }, qa())], { ok: true }),
    node('agent', [L('Reflect on QA result', think)], { next: 'tools' }),
    node('tools', [T('crowdin_get_string', { projectId: 614233, stringId: 88213 }, str())], { ok: true }),
    node('agent', [L('Reflect on QA result', think2)], { next: '__end__', interrupted: 'recursion_limit' }),
  ];
  return { isolates: 'A long reflection on a placeholder mismatch is repeated near-verbatim after re-reading a source string that adds nothing; the graph then stops at its recursion limit without editing.', loop: true, stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 9 reached without hitting a stop condition' }, kids, { framework: 'langgraph', run_id: c.uuid() }) };
}

// 03: video captioning agent, CrewAI style (Thought/Action text; tool spans under a task span)
function r03(c) {
  const goal = 'Fix the English captions of the product video "Atlas Backpack teaser" (asset vid_atlas_07) so they line up with the speech, then publish the caption track.';
  const thought = 'Thought: The captions for vid_atlas_07 start 1.8 seconds late throughout: cue 1 begins at 00:00:03.800 while the transcript words start at 00:00:02.000, and cue 14 shows the same 1.8 second gap at 00:00:41.300 against 00:00:39.500. Because the offset is constant rather than growing, it is a fixed shift, not a frame-rate drift, so I should shift every cue back by 1.8 seconds instead of re-running alignment.';
  const thought2 = 'Thought: The captions for vid_atlas_07 start 1.8 seconds late throughout: cue 1 begins at 00:00:03.800 while the transcript words start at 00:00:02.000, and cue 14 shows the same 1.8 second gap at 00:00:41.300 against 00:00:39.500. Since the offset is constant rather than growing, it is a fixed shift and not a frame-rate drift, so I should shift every cue back by 1.8 seconds instead of re-running alignment.';
  const vtt = () => `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${c.int(100000, 999999)},LOCAL:00:00:00.000\n\n1\n00:00:03.800 --> 00:00:06.100\nMeet Atlas.\n\n2\n00:00:06.200 --> 00:00:09.000\nTwenty-eight litres, one zip.\n...\n14\n00:00:41.300 --> 00:00:44.000\nAvailable from today.\n`;
  const L = (p, t) => { c.tick(); return llmText(c, 'gpt-4o-mini', p, t, { provider: 'openai' }); };
  const T = (n, a, o, e) => { c.tick(); return tool(n, a, o, { error: e, metadata: { duration_ms: c.ms(), tool_source: 'crewai_tools' } }); };
  const kids = [
    L('Task: fix captions', 'Thought: I need the current caption track and the word-level transcript.\nAction: get_caption_track'),
    T('get_caption_track', { asset_id: 'vid_atlas_07', lang: 'en' }, vtt()),
    L('Observation received', 'Thought: Now the transcript with word timings.\nAction: get_transcript'),
    T('get_transcript', { asset_id: 'vid_atlas_07', granularity: 'word' }, { job_id: c.jobId('tr_'), status: 'completed', completed_at: c.iso(), words: [{ w: 'Meet', start: 2.0, end: 2.31 }, { w: 'Atlas', start: 2.33, end: 2.9 }, { w: 'Available', start: 39.5, end: 40.02 }], model: 'whisper-large-v3', duration_s: 46.2 }),
    L('Observation received', 'Thought: Check the asset metadata for frame rate.\nAction: get_asset'),
    T('get_asset', { asset_id: 'vid_atlas_07' }, { id: 'vid_atlas_07', duration: 46.213, max_frame_rate: 29.97, aspect_ratio: '16:9', status: 'ready', created_at: String(c.unix() - 86400), playback_ids: [{ id: c.b62(22), policy: 'signed' }], tracks: [{ type: 'text', id: c.b62(18), language_code: 'en', status: 'ready' }] }),
    L('Observation received', 'Thought: Compare with the master edit log.\nAction: read_edit_log'),
    T('read_edit_log', { project: 'atlas-teaser', file: 'edl/final_v3.edl' }, `TITLE: ATLAS_TEASER_FINAL_V3\nFCM: DROP FRAME\n001  AX  V  C  00:00:00;00 00:00:46;06 01:00:00;00 01:00:46;06\n* FROM CLIP NAME: atlas_master_${c.hex(6)}.mov\n`),
    L('Observation received', thought + '\nAction: get_caption_track'),
    T('get_caption_track', { asset_id: 'vid_atlas_07', lang: 'en' }, vtt()),
    L('Observation received', thought2 + '\nAction: get_caption_track'),
    T('get_caption_track', { asset_id: 'vid_atlas_07', lang: 'en' }, vtt()),
    L('Observation received', 'Thought: I will re-read the transcript timings.\nAction: get_transcript'),
    T('get_transcript', { asset_id: 'vid_atlas_07', granularity: 'word' }, null, 'Agent stopped due to iteration limit or time limit.'),
  ];
  const task = span('task', 'Fix caption timing', { description: goal, expected_output: 'Published caption track id' }, null, kids, { agent_role: 'Video Caption Editor' });
  return { isolates: 'The agent writes a long, concrete diagnosis of a constant 1.8 s caption offset, re-reads the same caption file, and writes the same diagnosis again instead of shifting the cues; cut off by the iteration limit.', loop: true, stagnation: true, goal,
    root: agent('Crew: media-ops', { inputs: { asset_id: 'vid_atlas_07' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, [task], { framework: 'crewai', crew_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
