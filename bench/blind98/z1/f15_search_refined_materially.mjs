import { agent, chain, tool, llm, llmText, span, retr, u, sys } from './lib.mjs';
export const family = 'search_refined_materially';

// 01: brand DAM image search refined by a tag learnt from a result; OpenAI Agents SDK
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Pick a licensed hero image for the Contentful landing page "Rent, wear, return" (entry lp-rent-wear-return) from the Loop & Thread brand DAM and set it.';
  const msgs = [sys('Brand content assistant with DAM and Contentful tools.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls)); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { duration_ms: c.ms() } })); };
  L('Searching the DAM broadly first.', [['dam_search', { q: 'fashion', type: 'image', license: 'active' }]]);
  T('dam_search', { q: 'fashion', type: 'image', license: 'active' }, { total: 4812, took_ms: c.ms(20, 200), results: [{ id: 'ast_' + c.b62(10), title: 'Runway AW19 backstage', tags: ['runway', 'archive'] }, { id: 'ast_' + c.b62(10), title: 'Flat lay knitwear', tags: ['product', 'knit'] }], next: c.b62(16) });
  L('4812 hits, far too broad. Narrowing to the campaign theme.', [['dam_search', { q: 'rental wardrobe', type: 'image', license: 'active' }]]);
  T('dam_search', { q: 'rental wardrobe', type: 'image', license: 'active' }, { total: 0, took_ms: c.ms(20, 200), results: [] });
  L('No asset uses that wording. Looking at the rental campaign collection to see how it is tagged.', [['dam_get_collection', { slug: 'rental-launch-2025' }]]);
  T('dam_get_collection', { slug: 'rental-launch-2025' }, { id: 'col_' + c.b62(8), name: 'Rental launch 2025', asset_count: 37, facet_tags: { circular: 22, 'rental-launch': 37, lifestyle: 14, 'model-release-ok': 31, studio: 9 }, updated: c.http() });
  L('The collection tags its images "circular" and "lifestyle" and marks releases with model-release-ok. Filtering on those, landscape only for a hero.', [['dam_search', { collection: 'rental-launch-2025', tags_all: ['circular', 'lifestyle', 'model-release-ok'], orientation: 'landscape', min_width: 2400 }]]);
  const hits = [['ast_' + c.b62(10), 'Two friends swapping jackets on a tram', 3600, 2400], ['ast_' + c.b62(10), 'Courier handing over a garment bag', 4000, 2667], ['ast_' + c.b62(10), 'Wardrobe rail in a sunlit flat', 3000, 2000]];
  T('dam_search', { collection: 'rental-launch-2025', tags_all: ['circular', 'lifestyle', 'model-release-ok'], orientation: 'landscape' }, { total: 3, took_ms: c.ms(20, 200), results: hits.map(([id, title, w, h]) => ({ id, title, width: w, height: h, license: { type: 'royalty-free', expires: '2027-03-31' }, preview: c.cdn(`dam/${id}/preview.jpg`) })) });
  L('Three fitting images. The tram jacket swap shows the rental idea best; checking its focal point data.', [['dam_get_asset', { id: hits[0][0] }]]);
  T('dam_get_asset', { id: hits[0][0] }, { id: hits[0][0], focal_point: { x: 0.42, y: 0.38 }, alt_suggested: 'Two friends swapping jackets on a tram', renditions: { hero: c.cdn(`dam/${hits[0][0]}/hero-2400.jpg`) }, etag: c.etag() });
  L('Setting it on the entry.', [['contentful_update_entry', { entry_id: 'lp-rent-wear-return', field: 'heroImage', asset_url: '<hero rendition>', alt: 'Two friends swapping jackets on a tram', focal: '0.42,0.38' }]]);
  T('contentful_update_entry', { entry_id: 'lp-rent-wear-return', field: 'heroImage' }, { sys: { id: 'lp-rent-wear-return', version: c.int(10, 40), updatedAt: c.iso() } });
  L('Publishing the entry so the landing page picks up the new hero.', [['contentful_publish_entry', { entry_id: 'lp-rent-wear-return' }]]);
  T('contentful_publish_entry', { entry_id: 'lp-rent-wear-return' }, { sys: { publishedVersion: c.int(10, 40), publishedAt: c.iso() }, headers: { 'x-contentful-request-id': c.uuid() } });
  L('Hero set on lp-rent-wear-return: "Two friends swapping jackets on a tram" (3600×2400, royalty-free until 2027-03-31), alt text and focal point included.');
  return { isolates: 'A too-broad search (4812) and an empty one (0) are followed by a query built on tags learnt from the campaign collection, which returns 3 fitting images; one is set and the task ends.', loop: false, stagnation: false, goal,
    root: agent('Brand Content Agent', { input: goal }, { final_output: 'hero set' }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: keyword research refined by SERP learning; LangGraph nodes
function r02(c) {
  const goal = 'Find a realistic target keyword for a new blog post on the Sprout & Stride sports-nutrition site (domain authority 24) and write a short content brief.';
  const node = (name, kids, out) => chain(name, { state: 'messages' }, out, kids, { langgraph_node: name, langgraph_step: c.n() });
  const L = (t) => { c.tick(); return llmText(c, 'claude-3-5-sonnet-20241022', 'researcher', t); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o, { metadata: { api_units_used: c.int(10, 80), request_id: c.reqId('kw-') } }); };
  const kids = [
    node('researcher', [L('Start from the seed topic.')], { next: 'tools' }),
    node('tools', [T('keyword_overview', { keyword: 'vegan protein', database: 'us' }, { keyword: 'vegan protein', volume: 74000, kd: 81, cpc: 1.92, serp_features: ['shopping', 'people_also_ask'], updated: c.compact() })], {}),
    node('researcher', [L('KD 81 is out of reach at DA 24. Looking at what the SERP is made of to find a narrower angle.')], { next: 'tools' }),
    node('tools', [T('serp_snapshot', { keyword: 'vegan protein', top: 10 }, { results: [{ pos: 1, domain: 'healthline.com', type: 'guide' }, { pos: 2, domain: 'amazon.com', type: 'shopping' }, { pos: 3, domain: 'reddit.com', title: 'Best vegan protein for marathon training?', type: 'forum' }, { pos: 4, domain: 'myprotein.com', type: 'product' }], fetched_at: c.http() })], {}),
    node('researcher', [L('A forum thread about marathon training ranks #3, which suggests runner-specific intent is underserved. Querying runner long-tails.')], { next: 'tools' }),
    node('tools', [T('keyword_ideas', { seed: 'vegan protein runners', database: 'us', kd_max: 35, limit: 10 }, { total: 6, ideas: [{ keyword: 'pea protein for runners', volume: 1300, kd: 21 }, { keyword: 'vegan protein after long run', volume: 480, kd: 14 }, { keyword: 'best plant protein for marathon training', volume: 880, kd: 29 }, { keyword: 'vegan recovery shake runners', volume: 320, kd: 11 }], cursor: null })], {}),
    node('researcher', [L('"pea protein for runners" has 1300/month at KD 21. Checking its SERP for gaps.')], { next: 'tools' }),
    node('tools', [T('serp_snapshot', { keyword: 'pea protein for runners', top: 5 }, { results: [{ pos: 1, domain: 'runnersworld.com', title: 'Is pea protein good for runners?', word_count: 900 }, { pos: 2, domain: 'reddit.com', type: 'forum' }, { pos: 3, domain: 'nakednutrition.com', type: 'product' }], fetched_at: c.http() })], {}),
    node('writer', [L('Brief: target "pea protein for runners" (1.3k, KD 21); secondary "vegan protein after long run" (480, KD 14) and "best plant protein for marathon training" (880, KD 29). Beat the 900-word Runner\'s World piece with leucine comparison, timing after long runs, and a 3-shake table. Title: "Pea protein for runners: dose, timing and 3 recovery shakes".')], { done: true }),
  ];
  return { isolates: 'A head-term query is too competitive, the SERP reveals runner intent, and a genuinely narrower query returns new low-difficulty keywords that the brief is built on.', loop: false, stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { brief: 'written' }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: quote source search moved from the current CMS to the legacy archive; LlamaIndex retrievers
function r03(c) {
  const goal = 'Copy review of the essay "Slow software" in Strapi: the quote "the quiet revolution is maintenance" has no attribution; find its original source and add a citation.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'llama-3.3-70b-instruct', 'react step', t, { provider: 'groq' })); };
  const R = (name, q, nodes, meta) => { c.tick(); kids.push(retr(name, { query_str: q }, { nodes }, { top_k: 5, took_ms: c.ms(20, 300), ...meta })); };
  L('Search our own CMS for earlier uses of the quote.');
  R('strapi_fulltext', '"the quiet revolution is maintenance"', [], { index: 'strapi-articles-v3' });
  L('No match in the current CMS. Searching without quotes for looser matches.');
  R('strapi_fulltext', 'quiet revolution maintenance', [{ text: '…maintenance windows are scheduled quietly…', score: 0.21, id: 'article:882' }], { index: 'strapi-articles-v3' });
  L('Only an unrelated low-score hit. The magazine moved from WordPress in 2021, so the quote may predate Strapi. Searching the legacy WordPress archive instead.');
  c.tick(); kids.push(tool('wp_legacy_search', { site: 'archive.longhandmag.org', search: 'quiet revolution is maintenance', per_page: 5 }, { headers: { 'X-WP-Total': '2', date: c.http(), 'x-request-id': c.uuid() }, body: [{ id: 1204, date: '2019-04-17T08:30:00', link: 'https://archive.longhandmag.org/2019/04/the-maintainers-ball/', title: { rendered: 'The Maintainers’ Ball' }, author_name: 'Priya Raman' }, { id: 1388, date: '2019-11-02T10:00:00', title: { rendered: 'Letters: on maintenance' } }] }));
  L('Two archive hits. Reading the 2019 article to confirm the exact wording and speaker.');
  c.tick(); kids.push(tool('http_get', { url: 'https://archive.longhandmag.org/2019/04/the-maintainers-ball/' }, `<article class="post-1204"><h1>The Maintainers’ Ball</h1><p class="byline">By Priya Raman · April 17, 2019</p>…<blockquote><p>“The quiet revolution is maintenance,” says Hedda Lind, a librarian who has kept the same catalogue server alive since 2003.</p></blockquote>…</article>`));
  L('The quote is Hedda Lind\'s, reported by Priya Raman in Longhand, 17 April 2019. Checking the letters page for a different attribution.');
  c.tick(); kids.push(tool('http_get', { url: 'https://archive.longhandmag.org/?p=1388' }, '<article class="post-1388"><h1>Letters: on maintenance</h1><p>…as Hedda Lind put it in your April issue, the quiet revolution is maintenance…</p></article>'));
  L('Consistent. Adding the citation to the essay.');
  c.tick(); kids.push(tool('strapi_update', { collection: 'essays', id: 311, data: { footnotes: [{ n: 3, text: 'Hedda Lind, quoted in Priya Raman, “The Maintainers’ Ball”, Longhand, 17 April 2019.', url: 'https://archive.longhandmag.org/2019/04/the-maintainers-ball/' }] } }, { data: { id: 311, attributes: { updatedAt: c.iso(), publishedAt: null } }, meta: {} }));
  L('Running the plagiarism check again on the essay now that the quote is attributed.');
  c.tick(); kids.push(tool('plagiarism_check', { document: 'essays/311', exclude_quoted: true }, { scan_id: c.jobId('scn_'), similarity: 0.03, matches: [], credits_used: c.int(3, 5), finished_at: c.isoOff() }));
  L('Added footnote 3 attributing the quote to Hedda Lind (Longhand, April 2019) with the archive link.');
  return { isolates: 'Two searches of the current CMS find nothing useful; switching to a different source (the legacy archive) finds the original article, which is read and cited.', loop: false, stagnation: false, goal,
    root: agent('ReActAgent', { input: goal }, { response: 'footnote added' }, kids, { framework: 'llama_index', run_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
