import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';

// 01: LangGraph supervisor with a research worker, three different sub-tasks
function r01(c) {
  const goal = 'Write a positioning brief for the new Driftwood password manager landing page, based on competitor pricing, review complaints and keyword gaps.';
  const L = (who, t) => { c.tick(); return llmText(c, 'gpt-4o-2024-11-20', who, t, { provider: 'openai' }); };
  const T = (n, a, o) => { c.tick(); return tool(n, a, o, { metadata: { duration_ms: c.ms() } }); };
  const sup = (t, next) => chain('supervisor', { messages: '[state]' }, { next }, [L('supervisor', t)], { langgraph_node: 'supervisor', langgraph_step: c.n() });
  const worker = (task, kids, result) => agent('researcher', { task }, { result }, kids, { langgraph_node: 'researcher', langgraph_step: c.n() });
  const kids = [
    sup('Route to researcher: collect the monthly prices of 1Password, Bitwarden and Dashlane for individuals and families.', 'researcher'),
    worker('competitor pricing', [T('web_fetch', { url: 'https://1password.com/pricing' }, { status: 200, text: 'Individual $2.99/mo billed annually · Families $4.99/mo (5 people)', fetched_at: c.http(), cf_ray: c.hex(16) }), T('web_fetch', { url: 'https://bitwarden.com/pricing/' }, { status: 200, text: 'Free · Premium $10/year · Families $40/year (6 users)', fetched_at: c.http() }), T('web_fetch', { url: 'https://www.dashlane.com/pricing' }, { status: 200, text: 'Premium $4.99/mo · Friends & Family $7.49/mo (10 members)', fetched_at: c.http() }), L('researcher', 'Pricing: 1Password $2.99 / $4.99 families(5); Bitwarden $10/yr / $40/yr(6); Dashlane $4.99 / $7.49(10).')], 'pricing table'),
    sup('Next sub-task for researcher: the top recurring complaints in recent app-store reviews of those three.', 'researcher'),
    worker('review complaints', [T('appstore_reviews', { apps: ['1password', 'bitwarden', 'dashlane'], since: '2025-06-01', limit: 300 }, { count: 300, cursor: c.b62(20), sample: [{ app: 'bitwarden', stars: 2, text: 'autofill on iOS misses half the login forms' }, { app: 'dashlane', stars: 1, text: 'price went up again' }, { app: '1password', stars: 2, text: 'family sharing setup confusing' }] }), T('topic_cluster', { texts: 'reviews[300]', k: 5 }, { clusters: [{ label: 'iOS autofill misses', share: 0.27 }, { label: 'price increases', share: 0.22 }, { label: 'family sharing setup', share: 0.14 }, { label: 'sync delays', share: 0.11 }, { label: 'other', share: 0.26 }], model: 'bge-m3', run: c.jobId('clu_') }), L('researcher', 'Complaints: iOS autofill misses 27%, price increases 22%, family setup 14%, sync delays 11%.')], 'complaint clusters'),
    sup('Last sub-task: keyword gaps where competitors rank but no one owns a "family" angle.', 'researcher'),
    worker('keyword gaps', [T('keyword_gap', { domains: ['1password.com', 'bitwarden.com', 'dashlane.com'], target: 'driftwood.app', filter: 'family OR kids OR parents' }, { rows: [{ kw: 'password manager for parents', vol: 1900, kd: 24, top: 'none of the three in top 10' }, { kw: 'share netflix password safely', vol: 5400, kd: 31 }, { kw: 'kids first password', vol: 720, kd: 12 }], database: 'us', computed_at: c.compact() }), L('researcher', 'Gaps: "password manager for parents" 1.9k KD 24, "share netflix password safely" 5.4k KD 31, "kids first password" 720 KD 12.')], 'keyword gaps'),
    sup('Synthesis: Position Driftwood as the family-first manager. Price: $5.99/mo for 8 members, undercutting Dashlane per seat. Lead with "autofill that works on iOS" (27% of complaints) and "set up the family in two minutes" (14%). Page H1 targets "password manager for parents"; a section on sharing streaming passwords targets the 5.4k query. Brief saved.', 'FINISH'),
  ];
  return { isolates: 'A supervisor sends the same research worker three different sub-tasks (pricing, review complaints, keyword gaps), each returning new data, then writes a synthesis.', loop: false, stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { brief: 'saved' }, kids, { framework: 'langgraph', graph: 'supervisor', thread_id: c.uuid() }) };
}

