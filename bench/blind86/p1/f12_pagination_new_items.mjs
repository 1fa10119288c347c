import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'pagination_new_items';
export const LOOP = false;

// 01: AutoGen group chat: Zendesk cursor pagination over tickets, then tag summary
function s01(c) {
  const M = 'gpt-4o';
  const kids = [];
  const pages = [
    [[41201, 'Cannot export invoices to CSV', ['export', 'billing']], [41203, 'SSO login loops back to start', ['sso']], [41208, 'CSV export missing VAT column', ['export']]],
    [[41215, 'Webhook retries flood our endpoint', ['webhooks']], [41219, 'Export times out over 10k rows', ['export', 'performance']], [41222, 'Okta SCIM deprovision fails', ['sso', 'scim']]],
    [[41230, 'Invoice PDF has wrong currency symbol', ['billing']], [41236, 'Export button greyed out for admins', ['export', 'permissions']]],
    [[41240, 'API 429s during nightly sync', ['api', 'rate-limit']]],
  ];
  kids.push(agent('Analyst', {}, 'plan', [llm(c, M, [usr('Summarise what customers complained about in support tickets last week (2026-04-06..12), by tag.')], 'Fetcher, pull all tickets created 2026-04-06..2026-04-12 with the cursor API; I will aggregate.')], { autogen_speaker: 'Analyst' }));
  let cur = null;
  pages.forEach((p, i) => {
    const next = i < pages.length - 1 ? c.b62(32) : null;
    const args = { filter: 'created>=2026-04-06 created<=2026-04-12', 'page[size]': 3, ...(cur ? { 'page[after]': cur } : {}) };
    kids.push(agent('Fetcher', {}, `page ${i + 1}`, [
      llm(c, M, [usr('next page')], null, [['zendesk_search', args]]),
      tool('zendesk_search', args, { results: p.map(([id, subj, tags]) => ({ id, subject: subj, tags, created_at: c.iso() })), meta: { has_more: !!next, after_cursor: next }, links: { next: next ? `https://acme.zendesk.com/api/v2/search/export?page[after]=${next}` : null } }),
    ], { autogen_speaker: 'Fetcher' }));
    cur = next;
  });
  kids.push(agent('Fetcher', {}, 'done', [llm(c, M, [usr('done?')], 'has_more is false after page 4; 9 tickets total.')], { autogen_speaker: 'Fetcher' }));
  kids.push(agent('Analyst', {}, 'summary', [llm(c, M, [usr('aggregate')], 'Summary (9 tickets): export 4 (CSV columns, timeouts >10k rows, permissions), sso 2 (+1 scim), billing 2 (currency symbol, invoice export), webhooks 1, api/rate-limit 1. Top theme: CSV export reliability. TERMINATE')], { autogen_speaker: 'Analyst' }));
  return { stagnation: false, goal: 'Summarise last week\'s support tickets (2026-04-06..12) by tag.',
    isolates: 'A Fetcher pages through Zendesk with a new cursor each time, four pages of different tickets until has_more is false, then the Analyst summarises by tag.',
    root: agent('GroupChatManager', {}, null, kids, { framework: 'autogen' }) };
}

// 02: Google ADK: Notion database pages with start_cursor, HR onboarding checklist
function s02(c) {
  const M = 'gemini-2.0-flash';
  const pages = [
    ['Laptop request form', 'IT', 'Day -5'], ['Create Google Workspace account', 'IT', 'Day -3'], ['Add to payroll (Personio)', 'People Ops', 'Day -3'], ['Send welcome pack', 'People Ops', 'Day -2'],
    ['1:1 with manager', 'Manager', 'Day 1'], ['Security awareness training', 'Security', 'Day 2'], ['Repo access (GitHub team)', 'Eng', 'Day 2'], ['Buddy lunch', 'Buddy', 'Day 3'],
    ['30-day check-in', 'Manager', 'Day 30'], ['Benefits enrolment deadline', 'People Ops', 'Day 30'],
  ];
  const chunks = [pages.slice(0, 4), pages.slice(4, 8), pages.slice(8)];
  const sub = [];
  let cur;
  chunks.forEach((ch, i) => {
    const args = { database_id: 'a41c' + c.hex(28), page_size: 4, filter: { property: 'Template', select: { equals: 'Engineer' } }, ...(cur ? { start_cursor: cur } : {}) };
    sub.push(llm(c, M, [usr('fetch onboarding tasks')], null, [['notion_query_database', args]]));
    const next = i < 2 ? c.uuid() : null;
    sub.push(tool('notion_query_database', args, { object: 'list', results: ch.map(([t, o, d]) => ({ id: c.uuid(), properties: { Task: t, Owner: o, Due: d }, last_edited_time: c.iso() })), has_more: !!next, next_cursor: next, request_id: c.uuid() }));
    cur = next;
  });
  sub.push(llm(c, M, [tmsg('notion_query_database', 'has_more false')], '10 tasks retrieved across 3 pages.'));
  const root = [
    llm(c, M, [sys('You are onboarding_coordinator. Sub-agents: notion_reader, calendar_agent.'), usr('New backend engineer Sven Ahlberg starts Monday 4 May. Build his onboarding schedule from the Notion template.')], null, [['transfer_to_agent', { agent_name: 'notion_reader' }]]),
    agent('notion_reader', {}, '10 tasks', sub, { adk_agent: 'LlmAgent' }),
    llm(c, M, [usr('10 tasks')], null, [['transfer_to_agent', { agent_name: 'calendar_agent' }]]),
    agent('calendar_agent', {}, 'scheduled', [llm(c, M, [usr('schedule')], null, [['gcal_batch_create', { events: 10, anchor: '2026-05-04' }]]), tool('gcal_batch_create', { events: 10, anchor: '2026-05-04' }, { created: 10, failed: 0, batch_id: c.uuid() })], { adk_agent: 'LlmAgent' }),
    llm(c, M, [usr('done')], 'Sven\'s onboarding: 4 pre-start tasks (Apr 27-May 1), 4 in week one (1:1 Mon, security training and GitHub access Tue, buddy lunch Wed), 2 at day 30 (Jun 3). All 10 are on the calendar.'),
  ];
  return { stagnation: false, goal: 'Build the onboarding schedule for new engineer Sven Ahlberg (start 4 May) from the Notion template.',
    isolates: 'An ADK reader pages a Notion database with new cursors: 4, 4, then 2 different tasks with has_more false; a calendar agent schedules them and the coordinator summarises.',
    root: agent('onboarding_coordinator', {}, null, root, { framework: 'google-adk' }) };
}

