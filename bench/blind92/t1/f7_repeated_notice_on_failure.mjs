import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Slack agent tries to post an announcement to #all-hands, gets not_in_channel each time, and after each failure DMs the user the same apology message before trying the same post again, three-plus rounds.',
  stagnation: true,
  start: '2024-09-30T08:55:00Z',
  goal: 'Post the office-closure notice for Thursday (building maintenance) in #all-hands and pin it.',
  build(R, goal) {
    const k = [];
    const text = ':warning: The Leeds office will be closed this Thursday 3 October for building maintenance. Please work from home; the VPN helpdesk is on ext. 4410.';
    k.push(tool('slack_conversations_list', { types: 'public_channel', limit: 200 }, { ok: true, channels: [{ id: 'C01' + R.upper(8), name: 'all-hands', is_member: false, num_members: 412 }], response_metadata: { next_cursor: '' } }));
    const notice = 'I tried to post the office-closure notice in #all-hands but Slack returned "not_in_channel". I will try posting it again now.';
    for (let i = 0; i < 4; i++) {
      k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'slack_chat_postMessage', args: { channel: '#all-hands', text } }]));
      k.push(tool('slack_chat_postMessage', { channel: '#all-hands', text }, { ok: false, error: 'not_in_channel', response_metadata: { messages: [] } }, 'not_in_channel', { 'x-slack-req-id': R.hex(32), retry: i }));
      const t = i === 2 ? notice.replace('I will try posting it again now.', 'I will try to post it again now.') : notice;
      k.push(llm('gpt-4o', [usr(goal)], t, [{ name: 'slack_dm_user', args: { user: 'U0ME', text: t } }]));
      k.push(tool('slack_dm_user', { user: 'U0ME', text: t }, { ok: true, channel: 'D0' + R.upper(8), ts: R.slackTs(R.tick()) }));
    }
    return agent('SlackOpsAgent', { goal }, { status: 'max_iterations' }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
{
  isolates: 'A hotel-booking agent gets the same card-declined error on each booking attempt and sends the traveller the same near-verbatim WhatsApp message after each, three rounds, without changing anything.',
  stagnation: true,
  start: '2024-07-11T21:10:00Z',
  goal: 'Book the Hotel Alma Barcelona for 2 nights from 19 July, superior double, using my saved Amex.',
  build(R, goal) {
    const k = [];
    k.push(tool('hotel_search', { name: 'Hotel Alma Barcelona', checkin: '2024-07-19', checkout: '2024-07-21', adults: 2 }, { hotel_id: 'ALMA-BCN-0871', rooms: [{ code: 'SUPDBL', name: 'Superior Double', rate: { total: '€' + R.price(742, 0.01), cancellable_until: '2024-07-17T23:59:00+02:00', rate_key: R.hex(24) } }] }));
    const msg = 'Hi! I tried to book the Superior Double at Hotel Alma Barcelona (19–21 July) but the payment with your saved Amex ending 1007 was declined by the hotel\'s payment provider. I\'ll try the booking again shortly.';
    for (let i = 0; i < 3; i++) {
      k.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'hotel_book', input: { hotel_id: 'ALMA-BCN-0871', room: 'SUPDBL', payment_method: 'pm_amex_1007', guest: { first: 'Lena', last: 'Fischer' } } }]));
      k.push(tool('hotel_book', { hotel_id: 'ALMA-BCN-0871', room: 'SUPDBL', payment_method: 'pm_amex_1007' }, { status: 402, error: { code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.', request_log_url: `https://dashboard.stripe.com/logs/req_${R.alnum(14)}`, charge: 'ch_' + R.alnum(24) } }, 'PaymentDeclined: card_declined (do_not_honor)'));
      const m = i === 1 ? msg.replace('Hi!', 'Hi Lena!') : msg;
      k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: m }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'whatsapp_send', input: { to: '+4917612345678', type: 'text', text: { body: m } } }]));
      k.push(tool('whatsapp_send', { to: '+4917612345678', type: 'text' }, { messaging_product: 'whatsapp', contacts: [{ input: '+4917612345678', wa_id: '4917612345678' }], messages: [{ id: 'wamid.HBgN' + R.alnum(40) + '==' , message_status: 'accepted' }] }));
      k.push(span('chain', 'sleep', { seconds: 30 }, { slept_until: R.iso(R.tick(30, 31)) }));
    }
    return agent('travel-concierge', { goal }, { status: 'aborted', reason: 'budget_exhausted' }, k, { framework: 'custom (anthropic SDK)', trip_id: 'TRP-' + R.upper(6) });
  },
},
{
  isolates: 'A task-manager agent fails the same Todoist sync (410 sync token expired is never cleared) and after each failure updates the same Jira ticket with the same comment, four rounds.',
  stagnation: true,
  start: '2024-12-03T06:00:00Z',
  goal: 'Copy all tasks labelled @work from my Todoist into the Jira project PERS as issues, skipping any that already exist.',
  build(R, goal) {
    const k = [];
    const token = 'v9-' + R.alnum(40);
    k.push(tool('jira_search', { jql: 'project = PERS AND labels = todoist-import' }, { issues: [], total: 0, startAt: 0, maxResults: 50 }));
    const comment = 'Todoist import failed: the sync API rejected our sync token (HTTP 410 Gone). Retrying the import with the stored token; no tasks were copied yet.';
    for (let i = 0; i < 4; i++) {
      const g = [];
      g.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'todoist_sync', args: { sync_token: token, resource_types: '["items","labels"]' } }]));
      g.push(tool('todoist_sync', { sync_token: token, resource_types: '["items","labels"]' }, { status: 410, body: { error: 'Sync token is invalid or expired', error_code: 34, error_extra: { event_id: R.hex(32), retry_after: 0 }, error_tag: 'INVALID_SYNC_TOKEN', http_code: 410 }, headers: { 'x-request-id': R.uuid(), date: R.http(R.tick(40, 90)) } }, 'HTTP 410 Gone'));
      g.push(llm('gpt-4o', [usr(goal)], comment, [{ name: 'jira_add_comment', args: { issueIdOrKey: 'PERS-1', body: comment } }]));
      g.push(tool('jira_add_comment', { issueIdOrKey: 'PERS-1', body: comment }, { id: String(10000 + R.int(100, 999) + i), created: R.local(R.tick(), 0).replace('+00:00', '.000+0000'), self: `https://me.atlassian.net/rest/api/3/issue/10001/comment/${R.digits(5)}` }));
      k.push(chain(`round_${i + 1}`, { attempt: i + 1 }, { ok: false }, g));
    }
    return agent('TodoistJiraBridge', { goal }, { error: 'giving up after 4 rounds' }, k, { framework: 'langgraph', thread_id: R.uuid() });
  },
},
];
