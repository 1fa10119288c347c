import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Gmail agent pages users.messages.list with nextPageToken through four pages of receipts, each page with new ids and amounts, stops when no token is returned, and summarises spend.',
  stagnation: false,
  start: '2024-11-01T09:00:00Z',
  goal: 'Add up what I spent on food delivery in October from the receipt emails (Deliveroo and Uber Eats).',
  build(R, goal) {
    const k = [];
    let token = null, total = 0, count = 0;
    for (let p = 0; p < 7; p++) {
      const args = { q: '(from:deliveroo.co.uk OR from:uber.com subject:receipt) after:2024/10/01 before:2024/11/01', maxResults: 3, ...(token ? { pageToken: token } : {}) };
      k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'gmail_list_messages', args }]));
      const n = p < 6 ? 3 : 2;
      const msgs = Array.from({ length: n }, () => { const amt = R.int(1100, 4200) / 100; total += amt; count++; return { id: R.gmailId(), threadId: R.gmailId(), snippet: `${R.pick(['Deliveroo', 'Uber Eats'])} receipt — ${R.pick(['Dishoom', 'Honest Burgers', 'Wagamama', 'Pho', 'Franco Manca', 'Itsu'])} £${amt.toFixed(2)}`, internalDate: String(R.epochMs(R.tick(3600, 200000))) }; });
      token = p < 6 ? R.digits(20) : undefined;
      k.push(tool('gmail_list_messages', args, { messages: msgs, ...(token ? { nextPageToken: token } : {}), resultSizeEstimate: 20 }));
    }
    k.push(llm('gpt-4o', [usr(goal)], `No nextPageToken on page 7, so that is everything: ${count} receipts in October totalling £${total.toFixed(2)}.`, []));
    return agent('AgentExecutor', { input: goal }, { output: `£${total.toFixed(2)}` }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A Slack agent walks conversations.replies with response_metadata.next_cursor through three pages of a long thread, each with new replies, until has_more is false, then posts a decision summary.',
  stagnation: false,
  start: '2024-09-19T15:00:00Z',
  goal: 'Summarise the long #design-review thread about the new onboarding flow and post the decisions to #product-updates.',
  build(R, goal) {
    const k = [];
    const thread = R.slackTs(R.tick(-90000, -80000));
    const replies = ['We should drop the 5-step tour, users skip it (64% skip rate)', 'Agree, replace with checklist', 'Checklist needs 3 items max', 'Legal needs consent screen before data import', 'Consent can go in step 2', 'Dark mode variants ready Thursday', 'Decision: checklist with 3 items, ship behind flag', 'Who owns copy? -> Nadia', 'Analytics events spec in Notion', 'Decision: consent screen in step 2', 'QA sign-off by 27th', 'Launch to 10% on Oct 1', 'Flag name: onboarding_checklist_v2', 'Support macros to update before launch', 'Retro on Oct 15'];
    let cursor = null;
    for (let p = 0; p < 5; p++) {
      const args = { channel: 'C04' + 'DESIGNRV', ts: thread, limit: 3, ...(cursor ? { cursor } : {}) };
      k.push(llmBlocks('claude-3-5-haiku', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'conversations_replies', input: args }]));
      const msgs = replies.slice(p * 3, p * 3 + 3).map((t) => ({ user: 'U0' + R.upper(8), text: t, ts: R.slackTs(R.tick(60, 3000)), thread_ts: thread, reactions: R.f() > 0.6 ? [{ name: '+1', count: R.int(1, 6) }] : undefined }));
      const more = p < 4;
      cursor = more ? 'dGVhbTpDMDR' + R.alnum(10) : null;
      k.push(tool('conversations_replies', args, { ok: true, messages: msgs, has_more: more, response_metadata: { next_cursor: cursor || '' } }));
    }
    const summary = '*Onboarding flow — decisions from #design-review*\n• Replace the 5-step tour with a 3-item checklist, behind a flag\n• Consent screen moves into step 2 (Legal)\n• Copy owner: Nadia; QA sign-off by 27 Sep; 10% launch 1 Oct';
    k.push(llmBlocks('claude-3-5-haiku', { messages: [] }, [{ type: 'text', text: 'Read all 15 replies across 5 pages; posting the summary.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'chat_postMessage', input: { channel: '#product-updates', text: summary } }]));
    k.push(tool('chat_postMessage', { channel: '#product-updates', text: summary }, { ok: true, channel: 'C05' + R.upper(8), ts: R.slackTs(R.tick()) }));
    k.push(llmBlocks('claude-3-5-haiku', { messages: [] }, [{ type: 'text', text: 'Posted the three decisions to #product-updates.' }]));
    k.unshift(span('chain', 'resolve_channel', { name: '#design-review' }, { id: 'C04DESIGNRV' }));
    k.unshift(span('chain', 'slack.auth_test', {}, { ok: true, team: 'Lumen', user: 'assistant-bot', bot_id: 'B0' + R.upper(8) }));
    return agent('slack-summariser', { goal }, { ok: true }, k, { framework: 'anthropic tool-runner', conversation_id: R.uuid() });
  },
},
{
  isolates: 'A Jira agent pages a JQL search with startAt 0, 40, 80, 120 over 124 issues, each page with different keys, stops when startAt+maxResults passes total, and writes a sprint carry-over list.',
  stagnation: false,
  start: '2024-10-25T12:00:00Z',
  goal: 'List all my unresolved Jira issues that have been carried over from at least two sprints, grouped by project.',
  build(R, goal) {
    const k = [];
    const projects = ['WEB', 'API', 'MOB', 'DATA'];
    const carried = [];
    for (let p = 0; p < 4; p++) {
      const args = { jql: 'assignee = currentUser() AND resolution = Unresolved ORDER BY updated DESC', startAt: p * 40, maxResults: 40, fields: 'summary,sprint,project' };
      k.push(llm('ChatOpenAI', [usr(goal)], null, [{ name: 'jira_search', args }]));
      const n = p < 3 ? 40 : 4;
      const issues = Array.from({ length: n }, () => { const pr = R.pick(projects); const key = `${pr}-${R.int(100, 2400)}`; const sprints = R.int(0, 4); if (sprints >= 2 && carried.length < 14) carried.push([pr, key, sprints]); return { key, fields: { project: { key: pr }, customfield_10020: Array.from({ length: sprints }, (_, j) => ({ name: `Sprint ${40 + j}` })) } }; });
      k.push(tool('jira_search', args, { expand: 'schema,names', startAt: p * 40, maxResults: 40, total: 124, issues: n > 6 ? issues.slice(0, 6).concat([{ note: `... ${n - 6} more issues on this page` }]) : issues }));
      k.push(chain('parse_page', { page: p + 1 }, { issues_seen: p * 40 + n, carried_so_far: carried.length }, []));
    }
    const by = {}; carried.forEach(([pr, key, s]) => (by[pr] = by[pr] || []).push(`${key} (${s} sprints)`));
    k.push(llm('ChatOpenAI', [usr(goal)], `All 124 issues read (startAt 120 + 4 = total). Carried over ≥2 sprints: ${Object.entries(by).map(([p, l]) => `${p}: ${l.join(', ')}`).join('; ')}.`, []));
    k.push(span('chain', 'format_output', {}, { groups: Object.keys(by).length }));
    k.push(span('chain', 'save_report', { path: 'notes://sprint-carryover' }, { ok: true }));
    return agent('AgentExecutor', { input: goal }, { output: by }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
];