// 03: smolagents: Stripe payouts listed with starting_after for month-end reconciliation
function s03(c) {
  const M = 'Qwen/Qwen2.5-72B-Instruct';
  const po = [[184220, '2026-03-03'], [92110, '2026-03-05'], [310455, '2026-03-10'], [77200, '2026-03-12'], [205900, '2026-03-17'], [149075, '2026-03-19'], [260010, '2026-03-24'], [98800, '2026-03-26'], [173340, '2026-03-31']];
  const steps = [];
  let last = null;
  for (let i = 0; i < 3; i++) {
    const ch = po.slice(i * 4, i * 4 + 4);
    const args = { limit: 4, 'arrival_date[gte]': 1772323200, 'arrival_date[lt]': 1775001600, ...(last ? { starting_after: last } : {}) };
    steps.push(llm(c, M, [usr('list payouts')], `Thought: fetch payouts page ${i + 1}${last ? ' after ' + last : ''}.\nCode:\n\`\`\`py\nr = stripe_list_payouts(**${JSON.stringify(args)})\n\`\`\``));
    const items = ch.map(([amt, d]) => ({ id: 'po_1P' + c.b62(14), amount: amt, currency: 'eur', arrival_date: d, status: 'paid' }));
    steps.push(tool('stripe_list_payouts', args, { object: 'list', data: items, has_more: i < 2, url: '/v1/payouts', 'request-id': c.reqId() }));
    last = items[items.length - 1].id;
  }
  steps.push(llm(c, M, [usr('sum')], 'Thought: has_more is False; 9 payouts. Sum = 1,551,110 cents.\nCode:\n```py\nfinal_answer("9 payouts, EUR 15,511.10")\n```'));
  const kids = [
    llm(c, M, [sys('Manager CodeAgent; managed: payouts_agent, ledger_agent'), usr('Reconcile March 2026 Stripe payouts against the bank ledger.')], 'Code:\n```py\np = payouts_agent(task="List all March 2026 payouts")\nl = ledger_agent(task="Sum March 2026 Stripe deposits in the bank ledger")\n```'),
    agent('payouts_agent', {}, '9 payouts, EUR 15,511.10', steps, { smolagents: 'ManagedAgent' }),
    agent('ledger_agent', {}, 'EUR 15,511.10', [llm(c, M, [usr('sum ledger')], 'Code:\n```py\nq = sql("SELECT SUM(amount) FROM bank_tx WHERE counterparty=\'STRIPE\' AND booked BETWEEN \'2026-03-01\' AND \'2026-04-02\'")\n```'), tool('sql', { q: 'SELECT SUM(amount) ...' }, '| sum |\n|---|\n| 15511.10 |\n(1 row, 38 ms)'), llm(c, M, [tmsg('sql', '15511.10')], 'Code:\n```py\nfinal_answer("EUR 15,511.10 booked from STRIPE, Mar 1 - Apr 2")\n```')], { smolagents: 'ManagedAgent' }),
    llm(c, M, [usr('compare')], 'Code:\n```py\nfinal_answer("March reconciled: 9 Stripe payouts EUR 15,511.10 = bank ledger EUR 15,511.10, no differences.")\n```'),
  ];
  return { stagnation: false, goal: 'Reconcile March 2026 Stripe payouts against the bank ledger.',
    isolates: 'A managed payouts agent pages Stripe with starting_after: 4, 4 and 1 distinct payouts, has_more false, then the totals are reconciled.',
    root: agent('manager', {}, null, kids, { framework: 'smolagents' }) };
}
export const scenarios = [s01, s02, s03];
