// Family 10 (healthy): first searches miss or flood; a materially different query (new source or learnt constraint) finds it.
export const family = 'pivoted_search_success';
export const loop = false;
export const stagnation = false;
export const summary = 'Early queries find nothing or too much; a genuinely different query (another source, or a constraint learnt from a result) finds the answer and the agent finishes.';

export const scenarios = [
  {
    id: '01', domain: 'model UN conference', style: 'langsmith', agentName: 'secretariat',
    isolates: 'LangGraph agent\'s broad delegate search returns 212 matches; it learns from the committee list that only the Security Council has open seats, narrows by that, and completes the assignment.',
    goal: 'Assign a delegate from Greenview High to the one remaining open country seat at the conference, preferring someone who listed it as a first choice.',
    system: 'You help the MUN conference secretariat assign delegations.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Searching Greenview delegates who have not been assigned yet.', calls: [{ name: 'search_delegates', args: { school: 'Greenview High', assigned: false }, out: { total: 212, shown: 3, delegates: [{ id: 'D-1001', first_choice: 'France (UNHRC)' }, { id: 'D-1004', first_choice: 'Brazil (WHO)' }, { id: 'D-1010', first_choice: 'Kenya (UNEP)' }], note: 'result truncated; refine query' } }] }));
      c.push(...S.turn({ text: 'Too many to choose from. I need to know which seat is actually open.', calls: [{ name: 'list_open_seats', args: {}, out: { open: [{ committee: 'Security Council', country: 'Ecuador' }], checked_at: N.iso() } }] }));
      c.push(...S.turn({ text: 'Only Ecuador on the Security Council is open, so I search for delegates whose first choice is exactly that seat.', calls: [{ name: 'search_delegates', args: { school: 'Greenview High', assigned: false, first_choice: 'Ecuador (UNSC)' }, out: { total: 2, delegates: [{ id: 'D-1077', name: 'R. Alvarez', experience: 4 }, { id: 'D-1132', name: 'M. Chen', experience: 1 }] } }] }));
      c.push(...S.turn({ text: 'R. Alvarez has more conference experience; assigning her.', calls: [{ name: 'assign_seat', args: { delegate: 'D-1077', committee: 'Security Council', country: 'Ecuador' }, out: { ok: true, placard: 'ECUADOR', badge_job: N.job('print-') } }] }));
      c.push(...S.turn({ text: 'Assigned R. Alvarez (D-1077) from Greenview High to Ecuador on the Security Council; M. Chen is the reserve.' }));
      return S.root({ output: { messages: [{ type: 'ai', content: 'Assigned R. Alvarez (D-1077) to Ecuador (UNSC).' }] }, children: c });
    },
  },
  {
    id: '02', domain: 'laser tag arena maintenance', style: 'openinference', agentName: 'parts-finder',
    isolates: 'OpenInference trace: a generic parts search for a "vest sensor" floods with 140 items; reading the service manual gives the exact part number, which the second search finds.',
    goal: 'The chest sensor dome on vest #17 is cracked. Find the exact replacement part and order two.',
    system: 'You maintain equipment for a laser tag arena.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Searching the parts catalogue.', calls: [{ name: 'search_parts', args: { q: 'vest sensor' }, out: { hits: 140, top: ['IR receiver board (Gen2)', 'Shoulder pod harness', 'Sensor lens kit (assorted)'], took_ms: N.ms() } }] }));
      c.push(...S.turn({ text: 'Too broad. The vest\'s service manual should list the dome part number for this generation.', calls: [{ name: 'search_manuals', args: { model: 'Vest #17 model', serial: 'LZV3-0017' }, out: 'Service Manual LZ-V3 rev C, p.41: "Chest dome assembly, translucent red ... P/N LZ3-CD-R (includes gasket)". Serial range LZV3-0001..0250.' }] }));
      c.push(...S.turn({ calls: [{ name: 'search_parts', args: { part_number: 'LZ3-CD-R' }, out: { hits: 1, items: [{ sku: 'LZ3-CD-R', name: 'Chest dome assembly red (V3)', stock: 9, price: 24.5 }], took_ms: N.ms() } }] }));
      c.push(...S.turn({ calls: [{ name: 'order_part', args: { sku: 'LZ3-CD-R', qty: 2 }, out: { order: 'PO-' + N.digits(6), eta: '3 days' } }] }));
      c.push(...S.turn({ text: 'Ordered 2 x LZ3-CD-R (chest dome assembly, red, V3 vests, includes gasket) at 24.50 each; arrives in 3 days.' }));
      return S.root({ output: 'Ordered 2 x LZ3-CD-R.', children: c });
    },
  },
  {
    id: '03', domain: 'airport noise complaints', style: 'mlflow', agentName: 'noise_desk',
    isolates: 'MLflow trace: a flight-track search in local time finds nothing; the complaint record reveals its times are UTC, and the re-query in the right window identifies the aircraft.',
    goal: 'Resident complaint NC-2291 reports a very loud aircraft over Hollins Road at about 23:40. Identify the flight and check if it breached the night quota.',
    system: 'You investigate aircraft noise complaints for an airport.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Searching flight tracks near Hollins Road around 23:40.', calls: [{ name: 'search_tracks', args: { near: 'Hollins Road', from: '23:25', to: '23:55', date: '2024-08-09' }, out: { tracks: [], tz: 'Europe/London', query_ms: N.ms() } }] }));
      c.push(...S.turn({ text: 'No tracks at that time. Let me read the complaint record itself for the exact timestamp format.', calls: [{ name: 'get_complaint', args: { id: 'NC-2291' }, out: { id: 'NC-2291', reported_time: '2024-08-09T23:40:00Z', channel: 'web form (UTC)', street: 'Hollins Road', note: 'Very loud, shook windows' } }] }));
      c.push(...S.turn({ text: 'The form stores UTC, so 23:40Z is 00:40 local on 10 August; querying that window.', calls: [{ name: 'search_tracks', args: { near: 'Hollins Road', from: '00:25', to: '00:55', date: '2024-08-10' }, out: { tracks: [{ callsign: 'TOM4KX', type: 'B738', op: 'arrival', time_local: '00:41', lmax_db: 78.2, monitor: 'NMT-6' }], tz: 'Europe/London' } }] }));
      c.push(...S.turn({ calls: [{ name: 'get_quota_count', args: { callsign: 'TOM4KX', date: '2024-08-10' }, out: { quota_points: 0.5, night_period: true, dispensation: 'none', season_used_pct: 81.3 } }] }));
      c.push(...S.turn({ text: 'NC-2291 was TOM4KX, a B737-800 arrival at 00:41 local (Lmax 78.2 dB at NMT-6). It counted 0.5 quota points in the night period with no dispensation; no breach, season quota 81.3% used.' }));
      return S.root({ output: 'TOM4KX, no breach.', children: c });
    },
  },
  {
    id: '04', domain: 'e-bike battery warranty support', style: 'anthropic', model: 'claude-3-5-haiku-20241022',
    isolates: 'Anthropic Messages support agent finds no order by the customer\'s email; the ticket says the bike came from a dealer, so it searches the warranty registry by battery serial and resolves the claim.',
    goal: 'Ticket T-55018: customer says her e-bike battery no longer holds charge after 14 months. Check warranty eligibility and open an RMA if eligible.',
    system: 'You are a support agent for an e-bike maker. Warranty on batteries is 24 months or 500 cycles.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Looking up her orders by email.', calls: [{ name: 'search_orders', args: { email: 'h.lindgren@example.net' }, out: { orders: [], searched: 'webshop' } }] }));
      c.push(...S.turn({ text: 'No direct order. Checking the ticket for purchase details.', calls: [{ name: 'get_ticket', args: { id: 'T-55018' }, out: { id: 'T-55018', body: 'Bought it at Cyclehaus Uppsala last spring. Battery serial on the label: BP48-7Q2210-K.', attachments: ['label.jpg'] } }] }));
      c.push(...S.turn({ text: 'It was a dealer sale, which never appears in webshop orders. The warranty registry is keyed by battery serial.', calls: [{ name: 'warranty_lookup', args: { battery_serial: 'BP48-7Q2210-K' }, out: { serial: 'BP48-7Q2210-K', registered: '2023-04-02', dealer: 'Cyclehaus Uppsala', cycles: 212, bms_fault: 'CELL_IMBALANCE', eligible: true } }] }));
      c.push(...S.turn({ calls: [{ name: 'create_rma', args: { ticket: 'T-55018', serial: 'BP48-7Q2210-K', reason: 'capacity loss, BMS CELL_IMBALANCE' }, out: { rma: 'RMA-' + N.digits(6), label_url: 'https://returns.example/l/' + N.b62(12) } }] }));
      c.push(...S.turn({ text: 'Eligible: registered 2 April 2023 via Cyclehaus Uppsala, 212 cycles, within 24 months and 500 cycles, with a cell-imbalance fault logged. RMA opened and a prepaid return label sent to the customer.' }));
      return S.root({ output: { stop_reason: 'end_turn' }, children: c });
    },
  },
  {
    id: '05', domain: 'vintage sewing machine parts', style: 'gemini', model: 'gemini-1.5-pro-002',
    isolates: 'Gemini function calls: a search by machine model for a bobbin case finds nothing; a parts-list lookup gives the original part number, and the search by that number finds stock.',
    goal: 'A customer needs a bobbin case for her 1952 Singer 201-2. Find one we can sell her.',
    system: 'You help a vintage sewing machine repair shop source parts.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ calls: [{ name: 'search_inventory', args: { q: 'Singer 201-2 bobbin case' }, out: { items: [], total: 0 } }] }));
      c.push(...S.turn({ text: 'Stock is filed by part number, not machine. Looking up the 201 parts list.', calls: [{ name: 'parts_list', args: { model: 'Singer 201-2', assembly: 'shuttle' }, out: { parts: [{ name: 'Bobbin case', pn: '45750' }, { name: 'Bobbin', pn: '45785 (class 66)' }], source: 'Singer parts list K4110' } }] }));
      c.push(...S.turn({ calls: [{ name: 'search_inventory', args: { q: '45750' }, out: { items: [{ sku: 'SG-45750-R', desc: 'Bobbin case 45750, reproduction', qty: 3, price: 18.0 }, { sku: 'SG-45750-O', desc: 'Bobbin case 45750, original, cleaned', qty: 1, price: 42.0 }], total: 2 } }] }));
      c.push(...S.turn({ text: 'We have the 201-2 bobbin case (Singer P/N 45750): 3 reproductions at 18.00 and 1 cleaned original at 42.00. It takes class 66 bobbins (P/N 45785).' }));
      return S.root({ output: { text: 'P/N 45750 in stock.' }, children: c });
    },
  },
  {
    id: '06', domain: 'browser: community sports hall booking', style: 'openai_agents', agentName: 'BrowserBooker',
    isolates: 'OpenAI Agents SDK browser run finds no slots on the council page; the page says bookings moved to the leisure trust site, where a new search finds and books a court.',
    goal: 'Book a badminton court at Ashgrove Community Hall for Saturday between 10:00 and 12:00 for 1 hour.',
    system: 'You operate a web browser to complete bookings.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ calls: [{ name: 'browser_navigate', args: { url: 'https://www.ashgrove.gov.example/halls/book' }, out: { url: 'https://www.ashgrove.gov.example/halls/book', title: 'Book a community hall', status: 200 } }] }));
      c.push(...S.turn({ calls: [{ name: 'browser_search_slots', args: { activity: 'badminton', day: 'Saturday', from: '10:00', to: '12:00' }, out: '<div class="notice">No sports bookings are taken here. Since 1 April, sports courts at Ashgrove Community Hall are booked through <a href="https://book.ashgroveleisure.example">Ashgrove Leisure Trust</a>.</div><ul class="slots"></ul>' }] }));
      c.push(...S.turn({ text: 'Court bookings moved to the leisure trust site; searching there.', calls: [{ name: 'browser_navigate', args: { url: 'https://book.ashgroveleisure.example/activities/badminton?site=ashgrove-hall&date=saturday' }, out: { title: 'Badminton - Ashgrove Hall', status: 200, set_cookie: 'ALT_SESS=' + N.b62(24) + '; Path=/; HttpOnly' } }] }));
      c.push(...S.turn({ calls: [{ name: 'browser_search_slots', args: { activity: 'badminton', day: 'Saturday', from: '10:00', to: '12:00' }, out: '<ul class="slots"><li data-slot="c2-1000">Court 2 10:00-11:00 <button>Book</button></li><li data-slot="c1-1100">Court 1 11:00-12:00 <button>Book</button></li></ul>' }] }));
      c.push(...S.turn({ calls: [{ name: 'browser_click', args: { selector: 'li[data-slot="c2-1000"] button' }, out: { url: 'https://book.ashgroveleisure.example/basket/confirm', text: 'Booking confirmed: Court 2, Saturday 10:00-11:00. Ref ALT-' + N.digits(6) } }] }));
      c.push(...S.turn({ text: 'Booked Court 2 at Ashgrove Community Hall for Saturday 10:00-11:00 through the Ashgrove Leisure Trust site.' }));
      return S.root({ input: S.hist[1].content, output: 'Booked Court 2, Saturday 10:00-11:00.', children: c });
    },
  },
];
