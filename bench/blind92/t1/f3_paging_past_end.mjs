import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Graph mail agent reads a folder via @odata.nextLink until the last page, then keeps building $skip URLs past the end and receives the same empty value array four times.',
  stagnation: false,
  start: '2024-10-08T06:45:00Z',
  goal: 'Count how many unread newsletters are in my Outlook "Newsletters" folder and list the senders.',
  build(R, goal) {
    const k = [];
    const base = 'https://graph.microsoft.com/v1.0/me/mailFolders/Newsletters/messages?$filter=isRead eq false&$select=from,subject&$top=10';
    const senders = ['Morning Brew', 'Stratechery', 'The Verge', 'Benedict Evans', 'Lenny\'s Newsletter', 'TLDR', 'Money Stuff', 'Platformer', 'Dense Discovery', 'Hacker Newsletter', 'Garbage Day', 'Sidebar', 'The Hustle', 'Axios AM'];
    let skip = 0;
    for (let p = 0; p < 2; p++) {
      const url = p === 0 ? base : `${base}&$skip=${skip}`;
      k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'graph_get', args: { url } }]));
      const items = senders.slice(p * 10, p * 10 + 10).map((s) => ({ '@odata.etag': R.odataEtag(), id: R.graphId(), subject: `${s} — ${R.pick(['Oct 7', 'Weekly', 'Issue #' + R.int(100, 900)])}`, from: { emailAddress: { name: s, address: `hello@${s.toLowerCase().replace(/[^a-z]/g, '')}.com` } } }));
      skip += 10;
      const body = { '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/mailFolders('Newsletters')/messages(from,subject)", value: items };
      if (p === 0) body['@odata.nextLink'] = `${base}&$skip=10`;
      k.push(tool('graph_get', { url }, { status: 200, headers: { 'request-id': R.uuid(), Date: R.http(R.tick()) }, body }));
    }
    k.push(llm('gpt-4o', [usr(goal)], 'Page 2 had 4 items. Let me continue to the next page to make sure I have everything.', [{ name: 'graph_get', args: { url: `${base}&$skip=20` } }]));
    for (let p = 0; p < 4; p++) {
      const url = `${base}&$skip=${20 + p * 10}`;
      if (p > 0) k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'graph_get', args: { url } }]));
      k.push(tool('graph_get', { url }, { status: 200, headers: { 'request-id': R.uuid(), 'client-request-id': R.uuid(), Date: R.http(R.tick()) }, body: { '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/mailFolders('Newsletters')/messages(from,subject)", value: [] } }));
    }
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'graph_get', args: { url: `${base}&$skip=60` } }]));
    k.push(span('chain', 'max_steps', { steps: 12 }, { halted: true }));
    return agent('OutlookAgent', { goal }, null, k, { framework: 'openinference', 'openinference.span.kind': 'AGENT', session_id: R.uuid() });
  },
},
{
  isolates: 'A Slack agent collecting standup messages re-sends the same empty next_cursor-less request (same oldest/latest window) after has_more became false, getting the same empty messages page three times.',
  stagnation: true,
  start: '2024-11-15T17:10:00Z',
  goal: 'Summarise this week\'s async standup updates from #eng-standup for my Friday report.',
  build(R, goal) {
    const k = [];
    const ch = 'C0' + R.upper(9);
    let cursor = null;
    const people = ['U02AB1', 'U03QF9', 'U01ZZ7', 'U04KD2', 'U05MM3'];
    const texts = ['Mon: finished auth refactor, starting rate limiter', 'Tue: rate limiter PR up (#812), blocked on review', 'Wed: on-call, two pages for disk alerts on ingest-2', 'Thu: shipped feature flag for new billing page', 'Fri: writing RFC for queue migration', 'Mon: pairing with design on onboarding', 'Wed: fixed flaky e2e in checkout', 'Thu: vendor call with Stripe re payouts'];
    for (let p = 0; p < 3; p++) {
      const args = { channel: ch, oldest: '1731283200.000000', latest: '1731715200.000000', limit: 4, ...(cursor ? { cursor } : {}) };
      k.push(llmBlocks('claude.messages', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(20), name: 'conversations_history', input: args }]));
      const msgs = texts.slice(p * 4, p * 4 + 4).map((t) => ({ type: 'message', user: R.pick(people), text: t, ts: R.slackTs(R.tick(3000, 20000)), client_msg_id: R.uuid() }));
      const more = p < 1;
      cursor = more ? 'bmV4dF90czoxNzMxNDk' + R.alnum(8) : null;
      k.push(tool('conversations_history', args, { ok: true, messages: msgs, has_more: more, pin_count: 0, response_metadata: { next_cursor: more ? cursor : '' } }));
      if (!more) break;
    }
    const sameText = 'The last page had has_more false, but Slack sometimes truncates history, so I will request the next page again to be sure nothing was missed.';
    for (let i = 0; i < 4; i++) {
      const args = { channel: ch, oldest: '1731283200.000000', latest: '1731715200.000000', limit: 4, cursor: 'bmV4dF90czoxNzMxNDk' };
      k.push(llmBlocks('claude.messages', { messages: [{ role: 'user', content: goal }] }, [{ type: 'text', text: sameText }, { type: 'tool_use', id: 'toolu_' + R.alnum(20), name: 'conversations_history', input: args }]));
      k.push(tool('conversations_history', args, { ok: true, messages: [], has_more: false, pin_count: 0, response_metadata: { next_cursor: '' }, warning: 'missing_charset' }, undefined, { 'x-slack-req-id': R.hex(32), 'x-backend': R.host('slack-web') }));
    }
    k.push(span('chain', 'turn_limit', { max_turns: 8 }, 'stopped'));
    k.unshift(span('chain', 'resolve_channel', { name: '#eng-standup' }, { id: ch, is_member: true }));
    return agent('standup-digest', { goal }, { status: 'turn_limit' }, k, { framework: 'anthropic tool-runner', conversation_id: R.uuid() });
  },
},
{
  isolates: 'An order-tracking agent pages an Amazon-style order history with an increasing startIndex long after the last order, getting the same "no orders" HTML snippet on each of four extra pages.',
  stagnation: false,
  start: '2024-12-10T20:00:00Z',
  goal: 'Find every order I placed in November that has not been delivered yet and list their tracking status.',
  build(R, goal) {
    const k = [];
    const orders = [];
    for (let i = 0; i < 9; i++) orders.push({ orderId: `${R.digits(3)}-${R.digits(7)}-${R.digits(7)}`, placed: `November ${R.int(1, 30)}, 2024`, status: R.pick(['Delivered Nov ' + R.int(3, 29), 'Arriving Thursday', 'Shipped', 'Delivered Nov ' + R.int(3, 29), 'Out for delivery']) });
    const worker = [];
    for (let p = 0; p < 3; p++) {
      const args = { url: `https://www.amazon.com/your-orders/orders?timeFilter=months-3&startIndex=${p * 5}` };
      worker.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'browser_get_text', args }]));
      const slice = orders.slice(p * 5, p * 5 + 5);
      worker.push(tool('browser_get_text', args, slice.length ? `<div class="order-card js-order-card">${slice.map((o) => `<span class="order-id">ORDER # ${o.orderId}</span><span>Order placed ${o.placed}</span><span class="delivery-box__primary-text">${o.status}</span>`).join('')}</div>\n<!-- csm:${R.hex(12)} rid:${R.upper(20)} -->` : `<div class="a-box"><div class="a-row">Looks like you haven't placed an order in the selected period.</div></div>\n<!-- csm:${R.hex(12)} rid:${R.upper(20)} -->`));
    }
    for (let p = 3; p < 7; p++) {
      const args = { url: `https://www.amazon.com/your-orders/orders?timeFilter=months-3&startIndex=${p * 5}` };
      worker.push(llm('gpt-4o-mini', [usr(goal)], p === 3 ? 'Continuing to the next page of orders.' : null, [{ name: 'browser_get_text', args }]));
      worker.push(tool('browser_get_text', args, `<div class="a-box"><div class="a-row">Looks like you haven't placed an order in the selected period.</div></div>\n<!-- csm:${R.hex(12)} rid:${R.upper(20)} -->`));
    }
    const sub = agent('OrderHistoryReader', { task: 'Collect all November orders from order history pages' }, null, worker, { crew_role: 'Researcher' });
    const k2 = [span('chain', 'Crew.kickoff', { inputs: { goal } }, null, { metadata: { process: 'sequential' } }), sub, span('chain', 'Task.timeout', { max_execution_time: 300 }, null, { error: 'Task execution exceeded max_execution_time' })];
    k2[2].error = 'TimeoutError: task exceeded 300s';
    return agent('Crew', { goal }, null, k2, { framework: 'crewai', crew_id: R.uuid() });
  },
},
];
