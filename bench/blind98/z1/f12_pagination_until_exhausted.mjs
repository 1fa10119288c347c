import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'pagination_until_exhausted';

// 01: X API v2 mentions with pagination_token; OpenAI function-calling, tools as siblings
function r01(c) {
  const M = 'gpt-4o-2024-11-20';
  const goal = 'Collect every mention of @lumenbikes from the last 7 days and summarise the main complaints for the support lead.';
  const msgs = [sys('You are a social listening agent with X API v2 tools.'), u(goal)];
  const kids = [];
  const pages = [
    [['1852' + c.int(1e11, 9e11), 'my @lumenbikes rear light died after two rides, anyone else?'], ['1852' + c.int(1e11, 9e11), '@lumenbikes love the new commuter frame!!'], ['1852' + c.int(1e11, 9e11), '@lumenbikes app keeps losing bluetooth pairing on android 14']],
    [['1851' + c.int(1e11, 9e11), '@lumenbikes delivery to Lyon took 3 weeks, no tracking updates'], ['1851' + c.int(1e11, 9e11), 'test ride at @lumenbikes Utrecht store was great'], ['1851' + c.int(1e11, 9e11), '@lumenbikes rear light charging port is loose on mine too']],
    [['1850' + c.int(1e11, 9e11), '@lumenbikes firmware 2.4 fixed my pairing issue, thanks'], ['1850' + c.int(1e11, 9e11), '@lumenbikes still waiting on a refund, ticket #58213']],
  ];
  c.tick(); kids.push(llm(c, M, msgs, 'Resolving the account id first.', [['x_get_user_by_username', { username: 'lumenbikes' }]]));
  c.tick(); kids.push(tool('x_get_user_by_username', { username: 'lumenbikes' }, { data: { id: '1499' + c.int(1e10, 9e10), name: 'Lumen Bikes', username: 'lumenbikes' }, headers: { 'x-rate-limit-remaining': String(c.int(200, 299)), 'x-transaction-id': c.hex(16) } }));
  let token = null;
  pages.forEach((p, i) => {
    const args = { id: '1499' + c.int(1e10, 9e10), start_time: '2025-06-03T00:00:00Z', max_results: 100, 'tweet.fields': 'created_at,public_metrics', ...(token ? { pagination_token: token } : {}) };
    c.tick(); kids.push(llm(c, M, msgs, i === 0 ? 'Fetching the first page of mentions.' : `Page ${i} gave ${pages[i - 1].length} new mentions; following next_token.`, [['x_get_mentions', args]]));
    const next = i < pages.length - 1 ? c.b62(18).toLowerCase() : undefined;
    c.tick(); kids.push(tool('x_get_mentions', args, { status: 200, headers: { 'x-rate-limit-limit': '450', 'x-rate-limit-remaining': String(449 - i), 'x-rate-limit-reset': String(c.unix() + 900), 'x-transaction-id': c.hex(16), 'x-response-time': String(c.ms(60, 300)) }, body: { data: p.map(([id, text]) => ({ id, text, created_at: (c.tick(), c.iso()), public_metrics: { like_count: c.int(0, 40), reply_count: c.int(0, 5) } })), meta: { result_count: p.length, newest_id: p[0][0], oldest_id: p[p.length - 1][0], ...(next ? { next_token: next } : {}) } } }));
    token = next;
  });
  c.tick(); kids.push(llm(c, M, msgs, 'No next_token on page 3, so the 8 mentions are complete. Complaints: (1) rear light failures / loose charging port (2 mentions), (2) Android Bluetooth pairing, reportedly fixed in firmware 2.4 (2 mentions), (3) slow delivery to Lyon with no tracking (1), (4) pending refund, ticket #58213 (1). Positive: commuter frame and the Utrecht test ride.'));
  c.tick(); kids.push(llm(c, M, msgs, 'Checking whether the refund ticket got a public reply.', [['x_get_conversation', { query: 'conversation_id:' + pages[2][1][0] }]]));
  c.tick(); kids.push(tool('x_get_conversation', { query: 'conversation_id:' + pages[2][1][0] }, { data: [], meta: { result_count: 0 }, headers: { 'x-transaction-id': c.hex(16) } }));
  c.tick(); kids.push(llm(c, M, msgs, null, [['slack_post_message', { channel: '#support-leads', text: 'Weekly @lumenbikes mentions: 8 total. Top issue: rear light / charging port (2). Pairing on Android 14 (2, fixed in fw 2.4). Delivery delay to Lyon (1). Refund pending #58213 (1).' }]]));
  c.tick(); kids.push(tool('slack_post_message', { channel: '#support-leads' }, { ok: true, channel: 'C0' + c.b62(8).toUpperCase(), ts: `${c.unix()}.${c.int(100000, 999999)}` }));
  c.tick(); kids.push(llm(c, M, msgs, 'Posted the summary of 8 mentions to #support-leads; the refund tweet has no public reply yet, flagged in the post.'));
  return { isolates: 'Three pages of mentions, each with different tweets, are followed by next_token until the API omits it, then the complaints are summarised and posted.', loop: false, stagnation: false, goal,
    root: agent('social-listening', { input: goal }, { output: 'posted summary' }, kids, { framework: 'openai-chat-tools', trace: c.hex(32) }) };
}

