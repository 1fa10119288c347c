import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Gmail agent tries four different fixes to a raw MIME draft (quoting the display name, CRLF line endings, base64url padding, dropping Cc) and every users.messages.send returns the same 400 Invalid To header, differing only in request ids and timestamps.',
  stagnation: false,
  start: '2024-10-30T09:02:00Z',
  goal: 'Send the approved budget summary to the two regional leads (Zoë Laurent and Björn Åkesson) from my Gmail, cc finance.',
  build(R, goal) {
    const k = [];
    const err = () => ({ error: { code: 400, message: 'Invalid To header', errors: [{ message: 'Invalid To header', domain: 'global', reason: 'invalidArgument' }], status: 'INVALID_ARGUMENT' } });
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'contacts_lookup', args: { names: ['Zoë Laurent', 'Björn Åkesson'] } }]));
    k.push(tool('contacts_lookup', { names: ['Zoë Laurent', 'Björn Åkesson'] }, { results: [{ name: 'Zoë Laurent', email: 'zoe.laurent@hexa-group.eu', resourceName: 'people/c' + R.digits(19) }, { name: 'Björn Åkesson', email: 'bjorn.akesson@hexa-group.eu', resourceName: 'people/c' + R.digits(19) }] }));
    const fixes = [
      ['First attempt with a plain RFC 2822 message.', 'To: Zoë Laurent <zoe.laurent@hexa-group.eu>, Björn Åkesson <bjorn.akesson@hexa-group.eu>'],
      ['The header may need quoted display names; quoting them.', 'To: "Zoë Laurent" <zoe.laurent@hexa-group.eu>, "Björn Åkesson" <bjorn.akesson@hexa-group.eu>'],
      ['Perhaps the line endings are wrong; switching to CRLF and re-encoding with base64url without padding.', 'To: "Zoë Laurent" <zoe.laurent@hexa-group.eu>,\r\n "Björn Åkesson" <bjorn.akesson@hexa-group.eu>'],
      ['Removing the Cc line and the Content-Language header in case they confuse the parser.', 'To: "Zoë Laurent" <zoe.laurent@hexa-group.eu>, "Björn Åkesson" <bjorn.akesson@hexa-group.eu>'],
      ['Trying with the addresses in a different order and a trailing semicolon removed.', 'To: "Björn Åkesson" <bjorn.akesson@hexa-group.eu>, "Zoë Laurent" <zoe.laurent@hexa-group.eu>'],
    ];
    fixes.forEach(([why, to], i) => {
      k.push(llm('gpt-4o', [usr(goal)], why, [{ name: 'build_mime', args: { to_header: to, cc: i < 3 ? 'finance@hexa-group.eu' : null, subject: 'Approved FY25 budget summary', attachment: 'FY25_budget_summary_v7.pdf' } }]));
      const raw = R.alnum(120).replace(/[+/]/g, '_');
      k.push(tool('build_mime', { to_header: to }, { raw: raw + '...', bytes: R.int(48000, 48100), tmpfile: R.tmp('eml') }));
      k.push(tool('gmail_users_messages_send', { userId: 'me', body: { raw: raw + '...' } }, { status: 400, headers: { 'x-goog-request-id': R.hex(16), date: R.http(R.tick()), server: 'ESF', 'alt-svc': 'h3=":443"; ma=2592000' }, body: err() }, 'HttpError 400 when requesting https://gmail.googleapis.com/gmail/v1/users/me/messages/send?alt=json returned "Invalid To header"'));
    });
    return agent('AgentExecutor', { input: goal }, { output: 'I was unable to send the email: Gmail keeps rejecting the To header.' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A Jira agent creating a bug changes the priority name, the components array, the issue type id and the reporter in turn, and each POST /rest/api/3/issue returns the same 400 errors object for customfield_10042.',
  stagnation: false,
  start: '2024-09-12T14:30:00Z',
  goal: 'File a Jira bug in project OPS for the broken expense-report export the CFO complained about in email, priority High, and link the email thread.',
  build(R, goal) {
    const k = [];
    const fail = () => ({ status: 400, headers: { 'x-arequestid': `${R.int(100, 999)}x${R.digits(7)}x${R.int(1, 9)}`, 'atl-traceid': R.hex(16), date: R.http(R.tick()) }, body: { errorMessages: [], errors: { customfield_10042: 'Field \'customfield_10042\' cannot be set. It is not on the appropriate screen, or unknown.' } } });
    k.push(llmBlocks('claude', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'gmail_search', input: { q: 'from:cfo expense export' } }]));
    k.push(tool('gmail_search', { q: 'from:cfo expense export' }, { messages: [{ id: R.gmailId(), threadId: R.gmailId(), snippet: 'The expense report CSV export has been timing out since Monday; I need it for the board pack.' }] }));
    k.push(tool('jira_get_create_meta', { projectKeys: 'OPS', issuetypeNames: 'Bug' }, { projects: [{ key: 'OPS', issuetypes: [{ id: '10004', name: 'Bug', fields: { summary: { required: true }, priority: { required: false }, components: { required: false } } }] }] }));
    const fields = { project: { key: 'OPS' }, summary: 'Expense report CSV export times out', issuetype: { id: '10004' }, priority: { name: 'High' }, customfield_10042: 'https://mail.google.com/mail/u/0/#inbox/thread' };
    const edits = [
      ['Creating the issue with the email link in the Source Email field.', {}],
      ['Maybe priority must be given by id. Using priority id 2.', { priority: { id: '2' } }],
      ['Adding the Finance Tools component, which may be required for that field.', { priority: { id: '2' }, components: [{ name: 'Finance Tools' }] }],
      ['Trying issue type "Task" (id 10002) instead of Bug.', { priority: { id: '2' }, issuetype: { id: '10002' } }],
      ['Setting reporter explicitly to the CFO account.', { priority: { id: '2' }, reporter: { accountId: '5b10ac8d82e05b22cc7d4ef5' } }],
    ];
    edits.forEach(([t, patch]) => {
      const body = { fields: { ...fields, ...patch } };
      k.push(llmBlocks('claude', { messages: [{ role: 'user', content: goal }] }, [{ type: 'text', text: t }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'jira_create_issue', input: body }]));
      k.push(tool('jira_create_issue', JSON.stringify(body), fail(), 'HTTP 400 Bad Request'));
    });
    k.push(llmBlocks('claude', { messages: [] }, [{ type: 'text', text: 'I could not create the issue; Jira rejects the Source Email field.' }]));
    return agent('jira-mail-agent', { goal }, { status: 'failed' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
{
  isolates: 'A calendar agent creating a recurring focus block edits the RRULE, the timeZone, the date format and the end time, and every events.insert returns the same 400 "Invalid recurrence rule" apart from etag-free request noise.',
  stagnation: false,
  start: '2024-11-18T08:00:00Z',
  goal: 'Block 9-11am every weekday for focus time in my calendar until the end of January, except on the day I\'m off (Dec 24).',
  build(R, goal) {
    const k = [];
    const base = { summary: 'Focus time', start: { dateTime: '2024-11-19T09:00:00', timeZone: 'Europe/Berlin' }, end: { dateTime: '2024-11-19T11:00:00', timeZone: 'Europe/Berlin' }, transparency: 'opaque', eventType: 'focusTime', focusTimeProperties: { autoDeclineMode: 'declineOnlyNewConflictingInvitations', chatStatus: 'doNotDisturb' } };
    const tries = [
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20250131', 'EXDATE:20241224'] },
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20250131T235959Z', 'EXDATE;TZID=Europe/Berlin:20241224T090000'] },
      { recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20250131T225959Z', 'EXDATE:20241224T080000Z'], start: { dateTime: '2024-11-19T08:00:00Z' }, end: { dateTime: '2024-11-19T10:00:00Z' } },
      { recurrence: ['RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,TU,WE,TH,FR;COUNT=54', 'EXDATE:20241224'] },
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20250131', 'EXDATE;VALUE=DATE:20241224'], start: { dateTime: '2024-11-19T09:00:00+01:00' }, end: { dateTime: '2024-11-19T11:00:00+01:00' } },
    ];
    k.push(chain('RunnableSequence', { goal }, { tz: 'Europe/Berlin' }, [tool('calendar_settings_get', { setting: 'timezone' }, { kind: 'calendar#setting', etag: R.etag(), id: 'timezone', value: 'Europe/Berlin' }), tool('calendar_settings_get', { setting: 'weekStart' }, { kind: 'calendar#setting', etag: R.etag(), id: 'weekStart', value: '1' })]));
    tries.forEach((t, i) => {
      const body = { ...base, ...t };
      k.push(llm('ChatVertexAI', [usr(goal)], i ? `Adjusting the event: ${['UNTIL with time and TZID on EXDATE', 'DAILY with UTC times', 'COUNT instead of UNTIL', 'VALUE=DATE on EXDATE and explicit offsets'][i - 1]}.` : null, [{ name: 'calendar_events_insert', args: { calendarId: 'primary', body } }], { ls_model_name: 'gemini-1.5-pro-002' }));
      k.push(tool('calendar_events_insert', { calendarId: 'primary', body }, null, `<HttpError 400 when requesting https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json returned "Invalid recurrence rule.". Details: "[{'domain': 'global', 'reason': 'invalid', 'message': 'Invalid recurrence rule.'}]"> (x-guploader-request ${R.hex(12)}, elapsed ${R.ms(90, 300)}ms, at ${R.iso(R.tick())})`));
    });
    k.push(llm('ChatVertexAI', [usr(goal)], 'Google Calendar keeps rejecting the recurrence, so I could not create the focus block.', []));
    return agent('LangGraph', { messages: [goal] }, { messages: ['failed'] }, k, { framework: 'langgraph', thread_id: R.uuid() });
  },
},
];
