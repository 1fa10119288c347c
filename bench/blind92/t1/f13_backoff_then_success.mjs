import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Graph calendar agent gets 429 TooManyRequests with Retry-After twice on the same POST /me/events, waits as told, then gets 201 Created and confirms the invite.',
  stagnation: false,
  start: '2024-10-03T13:25:00Z',
  goal: 'Set up the quarterly planning workshop on 15 Oct 10:00-16:00 in Teams for the leadership group and include the agenda doc link.',
  build(R, goal) {
    const k = [];
    k.push(tool('graph_list_group_members', { group: 'leadership@fabrikam.com' }, { value: ['cto', 'cfo', 'vp-sales', 'vp-eng', 'head-people'].map((a) => ({ id: R.uuid(), mail: `${a}@fabrikam.com` })) }));
    k.push(tool('drive_search', { q: "name contains 'Q4 planning agenda'" }, { value: [{ name: 'Q4 planning agenda.docx', webUrl: 'https://fabrikam.sharepoint.com/:w:/s/leadership/E' + R.alnum(40) }] }));
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'graph_get_schedule', args: { schedules: ['cto@fabrikam.com', 'cfo@fabrikam.com', 'vp-sales@fabrikam.com', 'vp-eng@fabrikam.com', 'head-people@fabrikam.com'], startTime: { dateTime: '2024-10-15T10:00:00', timeZone: 'W. Europe Standard Time' }, endTime: { dateTime: '2024-10-15T16:00:00', timeZone: 'W. Europe Standard Time' }, availabilityViewInterval: 60 } }]));
    k.push(tool('graph_get_schedule', { schedules: 5 }, { value: ['cto', 'cfo', 'vp-sales', 'vp-eng', 'head-people'].map((a, i) => ({ scheduleId: `${a}@fabrikam.com`, availabilityView: i === 2 ? '000200' : '000000', workingHours: { startTime: '08:30:00.0000000', endTime: '17:30:00.0000000', timeZone: { name: 'W. Europe Standard Time' } } })) }));
    k.push(llm('gpt-4o', [usr(goal)], 'Everyone is free except the VP Sales, who is tentative 13:00–14:00; that is fine for a workshop. Creating the event.', []));
    const body = { subject: 'Quarterly planning workshop', start: { dateTime: '2024-10-15T10:00:00', timeZone: 'W. Europe Standard Time' }, end: { dateTime: '2024-10-15T16:00:00', timeZone: 'W. Europe Standard Time' }, isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness', attendees: 5 };
    for (let i = 0; i < 3; i++) {
      k.push(llm('gpt-4o', [usr(goal)], i === 0 ? null : `Throttled; waited ${i === 1 ? 4 : 9} seconds as Retry-After asked. Retrying.`, [{ name: 'graph_create_event', args: body }]));
      k.push(tool('graph_create_event', body, { status: 429, headers: { 'Retry-After': String(i === 0 ? 4 : 9), 'request-id': R.uuid(), 'x-ms-throttle-scope': 'Mailbox', Date: R.http(R.tick()) }, body: { error: { code: 'ApplicationThrottled', message: 'Application is over its MailboxConcurrency limit.' } } }, 'HTTP 429 TooManyRequests'));
      if (i === 1) break;
      k.push(span('chain', 'sleep', { seconds: 4 }, null));
    }
    k.push(span('chain', 'sleep', { seconds: 9 }, null));
    k.push(llm('gpt-4o', [usr(goal)], 'Retrying after 9 seconds.', [{ name: 'graph_create_event', args: body }]));
    const id = R.graphId();
    k.push(tool('graph_create_event', body, { status: 201, headers: { ETag: R.odataEtag(), Location: `https://graph.microsoft.com/v1.0/me/events/${id}` }, body: { id, '@odata.etag': R.odataEtag(), iCalUId: '040000008200E00074C5B7101A82E008' + R.hex(40).toUpperCase(), onlineMeeting: { joinUrl: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_' + R.alnum(40) } } }));
    k.push(llm('gpt-4o', [usr(goal)], 'The workshop is booked for 15 Oct 10:00–16:00 with a Teams link; all five leaders are invited and the agenda link is in the body.', []));
    return agent('OutlookCalendarAgent', { goal }, { status: 'done' }, k, { framework: 'semantic-kernel', invocation_id: R.uuid() });
  },
},
{
  isolates: 'A WhatsApp Business agent sending a delivery update gets error 131056 (pair rate limit) once, backs off, then the message is accepted and later delivered per webhook.',
  stagnation: false,
  start: '2024-11-27T09:40:00Z',
  goal: 'Message our customer Ms. Hoang on WhatsApp that her order #A-88213 will arrive Friday between 9 and 12, using the approved delivery template.',
  build(R, goal) {
    const k = [];
    k.push(tool('crm_lookup', { order: 'A-88213' }, { customer: 'Thu Hoang', phone: '+84901234567', opt_in_whatsapp: true, locale: 'vi' }));
    k.push(tool('wa_templates_list', { name: 'delivery_window_update' }, { data: [{ name: 'delivery_window_update', language: 'vi', status: 'APPROVED', components: [{ type: 'BODY', text: 'Đơn hàng {{1}} sẽ được giao vào {{2}} từ {{3}}.' }] }], paging: { cursors: { before: 'QVFI' + R.alnum(20), after: 'QVFI' + R.alnum(20) } } }));
    const payload = { messaging_product: 'whatsapp', to: '84901234567', type: 'template', template: { name: 'delivery_window_update', language: { code: 'vi' }, components: [{ type: 'body', parameters: [{ type: 'text', text: '#A-88213' }, { type: 'text', text: 'Thứ Sáu 29/11' }, { type: 'text', text: '9:00–12:00' }] }] } };
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'wa_send', input: payload }]));
    k.push(tool('wa_send', payload, { error: { message: '(#131056) (Business Account, Consumer Account) pair rate limit hit', type: 'OAuthException', code: 131056, error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.' }, fbtrace_id: R.alnum(23) } }, '131056 pair rate limit hit'));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Pair rate limit; an earlier status message went to this customer a minute ago. Waiting 60s before resending.' }]));
    k.push(span('chain', 'sleep', { seconds: 60 }, { resumed_at: R.iso(R.tick(60, 61)) }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'wa_send', input: payload }]));
    k.push(span('chain', 'template_render_preview', { template: 'delivery_window_update', lang: 'vi' }, { text: 'Đơn hàng #A-88213 sẽ được giao vào Thứ Sáu 29/11 từ 9:00–12:00.' }));
    const wamid = 'wamid.HBgLODQ5MDEyMzQ1NjcVAgARGBI' + R.upper(18) + 'AA==';
    k.push(tool('wa_send', payload, { messaging_product: 'whatsapp', contacts: [{ input: '84901234567', wa_id: '84901234567' }], messages: [{ id: wamid, message_status: 'accepted' }] }));
    for (const st of ['sent', 'delivered', 'read']) k.push(tool('wa_webhook_poll', { wamid }, { entry: [{ changes: [{ value: { statuses: [{ id: wamid, status: st, timestamp: String(R.epoch(R.tick(2, 40))), recipient_id: '84901234567', conversation: { id: R.hex(32), origin: { type: 'utility' } }, pricing: { billable: true, category: 'utility' } }] } }] }] }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Sent in Vietnamese with the approved template; WhatsApp reports it delivered and read.' }]));
    k.push(span('chain', 'crm_log_activity', { order: 'A-88213', channel: 'whatsapp' }, { activity_id: 'ACT-' + R.digits(7) }));
    return agent('customer-messaging-agent', { goal }, { status: 'done' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
{
  isolates: 'A restaurant-booking agent hits the same 503 from OpenTable three times with exponential backoff (1s, 2s, 4s), then the reservation is confirmed and added to the calendar.',
  stagnation: false,
  start: '2024-12-13T17:05:00Z',
  goal: 'Reserve Balthazar for 6 people this Saturday at 8pm for my sister\'s birthday and put it in my calendar.',
  build(R, goal) {
    const k = [];
    k.push(tool('opentable_availability', { rid: 5201, date: '2024-12-14', time: '20:00', party_size: 6 }, { times: ['19:45', '20:00', '20:30'], slot_hash: R.hex(16), token_expires: R.iso(R.tick(600, 601)) }));
    const req = { rid: 5201, date_time: '2024-12-14T20:00', party_size: 6, special_request: 'Birthday — candle on dessert please', slot_hash: R.hex(16) };
    for (let i = 0; i < 4; i++) {
      k.push(llm('gpt-4o-mini', [usr(goal)], [null, 'OpenTable answered 503 Service Unavailable from the EWR cache; Friday evening load. Retrying in 1s.', 'Still unavailable, different cache node this time; doubling the wait to 2s.', 'Third 503. One more try after 4s, then I would fall back to calling the restaurant.'][i], [{ name: 'opentable_book', args: req }]));
      if (i < 3) { k.push(tool('opentable_book', req, `HTTP/1.1 503 Service Unavailable\nDate: ${R.http(R.tick(1, 5))}\nContent-Type: text/html\nX-Served-By: cache-${R.pick(['ewr', 'jfk', 'lga'])}${R.int(18000, 18999)}-EWR\nX-Request-Id: ${R.uuid()}\n\n<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>`, '503 Service Unavailable')); k.push(span('chain', 'backoff', { seconds: 2 ** i }, null)); }
      else k.push(tool('opentable_book', req, { confirmation_number: String(R.int(100000, 999999)), status: 'CONFIRMED', restaurant: 'Balthazar', date_time: '2024-12-14T20:00:00-05:00', party_size: 6, cancellation_policy: 'Cancel by 12 Dec 20:00 to avoid $25/person fee' }));
    }
    k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'calendar_events_insert', args: { summary: 'Balthazar – sister\'s birthday (6 ppl)', start: { dateTime: '2024-12-14T20:00:00-05:00' }, end: { dateTime: '2024-12-14T22:30:00-05:00' }, location: '80 Spring St, New York' } }]));
    k.push(tool('calendar_events_insert', { summary: 'Balthazar – sister\'s birthday (6 ppl)' }, { id: R.alnum(26).toLowerCase(), status: 'confirmed', etag: R.etag() }));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Booked: Balthazar, Saturday 14 Dec at 8pm for 6, with a birthday note. It is in your calendar.', []));
    return agent('AgentExecutor', { input: goal }, { output: 'confirmed' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
];
