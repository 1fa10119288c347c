import { run, http, span } from './lib.mjs';
export const family = 'batch_over_distinct_items';

export const rows = [
{
  id: '01', domain: 'weathervane makers (price update)', style: 'langfuse',
  isolates: 'The agent updates six different weathervane SKUs with their new prices; each call returns an identical "ok" and the agent writes one templated sentence per SKU, then finishes.',
  goal: 'Apply the 8% copper surcharge to all six copper weathervane SKUs in the web shop.',
  build: (N) => {
    const skus = [['WV-ROOSTER-CU', 189], ['WV-WHALE-CU', 214], ['WV-HARE-CU', 176], ['WV-SHIP-CU', 298], ['WV-FOX-CU', 205], ['WV-COMPASS-CU', 132]];
    const steps = [{ think: '', calls: [{ name: 'list_products', args: { material: 'copper', category: 'weathervane' }, out: { products: skus.map(([s, p]) => ({ sku: s, price: p })), fetched: N.iso() } }] }];
    for (const [s, p] of skus) steps.push({ think: `Updating ${s} from ${p}.00 to ${(p * 1.08).toFixed(2)}.`, calls: [{ name: 'set_price', args: { sku: s, price: Number((p * 1.08).toFixed(2)) }, out: 'ok' }] });
    steps.push({ think: 'All six copper weathervane prices now include the 8% surcharge.' });
    return run(N, { style: 'langfuse', agent: 'shop-pricing', model: 'gpt-4o-mini', tags: ['pricing'], system: 'You maintain web shop prices.', goal: 'Apply the 8% copper surcharge to all six copper weathervane SKUs in the web shop.', steps });
  },
},
{
  id: '02', domain: 'hammock makers (shipment creation)', style: 'oai_agents',
  isolates: 'The agent creates shipments for five distinct orders; each call returns {"status":"queued"}; a templated confirmation line per order; then a summary.',
  goal: 'Create courier shipments for today\'s five packed hammock orders and give me the list.',
  build: (N) => {
    const ords = ['HM-2201', 'HM-2204', 'HM-2207', 'HM-2208', 'HM-2212'];
    const steps = [{ think: '', calls: [{ name: 'packed_orders', args: { date: 'today' }, out: ords.map((o) => ({ order: o, weight_kg: +(1.2 + N.f() * 2).toFixed(1), dest: N.pick(['Leeds', 'Bristol', 'Cardiff', 'Inverness', 'Norwich']) })) }] }];
    for (const o of ords) steps.push({ think: `Creating shipment for ${o}.`, calls: [{ name: 'create_shipment', args: { order: o, service: 'next_day' }, out: { status: 'queued' } }] });
    steps.push({ think: `Shipments queued for ${ords.join(', ')}.` });
    return run(N, { style: 'oai_agents', agent: 'Dispatch Assistant', model: 'gpt-4.1-mini', workflow: 'dispatch', toolNames: ['packed_orders', 'create_shipment'], system: 'You dispatch hammock orders.', goal: 'Create courier shipments for today\'s five packed hammock orders and give me the list.', steps });
  },
},
{
  id: '03', domain: 'herbal tincture makers (batch labels)', style: 'haystack',
  isolates: 'Labels are printed for four distinct tincture batches with different lot numbers and expiry dates; the printer acknowledges each with the same "queued" and the agent finishes.',
  goal: 'Print compliance labels for this week\'s four tincture batches (lot, expiry, alcohol %).',
  build: (N) => {
    const b = [['Echinacea', 'L24-311', 45], ['Valerian', 'L24-312', 40], ['Lemon balm', 'L24-315', 35], ['Milk thistle', 'L24-316', 45]];
    const steps = [{ think: '', calls: [{ name: 'get_batches', args: { week: 'current' }, out: b.map(([h, l, a]) => ({ herb: h, lot: l, abv: a, bottled: N.day(-N.int(1, 5)), expiry: N.day(720) })) }] }];
    for (const [h, l, a] of b) steps.push({ think: `Printing label for ${h} lot ${l}.`, calls: [{ name: 'print_label', args: { template: 'tincture-50ml', lot: l, herb: h, abv_percent: a }, out: { result: 'queued' } }] });
    steps.push({ think: 'Labels for all four batches are in the print queue.' });
    return run(N, { style: 'haystack', model: 'gpt-4o-mini', system: 'You assist a herbal apothecary.', goal: 'Print compliance labels for this week\'s four tincture batches (lot, expiry, alcohol %).', steps });
  },
},
{
  id: '04', domain: 'lamp restoration (appointment reminders)', style: 'springai',
  isolates: 'Reminders are sent to five different customers for different appointment times; each send returns "202 Accepted" and the agent logs one templated line per customer.',
  goal: 'Send tomorrow\'s drop-off reminders to every customer with an oil-lamp or Tiffany-lamp restoration appointment.',
  build: (N) => {
    const c = [['Mrs Alder', '09:30', 'brass oil lamp'], ['J. Brook', '10:15', 'Tiffany dragonfly shade'], ['K. Sato', '11:00', 'Art Deco table lamp'], ['R. Dunn', '13:45', 'hurricane lamp'], ['L. Fay', '15:30', 'Tiffany wisteria lamp']];
    const steps = [{ think: '', calls: [{ name: 'appointments', args: { date: 'tomorrow' }, out: c.map(([n, t, i]) => ({ customer: n, time: t, item: i, phone: '+44 7700 9' + N.int(10000, 99999) })) }] }];
    for (const [n, t] of c) steps.push({ think: `Sending reminder to ${n} for ${t}.`, calls: [{ name: 'send_sms', args: { to: n, text: `Reminder: lamp drop-off tomorrow at ${t}.` }, out: '202 Accepted' }] });
    steps.push({ think: 'All five drop-off reminders were sent.' });
    return run(N, { style: 'springai', agent: 'lamp-studio-assistant', model: 'gpt-4o-mini', system: 'You help a lamp restoration studio.', goal: 'Send tomorrow\'s drop-off reminders to every customer with an oil-lamp or Tiffany-lamp restoration appointment.', steps });
  },
},
{
  id: '05', domain: 'drumline competitions (band registration)', style: 'agentops',
  isolates: 'Six different drumlines are registered for distinct performance slots; each registration returns the same {"ok":true} and the agent writes a templated sentence per band.',
  goal: 'Register the six confirmed drumlines for the indoor percussion regional and assign them consecutive 12-minute slots from 10:00.',
  build: (N) => {
    const bands = ['Cedar Ridge HS', 'Northfield Percussion', 'Harbor City Indoor', 'Valley Thunder', 'St. Brendan\'s Battery', 'Ironwood Independent'];
    const steps = [];
    bands.forEach((b, i) => { const m = 600 + i * 12; steps.push({ think: `Registering ${b} at ${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}.`, calls: [{ name: 'register_unit', args: { unit: b, event: 'WGI-REG-EAST', slot: `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}` }, out: { ok: true } }] }); });
    steps.push({ think: 'All six drumlines registered with slots 10:00-11:00.' });
    return run(N, { style: 'agentops', model: 'gpt-4o', tags: ['regional', 'scheduling'], system: 'You coordinate percussion contests.', goal: 'Register the six confirmed drumlines for the indoor percussion regional and assign them consecutive 12-minute slots from 10:00.', steps });
  },
},
{
  id: '06', domain: 'cane furniture weaving (closing stale tickets)', style: 'langchain4j',
  isolates: 'Seven distinct stale support tickets are closed one by one; each close returns "Ticket updated" and the agent ends with a count.',
  goal: 'Close every support ticket about rush-seat re-caning quotes that has had no customer reply for 30+ days, with the standard closing note.',
  build: (N) => {
    const t = [4410, 4417, 4423, 4431, 4438, 4452, 4460];
    const steps = [{ think: '', calls: [{ name: 'searchTickets', args: { query: 'tag:recaning-quote status:pending last_customer_reply<30d' }, out: JSON.stringify({ count: t.length, tickets: t.map((id) => ({ id, subject: N.pick(['Rush seat quote', 'Danish cord chair', 'Cane back panel']), updated_at: N.isoNoMs() })) }) }] }];
    for (const id of t) steps.push({ think: `Closing ticket ${id}.`, calls: [{ name: 'closeTicket', args: { id, note: 'Closing due to no reply; reply anytime to reopen.' }, out: 'Ticket updated' }] });
    steps.push({ think: `Closed ${t.length} stale re-caning quote tickets.` });
    return run(N, { style: 'langchain4j', agent: 'SupportAssistant.closeStale', model: 'gpt-4o-mini', system: 'You tidy the support queue.', goal: 'Close every support ticket about rush-seat re-caning quotes that has had no customer reply for 30+ days, with the standard closing note.', steps });
  },
},
];
