import { agent, chain, tool, llm, llmText, span, retr, u, sys } from './lib.mjs';
export const family = 'reworded_searches_stay_empty';

// 01: Search Console queries with page filter spelled differently each time, AutoGen-style conversation spans
function r01(c) {
  const goal = 'Pull the top 20 Google search queries for the page /blog/winter-tyres-guide over the last 28 days and suggest two new H2 headings based on them.';
  const kids = [];
  const say = (t, call) => { c.tick(); kids.push(span('llm', 'assistant', { messages: [{ role: 'user', name: 'user_proxy', content: goal }], sender: 'user_proxy' }, { content: t, tool_calls: call ? [{ id: c.callId(), function: { name: 'gsc_search_analytics', arguments: JSON.stringify(call) } }] : [] }, [], { metadata: { model: 'gpt-4o', cost: +(c.r() * 0.02).toFixed(5) } })); };
  const q = (args) => { c.tick(); kids.push(tool('gsc_search_analytics', args, { responseAggregationType: 'byPage', rows: [], _meta: { quota_user: 'seo-agent', request_id: c.reqId(''), served_by: c.host('searchconsole'), latency_ms: c.ms(100, 900) } }, { metadata: { executor: 'user_proxy' } })); };
  say('Querying Search Console for the page filter.', { siteUrl: 'sc-domain:tyrehub.co.uk', startDate: '2025-10-01', endDate: '2025-10-28', dimensions: ['query'], dimensionFilterGroups: [{ filters: [{ dimension: 'page', operator: 'equals', expression: 'https://tyrehub.co.uk/blog/winter-tyres-guide' }] }], rowLimit: 20 });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', page: 'https://tyrehub.co.uk/blog/winter-tyres-guide', startDate: '2025-10-01', endDate: '2025-10-28' });
  say('No rows. Maybe the canonical URL has a trailing slash; retrying with it.', { page_equals: 'https://tyrehub.co.uk/blog/winter-tyres-guide/' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', page: 'https://tyrehub.co.uk/blog/winter-tyres-guide/', startDate: '2025-10-01', endDate: '2025-10-28' });
  say('Still empty. Using a contains filter on the slug instead of equals.', { page_contains: 'winter-tyres-guide' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', pageContains: 'winter-tyres-guide', startDate: '2025-10-01', endDate: '2025-10-28' });
  say('Empty again. Perhaps the date format matters; sending the range as 01/10/2025 to 28/10/2025.', { startDate: '01/10/2025', endDate: '28/10/2025' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', pageContains: 'winter-tyres-guide', startDate: '01/10/2025', endDate: '28/10/2025' });
  say('Trying the www host spelling and the relative date form last28days.', { page: 'https://www.tyrehub.co.uk/blog/winter-tyres-guide', dateRange: 'last28days' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', page: 'https://www.tyrehub.co.uk/blog/winter-tyres-guide', dateRange: 'last28days' });
  say('Nothing. Trying the slug with the old underscore spelling winter_tyres_guide in case the URL was migrated.', { pageContains: 'winter_tyres_guide' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', pageContains: 'winter_tyres_guide', startDate: '2025-10-01', endDate: '2025-10-28' });
  say('Also empty. Searching by query dimension "winter tyres" restricted to the guide page.', { query_contains: 'winter tyres', page_contains: 'guide' });
  q({ siteUrl: 'sc-domain:tyrehub.co.uk', queryContains: 'winter tyres', pageContains: 'guide', startDate: '2025-10-01', endDate: '2025-10-28' });
  c.tick(); kids.push(span('termination', 'max_consecutive_auto_reply', { limit: 14 }, { reason: 'max_consecutive_auto_reply reached' }, []));
  return { isolates: 'The same Search Console query is re-sent with the page URL, slug and date range spelled in six different ways, each returning zero rows; the headings are never suggested.', loop: true, stagnation: false, goal,
    root: agent('seo_assistant', { message: goal }, { chat_history_len: 15, summary: null }, kids, { framework: 'autogen', conversation_id: c.uuid() }) };
}

// 02: Strapi drafts by author, searches recorded as retriever spans (LlamaIndex-like)
function r02(c) {
  const goal = 'List all draft articles written by Ana Lindqvist in the Strapi CMS and publish the ones that are older than 30 days after a quick spell check.';
  const kids = [];
  const empty = () => ({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } }, headers: { 'x-response-time': c.ms(8, 90) + 'ms', 'x-request-id': c.uuid(), date: c.http() } });
  const L = (t) => { c.tick(); kids.push(llmText(c, 'llama-3.1-70b-instruct', 'Query engine step', t, { provider: 'together' })); };
  const R = (q, params) => { c.tick(); kids.push(retr('strapi_search', { query_str: q, params }, { nodes: [], raw: empty() }, { top_k: 25, took_ms: c.ms(20, 300) })); };
  L('Search Strapi for drafts by Ana.');
  R('status:draft author:ana', { 'filters[status][$eq]': 'draft', 'filters[author][username][$eq]': 'ana' });
  L('Zero hits with the username ana. The display name might be stored instead; searching by full name.');
  R('drafts written by Ana Lindqvist', { 'filters[author][name][$eq]': 'Ana Lindqvist', publicationState: 'preview' });
  L('Still nothing. Trying a case-insensitive contains on the author name.');
  R('author contains "lindqvist" and not published', { 'filters[author][name][$containsi]': 'lindqvist', 'filters[publishedAt][$null]': true });
  L('Empty. Maybe drafts are marked by createdBy rather than author; searching createdBy first name.');
  R('createdBy Ana unpublished articles', { 'filters[createdBy][firstname][$eq]': 'Ana', publicationState: 'preview' });
  L('No results. I will try the email address as the identifier.');
  R('articles by ana.lindqvist@nordpress.se in draft', { 'filters[author][email][$eq]': 'ana.lindqvist@nordpress.se', status: 'draft' });
  L('Nothing again. Searching with the Swedish form of the query in case the index is localized.');
  R('utkast av Ana Lindqvist', { locale: 'sv', 'filters[author][name][$containsi]': 'ana', status: 'draft' });
  L('Zero. Trying the combined free-text search endpoint with quotes.');
  R('"Ana Lindqvist" draft', { _q: '"Ana Lindqvist" draft', publicationState: 'preview' });
  L('Still zero results for every form of the author filter. Let me try the filter on authors.slug = ana-lindqvist.');
  R('authors.slug:ana-lindqvist status:draft', { 'filters[authors][slug][$eq]': 'ana-lindqvist', status: 'draft' });
  return { isolates: 'The agent re-runs the same "drafts by Ana" lookup eight times with other field names, spellings, language and quoting, every search returning total 0, and never lists or publishes anything.', loop: true, stagnation: false, goal,
    root: agent('ReActAgent', { input: goal }, { response: 'Reached max iterations.' }, kids, { framework: 'llama_index', run_id: c.uuid() }) };
}

// 03: Mailchimp segment lookup, OpenAI Agents SDK style; model text repeats verbatim
function r03(c) {
  const M = 'gpt-4o-mini-2024-07-18';
  const goal = 'Schedule the "Come back" win-back campaign for the audience segment of lapsed 2024 customers in Mailchimp list 9f3c2a71be for Tuesday 10:00 Europe/Berlin.';
  const msgs = [sys('You manage email campaigns via the Mailchimp Marketing API.'), u(goal)];
  const kids = [];
  const again = 'No segment matched that name. I will try another spelling of the segment name.';
  const find = (args, text) => { c.tick(); kids.push(llm(c, M, msgs, text, [['mailchimp_list_segments', args]])); c.tick(); kids.push(tool('mailchimp_list_segments', args, JSON.stringify({ segments: [], list_id: '9f3c2a71be', total_items: 0, _links: [{ rel: 'self', href: 'https://us14.api.mailchimp.com/3.0/lists/9f3c2a71be/segments', method: 'GET' }] }), { metadata: { 'http.response.header.x-request-id': c.uuid(), duration_ms: c.ms() } })); };
  c.tick(); kids.push(llm(c, M, msgs, null, [['mailchimp_get_campaign', { search: 'Come back' }]]));
  c.tick(); kids.push(tool('mailchimp_get_campaign', { search: 'Come back' }, { id: 'c' + c.hex(9), web_id: c.int(1e6, 9e6), status: 'save', settings: { subject_line: 'We miss you — 15% off inside', title: 'Come back' }, recipients: { list_id: '9f3c2a71be', segment_opts: null }, create_time: c.isoOff() }));
  find({ list_id: '9f3c2a71be', name: 'Lapsed customers 2024' }, 'Campaign found with no segment yet. Looking up the segment.');
  find({ list_id: '9f3c2a71be', name: 'lapsed_customers_2024' }, again);
  find({ list_id: '9f3c2a71be', name: 'Customers – lapsed (2024)' }, again);
  find({ list_id: '9f3c2a71be', name: '2024 Lapsed', type: 'saved' }, again);
  find({ list_id: '9f3c2a71be', name: 'Lapsed Customers', since_created_at: '2024-01-01T00:00:00+00:00' }, again);
  find({ list_id: '9f3c2a71be', name: 'lapsed-2024', type: 'static' }, again);
  c.tick(); kids.push(span('guardrail', 'max_turns', { max_turns: 8 }, { tripped: true }, []));
  return { isolates: 'Six lookups of the same audience segment under other spellings, types and date formats all return total_items 0, with the model repeating one sentence verbatim; the campaign is never scheduled.', loop: true, stagnation: true, goal,
    root: agent('Campaign Agent', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, kids, { framework: 'openai-agents', group_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
