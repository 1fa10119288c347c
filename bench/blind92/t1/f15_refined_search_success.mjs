import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Gmail agent finds nothing for the vendor name, learns from a contract email that invoices come from a payments sub-domain, searches that sender and finds the three invoices, then forwards them.',
  stagnation: false,
  start: '2024-10-09T10:00:00Z',
  goal: 'Forward all three Acme Logistics invoices from Q3 to our bookkeeper, books@ledgerly.co.',
  build(R, goal) {
    const k = [];
    const s = (q, res) => { k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'gmail_search', args: { q } }])); k.push(tool('gmail_search', { q }, res)); };
    s('from:acme subject:invoice after:2024/07/01 before:2024/10/01', { resultSizeEstimate: 0 });
    s('"Acme Logistics" invoice', { resultSizeEstimate: 0 });
    k.push(llm('gpt-4o', [usr(goal)], 'No invoices under the Acme name. Checking the onboarding emails for how they bill.', [{ name: 'gmail_search', args: { q: '"Acme Logistics" contract OR onboarding' } }]));
    const cid = R.gmailId();
    k.push(tool('gmail_search', { q: '"Acme Logistics" contract OR onboarding' }, { messages: [{ id: cid, threadId: cid }], resultSizeEstimate: 1 }));
    k.push(tool('gmail_get_message', { id: cid }, { id: cid, snippet: 'Welcome aboard! Note: invoices are issued monthly by our billing partner Zuora from no-reply@billing.acmelogi.com with the subject "Your statement".', payload: { headers: [{ name: 'Date', value: R.rfc2822(R.tick(-9e6, -8e6), 0) }] } }));
    const ids = [R.gmailId(), R.gmailId(), R.gmailId()];
    k.push(llm('gpt-4o', [usr(goal)], 'New lead: invoices come from no-reply@billing.acmelogi.com titled "Your statement". Searching that sender for Q3.', [{ name: 'gmail_search', args: { q: 'from:no-reply@billing.acmelogi.com subject:"Your statement" after:2024/07/01 before:2024/10/01' } }]));
    k.push(tool('gmail_search', { q: 'from:no-reply@billing.acmelogi.com' }, { messages: ids.map((id) => ({ id, threadId: id })), resultSizeEstimate: 3 }));
    k.push(tool('gmail_get_message', { id: ids[0], format: 'metadata' }, { id: ids[0], payload: { headers: [{ name: 'Subject', value: 'Your statement – July 2024 (Acme Logistics Ltd)' }, { name: 'Date', value: R.rfc2822(R.tick(-7e6, -6e6), 1) }] }, sizeEstimate: R.int(40000, 90000) }));
    k.push(tool('gmail_get_attachments_meta', { id: ids[0] }, { parts: [{ filename: 'ACME-STMT-2024-07.pdf', mimeType: 'application/pdf', body: { attachmentId: 'ANGjdJ' + R.alnum(60), size: R.int(80000, 120000) } }] }));
    ['July', 'August', 'September'].forEach((m, i) => {
      k.push(tool('gmail_forward', { id: ids[i], to: 'books@ledgerly.co', note: `Acme Logistics statement – ${m} 2024` }, { id: R.gmailId(), threadId: R.gmailId(), labelIds: ['SENT'] }));
    });
    k.push(llm('gpt-4o', [usr(goal)], 'Forwarded the July, August and September 2024 Acme Logistics statements (sent by their billing partner) to books@ledgerly.co.', []));
    return agent('AgentExecutor', { input: goal }, { output: 'forwarded 3' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'A hotel agent\'s first Lisbon search returns 312 properties, a second adds the conference venue radius and budget and returns 4 new candidates, and it books one with free cancellation.',
  stagnation: false,
  start: '2024-10-20T20:00:00Z',
  goal: 'Find me a hotel in Lisbon for Web Summit (11-14 Nov), walking distance to the venue, under €200/night, free cancellation, and book it.',
  build(R, goal) {
    const k = [];
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'hotels_search', input: { city: 'Lisbon', checkin: '2024-11-11', checkout: '2024-11-14', adults: 1 } }]));
    k.push(tool('hotels_search', { city: 'Lisbon' }, { total: 312, results: [{ name: 'Hotel Avenida Palace', price_per_night: 289, distance_km_to_center: 0.4 }, { name: 'Lisboa Pessoa Hotel', price_per_night: 245 }, { name: 'My Story Rossio', price_per_night: 176 }], search_id: R.uuid(), note: 'showing 3 of 312' }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: '312 results is too many and the cheap ones are in the centre. Where exactly is the venue?' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'geocode', input: { query: 'Web Summit venue Lisbon' } }]));
    k.push(tool('geocode', { query: 'MEO Arena / Altice Arena, Parque das Nações, Lisbon' }, { lat: 38.7685, lng: -9.0940, formatted: 'Rossio dos Olivais, 1990-231 Lisboa' }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'The venue is in Parque das Nações, 7 km from the centre, so city-centre hotels are out. Searching within 1.2 km of the arena, max €200, free cancellation.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'hotels_search', input: { lat: 38.7685, lng: -9.094, radius_km: 1.2, checkin: '2024-11-11', checkout: '2024-11-14', max_price: 200, free_cancellation: true } }]));
    const cands = [['TRYP Lisboa Oriente', 179, 0.6], ['Hotel Olissippo Oriente', 168, 0.9], ['Moxy Lisboa Oriente', 149, 1.1], ['VIP Executive Arts', 195, 0.5]];
    k.push(tool('hotels_search', { radius_km: 1.2, max_price: 200 }, { total: 4, results: cands.map(([n, p, d]) => ({ hotel_id: 'H' + R.digits(6), name: n, price_per_night: R.price(p, 0.01), distance_km: d, free_cancellation_until: '2024-11-09T23:59:00Z', rooms_left: R.int(1, 6) })), search_id: R.uuid() }));
    k.push(tool('hotel_reviews_summary', { names: cands.map((c) => c[0]) }, cands.map(([n]) => ({ name: n, rating: (R.int(78, 92) / 10).toFixed(1), reviews: R.int(900, 4200), noise_mentions: R.int(0, 40) }))));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Olissippo Oriente is the best value that is still walkable (0.9 km, ~€168). Booking it.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'hotels_book', input: { name: 'Hotel Olissippo Oriente', room: 'Classic Double', rate: 'flex' } }]));
    k.push(tool('hotels_book', { name: 'Hotel Olissippo Oriente' }, { booking_ref: 'BK-' + R.upper(8), status: 'confirmed', total: 'EUR ' + (R.price(168, 0.01) * 3).toFixed(2), free_cancellation_until: '2024-11-09T23:59:00Z' }));
    k.push(tool('calendar_events_insert', { summary: 'Hotel Olissippo Oriente', start: { date: '2024-11-11' }, end: { date: '2024-11-14' } }, { id: R.alnum(26).toLowerCase(), status: 'confirmed' }));
    for (const c of ['loyalty_check', 'receipt_archive', 'expense_precreate']) k.push(span('chain', c, { booking: 'Olissippo' }, { ok: true }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Booked Hotel Olissippo Oriente, 11–14 Nov, 0.9 km from the venue, free cancellation until 9 Nov. Added to your calendar.' }]));
    return agent('travel-agent', { goal }, { status: 'done' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
{
  isolates: 'A docs agent finds nothing about VPN setup in Confluence, switches to Slack search where a message links a Notion page, reads that page and answers with the steps.',
  stagnation: false,
  start: '2024-09-09T08:30:00Z',
  goal: 'How do I set up the new company VPN on my Mac? Find our internal instructions and give me the steps.',
  build(R, goal) {
    const k = [];
    k.push(retriever('confluence_search', { cql: 'text ~ "VPN" AND space = IT', limit: 10 }, { results: [], size: 0, totalSize: 0, cqlQuery: 'text ~ "VPN" AND space = IT', searchDuration: R.int(20, 90) }));
    k.push(retriever('confluence_search', { cql: 'title ~ "WireGuard" OR title ~ "remote access"', limit: 10 }, { results: [], size: 0, totalSize: 0, searchDuration: R.int(20, 90) }));
    k.push(retriever('confluence_search', { cql: 'label = "remote-work" AND type = page', limit: 10 }, { results: [{ content: { id: String(R.int(1e8, 9e8)), title: 'Working from abroad policy' }, excerpt: 'Employees may work abroad up to 30 days...' }], size: 1, totalSize: 1 }));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'The only hit is the working-abroad policy, which does not cover VPN setup.', []));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Confluence has no VPN page; IT may have announced it in Slack. Searching Slack instead.', [{ name: 'slack_search', args: { query: 'VPN in:#it-announcements after:2024-08-01' } }]));
    const npid = R.uuid();
    k.push(tool('slack_search', { query: 'VPN in:#it-announcements after:2024-08-01' }, { ok: true, messages: { total: 2, matches: [{ ts: R.slackTs(R.tick(-1e6, -9e5)), text: `New VPN (Tailscale) rollout starts Monday. Mac setup guide: https://www.notion.so/IT-Tailscale-setup-${npid.replace(/-/g, '')}`, username: 'it-bot' }, { ts: R.slackTs(), text: 'Reminder: old Cisco AnyConnect turns off on 30 Sep', username: 'it-bot' }] } }));
    k.push(tool('notion_get_page', { page_id: npid }, { object: 'page', id: npid, properties: { title: { title: [{ plain_text: 'IT – Tailscale setup (Mac & Windows)' }] } }, last_edited_time: '2024-08-28T10:12:00.000Z', last_edited_by: { id: R.uuid() } }));
    k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'notion_get_blocks', args: { block_id: npid } }]));
    const steps = ['Install Tailscale from the Mac App Store (not the standalone pkg)', 'Sign in with Okta SSO using your work email', 'Approve the system extension in System Settings › Privacy & Security', 'Enable "Use Tailscale DNS" and exit node "office-lon-1"', 'Test by opening https://intranet.internal'];
    k.push(tool('notion_get_blocks', { block_id: npid }, { results: steps.map((t) => ({ id: R.uuid(), type: 'numbered_list_item', numbered_list_item: { rich_text: [{ plain_text: t }] }, last_edited_time: '2024-08-28T10:12:00.000Z' })), has_more: false }));
    for (const t of ['kb.cache_put', 'citations.build', 'answer.safety_check']) k.push(span('chain', t, { source: 'notion' }, { ok: true }));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'The company moved to Tailscale. On your Mac:\n' + steps.map((s, i) => `${i + 1}. ${s}`).join('\n') + '\n(Source: IT Notion page linked in #it-announcements.)', []));
    k.push(span('chain', 'feedback_request', {}, { shown: true }));
    return agent('HelpdeskAgent', { query: goal }, { response: 'steps provided' }, k, { framework: 'llama-index', session: R.uuid() });
  },
},
];
import { retriever } from './lib.mjs';
