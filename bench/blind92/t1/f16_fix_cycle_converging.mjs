import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Google Docs agent revises a proposal until reviewer comments are resolved: open comments go 6, 4, 1, 0 after three different edits, then it notifies the reviewer.',
  stagnation: false,
  start: '2024-10-22T09:00:00Z',
  goal: 'Address all of Hugo\'s review comments on the "Partner Program Proposal" doc and let him know when it\'s ready.',
  build(R, goal) {
    const k = [];
    const docId = '1' + R.alnum(43);
    const comments = [['c1', 'Pricing table missing Gold tier'], ['c2', 'Define "qualified lead"'], ['c3', 'Timeline says Q1 but budget says Q2'], ['c4', 'Typo: "partnr"'], ['c5', 'Add legal review step'], ['c6', 'Cite 2023 churn number']];
    const list = (open) => { k.push(tool('drive_comments_list', { fileId: docId, includeDeleted: false, fields: 'comments(id,content,resolved,quotedFileContent)' }, { comments: comments.map(([id, c]) => ({ id: 'AAAA' + id + R.alnum(6), content: c, resolved: !open.includes(id), modifiedTime: R.iso(R.tick()) })) })); };
    list(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    const rounds = [
      ['Fixing the typo, adding the Gold tier row and defining "qualified lead" in section 2.', { requests: [{ replaceAllText: { containsText: { text: 'partnr', matchCase: true }, replaceText: 'partner' } }, { insertTableRow: { tableCellLocation: { tableStartLocation: { index: 812 }, rowIndex: 3 }, insertBelow: true } }] }, ['c1', 'c3', 'c5', 'c6'].filter((c) => c !== 'c1').concat([]), 4],
      ['Aligning the timeline to Q2, adding a Legal review step, and citing the 2023 churn figure (8.4%).', { requests: [{ replaceAllText: { containsText: { text: 'Launch: Q1 2025' }, replaceText: 'Launch: Q2 2025' } }, { insertText: { location: { index: 2210 }, text: '5. Legal review (2 weeks)\n' } }] }, null, 1],
      ['Hugo reopened the Gold tier comment asking for the annual price; adding €4,800/yr.', { requests: [{ insertText: { location: { index: 905 }, text: '€4,800 / year' } }] }, null, 0],
    ];
    const openAfter = [['c1', 'c3', 'c5', 'c6'], ['c1'], []];
    rounds.forEach(([why, req], i) => {
      k.push(llm('gpt-4o', [usr(goal)], why, [{ name: 'docs_batch_update', args: { documentId: docId, ...req } }]));
      k.push(tool('docs_batch_update', { documentId: docId, ...req }, { documentId: docId, replies: req.requests.map(() => ({})), writeControl: { requiredRevisionId: 'ALm37B' + R.alnum(20) } }));
      k.push(tool('drive_comments_resolve', { fileId: docId, count: [2, 3, 1][i] }, { resolved: [2, 3, 1][i] }));
      list(openAfter[i]);
    });
    k.push(llm('gpt-4o', [usr(goal)], 'All six comments are resolved. Letting Hugo know.', [{ name: 'gmail_send', args: { to: 'hugo.lefevre@partnerly.fr', subject: 'Partner Program Proposal – comments addressed' } }]));
    k.push(tool('gmail_send', { to: 'hugo.lefevre@partnerly.fr' }, { id: R.gmailId(), labelIds: ['SENT'] }));
    return agent('DocsAgent', { goal }, { output: 'ready for Hugo' }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
{
  isolates: 'A calendar import agent validates a CSV of team holidays; validation errors go 6, 3, 1, 0 after different fixes (date format, time zone, duplicate rows, a missing end date), then the import succeeds.',
  stagnation: false,
  start: '2024-12-30T10:00:00Z',
  goal: 'Import the 2025 team holidays spreadsheet into the shared "Team Out-of-Office" calendar.',
  build(R, goal) {
    const k = [];
    const v = (errs) => ({ valid: errs.length === 0, error_count: errs.length, errors: errs, checked_rows: 42, run: R.jobId('val'), elapsed: `${(R.int(80, 400) / 1000).toFixed(3)}s` });
    k.push(tool('sheets_values_get', { spreadsheetId: '1' + R.alnum(43), range: 'Holidays!A1:E43' }, { range: 'Holidays!A1:E43', majorDimension: 'ROWS', values: [['Name', 'Start', 'End', 'Type', 'Region'], ['Aylin', '02/01/2025', '03/01/2025', 'PTO', 'DE'], ['...', '...', '...', '...', '...']] }));
    const e6 = ['row 2: ambiguous date 02/01/2025', 'row 7: ambiguous date 05/06/2025', 'row 11: ambiguous date 04/03/2025', 'row 19: end before start', 'row 30: duplicate of row 29', 'row 41: missing End'];
    const steps = [
      ['Interpreting dates as DD/MM/YYYY (team is in Berlin) and rewriting them as ISO dates.', 'normalize_dates', { format_in: 'DD/MM/YYYY', format_out: 'YYYY-MM-DD' }, ['row 19: end before start', 'row 30: duplicate of row 29', 'row 41: missing End']],
      ['Row 19 had start/end swapped; fixing it and dropping duplicate row 30.', 'fix_rows', { swap: [19], drop: [30] }, ['row 41: missing End']],
      ['Row 41 (Jonas, single day off) gets End = Start.', 'fix_rows', { set: { 41: { End: '2025-08-15' } } }, []],
    ];
    k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'validate_ics_rows', args: { source: 'sheet' } }]));
    k.push(tool('validate_ics_rows', { source: 'sheet' }, v(e6)));
    steps.forEach(([why, t, a, errs]) => {
      k.push(llm('gpt-4o-mini', [usr(goal)], why, [{ name: t, args: a }]));
      k.push(tool(t, a, { ok: true, rows_changed: R.int(1, 40), tmp: R.tmp('csv') }));
      k.push(tool('validate_ics_rows', { source: 'sheet' }, v(errs)));
    });
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Validation clean. Importing 41 all-day events.', [{ name: 'calendar_import_batch', args: { calendarId: 'team-ooo@group.calendar.google.com', rows: 41 } }]));
    k.push(tool('calendar_import_batch', { rows: 41 }, { inserted: 41, failed: 0, batch_id: R.jobId('batch') }));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Imported 41 holidays into Team Out-of-Office.', []));
    return agent('LangGraph', { messages: [goal] }, { messages: ['done'] }, k, { framework: 'langgraph', thread_id: R.uuid() });
  },
},
{
  isolates: 'A mail-merge agent checks a newsletter template against the contact sheet; unresolved merge fields drop 5, 2, 0 after different fixes, and the campaign is scheduled.',
  stagnation: false,
  start: '2024-11-11T14:00:00Z',
  goal: 'Schedule the November client newsletter in Mailchimp for Thursday 9am, personalised with each client\'s first name and account manager.',
  build(R, goal) {
    const k = [];
    const cid = R.hex(10);
    k.push(tool('mailchimp_campaigns_get', { campaign_id: cid }, { id: cid, status: 'save', settings: { subject_line: 'November update for *|FNAME|*', from_name: 'Verde Advisory' }, recipients: { list_id: R.hex(10), segment_text: 'Clients' } }));
    const check = (errs) => { k.push(tool('mailchimp_campaign_checklist', { campaign_id: cid }, { is_ready: errs.length === 0, items: errs.length ? errs.map((e) => ({ type: 'error', id: R.int(1, 99), heading: 'Merge tags', details: e })) : [{ type: 'success', heading: 'Merge tags', details: 'All merge tags are valid.' }], _links: [] }, undefined, { 'x-request-id': R.uuid() })); };
    k.push(llmBlocks('claude-3-haiku', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'mailchimp_campaign_checklist', input: { campaign_id: cid } }]));
    check(['*|FIRSTNAME|* not in audience', '*|AM_NAME|* not in audience', '*|AM_EMAIL|* not in audience', '*|ACCOUNT_MGR|* not in audience', '*|FNAME* malformed']);
    const fixes = [
      ['Audience uses FNAME, not FIRSTNAME; fixing that and the malformed tag.', 'mailchimp_content_replace', { find: ['*|FIRSTNAME|*', '*|FNAME*'], replace: '*|FNAME|*' }, ['*|AM_NAME|* not in audience', '*|AM_EMAIL|* not in audience']],
      ['Account manager fields are missing from the audience; adding AMNAME and AMEMAIL merge fields filled from the CRM export, and updating tags.', 'mailchimp_merge_fields_create', { fields: [{ tag: 'AMNAME', type: 'text' }, { tag: 'AMEMAIL', type: 'email' }], backfill_from: 'crm_export_2024-11-11.csv' }, []],
    ];
    fixes.forEach(([why, t, a, errs]) => {
      k.push(llmBlocks('claude-3-haiku', { messages: [] }, [{ type: 'text', text: why }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: t, input: a }]));
      k.push(tool(t, a, { ok: true, updated: R.int(2, 120) }));
      if (errs.length === 0) k.push(tool('mailchimp_content_replace', { find: ['*|AM_NAME|*', '*|ACCOUNT_MGR|*', '*|AM_EMAIL|*'], replace: ['*|AMNAME|*', '*|AMNAME|*', '*|AMEMAIL|*'] }, { ok: true, updated: 3 }));
      check(errs);
    });
    k.push(llmBlocks('claude-3-haiku', { messages: [] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'mailchimp_campaign_schedule', input: { campaign_id: cid, schedule_time: '2024-11-14T08:00:00+00:00' } }]));
    k.push(tool('mailchimp_campaign_schedule', { campaign_id: cid, schedule_time: '2024-11-14T08:00:00+00:00' }, 'HTTP/1.1 204 No Content'));
    k.push(tool('mailchimp_campaigns_get', { campaign_id: cid }, { id: cid, status: 'schedule', send_time: '2024-11-14T08:00:00+00:00' }));
    k.push(llmBlocks('claude-3-haiku', { messages: [] }, [{ type: 'text', text: 'The newsletter passes the checklist and is scheduled for Thursday 14 Nov at 9:00 CET, personalised with first name and account manager.' }]));
    return agent('newsletter-agent', { goal }, { status: 'scheduled' }, k, { framework: 'anthropic tool-runner', conversation_id: R.uuid() });
  },
},
];
