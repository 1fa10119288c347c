// Family: paginated_collection — healthy: the same list call with a new cursor/page, new items on every
// page until the source says there is no more, then a summary. loop: false, stagnation: false.
export const family = 'paginated_collection';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 pedal boat hire — LiteLLM proxy logs
  (N) => {
    const c1 = N.cursor(), c2 = N.cursor();
    return {
      domain: 'lakeside pedal boat hire', style: 'litellm', model: 'gpt-4o-mini', keyAlias: 'swanlake-ops',
      isolates: 'The agent pages through a booking list by cursor (8, 8 and 3 new bookings), stops when next_cursor is null, and reports how many swan boats are needed per hour.',
      system: 'Operations assistant for Swan Lake pedal boats (12 boats).',
      goal: 'How many boats are booked per hour this Sunday? I need to know if we must bring the spare swans out.',
      turns: [
        { think: 'List Sunday bookings.', calls: [{ name: 'list_bookings', args: { date: '2025-07-20', limit: 8 }, out: { data: [['10:00', 2], ['10:00', 1], ['11:00', 3], ['11:00', 2], ['12:00', 4], ['12:00', 1], ['13:00', 2], ['13:00', 3]].map(([h, b], i) => ({ id: 'bk_' + N.alnum(8), hour: h, boats: b, party: N.pick(['family', 'couple', 'group']) })), next_cursor: c1, served_by: N.host('bookings'), took_ms: N.int(10, 80) } }] },
        { think: 'Got 8 bookings (10:00-13:00); there is a next cursor.', calls: [{ name: 'list_bookings', args: { date: '2025-07-20', limit: 8, cursor: c1 }, out: { data: [['13:00', 1], ['14:00', 4], ['14:00', 3], ['14:00', 2], ['15:00', 2], ['15:00', 3], ['15:00', 4], ['16:00', 1]].map(([h, b]) => ({ id: 'bk_' + N.alnum(8), hour: h, boats: b })), next_cursor: c2, served_by: N.host('bookings'), took_ms: N.int(10, 80) } }] },
        { think: 'Page 2 adds the afternoon (14:00 has 9 boats so far); one more page.', calls: [{ name: 'list_bookings', args: { date: '2025-07-20', limit: 8, cursor: c2 }, out: { data: [['14:00', 2], ['16:00', 2], ['17:00', 1]].map(([h, b]) => ({ id: 'bk_' + N.alnum(8), hour: h, boats: b })), next_cursor: null, served_by: N.host('bookings'), took_ms: N.int(10, 80) } }] },
        { say: 'Sunday (19 bookings): 10:00 3 boats, 11:00 5, 12:00 5, 13:00 6, 14:00 11, 15:00 9, 16:00 3, 17:00 1. Only 14:00 exceeds the usual 10 in service, so bring the spare swans out for 14:00-15:00.' },
      ],
      final: 'Sunday: peak 11 boats at 14:00; spare swans needed 14:00-15:00.',
    };
  },
  // 02 birdhouse maker marketplace orders — Comet Opik
  (N) => {
    const page = (p, items, last) => ({ name: 'marketplace_list_orders', args: { shop: 'WrenAndRafter', status: 'open', page: p, per_page: 5 }, out: { results: items.map(([sku, q]) => ({ receipt_id: N.int(3000000000, 3999999999), sku, qty: q, ship_by: '2025-03-' + N.int(10, 20) })), pagination: { page: p, effective_page: p, next_page: last ? null : p + 1, count: 13 }, 'x-request-id': N.uuid(), 'x-remaining-today': N.int(5000, 9900) } });
    return {
      domain: 'handmade birdhouse marketplace shop', style: 'opik', model: 'gpt-4o-mini', project: 'wren-and-rafter',
      isolates: 'Three pages of open marketplace orders (5, 5, 3) each add new receipts; the agent stops at next_page=null and produces a cut list per model.',
      system: 'Workshop planner for Wren & Rafter birdhouses.',
      goal: 'Make me a cut list: how many of each birdhouse model do I need to build for open orders?',
      turns: [
        { think: 'Fetch open orders page 1.', calls: [page(1, [['WREN-CEDAR', 2], ['BLUEBIRD-PINE', 1], ['WREN-CEDAR', 1], ['OWL-BOX', 1], ['BAT-HOUSE', 2]], false)] },
        { think: '13 orders in total, 5 seen; page 2 next.', calls: [page(2, [['BLUEBIRD-PINE', 3], ['WREN-CEDAR', 1], ['FINCH-ROOF', 1], ['OWL-BOX', 1], ['BLUEBIRD-PINE', 1]], false)] },
        { think: '10 of 13 now, page 3 should be the last.', calls: [page(3, [['BAT-HOUSE', 1], ['FINCH-ROOF', 2], ['WREN-CEDAR', 1]], true)] },
        { say: 'Cut list for 13 open orders: Wren cedar ×5, Bluebird pine ×5, Bat house ×3, Finch roof ×3, Owl box ×2.' },
      ],
      final: 'Wren cedar ×5, Bluebird pine ×5, Bat house ×3, Finch roof ×3, Owl box ×2.',
    };
  },
  // 03 mushroom foraging tours reviews — Cohere
  (N) => {
    const rv = (offset, list, more) => ({ name: 'get_reviews', args: { listing: 'fungi-forays-hebden', offset, limit: 4 }, out: { reviews: list.map(([stars, text]) => ({ id: N.uuid(), stars, text, date: N.isoS().slice(0, 10) })), has_more: more, total: 11, fetched: N.http() } });
    return {
      domain: 'mushroom foraging tours reviews', style: 'cohere', model: 'command-r-08-2024',
      isolates: 'The agent reads all 11 reviews in pages of 4 (offsets 0, 4, 8), each page new, and stops at has_more=false to summarise recurring themes.',
      system: 'You help Fungi Forays improve their autumn walks.',
      goal: 'Summarise what guests say in our reviews, good and bad.',
      turns: [
        { think: 'I will fetch the first page of reviews.', calls: [rv(0, [[5, 'Learned to tell chanterelles from false ones!'], [4, 'Great guide, boots got soaked, bring wellies'], [5, 'The cooking demo at the end was the highlight'], [3, 'Meeting point hard to find']], true)] },
        { think: 'Themes so far: guide knowledge, cooking demo; complaints about wet ground and the meeting point. Fetching offset 4.', calls: [rv(4, [[5, 'Kids loved the puffballs'], [2, 'Parking at the meeting point was full'], [5, 'So much on identification safety'], [4, 'Would like a smaller group']], true)] },
        { think: 'Parking/meeting point comes up again, plus group size. Last page at offset 8.', calls: [rv(8, [[5, 'Foraged soup was amazing'], [4, 'Good value, ran 30 min over'], [3, 'Sign to the car park missing']], false)] },
        { say: 'Across 11 reviews (avg 4.1★): guests love the identification safety teaching, the cooking demo/soup and kid-friendliness. Repeated complaints: the meeting point/car park is hard to find or full (3 reviews), wet ground, group size and overrunning. Suggest signage and a parking note in the booking email.' },
      ],
      final: 'Summary of 11 reviews delivered.',
    };
  },
  // 04 geodesic dome kit supplier catalogue — Microsoft Agent Framework
  (N) => {
    const pg = (n, rows, next) => ({ name: 'supplier_catalog', args: { supplier: 'hubworks', category: 'connectors', page: n }, out: { status: 200, headers: { link: next ? `<https://api.hubworks.example/v2/catalog?category=connectors&page=${n + 1}>; rel="next"` : '', 'x-total-count': '9', date: N.http(), 'cf-cache-status': N.pick(['HIT', 'MISS', 'EXPIRED']) }, body: rows.map(([sku, strut, price]) => ({ sku, strut_od_mm: strut, price_usd: price, stock: N.int(0, 400) })) } });
    return {
      domain: 'geodesic dome kit parts sourcing', style: 'maf', model: 'gpt-4.1', agentName: 'DomeSourcingAgent',
      isolates: 'The agent follows Link rel="next" through three catalogue pages (4, 4, 1 connectors, all different) and picks the cheapest hub that fits 25 mm struts.',
      system: 'You source parts for Starhaven dome kits.',
      goal: 'Find the cheapest hub connector for our 4 m dome kit using 25 mm OD steel struts.',
      turns: [
        { think: 'List connectors page 1.', calls: [pg(1, [['HW-HUB5-20', 20, 6.4], ['HW-HUB6-20', 20, 7.1], ['HW-HUB5-25', 25, 8.9], ['HW-HUB6-32', 32, 11.2]], true)] },
        { think: 'One 25 mm hub so far (HW-HUB5-25 at $8.90); Link has a next page.', calls: [pg(2, [['HW-HUB6-25', 25, 9.4], ['HW-HUBX-25', 25, 7.85], ['HW-HUB5-32', 32, 10.5], ['HW-PLATE-25', 25, 5.2]], true)] },
        { think: 'HW-HUBX-25 ($7.85) and a flat plate ($5.20, but plates are not hubs for 5/6-way joints). Page 3.', calls: [pg(3, [['HW-HUB6-25-GALV', 25, 8.3]], false)] },
        { say: 'Cheapest 25 mm hub: HW-HUBX-25 at $7.85 (universal 5/6-way). The $5.20 plate is not a hub. Next best: HW-HUB6-25-GALV $8.30. No more pages.' },
      ],
      final: 'HW-HUBX-25 at $7.85.',
    };
  },
  // 05 theremin kit firmware crash triage — Strands Agents
  (N) => {
    const l1 = N.hex(20), l2 = N.hex(20);
    const issues = (cursor, list, next) => ({ name: 'sentry_list_issues', args: { project: 'etherwave-fw', query: 'is:unresolved release:2.3.0', cursor }, out: { status: 200, link: `<https://sentry.io/api/0/projects/aether/etherwave-fw/issues/?cursor=${cursor || '0:0:1'}>; rel="previous"; results="${cursor ? 'true' : 'false'}", <https://sentry.io/api/0/projects/aether/etherwave-fw/issues/?cursor=${next || N.hex(8)}>; rel="next"; results="${next ? 'true' : 'false'}"`, issues: list.map(([t, c]) => ({ id: String(N.int(4e9, 5e9)), title: t, count: c, lastSeen: N.iso() })) } });
    return {
      domain: 'theremin kit firmware crash triage', style: 'strands', model: 'us.anthropic.claude-sonnet-4-20250514-v1:0',
      isolates: 'The agent pages Sentry issues for a firmware release via the Link header cursor (3, 3, 2 issues, all new), stops at results="false", and ranks them.',
      system: 'Firmware triage assistant for Aether Instruments.',
      goal: 'List the unresolved crash issues in firmware 2.3.0 of the Etherwave kit and tell me which to fix first.',
      turns: [
        { think: 'Fetch the first page of unresolved issues.', calls: [issues(null, [['HardFault in pitch_osc_isr', 412], ['Watchdog reset during calibration', 96], ['I2C timeout on OLED', 38]], `${l1}:0:0`)] },
        { think: 'Three issues, pitch oscillator HardFault dominates. Next cursor present.', calls: [issues(`${l1}:0:0`, [['Stack overflow in midi_task', 155], ['NaN in volume antenna filter', 71], ['USB enumeration fail on macOS 15', 22]], `${l2}:0:0`)] },
        { think: 'midi_task stack overflow is the second biggest. One more page.', calls: [issues(`${l2}:0:0`, [['EEPROM CRC mismatch after update', 17], ['Assert in preset_load', 4]], null)] },
        { say: '8 unresolved issues in 2.3.0. Fix first: HardFault in pitch_osc_isr (412 events), then midi_task stack overflow (155) and watchdog reset during calibration (96). The rest are under 75 events each.' },
      ],
      final: 'Fix pitch_osc_isr HardFault first.',
    };
  },
  // 06 shipping container home conversion permits — Mistral conversations
  (N) => {
    const t1 = N.b64(16), t2 = N.b64(16);
    const docs = (tok, list, next) => ({ name: 'permit_portal_list_documents', args: { application: 'BLD-2025-03318', next_token: tok }, out: { documents: list.map(([n, s]) => ({ name: n, status: s, uploaded: N.dmy(), sha256: N.sha() })), next_token: next } });
    return {
      domain: 'shipping container home conversion permits', style: 'mistral', model: 'mistral-small-2503',
      isolates: 'The agent lists permit documents across three pages with next_token (4, 4, 2, all different) until next_token is null, then reports which documents are still missing approval.',
      system: 'Permit assistant for BoxDwell container conversions.',
      goal: 'For building permit BLD-2025-03318, which documents are still not approved?',
      turns: [
        { think: 'List documents.', calls: [docs(null, [['Site plan', 'approved'], ['Structural calcs (cut-outs)', 'revision requested'], ['Foundation detail', 'approved'], ['Energy compliance', 'pending']], t1)] },
        { think: 'Two not approved so far: structural calcs and energy compliance.', calls: [docs(t1, [['Fire separation', 'approved'], ['Plumbing isometric', 'pending'], ['Electrical single-line', 'approved'], ['Insulation spec', 'approved']], t2)] },
        { think: 'Plumbing isometric pending too. Final page.', calls: [docs(t2, [['Transport/crane plan', 'approved'], ['Owner affidavit', 'missing signature']], null)] },
        { say: '10 documents in total. Not yet approved: Structural calcs (revision requested), Energy compliance (pending), Plumbing isometric (pending), Owner affidavit (missing signature).' },
      ],
      final: '4 documents outstanding.',
    };
  },
];
