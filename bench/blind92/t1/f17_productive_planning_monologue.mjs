import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A travel agent writes five long planning steps in a row for a family week in Portugal, each adding new numbers (budget split, drive times, dates, prices) and decisions, then books the pieces.',
  stagnation: false,
  start: '2024-05-02T19:00:00Z',
  goal: 'Plan a 7-night family trip to Portugal (2 adults, kids 6 and 9) in late July, budget €4,500 all in, from Manchester. Beach plus one city. Book what you can.',
  build(R, goal) {
    const k = [];
    const steps = [
      'Budget first: €4,500 total. Flights MAN–FAO or MAN–LIS for four in late July typically run €900–1,300 return, so I will reserve €1,200 for flights, €2,100 for 7 nights of lodging (€300/night average), €450 for a rental car with a child seat, and €750 for food and activities. That leaves no slack, so lodging is where I must be careful.',
      'Route: flying into Lisbon and out of Faro avoids backtracking. Lisbon 2 nights (Oceanário and Belém suit a 6- and 9-year-old), then drive 2h45 south to the Algarve for 5 beach nights. An open-jaw ticket MAN→LIS, FAO→MAN is usually only €40–60 more than a return on easyJet, much cheaper than driving back.',
      'Dates: UK school holidays start on 23 July in Greater Manchester. Saturday 27 July to Saturday 3 August avoids the first-weekend peak; Saturday changeovers also match Algarve apartment rules, which are often Saturday-to-Saturday in high season.',
      'Lodging: in Lisbon a family room in Belém or Parque das Nações (near the Oceanário) at €180–220/night, so about €400 for 2 nights. That leaves €1,700 for 5 Algarve nights, €340/night, enough for a 2-bedroom apartment with a pool in Carvoeiro or Alvor; Alvor has the calmer lagoon beach, better for the 6-year-old.',
      'Car: pick up in Lisbon on 29 July at Oriente (not the airport, to skip 2 days of parking at €25/day), drop at Faro airport on 3 August. One-way fee is typically €50–80. Order of booking: flights first since their prices move most, then the Alvor apartment, then Lisbon, then car.',
    ];
    steps.forEach((t, i) => k.push(llm('gpt-4o', [usr(goal)], t, [], { step: i + 1 })));
    const calls = [
      ['flights_search', { slices: [{ from: 'MAN', to: 'LIS', date: '2024-07-27' }, { from: 'FAO', to: 'MAN', date: '2024-08-03' }], pax: { adults: 2, children: [6, 9] } }, { offers: [{ id: 'off_' + R.alnum(16), carrier: 'U2', total: 'GBP 1,018.40', fare_expires_at: R.iso(R.tick(600, 900)) }] }],
      ['flights_book', { offer: 'U2 open-jaw' }, { booking_reference: R.upper(6), status: 'confirmed', total: 'GBP 1,018.40' }],
      ['stays_search', { location: 'Alvor', checkin: '2024-07-29', checkout: '2024-08-03', guests: 4, bedrooms: 2, pool: true }, { results: [{ name: 'Alvor Baía Apartments', total: 'EUR 1,590', rating: 8.7 }, { name: 'Casa do Lago T2', total: 'EUR 1,745', rating: 9.1 }] }],
      ['stays_book', { name: 'Alvor Baía Apartments' }, { confirmation: 'HB-' + R.digits(8), total: 'EUR 1,590', cancellation: 'free until 2024-07-15' }],
      ['stays_search', { location: 'Lisbon Parque das Nações', checkin: '2024-07-27', checkout: '2024-07-29', guests: 4 }, { results: [{ name: 'Hotel Olissippo Oriente', room: 'Family Room', total: 'EUR 398' }] }],
      ['stays_book', { name: 'Hotel Olissippo Oriente' }, { confirmation: 'HB-' + R.digits(8), total: 'EUR 398' }],
      ['cars_search', { pickup: 'Lisboa Oriente', dropoff: 'FAO', from: '2024-07-29T10:00', to: '2024-08-03T09:00', extras: ['child_seat', 'booster'] }, { quotes: [{ supplier: 'Europcar', car: 'VW Touran or similar', total: 'EUR 436.20', one_way_fee: 'EUR 65' }] }],
      ['cars_book', { supplier: 'Europcar' }, { reservation: 'EC' + R.digits(9), total: 'EUR 436.20' }],
    ];
    calls.forEach(([n, a, o]) => { k.push(llm('gpt-4o', [usr(goal)], null, [{ name: n, args: a }])); k.push(tool(n, a, o)); });
    k.push(llm('gpt-4o', [usr(goal)], 'Booked: easyJet MAN→LIS 27 Jul / FAO→MAN 3 Aug (£1,018.40 ≈ €1,195), Olissippo Oriente 2 nights (€398), Alvor Baía 5 nights (€1,590), Europcar Touran (€436.20). Total ≈ €3,619, leaving ≈ €880 for food and activities.', []));
    return agent('AgentExecutor', { input: goal }, { output: 'trip booked' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A calendar agent with extended thinking plans a crunch week in four long thinking steps, each placing different meetings with specific times and trade-offs, then applies the moves.',
  stagnation: false,
  start: '2024-11-17T20:00:00Z',
  goal: 'Next week is crunch for the board deck (due Friday noon). Reshuffle my calendar so I get at least 3 hours of deep work every day, without dropping anything with external people.',
  build(R, goal) {
    const k = [];
    k.push(tool('calendar_events_list', { timeMin: '2024-11-18T00:00:00-05:00', timeMax: '2024-11-23T00:00:00-05:00' }, { items: [['Mon 9:00-10:00', 'Staff meeting (internal, 9)'], ['Mon 13:00-14:00', 'Acme QBR (external)'], ['Tue 10:00-11:30', 'Hiring debrief'], ['Tue 14:00-15:00', '1:1 Sam'], ['Wed 9:30-10:00', '1:1 Priya'], ['Wed 11:00-12:00', 'Investor call (external)'], ['Thu 10:00-12:00', 'Product review'], ['Thu 15:00-15:30', 'Dentist'], ['Fri 9:00-9:30', 'Standup']].map(([w, s]) => ({ id: R.alnum(26).toLowerCase(), summary: s, when: w, etag: R.etag() })), nextSyncToken: R.syncToken() }));
    const th = [
      'Constraints: deep work blocks of 3h, deck due Fri 12:00, externals fixed (Mon 13:00 Acme QBR, Wed 11:00 investor call, Thu 15:00 dentist is personal so also fixed). Monday: 9–10 staff meeting and 13–14 QBR leave 10:00–13:00 free, exactly 3h, so Monday needs no change.',
      'Tuesday: the hiring debrief 10:00–11:30 and 1:1 Sam 14:00–15:00 split the day into 8:30–10:00, 11:30–14:00 and 15:00–18:00. Moving the 1:1 with Sam to 11:30–12:00 (he is free, checked earlier pattern) opens 14:00–17:00 as 3h deep work.',
      'Wednesday: 1:1 Priya 9:30–10:00 and investor call 11:00–12:00. Afternoon 13:00–17:00 is already open, so I block 13:30–16:30. No moves needed; I will just protect it with a focus-time event so new invites get declined.',
      'Thursday is the problem: product review 10:00–12:00 and dentist 15:00–15:30 leave only 12:00–15:00 (3h, but lunch). Product review is internal with 6 people; shortening it to 10:00–11:00 and moving the deck section to async comments gives 11:00–14:00. Friday: standup 9:00–9:30 then 9:30–12:00 is 2.5h before the deadline, which is fine since the deck ships at noon.',
    ];
    th.forEach((t) => k.push(llmBlocks('claude-3-7-sonnet', { messages: [{ role: 'user', content: goal }], thinking: { type: 'enabled', budget_tokens: 8000 } }, [{ type: 'thinking', thinking: t, signature: R.alnum(48) }])));
    const ops = [['calendar_events_patch', { event: '1:1 Sam', start: '2024-11-19T11:30:00-05:00', end: '2024-11-19T12:00:00-05:00', sendUpdates: 'all' }], ['calendar_events_insert', { summary: 'Deep work – board deck', start: '2024-11-18T10:00:00-05:00', end: '2024-11-18T13:00:00-05:00', eventType: 'focusTime' }], ['calendar_events_insert', { summary: 'Deep work – board deck', start: '2024-11-19T14:00:00-05:00', end: '2024-11-19T17:00:00-05:00', eventType: 'focusTime' }], ['calendar_events_insert', { summary: 'Deep work – board deck', start: '2024-11-20T13:30:00-05:00', end: '2024-11-20T16:30:00-05:00', eventType: 'focusTime' }], ['calendar_events_patch', { event: 'Product review', end: '2024-11-21T11:00:00-05:00', sendUpdates: 'all', description: 'Deck section moved to async comments' }], ['calendar_events_insert', { summary: 'Deep work – board deck', start: '2024-11-21T11:00:00-05:00', end: '2024-11-21T14:00:00-05:00', eventType: 'focusTime' }], ['calendar_events_insert', { summary: 'Deck final pass', start: '2024-11-22T09:30:00-05:00', end: '2024-11-22T12:00:00-05:00', eventType: 'focusTime' }]];
    ops.forEach(([n, a]) => { k.push(llmBlocks('claude-3-7-sonnet', { messages: [] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: n, input: a }])); k.push(tool(n, a, { id: R.alnum(26).toLowerCase(), status: 'confirmed', etag: R.etag(), updated: R.iso(R.tick()) })); });
    k.push(llmBlocks('claude-3-7-sonnet', { messages: [] }, [{ type: 'text', text: 'Done: 3h deep-work blocks Mon–Thu plus 2.5h Friday morning; moved Sam\'s 1:1 to Tue 11:30 and shortened Thursday\'s product review to one hour. No external meetings touched.' }]));
    return agent('calendar-planner', { goal }, { status: 'done' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
{
  isolates: 'An inbox agent reads a backlog summary, then reasons in four long steps that each assign different threads to reply/delegate/archive with names and deadlines, and executes the plan.',
  stagnation: false,
  start: '2024-08-26T07:00:00Z',
  goal: 'I\'m back from two weeks off with 340 unread emails. Make a plan to get through them and do the obvious parts for me.',
  build(R, goal) {
    const k = [];
    k.push(tool('gmail_stats', { q: 'is:unread after:2024/08/10' }, { total: 340, by_category: { promotions: 121, updates: 88, forums: 19, primary: 112 }, top_senders: [['notifications@github.com', 47], ['jira@acme.atlassian.net', 38], ['Lena Park (CEO)', 6], ['Ops alerts', 23]] }));
    const steps = [
      'Promotions (121) and forums (19) are 140 messages nobody expects me to answer; bulk-archive them but keep anything with an order or invoice keyword out of the archive, which is 9 messages by a quick subject scan.',
      'GitHub (47) and Jira (38) notifications are 85 messages; the only ones that matter are review requests still open. Filtering GitHub to "review_requested" gives 4 PRs (#2231, #2240, #2255, #2262); I will add them to Todoist due today and archive the other 43.',
      'Of the 112 primary messages, 6 are from Lena (CEO): 2 need a decision on the Q4 hiring freeze (reply today), 4 are FYI. 23 ops alerts were auto-resolved per the incident channel, so they can be archived. That leaves 83 primary messages for a 45-minute triage block.',
      'Plan for the day: 9:00 reply to Lena\'s two hiring-freeze threads, 9:30–10:15 triage block for the 83, 11:00 review PRs in order of age (#2231 first, waiting 12 days). I will create the calendar blocks and the Todoist tasks now.',
    ];
    steps.forEach((t) => k.push(llm('gpt-4o', [usr(goal)], t, [])));
    const ops = [['gmail_batch_modify', { q: 'category:promotions is:unread -invoice -order', removeLabelIds: ['INBOX', 'UNREAD'] }, { modified: 112 }], ['gmail_batch_modify', { q: 'category:forums is:unread', removeLabelIds: ['INBOX'] }, { modified: 19 }], ['gmail_batch_modify', { q: 'from:notifications@github.com -review_requested', removeLabelIds: ['INBOX'] }, { modified: 43 }], ['todoist_add_tasks', { tasks: ['Review PR #2231', 'Review PR #2240', 'Review PR #2255', 'Review PR #2262'], due: 'today' }, { added: 4, ids: [R.digits(10), R.digits(10), R.digits(10), R.digits(10)] }], ['gmail_batch_modify', { q: 'from:alerts@ops label:resolved', removeLabelIds: ['INBOX'] }, { modified: 23 }], ['calendar_events_insert', { summary: 'Reply to Lena – hiring freeze', start: '2024-08-26T09:00:00+01:00', end: '2024-08-26T09:30:00+01:00' }, { id: R.alnum(26).toLowerCase(), status: 'confirmed' }], ['calendar_events_insert', { summary: 'Email triage (83)', start: '2024-08-26T09:30:00+01:00', end: '2024-08-26T10:15:00+01:00' }, { id: R.alnum(26).toLowerCase(), status: 'confirmed' }]];
    ops.forEach(([n, a, o]) => { k.push(llm('gpt-4o', [usr(goal)], null, [{ name: n, args: a }])); k.push(tool(n, a, o)); });
    k.push(llm('gpt-4o', [usr(goal)], 'Archived 197 low-value emails, queued 4 PR reviews in Todoist, and blocked 9:00 for Lena\'s hiring-freeze threads and 9:30 for the remaining 83 primary emails.', []));
    return agent('AgentExecutor', { input: goal }, { output: 'plan executed' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
];
