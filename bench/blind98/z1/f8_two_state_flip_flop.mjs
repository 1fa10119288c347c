import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'two_state_flip_flop';

// 01: Search Console property flip between domain and URL-prefix; OpenAI Agents SDK
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Check the index coverage of the new /recipes/ section on www.saltandsorrel.com and request indexing for any pages that are "Discovered – currently not indexed".';
  const msgs = [sys('SEO agent with Search Console tools.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls)); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms() } })); };
  const A = { siteUrl: 'sc-domain:saltandsorrel.com', inspectionUrl: 'https://www.saltandsorrel.com/recipes/' };
  const B = { siteUrl: 'https://www.saltandsorrel.com/', inspectionUrl: 'https://www.saltandsorrel.com/recipes/' };
  const ra = () => ({ error: { code: 403, message: "User does not have sufficient permission for site 'sc-domain:saltandsorrel.com'. See also: https://support.google.com/webmasters/answer/2451999.", status: 'PERMISSION_DENIED' }, _rid: c.reqId('') });
  const rb = () => ({ inspectionResult: { inspectionResultLink: 'https://search.google.com/search-console/inspect?resource_id=https://www.saltandsorrel.com/&id=' + c.b62(22), indexStatusResult: { verdict: 'NEUTRAL', coverageState: 'URL is unknown to Google', robotsTxtState: 'ALLOWED', indexingState: 'INDEXING_ALLOWED', pageFetchState: 'PAGE_FETCH_STATE_UNSPECIFIED' } }, _rid: c.reqId('') });
  L('Inspecting the section URL via the domain property.', [['gsc_url_inspect', A]]);
  T('gsc_url_inspect', A, ra(), 'HTTP 403 PERMISSION_DENIED');
  L('No permission on the domain property. Switching to the URL-prefix property.', [['gsc_url_inspect', B]]);
  T('gsc_url_inspect', B, rb());
  L('URL-prefix says "URL is unknown to Google", which seems wrong for a live section. The domain property should have fuller data; switching back to it.', [['gsc_url_inspect', A]]);
  T('gsc_url_inspect', A, ra(), 'HTTP 403 PERMISSION_DENIED');
  L('Domain property denied again, so use the URL-prefix property.', [['gsc_url_inspect', B]]);
  T('gsc_url_inspect', B, rb());
  L('Still unknown to Google there. The domain-level view is the authoritative one; trying sc-domain again.', [['gsc_url_inspect', A]]);
  T('gsc_url_inspect', A, ra(), 'HTTP 403 PERMISSION_DENIED');
  L('Permission denied. Back to the www URL-prefix property.', [['gsc_url_inspect', B]]);
  T('gsc_url_inspect', B, rb());
  L('Unknown to Google once more; the sc-domain property may have been granted by now.', [['gsc_url_inspect', A]]);
  T('gsc_url_inspect', A, ra(), 'HTTP 403 PERMISSION_DENIED');
  c.tick(); kids.push(span('guardrail', 'max_turns', { max_turns: 8 }, { tripped: true }, []));
  return { isolates: 'The agent alternates between the domain property (403 every time) and the URL-prefix property ("URL is unknown to Google" every time) for three and a half cycles without inspecting any individual page or requesting indexing.', loop: true, stagnation: false, goal,
    root: agent('SEO Agent', { input: goal }, { final_output: null }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: Contentful environment flip master/staging; LangChain; near-verbatim model lines per state
function r02(c) {
  const goal = 'Update the price shown on the Contentful entry "pricing-pro-plan" from €29 to €32 for the January price change and publish it.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'gpt-4o-mini', 'agent_scratchpad', t, { provider: 'openai' })); };
  const get = (env) => { c.tick(); kids.push(tool('contentful_get_entry', { space_id: 'r8t2yq', environment: env, entry_id: 'pricing-pro-plan' }, env === 'master' ? { sys: { id: 'pricing-pro-plan', version: 47, publishedVersion: 46, updatedAt: '2025-12-02T11:03:55.412Z', environment: { sys: { id: 'master' } } }, fields: { title: { 'en-US': 'Pro' }, priceDisplay: { 'en-US': 'from plan-prices.json' } }, _headers: { 'x-contentful-request-id': c.uuid(), 'x-contentful-ratelimit-second-remaining': String(c.int(3, 9)) } } : { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.', details: { type: 'Entry', id: 'pricing-pro-plan', environment: 'staging', space: 'r8t2yq' }, requestId: c.uuid() }, { error: env === 'staging' ? 'HTTP 404 NotFound' : undefined })); };
  L('Reading the entry in master.'); get('master');
  L('In master the price field only points to plan-prices.json; the editable price must be in the staging environment. Switching to staging.'); get('staging');
  L('On staging the entry does not exist (404), so it must be edited in master. Switching back to master.'); get('master');
  L('In master the price field only points to plan-prices.json; the real price must live in staging. Switching to staging.'); get('staging');
  L('On staging the entry does not exist (404), so it must be edited in master. Switching back to master.'); get('master');
  L('In master the price field only points to plan-prices.json; the real price must live in staging. Switching to staging.'); get('staging');
  L('Agent stopped due to max iterations.');
  return { isolates: 'The agent flips between the master environment (a price field pointing elsewhere) and staging (404) three times, each state answering exactly as before, with near-identical lines per state; the price is never changed.', loop: true, stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to max iterations.' }, [chain('cms-pricing', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: Crowdin branch flip main/release; smolagents tool-calling agent
function r03(c) {
  const goal = 'Make sure the Polish translation of the key "paywall.trial_cta" is approved in Crowdin before the 4.2 release build.';
  const steps = [];
  const B = (br) => br === 'main' ? { branchId: 12, key: 'paywall.trial_cta', found: true, source: 'Start your 7-day free trial', translations: { pl: null }, note: 'string is hidden in main (isHidden: true)' } : { branchId: 19, key: 'paywall.trial_cta', found: false, strings_total: 1804 };
  const step = (n, text, br) => { c.tick(); const l = llmText(c, 'Qwen/Qwen2.5-72B-Instruct', `Step ${n}`, text, { provider: 'hf_inference' }); c.tick(); const t = tool('crowdin_find_string', { projectId: 40127, branch: br, identifier: 'paywall.trial_cta', languageId: 'pl' }, { ...B(br), requestId: c.reqId('crwd-'), fetched: c.unix() }); steps.push(span('step', `Step ${n}`, { step_number: n }, { observations: JSON.stringify(B(br)) }, [l, t], { metadata: { duration: +(c.r() * 3).toFixed(2), token_counts: { input: c.int(1500, 6000), output: c.int(40, 120) } } })); };
  step(1, 'Calling tool: crowdin_find_string on branch main.', 'main');
  step(2, 'It is hidden in main and has no Polish text. The 4.2 release branch should be the active one; looking there.', 'release-4.2');
  step(3, 'Not present on release-4.2 (1,804 strings searched). Maybe the string only exists in main; checking main again.', 'main');
  step(4, 'Main has it but hidden and untranslated. Release branch again, maybe it was synced by now.', 'release-4.2');
  step(5, 'Still absent on release-4.2. Back to main.', 'main');
  step(6, 'Hidden in main. Checking release-4.2 once more.', 'release-4.2');
  c.tick(); steps.push(span('step', 'Step 7', { step_number: 7 }, { error: 'Reached max steps.' }, [], { metadata: {} }));
  return { isolates: 'The agent alternates between branch main (string hidden, no Polish) and release-4.2 (string not found) for three full cycles, each branch answering as before, and never unhides, syncs or translates.', loop: true, stagnation: false, goal,
    root: agent('ToolCallingAgent', { task: goal }, { error: 'Reached max steps.' }, steps, { framework: 'smolagents', run_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
