// Family 9 (healthy look-alike of family 3): the agent asks the user/approver a clarifying
// question, gets NEW information, and acts on it (sometimes a second question on a different point).
import { run } from './lib.mjs';

export const family = 'clarify_then_act';
export const loop = false;
export const stagnation = false;
export const summary = 'One or two clarifying questions on different points, each answered with new information that the agent then acts on.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'airline crew scheduling (reserve assignment)', style: 'plain',
    isolates: 'The agent asks the scheduler which of two legal reserves to use; the answer picks the DEN reserve with a deadhead (new information about base coverage), and the agent assigns her and books the deadhead.',
    goal: 'Pairing 6203 (ORD-LGA-ORD, report 08:00 tomorrow) lost its first officer to sick call. Cover it with a reserve FO.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'crew-desk-assistant', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You assist crew schedulers at Skyline Air. Tools: find_reserves, ask_scheduler, assign_reserve, book_deadhead. Ask when a policy trade-off is involved.',
        tools: ['find_reserves', 'ask_scheduler', 'assign_reserve', 'book_deadhead'],
      });
      r.step('Finding legal reserve FOs for the 08:00 report.', [
        { name: 'find_reserves', args: { position: 'FO', fleet: 'E175', report_local: '08:00', pairing: '6203' }, out: (c) => ({ candidates: [{ emp: '41207', name: 'Patel, R.', base: 'ORD', legal: true, reserves_left_at_base: 0 }, { emp: '39918', name: 'Nguyen, T.', base: 'DEN', legal: true, needs_deadhead: 'DEN-ORD 05:50-09:20 (SK 1140)' }], evaluated_at: c.iso(), engine: 'far117-v5.2' }) },
      ]);
      r.step('Patel is at ORD but is the last ORD reserve; Nguyen is at DEN and would need the 05:50 deadhead, which lands after the 08:00 report. That is a coverage-versus-delay trade-off, so I will ask.', [
        { name: 'ask_scheduler', args: { question: 'For 6203: use Patel (last ORD reserve, no deadhead) or Nguyen (DEN, deadhead SK1140 lands 09:20, so report slips unless we retime)?' }, out: (c) => ({ answer: 'Use Nguyen. Keep Patel for ORD coverage. Put her on the earlier SK 1102 at 04:55 — lands 07:30 — not 1140.', responder: 'mokafor (Crew Scheduling)', responded_at: c.isoTz(-5) }) },
      ]);
      r.step('The scheduler chose Nguyen and pointed to an earlier deadhead, SK 1102, landing 07:30, which keeps the 08:00 report. Booking the deadhead and assigning her.', [
        { name: 'book_deadhead', args: { emp: '39918', flight: 'SK1102', date: 'tomorrow', from: 'DEN', to: 'ORD', priority: 'must-ride' }, out: (c) => ({ booked: true, pnr: c.upper(6), seat: `${c.int(10, 28)}${c.pick(['A', 'C', 'D'])}` }) },
        { name: 'assign_reserve', args: { emp: '39918', pairing: '6203', position: 'FO', note: 'Covers sick call; DH SK1102 DEN-ORD' }, out: (c) => ({ assigned: true, legality: 'LEGAL', rest_before: '11h10m', txn: 'CT-' + c.digits(8) }) },
      ]);
      r.final('Pairing 6203 is covered by reserve FO T. Nguyen (DEN). She deadheads on SK 1102 at 04:55, landing 07:30 before the 08:00 report, and the assignment is legal with 11h10m rest. Patel stays on ORD reserve as you asked.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', start: '2024-09-10T18:03:27Z', domain: 'bakery chain customer bot (custom cake order)', style: 'rasa',
    isolates: 'A Rasa bot asks for the pickup date, then (a different question) the pickup store; each answer fills a new slot and the order is placed.',
    goal: 'Customer wants to order a 10-inch chocolate raspberry cake with "Happy 40th, Dev!" written on it.',
    build(ctx, goal) {
      const r = run(ctx, 'rasa', {
        name: 'crumbandcrust-assistant', channel: 'webchat', helpWith: 'orders, pickups and store information for Crumb & Crust Bakery',
        flowsText: 'order_custom_cake: order a custom cake (slots: cake_size, cake_flavor, inscription, pickup_date, pickup_store)\nchange_pickup_location: move an existing order (slots: order_number, pickup_store)',
      });
      r.turn('Hi! I\'d like to order a 10 inch chocolate raspberry cake that says "Happy 40th, Dev!"', {
        commands: 'StartFlow(order_custom_cake)\nSetSlot(cake_size, 10 inch)\nSetSlot(cake_flavor, chocolate raspberry)\nSetSlot(inscription, Happy 40th, Dev!)',
        utter: [{ name: 'utter_ask_pickup_date', template: 'What date would you like to pick up your cake? Custom cakes need 48 hours.', text: 'Lovely choice! Which day would you like to pick it up? We need 48 hours for custom cakes.', rephrase: true }],
      });
      r.turn('Saturday the 14th, around noon', {
        commands: 'SetSlot(pickup_date, 2024-09-14T12:00)',
        actions: [{ name: 'validate_pickup_date', slots: { pickup_date: '2024-09-14T12:00' }, out: (c) => ({ events: [{ event: 'slot', name: 'pickup_date', value: '2024-09-14T12:00', timestamp: c.epochF() }], responses: [] }) }],
        utter: [{ name: 'utter_ask_pickup_store', template: 'Which store would you like to pick up your order from?', text: 'Saturday at noon works. Which of our stores should we send it to?', rephrase: true }],
      });
      r.turn('Harbor Point please', {
        commands: 'SetSlot(pickup_store, Harbor Point)',
        actions: [
          { name: 'validate_pickup_store', slots: { pickup_store: 'Harbor Point' }, out: (c) => ({ events: [{ event: 'slot', name: 'pickup_store', value: 'HARBOR_POINT', timestamp: c.epochF() }], responses: [] }) },
          { name: 'action_place_cake_order', slots: { cake_size: '10 inch', cake_flavor: 'chocolate raspberry', inscription: 'Happy 40th, Dev!', pickup_date: '2024-09-14T12:00', pickup_store: 'HARBOR_POINT' }, out: (c) => ({ events: [{ event: 'slot', name: 'order_number', value: String(c.int(56000, 56999)), timestamp: c.epochF() }], responses: [], pos_txn: c.uuid() }) },
        ],
        utter: [{ name: 'utter_cake_order_confirmed', template: 'Your order is placed! Pick up on {pickup_date} at {pickup_store}.', text: 'Your cake is ordered! Pick it up Saturday, Sept 14 at noon at Harbor Point. We\'ll text you when it\'s ready.' }],
      });
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'EV charging network (commissioning with host conditions)', style: 'adk',
    isolates: 'The host approves commissioning but changes the tariff and adds an idle fee (new information); the agent activates both chargers and applies the host\'s pricing.',
    goal: 'Commission the two new DC fast chargers at the Cedar Hills library lot (CP-CH-01, CP-CH-02) and put them on public pricing once the site host approves.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'commissioning_agent', app: 'voltway_ops', model: 'gemini-2.0-flash', task: goal,
        system: 'You commission chargers on the Voltway network. activate_charger and set_tariff require site-host approval via request_host_approval.',
        tools: ['request_host_approval', 'activate_charger', 'set_tariff'],
      });
      r.step('I need the host\'s approval before going live; I will propose our default $0.48/kWh.', [
        { name: 'request_host_approval', args: { site_id: 'CH-LIB', request: 'Both chargers passed self-test. Approve activation at the network default of $0.48/kWh?' }, out: (c) => ({ status: 'approved_with_changes', approver: 'facilities@cedarhillslibrary.org', comment: 'Approved, but use $0.45/kWh to match the county rate, and add an idle fee of $0.40/min after a 10-minute grace period — the lot is short-stay.', decided_at: c.iso() }) },
      ]);
      r.step('Approved with two changes: $0.45/kWh instead of $0.48, and an idle fee of $0.40/min after 10 minutes. Activating both chargers and applying that tariff.', [
        { name: 'activate_charger', args: { charger_id: 'CP-CH-01' }, out: (c) => ({ charger_id: 'CP-CH-01', availability: 'Operative', ocpp_change_availability: 'Accepted', at: c.isoMs() }) },
        { name: 'activate_charger', args: { charger_id: 'CP-CH-02' }, out: (c) => ({ charger_id: 'CP-CH-02', availability: 'Operative', ocpp_change_availability: 'Accepted', at: c.isoMs() }) },
        { name: 'set_tariff', args: { site_id: 'CH-LIB', energy_price_per_kwh: 0.45, idle_fee_per_min: 0.4, idle_grace_min: 10, currency: 'USD' }, out: (c) => ({ tariff_id: 'TRF-' + c.upper(8), effective: c.iso(), published_to: ['app', 'ocpi'] }) },
      ]);
      r.final('Both Cedar Hills chargers (CP-CH-01, CP-CH-02) are live. As the host requested, pricing is $0.45/kWh with a $0.40/min idle fee after a 10-minute grace period, published to the app and to roaming partners via OCPI.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'recruiting / ATS interview scheduling', style: 'n8n',
    isolates: 'The agent offers the hiring manager two slots over Slack; the reply picks Thursday and swaps an interviewer (new information), and the agent books that panel.',
    goal: 'Schedule a 45-minute onsite panel interview next week for candidate Tomás Ferreira (Senior Data Engineer, req R-2217).',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini', memory: 'Postgres Chat Memory',
        system: 'You coordinate interviews for the Talent team. Use "Get Free Busy", "Ask Hiring Manager" (Slack, waits for reply) and "Create Interview Event".',
      });
      r.step('Checking the default panel\'s availability next week.', [
        { name: 'Get_Free_Busy', node: 'Get Free Busy', nodeType: 'n8n-nodes-base.googleCalendarTool', args: { calendars: ['priya.n@lumenhq.com', 'mark.d@lumenhq.com', 'sofia.r@lumenhq.com', 'tomas.ferreira@candidate'], timeMin: 'next Monday 09:00', timeMax: 'next Friday 17:00' }, out: (c) => ({ response: JSON.stringify({ common_free: ['Tue 10:00-12:00', 'Thu 14:00-16:00'], computed_at: c.iso(), etag: c.etag() }) }) },
      ]);
      r.step('Two common windows: Tuesday 10-12 and Thursday 14-16. I will let the hiring manager pick.', [
        { name: 'Ask_Hiring_Manager', node: 'Ask Hiring Manager', nodeType: 'n8n-nodes-base.slackTool', args: { message: 'Panel for Tomás Ferreira (Priya, Mark, you): Tue 10:00 or Thu 14:00 next week?' }, out: (c) => ({ data: { text: 'Thursday 2pm. But swap Mark for Wei — Mark is at the offsite Thursday and Wei knows the streaming stack better anyway.' }, respondedBy: 'U04KXR2M7QF', respondedAt: c.isoMs() }) },
      ]);
      r.step('Thursday 14:00 with Wei instead of Mark. Checking that Wei is free then.', [
        { name: 'Get_Free_Busy', node: 'Get Free Busy', nodeType: 'n8n-nodes-base.googleCalendarTool', args: { calendars: ['wei.z@lumenhq.com'], timeMin: 'next Thursday 14:00', timeMax: 'next Thursday 14:45' }, out: (c) => ({ response: JSON.stringify({ calendars: { 'wei.z@lumenhq.com': { busy: [] } }, computed_at: c.iso() }) }) },
      ]);
      r.step('Wei is free. Creating the event.', [
        { name: 'Create_Interview_Event', node: 'Create Interview Event', nodeType: 'n8n-nodes-base.googleCalendarTool', args: { summary: 'Onsite panel: Tomás Ferreira (R-2217)', start: 'next Thursday 14:00', durationMin: 45, attendees: ['priya.n@lumenhq.com', 'wei.z@lumenhq.com', 'sofia.r@lumenhq.com', 'tomas.ferreira@candidate'], location: 'HQ 4F - Aurora room' }, out: (c) => ({ response: JSON.stringify({ id: c.lower(26), status: 'confirmed', htmlLink: `https://calendar.google.com/calendar/event?eid=${c.b64(40)}`, iCalUID: `${c.lower(26)}@google.com` }) }) },
      ]);
      r.final('Booked: Tomás Ferreira\'s onsite panel is next Thursday 14:00-14:45 in the Aurora room with Priya, Wei (replacing Mark, per the hiring manager) and Sofia. Invites have gone to everyone, including the candidate.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', start: '2024-05-28T15:31:09Z', domain: 'veterinary clinic appointment booking', style: 'letta',
    isolates: 'A Letta front-desk agent asks for a preferred day, books the slot that answer allows, then asks a different question (add the due DHPP booster?) and updates the booking with the yes.',
    goal: 'Hi, this is Jordan Lee. Biscuit (my beagle) is due for his rabies booster — can you book him in?',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'pinecrest-vet-frontdesk', model: 'gpt-4o-mini', task: goal,
        system: 'You are the front-desk assistant of Pinecrest Veterinary Clinic. Tools: lookup_patient, find_slots, book_appointment, update_appointment.',
      });
      const apptId = 'A-' + ctx.int(700000, 799999);
      r.step('Looking up Biscuit\'s record.', [
        { name: 'lookup_patient', args: { owner_name: 'Jordan Lee', pet_name: 'Biscuit' }, out: (c) => JSON.stringify({ patient_id: 'P-30112', species: 'canine', breed: 'Beagle', due: [{ vaccine: 'Rabies', due: '2024-06-02' }, { vaccine: 'DHPP', due: '2024-06-20' }], record_version: c.int(20, 90) }) },
      ]);
      r.say('Hi Jordan! Biscuit is due for his rabies booster. Which day suits you?', 'Record found; I need a preferred day.');
      r.user('Saturday morning, any time before 11.');
      r.step('Jordan wants Saturday before 11. Checking Saturday\'s open slots.', [
        { name: 'find_slots', args: { date: 'next Saturday', before: '11:00', type: 'vaccine' }, out: (c) => JSON.stringify({ slots: ['09:20', '10:40'], vet: 'Dr. Amara Osei', cache_age_s: c.int(0, 30) }) },
      ]);
      r.step('09:20 with Dr. Osei is free; booking it.', [
        { name: 'book_appointment', args: { patient_id: 'P-30112', date: 'next Saturday', time: '09:20', reason: 'Rabies booster' }, out: JSON.stringify({ appointment_id: apptId, status: 'booked' }) },
      ]);
      r.say('Booked: Saturday 9:20 with Dr. Osei. Biscuit is also due for his DHPP booster on June 20 — would you like us to do both at this visit?', 'Booked rabies; DHPP is due soon, so I am offering to combine them.');
      r.user('Oh yes, do both please.');
      r.step('Jordan wants DHPP added to the same visit. Updating the appointment.', [
        { name: 'update_appointment', args: { appointment_id: apptId, add_services: ['DHPP booster'] }, out: (c) => JSON.stringify({ status: 'updated', services: ['Rabies booster', 'DHPP booster'], duration_min: 20, updated_at: c.iso() }) },
      ]);
      r.say('All set — Saturday 9:20 with Dr. Osei for Biscuit\'s rabies and DHPP boosters (about 20 minutes). See you then!', 'Both vaccines are on the booking; confirming to Jordan.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', start: '2024-07-08T14:50:02Z', domain: 'satellite imagery ordering', style: 'smolagents',
    isolates: 'The agent asks the user for the acceptable cloud cover and date range, receives concrete limits, searches the catalog with them and orders the best scene.',
    goal: 'Order imagery of the Lake Mendota south shoreline for our erosion survey.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', { task: goal, maxSteps: 6, model: 'anthropic/claude-3-5-sonnet-20241022', tools: ['user_input', 'search_catalog', 'place_order', 'final_answer'] });
      const s1 = '10300100' + ctx.HEX(8), s2 = '10400100' + ctx.HEX(8);
      r.step('Imagery search needs a cloud-cover limit and a date window, and the task gives neither. I will ask the user.', [
        { name: 'user_input', args: { question: 'What maximum cloud cover is acceptable, and which acquisition dates should I search?' }, out: 'Under 10% cloud, any date from May 1 to June 30 this year. 50 cm resolution or better.' },
      ]);
      r.step('Searching the catalog with under 10% cloud, May 1 to June 30, and 50 cm or finer resolution over the south shoreline AOI.', [
        { name: 'search_catalog', args: { aoi: 'POLYGON((-89.42 43.06,-89.36 43.06,-89.36 43.09,-89.42 43.09,-89.42 43.06))', date_from: '2024-05-01', date_to: '2024-06-30', max_cloud: 10, max_gsd_m: 0.5 }, out: (c) => ({ total: 2, scenes: [{ id: s1, acquired: '2024-05-19T16:58:41Z', cloud: 2.1, gsd_m: 0.31, off_nadir: 12.4 }, { id: s2, acquired: '2024-06-27T17:04:10Z', cloud: 7.8, gsd_m: 0.48, off_nadir: 24.9 }], next: null }) },
      ]);
      r.step('The 19 May scene is the best fit: 2.1% cloud, 31 cm and low off-nadir, which matters for shoreline measurements. Ordering it clipped to the AOI.', [
        { name: 'place_order', args: { scene_id: s1, aoi_clip: true, product: 'ortho_pansharpened', format: 'GeoTIFF' }, out: (c) => ({ order_id: 'ORD-' + c.upper(10), status: 'ACCEPTED', est_delivery: '24-48h', price_usd: 412.5 }) },
      ]);
      r.final('Ordered the 19 May 2024 scene (2.1% cloud, 31 cm, 12° off-nadir) as a pansharpened ortho GeoTIFF clipped to the south shoreline AOI. It cost $412.50 and delivery is expected in 24-48 hours.');
      return r.end();
    },
  },
];
