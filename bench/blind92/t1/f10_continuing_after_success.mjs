import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'An email agent sends the reply, the API confirms the message id in SENT, then it re-checks the sent folder, re-reads the same message and re-announces success four more times until the step cap.',
  stagnation: true,
  start: '2024-10-10T08:00:00Z',
  goal: 'Reply to Marco\'s email about the Q3 board deck and tell him I\'ll send comments by Wednesday.',
  build(R, goal) {
    const k = [];
    const tid = R.gmailId(), mid = R.gmailId(), sent = R.gmailId();
    k.push(tool('gmail_search', { q: 'from:marco subject:"board deck"' }, { messages: [{ id: mid, threadId: tid }], resultSizeEstimate: 1 }));
    k.push(tool('gmail_get_message', { id: mid }, { id: mid, threadId: tid, snippet: 'Hi, attached is the Q3 board deck v3 — can you review by end of week?', payload: { headers: [{ name: 'Message-ID', value: `<CA+${R.alnum(30)}@mail.gmail.com>` }] } }));
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'gmail_send', args: { threadId: tid, to: 'marco.bellini@orbis.it', subject: 'Re: Q3 board deck', body: 'Hi Marco, thanks — I\'ll send my comments on the deck by Wednesday. Best, Ana' } }]));
    k.push(tool('gmail_send', { threadId: tid }, { id: sent, threadId: tid, labelIds: ['SENT'] }));
    const ann = `Done — I replied to Marco in the "Q3 board deck" thread (message ${sent}) saying you will send comments by Wednesday.`;
    for (let i = 0; i < 5; i++) {
      k.push(llm('gpt-4o', [usr(goal)], i === 0 ? ann : ann + ' Let me double-check it was sent.', [{ name: i % 2 ? 'gmail_get_message' : 'gmail_list_sent', args: i % 2 ? { id: sent } : { labelIds: ['SENT'], maxResults: 1 } }]));
      k.push(tool(i % 2 ? 'gmail_get_message' : 'gmail_list_sent', i % 2 ? { id: sent } : { labelIds: ['SENT'], maxResults: 1 }, i % 2 ? { id: sent, threadId: tid, labelIds: ['SENT'], historyId: R.historyId() } : { messages: [{ id: sent, threadId: tid }], resultSizeEstimate: 1, nextPageToken: R.digits(20) }));
    }
    k.push(span('chain', 'max_iterations', { limit: 12 }, 'Agent stopped due to iteration limit or time limit.'));
    return agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A calendar agent creates the dentist appointment (201 with iCalUID), then lists the day, gets the event again and re-inserts an update with the same fields three more times, learning nothing new.',
  stagnation: false,
  start: '2024-11-12T18:00:00Z',
  goal: 'Add my dentist appointment on Nov 19 at 8:30am for an hour at Smile Dental, 22 Rue Oberkampf, with a 1-day reminder.',
  build(R, goal) {
    const k = [];
    const id = R.alnum(26).toLowerCase();
    const ev = { summary: 'Dentist – Smile Dental', location: '22 Rue Oberkampf, 75011 Paris', start: { dateTime: '2024-11-19T08:30:00+01:00' }, end: { dateTime: '2024-11-19T09:30:00+01:00' }, reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 1440 }] } };
    k.push(llm('gemini-1.5-pro', [usr(goal)], null, [{ name: 'calendar_events_insert', args: ev }]));
    k.push(tool('calendar_events_insert', ev, { kind: 'calendar#event', id, iCalUID: id + '@google.com', status: 'confirmed', htmlLink: 'https://www.google.com/calendar/event?eid=' + R.alnum(40), etag: R.etag(), created: R.iso(R.tick()), ...ev }));
    k.push(llm('gemini-1.5-pro', [usr(goal)], 'The appointment is in your calendar for 19 November 8:30–9:30 with a reminder one day before.', [{ name: 'calendar_events_list', args: { timeMin: '2024-11-19T00:00:00+01:00', timeMax: '2024-11-20T00:00:00+01:00' } }]));
    for (let i = 0; i < 3; i++) {
      k.push(tool('calendar_events_list', { timeMin: '2024-11-19T00:00:00+01:00', timeMax: '2024-11-20T00:00:00+01:00' }, { items: [{ id, summary: ev.summary, start: ev.start, etag: R.etag(), updated: R.iso(R.tick()) }], nextSyncToken: R.syncToken() }));
      k.push(llm('gemini-1.5-pro', [usr(goal)], null, [{ name: 'calendar_events_get', args: { eventId: id } }]));
      k.push(tool('calendar_events_get', { eventId: id }, { id, status: 'confirmed', ...ev, etag: R.etag(), sequence: 0 }));
      k.push(llm('gemini-1.5-pro', [usr(goal)], null, [{ name: 'calendar_events_patch', args: { eventId: id, body: { reminders: ev.reminders } } }]));
      k.push(tool('calendar_events_patch', { eventId: id, body: { reminders: ev.reminders } }, { id, status: 'confirmed', etag: R.etag(), updated: R.iso(R.tick()), reminders: ev.reminders }));
      if (i < 2) k.push(llm('gemini-1.5-pro', [usr(goal)], null, [{ name: 'calendar_events_list', args: { timeMin: '2024-11-19T00:00:00+01:00', timeMax: '2024-11-20T00:00:00+01:00' } }]));
    }
    k.push(span('chain', 'max_llm_calls', { limit: 10 }, null, { error: 'LlmCallsLimitExceededError' }));
    k[k.length - 1].error = 'Max number of llm calls limit of 10 exceeded';
    return agent('calendar_agent', { goal }, null, k, { framework: 'google-adk', invocation_id: 'e-' + R.uuid() });
  },
},
{
  isolates: 'A Todoist agent completes the task list import (sync_status ok for every command), then keeps re-running the same sync read and re-posting the same "all 6 tasks added" confirmation to Slack, four times.',
  stagnation: true,
  start: '2024-09-01T20:00:00Z',
  goal: 'Add my six move-house tasks from the note "Moving checklist" into Todoist project Home with the due dates in the note, then let me know in Slack.',
  build(R, goal) {
    const k = [];
    const tasks = [['Book movers', '2024-09-05'], ['Transfer internet to new flat', '2024-09-10'], ['Change address with bank', '2024-09-12'], ['Cancel gym', '2024-09-15'], ['Return old keys to agency', '2024-09-30'], ['Register at new Bürgeramt', '2024-09-20']];
    k.push(tool('notes_get', { title: 'Moving checklist' }, { id: R.uuid(), body: tasks.map(([t, d]) => `- [ ] ${t} (by ${d})`).join('\n'), last_edited_time: R.iso(R.tick(-7200, -3600)) }));
    const cmds = tasks.map(([t, d]) => ({ type: 'item_add', temp_id: R.uuid(), uuid: R.uuid(), args: { content: t, project_id: '2203306141', due: { date: d } } }));
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'todoist_sync', args: { commands: JSON.stringify(cmds) } }]));
    k.push(tool('todoist_sync', { commands: JSON.stringify(cmds) }, { sync_status: Object.fromEntries(cmds.map((c) => [c.uuid, 'ok'])), temp_id_mapping: Object.fromEntries(cmds.map((c) => [c.temp_id, R.alnum(16)])), full_sync: false, sync_token: R.alnum(40) }));
    const msg = 'All 6 moving tasks are now in Todoist › Home with their due dates (first one: Book movers, due 5 Sep).';
    for (let i = 0; i < 4; i++) {
      k.push(llm('gpt-4o', [usr(goal)], msg, [{ name: 'slack_post', args: { channel: '@me', text: msg } }]));
      k.push(tool('slack_post', { channel: '@me', text: msg }, { ok: true, ts: R.slackTs(R.tick()) }));
      k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'todoist_get_tasks', args: { project_id: '2203306141' } }]));
      k.push(tool('todoist_get_tasks', { project_id: '2203306141' }, tasks.map(([t, d]) => ({ id: R.digits(10), content: t, due: { date: d, string: d, is_recurring: false }, is_completed: false }))));
    }
    return agent('HomeAdmin', { goal }, { status: 'step_limit' }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
];