// 02: WordPress posts missing meta descriptions, page=1..4 with X-WP-TotalPages; LangChain chain > llm/tool
function r02(c) {
  const goal = 'Find all published posts on journal.fernhill.garden that have no Yoast meta description and write a CSV of their ids and titles for the content team.';
  const kids = [];
  const titles = [['How to overwinter dahlias', 'Pruning roses in March', 'A shade border that flowers', 'Compost tea: worth it?', 'Seed swap 2024 recap'], ['Hellebores for every month', 'Raised beds on a slope', 'The case for no-dig', 'Growing chillies indoors', 'Wildflower lawns'], ['Hedge laying basics', 'Choosing a greenhouse', 'Bulbs in pots', 'Fixing clay soil', 'Tomato blight'], ['Bee hotels done right', 'Autumn leaf mould']];
  let id = 9100; const missing = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'gemini-1.5-pro-002', 'agent_scratchpad', t, { provider: 'google_vertexai' })); };
  L('First confirm the site exposes Yoast fields in the REST API.');
  c.tick(); kids.push(tool('http_get', { url: 'https://journal.fernhill.garden/wp-json/' }, { name: 'Fernhill Journal', namespaces: ['oembed/1.0', 'wp/v2', 'yoast/v1', 'wp-site-health/v1'], gmt_offset: '0', _headers: { 'x-litespeed-cache': c.pick(['hit', 'miss']), date: c.http() } }));
  titles.forEach((page, i) => {
    L(i === 0 ? 'List published posts, 5 per page, with yoast_head_json.' : `Page ${i} checked (${page.length} posts next). Fetching page ${i + 1} of 4.`);
    const body = page.map((t) => { id -= c.int(3, 17); const hasDesc = c.r() > 0.45; if (!hasDesc) missing.push([id, t]); return { id, slug: t.toLowerCase().replace(/[^a-z]+/g, '-'), title: { rendered: t }, modified_gmt: new Date(c.now() - c.int(1e6, 9e7)).toISOString().slice(0, 19), yoast_head_json: { title: t + ' – Fernhill Journal', ...(hasDesc ? { description: 'Practical advice: ' + t.toLowerCase() } : {}), og_locale: 'en_GB' } }; });
    c.tick(); kids.push(tool('wp_list_posts', { status: 'publish', per_page: 5, page: i + 1, _fields: 'id,slug,title,modified_gmt,yoast_head_json' }, { headers: { 'X-WP-Total': '17', 'X-WP-TotalPages': '4', Link: i < 3 ? `<https://journal.fernhill.garden/wp-json/wp/v2/posts?page=${i + 2}>; rel="next"` : `<https://journal.fernhill.garden/wp-json/wp/v2/posts?page=${i}>; rel="prev"`, 'X-Cache': c.pick(['HIT', 'MISS']), 'X-Served-By': c.host('wp') }, body }));
  });
  L(`Page 4 was the last (X-WP-TotalPages 4, no rel=next). ${missing.length} of 17 posts lack a description. Writing the CSV.`);
  const csv = 'id,title\n' + missing.map(([a, b]) => `${a},"${b}"`).join('\n');
  c.tick(); kids.push(tool('write_file', { path: 'reports/missing-meta-descriptions.csv', content: csv }, `wrote ${csv.length} bytes to reports/missing-meta-descriptions.csv`));
  L(`Final Answer: ${missing.length} posts without a meta description, listed in reports/missing-meta-descriptions.csv (first: ${missing[0]?.[1]}).`);
  return { isolates: 'Four WordPress pages of different posts are read until X-WP-TotalPages is reached, then the posts without meta descriptions are written to a CSV.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: `${missing.length} posts` }, [chain('seo-audit', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: Lokalise keys with cursor pagination; smolagents CodeAgent style (llm writes code, tool spans under step spans)
function r03(c) {
  const goal = 'Find every key in Lokalise project 3902214 that has no Brazilian Portuguese (pt_BR) translation and post the count per namespace to the localization channel.';
  const ns = [['onboarding', ['onboarding.welcome.title', 'onboarding.step2.body', 'onboarding.skip']], ['billing', ['billing.invoice.due', 'billing.card.expired', 'billing.vat.note', 'billing.retry']], ['settings', ['settings.theme.dark', 'settings.export.csv']], ['errors', ['errors.network.offline']]];
  const steps = []; let cursor = null; let all = [];
  ns.forEach(([n, keys], i) => {
    const code = cursor ? `page = lokalise_list_keys(project_id="3902214", filter_untranslated="pt_BR", limit=100, cursor="${cursor}")\nmissing += page["keys"]\nprint(len(page["keys"]), page["next_cursor"])` : `missing = []\npage = lokalise_list_keys(project_id="3902214", filter_untranslated="pt_BR", limit=100, pagination="cursor")\nmissing += page["keys"]\nprint(len(page["keys"]), page["next_cursor"])`;
    const next = i < ns.length - 1 ? c.b62(32) : null;
    c.tick();
    const keysOut = keys.map((k) => ({ key_id: c.int(1e8, 9e8), key_name: { web: k }, created_at: c.logts() + ' (Etc/UTC)', created_at_timestamp: c.unix() - c.int(1e5, 1e7) }));
    all = all.concat(keys);
    const t = tool('lokalise_list_keys', { project_id: '3902214', filter_untranslated: 'pt_BR', cursor }, { project_id: '3902214', keys: keysOut, next_cursor: next, headers: { 'X-Pagination-Limit': '100', 'X-Pagination-Next-Cursor': next || '', 'X-Response-Time': c.ms(30, 300) + 'ms', 'X-Request-Id': c.uuid() } });
    const l = llmText(c, 'Qwen/Qwen2.5-Coder-32B-Instruct', 'Step ' + (i + 1), `Thought: ${i === 0 ? 'List untranslated pt_BR keys with cursor pagination.' : `Got ${ns[i - 1][1].length} more keys; continue with the next cursor.`}\nCode:\n\`\`\`py\n${code}\n\`\`\``, { provider: 'hf_inference' });
    steps.push(span('step', `Step ${i + 1}`, { step_number: i + 1 }, { observations: `${keys.length} ${next || 'None'}` }, [l, t], { metadata: { duration: +(c.r() * 4).toFixed(2) } }));
    cursor = next;
  });
  const counts = ns.map(([n, k]) => `${n}: ${k.length}`).join(', ');
  c.tick(); steps.push(span('step', 'Step 5', { step_number: 5 }, { observations: counts }, [llmText(c, 'Qwen/Qwen2.5-Coder-32B-Instruct', 'Step 5', 'Thought: next_cursor is None, so the list is complete with ' + all.length + ' keys. Count per namespace and post.\nCode:\n```py\nfrom collections import Counter\ncounts = Counter(k["key_name"]["web"].split(".")[0] for k in missing)\nprint(counts)\n```'), tool('python_interpreter', { code: 'Counter(...)' }, `Counter({'billing': 4, 'onboarding': 3, 'settings': 2, 'errors': 1})`)]));
  c.tick(); steps.push(span('step', 'Step 6', { step_number: 6 }, { observations: 'posted' }, [llmText(c, 'Qwen/Qwen2.5-Coder-32B-Instruct', 'Step 6', 'Code:\n```py\nslack_post(channel="#l10n", text="pt_BR gaps in 3902214: billing 4, onboarding 3, settings 2, errors 1 (10 keys)")\nfinal_answer("10 keys missing pt_BR: billing 4, onboarding 3, settings 2, errors 1")\n```'), tool('slack_post', { channel: '#l10n' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` }), tool('final_answer', { answer: '10 keys missing pt_BR' }, '10 keys missing pt_BR: ' + counts)]));
  return { isolates: 'Cursor pagination over untranslated keys brings new keys on each of four pages until next_cursor is null, then the counts per namespace are posted.', loop: false, stagnation: false, goal,
    root: agent('CodeAgent', { task: goal }, { final_answer: '10 keys missing pt_BR' }, steps, { framework: 'smolagents', run_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