// 02: OpenAI Agents SDK agents-as-tools: a campaign lead calls a copywriter agent for different assets
function r02(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Assemble the launch copy kit for the "Meadow" oat-milk barista edition: landing headline options, three email subject lines, push notification copy, and pick the final set.';
  const kids = [];
  const W = (task, out) => { c.tick(); const inner = [llm(c, 'gpt-4o-mini', [sys('You are a copywriter for Meadow. Brand voice: warm, plain, no exclamation marks.'), u(task)], out)]; c.tick(); inner.push(tool('brand_lint', { text: out }, { violations: [], checked_terms: 212, lint_id: c.jobId('bl_') })); kids.push(agent('copywriter', { input: task }, { final_output: out }, inner, { as_tool: true })); };
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, [sys('You are the campaign lead.'), u(goal)], t, calls)); };
  L(null, [['copywriter', { input: 'Write 3 landing page headlines for Meadow Barista Edition: foams like dairy, 3 g sugar per 100 ml.' }]]);
  W('Write 3 landing page headlines for Meadow Barista Edition: foams like dairy, 3 g sugar per 100 ml.', '1. Microfoam, minus the cow.\n2. The oat milk baristas stopped apologising for.\n3. Pours like dairy. 3 g sugar. Still oats.');
  L('Headlines in. Now the email subject lines.', [['copywriter', { input: 'Write 3 email subject lines for the launch email to existing Meadow customers; under 45 characters.' }]]);
  W('Write 3 email subject lines for the launch email to existing Meadow customers; under 45 characters.', 'A. Your latte just got an upgrade (32)\nB. Meadow, now made for steam wands (33)\nC. We taught oats to foam (24)');
  L('Subjects in. Now a push notification.', [['copywriter', { input: 'Write push notification copy (title ≤ 30 chars, body ≤ 90) announcing availability in the app store finder.' }]]);
  W('Write push notification copy (title ≤ 30 chars, body ≤ 90) announcing availability in the app store finder.', 'Title: Barista Edition is here\nBody: Find the oat milk that foams like dairy at a café or shop near you.');
  L(null, [['copywriter', { input: 'Write the 2-sentence product description for the retailer listing, mention 1 litre carton and the Oat-ly-free allergen note.' }]]);
  W('Write the 2-sentence product description for the retailer listing, mention 1 litre carton and allergen note.', 'Meadow Barista Edition is an oat drink made to steam into silky microfoam, with 3 g sugar per 100 ml. 1 litre carton; contains oats, may contain traces of gluten.');
  L('Final kit: headline 2 ("The oat milk baristas stopped apologising for"), subject B for the main send with C as the A/B variant, the push copy as written, and the retailer description. All passed brand lint.');
  return { isolates: 'A lead agent calls the same copywriter sub-agent four times with different briefs (headlines, subjects, push, listing), each returning new copy, then picks the final set.', loop: false, stagnation: false, goal,
    root: agent('Campaign Lead', { input: goal }, { final_output: 'kit assembled' }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 03: CrewAI hierarchical manager delegating three different analyses to one analyst
function r03(c) {
  const goal = 'Produce the retro for the September "Back to the studio" campaign of Inkwell Yoga: email performance, landing page conversions and branded search lift.';
  const kids = [];
  const M = (t) => { c.tick(); kids.push(llmText(c, 'claude-3-5-sonnet-20241022', 'manager', t)); };
  const D = (task, tools, res) => { c.tick(); kids.push(span('delegation', 'Delegate work to coworker', { coworker: 'Marketing Analyst', task }, { result: res }, [agent('Marketing Analyst', { task }, { result: res }, [...tools.map(([n, a, o]) => (c.tick(), tool(n, a, o, { metadata: { duration_ms: c.ms() } }))), llmText(c, 'claude-3-5-haiku-20241022', 'analyst', res)])])); };
  M('Thought: I need three separate analyses; start with email.\nAction: Delegate work to coworker');
  D('Summarise the Mailchimp report for campaign "Back to the studio".', [['mailchimp_report', { campaign_id: c.hex(10) }, { emails_sent: 18440, opens: { unique_opens: 7821, open_rate: 0.4241 }, clicks: { unique_clicks: 1290, click_rate: 0.07 }, unsubscribed: 61, bounces: { hard_bounces: 22 }, send_time: c.isoOff(), ab_split: { a: { subject: 'Your mat misses you', opens: 4102 }, b: { subject: 'New term, new timetable', opens: 3719 } } }]], 'Email: 18,440 sent, open 42.4%, click 7.0%, 61 unsubscribes; subject A beat B by 383 opens.');
  M('Thought: email done. Next, landing page conversions.\nAction: Delegate work to coworker');
  D('Get GA4 sessions and trial sign-ups for /back-to-the-studio for Sept 1–30 vs August.', [['ga4_run_report', { property: 'properties/3' + c.int(1e7, 9e7), dimensions: ['pagePath', 'month'], metrics: ['sessions', 'conversions:trial_signup'], dateRanges: [{ startDate: '2025-08-01', endDate: '2025-09-30' }] }, { rows: [{ d: ['/back-to-the-studio', '202508'], m: ['0', '0'] }, { d: ['/back-to-the-studio', '202509'], m: ['9312', '611'] }, { d: ['/timetable', '202509'], m: ['14020', '204'] }], metadata: { currencyCode: 'GBP', timeZone: 'Europe/London' }, kind: 'analyticsData#runReport' }]], 'Landing page: 9,312 sessions and 611 trial sign-ups (6.6%) in September; it did not exist in August.');
  M('Thought: Now branded search lift.\nAction: Delegate work to coworker');
  D('Compare clicks on branded queries (inkwell yoga*) in Search Console, September vs August.', [['gsc_search_analytics', { siteUrl: 'sc-domain:inkwellyoga.co.uk', dimensions: ['month'], filter: 'query contains inkwell' }, { rows: [{ keys: ['2025-08'], clicks: 2210, impressions: 5400 }, { keys: ['2025-09'], clicks: 3490, impressions: 8120 }], _rid: c.reqId('') }]], 'Branded search: clicks 2,210 → 3,490 (+58%), impressions +50%.');
  M('Final Answer: Retro — the email drove attention (42.4% opens, subject A wins), the landing page converted 6.6% of 9,312 sessions into 611 trials, and branded search clicks rose 58%. Recommend keeping subject style A and reusing the landing page template for January.');
  return { isolates: 'A manager delegates three different analyses (email report, GA4 conversions, branded search) to one analyst, each answered with new figures, and closes with a retro.', loop: false, stagnation: false, goal,
    root: agent('Crew: campaign-retro', { inputs: { campaign: 'Back to the studio' } }, { result: 'retro' }, [span('task', 'Campaign retro', { description: goal }, { raw: 'retro' }, kids, { process: 'hierarchical' })], { framework: 'crewai', crew_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
