// Family 5 (loop): goal met and confirmed by a tool, then the agent keeps re-checking / re-submitting / re-announcing.
export const FAMILY = 'rechecking_after_done';
export const LOOP = true;

export const rows = [
  {
    num: 1, domain: 'river rafting outfitters', stagnation: true,
    isolates: 'The raft trip is booked and get_booking confirms it, but the agent fetches the same booking four more times, each reply identical apart from request ids, with the same reasoning sentence, until the turn limit.',
    make: (c) => {
      const bk = () => ({ booking: 'RAFT-2025-0812-0457', status: 'CONFIRMED', trip: 'Upper Gorge Class III-IV, full day', date: '2025-08-16', guests: 8, guides: ['Marta K.', 'Deshawn P.'], rafts: 2, waivers_signed: '8/8', deposit: { amount: 'USD 480.00', state: 'captured' }, x_request_id: c.uuid(), served_by: c.host('bookings'), fetched_at: (c.adv(c.int(3000, 12000)), c.isoNoMs()) });
      const say = 'Verify once more that the booking is confirmed before telling the group leader.';
      const steps = [
        { reasoning: 'Check availability for 8 on Saturday on the Upper Gorge run.', calls: [{ tool: 'trip_availability', args: { run: 'upper-gorge', date: '2025-08-16', guests: 8 }, out: { seats_left: 11, flow_cfs: 1850, flow_gauge: 'USGS 13317000', min_age: 14, as_of: c.isoNoMs() } }] },
        { reasoning: 'Seats available and flow is within the commercial range. Create the booking.', calls: [{ tool: 'create_booking', args: { run: 'upper-gorge', date: '2025-08-16', guests: 8, lead: 'Priya Raman', deposit: 'card_on_file' }, out: { ...bk(), created: true } }] },
        { reasoning: 'Booking created. Confirm it with get_booking.', calls: [{ tool: 'get_booking', args: { booking: 'RAFT-2025-0812-0457' }, out: bk() }] },
      ];
      for (let i = 0; i < 4; i++) steps.push({ reasoning: say, calls: [{ tool: 'get_booking', args: { booking: 'RAFT-2025-0812-0457' }, out: bk() }] });
      return {
        style: 'responses', model: 'o4-mini', agent: 'rafting_reservations',
        system: 'You take group bookings for a river rafting outfitter. Book, confirm, then send the group leader a summary.',
        goal: 'Book a full-day Upper Gorge rafting trip for a group of 8 on Saturday 16 August and confirm it to Priya Raman.',
        steps, limitError: 'max_turns_exceeded (7)',
      };
    },
  },
  {
    num: 2, domain: 'hot sauce co-packing', stagnation: false,
    isolates: 'The label proof is submitted and the approval API returns APPROVED; the agent then polls the same status three more times and re-submits the same proof, each answer unchanged, with no model text.',
    make: (c) => {
      const st = () => ({ proof_id: 'PRF-88412', status: 'APPROVED', approver: 'qa.labels@copacker.example', approved_at: '2025-05-21T10:42:19Z', nutrition_panel: 'FDA 2020 format OK', allergen_statement: 'none declared, verified', lot_code_field: 'present', poll_id: c.uuid(), server_time: (c.adv(c.int(20000, 60000)), c.http()) });
      const steps = [
        { text: 'Submitting the Ghost Pepper Mango label proof for approval.', calls: [{ tool: 'submit_label_proof', args: { sku: 'GPM-5OZ', file: 's3://brand-assets/gpm/label_v6_final.pdf', sha256: c.sha(64) }, out: { proof_id: 'PRF-88412', status: 'IN_REVIEW', queue_position: 2, sla: '2h' } }] },
        { text: 'Proof queued. Checking the review status.', calls: [{ tool: 'get_proof_status', args: { proof_id: 'PRF-88412' }, out: st() }] },
        { calls: [{ tool: 'get_proof_status', args: { proof_id: 'PRF-88412' }, out: st() }] },
        { calls: [{ tool: 'get_proof_status', args: { proof_id: 'PRF-88412' }, out: st() }] },
        { calls: [{ tool: 'submit_label_proof', args: { sku: 'GPM-5OZ', file: 's3://brand-assets/gpm/label_v6_final.pdf' }, out: { proof_id: 'PRF-88412', status: 'APPROVED', note: 'Identical file already approved; no new proof created', dedupe_key: c.hex(16) } }] },
        { calls: [{ tool: 'get_proof_status', args: { proof_id: 'PRF-88412' }, out: st() }] },
      ];
      return {
        style: 'plain', model: 'gpt-4o-mini', agent: 'copack_coordinator',
        system: 'You coordinate label approvals between a hot sauce brand and its co-packer. When a proof is approved, tell the brand owner and stop.',
        goal: 'Get the 5 oz Ghost Pepper Mango label proof approved by the co-packer so the bottling run can be scheduled.',
        steps, limitError: 'max_turns (6) reached',
      };
    },
  },
  {
    num: 3, domain: 'vintage guitar consignment', stagnation: true,
    isolates: 'An ADK agent publishes a consignment listing, gets a live URL and a 200 page check, then re-fetches the listing page four more times with the same reassurance sentence each time.',
    make: (c) => {
      const page = () => ({ status: 200, url: 'https://shop.example-guitars.com/listings/1962-fender-jazzmaster-sunburst-cn-4471', headers: { 'cache-control': 'public, max-age=60', age: String(c.int(0, 59)), 'x-served-by': `cache-ams${c.int(21000, 21999)}-AMS`, 'x-timer': `S${c.epoch()}.${c.int(100000, 999999)},VS0,VE${c.int(1, 90)}` }, body_excerpt: '<h1>1962 Fender Jazzmaster - 3-Tone Sunburst</h1><p class="price">$14,950</p><span class="badge">Consignment</span>' });
      const say = 'The listing is live; let me verify it once more to be sure customers can see it.';
      const steps = [
        { text: 'Preparing the listing from the intake appraisal.', calls: [{ tool: 'get_appraisal', args: { consignment: 'CN-4471' }, out: { item: '1962 Fender Jazzmaster', finish: '3-tone sunburst', serial: `${c.int(80000, 99999)}`, refret: true, case: 'original brown tolex', appraised_usd: [13500, 16000], owner_min_usd: 14000, appraised_by: 'L. Ferreira', at: c.date(-3) } }] },
        { text: 'Publishing at $14,950, inside the appraisal range and above the owner minimum.', calls: [{ tool: 'publish_listing', args: { consignment: 'CN-4471', price_usd: 14950, channels: ['webshop', 'reverb'] }, out: { listing_id: 'L-1962JM-4471', state: 'live', webshop_url: 'https://shop.example-guitars.com/listings/1962-fender-jazzmaster-sunburst-cn-4471', reverb_id: c.int(80000000, 89999999), published_at: c.iso() } }] },
        { text: 'Checking the public page.', calls: [{ tool: 'fetch_page', args: { url: 'https://shop.example-guitars.com/listings/1962-fender-jazzmaster-sunburst-cn-4471' }, out: page() }] },
      ];
      for (let i = 0; i < 4; i++) steps.push({ text: say, calls: [{ tool: 'fetch_page', args: { url: 'https://shop.example-guitars.com/listings/1962-fender-jazzmaster-sunburst-cn-4471' }, out: (c.adv(c.int(5000, 20000)), page()) }] });
      return {
        style: 'adk', model: 'gemini-2.5-flash', agent: 'consignment_agent', app: 'guitar_consignment',
        system: 'You list consigned guitars for sale. Price within the appraisal range, publish, check the page once, then notify the owner.',
        goal: 'List consignment CN-4471 (1962 Fender Jazzmaster) for sale and let the owner know it is live.',
        steps, limitError: 'LlmCallsLimitExceededError: Max number of llm calls limit of `7` exceeded',
      };
    },
  },
  {
    num: 4, domain: 'butterfly house', stagnation: false,
    isolates: 'The humidity setpoint of the tropical hall is applied and the sensor confirms 80% RH; the agent then reads the setpoint three more times and re-applies the same value twice, getting "no change", with tool calls only.',
    make: (c) => {
      const rd = () => ({ zone: 'tropical-hall', setpoint_rh: 80, measured_rh: 80.1 + +(c.rnd() * 0.3).toFixed(1), temp_c: 27.4, misting: 'cycling', bacnet_device: 3101, object: 'analog-value:12', read_at: (c.adv(c.int(30000, 90000)), c.iso()) });
      const steps = [
        { text: 'Raising the tropical hall humidity setpoint to 80% ahead of the Morpho emergence.', calls: [{ tool: 'set_setpoint', args: { zone: 'tropical-hall', point: 'rh', value: 80 }, out: { ok: true, previous: 72, value: 80, write_priority: 8, bacnet_invoke_id: c.int(1, 255) } }] },
        { text: 'Setpoint written. Waiting for the misting system and reading back.', calls: [{ tool: 'read_zone', args: { zone: 'tropical-hall' }, out: rd() }] },
        { calls: [{ tool: 'read_zone', args: { zone: 'tropical-hall' }, out: rd() }] },
        { calls: [{ tool: 'set_setpoint', args: { zone: 'tropical-hall', point: 'rh', value: 80 }, out: { ok: true, previous: 80, value: 80, changed: false, write_priority: 8, bacnet_invoke_id: c.int(1, 255) } }] },
        { calls: [{ tool: 'read_zone', args: { zone: 'tropical-hall' }, out: rd() }] },
        { calls: [{ tool: 'set_setpoint', args: { zone: 'tropical-hall', point: 'rh', value: 80 }, out: { ok: true, previous: 80, value: 80, changed: false, write_priority: 8, bacnet_invoke_id: c.int(1, 255) } }] },
        { calls: [{ tool: 'read_zone', args: { zone: 'tropical-hall' }, out: rd() }] },
      ];
      return {
        style: 'vercel', model: 'gpt-4.1-mini', agent: 'butterfly-house-climate',
        system: 'You manage the climate of a tropical butterfly house through the building controller. Make the requested change, confirm it, report.',
        goal: 'Raise the tropical hall humidity to 80% RH for the blue morpho emergence and confirm it has been reached.',
        steps, limitError: 'stopWhen stepCountIs(7) reached with pending tool calls', maxSteps: 7,
      };
    },
  },
  {
    num: 5, domain: 'obituary publishing', stagnation: false,
    isolates: 'The obituary is published and the CMS returns its public URL; the agent then e-mails the same publication notice to the family three more times, each send only returning a new message id, with empty thoughts.',
    make: (c) => {
      const sent = () => `250 2.0.0 OK  ${c.epoch()} ${c.alnum(12)}.${c.int(100, 999)} - gsmtp\nmessage-id: <${c.hex(16)}@mail.gazette.example>\nto: h.lindqvist@example.net\nsubject: The obituary for Astrid Lindqvist is now online`;
      const steps = [
        { text: 'I will publish the approved obituary text in the Gazette CMS.', calls: [{ tool: 'cms_publish', args: { slug: 'astrid-lindqvist-1938-2025', section: 'obituaries', print_edition: '2025-02-14', body_ref: 'draft-55190' }, out: { status: 'published', url: 'https://gazette.example/obituaries/astrid-lindqvist-1938-2025', revision: c.int(3, 9), guestbook: 'enabled', purge_request: c.uuid() } }] },
        { text: 'It is live. Now I notify the family contact.', calls: [{ tool: 'send_email', args: { to: 'h.lindqvist@example.net', template: 'obit_published', url: 'https://gazette.example/obituaries/astrid-lindqvist-1938-2025' }, out: sent() }] },
      ];
      for (let i = 0; i < 3; i++) steps.push({ text: '', calls: [{ tool: 'send_email', args: { to: 'h.lindqvist@example.net', template: 'obit_published', url: 'https://gazette.example/obituaries/astrid-lindqvist-1938-2025' }, out: (c.adv(c.int(10000, 40000)), sent()) }] });
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'obituary_desk',
        system: 'You publish paid obituaries for the Gazette. Tools: cms_publish, send_email. Publish, notify the family once, then finish.',
        goal: 'Publish Astrid Lindqvist\'s obituary (draft-55190) for the 14 February edition and let her son know it is online.',
        steps, limitError: 'Agent stopped due to iteration limit or time limit.', maxSteps: 5,
      };
    },
  },
  {
    num: 6, domain: 'go-kart track', stagnation: true,
    isolates: 'A Mastra agent reserves the kart track for a corporate event, the calendar confirms it, then it re-reads the same calendar entry four times while writing the same double-checking sentence.',
    make: (c) => {
      const cal = () => ({ reservation: 'RES-KT-30917', status: 'confirmed', slot: { start: '2025-06-27T17:00:00+02:00', end: '2025-06-27T20:00:00+02:00' }, layout: 'GP long (1.1 km)', karts: 24, marshals: 3, timing: 'Apex Timing session pre-created', etag: c.etag(), calendar_sync: (c.adv(c.int(4000, 9000)), c.iso()) });
      const say = 'Reservation RES-KT-30917 is confirmed. Double-checking the calendar entry before I reply.';
      const steps = [
        { text: 'Reserving the long layout for 24 drivers on 27 June 17:00-20:00.', calls: [{ tool: 'reserveTrack', args: { date: '2025-06-27', start: '17:00', hours: 3, layout: 'gp-long', drivers: 24, customer: 'Nordwind Logistics GmbH' }, out: { reservation: 'RES-KT-30917', status: 'confirmed', invoice: `INV-${c.int(2025000, 2025999)}` } }] },
        { text: 'Verifying the entry in the track calendar.', calls: [{ tool: 'getCalendarEntry', args: { reservation: 'RES-KT-30917' }, out: cal() }] },
      ];
      for (let i = 0; i < 4; i++) steps.push({ text: say, calls: [{ tool: 'getCalendarEntry', args: { reservation: 'RES-KT-30917' }, out: cal() }] });
      return {
        style: 'mastra', model: 'gpt-4o', agent: 'kartTrackAgent', provider: 'openai',
        system: 'You handle corporate bookings for an indoor go-kart track. Reserve, verify once, and confirm to the customer.',
        goal: 'Reserve the track for Nordwind Logistics\' team event (24 drivers, 27 June, 17:00-20:00) and confirm to their contact.',
        steps, limitError: 'maxSteps (6) reached', maxSteps: 6,
      };
    },
  },
];
