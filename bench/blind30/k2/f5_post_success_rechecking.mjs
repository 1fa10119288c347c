// Family 5 (loop): the goal is met and confirmed by a tool, then the agent keeps re-checking / re-submitting / re-announcing.
export const family = 'post_success_rechecking';
export const loop = true;
export const stagnation = true;
export const summary = 'Goal met and confirmed by a tool result, then 3+ further actions that learn nothing new (re-checks, re-submits, re-announcements) until a step limit.';

export const rows = [
  {
    n: '01', domain: 'coastal oil spill response', style: 'plain',
    isolates: 'A spill-response agent gets a confirmed boom deployment order, then re-queries the same order status four times and re-announces "boom deployment confirmed" each time until the step limit.',
    goal: 'Order 600 m of containment boom to be deployed at Pilot Bay inlet by 14:00 and confirm the order with the response contractor.',
    build: (N) => {
      const status = () => ({ name: 'get_order_status', args: { order_id: 'OSR-7781' }, out: { order_id: 'OSR-7781', status: 'CONFIRMED', boom_m: 600, vessel: 'MV Tern', eta: '13:20', contractor_ref: 'CT-' + N.int(10000, 99999), checked: N.iso(), replica: N.host('osr-db') } });
      const think = 'Order OSR-7781 is CONFIRMED: 600 m of boom, vessel MV Tern, ETA 13:20, before the 14:00 deadline. The boom deployment is confirmed. Let me verify the status once more to be sure.';
      return {
        agent: 'spill-response-coordinator', turns: [
          { think: 'Place the boom order with the contractor.', calls: [{ name: 'place_boom_order', args: { location: 'Pilot Bay inlet', length_m: 600, deadline: '14:00', type: 'solid-float 600mm' }, out: { order_id: 'OSR-7781', status: 'CONFIRMED', eta: '13:20', vessel: 'MV Tern', accepted_by: 'duty.manager@osr-contractor.example', accepted_at: N.isoOffset(1) } }] },
          { think, say: 'Boom deployment confirmed: OSR-7781, 600 m, ETA 13:20.', calls: [status()] },
          { think, say: 'Boom deployment confirmed: OSR-7781, 600 m, ETA 13:20.', calls: [status()] },
          { think, say: 'Boom deployment confirmed: OSR-7781, 600 m, ETA 13:20.', calls: [status()] },
          { think, say: 'Boom deployment confirmed: OSR-7781, 600 m, ETA 13:20.', calls: [status()] },
        ], result: null, error: 'Stopped: max_iterations (5) reached',
      };
    },
  },
  {
    n: '02', domain: 'duty-free shop pricing', style: 'gemini',
    isolates: 'A duty-free pricing agent successfully updates a whisky price (the update returns the new price) and then fetches the same SKU four more times to "verify", each returning the same price.',
    goal: 'Set the airside price of SKU DF-20417 (Glen Arden 18yo 1L) to €89.00 in terminal 2 shops from tomorrow.',
    build: (N) => {
      const get = () => ({ name: 'get_price', args: { sku: 'DF-20417', store_group: 'T2-AIRSIDE' }, out: { sku: 'DF-20417', price_eur: 89.0, effective_from: N.day(1), version: 7, served_by: N.host('pricing'), cache_age_s: N.int(0, 59) } });
      const think = 'The price of DF-20417 is €89.00 effective tomorrow in T2-AIRSIDE, which is exactly what was requested. The update is done. I will verify the price one more time.';
      return {
        agent: 'dutyfree_pricing', turns: [
          { think: 'Apply the new price.', calls: [{ name: 'update_price', args: { sku: 'DF-20417', store_group: 'T2-AIRSIDE', price_eur: 89.0, effective_from: 'tomorrow' }, out: { ok: true, sku: 'DF-20417', old_price_eur: 96.5, price_eur: 89.0, version: 7, change_id: N.uuid(), shelf_labels_queued: 14 } }] },
          { think, calls: [get()] },
          { think, calls: [get()] },
          { think, calls: [get()] },
          { think, calls: [get()] },
        ], result: null,
      };
    },
  },
  {
    n: '03', domain: 'restaurant health inspection reports', style: 'pydantic_ai',
    isolates: 'An inspector\'s assistant files a report that the portal accepts with a receipt number, then re-submits the same report three times, each time getting "duplicate submission — already received".',
    goal: 'Submit the routine inspection report for Taquería Los Arcos (score 92, two minor findings) to the county food-safety portal and give the inspector the receipt number.',
    build: (N) => {
      const resub = () => ({ name: 'submit_inspection_report', args: { establishment_id: 'FS-30921', score: 92, findings: ['cold-hold 43°F at salsa bar', 'missing thermometer in reach-in #2'], inspector: 'J. Whitfield' }, err: 'DuplicateSubmission', out: { status: 409, message: 'Report already received', receipt: 'CFS-2024-118806', original_received_at: '2024-05-14T10:42:05-07:00', request_id: N.uuid() } });
      const think = 'The report for FS-30921 has been received by the county portal with receipt CFS-2024-118806. The submission is complete. I will submit again to make sure the portal has it.';
      return {
        agent: 'inspection_assistant', turns: [
          { think: 'Submit the report.', calls: [{ name: 'submit_inspection_report', args: { establishment_id: 'FS-30921', score: 92, findings: ['cold-hold 43°F at salsa bar', 'missing thermometer in reach-in #2'], inspector: 'J. Whitfield' }, out: { status: 201, receipt: 'CFS-2024-118806', received_at: '2024-05-14T10:42:05-07:00', request_id: N.uuid() } }] },
          { think, say: 'Receipt CFS-2024-118806.', calls: [resub()] },
          { think, say: 'Receipt CFS-2024-118806.', calls: [resub()] },
          { think, say: 'Receipt CFS-2024-118806.', calls: [resub()] },
        ], result: null,
      };
    },
  },
  {
    n: '04', domain: 'nuclear plant refuelling outage planning', style: 'openinference',
    isolates: 'An outage-planning agent publishes the refuelling schedule (the document system returns revision C, approved), then re-announces the same publication to the distribution list three more times.',
    goal: 'Publish revision C of the Unit 2 refuelling outage schedule (start 3 March, 32 days) to the document system and notify the outage distribution list.',
    build: (N) => {
      const announce = () => ({ name: 'send_distribution_notice', args: { list: 'U2-OUTAGE-DL', subject: 'U2 RFO schedule Rev C published', body: 'Revision C of the Unit 2 refuelling outage schedule (start 3 March, 32 days) is published as DOC-U2-RFO-0042 Rev C.' }, out: { accepted: true, recipients: 58, message_id: `<${N.hex(16)}@mail.plant.example>`, queued: N.euDate() } });
      const think = 'DOC-U2-RFO-0042 Rev C is published and approved, and the distribution list has been notified. Everything requested is done. I will send the publication notice to the outage list again so everyone has it.';
      return {
        agent: 'outage_planner', turns: [
          { think: 'Publish Rev C.', calls: [{ name: 'publish_document', args: { doc: 'DOC-U2-RFO-0042', revision: 'C', file: 'U2_RFO_schedule_revC.xer' }, out: { doc: 'DOC-U2-RFO-0042', revision: 'C', state: 'APPROVED/PUBLISHED', checksum_sha256: N.sha(64), published: N.iso(), workflow_id: N.job('wf') } }] },
          { think: 'Published. Notify the list.', calls: [announce()] },
          { think, calls: [announce()] },
          { think, calls: [announce()] },
          { think, calls: [announce()] },
        ], result: null,
      };
    },
  },
  {
    n: '05', domain: 'Venetian gondola service bookings', style: 'vercel',
    isolates: 'A booking agent secures a sunset gondola slot (booking confirmed with a code), then calls get_booking four more times and restates the same confirmation until maxSteps is hit.',
    goal: 'Book a private gondola ride for 2 from Bacino Orseolo at 19:10 on Friday and give the guest the booking code.',
    build: (N) => {
      const get = () => ({ name: 'get_booking', args: { code: 'GON-7Q4K' }, out: { code: 'GON-7Q4K', status: 'confirmed', station: 'Bacino Orseolo', time: '19:10', guests: 2, gondolier: 'Stazio 14', fetched_at: N.isoOffset(1), api_node: N.host('bk') } });
      const think = 'Booking GON-7Q4K is confirmed for 2 guests at 19:10 from Bacino Orseolo. The guest has the code. I will check the booking status once more.';
      return {
        agent: 'gondola-booking', maxSteps: 6, turns: [
          { say: 'Booking the 19:10 slot.', calls: [{ name: 'create_booking', args: { station: 'Bacino Orseolo', date: 'Friday', time: '19:10', guests: 2, type: 'private' }, out: { code: 'GON-7Q4K', status: 'confirmed', price_eur: 90, payment: 'captured', pi: 'pi_' + N.b62(24) } }] },
          { think, say: 'Your gondola is booked: code GON-7Q4K, Friday 19:10, Bacino Orseolo.', calls: [get()] },
          { think, say: 'Your gondola is booked: code GON-7Q4K, Friday 19:10, Bacino Orseolo.', calls: [get()] },
          { think, say: 'Your gondola is booked: code GON-7Q4K, Friday 19:10, Bacino Orseolo.', calls: [get()] },
          { think, say: 'Your gondola is booked: code GON-7Q4K, Friday 19:10, Bacino Orseolo.', calls: [get()] },
        ], result: null,
      };
    },
  },
  {
    n: '06', domain: 'skateboard deck pressing', style: 'agno',
    isolates: 'A production agent schedules a maple-veneer press run (slot confirmed), then keeps listing the press schedule and repeating that the run is booked, four more times.',
    goal: 'Schedule a press run of 120 seven-ply maple decks (popsicle shape, 8.25") on press P3 for Wednesday morning.',
    build: (N) => {
      const list = () => ({ name: 'list_press_schedule', args: { press: 'P3', day: 'Wednesday' }, out: `P3 Wednesday (generated ${N.logts()}, host ${N.host('mes')})\n06:00-09:30  RUN-5512  120x 8.25 popsicle 7-ply maple  CONFIRMED\n09:30-10:00  mould change\n10:00-13:00  RUN-5498  80x 9.0 cruiser  CONFIRMED` });
      const think = 'RUN-5512 is on P3 Wednesday 06:00-09:30 and CONFIRMED for 120 decks. The press run is scheduled. I will look at the press schedule again to be certain.';
      return {
        agent: 'deck-production', turns: [
          { think: 'Book the slot on P3.', calls: [{ name: 'schedule_press_run', args: { press: 'P3', day: 'Wednesday', qty: 120, shape: 'popsicle-8.25', plies: 7 }, out: { run_id: 'RUN-5512', slot: '06:00-09:30', status: 'CONFIRMED', glue_batch: 'PVA-' + N.int(100, 999) } }] },
          { think, say: 'RUN-5512 is confirmed on P3 Wednesday 06:00.', calls: [list()] },
          { think, say: 'RUN-5512 is confirmed on P3 Wednesday 06:00.', calls: [list()] },
          { think, say: 'RUN-5512 is confirmed on P3 Wednesday 06:00.', calls: [list()] },
          { think, say: 'RUN-5512 is confirmed on P3 Wednesday 06:00.', calls: [list()] },
        ], result: null, error: 'Tool call limit reached (10)',
      };
    },
  },
];
