import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A calendar agent flips the meeting time zone setting between Europe/London and America/New_York, and each free/busy check in each zone returns what it returned last time in that zone, two-plus full cycles.',
  stagnation: false,
  start: '2024-10-24T13:00:00Z',
  goal: 'Find a 45-minute slot next Tuesday for me (London) and Priyanka (New York) and create the meeting.',
  build(R, goal) {
    const k = [];
    const A = { tz: 'Europe/London', free: [{ start: '2024-10-29T09:00:00Z', end: '2024-10-29T12:00:00Z' }], note: 'only morning London free' };
    const B = { tz: 'America/New_York', free: [{ start: '2024-10-29T09:00:00-04:00', end: '2024-10-29T10:00:00-04:00' }], note: 'morning NY free' };
    for (let c = 0; c < 3; c++) for (const S of [A, B]) {
      k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'calendar_set_query_timezone', args: { timeZone: S.tz } }]));
      k.push(tool('calendar_set_query_timezone', { timeZone: S.tz }, { ok: true, etag: R.etag() }));
      k.push(tool('calendar_find_free', { attendees: ['me', 'priyanka.s@lumen.co'], date: '2024-10-29', duration: 45, timeZone: S.tz }, { timeZone: S.tz, slots_free_for_all: [], me_free: S.free, attendee_free: S === A ? [{ start: '2024-10-29T13:00:00Z', end: '2024-10-29T17:00:00Z' }] : [{ start: '2024-10-29T09:00:00-04:00', end: '2024-10-29T13:00:00-04:00' }], computed_at: R.iso(R.tick()), request_id: R.reqId() }));
    }
    return agent('calendar_agent', { goal }, null, k, { framework: 'openai-agents', trace_id: 'trace_' + R.hex(32) });
  },
},
{
  isolates: 'A shopping agent toggles the cart between Standard and Express shipping; each quote in each state repeats the previous one for that state (same delivery date, price moving by cents), two-plus cycles, and never checks out.',
  stagnation: true,
  start: '2024-12-16T19:30:00Z',
  goal: 'Order the Lego set in my cart so it arrives before 22 December, cheapest option that makes it.',
  build(R, goal) {
    const k = [];
    k.push(tool('cart_get', {}, { cart_id: 'cart_' + R.alnum(12), items: [{ sku: 'LEGO-10497', name: 'LEGO Icons Galaxy Explorer', qty: 1, price: 99.99 }], currency: 'USD' }));
    const states = [['standard', 'Dec 23 – Dec 26', 5.99], ['express', 'Dec 20', 14.99]];
    const textA = 'Standard delivery arrives Dec 23–26, which is after the 22nd, so I will check Express shipping instead.';
    const textB = 'Express arrives Dec 20 but costs $14.99; let me compare with Standard again, in case it is cheaper and still in time.';
    for (let c = 0; c < 3; c++) for (const [m, eta, fee] of states) {
      k.push(llm('gpt-4o-mini', [usr(goal)], m === 'standard' ? textB : textA, [{ name: 'cart_set_shipping', args: { method: m } }]));
      k.push(tool('cart_set_shipping', { method: m }, { ok: true, cart_version: R.int(10, 99) }));
      k.push(tool('cart_shipping_quote', { method: m, zip: '94110' }, { method: m, estimated_delivery: eta, fee: (R.price(fee, 0.002)).toFixed(2), quote_id: 'q_' + R.alnum(10), valid_for_s: 900, edge: R.host('checkout') }));
    }
    k.push(span('chain', 'step_limit', { max_steps: 20 }, 'stopped'));
    return agent('ShoppingAssistant', { goal }, null, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A document agent alternates the Confluence page it edits between the draft and the published version of the same policy page; each reload in each state returns the same body and version number as last time, two-plus cycles.',
  stagnation: true,
  start: '2024-11-05T10:10:00Z',
  goal: 'Update the travel-expense policy page in Confluence: raise the hotel cap to €180/night and note the change in the changelog section.',
  build(R, goal) {
    const k = [];
    const pid = String(R.int(100000000, 999999999));
    k.push(tool('confluence_search', { cql: 'title ~ "Travel expense policy" and space = FIN' }, { results: [{ content: { id: pid, type: 'page', title: 'Travel Expense Policy', status: 'current' } }], size: 1, _links: { next: null } }));
    const pub = { id: pid, status: 'current', version: { number: 14, when: '2024-10-02T09:12:44.120Z' }, body: { storage: { value: '<h2>Hotels</h2><p>Cap: €150/night</p><h2>Changelog</h2><ul><li>2024-10-02 per diem update</li></ul>' } } };
    const draft = { id: pid, status: 'draft', version: { number: 15 }, body: { storage: { value: '<h2>Hotels</h2><p>Cap: €150/night (draft, unpublished edits by Tomás)</p>' } } };
    for (let c = 0; c < 3; c++) {
      k.push(llm('claude-3-haiku', [usr(goal)], c === 0 ? 'Loading the published version first.' : 'The draft has unpublished edits, going back to the published page to edit that.', [{ name: 'confluence_get_page', args: { id: pid, status: 'current', expand: 'body.storage,version' } }]));
      k.push(tool('confluence_get_page', { id: pid, status: 'current' }, { ...pub, _links: { self: `https://acme.atlassian.net/wiki/rest/api/content/${pid}` }, 'x-request-id': R.hex(16) }));
      k.push(llm('claude-3-haiku', [usr(goal)], 'Editing the published page would conflict with the pending draft, so switching to the draft.', [{ name: 'confluence_get_page', args: { id: pid, status: 'draft', expand: 'body.storage,version' } }]));
      k.push(tool('confluence_get_page', { id: pid, status: 'draft' }, { ...draft, 'x-request-id': R.hex(16), 'x-seraph-loginreason': 'OK', served: R.http(R.tick()) }));
    }
    k.push(span('chain', 'max_iterations', { max_iterations: 14 }, { response: 'Reached max iterations.' }));
    return agent('LlamaIndex.ReActAgent', { query: goal }, { response: 'Reached max iterations.' }, k, { framework: 'llama-index', session: R.uuid() });
  },
},
];
