import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'An email agent restates the same long plan about a vendor invoice thread word for word after re-reading a thread that returned exactly what it returned before, then hits the iteration cap.',
  stagnation: true,
  goal: 'Find the latest invoice from Brightline Catering in my Gmail, check whether the amount matches the quote Priya sent in September, and draft a reply to accounts@brightline.co flagging any difference.',
  build(R, goal) {
    const kids = [];
    const msgs = [sys('You are MailPilot, an assistant with Gmail tools. Always cite message ids.'), usr(goal)];
    const inv = R.gmailId(), thr = R.gmailId(), quote = R.gmailId(), qthr = R.gmailId();
    kids.push(llm('ChatOpenAI', msgs, '', [{ name: 'gmail_search', args: { q: 'from:brightline.co invoice newer_than:60d', maxResults: 10 } }], { ls_model_name: 'gpt-4o-2024-08-06', ls_provider: 'openai' }));
    kids.push(tool('gmail_search', { q: 'from:brightline.co invoice newer_than:60d', maxResults: 10 }, JSON.stringify({ messages: [{ id: inv, threadId: thr }, { id: R.gmailId(), threadId: R.gmailId() }], resultSizeEstimate: 2 })));
    kids.push(llm('ChatOpenAI', msgs, '', [{ name: 'gmail_get_message', args: { id: inv, format: 'full' } }]));
    const invMsg = { id: inv, threadId: thr, labelIds: ['INBOX', 'CATEGORY_UPDATES'], historyId: R.historyId(), internalDate: String(R.epochMs(R.tick(60, 120))), payload: { headers: [{ name: 'From', value: 'Brightline Accounts <accounts@brightline.co>' }, { name: 'Subject', value: 'Invoice BL-20417 – Offsite lunch 3 Oct' }, { name: 'Date', value: R.rfc2822(R.now(), 1) }], mimeType: 'multipart/mixed' }, snippet: 'Please find attached invoice BL-20417 for £2,184.00 incl. VAT, due within 30 days. Covers 42 covers at £43.33 + service.' };
    kids.push(tool('gmail_get_message', { id: inv, format: 'full' }, invMsg));
    kids.push(llm('ChatOpenAI', msgs, '', [{ name: 'gmail_search', args: { q: 'from:priya subject:(brightline quote) after:2024/09/01 before:2024/10/01' } }]));
    kids.push(tool('gmail_search', { q: 'from:priya subject:(brightline quote) after:2024/09/01 before:2024/10/01' }, JSON.stringify({ messages: [{ id: quote, threadId: qthr }], resultSizeEstimate: 1 })));
    kids.push(llm('ChatOpenAI', msgs, '', [{ name: 'gmail_get_thread', args: { id: qthr } }]));
    const threadOut = { id: qthr, historyId: R.historyId(), messages: [{ id: quote, snippet: 'Fwd: Brightline quote — 40 covers at £41.50, service 10%, total £1,826.00 + VAT. Valid until 30 Sep.', payload: { headers: [{ name: 'From', value: 'Priya Nair <priya.nair@northwind.io>' }, { name: 'Date', value: R.rfc2822(R.tick(1, 3), 1) }] } }, { id: R.gmailId(), snippet: 'Confirmed, go ahead for 3 Oct. Headcount may move to 42.', payload: { headers: [{ name: 'From', value: 'me' }] } }] };
    kids.push(tool('gmail_get_thread', { id: qthr }, threadOut));
    const plan = `The invoice BL-20417 (message ${inv}) bills £2,184.00 including VAT for 42 covers at £43.33 each plus service, while Priya's forwarded quote (thread ${qthr}) was 40 covers at £41.50 with 10% service, £1,826.00 before VAT, which is £2,191.20 with VAT. So the per-cover price went up by £1.83 but the headcount also changed from 40 to 42, and the totals differ by only £7.20 in our favour. Before drafting I should confirm whether the 42 headcount was agreed in writing, because the thread says headcount "may" move to 42. I will re-open the quote thread to check the final confirmation message, then draft the reply to accounts@brightline.co asking them to explain the per-cover increase.`;
    kids.push(llm('ChatOpenAI', msgs, plan, [{ name: 'gmail_get_thread', args: { id: qthr } }]));
    kids.push(tool('gmail_get_thread', { id: qthr }, threadOut));
    kids.push(llm('ChatOpenAI', msgs, plan.replace('So the per-cover price', 'So the per cover price').replace('Before drafting I should', 'Before drafting, I should'), [{ name: 'gmail_get_thread', args: { id: qthr } }]));
    kids.push(tool('gmail_get_thread', { id: qthr }, threadOut));
    kids.push(span('chain', 'AgentExecutor.stop', { iterations: 15 }, { output: 'Agent stopped due to iteration limit or time limit.' }));
    // pad with langchain callbacks that real executors emit
    kids.unshift(span('chain', 'RunnableSequence.prompt', { input: goal }, { messages: msgs.length }));
    kids.unshift(span('chain', 'load_memory', { session_id: R.uuid() }, { history: [] }));
    return agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { framework: 'langchain', run_id: R.uuid(), max_iterations: 15 });
  },
},
{
  isolates: 'A calendar agent using extended thinking produces the same long reasoning paragraph about a time-zone clash twice, with an unchanged free/busy answer in between, and is cut off.',
  stagnation: true,
  start: '2024-11-04T15:40:00Z',
  goal: 'Move my 1:1 with Kenji (Tokyo) from Thursday to a time next week that works for both of us, not before 8am or after 7pm in either time zone, and send him the updated invite.',
  build(R, goal) {
    const kids = [];
    const evId = R.alnum(26).toLowerCase();
    const input = (extra) => ({ model: 'claude-3-5-sonnet-20241022', max_tokens: 4096, system: 'You manage Dana Ruiz\'s Google Calendar (America/Los_Angeles).', messages: [{ role: 'user', content: goal }, ...extra] });
    kids.push(llmBlocks('anthropic.messages.create', input([]), [{ type: 'text', text: 'Let me find the existing 1:1 first.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(22), name: 'calendar_events_list', input: { calendarId: 'primary', q: 'Kenji 1:1', timeMin: '2024-11-04T00:00:00-08:00', timeMax: '2024-11-09T00:00:00-08:00' } }]));
    kids.push(tool('calendar_events_list', { calendarId: 'primary', q: 'Kenji 1:1', timeMin: '2024-11-04T00:00:00-08:00', timeMax: '2024-11-09T00:00:00-08:00' }, { kind: 'calendar#events', etag: R.etag(), nextSyncToken: R.syncToken(), items: [{ id: evId, iCalUID: evId + '@google.com', summary: 'Dana / Kenji 1:1', start: { dateTime: '2024-11-07T16:30:00-08:00', timeZone: 'America/Los_Angeles' }, end: { dateTime: '2024-11-07T17:00:00-08:00' }, attendees: [{ email: 'kenji.watanabe@kaizen-labs.jp', responseStatus: 'accepted' }, { email: 'dana.ruiz@kaizen-labs.com', self: true, responseStatus: 'accepted' }], etag: R.etag(), updated: R.iso(R.tick()) }] }));
    const fbIn = { timeMin: '2024-11-11T00:00:00Z', timeMax: '2024-11-16T00:00:00Z', timeZone: 'UTC', items: [{ id: 'primary' }, { id: 'kenji.watanabe@kaizen-labs.jp' }] };
    kids.push(llmBlocks('anthropic.messages.create', input([{ role: 'assistant', content: '[tool_use calendar_events_list]' }]), [{ type: 'tool_use', id: 'toolu_' + R.alnum(22), name: 'calendar_freebusy_query', input: fbIn }]));
    const busy = { kind: 'calendar#freeBusy', timeMin: fbIn.timeMin, timeMax: fbIn.timeMax, calendars: { primary: { busy: [{ start: '2024-11-11T17:00:00Z', end: '2024-11-11T19:00:00Z' }, { start: '2024-11-12T16:00:00Z', end: '2024-11-12T17:30:00Z' }, { start: '2024-11-13T00:00:00Z', end: '2024-11-13T01:00:00Z' }, { start: '2024-11-14T22:00:00Z', end: '2024-11-15T01:00:00Z' }] }, 'kenji.watanabe@kaizen-labs.jp': { busy: [{ start: '2024-11-11T23:00:00Z', end: '2024-11-12T02:00:00Z' }, { start: '2024-11-13T23:30:00Z', end: '2024-11-14T01:00:00Z' }, { start: '2024-11-14T00:00:00Z', end: '2024-11-14T03:00:00Z' }] } } };
    kids.push(tool('calendar_freebusy_query', fbIn, busy));
    kids.push(tool('timezone_convert', { instant: '2024-11-12T00:00:00Z', zones: ['America/Los_Angeles', 'Asia/Tokyo'] }, { 'America/Los_Angeles': 'Mon 11 Nov 2024 16:00 PST (UTC-8)', 'Asia/Tokyo': 'Tue 12 Nov 2024 09:00 JST (UTC+9)' }));
    const think = 'Los Angeles is UTC-8 after the DST change on 3 November and Tokyo is UTC+9 with no DST, so the offset is 17 hours. Dana\'s 8am to 7pm window is 16:00 to 03:00 UTC, Kenji\'s 8am to 7pm JST window is 23:00 to 10:00 UTC, so the only overlap is 23:00 to 03:00 UTC, which is 3pm to 7pm Pacific and 8am to noon the next day in Tokyo. Monday 23:00 to 02:00 UTC Kenji is busy, Tuesday evening Pacific Dana is busy at 00:00 to 01:00 UTC on the 13th, Wednesday Kenji is busy from 23:30 UTC, Thursday Dana is busy from 22:00 UTC. I should re-query free/busy for the week to confirm these blocks before choosing a slot.';
    kids.push(llmBlocks('anthropic.messages.create', input([{ role: 'user', content: '[tool_result freebusy]' }]), [{ type: 'thinking', thinking: think, signature: R.alnum(40) }, { type: 'tool_use', id: 'toolu_' + R.alnum(22), name: 'calendar_freebusy_query', input: fbIn }]));
    const busy2 = JSON.parse(JSON.stringify(busy));
    kids.push(tool('calendar_freebusy_query', fbIn, busy2));
    kids.push(llmBlocks('anthropic.messages.create', input([{ role: 'user', content: '[tool_result freebusy]' }]), [{ type: 'thinking', thinking: think.replace('after the DST change on 3 November', 'since the DST change on 3 November').replace('I should re-query', 'I should query'), signature: R.alnum(40) }, { type: 'tool_use', id: 'toolu_' + R.alnum(22), name: 'calendar_freebusy_query', input: fbIn }]));
    kids.push(tool('calendar_freebusy_query', fbIn, busy2));
    kids.unshift(span('chain', 'load_user_prefs', { user: 'dana.ruiz@kaizen-labs.com' }, { working_hours: '08:00-19:00', tz: 'America/Los_Angeles' }));
    for (let i = 0; i < 3; i++) kids.splice(2 + i, 0, span('chain', 'hook.pre_tool', { policy: 'calendar-write-guard', step: i + 1 }, { allowed: true }));
    kids.push(span('chain', 'run_terminated', { reason: 'max_turns' }, { turns: 8, stop: 'max_turns_exceeded' }));
    return agent('calendar_assistant', { goal }, { status: 'incomplete', reason: 'max_turns_exceeded' }, kids, { framework: 'anthropic-sdk custom loop', session: R.uuid() });
  },
},
{
  isolates: 'A notes agent working in Notion repeats its long summary-and-next-step message nearly verbatim after a block fetch returns the same children, then the run ends without writing the page.',
  stagnation: true,
  start: '2024-09-23T10:05:00Z',
  goal: 'Turn my messy "Q4 Hiring" Notion page into a clean summary at the top: open roles, interview stage per candidate, and blockers.',
  build(R, goal) {
    const pageId = R.notionId();
    const blocks = [
      ['paragraph', 'Backend eng (senior) – 3 in pipeline: Omar (onsite 10/2), Li (phone screen), Tess (offer pending comp)'],
      ['paragraph', 'Designer – req approved 9/12, no sourcing yet, waiting on Marisol for JD'],
      ['to_do', 'chase finance re Tess comp band'],
      ['paragraph', 'Data analyst – paused until budget reforecast'],
      ['bulleted_list_item', 'blocker: recruiter agency contract expired 9/30'],
    ];
    const children = { object: 'list', results: blocks.map(([t, txt]) => ({ object: 'block', id: R.notionId(), type: t, created_time: '2024-09-0' + R.int(1, 9) + 'T12:00:00.000Z', last_edited_time: R.isoNoMs(R.tick(-90000, -3600)).replace('Z', '.000Z'), has_children: false, [t]: { rich_text: [{ type: 'text', plain_text: txt }] } })), next_cursor: null, has_more: false, type: 'block', request_id: R.uuid() };
    const k = [];
    const gen = (content, calls) => span('generation', 'Generation', { model: 'gpt-4o-mini', input: [{ role: 'user', content: goal }] }, { content, tool_calls: calls }, { metadata: { usage: { input_tokens: R.int(900, 4000), output_tokens: R.int(40, 400) } } });
    k.push(gen(null, [{ name: 'notion_search', arguments: '{"query":"Q4 Hiring","filter":{"property":"object","value":"page"}}' }]));
    k.push(span('function', 'notion_search', '{"query":"Q4 Hiring","filter":{"property":"object","value":"page"}}', JSON.stringify({ object: 'list', results: [{ object: 'page', id: pageId, last_edited_time: R.isoNoMs(R.tick()), url: `https://www.notion.so/Q4-Hiring-${pageId.replace(/-/g, '')}` }], has_more: false })));
    k.push(gen(null, [{ name: 'notion_get_page', arguments: JSON.stringify({ page_id: pageId }) }]));
    k.push(span('function', 'notion_get_page', JSON.stringify({ page_id: pageId }), JSON.stringify({ object: 'page', id: pageId, properties: { title: { title: [{ plain_text: 'Q4 Hiring' }] } }, last_edited_by: { object: 'user', id: R.uuid() }, last_edited_time: R.isoNoMs(R.now()) })));
    k.push(gen(null, [{ name: 'notion_list_block_children', arguments: JSON.stringify({ block_id: pageId, page_size: 100 }) }]));
    k.push(span('function', 'notion_list_block_children', JSON.stringify({ block_id: pageId, page_size: 100 }), JSON.stringify(children)));
    k.push(gen(null, [{ name: 'notion_list_users', arguments: '{}' }]));
    k.push(span('function', 'notion_list_users', '{}', JSON.stringify({ results: [{ id: R.uuid(), name: 'Marisol Vega', type: 'person' }, { id: R.uuid(), name: 'Ade Okafor', type: 'person' }], has_more: false })));
    const summary = 'Here is what the page currently says. Open roles: Senior Backend Engineer with three candidates (Omar at onsite on 2 October, Li at phone screen, Tess at offer stage pending the comp band), Designer with the requisition approved on 12 September but no sourcing until Marisol delivers the job description, and Data Analyst paused until the budget reforecast. Blockers: the recruiter agency contract expired on 30 September and finance still has to confirm Tess\'s comp band. Next I will re-read the block children to make sure I have not missed any nested notes, then insert a callout block with this summary at the top of the page.';
    k.push(gen(summary, [{ name: 'notion_list_block_children', arguments: JSON.stringify({ block_id: pageId, page_size: 100 }) }]));
    k.push(span('function', 'notion_list_block_children', JSON.stringify({ block_id: pageId, page_size: 100 }), JSON.stringify({ ...children, request_id: R.uuid() })));
    k.push(gen(summary.replace('Here is what the page currently says.', 'Here is what the page says right now.').replace('Next I will', 'Next, I will'), [{ name: 'notion_list_block_children', arguments: JSON.stringify({ block_id: pageId, page_size: 100 }) }]));
    k.push(span('function', 'notion_list_block_children', JSON.stringify({ block_id: pageId, page_size: 100 }), JSON.stringify({ ...children, request_id: R.uuid() })));
    k.push(span('guardrail', 'pii_output_guardrail', { checked: 'final_output' }, { tripwire_triggered: false }));
    k.push(span('custom', 'MaxTurnsExceeded', { max_turns: 6 }, { raised: 'agents.exceptions.MaxTurnsExceeded' }, { error: 'Max turns (6) exceeded' }));
    const root = agent('Notion Organizer', { input: goal }, null, k, { framework: 'openai-agents', trace_id: 'trace_' + R.hex(32), group_id: R.uuid() });
    root.error = 'MaxTurnsExceeded: Max turns (6) exceeded';
    return root;
  },
},
];
